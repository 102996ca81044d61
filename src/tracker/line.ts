import type { Plan } from '../view/plan.js'
import type { RunSnapshot } from '../view/run-view.js'
import type { KeptRecord } from './kept-record.js'
import type { MatrixLegs } from './matrix-legs.js'
import { type Line, lineOf, type Role } from './watch.js'

/** What this job's place in the activity's line means, for the debug log. */
const ROLE_WORDS = {
  sender: 'this job shows the run on the phone (of its jobs running, the one the plan expects to end last)',
  next: 'another job shows the run on the phone; this one is next in line, and watches it',
  later: 'another job shows the run on the phone; this one looks at the run now and then',
} as const
const LEGS_WORDS = {
  sender:
    "this leg shows the matrix's legs on the phone (it started the activity, or the leg that did has ended)",
  next: "another leg shows the matrix's legs on the phone; this one watches it, to take over should it end first",
} as const

/** Alone in the run: this job sends. */
const ALONE: Line = {
  role: 'sender',
  sender: undefined,
  together: false,
  handedOverAt: undefined,
  aheadEndsIn: undefined,
  endsIn: undefined,
}

export interface PlaceOptions {
  readonly kept: KeptRecord
  /** The legs of a shared matrix, when this job is one: one leg at a time sends their view. */
  readonly legs: MatrixLegs | undefined
  /** Aborted when the tracker stops: a read of the board under way ends with it. */
  readonly stopped: AbortSignal
  /** A leg read the activity's token: its place is to be taken again. */
  readonly onToken: () => void
  /** No leg's tracker shows the matrix: this one has nothing to do. */
  readonly onNoToken: () => void
}

/**
 * Who sends: this job's place in the activity's line (watch.ts), taken again after each listing of the run. A leg
 * of a shared matrix first in line reads the activity's token from the run's board before it sends.
 */
export class PlaceInLine {
  readonly #options: PlaceOptions
  #line: Line | undefined

  constructor(options: PlaceOptions) {
    this.#options = options
  }

  get current(): Line | undefined {
    return this.#line
  }

  get sends(): boolean {
    return this.#line?.role === 'sender'
  }

  /** The place from a listing of the run and the plan; the role it had before, and says a new one. */
  take(run: RunSnapshot, plan: Plan | undefined, ownOnly: boolean): Role | undefined {
    const before = this.#line?.role
    const { legs, kept } = this.#options
    const line = ownOnly ? ALONE : legs ? this.#legsLine(legs, run) : lineOf(run, plan)
    this.#line = line
    if (line.role !== before) {
      const words = legs && line.role !== 'later' ? LEGS_WORDS[line.role] : ROLE_WORDS[line.role]
      kept.debug(`Signalgrid: ${words}.`)
    }
    return before
  }

  /**
   * A leg's place in its matrix's line. First in line without the token (the starter may still be ahead of it),
   * it reads the token from the board and watches the run meanwhile: it sends once it holds the token and finds
   * itself first.
   */
  #legsLine(legs: MatrixLegs, run: RunSnapshot): Line {
    const line = legs.line(run)
    if (line.role !== 'sender' || legs.holdsToken) return line
    if (line.needsToken && legs.readDue) this.#readToken(legs)
    return { ...line, role: 'next', sender: undefined }
  }

  /** The token from the board: with it, this leg's place is taken again, and it sends if it is first. */
  #readToken(legs: MatrixLegs): void {
    const { kept, stopped, onToken, onNoToken } = this.#options
    legs.readToken(stopped).then(
      (published) => {
        if (published === 'none') {
          kept.debug("Signalgrid: no leg's tracker shows the matrix's legs: each leg's post does.")
          onNoToken()
          return
        }
        if (published === 'unread') {
          kept.debug("Signalgrid: the matrix's activity could not be read from the run's artifacts.")
          return
        }
        kept.keep({
          token: published.token,
          startedAt: published.startedAt,
          ...(published.legsUsualMs ? { legsUsualMs: published.legsUsualMs } : {}),
        })
        onToken()
      },
      () => {},
    )
  }
}
