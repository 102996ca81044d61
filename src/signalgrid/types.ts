/** The colour of a notification or activity: red, yellow, blue, green on the phones. */
export type Severity = 'CRIT' | 'WARN' | 'INFO' | 'SUCCESS'

export const SEVERITIES: readonly Severity[] = ['CRIT', 'WARN', 'INFO', 'SUCCESS']

/** Accepts any case ("crit", "Crit"); undefined for anything else. */
export function parseSeverity(value: string): Severity | undefined {
  const upper = value.trim().toUpperCase()
  return SEVERITIES.find((severity) => severity === upper)
}

export interface PushMessage {
  readonly title?: string
  readonly body?: string
  /** Sent as `type`. Default INFO. */
  readonly severity?: Severity
  /** Critical alert on iOS, do-not-disturb bypass on Android. Independent of severity. */
  readonly critical?: boolean
}

/**
 * What the phone shows. The whole of it goes with every start, update and end: the phones otherwise change
 * the activity's content.
 */
export interface ActivityContent {
  readonly title: string
  readonly body: string
  readonly severity: Severity
  /** Percent, an integer from 0 to 100. */
  readonly progress: number
  /** Segments of the progress bar; omitted when not known yet. */
  readonly steps?: number
  readonly progressLegend?: boolean
  readonly startText?: string
  readonly endText?: string
}

export interface EndOptions {
  /** Seconds the ended activity stays on the phone; 0 or absent removes it at once. */
  readonly dismissalDelay?: number
}

export interface SignalgridResponse {
  /** HTTP status of the answer. */
  readonly status: number
  readonly code: string
  readonly text: string
  /** Identifier of the processed request, for support. */
  readonly ruuid: string
  readonly node: string
  /** Server processing time in milliseconds, when reported. */
  readonly time: number | undefined
  /** The account's remaining monthly quota, when reported. */
  readonly remaining: number | undefined
}

export interface ActivityStarted extends SignalgridResponse {
  readonly activityUpdateToken: string
}
