export const id = 732;
export const ids = [732];
export const modules = {

/***/ 8208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ sendJournaled)
/* harmony export */ });
/**
 * Sends one request and writes it to the journal, whether it succeeds or not: the job summary lists what
 * was sent, and later stages read the last quota from it.
 */
async function sendJournaled(folder, entry, send) {
    try {
        const answer = await send();
        folder.appendJournal({ ...entry, ruuid: answer.ruuid, remaining: answer.remaining });
        return answer;
    }
    catch (error) {
        folder.appendJournal({ ...entry, error: error instanceof Error ? error.message : String(error) });
        throw error;
    }
}


/***/ }),

/***/ 6501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ stepContent)
/* harmony export */ });
/**
 * What the phone shows for the job's steps: "Step 3 of 7 · Run tests", the bar at the completed fraction
 * with one segment per step (unless the user fixed `steps`), red from the moment a step fails.
 */
function stepContent(content, progress, stepsFixed) {
    if (progress.total === 0)
        return content;
    const { total, failed, current } = progress;
    const body = failed
        ? `Failed at ${failed.position === undefined ? '' : `step ${failed.position} of ${total} · `}${failed.name}`
        : current
            ? `Step ${current.position} of ${total} · ${current.name}`
            : `All ${total} steps done`;
    // After a failure the later steps complete as skipped: the bar stays where the job broke.
    const percent = failed?.position === undefined ? progress.percent : Math.floor((failed.position * 100) / total);
    return {
        ...content,
        body,
        progress: percent,
        ...(stepsFixed ? {} : { steps: total }),
        severity: failed ? 'CRIT' : content.severity,
    };
}


/***/ }),

/***/ 6128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KS: () => (/* binding */ stepNews),
/* harmony export */   O0: () => (/* binding */ stepProgress),
/* harmony export */   Vz: () => (/* binding */ actionStepNames)
/* harmony export */ });
/* unused harmony exports userSteps, isBehind */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
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
    return {
        total,
        completed,
        percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
        current,
        failed,
        done: total > 0 && completed === total,
    };
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

/***/ 4732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runTracker: () => (/* binding */ runTracker)
});

// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(358);
// EXTERNAL MODULE: ./src/activity/folder.ts
var activity_folder = __webpack_require__(8167);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(8208);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(7039);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(1195);
// EXTERNAL MODULE: ./src/activity/step-content.ts
var step_content = __webpack_require__(6501);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(9524);
// EXTERNAL MODULE: ./src/github/current-job.ts + 1 modules
var current_job = __webpack_require__(6290);
// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(6128);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(3370);
// EXTERNAL MODULE: ./src/inputs.ts
var inputs = __webpack_require__(5396);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts
var user_agent = __webpack_require__(1635);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
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













const MAX_POLL_BACKOFF_MS = 60_000;
const NO_PERMISSION_NOTICE = 'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
    'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).';
/**
 * The background process of an activity, one per job: it follows the job's steps through the jobs API and
 * sends them, with the explicit updates that later uses of the action hand it, through one coalescing
 * queue that respects the phones' spacing. It prints nothing (its stdio is not the job log's) and writes
 * what post must know to the activity folder. Post stops it before the end, so no update follows the end.
 */
async function runTracker(env = process.env) {
    const path = env[constants/* TRACKER_FOLDER_VARIABLE */.Lh];
    if (!path)
        return;
    const folder = new activity_folder/* ActivityFolder */.Q(path);
    const record = folder.readRecord();
    try {
        if (record)
            await new Tracker(folder, record, (0,inputs/* readInputs */.K)()).run();
    }
    finally {
        folder.markStopped();
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
    #record;
    #progress;
    #nextPollAt = 0;
    #failedPolls = 0;
    #stopping = false;
    #wake;
    constructor(folder, record, inputs) {
        this.#folder = folder;
        this.#record = record;
        this.#client = (0,signalgrid_client/* createClient */.U)(inputs);
        this.#stepsFixed = inputs.steps !== undefined;
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
    async run() {
        const stop = () => {
            this.#stopping = true;
            this.#wake?.();
        };
        process.once('SIGTERM', stop);
        process.once('SIGINT', stop);
        while (!this.#shouldStop()) {
            this.#takeInbox();
            if (this.#job && Date.now() >= this.#nextPollAt)
                await this.#poll(this.#job);
            await this.#sleep(Math.max(0, Math.min(constants/* TRACKER_TICK_MS */.Wj, this.#nextPollAt - Date.now())) || constants/* TRACKER_TICK_MS */.Wj);
        }
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
            const content = (0,activity_content/* applyUpdate */.QE)(this.#record.content, update);
            // A failed step keeps the activity red whatever a later update says.
            this.#offer(this.#record.failedStep ? { ...content, severity: 'CRIT' } : content);
        }
    }
    async #poll(job) {
        this.#nextPollAt = Date.now() + constants/* POLL_INTERVAL_MS */.fv;
        const answer = await job.read();
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
        this.#offer((0,step_content/* stepContent */.M)(this.#record.content, progress, this.#stepsFixed), progress.failed?.name);
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
                    Date.now() + Math.min(MAX_POLL_BACKOFF_MS, constants/* POLL_INTERVAL_MS */.fv * 2 ** this.#failedPolls);
        }
    }
    #offer(content, failedStep) {
        this.#save(content, failedStep);
        this.#queue.offer(content);
    }
    /** Sends one update, unless the quota left is what the end (and the alert) will need. */
    async #send(content) {
        const remaining = (0,quota/* lastRemaining */.fq)(this.#folder.readJournal());
        if (remaining !== undefined && remaining <= this.#record.quotaReserve)
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


/***/ })

};
