import type { ArtifactEmulator, Leg } from '../artifact-emulator.js'
import type { Conclusion } from '../github/simulated-job.js'
import type { GitHubEmulator } from '../github-emulator.js'
import type { CancelTimings } from './cancellation.js'
import type { JobContext } from './job-context.js'
import type { NodeRuntime } from './node-runtimes.js'
import type { StageProcessOptions, StageProcessResult } from './stage-process.js'
import type { Annotation } from './workflow-commands.js'

/** The step conditions the harness evaluates: the status functions, and `false`. */
export type Condition = 'success()' | 'failure()' | 'cancelled()' | 'always()' | 'false'

/** A use of the action under test. */
export interface ActionStepSpec {
  /**
   * `owner/repo@ref` (a repository action: it gets its pre) or a path from the workspace, `./` or `./sub/` (a
   * local action: no pre; the runner finds it in the workspace, where the harness puts a copy of it).
   */
  readonly uses: string
  /**
   * The folder of the action.yml this step runs; default the job's actionDir. Another action beside this one
   * (test/support/fixtures/cache-action: a post that takes its time, as a cache being saved).
   */
  readonly action?: string
  readonly id?: string
  readonly name?: string
  /** Plain values: the harness does not evaluate expressions in `with:` (feed earlier results instead). */
  readonly with?: Readonly<Record<string, string>>
  /** Gates main only; pre and post run whatever it says, as on the runner. Default success(). */
  readonly if?: Condition
}

/** A user's `run:` step, simulated without a process. */
export interface RunStepSpec {
  /** The script; its first line names the step ("Run <first line>") unless `name` is given. */
  readonly run: string
  readonly id?: string
  readonly name?: string
  readonly sleepMs?: number
  /**
   * What the step does before its sleep: the test's stand-in for the user's script (take a service down,
   * stop a background process, ...). An error it throws is the test's own: it aborts the job and rejects.
   */
  readonly does?: (job: RunningJob) => unknown
  /**
   * How the step ends. 'cancelled': the job is cancelled `sleepMs` into the step (as RunningJob.cancel()
   * does), which ends it as a script that exits on SIGINT ends. Default 'success'.
   */
  readonly result?: 'success' | 'failure' | 'cancelled'
  /** A failure is shown as success and does not fail the job (the jobs API does the same). */
  readonly continueOnError?: boolean
  readonly if?: Condition
}

export type StepSpec = ActionStepSpec | RunStepSpec

/** Where a job runs: its processes carry RUNNER_TRACKING_ID, its folders are GITHUB_WORKSPACE and RUNNER_TEMP. */
export interface JobPlace {
  readonly trackingId: string
  readonly workspace: string
  readonly runnerTemp: string
}

/** The job as a `run:` step sees it while it runs. */
export interface RunningJob extends JobPlace, Cancellable {
  /** The job's environment now: the workflow's `env:` plus everything written to GITHUB_ENV so far. */
  readonly env: Readonly<Record<string, string>>
  /** The processes carrying the job's RUNNER_TRACKING_ID now: those earlier steps left in the background. */
  processes(): Promise<OrphanProcess[]>
}

export interface Cancellable {
  /**
   * Cancels the job now, as the runner does when the run is cancelled: job.status reads `cancelled` from now
   * on; the step running, unless its condition holds for a cancelled job (always(), cancelled(): pre and post
   * stages), gets SIGINT, SIGTERM and SIGKILL spaced by the job's cancelTimings, and concludes `cancelled`; the
   * steps after it whose condition does not hold conclude `skipped`; the posts run, last registered first
   * (this action's, registered in its pre, after every main-only action's). Its worker is killed
   * cancelTimings.workerKilledAfterMs later if the job has not completed by then (see JobResult.workerKilledAt).
   * Once only: a second call does nothing.
   */
  cancel(): void
}

export interface MatrixLeg {
  readonly index: number
  readonly total: number
  /** `matrix`: null for a job that is not a matrix. */
  readonly values: Readonly<Record<string, unknown>> | null
  readonly failFast: boolean
}

export interface JobSpec {
  readonly steps: readonly StepSpec[]
  readonly runtime: NodeRuntime
  /** The folder of the action.yml the `uses:` steps run; default the repository root (our action). */
  readonly actionDir?: string
  /** The jobs API the job's steps are mirrored to (GITHUB_API_URL); without it the API is unreachable. */
  readonly github?: GitHubEmulator
  /**
   * The artifact service the job's node actions reach: every stage of a node action (never a `run:` step) gets
   * ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_URL, as on the runner. An emulator gives the
   * job a leg (a runtime token) of its own; a Leg, that one. Without it they name a service that does not
   * answer, with a well-formed token: the runner always gives them.
   */
  readonly artifacts?: ArtifactEmulator | Leg
  /** GITHUB_API_URL as the stages see it, when it must differ from the GitHub emulator's URL. */
  readonly apiUrl?: string
  readonly context?: Partial<JobContext>
  /** The workflow's `env:`, seen by every stage. */
  readonly env?: Readonly<Record<string, string>>
  /** Secret values the job uses: the runner masks them in the log from the start, as it does `secrets.*`. */
  readonly secrets?: readonly string[]
  /** The job's GITHUB_TOKEN; default a fresh one, authorized on the GitHub emulator. */
  readonly token?: string
  /** ACTIONS_STEP_DEBUG / RUNNER_DEBUG: debug lines reach the log. */
  readonly debug?: boolean
  /** How long the harness waits for a stage's stdout/stderr to close after it exited. Default the runner's, RUNNER_STDIO_GRACE_MS. */
  readonly stdioGraceMs?: number
  /** A stage still running after this is killed and fails. Default 60000. */
  readonly stageTimeoutMs?: number
  /** The runner's spacings on a cancel (see Cancellable.cancel), each the runner's own unless given. */
  readonly cancelTimings?: Partial<CancelTimings>
  /**
   * How the runner names a local action's steps by default: the `uses:` path as written ("Run ./sub/"), or as
   * runners before 2.332.0 did ("Run /./sub/", actions/runner#4218). Default 'as-written'.
   */
  readonly localActionName?: 'as-written' | 'slash-prefixed'
  /**
   * How long the job stays queued in the jobs API before a runner picks it up and it starts. Default none: it
   * starts as soon as it is created.
   */
  readonly queuedMs?: number
  /**
   * When the jobs API says GitHub created the job (ms since the epoch): a job that waited for the jobs it needs or
   * for an approval, hours maybe, before a runner picked it up. Default when the harness creates it.
   */
  readonly createdAt?: number
  /**
   * Called once the job's folders exist, before its first step: a caller can then watch the job while it
   * runs (its jobs API record, what the stages leave in RUNNER_TEMP), or clean up if it is interrupted.
   */
  readonly onStart?: (job: StartedJob) => void
  /**
   * Niceness (0 to 19) of the stages and their children. A test running many jobs at once on few cores
   * gives them a lower priority than its own process, where the emulators run: the services then answer as
   * promptly as real ones on other machines would, however busy the job's own processes keep the cores.
   */
  readonly niceness?: number
  /** Told each line a stage writes to stdout as it writes it, so a test can react while the stage runs. */
  readonly onOutput?: (line: string, from: { readonly instance: string; readonly stage: StageName }) => void
  /**
   * Runs each stage's process instead of runStageProcess (which it may call with other options); the
   * benchmark passes one that measures each stage and runs a floor process just before it.
   */
  readonly stageProcess?: StageProcessRunner
}

/** A job and where it runs. */
export interface JobIdentity extends JobPlace {
  /** The jobs API id (the GitHub emulator's job, when there is one), equal to `${{ job.check_run_id }}`. */
  readonly jobId: number
}

/** A job about to run its steps: a test may keep it to cancel the job at a moment of its choosing. */
export interface StartedJob extends JobIdentity, Cancellable {}

/** Which stage a StageProcessRunner is asked to run. */
export interface StageCall {
  /** GITHUB_ACTION of the instance. */
  readonly instance: string
  readonly stage: StageName
  readonly step: string
}

export type StageProcessRunner = (
  options: StageProcessOptions,
  call: StageCall,
) => Promise<StageProcessResult>

export type JobStatus = 'success' | 'failure' | 'cancelled'
export type StageName = 'pre' | 'main' | 'post'
export type { Conclusion, JobContext }

/** One step as the runner shows it, in the order the steps ran. */
export interface StepRecord {
  readonly name: string
  /** Its number, as the runner gives it and the jobs API shows it (see Timeline). */
  readonly number: number
  /** Before continue-on-error (the `steps.<id>.outcome`). */
  readonly outcome: Conclusion
  /** After it (what the UI and the jobs API show). */
  readonly conclusion: Conclusion
}

/** One stage's process and what it left behind. */
export interface StageRecord extends StageProcessResult {
  /** The step's name as shown ("Pre Run owner/repo@v1", "Run owner/repo@v1", "Post Run owner/repo@v1"). */
  readonly step: string
  /** GITHUB_ACTION: the same for the three stages of one use of the action. */
  readonly instance: string
  readonly stage: StageName
  /** The inputs it was given, by input name (what INPUT_<NAME> carried). */
  readonly inputs: Readonly<Record<string, string>>
  /** The job's processes still running once it had exited: what it, or an earlier stage, left behind. */
  readonly runningAfter: readonly OrphanProcess[]
  /** What it wrote to GITHUB_STATE, GITHUB_ENV, GITHUB_OUTPUT (kept only from main) and GITHUB_STEP_SUMMARY. */
  readonly state: Readonly<Record<string, string>>
  readonly env: Readonly<Record<string, string>>
  readonly outputs: Readonly<Record<string, string>>
  readonly summary: string
  readonly conclusion: Conclusion
}

export interface OrphanProcess {
  readonly pid: number
  readonly command: string
}

export interface JobResult extends JobIdentity {
  readonly status: JobStatus
  readonly token: string
  readonly steps: readonly StepRecord[]
  readonly stages: readonly StageRecord[]
  /** Step outputs (from main stages), by step id (or GITHUB_ACTION when the step has none). */
  readonly outputs: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** The job's environment at the end: the workflow's `env:` plus everything written to GITHUB_ENV. */
  readonly env: Readonly<Record<string, string>>
  readonly summary: string
  readonly annotations: readonly Annotation[]
  /** Every value masked in the log: the token, the secrets, and each ::add-mask::. */
  readonly masks: readonly string[]
  /** Processes still carrying the job's RUNNER_TRACKING_ID at its end, which the harness had to kill. */
  readonly orphans: readonly OrphanProcess[]
  /** When the job was cancelled (ms since the epoch); undefined when it was not. */
  readonly cancelledAt: number | undefined
  /**
   * When the runner's worker (the process every stage is a child of) was killed at the cancel timeout, and the job
   * completed `cancelled` in the jobs API; undefined when the job completed on its own. Then no later post ran, nor "Complete job", nor its
   * orphan clean-up: `leftRunning` lists what still carried the job's RUNNER_TRACKING_ID at that moment, which
   * nothing ends (remove() does, at the latest).
   */
  readonly workerKilledAt: number | undefined
  /** The step that was running when the worker was killed (it stays in progress in the jobs API). */
  readonly killedDuring: string | undefined
  readonly leftRunning: readonly OrphanProcess[]
  /** The job log as the runner shows it: masked, annotations as ##[warning] etc., debug only in debug mode. */
  readonly log: string
  /** The stage of a step (by id, or GITHUB_ACTION); throws when it did not run. */
  stage(instance: string, stage: StageName): StageRecord
  /**
   * Kills what still carries the job's RUNNER_TRACKING_ID when its worker was killed at the cancel timeout
   * (leftRunning, and what they started since), then deletes the job's workspace and RUNNER_TEMP.
   */
  remove(): Promise<void>
}
