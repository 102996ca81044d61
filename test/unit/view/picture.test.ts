import { describe, expect, test } from 'vitest'
import { ganttText, plain } from '../../../src/view/gantt.js'
import {
  type Bar,
  MAX_BARS,
  type Picture,
  type PictureOptions,
  runPicture,
} from '../../../src/view/picture.js'
import { type Plan, planRun } from '../../../src/view/plan.js'
import { bystanderSnapshot } from '../../../src/view/snapshot.js'
import { readGantts } from '../../support/mermaid/read-gantt.js'
import { ACTION, history, historyJob, type JobPlan, S, seconds, snapshot } from './fixtures.js'

function plan(...jobs: ReturnType<typeof historyJob>[]): Plan {
  const planned = planRun(history(jobs), ACTION)
  if (!planned.ok) throw new Error(planned.reason)
  return planned.plan
}

interface Case {
  readonly jobs: readonly JobPlan[]
  /** This job, and when its use of the action began, in seconds. */
  readonly own: number
  readonly ownStart: number
  /** When its post began, in seconds. */
  readonly endedAt: number
  readonly plan?: Plan
  readonly options?: Partial<PictureOptions>
}

function draw(drawn: Case): Picture {
  const picture = runPicture(snapshot(drawn.jobs, drawn.own, drawn.ownStart), drawn.plan, {
    scope: 'activity',
    heading: 'Deploy main',
    outcome: 'success',
    jobOutcome: 'success',
    endedAt: seconds(drawn.endedAt),
    postBeganAt: seconds(drawn.endedAt),
    ...drawn.options,
  })
  if (!picture) throw new Error('no picture')
  return picture
}

/** Each section's bars as "name · text" (or the text alone), from and to in seconds. */
function bars(picture: Picture): Record<string, string[]> {
  const said = (bar: Bar) =>
    `${bar.name === undefined ? bar.text : `${bar.name} · ${bar.text}`} [${bar.kind} ${bar.start / S}-${bar.end / S}]`
  return Object.fromEntries(picture.sections.map((section) => [section.name, section.bars.map(said)]))
}

// One job of four steps, which took 31 s last time; this time "Test" ran 3 s long, and the tracker saw "Package"
// begin, not end: post began at 34 s.
const ALONE: Case = {
  jobs: [
    {
      id: 1,
      name: 'build',
      steps: [
        ['Check out', 1, 4],
        ['Install', 4, 11],
        ['Test', 11, 29],
        ['Package', 29, null],
      ],
    },
  ],
  own: 1,
  ownStart: 1,
  endedAt: 34,
  plan: plan(
    historyJob('build', 0, [
      ['Check out', 3],
      ['Install', 9],
      ['Test', 15],
      ['Package', 4],
    ]),
  ),
}

// build, test, deploy one after the other; test's unit tests ran 7 s long; deploy ends the activity at 68 s.
const PIPELINE_PLAN = plan(
  historyJob('build', 0, [['Compile', 12]]),
  historyJob('test', 20, [
    ['Unit tests', 18],
    ['Lint', 5],
  ]),
  historyJob('deploy', 51, [['Release', 14]]),
)
const PIPELINE: Case = {
  jobs: [
    { id: 1, name: 'build', steps: [['Compile', 1, 13]], status: 'completed' },
    {
      id: 2,
      name: 'test',
      steps: [
        ['Unit tests', 22, 47],
        ['Lint', 47, 51],
      ],
      status: 'completed',
      createdAt: 15,
    },
    { id: 3, name: 'deploy', steps: [['Release', 60, null]], createdAt: 53 },
  ],
  own: 3,
  ownStart: 60,
  endedAt: 68,
  plan: PIPELINE_PLAN,
}

// build, then test and lint side by side: test, the longer, ends the activity.
const SIDE_BY_SIDE: Case = {
  jobs: [
    { id: 1, name: 'build', steps: [['Compile', 1, 6]], status: 'completed' },
    { id: 2, name: 'lint', steps: [['Lint', 10, 14]], status: 'completed', createdAt: 7 },
    { id: 3, name: 'test', steps: [['Unit tests', 10, 20]], createdAt: 7 },
  ],
  own: 3,
  ownStart: 9,
  endedAt: 21,
  plan: plan(
    historyJob('build', 0, [['Compile', 5]]),
    historyJob('lint', 7, [['Lint', 4]]),
    historyJob('test', 7, [['Unit tests', 10]]),
  ),
}

// build, a matrix "test" of 20 legs (leg 7 failed its tests, under fail-fast off), then deploy, which ends it.
const LEGS = Array.from({ length: 20 }, (_, index) => index + 1)
const legName = (leg: number) => `test (ubuntu-latest, node ${leg})`
const MATRIX: Case = {
  jobs: [
    { id: 1, name: 'build', steps: [['Compile', 1, 5]], status: 'completed' },
    ...LEGS.map(
      (leg): JobPlan => ({
        id: 10 + leg,
        name: legName(leg),
        steps: [['Unit tests', 8, 18 + leg, leg === 7 ? 'failure' : 'success']],
        status: 'completed',
        conclusion: leg === 7 ? 'failure' : 'success',
        createdAt: 6,
      }),
    ),
    { id: 40, name: 'deploy', steps: [['Release', 42, 46]], createdAt: 39 },
  ],
  own: 40,
  ownStart: 41,
  endedAt: 47,
  plan: plan(
    historyJob('build', 0, [['Compile', 4]]),
    ...LEGS.map((leg) => historyJob(legName(leg), 6, [['Unit tests', 10 + (leg === 20 ? 20 : 0)]])),
    historyJob('deploy', 40, [['Release', 4]]),
  ),
}

// test fails at its unit tests; "Upload logs" runs after, always: test ends the activity, red.
const FAILED: Case = {
  jobs: [
    { id: 1, name: 'build', steps: [['Compile', 1, 5]], status: 'completed' },
    {
      id: 2,
      name: 'test',
      steps: [
        ['Unit tests', 8, 20, 'failure'],
        ['Package', 20, 20, 'skipped'],
        ['Upload logs', 20, null],
      ],
      createdAt: 6,
    },
  ],
  own: 2,
  ownStart: 7,
  endedAt: 24,
  plan: plan(historyJob('build', 0, [['Compile', 4]]), historyJob('test', 6, [['Unit tests', 10]])),
  options: { outcome: 'failure', jobOutcome: 'failure' },
}

// The run is cancelled while test runs its unit tests; the tracker saw them begin.
const CANCELLED: Case = {
  jobs: [
    { id: 1, name: 'build', steps: [['Compile', 1, 5]], status: 'completed' },
    {
      id: 2,
      name: 'test',
      steps: [
        ['Unit tests', 8, null],
        ['Package', null, null],
      ],
      createdAt: 6,
    },
  ],
  own: 2,
  ownStart: 7,
  endedAt: 19,
  plan: plan(historyJob('build', 0, [['Compile', 4]]), historyJob('test', 6, [['Unit tests', 10]])),
  options: { outcome: 'cancelled', jobOutcome: 'cancelled' },
}

// No successful run yet: the pipeline as it ran, without usual times.
const FIRST: Case = { ...PIPELINE, plan: undefined }

// Names from the workflow with everything Mermaid's grammar or GitHub's page would read as syntax.
const HOSTILE_STEPS = [
  'Build: release #1; 50% done',
  'line one\nline two\rline three\u2028four\u0000five\u001b[31m',
  '%%{init: {"theme": "forest", "gantt": {"barHeight": 200}}}%% styled',
  '%% a comment',
  'click task1 call alert(1)',
  'click task1 href "javascript:alert(1)"',
  'call alert()',
  'title Taken over',
  'section Injected',
  'dateFormat YYYY',
  'axisFormat %Y',
  'todayMarker on',
  'gantt',
  '2024-01-01 looks like a date',
  'accTitle: stolen',
  '<img src=x onerror=alert(1)> &amp; #quot; &lt;b&gt;',
  'Run integration tests against the staging database (shard 1)',
  'Run integration tests against the staging database (shard 2)',
  `${'a'.repeat(29)}X${'b'.repeat(30)}`,
  `${'a'.repeat(29)}Y${'b'.repeat(30)}`,
  '\u202eevil\u202c reversed',
  '',
]
const HOSTILE_JOB = 'deploy: prod\n#1; <b>%%{init}%%</b>'
const NAMES: Case = {
  jobs: [
    { id: 1, name: 'test (c#, 1;2)', steps: [['Unit: tests', 1, 3]], status: 'completed' },
    { id: 2, name: 'test (rust, 3%)', steps: [['Unit: tests', 1, 4]], status: 'completed' },
    {
      id: 3,
      name: HOSTILE_JOB,
      steps: HOSTILE_STEPS.map((name, index) => [name, 6 + index, 7 + index] as const),
      createdAt: 5,
    },
  ],
  own: 3,
  ownStart: 5,
  endedAt: 30,
  options: { heading: 'CI: main #5; %%{init}%%\n<script>' },
}

// 150 steps in one job, 10 in another: the first is folded into one bar.
const MANY_STEPS: Case = {
  jobs: [
    {
      id: 1,
      name: 'generate',
      steps: Array.from({ length: 150 }, (_, index) => [`Part ${index + 1}`, 1 + index, 2 + index] as const),
      status: 'completed',
    },
    {
      id: 2,
      name: 'check',
      steps: Array.from(
        { length: 10 },
        (_, index) => [`Check ${index + 1}`, 153 + index, 154 + index] as const,
      ),
      createdAt: 152,
    },
  ],
  own: 2,
  ownStart: 152,
  endedAt: 165,
}

// 130 jobs of one step each: none to fold, the last ones left out.
const MANY_JOBS: Case = {
  jobs: Array.from(
    { length: 130 },
    (_, index): JobPlan => ({
      id: index + 1,
      name: `job ${index + 1}`,
      steps: [[`Step of job ${index + 1}`, 1 + index, 2 + index]],
      status: index === 129 ? undefined : 'completed',
      createdAt: 0,
    }),
  ),
  own: 130,
  ownStart: 1,
  endedAt: 140,
}

const CASES = {
  ALONE,
  PIPELINE,
  SIDE_BY_SIDE,
  MATRIX,
  FAILED,
  CANCELLED,
  FIRST,
  NAMES,
  MANY_STEPS,
  MANY_JOBS,
  JOB_ONLY: { ...PIPELINE, options: { scope: 'job' as const } },
}

describe("the run's picture", () => {
  test('a job alone: its usual time, a bar per step, the one that ran long marked, the one not seen done up to its post', () => {
    const picture = draw(ALONE)
    expect(picture.heading).toBe('Deploy main')
    expect(picture.outcome).toBe('succeeded in 33s (usually 31s)')
    expect(bars(picture)).toEqual({
      build: [
        'usually 31s [usual 0-31]',
        'Check out · 3s [step 0-3]',
        'Install · 7s [step 3-10]',
        'Test · 18s (usually 15s) [long 10-28]',
        'Package · ~5s [step 28-33]',
      ],
    })
  })

  test('a pipeline: a section per job from the activity’s start, the waits between them, each job’s usual time', () => {
    const picture = draw(PIPELINE)
    expect(picture.outcome).toBe('succeeded in 1m 7s (usually 1m 5s)')
    expect(bars(picture)).toEqual({
      build: ['usually 12s [usual 0-12]', 'Compile · 12s [step 0-12]'],
      test: [
        '⏳ waited 7s [wait 14-21]',
        'usually 23s [usual 21-44]',
        'Unit tests · 25s (usually 18s) [long 21-46]',
        'Lint · 4s [step 46-50]',
      ],
      deploy: ['⏳ waited 7s [wait 52-59]', 'usually 14s [usual 59-73]', 'Release · ~8s [step 59-67]'],
    })
    const text = ganttText(picture)
    expect(text).toContain('    title Deploy main · succeeded in 1m 7s (usually 1m 5s)\n')
    expect(text).toContain('\n    \u2060Unit tests · 25s (usually 18s) : active, 21000, 46000\n')
    expect(text).toContain('\n    \u2060⏳ waited 7s : done, 52000, 59000\n')
  })

  test('drawn by the closing job, which takes no part: every job that took part, and not the closing job', () => {
    const ended = PIPELINE.jobs.map((job) =>
      job.id === 3 ? { ...job, steps: [['Release', 60, 68]] as const, status: 'completed' } : job,
    )
    const closing = { id: 4, name: 'close', steps: [], status: 'in_progress', createdAt: 68 }
    const listed = snapshot([...ended, closing], 4, 69)
    const picture = runPicture(bystanderSnapshot(listed.jobs, 4, seconds(1), ACTION), PIPELINE_PLAN, {
      scope: 'activity',
      heading: 'Deploy main',
      outcome: 'success',
      jobOutcome: 'success',
      endedAt: seconds(70),
      postBeganAt: seconds(70),
    })
    expect(Object.keys(bars(picture as Picture))).toEqual(['build', 'test', 'deploy'])
    expect(picture?.heading).toBe('Deploy main')
  })

  test('a deploy held for its approval: the wait drawn as one, a slow runner not', () => {
    // The pipeline again, deploy approved 2 h 14 m after it was created at 53 s; a runner that took under the
    // 2 minutes the plan counts for a wait held nothing.
    const held = 2 * 3600 + 14 * 60
    const approved: Case = {
      ...PIPELINE,
      jobs: [
        ...PIPELINE.jobs.slice(0, 2),
        { id: 3, name: 'deploy', steps: [['Release', 60 + held, null]], createdAt: 53 },
      ],
      ownStart: 60 + held,
      endedAt: 68 + held,
    }
    expect(bars(draw(approved)).deploy?.[0]).toBe(`⏳ waited 2h 14m for approval [wait 52-${59 + held}]`)
    const slow: Case = {
      ...PIPELINE,
      jobs: [
        ...PIPELINE.jobs.slice(0, 2),
        { id: 3, name: 'deploy', steps: [['Release', 160, null]], createdAt: 53 },
      ],
      ownStart: 160,
      endedAt: 168,
    }
    expect(bars(draw(slow)).deploy?.[0]).toBe('⏳ waited 1m 47s [wait 52-159]')
  })

  test('jobs side by side: each waits from the end of the job they both followed', () => {
    expect(bars(draw(SIDE_BY_SIDE))).toEqual({
      build: ['usually 5s [usual 0-5]', 'Compile · 5s [step 0-5]'],
      lint: ['⏳ waited 3s [wait 6-9]', 'usually 4s [usual 9-13]', 'Lint · 4s [step 9-13]'],
      test: ['⏳ waited 3s [wait 6-9]', 'usually 10s [usual 9-19]', 'Unit tests · 10s [step 9-19]'],
    })
  })

  test('a matrix of 20 legs: one section, a bar per leg named by its values, the failed leg and the long ones marked', () => {
    const picture = draw(MATRIX)
    const legs = picture.sections[1]
    expect(picture.sections.map((section) => [section.name, section.text])).toEqual([
      ['build', undefined],
      ['test', '20 legs'],
      ['deploy', undefined],
    ])
    // The wait, the matrix's usual time (its longest leg's), and its 20 legs.
    expect(legs?.bars).toHaveLength(22)
    expect(bars(picture).test?.slice(0, 3)).toEqual([
      '⏳ waited 2s [wait 5-7]',
      'usually 30s [usual 7-37]',
      'ubuntu-latest, node 1 · 11s [step 7-18]',
    ])
    expect(bars(picture).test).toContain(
      'ubuntu-latest, node 7 · failed at Unit tests after 17s [failed 7-24]',
    )
    // Leg 9 took 17 s against its 10: long; leg 20 took 28 s against its 30: not.
    expect(bars(picture).test).toContain('ubuntu-latest, node 9 · 19s (usually 10s) [long 7-26]')
    expect(bars(picture).test).toContain('ubuntu-latest, node 20 · 30s [step 7-37]')
  })

  test('a failed run: the failed step marked, the skipped ones left out, the title says so', () => {
    const picture = draw(FAILED)
    expect(picture.outcome).toBe('failed after 23s')
    expect(bars(picture).test).toEqual([
      '⏳ waited 2s [wait 5-7]',
      'usually 10s [usual 7-17]',
      'Unit tests · failed after 12s [failed 7-19]',
      'Upload logs · ~4s [step 19-23]',
    ])
    expect(ganttText(picture)).toContain('\u2060Unit tests · failed after 12s : crit, 7000, 19000\n')
  })

  test('a cancelled run: the step it stopped in cut short, and where it stopped', () => {
    const picture = draw(CANCELLED)
    expect(picture.outcome).toBe('cancelled after 18s')
    expect(bars(picture).test).toEqual([
      '⏳ waited 2s [wait 5-7]',
      'usually 10s [usual 7-17]',
      'Unit tests · +1 step · cancelled after ~11s [cancelled 7-18]',
      '⏹ cancelled [stop 18-18]',
    ])
    const text = ganttText(picture)
    expect(text).toContain(': done, crit, 7000, 18000\n')
    expect(text).toContain('\u2060⏹ cancelled : milestone, crit, 18000, 18000\n')
  })

  test('a first run: this run as it went, with no usual time', () => {
    const picture = draw(FIRST)
    expect(picture.outcome).toBe('succeeded in 1m 7s')
    expect(bars(picture).test).toEqual([
      '⏳ waited 7s [wait 14-21]',
      'Unit tests · 25s [step 21-46]',
      'Lint · 4s [step 46-50]',
    ])
    expect(ganttText(picture)).not.toContain('usually')
  })

  test('a job that does not end the activity draws its own steps alone, from its own start', () => {
    const picture = draw(CASES.JOB_ONLY)
    expect(picture.heading).toBe('deploy')
    expect(picture.outcome).toBe('succeeded in 8s (usually 14s)')
    expect(bars(picture)).toEqual({ deploy: ['usually 14s [usual 0-14]', 'Release · ~8s [step 0-8]'] })
  })

  test('a job still running at the tracker’s last look is drawn up to it, and says so', () => {
    const run = {
      ...SIDE_BY_SIDE,
      jobs: [
        SIDE_BY_SIDE.jobs[0],
        { ...SIDE_BY_SIDE.jobs[1], status: undefined, steps: [['Lint', 10, null]] },
      ],
      own: 1,
      ownStart: 1,
    } as Case
    expect(bars(draw({ ...run, jobs: [...run.jobs, SIDE_BY_SIDE.jobs[2] as JobPlan] })).lint).toContain(
      'Lint · running at the last look [step 9-19]',
    )
  })

  test('the title counts to the end; a step the tracker did not see end is drawn to when the post began', () => {
    const picture = draw({ ...ALONE, options: { postBeganAt: seconds(32) } })
    expect(picture.outcome).toBe('succeeded in 33s (usually 31s)')
    expect(bars(picture).build?.at(-1)).toBe('Package · ~3s [step 28-31]')
  })

  test('a step that ran a little longer than usual, within two seconds or a tenth, is not marked', () => {
    const picture = draw({
      ...ALONE,
      plan: plan(
        historyJob('build', 0, [
          ['Check out', 3],
          ['Install', 9],
          ['Test', 17],
          ['Package', 4],
        ]),
      ),
    })
    expect(bars(picture).build).toContain('Test · 18s [step 10-28]')
  })
})

describe('names are data', () => {
  test('no character of a name reaches Mermaid as syntax: each line one statement, names as look-alikes', () => {
    const text = ganttText(draw(NAMES))
    const lines = text.trimEnd().split('\n')
    // The statements the picture writes, and nothing else: a title, the settings, sections, tasks.
    expect(lines.slice(0, 5).map((line) => line.trim().split(' ')[0])).toEqual([
      'gantt',
      'title',
      'dateFormat',
      'axisFormat',
      'todayMarker',
    ])
    for (const line of lines.slice(5)) expect(line).toMatch(/^ {4}(section |\u2060[^:]+ : [a-z, ]*\d+, \d+$)/)
    const names = [lines[1] as string, ...lines.slice(5)].flatMap((line) => [...line])
    expect(names.filter((character) => FORBIDDEN.has(character))).toEqual([])
    expect(text).toContain('\u2060Build∶ release ＃1； 50％ done · 1s : ')
    expect(text).toContain('\u2060line one line two line three…five [31m · 1s : ')
    expect(text).toContain('    section deploy∶ prod ＃1； ‹b›％％{init}％％‹/b›\n')
    expect(text).toContain('    title CI∶ main ＃5； ％％{init}％％ ‹script› · succeeded in 29s\n')
  })

  test('a long name is cut with an ellipsis, keeping its end; names that would read the same are numbered', () => {
    const text = ganttText(draw(NAMES))
    expect(text).toContain('\u2060Run integration tests against…(shard 1) · 1s')
    expect(text).toContain('\u2060Run integration tests against…(shard 2) · 1s')
    expect(text).toContain(`\u2060${'a'.repeat(29)}…${'b'.repeat(10)} · 1s`)
    expect(text).toContain(`\u2060${'a'.repeat(25)}…${'b'.repeat(10)} (2) · 1s`)
  })

  test('plain: control characters, line and paragraph breaks and direction overrides fold into one space', () => {
    expect(plain('a\r\nb\u0085c\u2029d\te\u202ef  ')).toBe('a b c d e f')
    expect(plain(' \n ')).toBe('…')
  })
})

describe('the bound', () => {
  test(`past ${MAX_BARS} bars the job with the most steps is one bar, and the picture says which`, () => {
    const picture = draw(MANY_STEPS)
    expect(picture.folded).toEqual(['generate'])
    expect(bars(picture).generate).toEqual(['150 steps · 2m 30s [step 0-150]'])
    expect(bars(picture).check).toHaveLength(11)
  })

  test('jobs that cannot be folded further are left out, the last ones, and counted', () => {
    const picture = draw(MANY_JOBS)
    const count = picture.sections.reduce((sum, section) => sum + section.bars.length, 0)
    expect(count).toBeLessThanOrEqual(MAX_BARS)
    expect(picture.left).toBe(130 - picture.sections.length)
    expect(picture.left).toBeGreaterThan(0)
  })
})

describe('Mermaid reads every picture as drawn', () => {
  test('its own parser accepts each gantt, with the title, sections and bars the picture holds', async () => {
    const pictures = Object.values(CASES).map(draw)
    const read = await readGantts(pictures.map(ganttText))
    read.forEach((gantt, index) => {
      const picture = pictures[index] as Picture
      const name = Object.keys(CASES)[index]
      expect(gantt, name).toMatchObject({ ok: true, type: 'gantt' })
      if (!gantt.ok) return
      expect(gantt.title, name).toBe(ganttText(picture).split('\n')[1]?.slice('    title '.length))
      // Every line written as a task is read as that task, with the name written: none became a title, a
      // comment, a setting or a click.
      const drawn = picture.sections.flatMap((section) => section.bars.map((bar) => ({ section, bar })))
      const labels = ganttText(picture)
        .split('\n')
        .filter((line) => line.startsWith('    \u2060'))
        .map((line) => line.slice(4, line.lastIndexOf(' : ')))
      expect(labels, name).toHaveLength(drawn.length)
      expect(
        gantt.tasks.map((task) => task.name),
        name,
      ).toEqual(labels)
      expect(new Set(gantt.tasks.map((task) => task.section)).size, name).toBe(picture.sections.length)
      expect(
        gantt.tasks.map((task) => task.tags.join(',')),
        name,
      ).toEqual(drawn.map(({ bar }) => TAGS[bar.kind]))
    })
  }, 60_000)
})

/** What Mermaid or GitHub's page would read as syntax: none of it may come from a name. */
const FORBIDDEN = new Set([...'#;%<>&\r\n\u2028\u2029\u202e\u0000\u001b\u0085'])

const TAGS: Record<Bar['kind'], string> = {
  step: '',
  long: 'active',
  failed: 'crit',
  cancelled: 'done,crit',
  stop: 'crit,milestone',
  wait: 'done',
  usual: 'done',
}
