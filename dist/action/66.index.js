export const id = 66;
export const ids = [66,543];
export const modules = {

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

/***/ 9291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ otherChannelsWarning)
/* harmony export */ });
/* harmony import */ var _signalgrid_activity_token_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16391);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99278);


/**
 * What to say when a use of the action that did not start the activity (a later use in the job, or a job that
 * attaches) names other channels than the step that started it: the activity stays on the starter's channels,
 * each reached where this step names it too. Undefined when the channels are the same.
 */
function otherChannelsWarning(token, inputs) {
    const activities = (0,_signalgrid_activity_token_js__WEBPACK_IMPORTED_MODULE_1__/* .parseActivityToken */ .CP)(token);
    if (!activities)
        return undefined;
    const ids = inputs.channels.map((channel) => (0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__/* .channelId */ .Zm)(inputs.clientKey, channel));
    const starters = activities.map((activity, index) => activity.id ?? ids[index]);
    const same = starters.length === ids.length && starters.every((id, index) => id === ids[index]);
    if (same)
        return undefined;
    const count = starters.length;
    const unreached = starters.flatMap((id, index) => id === undefined || !ids.includes(id) ? [(0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__/* .channelPosition */ .jA)({ position: index + 1, count })] : []);
    const note = unreached.length === 0
        ? ''
        : `; this step does not name ${unreached.join(', ')} of them, so it sends ${unreached.length === 1 ? 'that one' : 'those'} nothing`;
    return ('Signalgrid: `channel` names other channels than the step that started the activity; the activity stays ' +
        `on that step's ${count === 1 ? 'channel' : `${count} channels`}${note}.`);
}


/***/ }),

/***/ 88066:
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
// EXTERNAL MODULE: ./src/activity/folder.ts
var activity_folder = __webpack_require__(9173);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/tracker/control.ts
var control = __webpack_require__(49521);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
// EXTERNAL MODULE: ./src/stages/run-stage.ts + 2 modules
var run_stage = __webpack_require__(62660);
// EXTERNAL MODULE: ./src/stages/setup.ts
var setup = __webpack_require__(6554);
// EXTERNAL MODULE: ./src/stages/state.ts
var stages_state = __webpack_require__(49074);
;// CONCATENATED MODULE: ./src/stages/main.ts













/**
 * The step itself. In activity mode it sends the update its inputs ask for (handing it to the tracker, so
 * it never waits for the spacing window) and does pre's work when pre did not run. In push mode it sends
 * the push.
 */
async function main() {
    const preRan = (0,stages_state/* readInstanceState */.v4)().role !== undefined;
    const inputs = (0,run_stage/* stageInputs */.M$)({ reportProblems: !preRan });
    if (!inputs)
        return;
    if (!(0,run_stage/* hasCredentials */.Lk)(inputs)) {
        if (!preRan)
            core/* notice */.lm(constants/* NO_SECRETS_NOTICE */.t6, constants/* ANNOTATION */.YX);
        return;
    }
    const context = (0,run_context/* readRunContext */.$p)();
    if (inputs.mode === 'push') {
        await sendPush(inputs, context);
        return;
    }
    const state = preRan ? (0,stages_state/* readInstanceState */.v4)() : await (0,setup/* joinOrStart */.I)(inputs, context, 'main');
    if (state.role === 'none' || !state.token)
        return;
    // A starter's start already showed what its inputs ask for; anyone else's update is news.
    const update = (0,activity_content/* requestedUpdate */.i1)(inputs);
    const answer = update && JSON.stringify(update) !== state.shownUpdate
        ? await sendUpdate(inputs, context, state.token, update)
        : undefined;
    core/* setOutput */.uH('activity-token', state.token);
    const ruuid = answer?.ruuid ?? state.ruuid;
    const remaining = answer?.remaining ?? (state.remaining === '' ? undefined : state.remaining);
    if (ruuid)
        core/* setOutput */.uH('ruuid', ruuid);
    if (remaining !== undefined)
        core/* setOutput */.uH('remaining', String(remaining));
}
async function sendPush(inputs, context) {
    try {
        const answer = await (0,signalgrid_client/* createClient */.U)(inputs).push({
            title: inputs.title ?? (0,run_context/* defaultTitle */.QL)(context),
            body: inputs.body ?? `${context.repository} @ ${context.refName}\n${(0,run_context/* runUrl */.Vp)(context, inputs.jobId)}`,
            severity: inputs.severity ?? 'INFO',
            critical: inputs.critical,
        });
        core/* setOutput */.uH('ruuid', answer.ruuid);
        if (answer.remaining !== undefined)
            core/* setOutput */.uH('remaining', String(answer.remaining));
        const low = (0,quota/* quotaWarning */.BY)(answer.remaining);
        if (low)
            core/* warning */.$e(low, constants/* ANNOTATION */.YX);
    }
    catch (error) {
        (0,report/* reportServiceFailure */.m)(inputs.failOnError, 'could not send the push', error);
    }
}
/**
 * Gives an explicit update to the activity's tracker, which sends it in turn with the step changes when
 * the spacing allows; main does not wait. Without a tracker (it died, or could not start), it is sent now,
 * the activity's last known content filling in what the update does not set.
 */
async function sendUpdate(inputs, context, token, update) {
    const at = Date.now();
    const folder = activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, token);
    if (await (0,control/* isTrackerRunning */.OH)(folder)) {
        folder.postToInbox({ at, ...update });
        return undefined;
    }
    const record = (0,activity_content/* recordOrDefault */.AA)(folder, inputs, context, token, at);
    if (!(0,quota/* updateLeavesReserve */.Gq)(folder.readJournal(), record)) {
        core/* notice */.lm(quota/* QUOTA_KEPT_NOTICE */.$V, constants/* ANNOTATION */.YX);
        return undefined;
    }
    const content = (0,activity_content/* applyUpdate */.QE)(record.content, update);
    try {
        const entry = { at, kind: 'update', by: 'main', ...(0,activity_content/* journalView */.bF)(content) };
        const answer = await (0,journal/* sendJournaled */.X)(folder, entry, () => (0,signalgrid_client/* createClient */.U)(inputs).updateActivity(token, content));
        folder.writeRecord({ ...record, content });
        return answer;
    }
    catch (error) {
        (0,report/* reportServiceFailure */.m)(inputs.failOnError, 'could not update the activity', error);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/main.ts


/** The step: the runner runs it as dist/main/index.js. */
const run = () => (0,run_stage/* runStage */.Si)(main);


/***/ }),

/***/ 35166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ becomeStarter),
/* harmony export */   k: () => (/* binding */ becomeAttacher)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _activity_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(748);
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9173);
/* harmony import */ var _activity_quota_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29417);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27242);
/* harmony import */ var _tracker_control_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49521);
/* harmony import */ var _start_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96543);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(49074);








/**
 * Starts the activity and its tracker: this instance is its starter. 'none' when the start failed (said in
 * the log). `alone`: a leg of a shared matrix that could not join it, which still reports at its end.
 */
async function becomeStarter(inputs, context, by, now, alone = false) {
    const started = await (0,_start_js__WEBPACK_IMPORTED_MODULE_6__/* .sendStart */ .N)(inputs, context, (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .initialContent */ .io)(inputs, context), by, now);
    if (!started)
        return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .CG)({ role: 'none', alone });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .exportVariable */ .dN(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTIVITY_TOKEN_VARIABLE */ .Xs, started.activityUpdateToken);
    const shown = (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .requestedUpdate */ .i1)(inputs);
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .CG)({
        role: 'starter',
        token: started.activityUpdateToken,
        startedAt: now,
        ruuid: started.ruuid,
        remaining: started.remaining === undefined ? '' : String(started.remaining),
        shownUpdate: shown ? JSON.stringify(shown) : '',
        // A job that starts a named activity takes the name once it is published, after this: for the tracker, which
        // ends only a job failed or cancelled, a starter ends it with a name or without one.
        trackerPid: await (0,_tracker_control_js__WEBPACK_IMPORTED_MODULE_5__/* .startTracker */ .vX)(_activity_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .ActivityFolder */ .Q.of(context.runnerTemp, started.activityUpdateToken), inputs, { holding: (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .holdingOf */ .JO)({ role: 'starter', activityName: '' }) }),
        alone,
    });
}
/**
 * Attaches this job to an activity another job started: its folder in this job, and a tracker that shows this
 * job's steps on it. `activityName`: the name it found the activity by, if it did.
 */
async function becomeAttacher(inputs, context, token, now, activityName) {
    const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .ActivityFolder */ .Q.of(context.runnerTemp, token);
    folder.create({
        token,
        startedAt: now,
        content: (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .initialContent */ .io)(inputs, context),
        quotaReserve: (0,_activity_quota_js__WEBPACK_IMPORTED_MODULE_3__/* .quotaReserve */ .H5)(inputs),
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .exportVariable */ .dN(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTIVITY_TOKEN_VARIABLE */ .Xs, token);
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .CG)({
        role: 'attacher',
        token,
        startedAt: now,
        trackerPid: await (0,_tracker_control_js__WEBPACK_IMPORTED_MODULE_5__/* .startTracker */ .vX)(folder, inputs, {
            holding: (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .holdingOf */ .JO)({ role: 'attacher', activityName: activityName ?? '' }),
        }),
        activityName,
    });
}


/***/ }),

/***/ 6554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ joinOrStart)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9173);
/* harmony import */ var _activity_starter_channels_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9291);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27242);
/* harmony import */ var _signalgrid_activity_token_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16391);
/* harmony import */ var _roles_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35166);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49074);







/**
 * Gives this step instance its place in the activity: follow the use of the action that already holds it
 * in this job, attach to one another job started, share one by its name, or start one. Pre does this at job
 * start; main does it when pre did not run (a local action, `uses: ./`, gets no pre).
 */
async function joinOrStart(inputs, context, by) {
    const now = Date.now();
    const token = inputs.activityToken ?? tokenLeftByEarlierStep();
    if (token !== undefined) {
        const other = (0,_activity_starter_channels_js__WEBPACK_IMPORTED_MODULE_2__/* .otherChannelsWarning */ .V)(token, inputs);
        if (other)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(other, _constants_js__WEBPACK_IMPORTED_MODULE_3__/* .ANNOTATION */ .YX);
        const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .ActivityFolder */ .Q.of(context.runnerTemp, token);
        if (folder.exists())
            return (0,_state_js__WEBPACK_IMPORTED_MODULE_5__/* .saveInstanceState */ .CG)({ role: 'follower', token });
        return (0,_roles_js__WEBPACK_IMPORTED_MODULE_4__/* .becomeAttacher */ .k)(inputs, context, token, now);
    }
    // A name wins over the matrix: each leg takes part in the named activity as a job would.
    if (inputs.activityName !== undefined) {
        const byName = await loadSharing(() => Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(204), __webpack_require__.e(571)]).then(__webpack_require__.bind(__webpack_require__, 15952)));
        if (byName)
            return byName.joinByName(inputs, context, by, inputs.activityName);
    }
    if (process.env[_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .LEG_VARIABLE */ .sj] !== undefined)
        return (0,_state_js__WEBPACK_IMPORTED_MODULE_5__/* .saveInstanceState */ .CG)({ role: 'none' });
    if (inputs.matrix === 'shared' && inputs.leg.count > 1) {
        const matrix = await loadSharing(() => Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(204), __webpack_require__.e(837), __webpack_require__.e(631)]).then(__webpack_require__.bind(__webpack_require__, 3837)));
        const state = await matrix?.joinMatrix(inputs, context, by);
        if (state)
            return state;
        // A leg that could not join shows its own activity, and its post still reports to the other legs.
        return (0,_roles_js__WEBPACK_IMPORTED_MODULE_4__/* .becomeStarter */ .$)(inputs, context, by, now, matrix !== undefined);
    }
    return (0,_roles_js__WEBPACK_IMPORTED_MODULE_4__/* .becomeStarter */ .$)(inputs, context, by, now);
}
/**
 * The token an earlier step left in SIGNALGRID_ACTIVITY_TOKEN: an earlier use of the action in this job, or a
 * script. One that is not an activity token is ignored, in a warning that names the variable and never quotes
 * it: this step goes on as if it were not set (and, starting an activity of its own, ends it at its job's end).
 */
function tokenLeftByEarlierStep() {
    const value = process.env[_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTIVITY_TOKEN_VARIABLE */ .Xs];
    if (!value)
        return undefined;
    if ((0,_signalgrid_activity_token_js__WEBPACK_IMPORTED_MODULE_6__/* .isActivityToken */ .jJ)(value))
        return value;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Signalgrid: ${_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTIVITY_TOKEN_VARIABLE */ .Xs}, left by an earlier step, is not an activity token (allowed: ` +
        `${_signalgrid_activity_token_js__WEBPACK_IMPORTED_MODULE_6__/* .ACTIVITY_TOKEN_SHAPE */ .KG}); this step ignores it and goes on as if it were not set.`, _constants_js__WEBPACK_IMPORTED_MODULE_3__/* .ANNOTATION */ .YX);
    return undefined;
}
/**
 * The module that shares an activity through the run's artifacts, or undefined when it cannot load, as under
 * @github/local-action: its stand-in for @actions/artifact lacks what the board imports. Said in one line,
 * and the job shows its own activity.
 */
async function loadSharing(load) {
    try {
        return await load();
    }
    catch (error) {
        const cause = error instanceof Error ? error.message : String(error);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Signalgrid: the activity cannot be shared here, as sharing through the run's artifacts does not load ` +
            `(${cause}); this job shows its own activity.`, _constants_js__WEBPACK_IMPORTED_MODULE_3__/* .ANNOTATION */ .YX);
        return undefined;
    }
}


/***/ }),

/***/ 96543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sendStart)
/* harmony export */ });
/* harmony import */ var _activity_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9173);
/* harmony import */ var _activity_quota_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29417);
/* harmony import */ var _activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11677);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99278);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87781);






/**
 * Sends the start, to every channel, and gives the activity its folder in this job, its first journal entry
 * the start. A start that fails on every channel is said in the log, not journaled, and gives undefined; one
 * channel's refusal is a warning of its own, and that channel gets nothing more.
 */
async function sendStart(inputs, context, content, by, now) {
    let started;
    try {
        started = await (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_3__/* .createClient */ .U)(inputs).startActivity(content);
    }
    catch (error) {
        // Without the token this job can neither update nor end what the service may have started.
        const what = (0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_4__/* .mayHaveStarted */ .NG)(error)
            ? 'could not start the activity; if Signalgrid started it anyway, it stays on the phone until it expires'
            : 'could not start the activity';
        (0,_report_js__WEBPACK_IMPORTED_MODULE_5__/* .reportServiceFailure */ .m)(inputs.failOnError, what, error);
        return undefined;
    }
    const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .ActivityFolder */ .Q.of(context.runnerTemp, started.activityUpdateToken);
    folder.create({
        token: started.activityUpdateToken,
        startedAt: now,
        content,
        quotaReserve: (0,_activity_quota_js__WEBPACK_IMPORTED_MODULE_2__/* .quotaReserve */ .H5)(inputs),
    });
    // Its time is when the answer came, the latest the start can have reached the phone: updates are spaced
    // from it.
    folder.appendJournal({
        at: Date.now(),
        kind: 'start',
        by,
        ...(0,_activity_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content),
        ruuid: started.ruuid,
        remaining: started.remaining,
        ...(started.channels ? { channels: started.channels } : {}),
    });
    return started;
}


/***/ })

};
