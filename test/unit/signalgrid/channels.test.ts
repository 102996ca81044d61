import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { quotaReserve, updateLeavesReserve } from '../../../src/activity/quota.js'
import { summaryMarkdown } from '../../../src/activity/summary.js'
import { parseChannels } from '../../../src/inputs.js'
import { combineActivityTokens, parseActivityToken } from '../../../src/signalgrid/activity-token.js'
import {
  activityChannelCount,
  type ChannelFailure,
  ChannelsError,
  channelId,
  SignalgridChannels,
} from '../../../src/signalgrid/channels.js'
import { SignalgridServiceError } from '../../../src/signalgrid/errors.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'

const KEY = 'ck_SECRET_a3f29c8f'
const OWNER = 'ch_SECRET_owner_0b4e1d7c'
const TEAM = 'ch_SECRET_team_8a2e6c4b'
const ON_CALL = 'ch_SECRET_oncall_1b7d3f5a'
const content = { title: 'CI · build', body: 'Starting', severity: 'INFO' as const, progress: 0 }

describe('`channel` and `failure-alert-channel`', () => {
  test('one token, lines, commas, spaces around them: the tokens in order', () => {
    expect(parseChannels('channel', OWNER)).toEqual({ channels: [OWNER] })
    expect(parseChannels('channel', `${OWNER}\n${TEAM}`)).toEqual({ channels: [OWNER, TEAM] })
    expect(parseChannels('channel', ` ${OWNER} , ${TEAM},${ON_CALL} `)).toEqual({
      channels: [OWNER, TEAM, ON_CALL],
    })
  })

  test('nothing but separators, as when every secret is empty in a fork: no channel, no error', () => {
    expect(parseChannels('channel', '')).toEqual({ channels: [] })
    expect(parseChannels('channel', ' ,\n, ')).toEqual({ channels: [] })
  })

  test.each([
    [`${OWNER},,${TEAM}`, 'has an empty entry (entry 2 of 3)'],
    [`${OWNER},`, 'has an empty entry (entry 2 of 2)'],
    [`${OWNER}\n${TEAM}\n${OWNER}`, 'names one channel twice (entries 1 and 3 of 3)'],
    [`${OWNER},ch team`, 'has characters a channel token never has in entry 2 of 2'],
    [`${OWNER}&channel=${TEAM}`, 'has characters a channel token never has in entry 1 of 1'],
    ['a1,b2,c3,d4,e5,f6', 'has 6 entries'],
  ])('%j is refused: the input named, what is allowed, and no token', (value, what) => {
    const parsed = parseChannels('failure-alert-channel', value)
    expect(parsed).toEqual({
      problem:
        `Input "failure-alert-channel" ${what}; allowed: 1 to 5 channel tokens (letters, digits, ".", "_", "~" ` +
        'or "-"), one per line or separated by commas.',
    })
    for (const token of [OWNER, TEAM]) expect(JSON.stringify(parsed)).not.toContain(token)
  })
})

describe("the activity's token on several channels", () => {
  test('one channel: the token as the service gave it; several: each id with its token, in order', () => {
    expect(combineActivityTokens([{ id: channelId(KEY, OWNER), token: 'CDGZ9' }])).toBe('CDGZ9')
    const ids = [OWNER, TEAM, ON_CALL].map((channel) => channelId(KEY, channel))
    const token = combineActivityTokens([
      { id: ids[0], token: 'CDGZ9' },
      { id: ids[1], token: undefined },
      { id: ids[2], token: 'MX2L2K' },
    ])
    expect(token).toBe(`${ids[0]}:CDGZ9,${ids[1]}:,${ids[2]}:MX2L2K`)
    expect(parseActivityToken(token)).toEqual([
      { id: ids[0], token: 'CDGZ9' },
      { id: ids[1], token: undefined },
      { id: ids[2], token: 'MX2L2K' },
    ])
    expect(activityChannelCount(token)).toBe(2)
    expect(activityChannelCount('CDGZ9')).toBe(1)
  })

  test("a channel's id is not its token, differs by key and channel, and is always the same", () => {
    const id = channelId(KEY, OWNER)
    expect(id).toMatch(/^[0-9a-f]{8}$/)
    expect(OWNER).not.toContain(id)
    expect(channelId(KEY, OWNER)).toBe(id)
    expect(channelId(KEY, TEAM)).not.toBe(id)
    expect(channelId('ck_other', OWNER)).not.toBe(id)
  })

  test.each([
    ['a b'],
    ['TOK01&type=start'],
    ['0123abcd:CDGZ9'],
    ['0123abcd:,89abcdef:'],
    ['0123abcd:CDGZ9,,89abcdef:MX2L2K'],
    ['0123ABCD:CDGZ9,89abcdef:MX2L2K'],
    [Array.from({ length: 17 }, (_, index) => `${String(index).padStart(8, '0')}:T${index}`).join(',')],
  ])('%j is no activity token', (value) => {
    expect(parseActivityToken(value)).toBeUndefined()
  })

  test('the record: the reserve grows with the channels and the alert channels; an update costs each live one', () => {
    const inputs = { failureAlert: 'push', channels: [OWNER, TEAM, ON_CALL], failureAlertChannels: [ON_CALL] }
    expect(quotaReserve({ ...inputs, failureAlert: 'none' })).toBe(3)
    expect(quotaReserve(inputs as Parameters<typeof quotaReserve>[0])).toBe(4)
    expect(quotaReserve({ failureAlert: 'push', channels: [OWNER], failureAlertChannels: [OWNER] })).toBe(2)
    const token = 'aaaaaaaa:CDGZ9,bbbbbbbb:,cccccccc:MX2L2K'
    const journal = (remaining: number) => [{ at: 0, kind: 'start', by: 'pre', remaining }] as const
    // Two live channels, a reserve of 4: an update needs 6 left.
    expect(updateLeavesReserve(journal(6), { token, quotaReserve: 4 })).toBe(true)
    expect(updateLeavesReserve(journal(5), { token, quotaReserve: 4 })).toBe(false)
    // Before a report of its own, the most another job's report leaves; its own report, once there, rules.
    expect(updateLeavesReserve([], { token, quotaReserve: 4 }, 5)).toBe(false)
    expect(updateLeavesReserve([], { token, quotaReserve: 4 }, 6)).toBe(true)
    expect(updateLeavesReserve(journal(6), { token, quotaReserve: 4 }, 0)).toBe(true)
    expect(updateLeavesReserve([], { token, quotaReserve: 4 })).toBe(true)
    // One channel, as ever: an update while more than the reserve is left.
    expect(updateLeavesReserve(journal(2), { token: 'CDGZ9', quotaReserve: 1 })).toBe(true)
    expect(updateLeavesReserve(journal(1), { token: 'CDGZ9', quotaReserve: 1 })).toBe(false)
  })

  test("the job summary counts a request per channel and shows each channel's result", () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 0)
    const journal = [
      {
        at,
        kind: 'start',
        by: 'pre',
        progress: 0,
        severity: 'INFO',
        body: 'Starting…',
        remaining: 97,
        channels: [
          { ruuid: 'a', remaining: 98 },
          { error: 'Signalgrid refused the activity start' },
          { ruuid: 'c' },
        ],
      },
      {
        at,
        kind: 'end',
        by: 'post',
        progress: 100,
        severity: 'SUCCESS',
        body: 'Succeeded in 9s',
        remaining: 95,
        channels: [{ ruuid: 'd', remaining: 95 }, null, { ruuid: 'e', remaining: 96 }],
      },
    ] as const
    const summary = summaryMarkdown(journal, 'success', 9_000)
    expect(summary).toContain('5 requests to Signalgrid (1 failed) · 95 left this month')
    expect(summary).toContain(
      '| start | 0% | INFO | Starting… | 1 ✓ · 2 ⚠️ Signalgrid refused the activity start · 3 ✓ |',
    )
    expect(summary).toContain('| end | 100% | SUCCESS | Succeeded in 9s | 1 ✓ · 2 – · 3 ✓ |')
  })
})

describe('one request to every channel', () => {
  let signalgrid: SignalgridEmulator
  let failures: ChannelFailure[]
  beforeEach(async () => {
    signalgrid = await SignalgridEmulator.start({
      clientKey: KEY,
      channel: OWNER,
      otherChannels: [TEAM, ON_CALL],
    })
    failures = []
  })
  afterEach(() => signalgrid.close())

  const channelsClient = (channels: readonly string[]) =>
    new SignalgridChannels({
      clientKey: KEY,
      channels,
      baseUrl: signalgrid.url,
      onceOnlyRetry: { maxAttempts: 1 },
      idempotentRetry: { maxAttempts: 1 },
      onChannelFailure: (failure) => failures.push(failure),
    })

  test('one channel: exactly the one request, its answer, no per-channel results', async () => {
    const started = await channelsClient([OWNER]).startActivity(content)
    expect(signalgrid.requests).toHaveLength(1)
    expect(started.activityUpdateToken).toMatch(/^[A-Z0-9]{5}$/)
    expect(started.channels).toBeUndefined()
    signalgrid.refuseChannel(OWNER)
    const refused = await channelsClient([OWNER])
      .updateActivity(started.activityUpdateToken, content)
      .catch((error: unknown) => error)
    // The client's own error, as with one channel ever.
    expect(refused).toBeInstanceOf(SignalgridServiceError)
    expect(failures).toEqual([])
  })

  test('three channels, one refusing: the others take it, the refusal named by position; nothing more goes to it', async () => {
    signalgrid.refuseChannel(TEAM)
    const client = channelsClient([OWNER, TEAM, ON_CALL])
    const started = await client.startActivity(content)
    expect(failures.map((failure) => [failure.position, failure.count, failure.operation])).toEqual([
      [2, 3, 'activity start'],
    ])
    expect(started.channels).toEqual([
      { ruuid: expect.any(String), remaining: expect.any(Number) },
      { error: 'Signalgrid refused the activity start: Parameter error: channel is invalid (code 400)' },
      { ruuid: expect.any(String), remaining: expect.any(Number) },
    ])
    // The quota is the account's: the lowest count reported is the latest.
    expect(started.remaining).toBe(signalgrid.remaining)
    const [owner, team, onCall] = parseActivityToken(started.activityUpdateToken) ?? []
    expect([owner?.token, team?.token, onCall?.token].map(Boolean)).toEqual([true, false, true])

    await client.updateActivity(started.activityUpdateToken, { ...content, progress: 50 })
    expect(signalgrid.requestsTo(TEAM)).toHaveLength(1)
    expect(signalgrid.requestsTo(OWNER).map((request) => request.fields.token)).toEqual([
      undefined,
      owner?.token,
    ])
    expect(signalgrid.requestsTo(ON_CALL).map((request) => request.fields.token)).toEqual([
      undefined,
      onCall?.token,
    ])
  })

  test('every channel refusing: one error naming each by position, never by token', async () => {
    for (const channel of [OWNER, TEAM]) signalgrid.refuseChannel(channel)
    const error = await channelsClient([OWNER, TEAM])
      .push({ title: 'Deployed' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChannelsError)
    expect((error as ChannelsError).message).toBe(
      'channel 1 of 2: Signalgrid refused the push: Parameter error: channel is invalid (code 400); ' +
        'channel 2 of 2: Signalgrid refused the push: Parameter error: channel is invalid (code 400)',
    )
    expect(failures).toEqual([])
  })

  test("a client with other channels reaches the activity's channels it names, by id, and no other", async () => {
    const started = await channelsClient([OWNER, TEAM]).startActivity(content)
    const before = signalgrid.requests.length
    await channelsClient([ON_CALL, TEAM]).endActivity(started.activityUpdateToken, content)
    expect(signalgrid.requests.slice(before).map((request) => request.fields.channel)).toEqual([TEAM])
  })
})
