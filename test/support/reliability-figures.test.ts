import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { TestModule, TestSpecification, Vitest } from 'vitest/node'
import {
  type BadInputFigures,
  type BoardFigures,
  type FaultFigures,
  type Figures,
  type FiguresTable,
  figuresTable,
  formatFiguresTable,
  recordFigures,
  type SecretFigures,
  type TestOutcome,
  type TrustFigures,
} from './reliability-figures.js'
import ReliabilityReporter from './reliability-reporter.js'

const fault: FaultFigures = {
  suite: 'faults',
  runtime: 'node24',
  met: true,
  survived: true,
  endDue: true,
  endDelivered: true,
  leftOnPhone: 0,
  leftOnPhoneSaid: 0,
  duplicates: 0,
  stages: 3,
  stagesWithinBound: 3,
  closest: { stage: 'post', ms: 12_340, boundMs: 58_000 },
}
const board: BoardFigures = {
  suite: 'board',
  runtime: 'node24',
  met: true,
  survived: true,
  activities: 2,
  endedOnce: 2,
  extra: 0,
  endedEarly: false,
  stages: 9,
  stagesWithinBound: 9,
}
const rejected: BadInputFigures = {
  suite: 'bad-inputs',
  runtime: 'node24',
  expected: 'rejected',
  rejectedClearly: true,
  sentExactly: false,
}
const sent: BadInputFigures = { ...rejected, expected: 'sent', rejectedClearly: false, sentExactly: true }
const scanned: SecretFigures = {
  suite: 'secrets',
  runtime: 'node20',
  artifacts: 40,
  bytes: 4096,
  occurrences: 0,
  requests: 12,
  misdirected: 0,
}

const tried: TrustFigures = { suite: 'trust', runtime: 'node20', held: true, leftOnPhone: 0 }

let names = 0
function ran(figures: Figures, state: TestOutcome['state'] = 'passed'): TestOutcome {
  return { name: `test ${++names}`, state, figures }
}

const everySuite = [ran(fault), ran(board), ran(rejected), ran(sent), ran(scanned), ran(tried)]

const row = (table: FiguresTable, label: string) => table.rows.find((entry) => entry.label.trim() === label)

describe('the figures table', () => {
  test('every row at its goal: no problem, and each row says what was counted', () => {
    const table = figuresTable(everySuite, { complete: true })
    expect(table.problems).toEqual([])
    expect(table.rows.map((entry) => [entry.label.trim(), entry.value, entry.status])).toEqual([
      ['Faults injected', '1 of 1 (node24 1)', 'at goal'],
      ['Faults survived', '1 of 1', 'at goal'],
      ['Ends delivered', '1 of 1', 'at goal'],
      ['Left on the phone, said so', '0 of 0', 'at goal'],
      ['Duplicate starts and pushes', '0', 'at goal'],
      ['Stages within their time bound', '3 of 3 (closest: post 12.3 s of 58.0 s)', 'at goal'],
      ['Board faults met', '1 of 1 (node24 1)', 'at goal'],
      ['Board faults survived', '1 of 1', 'at goal'],
      ['activities ended exactly once', '2 of 2', 'at goal'],
      ['activities beyond those due', '0', 'at goal'],
      ['shared activity ended early', '0', 'at goal'],
      ['leg stages within their bound', '9 of 9', 'at goal'],
      ['Bad inputs tried', '2 (node24 2)', 'at goal'],
      ['invalid: rejected clearly', '1 of 1', 'at goal'],
      ['awkward: sent byte-exact', '1 of 1', 'at goal'],
      ['Secret occurrences', '0 in 40 outputs, 4 KiB (node20 1)', 'at goal'],
      ['Secrets sent where they must not go', '0 in 12 requests', 'at goal'],
      ['Trust boundaries held', '1 of 1 (node20 1)', 'at goal'],
      ['activities left on the phone', '0', 'at goal'],
    ])
  })

  test.each<[string, Figures, string]>([
    ['a fault that never met the code', { ...fault, met: false, survived: false }, 'Faults injected'],
    ['a fault not survived', { ...fault, survived: false }, 'Faults survived'],
    ['an end due but lost', { ...fault, endDelivered: false }, 'Ends delivered'],
    ['an activity left on the phone silently', { ...fault, leftOnPhone: 1 }, 'Left on the phone, said so'],
    ['a duplicate', { ...fault, duplicates: 1 }, 'Duplicate starts and pushes'],
    ['a stage over its bound', { ...fault, stagesWithinBound: 2 }, 'Stages within their time bound'],
    ['a board fault that never met the code', { ...board, met: false, survived: false }, 'Board faults met'],
    ['a board fault not survived', { ...board, survived: false }, 'Board faults survived'],
    ['an activity the jobs left unended', { ...board, endedOnce: 1 }, 'activities ended exactly once'],
    ['a second activity for one lost answer', { ...board, extra: 1 }, 'activities beyond those due'],
    ['an end before the last leg', { ...board, endedEarly: true }, 'shared activity ended early'],
    ['a leg stage over its bound', { ...board, stagesWithinBound: 8 }, 'leg stages within their bound'],
    ['an invalid input not rejected', { ...rejected, rejectedClearly: false }, 'invalid: rejected clearly'],
    ['an awkward input not sent exactly', { ...sent, sentExactly: false }, 'awkward: sent byte-exact'],
    ['a secret in an output', { ...scanned, occurrences: 2 }, 'Secret occurrences'],
    ['a secret sent elsewhere', { ...scanned, misdirected: 1 }, 'Secrets sent where they must not go'],
    ['a boundary crossed', { ...tried, held: false }, 'Trust boundaries held'],
    ['an activity left on the phone', { ...tried, leftOnPhone: 1 }, 'activities left on the phone'],
  ])('%s puts its row off goal and fails the run', (_what, figures, label) => {
    const table = figuresTable([...everySuite, ran(figures, 'failed')], { complete: true })
    expect(row(table, label)?.status).toBe('off goal')
    expect(table.problems).toEqual([expect.stringMatching(new RegExp(`^\\s*${label}: `))])
  })

  test('a test that ran without recording figures is a problem, whatever the run', () => {
    const silent: TestOutcome = { name: 'forgot', state: 'passed', figures: undefined }
    for (const complete of [true, false]) {
      expect(figuresTable([...everySuite, silent], { complete }).problems).toEqual([
        '"forgot" ran but recorded no figures',
      ])
    }
  })

  test('a complete run fails when a declared test did not run; a filtered run shows only what ran', () => {
    const skipped: TestOutcome = { name: 'skipped one', state: 'skipped', figures: undefined }
    expect(figuresTable([...everySuite, skipped], { complete: true }).problems).toEqual([
      '1 of 7 tests did not run: "skipped one"',
    ])
    const filtered = figuresTable([...everySuite, skipped], { complete: false })
    expect(filtered.problems).toEqual([])
    expect(row(filtered, 'Faults injected')?.value).toBe('1 of 1 (node24 1)')
  })

  test('a suite with no test run shows "not run": a problem only when the run is complete', () => {
    const withoutSecrets = [...everySuite.slice(0, 4), ran(tried)]
    const partial = figuresTable(withoutSecrets, { complete: false })
    expect(partial.problems).toEqual([])
    expect(row(partial, 'Secret occurrences')).toMatchObject({ value: 'not run', status: 'not run' })
    expect(figuresTable(withoutSecrets, { complete: true }).problems).toEqual([
      'secrets: no test recorded its figures',
    ])
  })

  test('printed: a line per row, marked, with the problems after', () => {
    const leaked = ran({ ...scanned, occurrences: 1 }, 'failed')
    const printed = formatFiguresTable(
      figuresTable([...everySuite, leaked], { complete: true }),
      'Reliability figures',
    )
    expect(printed.split('\n')).toEqual(
      expect.arrayContaining([
        'Reliability figures',
        expect.stringMatching(/^ {2}ok {2}Faults injected +1 of 1 \(node24 1\) {2}every scenario$/),
        expect.stringMatching(/^ {2}OFF Secret occurrences +1 in 80 outputs, 8 KiB \(node20 2\) {2}0 /),
        '  Not at goal, so the run fails:',
        expect.stringMatching(/^ {2}- Secret occurrences: 1 in 80 outputs/),
      ]),
    )
  })

  test('recordFigures attaches the figures to the test, where the reporter reads them', () => {
    const task = { meta: {} }
    recordFigures(task, scanned)
    expect(task.meta).toEqual({ reliability: scanned })
  })
})

// The reporter is given what vitest gives it, made by hand: specifications of the files to run (and of all
// files, as vitest globs them), and the modules with their tests once they ran.

let logged: string[]
let exitCode: typeof process.exitCode

beforeEach(() => {
  logged = []
  exitCode = process.exitCode
})
afterEach(() => {
  // The reporter fails the run through the exit code: this run's must stay what it was.
  process.exitCode = exitCode
})

/** Each suite's file, and the figures of its one passing test. */
const SUITES: Record<string, Figures> = {
  'test/reliability/faults.test.ts': fault,
  'test/reliability/board.test.ts': board,
  'test/reliability/bad-inputs.test.ts': rejected,
  'test/reliability/secrets.test.ts': scanned,
  'test/reliability/trust.test.ts': tried,
}
const SUITE_FILES = Object.keys(SUITES)
const UNIT_FILE = 'test/unit/a.test.ts'
const project = (file: string) => ({ name: file === UNIT_FILE ? 'tests' : 'reliability' })

function spec(
  moduleId: string,
  filters: Partial<Pick<TestSpecification, 'testIds'>> = {},
): TestSpecification {
  return { moduleId, project: project(moduleId), ...filters } as unknown as TestSpecification
}

/** A module as vitest gives it once it ran: each test's state and, when it recorded them, its figures. */
function module(
  moduleId: string,
  tests: readonly { state: TestOutcome['state']; figures?: Figures }[],
): TestModule {
  const allTests = () =>
    tests.map((fake, index) => ({
      fullName: `${moduleId} test ${index + 1}`,
      result: () => ({ state: fake.state }),
      meta: () => (fake.figures ? { reliability: fake.figures } : {}),
    }))
  return { moduleId, project: project(moduleId), children: { allTests } } as unknown as TestModule
}

async function report(specs: TestSpecification[], modules: TestModule[], testNamePattern?: RegExp) {
  const reporter = new ReliabilityReporter()
  reporter.onInit({
    config: { testNamePattern },
    logger: { log: (text: string) => logged.push(text) },
    globTestSpecifications: async () => [...SUITE_FILES, UNIT_FILE].map((file) => spec(file)),
  } as unknown as Vitest)
  await reporter.onTestRunStart(specs)
  reporter.onTestRunEnd(modules)
  return logged.join('\n')
}

const everySuiteFile = () => SUITE_FILES.map((file) => spec(file))
const passing = (file: string) => module(file, [{ state: 'passed', figures: SUITES[file] }])
const everySuitePassing = () => SUITE_FILES.map(passing)

describe('the reliability reporter', () => {
  test('a whole run at every goal: the table, last, and the exit code left alone', async () => {
    const printed = await report(everySuiteFile(), everySuitePassing())
    expect(printed).toMatch(/^\nReliability figures \(test\/reliability; every suite run whole\)\n/)
    expect(printed).not.toContain('Not at goal')
    expect(process.exitCode).toBe(exitCode)
  })

  test.each([
    ['a suite file left out', () => everySuiteFile().slice(0, 2), undefined],
    ['a test name pattern', everySuiteFile, /faults/],
    [
      'tests picked by id',
      () => [...everySuiteFile().slice(1), spec(SUITE_FILES[0] as string, { testIds: ['x'] })],
      undefined,
    ],
  ])(
    'a run filtered by %s shows the suites that did not run as "not run", and passes',
    async (_how, specs, pattern) => {
      const printed = await report(specs(), everySuitePassing().slice(0, 2), pattern)
      expect(printed).toContain('a filtered run: only the tests that ran are held to their goals')
      expect(printed).toMatch(/--\s+Secret occurrences\s+not run/)
      expect(process.exitCode).toBe(exitCode)
    },
  )

  test('a test of the project that records no figures fails the run, whatever its file is named', async () => {
    const stray = 'test/reliability/leaks.test.ts'
    const printed = await report(
      [...everySuiteFile(), spec(stray)],
      [...everySuitePassing(), module(stray, [{ state: 'passed' }])],
    )
    expect(printed).toContain(`- "${stray} test 1" ran but recorded no figures`)
    expect(process.exitCode).toBe(1)
  })

  test("other projects' tests are not its business", async () => {
    await report(
      [...everySuiteFile(), spec(UNIT_FILE)],
      [module(UNIT_FILE, [{ state: 'passed' }]), ...everySuitePassing()],
    )
    expect(process.exitCode).toBe(exitCode)
  })
})
