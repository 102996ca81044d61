export const id = 127;
export const ids = [127];
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
// EXTERNAL MODULE: ./src/matrix/roster.ts + 1 modules
var roster = __webpack_require__(73754);
// EXTERNAL MODULE: ./src/matrix/sealed.ts
var sealed = __webpack_require__(43649);
// EXTERNAL MODULE: ./src/matrix/waits.ts
var waits = __webpack_require__(91215);
;// CONCATENATED MODULE: ./src/matrix/board-reader.ts
// The board's reader: the short-lived process a tracker starts (dist/board/, src/tracker/board-read.ts) to read
// the activity its matrix's starter published, when it may have to take over sending. The tracker cannot
// load the artifact client itself: it would double the memory of a process that lives through the job.




/**
 * Answers the request on this process's stdin, once, within `deadlineMs`: the published activity as one JSON
 * line on stdout and exit code 0; nothing and exit code 1 when there is none, or the request is none, or the
 * board fails or takes longer. The artifact client's own lines (@actions/core writes them on stdout) go to
 * stderr, which the tracker does not read: stdout carries the answer alone. The caller ends the process:
 * the client's retries of a call cut at its deadline would go on in the background.
 */
async function answerBoardRequest(deadlineMs) {
    const answer = process.stdout.write.bind(process.stdout);
    process.stdout.write = process.stderr.write.bind(process.stderr);
    process.exitCode = 1;
    const endsAt = Date.now() + deadlineMs;
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(undefined), deadlineMs);
    });
    const published = await Promise.race([lookUp(endsAt).catch(() => undefined), late]);
    clearTimeout(timer);
    if (published === undefined)
        return;
    await new Promise((resolve) => answer(`${JSON.stringify(published)}\n`, resolve));
    process.exitCode = 0;
}
/**
 * The published activity, as a leg's end reads it (the same roster: the same key, the same names), in one
 * look: when a tracker asks, its matrix's note has long been there, or is not coming.
 */
async function lookUp(endsAt) {
    const request = await (0,board_request/* readBoardRequest */.WA)(process.stdin);
    if (!request)
        return undefined;
    // The artifact client reads them from the environment at each call: set in this process's memory only.
    process.env.ACTIONS_RUNTIME_TOKEN = request.runtimeToken;
    process.env.ACTIONS_RESULTS_URL = request.resultsUrl;
    const roster = rosterOf(request, new waits/* Waits */.d(Math.max(0, endsAt - Date.now()), () => { }));
    await roster.look();
    return roster.published(0, ONE_LOOK_POLL_MS);
}
/** With no time to wait, published() never polls: its first look is its last. */
const ONE_LOOK_POLL_MS = 1;
function rosterOf(request, waits) {
    const key = new sealed/* RunKey */.T(request.secret, request.repository, request.runId);
    return new roster/* Roster */.w(request.matrix, request.attempt, request.leg, key, request.jobId, waits);
}

;// CONCATENATED MODULE: ./src/board.ts


/**
 * The board's reader, which a tracker starts as dist/board/index.js to read its matrix's published activity
 * (src/tracker/board-read.ts): the request on its stdin, the answer on its stdout.
 */
const run = () => answerBoardRequest(constants/* BOARD_READ_DEADLINE_MS */.Ox);


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
/* harmony export */   Yt: () => (/* binding */ OWN_JOB_TIMEOUT_MS),
/* harmony export */   dR: () => (/* binding */ TRACKER_FLUSH_MS),
/* harmony export */   fv: () => (/* binding */ POLL_INTERVAL_MS),
/* harmony export */   hz: () => (/* binding */ MATRIX_TOKEN_WAIT_MS),
/* harmony export */   jT: () => (/* binding */ TRACKER_STOP_TIMEOUT_MS),
/* harmony export */   m$: () => (/* binding */ LOW_QUOTA),
/* harmony export */   nn: () => (/* binding */ LEGS_RUNNING_TIMEOUT_MS),
/* harmony export */   qX: () => (/* binding */ MAX_CHANNELS),
/* harmony export */   rw: () => (/* binding */ TRACKER_UNREACHABLE_MS),
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
    matrixName: 'matrix-name',
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
 * How long a leg of a shared matrix reads its own job as it joins (its name tells one call of a reusable
 * workflow from another); without an answer by then, its matrix goes by its job's key alone.
 */
const OWN_JOB_TIMEOUT_MS = 3_000;
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
/**
 * A tracker whose jobs API has not answered for this long (no connection, a timeout, a server error) leaves. On a
 * runner the API is GitHub's: an outage this long stops the bar, never the end, which post sends without the
 * tracker, and while it lasts the tracker could not see its job end anyway. Where the API is a test's server that
 * is gone, its trackers are gone too, minutes later instead of a day.
 */
const TRACKER_UNREACHABLE_MS = 10 * 60_000;
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

/***/ 73754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ Roster)
});

// EXTERNAL MODULE: ./src/matrix/board.ts
var board = __webpack_require__(63585);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/matrix/shared-activity.ts
var shared_activity = __webpack_require__(71412);
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
    const all = done.length === leg.count;
    const early = !all && ((failedNow && leg.failFast) || cancelled);
    return { count: leg.count, done, failed, outcome, complete: all || early, early };
}

;// CONCATENATED MODULE: ./src/matrix/roster.ts




/**
 * A matrix's notes on the run's board (artifacts the legs of one run can all read), one small artifact each.
 * Names are unique within a run, so a name is also a claim that exactly one leg wins: the start, and the end.
 * Everything but the legs' reports is per run attempt, so an earlier attempt's notes are never taken for
 * this one's; the reports outlive their attempt, so a re-run of the failed legs still counts the others. Every
 * name carries its tag, and every text is sealed, with the run's key: only what the legs left counts.
 */
class Roster {
    attempt;
    leg;
    key;
    jobId;
    waits;
    #prefix;
    #board;
    #activity;
    constructor(
    /**
     * The matrix's name (matrix-name.ts): its job's key in the workflow, and the call's in a called workflow,
     * the same for every leg of the matrix and for no other matrix of the run.
     */
    matrix, attempt, leg, 
    /** The run's key, from the legs' shared secret (the Signalgrid credentials): it signs and seals the notes. */
    key, 
    /** `job.check_run_id`: the jobs API's id of this leg's job, in its report ('' where the runner gives none). */
    jobId, 
    /** What this stage may still wait for the other legs. */
    waits) {
        this.attempt = attempt;
        this.leg = leg;
        this.key = key;
        this.jobId = jobId;
        this.waits = waits;
        this.#prefix = `signalgrid-${matrix}`;
        this.#board = new board/* Board */.bW(waits);
        this.#activity = new shared_activity/* SharedActivity */.h_(`${this.#prefix}-a${attempt}`, String(leg.index), key, this.#board);
    }
    /** Whether this leg is the one to start the activity. */
    claimStart() {
        return this.#activity.claimStart();
    }
    publish(activity) {
        return this.#activity.publish(activity);
    }
    /**
     * The activity once its starter has published it, or undefined if it has not within `timeoutMs`: looked for
     * first in the listing this stage's tally made.
     */
    published(timeoutMs, pollMs) {
        return this.#activity.published(timeoutMs, pollMs, this.#listing);
    }
    /**
     * Whether the activity is over for good, as the tally's listing shows it: its end is claimed, or its notes
     * are gone (the leg that ended it cleared them). A leg that reports then has nothing to show.
     */
    isOver() {
        const listing = this.#listing;
        if (!listing)
            return false;
        const notes = (what) => this.#activity.notes(listing, what).length > 0;
        return notes('end') || (!notes('start') && !notes('activity'));
    }
    /** Says this leg runs again in this attempt, so that its earlier report does not count for it. */
    async join() {
        if (this.attempt > 1) {
            await this.#board.leave(this.#name(`joined-${this.leg.index}`), String(this.leg.index), this.#signed);
        }
    }
    /** This leg's outcome, in its entry's name: the tally reads every leg's from one listing. */
    async report(outcome) {
        const name = this.#reportName(outcome);
        await this.#board.leave(name, this.key.seal(this.leg.label, name), this.#signed);
    }
    /** The board as this stage last looked at it: the tally, the token and the end's claim are read there. */
    #listing;
    /** Looks at the board: every leg's report, the legs that joined this attempt, the activity's notes. One call. */
    async look() {
        this.#listing = await this.#board.list(`${this.#prefix}-`);
    }
    /**
     * Looks at the board once this leg has reported. A listing that does not show this leg's own report lags
     * behind the service (one report saw a later job list 9 of 18 artifacts): it is looked at again until it
     * does, within the stage's waits, so that of two legs that report one after the other the later one sees
     * both reports and ends the activity. Without a lag, one call. Says how long the listing lagged: a leg that
     * reported just before this one lags as long before it sends its update.
     */
    async lookAfterReport() {
        const reportedAt = Date.now();
        await this.look();
        if (this.#listsOwnReport())
            return 0;
        await this.waits.until("the board to list this leg's report", shared_activity/* CLAIM_SETTLE_MS */.gD, shared_activity/* CLAIM_POLL_MS */.Cz, async () => {
            await this.look();
            return this.#listsOwnReport() || undefined;
        }, 'backoff');
        return Date.now() - reportedAt;
    }
    /** Whether the last look found this leg's report of this attempt. */
    #listsOwnReport() {
        return this.#notes(this.#listing).some(({ what }) => {
            const report = REPORT.exec(what);
            return Number(report?.[1]) === this.leg.index && Number(report?.[2]) === this.attempt;
        });
    }
    /**
     * The notes of a listing the legs left, each with what its name says after the prefix: those whose tag is
     * the run key's for their names, a note left again ("-r2") as the note itself.
     */
    #notes(listing) {
        if (!listing)
            return [];
        return listing.entries.flatMap((entry) => {
            const name = this.key.verified(entry.name);
            return name?.startsWith(listing.prefix) ? [{ entry, what: name.slice(listing.prefix.length) }] : [];
        });
    }
    /**
     * The tally as the last look found the board, this leg counted with `outcome` whether its report was
     * listed or not; a download only for the failed leg the phone names, when it is another leg.
     */
    async tally(outcome) {
        const { counted, entries } = this.#count(outcome);
        const [failed] = counted.failed;
        return { ...counted, failedLabel: failed && (await this.#labelOf(failed, entries.get(failed))) };
    }
    /**
     * Whether every other leg is done, as the last look found the board. This leg is then the last: no other
     * leg can see the matrix complete, so it ends the activity with no claim, and reports only what a re-run
     * will need.
     */
    othersDone(outcome) {
        return this.#count(outcome).counted.done.length === this.leg.count;
    }
    #count(outcome) {
        const entries = new Map();
        const rerun = new Set();
        for (const { entry, what } of this.#notes(this.#listing)) {
            const report = REPORT.exec(what);
            const joined = JOINED.exec(what);
            if (report) {
                const parsed = {
                    index: Number(report[1]),
                    attempt: Number(report[2]),
                    outcome: report[3],
                    digest: report[4],
                    job: report[5],
                    // A report without its time counts as just made: the end then waits the whole spacing after it.
                    at: entry.createdAt?.getTime() ?? Date.now(),
                };
                entries.set(parsed, entry);
            }
            else if (joined && Number(joined[1]) === this.attempt) {
                rerun.add(Number(joined[2]));
            }
        }
        const own = {
            index: this.leg.index,
            attempt: this.attempt,
            outcome,
            digest: (0,leg/* labelDigest */.rT)(this.leg.label),
            job: this.#job(),
            at: Date.now(),
        };
        const reports = [...entries.keys()];
        const counted = this.#listsOwnReport() ? reports : [...reports, own];
        return { counted: tally(counted, this.leg, this.attempt, rerun), entries };
    }
    /** Whether this leg is the one to end the activity. */
    claimEnd() {
        return this.#activity.claimEnd(this.#listing);
    }
    /**
     * Once the activity has ended, the board is cleared of what nobody needs, earlier attempts' notes
     * included: nothing is left of a matrix that succeeded; of one that failed, only what a re-run of its failed
     * legs needs (the reports of the legs that succeeded) and this attempt's end claim, which tells a leg that
     * starts later in it (a queued leg of a matrix that continues on error) that the activity is over. Two
     * calls a note, after a `fresh` listing: a leg that won the end's claim against another that finished with
     * it may not have seen that leg's report; the last leg saw them all.
     */
    async clear(outcome, fresh) {
        const listing = fresh || !this.#listing ? await this.#board.list(`${this.#prefix}-`) : this.#listing;
        const end = new Set(this.#activity.notes(listing, 'end'));
        // What the legs did not leave is not theirs to clear: it goes when it expires.
        const cleared = this.#notes(listing)
            .filter(({ entry, what }) => {
            const report = REPORT.exec(what);
            if (report)
                return outcome !== 'success' ? report[3] !== 'success' : true;
            return NOTE.test(what) && (outcome === 'success' || !end.has(entry));
        })
            .map(({ entry }) => entry);
        // The end's claims go last: a leg that sees them gone sees the rest gone too, so it knows the activity has
        // ended and does not claim its end again.
        await this.#board.removeListed(cleared.filter((entry) => !end.has(entry)));
        await this.#board.removeListed(cleared.filter((entry) => end.has(entry)));
    }
    #name(what) {
        return this.#activity.name(what);
    }
    /** A note's name with its tag: the board leaves each name it tries as this makes it. */
    #signed = (name) => this.key.signed(name);
    /**
     * A report's entry: it outlives its attempt, and its name says all of it but the leg's label, which it holds
     * (the name has its digest: "build-leg-3-a1-failure-5f2c…").
     */
    #reportName(outcome) {
        const job = this.#job() === undefined ? '' : `-j${this.jobId}`;
        return `${this.#prefix}-leg-${this.leg.index}-a${this.attempt}-${outcome}-${(0,leg/* labelDigest */.rT)(this.leg.label)}${job}`;
    }
    #job() {
        return /^\d+$/.test(this.jobId) ? this.jobId : undefined;
    }
    /**
     * The label of a leg that reported: this leg's own, or the text of its report, unsealed and cut to what a
     * lock screen shows; its place when the text does not open (swapped under the report's name).
     */
    async #labelOf(report, entry) {
        if (report.index === this.leg.index)
            return this.leg.label;
        const sealed = entry && (await this.#board.readEntry(entry));
        const name = entry && this.key.verified(entry.name);
        const label = sealed === undefined || name === undefined ? undefined : this.key.unseal(sealed, name);
        return label ? (0,leg/* shortLabel */.z1)(label) : (0,leg/* placeLabel */.sk)(report.index);
    }
}
/**
 * What follows the prefix in a report's name (with the leg's job id), and in a leg's note that it joined an
 * attempt, its tag taken off.
 */
const REPORT = /^leg-(\d+)-a(\d+)-(success|failure|cancelled)-([0-9a-f]{12})(?:-j(\d+))?$/;
const JOINED = /^a(\d+)-joined-(\d+)$/;
/** What follows the prefix in the name of any attempt's note: its claims, its token, the legs that joined it. */
const NOTE = /^a\d+-(?:start|end|activity|joined-\d+)(?:-\d+)?$/;


/***/ })

};
