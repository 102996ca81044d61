export const id = 35;
export const ids = [35,584];
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

/***/ 22300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ causeOf)
/* harmony export */ });
function causeOf(error) {
    const message = error instanceof Error ? error.message : String(error);
    return (message.split('\n')[0] ?? '').trim() || bareError(error);
}
function bareError(error) {
    const { statusCode, code } = (error ?? {});
    const name = error instanceof Error ? error.name : 'an error';
    if (typeof statusCode === 'number')
        return `${name} (HTTP ${statusCode})`;
    return typeof code === 'string' ? `${name} (${code})` : `${name} without a message`;
}


/***/ }),

/***/ 25035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  watchWaitingDeploy: () => (/* binding */ watchWaitingDeploy)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
;// CONCATENATED MODULE: ./src/github/pending-deployments.ts
async function readPendingDeployments(octokit, job, signal) {
    const [owner = '', repo = ''] = job.repository.split('/');
    const { data } = await octokit.rest.actions.getPendingDeploymentsForRun({
        owner,
        repo,
        run_id: job.runId,
        request: { signal },
    });
    if (!Array.isArray(data))
        throw new TypeError('the pending deployments are not a list');
    return data.map((entry) => ({
        environment: entry.environment?.name ?? '',
        waitTimerMinutes: typeof entry.wait_timer === 'number' ? entry.wait_timer : 0,
        reviewers: (entry.reviewers ?? []).flatMap((entry) => {
            const reviewer = entry.reviewer;
            if (!reviewer)
                return [];
            if (entry.type === 'User' && 'login' in reviewer)
                return [{ user: reviewer.login }];
            if (entry.type === 'Team' && 'slug' in reviewer)
                return [{ team: reviewer.slug }];
            return [];
        }),
    }));
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/github/job.ts
var github_job = __webpack_require__(63644);
;// CONCATENATED MODULE: ./src/github/waiting-job.ts


const MAX_PAYLOAD_BYTES = 1024 * 1024;
function readWaitingJob(env = process.env) {
    if (env.GITHUB_EVENT_NAME !== 'workflow_job' || !env.GITHUB_EVENT_PATH)
        return undefined;
    const text = (0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8');
    if (text.length > MAX_PAYLOAD_BYTES)
        throw new TypeError('the event payload is larger than any of GitHub’s');
    const payload = JSON.parse(text);
    if (!(0,github_job/* isRecord */.u)(payload) || payload.action !== 'waiting')
        return undefined;
    const job = payload.workflow_job;
    const repository = payload.repository;
    if (!(0,github_job/* isRecord */.u)(job))
        throw new TypeError('the event payload has no workflow_job');
    if (!(0,github_job/* isRecord */.u)(repository))
        throw new TypeError('the event payload has no repository');
    return {
        id: wholeNumber(job.id, 'workflow_job.id'),
        name: textField(job.name, 'workflow_job.name'),
        runId: wholeNumber(job.run_id, 'workflow_job.run_id'),
        runAttempt: wholeNumber(job.run_attempt, 'workflow_job.run_attempt'),
        workflow: job.workflow_name === null ? '' : textField(job.workflow_name, 'workflow_job.workflow_name'),
        branch: job.head_branch === null ? '' : textField(job.head_branch, 'workflow_job.head_branch'),
        repository: textField(repository.full_name, 'repository.full_name'),
    };
}
async function readWaitingRun(octokit, job, signal) {
    const [owner = '', repo = ''] = job.repository.split('/');
    const { data } = await octokit.rest.actions.getWorkflowRun({
        owner,
        repo,
        run_id: job.runId,
        request: { signal },
    });
    const head = data.head_repository?.full_name;
    return {
        number: wholeNumber(data.run_number, 'run_number'),
        url: textField(data.html_url, 'html_url'),
        fromFork: head !== undefined && head.toLowerCase() !== job.repository.toLowerCase(),
    };
}
function wholeNumber(value, field) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
        throw new TypeError(`the event's ${field} is not a whole number`);
    return value;
}
function textField(value, field) {
    if (typeof value !== 'string')
        throw new TypeError(`the event's ${field} is not a string`);
    return value;
}

// EXTERNAL MODULE: ./src/net/cause.ts
var net_cause = __webpack_require__(22300);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
;// CONCATENATED MODULE: ./src/stages/waiting-deploy.ts









const READS_TIMEOUT_MS = 10_000;
async function watchWaitingDeploy(inputs) {
    let job;
    try {
        job = readWaitingJob();
    }
    catch (error) {
        core/* warning */.$e(`Signalgrid: the workflow_job event could not be read (${(0,net_cause/* causeOf */.r)(error)}). Nothing is sent.`, constants/* ANNOTATION */.YX);
        return;
    }
    if (!job) {
        core/* info */.pq('Signalgrid: only a job waiting for approval (`workflow_job` type `waiting`) is told of: nothing is sent.');
        return;
    }
    const held = await readHold(inputs, job);
    if (!held)
        return;
    const { run, reviewed } = held;
    const environments = reviewed.map((deployment) => deployment.environment).join(', ');
    try {
        const answer = await (0,signalgrid_client/* createClient */.U)(inputs, { channels: inputs.failureAlertChannels }).push({
            title: [job.workflow, job.branch].filter(Boolean).join(' ') || job.repository,
            body: `${job.name} waits for your approval (${environments}) · run #${run.number}\n${run.url}`,
            severity: 'WARN',
        });
        if (answer.remaining !== undefined)
            core/* setOutput */.uH('remaining', String(answer.remaining));
        core/* setOutput */.uH('ruuid', answer.ruuid);
        core/* info */.pq(`Signalgrid: told the reviewers that ${job.name} waits for approval (${environments}).`);
    }
    catch (error) {
        (0,report/* reportServiceFailure */.my)(inputs.failOnError, 'could not tell the reviewers', error);
    }
}
async function readHold(inputs, job) {
    const signal = AbortSignal.timeout(READS_TIMEOUT_MS);
    try {
        const octokit = (0,client.githubClient)(inputs.githubToken, { userAgent: user_agent/* USER_AGENT */._ });
        const run = await readWaitingRun(octokit, job, signal);
        if (run.fromFork) {
            core/* info */.pq(`Signalgrid: ${job.name} waits in a fork's run: nothing is sent.`);
            return undefined;
        }
        const pending = await readPendingDeployments(octokit, job, signal);
        const reviewed = pending.filter((deployment) => deployment.reviewers.length > 0);
        if (reviewed.length === 0) {
            core/* info */.pq(`Signalgrid: ${job.name} waits on no reviewer (a wait timer, or an app's rule): nothing is sent.`);
            return undefined;
        }
        return { run, reviewed };
    }
    catch (error) {
        const status = error.status;
        const needs = status === 403 ? '; the workflow needs `permissions: actions: read`' : '';
        const cause = typeof status === 'number' ? `HTTP ${status}: ${(0,net_cause/* causeOf */.r)(error)}` : (0,net_cause/* causeOf */.r)(error);
        core/* warning */.$e(`Signalgrid: could not read what ${job.name} waits on (${cause})${needs}. Nothing is sent.`, constants/* ANNOTATION */.YX);
        return undefined;
    }
}


/***/ })

};
