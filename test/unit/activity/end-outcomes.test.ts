import { describe, expect, test } from 'vitest'
import { finalContent } from '../../../src/activity/content.js'
import { END_OUTCOMES } from '../../../src/activity/end-outcomes.js'
import { runEnding, runProgress } from '../../../src/activity/run-ending.js'
import type { Job } from '../../../src/github/job.js'
import type { EndOutcome } from '../../../src/outcome.js'
import type { ActivityContent } from '../../../src/signalgrid/types.js'

const S = 1000
const content: ActivityContent = {
  title: 'Deploy main',
  body: 'deploy · Step 1 of 2',
  severity: 'INFO',
  progress: 40,
}

/** Each way an activity ends, the end's words for it as the table's reader would expect them. */
const ENDS: Readonly<Record<EndOutcome, { readonly detail: object; readonly body: string }>> = {
  success: { detail: { usualMs: 70 * S }, body: 'Succeeded in 1m 3s (usually 1m 10s)' },
  failure: { detail: { failedStep: 'Test' }, body: 'Failed at “Test” after 1m 3s' },
  'timed-out': { detail: { failedStep: 'Deploy', limit: '30m' }, body: 'Timed out after 30m at “Deploy”' },
  cancelled: { detail: {}, body: 'Cancelled after 1m 3s' },
  superseded: { detail: { newerRun: 13 }, body: 'Superseded by run #13' },
  skipped: { detail: { job: 'deploy' }, body: 'deploy skipped' },
}

describe('the outcome table', () => {
  test.each(Object.keys(ENDS) as EndOutcome[])(
    '%s: its colour, its words and its bar, as the table says',
    (outcome) => {
      const row = END_OUTCOMES[outcome]
      const end = finalContent(content, outcome, 63 * S, ENDS[outcome].detail)
      expect(end.body).toBe(ENDS[outcome].body)
      expect(end.severity).toBe(row.severity)
      expect(end.progress).toBe(row.bar === 'full' ? 100 : 40)
    },
  )

  test('a failed or timed-out run alerts and stays as long as a failure; no other end alerts', () => {
    const alerting = (Object.keys(END_OUTCOMES) as EndOutcome[]).filter(
      (outcome) => END_OUTCOMES[outcome].alerts,
    )
    expect(alerting.sort()).toEqual(['failure', 'timed-out'])
    for (const outcome of alerting) expect(END_OUTCOMES[outcome].severity).toBe('CRIT')
    expect(END_OUTCOMES.success.delay).toBe('dismissal-delay')
    expect(END_OUTCOMES['timed-out'].delay).toBe('failure-dismissal-delay')
  })
})

const job = (id: number, name: string, conclusion: string, steps: [string, string][] = []): Job => ({
  id,
  status: 'completed',
  conclusion,
  name,
  runnerName: null,
  htmlUrl: null,
  createdAt: null,
  startedAt: null,
  completedAt: null,
  steps: steps.map(([stepName, stepConclusion], index) => ({
    name: stepName,
    number: index + 1,
    status: 'completed',
    conclusion: stepConclusion,
    startedAt: null,
    completedAt: null,
  })),
})

describe("the run's end, as the closing job reads its jobs", () => {
  const close = job(9, 'close', 'success')
  test('the worst of the jobs: a failure names the job and its step, above a cancel, above a skip', () => {
    const build = job(1, 'build', 'failure', [
      ['Set up job', 'success'],
      ['Compile', 'failure'],
    ])
    const runs = [build, job(2, 'test', 'cancelled'), job(3, 'deploy', 'skipped'), close]
    expect(runEnding(runs, 9)).toEqual({ outcome: 'failure', detail: { failedStep: 'build › Compile' } })
    expect(runEnding(runs.slice(1), 9)).toEqual({ outcome: 'cancelled', detail: {} })
    expect(runEnding(runs.slice(2), 9)).toEqual({ outcome: 'skipped', detail: { job: 'deploy' } })
    expect(runEnding([job(1, 'build', 'success'), close], 9)).toEqual({ outcome: 'success', detail: {} })
  })

  test('a job failed without a step (its deployment rejected) names the job alone', () => {
    expect(runEnding([job(1, 'build', 'success'), job(2, 'deploy', 'failure'), close], 9)).toEqual({
      outcome: 'failure',
      detail: { failedStep: 'deploy' },
    })
  })

  test('the bar where the run stopped: the share of the other jobs done (succeeded or skipped by their if:)', () => {
    const runs = [job(1, 'build', 'success'), job(2, 'test', 'skipped'), job(3, 'deploy', 'failure'), close]
    expect(runProgress(runs, 9)).toBe(67)
    expect(runProgress([close], 9)).toBe(0)
  })
})
