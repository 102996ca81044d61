import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { annotationJson, jobJson, type NotBegun, type Repository, type Unreached } from './github/job-json.js'
import { type Hold, pendingDeploymentJson } from './github/pending-deployments.js'
import { RateLimits, type TokenUsage } from './github/rate-limits.js'
import { type Conclusion, DEFAULT_IDENTITY, type JobIdentity, SimulatedJob } from './github/simulated-job.js'
import { DEFAULT_RUN, listRuns, runJson, runTimes, type WorkflowRunData } from './github/workflow-runs.js'
import { type Answer, answerWithFault, type HttpFault, jsonAnswer, type Sent, send } from './http-faults.js'
import { Emulator, type Mutable, type Recorded } from './loopback-server.js'

export type { NotBegun, Unreached } from './github/job-json.js'
export type { Hold, Reviewer } from './github/pending-deployments.js'
export type { TokenUsage } from './github/rate-limits.js'
export type {
  AnnotationData,
  Conclusion,
  JobStatus,
  JobStep,
  SimulatedJob,
  StepStatus,
} from './github/simulated-job.js'
export { olderTimeoutAnnotation, REJECTED_ANNOTATION, timeoutAnnotations } from './github/simulated-job.js'
export type { RunConclusion, RunStatus, WorkflowRunData } from './github/workflow-runs.js'

/** The repository and the API's behaviour, as a test leaves them unless it is about them. */
const DEFAULT_OPTIONS = {
  owner: 'octo-org',
  repo: 'octo-repo',
  /** Tokens accepted from the start; authorize() adds more. */
  tokens: [] as readonly string[],
  /** Requests per hour and token: GITHUB_TOKEN's limit. */
  rateLimit: 1000,
  /** Whether steps not started yet are listed, as the real API does. */
  listPendingSteps: true,
  /**
   * What a step not started yet says: `pending` (seen in live answers) or `queued` (the documented enum). A
   * client must take both for not begun; the suites run with both.
   */
  notBegun: 'pending' as NotBegun,
  /** What a step never begun says once its job has completed (Unreached, job-json.ts). */
  unreached: 'not begun' as Unreached,
  /** Serve every job as it was this many ms ago. */
  lagMs: 0,
  /** Where it listens: a loopback address of its own unless given (127.0.0.1: what `localhost` reaches). */
  address: undefined as string | undefined,
}

export type GitHubEmulatorOptions = Partial<Readonly<typeof DEFAULT_OPTIONS>>

/**
 * The endpoints, as fault targets: one job, the jobs of a run attempt, a workflow's runs, the jobs of a run (its
 * latest attempt, or all), the deployments a run waits on, and a job's check run annotations.
 */
export type Endpoint = 'job' | 'jobs' | 'runs' | 'run-jobs' | 'pending-deployments' | 'annotations'

/** A step of a finished job: how long it took, and how it ended (default success). */
export interface FinishedStep {
  readonly name: string
  readonly durationMs: number
  readonly conclusion?: Conclusion
}

export type GitHubFault =
  | HttpFault
  /** The token lacks `actions: read`. */
  | { readonly type: 'forbidden' }
  /** The primary rate limit is spent: 403 (or 429) with x-ratelimit-remaining 0. */
  | { readonly type: 'rate-limited'; readonly status: 403 | 429; readonly retryAfter?: string }
  /**
   * A secondary rate limit (too many requests at once, or to one endpoint in a minute): a 403 whose message alone
   * says so, with no Retry-After and the primary limit not spent (docs.github.com, "Rate limits for the REST
   * API", "Exceeding the rate limit").
   */
  | { readonly type: 'secondary-rate-limited' }
  /**
   * HTTP 200 with JSON a client must not trust: no `steps`, or values of the wrong types. On the runs list,
   * 'missing-steps' leaves out `workflow_runs`; on a job's annotations, it answers an object where the list is,
   * and 'wrong-types' gives numbers for messages.
   */
  | { readonly type: 'malformed'; readonly variant: 'missing-steps' | 'wrong-types' }
  /** The normal answer, its Link header's pages on another origin (a proxy's rewrite, a hostile answer). */
  | { readonly type: 'link-elsewhere'; readonly origin: string }

export interface RecordedGitHubRequest extends Recorded<GitHubFault> {
  /** Path and query, as requested. */
  readonly url: string
}

type Route =
  | { readonly endpoint: 'job'; readonly jobId: number }
  | { readonly endpoint: 'jobs'; readonly runId: number; readonly attempt: number }
  | { readonly endpoint: 'runs'; readonly workflow: string }
  | { readonly endpoint: 'run-jobs'; readonly runId: number }
  | { readonly endpoint: 'pending-deployments'; readonly runId: number }
  | { readonly endpoint: 'annotations'; readonly jobId: number }

type MutableRecord = Mutable<RecordedGitHubRequest>

/** What an endpoint answers when nothing goes wrong: its JSON and the headers that go with it. */
type Representation = { readonly json: unknown; readonly headers: Record<string, string> }

const DOCS = 'https://docs.github.com/rest'

/** GitHub's message for a secondary rate limit, as its answers give it. */
const SECONDARY_LIMIT_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID E198:4063:33BD6:375FF:652AAB04.'

/**
 * The GitHub REST endpoints the action reads, on 127.0.0.1: one job, the jobs of a run attempt or of a run, a
 * workflow's runs, the deployments a run waits on, and a job's check run annotations. Jobs are driven by the test (or the runner harness) through
 * SimulatedJob, which also ends one as GitHub does past its time limit (timeOut) or on a rejected approval
 * (reject). Answers carry ETags and rate-limit
 * headers like GitHub's; conditional requests answered 304 cost nothing.
 *
 *   const github = await GitHubEmulator.start({ tokens: ['ghs_test'] })
 *   const job = github.createJob({ id: 42 })
 *   const setup = job.addStep('Set up job')
 *   job.start(); setup.start(); setup.complete('success')
 *   github.inject('job', { type: 'forbidden' }, 'always')
 *
 * Workflow runs are added by the test, with the jobs they held:
 *
 *   const run = github.addRun({ workflow: 'ci.yml', headBranch: 'main', conclusion: 'success' })
 *   github.createFinishedJob({ runId: run.id, name: 'build' }, start, [{ name: 'Run tests', durationMs: 90_000 }])
 */
export class GitHubEmulator extends Emulator<RecordedGitHubRequest, Endpoint, GitHubFault> {
  readonly owner: string
  readonly repo: string
  /** Serve every job as it was this many ms ago. */
  lagMs: number
  readonly #listPendingSteps: boolean
  readonly #notBegun: NotBegun
  readonly #unreached: Unreached
  readonly #tokens: Set<string>
  readonly #rateLimits: RateLimits
  readonly #jobs = new Map<number, SimulatedJob>()
  readonly #runs = new Map<number, WorkflowRunData>()
  readonly #workflowIds = new Map<string, number>()
  readonly #holds = new Map<number, readonly Hold[]>()
  #nextRunId = 6_000_000_001
  #nextJobId = 90_000_000_001

  private constructor(options: GitHubEmulatorOptions) {
    const chosen = { ...DEFAULT_OPTIONS, ...options }
    super(chosen.address === undefined ? {} : { address: chosen.address })
    this.owner = chosen.owner
    this.repo = chosen.repo
    this.lagMs = chosen.lagMs
    this.#listPendingSteps = chosen.listPendingSteps
    this.#notBegun = chosen.notBegun
    this.#unreached = chosen.unreached
    this.#tokens = new Set(chosen.tokens)
    this.#rateLimits = new RateLimits(chosen.rateLimit)
  }

  static start(options: GitHubEmulatorOptions = {}): Promise<GitHubEmulator> {
    return Emulator.started(new GitHubEmulator(options))
  }

  authorize(token: string): void {
    this.#tokens.add(token)
  }

  /**
   * A queued job; unset fields get plausible values (a fresh id, run 1, attempt 1). It was created now, or at
   * `createdAt` (ms since the epoch): a job that waited for the jobs it needs or for an approval was created long
   * before it starts.
   */
  createJob(
    identity: Partial<JobIdentity> = {},
    { createdAt }: { readonly createdAt?: number } = {},
  ): SimulatedJob {
    const id = identity.id ?? this.#nextJobId++
    if (this.#jobs.has(id)) throw new Error(`job ${id} exists already`)
    const job = new SimulatedJob({ ...DEFAULT_IDENTITY, id, ...identity }, createdAt)
    this.#jobs.set(id, job)
    return job
  }

  /**
   * A workflow run for the runs list; unset fields get plausible values: a fresh id, workflow ci.yml on main,
   * completed with success, created a minute after the run added before it (so later ones are newer).
   */
  addRun(run: Partial<WorkflowRunData> = {}): WorkflowRunData {
    const id = run.id ?? this.#nextRunId++
    if (this.#runs.has(id)) throw new Error(`run ${id} exists already`)
    const status = run.status ?? DEFAULT_RUN.status
    const previous = [...this.#runs.values()].at(-1)
    const added: WorkflowRunData = {
      ...DEFAULT_RUN,
      id,
      conclusion: status === 'completed' ? DEFAULT_RUN.conclusion : null,
      runNumber: this.#runs.size + 1,
      createdAt: previous ? previous.createdAt + 60_000 : Date.now() - 24 * 60 * 60 * 1000,
      ...run,
      status,
    }
    if (!this.#workflowIds.has(added.workflow))
      this.#workflowIds.set(added.workflow, 160_000_000 + this.#workflowIds.size)
    this.#runs.set(id, added)
    return added
  }

  /**
   * A completed job of the past, created as it started: its steps ran one after the other from `startedAt`, each
   * for its duration (a skipped one takes none). The job's conclusion is the first failure or cancel among them,
   * else success.
   */
  createFinishedJob(
    identity: Partial<JobIdentity>,
    startedAt: number,
    steps: readonly FinishedStep[],
  ): SimulatedJob {
    const job = this.createJob(identity, { createdAt: startedAt })
    const handles = steps.map((step) => job.addStep(step.name))
    let clock = startedAt
    job.start(clock)
    for (const [index, step] of steps.entries()) {
      const handle = handles[index] as (typeof handles)[number]
      const conclusion = step.conclusion ?? 'success'
      if (conclusion !== 'skipped') handle.start(clock)
      if (conclusion !== 'skipped') clock += step.durationMs
      handle.complete(conclusion, clock)
    }
    const ended = steps.find((step) => step.conclusion === 'failure' || step.conclusion === 'cancelled')
    job.complete(ended?.conclusion ?? 'success', clock)
    return job
  }

  /**
   * The run's jobs wait on these environments (an environment's reviewers or wait timer): what its pending
   * deployments list, until `release`.
   */
  hold(runId: number, holds: readonly Hold[]): void {
    this.#holds.set(runId, holds)
  }

  /** The run waits on no environment any more: approved, rejected or timed. */
  release(runId: number): void {
    this.#holds.delete(runId)
  }

  job(id: number): SimulatedJob {
    const job = this.#jobs.get(id)
    if (!job) throw new Error(`the GitHub emulator has no job ${id}`)
    return job
  }

  usage(token: string): TokenUsage {
    return this.#rateLimits.usage(token)
  }

  protected async record(request: IncomingMessage) {
    return { url: request.url ?? '/' }
  }

  protected respond(
    request: IncomingMessage,
    response: ServerResponse,
    record: MutableRecord,
  ): Promise<Sent> {
    const url = new URL(record.url, this.url)
    const route = request.method === 'GET' ? this.#route(url.pathname) : undefined
    if (!route) return send(response, githubError(404, 'Not Found'))
    const token = bearerToken(request.headers)
    if (token === undefined || !this.#tokens.has(token))
      return send(response, githubError(401, 'Bad credentials'))
    const fault = this.takeFault(record, route.endpoint)
    const normal = () => this.#answer(route, url, request.headers, token)
    if (!fault) return send(response, normal())
    switch (fault.type) {
      case 'forbidden':
        return send(
          response,
          this.#counted(token, githubError(403, 'Resource not accessible by integration')),
        )
      case 'rate-limited':
        return send(response, this.#rateLimited(token, fault.status, fault.retryAfter))
      case 'secondary-rate-limited':
        return send(response, this.#counted(token, githubError(403, SECONDARY_LIMIT_MESSAGE)))
      case 'link-elsewhere': {
        const answer = normal()
        const link = answer.headers.link?.replaceAll(this.url, fault.origin)
        return send(response, { ...answer, headers: { ...answer.headers, ...(link ? { link } : {}) } })
      }
      case 'malformed': {
        const representation = this.#representation(route, url)
        const answer = representation
          ? jsonAnswer(200, malformed(representation.json, fault.variant))
          : githubError(404, 'Not Found')
        return send(response, this.#counted(token, answer))
      }
      default:
        return answerWithFault(request, response, fault, { normal, errorAnswer: githubError })
    }
  }

  #route(pathname: string): Route | undefined {
    const prefix = `/repos/${this.owner}/${this.repo}/`.toLowerCase()
    if (!pathname.toLowerCase().startsWith(prefix)) return undefined
    // A job's id is its check run's.
    const annotations = /^check-runs\/(\d+)\/annotations$/.exec(pathname.slice(prefix.length))
    if (annotations) return { endpoint: 'annotations', jobId: Number(annotations[1]) }
    if (!pathname.toLowerCase().startsWith(`${prefix}actions/`)) return undefined
    const rest = pathname.slice(prefix.length + 'actions/'.length)
    const job = /^jobs\/(\d+)$/.exec(rest)
    if (job) return { endpoint: 'job', jobId: Number(job[1]) }
    const jobs = /^runs\/(\d+)\/attempts\/(\d+)\/jobs$/.exec(rest)
    if (jobs) return { endpoint: 'jobs', runId: Number(jobs[1]), attempt: Number(jobs[2]) }
    const runs = /^workflows\/([^/]+)\/runs$/.exec(rest)
    if (runs) return { endpoint: 'runs', workflow: decodeURIComponent(runs[1] as string) }
    const runJobs = /^runs\/(\d+)\/jobs$/.exec(rest)
    if (runJobs) return { endpoint: 'run-jobs', runId: Number(runJobs[1]) }
    const pending = /^runs\/(\d+)\/pending_deployments$/.exec(rest)
    if (pending) return { endpoint: 'pending-deployments', runId: Number(pending[1]) }
    return undefined
  }

  /** The answer when nothing goes wrong: the representation, 304 when the client has it already. */
  #answer(route: Route, url: URL, headers: IncomingHttpHeaders, token: string): Answer {
    if (this.#rateLimits.exhausted(token)) return this.#rateLimited(token, 403)
    const representation = this.#representation(route, url)
    if (!representation) return this.#counted(token, githubError(404, 'Not Found'))
    const body = JSON.stringify(representation.json)
    const etag = `W/"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`
    if (matchesEtag(headers['if-none-match'], etag)) {
      this.#rateLimits.count(token, 304)
      return { status: 304, headers: { etag, ...this.#rateLimits.headers(token) }, body: '' }
    }
    return this.#counted(token, jsonAnswer(200, representation.json, { etag, ...representation.headers }))
  }

  /** The answer with the token's rate-limit headers, after counting it. */
  #counted(token: string, answer: Answer): Answer {
    this.#rateLimits.count(token, answer.status)
    return { ...answer, headers: { ...answer.headers, ...this.#rateLimits.headers(token) } }
  }

  #rateLimited(token: string, status: number, retryAfter?: string): Answer {
    const answer = githubError(status, 'API rate limit exceeded for installation ID 1.')
    const wait: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': retryAfter }
    return { ...answer, headers: { ...answer.headers, ...this.#rateLimits.headers(token, true), ...wait } }
  }

  #representation(route: Route, url: URL): Representation | undefined {
    const repository: Repository = { owner: this.owner, repo: this.repo, apiUrl: this.url }
    const options = {
      listPendingSteps: this.#listPendingSteps,
      notBegun: this.#notBegun,
      unreached: this.#unreached,
    }
    const asOf = Date.now() - this.lagMs
    if (route.endpoint === 'job') {
      const job = this.#jobs.get(route.jobId)
      return job && { json: jobJson(job.asOf(asOf), repository, options), headers: {} }
    }
    if (route.endpoint === 'runs') return this.#runsList(route.workflow, url, repository)
    if (route.endpoint === 'pending-deployments') {
      // A run GitHub knows (listed, or the run of a job) answers a list, empty when nothing waits; an unknown
      // one, 404.
      const known =
        this.#runs.has(route.runId) ||
        [...this.#jobs.values()].some((job) => job.identity.runId === route.runId)
      if (!known) return undefined
      const holds = this.#holds.get(route.runId) ?? []
      return { json: holds.map((hold) => pendingDeploymentJson(hold, repository)), headers: {} }
    }
    if (route.endpoint === 'annotations') {
      const job = this.#jobs.get(route.jobId)?.asOf(asOf)
      return (
        job &&
        paginated(url, undefined, job.annotations, (annotation) =>
          annotationJson(annotation, job, repository),
        )
      )
    }
    const ofRun = [...this.#jobs.values()]
      .map((job) => job.asOf(asOf))
      .filter((job) => job.runId === route.runId)
    const ranAgainLater = (job: (typeof ofRun)[number]) =>
      ofRun.some((other) => other.name === job.name && other.runAttempt > job.runAttempt)
    if (route.endpoint === 'run-jobs' && ofRun.length === 0 && !this.#runs.has(route.runId)) return undefined
    // The jobs of one attempt; of a run, filter=latest (the default) gives each job as its latest attempt
    // ran it (a job not re-run keeps its attempt), filter=all every attempt.
    const jobs =
      route.endpoint === 'jobs'
        ? ofRun.filter((job) => job.runAttempt === route.attempt)
        : ofRun.filter((job) => url.searchParams.get('filter') === 'all' || !ranAgainLater(job))
    return paginated(url, 'jobs', jobs, (job) => jobJson(job, repository, options))
  }

  #runsList(workflow: string, url: URL, repository: Repository): Representation | undefined {
    // The path takes the workflow's numeric id or its file name; a workflow with no runs is unknown here.
    const entry = [...this.#workflowIds].find(([file, id]) => file === workflow || String(id) === workflow)
    if (!entry) return undefined
    const [file, workflowId] = entry
    const runs = listRuns(
      [...this.#runs.values()].filter((run) => run.workflow === file),
      { branch: url.searchParams.get('branch'), status: url.searchParams.get('status') },
    )
    // Each run's times from its jobs': a past run's jobs are set at times of the test's choosing.
    const jobsOf = (run: WorkflowRunData) =>
      [...this.#jobs.values()].map((job) => job.asOf(Date.now())).filter((job) => job.runId === run.id)
    return paginated(url, 'workflow_runs', runs, (run) =>
      runJson(run, workflowId, repository, runTimes(run, jobsOf(run))),
    )
  }
}

/** GitHub's error body. */
function githubError(status: number, message: string): Answer {
  return jsonAnswer(status, { message, documentation_url: DOCS, status: String(status) })
}

// Both schemes GitHub accepts: `Bearer <token>` and the older `token <token>`.
function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^(?:bearer|token)\s+(\S+)$/i.exec(headers.authorization ?? '')
  return match?.[1]
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const weak = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
}

/**
 * One page of a list, as `{ total_count, <key>: [...] }`, or the bare list where there is no key (a check run's
 * annotations): per_page (default 30, at most 100) and page, with GitHub's Link header: prev, next, last, first.
 */
function paginated<T>(
  url: URL,
  key: string | undefined,
  items: readonly T[],
  render: (item: T) => unknown,
): Representation {
  const total = items.length
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page')) || 30))
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1)
  const last = Math.max(1, Math.ceil(total / perPage))
  const link = (n: number, rel: string) => {
    const target = new URL(url)
    target.searchParams.set('per_page', String(perPage))
    target.searchParams.set('page', String(n))
    return `<${target}>; rel="${rel}"`
  }
  const links = [
    ...(page > 1 ? [link(page - 1, 'prev')] : []),
    ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
    ...(page > 1 ? [link(1, 'first')] : []),
  ]
  const listed = items.slice((page - 1) * perPage, page * perPage).map(render)
  return {
    json: key === undefined ? listed : { total_count: total, [key]: listed },
    headers: links.length ? { link: links.join(', ') } : {},
  }
}

/** The representation with every job broken the way the variant says (the list's count too). */
function malformed(json: unknown, variant: 'missing-steps' | 'wrong-types'): unknown {
  if (Array.isArray(json)) {
    if (variant === 'missing-steps') return { total_count: json.length }
    return json.map((annotation, index) => ({ ...annotation, message: index }))
  }
  const breakJob = (job: Record<string, unknown>): Record<string, unknown> => {
    const { steps, ...rest } = job
    if (variant === 'missing-steps') return rest
    const wrong = (steps as Record<string, unknown>[]).map((step) => ({
      ...step,
      number: String(step.number),
      status: 3,
    }))
    return { ...rest, id: String(job.id), steps: wrong }
  }
  const record = json as Record<string, unknown>
  const runs = record.workflow_runs as Record<string, unknown>[] | undefined
  if (runs) {
    if (variant === 'missing-steps') return { total_count: record.total_count }
    return {
      total_count: String(record.total_count),
      workflow_runs: runs.map((run) => ({ ...run, id: String(run.id) })),
    }
  }
  const jobs = record.jobs as Record<string, unknown>[] | undefined
  if (!jobs) return breakJob(record)
  return { total_count: String(record.total_count), jobs: jobs.map(breakJob) }
}
