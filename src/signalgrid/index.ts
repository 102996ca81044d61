// The Signalgrid client as a library: no GitHub Actions in here.
export { DEFAULT_BASE_URL } from './base-url.js'
export {
  DEFAULT_TIMEOUTS,
  IDEMPOTENT_RETRY,
  MAX_RESPONSE_BYTES,
  mayHaveTakenEffect,
  ONCE_ONLY_RETRY,
  type RetryEvent,
  type RetryPolicy,
  SignalgridClient,
  type SignalgridClientOptions,
} from './client.js'
export * from './errors.js'
export type { TransportTimeouts } from './transport.js'
export * from './types.js'
