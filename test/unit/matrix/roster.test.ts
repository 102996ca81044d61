import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type Leg, labelDigest } from '../../../src/matrix/leg.js'
import { reportLeg } from '../../../src/matrix/leg-report.js'
import { Roster } from '../../../src/matrix/roster.js'
import { RunKey } from '../../../src/matrix/sealed.js'
import type { Tally } from '../../../src/matrix/tally.js'
import { Waits } from '../../../src/matrix/waits.js'
import type { Outcome } from '../../../src/outcome.js'
import { updateStillDue } from '../../../src/stages/leg-spacing.js'
import { ArtifactEmulator } from '../../support/artifact-emulator.js'
import { catchLibraryLog } from '../../support/library-log.js'

let emulator: ArtifactEmulator
let runnerTemp: string

catchLibraryLog()

beforeEach(async () => {
  emulator = await ArtifactEmulator.start()
  runnerTemp = await mkdtemp(join(tmpdir(), 'roster-runner-temp-'))
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.com')
  vi.stubEnv('RUNNER_TEMP', runnerTemp)
})

afterEach(async () => {
  vi.unstubAllEnvs()
  await emulator.close()
  await rm(runnerTemp, { recursive: true, force: true })
})

const LABELS = ['linux, 20', 'macos, 22', 'windows, 22']
/** The run's key, as every leg of the matrix derives it from the Signalgrid secrets. */
const KEY = new RunKey('key\nchannel', 'octo-org/octo-repo', '7000000001')
const signed = (name: string) => KEY.signed(name)

/** Leg `index` of a matrix of three over LABELS, in `attempt`, with its own runtime token. */
function legOf(index: number, attempt = 1, job = 'build', failFast = false): Roster {
  for (const [name, value] of Object.entries(emulator.leg().env)) vi.stubEnv(name, value)
  const leg: Leg = { index, count: 3, label: LABELS[index] as string, failFast }
  return new Roster(job, attempt, leg, KEY, '', new Waits(10_000, () => {}))
}

/** The tally as a leg's end reads it: one look at the board, then the tally of what it found. */
async function lookedTally(roster: Roster, outcome: Outcome): Promise<Tally> {
  await roster.look()
  return roster.tally(outcome)
}

/** The kinds of the calls `work` made. */
async function callsOf(work: () => Promise<unknown>): Promise<(string | undefined)[]> {
  const before = emulator.requests.length
  await work()
  return emulator.requests.slice(before).map((call) => call.kind)
}

const UPLOAD = ['CreateArtifact', 'upload-block', 'upload-commit', 'FinalizeArtifact']
const DOWNLOAD = ['ListArtifacts', 'GetSignedArtifactURL', 'download']

describe("a leg's report and the tally", () => {
  test('the report is one upload with no look first, the tally one listing: no download while no other leg failed', async () => {
    await legOf(0).report('success')
    const leg = legOf(1)

    expect(await callsOf(() => leg.report('success'))).toEqual(UPLOAD)
    let tally: Tally | undefined
    expect(await callsOf(async () => (tally = await lookedTally(leg, 'success')))).toEqual(['ListArtifacts'])
    expect(tally).toMatchObject({ complete: false, outcome: 'success', failed: [], failedLabel: undefined })
    expect(tally?.done.map((report) => [report.index, report.outcome])).toEqual([
      [0, 'success'],
      [1, 'success'],
    ])
    // When each leg reported, by the service's clock: the time its report was created.
    const created = emulator.artifacts.filter((artifact) => artifact.name.includes('-leg-'))
    expect(tally?.done.map((report) => report.at)).toEqual(
      created.map((artifact) => artifact.createdAt.getTime()),
    )
  })

  test("the outcome and the label's digest are in the name, the label in the text: nothing else is left", async () => {
    await legOf(2).report('cancelled')

    const name = `signalgrid-build-leg-2-a1-cancelled-${labelDigest('windows, 22')}`
    const sealed = (text: string | undefined) => KEY.unseal(text ?? '', name)
    expect(
      emulator.artifacts.map((artifact) => [artifact.name, sealed(artifact.content?.toString())]),
    ).toEqual([[signed(name), 'windows, 22']])
  })

  test("the failed leg the phone names: another leg's label is read from its report", async () => {
    await legOf(2).report('failure')
    await legOf(0).report('failure')
    const leg = legOf(1)
    await leg.report('success')

    let tally: Tally | undefined
    expect(await callsOf(async () => (tally = await lookedTally(leg, 'success')))).toEqual([
      'ListArtifacts',
      ...DOWNLOAD,
    ])
    expect(tally).toMatchObject({ outcome: 'failure', complete: true, failedLabel: 'linux, 20' })
    expect(tally?.failed.map((report) => report.index)).toEqual([0, 2])
    // Every leg's weight is found by its label's digest, read from the names alone.
    expect(tally?.done.map((report) => report.digest)).toEqual(LABELS.map(labelDigest))
  })

  test('the failed leg the phone names is this one: its own label, no download', async () => {
    await legOf(2).report('failure')
    const leg = legOf(0)
    await leg.report('failure')

    let tally: Tally | undefined
    expect(await callsOf(async () => (tally = await lookedTally(leg, 'failure')))).toEqual(['ListArtifacts'])
    expect(tally?.failedLabel).toBe('linux, 20')
  })

  test("the legs that joined this attempt come from the same listing; another job's entries never count", async () => {
    await legOf(0).report('success')
    await legOf(1).report('failure')
    await legOf(2).report('success')
    // Jobs whose keys start with this one's: their entries share the prefix, not the names' shape.
    await legOf(1, 1, 'build-leg').report('success')
    await legOf(0, 2, 'build-a2').join()
    const rerun = legOf(1, 2)
    await rerun.join()

    expect(await callsOf(() => legOf(2, 2).join())).toEqual(UPLOAD)
    await rerun.report('success')
    let tally: Tally | undefined
    expect(await callsOf(async () => (tally = await lookedTally(rerun, 'success')))).toEqual([
      'ListArtifacts',
    ])
    // Leg 2 runs again: its report of attempt 1 no longer counts; leg 0's does, and leg 1's of attempt 2.
    expect(tally?.done.map((report) => [report.index, report.attempt])).toEqual([
      [0, 1],
      [1, 2],
    ])
    expect(tally).toMatchObject({ complete: false, outcome: 'success' })
  })
})

describe('the end', () => {
  test("the end's claim looks at the tally's listing: taken there, no call", async () => {
    const first = legOf(0)
    expect(await first.claimStart()).toBe('claimed')
    await first.report('success')
    await legOf(1).report('success')
    await legOf(2).report('success')
    await first.look()
    expect(await first.claimEnd()).toBe('claimed')
    const late = legOf(2)
    await late.look()

    expect(await callsOf(async () => expect(await late.claimEnd()).toBe('taken'))).toEqual([])
  })

  test("the end claimed by a leg's tracker, stopped before it sent the end: the leg's post finds the claim its own, another leg finds it taken", async () => {
    expect(await legOf(0).claimStart()).toBe('claimed')
    await legOf(0).report('success')
    await legOf(1).report('success')
    // Leg 2's tracker reports in its post's place, claims the end, and is stopped there.
    const tracker = legOf(2)
    await tracker.report('cancelled')
    await tracker.look()
    expect(await tracker.claimEnd()).toBe('claimed')

    const post = legOf(2)
    await post.look()
    expect(await post.isOver()).toBe(false)
    expect(await post.claimEnd()).toBe('claimed')
    const other = legOf(1)
    await other.look()
    expect(await other.isOver()).toBe(true)
    expect(await other.claimEnd()).toBe('taken')
  })

  test("a leg's end made twice, by its tracker cut after it won the end's claim, then by its post: the post ends the matrix, and only it", async () => {
    expect(await legOf(0, 1, 'build', true).claimStart()).toBe('claimed')
    await legOf(1, 1, 'build', true).report('success')
    const running = { alone: false, stillRunning: async () => 0 }
    // Leg 2 is cancelled (as the run is): the matrix is complete early, with leg 0 still to report.
    const byTracker = await reportLeg(legOf(2, 1, 'build', true), 'cancelled', running)
    expect(byTracker).toMatchObject({ over: false, last: false, claim: 'claimed' })
    const byPost = await reportLeg(legOf(2, 1, 'build', true), 'cancelled', running)
    expect(byPost).toMatchObject({ over: false, last: false, claim: 'claimed' })
    // Leg 0, reporting after, finds the matrix's activity over.
    expect(await reportLeg(legOf(0, 1, 'build', true), 'cancelled', running)).toEqual({ over: true })
  })

  test("a leg's update later than the spacing after its report: sent only while the board shows no end claimed", async () => {
    const inputs = {
      leg: { index: 1, count: 3, label: LABELS[1] as string, failFast: true },
      minUpdateIntervalSeconds: 5,
    }
    expect(await legOf(0).claimStart()).toBe('claimed')
    await legOf(1).report('failure')
    const late = legOf(1)
    const tally = await lookedTally(late, 'failure')
    const reported = { ...tally, done: tally.done.map((report) => ({ ...report, at: Date.now() - 6_000 })) }
    const inTime = { ...tally, done: tally.done.map((report) => ({ ...report, at: Date.now() })) }
    expect(await callsOf(async () => expect(await updateStillDue(inTime, inputs, late)).toBe(true))).toEqual(
      [],
    )
    expect(await updateStillDue(reported, inputs, late)).toBe(true)
    // Another leg ends the matrix meanwhile.
    const ender = legOf(2)
    await ender.report('cancelled')
    await ender.look()
    expect(await ender.claimEnd()).toBe('claimed')
    expect(await updateStillDue(reported, inputs, late)).toBe(false)
  })

  test('two legs whose tallies both missed the end: the service lets only one claim it', async () => {
    expect(await legOf(0).claimStart()).toBe('claimed')
    await legOf(0).report('success')
    await legOf(1).report('success')
    await legOf(2).report('success')
    const [a, b] = [legOf(0), legOf(1)]
    await a.look()
    await b.look()

    expect([await a.claimEnd(), await b.claimEnd()]).toEqual(['claimed', 'taken'])
    const creates = emulator.requests.filter((call) => call.kind === 'CreateArtifact')
    expect(creates.at(-1)?.answer?.status).toBe(409)
  })

  test("clearing after a success leaves nothing of the matrix, earlier attempts' notes included; another job's entries stay", async () => {
    await legOf(0, 2).join()
    await legOf(1, 1, 'build-leg').report('success')
    const [a, b, c] = [legOf(0, 2), legOf(1, 2), legOf(2, 2)]
    expect(await a.claimStart()).toBe('claimed')
    await a.report('success')
    await b.report('success')
    await c.report('success')
    await c.look()
    expect(await c.claimEnd()).toBe('claimed')

    await c.clear('success', true)
    expect(emulator.shown()).toEqual([
      signed(`signalgrid-build-leg-leg-1-a1-success-${labelDigest(LABELS[1] as string)}`),
    ])
  })

  test('clearing after a failure keeps what a re-run of the failed legs needs, and the end claim', async () => {
    const [a, b, c] = [legOf(0), legOf(1), legOf(2)]
    expect(await a.claimStart()).toBe('claimed')
    await a.report('success')
    await b.report('failure')
    await c.report('cancelled')
    await c.look()
    expect(await c.claimEnd()).toBe('claimed')

    await c.clear('failure', true)
    expect(emulator.shown()).toEqual([
      signed(`signalgrid-build-leg-0-a1-success-${labelDigest(LABELS[0] as string)}`),
      signed('signalgrid-build-a1-end'),
    ])
    // A leg that reports after the end finds the activity over.
    const late = legOf(1)
    await late.report('success')
    await late.look()
    expect(await late.isOver()).toBe(true)
  })

  test('a leg that finds every other leg done is the last: counted with no report of its own', async () => {
    await legOf(0).report('success')
    await legOf(1).report('failure')
    const last = legOf(2)
    await last.look()

    expect(last.othersDone('success')).toBe(true)
    expect(await lookedTally(last, 'success')).toMatchObject({
      complete: true,
      early: false,
      outcome: 'failure',
    })
    // Leg 2 has not reported: leg 0 is not the last.
    const first = legOf(0)
    await first.look()
    expect(first.othersDone('success')).toBe(false)
  })
})

describe('claims whose answer was lost', () => {
  const startName = signed('signalgrid-build-a1-start')
  const onStart = (call: { readonly name: string | undefined }) => call.name?.startsWith(startName) === true

  test("the start's claim finalized and its answer reset: the listing's digest says it is this leg's, and no other leg's", async () => {
    emulator.inject('FinalizeArtifact', { type: 'lost', answer: 'reset' }, 1, onStart)
    const first = legOf(0)

    expect(await first.claimStart()).toBe('claimed')
    expect(await legOf(1).claimStart()).toBe('taken')
    // Found at the first look after the reset: one note, under the first name.
    expect(emulator.shown('signalgrid-build-a1-')).toEqual([startName])
  })

  test("the start's claim reset before the service acted, while another leg claims: the other holds it, this leg finds it", async () => {
    emulator.inject('CreateArtifact', { type: 'reset' }, 1, onStart)
    const [a, b] = [legOf(0), legOf(1)]
    const unsure = a.claimStart()
    await expect.poll(() => emulator.requests.some((call) => call.fault?.type === 'reset')).toBe(true)

    expect(await b.claimStart()).toBe('claimed')
    expect(await unsure).toBe('taken')
    expect(emulator.shown('signalgrid-build-a1-')).toEqual([startName])
  })

  test("the start's claim carried out and its answer reset (the name burnt): claimed again under the next name, once", async () => {
    emulator.inject('CreateArtifact', { type: 'lost', answer: 'reset' }, 1, onStart)
    const [a, b] = [legOf(0), legOf(1)]

    const claims = await Promise.all([a.claimStart(), b.claimStart()])
    expect(claims.sort()).toEqual(['claimed', 'taken'])
    expect(emulator.shown('signalgrid-build-a1-')).toEqual([signed('signalgrid-build-a1-start-2')])
  })

  test("the end's claim finalized and its answer reset: this leg ends it, the other finds it taken", async () => {
    expect(await legOf(0).claimStart()).toBe('claimed')
    for (const index of [0, 1, 2]) await legOf(index).report('success')
    const [a, b] = [legOf(1), legOf(2)]
    await a.look()
    await b.look()
    emulator.inject(
      'FinalizeArtifact',
      { type: 'lost', answer: 'reset' },
      1,
      (call) => call.name === signed('signalgrid-build-a1-end'),
    )

    expect(await a.claimEnd()).toBe('claimed')
    expect(await b.claimEnd()).toBe('taken')
  })

  test('a report whose create was reset is left again, and the tally counts the leg once', async () => {
    emulator.inject('CreateArtifact', { type: 'reset' }, 1, (call) => call.name?.includes('-leg-1-') === true)
    await legOf(0).report('success')
    await legOf(1).report('failure')
    const last = legOf(2)

    expect(await lookedTally(last, 'success')).toMatchObject({ complete: true, outcome: 'failure' })
    expect(emulator.shown().filter((name) => name.includes('-leg-1-'))).toEqual([
      signed(`signalgrid-build-leg-1-a1-failure-${labelDigest(LABELS[1] as string)}-r2`),
    ])
  })
})

describe('notes the legs did not leave', () => {
  const OTHER_RUN = new RunKey('key\nchannel', 'octo-org/octo-repo', '7000000002')
  const report1 = `signalgrid-build-leg-1-a1-failure-${labelDigest(LABELS[1] as string)}`

  test('a report, a claim and a token forged without the key, or from another run, count for nothing, and cost no call to tell', async () => {
    for (const name of [report1, `${report1}-${'0'.repeat(32)}`, OTHER_RUN.signed(report1)]) {
      emulator.store(name, 'x'.repeat(9_600))
    }
    emulator.store('signalgrid-build-a1-end', '0')
    emulator.store(OTHER_RUN.signed('signalgrid-build-a1-end'), '0')
    const activity = 'signalgrid-build-a1-activity'
    emulator.store(activity, 'junk')
    emulator.store(OTHER_RUN.signed(activity), OTHER_RUN.seal('{"token":"forged","startedAt":0}', activity))
    const starter = legOf(0)
    expect(await starter.claimStart()).toBe('claimed')
    await starter.publish({ token: 'TOKEN', startedAt: 1 })
    await legOf(0).report('success')
    await legOf(2).report('success')
    const leg = legOf(1)
    await leg.look()

    // Leg 1 has not reported: it is the last, and the matrix succeeded; nobody claimed its end.
    expect(leg.othersDone('success')).toBe(true)
    let tally: Tally | undefined
    expect(await callsOf(async () => (tally = await leg.tally('success')))).toEqual([])
    expect(tally).toMatchObject({ complete: true, outcome: 'success', failed: [] })
    expect(await leg.isOver()).toBe(false)
    expect(await leg.claimEnd()).toBe('claimed')
    // Only the token the starter left is downloaded, and opened.
    expect(
      await callsOf(async () => expect(await leg.published(1_000, 100)).toMatchObject({ token: 'TOKEN' })),
    ).toEqual(DOWNLOAD)
  })

  test('a report whose text was swapped under its name: the phone names the failed leg by its place, never the swapped text', async () => {
    await legOf(1).report('failure')
    emulator.replace(KEY.signed(report1), 'x'.repeat(9_600))
    const leg = legOf(0)

    expect(await lookedTally(leg, 'success')).toMatchObject({ failedLabel: 'leg 2' })
  })

  test('a token note swapped under its name does not open: the next one does', async () => {
    const starter = legOf(0)
    expect(await starter.claimStart()).toBe('claimed')
    const activity = KEY.signed('signalgrid-build-a1-activity')
    emulator.store(activity, 'junk')
    await starter.publish({ token: 'TOKEN', startedAt: 1 })
    const leg = legOf(1)
    await leg.look()

    expect(await leg.published(1_000, 100)).toMatchObject({ token: 'TOKEN' })
    expect(emulator.shown('signalgrid-build-a1-activity')).toEqual([
      activity,
      KEY.signed('signalgrid-build-a1-activity-r2'),
    ])
  })

  test('a note copied under a suffix no leg gave it (its tag kept, "-r7" after it) is none of theirs: never read', async () => {
    await legOf(1).report('failure')
    const [report] = emulator.shown('signalgrid-build-leg-1-')
    const text = emulator.artifacts.find((artifact) => artifact.name === report)?.content?.toString()
    // The copy is listed first: were it the leg's, the phone would name the leg by the label it holds.
    emulator.store(`${report}-r7`, text ?? '')
    emulator.replace(report as string, 'x'.repeat(9_600))
    const leg = legOf(0)

    expect(await lookedTally(leg, 'success')).toMatchObject({ failedLabel: 'leg 2' })
  })

  test('the clean-up takes off only what the legs left', async () => {
    emulator.store('signalgrid-build-a1-start', 'forged')
    const starter = legOf(0)
    expect(await starter.claimStart()).toBe('claimed')
    for (const index of [0, 1, 2]) await legOf(index).report('success')
    const last = legOf(2)
    await last.look()

    await last.clear('success', false)
    expect(emulator.shown()).toEqual(['signalgrid-build-a1-start'])
  })
})
