// What the demo reads while the job runs: the emulated phone and its record of requests, or, against the
// real service, the activity folder the action keeps in the job's RUNNER_TEMP (its journal of requests).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ActivityFolder } from '../../../src/activity/folder.js'
import type { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import type { PhoneScreen } from './phone-view.js'
import { emulatorRows, journalRows, type RequestRow } from './requests.js'
import { phoneScreen, sentScreen } from './screens.js'

/** An activity's folder name, as ActivityFolder.of makes it from the activity's token. */
const ACTIVITY_ID = /^[0-9a-f]{16}$/

export interface PhoneSource {
  /** Where the picture comes from, written on the phone's frame. */
  readonly label: string
  screen(now: number): PhoneScreen
  requests(): RequestRow[]
}

export function emulatorSource(signalgrid: SignalgridEmulator): PhoneSource {
  return {
    label: 'phone · Signalgrid emulator',
    screen: (now) => phoneScreen(signalgrid.phone, now),
    requests: () => emulatorRows(signalgrid.requests, signalgrid.phone.activities),
  }
}

/** `runnerTemp` is known once the job has started; until then nothing was sent. */
export function journalSource(
  runnerTemp: () => string | undefined,
  sent: { readonly dismissalDelay: number; readonly criticalAlerts: boolean },
): PhoneSource {
  const folder = () => activityFolder(runnerTemp())
  return {
    label: 'what was sent to Signalgrid',
    screen: (now) => {
      const found = folder()
      return found
        ? sentScreen(found.readJournal(), found.readRecord(), sent, now)
        : { activity: undefined, notifications: [] }
    },
    requests: () => journalRows(folder()?.readJournal() ?? []),
  }
}

/**
 * The job's activity folder: the demo's job starts one activity, so the only one there is. The stages' compile
 * cache sits beside it, under a name that is not an activity's id.
 */
function activityFolder(runnerTemp: string | undefined): ActivityFolder | undefined {
  if (!runnerTemp) return undefined
  const root = join(runnerTemp, 'signalgrid')
  if (!existsSync(root)) return undefined
  const id = readdirSync(root).find((name) => ACTIVITY_ID.test(name))
  return id === undefined ? undefined : new ActivityFolder(join(root, id))
}
