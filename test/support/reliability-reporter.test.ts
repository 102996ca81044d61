import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { TestModule, TestSpecification, Vitest } from 'vitest/node'
import type { Figures, TestOutcome } from './reliability-figures.js'
import ReliabilityReporter from './reliability-reporter.js'

// The reporter is given what vitest gives it, made by hand: specifications of the files to run, and the
// modules with their tests once they ran.

let folder: string
let logged: string[]
let exitCode: typeof process.exitCode

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'reliability-'))
  for (const suite of ['faults', 'bad-inputs', 'secrets']) writeFileSync(join(folder, `${suite}.test.ts`), '')
  logged = []
  exitCode = process.exitCode
})
afterEach(() => {
  // The reporter fails the run through the exit code: this run's must stay what it was.
  process.exitCode = exitCode
  rmSync(folder, { recursive: true, force: true })
})

const figures: Record<TestOutcome['suite'], Figures> = {
  faults: {
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
    closest: { stage: 'post', ms: 1_000, boundMs: 58_000 },
  },
  'bad-inputs': {
    suite: 'bad-inputs',
    runtime: 'node24',
    expected: 'rejected',
    rejectedClearly: true,
    sentExactly: false,
  },
  secrets: {
    suite: 'secrets',
    runtime: 'node24',
    artifacts: 10,
    bytes: 100,
    occurrences: 0,
    requests: 3,
    misdirected: 0,
  },
}

interface FakeTest {
  readonly state: TestOutcome['state']
  readonly figures?: Figures
}

function spec(file: string, filters: Partial<Pick<TestSpecification, 'testIds'>> = {}): TestSpecification {
  return {
    moduleId: join(folder, file),
    testIds: undefined,
    testLines: undefined,
    testNamePattern: undefined,
    ...filters,
  } as unknown as TestSpecification
}

function module(file: string, tests: readonly FakeTest[]): TestModule {
  return {
    moduleId: file.startsWith('/') ? file : join(folder, file),
    children: {
      *allTests() {
        for (const [index, fake] of tests.entries()) {
          yield {
            fullName: `${file} test ${index + 1}`,
            result: () => ({ state: fake.state }),
            meta: () => (fake.figures ? { reliability: fake.figures } : {}),
          }
        }
      },
    },
  } as unknown as TestModule
}

function report(specs: TestSpecification[], modules: TestModule[], testNamePattern?: RegExp): string {
  const reporter = new ReliabilityReporter({ folder })
  reporter.onInit({
    config: { testNamePattern },
    logger: { log: (text: string) => logged.push(text) },
  } as unknown as Vitest)
  reporter.onTestRunStart(specs)
  reporter.onTestRunEnd(modules)
  return logged.join('\n')
}

const everySuite = () => ['faults', 'bad-inputs', 'secrets'].map((suite) => spec(`${suite}.test.ts`))
const passing = (suite: TestOutcome['suite']) =>
  module(`${suite}.test.ts`, [{ state: 'passed', figures: figures[suite] }])

describe('the reliability reporter', () => {
  test('a whole run at every goal: the table, last, and the exit code left alone', () => {
    const printed = report(everySuite(), [passing('faults'), passing('bad-inputs'), passing('secrets')])
    expect(printed).toMatch(/^\nReliability figures \(test\/reliability; every suite run whole\)\n/)
    expect(printed).not.toContain('Not at goal')
    expect(process.exitCode).toBe(exitCode)
  })

  test('a whole run in which a declared test was skipped fails', () => {
    const faults = module('faults.test.ts', [
      { state: 'passed', figures: figures.faults },
      { state: 'skipped' },
    ])
    const printed = report(everySuite(), [faults, passing('bad-inputs'), passing('secrets')])
    expect(printed).toContain('- faults: 1 of 2 tests did not run: "faults.test.ts test 2"')
    expect(process.exitCode).toBe(1)
  })

  test('a whole run whose test recorded no figures fails', () => {
    const silent = module('secrets.test.ts', [{ state: 'passed' }])
    expect(report(everySuite(), [passing('faults'), passing('bad-inputs'), silent])).toContain(
      '- secrets: "secrets.test.ts test 1" ran but recorded no figures',
    )
    expect(process.exitCode).toBe(1)
  })

  test.each([
    ['a suite file left out', () => everySuite().slice(0, 2), undefined],
    ['a test name pattern', everySuite, /faults/],
    [
      'tests picked by id',
      () => [...everySuite().slice(1), spec('faults.test.ts', { testIds: ['x'] })],
      undefined,
    ],
  ])(
    'a run filtered by %s shows the suites that did not run as "not run", and passes',
    (_how, specs, pattern) => {
      const printed = report(specs(), [passing('faults'), passing('bad-inputs')], pattern)
      expect(printed).toContain('a filtered run: only the tests that ran are held to their goals')
      expect(printed).toMatch(/--\s+Secret occurrences\s+not run/)
      expect(process.exitCode).toBe(exitCode)
    },
  )

  test('a test file named after no suite fails the run', () => {
    writeFileSync(join(folder, 'leaks.test.ts'), '')
    const printed = report(
      [...everySuite(), spec('leaks.test.ts')],
      [passing('faults'), passing('bad-inputs'), passing('secrets')],
    )
    expect(printed).toContain(
      `- leaks.test.ts in ${folder} is named after no suite (faults, bad-inputs, secrets)`,
    )
    expect(process.exitCode).toBe(1)
  })

  test("other modules' tests are not its business", () => {
    const unit = module('/elsewhere/unit.test.ts', [{ state: 'passed' }])
    report(everySuite(), [unit, passing('faults'), passing('bad-inputs'), passing('secrets')])
    expect(process.exitCode).toBe(exitCode)
  })
})
