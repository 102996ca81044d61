export const id = 571;
export const ids = [571];
export const modules = {

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


/***/ })

};
