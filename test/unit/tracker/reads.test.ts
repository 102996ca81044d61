import { afterEach, describe, expect, test, vi } from 'vitest'
import { MAX_POLL_BACKOFF_MS, POLL_INTERVAL_MS, TRACKER_UNREACHABLE_MS } from '../../../src/constants.js'
import type { CurrentJob, JobResponse, RunResponse } from '../../../src/github/current-job.js'
import { GitHubNetworkError, GitHubNoMatchError } from '../../../src/github/errors.js'
import type { Job } from '../../../src/github/job.js'
import type { KeptRecord } from '../../../src/tracker/kept-record.js'
import { type Listed, Reads, type ReadsHost } from '../../../src/tracker/reads.js'

const RATE = { limit: 1000, remaining: 999, used: 1, resetAt: undefined }
const SPACING_MS = 5_000

afterEach(() => vi.useRealTimers())

function ownJob(status = 'in_progress'): Job {
  return {
    id: 42,
    status,
    conclusion: null,
    name: 'build',
    runnerName: 'r',
    htmlUrl: null,
    steps: [],
  } as unknown as Job
}

/** A jobs API that answers as told, and the host's side of what the reads hand it. */
function world(answers: { run?: () => RunResponse; own?: () => JobResponse }) {
  const reader = {
    readRun: vi.fn(async () => answers.run?.() ?? { outcome: 'not-modified', rateLimit: RATE }),
    read: vi.fn(async () => answers.own?.() ?? { outcome: 'not-modified', etag: undefined, rateLimit: RATE }),
    readJob: vi.fn(async () => ({ outcome: 'not-modified', etag: undefined, rateLimit: RATE }) as const),
  }
  const said: string[] = []
  const kept = { debug: (message: string) => said.push(message), notice: () => {} } as unknown as KeptRecord
  const listed: Listed[] = []
  const host: ReadsHost & { seenJobs: Job[]; stopped: number; leaves: boolean } = {
    seenJobs: [],
    stopped: 0,
    leaves: false,
    async seen(job) {
      host.seenJobs.push(job)
      return host.leaves
    },
    listed: (entry) => listed.push(entry),
    ownChanged: () => {},
    line: () => undefined,
    stepName: () => 'Signalgrid',
    nextSendAt: () => 0,
    plan: () => undefined,
    activityStartedAt: () => 0,
    otherLeg: false,
    stop: () => {
      host.stopped++
    },
  }
  const reads = new Reads(reader as unknown as CurrentJob, kept, host, {
    spacingMs: SPACING_MS,
    watchMs: 3 * SPACING_MS,
    ownOnly: false,
  })
  return { reads, reader, host, listed, said }
}

const unreachable = new GitHubNetworkError('ECONNREFUSED', 'connect ECONNREFUSED')

describe('what the tracker reads, and when it leaves', () => {
  test('an API that does not answer: tried again, less and less often; after 10 minutes without an answer, it leaves', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { reads, reader, host, said } = world({ run: () => ({ outcome: 'error', error: unreachable }) })
    const start = Date.now()
    while (Date.now() - start < TRACKER_UNREACHABLE_MS + 120_000 && host.stopped === 0) {
      vi.setSystemTime(Math.max(Date.now(), reads.schedule.nextAt))
      await reads.readDue()
    }
    expect(host.stopped).toBe(1)
    expect(Date.now() - start).toBeGreaterThanOrEqual(TRACKER_UNREACHABLE_MS)
    // Backing off to a minute apart: a dozen or so tries, not one every poll.
    expect(reader.readRun.mock.calls.length).toBeLessThan(TRACKER_UNREACHABLE_MS / 60_000 + 8)
    expect(said.at(-1)).toBe('Signalgrid: the jobs API has not answered for 10 minutes: the tracker leaves.')
  })

  test('a read that fails is made again two polls later, then twice as long after each failure, up to a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const readAt: number[] = []
    const { reads } = world({
      run: () => {
        readAt.push(Date.now())
        return { outcome: 'error', error: unreachable }
      },
    })
    while (readAt.length < 7) {
      vi.setSystemTime(Math.max(Date.now(), reads.schedule.nextAt))
      await reads.readDue()
    }
    const spacings = readAt.slice(1).map((at, index) => at - (readAt[index] as number))
    expect(spacings).toEqual([
      2 * POLL_INTERVAL_MS,
      4 * POLL_INTERVAL_MS,
      8 * POLL_INTERVAL_MS,
      16 * POLL_INTERVAL_MS,
      MAX_POLL_BACKOFF_MS,
      MAX_POLL_BACKOFF_MS,
    ])
  })

  test('an answer, even a refusal, counts as reachable: the 10 minutes start again from it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let refuseAt = Number.POSITIVE_INFINITY
    const { reads, host } = world({
      run: () =>
        Date.now() === refuseAt
          ? { outcome: 'error', error: new GitHubNoMatchError('not listed yet') }
          : { outcome: 'error', error: unreachable },
    })
    const start = Date.now()
    let stoppedAt: number | undefined
    while (stoppedAt === undefined && Date.now() - start < 3 * TRACKER_UNREACHABLE_MS) {
      const at = Math.max(Date.now(), reads.schedule.nextAt)
      if (refuseAt === Number.POSITIVE_INFINITY && at - start >= TRACKER_UNREACHABLE_MS - 90_000)
        refuseAt = at
      vi.setSystemTime(at)
      await reads.readDue()
      if (host.stopped > 0) stoppedAt = Date.now()
    }
    expect(stoppedAt).toBeGreaterThanOrEqual(refuseAt + TRACKER_UNREACHABLE_MS)
  })

  test('every listing shows the tracker its own job first: when it leaves, the listing is not taken', async () => {
    const { reads, host, listed } = world({
      run: () => ({ outcome: 'jobs', jobs: [ownJob()], ownJobId: 42, rateLimit: RATE }),
    })
    await reads.readDue()
    expect(host.seenJobs.map((job) => job.id)).toEqual([42])
    expect(listed).toHaveLength(1)
    host.leaves = true
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(reads.schedule.nextAt)
    reads.afterListing(Date.now(), false)
    vi.setSystemTime(reads.schedule.nextAt)
    await reads.readDue()
    expect(host.seenJobs).toHaveLength(2)
    expect(listed).toHaveLength(1)
  })
})
