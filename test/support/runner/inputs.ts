import type { ActionManifest } from './action-manifest.js'
import type { JobStatus, MatrixLeg } from './types.js'

/** What `${{ … }}` in an input default can read, as the runner evaluates it at each stage. */
export interface ExpressionValues {
  readonly jobStatus: JobStatus
  /** '' where the server does not provide it (older GitHub Enterprise Server). */
  readonly checkRunId: string
  /** `job.workflow_ref`; '' where the runner does not provide it. */
  readonly jobWorkflowRef: string
  readonly token: string
  readonly leg: MatrixLeg
}

export interface StageInputs {
  /** Every input the stage gets, by name: the step's `with:` over the action's evaluated defaults. */
  readonly values: Record<string, string>
  /** Names in `with:` that action.yml does not declare (the runner warns, and still passes them). */
  readonly unexpected: readonly string[]
}

const EXPRESSION = /\$\{\{\s*(.*?)\s*\}\}/g

/** The inputs of one stage, evaluated now: the runner evaluates them again at each stage. */
export function stageInputs(
  manifest: ActionManifest,
  given: Readonly<Record<string, string>>,
  expressions: ExpressionValues,
  step: string,
): StageInputs {
  for (const [name, value] of Object.entries(given)) {
    if (value.includes('${{')) {
      throw new Error(
        `step ${step}, input ${name}: the harness does not evaluate expressions in with:, pass the value itself`,
      )
    }
  }
  const values: Record<string, string> = {}
  for (const [name, fallback] of manifest.inputs) {
    values[name] = given[name] ?? evaluateDefault(fallback ?? '', expressions, `action.yml input ${name}`)
  }
  const unexpected = Object.keys(given).filter((name) => !manifest.inputs.has(name))
  for (const name of unexpected) values[name] = given[name] as string
  return { values, unexpected }
}

/**
 * Evaluates the expressions of an action.yml default. The harness knows job.status, job.check_run_id,
 * job.workflow_ref, github.token, the job's strategy and its matrix; any other expression fails loudly, so a new
 * default cannot silently reach a stage as text.
 */
function evaluateDefault(template: string, values: ExpressionValues, where: string): string {
  const known: Record<string, string> = {
    'job.status': values.jobStatus,
    'job.check_run_id': values.checkRunId,
    'job.workflow_ref': values.jobWorkflowRef,
    'github.token': values.token,
    'strategy.job-index': String(values.leg.index),
    'strategy.job-total': String(values.leg.total),
    'strategy.fail-fast': String(values.leg.failFast),
    'toJSON(matrix)': JSON.stringify(values.leg.values, null, 2),
  }
  return template.replace(EXPRESSION, (_, expression: string) => {
    const value = known[expression]
    if (value === undefined) {
      throw new Error(
        `${where}: the harness cannot evaluate \${{ ${expression} }} (it knows ${Object.keys(known).join(', ')})`,
      )
    }
    return value
  })
}
