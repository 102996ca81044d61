export const id = 163;
export const ids = [163];
export const modules = {

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


/***/ })

};
