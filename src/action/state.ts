import { getState } from '../runner/environment.js'
import { saveState } from '../runner/file-commands.js'
import { State } from './constants.js'

/**
 * What this step instance is to the activity, decided once (in pre, or in main when pre did not run):
 * - starter: started the activity; its post ends it.
 * - attacher: first in this job to use an activity another job started (`activity-token`); follows this
 *   job's steps, and ends the activity when asked to or when this job fails.
 * - follower: a later use of the action in the same job; sends only its explicit updates.
 * - none: nothing to do after this (no secrets, push mode, invalid inputs, or the start failed).
 */
export type Role = 'starter' | 'attacher' | 'follower' | 'none'

export interface InstanceState {
  readonly role: Role | undefined
  readonly token: string
  readonly startedAt: number | undefined
  readonly ruuid: string
  readonly remaining: string
  readonly trackerPid: number | undefined
  /** The explicit update already shown by this instance's start, so main does not send it twice. */
  readonly shownUpdate: string
}

export function readInstanceState(): InstanceState {
  const number = (name: string) => (getState(name) === '' ? undefined : Number(getState(name)))
  return {
    role: (getState(State.role) || undefined) as Role | undefined,
    token: getState(State.token),
    startedAt: number(State.startedAt),
    ruuid: getState(State.ruuid),
    remaining: getState(State.remaining),
    trackerPid: number(State.trackerPid),
    shownUpdate: getState(State.shownUpdate),
  }
}

/** Saves what this stage decided, for this instance's later stages, and returns it as they will read it. */
export function saveInstanceState(state: Partial<InstanceState> & { role: Role }): InstanceState {
  for (const [key, value] of Object.entries(state)) {
    if (value !== undefined && value !== '') saveState(State[key as keyof typeof State], String(value))
  }
  return {
    token: '',
    startedAt: undefined,
    ruuid: '',
    remaining: '',
    trackerPid: undefined,
    shownUpdate: '',
    ...state,
  }
}
