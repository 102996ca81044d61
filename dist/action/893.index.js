export const id = 893;
export const ids = [893];
export const modules = {

/***/ 22300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ causeOf)
/* harmony export */ });
function causeOf(error) {
    const message = error instanceof Error ? error.message : String(error);
    return (message.split('\n')[0] ?? '').trim() || bareError(error);
}
function bareError(error) {
    const { statusCode, code } = (error ?? {});
    const name = error instanceof Error ? error.name : 'an error';
    if (typeof statusCode === 'number')
        return `${name} (HTTP ${statusCode})`;
    return typeof code === 'string' ? `${name} (${code})` : `${name} without a message`;
}


/***/ }),

/***/ 92893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tellReviewers: () => (/* binding */ tellReviewers)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/view/words.ts
var words = __webpack_require__(31788);
;// CONCATENATED MODULE: ./src/activity/approval-push.ts

function approvalPush(wait) {
    const who = wait.jobs.length === 0
        ? 'a deploy waits'
        : `${(0,words/* jobList */.y2)(wait.jobs)} ${wait.jobs.length === 1 ? 'waits' : 'wait'}`;
    const run = wait.runNumber ? ` · run #${wait.runNumber}` : '';
    return {
        title: [wait.workflow, wait.refName].filter(Boolean).join(' ') || 'GitHub Actions',
        body: `${who} for your approval (${wait.environments.join(', ')})${run}\n${wait.url}`,
        severity: 'WARN',
        critical: false,
    };
}
function reviewerChannels(reviewers, actorChannels, alertChannels) {
    const channels = new Set();
    let unmapped = false;
    for (const reviewer of reviewers) {
        const own = 'user' in reviewer ? actorChannels.get(reviewer.user.toLowerCase()) : undefined;
        if (own === undefined)
            unmapped = true;
        else
            channels.add(own);
    }
    if (unmapped)
        for (const channel of alertChannels)
            channels.add(channel);
    return [...channels];
}

// EXTERNAL MODULE: ./src/activity/job-reader.ts
var job_reader = __webpack_require__(40252);
// EXTERNAL MODULE: ./src/activity/quota.ts
var quota = __webpack_require__(29417);
// EXTERNAL MODULE: ./src/activity/signalgrid-client.ts + 1 modules
var signalgrid_client = __webpack_require__(52270);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/jobs-api.ts
var jobs_api = __webpack_require__(47942);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/net/backoff.ts
var backoff = __webpack_require__(2987);
// EXTERNAL MODULE: ./src/net/cause.ts
var cause = __webpack_require__(22300);
// EXTERNAL MODULE: ./src/activity/content.ts
var activity_content = __webpack_require__(748);
// EXTERNAL MODULE: ./src/activity/run-content.ts
var run_content = __webpack_require__(21060);
// EXTERNAL MODULE: ./src/github/load-history.ts
var load_history = __webpack_require__(97062);
// EXTERNAL MODULE: ./src/github/own-step.ts
var own_step = __webpack_require__(91558);
// EXTERNAL MODULE: ./src/signalgrid/user-agent.ts + 1 modules
var user_agent = __webpack_require__(47468);
// EXTERNAL MODULE: ./src/view/plan.ts
var plan = __webpack_require__(39494);
// EXTERNAL MODULE: ./src/view/run-view.ts + 4 modules
var run_view = __webpack_require__(72216);
// EXTERNAL MODULE: ./src/view/snapshot.ts
var view_snapshot = __webpack_require__(22425);
// EXTERNAL MODULE: ./src/stages/load-board-sharing.ts
var load_board_sharing = __webpack_require__(95951);
// EXTERNAL MODULE: ./src/stages/report.ts
var report = __webpack_require__(87781);
;// CONCATENATED MODULE: ./src/stages/approval-update.ts















async function showWait(inputs, context, name, run, environments) {
    const { namedActivity } = await (0,load_board_sharing/* loadBoardSharing */.j)();
    const activity = await namedActivity(inputs, context, name);
    if (!activity) {
        core/* debug */.Yz(`Signalgrid: this run shows no activity named "${name}": the reviewers' push alone.`);
        return;
    }
    const actionStep = (0,own_step/* mainStepName */.v)(run.jobs, run.ownJobId, context.defaultStepNames);
    const own = run.jobs.find((job) => job.id === run.ownJobId)?.name;
    const plan = await planOf(inputs, actionStep, own);
    await afterJobsBefore(run.jobs, inputs.minUpdateIntervalSeconds * 1000);
    const snapshot = (0,view_snapshot/* bystanderSnapshot */.B1)(run.jobs, run.ownJobId, activity.startedAt, actionStep);
    const at = Date.now();
    const view = (0,run_view/* runView */.P)(snapshot, { at, plan, floor: (0,run_view/* viewFloor */.ki)(snapshot, plan, at), environments });
    if (view.state !== 'waiting') {
        core/* debug */.Yz(`Signalgrid: the activity named "${name}" shows no job waiting (${view.state}): not updated.`);
        return;
    }
    const content = (0,run_content/* viewContent */.L)((0,activity_content/* tellingContent */.Ty)(inputs, context, activity.title), view, inputs.steps !== undefined);
    try {
        await (0,signalgrid_client/* createClient */.U)(inputs).updateActivity(activity.token, content);
        core/* info */.pq(`Signalgrid: the activity named "${name}" says: ${content.body}.`);
    }
    catch (error) {
        (0,report/* reportServiceFailure */.my)(inputs.failOnError, 'could not update the activity', error);
    }
}
async function planOf(inputs, stepName, own) {
    if (inputs.progressMode !== 'time' || !inputs.githubToken)
        return undefined;
    try {
        const [{ githubClient }, { readRunHistory, runQueryForThisRun }] = await Promise.all([
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 96584)),
            (0,load_history/* loadHistoryReader */.W)(),
        ]);
        const octokit = githubClient(inputs.githubToken, { userAgent: user_agent/* USER_AGENT */._ });
        const read = await readRunHistory(octokit, runQueryForThisRun(AbortSignal.timeout(constants/* HISTORY_TIMEOUT_MS */.Qn)));
        if (!read.ok) {
            core/* debug */.Yz(`Signalgrid: ${read.message}: the bar counts steps.`);
            return undefined;
        }
        const planned = (0,plan/* planRun */.nY)(read.history, stepName, (job) => job.name !== own);
        if (!planned.ok)
            core/* debug */.Yz(`Signalgrid: no plan of the activity (${planned.reason}): counting steps.`);
        return planned.ok ? planned.plan : undefined;
    }
    catch (error) {
        core/* debug */.Yz(`Signalgrid: no step history (${(0,cause/* causeOf */.r)(error)}): counting steps.`);
        return undefined;
    }
}
async function afterJobsBefore(jobs, spacingMs) {
    const ends = jobs.map((job) => Date.parse(job.completedAt ?? '')).filter(Number.isFinite);
    const waitMs = Math.min(spacingMs, Math.max(0, ...ends) + 1000 + spacingMs - Date.now());
    if (waitMs > 0)
        await (0,promises_.setTimeout)(waitMs);
}

;// CONCATENATED MODULE: ./src/stages/approval.ts














async function tellReviewers(inputs, context, name) {
    let unusable = 'no github-token';
    const reader = await (0,job_reader/* jobReader */.P)(inputs, context, jobs_api/* DEFAULT_TIMEOUT_MS */.t1, (problem) => {
        unusable = problem;
    });
    if (!reader) {
        core/* warning */.$e(`Signalgrid: the reviewers are not told: ${unusable}.`, constants/* ANNOTATION */.YX);
        return;
    }
    const pending = await pendingDeployments(reader, Number(context.runId));
    if (pending.outcome === 'error') {
        core/* warning */.$e(`Signalgrid: could not read what this run's deploy waits on (${pending.error.message}). The reviewers ` +
            'are not told.', constants/* ANNOTATION */.YX);
        return;
    }
    const reviewed = waitingOnReviewers(pending.deployments);
    if (reviewed.length === 0)
        return;
    const environments = reviewed.map((deployment) => deployment.environment);
    if (!(await firstToTell(inputs, context, name, environments)))
        return;
    const run = await reader.readRun();
    const jobs = run.outcome === 'jobs' ? run.jobs : [];
    await push(inputs, reviewed, {
        workflow: context.workflow,
        refName: context.refName,
        jobs: jobs.filter((job) => job.status === 'waiting').map((job) => job.name),
        environments,
        runNumber: context.runNumber,
        url: (0,run_context/* runUrl */.Vp)(context),
    });
    if (run.outcome === 'jobs' && run.ownJobId !== undefined)
        await showWait(inputs, context, name, { jobs, ownJobId: run.ownJobId }, environments);
    else
        core/* debug */.Yz("Signalgrid: this run's jobs are not read: the activity does not say that the deploy waits.");
}
async function push(inputs, reviewed, wait) {
    const channels = reviewerChannels(reviewed.flatMap((deployment) => deployment.reviewers), inputs.actorChannels, inputs.failureAlertChannels);
    try {
        const answer = await (0,signalgrid_client/* createClient */.U)(inputs, { channels }).push(approvalPush(wait));
        core/* setOutput */.uH('ruuid', answer.ruuid);
        if (answer.remaining !== undefined)
            core/* setOutput */.uH('remaining', String(answer.remaining));
        const low = (0,quota/* quotaWarning */.BY)(answer.remaining);
        if (low)
            core/* warning */.$e(low, constants/* ANNOTATION */.YX);
        core/* info */.pq(`Signalgrid: told the reviewers that the deploy waits for approval (${wait.environments.join(', ')}), on ` +
            `${channels.length} channel${channels.length === 1 ? '' : 's'}.`);
    }
    catch (error) {
        (0,report/* reportServiceFailure */.my)(inputs.failOnError, 'could not tell the reviewers', error);
    }
}
async function pendingDeployments(reader, runId) {
    for (let read = 1;; read++) {
        const answer = await reader.readPendingDeployments(runId);
        if (answer.outcome === 'error' || answer.deployments.length > 0 || read === constants/* APPROVAL_READS */.Ef)
            return answer;
        await (0,promises_.setTimeout)((0,backoff/* backoffMs */.j)({ firstMs: constants/* APPROVAL_READ_FIRST_WAIT_MS */.t3, growth: 2 }, read));
    }
}
function waitingOnReviewers(pending) {
    if (pending.length === 0) {
        core/* debug */.Yz('Signalgrid: no deploy of this run waits for approval: the reviewers are not told.');
        return [];
    }
    const reviewed = pending.filter((deployment) => deployment.reviewers.length > 0);
    if (reviewed.length === 0) {
        core/* debug */.Yz('Signalgrid: the deploy waits on no reviewer (a wait timer, or a rule of an app): nobody is told.');
    }
    return reviewed;
}
async function firstToTell(inputs, context, name, environments) {
    try {
        const { claimApprovalTold } = await (0,load_board_sharing/* loadBoardSharing */.j)();
        const claim = await claimApprovalTold(inputs, context, name, environments);
        if (claim !== 'taken')
            return true;
        core/* debug */.Yz('Signalgrid: the reviewers were told already in this run attempt.');
        return false;
    }
    catch (error) {
        core/* debug */.Yz(`Signalgrid: whether the reviewers were told cannot be read (${(0,cause/* causeOf */.r)(error)}); telling them.`);
        return true;
    }
}


/***/ })

};
