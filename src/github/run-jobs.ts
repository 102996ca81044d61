// The run attempt's jobs, as `GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt}/jobs` lists
// them, 100 a page, each page's Link header naming the next: the one pager over them, which the tracker's listing
// of the run, the search for this job where its id is not given, and a matrix's legs all read through.
import { context } from '@actions/github'
import { JOBS_PER_PAGE } from './client.js'
import { GitHubAnswerError, type RawAnswer, unusableAnswer } from './errors.js'
import { isRecord, type Job, parseJob } from './job.js'
import type { JobsApi } from './jobs-api.js'
import { type AnswerHeaders, header, type RateLimit, readRateLimit } from './rate-limit.js'

const RUN_ATTEMPT_JOBS_ROUTE =
  'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs'

/** The most pages read: a run has at most 256 jobs per matrix, and 10 pages of 100 cover any run we could be part of. */
export const MAX_PAGES = 10

/** One page of the jobs, and the next page's URL when there is one. */
interface RunPage {
  readonly jobs: readonly Job[]
  readonly next: string | undefined
}

/** What a read of the pages gave. */
export interface RunPages {
  /** Every job of the pages read, in the API's order. */
  readonly jobs: readonly Job[]
  /** The jobs of the last page read (the one `until` stopped at). */
  readonly last: readonly Job[]
  /** A page came back whole: always so for a read that is not conditional. */
  readonly changed: boolean
  /** The last page read names a next one: the read stopped before the end (at `until`, or MAX_PAGES). */
  readonly more: boolean
  /** As the last page's answer told it. */
  readonly rateLimit: RateLimit
}

export interface RunPagesOptions {
  /**
   * Each page asked for on its last ETag, and kept with it: a page answered 304 is the one kept, and a read of
   * pages all unchanged is not `changed`. Without it, every page is asked for whole and nothing is kept.
   */
  readonly conditional: boolean
  /** Stops at the first page of which it says true. */
  readonly until?: (page: readonly Job[]) => boolean
}

export class RunJobs {
  readonly #api: JobsApi
  /** The pages as the last conditional read left them, by number from 1. */
  readonly #pages = new Map<number, RunPage>()

  constructor(api: JobsApi) {
    this.#api = api
  }

  /**
   * The run attempt's jobs, page after page. Throws a failure of errors.ts for what the API does (the read that
   * calls it makes it an answer), and a GitHubAnswerError, asking nothing, where the runner's variables name no
   * run attempt.
   */
  async read({ conditional, until }: RunPagesOptions): Promise<RunPages> {
    const { runId, attempt } = runAttempt()
    const jobs: Job[] = []
    let changed = false
    let read: RunPage | undefined
    let rateLimit: RateLimit | undefined
    for (let page = 1; page <= MAX_PAGES; page++) {
      const key = conditional ? `run page ${page}` : undefined
      const answer =
        read === undefined
          ? await this.#api.get(
              RUN_ATTEMPT_JOBS_ROUTE,
              { ...this.#api.repo, run_id: runId, attempt_number: attempt, per_page: JOBS_PER_PAGE, page },
              key,
            )
          : await this.#api.get(`GET ${read.next}`, {}, key)
      if (answer.outcome === 'fresh') {
        read = await this.#page(answer.reply)
        rateLimit = readRateLimit(answer.reply.headers)
        if (key !== undefined) {
          this.#pages.set(page, read)
          this.#api.remember(key, answer.reply.headers)
        }
        changed = true
      } else {
        rateLimit = answer.rateLimit
        read = this.#pages.get(page)
        // Only a page read before can be unchanged: its ETag is kept with it.
        if (!read) throw unusableAnswer(this.#api.request, `page ${page} unchanged, never read`)
      }
      jobs.push(...read.jobs)
      if (read.next === undefined || until?.(read.jobs)) break
    }
    return {
      jobs,
      last: read?.jobs ?? [],
      changed,
      more: read?.next !== undefined,
      rateLimit: rateLimit as RateLimit,
    }
  }

  async #page(reply: RawAnswer): Promise<RunPage> {
    const json = await this.#api.json(reply)
    const listed = isRecord(json) ? json.jobs : undefined
    if (!Array.isArray(listed)) throw unusableAnswer(this.#api.request, 'jobs is not an array')
    const jobs = listed.map((job) => {
      const parsed = parseJob(job)
      if (!parsed.ok) throw unusableAnswer(this.#api.request, parsed.problem)
      return parsed.job
    })
    return { jobs, next: nextPage(reply.headers) }
  }
}

/**
 * The jobs in progress on the runner named `runner` (RUNNER_NAME): this job, where its id is not given, is the
 * one. Never matched by GITHUB_JOB: that is the YAML key, not the display name, and not unique in matrices.
 */
export function onRunner(jobs: readonly Job[], runner: string): Job[] {
  return jobs.filter((job) => job.runnerName === runner && job.status === 'in_progress')
}

/** The run attempt this job runs in, from GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT (`context`). */
export function runAttempt(): { readonly runId: number; readonly attempt: number } {
  const { runId } = context
  // GITHUB_RUN_ATTEMPT came later than GITHUB_RUN_ID; without it the run has had one attempt.
  const attempt = Number.isSafeInteger(context.runAttempt) ? context.runAttempt : 1
  if (!Number.isSafeInteger(runId) || runId < 1 || attempt < 1) {
    throw new GitHubAnswerError(
      `GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt (${runId}, ${attempt}): the run's jobs cannot be read`,
    )
  }
  return { runId, attempt }
}

/** The next page's URL, from the Link header GitHub pages with. */
function nextPage(headers: AnswerHeaders): string | undefined {
  return /<([^<>]+)>;\s*rel="?next"?/i.exec(header(headers, 'link') ?? '')?.[1]
}
