export const id = 952;
export const ids = [952,571,543];
export const modules = {

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

/***/ 15952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   forgetName: () => (/* binding */ forgetName),
/* harmony export */   joinByName: () => (/* binding */ joinByName)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _activity_starter_channels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9291);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27242);
/* harmony import */ var _matrix_board_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63585);
/* harmony import */ var _matrix_sealed_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43649);
/* harmony import */ var _matrix_shared_activity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71412);
/* harmony import */ var _matrix_waits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91215);
/* harmony import */ var _roles_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(35166);








// Jobs of one run that give the same `activity-name` share one activity, with no outputs to wire. The first
// to claim the name's start on the run's board (artifacts every job of the run reads) sends the start and
// publishes the token, sealed; every other job reads it (in a pipeline it is there already, one read) and
// attaches as a job with `activity-token` does. The notes carry the run attempt: a re-run never attaches to
// an earlier attempt's activity, which may have ended. Loaded only by a job with a name: @actions/artifact is
// large.
/**
 * Starts the named activity or attaches to it. When it cannot be shared (no runtime token, the board
 * failing, the token never published) the job shows its own activity, as without a name, and says so once.
 */
function joinByName(inputs, context, by, name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(groupOf(name), () => join(inputs, context, by, name));
}
/** The named activity has ended: its token's note goes, so that nothing a later reader could use is left. */
function forgetName(inputs, context, name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(groupOf(name), () => sharedOf(inputs, context, name)
        .clear()
        .catch(() => { }));
}
async function join(inputs, context, by, name) {
    const now = Date.now();
    const shared = sharedOf(inputs, context, name);
    const alone = (why) => {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Signalgrid: ${why}; this job shows its own activity.`, _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATION */ .YX);
        return (0,_roles_js__WEBPACK_IMPORTED_MODULE_7__/* .becomeStarter */ .$)(inputs, context, by, now);
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
        const state = await (0,_roles_js__WEBPACK_IMPORTED_MODULE_7__/* .becomeStarter */ .$)(inputs, context, by, now);
        try {
            await shared.publish(state.token ? { token: state.token, startedAt: now } : { failed: true });
        }
        catch (error) {
            // No other job can find it: this job's activity is its own, and its post ends it as without a name.
            if (state.token) {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Signalgrid: ${cannotShare(name, error)}; this job shows its own activity.`, _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATION */ .YX);
            }
            return state;
        }
        if (!state.token)
            return state;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw.activityName, name);
        return { ...state, activityName: name };
    }
    let activity;
    try {
        activity = await shared.published(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .MATRIX_TOKEN_WAIT_MS */ .hz, _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .MATRIX_POLL_MS */ .LF);
    }
    catch (error) {
        return alone(cannotShare(name, error));
    }
    if (activity === undefined) {
        return alone(`the activity named "${name}" did not appear within ${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .MATRIX_TOKEN_WAIT_MS */ .hz / 1000} s`);
    }
    if ('failed' in activity)
        return alone(`the job that claimed the activity named "${name}" could not start it`);
    const other = (0,_activity_starter_channels_js__WEBPACK_IMPORTED_MODULE_1__/* .otherChannelsWarning */ .V)(activity.token, inputs);
    if (other)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(other, _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATION */ .YX);
    return (0,_roles_js__WEBPACK_IMPORTED_MODULE_7__/* .becomeAttacher */ .k)(inputs, context, activity.token, now, name);
}
/**
 * The name's notes: the run attempt in every name, and a '.' after "name" that no job key holds, so that no
 * matrix job's notes (signalgrid-<job key>-…) are ever taken for a name's.
 */
function sharedOf(inputs, context, name) {
    const prefix = `signalgrid-name.${name}-a${context.runAttempt}`;
    const waits = new _matrix_waits_js__WEBPACK_IMPORTED_MODULE_6__/* .Waits */ .d(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .LEG_WAIT_MS */ .u3, _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz);
    // Keyed with the client key alone, bound to this repository and run: a job that names other channels than
    // the starter still opens the token, and follows the starter's channels, as a job attaching with
    // `activity-token` does; another repository under the same client key does not.
    const key = new _matrix_sealed_js__WEBPACK_IMPORTED_MODULE_4__/* .RunKey */ .T(inputs.clientKey, context.repository, context.runId);
    return new _matrix_shared_activity_js__WEBPACK_IMPORTED_MODULE_5__/* .SharedActivity */ .h_(prefix, context.job, key, new _matrix_board_js__WEBPACK_IMPORTED_MODULE_3__/* .Board */ .bW(waits));
}
function cannotShare(name, error) {
    const cause = error instanceof Error ? error.message : String(error);
    return `the jobs named "${name}" cannot share one activity (${cause})`;
}
// What @actions/artifact says it uploads and downloads (debug lines, board.ts) and the board's waits are in
// the step's log: folded away under one line.
function groupOf(name) {
    return `Signalgrid: the activity named "${name}"`;
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
