export const id = 619;
export const ids = [619];
export const modules = {

/***/ 748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ recordOrDefault),
/* harmony export */   QE: () => (/* binding */ applyUpdate),
/* harmony export */   Ty: () => (/* binding */ tellingContent),
/* harmony export */   a3: () => (/* reexport safe */ _view_durations_js__WEBPACK_IMPORTED_MODULE_5__.a),
/* harmony export */   bF: () => (/* binding */ journalView),
/* harmony export */   i1: () => (/* binding */ requestedUpdate),
/* harmony export */   io: () => (/* binding */ initialContent),
/* harmony export */   yu: () => (/* binding */ finalContent)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27242);
/* harmony import */ var _github_run_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47068);
/* harmony import */ var _view_durations_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73804);
/* harmony import */ var _view_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31788);
/* harmony import */ var _end_outcomes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45492);
/* harmony import */ var _quota_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29417);







function initialContent(inputs, context) {
    return {
        title: inputs.title ?? (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultTitle */ .QL)(context),
        body: inputs.body ?? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .STARTING_BODY */ .sW,
        severity: inputs.severity ?? 'INFO',
        progress: inputs.progress ?? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .INITIAL_PROGRESS */ .vC,
        ...(inputs.steps === undefined ? {} : { steps: inputs.steps }),
        progressLegend: inputs.progressLegend,
        startText: inputs.startText,
        endText: inputs.endText,
    };
}
function tellingContent(inputs, context, startedTitle) {
    const own = initialContent(inputs, context);
    return startedTitle === undefined ? own : { ...own, title: startedTitle };
}
function recordOrDefault(folder, inputs, context, token, startedAt) {
    const known = {
        token,
        startedAt,
        content: initialContent(inputs, context),
        quotaReserve: (0,_quota_js__WEBPACK_IMPORTED_MODULE_4__/* .quotaReserve */ .H5)(inputs),
    };
    return folder.readRecord(known) ?? known;
}
function journalView(content) {
    return { progress: content.progress, severity: content.severity, body: content.body };
}
function requestedUpdate(inputs) {
    if (inputs.progress === undefined && inputs.body === undefined)
        return undefined;
    return {
        ...(inputs.title === undefined ? {} : { title: inputs.title }),
        ...(inputs.body === undefined ? {} : { body: inputs.body }),
        ...(inputs.severity === undefined ? {} : { severity: inputs.severity }),
        ...(inputs.progress === undefined ? {} : { progress: inputs.progress }),
    };
}
function applyUpdate(content, update) {
    return {
        ...content,
        ...(update.title === undefined ? {} : { title: update.title }),
        ...(update.body === undefined ? {} : { body: update.body }),
        ...(update.severity === undefined ? {} : { severity: update.severity }),
        ...(update.progress === undefined ? {} : { progress: update.progress }),
    };
}
function finalContent(content, outcome, durationMs, detail = {}) {
    return {
        ...content,
        body: (0,_view_words_js__WEBPACK_IMPORTED_MODULE_2__/* .endWords */ .Bx)(outcome, durationMs, detail),
        severity: _end_outcomes_js__WEBPACK_IMPORTED_MODULE_3__/* .END_OUTCOMES */ .C[outcome].severity,
        progress: _end_outcomes_js__WEBPACK_IMPORTED_MODULE_3__/* .END_OUTCOMES */ .C[outcome].bar === 'full' ? 100 : content.progress,
    };
}


/***/ }),

/***/ 45492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ END_OUTCOMES)
/* harmony export */ });
const END_OUTCOMES = {
    success: {
        bar: 'full',
        severity: 'SUCCESS',
        delay: 'dismissal-delay',
        alerts: false,
        summary: '✅ succeeded',
    },
    failure: {
        bar: 'where it stopped',
        severity: 'CRIT',
        delay: 'failure-dismissal-delay',
        alerts: true,
        summary: '❌ failed',
    },
    'timed-out': {
        bar: 'where it stopped',
        severity: 'CRIT',
        delay: 'failure-dismissal-delay',
        alerts: true,
        summary: '⏱️ timed out',
    },
    cancelled: {
        bar: 'where it stopped',
        severity: 'WARN',
        delay: 'failure-dismissal-delay',
        alerts: false,
        summary: '⚪ cancelled',
    },
    superseded: {
        bar: 'where it stopped',
        severity: 'INFO',
        delay: 'dismissal-delay',
        alerts: false,
        summary: '⏭️ superseded',
    },
    skipped: { bar: 'full', severity: 'INFO', delay: 'dismissal-delay', alerts: false, summary: '⏭️ skipped' },
};


/***/ }),

/***/ 51256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RG: () => (/* binding */ testAlert),
/* harmony export */   VO: () => (/* binding */ failureAlert),
/* harmony export */   ZK: () => (/* binding */ fixedPush),
/* harmony export */   tF: () => (/* binding */ redStreakOf)
/* harmony export */ });
/* harmony import */ var _github_run_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47068);
/* harmony import */ var _view_durations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73804);
/* harmony import */ var _view_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31788);



function failureAlert(kind, context, jobId, ending, durationMs, subject = `Job ${context.job || jobId}`) {
    const words = (0,_view_words_js__WEBPACK_IMPORTED_MODULE_1__/* .endWords */ .Bx)(ending.outcome, durationMs, ending.detail);
    const what = ending.outcome === 'timed-out' ? 'timed out' : 'failed';
    const ref = [context.refName, context.sha.slice(0, 7)].filter(Boolean).join(' @ ');
    return {
        title: `${context.repository}: ${context.workflow || 'workflow'} ${what}`,
        body: [`${subject} ${inSentence(words)}.`, ref ? `Ref: ${ref}` : '', (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_0__/* .runUrl */ .Vp)(context, jobId)]
            .filter(Boolean)
            .join('\n'),
        severity: 'CRIT',
        critical: kind === 'critical',
    };
}
function testAlert(kind, context, jobId) {
    const as = kind === 'critical' ? ' as a critical alert' : '';
    return {
        title: `${context.repository}: a test of the failure alert`,
        body: [
            `Nothing failed: ${context.workflow || 'a workflow'} sent this on purpose. A failed job's alert reaches this phone${as}, like this one.`,
            (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_0__/* .runUrl */ .Vp)(context, jobId),
        ].join('\n'),
        severity: 'CRIT',
        critical: kind === 'critical',
    };
}
function inSentence(words) {
    return /^(Failed|Timed out)\b/.test(words)
        ? words.charAt(0).toLowerCase() + words.slice(1)
        : `failed: ${words}`;
}
function fixedPush(title, streak, context, jobId, at) {
    const runs = streak.runs === 1 ? '1 failed run' : `${streak.runs} failed runs`;
    const ago = (0,_view_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a)(Math.max(0, at - streak.since));
    return {
        title: `${title} fixed`,
        body: [`Green again after ${runs} (red since ${ago} ago).`, (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_0__/* .runUrl */ .Vp)(context, jobId)].join('\n'),
        severity: 'SUCCESS',
        critical: false,
    };
}
function redStreakOf(previous) {
    if (!previous || previous.failedStreak === 0 || previous.redSinceMs === undefined)
        return undefined;
    return { runs: previous.failedStreak, since: previous.redSinceMs };
}


/***/ }),

/***/ 34430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ sendJournaled),
/* harmony export */   l: () => (/* binding */ journalFacts)
/* harmony export */ });
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99278);
/* harmony import */ var _folder_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21405);
/* harmony import */ var _quota_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29417);



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
function journalFacts(journal, seal) {
    const sent = (0,_folder_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .sentEntries */ .vx)(journal);
    const sealedOut = (kind) => sent.some((entry) => entry.kind === kind && !entry.error && seal.holds(entry));
    const reports = journal.filter((entry) => entry.kind === 'report' && seal.holds(entry));
    const trackerSent = sent
        .filter((entry) => entry.kind === 'update' && entry.by === 'tracker' && !entry.error)
        .map((entry) => entry.at);
    return {
        ended: sealedOut('end'),
        alerted: sealedOut('alert'),
        report: reports.some((entry) => entry.phase === 'done')
            ? 'done'
            : reports.length > 0
                ? 'begun'
                : undefined,
        remaining: (0,_quota_js__WEBPACK_IMPORTED_MODULE_2__/* .lastRemaining */ .fq)(journal),
        trackerSentAt: trackerSent.length === 0 ? undefined : Math.max(...trackerSent),
    };
}


/***/ }),

/***/ 29417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ QUOTA_KEPT_NOTICE),
/* harmony export */   BY: () => (/* binding */ quotaWarning),
/* harmony export */   Gq: () => (/* binding */ updateLeavesReserve),
/* harmony export */   H5: () => (/* binding */ quotaReserve),
/* harmony export */   fq: () => (/* binding */ lastRemaining),
/* harmony export */   mj: () => (/* binding */ legsQuotaAtMost)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27242);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99278);
/* harmony import */ var _folder_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21405);



function quotaReserve(inputs) {
    const alerts = inputs.failureAlert === 'none' ? 0 : inputs.failureAlertChannels.length;
    return Math.max(1, inputs.channels.length) + alerts;
}
function updateLeavesReserve(journal, record, atMost) {
    const remaining = lastRemaining(journal) ?? atMost;
    return remaining === undefined || remaining - (0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_1__/* .activityChannelCount */ .mP)(record.token) >= record.quotaReserve;
}
function legsQuotaAtMost(remaining, legUpdates, timedUpdates, token) {
    return remaining - (legUpdates + timedUpdates) * (0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_1__/* .activityChannelCount */ .mP)(token);
}
function lastRemaining(journal) {
    return (0,_folder_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .sentEntries */ .vx)(journal).findLast((entry) => entry.remaining !== undefined)?.remaining;
}
const QUOTA_KEPT_NOTICE = 'Signalgrid: update not sent, to keep the quota that is left for the end of the activity.';
function quotaWarning(remaining) {
    if (remaining === undefined || remaining > _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_QUOTA */ .m$)
        return undefined;
    return `Signalgrid: only ${remaining} requests left in this month's quota; updates stop when only the end and the alert remain.`;
}


/***/ }),

/***/ 52270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ createClient)
});

// UNUSED EXPORTS: proxyFor

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var lib_proxy = __webpack_require__(19783);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/signalgrid/channels.ts
var signalgrid_channels = __webpack_require__(99278);
// EXTERNAL MODULE: ./src/signalgrid/client.ts + 1 modules
var client = __webpack_require__(26008);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/net/undici.ts
var undici = __webpack_require__(32107);
// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
;// CONCATENATED MODULE: ./src/signalgrid/dry-run.ts



const DRY_RUN_RUUID = 'dry-run';
const SECRET_FIELDS = ['client_key', 'channel'];
class DryRunDispatcher extends undici/* Dispatcher */.mk {
    #channels;
    #say;
    constructor(options) {
        super();
        this.#channels = options.channels;
        this.#say = options.say;
    }
    dispatch(options, handler) {
        const form = new URLSearchParams(typeof options.body === 'string' ? options.body : '');
        this.#say(this.#line(options, form));
        const answer = JSON.stringify({
            code: '200',
            text: 'dry run: not sent',
            ruuid: DRY_RUN_RUUID,
            ...(form.get('type') === 'start'
                ? { activity_update_token: `dryrun${(0,external_node_crypto_.randomBytes)(6).toString('hex')}` }
                : {}),
        });
        setImmediate(() => {
            let aborted = false;
            handler.onConnect?.((reason) => {
                aborted = true;
                handler.onError?.(reason ?? new Error('aborted'));
            });
            if (aborted)
                return;
            handler.onHeaders?.(200, [Buffer.from('content-type'), Buffer.from('application/json')], () => { }, 'OK');
            handler.onData?.(Buffer.from(answer));
            handler.onComplete?.([]);
        });
        return true;
    }
    async close() { }
    async destroy() { }
    #line(options, form) {
        const channel = this.#channels.indexOf(form.get('channel') ?? '');
        const which = this.#channels.length > 1 && channel >= 0 ? ` (channel ${channel + 1} of ${this.#channels.length})` : '';
        const secrets = [form.get('client_key') ?? '', ...this.#channels];
        const fields = Object.fromEntries([...form].map(([name, value]) => [name, SECRET_FIELDS.includes(name) ? '***' : (0,redact/* redact */.E)(value, secrets)]));
        const url = `${options.origin ?? ''}${options.path}`;
        return `Signalgrid dry run, not sent: ${options.method} ${(0,redact/* redact */.E)(url, secrets)}${which} ${JSON.stringify(fields)}`;
    }
}

;// CONCATENATED MODULE: ./src/activity/signalgrid-client.ts






function createClient(inputs, options = {}) {
    const channels = options.channels ?? inputs.channels;
    return new signalgrid_channels/* SignalgridChannels */.bv({
        clientKey: inputs.clientKey,
        channels,
        baseUrl: inputs.baseUrl,
        ...(inputs.dryRun
            ? { dispatcher: new DryRunDispatcher({ channels, say: options.say ?? ((line) => core/* info */.pq(line)) }) }
            : { proxy: proxyFor(new URL(inputs.baseUrl)) }),
        onRetry: ({ operation, attempt, delayMs, error }) => core/* debug */.Yz(`Signalgrid ${operation}: attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`),
        ...(options.quiet
            ? {}
            : { onChannelFailure: (failure) => reportChannelFailure(inputs.failOnError, failure) }),
    });
}
const WHAT = {
    push: 'could not send the push',
    'activity start': 'could not start the activity',
    'activity update': 'could not update the activity',
    'activity end': 'could not end the activity; it may stay on that phone until it expires',
};
function reportChannelFailure(failOnError, failure) {
    const orphaned = failure.operation === 'activity start' && (0,client/* mayHaveTakenEffect */.Y2)(failure.error);
    const what = orphaned
        ? `${WHAT[failure.operation]}; if Signalgrid started it anyway, it stays on that phone until it expires`
        : WHAT[failure.operation];
    const message = `Signalgrid: ${(0,signalgrid_channels/* channelPosition */.jA)(failure)}: ${what}: ${failure.error.message}`;
    if (failOnError)
        core/* setFailed */.C1(message);
    else
        core/* warning */.$e(message, constants/* ANNOTATION */.YX);
}
function proxyFor(target) {
    const proxy = (0,lib_proxy/* getProxyUrl */.s)(target);
    return proxy?.hostname ? proxy : undefined;
}


/***/ }),

/***/ 14567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iq: () => (/* binding */ PRE),
/* harmony export */   LO: () => (/* binding */ POST),
/* harmony export */   fs: () => (/* binding */ LEG_NAME),
/* harmony export */   jI: () => (/* binding */ BOOKKEEPING),
/* harmony export */   pn: () => (/* binding */ preStepName),
/* harmony export */   yh: () => (/* binding */ postStepName)
/* harmony export */ });
const BOOKKEEPING = new Set([
    'Set up job',
    'Set up runner',
    'Initialize containers',
    'Stop containers',
    'Complete runner',
    'Complete job',
]);
const PRE = 'Pre ';
const POST = 'Post ';
function preStepName(name) {
    return PRE + name;
}
function postStepName(name) {
    return POST + name;
}
const LEG_NAME = /^(.*) \((.*)\)$/;


/***/ }),

/***/ 47068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   QL: () => (/* binding */ defaultTitle),
/* harmony export */   Vp: () => (/* binding */ runUrl)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

function readRunContext(env = process.env, script = process.argv[1]) {
    const names = defaultStepNames(env, script);
    return {
        repository: env.GITHUB_REPOSITORY ?? '',
        workflow: env.GITHUB_WORKFLOW ?? '',
        job: env.GITHUB_JOB ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        runNumber: env.GITHUB_RUN_NUMBER ?? '',
        runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        refName: env.GITHUB_REF_NAME ?? '',
        sha: env.GITHUB_SHA ?? '',
        runnerName: env.RUNNER_NAME ?? '',
        runnerTemp: env.RUNNER_TEMP ?? '',
        actionStepName: names[0],
        defaultStepNames: names,
    };
}
function defaultStepNames(env, script) {
    if (env.GITHUB_ACTION_REPOSITORY)
        return [`Run ${env.GITHUB_ACTION_REPOSITORY}@${env.GITHUB_ACTION_REF ?? ''}`];
    const folder = env.GITHUB_ACTION_PATH || (script ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(script), '..', '..') : '');
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(env.GITHUB_WORKSPACE ?? '', folder);
    const inside = folder !== '' && !path.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path);
    const written = inside && path !== '' ? path.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') : '';
    const forms = written === '' ? ['./'] : [`./${written}`, `./${written}/`];
    return [...forms.map((form) => `Run ${form}`), ...forms.map((form) => `Run /${form}`)];
}
function defaultTitle(context) {
    return [context.workflow, context.job].filter(Boolean).join(' · ') || 'GitHub Actions job';
}
function runUrl(context, jobId = '') {
    const run = `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}`;
    return jobId ? `${run}/job/${jobId}` : run;
}


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

/***/ 47879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ deadline)
/* harmony export */ });
function deadline(ms) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    return { signal: controller.signal, clear: () => clearTimeout(timer) };
}


/***/ }),

/***/ 13218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ classifyNetworkError)
/* harmony export */ });
const NOT_SENT = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'DNS lookup failed',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EADDRNOTAVAIL: 'address not available',
    UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
    UND_ERR_ABORTED: 'the proxy refused the tunnel',
    UND_ERR_PRX_TLS: 'TLS to the proxy failed',
};
const MAYBE_SENT = {
    ECONNRESET: 'connection reset',
    EPIPE: 'connection closed while sending',
    ETIMEDOUT: 'connection timed out',
    UND_ERR_SOCKET: 'connection closed by the server',
    UND_ERR_CLOSED: 'connection closed',
    UND_ERR_DESTROYED: 'connection closed',
    UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'answer shorter than announced',
    UND_ERR_HEADERS_OVERFLOW: 'answer headers too large',
};
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|EPROTO)/;
function classifyNetworkError(error) {
    const code = findCode(error);
    if (code === 'UND_ERR_HEADERS_TIMEOUT')
        return { code, description: 'no answer in time', maybeSent: true, timeout: 'headers' };
    if (code === 'UND_ERR_BODY_TIMEOUT')
        return { code, description: 'the answer stalled', maybeSent: true, timeout: 'body' };
    if (code in NOT_SENT)
        return { code, description: NOT_SENT[code], maybeSent: false };
    if (TLS_CODE.test(code))
        return { code, description: 'TLS handshake failed', maybeSent: false };
    if (code in MAYBE_SENT)
        return { code, description: MAYBE_SENT[code], maybeSent: true };
    if (code.startsWith('HPE_'))
        return { code, description: 'answer is not valid HTTP', maybeSent: true };
    return { code: code || 'unknown', description: 'network error', maybeSent: true };
}
function findCode(error, depth = 0) {
    if (!(error instanceof Error) || depth > 4)
        return '';
    const own = error.code;
    if (typeof own === 'string' && own !== '')
        return own;
    if (error instanceof AggregateError) {
        for (const inner of error.errors) {
            const code = findCode(inner, depth + 1);
            if (code)
                return code;
        }
    }
    return findCode(error.cause, depth + 1);
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

/***/ 32426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ parseRetryAfter)
/* harmony export */ });
function parseRetryAfter(value, now = Date.now()) {
    if (!value)
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
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

/***/ 28335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ credentialUrl)
});

;// CONCATENATED MODULE: ./src/net/loopback.ts
function isLoopback(hostname) {
    return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

;// CONCATENATED MODULE: ./src/net/url.ts

function credentialUrl(value, name, example) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new TypeError(`${name} is not a valid URL: ${JSON.stringify(value)} (expected e.g. ${example})`);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
        const got = url.protocol === 'http:' ? `http://${url.host}: credentials would travel in clear` : `${url.protocol}//`;
        throw new TypeError(`${name} must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]), got ${got}`);
    }
    if (url.username || url.password)
        throw new TypeError(`${name} must not contain a user name or password`);
    if (url.search || url.hash)
        throw new TypeError(`${name} must not contain a query or fragment`);
    return url;
}


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


/***/ }),

/***/ 68399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ endpointUrl),
/* harmony export */   Q: () => (/* binding */ DEFAULT_BASE_URL)
/* harmony export */ });
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28335);

const DEFAULT_BASE_URL = 'https://api.signalgrid.co';
function endpointUrl(baseUrl, endpoint) {
    const url = (0,_net_url_js__WEBPACK_IMPORTED_MODULE_0__/* .credentialUrl */ .Z)(baseUrl, 'base URL', DEFAULT_BASE_URL);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${endpoint}`;
    return url;
}


/***/ }),

/***/ 99278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NG: () => (/* binding */ mayHaveStarted),
/* harmony export */   Zi: () => (/* binding */ ChannelsError),
/* harmony export */   Zm: () => (/* binding */ channelId),
/* harmony export */   bv: () => (/* binding */ SignalgridChannels),
/* harmony export */   jA: () => (/* binding */ channelPosition),
/* harmony export */   mP: () => (/* binding */ activityChannelCount)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _activity_token_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16391);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26008);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26133);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85117);





function channelId(clientKey, channel) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', clientKey).update(channel).digest('hex').slice(0, 8);
}
function activityChannelCount(token) {
    return (0,_activity_token_js__WEBPACK_IMPORTED_MODULE_4__/* .parseActivityToken */ .CP)(token)?.filter((activity) => activity.token !== undefined).length ?? 1;
}
function channelPosition(failure) {
    return `channel ${failure.position} of ${failure.count}`;
}
class ChannelsError extends Error {
    failures;
    channels;
    name = 'ChannelsError';
    constructor(failures, channels) {
        super(failures.length === 0
            ? "none of the activity's channels is among the channels given"
            : failures.map((failure) => `${channelPosition(failure)}: ${failure.error.message}`).join('; '));
        this.failures = failures;
        this.channels = channels;
    }
}
function mayHaveStarted(error) {
    const errors = error instanceof ChannelsError ? error.failures.map((failure) => failure.error) : [error];
    return errors.some((one) => one instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SignalgridError */ .bJ && (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .mayHaveTakenEffect */ .Y2)(one));
}
class SignalgridChannels {
    #clients;
    #ids;
    #onChannelFailure;
    constructor(options) {
        const { channels, onChannelFailure, ...shared } = options;
        const dispatcher = shared.dispatcher ?? (0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .createDispatcher */ .S)(resolvedTimeouts(shared), shared.proxy);
        this.#clients = channels.map((channel) => new _client_js__WEBPACK_IMPORTED_MODULE_1__/* .SignalgridClient */ .kO({ ...shared, channel, dispatcher }));
        this.#ids = channels.map((channel) => channelId(options.clientKey, channel));
        this.#onChannelFailure = onChannelFailure;
    }
    push(message) {
        return this.#fanOut('push', this.#clients.map((client) => ({ client, token: undefined })), (client) => client.push(message));
    }
    async startActivity(content) {
        const targets = this.#clients.map((client) => ({ client, token: undefined }));
        const started = targets.map(() => undefined);
        const answer = await this.#fanOut('activity start', targets, async (client, index) => {
            const one = await client.startActivity(content);
            started[index] = one.activityUpdateToken;
            return one;
        });
        const activityUpdateToken = (0,_activity_token_js__WEBPACK_IMPORTED_MODULE_4__/* .combineActivityTokens */ .H5)(this.#ids.map((id, index) => ({ id, token: started[index] })));
        return { ...answer, activityUpdateToken };
    }
    updateActivity(token, content) {
        return this.#fanOut('activity update', this.#targets(token), (client, _index, target) => client.updateActivity(target, content));
    }
    endActivity(token, content, options = {}) {
        return this.#fanOut('activity end', this.#targets(token), (client, _index, target) => client.endActivity(target, content, options));
    }
    #targets(token) {
        const activities = (0,_activity_token_js__WEBPACK_IMPORTED_MODULE_4__/* .parseActivityToken */ .CP)(token) ?? [{ id: undefined, token }];
        return activities.map((activity, index) => {
            const at = activity.id === undefined ? (index === 0 ? 0 : -1) : this.#ids.indexOf(activity.id);
            const client = this.#clients[at];
            return client && activity.token !== undefined ? { client, token: activity.token } : undefined;
        });
    }
    async #fanOut(operation, targets, send) {
        const [only] = targets;
        if (targets.length === 1 && only)
            return send(only.client, 0, only.token ?? '');
        const settled = await Promise.all(targets.map((target, index) => target
            ? send(target.client, index, target.token ?? '').then((answer) => ({ answer }), (error) => ({ error }))
            : undefined));
        const count = targets.length;
        const failures = [];
        const channels = settled.map((outcome, index) => {
            if (outcome === undefined)
                return null;
            if ('answer' in outcome) {
                const { ruuid, remaining } = outcome.answer;
                return remaining === undefined ? { ruuid } : { ruuid, remaining };
            }
            const error = asSignalgridError(outcome.error, operation);
            failures.push({ position: index + 1, count, operation, error });
            return { error: error.message };
        });
        const answers = settled.flatMap((outcome) => (outcome && 'answer' in outcome ? [outcome.answer] : []));
        const [first] = answers;
        if (!first)
            throw new ChannelsError(failures, channels);
        for (const failure of failures)
            this.#onChannelFailure?.(failure);
        const reported = answers.flatMap((answer) => (answer.remaining === undefined ? [] : [answer.remaining]));
        const remaining = reported.length > 0 ? Math.min(...reported) : undefined;
        return { ...first, remaining, channels };
    }
}
function resolvedTimeouts(options) {
    return { ..._client_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TIMEOUTS */ .Rh, ...options.timeouts };
}
function asSignalgridError(error, operation) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SignalgridError */ .bJ)
        return error;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SignalgridError */ .bJ(error instanceof Error ? error.message : String(error), { operation });
}


/***/ }),

/***/ 26008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rh: () => (/* binding */ DEFAULT_TIMEOUTS),
  kO: () => (/* binding */ SignalgridClient),
  Y2: () => (/* binding */ mayHaveTakenEffect)
});

// UNUSED EXPORTS: IDEMPOTENT_RETRY, MAX_RESPONSE_BYTES, ONCE_ONLY_RETRY, isRetryable

// EXTERNAL MODULE: ./src/net/backoff.ts
var backoff = __webpack_require__(2987);
// EXTERNAL MODULE: ./src/net/deadline.ts
var deadline = __webpack_require__(47879);
// EXTERNAL MODULE: ./src/net/network-error.ts
var network_error = __webpack_require__(13218);
// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
// EXTERNAL MODULE: ./src/net/retry-after.ts
var retry_after = __webpack_require__(32426);
// EXTERNAL MODULE: ./src/net/seconds.ts
var seconds = __webpack_require__(97714);
// EXTERNAL MODULE: ./src/signalgrid/activity-token.ts
var activity_token = __webpack_require__(16391);
// EXTERNAL MODULE: ./src/signalgrid/base-url.ts
var base_url = __webpack_require__(68399);
// EXTERNAL MODULE: ./src/signalgrid/errors.ts
var errors = __webpack_require__(26133);
// EXTERNAL MODULE: ./src/signalgrid/form.ts
var signalgrid_form = __webpack_require__(42012);
;// CONCATENATED MODULE: ./src/signalgrid/response.ts
function parseResponseBody(status, text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
        return undefined;
    const record = json;
    const code = asString(record.code);
    if (code === undefined)
        return undefined;
    return {
        response: {
            status,
            code,
            text: asString(record.text) ?? '',
            ruuid: asString(record.ruuid) ?? '',
            node: asString(record.node) ?? '',
            time: parseNumber(asString(record.time)?.replace(/\s*ms$/, '')),
            remaining: parseNumber(asString(record.remaining)),
        },
        token: asString(record.activity_update_token) || undefined,
    };
}
function asString(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
function parseNumber(value) {
    if (value === undefined || !/^\s*-?\d+(\.\d+)?\s*$/.test(value))
        return undefined;
    return Number(value);
}

// EXTERNAL MODULE: ./src/signalgrid/transport.ts
var transport = __webpack_require__(85117);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
;// CONCATENATED MODULE: ./src/signalgrid/client.ts













const RETRY_BACKOFF = { firstMs: 500, growth: 2, maxMs: 8_000, jitter: 'equal' };
const IDEMPOTENT_RETRY = {
    maxAttempts: 5,
    attemptTimeoutMs: 15_000,
    deadlineMs: 30_000,
    backoff: RETRY_BACKOFF,
};
const ONCE_ONLY_RETRY = {
    maxAttempts: 3,
    attemptTimeoutMs: 15_000,
    deadlineMs: 20_000,
    backoff: RETRY_BACKOFF,
};
const DEFAULT_TIMEOUTS = {
    connectMs: 10_000,
    headersMs: 15_000,
    bodyMs: 10_000,
};
const UNUSABLE_END = { dismissalDelay: 1 };
const MAX_RESPONSE_BYTES = 64 * 1024;
class SignalgridClient {
    #credentials;
    #pushUrl;
    #activityUrl;
    #userAgent;
    #idempotent;
    #onceOnly;
    #onRetry;
    #random;
    #redact;
    #timeouts;
    #dispatcher;
    constructor(options) {
        this.#credentials = { clientKey: options.clientKey, channel: options.channel };
        const baseUrl = options.baseUrl ?? base_url/* DEFAULT_BASE_URL */.Q;
        this.#pushUrl = (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/push');
        this.#activityUrl = (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/activity');
        this.#userAgent = options.userAgent ?? user_agent/* USER_AGENT */._;
        this.#idempotent = { ...IDEMPOTENT_RETRY, ...options.idempotentRetry };
        this.#onceOnly = { ...ONCE_ONLY_RETRY, ...options.onceOnlyRetry };
        this.#onRetry = options.onRetry;
        this.#random = options.random ?? Math.random;
        const secrets = [options.clientKey, options.channel].filter((secret) => secret !== '');
        this.#redact = (text) => (0,redact/* redact */.E)(text, secrets);
        this.#timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
        this.#dispatcher = options.dispatcher ?? (0,transport/* createDispatcher */.S)(this.#timeouts, options.proxy);
    }
    async push(message) {
        const form = (0,signalgrid_form/* pushForm */.Lu)(this.#credentials, message);
        const { response } = await this.#send({ operation: 'push', url: this.#pushUrl, form, idempotent: false });
        return response;
    }
    async startActivity(content) {
        const { response, token } = await this.#activity('start', content);
        if (!token) {
            throw new errors/* SignalgridResponseError */.wJ('Signalgrid accepted the activity start but sent no activity_update_token', {
                operation: 'activity start',
                status: response.status,
                code: response.code,
                text: this.#redact(response.text),
                ruuid: response.ruuid,
            });
        }
        if (!(0,activity_token/* isServiceToken */.V2)(token))
            throw await this.#endAtOnce(token, content, response);
        return { ...response, activityUpdateToken: token };
    }
    async #endAtOnce(token, content, response) {
        const problem = `Signalgrid's answer to the activity start carried an activity_update_token that is not one (allowed: ${activity_token/* SERVICE_TOKEN_SHAPE */.CO})`;
        let outcome = 'the activity it started was ended at once';
        let ended = true;
        try {
            const form = (0,signalgrid_form/* activityForm */.ep)(this.#credentials, 'end', content, token, UNUSABLE_END, 'as-given');
            await this.#send({ operation: 'activity end', url: this.#activityUrl, form, idempotent: true });
        }
        catch (error) {
            ended = false;
            outcome = `ending at once the activity it started failed too (${error instanceof Error ? error.message : String(error)})`;
        }
        return new errors/* SignalgridTokenError */.sF(`${problem}; ${outcome}`, {
            operation: 'activity start',
            status: response.status,
            code: response.code,
            ruuid: response.ruuid,
            ended,
        });
    }
    async updateActivity(token, content) {
        return (await this.#activity('update', content, token)).response;
    }
    async endActivity(token, content, options = {}) {
        return (await this.#activity('end', content, token, options)).response;
    }
    #activity(phase, content, token, end) {
        const operation = `activity ${phase}`;
        const form = (0,signalgrid_form/* activityForm */.ep)(this.#credentials, phase, content, token, end);
        return this.#send({ operation, url: this.#activityUrl, form, idempotent: phase !== 'start' });
    }
    async #send(request) {
        const policy = request.idempotent ? this.#idempotent : this.#onceOnly;
        const deadline = Date.now() + policy.deadlineMs;
        for (let attempt = 1;; attempt++) {
            const remaining = deadline - Date.now();
            const error = await this.#attempt(request, attempt, Math.min(policy.attemptTimeoutMs, remaining));
            if (!(error instanceof errors/* SignalgridError */.bJ))
                return error;
            const delay = this.#retryDelay(request, error, attempt, policy);
            if (delay === undefined || Date.now() + delay >= deadline)
                throw error;
            this.#onRetry?.({ operation: request.operation, attempt, delayMs: delay, error });
            await sleep(delay);
        }
    }
    #retryDelay(request, error, attempt, policy) {
        if (attempt >= policy.maxAttempts || !isRetryable(error, request.idempotent))
            return undefined;
        if (error instanceof errors/* SignalgridHttpError */.Jq && error.retryAfterMs !== undefined)
            return error.retryAfterMs;
        return (0,backoff/* backoffMs */.j)(policy.backoff, attempt, this.#random);
    }
    async #attempt(request, attempt, timeoutMs) {
        const { operation } = request;
        const details = { operation, attempts: attempt };
        const attemptDeadline = (0,deadline/* deadline */.n)(timeoutMs);
        try {
            const answer = await (0,transport/* send */.t)(this.#dispatcher, request.url, {
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    accept: 'application/json',
                    'user-agent': this.#userAgent,
                },
                body: request.form.toString(),
                signal: attemptDeadline.signal,
                maxBodyBytes: MAX_RESPONSE_BYTES,
                timeouts: this.#timeouts,
            });
            return interpret(operation, attempt, answer, this.#redact(answer.text));
        }
        catch (error) {
            if (attemptDeadline.signal.aborted) {
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid did not answer the ${operation} within ${(0,seconds/* seconds */.Y)(timeoutMs)}`, details);
            }
            const failure = (0,network_error/* classifyNetworkError */.L)(error);
            if (failure.timeout === 'headers') {
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid did not answer the ${operation} within ${(0,seconds/* seconds */.Y)(this.#timeouts.headersMs)}`, details);
            }
            if (failure.timeout === 'body') {
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid's answer to the ${operation} stalled for ${(0,seconds/* seconds */.Y)(this.#timeouts.bodyMs)}`, details);
            }
            return new errors/* SignalgridNetworkError */.aO(`Could not reach Signalgrid at ${request.url.host} for the ${operation}: ${failure.description} (${failure.code})`, { ...details, maybeSent: failure.maybeSent, networkCode: failure.code });
        }
        finally {
            attemptDeadline.clear();
        }
    }
}
function interpret(operation, attempt, answer, text) {
    const { status, oversized } = answer;
    const details = { operation, attempts: attempt, status };
    if (oversized) {
        return new errors/* SignalgridResponseError */.wJ(`Signalgrid answered the ${operation} with more than ${MAX_RESPONSE_BYTES / 1024} KiB (HTTP ${status})`, details);
    }
    const parsed = parseResponseBody(status, text);
    const ok = status >= 200 && status < 300;
    if (!ok) {
        const said = parsed ? `: ${describe(parsed.response.text, parsed.response.code)}` : '';
        const retryAfterMs = (0,retry_after/* parseRetryAfter */.m)(answer.headers.get('retry-after'));
        const wait = retryAfterMs === undefined ? '' : ` (Retry-After ${(0,seconds/* seconds */.Y)(retryAfterMs)})`;
        return new errors/* SignalgridHttpError */.Jq(`Signalgrid answered the ${operation} with HTTP ${status}${said}${wait}`, {
            ...details,
            code: parsed?.response.code,
            text: parsed?.response.text,
            ruuid: parsed?.response.ruuid,
            retryAfterMs,
        });
    }
    if (!parsed) {
        return new errors/* SignalgridResponseError */.wJ(`Signalgrid answered the ${operation} with HTTP ${status} but a body that is not the expected JSON (${text.length} characters)`, details);
    }
    const { code, text: said, ruuid } = parsed.response;
    if (code !== '200') {
        const id = ruuid ? `, ruuid ${ruuid}` : '';
        return new errors/* SignalgridServiceError */.mp(`Signalgrid refused the ${operation}: ${describe(said, code)}${id}`, {
            ...details,
            code,
            text: said,
            ruuid,
        });
    }
    return parsed;
}
function isRetryable(error, idempotent) {
    const status = effectiveStatus(error);
    if (error instanceof errors/* SignalgridNetworkError */.aO)
        return idempotent || !error.maybeSent;
    if (error instanceof errors/* SignalgridTimeoutError */.UA)
        return idempotent;
    if (status === 429 || status === 503)
        return true;
    if (!idempotent)
        return false;
    if (error instanceof errors/* SignalgridResponseError */.wJ)
        return true;
    return status !== undefined && (status >= 500 || status === 408);
}
function mayHaveTakenEffect(error) {
    if (error instanceof errors/* SignalgridRequestError */.kR)
        return false;
    if (error instanceof errors/* SignalgridTokenError */.sF)
        return !error.ended;
    if (error instanceof errors/* SignalgridNetworkError */.aO)
        return error.maybeSent;
    if (error instanceof errors/* SignalgridTimeoutError */.UA || error instanceof errors/* SignalgridResponseError */.wJ)
        return true;
    const status = effectiveStatus(error);
    return status === undefined || (status >= 500 && status !== 503);
}
function effectiveStatus(error) {
    if (error instanceof errors/* SignalgridServiceError */.mp && error.code && /^\d{3}$/.test(error.code))
        return Number(error.code);
    return error.status;
}
function describe(text, code) {
    const clipped = text.length > 300 ? `${text.slice(0, 300)}…` : text;
    return `${clipped || 'no text'} (code ${code})`;
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}


/***/ }),

/***/ 85117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createDispatcher),
/* harmony export */   t: () => (/* binding */ send)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32107);

function createDispatcher(timeouts, proxy) {
    const connect = { timeout: timeouts.connectMs };
    if (!proxy)
        return new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6({ connect });
    const token = proxy.username || proxy.password
        ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}`
        : undefined;
    return new undici__WEBPACK_IMPORTED_MODULE_0__/* .ProxyAgent */ .kT({
        uri: proxy.href,
        ...(token === undefined ? {} : { token }),
        proxyTls: connect,
        requestTls: connect,
    });
}
async function send(dispatcher, url, outgoing) {
    const { method, headers, body, signal, timeouts } = outgoing;
    const response = await dispatcher.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        body,
        signal,
        headersTimeout: timeouts.headersMs,
        bodyTimeout: timeouts.bodyMs,
    });
    const read = await readLimited(response.body, outgoing.maxBodyBytes);
    return { status: response.statusCode, headers: headerReader(response.headers), ...read };
}
async function readLimited(body, maxBytes) {
    const chunks = [];
    let bytes = 0;
    for await (const chunk of body) {
        const room = maxBytes - bytes;
        if (chunk.byteLength > room) {
            chunks.push(chunk.subarray(0, room));
            return { text: Buffer.concat(chunks).toString('utf8'), oversized: true };
        }
        chunks.push(chunk);
        bytes += chunk.byteLength;
    }
    return { text: Buffer.concat(chunks).toString('utf8'), oversized: false };
}
function headerReader(headers) {
    return {
        get(name) {
            const value = headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
    };
}


/***/ }),

/***/ 47468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = /*#__PURE__*/JSON.parse('{"UU":"signalgrid-action","rE":"1.0.0"}');
;// CONCATENATED MODULE: ./src/signalgrid/user-agent.ts

const USER_AGENT = `${package_namespaceObject.UU}/${package_namespaceObject.rE}`;


/***/ }),

/***/ 37899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ listen),
/* harmony export */   Xy: () => (/* binding */ socketPath),
/* harmony export */   ew: () => (/* binding */ newEndpoint),
/* harmony export */   gl: () => (/* binding */ reach)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



const STOP = 'stop\n';
const STOPPED = 'stopped\n';
const CONNECT_TIMEOUT_MS = 1_000;
function socketPath(folder) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'tracker.sock');
}
function newEndpoint(folder) {
    return process.platform === 'win32'
        ? `\\\\.\\pipe\\signalgrid-tracker-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex')}`
        : socketPath(folder);
}
function listen(endpoint, onStop) {
    const connections = new Set();
    let stopped = false;
    const tell = (socket) => {
        socket.write(STOPPED);
        socket.unref();
    };
    const server = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.createServer)((socket) => {
        connections.add(socket);
        socket.on('close', () => connections.delete(socket));
        socket.on('error', () => { });
        if (stopped) {
            tell(socket);
            return;
        }
        let said = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => {
            said = `${said}${chunk}`.slice(-STOP.length);
            if (said === STOP)
                onStop();
        });
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(endpoint, () => {
            server.off('error', reject);
            server.on('error', () => { });
            resolve({
                sayStopped() {
                    stopped = true;
                    server.unref();
                    for (const socket of connections)
                        tell(socket);
                },
            });
        });
    });
}
function reach(endpoint) {
    return new Promise((resolve) => {
        const socket = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.connect)(endpoint);
        let giveUp;
        const timer = setTimeout(() => {
            giveUp = setImmediate(() => {
                socket.destroy();
                resolve(undefined);
            });
        }, CONNECT_TIMEOUT_MS);
        const answered = () => {
            clearTimeout(timer);
            clearImmediate(giveUp);
        };
        let open = false;
        const closed = new Promise((settle) => socket.once('close', () => settle()));
        socket.once('close', () => {
            open = false;
        });
        socket.on('error', () => {
            answered();
            resolve(undefined);
        });
        let said = '';
        const stopped = new Promise((settle) => {
            socket.setEncoding('utf8');
            socket.on('data', (chunk) => {
                said = `${said}${chunk}`.slice(-STOPPED.length);
                if (said === STOPPED)
                    settle();
            });
            void closed.then(settle);
        });
        socket.once('connect', () => {
            answered();
            open = true;
            resolve({
                stop: () => socket.write(STOP),
                stopped,
                get open() {
                    return open;
                },
                closed,
                close: () => socket.destroy(),
            });
        });
    });
}


/***/ }),

/***/ 15609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ trackerEnvironment)
/* harmony export */ });
const KEPT = new Set([
    'RUNNER_TRACKING_ID',
    'GITHUB_ACTION',
    'GITHUB_ACTION_PATH',
    'GITHUB_ACTION_REF',
    'GITHUB_ACTION_REPOSITORY',
    'GITHUB_ACTOR',
    'GITHUB_API_URL',
    'GITHUB_EVENT_NAME',
    'GITHUB_EVENT_PATH',
    'GITHUB_GRAPHQL_URL',
    'GITHUB_HEAD_REF',
    'GITHUB_JOB',
    'GITHUB_REF',
    'GITHUB_REF_NAME',
    'GITHUB_REPOSITORY',
    'GITHUB_RUN_ATTEMPT',
    'GITHUB_RUN_ID',
    'GITHUB_RUN_NUMBER',
    'GITHUB_SERVER_URL',
    'GITHUB_SHA',
    'GITHUB_WORKFLOW',
    'GITHUB_WORKFLOW_REF',
    'GITHUB_WORKSPACE',
    'RUNNER_NAME',
    'RUNNER_TEMP',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'NODE_OPTIONS',
    'NODE_EXTRA_CA_CERTS',
    'TMPDIR',
    'TEMP',
    'TMP',
    'SYSTEMROOT',
    'WINDIR',
]);
function trackerEnvironment(env) {
    return Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined && KEPT.has(entry[0].toUpperCase())));
}


/***/ }),

/***/ 52765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ readHandover),
/* harmony export */   O: () => (/* binding */ trackerSettings)
/* harmony export */ });
/* harmony import */ var _matrix_board_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91385);

function trackerSettings(inputs) {
    return {
        clientKey: inputs.clientKey,
        channels: inputs.channels,
        baseUrl: inputs.baseUrl,
        failOnError: inputs.failOnError,
        dryRun: inputs.dryRun,
        githubToken: inputs.githubToken,
        jobId: inputs.jobId,
        trackSteps: inputs.trackSteps,
        progressMode: inputs.progressMode,
        steps: inputs.steps,
        timedUpdates: inputs.timedUpdates,
        minUpdateIntervalSeconds: inputs.minUpdateIntervalSeconds,
        endActivity: inputs.endActivity,
        activityToken: inputs.activityToken,
        activityName: inputs.activityName,
        leg: inputs.leg,
        dismissalDelay: inputs.dismissalDelay,
        failureDismissalDelay: inputs.failureDismissalDelay,
        failureAlert: inputs.failureAlert,
        failureAlertChannels: inputs.failureAlertChannels,
    };
}
const MAX_HANDOVER_BYTES = 64 * 1024;
async function readHandover(input) {
    const text = (await (0,_matrix_board_request_js__WEBPACK_IMPORTED_MODULE_0__/* .readWhole */ .oD)(input, MAX_HANDOVER_BYTES))?.toString('utf8');
    if (text === undefined)
        return undefined;
    try {
        const handover = JSON.parse(text);
        const settings = handover.settings;
        const valid = typeof handover.endpoint === 'string' &&
            typeof settings?.clientKey === 'string' &&
            Array.isArray(settings.channels) &&
            typeof settings.baseUrl === 'string';
        return valid ? handover : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 92818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M4: () => (/* binding */ JobWorker),
/* harmony export */   nR: () => (/* binding */ stageParent)
/* harmony export */ });
/* unused harmony export workerRuns */
function stageParent() {
    return process.ppid > 1 ? process.ppid : undefined;
}
function workerRuns(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
class JobWorker {
    #pid;
    #lastLookMs;
    #goneAt;
    constructor(pid, lastLookMs) {
        this.#pid = Number.isSafeInteger(pid) && pid > 1 ? pid : undefined;
        this.#lastLookMs = lastLookMs;
    }
    justGone(now) {
        if (this.#pid === undefined || this.#goneAt !== undefined || workerRuns(this.#pid))
            return false;
        this.#goneAt = now;
        return true;
    }
    lookedLast(now) {
        return now >= this.lastLookEndsAt;
    }
    get lastLookEndsAt() {
        return this.#goneAt === undefined ? Number.POSITIVE_INFINITY : this.#goneAt + this.#lastLookMs;
    }
}


/***/ }),

/***/ 86958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ partArguments),
/* harmony export */   a: () => (/* binding */ KILLED_EXIT_WAIT_MS)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);

function partArguments(part, options, from) {
    if (new URL(from).pathname.endsWith('.ts')) {
        const root = new URL('../action.ts', from).href;
        const script = `const { runAndExit } = await import(${JSON.stringify(root)})\nawait runAndExit('${part}')`;
        return [...process.execArgv, ...options, '--input-type=module', '--eval', script];
    }
    return [...options, (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(new URL(`../${part}/index.js`, from))];
}
const KILLED_EXIT_WAIT_MS = 1_000;


/***/ }),

/***/ 73804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${seconds % 60}s`;
    return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}


/***/ }),

/***/ 31788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ endWords),
/* harmony export */   d6: () => (/* binding */ legsDoneWords),
/* harmony export */   wo: () => (/* binding */ timeLeftText),
/* harmony export */   y2: () => (/* binding */ jobList)
/* harmony export */ });
/* unused harmony export WIDE_SPREAD */
/* harmony import */ var _github_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14567);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73804);


const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const WIDE_SPREAD = 1.5;
function timeLeftText(remainingMs, overrun, spread) {
    if (overrun)
        return 'taking longer than usual';
    if (spread && spread.mostMs >= 10 * SECOND && spread.mostMs >= WIDE_SPREAD * spread.leastMs) {
        const { unit, say } = spread.mostMs <= 50 * SECOND
            ? { unit: 10 * SECOND, say: (count) => `${count * 10}s` }
            : spread.mostMs <= HOUR - MINUTE
                ? { unit: MINUTE, say: (count) => `${count} min` }
                : { unit: HOUR, say: (count) => `${count} h` };
        const least = Math.floor(spread.leastMs / unit);
        const most = Math.ceil(spread.mostMs / unit);
        if (least === 0)
            return `under ${say(most)} left`;
        return `about ${say(least).replace(/\D+$/, '')}-${say(most)} left`;
    }
    if (remainingMs < 10 * SECOND)
        return 'a few seconds left';
    const tens = Math.round(remainingMs / (10 * SECOND));
    if (tens < 6)
        return `about ${tens * 10}s left`;
    if (remainingMs < HOUR - MINUTE / 2)
        return `about ${Math.max(1, Math.round(remainingMs / MINUTE))} min left`;
    const fives = Math.round(remainingMs / (5 * MINUTE));
    const hours = Math.floor(fives / 12);
    const minutes = (fives % 12) * 5;
    return `about ${hours} h${minutes === 0 ? '' : ` ${minutes} min`} left`;
}
const MAX_NAMED = 3;
function jobList(names) {
    const counts = new Map();
    for (const name of names) {
        const shown = _github_names_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(name)?.[1] ?? name;
        counts.set(shown, (counts.get(shown) ?? 0) + 1);
    }
    const shown = [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
    const more = shown.length - MAX_NAMED;
    return more > 0 ? `${shown.slice(0, MAX_NAMED).join(', ')} +${more}` : shown.join(', ');
}
function legsDoneWords(done, count) {
    return `${done} of ${count} legs done`;
}
function endWords(outcome, durationMs, detail = {}) {
    const took = (0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(durationMs);
    const at = detail.failedStep ? ` at “${detail.failedStep}”` : '';
    switch (outcome) {
        case 'success': {
            const usual = detail.usualMs === undefined || detail.usualMs <= 0
                ? ''
                : ` (usually ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(detail.usualMs)})`;
            const waited = detail.approvalWaitMs
                ? `, ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(detail.approvalWaitMs)} of it waiting for approval`
                : '';
            return `Succeeded in ${took}${usual}${waited}`;
        }
        case 'failure':
            if (detail.rejected)
                return `${detail.job ?? 'Deployment'} rejected`;
            return `Failed${at} after ${took}`;
        case 'timed-out':
            return `Timed out after ${detail.limit ?? took}${at}`;
        case 'cancelled':
            return `Cancelled after ${took}`;
        case 'superseded':
            return detail.newerRun === undefined
                ? 'Superseded by a newer run'
                : `Superseded by run #${detail.newerRun}`;
        case 'skipped':
            return `${detail.job ?? 'The last job'} skipped`;
    }
}


/***/ })

};
