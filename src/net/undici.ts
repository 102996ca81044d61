// undici less what no stage runs: what every part of the action loads where a package asks for undici
// (tsconfig.json's `paths`, which the build follows for the packages it bundles too). @actions/core loads
// undici through @actions/http-client, for a ProxyAgent, in every stage, and undici's index loads all of it,
// 0.93 MB: its web APIs (fetch, WebSocket, EventSource, the caches), its mocks, its other dispatchers. Only
// @actions/github runs fetch, in the tracker and in a stage that reads the job; nothing runs the rest. The parts
// here are undici's own files, so there is still one undici: the dispatchers and their API, for the Signalgrid
// client and @actions/http-client, and fetch, which loads the web APIs it needs at its first call.

import api from 'undici/lib/api/index.js'
import agent from 'undici/lib/dispatcher/agent.js'
import dispatcher from 'undici/lib/dispatcher/dispatcher.js'
import proxyAgent from 'undici/lib/dispatcher/proxy-agent.js'
import type { Dispatcher as UndiciDispatcher, fetch as undiciFetch } from 'undici/types/index.js'

// As undici's index does: every dispatcher gets request(), stream() and the rest of its API.
Object.assign(dispatcher.prototype, api)

export type Dispatcher = UndiciDispatcher
export type DispatchOptions = UndiciDispatcher.DispatchOptions
export type DispatchHandlers = UndiciDispatcher.DispatchHandlers
/** The class every dispatcher extends: one that answers without the network (a dry run) extends it too. */
export const Dispatcher = dispatcher
export const Agent = agent
export const ProxyAgent = proxyAgent

export const fetch: typeof undiciFetch = async (input, init) =>
  (await import('undici/lib/web/fetch/index.js')).fetch(input, init)
