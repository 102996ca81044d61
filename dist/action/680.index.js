export const id = 680;
export const ids = [680,644];
export const modules = {

/***/ 49165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z5: () => (/* binding */ leaveLastLook),
/* harmony export */   _d: () => (/* binding */ readLastLook)
/* harmony export */ });
/* unused harmony export MAX_LAST_LOOK_BYTES */
/* harmony import */ var _github_job_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63644);
/* harmony import */ var _view_parts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52759);
// What the tracker saw of the run when it stopped, left in the activity's folder for post: its last listing of
// the run's jobs (those that take part) and the plan of the usual run. Post draws the run in the job summary from
// it (run-picture.ts) with no request of its own. The folder is this user's alone, and what is read back is
// still bounded and checked, field by field, as a jobs API answer is.


/** A last look larger than this (a matrix of hundreds of legs) keeps this job's steps only, or is not kept. */
const MAX_LAST_LOOK_BYTES = 1024 * 1024;
/** Leaves the tracker's last look for post. Never throws: the tracker's end does not wait on a picture. */
function leaveLastLook(folder, snapshot, plan) {
    try {
        const taking = new Set((0,_view_parts_js__WEBPACK_IMPORTED_MODULE_0__/* .partsOf */ .CI)(snapshot, plan).flatMap((part) => (part.job ? [part.job] : [])));
        const jobs = snapshot.jobs.filter((job) => taking.has(job));
        const text = (steps) => JSON.stringify({
            ownJobId: snapshot.ownJobId,
            ownStartedAt: snapshot.ownStartedAt,
            actionStep: snapshot.actionStep,
            jobs: jobs.map((job) => apiJob(job, steps(job))),
            plan: plan && { ...plan, known: [...plan.known] },
        });
        const whole = text(() => true);
        const kept = Buffer.byteLength(whole) <= MAX_LAST_LOOK_BYTES ? whole : text((job) => job.id === snapshot.ownJobId);
        if (Buffer.byteLength(kept) <= MAX_LAST_LOOK_BYTES)
            folder.writeLastLook(kept);
    }
    catch {
        // A full disk, a folder gone: post writes the summary without the picture.
    }
}
/** The tracker's last look, if it left one that reads as one. */
function readLastLook(folder) {
    let value;
    try {
        value = JSON.parse(folder.readLastLook(MAX_LAST_LOOK_BYTES) ?? '');
    }
    catch {
        return undefined;
    }
    if (!(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return undefined;
    const { ownJobId, ownStartedAt, actionStep, jobs, plan } = value;
    if (!Number.isSafeInteger(ownJobId) || ownJobId < 1)
        return undefined;
    if (!isFiniteNumber(ownStartedAt) || typeof actionStep !== 'string' || !Array.isArray(jobs))
        return undefined;
    const parsed = jobs.map(_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJob */ .J);
    const listed = parsed.flatMap((job) => (job.ok ? [job.job] : []));
    if (listed.length !== jobs.length)
        return undefined;
    return {
        snapshot: { jobs: listed, ownJobId: ownJobId, ownStartedAt, actionStep },
        plan: readPlan(plan),
    };
}
/** A job as the jobs API lists it, so that it reads back through parseJob; its steps left out unless `steps`. */
function apiJob(job, steps) {
    return {
        id: job.id,
        status: job.status,
        conclusion: job.conclusion,
        name: job.name,
        runner_name: job.runnerName,
        html_url: job.htmlUrl,
        created_at: job.createdAt,
        started_at: job.startedAt,
        completed_at: job.completedAt,
        steps: (steps ? job.steps : []).map((step) => ({
            name: step.name,
            status: step.status,
            conclusion: step.conclusion,
            number: step.number,
            started_at: step.startedAt,
            completed_at: step.completedAt,
        })),
    };
}
/** The plan, if every field of it is of its type; undefined draws the run without its usual times. */
function readPlan(value) {
    if (!(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return undefined;
    const { jobs, spanMs, known, medianJobMs, medianStepMs, usualMs, pace, lateMs } = value;
    if (!Array.isArray(jobs) || !Array.isArray(known) || !known.every((name) => typeof name === 'string'))
        return undefined;
    if (!isFiniteNumber(spanMs) || !isFiniteNumber(medianJobMs) || !isFiniteNumber(medianStepMs))
        return undefined;
    if (!isFiniteNumber(usualMs) || !isFiniteNumber(lateMs) || !(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(pace))
        return undefined;
    if (!isFiniteNumber(pace.least) || !isFiniteNumber(pace.most))
        return undefined;
    const planned = jobs.map((job) => readPlannedJob(job, jobs.length));
    if (!planned.every((job) => job !== undefined))
        return undefined;
    return {
        jobs: planned,
        spanMs,
        known: new Set(known),
        medianJobMs,
        medianStepMs,
        usualMs,
        pace: { least: pace.least, most: pace.most },
        lateMs,
    };
}
function readPlannedJob(value, count) {
    if (!(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return undefined;
    const { name, start, end, steps, userSteps, after, wait } = value;
    const index = (number) => Number.isSafeInteger(number) && number >= 0;
    if (typeof name !== 'string' || !isFiniteNumber(start) || !isFiniteNumber(end) || !isFiniteNumber(wait))
        return undefined;
    if (!index(userSteps) || (after !== undefined && !(index(after) && after < count)))
        return undefined;
    if (!Array.isArray(steps))
        return undefined;
    const timed = steps.map(readPlannedStep);
    if (!timed.every((step) => step !== undefined))
        return undefined;
    return {
        name,
        start,
        end,
        steps: timed,
        userSteps: userSteps,
        after: after,
        wait,
    };
}
function readPlannedStep(value) {
    if (!(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return undefined;
    const { name, start, end } = value;
    return typeof name === 'string' && isFiniteNumber(start) && isFiniteNumber(end)
        ? { name, start, end }
        : undefined;
}
function isFiniteNumber(value) {
    return typeof value === 'number' && Number.isFinite(value);
}


/***/ }),

/***/ 50722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ userSteps),
/* harmony export */   O0: () => (/* binding */ stepProgress),
/* harmony export */   Vz: () => (/* binding */ actionStepNames),
/* harmony export */   d1: () => (/* binding */ listedName),
/* harmony export */   ks: () => (/* binding */ stepsBeforeBreak),
/* harmony export */   q1: () => (/* binding */ begun)
/* harmony export */ });
/* unused harmony exports isBehind, stepNews */
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

/**
 * Whether a step has begun: it is in progress or completed. The API lists a step not begun as `pending` (seen
 * in live answers) or `queued` (its documented enum): both, and any status it may come to add, are not begun.
 */
function begun(step) {
    return step.status === 'in_progress' || step.status === 'completed';
}
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
 * Of the names the runner may give the action's steps (RunContext.defaultStepNames), the one the job lists
 * (its main, pre or post step), else the first.
 */
function listedName(steps, names) {
    const listed = new Set(steps.map((step) => step.name));
    const found = names.find((name) => [...actionStepNames(name)].some((step) => listed.has(step)));
    return found ?? names[0];
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
    return isDeepStrictEqual(next, previous) ? 'same' : 'new';
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

/***/ 63644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parseJob),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/**
 * Reads a job from decoded JSON without trusting its shape: every field used is checked, unknown fields are
 * ignored, and a missing or malformed field is reported as a problem naming it (never thrown).
 */
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
/** Whether a decoded JSON value is a plain object. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
// Thrown only inside this module, to unwind a nested read; parseJob turns it into a problem.
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
// Absent and null both mean "not known yet" (e.g. a step's completed_at while it runs).
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

/***/ 24200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fe: () => (/* binding */ RUNNING_MAX),
/* harmony export */   IK: () => (/* binding */ BEFORE_LAST_STEPS_MAX),
/* harmony export */   jI: () => (/* binding */ BOOKKEEPING),
/* harmony export */   qE: () => (/* binding */ LATE_MARGIN),
/* harmony export */   vT: () => (/* binding */ SAME_MOMENT_MS)
/* harmony export */ });
// The view's fixed figures, in one place: the bar's ceilings, the runner's own steps, and how near two moments of
// the jobs API are to count as one. Pure.
/** The bar stays under this until every job that takes part is on its last step. */
const BEFORE_LAST_STEPS_MAX = 94;
/** The most the bar shows before the end. */
const RUNNING_MAX = 99;
/** The runner's own steps around every job's: neither the user's work nor this action's. */
const BOOKKEEPING = new Set(['Set up job', 'Complete job']);
/**
 * Two moments within this of each other are one: the jobs API gives whole seconds. A job that began within it of
 * another's end began after it; jobs planned to start within it of each other start side by side.
 */
const SAME_MOMENT_MS = 1_000;
/**
 * How far past the slowest ordinary run the activity goes before it is taking longer than usual, as a share of
 * its usual time: even runs of the same work differ by a few seconds (runners start up, the API gives whole
 * seconds), and a run at the usual pace must never be called late.
 */
const LATE_MARGIN = 0.1;


/***/ }),

/***/ 15639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ actionNames),
/* harmony export */   Ez: () => (/* binding */ listsAction),
/* harmony export */   GP: () => (/* binding */ takesPart),
/* harmony export */   Q4: () => (/* binding */ ownStepName),
/* harmony export */   l9: () => (/* binding */ carriedOver)
/* harmony export */ });
/* harmony import */ var _github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);

/** What a stage may start after its step does: whole seconds in the API, and a process to start. */
const STAGE_START_SLACK_MS = 2_000;
const PRE = 'Pre ';
/**
 * The display name of the step this job's use of the action runs as. `defaultName` when the job lists a step
 * of that name (or its pre or post); otherwise the step whose pre (or, without a pre, whose main) began in the
 * seconds before `startedAt`, the moment this use's first stage began; `defaultName` when that is not one
 * step.
 */
function ownStepName(job, startedAt, defaultName) {
    const defaults = (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .actionStepNames */ .Vz)(defaultName);
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
/** Whether the job lists one of the steps of a use of the action named as `names` says. */
function listsAction(job, names) {
    return job.steps.some((step) => names.has(step.name));
}
/** The names of the steps of a use of the action named `stepName`: its pre, main and post. */
function actionNames(stepName) {
    return (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .actionStepNames */ .Vz)(stepName);
}
/**
 * Whether `job` of this run attempt takes part. `history` tells of the jobs that list no step yet: `true` when the
 * plan has a job of that name, `false` when the runs read had one that did not take part, undefined when they
 * had none (or there is no history).
 */
function takesPart(job, ownJobId, names, history) {
    if (job.id === ownJobId)
        return true;
    if (listsAction(job, names))
        return true;
    // A job that lists its steps and none of ours does not; one that completed without listing any was skipped.
    if (job.steps.length > 0 || job.status === 'completed')
        return false;
    return history !== false;
}
/**
 * A job listed in this attempt that an earlier attempt ran: a re-run lists the jobs it does not run again, with
 * new ids, as completed before they were created.
 */
function carriedOver(job) {
    const created = Date.parse(job.createdAt ?? '');
    const completed = Date.parse(job.completedAt ?? '');
    return job.status === 'completed' && completed < created;
}


/***/ }),

/***/ 52759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ partsOf),
/* harmony export */   Of: () => (/* binding */ onLastStep),
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   u5: () => (/* binding */ endedAt),
/* harmony export */   wN: () => (/* binding */ activityStart),
/* harmony export */   xR: () => (/* binding */ beganAt)
/* harmony export */ });
/* harmony import */ var _github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24200);
/* harmony import */ var _participants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15639);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22425);




/** The jobs that take part, listed or expected, each matched to its planned job by name, in order. */
function partsOf(snapshot, plan) {
    const names = (0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .actionNames */ .Bk)(snapshot.actionStep);
    const listed = snapshot.jobs
        .filter((job) => job.id === snapshot.ownJobId || !(0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .carriedOver */ .l9)(job))
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
        if (!(0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .takesPart */ .GP)(job, snapshot.ownJobId, names, history))
            return [];
        const progress = job.steps.length > 0 ? (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .stepProgress */ .O0)(job, names) : undefined;
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
    const begun = job.steps.some((step) => !_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .BOOKKEEPING */ .jI.has(step.name) && hasBegun(step));
    // No step of the user's listed yet (the list grows as steps start): nothing to say of it yet.
    if (!begun || !progress || progress.total === 0)
        return 'setup';
    return progress.done ? 'done' : 'running';
}
function hasBegun(step) {
    return step.status === 'in_progress' || step.status === 'completed';
}
/**
 * When the activity began: the first job that took part began this action's first step (this job's own
 * moment, to the millisecond, where it is the first).
 */
function activityStart(snapshot, parts) {
    const names = (0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .actionNames */ .Bk)(snapshot.actionStep);
    const anchors = parts.flatMap((part) => {
        if (part.own)
            return [snapshot.ownStartedAt];
        const steps = part.job?.steps ?? [];
        const ours = steps.find((step) => names.has(step.name) && hasBegun(step));
        const first = ours ?? steps.find((step) => !_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .BOOKKEEPING */ .jI.has(step.name) && hasBegun(step));
        const at = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .n)(first?.startedAt ?? null);
        return Number.isFinite(at) ? [at] : [];
    });
    return Math.min(snapshot.ownStartedAt, ...anchors);
}
function beganAt(part) {
    const job = part.job;
    if (!job || job.status === 'queued' || job.status === 'waiting')
        return Number.POSITIVE_INFINITY;
    const started = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .n)(job.startedAt);
    return Number.isFinite(started) ? started : Number.POSITIVE_INFINITY;
}
function onLastStep(part) {
    const progress = part.progress;
    return (progress !== undefined && progress.current !== undefined && progress.current.position === progress.total);
}
function endedAt(part) {
    const steps = part.job?.steps ?? [];
    const ends = [
        (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .n)(part.job?.completedAt ?? null),
        ...steps.map((step) => (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .n)(step.completedAt)),
    ].filter(Number.isFinite);
    return ends.length === 0 ? 0 : Math.max(...ends);
}
/** Changes whenever a step of a job that takes part starts or ends: the view's key. */
function keyOf(parts) {
    return parts
        .map((part) => {
        const progress = part.progress;
        const broke = progress?.failed ? 'F' : progress?.cancelled ? 'C' : '';
        return `${part.name}:${part.phase}:${progress?.completed ?? 0}/${progress?.total ?? 0}:${progress?.current?.position ?? 0}${broke}`;
    })
        .join(';');
}


/***/ }),

/***/ 22425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ snapshotAt),
/* harmony export */   n: () => (/* binding */ timeOf)
/* harmony export */ });
function timeOf(value) {
    return Date.parse(value ?? '');
}
/**
 * The listing as it stood at `at`: a job created later is not in it yet, one not started then is queued with
 * no steps (the runner lists them at set-up), and each step is pending, running or completed by its times.
 * Whole seconds: a step that ended in the second of `at` is completed.
 */
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


/***/ }),

/***/ 31788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d6: () => (/* binding */ legsDoneWords),
/* harmony export */   fs: () => (/* binding */ LEG_NAME),
/* harmony export */   wo: () => (/* binding */ timeLeftText),
/* harmony export */   y2: () => (/* binding */ jobList)
/* harmony export */ });
/* unused harmony export WIDE_SPREAD */
// The words of the run's view, short enough for a lock screen. Pure.
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/**
 * The runs disagree widely about the time left when what is left at the slow end of an ordinary pace is this
 * many times what is left at the quick end: then no single figure is true to them, and the words give the range
 * instead.
 */
const WIDE_SPREAD = 1.5;
/**
 * The time left the way a person says it: "a few seconds left", "about 40s left", "about 3 min left",
 * "about 1 h 15 min left" (to ten seconds under a minute, five minutes past an hour: a finer figure would claim
 * a precision the estimate has not). Past the point no ordinary run passes any number would be wrong: "taking
 * longer than usual".
 *
 * Where the runs disagree widely (`spread`: the most is WIDE_SPREAD times the least or more), no figure is true
 * to them: the words give the range that covers what an ordinary run leaves, the least rounded down and the most
 * rounded up, both to the unit the most is said in: "about 10-30s left", "about 2-4 min left", "about 1-3 h
 * left"; "under 3 min left" when the least rounds down to nothing. Under ten seconds it is "a few seconds"
 * whatever the runs say.
 */
function timeLeftText(remainingMs, overrun, spread) {
    if (overrun)
        return 'taking longer than usual';
    if (spread && spread.mostMs >= 10 * SECOND && spread.mostMs >= WIDE_SPREAD * spread.leastMs) {
        const { unit, say } = spread.mostMs <= 50 * SECOND
            ? { unit: 10 * SECOND, say: (count) => `${count * 10}s` }
            : spread.mostMs <= HOUR - MINUTE
                ? { unit: MINUTE, say: (count) => `${count} min` }
                : { unit: HOUR, say: (count) => `${count} h` };
        const least = Math.floor(spread.leastMs / unit);
        const most = Math.ceil(spread.mostMs / unit);
        if (least === 0)
            return `under ${say(most)} left`;
        return `about ${say(least).replace(/\D+$/, '')}-${say(most)} left`;
    }
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
/** The most jobs named side by side before the rest are counted: "test, lint, docs +2". */
const MAX_NAMED = 3;
/** "test, lint": the jobs running side by side, the legs of one matrix job counted as one ("build ×3"). */
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
/** "1 of 3 legs done": a matrix's legs, in a run's view and in a shared matrix's alike. */
function legsDoneWords(done, count) {
    return `${done} of ${count} legs done`;
}
/** "test (ubuntu-latest, 20)": the matrix job's name, and its leg's values. */
const LEG_NAME = /^(.*) \((.*)\)$/;


/***/ })

};
