import { describe, expect, test } from 'vitest'
import { type Job, parseJob } from '../../../src/github/job.js'
import { actionStepNames, userSteps } from '../../../src/github/job-steps.js'
import { ownStepName } from '../../../src/github/own-step.js'
import { type ApiStep, apiJob, done, pending, running } from './job-fixtures.js'

// The fixtures go through the same parser as the API's answers.
function job(steps: ApiStep[]): Job {
  const parsed = parseJob(apiJob(steps))
  if (!parsed.ok) throw new Error(parsed.problem)
  return parsed.job
}

/** A step begun `at` (ms since the epoch), as the API gives it: to the second. */
function begunAt(step: ApiStep, at: number): ApiStep {
  return { ...step, started_at: new Date(Math.floor(at / 1000) * 1000).toISOString().replace('.000Z', 'Z') }
}

const LOCAL = ['Run ./notify', 'Run ./notify/', 'Run /./notify', 'Run /./notify/']
const STAGE = Date.parse('2026-07-27T05:00:00Z')

describe("the name of this action's steps, of those the runner may give them", () => {
  test.each([
    ['Run ./notify/', 'Post Run ./notify/'],
    ['Run /./notify', 'Post Run /./notify'],
    ['Run ./notify', 'Post Run ./notify'],
  ])('the one the job lists: %s', (main, post) => {
    const listed = job([done('Set up job', 1), running(main, 2), pending('Build', 3), pending(post, 6)])
    expect(ownStepName(listed, STAGE, LOCAL)).toBe(main)
    const own = actionStepNames(ownStepName(listed, STAGE, LOCAL))
    expect(userSteps(listed.steps, own).map((step) => step.name)).toEqual(['Build'])
  })

  test('the first, while the job lists none of them and no step began with this use', () => {
    const listed = job([done('Set up job', 1), running('Phone', 2), pending('Post Phone', 4)])
    expect(ownStepName(listed, STAGE, LOCAL)).toBe('Run ./notify')
  })
})

describe('under a name of the workflow’s', () => {
  test('the step whose pre began as this use’s first stage began', () => {
    const listed = job([
      done('Set up job', 1),
      begunAt(done('Pre Phone', 2), STAGE - 1_000),
      pending('Phone', 3),
      pending('Build', 4),
      pending('Post Phone', 8),
    ])
    expect(ownStepName(listed, STAGE, LOCAL)).toBe('Phone')
  })

  test('without a pre (a local action), the step whose main began then and whose post is registered', () => {
    const listed = job([
      done('Set up job', 1),
      begunAt(running('Phone', 2), STAGE - 500),
      pending('Build', 3),
      pending('Post Phone', 6),
    ])
    expect(ownStepName(listed, STAGE, LOCAL)).toBe('Phone')
    expect(userSteps(listed.steps, actionStepNames('Phone')).map((step) => step.name)).toEqual(['Build'])
  })

  test('on a loaded runner, the stage recording its start seconds after its step began: that step still', () => {
    const loaded = job([
      done('Set up job', 1),
      begunAt(done('Pre Phone', 2), STAGE - 2_800),
      pending('Phone', 3),
    ])
    expect(ownStepName(loaded, STAGE, LOCAL)).toBe('Phone')
  })

  test('two uses named each their way, their pres one after the other: the one that began last before this use', () => {
    const both = job([
      done('Set up job', 1),
      begunAt(done('Pre Phone', 2), STAGE - 3_000),
      begunAt(done('Pre Pager', 3), STAGE - 1_000),
      pending('Phone', 4),
      pending('Pager', 5),
    ])
    expect(ownStepName(both, STAGE, LOCAL)).toBe('Pager')
    expect(ownStepName(both, STAGE - 2_000, LOCAL)).toBe('Phone')
  })

  test('a step that began too long before this use, or two that began in the same second: the first default name', () => {
    const early = job([
      done('Set up job', 1),
      begunAt(running('Phone', 2), STAGE - 11_000),
      pending('Post Phone', 4),
    ])
    expect(ownStepName(early, STAGE, LOCAL)).toBe('Run ./notify')
    const two = job([
      done('Set up job', 1),
      begunAt(done('Pre Phone', 2), STAGE - 1_000),
      begunAt(done('Pre Pager', 3), STAGE - 1_000),
      pending('Phone', 4),
      pending('Pager', 5),
    ])
    expect(ownStepName(two, STAGE, LOCAL)).toBe('Run ./notify')
  })
})
