export const id = 80;
export const ids = [80];
export const modules = {

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

/***/ 34430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ sendJournaled)
/* harmony export */ });
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99278);

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

/***/ 10617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ summaryMarkdown)
/* harmony export */ });
/* unused harmony export groupThousands */
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9173);
/* harmony import */ var _quota_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29417);



const OUTCOME = {
    success: '✅ succeeded',
    failure: '❌ failed',
    cancelled: '⚪ cancelled',
};
function summaryMarkdown(journal, status, durationMs, usualMs) {
    const sent = (0,_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .sentEntries */ .v)(journal);
    const usual = status === 'success' && usualMs !== undefined && usualMs > 0;
    const remaining = (0,_quota_js__WEBPACK_IMPORTED_MODULE_2__/* .lastRemaining */ .fq)(journal);
    const results = sent.flatMap((entry) => entry.channels ? entry.channels.filter((result) => result !== null) : [entry]);
    const requests = results.length;
    const failed = results.filter((result) => result.error).length;
    const facts = [
        `Job ${OUTCOME[status]} in ${(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(durationMs)}${usual ? ` (usually ${(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(usualMs)})` : ''}`,
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
    return [
        '### 📱 Signalgrid',
        '',
        facts.join(' · '),
        '',
        '| Time (UTC) | Sent | Progress | Severity | Body | Result |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows.map((row) => `| ${row} |`),
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
        .replace(/\s*\n\s*/g, ' ')
        .replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character)
        .replace(/[\\`*_~[\]|!]/g, '\\$&');
}
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
function groupThousands(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/***/ }),

/***/ 12814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ sendEnd),
  p: () => (/* binding */ sendFailureAlert)
});

// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
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
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
;// CONCATENATED MODULE: ./src/stages/end.ts





async function sendEnd(inputs, folder, token, content, outcome, at) {
    const dismissalDelay = outcome === 'success' ? inputs.dismissalDelay : inputs.failureDismissalDelay;
    const entry = { at, kind: 'end', by: 'post', ...(0,activity_content/* journalView */.bF)(content) };
    try {
        await (0,journal/* sendJournaled */.X)(folder, entry, () => (0,signalgrid_client/* createClient */.U)(inputs).endActivity(token, content, { dismissalDelay }));
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


/***/ })

};
