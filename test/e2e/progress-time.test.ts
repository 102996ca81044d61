// The time-weighted bar (progress-mode time) as it runs in a job: dist/ through the runner harness, the real
// tracker reading the step history from the GitHub emulator's runs list and run jobs, on Node 20 and Node 24.
// Each scenario serves a history (or none, or refuses it) and asserts, word for word, what reached the phone.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, type TestContext, test, vi } from 'vitest'
import { formatDuration } from '../../src/activity/content.js'
import type { ActivityRecord } from '../../src/activity/folder-schema.js'
import { POLL_INTERVAL_MS } from '../../src/constants.js'
import { LATE_MARGIN } from '../../src/view/constants.js'
import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import type { GitHubEmulator, RunConclusion } from '../support/github-emulator.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import type { JobResult, NodeRuntime, StepSpec } from '../support/runner-harness.js'
import {
  activityView,
  changes,
  expectCleanJob,
  observations,
  requestsOf,
  run,
  startServices,
  stepContentOf,
  withTrackerHistory,
} from './scenario.js'

const FAST = { 'min-update-interval': '1' }
const WORKFLOW = 'ci.yml'
const S = 1000

/**
 * A finished run of ci.yml whose job "build" ran these user steps for these durations (whole seconds: the
 * API gives step times to the second), between the runner's and the action's own steps as a real run lists them.
 */
function serveRun(
  github: GitHubEmulator,
  steps: readonly (readonly [name: string, ms: number])[],
  run: { readonly headBranch?: string; readonly conclusion?: RunConclusion } = {},
): void {
  const added = github.addRun({
    workflow: WORKFLOW,
    headBranch: run.headBranch ?? 'main',
    conclusion: run.conclusion ?? 'success',
  })
  const start = Math.floor((Date.now() - 24 * 60 * 60 * S) / S) * S
  github.createFinishedJob({ runId: added.id, name: 'build' }, start, [
    { name: 'Set up job', durationMs: 1 * S },
    { name: `Pre Run ${ACTION}`, durationMs: 0 },
    { name: `Run ${ACTION}`, durationMs: 0 },
    ...steps.map(([name, durationMs]) => ({
      name,
      durationMs,
      ...(run.conclusion === 'failure' && name === steps.at(-1)?.[0]
        ? { conclusion: 'failure' as const }
        : {}),
    })),
    { name: `Post Run ${ACTION}`, durationMs: 0 },
    { name: 'Complete job', durationMs: 0 },
  ])
}

/** A job run from ci.yml on main (GITHUB_WORKFLOW_REF names it), with debug lines in its log. */
const job = (services: Services, runtime: NodeRuntime, ...steps: StepSpec[]) =>
  jobSpec(services, runtime, steps, { context: { workflowFile: WORKFLOW }, debug: true })

/** The requests the step history costs: the runs lists and the run's jobs. */
function historyRequests(services: Services): string[] {
  return services.github.requests
    .map((request) => request.url)
    .filter((url) => /\/actions\/(workflows\/[^/]+\/runs|runs\/\d+\/jobs)\b/.test(url))
}

/** The activity's record as post last read it. */
function record(result: JobResult, token: string): ActivityRecord {
  const folder = createHash('sha256').update(token).digest('hex').slice(0, 16)
  return JSON.parse(readFileSync(join(result.runnerTemp, 'signalgrid', folder, 'activity.json'), 'utf8'))
}

/** The end's body, worked out from when the record says the activity began and when the end left: either word. */
function succeededIn(result: JobResult, services: Services, usual?: string): string[] {
  const token = result.outputs.sg?.['activity-token'] as string
  const lines = readFileSync(
    join(
      result.runnerTemp,
      'signalgrid',
      createHash('sha256').update(token).digest('hex').slice(0, 16),
      'journal.jsonl',
    ),
    'utf8',
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; at: number })
  const end = lines.find((line) => line.kind === 'end')
  if (!end || requestsOf(services, 'end').length !== 1) throw new Error('no end was sent')
  // The words are made a moment before the journal says the end went: they may say a second less.
  const tookMs = end.at - record(result, token).startedAt
  return [tookMs, tookMs - 1000].map(
    (ms) => `Succeeded in ${formatDuration(ms)}${usual ? ` (usually ${usual})` : ''}`,
  )
}

/** The log's debug lines that say something of the step history. */
function historyDebugLines(result: JobResult): string[] {
  return result.log.split('\n').filter((line) => /^##\[debug\].*step history/i.test(line))
}

vi.setConfig({ maxConcurrency: 32 })

describe.concurrent('the time-weighted bar, end to end', { timeout: 60_000 }, () => {
  describeEachNodeRuntime('on', (runtime: NodeRuntime) => {
    /** A job of two steps whose history cannot be used: after one request for it, the steps are counted. */
    async function countedJob(t: TestContext, services: Services): Promise<JobResult> {
      const { expect } = t
      const names = ['Build', 'Test']
      const result = await run(
        t,
        job(services, runtime, actionStep(services, FAST, { id: 'sg' }), ...userSteps(names, 2_000)),
      )
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      expect(requestsOf(services, 'update').map(stepContentOf)).toEqual(
        changes(observations(services, names)).map((change) => change.content),
      )
      expect(historyRequests(services)).toHaveLength(1)
      return result
    }

    test('the last success on this branch sets the bar and the time left; a newer run on another branch and a newer failure are ignored', async (t) => {
      const { expect } = t
      const services = await startServices(t)
      serveRun(services.github, [
        ['Build', 2 * S],
        ['Test', 600 * S],
        ['Package', 2 * S],
      ])
      serveRun(
        services.github,
        [
          ['Build', 2 * S],
          ['Test', 30 * S],
          ['Package', 2 * S],
        ],
        { conclusion: 'failure' },
      )
      serveRun(
        services.github,
        [
          ['Build', 2 * S],
          ['Test', 120 * S],
          ['Package', 2 * S],
        ],
        { headBranch: 'feature' },
      )
      const result = await run(
        t,
        job(
          services,
          runtime,
          actionStep(services, FAST, { id: 'sg' }),
          ...userSteps(['Build'], 1_500),
          // Long enough for a poll to see each step running.
          ...userSteps(['Test', 'Package'], POLL_INTERVAL_MS + 1_000),
        ),
      )
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      const updates = requestsOf(services, 'update').map(activityView)
      // Test took 600 of the 604 seconds last time: through it the bar stays near the start, and the body says the
      // whole activity's time left (step counting would say 33, then 66). No segment per step: a fill by time
      // would contradict them.
      const test = updates.find((update) => update?.body?.includes('Test'))
      // Said for the middle of the span the value stands (until the bar has moved by its next jump): 9 or 10 min.
      expect(test).toMatchObject({
        body: expect.stringMatching(/^Step 2 of 3 · Test · about (9|10) min left$/),
        steps: undefined,
      })
      // A value stands until the bar has moved by its next jump (7 updates left: 14 points, 86 s of 604) and is
      // taken at the middle of that span: 7 points at most, plus the seconds Build and the polls took.
      expect(Number(test?.progress)).toBeLessThan(10)
      // Package, the last step, 2 s of it left: the bar is the elapsed share of the activity as now expected,
      // far from the start now that Test ended in seconds, under 100.
      const packaging = updates.find((update) => update?.body?.includes('Package'))
      expect(packaging).toMatchObject({
        body: 'Step 3 of 3 · Package · a few seconds left',
        steps: undefined,
      })
      expect(Number(packaging?.progress)).toBeGreaterThan(50)
      expect(Number(packaging?.progress)).toBeLessThanOrEqual(99)
      const progress = updates.map((update) => Number(update?.progress))
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
      // Build took 2 s, Test 600 s and Package 2 s, back to back: usually 10m 4s.
      const end = activityView(requestsOf(services, 'end')[0])
      expect(end).toMatchObject({ severity: 'SUCCESS', progress: '100' })
      expect(succeededIn(result, services, '10m 4s')).toContain(end?.body)
      // The job summary: the picture's title says the time against the usual, as the end does; the line of what
      // was sent, the job's own time.
      expect(result.summary).toMatch(
        new RegExp(
          `^ {4}title .* · ${end?.body?.replace('Succeeded', 'succeeded').replace(/[()]/g, '\\$&')}$`,
          'm',
        ),
      )
      expect(result.summary).toContain(
        `${end?.body?.replace('Succeeded', 'Job ✅ succeeded').replace(/ \(usually .*\)$/, ' · ')}`,
      )
      // The branch's runs list answered: the default branch is main too, so no second list. Then the run's jobs.
      expect(historyRequests(services)).toEqual([
        expect.stringMatching(/\/workflows\/ci\.yml\/runs\?.*branch=main.*status=completed/),
        expect.stringMatching(/\/runs\/\d+\/jobs\?/),
      ])
      expect(historyDebugLines(result)).toEqual([
        expect.stringMatching(
          /^##\[debug\]Signalgrid: Step history of the run: 1 job, 8 timed steps, from run \d+ \(#1\) on main\.$/,
        ),
      ])
    })

    test('a branch’s first run, with none of its own: the default branch’s run sets the usual time, from one list of every branch’s runs; a newer run of a third branch is ignored', async (t) => {
      const { expect } = t
      const services = await startServices(t)
      serveRun(services.github, [
        ['Build', 2 * S],
        ['Test', 8 * S],
      ])
      serveRun(
        services.github,
        [
          ['Build', 2 * S],
          ['Test', 60 * S],
        ],
        { headBranch: 'other' },
      )
      const result = await run(
        t,
        jobSpec(
          services,
          runtime,
          [actionStep(services, FAST, { id: 'sg' }), ...userSteps(['Build', 'Test'], 1_500)],
          { context: { workflowFile: WORKFLOW, ref: 'refs/heads/feature' }, debug: true },
        ),
      )
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      // Build took 2 s and Test 8 s on main: usually 10s (the other branch's run would say 1m 2s).
      const end = activityView(requestsOf(services, 'end')[0])
      expect(succeededIn(result, services, '10s')).toContain(end?.body)
      // One list, of every branch (no branch asked for), holds main's run: no second list. Then its jobs.
      const [list, ...jobs] = historyRequests(services)
      expect(list).toMatch(/\/workflows\/ci\.yml\/runs\?.*status=completed/)
      expect(list).not.toContain('branch=')
      expect(jobs).toEqual([expect.stringMatching(/\/runs\/\d+\/jobs\?/)])
      expect(historyDebugLines(result)).toEqual([
        expect.stringMatching(
          /^##\[debug\]Signalgrid: Step history of the run: 1 job, \d+ timed steps, from run \d+ \(#1\) on main\.$/,
        ),
      ])
    })

    test.for([
      ['6', 'within the budget'],
      ['0', 'none with timed-updates 0'],
    ] as const)(
      'a step that runs long: time-driven updates between step changes, %s, then “taking longer than usual”',
      async ([budget], t) => {
        const { expect } = t
        const services = await startServices(t)
        // 10 s last time: Build 3 s, Test 6 s, Package 1 s. This time Build is quicker and Test takes 10 s.
        serveRun(services.github, [
          ['Build', 3 * S],
          ['Test', 6 * S],
          ['Package', 1 * S],
        ])
        const usualMs = 10 * S
        const buildMs = 500
        const testMs = 12 * S
        // With the tracker following from the start (withTrackerHistory), the step change to Test leaves before
        // the usual 10 s are up (at the first poll after Test starts); past Test's usual 6 s the bar slows, and
        // past the point no ordinary run passes (the slowest, 10 s, and a tenth of the usual time) the body
        // says so.
        expect(buildMs + S + POLL_INTERVAL_MS).toBeLessThan(usualMs)
        // And Package starts after that, whatever the polls: the job overruns by construction.
        expect(buildMs + testMs).toBeGreaterThan(usualMs * (1 + LATE_MARGIN))
        const result = await run(t, {
          ...job(
            services,
            runtime,
            actionStep(services, { ...FAST, 'timed-updates': budget }, { id: 'sg' }),
            ...userSteps(['Build'], buildMs),
            ...userSteps(['Test'], testMs),
            ...userSteps(['Package'], POLL_INTERVAL_MS + 1_000),
          ),
          stageProcess: withTrackerHistory,
        })
        expect(result.status).toBe('success')
        expectCleanJob(t, result, services)
        const updates = requestsOf(services, 'update')
        const duringTest = updates.filter((update) => update.fields.body?.includes('Test'))
        // Each said for the middle of the span it stands: past the usual 10 s, the body says so.
        for (const update of duringTest) {
          expect(update.fields.body).toMatch(
            /^Step 2 of 3 · Test · (a few seconds left|about 10s left|taking longer than usual)$/,
          )
        }
        // The first comes from the step change; any more, from the clock alone, each 5 points on or more.
        const timed = duringTest.length - 1
        if (budget === '0') expect(timed).toBe(0)
        else {
          expect(timed).toBeGreaterThanOrEqual(1)
          expect(timed).toBeLessThanOrEqual(Number(budget))
        }
        const bars = duringTest.map((update) => Number(update.fields.progress))
        for (const [index, bar] of bars.entries()) {
          if (index > 0) expect(bar - (bars[index - 1] as number)).toBeGreaterThanOrEqual(5)
          // Package is still to come: under 95.
          expect(bar).toBeLessThanOrEqual(94)
        }
        // Package starts 12.5 s into a 10 s job: no number of seconds would be right. On the last step, the
        // bar may pass 94, and stays under 100.
        const packaging = updates.find((update) => update.fields.body?.includes('Package'))
        expect(packaging?.fields.body).toBe('Step 3 of 3 · Package · taking longer than usual')
        expect(Number(packaging?.fields.progress)).toBeGreaterThan(bars.at(-1) as number)
        expect(Number(packaging?.fields.progress)).toBeLessThanOrEqual(99)
        const end = activityView(requestsOf(services, 'end')[0])
        expect(succeededIn(result, services, '10s')).toContain(end?.body)
      },
    )

    test('no successful run yet: the steps are counted, and the debug log says why once', async (t) => {
      const { expect } = t
      const services = await startServices(t)
      serveRun(
        services.github,
        [
          ['Build', 1 * S],
          ['Test', 6 * S],
        ],
        { conclusion: 'failure' },
      )
      const result = await countedJob(t, services)
      expect(historyDebugLines(result)).toEqual([
        '##[debug]Signalgrid: No step history for the run: no earlier successful run of ci.yml on main: counting steps.',
      ])
      expect(succeededIn(result, services)).toContain(activityView(requestsOf(services, 'end')[0])?.body)
    })

    test('the history forbidden (403): the steps are counted, the debug log says why once, the job stays green', async (t) => {
      const { expect } = t
      const services = await startServices(t)
      serveRun(services.github, [
        ['Build', 1 * S],
        ['Test', 6 * S],
      ])
      services.github.inject('runs', { type: 'forbidden' }, 'always')
      const result = await countedJob(t, services)
      expect(result.steps.every((step) => step.conclusion === 'success')).toBe(true)
      expect(historyDebugLines(result)).toEqual([
        '##[debug]Signalgrid: No step history for the run: listing completed runs of ci.yml on main: HTTP 403 Resource not accessible by integration (the token needs `actions: read`): counting steps.',
      ])
      expect(result.annotations).toEqual([])
    })

    test('progress-mode steps: not one request for the history, the steps counted as before', async (t) => {
      const { expect } = t
      const services = await startServices(t)
      serveRun(services.github, [
        ['Build', 1 * S],
        ['Test', 6 * S],
      ])
      const names = ['Build', 'Test']
      const result = await run(
        t,
        job(
          services,
          runtime,
          actionStep(services, { ...FAST, 'progress-mode': 'steps' }, { id: 'sg' }),
          ...userSteps(names, 2_000),
        ),
      )
      expect(result.status).toBe('success')
      expectCleanJob(t, result, services)
      expect(historyRequests(services)).toEqual([])
      expect(historyDebugLines(result)).toEqual([])
      expect(requestsOf(services, 'update').map(stepContentOf)).toEqual(
        changes(observations(services, names)).map((change) => change.content),
      )
      expect(succeededIn(result, services)).toContain(activityView(requestsOf(services, 'end')[0])?.body)
    })
  })
})
