// The trust suite: what a later step of the same job, another job of the run, a stale file, or an answer of
// the service, GitHub or the run's artifacts can do to the activity, through the bundled dist/ as the runner
// runs it. Each case tries one boundary (the tracker's environment, its stop, the activity's folder, a token
// where one comes in, where the GitHub token may go, the run's board) and states what must hold; the
// activity-token input and a base URL under .localhost are tried with the other inputs (bad-inputs.test.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { ActivityFolder } from '../../src/activity/folder.js'
import { ACTIVITY_TOKEN_VARIABLE, POLL_INTERVAL_MS } from '../../src/constants.js'
import { socketPath } from '../../src/tracker/endpoint.js'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { ArtifactEmulator } from '../support/artifact-emulator.js'
import { startConnectProxy } from '../support/connect-proxy.js'
import { GitHubEmulator } from '../support/github-emulator.js'
import { renderedByGitHub } from '../support/github-markdown.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import { places } from '../support/places.js'
import { recordFigures } from '../support/reliability-figures.js'
import {
  type JobResult,
  type JobSpec,
  type NodeRuntime,
  type RunningJob,
  runJob,
  type StepSpec,
} from '../support/runner-harness.js'
import { SignalgridEmulator } from '../support/signalgrid-emulator.js'
import { type Canaries, canaries, canaryToken, namedSecrets, scan } from './secret-scan.js'

const BYSTANDER = fileURLToPath(new URL('../support/fixtures/bystander.mjs', import.meta.url))
const REWRITER = fileURLToPath(new URL('../support/fixtures/record-rewriter.mjs', import.meta.url))
const FAST = { 'min-update-interval': '1' }

interface World {
  readonly services: Services
  readonly canaries: Canaries
  /** A job of the case: a canary token, the Signalgrid secrets masked by the runner. */
  readonly job: (steps: readonly StepSpec[], spec?: Partial<JobSpec>) => JobSpec
  /** The run's artifact service, for the jobs of a case that share an activity through it. */
  readonly artifacts: () => Promise<ArtifactEmulator>
  /** Runs when the case is over, whatever happened. */
  readonly cleanup: (step: () => void) => void
}

interface Case {
  readonly name: string
  /** The case runs several jobs that meet on the run's board: it waits for a place among such cases. */
  readonly board?: true
  /** Runs the job (or jobs: the others too) and says what did not hold; empty when everything did. */
  readonly run: (world: World) => Promise<{
    readonly result: JobResult
    readonly others?: readonly JobResult[]
    readonly problems: string[]
  }>
}

function unless(condition: boolean, problem: string): string[] {
  return condition ? [] : [problem]
}

/** What every case must leave: the job succeeded, one activity, ended, no process left behind. */
function ended(result: JobResult, services: Services): string[] {
  const activities = services.signalgrid.phone.activities
  return [
    ...unless(result.status === 'success', `the job ended ${result.status}`),
    ...unless(
      activities.length === 1 && activities[0]?.view.ended === true,
      `not one activity, ended: ${activities.length}`,
    ),
    ...unless(result.orphans.length === 0, 'a process of the job outlived it'),
  ]
}

function warnings(result: JobResult): string[] {
  return result.annotations.filter((entry) => entry.level === 'warning').map((entry) => entry.message)
}

/** What every case of jobs that share an activity must leave: each activity ended, no process left behind. */
function allEnded(results: readonly JobResult[], services: Services): string[] {
  const open = services.signalgrid.phone.activities.filter((activity) => !activity.view.ended)
  return [
    ...unless(services.signalgrid.phone.activities.length > 0, 'no activity was started'),
    ...unless(open.length === 0, `${open.length} activities not ended`),
    ...unless(
      results.every((result) => result.orphans.length === 0),
      'a process of a job outlived it',
    ),
  ]
}

const OS = ['linux', 'macos', 'windows', 'freebsd']

/** Leg `index` of a matrix of `count` legs over OS, meeting the others on the run's board. */
function legJob(
  world: World,
  artifacts: ArtifactEmulator,
  index: number,
  count: number,
  steps: readonly StepSpec[],
  spec: Partial<JobSpec> = {},
): JobSpec {
  const leg = { index, total: count, values: { os: OS[index] }, failFast: true }
  return world.job([actionStep(world.services, FAST, { id: 'sg' }), ...steps], {
    ...spec,
    context: { leg, ...spec.context },
    artifacts: artifacts.leg(),
  })
}

/** The job's tracker, as the runner's clean-up would find it. */
async function trackerOf(running: RunningJob): Promise<number | undefined> {
  const found = await running.processes()
  return found.find((entry) => entry.command.endsWith('/dist/tracker/index.js'))?.pid
}

/** The activity's folder as a step of the job finds it: by the token the action exported. */
function folderOf(running: RunningJob): ActivityFolder {
  return ActivityFolder.of(running.runnerTemp, running.env[ACTIVITY_TOKEN_VARIABLE] ?? '')
}

/** Appends lines to the activity's journal, as any step of the job can: true once written. */
function appendToJournal(running: RunningJob, lines: readonly object[]): boolean {
  const path = join(folderOf(running).path, 'journal.jsonl')
  writeFileSync(path, lines.map((line) => `${JSON.stringify(line)}\n`).join(''), { flag: 'a' })
  return true
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Whether a connection to the Unix socket is refused: nothing listens there any more. */
function refused(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path)
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const CASES: readonly Case[] = [
  {
    name: "the tracker's environment and command line hold no secret and no runner token; it follows the job all the same",
    run: async ({ services, canaries, job }) => {
      const others = {
        'runtime token': `rt_CANARY_${randomBytes(12).toString('hex')}`,
        'OIDC request token': `oidc_CANARY_${randomBytes(12).toString('hex')}`,
        "the workflow's own secret": `wf_CANARY_${randomBytes(12).toString('hex')}`,
      }
      const token = canaryToken()
      let seen: { environ: string; cmdline: string } | undefined
      const result = await runJob(
        job(
          [
            actionStep(services, FAST, { id: 'sg' }),
            ...userSteps(['Build'], 1_500),
            {
              run: 'cat /proc/$TRACKER/environ',
              does: async (running: RunningJob) => {
                const pid = await trackerOf(running)
                if (pid === undefined) return
                seen = {
                  environ: readFileSync(`/proc/${pid}/environ`, 'utf8'),
                  cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
                }
              },
            },
            ...userSteps(['Test'], POLL_INTERVAL_MS + 1_000),
          ],
          {
            token,
            // As the runner gives it, to the action's stages only.
            artifacts: {
              job: 'leg',
              env: {
                ACTIONS_RUNTIME_TOKEN: others['runtime token'],
                ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
              },
            },
            env: {
              ACTIONS_ID_TOKEN_REQUEST_TOKEN: others['OIDC request token'],
              ACTIONS_ID_TOKEN_REQUEST_URL: 'http://127.0.0.1:9/token',
              DEPLOY_KEY: others["the workflow's own secret"],
              GITHUB_TOKEN: token,
            },
          },
        ),
      )
      const secrets = { ...namedSecrets(canaries), 'GitHub token': token, ...others }
      const names = (seen?.environ ?? '').split('\0').map((entry) => entry.slice(0, entry.indexOf('=')))
      const unexpected = names.filter((name) =>
        /^(INPUT|STATE|ACTIONS)_|^GITHUB_(ENV|STATE|OUTPUT|PATH|STEP_SUMMARY|TOKEN)$|^DEPLOY_KEY$/.test(name),
      )
      const found = seen
        ? scan(
            [
              { name: "the tracker's environment", text: seen.environ },
              { name: "the tracker's command line", text: seen.cmdline },
            ],
            secrets,
          ).found
        : []
      const updates = services.signalgrid.requests.filter((request) => request.kind === 'update')
      return {
        result,
        problems: [
          ...unless(seen !== undefined, 'no tracker ran to read'),
          ...found,
          ...unless(unexpected.length === 0, `variables it has no use for: ${unexpected.join(', ')}`),
          ...unless(
            (seen?.environ ?? '').split('\0').includes(`RUNNER_TRACKING_ID=${result.trackingId}`),
            "no RUNNER_TRACKING_ID: the runner's clean-up would not find it",
          ),
          // Its settings, secrets included, reached it another way: it sent what only its polls could know.
          ...unless(
            updates.some((update) => /Test/.test(update.fields.body ?? '')),
            'the tracker sent no update naming a step',
          ),
          ...ended(result, services),
        ],
      }
    },
  },
  {
    name: 'a stale tracker record naming a live unrelated process: post never signals it, and ends the activity',
    run: async ({ services, job, cleanup }) => {
      const log = join(mkdtempSync(join(tmpdir(), 'bystander-')), 'signals')
      cleanup(() => rmSync(join(log, '..'), { recursive: true, force: true }))
      let bystander: ChildProcess | undefined
      const result = await runJob(
        job([
          actionStep(services, FAST, { id: 'sg' }),
          ...userSteps(['Build'], 1_000),
          {
            run: 'kill -9 the tracker; its record now names another process',
            does: async (running: RunningJob) => {
              const folder = folderOf(running)
              const pid = await trackerOf(running)
              if (pid === undefined) return
              process.kill(pid, 'SIGKILL')
              const endpoint = socketPath(folder.path)
              await until(async () => (await trackerOf(running)) === undefined && (await refused(endpoint)))
              // A process of another job, or of no job: the runner's clean-up of this one does not reach it.
              bystander = spawn(process.execPath, [BYSTANDER, log], { stdio: 'ignore' })
              const { pid: other } = bystander
              cleanup(() => other !== undefined && alive(other) && process.kill(other, 'SIGKILL'))
              await until(() => existsSync(log))
              folder.writeTracker({ pid: bystander.pid as number, endpoint })
            },
          },
          ...userSteps(['Test'], 500),
        ]),
      )
      const other = bystander?.pid
      const signals = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []
      return {
        result,
        problems: [
          ...unless(other !== undefined, 'no record went stale'),
          ...unless(other !== undefined && alive(other), 'the unrelated process was killed'),
          ...unless(signals.length === 0, `the unrelated process was sent ${signals.join(', ')}`),
          ...ended(result, services),
        ],
      }
    },
  },
  {
    name: "links planted in the activity's folder by a later step: none is followed, nothing is read through one",
    run: async ({ services, job, cleanup }) => {
      const elsewhere = mkdtempSync(join(tmpdir(), 'planted-'))
      cleanup(() => rmSync(elsewhere, { recursive: true, force: true }))
      const victims = ['activity.json', 'journal.jsonl', 'tracker.json', 'stopped'].map((name) => ({
        name,
        path: join(elsewhere, `victim-${name}`),
        content: JSON.stringify({ at: 1, body: `FORGED ${name}`, token: 'FORGED' }),
      }))
      const nowhere = join(elsewhere, 'made-through-a-link')
      let planted = false
      const result = await runJob(
        job([
          actionStep(services, FAST, { id: 'sg' }),
          ...userSteps(['Build'], 1_500),
          {
            run: 'ln -sf ... $RUNNER_TEMP/signalgrid/*/',
            does: (running: RunningJob) => {
              const folder = folderOf(running).path
              for (const victim of victims) {
                writeFileSync(victim.path, victim.content)
                rmSync(join(folder, victim.name), { force: true })
                symlinkSync(victim.path, join(folder, victim.name))
              }
              symlinkSync(nowhere, join(folder, 'stop'))
              const forged = join(elsewhere, 'forged-update.json')
              writeFileSync(forged, JSON.stringify({ at: 1, body: 'FORGED update', progress: 99 }))
              symlinkSync(forged, join(folder, 'inbox', '000000000000001-1.json'))
              planted = true
            },
          },
          actionStep(services, { body: 'Deploying', progress: '80' }, { id: 'later' }),
          ...userSteps(['Test'], 1_500),
        ]),
      )
      const changed = victims.filter((victim) => readFileSync(victim.path, 'utf8') !== victim.content)
      const forgedSent = services.signalgrid.requests.filter((request) => request.rawBody.includes('FORGED'))
      const bodies = services.signalgrid.requests.map((request) => request.fields.body)
      return {
        result,
        problems: [
          ...unless(planted, 'nothing was planted'),
          ...changed.map((victim) => `${victim.name}: the file its link pointed at was written`),
          ...unless(!existsSync(nowhere), 'a link to nowhere made its target'),
          ...unless(forgedSent.length === 0, 'something read through a link reached the phone'),
          ...unless(bodies.includes('Deploying'), "the later step's update did not reach the phone"),
          ...ended(result, services),
        ],
      }
    },
  },
  {
    name: "an end planted in the activity's journal by a later step, and lines with Markdown, HTML and fields of the wrong types: post still ends the activity, once, and writes its whole summary, every planted text as text",
    run: async ({ services, job }) => {
      let planted = false
      const result = await runJob(
        job([
          actionStep(services, FAST, { id: 'sg' }),
          ...userSteps(['Build'], 1_000),
          {
            run: 'echo \'{"kind":"end"}\' >> $RUNNER_TEMP/signalgrid/*/journal.jsonl',
            does: (running: RunningJob) => {
              const at = Date.now()
              const forged = [
                { kind: 'end' },
                { at, kind: 'end', by: 'post', progress: 100, severity: 'SUCCESS', body: 'Done' },
                { at, kind: 'end', by: 'tracker', seal: 'ab'.repeat(32) },
                // Each of these threw in post's summary, or reached it as Markdown and HTML.
                { at: 'noon', kind: 'update', by: 'main', body: 'FORGED time' },
                { at, kind: 'update', by: 'main', body: 'FORGED channels', channels: 'all' },
                { at, kind: 'update', by: 'main', body: 'FORGED', progress: '<img src=x onerror=alert(1)>' },
                {
                  at,
                  kind: 'update',
                  by: 'main',
                  body: 'FORGED',
                  severity: '[URGENT](https://evil.example)',
                },
                { at, kind: 'update', by: 'main', body: 'FORGED', remaining: '<b>1</b> left' },
                {
                  at,
                  kind: 'update',
                  by: 'main',
                  progress: 50,
                  severity: 'WARN',
                  body: 'PLANTED <img src=x onerror=alert(1)> [win](https://evil.example) v2https://evil.example',
                },
              ]
              planted = appendToJournal(running, forged)
            },
          },
          ...userSteps(['Test'], 1_000),
        ]),
      )
      const html = renderedByGitHub(result.summary)
      return {
        result,
        problems: [
          ...unless(planted, 'nothing was planted'),
          ...unless(
            services.signalgrid.counts.ends === 1,
            `${services.signalgrid.counts.ends} ends, not one`,
          ),
          ...unless(
            /\| end \| 100% \| SUCCESS \| Succeeded in \d+s \| ✓ \|/.test(result.summary),
            "the summary does not list post's end",
          ),
          ...unless(!result.summary.includes('FORGED'), 'a line with a field of the wrong type was listed'),
          ...unless(result.summary.includes('PLANTED &lt;img'), 'the planted body is not shown as text'),
          ...unless(!/<(a|img|b)\b/.test(html), 'the summary renders a link, an image or HTML'),
          ...ended(result, services),
        ],
      }
    },
  },
  {
    name: "the activity's record rewritten in a loop by a later step's background process (steps 0, a legend without texts, progress 250) while post runs: the failed job's end still goes out, once",
    run: async ({ services, job, cleanup }) => {
      const counter = join(mkdtempSync(join(tmpdir(), 'rewriter-')), 'written')
      let rewriter: ChildProcess | undefined
      cleanup(() => rewriter?.kill('SIGKILL'))
      cleanup(() => rmSync(join(counter, '..'), { recursive: true, force: true, maxRetries: 10 }))
      const result = await runJob(
        job([
          // Without the steps followed, nothing of the action writes the record after pre: post reads what the
          // background process last wrote, every time.
          actionStep(services, { ...FAST, 'track-steps': 'false' }, { id: 'sg' }),
          {
            run: 'nohup sh -c "while :; do write activity.json; done" &',
            does: async (running: RunningJob) => {
              const path = join(folderOf(running).path, 'activity.json')
              const record = JSON.parse(readFileSync(path, 'utf8'))
              const broken = [
                { steps: 0 },
                { progressLegend: true, startText: '', endText: 'Deployed' },
                { progress: 250 },
                { steps: 0, progressLegend: true, progress: 250 },
              ].map((fields) => ({ ...record, content: { ...record.content, ...fields } }))
              rewriter = spawn(process.execPath, [REWRITER, path, JSON.stringify(broken), counter], {
                stdio: 'ignore',
              })
              await until(() => existsSync(counter))
            },
          },
          { run: 'build', name: 'Build', sleepMs: 1_000, result: 'failure' },
        ]),
      )
      // Ended before its count is read: it writes the count as it goes.
      if (rewriter && rewriter.exitCode === null && rewriter.signalCode === null) {
        const exited = once(rewriter, 'exit')
        rewriter.kill('SIGKILL')
        await exited
      }
      const ends = services.signalgrid.requests.filter((request) => request.kind === 'end')
      const activities = services.signalgrid.phone.activities
      const rewrites = existsSync(counter) ? JSON.parse(readFileSync(counter, 'utf8')) : { written: 0, at: 0 }
      const post = result.stage('sg', 'post')
      return {
        result,
        problems: [
          ...unless(rewrites.at > post.startedAt, 'the record was not rewritten while post ran'),
          ...unless(
            ends.length === 1 && ends[0]?.outcome === 'accepted' && ends[0].fields.severity === 'CRIT',
            `the ends: ${ends.map((end) => `${end.outcome} ${end.fields.severity}`).join(', ') || 'none'}`,
          ),
          ...unless(result.status === 'failure', `the job ended ${result.status}`),
          ...unless(
            activities.length === 1 && activities[0]?.view.ended === true,
            `not one activity, ended: ${activities.length}`,
          ),
          ...unless(result.orphans.length === 0, 'a process of the job outlived it'),
        ],
      }
    },
  },
  {
    name: "a notice planted in the activity's journal by a later step: not annotated; the tracker's own still are",
    run: async ({ services, job }) => {
      // The jobs API refuses the token: the tracker's own notice says so, and must still be annotated.
      services.github.inject('jobs', { type: 'forbidden' }, 'always')
      services.github.inject('job', { type: 'forbidden' }, 'always')
      let planted = false
      const result = await runJob(
        job(
          [
            actionStep(services, FAST, { id: 'sg' }),
            {
              run: 'echo \'{"kind":"notice",...}\' >> $RUNNER_TEMP/signalgrid/*/journal.jsonl',
              does: (running: RunningJob) => {
                const forged = [
                  {
                    at: Date.now(),
                    kind: 'notice',
                    message: 'FORGED: approve the deploy at https://evil.example',
                  },
                  { at: Date.now(), kind: 'debug', message: 'FORGED debug line' },
                ]
                planted = appendToJournal(running, forged)
              },
            },
            ...userSteps(['Build'], 1_500),
          ],
          { debug: true },
        ),
      )
      const notices = result.annotations
        .filter((entry) => entry.level === 'notice')
        .map((entry) => entry.message)
      return {
        result,
        problems: [
          ...unless(planted, 'nothing was planted'),
          ...unless(!result.log.includes('FORGED'), 'a planted line reached the job log'),
          ...unless(
            notices.some((message) => message.includes('permissions: actions: read')),
            "the tracker's own notice was not annotated",
          ),
          ...ended(result, services),
        ],
      }
    },
  },
  {
    name: 'SIGNALGRID_ACTIVITY_TOKEN left by an earlier step that is not a token: ignored, in a warning naming it; the job shows its own activity',
    run: async ({ services, job }) => {
      const junk = 'CDG Z9;curl evil'
      const result = await runJob(
        job([actionStep(services, {}, { id: 'sg' }), ...userSteps(['Build'], 500)], {
          env: { [ACTIVITY_TOKEN_VARIABLE]: junk },
        }),
      )
      const said = warnings(result)
      return {
        result,
        problems: [
          ...unless(
            said.some((message) =>
              message.startsWith(
                'Signalgrid: SIGNALGRID_ACTIVITY_TOKEN, left by an earlier step, is not an activity token (allowed:',
              ),
            ),
            'no warning naming SIGNALGRID_ACTIVITY_TOKEN',
          ),
          ...unless(!result.log.includes('curl evil'), 'the log quotes the value'),
          ...unless(
            services.signalgrid.requests.every((request) => !request.rawBody.includes('Z9%3Bcurl')),
            'the value was sent',
          ),
          ...unless(services.signalgrid.counts.starts === 1, 'the job did not start its own activity'),
          ...ended(result, services),
        ],
      }
    },
  },
  {
    name: "the start's answer carries a token that is not one: ended at once, in a warning naming the answer; nothing left on the phone",
    run: async ({ services, job }) => {
      const malformed = 'CDG Z9&type=start'
      services.signalgrid.inject('start', { type: 'token', token: malformed })
      const result = await runJob(job([actionStep(services, {}, { id: 'sg' }), ...userSteps(['Build'], 500)]))
      const said = warnings(result)
      const [start, end, ...more] = services.signalgrid.requests
      return {
        result,
        problems: [
          ...unless(
            said.some(
              (message) =>
                message.startsWith(
                  "Signalgrid: could not start the activity: Signalgrid's answer to the activity start carried an activity_update_token that is not one",
                ) && message.endsWith('the activity it started was ended at once'),
            ),
            'no warning naming the answer and saying the activity was ended',
          ),
          ...unless(!said.join('\n').includes('Z9'), 'a warning quotes the token'),
          ...unless(
            start?.kind === 'start' &&
              end?.kind === 'end' &&
              end.fields.token === malformed &&
              more.length === 0,
            'not the start, then the end with the token as given, then nothing',
          ),
          ...unless(result.env[ACTIVITY_TOKEN_VARIABLE] === undefined, 'the token was exported'),
          ...ended(result, services),
        ],
      }
    },
  },
  {
    name: 'GITHUB_API_URL over plain http to a host other than this machine: no GitHub request leaves, the fail-fast leg asking which legs still run included; its debug log says why',
    board: true,
    run: async (world) => {
      const artifacts = await world.artifacts()
      // What would leave the machine goes through this proxy, which sends nothing on: it shows what was sent.
      const proxy = await startConnectProxy({ capture: true })
      world.cleanup(() => proxy.close())
      const through = `http://127.0.0.1:${proxy.port}`
      // The run's board and its blob storage are on loopback addresses of their own, reached directly: only
      // GitHub's API is elsewhere.
      const direct = [
        '127.0.0.1',
        ...[artifacts.url, artifacts.blobStorageUrl].map((url) => new URL(url).hostname),
      ]
      const remote = {
        apiUrl: 'http://github.example.com/api/v3',
        env: { HTTPS_PROXY: through, HTTP_PROXY: through, NO_PROXY: direct.join(',') },
      }
      let failedDone = false
      // The leg that fails ends the matrix early (fail-fast) while the other still runs: it asks the jobs API
      // which legs still run before it sends the end.
      const failing = runJob(
        legJob(world, artifacts, 0, 2, [{ run: 'test', name: 'Test', sleepMs: 500, result: 'failure' }], {
          ...remote,
          debug: true,
        }),
      ).finally(() => {
        failedDone = true
      })
      const other = runJob(
        legJob(
          world,
          artifacts,
          1,
          2,
          [{ run: 'test', name: 'Test', sleepMs: 300, does: () => until(() => failedDone, 90_000) }],
          remote,
        ),
      )
      const [result, running] = await Promise.all([failing, other])
      const asked = /the jobs API cannot say which legs still run \(([^)]*)\)/.exec(result.log)?.[1]
      return {
        result,
        others: [running],
        problems: [
          ...unless(
            proxy.captured.length === 0 && proxy.tunnels.length === 0,
            `sent through the proxy: ${proxy.captured.map((traffic) => traffic.target).join(', ')}`,
          ),
          ...unless(asked !== undefined, 'the failed leg did not ask which legs still run'),
          ...unless(
            asked?.startsWith('GitHub API URL must use https://') === true,
            `the failed leg's debug log says: ${asked}`,
          ),
          ...unless(result.status === 'failure' && running.status === 'success', 'the jobs ended otherwise'),
          ...unless(world.services.signalgrid.phone.activities.length === 1, 'not one activity'),
          ...allEnded([result, running], world.services),
        ],
      }
    },
  },
  {
    name: "the step history's job list with a next page on another origin: the tracker never asks that origin, and its debug log says why",
    run: async ({ services, job, cleanup }) => {
      const elsewhere = await GitHubEmulator.start()
      cleanup(() => void elsewhere.close())
      // The last successful run had 101 jobs: its job list takes two pages, the second named by a Link header.
      const earlier = services.github.addRun({
        workflow: 'ci.yml',
        headBranch: 'main',
        conclusion: 'success',
      })
      for (let index = 0; index < 101; index++) {
        services.github.createFinishedJob({ runId: earlier.id, name: `job ${index}` }, earlier.createdAt, [
          { name: 'Build', durationMs: 1_000 },
        ])
      }
      services.github.inject('run-jobs', { type: 'link-elsewhere', origin: elsewhere.url }, 'always')
      const result = await runJob(
        job([actionStep(services, FAST, { id: 'sg' }), ...userSteps(['Build'], POLL_INTERVAL_MS + 1_500)], {
          context: { workflowFile: 'ci.yml' },
          debug: true,
        }),
      )
      const listed = services.github.requests.filter((request) => /\/runs\/\d+\/jobs\b/.test(request.url))
      const refusal = `was not sent: the GitHub token goes to the API's own origin only (${new URL(services.github.url).host})`
      return {
        result,
        problems: [
          ...unless(listed.length > 0, "the earlier run's jobs were never listed"),
          ...unless(
            elsewhere.requests.length === 0,
            `the other origin was asked ${elsewhere.requests.length} times`,
          ),
          ...unless(result.log.includes(refusal), 'the debug log does not say the next page was refused'),
          ...ended(result, services),
        ],
      }
    },
  },
  {
    name: "two calls of one reusable workflow side by side, GITHUB_JOB the same in both: each call's matrix one activity of its own, ended once",
    board: true,
    run: async (world) => {
      const artifacts = await world.artifacts()
      const results = await Promise.all(
        ['caller-a', 'caller-b'].flatMap((caller) =>
          [0, 1].map((index) =>
            runJob(
              legJob(world, artifacts, index, 2, userSteps(['Test'], 300), {
                context: {
                  jobName: `${caller} / build (${OS[index]})`,
                  // The workflow that defines the job is the called one, not the run's.
                  workflowFile: 'ci.yml',
                  jobWorkflowRef: `${world.services.github.owner}/${world.services.github.repo}/.github/workflows/build.yml@refs/heads/main`,
                },
              }),
            ),
          ),
        ),
      )
      const { signalgrid } = world.services
      const ends = signalgrid.requests.filter((request) => request.kind === 'end')
      // Each call's notes under a name of their own (the matrix's notes are cleared once it has ended).
      const matrices = new Set(
        artifacts.requests.flatMap(
          (call) => /^signalgrid-(build\.[0-9a-f]{12})-/.exec(call.name ?? '')?.[1] ?? [],
        ),
      )
      const [result, ...others] = results as [JobResult, ...JobResult[]]
      return {
        result,
        others,
        problems: [
          ...unless(
            signalgrid.phone.activities.length === 2,
            `${signalgrid.phone.activities.length} activities`,
          ),
          ...unless(
            ends.length === 2 &&
              ends.every((end) => end.outcome === 'accepted' && / · 2 legs$/.test(end.fields.body ?? '')),
            `the ends: ${ends.map((end) => `${end.outcome} "${end.fields.body}"`).join(', ')}`,
          ),
          ...unless(matrices.size === 2, `the calls' notes under ${matrices.size} names`),
          ...unless(
            results.every((leg) => leg.status === 'success'),
            'a leg did not succeed',
          ),
          ...unless(
            results.every((leg) => warnings(leg).length === 0),
            'a leg warned',
          ),
          ...allEnded(results, world.services),
        ],
      }
    },
  },
  {
    name: "the token's note copied by a step under a suffix no leg gave it ('…-<tag>-r7'), the note under its own name swapped: the copy is never read",
    board: true,
    run: async (world) => {
      const artifacts = await world.artifacts()
      const isToken = (name: string) => /^signalgrid-build-a1-activity-[0-9a-f]{32}$/.test(name)
      let copy: string | undefined
      let otherDone = false
      // The first leg claims the start alone, then re-creates its token's note as a step holding the runtime
      // token could; it ends last, so that the other leg needs the token at its end.
      const first = runJob(
        legJob(world, artifacts, 0, 2, [
          {
            run: 'mv the note to …-r7',
            does: async () => {
              await until(() => artifacts.shown().some(isToken), 30_000)
              const note = artifacts.artifacts.find((artifact) => isToken(artifact.name))
              if (!note?.content) return
              artifacts.replace(note.name, 'swapped')
              copy = `${note.name}-r7`
              artifacts.store(copy, note.content.toString('utf8'))
            },
          },
          { run: 'test', name: 'Test', sleepMs: 300, does: () => until(() => otherDone, 90_000) },
        ]),
      )
      await until(
        () => artifacts.shown().some((name) => name.startsWith('signalgrid-build-a1-start-')),
        30_000,
      )
      const second = runJob(
        legJob(world, artifacts, 1, 2, [
          { run: 'test', name: 'Test', sleepMs: 300, does: () => until(() => copy !== undefined, 60_000) },
        ]),
      ).finally(() => {
        otherDone = true
      })
      const [result, other] = await Promise.all([first, second])
      const readCopy = artifacts.requests.filter((call) => call.kind === 'download' && call.name === copy)
      return {
        result,
        others: [other],
        problems: [
          ...unless(copy !== undefined, 'no copy was made'),
          ...unless(readCopy.length === 0, `the copy was read ${readCopy.length} times`),
          ...unless(result.status === 'success' && other.status === 'success', 'a leg did not succeed'),
          ...allEnded([result, other], world.services),
        ],
      }
    },
  },
  {
    name: "a note's download whose Content-Disposition names a file carrying workflow commands: they reach the log as text, in debug lines",
    board: true,
    run: async (world) => {
      const artifacts = await world.artifacts()
      artifacts.disposition = () =>
        "attachment; filename*=UTF-8''note%0A%3A%3Awarning%3A%3Apwned%0D%3A%3Aerror%3A%3Apwned%0A%23%23%5Bwarning%5Dpwned"
      // The first leg claims the start alone and ends first: the second, which ends the activity, downloads the
      // token's note. Side by side, the claimant could end last and end it, and nothing would be downloaded.
      let firstDone = false
      const first = runJob(legJob(world, artifacts, 0, 2, userSteps(['Test'], 300), { debug: true })).finally(
        () => {
          firstDone = true
        },
      )
      await until(
        () => artifacts.shown().some((name) => name.startsWith('signalgrid-build-a1-start-')),
        30_000,
      )
      const second = runJob(
        legJob(
          world,
          artifacts,
          1,
          2,
          [{ run: 'test', name: 'Test', sleepMs: 300, does: () => until(() => firstDone, 90_000) }],
          { debug: true },
        ),
      )
      const results = await Promise.all([first, second])
      const downloads = artifacts.requests.filter((call) => call.kind === 'download')
      const lines = results.flatMap((leg) =>
        leg.stages.flatMap((stage) => `${stage.stdout}\n${stage.stderr}`.split(/\r\n|\r|\n/)),
      )
      // A line the runner carries out: "::<command>" after any blanks, or "##[<command>" anywhere in it.
      const commands = lines.filter(
        (line) => line.includes('pwned') && !/^::debug::/.test(line) && /^\s*::[\w-]+|##\[[\w-]+/.test(line),
      )
      const [result, ...others] = results as [JobResult, ...JobResult[]]
      return {
        result,
        others,
        problems: [
          ...unless(downloads.length > 0, 'nothing was downloaded'),
          ...unless(
            lines.some((line) => line.includes('pwned')),
            'the file name never reached the log',
          ),
          ...commands.map((line) => `a command in the log: ${line}`),
          ...unless(
            results.every((leg) =>
              leg.annotations.every((annotation) => !annotation.message.includes('pwned')),
            ),
            'an annotation came from the file name',
          ),
          ...unless(
            results.every((leg) => leg.status === 'success'),
            'a leg did not succeed',
          ),
          ...unless(world.services.signalgrid.phone.activities.length === 1, 'not one activity'),
          ...allEnded(results, world.services),
        ],
      }
    },
  },
]

async function runCase(entry: Case, runtime: NodeRuntime) {
  const secrets = canaries()
  const signalgrid = await SignalgridEmulator.start({ ...secrets, phoneSpacingMs: 1_000 })
  const github = await GitHubEmulator.start()
  const services = { signalgrid, github }
  const cleanups: (() => void)[] = []
  let artifacts: Promise<ArtifactEmulator> | undefined
  const world: World = {
    services,
    canaries: secrets,
    job: (steps, spec = {}) => jobSpec(services, runtime, steps, { token: canaryToken(), ...spec }),
    artifacts: () => {
      artifacts ??= ArtifactEmulator.start()
      return artifacts
    },
    cleanup: (step) => cleanups.push(step),
  }
  let results: JobResult[] = []
  try {
    const ran = await entry.run(world)
    results = [ran.result, ...(ran.others ?? [])]
    const leftOnPhone = signalgrid.phone.activities.filter((activity) => !activity.view.ended).length
    return { problems: ran.problems, leftOnPhone }
  } finally {
    for (const step of cleanups) step()
    await Promise.all([
      signalgrid.close(),
      github.close(),
      artifacts?.then((emulator) => emulator.close()),
      ...results.map((result) => result.remove()),
    ])
  }
}

/**
 * How many cases of jobs meeting on the run's board run at once, both runtimes together: each runs two to
 * four jobs side by side, and every stage's calls to the board come out of its 10 s.
 */
const { withPlace } = places(4)

describe.concurrent('trust boundaries', () => {
  describeEachNodeRuntime('on', (runtime) => {
    for (const entry of CASES) {
      test(entry.name, async ({ task }) => {
        const ran = () => runCase(entry, runtime)
        const { problems, leftOnPhone } = await (entry.board ? withPlace(ran) : ran())
        recordFigures(task, {
          suite: 'trust',
          runtime: runtime.name,
          held: problems.length === 0 && leftOnPhone === 0,
          leftOnPhone,
        })
        expect(problems, 'what did not hold').toEqual([])
        expect(leftOnPhone, 'activities left on the phone').toBe(0)
      })
    }
  })
})
