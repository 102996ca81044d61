import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { buffer } from 'node:stream/consumers'
import { type Answer, answerWithFault, type HttpFault, jsonAnswer, type Sent, send } from './http-faults.js'
import { Emulator, LoopbackServer, type Mutable, type Recorded } from './loopback-server.js'

/** What @actions/artifact calls: the Twirp methods of the artifact service, and the blob storage behind it. */
export type ArtifactCall =
  | 'CreateArtifact'
  | 'FinalizeArtifact'
  | 'ListArtifacts'
  | 'GetSignedArtifactURL'
  | 'DeleteArtifact'
  /** A block of the content (Put Block), or the list that commits them (Put Block List). */
  | 'upload-block'
  | 'upload-commit'
  | 'download'

export type ArtifactFault =
  | HttpFault
  /** Answered normally once `until` settles: a call the test holds while others go on. */
  | { readonly type: 'held'; readonly until: Promise<unknown> }
  /**
   * Carried out, and its answer lost on the way back. By a gateway (`answer` 'gateway', the default), which
   * answers 504: the client retries, and a retried CreateArtifact meets its own name (409). By the network:
   * the connection reset ('reset'), which the client throws as a NetworkError at once, unretried; or no
   * answer at all ('none'), which the client waits for until its caller gives up. The same faults before the
   * service acts are the transport's: { type: 'reset' } and { type: 'hang' }.
   */
  | { readonly type: 'lost'; readonly answer?: 'gateway' | 'reset' | 'none' }

export interface RecordedArtifactRequest extends Recorded<ArtifactFault> {
  readonly kind: ArtifactCall | undefined
  /** The artifact's name: the Twirp call's, or the one whose blob a storage request reads or writes. */
  readonly name: string | undefined
  readonly path: string
  /** The job backend id of the runtime token that made the call (Twirp calls only). */
  readonly job: string | undefined
  /** The request's JSON (Twirp calls), or the byte count of a blob request's body. */
  readonly request: unknown
}

export interface StoredArtifact {
  readonly id: number
  readonly name: string
  /** The job backend id of the leg that created it. */
  readonly job: string
  readonly mimeType: string
  readonly createdAt: Date
  /** When FinalizeArtifact made it visible; undefined before. */
  finalizedAt: Date | undefined
  /** The committed content; undefined until the upload commits. */
  content: Buffer | undefined
  /** Visible to the run only once finalized. */
  finalized: boolean
  digest: string | undefined
}

/** What a leg of the run needs to reach the service, as the runner gives it to a node action. */
export interface Leg {
  readonly job: string
  readonly env: {
    readonly ACTIONS_RUNTIME_TOKEN: string
    readonly ACTIONS_RESULTS_URL: string
    readonly GITHUB_SERVER_URL?: string
  }
}

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/'
/** The Twirp method a request calls; undefined for the blob storage. */
const twirpMethod = (url: URL) =>
  url.pathname.startsWith(TWIRP_PREFIX) ? url.pathname.slice(TWIRP_PREFIX.length) : undefined
const TWIRP_METHODS: readonly string[] = [
  'CreateArtifact',
  'FinalizeArtifact',
  'ListArtifacts',
  'GetSignedArtifactURL',
  'DeleteArtifact',
] satisfies ArtifactCall[]
/** Twirp's error codes and the HTTP status each goes with. */
const TWIRP_STATUS = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  already_exists: 409,
  failed_precondition: 412,
  internal: 500,
  unavailable: 503,
} as const
type TwirpCode = keyof typeof TWIRP_STATUS
/** A request's JSON. Wrapped scalars (StringValue, Int64Value) are bare JSON values; 64-bit integers are strings. */
type TwirpRequest = Readonly<Record<string, unknown>>

/**
 * The artifact service of one workflow run on 127.0.0.1: the Twirp API @actions/artifact calls (at
 * ACTIONS_RESULTS_URL), and the blob storage its signed URLs point to, on a port of its own, which can refuse
 * connections while the service answers (blobDown()), as another host would. Each leg of the run
 * gets a runtime token of its own (leg()); every leg sees every finalized artifact of the run, and a name is
 * taken once per run, the way the real service refuses a second CreateArtifact (409 already_exists). Every
 * call is recorded; faults are injected per call, and the whole service can go down.
 *
 *   const artifacts = await ArtifactEmulator.start()
 *   Object.assign(process.env, artifacts.leg().env)
 *   artifacts.inject('any', { type: 'status', status: 503 }, 'always')
 */
export class ArtifactEmulator extends Emulator<RecordedArtifactRequest, ArtifactCall, ArtifactFault> {
  /** The run's backend id, the middle of the token's Actions.Results scope. */
  readonly run = randomUUID()
  readonly #jobs = new Map<string, string>()
  readonly #artifacts: StoredArtifact[] = []
  readonly #blocks = new Map<number, Map<string, Buffer>>()
  /** The signature of each artifact's blob URLs, so no URL works for another artifact. */
  readonly #signatures = new Map<number, string>()
  /** Each request's body, read as it arrived. */
  readonly #bodies = new WeakMap<IncomingMessage, Buffer>()
  #nextId = 4_000_000_001
  /**
   * How long a finalized artifact stays out of listings (a reported lag: a later job listed 9 of 18). Its
   * name is taken at once, and a download by its id works.
   */
  listingLagMs = 0
  /**
   * The Content-Disposition a download of the artifact answers with: by default one naming the artifact's
   * file. Whether GitHub's blob storage ever answers with one an uploader chose is not known; a test can.
   */
  disposition: (artifact: StoredArtifact) => string = (artifact) => `attachment; filename="${artifact.name}"`
  /** The ids every listing names twice, as after a FinalizeArtifact retried past a timeout. */
  readonly #listedTwice = new Set<number>()
  /** Blob storage: the same emulator behind another port, which the signed URLs name. */
  readonly #blobStorage = new LoopbackServer(this.handle)

  static start(): Promise<ArtifactEmulator> {
    return Emulator.started(new ArtifactEmulator())
  }

  override async up(): Promise<void> {
    await Promise.all([super.up(), this.#blobStorage.up()])
  }

  override async down(): Promise<void> {
    await Promise.all([super.down(), this.#blobStorage.down()])
  }

  override async close(): Promise<void> {
    await Promise.all([super.close(), this.#blobStorage.close()])
  }

  /** Blob storage refuses connections (the service's Twirp calls are still answered), until blobUp(). */
  blobDown(): Promise<void> {
    return this.#blobStorage.down()
  }

  blobUp(): Promise<void> {
    return this.#blobStorage.up()
  }

  /** Where blob storage listens, which the signed URLs name. */
  get blobUrl(): string {
    return this.#blobStorage.url
  }

  /** The run's artifacts, finalized or not, oldest first. */
  get artifacts(): readonly StoredArtifact[] {
    return this.#artifacts
  }

  /**
   * A new leg (a job of the run): its job backend id, and the environment the runner gives its steps. On
   * GitHub Enterprise Server (`ghes`) the server's URL is its own host, and the client refuses every call.
   */
  leg(options: { readonly ghes?: boolean } = {}): Leg {
    const job = randomUUID()
    const token = runtimeToken(this.run, job)
    this.#jobs.set(token, job)
    const env = { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: `${this.url}/` }
    return { job, env: options.ghes ? { ...env, GITHUB_SERVER_URL: 'https://github.example.com' } : env }
  }

  /**
   * A name burnt as a leg killed between CreateArtifact and FinalizeArtifact leaves it: held for the rest of
   * the run (every create of it meets 409), never listed, and not to be deleted.
   */
  burn(name: string): StoredArtifact {
    return this.#created(name, randomUUID(), 'text/plain')
  }

  /** Every later listing names the artifact twice. */
  listTwice(artifact: StoredArtifact): void {
    this.#listedTwice.add(artifact.id)
  }

  /** The finalized artifacts whose names start with `prefix`: what the run's Artifacts list shows of them. */
  shown(prefix = ''): string[] {
    return this.#artifacts
      .filter((artifact) => artifact.finalized && artifact.name.startsWith(prefix))
      .map((artifact) => artifact.name)
  }

  /** An artifact as a leg that has since gone would have left it: uploaded, finalized, visible to the run. */
  store(name: string, text: string, createdAt = new Date()): StoredArtifact {
    const content = Buffer.from(text)
    const artifact: StoredArtifact = {
      id: this.#nextId++,
      name,
      job: randomUUID(),
      mimeType: 'text/plain',
      createdAt,
      finalizedAt: createdAt,
      content,
      finalized: true,
      digest: `sha256:${createHash('sha256').update(content).digest('hex')}`,
    }
    this.#artifacts.push(artifact)
    this.#signatures.set(artifact.id, randomBytes(16).toString('base64url'))
    return artifact
  }

  /**
   * What any step of the run can do to an artifact it sees listed: delete it and upload another text under its
   * name. The name stays; the id, the time and the text are new.
   */
  replace(name: string, text: string): StoredArtifact {
    const index = this.#artifacts.findIndex((artifact) => artifact.name === name)
    if (index >= 0) this.#artifacts.splice(index, 1)
    return this.store(name, text)
  }

  protected async record(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', 'http://emulator')
    const body = await buffer(request)
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const twirp = twirpMethod(url)
    const kind = twirp !== undefined ? twirpCall(twirp) : blobCall(request.method, url)
    this.#bodies.set(request, body)
    const json = twirp === undefined ? undefined : parseJson(body)
    const blobId = Number(url.pathname.split('/').at(-1))
    const name = isObject(json)
      ? typeof json.name === 'string'
        ? json.name
        : undefined
      : this.#artifacts.find((artifact) => artifact.id === blobId)?.name
    return {
      kind,
      name,
      path: url.pathname,
      job: token === undefined ? undefined : this.#jobs.get(token),
      request: twirp === undefined ? body.length : json,
    }
  }

  protected async respond(
    request: IncomingMessage,
    response: ServerResponse,
    record: Mutable<RecordedArtifactRequest>,
  ): Promise<Sent> {
    const url = new URL(request.url ?? '/', 'http://emulator')
    const twirp = twirpMethod(url)
    const act = (): Answer =>
      twirp !== undefined
        ? this.#twirp(twirp, record)
        : this.#blob(record.method, url, this.#bodies.get(request) ?? Buffer.alloc(0))
    const errorAnswer = (status: number, text: string): Answer =>
      twirp !== undefined
        ? twirpError(status >= 500 ? 'internal' : 'invalid_argument', text)
        : { status, headers: {}, body: '' }
    const fault = this.takeFault(record, record.kind)
    if (fault?.type === 'held') await fault.until.catch(() => {})
    if (fault?.type === 'lost') {
      act()
      if (fault.answer === 'reset')
        return answerWithFault(request, response, { type: 'reset' }, { normal: undefined, errorAnswer })
      if (fault.answer === 'none')
        return answerWithFault(request, response, { type: 'hang' }, { normal: undefined, errorAnswer })
      return send(response, {
        status: 504,
        headers: { 'content-type': 'text/plain' },
        body: 'Gateway Timeout',
      })
    }
    return fault && fault.type !== 'held'
      ? answerWithFault(request, response, fault, { normal: act, errorAnswer })
      : send(response, act())
  }

  #twirp(method: string, record: RecordedArtifactRequest): Answer {
    if (record.method !== 'POST') return twirpError('invalid_argument', 'Twirp calls are POSTs')
    if (record.job === undefined) return twirpError('unauthenticated', 'no valid runtime token')
    const request = record.request
    if (!isObject(request)) return twirpError('invalid_argument', 'the body is not a JSON object')
    if (request.workflow_run_backend_id !== this.run) return twirpError('permission_denied', 'not this run')
    const name = typeof request.name === 'string' ? request.name : ''
    const named = this.#artifacts.find((artifact) => artifact.name === name)
    switch (method as ArtifactCall) {
      case 'CreateArtifact':
        return this.#create(request, record.job, name, named)
      case 'FinalizeArtifact':
        return this.#finalize(request, record.job, named)
      case 'ListArtifacts':
        return jsonAnswer(200, {
          artifacts: this.#listed(request).flatMap((artifact) =>
            Array(this.#listedTwice.has(artifact.id) ? 2 : 1).fill(this.#listing(artifact)),
          ),
        })
      case 'GetSignedArtifactURL':
        if (!named?.finalized) return twirpError('not_found', 'artifact not found')
        return jsonAnswer(200, { signed_url: this.#blobUrl(named) })
      case 'DeleteArtifact':
        if (!named?.finalized) return twirpError('not_found', 'artifact not found')
        this.#artifacts.splice(this.#artifacts.indexOf(named), 1)
        return jsonAnswer(200, { ok: true, artifact_id: String(named.id) })
      default:
        return twirpError('not_found', `no method ${method}`)
    }
  }

  #create(request: TwirpRequest, job: string, name: string, named: StoredArtifact | undefined): Answer {
    if (request.workflow_job_run_backend_id !== job) return twirpError('permission_denied', 'not this job')
    if (name === '') return twirpError('invalid_argument', 'name is required')
    if (named)
      return twirpError('already_exists', 'an artifact with this name already exists on the workflow run')
    const mimeType = typeof request.mime_type === 'string' ? request.mime_type : 'application/zip'
    const artifact = this.#created(name, job, mimeType)
    this.#blocks.set(artifact.id, new Map())
    this.#signatures.set(artifact.id, randomBytes(16).toString('base64url'))
    return jsonAnswer(200, { ok: true, signed_upload_url: this.#blobUrl(artifact) })
  }

  /** A new artifact's record, created and not yet finalized: its name is taken, and it is not listed. */
  #created(name: string, job: string, mimeType: string): StoredArtifact {
    const artifact: StoredArtifact = {
      id: this.#nextId++,
      name,
      job,
      mimeType,
      createdAt: new Date(),
      finalizedAt: undefined,
      content: undefined,
      finalized: false,
      digest: undefined,
    }
    this.#artifacts.push(artifact)
    return artifact
  }

  #finalize(request: TwirpRequest, job: string, named: StoredArtifact | undefined): Answer {
    if (!named || named.finalized) return twirpError('not_found', 'no artifact being uploaded by that name')
    if (named.job !== job) return twirpError('permission_denied', 'another job is uploading it')
    if (!named.content) return twirpError('failed_precondition', 'nothing uploaded')
    if (String(request.size) !== String(named.content.length)) {
      return twirpError('invalid_argument', `size ${String(request.size)}, uploaded ${named.content.length}`)
    }
    named.finalized = true
    named.finalizedAt = new Date()
    named.digest = typeof request.hash === 'string' ? request.hash : undefined
    return jsonAnswer(200, { ok: true, artifact_id: String(named.id) })
  }

  #listed(request: TwirpRequest): StoredArtifact[] {
    const byName = request.name_filter
    const byId = request.id_filter
    const listedSince = Date.now() - this.listingLagMs
    return this.#artifacts.filter(
      (artifact) =>
        artifact.finalized &&
        (artifact.finalizedAt?.getTime() ?? 0) <= listedSince &&
        (byName === undefined || artifact.name === byName) &&
        (byId === undefined || String(artifact.id) === String(byId)),
    )
  }

  #listing(artifact: StoredArtifact): Record<string, unknown> {
    return {
      workflow_run_backend_id: this.run,
      workflow_job_run_backend_id: artifact.job,
      database_id: String(artifact.id),
      name: artifact.name,
      size: String(artifact.content?.length ?? 0),
      created_at: artifact.createdAt.toISOString(),
      ...(artifact.digest === undefined ? {} : { digest: artifact.digest }),
    }
  }

  #blobUrl(artifact: StoredArtifact): string {
    const expiry = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    const signature = this.#signatures.get(artifact.id) as string
    return `${this.#blobStorage.url}/actions-results/${this.run}/${artifact.id}?se=${encodeURIComponent(expiry)}&sig=${signature}`
  }

  /** Azure blob storage, as far as the client's uploadStream and download use it. */
  #blob(method: string, url: URL, body: Buffer): Answer {
    const id = Number(url.pathname.split('/').at(-1))
    const artifact = this.#artifacts.find((candidate) => candidate.id === id)
    if (!artifact || url.searchParams.get('sig') !== this.#signatures.get(id)) {
      return blobError(403, 'AuthenticationFailed')
    }
    const comp = url.searchParams.get('comp')
    if (method === 'PUT' && comp === 'block' && !artifact.finalized) {
      this.#blocks.get(id)?.set(url.searchParams.get('blockid') ?? '', body)
      return blobCreated(body)
    }
    if (method === 'PUT' && comp === 'blocklist' && !artifact.finalized) {
      const staged = this.#blocks.get(id) ?? new Map<string, Buffer>()
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted)>([^<]*)</g)].map(
        (m) => m[1] ?? '',
      )
      if (ids.some((block) => !staged.has(block))) return blobError(400, 'InvalidBlockList')
      artifact.content = Buffer.concat(ids.map((block) => staged.get(block) as Buffer))
      return blobCreated(artifact.content)
    }
    if (method === 'GET' && artifact.finalized && artifact.content) {
      return {
        status: 200,
        headers: {
          'content-type': artifact.mimeType,
          'content-disposition': this.disposition(artifact),
        },
        body: artifact.content.toString('latin1'),
        encoding: 'latin1',
      }
    }
    return blobError(404, 'BlobNotFound')
  }
}

/** A runtime token as the runner hands it to node actions: a JWT whose scp claim names the run and the job. */
/** A runtime token as the runner gives one, for a leg of a run (backend ids) the artifact service knows. */
export function runtimeToken(run: string, job: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const scp = `Actions.GenericRead:${run}:${job} Actions.Results:${run}:${job}`
  const claims = {
    scp,
    iss: 'vstoken.actions.githubusercontent.com',
    nbf: now,
    iat: now,
    exp: now + 6 * 3600,
  }
  return `${part({ typ: 'JWT', alg: 'RS256' })}.${part(claims)}.${randomBytes(32).toString('base64url')}`
}

function twirpCall(method: string): ArtifactCall | undefined {
  return TWIRP_METHODS.includes(method) ? (method as ArtifactCall) : undefined
}

function blobCall(method: string | undefined, url: URL): ArtifactCall | undefined {
  if (method === 'GET') return 'download'
  const comp = url.searchParams.get('comp')
  if (method === 'PUT' && comp === 'block') return 'upload-block'
  if (method === 'PUT' && comp === 'blocklist') return 'upload-commit'
  return undefined
}

function twirpBody(code: TwirpCode, msg: string): string {
  return JSON.stringify({ code, msg })
}

function twirpError(code: TwirpCode, msg: string): Answer {
  return {
    status: TWIRP_STATUS[code],
    headers: { 'content-type': 'application/json' },
    body: twirpBody(code, msg),
  }
}

function blobCreated(content: Buffer): Answer {
  const headers = {
    etag: `"0x${randomBytes(8).toString('hex').toUpperCase()}"`,
    'last-modified': new Date().toUTCString(),
    'content-md5': createHash('md5').update(content).digest('base64'),
    'x-ms-request-id': randomUUID(),
    'x-ms-version': '2025-11-05',
    'x-ms-request-server-encrypted': 'true',
  }
  return { status: 201, headers, body: '' }
}

function blobError(status: number, code: string): Answer {
  const body = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`
  return { status, headers: { 'content-type': 'application/xml', 'x-ms-error-code': code }, body }
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return undefined
  }
}
