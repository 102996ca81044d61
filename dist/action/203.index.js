export const id = 203;
export const ids = [203];
export const modules = {

/***/ 748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ recordOrDefault),
/* harmony export */   QE: () => (/* binding */ applyUpdate),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   bF: () => (/* binding */ journalView),
/* harmony export */   i1: () => (/* binding */ requestedUpdate),
/* harmony export */   io: () => (/* binding */ initialContent),
/* harmony export */   yu: () => (/* binding */ finalContent)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27242);
/* harmony import */ var _github_run_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47068);
/* harmony import */ var _quota_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29417);



/** What the phone shows when this job begins to show the activity. */
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
/**
 * The activity's record, or, when this job has none (RUNNER_TEMP emptied, an earlier stage that could not
 * write it), one rebuilt from this step's inputs so the activity can still be updated and ended.
 */
function recordOrDefault(folder, inputs, context, token, startedAt) {
    return (folder.readRecord() ?? {
        token,
        startedAt,
        content: initialContent(inputs, context),
        quotaReserve: (0,_quota_js__WEBPACK_IMPORTED_MODULE_2__/* .quotaReserve */ .H5)(inputs),
    });
}
/** What the journal keeps of the content. */
function journalView(content) {
    return { progress: content.progress, severity: content.severity, body: content.body };
}
/** The update a use of the action asks for with `progress` or `body`, or undefined when it asks for none. */
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
/** The content with an update's fields laid over it. */
function applyUpdate(content, update) {
    return {
        ...content,
        ...(update.title === undefined ? {} : { title: update.title }),
        ...(update.body === undefined ? {} : { body: update.body }),
        ...(update.severity === undefined ? {} : { severity: update.severity }),
        ...(update.progress === undefined ? {} : { progress: update.progress }),
    };
}
const END_SEVERITY = { success: 'SUCCESS', failure: 'CRIT', cancelled: 'WARN' };
/** The last content: the job's outcome in colour and words, and how long it took. */
function finalContent(content, status, durationMs, failedStep) {
    const took = formatDuration(durationMs);
    const body = status === 'success'
        ? `Succeeded in ${took}`
        : status === 'cancelled'
            ? `Cancelled after ${took}`
            : failedStep
                ? `Failed at “${failedStep}” after ${took}`
                : `Failed after ${took}`;
    return {
        ...content,
        body,
        severity: END_SEVERITY[status],
        // A full bar says "done"; a failed or cancelled job keeps the bar where it stopped.
        progress: status === 'success' ? 100 : content.progress,
    };
}
/** "45s", "3m 12s", "1h 2m": what fits on a lock screen. */
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

/***/ 9173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ ActivityFolder),
/* harmony export */   v: () => (/* binding */ sentEntries)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27242);
/* harmony import */ var _signalgrid_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(52973);
/* harmony import */ var _private_folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20259);






/** The entries that are requests sent, as the summary and the quota read them. */
function sentEntries(journal) {
    return journal.filter((entry) => entry.kind !== 'notice' && entry.kind !== 'debug');
}
/**
 * The folder that every process of this job shares about one activity: the stages of each use of the action
 * and the background tracker. It lives in RUNNER_TEMP, which the runner empties for each job; without it (a
 * run outside a runner), in a folder of this user's own under the system's temporary folder, where every stage
 * and the tracker find it by the same name. The name is a hash of the token so that no token can point
 * outside it.
 *
 * Folders are this user's alone (0700) and files are written whole and renamed into place, or appended to,
 * never through a link: a link planted in the folder is replaced or refused, never followed, so no write of
 * the action lands in another file, and no read takes another file's content for the activity's.
 */
class ActivityFolder {
    path;
    constructor(path) {
        this.path = path;
    }
    /** The folder of the activity with this token in this job. */
    static of(runnerTemp, token) {
        const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(token).digest('hex').slice(0, 16);
        return new ActivityFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,_private_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .activitiesFolder */ .o)(runnerTemp), id));
    }
    /**
     * Whether an earlier use of the action in this job already holds the activity: its record is there, even
     * as something the record cannot be read from.
     */
    exists() {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(this.#file('activity.json'), { throwIfNoEntry: false }) !== undefined;
    }
    create(record) {
        (0,_private_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .privateFolder */ .q)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, '..'));
        (0,_private_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .privateFolder */ .q)(this.path);
        (0,_private_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .privateFolder */ .q)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, 'inbox'));
        this.writeRecord(record);
    }
    readRecord() {
        return readJson(this.#file('activity.json'));
    }
    writeRecord(record) {
        writeAtomically(this.#file('activity.json'), JSON.stringify(record));
    }
    /** One line per entry; appends of a line this small are atomic, so several processes may write. */
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
    /** Hands an update to the tracker. Written whole and then renamed, so it is never read half-written. */
    postToInbox(update) {
        const inbox = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, 'inbox');
        (0,_private_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .privateFolder */ .q)(inbox);
        const name = `${String(update.at).padStart(15, '0')}-${process.pid}.json`;
        writeAtomically((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(inbox, name), JSON.stringify(update));
    }
    /**
     * The updates handed over so far, oldest first, each removed once read. One whose fields are not an update
     * (a wrong type, a value out of range, a link) is removed unread: nothing but the action writes here.
     */
    takeInbox() {
        const inbox = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, 'inbox');
        if (!isFolder(inbox))
            return [];
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(inbox)
            .filter((name) => name.endsWith('.json'))
            .sort()
            .flatMap((name) => {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(inbox, name);
            const update = explicitUpdate(readJson(path));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(path, { force: true });
            return update ? [update] : [];
        });
    }
    /** The tracker started for the activity in this job, if one was: how post finds it and knows it. */
    writeTracker(tracker) {
        writeAtomically(this.#file('tracker.json'), JSON.stringify(tracker));
    }
    readTracker() {
        const { pid, endpoint } = (readJson(this.#file('tracker.json')) ?? {});
        return Number.isSafeInteger(pid) && pid > 0 && typeof endpoint === 'string'
            ? { pid: pid, endpoint }
            : undefined;
    }
    /**
     * Asks the tracker to stop: it notices the file on its next tick, if its endpoint does not tell it first.
     * The markers are files the action wrote: a link in their place is neither.
     */
    requestStop() {
        writeAtomically(this.#file('stop'), '');
    }
    stopRequested() {
        return isFile(this.#file('stop'));
    }
    /** Written by the tracker as its last act: nothing it sends can arrive after this. */
    markStopped() {
        writeAtomically(this.#file('stopped'), '');
    }
    isStopped() {
        return isFile(this.#file('stopped'));
    }
    #file(name) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.path, name);
    }
}
// Windows has no O_NOFOLLOW; a link there takes a privilege that steps seldom hold.
const NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0;
/** Writes a file whole under a name of its own, created exclusively, then renames it over `path`, link or not. */
function writeAtomically(path, content) {
    const temporary = `${path}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`;
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | NO_FOLLOW, 0o600);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, content);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temporary, path);
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temporary, { force: true });
        throw error;
    }
}
/**
 * Appends to `path`, never through a link: a symbolic link there is refused by the open, a hard link (a file
 * with another name elsewhere) by its link count; either is removed, and the file created anew.
 */
function appendLine(path, line) {
    const append = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | NO_FOLLOW;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, append, 0o600);
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        if (!stat.isFile() || stat.nlink !== 1) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            throw Object.assign(new Error('a link'), { code: 'ELOOP' });
        }
    }
    catch (error) {
        // ELOOP on Linux and macOS, EMLINK on the BSDs: the name is a link.
        if (!['ELOOP', 'EMLINK'].includes(error.code ?? ''))
            throw error;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(path, { force: true });
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, append | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL, 0o600);
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, line);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The file's text, or undefined when it cannot be read or is a link. */
function readText(path) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | NO_FOLLOW);
    }
    catch {
        return undefined;
    }
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).isFile() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(fd, 'utf8') : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
function readJson(path) {
    try {
        return JSON.parse(readText(path) ?? '');
    }
    catch {
        return undefined;
    }
}
function isFile(path) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path, { throwIfNoEntry: false })?.isFile() ?? false;
}
function isFolder(path) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
/** The update an inbox entry holds, if every field it has is of its type and in its range. */
function explicitUpdate(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const { at, title, body, severity, progress } = value;
    const text = (field, maxLength) => field === undefined || (typeof field === 'string' && Array.from(field).length <= maxLength);
    const valid = typeof at === 'number' &&
        Number.isFinite(at) &&
        at >= 0 &&
        text(title, _constants_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TITLE_LENGTH */ .tS) &&
        text(body, _constants_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_BODY_LENGTH */ .tr) &&
        (severity === undefined || _signalgrid_types_js__WEBPACK_IMPORTED_MODULE_5__/* .SEVERITIES */ .o.includes(severity)) &&
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

/***/ 29417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ QUOTA_KEPT_NOTICE),
/* harmony export */   BY: () => (/* binding */ quotaWarning),
/* harmony export */   Gq: () => (/* binding */ updateLeavesReserve),
/* harmony export */   H5: () => (/* binding */ quotaReserve),
/* harmony export */   fq: () => (/* binding */ lastRemaining)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27242);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99278);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9173);



/** Requests the job must keep for its end on every channel, and for the failure alert to each of its channels. */
function quotaReserve(inputs) {
    const alerts = inputs.failureAlert === 'none' ? 0 : inputs.failureAlertChannels.length;
    return Math.max(1, inputs.channels.length) + alerts;
}
/**
 * Whether an update, one request to each of the activity's channels, leaves the quota last reported with what
 * the end and the alert need; before this job has a report of its own, `atMost` (what another job's report
 * leaves, less what may have been spent since). Unknown quota: send.
 */
function updateLeavesReserve(journal, record, atMost) {
    const remaining = lastRemaining(journal) ?? atMost;
    return remaining === undefined || remaining - (0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_1__/* .activityChannelCount */ .mP)(record.token) >= record.quotaReserve;
}
/** The quota as last reported in the journal. */
function lastRemaining(journal) {
    return (0,_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .sentEntries */ .v)(journal).findLast((entry) => entry.remaining !== undefined)?.remaining;
}
/** Said when an update is left out so that the quota left still covers the end (and the alert). */
const QUOTA_KEPT_NOTICE = 'Signalgrid: update not sent, to keep the quota that is left for the end of the activity.';
function quotaWarning(remaining) {
    if (remaining === undefined || remaining > _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_QUOTA */ .m$)
        return undefined;
    return `Signalgrid: only ${remaining} requests left in this month's quota; updates stop when only the end and the alert remain.`;
}


/***/ }),

/***/ 11677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ createClient)
/* harmony export */ });
/* unused harmony export proxyFor */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19783);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27242);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99278);
/* harmony import */ var _signalgrid_client_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(30502);





/**
 * The service client for this step, on every channel it names: a channel that fails while others take the
 * request is a warning of its own (an error with `fail-on-error`), naming the channel by its position.
 */
function createClient(inputs, options = {}) {
    return new _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_3__/* .SignalgridChannels */ .bv({
        clientKey: inputs.clientKey,
        channels: options.channels ?? inputs.channels,
        baseUrl: inputs.baseUrl,
        proxy: proxyFor(new URL(inputs.baseUrl)),
        onRetry: ({ operation, attempt, delayMs, error }) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid ${operation}: attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`),
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
    const orphaned = failure.operation === 'activity start' && (0,_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_4__/* .mayHaveTakenEffect */ .Y2)(failure.error);
    const what = orphaned
        ? `${WHAT[failure.operation]}; if Signalgrid started it anyway, it stays on that phone until it expires`
        : WHAT[failure.operation];
    const message = `Signalgrid: ${(0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_3__/* .channelPosition */ .jA)(failure)}: ${what}: ${failure.error.message}`;
    if (failOnError)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(message);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message, _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ANNOTATION */ .YX);
}
/**
 * The proxy requests to `target` go through, by the rules every other action follows (@actions/http-client's:
 * HTTPS_PROXY / HTTP_PROXY in either case, NO_PROXY, loopback hosts never proxied), or undefined when they go
 * direct. Not undici's EnvHttpProxyAgent: undici 6 prints an "experimental" warning with it on stderr, which
 * would land in every job log.
 */
function proxyFor(target) {
    const proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__/* .getProxyUrl */ .s)(target);
    return proxy?.hostname ? proxy : undefined;
}


/***/ }),

/***/ 27242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ FAILED_STEP_LOOKUP_TIMEOUT_MS),
/* harmony export */   L3: () => (/* binding */ MAX_POLL_BACKOFF_MS),
/* harmony export */   LF: () => (/* binding */ MATRIX_POLL_MS),
/* harmony export */   Lh: () => (/* binding */ TRACKER_FOLDER_VARIABLE),
/* harmony export */   Ox: () => (/* binding */ BOARD_READ_DEADLINE_MS),
/* harmony export */   Qn: () => (/* binding */ HISTORY_TIMEOUT_MS),
/* harmony export */   Uw: () => (/* binding */ State),
/* harmony export */   Wj: () => (/* binding */ TRACKER_TICK_MS),
/* harmony export */   Xs: () => (/* binding */ ACTIVITY_TOKEN_VARIABLE),
/* harmony export */   YV: () => (/* binding */ LEGS_HISTORY_TIMEOUT_MS),
/* harmony export */   YX: () => (/* binding */ ANNOTATION),
/* harmony export */   dR: () => (/* binding */ TRACKER_FLUSH_MS),
/* harmony export */   fv: () => (/* binding */ POLL_INTERVAL_MS),
/* harmony export */   hz: () => (/* binding */ MATRIX_TOKEN_WAIT_MS),
/* harmony export */   jT: () => (/* binding */ TRACKER_STOP_TIMEOUT_MS),
/* harmony export */   m$: () => (/* binding */ LOW_QUOTA),
/* harmony export */   nn: () => (/* binding */ LEGS_RUNNING_TIMEOUT_MS),
/* harmony export */   qX: () => (/* binding */ MAX_CHANNELS),
/* harmony export */   sU: () => (/* binding */ HISTORY_WAIT_MS),
/* harmony export */   sW: () => (/* binding */ STARTING_BODY),
/* harmony export */   sj: () => (/* binding */ LEG_VARIABLE),
/* harmony export */   t6: () => (/* binding */ NO_SECRETS_NOTICE),
/* harmony export */   tS: () => (/* binding */ MAX_TITLE_LENGTH),
/* harmony export */   tr: () => (/* binding */ MAX_BODY_LENGTH),
/* harmony export */   u3: () => (/* binding */ LEG_WAIT_MS),
/* harmony export */   vC: () => (/* binding */ INITIAL_PROGRESS),
/* harmony export */   vN: () => (/* binding */ TRACKER_MAX_LIFETIME_MS)
/* harmony export */ });
/* unused harmony export TRACKER_STOP_POLL_MS */
// Names and bounds shared by the stages and the tracker, in one place.
/** Exported to every later step: scripts and later uses of the action address the activity with it. */
const ACTIVITY_TOKEN_VARIABLE = 'SIGNALGRID_ACTIVITY_TOKEN';
/** Keys of the state each step instance keeps between its stages (visible in debug logs: no secrets). */
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
};
/** Every annotation's title, so the job's annotations say where they come from. */
const ANNOTATION = { title: 'Signalgrid' };
/** The body of an activity before anything has happened. */
const STARTING_BODY = 'Starting…';
/** Progress shown by a start: low, so the bar visibly moves once steps complete. */
const INITIAL_PROGRESS = 0;
/** Longest title and body sent; the phones show a line or two, and notification payloads are small. */
const MAX_TITLE_LENGTH = 120;
const MAX_BODY_LENGTH = 1000;
/**
 * The most channels one use of the action reaches (`channel`, `failure-alert-channel`): each costs every
 * request again, and a job's stages send to all of them at once.
 */
const MAX_CHANNELS = 5;
/** A `remaining` quota at or below this is worth a warning (the free plan has 100 a month). */
const LOW_QUOTA = 20;
/**
 * Exported by a leg of a shared matrix to its later steps: a later use of the action in the same leg is not
 * a leg of its own.
 */
const LEG_VARIABLE = 'SIGNALGRID_MATRIX_LEG';
/**
 * The most a stage of a leg (or of a job sharing an activity by name) spends on the run's board, its calls
 * and its waits for the others together: for an unsure claim to be listed, for the token, for another leg's
 * update to go before the end. Sharing one activity must never hold a job up for long: a board that is slow
 * leaves the stage to go on with what it has.
 */
const LEG_WAIT_MS = 10_000;
/**
 * How long after the start's claim the token may take to appear: a leg at its end (or a job sharing a name,
 * in its pre) waits for it until then, within LEG_WAIT_MS. The token follows the claim by one upload (and by
 * a start, at most 20 s against a failing service), so only a leg whose whole job is shorter than that ever
 * waits, and a job that comes long after the claim looks once.
 */
const MATRIX_TOKEN_WAIT_MS = LEG_WAIT_MS;
/**
 * How long a leg that ends the matrix early (a leg failed under fail-fast, or was cancelled) asks the jobs API
 * which other legs still run; without an answer by then, it ends the activity.
 */
const LEGS_RUNNING_TIMEOUT_MS = 3_000;
/**
 * How long the starting leg of a shared matrix reads its legs' usual times, beside its start: its pre waits
 * for the slower of the two. Four requests at most; without an answer by then, the bar counts legs.
 */
const LEGS_HISTORY_TIMEOUT_MS = 3_000;
/** How often a waiting leg looks at the run's board. */
const MATRIX_POLL_MS = 2_000;
/**
 * How long the board's reader (dist/board/, the process a tracker starts to read its matrix's published
 * activity) lives at most, from its start to its answer, whatever the service does: the tracker that asks is
 * taking over the activity's updates, and must not wait long on the board for the token. A look and a
 * download take well under a second; the board cuts a call that hangs at its own deadline (BOARD_DEADLINE_MS,
 * 5 s), and what is left lets a call cut short by a network error be made again. A board slower than that
 * answers nothing, and the tracker may ask again.
 */
const BOARD_READ_DEADLINE_MS = 8_000;
/** Tells the tracker process which activity folder it serves. */
const TRACKER_FOLDER_VARIABLE = 'SIGNALGRID_TRACKER_FOLDER';
/** How often the tracker asks the jobs API about the job. Answers of an unchanged job (304) are free. */
const POLL_INTERVAL_MS = 3_000;
/**
 * How long the tracker holds the first step change for the step history it is reading (progress-mode time):
 * shown counted first, the bar would keep one segment per step that a time-weighted fill contradicts. No
 * longer than a poll: the step would otherwise reach the phone later than the next poll could have shown it.
 */
const HISTORY_WAIT_MS = POLL_INTERVAL_MS;
/** The step history's requests (at most three) together; then the bar counts steps. */
const HISTORY_TIMEOUT_MS = 10_000;
/** The longest the tracker waits between reads of a jobs API that keeps failing (the wait doubles each time). */
const MAX_POLL_BACKOFF_MS = 60_000;
/** How often the tracker looks for explicit updates and for a request to stop. */
const TRACKER_TICK_MS = 250;
/** A tracker never lives longer than this, whatever happens to its job and its runner. */
const TRACKER_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long post waits for the jobs API when it looks for the step a failed job failed at. */
const FAILED_STEP_LOOKUP_TIMEOUT_MS = 3_000;
/** How often post looks whether the tracker has stopped: the job waits for post, to the millisecond. */
const TRACKER_STOP_POLL_MS = 5;
/** How long post waits for the tracker to finish what it is sending before it kills it. */
const TRACKER_STOP_TIMEOUT_MS = 3_000;
/** How long the tracker, once asked to stop, waits for the update it is sending (less than post waits). */
const TRACKER_FLUSH_MS = 2_500;
/** The notice printed, once, when the client key or channel is empty. */
const NO_SECRETS_NOTICE = 'Signalgrid: client-key or channel is empty (secrets are not passed to pull requests from forks); skipping.';


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

function readRunContext(env = process.env) {
    return {
        repository: env.GITHUB_REPOSITORY ?? '',
        workflow: env.GITHUB_WORKFLOW ?? '',
        job: env.GITHUB_JOB ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        refName: env.GITHUB_REF_NAME ?? '',
        sha: env.GITHUB_SHA ?? '',
        runnerName: env.RUNNER_NAME ?? '',
        runnerTemp: env.RUNNER_TEMP ?? '',
        actionStepName: actionStepName(env),
    };
}
// "Run owner/repo@ref" for a repository action; "Run ./path" for a local one, whose path is only known
// relative to the workspace it was checked out in.
function actionStepName(env) {
    if (env.GITHUB_ACTION_REPOSITORY)
        return `Run ${env.GITHUB_ACTION_REPOSITORY}@${env.GITHUB_ACTION_REF ?? ''}`;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(env.GITHUB_WORKSPACE ?? '', env.GITHUB_ACTION_PATH ?? '');
    return path.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) ? 'Run ./' : `Run ./${path}`;
}
/** The default title: short enough for a lock screen, specific enough to tell jobs apart. */
function defaultTitle(context) {
    return [context.workflow, context.job].filter(Boolean).join(' · ') || 'GitHub Actions job';
}
/** The run's page, or the job's own log when its id is known. */
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
/** A request is a few KiB (the runtime token is most of it); anything near this is not one. */
const MAX_BOARD_REQUEST_BYTES = 64 * 1024;
/**
 * The most the reader's answer may hold: as much as a note the board reads at all (MAX_ENTRY_BYTES in
 * board.ts), whose sealed text is larger than the activity it holds.
 */
const MAX_BOARD_ANSWER_BYTES = 128 * 1024;
/**
 * What comes through `input` (a pipe) until its end, which is then closed; undefined when it is more than
 * `maxBytes` or fails.
 */
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
/** The request, read whole from `input` (the reader's stdin); undefined when what came is not one. */
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
const TEXTS = ['runtimeToken', 'resultsUrl', 'secret', 'repository', 'runId', 'job', 'jobId'];
function isBoardRequest(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const request = value;
    const leg = (request.leg ?? {});
    return (TEXTS.every((name) => typeof request[name] === 'string') &&
        request.runtimeToken !== '' &&
        request.resultsUrl !== '' &&
        request.job !== '' &&
        Number.isSafeInteger(request.attempt) &&
        request.attempt >= 1 &&
        Number.isSafeInteger(leg.index) &&
        Number.isSafeInteger(leg.count) &&
        typeof leg.label === 'string' &&
        typeof leg.failFast === 'boolean');
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

/** Longest label sent: the jobs API cuts a leg's whole name at 100 characters, the phones show less. */
const MAX_LABEL_LENGTH = 60;
/**
 * The leg from the raw input values. These inputs are the runner's, not the user's: anything that does not
 * read as a matrix (an older runner, a local run) makes the job a single one, never an error.
 */
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
/** A leg's matrix values as they are sent: cut to what a lock screen shows. */
function shortLabel(label) {
    const characters = Array.from(label);
    return characters.length <= MAX_LABEL_LENGTH
        ? label
        : `${characters.slice(0, MAX_LABEL_LENGTH - 1).join('')}…`;
}
/** A leg's label when its matrix values give none: its place, counted from 1. */
function placeLabel(index) {
    return `leg ${index + 1}`;
}
/**
 * A short, fixed-length stand-in for a label where only letters and digits fit (a board entry's name): the
 * tally finds a leg's usual time by it without reading the leg's report.
 */
function labelDigest(label) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(label).digest('hex').slice(0, 12);
}


/***/ }),

/***/ 47879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ deadline)
/* harmony export */ });
/**
 * An abort signal that fires after `ms`, for one request and the reading of its answer. A timer of our own,
 * not AbortSignal.timeout: `clear` stops it the moment the work is done, and tests' fake timers drive it.
 */
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
// What a failed request's error says about the request: its code, in words, and whether it may have reached
// the server. Both clients read undici's and Node's errors (the service's through undici's request, GitHub's
// through Octokit's fetch), so they share one reading.
// Failures before a connection to the server existed: nothing of the request was written to it.
const NOT_SENT = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'DNS lookup failed',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EADDRNOTAVAIL: 'address not available',
    UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
    // A proxy that refused the CONNECT tunnel (undici reports its status as an aborted request).
    UND_ERR_ABORTED: 'the proxy refused the tunnel',
    UND_ERR_PRX_TLS: 'TLS to the proxy failed',
};
// Failures once the request may have been written: the service may have acted on it.
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
// Certificate and handshake failures happen before the request is written.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|EPROTO)/;
/**
 * Classifies what `send` rejected with, when the caller's own deadline did not cause it. undici puts its
 * code on the error; a socket error from Node may sit on `cause`, and happy-eyeballs connects wrap several
 * in an AggregateError.
 */
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
/**
 * The text with every secret in it replaced by ***: whatever a server or proxy puts in an answer (an error
 * page, an echoed field) may end up in a log, and no credential may go with it.
 */
function redact(text, secrets) {
    return secrets.reduce((scrubbed, secret) => (secret ? scrubbed.split(secret).join('***') : scrubbed), text);
}
/**
 * The text with anything shaped like a GitHub token (ghs_…, ghp_…, github_pat_…) masked, where the token itself
 * is not at hand to redact: Octokit's messages never carry it, this keeps it so should one ever quote a header.
 */
function redactGitHubTokens(text) {
    return text.replace(/\b(gh[pousr]_|github_pat_)[A-Za-z0-9_]+/g, '$1***');
}


/***/ }),

/***/ 32426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ parseRetryAfter)
/* harmony export */ });
/**
 * Retry-After as milliseconds from now: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when the header is absent or unreadable.
 */
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

/***/ 28335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ credentialUrl)
});

;// CONCATENATED MODULE: ./src/net/loopback.ts
/**
 * Whether a URL's hostname names this machine by itself: `localhost`, an address of 127.0.0.0/8, or `[::1]`.
 * Credentials may travel over plain http only to it (emulators, local relays): anywhere else they would cross
 * a network in clear. A name is taken at its word only when no resolver can send it elsewhere; a name under
 * `.localhost` is not, as resolvers that do not pin it (macOS and Windows runners, plain containers) ask DNS,
 * and so would a proxy, which the toolkit's rules send such names through. The WHATWG URL parser has already
 * turned every other spelling of these addresses (`127.1`, `0x7f.0.0.1`, `[0:0:0:0:0:0:0:1]`) into these.
 */
function isLoopback(hostname) {
    return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

;// CONCATENATED MODULE: ./src/net/url.ts

/**
 * A URL that credentials may be sent to: https, or plain http to this machine only (emulators, local relays),
 * with no user name, password, query or fragment. `name` says which URL in the errors, `example` what a good
 * one looks like. Throws a TypeError that says what is wrong.
 */
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

/***/ 16391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ SERVICE_TOKEN_SHAPE),
/* harmony export */   CP: () => (/* binding */ parseActivityToken),
/* harmony export */   H5: () => (/* binding */ combineActivityTokens),
/* harmony export */   KG: () => (/* binding */ ACTIVITY_TOKEN_SHAPE),
/* harmony export */   V2: () => (/* binding */ isServiceToken),
/* harmony export */   jJ: () => (/* binding */ isActivityToken)
/* harmony export */ });
// What an activity's token looks like. Every place a token comes in checks it here: the service's answer to a
// start, a token given back to the client, and, in the stages, the `activity-token` input and
// SIGNALGRID_ACTIVITY_TOKEN left by an earlier step.
//
// Every request reaches one channel, so an activity on several channels is one activity per channel, each with
// its own token from its own start. The activity's token as a whole is one value: the one channel's token as
// the service gave it, or, for several, `<id>:<token>` per channel in their order, separated by commas, where
// the id tells the channel without naming it (a channel token is a secret; src/signalgrid/channels.ts) and the
// token is empty for a channel whose start was refused.
/**
 * A token as Signalgrid gives it: short and alphanumeric (CDGZ9, MX2L2K). "-" and "_" pass too, so that a
 * longer format the service may adopt (a UUID, base64url) is not taken for a broken one, which would end
 * every activity at its start. A space, a comma or colon, a form or shell metacharacter or a line break is a
 * mistake or a forgery, never a token.
 */
const SERVICE_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
/** SERVICE_TOKEN in words, for messages that say what is allowed without quoting the value. */
const SERVICE_TOKEN_SHAPE = 'letters, digits, "-" or "_", at most 64';
/** The whole shape in words: one channel's token, or the combined form. */
const ACTIVITY_TOKEN_SHAPE = `${SERVICE_TOKEN_SHAPE}; with several channels, \`<id>:<token>\` for each, separated by commas`;
/** One channel's entry of a combined token: its id (8 hex digits), and its token or nothing. */
const ENTRY = /^([0-9a-f]{8}):(.*)$/;
/** The most channels an activity token may carry; a value with more is no activity token. */
const MAX_ENTRIES = 16;
/** Whether `value` looks like the token Signalgrid gives one channel's start. */
function isServiceToken(value) {
    return SERVICE_TOKEN.test(value);
}
/** The channels' activities an activity token carries, in the order of the channels; undefined if none. */
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
/** The activity token of an activity on these channels: the token itself for one channel. */
function combineActivityTokens(activities) {
    const [only] = activities;
    if (activities.length === 1 && only?.token !== undefined)
        return only.token;
    return activities.map((activity) => `${activity.id}:${activity.token ?? ''}`).join(',');
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
/**
 * Checks a base URL and returns the URL of an endpoint under it, joined with exactly one slash.
 * Credentials travel in the body, so anything but https is refused, except for loopback hosts
 * (emulators, local relays).
 */
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
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30502);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26133);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85117);





/** The channel's id in a combined activity token: not the token, and nothing to find it by without the key. */
function channelId(clientKey, channel) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', clientKey).update(channel).digest('hex').slice(0, 8);
}
/** How many channels show the activity: each update and the end cost one request per channel. */
function activityChannelCount(token) {
    return (0,_activity_token_js__WEBPACK_IMPORTED_MODULE_4__/* .parseActivityToken */ .CP)(token)?.filter((activity) => activity.token !== undefined).length ?? 1;
}
/** "channel 2 of 3". */
function channelPosition(failure) {
    return `channel ${failure.position} of ${failure.count}`;
}
/** No channel took the request. Each channel's own error says why. */
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
/** Whether a failed start may have put an activity on a phone all the same, on any channel. */
function mayHaveStarted(error) {
    const errors = error instanceof ChannelsError ? error.failures.map((failure) => failure.error) : [error];
    return errors.some((one) => one instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SignalgridError */ .bJ && (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .mayHaveTakenEffect */ .Y2)(one));
}
/**
 * The client for one or more channels: each request goes to every channel at once, with the same content,
 * and a channel that fails does not stop the others. One channel is exactly one client: its answer, or its
 * error. With several, the answer is the first channel's that took it, `remaining` the lowest reported (the
 * quota is the account's), and `channels` each one's result; only when none took it is it an error.
 */
class SignalgridChannels {
    #clients;
    #ids;
    #onChannelFailure;
    constructor(options) {
        const { channels, onChannelFailure, ...shared } = options;
        // One dispatcher for all: the channels' requests share the service's connections.
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
    /**
     * The activity's channels, in its order, each with this client's channel of the same id. A token of one
     * channel's activity is taken as the first channel's.
     */
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
// The client throws only SignalgridErrors; anything else is a bug of ours, kept with its message.
function asSignalgridError(error, operation) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SignalgridError */ .bJ)
        return error;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SignalgridError */ .bJ(error instanceof Error ? error.message : String(error), { operation });
}


/***/ }),

/***/ 30502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rh: () => (/* binding */ DEFAULT_TIMEOUTS),
  kO: () => (/* binding */ SignalgridClient),
  Y2: () => (/* binding */ mayHaveTakenEffect)
});

// UNUSED EXPORTS: IDEMPOTENT_RETRY, MAX_RESPONSE_BYTES, ONCE_ONLY_RETRY, isRetryable

// EXTERNAL MODULE: ./src/net/deadline.ts
var deadline = __webpack_require__(47879);
// EXTERNAL MODULE: ./src/net/network-error.ts
var network_error = __webpack_require__(13218);
// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
// EXTERNAL MODULE: ./src/net/retry-after.ts
var retry_after = __webpack_require__(32426);
// EXTERNAL MODULE: ./src/signalgrid/activity-token.ts
var activity_token = __webpack_require__(16391);
// EXTERNAL MODULE: ./src/signalgrid/base-url.ts
var base_url = __webpack_require__(68399);
// EXTERNAL MODULE: ./src/signalgrid/errors.ts
var errors = __webpack_require__(26133);
// EXTERNAL MODULE: ./src/signalgrid/types.ts
var types = __webpack_require__(52973);
;// CONCATENATED MODULE: ./src/signalgrid/form.ts



const OPERATION = {
    start: 'activity start',
    update: 'activity update',
    end: 'activity end',
};
/** The longest token sent back as the service gave it: a start's answer may be up to 64 KiB long. */
const MAX_TOKEN_AS_GIVEN = 1024;
/** The form of a push: every value a string, fields in the order the specification lists them. */
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
/**
 * The form of an activity request. `type` carries the phase and `severity` the colour; the whole content goes
 * with every phase, `token` with update and end, `dismissal_delay` with end only. `token` must look like a
 * token of the service's; `as-given` lets through any it may have given (to end at once the activity of a
 * start whose token does not look like one).
 */
function activityForm(credentials, phase, content, token, end, tokenCheck = 'shape') {
    const operation = OPERATION[phase];
    const form = credentialFields(operation, credentials);
    form.append('type', phase);
    if (phase !== 'start') {
        const given = token !== undefined && token !== '' && token.length <= MAX_TOKEN_AS_GIVEN;
        if (!given || (tokenCheck === 'shape' && !(0,activity_token/* isServiceToken */.V2)(token))) {
            throw new errors/* SignalgridRequestError */.kR(operation, 'token', `must be the activity_update_token of a start (${activity_token/* SERVICE_TOKEN_SHAPE */.CO})`);
        }
        form.append('token', token);
    }
    form.append('title', content.title);
    form.append('body', content.body);
    checkSeverity(operation, 'severity', content.severity);
    form.append('severity', content.severity);
    checkInteger(operation, 'progress', content.progress, 0, 100);
    form.append('progress', String(content.progress));
    if (content.steps !== undefined) {
        checkInteger(operation, 'steps', content.steps, 1, Number.MAX_SAFE_INTEGER);
        form.append('steps', String(content.steps));
    }
    const legend = content.progressLegend ?? false;
    if (legend && (!content.startText || !content.endText)) {
        throw new errors/* SignalgridRequestError */.kR(operation, 'progress_legend', 'is true, which requires both start_text and end_text');
    }
    form.append('progress_legend', legend ? 'true' : 'false');
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
function credentialFields(operation, { clientKey, channel }) {
    if (!clientKey.trim())
        throw new errors/* SignalgridRequestError */.kR(operation, 'client_key', 'is empty');
    if (!channel.trim())
        throw new errors/* SignalgridRequestError */.kR(operation, 'channel', 'is empty');
    return new URLSearchParams({ client_key: clientKey, channel });
}
function checkSeverity(operation, field, value) {
    if (!types/* SEVERITIES */.o.includes(value)) {
        throw new errors/* SignalgridRequestError */.kR(operation, field, `must be one of ${types/* SEVERITIES */.o.join(', ')}`);
    }
}
function checkInteger(operation, field, value, min, max) {
    if (!Number.isInteger(value) || value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
        throw new errors/* SignalgridRequestError */.kR(operation, field, `must be a whole number ${range}`);
    }
}

;// CONCATENATED MODULE: ./src/signalgrid/response.ts
/** The answer's JSON, if it is an object carrying a string-like `code`; undefined otherwise. */
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
// The service sends every value as a string; accept numbers too rather than fail on a harmless change.
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

;// CONCATENATED MODULE: ./src/signalgrid/retry.ts
/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries from many jobs
 * spread out but never collapse to zero. `attempt` counts from 1 (the delay after the first failure).
 */
function backoffDelay(attempt, baseMs, maxMs, random = Math.random) {
    const step = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
    return Math.round(step / 2 + random() * (step / 2));
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

// EXTERNAL MODULE: ./src/signalgrid/transport.ts
var transport = __webpack_require__(85117);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
;// CONCATENATED MODULE: ./src/signalgrid/client.ts












// 15 s per attempt lets a slow (10 s) answer through; the deadlines bound what a stage can spend.
const IDEMPOTENT_RETRY = {
    maxAttempts: 5,
    attemptTimeoutMs: 15_000,
    deadlineMs: 30_000,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
};
const ONCE_ONLY_RETRY = {
    maxAttempts: 3,
    attemptTimeoutMs: 15_000,
    deadlineMs: 20_000,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
};
// A connection to the service takes well under a second; 10 s covers a slow proxy and a TLS handshake over a
// bad link. Headers get the whole attempt (a slow answer of 10 s must get through); a body that stalls
// for 10 s in the middle is not coming.
const DEFAULT_TIMEOUTS = {
    connectMs: 10_000,
    headersMs: 15_000,
    bodyMs: 10_000,
};
/** The end of an activity whose token is unusable: gone from the phone a second after it ends. */
const UNUSABLE_END = { dismissalDelay: 1 };
/** Answers read beyond this are refused: no legitimate answer comes near it. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/**
 * A client of the Signalgrid push and activity API. Knows nothing of GitHub Actions. Every call either
 * returns a successful answer (HTTP 2xx and `code` "200") or throws a SignalgridError.
 */
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
        // Whatever the service or a caller puts in a message, the key and channel never leave in an error.
        const secrets = [options.clientKey, options.channel].filter((secret) => secret !== '');
        this.#redact = (text) => (0,redact/* redact */.E)(text, secrets);
        this.#timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
        // Both endpoints share the base URL's origin, so one dispatcher serves both.
        this.#dispatcher = options.dispatcher ?? (0,transport/* createDispatcher */.S)(this.#timeouts, options.proxy);
    }
    async push(message) {
        const form = pushForm(this.#credentials, message);
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
    /**
     * Ends the activity of a start whose token does not look like one, with the token as the service gave it:
     * whatever it is, nothing could follow the activity with it, and this end is the one request that may take
     * it off the phone. The token is never quoted: it may be anything.
     */
    async #endAtOnce(token, content, response) {
        const problem = `Signalgrid's answer to the activity start carried an activity_update_token that is not one (allowed: ${activity_token/* SERVICE_TOKEN_SHAPE */.CO})`;
        let outcome = 'the activity it started was ended at once';
        let ended = true;
        try {
            const form = activityForm(this.#credentials, 'end', content, token, UNUSABLE_END, 'as-given');
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
        const form = activityForm(this.#credentials, phase, content, token, end);
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
    /** Milliseconds to wait before the next attempt, or undefined when the error must not be retried. */
    #retryDelay(request, error, attempt, policy) {
        if (attempt >= policy.maxAttempts || !isRetryable(error, request.idempotent))
            return undefined;
        if (error instanceof errors/* SignalgridHttpError */.Jq && error.retryAfterMs !== undefined)
            return error.retryAfterMs;
        return backoffDelay(attempt, policy.baseDelayMs, policy.maxDelayMs, this.#random);
    }
    /** One HTTP exchange. Returns the successful answer, or the error describing this attempt's failure. */
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
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid did not answer the ${operation} within ${formatSeconds(timeoutMs)}`, details);
            }
            const failure = (0,network_error/* classifyNetworkError */.L)(error);
            if (failure.timeout === 'headers') {
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid did not answer the ${operation} within ${formatSeconds(this.#timeouts.headersMs)}`, details);
            }
            if (failure.timeout === 'body') {
                return new errors/* SignalgridTimeoutError */.UA(`Signalgrid's answer to the ${operation} stalled for ${formatSeconds(this.#timeouts.bodyMs)}`, details);
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
        const wait = retryAfterMs === undefined ? '' : ` (Retry-After ${formatSeconds(retryAfterMs)})`;
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
/**
 * Whether another attempt is safe and useful. Updates and ends carry absolute state and a token, so
 * repeating them is harmless. A start or a push repeated after it arrived would make a second activity or a
 * second alert: retry those only when they provably never arrived, or the service refused them outright.
 */
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
    // A 2xx answer we could not read (an HTML page from a proxy, a truncated body): repeating is harmless.
    if (error instanceof errors/* SignalgridResponseError */.wJ)
        return true;
    return status !== undefined && (status >= 500 || status === 408);
}
/**
 * Whether a request that failed may have taken effect all the same: it may have reached the service, and the
 * service did not say it refused it (4xx, its code "400") or could not take it now (503). A start that may
 * have taken effect may have put an activity on the phone whose token the caller never got.
 */
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
// The service reports errors in the body's `code` even with HTTP 200; a numeric code stands for the status.
function effectiveStatus(error) {
    if (error instanceof errors/* SignalgridServiceError */.mp && error.code && /^\d{3}$/.test(error.code))
        return Number(error.code);
    return error.status;
}
function describe(text, code) {
    const clipped = text.length > 300 ? `${text.slice(0, 300)}…` : text;
    return `${clipped || 'no text'} (code ${code})`;
}
function formatSeconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}


/***/ }),

/***/ 26133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jq: () => (/* binding */ SignalgridHttpError),
/* harmony export */   UA: () => (/* binding */ SignalgridTimeoutError),
/* harmony export */   aO: () => (/* binding */ SignalgridNetworkError),
/* harmony export */   bJ: () => (/* binding */ SignalgridError),
/* harmony export */   kR: () => (/* binding */ SignalgridRequestError),
/* harmony export */   mp: () => (/* binding */ SignalgridServiceError),
/* harmony export */   sF: () => (/* binding */ SignalgridTokenError),
/* harmony export */   wJ: () => (/* binding */ SignalgridResponseError)
/* harmony export */ });
/**
 * Base of every error the client throws. Messages and fields never carry the client key or the channel:
 * the client redacts them before constructing an error.
 */
class SignalgridError extends Error {
    name = 'SignalgridError';
    operation;
    /** Attempts made before giving up (1 when it was not retried). */
    attempts;
    /** HTTP status, when an answer arrived. */
    status;
    /** The `code` of the JSON answer, when there was one. */
    code;
    /** The `text` of the JSON answer, when there was one. */
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
/** The request was refused before sending: a value the service cannot accept. Never retried. */
class SignalgridRequestError extends SignalgridError {
    name = 'SignalgridRequestError';
    /** The form field at fault, e.g. `progress`. */
    field;
    constructor(operation, field, problem) {
        super(`Cannot send ${operation}: ${field} ${problem}`, { operation });
        this.field = field;
    }
}
/** The service answered with a JSON `code` other than "200", whatever the HTTP status (it uses 200 for errors). */
class SignalgridServiceError extends SignalgridError {
    name = 'SignalgridServiceError';
}
/** The service answered with a non-2xx HTTP status. */
class SignalgridHttpError extends SignalgridError {
    name = 'SignalgridHttpError';
    /** Milliseconds the service asked us to wait (Retry-After), when it said. */
    retryAfterMs;
    constructor(message, details) {
        super(message, details);
        this.retryAfterMs = details.retryAfterMs;
    }
}
/** The answer could not be used: not JSON, no `code`, larger than the limit, or a start without a token. */
class SignalgridResponseError extends SignalgridError {
    name = 'SignalgridResponseError';
}
/**
 * A start's answer whose activity_update_token does not look like one: nothing can follow the activity with
 * it, so it was ended at once, with the token as given, the one request that may take it off the phone.
 */
class SignalgridTokenError extends SignalgridResponseError {
    name = 'SignalgridTokenError';
    /** The service took that end: nothing is left on the phone. */
    ended;
    constructor(message, details) {
        super(message, details);
        this.ended = details.ended;
    }
}
/** No answer: the connection failed. `maybeSent` is false only when the request provably never left. */
class SignalgridNetworkError extends SignalgridError {
    name = 'SignalgridNetworkError';
    maybeSent;
    /** Node's or undici's error code, e.g. ECONNREFUSED. */
    networkCode;
    constructor(message, details) {
        super(message, details);
        this.maybeSent = details.maybeSent;
        this.networkCode = details.networkCode;
    }
}
/** No answer within the time allowed for one attempt, or for the whole call. The request may have arrived. */
class SignalgridTimeoutError extends SignalgridError {
    name = 'SignalgridTimeoutError';
}


/***/ }),

/***/ 85117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createDispatcher),
/* harmony export */   t: () => (/* binding */ send)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
// How the client's requests reach Signalgrid: npm undici's own `request`, through an Agent, or a ProxyAgent when
// the caller names a proxy. This is the one copy of undici in the action: @actions/core and @actions/github
// bundle the same one, so no stage pays for a second.

/**
 * The dispatcher of one client: a ProxyAgent through `proxy` when there is one, an Agent otherwise. Made once
 * per client, so it keeps connections alive between the tracker's updates.
 */
function createDispatcher(timeouts, proxy) {
    const connect = { timeout: timeouts.connectMs };
    if (!proxy)
        return new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6({ connect });
    // As @actions/http-client does: credentials in the proxy URL become a Basic Proxy-Authorization.
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
/**
 * Makes one request and reads its answer. Redirects are never followed (undici's `request` does not unless
 * told to): the credentials in the body stay with the host they were meant for, and a 3xx comes back as it is.
 * Rejects with undici's or Node's error when no complete answer arrives; classifyNetworkError reads it.
 */
async function send(dispatcher, url, outgoing) {
    const { method, headers, body, signal, timeouts } = outgoing;
    const response = await (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .request */ .Em)(url, {
        dispatcher,
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
/**
 * Reads a body up to a byte limit, so a hostile or broken server cannot exhaust memory. Leaving the loop early
 * destroys the body, and with it the connection, so an oversized body is never read to its end. Iterating
 * rejects when the connection closes before the body is complete.
 */
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

/***/ 52973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ parseSeverity),
/* harmony export */   o: () => (/* binding */ SEVERITIES)
/* harmony export */ });
const SEVERITIES = ['CRIT', 'WARN', 'INFO', 'SUCCESS'];
/** Accepts any case ("crit", "Crit"); undefined for anything else. */
function parseSeverity(value) {
    const upper = value.trim().toUpperCase();
    return SEVERITIES.find((severity) => severity === upper);
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

/** `<package name>/<version>`: the version is set once, in package.json (the bundle keeps only these two fields). */
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
// How post reaches the tracker, and knows it is the tracker it reaches, on every system. The tracker listens at
// an endpoint that only it holds: a Unix socket in the activity's folder, which no other user can enter (0700),
// or on Windows a named pipe whose name carries a random nonce, written nowhere but in that folder. A
// connection there is accepted by the system on the tracker's behalf, even while the tracker is hung, and stays
// open exactly as long as the tracker's process lives: its end closes when the process exits, however it
// exits. So a connection that is open proves a live tracker; one that is refused proves there is none; and
// the pid its stage recorded at its start cannot have gone to another process while it is open. No signal is
// ever sent on a pid alone.



/** What post writes to ask the tracker to stop. */
const STOP = 'stop\n';
/** A tracker takes its connection well within this, loaded machine or not; nothing there means no tracker. */
const CONNECT_TIMEOUT_MS = 1_000;
/** The tracker's socket, on Linux and macOS: in the activity's folder, where only the tracker listens. */
function socketPath(folder) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'tracker.sock');
}
/**
 * An endpoint for a new tracker of the activity whose folder is `folder`: its socket, or on Windows a named
 * pipe of a new name, which its stage records in the folder.
 */
function newEndpoint(folder) {
    return process.platform === 'win32'
        ? `\\\\.\\pipe\\signalgrid-tracker-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex')}`
        : socketPath(folder);
}
/** Listens at `endpoint`; rejects when it cannot (then the tracker must not run: nothing could stop it). */
function listen(endpoint, onStop) {
    const connections = new Set();
    const server = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.createServer)((socket) => {
        connections.add(socket);
        socket.on('close', () => connections.delete(socket));
        socket.on('error', () => { });
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
                close() {
                    server.close();
                    for (const socket of connections)
                        socket.unref();
                },
            });
        });
    });
}
/** A connection to the tracker at `endpoint`, or undefined when no process listens there: no tracker runs. */
function reach(endpoint) {
    return new Promise((resolve) => {
        const socket = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.connect)(endpoint);
        const timer = setTimeout(() => {
            socket.destroy();
            resolve(undefined);
        }, CONNECT_TIMEOUT_MS);
        let open = false;
        const closed = new Promise((settle) => socket.once('close', () => settle()));
        socket.once('close', () => {
            open = false;
        });
        socket.on('error', () => {
            clearTimeout(timer);
            resolve(undefined);
        });
        socket.resume();
        socket.once('connect', () => {
            clearTimeout(timer);
            open = true;
            resolve({
                stop: () => socket.write(STOP),
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
/**
 * The variables the tracker keeps of its stage's environment, by name (any case: Windows ignores it, and the
 * proxy variables come in both). What the runner's orphan clean-up finds it by; what the run's context and the
 * toolkit's `context` read; the proxy settings, as every action honours them; and what Node needs to connect
 * and to trust a private certificate authority. Nothing else: not the step's inputs (INPUT_*, the secrets
 * among them), which it gets on its stdin; not the runner's ACTIONS_* tokens, of which it uses none; not the
 * step's state or file commands, nor the workflow's own `env:`. It lives through every later step of the job,
 * and a process's environment can be read by any process of the same user (/proc/<pid>/environ).
 */
const KEPT = new Set([
    // The runner's "Cleaning up orphan processes" at job end ends every process that carries it.
    'RUNNER_TRACKING_ID',
    // The run: src/github/run-context.ts, src/github/history.ts and @actions/github's `context`.
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
    // Proxies, by @actions/http-client's rules.
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    // Node: its options and certificate authorities as the job set them, its temporary folder, and on
    // Windows the system folder, without which it cannot open a socket.
    'NODE_OPTIONS',
    'NODE_EXTRA_CA_CERTS',
    'TMPDIR',
    'TEMP',
    'TMP',
    'SYSTEMROOT',
    'WINDIR',
]);
/** The tracker's environment: the variables of `env` it keeps, under their own names. */
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

/** The settings alone, of the step's inputs (or of settings): nothing else goes to the tracker. */
function trackerSettings(inputs) {
    return {
        clientKey: inputs.clientKey,
        channels: inputs.channels,
        baseUrl: inputs.baseUrl,
        failOnError: inputs.failOnError,
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
    };
}
/** A handover is a few hundred bytes; anything near this is not one. */
const MAX_HANDOVER_BYTES = 64 * 1024;
/**
 * The handover, read whole from `input` (the tracker's stdin), which is then closed; undefined when what came
 * is not one (the stage died before it wrote, say).
 */
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

/***/ 86958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ partArguments),
/* harmony export */   a: () => (/* binding */ KILLED_EXIT_WAIT_MS)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Node's arguments that run a part of the action's bundle in a process of its own: the tracker, which a stage
 * starts, and the board's reader, which the tracker starts. `from` is the URL of the module that asks, in
 * src/tracker/ or in the bundle. The runner runs dist/: the part's line beside the running bundle,
 * dist/action/… → dist/<part>/index.js. From the sources, as @github/local-action runs them under a
 * TypeScript loader, there is no dist/: the two lines the build writes there, pointed at src/action.ts, under
 * this process's loader (and options: a later `--eval` or option of the same name overrides an earlier one,
 * as when the tracker started that way starts the reader). `webpackIgnore` keeps ncc from copying either file
 * as an asset; the paths are resolved at run time.
 */
function partArguments(part, options, from) {
    if (new URL(from).pathname.endsWith('.ts')) {
        const root = new URL(/* webpackIgnore: true */ '../action.ts', from).href;
        const script = `const { runAndExit } = await import(${JSON.stringify(root)})\nawait runAndExit('${part}')`;
        return [...process.execArgv, ...options, '--input-type=module', '--eval', script];
    }
    return [...options, (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(new URL(/* webpackIgnore: true */ `../${part}/index.js`, from))];
}
/** A killed process is gone within milliseconds; this only bounds the wait should the system be slow to reap. */
const KILLED_EXIT_WAIT_MS = 1_000;


/***/ })

};
