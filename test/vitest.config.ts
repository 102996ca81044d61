import { configDefaults, defineConfig } from 'vitest/config'
import { startTestRun } from './support/test-run.js'

const RELIABILITY = 'test/reliability/**/*.test.ts'
/**
 * The other suites that run dist/ as the runner does (or read it, as the license notices): they and the
 * reliability suites build dist/ first when its sources changed (test/support/fresh-dist.ts). The others,
 * `npm run test:unit`, never need dist/.
 */
const BUNDLE = [
  'test/e2e/**/*.test.ts',
  'test/support/runner-harness.test.ts',
  'test/tools/demo/demo.test.ts',
  'test/tools/bench/loaded-chunks.test.ts',
  'test/metadata/licenses.test.ts',
]
const FRESH_DIST = ['test/support/fresh-dist.ts']
/** Ends what the run's jobs leave running, and what interrupted runs left (test/support/test-run.ts). */
const TEST_RUN = 'test/support/test-run.ts'

// The run's id, which every job's processes carry: set here, in the process every worker is started from.
startTestRun()

// The emulators that serve https present a test certificate (test/support/loopback-server.ts): the test
// processes, forked from this one, trust it as Node trusts a private authority, from its start.
process.env.NODE_EXTRA_CA_CERTS = new URL('./support/fixtures/tls/cert.pem', import.meta.url).pathname

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    server: {
      deps: {
        inline: [
          // GitHub's workflow parser imports its schema JSON without import attributes, which only Vite can load.
          '@actions/workflow-parser',
          // @actions/github reads GITHUB_API_URL, the proxy settings and the run's context when it is
          // evaluated: inlined, vi.resetModules() evaluates it again for the environment a test sets.
          '@actions/github',
        ],
      },
    },
    // The reliability figures are printed last, and fail the run when one is off its goal.
    reporters: ['default', './test/support/reliability-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, RELIABILITY, ...BUNDLE],
          globalSetup: [TEST_RUN],
          testTimeout: 20_000,
          // The unit files run first, two at a time: they start no jobs, and wait mostly on fake or short timers,
          // so two cores take two of them (92 s for the project, where one at a time took 140 s). The projects
          // that run jobs come after, one file at a time, as two cores hold their jobs' bounds only so.
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'bundle',
          include: BUNDLE,
          globalSetup: [TEST_RUN, ...FRESH_DIST],
          testTimeout: 20_000,
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: [RELIABILITY],
          globalSetup: [TEST_RUN, ...FRESH_DIST],
          sequence: { groupOrder: 2 },
          maxWorkers: 1,
          // Each test is a job that mostly waits (on retries, hangs, timeouts): the suites declare their
          // tests concurrent, each job with its own emulators, so a suite takes about as long as its slowest
          // jobs, not their sum. More at once than this only crowds two cores, and the emulators in this
          // process must answer promptly.
          maxConcurrency: 24,
          // The slowest job meets a 15 s hang on top of a 30 s retry budget.
          testTimeout: 120_000,
        },
      },
    ],
  },
  // Inlining it makes Vite warn about its source maps, which point to files the package does not ship.
  logLevel: 'error',
})
