export const id = 837;
export const ids = [837];
export const modules = {

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pd: () => (/* binding */ legsContent),
/* harmony export */   mZ: () => (/* binding */ legsUsual),
/* harmony export */   vD: () => (/* binding */ legsFinalContent)
/* harmony export */ });
/* unused harmony export legsDone */
/* harmony import */ var _matrix_leg_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52365);
/* harmony import */ var _view_legs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30024);
/* harmony import */ var _view_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31788);
/* harmony import */ var _estimate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70655);




/**
 * "4 of 6 legs done · 1 failed: ubuntu-latest, 20", or "1 of 3 legs done · about 40s left": what a shared
 * matrix activity says while it runs, `elapsedMs` after it began (src/view/legs.ts), red from the first failed
 * leg on.
 */
function legsContent(content, tally, usualMs = {}, elapsedMs = 0) {
    const view = (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsView */ .dQ)(legsDone(tally), legsUsual(usualMs), elapsedMs);
    return {
        ...content,
        body: view.words,
        severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
        progress: view.percent,
    };
}
/**
 * The end of a shared matrix activity: the matrix's outcome, how long it took (beside its longest leg's usual
 * time: the legs run side by side), and the legs behind it.
 */
function legsFinalContent(content, tally, durationMs, usualMs = {}) {
    const legs = legsDone(tally);
    const progress = Math.floor(100 * (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsDoneShare */ .tt)(legs, legsUsual(usualMs)));
    const longest = Math.max(0, ...Object.values(usualMs));
    const end = (0,_estimate_js__WEBPACK_IMPORTED_MODULE_3__/* .timedFinalContent */ .N)({ ...content, progress }, tally.outcome, durationMs, undefined, longest);
    const words = tally.outcome === 'success'
        ? `${tally.count} legs`
        : [(0,_view_words_js__WEBPACK_IMPORTED_MODULE_2__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .failedWords */ .LR)(legs)].filter(Boolean).join(' · ');
    return { ...end, body: `${end.body} · ${words}` };
}
/** The tally as the view reads it: the legs done by their labels' digests. */
function legsDone(tally) {
    return {
        count: tally.count,
        done: tally.done.map((report) => report.digest),
        failed: tally.failed.length,
        failedLabel: tally.failedLabel,
    };
}
/** The legs' usual times by their labels' digests, as the reports name the legs. */
function legsUsual(usualMs) {
    return new Map(Object.entries(usualMs).map(([label, ms]) => [(0,_matrix_leg_js__WEBPACK_IMPORTED_MODULE_0__/* .labelDigest */ .rT)(label), ms]));
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


/***/ }),

/***/ 3837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finishLeg: () => (/* binding */ finishLeg),
  joinMatrix: () => (/* binding */ joinMatrix),
  reportAlone: () => (/* binding */ reportAlone)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/folder.ts
var activity_folder = __webpack_require__(9173);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/activity/journal-seal.ts
var journal_seal = __webpack_require__(37010);
// EXTERNAL MODULE: ./src/activity/legs-content.ts
var legs_content = __webpack_require__(7324);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts
var signalgrid_client = __webpack_require__(11677);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/matrix/matrix-name.ts

// Which matrix a leg is a leg of, as the run's board knows it. GITHUB_JOB is the job's key in its workflow,
// which holds within one workflow; but inside a called (reusable) workflow it is the called job's key, the
// same in every call of that workflow (actions/runner#2577), and two calls in one run would share one board.
// What differs is the jobs API's name of the job: "caller-a / test (ubuntu-latest, 20)" in one call,
// "caller-b / test (ubuntu-latest, 20)" in the other, the caller's name before the called job's.
const SEPARATOR = ' / ';
/**
 * Whether this job may run in a called workflow, so that its name must be read to know its matrix: the file
 * that defines it (`job.workflow_ref`) is not the run's (GITHUB_WORKFLOW_REF), or the runner does not say.
 */
function mayBeCalled(jobWorkflowRef, runWorkflowRef) {
    return jobWorkflowRef === '' || jobWorkflowRef !== runWorkflowRef;
}
/**
 * The matrix's name on the board: the job's key, and when the job's name shows the call it runs in, a digest
 * of that call ("test.1f3a9c0b7d2e"), which keeps names short and of the characters an artifact's name takes.
 */
function matrixName(jobKey, jobName, leg) {
    const caller = jobName === undefined ? undefined : callerOf(jobName, leg);
    if (caller === undefined)
        return jobKey;
    return `${jobKey}.${(0,external_node_crypto_.createHash)('sha256').update(caller).digest('hex').slice(0, 12)}`;
}
/**
 * The call a leg runs in, as its jobs API name shows it: what comes before its last " / " outside
 * parentheses (a leg's matrix values, or a caller's cut at 100 characters, may hold one). The same for every
 * leg of the call, so no part that holds one of this leg's matrix values counts: a job named
 * "${{ matrix.os }} / test" is one matrix whose legs' names differ there, not a call per leg. Undefined when
 * the name shows no call.
 */
function callerOf(jobName, leg) {
    const values = leg.label.split(', ').filter((value) => value !== '' && !value.endsWith('…'));
    const separators = [];
    let depth = 0;
    for (let at = 0; at < jobName.length; at++) {
        const character = jobName[at];
        if (character === '(')
            depth += 1;
        else if (character === ')')
            depth = Math.max(0, depth - 1);
        else if (depth === 0 && jobName.startsWith(SEPARATOR, at))
            separators.push(at);
    }
    for (const at of separators.reverse()) {
        const caller = jobName.slice(0, at);
        if (!values.some((value) => holdsWord(caller, value)))
            return caller;
    }
    return undefined;
}
/** Whether `text` holds `word` with no letter or digit right before or after it. */
function holdsWord(text, word) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        const before = text[at - 1] ?? '';
        const after = text[at + word.length] ?? '';
        if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after))
            return true;
    }
    return false;
}

// EXTERNAL MODULE: ./src/matrix/roster.ts + 1 modules
var roster = __webpack_require__(73754);
// EXTERNAL MODULE: ./src/matrix/sealed.ts
var sealed = __webpack_require__(43649);
// EXTERNAL MODULE: ./src/matrix/waits.ts
var matrix_waits = __webpack_require__(91215);
// EXTERNAL MODULE: ./src/signalgrid/channels.ts
var signalgrid_channels = __webpack_require__(99278);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
// EXTERNAL MODULE: ./src/tracker/control.ts
var control = __webpack_require__(49521);
// EXTERNAL MODULE: ./src/stages/end.ts + 1 modules
var stages_end = __webpack_require__(12814);
// EXTERNAL MODULE: ./src/stages/job-summary.ts + 1 modules
var job_summary = __webpack_require__(9020);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/stages/own-job.ts
var own_job = __webpack_require__(21937);
;// CONCATENATED MODULE: ./src/stages/legs-history.ts





/**
 * How long each leg of this matrix usually takes, by its label, from the last successful run: the starting
 * leg reads it beside its start, and publishes it with the token. Only with `progress-mode: time` and step
 * tracking, as for one job. `jobName` is this leg's own name in the jobs API ("test (ubuntu-latest, 20)"),
 * which gives its matrix job's; read here when the leg did not read it as it joined. Undefined without it,
 * without such a history or past LEGS_HISTORY_TIMEOUT_MS; never rejects.
 */
async function readLegsUsual(inputs, context, jobName) {
    if (!inputs.trackSteps || inputs.progressMode !== 'time' || !inputs.githubToken)
        return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), constants/* LEGS_HISTORY_TIMEOUT_MS */.YV);
    try {
        // Loaded here: only the starting leg of a matrix reads history, and Octokit is large.
        const [{ githubClient }, { queryForThisRun, readLegsHistory, workflowFileName }] = await Promise.all([
            __webpack_require__.e(/* import() */ 584).then(__webpack_require__.bind(__webpack_require__, 96584)),
            __webpack_require__.e(/* import() */ 163).then(__webpack_require__.bind(__webpack_require__, 79163)),
        ]);
        // Without the workflow's file there is no runs list to look in: not even this leg's name is read.
        if (workflowFileName(process.env.GITHUB_WORKFLOW_REF) === undefined)
            return undefined;
        const name = jobName ?? (await (0,own_job/* readOwnJob */.W)(inputs, context, constants/* LEGS_HISTORY_TIMEOUT_MS */.YV))?.name;
        if (name === undefined)
            return undefined;
        const octokit = githubClient(inputs.githubToken, { userAgent: user_agent/* USER_AGENT */._ });
        const read = await readLegsHistory(octokit, queryForThisRun(name, controller.signal));
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
// What @actions/artifact says it uploads and downloads (debug lines, board.ts) and the board's waits are in
// the step's log: folded away under one line.
const GROUP = "Signalgrid: the matrix's shared activity";
/**
 * This leg's place in the shared activity: the starter, or a leg that reports at its end. Undefined when the
 * run's board cannot be used: the leg then shows an activity of its own, as with `matrix: per-leg`, and its
 * post still reports to the other legs (reportAlone).
 */
function joinMatrix(inputs, context, by) {
    return core/* group */.Os(GROUP, () => join(inputs, context, by));
}
/** A leg's end: its outcome on the board, then the tally on the phone, or the end if it completes the matrix. */
function finishLeg(inputs, context, state) {
    return core/* group */.Os(GROUP, () => finish(inputs, context, {
        token: state.token,
        startedAt: state.startedAt,
        alone: false,
        tracks: state.trackerPid !== undefined,
        matrix: state.matrixName || context.job,
    }));
}
/**
 * The end of a leg that showed an activity of its own, once its post has ended that one: it still reports to
 * the other legs, and takes its part in the matrix's activity if another leg started one, so that this one
 * ends once every leg is done. It never touches the activity of its own again, and says nothing more: its pre
 * said once why it went alone.
 */
function reportAlone(inputs, context, state) {
    return core/* group */.Os(GROUP, () => finish(inputs, context, {
        token: '',
        startedAt: undefined,
        alone: true,
        tracks: false,
        matrix: state.matrixName || context.job,
    }));
}
async function join(inputs, context, by) {
    const now = Date.now();
    // In a called workflow, its job's name tells which call this leg runs in; its post finds the same board.
    const ownJob = mayBeCalled(inputs.jobWorkflowRef, process.env.GITHUB_WORKFLOW_REF)
        ? await (0,own_job/* readOwnJob */.W)(inputs, context, constants/* OWN_JOB_TIMEOUT_MS */.Yt)
        : undefined;
    const matrix = matrixName(context.job, ownJob?.name, inputs.leg);
    core/* saveState */.LZ(constants/* State */.Uw.matrixName, matrix);
    core/* debug */.Yz(`Signalgrid: this leg's matrix goes by "${matrix}" on the run's board.`);
    const roster = rosterOf(inputs, context, matrix);
    core/* exportVariable */.dN(constants/* LEG_VARIABLE */.sj, String(inputs.leg.index));
    let claim;
    try {
        await roster.join();
        claim = await roster.claimStart();
    }
    catch (error) {
        goingAlone(error);
        return undefined;
    }
    // Every leg keeps when its job began: its job summary, and its own activity should it go on alone, say
    // how long this leg took. Its tracker waits in line, should the starter's job end before the others.
    if (claim === 'taken')
        return (0,state/* saveInstanceState */.CG)({
            role: 'leg',
            startedAt: now,
            trackerPid: await startLegTracker(inputs, context, matrix, now),
        });
    if (claim === 'unknown') {
        goingAlone('every name its start was claimed under is taken or went unanswered, and none is listed');
        return undefined;
    }
    const content = {
        ...(0,activity_content/* initialContent */.io)(inputs, context),
        body: inputs.body ?? `0 of ${inputs.leg.count} legs done`,
    };
    // The history goes out beside the start: the phone does not wait for it, and pre waits for the slower.
    const [started, legsUsualMs] = await Promise.all([
        (0,start/* sendStart */.N)(inputs, context, content, by, now),
        readLegsUsual(inputs, context, ownJob?.name),
    ]);
    // With the legs' usual times, this leg's tracker shows the legs between their ends, with the time left; the
    // others' take over from it should this leg's job end first, which they see by its job in the run's list.
    const tracks = started !== undefined && legsUsualMs !== undefined && inputs.trackSteps && hasJobId(inputs);
    const published = started
        ? {
            token: started.activityUpdateToken,
            startedAt: now,
            ...(legsUsualMs ? { legsUsualMs } : {}),
            ...(started.remaining === undefined ? {} : { remaining: started.remaining }),
            ...(tracks ? { senderJob: inputs.jobId } : {}),
        }
        : { failed: true };
    const folder = started && activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, started.activityUpdateToken);
    if (folder && legsUsualMs) {
        const record = folder.readRecord();
        if (record)
            folder.writeRecord({ ...record, legsUsualMs });
    }
    try {
        await roster.publish(published);
    }
    catch (error) {
        if (!started)
            return (0,state/* saveInstanceState */.CG)({ role: 'none' });
        // No other leg can read the token, so none could end this activity: it is this leg's own, which its post
        // ends whatever the others do, and the others show theirs.
        goingAlone(error);
        core/* exportVariable */.dN(constants/* ACTIVITY_TOKEN_VARIABLE */.Xs, started.activityUpdateToken);
        return (0,state/* saveInstanceState */.CG)({
            role: 'starter',
            token: started.activityUpdateToken,
            startedAt: now,
            alone: true,
        });
    }
    if (!started || !folder)
        return (0,state/* saveInstanceState */.CG)({ role: 'none' });
    core/* exportVariable */.dN(constants/* ACTIVITY_TOKEN_VARIABLE */.Xs, started.activityUpdateToken);
    return (0,state/* saveInstanceState */.CG)({
        role: 'leg',
        token: started.activityUpdateToken,
        startedAt: now,
        // Started once the others can read the token: a tracker for an activity this leg kept alone would show legs.
        trackerPid: tracks ? await (0,control/* startTracker */.vX)(folder, inputs) : undefined,
    });
}
/**
 * The folder of the tracker of a leg that did not start the activity: it learns the token only if it takes the
 * legs over, so the folder goes by the matrix job's key, this job's alone on its runner.
 */
function legFolder(context) {
    return activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, `matrix ${context.job}`);
}
/**
 * The tracker of a leg that did not start the activity: it waits in line, and takes the legs over should the
 * starter's job end while this one runs. Only where the starter's may run one too (step tracking in time, with
 * a token to read the run's jobs) and the run's artifacts can be read; it gets what that takes on its stdin.
 */
async function startLegTracker(inputs, context, matrix, now) {
    const runtimeToken = process.env.ACTIONS_RUNTIME_TOKEN;
    const resultsUrl = process.env.ACTIONS_RESULTS_URL;
    const follows = inputs.trackSteps && inputs.progressMode === 'time' && inputs.githubToken && hasJobId(inputs);
    if (!follows || !runtimeToken || !resultsUrl)
        return undefined;
    const folder = legFolder(context);
    folder.create({
        token: '',
        startedAt: now,
        content: (0,activity_content/* initialContent */.io)(inputs, context),
        quotaReserve: (0,quota/* quotaReserve */.H5)(inputs),
    });
    const board = {
        runtimeToken,
        resultsUrl,
        secret: runKeySecret(inputs),
        repository: context.repository,
        runId: context.runId,
        matrix,
        attempt: context.runAttempt,
        leg: inputs.leg,
        jobId: inputs.jobId,
    };
    return (0,control/* startTracker */.vX)(folder, inputs, { board });
}
/** Whether the runner gave this leg's job id: the legs' trackers know each other's jobs by it. */
function hasJobId(inputs) {
    return /^[1-9]\d*$/.test(inputs.jobId);
}
/**
 * The activity as this leg's tracker read it from the board (the starter showed the legs with a tracker, so the
 * others take over): undefined where it read none.
 */
function heldByTracker(folder) {
    const record = folder?.readRecord();
    if (!record?.token)
        return undefined;
    return {
        token: record.token,
        startedAt: record.startedAt,
        ...(record.legsUsualMs ? { legsUsualMs: record.legsUsualMs } : {}),
    };
}
async function finish(inputs, context, state) {
    // This leg's tracker stops first: nothing it sends may follow what this leg shows, and the next in line takes
    // over once it sees this leg's post begin.
    const trackerFolder = state.token
        ? activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, state.token)
        : state.tracks
            ? legFolder(context)
            : undefined;
    if (trackerFolder) {
        await (0,control/* stopTracker */.ry)(trackerFolder, constants/* TRACKER_STOP_TIMEOUT_MS */.jT);
        (0,report/* sayTrackerJournal */.n)(trackerFolder.readJournal(), new journal_seal/* JournalSeal */.F(inputs.clientKey, trackerFolder));
    }
    const roster = rosterOf(inputs, context, state.matrix);
    const outcome = inputs.jobStatus;
    let tally;
    let last;
    let lagMs = 0;
    try {
        await roster.look();
        if (roster.isOver()) {
            // A leg alone finds no activity it could take part in (none was started, or it has ended).
            if (state.alone)
                return;
            // A leg that started after the end (queued in a matrix that continues on error): its success is what
            // a re-run of the failed legs would count.
            if (outcome === 'success')
                await roster.report(outcome);
            core/* debug */.Yz("Signalgrid: the matrix's activity is over; this leg only reports.");
            return;
        }
        last = roster.othersDone(outcome);
        // Every leg reports before it looks at the tally, so that of two legs that finish together at least one
        // sees the other; the last leg needs no report, but for a re-run of a failed matrix, which counts it.
        if (!last)
            await roster.report(outcome);
        if (!last)
            lagMs = await roster.lookAfterReport();
        tally = await roster.tally(outcome);
        if (last && outcome === 'success' && tally.outcome !== 'success')
            await roster.report(outcome);
    }
    catch (error) {
        return cannotReport(inputs, context, state, error);
    }
    const complete = tally.complete && !(tally.early && (await legsStillRunning(inputs, tally)) > 0);
    const claim = last ? 'claimed' : complete ? await claimEnd(roster) : undefined;
    if (claim === 'taken') {
        core/* debug */.Yz('Signalgrid: the matrix is complete, and another leg claimed its end.');
        return;
    }
    const ends = claim !== undefined;
    // Where this leg's tracker read the token to take the legs over, its folder has it: no call to read it again.
    const held = state.token ? undefined : heldByTracker(trackerFolder);
    const activity = state.token
        ? { token: state.token, startedAt: state.startedAt ?? Date.now() }
        : (held ?? (await roster.published(constants/* MATRIX_TOKEN_WAIT_MS */.hz, constants/* MATRIX_POLL_MS */.LF).catch(() => undefined)));
    if (!activity || 'failed' in activity) {
        // A leg alone has shown its own already.
        if (state.alone)
            return;
        if (!activity)
            core/* notice */.lm("Signalgrid: the matrix's activity did not appear; this leg shows its own.", constants/* ANNOTATION */.YX);
        return showAlone(inputs, context, state);
    }
    const folder = held
        ? trackerFolder
        : activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, activity.token);
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
    // The update this leg's tracker last sent, if it showed the legs: what this leg sends keeps the spacing after it.
    const trackerSentAt = trackerFolder && lastSentByTracker(trackerFolder);
    if (ends) {
        await afterOthersUpdates(tally, inputs, roster.waits, lagMs, trackerSentAt);
        const endedAt = Date.now();
        const end = (0,legs_content/* legsFinalContent */.vD)(content, tally, endedAt - activity.startedAt, legsUsualMs);
        await (0,stages_end/* sendEnd */.y)(inputs, folder, activity.token, end, tally.outcome, endedAt);
        if (tally.outcome === 'failure' && inputs.failureAlert !== 'none') {
            await (0,stages_end/* sendFailureAlert */.p)(inputs.failureAlert, inputs, context, folder, tally.failedLabel);
        }
        // The sealed token is no use once the activity has ended, nor is the rest but what a re-run needs.
        await roster.clear(tally.outcome, !last).catch((error) => {
            core/* debug */.Yz(`Signalgrid: the run's board was not cleared (${causeOf(error)}).`);
        });
    }
    else if (state.token ? state.tracks : held !== undefined || activity.senderJob !== undefined) {
        // The starter knows it from its own tracker: it published the job the others watch only with one.
        core/* debug */.Yz("Signalgrid: the legs' trackers show the matrix: the one that sends shows this leg done.");
    }
    else if (!updateLeavesReserve(folder, activity, tally, inputs, context.runAttempt)) {
        core/* notice */.lm(quota/* QUOTA_KEPT_NOTICE */.$V, constants/* ANNOTATION */.YX);
    }
    else {
        await afterTracker(trackerSentAt, inputs, roster.waits);
        const update = (0,legs_content/* legsContent */.Pd)(content, tally, legsUsualMs, Date.now() - activity.startedAt);
        const entry = { at: Date.now(), kind: 'update', by: 'post', ...(0,activity_content/* journalView */.bF)(update) };
        await (0,journal/* sendJournaled */.X)(folder, entry, () => (0,signalgrid_client/* createClient */.U)(inputs).updateActivity(activity.token, update)).catch((error) => (0,report/* reportServiceFailure */.m)(inputs.failOnError, 'could not update the activity', error));
    }
    // A leg alone wrote its job summary as it ended its own activity.
    if (!state.alone) {
        const endedAt = Date.now();
        // What this leg sent: by its tracker, where it took the legs over, and by its post.
        const journal = trackerFolder && trackerFolder.path !== folder.path
            ? [...trackerFolder.readJournal(), ...folder.readJournal()].sort((a, b) => a.at - b.at)
            : folder.readJournal();
        // The leg that ends the matrix draws its legs as its tracker last saw them; another, its own steps.
        const request = {
            whole: ends,
            heading: content.title,
            outcome: tally.outcome,
            jobOutcome: inputs.jobStatus,
            endedAt,
            postBeganAt: (0,job_summary/* postBeganAt */.b)(),
        };
        await (0,job_summary/* writeJobSummary */.j)({
            journal,
            status: inputs.jobStatus,
            durationMs: endedAt - (state.startedAt ?? activity.startedAt),
            ...(trackerFolder ? { picture: { folder: trackerFolder, request } } : {}),
        });
    }
}
/**
 * How many other legs of the matrix still run and have not reported, when a leg failed under fail-fast or one
 * was cancelled before every leg was done. Fail-fast cancels the other legs once the failed leg's job has
 * ended, so at this leg's end they all still run either way; those that run will report (cancelled, or
 * their own outcome when the job continues on error), and the last of them ends the activity. Legs not
 * started yet (queued, waiting) are taken as cancelled: they never start under fail-fast. Asked of the jobs API (`actions: read`),
 * only on this path; when it cannot say, none: the end goes out now, as a second end is harmless and none is
 * not.
 */
async function legsStillRunning(inputs, tally) {
    const jobId = Number(inputs.jobId);
    if (!inputs.githubToken || !Number.isSafeInteger(jobId) || jobId <= 0)
        return 0;
    const signal = AbortSignal.timeout(constants/* LEGS_RUNNING_TIMEOUT_MS */.nn);
    try {
        // Loaded here: only a leg that ends the matrix early asks, and Octokit is large.
        const [{ githubClient }, { readMatrixJobs }] = await Promise.all([
            __webpack_require__.e(/* import() */ 584).then(__webpack_require__.bind(__webpack_require__, 96584)),
            __webpack_require__.e(/* import() */ 514).then(__webpack_require__.bind(__webpack_require__, 85514)),
        ]);
        const legs = await readMatrixJobs(githubClient(inputs.githubToken, { userAgent: user_agent/* USER_AGENT */._ }), jobId, signal);
        if (!legs)
            throw new Error("this leg is not among the run attempt's jobs");
        const reported = new Set(tally.done.map((report) => report.job));
        const running = legs.filter((leg) => leg.id !== jobId && leg.status === 'in_progress' && !reported.has(String(leg.id)));
        core/* debug */.Yz(`Signalgrid: ${running.length} other legs still run: ${running.map((leg) => leg.name).join(', ')}.`);
        return running.length;
    }
    catch (error) {
        core/* debug */.Yz(`Signalgrid: the jobs API cannot say which legs still run (${causeOf(error)}); the matrix ends now.`);
        return 0;
    }
}
/**
 * A leg that reported just before this one may still be sending its update: the end waits until the spacing
 * has passed since then, so that nothing arrives after it and the phones do not drop it as too close. Under a
 * listing that lags (`lagMs`, as this leg found it), that leg looked at the board as much later.
 */
async function afterOthersUpdates(tally, inputs, waits, lagMs, trackerSentAt) {
    const spacingMs = inputs.minUpdateIntervalSeconds * 1000 + lagMs;
    const others = tally.done.filter((report) => report.index !== inputs.leg.index).map((report) => report.at);
    if (trackerSentAt !== undefined)
        others.push(trackerSentAt);
    const waitMs = Math.min(spacingMs, Math.max(0, ...others) + spacingMs - Date.now());
    await waits.sleep('the update of the leg that reported last to go first', waitMs);
}
/** This leg's update waits out the spacing after the last one its tracker sent. */
async function afterTracker(sentAt, inputs, waits) {
    if (sentAt === undefined)
        return;
    const waitMs = sentAt + inputs.minUpdateIntervalSeconds * 1000 - Date.now();
    if (waitMs > 0)
        await waits.sleep("the spacing after the tracker's last update", waitMs);
}
/** When the tracker of this leg's activity last sent an update that went out; undefined if it sent none. */
function lastSentByTracker(folder) {
    const sent = folder
        .readJournal()
        .filter((entry) => entry.kind === 'update' && 'by' in entry && entry.by === 'tracker' && !entry.error)
        .map((entry) => entry.at);
    return sent.length === 0 ? undefined : Math.max(...sent);
}
/**
 * Whether this leg's update, one request to each of the activity's channels, leaves what the end and the
 * alert need of the most the monthly quota can have left: the count the start's answer gave (this leg's
 * journal holds it when it started the activity), less the update each other leg done has sent since to each
 * channel. The account's other jobs spend it too, so the quota may hold less, never more.
 */
function updateLeavesReserve(folder, activity, tally, inputs, attempt) {
    const started = (0,quota/* lastRemaining */.fq)(folder.readJournal()) ?? ('remaining' in activity ? activity.remaining : undefined);
    if (started === undefined)
        return true;
    const channels = (0,signalgrid_channels/* activityChannelCount */.mP)(activity.token);
    const updated = tally.done.filter((report) => report.attempt === attempt && report.index !== inputs.leg.index);
    // The starting leg's tracker may have spent its timed updates too.
    const timed = 'senderJob' in activity && activity.senderJob !== undefined ? inputs.timedUpdates : 0;
    return started - (updated.length + 1 + timed) * channels >= (0,quota/* quotaReserve */.H5)(inputs);
}
/** The end's claim. When the board cannot say, this leg ends the activity: a second end is harmless, none is not. */
async function claimEnd(roster) {
    try {
        return await roster.claimEnd();
    }
    catch {
        return 'unknown';
    }
}
/**
 * A leg whose end the board could not take (it stayed unreachable through the leg's waits): no other leg can
 * count it, so none would ever see the matrix complete. A leg alone says no more (its pre said so). The leg
 * that started the activity holds its token, and ends it with its own outcome: nobody else could, and an
 * activity left on the phone until it expires is worse than one ended before the other legs are done. Any
 * other leg shows its own, started and ended, and leaves the matrix's alone.
 */
async function cannotReport(inputs, context, state, error) {
    if (state.alone) {
        core/* debug */.Yz(`Signalgrid: this leg's outcome could not be left for the other legs (${causeOf(error)}).`);
        return;
    }
    goingAlone(error);
    return showAlone(inputs, context, state);
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
    core/* notice */.lm(`Signalgrid: the legs of this matrix cannot share one activity (${causeOf(error)}); this leg shows its own.`, constants/* ANNOTATION */.YX);
}
function causeOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * The roster of the matrix named `matrix` as this stage sees it, with what the stage may spend on the board,
 * said in the debug log. Its key comes from the client key and the channels, which every leg of the matrix
 * is given, bound to this run.
 */
function rosterOf(inputs, context, matrix) {
    const key = new sealed/* RunKey */.T(runKeySecret(inputs), context.repository, context.runId);
    const waits = new matrix_waits/* Waits */.d(constants/* LEG_WAIT_MS */.u3, core/* debug */.Yz);
    return new roster/* Roster */.w(matrix, context.runAttempt, inputs.leg, key, inputs.jobId, waits);
}
/** What the run's key comes from: the Signalgrid credentials, which every leg of the matrix is given. */
function runKeySecret(inputs) {
    return `${inputs.clientKey}\n${inputs.channel}`;
}


/***/ }),

/***/ 30024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LR: () => (/* binding */ failedWords),
/* harmony export */   Ls: () => (/* binding */ legsKey),
/* harmony export */   QZ: () => (/* binding */ legsRunView),
/* harmony export */   dQ: () => (/* binding */ legsView),
/* harmony export */   fV: () => (/* binding */ legsListed),
/* harmony export */   tt: () => (/* binding */ legsDoneShare),
/* harmony export */   xi: () => (/* binding */ legsOf)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31788);

/** The bar stays under this until the end: which leg is on its last step, the reports do not say. */
const LEGS_MAX = 94;
/**
 * Where the matrix is, `elapsedMs` after its activity began. The bar is the larger of two shares: of the legs'
 * usual time, the legs done (a long leg done moves it further than a short one), and of the matrix's expected
 * span, the time gone by (the legs run side by side: the matrix ends with its longest leg to come). The time
 * left is the longest usual time of the legs to come, less the time gone by (all of it, for a leg still waiting
 * for a runner); none without a history, and none once a leg failed (the matrix's outcome is known; under
 * fail-fast the others are being cancelled).
 */
function legsView(legs, usual, elapsedMs) {
    const toCome = comingWeights(legs, usual);
    const waiting = toCome.length === 0 ? [] : (legs.queued ?? []).map((digest) => weight(usual, usual.get(digest)));
    const remainingMs = toCome.length === 0 ? undefined : Math.max(Math.max(...toCome) - elapsedMs, ...waiting);
    const byClock = remainingMs === undefined ? 0 : elapsedMs / Math.max(1, elapsedMs + Math.max(0, remainingMs));
    const percent = Math.min(LEGS_MAX, Math.floor(100 * Math.max(legsDoneShare(legs, usual), byClock)));
    const timeLeft = remainingMs === undefined || legs.failed > 0
        ? ''
        : (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .timeLeftText */ .wo)(Math.max(0, remainingMs), remainingMs <= 0);
    return {
        percent,
        words: [(0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), failedWords(legs), timeLeft]
            .filter(Boolean)
            .join(' · '),
    };
}
/**
 * The share of the matrix that is done: legs done, each weighing its usual time when the history has them, so
 * that the bar stands nearer its end once the long legs are done. A leg the history does not know (added
 * since, or renamed) weighs the mean of those it knows; so do the legs still to come when the history does not
 * hold exactly as many other legs as are still to come.
 */
function legsDoneShare(legs, usual) {
    if (usual.size === 0)
        return legs.done.length / legs.count;
    const done = legs.done.reduce((sum, digest) => sum + weight(usual, usual.get(digest)), 0);
    const left = comingWeights(legs, usual).reduce((sum, ms) => sum + ms, 0);
    return done / Math.max(1, done + left);
}
/** What each leg still to come usually takes: empty without a history, or with none to come. */
function comingWeights(legs, usual) {
    const toCome = legs.count - legs.done.length;
    if (usual.size === 0 || toCome <= 0)
        return [];
    const doneDigests = new Set(legs.done);
    const others = [...usual].filter(([digest]) => !doneDigests.has(digest));
    return others.length === toCome
        ? others.map(([, ms]) => weight(usual, ms))
        : Array.from({ length: toCome }, () => weight(usual, undefined));
}
/** A leg's weight: its usual time, or the mean of those the history knows. */
function weight(usual, ms) {
    const known = [...usual.values()];
    const mean = known.reduce((sum, value) => sum + value, 0) / Math.max(1, known.length);
    return Math.max(ms ?? mean, 1);
}
/** "1 failed: windows-latest, 22", "2 failed: windows-latest, 22, …"; '' when none failed. */
function failedWords(legs) {
    if (legs.failed === 0)
        return '';
    return legs.failed === 1 ? `1 failed: ${legs.failedLabel}` : `${legs.failed} failed: ${legs.failedLabel}, …`;
}
/**
 * The legs of the matrix job this job is a leg of, from the run's listing: the jobs named after the same matrix
 * job ("test (ubuntu-latest, 20)"). A leg counts as done once its job has completed: its post has reported it to
 * the other legs by then, so what a leg's post later shows from their reports never counts fewer. A leg counts
 * as failed from the moment one of its steps fails, before its post has even begun: the phone turns red then,
 * as it does for a job alone. A leg an earlier attempt ran, which this one does not run again, is listed
 * completed: the reports count it done too.
 */
function legsListed(snapshot) {
    const legs = legsOf(snapshot);
    return {
        done: legs.filter(({ job }) => job.status === 'completed').map(({ label }) => label),
        failed: legs
            .filter(({ job }) => job.status === 'completed'
            ? job.conclusion === 'failure'
            : job.steps.some((step) => step.conclusion === 'failure'))
            .map(({ label }) => label),
        queued: legs
            .filter(({ job }) => job.status === 'queued' || job.status === 'waiting' || job.status === 'pending')
            .map(({ label }) => label),
    };
}
/** The jobs of the run that are legs of this job's matrix job, each with its label, in the listing's order. */
function legsOf(snapshot) {
    const own = snapshot.jobs.find((job) => job.id === snapshot.ownJobId);
    const matrix = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(own?.name ?? '')?.[1];
    return snapshot.jobs.flatMap((job) => {
        const name = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(job.name);
        return name && name[1] === matrix ? [{ job, label: name[2] }] : [];
    });
}
/**
 * The legs' view as the tracker sends it: a step change is a leg done (or failed), not a step of any leg, so a
 * matrix costs one update per leg and the timed ones; each value is the one for the moment it is sent, never
 * ahead of it, so that a leg's post, which shows the legs from their reports later, never shows less.
 */
function legsRunView(legs, usual, elapsedMs, startedAt) {
    const view = legsView(legs, usual, elapsedMs);
    return {
        percent: view.percent,
        words: view.words,
        state: legs.failed > 0 ? 'failed' : 'running',
        basis: usual.size > 0 ? 'time' : 'steps',
        segments: undefined,
        remainingMs: undefined,
        overrun: false,
        spanMs: undefined,
        usualMs: undefined,
        startedAt,
        nextStepEndAt: undefined,
        handoverAt: undefined,
        failed: undefined,
        key: legsKey(legs),
    };
}
/** What a step change is to the legs' view: a leg done, or failed. */
function legsKey(legs) {
    return `legs ${legs.done.length} of ${legs.count}, ${legs.failed} failed`;
}


/***/ }),

/***/ 31788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d6: () => (/* binding */ legsDoneWords),
/* harmony export */   fs: () => (/* binding */ LEG_NAME),
/* harmony export */   wo: () => (/* binding */ timeLeftText),
/* harmony export */   y2: () => (/* binding */ jobList)
/* harmony export */ });
// The words of the run's view, short enough for a lock screen. Pure.
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/**
 * The time left the way a person says it: "a few seconds left", "about 40s left", "about 3 min left",
 * "about 1 h 15 min left" (to ten seconds under a minute, five minutes past an hour: a finer figure would claim
 * a precision the estimate has not). Past the usual time any number would be wrong: "taking longer than usual".
 */
function timeLeftText(remainingMs, overrun) {
    if (overrun)
        return 'taking longer than usual';
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
/** The most jobs named side by side before the rest are counted: "test, lint, docs +2". */
const MAX_NAMED = 3;
/** "test, lint": the jobs running side by side, the legs of one matrix job counted as one ("build ×3"). */
function jobList(names) {
    const counts = new Map();
    for (const name of names) {
        const shown = LEG_NAME.exec(name)?.[1] ?? name;
        counts.set(shown, (counts.get(shown) ?? 0) + 1);
    }
    const shown = [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
    const more = shown.length - MAX_NAMED;
    return more > 0 ? `${shown.slice(0, MAX_NAMED).join(', ')} +${more}` : shown.join(', ');
}
/** "1 of 3 legs done": a matrix's legs, in a run's view and in a shared matrix's alike. */
function legsDoneWords(done, count) {
    return `${done} of ${count} legs done`;
}
/** "test (ubuntu-latest, 20)": the matrix job's name, and its leg's values. */
const LEG_NAME = /^(.*) \((.*)\)$/;


/***/ })

};
