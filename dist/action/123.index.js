export const id = 123;
export const ids = [123,584,203,822,441];
export const modules = {

/***/ 40252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ jobReader)
/* harmony export */ });
/* harmony import */ var _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47468);

async function jobReader(inputs, context, timeoutMs, debug) {
    if (!inputs.githubToken)
        return undefined;
    const { CurrentJob } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(162)]).then(__webpack_require__.bind(__webpack_require__, 17162));
    return CurrentJob.of({
        token: inputs.githubToken,
        jobId: inputs.jobId,
        runnerName: context.runnerName,
        userAgent: _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_AGENT */ ._,
        timeoutMs,
        onUnusable: debug,
    });
}


/***/ }),

/***/ 21060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ viewContent)
/* harmony export */ });
function viewContent(content, view, stepsFixed) {
    const { steps: _shown, ...rest } = content;
    const steps = stepsFixed ? content.steps : view.segments;
    return {
        ...rest,
        body: view.words || content.body,
        progress: view.percent,
        severity: view.state === 'failed' ? 'CRIT' : content.severity,
        ...(steps === undefined ? {} : { steps }),
    };
}


/***/ }),

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ForeignOriginError: () => (/* binding */ ForeignOriginError),
/* harmony export */   JOBS_PER_PAGE: () => (/* binding */ JOBS_PER_PAGE),
/* harmony export */   apiHost: () => (/* binding */ apiHost),
/* harmony export */   githubClient: () => (/* binding */ githubClient)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28335);


const JOBS_PER_PAGE = 100;
class ForeignOriginError extends Error {
    host;
    apiHost;
    name = 'ForeignOriginError';
    constructor(host, apiHost) {
        super(`a request to ${host} was not sent: the GitHub token goes to the API's own origin only (${apiHost})`);
        this.host = host;
        this.apiHost = apiHost;
    }
}
function apiHost(octokit) {
    return new URL(String(octokit.request.endpoint.DEFAULTS.baseUrl)).host;
}
function githubClient(token, options = {}) {
    if (!token.trim())
        throw new TypeError('the GitHub token is empty');
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, options.userAgent ? { userAgent: options.userAgent } : {});
    const api = (0,_net_url_js__WEBPACK_IMPORTED_MODULE_1__/* .credentialUrl */ .Z)(String(octokit.request.endpoint.DEFAULTS.baseUrl), 'GitHub API URL', 'https://api.github.com');
    octokit.hook.before('request', (request) => {
        const target = new URL(octokit.request.endpoint.parse(request).url);
        if (target.origin !== api.origin)
            throw new ForeignOriginError(target.host, api.host);
        options.beforeRequest?.(request, target);
    });
    return octokit;
}


/***/ }),

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ GitHubTimeoutError),
/* harmony export */   Gw: () => (/* binding */ GitHubNoMatchError),
/* harmony export */   Qf: () => (/* binding */ unusableAnswer),
/* harmony export */   cw: () => (/* binding */ GitHubAnswerError),
/* harmony export */   d: () => (/* binding */ isHttpError),
/* harmony export */   g5: () => (/* binding */ failureOf),
/* harmony export */   x5: () => (/* binding */ refusal)
/* harmony export */ });
/* unused harmony exports GitHubError, GitHubPermissionError, GitHubRateLimitError, GitHubNotFoundError, GitHubServerError, GitHubStatusError, GitHubNetworkError */
/* harmony import */ var _net_network_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13218);
/* harmony import */ var _net_retry_after_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32426);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63644);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57403);





class GitHubError extends Error {
    name = 'GitHubError';
    toJSON() {
        return { ...this, message: this.message };
    }
}
class GitHubPermissionError extends GitHubError {
    status;
    permission;
    name = 'GitHubPermissionError';
    kind = 'no-permission';
    constructor(status, permission, message) {
        super(message);
        this.status = status;
        this.permission = permission;
    }
}
class GitHubRateLimitError extends GitHubError {
    status;
    retryAfterMs;
    rateLimit;
    name = 'GitHubRateLimitError';
    kind = 'rate-limited';
    constructor(status, retryAfterMs, rateLimit, message) {
        super(message);
        this.status = status;
        this.retryAfterMs = retryAfterMs;
        this.rateLimit = rateLimit;
    }
}
class GitHubNotFoundError extends GitHubError {
    status;
    name = 'GitHubNotFoundError';
    kind = 'not-found';
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
class GitHubServerError extends GitHubError {
    status;
    name = 'GitHubServerError';
    kind = 'server-error';
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
class GitHubStatusError extends GitHubError {
    status;
    name = 'GitHubStatusError';
    kind = 'unexpected-status';
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
class GitHubNetworkError extends GitHubError {
    code;
    name = 'GitHubNetworkError';
    kind = 'network';
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
class GitHubTimeoutError extends GitHubError {
    name = 'GitHubTimeoutError';
    kind = 'timeout';
}
class GitHubAnswerError extends GitHubError {
    name = 'GitHubAnswerError';
    kind = 'malformed';
}
class GitHubNoMatchError extends GitHubError {
    name = 'GitHubNoMatchError';
    kind = 'no-match';
}
function unusableAnswer(request, problem) {
    return new GitHubAnswerError(`${request}: unusable answer: ${problem}`);
}
function failureOf(error, request, host) {
    if (error instanceof GitHubError)
        return error;
    if (error instanceof _client_js__WEBPACK_IMPORTED_MODULE_1__.ForeignOriginError) {
        return unusableAnswer(request, `the next page is on another host (${error.host}); not followed`);
    }
    if (isHttpError(error)) {
        const { status, headers, data } = error.response;
        return refusal(request, status, headers, errorMessage(data), host);
    }
    const { code, description } = (0,_net_network_error_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyNetworkError */ .L)(error);
    return new GitHubNetworkError(code, `${request}: could not reach ${host}: ${description} (${code})`);
}
const SECONDARY_LIMIT_WAIT_MS = 60_000;
function refusal(request, status, headers, said, host) {
    const message = `${request}: HTTP ${status}${said ? `: ${said}` : ''}`;
    const rateLimit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .readRateLimit */ .y)(headers);
    const retryAfterMs = (0,_net_retry_after_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRetryAfter */ .m)((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .header */ .w)(headers, 'retry-after'));
    const limited = status === 429 ||
        (status === 403 && (rateLimit.remaining === 0 || retryAfterMs !== undefined || /rate limit/i.test(said)));
    if (limited) {
        const resetMs = rateLimit.remaining === 0 && rateLimit.resetAt !== undefined
            ? rateLimit.resetAt - Date.now()
            : undefined;
        const wait = Math.max(0, retryAfterMs ?? resetMs ?? SECONDARY_LIMIT_WAIT_MS);
        return new GitHubRateLimitError(status, wait, rateLimit, `${message} (wait ${Math.ceil(wait / 1000)} s)`);
    }
    if (status === 403 && /resource not accessible by integration/i.test(said)) {
        const permission = permissionFor(request);
        return new GitHubPermissionError(status, permission, `${message}: the token needs the ${permission} permission`);
    }
    if (status === 404)
        return new GitHubNotFoundError(status, message);
    if (status >= 500)
        return new GitHubServerError(status, message);
    if (status >= 300 && status < 400) {
        return new GitHubStatusError(status, `${message} (redirect not followed: the token stays with ${host})`);
    }
    return new GitHubStatusError(status, message);
}
function permissionFor(request) {
    return /\/repos\/[^/]+\/[^/]+\/check-runs\//.test(request) ? 'checks: read' : 'actions: read';
}
function isHttpError(error) {
    if (!(error instanceof Error))
        return false;
    const { status, response } = error;
    return typeof status === 'number' && (0,_job_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(response) && typeof response.status === 'number';
}
function errorMessage(data) {
    let json = data;
    if (typeof data === 'string') {
        try {
            json = JSON.parse(data);
        }
        catch {
            return '';
        }
    }
    const message = (0,_job_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(json) && typeof json.message === 'string' ? json.message.trim() : '';
    return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}


/***/ }),

/***/ 47942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ JobsApi),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS)
/* harmony export */ });
/* unused harmony exports GITHUB_API_VERSION, MAX_ANSWER_BYTES */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_deadline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47879);
/* harmony import */ var _net_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78962);
/* harmony import */ var _net_seconds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97714);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57403);







const GITHUB_API_VERSION = '2022-11-28';
const MAX_ANSWER_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
class JobsApi {
    #octokit;
    #token;
    #timeoutMs;
    #host;
    repo;
    #etags = new Map();
    #reading = Promise.resolve();
    #signal;
    #request = 'GET';
    constructor(options) {
        this.#octokit = (0,_client_js__WEBPACK_IMPORTED_MODULE_1__.githubClient)(options.token, {
            ...(options.userAgent ? { userAgent: options.userAgent } : {}),
            beforeRequest: (request, target) => {
                this.#request = `${request.method} ${target.pathname}${target.search}`;
                request.headers = { ...request.headers, 'x-github-api-version': GITHUB_API_VERSION };
                request.request = {
                    ...request.request,
                    signal: this.#signal,
                    redirect: 'manual',
                    parseSuccessResponseBody: false,
                };
            },
        });
        this.#host = (0,_client_js__WEBPACK_IMPORTED_MODULE_1__.apiHost)(this.#octokit);
        this.repo = repository();
        this.#token = options.token;
        this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    }
    get request() {
        return this.#request;
    }
    take(read, timeoutMs = this.#timeoutMs) {
        const answer = this.#reading.then(async () => {
            const readDeadline = (0,_net_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .deadline */ .n)(timeoutMs);
            this.#signal = readDeadline.signal;
            this.#request = 'GET';
            try {
                return await read();
            }
            catch (error) {
                const failure = readDeadline.signal.aborted
                    ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTimeoutError */ .Dr(`${this.#request}: no answer within ${(0,_net_seconds_js__WEBPACK_IMPORTED_MODULE_4__/* .seconds */ .Y)(timeoutMs)}`)
                    : (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .failureOf */ .g5)(error, this.#request, this.#host);
                failure.message = (0,_net_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E)(failure.message, [this.#token]);
                return { outcome: 'error', error: failure };
            }
            finally {
                readDeadline.clear();
                this.#signal = undefined;
            }
        });
        this.#reading = answer;
        return answer;
    }
    async get(route, parameters, key) {
        const etag = key === undefined ? undefined : this.#etags.get(key);
        try {
            const reply = await this.#octokit.request(route, {
                ...parameters,
                headers: etag ? { 'if-none-match': etag } : {},
            });
            return { outcome: 'fresh', reply };
        }
        catch (error) {
            if (key === undefined || !(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isHttpError */ .d)(error) || error.status !== 304)
                throw error;
            this.remember(key, error.response.headers);
            return { outcome: 'not-modified', rateLimit: (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_6__/* .readRateLimit */ .y)(error.response.headers) };
        }
    }
    etag(key) {
        return this.#etags.get(key);
    }
    remember(key, headers) {
        const etag = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_6__/* .header */ .w)(headers, 'etag');
        if (etag)
            this.#etags.set(key, etag);
    }
    async json(reply) {
        if (reply.status !== 200) {
            await cancel(reply.data);
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .refusal */ .x5)(this.#request, reply.status, reply.headers, '', this.#host);
        }
        const body = await readBounded(reply.data, MAX_ANSWER_BYTES);
        if (body === undefined) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(this.#request, `the answer is larger than ${MAX_ANSWER_BYTES / 1024} KiB`);
        }
        const text = (0,_net_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E)(body, [this.#token]);
        try {
            return JSON.parse(text);
        }
        catch {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(this.#request, `the answer is not JSON (${text.length} characters)`);
        }
    }
}
function isWebStream(value) {
    return typeof value === 'object' && value !== null && typeof value.getReader === 'function';
}
async function readBounded(body, limit) {
    if (!isWebStream(body))
        return typeof body === 'string' ? body : '';
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    let text = '';
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            return text + decoder.decode();
        size += value?.byteLength ?? 0;
        if (size > limit) {
            await reader.cancel().catch(() => { });
            return undefined;
        }
        text += decoder.decode(value, { stream: true });
    }
}
async function cancel(body) {
    if (isWebStream(body))
        await body.cancel().catch(() => { });
}
function repository() {
    let repo;
    try {
        repo = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.repo;
    }
    catch {
        throw new TypeError('GITHUB_REPOSITORY is not set: there is no repository to read the job from');
    }
    if (![repo.owner, repo.repo].every((part) => typeof part === 'string' && /^[A-Za-z0-9._-]+$/.test(part))) {
        throw new TypeError(`repository must be owner/name, got ${JSON.stringify(process.env.GITHUB_REPOSITORY ?? '')}`);
    }
    return repo;
}


/***/ }),

/***/ 97062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ loadHistoryReader)
/* harmony export */ });
function loadHistoryReader() {
    return Promise.all(/* import() */[__webpack_require__.e(439), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 56439));
}


/***/ }),

/***/ 91558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ ownStepName),
/* harmony export */   v: () => (/* binding */ mainStepName)
/* harmony export */ });
/* harmony import */ var _job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14567);


const STAGE_START_SLACK_MS = 10_000;
function ownStepName(job, startedAt, defaultNames) {
    const listed = new Set(job.steps.map((step) => step.name));
    const named = defaultNames.find((name) => [...(0,_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .actionStepNames */ .Vz)(name)].some((step) => listed.has(step)));
    if (named !== undefined)
        return named;
    const candidates = job.steps.flatMap((step) => {
        const at = Date.parse(step.startedAt ?? '');
        if (!(at <= startedAt && at >= startedAt - STAGE_START_SLACK_MS))
            return [];
        if (step.name.startsWith(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq) && listed.has(step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq.length))) {
            return [{ name: step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq.length), at }];
        }
        return listed.has((0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .postStepName */ .yh)(step.name)) && !listed.has((0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .preStepName */ .pn)(step.name))
            ? [{ name: step.name, at }]
            : [];
    });
    const last = Math.max(...candidates.map((candidate) => candidate.at));
    const latest = candidates.filter((candidate) => candidate.at === last);
    return latest.length === 1 ? latest[0].name : defaultNames[0];
}
function mainStepName(jobs, ownJobId, defaultNames) {
    const own = jobs.find((job) => job.id === ownJobId);
    return ownStepName(own ?? { steps: [] }, Math.round(performance.timeOrigin), defaultNames);
}


/***/ }),

/***/ 57403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ header),
/* harmony export */   y: () => (/* binding */ readRateLimit)
/* harmony export */ });
function readRateLimit(headers) {
    const reset = headerInteger(headers, 'x-ratelimit-reset');
    return {
        limit: headerInteger(headers, 'x-ratelimit-limit'),
        remaining: headerInteger(headers, 'x-ratelimit-remaining'),
        used: headerInteger(headers, 'x-ratelimit-used'),
        resetAt: reset === undefined ? undefined : reset * 1000,
    };
}
function header(headers, name) {
    const value = headers[name];
    return value === undefined ? undefined : String(value);
}
function headerInteger(headers, name) {
    const value = header(headers, name)?.trim();
    return value && /^\d+$/.test(value) ? Number(value) : undefined;
}


/***/ }),

/***/ 24200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ NEWER_WEIGHT),
/* harmony export */   Fe: () => (/* binding */ RUNNING_MAX),
/* harmony export */   IK: () => (/* binding */ BEFORE_LAST_STEPS_MAX),
/* harmony export */   Qs: () => (/* binding */ OTHER_SHAPE_OVER_SIZE),
/* harmony export */   qE: () => (/* binding */ LATE_MARGIN),
/* harmony export */   vT: () => (/* binding */ SAME_MOMENT_MS),
/* harmony export */   zA: () => (/* binding */ OTHER_SHAPE_SHARE)
/* harmony export */ });
const BEFORE_LAST_STEPS_MAX = 94;
const RUNNING_MAX = 99;
const SAME_MOMENT_MS = 1_000;
const NEWER_WEIGHT = 2;
const OTHER_SHAPE_SHARE = 1 / 3;
const OTHER_SHAPE_OVER_SIZE = 2;
const LATE_MARGIN = 0.1;


/***/ }),

/***/ 72216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ runView),
  ki: () => (/* binding */ viewFloor)
});

// UNUSED EXPORTS: BEFORE_LAST_STEPS_MAX

// EXTERNAL MODULE: ./src/view/snapshot.ts
var view_snapshot = __webpack_require__(22425);
;// CONCATENATED MODULE: ./src/view/breaks.ts

function breakOf(parts) {
    const breaks = parts.flatMap((part) => {
        const { job, progress } = part;
        if (!job || !progress)
            return [];
        const failed = progress.failed;
        const cancelled = progress.cancelled;
        const step = failed ?? cancelled;
        if (!step)
            return [];
        const listed = job.steps.find((candidate) => candidate.name === step.name && candidate.conclusion !== null);
        const at = (0,view_snapshot/* timeOf */.nR)(listed?.completedAt ?? null);
        return [
            {
                kind: failed ? 'failed' : 'cancelled',
                part,
                step: { name: step.name, position: step.position },
                at: Number.isFinite(at) ? at : Number.POSITIVE_INFINITY,
            },
        ];
    });
    return breaks.sort((a, b) => a.at - b.at)[0];
}
function brokenAt(snapshot, broken, basis) {
    const at = Number.isFinite(broken.at)
        ? broken.at
        : Math.max(...snapshot.jobs.map((job) => (0,view_snapshot/* timeOf */.nR)(job.completedAt)).filter(Number.isFinite), 0);
    const earlier = (0,view_snapshot/* snapshotAt */.e6)(snapshot, at);
    const id = broken.part.job?.id;
    const jobs = earlier.jobs.map((job) => {
        if (job.id !== id)
            return job;
        const ordered = [...job.steps].sort((a, b) => a.number - b.number);
        const index = ordered.findIndex((step) => step.name === broken.step.name && (step.conclusion === 'failure' || step.conclusion === 'cancelled'));
        const steps = ordered.map((step, position) => {
            if (index < 0 || position < index)
                return step;
            if (position === index && broken.kind === 'failed' && basis === 'steps')
                return step;
            if (position === index)
                return { ...step, status: 'in_progress', conclusion: null, completedAt: null };
            return { ...step, status: 'pending', conclusion: null, startedAt: null, completedAt: null };
        });
        return { ...job, status: 'in_progress', conclusion: null, completedAt: null, steps };
    });
    return { ...earlier, jobs };
}

// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
// EXTERNAL MODULE: ./src/view/constants.ts
var constants = __webpack_require__(24200);
// EXTERNAL MODULE: ./src/github/names.ts
var github_names = __webpack_require__(14567);
;// CONCATENATED MODULE: ./src/view/expected-ends.ts



function expectedEnds(parts, plan, at, startedAt, names) {
    const leastMs = plan.spanMs / 100;
    const order = [...parts].sort((a, b) => (plan.jobs[a.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY) -
        (plan.jobs[b.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY));
    const endOf = new Map();
    const values = order.map((part) => {
        const planned = part.planned === undefined ? undefined : plan.jobs[part.planned];
        const whole = planned ? planned.end - planned.start : plan.medianJobMs;
        let end;
        let stepEnd;
        let start;
        switch (part.phase) {
            case 'done':
            case 'running': {
                const job = part.job;
                if (job.status === 'completed') {
                    const completed = (0,view_snapshot/* timeOf */.nR)(job.completedAt);
                    end = Number.isFinite(completed) ? Math.min(at, completed) : at;
                    break;
                }
                const left = remainingOf(job, planned, plan.medianStepMs, at, leastMs, names);
                end = at + left.totalMs;
                stepEnd = part.phase === 'running' ? at + left.stepMs : undefined;
                break;
            }
            case 'setup':
                start = at;
                end = at + whole;
                break;
            default: {
                const after = planned?.after;
                const before = after === undefined ? undefined : endOf.get(after);
                const from = planned === undefined
                    ? at
                    : before !== undefined
                        ? before + planned.wait
                        : startedAt + (after === undefined ? planned.wait : planned.start);
                start = Math.max(at, from);
                end = start + whole;
            }
        }
        if (part.planned !== undefined)
            endOf.set(part.planned, end);
        return { part, end, stepEnd, start };
    });
    return { values };
}
function remainingOf(job, planned, fillMs, at, leastMs, names) {
    const steps = [...job.steps]
        .filter((step) => !github_names/* BOOKKEEPING */.jI.has(step.name))
        .sort((a, b) => a.number - b.number);
    const users = new Set((0,job_steps/* userSteps */.FY)(job.steps, names));
    const taken = new Set();
    const slots = steps.map((step) => {
        const index = planned?.steps.findIndex((entry, position) => entry.name === step.name && !taken.has(position));
        if (index === undefined || index < 0)
            return { ms: users.has(step) ? fillMs : 0, index: undefined };
        taken.add(index);
        const entry = planned?.steps[index];
        return { ms: entry.end - entry.start, index };
    });
    const current = steps.findIndex((step) => step.status !== 'completed');
    if (current < 0)
        return { totalMs: 0, stepMs: 0 };
    const started = (0,view_snapshot/* timeOf */.nR)(steps[current]?.startedAt ?? null);
    const ran = Number.isFinite(started) ? Math.max(0, at - started) : 0;
    const stepMs = Math.max(leastMs, (slots[current]?.ms ?? fillMs) - ran);
    const after = slots.slice(current + 1).reduce((total, slot) => total + slot.ms, 0);
    const lastIndex = Math.max(-1, ...slots.map((slot) => slot.index ?? -1));
    const tail = planned && lastIndex >= 0 ? Math.max(0, planned.end - (planned.steps[lastIndex]?.end ?? planned.end)) : 0;
    return { totalMs: stepMs + after + tail, stepMs };
}

// EXTERNAL MODULE: ./src/view/parts.ts
var view_parts = __webpack_require__(52759);
// EXTERNAL MODULE: ./src/view/waits.ts
var view_waits = __webpack_require__(21075);
;// CONCATENATED MODULE: ./src/view/measure.ts





function measure(parts, plan, at, startedAt, names, endsActivity = false) {
    const last = parts.every((part) => part.phase === 'done' || (part.phase === 'running' && (0,view_parts/* onLastStep */.Of)(part)));
    const cap = last ? constants/* RUNNING_MAX */.Fe : constants/* BEFORE_LAST_STEPS_MAX */.IK;
    if (!plan)
        return counted(parts, endsActivity);
    const ends = expectedEnds(parts, plan, at, startedAt, names);
    const end = Math.max(at, ...ends.values.map((value) => value.end));
    const held = (0,view_waits/* heldMs */.k4)(parts, at, startedAt);
    const elapsed = Math.max(0, at - startedAt - held);
    const span = end - startedAt - held;
    const percent = span > 0 ? Math.floor((elapsed * 100) / span) : 0;
    const nextStepEnds = ends.values
        .map((value) => value.stepEnd)
        .filter((value) => value !== undefined);
    const own = ends.values.find((value) => value.part.own);
    const others = ends.values.filter((value) => !value.part.own);
    const alone = others.every((value) => value.part.phase !== 'running');
    const starts = others.map((value) => value.start).filter((value) => value !== undefined);
    const ownLast = own && (own.part.phase === 'done' || (own.part.phase === 'running' && (0,view_parts/* onLastStep */.Of)(own.part)))
        ? (own.stepEnd ?? at)
        : undefined;
    const handoverAt = alone && ownLast !== undefined && starts.length > 0 ? Math.max(ownLast, Math.min(...starts)) : undefined;
    return {
        percent: Math.min(cap, Math.max(0, percent)),
        remainingMs: end - at,
        overrun: elapsed > plan.lateMs,
        spanMs: span,
        nextStepEndAt: nextStepEnds.length === 0 ? undefined : Math.min(...nextStepEnds),
        handoverAt,
    };
}
function counted(parts, endsActivity) {
    const ordered = [...parts].sort((a, b) => (0,view_parts/* beganAt */.xR)(a) - (0,view_parts/* beganAt */.xR)(b) || (a.job?.id ?? 0) - (b.job?.id ?? 0));
    let left = 100;
    let percent = 0;
    for (const part of ordered) {
        const share = part.own && endsActivity ? left : left / 2;
        left -= share;
        const progress = part.progress;
        const done = part.job?.status === 'completed'
            ? 1
            : progress && progress.total > 0
                ? ((0,job_steps/* stepsBeforeBreak */.ks)(progress) ?? progress.completed) / progress.total
                : 0;
        percent += share * done;
    }
    return {
        percent: Math.min(constants/* BEFORE_LAST_STEPS_MAX */.IK, Math.floor(percent + 1e-9)),
        remainingMs: undefined,
        overrun: false,
        spanMs: undefined,
        nextStepEndAt: undefined,
        handoverAt: undefined,
    };
}

// EXTERNAL MODULE: ./src/view/participants.ts
var participants = __webpack_require__(15639);
// EXTERNAL MODULE: ./src/view/words.ts
var view_words = __webpack_require__(31788);
;// CONCATENATED MODULE: ./src/view/say-where.ts




function sayWhere(parts, multi, plan, endsActivity) {
    const running = parts.filter((part) => part.phase === 'running');
    const toCome = parts.filter((part) => part.phase === 'setup' || part.phase === 'queued' || part.phase === 'expected');
    if (running.length === 1) {
        const part = running[0];
        const progress = part.progress;
        const current = progress.current;
        const step = `Step ${current.position} of ${progress.total} · ${current.name}`;
        return { words: multi ? `${part.name} · ${step}` : step, state: 'running' };
    }
    if (running.length > 1) {
        const legs = legsOf(parts, running);
        return { words: legs ?? (0,view_words/* jobList */.y2)(running.map((part) => part.name)), state: 'running' };
    }
    const lastDone = parts
        .filter((part) => part.phase === 'done')
        .sort((a, b) => (0,view_parts/* endedAt */.u5)(a) - (0,view_parts/* endedAt */.u5)(b))
        .at(-1);
    if (toCome.length > 0) {
        if (!lastDone)
            return { words: '', state: 'between' };
        const next = nextOf(toCome, plan);
        return {
            words: [`${lastDone.name} done`, next ? `next: ${next}` : ''].filter(Boolean).join(' · '),
            state: 'between',
        };
    }
    if (!multi && (plan !== undefined || endsActivity) && lastDone?.progress)
        return { words: `All ${lastDone.progress.total} steps done`, state: 'done' };
    return { words: lastDone ? `${lastDone.name} done` : '', state: 'done' };
}
function legsOf(parts, running) {
    const matrix = github_names/* LEG_NAME */.fs.exec(running[0]?.name ?? '')?.[1];
    if (matrix === undefined || !running.every((part) => github_names/* LEG_NAME */.fs.exec(part.name)?.[1] === matrix))
        return undefined;
    const legs = parts.filter((part) => github_names/* LEG_NAME */.fs.exec(part.name)?.[1] === matrix);
    return (0,view_words/* legsDoneWords */.d6)(legs.filter((part) => part.phase === 'done').length, legs.length);
}
function nextOf(toCome, plan) {
    const listed = toCome.filter((part) => part.phase !== 'expected');
    if (listed.length > 0)
        return (0,view_words/* jobList */.y2)(listed.map((part) => part.name));
    const startOf = (part) => plan?.jobs[part.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY;
    const first = Math.min(...toCome.map(startOf));
    return (0,view_words/* jobList */.y2)(toCome.filter((part) => startOf(part) <= first + constants/* SAME_MOMENT_MS */.vT).map((part) => part.name));
}

;// CONCATENATED MODULE: ./src/view/run-view.ts









function runView(snapshot, options) {
    const { plan, at } = options;
    const names = (0,participants/* actionNames */.Bk)(snapshot.actionStep);
    const parts = (0,view_parts/* partsOf */.CI)(snapshot, plan);
    const startedAt = (0,view_parts/* activityStart */.wN)(snapshot, parts);
    const basis = plan ? 'time' : 'steps';
    const broken = breakOf(parts);
    const multi = parts.length > 1;
    const key = (0,view_parts/* keyOf */.TN)(parts);
    const lone = parts.length === 1 && parts[0]?.own === true;
    const segments = basis === 'steps' && lone ? parts[0]?.progress?.total || undefined : undefined;
    const common = {
        basis,
        startedAt,
        key,
        usualMs: plan?.usualMs,
        approvalWaitMs: (0,view_waits/* approvalWaitMs */.lL)(parts, at, startedAt),
        segments,
    };
    if (broken) {
        const atBreak = measure((0,view_parts/* partsOf */.CI)(brokenAt(snapshot, broken, basis), plan), plan, broken.at, startedAt, names, options.endsActivity);
        const progress = broken.part.progress;
        const position = broken.step.position;
        const where = broken.kind === 'failed'
            ? `Failed at ${position === undefined ? '' : `step ${position} of ${progress?.total} · `}${broken.step.name}`
            : `Cancelled at step ${position} of ${progress?.total} · ${broken.step.name}`;
        return {
            ...common,
            percent: Math.max(options.floor ?? 0, atBreak.percent),
            words: multi ? `${broken.part.name} · ${where}` : where,
            state: broken.kind,
            remainingMs: undefined,
            overrun: false,
            spanMs: undefined,
            nextStepEndAt: undefined,
            handoverAt: undefined,
            failed: { step: broken.step.name, own: broken.part.own },
        };
    }
    const measured = measure(parts, plan, at, startedAt, names, options.endsActivity);
    const waiting = parts.filter((part) => part.phase === 'waiting');
    const said = sayWhere(parts, multi, plan, options.endsActivity === true);
    const timed = basis === 'time' && measured.remainingMs !== undefined && waiting.length === 0 && said.words !== '';
    const waits = waiting.length === 0
        ? ''
        : [
            `${(0,view_words/* jobList */.y2)(waiting.map((part) => part.name))} ${waiting.length === 1 ? 'waits' : 'wait'} for approval`,
            options.environments?.join(', '),
        ]
            .filter(Boolean)
            .join(' · ');
    const timeLeft = () => {
        const remainingMs = measured.remainingMs;
        const pace = plan.pace;
        const spread = { leastMs: remainingMs * pace.least, mostMs: remainingMs * pace.most };
        return (0,view_words/* timeLeftText */.wo)(remainingMs, measured.overrun, spread);
    };
    const words = [said.words, waits, timed ? timeLeft() : ''].filter(Boolean).join(' · ');
    return {
        ...common,
        percent: Math.max(options.floor ?? 0, measured.percent),
        words,
        state: said.state !== 'running' && waiting.length > 0 ? 'waiting' : said.state,
        remainingMs: waiting.length === 0 ? measured.remainingMs : undefined,
        overrun: measured.overrun,
        spanMs: measured.spanMs,
        nextStepEndAt: measured.nextStepEndAt,
        handoverAt: measured.handoverAt,
        failed: undefined,
    };
}
function viewFloor(snapshot, plan, at) {
    if (!plan)
        return 0;
    const names = (0,participants/* actionNames */.Bk)(snapshot.actionStep);
    const parts = (0,view_parts/* partsOf */.CI)(snapshot, plan);
    const startedAt = (0,view_parts/* activityStart */.wN)(snapshot, parts);
    const moments = parts
        .filter((part) => part.planned === undefined && part.job)
        .flatMap((part) => [(0,view_snapshot/* timeOf */.nR)(part.job?.createdAt ?? null), (0,view_snapshot/* timeOf */.nR)(part.job?.startedAt ?? null)])
        .filter((moment) => moment > startedAt && moment <= at);
    let floor = 0;
    for (const moment of new Set(moments)) {
        const before = moment - 1;
        const earlier = (0,view_parts/* partsOf */.CI)((0,view_snapshot/* snapshotAt */.e6)(snapshot, before), plan);
        if (breakOf(earlier))
            continue;
        floor = Math.max(floor, measure(earlier, plan, before, startedAt, names).percent);
    }
    return floor;
}


/***/ })

};
