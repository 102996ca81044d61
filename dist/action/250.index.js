export const id = 250;
export const ids = [250];
export const modules = {

/***/ 748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ recordOrDefault),
/* harmony export */   QE: () => (/* binding */ applyUpdate),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   bF: () => (/* binding */ journalView),
/* harmony export */   i1: () => (/* binding */ requestedUpdate),
/* harmony export */   io: () => (/* binding */ initialContent),
/* harmony export */   yu: () => (/* binding */ finalContent)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27242);
/* harmony import */ var _github_run_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47068);
/* harmony import */ var _quota_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29417);



/** What the phone shows when this job begins to show the activity. */
function initialContent(inputs, context) {
    return {
        title: inputs.title ?? (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultTitle */ .QL)(context),
        body: inputs.body ?? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .STARTING_BODY */ .sW,
        severity: inputs.severity ?? 'INFO',
        progress: inputs.progress ?? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .INITIAL_PROGRESS */ .vC,
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
        content: initialContent(inputs, context),
        quotaReserve: (0,_quota_js__WEBPACK_IMPORTED_MODULE_2__/* .quotaReserve */ .H5)(inputs),
    });
}
/** What the journal keeps of the content. */
function journalView(content) {
    return { progress: content.progress, severity: content.severity, body: content.body };
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
/** The content with an update's fields laid over it. */
function applyUpdate(content, update) {
    return {
        ...content,
        ...(update.title === undefined ? {} : { title: update.title }),
        ...(update.body === undefined ? {} : { body: update.body }),
        ...(update.severity === undefined ? {} : { severity: update.severity }),
        ...(update.progress === undefined ? {} : { progress: update.progress }),
    };
}
const END_SEVERITY = { success: 'SUCCESS', failure: 'CRIT', cancelled: 'WARN' };
/** The last content: the job's outcome in colour and words, and how long it took. */
function finalContent(content, status, durationMs, failedStep) {
    const took = formatDuration(durationMs);
    const body = status === 'success'
        ? `Succeeded in ${took}`
        : status === 'cancelled'
            ? `Cancelled after ${took}`
            : failedStep
                ? `Failed at “${failedStep}” after ${took}`
                : `Failed after ${took}`;
    return {
        ...content,
        body,
        severity: END_SEVERITY[status],
        // A full bar says "done"; a failed or cancelled job keeps the bar where it stopped.
        progress: status === 'success' ? 100 : content.progress,
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


/***/ }),

/***/ 9173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ ActivityFolder),
/* harmony export */   v: () => (/* binding */ sentEntries)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** The entries that are requests sent, as the summary and the quota read them. */
function sentEntries(journal) {
    return journal.filter((entry) => entry.kind !== 'notice' && entry.kind !== 'debug');
}
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
        const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(token).digest('hex').slice(0, 16);
        return new ActivityFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(runnerTemp, 'signalgrid', id));
    }
    /** Whether an earlier use of the action in this job already holds the activity. */
    exists() {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(this.#file('activity.json'));
    }
    create(record) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, 'inbox'), { recursive: true });
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
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(this.#file('journal.jsonl'), `${JSON.stringify(entry)}\n`);
    }
    readJournal() {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(this.#file('journal.jsonl')))
            return [];
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(this.#file('journal.jsonl'), 'utf8')
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
        writeAtomically((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, 'inbox', name), JSON.stringify(update));
    }
    /** The updates handed over so far, oldest first, each removed once read. */
    takeInbox() {
        const inbox = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, 'inbox');
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(inbox))
            return [];
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(inbox)
            .filter((name) => name.endsWith('.json'))
            .sort()
            .flatMap((name) => {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(inbox, name);
            const update = readJson(path);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(path, { force: true });
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
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(this.#file('stop'), '');
    }
    stopRequested() {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(this.#file('stop'));
    }
    /** Written by the tracker as its last act: nothing it sends can arrive after this. */
    markStopped() {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(this.#file('stopped'), '');
    }
    isStopped() {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(this.#file('stopped'));
    }
    #file(name) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, name);
    }
}
function writeAtomically(path, content) {
    const temporary = `${path}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(temporary, content);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temporary, path);
}
function readText(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8');
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


/***/ }),

/***/ 29417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ QUOTA_KEPT_NOTICE),
/* harmony export */   BY: () => (/* binding */ quotaWarning),
/* harmony export */   H5: () => (/* binding */ quotaReserve),
/* harmony export */   fq: () => (/* binding */ lastRemaining)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27242);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9173);


/** Requests the job must keep for its end, and for the failure alert when there is one. */
function quotaReserve(inputs) {
    return inputs.failureAlert === 'none' ? 1 : 2;
}
/** The quota as last reported in the journal. */
function lastRemaining(journal) {
    return (0,_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .sentEntries */ .v)(journal).findLast((entry) => entry.remaining !== undefined)?.remaining;
}
/** Said when an update is left out so that the quota left still covers the end (and the alert). */
const QUOTA_KEPT_NOTICE = 'Signalgrid: update not sent, to keep the quota that is left for the end of the activity.';
function quotaWarning(remaining) {
    if (remaining === undefined || remaining > _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_QUOTA */ .m$)
        return undefined;
    return `Signalgrid: only ${remaining} requests left in this month's quota; updates stop when only the end and the alert remain.`;
}


/***/ }),

/***/ 11677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ createClient)
/* harmony export */ });
/* unused harmony export proxyFor */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77094);
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19783);
/* harmony import */ var _signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61012);



/** The service client for this step, with retries written to the debug log. */
function createClient(inputs) {
    return new _signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__/* .SignalgridClient */ .kO({
        clientKey: inputs.clientKey,
        channel: inputs.channel,
        baseUrl: inputs.baseUrl,
        proxy: proxyFor(new URL(inputs.baseUrl)),
        onRetry: ({ operation, attempt, delayMs, error }) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid ${operation}: attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`),
    });
}
/**
 * The proxy requests to `target` go through, by the rules every other action follows (@actions/http-client's:
 * HTTPS_PROXY / HTTP_PROXY in either case, NO_PROXY, loopback hosts never proxied), or undefined when they go
 * direct. Not undici's EnvHttpProxyAgent: undici 6 prints an "experimental" warning with it on stderr, which
 * would land in every job log.
 */
function proxyFor(target) {
    const proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__/* .getProxyUrl */ .s)(target);
    return proxy?.hostname ? proxy : undefined;
}


/***/ }),

/***/ 47068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   QL: () => (/* binding */ defaultTitle),
/* harmony export */   Vp: () => (/* binding */ runUrl)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

function readRunContext(env = process.env) {
    return {
        repository: env.GITHUB_REPOSITORY ?? '',
        workflow: env.GITHUB_WORKFLOW ?? '',
        job: env.GITHUB_JOB ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
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
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(env.GITHUB_WORKSPACE ?? '', env.GITHUB_ACTION_PATH ?? '');
    return path.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) ? 'Run ./' : `Run ./${path}`;
}
/** The default title: short enough for a lock screen, specific enough to tell jobs apart. */
function defaultTitle(context) {
    return [context.workflow, context.job].filter(Boolean).join(' · ') || 'GitHub Actions job';
}
/** The run's page, or the job's own log when its id is known. */
function runUrl(context, jobId = '') {
    const run = `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}`;
    return jobId ? `${run}/job/${jobId}` : run;
}


/***/ }),

/***/ 47879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ deadline)
/* harmony export */ });
/**
 * An abort signal that fires after `ms`, for one request and the reading of its answer. A timer of our own,
 * not AbortSignal.timeout: `clear` stops it the moment the work is done, and tests' fake timers drive it.
 */
function deadline(ms) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    return { signal: controller.signal, clear: () => clearTimeout(timer) };
}


/***/ }),

/***/ 13218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ classifyNetworkError)
/* harmony export */ });
// What a failed request's error says about the request: its code, in words, and whether it may have reached
// the server. Both clients read undici's and Node's errors (the service's through undici's request, GitHub's
// through Octokit's fetch), so they share one reading.
// Failures before a connection to the server existed: nothing of the request was written to it.
const NOT_SENT = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'DNS lookup failed',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EADDRNOTAVAIL: 'address not available',
    UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
    // A proxy that refused the CONNECT tunnel (undici reports its status as an aborted request).
    UND_ERR_ABORTED: 'the proxy refused the tunnel',
    UND_ERR_PRX_TLS: 'TLS to the proxy failed',
};
// Failures once the request may have been written: the service may have acted on it.
const MAYBE_SENT = {
    ECONNRESET: 'connection reset',
    EPIPE: 'connection closed while sending',
    ETIMEDOUT: 'connection timed out',
    UND_ERR_SOCKET: 'connection closed by the server',
    UND_ERR_CLOSED: 'connection closed',
    UND_ERR_DESTROYED: 'connection closed',
    UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'answer shorter than announced',
    UND_ERR_HEADERS_OVERFLOW: 'answer headers too large',
};
// Certificate and handshake failures happen before the request is written.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|EPROTO)/;
/**
 * Classifies what `send` rejected with, when the caller's own deadline did not cause it. undici puts its
 * code on the error; a socket error from Node may sit on `cause`, and happy-eyeballs connects wrap several
 * in an AggregateError.
 */
function classifyNetworkError(error) {
    const code = findCode(error);
    if (code === 'UND_ERR_HEADERS_TIMEOUT')
        return { code, description: 'no answer in time', maybeSent: true, timeout: 'headers' };
    if (code === 'UND_ERR_BODY_TIMEOUT')
        return { code, description: 'the answer stalled', maybeSent: true, timeout: 'body' };
    if (code in NOT_SENT)
        return { code, description: NOT_SENT[code], maybeSent: false };
    if (TLS_CODE.test(code))
        return { code, description: 'TLS handshake failed', maybeSent: false };
    if (code in MAYBE_SENT)
        return { code, description: MAYBE_SENT[code], maybeSent: true };
    if (code.startsWith('HPE_'))
        return { code, description: 'answer is not valid HTTP', maybeSent: true };
    return { code: code || 'unknown', description: 'network error', maybeSent: true };
}
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


/***/ }),

/***/ 78962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact),
/* harmony export */   r: () => (/* binding */ redactGitHubTokens)
/* harmony export */ });
/**
 * The text with every secret in it replaced by ***: whatever a server or proxy puts in an answer (an error
 * page, an echoed field) may end up in a log, and no credential may go with it.
 */
function redact(text, secrets) {
    return secrets.reduce((scrubbed, secret) => (secret ? scrubbed.split(secret).join('***') : scrubbed), text);
}
/**
 * The text with anything shaped like a GitHub token (ghs_…, ghp_…, github_pat_…) masked, where the token itself
 * is not at hand to redact: Octokit's messages never carry it, this keeps it so should one ever quote a header.
 */
function redactGitHubTokens(text) {
    return text.replace(/\b(gh[pousr]_|github_pat_)[A-Za-z0-9_]+/g, '$1***');
}


/***/ }),

/***/ 32426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ parseRetryAfter)
/* harmony export */ });
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


/***/ }),

/***/ 61012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kO: () => (/* binding */ SignalgridClient),
  Y2: () => (/* binding */ mayHaveTakenEffect)
});

// UNUSED EXPORTS: DEFAULT_TIMEOUTS, IDEMPOTENT_RETRY, MAX_RESPONSE_BYTES, ONCE_ONLY_RETRY, isRetryable

// EXTERNAL MODULE: ./src/net/deadline.ts
var deadline = __webpack_require__(47879);
// EXTERNAL MODULE: ./src/net/network-error.ts
var network_error = __webpack_require__(13218);
// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
// EXTERNAL MODULE: ./src/net/retry-after.ts
var retry_after = __webpack_require__(32426);
// EXTERNAL MODULE: ./src/signalgrid/base-url.ts
var base_url = __webpack_require__(68399);
// EXTERNAL MODULE: ./src/signalgrid/errors.ts
var errors = __webpack_require__(26133);
// EXTERNAL MODULE: ./src/signalgrid/form.ts
var signalgrid_form = __webpack_require__(42012);
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

;// CONCATENATED MODULE: ./src/signalgrid/retry.ts
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

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/signalgrid/transport.ts
// How the client's requests reach Signalgrid: npm undici's own `request`, through an Agent, or a ProxyAgent when
// the caller names a proxy. This is the one copy of undici in the action: @actions/core and @actions/github
// bundle the same one, so no stage pays for a second.

/**
 * The dispatcher of one client: a ProxyAgent through `proxy` when there is one, an Agent otherwise. Made once
 * per client, so it keeps connections alive between the tracker's updates.
 */
function createDispatcher(timeouts, proxy) {
    const connect = { timeout: timeouts.connectMs };
    if (!proxy)
        return new undici/* Agent */.g6({ connect });
    // As @actions/http-client does: credentials in the proxy URL become a Basic Proxy-Authorization.
    const token = proxy.username || proxy.password
        ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}`
        : undefined;
    return new undici/* ProxyAgent */.kT({
        uri: proxy.href,
        ...(token === undefined ? {} : { token }),
        proxyTls: connect,
        requestTls: connect,
    });
}
/**
 * Makes one request and reads its answer. Redirects are never followed (undici's `request` does not unless
 * told to): the credentials in the body stay with the host they were meant for, and a 3xx comes back as it is.
 * Rejects with undici's or Node's error when no complete answer arrives; classifyNetworkError reads it.
 */
async function send(dispatcher, url, outgoing) {
    const { method, headers, body, signal, timeouts } = outgoing;
    const response = await (0,undici/* request */.Em)(url, {
        dispatcher,
        method,
        headers,
        body,
        signal,
        headersTimeout: timeouts.headersMs,
        bodyTimeout: timeouts.bodyMs,
    });
    const read = await readLimited(response.body, outgoing.maxBodyBytes);
    return { status: response.statusCode, headers: headerReader(response.headers), ...read };
}
/**
 * Reads a body up to a byte limit, so a hostile or broken server cannot exhaust memory. Leaving the loop early
 * destroys the body, and with it the connection, so an oversized body is never read to its end. Iterating
 * rejects when the connection closes before the body is complete.
 */
async function readLimited(body, maxBytes) {
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
function headerReader(headers) {
    return {
        get(name) {
            const value = headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
    };
}

// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts
var user_agent = __webpack_require__(29665);
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
// A connection to the service takes well under a second; 10 s covers a slow proxy and a TLS handshake over a
// bad link. Headers get the whole attempt (a slow answer of 10 s must get through); a body that stalls
// for 10 s in the middle is not coming.
const DEFAULT_TIMEOUTS = {
    connectMs: 10_000,
    headersMs: 15_000,
    bodyMs: 10_000,
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
    #timeouts;
    #dispatcher;
    constructor(options) {
        this.#credentials = { clientKey: options.clientKey, channel: options.channel };
        const baseUrl = options.baseUrl ?? base_url/* DEFAULT_BASE_URL */.Q;
        this.#pushUrl = (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/push');
        this.#activityUrl = (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/activity');
        this.#userAgent = options.userAgent ?? user_agent/* USER_AGENT */._;
        this.#idempotent = { ...IDEMPOTENT_RETRY, ...options.idempotentRetry };
        this.#onceOnly = { ...ONCE_ONLY_RETRY, ...options.onceOnlyRetry };
        this.#onRetry = options.onRetry;
        this.#random = options.random ?? Math.random;
        // Whatever the service or a caller puts in a message, the key and channel never leave in an error.
        const secrets = [options.clientKey, options.channel].filter((secret) => secret !== '');
        this.#redact = (text) => (0,redact/* redact */.E)(text, secrets);
        this.#timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
        // Both endpoints share the base URL's origin, so one dispatcher serves both.
        this.#dispatcher = options.dispatcher ?? createDispatcher(this.#timeouts, options.proxy);
    }
    async push(message) {
        const form = (0,signalgrid_form/* pushForm */.Lu)(this.#credentials, message);
        const { response } = await this.#send({ operation: 'push', url: this.#pushUrl, form, idempotent: false });
        return response;
    }
    async startActivity(content) {
        const { response, token } = await this.#activity('start', content);
        if (!token) {
            throw new errors/* SignalgridResponseError */.wJ('Signalgrid accepted the activity start but sent no activity_update_token', {
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
        const form = (0,signalgrid_form/* activityForm */.ep)(this.#credentials, phase, content, token, end);
        return this.#send({ operation, url: this.#activityUrl, form, idempotent: phase !== 'start' });
    }
    async #send(request) {
        const policy = request.idempotent ? this.#idempotent : this.#onceOnly;
        const deadline = Date.now() + policy.deadlineMs;
        for (let attempt = 1;; attempt++) {
            const remaining = deadline - Date.now();
            const error = await this.#attempt(request, attempt, Math.min(policy.attemptTimeoutMs, remaining));
            if (!(error instanceof errors/* SignalgridError */.bJ))
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
        if (error instanceof errors/* SignalgridHttpError */.Jq && error.retryAfterMs !== undefined)
            return error.retryAfterMs;
        return backoffDelay(attempt, policy.baseDelayMs, policy.maxDelayMs, this.#random);
    }
    /** One HTTP exchange. Returns the successful answer, or the error describing this attempt's failure. */
    async #attempt(request, attempt, timeoutMs) {
        const { operation } = request;
        const details = { operation, attempts: attempt };
        const attemptDeadline = (0,deadline/* deadline */.n)(timeoutMs);
        try {
            const answer = await send(this.#dispatcher, request.url, {
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    accept: 'application/json',
                    'user-agent': this.#userAgent,
                },
                body: request.form.toString(),
                signal: attemptDeadline.signal,
                maxBodyBytes: MAX_RESPONSE_BYTES,
                timeouts: this.#timeouts,
            });
            return interpret(operation, attempt, answer, this.#redact(answer.text));
        }
        catch (error) {
            if (attemptDeadline.signal.aborted) {
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid did not answer the ${operation} within ${formatSeconds(timeoutMs)}`, details);
            }
            const failure = (0,network_error/* classifyNetworkError */.L)(error);
            if (failure.timeout === 'headers') {
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid did not answer the ${operation} within ${formatSeconds(this.#timeouts.headersMs)}`, details);
            }
            if (failure.timeout === 'body') {
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid's answer to the ${operation} stalled for ${formatSeconds(this.#timeouts.bodyMs)}`, details);
            }
            return new errors/* SignalgridNetworkError */.aO(`Could not reach Signalgrid at ${request.url.host} for the ${operation}: ${failure.description} (${failure.code})`, { ...details, maybeSent: failure.maybeSent, networkCode: failure.code });
        }
        finally {
            attemptDeadline.clear();
        }
    }
}
function interpret(operation, attempt, answer, text) {
    const { status, oversized } = answer;
    const details = { operation, attempts: attempt, status };
    if (oversized) {
        return new errors/* SignalgridResponseError */.wJ(`Signalgrid answered the ${operation} with more than ${MAX_RESPONSE_BYTES / 1024} KiB (HTTP ${status})`, details);
    }
    const parsed = parseResponseBody(status, text);
    const ok = status >= 200 && status < 300;
    if (!ok) {
        const said = parsed ? `: ${describe(parsed.response.text, parsed.response.code)}` : '';
        const retryAfterMs = (0,retry_after/* parseRetryAfter */.m)(answer.headers.get('retry-after'));
        const wait = retryAfterMs === undefined ? '' : ` (Retry-After ${formatSeconds(retryAfterMs)})`;
        return new errors/* SignalgridHttpError */.Jq(`Signalgrid answered the ${operation} with HTTP ${status}${said}${wait}`, {
            ...details,
            code: parsed?.response.code,
            text: parsed?.response.text,
            ruuid: parsed?.response.ruuid,
            retryAfterMs,
        });
    }
    if (!parsed) {
        return new errors/* SignalgridResponseError */.wJ(`Signalgrid answered the ${operation} with HTTP ${status} but a body that is not the expected JSON (${text.length} characters)`, details);
    }
    const { code, text: said, ruuid } = parsed.response;
    if (code !== '200') {
        const id = ruuid ? `, ruuid ${ruuid}` : '';
        return new errors/* SignalgridServiceError */.mp(`Signalgrid refused the ${operation}: ${describe(said, code)}${id}`, {
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
    if (error instanceof errors/* SignalgridNetworkError */.aO)
        return idempotent || !error.maybeSent;
    if (error instanceof errors/* SignalgridTimeoutError */.UA)
        return idempotent;
    if (status === 429 || status === 503)
        return true;
    if (!idempotent)
        return false;
    // A 2xx answer we could not read (an HTML page from a proxy, a truncated body): repeating is harmless.
    if (error instanceof errors/* SignalgridResponseError */.wJ)
        return true;
    return status !== undefined && (status >= 500 || status === 408);
}
/**
 * Whether a request that failed may have taken effect all the same: it may have reached the service, and the
 * service did not say it refused it (4xx, its code "400") or could not take it now (503). A start that may
 * have taken effect may have put an activity on the phone whose token the caller never got.
 */
function mayHaveTakenEffect(error) {
    if (error instanceof errors/* SignalgridRequestError */.kR)
        return false;
    if (error instanceof errors/* SignalgridNetworkError */.aO)
        return error.maybeSent;
    if (error instanceof errors/* SignalgridTimeoutError */.UA || error instanceof errors/* SignalgridResponseError */.wJ)
        return true;
    const status = effectiveStatus(error);
    return status === undefined || (status >= 500 && status !== 503);
}
// The service reports errors in the body's `code` even with HTTP 200; a numeric code stands for the status.
function effectiveStatus(error) {
    if (error instanceof errors/* SignalgridServiceError */.mp && error.code && /^\d{3}$/.test(error.code))
        return Number(error.code);
    return error.status;
}
function describe(text, code) {
    const clipped = text.length > 300 ? `${text.slice(0, 300)}…` : text;
    return `${clipped || 'no text'} (code ${code})`;
}
function formatSeconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}


/***/ }),

/***/ 29665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/** `<package name>/<version>`, kept equal to package.json by a test. */
const USER_AGENT = 'signalgrid-action/1.0.0';


/***/ })

};
