import { describe, expect, test } from 'vitest'
import type { Job, JobStep } from '../../../src/github/job.js'
import { jobEnding } from '../../../src/tracker/last-end.js'

const ACTION = 'Signalgrid'

function step(number: number, name: string, status: string, conclusion: string | null = null): JobStep {
  return { name, status, conclusion, number, startedAt: null, completedAt: null }
}

function jobOf(steps: readonly JobStep[], status = 'in_progress', conclusion: string | null = null): Job {
  return {
    id: 42,
    status,
    conclusion,
    name: 'build',
    runnerName: 'runner',
    htmlUrl: null,
    createdAt: null,
    startedAt: null,
    completedAt: null,
    steps,
  } as Job
}

// The runner's numbers: the pre and main records 1..5, the posts from 6 (ExecutionContext.cs).
const SET_UP = step(1, 'Set up job', 'completed', 'success')
const PRE = step(2, `Pre ${ACTION}`, 'completed', 'success')
const MAIN = step(3, ACTION, 'completed', 'success')

describe('what a job’s record says of its end, to its tracker', () => {
  test('a job that runs: nothing to do', () => {
    const job = jobOf([
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'in_progress'),
      step(9, `Post ${ACTION}`, 'pending'),
    ])
    expect(jobEnding(job, ACTION)).toBe('runs')
  })

  for (const notBegun of ['pending', 'queued']) {
    test(`a step cancelled, this action's post ${notBegun}: the end of last resort, cancelled`, () => {
      const job = jobOf([
        SET_UP,
        PRE,
        MAIN,
        step(4, 'Build', 'completed', 'cancelled'),
        step(5, 'Deploy', 'completed', 'skipped'),
        step(8, 'Post Cache', 'in_progress'),
        step(9, `Post ${ACTION}`, notBegun),
      ])
      expect(jobEnding(job, ACTION)).toEqual({ outcome: 'cancelled', failedStep: undefined })
    })
  }

  test('a step failed, then the job was cancelled (as fail-fast does): red, naming the failed step', () => {
    const job = jobOf([
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'failure'),
      step(5, 'Report', 'completed', 'cancelled'),
      step(9, `Post ${ACTION}`, 'pending'),
    ])
    expect(jobEnding(job, ACTION)).toEqual({ outcome: 'failure', failedStep: 'Build' })
  })

  test("once this action's post has begun, post ends the activity: the tracker goes on until post stops it", () => {
    const job = jobOf([
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'cancelled'),
      step(9, `Post ${ACTION}`, 'in_progress'),
    ])
    expect(jobEnding(job, ACTION)).toBe('runs')
  })

  test('a job completed whose post never began (the worker killed at the cancel timeout): ended as the job shows', () => {
    const steps = [
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'cancelled'),
      step(9, `Post ${ACTION}`, 'pending'),
    ]
    expect(jobEnding(jobOf(steps, 'completed', 'cancelled'), ACTION)).toEqual({
      outcome: 'cancelled',
      failedStep: undefined,
    })
    const lost = [SET_UP, PRE, MAIN, step(4, 'Build', 'in_progress'), step(9, `Post ${ACTION}`, 'pending')]
    expect(jobEnding(jobOf(lost, 'completed', 'failure'), ACTION)).toEqual({
      outcome: 'failure',
      failedStep: undefined,
    })
  })

  test('a job completed after its post: over, the tracker leaves', () => {
    const steps = [
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'success'),
      step(9, `Post ${ACTION}`, 'completed', 'success'),
    ]
    expect(jobEnding(jobOf(steps, 'completed', 'success'), ACTION)).toBe('over')
    expect(jobEnding(jobOf(steps.slice(0, 4), 'completed', 'success'), ACTION)).toBe('over')
  })

  test("another action's post of the same name pattern is not this action's", () => {
    const job = jobOf([
      SET_UP,
      PRE,
      MAIN,
      step(4, 'Build', 'completed', 'cancelled'),
      step(8, `Post ${ACTION} extra`, 'in_progress'),
      step(9, `Post ${ACTION}`, 'pending'),
    ])
    expect(jobEnding(job, ACTION)).toEqual({ outcome: 'cancelled', failedStep: undefined })
  })
})
