// The runner harness: runs an action's pre, main and post bundles as separate Node processes, the way the
// GitHub runner does (actions/runner's ActionRunner and StepsRunner), against the emulators.
//
//   const github = await GitHubEmulator.start()
//   const result = await runJob({
//     runtime: nodeRuntime('node24'),
//     github,
//     steps: [
//       { uses: 'signalgrid/signalgrid-action@v1', id: 'sg', with: { 'client-key': key, channel, 'base-url': signalgrid.url } },
//       { run: 'npm test', sleepMs: 200, result: 'failure' },
//     ],
//   })
//   expect(result.status).toBe('failure')
//   expect(result.stage('sg', 'post').inputs['job-status']).toBe('failure')
//   await result.remove()
//
// A test cancels a job at a moment of its choosing with cancel() (onStart's StartedJob, or a run: step's
// RunningJob), or a `run:` step with `result: 'cancelled'`; the runner's spacings (cancelTimings) can be made
// short, and a worker killed at the cancel timeout leaves the job's processes running (JobResult.leftRunning).
// The worker is a process of the job's own, every stage's parent (runner/worker.ts), as the runner's is.
//
// runJobInProcess runs the same job with each stage called from src/ in the test's process instead: the
// unit tests of the lifecycle use it, so one emulator knows the runner's protocol for both.
import { runJobInProcess } from './runner/in-process.js'
import { runJob } from './runner/job-runner.js'
import type { JobResult, JobSpec } from './runner/types.js'

export { type CancelTimings, RUNNER_CANCEL_TIMINGS, workerKilledAfterMs } from './runner/cancellation.js'
export * from './runner/node-runtimes.js'
export * from './runner/stage-process.js'
export type * from './runner/types.js'
export type { Annotation } from './runner/workflow-commands.js'
export { runJob, runJobInProcess }

/** A job of a pipeline: a spec, or a spec made from the results of the jobs before it. */
export type PipelineJob = JobSpec | ((previous: readonly JobResult[]) => JobSpec)

/**
 * Runs jobs one after the other, as `needs:` chains them; a later job can feed earlier step outputs into
 * its `with:`, e.g. `(previous) => ({ ..., with: { token: previous[0].outputs.sg['activity-token'] } })`.
 */
export async function runPipeline(jobs: readonly PipelineJob[]): Promise<JobResult[]> {
  const results: JobResult[] = []
  for (const job of jobs) results.push(await runJob(typeof job === 'function' ? job(results) : job))
  return results
}
