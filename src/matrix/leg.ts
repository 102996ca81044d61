import { createHash } from 'node:crypto'

/**
 * This job's place in its matrix, from the input defaults the runner evaluates at each stage
 * (`strategy.job-index`, `strategy.job-total`, `toJSON(matrix)`, `strategy.fail-fast`). A job that is not a
 * matrix is leg 0 of 1.
 */
export interface Leg {
  /** 0-based position in the expanded matrix: the same leg keeps it in a re-run attempt. */
  readonly index: number
  readonly count: number
  /** The leg's matrix values as the jobs API names legs: scalars joined by ", " ("ubuntu-latest, 20"). */
  readonly label: string
  /** Whether one failed leg cancels the others (then the matrix's outcome is known at the first failure). */
  readonly failFast: boolean
}

/** Longest label sent: the jobs API cuts a leg's whole name at 100 characters, the phones show less. */
const MAX_LABEL_LENGTH = 60

/**
 * The leg from the raw input values. These inputs are the runner's, not the user's: anything that does not
 * read as a matrix (an older runner, a local run) makes the job a single one, never an error.
 */
export function readLeg(raw: {
  readonly index: string
  readonly count: string
  readonly values: string
  readonly failFast: string
}): Leg {
  const index = Number(raw.index)
  const count = Number(raw.count)
  if (!Number.isInteger(count) || count < 2 || !Number.isInteger(index) || index < 0 || index >= count) {
    return { index: 0, count: 1, label: '', failFast: true }
  }
  return { index, count, label: legLabel(raw.values, index), failFast: raw.failFast !== 'false' }
}

function legLabel(json: string, index: number): string {
  let values: unknown
  try {
    values = JSON.parse(json)
  } catch {
    values = undefined
  }
  const scalars =
    values !== null && typeof values === 'object'
      ? Object.values(values).filter((value) => value !== null && typeof value !== 'object')
      : []
  return shortLabel(scalars.map(String).join(', ') || placeLabel(index))
}

/** A leg's matrix values as they are sent: cut to what a lock screen shows. */
export function shortLabel(label: string): string {
  const characters = Array.from(label)
  return characters.length <= MAX_LABEL_LENGTH
    ? label
    : `${characters.slice(0, MAX_LABEL_LENGTH - 1).join('')}…`
}

/** A leg's label when its matrix values give none: its place, counted from 1. */
export function placeLabel(index: number): string {
  return `leg ${index + 1}`
}

/**
 * A short, fixed-length stand-in for a label where only letters and digits fit (a board entry's name): the
 * tally finds a leg's usual time by it without reading the leg's report.
 */
export function labelDigest(label: string): string {
  return createHash('sha256').update(label).digest('hex').slice(0, 12)
}
