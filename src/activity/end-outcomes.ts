import type { EndOutcome } from '../outcome.js'
import type { Severity } from '../signalgrid/types.js'

/** What each way an activity ends shows and does: the README's and docs/behaviour.md's table is made from this. */
export interface EndOutcomeRow {
  /** The end's colour on the phone. */
  readonly severity: Severity
  /** How long the ended activity stays: `dismissal-delay`, or `failure-dismissal-delay`. */
  readonly delay: 'dismissal-delay' | 'failure-dismissal-delay'
  /** The bar at the end: full (the run is over as it was meant to be), or where it stopped. */
  readonly bar: 'full' | 'where it stopped'
  /** Whether the failure alert goes (where `failure-alert` asks for one). */
  readonly alerts: boolean
  /** How the job summary says it. */
  readonly summary: string
}

/**
 * Every way an activity ends. A timed-out job is a failed release: red, alerted. A run superseded by a newer one is
 * no failure: the newer run's activity follows. A skipped last job (a deploy only from main) ends a run that did not
 * fail, in neither green nor red.
 */
export const END_OUTCOMES: Readonly<Record<EndOutcome, EndOutcomeRow>> = {
  success: {
    bar: 'full',
    severity: 'SUCCESS',
    delay: 'dismissal-delay',
    alerts: false,
    summary: '✅ succeeded',
  },
  failure: {
    bar: 'where it stopped',
    severity: 'CRIT',
    delay: 'failure-dismissal-delay',
    alerts: true,
    summary: '❌ failed',
  },
  'timed-out': {
    bar: 'where it stopped',
    severity: 'CRIT',
    delay: 'failure-dismissal-delay',
    alerts: true,
    summary: '⏱️ timed out',
  },
  cancelled: {
    bar: 'where it stopped',
    severity: 'WARN',
    delay: 'failure-dismissal-delay',
    alerts: false,
    summary: '⚪ cancelled',
  },
  superseded: {
    bar: 'where it stopped',
    severity: 'INFO',
    delay: 'dismissal-delay',
    alerts: false,
    summary: '⏭️ superseded',
  },
  skipped: { bar: 'full', severity: 'INFO', delay: 'dismissal-delay', alerts: false, summary: '⏭️ skipped' },
}
