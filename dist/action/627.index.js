export const id = 627;
export const ids = [627];
export const modules = {

/***/ 42127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/matrix/board-request.ts
var board_request = __webpack_require__(91385);
// EXTERNAL MODULE: ./src/matrix/leg-report.ts
var leg_report = __webpack_require__(82244);
// EXTERNAL MODULE: ./src/matrix/roster.ts
var roster = __webpack_require__(57498);
// EXTERNAL MODULE: ./src/matrix/sealed.ts
var sealed = __webpack_require__(43649);
// EXTERNAL MODULE: ./src/matrix/tally.ts
var matrix_tally = __webpack_require__(49715);
// EXTERNAL MODULE: ./src/matrix/waits.ts
var waits = __webpack_require__(91215);
;// CONCATENATED MODULE: ./src/matrix/board-reader.ts






async function answerBoardRequest(deadlines) {
    const answer = process.stdout.write.bind(process.stdout);
    process.stdout.write = process.stderr.write.bind(process.stderr);
    process.exitCode = 1;
    const startedAt = Date.now();
    const request = await (0,board_request/* readBoardRequest */.WA)(process.stdin);
    if (!request)
        return;
    const deadlineMs = request.task ? deadlines.taskMs : deadlines.readMs;
    const endsAt = startedAt + deadlineMs;
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(undefined), Math.max(0, endsAt - Date.now()));
    });
    const waitsMs = Math.min(endsAt - Date.now(), request.task ? deadlines.taskWaitsMs : deadlineMs);
    const answered = await Promise.race([answerOf(request, waitsMs).catch(() => undefined), late]);
    clearTimeout(timer);
    if (answered === undefined)
        return;
    await new Promise((resolve) => answer(`${JSON.stringify(answered)}\n`, resolve));
    process.exitCode = 0;
}
async function answerOf(request, waitsMs) {
    process.env.ACTIONS_RUNTIME_TOKEN = request.runtimeToken;
    process.env.ACTIONS_RESULTS_URL = request.resultsUrl;
    const roster = rosterOf(request, new waits/* Waits */.d(Math.max(0, waitsMs), () => { }));
    const { task } = request;
    if (!task)
        return lookUp(roster);
    if (task.kind === 'report')
        return report(roster, task);
    await roster.clear(task.outcome, task.fresh);
    return { cleared: true };
}
async function lookUp(roster) {
    await roster.look();
    return roster.published(0, ONE_LOOK_POLL_MS);
}
async function report(roster, task) {
    const { running } = task;
    const reported = await (0,leg_report/* reportLeg */.T)(roster, task.outcome, {
        alone: false,
        stillRunning: async (tally) => running === undefined ? Number.POSITIVE_INFINITY : (0,matrix_tally/* unreported */.B)(running, tally).length,
    });
    if (reported.over)
        return { over: true };
    const { tally, last, claim } = reported;
    const ends = claim !== undefined && claim !== 'taken';
    const published = ends ? await roster.published(0, ONE_LOOK_POLL_MS) : undefined;
    const activity = published && !('failed' in published) ? published : undefined;
    return { over: false, tally, last, ends, ...(activity ? { activity } : {}) };
}
const ONE_LOOK_POLL_MS = 1;
function rosterOf(request, waits) {
    const key = new sealed/* RunKey */.T(request.secret, request.repository, request.runId);
    return new roster/* Roster */.w(request.matrix, request.attempt, request.leg, key, request.jobId, waits);
}

;// CONCATENATED MODULE: ./src/board.ts


const run = () => answerBoardRequest({
    readMs: constants/* BOARD_READ_DEADLINE_MS */.Ox,
    taskMs: constants/* BOARD_TASK_DEADLINE_MS */.Nv,
    taskWaitsMs: constants/* LEG_WAIT_MS */.u3,
});


/***/ }),

/***/ 91385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vc: () => (/* binding */ MAX_BOARD_ANSWER_BYTES),
/* harmony export */   WA: () => (/* binding */ readBoardRequest),
/* harmony export */   oD: () => (/* binding */ readWhole)
/* harmony export */ });
/* unused harmony export MAX_BOARD_REQUEST_BYTES */
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34671);

const MAX_BOARD_REQUEST_BYTES = 64 * 1024;
const MAX_BOARD_ANSWER_BYTES = 128 * 1024;
async function readWhole(input, maxBytes) {
    const chunks = [];
    let bytes = 0;
    try {
        for await (const chunk of input) {
            const buffer = Buffer.from(chunk);
            bytes += buffer.length;
            if (bytes > maxBytes)
                return undefined;
            chunks.push(buffer);
        }
        return Buffer.concat(chunks);
    }
    catch {
        return undefined;
    }
    finally {
        input.destroy();
    }
}
async function readBoardRequest(input) {
    const text = (await readWhole(input, MAX_BOARD_REQUEST_BYTES))?.toString('utf8');
    try {
        const request = text === undefined ? undefined : JSON.parse(text);
        return isBoardRequest(request) ? request : undefined;
    }
    catch {
        return undefined;
    }
}
const TEXTS = ['runtimeToken', 'resultsUrl', 'secret', 'repository', 'runId', 'matrix', 'jobId'];
function isBoardRequest(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const request = value;
    const leg = (request.leg ?? {});
    return (TEXTS.every((name) => typeof request[name] === 'string') &&
        request.runtimeToken !== '' &&
        request.resultsUrl !== '' &&
        request.matrix !== '' &&
        Number.isSafeInteger(request.attempt) &&
        request.attempt >= 1 &&
        Number.isSafeInteger(leg.index) &&
        Number.isSafeInteger(leg.count) &&
        typeof leg.label === 'string' &&
        typeof leg.failFast === 'boolean' &&
        (request.task === undefined || isTask(request.task)));
}
function isTask(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const task = value;
    if (task.kind === 'clear')
        return (0,_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutcome */ .L)(task.outcome) && typeof task.fresh === 'boolean';
    return (task.kind === 'report' &&
        (0,_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .isOutcome */ .L)(task.outcome) &&
        (task.running === undefined ||
            (Array.isArray(task.running) && task.running.every((job) => typeof job === 'string'))));
}


/***/ }),

/***/ 52365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NT: () => (/* binding */ readLeg),
/* harmony export */   rT: () => (/* binding */ labelDigest),
/* harmony export */   sk: () => (/* binding */ placeLabel),
/* harmony export */   z1: () => (/* binding */ shortLabel)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

const MAX_LABEL_LENGTH = 60;
function readLeg(raw) {
    const index = Number(raw.index);
    const count = Number(raw.count);
    if (!Number.isInteger(count) || count < 2 || !Number.isInteger(index) || index < 0 || index >= count) {
        return { index: 0, count: 1, label: '', failFast: true };
    }
    return { index, count, label: legLabel(raw.values, index), failFast: raw.failFast !== 'false' };
}
function legLabel(json, index) {
    let values;
    try {
        values = JSON.parse(json);
    }
    catch {
        values = undefined;
    }
    const scalars = values !== null && typeof values === 'object'
        ? Object.values(values).filter((value) => value !== null && typeof value !== 'object')
        : [];
    return shortLabel(scalars.map(String).join(', ') || placeLabel(index));
}
function shortLabel(label) {
    const characters = Array.from(label);
    return characters.length <= MAX_LABEL_LENGTH
        ? label
        : `${characters.slice(0, MAX_LABEL_LENGTH - 1).join('')}…`;
}
function placeLabel(index) {
    return `leg ${index + 1}`;
}
function labelDigest(label) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(label).digest('hex').slice(0, 12);
}


/***/ }),

/***/ 2987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ backoffMs)
/* harmony export */ });
function backoffMs(backoff, tries, random = Math.random) {
    const { firstMs, growth, maxMs = Number.POSITIVE_INFINITY, jitter } = backoff;
    const stepMs = Math.min(maxMs, firstMs * growth ** (tries - 1));
    return jitter === 'equal' ? Math.round(stepMs / 2 + random() * (stepMs / 2)) : stepMs;
}


/***/ }),

/***/ 78962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact),
/* harmony export */   r: () => (/* binding */ redactGitHubTokens)
/* harmony export */ });
function redact(text, secrets) {
    return secrets.reduce((scrubbed, secret) => (secret ? scrubbed.split(secret).join('***') : scrubbed), text);
}
function redactGitHubTokens(text) {
    return text.replace(/\b(gh[pousr]_|github_pat_)[A-Za-z0-9_]+/g, '$1***');
}


/***/ }),

/***/ 97714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ seconds)
/* harmony export */ });
function seconds(ms, { measured = false } = {}) {
    const tenths = Math.round(ms / 100) / 10;
    return `${measured ? tenths.toFixed(1) : tenths} s`;
}


/***/ }),

/***/ 32107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g6: () => (/* binding */ Agent),
/* harmony export */   hd: () => (/* binding */ fetch),
/* harmony export */   kT: () => (/* binding */ ProxyAgent),
/* harmony export */   mk: () => (/* binding */ Dispatcher)
/* harmony export */ });
/* harmony import */ var undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56615);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57405);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30883);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76672);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__);




Object.assign((undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default().prototype), undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_0__);
const Dispatcher = (undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default());
const Agent = (undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default());
const ProxyAgent = (undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default());
const fetch = async (input, init) => (await __webpack_require__.e(/* import() */ 398).then(__webpack_require__.t.bind(__webpack_require__, 54398, 23))).fetch(input, init);


/***/ }),

/***/ 34671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ isOutcome)
/* harmony export */ });
/* unused harmony export OUTCOMES */
const OUTCOMES = ['success', 'failure', 'cancelled'];
function isOutcome(value) {
    return OUTCOMES.includes(value);
}


/***/ })

};
