export const id = 835;
export const ids = [835];
export const modules = {

/***/ 97062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ loadHistoryReader)
/* harmony export */ });
function loadHistoryReader() {
    return Promise.all(/* import() */[__webpack_require__.e(439), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 56439));
}


/***/ }),

/***/ 835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  claimApprovalTold: () => (/* reexport */ claimApprovalTold),
  claimNamedEnd: () => (/* reexport */ claimNamedEnd),
  finishLeg: () => (/* reexport */ finishLeg),
  forgetName: () => (/* reexport */ forgetName),
  joinByName: () => (/* reexport */ joinByName),
  joinMatrix: () => (/* reexport */ joinMatrix),
  namedActivity: () => (/* reexport */ namedActivity),
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
        ...(trackerFolder ? { picture: { from: trackerFolder, request } } : {}),
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
        alert: {
            kind: inputs.failureAlert,
            channels: inputs.failureAlertChannels,
            context,
            jobId: inputs.jobId,
        },
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
    await (0,stages_end/* sendAsPost */.Bs)(sending, inputs, folder, (outcome, fresh) => roster.clear(outcome, fresh).catch((error) => {
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
    await (0,stages_end/* sendAsPost */.Bs)({ end, says: 'this leg alone' }, inputs, activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, token));
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
            __webpack_require__.e(/* import() */ 203).then(__webpack_require__.bind(__webpack_require__, 96584)),
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
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
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
function claimNamedEnd(inputs, context, name) {
    return core/* group */.Os(groupOf(name), async () => {
        const shared = sharedOf(inputs, context, name);
        const published = await shared.published(0, constants/* MATRIX_POLL_MS */.LF).catch(() => undefined);
        const claim = await shared.claimEnd().catch(() => 'unknown');
        if (claim === 'taken')
            core/* debug */.Yz(`Signalgrid: another job of the activity named "${name}" ended it.`);
        return { ends: claim !== 'taken', published };
    });
}
function namedActivity(inputs, context, name) {
    return core/* group */.Os(groupOf(name), async () => {
        const published = await sharedOf(inputs, context, name)
            .published(0, constants/* MATRIX_POLL_MS */.LF)
            .catch(() => undefined);
        return published && 'token' in published ? published : undefined;
    });
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
            await shared.publish(state.token
                ? {
                    token: state.token,
                    startedAt: now,
                    ...alertOf(inputs),
                    title: inputs.title ?? (0,run_context/* defaultTitle */.QL)(context),
                }
                : { failed: true });
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
function claimApprovalTold(inputs, context, name, environments) {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(environments.join('\n')).digest('hex').slice(0, 16);
    return core/* group */.Os(groupOf(name), () => notesOf(inputs, context, `${prefixOf(context, name)}.approval-${digest}`).claimStart());
}
function sharedOf(inputs, context, name) {
    return notesOf(inputs, context, prefixOf(context, name));
}
function prefixOf(context, name) {
    return `signalgrid-name.${name}-a${context.runAttempt}`;
}
function notesOf(inputs, context, prefix) {
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
function alertOf(inputs) {
    if (inputs.failureAlert === 'none')
        return {};
    return { alert: { kind: inputs.failureAlert, channels: inputs.failureAlertChannels } };
}

;// CONCATENATED MODULE: ./src/stages/board-sharing.ts





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


/***/ })

};
