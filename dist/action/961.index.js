export const id = 961;
export const ids = [961];
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

/***/ 11961:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finishLeg: () => (/* binding */ finishLeg),
  joinMatrix: () => (/* binding */ joinMatrix)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/folder.ts
var activity_folder = __webpack_require__(9173);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/activity/estimate.ts
var estimate = __webpack_require__(70655);
;// CONCATENATED MODULE: ./src/activity/legs-content.ts


/** "4 of 6 legs done · 1 failed: ubuntu-latest, 20": what a shared matrix activity says while it runs. */
function legsContent(content, tally, usualMs) {
    const failed = failedWords(tally);
    return {
        ...content,
        body: [`${tally.done.length} of ${tally.count} legs done`, failed].filter(Boolean).join(' · '),
        // Red from the first failed leg on; a full bar is for the end.
        severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
        progress: Math.min(99, Math.floor(100 * doneShare(tally, usualMs))),
    };
}
/**
 * The share of the matrix that is done: legs done, each weighing its usual time when the legs' history has
 * them, so that the bar stands nearer its end once the long legs are done. A leg the history does not know
 * (added since, or renamed) weighs the mean of those it knows; so do the legs still running when the history
 * does not hold exactly as many other legs as are still to come.
 */
function doneShare(tally, usualMs = {}) {
    const known = Object.values(usualMs);
    if (known.length === 0)
        return tally.done.length / tally.count;
    const mean = known.reduce((sum, ms) => sum + ms, 0) / known.length;
    const weight = (ms) => Math.max(ms ?? mean, 1);
    // A report names its leg by its label's digest: the labels themselves are not read.
    const byDigest = new Map(Object.entries(usualMs).map(([label, ms]) => [(0,leg/* labelDigest */.rT)(label), ms]));
    const doneDigests = new Set(tally.done.map((report) => report.digest));
    const done = tally.done.reduce((sum, report) => sum + weight(byDigest.get(report.digest)), 0);
    const others = [...byDigest].filter(([digest]) => !doneDigests.has(digest));
    const toCome = tally.count - tally.done.length;
    const left = others.length === toCome ? others.reduce((sum, [, ms]) => sum + weight(ms), 0) : toCome * weight(mean);
    return done / (done + left);
}
/**
 * The end of a shared matrix activity: the matrix's outcome, how long it took (beside its longest leg's usual
 * time: the legs run side by side), and the legs behind it.
 */
function legsFinalContent(content, tally, durationMs, usualMs = {}) {
    const progress = Math.floor(100 * doneShare(tally, usualMs));
    const longest = Math.max(0, ...Object.values(usualMs));
    const end = (0,estimate/* timedFinalContent */.NG)({ ...content, progress }, tally.outcome, durationMs, undefined, longest);
    const legs = tally.outcome === 'success'
        ? `${tally.count} legs`
        : [`${tally.done.length} of ${tally.count} legs done`, failedWords(tally)].filter(Boolean).join(' · ');
    return { ...end, body: `${end.body} · ${legs}` };
}
function failedWords(tally) {
    if (tally.failed.length === 0)
        return '';
    return tally.failed.length === 1
        ? `1 failed: ${tally.failedLabel}`
        : `${tally.failed.length} failed: ${tally.failedLabel}, …`;
}

// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/activity/summary.ts
var summary = __webpack_require__(10617);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/matrix/board.ts
var board = __webpack_require__(63585);
// EXTERNAL MODULE: ./src/matrix/shared-activity.ts + 1 modules
var shared_activity = __webpack_require__(3501);
;// CONCATENATED MODULE: ./src/matrix/tally.ts
/**
 * Sums up the reports. A leg is done when it reported in this attempt, or in an earlier one and it is not
 * running again in this one (`rerun`: the legs that joined this attempt, a re-run of all jobs or of the
 * failed ones). The matrix is complete when every leg is done, and at once when a leg failed under
 * fail-fast or a leg was cancelled (the run is being cancelled): the legs still to come are cancelled too,
 * and some never start, so never report. The failed leg's label is the roster's to read.
 */
function tally(reports, leg, attempt, rerun) {
    const latest = new Map();
    for (const report of reports) {
        if (report.index >= leg.count || report.attempt > attempt)
            continue;
        const known = latest.get(report.index);
        if (!known || report.attempt > known.attempt)
            latest.set(report.index, report);
    }
    const done = [...latest.values()]
        .filter((report) => report.attempt === attempt || !rerun.has(report.index))
        .sort((a, b) => a.index - b.index);
    const failed = done.filter((report) => report.outcome === 'failure');
    const cancelled = done.some((report) => report.outcome === 'cancelled' && report.attempt === attempt);
    const outcome = failed.length > 0 ? 'failure' : cancelled ? 'cancelled' : 'success';
    const failedNow = failed.some((report) => report.attempt === attempt);
    return {
        count: leg.count,
        done,
        failed,
        outcome,
        complete: done.length === leg.count || (failedNow && leg.failFast) || cancelled,
    };
}

;// CONCATENATED MODULE: ./src/matrix/roster.ts




/**
 * A matrix's notes on the run's board (artifacts the legs of one run can all read), one small artifact each.
 * Names are unique within a run, so a name is also a claim that exactly one leg wins: the start, and the end.
 * Everything but the legs' reports is per run attempt, so an earlier attempt's notes are never taken for
 * this one's; the reports outlive their attempt, so a re-run of the failed legs still counts the others.
 */
class Roster {
    attempt;
    leg;
    secret;
    #prefix;
    #activity;
    constructor(
    /** GITHUB_JOB: the job's key in the workflow, the same for every leg of its matrix. */
    job, attempt, leg, 
    /** The legs' shared secret (the Signalgrid credentials), which seals the activity's token. */
    secret) {
        this.attempt = attempt;
        this.leg = leg;
        this.secret = secret;
        this.#prefix = `signalgrid-${job}`;
        this.#activity = new shared_activity/* SharedActivity */.h(`${this.#prefix}-a${attempt}`, String(leg.index), secret);
    }
    /** Whether this leg is the one to start the activity. */
    claimStart() {
        return this.#activity.claimStart();
    }
    publish(activity) {
        return this.#activity.publish(activity);
    }
    /** The activity once its starter has published it, or undefined if it has not within `timeoutMs`. */
    published(timeoutMs, pollMs) {
        return this.#activity.published(timeoutMs, pollMs);
    }
    /** Says this leg runs again in this attempt, so that its earlier report does not count for it. */
    async join() {
        if (this.attempt > 1)
            await board/* leave */.qG(this.#name(`joined-${this.leg.index}`), String(this.leg.index));
    }
    /** This leg's outcome, in its entry's name: the tally reads every leg's from one listing. */
    async report(outcome) {
        await board/* leave */.qG(this.#reportName(outcome), this.leg.label);
    }
    /** The board as this stage's tally listed it: the end's claim looks there first. */
    #listing;
    /**
     * Every leg's report and the legs that joined this attempt, from one listing of the board; a download
     * only for the failed leg the phone names, when it is another leg.
     */
    async tally() {
        const listing = await board/* list */.p_(`${this.#prefix}-`);
        this.#listing = listing;
        const reports = new Map();
        const rerun = new Set();
        for (const entry of listing.entries) {
            const what = entry.name.slice(listing.prefix.length);
            const report = REPORT.exec(what);
            const joined = JOINED.exec(what);
            if (report) {
                const parsed = {
                    index: Number(report[1]),
                    attempt: Number(report[2]),
                    outcome: report[3],
                    digest: report[4],
                    // A report without its time counts as just made: the end then waits the whole spacing after it.
                    at: entry.createdAt?.getTime() ?? Date.now(),
                };
                reports.set(parsed, entry);
            }
            else if (joined && Number(joined[1]) === this.attempt) {
                rerun.add(Number(joined[2]));
            }
        }
        const counted = tally([...reports.keys()], this.leg, this.attempt, rerun);
        const [failed] = counted.failed;
        return { ...counted, failedLabel: failed && (await this.#labelOf(failed, reports.get(failed))) };
    }
    /** Whether this leg is the one to end the activity. */
    claimEnd() {
        return this.#activity.claimEnd(this.#listing);
    }
    /** The token's note, once the activity has ended: nothing a later reader could use is left behind. */
    clear() {
        return this.#activity.clear();
    }
    #name(what) {
        return this.#activity.name(what);
    }
    /**
     * A report's entry: it outlives its attempt, and its name says all of it but the leg's label, which it holds
     * (the name has its digest: "build-leg-3-a1-failure-5f2c…").
     */
    #reportName(outcome) {
        return `${this.#prefix}-leg-${this.leg.index}-a${this.attempt}-${outcome}-${(0,leg/* labelDigest */.rT)(this.leg.label)}`;
    }
    /** The label of a leg that reported: this leg's own, or the text of its report. */
    async #labelOf(report, entry) {
        if (report.index === this.leg.index)
            return this.leg.label;
        return (entry && (await board/* readEntry */.hB(entry))) ?? (0,leg/* placeLabel */.sk)(report.index);
    }
}
/** What follows the prefix in a report's name, and in a leg's note that it joined an attempt. */
const REPORT = /^leg-(\d+)-a(\d+)-(success|failure|cancelled)-([0-9a-f]{12})$/;
const JOINED = /^a(\d+)-joined-(\d+)$/;

// EXTERNAL MODULE: ./src/stages/end.ts + 1 modules
var stages_end = __webpack_require__(12814);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts
var user_agent = __webpack_require__(29665);
;// CONCATENATED MODULE: ./src/stages/legs-history.ts




/**
 * How long each leg of this matrix usually takes, by its label, from the last successful run: the starting
 * leg reads it beside its start, and publishes it with the token. Only with `progress-mode: time` and step
 * tracking, as for one job. Undefined without such a history or past LEGS_HISTORY_TIMEOUT_MS; never rejects.
 */
async function readLegsUsual(inputs, context) {
    if (!inputs.trackSteps || inputs.progressMode !== 'time' || !inputs.githubToken)
        return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), constants/* LEGS_HISTORY_TIMEOUT_MS */.YV);
    try {
        // Loaded here: only the starting leg of a matrix reads history, and Octokit is large.
        const [{ CurrentJob }, { getOctokit }, { queryForThisRun, readLegsHistory, workflowFileName }] = await Promise.all([
            __webpack_require__.e(/* import() */ 131).then(__webpack_require__.bind(__webpack_require__, 90131)),
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 61351)),
            __webpack_require__.e(/* import() */ 163).then(__webpack_require__.bind(__webpack_require__, 79163)),
        ]);
        // Without the workflow's file there is no runs list to look in: not even this leg's name is read.
        if (workflowFileName(process.env.GITHUB_WORKFLOW_REF) === undefined)
            return undefined;
        // This leg's own name ("test (ubuntu-latest, 20)") gives its matrix job's; CurrentJob also refuses an API
        // the token must not travel to.
        const job = CurrentJob.of({
            token: inputs.githubToken,
            jobId: inputs.jobId,
            runnerName: context.runnerName,
            userAgent: user_agent/* USER_AGENT */._,
            timeoutMs: constants/* LEGS_HISTORY_TIMEOUT_MS */.YV,
        });
        const answer = await job?.read();
        if (answer?.outcome !== 'job')
            return undefined;
        const octokit = getOctokit(inputs.githubToken, { userAgent: user_agent/* USER_AGENT */._ });
        const read = await readLegsHistory(octokit, queryForThisRun(answer.job.name, controller.signal));
        core/* debug */.Yz(`Signalgrid: ${read.message}${read.ok ? '' : ': the bar counts legs'}.`);
        if (!read.ok)
            return undefined;
        return Object.fromEntries(Object.entries(read.usualMs).map(([label, ms]) => [(0,leg/* shortLabel */.z1)(label), ms]));
    }
    catch (error) {
        core/* debug */.Yz(`Signalgrid: no history of the legs (${error instanceof Error ? error.message : error}).`);
        return undefined;
    }
    finally {
        clearTimeout(timer);
    }
}

// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
// EXTERNAL MODULE: ./src/stages/start.ts
var start = __webpack_require__(96543);
// EXTERNAL MODULE: ./src/stages/state.ts
var state = __webpack_require__(49074);
;// CONCATENATED MODULE: ./src/stages/shared-matrix.ts
















// The legs of a matrix job share one activity. The first leg to claim the start sends it and publishes the
// token (sealed) on the run's board; the others go on at once and read it only at their end, when it has
// long been there. Each leg reports its outcome at its end and shows the tally; the leg that completes the
// matrix claims the end, so exactly one sends it. Loaded only by a leg of a shared matrix: @actions/artifact
// is large.
// @actions/artifact says what it uploads and downloads in the step's log: folded away under one line.
const GROUP = "Signalgrid: the matrix's shared activity";
/**
 * This leg's place in the shared activity: the starter, or a leg that reports at its end. Undefined when the
 * run's board cannot be used: the leg then goes on alone, as with `matrix: per-leg`.
 */
function joinMatrix(inputs, context, by) {
    return core/* group */.Os(GROUP, () => join(inputs, context, by));
}
/** A leg's end: its outcome on the board, then the tally on the phone, or the end if it completes the matrix. */
function finishLeg(inputs, context, state) {
    return core/* group */.Os(GROUP, () => finish(inputs, context, state));
}
async function join(inputs, context, by) {
    const now = Date.now();
    const roster = rosterOf(inputs, context);
    core/* exportVariable */.dN(constants/* LEG_VARIABLE */.sj, String(inputs.leg.index));
    try {
        await roster.join();
        // Every leg keeps when its job began: its job summary, and its own activity should it go on alone, say
        // how long this leg took.
        if (!(await roster.claimStart()))
            return (0,state/* saveInstanceState */.C)({ role: 'leg', startedAt: now });
    }
    catch (error) {
        goingAlone(error);
        return undefined;
    }
    const content = {
        ...(0,activity_content/* initialContent */.io)(inputs, context),
        body: inputs.body ?? `0 of ${inputs.leg.count} legs done`,
    };
    // The history goes out beside the start: the phone does not wait for it, and pre waits for the slower.
    const [started, legsUsualMs] = await Promise.all([
        (0,start/* sendStart */.N)(inputs, context, content, by, now),
        readLegsUsual(inputs, context),
    ]);
    const published = started
        ? {
            token: started.activityUpdateToken,
            startedAt: now,
            ...(legsUsualMs ? { legsUsualMs } : {}),
            ...(started.remaining === undefined ? {} : { remaining: started.remaining }),
        }
        : { failed: true };
    if (started && legsUsualMs) {
        const folder = activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, started.activityUpdateToken);
        const record = folder.readRecord();
        if (record)
            folder.writeRecord({ ...record, legsUsualMs });
    }
    try {
        await roster.publish(published);
    }
    catch (error) {
        if (started)
            goingAlone(error);
    }
    if (!started)
        return (0,state/* saveInstanceState */.C)({ role: 'none' });
    core/* exportVariable */.dN(constants/* ACTIVITY_TOKEN_VARIABLE */.Xs, started.activityUpdateToken);
    return (0,state/* saveInstanceState */.C)({ role: 'leg', token: started.activityUpdateToken, startedAt: now });
}
async function finish(inputs, context, state) {
    const roster = rosterOf(inputs, context);
    let tally;
    try {
        await roster.report(inputs.jobStatus);
        tally = await roster.tally();
    }
    catch (error) {
        goingAlone(error);
        return showAlone(inputs, context, state);
    }
    const ends = tally.complete && (await claimEnd(roster));
    if (tally.complete && !ends) {
        core/* debug */.Yz('Signalgrid: the matrix is complete, and another leg claimed its end.');
        return;
    }
    const activity = state.token
        ? { token: state.token, startedAt: state.startedAt ?? Date.now() }
        : await roster.published(constants/* MATRIX_TOKEN_WAIT_MS */.hz, constants/* MATRIX_POLL_MS */.LF).catch(() => undefined);
    if (!activity || 'failed' in activity) {
        if (!activity)
            core/* notice */.lm("Signalgrid: the matrix's activity did not appear; this leg shows its own.", constants/* ANNOTATION */.YX);
        return showAlone(inputs, context, state);
    }
    const folder = activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, activity.token);
    if (!folder.exists()) {
        folder.create({
            token: activity.token,
            startedAt: activity.startedAt,
            content: (0,activity_content/* initialContent */.io)(inputs, context),
            quotaReserve: (0,quota/* quotaReserve */.H5)(inputs),
            ...(activity.legsUsualMs ? { legsUsualMs: activity.legsUsualMs } : {}),
        });
    }
    const record = folder.readRecord();
    const content = record?.content ?? (0,activity_content/* initialContent */.io)(inputs, context);
    const legsUsualMs = record?.legsUsualMs;
    if (ends) {
        await afterOthersUpdates(tally, inputs);
        const endedAt = Date.now();
        const end = legsFinalContent(content, tally, endedAt - activity.startedAt, legsUsualMs);
        await (0,stages_end/* sendEnd */.y)(inputs, folder, activity.token, end, tally.outcome, endedAt);
        if (tally.outcome === 'failure' && inputs.failureAlert !== 'none') {
            await (0,stages_end/* sendFailureAlert */.p)(inputs.failureAlert, inputs, context, folder, tally.failedLabel);
        }
        // The sealed token is no use once the activity has ended.
        await roster.clear().catch(() => { });
    }
    else if (quotaLeftAtMost(folder, activity, tally, inputs.leg.index, context.runAttempt) <= (0,quota/* quotaReserve */.H5)(inputs)) {
        core/* notice */.lm(quota/* QUOTA_KEPT_NOTICE */.$V, constants/* ANNOTATION */.YX);
    }
    else {
        const update = legsContent(content, tally, legsUsualMs);
        const entry = { at: Date.now(), kind: 'update', by: 'post', ...(0,activity_content/* journalView */.bF)(update) };
        await (0,journal/* sendJournaled */.X)(folder, entry, () => (0,signalgrid_client/* createClient */.U)(inputs).updateActivity(activity.token, update)).catch((error) => (0,report/* reportServiceFailure */.m)(inputs.failOnError, 'could not update the activity', error));
    }
    if (process.env.GITHUB_STEP_SUMMARY) {
        const duration = Date.now() - (state.startedAt ?? activity.startedAt);
        await core/* summary */.z.addRaw((0,summary/* summaryMarkdown */.e)(folder.readJournal(), inputs.jobStatus, duration)).write();
    }
}
/**
 * A leg that reported just before this one may still be sending its update: the end waits until the spacing
 * has passed since then, so that nothing arrives after it and the phones do not drop it as too close.
 */
async function afterOthersUpdates(tally, inputs) {
    const spacingMs = inputs.minUpdateIntervalSeconds * 1000;
    const others = tally.done.filter((report) => report.index !== inputs.leg.index).map((report) => report.at);
    const waitMs = Math.min(spacingMs, Math.max(0, ...others) + spacingMs - Date.now());
    if (waitMs > 0)
        await (0,promises_.setTimeout)(waitMs);
}
/**
 * The most the monthly quota can have left: the count the start's answer gave (this leg's journal holds it
 * when it started the activity), less the update each other leg done has sent since. The account's other
 * jobs spend it too, so the quota may hold less, never more: at or under the reserve, this leg's update
 * would take what the end needs.
 */
function quotaLeftAtMost(folder, activity, tally, index, attempt) {
    const started = (0,quota/* lastRemaining */.fq)(folder.readJournal()) ?? ('remaining' in activity ? activity.remaining : undefined);
    if (started === undefined)
        return Number.POSITIVE_INFINITY;
    const updated = tally.done.filter((report) => report.attempt === attempt && report.index !== index);
    return started - updated.length;
}
/** The end's claim. When the board cannot say, this leg ends the activity: a second end is harmless, none is not. */
async function claimEnd(roster) {
    try {
        return await roster.claimEnd();
    }
    catch {
        return true;
    }
}
/**
 * What this leg would have shown alone: the end of the activity it started, or, without one, an activity
 * of its own, started and ended, so that its outcome still reaches the phone.
 */
async function showAlone(inputs, context, state) {
    const now = Date.now();
    const base = (0,activity_content/* initialContent */.io)(inputs, context);
    const token = state.token || (await (0,start/* sendStart */.N)(inputs, context, base, 'post', now))?.activityUpdateToken;
    if (!token)
        return;
    const end = (0,activity_content/* finalContent */.yu)(base, inputs.jobStatus, now - (state.startedAt ?? now));
    await (0,stages_end/* sendEnd */.y)(inputs, activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, token), token, end, inputs.jobStatus, now);
}
function goingAlone(error) {
    const cause = error instanceof Error ? error.message : String(error);
    core/* notice */.lm(`Signalgrid: the legs of this matrix cannot share one activity (${cause}); this leg shows its own.`, constants/* ANNOTATION */.YX);
}
function rosterOf(inputs, context) {
    return new Roster(context.job, context.runAttempt, inputs.leg, `${inputs.clientKey}\n${inputs.channel}`);
}


/***/ })

};
