import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ActivityFolder } from '../../../src/activity/folder.js'
import { journalFacts } from '../../../src/activity/journal.js'
import { JournalSeal } from '../../../src/activity/journal-seal.js'
import type { Job, JobStep } from '../../../src/github/job.js'
import { readRunContext } from '../../../src/github/run-context.js'
import type { BoardRequest, ReportAnswer } from '../../../src/matrix/board-request.js'
import type { SignalgridChannels } from '../../../src/signalgrid/channels.js'
import { KeptRecord } from '../../../src/tracker/kept-record.js'
import { jobEnding, LastEnd } from '../../../src/tracker/last-end.js'
import { MatrixLegs } from '../../../src/tracker/matrix-legs.js'

const ACTION = 'Signalgrid'

function step(number: number, name: string, status: string, conclusion: string | null = null): JobStep {
  return { name, status, conclusion, number, startedAt: null, completedAt: null }
}

function jobOf(steps: readonly JobStep[], status = 'in_progress', conclusion: string | null = null): Job {
  return {
    id: 42,
    status,
    conclusion,
    name: 'build',
    runnerName: 'runner',
    htmlUrl: null,
    createdAt: null,
    startedAt: null,
    completedAt: null,
    steps,
  } as Job
}

// The runner's numbers: the pre and main records 1..5, the posts from 6 (ExecutionContext.cs).
const SET_UP = step(1, 'Set up job', 'completed', 'success')
const PRE = step(2, `Pre ${ACTION}`, 'completed', 'success')
const MAIN = step(3, ACTION, 'completed', 'success')

describe('what a job’s record says of its end, to its tracker', () => {
  test('a job that runs: nothing to do', () => {
    const job = jobOf([
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'in_progress'),
      step(9, `Post ${ACTION}`, 'pending'),
    ])
    expect(jobEnding(job, ACTION, false)).toBe('runs')
  })

  for (const notBegun of ['pending', 'queued']) {
    test(`a step cancelled, this action's post ${notBegun}: the end of last resort, cancelled`, () => {
      const job = jobOf([
        SET_UP,
        PRE,
        MAIN,
        step(4, 'Build', 'completed', 'cancelled'),
        step(5, 'Deploy', 'completed', 'skipped'),
        step(8, 'Post Cache', 'in_progress'),
        step(9, `Post ${ACTION}`, notBegun),
      ])
      expect(jobEnding(job, ACTION, false)).toEqual({ outcome: 'cancelled', failedStep: undefined })
    })
  }

  test('a step failed, then the job was cancelled (as fail-fast does): red, naming the failed step', () => {
    const job = jobOf([
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'failure'),
      step(5, 'Report', 'completed', 'cancelled'),
      step(9, `Post ${ACTION}`, 'pending'),
    ])
    expect(jobEnding(job, ACTION, false)).toEqual({ outcome: 'failure', failedStep: 'Build' })
  })

  test("once this action's post has begun, post ends the activity: the tracker goes on until post stops it", () => {
    const job = jobOf([
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'cancelled'),
      step(9, `Post ${ACTION}`, 'in_progress'),
    ])
    expect(jobEnding(job, ACTION, false)).toBe('runs')
  })

  test('a job completed whose post never began (the worker killed at the cancel timeout): ended as the job shows', () => {
    const steps = [
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'cancelled'),
      step(9, `Post ${ACTION}`, 'pending'),
    ]
    expect(jobEnding(jobOf(steps, 'completed', 'cancelled'), ACTION, false)).toEqual({
      outcome: 'cancelled',
      failedStep: undefined,
    })
    const lost = [SET_UP, PRE, MAIN, step(4, 'Build', 'in_progress'), step(9, `Post ${ACTION}`, 'pending')]
    expect(jobEnding(jobOf(lost, 'completed', 'failure'), ACTION, false)).toEqual({
      outcome: 'failure',
      failedStep: undefined,
    })
  })

  test('a job completed after its post: over, the tracker leaves', () => {
    const steps = [
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'success'),
      step(9, `Post ${ACTION}`, 'completed', 'success'),
    ]
    expect(jobEnding(jobOf(steps, 'completed', 'success'), ACTION, true)).toBe('over')
    expect(jobEnding(jobOf(steps.slice(0, 4), 'completed', 'success'), ACTION, true)).toBe('over')
  })

  test("another action's post of the same name pattern is not this action's", () => {
    const job = jobOf([
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'cancelled'),
      step(8, `Post ${ACTION} extra`, 'in_progress'),
      step(9, `Post ${ACTION}`, 'pending'),
    ])
    expect(jobEnding(job, ACTION, false)).toEqual({ outcome: 'cancelled', failedStep: undefined })
  })
})

describe('a leg of a shared matrix, its post not begun: its tracker reports it as the post would', () => {
  let temp: string | undefined
  afterEach(() => {
    if (temp) rmSync(temp, { recursive: true, force: true })
    temp = undefined
  })

  const LEG = { index: 0, count: 2, label: 'linux', failFast: true }
  const BOARD: BoardRequest = {
    runtimeToken: 'rt',
    resultsUrl: 'http://127.0.0.1:9/',
    secret: 's',
    repository: 'octo/app',
    runId: '1',
    matrix: 'build',
    attempt: 1,
    leg: LEG,
    jobId: '42',
  }
  const REPORT = {
    index: 1,
    outcome: 'success',
    attempt: 1,
    at: 1,
    digest: '0123456789ab',
    job: '43',
  } as const
  const OWN = { ...REPORT, index: 0, outcome: 'cancelled', job: '42' } as const
  /** The board's answer to the last leg to report: every leg done, this one ends the matrix. */
  const lastToReport: ReportAnswer = {
    over: false,
    tally: {
      count: 2,
      done: [OWN, REPORT],
      failed: [],
      failedLabel: undefined,
      outcome: 'cancelled',
      complete: true,
      early: false,
    },
    last: true,
    ends: true,
  }

  /** The starter's tracker, and what its end of last resort sends. */
  function starter(endRefused = false) {
    temp = mkdtempSync(join(tmpdir(), 'last-end-'))
    const folder = ActivityFolder.of(temp, 'TOK01')
    const record = {
      token: 'TOK01',
      startedAt: Date.now() - 60_000,
      content: { title: 'CI · build', body: '1 of 2 legs done', severity: 'INFO', progress: 50 },
      quotaReserve: 1,
      legsUsualMs: { linux: 20_000, macos: 30_000 },
    } as const
    folder.create(record)
    const seal = new JournalSeal('ck', folder)
    const legs = MatrixLegs.of(record, { leg: LEG, timedUpdates: 6 }, BOARD) as MatrixLegs
    const ends: string[] = []
    const client = {
      endActivity: async (_token: string, content: { body?: string }) => {
        ends.push(content.body ?? '')
        if (endRefused) throw new Error('Signalgrid did not answer the end within 15s')
        return { ruuid: 'r', remaining: 100 }
      },
    } as unknown as SignalgridChannels
    const lastEnd = new LastEnd({
      kept: new KeptRecord(folder, record, seal),
      client,
      seal,
      alertClient: () => client,
      delays: { dismissalDelay: 60, failureDismissalDelay: 600 },
      endActivity: 'auto',
      alert: { kind: 'none', channels: [], context: readRunContext({}), jobId: '42' },
      whyCancelled: async () => ({ outcome: 'cancelled', detail: {} }),
      holding: undefined,
      legs: { legs, run: async () => undefined },
    })
    return { folder, seal, legs, ends, lastEnd }
  }

  test('post asked it to stop before it marked the report begun: the report is post’s, the board never asked', async () => {
    const { folder, seal, legs, ends, lastEnd } = starter()
    const report = vi.spyOn(legs, 'report')
    folder.requestStop()
    await lastEnd.send('cancelled', undefined)
    expect(report).not.toHaveBeenCalled()
    expect(ends).toEqual([])
    // Post, which looks for the mark after its request, finds it begun and not done: it reports the leg itself.
    expect(journalFacts(folder.readJournal(), seal).report).toBeDefined()
    expect(journalFacts(folder.readJournal(), seal).report).not.toBe('done')
  })

  test('the last leg to report: the board’s answer makes it the one to end the matrix, once, then done', async () => {
    const { folder, seal, legs, ends, lastEnd } = starter()
    const report = vi.spyOn(legs, 'report').mockResolvedValue(lastToReport)
    const clear = vi.spyOn(legs, 'clear').mockResolvedValue(true)
    await lastEnd.send('cancelled', undefined)
    await lastEnd.send('cancelled', undefined)
    expect(report).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith('cancelled', undefined)
    expect(ends).toHaveLength(1)
    expect(ends[0]).toMatch(/^Cancelled after 1m \d+s · 2 of 2 legs done$/)
    expect(clear).toHaveBeenCalledWith('cancelled', false)
    const journal = folder.readJournal()
    expect(journalFacts(journal, seal).ended).toBe(true)
    expect(journalFacts(journal, seal).report).toBe('done')
  })

  test('the end that fell to it not taken by the service: left to post, which finds the report begun, not done', async () => {
    const { folder, seal, legs, ends, lastEnd } = starter(true)
    vi.spyOn(legs, 'report').mockResolvedValue(lastToReport)
    const clear = vi.spyOn(legs, 'clear').mockResolvedValue(true)
    await lastEnd.send('cancelled', undefined)
    expect(ends).toHaveLength(1)
    expect(clear).not.toHaveBeenCalled()
    const journal = folder.readJournal()
    expect(journalFacts(journal, seal).ended).toBe(false)
    expect(journalFacts(journal, seal).report).toBeDefined()
    expect(journalFacts(journal, seal).report).not.toBe('done')
  })

  test('not the last: reported, and nothing sent; a board that does not answer leaves the report to post', async () => {
    const { folder, seal, legs, ends, lastEnd } = starter()
    vi.spyOn(legs, 'report').mockResolvedValue({
      over: false,
      tally: {
        count: 2,
        done: [OWN],
        failed: [],
        failedLabel: undefined,
        outcome: 'cancelled',
        complete: false,
        early: false,
      },
      last: false,
      ends: false,
    })
    await lastEnd.send('cancelled', undefined)
    expect(ends).toEqual([])
    expect(journalFacts(folder.readJournal(), seal).report).toBe('done')

    const unanswered = starter()
    vi.spyOn(unanswered.legs, 'report').mockResolvedValue(undefined)
    await unanswered.lastEnd.send('cancelled', undefined)
    expect(unanswered.ends).toEqual([])
    expect(journalFacts(unanswered.folder.readJournal(), unanswered.seal).report).toBeDefined()
    expect(journalFacts(unanswered.folder.readJournal(), unanswered.seal).report).not.toBe('done')
  })
})
