import { describe, expect, test } from 'vitest'
import {
  type AlertAsked,
  type LegEndFacts,
  type LegStanding,
  type OwnEndFacts,
  planLegEnd,
  planOwnEnd,
} from '../../../src/activity/end.js'
import { type EndHost, sendPlan } from '../../../src/activity/end-sending.js'
import { ActivityFolder } from '../../../src/activity/folder.js'
import type { JournalFacts } from '../../../src/activity/journal.js'
import { JournalSeal } from '../../../src/activity/journal-seal.js'
import { QUOTA_KEPT_NOTICE } from '../../../src/activity/quota.js'
import { readRunContext } from '../../../src/github/run-context.js'
import type { LegReport, Tally } from '../../../src/matrix/tally.js'
import type { SignalgridChannels } from '../../../src/signalgrid/channels.js'
import { RECORD, temporaryFolders } from './fixtures.js'

// The end's decision (src/activity/end.ts), one case per way a use of the action holds the activity, and the one
// sequence every part carries a plan out in (end-sending.ts), its host faked.

const S = 1000
const CONTEXT = readRunContext({
  GITHUB_REPOSITORY: 'octo/app',
  GITHUB_WORKFLOW: 'Release',
  GITHUB_JOB: 'deploy',
  GITHUB_RUN_ID: '7',
  GITHUB_REF_NAME: 'main',
  GITHUB_SHA: '0123456789abcdef',
})
const CRITICAL: AlertAsked = { kind: 'critical', channels: ['ch_oncall'], context: CONTEXT, jobId: '42' }
const NO_ALERT: AlertAsked = { ...CRITICAL, kind: 'none' }
const FRESH: JournalFacts = {
  ended: false,
  alerted: false,
  report: undefined,
  remaining: undefined,
  trackerSentAt: undefined,
}

function own(facts: Partial<OwnEndFacts> = {}): OwnEndFacts {
  const record = { ...RECORD, failedStep: 'Deploy' }
  return {
    outcome: 'success',
    endActivity: 'auto',
    holding: { role: 'starter', byName: false },
    alert: CRITICAL,
    journal: FRESH,
    record,
    latest: () => record.content,
    at: RECORD.startedAt + 65 * S,
    ...facts,
  }
}

describe("a job's own activity at its end", () => {
  test('a job of its own that succeeds: the green end, how long it took; no alert', () => {
    const plan = planOwnEnd(own())
    expect(plan.end).toMatchObject({
      token: RECORD.token,
      outcome: 'success',
      content: { severity: 'SUCCESS', body: 'Succeeded in 1m 5s', progress: 100 },
    })
    expect(plan.alert).toBeUndefined()
  })

  test('a job of its own that fails: the red end naming the step, and the critical alert naming it too', () => {
    const plan = planOwnEnd(own({ outcome: 'failure' }))
    expect(plan.end?.content).toMatchObject({ severity: 'CRIT', body: 'Failed at “Deploy” after 1m 5s' })
    expect(plan.alert).toMatchObject({
      message: { critical: true, severity: 'CRIT', title: 'octo/app: Release failed' },
      channels: ['ch_oncall'],
    })
    expect(plan.alert?.message.body).toContain('Job deploy failed at “Deploy” after 1m 5s.')
  })

  test('a success after red runs: the green end, and the "fixed" push in the alert\'s place, not critical', () => {
    const fixed = { title: 'Release main', streak: { runs: 2, since: RECORD.startedAt - 3 * 3600 * S } }
    const plan = planOwnEnd(own({ alert: { ...CRITICAL, fixed } }))
    expect(plan.end?.content.severity).toBe('SUCCESS')
    expect(plan.alert).toMatchObject({
      message: { critical: false, severity: 'SUCCESS', title: 'Release main fixed' },
      channels: ['ch_oncall'],
    })
    expect(plan.alert?.message.body).toMatch(
      /^Green again after 2 failed runs \(red since 3h 1m ago\)\.\nhttps:/,
    )
    // Once: not where the journal holds an alert sent already, and never without an alert asked for.
    expect(
      planOwnEnd(own({ alert: { ...CRITICAL, fixed }, journal: { ...FRESH, alerted: true } })).alert,
    ).toBeUndefined()
    expect(planOwnEnd(own({ alert: { ...NO_ALERT, fixed } })).alert).toBeUndefined()
    // A failure after red runs is the failure alert.
    expect(planOwnEnd(own({ outcome: 'failure', alert: { ...CRITICAL, fixed } })).alert?.message.title).toBe(
      'octo/app: Release failed',
    )
  })

  test('cancelled: the yellow end; no alert', () => {
    const plan = planOwnEnd(own({ outcome: 'cancelled' }))
    expect(plan.end?.content).toMatchObject({ severity: 'WARN', body: 'Cancelled after 1m 5s' })
    expect(plan.alert).toBeUndefined()
  })

  test('an attacher: no end while its job succeeds, the end and the alert when it fails', () => {
    const holding = { role: 'attacher', byName: false } as const
    expect(planOwnEnd(own({ holding }))).toEqual({
      says: 'the job succeeded, and this job does not end the activity',
    })
    const failed = planOwnEnd(own({ holding, outcome: 'failure' }))
    expect(failed.end?.outcome).toBe('failure')
    expect(failed.alert).toBeDefined()
  })

  test('the last job of a pipeline (end-activity: always): the end, whatever its outcome', () => {
    const holding = { role: 'attacher', byName: false } as const
    expect(planOwnEnd(own({ holding, endActivity: 'always' })).end?.outcome).toBe('success')
  })

  test('a job that does not end the activity still sends the alert when it fails, once', () => {
    const plan = planOwnEnd(own({ outcome: 'failure', endActivity: 'never' }))
    expect(plan.end).toBeUndefined()
    expect(plan.alert).toBeDefined()
    expect(planOwnEnd(own({ outcome: 'failure', alert: NO_ALERT })).alert).toBeUndefined()
  })

  test('an end sealed already (the tracker in post’s place, or another use of the action): no second end; the alert once', () => {
    const ended = planOwnEnd(own({ outcome: 'failure', journal: { ...FRESH, ended: true } }))
    expect(ended.end).toBeUndefined()
    expect(ended.alert).toBeDefined()
    expect(ended.says).toBe('the job failed, and the activity has ended already')
    const alerted = planOwnEnd(own({ outcome: 'failure', journal: { ...FRESH, ended: true, alerted: true } }))
    expect(alerted).toEqual({ says: 'the job failed, and the activity has ended already' })
  })

  test('the updates handed over are taken only where the end goes out', () => {
    let taken = 0
    const latest = () => {
      taken++
      return { ...RECORD.content, title: 'Deploy v2' }
    }
    expect(planOwnEnd(own({ latest })).end?.content.title).toBe('Deploy v2')
    planOwnEnd(own({ latest, holding: { role: 'attacher', byName: false } }))
    planOwnEnd(own({ latest, journal: { ...FRESH, ended: true } }))
    expect(taken).toBe(1)
  })
})

function report(index: number, outcome: LegReport['outcome'], at = 0): LegReport {
  return { index, outcome, attempt: 1, at, digest: `${index}`.repeat(12), job: String(40 + index) }
}

function tallyOf(done: readonly LegReport[], count = 3): Tally {
  const failed = done.filter((leg) => leg.outcome === 'failure')
  const outcome =
    failed.length > 0 ? 'failure' : done.some((leg) => leg.outcome === 'cancelled') ? 'cancelled' : 'success'
  const complete = done.length === count
  return { count, done, failed, failedLabel: failed[0] && 'windows-latest', outcome, complete, early: false }
}

const ACTIVITY = { token: 'MTX01', startedAt: RECORD.startedAt, legsUsualMs: { 'ubuntu-latest': 60 * S } }

function leg(standing: LegStanding, facts: Partial<LegEndFacts> = {}): LegEndFacts {
  return {
    standing,
    activity: ACTIVITY,
    latest: () => RECORD.content,
    shownByTrackers: false,
    updateLeavesReserve: true,
    alert: CRITICAL,
    journal: FRESH,
    at: RECORD.startedAt + 90 * S,
    timedUpdates: 6,
    ...facts,
  }
}

const TWO_DONE = tallyOf([report(0, 'success'), report(1, 'success')])
const ALL_DONE_ONE_FAILED = tallyOf([report(0, 'success'), report(1, 'success'), report(2, 'failure')])

describe("a leg's end, once the board has its report", () => {
  test('a leg before the last, that nothing else shows: the tally, as an update', () => {
    const plan = planLegEnd(leg({ over: false, tally: TWO_DONE, last: false, ends: 'nobody yet' }))
    expect(plan).toMatchObject({ update: { token: 'MTX01' }, says: 'this leg done, on the tally' })
    expect('update' in plan && plan.update?.content.body).toMatch(/^2 of 3 legs done/)
  })

  test("a leg before the last, the legs' trackers showing them: nothing", () => {
    const standing = { over: false, tally: TWO_DONE, last: false, ends: 'nobody yet' } as const
    expect(planLegEnd(leg(standing, { shownByTrackers: true }))).toEqual({
      says: "the legs' trackers show the matrix: the one that sends shows this leg done",
    })
  })

  test('an update that would leave less than the end needs: none, and the notice says why', () => {
    const standing = { over: false, tally: TWO_DONE, last: false, ends: 'nobody yet' } as const
    expect(planLegEnd(leg(standing, { updateLeavesReserve: false }))).toEqual({
      says: 'the update left out',
      notice: QUOTA_KEPT_NOTICE,
    })
  })

  test('the last leg, a leg failed: the red end with the legs, the alert naming the failed leg, the board cleared', () => {
    const plan = planLegEnd(leg({ over: false, tally: ALL_DONE_ONE_FAILED, last: true, ends: 'this leg' }))
    expect(plan).toMatchObject({
      end: { token: 'MTX01', outcome: 'failure', content: { severity: 'CRIT' } },
      alert: { message: { critical: true } },
      clear: { outcome: 'failure', fresh: false },
    })
    expect('alert' in plan && plan.alert?.message.body).toContain('failed at “windows-latest”')
  })

  test('the holder of the end’s claim (not the last to look): the end, the board cleared looking again', () => {
    const plan = planLegEnd(leg({ over: false, tally: ALL_DONE_ONE_FAILED, last: false, ends: 'this leg' }))
    expect(plan).toMatchObject({ clear: { fresh: true } })
  })

  test('its tracker sent the end in its post’s place and was stopped before it said so: no second end; the alert once, the board cleared', () => {
    const standing = { over: false, tally: ALL_DONE_ONE_FAILED, last: false, ends: 'this leg' } as const
    const plan = planLegEnd(leg(standing, { journal: { ...FRESH, ended: true } }))
    expect(plan).toMatchObject({ clear: { outcome: 'failure' }, alert: {} })
    expect('end' in plan && plan.end).toBeFalsy()
    const alerted = planLegEnd(leg(standing, { journal: { ...FRESH, ended: true, alerted: true } }))
    expect(alerted).toEqual({
      clear: { outcome: 'failure', fresh: true },
      says: "the matrix's end went out already",
    })
  })

  test('over, or another leg ends it: nothing, and nothing of the activity read', () => {
    let read = 0
    const latest = () => {
      read++
      return RECORD.content
    }
    expect(planLegEnd(leg({ over: true }, { latest }))).toEqual({
      says: "the matrix's activity is over; this leg only reports",
    })
    expect(
      planLegEnd(
        leg({ over: false, tally: ALL_DONE_ONE_FAILED, last: false, ends: 'another leg' }, { latest }),
      ),
    ).toEqual({ says: 'the matrix is complete, and another leg claimed its end' })
    expect(read).toBe(0)
  })

  test('the matrix’s activity unknown where this leg would send: it shows its own', () => {
    const standing = { over: false, tally: ALL_DONE_ONE_FAILED, last: true, ends: 'this leg' } as const
    expect(planLegEnd(leg(standing, { activity: undefined }))).toMatchObject({ noActivity: true })
  })
})

describe('the one sequence every part carries a plan out in', () => {
  const made = temporaryFolders('end-plan-')

  function host(refuse: readonly string[] = []) {
    const folder = ActivityFolder.of(made(), RECORD.token)
    folder.create(RECORD)
    const calls: string[] = []
    const answer = (kind: string) => async () => {
      calls.push(kind)
      if (refuse.includes(kind)) throw new Error(`${kind} refused`)
      return { ruuid: 'r', remaining: 90 }
    }
    const client = {
      updateActivity: answer('update'),
      endActivity: answer('end'),
      push: answer('alert'),
    } as unknown as SignalgridChannels
    const fake: EndHost = {
      journal: { folder, seal: new JournalSeal('ck', folder) },
      by: 'tracker',
      client,
      alertClient: () => client,
      delays: { dismissalDelay: 60, failureDismissalDelay: 600 },
      failed: (what) => calls.push(`failed: ${what}`),
      done: () => calls.push('done'),
      clear: async (outcome, fresh) => void calls.push(`clear ${outcome} ${fresh}`),
    }
    return { fake, calls, folder }
  }

  const plan = planLegEnd(leg({ over: false, tally: ALL_DONE_ONE_FAILED, last: true, ends: 'this leg' }))

  test('the end, the alert, then done and the board cleared; the end and the alert sealed in the journal', async () => {
    const { fake, calls, folder } = host()
    expect('end' in plan && (await sendPlan(plan, fake))).toBe(true)
    expect(calls).toEqual(['end', 'alert', 'done', 'clear failure false'])
    const journal = folder.readJournal()
    expect(journal.map((entry) => entry.kind)).toEqual(['end', 'alert'])
    expect(journal.every((entry) => fake.journal?.seal.holds(entry))).toBe(true)
  })

  test('an end the service refused: said, the alert still goes, the board is not cleared and nothing marked done', async () => {
    const { fake, calls } = host(['end'])
    expect('end' in plan && (await sendPlan(plan, fake))).toBe(false)
    expect(calls).toEqual([
      'end',
      'failed: could not end the activity; it may stay on the phone until it expires',
      'alert',
    ])
  })
})
