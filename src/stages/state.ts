import * as core from '@actions/core'
import type { Holding } from '../activity/end.js'
import { State } from '../constants.js'

/**
 * What this step instance is to the activity, decided once (in pre, or in main when pre did not run):
 * - starter: started the activity; its post ends it (by a name: only when its job fails, or asked to).
 * - attacher: first in this job to use an activity another job started (`activity-token`, or found by
 *   `activity-name`); follows this job's steps, and ends the activity when asked to or when this job fails.
 * - follower: a later use of the action in the same job; sends only its explicit updates.
 * - leg: a leg of a matrix job whose legs share one activity; reports its outcome at its end, and ends the
 *   activity when it completes the matrix. The leg that started it holds the token from the start.
 * - alert: `mode: alert`, no activity; its post sends the failure alert where the job failed.
 * - none: nothing to do after this (no secrets, push mode, a closing use, invalid inputs, or the start failed).
 */
export type Role = 'starter' | 'attacher' | 'follower' | 'leg' | 'alert' | 'none'

export interface InstanceState {
  readonly role: Role | undefined
  readonly token: string
  readonly startedAt: number | undefined
  readonly ruuid: string
  readonly remaining: string
  readonly trackerPid: number | undefined
  /** The explicit update already shown by this instance's start, so main does not send it twice. */
  readonly shownUpdate: string
  /**
   * The name this instance shares its activity by (`activity-name`), when it started or attached to it by that
   * name; '' otherwise, a job that went on alone included.
   */
  readonly activityName: string
  /**
   * A leg of a shared matrix that shows an activity of its own, the board not being usable when it joined:
   * its post ends that one, then still reports to the other legs.
   */
  readonly alone: boolean
  /**
   * A leg of a shared matrix: its matrix's name on the run's board, as it joined (matrix-name.ts); '' for any
   * other instance.
   */
  readonly matrixName: string
}

export function readInstanceState(): InstanceState {
  const number = (name: string) => (core.getState(name) === '' ? undefined : Number(core.getState(name)))
  return {
    role: (core.getState(State.role) || undefined) as Role | undefined,
    token: core.getState(State.token),
    startedAt: number(State.startedAt),
    ruuid: core.getState(State.ruuid),
    remaining: core.getState(State.remaining),
    trackerPid: number(State.trackerPid),
    shownUpdate: core.getState(State.shownUpdate),
    activityName: core.getState(State.activityName),
    alone: core.getState(State.alone) === 'true',
    matrixName: core.getState(State.matrixName),
  }
}

/** Saves what this stage decided, for this instance's later stages, and returns it as they will read it. */
export function saveInstanceState(state: Partial<InstanceState> & { role: Role }): InstanceState {
  for (const [key, value] of Object.entries(state)) {
    if (value !== undefined && value !== '' && value !== false)
      core.saveState(State[key as keyof typeof State], String(value))
  }
  return {
    token: '',
    startedAt: undefined,
    ruuid: '',
    remaining: '',
    trackerPid: undefined,
    shownUpdate: '',
    activityName: '',
    alone: false,
    matrixName: '',
    ...state,
  }
}

/** How this instance holds the activity, as the rule of who ends it reads it (src/activity/end.ts). */
export function holdingOf(state: Pick<InstanceState, 'role' | 'activityName'>): Holding {
  const role = state.role === 'starter' || state.role === 'attacher' ? state.role : 'other'
  return { role, byName: state.activityName !== '' }
}
