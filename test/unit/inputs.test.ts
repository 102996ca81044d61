import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { parse } from 'yaml'
import { InputError, type Inputs, readInputs } from '../../src/inputs.js'
import { DEFAULT_BASE_URL } from '../../src/signalgrid/base-url.js'
import { stageInputs } from '../../src/stages/run-stage.js'

// Reading the inputs, in this process: what an empty value means, what a stage's debug log says of them, and
// how several problems are reported. test/reliability/bad-inputs.test.ts gives the bundled stages each refused value.

const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { default?: string }>
}
const NAMES = Object.keys(action.inputs)

const KEY = 'ck_SECRET_9d2e41f7'
const OWNER = 'ch_SECRET_owner_52ac'
const ON_CALL = 'ch_SECRET_oncall_7be1'
const GITHUB_TOKEN = 'ghs_SECRET_0c8f3a'

/** What the runner evaluates action.yml's expressions to, in a job that is not a matrix. */
const EVALUATED: Record<string, string> = {
  'job-status': 'success',
  'job-id': '42',
  'job-workflow-ref': 'octo-org/app/.github/workflows/ci.yml@refs/heads/main',
  'leg-index': '0',
  'leg-count': '1',
  'leg-values': 'null',
  'fail-fast': 'true',
  'github-token': GITHUB_TOKEN,
}

/** The inputs as the runner passes them to a step that sets `given`: each other one takes its default. */
function runnerPasses(given: Record<string, string>): Record<string, string> {
  const defaults = Object.fromEntries(
    NAMES.map((name) => [name, EVALUATED[name] ?? action.inputs[name]?.default ?? '']),
  )
  return { ...defaults, 'client-key': KEY, channel: OWNER, ...given }
}

let log = ''
beforeEach(() => {
  log = ''
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    log += String(chunk)
    return true
  })
})
afterEach(() => {
  // A refused input fails the stage, as the runner sees it: not this test process.
  process.exitCode = undefined
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** Only the inputs given: none left over from another test, nor from the environment vitest runs in. */
function given(inputs: Record<string, string>): void {
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) vi.stubEnv(name, undefined)
  for (const [name, value] of Object.entries(inputs)) vi.stubEnv(`INPUT_${name.toUpperCase()}`, value)
}

function read(inputs: Record<string, string>): Inputs {
  given(inputs)
  return readInputs()
}

/** The inputs as the first stage of a step reads them. */
function stage(inputs: Record<string, string>): Inputs | undefined {
  given(inputs)
  return stageInputs({ reportProblems: true })
}

describe('an empty input means its default in action.yml', () => {
  test.each(NAMES.filter((name) => !(name in EVALUATED) && !['client-key', 'channel'].includes(name)))(
    '%s: empty reads as its default',
    (name) => {
      const empty = read(runnerPasses({ [name]: '' }))
      const defaulted = read(runnerPasses({}))
      expect(empty).toEqual(defaulted)
    },
  )

  test('a step that sets every input to empty but the secrets gets the settings of one that sets none', () => {
    const empties = Object.fromEntries(NAMES.filter((name) => !(name in EVALUATED)).map((name) => [name, '']))
    const inputs = read(runnerPasses({ ...empties, 'client-key': KEY, channel: OWNER }))
    expect(inputs).toMatchObject({
      mode: 'activity',
      matrix: 'shared',
      endActivity: 'auto',
      progressMode: 'time',
      trackSteps: true,
      critical: false,
      failOnError: false,
      dismissalDelay: 60,
      failureDismissalDelay: 60,
      timedUpdates: 6,
      minUpdateIntervalSeconds: 5,
      failureAlert: 'none',
      baseUrl: DEFAULT_BASE_URL,
      title: undefined,
      progress: undefined,
    })
  })

  test('an empty failure-alert with an alert channel still sends the alert to it', () => {
    const inputs = read(runnerPasses({ 'failure-alert': '', 'failure-alert-channel': ON_CALL }))
    expect(inputs).toMatchObject({ failureAlert: 'push', failureAlertChannels: [ON_CALL] })
  })
})

describe("each stage's debug log", () => {
  test('says the settings read in one line, once the secrets are masked, with no secret in it', () => {
    const activityToken = 'TOKsecretish01'
    const inputs = stage(
      runnerPasses({
        channel: `${OWNER}\n${ON_CALL}`,
        'failure-alert-channel': ON_CALL,
        'activity-token': activityToken,
        mode: 'push',
        title: 'Release',
        'timed-updates': '3',
      }),
    )
    expect(inputs?.mode).toBe('push')
    const lines = log.split('\n')
    const settings = lines.filter((line) => line.startsWith('::debug::Signalgrid: settings '))
    expect(settings).toHaveLength(1)
    expect(lines.indexOf(settings[0] as string)).toBeGreaterThan(
      lines.findLastIndex((line) => line.startsWith('::add-mask::')),
    )
    expect(JSON.parse((settings[0] as string).slice('::debug::Signalgrid: settings '.length))).toMatchObject({
      mode: 'push',
      title: 'Release',
      timedUpdates: 3,
      channels: 2,
      failureAlertChannels: 1,
      clientKey: 'set',
      githubToken: 'set',
      activityToken: 'set',
    })
    for (const secret of [KEY, OWNER, ON_CALL, GITHUB_TOKEN, activityToken])
      expect(settings[0]).not.toContain(secret)
  })

  test('says nothing of settings that were refused: the error says what is wrong', () => {
    expect(stage(runnerPasses({ mode: 'pull' }))).toBeUndefined()
    expect(log).toContain(
      '::error::Input "mode" is "pull"; allowed values: activity, push, test-alert, alert, close, approval.',
    )
    expect(log).not.toContain('settings')
  })
})

describe('actor-channels: who ran the run hears the alert too', () => {
  const ACTOR = 'ch_SECRET_actor_4d1c'
  const OTHER = 'ch_SECRET_other_88f0'
  const MAP = `Octocat: ${ACTOR}\n\n  hubot :${OTHER}  \n`

  test("the triggering actor's channel joins the alert's, who re-ran the run before who started it", () => {
    vi.stubEnv('GITHUB_ACTOR', 'hubot')
    vi.stubEnv('GITHUB_TRIGGERING_ACTOR', 'octocat')
    const inputs = read(runnerPasses({ 'failure-alert-channel': ON_CALL, 'actor-channels': MAP }))
    expect(inputs.failureAlertChannels).toEqual([ON_CALL, ACTOR])
    vi.stubEnv('GITHUB_TRIGGERING_ACTOR', '')
    expect(read(runnerPasses({ 'actor-channels': MAP })).failureAlertChannels).toEqual([OWNER, OTHER])
  })

  test('a login the map does not name leaves the alert to its own channels', () => {
    vi.stubEnv('GITHUB_ACTOR', 'dependabot[bot]')
    const inputs = read(runnerPasses({ 'failure-alert-channel': ON_CALL, 'actor-channels': MAP }))
    expect(inputs.failureAlertChannels).toEqual([ON_CALL])
  })

  test('a malformed line fails the step naming its number, never its content; every token is masked first', () => {
    vi.stubEnv('GITHUB_ACTOR', 'octocat')
    const leaked = 'ch_SECRET_pasted_wrong_19ab'
    expect(stage(runnerPasses({ 'actor-channels': `octocat: ${ACTOR}\n${leaked}` }))).toBeUndefined()
    expect(log).toContain(
      '::error::Input "actor-channels": line 2 is not a line; allowed: one "login: channel-token" a line (a GitHub login, a colon, a channel token).',
    )
    expect(log).toContain(`::add-mask::${ACTOR}`)
    expect(log).toContain(`::add-mask::${leaked}`)
    const unmasked = log.split('\n').filter((line) => !line.startsWith('::add-mask::'))
    expect(unmasked.join('\n')).not.toMatch(/ch_SECRET/)
  })

  test('a login named twice is refused, by its line', () => {
    expect(() => read(runnerPasses({ 'actor-channels': `octocat: ${ACTOR}\nOctoCat: ${OTHER}` }))).toThrow(
      'Input "actor-channels": line 2 names a login a second time;',
    )
  })
})

test('every invalid input is named in one error, each with what it allows', () => {
  const error = (() => {
    try {
      read(runnerPasses({ mode: 'pull', 'timed-updates': 'many', 'track-steps': 'off' }))
    } catch (caught) {
      return caught
    }
  })()
  expect(error).toBeInstanceOf(InputError)
  expect((error as InputError).problems).toEqual([
    'Input "mode" is "pull"; allowed values: activity, push, test-alert, alert, close, approval.',
    'Input "track-steps" is "off"; allowed values: true, false.',
    'Input "timed-updates" is "many"; allowed values: a whole number from 0 to 100.',
  ])
})

test("the action's default base URL is the client's own", () => {
  expect(action.inputs['base-url']?.default).toBe(DEFAULT_BASE_URL)
})
