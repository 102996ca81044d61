// The successful runs the benchmark serves before a run of a shape: how long each step took in each of them,
// against the shape's usual durations. Real runs do not repeat: a cache misses, a registry is slow, a runner
// queues. The tracker reads the newest few; served alone, the newest is the plan of the last run, as the
// action planned before it read several.
import type { GitHubEmulator } from '../../support/github-emulator.js'

export interface History {
  readonly name: string
  /** How many successful runs there are. */
  readonly runs: number
  /**
   * A step's time in a run (0 the newest) as a share of its usual time, by job and step; `jobMs` is each of the
   * job's steps' usual time.
   */
  readonly factor: (run: number, job: number, step: number, jobMs: readonly number[]) => number
}

/** Five runs, each at the usual pace. */
export const ALIKE: History = { name: 'five alike', runs: 5, factor: () => 1 }

/** The four before it within 10% of each other (and of the usual pace, this run's). */
const FOUR_ORDINARY = [1, 0.96, 1.04, 0.98]

/** The newest of five took 1.7 times as long as the four before it. */
export const SLOW_NEWEST: History = {
  name: 'newest 1.7×',
  runs: 5,
  factor: (run) => (run === 0 ? 1.7 : (FOUR_ORDINARY[run - 1] as number)),
}

const VARIATIONS = [0.7, 0.85, 1, 1.15, 1.3]

/**
 * Five runs, each step 30% shorter or longer than usual, or in between: over the five, every step takes each
 * of 0.7, 0.85, 1, 1.15 and 1.3 times its usual time once, in an order that turns from step to step and from
 * job to job, so no run is the usual one and each step's newest three differ.
 */
export const VARIED: History = {
  name: 'steps ±30%',
  runs: 5,
  factor: (run, job, step) => VARIATIONS[(run + 2 * step + 3 * job) % VARIATIONS.length] as number,
}

/**
 * Two runs, the newest at the usual pace and the older with the same time shared evenly among each job's steps:
 * a workflow with few successful runs whose shape changed (a test suite that grew, a step added, a cache that
 * now hits) between them.
 */
export const TWO_SHAPES: History = {
  name: 'two shapes',
  runs: 2,
  factor: (run, _job, step, jobMs) =>
    run === 0 ? 1 : jobMs.reduce((sum, ms) => sum + ms, 0) / jobMs.length / (jobMs[step] as number),
}

export const HISTORIES: readonly History[] = [ALIKE, SLOW_NEWEST, VARIED, TWO_SHAPES]

/** The history cut to its newest run: what a plan of the last run alone sees. */
export function newestOnly(history: History): History {
  return { ...history, name: `${history.name}, newest only`, runs: 1 }
}

/**
 * The time of step `step` of a job whose steps' usual times are `jobMs`, in a run of the history, in ms. The steps are laid end to end and the emulator lists their times
 * in whole seconds, as the API does (a timestamp cut to its second), so a job spans what its steps took to within
 * a second. Rounding each step's time to a second instead would add up: a leg of ten 7.5 s steps, which takes
 * 75 s, would be served as ten of 8 s, 80 s.
 */
export function pastStepMs(
  history: History,
  run: number,
  job: number,
  step: number,
  jobMs: readonly number[],
): number {
  return Math.round((jobMs[step] as number) * history.factor(run, job, step, jobMs))
}

/**
 * The history's runs of ci.yml on main, oldest first (so the runs list has the newest first), each a day and
 * an hour apart in the past; `serve` adds each run's jobs from `start`, given the run's index (0 the newest).
 */
export function servePastRuns(
  github: GitHubEmulator,
  history: History,
  serve: (runId: number, run: number, start: number) => void,
): void {
  for (let run = history.runs - 1; run >= 0; run--) {
    const added = github.addRun({ workflow: 'ci.yml', headBranch: 'main' })
    const start = Math.floor((Date.now() - (24 + run) * 60 * 60 * 1000) / 1000) * 1000
    serve(added.id, run, start)
  }
}

/** The requests the history cost, every job's: the runs lists and the jobs of the runs read. */
export function historyRequests(github: GitHubEmulator): number {
  return github.requests.filter((request) =>
    /\/actions\/(workflows\/[^/]+\/runs|runs\/\d+\/jobs)\b/.test(request.url),
  ).length
}
