// The demo's command line: `npm run demo -- [--fast] [--fail | --cancel] [--live | --matrix | --pipeline] [--help]`.
import {
  CANCELLED_STEP,
  DEMO_STEPS,
  FAILING_LEG,
  FAILING_STEP,
  FAST_FACTOR,
  MATRIX_LEGS,
  PIPELINE_JOBS,
} from './scenario.js'
import { wrap } from './text.js'

export type JobOutcome = 'success' | 'failure' | 'cancelled'

export interface LiveCredentials {
  readonly clientKey: string
  readonly channel: string
}

export interface DemoOptions {
  readonly fast: boolean
  /** How the demo's job ends. */
  readonly outcome: JobOutcome
  /** The real service's credentials with --live; undefined: the Signalgrid emulator. */
  readonly live: LiveCredentials | undefined
  /** A matrix of legs sharing one activity instead of the one job. */
  readonly matrix: boolean
  /** A pipeline of three jobs sharing one activity by its token instead of the one job. */
  readonly pipeline: boolean
}

export type ParsedCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'run'; readonly options: DemoOptions }
  | { readonly kind: 'error'; readonly message: string }

export const KEY_VARIABLE = 'SIGNALGRID_CLIENT_KEY'
export const CHANNEL_VARIABLE = 'SIGNALGRID_CHANNEL'

const OPTIONS = ['--fast', '--fail', '--cancel', '--live', '--matrix', '--pipeline', '--help']

export function parseOptions(args: readonly string[], env: NodeJS.ProcessEnv): ParsedCommand {
  const given = new Set<string>()
  for (const arg of args) {
    const option = arg === '-h' ? '--help' : arg
    if (!OPTIONS.includes(option)) {
      return { kind: 'error', message: `unknown option '${arg}'; the options are ${OPTIONS.join(', ')}` }
    }
    given.add(option)
  }
  if (given.has('--help')) return { kind: 'help' }
  if (given.has('--fail') && given.has('--cancel')) {
    return { kind: 'error', message: '--fail and --cancel cannot be combined: a job fails or is cancelled' }
  }
  const outcome = given.has('--fail') ? 'failure' : given.has('--cancel') ? 'cancelled' : 'success'
  if (given.has('--matrix') && given.has('--live')) {
    return {
      kind: 'error',
      message: '--matrix runs on the emulators only: its legs meet on an emulated artifact service',
    }
  }
  if (given.has('--pipeline') && (given.has('--matrix') || given.has('--live'))) {
    return {
      kind: 'error',
      message:
        '--pipeline runs its three jobs on the emulators, and cannot be combined with --matrix or --live',
    }
  }
  const base = {
    fast: given.has('--fast'),
    outcome,
    matrix: given.has('--matrix'),
    pipeline: given.has('--pipeline'),
  } as const
  if (!given.has('--live')) return { kind: 'run', options: { ...base, live: undefined } }
  const clientKey = env[KEY_VARIABLE]?.trim() ?? ''
  const channel = env[CHANNEL_VARIABLE]?.trim() ?? ''
  if (!clientKey || !channel) return { kind: 'error', message: liveSetup(clientKey, channel) }
  return { kind: 'run', options: { ...base, live: { clientKey, channel } } }
}

function liveSetup(clientKey: string, channel: string): string {
  const missing = [clientKey ? '' : KEY_VARIABLE, channel ? '' : CHANNEL_VARIABLE].filter(Boolean)
  return [
    `--live talks to the real Signalgrid service and needs ${missing.join(' and ')} in the environment:`,
    `  ${KEY_VARIABLE}   your client key (https://docs.signalgrid.co/get-started/find-client-key)`,
    `  ${CHANNEL_VARIABLE}      the token of the channel to check (https://docs.signalgrid.co/get-started/find-channel-token)`,
    'For example, without leaving them in your shell history:',
    `  read -rs ${KEY_VARIABLE} && read -rs ${CHANNEL_VARIABLE} && export ${KEY_VARIABLE} ${CHANNEL_VARIABLE}`,
    '  npm run demo -- --live',
  ].join('\n')
}

export function usage(): string {
  const steps = DEMO_STEPS.map((step) => step.name).join(', ')
  const seconds = DEMO_STEPS.reduce((sum, step) => sum + step.seconds, 0)
  const about =
    `Runs a deploy job of ${DEMO_STEPS.length} steps (${steps}) through the runner harness, which runs the ` +
    'bundled dist/ as the GitHub runner does, against local emulators of Signalgrid and of the GitHub jobs ' +
    'API. It draws what the phone shows as the steps advance, the end and its dismissal, then the requests ' +
    'made and the job summary.'
  const legs = MATRIX_LEGS.map((leg) => leg.os).join(', ')
  const jobs = PIPELINE_JOBS.map((job) => job.name)
  return `Usage: npm run demo -- [--fast] [--fail | --cancel] [--live | --matrix | --pipeline]

${wrap(about, 104).join('\n')}

Options:
  --fast    steps ${FAST_FACTOR} times shorter (about ${Math.round(seconds / FAST_FACTOR)} s instead of ${seconds} s), updates 1 s apart instead of 5 s,
            and a shortened dismissal countdown
  --fail    "${FAILING_STEP}" fails: the activity ends red and a critical push alert follows (with --live,
            a real critical alert, which may sound through Do Not Disturb)
  --cancel  the job is cancelled during "${CANCELLED_STEP}": the activity ends yellow
  --live    send to the real Signalgrid service instead of the emulator, to check a channel before wiring
            a workflow; needs ${KEY_VARIABLE} and ${CHANNEL_VARIABLE} set, and uses about
            ${DEMO_STEPS.length + 3} requests of the account's monthly quota (the free plan has 100)
  --matrix  a matrix job of ${MATRIX_LEGS.length} legs (${legs}), each on its own runner at its own pace, sharing one
            activity through the run's artifacts (an emulated artifact service); with --fail or --cancel,
            only the ${FAILING_LEG} leg fails or is cancelled (the matrix has fail-fast off)
  --pipeline the same steps as a pipeline of ${jobs.length} jobs (${jobs.join(', ')}), one after the other, sharing one
            activity by its token (recipe 2); with --fail "${FAILING_STEP}" fails and the jobs after it do not run;
            the job that ends the activity draws the whole run in its job summary
  --help    this text

The job summary the demo shows is also written to a file, whose path it prints: GitHub draws its picture (a
Mermaid gantt); a Markdown preview that renders Mermaid shows it too.

Colours are off when NO_COLOR is set or the output is not a terminal; then each new phone state is printed
as a block instead of being redrawn in place. Exit code: 0 when the demo showed its job (a failing or
cancelled one too); 1 when the demo broke, found the action misbehaving, or, with --live, the service did
not take every request; 2 for a bad command line.
`
}
