import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, onTestFinished, test } from 'vitest'
import { ActivityFolder } from '../../../src/activity/folder.js'
import { MAX_RECORD_BYTES } from '../../../src/activity/folder-schema.js'
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from '../../../src/constants.js'
import { RECORD, temporaryFolders } from './fixtures.js'

const temp = temporaryFolders('activity-folder-')

function created(): ActivityFolder {
  const folder = ActivityFolder.of(temp(), RECORD.token)
  folder.create(RECORD)
  return folder
}

const mode = (path: string) => statSync(path).mode & 0o777

describe("the activity's folder", () => {
  test.runIf(process.platform !== 'win32')(
    "folders are this user's alone (0700), files too (0600), whatever the umask",
    () => {
      const previous = process.umask(0o000)
      try {
        const folder = created()
        folder.appendJournal({ at: 1, kind: 'debug', message: 'hello' })
        folder.postToInbox({ at: 2, body: 'Deploying' })
        folder.requestStop()
        for (const path of [join(folder.path, '..'), folder.path, join(folder.path, 'inbox')]) {
          expect(mode(path), path).toBe(0o700)
        }
        for (const name of ['activity.json', 'journal.jsonl', 'stop']) {
          expect(mode(join(folder.path, name)), name).toBe(0o600)
        }
      } finally {
        process.umask(previous)
      }
    },
  )

  test('a stop asked after a failure says so; a stop asked otherwise does not', () => {
    const folder = created()
    expect(folder.stopsAfterFailure()).toBe(false)
    folder.requestStop(true)
    expect([folder.stopRequested(), folder.stopsAfterFailure()]).toEqual([true, true])
    folder.requestStop()
    expect([folder.stopRequested(), folder.stopsAfterFailure()]).toEqual([true, false])
  })

  test("a folder of the activities left readable by others (an earlier version's) is made this user's alone", () => {
    const runnerTemp = temp()
    mkdirSync(join(runnerTemp, 'signalgrid'), { mode: 0o755 })
    ActivityFolder.of(runnerTemp, RECORD.token).create(RECORD)
    expect(mode(join(runnerTemp, 'signalgrid'))).toBe(0o700)
  })

  test("without RUNNER_TEMP: a folder of this user's own in the temporary folder, the same for every stage, never the working directory", () => {
    const first = ActivityFolder.of('', 'TEMPLESS1')
    const again = ActivityFolder.of('', 'TEMPLESS1')
    onTestFinished(() => rmSync(first.path, { recursive: true, force: true }))
    expect(again.path).toBe(first.path)
    expect(first.path.startsWith(tmpdir())).toBe(true)
    expect(first.path.startsWith(process.cwd())).toBe(false)
    first.create(RECORD)
    expect(again.readRecord()).toEqual(RECORD)
    const root = join(first.path, '..')
    expect(root).toBe(join(tmpdir(), `signalgrid-${process.getuid?.()}`))
    expect(lstatSync(root).isDirectory()).toBe(true)
    expect(mode(root)).toBe(0o700)
  })

  test('a link planted where the activities go is removed, never followed', () => {
    const runnerTemp = temp()
    const elsewhere = temp()
    symlinkSync(elsewhere, join(runnerTemp, 'signalgrid'))
    ActivityFolder.of(runnerTemp, RECORD.token).create(RECORD)
    expect(lstatSync(join(runnerTemp, 'signalgrid')).isDirectory()).toBe(true)
    expect(readdirSync(elsewhere)).toEqual([])
  })

  describe('a link planted in the folder is never followed', () => {
    /** A file outside the folder a link may point at, and what it must still hold afterwards. */
    function victim(): { path: string; unchanged: () => boolean } {
      const path = join(temp(), 'victim.json')
      const content = JSON.stringify({ at: 1, body: 'read through a link', token: 'FORGED' })
      writeFileSync(path, content)
      return { path, unchanged: () => readFileSync(path, 'utf8') === content }
    }

    test.each([
      ['activity.json', (folder: ActivityFolder) => folder.writeRecord(RECORD)],
      [
        'journal.jsonl',
        (folder: ActivityFolder) => folder.appendJournal({ at: 3, kind: 'debug', message: 'x' }),
      ],
      ['tracker.json', (folder: ActivityFolder) => folder.writeTracker({ pid: 42, endpoint: 'e' })],
      ['stop', (folder: ActivityFolder) => folder.requestStop()],
      ['stopped', (folder: ActivityFolder) => folder.markStopped()],
    ])(
      '%s: the write replaces the link with a file of its own; the file it pointed at is untouched',
      (name, write) => {
        const folder = created()
        const target = victim()
        rmSync(join(folder.path, name), { force: true })
        symlinkSync(target.path, join(folder.path, name))
        write(folder)
        expect(target.unchanged()).toBe(true)
        expect(lstatSync(join(folder.path, name)).isFile()).toBe(true)
      },
    )

    test.each(['journal.jsonl', 'stop', 'stopped'])(
      '%s: a link to nowhere does not make its target',
      (name) => {
        const folder = created()
        const nowhere = join(temp(), 'made-through-a-link')
        symlinkSync(nowhere, join(folder.path, name))
        if (name === 'journal.jsonl') folder.appendJournal({ at: 3, kind: 'debug', message: 'x' })
        else if (name === 'stop') folder.requestStop()
        else folder.markStopped()
        expect(existsSync(nowhere)).toBe(false)
      },
    )

    test('the journal as a hard link to another file: that file gets nothing', () => {
      const folder = created()
      const target = victim()
      linkSync(target.path, join(folder.path, 'journal.jsonl'))
      folder.appendJournal({ at: 3, kind: 'debug', message: 'x' })
      expect(target.unchanged()).toBe(true)
      expect(folder.readJournal()).toEqual([{ at: 3, kind: 'debug', message: 'x' }])
    })

    test('reads: a record, journal, tracker record or inbox entry behind a link is not read', () => {
      const folder = created()
      const target = victim()
      for (const name of ['activity.json', 'journal.jsonl', 'tracker.json']) {
        rmSync(join(folder.path, name), { force: true })
        symlinkSync(target.path, join(folder.path, name))
      }
      symlinkSync(target.path, join(folder.path, 'inbox', '000000000000001-1.json'))
      expect(folder.readRecord()).toBeUndefined()
      expect(folder.readJournal()).toEqual([])
      expect(folder.readTracker()).toBeUndefined()
      expect(folder.takeInbox()).toEqual([])
      // Taken away, unread; the file it pointed at stays.
      expect(readdirSync(join(folder.path, 'inbox'))).toEqual([])
      expect(target.unchanged()).toBe(true)
    })

    test('markers behind a link are no markers; a record behind one still holds the activity', () => {
      const folder = created()
      const target = victim()
      symlinkSync(target.path, join(folder.path, 'stop'))
      symlinkSync(target.path, join(folder.path, 'stopped'))
      expect(folder.stopRequested()).toBe(false)
      expect(folder.stopsAfterFailure()).toBe(false)
      expect(folder.isStopped()).toBe(false)
      rmSync(join(folder.path, 'activity.json'))
      symlinkSync(target.path, join(folder.path, 'activity.json'))
      expect(folder.exists()).toBe(true)
    })

    test('the inbox folder replaced by a link: an update goes into a folder of its own, not where the link points', () => {
      const folder = created()
      const elsewhere = temp()
      rmSync(join(folder.path, 'inbox'), { recursive: true })
      symlinkSync(elsewhere, join(folder.path, 'inbox'))
      expect(folder.takeInbox()).toEqual([])
      folder.postToInbox({ at: 5, body: 'Deploying' })
      expect(readdirSync(elsewhere)).toEqual([])
      expect(folder.takeInbox()).toEqual([{ at: 5, body: 'Deploying' }])
    })
  })

  describe('what asks the tracker for something wakes it (watchRequests)', () => {
    /** A turn of the event loop: a change the system has queued is told by then. */
    const turn = () => new Promise((resolve) => setImmediate(resolve))

    /** Watches `folder`, noting at each call what asks the tracker for something then ('' for nothing). */
    function watched(folder: ActivityFolder) {
      const calls: string[] = []
      let called = () => {}
      const close = folder.watchRequests(() => {
        const inbox = existsSync(join(folder.path, 'inbox')) ? readdirSync(join(folder.path, 'inbox')) : []
        calls.push([folder.stopRequested() && 'stop', inbox.length > 0 && 'inbox'].filter(Boolean).join(' '))
        called()
      })
      const next = () => new Promise<void>((resolve) => (called = resolve))
      return { calls, next, close }
    }

    test('an update handed over calls it, then a request to stop; what the tracker writes itself, and its taking an update, do not', async () => {
      const folder = created()
      const { calls, next, close } = watched(folder)
      try {
        folder.writeRecord(RECORD)
        folder.appendJournal({ at: 1, kind: 'debug', message: 'hello' })
        folder.writeLastLook('{}')
        await turn()
        expect(calls).toEqual([])
        let call = next()
        folder.postToInbox({ at: 2, body: 'Deploying' })
        await call
        expect(calls).toEqual(['inbox'])
        folder.takeInbox()
        await turn()
        expect(calls).toEqual(['inbox'])
        call = next()
        folder.requestStop()
        await call
        expect(calls).toEqual(['inbox', 'stop'])
      } finally {
        close()
      }
    })

    test('closed, nothing calls it', async () => {
      const folder = created()
      const { calls, close } = watched(folder)
      close()
      folder.postToInbox({ at: 2, body: 'Deploying' })
      folder.requestStop()
      await turn()
      expect(calls).toEqual([])
    })

    test('an inbox that cannot be watched (not there yet) leaves the stop watched, and throws nothing', async () => {
      const folder = created()
      rmSync(join(folder.path, 'inbox'), { recursive: true })
      const { calls, next, close } = watched(folder)
      try {
        const call = next()
        folder.requestStop()
        await call
        expect(calls).toEqual(['stop'])
      } finally {
        close()
      }
    })
  })

  describe('inbox entries are checked', () => {
    test('updates as the action writes them are taken, oldest first, and removed', () => {
      const folder = created()
      folder.postToInbox({ at: 20, progress: 100, severity: 'SUCCESS' })
      folder.postToInbox({ at: 10, title: 'T'.repeat(MAX_TITLE_LENGTH), body: 'B'.repeat(MAX_BODY_LENGTH) })
      expect(folder.takeInbox()).toEqual([
        { at: 10, title: 'T'.repeat(MAX_TITLE_LENGTH), body: 'B'.repeat(MAX_BODY_LENGTH) },
        { at: 20, progress: 100, severity: 'SUCCESS' },
      ])
      expect(folder.takeInbox()).toEqual([])
    })

    test.each([
      ['not an object', [1, 2]],
      ['no time', { body: 'x' }],
      ['a time that is text', { at: '10', body: 'x' }],
      ['a negative time', { at: -1, body: 'x' }],
      ['a title that is a number', { at: 1, title: 42 }],
      ['a body that is an object', { at: 1, body: { text: 'x' } }],
      ['a title longer than the phones show', { at: 1, title: 'T'.repeat(MAX_TITLE_LENGTH + 1) }],
      ['a body longer than the phones show', { at: 1, body: 'B'.repeat(MAX_BODY_LENGTH + 1) }],
      ['an unknown severity', { at: 1, severity: 'URGENT' }],
      ['a severity in lower case', { at: 1, severity: 'crit' }],
      ['progress over 100', { at: 1, progress: 101 }],
      ['fractional progress', { at: 1, progress: 12.5 }],
      ['progress as text', { at: 1, progress: '50' }],
    ])('an entry with %s is ignored, and removed', (_case, entry) => {
      const folder = created()
      writeFileSync(join(folder.path, 'inbox', '000000000000001-1.json'), JSON.stringify(entry))
      folder.postToInbox({ at: 2, body: 'kept' })
      expect(folder.takeInbox()).toEqual([{ at: 2, body: 'kept' }])
      expect(readdirSync(join(folder.path, 'inbox'))).toEqual([])
    })

    test('fields beyond an update are dropped', () => {
      const folder = created()
      writeFileSync(
        join(folder.path, 'inbox', '000000000000001-1.json'),
        JSON.stringify({ at: 1, body: 'ok', token: 'OTHER', critical: true }),
      )
      expect(folder.takeInbox()).toEqual([{ at: 1, body: 'ok' }])
    })
  })

  describe('the record is read back field by field', () => {
    /** The record a stage knows without the file: its token and start, the content its inputs give. */
    const KNOWN = {
      token: 'CDGZ9',
      startedAt: 1_700_000_000_000,
      content: {
        title: 'CI · build',
        body: 'Starting…',
        severity: 'INFO',
        progress: 0,
        progressLegend: true,
        startText: 'Build',
        endText: 'Deploy',
      },
      quotaReserve: 2,
    } as const
    /** A record as the tracker keeps it, every field set. */
    const KEPT = {
      token: 'CDGZ9',
      startedAt: 1_700_000_001_000,
      content: {
        title: 'CI · build',
        body: 'Testing · step 3 of 5',
        severity: 'WARN',
        progress: 60,
        steps: 5,
        progressLegend: true,
        startText: 'Begun',
        endText: 'Done',
      },
      quotaReserve: 1,
      failedStep: 'Test',
      usualMs: 90_000,
      activityStartedAt: 1_700_000_000_500,
      legsUsualMs: { 'ubuntu-latest': 60_000 },
    } as const

    function holding(record: unknown): ActivityFolder {
      const folder = created()
      writeFileSync(join(folder.path, 'activity.json'), JSON.stringify(record))
      return folder
    }

    test('a record as the action writes it is read as it is, with what the stage knows or without', () => {
      const folder = holding(KEPT)
      expect(folder.readRecord()).toEqual(KEPT)
      expect(folder.readRecord(KNOWN)).toEqual(KEPT)
      // A leg's tracker's, before it reads the matrix's token on the board.
      const leg = { ...KEPT, token: '' }
      expect(holding(leg).readRecord()).toEqual(leg)
    })

    test.each([
      ['steps 0', { steps: 0 }, { steps: undefined }],
      ['fractional steps', { steps: 2.5 }, { steps: undefined }],
      ['steps as text', { steps: '5' }, { steps: undefined }],
      [
        'a legend without its texts',
        { startText: undefined, endText: '' },
        { progressLegend: true, startText: 'Build', endText: 'Deploy' },
      ],
      [
        'a legend that is text',
        { progressLegend: 'yes' },
        { progressLegend: true, startText: 'Begun', endText: 'Done' },
      ],
      ['progress 250', { progress: 250 }, { progress: 0 }],
      ['progress -1', { progress: -1 }, { progress: 0 }],
      ['fractional progress', { progress: 12.5 }, { progress: 0 }],
      ['progress as text', { progress: '60' }, { progress: 0 }],
      ['an unknown severity', { severity: 'URGENT' }, { severity: 'INFO' }],
      ['a title that is a number', { title: 42 }, { title: 'CI · build' }],
      ['a body that is an object', { body: { text: 'x' } }, { body: 'Starting…' }],
      ['no body', { body: undefined }, { body: 'Starting…' }],
    ])('content with %s: that field takes what the stage knows, the others stay', (_case, spoiled, taken) => {
      const folder = holding({ ...KEPT, content: { ...KEPT.content, ...spoiled } })
      const expected = Object.fromEntries(
        Object.entries({ ...KEPT.content, ...taken }).filter(([, value]) => value !== undefined),
      )
      const read = folder.readRecord(KNOWN)
      expect(read?.content).toEqual(expected)
      expect({ ...read, content: undefined }).toEqual({ ...KEPT, content: undefined })
    })

    test.each([
      ['a token that is no token', { token: 'CDG Z9&type=start' }, { token: 'CDGZ9' }],
      ['a start that is text', { startedAt: 'yesterday' }, { startedAt: KNOWN.startedAt }],
      ['a negative reserve', { quotaReserve: -5 }, { quotaReserve: 2 }],
      ['a fractional reserve', { quotaReserve: 0.5 }, { quotaReserve: 2 }],
      ['a failed step that is a number', { failedStep: 3 }, { failedStep: undefined }],
      ['a usual time that is text', { usualMs: '90s' }, { usualMs: undefined }],
      [
        'an activity start of NaN (null in JSON)',
        { activityStartedAt: null },
        { activityStartedAt: undefined },
      ],
      ["legs' times that are text", { legsUsualMs: { a: '60s' } }, { legsUsualMs: undefined }],
      ["legs' times as a list", { legsUsualMs: [60_000] }, { legsUsualMs: undefined }],
      ['content that is text', { content: 'Deploying' }, { content: KNOWN.content }],
    ])('a record with %s: that field takes what the stage knows', (_case, spoiled, taken) => {
      const folder = holding({ ...KEPT, ...spoiled })
      const expected = Object.fromEntries(
        Object.entries({ ...KEPT, ...taken }).filter(([, value]) => value !== undefined),
      )
      expect(folder.readRecord(KNOWN)).toEqual(expected)
    })

    test('without what the stage knows: a field it may lack is left out; one it needs, spoiled, leaves no record', () => {
      const content = { ...KEPT.content, steps: 0, progressLegend: true, startText: '' }
      const { steps: _, progressLegend: __, startText: ___, endText: ____, ...rest } = KEPT.content
      expect(holding({ ...KEPT, content, failedStep: 3 }).readRecord()).toEqual({
        ...KEPT,
        content: rest,
        failedStep: undefined,
      })
      const { failedStep: _step, ...withoutStep } = KEPT
      expect(holding({ ...KEPT, failedStep: 3 }).readRecord()).toEqual(withoutStep)
      for (const spoiled of [
        { token: 7 },
        { startedAt: -1 },
        { quotaReserve: '1' },
        { content: { ...KEPT.content, progress: 250 } },
        { content: null },
      ]) {
        expect(holding({ ...KEPT, ...spoiled }).readRecord(), JSON.stringify(spoiled)).toBeUndefined()
      }
    })

    test('a record that is no JSON object, or over 1 MiB, is none: what the stage knows stands whole', () => {
      for (const text of ['', 'not json', '[1, 2]', 'null', '"CDGZ9"']) {
        const folder = created()
        writeFileSync(join(folder.path, 'activity.json'), text)
        expect(folder.readRecord(), text).toBeUndefined()
        expect(folder.readRecord(KNOWN), text).toEqual(KNOWN)
      }
      const large = holding({ ...KEPT, failedStep: 'x'.repeat(MAX_RECORD_BYTES) })
      expect(large.readRecord()).toBeUndefined()
      expect(large.readRecord(KNOWN)).toEqual(KNOWN)
    })
  })
})
