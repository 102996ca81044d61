// A vitest reporter: at the very end of `npm test`, the figures of the reliability suites (the tests of the
// 'reliability' project, test/reliability), and a failed run unless each is at its goal (reliability-figures.ts
// says how they are counted).
import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node'
import { figuresTable, formatFiguresTable } from './reliability-figures.js'

const PROJECT = 'reliability'
const ours = (entry: TestModule | TestSpecification) => entry.project.name === PROJECT

export default class ReliabilityReporter implements Reporter {
  #vitest: Vitest | undefined
  #complete = false

  onInit(vitest: Vitest): void {
    this.#vitest = vitest
  }

  /** A run is complete when it runs every file of the project whole: then every declared test must have run. */
  async onTestRunStart(specifications: ReadonlyArray<TestSpecification>): Promise<void> {
    const files = (await this.#vitest?.globTestSpecifications())?.filter(ours) ?? []
    const scheduled = specifications.filter(ours)
    this.#complete =
      files.length > 0 &&
      this.#vitest?.config.testNamePattern === undefined &&
      files.every((file) => scheduled.some((spec) => spec.moduleId === file.moduleId)) &&
      scheduled.every((spec) => !spec.testIds?.length && !spec.testLines?.length && !spec.testNamePattern)
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests = testModules.filter(ours).flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        name: test.fullName,
        state: test.result().state,
        figures: test.meta().reliability,
      })),
    )
    const table = figuresTable(tests, { complete: this.#complete })
    const scope = this.#complete
      ? 'every suite run whole'
      : 'a filtered run: only the tests that ran are held to their goals'
    this.#vitest?.logger.log(formatFiguresTable(table, `\nReliability figures (test/reliability; ${scope})`))
    if (table.problems.length > 0) process.exitCode = 1
  }
}
