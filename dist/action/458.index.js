export const id = 458;
export const ids = [458];
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
/* harmony import */ var _estimate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70655);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34430);



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
    return (0,_estimate_js__WEBPACK_IMPORTED_MODULE_1__/* .timedFinalContent */ .N)(latest, outcome, at - (record.activityStartedAt ?? record.startedAt), record.failedStep, record.usualMs);
}
async function sendSealedEnd(client, seal, end) {
    const { folder, token, content, outcome, delays, at, by } = end;
    const dismissalDelay = outcome === 'success' ? delays.dismissalDelay : delays.failureDismissalDelay;
    const entry = { at, kind: 'end', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
    await (0,_journal_js__WEBPACK_IMPORTED_MODULE_2__/* .sendJournaled */ .X)(folder, entry, () => client.endActivity(token, content, { dismissalDelay }), seal);
}
function sealedEnd(journal, seal) {
    return journal.some((entry) => entry.kind === 'end' && !entry.error && seal.holds(entry));
}
function sealedReport(journal, seal, phase) {
    return journal.some((entry) => entry.kind === 'report' && entry.phase === phase && seal.holds(entry));
}


/***/ }),

/***/ 70655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ timedFinalContent)
/* harmony export */ });
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);

function timedFinalContent(content, status, durationMs, failedStep, usualMs) {
    const final = (0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .finalContent */ .yu)(content, status, durationMs, failedStep);
    if (status !== 'success' || usualMs === undefined || usualMs <= 0)
        return final;
    return { ...final, body: `${final.body} (usually ${(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(usualMs)})` };
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

/***/ 34430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ sendJournaled)
/* harmony export */ });
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99278);

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

/***/ 85458:
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
var run_stage = __webpack_require__(62660);
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
    const owner = state.role === 'starter' || state.role === 'attacher';
    const ends = (0,end/* endsActivity */.KB)(inputs.endActivity, (0,stages_state/* holdingOf */.JO)(state), inputs.jobStatus);
    const readsJob = inputs.jobStatus === 'failure' && (owner || ends);
    if (owner || ends)
        await (0,control/* stopTracker */.ry)(folder, constants/* TRACKER_STOP_TIMEOUT_MS */.jT, readsJob);
    const failedJob = readsJob ? await recordFailedStep(inputs, context, folder) : undefined;
    const endedAt = Date.now();
    if (ends)
        await endActivity(inputs, context, folder, state, endedAt);
    if (ends && state.activityName) {
        const { forgetName } = await (0,load_board_sharing/* loadBoardSharing */.j)();
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

;// CONCATENATED MODULE: ./src/post.ts


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
        (0,report/* reportServiceFailure */.m)(inputs.failOnError, what, error);
    }
}
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
function summaryMarkdown(journal, status, durationMs, usualMs, picture) {
    const sent = (0,folder/* sentEntries */.v)(journal);
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

/***/ 95951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ loadBoardSharing)
/* harmony export */ });
function loadBoardSharing() {
    return Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(861), __webpack_require__.e(164)]).then(__webpack_require__.bind(__webpack_require__, 19164));
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

/***/ 87781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ reportServiceFailure),
/* harmony export */   n: () => (/* binding */ sayTrackerJournal)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27242);


function reportServiceFailure(failOnError, what, error) {
    const message = `Signalgrid: ${what}: ${error instanceof Error ? error.message : String(error)}`;
    if (failOnError)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(message);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATION */ .YX);
}
function sayTrackerJournal(journal, seal) {
    for (const entry of journal) {
        if ((entry.kind !== 'notice' && entry.kind !== 'debug') || !seal.holds(entry))
            continue;
        if (entry.kind === 'notice')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(entry.message, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATION */ .YX);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(entry.message);
    }
}


/***/ }),

/***/ 62660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lk: () => (/* binding */ hasCredentials),
  Si: () => (/* binding */ runStage),
  M$: () => (/* binding */ stageInputs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
;// CONCATENATED MODULE: ./src/action-inputs.ts
const Input = {
    clientKey: 'client-key',
    channel: 'channel',
    mode: 'mode',
    title: 'title',
    body: 'body',
    severity: 'severity',
    critical: 'critical',
    progress: 'progress',
    steps: 'steps',
    progressLegend: 'progress-legend',
    startText: 'start-text',
    endText: 'end-text',
    dismissalDelay: 'dismissal-delay',
    failureDismissalDelay: 'failure-dismissal-delay',
    failureAlert: 'failure-alert',
    failureAlertChannel: 'failure-alert-channel',
    activityToken: 'activity-token',
    activityName: 'activity-name',
    endActivity: 'end-activity',
    trackSteps: 'track-steps',
    progressMode: 'progress-mode',
    timedUpdates: 'timed-updates',
    matrix: 'matrix',
    minUpdateInterval: 'min-update-interval',
    baseUrl: 'base-url',
    failOnError: 'fail-on-error',
    jobStatus: 'job-status',
    jobId: 'job-id',
    jobWorkflowRef: 'job-workflow-ref',
    legIndex: 'leg-index',
    legCount: 'leg-count',
    legValues: 'leg-values',
    failFast: 'fail-fast',
    githubToken: 'github-token',
};
const INPUT_DEFAULTS = {
    'client-key': '',
    channel: '',
    mode: 'activity',
    title: '',
    body: '',
    severity: '',
    critical: 'false',
    progress: '',
    steps: '',
    'progress-legend': 'false',
    'start-text': '',
    'end-text': '',
    'dismissal-delay': '60',
    'failure-dismissal-delay': '',
    'failure-alert': '',
    'failure-alert-channel': '',
    'activity-token': '',
    'activity-name': '',
    'end-activity': 'auto',
    'track-steps': 'true',
    'progress-mode': 'time',
    'timed-updates': '6',
    matrix: 'shared',
    'min-update-interval': '5',
    'base-url': 'https://api.signalgrid.co',
    'fail-on-error': 'false',
    'job-status': '',
    'job-id': '',
    'job-workflow-ref': '',
    'leg-index': '',
    'leg-count': '',
    'leg-values': '',
    'fail-fast': '',
    'github-token': '',
};

// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/signalgrid/activity-token.ts
var activity_token = __webpack_require__(16391);
// EXTERNAL MODULE: ./src/signalgrid/base-url.ts
var base_url = __webpack_require__(68399);
// EXTERNAL MODULE: ./src/signalgrid/types.ts
var types = __webpack_require__(52973);
;// CONCATENATED MODULE: ./src/inputs.ts







class InputError extends Error {
    problems;
    name = 'InputError';
    constructor(problems) {
        super(problems.length === 1 ? problems[0] : `Invalid inputs:\n- ${problems.join('\n- ')}`);
        this.problems = problems;
    }
}
const ACTIVITY_NAME = /^[A-Za-z0-9._-]{1,40}$/;
const CHANNEL_TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;
function channelEntries(value) {
    return value.split(/[\n,]/).map((entry) => entry.trim());
}
function parseChannels(name, value) {
    const entries = channelEntries(value);
    if (entries.every((entry) => entry === ''))
        return { channels: [] };
    const allowed = `allowed: 1 to ${constants/* MAX_CHANNELS */.qX} channel tokens (letters, digits, ".", "_", "~" or "-"), ` +
        'one per line or separated by commas';
    const problem = (what) => ({ problem: `Input "${name}" ${what}; ${allowed}.` });
    const count = entries.length;
    if (count > constants/* MAX_CHANNELS */.qX)
        return problem(`has ${count} entries`);
    const empty = entries.indexOf('');
    if (empty >= 0)
        return problem(`has an empty entry (entry ${empty + 1} of ${count})`);
    const malformed = entries.findIndex((entry) => !CHANNEL_TOKEN.test(entry));
    if (malformed >= 0) {
        return problem(`has characters a channel token never has in entry ${malformed + 1} of ${count}`);
    }
    const repeated = entries.findIndex((entry, index) => entries.indexOf(entry) !== index);
    if (repeated >= 0) {
        const first = entries.indexOf(entries[repeated]);
        return problem(`names one channel twice (entries ${first + 1} and ${repeated + 1} of ${count})`);
    }
    return { channels: entries };
}
function read(name) {
    return core/* getInput */.V4(name) || INPUT_DEFAULTS[name];
}
function secretInputs() {
    return [
        core/* getInput */.V4(Input.clientKey),
        ...channelEntries(core/* getInput */.V4(Input.channel)),
        ...channelEntries(core/* getInput */.V4(Input.failureAlertChannel)),
        core/* getInput */.V4(Input.githubToken),
    ].filter((secret) => secret !== '');
}
function readInputs() {
    const problems = [];
    const truncated = [];
    const choice = (name, allowed) => {
        const value = read(name);
        if (allowed.includes(value))
            return value;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${allowed.join(', ')}.`);
        return allowed[0];
    };
    const boolean = (name) => {
        const fallback = INPUT_DEFAULTS[name] === 'true';
        if (core/* getInput */.V4(name) === '')
            return fallback;
        try {
            return core/* getBooleanInput */.Vt(name);
        }
        catch {
            problems.push(`Input "${name}" is "${core/* getInput */.V4(name)}"; allowed values: true, false.`);
            return fallback;
        }
    };
    const integer = (name, min, max, meaning) => {
        const value = read(name);
        const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
        if (number >= min && number <= max)
            return number;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${meaning}.`);
        return Number.NaN;
    };
    const optionalInteger = (name, min, max, meaning) => read(name) === '' ? undefined : integer(name, min, max, meaning);
    const text = (name, maxLength) => {
        const value = read(name);
        if (value === '')
            return undefined;
        const characters = Array.from(value);
        if (characters.length <= maxLength)
            return value;
        truncated.push(name);
        return `${characters.slice(0, maxLength - 1).join('')}…`;
    };
    const severityInput = read(Input.severity);
    const severity = severityInput === '' ? undefined : (0,types/* parseSeverity */.l)(severityInput);
    if (severityInput !== '' && severity === undefined) {
        problems.push(`Input "${Input.severity}" is "${severityInput}"; allowed values: ${types/* SEVERITIES */.o.join(', ')} (any case).`);
    }
    const baseUrl = read(Input.baseUrl);
    try {
        (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/activity');
    }
    catch (error) {
        problems.push(`Input "${Input.baseUrl}": ${error.message}.`);
    }
    const channelList = (name) => {
        const parsed = parseChannels(name, read(name));
        if ('channels' in parsed)
            return parsed.channels;
        problems.push(parsed.problem);
        return [];
    };
    const channels = channelList(Input.channel);
    const alertChannels = channelList(Input.failureAlertChannel);
    const failureAlert = read(Input.failureAlert) === '' && alertChannels.length > 0
        ? 'push'
        : read(Input.failureAlert) === ''
            ? 'none'
            : choice(Input.failureAlert, ['none', 'push', 'critical']);
    const activityToken = read(Input.activityToken) || undefined;
    if (activityToken !== undefined && !(0,activity_token/* isActivityToken */.jJ)(activityToken)) {
        problems.push(`Input "${Input.activityToken}" is not an activity token; allowed: the \`activity-token\` output of an ` +
            `earlier step (${activity_token/* ACTIVITY_TOKEN_SHAPE */.KG}).`);
    }
    const activityName = read(Input.activityName) || undefined;
    if (activityName !== undefined && !ACTIVITY_NAME.test(activityName)) {
        problems.push(`Input "${Input.activityName}" is "${activityName}"; allowed values: 1 to 40 letters, digits, "-", "_" or ".".`);
    }
    if (activityToken !== undefined && activityName !== undefined) {
        problems.push(`Inputs "${Input.activityToken}" and "${Input.activityName}" are both set; set one: the token of an ` +
            'activity started elsewhere, or the name the jobs of this run share an activity by.');
    }
    const progressLegend = boolean(Input.progressLegend);
    const startText = text(Input.startText, constants/* MAX_TITLE_LENGTH */.tS) ?? '';
    const endText = text(Input.endText, constants/* MAX_TITLE_LENGTH */.tS) ?? '';
    if (progressLegend && (!startText || !endText)) {
        problems.push(`Input "${Input.progressLegend}" is true, which requires both "${Input.startText}" and "${Input.endText}" ` +
            'to be set.');
    }
    const DELAY = 'whole seconds from 0 to 86400, or empty';
    const dismissalDelay = integer(Input.dismissalDelay, 0, 86_400, DELAY);
    const inputs = {
        clientKey: read(Input.clientKey),
        channels,
        channel: channels.join('\n'),
        baseUrl,
        mode: choice(Input.mode, ['activity', 'push']),
        title: text(Input.title, constants/* MAX_TITLE_LENGTH */.tS),
        body: text(Input.body, constants/* MAX_BODY_LENGTH */.tr),
        severity,
        critical: boolean(Input.critical),
        progress: optionalInteger(Input.progress, 0, 100, 'a whole number from 0 to 100, or empty'),
        steps: optionalInteger(Input.steps, 1, 1000, 'a whole number from 1 to 1000, or empty'),
        progressLegend,
        startText,
        endText,
        dismissalDelay,
        failureDismissalDelay: optionalInteger(Input.failureDismissalDelay, 0, 86_400, DELAY) ?? dismissalDelay,
        failureAlert,
        failureAlertChannels: alertChannels.length > 0 ? alertChannels : channels,
        activityToken,
        activityName,
        endActivity: choice(Input.endActivity, ['auto', 'always', 'on-failure', 'never']),
        trackSteps: boolean(Input.trackSteps),
        progressMode: choice(Input.progressMode, ['time', 'steps']),
        timedUpdates: integer(Input.timedUpdates, 0, 100, 'a whole number from 0 to 100'),
        minUpdateIntervalSeconds: integer(Input.minUpdateInterval, 1, 3600, 'whole seconds from 1 to 3600'),
        matrix: choice(Input.matrix, ['shared', 'per-leg']),
        leg: (0,leg/* readLeg */.NT)({
            index: read(Input.legIndex),
            count: read(Input.legCount),
            values: read(Input.legValues),
            failFast: read(Input.failFast),
        }),
        failOnError: boolean(Input.failOnError),
        jobStatus: parseJobStatus(read(Input.jobStatus)),
        jobId: read(Input.jobId),
        jobWorkflowRef: read(Input.jobWorkflowRef),
        githubToken: read(Input.githubToken),
        truncated,
    };
    if (problems.length > 0)
        throw new InputError(problems);
    return inputs;
}
function settingsLine(inputs) {
    const { clientKey, channels, channel, failureAlertChannels, activityToken, githubToken, ...settings } = inputs;
    const given = (secret) => (secret ? 'set' : 'empty');
    return JSON.stringify({
        ...settings,
        clientKey: given(clientKey),
        channels: channels.length,
        failureAlertChannels: failureAlertChannels.length,
        activityToken: given(activityToken),
        githubToken: given(githubToken),
    });
}
function parseJobStatus(value) {
    return value === 'failure' || value === 'cancelled' ? value : 'success';
}

;// CONCATENATED MODULE: ./src/stages/run-stage.ts


async function runStage(stage) {
    try {
        await stage();
    }
    catch (error) {
        core/* warning */.$e(`Signalgrid: unexpected error, the job goes on: ${error instanceof Error ? error.message : String(error)}`);
        if (error instanceof Error && error.stack)
            core/* debug */.Yz(error.stack);
    }
}
function stageInputs({ reportProblems }) {
    for (const secret of new Set(secretInputs()))
        core/* setSecret */.Pq(secret);
    try {
        const inputs = readInputs();
        core/* debug */.Yz(`Signalgrid: settings ${settingsLine(inputs)}`);
        for (const name of reportProblems ? inputs.truncated : []) {
            core/* warning */.$e(`Signalgrid: input "${name}" was longer than the phones show, and was cut.`);
        }
        return inputs;
    }
    catch (error) {
        if (!(error instanceof InputError))
            throw error;
        if (reportProblems)
            core/* setFailed */.C1(error.message);
        return undefined;
    }
}
function hasCredentials(inputs) {
    return inputs.clientKey !== '' && inputs.channel !== '';
}


/***/ }),

/***/ 49074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ saveInstanceState),
/* harmony export */   JO: () => (/* binding */ holdingOf),
/* harmony export */   v4: () => (/* binding */ readInstanceState)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27242);


function readInstanceState() {
    const number = (name) => (_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(name) === '' ? undefined : Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(name)));
    return {
        role: (_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.role) || undefined),
        token: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.token),
        startedAt: number(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.startedAt),
        ruuid: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.ruuid),
        remaining: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.remaining),
        trackerPid: number(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.trackerPid),
        shownUpdate: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.shownUpdate),
        activityName: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.activityName),
        alone: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.alone) === 'true',
        matrixName: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.matrixName),
    };
}
function saveInstanceState(state) {
    for (const [key, value] of Object.entries(state)) {
        if (value !== undefined && value !== '' && value !== false)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw[key], String(value));
    }
    return {
        token: '',
        startedAt: undefined,
        ruuid: '',
        remaining: '',
        trackerPid: undefined,
        shownUpdate: '',
        activityName: '',
        alone: false,
        matrixName: '',
        ...state,
    };
}
function holdingOf(state) {
    const role = state.role === 'starter' || state.role === 'attacher' ? state.role : 'other';
    return { role, byName: state.activityName !== '' };
}


/***/ }),

/***/ 49521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OH: () => (/* binding */ isTrackerRunning),
/* harmony export */   ry: () => (/* binding */ stopTracker),
/* harmony export */   vX: () => (/* binding */ startTracker)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27242);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37899);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15609);
/* harmony import */ var _handover_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52765);
/* harmony import */ var _job_worker_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92818);
/* harmony import */ var _part_arguments_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86958);








function trackerArguments() {
    return (0,_part_arguments_js__WEBPACK_IMPORTED_MODULE_5__/* .partArguments */ .W)('tracker', [TRACKER_HEAP, TRACKER_PARSER], import.meta.url);
}
const TRACKER_HEAP = '--max-semi-space-size=1';
const TRACKER_PARSER = '--liftoff-only';
async function startTracker(folder, inputs, { board, holding, nodeArguments = trackerArguments(), } = {}) {
    try {
        const endpoint = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .newEndpoint */ .ew)(folder.path);
        const worker = (0,_job_worker_js__WEBPACK_IMPORTED_MODULE_6__/* .stageParent */ .nR)();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, nodeArguments, {
            detached: true,
            stdio: ['pipe', 'ignore', 'ignore'],
            windowsHide: true,
            env: { ...(0,_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .trackerEnvironment */ .O)(process.env), [_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .TRACKER_FOLDER_VARIABLE */ .Lh]: folder.path },
        });
        child.on('error', () => { });
        child.unref();
        if (child.pid === undefined)
            return undefined;
        folder.writeTracker({ pid: child.pid, endpoint });
        const handover = {
            settings: (0,_handover_js__WEBPACK_IMPORTED_MODULE_7__/* .trackerSettings */ .O)(inputs),
            endpoint,
            ...(board ? { board } : {}),
            ...(holding ? { holding } : {}),
            ...(worker === undefined ? {} : { worker }),
        };
        child.stdin.end(JSON.stringify(handover));
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_1__.finished)(child.stdin).catch(() => { });
        return child.pid;
    }
    catch {
        return undefined;
    }
}
async function isTrackerRunning(folder) {
    if (folder.isStopped() || folder.stopRequested())
        return false;
    const tracker = await reachTracker(folder);
    tracker?.close();
    return tracker !== undefined;
}
async function stopTracker(folder, timeoutMs, jobFailed = false) {
    if (folder.isStopped()) {
        const exiting = await reachTracker(folder);
        if (exiting)
            await closedBy(exiting, Date.now() + timeoutMs);
        exiting?.close();
        return 'stopped';
    }
    folder.requestStop(jobFailed);
    const tracker = await reachTracker(folder);
    if (!tracker)
        return 'not running';
    tracker.stop();
    if (await closedBy(tracker, Date.now() + timeoutMs))
        return 'stopped';
    const pid = folder.readTracker()?.pid;
    const open = tracker.open;
    if (!open || pid === undefined || pid === process.pid || pid === process.ppid) {
        tracker.close();
        return open ? 'left' : 'stopped';
    }
    try {
        process.kill(pid, 'SIGKILL');
    }
    catch {
    }
    await closedBy(tracker, Date.now() + _part_arguments_js__WEBPACK_IMPORTED_MODULE_5__/* .KILLED_EXIT_WAIT_MS */ .a);
    tracker.close();
    return 'killed';
}
async function reachTracker(folder) {
    const endpoint = process.platform === 'win32' ? folder.readTracker()?.endpoint : (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .socketPath */ .Xy)(folder.path);
    return endpoint === undefined ? undefined : (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .reach */ .gl)(endpoint);
}
async function closedBy(tracker, deadline) {
    let timer;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    });
    try {
        return await Promise.race([tracker.closed.then(() => true), timeout]);
    }
    finally {
        clearTimeout(timer);
    }
}


/***/ })

};
