import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 635:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _tracker_tracker_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(136);

// The tracker's stdio is closed: whatever happens, it says nothing and exits.
await (0,_tracker_tracker_js__WEBPACK_IMPORTED_MODULE_0__/* .runTracker */ .a)().catch(() => { });
process.exit(0);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 136:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runTracker)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./src/action/activity-folder.ts


/**
 * The folder that every process of this job shares about one activity: the stages of each use of the
 * action and the background tracker. It lives in RUNNER_TEMP, which the runner empties for each job. The
 * name is a hash of the token so that no token can point outside it.
 */
class ActivityFolder {
    path;
    constructor(path) {
        this.path = path;
    }
    /** The folder of the activity with this token in this job. */
    static of(runnerTemp, token) {
        // Loaded here, not imported: a stage with no activity then never pays for node:crypto.
        const { createHash } = process.getBuiltinModule('node:crypto');
        const id = createHash('sha256').update(token).digest('hex').slice(0, 16);
        return new ActivityFolder((0,external_node_path_namespaceObject.join)(runnerTemp, 'signalgrid', id));
    }
    /** Whether an earlier use of the action in this job already holds the activity. */
    exists() {
        return (0,external_node_fs_namespaceObject.existsSync)(this.#file('activity.json'));
    }
    create(record) {
        (0,external_node_fs_namespaceObject.mkdirSync)((0,external_node_path_namespaceObject.join)(this.path, 'inbox'), { recursive: true });
        this.writeRecord(record);
    }
    readRecord() {
        return readJson(this.#file('activity.json'));
    }
    writeRecord(record) {
        writeAtomically(this.#file('activity.json'), JSON.stringify(record));
    }
    /** One line per entry; appends of a line this small are atomic, so several processes may write. */
    appendJournal(entry) {
        (0,external_node_fs_namespaceObject.appendFileSync)(this.#file('journal.jsonl'), `${JSON.stringify(entry)}\n`);
    }
    readJournal() {
        if (!(0,external_node_fs_namespaceObject.existsSync)(this.#file('journal.jsonl')))
            return [];
        return (0,external_node_fs_namespaceObject.readFileSync)(this.#file('journal.jsonl'), 'utf8')
            .split('\n')
            .filter(Boolean)
            .flatMap((line) => {
            try {
                return [JSON.parse(line)];
            }
            catch {
                return [];
            }
        });
    }
    /** Hands an update to the tracker. Written whole and then renamed, so it is never read half-written. */
    postToInbox(update) {
        const name = `${String(update.at).padStart(15, '0')}-${process.pid}.json`;
        writeAtomically((0,external_node_path_namespaceObject.join)(this.path, 'inbox', name), JSON.stringify(update));
    }
    /** The updates handed over so far, oldest first, each removed once read. */
    takeInbox() {
        const inbox = (0,external_node_path_namespaceObject.join)(this.path, 'inbox');
        if (!(0,external_node_fs_namespaceObject.existsSync)(inbox))
            return [];
        return (0,external_node_fs_namespaceObject.readdirSync)(inbox)
            .filter((name) => name.endsWith('.json'))
            .sort()
            .flatMap((name) => {
            const path = (0,external_node_path_namespaceObject.join)(inbox, name);
            const update = readJson(path);
            (0,external_node_fs_namespaceObject.rmSync)(path, { force: true });
            return update ? [update] : [];
        });
    }
    /** The pid of the tracker started for the activity in this job, if one was. */
    writeTrackerPid(pid) {
        writeAtomically(this.#file('tracker.pid'), String(pid));
    }
    readTrackerPid() {
        const pid = Number(readText(this.#file('tracker.pid')));
        return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    }
    /** Asks the tracker to stop: it notices the file on its next tick (a signal wakes it sooner where there are signals). */
    requestStop() {
        (0,external_node_fs_namespaceObject.writeFileSync)(this.#file('stop'), '');
    }
    stopRequested() {
        return (0,external_node_fs_namespaceObject.existsSync)(this.#file('stop'));
    }
    /** Written by the tracker as its last act: nothing it sends can arrive after this. */
    markStopped() {
        (0,external_node_fs_namespaceObject.writeFileSync)(this.#file('stopped'), '');
    }
    isStopped() {
        return (0,external_node_fs_namespaceObject.existsSync)(this.#file('stopped'));
    }
    #file(name) {
        return (0,external_node_path_namespaceObject.join)(this.path, name);
    }
}
function writeAtomically(path, content) {
    const temporary = `${path}.${process.pid}.tmp`;
    (0,external_node_fs_namespaceObject.writeFileSync)(temporary, content);
    (0,external_node_fs_namespaceObject.renameSync)(temporary, path);
}
function readText(path) {
    try {
        return (0,external_node_fs_namespaceObject.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
function readJson(path) {
    try {
        return JSON.parse(readText(path) ?? '');
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/action/constants.ts
// Names and bounds shared by the stages and the tracker, in one place.
/** Exported to every later step: scripts and later uses of the action address the activity with it. */
const ACTIVITY_TOKEN_VARIABLE = 'SIGNALGRID_ACTIVITY_TOKEN';
/** Keys of the state each step instance keeps between its stages (visible in debug logs: no secrets). */
const State = {
    role: 'role',
    token: 'token',
    startedAt: 'started-at',
    ruuid: 'ruuid',
    remaining: 'remaining',
    trackerPid: 'tracker-pid',
    shownUpdate: 'shown-update',
};
/** The body of an activity before anything has happened. */
const constants_STARTING_BODY = 'Starting…';
/** Progress shown by a start: low, so the bar visibly moves once steps complete. */
const constants_INITIAL_PROGRESS = 0;
/** Longest title and body sent; the phones show a line or two, and notification payloads are small. */
const MAX_TITLE_LENGTH = 120;
const MAX_BODY_LENGTH = 1000;
/** A `remaining` quota at or below this is worth a warning (the free plan has 100 a month). */
const constants_LOW_QUOTA = 20;
/** Tells the tracker process which activity folder it serves. */
const TRACKER_FOLDER_VARIABLE = 'SIGNALGRID_TRACKER_FOLDER';
/** How often the tracker asks the jobs API about the job. Answers of an unchanged job (304) are free. */
const POLL_INTERVAL_MS = 3_000;
/** How often the tracker looks for explicit updates and for a request to stop. */
const TRACKER_TICK_MS = 250;
/** A tracker never lives longer than this, whatever happens to its job and its runner. */
const TRACKER_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long post waits for the jobs API when it looks for the step a failed job failed at. */
const FAILED_STEP_LOOKUP_TIMEOUT_MS = 3_000;
/**
 * Node's flags for the tracker process, which polls a few times a minute and needs no compiled code: V8's
 * interpreter alone, which saves a few MiB of peak RSS (npm run bench; the README's Cost has the figures).
 */
const TRACKER_NODE_FLAGS = (/* unused pure expression or super */ null && (['--jitless']));
/**
 * The same behind a proxy, where requests go through the global fetch, whose HTTP parser is WebAssembly (which
 * --jitless turns off): --liftoff-only and --no-opt keep V8 from compiling it and the JavaScript again with its
 * optimising compilers. Measured on Node 24 with a fetch-based tracker: peak RSS 84.4 -> 64.8 MiB.
 */
const TRACKER_NODE_FLAGS_BEHIND_PROXY = (/* unused pure expression or super */ null && (['--liftoff-only', '--no-opt']));
/** How often post looks whether the tracker has stopped: the job waits for post, to the millisecond. */
const TRACKER_STOP_POLL_MS = 5;
/** How long post waits for the tracker to finish what it is sending before it kills it. */
const TRACKER_STOP_TIMEOUT_MS = 3_000;
/** How long the tracker, once asked to stop, waits for the update it is sending (less than post waits). */
const TRACKER_FLUSH_MS = 2_500;
/** The notice printed, once, when the client key or channel is empty. */
const NO_SECRETS_NOTICE = 'Signalgrid: client-key or channel is empty (secrets are not passed to pull requests from forks); skipping.';

;// CONCATENATED MODULE: ./src/http/body.ts
/**
 * Reads a body up to a byte limit, so a hostile or broken server cannot exhaust memory. Takes Node's
 * response streams and fetch's web streams alike: both iterate as byte chunks, and leaving the loop early
 * cancels the stream, so an oversized body is never read to its end. Iterating rejects when the connection
 * closes before the body is complete.
 */
async function readLimitedBody(body, maxBytes) {
    const chunks = [];
    let bytes = 0;
    for await (const chunk of body) {
        const room = maxBytes - bytes;
        if (chunk.byteLength > room) {
            chunks.push(chunk.subarray(0, room));
            return { text: Buffer.concat(chunks).toString('utf8'), oversized: true };
        }
        chunks.push(chunk);
        bytes += chunk.byteLength;
    }
    return { text: Buffer.concat(chunks).toString('utf8'), oversized: false };
}

;// CONCATENATED MODULE: ./src/http/exchange.ts

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
let chosen;
/**
 * Makes one request and reads its answer. Redirects are never followed: the credentials a request carries
 * stay with the host they were meant for, and a 3xx comes back as it is.
 *
 * Without a proxy this is Node's own http/https: the global fetch would load undici and its WebAssembly
 * parser into every stage and the tracker (about 80 ms and 15 to 30 MiB on Node 24, see the README's Cost).
 * With a proxy, it is the global fetch with undici's EnvHttpProxyAgent, from its own bundle.
 */
async function exchange(url, outgoing) {
    chosen ??= proxyConfigured() ? loadProxyExchange() : Promise.resolve(direct);
    return (await chosen)(url, outgoing);
}
/** Whether the environment names a proxy, so that requests go through fetch and its WebAssembly parser. */
function proxyConfigured(env = process.env) {
    return PROXY_VARIABLES.some((name) => env[name]);
}
async function loadProxyExchange() {
    // The path is resolved at run time, relative to the running file: src/http/exchange.ts finds
    // src/proxy/index.ts, and every bundle dist/<stage>/index.js finds dist/proxy/index.js. Both sit one
    // folder below their root, which is what keeps this one literal right in both places.
    const proxy = (await import(
    /* webpackIgnore: true */ '../proxy/index.js'));
    return proxy.createProxyExchange();
}
async function direct(url, outgoing) {
    // Loaded on the first request, not with the bundle: a stage with nothing to send never pays for node:http
    // and node:net, and only https URLs pay for TLS (several MiB; loopback emulators and relays do not need it).
    const { request } = url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 708, 23)) : await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 67, 23));
    const { method, body, signal } = outgoing;
    const headers = body === undefined
        ? outgoing.headers
        : { ...outgoing.headers, 'content-length': `${Buffer.byteLength(body)}` };
    return new Promise((resolve, reject) => {
        const sent = request(url, { method, headers, signal }, (response) => {
            readAnswer(response, outgoing.maxBodyBytes).then(resolve, reject);
        });
        sent.on('error', reject);
        sent.end(body);
    });
}
async function readAnswer(response, maxBytes) {
    const status = response.statusCode ?? 0;
    return { status, headers: readHeaders(response.headers), ...(await readLimitedBody(response, maxBytes)) };
}
function readHeaders(headers) {
    return {
        get(name) {
            const value = headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
    };
}

;// CONCATENATED MODULE: ./src/http/loopback.ts
/**
 * Whether a URL's hostname is this machine. Credentials may travel over plain http only to it (emulators,
 * local relays): anywhere else they would cross a network in clear.
 */
function isLoopback(hostname) {
    return (hostname === 'localhost' ||
        hostname.endsWith('.localhost') ||
        hostname === '[::1]' ||
        /^127(\.\d{1,3}){3}$/.test(hostname));
}

;// CONCATENATED MODULE: ./src/http/network-error.ts
const NOT_SENT = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'DNS lookup failed',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EADDRNOTAVAIL: 'address not available',
    UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
};
const MAYBE_SENT = {
    ECONNRESET: 'connection reset',
    EPIPE: 'connection closed while sending',
    UND_ERR_SOCKET: 'connection closed by the server',
    UND_ERR_CLOSED: 'connection closed',
    ETIMEDOUT: 'connection timed out',
    ERR_STREAM_PREMATURE_CLOSE: 'connection closed before the answer was complete',
};
// Certificate and handshake failures happen before the request is written.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|EPROTO)/;
/** Classifies the error an exchange rejected with (Node's http, or fetch through a proxy). */
function classifyNetworkError(error) {
    const code = findCode(error);
    if (code in NOT_SENT)
        return { code, description: NOT_SENT[code], maybeSent: false };
    if (TLS_CODE.test(code))
        return { code, description: 'TLS handshake failed', maybeSent: false };
    if (code in MAYBE_SENT)
        return { code, description: MAYBE_SENT[code], maybeSent: true };
    return { code: code || 'unknown', description: 'network error', maybeSent: true };
}
// Node's http puts the code on the error, fetch on its `cause`; happy-eyeballs connects wrap several in an
// AggregateError.
function findCode(error, depth = 0) {
    if (!(error instanceof Error) || depth > 4)
        return '';
    const own = error.code;
    if (typeof own === 'string' && own !== '')
        return own;
    if (error instanceof AggregateError) {
        for (const inner of error.errors) {
            const code = findCode(inner, depth + 1);
            if (code)
                return code;
        }
    }
    return findCode(error.cause, depth + 1);
}

;// CONCATENATED MODULE: ./src/http/retry.ts
/**
 * Retry-After as milliseconds from now: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when the header is absent or unreadable.
 */
function parseRetryAfter(value, now = Date.now()) {
    if (!value)
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries from many jobs
 * spread out but never collapse to zero. `attempt` counts from 1 (the delay after the first failure).
 */
function backoffDelay(attempt, baseMs, maxMs, random = Math.random) {
    const step = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
    return Math.round(step / 2 + random() * (step / 2));
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

;// CONCATENATED MODULE: ./src/github/job.ts
/**
 * Reads a job from decoded JSON without trusting its shape: every field used is checked, unknown fields are
 * ignored, and a missing or malformed field is reported as a problem naming it (never thrown).
 */
function parseJob(value) {
    try {
        return { ok: true, job: readJob(value) };
    }
    catch (error) {
        if (error instanceof ShapeError)
            return { ok: false, problem: error.message };
        throw error;
    }
}
/** Whether a decoded JSON value is a plain object. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
// Thrown only inside this module, to unwind a nested read; parseJob turns it into a problem.
class ShapeError extends Error {
}
function readJob(value) {
    const job = record(value, 'the job');
    const steps = job.steps;
    if (!Array.isArray(steps))
        throw new ShapeError(`steps is ${describe(steps)}, expected an array`);
    return {
        id: integer(job, 'id', 'the job', 1),
        status: string(job, 'status', 'the job'),
        conclusion: optionalString(job, 'conclusion', 'the job'),
        name: string(job, 'name', 'the job'),
        runnerName: optionalString(job, 'runner_name', 'the job'),
        htmlUrl: optionalString(job, 'html_url', 'the job'),
        steps: steps.map((step, index) => readStep(step, `steps[${index}]`)),
    };
}
function readStep(value, where) {
    const step = record(value, where);
    return {
        name: string(step, 'name', where),
        status: string(step, 'status', where),
        conclusion: optionalString(step, 'conclusion', where),
        number: integer(step, 'number', where, 0),
        startedAt: optionalString(step, 'started_at', where),
        completedAt: optionalString(step, 'completed_at', where),
    };
}
function record(value, where) {
    if (!isRecord(value))
        throw new ShapeError(`${where} is ${describe(value)}, expected an object`);
    return value;
}
function string(object, field, where) {
    const value = object[field];
    if (typeof value !== 'string')
        throw new ShapeError(`${where}: ${field} is ${describe(value)}, expected a string`);
    return value;
}
// Absent and null both mean "not known yet" (e.g. a step's completed_at while it runs).
function optionalString(object, field, where) {
    const value = object[field];
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'string')
        throw new ShapeError(`${where}: ${field} is ${describe(value)}, expected a string`);
    return value;
}
function integer(object, field, where, min) {
    const value = object[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
        throw new ShapeError(`${where}: ${field} is ${describe(value)}, expected a whole number of ${min} or more`);
    }
    return value;
}
function describe(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    if (typeof value === 'object')
        return 'an object';
    return `${typeof value} ${String(value)}`;
}

;// CONCATENATED MODULE: ./src/github/jobs-api.ts





/** The REST API version every request asks for. */
const GITHUB_API_VERSION = '2022-11-28';
/** A job with many steps is a few KiB; anything near this is not a job. */
const MAX_ANSWER_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
// A run has at most 256 jobs per matrix; 10 pages of 100 covers any run we could be part of.
const MAX_PAGES = 10;
// GitHub's advice when a secondary rate limit names no time: "wait for at least one minute before retrying"
// (docs.github.com, rest/using-the-rest-api/rate-limits-for-the-rest-api, "Exceeding the rate limit").
const SECONDARY_LIMIT_WAIT_MS = 60_000;
/**
 * Reads jobs from the GitHub Actions REST API. Knows nothing of the service the job is reported to. Calls
 * never reject for anything the network or the server does: every outcome is a JobAnswer. They reject with a
 * TypeError only for arguments that cannot be right (a job id that is not a positive whole number), as the
 * constructor throws one for options that cannot be.
 */
class JobsApiClient {
    #base;
    #repoPath;
    #token;
    #userAgent;
    #timeoutMs;
    constructor(options) {
        this.#base = apiBase(options.apiUrl);
        this.#repoPath = repositoryPath(options.repository);
        if (!options.token.trim())
            throw new TypeError('GitHub token is empty');
        if (!options.userAgent.trim())
            throw new TypeError('User-Agent is empty');
        this.#token = options.token;
        this.#userAgent = options.userAgent;
        this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    }
    /** `GET /repos/{owner}/{repo}/actions/jobs/{jobId}`, conditional on `etag` when given. */
    async getJob(jobId, etag) {
        checkId('job id', jobId);
        const url = this.#url(`${this.#repoPath}/actions/jobs/${jobId}`);
        const reply = await this.#get(url, etag);
        if ('kind' in reply)
            return failed(reply);
        const rateLimit = readRateLimit(reply.headers);
        const responseEtag = reply.headers.get('etag') ?? undefined;
        if (reply.status === 304)
            return { outcome: 'not-modified', etag: responseEtag ?? etag, rateLimit };
        const json = decodeJson(url, reply);
        if ('kind' in json)
            return failed(json);
        const parsed = parseJob(json.value);
        if (!parsed.ok)
            return failed(malformed(url, parsed.problem));
        return { outcome: 'job', job: parsed.job, etag: responseEtag, rateLimit };
    }
    /**
     * Finds the job running on this runner: lists the run attempt's jobs (100 per page, following
     * Link rel="next") and picks the one whose runner_name is `runnerName` and status is in_progress. Stops at
     * the first page that holds a match. The caller keeps the job's id and polls getJob from then on.
     */
    async findRunnerJob(query) {
        checkId('run id', query.runId);
        checkId('run attempt', query.attempt);
        if (!query.runnerName.trim())
            throw new TypeError('runner name is empty');
        let url = this.#url(`${this.#repoPath}/actions/runs/${query.runId}/attempts/${query.attempt}/jobs`);
        url.searchParams.set('per_page', '100');
        let listed = 0;
        for (let page = 1;; page++) {
            const reply = await this.#get(url);
            if ('kind' in reply)
                return failed(reply);
            const json = decodeJson(url, reply);
            if ('kind' in json)
                return failed(json);
            const jobs = isRecord(json.value) ? json.value.jobs : undefined;
            if (!Array.isArray(jobs))
                return failed(malformed(url, 'jobs is not an array'));
            listed += jobs.length;
            const matches = jobs.filter((job) => isRecord(job) && job.runner_name === query.runnerName && job.status === 'in_progress');
            if (matches.length > 1) {
                return failed({
                    kind: 'no-match',
                    message: `${matches.length} in-progress jobs of run ${query.runId} attempt ${query.attempt} ran on runner "${query.runnerName}": cannot tell which is this one`,
                });
            }
            if (matches.length === 1) {
                const parsed = parseJob(matches[0]);
                if (!parsed.ok)
                    return failed(malformed(url, parsed.problem));
                return {
                    outcome: 'job',
                    job: parsed.job,
                    etag: undefined,
                    rateLimit: readRateLimit(reply.headers),
                };
            }
            const next = nextPage(reply.headers.get('link'), url);
            if (next === undefined || page === MAX_PAGES) {
                const more = next === undefined ? '' : ` in the first ${MAX_PAGES} pages`;
                return failed({
                    kind: 'no-match',
                    message: `No in-progress job of run ${query.runId} attempt ${query.attempt} ran on runner "${query.runnerName}" (${listed} jobs listed${more})`,
                });
            }
            // The token goes with every request: follow pagination only on the API's own origin.
            if (next.origin !== this.#base.origin) {
                return failed(malformed(url, `the next page is on another host (${next.host}); not followed`));
            }
            url = next;
        }
    }
    #url(path) {
        const url = new URL(this.#base);
        url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
        return url;
    }
    /** One GET. Returns the answer with its body read (bounded), or the error that kept it from coming. */
    async #get(url, etag) {
        const controller = new AbortController();
        // A timer of our own, not AbortSignal.timeout: it covers the body too, and fake timers can drive it.
        const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
        try {
            const answer = await exchange(url, {
                method: 'GET',
                headers: {
                    accept: 'application/vnd.github+json',
                    authorization: `Bearer ${this.#token}`,
                    'user-agent': this.#userAgent,
                    'x-github-api-version': GITHUB_API_VERSION,
                    ...(etag ? { 'if-none-match': etag } : {}),
                },
                signal: controller.signal,
                maxBodyBytes: MAX_ANSWER_BYTES,
            });
            const reply = { ...answer, text: this.#redact(answer.text) };
            const { status } = reply;
            return status === 304 || (status >= 200 && status < 300) ? reply : refusal(url, reply);
        }
        catch (error) {
            if (controller.signal.aborted) {
                return { kind: 'timeout', message: `${request(url)}: no answer within ${this.#timeoutMs / 1000} s` };
            }
            const failure = classifyNetworkError(error);
            return {
                kind: 'network',
                code: failure.code,
                message: `${request(url)}: could not reach ${url.host}: ${failure.description} (${failure.code})`,
            };
        }
        finally {
            clearTimeout(timer);
        }
    }
    // GitHub does not echo tokens, but nothing read from an answer (an error text from a proxy or a broken
    // server, a field quoted in a problem) may carry it on into a log: scrub it before anything is parsed.
    #redact(text) {
        return text.split(this.#token).join('***');
    }
}
/** What a non-2xx, non-304 answer means. */
function refusal(url, { status, headers, text }) {
    const said = errorMessage(text);
    const message = `${request(url)}: HTTP ${status}${said ? `: ${said}` : ''}`;
    const rateLimit = readRateLimit(headers);
    const retryAfterMs = parseRetryAfter(headers.get('retry-after'));
    // Rate limits come as 429 or 403 (docs: "Exceeding the rate limit"); tell them from a missing permission.
    const limited = status === 429 ||
        (status === 403 && (rateLimit.remaining === 0 || retryAfterMs !== undefined || /rate limit/i.test(said)));
    if (limited) {
        const resetMs = rateLimit.remaining === 0 && rateLimit.resetAt !== undefined
            ? rateLimit.resetAt - Date.now()
            : undefined;
        const wait = Math.max(0, retryAfterMs ?? resetMs ?? SECONDARY_LIMIT_WAIT_MS);
        return {
            kind: 'rate-limited',
            status,
            retryAfterMs: wait,
            rateLimit,
            message: `${message} (wait ${Math.ceil(wait / 1000)} s)`,
        };
    }
    if (status === 403 && /resource not accessible by integration/i.test(said)) {
        return {
            kind: 'no-permission',
            status,
            message: `${message}: the token needs the actions: read permission`,
        };
    }
    if (status === 404)
        return { kind: 'not-found', status, message };
    if (status >= 500)
        return { kind: 'server-error', status, message };
    if (status >= 300 && status < 400) {
        return {
            kind: 'unexpected-status',
            status,
            message: `${message} (redirect not followed: the token stays with ${url.host})`,
        };
    }
    return { kind: 'unexpected-status', status, message };
}
function decodeJson(url, { text, oversized }) {
    if (oversized)
        return malformed(url, `the answer is larger than ${MAX_ANSWER_BYTES / 1024} KiB`);
    try {
        return { value: JSON.parse(text) };
    }
    catch {
        return malformed(url, `the answer is not JSON (${text.length} characters)`);
    }
}
function malformed(url, problem) {
    return { kind: 'malformed', message: `${request(url)}: unusable answer: ${problem}` };
}
function failed(error) {
    return { outcome: 'error', error };
}
function request(url) {
    return `GET ${url.pathname}${url.search}`;
}
/** GitHub's error JSON carries `message`; a proxy's page does not. Clipped: it goes into logs. */
function errorMessage(text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return '';
    }
    const message = isRecord(json) && typeof json.message === 'string' ? json.message.trim() : '';
    return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}
function readRateLimit(headers) {
    const reset = headerInteger(headers, 'x-ratelimit-reset');
    return {
        limit: headerInteger(headers, 'x-ratelimit-limit'),
        remaining: headerInteger(headers, 'x-ratelimit-remaining'),
        used: headerInteger(headers, 'x-ratelimit-used'),
        resetAt: reset === undefined ? undefined : reset * 1000,
    };
}
function headerInteger(headers, name) {
    const value = headers.get(name)?.trim();
    return value && /^\d+$/.test(value) ? Number(value) : undefined;
}
/** The rel="next" target of a Link header (RFC 8288), resolved against the page it came with. */
function nextPage(link, current) {
    for (const [, target, params] of (link ?? '').matchAll(/<([^>]*)>([^<]*)/g)) {
        const rel = /;\s*rel\s*=\s*"?([^";,]*)/i.exec(params ?? '')?.[1] ?? '';
        if (rel.toLowerCase().split(/\s+/).includes('next')) {
            try {
                return new URL(target ?? '', current);
            }
            catch {
                return undefined;
            }
        }
    }
    return undefined;
}
function apiBase(apiUrl) {
    let url;
    try {
        url = new URL(apiUrl);
    }
    catch {
        throw new TypeError(`GitHub API URL is not a valid URL: ${JSON.stringify(apiUrl)} (expected e.g. https://api.github.com)`);
    }
    // The token goes with every request: over plain http only to this machine, never across a network.
    if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
        throw new TypeError(`GitHub API URL must use https:// (http:// is allowed only for localhost), got http://${url.host}: the token would travel in clear`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new TypeError(`GitHub API URL must use https://, got ${url.protocol}//`);
    }
    if (url.username || url.password)
        throw new TypeError('GitHub API URL must not contain a user name or password');
    if (url.search || url.hash)
        throw new TypeError('GitHub API URL must not contain a query or fragment');
    return url;
}
function repositoryPath(repository) {
    const parts = repository.split('/');
    if (parts.length !== 2 || parts.some((part) => !/^[A-Za-z0-9._-]+$/.test(part))) {
        throw new TypeError(`repository must be owner/name, got ${JSON.stringify(repository)}`);
    }
    return `/repos/${parts[0]}/${parts[1]}`;
}
function checkId(what, value) {
    if (!Number.isSafeInteger(value) || value < 1) {
        throw new TypeError(`${what} must be a whole number of 1 or more, got ${String(value)}`);
    }
}

;// CONCATENATED MODULE: ./src/signalgrid/user-agent.ts
/** `<package name>/<version>`, kept equal to package.json by a test. */
const USER_AGENT = 'signalgrid-action/1.0.0';

;// CONCATENATED MODULE: ./src/action/current-job.ts


/**
 * The job this step runs in, as the jobs API shows it. Its id comes from `job.check_run_id`; where that is
 * empty (older GitHub Enterprise Server) the job is found once among the run's jobs by this runner's name.
 * Reads are conditional on the last answer's ETag, so an unchanged job costs nothing against the rate limit.
 */
class CurrentJob {
    #api;
    #query;
    #id;
    #etag;
    constructor(api, id, query) {
        this.#api = api;
        this.#id = id;
        this.#query = query;
    }
    /**
     * Undefined when step tracking is off, has no token to read with, or cannot use the API's URL or the
     * repository (`onUnusable` is told why: over plain http to another host, the token would travel in clear).
     */
    static of(inputs, context, options = {}) {
        const { timeoutMs, onUnusable } = options;
        if (!inputs.trackSteps || !inputs.githubToken)
            return undefined;
        try {
            const api = new JobsApiClient({
                apiUrl: context.apiUrl,
                repository: context.repository,
                token: inputs.githubToken,
                userAgent: USER_AGENT,
                ...(timeoutMs === undefined ? {} : { timeoutMs }),
            });
            const id = /^\d+$/.test(inputs.jobId) ? Number(inputs.jobId) : undefined;
            const query = {
                runId: Number(context.runId),
                attempt: Number(context.runAttempt),
                runnerName: context.runnerName,
            };
            return new CurrentJob(api, id, query);
        }
        catch (error) {
            // An API URL or repository the client cannot use: there is no job to read.
            onUnusable?.(error.message);
            return undefined;
        }
    }
    async read() {
        try {
            const answer = this.#id === undefined
                ? await this.#api.findRunnerJob(this.#query)
                : await this.#api.getJob(this.#id, this.#etag);
            if (answer.outcome !== 'error')
                this.#etag = answer.etag;
            if (answer.outcome === 'job')
                this.#id = answer.job.id;
            return answer;
        }
        catch (error) {
            // The client throws only for ids it cannot use (a run id that is not a number, say).
            return { outcome: 'error', error: { kind: 'malformed', message: error.message } };
        }
    }
}

;// CONCATENATED MODULE: ./src/runner/environment.ts
/** An input as the runner passes it (INPUT_<NAME>, spaces as underscores, upper case), trimmed. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** State saved by an earlier stage of this same step instance, or ''. */
function getState(name) {
    return process.env[`STATE_${name}`] ?? '';
}

;// CONCATENATED MODULE: ./src/signalgrid/base-url.ts

const DEFAULT_BASE_URL = 'https://api.signalgrid.co';
/**
 * Checks a base URL and returns the URL of an endpoint under it, joined with exactly one slash.
 * Credentials travel in the body, so anything but https is refused, except for loopback hosts
 * (emulators, local relays).
 */
function endpointUrl(baseUrl, endpoint) {
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        throw new TypeError('base URL is not a valid URL (expected e.g. https://api.signalgrid.co)');
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
        throw new TypeError(`base URL must use https:// (http:// is allowed only for localhost), got ${url.protocol}//`);
    }
    if (url.username || url.password)
        throw new TypeError('base URL must not contain a user name or password');
    if (url.search || url.hash)
        throw new TypeError('base URL must not contain a query or fragment');
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${endpoint}`;
    return url;
}

;// CONCATENATED MODULE: ./src/signalgrid/types.ts
const SEVERITIES = ['CRIT', 'WARN', 'INFO', 'SUCCESS'];
/** Accepts any case ("crit", "Crit"); undefined for anything else. */
function parseSeverity(value) {
    const upper = value.trim().toUpperCase();
    return SEVERITIES.find((severity) => severity === upper);
}

;// CONCATENATED MODULE: ./src/action/inputs.ts




/** One or more inputs are invalid; the message names each and what it allows. */
class InputError extends Error {
    problems;
    name = 'InputError';
    constructor(problems) {
        super(problems.length === 1 ? problems[0] : `Invalid inputs:\n- ${problems.join('\n- ')}`);
        this.problems = problems;
    }
}
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
const TOKEN = /^[A-Za-z0-9._~-]{1,128}$/;
/** Reads and checks every input, reporting all the invalid ones at once. */
function readInputs(read = getInput) {
    const problems = [];
    const truncated = [];
    const choice = (name, allowed) => {
        const value = read(name);
        if (allowed.includes(value))
            return value;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${allowed.join(', ')}.`);
        return allowed[0];
    };
    const boolean = (name) => {
        const value = read(name);
        if (TRUE.includes(value))
            return true;
        if (FALSE.includes(value) || value === '')
            return false;
        problems.push(`Input "${name}" is "${value}"; allowed values: true, false.`);
        return false;
    };
    const integer = (name, min, max, meaning) => {
        const value = read(name);
        if (value === '')
            return undefined;
        const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
        if (number >= min && number <= max)
            return number;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${meaning}.`);
        return undefined;
    };
    const text = (name, maxLength) => {
        const value = read(name);
        if (value === '')
            return undefined;
        const characters = Array.from(value);
        if (characters.length <= maxLength)
            return value;
        truncated.push(name);
        return `${characters.slice(0, maxLength - 1).join('')}…`;
    };
    const severityInput = read('severity');
    const severity = severityInput === '' ? undefined : parseSeverity(severityInput);
    if (severityInput !== '' && severity === undefined) {
        problems.push(`Input "severity" is "${severityInput}"; allowed values: ${SEVERITIES.join(', ')} (any case).`);
    }
    const baseUrl = read('base-url') || 'https://api.signalgrid.co';
    try {
        endpointUrl(baseUrl, '/v1/activity');
    }
    catch (error) {
        problems.push(`Input "base-url": ${error.message}.`);
    }
    const activityToken = read('activity-token') || undefined;
    if (activityToken !== undefined && !TOKEN.test(activityToken)) {
        problems.push('Input "activity-token" is not an activity token; allowed: the `activity-token` output of an earlier step ' +
            '(letters, digits, ".", "_", "~" or "-", at most 128).');
    }
    const progressLegend = boolean('progress-legend');
    const startText = text('start-text', MAX_TITLE_LENGTH) ?? '';
    const endText = text('end-text', MAX_TITLE_LENGTH) ?? '';
    if (progressLegend && (!startText || !endText)) {
        problems.push('Input "progress-legend" is true, which requires both "start-text" and "end-text" to be set.');
    }
    const dismissalDelay = integer('dismissal-delay', 0, 86_400, 'whole seconds from 0 to 86400, or empty') ?? 0;
    const inputs = {
        clientKey: read('client-key'),
        channel: read('channel'),
        baseUrl,
        mode: choice('mode', ['activity', 'push']),
        title: text('title', MAX_TITLE_LENGTH),
        body: text('body', MAX_BODY_LENGTH),
        severity,
        critical: boolean('critical'),
        progress: integer('progress', 0, 100, 'a whole number from 0 to 100, or empty'),
        steps: integer('steps', 1, 1000, 'a whole number from 1 to 1000, or empty'),
        progressLegend,
        startText,
        endText,
        dismissalDelay,
        failureDismissalDelay: integer('failure-dismissal-delay', 0, 86_400, 'whole seconds from 0 to 86400, or empty') ??
            dismissalDelay,
        failureAlert: choice('failure-alert', ['none', 'push', 'critical']),
        activityToken,
        endActivity: choice('end-activity', ['auto', 'always', 'on-failure', 'never']),
        trackSteps: read('track-steps') === '' ? true : boolean('track-steps'),
        minUpdateIntervalSeconds: integer('min-update-interval', 1, 3600, 'whole seconds from 1 to 3600') ?? 5,
        failOnError: boolean('fail-on-error'),
        jobStatus: parseJobStatus(read('job-status')),
        jobId: read('job-id'),
        githubToken: read('github-token'),
        truncated,
    };
    if (problems.length > 0)
        throw new InputError(problems);
    return inputs;
}
// `${{ job.status }}` is success, failure or cancelled; anything else means the runner could not say.
function parseJobStatus(value) {
    return value === 'failure' || value === 'cancelled' ? value : 'success';
}

;// CONCATENATED MODULE: ./src/action/journal.ts
/**
 * Sends one request and writes it to the journal, whether it succeeds or not: the job summary lists what
 * was sent, and later stages read the last quota from it.
 */
async function sendJournaled(folder, entry, send) {
    try {
        const answer = await send();
        folder.appendJournal({ ...entry, ruuid: answer.ruuid, remaining: answer.remaining });
        return answer;
    }
    catch (error) {
        folder.appendJournal({ ...entry, error: error instanceof Error ? error.message : String(error) });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/action/quota.ts

/** Requests the job must keep for its end, and for the failure alert when there is one. */
function quota_quotaReserve(inputs) {
    return inputs.failureAlert === 'none' ? 1 : 2;
}
/** The quota as last reported in the journal. */
function lastRemaining(journal) {
    const sent = journal.filter((entry) => entry.kind !== 'notice');
    return sent.findLast((entry) => entry.remaining !== undefined)?.remaining;
}
function quotaWarning(remaining) {
    if (remaining === undefined || remaining > LOW_QUOTA)
        return undefined;
    return `Signalgrid: only ${remaining} requests left in this month's quota; updates stop when only the end and the alert remain.`;
}

;// CONCATENATED MODULE: ./src/action/run-context.ts

function readRunContext(env = process.env) {
    return {
        repository: env.GITHUB_REPOSITORY ?? '',
        workflow: env.GITHUB_WORKFLOW ?? '',
        job: env.GITHUB_JOB ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        refName: env.GITHUB_REF_NAME ?? '',
        sha: env.GITHUB_SHA ?? '',
        runnerName: env.RUNNER_NAME ?? '',
        runnerTemp: env.RUNNER_TEMP ?? '',
        actionStepName: actionStepName(env),
    };
}
// "Run owner/repo@ref" for a repository action; "Run ./path" for a local one, whose path is only known
// relative to the workspace it was checked out in.
function actionStepName(env) {
    if (env.GITHUB_ACTION_REPOSITORY)
        return `Run ${env.GITHUB_ACTION_REPOSITORY}@${env.GITHUB_ACTION_REF ?? ''}`;
    const path = (0,external_node_path_namespaceObject.relative)(env.GITHUB_WORKSPACE ?? '', env.GITHUB_ACTION_PATH ?? '');
    return path.startsWith('..') || (0,external_node_path_namespaceObject.isAbsolute)(path) ? 'Run ./' : `Run ./${path}`;
}
/** The default title: short enough for a lock screen, specific enough to tell jobs apart. */
function run_context_defaultTitle(context) {
    return [context.workflow, context.job].filter(Boolean).join(' · ') || 'GitHub Actions job';
}
/** The run's page, or the job's own log when its id is known. */
function runUrl(context, jobId = '') {
    const run = `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}`;
    return jobId ? `${run}/job/${jobId}` : run;
}

;// CONCATENATED MODULE: ./src/action/look.ts



/** What the phone shows when this job begins to show the activity. */
function initialLook(inputs, context) {
    return {
        title: inputs.title ?? defaultTitle(context),
        body: inputs.body ?? STARTING_BODY,
        severity: inputs.severity ?? 'INFO',
        progress: inputs.progress ?? INITIAL_PROGRESS,
        ...(inputs.steps === undefined ? {} : { steps: inputs.steps }),
        progressLegend: inputs.progressLegend,
        startText: inputs.startText,
        endText: inputs.endText,
    };
}
/**
 * The activity's record, or, when this job has none (RUNNER_TEMP emptied, an earlier stage that could not
 * write it), one rebuilt from this step's inputs so the activity can still be updated and ended.
 */
function recordOrDefault(folder, inputs, context, token, startedAt) {
    return (folder.readRecord() ?? {
        token,
        startedAt,
        look: initialLook(inputs, context),
        quotaReserve: quotaReserve(inputs),
    });
}
/** What the journal keeps of a look. */
function journalView(look) {
    return { progress: look.progress, severity: look.severity, body: look.body };
}
/** The update a use of the action asks for with `progress` or `body`, or undefined when it asks for none. */
function requestedUpdate(inputs) {
    if (inputs.progress === undefined && inputs.body === undefined)
        return undefined;
    return {
        ...(inputs.title === undefined ? {} : { title: inputs.title }),
        ...(inputs.body === undefined ? {} : { body: inputs.body }),
        ...(inputs.severity === undefined ? {} : { severity: inputs.severity }),
        ...(inputs.progress === undefined ? {} : { progress: inputs.progress }),
    };
}
/** The look with an update's fields laid over it. */
function applyUpdate(look, update) {
    return {
        ...look,
        ...(update.title === undefined ? {} : { title: update.title }),
        ...(update.body === undefined ? {} : { body: update.body }),
        ...(update.severity === undefined ? {} : { severity: update.severity }),
        ...(update.progress === undefined ? {} : { progress: update.progress }),
    };
}
const END_SEVERITY = { success: 'SUCCESS', failure: 'CRIT', cancelled: 'WARN' };
/** The last look: the job's outcome in colour and words, and how long it took. */
function finalLook(look, status, durationMs, failedStep) {
    const took = formatDuration(durationMs);
    const body = status === 'success'
        ? `Succeeded in ${took}`
        : status === 'cancelled'
            ? `Cancelled after ${took}`
            : failedStep
                ? `Failed at “${failedStep}” after ${took}`
                : `Failed after ${took}`;
    return {
        ...look,
        body,
        severity: END_SEVERITY[status],
        // A full bar says "done"; a failed or cancelled job keeps the bar where it stopped.
        progress: status === 'success' ? 100 : look.progress,
    };
}
/** "45s", "3m 12s", "1h 2m": what fits on a lock screen. */
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${seconds % 60}s`;
    return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

;// CONCATENATED MODULE: ./src/runner/stdout.ts

let blocked = false;
/**
 * The stage's stdout, which the runner reads as the job log. It writes to file descriptor 1 itself:
 * process.stdout, on the runner's pipe, would load Node's net and stream modules to write a few lines,
 * about 7 ms of every stage's start-up on Node 24 (measured with npm run bench). Tests replace `write`.
 */
const stdout_stdout = {
    write(text) {
        if (blocked) {
            process.stdout.write(text);
            return;
        }
        const bytes = Buffer.from(text);
        let written = 0;
        try {
            while (written < bytes.length)
                written += (0,external_node_fs_namespaceObject.writeSync)(1, bytes, written);
        }
        catch {
            // A non-blocking pipe that is full (EAGAIN): the stream waits until the runner has read it. From then
            // on everything goes through the stream, so that nothing overtakes what it still holds.
            blocked = true;
            process.stdout.write(bytes.subarray(written));
        }
    },
};

;// CONCATENATED MODULE: ./src/runner/commands.ts
// Workflow commands written to stdout, as the runner parses them. This replaces @actions/core, whose
// bundle (1 MB with its HTTP client) would triple the start-up time of a stage that sends nothing.

/** Registers a secret with the runner, which then masks it in the job log. */
function setSecret(value) {
    if (value)
        issue('add-mask', {}, value);
}
function info(message) {
    stdout.write(`${message}\n`);
}
/** Shown only when the job runs with step debug logging (ACTIONS_STEP_DEBUG). */
function debug(message) {
    issue('debug', {}, message);
}
function notice(message, properties = {}) {
    issue('notice', properties, message);
}
function warning(message, properties = {}) {
    issue('warning', properties, message);
}
function error(message, properties = {}) {
    issue('error', properties, message);
}
/** Marks the step failed: an error annotation and a non-zero exit code once the stage returns. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
function isDebug() {
    return process.env.RUNNER_DEBUG === '1';
}
function issue(command, properties, message) {
    const props = Object.entries(properties)
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
        .join(',');
    stdout_stdout.write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}\n`);
}
function escapeData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

;// CONCATENATED MODULE: ./src/signalgrid/errors.ts
/**
 * Base of every error the client throws. Messages and fields never carry the client key or the channel:
 * the client redacts them before constructing an error.
 */
class SignalgridError extends Error {
    name = 'SignalgridError';
    operation;
    /** Attempts made before giving up (1 when it was not retried). */
    attempts;
    /** HTTP status, when an answer arrived. */
    status;
    /** The `code` of the JSON answer, when there was one. */
    code;
    /** The `text` of the JSON answer, when there was one. */
    text;
    ruuid;
    constructor(message, details, options) {
        const attempts = details.attempts ?? 1;
        super(attempts > 1 ? `${message} (after ${attempts} attempts)` : message, options);
        this.operation = details.operation;
        this.attempts = attempts;
        this.status = details.status;
        this.code = details.code;
        this.text = details.text;
        this.ruuid = details.ruuid;
    }
}
/** The request was refused before sending: a value the service cannot accept. Never retried. */
class errors_SignalgridRequestError extends SignalgridError {
    name = 'SignalgridRequestError';
    /** The form field at fault, e.g. `progress`. */
    field;
    constructor(operation, field, problem) {
        super(`Cannot send ${operation}: ${field} ${problem}`, { operation });
        this.field = field;
    }
}
/** The service answered with a JSON `code` other than "200", whatever the HTTP status (it uses 200 for errors). */
class SignalgridServiceError extends SignalgridError {
    name = 'SignalgridServiceError';
}
/** The service answered with a non-2xx HTTP status. */
class SignalgridHttpError extends SignalgridError {
    name = 'SignalgridHttpError';
    /** Milliseconds the service asked us to wait (Retry-After), when it said. */
    retryAfterMs;
    constructor(message, details) {
        super(message, details);
        this.retryAfterMs = details.retryAfterMs;
    }
}
/** The answer could not be used: not JSON, no `code`, larger than the limit, or a start without a token. */
class errors_SignalgridResponseError extends SignalgridError {
    name = 'SignalgridResponseError';
}
/** No answer: the connection failed. `maybeSent` is false only when the request provably never left. */
class errors_SignalgridNetworkError extends SignalgridError {
    name = 'SignalgridNetworkError';
    maybeSent;
    /** Node's or undici's error code, e.g. ECONNREFUSED. */
    networkCode;
    constructor(message, details) {
        super(message, details);
        this.maybeSent = details.maybeSent;
        this.networkCode = details.networkCode;
    }
}
/** No answer within the time allowed for one attempt, or for the whole call. The request may have arrived. */
class errors_SignalgridTimeoutError extends SignalgridError {
    name = 'SignalgridTimeoutError';
}

;// CONCATENATED MODULE: ./src/signalgrid/form.ts


const OPERATION = {
    start: 'activity start',
    update: 'activity update',
    end: 'activity end',
};
// Tokens seen from the service are short and alphanumeric (CDGZ9, MX2L2K). Anything with spaces or form
// metacharacters is a mistake (a pasted log line, an unexpanded expression), not a token.
const form_TOKEN = /^[A-Za-z0-9._~-]{1,128}$/;
/** The form of a push: every value a string, fields in the order the specification lists them. */
function pushForm(credentials, message) {
    const form = credentialFields('push', credentials);
    if (message.title)
        form.append('title', message.title);
    if (message.body)
        form.append('body', message.body);
    form.append('critical', message.critical ? 'true' : 'false');
    const severity = message.severity ?? 'INFO';
    checkSeverity('push', 'type', severity);
    form.append('type', severity);
    return form;
}
/**
 * The form of an activity request. `type` carries the phase and `severity` the colour; the whole look goes
 * with every phase, `token` with update and end, `dismissal_delay` with end only.
 */
function activityForm(credentials, phase, content, token, end) {
    const operation = OPERATION[phase];
    const form = credentialFields(operation, credentials);
    form.append('type', phase);
    if (phase !== 'start') {
        if (token === undefined || !form_TOKEN.test(token)) {
            throw new errors_SignalgridRequestError(operation, 'token', 'must be the activity_update_token of a start (letters, digits, ".", "_", "~" or "-")');
        }
        form.append('token', token);
    }
    form.append('title', content.title);
    form.append('body', content.body);
    checkSeverity(operation, 'severity', content.severity);
    form.append('severity', content.severity);
    checkInteger(operation, 'progress', content.progress, 0, 100);
    form.append('progress', String(content.progress));
    if (content.steps !== undefined) {
        checkInteger(operation, 'steps', content.steps, 1, Number.MAX_SAFE_INTEGER);
        form.append('steps', String(content.steps));
    }
    const legend = content.progressLegend ?? false;
    if (legend && (!content.startText || !content.endText)) {
        throw new errors_SignalgridRequestError(operation, 'progress_legend', 'is true, which requires both start_text and end_text');
    }
    form.append('progress_legend', legend ? 'true' : 'false');
    if (content.startText)
        form.append('start_text', content.startText);
    if (content.endText)
        form.append('end_text', content.endText);
    if (end?.dismissalDelay) {
        checkInteger(operation, 'dismissal_delay', end.dismissalDelay, 0, Number.MAX_SAFE_INTEGER);
        form.append('dismissal_delay', String(end.dismissalDelay));
    }
    return form;
}
function credentialFields(operation, { clientKey, channel }) {
    if (!clientKey.trim())
        throw new errors_SignalgridRequestError(operation, 'client_key', 'is empty');
    if (!channel.trim())
        throw new errors_SignalgridRequestError(operation, 'channel', 'is empty');
    return new URLSearchParams({ client_key: clientKey, channel });
}
function checkSeverity(operation, field, value) {
    if (!SEVERITIES.includes(value)) {
        throw new errors_SignalgridRequestError(operation, field, `must be one of ${SEVERITIES.join(', ')}`);
    }
}
function checkInteger(operation, field, value, min, max) {
    if (!Number.isInteger(value) || value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
        throw new errors_SignalgridRequestError(operation, field, `must be a whole number ${range}`);
    }
}

;// CONCATENATED MODULE: ./src/signalgrid/response.ts
/** The answer's JSON, if it is an object carrying a string-like `code`; undefined otherwise. */
function parseResponseBody(status, text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
        return undefined;
    const record = json;
    const code = asString(record.code);
    if (code === undefined)
        return undefined;
    return {
        response: {
            status,
            code,
            text: asString(record.text) ?? '',
            ruuid: asString(record.ruuid) ?? '',
            node: asString(record.node) ?? '',
            time: parseNumber(asString(record.time)?.replace(/\s*ms$/, '')),
            remaining: parseNumber(asString(record.remaining)),
        },
        token: asString(record.activity_update_token) || undefined,
    };
}
// The service sends every value as a string; accept numbers too rather than fail on a harmless change.
function asString(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
function parseNumber(value) {
    if (value === undefined || !/^\s*-?\d+(\.\d+)?\s*$/.test(value))
        return undefined;
    return Number(value);
}

;// CONCATENATED MODULE: ./src/signalgrid/client.ts








// 15 s per attempt lets a slow (10 s) answer through; the deadlines bound what a stage can spend.
const IDEMPOTENT_RETRY = {
    maxAttempts: 5,
    attemptTimeoutMs: 15_000,
    deadlineMs: 30_000,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
};
const ONCE_ONLY_RETRY = {
    maxAttempts: 3,
    attemptTimeoutMs: 15_000,
    deadlineMs: 20_000,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
};
/** Answers read beyond this are refused: no legitimate answer comes near it. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/**
 * A client of the Signalgrid push and activity API. Knows nothing of GitHub Actions. Every call either
 * returns a successful answer (HTTP 2xx and `code` "200") or throws a SignalgridError.
 */
class SignalgridClient {
    #credentials;
    #pushUrl;
    #activityUrl;
    #userAgent;
    #idempotent;
    #onceOnly;
    #onRetry;
    #random;
    #redact;
    constructor(options) {
        this.#credentials = { clientKey: options.clientKey, channel: options.channel };
        const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
        this.#pushUrl = endpointUrl(baseUrl, '/v1/push');
        this.#activityUrl = endpointUrl(baseUrl, '/v1/activity');
        this.#userAgent = options.userAgent ?? USER_AGENT;
        this.#idempotent = { ...IDEMPOTENT_RETRY, ...options.idempotentRetry };
        this.#onceOnly = { ...ONCE_ONLY_RETRY, ...options.onceOnlyRetry };
        this.#onRetry = options.onRetry;
        this.#random = options.random ?? Math.random;
        // Whatever the service or a caller puts in a message, the key and channel never leave in an error.
        const secrets = [options.clientKey, options.channel].filter((secret) => secret !== '');
        this.#redact = (text) => secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join('***'), text);
    }
    async push(message) {
        const form = pushForm(this.#credentials, message);
        const { response } = await this.#send({ operation: 'push', url: this.#pushUrl, form, idempotent: false });
        return response;
    }
    async startActivity(content) {
        const { response, token } = await this.#activity('start', content);
        if (!token) {
            throw new errors_SignalgridResponseError('Signalgrid accepted the activity start but sent no activity_update_token', {
                operation: 'activity start',
                status: response.status,
                code: response.code,
                text: this.#redact(response.text),
                ruuid: response.ruuid,
            });
        }
        return { ...response, activityUpdateToken: token };
    }
    async updateActivity(token, content) {
        return (await this.#activity('update', content, token)).response;
    }
    async endActivity(token, content, options = {}) {
        return (await this.#activity('end', content, token, options)).response;
    }
    #activity(phase, content, token, end) {
        const operation = `activity ${phase}`;
        const form = activityForm(this.#credentials, phase, content, token, end);
        return this.#send({ operation, url: this.#activityUrl, form, idempotent: phase !== 'start' });
    }
    async #send(request) {
        const policy = request.idempotent ? this.#idempotent : this.#onceOnly;
        const deadline = Date.now() + policy.deadlineMs;
        for (let attempt = 1;; attempt++) {
            const remaining = deadline - Date.now();
            const error = await this.#attempt(request, attempt, Math.min(policy.attemptTimeoutMs, remaining));
            if (!(error instanceof SignalgridError))
                return error;
            const delay = this.#retryDelay(request, error, attempt, policy);
            if (delay === undefined || Date.now() + delay >= deadline)
                throw error;
            this.#onRetry?.({ operation: request.operation, attempt, delayMs: delay, error });
            await sleep(delay);
        }
    }
    /** Milliseconds to wait before the next attempt, or undefined when the error must not be retried. */
    #retryDelay(request, error, attempt, policy) {
        if (attempt >= policy.maxAttempts || !isRetryable(error, request.idempotent))
            return undefined;
        if (error instanceof SignalgridHttpError && error.retryAfterMs !== undefined)
            return error.retryAfterMs;
        return backoffDelay(attempt, policy.baseDelayMs, policy.maxDelayMs, this.#random);
    }
    /** One HTTP exchange. Returns the successful answer, or the error describing this attempt's failure. */
    async #attempt(request, attempt, timeoutMs) {
        const { operation } = request;
        const details = { operation, attempts: attempt };
        const controller = new AbortController();
        // A timer of our own, not AbortSignal.timeout: it covers the body too, and fake timers can drive it.
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        try {
            const answer = await exchange(request.url, {
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    accept: 'application/json',
                    'user-agent': this.#userAgent,
                },
                body: request.form.toString(),
                signal: controller.signal,
                maxBodyBytes: MAX_RESPONSE_BYTES,
            });
            return interpret(operation, attempt, answer, this.#redact(answer.text));
        }
        catch (error) {
            if (controller.signal.aborted) {
                return new errors_SignalgridTimeoutError(`Signalgrid did not answer the ${operation} within ${formatSeconds(timeoutMs)}`, details);
            }
            const failure = classifyNetworkError(error);
            return new errors_SignalgridNetworkError(`Could not reach Signalgrid at ${request.url.host} for the ${operation}: ${failure.description} (${failure.code})`, { ...details, maybeSent: failure.maybeSent, networkCode: failure.code });
        }
        finally {
            clearTimeout(timer);
        }
    }
}
function interpret(operation, attempt, answer, text) {
    const { status, oversized } = answer;
    const details = { operation, attempts: attempt, status };
    if (oversized) {
        return new errors_SignalgridResponseError(`Signalgrid answered the ${operation} with more than ${MAX_RESPONSE_BYTES / 1024} KiB (HTTP ${status})`, details);
    }
    const parsed = parseResponseBody(status, text);
    const ok = status >= 200 && status < 300;
    if (!ok) {
        const said = parsed ? `: ${client_describe(parsed.response.text, parsed.response.code)}` : '';
        const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'));
        const wait = retryAfterMs === undefined ? '' : ` (Retry-After ${formatSeconds(retryAfterMs)})`;
        return new SignalgridHttpError(`Signalgrid answered the ${operation} with HTTP ${status}${said}${wait}`, {
            ...details,
            code: parsed?.response.code,
            text: parsed?.response.text,
            ruuid: parsed?.response.ruuid,
            retryAfterMs,
        });
    }
    if (!parsed) {
        return new errors_SignalgridResponseError(`Signalgrid answered the ${operation} with HTTP ${status} but a body that is not the expected JSON (${text.length} characters)`, details);
    }
    const { code, text: said, ruuid } = parsed.response;
    if (code !== '200') {
        const id = ruuid ? `, ruuid ${ruuid}` : '';
        return new SignalgridServiceError(`Signalgrid refused the ${operation}: ${client_describe(said, code)}${id}`, {
            ...details,
            code,
            text: said,
            ruuid,
        });
    }
    return parsed;
}
/**
 * Whether another attempt is safe and useful. Updates and ends carry absolute state and a token, so
 * repeating them is harmless. A start or a push repeated after it arrived would make a second activity or a
 * second alert: retry those only when they provably never arrived, or the service refused them outright.
 */
function isRetryable(error, idempotent) {
    const status = effectiveStatus(error);
    if (error instanceof errors_SignalgridNetworkError)
        return idempotent || !error.maybeSent;
    if (error instanceof errors_SignalgridTimeoutError)
        return idempotent;
    if (status === 429 || status === 503)
        return true;
    if (!idempotent)
        return false;
    // A 2xx answer we could not read (an HTML page from a proxy, a truncated body): repeating is harmless.
    if (error instanceof errors_SignalgridResponseError)
        return true;
    return status !== undefined && (status >= 500 || status === 408);
}
/**
 * Whether a request that failed may have taken effect all the same: it may have reached the service, and the
 * service did not say it refused it (4xx, its code "400") or could not take it now (503). A start that may
 * have taken effect may have put an activity on the phone whose token the caller never got.
 */
function mayHaveTakenEffect(error) {
    if (error instanceof SignalgridRequestError)
        return false;
    if (error instanceof SignalgridNetworkError)
        return error.maybeSent;
    if (error instanceof SignalgridTimeoutError || error instanceof SignalgridResponseError)
        return true;
    const status = effectiveStatus(error);
    return status === undefined || (status >= 500 && status !== 503);
}
// The service reports errors in the body's `code` even with HTTP 200; a numeric code stands for the status.
function effectiveStatus(error) {
    if (error instanceof SignalgridServiceError && error.code && /^\d{3}$/.test(error.code))
        return Number(error.code);
    return error.status;
}
function client_describe(text, code) {
    const clipped = text.length > 300 ? `${text.slice(0, 300)}…` : text;
    return `${clipped || 'no text'} (code ${code})`;
}
function formatSeconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}

;// CONCATENATED MODULE: ./src/action/signalgrid-client.ts


/** The service client for this step, with retries written to the debug log. */
function createClient(inputs) {
    return new SignalgridClient({
        clientKey: inputs.clientKey,
        channel: inputs.channel,
        baseUrl: inputs.baseUrl,
        onRetry: ({ operation, attempt, delayMs, error }) => debug(`Signalgrid ${operation}: attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`),
    });
}

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/github/job-steps.ts
// What a job's step list says about the progress of the user's own steps. Pure: no I/O, no clock.
//
// How the jobs API reports steps, from the runner's source (actions/runner, src/Runner.Worker) and answers
// seen from the API:
// - At job setup the runner creates a record for "Set up job", then for the pre-job steps (container
//   actions' "Pull <image>"/"Build <action>", "Initialize containers", one "Pre <name>" per action with a
//   pre), then for every main step, numbered 1, 2, 3... (JobExtension.cs). A live answer for an in-progress
//   job lists the steps not started yet, as status "pending" (not in the documented enum) with null
//   conclusion and times (luoda2023/LUODA-v3.0.1, run 30236161053, 2026-07-27). Whether the very first
//   answers list them too is not confirmed: the model copes with a list that grows.
// - A post step is created only when its action's pre or main runs (ExecutionContext.RegisterPostJobStep),
//   so the list grows. Its name is "Post <name>", where <name> is the main step's display name, or the pre
//   step's without "Pre " (ActionRunner.cs); its number counts down from twice the number of setup
//   records (ExecutionContext.CreatePostChild), so a gap always separates post steps from the rest: there
//   is at most one post per setup record but "Set up job", hence numbers from N+2 when N records were made
//   at setup. "Stop containers" is a post step too; "Complete job" comes last, after the posts.
// - A display name is "Run <owner/repo@ref>" for an unnamed `uses:` step, so "Pre Run actions/x@v1" and
//   "Post Run actions/x@v1". A name whose expressions cannot be evaluated at setup is shown unevaluated
//   in the pre and post steps, and evaluated in the main step once it runs.
// - A step with `continue-on-error: true` that fails is recorded with result Succeeded (its outcome only,
//   which the API does not expose, is Failed: StepsRunner.cs, "Fixup the step result if ContinueOnError"),
//   so the API reports conclusion "success" and it never counts as failed here. Steps after a real failure
//   complete as "skipped"; post steps still run.

// Records the runner itself adds to every job (JobExtension.cs, ContainerOperationProvider.cs).
const BOOKKEEPING = new Set(['Set up job', 'Complete job', 'Initialize containers', 'Stop containers']);
const PRE = 'Pre ';
const POST = 'Post ';
/**
 * The names of an action's steps whose main step is `name`: its pre and post steps are named after it.
 * Excluding all three matters while the job's list grows: "Pre <name>" can be listed before <name> is, and
 * would otherwise pass for a step of the user's.
 */
function actionStepNames(name) {
    return new Set([name, PRE + name, POST + name]);
}
/**
 * The user's steps, in run order: the job's steps without runner bookkeeping and without the pre and post
 * steps of actions. A "Pre X" or "Post X" is an action's only when the job has its counterpart (X, or the
 * "Post X"/"Pre X" registered with it), or, for a post, when it is numbered after the setup records: so a
 * step the user named "Post results" stays, unless a step named "results" exists too. Container actions'
 * "Pull <image>" and "Build <action>" setup records have no such mark and count as the user's. Steps named in
 * `excluded` (the caller's own, say) do not count either.
 */
function userSteps(steps, excluded = new Set()) {
    const ordered = inRunOrder(steps);
    const names = new Set(ordered.map((step) => step.name));
    const lastSetupRecord = lastOfSetupRecords(ordered);
    return ordered.filter((step) => {
        if (BOOKKEEPING.has(step.name) || excluded.has(step.name))
            return false;
        if (step.name.startsWith(PRE)) {
            const action = step.name.slice(PRE.length);
            return !names.has(action) && !names.has(POST + action);
        }
        if (step.name.startsWith(POST)) {
            const action = step.name.slice(POST.length);
            return !names.has(action) && !names.has(PRE + action) && step.number <= lastSetupRecord;
        }
        return true;
    });
}
/** The progress of the user's steps in one answer about the job, not counting the steps named in `excluded`. */
function stepProgress(job, excluded) {
    const steps = userSteps(job.steps, excluded);
    const total = steps.length;
    const completed = steps.filter((step) => step.status === 'completed').length;
    // Steps run one after the other: the first not completed is the one running, or the next to run.
    const index = steps.findIndex((step) => step.status !== 'completed');
    const current = index === -1 ? undefined : { position: index + 1, name: steps[index].name };
    const failure = inRunOrder(job.steps).find((step) => step.conclusion === 'failure');
    const failed = failure && { position: positionOf(steps, failure), name: failure.name };
    return {
        total,
        completed,
        percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
        current,
        failed,
        done: total > 0 && completed === total,
    };
}
/**
 * Whether `next` shows the job at an earlier moment than `previous`: fewer of the user's steps completed,
 * or no failure where one was seen. A step only moves forward (pending, in progress, completed with a
 * conclusion that never changes), so such an answer is a lagging copy: the tracker can keep `previous` and
 * never let the phone go backwards. A list that grows (post steps registered, more steps shown) is not
 * behind.
 */
function isBehind(next, previous) {
    return next.completed < previous.completed || (previous.failed !== undefined && next.failed === undefined);
}
/**
 * What an answer about the job tells, against the progress seen before it (none: the first answer):
 * - 'new': the user's steps moved on (a step started or ended, a step failed, the list grew);
 * - 'same': they are as they were; only steps that are not the user's changed (bookkeeping, pre and post
 *   steps, the excluded ones), which shows nothing new;
 * - 'behind': a lagging copy of the job (see isBehind).
 */
function stepNews(next, previous) {
    if (previous === undefined)
        return 'new';
    if (isBehind(next, previous))
        return 'behind';
    return (0,external_node_util_namespaceObject.isDeepStrictEqual)(next, previous) ? 'same' : 'new';
}
/** The number of the last record made at job setup: the end of the run of consecutive numbers. */
function lastOfSetupRecords(ordered) {
    let last = ordered[0]?.number ?? 0;
    for (const step of ordered.slice(1)) {
        if (step.number > last + 1)
            break;
        last = step.number;
    }
    return last;
}
function inRunOrder(steps) {
    return [...steps].sort((a, b) => a.number - b.number);
}
// By identity: the user's steps are the job's own step objects.
function positionOf(steps, step) {
    const index = steps.indexOf(step);
    return index === -1 ? undefined : index + 1;
}

;// CONCATENATED MODULE: ./src/tracker/step-look.ts
/**
 * What the phone shows for the job's steps: "Step 3 of 7 · Run tests", the bar at the completed fraction
 * with one segment per step (unless the user fixed `steps`), red from the moment a step fails.
 */
function stepLook(look, progress, stepsFixed) {
    if (progress.total === 0)
        return look;
    const { total, failed, current } = progress;
    const body = failed
        ? `Failed at ${failed.position === undefined ? '' : `step ${failed.position} of ${total} · `}${failed.name}`
        : current
            ? `Step ${current.position} of ${total} · ${current.name}`
            : `All ${total} steps done`;
    // After a failure the later steps complete as skipped: the bar stays where the job broke.
    const percent = failed?.position === undefined ? progress.percent : Math.floor((failed.position * 100) / total);
    return {
        ...look,
        body,
        progress: percent,
        ...(stepsFixed ? {} : { steps: total }),
        severity: failed ? 'CRIT' : look.severity,
    };
}

;// CONCATENATED MODULE: ./src/tracker/update-queue.ts

/**
 * Spaces and coalesces the states of a live activity (step changes and explicit updates alike, in the
 * order they are offered). A send starts at least `minIntervalMs` after the previous one ended; within that window only the latest
 * state waits, and older ones are dropped; a state equal to the last one sent is not sent again; sends are
 * serialized, so a state never goes out after a newer one. Time comes from Date.now and setTimeout.
 */
class UpdateQueue {
    #minIntervalMs;
    #send;
    #equals;
    #onSendFailed;
    #lastSentAt;
    #lastSent;
    #failed;
    #pending;
    #inFlight;
    #timer;
    #stopped;
    constructor(options) {
        if (!Number.isFinite(options.minIntervalMs) || options.minIntervalMs < 0) {
            throw new RangeError(`minIntervalMs must be a number of 0 or more, got ${options.minIntervalMs}`);
        }
        if (!Number.isFinite(options.lastSentAt)) {
            throw new RangeError(`lastSentAt must be a time in epoch milliseconds, got ${options.lastSentAt}`);
        }
        this.#minIntervalMs = options.minIntervalMs;
        this.#lastSentAt = options.lastSentAt;
        this.#lastSent = 'lastSent' in options ? { state: options.lastSent } : undefined;
        this.#send = options.send;
        this.#equals = options.equals ?? external_node_util_namespaceObject.isDeepStrictEqual;
        this.#onSendFailed = options.onSendFailed;
    }
    /**
     * Offers the activity's latest state. It replaces any state still waiting, and is sent as soon as the
     * spacing allows and no send is in flight: within this call when both already hold. False (and nothing
     * done) once the queue is stopped.
     */
    offer(state) {
        if (this.#stopped)
            return false;
        this.#failed = undefined;
        // Equal to what the phone shows or is about to: whatever waited is superseded by it, and moot.
        this.#pending = this.#lastSent && this.#equals(this.#lastSent.state, state) ? undefined : { state };
        this.#pump();
        return true;
    }
    /** The earliest time the next send may start, in epoch milliseconds (later still if one is in flight). */
    get nextSendAt() {
        return this.#lastSentAt + this.#minIntervalMs;
    }
    /** The state waiting to be sent, if any. */
    get pending() {
        return this.#pending?.state;
    }
    /**
     * Stops accepting and sending states, waits up to `maxWaitMs` for the send in flight to settle, and
     * returns what did not go out. Nothing is sent after stop is called. Calling it again returns the same.
     */
    stop(maxWaitMs = Number.POSITIVE_INFINITY) {
        if (!this.#stopped) {
            clearTimeout(this.#timer);
            this.#timer = undefined;
            this.#stopped = this.#settle(maxWaitMs).then((settled) => ({
                unsent: (this.#pending ?? this.#failed)?.state,
                settled,
            }));
        }
        return this.#stopped;
    }
    #pump() {
        if (this.#stopped || this.#inFlight || !this.#pending)
            return;
        const wait = this.nextSendAt - Date.now();
        if (wait > 0) {
            this.#timer ??= setTimeout(() => {
                this.#timer = undefined;
                this.#pump();
            }, wait);
            return;
        }
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#start(this.#pending.state);
    }
    #start(state) {
        this.#pending = undefined;
        this.#failed = undefined;
        this.#lastSent = { state };
        this.#lastSentAt = Date.now();
        this.#inFlight = this.#sendOnce(state).then(() => {
            this.#inFlight = undefined;
            this.#lastSentAt = Date.now();
            this.#pump();
        });
    }
    async #sendOnce(state) {
        try {
            await this.#send(state);
        }
        catch (error) {
            // The phone may not show this state: forget it, so that the next state goes out even if equal.
            this.#lastSent = undefined;
            this.#failed = { state };
            try {
                this.#onSendFailed?.(error, state);
            }
            catch {
                // A failing reporter must not stop the updates.
            }
        }
    }
    async #settle(maxWaitMs) {
        if (!this.#inFlight)
            return true;
        if (maxWaitMs === Number.POSITIVE_INFINITY) {
            await this.#inFlight;
            return true;
        }
        let timer;
        const timeout = new Promise((resolve) => {
            timer = setTimeout(() => resolve(false), maxWaitMs);
        });
        try {
            return await Promise.race([this.#inFlight.then(() => true), timeout]);
        }
        finally {
            clearTimeout(timer);
        }
    }
}

;// CONCATENATED MODULE: ./src/tracker/tracker.ts












const MAX_POLL_BACKOFF_MS = 60_000;
const NO_PERMISSION_NOTICE = 'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
    'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).';
/**
 * The background process of an activity, one per job: it follows the job's steps through the jobs API and
 * sends them, with the explicit updates that later uses of the action hand it, through one coalescing
 * queue that respects the phones' spacing. It prints nothing (its stdio is not the job log's) and writes
 * what post must know to the activity folder. Post stops it before the end, so no update follows the end.
 */
async function runTracker(env = process.env) {
    const path = env[TRACKER_FOLDER_VARIABLE];
    if (!path)
        return;
    const folder = new ActivityFolder(path);
    const record = folder.readRecord();
    try {
        if (record)
            await new Tracker(folder, record, readInputs()).run();
    }
    finally {
        folder.markStopped();
    }
}
class Tracker {
    #folder;
    #client;
    #queue;
    #stepsFixed;
    #job;
    #startedAt = Date.now();
    /** This action's own steps: the user did not write them to see them counted. */
    #ownSteps;
    #record;
    #progress;
    #nextPollAt = 0;
    #failedPolls = 0;
    #stopping = false;
    #wake;
    constructor(folder, record, inputs) {
        this.#folder = folder;
        this.#record = record;
        this.#client = createClient(inputs);
        this.#stepsFixed = inputs.steps !== undefined;
        const context = readRunContext();
        this.#job = CurrentJob.of(inputs, context, {
            // The tracker cannot print: post says it.
            onUnusable: (problem) => {
                const message = `Signalgrid: the job’s steps were not followed: ${problem}.`;
                folder.appendJournal({ at: Date.now(), kind: 'notice', message });
            },
        });
        this.#ownSteps = actionStepNames(context.actionStepName);
        // The start counts as the first send for the spacing; an attached activity was last sent by another job.
        const start = folder
            .readJournal()
            .find((entry) => entry.kind === 'start' && !entry.error);
        this.#queue = new UpdateQueue({
            minIntervalMs: inputs.minUpdateIntervalSeconds * 1000,
            lastSentAt: start?.at ?? Date.now(),
            ...(start ? { lastSent: record.look } : {}),
            send: (look) => this.#send(look),
        });
    }
    async run() {
        const stop = () => {
            this.#stopping = true;
            this.#wake?.();
        };
        process.once('SIGTERM', stop);
        process.once('SIGINT', stop);
        while (!this.#shouldStop()) {
            this.#takeInbox();
            if (this.#job && Date.now() >= this.#nextPollAt)
                await this.#poll(this.#job);
            await this.#sleep(Math.max(0, Math.min(TRACKER_TICK_MS, this.#nextPollAt - Date.now())) || TRACKER_TICK_MS);
        }
        // Anything handed over just before the stop still counts: post folds the unsent state into the end.
        this.#takeInbox();
        const { unsent } = await this.#queue.stop(TRACKER_FLUSH_MS);
        if (unsent)
            this.#save(unsent);
    }
    #shouldStop() {
        return (this.#stopping ||
            this.#folder.stopRequested() ||
            !this.#folder.exists() ||
            Date.now() - this.#startedAt > TRACKER_MAX_LIFETIME_MS);
    }
    /** Explicit updates from later uses of the action, oldest first. */
    #takeInbox() {
        for (const update of this.#folder.takeInbox()) {
            const look = applyUpdate(this.#record.look, update);
            // A failed step keeps the activity red whatever a later update says.
            this.#offer(this.#record.failedStep ? { ...look, severity: 'CRIT' } : look);
        }
    }
    async #poll(job) {
        this.#nextPollAt = Date.now() + POLL_INTERVAL_MS;
        const answer = await job.read();
        if (answer.outcome === 'error') {
            this.#pollFailed(answer.error);
            return;
        }
        this.#failedPolls = 0;
        if (answer.rateLimit.remaining === 0 && answer.rateLimit.resetAt !== undefined) {
            this.#nextPollAt = Math.max(this.#nextPollAt, answer.rateLimit.resetAt);
        }
        if (answer.outcome === 'not-modified')
            return;
        if (answer.job.status === 'completed')
            this.#nextPollAt = Number.POSITIVE_INFINITY;
        const progress = stepProgress(answer.job, this.#ownSteps);
        const news = stepNews(progress, this.#progress);
        // A lagging copy of the job would move the bar backwards: keep what was seen. An answer where only
        // other steps moved (this action's own, say) is no step change: the step look it would offer again is
        // older than an explicit update shown since, and must not replace it.
        if (news !== 'new')
            return;
        this.#progress = progress;
        this.#offer(stepLook(this.#record.look, progress, this.#stepsFixed), progress.failed?.name);
    }
    #pollFailed(error) {
        switch (error.kind) {
            case 'no-permission':
                this.#folder.appendJournal({ at: Date.now(), kind: 'notice', message: NO_PERMISSION_NOTICE });
                this.#nextPollAt = Number.POSITIVE_INFINITY;
                return;
            case 'rate-limited':
                this.#nextPollAt = Date.now() + error.retryAfterMs;
                return;
            default:
                // The job may not be listed yet, GitHub may be down: try again, less and less often.
                this.#failedPolls++;
                this.#nextPollAt =
                    Date.now() + Math.min(MAX_POLL_BACKOFF_MS, POLL_INTERVAL_MS * 2 ** this.#failedPolls);
        }
    }
    #offer(look, failedStep) {
        this.#save(look, failedStep);
        this.#queue.offer(look);
    }
    /** Sends one update, unless the quota left is what the end (and the alert) will need. */
    async #send(look) {
        const remaining = lastRemaining(this.#folder.readJournal());
        if (remaining !== undefined && remaining <= this.#record.quotaReserve)
            return;
        const entry = { at: Date.now(), kind: 'update', by: 'tracker', ...journalView(look) };
        await sendJournaled(this.#folder, entry, () => this.#client.updateActivity(this.#record.token, look));
    }
    /** Keeps the latest look (and the failed step) in the folder, where post builds the end from it. */
    #save(look, failedStep) {
        this.#record = {
            ...this.#record,
            look,
            ...(failedStep && !this.#record.failedStep ? { failedStep } : {}),
        };
        this.#folder.writeRecord(this.#record);
    }
    #sleep(ms) {
        return new Promise((resolve) => {
            const timer = setTimeout(resolve, ms);
            this.#wake = () => {
                clearTimeout(timer);
                resolve();
            };
        });
    }
}


/***/ }),

/***/ 67:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(635);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
