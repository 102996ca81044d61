import { parseArgs } from 'node:util'

export interface BenchOptions {
  readonly out: string
  readonly runs: number
  readonly full: boolean
  /** Only the progress-error jobs, after each history (about 10 minutes). */
  readonly progress: boolean
  /** With --progress: only after this history. */
  readonly history: string | undefined
  /** Only the matrix: a leg's stage costs, a matrix's requests, the chunks loaded (about 8 minutes). */
  readonly matrix: boolean
  /** Only the stages' budgets, on Node 24: each stage beside its floor, a leg's stages, dist/'s size. */
  readonly stages: boolean
}

export const USAGE = `npm run bench -- [--out FILE] [--runs N] [--full | --progress [--history NAME] | --matrix | --stages]
  --out FILE  where the JSON of the figures goes (default bench-results.json)
  --runs N    measured runs of each stage, after one warm-up (default 15, the least the figures are good for)
  --full      also the job of 10 steps of 60 s (10 minutes more); by default only 1 s and 10 s steps
  --progress  only the progress error: the shapes counted, then by time after each history of successful runs
              (five alike, the newest 1.7× the others, steps ±30%; two of different shapes), beside the plan of
              the newest run alone: the jobs alone, a pipeline, a fan-out, 20 jobs side by side, a shared
              matrix of 6 legs (about 13 minutes)
  --history NAME  with --progress, only after that history: "five alike", "newest 1.7×", "steps ±30%" or
              "two shapes"
  --matrix    only the matrix: what a leg of a shared matrix pays in its stages (runs N times), a matrix of
              6 legs shared and per-leg, one of 20 legs shared, and the chunks each stage loads (about 8 minutes)
  --stages    only the budgets of the stages, on Node 24: each stage of a job beside its floor (one channel,
              a failed job, three channels, without the compile cache), a leg's stages, the chunks each stage
              loads and dist/'s size (about 10 minutes; --runs 5 for a first look)`

export function readOptions(args: readonly string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: [...args],
    options: {
      out: { type: 'string', default: 'bench-results.json' },
      runs: { type: 'string', default: '15' },
      full: { type: 'boolean', default: false },
      progress: { type: 'boolean', default: false },
      matrix: { type: 'boolean', default: false },
      history: { type: 'string' },
      stages: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return 'help'
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs is "${values.runs}"; allowed values: a whole number of 1 or more`)
  }
  const alone = (['matrix', 'progress', 'stages'] as const).filter((section) => values[section])
  if (alone.length > 1)
    throw new Error(`${alone.map((section) => `--${section}`).join(' and ')} each run alone: give one`)
  if (values.history !== undefined && !values.progress) throw new Error('--history goes with --progress')
  return {
    out: values.out,
    runs,
    full: values.full,
    progress: values.progress,
    history: values.history,
    matrix: values.matrix,
    stages: values.stages,
  }
}
