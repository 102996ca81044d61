import { describe, expect, test } from 'vitest'
import type { ActivityRecord, JournalEntry } from '../../../src/activity/folder-schema.js'
import { Phone } from '../../support/signalgrid/phone.js'
import { phoneScreen, secondsLeft, sentScreen } from './screens.js'

const LOOK = {
  title: 'Release · deploy',
  body: 'Starting…',
  severity: 'INFO',
  progress: 0,
  steps: 7,
  legend: { startText: 'commit c0ffee1', endText: 'production' },
} as const

describe('the picture of the phone', () => {
  test('from the emulated phone: its latest activity, counting down once ended, and its notifications', () => {
    const phone = new Phone(0)
    phone.start('TOK01', LOOK, 1_000)
    phone.update('TOK01', { ...LOOK, body: 'Step 2 of 7 · Build', progress: 14 }, 2_000)
    expect(phoneScreen(phone, 3_000)).toEqual({
      activity: expect.objectContaining({ body: 'Step 2 of 7 · Build', progress: 14, ended: false }),
      notifications: [],
    })
    expect(phoneScreen(phone, 3_000).activity).not.toHaveProperty('secondsLeft')
    phone.end('TOK01', { ...LOOK, severity: 'SUCCESS', progress: 100 }, 10, 4_000)
    phone.notify({ kind: 'push', title: 'x', body: 'y', type: 'CRIT', critical: true }, 4_100)
    expect(phoneScreen(phone, 4_500)).toMatchObject({
      activity: { severity: 'SUCCESS', ended: true, secondsLeft: 10 },
      notifications: [{ title: 'x', critical: true }],
    })
    expect(phoneScreen(phone, 14_000).activity?.secondsLeft).toBe(0)
  })

  test('from the journal: the last accepted message on the content the job keeps', () => {
    const record: ActivityRecord = {
      token: 'TOK01',
      startedAt: 1_000,
      quotaReserve: 2,
      content: {
        title: 'Release · deploy',
        body: 'Step 5 of 7 · not sent yet',
        severity: 'INFO',
        progress: 57,
        steps: 7,
        progressLegend: true,
        startText: 'commit c0ffee1',
        endText: 'production',
      },
    }
    const journal: JournalEntry[] = [
      { at: 1_000, kind: 'start', by: 'pre', progress: 0, severity: 'INFO', body: 'Starting…' },
      {
        at: 6_000,
        kind: 'update',
        by: 'tracker',
        progress: 42,
        severity: 'INFO',
        body: 'Step 4 of 7 · Run tests',
      },
      {
        at: 11_000,
        kind: 'update',
        by: 'tracker',
        progress: 57,
        severity: 'INFO',
        body: 'lost',
        error: 'timeout',
      },
    ]
    const sent = { dismissalDelay: 10, criticalAlerts: true }
    expect(sentScreen(journal, record, sent, 12_000)).toEqual({
      activity: {
        title: 'Release · deploy',
        body: 'Step 4 of 7 · Run tests',
        severity: 'INFO',
        progress: 42,
        steps: 7,
        legend: { startText: 'commit c0ffee1', endText: 'production' },
        ended: false,
      },
      notifications: [],
    })
    const ended: JournalEntry[] = [
      ...journal,
      { at: 20_000, kind: 'end', by: 'post', progress: 42, severity: 'CRIT', body: 'Failed after 19s' },
      { at: 20_100, kind: 'alert', by: 'post', severity: 'CRIT', body: 'acme/storefront: Release failed' },
    ]
    expect(sentScreen(ended, record, sent, 23_500)).toMatchObject({
      activity: { severity: 'CRIT', body: 'Failed after 19s', ended: true, secondsLeft: 7 },
      notifications: [{ title: 'acme/storefront: Release failed', type: 'CRIT', critical: true }],
    })
  })

  test('nothing sent yet, or a start that failed: no activity', () => {
    expect(
      sentScreen([], undefined, { dismissalDelay: 10, criticalAlerts: false }, 0).activity,
    ).toBeUndefined()
  })

  test('the dismissal countdown rounds up, and is over at once without a delay', () => {
    expect(secondsLeft(1_000, 10, 1_001)).toBe(10)
    expect(secondsLeft(1_000, 10, 10_999)).toBe(1)
    expect(secondsLeft(1_000, 10, 11_000)).toBe(0)
    expect(secondsLeft(1_000, undefined, 1_000)).toBe(0)
  })
})
