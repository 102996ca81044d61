import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 48683:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   p: () => (/* binding */ Input)
/* harmony export */ });
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
    fixedAlert: 'fixed-alert',
    actorChannels: 'actor-channels',
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
    dryRun: 'dry-run',
    githubToken: 'github-token',
    jobStatus: 'job-status',
    jobId: 'job-id',
    jobWorkflowRef: 'job-workflow-ref',
    legIndex: 'leg-index',
    legCount: 'leg-count',
    legValues: 'leg-values',
    failFast: 'fail-fast',
};
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
    'fixed-alert': 'true',
    'actor-channels': '',
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
    'dry-run': 'false',
    'github-token': '',
    'job-status': '',
    'job-id': '',
    'job-workflow-ref': '',
    'leg-index': '',
    'leg-count': '',
    'leg-values': '',
    'fail-fast': '',
};


/***/ }),

/***/ 21405:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ checkedRecord),
/* harmony export */   cc: () => (/* binding */ trackerRecord),
/* harmony export */   eM: () => (/* binding */ explicitUpdate),
/* harmony export */   vx: () => (/* binding */ sentEntries),
/* harmony export */   xR: () => (/* binding */ MAX_RECORD_BYTES)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(27242);
/* harmony import */ var _signalgrid_activity_token_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(16391);
/* harmony import */ var _signalgrid_form_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(42012);
/* harmony import */ var _signalgrid_types_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(52973);




const MAX_RECORD_BYTES = 1024 * 1024;
function checkedRecord(value, known) {
    if (!isObject(value))
        return known;
    const fields = fieldByField(value, RECORD_FIELDS, known);
    const content = checkedContent(value.content, known?.content);
    const { token, startedAt, quotaReserve } = fields;
    if (token === undefined || startedAt === undefined || quotaReserve === undefined || !content)
        return undefined;
    return { ...fields, token, startedAt, quotaReserve, content };
}
function checkedContent(value, known) {
    if (!isObject(value))
        return known;
    const fields = fieldByField(value, CONTENT_FIELDS, known);
    for (const { keys } of (0,_signalgrid_form_js__WEBPACK_IMPORTED_MODULE_1__/* .contentFaults */ .LG)(fields)) {
        for (const key of keys) {
            if (known?.[key] === undefined)
                delete fields[key];
            else
                fields[key] = known[key];
        }
    }
    const { title, body, severity, progress } = fields;
    const whole = title !== undefined && body !== undefined && severity !== undefined && progress !== undefined;
    return whole ? fields : undefined;
}
const isText = (value) => typeof value === 'string';
const isTime = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const optional = (check) => (value) => value === undefined || check(value);
const RECORD_FIELDS = {
    token: (value) => value === '' || (typeof value === 'string' && (0,_signalgrid_activity_token_js__WEBPACK_IMPORTED_MODULE_2__/* .isActivityToken */ .jJ)(value)),
    startedAt: isTime,
    quotaReserve: (value) => Number.isSafeInteger(value) && value >= 0,
    failedStep: optional(isText),
    usualMs: optional(isTime),
    approvalWaitMs: optional(isTime),
    redStreak: optional((value) => isObject(value) &&
        Number.isSafeInteger(value.runs) &&
        value.runs > 0 &&
        isTime(value.since)),
    activityStartedAt: optional(isTime),
    legsUsualMs: optional((value) => isObject(value) && Object.values(value).every(isTime)),
};
const CONTENT_FIELDS = {
    title: isText,
    body: isText,
    severity: isText,
    progress: (value) => typeof value === 'number',
    steps: optional((value) => typeof value === 'number'),
    progressLegend: optional((value) => typeof value === 'boolean'),
    startText: optional(isText),
    endText: optional(isText),
};
function fieldByField(read, checks, known) {
    const fields = {};
    for (const key of Object.keys(checks)) {
        const value = checks[key]?.(read[key]) ? read[key] : known?.[key];
        if (value !== undefined)
            fields[key] = value;
    }
    return fields;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const SENT = ['start', 'update', 'end', 'alert'];
const SENDERS = ['pre', 'main', 'post', 'tracker'];
function sentEntries(journal) {
    return journal.filter(isSentEntry);
}
function isSentEntry(entry) {
    const { at, kind, by, progress, severity, body, ruuid, remaining, error, channels, seal } = entry;
    return (SENT.includes(kind) &&
        SENDERS.includes(by) &&
        isMoment(at) &&
        optional((value) => Number.isInteger(value) && value >= 0 && value <= 100)(progress) &&
        optional((value) => _signalgrid_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .o.includes(value))(severity) &&
        [body, ruuid, error, seal].every(optional(isText)) &&
        optional(Number.isInteger)(remaining) &&
        optional((value) => Array.isArray(value) && value.every((result) => result === null || isChannelResult(result)))(channels));
}
function isChannelResult(value) {
    if (!isObject(value))
        return false;
    const { ruuid, remaining, error } = value;
    return [ruuid, error].every(optional(isText)) && optional(Number.isInteger)(remaining);
}
function isMoment(value) {
    return isTime(value) && value <= 8.64e15;
}
function trackerRecord(value) {
    const { pid, endpoint } = (value ?? {});
    return Number.isSafeInteger(pid) && pid > 0 && typeof endpoint === 'string'
        ? { pid: pid, endpoint }
        : undefined;
}
function explicitUpdate(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const { at, title, body, severity, progress } = value;
    const text = (field, maxLength) => field === undefined || (typeof field === 'string' && Array.from(field).length <= maxLength);
    const valid = typeof at === 'number' &&
        Number.isFinite(at) &&
        at >= 0 &&
        text(title, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TITLE_LENGTH */ .tS) &&
        text(body, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_BODY_LENGTH */ .tr) &&
        (severity === undefined || _signalgrid_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .o.includes(severity)) &&
        (progress === undefined ||
            (Number.isInteger(progress) && progress >= 0 && progress <= 100));
    if (!valid)
        return undefined;
    return {
        at,
        ...(title === undefined ? {} : { title: title }),
        ...(body === undefined ? {} : { body: body }),
        ...(severity === undefined ? {} : { severity: severity }),
        ...(progress === undefined ? {} : { progress: progress }),
    };
}


/***/ }),

/***/ 9:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ ActivityFolder)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/activity/folder-schema.ts
var folder_schema = __nccwpck_require__(21405);
// EXTERNAL MODULE: ./src/activity/private-folder.ts
var private_folder = __nccwpck_require__(20259);
;// CONCATENATED MODULE: ./src/activity/safe-files.ts


const NO_FOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
function writeAtomically(path, content) {
    const temporary = `${path}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
    const fd = (0,external_node_fs_.openSync)(temporary, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | NO_FOLLOW, 0o600);
    try {
        (0,external_node_fs_.writeSync)(fd, content);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    try {
        (0,external_node_fs_.renameSync)(temporary, path);
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(temporary, { force: true });
        throw error;
    }
}
function appendLine(path, line) {
    const append = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | NO_FOLLOW;
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, append, 0o600);
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile() || stat.nlink !== 1) {
            (0,external_node_fs_.closeSync)(fd);
            throw Object.assign(new Error('a link'), { code: 'ELOOP' });
        }
    }
    catch (error) {
        if (!['ELOOP', 'EMLINK'].includes(error.code ?? ''))
            throw error;
        (0,external_node_fs_.rmSync)(path, { force: true });
        fd = (0,external_node_fs_.openSync)(path, append | external_node_fs_.constants.O_EXCL, 0o600);
    }
    try {
        (0,external_node_fs_.writeSync)(fd, line);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function readText(path, maxBytes = Number.POSITIVE_INFINITY) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | NO_FOLLOW);
    }
    catch {
        return undefined;
    }
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        return stat.isFile() && stat.size <= maxBytes ? (0,external_node_fs_.readFileSync)(fd, 'utf8') : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function readJson(path, maxBytes) {
    try {
        return JSON.parse(readText(path, maxBytes) ?? '');
    }
    catch {
        return undefined;
    }
}
function isFile(path) {
    return (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false })?.isFile() ?? false;
}
function isFolder(path) {
    return (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

;// CONCATENATED MODULE: ./src/activity/folder.ts






class ActivityFolder {
    path;
    constructor(path) {
        this.path = path;
    }
    static of(runnerTemp, token) {
        const id = (0,external_node_crypto_.createHash)('sha256').update(token).digest('hex').slice(0, 16);
        return new ActivityFolder((0,external_node_path_.join)((0,private_folder/* activitiesFolder */.o)(runnerTemp), id));
    }
    exists() {
        return (0,external_node_fs_.lstatSync)(this.#file('activity.json'), { throwIfNoEntry: false }) !== undefined;
    }
    create(record) {
        (0,private_folder/* privateFolder */.q)((0,external_node_path_.join)(this.path, '..'));
        (0,private_folder/* privateFolder */.q)(this.path);
        (0,private_folder/* privateFolder */.q)((0,external_node_path_.join)(this.path, 'inbox'));
        this.writeRecord(record);
    }
    readRecord(known) {
        return (0,folder_schema/* checkedRecord */.FF)(readJson(this.#file('activity.json'), folder_schema/* MAX_RECORD_BYTES */.xR), known);
    }
    writeRecord(record) {
        writeAtomically(this.#file('activity.json'), JSON.stringify(record));
    }
    appendJournal(entry) {
        appendLine(this.#file('journal.jsonl'), `${JSON.stringify(entry)}\n`);
    }
    readJournal() {
        return (readText(this.#file('journal.jsonl')) ?? '')
            .split('\n')
            .filter(Boolean)
            .flatMap((line) => {
            try {
                return [JSON.parse(line)];
            }
            catch {
                return [];
            }
        });
    }
    postToInbox(update) {
        const inbox = (0,external_node_path_.join)(this.path, 'inbox');
        (0,private_folder/* privateFolder */.q)(inbox);
        const name = `${String(update.at).padStart(15, '0')}-${process.pid}.json`;
        writeAtomically((0,external_node_path_.join)(inbox, name), JSON.stringify(update));
    }
    takeInbox() {
        const inbox = (0,external_node_path_.join)(this.path, 'inbox');
        if (!isFolder(inbox))
            return [];
        return (0,external_node_fs_.readdirSync)(inbox)
            .filter((name) => name.endsWith('.json'))
            .sort()
            .flatMap((name) => {
            const path = (0,external_node_path_.join)(inbox, name);
            const update = (0,folder_schema/* explicitUpdate */.eM)(readJson(path));
            (0,external_node_fs_.rmSync)(path, { force: true });
            return update ? [update] : [];
        });
    }
    watchRequests(onRequest) {
        const inbox = (0,external_node_path_.join)(this.path, 'inbox');
        const watchers = [
            watchNames(this.path, (name) => name === 'stop', onRequest),
            watchNames(inbox, (name) => name.endsWith('.json') && isFile((0,external_node_path_.join)(inbox, name)), onRequest),
        ];
        return () => {
            for (const watcher of watchers)
                watcher?.close();
        };
    }
    writeLastLook(text) {
        writeAtomically(this.#file('run.json'), text);
    }
    readLastLook(maxBytes) {
        return readText(this.#file('run.json'), maxBytes);
    }
    writeTracker(tracker) {
        writeAtomically(this.#file('tracker.json'), JSON.stringify(tracker));
    }
    readTracker() {
        return (0,folder_schema/* trackerRecord */.cc)(readJson(this.#file('tracker.json')));
    }
    requestStop(jobFailed = false) {
        writeAtomically(this.#file('stop'), jobFailed ? STOP_AFTER_FAILURE : '');
    }
    stopRequested() {
        return isFile(this.#file('stop'));
    }
    stopsAfterFailure() {
        return readText(this.#file('stop'), STOP_AFTER_FAILURE.length) === STOP_AFTER_FAILURE;
    }
    markStopped() {
        writeAtomically(this.#file('stopped'), '');
    }
    isStopped() {
        return isFile(this.#file('stopped'));
    }
    #file(name) {
        return (0,external_node_path_.join)(this.path, name);
    }
}
const STOP_AFTER_FAILURE = 'failure';
function watchNames(folder, wanted, onRequest) {
    try {
        const watcher = (0,external_node_fs_.watch)(folder, { persistent: false }, (_event, name) => {
            if (name === null || wanted(name))
                onRequest();
        });
        watcher.on('error', () => watcher.close());
        return watcher;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 20259:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ activitiesFolder),
/* harmony export */   q: () => (/* binding */ privateFolder)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



function activitiesFolder(runnerTemp) {
    if (runnerTemp)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(runnerTemp, 'signalgrid');
    const uid = process.getuid?.();
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), uid === undefined ? 'signalgrid' : `signalgrid-${uid}`);
}
function privateFolder(path) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false })?.isSymbolicLink())
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(path, { mode: 0o700 });
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
    }
    const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    const uid = process.getuid?.();
    if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) {
        throw new Error(`${path} is not a folder of this user's own; nothing is kept there`);
    }
    if (uid !== undefined && (stat.mode & 0o077) !== 0)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(path, 0o700);
}


/***/ }),

/***/ 27242:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ FAILED_STEP_LOOKUP_TIMEOUT_MS),
/* harmony export */   Ef: () => (/* binding */ APPROVAL_READS),
/* harmony export */   FG: () => (/* binding */ TRACKER_EXIT_WAIT_MS),
/* harmony export */   KX: () => (/* binding */ BOARD_TASK_TIMEOUT_MS),
/* harmony export */   L3: () => (/* binding */ MAX_POLL_BACKOFF_MS),
/* harmony export */   LF: () => (/* binding */ MATRIX_POLL_MS),
/* harmony export */   Lh: () => (/* binding */ TRACKER_FOLDER_VARIABLE),
/* harmony export */   Nv: () => (/* binding */ BOARD_TASK_DEADLINE_MS),
/* harmony export */   Ox: () => (/* binding */ BOARD_READ_DEADLINE_MS),
/* harmony export */   Qn: () => (/* binding */ HISTORY_TIMEOUT_MS),
/* harmony export */   Uw: () => (/* binding */ State),
/* harmony export */   Xs: () => (/* binding */ ACTIVITY_TOKEN_VARIABLE),
/* harmony export */   YV: () => (/* binding */ LEGS_HISTORY_TIMEOUT_MS),
/* harmony export */   YX: () => (/* binding */ ANNOTATION),
/* harmony export */   Yt: () => (/* binding */ OWN_JOB_TIMEOUT_MS),
/* harmony export */   dR: () => (/* binding */ TRACKER_FLUSH_MS),
/* harmony export */   fv: () => (/* binding */ POLL_INTERVAL_MS),
/* harmony export */   hz: () => (/* binding */ MATRIX_TOKEN_WAIT_MS),
/* harmony export */   iM: () => (/* binding */ TRACKER_LOOK_MS),
/* harmony export */   jT: () => (/* binding */ TRACKER_STOP_TIMEOUT_MS),
/* harmony export */   m$: () => (/* binding */ LOW_QUOTA),
/* harmony export */   nn: () => (/* binding */ LEGS_RUNNING_TIMEOUT_MS),
/* harmony export */   oR: () => (/* binding */ TRACKER_REPORT_STOP_MS),
/* harmony export */   qX: () => (/* binding */ MAX_CHANNELS),
/* harmony export */   rw: () => (/* binding */ TRACKER_UNREACHABLE_MS),
/* harmony export */   sU: () => (/* binding */ HISTORY_WAIT_MS),
/* harmony export */   sW: () => (/* binding */ STARTING_BODY),
/* harmony export */   sj: () => (/* binding */ LEG_VARIABLE),
/* harmony export */   t3: () => (/* binding */ APPROVAL_READ_FIRST_WAIT_MS),
/* harmony export */   t6: () => (/* binding */ NO_SECRETS_NOTICE),
/* harmony export */   tS: () => (/* binding */ MAX_TITLE_LENGTH),
/* harmony export */   tr: () => (/* binding */ MAX_BODY_LENGTH),
/* harmony export */   u3: () => (/* binding */ LEG_WAIT_MS),
/* harmony export */   vC: () => (/* binding */ INITIAL_PROGRESS),
/* harmony export */   vN: () => (/* binding */ TRACKER_MAX_LIFETIME_MS)
/* harmony export */ });
const ACTIVITY_TOKEN_VARIABLE = 'SIGNALGRID_ACTIVITY_TOKEN';
const State = {
    role: 'role',
    token: 'token',
    startedAt: 'started-at',
    ruuid: 'ruuid',
    remaining: 'remaining',
    trackerPid: 'tracker-pid',
    shownUpdate: 'shown-update',
    activityName: 'activity-name',
    alone: 'alone',
    matrixName: 'matrix-name',
};
const ANNOTATION = { title: 'Signalgrid' };
const STARTING_BODY = 'Starting…';
const INITIAL_PROGRESS = 0;
const MAX_TITLE_LENGTH = 120;
const MAX_BODY_LENGTH = 1000;
const MAX_CHANNELS = 5;
const LOW_QUOTA = 20;
const LEG_VARIABLE = 'SIGNALGRID_MATRIX_LEG';
const LEG_WAIT_MS = 10_000;
const MATRIX_TOKEN_WAIT_MS = LEG_WAIT_MS;
const LEGS_RUNNING_TIMEOUT_MS = 3_000;
const OWN_JOB_TIMEOUT_MS = 3_000;
const LEGS_HISTORY_TIMEOUT_MS = 3_000;
const MATRIX_POLL_MS = 2_000;
const BOARD_READ_DEADLINE_MS = 8_000;
const BOARD_TASK_DEADLINE_MS = LEG_WAIT_MS + 5_000;
const BOARD_TASK_TIMEOUT_MS = BOARD_TASK_DEADLINE_MS + 2_000;
const TRACKER_REPORT_STOP_MS = BOARD_TASK_TIMEOUT_MS + 30_000;
const TRACKER_FOLDER_VARIABLE = 'SIGNALGRID_TRACKER_FOLDER';
const POLL_INTERVAL_MS = 3_000;
const HISTORY_WAIT_MS = POLL_INTERVAL_MS;
const HISTORY_TIMEOUT_MS = 10_000;
const MAX_POLL_BACKOFF_MS = 60_000;
const TRACKER_LOOK_MS = 1_000;
const TRACKER_UNREACHABLE_MS = 10 * 60_000;
const TRACKER_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;
const FAILED_STEP_LOOKUP_TIMEOUT_MS = 3_000;
const TRACKER_STOP_TIMEOUT_MS = 3_000;
const TRACKER_EXIT_WAIT_MS = 3_000;
const TRACKER_FLUSH_MS = 2_500;
const NO_SECRETS_NOTICE = 'Signalgrid: client-key or channel is empty (secrets are not passed to pull requests from forks); skipping.';
const APPROVAL_READS = 4;
const APPROVAL_READ_FIRST_WAIT_MS = 3_000;


/***/ }),

/***/ 16391:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ SERVICE_TOKEN_SHAPE),
/* harmony export */   CP: () => (/* binding */ parseActivityToken),
/* harmony export */   H5: () => (/* binding */ combineActivityTokens),
/* harmony export */   KG: () => (/* binding */ ACTIVITY_TOKEN_SHAPE),
/* harmony export */   V2: () => (/* binding */ isServiceToken),
/* harmony export */   jJ: () => (/* binding */ isActivityToken)
/* harmony export */ });
const SERVICE_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const SERVICE_TOKEN_SHAPE = 'letters, digits, "-" or "_", at most 64';
const ACTIVITY_TOKEN_SHAPE = `${SERVICE_TOKEN_SHAPE}; with several channels, \`<id>:<token>\` for each, separated by commas`;
const ENTRY = /^([0-9a-f]{8}):(.*)$/;
const MAX_ENTRIES = 16;
function isServiceToken(value) {
    return SERVICE_TOKEN.test(value);
}
function parseActivityToken(value) {
    if (isServiceToken(value))
        return [{ id: undefined, token: value }];
    const entries = value.split(',');
    if (entries.length < 2 || entries.length > MAX_ENTRIES)
        return undefined;
    const parsed = [];
    for (const entry of entries) {
        const match = ENTRY.exec(entry);
        const token = match?.[2];
        if (!match || (token !== '' && !isServiceToken(token ?? '')))
            return undefined;
        parsed.push({ id: match[1], token: token || undefined });
    }
    return parsed.some((entry) => entry.token !== undefined) ? parsed : undefined;
}
function isActivityToken(value) {
    return parseActivityToken(value) !== undefined;
}
function combineActivityTokens(activities) {
    const [only] = activities;
    if (activities.length === 1 && only?.token !== undefined)
        return only.token;
    return activities.map((activity) => `${activity.id}:${activity.token ?? ''}`).join(',');
}


/***/ }),

/***/ 26133:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jq: () => (/* binding */ SignalgridHttpError),
/* harmony export */   UA: () => (/* binding */ SignalgridTimeoutError),
/* harmony export */   aO: () => (/* binding */ SignalgridNetworkError),
/* harmony export */   bJ: () => (/* binding */ SignalgridError),
/* harmony export */   kR: () => (/* binding */ SignalgridRequestError),
/* harmony export */   mp: () => (/* binding */ SignalgridServiceError),
/* harmony export */   sF: () => (/* binding */ SignalgridTokenError),
/* harmony export */   wJ: () => (/* binding */ SignalgridResponseError)
/* harmony export */ });
class SignalgridError extends Error {
    name = 'SignalgridError';
    operation;
    attempts;
    status;
    code;
    text;
    ruuid;
    constructor(message, details, options) {
        const attempts = details.attempts ?? 1;
        super(attempts > 1 ? `${message} (after ${attempts} attempts)` : message, options);
        this.operation = details.operation;
        this.attempts = attempts;
        this.status = details.status;
        this.code = details.code;
        this.text = details.text;
        this.ruuid = details.ruuid;
    }
}
class SignalgridRequestError extends SignalgridError {
    name = 'SignalgridRequestError';
    field;
    constructor(operation, field, problem) {
        super(`Cannot send ${operation}: ${field} ${problem}`, { operation });
        this.field = field;
    }
}
class SignalgridServiceError extends SignalgridError {
    name = 'SignalgridServiceError';
}
class SignalgridHttpError extends SignalgridError {
    name = 'SignalgridHttpError';
    retryAfterMs;
    constructor(message, details) {
        super(message, details);
        this.retryAfterMs = details.retryAfterMs;
    }
}
class SignalgridResponseError extends SignalgridError {
    name = 'SignalgridResponseError';
}
class SignalgridTokenError extends SignalgridResponseError {
    name = 'SignalgridTokenError';
    ended;
    constructor(message, details) {
        super(message, details);
        this.ended = details.ended;
    }
}
class SignalgridNetworkError extends SignalgridError {
    name = 'SignalgridNetworkError';
    maybeSent;
    networkCode;
    constructor(message, details) {
        super(message, details);
        this.maybeSent = details.maybeSent;
        this.networkCode = details.networkCode;
    }
}
class SignalgridTimeoutError extends SignalgridError {
    name = 'SignalgridTimeoutError';
}


/***/ }),

/***/ 42012:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LG: () => (/* binding */ contentFaults),
/* harmony export */   Lu: () => (/* binding */ pushForm),
/* harmony export */   ep: () => (/* binding */ activityForm)
/* harmony export */ });
/* harmony import */ var _activity_token_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(16391);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(26133);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(52973);



const OPERATION = {
    start: 'activity start',
    update: 'activity update',
    end: 'activity end',
};
const MAX_TOKEN_AS_GIVEN = 1024;
function pushForm(credentials, message) {
    const form = credentialFields('push', credentials);
    if (message.title)
        form.append('title', message.title);
    if (message.body)
        form.append('body', message.body);
    form.append('critical', message.critical ? 'true' : 'false');
    const severity = message.severity ?? 'INFO';
    checkSeverity('push', 'type', severity);
    form.append('type', severity);
    return form;
}
function activityForm(credentials, phase, content, token, end, tokenCheck = 'shape') {
    const operation = OPERATION[phase];
    const form = credentialFields(operation, credentials);
    form.append('type', phase);
    if (phase !== 'start') {
        const given = token !== undefined && token !== '' && token.length <= MAX_TOKEN_AS_GIVEN;
        if (!given || (tokenCheck === 'shape' && !(0,_activity_token_js__WEBPACK_IMPORTED_MODULE_1__/* .isServiceToken */ .V2)(token))) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SignalgridRequestError */ .kR(operation, 'token', `must be the activity_update_token of a start (${_activity_token_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVICE_TOKEN_SHAPE */ .CO})`);
        }
        form.append('token', token);
    }
    const [fault] = contentFaults(content);
    if (fault)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SignalgridRequestError */ .kR(operation, fault.field, fault.rule);
    form.append('title', content.title);
    form.append('body', content.body);
    form.append('severity', content.severity);
    form.append('progress', String(content.progress));
    if (content.steps !== undefined)
        form.append('steps', String(content.steps));
    form.append('progress_legend', content.progressLegend ? 'true' : 'false');
    if (content.startText)
        form.append('start_text', content.startText);
    if (content.endText)
        form.append('end_text', content.endText);
    if (end?.dismissalDelay) {
        checkInteger(operation, 'dismissal_delay', end.dismissalDelay, 0, Number.MAX_SAFE_INTEGER);
        form.append('dismissal_delay', String(end.dismissalDelay));
    }
    return form;
}
function contentFaults(content) {
    const faults = [];
    if (!_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .o.includes(content.severity)) {
        faults.push({ field: 'severity', keys: ['severity'], rule: severityRule() });
    }
    if (!isWhole(content.progress, 0, 100)) {
        faults.push({ field: 'progress', keys: ['progress'], rule: wholeRule(0, 100) });
    }
    if (content.steps !== undefined && !isWhole(content.steps, 1, Number.MAX_SAFE_INTEGER)) {
        faults.push({ field: 'steps', keys: ['steps'], rule: wholeRule(1, Number.MAX_SAFE_INTEGER) });
    }
    if (content.progressLegend && (!content.startText || !content.endText)) {
        faults.push({
            field: 'progress_legend',
            keys: ['progressLegend', 'startText', 'endText'],
            rule: 'is true, which requires both start_text and end_text',
        });
    }
    return faults;
}
function credentialFields(operation, { clientKey, channel }) {
    if (!clientKey.trim())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SignalgridRequestError */ .kR(operation, 'client_key', 'is empty');
    if (!channel.trim())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SignalgridRequestError */ .kR(operation, 'channel', 'is empty');
    return new URLSearchParams({ client_key: clientKey, channel });
}
function checkSeverity(operation, field, value) {
    if (!_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .o.includes(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SignalgridRequestError */ .kR(operation, field, severityRule());
    }
}
function checkInteger(operation, field, value, min, max) {
    if (!isWhole(value, min, max))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SignalgridRequestError */ .kR(operation, field, wholeRule(min, max));
}
function isWhole(value, min, max) {
    return Number.isInteger(value) && value >= min && value <= max;
}
function wholeRule(min, max) {
    return `must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`}`;
}
function severityRule() {
    return `must be one of ${_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .o.join(', ')}`;
}


/***/ }),

/***/ 52973:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ parseSeverity),
/* harmony export */   o: () => (/* binding */ SEVERITIES)
/* harmony export */ });
const SEVERITIES = ['CRIT', 'WARN', 'INFO', 'SUCCESS'];
function parseSeverity(value) {
    const upper = value.trim().toUpperCase();
    return SEVERITIES.find((severity) => severity === upper);
}


/***/ }),

/***/ 92169:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ requestStopEarly),
/* harmony export */   d: () => (/* binding */ ownsActivity)
/* harmony export */ });
/* harmony import */ var _action_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(48683);
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(27242);



function ownsActivity(role) {
    return role === 'starter' || role === 'attacher';
}
function requestStopEarly(env) {
    const token = env[`STATE_${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw.token}`];
    if (!ownsActivity(env[`STATE_${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw.role}`]) || !token)
        return;
    const jobFailed = env[`INPUT_${_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .p.jobStatus.toUpperCase()}`]?.trim() === 'failure';
    try {
        const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .ActivityFolder */ .Q.of(env.RUNNER_TEMP ?? '', token);
        if (folder.exists() && !folder.isStopped())
            folder.requestStop(jobFailed);
    }
    catch {
    }
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  H: () => (/* binding */ runAndExit)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __nccwpck_require__(98995);
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/activity/private-folder.ts
var private_folder = __nccwpck_require__(20259);
;// CONCATENATED MODULE: ./src/activity/compile-cache.ts




const WRITTEN = 'written';
function enableCompileCache(runnerTemp, { writer }) {
    const { enableCompileCache, flushCompileCache } = (external_node_module_default());
    if (!enableCompileCache || !flushCompileCache)
        return undefined;
    try {
        const activities = (0,private_folder/* activitiesFolder */.o)(runnerTemp);
        const folder = (0,external_node_path_.join)(activities, 'compile-cache');
        const written = (0,external_node_path_.join)(folder, WRITTEN);
        const read = (0,external_node_fs_.existsSync)(written);
        if (!read && !(writer && (0,external_node_fs_.existsSync)(activities)))
            return undefined;
        (0,private_folder/* privateFolder */.q)(activities);
        (0,private_folder/* privateFolder */.q)(folder);
        enableCompileCache(folder);
        return {
            finish() {
                if (read)
                    return;
                try {
                    flushCompileCache();
                    (0,external_node_fs_.writeFileSync)(written, '');
                }
                catch {
                }
            },
        };
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/stages/early-stop.ts
var early_stop = __nccwpck_require__(92169);
;// CONCATENATED MODULE: ./src/action.ts


const ENTRIES = {
    pre: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(736), __nccwpck_require__.e(619), __nccwpck_require__.e(660)]).then(__nccwpck_require__.bind(__nccwpck_require__, 660))).pre,
    main: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(736), __nccwpck_require__.e(619), __nccwpck_require__.e(660)]).then(__nccwpck_require__.bind(__nccwpck_require__, 660))).main,
    post: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(736), __nccwpck_require__.e(619), __nccwpck_require__.e(660)]).then(__nccwpck_require__.bind(__nccwpck_require__, 660))).post,
    tracker: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(351), __nccwpck_require__.e(736), __nccwpck_require__.e(864), __nccwpck_require__.e(619), __nccwpck_require__.e(123), __nccwpck_require__.e(907)]).then(__nccwpck_require__.bind(__nccwpck_require__, 24907))).run,
    board: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(351), __nccwpck_require__.e(736), __nccwpck_require__.e(645), __nccwpck_require__.e(861), __nccwpck_require__.e(627)]).then(__nccwpck_require__.bind(__nccwpck_require__, 42127))).run,
};
async function runAndExit(part) {
    if (part === 'post')
        (0,early_stop/* requestStopEarly */.$)(process.env);
    const cache = part === 'tracker'
        ? undefined
        : enableCompileCache(process.env.RUNNER_TEMP ?? '', { writer: part === 'main' });
    await (await ENTRIES[part]())();
    cache?.finish();
    await new Promise((resolve) => process.stdout.write('', resolve));
    await new Promise((resolve) => process.stderr.write('', resolve));
    process.exit();
}

var __webpack_exports__runAndExit = __webpack_exports__.H;
export { __webpack_exports__runAndExit as runAndExit };
