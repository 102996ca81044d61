export const id = 400;
export const ids = [400];
export const modules = {

/***/ 95299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sendPlan)
/* harmony export */ });
/* unused harmony export END_FAILED */
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34430);


const END_FAILED = 'could not end the activity; it may stay on the phone until it expires';
async function sendPlan(plan, host) {
    const { folder, seal, by } = host;
    if (plan.update) {
        const { token, content } = plan.update;
        const entry = { at: Date.now(), kind: 'update', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
        await (0,_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .sendJournaled */ .X)(folder, entry, () => host.client.updateActivity(token, content)).catch((error) => host.failed('could not update the activity', error));
    }
    let ended = true;
    if (plan.end) {
        const { token, content, outcome } = plan.end;
        const delay = outcome === 'success' ? host.delays.dismissalDelay : host.delays.failureDismissalDelay;
        const entry = { at: Date.now(), kind: 'end', by, ...(0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content) };
        ended = await (0,_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .sendJournaled */ .X)(folder, entry, () => host.client.endActivity(token, content, { dismissalDelay: delay }), seal).then(() => true, (error) => {
            host.failed(END_FAILED, error);
            return false;
        });
    }
    if (plan.alert) {
        const message = plan.alert;
        const entry = {
            at: Date.now(),
            kind: 'alert',
            by,
            severity: message.severity,
            body: message.title,
        };
        await (0,_journal_js__WEBPACK_IMPORTED_MODULE_1__/* .sendJournaled */ .X)(folder, entry, () => host.alertClient().push(message), seal).catch((error) => host.failed('could not send the failure alert', error));
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
/* harmony export */   KB: () => (/* binding */ endsActivity),
/* harmony export */   Ly: () => (/* binding */ planOwnEnd),
/* harmony export */   ct: () => (/* binding */ maySend),
/* harmony export */   hV: () => (/* binding */ planLegEnd),
/* harmony export */   rG: () => (/* binding */ nothingForLeg)
/* harmony export */ });
/* unused harmony export endContent */
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _failure_alert_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51256);
/* harmony import */ var _legs_content_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7324);
/* harmony import */ var _quota_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29417);




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
function endContent(record, latest, outcome, at) {
    return (0,_content_js__WEBPACK_IMPORTED_MODULE_0__/* .finalContent */ .yu)(latest, outcome, at - (record.activityStartedAt ?? record.startedAt), {
        failedStep: record.failedStep,
        usualMs: record.usualMs,
    });
}
const OUTCOME_WORDS = {
    success: 'the job succeeded',
    failure: 'the job failed',
    cancelled: 'the job was cancelled',
};
function planOwnEnd(facts) {
    const { outcome, journal, record } = facts;
    const ends = endsActivity(facts.endActivity, facts.holding, outcome);
    const alert = alertOf(facts.alert, outcome, journal, record.failedStep);
    const base = alert ? { alert } : {};
    if (!ends)
        return { ...base, says: `${OUTCOME_WORDS[outcome]}, and this job does not end the activity` };
    if (journal.ended)
        return { ...base, says: `${OUTCOME_WORDS[outcome]}, and the activity has ended already` };
    const content = endContent(record, facts.latest(), outcome, facts.at);
    return { ...base, end: { token: record.token, content, outcome }, says: OUTCOME_WORDS[outcome] };
}
function alertOf(asked, outcome, journal, where) {
    if (asked.kind === 'none' || outcome !== 'failure' || journal.alerted)
        return undefined;
    return (0,_failure_alert_js__WEBPACK_IMPORTED_MODULE_1__/* .failureAlert */ .V)(asked.kind, asked.context, asked.jobId, where);
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
            return { says: 'the update left out', notice: _quota_js__WEBPACK_IMPORTED_MODULE_3__/* .QUOTA_KEPT_NOTICE */ .$V };
        const elapsedMs = facts.at - activity.startedAt;
        const content = (0,_legs_content_js__WEBPACK_IMPORTED_MODULE_2__/* .legsContent */ .Pd)(facts.latest(), tally, activity.legsUsualMs, elapsedMs, facts.timedUpdates);
        return { update: { token: activity.token, content }, says: 'this leg done, on the tally' };
    }
    const alert = alertOf(facts.alert, tally.outcome, journal, tally.failedLabel);
    const clear = { outcome: tally.outcome, fresh: !standing.last };
    if (journal.ended) {
        return { ...(alert ? { alert } : {}), clear, says: "the matrix's end went out already" };
    }
    if (!activity)
        return { noActivity: true, says: "the matrix's activity could not be read" };
    const content = (0,_legs_content_js__WEBPACK_IMPORTED_MODULE_2__/* .legsFinalContent */ .vD)(facts.latest(), tally, facts.at - activity.startedAt, activity.legsUsualMs);
    return {
        end: { token: activity.token, content, outcome: tally.outcome },
        ...(alert ? { alert } : {}),
        clear,
        says: 'this leg completes the matrix: its end',
    };
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

/***/ 50722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ userSteps),
/* harmony export */   O0: () => (/* binding */ stepProgress),
/* harmony export */   Vz: () => (/* binding */ actionStepNames),
/* harmony export */   ks: () => (/* binding */ stepsBeforeBreak),
/* harmony export */   q1: () => (/* binding */ begun)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14567);

function begun(step) {
    return step.status === 'in_progress' || step.status === 'completed';
}
function actionStepNames(name) {
    return new Set([name, (0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .preStepName */ .pn)(name), (0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .postStepName */ .yh)(name)]);
}
function userSteps(steps, excluded = new Set()) {
    const ordered = inRunOrder(steps);
    const names = new Set(ordered.map((step) => step.name));
    const lastSetupRecord = lastOfSetupRecords(ordered);
    return ordered.filter((step) => {
        if (_names_js__WEBPACK_IMPORTED_MODULE_0__/* .BOOKKEEPING */ .jI.has(step.name) || excluded.has(step.name))
            return false;
        if (step.name.startsWith(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .PRE */ .Iq)) {
            const action = step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .PRE */ .Iq.length);
            return !names.has(action) && !names.has((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .postStepName */ .yh)(action));
        }
        if (step.name.startsWith(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .POST */ .LO)) {
            const action = step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .POST */ .LO.length);
            return !names.has(action) && !names.has((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .preStepName */ .pn)(action)) && step.number <= lastSetupRecord;
        }
        return true;
    });
}
function stepProgress(job, excluded) {
    const steps = userSteps(job.steps, excluded);
    const total = steps.length;
    const completed = steps.filter((step) => step.status === 'completed').length;
    const index = steps.findIndex((step) => step.status !== 'completed');
    const current = index === -1 ? undefined : { position: index + 1, name: steps[index].name };
    const failure = inRunOrder(job.steps).find((step) => step.conclusion === 'failure');
    const failed = failure && { position: positionOf(steps, failure), name: failure.name };
    const cancelIndex = steps.findIndex((step) => step.conclusion === 'cancelled');
    const cancelled = cancelIndex === -1 ? undefined : { position: cancelIndex + 1, name: steps[cancelIndex].name };
    return {
        total,
        completed,
        percent: total === 0 ? 0 : Math.floor(((stepsBeforeBreak({ failed, cancelled }) ?? completed) * 100) / total),
        current,
        failed,
        cancelled,
        done: total > 0 && completed === total,
    };
}
function stepsBeforeBreak(progress) {
    const { failed, cancelled } = progress;
    const breaks = [
        ...(failed?.position === undefined ? [] : [failed.position]),
        ...(cancelled === undefined ? [] : [cancelled.position - 1]),
    ];
    return breaks.length === 0 ? undefined : Math.min(...breaks);
}
function lastOfSetupRecords(ordered) {
    let last = ordered[0]?.number ?? 0;
    for (const step of ordered.slice(1)) {
        if (step.number > last + 1)
            break;
        last = step.number;
    }
    return last;
}
function inRunOrder(steps) {
    return [...steps].sort((a, b) => a.number - b.number);
}
function positionOf(steps, step) {
    const index = steps.indexOf(step);
    return index === -1 ? undefined : index + 1;
}


/***/ }),

/***/ 91558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ ownStepName)
/* harmony export */ });
/* harmony import */ var _job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14567);


const STAGE_START_SLACK_MS = 10_000;
function ownStepName(job, startedAt, defaultNames) {
    const listed = new Set(job.steps.map((step) => step.name));
    const named = defaultNames.find((name) => [...(0,_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .actionStepNames */ .Vz)(name)].some((step) => listed.has(step)));
    if (named !== undefined)
        return named;
    const candidates = job.steps.flatMap((step) => {
        const at = Date.parse(step.startedAt ?? '');
        if (!(at <= startedAt && at >= startedAt - STAGE_START_SLACK_MS))
            return [];
        if (step.name.startsWith(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq) && listed.has(step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq.length))) {
            return [{ name: step.name.slice(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .PRE */ .Iq.length), at }];
        }
        return listed.has((0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .postStepName */ .yh)(step.name)) && !listed.has((0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .preStepName */ .pn)(step.name))
            ? [{ name: step.name, at }]
            : [];
    });
    const last = Math.max(...candidates.map((candidate) => candidate.at));
    const latest = candidates.filter((candidate) => candidate.at === last);
    return latest.length === 1 ? latest[0].name : defaultNames[0];
}


/***/ }),

/***/ 14570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ sendAsPost)
/* harmony export */ });
/* unused harmony export postHost */
/* harmony import */ var _activity_end_sending_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95299);
/* harmony import */ var _activity_journal_seal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37010);
/* harmony import */ var _activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52270);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87781);




function postHost(inputs, folder, clear) {
    return {
        folder,
        seal: new _activity_journal_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .JournalSeal */ .F(inputs.clientKey, folder),
        by: 'post',
        client: (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createClient */ .U)(inputs),
        alertClient: () => (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createClient */ .U)(inputs, { channels: inputs.failureAlertChannels }),
        delays: inputs,
        failed: (what, error) => (0,_report_js__WEBPACK_IMPORTED_MODULE_3__/* .reportServiceFailure */ .my)(inputs.failOnError, what, error),
        ...(clear ? { clear } : {}),
    };
}
function sendAsPost(plan, inputs, folder, clear) {
    return (0,_activity_end_sending_js__WEBPACK_IMPORTED_MODULE_0__/* .sendPlan */ .Q)(plan, postHost(inputs, folder, clear));
}


/***/ }),

/***/ 9020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ postBeganAt),
  j: () => (/* binding */ writeJobSummary)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/folder-schema.ts
var folder_schema = __webpack_require__(21405);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
;// CONCATENATED MODULE: ./src/activity/summary.ts



const OUTCOME = {
    success: '✅ succeeded',
    failure: '❌ failed',
    cancelled: '⚪ cancelled',
};
function summaryMarkdown(journal, status, durationMs, usualMs, picture) {
    const sent = (0,folder_schema/* sentEntries */.vx)(journal);
    const usual = !picture && status === 'success' && usualMs !== undefined && usualMs > 0;
    const remaining = (0,quota/* lastRemaining */.fq)(journal);
    const results = sent.flatMap((entry) => entry.channels ? entry.channels.filter((result) => result !== null) : [entry]);
    const requests = results.length;
    const failed = results.filter((result) => result.error).length;
    const facts = [
        `Job ${OUTCOME[status]} in ${(0,content/* formatDuration */.a3)(durationMs)}${usual ? ` (usually ${(0,content/* formatDuration */.a3)(usualMs)})` : ''}`,
        `${requests} request${requests === 1 ? '' : 's'} to Signalgrid${failed ? ` (${failed} failed)` : ''}`,
        remaining === undefined ? '' : `${cell(groupThousands(remaining))} left this month`,
    ].filter(Boolean);
    const rows = sent.map((entry) => [
        new Date(entry.at).toISOString().slice(11, 19),
        cell(entry.kind),
        entry.progress === undefined ? '' : `${cell(String(entry.progress))}%`,
        cell(entry.severity ?? ''),
        cell(entry.body ?? ''),
        entry.channels ? channelsCell(entry.channels) : entry.error ? `⚠️ ${cell(entry.error)}` : '✓',
    ].join(' | '));
    const table = [
        '| Time (UTC) | Sent | Progress | Severity | Body | Result |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows.map((row) => `| ${row} |`),
    ];
    if (!picture)
        return ['### 📱 Signalgrid', '', facts.join(' · '), '', ...table, ''].join('\n');
    return [
        '### 📱 Signalgrid',
        '',
        '```mermaid',
        picture.gantt.trimEnd(),
        '```',
        '',
        ...picture.notes.flatMap((note) => [cell(note), '']),
        '<details>',
        `<summary>${facts.join(' · ')}</summary>`,
        '',
        ...table,
        '',
        '</details>',
        '',
    ].join('\n');
}
function channelsCell(channels) {
    return channels
        .map((result, index) => {
        const said = result === null ? '–' : result.error ? `⚠️ ${cell(result.error)}` : '✓';
        return `${index + 1} ${said}`;
    })
        .join(' · ');
}
function cell(text) {
    return text
        .replace(/[\s\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ')
        .replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character)
        .replace(/[\\`*_~[\]|!]/g, '\\$&')
        .replace(/(?=:\/\/)|(?<=mailto|xmpp)(?=:)|(?<=www)(?=\.)|(?<=@)/gi, WORD_JOINER);
}
const WORD_JOINER = '\u2060';
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
function groupThousands(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

;// CONCATENATED MODULE: ./src/stages/job-summary.ts


async function writeJobSummary(summary) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const picture = summary.picture && (await drawRun(summary.picture.folder, summary.picture.request));
    const text = summaryMarkdown(summary.journal, summary.status, summary.durationMs, summary.usualMs, picture);
    await core/* summary */.z.addRaw(text).write();
}
function postBeganAt() {
    return Math.round(performance.timeOrigin);
}
async function drawRun(folder, request) {
    try {
        const { runPictureOf } = await Promise.all(/* import() */[__webpack_require__.e(615), __webpack_require__.e(43)]).then(__webpack_require__.bind(__webpack_require__, 20043));
        return runPictureOf(folder, request);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        core/* debug */.Yz(`Signalgrid: the job summary has no picture of the run (${detail}).`);
        return undefined;
    }
}


/***/ }),

/***/ 21937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readOwnJob)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47468);


async function readOwnJob(inputs, context, timeoutMs) {
    if (!inputs.githubToken)
        return undefined;
    const { CurrentJob } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(453), __webpack_require__.e(644)]).then(__webpack_require__.bind(__webpack_require__, 36453));
    const job = CurrentJob.of({
        token: inputs.githubToken,
        jobId: inputs.jobId,
        runnerName: context.runnerName,
        userAgent: _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_1__/* .USER_AGENT */ ._,
        timeoutMs,
        onUnusable: (problem) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: this job is not read (${problem}).`),
    });
    const answer = await job?.read();
    if (answer?.outcome === 'error')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Signalgrid: this job is not read (${answer.error.message}).`);
    return answer?.outcome === 'job' ? answer.job : undefined;
}


/***/ }),

/***/ 91400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  post: () => (/* binding */ post)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/activity/content.ts
var content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/end.ts
var end = __webpack_require__(97548);
// EXTERNAL MODULE: ./src/activity/folder.ts + 1 modules
var activity_folder = __webpack_require__(9);
// EXTERNAL MODULE: ./src/activity/journal.ts
var journal = __webpack_require__(34430);
// EXTERNAL MODULE: ./src/activity/journal-seal.ts
var journal_seal = __webpack_require__(37010);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/tracker/control.ts
var control = __webpack_require__(49521);
// EXTERNAL MODULE: ./src/stages/early-stop.ts
var early_stop = __webpack_require__(92169);
// EXTERNAL MODULE: ./src/stages/end.ts
var stages_end = __webpack_require__(14570);
// EXTERNAL MODULE: ./src/activity/failed-step.ts + 1 modules
var failed_step = __webpack_require__(98609);
// EXTERNAL MODULE: ./src/stages/own-job.ts
var own_job = __webpack_require__(21937);
;// CONCATENATED MODULE: ./src/stages/failed-step.ts



async function recordFailedStep(inputs, context, folder) {
    const record = folder.readRecord();
    if (!record || record.failedStep || !inputs.trackSteps || !inputs.githubToken)
        return undefined;
    const job = await (0,own_job/* readOwnJob */.W)(inputs, context, constants/* FAILED_STEP_LOOKUP_TIMEOUT_MS */.DO);
    if (!job)
        return undefined;
    const failed = (0,failed_step/* withFailedStep */.G)(record, job, context.defaultStepNames, inputs.steps !== undefined);
    if (failed)
        folder.writeRecord(failed);
    return job;
}

// EXTERNAL MODULE: ./src/stages/job-summary.ts + 1 modules
var job_summary = __webpack_require__(9020);
// EXTERNAL MODULE: ./src/stages/load-board-sharing.ts
var load_board_sharing = __webpack_require__(95951);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
// EXTERNAL MODULE: ./src/stages/run-stage.ts + 1 modules
var run_stage = __webpack_require__(44622);
// EXTERNAL MODULE: ./src/stages/state.ts
var stages_state = __webpack_require__(49074);
;// CONCATENATED MODULE: ./src/stages/post.ts


















async function post() {
    const state = (0,stages_state/* readInstanceState */.v4)();
    if (state.role === undefined || (state.role === 'none' && !state.alone))
        return;
    const inputs = (0,run_stage/* stageInputs */.M$)({ reportProblems: false });
    if (!inputs || !(0,run_stage/* hasCredentials */.Lk)(inputs))
        return;
    const context = (0,run_context/* readRunContext */.$p)();
    if (state.role === 'leg') {
        const { finishLeg } = await (0,load_board_sharing/* loadBoardSharing */.j)();
        return finishLeg(inputs, context, state);
    }
    await endOwn(inputs, context, state);
    if (state.alone) {
        const { reportAlone } = await (0,load_board_sharing/* loadBoardSharing */.j)();
        await reportAlone(inputs, context, state);
    }
}
async function endOwn(inputs, context, state) {
    if (!state.token)
        return;
    const folder = activity_folder/* ActivityFolder */.Q.of(context.runnerTemp, state.token);
    const owner = (0,early_stop/* ownsActivity */.d)(state.role);
    const holding = (0,stages_state/* holdingOf */.JO)(state);
    const ends = (0,end/* endsActivity */.KB)(inputs.endActivity, holding, inputs.jobStatus);
    const readsJob = inputs.jobStatus === 'failure' && (owner || ends);
    const tracker = owner || ends ? await (0,control/* stopTracker */.ry)(folder, constants/* TRACKER_STOP_TIMEOUT_MS */.jT, readsJob) : undefined;
    if (tracker)
        (0,report/* sayTrackerStop */.Ev)(tracker.outcome);
    try {
        const failedJob = readsJob ? await recordFailedStep(inputs, context, folder) : undefined;
        const endedAt = Date.now();
        const seal = new journal_seal/* JournalSeal */.F(inputs.clientKey, folder);
        const record = (0,content/* recordOrDefault */.AA)(folder, inputs, context, state.token, state.startedAt ?? endedAt);
        const plan = (0,end/* planOwnEnd */.Ly)({
            outcome: inputs.jobStatus,
            endActivity: inputs.endActivity,
            holding,
            alert: { kind: owner ? inputs.failureAlert : 'none', context, jobId: inputs.jobId },
            journal: (0,journal/* journalFacts */.l)(folder.readJournal(), seal),
            record,
            latest: () => folder.takeInbox().reduce(content/* applyUpdate */.QE, record.content),
            at: endedAt,
        });
        core/* debug */.Yz(`Signalgrid: ${plan.says}.`);
        await (0,stages_end/* sendAsPost */.B)(plan, inputs, folder);
        if (ends && state.activityName) {
            const { forgetName } = await (0,load_board_sharing/* loadBoardSharing */.j)();
            await forgetName(inputs, context, state.activityName);
        }
        if (owner)
            await summarize(inputs, context, folder, state, { ends, endedAt, failedJob });
    }
    finally {
        await tracker?.exited;
    }
}
async function summarize(inputs, context, folder, state, { ends, endedAt, failedJob }) {
    const record = folder.readRecord();
    const journal = folder.readJournal();
    (0,report/* sayTrackerJournal */.nw)(journal, new journal_seal/* JournalSeal */.F(inputs.clientKey, folder));
    const low = (0,quota/* quotaWarning */.BY)((0,quota/* lastRemaining */.fq)(journal));
    if (low)
        core/* warning */.$e(low, constants/* ANNOTATION */.YX);
    const startedAt = record?.startedAt ?? state.startedAt ?? endedAt;
    const alone = record?.activityStartedAt === undefined || record.activityStartedAt === record.startedAt;
    await (0,job_summary/* writeJobSummary */.j)({
        journal,
        status: inputs.jobStatus,
        durationMs: endedAt - startedAt,
        ...(alone && record?.usualMs !== undefined ? { usualMs: record.usualMs } : {}),
        picture: {
            folder,
            request: {
                whole: ends,
                heading: record?.content.title ?? (0,run_context/* defaultTitle */.QL)(context),
                outcome: inputs.jobStatus,
                jobOutcome: inputs.jobStatus,
                endedAt,
                postBeganAt: (0,job_summary/* postBeganAt */.b)(),
                ...(failedJob ? { ownJob: failedJob } : {}),
            },
        },
    });
}


/***/ }),

/***/ 24200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ NEWER_WEIGHT),
/* harmony export */   Fe: () => (/* binding */ RUNNING_MAX),
/* harmony export */   IK: () => (/* binding */ BEFORE_LAST_STEPS_MAX),
/* harmony export */   Qs: () => (/* binding */ OTHER_SHAPE_OVER_SIZE),
/* harmony export */   qE: () => (/* binding */ LATE_MARGIN),
/* harmony export */   vT: () => (/* binding */ SAME_MOMENT_MS),
/* harmony export */   zA: () => (/* binding */ OTHER_SHAPE_SHARE)
/* harmony export */ });
const BEFORE_LAST_STEPS_MAX = 94;
const RUNNING_MAX = 99;
const SAME_MOMENT_MS = 1_000;
const NEWER_WEIGHT = 2;
const OTHER_SHAPE_SHARE = 1 / 3;
const OTHER_SHAPE_OVER_SIZE = 2;
const LATE_MARGIN = 0.1;


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
