import { expect } from 'vitest'
import type { GitHubReadError } from '../../../src/github/errors.js'
import type { FailedRead } from '../../../src/github/jobs-api.js'

/** The error of a read that must be one, checked for its kind, and that `token` is nowhere in it. */
export function jobReadError(
  response: { readonly outcome: string } | FailedRead,
  kind: GitHubReadError['kind'],
  token: string,
): GitHubReadError {
  if (!('error' in response)) throw new Error(`expected an error, got ${response.outcome}`)
  expect(response.error.kind).toBe(kind)
  expect(JSON.stringify(response.error)).not.toContain(token)
  return response.error
}
