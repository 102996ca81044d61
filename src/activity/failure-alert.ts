import { type RunContext, runUrl } from '../github/run-context.js'
import type { FailureAlert } from '../inputs.js'
import type { PushMessage } from '../signalgrid/types.js'

/** The push sent when the job fails: enough to know what broke without opening GitHub, and a link to it. */
export function failureAlert(
  kind: Exclude<FailureAlert, 'none'>,
  context: RunContext,
  jobId: string,
  failedStep?: string,
): PushMessage {
  const where = failedStep ? ` at “${failedStep}”` : ''
  const ref = [context.refName, context.sha.slice(0, 7)].filter(Boolean).join(' @ ')
  return {
    title: `${context.repository}: ${context.workflow || 'workflow'} failed`,
    body: [`Job ${context.job || jobId} failed${where}.`, ref ? `Ref: ${ref}` : '', runUrl(context, jobId)]
      .filter(Boolean)
      .join('\n'),
    severity: 'CRIT',
    critical: kind === 'critical',
  }
}
