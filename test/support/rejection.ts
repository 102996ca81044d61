import { SignalgridError } from '../../src/signalgrid/errors.js'

/** The SignalgridError a call rejects with; fails the test when it resolves or rejects with anything else. */
export async function signalgridFailure(promise: Promise<unknown>): Promise<SignalgridError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof SignalgridError)) throw new Error(`expected a SignalgridError, got ${String(error)}`)
  return error
}
