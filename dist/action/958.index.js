export const id = 958;
export const ids = [958,163];
export const modules = {

/***/ 97548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KB: () => (/* binding */ endsActivity),
/* harmony export */   SC: () => (/* binding */ sendSealedEnd),
/* harmony export */   Xe: () => (/* binding */ endContent),
/* harmony export */   uL: () => (/* binding */ sealedEnd)
/* harmony export */ });
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _estimate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70655);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34430);



/**
 * Whether this use of the action ends the activity, its job ending with `outcome`. The starter ends what it
 * started. An attacher ends when its job fails or is cancelled: the job that would have ended the activity
 * depends on this one and will not run. A job of a named activity, whoever started it, ends only then too: which
 * job is last is the workflow's to say, with `always`. The input can say otherwise. Post and the tracker's end of
 * last resort both ask it.
 */
function endsActivity(endActivity, holding, outcome) {
    const failed = outcome !== 'success';
    switch (endActivity) {
        case 'always':
            return true;
        case 'never':
            return false;
        case 'on-failure':
            return failed;
        case 'auto':
            if (holding.byName)
                return failed;
            return holding.role === 'starter' || (holding.role === 'attacher' && failed);
    }
}
/**
 * What the end shows: `latest` (the activity's content, the updates handed over folded in) in the outcome's
 * colour and words, with how long the activity took from its start, as the run's jobs show it (its first job's use
 * of the action), to `at`.
 */
function endContent(record, latest, outcome, at) {
    return (0,_estimate_js__WEBPACK_IMPORTED_MODULE_1__/* .timedFinalContent */ .N)(latest, outcome, at - (record.activityStartedAt ?? record.startedAt), record.failedStep, record.usualMs);
}
/** Sends the end, journaled under the action's seal, so that no other end follows it. */
async function sendSealedEnd(client, seal, end) {
    const { folder, token, content, outcome, delays, at, by } = end;
    const dismissalDelay = outcome === 'success' ? delays.dismissalDelay : delays.failureDismissalDelay;
    const entry = { at, kind: 'end', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
    await (0,_journal_js__WEBPACK_IMPORTED_MODULE_2__/* .sendJournaled */ .X)(folder, entry, () => client.endActivity(token, content, { dismissalDelay }), seal);
}
/** Whether the journal holds an end that went out under the action's seal: the activity is over. */
function sealedEnd(journal, seal) {
    return journal.some((entry) => entry.kind === 'end' && !entry.error && seal.holds(entry));
}


/***/ }),

/***/ 70655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ timedFinalContent)
/* harmony export */ });
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
// The end of an activity beside how long it usually takes: "Succeeded in 1m 7s (usually 1m 5s)". The
// usual time is the median of the activity's span in the runs read (src/view/plan.ts), as the tracker found it.

/**
 * The last content, as finalContent words it, with the usual time after a success: "Succeeded in 4m 12s (usually
 * 4m 30s)". A failed or cancelled activity stopped part way, so its time says nothing against a whole run's.
 */
function timedFinalContent(content, status, durationMs, failedStep, usualMs) {
    const final = (0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .finalContent */ .yu)(content, status, durationMs, failedStep);
    if (status !== 'success' || usualMs === undefined || usualMs <= 0)
        return final;
    return { ...final, body: `${final.body} (usually ${(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(usualMs)})` };
}


/***/ }),

/***/ 37010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ JournalSeal)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * The seal on the journal lines that decide what post does: an end (post sends none after one) and what the
 * tracker has to say (post prints it as a notice or in the debug log). Any step of the job can append to the
 * journal, as it runs as the same user; none can seal a line. The key is made from the client key, a secret that
 * only the action's stages and its tracker hold (the tracker has it on its stdin), bound to the activity's folder,
 * and is never written anywhere: a sealed line of another activity, or of another job's folder, does not hold.
 */
class JournalSeal {
    #key;
    constructor(clientKey, folder) {
        this.#key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', clientKey)
            .update(`signalgrid journal\n${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(folder.path)}`)
            .digest();
    }
    /** The entry with its seal, over every other field of it as written. */
    seal(entry) {
        return { ...entry, seal: this.#mac(entry) };
    }
    /** Whether the entry, as read back, carries this folder's seal over what it says. */
    holds(entry) {
        const { seal, ...fields } = entry;
        if (typeof seal !== 'string')
            return false;
        const expected = Buffer.from(this.#mac(fields), 'hex');
        const given = Buffer.from(seal, 'hex');
        return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
    }
    #mac(entry) {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', this.#key).update(JSON.stringify(entry)).digest('hex');
    }
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
 * was sent, and later stages read the last quota from it. With `seal`, the line carries it (an end).
 */
async function sendJournaled(folder, entry, send, seal) {
    const append = (line) => folder.appendJournal(seal ? seal.seal(line) : line);
    try {
        const answer = await send();
        const { channels } = answer;
        append({
            ...entry,
            ruuid: answer.ruuid,
            remaining: answer.remaining,
            ...(channels ? { channels } : {}),
        });
        return answer;
    }
    catch (error) {
        const channels = error instanceof _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__/* .ChannelsError */ .Zi ? { channels: error.channels } : {};
        append({
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




/**
 * "4 of 6 legs done · 1 failed: ubuntu-latest, 20", or "1 of 3 legs done · about 40s left": what a shared
 * matrix activity says while it runs, `elapsedMs` after it began (src/view/legs.ts), red from the first failed
 * leg on.
 */
function legsContent(content, tally, usualMs = {}, elapsedMs = 0) {
    const view = (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsView */ .dQ)(legsDone(tally), legsUsual(usualMs), elapsedMs);
    return {
        ...content,
        body: view.words,
        severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
        progress: view.percent,
    };
}
/**
 * The end of a shared matrix activity: the matrix's outcome, how long it took (beside its longest leg's usual
 * time: the legs run side by side), and the legs behind it.
 */
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
/** The tally as the view reads it: the legs done by their labels' digests. */
function legsDone(tally) {
    return {
        count: tally.count,
        done: tally.done.map((report) => report.digest),
        failed: tally.failed.length,
        failedLabel: tally.failedLabel,
    };
}
/** The legs' usual times by their labels' digests, as the reports name the legs. */
function legsUsual(usualMs) {
    return new Map(Object.entries(usualMs).map(([label, ms]) => [(0,_matrix_leg_js__WEBPACK_IMPORTED_MODULE_0__/* .labelDigest */ .rT)(label), ms]));
}


/***/ }),

/***/ 79163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JOBS_PER_PAGE: () => (/* binding */ JOBS_PER_PAGE),
/* harmony export */   RUNS_LISTED: () => (/* binding */ RUNS_LISTED),
/* harmony export */   RUNS_READ: () => (/* binding */ RUNS_READ),
/* harmony export */   RUNS_WEIGHED: () => (/* binding */ RUNS_WEIGHED),
/* harmony export */   queryForThisRun: () => (/* binding */ queryForThisRun),
/* harmony export */   readLegsHistory: () => (/* binding */ readLegsHistory),
/* harmony export */   readRunHistory: () => (/* binding */ readRunHistory),
/* harmony export */   runQueryForThisRun: () => (/* binding */ runQueryForThisRun),
/* harmony export */   workflowFileName: () => (/* binding */ workflowFileName)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78962);
// How long each job of this workflow, and each of its steps, took the last few times the workflow succeeded,
// read from the Actions REST API.
//
// The runs list takes the workflow's file name in place of its id, so the workflow comes from
// GITHUB_WORKFLOW_REF without a request. Its `status` parameter accepts a conclusion too: `success` leaves
// out failed, cancelled and unfinished runs on the server's side. The same branch's history is the closest
// to this run; the default branch's fills in for a branch with fewer successful runs than are read. Jobs are
// known by their display names, the only names the runs' job lists carry: a matrix leg ("test (ubuntu, 20)")
// and a job of a called workflow ("deploy / migrate") keep theirs from run to run.
//
// One list gives up to RUNS_LISTED runs, each with when it began and was last updated: how much the workflow's
// pace varies, for the price of one request. Of the newest RUNS_WEIGHED, the jobs of the RUNS_READ whose times
// are nearest the middle are read, one request each (one more per 100 jobs past the first 100), side by side:
// each step's usual time is their median. Four requests, five on a branch with fewer than RUNS_READ successful
// runs. The answer is a hint for a progress bar: any error ends the search
// with a reason, never an exception, and nothing is retried.


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
/**
 * Runs asked for per list: the durations of this many successful runs say how much the workflow's pace varies
 * (a run in five that takes much longer shows among them), at the price of one request whatever the number.
 */
const RUNS_LISTED = 20;
/**
 * The newest runs found that the runs read are chosen among: enough that one or two odd runs in five (a cache
 * that missed, a runner that queued) are left out, few enough that a lasting change (a new step, a slower
 * runner) is what most of them show within three runs.
 */
const RUNS_WEIGHED = 5;
/**
 * Runs whose jobs are read, a request each: three, the fewest of which a median leaves one odd run out, and
 * the most a job's budget of five requests as it starts allows (the run's jobs, the runs list, three runs).
 */
const RUNS_READ = 3;
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
/** Every job of the last few successful runs of the workflow, with its steps' times, or why there are none. */
async function readRunHistory(octokit, query) {
    const search = new Search('the run');
    const found = await lastSuccessfulJobs(octokit, query, search);
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
        history: { runs, durationsMs: found.durationsMs },
        message: `Step history of the run: ${plural(jobs, 'job')}, ${plural(steps, 'timed step')}, from ${found.text}`,
        requests: search.requests,
    };
}
/**
 * The time of every leg of this matrix job in each of the last few successful runs of the same workflow that it
 * succeeded in. The jobs API links no leg to its matrix: legs are named "<job
 * name> (<matrix values>)", so this leg's own name (`jobName`) gives the job name they share. A job named with
 * a matrix expression ("Test on ubuntu") carries no values in its name, and gives no history. Requests as
 * readRunHistory's.
 */
async function readLegsHistory(octokit, query) {
    const search = new Search(`the legs of “${query.jobName}”`);
    const name = LEG_NAME.exec(query.jobName)?.[1];
    if (name === undefined)
        return search.failed('job-not-found', 'the name holds no matrix values');
    const found = await lastSuccessfulJobs(octokit, query, search);
    if (!('read' in found))
        return found;
    const times = new Map();
    for (const { listed } of found.read) {
        for (const job of listed) {
            const leg = LEG_NAME.exec(job.name);
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
 * The jobs of RUNS_READ successful runs of the workflow (see chosen): the branch's, then the default branch's
 * when the branch has fewer. One request per list, then one per run read (side by side), and one more per 100
 * jobs past the first 100.
 */
async function lastSuccessfulJobs(octokit, query, search) {
    const { owner, repo, workflow } = query;
    if (workflow === undefined)
        return search.failed('no-workflow', 'GITHUB_WORKFLOW_REF names no workflow file');
    const branches = [query.branch];
    if (query.defaultBranch && query.defaultBranch !== query.branch)
        branches.push(query.defaultBranch);
    const found = [];
    const durationsMs = [];
    for (const branch of branches) {
        if (found.length >= RUNS_READ)
            break;
        const what = `listing successful runs of ${workflow} on ${branch}`;
        try {
            search.requests++;
            const { data } = await octokit.rest.actions.listWorkflowRuns({
                owner,
                repo,
                workflow_id: workflow,
                branch,
                status: 'success',
                per_page: RUNS_LISTED,
                exclude_pull_requests: true,
                request: query.signal ? { signal: query.signal } : {},
            });
            // An answer that is not the runs list (a proxy's page, a broken body) says nothing about the history.
            if (!Array.isArray(data?.workflow_runs))
                return search.failed('error', `${what}: the answer lists no runs`);
            for (const listed of data.workflow_runs) {
                if (!Number.isSafeInteger(listed.id) || listed.id === query.runId || listed.head_branch !== branch)
                    continue;
                const took = durationOf(listed);
                if (took !== undefined)
                    durationsMs.push(took);
                found.push({ id: listed.id, runNumber: listed.run_number, branch, durationMs: took });
            }
        }
        catch (error) {
            return search.failedRequest(what, error);
        }
    }
    if (found.length === 0) {
        return search.failed('no-earlier-run', `no earlier successful run of ${workflow} on ${branches.join(' or ')}`);
    }
    const runs = chosen(found);
    const read = await Promise.all(runs.map((run) => jobsOf(octokit, query, run, search)));
    const failure = read.find((answer) => !Array.isArray(answer));
    // Each of the runs' requests went out, and counts, whichever failed.
    if (failure)
        return { ...failure, requests: search.requests };
    return {
        read: read.map((listed, index) => ({ run: runs[index], listed: listed })),
        durationsMs,
        text: runsText(runs),
    };
}
/**
 * The runs whose jobs are read, newest first: of the branch's newest RUNS_WEIGHED, the RUNS_READ that took
 * nearest the middle one's time (of two as near, the newer), so that the odd runs among them are left out; on
 * a branch with fewer, all of its own, and as many of the default branch's, chosen so. Every job of the
 * activity, which lists the same runs, reads the same ones. A run whose times the list lacks comes last.
 */
function chosen(found) {
    const branches = [...new Set(found.map((run) => run.branch))];
    const picked = branches.flatMap((branch) => nearestTheMiddle(found.filter((run) => run.branch === branch)));
    const read = picked.slice(0, RUNS_READ);
    return found.filter((run) => read.includes(run));
}
/** Of the newest RUNS_WEIGHED runs, all of them, nearest the middle one's time first. */
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
/** Every job of the run, as its latest attempt ran it, or why not. */
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
        return listed;
    }
    catch (error) {
        // The page that failed was asked for too.
        search.requests++;
        return search.failedRequest(what, error);
    }
}
/** From when the run's latest attempt began to when it was last updated (its end, for a finished run). */
function durationOf(run) {
    const took = Date.parse(run.updated_at) - Date.parse(run.run_started_at ?? run.created_at);
    return Number.isFinite(took) && took > 0 ? took : undefined;
}
function numberText(run) {
    return run.runNumber === undefined ? '' : ` (#${run.runNumber})`;
}
/** "run 123 (#4) on feature", "runs 123 (#4), 122 (#3) on feature and 99 (#2) on main". */
function runsText(runs) {
    const byBranch = [...new Set(runs.map((run) => run.branch))].map((branch) => `${runs
        .filter((run) => run.branch === branch)
        .map((run) => `${run.id}${numberText(run)}`)
        .join(', ')} on ${branch}`);
    return `${runs.length === 1 ? 'run' : 'runs'} ${byBranch.join(' and ')}`;
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


/***/ }),

/***/ 39958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/activity/folder.ts
var activity_folder = __webpack_require__(9173);
// EXTERNAL MODULE: ./src/activity/journal-seal.ts
var journal_seal = __webpack_require__(37010);
// EXTERNAL MODULE: ./src/activity/last-look.ts
var last_look = __webpack_require__(49165);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/current-job.ts
var current_job = __webpack_require__(76580);
// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
// EXTERNAL MODULE: ./src/view/participants.ts
var participants = __webpack_require__(15639);
// EXTERNAL MODULE: ./src/view/snapshot.ts
var view_snapshot = __webpack_require__(22425);
;// CONCATENATED MODULE: ./src/view/breaks.ts

/** The first job that took part to break: a step that failed, or one cancelled while it ran. */
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
        const at = (0,view_snapshot/* timeOf */.n)(listed?.completedAt ?? null);
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
/**
 * The listing as it stood when the job broke, that job's steps as the bar counts them: counting, the failed
 * step done; by time, where the time spent in it had put the bar; a cancelled step cut short; the steps after
 * either (skipped in an instant) not done.
 */
function brokenAt(snapshot, broken, basis) {
    const at = Number.isFinite(broken.at)
        ? broken.at
        : Math.max(...snapshot.jobs.map((job) => (0,view_snapshot/* timeOf */.n)(job.completedAt)).filter(Number.isFinite), 0);
    const earlier = (0,view_snapshot/* snapshotAt */.e)(snapshot, at);
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

// EXTERNAL MODULE: ./src/view/constants.ts
var view_constants = __webpack_require__(24200);
;// CONCATENATED MODULE: ./src/view/expected-ends.ts



/**
 * When each job is expected to end, in the order the plan has them (a job after the one it followed), and when
 * its running step is expected to end.
 */
function expectedEnds(parts, plan, at, startedAt, names) {
    // A step is never expected to end sooner than this: the bar stops a point short of where its end puts it.
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
                    const completed = (0,view_snapshot/* timeOf */.n)(job.completedAt);
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
/**
 * What a running job still has to do: its running step's expected time less what it has run (at least
 * `leastMs`), the steps after it, and the planned steps after the last one listed (post steps, registered as
 * they come). A step of the user's the plan does not know takes its median user step; any other (an action's
 * own pre or post), none.
 */
function remainingOf(job, planned, fillMs, at, leastMs, names) {
    const steps = [...job.steps]
        .filter((step) => !view_constants/* BOOKKEEPING */.jI.has(step.name))
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
    const started = (0,view_snapshot/* timeOf */.n)(steps[current]?.startedAt ?? null);
    const ran = Number.isFinite(started) ? Math.max(0, at - started) : 0;
    const stepMs = Math.max(leastMs, (slots[current]?.ms ?? fillMs) - ran);
    const after = slots.slice(current + 1).reduce((total, slot) => total + slot.ms, 0);
    const lastIndex = Math.max(-1, ...slots.map((slot) => slot.index ?? -1));
    const tail = planned && lastIndex >= 0 ? Math.max(0, planned.end - (planned.steps[lastIndex]?.end ?? planned.end)) : 0;
    return { totalMs: stepMs + after + tail, stepMs };
}

// EXTERNAL MODULE: ./src/view/parts.ts
var view_parts = __webpack_require__(52759);
;// CONCATENATED MODULE: ./src/view/measure.ts
// The bar and the time left. The bar is the elapsed share of the activity's expected span: from the activity's
// start to the moment the last of its jobs is expected to end (see expected-ends.ts). So the bar moves with the
// clock while the run keeps the usual pace, leaps when a step ends early, and slows when one runs long, never
// reaching where a step's end will put it before that step ends. With no history, the steps are counted instead.
// Pure: `at` is a parameter.




/** The bar and the time left: by the plan when there is one, by counting steps otherwise. */
function measure(parts, plan, at, startedAt, names, endsActivity = false) {
    const last = parts.every((part) => part.phase === 'done' || (part.phase === 'running' && (0,view_parts/* onLastStep */.Of)(part)));
    const cap = last ? view_constants/* RUNNING_MAX */.Fe : view_constants/* BEFORE_LAST_STEPS_MAX */.IK;
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
/**
 * Counting steps with no history, nobody knows the jobs still to come. Each job, in the order they began, fills
 * its share of the bar by its steps done: half of what the jobs before it left, as another may come after it,
 * or all of it for this job when it ends the activity. A job that appears takes its share of what is left, so
 * the bar never goes back, and it stays under 95 until the end.
 */
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
        percent: Math.min(view_constants/* BEFORE_LAST_STEPS_MAX */.IK, Math.floor(percent + 1e-9)),
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



/** The words for where the activity is, before the time left. */
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
        // Nothing done and nothing running yet: the start's words stand.
        if (!lastDone)
            return { words: '', state: 'between' };
        const next = nextOf(toCome, plan);
        return {
            words: [`${lastDone.name} done`, next ? `next: ${next}` : ''].filter(Boolean).join(' · '),
            state: 'between',
        };
    }
    // With no history a job alone that does not end the activity (a pipeline's first job) may be followed by
    // others nobody knows of: it is done, not the activity, and its steps all done would read as the end.
    if (!multi && (plan !== undefined || endsActivity) && lastDone?.progress)
        return { words: `All ${lastDone.progress.total} steps done`, state: 'done' };
    return { words: lastDone ? `${lastDone.name} done` : '', state: 'done' };
}
/** "1 of 3 legs done": when every job running is a leg of one matrix job. */
function legsOf(parts, running) {
    const matrix = view_words/* LEG_NAME */.fs.exec(running[0]?.name ?? '')?.[1];
    if (matrix === undefined || !running.every((part) => view_words/* LEG_NAME */.fs.exec(part.name)?.[1] === matrix))
        return undefined;
    const legs = parts.filter((part) => view_words/* LEG_NAME */.fs.exec(part.name)?.[1] === matrix);
    return (0,view_words/* legsDoneWords */.d6)(legs.filter((part) => part.phase === 'done').length, legs.length);
}
/** The jobs still to come that start first: those listed already, else the plan's first (side by side, all). */
function nextOf(toCome, plan) {
    const listed = toCome.filter((part) => part.phase !== 'expected');
    if (listed.length > 0)
        return (0,view_words/* jobList */.y2)(listed.map((part) => part.name));
    const startOf = (part) => plan?.jobs[part.planned ?? -1]?.start ?? Number.POSITIVE_INFINITY;
    const first = Math.min(...toCome.map(startOf));
    return (0,view_words/* jobList */.y2)(toCome.filter((part) => startOf(part) <= first + view_constants/* SAME_MOMENT_MS */.vT).map((part) => part.name));
}

;// CONCATENATED MODULE: ./src/view/run-view.ts
// The run on the phone: what the jobs of the activity, as one listing of the jobs API shows them, and the last
// few successful runs of the workflow (its plan) say the activity is at, in one vocabulary for one job alone (a
// run of one), a pipeline, jobs side by side and a matrix's legs. Pure: no I/O, no clock (`at` is a parameter),
// so the tracker, post, the benchmark and the tests share it, and every job that reads the same listing
// computes the same view.
//
// This module puts the view together: the jobs that take part (parts.ts), where the activity broke (breaks.ts),
// the bar and the time left (measure.ts), and where the activity is in words (say-where.ts, words.ts).








/** The view of the run at `options.at`. */
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
    const common = { basis, startedAt, key, usualMs: plan?.usualMs, segments };
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
    // The time left follows where the activity is; with nothing to say of that yet, nothing at all.
    const timed = basis === 'time' && measured.remainingMs !== undefined && waiting.length === 0 && said.words !== '';
    const waits = waiting.length === 0
        ? ''
        : `${(0,view_words/* jobList */.y2)(waiting.map((part) => part.name))} ${waiting.length === 1 ? 'waits' : 'wait'} for approval`;
    // What is left at the quick and the slow end of an ordinary pace: where they differ widely, the range.
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
/**
 * The least the bar may show at `at`: the most it stood at just before each moment the activity grew (a job
 * created or started that adds to what is still to do: one the plan does not know, say).
 * A view computed from the same listing by another job, after it takes over from the job that sent before,
 * never goes under what that job showed, whatever it could see then.
 */
function viewFloor(snapshot, plan, at) {
    // Counting, a job that appears takes its share of what is left: the bar never goes back by itself.
    if (!plan)
        return 0;
    const names = (0,participants/* actionNames */.Bk)(snapshot.actionStep);
    const parts = (0,view_parts/* partsOf */.CI)(snapshot, plan);
    const startedAt = (0,view_parts/* activityStart */.wN)(snapshot, parts);
    // A job the plan knows was expected all along: its coming adds nothing.
    const moments = parts
        .filter((part) => part.planned === undefined && part.job)
        .flatMap((part) => [(0,view_snapshot/* timeOf */.n)(part.job?.createdAt ?? null), (0,view_snapshot/* timeOf */.n)(part.job?.startedAt ?? null)])
        .filter((moment) => moment > startedAt && moment <= at);
    let floor = 0;
    for (const moment of new Set(moments)) {
        const before = moment - 1;
        const earlier = (0,view_parts/* partsOf */.CI)((0,view_snapshot/* snapshotAt */.e)(snapshot, before), plan);
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
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/history.ts
var github_history = __webpack_require__(79163);
// EXTERNAL MODULE: ./src/view/centre.ts
var view_centre = __webpack_require__(44518);
;// CONCATENATED MODULE: ./src/view/plan.ts




/**
 * The longest wait between jobs counted: a longer one in a run read (a deployment that waited hours for its
 * approval, a busy pool of self-hosted runners) says nothing of this run's, and would hold the bar back.
 */
const MAX_WAIT_MS = 120_000;
/** The share of the runs listed quicker than the slow end of an ordinary pace (and slower than the quick end). */
const ORDINARY_SHARE = 0.9;
/**
 * The plan of the activity from the runs read, the action's steps named `stepName` (see ownStepName). `only`
 * keeps the jobs it accepts (a job that is its own run plans by its own job alone).
 */
function planRun(history, stepName, only = () => true) {
    const names = (0,participants/* actionNames */.Bk)(stepName);
    const runs = history.runs.map((run) => runJobs(run, names, only));
    // The jobs and steps as the newest run that has any lists them: what the workflow is now.
    const shape = runs.find((run) => run.jobs.length > 0);
    if (!shape) {
        const listed = history.runs.some((run) => run.jobs.some((job) => only(job) && (0,participants/* listsAction */.Ez)(job, names)));
        return {
            ok: false,
            reason: listed
                ? 'the runs read list no timed step of their jobs'
                : `no job of the runs read has a step named “${stepName}”`,
        };
    }
    const centre = timeline(shape, shape.jobs.map((job) => samplesOf(job, shape, runs)), names);
    const spans = runs.filter((run) => run.jobs.length > 0).map((run) => run.spanMs);
    const usualMs = (0,view_centre/* median */.J)(spans);
    const pace = paceOf(history.durationsMs);
    return {
        ok: true,
        plan: {
            ...centre,
            known: new Set(history.runs.flatMap((run) => run.jobs.map((job) => job.name))),
            usualMs,
            pace,
            lateMs: Math.max(...spans, usualMs * pace.most) + usualMs * view_constants/* LATE_MARGIN */.qE,
        },
    };
}
/** The pace of an ordinary run against the usual, from how long the runs listed took (see Pace). */
function paceOf(durationsMs) {
    if (durationsMs.length < 2)
        return { least: 1, most: 1 };
    const sorted = [...durationsMs].sort((a, b) => a - b);
    const middle = Math.max(1, (0,view_centre/* median */.J)(sorted));
    const slow = sorted[Math.ceil(ORDINARY_SHARE * sorted.length) - 1];
    const quick = sorted[Math.ceil((1 - ORDINARY_SHARE) * sorted.length) - 1];
    return { least: Math.min(1, quick / middle), most: Math.max(1, slow / middle) };
}
/** The jobs of one run that took part, by their start, each from the run's activity start. */
function runJobs(run, names, only) {
    const timed = run.jobs
        .filter((job) => only(job) && (0,participants/* listsAction */.Ez)(job, names))
        .flatMap((job) => {
        const within = job.steps.filter((step) => !view_constants/* BOOKKEEPING */.jI.has(step.name));
        const ours = within.find((step) => names.has(step.name));
        if (!ours || within.length === 0)
            return [];
        const started = Math.min(...within.map((step) => step.startedAt));
        const ended = Math.max(...within.map((step) => step.completedAt));
        const post = within.findLast((step) => step.name.startsWith('Post ') && names.has(step.name));
        return [{ job, within, anchor: ours.startedAt, started, ended, postEnded: post?.completedAt ?? ended }];
    })
        .sort((a, b) => a.started - b.started);
    if (timed.length === 0)
        return { jobs: [], byKey: new Map(), spanMs: 0 };
    const origin = Math.min(...timed.map((entry) => entry.anchor));
    const keys = placeKeys(timed.map((entry) => entry.job.name));
    const jobs = timed.map((entry, index) => ({
        key: keys[index],
        name: entry.job.name,
        start: entry.started - origin,
        end: entry.ended - origin,
        postEnd: entry.postEnded - origin,
        within: entry.within,
        slots: slotsOf(entry.within, entry.ended),
    }));
    return {
        jobs,
        byKey: new Map(jobs.map((job) => [job.key, job])),
        spanMs: Math.max(1, ...jobs.map((job) => job.postEnd)),
    };
}
/** Each step's slot, from its start to the next one's (the pauses between steps belong to the step before). */
function slotsOf(steps, end) {
    const keys = placeKeys(steps.map((step) => step.name));
    return new Map(steps.map((step, index) => [
        keys[index],
        Math.max(step.startedAt, steps[index + 1]?.startedAt ?? end) - step.startedAt,
    ]));
}
/** "name#n": each name with its place among the same names before it, so that repeated names stay apart. */
function placeKeys(names) {
    const seen = new Map();
    return names.map((name) => {
        const place = seen.get(name) ?? 0;
        seen.set(name, place + 1);
        return `${name}#${place}`;
    });
}
function samplesOf(job, shape, runs) {
    const before = shape.jobs
        .filter((other) => other !== job && other.end <= job.start + view_constants/* SAME_MOMENT_MS */.vT)
        .map((other) => other.key);
    const keys = placeKeys(job.within.map((step) => step.name));
    const wait = runs.map((run) => {
        const same = run.byKey.get(job.key);
        if (!same)
            return undefined;
        if (before.length === 0)
            return same.start;
        const ends = before.flatMap((key) => {
            const other = run.byKey.get(key);
            return other ? [other.end] : [];
        });
        return ends.length === 0 ? undefined : same.start - Math.max(...ends);
    });
    return {
        before,
        wait,
        steps: job.within.map((step, index) => ({
            name: step.name,
            slot: runs.map((run) => run.byKey.get(job.key)?.slots.get(keys[index])),
        })),
        tail: runs.map((run) => {
            const same = run.byKey.get(job.key);
            return same ? same.postEnd - same.end : undefined;
        }),
    };
}
/**
 * The shape's jobs and steps, each value the median of the runs that have it: each job after the latest of those
 * before it to end, its steps one after the other.
 */
function timeline(shape, samples, names) {
    const pick = (values) => (0,view_centre/* median */.J)(defined(values));
    const ends = new Map();
    const jobs = shape.jobs.map((job, at) => {
        const sampled = samples[at];
        const before = sampled.before.map((key) => ends.get(key));
        const latest = before.reduce((found, other) => (found === undefined || other.end > found.end ? other : found), undefined);
        const waited = pick(sampled.wait);
        const start = (latest?.end ?? 0) + waited;
        let clock = start;
        const steps = sampled.steps.map(({ name, slot }) => {
            const step = { name, start: clock, end: clock + Math.max(0, pick(slot)) };
            clock = step.end;
            return step;
        });
        ends.set(job.key, { at, end: clock });
        return {
            name: job.name,
            start,
            end: clock,
            steps,
            userSteps: (0,job_steps/* userSteps */.FY)(asListed(job.within), names).length,
            after: latest?.at,
            wait: Math.min(MAX_WAIT_MS, Math.max(0, waited)),
        };
    });
    const spanMs = Math.max(1, ...jobs.map((job, at) => job.end + pick(samples[at].tail)));
    // The user's steps: the action's own (a second or none) would make any new step look free.
    const stepsMs = jobs.flatMap((job, at) => {
        const user = new Set((0,job_steps/* userSteps */.FY)(asListed(shape.jobs[at].within), names).map((step) => step.name));
        return job.steps.filter((step) => user.has(step.name)).map((step) => step.end - step.start);
    });
    return {
        jobs,
        spanMs,
        medianJobMs: (0,view_centre/* median */.J)(jobs.map((job) => job.end - job.start)),
        medianStepMs: (0,view_centre/* median */.J)(stepsMs),
    };
}
function defined(values) {
    return values.filter((value) => value !== undefined);
}
/** A history job's steps in the shape of a listed job's, so the user's steps are told apart the same way. */
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

;// CONCATENATED MODULE: ./src/tracker/history-read.ts





/**
 * The last successful run of this workflow (progress-mode time), read once, after the first listing of the run:
 * every job of it with its steps' times, the activity's plan, which weighs the bar and puts the line in the order
 * the jobs end. This job's place in line waits for it a moment (HISTORY_WAIT_MS); past that, the place is taken
 * without one, and taken again once it is read.
 */
class HistoryRead {
    #options;
    #state;
    #history;
    #plan;
    #abort;
    #holdUntil = 0;
    #awaitingPlan = false;
    constructor(options) {
        this.#options = options;
        this.#state = options.enabled ? 'unread' : 'off';
    }
    get plan() {
        return this.#plan;
    }
    /**
     * After a listing of the run: the read starts, once. True while this job's place in line waits for it (nothing
     * is read meanwhile: its answer, or the wait's end, decides).
     */
    holdsPlace() {
        if (this.#state === 'unread')
            this.#read();
        if (this.#state !== 'reading')
            return false;
        this.#awaitingPlan = true;
        return true;
    }
    /** Whether the wait for the history has just run out: the place is taken without the plan. */
    waitOver(now) {
        if (!this.#awaitingPlan || now < this.#holdUntil)
            return false;
        this.#awaitingPlan = false;
        return true;
    }
    /** The plan made again for a new scope (the action's step found by its name). */
    replan() {
        if (this.#history)
            this.#plan = this.#planned(this.#history);
    }
    /**
     * The tracker stops: a history still being read is not waited for, and the run is shown counted. True when the
     * place in line was still waiting for it, and must be taken now.
     */
    stop() {
        this.#abort?.abort();
        if (this.#state === 'reading')
            this.#state = 'read';
        return this.#awaitingPlan;
    }
    #read() {
        this.#state = 'reading';
        this.#holdUntil = Date.now() + constants/* HISTORY_WAIT_MS */.sU;
        const controller = new AbortController();
        this.#abort = controller;
        const timer = setTimeout(() => controller.abort(), constants/* HISTORY_TIMEOUT_MS */.Qn);
        readHistory(this.#options.githubToken, controller.signal)
            .then((read) => {
            if (this.#state !== 'reading')
                return;
            this.#state = 'read';
            this.#history = read.history;
            this.#plan = read.history ? this.#planned(read.history) : undefined;
            this.#options.debug(read.message);
            this.#awaitingPlan = false;
            this.#options.onRead();
        }, () => { })
            .finally(() => clearTimeout(timer));
    }
    /** The plan from the history, or undefined with the reason in the debug log. */
    #planned(history) {
        const scope = this.#options.scope();
        // A job that is its own run plans by its own job of the history alone.
        const plan = planRun(history, scope.stepName, (job) => !scope.ownRun || job.name === scope.ownRunName);
        if (!plan.ok)
            this.#options.debug(`Signalgrid: no plan of the activity (${plan.reason}): counting steps.`);
        return plan.ok ? plan.plan : undefined;
    }
}
/**
 * The last few successful runs of this workflow, through an Octokit of its own (the jobs API client's hooks are
 * for reading this run). Never rejects: anything that goes wrong is a message for the debug log.
 */
async function readHistory(token, signal) {
    try {
        const octokit = (0,client.githubClient)(token, { userAgent: user_agent/* USER_AGENT */._ });
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

// EXTERNAL MODULE: ./src/tracker/job-worker.ts
var job_worker = __webpack_require__(92818);
;// CONCATENATED MODULE: ./src/tracker/kept-record.ts
/**
 * The activity's record as the tracker keeps it: each change written to the folder at once, where post builds the
 * end from it. And what the tracker has to say, which it cannot print (its stdio is not the job log's): written to
 * the journal, which post prints.
 */
class KeptRecord {
    folder;
    #seal;
    #record;
    constructor(folder, record, seal) {
        this.folder = folder;
        this.#record = record;
        this.#seal = seal;
    }
    get current() {
        return this.#record;
    }
    keep(change) {
        this.#record = { ...this.#record, ...change };
        this.folder.writeRecord(this.#record);
    }
    /** The latest content, and the step that failed when none was kept before. */
    save(content, failedStep) {
        this.keep({ content, ...(failedStep && !this.#record.failedStep ? { failedStep } : {}) });
    }
    /** A line for the debug log, under the action's seal: post prints no other. */
    debug(message) {
        this.folder.appendJournal(this.#seal.seal({ at: Date.now(), kind: 'debug', message }));
    }
    /** A line for the job log, as a notice, under the action's seal. */
    notice(message) {
        this.folder.appendJournal(this.#seal.seal({ at: Date.now(), kind: 'notice', message }));
    }
}

// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/end.ts
var activity_end = __webpack_require__(97548);
;// CONCATENATED MODULE: ./src/tracker/last-end.ts
// The end of last resort. A cancelled job still runs its posts, this action's last of all, but only until the
// runner's cancel timeout: a slow post of another action (a cache being saved) can outlast it, and then the worker
// is killed, and neither this action's post nor the runner's clean-up runs (../shared lifecycle: Cancellation).
// The tracker is then the one process of the action still there: when its job's record shows the job cancelled,
// or over, and this action's post has not begun, it ends the activity as post would have, and leaves.
//
// At once, not after a grace: a step concludes `cancelled` only once the runner has stopped it (SIGINT, SIGTERM
// 7.5 s later, a kill 2.5 s after that), so the job's outcome is settled by then, and nothing bounds when post
// would come, or whether it will. Post, when it does come, stops the tracker first (it finishes the end it is
// sending), finds the end sealed in the journal, and sends nothing more.



/** What this job's record, as read now, says of its end. `stepName`: this action's step, as the job names it. */
function jobEnding(job, stepName) {
    const completed = job.status === 'completed';
    const cancelled = job.steps.some((step) => step.conclusion === 'cancelled') || job.conclusion === 'cancelled';
    if (!completed && !cancelled)
        return 'runs';
    const post = `Post ${stepName}`;
    const posted = job.steps.some((step) => step.name === post && step.status !== 'pending' && step.status !== 'queued');
    if (posted)
        return completed ? 'over' : 'runs';
    // A job failed and then cancelled (as fail-fast does to the legs still running) ends red, naming the step.
    const failed = (0,job_steps/* stepProgress */.O0)(job, (0,job_steps/* actionStepNames */.Vz)(stepName)).failed;
    if (failed || job.conclusion === 'failure')
        return { outcome: 'failure', failedStep: failed?.name };
    return cancelled ? { outcome: 'cancelled', failedStep: undefined } : 'over';
}
const OUTCOME_WORDS = {
    success: 'the job succeeded',
    failure: 'the job failed',
    cancelled: 'the job was cancelled',
};
/** Ends the activity in post's place, once, when the rule of who ends it says this job does. */
class LastEnd {
    #options;
    #sent = false;
    constructor(options) {
        this.#options = options;
    }
    async send(outcome, failedStep) {
        const { kept, client, seal, delays, endActivity, holding } = this.#options;
        if (this.#sent)
            return;
        this.#sent = true;
        if (!holding || !(0,activity_end/* endsActivity */.KB)(endActivity, holding, outcome)) {
            kept.debug(`Signalgrid: ${OUTCOME_WORDS[outcome]}, and this job does not end the activity.`);
            return;
        }
        const folder = kept.folder;
        if ((0,activity_end/* sealedEnd */.uL)(folder.readJournal(), seal))
            return;
        if (failedStep && !kept.current.failedStep)
            kept.keep({ failedStep });
        const record = kept.current;
        // Updates handed over that were never sent: the end is the place for them now, as in post.
        const latest = folder.takeInbox().reduce(activity_content/* applyUpdate */.QE, record.content);
        const at = Date.now();
        const content = (0,activity_end/* endContent */.Xe)(record, latest, outcome, at);
        const end = { folder, token: record.token, content, outcome, delays, at, by: 'tracker' };
        // A failed end is in the journal: post, should it run after all, sends it again.
        await (0,activity_end/* sendSealedEnd */.SC)(client, seal, end).catch(() => { });
        kept.debug(`Signalgrid: ${OUTCOME_WORDS[outcome]} and this action's post had not begun: the tracker ended the activity.`);
    }
}

// EXTERNAL MODULE: ./src/view/legs.ts
var view_legs = __webpack_require__(30024);
;// CONCATENATED MODULE: ./src/tracker/watch.ts




/** This job's place in the activity's line, from one listing. */
function lineOf(snapshot, plan) {
    const names = (0,participants/* actionNames */.Bk)(snapshot.actionStep);
    const post = `Post ${snapshot.actionStep}`;
    const known = new Set(plan?.jobs.map((job) => job.name));
    const taking = snapshot.jobs.filter((job) => (job.id === snapshot.ownJobId || !(0,participants/* carriedOver */.l9)(job)) &&
        (0,participants/* takesPart */.GP)(job, snapshot.ownJobId, names, plan === undefined
            ? undefined
            : known.has(job.name)
                ? true
                : plan.known.has(job.name)
                    ? false
                    : undefined));
    const posted = (job) => job.steps.some((step) => step.name === post && (0,job_steps/* begun */.q1)(step));
    const ends = plannedEnds(taking, plan);
    const endOf = (job) => ends.get(job) ?? Number.NEGATIVE_INFINITY;
    const live = taking
        .filter((job) => job.id === snapshot.ownJobId || (job.status === 'in_progress' && !posted(job)))
        .sort((a, b) => endOf(b) - endOf(a) || began(a) - began(b) || a.id - b.id);
    const place = live.findIndex((job) => job.id === snapshot.ownJobId);
    const ahead = live.slice(0, Math.max(0, place)).map(endOf).filter(Number.isFinite);
    const handovers = taking
        .filter((job) => job.id !== snapshot.ownJobId && posted(job))
        .map((job) => (0,view_snapshot/* timeOf */.n)(job.steps.find((step) => step.name === post)?.startedAt ?? null))
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
/**
 * A shared matrix's line. Only the leg that started the activity holds its token from the start: it sends until
 * its post begins, whatever the order. In line after it, while it runs: the legs still running their steps, by
 * job id, highest first (only the starter reads the legs' history, so no leg knows better which ends last; every
 * leg sees the same ids, so all agree). The other legs learn the token, and which job is the starter's, from the
 * run's board, which costs calls: only the first in line reads it (see `needsToken`), and then watches the
 * starter's record as the next in line. Every leg further back watches the sender's record too, the n-th in line
 * every n watches: which of them outlives those ahead nobody knows, and the one that sees the sender stop reads
 * the run and finds its place, so the line holds however the legs end, at about the cost of looking now and
 * then. `starterJob` is the starter's job, once this leg knows it (the starter knows itself); `count`, the
 * matrix's legs.
 */
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
        .map((job) => (0,view_snapshot/* timeOf */.n)(job.steps.find((step) => step.name === post)?.startedAt ?? job.completedAt))
        .filter(Number.isFinite);
    return {
        role: place === 0 ? 'sender' : 'next',
        sender: place === 0 ? undefined : live[0]?.id,
        watchEvery: Math.max(1, place),
        // Until every other leg's job has completed (listed or not yet), the sender needs the whole listing: each
        // leg is done only then.
        together: legs.filter((job) => job.id !== own && job.status === 'completed').length < count - 1,
        handedOverAt: handovers.length === 0 ? undefined : Math.max(...handovers),
        aheadEndsIn: undefined,
        endsIn: undefined,
        // First in line, a leg that does not know the starter reads the token, and which job started the activity.
        needsToken: starterJob === undefined && place === 0,
    };
}
/** When the plan says each job ends, from the activity's start, the jobs of one name matched in order. */
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
    const at = (0,view_snapshot/* timeOf */.n)(job.startedAt);
    return Number.isFinite(at) ? at : Number.POSITIVE_INFINITY;
}
/** Whether a job is on its last step of the user's: its end, and the handover, are near. */
function onLastStep(job, actionStep) {
    const progress = (0,job_steps/* stepProgress */.O0)(job, (0,participants/* actionNames */.Bk)(actionStep));
    return progress.current !== undefined && progress.current.position === progress.total;
}
/** Whether a job's record shows its tracker has stopped: its job is over, or this action's post has begun. */
function stoppedSending(job, actionStep) {
    const post = `Post ${actionStep}`;
    return job.status === 'completed' || job.steps.some((step) => step.name === post && (0,job_steps/* begun */.q1)(step));
}
/** How often the next in line reads the sender's record, in spacings (min-update-interval): it takes over within three. */
const WATCH_SPACINGS = 3;
/** How long past its planned end a job further back in line runs before it looks, in spacings (at least). */
const LATE_SPACINGS = 3;
/**
 * The first look at the run by a job further back in line, in watches of the next in line (it may have to take
 * over from it), or by a sender alone; each next one twice as late.
 */
const LATER_FIRST_WATCHES = 2;
const ALONE_FIRST_MS = 15_000;
/** The longest between two such looks. */
const LOOK_MAX_MS = 10 * 60_000;

;// CONCATENATED MODULE: ./src/tracker/line.ts

/** What this job's place in the activity's line means, for the debug log. */
const ROLE_WORDS = {
    sender: 'this job shows the run on the phone (of its jobs running, the one the plan expects to end last)',
    next: 'another job shows the run on the phone; this one is next in line, and watches it',
    later: 'another job shows the run on the phone; this one looks at the run now and then',
};
const LEGS_WORDS = {
    sender: "this leg shows the matrix's legs on the phone (it started the activity, or the leg that did has ended)",
    next: "another leg shows the matrix's legs on the phone; this one watches it, to take over should it end first",
};
/** Alone in the run: this job sends. */
const ALONE = {
    role: 'sender',
    sender: undefined,
    together: false,
    handedOverAt: undefined,
    aheadEndsIn: undefined,
    endsIn: undefined,
};
/**
 * Who sends: this job's place in the activity's line (watch.ts), taken again after each listing of the run. A leg
 * of a shared matrix first in line reads the activity's token from the run's board before it sends.
 */
class PlaceInLine {
    #options;
    #line;
    constructor(options) {
        this.#options = options;
    }
    get current() {
        return this.#line;
    }
    get sends() {
        return this.#line?.role === 'sender';
    }
    /** The place from a listing of the run and the plan; the role it had before, and says a new one. */
    take(run, plan, ownOnly) {
        const before = this.#line?.role;
        const { legs, kept } = this.#options;
        const line = ownOnly ? ALONE : legs ? this.#legsLine(legs, run) : lineOf(run, plan);
        this.#line = line;
        if (line.role !== before) {
            const words = legs && line.role !== 'later' ? LEGS_WORDS[line.role] : ROLE_WORDS[line.role];
            kept.debug(`Signalgrid: ${words}.`);
        }
        return before;
    }
    /**
     * A leg's place in its matrix's line. First in line without the token (the starter may still be ahead of it),
     * it reads the token from the board and watches the run meanwhile: it sends once it holds the token and finds
     * itself first.
     */
    #legsLine(legs, run) {
        const line = legs.line(run);
        if (line.role !== 'sender' || legs.holdsToken)
            return line;
        if (line.needsToken && legs.readDue)
            this.#readToken(legs);
        return { ...line, role: 'next', sender: undefined };
    }
    /** The token from the board: with it, this leg's place is taken again, and it sends if it is first. */
    #readToken(legs) {
        const { kept, stopped, onToken, onNoToken } = this.#options;
        legs.readToken(stopped).then((published) => {
            if (published === 'none') {
                kept.debug("Signalgrid: no leg's tracker shows the matrix's legs: each leg's post does.");
                onNoToken();
                return;
            }
            if (published === 'unread') {
                kept.debug("Signalgrid: the matrix's activity could not be read from the run's artifacts.");
                return;
            }
            kept.keep({
                token: published.token,
                startedAt: published.startedAt,
                ...(published.legsUsualMs ? { legsUsualMs: published.legsUsualMs } : {}),
            });
            onToken();
        }, () => { });
    }
}

// EXTERNAL MODULE: ./src/activity/legs-content.ts
var legs_content = __webpack_require__(7324);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/signalgrid/channels.ts
var channels = __webpack_require__(99278);
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





/**
 * Node's arguments that run the board's reader, dist/board/ beside the running bundle (part-arguments.ts).
 * `from`: where this module runs; the tests give the bundle's place.
 */
function boardArguments(from = import.meta.url) {
    return (0,part_arguments/* partArguments */.W)('board', [BOARD_HEAP], from);
}
/**
 * The reader's peak memory is its bundle with the artifact client, loaded once (some 87 MiB on Node 24, beside
 * the tracker's own): a young generation of 1 MiB, as the tracker's, takes 2 MiB off it, in the same time.
 */
const BOARD_HEAP = '--max-semi-space-size=1';
/**
 * The activity the matrix's starter published on the run's board, as the board's reader (src/board.ts) reads
 * it: the tracker cannot load the artifact client itself, which would double its memory. The reader is a
 * child of this process, not detached, with this process's own environment (environment.ts: no token, and
 * RUNNER_TRACKING_ID, by which the runner's clean-up ends it); the request, with the runtime token, goes on its
 * stdin, and its answer comes on its stdout. It is killed at `timeoutMs` or when `signal` aborts, and gone when
 * this returns.
 * Undefined, never an error, when the reader has no answer by then, or one that is not a published activity.
 */
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
        // The tracker stopping: the reader goes with it, never outliving it.
        signal?.addEventListener('abort', kill, { once: true });
        // Past the kill, only a system too slow to reap it: then the reader is left to the runner's clean-up.
        let abandon;
        const abandoned = new Promise((resolve) => {
            abandon = setTimeout(() => resolve(undefined), timeoutMs + part_arguments/* KILLED_EXIT_WAIT_MS */.a);
        });
        try {
            // A reader that died at once makes the write fail: it has no answer either.
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
/** The reader's answer: one line, the JSON of a published activity whose every field has its type. */
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
        // A job id, within what a number holds exactly: the tracker watches that job by it.
        (senderJob === undefined || (typeof senderJob === 'string' && /^[1-9]\d{0,14}$/.test(senderJob))));
}

;// CONCATENATED MODULE: ./src/tracker/matrix-legs.ts






/**
 * How long a tracker gives the run's board to answer, the reading process's start included: a takeover is late
 * by as much at most, and a board that does not answer by then is asked again at the next look at the run.
 */
const TOKEN_READ_TIMEOUT_MS = 10_000;
/** Reads of the token a leg makes at most: each costs calls to the run's artifacts, which the matrix shares. */
const TOKEN_READS = 3;
/**
 * A leg waiting in line first looks at the run this long after its tracker starts (or a watch of the next in line,
 * if longer): the starter has published the token by then, within seconds of its start, and a short matrix's
 * legs do not each read the run at once.
 */
const LEGS_FIRST_LOOK_MS = 10_000;
/**
 * A shared matrix's legs, as the tracker of one leg follows them. Every leg runs one; the leg that started the
 * activity holds its token and sends the legs' view (src/view/legs.ts) until its job ends. The others wait in
 * line (watch.ts, legsLineOf) and read the token from the run's board only when they are first in line and a
 * leg has stopped: the one that then sends takes the legs over with the view every leg computes from the same
 * listing, so the phone never goes back.
 */
class MatrixLegs {
    count;
    /** This leg started the activity: its record has the token from the start. */
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
    /**
     * The legs, when this tracker's job is a leg of a shared matrix: the starter's record has the legs' usual
     * times from its start, another leg's tracker has what reading the board takes. Undefined otherwise.
     */
    static of(record, settings, board) {
        const { leg, timedUpdates } = settings;
        if (leg.count < 2)
            return undefined;
        if (record.legsUsualMs)
            return new MatrixLegs(leg.count, timedUpdates, record.legsUsualMs, undefined);
        return board ? new MatrixLegs(leg.count, timedUpdates, undefined, board) : undefined;
    }
    /** This tracker can send: it holds the activity's token. */
    get holdsToken() {
        return this.#token === 'held';
    }
    /** Whether a read of the token may start: none is under way, and this leg has not used up its reads. */
    get readDue() {
        return this.#token === 'unread' && this.#reads < TOKEN_READS;
    }
    /**
     * The most the monthly quota can hold when this leg takes the legs over: what the start's answer said, less
     * an update per leg and the matrix's time-driven updates, on each channel. Undefined where it is not known.
     */
    get quotaAtMost() {
        return this.#quotaAtMost;
    }
    /** Whether the bar moves with the clock: by the legs' usual times. */
    get timed() {
        return this.#usual.size > 0;
    }
    /** What the start said: no leg done. */
    get startKey() {
        return (0,view_legs/* legsKey */.Ls)({ count: this.count, done: [], failed: 0 });
    }
    /** This leg's place in the matrix's line, from one listing of the run. */
    line(run) {
        return legsLineOf(run, this.starter ? run.ownJobId : this.#starterJob, this.count);
    }
    /** The legs as the listing shows them, for the moment it is sent (see legsRunView). */
    view(run, now, startedAt) {
        const listed = (0,view_legs/* legsListed */.fV)(run);
        // Named as the legs' reports name them: their labels cut to what a lock screen shows, by digest.
        const legs = {
            count: this.count,
            done: listed.done.map((label) => (0,leg/* labelDigest */.rT)((0,leg/* shortLabel */.z1)(label))),
            failed: listed.failed.length,
            failedLabel: listed.failed[0] === undefined ? undefined : (0,leg/* shortLabel */.z1)(listed.failed[0]),
            queued: listed.queued.map((label) => (0,leg/* labelDigest */.rT)((0,leg/* shortLabel */.z1)(label))),
        };
        return (0,view_legs/* legsRunView */.QZ)(legs, this.#usual, now - startedAt, startedAt);
    }
    /**
     * Reads the activity as its starter published it, once a read is due and none is under way: the token, and
     * which job started it. 'unread' when none was read (the board did not answer, or this leg has read it as
     * often as it may); 'none' when there is nothing to take over (the start failed, or the starter shows the
     * legs with no tracker); otherwise this leg holds the token from then on.
     */
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

;// CONCATENATED MODULE: ./src/tracker/schedule.ts


const NEVER = Number.POSITIVE_INFINITY;
/**
 * When each read is next due, for this job's place in the activity's line (watch.ts says what each place reads,
 * and why): never, when a read is not made in that place. Counted from the answers, not the requests: a slow
 * answer (a loaded machine, a busy API) must not bring the next request closer than its interval, nor a burst of
 * them once answers are fast again.
 */
class ReadSchedule {
    #spacingMs;
    #watchMs;
    #due = { run: 0, own: NEVER, sender: NEVER };
    /** The next look at the run by a job that does not read it steadily; doubled after each. */
    #lookEveryMs = ALONE_FIRST_MS;
    /** When the sender alone in the run next reads the run's jobs in place of its own record. */
    #lookAt = NEVER;
    /** This job's place in line when the run was last read: 'together' and 'alone' are the sender's. */
    #lastRole;
    /** Until when the rate limit is spent, as the last listing said. */
    #limitedUntil;
    #failedReads = 0;
    constructor(spacingMs, watchMs) {
        this.#spacingMs = spacingMs;
        this.#watchMs = watchMs;
    }
    /** When the first read is next due. */
    get nextAt() {
        return Math.min(...Object.values(this.#due));
    }
    /**
     * The read due first at `now`, if one is. A look at the run, when one is due, takes the place of the poll of
     * this job's record: it holds it too (unless this job alone is the run).
     */
    due(now, ownOnly) {
        const [read, at] = Object.entries(this.#due).sort((a, b) => a[1] - b[1])[0];
        if (at > now)
            return undefined;
        if (read === 'run' || (read === 'own' && now >= this.#lookAt && !ownOnly))
            return 'run';
        return read;
    }
    /** Only `read` is made from now on, first at `at` (this job alone is the run, or a leg's first look). */
    only(read, at) {
        this.#due = { run: NEVER, own: NEVER, sender: NEVER, [read]: at };
    }
    /** Nothing is read (the token may not read the run; the place in line waits for the history). */
    none() {
        this.#due = { run: NEVER, own: NEVER, sender: NEVER };
    }
    /** An answer came: failures are counted anew. */
    answered() {
        this.#failedReads = 0;
    }
    /** A listing said until when the rate limit is spent (undefined: it is not). */
    limitedUntil(at) {
        this.#limitedUntil = at;
    }
    /** The rate limit is spent: `read` waits as long as the answer said. */
    limited(read, retryAfterMs, now) {
        this.#due[read] = now + retryAfterMs;
    }
    /** The read failed (the job may not be listed yet, GitHub may be down): tried again, less and less often. */
    failed(read, now) {
        this.#failedReads++;
        this.#due[read] = now + Math.min(constants/* MAX_POLL_BACKOFF_MS */.L3, constants/* POLL_INTERVAL_MS */.fv * 2 ** this.#failedReads);
    }
    /** After this job's own record was read: polled while the job runs, never before `limitedUntil`. */
    afterOwn(now, done, limitedUntil) {
        this.#due.own = done ? NEVER : Math.max(now + constants/* POLL_INTERVAL_MS */.fv, limitedUntil);
    }
    /**
     * After a change of this job's record, not again before the phone takes another update (its change was sent,
     * or waits): a change seen any sooner could not reach the phone sooner.
     */
    ownNotBefore(at) {
        this.#due.own = Math.max(this.#due.own, at);
    }
    /**
     * After the sender's record was read by the next in line: every watch, or every spacing while the sender is on
     * its last step (its end is near, and its record unchanged, free, until then). Once it has stopped sending
     * (or cannot be read), the run is read at once: the listing says who sends now.
     */
    afterWatch(now, onLastStep, stopped) {
        this.#due.sender = now + (onLastStep ? Math.max(constants/* POLL_INTERVAL_MS */.fv, this.#spacingMs) : this.#watchMs);
        if (stopped)
            this.senderGone(now);
    }
    /** No sender to watch: the run is read now. */
    senderGone(now) {
        this.#due.sender = NEVER;
        this.#due.run = now;
    }
    /** When each read is next due, for this job's place in line after a listing of the run (`line`). */
    afterListing(line, now, changed, { plan, startedAt }) {
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
                this.#lookAt = NEVER;
                // While the run changes, no more than the phone takes (and, for a long run, a hundred reads in all).
                const usual = plan ? plan.spanMs / 100 : 0;
                const after = changed ? Math.max(this.#spacingMs, constants/* POLL_INTERVAL_MS */.fv, usual) : constants/* POLL_INTERVAL_MS */.fv;
                this.only('run', Math.max(now + after, notBefore));
                return;
            }
            case 'alone':
                // This job's record, polled; the run looked at now and then, in place of one of those polls.
                this.#lookAt = Math.max(look(), notBefore);
                this.only('own', Math.max(now + (changed ? Math.max(constants/* POLL_INTERVAL_MS */.fv, this.#spacingMs) : constants/* POLL_INTERVAL_MS */.fv), notBefore));
                return;
            case 'next':
                this.#lookAt = NEVER;
                // No job to watch (a leg first in line, waiting for the token): the run, as often.
                if (line.sender === undefined)
                    this.only('run', Math.max(now + this.#watchMs, notBefore));
                else
                    this.only('sender', Math.max(now + (line.watchEvery ?? 1) * this.#watchMs, notBefore));
                return;
            case 'later': {
                this.#lookAt = NEVER;
                // The line is in the order the jobs end: by the plan this job ends before those ahead of it, and needs
                // to look only if it runs well past that (the run going otherwise than planned).
                const planned = Math.max(line.endsIn ?? Number.NaN, line.aheadEndsIn ?? Number.NaN);
                const byPlan = Number.isFinite(planned)
                    ? startedAt + planned + Math.max(LATE_SPACINGS * this.#spacingMs, (plan?.spanMs ?? 0) / 10)
                    : undefined;
                this.only('run', Math.max(byPlan !== undefined && byPlan > now ? byPlan : look(), notBefore));
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/tracker/reads.ts



const NO_PERMISSION_NOTICE = 'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
    'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).';
/**
 * What the tracker reads of the jobs API, and when (schedule.ts): the run's jobs, this job's record, or the
 * sender's record, whichever is due first; each answer handed to the tracker, each failure tried again later.
 */
class Reads {
    #reader;
    #kept;
    #host;
    schedule;
    /** The run's jobs cannot be listed (or this job is a run of its own): this job alone is the run. */
    #ownOnly;
    /** The sender's record, as the next in line last read it, showed it on its last step. */
    #senderOnLastStep = false;
    /** Since when the jobs API has not answered, if it has not since the last answer. */
    #unreachableSince;
    constructor(reader, kept, host, { spacingMs, watchMs, ownOnly }) {
        this.#reader = reader;
        this.#kept = kept;
        this.#host = host;
        this.schedule = new ReadSchedule(spacingMs, watchMs);
        this.#ownOnly = ownOnly;
        if (ownOnly)
            this.schedule.only('own', 0);
    }
    get ownOnly() {
        return this.#ownOnly;
    }
    /** The read that is due first, if one is due. */
    async readDue() {
        const read = this.schedule.due(Date.now(), this.#ownOnly);
        if (read === 'run')
            await this.#readRun();
        else if (read === 'own')
            await this.#readOwn();
        else if (read === 'sender')
            await this.#watchSender();
    }
    async #readRun() {
        const answer = await this.#reader.readRun();
        const now = Date.now();
        if (answer.outcome === 'error')
            return this.#failed('run', answer.error);
        this.#answered();
        this.schedule.limitedUntil(answer.rateLimit.remaining === 0 ? answer.rateLimit.resetAt : undefined);
        if (answer.outcome === 'not-modified') {
            return this.afterListing(now, false);
        }
        const own = answer.jobs.find((job) => job.id === answer.ownJobId);
        if (!own) {
            // Not listed yet, or no longer on this runner's record: as a failed read, less and less often.
            return this.#failed('run', { kind: 'no-match', message: "this job is not among the run's jobs" });
        }
        if (await this.#host.seen(own))
            return;
        this.#host.listed({ jobs: answer.jobs, ownJobId: own.id }, now);
    }
    async #readOwn() {
        const answer = await this.#reader.read();
        const now = Date.now();
        if (answer.outcome === 'error')
            return this.#failed('own', answer.error);
        this.#answered();
        const limited = answer.rateLimit.remaining === 0 ? (answer.rateLimit.resetAt ?? 0) : 0;
        const done = answer.outcome === 'job' && answer.job.status === 'completed';
        this.schedule.afterOwn(now, done, limited);
        if (answer.outcome === 'not-modified')
            return;
        if (await this.#host.seen(answer.job))
            return;
        this.#host.ownChanged(answer.job, now);
        this.schedule.ownNotBefore(this.#host.nextSendAt());
    }
    /** The next in line watches the sender's record: once its post has begun, the listing says who sends now. */
    async #watchSender() {
        const sender = this.#host.line()?.sender;
        if (sender === undefined)
            return this.schedule.senderGone(Date.now());
        const answer = await this.#reader.readJob(sender);
        const now = Date.now();
        if (answer.outcome === 'job')
            this.#senderOnLastStep = onLastStep(answer.job, this.#host.stepName());
        const stopped = answer.outcome === 'error' ||
            (answer.outcome === 'job' && stoppedSending(answer.job, this.#host.stepName()));
        this.schedule.afterWatch(now, this.#senderOnLastStep, stopped);
    }
    #answered() {
        this.schedule.answered();
        this.#unreachableSince = undefined;
    }
    #failed(read, error) {
        const now = Date.now();
        if (!this.#reachable(error, now)) {
            // No one to ask whether the job still runs: post ends the activity without the tracker.
            const minutes = constants/* TRACKER_UNREACHABLE_MS */.rw / 60_000;
            this.#kept.debug(`Signalgrid: the jobs API has not answered for ${minutes} minutes: the tracker leaves.`);
            this.#host.stop();
            return;
        }
        switch (error.kind) {
            case 'no-permission':
                this.#kept.notice(NO_PERMISSION_NOTICE);
                this.#kept.debug(`Signalgrid: the run's jobs could not be read (${error.message}): no step progress.`);
                this.schedule.none();
                return;
            case 'rate-limited':
                this.schedule.limited(read, error.retryAfterMs, now);
                return;
            case 'not-found':
                // A leg waiting in line that cannot list the run cannot tell when to take over: the legs' posts show it.
                if (this.#host.otherLeg) {
                    this.#host.stop();
                    return;
                }
                if (read === 'run' && !this.#ownOnly) {
                    // The run's jobs cannot be listed here: this job shows its own steps, as a run of one.
                    this.#ownOnly = true;
                    this.#kept.debug(`Signalgrid: the run's jobs could not be listed (${error.message}): this job shows its own steps.`);
                    this.schedule.only('own', now);
                    return;
                }
                break;
        }
        this.schedule.failed(read, now);
    }
    /**
     * Whether the jobs API has answered within TRACKER_UNREACHABLE_MS: no connection, a timeout or a server error is
     * no answer; anything else, if not the one asked for, is one.
     */
    #reachable(error, now) {
        if (error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'server-error') {
            this.#unreachableSince = undefined;
            return true;
        }
        this.#unreachableSince ??= now;
        return now - this.#unreachableSince < constants/* TRACKER_UNREACHABLE_MS */.rw;
    }
    /** When each read is next due, for this job's place in line after a listing of the run. */
    afterListing(now, changed) {
        const host = this.#host;
        this.schedule.afterListing(host.line(), now, changed, {
            plan: host.plan(),
            startedAt: host.activityStartedAt(),
        });
    }
}

// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
;// CONCATENATED MODULE: ./src/activity/run-content.ts
/**
 * What the phone shows of the run's view: its words as the body, its bar, red from the moment a step fails.
 * One segment per step only where the view counts the steps of a job alone; a bar filled by time gets none,
 * since equal segments would contradict it (60% filled while on step 2 of 7). Segments the user fixed stay.
 */
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

;// CONCATENATED MODULE: ./src/tracker/timed-progress.ts
// When the bar, moving with the clock between step changes, is worth a request, and which value to send: a bar
// that moves only on updates shows each value until the next one, so the value sent is the one for the middle of
// the span it will stand, not for the instant it leaves. Pure: the tracker hands in the view and the clock.
/**
 * Points the bar must move, inside a step, before a time-driven update is worth a request. A value chosen for
 * the middle of the span it stands is at most T/2 points off at either end of it, T/4 on average: with 5, about
 * a point. A jump of 5 points is still plainly visible on a lock-screen bar, where 1 or 2 points are not, and it
 * caps these updates at about 20 a job even before the budget does. Finer jumps would spend the owner's monthly
 * Signalgrid quota on moves hardly seen.
 */
const TIMED_UPDATE_THRESHOLD = 5;
/**
 * Whether a time-driven update (the bar moved inside a step, no step changed) is worth sending: only within
 * the budget, and only once the bar has moved by the threshold, or by an even share of the bar still to fill
 * among the updates left, whichever is more. Spreading the budget that way keeps a few updates for the end of
 * a long step instead of spending them all in its first minutes and leaving the bar still for the rest.
 */
function timedUpdateWorthSending(state) {
    return state.percent < 100 && state.percent - state.lastSent >= nextJump(state);
}
/**
 * How many time-driven updates a sender spending `budget` by this rule has sent by the time the bar stood at
 * `percent`: a job that takes over from another counts them as spent, so that the activity's updates stay within
 * the budget, not the budget for each job that sent.
 */
function timedSentBy(percent, budget) {
    let state = { lastSent: 0, sent: 0, budget };
    for (let jump = nextJump(state); state.lastSent + jump <= percent; jump = nextJump(state)) {
        state = { ...state, lastSent: state.lastSent + jump, sent: state.sent + 1 };
    }
    return state.sent;
}
/** How far the bar moves before the next time-driven update; infinite when none is left to send. */
function nextJump(state) {
    const left = Math.floor(state.budget) - state.sent;
    if (left <= 0 || state.lastSent >= 100)
        return Number.POSITIVE_INFINITY;
    return Math.max(state.threshold ?? TIMED_UPDATE_THRESHOLD, (100 - state.lastSent) / (left + 1));
}
/**
 * How far ahead of `now` the value to send should be taken: half the span it will stand. It stands until the
 * next update: the next time-driven one once the bar has moved by its jump, or a step's end (seen within a
 * poll), or, where this job hands over to the next (it runs alone, on its last step), that job's first update;
 * whichever comes first, and never less than the spacing. Counting steps, the bar does not move with the clock:
 * no lead.
 */
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
    /**
     * Another sender of the same activity may have sent as late as `at` (epoch milliseconds): the next send keeps
     * the spacing from then too. A later time than the last send's end only ever delays the next one.
     */
    sentElsewhereAt(at) {
        if (!Number.isFinite(at) || at <= this.#lastSentAt)
            return;
        this.#lastSentAt = at;
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#pump();
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
            this.#lastSentAt = Math.max(this.#lastSentAt, Date.now());
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

;// CONCATENATED MODULE: ./src/tracker/sending.ts








/**
 * After the job that sent before has begun its post (a time the API gives in whole seconds), how long its last
 * update may still take to arrive: the next sender keeps the spacing from then. Its tracker starts no update
 * once its post has begun; one already under way takes a moment on any working network.
 */
const HANDOVER_SLACK_MS = 2_000;
/** How often, between reads, the tracker takes the view again: the bar moving with the clock, a value waiting. */
const VIEW_EVERY_MS = 1_000;
/**
 * What the tracker sends: the run's view when its job sends (a step change as soon as it is seen, the bar moving
 * with the clock when that is worth a request), and the explicit updates later uses of the action hand it, all
 * through one queue that keeps the phones' spacing and coalesces what waits.
 */
class Sending {
    #kept;
    #client;
    #settings;
    #legs;
    #plan;
    #queue;
    /** The run as last shown, when this job sends (a listing that lags behind it is not). */
    #run;
    /** The step change last offered (RunView.key). */
    #key;
    /** How many of the run's steps the last listing had completed: a listing with fewer lags. */
    #completed = -1;
    /** The least the run's bar may show (viewFloor of the last listing). */
    #floor = 0;
    /** The highest bar this tracker offered: it never moves back. */
    #shown = 0;
    #explicitSinceStepChange = false;
    #timedSent = 0;
    /** What waits in the queue, if anything, is a view (not an explicit update): it may be taken again. */
    #pendingIsView = false;
    /** When the view was last taken between reads (see tick). */
    #lookedAt = 0;
    constructor(kept, client, settings, legs, plan) {
        this.#kept = kept;
        this.#client = client;
        this.#settings = settings;
        this.#legs = legs;
        this.#plan = plan;
        // The start said no leg is done: the first step change is the first leg's end. A leg that takes over from
        // the starter shows what the legs are at as it does.
        if (legs?.starter)
            this.#key = legs.startKey;
        // The start counts as the first send for the spacing; an attached activity was last sent by another job.
        const start = kept.folder
            .readJournal()
            .find((entry) => entry.kind === 'start' && !entry.error);
        this.#queue = new UpdateQueue({
            minIntervalMs: settings.spacingMs,
            lastSentAt: start?.at ?? Date.now(),
            ...(start ? { lastSent: kept.current.content } : {}),
            send: (content) => this.#send(content),
        });
    }
    /** When the phone takes the next update. */
    get nextSendAt() {
        return this.#queue.nextSendAt;
    }
    /** The step change last offered is offered again (the plan has come: the view it gives may differ). */
    forgetStepChange() {
        this.#key = undefined;
    }
    /** Explicit updates from later uses of the action, oldest first. */
    takeInbox() {
        for (const update of this.#kept.folder.takeInbox()) {
            // What a later use of the action says stays shown until the next step change: no timer overwrites it.
            this.#explicitSinceStepChange = true;
            const content = (0,activity_content/* applyUpdate */.QE)(this.#kept.current.content, update);
            this.#pendingIsView = false;
            // A failed step keeps the activity red whatever a later update says.
            this.#offer(this.#kept.current.failedStep ? { ...content, severity: 'CRIT' } : content);
        }
    }
    /**
     * This job sends from now on (`takesOver`: another job sent before it): the spacing is kept after that job's
     * last update, and a leg counts the legs' time-driven updates so far as spent.
     */
    takeOver(line, run, now) {
        if (line.handedOverAt !== undefined) {
            // The job that sent before may still be finishing an update when its post begins.
            this.#queue.sentElsewhereAt(line.handedOverAt + HANDOVER_SLACK_MS);
        }
        if (this.#legs) {
            // The legs' time-driven updates so far were the starter's: the matrix's budget, not this leg's own.
            this.#timedSent = timedSentBy(this.#legs.view(run, now, this.#kept.current.startedAt).percent, this.#settings.timedBudget);
        }
    }
    /** What the phone shows of the run, when this job sends it: a step change offered as soon as it is seen. */
    show(run, now) {
        const completed = run.jobs.reduce((count, job) => count + job.steps.filter((step) => step.status === 'completed').length, 0);
        // A lagging copy of the run would move the bar and the words backwards: keep what was seen.
        if (completed < this.#completed)
            return;
        this.#completed = completed;
        this.#run = run;
        this.#floor = viewFloor(run, this.#plan(), now);
        this.#offerStepChange();
    }
    /**
     * Between reads, when this job sends: the bar moves with the clock when that is worth a request. Only while
     * nothing waits in the queue and the spacing allows a send, so that every time-driven update offered is one
     * sent, and counted against the budget once.
     */
    tick(now) {
        if (!this.#run)
            return;
        // The bar moves with the clock: once a second is often enough to take it again.
        if (now - this.#lookedAt < VIEW_EVERY_MS)
            return;
        this.#lookedAt = now;
        if (this.#queue.pending !== undefined) {
            // A view waiting for the spacing is taken again now: the value stands from when it leaves, not from when it
            // was first offered.
            if (this.#pendingIsView && this.#timed())
                this.#offerView(this.#viewNow());
            return;
        }
        if (now < this.#queue.nextSendAt)
            return;
        const budget = this.#settings.timedBudget;
        if (!this.#timed() || this.#explicitSinceStepChange || budget <= 0)
            return;
        const view = this.#viewNow();
        if (view.state !== 'running' && view.state !== 'between')
            return;
        const worth = timedUpdateWorthSending({
            percent: Math.max(view.percent, this.#shown),
            lastSent: this.#kept.current.content.progress,
            sent: this.#timedSent,
            budget,
        });
        if (!worth)
            return;
        this.#timedSent++;
        this.#offerView(view);
    }
    /** Sends what waits, for a moment; what did not go out stays in the record, where post folds it into the end. */
    async stop() {
        const { unsent } = await this.#queue.stop(constants/* TRACKER_FLUSH_MS */.dR);
        if (unsent)
            this.#kept.save(unsent);
    }
    /** Offers the content of the last step change the run shows. */
    #offerStepChange() {
        const view = this.#viewNow();
        // Nothing to say yet (no step of the user's listed): the start's words stand.
        if (view.key === this.#key || !view.words)
            return;
        this.#key = view.key;
        this.#explicitSinceStepChange = false;
        this.#offerView(view);
    }
    /** The view for the span the value will stand: from now to the next update, taken at its middle. */
    #viewNow() {
        const run = this.#run;
        const now = Date.now();
        const record = this.#kept.current;
        if (this.#legs)
            return this.#legs.view(run, now, record.startedAt);
        const { spacingMs, timedBudget, endsActivity } = this.#settings;
        const options = { plan: this.#plan(), floor: this.#floor, endsActivity };
        const view = runView(run, { ...options, at: now });
        const lead = leadMs(view, now, {
            spacingMs,
            pollMs: constants/* POLL_INTERVAL_MS */.fv,
            // The next job's set-up and pre, about a poll; its tracker's first read; the handover and the spacing.
            handoverMs: 2 * constants/* POLL_INTERVAL_MS */.fv + HANDOVER_SLACK_MS + spacingMs,
            updates: { lastSent: record.content.progress, sent: this.#timedSent, budget: timedBudget },
        });
        return lead > 0 ? runView(run, { ...options, at: now + lead }) : view;
    }
    /** Whether the bar moves with the clock: by the plan, or by the legs' usual times. */
    #timed() {
        return this.#plan() !== undefined || this.#legs?.timed === true;
    }
    #offerView(view) {
        this.#pendingIsView = true;
        this.#shown = Math.max(this.#shown, view.percent);
        const record = this.#kept.current;
        const content = viewContent(record.content, { ...view, percent: this.#shown }, this.#settings.stepsFixed);
        if (view.basis === 'time' && view.usualMs !== record.usualMs)
            this.#kept.keep({ usualMs: view.usualMs });
        this.#offer(content, view.failed?.own ? view.failed.step : undefined);
    }
    #offer(content, failedStep) {
        this.#kept.save(content, failedStep);
        this.#queue.offer(content);
    }
    /** Sends one update to every channel, unless the quota left is what the end (and the alert) will need. */
    async #send(content) {
        const folder = this.#kept.folder;
        if (!(0,quota/* updateLeavesReserve */.Gq)(folder.readJournal(), this.#kept.current, this.#legs?.quotaAtMost))
            return;
        const entry = { at: Date.now(), kind: 'update', by: 'tracker', ...(0,activity_content/* journalView */.bF)(content) };
        await (0,journal/* sendJournaled */.X)(folder, entry, () => this.#client.updateActivity(this.#kept.current.token, content));
    }
}

;// CONCATENATED MODULE: ./src/tracker/tracker.ts






















/**
 * The background process of an activity, one per job: it follows the run's jobs through the jobs API and, when
 * it is its job's turn to send (see watch.ts), sends the run's view, with the explicit updates that later uses
 * of the action hand it, through one coalescing queue that respects the phones' spacing. It prints nothing
 * (its stdio is not the job log's) and writes what post must know to the activity folder. Post stops it before
 * the end, so no update follows the end.
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
    const tracker = new Tracker(folder, record, handover, MatrixLegs.of(record, handover.settings, handover.board));
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
/**
 * The tracker's loop, and what ties its parts together: what it reads and when (reads.ts, schedule.ts), the
 * history's plan (history-read.ts), who sends (line.ts), what it sends (sending.ts), and the end it sends in
 * post's place when its job is cancelled and post is never reached (last-end.ts).
 */
class Tracker {
    #kept;
    #startedAt = Date.now();
    #legs;
    #reads;
    #history;
    #place;
    #sending;
    #lastEnd;
    /** This action's step name when the workflow does not name it. */
    #defaultStep;
    /** Every name the runner may give it then (a local action's path is not known as the workflow wrote it). */
    #defaultSteps;
    #stepName;
    /** The run as last read: the listing, this job's own record laid over it since. */
    #listing;
    /** The runner's worker, which runs the job: gone, the job is over. */
    #worker;
    #stopping = false;
    /** Aborted once the run loop ends: what the tracker started (a read of the board) ends with it. */
    #stopped = new AbortController();
    #wake;
    constructor(folder, record, { settings: inputs, holding, worker }, legs) {
        const seal = new journal_seal/* JournalSeal */.F(inputs.clientKey, folder);
        const kept = new KeptRecord(folder, record, seal);
        this.#kept = kept;
        this.#legs = legs;
        const spacingMs = inputs.minUpdateIntervalSeconds * 1000;
        // Its last look at the job's record takes two spacings, as the sender alone takes to see a change of it.
        this.#worker = new job_worker/* JobWorker */.M4(worker, 2 * Math.max(constants/* POLL_INTERVAL_MS */.fv, spacingMs));
        const watchMs = Math.max(constants/* POLL_INTERVAL_MS */.fv, WATCH_SPACINGS * spacingMs);
        const byInput = inputs.activityToken === undefined && inputs.activityName === undefined;
        const context = (0,run_context/* readRunContext */.$p)();
        this.#defaultStep = context.actionStepName;
        this.#defaultSteps = context.defaultStepNames;
        this.#stepName = context.actionStepName;
        // Steps are followed when asked to, with a token to read them with.
        const reader = inputs.trackSteps && inputs.githubToken
            ? current_job.CurrentJob.of({
                token: inputs.githubToken,
                jobId: inputs.jobId,
                runnerName: context.runnerName,
                userAgent: user_agent/* USER_AGENT */._,
                // The tracker cannot print: post says it.
                onUnusable: (problem) => kept.notice(`Signalgrid: the job’s steps were not followed: ${problem}.`),
            })
            : undefined;
        // A leg of a matrix that shows an activity of its own (`matrix: per-leg`, or a shared matrix's leg gone
        // alone): its sibling legs run the action too, each for its own activity, so this leg's job is its run.
        // Without a run to list (GITHUB_RUN_ID unset: not on a runner), this job alone is the run too.
        const ownOnly = (inputs.leg.count > 1 && !legs && byInput) || !/^[1-9]\d*$/.test(context.runId);
        this.#reads = reader && new Reads(reader, kept, this.#readsHost(), { spacingMs, watchMs, ownOnly });
        if (legs && !legs.starter && !ownOnly) {
            this.#reads?.schedule.only('run', Date.now() + Math.max(watchMs, LEGS_FIRST_LOOK_MS));
        }
        // The legs' usual times came with the start: no history to read.
        this.#history = new HistoryRead({
            enabled: reader !== undefined && inputs.progressMode === 'time' && !legs,
            githubToken: inputs.githubToken,
            scope: () => ({
                stepName: this.#stepName,
                ownRun: this.#reads?.ownOnly === true,
                ownRunName: this.#listing?.jobs.find((job) => job.id === this.#listing?.ownJobId)?.name,
            }),
            debug: (message) => kept.debug(message),
            onRead: () => {
                this.#sending.forgetStepChange();
                if (this.#listing)
                    this.#decide(Date.now(), true);
            },
        });
        this.#place = new PlaceInLine({
            kept,
            legs,
            stopped: this.#stopped.signal,
            onToken: () => {
                if (this.#listing)
                    this.#decide(Date.now(), true);
            },
            onNoToken: () => this.stop(),
        });
        const settings = {
            spacingMs,
            timedBudget: inputs.timedUpdates,
            stepsFixed: inputs.steps !== undefined,
            endsActivity: inputs.endActivity === 'always' || (inputs.endActivity === 'auto' && byInput),
        };
        const client = (0,signalgrid_client/* createClient */.U)(inputs, { quiet: true });
        this.#sending = new Sending(kept, client, settings, legs, () => this.#history.plan);
        this.#lastEnd = new LastEnd({
            kept,
            client,
            seal,
            delays: inputs,
            endActivity: inputs.endActivity,
            holding: legs ? undefined : holding,
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
            this.#watchWorker();
            this.#sending.takeInbox();
            await this.#reads?.readDue();
            this.#tick();
            const due = (this.#reads?.schedule.nextAt ?? Number.POSITIVE_INFINITY) - Date.now();
            await this.#sleep(Math.max(0, Math.min(constants/* TRACKER_TICK_MS */.Wj, due)) || constants/* TRACKER_TICK_MS */.Wj);
        }
        const waitedForPlan = this.#history.stop();
        this.#stopped.abort();
        if (waitedForPlan && this.#listing)
            this.#decide(Date.now(), true);
        // Post draws the run in the job summary from what this tracker saw last.
        if (this.#listing)
            (0,last_look/* leaveLastLook */.Z5)(this.#kept.folder, this.#listing, this.#history.plan);
        // Anything handed over just before the stop still counts: post folds the unsent state into the end.
        this.#sending.takeInbox();
        await this.#sending.stop();
    }
    #shouldStop() {
        return (this.#stopping ||
            this.#kept.folder.stopRequested() ||
            !this.#kept.folder.exists() ||
            this.#worker.lookedLast(Date.now()) ||
            Date.now() - this.#startedAt > constants/* TRACKER_MAX_LIFETIME_MS */.vN);
    }
    /**
     * The job's worker gone, the job is over (done, or cut at the cancel timeout): its record, read once more now,
     * says whether the activity must still be ended in post's place.
     */
    #watchWorker() {
        const now = Date.now();
        if (this.#worker.justGone(now))
            this.#reads?.schedule.only('own', now);
    }
    /** What the reads tell the tracker, and what they ask of it. */
    #readsHost() {
        return {
            seen: (job) => this.#seen(job),
            listed: (listed, now) => this.#listed(listed, now),
            ownChanged: (job, now) => this.#ownChanged(job, now),
            line: () => this.#place.current,
            stepName: () => this.#stepName,
            nextSendAt: () => this.#sending.nextSendAt,
            plan: () => this.#history.plan,
            activityStartedAt: () => this.#kept.current.activityStartedAt ?? this.#kept.current.startedAt,
            otherLeg: this.#legs !== undefined && !this.#legs.starter,
            stop: () => this.stop(),
        };
    }
    /**
     * This job's record, as read: once the job is cancelled or over and this action's post has not begun, the
     * activity is ended in post's place (what waits to be sent goes first, or into the end); the tracker leaves.
     */
    async #seen(job) {
        const ending = jobEnding(job, this.#stepName);
        if (ending === 'runs')
            return false;
        if (ending !== 'over') {
            await this.#sending.stop();
            await this.#lastEnd.send(ending.outcome, ending.failedStep);
        }
        this.stop();
        return true;
    }
    /** A listing of the run: this job's place in line, once the plan (the history) is read. */
    #listed(listed, now) {
        const own = listed.jobs.find((job) => job.id === listed.ownJobId);
        this.#nameOwnStep(own);
        this.#listing = { ...listed, ownStartedAt: this.#kept.current.startedAt, actionStep: this.#stepName };
        const started = runView(this.#listing, { at: now, plan: this.#history.plan }).startedAt;
        if (this.#kept.current.activityStartedAt !== started)
            this.#kept.keep({ activityStartedAt: started });
        if (this.#history.holdsPlace()) {
            // Nothing read meanwhile: the history's answer (or HISTORY_WAIT_MS) decides.
            this.#reads?.schedule.none();
            return;
        }
        this.#decide(now, true);
    }
    /** This job's record, read alone: the run, when its jobs were never listed; laid over the listing otherwise. */
    #ownChanged(job, now) {
        if (!this.#listing) {
            // The run's jobs cannot be listed: this job's record is the run.
            this.#listed({ jobs: [job], ownJobId: job.id }, now);
            return;
        }
        const others = this.#listing.jobs.filter((other) => other.id !== job.id);
        this.#listing = { ...this.#listing, jobs: [...others, job] };
        if (this.#place.sends)
            this.#sending.show(this.#listing, now);
    }
    /** This job's place in line, from the last listing and the plan: who sends, and what is read next. */
    #decide(now, changed) {
        const run = this.#listing;
        const before = this.#place.take(run, this.#history.plan, this.#reads?.ownOnly === true);
        const line = this.#place.current;
        if (line?.role === 'sender') {
            if (before !== 'sender' && !this.#legs?.starter)
                this.#sending.takeOver(line, run, now);
            this.#sending.show(run, now);
        }
        this.#reads?.afterListing(now, changed);
    }
    /** Between reads: a place held for the history is taken once its wait is over; the sender's bar moves. */
    #tick() {
        const now = Date.now();
        // The history is slow: this job takes its place in line without the plan, and again once it is read.
        if (this.#history.waitOver(now))
            this.#decide(now, true);
        if (this.#place.sends)
            this.#sending.tick(now);
    }
    /** The action's step name, as this job lists it: a `name:` of the workflow's, found once. */
    #nameOwnStep(own) {
        if (this.#stepName !== this.#defaultStep)
            return;
        const name = (0,participants/* ownStepName */.Q4)(own, this.#kept.current.startedAt, (0,job_steps/* listedName */.d1)(own.steps, this.#defaultSteps));
        if (name === this.#defaultStep)
            return;
        this.#stepName = name;
        this.#history.replan();
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

;// CONCATENATED MODULE: ./src/tracker.ts

/**
 * The activity's background process, which a stage starts as dist/tracker/index.js. Its stdio is closed:
 * whatever happens, it says nothing.
 */
const run = () => runTracker().catch(() => { });


/***/ }),

/***/ 44518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ median)
/* harmony export */ });
// The usual value of what the runs read measured (a step's time, a wait, a leg's time): their median, which one
// odd run among three does not move, where a mean would follow it. Pure.
/** The middle value, or the mean of the two middle ones; 0 of none. */
function median(values) {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
        ? sorted[middle]
        : (sorted[middle - 1] + sorted[middle]) / 2;
}


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
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24200);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31788);


/** The bar stays under this until the end: which leg is on its last step, the reports do not say. */
const LEGS_MAX = 94;
/**
 * Where the matrix is, `elapsedMs` after its activity began. The bar is the larger of two shares: of the legs'
 * usual time, the legs done (a long leg done moves it further than a short one), and of the matrix's expected
 * span, the time gone by (the legs run side by side: the matrix ends with its longest leg to come). The time
 * left is the longest usual time of the legs to come, less the time gone by (all of it, for a leg still waiting
 * for a runner), and "taking longer than usual" once past it by more than LATE_MARGIN; none without a history,
 * and none once a leg failed (the matrix's outcome is known; under fail-fast the others are being cancelled).
 */
function legsView(legs, usual, elapsedMs) {
    const toCome = comingWeights(legs, usual);
    const waiting = toCome.length === 0 ? [] : (legs.queued ?? []).map((digest) => weight(usual, usual.get(digest)));
    const remainingMs = toCome.length === 0 ? undefined : Math.max(Math.max(...toCome) - elapsedMs, ...waiting);
    const byClock = remainingMs === undefined ? 0 : elapsedMs / Math.max(1, elapsedMs + Math.max(0, remainingMs));
    const percent = Math.min(LEGS_MAX, Math.floor(100 * Math.max(legsDoneShare(legs, usual), byClock)));
    // Late only past the longest usual time and its margin: a leg at the usual pace ends a few seconds either side.
    const lateBy = Math.max(0, ...toCome) * _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LATE_MARGIN */ .qE;
    const timeLeft = remainingMs === undefined || legs.failed > 0
        ? ''
        : (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .timeLeftText */ .wo)(Math.max(0, remainingMs), remainingMs < -lateBy);
    return {
        percent,
        words: [(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), failedWords(legs), timeLeft]
            .filter(Boolean)
            .join(' · '),
    };
}
/**
 * The share of the matrix that is done: legs done, each weighing its usual time when the history has them, so
 * that the bar stands nearer its end once the long legs are done. A leg the history does not know (added
 * since, or renamed) weighs the mean of those it knows; so do the legs still to come when the history does not
 * hold exactly as many other legs as are still to come.
 */
function legsDoneShare(legs, usual) {
    if (usual.size === 0)
        return legs.done.length / legs.count;
    const done = legs.done.reduce((sum, digest) => sum + weight(usual, usual.get(digest)), 0);
    const left = comingWeights(legs, usual).reduce((sum, ms) => sum + ms, 0);
    return done / Math.max(1, done + left);
}
/** What each leg still to come usually takes: empty without a history, or with none to come. */
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
/** A leg's weight: its usual time, or the mean of those the history knows. */
function weight(usual, ms) {
    const known = [...usual.values()];
    const mean = known.reduce((sum, value) => sum + value, 0) / Math.max(1, known.length);
    return Math.max(ms ?? mean, 1);
}
/** "1 failed: windows-latest, 22", "2 failed: windows-latest, 22, …"; '' when none failed. */
function failedWords(legs) {
    if (legs.failed === 0)
        return '';
    return legs.failed === 1 ? `1 failed: ${legs.failedLabel}` : `${legs.failed} failed: ${legs.failedLabel}, …`;
}
/**
 * The legs of the matrix job this job is a leg of, from the run's listing: the jobs named after the same matrix
 * job ("test (ubuntu-latest, 20)"). A leg counts as done once its job has completed: its post has reported it to
 * the other legs by then, so what a leg's post later shows from their reports never counts fewer. A leg counts
 * as failed from the moment one of its steps fails, before its post has even begun: the phone turns red then,
 * as it does for a job alone. A leg an earlier attempt ran, which this one does not run again, is listed
 * completed: the reports count it done too.
 */
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
/** The jobs of the run that are legs of this job's matrix job, each with its label, in the listing's order. */
function legsOf(snapshot) {
    const own = snapshot.jobs.find((job) => job.id === snapshot.ownJobId);
    const matrix = _words_js__WEBPACK_IMPORTED_MODULE_1__/* .LEG_NAME */ .fs.exec(own?.name ?? '')?.[1];
    return snapshot.jobs.flatMap((job) => {
        const name = _words_js__WEBPACK_IMPORTED_MODULE_1__/* .LEG_NAME */ .fs.exec(job.name);
        return name && name[1] === matrix ? [{ job, label: name[2] }] : [];
    });
}
/**
 * The legs' view as the tracker sends it: a step change is a leg done (or failed), not a step of any leg, so a
 * matrix costs one update per leg and the timed ones; each value is the one for the moment it is sent, never
 * ahead of it, so that a leg's post, which shows the legs from their reports later, never shows less.
 */
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
/** What a step change is to the legs' view: a leg done, or failed. */
function legsKey(legs) {
    return `legs ${legs.done.length} of ${legs.count}, ${legs.failed} failed`;
}


/***/ })

};
