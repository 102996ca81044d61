export const id = 527;
export const ids = [527];
export const modules = {

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

/***/ 40252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ jobReader)
/* harmony export */ });
/* harmony import */ var _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47468);

async function jobReader(inputs, context, timeoutMs, debug) {
    if (!inputs.githubToken)
        return undefined;
    const { CurrentJob } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(162)]).then(__webpack_require__.bind(__webpack_require__, 17162));
    return CurrentJob.of({
        token: inputs.githubToken,
        jobId: inputs.jobId,
        runnerName: context.runnerName,
        userAgent: _signalgrid_user_agent_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_AGENT */ ._,
        timeoutMs,
        onUnusable: debug,
    });
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

/***/ 14570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ sendAsPost),
/* harmony export */   Rl: () => (/* binding */ alertAsked)
/* harmony export */ });
/* unused harmony export postHost */
/* harmony import */ var _activity_end_sending_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95299);
/* harmony import */ var _activity_journal_seal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37010);
/* harmony import */ var _activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52270);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87781);




function postHost(inputs, folder, clear) {
    return {
        journal: folder && { folder, seal: new _activity_journal_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .JournalSeal */ .F(inputs.clientKey, folder) },
        by: 'post',
        client: (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createClient */ .U)(inputs),
        alertClient: (channels) => (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createClient */ .U)(inputs, { channels }),
        delays: inputs,
        failed: (what, error) => (0,_report_js__WEBPACK_IMPORTED_MODULE_3__/* .reportServiceFailure */ .my)(inputs.failOnError, what, error),
        ...(clear ? { clear } : {}),
    };
}
function sendAsPost(plan, inputs, folder, clear) {
    return (0,_activity_end_sending_js__WEBPACK_IMPORTED_MODULE_0__/* .sendPlan */ .Q)(plan, postHost(inputs, folder, clear));
}
function alertAsked(inputs, context, jobId, published, fixed) {
    const carried = published && 'alert' in published ? published.alert : undefined;
    const asked = inputs && inputs.failureAlert !== 'none'
        ? { kind: inputs.failureAlert, channels: inputs.failureAlertChannels }
        : inputs && carried
            ? carried
            : undefined;
    if (!asked)
        return { kind: 'none', channels: [], context, jobId };
    const streak = inputs?.fixedAlert ? fixed?.streak : undefined;
    return {
        kind: asked.kind,
        channels: asked.channels,
        context,
        jobId,
        ...(streak && fixed ? { fixed: { title: fixed.title, streak } } : {}),
    };
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
// EXTERNAL MODULE: ./src/activity/end-outcomes.ts
var end_outcomes = __webpack_require__(45492);
// EXTERNAL MODULE: ./src/activity/folder-schema.ts
var folder_schema = __webpack_require__(21405);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
;// CONCATENATED MODULE: ./src/activity/summary.ts




function summaryMarkdown(journal, status, durationMs, usualMs, picture) {
    const sent = (0,folder_schema/* sentEntries */.vx)(journal);
    const usual = !picture && status === 'success' && usualMs !== undefined && usualMs > 0;
    const remaining = (0,quota/* lastRemaining */.fq)(journal);
    const results = sent.flatMap((entry) => entry.channels ? entry.channels.filter((result) => result !== null) : [entry]);
    const requests = results.length;
    const failed = results.filter((result) => result.error).length;
    const facts = [
        `Job ${end_outcomes/* END_OUTCOMES */.C[status].summary} in ${(0,content/* formatDuration */.a3)(durationMs)}${usual ? ` (usually ${(0,content/* formatDuration */.a3)(usualMs)})` : ''}`,
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
    const picture = summary.picture && (await drawRun(summary.picture.from, summary.picture.request));
    const text = summaryMarkdown(summary.journal, summary.status, summary.durationMs, summary.usualMs, picture);
    await core/* summary */.z.addRaw(text).write();
}
function postBeganAt() {
    return Math.round(performance.timeOrigin);
}
async function drawRun(from, request) {
    try {
        const { pictureOf, runPictureOf } = await Promise.all(/* import() */[__webpack_require__.e(864), __webpack_require__.e(43)]).then(__webpack_require__.bind(__webpack_require__, 20043));
        return 'snapshot' in from ? pictureOf(from, request) : runPictureOf(from, request);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        core/* debug */.Yz(`Signalgrid: the job summary has no picture of the run (${detail}).`);
        return undefined;
    }
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
