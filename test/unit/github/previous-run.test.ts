import { getOctokit } from '@actions/github'
import { afterEach, describe, expect, test } from 'vitest'
import { type PreviousRunResult, previousRun, readPreviousRun } from '../../../src/github/previous-run.js'
import type { ListedRun, RunQuery } from '../../../src/github/runs-list.js'
import { GitHubEmulator, type RunConclusion } from '../../support/github-emulator.js'

const TOKEN = 'ghs_previoustoken00000000000000000000000'
const HOUR = 60 * 60 * 1000
const THIS_RUN = {
  owner: 'octo-org',
  repo: 'octo-repo',
  workflow: 'ci.yml',
  branch: 'main',
  defaultBranch: 'main',
}

/** Runs listed newest first, numbered down from `from`, each an hour older than the one before it. */
function listed(conclusions: readonly (string | null)[], from = 20, branch = 'main'): ListedRun[] {
  return conclusions.map((conclusion, index) => ({
    id: 1000 + from - index,
    runNumber: from - index,
    branch,
    status: conclusion === null ? 'in_progress' : 'completed',
    conclusion,
    startedAt: 100 * HOUR - index * HOUR,
    durationMs: 60_000,
  }))
}

/** This run: #21 on main, unless `overrides` say otherwise. */
const query = (overrides: Partial<RunQuery> = {}): RunQuery => ({
  ...THIS_RUN,
  runId: 2021,
  runNumber: 21,
  ...overrides,
})

describe('the run before this one, from a list of completed runs', () => {
  test('after two failed runs: the streak, and when its first began', () => {
    const runs = listed(['failure', 'timed_out', 'success', 'failure'])
    expect(previousRun({ runs, full: false }, query())).toEqual({
      runId: 1020,
      runNumber: 20,
      conclusion: 'failure',
      failedStreak: 2,
      redSinceMs: 99 * HOUR,
      streakCut: false,
    })
  })

  test('after a success, a cancelled run or a skipped one: no streak', () => {
    for (const conclusion of ['success', 'cancelled', 'skipped']) {
      expect(previousRun({ runs: listed([conclusion, 'failure']), full: false }, query())).toEqual({
        runId: 1020,
        runNumber: 20,
        conclusion,
        failedStreak: 0,
        redSinceMs: undefined,
        streakCut: false,
      })
    }
  })

  test('a workflow file GitHub could not run counts as failed', () => {
    const previous = previousRun(
      { runs: listed(['startup_failure', 'failure', 'success']), full: false },
      query(),
    )
    expect(previous).toMatchObject({ conclusion: 'startup_failure', failedStreak: 2 })
  })

  test('every run of a full list failed: the streak is cut, at least that long', () => {
    expect(
      previousRun({ runs: listed(['failure', 'failure', 'failure']), full: true }, query()),
    ).toMatchObject({
      failedStreak: 3,
      redSinceMs: 98 * HOUR,
      streakCut: true,
    })
    expect(previousRun({ runs: listed(['failure', 'failure']), full: false }, query())).toMatchObject({
      failedStreak: 2,
      streakCut: false,
    })
  })

  test('only the branch’s completed runs before this one count: not this run, not newer numbers, not other branches', () => {
    const runs = [
      ...listed(['failure'], 22),
      ...listed(['success'], 21, 'main').map((run) => ({ ...run, id: 2021 })),
      ...listed(['success'], 19, 'feature'),
      ...listed([null], 18),
      ...listed(['failure', 'success'], 17),
    ]
    expect(previousRun({ runs, full: false }, query())).toMatchObject({ runNumber: 17, failedStreak: 1 })
    // This run's number unknown: every other completed run of the branch is earlier.
    expect(previousRun({ runs, full: false }, query({ runNumber: undefined }))).toMatchObject({
      runNumber: 22,
      failedStreak: 2,
    })
  })

  test('none of the branch’s listed: unknown', () => {
    expect(previousRun({ runs: listed(['failure'], 20, 'feature'), full: true }, query())).toBeUndefined()
    expect(previousRun({ runs: [], full: false }, query())).toBeUndefined()
  })
})

describe('read alone, for a job that reads no history', () => {
  const started: GitHubEmulator[] = []
  afterEach(async () => {
    await Promise.all(started.splice(0).map((emulator) => emulator.close()))
  })

  async function emulator(): Promise<GitHubEmulator> {
    const github = await GitHubEmulator.start({ tokens: [TOKEN] })
    started.push(github)
    return github
  }

  function read(github: GitHubEmulator, overrides: Partial<RunQuery> = {}): Promise<PreviousRunResult> {
    return readPreviousRun(getOctokit(TOKEN, { baseUrl: github.url }), query(overrides))
  }

  function addRuns(github: GitHubEmulator, conclusions: readonly RunConclusion[], branch = 'main'): void {
    for (const conclusion of conclusions) github.addRun({ headBranch: branch, conclusion })
  }

  test('the branch’s completed runs, one request', async () => {
    const github = await emulator()
    addRuns(github, ['success', 'failure', 'success'])
    addRuns(github, ['failure'], 'feature')
    addRuns(github, ['failure', 'failure'])
    const current = github.addRun({ headBranch: 'main', status: 'in_progress', createdAt: Date.now() })
    const result = await read(github, { runId: current.id, runNumber: current.runNumber })
    if (!result.ok) throw result.error
    expect(result.previous).toMatchObject({
      runNumber: 6,
      conclusion: 'failure',
      failedStreak: 2,
      streakCut: false,
    })
    expect(github.requests.map((request) => decodeURIComponent(request.url))).toEqual([
      '/repos/octo-org/octo-repo/actions/workflows/ci.yml/runs?branch=main&status=completed&per_page=20&exclude_pull_requests=true',
    ])
  })

  test('when the first failed run of the streak began, as the list says', async () => {
    const github = await emulator()
    github.addRun({ headBranch: 'main', conclusion: 'success' })
    const firstRed = github.addRun({ headBranch: 'main', conclusion: 'failure' })
    github.addRun({ headBranch: 'main', conclusion: 'failure' })
    const result = await read(github, { runNumber: 4 })
    expect(result.ok && result.previous?.redSinceMs).toBe(Math.floor(firstRed.createdAt / 1000) * 1000)
  })

  test('a 403, a malformed answer and no workflow are failures of the one vocabulary, never throws', async () => {
    const github = await emulator()
    addRuns(github, ['failure'])
    github.inject('runs', { type: 'forbidden' })
    const forbidden = await read(github)
    expect(forbidden.ok || forbidden.error).toMatchObject({
      kind: 'no-permission',
      permission: 'actions: read',
    })
    github.inject('runs', { type: 'malformed', variant: 'missing-steps' })
    const malformed = await read(github)
    expect(malformed.ok || [malformed.error.kind, malformed.error.message]).toEqual([
      'malformed',
      'listing completed runs of ci.yml on main: unusable answer: the answer lists no runs',
    ])
    const none = await read(github, { workflow: undefined })
    expect(none.ok || none.error.kind).toBe('malformed')
    expect(github.requests).toHaveLength(2)
  })
})
