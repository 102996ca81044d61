import type { GitHubEmulator } from '../github-emulator.js'
import type { NodeRuntime } from './node-runtimes.js'
import type { StageProcessOptions, StageProcessResult } from './stage-process.js'
import type { Annotation } from './workflow-commands.js'

/** The step conditions the harness evaluates: the status functions, and `false`. */
export type Condition = 'success()' | 'failure()' | 'cancelled()' | 'always()' | 'false'

/** A use of the action under test. */
export interface ActionStepSpec {
  /** `owner/repo@ref` (a repository action: it gets its pre) or `./` (a local action: no pre). */
  readonly uses: string
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
  /** How the step ends; 'cancelled' cancels the whole job while this step runs. Default 'success'. */
  readonly result?: 'success' | 'failure' | 'cancelled'
  /** A failure is shown as success and does not fail the job (the jobs API does the same). */
  readonly continueOnError?: boolean
  readonly if?: Condition
}

export type StepSpec = ActionStepSpec | RunStepSpec

/** The job as a `run:` step sees it while it runs. */
export interface RunningJob {
  readonly trackingId: string
  readonly workspace: string
  readonly runnerTemp: string
  /** The job's environment now: the workflow's `env:` plus everything written to GITHUB_ENV so far. */
  readonly env: Readonly<Record<string, string>>
  /** The processes carrying the job's RUNNER_TRACKING_ID now: those earlier steps left in the background. */
  processes(): Promise<OrphanProcess[]>
}

/** The workflow run and job around the steps. Every field has a plausible default. */
export interface JobContext {
  /** owner/repo; default the GitHub emulator's repository. */
  readonly repository: string
  readonly workflow: string
  /** GITHUB_JOB: the job's YAML key. */
  readonly job: string
  /** The job's display name, as the jobs API gives it. */
  readonly jobName: string
  readonly runId: number
  readonly runNumber: number
  readonly runAttempt: number
  readonly ref: string
  readonly sha: string
  readonly eventName: string
  readonly actor: string
  readonly runnerName: string
  /** Whether `${{ job.check_run_id }}` is known (older GitHub Enterprise Server: no, it evaluates to ''). */
  readonly checkRunId: boolean
  /**
   * The workflow's file under .github/workflows, which GITHUB_WORKFLOW_REF names ("ci.yml"). The runner always
   * sets it; here it is unset by default, so that a scenario that serves no step history makes no request for
   * one (with it, the action looks the history up in the runs list).
   */
  readonly workflowFile: string | undefined
  /** The repository's default branch, as the event payload (GITHUB_EVENT_PATH) gives it. Default main. */
  readonly defaultBranch: string
  /** The job's leg of its matrix (`strategy` and `matrix`); a job that is not a matrix is leg 0 of 1. */
  readonly leg: MatrixLeg
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
  /** How long the harness waits for a stage's stdout/stderr to close after it exited. Default 5000, the runner's. */
  readonly stdioGraceMs?: number
  /** A stage still running after this is killed and fails. Default 60000. */
  readonly stageTimeoutMs?: number
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

/** A job about to run its steps. */
export interface StartedJob {
  /** The jobs API id (the GitHub emulator's job, when there is one). */
  readonly jobId: number
  readonly trackingId: string
  readonly workspace: string
  readonly runnerTemp: string
}

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
export type Conclusion = 'success' | 'failure' | 'cancelled' | 'skipped'
export type StageName = 'pre' | 'main' | 'post'

/** One step as the runner shows it, in the order the steps ran. */
export interface StepRecord {
  readonly name: string
  /** Before continue-on-error (the `steps.<id>.outcome`). */
  readonly outcome: Conclusion
  /** After it (what the UI and the jobs API show). */
  readonly conclusion: Conclusion
}

/** One stage's process and what it left behind. */
export interface StageRecord {
  /** The step's name as shown ("Pre Run owner/repo@v1", "Run owner/repo@v1", "Post Run owner/repo@v1"). */
  readonly step: string
  /** GITHUB_ACTION: the same for the three stages of one use of the action. */
  readonly instance: string
  readonly stage: StageName
  /** The inputs it was given, by input name (what INPUT_<NAME> carried). */
  readonly inputs: Readonly<Record<string, string>>
  readonly exitCode: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
  readonly durationMs: number
  /** When the process was spawned and when it exited, ms since the epoch. */
  readonly startedAt: number
  readonly exitedAt: number
  /** The job's processes still running once it had exited: what it, or an earlier stage, left behind. */
  readonly runningAfter: readonly OrphanProcess[]
  /** Its stdout/stderr stayed open after it exited: a child inherited them (the runner then kills the tree). */
  readonly inheritedStdio: boolean
  readonly timedOut: boolean
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

export interface JobResult {
  readonly status: JobStatus
  /** The jobs API id, equal to `${{ job.check_run_id }}`. */
  readonly jobId: number
  readonly token: string
  readonly trackingId: string
  readonly workspace: string
  readonly runnerTemp: string
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
  /** The job log as the runner shows it: masked, annotations as ##[warning] etc., debug only in debug mode. */
  readonly log: string
  /** The stage of a step (by id, or GITHUB_ACTION); throws when it did not run. */
  stage(instance: string, stage: StageName): StageRecord
  /** Deletes the job's workspace and RUNNER_TEMP. */
  remove(): Promise<void>
}
