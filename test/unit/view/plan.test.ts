import { describe, expect, test } from 'vitest'
import { LATE_MARGIN } from '../../../src/view/constants.js'
import { MAX_WAIT_MS, type Plan, paceOf, planRun } from '../../../src/view/plan.js'
import { type RunView, runView } from '../../../src/view/run-view.js'
import { ACTION, historyJob, type JobPlan, pastRuns, S, seconds, snapshot } from './fixtures.js'

type Steps = readonly (readonly [string, number])[]

/** The plan of runs read (newest first), each its jobs; the runs listed took `durationsMs`. */
function plan(runs: Parameters<typeof pastRuns>[0], durationsMs?: readonly number[]): Plan {
  const planned = planRun(pastRuns(runs, durationsMs), ACTION)
  if (!planned.ok) throw new Error(planned.reason)
  return planned.plan
}

/** One job "build" of three steps, Build, Test and Package, of these seconds. */
const lone = (build: number, testing: number, packaging: number) => [
  historyJob('build', 0, [
    ['Build', build],
    ['Test', testing],
    ['Package', packaging],
  ]),
]

/** Each planned step's expected time, by its job's and its own name. */
function stepTimes(planned: Pick<Plan, 'jobs'>): Record<string, number> {
  return Object.fromEntries(
    planned.jobs.flatMap((job) =>
      job.steps.map((step) => [`${job.name}: ${step.name}`, step.end - step.start]),
    ),
  )
}

function view(jobs: JobPlan[], own: number, ownStart: number, at: number, planned: Plan): RunView {
  return runView(snapshot(jobs, own, ownStart), { at: seconds(at), plan: planned })
}

describe('the plan is the usual run: each step the median of the runs read', () => {
  // Four ordinary runs within 10% of each other, and one that took 1.7 times as long.
  const ORDINARY: readonly (readonly [number, number, number])[] = [
    [2, 56, 3],
    [2, 60, 2],
    [3, 58, 2],
    [2, 54, 3],
  ]
  const SLOW = [4, 100, 4] as const

  test.each([
    ['newest', 0],
    ['in the middle', 1],
    ['oldest', 2],
  ])('one slow run among the three read (%s) moves no step beyond the spread of the others', (_, place) => {
    const ordinary = ORDINARY.slice(0, 2)
    const read = [...ordinary]
    read.splice(place, 0, SLOW)
    const planned = plan(read.map(([b, t, p]) => lone(b, t, p)))
    const others = ordinary.map(([b, t, p]) => stepTimes({ jobs: plan([lone(b, t, p)]).jobs }))
    for (const [step, ms] of Object.entries(stepTimes(planned))) {
      const spread = others.map((times) => times[step] as number)
      expect(ms, step).toBeGreaterThanOrEqual(Math.min(...spread))
      expect(ms, step).toBeLessThanOrEqual(Math.max(...spread))
    }
    // The usual time: the median of the spans, an ordinary run's (61 and 64 s), not the slow one's 108 s.
    expect(planned.usualMs).toBe(64 * S)
    // The bar's span, each step's median one after the other, within a step's spread of it.
    expect(Math.abs(planned.spanMs - planned.usualMs)).toBeLessThanOrEqual(1 * S)
  })

  test('the view’s usual time, which the end and the job summary say, is the runs’ median, not the newest’s', () => {
    const planned = plan([lone(4, 100, 4), lone(2, 56, 3), lone(2, 60, 2)])
    const running = view([{ id: 1, name: 'build', steps: [['Build', 1, null]] }], 1, 1, 2, planned)
    expect(running.usualMs).toBe(64 * S)
  })

  test('the same of five runs, should more be read: the median of five leaves out two odd ones', () => {
    const planned = plan([SLOW, ...ORDINARY].map(([b, t, p]) => lone(b, t, p)))
    expect(stepTimes(planned)).toMatchObject({
      'build: Build': 2 * S,
      'build: Test': 58 * S,
      'build: Package': 3 * S,
    })
  })

  test.each([0, 1, 2, 3, 4])(
    'five runs, one slow (at %i, 0 the newest): no step beyond the spread of the four others, and none of them late',
    (place) => {
      const read: (readonly [number, number, number])[] = [...ORDINARY]
      read.splice(place, 0, SLOW)
      const planned = plan(read.map(([b, t, p]) => lone(b, t, p)))
      const others = ORDINARY.map(([b, t, p]) => stepTimes({ jobs: plan([lone(b, t, p)]).jobs }))
      for (const [step, ms] of Object.entries(stepTimes(planned))) {
        const spread = others.map((times) => times[step] as number)
        expect(ms, step).toBeGreaterThanOrEqual(Math.min(...spread))
        expect(ms, step).toBeLessThanOrEqual(Math.max(...spread))
      }
      // The slow run's 108 s is an ordinary run's too: the activity is not late before it.
      expect(planned.lateMs).toBeGreaterThan(108 * S)
    },
  )

  test('a run alone is its own plan, as the last run was', () => {
    const planned = plan([lone(2, 56, 2)])
    expect([planned.spanMs, planned.usualMs]).toEqual([60 * S, 60 * S])
    expect(stepTimes(planned)).toEqual({
      [`build: Pre ${ACTION}`]: 0,
      [`build: ${ACTION}`]: 0,
      'build: Build': 2 * S,
      'build: Test': 56 * S,
      'build: Package': 2 * S,
      [`build: Post ${ACTION}`]: 0,
    })
    expect(planned.pace).toEqual({ least: 1, most: 1 })
  })
})

describe('runs of another shape, and runs too few to outvote one: the newer weigh more', () => {
  test('two runs of different shapes: the newest’s shape wins, and the older moves no step', () => {
    // The newest spent most of its time testing; the older, a day before, shared the same minute evenly.
    const planned = plan([lone(2, 56, 2), lone(20, 20, 20)])
    expect(stepTimes(planned)).toMatchObject({
      'build: Build': 2 * S,
      'build: Test': 56 * S,
      'build: Package': 2 * S,
    })
    expect([planned.spanMs, planned.usualMs]).toEqual([60 * S, 60 * S])
  })

  test('two runs of one shape, which cannot outvote each other: the newer counts twice', () => {
    const planned = plan([lone(2, 60, 2), lone(5, 51, 2)])
    expect(stepTimes(planned)).toMatchObject({
      'build: Build': 3 * S,
      'build: Test': 57 * S,
      'build: Package': 2 * S,
    })
    // Their spans, 64 and 58 s: the newer twice.
    expect(planned.usualMs).toBe(62 * S)
  })

  test('three runs, the oldest of another shape: the two newer count, the newer twice; the oldest moves nothing', () => {
    const planned = plan([lone(2, 56, 2), lone(5, 50, 5), lone(20, 20, 20)])
    expect(stepTimes(planned)).toMatchObject({
      'build: Build': 3 * S,
      'build: Test': 54 * S,
      'build: Package': 3 * S,
    })
    expect(planned.usualMs).toBe(60 * S)
  })

  test('three runs, the newest of another shape than the two before it: the newest’s plan at once', () => {
    // A cache that now hits: the build went from 30 s to 2 s, and the tests take the time it left.
    const planned = plan([lone(2, 56, 2), lone(30, 28, 2), lone(31, 27, 2)])
    expect(stepTimes(planned)).toMatchObject({
      'build: Build': 2 * S,
      'build: Test': 56 * S,
      'build: Package': 2 * S,
    })
  })

  test('a run slow in one step (a cache that missed) is of the same shape: its total moved as much as its shares', () => {
    // The newest's build took 30 s where the others' took 2 or 3: the median of the three leaves it out.
    const planned = plan([lone(30, 56, 2), lone(2, 56, 2), lone(3, 57, 2)])
    expect(stepTimes(planned)).toMatchObject({
      'build: Build': 3 * S,
      'build: Test': 56 * S,
      'build: Package': 2 * S,
    })
    expect(planned.usualMs).toBe(62 * S)
  })

  test('each step 30% off from run to run is of the same shape: the median of the three', () => {
    const planned = plan([lone(2, 40, 3), lone(3, 56, 2), lone(2, 72, 2)])
    expect(stepTimes(planned)).toMatchObject({
      'build: Build': 2 * S,
      'build: Test': 56 * S,
      'build: Package': 2 * S,
    })
  })

  test('a run of another shape still counts for how late an ordinary run may go', () => {
    // The older took 60 s, the newest 54: a run as long as the older is not late.
    const planned = plan([lone(2, 50, 2), lone(20, 20, 20)])
    expect(planned.usualMs).toBe(54 * S)
    expect(planned.lateMs).toBeCloseTo(60 * S + 54 * S * LATE_MARGIN, 6)
  })
})

describe('runs that differ', () => {
  test('a job added since: planned from the runs that have it; one removed since: known, not planned', () => {
    const build = (compile: number) => historyJob('build', 0, [['Compile', compile]])
    const planned = plan([
      [build(10), historyJob('scan', 12, [['Scan', 8]])],
      [build(12), historyJob('docs', 14, [['Docs', 5]])],
      [build(14), historyJob('docs', 16, [['Docs', 7]])],
    ])
    expect(planned.jobs.map((job) => job.name)).toEqual(['build', 'scan'])
    expect(stepTimes(planned)).toMatchObject({ 'build: Compile': 12 * S, 'scan: Scan': 8 * S })
    expect([...planned.known].sort()).toEqual(['build', 'docs', 'scan'])
  })

  test('a job missing from the newest run (skipped there) is not planned: the newest says what the workflow is', () => {
    const planned = plan([
      [historyJob('build', 0, [['Compile', 10]])],
      [historyJob('build', 0, [['Compile', 10]]), historyJob('deploy', 12, [['Release', 5]])],
      [historyJob('build', 0, [['Compile', 10]]), historyJob('deploy', 12, [['Release', 5]])],
    ])
    expect(planned.jobs.map((job) => job.name)).toEqual(['build'])
    expect(planned.known.has('deploy')).toBe(true)
  })

  test('a step renamed: the newest run’s name, with the time of the runs that have it; the others’ medians', () => {
    const steps = (testName: string, testing: number, build: number): Steps => [
      ['Build', build],
      [testName, testing],
      ['Package', 2],
    ]
    const planned = plan([
      [historyJob('build', 0, steps('Unit tests', 40, 3))],
      [historyJob('build', 0, steps('Test', 56, 2))],
      [historyJob('build', 0, steps('Test', 60, 4))],
    ])
    expect(planned.jobs[0]?.steps.map((step) => step.name)).toEqual([
      `Pre ${ACTION}`,
      ACTION,
      'Build',
      'Unit tests',
      'Package',
      `Post ${ACTION}`,
    ])
    expect(stepTimes(planned)).toMatchObject({
      'build: Build': 3 * S,
      'build: Unit tests': 40 * S,
      'build: Package': 2 * S,
    })
    expect(planned.jobs[0]?.userSteps).toBe(3)
  })

  test('steps of one name keep apart by their place: two checkouts each take their own time', () => {
    const steps = (first: number, second: number): Steps => [
      ['Checkout', first],
      ['Build', 10],
      ['Checkout', second],
    ]
    const planned = plan([
      [historyJob('build', 0, steps(2, 20))],
      [historyJob('build', 0, steps(3, 22))],
      [historyJob('build', 0, steps(2, 21))],
    ])
    const checkouts = planned.jobs[0]?.steps.filter((step) => step.name === 'Checkout')
    expect(checkouts?.map((step) => step.end - step.start)).toEqual([2 * S, 21 * S])
  })

  test('a pipeline: each job after the usual end of the one before it, and the usual wait between them', () => {
    // test's set-up begins `wait` seconds after build's post ends (its own set-up, 1 s, counts in the wait).
    const pipeline = (compile: number, wait: number, tests: number) => [
      historyJob('build', 0, [['Compile', compile]]),
      historyJob('test', compile + wait, [['Unit tests', tests]]),
    ]
    // The slow newest run built for 40 s and waited 30 s for a runner.
    const planned = plan([pipeline(40, 30, 30), pipeline(20, 1, 20), pipeline(22, 3, 22)])
    const [build, testing] = planned.jobs
    expect(testing).toMatchObject({ after: 0, wait: 3 * S })
    expect(stepTimes(planned)).toMatchObject({ 'build: Compile': 22 * S, 'test: Unit tests': 22 * S })
    // test begins 3 s after build's usual end: each run's wait was from its own build's end.
    expect((testing?.start ?? 0) - (build?.end ?? 0)).toBe(3 * S)
  })

  test('a wait over two minutes counts as two, though the span keeps it', () => {
    const planned = plan([
      [historyJob('build', 0, [['Compile', 10]]), historyJob('deploy', 3_600, [['Release', 10]])],
    ])
    expect(planned.jobs[1]?.wait).toBe(MAX_WAIT_MS)
    expect(planned.spanMs).toBeGreaterThan(3_600 * S)
  })

  test('no job of the runs read uses the action: no plan, and why', () => {
    expect(planRun(pastRuns([[historyJob('build', 0, [['Compile', 10]], null)]]), ACTION)).toEqual({
      ok: false,
      reason: `no job of the runs read has a step named “${ACTION}”`,
    })
  })

  test('`only` plans by the jobs it keeps: a job that is its own run, by its own job alone', () => {
    const runs = pastRuns([
      [historyJob('test (a)', 0, [['Test', 10]]), historyJob('test (b)', 0, [['Test', 30]])],
    ])
    const planned = planRun(runs, ACTION, (job) => job.name === 'test (a)')
    expect(planned.ok && planned.plan.jobs.map((job) => job.name)).toEqual(['test (a)'])
    expect(planned.ok && planned.plan.spanMs).toBe(10 * S)
  })
})

describe('taking longer than usual', () => {
  test('past the slowest of the runs read, and a tenth of the usual time more', () => {
    const planned = plan([lone(2, 60, 2), lone(2, 56, 2), lone(2, 58, 2)])
    expect(planned.usualMs).toBe(62 * S)
    expect(planned.lateMs).toBeCloseTo(64 * S + 62 * S * LATE_MARGIN, 6)
  })

  test('after runs of the same pace, a run a few seconds longer is not late', () => {
    const same = plan([lone(2, 56, 2), lone(2, 56, 2), lone(2, 56, 2)])
    const running = (at: number) =>
      view(
        [
          {
            id: 1,
            name: 'build',
            steps: [
              ['Build', 1, 3],
              ['Test', 3, 62],
              ['Package', 62, null],
            ],
          },
        ],
        1,
        1,
        at,
        same,
      )
    // 3 s past the usual 60 s: still the time left, not late.
    expect(running(64).words).toBe('Step 3 of 3 · Package · a few seconds left')
    expect(running(1 + 60 + 7).words).toBe('Step 3 of 3 · Package · taking longer than usual')
  })

  test('a workflow whose runs listed vary: past the pace nine in ten of them keep', () => {
    // Of twenty runs, sixteen took a minute, three missed a cache (90 s), one hung (5 min): the first three are
    // ordinary, the last is not; and one in ten went quicker (54 s).
    const durations = [54 * S, 54 * S, ...Array(14).fill(60 * S), 90 * S, 90 * S, 90 * S, 300 * S]
    expect(paceOf(durations)).toEqual({ least: 0.9, most: 1.5 })
    expect(paceOf([60 * S])).toEqual({ least: 1, most: 1 })
    expect(paceOf([])).toEqual({ least: 1, most: 1 })
    // Five runs, the newest 1.7 times the others: the slowest is ordinary, and so is the quickest.
    const five = [102, 60, 62, 58, 61].map((seconds) => seconds * S)
    expect(paceOf(five).most).toBeCloseTo(102 / 61, 5)
    expect(paceOf(five).least).toBeCloseTo(58 / 61, 5)
    const planned = plan([lone(2, 56, 2)], five)
    expect(planned.lateMs).toBeCloseTo(60 * S * (102 / 61) + 6 * S, 0)
  })
})

describe('the time left where the runs disagree', () => {
  // Of the runs listed, an ordinary one went from two thirds of the usual pace to half as slow again.
  const usual = [2, 56, 2] as const
  const listed = (least: number, most: number) => [least, 1, 1, 1, most].map((pace) => pace * 60 * S)
  const WIDE = plan([lone(...usual)], listed(2 / 3, 1.5))
  const CLOSE = plan([lone(...usual)], listed(0.95, 1.1))
  const inTest = (at: number, planned: Plan) =>
    view(
      [
        {
          id: 1,
          name: 'build',
          steps: [
            ['Build', 1, 3],
            ['Test', 3, null],
            ['Package', null, null],
          ],
        },
      ],
      1,
      1,
      at,
      planned,
    )

  test('a range that covers what an ordinary run leaves: from its quick pace to its slow one', () => {
    // 57 s left by the usual pace: 38 s at the quick end, 86 s at the slow.
    expect(inTest(4, WIDE).words).toBe(
      'Step 2 of 3 · Test · about 0-2 min left'.replace('about 0-', 'under '),
    )
    // 47 s left: 31 to 70 s.
    expect(inTest(14, WIDE).words).toBe('Step 2 of 3 · Test · under 2 min left')
    // 17 s left: 11 to 25 s.
    expect(inTest(44, WIDE).words).toBe('Step 2 of 3 · Test · about 10-30s left')
    // Under ten seconds at the slow end: a few seconds.
    expect(inTest(56, WIDE).words).toBe('Step 2 of 3 · Test · a few seconds left')
  })

  test('runs that agree: one figure, as from one run', () => {
    expect(inTest(4, CLOSE).words).toBe('Step 2 of 3 · Test · about 1 min left')
    expect(inTest(40, CLOSE).words).toBe('Step 2 of 3 · Test · about 20s left')
  })

  test('the bar follows the usual pace, not the range', () => {
    expect(inTest(31, WIDE).percent).toBe(inTest(31, CLOSE).percent)
    // 30 s of the usual 60.
    expect(inTest(31, WIDE).percent).toBe(50)
  })
})
