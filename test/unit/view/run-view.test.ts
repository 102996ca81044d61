import { describe, expect, test } from 'vitest'
import { ownStepName } from '../../../src/github/own-step.js'
import { MAX_WAIT_MS, type Plan, planRun } from '../../../src/view/plan.js'
import { type RunView, runView, viewFloor } from '../../../src/view/run-view.js'
import { bystanderSnapshot } from '../../../src/view/snapshot.js'
import { timeLeftText } from '../../../src/view/words.js'
import { ACTION, history, historyJob, type JobPlan, job, S, seconds, snapshot } from './fixtures.js'

function plan(...jobs: ReturnType<typeof historyJob>[]): Plan {
  const planned = planRun(history(jobs), ACTION)
  if (!planned.ok) throw new Error(planned.reason)
  return planned.plan
}

/** The view of `jobs` from job `own` (its use began at `ownStart`), at `at` seconds. */
function view(
  jobs: JobPlan[],
  own: number,
  ownStart: number,
  at: number,
  planned?: Plan,
  endsActivity = false,
): RunView {
  const run = snapshot(jobs, own, ownStart)
  return runView(run, {
    at: seconds(at),
    plan: planned,
    floor: viewFloor(run, planned, seconds(at)),
    endsActivity,
  })
}

// One job of three steps: Build 2 s, Test 56 s, Package 2 s (the benchmark's "one long step").
const LONE = plan(
  historyJob('build', 0, [
    ['Build', 2],
    ['Test', 56],
    ['Package', 2],
  ]),
)
const lone = (steps: JobPlan['steps']): JobPlan[] => [{ id: 1, name: 'build', steps }]
/** Build done in 2 s, Test running since 3 s, Package to come. */
const IN_TEST = lone([
  ['Build', 1, 3],
  ['Test', 3, null],
  ['Package', null, null],
])

describe('one job alone: a run of one', () => {
  test('the bar follows the clock through a long step, a point short of its end, with the time left', () => {
    const at10 = view(IN_TEST, 1, 1, 11, LONE)
    expect(at10).toMatchObject({
      state: 'running',
      basis: 'time',
      words: 'Step 2 of 3 · Test · about 50s left',
    })
    // 10 s of 60.
    expect(at10.percent).toBe(16)
    const late = view(IN_TEST, 1, 1, 70, LONE)
    // Test has run 67 s of its 56: the bar slows but moves, and says so.
    expect(late.words).toBe('Step 2 of 3 · Test · taking longer than usual')
    expect(late.percent).toBeLessThan(95)
    expect(late.percent).toBeGreaterThan(at10.percent)
  })

  test('on its last step the bar may pass 94, never 100; done, it says so', () => {
    const last = view(
      lone([
        ['Build', 1, 3],
        ['Test', 3, 59],
        ['Package', 59, null],
      ]),
      1,
      1,
      60,
      LONE,
    )
    expect(last.words).toBe('Step 3 of 3 · Package · a few seconds left')
    expect(last.percent).toBeGreaterThanOrEqual(95)
    expect(last.percent).toBeLessThanOrEqual(99)
    const done = view(
      lone([
        ['Build', 1, 3],
        ['Test', 3, 59],
        ['Package', 59, 61],
      ]),
      1,
      1,
      61,
      LONE,
    )
    expect(done).toMatchObject({ state: 'done', words: 'All 3 steps done · a few seconds left', percent: 99 })
  })

  test('the bar moves only forward as time passes on one listing', () => {
    const jobs = IN_TEST
    const bars = Array.from({ length: 90 }, (_, second) => view(jobs, 1, 1, 1 + second, LONE).percent)
    expect(bars).toEqual([...bars].sort((a, b) => a - b))
    expect(Math.max(...bars)).toBeLessThan(95)
  })

  test('no history: the steps are counted, one segment each, under 95 until the end, no time left', () => {
    const running = view(IN_TEST, 1, 1, 10, undefined, true)
    expect(running).toMatchObject({ basis: 'steps', words: 'Step 2 of 3 · Test', percent: 33, segments: 3 })
    const done = view(
      lone([
        ['Build', 1, 3],
        ['Test', 3, 5],
        ['Package', 5, 6],
      ]),
      1,
      1,
      7,
      undefined,
      true,
    )
    expect(done).toMatchObject({ words: 'All 3 steps done', percent: 94, remainingMs: undefined })
  })

  test('no history, a job that does not end the activity: its steps fill half the bar, as more may come, and it is done, not the activity', () => {
    const done = view(
      lone([
        ['Build', 1, 3],
        ['Test', 3, 5],
        ['Package', 5, 6],
      ]),
      1,
      1,
      7,
    )
    expect(done).toMatchObject({ words: 'build done', percent: 50 })
  })
})

// build (20 s) → test (20 s) → deploy (10 s), each job set up in a second, 2 s after the one before.
const PIPELINE = plan(
  historyJob('build', 0, [['Compile', 20]]),
  historyJob('test', 23, [['Unit tests', 20]]),
  historyJob('deploy', 46, [['Release', 10]]),
)

describe('a pipeline: one bar for the whole activity', () => {
  test('the plan: each job after the one before it, the wait between them, the span from first pre to last post', () => {
    expect(PIPELINE.jobs.map(({ name, after, wait }) => ({ name, after, wait }))).toEqual([
      { name: 'build', after: undefined, wait: 0 },
      { name: 'test', after: 0, wait: 3 * S },
      { name: 'deploy', after: 1, wait: 3 * S },
    ])
    // From build's pre (1 s: after its set-up) to deploy's post (57 s).
    expect(PIPELINE.spanMs).toBe(56 * S)
  })

  test('the first job names itself, its step and the whole activity’s time left; the bar counts the jobs to come', () => {
    const build = view([{ id: 1, name: 'build', steps: [['Compile', 1, null]] }], 1, 1, 11, PIPELINE)
    // Compile has 10 s to go, then test's 3 s wait and 20 s, deploy's 3 s and 10 s: 46 s.
    expect(build.words).toBe('build · Step 1 of 1 · Compile · about 50s left')
    // 10 s of 56.
    expect(build.percent).toBe(17)
  })

  test('between jobs: the job that ended names what comes next, never a full bar', () => {
    const between = view([{ id: 1, name: 'build', steps: [['Compile', 1, 21]] }], 1, 1, 21, PIPELINE)
    expect(between).toMatchObject({ state: 'between', words: 'build done · next: test · about 40s left' })
    expect(between.percent).toBeLessThan(50)
  })

  test('a later job sees the activity from its start, under 95 until the last job’s last step', () => {
    const jobs: JobPlan[] = [
      { id: 1, name: 'build', steps: [['Compile', 1, 21]], status: 'completed' },
      { id: 2, name: 'test', steps: [['Unit tests', 24, 44]], status: 'completed' },
      { id: 3, name: 'deploy', steps: [['Release', 47, null]] },
    ]
    const deploy = view(jobs, 3, 47, 50, PIPELINE)
    expect(deploy.words).toBe('deploy · Step 1 of 1 · Release · a few seconds left')
    // 49 s of 56: the activity began with build's pre, 1 s after T0.
    expect(deploy.startedAt).toBe(seconds(1))
    expect(deploy.percent).toBe(87)
    expect(deploy.usualMs).toBe(56 * S)
    const test = view(
      jobs
        .slice(0, 2)
        .map((entry, index) =>
          index === 1 ? { ...entry, steps: [['Unit tests', 24, null]], status: undefined } : entry,
        ),
      2,
      24,
      43,
      PIPELINE,
    )
    expect(test.percent).toBeLessThan(95)
  })

  test('a job not listed yet and one still queued are expected after the job they followed', () => {
    const queued = view(
      [
        { id: 1, name: 'build', steps: [['Compile', 1, null]] },
        { id: 2, name: 'test', steps: [], status: 'queued', createdAt: 0 },
      ],
      1,
      1,
      11,
      PIPELINE,
    )
    const unlisted = view([{ id: 1, name: 'build', steps: [['Compile', 1, null]] }], 1, 1, 11, PIPELINE)
    expect(queued.percent).toBe(unlisted.percent)
    expect(queued.remainingMs).toBe(unlisted.remainingMs)
  })

  test('a job waiting for approval is named, and no time is said', () => {
    const jobs: JobPlan[] = [
      { id: 1, name: 'build', steps: [['Compile', 1, 21]], status: 'completed' },
      { id: 2, name: 'test', steps: [['Unit tests', 24, 44]] },
      { id: 3, name: 'deploy', steps: [], status: 'waiting', createdAt: 45 },
    ]
    const waits = view(jobs, 2, 24, 45, PIPELINE)
    expect(waits).toMatchObject({
      state: 'waiting',
      words: 'test done · deploy waits for approval',
      remainingMs: undefined,
    })
  })
})

describe('a deploy held for its approval', () => {
  // build and test done; deploy created at 45 s, held for `waitS` seconds, then 5 s into its Release at `at`.
  const approvedAfter = (waitS: number): JobPlan[] => [
    { id: 1, name: 'build', steps: [['Compile', 1, 21]], status: 'completed' },
    { id: 2, name: 'test', steps: [['Unit tests', 24, 44]], status: 'completed' },
    { id: 3, name: 'deploy', steps: [['Release', 46 + waitS, null]], createdAt: 45 },
  ]
  const waiting: JobPlan[] = [
    ...approvedAfter(0).slice(0, 2),
    { id: 3, name: 'deploy', steps: [], status: 'waiting', createdAt: 45 },
  ]

  test('the bar stands while it waits, and no time is said', () => {
    const views = [45 + 60, 45 + 600, 45 + 7_200].map((at) => view(waiting, 2, 24, at, PIPELINE))
    for (const waits of views)
      expect(waits).toMatchObject({
        state: 'waiting',
        words: 'test done · deploy waits for approval',
        remainingMs: undefined,
      })
    // Two minutes count as the plan counts a wait; past them the bar stands where it stood.
    expect(views[2]?.percent).toBe(views[1]?.percent)
    expect(views[2]?.spanMs).toBe(views[1]?.spanMs)
  })

  test('after the approval the wait counts as a wait: the bar and the time left as after a wait of 2 minutes', () => {
    const approved = (waitS: number) => view(approvedAfter(waitS), 3, 46 + waitS, 46 + waitS + 5, PIPELINE)
    const usual = approved(MAX_WAIT_MS / S)
    for (const held of [approved(600), approved(2 * 3600)]) {
      expect(held).toMatchObject({
        percent: usual.percent,
        remainingMs: usual.remainingMs,
        spanMs: usual.spanMs,
        words: usual.words,
        overrun: usual.overrun,
      })
    }
    expect(usual.remainingMs).toBe(5 * S)
  })

  test('the wait that held it is said whole, from test’s end to deploy’s first step; a shorter one is none', () => {
    const approved = (waitS: number) => view(approvedAfter(waitS), 3, 46 + waitS, 46 + waitS + 5, PIPELINE)
    // Created at 45 s, after test's end at 44: it waited from 45 s to its first step at 46 + waitS.
    expect(approved(2 * 3600).approvalWaitMs).toBe((2 * 3600 + 1) * S)
    expect(approved(600).approvalWaitMs).toBe(601 * S)
    expect(approved(MAX_WAIT_MS / S - 1).approvalWaitMs).toBe(0)
  })

  test('the reviewers’ job sees it as the jobs of the activity do, itself left out, the environment said', () => {
    // The reviewers' job runs the action alone (no step of the user's), beside the waiting deploy.
    const withReviewers = [...waiting, { id: 4, name: 'reviewers', steps: [], status: 'in_progress' }]
    const at = seconds(45 + 20)
    const listed = snapshot(withReviewers, 4, 45)
    const seen = runView(bystanderSnapshot(listed.jobs, 4, seconds(1), ACTION), {
      at,
      plan: PIPELINE,
      environments: ['production'],
    })
    const fromTest = view(waiting, 2, 24, 45 + 20, PIPELINE)
    expect(seen).toMatchObject({
      state: 'waiting',
      words: 'test done · deploy waits for approval · production',
      percent: fromTest.percent,
      remainingMs: undefined,
    })
    // Counted as its own, the reviewers' job would be said as a job to come.
    expect(runView(listed, { at, plan: PIPELINE }).words).not.toBe(fromTest.words)
  })

  test('a wait while another job of the activity runs holds nothing: that job is late', () => {
    const jobs: JobPlan[] = [
      { id: 1, name: 'build', steps: [['Compile', 1, 21]], status: 'completed' },
      { id: 2, name: 'test', steps: [['Unit tests', 24, null]] },
      { id: 3, name: 'deploy', steps: [], status: 'waiting', createdAt: 22 },
    ]
    expect(view(jobs, 2, 24, 400, PIPELINE)).toMatchObject({ state: 'running', overrun: true })
  })
})

describe('a job that runs the action alone (a closing use, the reviewers’ use) tells of the run', () => {
  // build, test and deploy, and a closing job that ran the action and nothing else.
  const withClose = plan(
    historyJob('build', 0, [['Compile', 20]]),
    historyJob('test', 23, [['Unit tests', 20]]),
    historyJob('deploy', 46, [['Release', 10]]),
    historyJob('close', 57, []),
  )

  test('the plan leaves it out, and knows it: the same plan as without it', () => {
    expect(withClose.jobs.map((entry) => entry.name)).toEqual(['build', 'test', 'deploy'])
    expect(withClose.usualMs).toBe(PIPELINE.usualMs)
    expect(withClose.known.has('close')).toBe(true)
  })

  test('completed, it takes no part; queued, the history says it took none; running, it still counts', () => {
    const done: JobPlan[] = [
      { id: 1, name: 'build', steps: [['Compile', 1, 21]], status: 'completed' },
      { id: 2, name: 'test', steps: [['Unit tests', 24, 44]], status: 'completed' },
      { id: 3, name: 'deploy', steps: [['Release', 47, 57]], status: 'completed' },
    ]
    const closed = view(
      [...done, { id: 4, name: 'close', steps: [], status: 'completed' }],
      3,
      47,
      60,
      PIPELINE,
    )
    expect(closed.key).toBe(view(done, 3, 47, 60, PIPELINE).key)
    const queued = view(
      [...done, { id: 4, name: 'close', steps: [], status: 'queued' }],
      3,
      47,
      60,
      withClose,
    )
    expect(queued.key).toBe(view(done, 3, 47, 60, withClose).key)
    // Still running, its list of steps may grow: with no history it counts until it completes.
    const running = view([...done, { id: 4, name: 'close', steps: [], status: 'in_progress' }], 3, 47, 60)
    expect(running.key).toContain('close:')
  })
})

// build (10 s) → test (20 s) ∥ lint (10 s) → deploy (10 s).
const FAN_OUT = plan(
  historyJob('build', 0, [['Compile', 10]]),
  historyJob('test', 13, [['Unit tests', 20]]),
  historyJob('lint', 13, [['Lint', 10]]),
  historyJob('deploy', 36, [['Release', 10]]),
)

describe('jobs side by side', () => {
  test('the plan: both after build, deploy after the one that ended last', () => {
    expect(
      FAN_OUT.jobs.map(({ name, after }) => [name, after === undefined ? '-' : FAN_OUT.jobs[after]?.name]),
    ).toEqual([
      ['build', '-'],
      ['test', 'build'],
      ['lint', 'build'],
      ['deploy', 'test'],
    ])
  })

  test('named together, with the time left of the slower; the same view from either job', () => {
    const jobs: JobPlan[] = [
      { id: 1, name: 'build', steps: [['Compile', 1, 11]], status: 'completed' },
      { id: 2, name: 'test', steps: [['Unit tests', 14, null]] },
      { id: 3, name: 'lint', steps: [['Lint', 14, null]] },
    ]
    const fromTest = view(jobs, 2, 14, 20, FAN_OUT)
    const fromLint = view(jobs, 3, 14, 20, FAN_OUT)
    expect(fromTest.words).toBe('test, lint · about 30s left')
    expect({ ...fromLint, key: '' }).toEqual({ ...fromTest, key: '' })
    expect(fromTest.key).toBe(fromLint.key)
  })

  test('legs of one matrix job are counted: "1 of 3 legs done"', () => {
    const legs = plan(
      historyJob('build (a)', 0, [['Build', 10]]),
      historyJob('build (b)', 0, [['Build', 10]]),
      historyJob('build (c)', 0, [['Build', 20]]),
    )
    const jobs: JobPlan[] = [
      { id: 1, name: 'build (a)', steps: [['Build', 1, 9]], status: 'completed' },
      { id: 2, name: 'build (b)', steps: [['Build', 1, null]] },
      { id: 3, name: 'build (c)', steps: [['Build', 1, null]] },
    ]
    expect(view(jobs, 2, 1, 11, legs).words).toBe('1 of 3 legs done · about 10s left')
  })
})

describe('what history does not know', () => {
  test('a job added since weighs what the others took; the bar never goes back when it appears', () => {
    const before: JobPlan[] = [{ id: 1, name: 'build', steps: [['Compile', 1, null]] }]
    const earlier = view(before, 1, 1, 15, PIPELINE)
    const after: JobPlan[] = [
      { id: 1, name: 'build', steps: [['Compile', 1, 21]], status: 'completed' },
      { id: 4, name: 'scan', steps: [['Scan', 23, null]], createdAt: 22 },
    ]
    const later = view(after, 4, 23, 24, PIPELINE)
    // Scan weighs the median user step (20 s); test and deploy are still expected after build.
    expect(later.words).toBe('scan · Step 1 of 1 · Scan · about 30s left')
    expect(later.percent).toBeGreaterThanOrEqual(earlier.percent)
  })

  test('jobs of the history that did not use the action do not count; a job of the run that does not is left out', () => {
    const withLint = plan(
      historyJob('build', 0, [['Compile', 20]]),
      historyJob('lint', 0, [['Lint', 300]], null),
      historyJob('deploy', 23, [['Release', 10]]),
    )
    expect(withLint.jobs.map((planned) => planned.name)).toEqual(['build', 'deploy'])
    const jobs: JobPlan[] = [
      { id: 1, name: 'build', steps: [['Compile', 1, null]] },
      { id: 2, name: 'lint', steps: [['Lint', 1, null]], action: null },
    ]
    expect(view(jobs, 1, 1, 11, withLint).words).toBe('build · Step 1 of 1 · Compile · about 20s left')
  })

  test('no history, several jobs: counted over the jobs known so far, a queued one guessed, never back', () => {
    const built: JobPlan = {
      id: 1,
      name: 'build',
      steps: [
        ['Compile', 1, 5],
        ['Package', 5, 9],
      ],
      status: 'completed',
    }
    const first = view([built, { id: 2, name: 'test', steps: [], status: 'queued', createdAt: 10 }], 1, 1, 10)
    expect(first).toMatchObject({ words: 'build done · next: test', percent: 50, segments: undefined })
    const next = view(
      [
        built,
        {
          id: 2,
          name: 'test',
          steps: [
            ['A', 12, null],
            ['B', null, null],
            ['C', null, null],
            ['D', null, null],
          ],
          createdAt: 10,
        },
      ],
      2,
      12,
      13,
    )
    // 2 of 6 steps is 33: the bar stays at the 50 it showed.
    expect(next.percent).toBe(50)
    expect(next.words).toBe('test · Step 1 of 4 · A')
  })
})

describe('failure and cancel: red at once, the bar where it broke', () => {
  test('a failed step is named with its job; the steps skipped after it do not fill the bar', () => {
    const jobs: JobPlan[] = [
      { id: 1, name: 'build', steps: [['Compile', 1, 21]], status: 'completed' },
      {
        id: 2,
        name: 'test',
        steps: [
          ['Unit tests', 24, 30, 'failure'],
          ['Upload', 30, 30, 'skipped'],
        ],
      },
    ]
    const failed = view(jobs, 2, 24, 40, PIPELINE)
    expect(failed).toMatchObject({
      state: 'failed',
      words: 'test · Failed at step 1 of 2 · Unit tests',
      failed: { step: 'Unit tests', own: true },
      remainingMs: undefined,
    })
    const running: JobPlan[] = jobs.map((entry) =>
      entry.id === 2
        ? {
            ...entry,
            steps: [
              ['Unit tests', 24, null],
              ['Upload', null, null],
            ],
          }
        : entry,
    )
    // Where the 6 s spent in Unit tests had put it, not where its end (or Upload's, skipped) would.
    expect(failed.percent).toBe(view(running, 2, 24, 30, PIPELINE).percent)
    expect(failed.percent).toBeLessThan(view(running, 2, 24, 44, PIPELINE).percent)
  })

  test('cancelled: the bar where the cancelled step stopped', () => {
    const jobs: JobPlan[] = [
      {
        id: 1,
        name: 'build',
        steps: [
          ['Build', 1, 3],
          ['Test', 3, 20, 'cancelled'],
          ['Package', 20, 20, 'skipped'],
        ],
      },
    ]
    const cancelled = view(jobs, 1, 1, 25, LONE)
    expect(cancelled).toMatchObject({ state: 'cancelled', words: 'Cancelled at step 2 of 3 · Test' })
    expect(cancelled.percent).toBe(view(IN_TEST, 1, 1, 20, LONE).percent)
  })
})

describe('this action’s steps under a name of the workflow’s', () => {
  test('found by when this use began; other jobs with that name take part', () => {
    const named = job({ id: 1, name: 'build', steps: [['Compile', 5, null]], action: 'Phone' })
    expect(ownStepName(named, seconds(5) + 300, [ACTION])).toBe('Phone')
    expect(
      ownStepName(job({ id: 1, name: 'build', steps: [['Compile', 5, null]] }), seconds(5) + 300, [ACTION]),
    ).toBe(ACTION)
  })
})

describe('the words', () => {
  test.each([
    [3 * S, false, 'a few seconds left'],
    [37 * S, false, 'about 40s left'],
    [57 * S, false, 'about 1 min left'],
    [3 * 60 * S, false, 'about 3 min left'],
    [75 * 60 * S, false, 'about 1 h 15 min left'],
    [10 * S, true, 'taking longer than usual'],
  ])('%d ms left (overrun %s): %s', (ms, overrun, words) => {
    expect(timeLeftText(ms, overrun)).toBe(words)
  })

  test('a wait between jobs longer than two minutes counts as two', () => {
    const slow = plan(
      historyJob('build', 0, [['Compile', 10]]),
      historyJob('deploy', 3_600, [['Release', 10]]),
    )
    expect(slow.jobs[1]?.wait).toBe(MAX_WAIT_MS)
  })
})
