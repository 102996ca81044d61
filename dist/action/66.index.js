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
 * was sent, and later stages read the last quota from it.
 */
async function sendJournaled(folder, entry, send) {
    try {
        const answer = await send();
        const { channels } = answer;
        folder.appendJournal({
            ...entry,
            ruuid: answer.ruuid,
            remaining: answer.remaining,
            ...(channels ? { channels } : {}),
        });
        return answer;
    }
    catch (error) {
        const channels = error instanceof _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__/* .ChannelsError */ .Zi ? { channels: error.channels } : {};
        folder.appendJournal({
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
// EXTERNAL MODULE: ./src/stages/run-stage.ts
var run_stage = __webpack_require__(72369);
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
    const preRan = (0,stages_state/* readInstanceState */.v)().role !== undefined;
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
    const state = preRan ? (0,stages_state/* readInstanceState */.v)() : await (0,setup/* joinOrStart */.I)(inputs, context, 'main');
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
    if ((0,control/* isTrackerRunning */.OH)(folder)) {
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

/***/ 87781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ reportServiceFailure)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27242);


/**
 * Says that talking to Signalgrid failed. A notifier must not be the reason a job fails: a warning, unless
 * the user asked for `fail-on-error`.
 */
function reportServiceFailure(failOnError, what, error) {
    const message = `Signalgrid: ${what}: ${error instanceof Error ? error.message : String(error)}`;
    if (failOnError)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(message);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATION */ .YX);
}


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
 * the log).
 */
async function becomeStarter(inputs, context, by, now) {
    const started = await (0,_start_js__WEBPACK_IMPORTED_MODULE_6__/* .sendStart */ .N)(inputs, context, (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .initialContent */ .io)(inputs, context), by, now);
    if (!started)
        return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .C)({ role: 'none' });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .exportVariable */ .dN(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTIVITY_TOKEN_VARIABLE */ .Xs, started.activityUpdateToken);
    const shown = (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .requestedUpdate */ .i1)(inputs);
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .C)({
        role: 'starter',
        token: started.activityUpdateToken,
        startedAt: now,
        ruuid: started.ruuid,
        remaining: started.remaining === undefined ? '' : String(started.remaining),
        shownUpdate: shown ? JSON.stringify(shown) : '',
        trackerPid: (0,_tracker_control_js__WEBPACK_IMPORTED_MODULE_5__/* .startTracker */ .vX)(_activity_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .ActivityFolder */ .Q.of(context.runnerTemp, started.activityUpdateToken)),
    });
}
/**
 * Attaches this job to an activity another job started: its folder in this job, and a tracker that shows this
 * job's steps on it. `activityName`: the name it found the activity by, if it did.
 */
function becomeAttacher(inputs, context, token, now, activityName) {
    const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .ActivityFolder */ .Q.of(context.runnerTemp, token);
    folder.create({
        token,
        startedAt: now,
        content: (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .initialContent */ .io)(inputs, context),
        quotaReserve: (0,_activity_quota_js__WEBPACK_IMPORTED_MODULE_3__/* .quotaReserve */ .H5)(inputs),
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .exportVariable */ .dN(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTIVITY_TOKEN_VARIABLE */ .Xs, token);
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .C)({
        role: 'attacher',
        token,
        startedAt: now,
        trackerPid: (0,_tracker_control_js__WEBPACK_IMPORTED_MODULE_5__/* .startTracker */ .vX)(folder),
        activityName,
    });
}


/***/ }),

/***/ 72369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lk: () => (/* binding */ hasCredentials),
/* harmony export */   M$: () => (/* binding */ stageInputs),
/* harmony export */   Si: () => (/* binding */ runStage)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38422);


/**
 * Runs a stage so that nothing escapes it: a bug of ours becomes a warning in the job log, never a failed
 * job or a stack trace.
 */
async function runStage(stage) {
    try {
        await stage();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Signalgrid: unexpected error, the job goes on: ${error instanceof Error ? error.message : String(error)}`);
        if (error instanceof Error && error.stack)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(error.stack);
    }
}
/** The inputs, once the secrets are masked (before anything can print them); undefined when invalid. */
function stageInputs({ reportProblems }) {
    // Each channel token on its own: the runner masks a value as a whole, not the parts of a list.
    const secrets = [
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('client-key'),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .channelEntries */ .gD)(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('channel')),
        ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .channelEntries */ .gD)(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('failure-alert-channel')),
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('github-token'),
    ];
    for (const secret of new Set(secrets)) {
        if (secret)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret);
    }
    try {
        const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputs */ .Ko)();
        for (const name of reportProblems ? inputs.truncated : []) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Signalgrid: input "${name}" was longer than the phones show, and was cut.`);
        }
        return inputs;
    }
    catch (error) {
        if (!(error instanceof _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz))
            throw error;
        if (reportProblems)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(error.message);
        return undefined;
    }
}
function hasCredentials(inputs) {
    return inputs.clientKey !== '' && inputs.channel !== '';
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
            return (0,_state_js__WEBPACK_IMPORTED_MODULE_5__/* .saveInstanceState */ .C)({ role: 'follower', token });
        return (0,_roles_js__WEBPACK_IMPORTED_MODULE_4__/* .becomeAttacher */ .k)(inputs, context, token, now);
    }
    // A name wins over the matrix: each leg takes part in the named activity as a job would.
    if (inputs.activityName !== undefined) {
        const byName = await loadSharing(() => Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(883), __webpack_require__.e(571)]).then(__webpack_require__.bind(__webpack_require__, 15952)));
        if (byName)
            return byName.joinByName(inputs, context, by, inputs.activityName);
    }
    if (process.env[_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .LEG_VARIABLE */ .sj] !== undefined)
        return (0,_state_js__WEBPACK_IMPORTED_MODULE_5__/* .saveInstanceState */ .C)({ role: 'none' });
    if (inputs.matrix === 'shared' && inputs.leg.count > 1) {
        const matrix = await loadSharing(() => Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(883), __webpack_require__.e(961), __webpack_require__.e(80)]).then(__webpack_require__.bind(__webpack_require__, 11961)));
        const state = await matrix?.joinMatrix(inputs, context, by);
        if (state)
            return state;
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


/***/ }),

/***/ 49074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ saveInstanceState),
/* harmony export */   v: () => (/* binding */ readInstanceState)
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
    };
}
/** Saves what this stage decided, for this instance's later stages, and returns it as they will read it. */
function saveInstanceState(state) {
    for (const [key, value] of Object.entries(state)) {
        if (value !== undefined && value !== '')
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
        ...state,
    };
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27242);





// A killed process is gone within milliseconds; this only bounds the wait should the system be slow to reap.
const KILLED_EXIT_WAIT_MS = 1_000;
/**
 * Node's arguments that run the tracker. The runner runs dist/: the tracker bundle beside the running
 * stage's bundle, dist/<stage>/index.js → dist/tracker/index.js. From the sources, as @github/local-action
 * runs them under a TypeScript loader, there is no dist/: the two lines the build writes there, pointed at
 * src/action.ts, under this process's loader. `webpackIgnore` keeps ncc from copying either file as an
 * asset; the paths are resolved at run time.
 */
function trackerArguments() {
    if (new URL(import.meta.url).pathname.endsWith('.ts')) {
        const root = new URL(/* webpackIgnore: true */ '../action.ts', __webpack_require__.b).href;
        const script = `const { runAndExit } = await import(${JSON.stringify(root)})\nawait runAndExit('tracker')`;
        return [...process.execArgv, '--input-type=module', '--eval', script];
    }
    return [(0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(new URL(/* webpackIgnore: true */ '../tracker/index.js', __webpack_require__.b))];
}
/**
 * Starts the tracker of an activity as a detached process that outlives this stage. It must not hold the
 * stage's stdout or stderr: the runner would wait for them, then kill it. It keeps RUNNER_TRACKING_ID from
 * this environment, so the runner's orphan clean-up ends it at the latest at job end.
 */
function startTracker(folder, nodeArguments = trackerArguments()) {
    try {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, nodeArguments, {
            detached: true,
            stdio: 'ignore',
            windowsHide: true,
            env: { ...process.env, [_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .TRACKER_FOLDER_VARIABLE */ .Lh]: folder.path },
        });
        child.on('error', () => { });
        child.unref();
        if (child.pid !== undefined)
            folder.writeTrackerPid(child.pid);
        return child.pid;
    }
    catch {
        return undefined;
    }
}
/** Whether the activity's tracker is there to take an update. */
function isTrackerRunning(folder) {
    const pid = folder.readTrackerPid();
    return pid !== undefined && !folder.isStopped() && !folder.stopRequested() && isTrackerProcess(pid);
}
/**
 * Stops the tracker and waits, at most `timeoutMs`, for its process to exit once it has finished the update
 * it is sending, so that nothing it sends can arrive after the end. A tracker that died or never started
 * costs nothing; one still alive at the deadline is killed, and gone when this returns.
 */
async function stopTracker(folder, timeoutMs) {
    const pid = folder.readTrackerPid();
    if (pid === undefined || !isTrackerProcess(pid))
        return 'not running';
    folder.requestStop();
    signal(pid, 'SIGTERM');
    if (await exited(pid, Date.now() + timeoutMs))
        return 'stopped';
    signal(pid, 'SIGKILL');
    await exited(pid, Date.now() + KILLED_EXIT_WAIT_MS);
    return 'killed';
}
/** Whether the process is gone by the deadline. */
async function exited(pid, deadline) {
    while (isTrackerProcess(pid)) {
        if (Date.now() >= deadline)
            return false;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_2__.setTimeout)(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .TRACKER_STOP_POLL_MS */ .P9);
    }
    return true;
}
function signal(pid, name) {
    // Windows has no SIGTERM: there the stop file alone asks the tracker to stop.
    if (process.platform === 'win32' && name === 'SIGTERM')
        return;
    try {
        process.kill(pid, name);
    }
    catch {
        // Already gone.
    }
}
/**
 * Whether `pid` is alive and, where /proc tells, still our tracker (not a zombie, and not another process
 * that reused the pid: that one must never be signalled).
 */
function isTrackerProcess(pid) {
    try {
        process.kill(pid, 0);
    }
    catch {
        // ESRCH: gone. EPERM: another user's process now has the pid, so it is not ours either.
        return false;
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        const cmdline = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/cmdline`, 'utf8');
        return (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z' && cmdline.includes('tracker'));
    }
    catch {
        return process.platform !== 'linux';
    }
}


/***/ })

};
