// A recipe's workflow (test/workflows) run as GitHub would run it, each job on the runner emulation running the
// bundled dist/, against one Signalgrid emulator, one jobs-API emulator and one artifact service: the jobs in the
// order their `needs:` give (those ready together side by side), a matrix as its legs at once, each `uses:` of
// this action with its `with:` as the workflow writes it, the expressions it uses evaluated, the secrets the
// emulator's. Every other step is a user's step that takes `stepMs`; the test says which one fails, or is
// cancelled. The only inputs added are the emulator's address, and what the test names (a shorter spacing).
import type { TestContext } from 'vitest'
import type { Recipe, WorkflowJob, WorkflowStep } from '../metadata/recipes.js'
import { ACTION, actionStep, jobSpec, type Services } from '../support/action-job.js'
import { ArtifactEmulator } from '../support/artifact-emulator.js'
import { nodeRuntimes } from '../support/runner/node-runtimes.js'
import type { JobResult, MatrixLeg, NodeRuntime, StepSpec } from '../support/runner-harness.js'
import { run, startServices } from './scenario.js'

/** The recipes' secrets: the client key, then the owner's, the team's and the on-call engineer's channels. */
const CHANNEL_SECRETS = ['SIGNALGRID_CHANNEL', 'SIGNALGRID_TEAM_CHANNEL', 'SIGNALGRID_ONCALL_CHANNEL']
const OWNER = 'ch_recipe_owner_5a1c'
const TEAM = 'ch_recipe_team_2e9b'
const ON_CALL = 'ch_recipe_oncall_7d4f'
/** Who reviews a job's environment (`environment:`), and the channel `actor-channels` gives them: the team's. */
export const REVIEWER = 'octocat'
/** The run the jobs belong to (the runner emulation's default). */
const RUN_ID = 7_000_000_001

// The runners' Node: what a recipe sends is the same on every runtime, which the lifecycle suites cover.
const runtime = nodeRuntimes().available.at(-1) as NodeRuntime

export interface RecipeRunOptions {
  /** How long each user's step takes. */
  readonly stepMs: number
  /** The user's step (its `run:`, or the action its `uses:` names) that fails, in every job that has it. */
  readonly fails?: string
  /** The user's step during which the run is cancelled, in every job that has it. */
  readonly cancels?: string
  /** Inputs given to every use of this action besides the workflow's own. */
  readonly inputs?: Readonly<Record<string, string>>
  /** The `workflow_dispatch` inputs (`inputs.<name>`). */
  readonly dispatch?: Readonly<Record<string, string>>
}

export interface RecipeRun {
  readonly services: Services
  readonly artifacts: ArtifactEmulator
  /** Every job's result, a matrix's legs each, in the order they ended. */
  readonly results: readonly JobResult[]
  /** The channel tokens of the recipe's channel secrets, by the secret's name. */
  readonly secrets: Readonly<Record<string, string>>
}

/** Runs the recipe's workflow to its end. */
export async function runRecipe(
  t: TestContext,
  recipe: Recipe,
  options: RecipeRunOptions,
): Promise<RecipeRun> {
  const services = await startServices(t, { signalgrid: { channel: OWNER, otherChannels: [TEAM, ON_CALL] } })
  const artifacts = await ArtifactEmulator.start()
  t.onTestFinished(() => artifacts.close())
  const secrets: Record<string, string> = {
    SIGNALGRID_CLIENT_KEY: services.signalgrid.clientKey,
    ...Object.fromEntries(CHANNEL_SECRETS.map((name, index) => [name, services.signalgrid.channels[index]])),
    SIGNALGRID_REVIEWER_CHANNELS: `${REVIEWER}: ${TEAM}`,
  }
  const { workflow } = recipe
  const ref = tagged(workflow.on) ? 'refs/tags/v1.4.0' : 'refs/heads/main'
  const outputs: Record<string, Record<string, string>> = {}
  const results: JobResult[] = []
  const done = new Set<string>()
  const jobs = Object.entries(workflow.jobs)
  while (done.size < jobs.length) {
    const ready = jobs.filter(
      ([name, job]) => !done.has(name) && needsOf(job).every((need) => done.has(need)),
    )
    if (ready.length === 0) throw new Error(`${recipe.file}: the jobs' needs make a cycle`)
    // A job with an environment waits for its reviewer while the jobs ready beside it run, as GitHub holds it.
    const held = ready.flatMap(([, job]) => (job.environment ? [job.environment] : []))
    if (held.length > 0)
      services.github.hold(
        RUN_ID,
        held.map((environment) => ({ environment, reviewers: [{ user: REVIEWER }] })),
      )
    await Promise.all(
      ready.map(async ([name, job]) => {
        const context = {
          secrets,
          refName: ref.replace(/^refs\/(heads|tags)\//, ''),
          outputs,
          dispatch: options.dispatch ?? {},
        }
        const legs = await Promise.all(
          legsOf(job).map(async (leg) => {
            const steps = job.steps.map((step) => stepSpec(services, step, options, context))
            const result = await run(
              t,
              jobSpec(services, runtime, steps, {
                context: {
                  workflow: workflow.name,
                  job: name,
                  jobName: leg.values ? `${name} (${Object.values(leg.values).join(', ')})` : name,
                  ref,
                  eventName: eventOf(workflow.on),
                  leg,
                },
                artifacts,
                secrets: Object.values(secrets),
              }),
            )
            results.push(result)
            return result
          }),
        )
        // A job's outputs, as its `outputs:` takes them from its steps' (a matrix's: its last leg's).
        const last = legs.at(-1) as JobResult
        outputs[name] = Object.fromEntries(
          Object.entries(job.outputs ?? {}).map(([output, expression]) => {
            const [, step, value] = /steps\.([\w-]+)\.outputs\.([\w-]+)/.exec(expression) ?? []
            return [output, last.outputs[step as string]?.[value as string] ?? '']
          }),
        )
        done.add(name)
      }),
    )
  }
  return { services, artifacts, results, secrets }
}

interface Context {
  readonly secrets: Readonly<Record<string, string>>
  readonly refName: string
  readonly outputs: Readonly<Record<string, Readonly<Record<string, string>>>>
  readonly dispatch: Readonly<Record<string, string>>
}

/** A step of the workflow as the runner emulation runs it. */
function stepSpec(
  services: Services,
  step: WorkflowStep,
  options: RecipeRunOptions,
  context: Context,
): StepSpec {
  if (step.uses === ACTION) {
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([name, value]) => [name, evaluate(String(value), context)]),
    )
    // The workflow's inputs as written: the credentials come from its secrets, not the emulator's defaults.
    const given = actionStep(services, { ...inputs, ...options.inputs })
    return { ...given, ...(step.id ? { id: step.id } : {}), ...(step.name ? { name: step.name } : {}) }
  }
  const what = step.run ?? step.uses ?? ''
  const result = what === options.fails ? 'failure' : what === options.cancels ? 'cancelled' : 'success'
  return { run: what, name: step.name ?? `Run ${what.split('\n')[0]}`, sleepMs: options.stepMs, result }
}

/** A `with:` value with its expressions evaluated: the ones the recipes use, and no other. */
function evaluate(value: string, context: Context): string {
  return value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
    const secret = /^secrets\.(\w+)$/.exec(expression)?.[1]
    if (secret !== undefined && context.secrets[secret] !== undefined) return context.secrets[secret]
    if (expression === 'github.ref_name') return context.refName
    const output = /^needs\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression)
    if (output) return context.outputs[output[1] as string]?.[output[2] as string] ?? ''
    const input = /^inputs\.([\w-]+)$/.exec(expression)?.[1]
    if (input !== undefined) return context.dispatch[input] ?? ''
    throw new Error(`a recipe's expression the run does not know: ${expression}`)
  })
}

function needsOf(job: WorkflowJob): readonly string[] {
  return job.needs === undefined ? [] : typeof job.needs === 'string' ? [job.needs] : job.needs
}

/** The job's legs, each with its matrix values; one leg that is no matrix's for a job that is not a matrix. */
function legsOf(job: WorkflowJob): MatrixLeg[] {
  const dimensions = Object.entries(job.strategy?.matrix ?? {})
  if (dimensions.length === 0) return [{ index: 0, total: 1, values: null, failFast: true }]
  const combinations = dimensions.reduce<Record<string, unknown>[]>(
    (so, [name, values]) => so.flatMap((partial) => values.map((value) => ({ ...partial, [name]: value }))),
    [{}],
  )
  return combinations.map((values, index) => ({ index, total: combinations.length, values, failFast: true }))
}

function events(on: unknown): string[] {
  return typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on as object)
}

function eventOf(on: unknown): string {
  return events(on)[0] as string
}

/** Whether the workflow runs on a tag's push (a release), so that its ref is a tag. */
function tagged(on: unknown): boolean {
  const push = (on as { push?: { tags?: unknown } } | undefined)?.push
  return typeof on === 'object' && on !== null && !Array.isArray(on) && push?.tags !== undefined
}
