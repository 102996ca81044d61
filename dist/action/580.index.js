export const id = 580;
export const ids = [580,584];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ForeignOriginError: () => (/* binding */ ForeignOriginError),
/* harmony export */   JOBS_PER_PAGE: () => (/* binding */ JOBS_PER_PAGE),
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

/***/ 76580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CurrentJob: () => (/* binding */ CurrentJob)
/* harmony export */ });
/* unused harmony exports GITHUB_API_VERSION, MAX_ANSWER_BYTES, DEFAULT_TIMEOUT_MS */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_deadline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47879);
/* harmony import */ var _net_network_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13218);
/* harmony import */ var _net_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78962);
/* harmony import */ var _net_retry_after_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(32426);
/* harmony import */ var _net_seconds_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97714);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63644);








const GITHUB_API_VERSION = '2022-11-28';
const MAX_ANSWER_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
const JOB_ROUTE = 'GET /repos/{owner}/{repo}/actions/jobs/{job_id}';
const RUN_ATTEMPT_JOBS_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs';
const MAX_PAGES = 10;
const SECONDARY_LIMIT_WAIT_MS = 60_000;
class CurrentJob {
    #octokit;
    #repo;
    #token;
    #runnerName;
    #timeoutMs;
    #origin;
    #id;
    #etags = new Map();
    #pages = new Map();
    #reading = Promise.resolve();
    #signal;
    #request = 'GET';
    constructor(options) {
        this.#octokit = (0,_client_js__WEBPACK_IMPORTED_MODULE_2__.githubClient)(options.token, {
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
        this.#origin = new URL(String(this.#octokit.request.endpoint.DEFAULTS.baseUrl)).origin;
        this.#repo = repository();
        this.#token = options.token;
        this.#runnerName = options.runnerName;
        this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        const jobId = options.jobId?.trim() ?? '';
        this.#id = /^[1-9]\d*$/.test(jobId) && Number.isSafeInteger(Number(jobId)) ? Number(jobId) : undefined;
    }
    static of(options) {
        try {
            return new CurrentJob(options);
        }
        catch (error) {
            options.onUnusable?.((0,_net_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E)(error.message, [options.token]));
            return undefined;
        }
    }
    read(timeoutMs = this.#timeoutMs) {
        return this.#take(async () => {
            const answer = this.#id === undefined ? await this.#find() : await this.#getJob(this.#id);
            if (answer.outcome === 'job')
                this.#id = answer.job.id;
            return answer;
        }, timeoutMs);
    }
    readJob(id) {
        return this.#take(() => this.#getJob(id));
    }
    readRun() {
        return this.#take(() => this.#readRun());
    }
    #take(read, timeoutMs = this.#timeoutMs) {
        const answer = this.#reading.then(async () => {
            const readDeadline = (0,_net_deadline_js__WEBPACK_IMPORTED_MODULE_4__/* .deadline */ .n)(timeoutMs);
            this.#signal = readDeadline.signal;
            this.#request = 'GET';
            try {
                return await read();
            }
            catch (error) {
                const failure = this.#failure(error, readDeadline.signal, timeoutMs);
                return {
                    outcome: 'error',
                    error: { ...failure, message: (0,_net_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E)(failure.message, [this.#token]) },
                };
            }
            finally {
                readDeadline.clear();
                this.#signal = undefined;
            }
        });
        this.#reading = answer;
        return answer;
    }
    async #getJob(id) {
        const key = `job ${id}`;
        const answer = await this.#conditional(JOB_ROUTE, { job_id: id }, key);
        if (answer.outcome === 'not-modified')
            return { ...answer, etag: this.#etags.get(key) };
        const parsed = (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJob */ .J)(await this.#json(answer.reply));
        if (!parsed.ok)
            throw new ReadFailure(malformed(this.#request, parsed.problem));
        this.#remember(key, answer.reply.headers);
        return {
            outcome: 'job',
            job: parsed.job,
            etag: this.#etags.get(key),
            rateLimit: readRateLimit(answer.reply.headers),
        };
    }
    async #readRun() {
        const { runId } = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._;
        const attempt = Number.isSafeInteger(_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt) ? _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt : 1;
        if (!Number.isSafeInteger(runId) || runId < 1 || attempt < 1) {
            const message = `GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt (${runId}, ${attempt}): the run's jobs cannot be read`;
            return { outcome: 'error', error: { kind: 'malformed', message } };
        }
        let changed = false;
        let rateLimit;
        const jobs = [];
        for (let page = 1; page <= MAX_PAGES; page++) {
            const key = `run page ${page}`;
            const answer = await this.#conditional(RUN_ATTEMPT_JOBS_ROUTE, { run_id: runId, attempt_number: attempt, per_page: _client_js__WEBPACK_IMPORTED_MODULE_2__.JOBS_PER_PAGE, page }, key);
            rateLimit = answer.outcome === 'not-modified' ? answer.rateLimit : readRateLimit(answer.reply.headers);
            let read = this.#pages.get(page);
            if (answer.outcome === 'fresh' || !read) {
                const reply = answer.outcome === 'fresh' ? answer.reply : undefined;
                if (!reply)
                    throw new ReadFailure(malformed(this.#request, `page ${page} unchanged, never read`));
                const json = await this.#json(reply);
                const listed = (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(json) ? json.jobs : undefined;
                if (!Array.isArray(listed))
                    throw new ReadFailure(malformed(this.#request, 'jobs is not an array'));
                const parsed = listed.map((job) => (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJob */ .J)(job));
                const problem = parsed.find((result) => !result.ok);
                if (problem && !problem.ok)
                    throw new ReadFailure(malformed(this.#request, problem.problem));
                read = {
                    jobs: parsed.flatMap((result) => (result.ok ? [result.job] : [])),
                    more: /rel="?next/i.test(String(header(reply.headers, 'link') ?? '')),
                };
                this.#pages.set(page, read);
                this.#remember(key, reply.headers);
                changed = true;
            }
            jobs.push(...read.jobs);
            if (!read.more)
                break;
        }
        if (!changed)
            return { outcome: 'not-modified', rateLimit: rateLimit };
        if (this.#id === undefined) {
            const runner = this.#runnerName;
            const matches = jobs.filter((job) => job.runnerName === runner && job.status === 'in_progress');
            if (runner.trim() && matches.length === 1)
                this.#id = matches[0]?.id;
        }
        return { outcome: 'jobs', jobs, ownJobId: this.#id, rateLimit: rateLimit };
    }
    async #conditional(route, parameters, key) {
        const etag = this.#etags.get(key);
        try {
            const reply = await this.#octokit.request(route, {
                ...this.#repo,
                ...parameters,
                headers: etag ? { 'if-none-match': etag } : {},
            });
            return { outcome: 'fresh', reply };
        }
        catch (error) {
            if (!isHttpError(error) || error.status !== 304)
                throw error;
            const { headers } = error.response;
            this.#remember(key, headers);
            return { outcome: 'not-modified', rateLimit: readRateLimit(headers) };
        }
    }
    #remember(key, headers) {
        const etag = header(headers, 'etag');
        if (etag)
            this.#etags.set(key, etag);
    }
    async #find() {
        const { runId } = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._;
        const attempt = Number.isSafeInteger(_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt) ? _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt : 1;
        if (!Number.isSafeInteger(runId) || runId < 1 || attempt < 1) {
            const message = `GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt (${runId}, ${attempt}): this job cannot be looked for among its run's jobs`;
            return failed({ kind: 'malformed', message });
        }
        const runner = this.#runnerName;
        if (!runner.trim()) {
            return failed({
                kind: 'no-match',
                message: `RUNNER_NAME is empty: this job cannot be told among run ${runId}'s jobs`,
            });
        }
        const pages = this.#octokit.paginate.iterator(RUN_ATTEMPT_JOBS_ROUTE, {
            ...this.#repo,
            run_id: runId,
            attempt_number: attempt,
            per_page: _client_js__WEBPACK_IMPORTED_MODULE_2__.JOBS_PER_PAGE,
        });
        let listed = 0;
        let page = 0;
        let more = false;
        for await (const reply of pages) {
            page += 1;
            const json = await this.#json(reply);
            const jobs = (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(json) ? json.jobs : undefined;
            if (!Array.isArray(jobs))
                throw new ReadFailure(malformed(this.#request, 'jobs is not an array'));
            listed += jobs.length;
            const matches = jobs.filter((job) => (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(job) && job.runner_name === runner && job.status === 'in_progress');
            if (matches.length > 1) {
                return failed({
                    kind: 'no-match',
                    message: `${matches.length} in-progress jobs of run ${runId} attempt ${attempt} ran on runner "${runner}": cannot tell which is this one`,
                });
            }
            if (matches.length === 1) {
                const parsed = (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJob */ .J)(matches[0]);
                if (!parsed.ok)
                    throw new ReadFailure(malformed(this.#request, parsed.problem));
                return { outcome: 'job', job: parsed.job, etag: undefined, rateLimit: readRateLimit(reply.headers) };
            }
            more = /rel="?next/i.test(String(header(reply.headers, 'link') ?? ''));
            if (page === MAX_PAGES)
                break;
        }
        const within = more ? ` in the first ${MAX_PAGES} pages` : '';
        return failed({
            kind: 'no-match',
            message: `No in-progress job of run ${runId} attempt ${attempt} ran on runner "${runner}" (${listed} jobs listed${within})`,
        });
    }
    async #json(reply) {
        if (reply.status !== 200) {
            await cancel(reply.data);
            throw new ReadFailure(refusal(this.#request, reply.status, reply.headers, undefined, this.#origin));
        }
        const body = await readBounded(reply.data, MAX_ANSWER_BYTES);
        if (body === undefined) {
            throw new ReadFailure(malformed(this.#request, `the answer is larger than ${MAX_ANSWER_BYTES / 1024} KiB`));
        }
        const text = (0,_net_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E)(body, [this.#token]);
        try {
            return JSON.parse(text);
        }
        catch {
            throw new ReadFailure(malformed(this.#request, `the answer is not JSON (${text.length} characters)`));
        }
    }
    #failure(error, signal, timeoutMs) {
        if (signal.aborted) {
            return { kind: 'timeout', message: `${this.#request}: no answer within ${(0,_net_seconds_js__WEBPACK_IMPORTED_MODULE_6__/* .seconds */ .Y)(timeoutMs)}` };
        }
        if (error instanceof ReadFailure)
            return error.failure;
        if (error instanceof _client_js__WEBPACK_IMPORTED_MODULE_2__.ForeignOriginError) {
            return malformed(this.#request, `the next page is on another host (${error.host}); not followed`);
        }
        if (isHttpError(error)) {
            const { status, headers, data } = error.response;
            return refusal(this.#request, status, headers, errorMessage(data), this.#origin);
        }
        const { code, description } = (0,_net_network_error_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyNetworkError */ .L)(error);
        const host = new URL(this.#origin).host;
        return {
            kind: 'network',
            code,
            message: `${this.#request}: could not reach ${host}: ${description} (${code})`,
        };
    }
}
class ReadFailure extends Error {
    failure;
    constructor(failure) {
        super(failure.message);
        this.failure = failure;
    }
}
function isHttpError(error) {
    if (!(error instanceof Error))
        return false;
    const { status, response } = error;
    return typeof status === 'number' && (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(response) && typeof response.status === 'number';
}
function refusal(request, status, headers, said = '', origin) {
    const message = `${request}: HTTP ${status}${said ? `: ${said}` : ''}`;
    const rateLimit = readRateLimit(headers);
    const retryAfterMs = (0,_net_retry_after_js__WEBPACK_IMPORTED_MODULE_7__/* .parseRetryAfter */ .m)(header(headers, 'retry-after'));
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
        const host = new URL(origin).host;
        return {
            kind: 'unexpected-status',
            status,
            message: `${message} (redirect not followed: the token stays with ${host})`,
        };
    }
    return { kind: 'unexpected-status', status, message };
}
function malformed(request, problem) {
    return { kind: 'malformed', message: `${request}: unusable answer: ${problem}` };
}
function failed(error) {
    return { outcome: 'error', error };
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
    const message = (0,_job_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(json) && typeof json.message === 'string' ? json.message.trim() : '';
    return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}
function header(headers, name) {
    const value = headers[name];
    return value === undefined ? undefined : String(value);
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
    const value = header(headers, name)?.trim();
    return value && /^\d+$/.test(value) ? Number(value) : undefined;
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


/***/ })

};
