// The jobs emulator answers as GitHub documents its API: each endpoint the action reads, in the states the tests put
// it in, checked against the response schema of GitHub's OpenAPI description (@octokit/openapi). One liberty is
// known and kept apart: live answers list a step not begun as `pending`, which the description's enum lacks.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv, type ValidateFunction } from 'ajv'
import ajvFormats from 'ajv-formats'
import { describe, expect, test } from 'vitest'
import type { GitHubEmulator } from './github-emulator.js'
import { emulator, get } from './github-emulator-client.js'

const S = 1000

const description = nullableEnums(
  JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json'),
      'utf8',
    ),
  ),
) as { readonly openapi: string }
// OpenAPI 3.0's schemas are JSON Schema draft 4 to 7 with `nullable`, which Ajv takes; its other keywords
// (`example`, GitHub's `x-` ones) are not for validation.
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false })
// ajv-formats is CommonJS, its plugin both the module and its `default`.
ajvFormats.default(ajv)
ajv.addSchema(description, 'github')

/**
 * The description with null among the values of each nullable enum: in OpenAPI 3.0, `nullable: true` "adds null to
 * the allowed values", which Ajv does for `type` but not for `enum` (a job in progress has no conclusion yet).
 */
function nullableEnums(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableEnums)
  if (typeof value !== 'object' || value === null) return value
  const schema = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, nullableEnums(inner)]))
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null]
  return schema
}

/** The schema of the 200 answer of GET `path` (as the description writes it), compiled. */
function answerSchema(path: string): ValidateFunction {
  const pointer = ['paths', path, 'get', 'responses', '200', 'content', 'application/json', 'schema']
    .map((part) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1')))
    .join('/')
  const validate = ajv.getSchema(`github#/${pointer}`)
  if (!validate) throw new Error(`the description has no 200 answer of GET ${path}`)
  return validate
}

const JOB = '/repos/{owner}/{repo}/actions/jobs/{job_id}'
const RUN_JOBS = '/repos/{owner}/{repo}/actions/runs/{run_id}/jobs'
const ATTEMPT_JOBS = '/repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs'
const RUNS = '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs'
const PENDING = '/repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments'
const ANNOTATIONS = '/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations'

/** The emulator's answer to GET `template`, its parameters filled in, checked against the description's schema. */
async function expectDocumented(
  github: GitHubEmulator,
  template: string,
  parameters: Readonly<Record<string, string | number>>,
): Promise<unknown> {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    String({ owner: github.owner, repo: github.repo, ...parameters }[name]),
  )
  const response = await get(github, path)
  expect(response.status, path).toBe(200)
  const answer: unknown = await response.json()
  const validate = answerSchema(template)
  expect(validate(answer) ? [] : validate.errors, path).toEqual([])
  return answer
}

/**
 * A run of three jobs as the action's tests see runs: build completed, test in progress (a step done, one
 * running, one not begun), deploy waiting for its environment's reviewers; and a past successful run.
 */
function aRun(github: GitHubEmulator) {
  const run = github.addRun({ workflow: 'ci.yml', headBranch: 'main', status: 'in_progress' })
  const started = Date.now() - 60 * S
  const build = github.createFinishedJob({ runId: run.id, name: 'build' }, started, [
    { name: 'Set up job', durationMs: S },
    { name: 'Compile', durationMs: 20 * S },
    { name: 'Complete job', durationMs: 0 },
  ])
  const testing = github.createJob({ runId: run.id, name: 'test' })
  const steps = ['Set up job', 'Run tests', 'Upload'].map((name) => testing.addStep(name))
  testing.start()
  steps[0]?.start()
  steps[0]?.complete('success')
  steps[1]?.start()
  const deploy = github.createJob({ runId: run.id, name: 'deploy' })
  deploy.holdForApproval()
  github.hold(run.id, [
    { environment: 'production', reviewers: [{ user: 'mona' }, { team: 'releasers' }] },
    { environment: 'staging', waitTimerMinutes: 30, since: started },
  ])
  const past = github.addRun({ workflow: 'ci.yml', headBranch: 'main', conclusion: 'success' })
  github.createFinishedJob({ runId: past.id, name: 'build' }, started - 3_600 * S, [
    { name: 'Compile', durationMs: 20 * S },
  ])
  return { run, build, testing, deploy }
}

describe("the jobs emulator's answers, against GitHub's OpenAPI description", () => {
  test(`the description read is OpenAPI 3.0, and the check fails an answer that is not as documented`, () => {
    expect(description.openapi).toMatch(/^3\.0\./)
    const validate = answerSchema(JOB)
    expect(validate({ id: 1 })).toBe(false)
    expect(validate.errors?.map((error) => error.params)).toContainEqual({ missingProperty: 'run_id' })
  })

  test('a job, the jobs of a run and of its attempt, the runs of a workflow, what a run waits on, annotations', async () => {
    // Steps not begun as the description's enum has them (see the file's head).
    const github = await emulator({ notBegun: 'queued' })
    const { run, build, testing, deploy } = aRun(github)
    for (const job of [build, testing, deploy]) await expectDocumented(github, JOB, { job_id: job.id })
    const listed = (await expectDocumented(github, RUN_JOBS, { run_id: run.id })) as { jobs: unknown[] }
    expect(listed.jobs).toHaveLength(3)
    await expectDocumented(github, ATTEMPT_JOBS, { run_id: run.id, attempt_number: 1 })
    const runs = (await expectDocumented(github, RUNS, { workflow_id: 'ci.yml' })) as {
      workflow_runs: unknown[]
    }
    expect(runs.workflow_runs).toHaveLength(2)
    const pending = (await expectDocumented(github, PENDING, { run_id: run.id })) as unknown[]
    expect(pending).toHaveLength(2)
    deploy.reject()
    await expectDocumented(github, ANNOTATIONS, { check_run_id: deploy.id })
  })

  test('a job whose post was never reached, listed completed with no times once the job completed', async () => {
    const github = await emulator({ notBegun: 'queued', unreached: 'completed' })
    const job = github.createJob({ name: 'build' })
    const steps = ['Set up job', 'Run tests', 'Post Run signalgrid/signalgrid-action@v1'].map((name) =>
      job.addStep(name),
    )
    job.start()
    steps[0]?.start()
    steps[0]?.complete('success')
    steps[1]?.start()
    steps[1]?.complete('failure')
    job.complete('failure')
    const answer = (await expectDocumented(github, JOB, { job_id: job.id })) as {
      steps: { status: string }[]
    }
    expect(answer.steps.map((step) => step.status)).toEqual(['completed', 'completed', 'completed'])
  })

  test('live answers list a step not begun as `pending`: the one way the emulator leaves the description', async () => {
    const github = await emulator({ notBegun: 'pending' })
    const job = github.createJob({ name: 'build' })
    job.addStep('Set up job').start()
    job.addStep('Run tests')
    job.start()
    const response = await get(github, `/repos/${github.owner}/${github.repo}/actions/jobs/${job.id}`)
    const validate = answerSchema(JOB)
    expect(validate(await response.json())).toBe(false)
    expect(validate.errors?.map((error) => [error.instancePath, error.keyword])).toEqual([
      ['/steps/1/status', 'enum'],
    ])
  })
})
