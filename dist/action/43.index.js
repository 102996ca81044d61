export const id = 43;
export const ids = [43];
export const modules = {

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

/***/ 20043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pictureOf: () => (/* binding */ pictureOf),
  runPictureOf: () => (/* binding */ runPictureOf)
});

;// CONCATENATED MODULE: ./src/view/gantt.ts
const NAME_MAX = 40;
const LABEL_MAX = 100;
const KEPT_END = 10;
const SECONDS_AXIS_MAX_MS = 10 * 60_000;
const WORD_JOINER = '\u2060';
const TAGS = {
    step: '',
    long: 'active, ',
    failed: 'crit, ',
    cancelled: 'done, crit, ',
    stop: 'milestone, crit, ',
    wait: 'done, ',
    usual: 'done, ',
};
function ganttText(picture) {
    const minutes = picture.spanMs > SECONDS_AXIS_MAX_MS;
    const at = (ms) => Math.max(0, Math.round(minutes ? ms / 60 : ms));
    const sections = distinct(picture.sections.map((section) => section.name));
    const lines = [
        'gantt',
        `    title ${cut(plain(`${cut(plain(picture.heading), LABEL_MAX / 2)} · ${picture.outcome}`), LABEL_MAX)}`,
        '    dateFormat x',
        `    axisFormat ${minutes ? '%s min' : '%ss'}`,
        '    todayMarker off',
    ];
    picture.sections.forEach((section, index) => {
        const name = sections[index];
        lines.push(`    section ${section.text ? `${name} · ${plain(section.text)}` : name}`);
        const names = distinct(section.bars.map((bar) => bar.name ?? ''));
        section.bars.forEach((bar, at_) => {
            lines.push(`    ${WORD_JOINER}${label(bar, names[at_])} : ${TAGS[bar.kind]}${at(bar.start)}, ${at(bar.end)}`);
        });
    });
    return `${lines.join('\n')}\n`;
}
function label(bar, name) {
    const text = plain(bar.text);
    return cut(bar.name === undefined ? text : `${name} · ${text}`, LABEL_MAX);
}
function distinct(names) {
    const shown = new Map();
    return names.map((name) => {
        const text = cut(plain(name), NAME_MAX);
        let candidate = text;
        for (let count = 2; shown.has(candidate) && shown.get(candidate) !== name; count++) {
            const suffix = ` (${count})`;
            candidate = `${cut(text, NAME_MAX - suffix.length)}${suffix}`;
        }
        shown.set(candidate, name);
        return candidate;
    });
}
const LOOK_ALIKES = {
    ':': '\u2236',
    '#': '\uff03',
    ';': '\uff1b',
    '%': '\uff05',
    '<': '\u2039',
    '>': '\u203a',
    '&': '\uff06',
    '\ufb02': 'fl',
};
function plain(name) {
    const text = name
        .replace(/[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/gu, ' ')
        .replace(/[:#;%<>&\ufb02]/g, (character) => LOOK_ALIKES[character] ?? character)
        .replace(/\s+/g, ' ')
        .trim();
    return text || '…';
}
function cut(text, max) {
    const characters = Array.from(text);
    if (characters.length <= max)
        return text;
    const end = Math.min(KEPT_END, Math.floor(max / 3));
    return `${characters
        .slice(0, max - end - 1)
        .join('')
        .trimEnd()}…${characters.slice(-end).join('').trimStart()}`;
}

// EXTERNAL MODULE: ./src/github/job-steps.ts
var job_steps = __webpack_require__(50722);
// EXTERNAL MODULE: ./src/github/names.ts
var github_names = __webpack_require__(14567);
// EXTERNAL MODULE: ./src/view/constants.ts
var constants = __webpack_require__(24200);
// EXTERNAL MODULE: ./src/view/durations.ts
var durations = __webpack_require__(73804);
// EXTERNAL MODULE: ./src/view/participants.ts
var participants = __webpack_require__(15639);
// EXTERNAL MODULE: ./src/view/parts.ts
var view_parts = __webpack_require__(52759);
// EXTERNAL MODULE: ./src/view/snapshot.ts
var view_snapshot = __webpack_require__(22425);
// EXTERNAL MODULE: ./src/view/waits.ts
var waits = __webpack_require__(21075);
// EXTERNAL MODULE: ./src/view/words.ts
var words = __webpack_require__(31788);
;// CONCATENATED MODULE: ./src/view/picture.ts









const MAX_BARS = 100;
const LONG_BY_MS = 2_000;
const LONG_BY_SHARE = 0.1;
const MIN_WAIT_MS = 1_000;
function runPicture(snapshot, plan, options) {
    const names = (0,participants/* actionNames */.Bk)(snapshot.actionStep);
    const parts = (0,view_parts/* partsOf */.CI)(snapshot, plan).filter((part) => part.job !== undefined);
    const drawn = parts.filter((part) => options.scope === 'activity' || part.own);
    const own = parts.find((part) => part.own);
    if (drawn.length === 0 || (options.scope !== 'activity' && !own))
        return undefined;
    const lastLook = lastMoment(snapshot);
    const jobs = drawn.map((part) => drawJob(part, plan, names, options, lastLook));
    const groups = groupLegs(jobs, options.scope);
    const begun = jobs.flatMap((job) => (job.start === undefined ? [] : [job.start]));
    const started = options.scope === 'activity' ? (0,view_parts/* activityStart */.wN)(snapshot, parts) : snapshot.ownStartedAt;
    const origin = Math.min(started, ...begun);
    const ownPlanned = own?.planned === undefined ? undefined : plan?.jobs[own.planned];
    const usualMs = options.scope === 'activity' ? plan?.usualMs : ownPlanned && ownPlanned.end - ownPlanned.start;
    const held = (0,waits/* heldSpans */.L8)(parts, lastLook, origin);
    const lay = (fold) => groups.map((group) => layOut(group, jobs, origin, lastLook, held, options.scope, fold));
    const bounded = withinBound(lay(false), lay(true), groups);
    const spanMs = Math.max(0, ...bounded.sections.flatMap((section) => section.bars.map((bar) => bar.end)));
    return {
        heading: options.scope === 'activity' || !own ? options.heading : own.name,
        outcome: lowerFirst((0,words/* endWords */.Bx)(options.outcome, options.endedAt - started, { ...options.detail, usualMs })),
        spanMs,
        ...bounded,
    };
}
function lastMoment(snapshot) {
    const moments = snapshot.jobs.flatMap((job) => [
        (0,view_snapshot/* timeOf */.nR)(job.createdAt),
        (0,view_snapshot/* timeOf */.nR)(job.startedAt),
        (0,view_snapshot/* timeOf */.nR)(job.completedAt),
        ...job.steps.flatMap((step) => [(0,view_snapshot/* timeOf */.nR)(step.startedAt), (0,view_snapshot/* timeOf */.nR)(step.completedAt)]),
    ]);
    return Math.max(snapshot.ownStartedAt, ...moments.filter(Number.isFinite));
}
function drawJob(part, plan, names, { postBeganAt, jobOutcome }, lastLook) {
    const job = part.job;
    const planned = part.planned === undefined ? undefined : plan?.jobs[part.planned];
    const timed = job.steps.filter((step) => !github_names/* BOOKKEEPING */.jI.has(step.name));
    const starts = timed.map((step) => (0,view_snapshot/* timeOf */.nR)(step.startedAt)).filter(Number.isFinite);
    const ends = timed.map((step) => (0,view_snapshot/* timeOf */.nR)(step.completedAt)).filter(Number.isFinite);
    const begun = job.status !== 'queued' && job.status !== 'waiting' && job.status !== 'pending';
    const startedAt = (0,view_snapshot/* timeOf */.nR)(job.startedAt);
    const start = starts.length > 0 ? Math.min(...starts) : begun && Number.isFinite(startedAt) ? startedAt : undefined;
    const completed = job.status === 'completed';
    const over = Math.max(postBeganAt, ...ends, ...starts);
    const end = part.own
        ? over
        : completed
            ? ends.length > 0
                ? Math.max(...ends)
                : Math.max(start ?? 0, ...[(0,view_snapshot/* timeOf */.nR)(job.completedAt)].filter(Number.isFinite))
            : start === undefined
                ? undefined
                : lastLook;
    const usual = usualSteps(planned);
    const steps = [];
    const unseen = [];
    for (const step of (0,job_steps/* userSteps */.FY)(job.steps, names)) {
        if (step.conclusion === 'skipped')
            continue;
        const from = (0,view_snapshot/* timeOf */.nR)(step.startedAt);
        const to = (0,view_snapshot/* timeOf */.nR)(step.completedAt);
        const usualMs = usual(step.name);
        if (Number.isFinite(from) && Number.isFinite(to))
            steps.push(stepBar(step, from, to, usualMs));
        else if (part.own)
            unseen.push(step);
        else if (Number.isFinite(from))
            steps.push({
                name: step.name,
                text: 'running at the last look',
                kind: 'step',
                start: from,
                end: lastLook,
            });
    }
    if (unseen.length > 0) {
        const cancelled = jobOutcome === 'cancelled' || unseen.some((step) => step.conclusion === 'cancelled');
        steps.push(unseenBar(unseen, steps.at(-1)?.end ?? start ?? over, over, cancelled));
    }
    const stopped = steps.find((step) => step.kind === 'cancelled');
    if (stopped)
        steps.push({ name: undefined, text: '⏹ cancelled', kind: 'stop', start: stopped.end, end: stopped.end });
    const failed = steps.some((step) => step.kind === 'failed') || part.progress?.failed !== undefined;
    return {
        part,
        start,
        end,
        usualMs: planned && planned.end - planned.start,
        steps,
        outcome: failed
            ? 'failed'
            : stopped || job.conclusion === 'cancelled'
                ? 'cancelled'
                : !part.own && !completed
                    ? 'running'
                    : undefined,
    };
}
function usualSteps(planned) {
    const taken = new Map();
    return (name) => {
        const occurrence = taken.get(name) ?? 0;
        taken.set(name, occurrence + 1);
        const step = planned?.steps.filter((candidate) => candidate.name === name)[occurrence];
        return step && step.end - step.start;
    };
}
function stepBar(step, start, end, usualMs) {
    const took = (0,durations/* formatDuration */.a)(end - start);
    if (step.conclusion === 'failure')
        return { name: step.name, text: `failed after ${took}`, kind: 'failed', start, end };
    if (step.conclusion === 'cancelled')
        return { name: step.name, text: `cancelled after ${took}`, kind: 'cancelled', start, end };
    if (usualMs !== undefined && ranLong(end - start, usualMs))
        return { name: step.name, text: `${took} (usually ${(0,durations/* formatDuration */.a)(usualMs)})`, kind: 'long', start, end };
    return { name: step.name, text: took, kind: 'step', start, end };
}
function ranLong(ms, usualMs) {
    return ms - usualMs >= Math.max(LONG_BY_MS, usualMs * LONG_BY_SHARE);
}
function unseenBar(steps, after, until, cancelled) {
    const first = steps[0];
    const began = (0,view_snapshot/* timeOf */.nR)(first.startedAt);
    const start = Math.min(until, Number.isFinite(began) ? began : after);
    const more = steps.length > 1 ? `+${steps.length - 1} ${steps.length === 2 ? 'step' : 'steps'} · ` : '';
    const took = `~${(0,durations/* formatDuration */.a)(until - start)}`;
    return cancelled
        ? { name: first.name, text: `${more}cancelled after ${took}`, kind: 'cancelled', start, end: until }
        : { name: first.name, text: `${more}${took}`, kind: 'step', start, end: until };
}
function groupLegs(jobs, scope) {
    const ordered = [...jobs].sort((a, b) => (a.start ?? Number.POSITIVE_INFINITY) - (b.start ?? Number.POSITIVE_INFINITY) ||
        (a.part.job?.id ?? 0) - (b.part.job?.id ?? 0));
    const matrixOf = (job) => (scope === 'activity' ? github_names/* LEG_NAME */.fs.exec(job.part.name)?.[1] : undefined);
    const counts = new Map();
    for (const job of ordered) {
        const matrix = matrixOf(job);
        if (matrix !== undefined)
            counts.set(matrix, (counts.get(matrix) ?? 0) + 1);
    }
    const groups = [];
    const matrices = new Map();
    for (const job of ordered) {
        const matrix = matrixOf(job);
        if (matrix === undefined || (counts.get(matrix) ?? 0) < 2) {
            groups.push({ name: job.part.name, jobs: [job], legs: false });
            continue;
        }
        const legs = matrices.get(matrix);
        if (legs) {
            legs.push(job);
            continue;
        }
        const first = [job];
        matrices.set(matrix, first);
        groups.push({ name: matrix, jobs: first, legs: true });
    }
    return groups;
}
function layOut(group, jobs, origin, lastLook, held, scope, fold) {
    const begun = group.jobs.flatMap((job) => (job.start === undefined ? [] : [job.start]));
    const start = begun.length === 0 ? undefined : Math.min(...begun);
    const bars = [];
    if (scope === 'activity')
        bars.push(...waitBar(group, jobs, start, origin, lastLook, held));
    const usualMs = group.legs ? legsUsualMs(group) : group.jobs[0]?.usualMs;
    if (start !== undefined && usualMs !== undefined && usualMs > 0) {
        bars.push({
            name: undefined,
            text: `usually ${(0,durations/* formatDuration */.a)(usualMs)}`,
            kind: 'usual',
            start,
            end: start + usualMs,
        });
    }
    if (fold)
        bars.push(...foldedBar(group, start));
    else if (group.legs)
        bars.push(...group.jobs.flatMap(legBar));
    else
        bars.push(...(group.jobs[0]?.steps ?? []));
    return {
        name: group.name,
        text: group.legs ? `${group.jobs.length} legs` : undefined,
        bars: bars.map((bar) => ({ ...bar, start: bar.start - origin, end: bar.end - origin })),
    };
}
function waitBar(group, jobs, start, origin, lastLook, held) {
    const until = start ?? lastLook;
    const created = group.jobs.map((job) => (0,view_snapshot/* timeOf */.nR)(job.part.job?.createdAt ?? null)).filter(Number.isFinite);
    const before = jobs
        .filter((job) => !group.jobs.includes(job) && job.end !== undefined && job.end <= until + constants/* SAME_MOMENT_MS */.vT)
        .map((job) => job.end);
    if (created.length === 0 && before.length === 0)
        return [];
    const from = (0,waits/* waitBegan */.XP)(created, before, origin);
    if (until - from < MIN_WAIT_MS)
        return [];
    const took = (0,durations/* formatDuration */.a)(until - from);
    const approval = held.some((span) => span.from >= from && span.until <= until) ? ' for approval' : '';
    const text = start === undefined ? `⏳ waiting at the last look (${took})` : `⏳ waited ${took}${approval}`;
    return [{ name: undefined, text, kind: 'wait', start: from, end: until }];
}
function legsUsualMs(group) {
    const usual = group.jobs.flatMap((job) => (job.usualMs === undefined ? [] : [job.usualMs]));
    return usual.length === 0 ? undefined : Math.max(...usual);
}
function legBar(job) {
    if (job.start === undefined || job.end === undefined)
        return [];
    const name = github_names/* LEG_NAME */.fs.exec(job.part.name)?.[2] ?? job.part.name;
    return [{ name, ...jobSpan(job, job.start, job.end) }];
}
function jobSpan(job, start, end) {
    const took = (0,durations/* formatDuration */.a)(end - start);
    const progress = job.part.progress;
    switch (job.outcome) {
        case 'failed':
            return {
                text: progress?.failed ? `failed at ${progress.failed.name} after ${took}` : `failed after ${took}`,
                kind: 'failed',
                start,
                end,
            };
        case 'cancelled':
            return { text: `cancelled after ${took}`, kind: 'cancelled', start, end };
        case 'running':
            return { text: 'running at the last look', kind: 'step', start, end };
    }
    if (job.usualMs !== undefined && ranLong(end - start, job.usualMs))
        return { text: `${took} (usually ${(0,durations/* formatDuration */.a)(job.usualMs)})`, kind: 'long', start, end };
    return { text: took, kind: 'step', start, end };
}
function foldedBar(group, start) {
    const ends = group.jobs.flatMap((job) => (job.end === undefined ? [] : [job.end]));
    if (start === undefined || ends.length === 0)
        return [];
    const end = Math.max(...ends);
    if (!group.legs) {
        const job = group.jobs[0];
        const count = job.steps.filter((step) => step.kind !== 'stop').length;
        const span = jobSpan(job, start, end);
        return [{ ...span, name: undefined, text: `${count} ${count === 1 ? 'step' : 'steps'} · ${span.text}` }];
    }
    const failed = group.jobs.filter((job) => job.outcome === 'failed').length;
    const cancelled = group.jobs.filter((job) => job.outcome === 'cancelled').length;
    const broke = [failed ? `${failed} failed` : '', cancelled ? `${cancelled} cancelled` : ''].filter(Boolean);
    return [
        {
            name: undefined,
            text: [`${group.jobs.length} legs`, (0,durations/* formatDuration */.a)(end - start), ...broke].join(' · '),
            kind: failed ? 'failed' : cancelled ? 'cancelled' : 'step',
            start,
            end,
        },
    ];
}
function withinBound(full, folded, groups) {
    const bars = (sections) => sections.reduce((sum, section) => sum + section.bars.length, 0);
    const sections = [...full];
    const saved = (index) => (full[index]?.bars.length ?? 0) - (folded[index]?.bars.length ?? 0);
    const order = groups
        .map((group, index) => ({ group, index }))
        .filter(({ index }) => saved(index) > 0)
        .sort((a, b) => Number(a.group.legs) - Number(b.group.legs) || saved(b.index) - saved(a.index));
    const names = [];
    for (const { group, index } of order) {
        if (bars(sections) <= MAX_BARS)
            break;
        sections[index] = folded[index];
        names.push(group.name);
    }
    let left = 0;
    while (bars(sections) > MAX_BARS && sections.length > 1) {
        sections.pop();
        left += groups[sections.length]?.jobs.length ?? 0;
    }
    return { sections, folded: names, left };
}
function endingJob(snapshot, plan) {
    if (!plan)
        return undefined;
    const planned = (0,view_parts/* partsOf */.CI)(snapshot, plan).flatMap((part) => {
        const job = part.planned === undefined ? undefined : plan.jobs[part.planned];
        return job ? [{ part, end: job.end }] : [];
    });
    const last = planned.sort((a, b) => b.end - a.end)[0];
    return last && !last.part.own ? last.part.name : undefined;
}
function lowerFirst(text) {
    return text.charAt(0).toLowerCase() + text.slice(1);
}

// EXTERNAL MODULE: ./src/activity/last-look.ts
var last_look = __webpack_require__(49165);
;// CONCATENATED MODULE: ./src/activity/run-picture.ts



function runPictureOf(folder, request) {
    const look = (0,last_look/* readLastLook */._d)(folder);
    return look && pictureOf(look, request);
}
function pictureOf(look, request) {
    const snapshot = request.ownJob ? withOwn(look.snapshot, request.ownJob) : look.snapshot;
    const picture = runPicture(snapshot, look.plan, {
        scope: request.whole ? 'activity' : 'job',
        heading: request.heading,
        outcome: request.whole ? request.outcome : request.jobOutcome,
        ...(request.whole && request.detail ? { detail: request.detail } : {}),
        jobOutcome: request.jobOutcome,
        endedAt: request.endedAt,
        postBeganAt: request.postBeganAt,
    });
    if (!picture)
        return undefined;
    const notes = [];
    if (picture.folded.length > 0 || picture.left > 0) {
        const folded = picture.folded.length > 0 ? ` Each of these is one bar: ${picture.folded.join(', ')}.` : '';
        const left = picture.left > 0 ? ` ${picture.left} more ${picture.left === 1 ? 'job is' : 'jobs are'} left out.` : '';
        notes.push(`More than ${MAX_BARS} bars.${folded}${left}`);
    }
    if (!request.whole) {
        const ending = endingJob(snapshot, look.plan);
        notes.push(`This job's steps. The whole run is drawn in the job summary of the job that ends the activity${ending ? ` (${ending}, by the last successful run)` : ''}.`);
    }
    return { gantt: ganttText(picture), notes };
}
function withOwn(snapshot, own) {
    if (own.id !== snapshot.ownJobId)
        return snapshot;
    return { ...snapshot, jobs: [...snapshot.jobs.filter((job) => job.id !== own.id), own] };
}


/***/ })

};
