import { createHash } from 'node:crypto'
import type { Leg } from './leg.js'

// Which matrix a leg is a leg of, as the run's board knows it. GITHUB_JOB is the job's key in its workflow,
// which holds within one workflow; but inside a called (reusable) workflow it is the called job's key, the
// same in every call of that workflow (actions/runner#2577), and two calls in one run would share one board.
// What differs is the jobs API's name of the job: "caller-a / test (ubuntu-latest, 20)" in one call,
// "caller-b / test (ubuntu-latest, 20)" in the other, the caller's name before the called job's.

const SEPARATOR = ' / '

/**
 * Whether this job may run in a called workflow, so that its name must be read to know its matrix: the file
 * that defines it (`job.workflow_ref`) is not the run's (GITHUB_WORKFLOW_REF), or the runner does not say.
 */
export function mayBeCalled(jobWorkflowRef: string, runWorkflowRef: string | undefined): boolean {
  return jobWorkflowRef === '' || jobWorkflowRef !== runWorkflowRef
}

/**
 * The matrix's name on the board: the job's key, and when the job's name shows the call it runs in, a digest
 * of that call ("test.1f3a9c0b7d2e"), which keeps names short and of the characters an artifact's name takes.
 */
export function matrixName(jobKey: string, jobName: string | undefined, leg: Leg): string {
  const caller = jobName === undefined ? undefined : callerOf(jobName, leg)
  if (caller === undefined) return jobKey
  return `${jobKey}.${createHash('sha256').update(caller).digest('hex').slice(0, 12)}`
}

/**
 * The call a leg runs in, as its jobs API name shows it: what comes before its last " / " outside
 * parentheses (a leg's matrix values, or a caller's cut at 100 characters, may hold one). The same for every
 * leg of the call, so no part that holds one of this leg's matrix values counts: a job named
 * "${{ matrix.os }} / test" is one matrix whose legs' names differ there, not a call per leg. Undefined when
 * the name shows no call.
 */
export function callerOf(jobName: string, leg: Leg): string | undefined {
  const values = leg.label.split(', ').filter((value) => value !== '' && !value.endsWith('…'))
  const separators: number[] = []
  let depth = 0
  for (let at = 0; at < jobName.length; at++) {
    const character = jobName[at]
    if (character === '(') depth += 1
    else if (character === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0 && jobName.startsWith(SEPARATOR, at)) separators.push(at)
  }
  for (const at of separators.reverse()) {
    const caller = jobName.slice(0, at)
    if (!values.some((value) => holdsWord(caller, value))) return caller
  }
  return undefined
}

/** Whether `text` holds `word` with no letter or digit right before or after it. */
function holdsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? ''
    const after = text[at + word.length] ?? ''
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true
  }
  return false
}
