import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { endsActivity } from '../../../src/activity/end.js'
import { ActivityFolder } from '../../../src/activity/folder.js'
import type { JournalEntry } from '../../../src/activity/folder-schema.js'
import { journalFacts } from '../../../src/activity/journal.js'
import { JournalSeal } from '../../../src/activity/journal-seal.js'
import type { EndActivity } from '../../../src/inputs.js'
import type { Outcome } from '../../../src/outcome.js'

describe('who ends the activity: one rule, for post and for the tracker in its place', () => {
  const OUTCOMES: readonly Outcome[] = ['success', 'failure', 'cancelled']
  const ends = (endActivity: EndActivity, role: 'starter' | 'attacher' | 'other', byName = false) =>
    OUTCOMES.filter((outcome) => endsActivity(endActivity, { role, byName }, outcome))

  test('auto: the starter always; an attacher, and a job of a named activity, when the job fails or is cancelled', () => {
    expect(ends('auto', 'starter')).toEqual(OUTCOMES)
    expect(ends('auto', 'attacher')).toEqual(['failure', 'cancelled'])
    expect(ends('auto', 'starter', true)).toEqual(['failure', 'cancelled'])
    expect(ends('auto', 'other')).toEqual([])
  })

  test('the input says otherwise: always, never, on-failure', () => {
    expect(ends('always', 'other')).toEqual(OUTCOMES)
    expect(ends('never', 'starter')).toEqual([])
    expect(ends('on-failure', 'starter')).toEqual(['failure', 'cancelled'])
  })
})

describe("the journal's seal: what another step of the job cannot write", () => {
  let temp: string
  afterEach(() => rmSync(temp, { recursive: true, force: true }))

  function folders(): [ActivityFolder, ActivityFolder] {
    temp = mkdtempSync(join(tmpdir(), 'seal-'))
    return [ActivityFolder.of(temp, 'TOK01'), ActivityFolder.of(temp, 'TOK02')]
  }

  test('an end sealed with the client key holds as read back; one planted, altered, or of another folder does not', () => {
    const [folder, other] = folders()
    folder.create({
      token: 'TOK01',
      startedAt: 1,
      content: { title: 't', body: 'b', severity: 'INFO', progress: 0 },
      quotaReserve: 1,
    })
    const seal = new JournalSeal('ck_secret', folder)
    const end = {
      at: 5,
      kind: 'end',
      by: 'tracker',
      progress: 40,
      severity: 'WARN',
      body: 'Cancelled after 5s',
    } as const
    folder.appendJournal({ at: 4, kind: 'end', by: 'post' })
    expect(journalFacts(folder.readJournal(), seal).ended).toBe(false)
    folder.appendJournal(seal.seal(end))
    const [planted, sealed] = folder.readJournal() as [JournalEntry, JournalEntry]
    expect(seal.holds(planted)).toBe(false)
    expect(seal.holds(sealed)).toBe(true)
    expect(journalFacts(folder.readJournal(), seal).ended).toBe(true)
    expect(seal.holds({ ...sealed, body: 'Succeeded' } as JournalEntry)).toBe(false)
    expect(new JournalSeal('ck_other', folder).holds(sealed)).toBe(false)
    expect(new JournalSeal('ck_secret', other).holds(sealed)).toBe(false)
    // A failed end, sealed, is no end.
    expect(journalFacts([seal.seal({ ...end, error: 'HTTP 500' })], seal).ended).toBe(false)
  })
})
