export const id = 66;
export const ids = [66];
export const modules = {

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


const run = () => (0,run_stage/* runStage */.Si)(main);


/***/ })

};
