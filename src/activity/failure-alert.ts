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

/**
 * The failure alert's test: sent on purpose, by `mode: test-alert`, to where the alert goes and as critical as
 * it is, so that on-call sees it reach their phone before a failure has to. It says plainly that nothing failed.
 */
export function testAlert(
  kind: Exclude<FailureAlert, 'none'>,
  context: RunContext,
  jobId: string,
): PushMessage {
  const as = kind === 'critical' ? ' as a critical alert' : ''
  return {
    title: `${context.repository}: a test of the failure alert`,
    body: [
      `Nothing failed: ${context.workflow || 'a workflow'} sent this on purpose. A failed job's alert reaches this phone${as}, like this one.`,
      runUrl(context, jobId),
    ].join('\n'),
    severity: 'CRIT',
    critical: kind === 'critical',
  }
}
