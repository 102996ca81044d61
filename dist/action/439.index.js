export const id = 439;
export const ids = [439];
export const modules = {

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

/***/ 56439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  queryForThisRun: () => (/* binding */ queryForThisRun),
  readLegsHistory: () => (/* binding */ readLegsHistory),
  readRunHistory: () => (/* binding */ readRunHistory),
  runQueryForThisRun: () => (/* binding */ runQueryForThisRun),
  workflowFileName: () => (/* binding */ workflowFileName)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/history-search.ts



class Search {
    subject;
    requests = 0;
    #host;
    constructor(subject, octokit) {
        this.subject = subject;
        this.#host = (0,client.apiHost)(octokit);
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
        const failure = (0,errors/* failureOf */.g5)(error, what, this.#host);
        const status = 'status' in failure ? `HTTP ${failure.status} ` : '';
        const detail = (0,redact/* redactGitHubTokens */.r)(messageOf(error));
        if (failure.kind === 'no-permission') {
            return this.failed('forbidden', `${what}: ${status}${detail} (the token needs \`actions: read\`)`);
        }
        return this.failed('error', `${what}: ${status}${detail}`);
    }
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

// EXTERNAL MODULE: ./src/github/names.ts
var names = __webpack_require__(14567);
// EXTERNAL MODULE: ./src/github/previous-run.ts
var previous_run = __webpack_require__(97294);
// EXTERNAL MODULE: ./src/github/runs-list.ts
var runs_list = __webpack_require__(27366);
// EXTERNAL MODULE: ./src/github/successful-runs.ts
var successful_runs = __webpack_require__(96312);
;// CONCATENATED MODULE: ./src/github/history.ts






function runQueryForThisRun(signal) {
    const payload = github/* context */._.payload;
    const defaultBranch = payload.repository?.default_branch;
    return {
        ...github/* context */._.repo,
        workflow: workflowFileName(process.env.GITHUB_WORKFLOW_REF),
        branch: process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || '',
        defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
        runId: github/* context */._.runId,
        runNumber: (0,runs_list/* thisRunNumber */.$Q)(),
        signal,
    };
}
function queryForThisRun(jobName, signal) {
    return { ...runQueryForThisRun(signal), jobName };
}
function workflowFileName(workflowRef) {
    const match = /\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(workflowRef ?? '');
    return match?.[1];
}
async function readRunHistory(octokit, query) {
    const search = new Search('the run', octokit);
    const found = await (0,successful_runs/* lastSuccessfulJobs */.Vb)(octokit, query, search);
    if (!('read' in found))
        return found;
    const runs = found.read.map(({ run, listed }) => ({
        runId: run.id,
        runNumber: run.runNumber,
        branch: run.branch,
        jobs: listed.map((job) => ({
            name: job.name,
            conclusion: job.conclusion ?? null,
            steps: timedSteps(job).map(({ name, started, completed }) => ({
                name,
                startedAt: started,
                completedAt: completed,
            })),
        })),
    }));
    const jobs = runs.reduce((count, run) => count + run.jobs.length, 0);
    const steps = runs.reduce((count, run) => count + run.jobs.reduce((inRun, job) => inRun + job.steps.length, 0), 0);
    if (steps === 0)
        return search.failed('no-timings', `no step with both times in ${found.text}`);
    return {
        ok: true,
        history: { runs, durationsMs: found.durationsMs, previous: (0,previous_run.previousRun)(found.completed, query) },
        message: `Step history of the run: ${plural(jobs, 'job')}, ${plural(steps, 'timed step')}, from ${found.text}`,
        requests: search.requests,
    };
}
async function readLegsHistory(octokit, query) {
    const search = new Search(`the legs of “${query.jobName}”`, octokit);
    const name = names/* LEG_NAME */.fs.exec(query.jobName)?.[1];
    if (name === undefined)
        return search.failed('job-not-found', 'the name holds no matrix values');
    const found = await (0,successful_runs/* lastSuccessfulJobs */.Vb)(octokit, query, search);
    if (!('read' in found))
        return found;
    const times = new Map();
    for (const { listed } of found.read) {
        for (const job of listed) {
            const leg = names/* LEG_NAME */.fs.exec(job.name);
            const usual = usualOf(timedSteps(job));
            if (leg?.[1] === name && leg[2] !== undefined && job.conclusion === 'success' && usual !== undefined) {
                times.set(leg[2], [...(times.get(leg[2]) ?? []), usual]);
            }
        }
    }
    if (times.size === 0)
        return search.failed('job-not-found', `no leg of “${name}” in ${found.text}`);
    return {
        ok: true,
        timesMs: Object.fromEntries(times),
        message: `Leg history for “${name}”: ${times.size} legs in ${found.text}`,
        requests: search.requests,
    };
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
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
    const within = timed.filter((step) => !names/* BOOKKEEPING */.jI.has(step.name));
    if (within.length === 0)
        return undefined;
    return Math.max(0, Math.max(...within.map((s) => s.completed)) - Math.min(...within.map((s) => s.started)));
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

/***/ 97294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FAILED_CONCLUSIONS: () => (/* binding */ FAILED_CONCLUSIONS),
/* harmony export */   previousRun: () => (/* binding */ previousRun),
/* harmony export */   readPreviousRun: () => (/* binding */ readPreviousRun)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/* harmony import */ var _runs_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27366);
/* harmony import */ var _successful_runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96312);



const FAILED_CONCLUSIONS = new Set(['failure', 'timed_out', 'startup_failure']);
function previousRun(listed, query) {
    const before = listed.runs.filter((run) => run.branch === query.branch &&
        run.status === 'completed' &&
        run.id !== query.runId &&
        (query.runNumber === undefined || run.runNumber === undefined || run.runNumber < query.runNumber));
    const [previous] = before;
    if (!previous)
        return undefined;
    const end = before.findIndex((run) => !FAILED_CONCLUSIONS.has(run.conclusion ?? ''));
    const streak = end === -1 ? before : before.slice(0, end);
    return {
        runId: previous.id,
        runNumber: previous.runNumber,
        conclusion: previous.conclusion,
        failedStreak: streak.length,
        redSinceMs: streak.at(-1)?.startedAt,
        streakCut: end === -1 && listed.full,
    };
}
async function readPreviousRun(octokit, query) {
    const { workflow } = query;
    const what = `listing completed runs of ${workflow ?? 'the workflow'} on ${query.branch}`;
    if (workflow === undefined) {
        return { ok: false, error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .unusableAnswer */ .Qf)(what, 'GITHUB_WORKFLOW_REF names no workflow file') };
    }
    try {
        const listed = await (0,_runs_list_js__WEBPACK_IMPORTED_MODULE_1__/* .listRuns */ .v)(octokit, query, workflow, {
            branch: query.branch,
            status: 'completed',
            perPage: _successful_runs_js__WEBPACK_IMPORTED_MODULE_2__/* .RUNS_LISTED */ .Nm,
        });
        return { ok: true, previous: previousRun(listed, query) };
    }
    catch (error) {
        return { ok: false, error: (0,_runs_list_js__WEBPACK_IMPORTED_MODULE_1__/* .listFailure */ .PH)(error, what, octokit) };
    }
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

/***/ 27366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ thisRunNumber),
/* harmony export */   PH: () => (/* binding */ listFailure),
/* harmony export */   v: () => (/* binding */ listRuns)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78962);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);




async function listRuns(octokit, query, workflow, filter) {
    const { data } = await octokit.rest.actions.listWorkflowRuns({
        owner: query.owner,
        repo: query.repo,
        workflow_id: workflow,
        ...(filter.branch === undefined ? {} : { branch: filter.branch }),
        ...(filter.status === undefined ? {} : { status: filter.status }),
        per_page: filter.perPage,
        exclude_pull_requests: true,
        request: query.signal ? { signal: query.signal } : {},
    });
    if (!Array.isArray(data?.workflow_runs)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubAnswerError */ .cw('the answer lists no runs');
    }
    const runs = data.workflow_runs.flatMap((listed) => {
        const on = listed.head_branch;
        if (!Number.isSafeInteger(listed.id) || typeof on !== 'string')
            return [];
        if (filter.branch !== undefined && on !== filter.branch)
            return [];
        return [
            {
                id: listed.id,
                runNumber: Number.isSafeInteger(listed.run_number) ? listed.run_number : undefined,
                branch: on,
                status: typeof listed.status === 'string' ? listed.status : '',
                conclusion: typeof listed.conclusion === 'string' ? listed.conclusion : null,
                startedAt: startOf(listed),
                durationMs: durationOf(listed),
            },
        ];
    });
    return { runs, full: data.workflow_runs.length >= filter.perPage };
}
function listFailure(error, what, octokit) {
    const failure = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubAnswerError */ .cw
        ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(what, error.message)
        : (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .failureOf */ .g5)(error, what, (0,_client_js__WEBPACK_IMPORTED_MODULE_1__.apiHost)(octokit));
    failure.message = (0,_net_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactGitHubTokens */ .r)(failure.message);
    return failure;
}
function thisRunNumber() {
    const { runNumber } = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._;
    return Number.isSafeInteger(runNumber) && runNumber > 0 ? runNumber : undefined;
}
function startOf(run) {
    const at = Date.parse(run.run_started_at ?? run.created_at);
    return Number.isFinite(at) ? at : undefined;
}
function durationOf(run) {
    const took = Date.parse(run.updated_at) - Date.parse(run.run_started_at ?? run.created_at);
    return Number.isFinite(took) && took > 0 ? took : undefined;
}


/***/ }),

/***/ 96312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ RUNS_LISTED),
/* harmony export */   Vb: () => (/* binding */ lastSuccessfulJobs)
/* harmony export */ });
/* unused harmony exports RUNS_WEIGHED, RUNS_READ */
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _runs_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27366);


const RUNS_LISTED = 20;
const RUNS_WEIGHED = 5;
const RUNS_READ = 3;
const MAX_JOB_PAGES = 10;
async function lastSuccessfulJobs(octokit, query, search) {
    const { workflow } = query;
    if (workflow === undefined)
        return search.failed('no-workflow', 'GITHUB_WORKFLOW_REF names no workflow file');
    const fallback = query.defaultBranch && query.defaultBranch !== query.branch ? query.defaultBranch : undefined;
    const branches = fallback === undefined ? [query.branch] : [query.branch, fallback];
    const first = await listedRuns(octokit, query, workflow, fallback === undefined ? query.branch : undefined, search);
    if (!('runs' in first))
        return first;
    let kept = successes(first, query).filter((run) => branches.includes(run.branch));
    if (fallback !== undefined && kept.length < RUNS_READ && first.full) {
        const second = await listedRuns(octokit, query, workflow, fallback, search);
        if (!('runs' in second))
            return second;
        kept = [...kept, ...successes(second, query).filter((run) => !kept.some((known) => known.id === run.id))];
    }
    const own = kept.filter((run) => run.branch === query.branch);
    const found = own.length >= RUNS_READ ? own : branches.flatMap((branch) => kept.filter((run) => run.branch === branch));
    const durationsMs = found.flatMap((run) => (run.durationMs === undefined ? [] : [run.durationMs]));
    if (found.length === 0) {
        return search.failed('no-earlier-run', `no earlier successful run of ${workflow} on ${branches.join(' or ')}`);
    }
    const runs = chosen(found, branches);
    const read = await Promise.all(runs.map((run) => jobsOf(octokit, query, run, search)));
    const failure = read.find((answer) => !Array.isArray(answer));
    if (failure)
        return { ...failure, requests: search.requests };
    return {
        read: read.map((listed, index) => ({ run: runs[index], listed: listed })),
        durationsMs,
        text: runsText(runs),
        completed: first,
    };
}
async function listedRuns(octokit, query, workflow, branch, search) {
    const what = `listing completed runs of ${workflow} on ${branch ?? 'every branch'}`;
    try {
        search.requests++;
        return await (0,_runs_list_js__WEBPACK_IMPORTED_MODULE_1__/* .listRuns */ .v)(octokit, query, workflow, { branch, status: 'completed', perPage: RUNS_LISTED });
    }
    catch (error) {
        return search.failedRequest(what, error);
    }
}
function successes(listed, query) {
    return listed.runs.filter((run) => run.conclusion === 'success' && run.id !== query.runId);
}
function chosen(found, branches) {
    const picked = branches.flatMap((branch) => nearestTheMiddle(found.filter((run) => run.branch === branch)));
    const read = picked.slice(0, RUNS_READ);
    return found.filter((run) => read.includes(run));
}
function nearestTheMiddle(runs) {
    const weighed = runs.slice(0, RUNS_WEIGHED);
    const times = weighed.flatMap((run) => (run.durationMs === undefined ? [] : [run.durationMs]));
    const middle = times.sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)];
    const distance = (run) => run.durationMs === undefined || middle === undefined
        ? Number.POSITIVE_INFINITY
        : Math.abs(run.durationMs - middle);
    return weighed
        .map((run, place) => ({ run, place }))
        .sort((a, b) => distance(a.run) - distance(b.run) || a.place - b.place)
        .map(({ run }) => run);
}
async function jobsOf(octokit, query, run, search) {
    const what = `listing the jobs of run ${run.id}${numberText(run)} on ${run.branch}`;
    try {
        let malformed = false;
        let pages = 0;
        const listed = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, {
            owner: query.owner,
            repo: query.repo,
            run_id: run.id,
            filter: 'latest',
            per_page: _client_js__WEBPACK_IMPORTED_MODULE_0__.JOBS_PER_PAGE,
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
        return listed;
    }
    catch (error) {
        search.requests++;
        return search.failedRequest(what, error);
    }
}
function numberText(run) {
    return run.runNumber === undefined ? '' : ` (#${run.runNumber})`;
}
function runsText(runs) {
    const byBranch = [...new Set(runs.map((run) => run.branch))].map((branch) => `${runs
        .filter((run) => run.branch === branch)
        .map((run) => `${run.id}${numberText(run)}`)
        .join(', ')} on ${branch}`);
    return `${runs.length === 1 ? 'run' : 'runs'} ${byBranch.join(' and ')}`;
}


/***/ })

};
