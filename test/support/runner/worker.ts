import { type ChildProcess, spawn } from 'node:child_process'
import { EventEmitter, once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'

const WORKER_SCRIPT = fileURLToPath(new URL('./worker-process.mjs', import.meta.url))
/** The variable that tells a test run's processes (test/support/test-run.ts): its end kills the workers first. */
const TEST_RUN_VARIABLE = 'SIGNALGRID_TEST_RUN'

/** A stage's process as the harness sees it, whoever spawned it: its pid, its output, its end. */
export interface StageChild extends EventEmitter {
  readonly pid: number
  readonly stdout: Readable
  readonly stderr: Readable
  /** Sends the process a signal, only while it runs. */
  signal(signal: NodeJS.Signals): void
  /** Stops reading its stdout and stderr: what it writes there from now on fails. */
  cut(): void
}

export interface StageSpawn {
  readonly command: string
  readonly args: readonly string[]
  readonly cwd: string
  readonly env: Readonly<Record<string, string>>
}

/** Spawns a stage's process: the job's worker does, or (no worker) the harness's own process. */
export interface StageSpawner {
  spawn(stage: StageSpawn): Promise<StageChild>
}

/**
 * The runner's worker for one job (worker-process.mjs): the parent of each stage it spawns, started at the first,
 * ended once the job is done, or killed at the cancel timeout. A stage's parent is what the runner's worker is to
 * it: the tracker watches it, and leaves once it is gone.
 */
export class RunnerWorker implements StageSpawner {
  #process: ChildProcess | undefined
  #ready: Promise<ChildProcess> | undefined
  readonly #stages = new Map<number, WorkerStage>()
  #nextId = 1
  #gone = false

  /** Its pid, once it has been started. */
  get pid(): number | undefined {
    return this.#process?.pid
  }

  async spawn(stage: StageSpawn): Promise<StageChild> {
    if (this.#gone) throw new Error("the job's worker is gone: it starts no stage")
    const worker = await this.#start()
    const id = this.#nextId++
    const child = new WorkerStage(worker, id)
    this.#stages.set(id, child)
    tell(worker, { type: 'spawn', id, ...stage })
    await child.spawned
    return child
  }

  /** The job is done: the worker exits, and is gone when this returns. */
  async end(): Promise<void> {
    await this.#stop((worker) => worker.disconnect())
  }

  /** Killed, as the runner's listener kills its worker at the cancel timeout: gone (reaped) when this returns. */
  async kill(): Promise<void> {
    await this.#stop((worker) => worker.kill('SIGKILL'))
  }

  async #stop(how: (worker: ChildProcess) => void): Promise<void> {
    this.#gone = true
    const worker = this.#process
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) return
    const exited = once(worker, 'exit')
    if (worker.connected) how(worker)
    else worker.kill('SIGKILL')
    await exited
  }

  #start(): Promise<ChildProcess> {
    this.#ready ??= new Promise((resolve, reject) => {
      const run = process.env[TEST_RUN_VARIABLE]
      const worker = spawn(process.execPath, [WORKER_SCRIPT], {
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        env: { PATH: process.env.PATH ?? '', ...(run ? { [TEST_RUN_VARIABLE]: run } : {}) },
        serialization: 'json',
      })
      this.#process = worker
      // Not only at its start: a message that cannot be sent any more is an 'error' too.
      worker.on('error', reject)
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') resolve(worker)
        else this.#stages.get(message.id)?.receive(message)
      })
      // Gone (killed, or ended): its stages' pipes are closed with it, and no message of theirs comes any more.
      worker.once('exit', () => {
        this.#gone = true
        for (const stage of this.#stages.values()) stage.orphaned()
        this.#stages.clear()
        reject(new Error("the job's worker exited before it was ready"))
      })
    })
    return this.#ready
  }
}

/**
 * Sends the worker a message, if it is there to take it: one it cannot take any more (it was killed, its channel
 * is closing) is nothing to the job, which learns it is gone from its exit.
 */
function tell(worker: ChildProcess, message: object): void {
  if (worker.connected) worker.send(message, () => {})
}

type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'spawned'; readonly id: number; readonly pid: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string; readonly code?: string }
  | { readonly type: 'stdout' | 'stderr'; readonly id: number; readonly data: string }
  | {
      readonly type: 'exit'
      readonly id: number
      readonly code: number | null
      readonly signal: string | null
    }
  | { readonly type: 'close'; readonly id: number }

/** A stage the worker runs, as the harness sees it through the worker's messages: events as a ChildProcess's. */
class WorkerStage extends EventEmitter implements StageChild {
  readonly stdout = new PassThrough()
  readonly stderr = new PassThrough()
  readonly spawned: Promise<void>
  readonly #worker: ChildProcess
  readonly #id: number
  #pid = 0
  #running = true
  /** Settles once 'exit' has been emitted: 'close' follows it, as a ChildProcess's does. */
  #exitEmitted: Promise<void> = Promise.resolve()
  #spawned!: { resolve: () => void; reject: (error: Error) => void }

  constructor(worker: ChildProcess, id: number) {
    super()
    this.#worker = worker
    this.#id = id
    this.spawned = new Promise((resolve, reject) => {
      this.#spawned = { resolve, reject }
    })
  }

  get pid(): number {
    return this.#pid
  }

  receive(message: WorkerMessage): void {
    switch (message.type) {
      case 'spawned':
        this.#pid = message.pid
        this.#spawned.resolve()
        return
      case 'error': {
        const error = Object.assign(new Error(message.message), { code: message.code })
        this.#spawned.reject(error)
        this.#running = false
        this.emit('error', error)
        return
      }
      case 'stdout':
      case 'stderr':
        this[message.type].write(Buffer.from(message.data, 'base64'))
        return
      case 'exit': {
        this.#running = false
        // Messages can come several in one read: the 'spawned' before it has resolved a promise whose reader
        // has not listened yet, and does once the microtasks have run.
        const { code, signal } = message
        this.#exitEmitted = new Promise((resolve) =>
          setImmediate(() => {
            this.emit('exit', code, signal)
            resolve()
          }),
        )
        return
      }
      case 'close':
        void this.#close()
        return
    }
  }

  signal(signal: NodeJS.Signals): void {
    if (this.#running) tell(this.#worker, { type: 'signal', id: this.#id, signal })
  }

  cut(): void {
    tell(this.#worker, { type: 'cut', id: this.#id })
    this.stdout.destroy()
    this.stderr.destroy()
  }

  /** The worker is gone: nobody reads the stage's output, nor tells when it exits. */
  orphaned(): void {
    this.#spawned.reject(new Error("the job's worker is gone"))
    this.stdout.destroy()
    this.stderr.destroy()
  }

  /** Its stdout and stderr closed: 'close' once what they carried has been read, as a ChildProcess says it. */
  async #close(): Promise<void> {
    await this.#exitEmitted
    this.stdout.end()
    this.stderr.end()
    await Promise.all([finished(this.stdout), finished(this.stderr)]).catch(() => {})
    this.emit('close')
  }
}

/** The harness's own process spawns the stage: for a stage run alone, outside a job. */
export const DIRECT_SPAWNER: StageSpawner = {
  spawn({ command, args, cwd, env }) {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    return new Promise((resolve, reject) => {
      child.once('error', reject)
      child.once('spawn', () => {
        child.off('error', reject)
        resolve(
          Object.assign(child, {
            pid: child.pid as number,
            signal(signal: NodeJS.Signals) {
              if (child.exitCode === null && child.signalCode === null) child.kill(signal)
            },
            cut() {
              child.stdout.destroy()
              child.stderr.destroy()
            },
          }),
        )
      })
    })
  },
}
