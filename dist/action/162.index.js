export const id = 162;
export const ids = [162,584,203,822,441];
export const modules = {

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

/***/ 17162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CurrentJob: () => (/* binding */ CurrentJob)
});

// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/github/job.ts
var job = __webpack_require__(63644);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(57403);
;// CONCATENATED MODULE: ./src/github/job-annotations.ts



const ANNOTATIONS_ROUTE = 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations';
const ANNOTATIONS_PER_PAGE = 100;
async function readAnnotatedEnd(api, jobId) {
    const answer = await api.get(ANNOTATIONS_ROUTE, {
        ...api.repo,
        check_run_id: jobId,
        per_page: ANNOTATIONS_PER_PAGE,
    });
    if (answer.outcome !== 'fresh')
        throw (0,errors/* unusableAnswer */.Qf)(api.request, 'not modified, never asked so');
    const json = await api.json(answer.reply);
    if (!Array.isArray(json))
        throw (0,errors/* unusableAnswer */.Qf)(api.request, 'the answer is not a list of annotations');
    const messages = json.flatMap((annotation) => (0,job/* isRecord */.u)(annotation) && typeof annotation.message === 'string' ? [annotation.message] : []);
    return {
        outcome: 'annotations',
        end: annotatedEnd(messages),
        rateLimit: (0,rate_limit/* readRateLimit */.y)(answer.reply.headers),
    };
}
const TIMED_OUT = /has exceeded the maximum execution time of ([^\n]*?)\.?\s*$/i;
const REJECTED = /the deployment was rejected or didn't satisfy other protection rules/i;
function annotatedEnd(messages) {
    for (const message of messages) {
        const limit = TIMED_OUT.exec(message.trim())?.[1];
        if (limit !== undefined)
            return { kind: 'timed-out', limitMs: durationMs(limit) };
    }
    if (messages.some((message) => REJECTED.test(message)))
        return { kind: 'rejected' };
    return { kind: 'none' };
}
const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
function durationMs(text) {
    const words = /^(\d+) minutes?$/i.exec(text.trim());
    if (words)
        return Number(words[1]) * UNIT_MS.m;
    const go = text.trim();
    if (!/^(?:\d+(?:\.\d+)?(?:h|ms|m|s))+$/.test(go))
        return undefined;
    let total = 0;
    for (const [, amount, unit] of go.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)) {
        total += Number(amount) * UNIT_MS[unit];
    }
    return Math.round(total);
}

// EXTERNAL MODULE: ./src/github/jobs-api.ts
var jobs_api = __webpack_require__(47942);
;// CONCATENATED MODULE: ./src/github/pending-deployments.ts


const PENDING_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments';
async function readPendingDeployments(api, runId) {
    const answer = await api.get(PENDING_ROUTE, { ...api.repo, run_id: runId });
    if (answer.outcome !== 'fresh')
        throw (0,errors/* unusableAnswer */.Qf)(api.request, 'not modified, never asked so');
    const json = await api.json(answer.reply);
    if (!Array.isArray(json))
        throw (0,errors/* unusableAnswer */.Qf)(api.request, 'the answer is not a list of pending deployments');
    return { outcome: 'pending', deployments: json.map((entry) => pendingDeployment(entry, api.request)) };
}
function pendingDeployment(entry, request) {
    const environment = (0,job/* isRecord */.u)(entry) && (0,job/* isRecord */.u)(entry.environment) ? entry.environment.name : undefined;
    if (!(0,job/* isRecord */.u)(entry) || typeof environment !== 'string')
        throw (0,errors/* unusableAnswer */.Qf)(request, 'a pending deployment names no environment');
    const reviewers = Array.isArray(entry.reviewers) ? entry.reviewers : [];
    return {
        environment,
        waitTimerMinutes: typeof entry.wait_timer === 'number' ? entry.wait_timer : 0,
        reviewers: reviewers.flatMap((listed) => {
            if (!(0,job/* isRecord */.u)(listed) || !(0,job/* isRecord */.u)(listed.reviewer))
                return [];
            const { type, reviewer } = listed;
            if (type === 'User' && typeof reviewer.login === 'string')
                return [{ user: reviewer.login }];
            if (type === 'Team' && typeof reviewer.slug === 'string')
                return [{ team: reviewer.slug }];
            return [];
        }),
    };
}

// EXTERNAL MODULE: ./src/github/run-jobs.ts
var run_jobs = __webpack_require__(899);
;// CONCATENATED MODULE: ./src/github/current-job.ts








const JOB_ROUTE = 'GET /repos/{owner}/{repo}/actions/jobs/{job_id}';
class CurrentJob {
    #api;
    #run;
    #runnerName;
    #id;
    constructor(options) {
        this.#api = new jobs_api/* JobsApi */.$S(options);
        this.#run = new run_jobs/* RunJobs */.gu(this.#api);
        this.#runnerName = options.runnerName;
        const jobId = options.jobId?.trim() ?? '';
        this.#id = /^[1-9]\d*$/.test(jobId) && Number.isSafeInteger(Number(jobId)) ? Number(jobId) : undefined;
    }
    static of(options) {
        try {
            return new CurrentJob(options);
        }
        catch (error) {
            options.onUnusable?.((0,redact/* redact */.E)(error.message, [options.token]));
            return undefined;
        }
    }
    read(timeoutMs) {
        return this.#api.take(async () => {
            const answer = this.#id === undefined ? await this.#find() : await this.#getJob(this.#id);
            if (answer.outcome === 'job')
                this.#id = answer.job.id;
            return answer;
        }, timeoutMs);
    }
    readJob(id) {
        return this.#api.take(() => this.#getJob(id));
    }
    readAnnotatedEnd(id) {
        return this.#api.take(() => readAnnotatedEnd(this.#api, id));
    }
    readPendingDeployments(runId) {
        return this.#api.take(() => readPendingDeployments(this.#api, runId));
    }
    readRun() {
        return this.#api.take(async () => {
            const read = await this.#run.read({ conditional: true });
            if (!read.changed)
                return { outcome: 'not-modified', rateLimit: read.rateLimit };
            if (this.#id === undefined && this.#runnerName.trim()) {
                const matches = (0,run_jobs/* onRunner */.o)(read.jobs, this.#runnerName);
                if (matches.length === 1)
                    this.#id = matches[0]?.id;
            }
            return { outcome: 'jobs', jobs: read.jobs, ownJobId: this.#id, rateLimit: read.rateLimit };
        });
    }
    async #getJob(id) {
        const key = `job ${id}`;
        const answer = await this.#api.get(JOB_ROUTE, { ...this.#api.repo, job_id: id }, key);
        if (answer.outcome === 'not-modified')
            return { ...answer, etag: this.#api.etag(key) };
        const parsed = (0,job/* parseJob */.J)(await this.#api.json(answer.reply));
        if (!parsed.ok)
            throw (0,errors/* unusableAnswer */.Qf)(this.#api.request, parsed.problem);
        this.#api.remember(key, answer.reply.headers);
        return {
            outcome: 'job',
            job: parsed.job,
            etag: this.#api.etag(key),
            rateLimit: (0,rate_limit/* readRateLimit */.y)(answer.reply.headers),
        };
    }
    async #find() {
        const runner = this.#runnerName;
        if (!runner.trim()) {
            const { runId } = (0,run_jobs/* runAttempt */.Tm)();
            return failed(new errors/* GitHubNoMatchError */.Gw(`RUNNER_NAME is empty: this job cannot be told among run ${runId}'s jobs`));
        }
        const read = await this.#run.read({
            conditional: false,
            until: (page) => (0,run_jobs/* onRunner */.o)(page, runner).length > 0,
        });
        const matches = (0,run_jobs/* onRunner */.o)(read.last, runner);
        const { runId, attempt } = (0,run_jobs/* runAttempt */.Tm)();
        if (matches.length > 1) {
            return failed(new errors/* GitHubNoMatchError */.Gw(`${matches.length} in-progress jobs of run ${runId} attempt ${attempt} ran on runner "${runner}": cannot tell which is this one`));
        }
        const [found] = matches;
        if (found)
            return { outcome: 'job', job: found, etag: undefined, rateLimit: read.rateLimit };
        const within = read.more ? ` in the first ${run_jobs/* MAX_PAGES */.Y0} pages` : '';
        return failed(new errors/* GitHubNoMatchError */.Gw(`No in-progress job of run ${runId} attempt ${attempt} ran on runner "${runner}" (${read.jobs.length} jobs listed${within})`));
    }
}
function failed(error) {
    return { outcome: 'error', error };
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

/***/ 63644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parseJob),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
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
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
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
        createdAt: optionalString(job, 'created_at', 'the job'),
        startedAt: optionalString(job, 'started_at', 'the job'),
        completedAt: optionalString(job, 'completed_at', 'the job'),
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

/***/ 899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tm: () => (/* binding */ runAttempt),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   gu: () => (/* binding */ RunJobs),
/* harmony export */   o: () => (/* binding */ onRunner)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63644);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57403);





const RUN_ATTEMPT_JOBS_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs';
const MAX_PAGES = 10;
class RunJobs {
    #api;
    #pages = new Map();
    constructor(api) {
        this.#api = api;
    }
    async read({ conditional, until }) {
        const { runId, attempt } = runAttempt();
        const jobs = [];
        let changed = false;
        let read;
        let rateLimit;
        for (let page = 1; page <= MAX_PAGES; page++) {
            const key = conditional ? `run page ${page}` : undefined;
            const answer = read === undefined
                ? await this.#api.get(RUN_ATTEMPT_JOBS_ROUTE, { ...this.#api.repo, run_id: runId, attempt_number: attempt, per_page: _client_js__WEBPACK_IMPORTED_MODULE_1__.JOBS_PER_PAGE, page }, key)
                : await this.#api.get(`GET ${read.next}`, {}, key);
            if (answer.outcome === 'fresh') {
                read = await this.#page(answer.reply);
                rateLimit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .readRateLimit */ .y)(answer.reply.headers);
                if (key !== undefined) {
                    this.#pages.set(page, read);
                    this.#api.remember(key, answer.reply.headers);
                }
                changed = true;
            }
            else {
                rateLimit = answer.rateLimit;
                read = this.#pages.get(page);
                if (!read)
                    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(this.#api.request, `page ${page} unchanged, never read`);
            }
            jobs.push(...read.jobs);
            if (read.next === undefined || until?.(read.jobs))
                break;
        }
        return {
            jobs,
            last: read?.jobs ?? [],
            changed,
            more: read?.next !== undefined,
            rateLimit: rateLimit,
        };
    }
    async #page(reply) {
        const json = await this.#api.json(reply);
        const listed = (0,_job_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(json) ? json.jobs : undefined;
        if (!Array.isArray(listed))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(this.#api.request, 'jobs is not an array');
        const jobs = listed.map((job) => {
            const parsed = (0,_job_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJob */ .J)(job);
            if (!parsed.ok)
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(this.#api.request, parsed.problem);
            return parsed.job;
        });
        return { jobs, next: nextPage(reply.headers) };
    }
}
function onRunner(jobs, runner) {
    return jobs.filter((job) => job.runnerName === runner && job.status === 'in_progress');
}
function runAttempt() {
    const { runId } = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._;
    const attempt = Number.isSafeInteger(_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt) ? _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt : 1;
    if (!Number.isSafeInteger(runId) || runId < 1 || attempt < 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubAnswerError */ .cw(`GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt (${runId}, ${attempt}): the run's jobs cannot be read`);
    }
    return { runId, attempt };
}
function nextPage(headers) {
    return /<([^<>]+)>;\s*rel="?next"?/i.exec((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .header */ .w)(headers, 'link') ?? '')?.[1];
}


/***/ })

};
