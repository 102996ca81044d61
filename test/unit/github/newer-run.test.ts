import { getOctokit } from '@actions/github'
import { afterEach, describe, expect, test } from 'vitest'
import { type NewerRunResult, readNewerRun } from '../../../src/github/newer-run.js'
import type { RunQuery } from '../../../src/github/runs-list.js'
import { GitHubEmulator, type RunStatus, type WorkflowRunData } from '../../support/github-emulator.js'

const TOKEN = 'ghs_newertoken0000000000000000000000000'

const started: GitHubEmulator[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((emulator) => emulator.close()))
})

async function emulator(): Promise<GitHubEmulator> {
  const github = await GitHubEmulator.start({ tokens: [TOKEN] })
  started.push(github)
  return github
}

function read(
  github: GitHubEmulator,
  run: WorkflowRunData,
  overrides: Partial<RunQuery> = {},
): Promise<NewerRunResult> {
  return readNewerRun(getOctokit(TOKEN, { baseUrl: github.url }), {
    owner: github.owner,
    repo: github.repo,
    workflow: 'ci.yml',
    branch: 'main',
    defaultBranch: 'main',
    runId: run.id,
    runNumber: run.runNumber,
    ...overrides,
  })
}

/** This run, cancelled (it is in progress while its posts run), after an earlier one. */
function cancelledRun(github: GitHubEmulator): WorkflowRunData {
  github.addRun({ headBranch: 'main' })
  return github.addRun({ headBranch: 'main', status: 'in_progress' })
}

describe('a newer run of the workflow on the branch, not completed', () => {
  test.each(['queued', 'in_progress', 'waiting', 'pending', 'requested'] as const)(
    'one %s: superseded by it, in one request of the branch’s runs',
    async (status: RunStatus) => {
      const github = await emulator()
      const run = cancelledRun(github)
      const newer = github.addRun({ headBranch: 'main', status })
      const result = await read(github, run)
      expect(result).toEqual({ ok: true, newer: { runId: newer.id, runNumber: 3, status } })
      expect(github.requests.map((request) => decodeURIComponent(request.url))).toEqual([
        '/repos/octo-org/octo-repo/actions/workflows/ci.yml/runs?branch=main&per_page=20&exclude_pull_requests=true',
      ])
    },
  )

  test('of two, the newest: the run that carries the branch on', async () => {
    const github = await emulator()
    const run = cancelledRun(github)
    github.addRun({ headBranch: 'main', status: 'in_progress' })
    const newest = github.addRun({ headBranch: 'main', status: 'pending' })
    expect(await read(github, run)).toEqual({
      ok: true,
      newer: { runId: newest.id, runNumber: 4, status: 'pending' },
    })
  })

  test('none: a newer run completed, one on another branch or of another workflow, an older one still running', async () => {
    const github = await emulator()
    const older = github.addRun({ headBranch: 'main', status: 'queued' })
    const run = github.addRun({ headBranch: 'main', status: 'in_progress' })
    github.addRun({ headBranch: 'main', conclusion: 'success' })
    github.addRun({ headBranch: 'feature', status: 'in_progress' })
    github.addRun({ headBranch: 'main', status: 'queued', workflow: 'release.yml' })
    expect(await read(github, run)).toEqual({ ok: true, newer: undefined })
    expect(older.runNumber).toBeLessThan(run.runNumber)
  })

  test('this run is never its own successor, whatever the numbers say', async () => {
    const github = await emulator()
    github.addRun({ headBranch: 'main' })
    const run = github.addRun({ headBranch: 'main', status: 'in_progress', runAttempt: 2 })
    expect(await read(github, run, { runNumber: run.runNumber - 1 })).toEqual({ ok: true, newer: undefined })
  })

  test('a 403 and a malformed answer are failures of the one vocabulary; without a run number or a workflow, no request', async () => {
    const github = await emulator()
    const run = cancelledRun(github)
    github.inject('runs', { type: 'forbidden' })
    const forbidden = await read(github, run)
    expect(forbidden.ok || forbidden.error).toMatchObject({
      kind: 'no-permission',
      permission: 'actions: read',
      message:
        'listing the runs of ci.yml on main: HTTP 403: Resource not accessible by integration: the token needs the actions: read permission',
    })
    github.inject('runs', { type: 'malformed', variant: 'missing-steps' })
    const malformed = await read(github, run)
    expect(malformed.ok || malformed.error.kind).toBe('malformed')
    github.inject('runs', { type: 'status', status: 502 })
    const down = await read(github, run)
    expect(down.ok || down.error.kind).toBe('server-error')
    const requests = github.requests.length
    for (const missing of [{ runNumber: undefined }, { workflow: undefined }]) {
      const result = await read(github, run, missing)
      expect(result.ok || result.error.kind).toBe('malformed')
    }
    expect(github.requests).toHaveLength(requests)
  })
})
