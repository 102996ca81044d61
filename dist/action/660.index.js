export const id = 660;
export const ids = [660];
export const modules = {

/***/ 9291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ otherChannelsWarning)
/* harmony export */ });
/* harmony import */ var _signalgrid_activity_token_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16391);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99278);


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

/***/ 660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* reexport */ run),
  post: () => (/* reexport */ post_run),
  pre: () => (/* reexport */ pre_run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/failure-alert.ts
var failure_alert = __webpack_require__(51256);
// EXTERNAL MODULE: ./src/activity/folder.ts + 1 modules
var activity_folder = __webpack_require__(9);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts + 1 modules
var signalgrid_client = __webpack_require__(52270);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/tracker/control.ts
var control = __webpack_require__(49521);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
// EXTERNAL MODULE: ./src/stages/run-stage.ts + 2 modules
var run_stage = __webpack_require__(27794);
// EXTERNAL MODULE: ./src/activity/starter-channels.ts
var starter_channels = __webpack_require__(9291);
// EXTERNAL MODULE: ./src/signalgrid/activity-token.ts
var activity_token = __webpack_require__(16391);
// EXTERNAL MODULE: ./src/stages/load-board-sharing.ts
var load_board_sharing = __webpack_require__(95951);
// EXTERNAL MODULE: ./src/stages/roles.ts
var roles = __webpack_require__(35166);
// EXTERNAL MODULE: ./src/stages/state.ts
var stages_state = __webpack_require__(49074);
;// CONCATENATED MODULE: ./src/stages/setup.ts








async function joinOrStart(inputs, context, by) {
    const now = Date.now();
    const token = inputs.activityToken ?? tokenLeftByEarlierStep();
    if (token !== undefined) {
        const other = (0,starter_channels/* otherChannelsWarning */.V)(token, inputs);
        if (other)
            core/* warning */.$e(other, constants/* ANNOTATION */.YX);
        const folder = activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, token);
        if (folder.exists())
            return (0,stages_state/* saveInstanceState */.CG)({ role: 'follower', token });
        return (0,roles/* becomeAttacher */.k)(inputs, context, token, now);
    }
    if (inputs.activityName !== undefined) {
        const sharing = await loadSharing();
        if (sharing)
            return sharing.joinByName(inputs, context, by, inputs.activityName);
    }
    if (process.env[constants/* LEG_VARIABLE */.sj] !== undefined)
        return (0,stages_state/* saveInstanceState */.CG)({ role: 'none' });
    if (inputs.matrix === 'shared' && inputs.leg.count > 1) {
        const sharing = await loadSharing();
        const state = await sharing?.joinMatrix(inputs, context, by);
        if (state)
            return state;
        return (0,roles/* becomeStarter */.$)(inputs, context, by, now, sharing !== undefined);
    }
    return (0,roles/* becomeStarter */.$)(inputs, context, by, now);
}
function tokenLeftByEarlierStep() {
    const value = process.env[constants/* ACTIVITY_TOKEN_VARIABLE */.Xs];
    if (!value)
        return undefined;
    if ((0,activity_token/* isActivityToken */.jJ)(value))
        return value;
    core/* warning */.$e(`Signalgrid: ${constants/* ACTIVITY_TOKEN_VARIABLE */.Xs}, left by an earlier step, is not an activity token (allowed: ` +
        `${activity_token/* ACTIVITY_TOKEN_SHAPE */.KG}); this step ignores it and goes on as if it were not set.`, constants/* ANNOTATION */.YX);
    return undefined;
}
async function loadSharing() {
    try {
        return await (0,load_board_sharing/* loadBoardSharing */.j)();
    }
    catch (error) {
        const cause = error instanceof Error ? error.message : String(error);
        core/* notice */.lm(`Signalgrid: the activity cannot be shared here, as sharing through the run's artifacts does not load ` +
            `(${cause}); this job shows its own activity.`, constants/* ANNOTATION */.YX);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/stages/main.ts














async function main() {
    const preRan = (0,stages_state/* readInstanceState */.v4)().role !== undefined;
    const inputs = (0,run_stage/* stageInputs */.M$)({ reportProblems: !preRan });
    if (!inputs)
        return;
    if (!(0,run_stage/* hasCredentials */.Lk)(inputs)) {
        if (!preRan)
            (0,run_stage/* noSecrets */.fI)(inputs);
        return;
    }
    const context = (0,run_context/* readRunContext */.$p)();
    if (inputs.mode === 'push') {
        await sendPush(inputs, context);
        return;
    }
    if (inputs.mode === 'test-alert') {
        await sendTestAlert(inputs, context);
        return;
    }
    if (inputs.mode === 'alert') {
        if (!preRan)
            (0,stages_state/* saveInstanceState */.CG)({ role: 'alert', startedAt: Date.now() });
        return;
    }
    if (inputs.mode === 'close') {
        const { closeRun } = await Promise.all(/* import() */[__webpack_require__.e(527), __webpack_require__.e(483)]).then(__webpack_require__.bind(__webpack_require__, 79864));
        await closeRun(inputs, context);
        return;
    }
    if (inputs.mode === 'approval') {
        const { tellReviewers } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(864), __webpack_require__.e(123), __webpack_require__.e(893)]).then(__webpack_require__.bind(__webpack_require__, 92893));
        await tellReviewers(inputs, context, inputs.activityName);
        return;
    }
    const state = preRan ? (0,stages_state/* readInstanceState */.v4)() : await joinOrStart(inputs, context, 'main');
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
    await push(inputs, (0,signalgrid_client/* createClient */.U)(inputs), 'could not send the push', {
        title: inputs.title ?? (0,run_context/* defaultTitle */.QL)(context),
        body: inputs.body ?? `${context.repository} @ ${context.refName}\n${(0,run_context/* runUrl */.Vp)(context, inputs.jobId)}`,
        severity: inputs.severity ?? 'INFO',
        critical: inputs.critical,
    });
}
async function sendTestAlert(inputs, context) {
    if (inputs.failureAlert === 'none')
        return;
    const client = (0,signalgrid_client/* createClient */.U)(inputs, { channels: inputs.failureAlertChannels });
    await push(inputs, client, 'could not send the test alert', (0,failure_alert/* testAlert */.RG)(inputs.failureAlert, context, inputs.jobId));
}
async function push(inputs, client, what, message) {
    try {
        const answer = await client.push(message);
        core/* setOutput */.uH('ruuid', answer.ruuid);
        if (answer.remaining !== undefined)
            core/* setOutput */.uH('remaining', String(answer.remaining));
        const low = (0,quota/* quotaWarning */.BY)(answer.remaining);
        if (low)
            core/* warning */.$e(low, constants/* ANNOTATION */.YX);
    }
    catch (error) {
        (0,report/* reportServiceFailure */.my)(inputs.failOnError, what, error);
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
        (0,report/* reportServiceFailure */.my)(inputs.failOnError, 'could not update the activity', error);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/main.ts


const run = () => (0,run_stage/* runStage */.Si)(main);

;// CONCATENATED MODULE: ./src/post.ts

const post_run = () => (0,run_stage/* runStage */.Si)(async () => (await Promise.all(/* import() */[__webpack_require__.e(527), __webpack_require__.e(400)]).then(__webpack_require__.bind(__webpack_require__, 91400))).post());

;// CONCATENATED MODULE: ./src/stages/pre.ts




async function pre() {
    const inputs = (0,run_stage/* stageInputs */.M$)({ reportProblems: true });
    if (!inputs) {
        (0,stages_state/* saveInstanceState */.CG)({ role: 'none' });
        return;
    }
    if (!(0,run_stage/* hasCredentials */.Lk)(inputs)) {
        (0,run_stage/* noSecrets */.fI)(inputs);
        (0,stages_state/* saveInstanceState */.CG)({ role: 'none' });
        return;
    }
    if (inputs.mode !== 'activity') {
        (0,stages_state/* saveInstanceState */.CG)(inputs.mode === 'alert' ? { role: 'alert', startedAt: Date.now() } : { role: 'none' });
        return;
    }
    await joinOrStart(inputs, (0,run_context/* readRunContext */.$p)(), 'pre');
}

;// CONCATENATED MODULE: ./src/pre.ts


const pre_run = () => (0,run_stage/* runStage */.Si)(pre);

;// CONCATENATED MODULE: ./src/stages-chunk.ts





/***/ }),

/***/ 95951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ loadBoardSharing)
/* harmony export */ });
function loadBoardSharing() {
    return Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(527), __webpack_require__.e(861), __webpack_require__.e(835)]).then(__webpack_require__.bind(__webpack_require__, 835));
}


/***/ }),

/***/ 87781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ev: () => (/* binding */ sayTrackerStop),
/* harmony export */   my: () => (/* binding */ reportServiceFailure),
/* harmony export */   nw: () => (/* binding */ sayTrackerJournal)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27242);


function reportServiceFailure(failOnError, what, error) {
    const message = `Signalgrid: ${what}: ${error instanceof Error ? error.message : String(error)}`;
    if (failOnError)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(message);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATION */ .YX);
}
function sayTrackerJournal(journal, seal) {
    for (const entry of journal) {
        if (!(entry.kind === 'notice' || entry.kind === 'info' || entry.kind === 'debug') || !seal.holds(entry))
            continue;
        if (entry.kind === 'notice')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(entry.message, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATION */ .YX);
        else if (entry.kind === 'info')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${entry.message} (the tracker, at ${clock(entry.at)})`);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(entry.message);
    }
}
function clock(at) {
    return `${new Date(at).toISOString().slice(11, 19)} UTC`;
}
const STOP_OUTCOMES = {
    stopped: 'the tracker stopped',
    'not running': 'no tracker was running',
    killed: 'the tracker did not stop in time, and was killed',
    left: "the tracker did not stop in time; the runner's clean-up of the job's processes ends it",
};
function sayTrackerStop(outcome) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: ${STOP_OUTCOMES[outcome]}.`);
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
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9);
/* harmony import */ var _activity_quota_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29417);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27242);
/* harmony import */ var _tracker_control_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49521);
/* harmony import */ var _start_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96543);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(49074);








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
        trackerPid: await (0,_tracker_control_js__WEBPACK_IMPORTED_MODULE_5__/* .startTracker */ .vX)(_activity_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .ActivityFolder */ .Q.of(context.runnerTemp, started.activityUpdateToken), inputs, { holding: (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .holdingOf */ .JO)({ role: 'starter', activityName: '' }) }),
        alone,
    });
}
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

/***/ 27794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lk: () => (/* binding */ hasCredentials),
  fI: () => (/* binding */ noSecrets),
  Si: () => (/* binding */ runStage),
  M$: () => (/* binding */ stageInputs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/action-inputs.ts
var action_inputs = __webpack_require__(48683);
;// CONCATENATED MODULE: ./src/actor-channels.ts
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/;
const TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;
function parseActorChannels(name, value) {
    const channels = new Map();
    const lines = value.split('\n');
    for (const [index, line] of lines.entries()) {
        if (line.trim() === '')
            continue;
        const [login, token, ...rest] = line.split(':').map((part) => part.trim());
        const well = login !== undefined && token !== undefined && rest.length === 0;
        if (!well || !LOGIN.test(login) || !TOKEN.test(token) || channels.has(login.toLowerCase())) {
            const why = well && channels.has(login.toLowerCase()) ? 'names a login a second time' : 'is not a line';
            return {
                problem: `Input "${name}": line ${index + 1} ${why}; allowed: one "login: channel-token" a line ` +
                    '(a GitHub login, a colon, a channel token).',
            };
        }
        channels.set(login.toLowerCase(), token);
    }
    return { channels };
}
function actorChannelTokens(value) {
    return value
        .split('\n')
        .map((line) => line.slice(line.indexOf(':') + 1).trim())
        .filter((token) => token !== '');
}
function runActor(env) {
    return env.GITHUB_TRIGGERING_ACTOR || env.GITHUB_ACTOR || undefined;
}

// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/signalgrid/activity-token.ts
var activity_token = __webpack_require__(16391);
// EXTERNAL MODULE: ./src/signalgrid/base-url.ts
var base_url = __webpack_require__(68399);
// EXTERNAL MODULE: ./src/signalgrid/types.ts
var types = __webpack_require__(52973);
;// CONCATENATED MODULE: ./src/inputs.ts








class InputError extends Error {
    problems;
    name = 'InputError';
    constructor(problems) {
        super(problems.length === 1 ? problems[0] : `Invalid inputs:\n- ${problems.join('\n- ')}`);
        this.problems = problems;
    }
}
const ACTIVITY_NAME = /^[A-Za-z0-9._-]{1,40}$/;
const CHANNEL_TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;
function channelEntries(value) {
    return value.split(/[\n,]/).map((entry) => entry.trim());
}
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
function read(name) {
    return core/* getInput */.V4(name) || action_inputs/* INPUT_DEFAULTS */.W[name];
}
function secretInputs() {
    return [
        core/* getInput */.V4(action_inputs/* Input */.p.clientKey),
        ...channelEntries(core/* getInput */.V4(action_inputs/* Input */.p.channel)),
        ...channelEntries(core/* getInput */.V4(action_inputs/* Input */.p.failureAlertChannel)),
        ...actorChannelTokens(core/* getInput */.V4(action_inputs/* Input */.p.actorChannels)),
        core/* getInput */.V4(action_inputs/* Input */.p.githubToken),
    ].filter((secret) => secret !== '');
}
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
        const fallback = action_inputs/* INPUT_DEFAULTS */.W[name] === 'true';
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
    const integer = (name, min, max, meaning) => {
        const value = read(name);
        const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
        if (number >= min && number <= max)
            return number;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${meaning}.`);
        return Number.NaN;
    };
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
    const severityInput = read(action_inputs/* Input */.p.severity);
    const severity = severityInput === '' ? undefined : (0,types/* parseSeverity */.l)(severityInput);
    if (severityInput !== '' && severity === undefined) {
        problems.push(`Input "${action_inputs/* Input */.p.severity}" is "${severityInput}"; allowed values: ${types/* SEVERITIES */.o.join(', ')} (any case).`);
    }
    const baseUrl = read(action_inputs/* Input */.p.baseUrl);
    try {
        (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/activity');
    }
    catch (error) {
        problems.push(`Input "${action_inputs/* Input */.p.baseUrl}": ${error.message}.`);
    }
    const channelList = (name) => {
        const parsed = parseChannels(name, read(name));
        if ('channels' in parsed)
            return parsed.channels;
        problems.push(parsed.problem);
        return [];
    };
    const channels = channelList(action_inputs/* Input */.p.channel);
    const alertChannels = channelList(action_inputs/* Input */.p.failureAlertChannel);
    const failureAlert = read(action_inputs/* Input */.p.failureAlert) === '' && alertChannels.length > 0
        ? 'push'
        : read(action_inputs/* Input */.p.failureAlert) === ''
            ? 'none'
            : choice(action_inputs/* Input */.p.failureAlert, ['none', 'push', 'critical']);
    const actorChannels = parseActorChannels(action_inputs/* Input */.p.actorChannels, read(action_inputs/* Input */.p.actorChannels));
    if ('problem' in actorChannels)
        problems.push(actorChannels.problem);
    const actor = runActor(process.env)?.toLowerCase();
    const actorChannel = 'channels' in actorChannels && actor ? actorChannels.channels.get(actor) : undefined;
    const alertTo = alertChannels.length > 0 ? alertChannels : channels;
    const mode = choice(action_inputs/* Input */.p.mode, ['activity', 'push', 'test-alert', 'alert', 'close', 'approval']);
    if (mode === 'test-alert' && failureAlert === 'none') {
        problems.push(`Input "${action_inputs/* Input */.p.mode}" is "test-alert", which sends the failure alert as a test, and no alert is set; ` +
            `set "${action_inputs/* Input */.p.failureAlert}" to push or critical, or "${action_inputs/* Input */.p.failureAlertChannel}".`);
    }
    const activityToken = read(action_inputs/* Input */.p.activityToken) || undefined;
    if (activityToken !== undefined && !(0,activity_token/* isActivityToken */.jJ)(activityToken)) {
        problems.push(`Input "${action_inputs/* Input */.p.activityToken}" is not an activity token; allowed: the \`activity-token\` output of an ` +
            `earlier step (${activity_token/* ACTIVITY_TOKEN_SHAPE */.KG}).`);
    }
    const activityName = read(action_inputs/* Input */.p.activityName) || undefined;
    if (activityName !== undefined && !ACTIVITY_NAME.test(activityName)) {
        problems.push(`Input "${action_inputs/* Input */.p.activityName}" is "${activityName}"; allowed values: 1 to 40 letters, digits, "-", "_" or ".".`);
    }
    if (mode === 'close' && activityName === undefined) {
        problems.push(`Input "${action_inputs/* Input */.p.mode}" is "close", which requires "${action_inputs/* Input */.p.activityName}": the jobs of the run tell each ` +
            "other on the run's artifacts, by the activity's name, whether it has ended.");
    }
    if (mode === 'approval' && activityName === undefined) {
        problems.push(`Input "${action_inputs/* Input */.p.mode}" is "approval", which requires "${action_inputs/* Input */.p.activityName}": the reviewers are told once ` +
            "a run attempt, on the run's artifacts, by the activity's name.");
    }
    if (activityToken !== undefined && activityName !== undefined) {
        problems.push(`Inputs "${action_inputs/* Input */.p.activityToken}" and "${action_inputs/* Input */.p.activityName}" are both set; set one: the token of an ` +
            'activity started elsewhere, or the name the jobs of this run share an activity by.');
    }
    const progressLegend = boolean(action_inputs/* Input */.p.progressLegend);
    const startText = text(action_inputs/* Input */.p.startText, constants/* MAX_TITLE_LENGTH */.tS) ?? '';
    const endText = text(action_inputs/* Input */.p.endText, constants/* MAX_TITLE_LENGTH */.tS) ?? '';
    if (progressLegend && (!startText || !endText)) {
        problems.push(`Input "${action_inputs/* Input */.p.progressLegend}" is true, which requires both "${action_inputs/* Input */.p.startText}" and "${action_inputs/* Input */.p.endText}" ` +
            'to be set.');
    }
    const DELAY = 'whole seconds from 0 to 86400, or empty';
    const dismissalDelay = integer(action_inputs/* Input */.p.dismissalDelay, 0, 86_400, DELAY);
    const inputs = {
        clientKey: read(action_inputs/* Input */.p.clientKey),
        channels,
        channel: channels.join('\n'),
        baseUrl,
        mode,
        title: text(action_inputs/* Input */.p.title, constants/* MAX_TITLE_LENGTH */.tS),
        body: text(action_inputs/* Input */.p.body, constants/* MAX_BODY_LENGTH */.tr),
        severity,
        critical: boolean(action_inputs/* Input */.p.critical),
        progress: optionalInteger(action_inputs/* Input */.p.progress, 0, 100, 'a whole number from 0 to 100, or empty'),
        steps: optionalInteger(action_inputs/* Input */.p.steps, 1, 1000, 'a whole number from 1 to 1000, or empty'),
        progressLegend,
        startText,
        endText,
        dismissalDelay,
        failureDismissalDelay: optionalInteger(action_inputs/* Input */.p.failureDismissalDelay, 0, 86_400, DELAY) ?? dismissalDelay,
        failureAlert,
        failureAlertChannels: actorChannel === undefined || alertTo.includes(actorChannel) ? alertTo : [...alertTo, actorChannel],
        fixedAlert: boolean(action_inputs/* Input */.p.fixedAlert),
        actorChannels: 'channels' in actorChannels ? actorChannels.channels : new Map(),
        activityToken,
        activityName,
        endActivity: choice(action_inputs/* Input */.p.endActivity, ['auto', 'always', 'on-failure', 'never']),
        trackSteps: boolean(action_inputs/* Input */.p.trackSteps),
        progressMode: choice(action_inputs/* Input */.p.progressMode, ['time', 'steps']),
        timedUpdates: integer(action_inputs/* Input */.p.timedUpdates, 0, 100, 'a whole number from 0 to 100'),
        minUpdateIntervalSeconds: integer(action_inputs/* Input */.p.minUpdateInterval, 1, 3600, 'whole seconds from 1 to 3600'),
        matrix: choice(action_inputs/* Input */.p.matrix, ['shared', 'per-leg']),
        leg: (0,leg/* readLeg */.NT)({
            index: read(action_inputs/* Input */.p.legIndex),
            count: read(action_inputs/* Input */.p.legCount),
            values: read(action_inputs/* Input */.p.legValues),
            failFast: read(action_inputs/* Input */.p.failFast),
        }),
        failOnError: boolean(action_inputs/* Input */.p.failOnError),
        dryRun: boolean(action_inputs/* Input */.p.dryRun),
        jobStatus: parseJobStatus(read(action_inputs/* Input */.p.jobStatus)),
        jobId: read(action_inputs/* Input */.p.jobId),
        jobWorkflowRef: read(action_inputs/* Input */.p.jobWorkflowRef),
        githubToken: read(action_inputs/* Input */.p.githubToken),
        truncated,
    };
    if (problems.length > 0)
        throw new InputError(problems);
    return inputs;
}
function settingsLine(inputs) {
    const { clientKey, channels, channel, failureAlertChannels, actorChannels, activityToken, githubToken, ...settings } = inputs;
    const given = (secret) => (secret ? 'set' : 'empty');
    return JSON.stringify({
        ...settings,
        clientKey: given(clientKey),
        channels: channels.length,
        failureAlertChannels: failureAlertChannels.length,
        actorChannels: actorChannels.size,
        activityToken: given(activityToken),
        githubToken: given(githubToken),
    });
}
function parseJobStatus(value) {
    return value === 'failure' || value === 'cancelled' ? value : 'success';
}

;// CONCATENATED MODULE: ./src/stages/run-stage.ts



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
function noSecrets(inputs) {
    if (inputs.mode === 'approval')
        core/* debug */.Yz(constants/* NO_SECRETS_NOTICE */.t6);
    else
        core/* notice */.lm(constants/* NO_SECRETS_NOTICE */.t6, constants/* ANNOTATION */.YX);
}


/***/ }),

/***/ 96543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sendStart)
/* harmony export */ });
/* harmony import */ var _activity_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9);
/* harmony import */ var _activity_quota_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29417);
/* harmony import */ var _activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52270);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99278);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87781);






async function sendStart(inputs, context, content, by, now) {
    let started;
    try {
        started = await (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_3__/* .createClient */ .U)(inputs).startActivity(content);
    }
    catch (error) {
        const what = (0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_4__/* .mayHaveStarted */ .NG)(error)
            ? 'could not start the activity; if Signalgrid started it anyway, it stays on the phone until it expires'
            : 'could not start the activity';
        (0,_report_js__WEBPACK_IMPORTED_MODULE_5__/* .reportServiceFailure */ .my)(inputs.failOnError, what, error);
        return undefined;
    }
    const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .ActivityFolder */ .Q.of(context.runnerTemp, started.activityUpdateToken);
    folder.create({
        token: started.activityUpdateToken,
        startedAt: now,
        content,
        quotaReserve: (0,_activity_quota_js__WEBPACK_IMPORTED_MODULE_2__/* .quotaReserve */ .H5)(inputs),
    });
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








function trackerArguments() {
    return (0,_part_arguments_js__WEBPACK_IMPORTED_MODULE_5__/* .partArguments */ .W)('tracker', [TRACKER_HEAP, TRACKER_PARSER], import.meta.url);
}
const TRACKER_HEAP = '--max-semi-space-size=1';
const TRACKER_PARSER = '--liftoff-only';
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
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_1__.finished)(child.stdin).catch(() => { });
        return child.pid;
    }
    catch {
        return undefined;
    }
}
async function isTrackerRunning(folder) {
    if (folder.isStopped() || folder.stopRequested())
        return false;
    const tracker = await reachTracker(folder);
    tracker?.close();
    return tracker !== undefined;
}
async function stopTracker(folder, timeoutMs, jobFailed = false) {
    const deadline = Date.now() + timeoutMs;
    if (folder.isStopped()) {
        return { outcome: 'stopped', exited: exitOf(await reachTracker(folder)) };
    }
    folder.requestStop(jobFailed);
    const tracker = await reachTracker(folder);
    if (!tracker)
        return { outcome: 'not running', exited: Promise.resolve() };
    tracker.stop();
    if (await settledBy(tracker.stopped, deadline))
        return { outcome: 'stopped', exited: exitOf(tracker) };
    const pid = folder.readTracker()?.pid;
    const open = tracker.open;
    if (!open || pid === undefined || pid === process.pid || pid === process.ppid) {
        tracker.close();
        return { outcome: open ? 'left' : 'stopped', exited: Promise.resolve() };
    }
    try {
        process.kill(pid, 'SIGKILL');
    }
    catch {
    }
    await settledBy(tracker.closed, Date.now() + _part_arguments_js__WEBPACK_IMPORTED_MODULE_5__/* .KILLED_EXIT_WAIT_MS */ .a);
    tracker.close();
    return { outcome: 'killed', exited: Promise.resolve() };
}
async function reachTracker(folder) {
    const endpoint = process.platform === 'win32' ? folder.readTracker()?.endpoint : (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .socketPath */ .Xy)(folder.path);
    return endpoint === undefined ? undefined : (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .reach */ .gl)(endpoint);
}
async function exitOf(tracker) {
    if (!tracker)
        return;
    await settledBy(tracker.closed, Date.now() + _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .TRACKER_EXIT_WAIT_MS */ .FG);
    tracker.close();
}
async function settledBy(promise, deadline) {
    let timer;
    let giveUp;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(() => {
            giveUp = setImmediate(() => resolve(false));
        }, Math.max(0, deadline - Date.now()));
    });
    try {
        return await Promise.race([promise.then(() => true), timeout]);
    }
    finally {
        clearTimeout(timer);
        clearImmediate(giveUp);
    }
}


/***/ })

};
