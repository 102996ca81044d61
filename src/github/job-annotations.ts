// What a job's check run annotations tell of its end that its conclusion does not, as
// `GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations` lists them: a job's id is its check run's id
// (the jobs API's `check_run_url` names it), and the endpoint needs `checks: read`, which `actions: read` does not
// give (docs.github.com, "List check run annotations").
//
// Documented: the endpoint, its permission, and each annotation's fields (`message`, `annotation_level`, ...).
// Not documented, as runs show them (../shared runner lifecycle, "How runs end"): GitHub concludes a job past its
// `timeout-minutes` (or a hosted runner's 6 hours) `cancelled`, as a person's cancel, and annotates it "The job has
// exceeded the maximum execution time of 30m0s" (older runs: "The job running on runner X has exceeded the maximum
// execution time of 30 minutes."); a deployment whose approval was rejected concludes the job `failure` with no
// steps, annotated "The deployment was rejected or didn't satisfy other protection rules". Unconfirmed: whether
// the timeout's annotation is there while the job's posts still run; a read that finds none says `none`.
import { unusableAnswer } from './errors.js'
import { isRecord } from './job.js'
import type { FailedRead, JobsApi } from './jobs-api.js'
import { type RateLimit, readRateLimit } from './rate-limit.js'

const ANNOTATIONS_ROUTE = 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations'

/**
 * Annotations asked for in the one page read, the endpoint's most. A job holds at most 50 annotations of its
 * steps (docs.github.com, "Workflow commands": 10 errors, 10 warnings and 10 notices a step, 50 a job), so
 * GitHub's own about its end are on the first page.
 */
const ANNOTATIONS_PER_PAGE = 100

/** How a job ended, where its annotations say more than its conclusion. */
export type AnnotatedEnd =
  /** Past its time limit: `limitMs` as the annotation gives it, undefined where its words are new to us. */
  | { readonly kind: 'timed-out'; readonly limitMs: number | undefined }
  /** Its deployment's approval was rejected (or another protection rule not met). */
  | { readonly kind: 'rejected' }
  /** Neither: the job's conclusion says how it ended. */
  | { readonly kind: 'none' }

export type AnnotationsResponse =
  | { readonly outcome: 'annotations'; readonly end: AnnotatedEnd; readonly rateLimit: RateLimit }
  | FailedRead

/**
 * The end the job `jobId`'s annotations tell, in one request. Throws a failure of errors.ts (`JobsApi.take`
 * makes it an answer): a 403 without `checks: read` is a GitHubPermissionError naming that permission.
 */
export async function readAnnotatedEnd(
  api: JobsApi,
  jobId: number,
): Promise<Exclude<AnnotationsResponse, FailedRead>> {
  const answer = await api.get(ANNOTATIONS_ROUTE, {
    ...api.repo,
    check_run_id: jobId,
    per_page: ANNOTATIONS_PER_PAGE,
  })
  // Unconditional: no key, so never 304.
  if (answer.outcome !== 'fresh') throw unusableAnswer(api.request, 'not modified, never asked so')
  const json = await api.json(answer.reply)
  if (!Array.isArray(json)) throw unusableAnswer(api.request, 'the answer is not a list of annotations')
  const messages = json.flatMap((annotation) =>
    isRecord(annotation) && typeof annotation.message === 'string' ? [annotation.message] : [],
  )
  return {
    outcome: 'annotations',
    end: annotatedEnd(messages),
    rateLimit: readRateLimit(answer.reply.headers),
  }
}

/** "…has exceeded the maximum execution time of 30m0s" or "… of 30 minutes.": the limit's words. */
const TIMED_OUT = /has exceeded the maximum execution time of ([^\n]*?)\.?\s*$/i
const REJECTED = /the deployment was rejected or didn't satisfy other protection rules/i

/** What the annotations' messages tell: a timeout before a rejection (a job that timed out ran, so none was). */
export function annotatedEnd(messages: readonly string[]): AnnotatedEnd {
  for (const message of messages) {
    const limit = TIMED_OUT.exec(message.trim())?.[1]
    if (limit !== undefined) return { kind: 'timed-out', limitMs: durationMs(limit) }
  }
  if (messages.some((message) => REJECTED.test(message))) return { kind: 'rejected' }
  return { kind: 'none' }
}

const UNIT_MS: Readonly<Record<string, number>> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }

/**
 * A limit as the annotation writes it: Go's duration ("30m0s", "1h30m0s", "45s", "1.5s") or "30 minutes" (older
 * runs'). Undefined for anything else.
 */
export function durationMs(text: string): number | undefined {
  const words = /^(\d+) minutes?$/i.exec(text.trim())
  if (words) return Number(words[1]) * UNIT_MS.m
  const go = text.trim()
  if (!/^(?:\d+(?:\.\d+)?(?:h|ms|m|s))+$/.test(go)) return undefined
  let total = 0
  for (const [, amount, unit] of go.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)) {
    total += Number(amount) * (UNIT_MS[unit as string] as number)
  }
  return Math.round(total)
}
