import { describe, expect, test } from 'vitest'
import { type Job, parseJob } from '../../../src/github/job.js'
import {
  actionStepNames,
  begun,
  type StepProgress,
  stepProgress,
  userSteps,
} from '../../../src/github/job-steps.js'
import {
  type ApiStep,
  apiJob,
  done,
  finished,
  installing,
  pending,
  running,
  settingUp,
  testsFailed,
  USER_STEPS,
} from './job-fixtures.js'

// The fixtures go through the same parser as the API's answers.
function job(value: Record<string, unknown>): Job {
  const parsed = parseJob(value)
  if (!parsed.ok) throw new Error(parsed.problem)
  return parsed.job
}

function progressOf(steps: ApiStep[]): StepProgress {
  return stepProgress(job(apiJob(steps)))
}

const names = (value: Record<string, unknown>) => userSteps(job(value).steps).map((step) => step.name)

describe("which steps are the user's", () => {
  test('"Set up job", the pre step and the registered post steps are left out; "Post results" stays', () => {
    expect(names(installing)).toEqual(USER_STEPS)
    expect(names(settingUp)).toEqual(USER_STEPS)
  })

  test('"Complete job" and every post step are left out once the job is done', () => {
    expect(names(finished)).toEqual(USER_STEPS)
  })

  test('a job container\'s "Initialize containers" and "Stop containers" are left out', () => {
    // Three records at setup, so "Stop containers" (registered while "Initialize containers" ran) is 6.
    const steps = [
      done('Set up job', 1),
      done('Initialize containers', 2),
      running('Run make test', 3),
      pending('Stop containers', 6),
    ]
    expect(userSteps(job(apiJob(steps)).steps).map((step) => step.name)).toEqual(['Run make test'])
  })

  test('a runner\'s job hooks, "Set up runner" and "Complete runner", are left out', () => {
    const steps = [
      done('Set up job', 1),
      done('Set up runner', 2),
      done('Run make test', 3),
      done('Complete runner', 4),
      running('Complete job', 5),
    ]
    expect(userSteps(job(apiJob(steps)).steps).map((step) => step.name)).toEqual(['Run make test'])
  })

  test('user steps that merely start with "Pre " or "Post " stay when they have no counterpart', () => {
    const steps = [
      done('Set up job', 1),
      done('Pre release checks', 2),
      done('Run actions/checkout@v4', 3),
      running('Post results', 4),
      pending('Post Run actions/checkout@v4', 8),
    ]
    expect(names(apiJob(steps))).toEqual(['Pre release checks', 'Run actions/checkout@v4', 'Post results'])
  })

  // 8 is where the runner numbers it; 5 shows the names alone suffice, should the numbering ever change.
  test.each([8, 5])(
    'pre and post steps whose name kept an unevaluated expression are still told apart (post numbered %i)',
    (postNumber) => {
      // name: Deploy ${{ env.TARGET }} cannot be evaluated at setup: the pre step and the post step it
      // registers keep the expression, the main step shows the value once it runs (ActionRunner.cs).
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as the runner shows it
      const unevaluated = 'Deploy ${{ env.TARGET }}'
      const steps = [
        done('Set up job', 1),
        done(`Pre ${unevaluated}`, 2),
        running('Deploy production', 3),
        pending('Notify', 4),
        pending(`Post ${unevaluated}`, postNumber),
      ]
      expect(names(apiJob(steps))).toEqual(['Deploy production', 'Notify'])
    },
  )

  test('a post step is recognised by its number when its name matches no step', () => {
    // The REST description's example job (github/rest-api-description, components/examples/job) lists
    // "Post actions/cache@v3" beside "Run actions/cache@v3": only the gap in numbering (8, then 16) tells.
    const example = [
      'Set up job',
      'Run actions/checkout@v2',
      'Set up Ruby',
      'Run actions/cache@v3',
      'Install Bundler',
      'Install Gems',
      'Run Tests',
      'Deploy to Heroku',
    ].map((name, index) => done(name, index + 1))
    const steps = [...example, done('Post actions/cache@v3', 16), done('Complete job', 17)]
    expect(names(apiJob(steps))).toEqual(example.slice(1).map((step) => step.name))
  })

  test('run order is the step number, whatever the order of the list', () => {
    const shuffled = [...(installing.steps as ApiStep[])].reverse()
    expect(names(apiJob(shuffled))).toEqual(USER_STEPS)
    expect(stepProgress(job(apiJob(shuffled)))).toEqual(stepProgress(job(installing)))
  })
})

describe('steps the caller excludes', () => {
  test('are not counted, wherever they stand, while pre and post steps stay excluded as before', () => {
    const ownName = 'Run signalgrid/signalgrid-action@v1'
    const value = apiJob([
      done('Set up job', 1),
      done(`Pre ${ownName}`, 2),
      done(ownName, 3),
      running('Build', 4),
      pending(ownName, 5),
      pending('Test', 6),
    ])
    const progress = stepProgress(job(value), new Set([ownName]))
    expect(userSteps(job(value).steps, new Set([ownName])).map((step) => step.name)).toEqual([
      'Build',
      'Test',
    ])
    expect(progress).toMatchObject({ total: 2, completed: 0, current: { position: 1, name: 'Build' } })
  })
})

describe("an action's own steps", () => {
  const ownName = 'Run signalgrid/signalgrid-action@v1'

  test('are its main step and the pre and post steps named after it', () => {
    expect(actionStepNames(ownName)).toEqual(new Set([ownName, `Pre ${ownName}`, `Post ${ownName}`]))
  })

  test('while the list grows, its pre step listed before its main step is not taken for a user step', () => {
    // Steps not started yet are not listed: only "Set up job" and the running pre step are.
    const early = job(apiJob([done('Set up job', 1), running(`Pre ${ownName}`, 2)]))
    expect(userSteps(early.steps, new Set([ownName])).map((step) => step.name)).toEqual([`Pre ${ownName}`])
    expect(userSteps(early.steps, actionStepNames(ownName))).toEqual([])
    expect(stepProgress(early, actionStepNames(ownName))).toMatchObject({ total: 0, current: undefined })
  })
})

describe('progress', () => {
  test('while "Set up job" runs: nothing completed, the first step is next', () => {
    expect(stepProgress(job(settingUp))).toEqual({
      total: 7,
      completed: 0,
      percent: 0,
      current: { position: 1, name: 'Run signalgrid/signalgrid-action@v1' },
      failed: undefined,
      done: false,
    })
  })

  test('mid-job: the completed count, the running step and its position', () => {
    expect(stepProgress(job(installing))).toEqual({
      total: 7,
      completed: 3,
      percent: 42,
      current: { position: 4, name: 'Install dependencies' },
      failed: undefined,
      done: false,
    })
  })

  test('a step not begun reads alike, listed `pending` (live answers) or `queued` (the documented enum)', () => {
    const queued = (value: Record<string, unknown>) =>
      apiJob(
        (value.steps as ApiStep[]).map((step) =>
          step.status === 'pending' ? { ...step, status: 'queued' } : step,
        ),
      )
    for (const listed of [settingUp, installing]) {
      expect(JSON.stringify(queued(listed))).toContain('"queued"')
      expect(stepProgress(job(queued(listed)))).toEqual(stepProgress(job(listed)))
      expect(userSteps(job(queued(listed)).steps).map((step) => step.name)).toEqual(USER_STEPS)
    }
    expect(begun(pending('Test', 3))).toBe(false)
    expect(begun({ status: 'queued' })).toBe(false)
    expect(begun(running('Test', 3))).toBe(true)
    expect(begun(done('Test', 3))).toBe(true)
  })

  test('between two steps the next one is current', () => {
    const steps = [done('Set up job', 1), done('Lint', 2), pending('Test', 3)]
    expect(progressOf(steps).current).toEqual({ position: 2, name: 'Test' })
  })

  test('a failed step is named with its position; the skipped steps after it complete the job, not the bar', () => {
    expect(stepProgress(job(testsFailed))).toEqual({
      total: 7,
      completed: 7,
      percent: 71,
      current: undefined,
      failed: { position: 5, name: 'Run tests' },
      done: true,
    })
  })

  test('the failure shows as soon as the step completes, before the job goes on', () => {
    const steps = [
      done('Set up job', 1),
      done('Lint', 2, 'failure'),
      pending('Test', 3),
      pending('Post Lint', 6),
    ]
    expect(progressOf(steps)).toMatchObject({
      completed: 1,
      failed: { position: 1, name: 'Lint' },
      done: false,
    })
  })

  test("a failed post step fails the job but has no position among the user's steps", () => {
    const steps = [
      done('Set up job', 1),
      done('Run actions/checkout@v4', 2),
      done('Post Run actions/checkout@v4', 4, 'failure'),
    ]
    expect(progressOf(steps)).toMatchObject({
      total: 1,
      done: true,
      failed: { position: undefined, name: 'Post Run actions/checkout@v4' },
    })
  })

  test('a continue-on-error step that failed is reported as "success" by the API, so nothing failed', () => {
    // What the API returns for `- run: npm run lint` with `continue-on-error: true` that exited 1: the
    // runner records the step's result as Succeeded (StepsRunner.cs); the steps after it run normally.
    const steps = [done('Set up job', 1), done('Lint', 2, 'success'), running('Test', 3)]
    expect(progressOf(steps)).toMatchObject({
      completed: 1,
      failed: undefined,
      current: { position: 2, name: 'Test' },
    })
  })

  test('a cancelled step is completed, not failed; the bar stays where the job stopped, before it', () => {
    const steps = [
      done('Set up job', 1),
      done('Build', 2),
      done('Test', 3, 'cancelled'),
      done('Deploy', 4, 'skipped'),
      done('Notify', 5, 'cancelled'),
    ]
    expect(progressOf(steps)).toEqual({
      total: 4,
      completed: 4,
      percent: 25,
      current: undefined,
      failed: undefined,
      cancelled: { position: 2, name: 'Test' },
      done: true,
    })
  })

  test('after a failure the bar stays at the failed step, whatever completes after it', () => {
    const steps = [done('Set up job', 1), done('Build', 2, 'failure'), done('Test', 3, 'skipped')]
    expect(progressOf(steps)).toMatchObject({ completed: 2, percent: 50, failed: { position: 1 } })
    const thenCancelled = [...steps, done('Clean up', 4, 'cancelled')]
    expect(progressOf(thenCancelled)).toMatchObject({ completed: 3, percent: 33 })
  })

  test('all done', () => {
    expect(stepProgress(job(finished))).toEqual({
      total: 7,
      completed: 7,
      percent: 100,
      current: undefined,
      failed: undefined,
      done: true,
    })
  })

  test('percent reaches 100 only when every step is completed', () => {
    const steps = [done('Set up job', 1), ...Array.from({ length: 199 }, (_, i) => done(`s${i}`, i + 2))]
    expect(progressOf([...steps, running('last', 201)]).percent).toBe(99)
  })

  test('a job that lists no steps yet is not done', () => {
    expect(progressOf([])).toEqual({
      total: 0,
      completed: 0,
      percent: 0,
      current: undefined,
      failed: undefined,
      done: false,
    })
  })
})

describe('a growing step list', () => {
  test("post steps appearing do not change the count of the user's steps", () => {
    expect(stepProgress(job(settingUp)).total).toBe(7)
    expect(stepProgress(job(installing)).total).toBe(7)
    expect(stepProgress(job(finished)).total).toBe(7)
  })

  test('a list that shows steps only as they start grows its total', () => {
    const early = progressOf([done('Set up job', 1), running('Build', 2)])
    const later = progressOf([done('Set up job', 1), done('Build', 2), running('Test', 3)])
    expect(early).toMatchObject({ total: 1, completed: 0, current: { position: 1, name: 'Build' } })
    expect(later).toMatchObject({ total: 2, completed: 1, current: { position: 2, name: 'Test' } })
  })
})
