export const id = 631;
export const ids = [631];
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

/***/ 21937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readOwnJob),
/* harmony export */   x: () => (/* binding */ loadJobReader)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47468);


function loadJobReader() {
    return Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(580)]).then(__webpack_require__.bind(__webpack_require__, 76580));
}
async function readOwnJob(inputs, context, timeoutMs) {
    if (!inputs.githubToken)
        return undefined;
    const { CurrentJob } = await loadJobReader();
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


/***/ })

};
