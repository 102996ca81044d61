import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { AnnotationsResponse } from '../../../src/github/job-annotations.js'
import { annotatedEnd, durationMs } from '../../../src/github/job-annotations.js'
import { jobReadError } from '../../support/github/job-response.js'
import {
  GitHubEmulator,
  olderTimeoutAnnotation,
  REJECTED_ANNOTATION,
  timeoutAnnotations,
} from '../../support/github-emulator.js'

// The annotations read through CurrentJob, as a stage has it, from the jobs emulator on loopback.

const TOKEN = 'ghs_SECRET_annotations0000000000000000000'
const RUN_ID = 30236161053

let github: GitHubEmulator

beforeAll(async () => {
  github = await GitHubEmulator.start({ tokens: [TOKEN] })
})
afterAll(() => github.close())
afterEach(() => {
  vi.unstubAllEnvs()
  github.clearFaults()
})

/** A CurrentJob as a step in this run would make it (see current-job.test.ts: the toolkit reads the env once). */
async function reader() {
  const env: Record<string, string> = {
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_PATH: '',
    HTTPS_PROXY: '',
    https_proxy: '',
    HTTP_PROXY: '',
    http_proxy: '',
  }
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const { CurrentJob } = await import('../../../src/github/current-job.js')
  const job = CurrentJob.of({ token: TOKEN, jobId: '1', runnerName: 'runner' })
  if (!job) throw new Error('expected a CurrentJob')
  return job
}

let nextId = 5_000
function job() {
  const created = github.createJob({ id: nextId++, runId: RUN_ID, name: 'deploy' })
  const setup = created.addStep('Set up job')
  created.start()
  setup.start()
  setup.complete('success')
  created.addStep('Run ./deploy.sh').start()
  return created
}

function endOf(answer: AnnotationsResponse) {
  if (answer.outcome !== 'annotations') throw new Error(`expected annotations, got ${JSON.stringify(answer)}`)
  return answer.end
}

describe("a job's end, as its check run's annotations tell it", () => {
  test('timed out, with the limit GitHub gives: one request, of the job’s check run', async () => {
    const timedOut = job()
    timedOut.timeOut('30m0s')
    const from = github.requests.length
    expect(endOf(await (await reader()).readAnnotatedEnd(timedOut.id))).toEqual({
      kind: 'timed-out',
      limitMs: 30 * 60_000,
    })
    expect(github.requests.slice(from).map((request) => request.url)).toEqual([
      `/repos/octo-org/octo-repo/check-runs/${timedOut.id}/annotations?per_page=100`,
    ])
  })

  test('timed out, as older runs word it', async () => {
    const timedOut = job()
    timedOut.annotate(olderTimeoutAnnotation('GitHub Actions 2', 360))
    timedOut.complete('cancelled')
    expect(endOf(await (await reader()).readAnnotatedEnd(timedOut.id))).toEqual({
      kind: 'timed-out',
      limitMs: 6 * 60 * 60_000,
    })
  })

  test('an approval rejected', async () => {
    const rejected = github.createJob({ id: nextId++, runId: RUN_ID, name: 'deploy' })
    rejected.reject()
    expect(endOf(await (await reader()).readAnnotatedEnd(rejected.id))).toEqual({ kind: 'rejected' })
  })

  test('a cancel by a person, and a job with annotations of its own steps: none', async () => {
    const cancelled = job()
    cancelled.annotate({ level: 'failure', message: 'The operation was canceled.' })
    cancelled.complete('cancelled')
    const linted = job()
    linted.annotate({ level: 'warning', message: 'Unexpected any. Specify a different type.' })
    const read = await reader()
    expect(endOf(await read.readAnnotatedEnd(cancelled.id))).toEqual({ kind: 'none' })
    expect(endOf(await read.readAnnotatedEnd(linted.id))).toEqual({ kind: 'none' })
  })

  test('without checks: read, a failure that names that permission, never the token', async () => {
    const timedOut = job()
    timedOut.timeOut()
    github.inject('annotations', { type: 'forbidden' })
    const error = jobReadError(await (await reader()).readAnnotatedEnd(timedOut.id), 'no-permission', TOKEN)
    expect(error).toMatchObject({ status: 403, permission: 'checks: read' })
    expect(error.message).toBe(
      `GET /repos/octo-org/octo-repo/check-runs/${timedOut.id}/annotations?per_page=100: HTTP 403: Resource not accessible by integration: the token needs the checks: read permission`,
    )
  })

  test('the jobs API’s 403 still names actions: read', async () => {
    const listed = job()
    github.inject('job', { type: 'forbidden' })
    const error = jobReadError(await (await reader()).readJob(listed.id), 'no-permission', TOKEN)
    expect(error).toMatchObject({ permission: 'actions: read' })
  })

  test('a secondary rate limit, an unknown job and an answer that is no list are failures of their kind', async () => {
    const timedOut = job()
    timedOut.timeOut()
    const read = await reader()
    github.inject('annotations', { type: 'secondary-rate-limited' })
    jobReadError(await read.readAnnotatedEnd(timedOut.id), 'rate-limited', TOKEN)
    jobReadError(await read.readAnnotatedEnd(999), 'not-found', TOKEN)
    github.inject('annotations', { type: 'malformed', variant: 'missing-steps' })
    const malformed = jobReadError(await read.readAnnotatedEnd(timedOut.id), 'malformed', TOKEN)
    expect(malformed.message).toMatch(/: unusable answer: the answer is not a list of annotations$/)
    github.inject('annotations', { type: 'status', status: 502 })
    jobReadError(await read.readAnnotatedEnd(timedOut.id), 'server-error', TOKEN)
  })
})

describe('the messages', () => {
  test.each([
    ['The job has exceeded the maximum execution time of 30m0s', 30 * 60_000],
    ['The job has exceeded the maximum execution time of 1h30m0s', 90 * 60_000],
    ['The job has exceeded the maximum execution time of 6h0m0s', 6 * 60 * 60_000],
    ['The job has exceeded the maximum execution time of 45s', 45_000],
    ['The job has exceeded the maximum execution time of 1m30s.', 90_000],
    [
      'The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 30 minutes.',
      1_800_000,
    ],
    ['The job running on runner my-runner has exceeded the maximum execution time of 1 minute.', 60_000],
    ['The job has exceeded the maximum execution time of half an hour', undefined],
  ])('%s: timed out, limit %s ms', (message, limitMs) => {
    expect(annotatedEnd(['The operation was canceled.', message])).toEqual({ kind: 'timed-out', limitMs })
  })

  test('a rejection; neither; a timeout outranks a rejection', () => {
    expect(annotatedEnd([REJECTED_ANNOTATION.message])).toEqual({ kind: 'rejected' })
    expect(annotatedEnd(['The operation was canceled.', 'Process completed with exit code 1.'])).toEqual({
      kind: 'none',
    })
    expect(annotatedEnd([])).toEqual({ kind: 'none' })
    const timeout = timeoutAnnotations('5m0s').map((annotation) => annotation.message)
    expect(annotatedEnd([REJECTED_ANNOTATION.message, ...timeout])).toEqual({
      kind: 'timed-out',
      limitMs: 300_000,
    })
  })

  test.each([
    ['30m0s', 1_800_000],
    ['1.5s', 1500],
    ['250ms', 250],
    ['2h', 7_200_000],
    ['', undefined],
    ['30', undefined],
    ['30 m', undefined],
  ])('duration %j is %s ms', (text, ms) => {
    expect(durationMs(text)).toBe(ms)
  })
})
