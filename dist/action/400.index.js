export const id = 400;
export const ids = [400];
export const modules = {

/***/ 97548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KB: () => (/* binding */ endsActivity),
/* harmony export */   SC: () => (/* binding */ sendSealedEnd),
/* harmony export */   Xe: () => (/* binding */ endContent),
/* harmony export */   ZN: () => (/* binding */ sealedReport),
/* harmony export */   uL: () => (/* binding */ sealedEnd)
/* harmony export */ });
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34430);


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
function endContent(record, latest, outcome, at) {
    return (0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .finalContent */ .yu)(latest, outcome, at - (record.activityStartedAt ?? record.startedAt), {
        failedStep: record.failedStep,
        usualMs: record.usualMs,
    });
}
async function sendSealedEnd(client, seal, end) {
    const { folder, token, content, outcome, delays, at, by } = end;
    const dismissalDelay = outcome === 'success' ? delays.dismissalDelay : delays.failureDismissalDelay;
    const entry = { at, kind: 'end', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
    await (0,_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .sendJournaled */ .X)(folder, entry, () => client.endActivity(token, content, { dismissalDelay }), seal);
}
function sealedEnd(journal, seal) {
    return journal.some((entry) => entry.kind === 'end' && !entry.error && seal.holds(entry));
}
function sealedReport(journal, seal, phase) {
    return journal.some((entry) => entry.kind === 'report' && entry.phase === phase && seal.holds(entry));
}


/***/ }),

/***/ 98609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ withFailedStep)
});

// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
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
    const own = (0,job_steps/* listedName */.d1)(job.steps, actionStepDefaults);
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

/***/ 37010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ JournalSeal)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


class JournalSeal {
    #key;
    constructor(clientKey, folder) {
        this.#key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', clientKey)
            .update(`signalgrid journal\n${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(folder.path)}`)
            .digest();
    }
    seal(entry) {
        return { ...entry, seal: this.#mac(entry) };
    }
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

function begun(step) {
    return step.status === 'in_progress' || step.status === 'completed';
}
const BOOKKEEPING = new Set(['Set up job', 'Complete job', 'Initialize containers', 'Stop containers']);
const PRE = 'Pre ';
const POST = 'Post ';
function actionStepNames(name) {
    return new Set([name, PRE + name, POST + name]);
}
function listedName(steps, names) {
    const listed = new Set(steps.map((step) => step.name));
    const found = names.find((name) => [...actionStepNames(name)].some((step) => listed.has(step)));
    return found ?? names[0];
}
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
function isBehind(next, previous) {
    return next.completed < previous.completed || (previous.failed !== undefined && next.failed === undefined);
}
function stepNews(next, previous) {
    if (previous === undefined)
        return 'new';
    if (isBehind(next, previous))
        return 'behind';
    return isDeepStrictEqual(next, previous) ? 'same' : 'new';
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
        (0,report/* reportServiceFailure */.my)(inputs.failOnError, what, error);
    }
}
async function sendFailureAlert(kind, inputs, context, folder, where) {
    const message = failureAlert(kind, context, inputs.jobId, where);
    const entry = { at: Date.now(), kind: 'alert', by: 'post', severity: 'CRIT', body: message.title };
    try {
        await (0,journal/* sendJournaled */.X)(folder, entry, () => (0,signalgrid_client/* createClient */.U)(inputs, { channels: inputs.failureAlertChannels }).push(message));
    }
    catch (error) {
        (0,report/* reportServiceFailure */.my)(inputs.failOnError, 'could not send the failure alert', error);
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
// EXTERNAL MODULE: ./src/activity/folder-schema.ts
var folder_schema = __webpack_require__(21405);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
;// CONCATENATED MODULE: ./src/activity/summary.ts



const OUTCOME = {
    success: '✅ succeeded',
    failure: '❌ failed',
    cancelled: '⚪ cancelled',
};
function summaryMarkdown(journal, status, durationMs, usualMs, picture) {
    const sent = (0,folder_schema/* sentEntries */.vx)(journal);
    const usual = !picture && status === 'success' && usualMs !== undefined && usualMs > 0;
    const remaining = (0,quota/* lastRemaining */.fq)(journal);
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
function channelsCell(channels) {
    return channels
        .map((result, index) => {
        const said = result === null ? '–' : result.error ? `⚠️ ${cell(result.error)}` : '✓';
        return `${index + 1} ${said}`;
    })
        .join(' · ');
}
function cell(text) {
    return text
        .replace(/[\s\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ')
        .replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character)
        .replace(/[\\`*_~[\]|!]/g, '\\$&')
        .replace(/\b(?:https?|ftp|mailto|xmpp)(?=:)|\bwww(?=\.)|@/gi, `$&${WORD_JOINER}`);
}
const WORD_JOINER = '\u2060';
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
function groupThousands(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

;// CONCATENATED MODULE: ./src/stages/job-summary.ts


async function writeJobSummary(summary) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const picture = summary.picture && (await drawRun(summary.picture.folder, summary.picture.request));
    const text = summaryMarkdown(summary.journal, summary.status, summary.durationMs, summary.usualMs, picture);
    await core/* summary */.z.addRaw(text).write();
}
function postBeganAt() {
    return Math.round(performance.timeOrigin);
}
async function drawRun(folder, request) {
    try {
        const { runPictureOf } = await __webpack_require__.e(/* import() */ 43).then(__webpack_require__.bind(__webpack_require__, 20043));
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


async function readOwnJob(inputs, context, timeoutMs) {
    if (!inputs.githubToken)
        return undefined;
    const { CurrentJob } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(580)]).then(__webpack_require__.bind(__webpack_require__, 76580));
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
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/end.ts
var end = __webpack_require__(97548);
// EXTERNAL MODULE: ./src/activity/folder.ts + 1 modules
var activity_folder = __webpack_require__(9);
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
// EXTERNAL MODULE: ./src/stages/end.ts + 1 modules
var stages_end = __webpack_require__(12814);
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
// EXTERNAL MODULE: ./src/stages/run-stage.ts + 1 modules
var run_stage = __webpack_require__(44622);
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
    const ends = (0,end/* endsActivity */.KB)(inputs.endActivity, (0,stages_state/* holdingOf */.JO)(state), inputs.jobStatus);
    const readsJob = inputs.jobStatus === 'failure' && (owner || ends);
    const tracker = owner || ends ? await (0,control/* stopTracker */.ry)(folder, constants/* TRACKER_STOP_TIMEOUT_MS */.jT, readsJob) : undefined;
    if (tracker)
        (0,report/* sayTrackerStop */.Ev)(tracker.outcome);
    try {
        const failedJob = readsJob ? await recordFailedStep(inputs, context, folder) : undefined;
        const endedAt = Date.now();
        if (ends)
            await endActivity(inputs, context, folder, state, endedAt);
        if (ends && state.activityName) {
            const { forgetName } = await (0,load_board_sharing/* loadBoardSharing */.j)();
            await forgetName(inputs, context, state.activityName);
        }
        if (owner)
            await alertAndSummarize(inputs, context, folder, state, { ends, endedAt, failedJob });
    }
    finally {
        await tracker?.exited;
    }
}
async function alertAndSummarize(inputs, context, folder, state, { ends, endedAt, failedJob }) {
    const record = folder.readRecord();
    if (inputs.jobStatus === 'failure' && inputs.failureAlert !== 'none') {
        await (0,stages_end/* sendFailureAlert */.p)(inputs.failureAlert, inputs, context, folder, record?.failedStep);
    }
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
    if ((0,end/* sealedEnd */.uL)(folder.readJournal(), new journal_seal/* JournalSeal */.F(inputs.clientKey, folder)))
        return;
    const record = (0,activity_content/* recordOrDefault */.AA)(folder, inputs, context, state.token, state.startedAt ?? now);
    const latest = folder.takeInbox().reduce(activity_content/* applyUpdate */.QE, record.content);
    const content = (0,end/* endContent */.Xe)(record, latest, inputs.jobStatus, now);
    await (0,stages_end/* sendEnd */.y)(inputs, folder, state.token, content, inputs.jobStatus, now);
}


/***/ })

};
