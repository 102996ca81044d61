import { getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici/index.js'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type ConnectProxy, startConnectProxy } from '../../support/connect-proxy.js'
import { installing } from './job-fixtures.js'

// A real CONNECT proxy on loopback, in capture mode: it records each tunnel and what the client sent through
// it, connects nowhere and answers 502, so nothing leaves this machine. Octokit must take the proxy that
// @actions/github chose from the environment when it was loaded, as every other action does. (The toolkit
// never proxies loopback hosts, hence an https host that the proxy alone "reaches".)

const TOKEN = 'ghs_SECRET_16C7e42F292c6912E7710c838347Ae178B4a'
let proxy: ConnectProxy

beforeEach(async () => {
  proxy = await startConnectProxy({ capture: true })
})

afterEach(() => {
  proxy.close()
  vi.unstubAllEnvs()
})

async function readThrough(env: Record<string, string>) {
  const base = {
    GITHUB_API_URL: 'https://ghes.example/api/v3',
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_EVENT_PATH: '',
    HTTPS_PROXY: '',
    https_proxy: '',
    HTTP_PROXY: '',
    http_proxy: '',
    NO_PROXY: '',
    no_proxy: '',
  }
  for (const [name, value] of Object.entries({ ...base, ...env })) vi.stubEnv(name, value)
  // The proxy is chosen when @actions/github is evaluated: load it afresh for this environment.
  vi.resetModules()
  const { CurrentJob } = await import('../../../src/github/current-job.js')
  const job = CurrentJob.of({ token: TOKEN, jobId: '89884262754', runnerName: 'runner', timeoutMs: 5_000 })
  return job?.read()
}

test.each(['HTTPS_PROXY', 'https_proxy'])(
  'with %s set, the job is read through the proxy, the token inside TLS',
  async (name) => {
    const answer = await readThrough({ [name]: `http://127.0.0.1:${proxy.port}` })
    expect(proxy.tunnels).toEqual(['ghes.example:443'])
    // The proxy answers the TLS hello with a 502: the read fails, as an answer, and says where it went.
    expect(answer).toMatchObject({ outcome: 'error', error: { kind: 'network' } })
    expect(answer?.outcome === 'error' && answer.error.message).toMatch(
      /^GET \/api\/v3\/repos\/octo-org\/octo-repo\/actions\/jobs\/89884262754: could not reach ghes\.example: /,
    )
    const sent = proxy.captured.map((traffic) => traffic.sent).join('')
    expect(sent.length).toBeGreaterThan(0)
    expect(sent).not.toContain(TOKEN)
    expect(sent).not.toContain('/repos/')
  },
)

test('NO_PROXY naming the API host keeps the request away from the proxy', async () => {
  // Without a proxy, npm undici's global dispatcher carries the request: here a mock, so nothing leaves.
  const previous = getGlobalDispatcher()
  const agent = new MockAgent()
  agent.disableNetConnect()
  agent
    .get('https://ghes.example')
    .intercept({ path: '/api/v3/repos/octo-org/octo-repo/actions/jobs/89884262754' })
    .reply(200, JSON.stringify(installing), { headers: { 'content-type': 'application/json' } })
  setGlobalDispatcher(agent)
  try {
    const answer = await readThrough({
      HTTPS_PROXY: `http://127.0.0.1:${proxy.port}`,
      NO_PROXY: 'ghes.example',
    })
    expect(answer?.outcome).toBe('job')
    expect(proxy.tunnels).toEqual([])
    agent.assertNoPendingInterceptors()
  } finally {
    setGlobalDispatcher(previous)
    await agent.close()
  }
})
