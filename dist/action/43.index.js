export const id = 43;
export const ids = [43];
export const modules = {

/***/ 20043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPictureOf: () => (/* binding */ runPictureOf)
});

;// CONCATENATED MODULE: ./src/view/gantt.ts
/** A step's or a leg's name is cut to this many characters; a job's too. */
const NAME_MAX = 40;
/** A whole line's text: a name and what the picture says of it. */
const LABEL_MAX = 100;
/** A cut name keeps this much of its end: the shard, the version, the leg's last value. */
const KEPT_END = 10;
/**
 * Past this span the axis counts minutes, a minute drawn as a second. Mermaid formats the axis in the reader's
 * time zone: minutes and seconds (%M:%S) would read 30 minutes off in India. Seconds since the epoch (%s) read
 * the same everywhere, so the picture starts at the epoch and counts seconds, or minutes.
 */
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
/** The picture as the text of a Mermaid gantt (without the code fence). */
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
/** Names as shown: each made plain and cut; two different names that would read the same, numbered. */
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
    // Mermaid turns "\ufb02°" back into "&" in what it draws.
    '\ufb02': 'fl',
};
/**
 * A name as text Mermaid reads as text: every control character, line or paragraph break and direction override
 * a space, the characters of its syntax look-alikes, white space folded.
 */
function plain(name) {
    const text = name
        .replace(/[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/gu, ' ')
        .replace(/[:#;%<>&\ufb02]/g, (character) => LOOK_ALIKES[character] ?? character)
        .replace(/\s+/g, ' ')
        .trim();
    return text || '…';
}
/** At most `max` characters: the start, an ellipsis, and the end. */
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
// EXTERNAL MODULE: ./src/view/words.ts
var words = __webpack_require__(31788);
;// CONCATENATED MODULE: ./src/view/picture.ts







/**
 * The most bars a picture holds: 2,000 bars are unreadable, and the job summary holds 1 MiB. Past it the steps
 * of the jobs with the most are folded into one bar for the job, then a matrix's legs into one for the matrix,
 * and past that the last jobs are left out; the summary says which.
 */
const MAX_BARS = 100;
/** A step ran long when it took this much longer than its usual time, and this share more (whole seconds). */
const LONG_BY_MS = 2_000;
const LONG_BY_SHARE = 0.1;
/** A wait shorter than this (the API's second) is not drawn. */
const MIN_WAIT_MS = 1_000;
/** The picture of the run as `snapshot` (the tracker's last look) and the plan show it; undefined: nothing to draw. */
function runPicture(snapshot, plan, options) {
    const names = (0,participants/* actionNames */.Bk)(snapshot.actionStep);
    const parts = (0,view_parts/* partsOf */.CI)(snapshot, plan).filter((part) => part.job !== undefined);
    const drawn = parts.filter((part) => options.scope === 'activity' || part.own);
    const own = parts.find((part) => part.own);
    if (drawn.length === 0 || !own)
        return undefined;
    const lastLook = lastMoment(snapshot);
    const jobs = drawn.map((part) => drawJob(part, plan, names, options, lastLook));
    const groups = groupLegs(jobs, options.scope);
    const begun = jobs.flatMap((job) => (job.start === undefined ? [] : [job.start]));
    // The title's time is the end's: from the activity's start, or this job's use of the action.
    const started = options.scope === 'activity' ? (0,view_parts/* activityStart */.wN)(snapshot, parts) : snapshot.ownStartedAt;
    // Steps before the action's own (it need not be the first) are drawn from where they began.
    const origin = Math.min(started, ...begun);
    const ownPlanned = own.planned === undefined ? undefined : plan?.jobs[own.planned];
    const usualMs = options.scope === 'activity' ? plan?.usualMs : ownPlanned && ownPlanned.end - ownPlanned.start;
    const lay = (fold) => groups.map((group) => layOut(group, jobs, origin, lastLook, options.scope, fold));
    const bounded = withinBound(lay(false), lay(true), groups);
    const spanMs = Math.max(0, ...bounded.sections.flatMap((section) => section.bars.map((bar) => bar.end)));
    return {
        heading: options.scope === 'activity' ? options.heading : own.name,
        outcome: outcomeWords(options.outcome, options.endedAt - started, usualMs),
        spanMs,
        ...bounded,
    };
}
/** "succeeded in 1m 7s (usually 1m 5s)": as the end says it, the usual time after a success only. */
function outcomeWords(outcome, ms, usualMs) {
    const took = (0,durations/* formatDuration */.a)(ms);
    if (outcome === 'failure')
        return `failed after ${took}`;
    if (outcome === 'cancelled')
        return `cancelled after ${took}`;
    return usualMs === undefined || usualMs <= 0
        ? `succeeded in ${took}`
        : `succeeded in ${took} (usually ${(0,durations/* formatDuration */.a)(usualMs)})`;
}
/** The latest moment the listing shows: it was read then or later. */
function lastMoment(snapshot) {
    const moments = snapshot.jobs.flatMap((job) => [
        (0,view_snapshot/* timeOf */.n)(job.createdAt),
        (0,view_snapshot/* timeOf */.n)(job.startedAt),
        (0,view_snapshot/* timeOf */.n)(job.completedAt),
        ...job.steps.flatMap((step) => [(0,view_snapshot/* timeOf */.n)(step.startedAt), (0,view_snapshot/* timeOf */.n)(step.completedAt)]),
    ]);
    return Math.max(snapshot.ownStartedAt, ...moments.filter(Number.isFinite));
}
/**
 * A job's span (its first step to its last, "Set up job" and "Complete job" aside, as the plan counts it), its
 * usual time, and its steps of the user's: each as it ran, against its usual time; a step still running at the
 * last look, up to it; this job's steps not seen done, up to its post.
 */
function drawJob(part, plan, names, { postBeganAt, jobOutcome }, lastLook) {
    const job = part.job;
    const planned = part.planned === undefined ? undefined : plan?.jobs[part.planned];
    const timed = job.steps.filter((step) => !constants/* BOOKKEEPING */.jI.has(step.name));
    const starts = timed.map((step) => (0,view_snapshot/* timeOf */.n)(step.startedAt)).filter(Number.isFinite);
    const ends = timed.map((step) => (0,view_snapshot/* timeOf */.n)(step.completedAt)).filter(Number.isFinite);
    const begun = job.status !== 'queued' && job.status !== 'waiting' && job.status !== 'pending';
    const startedAt = (0,view_snapshot/* timeOf */.n)(job.startedAt);
    const start = starts.length > 0 ? Math.min(...starts) : begun && Number.isFinite(startedAt) ? startedAt : undefined;
    const completed = job.status === 'completed';
    // Not before what the tracker saw of it (a post run in the same process as the stages before it, locally).
    const over = Math.max(postBeganAt, ...ends, ...starts);
    const end = part.own
        ? over
        : completed
            ? ends.length > 0
                ? Math.max(...ends)
                : Math.max(start ?? 0, ...[(0,view_snapshot/* timeOf */.n)(job.completedAt)].filter(Number.isFinite))
            : start === undefined
                ? undefined
                : lastLook;
    const usual = usualSteps(planned);
    const steps = [];
    const unseen = [];
    for (const step of (0,job_steps/* userSteps */.FY)(job.steps, names)) {
        if (step.conclusion === 'skipped')
            continue;
        const from = (0,view_snapshot/* timeOf */.n)(step.startedAt);
        const to = (0,view_snapshot/* timeOf */.n)(step.completedAt);
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
/** A step's usual time by its name, the n-th of that name for its n-th occurrence (two checkouts, say). */
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
/**
 * This job's steps that its tracker did not see done: from where the first began (or the step before it ended) to
 * this job's post, one bar. A cancelled job was cut short in them.
 */
function unseenBar(steps, after, until, cancelled) {
    const first = steps[0];
    const began = (0,view_snapshot/* timeOf */.n)(first.startedAt);
    const start = Math.min(until, Number.isFinite(began) ? began : after);
    const more = steps.length > 1 ? `+${steps.length - 1} ${steps.length === 2 ? 'step' : 'steps'} · ` : '';
    const took = `~${(0,durations/* formatDuration */.a)(until - start)}`;
    return cancelled
        ? { name: first.name, text: `${more}cancelled after ${took}`, kind: 'cancelled', start, end: until }
        : { name: first.name, text: `${more}${took}`, kind: 'step', start, end: until };
}
/** The jobs in the order they began, a matrix's legs (two or more, by the job's name) together. */
function groupLegs(jobs, scope) {
    const ordered = [...jobs].sort((a, b) => (a.start ?? Number.POSITIVE_INFINITY) - (b.start ?? Number.POSITIVE_INFINITY) ||
        (a.part.job?.id ?? 0) - (b.part.job?.id ?? 0));
    const matrixOf = (job) => (scope === 'activity' ? words/* LEG_NAME */.fs.exec(job.part.name)?.[1] : undefined);
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
/** A section as drawn, its steps (or legs) one bar each, or folded into one. */
function layOut(group, jobs, origin, lastLook, scope, fold) {
    const begun = group.jobs.flatMap((job) => (job.start === undefined ? [] : [job.start]));
    const start = begun.length === 0 ? undefined : Math.min(...begun);
    const bars = [];
    if (scope === 'activity')
        bars.push(...waitBar(group, jobs, start, origin, lastLook));
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
/**
 * The wait before a job (or a matrix) began: from the later of when it was created and the end of the job it
 * followed, to its first step (a runner picked up, an approval given, the job set up). Still waiting at the last
 * look: to then.
 */
function waitBar(group, jobs, start, origin, lastLook) {
    const until = start ?? lastLook;
    const created = group.jobs.map((job) => (0,view_snapshot/* timeOf */.n)(job.part.job?.createdAt ?? null)).filter(Number.isFinite);
    const before = jobs
        .filter((job) => !group.jobs.includes(job) && job.end !== undefined && job.end <= until + constants/* SAME_MOMENT_MS */.vT)
        .map((job) => job.end);
    if (created.length === 0 && before.length === 0)
        return [];
    const from = Math.max(origin, ...(created.length === 0 ? [] : [Math.min(...created)]), ...before);
    if (until - from < MIN_WAIT_MS)
        return [];
    const text = start === undefined
        ? `⏳ waiting at the last look (${(0,durations/* formatDuration */.a)(until - from)})`
        : `⏳ waited ${(0,durations/* formatDuration */.a)(until - from)}`;
    return [{ name: undefined, text, kind: 'wait', start: from, end: until }];
}
/** The legs' usual time: the longest leg's, as they run side by side. */
function legsUsualMs(group) {
    const usual = group.jobs.flatMap((job) => (job.usualMs === undefined ? [] : [job.usualMs]));
    return usual.length === 0 ? undefined : Math.max(...usual);
}
/** A leg as one bar, named by its matrix values: how long it took, and how it broke. */
function legBar(job) {
    if (job.start === undefined || job.end === undefined)
        return [];
    const name = words/* LEG_NAME */.fs.exec(job.part.name)?.[2] ?? job.part.name;
    return [{ name, ...jobSpan(job, job.start, job.end) }];
}
/** A job's (or a leg's) whole span in words and kind: failed where, cancelled, running, or against its usual. */
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
/** A job's steps, or a matrix's legs, as one bar. */
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
/**
 * The sections within MAX_BARS: the steps of the jobs with the most folded first, then a matrix's legs, then the
 * last sections left out.
 */
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
/**
 * The job expected to end the activity, by the plan: the one of the others planned to end last. Undefined without
 * a plan, or where this job is planned to end last.
 */
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

// EXTERNAL MODULE: ./src/activity/last-look.ts
var last_look = __webpack_require__(49165);
;// CONCATENATED MODULE: ./src/activity/run-picture.ts



/** The picture and its notes, or undefined where the tracker left no look at the run. */
function runPictureOf(folder, request) {
    const look = (0,last_look/* readLastLook */._d)(folder);
    if (!look)
        return undefined;
    const snapshot = request.ownJob ? withOwn(look.snapshot, request.ownJob) : look.snapshot;
    const picture = runPicture(snapshot, look.plan, {
        scope: request.whole ? 'activity' : 'job',
        heading: request.heading,
        outcome: request.whole ? request.outcome : request.jobOutcome,
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
