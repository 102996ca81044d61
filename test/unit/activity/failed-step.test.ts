import { describe, expect, test } from 'vitest'
import { withFailedStep } from '../../../src/activity/failed-step.js'
import { type Job, parseJob } from '../../../src/github/job.js'
import { type ApiStep, apiJob, done, pending } from '../github/job-fixtures.js'
import { RECORD } from './fixtures.js'

const DEFAULTS = ['Run signalgrid/signalgrid-action@v1']

function job(steps: ApiStep[]): Job {
  const parsed = parseJob(apiJob(steps))
  if (!parsed.ok) throw new Error(parsed.problem)
  return parsed.job
}

/** The step, begun `at` ms since the epoch, to the second as the API gives it. */
function begunAt(step: ApiStep, at: number): ApiStep {
  return { ...step, started_at: new Date(Math.floor(at / 1000) * 1000).toISOString().replace('.000Z', 'Z') }
}

describe('the step a failed job failed at, as post and the tracker keep it', () => {
  test('under the runner’s name for this action’s step: its steps are not the user’s', () => {
    const [main] = DEFAULTS as [string]
    const failed = job([
      done('Set up job', 1),
      done(`Pre ${main}`, 2),
      done(main, 3),
      done('Build', 4, 'failure'),
      done(`Post ${main}`, 8),
    ])
    const record = withFailedStep(RECORD, failed, DEFAULTS, false)
    expect(record).toMatchObject({ failedStep: 'Build', content: { body: 'Failed at step 1 of 1 · Build' } })
  })

  test('under a name the workflow gave it: found by when this use began, and not counted as the user’s', () => {
    const failed = job([
      done('Set up job', 1),
      begunAt(done('Pre Phone', 2), RECORD.startedAt - 800),
      done('Phone', 3),
      done('Build', 4, 'failure'),
      pending('Post Phone', 8),
    ])
    const record = withFailedStep(RECORD, failed, DEFAULTS, false)
    expect(record).toMatchObject({
      failedStep: 'Build',
      content: { body: 'Failed at step 1 of 1 · Build', steps: 1, progress: 100, severity: 'CRIT' },
    })
  })

  test('a job with no failed step of the user’s: nothing to keep', () => {
    expect(withFailedStep(RECORD, job([done('Set up job', 1), done('Build', 2)]), DEFAULTS, false)).toBe(
      undefined,
    )
  })
})
