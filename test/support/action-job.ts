import type { GitHubEmulator } from './github-emulator.js'
import type { ActionStepSpec, JobSpec, NodeRuntime, RunStepSpec, StepSpec } from './runner-harness.js'
import type { SignalgridEmulator } from './signalgrid-emulator.js'

/**
 * Jobs that use this action against the emulators: the pieces every end-to-end scenario, the reliability
 * suites, the demo and the benchmark assemble, so that each says only what is particular to it.
 */
export interface Services {
  readonly signalgrid: SignalgridEmulator
  readonly github: GitHubEmulator
}

/** How the action is referred to in `uses:` (its jobs API step is then "Run signalgrid/signalgrid-action@v1"). */
export const ACTION = 'signalgrid/signalgrid-action@v1'

/** A use of the action wired to the emulators: credentials and base URL set, `inputs` on top. */
export function actionStep(
  services: Services,
  inputs: Readonly<Record<string, string>> = {},
  step: Partial<ActionStepSpec> = {},
): ActionStepSpec {
  const { signalgrid } = services
  return {
    uses: ACTION,
    ...step,
    with: {
      'client-key': signalgrid.clientKey,
      channel: signalgrid.channel,
      'base-url': signalgrid.url,
      ...inputs,
    },
  }
}

/** The user's own steps, each taking `sleepMs`. */
export function userSteps(
  names: readonly string[],
  sleepMs: number,
  step: Partial<RunStepSpec> = {},
): RunStepSpec[] {
  return names.map((name) => ({ run: name.toLowerCase().replace(/\s+/g, '-'), name, sleepMs, ...step }))
}

/** A job on `runtime` whose jobs API is the GitHub emulator, with the Signalgrid secrets masked as the runner does. */
export function jobSpec(
  services: Services,
  runtime: NodeRuntime,
  steps: readonly StepSpec[],
  spec: Partial<JobSpec> = {},
): JobSpec {
  return {
    runtime,
    github: services.github,
    secrets: [services.signalgrid.clientKey, services.signalgrid.channel],
    steps,
    ...spec,
  }
}
