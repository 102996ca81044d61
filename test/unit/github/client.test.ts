import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test, vi } from 'vitest'

// Every Octokit of the stages and the tracker comes from githubClient: the token goes to the API's origin and
// nowhere else, whatever an answer's Link header or a request's URL says. Two loopback servers play the API
// and another origin. @actions/github reads GITHUB_API_URL (and the proxy settings) when it is imported:
// each test loads the module afresh for its environment.

const TOKEN = 'ghs_SECRET_16C7e42F292c6912E7710c838347Ae178B4a'
const JOBS = 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs'
const ROUTE = { owner: 'octo-org', repo: 'octo-repo', run_id: 1, attempt_number: 1, per_page: 100 }

interface Heard {
  readonly url: string
  readonly headers: IncomingHttpHeaders
}

/** A loopback server that answers every request with `answer` (given the path and its own URL), and keeps what it was sent. */
async function server(answer: (path: string, self: string) => { body: unknown; link?: string }) {
  const heard: Heard[] = []
  let url = ''
  const http: Server = createServer((request, response) => {
    heard.push({ url: request.url ?? '', headers: request.headers })
    const { body, link } = answer(request.url ?? '', url)
    response.writeHead(200, { 'content-type': 'application/json', ...(link ? { link } : {}) })
    response.end(JSON.stringify(body))
  })
  http.listen(0, '127.0.0.1')
  await once(http, 'listening')
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  servers.push(http)
  return { url, heard }
}

const servers: Server[] = []
afterEach(async () => {
  vi.unstubAllEnvs()
  for (const http of servers.splice(0)) http.close()
})

async function load(apiUrl: string | undefined) {
  const env: Record<string, string | undefined> = {
    GITHUB_API_URL: apiUrl,
    HTTPS_PROXY: '',
    https_proxy: '',
    HTTP_PROXY: '',
    http_proxy: '',
  }
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  return import('../../../src/github/client.js')
}

const page = (jobs: number) => ({ total_count: 2, jobs: Array.from({ length: jobs }, (_, id) => ({ id })) })

describe('the API URL the token may go to', () => {
  test.each([
    [
      'plain http to another host',
      'http://ghes.internal:8080/api/v3',
      'GitHub API URL must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]), got http://ghes.internal:8080: credentials would travel in clear',
    ],
    [
      'plain http to a name under .localhost',
      'http://api.localhost:8080',
      'GitHub API URL must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]), got http://api.localhost:8080: credentials would travel in clear',
    ],
    [
      'a user name in it',
      'https://x:y@ghes.example/api/v3',
      'GitHub API URL must not contain a user name or password',
    ],
  ])('%s: refused when the client is made, before any request', async (_name, apiUrl, problem) => {
    const { githubClient } = await load(apiUrl)
    expect(() => githubClient(TOKEN)).toThrow(new TypeError(problem))
  })

  test('an empty token is refused', async () => {
    const { githubClient } = await load('https://ghes.example/api/v3')
    expect(() => githubClient(' ')).toThrow(new TypeError('the GitHub token is empty'))
  })

  test.each([
    ['unset', undefined],
    ['empty', ''],
  ])(
    "%s, it is api.github.com, @actions/github's own default: nothing else gets the token",
    async (_name, apiUrl) => {
      const other = await server(() => ({ body: {} }))
      const { githubClient, ForeignOriginError } = await load(apiUrl)
      const client = githubClient(TOKEN)
      const refused = await client.request(`GET ${other.url}/user`).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(ForeignOriginError)
      expect((refused as Error).message).toBe(
        `a request to ${new URL(other.url).host} was not sent: the GitHub token goes to the API's own origin only (api.github.com)`,
      )
      expect(other.heard).toEqual([])
    },
  )
})

describe('every request goes to the API’s origin or nowhere', () => {
  test('a next page on another origin is not asked for: the paginator rejects, and that origin hears nothing', async () => {
    const elsewhere = await server(() => ({ body: page(1) }))
    const api = await server(() => ({
      body: page(1),
      link: `<${elsewhere.url}/repos/octo-org/octo-repo/actions/runs/1/attempts/1/jobs?page=2>; rel="next"`,
    }))
    const { githubClient, ForeignOriginError } = await load(api.url)
    const client = githubClient(TOKEN)
    const refused = await client.paginate(JOBS, ROUTE).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ForeignOriginError)
    expect(String(refused)).not.toContain(TOKEN)
    expect(api.heard.map((request) => request.headers.authorization)).toEqual([`token ${TOKEN}`])
    expect(elsewhere.heard).toEqual([])
  })

  test('the same origin under another scheme or port is another origin', async () => {
    const api = await server(() => ({ body: page(1) }))
    const { port } = new URL(api.url)
    const { githubClient, ForeignOriginError } = await load(api.url)
    const client = githubClient(TOKEN)
    for (const url of [`https://127.0.0.1:${port}/x`, `http://127.0.0.1:${Number(port) + 1}/x`]) {
      await expect(client.request(`GET ${url}`)).rejects.toBeInstanceOf(ForeignOriginError)
    }
    expect(api.heard).toEqual([])
  })

  test('a next page on the API’s own origin is followed, with the token', async () => {
    const api = await server((path, self) =>
      path.includes('page=2')
        ? { body: page(1) }
        : {
            body: page(1),
            link: `<${self}/repos/octo-org/octo-repo/actions/runs/1/attempts/1/jobs?page=2>; rel="next"`,
          },
    )
    const { githubClient } = await load(`${api.url}/`)
    const jobs = await githubClient(TOKEN).paginate(JOBS, ROUTE)
    expect(jobs).toHaveLength(2)
    expect(api.heard.map((request) => request.headers.authorization)).toEqual([
      `token ${TOKEN}`,
      `token ${TOKEN}`,
    ])
  })

  test('what the caller adds to a request is seen only for requests that go out', async () => {
    const api = await server(() => ({ body: {} }))
    const { githubClient } = await load(api.url)
    const seen: string[] = []
    const client = githubClient(TOKEN, { beforeRequest: (_request, target) => seen.push(target.pathname) })
    await client.request('GET /zen')
    await client.request('GET https://example.com/zen').catch(() => {})
    expect(seen).toEqual(['/zen'])
  })
})
