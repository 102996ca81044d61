export const id = 483;
export const ids = [483];
export const modules = {

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

/***/ 79864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  closeRun: () => (/* binding */ closeRun)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/end.ts
var end = __webpack_require__(97548);
// EXTERNAL MODULE: ./src/activity/folder.ts + 1 modules
var activity_folder = __webpack_require__(9);
// EXTERNAL MODULE: ./src/activity/job-reader.ts
var job_reader = __webpack_require__(40252);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
;// CONCATENATED MODULE: ./src/activity/run-ending.ts

function runEnding(jobs, closingJobId) {
    const others = jobs.filter((job) => job.id !== closingJobId);
    const failed = others.find((job) => job.conclusion === 'failure');
    if (failed) {
        const step = (0,job_steps/* stepProgress */.O0)(failed).failed?.name;
        return { outcome: 'failure', detail: { failedStep: step ? `${failed.name} › ${step}` : failed.name } };
    }
    if (others.some((job) => job.conclusion === 'cancelled'))
        return { outcome: 'cancelled', detail: {} };
    const skipped = others.findLast((job) => job.conclusion === 'skipped');
    if (skipped)
        return { outcome: 'skipped', detail: { job: skipped.name } };
    return { outcome: 'success', detail: {} };
}
function stepless(jobs, closingJobId) {
    const failed = jobs.find((job) => job.id !== closingJobId && job.conclusion === 'failure');
    return failed && failed.steps.length === 0 ? failed : undefined;
}
function runProgress(jobs, closingJobId) {
    const others = jobs.filter((job) => job.id !== closingJobId);
    if (others.length === 0)
        return 0;
    const done = others.filter((job) => job.conclusion === 'success' || job.conclusion === 'skipped').length;
    return Math.round((100 * done) / others.length);
}

// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/own-step.ts
var own_step = __webpack_require__(91558);
// EXTERNAL MODULE: ./src/view/snapshot.ts
var snapshot = __webpack_require__(22425);
// EXTERNAL MODULE: ./src/stages/end.ts
var stages_end = __webpack_require__(14570);
// EXTERNAL MODULE: ./src/stages/job-summary.ts + 1 modules
var job_summary = __webpack_require__(9020);
// EXTERNAL MODULE: ./src/stages/load-board-sharing.ts
var load_board_sharing = __webpack_require__(95951);
;// CONCATENATED MODULE: ./src/stages/close.ts













async function closeRun(inputs, context) {
    const name = inputs.activityName;
    const run = await readRun(inputs, context);
    if (!run) {
        core/* warning */.$e("Signalgrid: the run's jobs cannot be read, so its outcome is not known, and the activity is not ended " +
            'here; the closing use needs `permissions: actions: read`.', constants/* ANNOTATION */.YX);
        return;
    }
    const ending = await withRejection(runEnding(run.jobs, run.ownJobId), stepless(run.jobs, run.ownJobId), run.reader);
    const board = await (0,load_board_sharing/* loadBoardSharing */.j)();
    const named = await board.claimNamedEnd(inputs, context, name);
    const at = Date.now();
    const published = named.published && 'token' in named.published ? named.published : undefined;
    if (!named.ends) {
        core/* info */.pq(`Signalgrid: another job of the activity named "${name}" ended it; nothing more to send.`);
        return;
    }
    const content = (0,activity_content/* tellingContent */.Ty)(inputs, context, published?.title);
    const folder = published && activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, published.token);
    if (folder && published && !folder.exists()) {
        folder.create({
            token: published.token,
            startedAt: published.startedAt,
            content,
            quotaReserve: (0,quota/* quotaReserve */.H5)(inputs),
        });
    }
    const plan = (0,end/* planClose */.C9)({
        ending,
        activity: published,
        latest: { ...content, progress: runProgress(run.jobs, run.ownJobId) },
        alert: { ...(0,stages_end/* alertAsked */.Rl)(inputs, context, inputs.jobId, named.published), subject: 'Run' },
        at,
    });
    core/* info */.pq(`Signalgrid: ${plan.says}.`);
    await (0,stages_end/* sendAsPost */.Bs)(plan, inputs, folder);
    if (published)
        await board.forgetName(inputs, context, name);
    await (0,job_summary/* writeJobSummary */.j)({
        journal: folder?.readJournal() ?? [],
        status: ending.outcome,
        durationMs: at - (published?.startedAt ?? at),
        ...(run.ownJobId === undefined
            ? {}
            : {
                picture: {
                    from: {
                        snapshot: (0,snapshot/* bystanderSnapshot */.B1)(run.jobs, run.ownJobId, published?.startedAt ?? at, (0,own_step/* mainStepName */.v)(run.jobs, run.ownJobId, context.defaultStepNames)),
                        plan: undefined,
                    },
                    request: {
                        whole: true,
                        heading: content.title,
                        outcome: ending.outcome,
                        detail: ending.detail,
                        jobOutcome: 'success',
                        endedAt: at,
                        postBeganAt: at,
                    },
                },
            }),
    });
}
async function readRun(inputs, context) {
    const reader = await (0,job_reader/* jobReader */.P)(inputs, context, constants/* FAILED_STEP_LOOKUP_TIMEOUT_MS */.DO, (problem) => core/* debug */.Yz(`Signalgrid: the run's jobs are not read (${problem}).`));
    if (!reader)
        return undefined;
    const answer = await reader.readRun();
    if (answer.outcome !== 'jobs') {
        if (answer.outcome === 'error')
            core/* debug */.Yz(`Signalgrid: the run's jobs are not read (${answer.error.message}).`);
        return undefined;
    }
    return { jobs: answer.jobs, ownJobId: answer.ownJobId, reader };
}
async function withRejection(ending, job, reader) {
    if (!job)
        return ending;
    const answer = await reader.readAnnotatedEnd(job.id);
    if (answer.outcome === 'error') {
        core/* debug */.Yz(`Signalgrid: why ${job.name} ran no step is not known (${answer.error.message}).`);
        return ending;
    }
    return answer.end.kind === 'rejected'
        ? { outcome: 'failure', detail: { job: job.name, rejected: true } }
        : ending;
}


/***/ }),

/***/ 22425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ bystanderSnapshot),
/* harmony export */   e6: () => (/* binding */ snapshotAt),
/* harmony export */   nR: () => (/* binding */ timeOf)
/* harmony export */ });
function bystanderSnapshot(jobs, ownJobId, activityStartedAt, actionStep) {
    return {
        jobs: jobs.filter((job) => job.id !== ownJobId),
        ownJobId,
        ownStartedAt: activityStartedAt,
        actionStep,
    };
}
function timeOf(value) {
    return Date.parse(value ?? '');
}
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


/***/ })

};
