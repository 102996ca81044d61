// The runner's worker, as the emulation runs it (test/support/runner/worker.ts): one process per job, the parent
// of every stage of it, as Runner.Worker is on a runner. What a stage starts and leaves running watches it (the
// tracker leaves once it is gone): so it lives while the job runs, exits once the job is done, and is killed with
// SIGKILL at the cancel timeout, as the runner's listener kills its worker. It speaks to the harness over its IPC
// channel only, each message an object with a `type`:
//   harness → worker: spawn {id, command, args, cwd, env}, signal {id, signal}, cut {id}
//   worker → harness: ready, spawned {id, pid}, error {id, message, code}, stdout/stderr {id, data (base64)},
//                     exit {id, code, signal}, close {id}
// A stage's stdout and stderr are pipes this process reads, as the worker's are: once it is gone, nobody reads
// them. It leaves as the harness goes (its channel closes), whatever the harness could not do first.
import { spawn } from 'node:child_process'

/** The stages running, by the harness's id of each. */
const stages = new Map()

const send = (message) => {
  if (process.connected) process.send(message)
}

process.on('message', (message) => {
  const stage = stages.get(message.id)
  switch (message.type) {
    case 'spawn':
      start(message)
      return
    case 'signal':
      // Only while it runs: once reaped, its pid may be another process's.
      if (stage && stage.exitCode === null && stage.signalCode === null) stage.kill(message.signal)
      return
    case 'cut':
      // The runner stops reading a stage that exited with a child holding its stdout: that child's writes fail.
      stage?.stdout.destroy()
      stage?.stderr.destroy()
      return
  }
})
process.on('disconnect', () => process.exit(0))
send({ type: 'ready' })

function start({ id, command, args, cwd, env }) {
  // A process group of its own, as the runner gives each step: a Ctrl-C in the terminal that runs the tests
  // does not reach it.
  const stage = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  stages.set(id, stage)
  stage.once('spawn', () => send({ type: 'spawned', id, pid: stage.pid }))
  stage.once('error', (error) => send({ type: 'error', id, message: error.message, code: error.code }))
  for (const stream of ['stdout', 'stderr']) {
    stage[stream].on('data', (chunk) => send({ type: stream, id, data: chunk.toString('base64') }))
    // Cut: what the stage writes after it fails, as on a runner.
    stage[stream].on('error', () => {})
  }
  stage.once('exit', (code, signal) => send({ type: 'exit', id, code, signal }))
  stage.once('close', () => {
    stages.delete(id)
    send({ type: 'close', id })
  })
}
