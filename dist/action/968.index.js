export const id = 968;
export const ids = [968,584,203,822,441];
export const modules = {

/***/ 28968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cancelledEnding: () => (/* binding */ cancelledEnding)
/* harmony export */ });
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47468);
/* harmony import */ var _view_durations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73804);
/* harmony import */ var _job_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40252);




async function cancelledEnding(inputs, context, options) {
    const { timeoutMs, failedStep, debug } = options;
    const cancelled = { outcome: 'cancelled', detail: {} };
    if (!inputs.githubToken)
        return cancelled;
    const jobId = Number(inputs.jobId);
    if (Number.isSafeInteger(jobId) && jobId > 0) {
        const timedOut = await readTimeout(inputs, context, timeoutMs, jobId, debug);
        if (timedOut)
            return { outcome: 'timed-out', detail: { failedStep, ...timedOut } };
    }
    const newerRun = await readNewer(inputs, timeoutMs, debug);
    return newerRun === undefined ? cancelled : { outcome: 'superseded', detail: { newerRun } };
}
async function readTimeout(inputs, context, timeoutMs, jobId, debug) {
    const job = await (0,_job_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .jobReader */ .P)(inputs, context, timeoutMs, debug);
    const answer = await job?.readAnnotatedEnd(jobId);
    if (answer?.outcome === 'error') {
        debug(`Signalgrid: whether the job timed out is not known (${answer.error.message}): it ends as cancelled; ` +
            'a job past its timeout-minutes is told from its annotations, with `permissions: checks: read`.');
        return undefined;
    }
    if (answer?.end.kind !== 'timed-out')
        return undefined;
    const limit = answer.end.limitMs === undefined ? undefined : limitWords(answer.end.limitMs);
    const read = await job?.read();
    const stopped = read?.outcome === 'job' ? read.job.steps.find((step) => step.conclusion === 'cancelled') : undefined;
    return { limit, ...(stopped ? { failedStep: stopped.name } : {}) };
}
function limitWords(ms) {
    if (ms % HOUR === 0)
        return `${ms / HOUR}h`;
    if (ms % MINUTE === 0)
        return `${ms / MINUTE}m`;
    return (0,_view_durations_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(ms);
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
async function readNewer(inputs, timeoutMs, debug) {
    const [{ readNewerRun }, { runQueryForThisRun }] = await Promise.all([
        __webpack_require__.e(/* import() */ 554).then(__webpack_require__.bind(__webpack_require__, 22554)),
        __webpack_require__.e(/* import() */ 439).then(__webpack_require__.bind(__webpack_require__, 56439)),
    ]);
    const octokit = (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__.githubClient)(inputs.githubToken, { userAgent: _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__/* .USER_AGENT */ ._ });
    const read = await readNewerRun(octokit, runQueryForThisRun(AbortSignal.timeout(timeoutMs)));
    if (!read.ok) {
        debug(`Signalgrid: whether a newer run superseded this one is not known (${read.error.message}).`);
        return undefined;
    }
    return read.newer?.runNumber;
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


/***/ })

};
