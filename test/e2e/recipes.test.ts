// Each recipe of the README run end to end (recipe-run.ts), and what it sent held to what the README says it costs
// and to how the README says a run ends. The cost is the README's table (made from test/metadata/recipes.ts by
// `npm run docs`, which test/metadata/readme.test.ts holds the README to): each kind of request exactly as
// counted where the count is exact (the starts, the ends, the alert, the pushes), the updates within the count.
// These are a workflow's first runs, with no successful run before to pace a bar by: no timed update is due, so
// the updates are held to the step changes' count alone. The outcome table's rows are held to the ends these runs
// sent: each row needs a run that ends so.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { type Recipe, type RecipeCost, readRecipe, recipeCost } from '../metadata/recipes.js'
import type { Services } from '../support/action-job.js'
import type { RecordedRequest } from '../support/signalgrid-emulator.js'
import { type RecipeRun, type RecipeRunOptions, runRecipe } from './recipe-run.js'
import { expectCleanJob, jobsTimeoutMs, requestsOf } from './scenario.js'

const ROOT = new URL('../..', import.meta.url).pathname
const README = readFileSync(`${ROOT}README.md`, 'utf8')
const recipe = (name: string) => readRecipe(ROOT, `test/workflows/${name}`)

/** Each step long enough for the tracker to see it (it polls every 3 s), and one spacing of updates a second. */
const STEP_MS = 3_500
const FAST = { 'min-update-interval': '1' }

/** What the run sent to Signalgrid, by kind. */
interface Sent {
  readonly starts: number
  readonly updates: number
  readonly ends: number
  readonly pushes: number
  readonly total: number
}

function sent(services: Services): Sent {
  const count = (kind: 'start' | 'update' | 'end' | 'push') => requestsOf(services, kind).length
  return {
    starts: count('start'),
    updates: count('update'),
    ends: count('end'),
    pushes: count('push'),
    total: services.signalgrid.requests.length,
  }
}

/** The README's table says what the recipe costs: the row of the recipe, and the figure it gives. */
function statedTotal(recipe: Recipe): number {
  const row = README.split('\n').find((line) => line.startsWith(`| [${recipe.number}. ${recipe.title}](`))
  const total = /\| (\d+) = /.exec(row ?? '')?.[1]
  if (total === undefined) throw new Error(`README: no cost for recipe ${recipe.number}`)
  return Number(total)
}

/**
 * What a run sent against the recipe's cost, as the README states it: at most the total; the starts and the ends
 * one per channel, the pushes as counted, the alert exactly when the run failed; the updates within the step
 * changes' count (no timed update in a first run).
 */
function expectWithinCost(recipe: Recipe, run: RecipeRun, failed: boolean): { cost: RecipeCost; sent: Sent } {
  const cost = recipeCost(recipe.workflow)
  expect(statedTotal(recipe), 'the README states the cost the recipe has').toBe(cost.total)
  const what = sent(run.services)
  expect(what.total).toBeLessThanOrEqual(cost.total)
  expect(what.starts).toBe(cost.starts)
  expect(what.ends).toBe(cost.ends)
  expect(what.pushes).toBe(cost.pushes + (failed ? cost.alerts : 0))
  expect(what.updates).toBeLessThanOrEqual(cost.updates)
  return { cost, sent: what }
}

function expectClean(t: Parameters<typeof expectCleanJob>[0], run: RecipeRun, stageLimitMs?: number): void {
  for (const result of run.results)
    expectCleanJob(t, result, run.services, stageLimitMs === undefined ? {} : { stageLimitMs })
}

/** How each outcome ends, as the README's table "How it ends" says it, row by row. */
interface OutcomeRow {
  readonly outcome: string
  readonly severity: string
  /** The words, as a pattern: the example's durations and step name stand for any. */
  readonly says: RegExp
  /** The input whose value the activity stays for. */
  readonly stays: string
  /** Whether the alert goes (with `failure-alert`). */
  readonly alerts: boolean
}

function outcomeRows(): OutcomeRow[] {
  const section = README.slice(
    README.indexOf('## How it ends'),
    README.indexOf('\n## ', README.indexOf('## How it ends') + 1),
  )
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Outcome') && !line.startsWith('| ---'))
  return rows.map((row) => {
    const [outcome, , ends, , says, stays, alert] = row
      .split(' | ')
      .map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim())
    return {
      outcome: outcome as string,
      severity: /`([A-Z]+)`/.exec(ends as string)?.[1] ?? '',
      says: wordsPattern(says as string),
      stays: /`([\w-]+)`/.exec(stays as string)?.[1] ?? '',
      alerts: (alert as string).includes('`failure-alert`'),
    }
  })
}

/** "Failed at “Run tests” after 1m 3s" as a pattern: any step's name, any duration, "(usually …)" any or none. */
function wordsPattern(example: string): RegExp {
  const escaped = example
    .replace(/ \(usually [^)]+\)/, '\u0000')
    .replace(/“[^”]+”/g, '\u0001')
    .replace(/\d+m \d+s|\d+s/g, '\u0002')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = escaped
    .replace('\u0000', '( \\(usually (\\d+m )?\\d+s\\))?')
    .replaceAll('\u0001', '“[^”]+”')
    .replaceAll('\u0002', '(\\d+m )?\\d+s')
  return new RegExp(`^${pattern}$`)
}

/** The inputs of the recipe's use of the action that starts its activity. */
function startInputs(recipe: Recipe): Readonly<Record<string, string>> {
  const first = Object.values(recipe.workflow.jobs)[0]?.steps.find((step) =>
    step.uses?.startsWith('signalgrid/'),
  )
  return Object.fromEntries(Object.entries(first?.with ?? {}).map(([name, value]) => [name, String(value)]))
}

/** How long the activity stays after an end that says it stays for `input`, as the recipe sets the inputs. */
function staysFor(recipe: Recipe, input: string): string {
  const inputs = startInputs(recipe)
  const delay = inputs['dismissal-delay'] ?? '60'
  return input === 'failure-dismissal-delay' ? (inputs['failure-dismissal-delay'] ?? delay) : delay
}

/** The row's end against the end a run sent, and its alert against the pushes it sent. */
function expectEndsAsTheRowSays(
  row: OutcomeRow,
  recipe: Recipe,
  ends: readonly RecordedRequest[],
  pushes: number,
) {
  expect(ends.length).toBeGreaterThan(0)
  for (const end of ends) {
    expect(end.fields.severity, row.outcome).toBe(row.severity)
    expect(end.fields.body, row.outcome).toMatch(row.says)
    expect(end.fields.dismissal_delay ?? '0', row.outcome).toBe(staysFor(recipe, row.stays))
  }
  const alertSet = startInputs(recipe)['failure-alert'] !== undefined
  expect(pushes > 0, `${row.outcome}: the alert`).toBe(row.alerts && alertSet)
}

/**
 * The ends GitHub decides beside the job (a timeout's annotations, a newer run, a last job skipped): no recipe's
 * run shows them here; test/e2e/run-ends.test.ts runs each as GitHub shows it.
 */
const HELD_IN_RUN_ENDS: readonly string[] = ['timed-out', 'superseded', 'skipped']

/** The runs the outcome table is held to: which recipe, run how, ends as each row says. */
const OUTCOMES: Readonly<Record<string, { readonly recipe: string; readonly options: RecipeRunOptions }>> = {
  success: { recipe: 'step-progress.yml', options: { stepMs: STEP_MS, inputs: FAST } },
  failure: { recipe: 'release-alert.yml', options: { stepMs: STEP_MS, inputs: FAST, fails: 'make release' } },
  cancelled: {
    recipe: 'step-progress.yml',
    options: { stepMs: STEP_MS, inputs: FAST, cancels: 'make test' },
  },
}

describe.concurrent('the outcome table: each row as a run ends', {
  timeout: jobsTimeoutMs(3, 5 * STEP_MS),
}, () => {
  test('every row of the README’s table has a run here, or one of GitHub’s ends in run-ends.test.ts', () => {
    expect(outcomeRows().map((row) => row.outcome)).toEqual([
      ...Object.keys(OUTCOMES).slice(0, 2),
      'timed-out',
      'cancelled',
      ...HELD_IN_RUN_ENDS.slice(1),
    ])
  })

  test.for(
    outcomeRows()
      .filter((row) => !HELD_IN_RUN_ENDS.includes(row.outcome))
      .map((row) => [row.outcome, row] as const),
  )('%s', async ([outcome, row], t) => {
    const plan = OUTCOMES[outcome]
    if (!plan) throw new Error(`no run for the outcome "${outcome}"`)
    const run = await runRecipe(t, recipe(plan.recipe), plan.options)
    expectClean(t, run)
    expectEndsAsTheRowSays(
      row,
      recipe(plan.recipe),
      requestsOf(run.services, 'end'),
      requestsOf(run.services, 'push').length,
    )
  })
})

describe.concurrent('each recipe sends no more than the README says it costs', () => {
  test('1, one job: a start, an update at each step change, an end', {
    timeout: jobsTimeoutMs(3, 5 * STEP_MS),
  }, async (t) => {
    const one = recipe('step-progress.yml')
    const run = await runRecipe(t, one, { stepMs: STEP_MS, inputs: FAST })
    expectClean(t, run)
    const { sent } = expectWithinCost(one, run, false)
    // Each of the four steps, seen as it began (the first may share its update with the start's words).
    expect(sent.updates).toBeGreaterThanOrEqual(3)
  })

  test('2, a pipeline by a token: one activity for three jobs, the alert once when deploy fails', {
    timeout: jobsTimeoutMs(9, 7 * STEP_MS),
  }, async (t) => {
    const pipeline = recipe('pipeline.yml')
    const run = await runRecipe(t, pipeline, { stepMs: STEP_MS, inputs: FAST, fails: 'make deploy' })
    expectClean(t, run)
    expectWithinCost(pipeline, run, true)
    expect(requestsOf(run.services, 'end')[0]?.fields.severity).toBe('CRIT')
  })

  test('3, the release alert: the activity on two channels, the critical alert on the third', {
    timeout: jobsTimeoutMs(3, 4 * STEP_MS),
  }, async (t) => {
    const release = recipe('release-alert.yml')
    const run = await runRecipe(t, release, { stepMs: STEP_MS, inputs: FAST, fails: 'make release' })
    expectClean(t, run)
    expectWithinCost(release, run, true)
    const [alert] = requestsOf(run.services, 'push')
    expect(alert?.fields).toMatchObject({
      channel: run.secrets.SIGNALGRID_ONCALL_CHANNEL,
      critical: 'true',
      type: 'CRIT',
    })
  })

  test('4, progress from a script: a start, the later use’s update, an end', {
    timeout: jobsTimeoutMs(6, 4 * STEP_MS),
  }, async (t) => {
    const script = recipe('explicit-progress.yml')
    const run = await runRecipe(t, script, { stepMs: STEP_MS, inputs: FAST })
    expectClean(t, run)
    const { sent } = expectWithinCost(script, run, false)
    expect(sent.updates).toBe(1)
    expect(requestsOf(run.services, 'update')[0]?.fields).toMatchObject({
      progress: '50',
      body: 'Customers imported, importing orders',
    })
  })

  test('5, a matrix of six legs: one activity, and one alert when the legs fail', {
    timeout: jobsTimeoutMs(18, 6 * STEP_MS),
  }, async (t) => {
    const matrix = recipe('matrix.yml')
    const run = await runRecipe(t, matrix, { stepMs: STEP_MS, inputs: FAST, fails: 'npm test' })
    expect(run.results).toHaveLength(6)
    expectWithinCost(matrix, run, true)
    expect(requestsOf(run.services, 'end')[0]?.fields.severity).toBe('CRIT')
  })

  test('6, jobs that fan out by a name: one activity for four jobs, the alert once when deploy fails', {
    timeout: jobsTimeoutMs(12, 7 * STEP_MS),
  }, async (t) => {
    const fanOut = recipe('pipeline-by-name.yml')
    const run = await runRecipe(t, fanOut, { stepMs: STEP_MS, inputs: FAST, fails: 'make deploy' })
    expectWithinCost(fanOut, run, true)
    expect(requestsOf(run.services, 'end')[0]?.fields.severity).toBe('CRIT')
  })

  test('8, reviewers told of a deploy: the pipeline as one activity, one push to the reviewer’s channel', {
    timeout: jobsTimeoutMs(9, 4 * STEP_MS),
  }, async (t) => {
    const approval = recipe('approval.yml')
    const run = await runRecipe(t, approval, { stepMs: STEP_MS, inputs: FAST })
    expectClean(t, run)
    expectWithinCost(approval, run, false)
    expect(requestsOf(run.services, 'push').map((push) => push.fields)).toEqual([
      expect.objectContaining({
        channel: run.secrets.SIGNALGRID_TEAM_CHANNEL,
        type: 'WARN',
        title: 'Deploy main',
        body: expect.stringMatching(/waits for your approval \(production\) · run #12\nhttps:\/\//),
      }),
    ])
  })

  test('7, the test alert: one critical push to the on-call channel, marked as a test, and nothing else', async (t) => {
    const tryIt = recipe('test-alert.yml')
    const run = await runRecipe(t, tryIt, { stepMs: STEP_MS, dispatch: { 'dry-run': 'false' } })
    expectClean(t, run)
    expectWithinCost(tryIt, run, false)
    expect(requestsOf(run.services, 'push').map((push) => push.fields)).toEqual([
      expect.objectContaining({
        channel: run.secrets.SIGNALGRID_ONCALL_CHANNEL,
        critical: 'true',
        type: 'CRIT',
        title: 'octo-org/octo-repo: a test of the failure alert',
        body: expect.stringMatching(/^Nothing failed: Test the alert sent this on purpose\./),
      }),
    ])
  })
})

/** The lines a dry run printed, each job's stages in order, and what each says was sent, field by field. */
function dryRunLines(
  run: RecipeRun,
): { readonly stage: string; readonly line: string; readonly fields: Record<string, string> }[] {
  return run.results.flatMap((result) =>
    result.stages.flatMap((stage) =>
      stage.stdout
        .split('\n')
        .filter((line) => line.startsWith('Signalgrid dry run, not sent: '))
        .map((line) => ({
          stage: stage.stage,
          line,
          fields: JSON.parse(/ (\{.*\})/.exec(line)?.[1] ?? '{}') as Record<string, string>,
        })),
    ),
  )
}

describe.concurrent('a dry run sends nothing, and prints each request it would send, its secrets masked', () => {
  test('7 ticked for a dry run: the alert in the job log, and nothing sent', async (t) => {
    const run = await runRecipe(t, recipe('test-alert.yml'), {
      stepMs: STEP_MS,
      dispatch: { 'dry-run': 'true' },
    })
    expectClean(t, run)
    expect(run.services.signalgrid.requests).toEqual([])
    expect(
      dryRunLines(run).map(({ stage, fields }) => [
        stage,
        fields.client_key,
        fields.channel,
        fields.critical,
      ]),
    ).toEqual([['main', '***', '***', 'true']])
    expect(dryRunLines(run)[0]?.line).toContain('/v1/push ')
  })

  test('a whole job (recipe 1): its start, each update and its end in the log, none sent', {
    timeout: jobsTimeoutMs(3, 5 * STEP_MS),
  }, async (t) => {
    const run = await runRecipe(t, recipe('step-progress.yml'), {
      stepMs: STEP_MS,
      inputs: { ...FAST, 'dry-run': 'true' },
    })
    expectClean(t, run)
    expect(run.services.signalgrid.requests).toEqual([])
    const lines = dryRunLines(run)
    for (const { fields } of lines) expect([fields.client_key, fields.channel]).toEqual(['***', '***'])
    // Post sends the end, then prints what the tracker had to say, its updates among it.
    expect(lines.map(({ stage, fields }) => `${stage} ${fields.type}`)).toEqual([
      'pre start',
      'post end',
      ...lines.filter(({ fields }) => fields.type === 'update').map(() => 'post update'),
    ])
    // The tracker's updates, printed by post with when it would have sent each: every step it saw begin.
    const updates = lines.filter(({ fields }) => fields.type === 'update')
    expect(updates.length).toBeGreaterThanOrEqual(3)
    for (const update of updates) expect(update.line).toMatch(/\(the tracker, at \d\d:\d\d:\d\d UTC\)$/)
    expect(lines[1]?.fields.body).toMatch(/^Succeeded in \d+s$/)
  })
})
