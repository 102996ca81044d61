// The board suite: jobs that share one activity through the run's board (a matrix's legs, jobs giving one
// `activity-name`) meet a fault of the board at one place at a time: an answer lost on the way back (the
// connection reset before the service acted, or after it), blob storage refusing, a leg the board cannot
// reach. Each job runs the bundled dist/ as its own runner emulation, in parallel with the others. Each
// case asserts what the phone was shown: every activity started is ended exactly once, the one the jobs
// share ends after the last job's post, with the whole tally, and each stage stays within its bound.
import { describe, expect, type TestContext, test } from 'vitest'
import { LEG_WAIT_MS } from '../../src/constants.js'
import { BOARD_DEADLINE_MS } from '../../src/matrix/board-deadline.js'
import { labelDigest } from '../../src/matrix/leg.js'
import type { RunKey } from '../../src/matrix/sealed.js'
import {
  afterUpdates,
  matrixKey,
  NAME,
  nameKey,
  pipeline,
  RUN_ID,
  runLeg,
  runNamed,
  stageLimit,
  startAll,
  togetherStep,
  view,
  waitedMs,
} from '../e2e/board-jobs.js'
import { activityView, during, expectCleanJob, requestsOf } from '../e2e/scenario.js'
import type { Services } from '../support/action-job.js'
import type { ArtifactCall, ArtifactEmulator, ArtifactFault } from '../support/artifact-emulator.js'
import { places } from '../support/places.js'
import { type BoardFigures, recordFigures } from '../support/reliability-figures.js'
import { nodeRuntimes } from '../support/runner/node-runtimes.js'
import type { JobResult, RunningJob, StageRecord } from '../support/runner-harness.js'

const runtime = nodeRuntimes().available.at(-1)?.name ?? 'node24'

/**
 * How many cases run their jobs at once. Each runs two or three jobs side by side, each of three stages, and
 * every stage's calls to the board come out of its 10 s.
 */
const { placed } = places(6)

const RESET = { type: 'reset' } as const
const RESET_AFTER = { type: 'lost', answer: 'reset' } as const

/** What the jobs left, judged: the figures, and what went wrong. */
interface Judged {
  readonly figures: BoardFigures
  readonly problems: readonly string[]
}

interface Expected {
  /** Activities of their own the jobs had to show (a leg the board could not reach when it joined). */
  readonly own?: number
  /** Whether the jobs share one activity: none when the board was of no use to any of them. */
  readonly shared?: boolean
  /** The shared activity's end, by its body. */
  readonly end?: RegExp
  /** The shared activity's updates, by their bodies. */
  readonly updates?: readonly string[]
  /** Signalgrid's annotations the jobs gave, in all. */
  readonly notices?: number
}

/**
 * Judges what the phone was shown and how long each stage took: every activity ended exactly once, no more
 * of them than the fault called for, the shared one (the one whose token `shared` picks) ended once the last
 * job's post had begun, with the expected tally, every stage within its bound.
 */
function judge(
  services: Services,
  results: readonly JobResult[],
  expected: Expected,
  met: boolean,
  shared: (token: string) => boolean,
): Judged {
  const problems: string[] = []
  const activities = services.signalgrid.phone.activities
  const ends = requestsOf(services, 'end').filter((request) => request.outcome === 'accepted')
  const endedOnce = activities.filter(
    (activity) => ends.filter((end) => end.fields.token === activity.view.token).length === 1,
  ).length
  if (endedOnce !== activities.length)
    problems.push(`${activities.length - endedOnce} not ended exactly once`)
  const due = (expected.shared === false ? 0 : 1) + (expected.own ?? 0)
  const extra = Math.max(0, activities.length - due)
  if (activities.length !== due) problems.push(`${activities.length} activities`)
  const [sharedEnd] = ends.filter((end) => shared(String(end.fields.token)))
  // The last job's post is where the last report comes from: the end may not come before it began.
  const lastPost = Math.max(...results.map((result) => (result.stages.at(-1) as StageRecord).startedAt))
  const endedEarly = sharedEnd !== undefined && sharedEnd.at < lastPost
  if (!sharedEnd && expected.shared !== false) problems.push('the shared activity was never ended')
  if (endedEarly) problems.push('the shared activity ended before the last post')
  if (sharedEnd && expected.end && !expected.end.test(String(sharedEnd.fields.body))) {
    problems.push(`the end said "${sharedEnd.fields.body}"`)
  }
  const updates = requestsOf(services, 'update')
    .filter((update) => shared(String(update.fields.token)))
    .map((update) => String(update.fields.body))
  if (expected.updates && JSON.stringify(updates) !== JSON.stringify(expected.updates)) {
    problems.push(`updates ${JSON.stringify(updates)}`)
  }
  const stages = results.flatMap((result) => result.stages)
  const within = stages.filter((stage) => waitedMs(stage) <= LEG_WAIT_MS && stage.durationMs < stageLimit())
  if (within.length !== stages.length)
    problems.push(`${stages.length - within.length} stages over their bound`)
  const notices = results.flatMap((result) =>
    result.annotations
      .filter((annotation) => annotation.properties.title === 'Signalgrid')
      .map((annotation) => annotation.message),
  )
  if (notices.length !== (expected.notices ?? 0)) problems.push(`annotations: ${JSON.stringify(notices)}`)
  const figures: BoardFigures = {
    suite: 'board',
    runtime,
    met,
    survived: problems.length === 0,
    activities: activities.length,
    endedOnce,
    extra,
    endedEarly,
    stages: stages.length,
    stagesWithinBound: within.length,
  }
  return { figures, problems: problems.length > 0 ? [...problems, boardLog(results)] : problems }
}

/**
 * What each job's stages said of the board (the debug log), and how long each took: shown for a case that
 * fails, where the timing is what tells a race from a rule broken.
 */
function boardLog(results: readonly JobResult[]): string {
  return results
    .map((result, job) =>
      result.stages
        .map((stage) => {
          const lines = stage.stdout.split('\n').filter((line) => /^::(debug|notice)::Signalgrid/.test(line))
          return [
            `job ${job} ${stage.stage}: ${stage.durationMs} ms`,
            ...lines.map((line) => `  ${line}`),
          ].join('\n')
        })
        .join('\n'),
    )
    .join('\n')
}

/** Every job ran cleanly: no stage failed, no secret shown, nothing refused by the service. */
function expectClean(t: TestContext, services: Services, results: readonly JobResult[]) {
  for (const result of results) expectCleanJob(t, result, services, { stageLimitMs: stageLimit() })
}

/** The fault planned for the next `kind` call on an entry whose name matches `name`. */
function planFault(artifacts: ArtifactEmulator, kind: ArtifactCall, name: RegExp, fault: ArtifactFault) {
  artifacts.inject(kind, fault, 1, (call) => name.test(call.name ?? ''))
}

const faulted = (artifacts: ArtifactEmulator) => artifacts.requests.some((call) => call.fault !== undefined)

/** Whether a token is the matrix's: its start said how many legs were done. */
const matrixToken = (services: Services) => (token: string) =>
  services.signalgrid.phone.activities.some(
    (activity) => activity.view.token === token && /legs done$/.test(activity.history[0]?.content.body ?? ''),
  )

interface MatrixCase {
  readonly title: string
  readonly kind: ArtifactCall
  readonly name: RegExp
  readonly fault: ArtifactFault
}

/** A note's name, whatever its tag. */
const tagged = (what: string) => new RegExp(`-a1-${what}-[0-9a-f]{32}$`)
const START = tagged('start')
const TOKEN = tagged('activity')
const REPORT = /-leg-0-a1-/
const END = tagged('end')

/** A matrix of three whose legs end one after another: the first leg's report, then each update, counts. */
const endingInTurn: readonly MatrixCase[] = [
  {
    title: "the start's claim, reset before the service acted",
    kind: 'CreateArtifact',
    name: START,
    fault: RESET,
  },
  {
    title: "the start's claim, created and its answer reset (the name burnt)",
    kind: 'CreateArtifact',
    name: START,
    fault: RESET_AFTER,
  },
  {
    title: "the start's claim, finalized and its answer reset",
    kind: 'FinalizeArtifact',
    name: START,
    fault: RESET_AFTER,
  },
  {
    title: "the start's claim, finalized and its answer never coming (cut at the board's deadline)",
    kind: 'FinalizeArtifact',
    name: START,
    fault: { type: 'lost', answer: 'none' },
  },
  {
    title: "the token's upload, reset before the service acted",
    kind: 'CreateArtifact',
    name: TOKEN,
    fault: RESET,
  },
  {
    title: "the token's upload, finalized and its answer reset",
    kind: 'FinalizeArtifact',
    name: TOKEN,
    fault: RESET_AFTER,
  },
  {
    title: "the first leg's report, reset before the service acted",
    kind: 'CreateArtifact',
    name: REPORT,
    fault: RESET,
  },
  {
    title: "the first leg's report, finalized and its answer reset",
    kind: 'FinalizeArtifact',
    name: REPORT,
    fault: RESET_AFTER,
  },
  {
    title: 'a delete of the clean-up, reset before the service acted',
    kind: 'DeleteArtifact',
    name: /./,
    fault: RESET,
  },
  {
    title: 'a delete of the clean-up, carried out and its answer reset',
    kind: 'DeleteArtifact',
    name: /./,
    fault: RESET_AFTER,
  },
]

/** Two legs that finish together: both see the matrix complete, and claim its end. */
const together: readonly MatrixCase[] = [
  {
    title: "the end's claim, reset before the service acted",
    kind: 'CreateArtifact',
    name: END,
    fault: RESET,
  },
  {
    title: "the end's claim, created and its answer reset (the name burnt)",
    kind: 'CreateArtifact',
    name: END,
    fault: RESET_AFTER,
  },
  {
    title: "the end's claim, finalized and its answer reset",
    kind: 'FinalizeArtifact',
    name: END,
    fault: RESET_AFTER,
  },
]

/** A made-up tag: what a forger without the key can give a name. */
const MADE_UP = 'f'.repeat(32)

/** The sealed text with its 16-byte tag cut to 4, which GCM would otherwise check as far as it goes. */
function shortTag(sealed: string): string {
  const [iv, tag, data] = sealed.split('.')
  return [
    iv,
    Buffer.from(tag ?? '', 'base64')
      .subarray(0, 4)
      .toString('base64'),
    data,
  ].join('.')
}

/** No stage wrote a deprecation warning (DEP0182: a GCM tag shorter than 16 bytes) or any other. */
function warned(results: readonly JobResult[]): string[] {
  return results.flatMap((result) =>
    result.stages.flatMap((stage) => stage.stderr.split('\n').filter((line) => /Warning|DEP0\d+/.test(line))),
  )
}

/** The downloads the jobs made, by the names of the notes they read. */
const read = (artifacts: ArtifactEmulator) =>
  artifacts.requests.filter((call) => call.kind === 'GetSignedArtifactURL').map((call) => call.name)

/**
 * Two jobs giving the same name that start at once, then a third that ends the activity (`always`), after
 * `prepare` laid a fault on the board (planted notes, or a fault planned for a call); judged as a matrix is:
 * one activity, ended once by the last job, and no warning on any stage.
 */
async function namedJobs(
  t: TestContext,
  prepare: (artifacts: ArtifactEmulator, services: Services) => void,
  met: (artifacts: ArtifactEmulator) => boolean = () => true,
) {
  const { services, artifacts } = await startAll(t)
  prepare(artifacts, services)
  const steps = (job: string) => [{ run: job, name: `${job} step`, sleepMs: 300 }]
  const both = await Promise.all(
    ['linux', 'macos'].map((job) =>
      runNamed(t, services, artifacts, { job, steps: steps(job), debug: true }),
    ),
  )
  const [deploy] = await pipeline(t, services, artifacts, [
    { job: 'deploy', steps: steps('deploy'), inputs: { 'end-activity': 'always' } },
  ])
  const results = [...both, deploy as JobResult]
  const expected = { end: /^Succeeded in \d+s$/ }
  const { figures, problems } = judge(services, results, expected, met(artifacts), () => true)
  recordFigures(t.task, figures)
  expect(problems).toEqual([])
  expect(figures.met).toBe(true)
  expectClean(t, services, results)
  expect(warned(results)).toEqual([])
  expect(view(services, 'start')).toHaveLength(1)
}

interface Forgery {
  /** What a step of the run leaves on the board before the legs start, or the fault planned for a call. */
  readonly plant?: (artifacts: ArtifactEmulator, services: Services) => void
  /** Whether the fault met the code (planted notes are listed to every leg). */
  readonly met?: (artifacts: ArtifactEmulator) => boolean
  /** What a step does once the first two legs have shown, before the last leg ends. */
  readonly beforeLast?: (artifacts: ArtifactEmulator) => void
  /** The second leg fails (the others go on: no fail-fast), and the alert is asked for. */
  readonly secondFails?: boolean
  readonly expected?: Expected
}

/** Three legs of a matrix ending in turn, meeting a lost answer or what a step of the run forged. */
async function matrixWith(t: TestContext, forgery: Forgery) {
  const { services, artifacts } = await startAll(t)
  forgery.plant?.(artifacts, services)
  const inputs: Record<string, string> = forgery.secondFails
    ? { 'fail-fast': 'false', 'failure-alert': 'push' }
    : {}
  const results = await Promise.all(
    [0, 1, 2].map((index) => {
      const step = afterUpdates(services, index)
      const last = async (job: RunningJob) => {
        await step.does?.(job)
        forgery.beforeLast?.(artifacts)
      }
      const failing = index === 1 && forgery.secondFails ? { result: 'failure' as const } : {}
      return runLeg(t, services, artifacts, index, 3, {
        steps: [{ ...step, ...(index === 2 ? { does: last } : {}), ...failing }],
        inputs,
        debug: true,
      })
    }),
  )
  const expected = forgery.expected ?? {
    end: /^Succeeded in \d+s · 3 legs$/,
    updates: ['1 of 3 legs done', '2 of 3 legs done'],
  }
  const met = forgery.met?.(artifacts) ?? true
  const { figures, problems } = judge(services, results, expected, met, matrixToken(services))
  recordFigures(t.task, figures)
  expect(problems).toEqual([])
  expect(figures.met).toBe(true)
  expectClean(t, services, results)
  expect(warned(results)).toEqual([])
  return { services, artifacts, results }
}

describe.concurrent('the board', { timeout: 180_000 }, () => {
  describe('a matrix of three legs ending in turn meets one lost answer: one activity, ended after the last leg', () => {
    for (const plan of endingInTurn) {
      test(
        plan.title,
        placed(async (t) => {
          const plant = (artifacts: ArtifactEmulator) =>
            planFault(artifacts, plan.kind, plan.name, plan.fault)
          const { artifacts } = await matrixWith(t, { plant, met: faulted })
          // Nothing of the matrix is left but what a lost answer burnt (never listed).
          expect(artifacts.shown('signalgrid-')).toEqual([])
        }),
      )
    }
  })

  describe('two legs finishing together meet one lost answer on the end: one of them ends it, once', () => {
    for (const plan of together) {
      test(
        plan.title,
        placed(async (t) => {
          const { services, artifacts } = await startAll(t)
          planFault(artifacts, plan.kind, plan.name, plan.fault)
          const step = togetherStep(artifacts)
          const results = await Promise.all(
            [0, 1].map((index) => runLeg(t, services, artifacts, index, 2, { steps: [step], debug: true })),
          )
          const { figures, problems } = judge(
            services,
            results,
            { end: /^Succeeded in \d+s · 2 legs$/, updates: [] },
            faulted(artifacts),
            matrixToken(services),
          )
          recordFigures(t.task, figures)
          expect(problems).toEqual([])
          expect(figures.met).toBe(true)
          expectClean(t, services, results)
          expect(results.filter((result) => result.log.includes('another leg claimed its end'))).toHaveLength(
            1,
          )
        }),
      )
    }
  })

  test(
    'blob storage refusing connections while the start is claimed: its client tries again, one activity',
    placed(async (t) => {
      const { services, artifacts } = await startAll(t)
      await artifacts.blobDown()
      let upAt = Number.POSITIVE_INFINITY
      const creating = () => artifacts.requests.some((call) => call.kind === 'CreateArtifact')
      void new Promise<void>((resolve) => {
        const look = () => (creating() ? resolve() : setTimeout(look, 10))
        look()
      })
        .then(() => new Promise((resolve) => setTimeout(resolve, 1_000)))
        .then(async () => {
          await artifacts.blobUp()
          upAt = Date.now()
        })
      const results = await Promise.all(
        [0, 1, 2].map((index) =>
          runLeg(t, services, artifacts, index, 3, { steps: [afterUpdates(services, index)], debug: true }),
        ),
      )
      const refused = artifacts.requests.some((call) => call.kind === 'CreateArtifact' && call.at < upAt)
      const { figures, problems } = judge(
        services,
        results,
        { end: /^Succeeded in \d+s · 3 legs$/, updates: ['1 of 3 legs done', '2 of 3 legs done'] },
        refused,
        matrixToken(services),
      )
      recordFigures(t.task, figures)
      expect(problems).toEqual([])
      expect(refused).toBe(true)
      expectClean(t, services, results)
    }),
  )

  test(
    'a leg the board cannot reach when it joins: its own activity, ended by itself, and it still counts in the matrix',
    placed(async (t) => {
      const { services, artifacts } = await startAll(t)
      const board = artifacts.leg()
      // Every call of the first leg is reset until its job's steps run: its pre cannot reach the board.
      let joined = false
      artifacts.inject('any', RESET, 'always', (call) => call.job === board.job && !joined)
      const first = {
        ...afterUpdates(services, 0),
        does: async () => {
          joined = true
        },
      }
      const results = await Promise.all(
        [0, 1, 2].map((index) =>
          runLeg(t, services, artifacts, index, 3, {
            steps: [index === 0 ? first : afterUpdates(services, index)],
            debug: true,
            ...(index === 0 ? { board } : {}),
          }),
        ),
      )
      const { figures, problems } = judge(
        services,
        results,
        {
          own: 1,
          end: /^Succeeded in \d+s · 3 legs$/,
          updates: ['1 of 3 legs done', '2 of 3 legs done'],
          notices: 1,
        },
        faulted(artifacts),
        matrixToken(services),
      )
      recordFigures(t.task, figures)
      expect(problems).toEqual([])
      expectClean(t, services, results)
      expect(results[0]?.annotations.map((annotation) => annotation.message)).toEqual([
        expect.stringMatching(
          /^Signalgrid: the legs of this matrix cannot share one activity \(.*ECONNRESET.*\); this leg shows its own\.$/,
        ),
      ])
      // Its own activity followed its steps and ended green, from its own post.
      const own = services.signalgrid.phone.activities.find(
        (activity) => !matrixToken(services)(activity.view.token),
      )
      expect(own?.view).toMatchObject({ ended: true, severity: 'SUCCESS', title: 'CI · build' })
      expect(during(results[0]?.stages.at(-1) as StageRecord, own?.view.endedAt ?? 0)).toBe(true)
    }),
  )

  describe('jobs sharing a name meet one lost answer on the start claim: one activity, ended by the last job', () => {
    const byName: readonly MatrixCase[] = [
      { title: 'reset before the service acted', kind: 'CreateArtifact', name: START, fault: RESET },
      {
        title: 'created and its answer reset (the name burnt)',
        kind: 'CreateArtifact',
        name: START,
        fault: RESET_AFTER,
      },
      { title: 'finalized and its answer reset', kind: 'FinalizeArtifact', name: START, fault: RESET_AFTER },
    ]
    for (const plan of byName) {
      test(
        `activity-name: the start's claim, ${plan.title}`,
        placed((t) =>
          namedJobs(t, (artifacts) => planFault(artifacts, plan.kind, plan.name, plan.fault), faulted),
        ),
      )
    }
  })

  describe('notes the jobs did not leave are never followed: forged, or sealed for another run', () => {
    test(
      "forged reports of a failed leg (no tag, a made-up tag, another run's), each with a 9,600-character label: the tally never counts them, and none is read",
      placed(async (t) => {
        const name = `signalgrid-build-leg-1-a1-failure-${labelDigest('macos')}`
        const { artifacts } = await matrixWith(t, {
          plant: (planted, services) => {
            const otherRun = matrixKey(services, '7000000002').signed(name)
            for (const forged of [name, `${name}-${MADE_UP}`, otherRun])
              planted.store(forged, 'x'.repeat(9_600))
          },
        })
        expect(read(artifacts).filter((note) => note?.includes('-leg-'))).toEqual([])
      }),
    )

    test(
      "a failed leg's report whose text a step swapped under its name (HTML and 9,600 characters): the end and the alert name the leg by its place, and nothing of it reaches the summary",
      placed(async (t) => {
        const { services, results } = await matrixWith(t, {
          secondFails: true,
          beforeLast: (artifacts) => {
            const [report] = artifacts.shown('signalgrid-build-leg-1-')
            artifacts.replace(report as string, `<img src=x onerror=alert(1)>${'x'.repeat(9_600)}`)
          },
          expected: {
            end: /^Failed after \d+s · 3 of 3 legs done · 1 failed: leg 2$/,
            updates: ['1 of 3 legs done', '2 of 3 legs done · 1 failed: macos'],
          },
        })
        const alerts = requestsOf(services, 'push').map((push) => `${push.fields.title} ${push.fields.body}`)
        expect(alerts).toEqual([expect.stringContaining('leg 2')])
        expect(alerts[0]).not.toMatch(/xxxx|<img/)
        const summary = results[2]?.stages.at(-1)?.summary ?? ''
        expect(summary).toContain('1 failed: leg 2')
        expect(summary).not.toMatch(/xxxx|<img/)
      }),
    )

    test(
      "planted end claims (no tag, a made-up tag, another run's): the legs still end the activity, after the last one",
      placed(async (t) => {
        await matrixWith(t, {
          plant: (planted, services) => {
            const end = 'signalgrid-build-a1-end'
            const otherRun = matrixKey(services, '7000000002').signed(end)
            for (const forged of [end, `${end}-${MADE_UP}`, otherRun]) planted.store(forged, '0')
          },
        })
      }),
    )

    test(
      "token notes not the legs': junk (no tag, a made-up tag), another run's, and under the token's own name one sealed for another run and one whose tag was cut to 4 bytes: every reader passes over them, and Node warns of nothing",
      placed(async (t) => {
        const token = '{"token":"AAAAA","startedAt":0}'
        const note = 'signalgrid-build-a1-activity'
        let ours: RunKey | undefined
        const { artifacts } = await matrixWith(t, {
          plant: (planted, services) => {
            const other = matrixKey(services, '7000000002')
            ours = matrixKey(services)
            planted.store(note, 'junk')
            planted.store(`${note}-${MADE_UP}`, 'junk')
            planted.store(other.signed(note), other.seal(token, note))
            planted.store(ours.signed(note), other.seal(token, note))
            planted.store(ours.signed(`${note}-r2`), shortTag(ours.seal(token, note)))
          },
        })
        // Only notes under the token's own name were read: the two planted there, and the starter's ("-r3").
        const reads = read(artifacts).filter((name) => name?.includes('-activity'))
        expect(reads.length).toBeGreaterThan(0)
        for (const name of reads) expect(ours?.verified(name ?? '')).toBe(note)
      }),
    )
  })

  describe('jobs sharing a name pass over notes not theirs', () => {
    test(
      "activity-name: planted start claims (no tag, a made-up tag, another run's): one activity, claimed by a job, no wait",
      placed(async (t) => {
        await namedJobs(t, (planted, services) => {
          const start = `signalgrid-name.${NAME}-a1-start`
          for (const forged of [
            start,
            `${start}-${MADE_UP}`,
            nameKey(services, '7000000002').signed(start),
          ]) {
            planted.store(forged, 'build')
          }
        })
      }),
    )

    test(
      "activity-name: token notes not the jobs': junk, and under the token's own name one sealed in another repository under the same client key, and one with a 4-byte tag",
      placed(async (t) => {
        await namedJobs(t, (planted, services) => {
          const note = `signalgrid-name.${NAME}-a1-activity`
          const otherRepository = nameKey(services, RUN_ID, 'octo-org/other-repo')
          const ours = nameKey(services)
          planted.store(note, 'junk')
          planted.store(
            otherRepository.signed(note),
            otherRepository.seal('{"token":"AAAAA","startedAt":0}', note),
          )
          planted.store(ours.signed(note), otherRepository.seal('{"token":"AAAAA","startedAt":0}', note))
          planted.store(
            ours.signed(`${note}-r2`),
            shortTag(ours.seal('{"token":"AAAAA","startedAt":0}', note)),
          )
        })
      }),
    )
  })

  describe("every artifact call slowed to just under the board's deadline: the jobs go on with what they have", () => {
    const slow = { type: 'latency', ms: BOARD_DEADLINE_MS - 200 } as const

    test(
      'a matrix of three: each leg shows its own activity and ends it, every stage within its bound',
      placed(async (t) => {
        const { services, artifacts } = await startAll(t)
        artifacts.inject('any', slow, 'always')
        const results = await Promise.all(
          [0, 1, 2].map((index) => runLeg(t, services, artifacts, index, 3, { debug: true })),
        )
        const { figures, problems } = judge(
          services,
          results,
          { shared: false, own: 3, notices: 3 },
          artifacts.requests.length > 0,
          matrixToken(services),
        )
        recordFigures(t.task, figures)
        expect(problems).toEqual([])
        expectClean(t, services, results)
        for (const result of results) {
          expect(result.annotations.map((annotation) => annotation.message)).toEqual([
            expect.stringMatching(
              /^Signalgrid: the legs of this matrix cannot share one activity \(.+\); this leg shows its own\.$/,
            ),
          ])
        }
      }),
    )

    test(
      'jobs sharing a name: each shows its own activity and ends it, every stage within its bound',
      placed(async (t) => {
        const { services, artifacts } = await startAll(t)
        artifacts.inject('any', slow, 'always')
        const steps = (job: string) => [{ run: job, name: `${job} step`, sleepMs: 300 }]
        const results = await Promise.all(
          ['linux', 'macos'].map((job) =>
            runNamed(t, services, artifacts, { job, steps: steps(job), debug: true }),
          ),
        )
        const { figures, problems } = judge(
          services,
          results,
          { shared: false, own: 2, notices: 2 },
          artifacts.requests.length > 0,
          () => false,
        )
        recordFigures(t.task, figures)
        expect(problems).toEqual([])
        expectClean(t, services, results)
        expect(requestsOf(services, 'end').map((end) => activityView(end)?.severity)).toEqual([
          'SUCCESS',
          'SUCCESS',
        ])
      }),
    )
  })
})
