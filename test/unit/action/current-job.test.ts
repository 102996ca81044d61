import nock from 'nock'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { CurrentJob } from '../../../src/action/current-job.js'
import { readRunContext } from '../../../src/github/run-context.js'
import { readInputs } from '../../../src/inputs.js'
import { loadActionManifest } from '../../support/runner/action-manifest.js'
import { apiJob, done, running } from '../github/job-fixtures.js'

const API = 'https://api.github.com'
const steps = [done('Set up job', 1), running('Build', 2)]
const context = readRunContext({
  GITHUB_API_URL: API,
  GITHUB_REPOSITORY: 'octo/app',
  GITHUB_RUN_ID: '77',
  GITHUB_RUN_ATTEMPT: '2',
  RUNNER_NAME: 'runner-3',
})
const defaults = loadActionManifest(new URL('../../..', import.meta.url).pathname).inputs

/** The inputs with action.yml's literal defaults, a token, and `values` on top. */
function inputs(values: Record<string, string>) {
  const given: Record<string, string> = { 'github-token': 'ghs_x', ...values }
  const fallback = (name: string) => (defaults.get(name)?.startsWith('${{') ? '' : (defaults.get(name) ?? ''))
  const names = [...defaults.keys()]
  const env = (name: string) => `INPUT_${name.toUpperCase()}`
  const saved = names.map((name) => [name, process.env[env(name)]] as const)
  for (const name of names) process.env[env(name)] = given[name] ?? fallback(name)
  try {
    return readInputs()
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[env(name)]
      else process.env[env(name)] = value
    }
  }
}

beforeAll(() => nock.disableNetConnect())
afterEach(() => {
  const pending = nock.pendingMocks()
  nock.cleanAll()
  expect(pending).toEqual([])
})

describe('CurrentJob', () => {
  test('without job.check_run_id it finds the job by runner, then reads it by id, then with its ETag', async () => {
    const job5 = apiJob(steps, { id: 5, runner_name: 'runner-3', status: 'in_progress' })
    nock(API)
      .get('/repos/octo/app/actions/runs/77/attempts/2/jobs')
      .query(true)
      .reply(200, { total_count: 1, jobs: [job5] }, { etag: '"list"' })
    nock(API, { badheaders: ['if-none-match'] })
      .get('/repos/octo/app/actions/jobs/5')
      .reply(200, job5, { etag: '"job"' })
    nock(API, { reqheaders: { 'if-none-match': '"job"' } })
      .get('/repos/octo/app/actions/jobs/5')
      .reply(304, '', { etag: '"job"' })
    const job = CurrentJob.of(inputs({ 'job-id': '' }), context)
    expect((await job?.read())?.outcome).toBe('job')
    expect((await job?.read())?.outcome).toBe('job')
    expect((await job?.read())?.outcome).toBe('not-modified')
  })

  test('with job.check_run_id it reads the job by id from the first read', async () => {
    nock(API)
      .get('/repos/octo/app/actions/jobs/424242')
      .reply(200, apiJob(steps, { id: 424242 }))
    expect((await CurrentJob.of(inputs({ 'job-id': '424242' }), context)?.read())?.outcome).toBe('job')
  })

  test('there is none when step tracking is off or there is no token', () => {
    expect(CurrentJob.of(inputs({ 'track-steps': 'false' }), context)).toBeUndefined()
    expect(CurrentJob.of(inputs({ 'github-token': '' }), context)).toBeUndefined()
  })

  test('over plain http to another host there is none, and the caller is told why: the token stays home', () => {
    const problems: string[] = []
    const plain = readRunContext({
      GITHUB_API_URL: 'http://ghes.internal/api/v3',
      GITHUB_REPOSITORY: 'octo/app',
    })
    const job = CurrentJob.of(inputs({ 'job-id': '5' }), plain, {
      onUnusable: (problem) => problems.push(problem),
    })
    expect(job).toBeUndefined()
    expect(problems).toEqual([
      'GitHub API URL must use https:// (http:// is allowed only for localhost), got http://ghes.internal: the token would travel in clear',
    ])
  })

  test('a run id the client cannot use is an error answer, never a throw', async () => {
    const job = CurrentJob.of(inputs({ 'job-id': '' }), readRunContext({ GITHUB_REPOSITORY: 'octo/app' }))
    expect(await job?.read()).toMatchObject({ outcome: 'error', error: { kind: 'malformed' } })
  })
})
