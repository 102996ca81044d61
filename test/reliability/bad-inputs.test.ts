// The bad-input suite: every input given values it must refuse, and values that are awkward but valid, run
// through the bundled dist/ as the runner runs it. A refusal must fail the step with one clear error that
// names the input and what it allows; an awkward value must reach the service byte for byte.
import { describe, expect, test } from 'vitest'
import { ACTION, actionStep, jobSpec, type Services, userSteps } from '../support/action-job.js'
import { GitHubEmulator } from '../support/github-emulator.js'
import { describeEachNodeRuntime } from '../support/node-runtime-suites.js'
import { recordFigures } from '../support/reliability-figures.js'
import { type JobResult, type NodeRuntime, runJob, type StepSpec } from '../support/runner-harness.js'
import { type RecordedRequest, type RequestKind, SignalgridEmulator } from '../support/signalgrid-emulator.js'
import { stackTraceLines } from '../support/stack-traces.js'

/** A value the action must refuse before it sends anything. */
interface Invalid {
  readonly label: string
  readonly with: Readonly<Record<string, string>>
  /** The input the error must name. */
  readonly input: string
  /** What the error must say is allowed. */
  readonly allowed: readonly string[]
  /** `uses: ./`: no pre, so main reads the inputs first. */
  readonly local?: boolean
}

const SEVERITIES = ['CRIT', 'WARN', 'INFO', 'SUCCESS']
const PERCENT = ['a whole number from 0 to 100']
const SECONDS = ['whole seconds from 0 to 86400']
const BOOLEAN = ['true', 'false']
const HTTPS = ['https://', 'http:// is allowed only for localhost']
const ACTIVITY_TOKEN = ['letters, digits, "-" or "_", at most 64', '`<id>:<token>` for each']
const CHANNELS = ['1 to 5 channel tokens', 'letters, digits', 'one per line or separated by commas']

const INVALID: readonly Invalid[] = [
  { label: 'unknown severity', with: { severity: 'urgent' }, input: 'severity', allowed: SEVERITIES },
  { label: 'negative progress', with: { progress: '-5' }, input: 'progress', allowed: PERCENT },
  { label: 'non-numeric progress', with: { progress: 'half' }, input: 'progress', allowed: PERCENT },
  { label: 'fractional progress', with: { progress: '12.5' }, input: 'progress', allowed: PERCENT },
  { label: 'progress over 100', with: { progress: '101' }, input: 'progress', allowed: PERCENT },
  { label: 'steps 0', with: { steps: '0' }, input: 'steps', allowed: ['a whole number from 1 to 1000'] },
  {
    label: 'steps 1001',
    with: { steps: '1001' },
    input: 'steps',
    allowed: ['a whole number from 1 to 1000'],
  },
  {
    label: 'dismissal delay "abc"',
    with: { 'dismissal-delay': 'abc' },
    input: 'dismissal-delay',
    allowed: SECONDS,
  },
  {
    label: 'negative dismissal delay',
    with: { 'dismissal-delay': '-1' },
    input: 'dismissal-delay',
    allowed: SECONDS,
  },
  {
    label: 'dismissal delay beyond a day',
    with: { 'dismissal-delay': '86401' },
    input: 'dismissal-delay',
    allowed: SECONDS,
  },
  {
    label: 'failure dismissal delay "1h"',
    with: { 'failure-dismissal-delay': '1h' },
    input: 'failure-dismissal-delay',
    allowed: SECONDS,
  },
  {
    label: 'legend without texts',
    with: { 'progress-legend': 'true' },
    input: 'progress-legend',
    allowed: ['"start-text"', '"end-text"'],
  },
  {
    label: 'legend with a start text only',
    with: { 'progress-legend': 'true', 'start-text': 'queued' },
    input: 'progress-legend',
    allowed: ['"start-text"', '"end-text"'],
  },
  { label: 'legend "yes"', with: { 'progress-legend': 'yes' }, input: 'progress-legend', allowed: BOOLEAN },
  {
    label: 'http:// base URL to another host',
    with: { 'base-url': 'http://example.com' },
    input: 'base-url',
    allowed: HTTPS,
  },
  {
    label: 'http:// base URL to a name under .localhost, which a resolver may send anywhere',
    with: { 'base-url': 'http://signalgrid.localhost:8080' },
    input: 'base-url',
    allowed: HTTPS,
  },
  {
    label: 'ftp:// base URL',
    with: { 'base-url': 'ftp://api.signalgrid.co' },
    input: 'base-url',
    allowed: HTTPS,
  },
  {
    label: 'base URL that is not a URL',
    with: { 'base-url': 'api.signalgrid.co' },
    input: 'base-url',
    allowed: ['https://api.signalgrid.co'],
  },
  {
    label: 'base URL with a user and password',
    with: { 'base-url': 'https://user:pass@api.signalgrid.co' },
    input: 'base-url',
    allowed: ['must not contain a user name or password'],
  },
  {
    label: 'unknown mode',
    with: { mode: 'pull' },
    input: 'mode',
    allowed: ['activity', 'push', 'test-alert', 'alert', 'close', 'approval'],
  },
  { label: 'closing use without a name', with: { mode: 'close' }, input: 'mode', allowed: ['activity-name'] },
  {
    label: "reviewers' use without a name",
    with: { mode: 'approval' },
    input: 'mode',
    allowed: ['activity-name'],
  },
  {
    label: 'actor-channels line without a colon',
    with: { 'actor-channels': 'octocat ch_without_colon' },
    input: 'actor-channels',
    allowed: ['login: channel-token'],
  },
  {
    label: 'malformed activity token',
    with: { 'activity-token': 'not a token' },
    input: 'activity-token',
    allowed: ACTIVITY_TOKEN,
  },
  {
    label: 'activity token of 65 characters',
    with: { 'activity-token': 'T'.repeat(65) },
    input: 'activity-token',
    allowed: ACTIVITY_TOKEN,
  },
  {
    label: 'activity token with a dot',
    with: { 'activity-token': 'CDG.Z9' },
    input: 'activity-token',
    allowed: ACTIVITY_TOKEN,
  },
  {
    label: 'activity token of several channels with a malformed entry',
    with: { 'activity-token': '0123abcd:CDGZ9,89abcdef:MX 2L2K' },
    input: 'activity-token',
    allowed: ACTIVITY_TOKEN,
  },
  {
    label: 'activity token smuggling form fields',
    with: { 'activity-token': 'TOK01&type=start' },
    input: 'activity-token',
    allowed: ACTIVITY_TOKEN,
  },
  {
    label: 'an empty channel between two',
    with: { channel: 'ch_owner_5d1f0a9e,,ch_team_8a2e6c4b' },
    input: 'channel',
    allowed: CHANNELS,
  },
  {
    label: 'a channel named twice',
    with: { channel: 'ch_owner_5d1f0a9e\nch_team_8a2e6c4b\nch_owner_5d1f0a9e' },
    input: 'channel',
    allowed: CHANNELS,
  },
  {
    label: 'a channel token with a space in it',
    with: { channel: 'ch_owner_5d1f0a9e, ch team 8a2e6c4b' },
    input: 'channel',
    allowed: CHANNELS,
  },
  {
    label: 'a channel token smuggling form fields',
    with: { channel: 'ch_owner_5d1f0a9e&channel=ch_other' },
    input: 'channel',
    allowed: CHANNELS,
  },
  {
    label: 'six channels',
    with: { channel: ['c1_aaaa', 'c2_bbbb', 'c3_cccc', 'c4_dddd', 'c5_eeee', 'c6_ffff'].join(',') },
    input: 'channel',
    allowed: CHANNELS,
  },
  {
    label: 'an alert channel with a quote',
    with: { 'failure-alert-channel': 'ch_oncall_1b7d"3f5a' },
    input: 'failure-alert-channel',
    allowed: CHANNELS,
  },
  {
    label: 'an empty alert channel after one',
    with: { 'failure-alert-channel': 'ch_oncall_1b7d3f5a,' },
    input: 'failure-alert-channel',
    allowed: CHANNELS,
  },
  {
    label: 'activity name with a space',
    with: { 'activity-name': 'release candidate' },
    input: 'activity-name',
    allowed: ['1 to 40 letters, digits, "-", "_" or "."'],
  },
  {
    label: 'activity name of 41 characters',
    with: { 'activity-name': 'r'.repeat(41) },
    input: 'activity-name',
    allowed: ['1 to 40 letters, digits, "-", "_" or "."'],
  },
  {
    label: 'activity name beside an activity token',
    with: { 'activity-name': 'release', 'activity-token': 'TOK01' },
    input: 'activity-name',
    allowed: ['set one'],
  },
  {
    label: 'unknown failure alert',
    with: { 'failure-alert': 'sms' },
    input: 'failure-alert',
    allowed: ['none', 'push', 'critical'],
  },
  {
    label: 'end-activity "maybe"',
    with: { 'end-activity': 'maybe' },
    input: 'end-activity',
    allowed: ['auto', 'always', 'on-failure', 'never'],
  },
  {
    label: 'fail-on-error "yes"',
    with: { 'fail-on-error': 'yes' },
    input: 'fail-on-error',
    allowed: BOOLEAN,
  },
  { label: 'critical "1"', with: { critical: '1' }, input: 'critical', allowed: BOOLEAN },
  { label: 'dry-run "yes"', with: { 'dry-run': 'yes' }, input: 'dry-run', allowed: BOOLEAN },
  {
    label: 'a test alert with no alert set',
    with: { mode: 'test-alert' },
    input: 'mode',
    allowed: ['"failure-alert" to push or critical', '"failure-alert-channel"'],
  },
  { label: 'track-steps "off"', with: { 'track-steps': 'off' }, input: 'track-steps', allowed: BOOLEAN },
  {
    label: 'min-update-interval 0',
    with: { 'min-update-interval': '0' },
    input: 'min-update-interval',
    allowed: ['whole seconds from 1 to 3600'],
  },
  {
    label: 'progress-mode "duration"',
    with: { 'progress-mode': 'duration' },
    input: 'progress-mode',
    allowed: ['time', 'steps'],
  },
  { label: 'timed-updates -1', with: { 'timed-updates': '-1' }, input: 'timed-updates', allowed: PERCENT },
  {
    label: 'timed-updates "many"',
    with: { 'timed-updates': 'many' },
    input: 'timed-updates',
    allowed: PERCENT,
  },
  {
    label: 'unknown severity, used locally (no pre: main reads the inputs)',
    with: { severity: 'urgent' },
    input: 'severity',
    allowed: SEVERITIES,
    local: true,
  },
]

/** A valid value that is easy to get wrong on the way to the service, and the exact form it must take. */
interface Awkward {
  readonly label: string
  readonly with: Readonly<Record<string, string>>
  /** The request that carries it. */
  readonly request: RequestKind
  /** Each field as it must appear in the form body, percent-encoded by hand, and as the service reads it. */
  readonly fields: Readonly<Record<string, { readonly encoded: string; readonly value: string }>>
  /** Fields the request must not carry. */
  readonly absent?: readonly string[]
  /** The warnings it is worth. */
  readonly warnings?: readonly RegExp[]
}

const TEN_KB = 10 * 1024
const ROCKET = '🚀'
const ROCKET_ENCODED = '%F0%9F%9A%80'
const ELLIPSIS_ENCODED = '%E2%80%A6'
const cut = (input: string) =>
  new RegExp(`^Signalgrid: input "${input}" was longer than the phones show, and was cut\\.$`)

const AWKWARD: readonly Awkward[] = [
  {
    label: 'a title with a new line',
    with: { title: 'Deploy\nproduction' },
    request: 'start',
    fields: { title: { encoded: 'Deploy%0Aproduction', value: 'Deploy\nproduction' } },
  },
  {
    label: 'a push body with CRLF and a tab',
    with: { mode: 'push', body: 'line 1\r\nline\t2' },
    request: 'push',
    fields: { body: { encoded: 'line+1%0D%0Aline%092', value: 'line 1\r\nline\t2' } },
  },
  {
    label: 'emoji and accents in a title',
    with: { title: '🚀 Déploiement ✅' },
    request: 'start',
    fields: {
      title: { encoded: `${ROCKET_ENCODED}+D%C3%A9ploiement+%E2%9C%85`, value: '🚀 Déploiement ✅' },
    },
  },
  {
    label: 'a family emoji (one glyph of five code points) in a push title',
    with: { mode: 'push', title: '👩‍👩‍👧 home' },
    request: 'push',
    fields: {
      title: { encoded: '%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7+home', value: '👩‍👩‍👧 home' },
    },
  },
  {
    label: 'form metacharacters & = % + in a title',
    with: { title: 'a&b=c%d+e f' },
    request: 'start',
    fields: { title: { encoded: 'a%26b%3Dc%25d%2Be+f', value: 'a&b=c%d+e f' } },
  },
  {
    label: 'form metacharacters that look like fields, in a push body',
    with: { mode: 'push', body: 'x&client_key=evil&type=CRIT' },
    request: 'push',
    fields: {
      body: { encoded: 'x%26client_key%3Devil%26type%3DCRIT', value: 'x&client_key=evil&type=CRIT' },
    },
  },
  {
    label: 'an already percent-encoded title, sent as typed',
    with: { title: '100%20 done' },
    request: 'start',
    fields: { title: { encoded: '100%2520+done', value: '100%20 done' } },
  },
  {
    label: 'legend texts with metacharacters',
    with: { 'progress-legend': 'true', 'start-text': 'queued & waiting', 'end-text': '100% = done' },
    request: 'start',
    fields: {
      progress_legend: { encoded: 'true', value: 'true' },
      start_text: { encoded: 'queued+%26+waiting', value: 'queued & waiting' },
      end_text: { encoded: '100%25+%3D+done', value: '100% = done' },
    },
  },
  {
    label: '10 kB of body text, cut to what the phones show',
    with: { body: 'x'.repeat(TEN_KB) },
    request: 'start',
    fields: { body: { encoded: `${'x'.repeat(999)}${ELLIPSIS_ENCODED}`, value: `${'x'.repeat(999)}…` } },
    warnings: [cut('body')],
  },
  {
    label: '10 kB of emoji title, cut between characters, never inside one',
    with: { title: ROCKET.repeat(TEN_KB / 4) },
    request: 'start',
    fields: {
      title: { encoded: `${ROCKET_ENCODED.repeat(119)}${ELLIPSIS_ENCODED}`, value: `${ROCKET.repeat(119)}…` },
    },
    warnings: [cut('title')],
  },
  {
    label: '10 kB of push body, cut',
    with: { mode: 'push', body: 'y'.repeat(TEN_KB) },
    request: 'push',
    fields: { body: { encoded: `${'y'.repeat(999)}${ELLIPSIS_ENCODED}`, value: `${'y'.repeat(999)}…` } },
    warnings: [cut('body')],
  },
  {
    label: 'a title with spaces around it, trimmed as the runner does',
    with: { title: '  Release  ' },
    request: 'start',
    fields: { title: { encoded: 'Release', value: 'Release' } },
  },
  {
    label: 'severity in lower case, on a push',
    with: { mode: 'push', severity: 'crit' },
    request: 'push',
    fields: { type: { encoded: 'CRIT', value: 'CRIT' } },
  },
  {
    label: 'severity in mixed case, on an activity',
    with: { severity: 'Warn' },
    request: 'start',
    fields: { severity: { encoded: 'WARN', value: 'WARN' } },
  },
  {
    label: 'progress 100 and steps 1000, the upper edges',
    with: { progress: '100', steps: '1000' },
    request: 'start',
    fields: { progress: { encoded: '100', value: '100' }, steps: { encoded: '1000', value: '1000' } },
  },
  {
    label: 'every input with a default set to empty: the defaults (an activity, shared, ended after 60 s)',
    with: { mode: '', matrix: '', 'end-activity': '', 'dismissal-delay': '', 'min-update-interval': '' },
    request: 'end',
    fields: { dismissal_delay: { encoded: '60', value: '60' } },
  },
  {
    label: 'dismissal delay 0: the end carries none, and the activity goes at once',
    with: { 'dismissal-delay': '0' },
    request: 'end',
    fields: { type: { encoded: 'end', value: 'end' } },
    absent: ['dismissal_delay'],
  },
]

function clip(text: string): string {
  return text.length > 70 ? `${text.slice(0, 69)}…` : text
}

interface Run {
  readonly result: JobResult
  readonly requests: readonly RecordedRequest[]
}

async function run(
  runtime: NodeRuntime,
  inputs: Readonly<Record<string, string>>,
  local = false,
): Promise<Run> {
  const signalgrid = await SignalgridEmulator.start()
  const github = await GitHubEmulator.start()
  const services: Services = { signalgrid, github }
  const steps: StepSpec[] = [
    actionStep(services, inputs, { id: 'sg', ...(local ? { uses: './' } : {}) }),
    ...userSteps(['Build'], 200),
  ]
  let result: JobResult | undefined
  try {
    result = await runJob(jobSpec(services, runtime, steps))
    return { result, requests: [...signalgrid.requests] }
  } finally {
    await Promise.all([signalgrid.close(), github.close(), result?.remove()])
  }
}

// The runner's own warning when a local action has a pre: not the action's word.
const RUNNER_LOCAL_WARNING = /^`pre` execution is not supported for local action/

/** What the action itself said, in its own steps: not the runner, nor the user's steps. */
function ours(result: JobResult) {
  return result.annotations.filter(
    (annotation) =>
      (annotation.step.includes(ACTION) || annotation.step === 'Run ./') &&
      !RUNNER_LOCAL_WARNING.test(annotation.message),
  )
}

function stackTraces(result: JobResult): string[] {
  return result.stages.flatMap((stage) => stackTraceLines(`${stage.stdout}\n${stage.stderr}`))
}

/** The entries of the channel inputs a value sets: secrets, whatever is wrong with them. */
function channelEntries(value: Invalid): string[] {
  return ['channel', 'failure-alert-channel']
    .flatMap((input) => (value.with[input] ?? '').split(/[\n,]/))
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 2)
}

/** What keeps a refusal from being clear; empty when it is. */
function refusalProblems(value: Invalid, { result, requests }: Run): string[] {
  const problems: string[] = []
  const first = result.stages[0]
  const reader = value.local ? 'main' : 'pre'
  if (first?.stage !== reader || first.exitCode !== 1 || first.conclusion !== 'failure')
    problems.push(`${reader} should fail with exit code 1; ${first?.stage} exited ${first?.exitCode}`)
  const others = result.stages.slice(1).filter((stage) => stage.exitCode !== 0)
  for (const stage of others) problems.push(`${stage.stage} exited ${stage.exitCode} too`)
  const said = ours(result)
  const error = said.length === 1 && said[0]?.level === 'error' ? said[0].message : undefined
  if (!error) problems.push(`the action said ${JSON.stringify(said)}; expected exactly one error`)
  else {
    if (!error.includes(`"${value.input}"`))
      problems.push(`the error does not name "${value.input}": ${error}`)
    for (const allowed of value.allowed)
      if (!error.includes(allowed)) problems.push(`the error does not say "${allowed}": ${error}`)
    // A channel token is a secret: the error says which entry, never what it holds.
    for (const entry of channelEntries(value))
      if (error.includes(entry)) problems.push(`the error quotes a channel token: ${error}`)
  }
  for (const line of stackTraces(result)) problems.push(`stack trace: ${line}`)
  if (requests.length > 0) problems.push(`${requests.length} requests reached the service`)
  return problems
}

/** What keeps an awkward value from reaching the service exactly; empty when it does. */
function deliveryProblems(value: Awkward, { result, requests }: Run): string[] {
  const problems: string[] = []
  for (const stage of result.stages)
    if (stage.exitCode !== 0) problems.push(`${stage.stage} exited ${stage.exitCode}: ${stage.stdout}`)
  const said = ours(result)
  const warnings = value.warnings ?? []
  const saidRight =
    said.length === warnings.length &&
    said.every(
      (annotation, index) => annotation.level === 'warning' && warnings[index]?.test(annotation.message),
    )
  if (!saidRight)
    problems.push(`the action said ${JSON.stringify(said)}; expected ${warnings.length} warnings`)
  for (const line of stackTraces(result)) problems.push(`stack trace: ${line}`)
  const request = requests.find((candidate) => candidate.kind === value.request)
  if (!request) return [...problems, `no ${value.request} request reached the service`]
  if (request.outcome !== 'accepted')
    problems.push(`the service refused the ${value.request}: ${request.rejection?.text}`)
  const pairs = request.rawBody.split('&')
  for (const [field, { encoded, value: decoded }] of Object.entries(value.fields)) {
    if (!pairs.includes(`${field}=${encoded}`)) {
      const sent = pairs.find((pair) => pair.startsWith(`${field}=`))
      problems.push(
        `${field} went as ${sent?.slice(0, 80) ?? 'nothing'}, not ${field}=${encoded.slice(0, 80)}`,
      )
    }
    if (request.fields[field] !== decoded)
      problems.push(`the service read ${field} as ${request.fields[field]?.slice(0, 80)}`)
  }
  for (const field of value.absent ?? [])
    if (field in request.fields) problems.push(`${field} was sent: ${request.fields[field]}`)
  return problems
}

describe.concurrent('bad inputs', () => {
  describeEachNodeRuntime('on', (runtime) => {
    describe('invalid values fail the step with one error naming the input and what it allows', () => {
      for (const value of INVALID) {
        test(`${value.label}: ${clip(JSON.stringify(value.with))}`, async ({ task }) => {
          const problems = refusalProblems(value, await run(runtime, value.with, value.local))
          recordFigures(task, {
            suite: 'bad-inputs',
            runtime: runtime.name,
            expected: 'rejected',
            rejectedClearly: problems.length === 0,
            sentExactly: false,
          })
          expect(problems).toEqual([])
        })
      }
    })

    describe('awkward but valid values reach the service byte for byte', () => {
      for (const value of AWKWARD) {
        test(value.label, async ({ task }) => {
          const problems = deliveryProblems(value, await run(runtime, value.with))
          recordFigures(task, {
            suite: 'bad-inputs',
            runtime: runtime.name,
            expected: 'sent',
            rejectedClearly: false,
            sentExactly: problems.length === 0,
          })
          expect(problems).toEqual([])
        })
      }
    })
  })
})
