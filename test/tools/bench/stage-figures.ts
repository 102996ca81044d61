import type { MeasuredProcess } from './measured-process.js'
import { type Spread, spread } from './stats.js'

/** One run of a stage: `node -e 0` (for reference), then its floor, then the stage, back to back. */
export interface MeasuredStage {
  readonly reference: MeasuredProcess
  readonly floor: MeasuredProcess
  readonly stage: MeasuredProcess
}

export type Samples = {
  durationMs: number[]
  floorDurationMs: number[]
  referenceDurationMs: number[]
  peakRssKiB: number[]
  floorPeakRssKiB: number[]
  referencePeakRssKiB: number[]
}

/** A stage's figures over its runs, each beside its floor's and `node -e 0`'s. */
export interface StageFigures {
  readonly durationMs: Spread
  readonly floorDurationMs: Spread
  /** `node -e 0`, for reference. */
  readonly referenceDurationMs: Spread
  /** Median over median: what the budget is checked against. */
  readonly timeRatio: number
  /** Each run's stage over the floor run just before it: the same comparison, less moved by load drifting. */
  readonly pairedTimeRatio: Spread
  /** The floor's median over `node -e 0`'s: what a fetch costs on top of starting Node. */
  readonly floorOverReference: number
  readonly peakRssKiB: Spread
  readonly floorPeakRssKiB: Spread
  readonly referencePeakRssKiB: Spread
  readonly rssRatio: number
  readonly samples: Samples
}

export function addSample(samples: Samples | undefined, run: MeasuredStage): Samples {
  const to = samples ?? {
    durationMs: [],
    floorDurationMs: [],
    referenceDurationMs: [],
    peakRssKiB: [],
    floorPeakRssKiB: [],
    referencePeakRssKiB: [],
  }
  to.durationMs.push(run.stage.durationMs)
  to.floorDurationMs.push(run.floor.durationMs)
  to.referenceDurationMs.push(run.reference.durationMs)
  to.peakRssKiB.push(run.stage.peakRssKiB)
  to.floorPeakRssKiB.push(run.floor.peakRssKiB)
  to.referencePeakRssKiB.push(run.reference.peakRssKiB)
  return to
}

export function stageFigures(samples: Samples): StageFigures {
  const durationMs = spread(samples.durationMs)
  const floorDurationMs = spread(samples.floorDurationMs)
  const peakRssKiB = spread(samples.peakRssKiB)
  const floorPeakRssKiB = spread(samples.floorPeakRssKiB)
  const referenceDurationMs = spread(samples.referenceDurationMs)
  return {
    durationMs,
    floorDurationMs,
    referenceDurationMs,
    timeRatio: durationMs.median / floorDurationMs.median,
    pairedTimeRatio: spread(
      samples.durationMs.map((duration, run) => duration / (samples.floorDurationMs[run] as number)),
    ),
    floorOverReference: floorDurationMs.median / referenceDurationMs.median,
    peakRssKiB,
    floorPeakRssKiB,
    referencePeakRssKiB: spread(samples.referencePeakRssKiB),
    rssRatio: peakRssKiB.median / floorPeakRssKiB.median,
    samples,
  }
}
