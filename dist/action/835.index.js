export const id = 835;
export const ids = [835];
export const modules = {

/***/ 95299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sendPlan)
/* harmony export */ });
/* unused harmony export END_FAILED */
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34430);


const END_FAILED = 'could not end the activity; it may stay on the phone until it expires';
async function sendPlan(plan, host) {
    const { folder, seal, by } = host;
    if (plan.update) {
        const { token, content } = plan.update;
        const entry = { at: Date.now(), kind: 'update', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
        await (0,_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .sendJournaled */ .X)(folder, entry, () => host.client.updateActivity(token, content)).catch((error) => host.failed('could not update the activity', error));
    }
    let ended = true;
    if (plan.end) {
        const { token, content, outcome } = plan.end;
        const delay = outcome === 'success' ? host.delays.dismissalDelay : host.delays.failureDismissalDelay;
        const entry = { at: Date.now(), kind: 'end', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
        ended = await (0,_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .sendJournaled */ .X)(folder, entry, () => host.client.endActivity(token, content, { dismissalDelay: delay }), seal).then(() => true, (error) => {
            host.failed(END_FAILED, error);
            return false;
        });
    }
    if (plan.alert) {
        const message = plan.alert;
        const entry = {
            at: Date.now(),
            kind: 'alert',
            by,
            severity: message.severity,
            body: message.title,
        };
        await (0,_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .sendJournaled */ .X)(folder, entry, () => host.alertClient().push(message), seal).catch((error) => host.failed('could not send the failure alert', error));
    }
    if (!ended)
        return false;
    host.done?.();
    if (plan.clear)
        await host.clear?.(plan.clear.outcome, plan.clear.fresh);
    return true;
}


/***/ }),

/***/ 97548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KB: () => (/* binding */ endsActivity),
/* harmony export */   Ly: () => (/* binding */ planOwnEnd),
/* harmony export */   ct: () => (/* binding */ maySend),
/* harmony export */   hV: () => (/* binding */ planLegEnd),
/* harmony export */   rG: () => (/* binding */ nothingForLeg)
/* harmony export */ });
/* unused harmony export endContent */
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _failure_alert_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51256);
/* harmony import */ var _legs_content_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7324);
/* harmony import */ var _quota_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29417);




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
const OUTCOME_WORDS = {
    success: 'the job succeeded',
    failure: 'the job failed',
    cancelled: 'the job was cancelled',
};
function planOwnEnd(facts) {
    const { outcome, journal, record } = facts;
    const ends = endsActivity(facts.endActivity, facts.holding, outcome);
    const alert = alertOf(facts.alert, outcome, journal, record.failedStep);
    const base = alert ? { alert } : {};
    if (!ends)
        return { ...base, says: `${OUTCOME_WORDS[outcome]}, and this job does not end the activity` };
    if (journal.ended)
        return { ...base, says: `${OUTCOME_WORDS[outcome]}, and the activity has ended already` };
    const content = endContent(record, facts.latest(), outcome, facts.at);
    return { ...base, end: { token: record.token, content, outcome }, says: OUTCOME_WORDS[outcome] };
}
function alertOf(asked, outcome, journal, where) {
    if (asked.kind === 'none' || outcome !== 'failure' || journal.alerted)
        return undefined;
    return (0,_failure_alert_js__WEBPACK_IMPORTED_MODULE_1__/* .failureAlert */ .V)(asked.kind, asked.context, asked.jobId, where);
}
function maySend(standing) {
    return !standing.over && standing.ends !== 'another leg';
}
function nothingForLeg(standing) {
    return standing.over ? OVER : TAKEN;
}
const OVER = "the matrix's activity is over; this leg only reports";
const TAKEN = 'the matrix is complete, and another leg claimed its end';
function planLegEnd(facts) {
    const { standing, activity, journal } = facts;
    if (!maySend(standing))
        return { says: nothingForLeg(standing) };
    const { tally } = standing;
    if (standing.ends !== 'this leg') {
        if (facts.shownByTrackers) {
            return { says: "the legs' trackers show the matrix: the one that sends shows this leg done" };
        }
        if (!activity)
            return { noActivity: true, says: "the matrix's activity did not appear" };
        if (!facts.updateLeavesReserve)
            return { says: 'the update left out', notice: _quota_js__WEBPACK_IMPORTED_MODULE_3__/* .QUOTA_KEPT_NOTICE */ .$V };
        const elapsedMs = facts.at - activity.startedAt;
        const content = (0,_legs_content_js__WEBPACK_IMPORTED_MODULE_2__/* .legsContent */ .Pd)(facts.latest(), tally, activity.legsUsualMs, elapsedMs, facts.timedUpdates);
        return { update: { token: activity.token, content }, says: 'this leg done, on the tally' };
    }
    const alert = alertOf(facts.alert, tally.outcome, journal, tally.failedLabel);
    const clear = { outcome: tally.outcome, fresh: !standing.last };
    if (journal.ended) {
        return { ...(alert ? { alert } : {}), clear, says: "the matrix's end went out already" };
    }
    if (!activity)
        return { noActivity: true, says: "the matrix's activity could not be read" };
    const content = (0,_legs_content_js__WEBPACK_IMPORTED_MODULE_2__/* .legsFinalContent */ .vD)(facts.latest(), tally, facts.at - activity.startedAt, activity.legsUsualMs);
    return {
        end: { token: activity.token, content, outcome: tally.outcome },
        ...(alert ? { alert } : {}),
        clear,
        says: 'this leg completes the matrix: its end',
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
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(748);




function legsContent(content, tally, usualMs = {}, elapsedMs = 0, timedUpdates = 0) {
    const usual = legsUsual(usualMs);
    const view = (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsView */ .dQ)(legsDone(tally), usual, elapsedMs, (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsLeadMs */ .wi)(usual, timedUpdates));
    return {
        ...content,
        body: view.words,
        severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
        progress: view.percent,
    };
}
function legsFinalContent(content, tally, durationMs, usualMs = {}) {
    const legs = legsDone(tally);
    const progress = Math.floor(100 * (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsDoneShare */ .tt)(legs, legsUsual(usualMs)));
    const longest = Math.max(0, ...Object.values(usualMs));
    const end = (0,_content_js__WEBPACK_IMPORTED_MODULE_3__/* .finalContent */ .yu)({ ...content, progress }, tally.outcome, durationMs, { usualMs: longest });
    const words = tally.outcome === 'success'
        ? `${tally.count} legs`
        : [(0,_view_words_js__WEBPACK_IMPORTED_MODULE_2__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .failedWords */ .LR)(legs)].filter(Boolean).join(' · ');
    return { ...end, body: `${end.body} · ${words}` };
}
function legsDone(tally) {
    return {
        count: tally.count,
        done: tally.done.map((report) => report.digest),
        failed: tally.failed.length,
        failedLabel: tally.failedLabel,
    };
}
function legsUsual(usualMs) {
    return new Map(Object.entries(usualMs).map(([label, ms]) => [(0,_matrix_leg_js__WEBPACK_IMPORTED_MODULE_0__/* .labelDigest */ .rT)(label), ms]));
}


/***/ }),

/***/ 97062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ loadHistoryReader)
/* harmony export */ });
function loadHistoryReader() {
    return __webpack_require__.e(/* import() */ 550).then(__webpack_require__.bind(__webpack_require__, 74550));
}


/***/ }),

/***/ 835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finishLeg: () => (/* reexport */ finishLeg),
  forgetName: () => (/* reexport */ forgetName),
  joinByName: () => (/* reexport */ joinByName),
  joinMatrix: () => (/* reexport */ joinMatrix),
  reportAlone: () => (/* reexport */ reportAlone)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/end.ts
var end = __webpack_require__(97548);
// EXTERNAL MODULE: ./src/activity/folder.ts + 1 modules
var activity_folder = __webpack_require__(9);
// EXTERNAL MODULE: ./src/activity/journal.ts
var activity_journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/activity/journal-seal.ts
var journal_seal = __webpack_require__(37010);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/matrix/leg-report.ts
var leg_report = __webpack_require__(82244);
// EXTERNAL MODULE: ./src/net/cause.ts
var cause = __webpack_require__(22300);
// EXTERNAL MODULE: ./src/tracker/control.ts
var control = __webpack_require__(49521);
// EXTERNAL MODULE: ./src/stages/end.ts
var stages_end = __webpack_require__(14570);
;// CONCATENATED MODULE: ./src/stages/leg-spacing.ts
async function afterOthersUpdates(tally, inputs, waits, lagMs, trackerSentAt) {
    const spacingMs = inputs.minUpdateIntervalSeconds * 1000 + lagMs;
    const others = tally.done.filter((report) => report.index !== inputs.leg.index).map((report) => report.at);
    if (trackerSentAt !== undefined)
        others.push(trackerSentAt);
    const waitMs = Math.min(spacingMs, Math.max(0, ...others) + spacingMs - Date.now());
    await waits.sleep('the update of the leg that reported last to go first', waitMs);
}
async function afterTracker(sentAt, inputs, waits) {
    if (sentAt === undefined)
        return;
    const waitMs = sentAt + inputs.minUpdateIntervalSeconds * 1000 - Date.now();
    if (waitMs > 0)
        await waits.sleep("the spacing after the tracker's last update", waitMs);
}
async function updateStillDue(tally, inputs, roster) {
    const reportedAt = tally.done.find((report) => report.index === inputs.leg.index)?.at;
    if (reportedAt === undefined || Date.now() < reportedAt + inputs.minUpdateIntervalSeconds * 1000)
        return true;
    try {
        await roster.look();
        return !(await roster.isOver());
    }
    catch {
        return true;
    }
}

// EXTERNAL MODULE: ./src/stages/job-summary.ts + 1 modules
var job_summary = __webpack_require__(9020);
;// CONCATENATED MODULE: ./src/stages/leg-summary.ts





function writeReportedSummary(inputs, context, startedAt, trackerFolder) {
    core/* debug */.Yz("Signalgrid: this leg's tracker reported it on the run's board as its job was cancelled.");
    const record = trackerFolder.readRecord();
    const seal = new journal_seal/* JournalSeal */.F(inputs.clientKey, trackerFolder);
    return writeLegSummary(inputs, trackerFolder, trackerFolder, {
        whole: (0,activity_journal/* journalFacts */.l)(trackerFolder.readJournal(), seal).ended,
        heading: record?.content.title ?? (0,activity_content/* initialContent */.io)(inputs, context).title,
        outcome: inputs.jobStatus,
        startedAt: startedAt ?? record?.startedAt ?? Date.now(),
    });
}
async function writeLegSummary(inputs, trackerFolder, folder, sent) {
    const journal = trackerFolder && trackerFolder.path !== folder.path
        ? [...trackerFolder.readJournal(), ...folder.readJournal()].sort((a, b) => a.at - b.at)
        : folder.readJournal();
    const endedAt = Date.now();
    const request = {
        whole: sent.whole,
        heading: sent.heading,
        outcome: sent.outcome,
        jobOutcome: inputs.jobStatus,
        endedAt,
        postBeganAt: (0,job_summary/* postBeganAt */.b)(),
    };
    await (0,job_summary/* writeJobSummary */.j)({
        journal,
        status: inputs.jobStatus,
        durationMs: endedAt - sent.startedAt,
        ...(trackerFolder ? { picture: { folder: trackerFolder, request } } : {}),
    });
}

// EXTERNAL MODULE: ./src/matrix/tally.ts
var matrix_tally = __webpack_require__(49715);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
;// CONCATENATED MODULE: ./src/stages/legs-running.ts





async function legsStillRunning(inputs, tally) {
    const jobId = Number(inputs.jobId);
    if (!inputs.githubToken || !Number.isSafeInteger(jobId) || jobId <= 0)
        return 0;
    const deadline = Date.now() + constants/* LEGS_RUNNING_TIMEOUT_MS */.nn;
    try {
        const { readMatrixLegs } = await __webpack_require__.e(/* import() */ 514).then(__webpack_require__.bind(__webpack_require__, 85514));
        const legs = await readMatrixLegs({ token: inputs.githubToken, userAgent: user_agent/* USER_AGENT */._, timeoutMs: Math.max(0, deadline - Date.now()) }, jobId);
        if (!legs)
            throw new Error("this leg is not among the run attempt's jobs");
        const inProgress = legs.filter((leg) => leg.id !== jobId && leg.status === 'in_progress');
        const running = new Set((0,matrix_tally/* unreported */.B)(inProgress.map((leg) => String(leg.id)), tally));
        const names = inProgress.filter((leg) => running.has(String(leg.id))).map((leg) => leg.name);
        core/* debug */.Yz(`Signalgrid: ${names.length} other legs still run: ${names.join(', ')}.`);
        return names.length;
    }
    catch (error) {
        core/* debug */.Yz(`Signalgrid: the jobs API cannot say which legs still run (${(0,cause/* causeOf */.r)(error)}); the matrix ends now.`);
        return 0;
    }
}

// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
// EXTERNAL MODULE: ./src/matrix/roster.ts
var roster = __webpack_require__(57498);
// EXTERNAL MODULE: ./src/matrix/sealed.ts
var sealed = __webpack_require__(43649);
// EXTERNAL MODULE: ./src/matrix/waits.ts
var matrix_waits = __webpack_require__(91215);
;// CONCATENATED MODULE: ./src/stages/shared-matrix.ts







const GROUP = "Signalgrid: the matrix's shared activity";
function legFolder(context) {
    return activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, `matrix ${context.job}`);
}
function boardRequest(inputs, context, matrix) {
    const runtimeToken = process.env.ACTIONS_RUNTIME_TOKEN;
    const resultsUrl = process.env.ACTIONS_RESULTS_URL;
    if (!runtimeToken || !resultsUrl)
        return undefined;
    return {
        runtimeToken,
        resultsUrl,
        secret: runKeySecret(inputs),
        repository: context.repository,
        runId: context.runId,
        matrix,
        attempt: context.runAttempt,
        leg: inputs.leg,
        jobId: inputs.jobId,
    };
}
function hasJobId(inputs) {
    return /^[1-9]\d*$/.test(inputs.jobId);
}
function rosterOf(inputs, context, matrix) {
    const key = new sealed/* RunKey */.T(runKeySecret(inputs), context.repository, context.runId);
    const waits = new matrix_waits/* Waits */.d(constants/* LEG_WAIT_MS */.u3, core/* debug */.Yz);
    return new roster/* Roster */.w(matrix, context.runAttempt, inputs.leg, key, inputs.jobId, waits);
}
function runKeySecret(inputs) {
    return `${inputs.clientKey}\n${inputs.channel}`;
}
function goingAlone(error) {
    core/* notice */.lm(`Signalgrid: the legs of this matrix cannot share one activity (${(0,cause/* causeOf */.r)(error)}); this leg shows its own.`, constants/* ANNOTATION */.YX);
}

// EXTERNAL MODULE: ./src/stages/start.ts
var start = __webpack_require__(96543);
;// CONCATENATED MODULE: ./src/stages/leg-end.ts


















function finishLeg(inputs, context, state) {
    return core/* group */.Os(GROUP, () => finish(inputs, context, {
        token: state.token,
        startedAt: state.startedAt,
        alone: false,
        tracks: state.trackerPid !== undefined,
        matrix: state.matrixName || context.job,
    }));
}
function reportAlone(inputs, context, state) {
    return core/* group */.Os(GROUP, () => finish(inputs, context, {
        token: '',
        startedAt: undefined,
        alone: true,
        tracks: false,
        matrix: state.matrixName || context.job,
    }));
}
async function finish(inputs, context, state) {
    const trackerFolder = state.token
        ? activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, state.token)
        : state.tracks
            ? legFolder(context)
            : undefined;
    const trackerJournal = trackerFolder && (await stopLegTracker(inputs, trackerFolder));
    if (trackerFolder && trackerJournal?.report === 'done') {
        return writeReportedSummary(inputs, context, state.startedAt, trackerFolder);
    }
    const roster = rosterOf(inputs, context, state.matrix);
    let reported;
    try {
        reported = await (0,leg_report/* reportLeg */.T)(roster, inputs.jobStatus, {
            alone: state.alone,
            stillRunning: (tally) => legsStillRunning(inputs, tally),
        });
    }
    catch (error) {
        return cannotReport(inputs, context, state, error);
    }
    const standing = standingOf(reported);
    if (!(0,end/* maySend */.ct)(standing)) {
        if (!(state.alone && standing.over))
            core/* debug */.Yz(`Signalgrid: ${(0,end/* nothingForLeg */.rG)(standing)}.`);
        return;
    }
    const held = state.token ? undefined : heldByTracker(trackerFolder);
    const published = state.token
        ? { token: state.token, startedAt: state.startedAt ?? Date.now() }
        : (held ?? (await roster.published(constants/* MATRIX_TOKEN_WAIT_MS */.hz, constants/* MATRIX_POLL_MS */.LF).catch(() => undefined)));
    if (!published || 'failed' in published) {
        if (state.alone)
            return;
        if (!published)
            core/* notice */.lm("Signalgrid: the matrix's activity did not appear; this leg shows its own.", constants/* ANNOTATION */.YX);
        return showAlone(inputs, context, state);
    }
    const folder = held
        ? trackerFolder
        : activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, published.token);
    if (!folder.exists()) {
        folder.create({
            token: published.token,
            startedAt: published.startedAt,
            content: (0,activity_content/* initialContent */.io)(inputs, context),
            quotaReserve: (0,quota/* quotaReserve */.H5)(inputs),
            ...(published.legsUsualMs ? { legsUsualMs: published.legsUsualMs } : {}),
        });
    }
    const record = folder.readRecord();
    const content = record?.content ?? (0,activity_content/* initialContent */.io)(inputs, context);
    const own = folder.path === trackerFolder?.path
        ? trackerJournal
        : (0,activity_journal/* journalFacts */.l)(folder.readJournal(), new journal_seal/* JournalSeal */.F(inputs.clientKey, folder));
    const activity = {
        token: published.token,
        startedAt: published.startedAt,
        legsUsualMs: record?.legsUsualMs,
    };
    const plan = (at) => (0,end/* planLegEnd */.hV)({
        standing,
        activity,
        latest: () => content,
        shownByTrackers: state.token ? state.tracks : held !== undefined || published.senderJob !== undefined,
        updateLeavesReserve: leavesReserve(own, published, standing.tally, inputs, context.runAttempt),
        alert: { kind: inputs.failureAlert, context, jobId: inputs.jobId },
        journal: { ...(own ?? NO_JOURNAL), ended: trackerJournal?.ended === true },
        at,
        timedUpdates: inputs.timedUpdates,
    });
    const first = plan(Date.now());
    const trackerSentAt = trackerJournal?.trackerSentAt;
    if ('end' in first && first.end) {
        const lagMs = reported.over ? 0 : reported.lagMs;
        await afterOthersUpdates(standing.tally, inputs, roster.waits, lagMs, trackerSentAt);
    }
    else if ('update' in first && first.update) {
        await afterTracker(trackerSentAt, inputs, roster.waits);
    }
    const last = plan(Date.now());
    if ('noActivity' in last)
        return showAlone(inputs, context, state);
    const late = last.update !== undefined && !(await updateStillDue(standing.tally, inputs, roster));
    const sending = late
        ? { says: "the matrix's end went out meanwhile: this leg sends no update after it" }
        : last;
    if (sending.notice)
        core/* notice */.lm(sending.notice, constants/* ANNOTATION */.YX);
    core/* debug */.Yz(`Signalgrid: ${sending.says}.`);
    await (0,stages_end/* sendAsPost */.B)(sending, inputs, folder, (outcome, fresh) => roster.clear(outcome, fresh).catch((error) => {
        core/* debug */.Yz(`Signalgrid: the run's board was not cleared (${(0,cause/* causeOf */.r)(error)}).`);
    }));
    if (state.alone)
        return;
    await writeLegSummary(inputs, trackerFolder, folder, {
        whole: standing.ends === 'this leg',
        heading: content.title,
        outcome: standing.tally.outcome,
        startedAt: state.startedAt ?? published.startedAt,
    });
}
async function stopLegTracker(inputs, folder) {
    const seal = new journal_seal/* JournalSeal */.F(inputs.clientKey, folder);
    folder.requestStop();
    const reporting = (0,activity_journal/* journalFacts */.l)(folder.readJournal(), seal).report !== undefined;
    const tracker = await (0,control/* stopTracker */.ry)(folder, reporting ? constants/* TRACKER_REPORT_STOP_MS */.oR : constants/* TRACKER_STOP_TIMEOUT_MS */.jT);
    (0,report/* sayTrackerStop */.Ev)(tracker.outcome);
    await tracker.exited;
    const journal = folder.readJournal();
    (0,report/* sayTrackerJournal */.nw)(journal, seal);
    return (0,activity_journal/* journalFacts */.l)(journal, seal);
}
function standingOf(reported) {
    if (reported.over)
        return reported;
    const { tally, last, claim } = reported;
    const ends = claim === undefined ? 'nobody yet' : claim === 'taken' ? 'another leg' : 'this leg';
    return { over: false, tally, last, ends };
}
const NO_JOURNAL = {
    ended: false,
    alerted: false,
    report: undefined,
    remaining: undefined,
    trackerSentAt: undefined,
};
function heldByTracker(folder) {
    const record = folder?.readRecord();
    if (!record?.token)
        return undefined;
    return {
        token: record.token,
        startedAt: record.startedAt,
        ...(record.legsUsualMs ? { legsUsualMs: record.legsUsualMs } : {}),
    };
}
function leavesReserve(journal, activity, tally, inputs, attempt) {
    const started = journal?.remaining ?? activity.remaining;
    if (started === undefined)
        return true;
    const others = tally.done.filter((report) => report.attempt === attempt && report.index !== inputs.leg.index);
    const timed = activity.senderJob !== undefined ? inputs.timedUpdates : 0;
    const atMost = (0,quota/* legsQuotaAtMost */.mj)(started, others.length, timed, activity.token);
    return (0,quota/* updateLeavesReserve */.Gq)([], { token: activity.token, quotaReserve: (0,quota/* quotaReserve */.H5)(inputs) }, atMost);
}
async function cannotReport(inputs, context, state, error) {
    if (state.alone) {
        core/* debug */.Yz(`Signalgrid: this leg's outcome could not be left for the other legs (${(0,cause/* causeOf */.r)(error)}).`);
        return;
    }
    goingAlone(error);
    return showAlone(inputs, context, state);
}
async function showAlone(inputs, context, state) {
    const now = Date.now();
    const base = (0,activity_content/* initialContent */.io)(inputs, context);
    const token = state.token || (await (0,start/* sendStart */.N)(inputs, context, base, 'post', now))?.activityUpdateToken;
    if (!token)
        return;
    const content = (0,activity_content/* finalContent */.yu)(base, inputs.jobStatus, now - (state.startedAt ?? now));
    const end = { token, content, outcome: inputs.jobStatus };
    await (0,stages_end/* sendAsPost */.B)({ end, says: 'this leg alone' }, inputs, activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, token));
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/matrix/matrix-name.ts

const SEPARATOR = ' / ';
function mayBeCalled(jobWorkflowRef, runWorkflowRef) {
    return jobWorkflowRef === '' || jobWorkflowRef !== runWorkflowRef;
}
function matrixName(jobKey, jobName, leg) {
    const caller = jobName === undefined ? undefined : callerOf(jobName, leg);
    if (caller === undefined)
        return jobKey;
    return `${jobKey}.${(0,external_node_crypto_.createHash)('sha256').update(caller).digest('hex').slice(0, 12)}`;
}
function callerOf(jobName, leg) {
    const values = leg.label.split(', ').filter((value) => value !== '' && !value.endsWith('…'));
    const separators = [];
    let depth = 0;
    for (let at = 0; at < jobName.length; at++) {
        const character = jobName[at];
        if (character === '(')
            depth += 1;
        else if (character === ')')
            depth = Math.max(0, depth - 1);
        else if (depth === 0 && jobName.startsWith(SEPARATOR, at))
            separators.push(at);
    }
    for (const at of separators.reverse()) {
        const caller = jobName.slice(0, at);
        if (!values.some((value) => holdsWord(caller, value)))
            return caller;
    }
    return undefined;
}
function holdsWord(text, word) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        const before = text[at - 1] ?? '';
        const after = text[at + word.length] ?? '';
        if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after))
            return true;
    }
    return false;
}

// EXTERNAL MODULE: ./src/github/load-history.ts
var load_history = __webpack_require__(97062);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/view/centre.ts
var centre = __webpack_require__(44518);
// EXTERNAL MODULE: ./src/stages/own-job.ts
var own_job = __webpack_require__(21937);
;// CONCATENATED MODULE: ./src/stages/legs-history.ts







async function readLegsUsual(inputs, context, jobName) {
    if (!inputs.trackSteps || inputs.progressMode !== 'time' || !inputs.githubToken)
        return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), constants/* LEGS_HISTORY_TIMEOUT_MS */.YV);
    try {
        const [{ githubClient }, { queryForThisRun, readLegsHistory, workflowFileName }] = await Promise.all([
            __webpack_require__.e(/* import() */ 584).then(__webpack_require__.bind(__webpack_require__, 96584)),
            (0,load_history/* loadHistoryReader */.W)(),
        ]);
        if (workflowFileName(process.env.GITHUB_WORKFLOW_REF) === undefined)
            return undefined;
        const name = jobName ?? (await (0,own_job/* readOwnJob */.W)(inputs, context, constants/* LEGS_HISTORY_TIMEOUT_MS */.YV))?.name;
        if (name === undefined)
            return undefined;
        const octokit = githubClient(inputs.githubToken, { userAgent: user_agent/* USER_AGENT */._ });
        const read = await readLegsHistory(octokit, queryForThisRun(name, controller.signal));
        core/* debug */.Yz(`Signalgrid: ${read.message}${read.ok ? '' : ': the bar counts legs'}.`);
        if (!read.ok)
            return undefined;
        return Object.fromEntries(Object.entries(read.timesMs).map(([label, times]) => [(0,leg/* shortLabel */.z1)(label), (0,centre/* median */.J)(times)]));
    }
    catch (error) {
        core/* debug */.Yz(`Signalgrid: no history of the legs (${error instanceof Error ? error.message : error}).`);
        return undefined;
    }
    finally {
        clearTimeout(timer);
    }
}

// EXTERNAL MODULE: ./src/stages/state.ts
var state = __webpack_require__(49074);
;// CONCATENATED MODULE: ./src/stages/matrix-join.ts












function joinMatrix(inputs, context, by) {
    return core/* group */.Os(GROUP, () => join(inputs, context, by));
}
async function join(inputs, context, by) {
    const now = Date.now();
    const ownJob = mayBeCalled(inputs.jobWorkflowRef, process.env.GITHUB_WORKFLOW_REF)
        ? await (0,own_job/* readOwnJob */.W)(inputs, context, constants/* OWN_JOB_TIMEOUT_MS */.Yt)
        : undefined;
    const matrix = matrixName(context.job, ownJob?.name, inputs.leg);
    core/* saveState */.LZ(constants/* State */.Uw.matrixName, matrix);
    core/* debug */.Yz(`Signalgrid: this leg's matrix goes by "${matrix}" on the run's board.`);
    const roster = rosterOf(inputs, context, matrix);
    core/* exportVariable */.dN(constants/* LEG_VARIABLE */.sj, String(inputs.leg.index));
    let claim;
    try {
        await roster.join();
        claim = await roster.claimStart();
    }
    catch (error) {
        goingAlone(error);
        return undefined;
    }
    if (claim === 'taken')
        return (0,state/* saveInstanceState */.CG)({
            role: 'leg',
            startedAt: now,
            trackerPid: await startLegTracker(inputs, context, matrix, now),
        });
    if (claim === 'unknown') {
        goingAlone('every name its start was claimed under is taken or went unanswered, and none is listed');
        return undefined;
    }
    const content = {
        ...(0,activity_content/* initialContent */.io)(inputs, context),
        body: inputs.body ?? `0 of ${inputs.leg.count} legs done`,
    };
    const [started, legsUsualMs] = await Promise.all([
        (0,start/* sendStart */.N)(inputs, context, content, by, now),
        readLegsUsual(inputs, context, ownJob?.name),
    ]);
    const tracks = started !== undefined && legsUsualMs !== undefined && inputs.trackSteps && hasJobId(inputs);
    const published = started
        ? {
            token: started.activityUpdateToken,
            startedAt: now,
            ...(legsUsualMs ? { legsUsualMs } : {}),
            ...(started.remaining === undefined ? {} : { remaining: started.remaining }),
            ...(tracks ? { senderJob: inputs.jobId } : {}),
        }
        : { failed: true };
    const folder = started && activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, started.activityUpdateToken);
    if (folder && legsUsualMs) {
        const record = folder.readRecord();
        if (record)
            folder.writeRecord({ ...record, legsUsualMs });
    }
    try {
        await roster.publish(published);
    }
    catch (error) {
        if (!started)
            return (0,state/* saveInstanceState */.CG)({ role: 'none' });
        goingAlone(error);
        core/* exportVariable */.dN(constants/* ACTIVITY_TOKEN_VARIABLE */.Xs, started.activityUpdateToken);
        return (0,state/* saveInstanceState */.CG)({
            role: 'starter',
            token: started.activityUpdateToken,
            startedAt: now,
            alone: true,
        });
    }
    if (!started || !folder)
        return (0,state/* saveInstanceState */.CG)({ role: 'none' });
    core/* exportVariable */.dN(constants/* ACTIVITY_TOKEN_VARIABLE */.Xs, started.activityUpdateToken);
    const board = boardRequest(inputs, context, matrix);
    return (0,state/* saveInstanceState */.CG)({
        role: 'leg',
        token: started.activityUpdateToken,
        startedAt: now,
        trackerPid: tracks ? await (0,control/* startTracker */.vX)(folder, inputs, board ? { board } : {}) : undefined,
    });
}
async function startLegTracker(inputs, context, matrix, now) {
    const follows = inputs.trackSteps && inputs.progressMode === 'time' && inputs.githubToken && hasJobId(inputs);
    const board = boardRequest(inputs, context, matrix);
    if (!follows || !board)
        return undefined;
    const folder = legFolder(context);
    folder.create({
        token: '',
        startedAt: now,
        content: (0,activity_content/* initialContent */.io)(inputs, context),
        quotaReserve: (0,quota/* quotaReserve */.H5)(inputs),
    });
    return (0,control/* startTracker */.vX)(folder, inputs, { board });
}

// EXTERNAL MODULE: ./src/activity/starter-channels.ts
var starter_channels = __webpack_require__(9291);
// EXTERNAL MODULE: ./src/matrix/board.ts + 4 modules
var board = __webpack_require__(34143);
// EXTERNAL MODULE: ./src/matrix/shared-activity.ts
var shared_activity = __webpack_require__(71412);
// EXTERNAL MODULE: ./src/net/seconds.ts
var seconds = __webpack_require__(97714);
// EXTERNAL MODULE: ./src/stages/roles.ts
var roles = __webpack_require__(35166);
;// CONCATENATED MODULE: ./src/stages/shared-by-name.ts











function joinByName(inputs, context, by, name) {
    return core/* group */.Os(groupOf(name), () => shared_by_name_join(inputs, context, by, name));
}
function forgetName(inputs, context, name) {
    return core/* group */.Os(groupOf(name), () => sharedOf(inputs, context, name)
        .clear()
        .catch(() => { }));
}
async function shared_by_name_join(inputs, context, by, name) {
    const now = Date.now();
    const shared = sharedOf(inputs, context, name);
    const alone = (why) => {
        core/* notice */.lm(`Signalgrid: ${why}; this job shows its own activity.`, constants/* ANNOTATION */.YX);
        return (0,roles/* becomeStarter */.$)(inputs, context, by, now);
    };
    let claim;
    try {
        claim = await shared.claimStart();
    }
    catch (error) {
        return alone(cannotShare(name, error));
    }
    if (claim === 'unknown') {
        const cause = 'every name its start was claimed under is taken or went unanswered, and none is listed';
        return alone(cannotShare(name, cause));
    }
    if (claim === 'claimed') {
        const state = await (0,roles/* becomeStarter */.$)(inputs, context, by, now);
        try {
            await shared.publish(state.token ? { token: state.token, startedAt: now } : { failed: true });
        }
        catch (error) {
            if (state.token) {
                core/* notice */.lm(`Signalgrid: ${cannotShare(name, error)}; this job shows its own activity.`, constants/* ANNOTATION */.YX);
            }
            return state;
        }
        if (!state.token)
            return state;
        core/* saveState */.LZ(constants/* State */.Uw.activityName, name);
        return { ...state, activityName: name };
    }
    let activity;
    try {
        activity = await shared.published(constants/* MATRIX_TOKEN_WAIT_MS */.hz, constants/* MATRIX_POLL_MS */.LF);
    }
    catch (error) {
        return alone(cannotShare(name, error));
    }
    if (activity === undefined) {
        return alone(`the activity named "${name}" did not appear within ${(0,seconds/* seconds */.Y)(constants/* MATRIX_TOKEN_WAIT_MS */.hz)}`);
    }
    if ('failed' in activity)
        return alone(`the job that claimed the activity named "${name}" could not start it`);
    const other = (0,starter_channels/* otherChannelsWarning */.V)(activity.token, inputs);
    if (other)
        core/* warning */.$e(other, constants/* ANNOTATION */.YX);
    return (0,roles/* becomeAttacher */.k)(inputs, context, activity.token, now, name);
}
function sharedOf(inputs, context, name) {
    const prefix = `signalgrid-name.${name}-a${context.runAttempt}`;
    const waits = new matrix_waits/* Waits */.d(constants/* LEG_WAIT_MS */.u3, core/* debug */.Yz);
    const key = new sealed/* RunKey */.T(inputs.clientKey, context.repository, context.runId);
    return new shared_activity/* SharedActivity */.h_(prefix, `${context.job} ${(0,external_node_crypto_.randomUUID)()}`, key, new board/* Board */.b(waits));
}
function cannotShare(name, error) {
    return `the jobs named "${name}" cannot share one activity (${(0,cause/* causeOf */.r)(error)})`;
}
function groupOf(name) {
    return `Signalgrid: the activity named "${name}"`;
}

;// CONCATENATED MODULE: ./src/stages/board-sharing.ts





/***/ }),

/***/ 14570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ sendAsPost)
/* harmony export */ });
/* unused harmony export postHost */
/* harmony import */ var _activity_end_sending_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95299);
/* harmony import */ var _activity_journal_seal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37010);
/* harmony import */ var _activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52270);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87781);




function postHost(inputs, folder, clear) {
    return {
        folder,
        seal: new _activity_journal_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .JournalSeal */ .F(inputs.clientKey, folder),
        by: 'post',
        client: (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createClient */ .U)(inputs),
        alertClient: () => (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createClient */ .U)(inputs, { channels: inputs.failureAlertChannels }),
        delays: inputs,
        failed: (what, error) => (0,_report_js__WEBPACK_IMPORTED_MODULE_3__/* .reportServiceFailure */ .my)(inputs.failOnError, what, error),
        ...(clear ? { clear } : {}),
    };
}
function sendAsPost(plan, inputs, folder, clear) {
    return (0,_activity_end_sending_js__WEBPACK_IMPORTED_MODULE_0__/* .sendPlan */ .Q)(plan, postHost(inputs, folder, clear));
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
        remaining === undefined ? '' : `${cell(groupThousands(remaining))} left this month`,
    ].filter(Boolean);
    const rows = sent.map((entry) => [
        new Date(entry.at).toISOString().slice(11, 19),
        cell(entry.kind),
        entry.progress === undefined ? '' : `${cell(String(entry.progress))}%`,
        cell(entry.severity ?? ''),
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
        .replace(/(?=:\/\/)|(?<=mailto|xmpp)(?=:)|(?<=www)(?=\.)|(?<=@)/gi, WORD_JOINER);
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
        const { runPictureOf } = await Promise.all(/* import() */[__webpack_require__.e(615), __webpack_require__.e(43)]).then(__webpack_require__.bind(__webpack_require__, 20043));
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
    const { CurrentJob } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(453), __webpack_require__.e(644)]).then(__webpack_require__.bind(__webpack_require__, 36453));
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

/***/ 44518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ usual),
/* harmony export */   J: () => (/* binding */ median)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24200);

function median(values) {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
        ? sorted[middle]
        : (sorted[middle - 1] + sorted[middle]) / 2;
}
function usual(newestFirst) {
    if (newestFirst.length !== 2)
        return median(newestFirst);
    const [newer, older] = newestFirst;
    return (_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .NEWER_WEIGHT */ .$c * newer + older) / (_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .NEWER_WEIGHT */ .$c + 1);
}


/***/ }),

/***/ 24200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ NEWER_WEIGHT),
/* harmony export */   Fe: () => (/* binding */ RUNNING_MAX),
/* harmony export */   IK: () => (/* binding */ BEFORE_LAST_STEPS_MAX),
/* harmony export */   Qs: () => (/* binding */ OTHER_SHAPE_OVER_SIZE),
/* harmony export */   qE: () => (/* binding */ LATE_MARGIN),
/* harmony export */   vT: () => (/* binding */ SAME_MOMENT_MS),
/* harmony export */   zA: () => (/* binding */ OTHER_SHAPE_SHARE)
/* harmony export */ });
const BEFORE_LAST_STEPS_MAX = 94;
const RUNNING_MAX = 99;
const SAME_MOMENT_MS = 1_000;
const NEWER_WEIGHT = 2;
const OTHER_SHAPE_SHARE = 1 / 3;
const OTHER_SHAPE_OVER_SIZE = 2;
const LATE_MARGIN = 0.1;


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
/* harmony export */   wi: () => (/* binding */ legsLeadMs),
/* harmony export */   xi: () => (/* binding */ legsOf)
/* harmony export */ });
/* harmony import */ var _github_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14567);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24200);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31788);



const LEGS_MAX = 94;
function legsView(legs, usual, elapsedMs, leadMs = 0) {
    const toCome = comingWeights(legs, usual);
    const waiting = toCome.length === 0 ? [] : (legs.queued ?? []).map((digest) => weight(usual, usual.get(digest)));
    const remainingAt = (ms) => toCome.length === 0 ? undefined : Math.max(Math.max(...toCome) - ms, ...waiting);
    const shownMs = elapsedMs + leadMs;
    const remainingMs = remainingAt(shownMs);
    const byClock = remainingMs === undefined ? 0 : shownMs / Math.max(1, shownMs + Math.max(0, remainingMs));
    const percent = Math.min(LEGS_MAX, Math.floor(100 * Math.max(legsDoneShare(legs, usual), byClock)));
    const lateBy = Math.max(0, ...toCome) * _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .LATE_MARGIN */ .qE;
    const late = (remainingAt(elapsedMs) ?? 0) < -lateBy;
    const timeLeft = remainingMs === undefined || legs.failed > 0 ? '' : (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .timeLeftText */ .wo)(Math.max(0, remainingMs), late);
    return {
        percent,
        words: [(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), failedWords(legs), timeLeft]
            .filter(Boolean)
            .join(' · '),
    };
}
function legsLeadMs(usual, timedUpdates) {
    const updates = Math.floor(timedUpdates);
    if (usual.size === 0 || !(updates > 0))
        return 0;
    return Math.max(...usual.values()) / (2 * (updates + 1));
}
function legsDoneShare(legs, usual) {
    if (usual.size === 0)
        return legs.done.length / legs.count;
    const done = legs.done.reduce((sum, digest) => sum + weight(usual, usual.get(digest)), 0);
    const left = comingWeights(legs, usual).reduce((sum, ms) => sum + ms, 0);
    return done / Math.max(1, done + left);
}
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
function weight(usual, ms) {
    const known = [...usual.values()];
    const mean = known.reduce((sum, value) => sum + value, 0) / Math.max(1, known.length);
    return Math.max(ms ?? mean, 1);
}
function failedWords(legs) {
    if (legs.failed === 0)
        return '';
    return legs.failed === 1 ? `1 failed: ${legs.failedLabel}` : `${legs.failed} failed: ${legs.failedLabel}, …`;
}
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
function legsOf(snapshot) {
    const own = snapshot.jobs.find((job) => job.id === snapshot.ownJobId);
    const matrix = _github_names_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(own?.name ?? '')?.[1];
    return snapshot.jobs.flatMap((job) => {
        const name = _github_names_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(job.name);
        return name && name[1] === matrix ? [{ job, label: name[2] }] : [];
    });
}
function legsRunView(legs, usual, elapsedMs, startedAt, leadMs = 0) {
    const view = legsView(legs, usual, elapsedMs, leadMs);
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
function legsKey(legs) {
    return `legs ${legs.done.length} of ${legs.count}, ${legs.failed} failed`;
}


/***/ })

};
