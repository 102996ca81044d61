// What the requests of one job say, against what the job did. Pure: the figures come from the emulators'
// records of a job that ran (tracked-job.ts).

/** A request as the Signalgrid emulator recorded it. */
export interface SentRequest {
  /** Arrival at the emulator, ms since the epoch. */
  readonly at: number
  readonly kind: string | undefined
  /** The activity's progress it carried, in %. */
  readonly progress: number | undefined
}

export interface SignalgridFigures {
  readonly total: number
  readonly starts: number
  readonly updates: number
  readonly ends: number
  /** From the start's arrival to the end's. */
  readonly activitySeconds: number
}

export function signalgridFigures(requests: readonly SentRequest[]): SignalgridFigures {
  const count = (kind: string) => requests.filter((request) => request.kind === kind).length
  const start = requests.find((request) => request.kind === 'start')
  const end = requests.findLast((request) => request.kind === 'end')
  if (!start || !end) throw new Error('the job has no start or no end: nothing to measure')
  return {
    total: requests.length,
    starts: count('start'),
    updates: count('update'),
    ends: count('end'),
    activitySeconds: (end.at - start.at) / 1000,
  }
}

/**
 * How many times the job changed while `from` < t ≤ `to`: step starts and completions, those closer than
 * `mergeMs` counted once (the runner completes a step and starts the next in one go; no poll can see
 * between them). Each change can cost at most one full (200) answer of the jobs API.
 */
export function jobChanges(events: readonly number[], from: number, to: number, mergeMs = 50): number {
  const inside = events.filter((at) => at > from && at <= to).sort((a, b) => a - b)
  return inside.filter((at, index) => index === 0 || at - (inside[index - 1] as number) >= mergeMs).length
}

export interface Latencies {
  /** Completion to arrival of the first update that shows it, for completions the window let through. */
  readonly measuredMs: readonly number[]
  /** Completions that came while the spacing window was closed: the update waited for the window. */
  readonly heldBack: number
  /** Completions no update showed: the job ended first, and the end carried them. */
  readonly inEnd: number
}

/**
 * From each of the user's step completions (the k-th of `total`) to the first update that shows it (its
 * progress at least k/total, as the tracker rounds it). An update that came after the spacing window
 * (spacingMs after the previous send) opened later than the completion was held back by the window, not by
 * the tracker: it is counted, not measured. The previous send's arrival stands for its end, which the
 * spacing counts from (a loopback answer takes a millisecond or two).
 */
export function updateLatencies(
  completions: readonly number[],
  requests: readonly SentRequest[],
  total: number,
  spacingMs: number,
): Latencies {
  const measuredMs: number[] = []
  let heldBack = 0
  let inEnd = 0
  completions.forEach((completedAt, index) => {
    const needed = Math.floor(((index + 1) * 100) / total)
    const shown = requests.find(
      (request) =>
        request.kind === 'update' && request.at >= completedAt && (request.progress ?? 0) >= needed,
    )
    if (!shown) {
      inEnd++
      return
    }
    const previous = requests.findLast(
      (request) => request.at < shown.at && (request.kind === 'start' || request.kind === 'update'),
    )
    if (previous && previous.at + spacingMs > completedAt) heldBack++
    else measuredMs.push(shown.at - completedAt)
  })
  return { measuredMs, heldBack, inEnd }
}
