import type { Inputs } from '../inputs.js'
import { parseActivityToken } from '../signalgrid/activity-token.js'
import { channelId, channelPosition } from '../signalgrid/channels.js'

/**
 * What to say when a use of the action that did not start the activity (a later use in the job, or a job that
 * attaches) names other channels than the step that started it: the activity stays on the starter's channels,
 * each reached where this step names it too. Undefined when the channels are the same.
 */
export function otherChannelsWarning(
  token: string,
  inputs: Pick<Inputs, 'clientKey' | 'channels'>,
): string | undefined {
  const activities = parseActivityToken(token)
  if (!activities) return undefined
  const ids = inputs.channels.map((channel) => channelId(inputs.clientKey, channel))
  const starters = activities.map((activity, index) => activity.id ?? ids[index])
  const same = starters.length === ids.length && starters.every((id, index) => id === ids[index])
  if (same) return undefined
  const count = starters.length
  const unreached = starters.flatMap((id, index) =>
    id === undefined || !ids.includes(id) ? [channelPosition({ position: index + 1, count })] : [],
  )
  const note =
    unreached.length === 0
      ? ''
      : `; this step does not name ${unreached.join(', ')} of them, so it sends ${unreached.length === 1 ? 'that one' : 'those'} nothing`
  return (
    'Signalgrid: `channel` names other channels than the step that started the activity; the activity stays ' +
    `on that step's ${count === 1 ? 'channel' : `${count} channels`}${note}.`
  )
}
