import { expect } from 'vitest'
import type { JobResponse } from '../../../src/github/current-job.js'
import type { GitHubReadError } from '../../../src/github/errors.js'

/** The error of a read that must be one, checked for its kind, and that `token` is nowhere in it. */
export function jobReadError(
  response: JobResponse,
  kind: GitHubReadError['kind'],
  token: string,
): GitHubReadError {
  if (response.outcome !== 'error') throw new Error(`expected an error, got ${response.outcome}`)
  expect(response.error.kind).toBe(kind)
  expect(JSON.stringify(response.error)).not.toContain(token)
  return response.error
}
