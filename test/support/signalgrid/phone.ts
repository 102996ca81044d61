import type { Mutable } from '../loopback-server.js'
import type { ActivityPhase, PushRequest, SentContent } from './requests.js'

/** An activity as the phone shows it now. */
export interface ActivityView extends SentContent {
  readonly token: string
  readonly ended: boolean
  /** Seconds the ended activity stays on screen; undefined when the end gave none (it goes at once). */
  readonly dismissalDelay: number | undefined
  /** When the end arrived (ms since the epoch). */
  readonly endedAt: number | undefined
}

/** One accepted message of an activity, and whether the phone showed it. */
export interface ActivityMessage {
  readonly at: number
  readonly phase: ActivityPhase
  readonly content: SentContent
  readonly shown: boolean
}

export interface PhoneActivity {
  readonly startedAt: number
  readonly view: ActivityView
  readonly history: readonly ActivityMessage[]
  /** Updates the phone ignored because they came too soon after the previous one it showed. */
  readonly droppedBySpacing: number
}

export interface Notification extends Omit<PushRequest, 'kind'> {
  readonly at: number
}

type ActivityState = Mutable<PhoneActivity> & { readonly history: ActivityMessage[]; lastShownAt: number }

/**
 * What the devices subscribed to the channel show: live activities and notifications. Updates closer than
 * `spacingMs` to the previously shown one are ignored, as iOS and Android do (the specification advises
 * about 5 s); the end is always shown, since an ignored end would leave the activity on screen for good.
 */
export class Phone {
  readonly #spacingMs: number
  readonly #activities = new Map<string, ActivityState>()
  readonly #notifications: Notification[] = []

  constructor(spacingMs: number) {
    this.#spacingMs = spacingMs
  }

  start(token: string, content: SentContent, at: number): void {
    this.#activities.set(token, {
      startedAt: at,
      view: { ...content, token, ended: false, dismissalDelay: undefined, endedAt: undefined },
      history: [{ at, phase: 'start', content, shown: true }],
      droppedBySpacing: 0,
      lastShownAt: at,
    })
  }

  /** Whether the activity exists (was started) on this phone. */
  has(token: string): boolean {
    return this.#activities.has(token)
  }

  isEnded(token: string): boolean {
    return this.#state(token).view.ended
  }

  update(token: string, content: SentContent, at: number): void {
    const state = this.#state(token)
    const shown = at - state.lastShownAt >= this.#spacingMs
    state.history.push({ at, phase: 'update', content, shown })
    if (!shown) {
      state.droppedBySpacing += 1
      return
    }
    state.view = { ...state.view, ...content }
    state.lastShownAt = at
  }

  end(token: string, content: SentContent, dismissalDelay: number | undefined, at: number): void {
    const state = this.#state(token)
    state.history.push({ at, phase: 'end', content, shown: true })
    state.view = { ...state.view, ...content, ended: true, dismissalDelay, endedAt: at }
    state.lastShownAt = at
  }

  notify(push: PushRequest, at: number): void {
    const { kind: _kind, ...notification } = push
    this.#notifications.push({ ...notification, at })
  }

  activity(token: string): PhoneActivity | undefined {
    return this.#activities.get(token)
  }

  get activities(): readonly PhoneActivity[] {
    return [...this.#activities.values()]
  }

  get notifications(): readonly Notification[] {
    return this.#notifications
  }

  #state(token: string): ActivityState {
    const state = this.#activities.get(token)
    if (!state) throw new Error(`the phone has no activity ${token}`)
    return state
  }
}
