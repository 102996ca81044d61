import type { Job } from '../github/job.js'
import { stepProgress } from '../github/job-steps.js'
import type { Ending } from './failure-alert.js'

/**
 * How a run ended, as a job that runs after the others (a closing use: `needs:` and `if: always()`) reads its
 * jobs: the worst of them. A failed job names itself and its step ("build › Compile"), or itself alone where it
 * ran no step (held by a protection rule, or lost with its runner); a cancelled one ends it yellow; a skipped one
 * (a deploy only from main) names itself, where nothing worse happened; else it succeeded.
 */
export function runEnding(jobs: readonly Job[], closingJobId: number | undefined): Ending {
  const others = jobs.filter((job) => job.id !== closingJobId)
  const failed = others.find((job) => job.conclusion === 'failure')
  if (failed) {
    const step = stepProgress(failed).failed?.name
    return { outcome: 'failure', detail: { failedStep: step ? `${failed.name} › ${step}` : failed.name } }
  }
  if (others.some((job) => job.conclusion === 'cancelled')) return { outcome: 'cancelled', detail: {} }
  const skipped = others.findLast((job) => job.conclusion === 'skipped')
  if (skipped) return { outcome: 'skipped', detail: { job: skipped.name } }
  return { outcome: 'success', detail: {} }
}

/**
 * The job that failed without running a step, where the run's worst is one: held by a protection rule, its
 * deployment's approval rejected, which only its annotations tell.
 */
export function stepless(jobs: readonly Job[], closingJobId: number | undefined): Job | undefined {
  const failed = jobs.find((job) => job.id !== closingJobId && job.conclusion === 'failure')
  return failed && failed.steps.length === 0 ? failed : undefined
}

/**
 * Where the run's bar stopped, as a job that runs after the others can tell it: the share of the other jobs that
 * completed their work (succeeded, or skipped as their `if:` meant), 0 to 100.
 */
export function runProgress(jobs: readonly Job[], closingJobId: number | undefined): number {
  const others = jobs.filter((job) => job.id !== closingJobId)
  if (others.length === 0) return 0
  const done = others.filter((job) => job.conclusion === 'success' || job.conclusion === 'skipped').length
  return Math.round((100 * done) / others.length)
}
