export const id = 452;
export const ids = [452,631];
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

/***/ 16452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/end.ts
var end = __webpack_require__(97548);
// EXTERNAL MODULE: ./src/activity/folder.ts
var activity_folder = __webpack_require__(9173);
// EXTERNAL MODULE: ./src/activity/journal-seal.ts
var journal_seal = __webpack_require__(37010);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/tracker/control.ts
var control = __webpack_require__(49521);
// EXTERNAL MODULE: ./src/stages/end.ts + 1 modules
var stages_end = __webpack_require__(12814);
;// CONCATENATED MODULE: ./src/activity/step-content.ts
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

// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
// EXTERNAL MODULE: ./src/stages/own-job.ts
var own_job = __webpack_require__(21937);
;// CONCATENATED MODULE: ./src/stages/failed-step.ts




/**
 * Reads the job once more when it failed and the tracker saw no failed step, and records the step and the
 * content the tracker would have given it. Post runs right after a failing step (the steps after it are
 * skipped at once), so the tracker's next poll seldom comes in between: without this, the end and the
 * failure alert could almost never say where the job broke. Best effort and bounded: any problem reading
 * the job leaves the record as it was. Returns the job as read, which the job summary's picture draws too.
 */
async function recordFailedStep(inputs, context, folder) {
    const record = folder.readRecord();
    if (!record || record.failedStep || !inputs.trackSteps || !inputs.githubToken)
        return undefined;
    const job = await (0,own_job/* readOwnJob */.W)(inputs, context, constants/* FAILED_STEP_LOOKUP_TIMEOUT_MS */.DO);
    if (!job)
        return undefined;
    const own = (0,job_steps/* listedName */.d1)(job.steps, context.defaultStepNames);
    const progress = (0,job_steps/* stepProgress */.O0)(job, (0,job_steps/* actionStepNames */.Vz)(own));
    if (progress.failed) {
        folder.writeRecord({
            ...record,
            content: stepContent(record.content, progress, inputs.steps !== undefined),
            failedStep: progress.failed.name,
        });
    }
    return job;
}

// EXTERNAL MODULE: ./src/stages/job-summary.ts + 1 modules
var job_summary = __webpack_require__(9020);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
// EXTERNAL MODULE: ./src/stages/run-stage.ts + 2 modules
var run_stage = __webpack_require__(62660);
// EXTERNAL MODULE: ./src/stages/state.ts
var stages_state = __webpack_require__(49074);
;// CONCATENATED MODULE: ./src/stages/post.ts















/**
 * Job end (post runs after failures and cancellation too): the activity ends in the job's colour with how
 * long it took, the failure alert goes out when asked for, and the job summary says what was sent.
 */
async function post() {
    const state = (0,stages_state/* readInstanceState */.v4)();
    if (state.role === undefined || (state.role === 'none' && !state.alone))
        return;
    const inputs = (0,run_stage/* stageInputs */.M$)({ reportProblems: false });
    if (!inputs || !(0,run_stage/* hasCredentials */.Lk)(inputs))
        return;
    const context = (0,run_context/* readRunContext */.$p)();
    if (state.role === 'leg') {
        const { finishLeg } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(204), __webpack_require__.e(837), __webpack_require__.e(543)]).then(__webpack_require__.bind(__webpack_require__, 3837));
        return finishLeg(inputs, context, state);
    }
    await endOwn(inputs, context, state);
    // A leg of a shared matrix that showed its own activity still counts in the matrix's.
    if (state.alone) {
        const { reportAlone } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(204), __webpack_require__.e(837), __webpack_require__.e(543)]).then(__webpack_require__.bind(__webpack_require__, 3837));
        await reportAlone(inputs, context, state);
    }
}
/** This instance's own activity: ended when it should be, with the alert and the job summary. */
async function endOwn(inputs, context, state) {
    if (!state.token)
        return;
    const folder = activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, state.token);
    const owner = state.role === 'starter' || state.role === 'attacher';
    const ends = (0,end/* endsActivity */.KB)(inputs.endActivity, (0,stages_state/* holdingOf */.JO)(state), inputs.jobStatus);
    // The tracker stops (and finishes what it is sending) before the end, so that no update follows it.
    if (owner || ends)
        await (0,control/* stopTracker */.ry)(folder, constants/* TRACKER_STOP_TIMEOUT_MS */.jT);
    const failedJob = inputs.jobStatus === 'failure' && (owner || ends)
        ? await recordFailedStep(inputs, context, folder)
        : undefined;
    // One moment for "how long it took", so the end and the job summary say the same.
    const endedAt = Date.now();
    if (ends)
        await endActivity(inputs, context, folder, state, endedAt);
    if (ends && state.activityName) {
        const { forgetName } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(204), __webpack_require__.e(952)]).then(__webpack_require__.bind(__webpack_require__, 15952));
        await forgetName(inputs, context, state.activityName);
    }
    if (!owner)
        return;
    if (inputs.jobStatus === 'failure' && inputs.failureAlert !== 'none') {
        await (0,stages_end/* sendFailureAlert */.p)(inputs.failureAlert, inputs, context, folder, folder.readRecord()?.failedStep);
    }
    const journal = folder.readJournal();
    (0,report/* sayTrackerJournal */.n)(journal, new journal_seal/* JournalSeal */.F(inputs.clientKey, folder));
    const low = (0,quota/* quotaWarning */.BY)((0,quota/* lastRemaining */.fq)(journal));
    if (low)
        core/* warning */.$e(low, constants/* ANNOTATION */.YX);
    const record = folder.readRecord();
    const startedAt = record?.startedAt ?? state.startedAt ?? endedAt;
    // The usual time is the activity's: beside this job's time only where the activity is this job alone.
    const alone = record?.activityStartedAt === undefined || record.activityStartedAt === record.startedAt;
    await (0,job_summary/* writeJobSummary */.j)({
        journal,
        status: inputs.jobStatus,
        durationMs: endedAt - startedAt,
        ...(alone && record?.usualMs !== undefined ? { usualMs: record.usualMs } : {}),
        picture: {
            folder,
            request: {
                whole: ends,
                heading: record?.content.title ?? (0,run_context/* defaultTitle */.QL)(context),
                outcome: inputs.jobStatus,
                jobOutcome: inputs.jobStatus,
                endedAt,
                postBeganAt: (0,job_summary/* postBeganAt */.b)(),
                ...(failedJob ? { ownJob: failedJob } : {}),
            },
        },
    });
}
async function endActivity(inputs, context, folder, state, now) {
    // Ended already, by another use of the action in this job or by the tracker when it saw the job cancelled: only
    // an end under the action's seal counts, as any step can write to the journal.
    if ((0,end/* sealedEnd */.uL)(folder.readJournal(), new journal_seal/* JournalSeal */.F(inputs.clientKey, folder)))
        return;
    const record = (0,activity_content/* recordOrDefault */.AA)(folder, inputs, context, state.token, state.startedAt ?? now);
    // Updates handed over that the tracker never took: the end is the place for them now.
    const latest = folder.takeInbox().reduce(activity_content/* applyUpdate */.QE, record.content);
    const content = (0,end/* endContent */.Xe)(record, latest, inputs.jobStatus, now);
    await (0,stages_end/* sendEnd */.y)(inputs, folder, state.token, content, inputs.jobStatus, now);
}

;// CONCATENATED MODULE: ./src/post.ts


/** Job end: the runner runs it as dist/post/index.js. */
const run = () => (0,run_stage/* runStage */.Si)(post);


/***/ }),

/***/ 12814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ sendEnd),
  p: () => (/* binding */ sendFailureAlert)
});

// EXTERNAL MODULE: ./src/activity/end.ts
var end = __webpack_require__(97548);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
;// CONCATENATED MODULE: ./src/activity/failure-alert.ts

/** The push sent when the job fails: enough to know what broke without opening GitHub, and a link to it. */
function failureAlert(kind, context, jobId, failedStep) {
    const where = failedStep ? ` at “${failedStep}”` : '';
    const ref = [context.refName, context.sha.slice(0, 7)].filter(Boolean).join(' @ ');
    return {
        title: `${context.repository}: ${context.workflow || 'workflow'} failed`,
        body: [`Job ${context.job || jobId} failed${where}.`, ref ? `Ref: ${ref}` : '', (0,run_context/* runUrl */.Vp)(context, jobId)]
            .filter(Boolean)
            .join('\n'),
        severity: 'CRIT',
        critical: kind === 'critical',
    };
}

// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/activity/journal-seal.ts
var journal_seal = __webpack_require__(37010);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
;// CONCATENATED MODULE: ./src/stages/end.ts






/** Sends the activity's end, journaled under the action's seal; a failed or cancelled outcome stays on screen for its own delay. */
async function sendEnd(inputs, folder, token, content, outcome, at) {
    try {
        await (0,end/* sendSealedEnd */.SC)((0,signalgrid_client/* createClient */.U)(inputs), new journal_seal/* JournalSeal */.F(inputs.clientKey, folder), {
            folder,
            token,
            content,
            outcome,
            delays: inputs,
            at,
            by: 'post',
        });
    }
    catch (error) {
        const what = 'could not end the activity; it may stay on the phone until it expires';
        (0,report/* reportServiceFailure */.m)(inputs.failOnError, what, error);
    }
}
/**
 * Sends the push that says the job failed and `where` (a step, or a matrix's leg), journaled, to each channel
 * of `failure-alert-channel` (the activity's channels when it is empty).
 */
async function sendFailureAlert(kind, inputs, context, folder, where) {
    const message = failureAlert(kind, context, inputs.jobId, where);
    const entry = { at: Date.now(), kind: 'alert', by: 'post', severity: 'CRIT', body: message.title };
    try {
        await (0,journal/* sendJournaled */.X)(folder, entry, () => (0,signalgrid_client/* createClient */.U)(inputs, { channels: inputs.failureAlertChannels }).push(message));
    }
    catch (error) {
        (0,report/* reportServiceFailure */.m)(inputs.failOnError, 'could not send the failure alert', error);
    }
}


/***/ }),

/***/ 9020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ postBeganAt),
  j: () => (/* binding */ writeJobSummary)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/folder.ts
var folder = __webpack_require__(9173);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
;// CONCATENATED MODULE: ./src/activity/summary.ts



const OUTCOME = {
    success: '✅ succeeded',
    failure: '❌ failed',
    cancelled: '⚪ cancelled',
};
/**
 * The job summary's section: the run's picture, when there is one, then what was sent to the phone and when,
 * folded below it. Holds no secret: the journal has none. `usualMs` (the step history's, progress-mode time)
 * follows a success's duration, as on the phone.
 */
function summaryMarkdown(journal, status, durationMs, usualMs, picture) {
    const sent = (0,folder/* sentEntries */.v)(journal);
    // With a picture, its title says the usual time of what it draws.
    const usual = !picture && status === 'success' && usualMs !== undefined && usualMs > 0;
    const remaining = (0,quota/* lastRemaining */.fq)(journal);
    // With several channels an entry is one request per channel it went to.
    const results = sent.flatMap((entry) => entry.channels ? entry.channels.filter((result) => result !== null) : [entry]);
    const requests = results.length;
    const failed = results.filter((result) => result.error).length;
    const facts = [
        `Job ${OUTCOME[status]} in ${(0,content/* formatDuration */.a3)(durationMs)}${usual ? ` (usually ${(0,content/* formatDuration */.a3)(usualMs)})` : ''}`,
        `${requests} request${requests === 1 ? '' : 's'} to Signalgrid${failed ? ` (${failed} failed)` : ''}`,
        remaining === undefined ? '' : `${groupThousands(remaining)} left this month`,
    ].filter(Boolean);
    const rows = sent.map((entry) => [
        new Date(entry.at).toISOString().slice(11, 19),
        entry.kind,
        entry.progress === undefined ? '' : `${entry.progress}%`,
        entry.severity ?? '',
        cell(entry.body ?? ''),
        entry.channels ? channelsCell(entry.channels) : entry.error ? `⚠️ ${cell(entry.error)}` : '✓',
    ].join(' | '));
    const table = [
        '| Time (UTC) | Sent | Progress | Severity | Body | Result |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows.map((row) => `| ${row} |`),
    ];
    if (!picture)
        return ['### 📱 Signalgrid', '', facts.join(' · '), '', ...table, ''].join('\n');
    // The picture first; what the action sent, a click away. A blank line after <summary> lets the table render.
    return [
        '### 📱 Signalgrid',
        '',
        '```mermaid',
        picture.gantt.trimEnd(),
        '```',
        '',
        ...picture.notes.flatMap((note) => [cell(note), '']),
        '<details>',
        `<summary>${facts.join(' · ')}</summary>`,
        '',
        ...table,
        '',
        '</details>',
        '',
    ].join('\n');
}
/** Each channel's result, by its position: "1 ✓ · 2 ⚠️ refused… · 3 –" (– : not sent to it). */
function channelsCell(channels) {
    return channels
        .map((result, index) => {
        const said = result === null ? '–' : result.error ? `⚠️ ${cell(result.error)}` : '✓';
        return `${index + 1} ${said}`;
    })
        .join(' · ');
}
// A table cell holds one line and no pipe. What a body quotes (a leg's matrix values, a step's name, an
// error) shows as the text it is: no HTML, no link or image, no emphasis. Every control character is a line
// break to someone (a lone "\r" is one to CommonMark) or worse: each folds to a space, as white space does. An
// address, written out, is one that GitHub would make a link of ("https://…", "www.…", "name@host"): a word
// joiner inside it keeps it text.
function cell(text) {
    return text
        .replace(/[\s\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ')
        .replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character)
        .replace(/[\\`*_~[\]|!]/g, '\\$&')
        .replace(/\b(?:https?|ftp|mailto|xmpp)(?=:)|\bwww(?=\.)|@/gi, `$&${WORD_JOINER}`);
}
const WORD_JOINER = '\u2060';
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/**
 * 9672 -> "9,672". Not toLocaleString: its first call loads ICU's locale data, about 20 ms and 7 MB of
 * post's RSS on Node 24 for one number (npm run bench).
 */
function groupThousands(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

;// CONCATENATED MODULE: ./src/stages/job-summary.ts


/**
 * Writes the job summary: the run's picture, when this job's tracker left a look at the run, then what was sent.
 * Outside a runner (a local run) there is no summary to write to.
 */
async function writeJobSummary(summary) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const picture = summary.picture && (await drawRun(summary.picture.folder, summary.picture.request));
    const text = summaryMarkdown(summary.journal, summary.status, summary.durationMs, summary.usualMs, picture);
    await core/* summary */.z.addRaw(text).write();
}
/**
 * When this post began: the process's start. The runner starts it as the job's last step ends (after the posts of
 * other actions), so the job's steps were over by then.
 */
function postBeganAt() {
    return Math.round(performance.timeOrigin);
}
/** The picture, loaded only here; a picture that cannot be drawn leaves the rest of the summary as it was. */
async function drawRun(folder, request) {
    try {
        const { runPictureOf } = await Promise.all(/* import() */[__webpack_require__.e(680), __webpack_require__.e(43)]).then(__webpack_require__.bind(__webpack_require__, 20043));
        return runPictureOf(folder, request);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        core/* debug */.Yz(`Signalgrid: the job summary has no picture of the run (${detail}).`);
        return undefined;
    }
}


/***/ }),

/***/ 21937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readOwnJob)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47468);


/**
 * This job as the jobs API shows it, read once: undefined without a token, or when the API cannot say within
 * `timeoutMs` (said in the debug log); never rejects. Octokit is loaded only then: it is large, and a stage
 * reads the job only on some paths (a leg of a shared matrix as it joins, post after a failure).
 */
async function readOwnJob(inputs, context, timeoutMs) {
    if (!inputs.githubToken)
        return undefined;
    const { CurrentJob } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(580), __webpack_require__.e(644)]).then(__webpack_require__.bind(__webpack_require__, 76580));
    const job = CurrentJob.of({
        token: inputs.githubToken,
        jobId: inputs.jobId,
        runnerName: context.runnerName,
        userAgent: _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__/* .USER_AGENT */ ._,
        timeoutMs,
        onUnusable: (problem) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: this job is not read (${problem}).`),
    });
    const answer = await job?.read();
    if (answer?.outcome === 'error')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: this job is not read (${answer.error.message}).`);
    return answer?.outcome === 'job' ? answer.job : undefined;
}


/***/ })

};
