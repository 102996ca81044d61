import { parseArgs } from 'node:util'

export interface BenchOptions {
  readonly out: string
  readonly runs: number
  readonly full: boolean
  /** Only the progress-error jobs (about 90 s). */
  readonly progress: boolean
  /** Only the matrix: a leg's stage costs, a matrix's requests, the chunks loaded (about 8 minutes). */
  readonly matrix: boolean
  /** Only the stages' budgets, on Node 24: each stage beside its floor, a leg's stages, dist/'s size. */
  readonly stages: boolean
}

export const USAGE = `npm run bench -- [--out FILE] [--runs N] [--full | --progress | --matrix | --stages]
  --out FILE  where the JSON of the figures goes (default bench-results.json)
  --runs N    measured runs of each stage, after one warm-up (default 15, the least the figures are good for)
  --full      also the job of 10 steps of 60 s (10 minutes more); by default only 1 s and 10 s steps
  --progress  only the progress-error jobs: three shapes, counted and weighted by time (about 90 s)
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
  return {
    out: values.out,
    runs,
    full: values.full,
    progress: values.progress,
    matrix: values.matrix,
    stages: values.stages,
  }
}
