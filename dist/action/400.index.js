export const id = 400;
export const ids = [400];
export const modules = {

/***/ 98609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ withFailedStep)
});

// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
// EXTERNAL MODULE: ./src/github/own-step.ts
var own_step = __webpack_require__(91558);
;// CONCATENATED MODULE: ./src/activity/step-content.ts
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

;// CONCATENATED MODULE: ./src/activity/failed-step.ts



function withFailedStep(record, job, actionStepDefaults, stepsFixed) {
    const own = (0,own_step/* ownStepName */.Q)(job, record.startedAt, actionStepDefaults);
    const progress = (0,job_steps/* stepProgress */.O0)(job, (0,job_steps/* actionStepNames */.Vz)(own));
    if (!progress.failed)
        return undefined;
    return {
        ...record,
        content: stepContent(record.content, progress, stepsFixed),
        failedStep: progress.failed.name,
    };
}


/***/ }),

/***/ 50722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ userSteps),
/* harmony export */   O0: () => (/* binding */ stepProgress),
/* harmony export */   Vz: () => (/* binding */ actionStepNames),
/* harmony export */   ks: () => (/* binding */ stepsBeforeBreak),
/* harmony export */   q1: () => (/* binding */ begun)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14567);

function begun(step) {
    return step.status === 'in_progress' || step.status === 'completed';
}
function actionStepNames(name) {
    return new Set([name, (0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .preStepName */ .pn)(name), (0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .postStepName */ .yh)(name)]);
}
function userSteps(steps, excluded = new Set()) {
    const ordered = inRunOrder(steps);
    const names = new Set(ordered.map((step) => step.name));
    const lastSetupRecord = lastOfSetupRecords(ordered);
    return ordered.filter((step) => {
        if (_names_js__WEBPACK_IMPORTED_MODULE_0__/* .BOOKKEEPING */ .jI.has(step.name) || excluded.has(step.name))
            return false;
        if (step.name.startsWith(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .PRE */ .Iq)) {
            const action = step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .PRE */ .Iq.length);
            return !names.has(action) && !names.has((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .postStepName */ .yh)(action));
        }
        if (step.name.startsWith(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .POST */ .LO)) {
            const action = step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .POST */ .LO.length);
            return !names.has(action) && !names.has((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .preStepName */ .pn)(action)) && step.number <= lastSetupRecord;
        }
        return true;
    });
}
function stepProgress(job, excluded) {
    const steps = userSteps(job.steps, excluded);
    const total = steps.length;
    const completed = steps.filter((step) => step.status === 'completed').length;
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
function stepsBeforeBreak(progress) {
    const { failed, cancelled } = progress;
    const breaks = [
        ...(failed?.position === undefined ? [] : [failed.position]),
        ...(cancelled === undefined ? [] : [cancelled.position - 1]),
    ];
    return breaks.length === 0 ? undefined : Math.min(...breaks);
}
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
function positionOf(steps, step) {
    const index = steps.indexOf(step);
    return index === -1 ? undefined : index + 1;
}


/***/ }),

/***/ 91558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ ownStepName),
/* harmony export */   v: () => (/* binding */ mainStepName)
/* harmony export */ });
/* harmony import */ var _job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14567);


const STAGE_START_SLACK_MS = 10_000;
function ownStepName(job, startedAt, defaultNames) {
    const listed = new Set(job.steps.map((step) => step.name));
    const named = defaultNames.find((name) => [...(0,_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .actionStepNames */ .Vz)(name)].some((step) => listed.has(step)));
    if (named !== undefined)
        return named;
    const candidates = job.steps.flatMap((step) => {
        const at = Date.parse(step.startedAt ?? '');
        if (!(at <= startedAt && at >= startedAt - STAGE_START_SLACK_MS))
            return [];
        if (step.name.startsWith(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq) && listed.has(step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq.length))) {
            return [{ name: step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq.length), at }];
        }
        return listed.has((0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .postStepName */ .yh)(step.name)) && !listed.has((0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .preStepName */ .pn)(step.name))
            ? [{ name: step.name, at }]
            : [];
    });
    const last = Math.max(...candidates.map((candidate) => candidate.at));
    const latest = candidates.filter((candidate) => candidate.at === last);
    return latest.length === 1 ? latest[0].name : defaultNames[0];
}
function mainStepName(jobs, ownJobId, defaultNames) {
    const own = jobs.find((job) => job.id === ownJobId);
    return ownStepName(own ?? { steps: [] }, Math.round(performance.timeOrigin), defaultNames);
}


/***/ }),

/***/ 21937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readOwnJob)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _activity_job_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40252);


async function readOwnJob(inputs, context, timeoutMs) {
    const job = await (0,_activity_job_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .jobReader */ .P)(inputs, context, timeoutMs, (problem) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: this job is not read (${problem}).`));
    const answer = await job?.read();
    if (answer?.outcome === 'error')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: this job is not read (${answer.error.message}).`);
    return answer?.outcome === 'job' ? answer.job : undefined;
}


/***/ }),

/***/ 91400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  post: () => (/* binding */ post)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/end.ts
var end = __webpack_require__(97548);
// EXTERNAL MODULE: ./src/activity/folder.ts + 1 modules
var activity_folder = __webpack_require__(9);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
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
// EXTERNAL MODULE: ./src/stages/early-stop.ts
var early_stop = __webpack_require__(92169);
// EXTERNAL MODULE: ./src/stages/end.ts
var stages_end = __webpack_require__(14570);
// EXTERNAL MODULE: ./src/activity/failed-step.ts + 1 modules
var failed_step = __webpack_require__(98609);
// EXTERNAL MODULE: ./src/stages/own-job.ts
var own_job = __webpack_require__(21937);
;// CONCATENATED MODULE: ./src/stages/failed-step.ts



async function recordFailedStep(inputs, context, folder) {
    const record = folder.readRecord();
    if (!record || record.failedStep || !inputs.trackSteps || !inputs.githubToken)
        return undefined;
    const job = await (0,own_job/* readOwnJob */.W)(inputs, context, constants/* FAILED_STEP_LOOKUP_TIMEOUT_MS */.DO);
    if (!job)
        return undefined;
    const failed = (0,failed_step/* withFailedStep */.G)(record, job, context.defaultStepNames, inputs.steps !== undefined);
    if (failed)
        folder.writeRecord(failed);
    return job;
}

// EXTERNAL MODULE: ./src/stages/job-summary.ts + 1 modules
var job_summary = __webpack_require__(9020);
// EXTERNAL MODULE: ./src/stages/load-board-sharing.ts
var load_board_sharing = __webpack_require__(95951);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
// EXTERNAL MODULE: ./src/stages/run-stage.ts + 2 modules
var run_stage = __webpack_require__(27794);
// EXTERNAL MODULE: ./src/stages/state.ts
var stages_state = __webpack_require__(49074);
;// CONCATENATED MODULE: ./src/stages/post.ts


















async function post() {
    const state = (0,stages_state/* readInstanceState */.v4)();
    if (state.role === undefined || (state.role === 'none' && !state.alone))
        return;
    const inputs = (0,run_stage/* stageInputs */.M$)({ reportProblems: false });
    if (!inputs || !(0,run_stage/* hasCredentials */.Lk)(inputs))
        return;
    const context = (0,run_context/* readRunContext */.$p)();
    if (state.role === 'alert') {
        const { alertOnly } = await __webpack_require__.e(/* import() */ 652).then(__webpack_require__.bind(__webpack_require__, 92652));
        return alertOnly(inputs, context, state.startedAt ?? (0,job_summary/* postBeganAt */.b)());
    }
    if (state.role === 'leg') {
        const { finishLeg } = await (0,load_board_sharing/* loadBoardSharing */.j)();
        return finishLeg(inputs, context, state);
    }
    await endOwn(inputs, context, state);
    if (state.alone) {
        const { reportAlone } = await (0,load_board_sharing/* loadBoardSharing */.j)();
        await reportAlone(inputs, context, state);
    }
}
async function endOwn(inputs, context, state) {
    if (!state.token)
        return;
    const folder = activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, state.token);
    const owner = (0,early_stop/* ownsActivity */.d)(state.role);
    const holding = (0,stages_state/* holdingOf */.JO)(state);
    const ends = (0,end/* endsActivity */.KB)(inputs.endActivity, holding, inputs.jobStatus);
    const readsJob = inputs.jobStatus === 'failure' && (owner || ends);
    const tracker = owner || ends ? await (0,control/* stopTracker */.ry)(folder, constants/* TRACKER_STOP_TIMEOUT_MS */.jT, readsJob) : undefined;
    if (tracker)
        (0,report/* sayTrackerStop */.Ev)(tracker.outcome);
    try {
        const failedJob = readsJob ? await recordFailedStep(inputs, context, folder) : undefined;
        const endedAt = Date.now();
        const seal = new journal_seal/* JournalSeal */.F(inputs.clientKey, folder);
        const record = (0,content/* recordOrDefault */.AA)(folder, inputs, context, state.token, state.startedAt ?? endedAt);
        const named = ends && state.activityName ? await claimNamedEnd(inputs, context, state.activityName) : undefined;
        const plan = (0,end/* planOwnEnd */.Ly)({
            outcome: inputs.jobStatus,
            ...(inputs.jobStatus === 'cancelled' ? { ending: await whyCancelled(inputs, context, record) } : {}),
            endActivity: inputs.endActivity,
            holding,
            alert: (0,stages_end/* alertAsked */.Rl)(owner ? inputs : undefined, context, inputs.jobId, named?.published, {
                title: record.content.title,
                streak: record.redStreak,
            }),
            endedElsewhere: named?.ends === false,
            journal: (0,journal/* journalFacts */.l)(folder.readJournal(), seal),
            record,
            latest: () => folder.takeInbox().reduce(content/* applyUpdate */.QE, record.content),
            at: endedAt,
        });
        core/* debug */.Yz(`Signalgrid: ${plan.says}.`);
        await (0,stages_end/* sendAsPost */.Bs)(plan, inputs, folder);
        if (named?.ends && state.activityName) {
            const { forgetName } = await (0,load_board_sharing/* loadBoardSharing */.j)();
            await forgetName(inputs, context, state.activityName);
        }
        if (owner)
            await summarize(inputs, context, folder, state, { ends, endedAt, failedJob });
    }
    finally {
        await tracker?.exited;
    }
}
async function summarize(inputs, context, folder, state, { ends, endedAt, failedJob }) {
    const record = folder.readRecord();
    const journal = folder.readJournal();
    (0,report/* sayTrackerJournal */.nw)(journal, new journal_seal/* JournalSeal */.F(inputs.clientKey, folder));
    const low = (0,quota/* quotaWarning */.BY)((0,quota/* lastRemaining */.fq)(journal));
    if (low)
        core/* warning */.$e(low, constants/* ANNOTATION */.YX);
    const startedAt = record?.startedAt ?? state.startedAt ?? endedAt;
    const alone = record?.activityStartedAt === undefined || record.activityStartedAt === record.startedAt;
    await (0,job_summary/* writeJobSummary */.j)({
        journal,
        status: inputs.jobStatus,
        durationMs: endedAt - startedAt,
        ...(alone && record?.usualMs !== undefined ? { usualMs: record.usualMs } : {}),
        picture: {
            from: folder,
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
async function claimNamedEnd(inputs, context, name) {
    return (await (0,load_board_sharing/* loadBoardSharing */.j)()).claimNamedEnd(inputs, context, name);
}
async function whyCancelled(inputs, context, record) {
    const { cancelledEnding } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(968)]).then(__webpack_require__.bind(__webpack_require__, 28968));
    return cancelledEnding(inputs, context, {
        timeoutMs: constants/* FAILED_STEP_LOOKUP_TIMEOUT_MS */.DO,
        failedStep: record.failedStep,
        debug: (message) => core/* debug */.Yz(message),
    });
}


/***/ })

};
