import { expect } from 'vitest'
import type { JobReadError, JobResponse } from '../../../src/github/current-job.js'

/** The error of a read that must be one, checked for its kind, and that `token` is nowhere in it. */
export function jobReadError(response: JobResponse, kind: JobReadError['kind'], token: string): JobReadError {
  if (response.outcome !== 'error') throw new Error(`expected an error, got ${response.outcome}`)
  expect(response.error.kind).toBe(kind)
  expect(JSON.stringify(response.error)).not.toContain(token)
  return response.error
}
