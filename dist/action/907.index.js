export const id = 907;
export const ids = [907];
export const modules = {

/***/ 28968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cancelledEnding: () => (/* binding */ cancelledEnding)
/* harmony export */ });
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47468);
/* harmony import */ var _view_durations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73804);
/* harmony import */ var _job_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40252);




async function cancelledEnding(inputs, context, options) {
    const { timeoutMs, failedStep, debug } = options;
    const cancelled = { outcome: 'cancelled', detail: {} };
    if (!inputs.githubToken)
        return cancelled;
    const jobId = Number(inputs.jobId);
    if (Number.isSafeInteger(jobId) && jobId > 0) {
        const timedOut = await readTimeout(inputs, context, timeoutMs, jobId, debug);
        if (timedOut)
            return { outcome: 'timed-out', detail: { failedStep, ...timedOut } };
    }
    const newerRun = await readNewer(inputs, timeoutMs, debug);
    return newerRun === undefined ? cancelled : { outcome: 'superseded', detail: { newerRun } };
}
async function readTimeout(inputs, context, timeoutMs, jobId, debug) {
    const job = await (0,_job_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .jobReader */ .P)(inputs, context, timeoutMs, debug);
    const answer = await job?.readAnnotatedEnd(jobId);
    if (answer?.outcome === 'error') {
        debug(`Signalgrid: whether the job timed out is not known (${answer.error.message}): it ends as cancelled; ` +
            'a job past its timeout-minutes is told from its annotations, with `permissions: checks: read`.');
        return undefined;
    }
    if (answer?.end.kind !== 'timed-out')
        return undefined;
    const limit = answer.end.limitMs === undefined ? undefined : limitWords(answer.end.limitMs);
    const read = await job?.read();
    const stopped = read?.outcome === 'job' ? read.job.steps.find((step) => step.conclusion === 'cancelled') : undefined;
    return { limit, ...(stopped ? { failedStep: stopped.name } : {}) };
}
function limitWords(ms) {
    if (ms % HOUR === 0)
        return `${ms / HOUR}h`;
    if (ms % MINUTE === 0)
        return `${ms / MINUTE}m`;
    return (0,_view_durations_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(ms);
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
async function readNewer(inputs, timeoutMs, debug) {
    const [{ readNewerRun }, { runQueryForThisRun }] = await Promise.all([
        __webpack_require__.e(/* import() */ 554).then(__webpack_require__.bind(__webpack_require__, 22554)),
        __webpack_require__.e(/* import() */ 439).then(__webpack_require__.bind(__webpack_require__, 56439)),
    ]);
    const octokit = (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__.githubClient)(inputs.githubToken, { userAgent: _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__/* .USER_AGENT */ ._ });
    const read = await readNewerRun(octokit, runQueryForThisRun(AbortSignal.timeout(timeoutMs)));
    if (!read.ok) {
        debug(`Signalgrid: whether a newer run superseded this one is not known (${read.error.message}).`);
        return undefined;
    }
    return read.newer?.runNumber;
}


/***/ }),

/***/ 95299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sendPlan)
/* harmony export */ });
/* unused harmony export END_FAILED */
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _end_outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45492);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34430);



const END_FAILED = 'could not end the activity; it may stay on the phone until it expires';
async function sendPlan(plan, host) {
    const { journal, by } = host;
    const send = (entry, request, sealed = false) => journal ? (0,_journal_js__WEBPACK_IMPORTED_MODULE_2__/* .sendJournaled */ .X)(journal.folder, entry, request, sealed ? journal.seal : undefined) : request();
    if (plan.update) {
        const { token, content } = plan.update;
        const entry = { at: Date.now(), kind: 'update', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
        await send(entry, () => host.client.updateActivity(token, content)).catch((error) => host.failed('could not update the activity', error));
    }
    let ended = true;
    if (plan.end) {
        const { token, content, outcome } = plan.end;
        const delay = _end_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .END_OUTCOMES */ .C[outcome].delay === 'dismissal-delay'
            ? host.delays.dismissalDelay
            : host.delays.failureDismissalDelay;
        const entry = { at: Date.now(), kind: 'end', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
        ended = await send(entry, () => host.client.endActivity(token, content, { dismissalDelay: delay }), true).then(() => true, (error) => {
            host.failed(END_FAILED, error);
            return false;
        });
    }
    if (plan.alert) {
        const { message, channels } = plan.alert;
        const entry = {
            at: Date.now(),
            kind: 'alert',
            by,
            severity: message.severity,
            body: message.title,
        };
        await send(entry, () => host.alertClient(channels).push(message), true).catch((error) => host.failed('could not send the failure alert', error));
    }
    if (!ended)
        return false;
    host.done?.();
    if (plan.clear)
        await host.clear?.(plan.clear.outcome, plan.clear.fresh);
    return true;
}


/***/ }),

/***/ 97548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ planAlertOnly),
/* harmony export */   C9: () => (/* binding */ planClose),
/* harmony export */   KB: () => (/* binding */ endsActivity),
/* harmony export */   Ly: () => (/* binding */ planOwnEnd),
/* harmony export */   ct: () => (/* binding */ maySend),
/* harmony export */   hV: () => (/* binding */ planLegEnd),
/* harmony export */   rG: () => (/* binding */ nothingForLeg)
/* harmony export */ });
/* unused harmony export endContent */
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _end_outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45492);
/* harmony import */ var _failure_alert_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51256);
/* harmony import */ var _legs_content_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7324);
/* harmony import */ var _quota_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29417);





function endsActivity(endActivity, holding, outcome) {
    const failed = outcome !== 'success';
    switch (endActivity) {
        case 'always':
            return true;
        case 'never':
            return false;
        case 'on-failure':
            return failed;
        case 'auto':
            if (holding.byName)
                return failed;
            return holding.role === 'starter' || (holding.role === 'attacher' && failed);
    }
}
function endContent(record, latest, ending, at) {
    return (0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .finalContent */ .yu)(latest, ending.outcome, tookMs(record, at), endDetail(record, ending));
}
function tookMs(record, at) {
    return at - (record.activityStartedAt ?? record.startedAt);
}
function endDetail(record, ending) {
    return {
        failedStep: record.failedStep,
        usualMs: record.usualMs,
        approvalWaitMs: record.approvalWaitMs,
        ...ending.detail,
    };
}
const OUTCOME_WORDS = {
    success: 'the job succeeded',
    failure: 'the job failed',
    cancelled: 'the job was cancelled',
};
function planOwnEnd(facts) {
    const { outcome, journal, record, at } = facts;
    const ending = facts.ending ?? { outcome, detail: {} };
    const ends = endsActivity(facts.endActivity, facts.holding, outcome);
    if (ends && facts.endedElsewhere) {
        return { says: `${OUTCOME_WORDS[outcome]}, and another job of the named activity ended it` };
    }
    const { fixed: _, ...unfixed } = facts.alert;
    const alert = alertOf(ends ? facts.alert : unfixed, { outcome: ending.outcome, detail: endDetail(record, ending) }, journal, tookMs(record, at), at);
    const base = alert ? { alert } : {};
    if (!ends)
        return { ...base, says: `${OUTCOME_WORDS[outcome]}, and this job does not end the activity` };
    if (journal.ended)
        return { ...base, says: `${OUTCOME_WORDS[outcome]}, and the activity has ended already` };
    const content = endContent(record, facts.latest(), ending, at);
    return {
        ...base,
        end: { token: record.token, content, outcome: ending.outcome },
        says: OUTCOME_WORDS[outcome],
    };
}
function alertOf(asked, ending, journal, durationMs, at) {
    if (asked.kind === 'none' || journal.alerted)
        return undefined;
    if (ending.outcome === 'success' && asked.fixed) {
        const { title, streak } = asked.fixed;
        return { message: (0,_failure_alert_js__WEBPACK_IMPORTED_MODULE_2__/* .fixedPush */ .ZK)(title, streak, asked.context, asked.jobId, at), channels: asked.channels };
    }
    if (!_end_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .END_OUTCOMES */ .C[ending.outcome].alerts)
        return undefined;
    const message = (0,_failure_alert_js__WEBPACK_IMPORTED_MODULE_2__/* .failureAlert */ .VO)(asked.kind, asked.context, asked.jobId, ending, durationMs, asked.subject);
    return { message, channels: asked.channels };
}
function maySend(standing) {
    return !standing.over && standing.ends !== 'another leg';
}
function nothingForLeg(standing) {
    return standing.over ? OVER : TAKEN;
}
const OVER = "the matrix's activity is over; this leg only reports";
const TAKEN = 'the matrix is complete, and another leg claimed its end';
function planLegEnd(facts) {
    const { standing, activity, journal } = facts;
    if (!maySend(standing))
        return { says: nothingForLeg(standing) };
    const { tally } = standing;
    if (standing.ends !== 'this leg') {
        if (facts.shownByTrackers) {
            return { says: "the legs' trackers show the matrix: the one that sends shows this leg done" };
        }
        if (!activity)
            return { noActivity: true, says: "the matrix's activity did not appear" };
        if (!facts.updateLeavesReserve)
            return { says: 'the update left out', notice: _quota_js__WEBPACK_IMPORTED_MODULE_4__/* .QUOTA_KEPT_NOTICE */ .$V };
        const elapsedMs = facts.at - activity.startedAt;
        const content = (0,_legs_content_js__WEBPACK_IMPORTED_MODULE_3__/* .legsContent */ .Pd)(facts.latest(), tally, activity.legsUsualMs, elapsedMs, facts.timedUpdates);
        return { update: { token: activity.token, content }, says: 'this leg done, on the tally' };
    }
    const durationMs = facts.at - (activity?.startedAt ?? facts.at);
    const ending = { outcome: tally.outcome, detail: { failedStep: tally.failedLabel } };
    const alert = alertOf(facts.alert, ending, journal, durationMs, facts.at);
    const clear = { outcome: tally.outcome, fresh: !standing.last };
    if (journal.ended) {
        return { ...(alert ? { alert } : {}), clear, says: "the matrix's end went out already" };
    }
    if (!activity)
        return { noActivity: true, says: "the matrix's activity could not be read" };
    const content = (0,_legs_content_js__WEBPACK_IMPORTED_MODULE_3__/* .legsFinalContent */ .vD)(facts.latest(), tally, facts.at - activity.startedAt, activity.legsUsualMs);
    return {
        end: { token: activity.token, content, outcome: tally.outcome },
        ...(alert ? { alert } : {}),
        clear,
        says: 'this leg completes the matrix: its end',
    };
}
function planAlertOnly(facts) {
    const alert = alertOf(facts.alert, facts.ending, NOTHING_SENT, facts.durationMs, facts.at);
    return alert ? { alert, says: 'the alert alone' } : { says: `${facts.ending.outcome}: no alert` };
}
const NOTHING_SENT = {
    ended: false,
    alerted: false,
    report: undefined,
    remaining: undefined,
    trackerSentAt: undefined,
};
function planClose(facts) {
    const { ending, activity, at } = facts;
    const durationMs = activity ? at - activity.startedAt : 0;
    const alert = alertOf(facts.alert, ending, NOTHING_SENT, durationMs, at);
    const base = alert ? { alert } : {};
    if (!activity)
        return { ...base, says: "the run's activity was never started: the alert alone" };
    const content = (0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .finalContent */ .yu)(facts.latest, ending.outcome, durationMs, ending.detail);
    return { ...base, end: { token: activity.token, content, outcome: ending.outcome }, says: "the run's end" };
}


/***/ }),

/***/ 98609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ withFailedStep)
});

// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
// EXTERNAL MODULE: ./src/github/own-step.ts
var own_step = __webpack_require__(91558);
;// CONCATENATED MODULE: ./src/activity/step-content.ts
function stepContent(content, progress, stepsFixed) {
    if (progress.total === 0)
        return content;
    const { total, failed, cancelled, current } = progress;
    const body = failed
        ? `Failed at ${failed.position === undefined ? '' : `step ${failed.position} of ${total} · `}${failed.name}`
        : cancelled
            ? `Cancelled at step ${cancelled.position} of ${total} · ${cancelled.name}`
            : current
                ? `Step ${current.position} of ${total} · ${current.name}`
                : `All ${total} steps done`;
    return {
        ...content,
        body,
        progress: progress.percent,
        ...(stepsFixed ? {} : { steps: total }),
        severity: failed ? 'CRIT' : content.severity,
    };
}

;// CONCATENATED MODULE: ./src/activity/failed-step.ts



function withFailedStep(record, job, actionStepDefaults, stepsFixed) {
    const own = (0,own_step/* ownStepName */.Q)(job, record.startedAt, actionStepDefaults);
    const progress = (0,job_steps/* stepProgress */.O0)(job, (0,job_steps/* actionStepNames */.Vz)(own));
    if (!progress.failed)
        return undefined;
    return {
        ...record,
        content: stepContent(record.content, progress, stepsFixed),
        failedStep: progress.failed.name,
    };
}


/***/ }),

/***/ 37010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ JournalSeal)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


class JournalSeal {
    #key;
    constructor(clientKey, folder) {
        this.#key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', clientKey)
            .update(`signalgrid journal\n${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(folder.path)}`)
            .digest();
    }
    seal(entry) {
        return { ...entry, seal: this.#mac(entry) };
    }
    holds(entry) {
        const { seal, ...fields } = entry;
        if (typeof seal !== 'string')
            return false;
        const expected = Buffer.from(this.#mac(fields), 'hex');
        const given = Buffer.from(seal, 'hex');
        return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
    }
    #mac(entry) {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', this.#key).update(JSON.stringify(entry)).digest('hex');
    }
}


/***/ }),

/***/ 49165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z5: () => (/* binding */ leaveLastLook),
/* harmony export */   _d: () => (/* binding */ readLastLook)
/* harmony export */ });
/* unused harmony export MAX_LAST_LOOK_BYTES */
/* harmony import */ var _github_job_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63644);
/* harmony import */ var _view_parts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52759);


const MAX_LAST_LOOK_BYTES = 1024 * 1024;
function leaveLastLook(folder, snapshot, plan) {
    try {
        const taking = new Set((0,_view_parts_js__WEBPACK_IMPORTED_MODULE_0__/* .partsOf */ .CI)(snapshot, plan).flatMap((part) => (part.job ? [part.job] : [])));
        const jobs = snapshot.jobs.filter((job) => taking.has(job));
        const text = (steps) => JSON.stringify({
            ownJobId: snapshot.ownJobId,
            ownStartedAt: snapshot.ownStartedAt,
            actionStep: snapshot.actionStep,
            jobs: jobs.map((job) => apiJob(job, steps(job))),
            plan: plan && { ...plan, known: [...plan.known] },
        });
        const whole = text(() => true);
        const kept = Buffer.byteLength(whole) <= MAX_LAST_LOOK_BYTES ? whole : text((job) => job.id === snapshot.ownJobId);
        if (Buffer.byteLength(kept) <= MAX_LAST_LOOK_BYTES)
            folder.writeLastLook(kept);
    }
    catch {
    }
}
function readLastLook(folder) {
    let value;
    try {
        value = JSON.parse(folder.readLastLook(MAX_LAST_LOOK_BYTES) ?? '');
    }
    catch {
        return undefined;
    }
    if (!(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return undefined;
    const { ownJobId, ownStartedAt, actionStep, jobs, plan } = value;
    if (!Number.isSafeInteger(ownJobId) || ownJobId < 1)
        return undefined;
    if (!isFiniteNumber(ownStartedAt) || typeof actionStep !== 'string' || !Array.isArray(jobs))
        return undefined;
    const parsed = jobs.map(_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJob */ .J);
    const listed = parsed.flatMap((job) => (job.ok ? [job.job] : []));
    if (listed.length !== jobs.length)
        return undefined;
    return {
        snapshot: { jobs: listed, ownJobId: ownJobId, ownStartedAt, actionStep },
        plan: readPlan(plan),
    };
}
function apiJob(job, steps) {
    return {
        id: job.id,
        status: job.status,
        conclusion: job.conclusion,
        name: job.name,
        runner_name: job.runnerName,
        html_url: job.htmlUrl,
        created_at: job.createdAt,
        started_at: job.startedAt,
        completed_at: job.completedAt,
        steps: (steps ? job.steps : []).map((step) => ({
            name: step.name,
            status: step.status,
            conclusion: step.conclusion,
            number: step.number,
            started_at: step.startedAt,
            completed_at: step.completedAt,
        })),
    };
}
function readPlan(value) {
    if (!(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return undefined;
    const { jobs, spanMs, known, medianJobMs, medianStepMs, usualMs, pace, lateMs } = value;
    if (!Array.isArray(jobs) || !Array.isArray(known) || !known.every((name) => typeof name === 'string'))
        return undefined;
    if (!isFiniteNumber(spanMs) || !isFiniteNumber(medianJobMs) || !isFiniteNumber(medianStepMs))
        return undefined;
    if (!isFiniteNumber(usualMs) || !isFiniteNumber(lateMs) || !(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(pace))
        return undefined;
    if (!isFiniteNumber(pace.least) || !isFiniteNumber(pace.most))
        return undefined;
    const planned = jobs.map((job) => readPlannedJob(job, jobs.length));
    if (!planned.every((job) => job !== undefined))
        return undefined;
    return {
        jobs: planned,
        spanMs,
        known: new Set(known),
        medianJobMs,
        medianStepMs,
        usualMs,
        pace: { least: pace.least, most: pace.most },
        lateMs,
    };
}
function readPlannedJob(value, count) {
    if (!(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return undefined;
    const { name, start, end, steps, userSteps, after, wait } = value;
    const index = (number) => Number.isSafeInteger(number) && number >= 0;
    if (typeof name !== 'string' || !isFiniteNumber(start) || !isFiniteNumber(end) || !isFiniteNumber(wait))
        return undefined;
    if (!index(userSteps) || (after !== undefined && !(index(after) && after < count)))
        return undefined;
    if (!Array.isArray(steps))
        return undefined;
    const timed = steps.map(readPlannedStep);
    if (!timed.every((step) => step !== undefined))
        return undefined;
    return {
        name,
        start,
        end,
        steps: timed,
        userSteps: userSteps,
        after: after,
        wait,
    };
}
function readPlannedStep(value) {
    if (!(0,_github_job_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        return undefined;
    const { name, start, end } = value;
    return typeof name === 'string' && isFiniteNumber(start) && isFiniteNumber(end)
        ? { name, start, end }
        : undefined;
}
function isFiniteNumber(value) {
    return typeof value === 'number' && Number.isFinite(value);
}


/***/ }),

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
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(748);




function legsContent(content, tally, usualMs = {}, elapsedMs = 0, timedUpdates = 0) {
    const usual = legsUsual(usualMs);
    const view = (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsView */ .dQ)(legsDone(tally), usual, elapsedMs, (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsLeadMs */ .wi)(usual, timedUpdates));
    return {
        ...content,
        body: view.words,
        severity: tally.failed.length > 0 ? 'CRIT' : content.severity,
        progress: view.percent,
    };
}
function legsFinalContent(content, tally, durationMs, usualMs = {}) {
    const legs = legsDone(tally);
    const progress = Math.floor(100 * (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .legsDoneShare */ .tt)(legs, legsUsual(usualMs)));
    const longest = Math.max(0, ...Object.values(usualMs));
    const end = (0,_content_js__WEBPACK_IMPORTED_MODULE_3__/* .finalContent */ .yu)({ ...content, progress }, tally.outcome, durationMs, { usualMs: longest });
    const words = tally.outcome === 'success'
        ? `${tally.count} legs`
        : [(0,_view_words_js__WEBPACK_IMPORTED_MODULE_2__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), (0,_view_legs_js__WEBPACK_IMPORTED_MODULE_1__/* .failedWords */ .LR)(legs)].filter(Boolean).join(' · ');
    return { ...end, body: `${end.body} · ${words}` };
}
function legsDone(tally) {
    return {
        count: tally.count,
        done: tally.done.map((report) => report.digest),
        failed: tally.failed.length,
        failedLabel: tally.failedLabel,
    };
}
function legsUsual(usualMs) {
    return new Map(Object.entries(usualMs).map(([label, ms]) => [(0,_matrix_leg_js__WEBPACK_IMPORTED_MODULE_0__/* .labelDigest */ .rT)(label), ms]));
}


/***/ }),

/***/ 17162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CurrentJob: () => (/* binding */ CurrentJob)
});

// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/github/job.ts
var job = __webpack_require__(63644);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(57403);
;// CONCATENATED MODULE: ./src/github/job-annotations.ts



const ANNOTATIONS_ROUTE = 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations';
const ANNOTATIONS_PER_PAGE = 100;
async function readAnnotatedEnd(api, jobId) {
    const answer = await api.get(ANNOTATIONS_ROUTE, {
        ...api.repo,
        check_run_id: jobId,
        per_page: ANNOTATIONS_PER_PAGE,
    });
    if (answer.outcome !== 'fresh')
        throw (0,errors/* unusableAnswer */.Qf)(api.request, 'not modified, never asked so');
    const json = await api.json(answer.reply);
    if (!Array.isArray(json))
        throw (0,errors/* unusableAnswer */.Qf)(api.request, 'the answer is not a list of annotations');
    const messages = json.flatMap((annotation) => (0,job/* isRecord */.u)(annotation) && typeof annotation.message === 'string' ? [annotation.message] : []);
    return {
        outcome: 'annotations',
        end: annotatedEnd(messages),
        rateLimit: (0,rate_limit/* readRateLimit */.y)(answer.reply.headers),
    };
}
const TIMED_OUT = /has exceeded the maximum execution time of ([^\n]*?)\.?\s*$/i;
const REJECTED = /the deployment was rejected or didn't satisfy other protection rules/i;
function annotatedEnd(messages) {
    for (const message of messages) {
        const limit = TIMED_OUT.exec(message.trim())?.[1];
        if (limit !== undefined)
            return { kind: 'timed-out', limitMs: durationMs(limit) };
    }
    if (messages.some((message) => REJECTED.test(message)))
        return { kind: 'rejected' };
    return { kind: 'none' };
}
const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
function durationMs(text) {
    const words = /^(\d+) minutes?$/i.exec(text.trim());
    if (words)
        return Number(words[1]) * UNIT_MS.m;
    const go = text.trim();
    if (!/^(?:\d+(?:\.\d+)?(?:h|ms|m|s))+$/.test(go))
        return undefined;
    let total = 0;
    for (const [, amount, unit] of go.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)) {
        total += Number(amount) * UNIT_MS[unit];
    }
    return Math.round(total);
}

// EXTERNAL MODULE: ./src/github/jobs-api.ts
var jobs_api = __webpack_require__(47942);
;// CONCATENATED MODULE: ./src/github/pending-deployments.ts


const PENDING_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments';
async function readPendingDeployments(api, runId) {
    const answer = await api.get(PENDING_ROUTE, { ...api.repo, run_id: runId });
    if (answer.outcome !== 'fresh')
        throw (0,errors/* unusableAnswer */.Qf)(api.request, 'not modified, never asked so');
    const json = await api.json(answer.reply);
    if (!Array.isArray(json))
        throw (0,errors/* unusableAnswer */.Qf)(api.request, 'the answer is not a list of pending deployments');
    return { outcome: 'pending', deployments: json.map((entry) => pendingDeployment(entry, api.request)) };
}
function pendingDeployment(entry, request) {
    const environment = (0,job/* isRecord */.u)(entry) && (0,job/* isRecord */.u)(entry.environment) ? entry.environment.name : undefined;
    if (!(0,job/* isRecord */.u)(entry) || typeof environment !== 'string')
        throw (0,errors/* unusableAnswer */.Qf)(request, 'a pending deployment names no environment');
    const reviewers = Array.isArray(entry.reviewers) ? entry.reviewers : [];
    return {
        environment,
        waitTimerMinutes: typeof entry.wait_timer === 'number' ? entry.wait_timer : 0,
        reviewers: reviewers.flatMap((listed) => {
            if (!(0,job/* isRecord */.u)(listed) || !(0,job/* isRecord */.u)(listed.reviewer))
                return [];
            const { type, reviewer } = listed;
            if (type === 'User' && typeof reviewer.login === 'string')
                return [{ user: reviewer.login }];
            if (type === 'Team' && typeof reviewer.slug === 'string')
                return [{ team: reviewer.slug }];
            return [];
        }),
    };
}

// EXTERNAL MODULE: ./src/github/run-jobs.ts
var run_jobs = __webpack_require__(899);
;// CONCATENATED MODULE: ./src/github/current-job.ts








const JOB_ROUTE = 'GET /repos/{owner}/{repo}/actions/jobs/{job_id}';
class CurrentJob {
    #api;
    #run;
    #runnerName;
    #id;
    constructor(options) {
        this.#api = new jobs_api/* JobsApi */.$S(options);
        this.#run = new run_jobs/* RunJobs */.gu(this.#api);
        this.#runnerName = options.runnerName;
        const jobId = options.jobId?.trim() ?? '';
        this.#id = /^[1-9]\d*$/.test(jobId) && Number.isSafeInteger(Number(jobId)) ? Number(jobId) : undefined;
    }
    static of(options) {
        try {
            return new CurrentJob(options);
        }
        catch (error) {
            options.onUnusable?.((0,redact/* redact */.E)(error.message, [options.token]));
            return undefined;
        }
    }
    read(timeoutMs) {
        return this.#api.take(async () => {
            const answer = this.#id === undefined ? await this.#find() : await this.#getJob(this.#id);
            if (answer.outcome === 'job')
                this.#id = answer.job.id;
            return answer;
        }, timeoutMs);
    }
    readJob(id) {
        return this.#api.take(() => this.#getJob(id));
    }
    readAnnotatedEnd(id) {
        return this.#api.take(() => readAnnotatedEnd(this.#api, id));
    }
    readPendingDeployments(runId) {
        return this.#api.take(() => readPendingDeployments(this.#api, runId));
    }
    readRun() {
        return this.#api.take(async () => {
            const read = await this.#run.read({ conditional: true });
            if (!read.changed)
                return { outcome: 'not-modified', rateLimit: read.rateLimit };
            if (this.#id === undefined && this.#runnerName.trim()) {
                const matches = (0,run_jobs/* onRunner */.o)(read.jobs, this.#runnerName);
                if (matches.length === 1)
                    this.#id = matches[0]?.id;
            }
            return { outcome: 'jobs', jobs: read.jobs, ownJobId: this.#id, rateLimit: read.rateLimit };
        });
    }
    async #getJob(id) {
        const key = `job ${id}`;
        const answer = await this.#api.get(JOB_ROUTE, { ...this.#api.repo, job_id: id }, key);
        if (answer.outcome === 'not-modified')
            return { ...answer, etag: this.#api.etag(key) };
        const parsed = (0,job/* parseJob */.J)(await this.#api.json(answer.reply));
        if (!parsed.ok)
            throw (0,errors/* unusableAnswer */.Qf)(this.#api.request, parsed.problem);
        this.#api.remember(key, answer.reply.headers);
        return {
            outcome: 'job',
            job: parsed.job,
            etag: this.#api.etag(key),
            rateLimit: (0,rate_limit/* readRateLimit */.y)(answer.reply.headers),
        };
    }
    async #find() {
        const runner = this.#runnerName;
        if (!runner.trim()) {
            const { runId } = (0,run_jobs/* runAttempt */.Tm)();
            return failed(new errors/* GitHubNoMatchError */.Gw(`RUNNER_NAME is empty: this job cannot be told among run ${runId}'s jobs`));
        }
        const read = await this.#run.read({
            conditional: false,
            until: (page) => (0,run_jobs/* onRunner */.o)(page, runner).length > 0,
        });
        const matches = (0,run_jobs/* onRunner */.o)(read.last, runner);
        const { runId, attempt } = (0,run_jobs/* runAttempt */.Tm)();
        if (matches.length > 1) {
            return failed(new errors/* GitHubNoMatchError */.Gw(`${matches.length} in-progress jobs of run ${runId} attempt ${attempt} ran on runner "${runner}": cannot tell which is this one`));
        }
        const [found] = matches;
        if (found)
            return { outcome: 'job', job: found, etag: undefined, rateLimit: read.rateLimit };
        const within = read.more ? ` in the first ${run_jobs/* MAX_PAGES */.Y0} pages` : '';
        return failed(new errors/* GitHubNoMatchError */.Gw(`No in-progress job of run ${runId} attempt ${attempt} ran on runner "${runner}" (${read.jobs.length} jobs listed${within})`));
    }
}
function failed(error) {
    return { outcome: 'error', error };
}


/***/ }),

/***/ 899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tm: () => (/* binding */ runAttempt),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   gu: () => (/* binding */ RunJobs),
/* harmony export */   o: () => (/* binding */ onRunner)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63644);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57403);





const RUN_ATTEMPT_JOBS_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs';
const MAX_PAGES = 10;
class RunJobs {
    #api;
    #pages = new Map();
    constructor(api) {
        this.#api = api;
    }
    async read({ conditional, until }) {
        const { runId, attempt } = runAttempt();
        const jobs = [];
        let changed = false;
        let read;
        let rateLimit;
        for (let page = 1; page <= MAX_PAGES; page++) {
            const key = conditional ? `run page ${page}` : undefined;
            const answer = read === undefined
                ? await this.#api.get(RUN_ATTEMPT_JOBS_ROUTE, { ...this.#api.repo, run_id: runId, attempt_number: attempt, per_page: _client_js__WEBPACK_IMPORTED_MODULE_1__.JOBS_PER_PAGE, page }, key)
                : await this.#api.get(`GET ${read.next}`, {}, key);
            if (answer.outcome === 'fresh') {
                read = await this.#page(answer.reply);
                rateLimit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .readRateLimit */ .y)(answer.reply.headers);
                if (key !== undefined) {
                    this.#pages.set(page, read);
                    this.#api.remember(key, answer.reply.headers);
                }
                changed = true;
            }
            else {
                rateLimit = answer.rateLimit;
                read = this.#pages.get(page);
                if (!read)
                    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(this.#api.request, `page ${page} unchanged, never read`);
            }
            jobs.push(...read.jobs);
            if (read.next === undefined || until?.(read.jobs))
                break;
        }
        return {
            jobs,
            last: read?.jobs ?? [],
            changed,
            more: read?.next !== undefined,
            rateLimit: rateLimit,
        };
    }
    async #page(reply) {
        const json = await this.#api.json(reply);
        const listed = (0,_job_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(json) ? json.jobs : undefined;
        if (!Array.isArray(listed))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(this.#api.request, 'jobs is not an array');
        const jobs = listed.map((job) => {
            const parsed = (0,_job_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJob */ .J)(job);
            if (!parsed.ok)
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .unusableAnswer */ .Qf)(this.#api.request, parsed.problem);
            return parsed.job;
        });
        return { jobs, next: nextPage(reply.headers) };
    }
}
function onRunner(jobs, runner) {
    return jobs.filter((job) => job.runnerName === runner && job.status === 'in_progress');
}
function runAttempt() {
    const { runId } = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._;
    const attempt = Number.isSafeInteger(_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt) ? _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt : 1;
    if (!Number.isSafeInteger(runId) || runId < 1 || attempt < 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubAnswerError */ .cw(`GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT name no run attempt (${runId}, ${attempt}): the run's jobs cannot be read`);
    }
    return { runId, attempt };
}
function nextPage(headers) {
    return /<([^<>]+)>;\s*rel="?next"?/i.exec((0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .header */ .w)(headers, 'link') ?? '')?.[1];
}


/***/ }),

/***/ 24907:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/activity/failed-step.ts + 1 modules
var failed_step = __webpack_require__(98609);
// EXTERNAL MODULE: ./src/activity/folder.ts + 1 modules
var activity_folder = __webpack_require__(9);
// EXTERNAL MODULE: ./src/activity/last-look.ts
var last_look = __webpack_require__(49165);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/own-step.ts
var own_step = __webpack_require__(91558);
// EXTERNAL MODULE: ./src/view/run-view.ts + 4 modules
var run_view = __webpack_require__(72216);
// EXTERNAL MODULE: ./src/tracker/endpoint.ts
var tracker_endpoint = __webpack_require__(37899);
// EXTERNAL MODULE: ./src/tracker/handover.ts
var tracker_handover = __webpack_require__(52765);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/end.ts
var end = __webpack_require__(97548);
// EXTERNAL MODULE: ./src/activity/end-sending.ts
var end_sending = __webpack_require__(95299);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
// EXTERNAL MODULE: ./src/github/names.ts
var github_names = __webpack_require__(14567);
;// CONCATENATED MODULE: ./src/tracker/last-end.ts






function jobEnding(job, stepName, postAsked) {
    const completed = job.status === 'completed';
    const cancelled = job.steps.some((step) => step.conclusion === 'cancelled') || job.conclusion === 'cancelled';
    if (!completed && !cancelled)
        return 'runs';
    if (postAsked)
        return completed ? 'over' : 'runs';
    const post = (0,github_names/* postStepName */.yh)(stepName);
    const posting = job.steps.some((step) => step.name === post && (0,job_steps/* begun */.q1)(step));
    if (posting && !completed)
        return 'runs';
    const failed = (0,job_steps/* stepProgress */.O0)(job, (0,job_steps/* actionStepNames */.Vz)(stepName)).failed;
    if (failed || job.conclusion === 'failure')
        return { outcome: 'failure', failedStep: failed?.name };
    if (cancelled)
        return { outcome: 'cancelled', failedStep: undefined };
    return { outcome: 'success', failedStep: undefined };
}
const OUTCOME_WORDS = {
    success: 'the job succeeded',
    failure: 'the job failed',
    cancelled: 'the job was cancelled',
};
class LastEnd {
    #options;
    #sent = false;
    constructor(options) {
        this.#options = options;
    }
    async send(outcome, failedStep) {
        const { kept, endActivity, holding, legs, alert, seal } = this.#options;
        if (this.#sent)
            return;
        this.#sent = true;
        if (legs)
            return this.#reportLeg(legs.legs, outcome, await legs.run());
        if (!holding)
            return;
        if (failedStep && !kept.current.failedStep)
            kept.keep({ failedStep });
        const folder = kept.folder;
        const record = kept.current;
        const plan = (0,end/* planOwnEnd */.Ly)({
            outcome,
            ...(outcome === 'cancelled' ? { ending: await this.#options.whyCancelled(record.failedStep) } : {}),
            endActivity,
            holding,
            alert,
            journal: (0,journal/* journalFacts */.l)(folder.readJournal(), seal),
            record,
            latest: () => folder.takeInbox().reduce(activity_content/* applyUpdate */.QE, record.content),
            at: Date.now(),
        });
        const sent = await (0,end_sending/* sendPlan */.Q)(plan, this.#host());
        kept.debug(plan.end && sent
            ? `Signalgrid: ${OUTCOME_WORDS[outcome]} and this action's post had not begun: the tracker ended the activity.`
            : `Signalgrid: ${plan.says}.`);
    }
    #host(extra = {}) {
        const { kept, client, alertClient, seal, delays } = this.#options;
        return {
            journal: { folder: kept.folder, seal },
            by: 'tracker',
            client,
            alertClient,
            delays,
            failed: (what, error) => kept.debug(`Signalgrid: ${what} (${error instanceof Error ? error.message : String(error)}).`),
            ...extra,
        };
    }
    async #reportLeg(legs, outcome, run) {
        const { kept, seal, alert } = this.#options;
        const folder = kept.folder;
        const done = `Signalgrid: ${OUTCOME_WORDS[outcome]} and this action's post had not begun`;
        const mark = (phase) => () => folder.appendJournal(seal.seal({ at: Date.now(), kind: 'report', phase, outcome }));
        mark('begun')();
        if (folder.stopRequested()) {
            kept.debug(`${done} when the tracker saw it, but has now: this leg's report is post's.`);
            return;
        }
        const answer = await legs.report(outcome, run);
        if (!answer) {
            kept.debug(`${done}, but the run's board did not take this leg's outcome: the tracker left it to post.`);
            return;
        }
        const record = kept.current;
        const fromBoard = answer.over ? undefined : answer.activity;
        const published = record.token ? { token: record.token, startedAt: record.startedAt } : fromBoard;
        const plan = (0,end/* planLegEnd */.hV)({
            standing: standingOf(answer),
            activity: published && {
                token: published.token,
                startedAt: published.startedAt,
                legsUsualMs: record.legsUsualMs ?? fromBoard?.legsUsualMs,
            },
            latest: () => folder.takeInbox().reduce(activity_content/* applyUpdate */.QE, record.content),
            shownByTrackers: true,
            updateLeavesReserve: false,
            alert,
            journal: (0,journal/* journalFacts */.l)(folder.readJournal(), seal),
            at: Date.now(),
            timedUpdates: 0,
        });
        if ('noActivity' in plan) {
            kept.debug("Signalgrid: the matrix's activity could not be read from the run's artifacts: not ended.");
            return;
        }
        const clear = async (tallied, fresh) => void (await legs.clear(tallied, fresh));
        if (!(await (0,end_sending/* sendPlan */.Q)(plan, this.#host({ done: mark('done'), clear })))) {
            kept.debug("Signalgrid: the matrix's end did not go out: it is left to this leg's post.");
            return;
        }
        kept.debug(answer.over
            ? `${done}; the matrix's activity was over already.`
            : plan.end
                ? `${done}: the tracker reported this leg on the run's board and ended the matrix's activity.`
                : `${done}: the tracker reported this leg on the run's board; the legs still to end end the matrix's activity.`);
    }
}
function standingOf(answer) {
    if (answer.over)
        return answer;
    const { tally, last, ends } = answer;
    return { over: false, tally, last, ends: ends ? 'this leg' : 'nobody yet' };
}

// EXTERNAL MODULE: ./src/activity/legs-content.ts
var legs_content = __webpack_require__(7324);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/matrix/leg.ts
var leg = __webpack_require__(52365);
// EXTERNAL MODULE: ./src/view/legs.ts
var view_legs = __webpack_require__(30024);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/matrix/board-request.ts
var board_request = __webpack_require__(91385);
// EXTERNAL MODULE: ./src/outcome.ts
var src_outcome = __webpack_require__(34671);
// EXTERNAL MODULE: ./src/signalgrid/activity-token.ts
var activity_token = __webpack_require__(16391);
;// CONCATENATED MODULE: ./src/tracker/board-answer.ts


function lineOf(answer) {
    if (answer.indexOf('\n') !== answer.length - 1)
        return undefined;
    try {
        return JSON.parse(answer);
    }
    catch {
        return undefined;
    }
}
function publishedOf(answer) {
    const value = lineOf(answer);
    return isPublished(value) ? value : undefined;
}
function isPublished(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const published = value;
    if ('failed' in published)
        return published.failed === true;
    const { token, startedAt, legsUsualMs, remaining, senderJob } = published;
    const usual = legsUsualMs;
    return (typeof token === 'string' &&
        (0,activity_token/* isActivityToken */.jJ)(token) &&
        Number.isFinite(startedAt) &&
        (usual === undefined ||
            (typeof usual === 'object' &&
                usual !== null &&
                !Array.isArray(usual) &&
                Object.values(usual).every((ms) => Number.isFinite(ms) && ms >= 0))) &&
        (remaining === undefined || Number.isSafeInteger(remaining)) &&
        (senderJob === undefined || (typeof senderJob === 'string' && /^[1-9]\d{0,14}$/.test(senderJob))));
}
function reportAnswerOf(answer) {
    const value = lineOf(answer);
    return isReportAnswer(value) ? value : undefined;
}
function clearedOf(answer) {
    const value = lineOf(answer);
    return typeof value === 'object' && value !== null && value.cleared === true;
}
function isReportAnswer(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const answer = value;
    if (answer.over === true)
        return true;
    const { tally, last, ends, activity } = answer;
    return (answer.over === false &&
        isTally(tally) &&
        typeof last === 'boolean' &&
        typeof ends === 'boolean' &&
        (activity === undefined || (isPublished(activity) && !('failed' in activity))));
}
function isTally(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const tally = value;
    const { count, done, failed, failedLabel } = tally;
    return (Number.isSafeInteger(count) &&
        count >= 1 &&
        Array.isArray(done) &&
        done.every(isLegReport) &&
        Array.isArray(failed) &&
        failed.every(isLegReport) &&
        (failedLabel === undefined || typeof failedLabel === 'string') &&
        (0,src_outcome/* isOutcome */.L)(tally.outcome) &&
        typeof tally.complete === 'boolean' &&
        typeof tally.early === 'boolean');
}
function isLegReport(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const { index, outcome, attempt, at, digest, job } = value;
    return (Number.isSafeInteger(index) &&
        index >= 0 &&
        (0,src_outcome/* isOutcome */.L)(outcome) &&
        Number.isSafeInteger(attempt) &&
        attempt >= 1 &&
        Number.isFinite(at) &&
        typeof digest === 'string' &&
        /^[0-9a-f]{12}$/.test(digest) &&
        (job === undefined || (typeof job === 'string' && /^\d{1,16}$/.test(job))));
}

// EXTERNAL MODULE: ./src/tracker/environment.ts
var environment = __webpack_require__(15609);
// EXTERNAL MODULE: ./src/tracker/part-arguments.ts
var part_arguments = __webpack_require__(86958);
;// CONCATENATED MODULE: ./src/tracker/board-read.ts





function boardArguments(from = import.meta.url) {
    return (0,part_arguments/* partArguments */.W)('board', [BOARD_HEAP], from);
}
const BOARD_HEAP = '--max-semi-space-size=1';
async function readPublished(request, timeoutMs, options = {}) {
    const answer = await askBoard(request, timeoutMs, options);
    return answer === undefined ? undefined : publishedOf(answer);
}
async function reportOnBoard(request, task, timeoutMs, options = {}) {
    const answer = await askBoard({ ...request, task }, timeoutMs, options);
    return answer === undefined ? undefined : reportAnswerOf(answer);
}
async function clearBoard(request, task, timeoutMs, options = {}) {
    const answer = await askBoard({ ...request, task }, timeoutMs, options);
    return answer !== undefined && clearedOf(answer);
}
async function askBoard(request, timeoutMs, { signal, nodeArguments = boardArguments() }) {
    if (signal?.aborted)
        return undefined;
    try {
        const reader = (0,external_node_child_process_.spawn)(process.execPath, nodeArguments, {
            stdio: ['pipe', 'pipe', 'ignore'],
            windowsHide: true,
            env: (0,environment/* trackerEnvironment */.O)(process.env),
        });
        const exited = new Promise((resolve) => {
            reader.once('close', (code) => resolve(code));
            reader.once('error', () => resolve(null));
        });
        const kill = () => reader.kill('SIGKILL');
        const killer = setTimeout(kill, timeoutMs);
        signal?.addEventListener('abort', kill, { once: true });
        let abandon;
        const abandoned = new Promise((resolve) => {
            abandon = setTimeout(() => resolve(undefined), timeoutMs + part_arguments/* KILLED_EXIT_WAIT_MS */.a);
        });
        try {
            reader.stdin.on('error', () => { });
            reader.stdin.end(JSON.stringify(request));
            const answered = async () => {
                const answer = await (0,board_request/* readWhole */.oD)(reader.stdout, board_request/* MAX_BOARD_ANSWER_BYTES */.Vc);
                if (answer === undefined)
                    kill();
                return (await exited) === 0 ? answer : undefined;
            };
            return (await Promise.race([answered(), abandoned]))?.toString('utf8');
        }
        finally {
            signal?.removeEventListener('abort', kill);
            clearTimeout(killer);
            clearTimeout(abandon);
            if (reader.exitCode === null && reader.signalCode === null)
                kill();
        }
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/view/participants.ts
var participants = __webpack_require__(15639);
// EXTERNAL MODULE: ./src/view/snapshot.ts
var view_snapshot = __webpack_require__(22425);
;// CONCATENATED MODULE: ./src/tracker/watch.ts





function watch_lineOf(snapshot, plan) {
    const names = (0,participants/* actionNames */.Bk)(snapshot.actionStep);
    const post = (0,github_names/* postStepName */.yh)(snapshot.actionStep);
    const known = new Set(plan?.jobs.map((job) => job.name));
    const taking = snapshot.jobs.filter((job) => (job.id === snapshot.ownJobId || !(0,participants/* carriedOver */.l9)(job)) &&
        (0,participants/* takesPart */.GP)(job, snapshot.ownJobId, names, plan === undefined
            ? undefined
            : known.has(job.name)
                ? true
                : plan.known.has(job.name)
                    ? false
                    : undefined));
    const posted = (job) => job.steps.some((step) => step.name === post && (0,job_steps/* begun */.q1)(step));
    const ends = plannedEnds(taking, plan);
    const endOf = (job) => ends.get(job) ?? Number.NEGATIVE_INFINITY;
    const live = taking
        .filter((job) => job.id === snapshot.ownJobId || (job.status === 'in_progress' && !posted(job)))
        .sort((a, b) => endOf(b) - endOf(a) || began(a) - began(b) || a.id - b.id);
    const place = live.findIndex((job) => job.id === snapshot.ownJobId);
    const ahead = live.slice(0, Math.max(0, place)).map(endOf).filter(Number.isFinite);
    const handovers = taking
        .filter((job) => job.id !== snapshot.ownJobId && posted(job))
        .map((job) => (0,view_snapshot/* timeOf */.nR)(job.steps.find((step) => step.name === post)?.startedAt ?? null))
        .filter(Number.isFinite);
    return {
        role: place <= 0 ? 'sender' : place === 1 ? 'next' : 'later',
        sender: place <= 0 ? undefined : live[0]?.id,
        together: taking.some((job) => job.id !== snapshot.ownJobId && (job.status === 'waiting' || live.includes(job))),
        handedOverAt: handovers.length === 0 ? undefined : Math.max(...handovers),
        aheadEndsIn: ahead.length === 0 ? undefined : Math.min(...ahead),
        endsIn: ends.get(live[place]),
    };
}
function legsLineOf(snapshot, starterJob, count) {
    const own = snapshot.ownJobId;
    const legs = (0,view_legs/* legsOf */.xi)(snapshot).map(({ job }) => job);
    const stopped = (job) => job.id !== own && stoppedSending(job, snapshot.actionStep);
    const live = legs
        .filter((job) => job.id === own || !stopped(job))
        .sort((a, b) => Number(b.id === starterJob) - Number(a.id === starterJob) || b.id - a.id);
    const place = Math.max(0, live.findIndex((job) => job.id === own));
    const post = (0,github_names/* postStepName */.yh)(snapshot.actionStep);
    const handovers = legs
        .filter(stopped)
        .map((job) => (0,view_snapshot/* timeOf */.nR)(job.steps.find((step) => step.name === post)?.startedAt ?? job.completedAt))
        .filter(Number.isFinite);
    return {
        role: place === 0 ? 'sender' : 'next',
        sender: place === 0 ? undefined : live[0]?.id,
        watchEvery: Math.max(1, place),
        together: legs.filter((job) => job.id !== own && job.status === 'completed').length < count - 1,
        handedOverAt: handovers.length === 0 ? undefined : Math.max(...handovers),
        aheadEndsIn: undefined,
        endsIn: undefined,
        needsToken: starterJob === undefined && place === 0,
    };
}
function plannedEnds(jobs, plan) {
    const ends = new Map();
    if (!plan)
        return ends;
    const taken = new Set();
    for (const job of [...jobs].sort((a, b) => a.id - b.id)) {
        const index = plan.jobs.findIndex((planned, at) => planned.name === job.name && !taken.has(at));
        if (index < 0)
            continue;
        taken.add(index);
        ends.set(job, plan.jobs[index]?.end);
    }
    return ends;
}
function began(job) {
    const at = (0,view_snapshot/* timeOf */.nR)(job.startedAt);
    return Number.isFinite(at) ? at : Number.POSITIVE_INFINITY;
}
function onLastStep(job, actionStep) {
    const progress = (0,job_steps/* stepProgress */.O0)(job, (0,participants/* actionNames */.Bk)(actionStep));
    return progress.current !== undefined && progress.current.position === progress.total;
}
function stoppedSending(job, actionStep) {
    const post = (0,github_names/* postStepName */.yh)(actionStep);
    return job.status === 'completed' || job.steps.some((step) => step.name === post && (0,job_steps/* begun */.q1)(step));
}
const WATCH_SPACINGS = 3;
const LATE_SPACINGS = 3;
const LATER_FIRST_WATCHES = 2;
const ALONE_FIRST_MS = 15_000;
const LOOK_MAX_MS = 10 * 60_000;

;// CONCATENATED MODULE: ./src/tracker/matrix-legs.ts







const TOKEN_READ_TIMEOUT_MS = 10_000;
const TOKEN_READS = 3;
const LEGS_FIRST_LOOK_MS = 10_000;
class MatrixLegs {
    count;
    starter;
    #board;
    #timedBudget;
    #usual;
    #quotaAtMost;
    #starterJob;
    #token = 'unread';
    #reads = 0;
    constructor(count, timedBudget, usualMs, board, starter) {
        this.count = count;
        this.#timedBudget = timedBudget;
        this.starter = starter;
        this.#board = board;
        this.#usual = (0,legs_content/* legsUsual */.mZ)(usualMs ?? {});
        if (this.starter)
            this.#token = 'held';
    }
    static of(record, settings, board) {
        const { leg, timedUpdates } = settings;
        if (leg.count < 2)
            return undefined;
        if (record.legsUsualMs)
            return new MatrixLegs(leg.count, timedUpdates, record.legsUsualMs, board, true);
        return board ? new MatrixLegs(leg.count, timedUpdates, undefined, board, false) : undefined;
    }
    get holdsToken() {
        return this.#token === 'held';
    }
    get readDue() {
        return this.#token === 'unread' && this.#reads < TOKEN_READS;
    }
    get quotaAtMost() {
        return this.#quotaAtMost;
    }
    get timed() {
        return this.#usual.size > 0;
    }
    get startKey() {
        return (0,view_legs/* legsKey */.Ls)({ count: this.count, done: [], failed: 0 });
    }
    line(run) {
        return legsLineOf(run, this.starter ? run.ownJobId : this.#starterJob, this.count);
    }
    view(run, now, startedAt) {
        const listed = (0,view_legs/* legsListed */.fV)(run);
        const legs = {
            count: this.count,
            done: listed.done.map((label) => (0,leg/* labelDigest */.rT)((0,leg/* shortLabel */.z1)(label))),
            failed: listed.failed.length,
            failedLabel: listed.failed[0] === undefined ? undefined : (0,leg/* shortLabel */.z1)(listed.failed[0]),
            queued: listed.queued.map((label) => (0,leg/* labelDigest */.rT)((0,leg/* shortLabel */.z1)(label))),
        };
        return (0,view_legs/* legsRunView */.QZ)(legs, this.#usual, now - startedAt, startedAt, (0,view_legs/* legsLeadMs */.wi)(this.#usual, this.#timedBudget));
    }
    async readToken(signal) {
        if (!this.#board || !this.readDue)
            return 'unread';
        this.#token = 'reading';
        this.#reads++;
        const published = await readPublished(this.#board, TOKEN_READ_TIMEOUT_MS, { signal });
        this.#token = 'unread';
        if (!published)
            return 'unread';
        if ('failed' in published || published.senderJob === undefined)
            return 'none';
        this.#token = 'held';
        this.#usual = (0,legs_content/* legsUsual */.mZ)(published.legsUsualMs ?? {});
        if (published.remaining !== undefined) {
            this.#quotaAtMost = (0,quota/* legsQuotaAtMost */.mj)(published.remaining, this.count, this.#timedBudget, published.token);
        }
        this.#starterJob = Number(published.senderJob);
        return published;
    }
    report(outcome, run) {
        if (!this.#board)
            return Promise.resolve(undefined);
        const running = run &&
            (0,view_legs/* legsOf */.xi)(run)
                .filter(({ job }) => job.id !== run.ownJobId && job.status === 'in_progress')
                .map(({ job }) => String(job.id));
        const task = { kind: 'report', outcome, ...(running ? { running } : {}) };
        return reportOnBoard(this.#board, task, constants/* BOARD_TASK_TIMEOUT_MS */.KX);
    }
    clear(outcome, fresh) {
        if (!this.#board)
            return Promise.resolve(false);
        return clearBoard(this.#board, { kind: 'clear', outcome, fresh }, constants/* BOARD_TASK_TIMEOUT_MS */.KX);
    }
}

// EXTERNAL MODULE: ./src/activity/cancelled-ending.ts
var cancelled_ending = __webpack_require__(28968);
// EXTERNAL MODULE: ./src/activity/journal-seal.ts
var journal_seal = __webpack_require__(37010);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts + 1 modules
var signalgrid_client = __webpack_require__(52270);
// EXTERNAL MODULE: ./src/github/current-job.ts + 2 modules
var current_job = __webpack_require__(17162);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
// EXTERNAL MODULE: ./src/activity/failure-alert.ts
var failure_alert = __webpack_require__(51256);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/load-history.ts
var load_history = __webpack_require__(97062);
// EXTERNAL MODULE: ./src/view/plan.ts
var view_plan = __webpack_require__(39494);
;// CONCATENATED MODULE: ./src/tracker/history-read.ts






class HistoryRead {
    #options;
    #state;
    #history;
    #plan;
    #abort;
    #holdUntil = 0;
    #awaitingPlan = false;
    constructor(options) {
        this.#options = options;
        this.#state = options.enabled ? 'unread' : 'off';
    }
    get plan() {
        return this.#plan;
    }
    holdsPlace() {
        if (this.#state === 'unread')
            this.#read();
        if (this.#state !== 'reading')
            return false;
        this.#awaitingPlan = true;
        return true;
    }
    get waitEndsAt() {
        return this.#awaitingPlan ? this.#holdUntil : Number.POSITIVE_INFINITY;
    }
    waitOver(now) {
        if (!this.#awaitingPlan || now < this.#holdUntil)
            return false;
        this.#awaitingPlan = false;
        return true;
    }
    replan() {
        if (this.#history)
            this.#plan = this.#planned(this.#history);
    }
    stop() {
        this.#abort?.abort();
        if (this.#state === 'reading')
            this.#state = 'read';
        return this.#awaitingPlan;
    }
    #read() {
        this.#state = 'reading';
        this.#holdUntil = Date.now() + constants/* HISTORY_WAIT_MS */.sU;
        const controller = new AbortController();
        this.#abort = controller;
        const timer = setTimeout(() => controller.abort(), constants/* HISTORY_TIMEOUT_MS */.Qn);
        readHistory(this.#options.githubToken, controller.signal)
            .then((read) => {
            if (this.#state !== 'reading')
                return;
            this.#state = 'read';
            this.#history = read.history;
            this.#plan = read.history ? this.#planned(read.history) : undefined;
            this.#options.debug(read.message);
            const streak = read.history && (0,failure_alert/* redStreakOf */.tF)(read.history.previous);
            if (streak)
                this.#options.onRedStreak(streak);
            this.#awaitingPlan = false;
            this.#options.onRead();
        }, () => { })
            .finally(() => clearTimeout(timer));
    }
    #planned(history) {
        const scope = this.#options.scope();
        const plan = (0,view_plan/* planRun */.nY)(history, scope.stepName, (job) => !scope.ownRun || job.name === scope.ownRunName);
        if (!plan.ok)
            this.#options.debug(`Signalgrid: no plan of the activity (${plan.reason}): counting steps.`);
        return plan.ok ? plan.plan : undefined;
    }
}
async function readHistory(token, signal) {
    try {
        const { readRunHistory, runQueryForThisRun } = await (0,load_history/* loadHistoryReader */.W)();
        const octokit = (0,client.githubClient)(token, { userAgent: user_agent/* USER_AGENT */._ });
        const result = await readRunHistory(octokit, runQueryForThisRun(signal));
        return {
            history: result.ok ? result.history : undefined,
            message: `Signalgrid: ${result.message}${result.ok ? '' : ': counting steps'}.`,
        };
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { history: undefined, message: `Signalgrid: no step history (${detail}): counting steps.` };
    }
}

// EXTERNAL MODULE: ./src/tracker/job-worker.ts
var job_worker = __webpack_require__(92818);
;// CONCATENATED MODULE: ./src/tracker/kept-record.ts
class KeptRecord {
    folder;
    #seal;
    #record;
    constructor(folder, record, seal) {
        this.folder = folder;
        this.#record = record;
        this.#seal = seal;
    }
    get current() {
        return this.#record;
    }
    keep(change) {
        this.#record = { ...this.#record, ...change };
        this.folder.writeRecord(this.#record);
    }
    save(content, failedStep) {
        this.keep({ content, ...(failedStep && !this.#record.failedStep ? { failedStep } : {}) });
    }
    debug(message) {
        this.folder.appendJournal(this.#seal.seal({ at: Date.now(), kind: 'debug', message }));
    }
    info(message) {
        this.folder.appendJournal(this.#seal.seal({ at: Date.now(), kind: 'info', message }));
    }
    notice(message) {
        this.folder.appendJournal(this.#seal.seal({ at: Date.now(), kind: 'notice', message }));
    }
}

;// CONCATENATED MODULE: ./src/tracker/line.ts

const ROLE_WORDS = {
    sender: 'this job shows the run on the phone (of its jobs running, the one the plan expects to end last)',
    next: 'another job shows the run on the phone; this one is next in line, and watches it',
    later: 'another job shows the run on the phone; this one looks at the run now and then',
};
const LEGS_WORDS = {
    sender: "this leg shows the matrix's legs on the phone (it started the activity, or the leg that did has ended)",
    next: "another leg shows the matrix's legs on the phone; this one watches it, to take over should it end first",
};
const ALONE = {
    role: 'sender',
    sender: undefined,
    together: false,
    handedOverAt: undefined,
    aheadEndsIn: undefined,
    endsIn: undefined,
};
class PlaceInLine {
    #options;
    #line;
    constructor(options) {
        this.#options = options;
    }
    get current() {
        return this.#line;
    }
    get sends() {
        return this.#line?.role === 'sender';
    }
    take(run, plan, ownOnly) {
        const before = this.#line?.role;
        const { legs, kept } = this.#options;
        const line = ownOnly ? ALONE : legs ? this.#legsLine(legs, run) : watch_lineOf(run, plan);
        this.#line = line;
        if (line.role !== before) {
            const words = legs && line.role !== 'later' ? LEGS_WORDS[line.role] : ROLE_WORDS[line.role];
            kept.debug(`Signalgrid: ${words}.`);
        }
        return before;
    }
    #legsLine(legs, run) {
        const line = legs.line(run);
        if (line.role !== 'sender' || legs.holdsToken)
            return line;
        if (line.needsToken && legs.readDue)
            this.#readToken(legs);
        return { ...line, role: 'next', sender: undefined };
    }
    #readToken(legs) {
        const { kept, stopped, onToken, onNoToken } = this.#options;
        legs.readToken(stopped).then((published) => {
            if (published === 'none') {
                kept.debug("Signalgrid: no leg's tracker shows the matrix's legs: each leg's post does.");
                onNoToken();
                return;
            }
            if (published === 'unread') {
                kept.debug("Signalgrid: the matrix's activity could not be read from the run's artifacts.");
                return;
            }
            kept.keep({
                token: published.token,
                startedAt: published.startedAt,
                ...(published.legsUsualMs ? { legsUsualMs: published.legsUsualMs } : {}),
            });
            onToken();
        }, () => { });
    }
}

// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/net/backoff.ts
var backoff = __webpack_require__(2987);
;// CONCATENATED MODULE: ./src/tracker/schedule.ts



const NEVER = Number.POSITIVE_INFINITY;
const FAILED_READ_BACKOFF = { firstMs: 2 * constants/* POLL_INTERVAL_MS */.fv, growth: 2, maxMs: constants/* MAX_POLL_BACKOFF_MS */.L3 };
class ReadSchedule {
    #spacingMs;
    #watchMs;
    #due = { run: 0, own: NEVER, sender: NEVER };
    #lookEveryMs = ALONE_FIRST_MS;
    #lookAt = NEVER;
    #lastRole;
    #limitedUntil;
    #failedReads = 0;
    constructor(spacingMs, watchMs) {
        this.#spacingMs = spacingMs;
        this.#watchMs = watchMs;
    }
    get nextAt() {
        return Math.min(...Object.values(this.#due));
    }
    due(now, ownOnly) {
        const [read, at] = Object.entries(this.#due).sort((a, b) => a[1] - b[1])[0];
        if (at > now)
            return undefined;
        if (read === 'run' || (read === 'own' && now >= this.#lookAt && !ownOnly))
            return 'run';
        return read;
    }
    only(read, at) {
        this.#due = { run: NEVER, own: NEVER, sender: NEVER, [read]: at };
    }
    none() {
        this.#due = { run: NEVER, own: NEVER, sender: NEVER };
    }
    answered() {
        this.#failedReads = 0;
    }
    limitedUntil(at) {
        this.#limitedUntil = at;
    }
    limited(read, retryAfterMs, now) {
        this.#due[read] = now + retryAfterMs;
    }
    failed(read, now) {
        this.#failedReads++;
        this.#due[read] = now + (0,backoff/* backoffMs */.j)(FAILED_READ_BACKOFF, this.#failedReads);
    }
    afterOwn(now, done, limitedUntil) {
        this.#due.own = done ? NEVER : Math.max(now + constants/* POLL_INTERVAL_MS */.fv, limitedUntil);
    }
    ownNotBefore(at) {
        this.#due.own = Math.max(this.#due.own, at);
    }
    afterWatch(now, onLastStep, stopped) {
        this.#due.sender = now + (onLastStep ? Math.max(constants/* POLL_INTERVAL_MS */.fv, this.#spacingMs) : this.#watchMs);
        if (stopped)
            this.senderGone(now);
    }
    senderGone(now) {
        this.#due.sender = NEVER;
        this.#due.run = now;
    }
    afterListing(line, now, changed, { plan, startedAt }) {
        const notBefore = this.#limitedUntil ?? 0;
        if (!line) {
            this.#due.run = Math.max(now + constants/* POLL_INTERVAL_MS */.fv, notBefore);
            return;
        }
        const role = line.role === 'sender' ? (line.together ? 'together' : 'alone') : line.role;
        if (role !== this.#lastRole) {
            this.#lookEveryMs = role === 'later' ? LATER_FIRST_WATCHES * this.#watchMs : ALONE_FIRST_MS;
        }
        this.#lastRole = role;
        const look = () => {
            const at = now + this.#lookEveryMs;
            this.#lookEveryMs = Math.min(LOOK_MAX_MS, this.#lookEveryMs * 2);
            return at;
        };
        switch (role) {
            case 'together': {
                this.#lookAt = NEVER;
                const usual = plan ? plan.spanMs / 100 : 0;
                const after = changed ? Math.max(this.#spacingMs, constants/* POLL_INTERVAL_MS */.fv, usual) : constants/* POLL_INTERVAL_MS */.fv;
                this.only('run', Math.max(now + after, notBefore));
                return;
            }
            case 'alone':
                this.#lookAt = Math.max(look(), notBefore);
                this.only('own', Math.max(now + (changed ? Math.max(constants/* POLL_INTERVAL_MS */.fv, this.#spacingMs) : constants/* POLL_INTERVAL_MS */.fv), notBefore));
                return;
            case 'next':
                this.#lookAt = NEVER;
                if (line.sender === undefined)
                    this.only('run', Math.max(now + this.#watchMs, notBefore));
                else
                    this.only('sender', Math.max(now + (line.watchEvery ?? 1) * this.#watchMs, notBefore));
                return;
            case 'later': {
                this.#lookAt = NEVER;
                const planned = Math.max(line.endsIn ?? Number.NaN, line.aheadEndsIn ?? Number.NaN);
                const byPlan = Number.isFinite(planned)
                    ? startedAt + planned + Math.max(LATE_SPACINGS * this.#spacingMs, (plan?.spanMs ?? 0) / 10)
                    : undefined;
                this.only('run', Math.max(byPlan !== undefined && byPlan > now ? byPlan : look(), notBefore));
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/tracker/reads.ts




const NO_PERMISSION_NOTICE = 'Signalgrid: the job’s steps could not be read, so the activity showed no step progress. ' +
    'Add `permissions: actions: read` to the workflow or job (the other permissions you list stay as they are).';
class Reads {
    #reader;
    #kept;
    #host;
    schedule;
    #ownOnly;
    #senderOnLastStep = false;
    #unreachableSince;
    #lastRun;
    constructor(reader, kept, host, { spacingMs, watchMs, ownOnly }) {
        this.#reader = reader;
        this.#kept = kept;
        this.#host = host;
        this.schedule = new ReadSchedule(spacingMs, watchMs);
        this.#ownOnly = ownOnly;
        if (ownOnly)
            this.schedule.only('own', 0);
    }
    get ownOnly() {
        return this.#ownOnly;
    }
    async runNow() {
        if (this.#ownOnly)
            return undefined;
        const answer = await this.#reader.readRun();
        if (answer.outcome === 'jobs')
            this.#keepRun(answer.jobs, answer.ownJobId);
        return answer.outcome === 'error' ? undefined : this.#lastRun;
    }
    #keepRun(jobs, ownJobId) {
        if (ownJobId !== undefined && jobs.some((job) => job.id === ownJobId))
            this.#lastRun = { jobs, ownJobId };
    }
    async readOwnNow(timeoutMs) {
        const answer = await this.#reader.read(timeoutMs);
        if (answer.outcome === 'error')
            return undefined;
        return answer.outcome === 'job' ? answer.job : 'unchanged';
    }
    async readDue() {
        const read = this.schedule.due(Date.now(), this.#ownOnly);
        if (read === 'run')
            await this.#readRun();
        else if (read === 'own')
            await this.#readOwn();
        else if (read === 'sender')
            await this.#watchSender();
    }
    async #readRun() {
        const answer = await this.#reader.readRun();
        const now = Date.now();
        if (answer.outcome === 'error')
            return this.#failed('run', answer.error);
        this.#answered();
        this.schedule.limitedUntil(answer.rateLimit.remaining === 0 ? answer.rateLimit.resetAt : undefined);
        if (answer.outcome === 'not-modified') {
            return this.afterListing(now, false);
        }
        this.#keepRun(answer.jobs, answer.ownJobId);
        const own = answer.jobs.find((job) => job.id === answer.ownJobId);
        if (!own) {
            return this.#failed('run', new errors/* GitHubNoMatchError */.Gw("this job is not among the run's jobs"));
        }
        if (await this.#host.seen(own))
            return;
        this.#host.listed({ jobs: answer.jobs, ownJobId: own.id }, now);
    }
    async #readOwn() {
        const answer = await this.#reader.read();
        const now = Date.now();
        if (answer.outcome === 'error')
            return this.#failed('own', answer.error);
        this.#answered();
        const limited = answer.rateLimit.remaining === 0 ? (answer.rateLimit.resetAt ?? 0) : 0;
        const done = answer.outcome === 'job' && answer.job.status === 'completed';
        this.schedule.afterOwn(now, done, limited);
        if (answer.outcome === 'not-modified')
            return;
        if (await this.#host.seen(answer.job))
            return;
        this.#host.ownChanged(answer.job, now);
        this.schedule.ownNotBefore(this.#host.nextSendAt());
    }
    async #watchSender() {
        const sender = this.#host.line()?.sender;
        if (sender === undefined)
            return this.schedule.senderGone(Date.now());
        const answer = await this.#reader.readJob(sender);
        const now = Date.now();
        if (answer.outcome === 'job')
            this.#senderOnLastStep = onLastStep(answer.job, this.#host.stepName());
        const stopped = answer.outcome === 'error' ||
            (answer.outcome === 'job' && stoppedSending(answer.job, this.#host.stepName()));
        this.schedule.afterWatch(now, this.#senderOnLastStep, stopped);
    }
    #answered() {
        this.schedule.answered();
        this.#unreachableSince = undefined;
    }
    #failed(read, error) {
        const now = Date.now();
        if (!this.#reachable(error, now)) {
            const minutes = constants/* TRACKER_UNREACHABLE_MS */.rw / 60_000;
            this.#kept.debug(`Signalgrid: the jobs API has not answered for ${minutes} minutes: the tracker leaves.`);
            this.#host.stop();
            return;
        }
        switch (error.kind) {
            case 'no-permission':
                this.#kept.notice(NO_PERMISSION_NOTICE);
                this.#kept.debug(`Signalgrid: the run's jobs could not be read (${error.message}): no step progress.`);
                this.schedule.none();
                return;
            case 'rate-limited':
                this.schedule.limited(read, error.retryAfterMs, now);
                return;
            case 'not-found':
                if (this.#host.otherLeg) {
                    this.#host.stop();
                    return;
                }
                if (read === 'run' && !this.#ownOnly) {
                    this.#ownOnly = true;
                    this.#kept.debug(`Signalgrid: the run's jobs could not be listed (${error.message}): this job shows its own steps.`);
                    this.schedule.only('own', now);
                    return;
                }
                break;
        }
        this.schedule.failed(read, now);
    }
    #reachable(error, now) {
        if (error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'server-error') {
            this.#unreachableSince = undefined;
            return true;
        }
        this.#unreachableSince ??= now;
        return now - this.#unreachableSince < constants/* TRACKER_UNREACHABLE_MS */.rw;
    }
    afterListing(now, changed) {
        const host = this.#host;
        this.schedule.afterListing(host.line(), now, changed, {
            plan: host.plan(),
            startedAt: host.activityStartedAt(),
        });
    }
}

// EXTERNAL MODULE: ./src/activity/run-content.ts
var run_content = __webpack_require__(21060);
;// CONCATENATED MODULE: ./src/tracker/timed-progress.ts
const TIMED_UPDATE_THRESHOLD = 5;
function timedUpdateWorthSending(state) {
    return state.percent < 100 && state.percent - state.lastSent >= nextJump(state);
}
function timedSentBy(percent, budget) {
    let state = { lastSent: 0, sent: 0, budget };
    for (let jump = nextJump(state); state.lastSent + jump <= percent; jump = nextJump(state)) {
        state = { ...state, lastSent: state.lastSent + jump, sent: state.sent + 1 };
    }
    return state.sent;
}
function nextJump(state) {
    const left = Math.floor(state.budget) - state.sent;
    if (left <= 0 || state.lastSent >= 100)
        return Number.POSITIVE_INFINITY;
    return Math.max(state.threshold ?? TIMED_UPDATE_THRESHOLD, (100 - state.lastSent) / (left + 1));
}
function leadMs(view, now, options) {
    if (view.basis !== 'time' || view.spanMs === undefined)
        return 0;
    const jump = nextJump(options.updates);
    const untilJump = Number.isFinite(jump) ? (jump / 100) * view.spanMs : Number.POSITIVE_INFINITY;
    const untilChange = view.handoverAt !== undefined
        ? view.handoverAt - now + options.handoverMs
        : view.nextStepEndAt !== undefined
            ? view.nextStepEndAt - now + options.pollMs
            : Number.POSITIVE_INFINITY;
    const stands = Math.min(untilJump, untilChange);
    return Math.max(options.spacingMs, Number.isFinite(stands) ? stands : options.spacingMs) / 2;
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/tracker/update-queue.ts

class UpdateQueue {
    #minIntervalMs;
    #send;
    #equals;
    #onSendFailed;
    #lastSentAt;
    #lastSent;
    #failed;
    #pending;
    #inFlight;
    #timer;
    #stopped;
    constructor(options) {
        if (!Number.isFinite(options.minIntervalMs) || options.minIntervalMs < 0) {
            throw new RangeError(`minIntervalMs must be a number of 0 or more, got ${options.minIntervalMs}`);
        }
        if (!Number.isFinite(options.lastSentAt)) {
            throw new RangeError(`lastSentAt must be a time in epoch milliseconds, got ${options.lastSentAt}`);
        }
        this.#minIntervalMs = options.minIntervalMs;
        this.#lastSentAt = options.lastSentAt;
        this.#lastSent = 'lastSent' in options ? { state: options.lastSent } : undefined;
        this.#send = options.send;
        this.#equals = options.equals ?? external_node_util_.isDeepStrictEqual;
        this.#onSendFailed = options.onSendFailed;
    }
    offer(state) {
        if (this.#stopped)
            return false;
        this.#failed = undefined;
        this.#pending = this.#lastSent && this.#equals(this.#lastSent.state, state) ? undefined : { state };
        this.#pump();
        return true;
    }
    sentElsewhereAt(at) {
        if (!Number.isFinite(at) || at <= this.#lastSentAt)
            return;
        this.#lastSentAt = at;
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#pump();
    }
    get nextSendAt() {
        return this.#lastSentAt + this.#minIntervalMs;
    }
    get pending() {
        return this.#pending?.state;
    }
    stop(maxWaitMs = Number.POSITIVE_INFINITY) {
        if (!this.#stopped) {
            clearTimeout(this.#timer);
            this.#timer = undefined;
            this.#stopped = this.#settle(maxWaitMs).then((settled) => ({
                unsent: (this.#pending ?? this.#failed)?.state,
                settled,
            }));
        }
        return this.#stopped;
    }
    #pump() {
        if (this.#stopped || this.#inFlight || !this.#pending)
            return;
        const wait = this.nextSendAt - Date.now();
        if (wait > 0) {
            this.#timer ??= setTimeout(() => {
                this.#timer = undefined;
                this.#pump();
            }, wait);
            return;
        }
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#start(this.#pending.state);
    }
    #start(state) {
        this.#pending = undefined;
        this.#failed = undefined;
        this.#lastSent = { state };
        this.#lastSentAt = Date.now();
        this.#inFlight = this.#sendOnce(state).then(() => {
            this.#inFlight = undefined;
            this.#lastSentAt = Math.max(this.#lastSentAt, Date.now());
            this.#pump();
        });
    }
    async #sendOnce(state) {
        try {
            await this.#send(state);
        }
        catch (error) {
            this.#lastSent = undefined;
            this.#failed = { state };
            try {
                this.#onSendFailed?.(error, state);
            }
            catch {
            }
        }
    }
    async #settle(maxWaitMs) {
        if (!this.#inFlight)
            return true;
        if (maxWaitMs === Number.POSITIVE_INFINITY) {
            await this.#inFlight;
            return true;
        }
        let timer;
        const timeout = new Promise((resolve) => {
            timer = setTimeout(() => resolve(false), maxWaitMs);
        });
        try {
            return await Promise.race([this.#inFlight.then(() => true), timeout]);
        }
        finally {
            clearTimeout(timer);
        }
    }
}

;// CONCATENATED MODULE: ./src/tracker/sending.ts








const HANDOVER_SLACK_MS = 2_000;
const VIEW_EVERY_MS = 1_000;
class Sending {
    #kept;
    #client;
    #settings;
    #legs;
    #plan;
    #queue;
    #run;
    #key;
    #completed = -1;
    #floor = 0;
    #shown = 0;
    #explicitSinceStepChange = false;
    #timedSent = 0;
    #pendingIsView = false;
    #lookedAt = 0;
    constructor(kept, client, settings, legs, plan) {
        this.#kept = kept;
        this.#client = client;
        this.#settings = settings;
        this.#legs = legs;
        this.#plan = plan;
        if (legs?.starter)
            this.#key = legs.startKey;
        const start = kept.folder
            .readJournal()
            .find((entry) => entry.kind === 'start' && !entry.error);
        this.#queue = new UpdateQueue({
            minIntervalMs: settings.spacingMs,
            lastSentAt: start?.at ?? Date.now(),
            ...(start ? { lastSent: kept.current.content } : {}),
            send: (content) => this.#send(content),
        });
    }
    get nextSendAt() {
        return this.#queue.nextSendAt;
    }
    get nextTickAt() {
        const work = this.#tickWork();
        if (work === undefined)
            return Number.POSITIVE_INFINITY;
        const look = this.#lookedAt + VIEW_EVERY_MS;
        return work === 'view waiting' ? look : Math.max(look, this.#queue.nextSendAt);
    }
    forgetStepChange() {
        this.#key = undefined;
    }
    takeInbox() {
        for (const update of this.#kept.folder.takeInbox()) {
            this.#explicitSinceStepChange = true;
            const content = (0,activity_content/* applyUpdate */.QE)(this.#kept.current.content, update);
            this.#pendingIsView = false;
            this.#offer(this.#kept.current.failedStep ? { ...content, severity: 'CRIT' } : content);
        }
    }
    takeOver(line, run, now) {
        if (line.handedOverAt !== undefined) {
            this.#queue.sentElsewhereAt(line.handedOverAt + HANDOVER_SLACK_MS);
        }
        if (this.#legs) {
            this.#timedSent = timedSentBy(this.#legs.view(run, now, this.#kept.current.startedAt).percent, this.#settings.timedBudget);
        }
    }
    show(run, now) {
        const completed = run.jobs.reduce((count, job) => count + job.steps.filter((step) => step.status === 'completed').length, 0);
        if (completed < this.#completed)
            return;
        this.#completed = completed;
        this.#run = run;
        this.#floor = (0,run_view/* viewFloor */.ki)(run, this.#plan(), now);
        this.#offerStepChange();
    }
    tick(now) {
        if (!this.#run)
            return;
        if (now - this.#lookedAt < VIEW_EVERY_MS)
            return;
        this.#lookedAt = now;
        const work = this.#tickWork();
        if (work === 'view waiting') {
            this.#offerView(this.#viewNow());
            return;
        }
        if (work !== 'time-driven' || now < this.#queue.nextSendAt)
            return;
        const view = this.#viewNow();
        if (view.state !== 'running' && view.state !== 'between')
            return;
        const worth = timedUpdateWorthSending({
            percent: Math.max(view.percent, this.#shown),
            lastSent: this.#kept.current.content.progress,
            sent: this.#timedSent,
            budget: this.#settings.timedBudget,
        });
        if (!worth)
            return;
        this.#timedSent++;
        this.#offerView(view);
    }
    async stop() {
        const { unsent } = await this.#queue.stop(constants/* TRACKER_FLUSH_MS */.dR);
        if (unsent)
            this.#kept.save(unsent);
    }
    #offerStepChange() {
        const view = this.#viewNow();
        if (view.key === this.#key || !view.words)
            return;
        this.#key = view.key;
        this.#explicitSinceStepChange = false;
        this.#offerView(view);
    }
    #viewNow() {
        const run = this.#run;
        const now = Date.now();
        const record = this.#kept.current;
        if (this.#legs)
            return this.#legs.view(run, now, record.startedAt);
        const { spacingMs, timedBudget, endsActivity } = this.#settings;
        const options = { plan: this.#plan(), floor: this.#floor, endsActivity };
        const view = (0,run_view/* runView */.P)(run, { ...options, at: now });
        const lead = leadMs(view, now, {
            spacingMs,
            pollMs: constants/* POLL_INTERVAL_MS */.fv,
            handoverMs: 2 * constants/* POLL_INTERVAL_MS */.fv + HANDOVER_SLACK_MS + spacingMs,
            updates: { lastSent: record.content.progress, sent: this.#timedSent, budget: timedBudget },
        });
        return lead > 0 ? (0,run_view/* runView */.P)(run, { ...options, at: now + lead }) : view;
    }
    #tickWork() {
        if (!this.#run || !this.#timed())
            return undefined;
        if (this.#queue.pending !== undefined)
            return this.#pendingIsView ? 'view waiting' : undefined;
        if (this.#explicitSinceStepChange || this.#settings.timedBudget <= 0)
            return undefined;
        return 'time-driven';
    }
    #timed() {
        return this.#plan() !== undefined || this.#legs?.timed === true;
    }
    #offerView(view) {
        this.#pendingIsView = true;
        this.#shown = Math.max(this.#shown, view.percent);
        const record = this.#kept.current;
        const content = (0,run_content/* viewContent */.L)(record.content, { ...view, percent: this.#shown }, this.#settings.stepsFixed);
        if (view.basis === 'time' && view.usualMs !== record.usualMs)
            this.#kept.keep({ usualMs: view.usualMs });
        if (view.approvalWaitMs > 0 && view.approvalWaitMs !== record.approvalWaitMs)
            this.#kept.keep({ approvalWaitMs: view.approvalWaitMs });
        this.#offer(content, view.failed?.own ? view.failed.step : undefined);
    }
    #offer(content, failedStep) {
        this.#kept.save(content, failedStep);
        this.#queue.offer(content);
    }
    async #send(content) {
        const folder = this.#kept.folder;
        if (!(0,quota/* updateLeavesReserve */.Gq)(folder.readJournal(), this.#kept.current, this.#legs?.quotaAtMost))
            return;
        const entry = { at: Date.now(), kind: 'update', by: 'tracker', ...(0,activity_content/* journalView */.bF)(content) };
        await (0,journal/* sendJournaled */.X)(folder, entry, () => this.#client.updateActivity(this.#kept.current.token, content));
    }
}

;// CONCATENATED MODULE: ./src/tracker/parts.ts
















function trackerParts(folder, record, { settings: inputs, holding, worker }, legs, host) {
    const seal = new journal_seal/* JournalSeal */.F(inputs.clientKey, folder);
    const kept = new KeptRecord(folder, record, seal);
    const context = (0,run_context/* readRunContext */.$p)();
    const spacingMs = inputs.minUpdateIntervalSeconds * 1000;
    const watchMs = Math.max(constants/* POLL_INTERVAL_MS */.fv, WATCH_SPACINGS * spacingMs);
    const byInput = inputs.activityToken === undefined && inputs.activityName === undefined;
    const reader = inputs.trackSteps && inputs.githubToken
        ? current_job.CurrentJob.of({
            token: inputs.githubToken,
            jobId: inputs.jobId,
            runnerName: context.runnerName,
            userAgent: user_agent/* USER_AGENT */._,
            onUnusable: (problem) => kept.notice(`Signalgrid: the job’s steps were not followed: ${problem}.`),
        })
        : undefined;
    const ownOnly = (inputs.leg.count > 1 && !legs && byInput) || !/^[1-9]\d*$/.test(context.runId);
    const reads = reader && new Reads(reader, kept, host, { spacingMs, watchMs, ownOnly });
    if (legs && !legs.starter && !ownOnly) {
        reads?.schedule.only('run', Date.now() + Math.max(watchMs, LEGS_FIRST_LOOK_MS));
    }
    const history = new HistoryRead({
        enabled: reader !== undefined && inputs.progressMode === 'time' && !legs,
        githubToken: inputs.githubToken,
        scope: () => host.historyScope(),
        debug: (message) => kept.debug(message),
        onRead: () => host.planOrTokenRead('plan'),
        onRedStreak: (redStreak) => kept.keep({ redStreak }),
    });
    const place = new PlaceInLine({
        kept,
        legs,
        stopped: host.stopped,
        onToken: () => host.planOrTokenRead('token'),
        onNoToken: () => host.stop(),
    });
    const stepsFixed = inputs.steps !== undefined;
    const say = (line) => kept.info(line);
    const client = (0,signalgrid_client/* createClient */.U)(inputs, { quiet: true, say });
    const sending = new Sending(kept, client, {
        spacingMs,
        timedBudget: inputs.timedUpdates,
        stepsFixed,
        endsActivity: inputs.endActivity === 'always' || (inputs.endActivity === 'auto' && byInput),
    }, legs, () => history.plan);
    const lastEnd = new LastEnd({
        kept,
        client,
        alertClient: (channels) => (0,signalgrid_client/* createClient */.U)(inputs, { channels, quiet: true, say }),
        seal,
        delays: inputs,
        endActivity: inputs.endActivity,
        alert: { kind: inputs.failureAlert, channels: inputs.failureAlertChannels, context, jobId: inputs.jobId },
        whyCancelled: (failedStep) => (0,cancelled_ending.cancelledEnding)(inputs, context, {
            timeoutMs: constants/* FAILED_STEP_LOOKUP_TIMEOUT_MS */.DO,
            failedStep,
            debug: (message) => kept.debug(message),
        }),
        holding: legs ? undefined : holding,
        ...(legs ? { legs: { legs, run: () => host.runNow() } } : {}),
    });
    const jobWorker = new job_worker/* JobWorker */.M4(worker, 2 * Math.max(constants/* POLL_INTERVAL_MS */.fv, spacingMs));
    return { kept, worker: jobWorker, reads, history, place, sending, lastEnd, context, stepsFixed };
}

;// CONCATENATED MODULE: ./src/tracker/sleep.ts
class Sleep {
    #woken = false;
    #end;
    wake() {
        this.#woken = true;
        this.#end?.();
    }
    async until(at) {
        if (!this.#woken) {
            await new Promise((resolve) => {
                const timer = setTimeout(resolve, Math.max(0, at - Date.now()));
                this.#end = () => {
                    clearTimeout(timer);
                    resolve();
                };
            });
            this.#end = undefined;
        }
        this.#woken = false;
    }
}

;// CONCATENATED MODULE: ./src/tracker/tracker.ts












const LOOK_SLACK_MS = 250;
const MAX_RUSHED_ROUNDS = 3;
async function runTracker(input = process.stdin, env = process.env) {
    const path = env[constants/* TRACKER_FOLDER_VARIABLE */.Lh];
    if (!path)
        return;
    const folder = new activity_folder/* ActivityFolder */.Q(path);
    const handover = await (0,tracker_handover/* readHandover */.I)(input);
    const record = folder.readRecord();
    if (!handover || !record)
        return;
    const tracker = new Tracker(folder, record, handover, MatrixLegs.of(record, handover.settings, handover.board));
    const endpoint = await (0,tracker_endpoint/* listen */.KT)(handover.endpoint, () => tracker.stop()).catch(() => undefined);
    if (!endpoint)
        return;
    try {
        await tracker.run();
    }
    finally {
        folder.markStopped();
        endpoint.sayStopped();
    }
}
class Tracker {
    #kept;
    #startedAt = Date.now();
    #legs;
    #reads;
    #history;
    #place;
    #sending;
    #lastEnd;
    #defaultStep;
    #defaultSteps;
    #stepsFixed;
    #stepName;
    #listing;
    #worker;
    #stopping = false;
    #stopped = new AbortController();
    #sleep = new Sleep();
    constructor(folder, record, handover, legs) {
        const parts = trackerParts(folder, record, handover, legs, this);
        this.#kept = parts.kept;
        this.#legs = legs;
        this.#worker = parts.worker;
        this.#reads = parts.reads;
        this.#history = parts.history;
        this.#place = parts.place;
        this.#sending = parts.sending;
        this.#lastEnd = parts.lastEnd;
        this.#defaultStep = parts.context.actionStepName;
        this.#defaultSteps = parts.context.defaultStepNames;
        this.#stepName = parts.context.actionStepName;
        this.#stepsFixed = parts.stepsFixed;
    }
    get stopped() {
        return this.#stopped.signal;
    }
    stop() {
        this.#stopping = true;
        this.#sleep.wake();
    }
    async run() {
        const stop = () => this.stop();
        process.once('SIGTERM', stop);
        process.once('SIGINT', stop);
        try {
            await this.#rounds();
            await this.#leave();
        }
        finally {
            process.off('SIGTERM', stop);
            process.off('SIGINT', stop);
        }
    }
    async #rounds() {
        const unwatch = this.#kept.folder.watchRequests(() => this.#sleep.wake());
        let rushed = 0;
        try {
            while (!this.#shouldStop()) {
                const lookedAt = Date.now();
                this.#watchWorker();
                this.#sending.takeInbox();
                await this.#reads?.readDue();
                this.#tick();
                const at = this.#nextRoundAt(lookedAt);
                rushed = at <= Date.now() ? rushed + 1 : 0;
                await this.#sleep.until(rushed > MAX_RUSHED_ROUNDS ? Date.now() + constants/* TRACKER_LOOK_MS */.iM : at);
            }
        }
        finally {
            unwatch();
        }
    }
    async #leave() {
        const waitedForPlan = this.#history.stop();
        this.#stopped.abort();
        if (waitedForPlan && this.#listing)
            this.#decide(Date.now(), true);
        if (this.#listing)
            (0,last_look/* leaveLastLook */.Z5)(this.#kept.folder, this.#listing, this.#history.plan);
        this.#sending.takeInbox();
        const [failed] = await Promise.all([this.#failedJob(), this.#sending.stop()]);
        if (failed)
            this.#keepFailedStep(failed);
    }
    async #failedJob() {
        if (!this.#reads || this.#kept.current.failedStep || !this.#kept.folder.stopsAfterFailure())
            return undefined;
        const answer = await this.#reads.readOwnNow(constants/* TRACKER_FLUSH_MS */.dR);
        return answer === 'unchanged' ? this.#ownListed() : answer;
    }
    #keepFailedStep(job) {
        const names = [this.#stepName, ...this.#defaultSteps];
        const record = (0,failed_step/* withFailedStep */.G)(this.#kept.current, job, names, this.#stepsFixed);
        if (record)
            this.#kept.keep(record);
        const listing = this.#listing;
        if (!listing || job.id !== listing.ownJobId)
            return;
        const jobs = [...listing.jobs.filter((other) => other.id !== job.id), job];
        (0,last_look/* leaveLastLook */.Z5)(this.#kept.folder, { ...listing, jobs }, this.#history.plan);
    }
    #ownListed() {
        return this.#listing?.jobs.find((job) => job.id === this.#listing?.ownJobId);
    }
    #shouldStop() {
        return (this.#stopping ||
            this.#kept.folder.stopRequested() ||
            !this.#kept.folder.exists() ||
            this.#worker.lookedLast(Date.now()) ||
            Date.now() - this.#startedAt > constants/* TRACKER_MAX_LIFETIME_MS */.vN);
    }
    #nextRoundAt(lookedAt) {
        const due = Math.min(this.#reads?.schedule.nextAt ?? Number.POSITIVE_INFINITY, this.#history.waitEndsAt, this.#place.sends ? this.#sending.nextTickAt : Number.POSITIVE_INFINITY, this.#worker.lastLookEndsAt);
        const look = lookedAt + constants/* TRACKER_LOOK_MS */.iM;
        return due <= look + LOOK_SLACK_MS ? due : look;
    }
    #decideNow() {
        this.#decide(Date.now(), true);
        this.#sleep.wake();
    }
    #watchWorker() {
        const now = Date.now();
        if (this.#worker.justGone(now))
            this.#reads?.schedule.only('own', now);
    }
    line() {
        return this.#place.current;
    }
    stepName() {
        return this.#stepName;
    }
    nextSendAt() {
        return this.#sending.nextSendAt;
    }
    plan() {
        return this.#history.plan;
    }
    activityStartedAt() {
        return this.#kept.current.activityStartedAt ?? this.#kept.current.startedAt;
    }
    get otherLeg() {
        return this.#legs !== undefined && !this.#legs.starter;
    }
    historyScope() {
        return {
            stepName: this.#stepName,
            ownRun: this.#reads?.ownOnly === true,
            ownRunName: this.#ownListed()?.name,
        };
    }
    planOrTokenRead(which) {
        if (which === 'plan')
            this.#sending.forgetStepChange();
        if (this.#listing)
            this.#decideNow();
    }
    async runNow() {
        return this.#reads?.runNow();
    }
    async seen(job) {
        const ending = jobEnding(job, this.#stepName, this.#kept.folder.stopRequested());
        if (ending === 'runs')
            return false;
        if (ending !== 'over') {
            await this.#sending.stop();
            await this.#lastEnd.send(ending.outcome, ending.failedStep);
        }
        this.stop();
        return true;
    }
    listed(listed, now) {
        const own = listed.jobs.find((job) => job.id === listed.ownJobId);
        this.#nameOwnStep(own);
        this.#listing = { ...listed, ownStartedAt: this.#kept.current.startedAt, actionStep: this.#stepName };
        const started = (0,run_view/* runView */.P)(this.#listing, { at: now, plan: this.#history.plan }).startedAt;
        if (this.#kept.current.activityStartedAt !== started)
            this.#kept.keep({ activityStartedAt: started });
        if (this.#history.holdsPlace()) {
            this.#reads?.schedule.none();
            return;
        }
        this.#decide(now, true);
    }
    ownChanged(job, now) {
        if (!this.#listing) {
            this.listed({ jobs: [job], ownJobId: job.id }, now);
            return;
        }
        const others = this.#listing.jobs.filter((other) => other.id !== job.id);
        this.#listing = { ...this.#listing, jobs: [...others, job] };
        if (this.#place.sends)
            this.#sending.show(this.#listing, now);
    }
    #decide(now, changed) {
        const run = this.#listing;
        const before = this.#place.take(run, this.#history.plan, this.#reads?.ownOnly === true);
        const line = this.#place.current;
        if (line?.role === 'sender') {
            if (before !== 'sender' && !this.#legs?.starter)
                this.#sending.takeOver(line, run, now);
            this.#sending.show(run, now);
        }
        this.#reads?.afterListing(now, changed);
    }
    #tick() {
        const now = Date.now();
        if (this.#history.waitOver(now))
            this.#decide(now, true);
        if (this.#place.sends)
            this.#sending.tick(now);
    }
    #nameOwnStep(own) {
        if (this.#stepName !== this.#defaultStep)
            return;
        const name = (0,own_step/* ownStepName */.Q)(own, this.#kept.current.startedAt, this.#defaultSteps);
        if (name === this.#defaultStep)
            return;
        this.#stepName = name;
        this.#history.replan();
    }
}

;// CONCATENATED MODULE: ./src/tracker.ts

const run = () => runTracker().catch(() => { });


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
/* harmony export */   wi: () => (/* binding */ legsLeadMs),
/* harmony export */   xi: () => (/* binding */ legsOf)
/* harmony export */ });
/* harmony import */ var _github_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14567);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24200);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31788);



const LEGS_MAX = 94;
function legsView(legs, usual, elapsedMs, leadMs = 0) {
    const toCome = comingWeights(legs, usual);
    const waiting = toCome.length === 0 ? [] : (legs.queued ?? []).map((digest) => weight(usual, usual.get(digest)));
    const remainingAt = (ms) => toCome.length === 0 ? undefined : Math.max(Math.max(...toCome) - ms, ...waiting);
    const shownMs = elapsedMs + leadMs;
    const remainingMs = remainingAt(shownMs);
    const byClock = remainingMs === undefined ? 0 : shownMs / Math.max(1, shownMs + Math.max(0, remainingMs));
    const percent = Math.min(LEGS_MAX, Math.floor(100 * Math.max(legsDoneShare(legs, usual), byClock)));
    const lateBy = Math.max(0, ...toCome) * _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .LATE_MARGIN */ .qE;
    const late = (remainingAt(elapsedMs) ?? 0) < -lateBy;
    const timeLeft = remainingMs === undefined || legs.failed > 0 ? '' : (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .timeLeftText */ .wo)(Math.max(0, remainingMs), late);
    return {
        percent,
        words: [(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .legsDoneWords */ .d6)(legs.done.length, legs.count), failedWords(legs), timeLeft]
            .filter(Boolean)
            .join(' · '),
    };
}
function legsLeadMs(usual, timedUpdates) {
    const updates = Math.floor(timedUpdates);
    if (usual.size === 0 || !(updates > 0))
        return 0;
    return Math.max(...usual.values()) / (2 * (updates + 1));
}
function legsDoneShare(legs, usual) {
    if (usual.size === 0)
        return legs.done.length / legs.count;
    const done = legs.done.reduce((sum, digest) => sum + weight(usual, usual.get(digest)), 0);
    const left = comingWeights(legs, usual).reduce((sum, ms) => sum + ms, 0);
    return done / Math.max(1, done + left);
}
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
function weight(usual, ms) {
    const known = [...usual.values()];
    const mean = known.reduce((sum, value) => sum + value, 0) / Math.max(1, known.length);
    return Math.max(ms ?? mean, 1);
}
function failedWords(legs) {
    if (legs.failed === 0)
        return '';
    return legs.failed === 1 ? `1 failed: ${legs.failedLabel}` : `${legs.failed} failed: ${legs.failedLabel}, …`;
}
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
function legsOf(snapshot) {
    const own = snapshot.jobs.find((job) => job.id === snapshot.ownJobId);
    const matrix = _github_names_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(own?.name ?? '')?.[1];
    return snapshot.jobs.flatMap((job) => {
        const name = _github_names_js__WEBPACK_IMPORTED_MODULE_0__/* .LEG_NAME */ .fs.exec(job.name);
        return name && name[1] === matrix ? [{ job, label: name[2] }] : [];
    });
}
function legsRunView(legs, usual, elapsedMs, startedAt, leadMs = 0) {
    const view = legsView(legs, usual, elapsedMs, leadMs);
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
        approvalWaitMs: 0,
        startedAt,
        nextStepEndAt: undefined,
        handoverAt: undefined,
        failed: undefined,
        key: legsKey(legs),
    };
}
function legsKey(legs) {
    return `legs ${legs.done.length} of ${legs.count}, ${legs.failed} failed`;
}


/***/ })

};
