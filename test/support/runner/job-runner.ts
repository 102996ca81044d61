import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, posix } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ArtifactEmulator, type Leg, runtimeToken } from '../artifact-emulator.js'
import { assertFreshDist } from '../fresh-dist.js'
import type { SimulatedJob } from '../github/simulated-job.js'
import { trackingId } from '../test-run.js'
import { type ActionManifest, loadActionManifest } from './action-manifest.js'
import { type CancelTimings, Deferred, RUNNER_CANCEL_TIMINGS } from './cancellation.js'
import { FileCommandError, readKeyValueFile } from './file-commands.js'
import { stageInputs } from './inputs.js'
import {
  contextEnv,
  eventPath,
  eventPayload,
  hostEnv,
  type JobPaths,
  jobContext,
  jobWorkflowRef,
} from './job-context.js'
import { jobProcesses, killOrphans } from './orphans.js'
import { RUNNER_STDIO_GRACE_MS, runStageProcess, type StageProcessResult } from './stage-process.js'
import { Timeline, type TimelineStep } from './timeline.js'
import type {
  ActionStepSpec,
  Conclusion,
  Condition,
  JobContext,
  JobResult,
  JobSpec,
  JobStatus,
  OrphanProcess,
  RunningJob,
  RunStepSpec,
  StageName,
  StageRecord,
  StepSpec,
} from './types.js'
import { RunnerWorker } from './worker.js'
import { JobLog } from './workflow-commands.js'

const REPOSITORY_ROOT = new URL('../../../', import.meta.url).pathname
// Where nothing listens: without a GitHub emulator, API calls fail fast with ECONNREFUSED.
const UNREACHABLE_API = 'http://127.0.0.1:9'

/** One use of an action: its three stages share GITHUB_ACTION and its state. */
interface Instance {
  readonly spec: ActionStepSpec
  readonly manifest: ActionManifest
  /** GITHUB_ACTION, and the key of its outputs. */
  readonly id: string
  readonly displayName: string
  /** A local action's path in the workspace ('' for `./`); undefined for a repository action. */
  readonly localPath: string | undefined
  state: Record<string, string>
  postRegistered: boolean
}

type RuntimeEnv = Record<'ACTIONS_RUNTIME_TOKEN' | 'ACTIONS_RESULTS_URL' | 'ACTIONS_RUNTIME_URL', string>

/** What a stage or a `run:` step is while it runs: what a cancel does to it, if its condition fails then. */
interface Running {
  readonly condition: Condition
  readonly cancel: () => void
}

const FILE_COMMANDS = [
  'GITHUB_STATE',
  'GITHUB_ENV',
  'GITHUB_OUTPUT',
  'GITHUB_PATH',
  'GITHUB_STEP_SUMMARY',
] as const
/** The file command files of one stage, by the variable that names each. */
type FileCommandPaths = Record<(typeof FILE_COMMANDS)[number], string>

/** What a stage wrote to GITHUB_STATE, GITHUB_ENV and GITHUB_OUTPUT. */
type FileCommands = Readonly<Record<'state' | 'env' | 'outputs', Record<string, string>>>

interface MainStep {
  readonly spec: StepSpec
  readonly instance: Instance | undefined
  readonly step: TimelineStep
}

/**
 * Runs one job the way the runner does (actions/runner's StepsRunner): pre stages in declaration order,
 * then the steps, then the posts popped from a stack, then "Complete job" with its orphan cleanup.
 */
export async function runJob(spec: JobSpec): Promise<JobResult> {
  const run = new JobRun(spec)
  try {
    return await run.run()
  } catch (error) {
    // A job the harness cannot run (a bad spec) leaves no process and no folder behind.
    await run.abort()
    throw error
  }
}

class JobRun {
  readonly #spec: JobSpec
  readonly #manifest: ActionManifest
  readonly #paths: JobPaths
  readonly #root: string
  readonly #context: JobContext
  readonly #token: string
  readonly #trackingId = trackingId()
  readonly #apiJob: SimulatedJob | undefined
  readonly #jobId: number
  readonly #timeline: Timeline
  readonly #log: JobLog
  readonly #env: Record<string, string>
  readonly #stages: StageRecord[] = []
  readonly #outputs: Record<string, Record<string, string>> = {}
  readonly #summaries: string[] = []
  readonly #posts: { instance: Instance; step: TimelineStep }[] = []
  readonly #runtime: RuntimeEnv
  readonly #cancelTimings: CancelTimings
  /** The runner's worker: every stage's parent, gone once the job is done or its cancel timeout is over. */
  readonly #worker = new RunnerWorker()
  #status: JobStatus = 'success'
  #cancelledAt: number | undefined
  #running: Running | undefined
  /** Settles when the worker is killed at the cancel timeout. */
  readonly #workerKilled = new Deferred()
  #workerKilledAt: number | undefined
  #killedDuring: string | undefined
  #killTimer: NodeJS.Timeout | undefined
  #over = false

  constructor(spec: JobSpec) {
    this.#spec = spec
    // Read before any folder exists: an action.yml the harness cannot run leaves nothing behind.
    this.#manifest = loadActionManifest(spec.actionDir ?? REPOSITORY_ROOT)
    // This action's stages run from dist/, which must be what src/ makes now.
    if (spec.stageProcess === undefined && usesRepositoryRoot(spec)) assertFreshDist()
    this.#cancelTimings = { ...RUNNER_CANCEL_TIMINGS, ...spec.cancelTimings }
    this.#root = mkdtempSync(join(tmpdir(), 'runner-harness-'))
    this.#paths = { workspace: join(this.#root, 'workspace'), runnerTemp: join(this.#root, 'temp') }
    mkdirSync(this.#paths.workspace)
    mkdirSync(join(this.#paths.runnerTemp, '_runner_file_commands'), { recursive: true })
    mkdirSync(join(this.#paths.runnerTemp, '_github_workflow'))
    this.#context = jobContext(spec)
    writeFileSync(eventPath(this.#paths), JSON.stringify(eventPayload(this.#context)))
    this.#token = spec.token ?? `ghs_${randomBytes(18).toString('hex')}`
    spec.github?.authorize(this.#token)
    this.#apiJob = spec.github?.createJob(
      {
        runId: this.#context.runId,
        runAttempt: this.#context.runAttempt,
        name: this.#context.jobName,
        runnerName: this.#context.runnerName,
        workflowName: this.#context.workflow,
        headSha: this.#context.sha,
      },
      spec.createdAt === undefined ? {} : { createdAt: spec.createdAt },
    )
    this.#jobId = this.#apiJob?.id ?? randomInt(10_000_000_000, 99_999_999_999)
    this.#timeline = new Timeline(this.#apiJob)
    // The runner masks the job's token and every secret the workflow references, before any step runs.
    this.#log = new JobLog({ debug: spec.debug ?? false, masks: [this.#token, ...(spec.secrets ?? [])] })
    this.#env = { ...spec.env }
    this.#runtime = runtimeEnv(spec.artifacts)
  }

  async run(): Promise<JobResult> {
    // Queued, listed by the jobs API, until a runner picks it up.
    if (this.#spec.queuedMs) await sleep(this.#spec.queuedMs)
    this.#spec.onStart?.({
      jobId: this.#jobId,
      trackingId: this.#trackingId,
      ...this.#paths,
      cancel: () => this.#cancel(),
    })
    const instances = instancesOf(this.#spec, this.#manifest)
    for (const instance of instances.values()) this.#placeLocal(instance)
    const setup = this.#timeline.add('Set up job')
    this.#apiJob?.start()
    setup.start()
    // At set-up the runner records every pre and main step; post steps appear as they are registered.
    const pres = [...instances.values()]
      .filter((instance) => instance.manifest.stages.pre && instance.localPath === undefined)
      .map((instance) => ({ instance, step: this.#timeline.add(`Pre ${instance.displayName}`) }))
    const mains: MainStep[] = this.#spec.steps.map((spec, index) => {
      const instance = instances.get(index)
      return {
        spec,
        instance,
        step: this.#timeline.add(instance?.displayName ?? runStepName(spec as RunStepSpec)),
      }
    })
    this.#log.beginStep('Set up job')
    setup.complete('success')

    // Each step begins only while the worker lives.
    for (const { instance, step } of pres) {
      if (this.#workerKilled.settled) break
      await this.#runStage(instance, 'pre', step, 'always()')
    }
    for (const main of mains) {
      if (this.#workerKilled.settled) break
      await this.#runMainStep(main)
    }
    for (let post = this.#posts.pop(); post && !this.#workerKilled.settled; post = this.#posts.pop()) {
      await this.#runStage(post.instance, 'post', post.step, 'always()')
    }
    if (this.#workerKilled.settled) return this.#result([], await jobProcesses(this.#trackingId))
    // The worker is done with the steps: no cancel comes now, and no kill.
    clearTimeout(this.#killTimer)
    this.#over = true
    const orphans = await this.#completeJob()
    await this.#worker.end()
    return this.#result(orphans, [])
  }

  async abort(): Promise<void> {
    clearTimeout(this.#killTimer)
    await this.#worker.kill()
    await killOrphans(this.#trackingId)
    await rm(this.#root, { recursive: true, force: true })
  }

  /** What the runner does when the run is cancelled (StepsRunner.cs): see Cancellable.cancel. */
  #cancel(): void {
    if (this.#cancelledAt !== undefined || this.#over) return
    this.#cancelledAt = Date.now()
    // Cancelled for good, whatever the job was: a failure before it reads `cancelled` too (TaskResultUtil).
    this.#status = 'cancelled'
    this.#killTimer = setTimeout(() => this.#killWorker(), this.#cancelTimings.workerKilledAfterMs)
    // The step running is cancelled unless its condition holds for a cancelled job.
    const running = this.#running
    if (running && !HOLDS[running.condition].includes('cancelled')) running.cancel()
  }

  /**
   * The runner's listener kills the worker at the cancel timeout (its pid only: what it started runs on) and
   * completes the job as cancelled: the jobs API shows the job completed, its steps as the worker last left
   * them.
   */
  #killWorker(): void {
    this.#workerKilledAt = Date.now()
    this.#over = true
    void this.#worker.kill()
    this.#apiJob?.complete('cancelled')
    this.#workerKilled.resolve()
  }

  async #runMainStep({ spec, instance, step }: MainStep): Promise<void> {
    const condition = spec.if ?? 'success()'
    if (!HOLDS[condition].includes(this.#status)) {
      this.#log.beginStep(step.name)
      step.complete('skipped')
      return
    }
    if (instance) await this.#runStage(instance, 'main', step, condition)
    else await this.#runScript(spec as RunStepSpec, step)
  }

  async #runScript(spec: RunStepSpec, step: TimelineStep): Promise<void> {
    step.start()
    this.#log.beginStep(step.name)
    // A script that exits on SIGINT, as most do: a cancel ends it at once.
    const interrupted = new Deferred()
    this.#running = { condition: spec.if ?? 'success()', cancel: () => interrupted.resolve() }
    try {
      await spec.does?.(this.#runningJob())
      const ran = sleep(spec.sleepMs ?? 0)
      if (spec.result === 'cancelled') void ran.then(() => this.#cancel())
      await Promise.race([ran, interrupted.promise, this.#workerKilled.promise])
    } finally {
      this.#running = undefined
    }
    if (this.#workerKilled.settled) {
      this.#killedDuring = step.name
      return
    }
    const result = spec.result ?? 'success'
    if (interrupted.settled) {
      this.#log.info('##[error]The operation was canceled.')
      step.complete('cancelled')
    } else if (result === 'failure') {
      this.#log.annotate(step.name, 'error', 'Process completed with exit code 1.')
      step.complete('failure', spec.continueOnError ? 'success' : 'failure')
      if (!spec.continueOnError) this.#fail()
    } else {
      step.complete('success')
    }
  }

  async #runStage(
    instance: Instance,
    stage: StageName,
    step: TimelineStep,
    condition: Condition,
  ): Promise<void> {
    step.start()
    const inputs = this.#inputs(instance, step.name)
    this.#log.beginStep(step.name, stage === 'main' ? inputs : {})
    // The runner registers the post when pre or main starts to run (once per instance).
    if (stage !== 'post') this.#registerPost(instance)
    if (stage === 'main' && instance.localPath !== undefined && instance.manifest.stages.pre) {
      this.#log.annotate(
        step.name,
        'warning',
        `\`pre\` execution is not supported for local action from '${instance.spec.uses}'`,
      )
    }
    const files = this.#fileCommandFiles()
    const { onOutput } = this.#spec
    const run = this.#spec.stageProcess ?? runStageProcess
    const cancelled = new Deferred<CancelTimings>()
    this.#running = { condition, cancel: () => cancelled.resolve(this.#cancelTimings) }
    let ran: StageProcessResult
    try {
      ran = await run(
        {
          node: this.#spec.runtime.path,
          script: join(
            actionFolder(instance, this.#paths.workspace),
            instance.manifest.stages[stage] as string,
          ),
          cwd: this.#paths.workspace,
          env: this.#stageEnv(instance, inputs, files),
          stdioGraceMs: this.#spec.stdioGraceMs ?? RUNNER_STDIO_GRACE_MS,
          timeoutMs: this.#spec.stageTimeoutMs ?? 60_000,
          niceness: this.#spec.niceness ?? 0,
          cancelled: cancelled.promise,
          abandoned: this.#workerKilled.promise,
          spawner: this.#worker,
          ...(onOutput
            ? { onStdoutLine: (line: string) => onOutput(line, { instance: instance.id, stage }) }
            : {}),
        },
        { instance: instance.id, stage, step: step.name },
      )
    } finally {
      this.#running = undefined
    }
    if (ran.abandoned || this.#workerKilled.settled) {
      // The worker is gone: nobody reads what the stage wrote, nor completes its step.
      this.#killedDuring = step.name
      return
    }
    const runningAfter = await jobProcesses(this.#trackingId)
    this.#log.output(step.name, ran.stdout)
    this.#log.output(step.name, ran.stderr)
    if (ran.inheritedStdio) {
      this.#log.info(
        "harness: the stage's stdout/stderr stayed open after it exited (a child inherited them)",
      )
    }
    const written = this.#readFileCommands(files, step.name)
    // A step the cancel signalled concludes `cancelled`, however its process ended.
    const interrupted = ran.signals.length > 0 && !ran.timedOut
    const failed = !interrupted && (ran.exitCode !== 0 || ran.timedOut || !written)
    const { state = {}, env = {}, outputs = {} } = written ?? {}
    instance.state = { ...instance.state, ...state }
    this.#applyEnv(env, step.name)
    // Outputs written by pre or post are dropped silently, as on the runner.
    if (stage === 'main') this.#outputs[instance.id] = outputs
    const summary = readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8')
    if (summary) this.#summaries.push(summary)
    const conclusion: Conclusion = interrupted ? 'cancelled' : failed ? 'failure' : 'success'
    if (interrupted) this.#log.info('##[error]The operation was canceled.')
    this.#stages.push({
      step: step.name,
      instance: instance.id,
      stage,
      inputs,
      ...ran,
      runningAfter,
      state,
      env,
      outputs,
      summary,
      conclusion,
    })
    step.complete(conclusion)
    if (failed) this.#fail()
  }

  #runningJob(): RunningJob {
    return {
      trackingId: this.#trackingId,
      ...this.#paths,
      env: { ...this.#env },
      processes: () => jobProcesses(this.#trackingId),
      cancel: () => this.#cancel(),
    }
  }

  /**
   * The runner finds a local action in the workspace (`uses: ./sub/` → <workspace>/sub): the harness puts a
   * copy of it there, so that its stages run from the path they would. `./` runs from the action's folder
   * itself, which names the same step.
   */
  #placeLocal(instance: Instance): void {
    if (!instance.localPath) return
    const target = join(this.#paths.workspace, instance.localPath)
    const { dir, stages } = instance.manifest
    const scripts = Object.values(stages).map((script) => script.split('/')[0] as string)
    // A script at the top of the action's folder imports its neighbours: take every file there, no folder.
    const topLevel = scripts.some((script) => Object.values(stages).includes(script))
    const entries = new Set([
      'action.yml',
      ...scripts.filter((entry) => !Object.values(stages).includes(entry)),
      ...(topLevel ? readdirSync(dir).filter((entry) => statSync(join(dir, entry)).isFile()) : []),
    ])
    for (const entry of entries) cpSync(join(dir, entry), join(target, entry), { recursive: true })
  }

  /** What the stage wrote, read as the runner reads it once the process has exited; undefined if unreadable. */
  #readFileCommands(files: FileCommandPaths, stepName: string): FileCommands | undefined {
    try {
      return {
        state: readKeyValueFile(files.GITHUB_STATE, 'GITHUB_STATE'),
        env: readKeyValueFile(files.GITHUB_ENV, 'GITHUB_ENV'),
        outputs: readKeyValueFile(files.GITHUB_OUTPUT, 'GITHUB_OUTPUT'),
      }
    } catch (error) {
      if (!(error instanceof FileCommandError)) throw error
      this.#log.annotate(stepName, 'error', error.message)
      return undefined
    }
  }

  #registerPost(instance: Instance): void {
    if (!instance.manifest.stages.post || instance.postRegistered) return
    instance.postRegistered = true
    // Posts run last-registered first; their numbers say so (see Timeline).
    this.#posts.push({ instance, step: this.#timeline.addPost(`Post ${instance.displayName}`) })
  }

  /** The step's `with:` over the action's defaults, evaluated now (job.status is read at each stage). */
  #inputs(instance: Instance, step: string): Record<string, string> {
    const { values, unexpected } = stageInputs(
      instance.manifest,
      instance.spec.with ?? {},
      {
        jobStatus: this.#status,
        checkRunId: this.#context.checkRunId ? String(this.#jobId) : '',
        jobWorkflowRef: jobWorkflowRef(this.#context),
        token: this.#token,
        leg: this.#context.leg,
      },
      step,
    )
    if (unexpected.length) {
      const valid = [...instance.manifest.inputs.keys()].join("', '")
      const message = `Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${valid}']`
      this.#log.annotate(step, 'warning', message)
    }
    return values
  }

  #stageEnv(
    instance: Instance,
    inputs: Record<string, string>,
    files: FileCommandPaths,
  ): Record<string, string> {
    const apiUrl = this.#spec.apiUrl ?? this.#spec.github?.url ?? UNREACHABLE_API
    const env: Record<string, string> = {
      ...hostEnv(),
      ...this.#env,
      ...contextEnv(
        this.#context,
        this.#paths,
        { trackingId: this.#trackingId, apiUrl },
        this.#spec.debug ?? false,
      ),
      GITHUB_ACTION: instance.id,
      // The runner names the action only for a repository action (`owner/repo@ref`), not a local one. It sets
      // GITHUB_ACTION_PATH for the steps of a composite action only, not for a node action's stages.
      ...(instance.localPath === undefined
        ? {
            GITHUB_ACTION_REPOSITORY: instance.spec.uses.replace(/@.*$/, ''),
            GITHUB_ACTION_REF: instance.spec.uses.replace(/^[^@]*@?/, ''),
          }
        : {}),
      // Every stage of a node action (NodeScriptActionHandler.cs), never a `run:` step.
      ...this.#runtime,
      ...files,
    }
    for (const [name, value] of Object.entries(instance.state)) env[`STATE_${name}`] = value
    for (const [name, value] of Object.entries(inputs))
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    return env
  }

  /** Fresh, empty file command files for one stage. */
  #fileCommandFiles(): FileCommandPaths {
    const folder = join(this.#paths.runnerTemp, '_runner_file_commands')
    const entry = (name: string) => {
      const path = join(folder, `${name.toLowerCase()}_${randomUUID()}`)
      writeFileSync(path, '')
      return [name, path]
    }
    return Object.fromEntries(FILE_COMMANDS.map(entry)) as FileCommandPaths
  }

  #applyEnv(written: Record<string, string>, stepName: string): void {
    for (const [name, value] of Object.entries(written)) {
      if (name === 'NODE_OPTIONS') {
        this.#log.annotate(
          stepName,
          'error',
          "Can't store NODE_OPTIONS output parameter using '$GITHUB_ENV' command.",
        )
      } else {
        this.#env[name] = value
      }
    }
  }

  #fail(): void {
    if (this.#status === 'success') this.#status = 'failure'
  }

  async #completeJob(): Promise<OrphanProcess[]> {
    const step = this.#timeline.add('Complete job')
    step.start()
    this.#log.beginStep(step.name)
    this.#log.info('Cleaning up orphan processes')
    const orphans = await killOrphans(this.#trackingId)
    for (const orphan of orphans) {
      this.#log.info(
        `Terminate orphan process: pid (${orphan.pid}) (${basename(orphan.command.split(' ')[0] ?? '')})`,
      )
    }
    step.complete('success')
    this.#apiJob?.complete(this.#status)
    return orphans
  }

  #result(orphans: OrphanProcess[], leftRunning: OrphanProcess[]): JobResult {
    const stages = this.#stages
    const root = this.#root
    const trackingId = this.#trackingId
    const workerKilled = this.#workerKilledAt !== undefined
    return {
      status: this.#status,
      jobId: this.#jobId,
      token: this.#token,
      trackingId: this.#trackingId,
      ...this.#paths,
      steps: this.#timeline.records,
      stages,
      outputs: this.#outputs,
      env: this.#env,
      summary: this.#summaries.join(''),
      annotations: this.#log.annotations,
      masks: this.#log.masks,
      orphans,
      cancelledAt: this.#cancelledAt,
      workerKilledAt: this.#workerKilledAt,
      killedDuring: this.#killedDuring,
      leftRunning,
      log: this.#log.text,
      stage(instance: string, stage: StageName): StageRecord {
        const found = stages.find((record) => record.instance === instance && record.stage === stage)
        if (!found) throw new Error(`no ${stage} stage ran for ${instance}`)
        return found
      },
      remove: async () => {
        // Only a killed worker leaves processes: "Complete job" ended the others' (and reading every
        // process's environment is slow on a busy machine).
        if (workerKilled) await killOrphans(trackingId)
        await rm(root, { recursive: true, force: true })
      },
    }
  }
}

/** The job statuses under which each condition holds. */
const HOLDS: Record<Condition, readonly JobStatus[]> = {
  'always()': ['success', 'failure', 'cancelled'],
  false: [],
  'success()': ['success'],
  'failure()': ['failure'],
  'cancelled()': ['cancelled'],
}

/** The uses of actions, by step index, each with the GITHUB_ACTION the runner would give it. */
function instancesOf(job: JobSpec, manifest: ActionManifest): Map<number, Instance> {
  const taken = new Map<string, number>()
  const manifests = new Map<string, ActionManifest>([[manifest.dir, manifest]])
  const manifestOf = (dir: string | undefined) => {
    if (dir === undefined) return manifest
    const loaded = manifests.get(dir) ?? loadActionManifest(dir)
    manifests.set(dir, loaded)
    return loaded
  }
  const instances = new Map<number, Instance>()
  job.steps.forEach((spec, index) => {
    if (!('uses' in spec)) return
    const local = spec.uses.startsWith('./')
    // How the runner names a step from its `uses:` (ActionRunner.cs, GenerateDisplayName).
    const shown = local && job.localActionName === 'slash-prefixed' ? `/${spec.uses}` : spec.uses
    instances.set(index, {
      spec,
      manifest: manifestOf(spec.action),
      id:
        spec.id ??
        uniqueId(local ? '__self' : `__${spec.uses.replace(/@.*$/, '').replace(/\W/g, '_')}`, taken),
      displayName: spec.name ?? `Run ${shown}`,
      localPath: local
        ? posix
            .normalize(spec.uses)
            .replace(/^\.\/|\/$/g, '')
            .replace(/^\.$/, '')
        : undefined,
      state: {},
      postRegistered: false,
    })
  })
  return instances
}

/** Where the runner finds the action's files: a local action's in the workspace (see #placeLocal). */
function actionFolder(instance: Instance, workspace: string): string {
  return instance.localPath ? join(workspace, instance.localPath) : instance.manifest.dir
}

/** Whether any step runs this repository's own action, whose stages are dist/. */
function usesRepositoryRoot(spec: JobSpec): boolean {
  const dir = spec.actionDir ?? REPOSITORY_ROOT
  return spec.steps.some((step) => 'uses' in step && (step.action ?? dir) === REPOSITORY_ROOT)
}

/**
 * ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_URL, as the runner gives every stage of a
 * node action: the artifact service's leg when there is one, else a well-formed token of a run no service
 * knows, at an address where nothing listens.
 */
function runtimeEnv(artifacts: ArtifactEmulator | Leg | undefined): RuntimeEnv {
  const leg = artifacts instanceof ArtifactEmulator ? artifacts.leg() : artifacts
  return {
    ACTIONS_RUNTIME_TOKEN: leg?.env.ACTIONS_RUNTIME_TOKEN ?? runtimeToken(randomUUID(), randomUUID()),
    ACTIONS_RESULTS_URL: leg?.env.ACTIONS_RESULTS_URL ?? `${UNREACHABLE_API}/`,
    ACTIONS_RUNTIME_URL: `${UNREACHABLE_API}/`,
  }
}

// The runner's generated ids: `__owner_repo`, then `__owner_repo_2`, …
function uniqueId(base: string, taken: Map<string, number>): string {
  const count = (taken.get(base) ?? 0) + 1
  taken.set(base, count)
  return count === 1 ? base : `${base}_${count}`
}

function runStepName(spec: RunStepSpec): string {
  return spec.name ?? `Run ${spec.run.trimStart().split(/\r?\n/)[0]}`
}
