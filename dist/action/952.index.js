export const id = 952;
export const ids = [952,571,543];
export const modules = {

/***/ 63585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ claim),
/* harmony export */   TF: () => (/* binding */ remove),
/* harmony export */   hB: () => (/* binding */ readEntry),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   qG: () => (/* binding */ leave)
/* harmony export */ });
/* unused harmony exports BOARD_DEADLINE_MS, BOARD_RETENTION_DAYS, BoardError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9645);
// The run's board: small texts the legs of a matrix job leave for each other, as artifacts of the run. The
// legs run on separate machines and share no outputs, but every leg's runtime token reaches the run's
// artifacts: an artifact is visible to every leg once its upload is finalized, and its name is taken once per
// run (the service refuses a second CreateArtifact with 409), which makes claim() a lock no two legs can
// both take. Artifacts carry over into re-run attempts: a name that must not be mistaken for an earlier
// attempt's holds the attempt. Callers load this module with a dynamic import, so @actions/artifact (and
// the blob storage client under it) is a chunk only a stage that uses the board loads. The library writes
// its progress to the step's log (info lines), and means to warn when a call fails.




/**
 * How long one board operation may take before it fails with a BoardError, whatever the service does. The
 * library waits far longer and takes no signal: a Twirp call is tried 5 times, 3 s apart at first and then
 * 1.5 to 2.25 times longer each time, 24 to 35 s in all when the service answers 5xx, and a hung answer waits
 * for its socket's 3 minute timeout at each attempt; blob storage retries a refused connection or a 500/503
 * 4 times over 16 s, and a download 5 times 5 s apart. Only a refused Twirp connection fails at once. Ten
 * seconds lets a call ride out one 5xx (its retry comes after 3 s) and keeps a stage that reads or claims
 * twice well inside a stage's own bounds, with nothing to wait for in a matrix that cannot coordinate.
 */
const BOARD_DEADLINE_MS = 10_000;
/** Entries matter only while the run lasts: one day, the shortest retention an artifact takes. */
const BOARD_RETENTION_DAYS = 1;
/** A board entry's name: also its artifact's name and its file's, so only characters all three accept. */
const ENTRY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * A board operation failed: the service refused it, could not be reached, or did not finish within
 * BOARD_DEADLINE_MS. The message names the board, the operation, the entry and the cause; neither carries
 * the runtime token or a signed URL.
 */
class BoardError extends Error {
    name = 'BoardError';
    operation;
    /** The entry's name, or the prefix for list(). */
    entry;
    /**
     * True when the deadline cut it. The library's own retries then go on, and hold the process open until
     * they end: up to 35 s more against a service answering 5xx, minutes against one that does not answer. A
     * stage that met one ends its process itself once its work is done, or its step would wait on them.
     */
    timedOut;
    constructor(operation, entry, cause, timedOut) {
        super(`The run's board could not ${operation} "${entry}": ${cause}`);
        this.operation = operation;
        this.entry = entry;
        this.timedOut = timedOut;
    }
}
const client = new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9();
/**
 * Leaves `text` on the board under `name`, unless the name is taken: 'claimed' for the one leg whose upload
 * the service accepted, 'taken' for every other, even when two legs claim at the same moment. `seen`, a
 * listing this stage made that covers the name, stands for the look claim() takes first: a name it holds
 * is still taken (only remove() frees one), and one taken since meets the service's refusal.
 */
async function claim(name, text, seen) {
    checkName(name);
    if (seen && !name.startsWith(seen.prefix)) {
        throw new RangeError(`A listing of "${seen.prefix}" cannot say whether "${name}" is taken`);
    }
    return within('claim', name, async () => {
        // Looked for first because the library means to annotate the job with a warning when an upload fails
        // (in 6.2 its catch misses the failure of the promise it returns, a slip a patch release may mend):
        // only two legs claiming at the same moment still meet the service's refusal.
        const entries = seen?.entries ?? (await listing(name)).entries;
        if (entries.some((entry) => entry.name === name))
            return 'taken';
        return upload(name, text);
    });
}
/**
 * Leaves `text` under a name no other leg takes (a leg's report in one attempt), without the look claim()
 * takes first: one call fewer. The name already taken is an error.
 */
async function leave(name, text) {
    checkName(name);
    return within('leave', name, async () => {
        if ((await upload(name, text)) === 'taken')
            throw new Error('the name is taken');
    });
}
/** The text of an entry a listing found, with no second look for it; undefined when it has gone since. */
function readEntry(entry) {
    return within('read', entry.name, async () => {
        try {
            return await download(entry.id);
        }
        catch (error) {
            if (error instanceof _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .ArtifactNotFoundError */ .CL)
                return undefined;
            throw error;
        }
    });
}
/** The entries whose names start with `prefix`: one call to the service. */
function list(prefix) {
    return within('list', prefix, () => listing(prefix));
}
/** Takes `name` off the board, freeing it for a claim; false when it was not there. */
async function remove(name) {
    checkName(name);
    return within('remove', name, async () => {
        // Looked for first for the same reason as in claim(): the library warns when there is nothing to delete.
        if (!(await listing(name)).entries.some((entry) => entry.name === name))
            return false;
        try {
            await client.deleteArtifact(name);
            return true;
        }
        catch (error) {
            if (error instanceof _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .ArtifactNotFoundError */ .CL)
                return false;
            throw error;
        }
    });
}
/** One ListArtifacts call: the library lists every artifact of the run, and the names are filtered here. */
async function listing(prefix) {
    const { artifacts } = await client.listArtifacts();
    const entries = artifacts
        .filter((artifact) => artifact.name.startsWith(prefix))
        .map(({ name, id, createdAt }) => ({ name, id, createdAt }));
    return { prefix, entries };
}
/** The file's upload under `name`: 'taken' when the service refuses the name. */
function upload(name, text) {
    return inFolder(async (folder) => {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, name);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, text);
        try {
            // A single file needs no archive: stored as it is, nothing compressed or unpacked either way.
            await client.uploadArtifact(name, [file], folder, {
                skipArchive: true,
                retentionDays: BOARD_RETENTION_DAYS,
            });
            return 'claimed';
        }
        catch (error) {
            if (isNameTaken(error))
                return 'taken';
            throw error;
        }
    });
}
async function download(id) {
    return inFolder(async (folder) => {
        await client.downloadArtifact(id, { path: folder, skipDecompress: true });
        // The file is named after the answer's Content-Disposition, or 'artifact': the folder holds only it.
        const [file] = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder);
        if (file === undefined)
            throw new Error('the download left no file');
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, file), 'utf8');
    });
}
/** Runs `work` in a folder of its own under the runner's temp folder, removed afterwards. */
async function inFolder(work) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'signalgrid-board-'));
    try {
        return await work(folder);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true });
    }
}
/** The work's result, or a BoardError: for its own failure, or once BOARD_DEADLINE_MS has passed. */
function within(operation, entry, work) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            reject(new BoardError(operation, entry, `no answer within ${BOARD_DEADLINE_MS / 1000} s`, true));
        }, BOARD_DEADLINE_MS);
        // Once the deadline has passed, the work's own end settles nothing: its failure is not left unhandled.
        work().then((value) => {
            clearTimeout(timer);
            resolve(value);
        }, (error) => {
            clearTimeout(timer);
            reject(new BoardError(operation, entry, causeOf(error), false));
        });
    });
}
function checkName(name) {
    if (!ENTRY_NAME.test(name)) {
        throw new RangeError(`A board entry's name holds letters, digits, '.', '_' and '-': got "${name}"`);
    }
}
// The service's refusal reaches us only as the text of a plain Error: "... (409) Conflict: an artifact with
// this name already exists on the workflow run".
function isNameTaken(error) {
    return error instanceof Error && /\(409\)/.test(error.message);
}
/**
 * The cause in one line: the library's first line (the next ones advise self-hosted runners), with no query
 * string (a download that times out is reported with its path and query, the signature of its signed URL
 * among them) and never the runtime token.
 */
function causeOf(error) {
    const message = error instanceof Error ? error.message : String(error);
    const first = (message.split('\n')[0] ?? '').trim() || bareError(error);
    const line = first.replace(/\?\S*/g, '');
    const token = process.env.ACTIONS_RUNTIME_TOKEN;
    return token ? line.replaceAll(token, '***') : line;
}
/** An error that says nothing, as blob storage's can be: its name, and the HTTP status when it has one. */
function bareError(error) {
    const status = error?.statusCode;
    const name = error instanceof Error ? error.name : 'an error';
    return typeof status === 'number' ? `${name} (HTTP ${status})` : `${name} without a message`;
}


/***/ }),

/***/ 3501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ SharedActivity)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/matrix/board.ts
var board = __webpack_require__(63585);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/matrix/sealed.ts

// The run's artifacts can be downloaded by anyone who can read the repository. The activity token they carry
// between legs is sealed with a key only the legs hold: derived from the Signalgrid secrets they are given.
/** `text` encrypted and authenticated with a key derived from `secret`, bound to `context`. */
function seal(text, secret, context) {
    const iv = (0,external_node_crypto_.randomBytes)(12);
    const cipher = (0,external_node_crypto_.createCipheriv)('aes-256-gcm', key(secret, context), iv);
    const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
}
/** The text `seal` sealed, or undefined when it was sealed with another secret or context, or altered. */
function unseal(sealed, secret, context) {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
    if (!iv || !tag || !data)
        return undefined;
    try {
        const decipher = (0,external_node_crypto_.createDecipheriv)('aes-256-gcm', key(secret, context), iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    }
    catch {
        return undefined;
    }
}
function key(secret, context) {
    return Buffer.from((0,external_node_crypto_.hkdfSync)('sha256', secret, context, 'signalgrid activity token', 32));
}

;// CONCATENATED MODULE: ./src/matrix/shared-activity.ts



/**
 * One activity that jobs of a run share through the run's board: whoever claims the start sends it and
 * publishes the token, sealed; the others read it. The notes' names begin with `prefix`, which holds the run
 * attempt, so that an earlier attempt's notes are never taken for this one's. `Published` is what the starter
 * publishes: the matrix and the jobs sharing a name each say what they need.
 */
class SharedActivity {
    prefix;
    claimant;
    secret;
    constructor(
    /** The start of every note's name: who shares the activity, and in which attempt. */
    prefix, 
    /** What a claim says about who made it (a leg's index, a job's key): read by nothing, shown in the run. */
    claimant, 
    /** The shared secret (the Signalgrid credentials), which seals the activity's token. */
    secret) {
        this.prefix = prefix;
        this.claimant = claimant;
        this.secret = secret;
    }
    /** Whether this one is the one to start the activity. */
    async claimStart() {
        return (await board/* claim */.B7(this.name('start'), this.claimant)) === 'claimed';
    }
    async publish(activity) {
        const sealed = seal(JSON.stringify(activity), this.secret, this.name('activity'));
        await board/* claim */.B7(this.name('activity'), sealed);
    }
    /**
     * The activity once its starter has published it; undefined when it has not within `timeoutMs` of the
     * start's claim. The token follows the claim by one upload, so a job that comes long after the claim and
     * finds no token (the activity has ended and its note is gone, or its starter died) looks once, not for
     * the whole bound.
     */
    async published(timeoutMs, pollMs) {
        const lookedFirst = Date.now();
        for (;;) {
            const listing = await board/* list */.p_(`${this.prefix}-`);
            const entry = (what) => listing.entries.find((listed) => listed.name === this.name(what));
            const note = entry('activity');
            const sealed = note && (await board/* readEntry */.hB(note));
            const text = sealed === undefined ? undefined : unseal(sealed, this.secret, this.name('activity'));
            if (text !== undefined)
                return JSON.parse(text);
            const claimedAt = Math.min(lookedFirst, entry('start')?.createdAt?.getTime() ?? lookedFirst);
            if (Date.now() + pollMs > claimedAt + timeoutMs)
                return undefined;
            await (0,promises_.setTimeout)(pollMs);
        }
    }
    /**
     * Whether this one is the one to end the activity. `seen`, a listing just made, spares the look before the
     * claim; the service's refusal of a name taken since is still the lock.
     */
    async claimEnd(seen) {
        return (await board/* claim */.B7(this.name('end'), this.claimant, seen)) === 'claimed';
    }
    /** The token's note, once the activity has ended: nothing a later reader could use is left behind. */
    async clear() {
        await board/* remove */.TF(this.name('activity'));
    }
    name(what) {
        return `${this.prefix}-${what}`;
    }
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
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9173);
/* harmony import */ var _activity_quota_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29417);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27242);
/* harmony import */ var _tracker_control_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49521);
/* harmony import */ var _start_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96543);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(49074);








/**
 * Starts the activity and its tracker: this instance is its starter. 'none' when the start failed (said in
 * the log).
 */
async function becomeStarter(inputs, context, by, now) {
    const started = await (0,_start_js__WEBPACK_IMPORTED_MODULE_6__/* .sendStart */ .N)(inputs, context, (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .initialContent */ .io)(inputs, context), by, now);
    if (!started)
        return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .C)({ role: 'none' });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .exportVariable */ .dN(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTIVITY_TOKEN_VARIABLE */ .Xs, started.activityUpdateToken);
    const shown = (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .requestedUpdate */ .i1)(inputs);
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .C)({
        role: 'starter',
        token: started.activityUpdateToken,
        startedAt: now,
        ruuid: started.ruuid,
        remaining: started.remaining === undefined ? '' : String(started.remaining),
        shownUpdate: shown ? JSON.stringify(shown) : '',
        trackerPid: (0,_tracker_control_js__WEBPACK_IMPORTED_MODULE_5__/* .startTracker */ .vX)(_activity_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .ActivityFolder */ .Q.of(context.runnerTemp, started.activityUpdateToken)),
    });
}
/**
 * Attaches this job to an activity another job started: its folder in this job, and a tracker that shows this
 * job's steps on it. `activityName`: the name it found the activity by, if it did.
 */
function becomeAttacher(inputs, context, token, now, activityName) {
    const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .ActivityFolder */ .Q.of(context.runnerTemp, token);
    folder.create({
        token,
        startedAt: now,
        content: (0,_activity_content_js__WEBPACK_IMPORTED_MODULE_1__/* .initialContent */ .io)(inputs, context),
        quotaReserve: (0,_activity_quota_js__WEBPACK_IMPORTED_MODULE_3__/* .quotaReserve */ .H5)(inputs),
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .exportVariable */ .dN(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTIVITY_TOKEN_VARIABLE */ .Xs, token);
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_7__/* .saveInstanceState */ .C)({
        role: 'attacher',
        token,
        startedAt: now,
        trackerPid: (0,_tracker_control_js__WEBPACK_IMPORTED_MODULE_5__/* .startTracker */ .vX)(folder),
        activityName,
    });
}


/***/ }),

/***/ 15952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   forgetName: () => (/* binding */ forgetName),
/* harmony export */   joinByName: () => (/* binding */ joinByName)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27242);
/* harmony import */ var _matrix_shared_activity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3501);
/* harmony import */ var _roles_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35166);




// Jobs of one run that give the same `activity-name` share one activity, with no outputs to wire. The first
// to claim the name's start on the run's board (artifacts every job of the run reads) sends the start and
// publishes the token, sealed; every other job reads it (in a pipeline it is there already, one read) and
// attaches as a job with `activity-token` does. The notes carry the run attempt: a re-run never attaches to
// an earlier attempt's activity, which may have ended. Loaded only by a job with a name: @actions/artifact is
// large.
/**
 * Starts the named activity or attaches to it. When it cannot be shared (no runtime token, the board
 * failing, the token never published) the job shows its own activity, as without a name, and says so once.
 */
function joinByName(inputs, context, by, name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(groupOf(name), () => join(inputs, context, by, name));
}
/** The named activity has ended: its token's note goes, so that nothing a later reader could use is left. */
function forgetName(inputs, context, name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(groupOf(name), () => sharedOf(inputs, context, name)
        .clear()
        .catch(() => { }));
}
async function join(inputs, context, by, name) {
    const now = Date.now();
    const shared = sharedOf(inputs, context, name);
    const alone = (why) => {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Signalgrid: ${why}; this job shows its own activity.`, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATION */ .YX);
        return (0,_roles_js__WEBPACK_IMPORTED_MODULE_3__/* .becomeStarter */ .$)(inputs, context, by, now);
    };
    let claimed;
    try {
        claimed = await shared.claimStart();
    }
    catch (error) {
        return alone(cannotShare(name, error));
    }
    if (claimed) {
        const state = await (0,_roles_js__WEBPACK_IMPORTED_MODULE_3__/* .becomeStarter */ .$)(inputs, context, by, now);
        try {
            await shared.publish(state.token ? { token: state.token, startedAt: now } : { failed: true });
        }
        catch (error) {
            // No other job can find it: this job's activity is its own, and its post ends it as without a name.
            if (state.token) {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Signalgrid: ${cannotShare(name, error)}; this job shows its own activity.`, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .ANNOTATION */ .YX);
            }
            return state;
        }
        if (!state.token)
            return state;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw.activityName, name);
        return { ...state, activityName: name };
    }
    let activity;
    try {
        activity = await shared.published(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MATRIX_TOKEN_WAIT_MS */ .hz, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MATRIX_POLL_MS */ .LF);
    }
    catch (error) {
        return alone(cannotShare(name, error));
    }
    if (activity === undefined) {
        return alone(`the activity named "${name}" did not appear within ${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MATRIX_TOKEN_WAIT_MS */ .hz / 1000} s`);
    }
    if ('failed' in activity)
        return alone(`the job that claimed the activity named "${name}" could not start it`);
    return (0,_roles_js__WEBPACK_IMPORTED_MODULE_3__/* .becomeAttacher */ .k)(inputs, context, activity.token, now, name);
}
/**
 * The name's notes: the run attempt in every name, and a '.' after "name" that no job key holds, so that no
 * matrix job's notes (signalgrid-<job key>-…) are ever taken for a name's.
 */
function sharedOf(inputs, context, name) {
    const prefix = `signalgrid-name.${name}-a${context.runAttempt}`;
    return new _matrix_shared_activity_js__WEBPACK_IMPORTED_MODULE_2__/* .SharedActivity */ .h(prefix, context.job, `${inputs.clientKey}\n${inputs.channel}`);
}
function cannotShare(name, error) {
    const cause = error instanceof Error ? error.message : String(error);
    return `the jobs named "${name}" cannot share one activity (${cause})`;
}
// @actions/artifact says what it uploads and downloads in the step's log: folded away under one line.
function groupOf(name) {
    return `Signalgrid: the activity named "${name}"`;
}


/***/ }),

/***/ 96543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sendStart)
/* harmony export */ });
/* harmony import */ var _activity_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9173);
/* harmony import */ var _activity_quota_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29417);
/* harmony import */ var _activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11677);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99278);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87781);






/**
 * Sends the start, to every channel, and gives the activity its folder in this job, its first journal entry
 * the start. A start that fails on every channel is said in the log, not journaled, and gives undefined; one
 * channel's refusal is a warning of its own, and that channel gets nothing more.
 */
async function sendStart(inputs, context, content, by, now) {
    let started;
    try {
        started = await (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_3__/* .createClient */ .U)(inputs).startActivity(content);
    }
    catch (error) {
        // Without the token this job can neither update nor end what the service may have started.
        const what = (0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_4__/* .mayHaveStarted */ .NG)(error)
            ? 'could not start the activity; if Signalgrid started it anyway, it stays on the phone until it expires'
            : 'could not start the activity';
        (0,_report_js__WEBPACK_IMPORTED_MODULE_5__/* .reportServiceFailure */ .m)(inputs.failOnError, what, error);
        return undefined;
    }
    const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .ActivityFolder */ .Q.of(context.runnerTemp, started.activityUpdateToken);
    folder.create({
        token: started.activityUpdateToken,
        startedAt: now,
        content,
        quotaReserve: (0,_activity_quota_js__WEBPACK_IMPORTED_MODULE_2__/* .quotaReserve */ .H5)(inputs),
    });
    // Its time is when the answer came, the latest the start can have reached the phone: updates are spaced
    // from it.
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


/***/ })

};
