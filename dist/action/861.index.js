export const id = 861;
export const ids = [861,163];
export const modules = {

/***/ 70655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JY: () => (/* binding */ timedContent),
/* harmony export */   MJ: () => (/* binding */ estimateProgress),
/* harmony export */   NG: () => (/* binding */ timedFinalContent),
/* harmony export */   hJ: () => (/* binding */ timedUpdateWorthSending)
/* harmony export */ });
/* unused harmony exports MIN_STEP_MS, expectedSteps, timeLeftText, TIMED_UPDATE_THRESHOLD */
/* harmony import */ var _github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(748);
/* harmony import */ var _step_content_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91523);
// A progress bar weighted by time: each of the user's steps counts for as long as it took in the same job's
// last successful run, so the few seconds of checkout and setup do not fill half the bar before the tests
// start. Pure: no I/O, no clock (`now` is a parameter), so the tracker, post and the benchmark share it.



/**
 * The least a step is expected to take. The API gives whole seconds, so a step of a few hundred ms reads
 * 0s; every step keeps some weight, and the expected total is never 0.
 */
const MIN_STEP_MS = 1000;
/**
 * The expected duration of each of `steps` (the user's, in run order), matched by name against the earlier
 * run's steps. A name used twice (one action used twice) matches by occurrence: the second "Run
 * actions/cache@v4" takes the second one's time. A step with no match (new, renamed, or a name whose
 * expression reads differently) gets the median of the matched ones: a guess that neither a two-second nor a
 * ten-minute neighbour skews. Not ok when nothing matches, since then there is nothing to weigh by.
 */
function expectedSteps(steps, history) {
    if (steps.length === 0)
        return { ok: false, reason: 'the job lists none of its steps yet' };
    const earlier = new Map();
    for (const step of history) {
        const times = earlier.get(step.name) ?? [];
        times.push(Math.max(MIN_STEP_MS, step.durationMs));
        earlier.set(step.name, times);
    }
    const seen = new Map();
    const matched = steps.map((step) => {
        const occurrence = seen.get(step.name) ?? 0;
        seen.set(step.name, occurrence + 1);
        return earlier.get(step.name)?.[occurrence];
    });
    const known = matched.filter((ms) => ms !== undefined);
    if (known.length === 0) {
        return { ok: false, reason: `none of the job's ${steps.length} steps ran under the same name last time` };
    }
    const fill = median(known);
    return {
        ok: true,
        steps: steps.map((step, index) => {
            const ms = matched[index];
            return { name: step.name, expectedMs: ms ?? fill, matched: ms !== undefined };
        }),
    };
}
/**
 * The job's progress weighted by the history's step times: the expected time of the completed steps, plus the
 * time spent in the current one (capped so the bar stops short of where that step's end will put it), over the
 * expected total. After a failure or a cancel the bar stays where the job broke, counting the steps step counting
 * counts (see stepsBeforeBreak), since the skipped steps that follow complete in an instant and mean nothing;
 * after a cancel it stays where the time spent in the cancelled step had put it (`previous`).
 *
 * `history` undefined (none found, or not readable) gives not ok, with the reason to log.
 */
function estimateProgress(job, history, options) {
    if (history === undefined)
        return { ok: false, reason: 'no step history: counting steps' };
    const steps = (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .userSteps */ .FY)(job.steps, options.excluded);
    const expected = expectedSteps(steps, history.steps);
    if (!expected.ok)
        return { ok: false, reason: `step history unusable (${expected.reason}): counting steps` };
    const times = expected.steps.map((step) => step.expectedMs);
    const totalMs = sum(times);
    const percentAt = (ms) => Math.floor((ms * 100) / totalMs);
    const previous = Math.min(100, Math.max(0, Math.floor(options.previous ?? 0)));
    const doneMs = sum(times.filter((_, index) => steps[index]?.status === 'completed'));
    const index = steps.findIndex((step) => step.status !== 'completed');
    const current = steps[index];
    const currentMs = times[index] ?? 0;
    const spentMs = current ? Math.max(0, options.now - parsedTime(current.startedAt, options.now)) : 0;
    const inStepMs = Math.min(spentMs, currentMs);
    const firstStart = steps.map((step) => parsedTime(step.startedAt, Number.NaN)).find(Number.isFinite);
    const elapsedMs = firstStart === undefined ? 0 : Math.max(0, options.now - firstStart);
    const done = current === undefined;
    const broken = (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .stepsBeforeBreak */ .ks)((0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .stepProgress */ .O0)(job, options.excluded));
    let percent;
    if (broken !== undefined) {
        percent = percentAt(sum(times.slice(0, broken)));
    }
    else if (done) {
        percent = 100;
    }
    else {
        // Inside a step the bar moves with time but stays at least a point short of where the step's end puts
        // it: the bar only shows a step done once the API says so, and 100 is reached only at the very end.
        const start = percentAt(doneMs);
        const end = percentAt(doneMs + currentMs);
        percent = Math.max(start, Math.min(percentAt(doneMs + inStepMs), end - 1));
    }
    const remainingMs = done ? 0 : Math.max(0, totalMs - doneMs - inStepMs);
    return {
        ok: true,
        estimate: {
            percent: Math.max(previous, percent),
            remainingMs,
            overrun: !done && elapsedMs > totalMs,
            expectedTotalMs: totalMs,
            elapsedMs,
            usualMs: history.usualMs,
        },
    };
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * The time left the way a person says it: "less than a minute left", "about 3 min left", "about 1 h 15 min
 * left" (to five minutes past the hour: a finer figure would claim a precision the estimate has not). Once the
 * job runs past its expected total, any number would be wrong: "taking longer than usual".
 */
function timeLeftText(estimate) {
    if (estimate.overrun)
        return 'taking longer than usual';
    const ms = estimate.remainingMs;
    if (ms < MINUTE)
        return 'less than a minute left';
    if (ms < HOUR - MINUTE / 2)
        return `about ${Math.max(1, Math.round(ms / MINUTE))} min left`;
    const fives = Math.round(ms / (5 * MINUTE));
    const hours = Math.floor(fives / 12);
    const minutes = (fives % 12) * 5;
    return `about ${hours} h${minutes === 0 ? '' : ` ${minutes} min`} left`;
}
/**
 * The running content with the estimate: step counting's body with the time left while a step is current
 * ("Step 4 of 7 · Run tests · about 3 min left"), its failure, cancel and "All 7 steps done" bodies as they are, the
 * bar at the estimate. The bar gets no segment per step: equal segments would contradict a fill weighted by
 * time (60% filled while on step 2 of 7). Segments the user fixed (or the content already has) stay.
 */
function timedContent(content, progress, estimate) {
    const counted = (0,_step_content_js__WEBPACK_IMPORTED_MODULE_2__/* .stepContent */ .M)(content, progress, true);
    if (progress.total === 0)
        return counted;
    const running = !progress.failed && !progress.cancelled && progress.current !== undefined;
    return {
        ...counted,
        body: running ? `${counted.body} · ${timeLeftText(estimate)}` : counted.body,
        progress: estimate.percent,
    };
}
/**
 * The last content, as finalContent words it, with the usual time after a success: "Succeeded in 4m 12s (usually
 * 4m 30s)". A failed or cancelled job stopped part way, so its time says nothing against a whole run's.
 */
function timedFinalContent(content, status, durationMs, failedStep, usualMs) {
    const final = (0,_content_js__WEBPACK_IMPORTED_MODULE_1__/* .finalContent */ .yu)(content, status, durationMs, failedStep);
    if (status !== 'success' || usualMs === undefined || usualMs <= 0)
        return final;
    return { ...final, body: `${final.body} (usually ${(0,_content_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(usualMs)})` };
}
/**
 * Points the bar must move, inside a step, before a time-driven update is worth a request. A bar that moves in
 * jumps of T points is on average about T/2 points behind between jumps. With 5, that costs 2.5 points, a
 * quarter of the 10 points of progress error the benchmark allows, leaving the rest to the estimate itself
 * (durations that changed since the last run); 10 would spend half of it. A jump of 5 points is still plainly
 * visible on a lock-screen bar, where 1 or 2 points are not, and it caps these updates at about 20 a job even
 * before the budget does. Finer jumps would spend the owner's monthly Signalgrid quota on moves hardly seen.
 */
const TIMED_UPDATE_THRESHOLD = 5;
/**
 * Whether a time-driven update (the bar moved inside a step, no step changed) is worth sending: only within
 * the budget, and only once the bar has moved by the threshold, or by an even share of the bar still to fill
 * among the updates left, whichever is more. Spreading the budget that way keeps a few updates for the end of
 * a long step instead of spending them all in its first minutes and leaving the bar still for the rest.
 */
function timedUpdateWorthSending(state) {
    const left = Math.floor(state.budget) - state.sent;
    if (left <= 0 || state.percent >= 100)
        return false;
    const share = (100 - state.lastSent) / (left + 1);
    return state.percent - state.lastSent >= Math.max(state.threshold ?? TIMED_UPDATE_THRESHOLD, share);
}
function parsedTime(value, fallback) {
    const ms = Date.parse(value ?? '');
    return Number.isFinite(ms) ? ms : fallback;
}
function sum(values) {
    return values.reduce((total, value) => total + value, 0);
}
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
        ? sorted[middle]
        : (sorted[middle - 1] + sorted[middle]) / 2;
}


/***/ }),

/***/ 34430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ sendJournaled)
/* harmony export */ });
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99278);

/**
 * Sends one request and writes it to the journal, whether it succeeds or not: the job summary lists what
 * was sent, and later stages read the last quota from it.
 */
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

/***/ 91523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ stepContent)
/* harmony export */ });
/**
 * What the phone shows for the job's steps: "Step 3 of 7 · Run tests", the bar at the completed fraction
 * with one segment per step (unless the user fixed `steps`), red from the moment a step fails. After a
 * failure or a cancel the bar stays where the job broke (see StepProgress.percent).
 */
function stepContent(content, progress, stepsFixed) {
    if (progress.total === 0)
        return content;
    const { total, failed, cancelled, current } = progress;
    const body = failed
        ? `Failed at ${failed.position === undefined ? '' : `step ${failed.position} of ${total} · `}${failed.name}`
        : cancelled
            ? `Cancelled at step ${cancelled.position} of ${total} · ${cancelled.name}`
            : current
                ? `Step ${current.position} of ${total} · ${current.name}`
                : `All ${total} steps done`;
    return {
        ...content,
        body,
        progress: progress.percent,
        ...(stepsFixed ? {} : { steps: total }),
        severity: failed ? 'CRIT' : content.severity,
    };
}


/***/ }),

/***/ 79163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JOBS_PER_PAGE: () => (/* binding */ JOBS_PER_PAGE),
/* harmony export */   RUNS_PER_PAGE: () => (/* binding */ RUNS_PER_PAGE),
/* harmony export */   queryForThisRun: () => (/* binding */ queryForThisRun),
/* harmony export */   readJobHistory: () => (/* binding */ readJobHistory),
/* harmony export */   readLegsHistory: () => (/* binding */ readLegsHistory),
/* harmony export */   workflowFileName: () => (/* binding */ workflowFileName)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78962);
// How long each step of this job took the last time it succeeded, read from the Actions REST API.
//
// The runs list takes the workflow's file name in place of its id, so the workflow comes from
// GITHUB_WORKFLOW_REF without a request. Its `status` parameter accepts a conclusion too: `success` leaves
// out failed, cancelled and unfinished runs on the server's side. The same branch's history is the closest
// to this run; the default branch's is the fallback for a new branch. A job is found by its display name,
// the only name the runs' job lists carry: a matrix leg ("test (ubuntu, 20)") finds its own leg.
//
// At most three requests, each made once: the runs of the branch, the runs of the default branch (only when
// the branch has none), the jobs of the run found. The answer is a hint for a progress bar: any error ends
// the search with a reason, never an exception, and nothing is retried.


/**
 * The query for `jobName` in this run: the repository and run from the toolkit's context, the workflow from
 * GITHUB_WORKFLOW_REF, the branch a pull request comes from or the ref's, and the default branch from the
 * event.
 */
function queryForThisRun(jobName, signal) {
    const payload = _actions_github__WEBPACK_IMPORTED_MODULE_0__.context.payload;
    const defaultBranch = payload.repository?.default_branch;
    return {
        ..._actions_github__WEBPACK_IMPORTED_MODULE_0__.context.repo,
        workflow: workflowFileName(process.env.GITHUB_WORKFLOW_REF),
        branch: process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || '',
        defaultBranch: typeof defaultBranch === 'string' ? defaultBranch : undefined,
        jobName,
        runId: _actions_github__WEBPACK_IMPORTED_MODULE_0__.context.runId,
        signal,
    };
}
/** Runs asked for per list: the current run (a re-run) can take one place, and the answer stays small. */
const RUNS_PER_PAGE = 5;
/** Jobs asked for in the run found: a large matrix still fits in one request. */
const JOBS_PER_PAGE = 100;
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
/** The step timings of the same job in the last successful run of the same workflow, or why there are none. */
async function readJobHistory(octokit, query) {
    const search = new Search(`“${query.jobName}”`);
    const jobs = await lastSuccessfulJobs(octokit, query, search);
    if (!('listed' in jobs))
        return jobs;
    const { listed, run } = jobs;
    const named = listed.filter((job) => job.name === query.jobName);
    // One name can be listed twice (a reusable workflow called twice); the one that succeeded is the measure.
    const job = named.find((listed) => listed.conclusion === 'success') ?? named[0];
    if (!job)
        return search.failed('job-not-found', `${run.text} has no job of that name`);
    const timed = timedSteps(job);
    if (timed.length === 0)
        return search.failed('no-timings', `job ${job.id} in ${run.text} lists no step with both times`);
    const steps = timed.map((step) => ({
        name: step.name,
        durationMs: Math.max(0, step.completed - step.started),
    }));
    return {
        ok: true,
        history: {
            runId: run.id,
            runNumber: run.runNumber,
            branch: run.branch,
            jobId: job.id,
            htmlUrl: job.html_url ?? undefined,
            steps,
            usualMs: usualOf(timed),
        },
        message: `Step history for “${query.jobName}”: ${steps.length} steps from job ${job.id} in ${run.text}`,
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
 * requests, three when the branch has no such run.
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
    try {
        search.requests++;
        const { data } = await octokit.rest.actions.listJobsForWorkflowRun({
            owner,
            repo,
            run_id: found.id,
            filter: 'latest',
            per_page: JOBS_PER_PAGE,
            request: query.signal ? { signal: query.signal } : {},
        });
        if (!Array.isArray(data?.jobs))
            return search.failed('error', `listing the jobs of ${found.text}: the answer lists no jobs`);
        return { listed: data.jobs, run: found };
    }
    catch (error) {
        return search.failedRequest(`listing the jobs of ${found.text}`, error);
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
/** See JobHistory.usualMs. */
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


/***/ }),

/***/ 50722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ userSteps),
/* harmony export */   KS: () => (/* binding */ stepNews),
/* harmony export */   O0: () => (/* binding */ stepProgress),
/* harmony export */   Vz: () => (/* binding */ actionStepNames),
/* harmony export */   ks: () => (/* binding */ stepsBeforeBreak)
/* harmony export */ });
/* unused harmony export isBehind */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
// What a job's step list says about the progress of the user's own steps. Pure: no I/O, no clock.
//
// How the jobs API reports steps, from the runner's source (actions/runner, src/Runner.Worker) and answers
// seen from the API:
// - At job setup the runner creates a record for "Set up job", then for the pre-job steps (container
//   actions' "Pull <image>"/"Build <action>", "Initialize containers", one "Pre <name>" per action with a
//   pre), then for every main step, numbered 1, 2, 3... (JobExtension.cs). A live answer for an in-progress
//   job lists the steps not started yet, as status "pending" (not in the documented enum) with null
//   conclusion and times (luoda2023/LUODA-v3.0.1, run 30236161053, 2026-07-27). Whether the very first
//   answers list them too is not confirmed: the model copes with a list that grows.
// - A post step is created only when its action's pre or main runs (ExecutionContext.RegisterPostJobStep),
//   so the list grows. Its name is "Post <name>", where <name> is the main step's display name, or the pre
//   step's without "Pre " (ActionRunner.cs); its number counts down from twice the number of setup
//   records (ExecutionContext.CreatePostChild), so a gap always separates post steps from the rest: there
//   is at most one post per setup record but "Set up job", hence numbers from N+2 when N records were made
//   at setup. "Stop containers" is a post step too; "Complete job" comes last, after the posts.
// - A display name is "Run <owner/repo@ref>" for an unnamed `uses:` step, so "Pre Run actions/x@v1" and
//   "Post Run actions/x@v1". A name whose expressions cannot be evaluated at setup is shown unevaluated
//   in the pre and post steps, and evaluated in the main step once it runs.
// - A step with `continue-on-error: true` that fails is recorded with result Succeeded (its outcome only,
//   which the API does not expose, is Failed: StepsRunner.cs, "Fixup the step result if ContinueOnError"),
//   so the API reports conclusion "success" and it never counts as failed here. Steps after a real failure
//   complete as "skipped"; post steps still run.
// - A cancelled run stops its running step, which completes as "cancelled"; the steps after it complete at
//   once as "skipped" (or "cancelled"), and post steps still run.

// Records the runner itself adds to every job (JobExtension.cs, ContainerOperationProvider.cs).
const BOOKKEEPING = new Set(['Set up job', 'Complete job', 'Initialize containers', 'Stop containers']);
const PRE = 'Pre ';
const POST = 'Post ';
/**
 * The names of an action's steps whose main step is `name`: its pre and post steps are named after it.
 * Excluding all three matters while the job's list grows: "Pre <name>" can be listed before <name> is, and
 * would otherwise pass for a step of the user's.
 */
function actionStepNames(name) {
    return new Set([name, PRE + name, POST + name]);
}
/**
 * The user's steps, in run order: the job's steps without runner bookkeeping and without the pre and post
 * steps of actions. A "Pre X" or "Post X" is an action's only when the job has its counterpart (X, or the
 * "Post X"/"Pre X" registered with it), or, for a post, when it is numbered after the setup records: so a
 * step the user named "Post results" stays, unless a step named "results" exists too. Container actions'
 * "Pull <image>" and "Build <action>" setup records have no such mark and count as the user's. Steps named in
 * `excluded` (the caller's own, say) do not count either.
 */
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
/** The progress of the user's steps in one answer about the job, not counting the steps named in `excluded`. */
function stepProgress(job, excluded) {
    const steps = userSteps(job.steps, excluded);
    const total = steps.length;
    const completed = steps.filter((step) => step.status === 'completed').length;
    // Steps run one after the other: the first not completed is the one running, or the next to run.
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
/**
 * How many of the user's steps the bar counts once the job broke: those through the failed step (it ran to
 * its end), or those before the cancelled one (cut short), whichever break came first. Undefined while the
 * job has not broken, or when what failed is not one of the user's steps.
 */
function stepsBeforeBreak(progress) {
    const { failed, cancelled } = progress;
    const breaks = [
        ...(failed?.position === undefined ? [] : [failed.position]),
        ...(cancelled === undefined ? [] : [cancelled.position - 1]),
    ];
    return breaks.length === 0 ? undefined : Math.min(...breaks);
}
/**
 * Whether `next` shows the job at an earlier moment than `previous`: fewer of the user's steps completed,
 * or no failure where one was seen. A step only moves forward (pending, in progress, completed with a
 * conclusion that never changes), so such an answer is a lagging copy: the tracker can keep `previous` and
 * never let the phone go backwards. A list that grows (post steps registered, more steps shown) is not
 * behind.
 */
function isBehind(next, previous) {
    return next.completed < previous.completed || (previous.failed !== undefined && next.failed === undefined);
}
/**
 * What an answer about the job tells, against the progress seen before it (none: the first answer):
 * - 'new': the user's steps moved on (a step started or ended, a step failed, the list grew);
 * - 'same': they are as they were; only steps that are not the user's changed (bookkeeping, pre and post
 *   steps, the excluded ones), which shows nothing new;
 * - 'behind': a lagging copy of the job (see isBehind).
 */
function stepNews(next, previous) {
    if (previous === undefined)
        return 'new';
    if (isBehind(next, previous))
        return 'behind';
    return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(next, previous) ? 'same' : 'new';
}
/** The number of the last record made at job setup: the end of the run of consecutive numbers. */
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
// By identity: the user's steps are the job's own step objects.
function positionOf(steps, step) {
    const index = steps.indexOf(step);
    return index === -1 ? undefined : index + 1;
}


/***/ }),

/***/ 65861:
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
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/current-job.ts + 1 modules
var current_job = __webpack_require__(90131);
// EXTERNAL MODULE: ./src/github/history.ts
var github_history = __webpack_require__(79163);
// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
// EXTERNAL MODULE: ./src/tracker/endpoint.ts
var tracker_endpoint = __webpack_require__(37899);
// EXTERNAL MODULE: ./src/tracker/handover.ts
var tracker_handover = __webpack_require__(52765);
// EXTERNAL MODULE: ./src/activity/estimate.ts
var activity_estimate = __webpack_require__(70655);
// EXTERNAL MODULE: ./src/activity/step-content.ts
var step_content = __webpack_require__(91523);
;// CONCATENATED MODULE: ./src/tracker/timed-progress.ts
// What the tracker shows of the job's steps when it weighs them by time (progress-mode time), and when the bar
// moving inside a step is worth a request. Pure: the tracker hands in the last answer of the jobs API, the
// step history (once read) and the clock, so each decision can be tested without processes or timers.


/**
 * The content a step change offers: weighted by time with the time left when the history allows, counted
 * ("Step 2 of 3 · Test", one segment per step) otherwise.
 */
function stepChangeContent(content, seen, options) {
    const counted = (fallback) => ({
        content: (0,step_content/* stepContent */.M)(content, seen.progress, options.stepsFixed),
        estimate: undefined,
        fallback,
    });
    if (!options.history)
        return counted();
    const estimate = (0,activity_estimate/* estimateProgress */.MJ)(seen.job, options.history, {
        now: options.now,
        previous: options.previous,
        excluded: options.excluded,
    });
    if (!estimate.ok)
        return counted(estimate.reason);
    return {
        content: (0,activity_estimate/* timedContent */.JY)(content, seen.progress, estimate.estimate),
        estimate: estimate.estimate,
        fallback: undefined,
    };
}
/**
 * The time-driven update worth offering now, if any: only while one of the user's steps runs (not after a
 * failure or a cancel, not once the job is done), only with a history, never over an explicit update, and only when
 * timedUpdateWorthSending says the bar has moved enough for the budget left.
 */
function timedTick(state) {
    const { seen, history } = state;
    if (!seen || !history || state.explicitSinceStepChange || state.budget <= 0)
        return undefined;
    const { progress } = seen;
    if (seen.job.status === 'completed' || progress.failed || progress.cancelled || !progress.current)
        return undefined;
    const estimate = (0,activity_estimate/* estimateProgress */.MJ)(seen.job, history, {
        now: state.now,
        previous: state.previous,
        excluded: state.excluded,
    });
    if (!estimate.ok)
        return undefined;
    const worth = (0,activity_estimate/* timedUpdateWorthSending */.hJ)({
        percent: estimate.estimate.percent,
        lastSent: state.content.progress,
        sent: state.sent,
        budget: state.budget,
    });
    if (!worth)
        return undefined;
    return { content: (0,activity_estimate/* timedContent */.JY)(state.content, progress, estimate.estimate), estimate: estimate.estimate };
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/tracker/update-queue.ts

/**
 * Spaces and coalesces the states of a live activity (step changes and explicit updates alike, in the
 * order they are offered). A send starts at least `minIntervalMs` after the previous one ended; within that window only the latest
 * state waits, and older ones are dropped; a state equal to the last one sent is not sent again; sends are
 * serialized, so a state never goes out after a newer one. Time comes from Date.now and setTimeout.
 */
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
    /**
     * Offers the activity's latest state. It replaces any state still waiting, and is sent as soon as the
     * spacing allows and no send is in flight: within this call when both already hold. False (and nothing
     * done) once the queue is stopped.
     */
    offer(state) {
        if (this.#stopped)
            return false;
        this.#failed = undefined;
        // Equal to what the phone shows or is about to: whatever waited is superseded by it, and moot.
        this.#pending = this.#lastSent && this.#equals(this.#lastSent.state, state) ? undefined : { state };
        this.#pump();
        return true;
    }
    /** The earliest time the next send may start, in epoch milliseconds (later still if one is in flight). */
    get nextSendAt() {
        return this.#lastSentAt + this.#minIntervalMs;
    }
    /** The state waiting to be sent, if any. */
    get pending() {
        return this.#pending?.state;
    }
    /**
     * Stops accepting and sending states, waits up to `maxWaitMs` for the send in flight to settle, and
     * returns what did not go out. Nothing is sent after stop is called. Calling it again returns the same.
     */
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
            this.#lastSentAt = Date.now();
            this.#pump();
        });
    }
    async #sendOnce(state) {
        try {
            await this.#send(state);
        }
        catch (error) {
            // The phone may not show this state: forget it, so that the next state goes out even if equal.
            this.#lastSent = undefined;
            this.#failed = { state };
            try {
                this.#onSendFailed?.(error, state);
            }
            catch {
                // A failing reporter must not stop the updates.
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
















const NO_PERMISSION_NOTICE = 'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
    'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).';
/**
 * The background process of an activity, one per job: it follows the job's steps through the jobs API and
 * sends them, with the explicit updates that later uses of the action hand it, through one coalescing
 * queue that respects the phones' spacing. It prints nothing (its stdio is not the job log's) and writes
 * what post must know to the activity folder. Post stops it before the end, so no update follows the end.
 */
async function runTracker(input = process.stdin, env = process.env) {
    const path = env[constants/* TRACKER_FOLDER_VARIABLE */.Lh];
    if (!path)
        return;
    const folder = new activity_folder/* ActivityFolder */.Q(path);
    // Its settings come from its stage, on its stdin: its environment holds no secret (environment.ts).
    const handover = await (0,tracker_handover/* readHandover */.I)(input);
    const record = folder.readRecord();
    if (!handover || !record)
        return;
    const tracker = new Tracker(folder, record, handover.settings);
    // A tracker that post could not reach, nor tell from another process, does not run.
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
    #job;
    #startedAt = Date.now();
    /** This action's own steps: the user did not write them to see them counted. */
    #ownSteps;
    #githubToken;
    /** Input timed-updates: time-driven updates this job may still send between step changes. */
    #timedBudget;
    #record;
    #progress;
    /** The last answer that changed the user's steps. */
    #seen;
    /**
     * The step history (progress-mode time): read once, after the first answer names the job. 'off' in
     * progress-mode steps and without a job to read.
     */
    #historyState = 'off';
    #history;
    #historyAbort;
    /** A step change waits for the history being read, until this time. */
    #holdUntil = 0;
    #held = false;
    #explicitSinceStepChange = false;
    #timedSent = 0;
    /** The highest time-weighted percent shown: that bar never moves back. */
    #estimated = 0;
    #fallbackSaid = false;
    #nextPollAt = 0;
    #failedPolls = 0;
    #stopping = false;
    #wake;
    constructor(folder, record, inputs) {
        this.#folder = folder;
        this.#record = record;
        this.#client = (0,signalgrid_client/* createClient */.U)(inputs, { quiet: true });
        this.#stepsFixed = inputs.steps !== undefined;
        this.#githubToken = inputs.githubToken;
        this.#timedBudget = inputs.timedUpdates;
        const context = (0,run_context/* readRunContext */.$p)();
        // Steps are followed when asked to, with a token to read them with.
        this.#job =
            inputs.trackSteps && inputs.githubToken
                ? current_job.CurrentJob.of({
                    token: inputs.githubToken,
                    jobId: inputs.jobId,
                    runnerName: context.runnerName,
                    userAgent: user_agent/* USER_AGENT */._,
                    // The tracker cannot print: post says it.
                    onUnusable: (problem) => {
                        const message = `Signalgrid: the job’s steps were not followed: ${problem}.`;
                        folder.appendJournal({ at: Date.now(), kind: 'notice', message });
                    },
                })
                : undefined;
        this.#ownSteps = (0,job_steps/* actionStepNames */.Vz)(context.actionStepName);
        if (this.#job && inputs.progressMode === 'time')
            this.#historyState = 'unread';
        // The start counts as the first send for the spacing; an attached activity was last sent by another job.
        const start = folder
            .readJournal()
            .find((entry) => entry.kind === 'start' && !entry.error);
        this.#queue = new UpdateQueue({
            minIntervalMs: inputs.minUpdateIntervalSeconds * 1000,
            lastSentAt: start?.at ?? Date.now(),
            ...(start ? { lastSent: record.content } : {}),
            send: (content) => this.#send(content),
        });
    }
    /** Asks it to stop: it wakes, and ends once what it is sending is sent. */
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
            if (this.#job && Date.now() >= this.#nextPollAt)
                await this.#poll(this.#job);
            this.#tick();
            await this.#sleep(Math.max(0, Math.min(constants/* TRACKER_TICK_MS */.Wj, this.#nextPollAt - Date.now())) || constants/* TRACKER_TICK_MS */.Wj);
        }
        // A history still being read is not waited for: the step it held back is offered counted.
        this.#historyAbort?.abort();
        if (this.#historyState === 'reading')
            this.#historyState = 'read';
        if (this.#held)
            this.#offerStepChange();
        // Anything handed over just before the stop still counts: post folds the unsent state into the end.
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
    /** Explicit updates from later uses of the action, oldest first. */
    #takeInbox() {
        for (const update of this.#folder.takeInbox()) {
            // What a later use of the action says stays shown until the next step change: no timer overwrites it.
            this.#explicitSinceStepChange = true;
            const content = (0,activity_content/* applyUpdate */.QE)(this.#record.content, update);
            // A failed step keeps the activity red whatever a later update says.
            this.#offer(this.#record.failedStep ? { ...content, severity: 'CRIT' } : content);
        }
    }
    async #poll(job) {
        const answer = await job.read();
        // Counted from the answer, not the request: a slow answer (a loaded machine, a busy API) must not bring
        // the next request closer than the interval, nor a burst of them once answers are fast again.
        this.#nextPollAt = Date.now() + constants/* POLL_INTERVAL_MS */.fv;
        if (answer.outcome === 'error') {
            this.#pollFailed(answer.error);
            return;
        }
        this.#failedPolls = 0;
        if (answer.rateLimit.remaining === 0 && answer.rateLimit.resetAt !== undefined) {
            this.#nextPollAt = Math.max(this.#nextPollAt, answer.rateLimit.resetAt);
        }
        if (answer.outcome === 'not-modified')
            return;
        if (this.#historyState === 'unread')
            this.#readHistory(answer.job.name);
        if (answer.job.status === 'completed')
            this.#nextPollAt = Number.POSITIVE_INFINITY;
        const progress = (0,job_steps/* stepProgress */.O0)(answer.job, this.#ownSteps);
        const news = (0,job_steps/* stepNews */.KS)(progress, this.#progress);
        // A lagging copy of the job would move the bar backwards: keep what was seen. An answer where only
        // other steps moved (this action's own, say) is no step change: the step content it would offer again is
        // older than an explicit update shown since, and must not replace it.
        if (news !== 'new')
            return;
        this.#progress = progress;
        this.#seen = { job: answer.job, progress };
        this.#explicitSinceStepChange = false;
        this.#offerStepChange();
    }
    /** Offers the content of the last step change: by time when the history allows, counted otherwise. */
    #offerStepChange() {
        const seen = this.#seen;
        if (!seen)
            return;
        this.#held = this.#historyState === 'reading' && Date.now() < this.#holdUntil;
        if (this.#held)
            return;
        const change = stepChangeContent(this.#record.content, seen, {
            history: this.#history,
            now: Date.now(),
            previous: this.#estimated,
            excluded: this.#ownSteps,
            stepsFixed: this.#stepsFixed,
        });
        if (change.fallback && !this.#fallbackSaid) {
            this.#fallbackSaid = true;
            this.#debug(`Signalgrid: ${change.fallback}.`);
        }
        if (change.estimate)
            this.#estimated = Math.max(this.#estimated, change.estimate.percent);
        this.#offer(change.content, seen.progress.failed?.name);
    }
    /**
     * Between polls: a step change held for the history goes once its wait is over, and the bar moves inside
     * a long step when that is worth a request. Only while nothing waits in the queue and the spacing allows
     * a send, so that every time-driven update offered is one sent, and counted against the budget once.
     */
    #tick() {
        const now = Date.now();
        if (this.#held && now >= this.#holdUntil)
            this.#offerStepChange();
        if (this.#held || this.#queue.pending !== undefined || now < this.#queue.nextSendAt)
            return;
        const update = timedTick({
            content: this.#record.content,
            seen: this.#seen,
            history: this.#history,
            explicitSinceStepChange: this.#explicitSinceStepChange,
            sent: this.#timedSent,
            budget: this.#timedBudget,
            previous: this.#estimated,
            excluded: this.#ownSteps,
            now,
        });
        if (!update)
            return;
        this.#timedSent++;
        this.#estimated = Math.max(this.#estimated, update.estimate.percent);
        this.#offer(update.content);
    }
    /**
     * Reads the step history in the background: the polls go on meanwhile. The job's display name (not
     * GITHUB_JOB, the YAML key) is what the earlier run's jobs are listed by, so a matrix leg finds its own leg.
     */
    #readHistory(jobName) {
        this.#historyState = 'reading';
        this.#holdUntil = Date.now() + constants/* HISTORY_WAIT_MS */.sU;
        const controller = new AbortController();
        this.#historyAbort = controller;
        const timer = setTimeout(() => controller.abort(), constants/* HISTORY_TIMEOUT_MS */.Qn);
        readHistory(this.#githubToken, jobName, controller.signal)
            .then((read) => {
            if (this.#historyState !== 'reading')
                return;
            this.#historyState = 'read';
            this.#debug(read.message);
            if (read.history) {
                this.#history = read.history;
                if (read.history.usualMs !== undefined) {
                    this.#record = { ...this.#record, usualMs: read.history.usualMs };
                    this.#folder.writeRecord(this.#record);
                }
            }
            if (this.#held)
                this.#offerStepChange();
        }, () => { })
            .finally(() => clearTimeout(timer));
    }
    /** A line for the debug log: post prints it. */
    #debug(message) {
        this.#folder.appendJournal({ at: Date.now(), kind: 'debug', message });
    }
    #pollFailed(error) {
        switch (error.kind) {
            case 'no-permission':
                this.#folder.appendJournal({ at: Date.now(), kind: 'notice', message: NO_PERMISSION_NOTICE });
                this.#nextPollAt = Number.POSITIVE_INFINITY;
                return;
            case 'rate-limited':
                this.#nextPollAt = Date.now() + error.retryAfterMs;
                return;
            default:
                // The job may not be listed yet, GitHub may be down: try again, less and less often.
                this.#failedPolls++;
                this.#nextPollAt =
                    Date.now() + Math.min(constants/* MAX_POLL_BACKOFF_MS */.L3, constants/* POLL_INTERVAL_MS */.fv * 2 ** this.#failedPolls);
        }
    }
    #offer(content, failedStep) {
        this.#save(content, failedStep);
        this.#queue.offer(content);
    }
    /** Sends one update to every channel, unless the quota left is what the end (and the alert) will need. */
    async #send(content) {
        if (!(0,quota/* updateLeavesReserve */.Gq)(this.#folder.readJournal(), this.#record))
            return;
        const entry = { at: Date.now(), kind: 'update', by: 'tracker', ...(0,activity_content/* journalView */.bF)(content) };
        await (0,journal/* sendJournaled */.X)(this.#folder, entry, () => this.#client.updateActivity(this.#record.token, content));
    }
    /** Keeps the latest content (and the failed step) in the folder, where post builds the end from it. */
    #save(content, failedStep) {
        this.#record = {
            ...this.#record,
            content,
            ...(failedStep && !this.#record.failedStep ? { failedStep } : {}),
        };
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
/**
 * The step history of this job, through an Octokit of its own (the jobs API client's hooks are for reading
 * the current job). Never rejects: anything that goes wrong is a message for the debug log.
 */
async function readHistory(token, jobName, signal) {
    try {
        const octokit = (0,github.getOctokit)(token, { userAgent: user_agent/* USER_AGENT */._ });
        const result = await (0,github_history.readJobHistory)(octokit, (0,github_history.queryForThisRun)(jobName, signal));
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

/**
 * The activity's background process, which a stage starts as dist/tracker/index.js. Its stdio is closed:
 * whatever happens, it says nothing.
 */
const run = () => runTracker().catch(() => { });


/***/ })

};
