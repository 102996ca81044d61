export const id = 652;
export const ids = [652];
export const modules = {

/***/ 92652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   alertOnly: () => (/* binding */ alertOnly)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _activity_end_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97548);
/* harmony import */ var _activity_failure_alert_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51256);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27242);
/* harmony import */ var _github_job_steps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50722);
/* harmony import */ var _github_own_step_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91558);
/* harmony import */ var _github_run_context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47068);
/* harmony import */ var _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(47468);
/* harmony import */ var _end_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(14570);
/* harmony import */ var _own_job_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(21937);










async function alertOnly(inputs, context, startedAt) {
    const outcome = inputs.jobStatus;
    const asked = {
        ...inputs,
        failureAlert: inputs.failureAlert === 'none' ? 'push' : inputs.failureAlert,
    };
    const at = Date.now();
    if (outcome === 'success') {
        const streak = inputs.fixedAlert ? await readRedStreak(inputs) : undefined;
        const title = inputs.title || (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .defaultTitle */ .QL)(context);
        const plan = (0,_activity_end_js__WEBPACK_IMPORTED_MODULE_1__/* .planAlertOnly */ .As)({
            ending: { outcome, detail: {} },
            alert: (0,_end_js__WEBPACK_IMPORTED_MODULE_8__/* .alertAsked */ .Rl)(asked, context, inputs.jobId, undefined, { title, streak }),
            durationMs: 0,
            at,
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: ${plan.says}.`);
        await (0,_end_js__WEBPACK_IMPORTED_MODULE_8__/* .sendAsPost */ .Bs)(plan, inputs, undefined);
        return;
    }
    if (outcome !== 'failure') {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: the job's outcome is ${outcome}: no alert.`);
        return;
    }
    const job = await (0,_own_job_js__WEBPACK_IMPORTED_MODULE_9__/* .readOwnJob */ .W)(inputs, context, _constants_js__WEBPACK_IMPORTED_MODULE_3__/* .FAILED_STEP_LOOKUP_TIMEOUT_MS */ .DO);
    const plan = (0,_activity_end_js__WEBPACK_IMPORTED_MODULE_1__/* .planAlertOnly */ .As)({
        ending: { outcome, detail: { failedStep: job && failedStep(job, context, startedAt) } },
        alert: (0,_end_js__WEBPACK_IMPORTED_MODULE_8__/* .alertAsked */ .Rl)(asked, context, inputs.jobId),
        durationMs: job?.startedAt ? at - Date.parse(job.startedAt) : 0,
        at,
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: ${plan.says}.`);
    await (0,_end_js__WEBPACK_IMPORTED_MODULE_8__/* .sendAsPost */ .Bs)(plan, inputs, undefined);
}
async function readRedStreak(inputs) {
    if (!inputs.githubToken)
        return undefined;
    const [{ githubClient }, { readPreviousRun }, { runQueryForThisRun }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(822)]).then(__webpack_require__.bind(__webpack_require__, 96584)),
        Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(294)]).then(__webpack_require__.bind(__webpack_require__, 97294)),
        Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(439), __webpack_require__.e(441)]).then(__webpack_require__.bind(__webpack_require__, 56439)),
    ]);
    const octokit = githubClient(inputs.githubToken, { userAgent: _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_7__/* .USER_AGENT */ ._ });
    const read = await readPreviousRun(octokit, runQueryForThisRun(AbortSignal.timeout(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .FAILED_STEP_LOOKUP_TIMEOUT_MS */ .DO)));
    if (!read.ok) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: the runs before this one are not read (${read.error.message}): no "fixed" push.`);
        return undefined;
    }
    return (0,_activity_failure_alert_js__WEBPACK_IMPORTED_MODULE_2__/* .redStreakOf */ .tF)(read.previous);
}
function failedStep(job, context, startedAt) {
    const own = (0,_github_own_step_js__WEBPACK_IMPORTED_MODULE_5__/* .ownStepName */ .Q)(job, startedAt, context.defaultStepNames);
    return (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_4__/* .stepProgress */ .O0)(job, (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_4__/* .actionStepNames */ .Vz)(own)).failed?.name;
}


/***/ })

};
