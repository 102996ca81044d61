import { afterEach, describe, expect, test } from 'vitest'
import type { JournalEntry } from '../../../src/activity/folder-schema.js'
import { SignalgridClient, SignalgridServiceError } from '../../../src/signalgrid/index.js'
import { SignalgridEmulator } from '../../support/signalgrid-emulator.js'
import { emulatorRows, journalRows, renderRequests } from './requests.js'
import { painter } from './text.js'

let emulator: SignalgridEmulator | undefined
afterEach(async () => {
  await emulator?.close()
})

const content = {
  title: 'Release · deploy',
  body: 'Starting…',
  severity: 'INFO',
  progress: 0,
  progressLegend: true,
  startText: 'commit c0ffee1',
  endText: 'production',
} as const

describe('the table of requests', () => {
  test('from the emulator: what each request carried and what the phone did with it, never the credentials', async () => {
    emulator = await SignalgridEmulator.start({ phoneSpacingMs: 60_000 })
    const once = { maxAttempts: 1, attemptTimeoutMs: 2_000 }
    const options = { baseUrl: emulator.url, idempotentRetry: once, onceOnlyRetry: once }
    const client = new SignalgridClient({
      clientKey: emulator.clientKey,
      channel: emulator.channel,
      ...options,
    })
    const { activityUpdateToken: token } = await client.startActivity(content)
    // Too soon after the start for the phone (spacing 60 s): accepted, not shown.
    await client.updateActivity(token, { ...content, body: 'Step 1 of 7 · Check out', steps: 7 })
    await client.endActivity(
      token,
      { ...content, body: 'Succeeded in 9s', progress: 100, severity: 'SUCCESS' },
      {
        dismissalDelay: 10,
      },
    )
    const stranger = new SignalgridClient({
      clientKey: 'ck_wrong_key',
      channel: emulator.channel,
      ...options,
    })
    await expect(stranger.push({ title: 'hello', body: 'one\ntwo' })).rejects.toThrow(SignalgridServiceError)

    const rows = emulatorRows(emulator.requests, emulator.phone.activities)
    expect(rows.map((row) => [row.kind, row.ok])).toEqual([
      ['start', true],
      ['update', true],
      ['end', true],
      ['push', false],
    ])
    expect(rows[0]?.fields).toBe(
      'title="Release · deploy" body=Starting… severity=INFO progress=0 legend="commit c0ffee1 → production"',
    )
    expect(rows[0]?.outcome).toBe('OK · shown · 9999 left')
    expect(rows[1]?.fields).toBe(
      `token=${token} progress=0 steps=7 severity=INFO body="Step 1 of 7 · Check out"`,
    )
    expect(rows[1]?.outcome).toBe(
      'OK · the phone ignored it: too soon after the last update it showed · 9998 left',
    )
    expect(rows[2]?.fields).toContain('severity=SUCCESS body="Succeeded in 9s" dismissal_delay=10')
    expect(rows[3]?.fields).toBe('type=INFO critical=false title=hello body="one (+1 lines)"')
    expect(rows[3]?.outcome).toBe('✗ refused: Parameter error: client_key is invalid')
    const text = JSON.stringify(rows)
    for (const secret of [emulator.clientKey, emulator.channel, 'ck_wrong_key'])
      expect(text).not.toContain(secret)
  })

  test('from the journal: what was sent and how the service answered', () => {
    const journal: JournalEntry[] = [
      {
        at: 1_000,
        kind: 'start',
        by: 'pre',
        progress: 0,
        severity: 'INFO',
        body: 'Starting…',
        remaining: 99,
      },
      { at: 2_000, kind: 'notice', message: 'not a request' },
      {
        at: 7_500,
        kind: 'update',
        by: 'tracker',
        progress: 42,
        severity: 'INFO',
        body: 'Step 4 of 7 · Run tests',
        error: 'Signalgrid refused the request: Parameter error: channel is invalid',
      },
      {
        at: 9_000,
        kind: 'alert',
        by: 'post',
        severity: 'CRIT',
        body: 'acme/storefront: Release failed',
        remaining: 97,
      },
    ]
    const rows = journalRows(journal)
    expect(rows).toEqual([
      {
        at: 1_000,
        kind: 'start',
        fields: 'progress=0 severity=INFO body=Starting…',
        outcome: 'OK · 99 left this month',
        ok: true,
      },
      {
        at: 7_500,
        kind: 'update',
        fields: 'progress=42 severity=INFO body="Step 4 of 7 · Run tests"',
        outcome: '✗ Signalgrid refused the request: Parameter error: channel is invalid',
        ok: false,
      },
      {
        at: 9_000,
        kind: 'push',
        fields: 'type=CRIT title="acme/storefront: Release failed"',
        outcome: 'OK · 97 left this month',
        ok: true,
      },
    ])
    const table = renderRequests(rows, 0, 80, painter(false))
    expect(table[0]).toMatch(/^time +request +fields that matter +outcome$/)
    expect(table[2]).toMatch(/^\+1\.0s +start +progress=0/)
    expect(table.every((line) => line.length <= 80)).toBe(true)
  })
})
