// The fault suite: every kind of request the action makes meets every fault (fault-matrix.ts), on the bundled
// dist/ run as the runner runs it. Each test is one job with emulators of its own; they run concurrently.
import { describe, expect, test } from 'vitest'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import { recordFigures } from '../support/reliability-figures.js'
import { type Cell, cellsFor, FAULTS, KINDS, TRACKER_FAULTS, type TrackerFault } from './fault-matrix.js'
import { judge, observeCell, observeTrackerFault } from './fault-scenario.js'

/**
 * Seconds a cell waits beyond the job itself. Tests start in the order they are declared, so the longest
 * go first: the suite then lasts about as long as its slowest job, not that job plus the queue before it.
 */
function waits(cell: Cell): number {
  if (cell.fault === 'hang') return cell.kind === 'update' || cell.kind === 'jobs API' ? 3 : 15
  if (cell.fault === 'slow 10 s') return 10
  if (cell.fault === 'refused' && (cell.kind === 'update' || cell.kind === 'jobs API')) return 7
  if (cell.fault === '500 always' && cell.kind === 'end') return 6
  return 0
}

describe.concurrent('faults', () => {
  describeEachNodeRuntime('on', (runtime) => {
    describe('each kind of request meets each fault', () => {
      const cells = cellsFor(runtime.name).sort((a, b) => waits(b) - waits(a))
      for (const cell of cells) {
        const outcome = cell.effect === 'background' ? 'the job goes on' : cell.effect
        const mode = cell.failOnError ? ', fail-on-error' : ''
        test(`${cell.kind} × ${cell.fault}${mode}: ${outcome} (${cell.why})`, async ({ task }) => {
          const observation = await observeCell(cell, runtime)
          const { problems, figures } = judge(
            { template: cell.template, ...cell.expected },
            observation,
            runtime,
          )
          recordFigures(task, figures)
          expect(problems, `${KINDS[cell.kind]} met ${FAULTS[cell.fault]}`).toEqual([])
        })
      }
    })

    describe('the tracker process fails; post still ends the activity', () => {
      for (const fault of Object.keys(TRACKER_FAULTS) as TrackerFault[]) {
        test(`tracker ${fault} (${TRACKER_FAULTS[fault]})`, async ({ task }) => {
          const observation = await observeTrackerFault(fault, runtime)
          const expected = {
            template: 'activity',
            phone: 'ended',
            pushes: 0,
            message: undefined,
            failingStage: undefined,
          } as const
          const { problems, figures } = judge(expected, observation, runtime)
          recordFigures(task, figures)
          expect(problems).toEqual([])
        })
      }
    })
  })
})
