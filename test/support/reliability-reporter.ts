// A vitest reporter: at the very end of `npm test`, the figures of the reliability suites (test/reliability),
// and a failed run unless each is at its goal (reliability-figures.ts says how they are counted).
import { readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node'
import {
  figuresTable,
  formatFiguresTable,
  SUITES,
  type SuiteName,
  type TestOutcome,
} from './reliability-figures.js'

const TEST_FILE = /\.test\.ts$/

export interface ReliabilityReporterOptions {
  /** Where the suites are: `<suite>.test.ts` or `<suite>.<part>.test.ts`. Default test/reliability. */
  readonly folder?: string
}

export default class ReliabilityReporter implements Reporter {
  readonly #folder: string
  #vitest: Vitest | undefined
  #complete = false
  #strayFiles: string[] = []

  constructor(options: ReliabilityReporterOptions = {}) {
    this.#folder = options.folder ?? fileURLToPath(new URL('../reliability', import.meta.url))
  }

  onInit(vitest: Vitest): void {
    this.#vitest = vitest
  }

  /** A run is complete when it runs every suite file whole: then every declared test must have run. */
  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    const files = readdirSync(this.#folder).filter((file) => TEST_FILE.test(file))
    this.#strayFiles = files.filter((file) => this.#suiteOf(join(this.#folder, file)) === undefined)
    const scheduled = specifications.filter((spec) => this.#suiteOf(spec.moduleId) !== undefined)
    this.#complete =
      this.#vitest?.config.testNamePattern === undefined &&
      files.every((file) => scheduled.some((spec) => spec.moduleId === join(this.#folder, file))) &&
      scheduled.every((spec) => !spec.testIds?.length && !spec.testLines?.length && !spec.testNamePattern)
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests: TestOutcome[] = []
    for (const module of testModules) {
      const suite = this.#suiteOf(module.moduleId)
      if (!suite) continue
      for (const test of module.children.allTests()) {
        tests.push({
          suite,
          name: test.fullName,
          state: test.result().state,
          figures: test.meta().reliability,
        })
      }
    }
    const table = figuresTable(tests, { complete: this.#complete })
    const problems = [
      ...this.#strayFiles.map(
        (file) => `${file} in ${this.#folder} is named after no suite (${SUITES.join(', ')})`,
      ),
      ...table.problems,
    ]
    const scope = this.#complete
      ? 'every suite run whole'
      : 'a filtered run: only the tests that ran are held to their goals'
    const title = `\nReliability figures (test/reliability; ${scope})`
    this.#vitest?.logger.log(formatFiguresTable({ ...table, problems }, title))
    if (problems.length > 0) process.exitCode = 1
  }

  #suiteOf(moduleId: string): SuiteName | undefined {
    if (dirname(moduleId) !== this.#folder || !TEST_FILE.test(moduleId)) return undefined
    const name = basename(moduleId).split('.')[0]
    return SUITES.find((suite) => suite === name)
  }
}
