// One line of what the runner is doing, under the phone: the phone follows the job a few seconds behind
// (the tracker polls the jobs API, updates are spaced), and the line makes that visible.
import type { JobData, StepData } from '../../support/github/simulated-job.js'
import type { Paint } from './text.js'

const MARK: Record<string, string> = {
  success: '✓',
  failure: '✗',
  cancelled: '⊘',
  skipped: '-',
}

/** E.g. `runner ✓✓✓▶··· Run tests · 0:23`; `userSteps` are the job's own steps, in order. */
export function runnerLine(
  job: JobData,
  userSteps: readonly string[],
  elapsedMs: number,
  paint: Paint,
): string {
  const marks = userSteps
    .map((name) => job.steps.find((step) => step.name === name))
    .map((step) => stepMark(step, paint))
    .join('')
  const running = job.steps.find((step) => step.status === 'in_progress')?.name
  const doing =
    job.status === 'completed'
      ? `job ${job.conclusion === 'success' ? paint('succeeded', 'green') : paint(job.conclusion ?? 'ended', 'red')}`
      : (running ?? '')
  return `${paint('runner', 'dim')} ${marks}  ${doing} ${paint(`· ${clock(elapsedMs)}`, 'dim')}`
}

function stepMark(step: StepData | undefined, paint: Paint): string {
  if (!step || step.status === 'pending') return paint('·', 'dim')
  if (step.status === 'in_progress') return paint('▶', 'bold')
  const mark = MARK[step.conclusion ?? ''] ?? '?'
  return step.conclusion === 'success'
    ? paint(mark, 'green')
    : paint(mark, step.conclusion === 'failure' ? 'red' : 'yellow')
}

/** 0:07, 1:23. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
