// The secret-leak suite: end-to-end scenarios covering every code path, with step debugging on and canary
// secrets, run through the bundled dist/; then everything they wrote is searched for the secrets, and every
// request they made is checked for where each secret went (secret-scan.ts).
import { describe, expect, test } from 'vitest'
import { actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { type ConnectProxy, startConnectProxy } from '../support/connect-proxy.js'
import { GitHubEmulator } from '../support/github-emulator.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import { recordFigures } from '../support/reliability-figures.js'
import {
  type JobResult,
  type JobSpec,
  type NodeRuntime,
  type RunningJob,
  runJob,
  runPipeline,
  type StepSpec,
} from '../support/runner-harness.js'
import { SignalgridEmulator } from '../support/signalgrid-emulator.js'
import {
  artifactsOf,
  type Canaries,
  canaries,
  canaryToken,
  checkRequests,
  namedSecrets,
  occurrences,
  scan,
} from './secret-scan.js'

const STEP_MS = 300

interface World {
  readonly services: Services
  readonly canaries: Canaries
  /** A job of the scenario: debug logging on, a canary token, the Signalgrid secrets masked by the runner. */
  readonly job: (steps: readonly StepSpec[], spec?: Partial<JobSpec>) => JobSpec
  /** The job's environment when its traffic to any host but this one must go through the capturing proxy. */
  readonly proxied: () => Promise<Record<string, string>>
}

interface Scenario {
  readonly name: string
  readonly run: (world: World) => Promise<JobResult[]>
  /** What the jobs must show for the scenario to have taken the paths it names; empty when they do. */
  readonly took: (results: readonly JobResult[], world: World, proxy: ConnectProxy | undefined) => string[]
}

/** Problems unless `condition` holds. */
function unless(condition: boolean, problem: string): string[] {
  return condition ? [] : [problem]
}

function said(
  results: readonly JobResult[],
  level: 'notice' | 'warning' | 'error',
  pattern: RegExp,
): boolean {
  return results.some((result) =>
    result.annotations.some((annotation) => annotation.level === level && pattern.test(annotation.message)),
  )
}

function ended(world: World): boolean {
  const activities = world.services.signalgrid.phone.activities
  return activities.length === 1 && activities[0]?.view.ended === true
}

const failing: StepSpec = { run: 'make test', name: 'Test', sleepMs: STEP_MS, result: 'failure' }
const quoting = ({ clientKey, channel }: Canaries) =>
  `Parameter error: client_key ${clientKey} for channel ${channel}`

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'a successful job of seven steps',
    took: (results, world) => [
      ...unless(
        results[0]?.status === 'success' && ended(world),
        'the job did not succeed with its activity ended',
      ),
      ...unless(world.services.signalgrid.counts.updates > 0, 'the tracker sent no update'),
    ],

    run: async ({ services, job }) => [
      await runJob(
        job([
          actionStep(services, { 'min-update-interval': '1' }, { id: 'sg' }),
          ...userSteps(['Checkout', 'Install', 'Lint', 'Build', 'Test', 'Package', 'Deploy'], STEP_MS),
        ]),
      ),
    ],
  },
  {
    name: 'a failed job with a critical alert',
    took: (_results, world) =>
      unless(world.services.signalgrid.phone.notifications[0]?.critical === true, 'no critical alert'),

    run: async ({ services, job }) => [
      await runJob(
        job([
          actionStep(services, { 'failure-alert': 'critical' }, { id: 'sg' }),
          ...userSteps(['Build'], STEP_MS),
          failing,
        ]),
      ),
    ],
  },
  {
    name: 'a cancelled job',
    took: (_results, world) =>
      unless(
        world.services.signalgrid.phone.activities[0]?.view.severity === 'WARN',
        'the activity did not end cancelled',
      ),

    run: async ({ services, job }) => [
      await runJob(
        job([
          actionStep(services, {}, { id: 'sg' }),
          ...userSteps(['Build'], STEP_MS),
          { run: 'make deploy', name: 'Deploy', sleepMs: STEP_MS, result: 'cancelled' },
        ]),
      ),
    ],
  },
  {
    name: 'three uses of the action in one job',
    took: (_results, world) =>
      unless(
        world.services.signalgrid.counts.starts === 1 && ended(world),
        'not one activity, started once and ended',
      ),

    run: async ({ services, job }) => [
      await runJob(
        job([
          actionStep(services, { 'min-update-interval': '1' }, { id: 'first' }),
          ...userSteps(['Build'], STEP_MS),
          actionStep(services, { progress: '50', body: 'Tests running' }, { id: 'second' }),
          ...userSteps(['Test'], STEP_MS),
          actionStep(services, { progress: '90', title: 'Almost there' }, { id: 'third' }),
        ]),
      ),
    ],
  },
  {
    name: 'a pipeline of three jobs sharing one activity',
    took: (results, world) =>
      unless(
        results.length === 3 && world.services.signalgrid.counts.starts === 1 && ended(world),
        'not one activity over three jobs',
      ),

    run: ({ services, job }) => {
      const token = (previous: readonly JobResult[]) => previous[0]?.outputs.sg?.['activity-token'] ?? ''
      return runPipeline([
        job([
          actionStep(services, { 'end-activity': 'never' }, { id: 'sg' }),
          ...userSteps(['Build'], STEP_MS),
        ]),
        (previous) =>
          job([
            actionStep(services, { 'activity-token': token(previous) }, { id: 'sg' }),
            ...userSteps(['Test'], STEP_MS),
          ]),
        (previous) =>
          job([
            actionStep(
              services,
              { 'activity-token': token(previous), 'end-activity': 'always' },
              { id: 'sg' },
            ),
            ...userSteps(['Deploy'], STEP_MS),
          ]),
      ])
    },
  },
  {
    name: 'push mode',
    took: (_results, world) => unless(world.services.signalgrid.phone.notifications.length === 1, 'no push'),

    run: async ({ services, job }) => [
      await runJob(
        job([
          ...userSteps(['Build'], STEP_MS),
          actionStep(
            services,
            { mode: 'push', title: 'Released', body: 'v1.2.3', severity: 'success' },
            { id: 'sg' },
          ),
        ]),
      ),
    ],
  },
  {
    name: 'a local use, without pre',
    took: (_results, world) => unless(ended(world), 'the activity main started was not ended'),

    run: async ({ services, job }) => [
      await runJob(
        job([actionStep(services, {}, { id: 'sg', uses: './' }), ...userSteps(['Build'], STEP_MS)]),
      ),
    ],
  },
  {
    name: 'service errors that quote the secrets back',
    took: (results, world) => [
      ...unless(
        world.services.signalgrid.requests.filter((request) => request.fault).length === 3,
        'not every Signalgrid fault was met',
      ),
      ...unless(
        world.services.github.requests.some((request) => request.fault),
        'the GitHub fault was not met',
      ),
      ...unless(
        said(results, 'warning', /client_key \*\*\* for channel \*\*\*/),
        'no warning quoting the service',
      ),
      ...unless(
        results[0]?.log.includes('##[debug]Signalgrid activity start: attempt 1 failed') ?? false,
        'no debug line',
      ),
    ],

    run: async ({ services, canaries, job }) => {
      const { signalgrid, github } = services
      const body = JSON.stringify({ text: quoting(canaries), code: '503' })
      signalgrid.inject('start', { type: 'status', status: 503, body, retryAfter: '1' })
      signalgrid.inject('update', { type: 'non-json', body: `<html>${quoting(canaries)}</html>` })
      signalgrid.inject('end', { type: 'refusal', text: quoting(canaries) })
      const token = canaryToken()
      // Once the tracker has read the job and sent its update: a failed read before would leave no update.
      const githubFault = () =>
        github.inject('job', {
          type: 'status',
          status: 500,
          body: JSON.stringify({ message: `bad token ${token}` }),
        })
      return [
        await runJob(
          job(
            [
              actionStep(services, { 'min-update-interval': '1' }, { id: 'sg' }),
              ...userSteps(['Build'], 1_500),
              { run: 'echo GitHub breaks', does: githubFault },
              ...userSteps(['Test'], 3_500),
            ],
            {
              token,
            },
          ),
        ),
      ]
    },
  },
  {
    name: 'a refused failure alert quoting the secrets, with fail-on-error',
    took: (results) =>
      unless(
        said(results, 'error', /could not send the failure alert.*client_key \*\*\* for channel \*\*\*/),
        'no error quoting the service',
      ),

    run: async ({ services, canaries, job }) => {
      services.signalgrid.inject('push', { type: 'refusal', text: quoting(canaries) })
      return [
        await runJob(
          job([
            actionStep(services, { 'failure-alert': 'push', 'fail-on-error': 'true' }, { id: 'sg' }),
            failing,
          ]),
        ),
      ]
    },
  },
  {
    name: 'invalid inputs, one of them holding the client key',
    took: (results) =>
      unless(
        said(results, 'error', /"base-url"/) && said(results, 'error', /"severity"/),
        'the inputs were not refused',
      ),

    run: async ({ services, canaries, job }) => [
      await runJob(
        job([
          actionStep(
            services,
            { severity: 'urgent', 'base-url': `https://user:${canaries.clientKey}@api.signalgrid.co` },
            { id: 'sg' },
          ),
          ...userSteps(['Build'], STEP_MS),
        ]),
      ),
    ],
  },
  {
    name: 'no actions: read permission (403 from the jobs API)',
    took: (results) => unless(said(results, 'notice', /actions: read/), 'no notice about the permission'),

    run: async ({ services, job }) => {
      // The run's jobs and the job's own record need the same permission.
      services.github.inject('jobs', { type: 'forbidden' }, 'always')
      services.github.inject('job', { type: 'forbidden' }, 'always')
      return [
        await runJob(job([actionStep(services, {}, { id: 'sg' }), ...userSteps(['Build', 'Test'], STEP_MS)])),
      ]
    },
  },
  {
    name: 'the tracker killed: main sends the update itself',
    took: (_results, world) =>
      unless(
        world.services.signalgrid.requests.some(
          (request) => request.kind === 'update' && request.fields.progress === '60',
        ),
        'main did not send the update',
      ),

    run: async ({ services, job }) => [
      await runJob(
        job([
          actionStep(services, { 'min-update-interval': '1' }, { id: 'sg' }),
          {
            run: 'kill the tracker',
            does: async (running: RunningJob) => {
              for (const { pid, command } of await running.processes())
                if (command.includes('tracker/index.js')) process.kill(pid, 'SIGKILL')
            },
          },
          actionStep(services, { progress: '60', body: 'Deploying' }, { id: 'progress' }),
        ]),
      ),
    ],
  },
  {
    name: 'GITHUB_API_URL over plain http to another host',
    took: (results, _world, proxy) => [
      ...unless(
        said(results, 'notice', /steps were not followed.*in clear/),
        'no notice that the steps were not followed',
      ),
      ...unless(proxy?.captured.length === 0, 'something went through the proxy'),
    ],

    run: async ({ services, job, proxied }) => [
      await runJob(
        job([actionStep(services, {}, { id: 'sg' }), ...userSteps(['Build', 'Test'], STEP_MS)], {
          apiUrl: 'http://example.com/api/v3',
          env: await proxied(),
        }),
      ),
    ],
  },
  ...[
    ['another host', 'http://example.com'],
    // Resolvers that do not pin .localhost (macOS and Windows runners, plain containers) and proxies ask DNS.
    [
      'a name under .localhost, which resolvers and proxies may send anywhere',
      'http://signalgrid.localhost:8080',
    ],
  ].map(
    ([where, baseUrl]): Scenario => ({
      name: `base-url over plain http to ${where}`,
      took: (results, _world, proxy) => [
        ...unless(said(results, 'error', /"base-url"/), 'the base URL was not refused'),
        ...unless(proxy?.captured.length === 0, 'something went through the proxy'),
      ],

      run: async ({ services, job, proxied }) => [
        await runJob(
          job(
            [actionStep(services, { 'base-url': baseUrl }, { id: 'sg' }), ...userSteps(['Build'], STEP_MS)],
            {
              env: await proxied(),
            },
          ),
        ),
      ],
    }),
  ),
  {
    name: 'base-url over https to another host, through a proxy: the secrets travel only inside TLS',
    took: (results, _world, proxy) => [
      ...unless(proxy?.tunnels.includes('example.com:443') ?? false, 'no tunnel to example.com:443'),
      ...unless(
        proxy?.captured.every((traffic) => traffic.target === 'example.com:443') ?? false,
        'traffic elsewhere',
      ),
      ...unless(said(results, 'warning', /could not start the activity/), 'the start did not fail'),
    ],

    run: async ({ services, job, proxied }) => [
      await runJob(
        job(
          [
            actionStep(services, { 'base-url': 'https://example.com' }, { id: 'sg' }),
            ...userSteps(['Build'], STEP_MS),
          ],
          {
            env: await proxied(),
          },
        ),
      ),
    ],
  },
  {
    name: 'three channels, one refused throughout, the failure alert to a channel of its own',
    took: (results, world) => [
      ...unless(
        said(results, 'warning', /^Signalgrid: channel 2 of 2: /),
        'no warning naming channel 2 of 2',
      ),
      ...unless(
        world.services.signalgrid
          .requestsTo(world.canaries.otherChannels[1] as string)
          .some((request) => request.kind === 'push'),
        'no alert to the alert channel',
      ),
    ],

    run: async ({ services, job, canaries }) => {
      const [refusing, onCall] = canaries.otherChannels as [string, string]
      services.signalgrid.refuseChannel(refusing, ['update', 'end'])
      return [
        await runJob(
          job([
            actionStep(
              services,
              {
                'min-update-interval': '1',
                channel: `${canaries.channel}, ${refusing}`,
                'failure-alert-channel': onCall,
              },
              { id: 'sg' },
            ),
            ...userSteps(['Build'], STEP_MS),
            failing,
          ]),
        ),
      ]
    },
  },
  {
    name: 'three channels in push mode, and a job naming one of them twice',
    took: (results, world) => [
      ...unless(world.services.signalgrid.counts.pushes === 3, 'not one push per channel'),
      ...unless(
        said(results, 'error', /"channel" names one channel twice/),
        'the repeated channel was not refused',
      ),
    ],

    run: async ({ services, job, canaries }) => [
      await runJob(
        job([actionStep(services, { mode: 'push', channel: threeChannels(canaries) }, { id: 'sg' })]),
      ),
      await runJob(
        job([
          actionStep(
            services,
            { mode: 'push', channel: `${canaries.channel},${canaries.channel}` },
            { id: 'sg' },
          ),
        ]),
      ),
    ],
  },
]

/** `channel` naming the account's three channels, one per line. */
const threeChannels = ({ channel, otherChannels }: Canaries) => [channel, ...otherChannels].join('\n')

/** Runs the scenario in a world of its own, then scans what it left before anything is removed. */
async function runScenario(scenario: Scenario, runtime: NodeRuntime) {
  const secrets = canaries()
  const signalgrid = await SignalgridEmulator.start(secrets)
  const github = await GitHubEmulator.start()
  const services = { signalgrid, github }
  let proxy: ConnectProxy | undefined
  const world: World = {
    services,
    canaries: secrets,
    job: (steps, spec = {}) =>
      jobSpec(services, runtime, steps, { debug: true, token: canaryToken(), ...spec }),
    proxied: async () => {
      proxy ??= await startConnectProxy({ capture: true })
      const url = `http://127.0.0.1:${proxy.port}`
      return { HTTPS_PROXY: url, HTTP_PROXY: url, NO_PROXY: '127.0.0.1' }
    },
  }
  let results: JobResult[] = []
  try {
    results = await scenario.run(world)
    const tokens = results.map((result) => result.token)
    const named = { ...namedSecrets(secrets), ...namedTokens(tokens) }
    const scanned = scan(
      results.flatMap((result) => artifactsOf(result, Object.values(named))),
      named,
    )
    const requests = checkRequests(secrets, tokens, signalgrid, github, proxy)
    const unmasked = results.flatMap((result) => maskedLate(result, Object.values(named)))
    return { scanned, requests, unmasked, took: scenario.took(results, world, proxy) }
  } finally {
    proxy?.close()
    await Promise.all([signalgrid.close(), github.close(), ...results.map((result) => result.remove())])
  }
}

function namedTokens(tokens: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    tokens.map((token, index) => [tokens.length > 1 ? `token of job ${index + 1}` : 'token', token]),
  )
}

/**
 * Stages that printed something before masking the secrets they were given: the runner masks only what
 * comes after the ::add-mask:: command.
 */
function maskedLate(result: JobResult, secrets: readonly string[]): string[] {
  const late: string[] = []
  for (const stage of result.stages) {
    // A list of channels is one input: each of its secrets is given.
    const given = secrets.filter((secret) =>
      Object.values(stage.inputs).some((value) => value.includes(secret)),
    )
    const lines = stage.stdout.split('\n').filter(Boolean)
    const firstOther = lines.findIndex((line) => !line.startsWith('::add-mask::'))
    const masked = lines.slice(0, firstOther < 0 ? lines.length : firstOther)
    if (lines.length > 0 && !given.every((secret) => masked.includes(`::add-mask::${secret}`)))
      late.push(`${stage.instance} ${stage.stage} printed before masking every secret it was given`)
  }
  return late
}

describe.concurrent('secrets', () => {
  describeEachNodeRuntime('on', (runtime) => {
    for (const scenario of SCENARIOS) {
      test(`${scenario.name}: no secret in anything written, none sent where it must not go`, async ({
        task,
      }) => {
        const { scanned, requests, unmasked, took } = await runScenario(scenario, runtime)
        recordFigures(task, {
          suite: 'secrets',
          runtime: runtime.name,
          artifacts: scanned.artifacts,
          bytes: scanned.bytes,
          occurrences: occurrences(scanned.found),
          requests: requests.requests,
          misdirected: requests.misdirected.length,
        })
        expect(scanned.found, 'secrets in what the job wrote').toEqual([])
        expect(requests.misdirected, 'secrets sent where they must not go').toEqual([])
        expect(unmasked, 'secrets masked before anything else is printed').toEqual([])
        expect(took, 'the paths the scenario names were taken').toEqual([])
      })
    }
  })
})
