export const id = 864;
export const ids = [864];
export const modules = {

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

/***/ 63644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parseJob),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
function parseJob(value) {
    try {
        return { ok: true, job: readJob(value) };
    }
    catch (error) {
        if (error instanceof ShapeError)
            return { ok: false, problem: error.message };
        throw error;
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
class ShapeError extends Error {
}
function readJob(value) {
    const job = record(value, 'the job');
    const steps = job.steps;
    if (!Array.isArray(steps))
        throw new ShapeError(`steps is ${describe(steps)}, expected an array`);
    return {
        id: integer(job, 'id', 'the job', 1),
        status: string(job, 'status', 'the job'),
        conclusion: optionalString(job, 'conclusion', 'the job'),
        name: string(job, 'name', 'the job'),
        runnerName: optionalString(job, 'runner_name', 'the job'),
        htmlUrl: optionalString(job, 'html_url', 'the job'),
        createdAt: optionalString(job, 'created_at', 'the job'),
        startedAt: optionalString(job, 'started_at', 'the job'),
        completedAt: optionalString(job, 'completed_at', 'the job'),
        steps: steps.map((step, index) => readStep(step, `steps[${index}]`)),
    };
}
function readStep(value, where) {
    const step = record(value, where);
    return {
        name: string(step, 'name', where),
        status: string(step, 'status', where),
        conclusion: optionalString(step, 'conclusion', where),
        number: integer(step, 'number', where, 0),
        startedAt: optionalString(step, 'started_at', where),
        completedAt: optionalString(step, 'completed_at', where),
    };
}
function record(value, where) {
    if (!isRecord(value))
        throw new ShapeError(`${where} is ${describe(value)}, expected an object`);
    return value;
}
function string(object, field, where) {
    const value = object[field];
    if (typeof value !== 'string')
        throw new ShapeError(`${where}: ${field} is ${describe(value)}, expected a string`);
    return value;
}
function optionalString(object, field, where) {
    const value = object[field];
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'string')
        throw new ShapeError(`${where}: ${field} is ${describe(value)}, expected a string`);
    return value;
}
function integer(object, field, where, min) {
    const value = object[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
        throw new ShapeError(`${where}: ${field} is ${describe(value)}, expected a whole number of ${min} or more`);
    }
    return value;
}
function describe(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    if (typeof value === 'object')
        return 'an object';
    return `${typeof value} ${String(value)}`;
}


/***/ }),

/***/ 44518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ usual),
/* harmony export */   J: () => (/* binding */ median)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24200);

function median(values) {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
        ? sorted[middle]
        : (sorted[middle - 1] + sorted[middle]) / 2;
}
function usual(newestFirst) {
    if (newestFirst.length !== 2)
        return median(newestFirst);
    const [newer, older] = newestFirst;
    return (_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .NEWER_WEIGHT */ .$c * newer + older) / (_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .NEWER_WEIGHT */ .$c + 1);
}


/***/ }),

/***/ 15639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ actionNames),
/* harmony export */   Dj: () => (/* binding */ worked),
/* harmony export */   Ez: () => (/* binding */ listsAction),
/* harmony export */   GP: () => (/* binding */ takesPart),
/* harmony export */   l9: () => (/* binding */ carriedOver)
/* harmony export */ });
/* harmony import */ var _github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _github_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14567);


function listsAction(job, names) {
    return job.steps.some((step) => names.has(step.name));
}
function worked(steps, names) {
    return steps.some((step) => !names.has(step.name) && !_github_names_js__WEBPACK_IMPORTED_MODULE_1__/* .BOOKKEEPING */ .jI.has(step.name));
}
function actionNames(stepName) {
    return (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .actionStepNames */ .Vz)(stepName);
}
function takesPart(job, ownJobId, names, history) {
    if (job.id === ownJobId)
        return true;
    if (listsAction(job, names))
        return job.status !== 'completed' || worked(job.steps, names);
    if (job.steps.length > 0 || job.status === 'completed')
        return false;
    return history !== false;
}
function carriedOver(job) {
    const created = Date.parse(job.createdAt ?? '');
    const completed = Date.parse(job.completedAt ?? '');
    return job.status === 'completed' && completed < created;
}


/***/ }),

/***/ 52759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ partsOf),
/* harmony export */   Of: () => (/* binding */ onLastStep),
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   u5: () => (/* binding */ endedAt),
/* harmony export */   wN: () => (/* binding */ activityStart),
/* harmony export */   xR: () => (/* binding */ beganAt)
/* harmony export */ });
/* harmony import */ var _github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _github_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14567);
/* harmony import */ var _participants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15639);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22425);




function partsOf(snapshot, plan) {
    const names = (0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .actionNames */ .Bk)(snapshot.actionStep);
    const listed = snapshot.jobs
        .filter((job) => job.id === snapshot.ownJobId || !(0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .carriedOver */ .l9)(job))
        .sort((a, b) => a.id - b.id);
    const matched = new Set();
    const planned = new Map();
    for (const job of listed) {
        const index = plan?.jobs.findIndex((entry, at) => entry.name === job.name && !matched.has(at));
        if (index !== undefined && index >= 0) {
            matched.add(index);
            planned.set(job, index);
        }
    }
    const parts = listed.flatMap((job) => {
        const history = plan === undefined ? undefined : planned.has(job) ? true : plan.known.has(job.name) ? false : undefined;
        if (!(0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .takesPart */ .GP)(job, snapshot.ownJobId, names, history))
            return [];
        const progress = job.steps.length > 0 ? (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .stepProgress */ .O0)(job, names) : undefined;
        return [
            {
                name: job.name,
                job,
                planned: planned.get(job),
                phase: phaseOf(job, progress),
                progress,
                own: job.id === snapshot.ownJobId,
            },
        ];
    });
    plan?.jobs.forEach((entry, index) => {
        if (!matched.has(index)) {
            parts.push({
                name: entry.name,
                job: undefined,
                planned: index,
                phase: 'expected',
                progress: undefined,
                own: false,
            });
        }
    });
    return parts;
}
function phaseOf(job, progress) {
    if (job.status === 'completed')
        return 'done';
    if (job.status === 'waiting')
        return 'waiting';
    if (job.status !== 'in_progress')
        return 'queued';
    const started = job.steps.some((step) => !_github_names_js__WEBPACK_IMPORTED_MODULE_1__/* .BOOKKEEPING */ .jI.has(step.name) && (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .begun */ .q1)(step));
    if (!started || !progress || progress.total === 0)
        return 'setup';
    return progress.done ? 'done' : 'running';
}
function activityStart(snapshot, parts) {
    const names = (0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .actionNames */ .Bk)(snapshot.actionStep);
    const anchors = parts.flatMap((part) => {
        if (part.own)
            return [snapshot.ownStartedAt];
        const steps = part.job?.steps ?? [];
        const ours = steps.find((step) => names.has(step.name) && (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .begun */ .q1)(step));
        const first = ours ?? steps.find((step) => !_github_names_js__WEBPACK_IMPORTED_MODULE_1__/* .BOOKKEEPING */ .jI.has(step.name) && (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .begun */ .q1)(step));
        const at = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .nR)(first?.startedAt ?? null);
        return Number.isFinite(at) ? [at] : [];
    });
    return Math.min(snapshot.ownStartedAt, ...anchors);
}
function beganAt(part) {
    const job = part.job;
    if (!job || job.status === 'queued' || job.status === 'waiting')
        return Number.POSITIVE_INFINITY;
    const started = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .nR)(job.startedAt);
    return Number.isFinite(started) ? started : Number.POSITIVE_INFINITY;
}
function onLastStep(part) {
    const progress = part.progress;
    return (progress !== undefined && progress.current !== undefined && progress.current.position === progress.total);
}
function endedAt(part) {
    const steps = part.job?.steps ?? [];
    const ends = [
        (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .nR)(part.job?.completedAt ?? null),
        ...steps.map((step) => (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_3__/* .timeOf */ .nR)(step.completedAt)),
    ].filter(Number.isFinite);
    return ends.length === 0 ? 0 : Math.max(...ends);
}
function keyOf(parts) {
    return parts
        .map((part) => {
        const progress = part.progress;
        const broke = progress?.failed ? 'F' : progress?.cancelled ? 'C' : '';
        return `${part.name}:${part.phase}:${progress?.completed ?? 0}/${progress?.total ?? 0}:${progress?.current?.position ?? 0}${broke}`;
    })
        .join(';');
}


/***/ }),

/***/ 39494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nY: () => (/* binding */ planRun),
/* harmony export */   um: () => (/* binding */ MAX_WAIT_MS)
/* harmony export */ });
/* unused harmony export paceOf */
/* harmony import */ var _github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _github_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14567);
/* harmony import */ var _centre_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44518);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24200);
/* harmony import */ var _participants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15639);





const MAX_WAIT_MS = 120_000;
const ORDINARY_SHARE = 0.9;
function planRun(history, stepName, only = () => true) {
    const names = (0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .actionNames */ .Bk)(stepName);
    const runs = history.runs.map((run) => runJobs(run, names, only));
    const shape = runs.find((run) => run.jobs.length > 0);
    if (!shape) {
        const listed = history.runs.some((run) => run.jobs.some((job) => only(job) && (0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .listsAction */ .Ez)(job, names)));
        return {
            ok: false,
            reason: listed
                ? 'the runs read list no timed step of their jobs'
                : `no job of the runs read has a step named “${stepName}”`,
        };
    }
    const taking = runs.filter((run) => run.jobs.length > 0);
    const counted = taking.filter((run) => run === shape || ofShape(run, shape));
    const centre = timeline(shape, shape.jobs.map((job) => samplesOf(job, shape, counted)), names);
    const usualMs = (0,_centre_js__WEBPACK_IMPORTED_MODULE_3__/* .usual */ .B)(counted.map((run) => run.spanMs));
    const pace = paceOf(history.durationsMs);
    return {
        ok: true,
        plan: {
            ...centre,
            known: new Set(history.runs.flatMap((run) => run.jobs.map((job) => job.name))),
            usualMs,
            pace,
            lateMs: Math.max(...taking.map((run) => run.spanMs), usualMs * pace.most) + usualMs * _constants_js__WEBPACK_IMPORTED_MODULE_4__/* .LATE_MARGIN */ .qE,
        },
    };
}
function paceOf(durationsMs) {
    if (durationsMs.length < 2)
        return { least: 1, most: 1 };
    const sorted = [...durationsMs].sort((a, b) => a - b);
    const middle = Math.max(1, (0,_centre_js__WEBPACK_IMPORTED_MODULE_3__/* .median */ .J)(sorted));
    const slow = sorted[Math.ceil(ORDINARY_SHARE * sorted.length) - 1];
    const quick = sorted[Math.ceil((1 - ORDINARY_SHARE) * sorted.length) - 1];
    return { least: Math.min(1, quick / middle), most: Math.max(1, slow / middle) };
}
function ofShape(run, newest) {
    const pairs = newest.jobs.flatMap((job) => {
        const same = run.byKey.get(job.key);
        return [...job.slots].flatMap(([key, ms]) => {
            const theirs = same?.slots.get(key);
            return theirs === undefined ? [] : [[ms, theirs]];
        });
    });
    const newestMs = pairs.reduce((sum, [ms]) => sum + ms, 0);
    const runMs = pairs.reduce((sum, [, ms]) => sum + ms, 0);
    if (newestMs <= 0 || runMs <= 0)
        return true;
    const moved = pairs.reduce((sum, [a, b]) => sum + Math.abs(a / newestMs - b / runMs), 0) / 2;
    const resized = Math.abs(newestMs - runMs) / Math.max(newestMs, runMs);
    return moved <= Math.max(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .OTHER_SHAPE_SHARE */ .zA, _constants_js__WEBPACK_IMPORTED_MODULE_4__/* .OTHER_SHAPE_OVER_SIZE */ .Qs * resized);
}
function runJobs(run, names, only) {
    const timed = run.jobs
        .filter((job) => only(job) && (0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .listsAction */ .Ez)(job, names))
        .flatMap((job) => {
        const within = job.steps.filter((step) => !_github_names_js__WEBPACK_IMPORTED_MODULE_1__/* .BOOKKEEPING */ .jI.has(step.name));
        const ours = within.find((step) => names.has(step.name));
        if (!ours || !(0,_participants_js__WEBPACK_IMPORTED_MODULE_2__/* .worked */ .Dj)(within, names))
            return [];
        const started = Math.min(...within.map((step) => step.startedAt));
        const ended = Math.max(...within.map((step) => step.completedAt));
        const post = within.findLast((step) => step.name.startsWith('Post ') && names.has(step.name));
        return [{ job, within, anchor: ours.startedAt, started, ended, postEnded: post?.completedAt ?? ended }];
    })
        .sort((a, b) => a.started - b.started);
    if (timed.length === 0)
        return { jobs: [], byKey: new Map(), spanMs: 0 };
    const origin = Math.min(...timed.map((entry) => entry.anchor));
    const keys = placeKeys(timed.map((entry) => entry.job.name));
    const jobs = timed.map((entry, index) => ({
        key: keys[index],
        name: entry.job.name,
        start: entry.started - origin,
        end: entry.ended - origin,
        postEnd: entry.postEnded - origin,
        within: entry.within,
        slots: slotsOf(entry.within, entry.ended),
    }));
    return {
        jobs,
        byKey: new Map(jobs.map((job) => [job.key, job])),
        spanMs: Math.max(1, ...jobs.map((job) => job.postEnd)),
    };
}
function slotsOf(steps, end) {
    const keys = placeKeys(steps.map((step) => step.name));
    return new Map(steps.map((step, index) => [
        keys[index],
        Math.max(step.startedAt, steps[index + 1]?.startedAt ?? end) - step.startedAt,
    ]));
}
function placeKeys(names) {
    const seen = new Map();
    return names.map((name) => {
        const place = seen.get(name) ?? 0;
        seen.set(name, place + 1);
        return `${name}#${place}`;
    });
}
function samplesOf(job, shape, runs) {
    const before = shape.jobs
        .filter((other) => other !== job && other.end <= job.start + _constants_js__WEBPACK_IMPORTED_MODULE_4__/* .SAME_MOMENT_MS */ .vT)
        .map((other) => other.key);
    const keys = placeKeys(job.within.map((step) => step.name));
    const wait = runs.map((run) => {
        const same = run.byKey.get(job.key);
        if (!same)
            return undefined;
        if (before.length === 0)
            return same.start;
        const ends = before.flatMap((key) => {
            const other = run.byKey.get(key);
            return other ? [other.end] : [];
        });
        return ends.length === 0 ? undefined : same.start - Math.max(...ends);
    });
    return {
        before,
        wait,
        steps: job.within.map((step, index) => ({
            name: step.name,
            slot: runs.map((run) => run.byKey.get(job.key)?.slots.get(keys[index])),
        })),
        tail: runs.map((run) => {
            const same = run.byKey.get(job.key);
            return same ? same.postEnd - same.end : undefined;
        }),
    };
}
function timeline(shape, samples, names) {
    const pick = (values) => (0,_centre_js__WEBPACK_IMPORTED_MODULE_3__/* .usual */ .B)(defined(values));
    const ends = new Map();
    const jobs = shape.jobs.map((job, at) => {
        const sampled = samples[at];
        const before = sampled.before.map((key) => ends.get(key));
        const latest = before.reduce((found, other) => (found === undefined || other.end > found.end ? other : found), undefined);
        const waited = pick(sampled.wait);
        const start = (latest?.end ?? 0) + waited;
        let clock = start;
        const steps = sampled.steps.map(({ name, slot }) => {
            const step = { name, start: clock, end: clock + Math.max(0, pick(slot)) };
            clock = step.end;
            return step;
        });
        ends.set(job.key, { at, end: clock });
        return {
            name: job.name,
            start,
            end: clock,
            steps,
            userSteps: (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .userSteps */ .FY)(asListed(job.within), names).length,
            after: latest?.at,
            wait: Math.min(MAX_WAIT_MS, Math.max(0, waited)),
        };
    });
    const spanMs = Math.max(1, ...jobs.map((job, at) => job.end + pick(samples[at].tail)));
    const stepsMs = jobs.flatMap((job, at) => {
        const user = new Set((0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .userSteps */ .FY)(asListed(shape.jobs[at].within), names).map((step) => step.name));
        return job.steps.filter((step) => user.has(step.name)).map((step) => step.end - step.start);
    });
    return {
        jobs,
        spanMs,
        medianJobMs: (0,_centre_js__WEBPACK_IMPORTED_MODULE_3__/* .median */ .J)(jobs.map((job) => job.end - job.start)),
        medianStepMs: (0,_centre_js__WEBPACK_IMPORTED_MODULE_3__/* .median */ .J)(stepsMs),
    };
}
function defined(values) {
    return values.filter((value) => value !== undefined);
}
function asListed(steps) {
    return steps.map((step, index) => ({
        name: step.name,
        status: 'completed',
        conclusion: 'success',
        number: index + 1,
        startedAt: null,
        completedAt: null,
    }));
}


/***/ }),

/***/ 22425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ bystanderSnapshot),
/* harmony export */   e6: () => (/* binding */ snapshotAt),
/* harmony export */   nR: () => (/* binding */ timeOf)
/* harmony export */ });
function bystanderSnapshot(jobs, ownJobId, activityStartedAt, actionStep) {
    return {
        jobs: jobs.filter((job) => job.id !== ownJobId),
        ownJobId,
        ownStartedAt: activityStartedAt,
        actionStep,
    };
}
function timeOf(value) {
    return Date.parse(value ?? '');
}
function snapshotAt(snapshot, at) {
    const jobs = snapshot.jobs.flatMap((job) => {
        if (job.id !== snapshot.ownJobId && timeOf(job.createdAt) > at)
            return [];
        const ended = job.status === 'completed' && timeOf(job.completedAt) <= at;
        const begun = job.status !== 'queued' && job.status !== 'waiting' && !(timeOf(job.startedAt) > at);
        if (!ended && !begun)
            return [{ ...job, status: 'queued', conclusion: null, completedAt: null, steps: [] }];
        return [
            {
                ...job,
                status: ended ? 'completed' : 'in_progress',
                conclusion: ended ? job.conclusion : null,
                completedAt: ended ? job.completedAt : null,
                steps: job.steps.map((step) => stepAt(step, at)),
            },
        ];
    });
    return { ...snapshot, jobs };
}
function stepAt(step, at) {
    if (timeOf(step.completedAt) <= at)
        return step;
    if (timeOf(step.startedAt) <= at)
        return { ...step, status: 'in_progress', conclusion: null, completedAt: null };
    return { ...step, status: 'pending', conclusion: null, startedAt: null, completedAt: null };
}


/***/ }),

/***/ 21075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ heldSpans),
/* harmony export */   XP: () => (/* binding */ waitBegan),
/* harmony export */   k4: () => (/* binding */ heldMs),
/* harmony export */   lL: () => (/* binding */ approvalWaitMs)
/* harmony export */ });
/* harmony import */ var _github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50722);
/* harmony import */ var _github_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14567);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24200);
/* harmony import */ var _parts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52759);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39494);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22425);






function waitBegan(created, endsBefore, origin) {
    return Math.max(origin, ...(created.length === 0 ? [] : [Math.min(...created)]), ...endsBefore);
}
function heldMs(parts, at, startedAt) {
    return heldSpans(parts, at, startedAt).reduce((sum, span) => sum + (span.until - span.from), 0);
}
function approvalWaitMs(parts, at, startedAt) {
    const held = heldSpans(parts, at, startedAt);
    const waits = waitsOf(parts, at, startedAt).filter((wait) => held.some((span) => span.from < wait.until && span.until > wait.from));
    return union(waits).reduce((sum, span) => sum + (span.until - span.from), 0);
}
function heldSpans(parts, at, startedAt) {
    const running = parts.flatMap((part) => {
        const first = firstStepAt(part);
        return first === undefined ? [] : [{ from: first, until: part.phase === 'done' ? (0,_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .endedAt */ .u5)(part) : at }];
    });
    const held = waitsOf(parts, at, startedAt).flatMap(({ from, until }) => until - from > _plan_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_WAIT_MS */ .um ? [{ from: from + _plan_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_WAIT_MS */ .um, until }] : []);
    return less(union(held), union(running));
}
function waitsOf(parts, at, origin) {
    return parts.flatMap((part) => {
        const job = part.job;
        if (!job || (job.status === 'completed' && firstStepAt(part) === undefined))
            return [];
        const until = Math.min(at, firstStepAt(part) ?? at);
        const created = (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_4__/* .timeOf */ .nR)(job.createdAt);
        const before = parts
            .filter((other) => other !== part && other.phase === 'done' && (0,_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .endedAt */ .u5)(other) <= until + _constants_js__WEBPACK_IMPORTED_MODULE_5__/* .SAME_MOMENT_MS */ .vT)
            .map(_parts_js__WEBPACK_IMPORTED_MODULE_2__/* .endedAt */ .u5);
        const from = waitBegan(Number.isFinite(created) ? [created] : [], before, origin);
        return until > from ? [{ from, until }] : [];
    });
}
function firstStepAt(part) {
    const starts = (part.job?.steps ?? [])
        .filter((step) => !_github_names_js__WEBPACK_IMPORTED_MODULE_1__/* .BOOKKEEPING */ .jI.has(step.name) && (0,_github_job_steps_js__WEBPACK_IMPORTED_MODULE_0__/* .begun */ .q1)(step))
        .map((step) => (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_4__/* .timeOf */ .nR)(step.startedAt))
        .filter(Number.isFinite);
    return starts.length === 0 ? undefined : Math.min(...starts);
}
function union(spans) {
    const merged = [];
    for (const span of [...spans].sort((a, b) => a.from - b.from)) {
        const last = merged.at(-1);
        if (last && span.from <= last.until)
            merged[merged.length - 1] = { ...last, until: Math.max(last.until, span.until) };
        else
            merged.push(span);
    }
    return merged;
}
function less(spans, minus) {
    return spans.flatMap((span) => {
        const left = [];
        let from = span.from;
        for (const cut of minus) {
            if (cut.until <= from || cut.from >= span.until)
                continue;
            if (cut.from > from)
                left.push({ from, until: cut.from });
            from = Math.max(from, cut.until);
        }
        if (from < span.until)
            left.push({ from, until: span.until });
        return left;
    });
}


/***/ })

};
