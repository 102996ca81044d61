import { afterEach, beforeEach, expect, test } from 'vitest'
import { createClient } from '../../../src/activity/signalgrid-client.js'
import { parseActivityToken } from '../../../src/signalgrid/activity-token.js'
import { SignalgridChannels } from '../../../src/signalgrid/channels.js'
import { DRY_RUN_RUUID, DryRunDispatcher } from '../../../src/signalgrid/dry-run.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'

// A dry run answers every request in the service's place, through the client's own code above the transport, and
// tells each one with its secrets masked. The emulator stands where the requests would go: it must get none.

const KEY = 'ck_SECRET_dry_5e2a'
const OWNER = 'ch_SECRET_owner_7c1d'
const TEAM = 'ch_SECRET_team_3b9f'
const content = { title: 'CI · build', body: 'Step 1 of 2 · Build', severity: 'INFO' as const, progress: 40 }

let signalgrid: SignalgridEmulator
beforeEach(async () => {
  signalgrid = await SignalgridEmulator.start({ clientKey: KEY, channel: OWNER, otherChannels: [TEAM] })
})
afterEach(() => signalgrid.close())

function dryClient(channels: readonly string[], told: string[]): SignalgridChannels {
  const dispatcher = new DryRunDispatcher({ channels, say: (line) => told.push(line) })
  return new SignalgridChannels({ clientKey: KEY, channels, baseUrl: signalgrid.url, dispatcher })
}

test('a start, an update, an end and a push are answered as taken, and none reaches the service', async () => {
  const told: string[] = []
  const client = dryClient([OWNER], told)
  const started = await client.startActivity(content)
  expect(started.activityUpdateToken).toMatch(/^dryrun[0-9a-f]{12}$/)
  expect(started).toMatchObject({ code: '200', ruuid: DRY_RUN_RUUID, remaining: undefined })
  await client.updateActivity(started.activityUpdateToken, { ...content, progress: 60 })
  await client.endActivity(started.activityUpdateToken, content, { dismissalDelay: 60 })
  await client.push({ title: 'Release failed', severity: 'CRIT', critical: true })
  expect(signalgrid.requests).toEqual([])
  expect(told).toHaveLength(4)
  expect(told[0]).toBe(
    `Signalgrid dry run, not sent: POST ${signalgrid.url}/v1/activity {"client_key":"***","channel":"***",` +
      '"type":"start","title":"CI · build","body":"Step 1 of 2 · Build","severity":"INFO","progress":"40",' +
      '"progress_legend":"false"}',
  )
  expect(told[1]).toContain(`"type":"update","token":"${started.activityUpdateToken}"`)
  expect(told[1]).toContain('"progress":"60"')
  expect(told[2]).toContain('"type":"end"')
  expect(told[2]).toContain('"dismissal_delay":"60"')
  expect(told[3]).toMatch(/POST \S+\/v1\/push \{"client_key":"\*\*\*","channel":"\*\*\*",.*"critical":"true"/)
})

test('several channels: one request each, named by its place, never by its token, and one token for all', async () => {
  const told: string[] = []
  const client = dryClient([OWNER, TEAM], told)
  const started = await client.startActivity(content)
  expect(parseActivityToken(started.activityUpdateToken)).toHaveLength(2)
  await client.endActivity(started.activityUpdateToken, content)
  expect(told.map((line) => /\(channel (\d) of 2\)/.exec(line)?.[1]).sort()).toEqual(['1', '1', '2', '2'])
  expect(signalgrid.requests).toEqual([])
})

test('a secret in any field is masked, and a line never holds the client key or a channel token', async () => {
  const told: string[] = []
  const client = dryClient([OWNER, TEAM], told)
  await client.push({ title: `key ${KEY}`, body: `channels ${OWNER}, ${TEAM}` })
  for (const line of told) {
    for (const secret of [KEY, OWNER, TEAM]) expect(line).not.toContain(secret)
    expect(line).toContain('"title":"key ***"')
  }
})

test("the action's client is a dry run's when `dry-run` is set, and sends for real when it is not", async () => {
  const told: string[] = []
  const inputs = { clientKey: KEY, channels: [OWNER], baseUrl: signalgrid.url, failOnError: false }
  await createClient({ ...inputs, dryRun: true }, { say: (line) => told.push(line) }).push({ title: 'dry' })
  expect(told).toHaveLength(1)
  expect(signalgrid.requests).toEqual([])
  await createClient({ ...inputs, dryRun: false }, { say: (line) => told.push(line) }).push({ title: 'real' })
  expect(told).toHaveLength(1)
  expect(signalgrid.requests.map((request) => request.fields.title)).toEqual(['real'])
})
