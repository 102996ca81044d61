import { expect, onTestFinished, test } from 'vitest'
import { GitHubEmulator } from '../../support/github-emulator.js'
import { HISTORIES } from './histories.js'
import {
  LEG_STEP_SPREAD_MS,
  MATRIX_LEGS,
  MATRIX_STEP_MS,
  MATRIX_STEPS,
  serveLegRuns,
} from './matrix-requests.js'

const TOKEN = 'ghs_emulatortoken000000000000000000000'

interface ListedJobs {
  readonly jobs: readonly {
    readonly name: string
    readonly steps: readonly {
      readonly name: string
      readonly started_at: string
      readonly completed_at: string
    }[]
  }[]
}

// The starter plans the bar by each leg's span in the runs the jobs API lists (its user's steps, first start to
// last end): served longer than the leg takes at the runs' pace, the bar runs behind the clock by as much.
test.each(HISTORIES)(
  'each leg of the past runs ($name) spans its steps’ time, to the second',
  async (history) => {
    const github = await GitHubEmulator.start({ tokens: [TOKEN] })
    onTestFinished(() => github.close())
    serveLegRuns(github, history, MATRIX_LEGS)
    const get = async <T>(path: string) => {
      const url = `${github.url}/repos/${github.owner}/${github.repo}/actions/${path}`
      const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })
      return (await response.json()) as T
    }
    const { workflow_runs: runs } = await get<{ workflow_runs: { id: number }[] }>('workflows/ci.yml/runs')
    expect(runs).toHaveLength(history.runs)
    for (const [run, { id }] of runs.entries()) {
      const { jobs } = await get<ListedJobs>(`runs/${id}/jobs`)
      expect(jobs).toHaveLength(MATRIX_LEGS)
      for (const [leg, job] of jobs.entries()) {
        const user = job.steps.filter((step) => step.name.startsWith('Step '))
        const listedMs = Date.parse(user.at(-1)?.completed_at ?? '') - Date.parse(user[0]?.started_at ?? '')
        const stepMs = MATRIX_STEP_MS + leg * LEG_STEP_SPREAD_MS
        const legMs = Array.from({ length: MATRIX_STEPS }, () => stepMs)
        const tookMs = legMs.map((ms, step) => ms * history.factor(run, leg, step, legMs))
        expect(Math.abs(listedMs - tookMs.reduce((sum, ms) => sum + ms, 0))).toBeLessThanOrEqual(1000)
      }
    }
  },
)
