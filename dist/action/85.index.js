export const id = 85;
export const ids = [85];
export const modules = {

/***/ 87781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ reportServiceFailure),
/* harmony export */   n: () => (/* binding */ sayTrackerJournal)
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
/**
 * What the tracker had to say, which it cannot print: its notices in the job log, its other lines in the debug
 * log. Only the lines under the action's seal: any step of the job can append to the journal, and a line it
 * wrote is not the action's to say.
 */
function sayTrackerJournal(journal, seal) {
    for (const entry of journal) {
        if ((entry.kind !== 'notice' && entry.kind !== 'debug') || !seal.holds(entry))
            continue;
        if (entry.kind === 'notice')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(entry.message, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATION */ .YX);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(entry.message);
    }
}


/***/ }),

/***/ 62660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lk: () => (/* binding */ hasCredentials),
  Si: () => (/* binding */ runStage),
  M$: () => (/* binding */ stageInputs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
;// CONCATENATED MODULE: ./src/action-inputs.ts
// Made from action.yml by `npm run docs`: do not edit. test/metadata/input-module.test.ts fails when the two
// differ, so the names and defaults of the inputs live in action.yml alone.
/** Each input of action.yml by its name, under the word the code reads it by. */
const Input = {
    clientKey: 'client-key',
    channel: 'channel',
    mode: 'mode',
    title: 'title',
    body: 'body',
    severity: 'severity',
    critical: 'critical',
    progress: 'progress',
    steps: 'steps',
    progressLegend: 'progress-legend',
    startText: 'start-text',
    endText: 'end-text',
    dismissalDelay: 'dismissal-delay',
    failureDismissalDelay: 'failure-dismissal-delay',
    failureAlert: 'failure-alert',
    failureAlertChannel: 'failure-alert-channel',
    activityToken: 'activity-token',
    activityName: 'activity-name',
    endActivity: 'end-activity',
    trackSteps: 'track-steps',
    progressMode: 'progress-mode',
    timedUpdates: 'timed-updates',
    matrix: 'matrix',
    minUpdateInterval: 'min-update-interval',
    baseUrl: 'base-url',
    failOnError: 'fail-on-error',
    jobStatus: 'job-status',
    jobId: 'job-id',
    jobWorkflowRef: 'job-workflow-ref',
    legIndex: 'leg-index',
    legCount: 'leg-count',
    legValues: 'leg-values',
    failFast: 'fail-fast',
    githubToken: 'github-token',
};
/**
 * Each input's default in action.yml, which an empty value means too: '' where action.yml gives none, and
 * where its default is an expression, which the runner evaluates and passes itself.
 */
const INPUT_DEFAULTS = {
    'client-key': '',
    channel: '',
    mode: 'activity',
    title: '',
    body: '',
    severity: '',
    critical: 'false',
    progress: '',
    steps: '',
    'progress-legend': 'false',
    'start-text': '',
    'end-text': '',
    'dismissal-delay': '60',
    'failure-dismissal-delay': '',
    'failure-alert': '',
    'failure-alert-channel': '',
    'activity-token': '',
    'activity-name': '',
    'end-activity': 'auto',
    'track-steps': 'true',
    'progress-mode': 'time',
    'timed-updates': '6',
    matrix: 'shared',
    'min-update-interval': '5',
    'base-url': 'https://api.signalgrid.co',
    'fail-on-error': 'false',
    'job-status': '',
    'job-id': '',
    'job-workflow-ref': '',
    'leg-index': '',
    'leg-count': '',
    'leg-values': '',
    'fail-fast': '',
    'github-token': '',
};

// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/signalgrid/activity-token.ts
var activity_token = __webpack_require__(16391);
// EXTERNAL MODULE: ./src/signalgrid/base-url.ts
var base_url = __webpack_require__(68399);
// EXTERNAL MODULE: ./src/signalgrid/types.ts
var types = __webpack_require__(52973);
;// CONCATENATED MODULE: ./src/inputs.ts







/** One or more inputs are invalid; the message names each and what it allows. */
class InputError extends Error {
    problems;
    name = 'InputError';
    constructor(problems) {
        super(problems.length === 1 ? problems[0] : `Invalid inputs:\n- ${problems.join('\n- ')}`);
        this.problems = problems;
    }
}
/** What `activity-name` allows: it becomes part of the names of the run's artifacts (src/matrix/board.ts). */
const ACTIVITY_NAME = /^[A-Za-z0-9._-]{1,40}$/;
/**
 * The characters of a channel token. Tokens are opaque (32 or 40 hex digits in the examples); spaces, quotes
 * or form metacharacters mean a mistake (an unexpanded expression, a pasted line), never a token.
 */
const CHANNEL_TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;
/** The entries of a list of channel tokens: one per line, or separated by commas; each trimmed. */
function channelEntries(value) {
    return value.split(/[\n,]/).map((entry) => entry.trim());
}
/**
 * The channel tokens of input `name`, or a problem that names the input and what it allows and never quotes a
 * token. Nothing but separators and spaces (every secret empty, as in a fork's pull request) is no channel.
 */
function parseChannels(name, value) {
    const entries = channelEntries(value);
    if (entries.every((entry) => entry === ''))
        return { channels: [] };
    const allowed = `allowed: 1 to ${constants/* MAX_CHANNELS */.qX} channel tokens (letters, digits, ".", "_", "~" or "-"), ` +
        'one per line or separated by commas';
    const problem = (what) => ({ problem: `Input "${name}" ${what}; ${allowed}.` });
    const count = entries.length;
    if (count > constants/* MAX_CHANNELS */.qX)
        return problem(`has ${count} entries`);
    const empty = entries.indexOf('');
    if (empty >= 0)
        return problem(`has an empty entry (entry ${empty + 1} of ${count})`);
    const malformed = entries.findIndex((entry) => !CHANNEL_TOKEN.test(entry));
    if (malformed >= 0) {
        return problem(`has characters a channel token never has in entry ${malformed + 1} of ${count}`);
    }
    const repeated = entries.findIndex((entry, index) => entries.indexOf(entry) !== index);
    if (repeated >= 0) {
        const first = entries.indexOf(entries[repeated]);
        return problem(`names one channel twice (entries ${first + 1} and ${repeated + 1} of ${count})`);
    }
    return { channels: entries };
}
/**
 * An input as the step gives it, or its default in action.yml when it is empty: the runner passes the default
 * for an input the step does not set, so only a step that sets it to '' gets here.
 */
function read(name) {
    return core/* getInput */.V4(name) || INPUT_DEFAULTS[name];
}
/** The secrets among the inputs, each channel token on its own: the runner masks a value as a whole. */
function secretInputs() {
    return [
        core/* getInput */.V4(Input.clientKey),
        ...channelEntries(core/* getInput */.V4(Input.channel)),
        ...channelEntries(core/* getInput */.V4(Input.failureAlertChannel)),
        core/* getInput */.V4(Input.githubToken),
    ].filter((secret) => secret !== '');
}
/** Reads and checks every input, reporting all the invalid ones at once. */
function readInputs() {
    const problems = [];
    const truncated = [];
    const choice = (name, allowed) => {
        const value = read(name);
        if (allowed.includes(value))
            return value;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${allowed.join(', ')}.`);
        return allowed[0];
    };
    const boolean = (name) => {
        const fallback = INPUT_DEFAULTS[name] === 'true';
        if (core/* getInput */.V4(name) === '')
            return fallback;
        try {
            return core/* getBooleanInput */.Vt(name);
        }
        catch {
            problems.push(`Input "${name}" is "${core/* getInput */.V4(name)}"; allowed values: true, false.`);
            return fallback;
        }
    };
    /** A whole number; NaN once the problem is reported. */
    const integer = (name, min, max, meaning) => {
        const value = read(name);
        const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
        if (number >= min && number <= max)
            return number;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${meaning}.`);
        return Number.NaN;
    };
    /** A whole number, or undefined for an input with no default that is not given. */
    const optionalInteger = (name, min, max, meaning) => read(name) === '' ? undefined : integer(name, min, max, meaning);
    const text = (name, maxLength) => {
        const value = read(name);
        if (value === '')
            return undefined;
        const characters = Array.from(value);
        if (characters.length <= maxLength)
            return value;
        truncated.push(name);
        return `${characters.slice(0, maxLength - 1).join('')}…`;
    };
    const severityInput = read(Input.severity);
    const severity = severityInput === '' ? undefined : (0,types/* parseSeverity */.l)(severityInput);
    if (severityInput !== '' && severity === undefined) {
        problems.push(`Input "${Input.severity}" is "${severityInput}"; allowed values: ${types/* SEVERITIES */.o.join(', ')} (any case).`);
    }
    const baseUrl = read(Input.baseUrl);
    try {
        (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/activity');
    }
    catch (error) {
        problems.push(`Input "${Input.baseUrl}": ${error.message}.`);
    }
    const channelList = (name) => {
        const parsed = parseChannels(name, read(name));
        if ('channels' in parsed)
            return parsed.channels;
        problems.push(parsed.problem);
        return [];
    };
    const channels = channelList(Input.channel);
    const alertChannels = channelList(Input.failureAlertChannel);
    // A channel for the alert asks for the alert, unless `failure-alert` says which (or none).
    const failureAlert = read(Input.failureAlert) === '' && alertChannels.length > 0
        ? 'push'
        : read(Input.failureAlert) === ''
            ? 'none'
            : choice(Input.failureAlert, ['none', 'push', 'critical']);
    const activityToken = read(Input.activityToken) || undefined;
    if (activityToken !== undefined && !(0,activity_token/* isActivityToken */.jJ)(activityToken)) {
        problems.push(`Input "${Input.activityToken}" is not an activity token; allowed: the \`activity-token\` output of an ` +
            `earlier step (${activity_token/* ACTIVITY_TOKEN_SHAPE */.KG}).`);
    }
    const activityName = read(Input.activityName) || undefined;
    if (activityName !== undefined && !ACTIVITY_NAME.test(activityName)) {
        problems.push(`Input "${Input.activityName}" is "${activityName}"; allowed values: 1 to 40 letters, digits, "-", "_" or ".".`);
    }
    if (activityToken !== undefined && activityName !== undefined) {
        problems.push(`Inputs "${Input.activityToken}" and "${Input.activityName}" are both set; set one: the token of an ` +
            'activity started elsewhere, or the name the jobs of this run share an activity by.');
    }
    const progressLegend = boolean(Input.progressLegend);
    const startText = text(Input.startText, constants/* MAX_TITLE_LENGTH */.tS) ?? '';
    const endText = text(Input.endText, constants/* MAX_TITLE_LENGTH */.tS) ?? '';
    if (progressLegend && (!startText || !endText)) {
        problems.push(`Input "${Input.progressLegend}" is true, which requires both "${Input.startText}" and "${Input.endText}" ` +
            'to be set.');
    }
    const DELAY = 'whole seconds from 0 to 86400, or empty';
    const dismissalDelay = integer(Input.dismissalDelay, 0, 86_400, DELAY);
    const inputs = {
        clientKey: read(Input.clientKey),
        channels,
        channel: channels.join('\n'),
        baseUrl,
        mode: choice(Input.mode, ['activity', 'push']),
        title: text(Input.title, constants/* MAX_TITLE_LENGTH */.tS),
        body: text(Input.body, constants/* MAX_BODY_LENGTH */.tr),
        severity,
        critical: boolean(Input.critical),
        progress: optionalInteger(Input.progress, 0, 100, 'a whole number from 0 to 100, or empty'),
        steps: optionalInteger(Input.steps, 1, 1000, 'a whole number from 1 to 1000, or empty'),
        progressLegend,
        startText,
        endText,
        dismissalDelay,
        failureDismissalDelay: optionalInteger(Input.failureDismissalDelay, 0, 86_400, DELAY) ?? dismissalDelay,
        failureAlert,
        failureAlertChannels: alertChannels.length > 0 ? alertChannels : channels,
        activityToken,
        activityName,
        endActivity: choice(Input.endActivity, ['auto', 'always', 'on-failure', 'never']),
        trackSteps: boolean(Input.trackSteps),
        progressMode: choice(Input.progressMode, ['time', 'steps']),
        timedUpdates: integer(Input.timedUpdates, 0, 100, 'a whole number from 0 to 100'),
        minUpdateIntervalSeconds: integer(Input.minUpdateInterval, 1, 3600, 'whole seconds from 1 to 3600'),
        matrix: choice(Input.matrix, ['shared', 'per-leg']),
        leg: (0,leg/* readLeg */.NT)({
            index: read(Input.legIndex),
            count: read(Input.legCount),
            values: read(Input.legValues),
            failFast: read(Input.failFast),
        }),
        failOnError: boolean(Input.failOnError),
        jobStatus: parseJobStatus(read(Input.jobStatus)),
        jobId: read(Input.jobId),
        jobWorkflowRef: read(Input.jobWorkflowRef),
        githubToken: read(Input.githubToken),
        truncated,
    };
    if (problems.length > 0)
        throw new InputError(problems);
    return inputs;
}
/** The settings as read, in one line for the debug log: the secrets only said to be there, channels counted. */
function settingsLine(inputs) {
    const { clientKey, channels, channel, failureAlertChannels, activityToken, githubToken, ...settings } = inputs;
    const given = (secret) => (secret ? 'set' : 'empty');
    return JSON.stringify({
        ...settings,
        clientKey: given(clientKey),
        channels: channels.length,
        failureAlertChannels: failureAlertChannels.length,
        activityToken: given(activityToken),
        githubToken: given(githubToken),
    });
}
// `${{ job.status }}` is success, failure or cancelled; anything else means the runner could not say.
function parseJobStatus(value) {
    return value === 'failure' || value === 'cancelled' ? value : 'success';
}

;// CONCATENATED MODULE: ./src/stages/run-stage.ts


/**
 * Runs a stage so that nothing escapes it: a bug of ours becomes a warning in the job log, never a failed
 * job or a stack trace.
 */
async function runStage(stage) {
    try {
        await stage();
    }
    catch (error) {
        core/* warning */.$e(`Signalgrid: unexpected error, the job goes on: ${error instanceof Error ? error.message : String(error)}`);
        if (error instanceof Error && error.stack)
            core/* debug */.Yz(error.stack);
    }
}
/** The inputs, once the secrets are masked (before anything can print them); undefined when invalid. */
function stageInputs({ reportProblems }) {
    for (const secret of new Set(secretInputs()))
        core/* setSecret */.Pq(secret);
    try {
        const inputs = readInputs();
        core/* debug */.Yz(`Signalgrid: settings ${settingsLine(inputs)}`);
        for (const name of reportProblems ? inputs.truncated : []) {
            core/* warning */.$e(`Signalgrid: input "${name}" was longer than the phones show, and was cut.`);
        }
        return inputs;
    }
    catch (error) {
        if (!(error instanceof InputError))
            throw error;
        if (reportProblems)
            core/* setFailed */.C1(error.message);
        return undefined;
    }
}
function hasCredentials(inputs) {
    return inputs.clientKey !== '' && inputs.channel !== '';
}


/***/ }),

/***/ 49074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ saveInstanceState),
/* harmony export */   JO: () => (/* binding */ holdingOf),
/* harmony export */   v4: () => (/* binding */ readInstanceState)
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
        alone: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.alone) === 'true',
        matrixName: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.matrixName),
    };
}
/** Saves what this stage decided, for this instance's later stages, and returns it as they will read it. */
function saveInstanceState(state) {
    for (const [key, value] of Object.entries(state)) {
        if (value !== undefined && value !== '' && value !== false)
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
        alone: false,
        matrixName: '',
        ...state,
    };
}
/** How this instance holds the activity, as the rule of who ends it reads it (src/activity/end.ts). */
function holdingOf(state) {
    const role = state.role === 'starter' || state.role === 'attacher' ? state.role : 'other';
    return { role, byName: state.activityName !== '' };
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
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27242);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37899);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15609);
/* harmony import */ var _handover_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52765);
/* harmony import */ var _job_worker_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92818);
/* harmony import */ var _part_arguments_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86958);








/** Node's arguments that run the tracker: its bundle beside this one (part-arguments.ts). */
function trackerArguments() {
    return (0,_part_arguments_js__WEBPACK_IMPORTED_MODULE_5__/* .partArguments */ .W)('tracker', [TRACKER_HEAP], import.meta.url);
}
/**
 * The tracker reads the run's jobs every few seconds, a listing that grows with the run: V8 would let its young
 * generation grow to fit the bursts, 2 to 4 MiB of a budget of 90 (the benchmark's run of 20 jobs). One MiB
 * of it is plenty for what the tracker keeps; it collects a little more often.
 */
const TRACKER_HEAP = '--max-semi-space-size=1';
/**
 * Starts the tracker of an activity as a detached process that outlives this stage, and returns its pid. It
 * must not hold the stage's stdout or stderr: the runner would wait for them, then kill it. Its environment is
 * the few variables it needs (environment.ts), RUNNER_TRACKING_ID among them, so that the runner's orphan
 * clean-up ends it at the latest at job end; the step's inputs it uses, the secrets among them, go through
 * its stdin, written whole before this returns, so that the stage may exit at once.
 */
async function startTracker(folder, inputs, { board, holding, nodeArguments = trackerArguments(), } = {}) {
    try {
        const endpoint = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .newEndpoint */ .ew)(folder.path);
        const worker = (0,_job_worker_js__WEBPACK_IMPORTED_MODULE_6__/* .stageParent */ .nR)();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, nodeArguments, {
            detached: true,
            stdio: ['pipe', 'ignore', 'ignore'],
            windowsHide: true,
            env: { ...(0,_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .trackerEnvironment */ .O)(process.env), [_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .TRACKER_FOLDER_VARIABLE */ .Lh]: folder.path },
        });
        child.on('error', () => { });
        child.unref();
        if (child.pid === undefined)
            return undefined;
        folder.writeTracker({ pid: child.pid, endpoint });
        const handover = {
            settings: (0,_handover_js__WEBPACK_IMPORTED_MODULE_7__/* .trackerSettings */ .O)(inputs),
            endpoint,
            ...(board ? { board } : {}),
            ...(holding ? { holding } : {}),
            ...(worker === undefined ? {} : { worker }),
        };
        child.stdin.end(JSON.stringify(handover));
        // Written to the pipe before the stage can exit; a tracker that died at once makes it fail: no matter.
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_1__.finished)(child.stdin).catch(() => { });
        return child.pid;
    }
    catch {
        return undefined;
    }
}
/** Whether the activity's tracker is there to take an update. */
async function isTrackerRunning(folder) {
    if (folder.isStopped() || folder.stopRequested())
        return false;
    const tracker = await reachTracker(folder);
    tracker?.close();
    return tracker !== undefined;
}
/**
 * Stops the tracker and waits, at most `timeoutMs`, for it to finish the update it is sending, so that nothing
 * it sends can arrive after the end. The stopped marker comes first: a tracker that wrote it is done, and is
 * never signalled. Otherwise the tracker is asked, through its folder and its endpoint (endpoint.ts), and its
 * end of the connection closing says its process has exited, to the millisecond. One still alive at the
 * deadline is killed by the pid its stage recorded, which the open connection proves is still the tracker's;
 * never another process, and never this one or its parent.
 */
async function stopTracker(folder, timeoutMs) {
    if (folder.isStopped()) {
        // Done: nothing it sends can follow. Its process may be a moment from exiting, which costs nothing.
        const exiting = await reachTracker(folder);
        if (exiting)
            await closedBy(exiting, Date.now() + timeoutMs);
        exiting?.close();
        return 'stopped';
    }
    folder.requestStop();
    const tracker = await reachTracker(folder);
    if (!tracker)
        return 'not running';
    tracker.stop();
    if (await closedBy(tracker, Date.now() + timeoutMs))
        return 'stopped';
    const pid = folder.readTracker()?.pid;
    const open = tracker.open;
    if (!open || pid === undefined || pid === process.pid || pid === process.ppid) {
        tracker.close();
        return open ? 'left' : 'stopped';
    }
    try {
        process.kill(pid, 'SIGKILL');
    }
    catch {
        // Gone between the check and the kill.
    }
    await closedBy(tracker, Date.now() + _part_arguments_js__WEBPACK_IMPORTED_MODULE_5__/* .KILLED_EXIT_WAIT_MS */ .a);
    tracker.close();
    return 'killed';
}
/** The tracker at its endpoint: its folder's socket, or on Windows the pipe its stage recorded. */
async function reachTracker(folder) {
    const endpoint = process.platform === 'win32' ? folder.readTracker()?.endpoint : (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .socketPath */ .Xy)(folder.path);
    return endpoint === undefined ? undefined : (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .reach */ .gl)(endpoint);
}
/** Whether the tracker let go of the connection by the deadline. */
async function closedBy(tracker, deadline) {
    let timer;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    });
    try {
        return await Promise.race([tracker.closed.then(() => true), timeout]);
    }
    finally {
        clearTimeout(timer);
    }
}


/***/ })

};
