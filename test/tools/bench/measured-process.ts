import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  runStageProcess,
  type StageProcessOptions,
  type StageProcessResult,
} from '../../support/runner-harness.js'

/** GNU time: it reports the peak RSS of the process it waited for (ru_maxrss of wait4), in KiB. */
export const GNU_TIME = '/usr/bin/time'

export const MEASUREMENT_METHOD =
  'wall time from spawn to exit (the runner harness process runner), peak RSS from GNU time -f %M ' +
  '(ru_maxrss of the node process, KiB); floor and stage both run under GNU time, so its own exec ' +
  'cost is in both'

export interface MeasuredProcess {
  readonly result: StageProcessResult
  readonly durationMs: number
  readonly peakRssKiB: number
}

export function checkMeasurable(): void {
  if (!existsSync(GNU_TIME)) {
    throw new Error(
      `${GNU_TIME} is missing: the benchmark reads peak RSS from GNU time (apt-get install time)`,
    )
  }
}

/** Runs the process as the harness runs a stage, under GNU time, and reads its peak RSS. */
export async function runMeasured(options: StageProcessOptions): Promise<MeasuredProcess> {
  const output = join(tmpdir(), `bench-rss-${randomUUID()}`)
  try {
    const result = await runStageProcess({ ...options, wrapper: [GNU_TIME, '-f', '%M', '-o', output] })
    // GNU time writes "Command exited with non-zero status N" first when it did: the figure is last.
    const lines = readFileSync(output, 'utf8').trim().split('\n')
    const peakRssKiB = Number(lines.at(-1))
    if (!Number.isInteger(peakRssKiB) || peakRssKiB <= 0) {
      throw new Error(`GNU time gave no peak RSS for ${String(options.script)}: ${lines.join(' / ')}`)
    }
    return { result, durationMs: result.durationMs, peakRssKiB }
  } finally {
    rmSync(output, { force: true })
  }
}
