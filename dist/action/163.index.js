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
// How long each job of this workflow, and each of its steps, took the last time the workflow succeeded, read
// from the Actions REST API.
//
// The runs list takes the workflow's file name in place of its id, so the workflow comes from
// GITHUB_WORKFLOW_REF without a request. Its `status` parameter accepts a conclusion too: `success` leaves
// out failed, cancelled and unfinished runs on the server's side. The same branch's history is the closest
// to this run; the default branch's is the fallback for a new branch. Jobs are known by their display names,
// the only names the runs' job lists carry: a matrix leg ("test (ubuntu, 20)") and a job of a called workflow
// ("deploy / migrate") keep theirs from run to run.
//
// Two requests, three on a branch with no successful run, one more per 100 jobs past the first 100: the runs
// of the branch, the runs of the default branch (only when the branch has none), the jobs of the run found.
// The answer is a hint for a progress bar: any error ends the search with a reason, never an exception, and
// nothing is retried.


/**
 * The query for this run: the repository and run from the toolkit's context, the workflow from
 * GITHUB_WORKFLOW_REF, the branch a pull request comes from or the ref's, and the default branch from the
 * event.
 */
function runQueryForThisRun(signal) {
    const payload = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.payload;
    const defaultBranch = payload.repository?.default_branch;
    return {
        ..._actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.repo,
        workflow: workflowFileName(process.env.GITHUB_WORKFLOW_REF),
        branch: process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || '',
        defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
        runId: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId,
        signal,
    };
}
/** The query for the job named `jobName` in this run (see runQueryForThisRun). */
function queryForThisRun(jobName, signal) {
    return { ...runQueryForThisRun(signal), jobName };
}
/** Runs asked for per list: the current run (a re-run) can take one place, and the answer stays small. */
const RUNS_PER_PAGE = 5;
/** Jobs asked for per request: a run of up to 100 jobs takes one. */
const JOBS_PER_PAGE = 100;
/** The most pages of a run's jobs read: 1,000 jobs, more than any run this action takes part in. */
const MAX_JOB_PAGES = 10;
const RUNNER_SETUP = 'Set up job';
const RUNNER_TEARDOWN = 'Complete job';
/**
 * The workflow's file name from GITHUB_WORKFLOW_REF: "octo/app/.github/workflows/ci.yml@refs/heads/main"
 * gives "ci.yml". Undefined for anything else (an unset variable, a dynamic workflow with no file).
 */
function workflowFileName(workflowRef) {
    const match = /\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(workflowRef ?? '');
    return match?.[1];
}
/** Every job of the last successful run of the same workflow, with its steps' times, or why there are none. */
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
/**
 * The usual time of every leg of this matrix job, from the last successful run of the same workflow. The
 * jobs API links no leg to its matrix: legs are named "<job name> (<matrix values>)", so this leg's own name
 * (`jobName`) gives the job name they share. A job named with a matrix expression ("Test on ubuntu") carries
 * no values in its name, and gives no history. Two requests, three when the branch has no successful run.
 */
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
/** "test (ubuntu-latest, 20)": the job's name, and its leg's matrix values. */
const LEG_NAME = /^(.*) \((.*)\)$/;
/** The search's requests so far, and its failures worded for the debug log. */
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
    /** The reason and a log line for a request that threw: an Octokit RequestError, or anything else. */
    failedRequest(what, error) {
        const status = statusOf(error);
        const detail = (0,_net_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactGitHubTokens */ .r)(messageOf(error));
        if (status === 403 && !isRateLimited(error)) {
            return this.failed('forbidden', `${what}: HTTP 403 ${detail} (the token needs \`actions: read\`)`);
        }
        return this.failed('error', `${what}: ${status === undefined ? '' : `HTTP ${status} `}${detail}`);
    }
}
/**
 * The jobs of the last successful run of the workflow: on the branch, else on the default branch. Two
 * requests, three when the branch has no such run, and one more per 100 jobs past the first 100.
 */
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
            // An answer that is not the runs list (a proxy's page, a broken body) says nothing about the history.
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
            // Octokit hands a page over as the list it holds; a page that holds none (a proxy's page, a broken
            // body) comes as it was, and says nothing about the history.
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
        // The page that failed was asked for too.
        search.requests++;
        return search.failedRequest(what, error);
    }
}
/** The job's steps that have both times, in run order. */
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
/**
 * From the start of the first step after "Set up job" to the end of the last one before "Complete job": the
 * stretch in which an action's pre (or main) and post run. Undefined when no such step has both times.
 */
function usualOf(timed) {
    const within = timed.filter((step) => step.name !== RUNNER_SETUP && step.name !== RUNNER_TEARDOWN);
    if (within.length === 0)
        return undefined;
    return Math.max(0, Math.max(...within.map((s) => s.completed)) - Math.min(...within.map((s) => s.started)));
}
function statusOf(error) {
    const status = error?.status;
    // Octokit reports a request that never got an answer (network, abort) as status 500: say what it was.
    const response = error?.response;
    if (typeof status !== 'number' || (status === 500 && response === undefined))
        return undefined;
    return status;
}
// A 403 is a spent rate limit, not a missing permission, when the limit says so.
function isRateLimited(error) {
    const headers = error?.response?.headers;
    return String(headers?.['x-ratelimit-remaining']) === '0' || headers?.['retry-after'] !== undefined;
}
function messageOf(error) {
    // GitHub's JSON error body has a `message`; Octokit passes a body it could not decode (no JSON content
    // type, a proxy's HTML page) on as its message, whole.
    const data = error?.response?.data;
    const body = typeof data === 'string' ? parsedOrText(data) : data;
    const fromBody = body?.message;
    const message = typeof fromBody === 'string' ? fromBody : error instanceof Error ? error.message : String(error);
    // Octokit appends the documentation URL after " - ": the log line stays short without it.
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
