export const id = 380;
export const ids = [380,131,512,163];
export const modules = {

/***/ 70655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ timedFinalContent)
/* harmony export */ });
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);

function timedFinalContent(content, status, durationMs, failedStep, usualMs) {
    const final = (0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .finalContent */ .yu)(content, status, durationMs, failedStep);
    if (status !== 'success' || usualMs === undefined || usualMs <= 0)
        return final;
    return { ...final, body: `${final.body} (usually ${(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(usualMs)})` };
}


/***/ }),

/***/ 34430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ sendJournaled)
/* harmony export */ });
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99278);

async function sendJournaled(folder, entry, send) {
    try {
        const answer = await send();
        const { channels } = answer;
        folder.appendJournal({
            ...entry,
            ruuid: answer.ruuid,
            remaining: answer.remaining,
            ...(channels ? { channels } : {}),
        });
        return answer;
    }
    catch (error) {
        const channels = error instanceof _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__/* .ChannelsError */ .Zi ? { channels: error.channels } : {};
        folder.appendJournal({
            ...entry,
            error: error instanceof Error ? error.message : String(error),
            ...channels,
        });
        throw error;
    }
}


/***/ }),

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pd: () => (/* binding */ legsContent),
/* harmony export */   mZ: () => (/* binding */ legsUsual),
/* harmony export */   vD: () => (/* binding */ legsFinalContent)
/* harmony export */ });
/* unused harmony export legsDone */
/* harmony import */ var _matrix_leg_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52365);
/* harmony import */ var _view_legs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30024);
/* harmony import */ var _view_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31788);
/* harmony import */ var _estimate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70655);




function legsContent(content, tally, usualMs = {}, elapsedMs = 0) {
    const view = (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsView */ .dQ)(legsDone(tally), legsUsual(usualMs), elapsedMs);
    return {
        ...content,
        body: view.words,
        severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
        progress: view.percent,
    };
}
function legsFinalContent(content, tally, durationMs, usualMs = {}) {
    const legs = legsDone(tally);
    const progress = Math.floor(100 * (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsDoneShare */ .tt)(legs, legsUsual(usualMs)));
    const longest = Math.max(0, ...Object.values(usualMs));
    const end = (0,_estimate_js__WEBPACK_IMPORTED_MODULE_3__/* .timedFinalContent */ .N)({ ...content, progress }, tally.outcome, durationMs, undefined, longest);
    const words = tally.outcome === 'success'
        ? `${tally.count} legs`
        : [(0,_view_words_js__WEBPACK_IMPORTED_MODULE_2__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .failedWords */ .LR)(legs)].filter(Boolean).join(' · ');
    return { ...end, body: `${end.body} · ${words}` };
}
function legsDone(tally) {
    return {
        count: tally.count,
        done: tally.done.map((report) => report.digest),
        failed: tally.failed.length,
        failedLabel: tally.failedLabel,
    };
}
function legsUsual(usualMs) {
    return new Map(Object.entries(usualMs).map(([label, ms]) => [(0,_matrix_leg_js__WEBPACK_IMPORTED_MODULE_0__/* .labelDigest */ .rT)(label), ms]));
}


/***/ }),

/***/ 90131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CurrentJob: () => (/* binding */ CurrentJob),
  DEFAULT_TIMEOUT_MS: () => (/* binding */ DEFAULT_TIMEOUT_MS),
  GITHUB_API_VERSION: () => (/* binding */ GITHUB_API_VERSION),
  MAX_ANSWER_BYTES: () => (/* binding */ MAX_ANSWER_BYTES)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./src/net/deadline.ts
var deadline = __webpack_require__(47879);
// EXTERNAL MODULE: ./src/net/network-error.ts
var network_error = __webpack_require__(13218);
// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
// EXTERNAL MODULE: ./src/net/retry-after.ts
var retry_after = __webpack_require__(32426);
// EXTERNAL MODULE: ./src/net/url.ts + 1 modules
var url = __webpack_require__(28335);
;// CONCATENATED MODULE: ./src/github/job.ts
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

;// CONCATENATED MODULE: ./src/github/current-job.ts







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
        const base = apiBase(github.context.apiUrl);
        if (!options.token.trim())
            throw new TypeError('the GitHub token is empty');
        this.#origin = base.origin;
        this.#repo = repository();
        this.#token = options.token;
        this.#runnerName = options.runnerName;
        this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        const jobId = options.jobId?.trim() ?? '';
        this.#id = /^[1-9]\d*$/.test(jobId) && Number.isSafeInteger(Number(jobId)) ? Number(jobId) : undefined;
        this.#octokit = (0,github.getOctokit)(options.token, options.userAgent ? { userAgent: options.userAgent } : {});
        this.#octokit.hook.before('request', (endpoint) => {
            const { method, url } = this.#octokit.request.endpoint.parse(endpoint);
            const target = new URL(url);
            if (target.origin !== this.#origin) {
                const problem = `the next page is on another host (${target.host}); not followed`;
                throw new ReadFailure(malformed(this.#request, problem));
            }
            this.#request = `${method} ${target.pathname}${target.search}`;
            endpoint.headers = { ...endpoint.headers, 'x-github-api-version': GITHUB_API_VERSION };
            endpoint.request = {
                ...endpoint.request,
                signal: this.#signal,
                redirect: 'manual',
                parseSuccessResponseBody: false,
            };
        });
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
    read() {
        return this.#take(async () => {
            const answer = this.#id === undefined ? await this.#find() : await this.#getJob(this.#id);
            if (answer.outcome === 'job')
                this.#id = answer.job.id;
            return answer;
        });
    }
    readJob(id) {
        return this.#take(() => this.#getJob(id));
    }
    readRun() {
        return this.#take(() => this.#readRun());
    }
    #take(read) {
        const answer = this.#reading.then(async () => {
            const readDeadline = (0,deadline/* deadline */.n)(this.#timeoutMs);
            this.#signal = readDeadline.signal;
            this.#request = 'GET';
            try {
                return await read();
            }
            catch (error) {
                const failure = this.#failure(error, readDeadline.signal);
                return {
                    outcome: 'error',
                    error: { ...failure, message: (0,redact/* redact */.E)(failure.message, [this.#token]) },
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
        const parsed = parseJob(await this.#json(answer.reply));
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
        const { runId } = github.context;
        const attempt = Number.isSafeInteger(github.context.runAttempt) ? github.context.runAttempt : 1;
        if (!Number.isSafeInteger(runId) || runId < 1 || attempt < 1) {
            const message = `GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt (${runId}, ${attempt}): the run's jobs cannot be read`;
            return { outcome: 'error', error: { kind: 'malformed', message } };
        }
        let changed = false;
        let rateLimit;
        const jobs = [];
        for (let page = 1; page <= MAX_PAGES; page++) {
            const key = `run page ${page}`;
            const answer = await this.#conditional(RUN_ATTEMPT_JOBS_ROUTE, { run_id: runId, attempt_number: attempt, per_page: 100, page }, key);
            rateLimit = answer.outcome === 'not-modified' ? answer.rateLimit : readRateLimit(answer.reply.headers);
            let read = this.#pages.get(page);
            if (answer.outcome === 'fresh' || !read) {
                const reply = answer.outcome === 'fresh' ? answer.reply : undefined;
                if (!reply)
                    throw new ReadFailure(malformed(this.#request, `page ${page} unchanged, never read`));
                const json = await this.#json(reply);
                const listed = isRecord(json) ? json.jobs : undefined;
                if (!Array.isArray(listed))
                    throw new ReadFailure(malformed(this.#request, 'jobs is not an array'));
                const parsed = listed.map((job) => parseJob(job));
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
        const { runId } = github.context;
        const attempt = Number.isSafeInteger(github.context.runAttempt) ? github.context.runAttempt : 1;
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
            per_page: 100,
        });
        let listed = 0;
        let page = 0;
        let more = false;
        for await (const reply of pages) {
            page += 1;
            const json = await this.#json(reply);
            const jobs = isRecord(json) ? json.jobs : undefined;
            if (!Array.isArray(jobs))
                throw new ReadFailure(malformed(this.#request, 'jobs is not an array'));
            listed += jobs.length;
            const matches = jobs.filter((job) => isRecord(job) && job.runner_name === runner && job.status === 'in_progress');
            if (matches.length > 1) {
                return failed({
                    kind: 'no-match',
                    message: `${matches.length} in-progress jobs of run ${runId} attempt ${attempt} ran on runner "${runner}": cannot tell which is this one`,
                });
            }
            if (matches.length === 1) {
                const parsed = parseJob(matches[0]);
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
        const text = (0,redact/* redact */.E)(body, [this.#token]);
        try {
            return JSON.parse(text);
        }
        catch {
            throw new ReadFailure(malformed(this.#request, `the answer is not JSON (${text.length} characters)`));
        }
    }
    #failure(error, signal) {
        if (signal.aborted) {
            return { kind: 'timeout', message: `${this.#request}: no answer within ${this.#timeoutMs / 1000} s` };
        }
        if (error instanceof ReadFailure)
            return error.failure;
        if (isHttpError(error)) {
            const { status, headers, data } = error.response;
            return refusal(this.#request, status, headers, errorMessage(data), this.#origin);
        }
        const { code, description } = (0,network_error/* classifyNetworkError */.L)(error);
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
    return typeof status === 'number' && isRecord(response) && typeof response.status === 'number';
}
function refusal(request, status, headers, said = '', origin) {
    const message = `${request}: HTTP ${status}${said ? `: ${said}` : ''}`;
    const rateLimit = readRateLimit(headers);
    const retryAfterMs = (0,retry_after/* parseRetryAfter */.m)(header(headers, 'retry-after'));
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
    const message = isRecord(json) && typeof json.message === 'string' ? json.message.trim() : '';
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
function apiBase(apiUrl) {
    return (0,url/* credentialUrl */.Z)(apiUrl, 'GitHub API URL', 'https://api.github.com');
}
function repository() {
    let repo;
    try {
        repo = github.context.repo;
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

/***/ 79163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JOBS_PER_PAGE: () => (/* binding */ JOBS_PER_PAGE),
/* harmony export */   RUNS_PER_PAGE: () => (/* binding */ RUNS_PER_PAGE),
/* harmony export */   queryForThisRun: () => (/* binding */ queryForThisRun),
/* harmony export */   readLegsHistory: () => (/* binding */ readLegsHistory),
/* harmony export */   readRunHistory: () => (/* binding */ readRunHistory),
/* harmony export */   runQueryForThisRun: () => (/* binding */ runQueryForThisRun),
/* harmony export */   workflowFileName: () => (/* binding */ workflowFileName)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78962);


function runQueryForThisRun(signal) {
    const payload = _actions_github__WEBPACK_IMPORTED_MODULE_0__.context.payload;
    const defaultBranch = payload.repository?.default_branch;
    return {
        ..._actions_github__WEBPACK_IMPORTED_MODULE_0__.context.repo,
        workflow: workflowFileName(process.env.GITHUB_WORKFLOW_REF),
        branch: process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || '',
        defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
        runId: _actions_github__WEBPACK_IMPORTED_MODULE_0__.context.runId,
        signal,
    };
}
function queryForThisRun(jobName, signal) {
    return { ...runQueryForThisRun(signal), jobName };
}
const RUNS_PER_PAGE = 5;
const JOBS_PER_PAGE = 100;
const MAX_JOB_PAGES = 10;
const RUNNER_SETUP = 'Set up job';
const RUNNER_TEARDOWN = 'Complete job';
function workflowFileName(workflowRef) {
    const match = /\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(workflowRef ?? '');
    return match?.[1];
}
async function readRunHistory(octokit, query) {
    const search = new Search('the run');
    const found = await lastSuccessfulJobs(octokit, query, search);
    if (!('listed' in found))
        return found;
    const { listed, run } = found;
    const jobs = listed.map((job) => ({
        name: job.name,
        conclusion: job.conclusion ?? null,
        steps: timedSteps(job).map(({ name, started, completed }) => ({
            name,
            startedAt: started,
            completedAt: completed,
        })),
    }));
    const steps = jobs.reduce((count, job) => count + job.steps.length, 0);
    if (steps === 0)
        return search.failed('no-timings', `${run.text} lists no step with both times`);
    return {
        ok: true,
        history: { runId: run.id, runNumber: run.runNumber, branch: run.branch, jobs },
        message: `Step history of the run: ${plural(jobs.length, 'job')}, ${plural(steps, 'timed step')}, from ${run.text}`,
        requests: search.requests,
    };
}
async function readLegsHistory(octokit, query) {
    const search = new Search(`the legs of “${query.jobName}”`);
    const name = LEG_NAME.exec(query.jobName)?.[1];
    if (name === undefined)
        return search.failed('job-not-found', 'the name holds no matrix values');
    const jobs = await lastSuccessfulJobs(octokit, query, search);
    if (!('listed' in jobs))
        return jobs;
    const usualMs = {};
    for (const job of jobs.listed) {
        const leg = LEG_NAME.exec(job.name);
        const usual = usualOf(timedSteps(job));
        if (leg?.[1] === name && leg[2] !== undefined && job.conclusion === 'success' && usual !== undefined) {
            usualMs[leg[2]] = usual;
        }
    }
    const count = Object.keys(usualMs).length;
    if (count === 0)
        return search.failed('job-not-found', `${jobs.run.text} has no leg of “${name}”`);
    return {
        ok: true,
        usualMs,
        message: `Leg history for “${name}”: ${count} legs in ${jobs.run.text}`,
        requests: search.requests,
    };
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
const LEG_NAME = /^(.*) \((.*)\)$/;
class Search {
    subject;
    requests = 0;
    constructor(subject) {
        this.subject = subject;
    }
    failed(reason, message) {
        return {
            ok: false,
            reason,
            message: `No step history for ${this.subject}: ${message}`,
            requests: this.requests,
        };
    }
    failedRequest(what, error) {
        const status = statusOf(error);
        const detail = (0,_net_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactGitHubTokens */ .r)(messageOf(error));
        if (status === 403 && !isRateLimited(error)) {
            return this.failed('forbidden', `${what}: HTTP 403 ${detail} (the token needs \`actions: read\`)`);
        }
        return this.failed('error', `${what}: ${status === undefined ? '' : `HTTP ${status} `}${detail}`);
    }
}
async function lastSuccessfulJobs(octokit, query, search) {
    const { owner, repo, workflow } = query;
    if (workflow === undefined)
        return search.failed('no-workflow', 'GITHUB_WORKFLOW_REF names no workflow file');
    const branches = [query.branch];
    if (query.defaultBranch && query.defaultBranch !== query.branch)
        branches.push(query.defaultBranch);
    let found;
    for (const branch of branches) {
        const what = `listing successful runs of ${workflow} on ${branch}`;
        try {
            search.requests++;
            const { data } = await octokit.rest.actions.listWorkflowRuns({
                owner,
                repo,
                workflow_id: workflow,
                branch,
                status: 'success',
                per_page: RUNS_PER_PAGE,
                exclude_pull_requests: true,
                request: query.signal ? { signal: query.signal } : {},
            });
            if (!Array.isArray(data?.workflow_runs))
                return search.failed('error', `${what}: the answer lists no runs`);
            const run = data.workflow_runs.find((listed) => Number.isSafeInteger(listed.id) && listed.id !== query.runId && listed.head_branch === branch);
            if (run) {
                const number = run.run_number === undefined ? '' : ` (#${run.run_number})`;
                found = { id: run.id, runNumber: run.run_number, branch, text: `run ${run.id}${number} on ${branch}` };
                break;
            }
        }
        catch (error) {
            return search.failedRequest(what, error);
        }
    }
    if (!found) {
        return search.failed('no-earlier-run', `no earlier successful run of ${workflow} on ${branches.join(' or ')}`);
    }
    const what = `listing the jobs of ${found.text}`;
    try {
        let malformed = false;
        let pages = 0;
        const listed = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, {
            owner,
            repo,
            run_id: found.id,
            filter: 'latest',
            per_page: JOBS_PER_PAGE,
            request: query.signal ? { signal: query.signal } : {},
        }, (response, done) => {
            search.requests++;
            pages++;
            if (!Array.isArray(response.data)) {
                malformed = true;
                done();
                return [];
            }
            if (pages === MAX_JOB_PAGES)
                done();
            return response.data;
        });
        if (malformed)
            return search.failed('error', `${what}: the answer lists no jobs`);
        return { listed, run: found };
    }
    catch (error) {
        search.requests++;
        return search.failedRequest(what, error);
    }
}
function timedSteps(job) {
    return [...(job.steps ?? [])]
        .sort((a, b) => a.number - b.number)
        .flatMap((step) => {
        const started = Date.parse(step.started_at ?? '');
        const completed = Date.parse(step.completed_at ?? '');
        if (!Number.isFinite(started) || !Number.isFinite(completed))
            return [];
        return [{ name: step.name, started, completed }];
    });
}
function usualOf(timed) {
    const within = timed.filter((step) => step.name !== RUNNER_SETUP && step.name !== RUNNER_TEARDOWN);
    if (within.length === 0)
        return undefined;
    return Math.max(0, Math.max(...within.map((s) => s.completed)) - Math.min(...within.map((s) => s.started)));
}
function statusOf(error) {
    const status = error?.status;
    const response = error?.response;
    if (typeof status !== 'number' || (status === 500 && response === undefined))
        return undefined;
    return status;
}
function isRateLimited(error) {
    const headers = error?.response?.headers;
    return String(headers?.['x-ratelimit-remaining']) === '0' || headers?.['retry-after'] !== undefined;
}
function messageOf(error) {
    const data = error?.response?.data;
    const body = typeof data === 'string' ? parsedOrText(data) : data;
    const fromBody = body?.message;
    const message = typeof fromBody === 'string' ? fromBody : error instanceof Error ? error.message : String(error);
    const line = message
        .replace(/ - https:\/\/docs\.github\.com\S*$/, '')
        .replace(/\s+/g, ' ')
        .trim();
    if (line === '')
        return 'no message';
    return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL)}…` : line;
}
const MAX_DETAIL = 160;
function parsedOrText(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 50722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ userSteps),
/* harmony export */   O0: () => (/* binding */ stepProgress),
/* harmony export */   Vz: () => (/* binding */ actionStepNames),
/* harmony export */   ks: () => (/* binding */ stepsBeforeBreak)
/* harmony export */ });
/* unused harmony exports isBehind, stepNews */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);

const BOOKKEEPING = new Set(['Set up job', 'Complete job', 'Initialize containers', 'Stop containers']);
const PRE = 'Pre ';
const POST = 'Post ';
function actionStepNames(name) {
    return new Set([name, PRE + name, POST + name]);
}
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
function stepProgress(job, excluded) {
    const steps = userSteps(job.steps, excluded);
    const total = steps.length;
    const completed = steps.filter((step) => step.status === 'completed').length;
    const index = steps.findIndex((step) => step.status !== 'completed');
    const current = index === -1 ? undefined : { position: index + 1, name: steps[index].name };
    const failure = inRunOrder(job.steps).find((step) => step.conclusion === 'failure');
    const failed = failure && { position: positionOf(steps, failure), name: failure.name };
    const cancelIndex = steps.findIndex((step) => step.conclusion === 'cancelled');
    const cancelled = cancelIndex === -1 ? undefined : { position: cancelIndex + 1, name: steps[cancelIndex].name };
    return {
        total,
        completed,
        percent: total === 0 ? 0 : Math.floor(((stepsBeforeBreak({ failed, cancelled }) ?? completed) * 100) / total),
        current,
        failed,
        cancelled,
        done: total > 0 && completed === total,
    };
}
function stepsBeforeBreak(progress) {
    const { failed, cancelled } = progress;
    const breaks = [
        ...(failed?.position === undefined ? [] : [failed.position]),
        ...(cancelled === undefined ? [] : [cancelled.position - 1]),
    ];
    return breaks.length === 0 ? undefined : Math.min(...breaks);
}
function isBehind(next, previous) {
    return next.completed < previous.completed || (previous.failed !== undefined && next.failed === undefined);
}
function stepNews(next, previous) {
    if (previous === undefined)
        return 'new';
    if (isBehind(next, previous))
        return 'behind';
    return isDeepStrictEqual(next, previous) ? 'same' : 'new';
}
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
function positionOf(steps, step) {
    const index = steps.indexOf(step);
    return index === -1 ? undefined : index + 1;
}


/***/ }),

/***/ 82380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/folder.ts
var activity_folder = __webpack_require__(9173);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
;// CONCATENATED MODULE: ./src/activity/run-content.ts
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

// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/current-job.ts + 1 modules
var current_job = __webpack_require__(90131);
// EXTERNAL MODULE: ./src/github/history.ts
var github_history = __webpack_require__(79163);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
;// CONCATENATED MODULE: ./src/view/participants.ts

const STAGE_START_SLACK_MS = 2_000;
const PRE = 'Pre ';
function ownStepName(job, startedAt, defaultName) {
    const defaults = (0,job_steps/* actionStepNames */.Vz)(defaultName);
    if (job.steps.some((step) => defaults.has(step.name)))
        return defaultName;
    const names = new Set(job.steps.map((step) => step.name));
    const began = (step) => {
        const at = Date.parse(step.startedAt ?? '');
        return at <= startedAt && at >= startedAt - STAGE_START_SLACK_MS;
    };
    const candidates = job.steps.filter(began).flatMap((step) => {
        if (step.name.startsWith(PRE) && names.has(step.name.slice(PRE.length))) {
            return [step.name.slice(PRE.length)];
        }
        return names.has(`Post ${step.name}`) && !names.has(PRE + step.name) ? [step.name] : [];
    });
    return candidates.length === 1 ? candidates[0] : defaultName;
}
function listsAction(job, names) {
    return job.steps.some((step) => names.has(step.name));
}
function actionNames(stepName) {
    return (0,job_steps/* actionStepNames */.Vz)(stepName);
}
function takesPart(job, ownJobId, names, history) {
    if (job.id === ownJobId)
        return true;
    if (listsAction(job, names))
        return true;
    if (job.steps.length > 0 || job.status === 'completed')
        return false;
    return history !== false;
}
function carriedOver(job) {
    const created = Date.parse(job.createdAt ?? '');
    const completed = Date.parse(job.completedAt ?? '');
    return job.status === 'completed' && completed < created;
}

;// CONCATENATED MODULE: ./src/view/constants.ts
const BEFORE_LAST_STEPS_MAX = 94;
const RUNNING_MAX = 99;
const BOOKKEEPING = new Set(['Set up job', 'Complete job']);
const SAME_MOMENT_MS = 1_000;

;// CONCATENATED MODULE: ./src/view/plan.ts



const MAX_WAIT_MS = 120_000;
function planRun(history, stepName) {
    const names = actionNames(stepName);
    const taking = history.jobs.filter((job) => listsAction(job, names));
    if (taking.length === 0) {
        return { ok: false, reason: `no job of the last successful run has a step named “${stepName}”` };
    }
    const timed = taking.flatMap((job) => {
        const within = job.steps.filter((step) => !BOOKKEEPING.has(step.name));
        const ours = within.find((step) => names.has(step.name));
        if (!ours || within.length === 0)
            return [];
        const started = Math.min(...within.map((step) => step.startedAt));
        const ended = Math.max(...within.map((step) => step.completedAt));
        const post = within.findLast((step) => step.name.startsWith('Post ') && names.has(step.name));
        return [{ job, within, anchor: ours.startedAt, started, ended, postEnded: post?.completedAt ?? ended }];
    });
    if (timed.length === 0)
        return { ok: false, reason: 'the last successful run lists no timed step of its jobs' };
    const origin = Math.min(...timed.map((job) => job.anchor));
    const spanMs = Math.max(1, Math.max(...timed.map((job) => job.postEnded)) - origin);
    const ordered = [...timed].sort((a, b) => a.started - b.started);
    const jobs = ordered.map((entry, index) => {
        const start = entry.started - origin;
        const end = entry.ended - origin;
        const before = ordered
            .map((other, at) => ({ at, end: other.ended - origin }))
            .filter((other) => other.at !== index && other.end <= start + SAME_MOMENT_MS)
            .sort((a, b) => b.end - a.end)[0];
        return {
            name: entry.job.name,
            start,
            end,
            steps: slots(entry.within, origin, end),
            userSteps: (0,job_steps/* userSteps */.FY)(asListed(entry.within), names).length,
            after: before?.at,
            wait: Math.min(MAX_WAIT_MS, Math.max(0, start - (before?.end ?? 0))),
        };
    });
    const stepsMs = jobs.flatMap((job, index) => {
        const user = new Set((0,job_steps/* userSteps */.FY)(asListed(ordered[index]?.within ?? []), names).map((step) => step.name));
        return job.steps.filter((step) => user.has(step.name)).map((step) => step.end - step.start);
    });
    return {
        ok: true,
        plan: {
            jobs,
            spanMs,
            known: new Set(history.jobs.map((job) => job.name)),
            medianJobMs: median(jobs.map((job) => job.end - job.start)),
            medianStepMs: median(stepsMs),
        },
    };
}
function slots(steps, origin, end) {
    return steps.map((step, index) => ({
        name: step.name,
        start: step.startedAt - origin,
        end: Math.max(step.startedAt, steps[index + 1]?.startedAt ?? end + origin) - origin,
    }));
}
function asListed(steps) {
    return steps.map((step, index) => ({
        name: step.name,
        status: 'completed',
        conclusion: 'success',
        number: index + 1,
        startedAt: null,
        completedAt: null,
    }));
}
function median(values) {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
        ? sorted[middle]
        : (sorted[middle - 1] + sorted[middle]) / 2;
}

;// CONCATENATED MODULE: ./src/view/snapshot.ts
function timeOf(value) {
    return Date.parse(value ?? '');
}
function snapshotAt(snapshot, at) {
    const jobs = snapshot.jobs.flatMap((job) => {
        if (job.id !== snapshot.ownJobId && timeOf(job.createdAt) > at)
            return [];
        const ended = job.status === 'completed' && timeOf(job.completedAt) <= at;
        const begun = job.status !== 'queued' && job.status !== 'waiting' && !(timeOf(job.startedAt) > at);
        if (!ended && !begun)
            return [{ ...job, status: 'queued', conclusion: null, completedAt: null, steps: [] }];
        return [
            {
                ...job,
                status: ended ? 'completed' : 'in_progress',
                conclusion: ended ? job.conclusion : null,
                completedAt: ended ? job.completedAt : null,
                steps: job.steps.map((step) => stepAt(step, at)),
            },
        ];
    });
    return { ...snapshot, jobs };
}
function stepAt(step, at) {
    if (timeOf(step.completedAt) <= at)
        return step;
    if (timeOf(step.startedAt) <= at)
        return { ...step, status: 'in_progress', conclusion: null, completedAt: null };
    return { ...step, status: 'pending', conclusion: null, startedAt: null, completedAt: null };
}

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
        const at = timeOf(listed?.completedAt ?? null);
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
        : Math.max(...snapshot.jobs.map((job) => timeOf(job.completedAt)).filter(Number.isFinite), 0);
    const earlier = snapshotAt(snapshot, at);
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
                    const completed = timeOf(job.completedAt);
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
        .filter((step) => !BOOKKEEPING.has(step.name))
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
    const started = timeOf(steps[current]?.startedAt ?? null);
    const ran = Number.isFinite(started) ? Math.max(0, at - started) : 0;
    const stepMs = Math.max(leastMs, (slots[current]?.ms ?? fillMs) - ran);
    const after = slots.slice(current + 1).reduce((total, slot) => total + slot.ms, 0);
    const lastIndex = Math.max(-1, ...slots.map((slot) => slot.index ?? -1));
    const tail = planned && lastIndex >= 0 ? Math.max(0, planned.end - (planned.steps[lastIndex]?.end ?? planned.end)) : 0;
    return { totalMs: stepMs + after + tail, stepMs };
}

;// CONCATENATED MODULE: ./src/view/parts.ts




function partsOf(snapshot, plan) {
    const names = actionNames(snapshot.actionStep);
    const listed = snapshot.jobs
        .filter((job) => job.id === snapshot.ownJobId || !carriedOver(job))
        .sort((a, b) => a.id - b.id);
    const matched = new Set();
    const planned = new Map();
    for (const job of listed) {
        const index = plan?.jobs.findIndex((entry, at) => entry.name === job.name && !matched.has(at));
        if (index !== undefined && index >= 0) {
            matched.add(index);
            planned.set(job, index);
        }
    }
    const parts = listed.flatMap((job) => {
        const history = plan === undefined ? undefined : planned.has(job) ? true : plan.known.has(job.name) ? false : undefined;
        if (!takesPart(job, snapshot.ownJobId, names, history))
            return [];
        const progress = job.steps.length > 0 ? (0,job_steps/* stepProgress */.O0)(job, names) : undefined;
        return [
            {
                name: job.name,
                job,
                planned: planned.get(job),
                phase: phaseOf(job, progress),
                progress,
                own: job.id === snapshot.ownJobId,
            },
        ];
    });
    plan?.jobs.forEach((entry, index) => {
        if (!matched.has(index)) {
            parts.push({
                name: entry.name,
                job: undefined,
                planned: index,
                phase: 'expected',
                progress: undefined,
                own: false,
            });
        }
    });
    return parts;
}
function phaseOf(job, progress) {
    if (job.status === 'completed')
        return 'done';
    if (job.status === 'waiting')
        return 'waiting';
    if (job.status !== 'in_progress')
        return 'queued';
    const begun = job.steps.some((step) => !BOOKKEEPING.has(step.name) && hasBegun(step));
    if (!begun || !progress || progress.total === 0)
        return 'setup';
    return progress.done ? 'done' : 'running';
}
function hasBegun(step) {
    return step.status === 'in_progress' || step.status === 'completed';
}
function activityStart(snapshot, parts) {
    const names = actionNames(snapshot.actionStep);
    const anchors = parts.flatMap((part) => {
        if (part.own)
            return [snapshot.ownStartedAt];
        const steps = part.job?.steps ?? [];
        const ours = steps.find((step) => names.has(step.name) && hasBegun(step));
        const first = ours ?? steps.find((step) => !BOOKKEEPING.has(step.name) && hasBegun(step));
        const at = timeOf(first?.startedAt ?? null);
        return Number.isFinite(at) ? [at] : [];
    });
    return Math.min(snapshot.ownStartedAt, ...anchors);
}
function beganAt(part) {
    const job = part.job;
    if (!job || job.status === 'queued' || job.status === 'waiting')
        return Number.POSITIVE_INFINITY;
    const started = timeOf(job.startedAt);
    return Number.isFinite(started) ? started : Number.POSITIVE_INFINITY;
}
function onLastStep(part) {
    const progress = part.progress;
    return (progress !== undefined && progress.current !== undefined && progress.current.position === progress.total);
}
function endedAt(part) {
    const steps = part.job?.steps ?? [];
    const ends = [
        timeOf(part.job?.completedAt ?? null),
        ...steps.map((step) => timeOf(step.completedAt)),
    ].filter(Number.isFinite);
    return ends.length === 0 ? 0 : Math.max(...ends);
}
function keyOf(parts) {
    return parts
        .map((part) => {
        const progress = part.progress;
        const broke = progress?.failed ? 'F' : progress?.cancelled ? 'C' : '';
        return `${part.name}:${part.phase}:${progress?.completed ?? 0}/${progress?.total ?? 0}:${progress?.current?.position ?? 0}${broke}`;
    })
        .join(';');
}

;// CONCATENATED MODULE: ./src/view/measure.ts




function measure(parts, plan, at, startedAt, names, endsActivity = false) {
    const last = parts.every((part) => part.phase === 'done' || (part.phase === 'running' && onLastStep(part)));
    const cap = last ? RUNNING_MAX : BEFORE_LAST_STEPS_MAX;
    if (!plan)
        return counted(parts, endsActivity);
    const ends = expectedEnds(parts, plan, at, startedAt, names);
    const end = Math.max(at, ...ends.values.map((value) => value.end));
    const elapsed = Math.max(0, at - startedAt);
    const span = end - startedAt;
    const percent = span > 0 ? Math.floor((elapsed * 100) / span) : 0;
    const nextStepEnds = ends.values
        .map((value) => value.stepEnd)
        .filter((value) => value !== undefined);
    const own = ends.values.find((value) => value.part.own);
    const others = ends.values.filter((value) => !value.part.own);
    const alone = others.every((value) => value.part.phase !== 'running');
    const starts = others.map((value) => value.start).filter((value) => value !== undefined);
    const ownLast = own && (own.part.phase === 'done' || (own.part.phase === 'running' && onLastStep(own.part)))
        ? (own.stepEnd ?? at)
        : undefined;
    const handoverAt = alone && ownLast !== undefined && starts.length > 0 ? Math.max(ownLast, Math.min(...starts)) : undefined;
    return {
        percent: Math.min(cap, Math.max(0, percent)),
        remainingMs: end - at,
        overrun: elapsed > plan.spanMs,
        spanMs: span,
        nextStepEndAt: nextStepEnds.length === 0 ? undefined : Math.min(...nextStepEnds),
        handoverAt,
    };
}
function counted(parts, endsActivity) {
    const ordered = [...parts].sort((a, b) => beganAt(a) - beganAt(b) || (a.job?.id ?? 0) - (b.job?.id ?? 0));
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
        percent: Math.min(BEFORE_LAST_STEPS_MAX, Math.floor(percent + 1e-9)),
        remainingMs: undefined,
        overrun: false,
        spanMs: undefined,
        nextStepEndAt: undefined,
        handoverAt: undefined,
    };
}

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
        .sort((a, b) => endedAt(a) - endedAt(b))
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
    const matrix = view_words/* LEG_NAME */.fs.exec(running[0]?.name ?? '')?.[1];
    if (matrix === undefined || !running.every((part) => view_words/* LEG_NAME */.fs.exec(part.name)?.[1] === matrix))
        return undefined;
    const legs = parts.filter((part) => view_words/* LEG_NAME */.fs.exec(part.name)?.[1] === matrix);
    return (0,view_words/* legsDoneWords */.d6)(legs.filter((part) => part.phase === 'done').length, legs.length);
}
function nextOf(toCome, plan) {
    const listed = toCome.filter((part) => part.phase !== 'expected');
    if (listed.length > 0)
        return (0,view_words/* jobList */.y2)(listed.map((part) => part.name));
    const startOf = (part) => plan?.jobs[part.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY;
    const first = Math.min(...toCome.map(startOf));
    return (0,view_words/* jobList */.y2)(toCome.filter((part) => startOf(part) <= first + SAME_MOMENT_MS).map((part) => part.name));
}

;// CONCATENATED MODULE: ./src/view/run-view.ts








function runView(snapshot, options) {
    const { plan, at } = options;
    const names = actionNames(snapshot.actionStep);
    const parts = partsOf(snapshot, plan);
    const startedAt = activityStart(snapshot, parts);
    const basis = plan ? 'time' : 'steps';
    const broken = breakOf(parts);
    const multi = parts.length > 1;
    const key = keyOf(parts);
    const lone = parts.length === 1 && parts[0]?.own === true;
    const segments = basis === 'steps' && lone ? parts[0]?.progress?.total || undefined : undefined;
    const common = { basis, startedAt, key, usualMs: plan?.spanMs, segments };
    if (broken) {
        const atBreak = measure(partsOf(brokenAt(snapshot, broken, basis), plan), plan, broken.at, startedAt, names, options.endsActivity);
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
        : `${(0,view_words/* jobList */.y2)(waiting.map((part) => part.name))} ${waiting.length === 1 ? 'waits' : 'wait'} for approval`;
    const words = [
        said.words,
        waits,
        timed ? (0,view_words/* timeLeftText */.wo)(measured.remainingMs, measured.overrun) : '',
    ]
        .filter(Boolean)
        .join(' · ');
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
    const names = actionNames(snapshot.actionStep);
    const parts = partsOf(snapshot, plan);
    const startedAt = activityStart(snapshot, parts);
    const moments = parts
        .filter((part) => part.planned === undefined && part.job)
        .flatMap((part) => [timeOf(part.job?.createdAt ?? null), timeOf(part.job?.startedAt ?? null)])
        .filter((moment) => moment > startedAt && moment <= at);
    let floor = 0;
    for (const moment of new Set(moments)) {
        const before = moment - 1;
        const earlier = partsOf(snapshotAt(snapshot, before), plan);
        if (breakOf(earlier))
            continue;
        floor = Math.max(floor, measure(earlier, plan, before, startedAt, names).percent);
    }
    return floor;
}

// EXTERNAL MODULE: ./src/tracker/endpoint.ts
var tracker_endpoint = __webpack_require__(37899);
// EXTERNAL MODULE: ./src/tracker/handover.ts
var tracker_handover = __webpack_require__(52765);
// EXTERNAL MODULE: ./src/activity/legs-content.ts
var legs_content = __webpack_require__(7324);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/signalgrid/channels.ts
var channels = __webpack_require__(99278);
// EXTERNAL MODULE: ./src/view/legs.ts
var view_legs = __webpack_require__(30024);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/matrix/board-request.ts
var board_request = __webpack_require__(91385);
// EXTERNAL MODULE: ./src/signalgrid/activity-token.ts
var activity_token = __webpack_require__(16391);
// EXTERNAL MODULE: ./src/tracker/environment.ts
var environment = __webpack_require__(15609);
// EXTERNAL MODULE: ./src/tracker/part-arguments.ts
var part_arguments = __webpack_require__(86958);
;// CONCATENATED MODULE: ./src/tracker/board-read.ts





function boardArguments(from = import.meta.url) {
    return (0,part_arguments/* partArguments */.W)('board', [BOARD_HEAP], from);
}
const BOARD_HEAP = '--max-semi-space-size=1';
async function readPublished(request, timeoutMs, { signal, nodeArguments = boardArguments() } = {}) {
    if (signal?.aborted)
        return undefined;
    try {
        const reader = (0,external_node_child_process_.spawn)(process.execPath, nodeArguments, {
            stdio: ['pipe', 'pipe', 'ignore'],
            windowsHide: true,
            env: (0,environment/* trackerEnvironment */.O)(process.env),
        });
        const exited = new Promise((resolve) => {
            reader.once('close', (code) => resolve(code));
            reader.once('error', () => resolve(null));
        });
        const kill = () => reader.kill('SIGKILL');
        const killer = setTimeout(kill, timeoutMs);
        signal?.addEventListener('abort', kill, { once: true });
        let abandon;
        const abandoned = new Promise((resolve) => {
            abandon = setTimeout(() => resolve(undefined), timeoutMs + part_arguments/* KILLED_EXIT_WAIT_MS */.a);
        });
        try {
            reader.stdin.on('error', () => { });
            reader.stdin.end(JSON.stringify(request));
            const answered = async () => {
                const answer = await (0,board_request/* readWhole */.oD)(reader.stdout, board_request/* MAX_BOARD_ANSWER_BYTES */.Vc);
                if (answer === undefined)
                    kill();
                return (await exited) === 0 ? answer : undefined;
            };
            const answer = await Promise.race([answered(), abandoned]);
            return answer && publishedOf(answer.toString('utf8'));
        }
        finally {
            signal?.removeEventListener('abort', kill);
            clearTimeout(killer);
            clearTimeout(abandon);
            if (reader.exitCode === null && reader.signalCode === null)
                kill();
        }
    }
    catch {
        return undefined;
    }
}
function publishedOf(answer) {
    if (answer.indexOf('\n') !== answer.length - 1)
        return undefined;
    let value;
    try {
        value = JSON.parse(answer);
    }
    catch {
        return undefined;
    }
    return isPublished(value) ? value : undefined;
}
function isPublished(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const published = value;
    if ('failed' in published)
        return published.failed === true;
    const { token, startedAt, legsUsualMs, remaining, senderJob } = published;
    const usual = legsUsualMs;
    return (typeof token === 'string' &&
        (0,activity_token/* isActivityToken */.jJ)(token) &&
        Number.isFinite(startedAt) &&
        (usual === undefined ||
            (typeof usual === 'object' &&
                usual !== null &&
                !Array.isArray(usual) &&
                Object.values(usual).every((ms) => Number.isFinite(ms) && ms >= 0))) &&
        (remaining === undefined || Number.isSafeInteger(remaining)) &&
        (senderJob === undefined || (typeof senderJob === 'string' && /^[1-9]\d{0,14}$/.test(senderJob))));
}

;// CONCATENATED MODULE: ./src/tracker/watch.ts




function lineOf(snapshot, plan) {
    const names = actionNames(snapshot.actionStep);
    const post = `Post ${snapshot.actionStep}`;
    const known = new Set(plan?.jobs.map((job) => job.name));
    const taking = snapshot.jobs.filter((job) => (job.id === snapshot.ownJobId || !carriedOver(job)) &&
        takesPart(job, snapshot.ownJobId, names, plan === undefined
            ? undefined
            : known.has(job.name)
                ? true
                : plan.known.has(job.name)
                    ? false
                    : undefined));
    const posted = (job) => job.steps.some((step) => step.name === post && step.status !== 'pending' && step.status !== 'queued');
    const ends = plannedEnds(taking, plan);
    const endOf = (job) => ends.get(job) ?? Number.NEGATIVE_INFINITY;
    const live = taking
        .filter((job) => job.id === snapshot.ownJobId || (job.status === 'in_progress' && !posted(job)))
        .sort((a, b) => endOf(b) - endOf(a) || began(a) - began(b) || a.id - b.id);
    const place = live.findIndex((job) => job.id === snapshot.ownJobId);
    const ahead = live.slice(0, Math.max(0, place)).map(endOf).filter(Number.isFinite);
    const handovers = taking
        .filter((job) => job.id !== snapshot.ownJobId && posted(job))
        .map((job) => timeOf(job.steps.find((step) => step.name === post)?.startedAt ?? null))
        .filter(Number.isFinite);
    return {
        role: place <= 0 ? 'sender' : place === 1 ? 'next' : 'later',
        sender: place <= 0 ? undefined : live[0]?.id,
        together: taking.some((job) => job.id !== snapshot.ownJobId && (job.status === 'waiting' || live.includes(job))),
        handedOverAt: handovers.length === 0 ? undefined : Math.max(...handovers),
        aheadEndsIn: ahead.length === 0 ? undefined : Math.min(...ahead),
        endsIn: ends.get(live[place]),
    };
}
function legsLineOf(snapshot, starterJob, count) {
    const own = snapshot.ownJobId;
    const legs = (0,view_legs/* legsOf */.xi)(snapshot).map(({ job }) => job);
    const stopped = (job) => job.id !== own && stoppedSending(job, snapshot.actionStep);
    const live = legs
        .filter((job) => job.id === own || !stopped(job))
        .sort((a, b) => Number(b.id === starterJob) - Number(a.id === starterJob) || b.id - a.id);
    const place = Math.max(0, live.findIndex((job) => job.id === own));
    const post = `Post ${snapshot.actionStep}`;
    const handovers = legs
        .filter(stopped)
        .map((job) => timeOf(job.steps.find((step) => step.name === post)?.startedAt ?? job.completedAt))
        .filter(Number.isFinite);
    return {
        role: place === 0 ? 'sender' : 'next',
        sender: place === 0 ? undefined : live[0]?.id,
        watchEvery: Math.max(1, place),
        together: legs.filter((job) => job.id !== own && job.status === 'completed').length < count - 1,
        handedOverAt: handovers.length === 0 ? undefined : Math.max(...handovers),
        aheadEndsIn: undefined,
        endsIn: undefined,
        needsToken: starterJob === undefined && place === 0,
    };
}
function plannedEnds(jobs, plan) {
    const ends = new Map();
    if (!plan)
        return ends;
    const taken = new Set();
    for (const job of [...jobs].sort((a, b) => a.id - b.id)) {
        const index = plan.jobs.findIndex((planned, at) => planned.name === job.name && !taken.has(at));
        if (index < 0)
            continue;
        taken.add(index);
        ends.set(job, plan.jobs[index]?.end);
    }
    return ends;
}
function began(job) {
    const at = timeOf(job.startedAt);
    return Number.isFinite(at) ? at : Number.POSITIVE_INFINITY;
}
function watch_onLastStep(job, actionStep) {
    const progress = (0,job_steps/* stepProgress */.O0)(job, actionNames(actionStep));
    return progress.current !== undefined && progress.current.position === progress.total;
}
function stoppedSending(job, actionStep) {
    const post = `Post ${actionStep}`;
    return (job.status === 'completed' || job.steps.some((step) => step.name === post && step.status !== 'pending'));
}
const WATCH_SPACINGS = 3;
const LATE_SPACINGS = 3;
const LATER_FIRST_WATCHES = 2;
const ALONE_FIRST_MS = 15_000;
const LOOK_MAX_MS = 10 * 60_000;

;// CONCATENATED MODULE: ./src/tracker/matrix-legs.ts






const TOKEN_READ_TIMEOUT_MS = 10_000;
const TOKEN_READS = 3;
const LEGS_FIRST_LOOK_MS = 10_000;
class MatrixLegs {
    count;
    starter;
    #board;
    #timedBudget;
    #usual;
    #quotaAtMost;
    #starterJob;
    #token = 'unread';
    #reads = 0;
    constructor(count, timedBudget, usualMs, board) {
        this.count = count;
        this.#timedBudget = timedBudget;
        this.starter = board === undefined;
        this.#board = board;
        this.#usual = (0,legs_content/* legsUsual */.mZ)(usualMs ?? {});
        if (this.starter)
            this.#token = 'held';
    }
    static of(record, settings, board) {
        const { leg, timedUpdates } = settings;
        if (leg.count < 2)
            return undefined;
        if (record.legsUsualMs)
            return new MatrixLegs(leg.count, timedUpdates, record.legsUsualMs, undefined);
        return board ? new MatrixLegs(leg.count, timedUpdates, undefined, board) : undefined;
    }
    get holdsToken() {
        return this.#token === 'held';
    }
    get readDue() {
        return this.#token === 'unread' && this.#reads < TOKEN_READS;
    }
    get quotaAtMost() {
        return this.#quotaAtMost;
    }
    get timed() {
        return this.#usual.size > 0;
    }
    get startKey() {
        return (0,view_legs/* legsKey */.Ls)({ count: this.count, done: [], failed: 0 });
    }
    line(run) {
        return legsLineOf(run, this.starter ? run.ownJobId : this.#starterJob, this.count);
    }
    view(run, now, startedAt) {
        const listed = (0,view_legs/* legsListed */.fV)(run);
        const legs = {
            count: this.count,
            done: listed.done.map((label) => (0,leg/* labelDigest */.rT)((0,leg/* shortLabel */.z1)(label))),
            failed: listed.failed.length,
            failedLabel: listed.failed[0] === undefined ? undefined : (0,leg/* shortLabel */.z1)(listed.failed[0]),
            queued: listed.queued.map((label) => (0,leg/* labelDigest */.rT)((0,leg/* shortLabel */.z1)(label))),
        };
        return (0,view_legs/* legsRunView */.QZ)(legs, this.#usual, now - startedAt, startedAt);
    }
    async readToken(signal) {
        if (!this.#board || !this.readDue)
            return 'unread';
        this.#token = 'reading';
        this.#reads++;
        const published = await readPublished(this.#board, TOKEN_READ_TIMEOUT_MS, { signal });
        this.#token = 'unread';
        if (!published)
            return 'unread';
        if ('failed' in published || published.senderJob === undefined)
            return 'none';
        this.#token = 'held';
        this.#usual = (0,legs_content/* legsUsual */.mZ)(published.legsUsualMs ?? {});
        if (published.remaining !== undefined) {
            const updates = this.count + this.#timedBudget;
            this.#quotaAtMost = published.remaining - updates * (0,channels/* activityChannelCount */.mP)(published.token);
        }
        this.#starterJob = Number(published.senderJob);
        return published;
    }
}

;// CONCATENATED MODULE: ./src/tracker/timed-progress.ts
const TIMED_UPDATE_THRESHOLD = 5;
function timedUpdateWorthSending(state) {
    return state.percent < 100 && state.percent - state.lastSent >= nextJump(state);
}
function timedSentBy(percent, budget) {
    let state = { lastSent: 0, sent: 0, budget };
    for (let jump = nextJump(state); state.lastSent + jump <= percent; jump = nextJump(state)) {
        state = { ...state, lastSent: state.lastSent + jump, sent: state.sent + 1 };
    }
    return state.sent;
}
function nextJump(state) {
    const left = Math.floor(state.budget) - state.sent;
    if (left <= 0 || state.lastSent >= 100)
        return Number.POSITIVE_INFINITY;
    return Math.max(state.threshold ?? TIMED_UPDATE_THRESHOLD, (100 - state.lastSent) / (left + 1));
}
function leadMs(view, now, options) {
    if (view.basis !== 'time' || view.spanMs === undefined)
        return 0;
    const jump = nextJump(options.updates);
    const untilJump = Number.isFinite(jump) ? (jump / 100) * view.spanMs : Number.POSITIVE_INFINITY;
    const untilChange = view.handoverAt !== undefined
        ? view.handoverAt - now + options.handoverMs
        : view.nextStepEndAt !== undefined
            ? view.nextStepEndAt - now + options.pollMs
            : Number.POSITIVE_INFINITY;
    const stands = Math.min(untilJump, untilChange);
    return Math.max(options.spacingMs, Number.isFinite(stands) ? stands : options.spacingMs) / 2;
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/tracker/update-queue.ts

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
        this.#equals = options.equals ?? external_node_util_.isDeepStrictEqual;
        this.#onSendFailed = options.onSendFailed;
    }
    offer(state) {
        if (this.#stopped)
            return false;
        this.#failed = undefined;
        this.#pending = this.#lastSent && this.#equals(this.#lastSent.state, state) ? undefined : { state };
        this.#pump();
        return true;
    }
    sentElsewhereAt(at) {
        if (!Number.isFinite(at) || at <= this.#lastSentAt)
            return;
        this.#lastSentAt = at;
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#pump();
    }
    get nextSendAt() {
        return this.#lastSentAt + this.#minIntervalMs;
    }
    get pending() {
        return this.#pending?.state;
    }
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
            this.#lastSentAt = Math.max(this.#lastSentAt, Date.now());
            this.#pump();
        });
    }
    async #sendOnce(state) {
        try {
            await this.#send(state);
        }
        catch (error) {
            this.#lastSent = undefined;
            this.#failed = { state };
            try {
                this.#onSendFailed?.(error, state);
            }
            catch {
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





















const HANDOVER_SLACK_MS = 2_000;
const ROLE_WORDS = {
    sender: 'this job shows the run on the phone (of its jobs running, the one the plan expects to end last)',
    next: 'another job shows the run on the phone; this one is next in line, and watches it',
    later: 'another job shows the run on the phone; this one looks at the run now and then',
};
const LEGS_WORDS = {
    sender: "this leg shows the matrix's legs on the phone (it started the activity, or the leg that did has ended)",
    next: "another leg shows the matrix's legs on the phone; this one watches it, to take over should it end first",
};
const VIEW_EVERY_MS = 1_000;
const NO_PERMISSION_NOTICE = 'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
    'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).';
async function runTracker(input = process.stdin, env = process.env) {
    const path = env[constants/* TRACKER_FOLDER_VARIABLE */.Lh];
    if (!path)
        return;
    const folder = new activity_folder/* ActivityFolder */.Q(path);
    const handover = await (0,tracker_handover/* readHandover */.I)(input);
    const record = folder.readRecord();
    if (!handover || !record)
        return;
    const tracker = new Tracker(folder, record, handover.settings, MatrixLegs.of(record, handover.settings, handover.board));
    const endpoint = await (0,tracker_endpoint/* listen */.KT)(handover.endpoint, () => tracker.stop()).catch(() => undefined);
    if (!endpoint)
        return;
    try {
        await tracker.run();
    }
    finally {
        folder.markStopped();
        endpoint.close();
    }
}
class Tracker {
    #folder;
    #client;
    #queue;
    #stepsFixed;
    #reader;
    #startedAt = Date.now();
    #githubToken;
    #timedBudget;
    #spacingMs;
    #watchMs;
    #defaultStep;
    #endsActivity;
    #legs;
    #record;
    #listing;
    #run;
    #limitedUntil;
    #line;
    #ownOnly = false;
    #stepName;
    #historyState = 'off';
    #history;
    #plan;
    #historyAbort;
    #holdUntil = 0;
    #awaitingPlan = false;
    #key;
    #completed = -1;
    #floor = 0;
    #shown = 0;
    #explicitSinceStepChange = false;
    #timedSent = 0;
    #due = { run: 0, own: Number.POSITIVE_INFINITY, sender: Number.POSITIVE_INFINITY };
    #lookEveryMs = ALONE_FIRST_MS;
    #pendingIsView = false;
    #lookedAt = 0;
    #senderOnLastStep = false;
    #lookAt = Number.POSITIVE_INFINITY;
    #lastRole;
    #failedReads = 0;
    #stopping = false;
    #stopped = new AbortController();
    #wake;
    constructor(folder, record, inputs, legs) {
        this.#folder = folder;
        this.#record = record;
        this.#client = (0,signalgrid_client/* createClient */.U)(inputs, { quiet: true });
        this.#stepsFixed = inputs.steps !== undefined;
        this.#githubToken = inputs.githubToken;
        this.#timedBudget = inputs.timedUpdates;
        this.#spacingMs = inputs.minUpdateIntervalSeconds * 1000;
        this.#watchMs = Math.max(constants/* POLL_INTERVAL_MS */.fv, WATCH_SPACINGS * this.#spacingMs);
        this.#endsActivity =
            inputs.endActivity === 'always' ||
                (inputs.endActivity === 'auto' &&
                    inputs.activityToken === undefined &&
                    inputs.activityName === undefined);
        const context = (0,run_context/* readRunContext */.$p)();
        this.#defaultStep = context.actionStepName;
        this.#stepName = context.actionStepName;
        this.#reader =
            inputs.trackSteps && inputs.githubToken
                ? current_job.CurrentJob.of({
                    token: inputs.githubToken,
                    jobId: inputs.jobId,
                    runnerName: context.runnerName,
                    userAgent: user_agent/* USER_AGENT */._,
                    onUnusable: (problem) => {
                        const message = `Signalgrid: the job’s steps were not followed: ${problem}.`;
                        folder.appendJournal({ at: Date.now(), kind: 'notice', message });
                    },
                })
                : undefined;
        this.#legs = legs;
        if (legs?.starter)
            this.#key = legs.startKey;
        if (legs && !legs.starter)
            this.#due.run = Date.now() + Math.max(this.#watchMs, LEGS_FIRST_LOOK_MS);
        if (this.#reader && inputs.progressMode === 'time' && !this.#legs)
            this.#historyState = 'unread';
        const ownLeg = inputs.leg.count > 1 &&
            !this.#legs &&
            inputs.activityToken === undefined &&
            inputs.activityName === undefined;
        if (ownLeg || !/^[1-9]\d*$/.test(context.runId)) {
            this.#ownOnly = true;
            this.#due = { run: Number.POSITIVE_INFINITY, own: 0, sender: Number.POSITIVE_INFINITY };
        }
        const start = folder
            .readJournal()
            .find((entry) => entry.kind === 'start' && !entry.error);
        this.#queue = new UpdateQueue({
            minIntervalMs: this.#spacingMs,
            lastSentAt: start?.at ?? Date.now(),
            ...(start ? { lastSent: record.content } : {}),
            send: (content) => this.#send(content),
        });
    }
    stop() {
        this.#stopping = true;
        this.#wake?.();
    }
    async run() {
        const stop = () => this.stop();
        process.once('SIGTERM', stop);
        process.once('SIGINT', stop);
        while (!this.#shouldStop()) {
            this.#takeInbox();
            if (this.#reader)
                await this.#readDue(this.#reader);
            this.#tick();
            const due = Math.min(...Object.values(this.#due)) - Date.now();
            await this.#sleep(Math.max(0, Math.min(constants/* TRACKER_TICK_MS */.Wj, due)) || constants/* TRACKER_TICK_MS */.Wj);
        }
        this.#historyAbort?.abort();
        this.#stopped.abort();
        if (this.#historyState === 'reading')
            this.#historyState = 'read';
        if (this.#awaitingPlan && this.#listing)
            this.#decide(Date.now(), true);
        this.#takeInbox();
        const { unsent } = await this.#queue.stop(constants/* TRACKER_FLUSH_MS */.dR);
        if (unsent)
            this.#save(unsent);
    }
    #shouldStop() {
        return (this.#stopping ||
            this.#folder.stopRequested() ||
            !this.#folder.exists() ||
            Date.now() - this.#startedAt > constants/* TRACKER_MAX_LIFETIME_MS */.vN);
    }
    #takeInbox() {
        for (const update of this.#folder.takeInbox()) {
            this.#explicitSinceStepChange = true;
            const content = (0,activity_content/* applyUpdate */.QE)(this.#record.content, update);
            this.#pendingIsView = false;
            this.#offer(this.#record.failedStep ? { ...content, severity: 'CRIT' } : content);
        }
    }
    async #readDue(reader) {
        const now = Date.now();
        const [read, at] = Object.entries(this.#due).sort((a, b) => a[1] - b[1])[0];
        if (at > now)
            return;
        if (read === 'run' || (read === 'own' && now >= this.#lookAt && !this.#ownOnly))
            await this.#readRun(reader);
        else if (read === 'own')
            await this.#readOwn(reader);
        else
            await this.#watchSender(reader);
    }
    async #readRun(reader) {
        const answer = await reader.readRun();
        const now = Date.now();
        if (answer.outcome === 'error')
            return this.#readFailed('run', answer.error);
        this.#failedReads = 0;
        this.#limitedUntil = answer.rateLimit.remaining === 0 ? answer.rateLimit.resetAt : undefined;
        if (answer.outcome === 'not-modified')
            return this.#schedule(now, false);
        const own = answer.jobs.find((job) => job.id === answer.ownJobId);
        if (!own) {
            return this.#readFailed('run', { kind: 'no-match', message: "this job is not among the run's jobs" });
        }
        this.#listed({ jobs: answer.jobs, ownJobId: own.id }, now);
    }
    async #readOwn(reader) {
        const answer = await reader.read();
        const now = Date.now();
        if (answer.outcome === 'error')
            return this.#readFailed('own', answer.error);
        this.#failedReads = 0;
        const limited = answer.rateLimit.remaining === 0 ? (answer.rateLimit.resetAt ?? 0) : 0;
        const done = answer.outcome === 'job' && answer.job.status === 'completed';
        this.#due.own = done ? Number.POSITIVE_INFINITY : Math.max(now + constants/* POLL_INTERVAL_MS */.fv, limited);
        if (answer.outcome === 'not-modified')
            return;
        if (!this.#listing) {
            this.#listed({ jobs: [answer.job], ownJobId: answer.job.id }, now);
        }
        else {
            const others = this.#listing.jobs.filter((job) => job.id !== answer.job.id);
            this.#listing = { ...this.#listing, jobs: [...others, answer.job] };
            if (this.#line?.role === 'sender')
                this.#show(this.#listing, now);
        }
        if (!done)
            this.#due.own = Math.max(this.#due.own, this.#queue.nextSendAt);
    }
    async #watchSender(reader) {
        const sender = this.#line?.sender;
        if (sender === undefined) {
            this.#due.sender = Number.POSITIVE_INFINITY;
            this.#due.run = Date.now();
            return;
        }
        const answer = await reader.readJob(sender);
        const now = Date.now();
        if (answer.outcome === 'job')
            this.#senderOnLastStep = watch_onLastStep(answer.job, this.#stepName);
        this.#due.sender =
            now + (this.#senderOnLastStep ? Math.max(constants/* POLL_INTERVAL_MS */.fv, this.#spacingMs) : this.#watchMs);
        if (answer.outcome === 'not-modified')
            return;
        if (answer.outcome === 'error' || stoppedSending(answer.job, this.#stepName)) {
            this.#due.sender = Number.POSITIVE_INFINITY;
            this.#due.run = now;
        }
    }
    #listed(listed, now) {
        const own = listed.jobs.find((job) => job.id === listed.ownJobId);
        this.#nameOwnStep(own);
        this.#listing = { ...listed, ownStartedAt: this.#record.startedAt, actionStep: this.#stepName };
        const started = runView(this.#listing, { at: now, plan: this.#plan }).startedAt;
        if (this.#record.activityStartedAt !== started)
            this.#keep({ activityStartedAt: started });
        if (this.#historyState === 'unread')
            this.#readHistory();
        if (this.#historyState === 'reading') {
            this.#awaitingPlan = true;
            this.#due = {
                run: Number.POSITIVE_INFINITY,
                own: Number.POSITIVE_INFINITY,
                sender: Number.POSITIVE_INFINITY,
            };
            return;
        }
        this.#decide(now, true);
    }
    #decide(now, changed) {
        const run = this.#listing;
        const before = this.#line?.role;
        const line = this.#ownOnly
            ? {
                role: 'sender',
                sender: undefined,
                together: false,
                handedOverAt: undefined,
                aheadEndsIn: undefined,
                endsIn: undefined,
            }
            : this.#legs
                ? this.#legsLine(run)
                : lineOf(run, this.#plan);
        this.#line = line;
        if (line.role !== before) {
            const words = this.#legs && line.role !== 'later' ? LEGS_WORDS[line.role] : ROLE_WORDS[line.role];
            this.#debug(`Signalgrid: ${words}.`);
        }
        if (line.role === 'sender') {
            const takesOver = before !== 'sender' && !this.#legs?.starter;
            if (takesOver && line.handedOverAt !== undefined) {
                this.#queue.sentElsewhereAt(line.handedOverAt + HANDOVER_SLACK_MS);
            }
            if (takesOver && this.#legs) {
                this.#timedSent = timedSentBy(this.#legs.view(run, now, this.#record.startedAt).percent, this.#timedBudget);
            }
            this.#show(run, now);
        }
        this.#schedule(now, changed);
    }
    #legsLine(run) {
        const legs = this.#legs;
        const line = legs.line(run);
        if (line.role !== 'sender' || legs.holdsToken)
            return line;
        if (line.needsToken && legs.readDue)
            this.#readToken(legs);
        return { ...line, role: 'next', sender: undefined };
    }
    #readToken(legs) {
        legs.readToken(this.#stopped.signal).then((published) => {
            if (published === 'none') {
                this.#debug("Signalgrid: no leg's tracker shows the matrix's legs: each leg's post does.");
                this.stop();
                return;
            }
            if (published === 'unread') {
                this.#debug("Signalgrid: the matrix's activity could not be read from the run's artifacts.");
                return;
            }
            this.#keep({
                token: published.token,
                startedAt: published.startedAt,
                ...(published.legsUsualMs ? { legsUsualMs: published.legsUsualMs } : {}),
            });
            if (this.#listing)
                this.#decide(Date.now(), true);
        }, () => { });
    }
    #show(run, now) {
        const completed = run.jobs.reduce((count, job) => count + job.steps.filter((step) => step.status === 'completed').length, 0);
        if (completed < this.#completed)
            return;
        this.#completed = completed;
        this.#run = run;
        this.#floor = viewFloor(run, this.#plan, now);
        this.#offerStepChange();
    }
    #nameOwnStep(own) {
        if (this.#stepName !== this.#defaultStep)
            return;
        const name = ownStepName(own, this.#record.startedAt, this.#defaultStep);
        if (name === this.#defaultStep)
            return;
        this.#stepName = name;
        if (this.#history)
            this.#plan = this.#planned(this.#history);
    }
    #schedule(now, changed) {
        const line = this.#line;
        const notBefore = this.#limitedUntil ?? 0;
        if (!line) {
            this.#due.run = Math.max(now + constants/* POLL_INTERVAL_MS */.fv, notBefore);
            return;
        }
        const role = line.role === 'sender' ? (line.together ? 'together' : 'alone') : line.role;
        if (role !== this.#lastRole) {
            this.#lookEveryMs = role === 'later' ? LATER_FIRST_WATCHES * this.#watchMs : ALONE_FIRST_MS;
        }
        this.#lastRole = role;
        const look = () => {
            const at = now + this.#lookEveryMs;
            this.#lookEveryMs = Math.min(LOOK_MAX_MS, this.#lookEveryMs * 2);
            return at;
        };
        switch (role) {
            case 'together': {
                this.#lookAt = Number.POSITIVE_INFINITY;
                const usual = this.#plan ? this.#plan.spanMs / 100 : 0;
                const after = changed ? Math.max(this.#spacingMs, constants/* POLL_INTERVAL_MS */.fv, usual) : constants/* POLL_INTERVAL_MS */.fv;
                this.#due = {
                    run: Math.max(now + after, notBefore),
                    own: Number.POSITIVE_INFINITY,
                    sender: Number.POSITIVE_INFINITY,
                };
                return;
            }
            case 'alone':
                this.#lookAt = Math.max(look(), notBefore);
                this.#due = {
                    run: Number.POSITIVE_INFINITY,
                    own: Math.max(now + (changed ? Math.max(constants/* POLL_INTERVAL_MS */.fv, this.#spacingMs) : constants/* POLL_INTERVAL_MS */.fv), notBefore),
                    sender: Number.POSITIVE_INFINITY,
                };
                return;
            case 'next':
                this.#lookAt = Number.POSITIVE_INFINITY;
                this.#due = {
                    run: line.sender === undefined ? Math.max(now + this.#watchMs, notBefore) : Number.POSITIVE_INFINITY,
                    own: Number.POSITIVE_INFINITY,
                    sender: line.sender === undefined
                        ? Number.POSITIVE_INFINITY
                        : Math.max(now + (line.watchEvery ?? 1) * this.#watchMs, notBefore),
                };
                return;
            case 'later': {
                this.#lookAt = Number.POSITIVE_INFINITY;
                const startedAt = this.#record.activityStartedAt ?? this.#record.startedAt;
                const planned = Math.max(line.endsIn ?? Number.NaN, line.aheadEndsIn ?? Number.NaN);
                const byPlan = Number.isFinite(planned)
                    ? startedAt + planned + Math.max(LATE_SPACINGS * this.#spacingMs, (this.#plan?.spanMs ?? 0) / 10)
                    : undefined;
                this.#due = {
                    run: Math.max(byPlan !== undefined && byPlan > now ? byPlan : look(), notBefore),
                    own: Number.POSITIVE_INFINITY,
                    sender: Number.POSITIVE_INFINITY,
                };
            }
        }
    }
    #offerStepChange() {
        if (!this.#run || this.#line?.role !== 'sender')
            return;
        const view = this.#viewNow();
        if (view.key === this.#key || !view.words)
            return;
        this.#key = view.key;
        this.#explicitSinceStepChange = false;
        this.#offerView(view);
    }
    #viewNow() {
        const run = this.#run;
        const now = Date.now();
        if (this.#legs)
            return this.#legs.view(run, now, this.#record.startedAt);
        const options = { plan: this.#plan, floor: this.#floor, endsActivity: this.#endsActivity };
        const view = runView(run, { ...options, at: now });
        const lead = leadMs(view, now, {
            spacingMs: this.#spacingMs,
            pollMs: constants/* POLL_INTERVAL_MS */.fv,
            handoverMs: 2 * constants/* POLL_INTERVAL_MS */.fv + HANDOVER_SLACK_MS + this.#spacingMs,
            updates: { lastSent: this.#record.content.progress, sent: this.#timedSent, budget: this.#timedBudget },
        });
        return lead > 0 ? runView(run, { ...options, at: now + lead }) : view;
    }
    #timed() {
        return this.#plan !== undefined || this.#legs?.timed === true;
    }
    #offerView(view) {
        this.#pendingIsView = true;
        this.#shown = Math.max(this.#shown, view.percent);
        const content = viewContent(this.#record.content, { ...view, percent: this.#shown }, this.#stepsFixed);
        if (view.basis === 'time' && view.usualMs !== this.#record.usualMs)
            this.#keep({ usualMs: view.usualMs });
        this.#offer(content, view.failed?.own ? view.failed.step : undefined);
    }
    #tick() {
        const now = Date.now();
        if (this.#awaitingPlan && now >= this.#holdUntil) {
            this.#awaitingPlan = false;
            this.#decide(now, true);
        }
        if (!this.#run || this.#line?.role !== 'sender')
            return;
        if (now - this.#lookedAt < VIEW_EVERY_MS)
            return;
        this.#lookedAt = now;
        if (this.#queue.pending !== undefined) {
            if (this.#pendingIsView && this.#timed())
                this.#offerView(this.#viewNow());
            return;
        }
        if (now < this.#queue.nextSendAt)
            return;
        if (!this.#timed() || this.#explicitSinceStepChange || this.#timedBudget <= 0)
            return;
        const view = this.#viewNow();
        if (view.state !== 'running' && view.state !== 'between')
            return;
        const worth = timedUpdateWorthSending({
            percent: Math.max(view.percent, this.#shown),
            lastSent: this.#record.content.progress,
            sent: this.#timedSent,
            budget: this.#timedBudget,
        });
        if (!worth)
            return;
        this.#timedSent++;
        this.#offerView(view);
    }
    #readHistory() {
        this.#historyState = 'reading';
        this.#holdUntil = Date.now() + constants/* HISTORY_WAIT_MS */.sU;
        const controller = new AbortController();
        this.#historyAbort = controller;
        const timer = setTimeout(() => controller.abort(), constants/* HISTORY_TIMEOUT_MS */.Qn);
        readHistory(this.#githubToken, controller.signal)
            .then((read) => {
            if (this.#historyState !== 'reading')
                return;
            this.#historyState = 'read';
            this.#history = read.history;
            this.#plan = read.history ? this.#planned(read.history) : undefined;
            this.#debug(read.message);
            this.#awaitingPlan = false;
            this.#key = undefined;
            if (this.#listing)
                this.#decide(Date.now(), true);
        }, () => { })
            .finally(() => clearTimeout(timer));
    }
    #planned(history) {
        const ownName = this.#listing?.jobs.find((job) => job.id === this.#listing?.ownJobId)?.name;
        const jobs = this.#ownOnly ? history.jobs.filter((job) => job.name === ownName) : history.jobs;
        const plan = planRun({ ...history, jobs }, this.#stepName);
        if (!plan.ok)
            this.#debug(`Signalgrid: no plan of the activity (${plan.reason}): counting steps.`);
        return plan.ok ? plan.plan : undefined;
    }
    #debug(message) {
        this.#folder.appendJournal({ at: Date.now(), kind: 'debug', message });
    }
    #readFailed(read, error) {
        const now = Date.now();
        switch (error.kind) {
            case 'no-permission':
                this.#folder.appendJournal({ at: now, kind: 'notice', message: NO_PERMISSION_NOTICE });
                this.#debug(`Signalgrid: the run's jobs could not be read (${error.message}): no step progress.`);
                this.#due = {
                    run: Number.POSITIVE_INFINITY,
                    own: Number.POSITIVE_INFINITY,
                    sender: Number.POSITIVE_INFINITY,
                };
                return;
            case 'rate-limited':
                this.#due[read] = now + error.retryAfterMs;
                return;
            case 'not-found':
                if (this.#legs && !this.#legs.starter) {
                    this.stop();
                    return;
                }
                if (read === 'run' && !this.#ownOnly) {
                    this.#ownOnly = true;
                    this.#debug(`Signalgrid: the run's jobs could not be listed (${error.message}): this job shows its own steps.`);
                    this.#due = { run: Number.POSITIVE_INFINITY, own: now, sender: Number.POSITIVE_INFINITY };
                    return;
                }
                break;
        }
        this.#failedReads++;
        this.#due[read] = now + Math.min(constants/* MAX_POLL_BACKOFF_MS */.L3, constants/* POLL_INTERVAL_MS */.fv * 2 ** this.#failedReads);
    }
    #offer(content, failedStep) {
        this.#save(content, failedStep);
        this.#queue.offer(content);
    }
    async #send(content) {
        if (!(0,quota/* updateLeavesReserve */.Gq)(this.#folder.readJournal(), this.#record, this.#legs?.quotaAtMost))
            return;
        const entry = { at: Date.now(), kind: 'update', by: 'tracker', ...(0,activity_content/* journalView */.bF)(content) };
        await (0,journal/* sendJournaled */.X)(this.#folder, entry, () => this.#client.updateActivity(this.#record.token, content));
    }
    #save(content, failedStep) {
        this.#keep({ content, ...(failedStep && !this.#record.failedStep ? { failedStep } : {}) });
    }
    #keep(change) {
        this.#record = { ...this.#record, ...change };
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
async function readHistory(token, signal) {
    try {
        const octokit = (0,github.getOctokit)(token, { userAgent: user_agent/* USER_AGENT */._ });
        const result = await (0,github_history.readRunHistory)(octokit, (0,github_history.runQueryForThisRun)(signal));
        return {
            history: result.ok ? result.history : undefined,
            message: `Signalgrid: ${result.message}${result.ok ? '' : ': counting steps'}.`,
        };
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { history: undefined, message: `Signalgrid: no step history (${detail}): counting steps.` };
    }
}

;// CONCATENATED MODULE: ./src/tracker.ts

const run = () => runTracker().catch(() => { });


/***/ }),

/***/ 30024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LR: () => (/* binding */ failedWords),
/* harmony export */   Ls: () => (/* binding */ legsKey),
/* harmony export */   QZ: () => (/* binding */ legsRunView),
/* harmony export */   dQ: () => (/* binding */ legsView),
/* harmony export */   fV: () => (/* binding */ legsListed),
/* harmony export */   tt: () => (/* binding */ legsDoneShare),
/* harmony export */   xi: () => (/* binding */ legsOf)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31788);

const LEGS_MAX = 94;
function legsView(legs, usual, elapsedMs) {
    const toCome = comingWeights(legs, usual);
    const waiting = toCome.length === 0 ? [] : (legs.queued ?? []).map((digest) => weight(usual, usual.get(digest)));
    const remainingMs = toCome.length === 0 ? undefined : Math.max(Math.max(...toCome) - elapsedMs, ...waiting);
    const byClock = remainingMs === undefined ? 0 : elapsedMs / Math.max(1, elapsedMs + Math.max(0, remainingMs));
    const percent = Math.min(LEGS_MAX, Math.floor(100 * Math.max(legsDoneShare(legs, usual), byClock)));
    const timeLeft = remainingMs === undefined || legs.failed > 0
        ? ''
        : (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .timeLeftText */ .wo)(Math.max(0, remainingMs), remainingMs <= 0);
    return {
        percent,
        words: [(0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), failedWords(legs), timeLeft]
            .filter(Boolean)
            .join(' · '),
    };
}
function legsDoneShare(legs, usual) {
    if (usual.size === 0)
        return legs.done.length / legs.count;
    const done = legs.done.reduce((sum, digest) => sum + weight(usual, usual.get(digest)), 0);
    const left = comingWeights(legs, usual).reduce((sum, ms) => sum + ms, 0);
    return done / Math.max(1, done + left);
}
function comingWeights(legs, usual) {
    const toCome = legs.count - legs.done.length;
    if (usual.size === 0 || toCome <= 0)
        return [];
    const doneDigests = new Set(legs.done);
    const others = [...usual].filter(([digest]) => !doneDigests.has(digest));
    return others.length === toCome
        ? others.map(([, ms]) => weight(usual, ms))
        : Array.from({ length: toCome }, () => weight(usual, undefined));
}
function weight(usual, ms) {
    const known = [...usual.values()];
    const mean = known.reduce((sum, value) => sum + value, 0) / Math.max(1, known.length);
    return Math.max(ms ?? mean, 1);
}
function failedWords(legs) {
    if (legs.failed === 0)
        return '';
    return legs.failed === 1 ? `1 failed: ${legs.failedLabel}` : `${legs.failed} failed: ${legs.failedLabel}, …`;
}
function legsListed(snapshot) {
    const legs = legsOf(snapshot);
    return {
        done: legs.filter(({ job }) => job.status === 'completed').map(({ label }) => label),
        failed: legs
            .filter(({ job }) => job.status === 'completed'
            ? job.conclusion === 'failure'
            : job.steps.some((step) => step.conclusion === 'failure'))
            .map(({ label }) => label),
        queued: legs
            .filter(({ job }) => job.status === 'queued' || job.status === 'waiting' || job.status === 'pending')
            .map(({ label }) => label),
    };
}
function legsOf(snapshot) {
    const own = snapshot.jobs.find((job) => job.id === snapshot.ownJobId);
    const matrix = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(own?.name ?? '')?.[1];
    return snapshot.jobs.flatMap((job) => {
        const name = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(job.name);
        return name && name[1] === matrix ? [{ job, label: name[2] }] : [];
    });
}
function legsRunView(legs, usual, elapsedMs, startedAt) {
    const view = legsView(legs, usual, elapsedMs);
    return {
        percent: view.percent,
        words: view.words,
        state: legs.failed > 0 ? 'failed' : 'running',
        basis: usual.size > 0 ? 'time' : 'steps',
        segments: undefined,
        remainingMs: undefined,
        overrun: false,
        spanMs: undefined,
        usualMs: undefined,
        startedAt,
        nextStepEndAt: undefined,
        handoverAt: undefined,
        failed: undefined,
        key: legsKey(legs),
    };
}
function legsKey(legs) {
    return `legs ${legs.done.length} of ${legs.count}, ${legs.failed} failed`;
}


/***/ }),

/***/ 31788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d6: () => (/* binding */ legsDoneWords),
/* harmony export */   fs: () => (/* binding */ LEG_NAME),
/* harmony export */   wo: () => (/* binding */ timeLeftText),
/* harmony export */   y2: () => (/* binding */ jobList)
/* harmony export */ });
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
function timeLeftText(remainingMs, overrun) {
    if (overrun)
        return 'taking longer than usual';
    if (remainingMs < 10 * SECOND)
        return 'a few seconds left';
    const tens = Math.round(remainingMs / (10 * SECOND));
    if (tens < 6)
        return `about ${tens * 10}s left`;
    if (remainingMs < HOUR - MINUTE / 2)
        return `about ${Math.max(1, Math.round(remainingMs / MINUTE))} min left`;
    const fives = Math.round(remainingMs / (5 * MINUTE));
    const hours = Math.floor(fives / 12);
    const minutes = (fives % 12) * 5;
    return `about ${hours} h${minutes === 0 ? '' : ` ${minutes} min`} left`;
}
const MAX_NAMED = 3;
function jobList(names) {
    const counts = new Map();
    for (const name of names) {
        const shown = LEG_NAME.exec(name)?.[1] ?? name;
        counts.set(shown, (counts.get(shown) ?? 0) + 1);
    }
    const shown = [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
    const more = shown.length - MAX_NAMED;
    return more > 0 ? `${shown.slice(0, MAX_NAMED).join(', ')} +${more}` : shown.join(', ');
}
function legsDoneWords(done, count) {
    return `${done} of ${count} legs done`;
}
const LEG_NAME = /^(.*) \((.*)\)$/;


/***/ })

};
