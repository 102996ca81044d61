import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

// The recipes, each a workflow in test/workflows, and what each costs a run in Signalgrid requests at most, read
// from the workflow by the rule docs/behaviour.md gives (## Quota): the start, an update per step change (and one
// as a failed step turns the activity red), up to `timed-updates` more per job as the bar moves through long
// steps, and the end, on each channel; the alert, on each of its channels, when the run fails. The README's table of recipes is made from this (`npm run docs`), and
// test/e2e/recipes.test.ts runs each workflow and holds what it sent to these figures.

export const RECIPE_FOLDER = 'test/workflows'

/** Signalgrid's plans, by the requests a month each allows. */
export const PLANS: readonly (readonly [string, number])[] = [
  ['Free', 100],
  ['Single', 10_000],
  ['Teams', 100_000],
]

/** The pace the README gives each recipe's plan at. */
export const RUNS_A_DAY = 10
const DAYS_A_MONTH = 30

/** How users name the action in `uses:`. */
const ACTION_NAME = 'signalgrid/signalgrid-action'
/** The action's own default, which the recipes do not set otherwise. */
const TIMED_UPDATES = 6

export interface WorkflowStep {
  readonly id?: string
  readonly name?: string
  readonly uses?: string
  readonly run?: string
  readonly with?: Readonly<Record<string, string | number | boolean>>
  readonly env?: Readonly<Record<string, string>>
}

export interface WorkflowJob {
  readonly needs?: string | readonly string[]
  readonly environment?: string
  readonly strategy?: { readonly matrix?: Readonly<Record<string, readonly unknown[]>> }
  readonly outputs?: Readonly<Record<string, string>>
  readonly steps: readonly WorkflowStep[]
}

export interface Workflow {
  readonly name: string
  readonly on: unknown
  readonly jobs: Readonly<Record<string, WorkflowJob>>
}

export interface Recipe {
  /** Its workflow's path from the repository's root. */
  readonly file: string
  readonly number: number
  readonly title: string
  /** Which shape of job it fits. */
  readonly fits: string
  /** The first release that has what it uses, or "Unreleased". */
  readonly release: string
  readonly workflow: Workflow
}

/** The requests a run sends to Signalgrid at most, every channel's together. */
export interface RecipeCost {
  readonly channels: number
  readonly starts: number
  /** At step changes, and those a later use of the action asks for (`progress`, `body`), on every channel. */
  readonly updates: number
  /** As the bar moves with the clock through long steps (`timed-updates`), on every channel. */
  readonly timed: number
  readonly ends: number
  /** Sent by every run: a push, the alert's test, or the reviewers' push (one reviewer's channel). */
  readonly pushes: number
  /** The failure alert, sent when the run fails. */
  readonly alerts: number
  /** A failing run's: every request above. */
  readonly total: number
  /** Requests the workflow's own scripts send besides, which no count here holds. */
  readonly scripted: boolean
}

/** Every recipe, in its number's order. */
export function readRecipes(root: string): Recipe[] {
  return readdirSync(join(root, RECIPE_FOLDER))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => readRecipe(root, `${RECIPE_FOLDER}/${name}`))
    .sort((a, b) => a.number - b.number)
}

/** A recipe's workflow, with what its first comment lines say of it: "# Recipe N: title", "# Fits:", "# Release:". */
export function readRecipe(root: string, file: string): Recipe {
  const text = readFileSync(join(root, file), 'utf8')
  const said = (label: string) => {
    const match = new RegExp(`^# ${label}: (.+)$`, 'm').exec(text)
    if (!match) throw new Error(`${file}: no "# ${label}:" line`)
    return match[1] as string
  }
  const heading = /^# Recipe (\d+): (.+)$/m.exec(text)
  if (!heading) throw new Error(`${file}: no "# Recipe N: title" line`)
  return {
    file,
    number: Number(heading[1]),
    title: heading[2] as string,
    fits: said('Fits'),
    release: said('Release'),
    workflow: parse(text) as Workflow,
  }
}

/** A use of this action in a step. */
function isOurs(step: WorkflowStep): boolean {
  return step.uses?.startsWith(`${ACTION_NAME}@`) === true
}

/** A channel input's entries: one per line, or separated by commas. */
function entries(value: string | number | boolean | undefined): number {
  return String(value ?? '')
    .split(/[\n,]/)
    .filter((entry) => entry.trim() !== '').length
}

function input(step: WorkflowStep, name: string): string {
  return String(step.with?.[name] ?? '')
}

/** The legs of a matrix job; 1 for a job that is not a matrix. */
export function legsOf(job: WorkflowJob): number {
  const dimensions = Object.values(job.strategy?.matrix ?? {})
  return dimensions.reduce((legs, values) => legs * values.length, 1)
}

/** Where a use sends the failure alert: its channels, or none when it sends none. */
function alertChannels(step: WorkflowStep): number {
  const alert = input(step, 'failure-alert')
  const channel = entries(step.with?.['failure-alert-channel'])
  if (alert === 'none' || (alert === '' && channel === 0)) return 0
  return channel > 0 ? channel : entries(step.with?.channel)
}

/** The jobs of one activity: those that share a name, or attach to a job's token, with the job that starts it. */
function activities(workflow: Workflow): string[][] {
  const groups = new Map<string, string[]>()
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const first = job.steps.find(isOurs)
    // A push, a test alert, a closing job and the reviewers' job are no job of an activity's: a closing job sends the end only where
    // no job of it did, so the end counted once holds it.
    if (!first || ['push', 'test-alert', 'close', 'approval'].includes(input(first, 'mode'))) continue
    const named = input(first, 'activity-name')
    const attached = /needs\.([\w-]+)\.outputs/.exec(input(first, 'activity-token'))?.[1]
    const key = named ? `name ${named}` : attached ? `job ${attached}` : `job ${name}`
    groups.set(key, [...(groups.get(key) ?? []), name])
  }
  return [...groups.values()]
}

/** What the recipe's workflow sends to Signalgrid in a run, at most. */
export function recipeCost(workflow: Workflow): RecipeCost {
  let channels = 0
  let starts = 0
  let updates = 0
  let timed = 0
  let pushes = 0
  let alerts = 0
  for (const names of activities(workflow)) {
    const jobs = names.map((name) => workflow.jobs[name] as WorkflowJob)
    const first = (jobs[0] as WorkflowJob).steps.find(isOurs) as WorkflowStep
    const each = entries(first.with?.channel)
    const following = input(first, 'track-steps') !== 'false' && input(first, 'progress-mode') !== 'steps'
    const budget = following ? Number(input(first, 'timed-updates') || TIMED_UPDATES) : 0
    const userSteps = (job: WorkflowJob) => job.steps.filter((step) => !isOurs(step)).length
    // A later use of the action in a job, with `progress` or `body`, is an update of its own.
    const explicit = jobs
      .flatMap((job) => job.steps.filter(isOurs).slice(1))
      .filter((step) => step.with?.progress !== undefined || step.with?.body !== undefined).length
    const legs = legsOf(jobs[0] as WorkflowJob)
    const perLeg = input(first, 'matrix') === 'per-leg'
    let changes: number
    let copies = 1
    if (legs > 1 && !perLeg) {
      // A shared matrix shows its legs, not their steps: one update as each leg ends, one as the first fails.
      changes = legs + 1
    } else {
      copies = perLeg ? legs : 1
      // Each job's steps, and one more as a step of it fails and turns the activity red at once. Between two
      // jobs the words change once ("build done · next: test"), and once more while a job waits for its
      // environment's approval ("deploy waits for approval").
      const between = jobs.length - 1 + jobs.filter((job) => job.environment !== undefined).length
      const own = jobs.reduce((sum, job) => sum + userSteps(job) + 1, 0)
      changes = following ? own + (jobs.length > 1 ? between : 0) : 0
    }
    // Each job spends its own budget of timed updates; a shared matrix's legs share one.
    const timedJobs = legs > 1 && !perLeg ? 1 : jobs.length
    channels = Math.max(channels, each)
    starts += each * copies
    updates += (changes + explicit) * each * copies
    timed += budget * timedJobs * each * copies
    alerts += jobs.reduce((sum, job) => sum + Math.max(0, ...job.steps.filter(isOurs).map(alertChannels)), 0)
  }
  for (const job of Object.values(workflow.jobs)) {
    for (const step of job.steps.filter(isOurs)) {
      if (input(step, 'mode') === 'push') pushes += entries(step.with?.channel)
      if (input(step, 'mode') === 'test-alert') pushes += alertChannels(step)
      // One push to each reviewer's channel, where the deploy waits for a reviewer: one reviewer's, counted here.
      if (input(step, 'mode') === 'approval') pushes += 1
    }
  }
  const scripted = Object.values(workflow.jobs).some((job) =>
    job.steps.some((step) => step.run?.includes('api.signalgrid.co') === true),
  )
  const ends = starts
  return {
    channels,
    starts,
    updates,
    timed,
    ends,
    pushes,
    alerts,
    total: starts + updates + timed + ends + pushes + alerts,
    scripted,
  }
}

/** The least plan that allows `perRun` requests a run at RUNS_A_DAY runs a day, and what a month then takes. */
export function planFor(perRun: number): { readonly plan: string; readonly monthly: number } {
  const monthly = perRun * RUNS_A_DAY * DAYS_A_MONTH
  const plan = PLANS.find(([, allows]) => allows >= monthly)?.[0] ?? 'more than Teams (ask Signalgrid)'
  return { plan, monthly }
}

/** "12 = 1 + 4 + 6 + 1": start, updates, timed updates and end, on each channel, and the alert and pushes. */
export function costText(cost: RecipeCost): string {
  const activity = cost.starts > 0
  const perChannel = (count: number) => count / Math.max(1, cost.starts)
  const sum = [cost.starts, cost.updates, cost.timed, cost.ends].map(perChannel).join(' + ')
  const copies = cost.starts > 1 ? `(${sum}) × ${cost.starts}` : sum
  const extras = [
    cost.pushes > 0 ? `${cost.pushes} push${cost.pushes === 1 ? '' : 'es'}` : '',
    cost.alerts > 0 ? `${cost.alerts} alert${cost.alerts === 1 ? '' : 's'} when it fails` : '',
  ].filter(Boolean)
  const parts = [activity ? copies : '', ...extras].filter(Boolean).join(' + ')
  return `${cost.total} = ${parts}${cost.scripted ? ', and the script’s own' : ''}`
}

/** A workflow that runs only when someone runs it (workflow_dispatch): no pace to reckon a plan at. */
export function byHand(workflow: Workflow): boolean {
  const on = workflow.on
  const events = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on as object)
  return events.length === 1 && events[0] === 'workflow_dispatch'
}

/** GitHub's anchor of a heading: lower case, punctuation gone, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

/** The heading the README gives a recipe. */
export function headingOf(recipe: Recipe): string {
  return `${recipe.number}. ${recipe.title}`
}

/** The README's table of recipes: which fits, what it costs a run, the plan it needs, the release that has it. */
export function recipesTable(root: string): string {
  const rows = readRecipes(root).map((recipe) => {
    const cost = recipeCost(recipe.workflow)
    const { plan, monthly } = planFor(cost.total)
    return [
      `[${headingOf(recipe)}](#${anchorOf(headingOf(recipe))})`,
      recipe.fits,
      costText(cost),
      byHand(recipe.workflow)
        ? 'any: it runs when you run it'
        : `${plan} (${monthly.toLocaleString('en-US')} a month)`,
      recipe.release,
    ]
  })
  return [
    `| Recipe | Fits | Requests a run, at most: start + updates + timed + end, per channel | Plan at ${RUNS_A_DAY} runs a day | Release |`,
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
}
