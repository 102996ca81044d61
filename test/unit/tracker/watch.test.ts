import { describe, expect, test } from 'vitest'
import type { Job } from '../../../src/github/job.js'
import { legsLineOf, lineOf, stoppedSending } from '../../../src/tracker/watch.js'
import { planRun } from '../../../src/view/plan.js'
import type { RunSnapshot } from '../../../src/view/snapshot.js'
import { ACTION, history, historyJob, type JobPlan, job, seconds, snapshot } from '../view/fixtures.js'

/** The job with its steps not begun listed as the API may list them: `pending` (live answers) or `queued`. */
const listedAs = (notBegun: 'pending' | 'queued', listed: Job): Job => ({
  ...listed,
  steps: listed.steps.map((step) => (step.status === 'pending' ? { ...step, status: notBegun } : step)),
})
const runListedAs = (notBegun: 'pending' | 'queued', run: RunSnapshot): RunSnapshot => ({
  ...run,
  jobs: run.jobs.map((listed) => listedAs(notBegun, listed)),
})

// build, then test and lint side by side: lint began a second before test.
const BUILD: JobPlan = { id: 1, name: 'build', steps: [['Compile', 1, 11]], status: 'completed' }
const LINT: JobPlan = { id: 3, name: 'lint', steps: [['Lint', 13, null]] }
const TEST: JobPlan = { id: 2, name: 'test', steps: [['Unit tests', 14, null]] }
const DOCS: JobPlan = { id: 4, name: 'docs', steps: [['Docs', 15, null]] }

describe('who sends: the job of the activity that began first and has not reached its post', () => {
  test('the first to begin sends, whatever its id; the next in line watches it; the others wait further back', () => {
    const jobs = [BUILD, LINT, TEST, DOCS]
    expect(lineOf(snapshot(jobs, 3, 13), undefined)).toMatchObject({
      role: 'sender',
      sender: undefined,
      together: true,
    })
    expect(lineOf(snapshot(jobs, 2, 14), undefined)).toMatchObject({ role: 'next', sender: 3 })
    expect(lineOf(snapshot(jobs, 4, 15), undefined)).toMatchObject({ role: 'later', sender: 3 })
  })

  test.for(['pending', 'queued'] as const)(
    'once the sender’s post has begun, the next in line sends, and knows since when (steps not begun: %s)',
    (notBegun) => {
      const posted: JobPlan = { ...LINT, steps: [['Lint', 13, 16]] }
      const line = lineOf(runListedAs(notBegun, snapshot([BUILD, posted, TEST], 2, 14)), undefined)
      expect(line).toMatchObject({ role: 'sender', together: false, handedOverAt: seconds(16) })
      expect(stoppedSending(listedAs(notBegun, job(posted)), ACTION)).toBe(true)
      // Its post listed, not begun: it still sends, and the next in line waits behind it.
      const lint = listedAs(notBegun, job(LINT))
      expect(lint.steps.at(-1)).toMatchObject({ name: `Post ${ACTION}`, status: notBegun })
      expect(stoppedSending(lint, ACTION)).toBe(false)
      expect(lineOf(runListedAs(notBegun, snapshot([BUILD, LINT, TEST], 2, 14)), undefined)).toMatchObject({
        role: 'next',
        sender: 3,
      })
    },
  )

  test('a job alone in the run sends, and needs no listing but its own record', () => {
    expect(lineOf(snapshot([BUILD], 1, 1), undefined)).toMatchObject({ role: 'sender', together: false })
  })

  test('a job that does not use the action is in no line', () => {
    const other: JobPlan = { id: 5, name: 'other', steps: [['Other', 10, null]], action: null }
    expect(lineOf(snapshot([BUILD, other, TEST], 2, 14), undefined)).toMatchObject({
      role: 'sender',
      together: false,
    })
  })
})

describe('with the plan: the job expected to end last sends', () => {
  // Last time: build, then lint (30 s) and test (10 s) side by side, then docs.
  const planned = planRun(
    history([
      historyJob('build', 0, [['Compile', 10]]),
      historyJob('lint', 13, [['Lint', 30]]),
      historyJob('test', 13, [['Unit tests', 10]]),
      historyJob('docs', 13, [['Docs', 5]]),
    ]),
    ACTION,
  )
  const plan = planned.ok ? planned.plan : undefined

  test('lint, though it began after test; test next in line; docs further back, looking when test should end', () => {
    const jobs = [
      BUILD,
      { ...LINT, steps: [['Lint', 15, null]] as JobPlan['steps'] },
      { ...TEST, steps: [['Unit tests', 13, null]] as JobPlan['steps'] },
      DOCS,
    ]
    expect(lineOf(snapshot(jobs, 3, 15), plan)).toMatchObject({ role: 'sender' })
    expect(lineOf(snapshot(jobs, 2, 13), plan)).toMatchObject({ role: 'next', sender: 3 })
    const docs = lineOf(snapshot(jobs, 4, 15), plan)
    expect(docs).toMatchObject({ role: 'later', sender: 3 })
    // test ends 13 + 1 (set-up) + 10 s after build's pre (1 s): 23 s into the activity, by the plan.
    expect(docs.aheadEndsIn).toBe(plan?.jobs.find((entry) => entry.name === 'test')?.end)
  })
})

describe("a shared matrix's line: the starter sends while it runs, then the legs still running by id", () => {
  // Four legs of "test" and a leg of another matrix job; the starter is leg 2 (job 12).
  const leg = (id: number, label: string, end: number | null = null): JobPlan => ({
    id,
    name: `test (${label})`,
    steps: [['Test', 1, end]],
  })
  const LEGS = [leg(11, 'a'), leg(12, 'b'), leg(13, 'c'), leg(14, 'd')]
  const OTHER: JobPlan = { id: 20, name: 'lint (a)', steps: [['Lint', 1, null]] }

  test('the starter sends, whatever its id; the others watch it, the n-th in line every n watches', () => {
    const jobs = [...LEGS, OTHER]
    expect(legsLineOf(snapshot(jobs, 12, 1), 12, 4)).toMatchObject({ role: 'sender', together: true })
    expect(legsLineOf(snapshot(jobs, 14, 1), 12, 4)).toMatchObject({
      role: 'next',
      sender: 12,
      needsToken: false,
    })
    expect(legsLineOf(snapshot(jobs, 14, 1), 12, 4)).toMatchObject({ watchEvery: 1 })
    expect(legsLineOf(snapshot(jobs, 13, 1), 12, 4)).toMatchObject({
      role: 'next',
      sender: 12,
      watchEvery: 2,
    })
    expect(legsLineOf(snapshot(jobs, 11, 1), 12, 4)).toMatchObject({
      role: 'next',
      sender: 12,
      watchEvery: 3,
    })
  })

  test('a leg that does not know the starter reads the token when it is first in line, not before', () => {
    expect(legsLineOf(snapshot(LEGS, 14, 1), undefined, 4)).toMatchObject({
      role: 'sender',
      needsToken: true,
    })
    expect(legsLineOf(snapshot(LEGS, 13, 1), undefined, 4)).toMatchObject({
      role: 'next',
      sender: 14,
      needsToken: false,
    })
    // The first in line stopped (its post began): the next one is first now, and reads.
    const stopped = [leg(11, 'a'), leg(12, 'b'), leg(13, 'c'), leg(14, 'd', 5)]
    expect(legsLineOf(snapshot(stopped, 13, 1), undefined, 4)).toMatchObject({
      role: 'sender',
      needsToken: true,
      handedOverAt: seconds(5),
    })
    // Once it knows the starter, it is next in line behind it, and reads no more.
    expect(legsLineOf(snapshot(stopped, 13, 1), 12, 4)).toMatchObject({
      role: 'next',
      sender: 12,
      needsToken: false,
    })
  })

  test.for(['pending', 'queued'] as const)(
    'once the starter’s post has begun, the highest id still running sends, and knows since when (steps not begun: %s)',
    (notBegun) => {
      const jobs = [leg(11, 'a'), leg(12, 'b', 5), leg(13, 'c'), { ...leg(14, 'd', 3), status: 'completed' }]
      expect(stoppedSending(listedAs(notBegun, job(jobs[1] as JobPlan)), ACTION)).toBe(true)
      expect(legsLineOf(runListedAs(notBegun, snapshot(jobs, 13, 1)), 12, 4)).toMatchObject({
        role: 'sender',
        together: true,
        handedOverAt: seconds(5),
      })
      expect(legsLineOf(runListedAs(notBegun, snapshot(jobs, 11, 1)), 12, 4)).toMatchObject({
        role: 'next',
        sender: 13,
      })
      // While the starter's post is listed and not begun, it sends: no leg takes over.
      expect(stoppedSending(listedAs(notBegun, job(leg(12, 'b'))), ACTION)).toBe(false)
      expect(legsLineOf(runListedAs(notBegun, snapshot(LEGS, 14, 1)), 12, 4)).toMatchObject({
        role: 'next',
        sender: 12,
      })
    },
  )

  test('the last leg running sends alone once the others’ jobs have completed; until then it reads the run', () => {
    // A leg not listed yet is still to come.
    expect(legsLineOf(snapshot([leg(13, 'c')], 13, 1), 13, 2)).toMatchObject({ together: true })
    const posting = [leg(11, 'a', 4), leg(12, 'b', 5), leg(13, 'c')]
    expect(legsLineOf(snapshot(posting, 13, 1), 12, 3)).toMatchObject({ role: 'sender', together: true })
    const completed = [
      { ...leg(11, 'a', 4), status: 'completed' },
      { ...leg(12, 'b', 5), status: 'completed' },
      leg(13, 'c'),
    ]
    expect(legsLineOf(snapshot(completed, 13, 1), 12, 3)).toMatchObject({ role: 'sender', together: false })
  })
})
