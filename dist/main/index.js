import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 915:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lh: () => (/* binding */ TRACKER_FOLDER_VARIABLE),
/* harmony export */   Uw: () => (/* binding */ State),
/* harmony export */   Xs: () => (/* binding */ ACTIVITY_TOKEN_VARIABLE),
/* harmony export */   aT: () => (/* binding */ TRACKER_NODE_FLAGS_BEHIND_PROXY),
/* harmony export */   m$: () => (/* binding */ LOW_QUOTA),
/* harmony export */   oP: () => (/* binding */ TRACKER_NODE_FLAGS),
/* harmony export */   sW: () => (/* binding */ STARTING_BODY),
/* harmony export */   t6: () => (/* binding */ NO_SECRETS_NOTICE),
/* harmony export */   tS: () => (/* binding */ MAX_TITLE_LENGTH),
/* harmony export */   tr: () => (/* binding */ MAX_BODY_LENGTH),
/* harmony export */   vC: () => (/* binding */ INITIAL_PROGRESS)
/* harmony export */ });
/* unused harmony exports POLL_INTERVAL_MS, TRACKER_TICK_MS, TRACKER_MAX_LIFETIME_MS, FAILED_STEP_LOOKUP_TIMEOUT_MS, TRACKER_STOP_POLL_MS, TRACKER_STOP_TIMEOUT_MS, TRACKER_FLUSH_MS */
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
};
/** The body of an activity before anything has happened. */
const STARTING_BODY = 'Starting…';
/** Progress shown by a start: low, so the bar visibly moves once steps complete. */
const INITIAL_PROGRESS = 0;
/** Longest title and body sent; the phones show a line or two, and notification payloads are small. */
const MAX_TITLE_LENGTH = 120;
const MAX_BODY_LENGTH = 1000;
/** A `remaining` quota at or below this is worth a warning (the free plan has 100 a month). */
const LOW_QUOTA = 20;
/** Tells the tracker process which activity folder it serves. */
const TRACKER_FOLDER_VARIABLE = 'SIGNALGRID_TRACKER_FOLDER';
/** How often the tracker asks the jobs API about the job. Answers of an unchanged job (304) are free. */
const POLL_INTERVAL_MS = 3_000;
/** How often the tracker looks for explicit updates and for a request to stop. */
const TRACKER_TICK_MS = 250;
/** A tracker never lives longer than this, whatever happens to its job and its runner. */
const TRACKER_MAX_LIFETIME_MS = (/* unused pure expression or super */ null && (24 * 60 * 60 * 1000));
/** How long post waits for the jobs API when it looks for the step a failed job failed at. */
const FAILED_STEP_LOOKUP_TIMEOUT_MS = 3_000;
/**
 * Node's flags for the tracker process, which polls a few times a minute and needs no compiled code: V8's
 * interpreter alone, which saves a few MiB of peak RSS (npm run bench; the README's Cost has the figures).
 */
const TRACKER_NODE_FLAGS = ['--jitless'];
/**
 * The same behind a proxy, where requests go through the global fetch, whose HTTP parser is WebAssembly (which
 * --jitless turns off): --liftoff-only and --no-opt keep V8 from compiling it and the JavaScript again with its
 * optimising compilers. Measured on Node 24 with a fetch-based tracker: peak RSS 84.4 -> 64.8 MiB.
 */
const TRACKER_NODE_FLAGS_BEHIND_PROXY = ['--liftoff-only', '--no-opt'];
/** How often post looks whether the tracker has stopped: the job waits for post, to the millisecond. */
const TRACKER_STOP_POLL_MS = 5;
/** How long post waits for the tracker to finish what it is sending before it kills it. */
const TRACKER_STOP_TIMEOUT_MS = 3_000;
/** How long the tracker, once asked to stop, waits for the update it is sending (less than post waits). */
const TRACKER_FLUSH_MS = 2_500;
/** The notice printed, once, when the client key or channel is empty. */
const NO_SECRETS_NOTICE = 'Signalgrid: client-key or channel is empty (secrets are not passed to pull requests from forks); skipping.';


/***/ }),

/***/ 754:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/runner/commands.ts + 1 modules
var commands = __nccwpck_require__(250);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/runner/file-commands.ts


// The runner reads these files when the stage's process exits (not before, and not from a detached child).
/** Visible to this instance's later stages as STATE_<name>. The runner prints state in debug logs: no secrets. */
function saveState(name, value) {
    appendKeyValue('GITHUB_STATE', name, value);
}
/** Visible to this process now and to every later step of the job. */
function exportVariable(name, value) {
    process.env[name] = value;
    appendKeyValue('GITHUB_ENV', name, value);
}
/** A step output. The runner keeps outputs written by main only. */
function setOutput(name, value) {
    appendKeyValue('GITHUB_OUTPUT', name, value);
}
/** Markdown appended to the job summary. */
function appendSummary(markdown) {
    const path = process.env.GITHUB_STEP_SUMMARY;
    if (path)
        appendFileSync(path, markdown.endsWith('\n') ? markdown : `${markdown}${EOL}`);
}
// The heredoc form, so values may hold newlines and anything else.
function appendKeyValue(file, name, value) {
    const path = process.env[file];
    if (!path)
        return;
    const delimiter = delimiterFor(value);
    (0,external_node_fs_.appendFileSync)(path, `${name}<<${delimiter}${external_node_os_namespaceObject.EOL}${value}${external_node_os_namespaceObject.EOL}${delimiter}${external_node_os_namespaceObject.EOL}`);
}
/**
 * A delimiter the value does not contain: that check, not the randomness, is what keeps a value from ending
 * its block early. So it needs no node:crypto, which would cost every stage about 8 ms of start-up.
 */
function delimiterFor(value) {
    for (;;) {
        const delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
        if (!value.includes(delimiter))
            return delimiter;
    }
}

;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __nccwpck_require__(915);
;// CONCATENATED MODULE: ./src/http/body.ts
/**
 * Reads a body up to a byte limit, so a hostile or broken server cannot exhaust memory. Takes Node's
 * response streams and fetch's web streams alike: both iterate as byte chunks, and leaving the loop early
 * cancels the stream, so an oversized body is never read to its end. Iterating rejects when the connection
 * closes before the body is complete.
 */
async function readLimitedBody(body, maxBytes) {
    const chunks = [];
    let bytes = 0;
    for await (const chunk of body) {
        const room = maxBytes - bytes;
        if (chunk.byteLength > room) {
            chunks.push(chunk.subarray(0, room));
            return { text: Buffer.concat(chunks).toString('utf8'), oversized: true };
        }
        chunks.push(chunk);
        bytes += chunk.byteLength;
    }
    return { text: Buffer.concat(chunks).toString('utf8'), oversized: false };
}

;// CONCATENATED MODULE: ./src/http/exchange.ts

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
let chosen;
/**
 * Makes one request and reads its answer. Redirects are never followed: the credentials a request carries
 * stay with the host they were meant for, and a 3xx comes back as it is.
 *
 * Without a proxy this is Node's own http/https: the global fetch would load undici and its WebAssembly
 * parser into every stage and the tracker (about 80 ms and 15 to 30 MiB on Node 24, see the README's Cost).
 * With a proxy, it is the global fetch with undici's EnvHttpProxyAgent, from its own bundle.
 */
async function exchange(url, outgoing) {
    chosen ??= proxyConfigured() ? loadProxyExchange() : Promise.resolve(direct);
    return (await chosen)(url, outgoing);
}
/** Whether the environment names a proxy, so that requests go through fetch and its WebAssembly parser. */
function proxyConfigured(env = process.env) {
    return PROXY_VARIABLES.some((name) => env[name]);
}
async function loadProxyExchange() {
    // The path is resolved at run time, relative to the running file: src/http/exchange.ts finds
    // src/proxy/index.ts, and every bundle dist/<stage>/index.js finds dist/proxy/index.js. Both sit one
    // folder below their root, which is what keeps this one literal right in both places.
    const proxy = (await import(
    /* webpackIgnore: true */ '../proxy/index.js'));
    return proxy.createProxyExchange();
}
async function direct(url, outgoing) {
    // Loaded on the first request, not with the bundle: a stage with nothing to send never pays for node:http
    // and node:net, and only https URLs pay for TLS (several MiB; loopback emulators and relays do not need it).
    const { request } = url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 708, 23)) : await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 67, 23));
    const { method, body, signal } = outgoing;
    const headers = body === undefined
        ? outgoing.headers
        : { ...outgoing.headers, 'content-length': `${Buffer.byteLength(body)}` };
    return new Promise((resolve, reject) => {
        const sent = request(url, { method, headers, signal }, (response) => {
            readAnswer(response, outgoing.maxBodyBytes).then(resolve, reject);
        });
        sent.on('error', reject);
        sent.end(body);
    });
}
async function readAnswer(response, maxBytes) {
    const status = response.statusCode ?? 0;
    return { status, headers: readHeaders(response.headers), ...(await readLimitedBody(response, maxBytes)) };
}
function readHeaders(headers) {
    return {
        get(name) {
            const value = headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
    };
}

;// CONCATENATED MODULE: ./src/tracker/control.ts





/**
 * The tracker bundle beside the running stage's bundle: dist/<stage>/index.js → dist/tracker/index.js.
 * `webpackIgnore` keeps ncc from copying the file as an asset; the path is resolved at run time.
 */
function trackerScript() {
    return (0,external_node_url_namespaceObject.fileURLToPath)(new URL(/* webpackIgnore: true */ '../tracker/index.js', __nccwpck_require__.b));
}
/**
 * Starts the tracker of an activity as a detached process that outlives this stage. It must not hold the
 * stage's stdout or stderr: the runner would wait for them, then kill it. It keeps RUNNER_TRACKING_ID from
 * this environment, so the runner's orphan clean-up ends it at the latest at job end.
 */
function startTracker(folder, script = trackerScript()) {
    try {
        // Loaded here, not imported: node:child_process (and the net and stream modules it loads) would cost
        // every stage that starts no tracker, post included, several ms of start-up.
        const { spawn } = process.getBuiltinModule('node:child_process');
        // The tracker inherits this environment, so it takes the same route (and needs the same parser) as this stage.
        const flags = proxyConfigured() ? constants/* TRACKER_NODE_FLAGS_BEHIND_PROXY */.aT : constants/* TRACKER_NODE_FLAGS */.oP;
        const child = spawn(process.execPath, [...flags, script], {
            detached: true,
            stdio: 'ignore',
            windowsHide: true,
            env: { ...process.env, [constants/* TRACKER_FOLDER_VARIABLE */.Lh]: folder.path },
        });
        child.on('error', () => { });
        child.unref();
        if (child.pid !== undefined)
            folder.writeTrackerPid(child.pid);
        return child.pid;
    }
    catch {
        return undefined;
    }
}
/** Whether the activity's tracker is there to take an update. */
function isTrackerRunning(folder) {
    const pid = folder.readTrackerPid();
    return pid !== undefined && !folder.isStopped() && !folder.stopRequested() && isTrackerProcess(pid);
}
/**
 * Stops the tracker and waits, at most `timeoutMs`, for it to finish the update it is sending, so that
 * nothing it sends can arrive after the end. A tracker that died or never started costs nothing; one that
 * hangs is killed.
 */
async function stopTracker(folder, timeoutMs) {
    const pid = folder.readTrackerPid();
    if (pid === undefined || folder.isStopped() || !isTrackerProcess(pid))
        return 'not running';
    folder.requestStop();
    signal(pid, 'SIGTERM');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        if (folder.isStopped() || !isTrackerProcess(pid))
            return 'stopped';
        await sleep(TRACKER_STOP_POLL_MS);
    }
    signal(pid, 'SIGKILL');
    return 'killed';
}
function signal(pid, name) {
    // Windows has no SIGTERM: there the stop file alone asks the tracker to stop.
    if (process.platform === 'win32' && name === 'SIGTERM')
        return;
    try {
        process.kill(pid, name);
    }
    catch {
        // Already gone.
    }
}
/**
 * Whether `pid` is alive and, where /proc tells, still our tracker (not a zombie, and not another process
 * that reused the pid: that one must never be signalled).
 */
function isTrackerProcess(pid) {
    try {
        process.kill(pid, 0);
    }
    catch {
        // ESRCH: gone. EPERM: another user's process now has the pid, so it is not ours either.
        return false;
    }
    try {
        const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        const cmdline = (0,external_node_fs_.readFileSync)(`/proc/${pid}/cmdline`, 'utf8');
        return (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z' && cmdline.includes('tracker'));
    }
    catch {
        return process.platform !== 'linux';
    }
}

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./src/action/activity-folder.ts


/**
 * The folder that every process of this job shares about one activity: the stages of each use of the
 * action and the background tracker. It lives in RUNNER_TEMP, which the runner empties for each job. The
 * name is a hash of the token so that no token can point outside it.
 */
class ActivityFolder {
    path;
    constructor(path) {
        this.path = path;
    }
    /** The folder of the activity with this token in this job. */
    static of(runnerTemp, token) {
        // Loaded here, not imported: a stage with no activity then never pays for node:crypto.
        const { createHash } = process.getBuiltinModule('node:crypto');
        const id = createHash('sha256').update(token).digest('hex').slice(0, 16);
        return new ActivityFolder((0,external_node_path_namespaceObject.join)(runnerTemp, 'signalgrid', id));
    }
    /** Whether an earlier use of the action in this job already holds the activity. */
    exists() {
        return (0,external_node_fs_.existsSync)(this.#file('activity.json'));
    }
    create(record) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_namespaceObject.join)(this.path, 'inbox'), { recursive: true });
        this.writeRecord(record);
    }
    readRecord() {
        return readJson(this.#file('activity.json'));
    }
    writeRecord(record) {
        writeAtomically(this.#file('activity.json'), JSON.stringify(record));
    }
    /** One line per entry; appends of a line this small are atomic, so several processes may write. */
    appendJournal(entry) {
        (0,external_node_fs_.appendFileSync)(this.#file('journal.jsonl'), `${JSON.stringify(entry)}\n`);
    }
    readJournal() {
        if (!(0,external_node_fs_.existsSync)(this.#file('journal.jsonl')))
            return [];
        return (0,external_node_fs_.readFileSync)(this.#file('journal.jsonl'), 'utf8')
            .split('\n')
            .filter(Boolean)
            .flatMap((line) => {
            try {
                return [JSON.parse(line)];
            }
            catch {
                return [];
            }
        });
    }
    /** Hands an update to the tracker. Written whole and then renamed, so it is never read half-written. */
    postToInbox(update) {
        const name = `${String(update.at).padStart(15, '0')}-${process.pid}.json`;
        writeAtomically((0,external_node_path_namespaceObject.join)(this.path, 'inbox', name), JSON.stringify(update));
    }
    /** The updates handed over so far, oldest first, each removed once read. */
    takeInbox() {
        const inbox = (0,external_node_path_namespaceObject.join)(this.path, 'inbox');
        if (!(0,external_node_fs_.existsSync)(inbox))
            return [];
        return (0,external_node_fs_.readdirSync)(inbox)
            .filter((name) => name.endsWith('.json'))
            .sort()
            .flatMap((name) => {
            const path = (0,external_node_path_namespaceObject.join)(inbox, name);
            const update = readJson(path);
            (0,external_node_fs_.rmSync)(path, { force: true });
            return update ? [update] : [];
        });
    }
    /** The pid of the tracker started for the activity in this job, if one was. */
    writeTrackerPid(pid) {
        writeAtomically(this.#file('tracker.pid'), String(pid));
    }
    readTrackerPid() {
        const pid = Number(readText(this.#file('tracker.pid')));
        return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    }
    /** Asks the tracker to stop: it notices the file on its next tick (a signal wakes it sooner where there are signals). */
    requestStop() {
        (0,external_node_fs_.writeFileSync)(this.#file('stop'), '');
    }
    stopRequested() {
        return (0,external_node_fs_.existsSync)(this.#file('stop'));
    }
    /** Written by the tracker as its last act: nothing it sends can arrive after this. */
    markStopped() {
        (0,external_node_fs_.writeFileSync)(this.#file('stopped'), '');
    }
    isStopped() {
        return (0,external_node_fs_.existsSync)(this.#file('stopped'));
    }
    #file(name) {
        return (0,external_node_path_namespaceObject.join)(this.path, name);
    }
}
function writeAtomically(path, content) {
    const temporary = `${path}.${process.pid}.tmp`;
    (0,external_node_fs_.writeFileSync)(temporary, content);
    (0,external_node_fs_.renameSync)(temporary, path);
}
function readText(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
function readJson(path) {
    try {
        return JSON.parse(readText(path) ?? '');
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/action/journal.ts
/**
 * Sends one request and writes it to the journal, whether it succeeds or not: the job summary lists what
 * was sent, and later stages read the last quota from it.
 */
async function sendJournaled(folder, entry, send) {
    try {
        const answer = await send();
        folder.appendJournal({ ...entry, ruuid: answer.ruuid, remaining: answer.remaining });
        return answer;
    }
    catch (error) {
        folder.appendJournal({ ...entry, error: error instanceof Error ? error.message : String(error) });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/action/quota.ts

/** Requests the job must keep for its end, and for the failure alert when there is one. */
function quotaReserve(inputs) {
    return inputs.failureAlert === 'none' ? 1 : 2;
}
/** The quota as last reported in the journal. */
function lastRemaining(journal) {
    const sent = journal.filter((entry) => entry.kind !== 'notice');
    return sent.findLast((entry) => entry.remaining !== undefined)?.remaining;
}
function quotaWarning(remaining) {
    if (remaining === undefined || remaining > constants/* LOW_QUOTA */.m$)
        return undefined;
    return `Signalgrid: only ${remaining} requests left in this month's quota; updates stop when only the end and the alert remain.`;
}

;// CONCATENATED MODULE: ./src/action/run-context.ts

function readRunContext(env = process.env) {
    return {
        repository: env.GITHUB_REPOSITORY ?? '',
        workflow: env.GITHUB_WORKFLOW ?? '',
        job: env.GITHUB_JOB ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        refName: env.GITHUB_REF_NAME ?? '',
        sha: env.GITHUB_SHA ?? '',
        runnerName: env.RUNNER_NAME ?? '',
        runnerTemp: env.RUNNER_TEMP ?? '',
        actionStepName: actionStepName(env),
    };
}
// "Run owner/repo@ref" for a repository action; "Run ./path" for a local one, whose path is only known
// relative to the workspace it was checked out in.
function actionStepName(env) {
    if (env.GITHUB_ACTION_REPOSITORY)
        return `Run ${env.GITHUB_ACTION_REPOSITORY}@${env.GITHUB_ACTION_REF ?? ''}`;
    const path = (0,external_node_path_namespaceObject.relative)(env.GITHUB_WORKSPACE ?? '', env.GITHUB_ACTION_PATH ?? '');
    return path.startsWith('..') || (0,external_node_path_namespaceObject.isAbsolute)(path) ? 'Run ./' : `Run ./${path}`;
}
/** The default title: short enough for a lock screen, specific enough to tell jobs apart. */
function defaultTitle(context) {
    return [context.workflow, context.job].filter(Boolean).join(' · ') || 'GitHub Actions job';
}
/** The run's page, or the job's own log when its id is known. */
function runUrl(context, jobId = '') {
    const run = `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}`;
    return jobId ? `${run}/job/${jobId}` : run;
}

;// CONCATENATED MODULE: ./src/action/look.ts



/** What the phone shows when this job begins to show the activity. */
function initialLook(inputs, context) {
    return {
        title: inputs.title ?? defaultTitle(context),
        body: inputs.body ?? constants/* STARTING_BODY */.sW,
        severity: inputs.severity ?? 'INFO',
        progress: inputs.progress ?? constants/* INITIAL_PROGRESS */.vC,
        ...(inputs.steps === undefined ? {} : { steps: inputs.steps }),
        progressLegend: inputs.progressLegend,
        startText: inputs.startText,
        endText: inputs.endText,
    };
}
/**
 * The activity's record, or, when this job has none (RUNNER_TEMP emptied, an earlier stage that could not
 * write it), one rebuilt from this step's inputs so the activity can still be updated and ended.
 */
function recordOrDefault(folder, inputs, context, token, startedAt) {
    return (folder.readRecord() ?? {
        token,
        startedAt,
        look: initialLook(inputs, context),
        quotaReserve: quotaReserve(inputs),
    });
}
/** What the journal keeps of a look. */
function journalView(look) {
    return { progress: look.progress, severity: look.severity, body: look.body };
}
/** The update a use of the action asks for with `progress` or `body`, or undefined when it asks for none. */
function requestedUpdate(inputs) {
    if (inputs.progress === undefined && inputs.body === undefined)
        return undefined;
    return {
        ...(inputs.title === undefined ? {} : { title: inputs.title }),
        ...(inputs.body === undefined ? {} : { body: inputs.body }),
        ...(inputs.severity === undefined ? {} : { severity: inputs.severity }),
        ...(inputs.progress === undefined ? {} : { progress: inputs.progress }),
    };
}
/** The look with an update's fields laid over it. */
function applyUpdate(look, update) {
    return {
        ...look,
        ...(update.title === undefined ? {} : { title: update.title }),
        ...(update.body === undefined ? {} : { body: update.body }),
        ...(update.severity === undefined ? {} : { severity: update.severity }),
        ...(update.progress === undefined ? {} : { progress: update.progress }),
    };
}
const END_SEVERITY = { success: 'SUCCESS', failure: 'CRIT', cancelled: 'WARN' };
/** The last look: the job's outcome in colour and words, and how long it took. */
function finalLook(look, status, durationMs, failedStep) {
    const took = formatDuration(durationMs);
    const body = status === 'success'
        ? `Succeeded in ${took}`
        : status === 'cancelled'
            ? `Cancelled after ${took}`
            : failedStep
                ? `Failed at “${failedStep}” after ${took}`
                : `Failed after ${took}`;
    return {
        ...look,
        body,
        severity: END_SEVERITY[status],
        // A full bar says "done"; a failed or cancelled job keeps the bar where it stopped.
        progress: status === 'success' ? 100 : look.progress,
    };
}
/** "45s", "3m 12s", "1h 2m": what fits on a lock screen. */
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${seconds % 60}s`;
    return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

;// CONCATENATED MODULE: ./src/action/report.ts

/**
 * Says that talking to Signalgrid failed. A notifier must not be the reason a job fails: a warning, unless
 * the user asked for `fail-on-error`.
 */
function reportServiceFailure(failOnError, what, error) {
    const message = `Signalgrid: ${what}: ${error instanceof Error ? error.message : String(error)}`;
    if (failOnError)
        (0,commands/* setFailed */.C1)(message);
    else
        (0,commands/* warning */.$e)(message);
}

;// CONCATENATED MODULE: ./src/http/network-error.ts
const NOT_SENT = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'DNS lookup failed',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EADDRNOTAVAIL: 'address not available',
    UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
};
const MAYBE_SENT = {
    ECONNRESET: 'connection reset',
    EPIPE: 'connection closed while sending',
    UND_ERR_SOCKET: 'connection closed by the server',
    UND_ERR_CLOSED: 'connection closed',
    ETIMEDOUT: 'connection timed out',
    ERR_STREAM_PREMATURE_CLOSE: 'connection closed before the answer was complete',
};
// Certificate and handshake failures happen before the request is written.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|EPROTO)/;
/** Classifies the error an exchange rejected with (Node's http, or fetch through a proxy). */
function classifyNetworkError(error) {
    const code = findCode(error);
    if (code in NOT_SENT)
        return { code, description: NOT_SENT[code], maybeSent: false };
    if (TLS_CODE.test(code))
        return { code, description: 'TLS handshake failed', maybeSent: false };
    if (code in MAYBE_SENT)
        return { code, description: MAYBE_SENT[code], maybeSent: true };
    return { code: code || 'unknown', description: 'network error', maybeSent: true };
}
// Node's http puts the code on the error, fetch on its `cause`; happy-eyeballs connects wrap several in an
// AggregateError.
function findCode(error, depth = 0) {
    if (!(error instanceof Error) || depth > 4)
        return '';
    const own = error.code;
    if (typeof own === 'string' && own !== '')
        return own;
    if (error instanceof AggregateError) {
        for (const inner of error.errors) {
            const code = findCode(inner, depth + 1);
            if (code)
                return code;
        }
    }
    return findCode(error.cause, depth + 1);
}

;// CONCATENATED MODULE: ./src/http/retry.ts
/**
 * Retry-After as milliseconds from now: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when the header is absent or unreadable.
 */
function parseRetryAfter(value, now = Date.now()) {
    if (!value)
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries from many jobs
 * spread out but never collapse to zero. `attempt` counts from 1 (the delay after the first failure).
 */
function backoffDelay(attempt, baseMs, maxMs, random = Math.random) {
    const step = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
    return Math.round(step / 2 + random() * (step / 2));
}
function retry_sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

// EXTERNAL MODULE: ./src/signalgrid/base-url.ts + 1 modules
var base_url = __nccwpck_require__(640);
;// CONCATENATED MODULE: ./src/signalgrid/errors.ts
/**
 * Base of every error the client throws. Messages and fields never carry the client key or the channel:
 * the client redacts them before constructing an error.
 */
class SignalgridError extends Error {
    name = 'SignalgridError';
    operation;
    /** Attempts made before giving up (1 when it was not retried). */
    attempts;
    /** HTTP status, when an answer arrived. */
    status;
    /** The `code` of the JSON answer, when there was one. */
    code;
    /** The `text` of the JSON answer, when there was one. */
    text;
    ruuid;
    constructor(message, details, options) {
        const attempts = details.attempts ?? 1;
        super(attempts > 1 ? `${message} (after ${attempts} attempts)` : message, options);
        this.operation = details.operation;
        this.attempts = attempts;
        this.status = details.status;
        this.code = details.code;
        this.text = details.text;
        this.ruuid = details.ruuid;
    }
}
/** The request was refused before sending: a value the service cannot accept. Never retried. */
class SignalgridRequestError extends SignalgridError {
    name = 'SignalgridRequestError';
    /** The form field at fault, e.g. `progress`. */
    field;
    constructor(operation, field, problem) {
        super(`Cannot send ${operation}: ${field} ${problem}`, { operation });
        this.field = field;
    }
}
/** The service answered with a JSON `code` other than "200", whatever the HTTP status (it uses 200 for errors). */
class SignalgridServiceError extends SignalgridError {
    name = 'SignalgridServiceError';
}
/** The service answered with a non-2xx HTTP status. */
class SignalgridHttpError extends SignalgridError {
    name = 'SignalgridHttpError';
    /** Milliseconds the service asked us to wait (Retry-After), when it said. */
    retryAfterMs;
    constructor(message, details) {
        super(message, details);
        this.retryAfterMs = details.retryAfterMs;
    }
}
/** The answer could not be used: not JSON, no `code`, larger than the limit, or a start without a token. */
class SignalgridResponseError extends SignalgridError {
    name = 'SignalgridResponseError';
}
/** No answer: the connection failed. `maybeSent` is false only when the request provably never left. */
class SignalgridNetworkError extends SignalgridError {
    name = 'SignalgridNetworkError';
    maybeSent;
    /** Node's or undici's error code, e.g. ECONNREFUSED. */
    networkCode;
    constructor(message, details) {
        super(message, details);
        this.maybeSent = details.maybeSent;
        this.networkCode = details.networkCode;
    }
}
/** No answer within the time allowed for one attempt, or for the whole call. The request may have arrived. */
class SignalgridTimeoutError extends SignalgridError {
    name = 'SignalgridTimeoutError';
}

// EXTERNAL MODULE: ./src/signalgrid/types.ts
var types = __nccwpck_require__(973);
;// CONCATENATED MODULE: ./src/signalgrid/form.ts


const OPERATION = {
    start: 'activity start',
    update: 'activity update',
    end: 'activity end',
};
// Tokens seen from the service are short and alphanumeric (CDGZ9, MX2L2K). Anything with spaces or form
// metacharacters is a mistake (a pasted log line, an unexpanded expression), not a token.
const TOKEN = /^[A-Za-z0-9._~-]{1,128}$/;
/** The form of a push: every value a string, fields in the order the specification lists them. */
function pushForm(credentials, message) {
    const form = credentialFields('push', credentials);
    if (message.title)
        form.append('title', message.title);
    if (message.body)
        form.append('body', message.body);
    form.append('critical', message.critical ? 'true' : 'false');
    const severity = message.severity ?? 'INFO';
    checkSeverity('push', 'type', severity);
    form.append('type', severity);
    return form;
}
/**
 * The form of an activity request. `type` carries the phase and `severity` the colour; the whole look goes
 * with every phase, `token` with update and end, `dismissal_delay` with end only.
 */
function activityForm(credentials, phase, content, token, end) {
    const operation = OPERATION[phase];
    const form = credentialFields(operation, credentials);
    form.append('type', phase);
    if (phase !== 'start') {
        if (token === undefined || !TOKEN.test(token)) {
            throw new SignalgridRequestError(operation, 'token', 'must be the activity_update_token of a start (letters, digits, ".", "_", "~" or "-")');
        }
        form.append('token', token);
    }
    form.append('title', content.title);
    form.append('body', content.body);
    checkSeverity(operation, 'severity', content.severity);
    form.append('severity', content.severity);
    checkInteger(operation, 'progress', content.progress, 0, 100);
    form.append('progress', String(content.progress));
    if (content.steps !== undefined) {
        checkInteger(operation, 'steps', content.steps, 1, Number.MAX_SAFE_INTEGER);
        form.append('steps', String(content.steps));
    }
    const legend = content.progressLegend ?? false;
    if (legend && (!content.startText || !content.endText)) {
        throw new SignalgridRequestError(operation, 'progress_legend', 'is true, which requires both start_text and end_text');
    }
    form.append('progress_legend', legend ? 'true' : 'false');
    if (content.startText)
        form.append('start_text', content.startText);
    if (content.endText)
        form.append('end_text', content.endText);
    if (end?.dismissalDelay) {
        checkInteger(operation, 'dismissal_delay', end.dismissalDelay, 0, Number.MAX_SAFE_INTEGER);
        form.append('dismissal_delay', String(end.dismissalDelay));
    }
    return form;
}
function credentialFields(operation, { clientKey, channel }) {
    if (!clientKey.trim())
        throw new SignalgridRequestError(operation, 'client_key', 'is empty');
    if (!channel.trim())
        throw new SignalgridRequestError(operation, 'channel', 'is empty');
    return new URLSearchParams({ client_key: clientKey, channel });
}
function checkSeverity(operation, field, value) {
    if (!types/* SEVERITIES */.o.includes(value)) {
        throw new SignalgridRequestError(operation, field, `must be one of ${types/* SEVERITIES */.o.join(', ')}`);
    }
}
function checkInteger(operation, field, value, min, max) {
    if (!Number.isInteger(value) || value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
        throw new SignalgridRequestError(operation, field, `must be a whole number ${range}`);
    }
}

;// CONCATENATED MODULE: ./src/signalgrid/response.ts
/** The answer's JSON, if it is an object carrying a string-like `code`; undefined otherwise. */
function parseResponseBody(status, text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
        return undefined;
    const record = json;
    const code = asString(record.code);
    if (code === undefined)
        return undefined;
    return {
        response: {
            status,
            code,
            text: asString(record.text) ?? '',
            ruuid: asString(record.ruuid) ?? '',
            node: asString(record.node) ?? '',
            time: parseNumber(asString(record.time)?.replace(/\s*ms$/, '')),
            remaining: parseNumber(asString(record.remaining)),
        },
        token: asString(record.activity_update_token) || undefined,
    };
}
// The service sends every value as a string; accept numbers too rather than fail on a harmless change.
function asString(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
function parseNumber(value) {
    if (value === undefined || !/^\s*-?\d+(\.\d+)?\s*$/.test(value))
        return undefined;
    return Number(value);
}

;// CONCATENATED MODULE: ./src/signalgrid/user-agent.ts
/** `<package name>/<version>`, kept equal to package.json by a test. */
const USER_AGENT = 'signalgrid-action/1.0.0';

;// CONCATENATED MODULE: ./src/signalgrid/client.ts








// 15 s per attempt lets a slow (10 s) answer through; the deadlines bound what a stage can spend.
const IDEMPOTENT_RETRY = {
    maxAttempts: 5,
    attemptTimeoutMs: 15_000,
    deadlineMs: 30_000,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
};
const ONCE_ONLY_RETRY = {
    maxAttempts: 3,
    attemptTimeoutMs: 15_000,
    deadlineMs: 20_000,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
};
/** Answers read beyond this are refused: no legitimate answer comes near it. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/**
 * A client of the Signalgrid push and activity API. Knows nothing of GitHub Actions. Every call either
 * returns a successful answer (HTTP 2xx and `code` "200") or throws a SignalgridError.
 */
class SignalgridClient {
    #credentials;
    #pushUrl;
    #activityUrl;
    #userAgent;
    #idempotent;
    #onceOnly;
    #onRetry;
    #random;
    #redact;
    constructor(options) {
        this.#credentials = { clientKey: options.clientKey, channel: options.channel };
        const baseUrl = options.baseUrl ?? base_url/* DEFAULT_BASE_URL */.Q;
        this.#pushUrl = (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/push');
        this.#activityUrl = (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/activity');
        this.#userAgent = options.userAgent ?? USER_AGENT;
        this.#idempotent = { ...IDEMPOTENT_RETRY, ...options.idempotentRetry };
        this.#onceOnly = { ...ONCE_ONLY_RETRY, ...options.onceOnlyRetry };
        this.#onRetry = options.onRetry;
        this.#random = options.random ?? Math.random;
        // Whatever the service or a caller puts in a message, the key and channel never leave in an error.
        const secrets = [options.clientKey, options.channel].filter((secret) => secret !== '');
        this.#redact = (text) => secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join('***'), text);
    }
    async push(message) {
        const form = pushForm(this.#credentials, message);
        const { response } = await this.#send({ operation: 'push', url: this.#pushUrl, form, idempotent: false });
        return response;
    }
    async startActivity(content) {
        const { response, token } = await this.#activity('start', content);
        if (!token) {
            throw new SignalgridResponseError('Signalgrid accepted the activity start but sent no activity_update_token', {
                operation: 'activity start',
                status: response.status,
                code: response.code,
                text: this.#redact(response.text),
                ruuid: response.ruuid,
            });
        }
        return { ...response, activityUpdateToken: token };
    }
    async updateActivity(token, content) {
        return (await this.#activity('update', content, token)).response;
    }
    async endActivity(token, content, options = {}) {
        return (await this.#activity('end', content, token, options)).response;
    }
    #activity(phase, content, token, end) {
        const operation = `activity ${phase}`;
        const form = activityForm(this.#credentials, phase, content, token, end);
        return this.#send({ operation, url: this.#activityUrl, form, idempotent: phase !== 'start' });
    }
    async #send(request) {
        const policy = request.idempotent ? this.#idempotent : this.#onceOnly;
        const deadline = Date.now() + policy.deadlineMs;
        for (let attempt = 1;; attempt++) {
            const remaining = deadline - Date.now();
            const error = await this.#attempt(request, attempt, Math.min(policy.attemptTimeoutMs, remaining));
            if (!(error instanceof SignalgridError))
                return error;
            const delay = this.#retryDelay(request, error, attempt, policy);
            if (delay === undefined || Date.now() + delay >= deadline)
                throw error;
            this.#onRetry?.({ operation: request.operation, attempt, delayMs: delay, error });
            await retry_sleep(delay);
        }
    }
    /** Milliseconds to wait before the next attempt, or undefined when the error must not be retried. */
    #retryDelay(request, error, attempt, policy) {
        if (attempt >= policy.maxAttempts || !isRetryable(error, request.idempotent))
            return undefined;
        if (error instanceof SignalgridHttpError && error.retryAfterMs !== undefined)
            return error.retryAfterMs;
        return backoffDelay(attempt, policy.baseDelayMs, policy.maxDelayMs, this.#random);
    }
    /** One HTTP exchange. Returns the successful answer, or the error describing this attempt's failure. */
    async #attempt(request, attempt, timeoutMs) {
        const { operation } = request;
        const details = { operation, attempts: attempt };
        const controller = new AbortController();
        // A timer of our own, not AbortSignal.timeout: it covers the body too, and fake timers can drive it.
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        try {
            const answer = await exchange(request.url, {
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    accept: 'application/json',
                    'user-agent': this.#userAgent,
                },
                body: request.form.toString(),
                signal: controller.signal,
                maxBodyBytes: MAX_RESPONSE_BYTES,
            });
            return interpret(operation, attempt, answer, this.#redact(answer.text));
        }
        catch (error) {
            if (controller.signal.aborted) {
                return new SignalgridTimeoutError(`Signalgrid did not answer the ${operation} within ${formatSeconds(timeoutMs)}`, details);
            }
            const failure = classifyNetworkError(error);
            return new SignalgridNetworkError(`Could not reach Signalgrid at ${request.url.host} for the ${operation}: ${failure.description} (${failure.code})`, { ...details, maybeSent: failure.maybeSent, networkCode: failure.code });
        }
        finally {
            clearTimeout(timer);
        }
    }
}
function interpret(operation, attempt, answer, text) {
    const { status, oversized } = answer;
    const details = { operation, attempts: attempt, status };
    if (oversized) {
        return new SignalgridResponseError(`Signalgrid answered the ${operation} with more than ${MAX_RESPONSE_BYTES / 1024} KiB (HTTP ${status})`, details);
    }
    const parsed = parseResponseBody(status, text);
    const ok = status >= 200 && status < 300;
    if (!ok) {
        const said = parsed ? `: ${describe(parsed.response.text, parsed.response.code)}` : '';
        const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'));
        const wait = retryAfterMs === undefined ? '' : ` (Retry-After ${formatSeconds(retryAfterMs)})`;
        return new SignalgridHttpError(`Signalgrid answered the ${operation} with HTTP ${status}${said}${wait}`, {
            ...details,
            code: parsed?.response.code,
            text: parsed?.response.text,
            ruuid: parsed?.response.ruuid,
            retryAfterMs,
        });
    }
    if (!parsed) {
        return new SignalgridResponseError(`Signalgrid answered the ${operation} with HTTP ${status} but a body that is not the expected JSON (${text.length} characters)`, details);
    }
    const { code, text: said, ruuid } = parsed.response;
    if (code !== '200') {
        const id = ruuid ? `, ruuid ${ruuid}` : '';
        return new SignalgridServiceError(`Signalgrid refused the ${operation}: ${describe(said, code)}${id}`, {
            ...details,
            code,
            text: said,
            ruuid,
        });
    }
    return parsed;
}
/**
 * Whether another attempt is safe and useful. Updates and ends carry absolute state and a token, so
 * repeating them is harmless. A start or a push repeated after it arrived would make a second activity or a
 * second alert: retry those only when they provably never arrived, or the service refused them outright.
 */
function isRetryable(error, idempotent) {
    const status = effectiveStatus(error);
    if (error instanceof SignalgridNetworkError)
        return idempotent || !error.maybeSent;
    if (error instanceof SignalgridTimeoutError)
        return idempotent;
    if (status === 429 || status === 503)
        return true;
    if (!idempotent)
        return false;
    // A 2xx answer we could not read (an HTML page from a proxy, a truncated body): repeating is harmless.
    if (error instanceof SignalgridResponseError)
        return true;
    return status !== undefined && (status >= 500 || status === 408);
}
/**
 * Whether a request that failed may have taken effect all the same: it may have reached the service, and the
 * service did not say it refused it (4xx, its code "400") or could not take it now (503). A start that may
 * have taken effect may have put an activity on the phone whose token the caller never got.
 */
function mayHaveTakenEffect(error) {
    if (error instanceof SignalgridRequestError)
        return false;
    if (error instanceof SignalgridNetworkError)
        return error.maybeSent;
    if (error instanceof SignalgridTimeoutError || error instanceof SignalgridResponseError)
        return true;
    const status = effectiveStatus(error);
    return status === undefined || (status >= 500 && status !== 503);
}
// The service reports errors in the body's `code` even with HTTP 200; a numeric code stands for the status.
function effectiveStatus(error) {
    if (error instanceof SignalgridServiceError && error.code && /^\d{3}$/.test(error.code))
        return Number(error.code);
    return error.status;
}
function describe(text, code) {
    const clipped = text.length > 300 ? `${text.slice(0, 300)}…` : text;
    return `${clipped || 'no text'} (code ${code})`;
}
function formatSeconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}

;// CONCATENATED MODULE: ./src/action/signalgrid-client.ts


/** The service client for this step, with retries written to the debug log. */
function createClient(inputs) {
    return new SignalgridClient({
        clientKey: inputs.clientKey,
        channel: inputs.channel,
        baseUrl: inputs.baseUrl,
        onRetry: ({ operation, attempt, delayMs, error }) => (0,commands/* debug */.Yz)(`Signalgrid ${operation}: attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`),
    });
}

// EXTERNAL MODULE: ./src/runner/environment.ts
var environment = __nccwpck_require__(47);
;// CONCATENATED MODULE: ./src/action/state.ts



function readInstanceState() {
    const number = (name) => ((0,environment/* getState */.G)(name) === '' ? undefined : Number((0,environment/* getState */.G)(name)));
    return {
        role: ((0,environment/* getState */.G)(constants/* State */.Uw.role) || undefined),
        token: (0,environment/* getState */.G)(constants/* State */.Uw.token),
        startedAt: number(constants/* State */.Uw.startedAt),
        ruuid: (0,environment/* getState */.G)(constants/* State */.Uw.ruuid),
        remaining: (0,environment/* getState */.G)(constants/* State */.Uw.remaining),
        trackerPid: number(constants/* State */.Uw.trackerPid),
        shownUpdate: (0,environment/* getState */.G)(constants/* State */.Uw.shownUpdate),
    };
}
/** Saves what this stage decided, for this instance's later stages, and returns it as they will read it. */
function saveInstanceState(state) {
    for (const [key, value] of Object.entries(state)) {
        if (value !== undefined && value !== '')
            saveState(constants/* State */.Uw[key], String(value));
    }
    return {
        token: '',
        startedAt: undefined,
        ruuid: '',
        remaining: '',
        trackerPid: undefined,
        shownUpdate: '',
        ...state,
    };
}

;// CONCATENATED MODULE: ./src/action/setup.ts











/**
 * Gives this step instance its place in the activity: follow the use of the action that already holds it
 * in this job, attach to one another job started, or start one. Pre does this at job start; main does it
 * when pre did not run (a local action, `uses: ./`, gets no pre).
 */
async function joinOrStart(inputs, context, by) {
    const now = Date.now();
    const token = inputs.activityToken ?? (process.env[constants/* ACTIVITY_TOKEN_VARIABLE */.Xs] || undefined);
    if (token !== undefined) {
        const folder = ActivityFolder.of(context.runnerTemp, token);
        if (folder.exists())
            return saveInstanceState({ role: 'follower', token });
        folder.create({
            token,
            startedAt: now,
            look: initialLook(inputs, context),
            quotaReserve: quotaReserve(inputs),
        });
        exportVariable(constants/* ACTIVITY_TOKEN_VARIABLE */.Xs, token);
        return saveInstanceState({ role: 'attacher', token, startedAt: now, trackerPid: startTracker(folder) });
    }
    const look = initialLook(inputs, context);
    let started;
    try {
        started = await createClient(inputs).startActivity(look);
    }
    catch (error) {
        // Without the token this job can neither update nor end what the service may have started.
        const orphaned = error instanceof SignalgridError && mayHaveTakenEffect(error);
        const what = orphaned
            ? 'could not start the activity; if Signalgrid started it anyway, it stays on the phone until it expires'
            : 'could not start the activity';
        reportServiceFailure(inputs.failOnError, what, error);
        return saveInstanceState({ role: 'none' });
    }
    const folder = ActivityFolder.of(context.runnerTemp, started.activityUpdateToken);
    folder.create({
        token: started.activityUpdateToken,
        startedAt: now,
        look,
        quotaReserve: quotaReserve(inputs),
    });
    // The folder exists only once the start succeeded: a failed start is said in the log, not journaled. Its
    // time is when the answer came, the latest the start can have reached the phone: updates are spaced from it.
    folder.appendJournal({
        at: Date.now(),
        kind: 'start',
        by,
        ...journalView(look),
        ruuid: started.ruuid,
        remaining: started.remaining,
    });
    exportVariable(constants/* ACTIVITY_TOKEN_VARIABLE */.Xs, started.activityUpdateToken);
    const shown = requestedUpdate(inputs);
    return saveInstanceState({
        role: 'starter',
        token: started.activityUpdateToken,
        startedAt: now,
        ruuid: started.ruuid,
        remaining: started.remaining === undefined ? '' : String(started.remaining),
        shownUpdate: shown ? JSON.stringify(shown) : '',
        trackerPid: startTracker(folder),
    });
}

// EXTERNAL MODULE: ./src/action/stage.ts + 1 modules
var stage = __nccwpck_require__(547);
;// CONCATENATED MODULE: ./src/action/main.ts














/**
 * The step itself. In activity mode it sends the update its inputs ask for (handing it to the tracker, so
 * it never waits for the spacing window) and does pre's work when pre did not run. In push mode it sends
 * the push.
 */
async function main() {
    const preRan = readInstanceState().role !== undefined;
    const inputs = (0,stage/* stageInputs */.M$)(!preRan);
    if (!inputs)
        return;
    if (!(0,stage/* hasCredentials */.Lk)(inputs)) {
        if (!preRan)
            (0,commands/* notice */.lm)(constants/* NO_SECRETS_NOTICE */.t6);
        return;
    }
    const context = readRunContext();
    if (inputs.mode === 'push') {
        await sendPush(inputs, context);
        return;
    }
    const state = preRan ? readInstanceState() : await joinOrStart(inputs, context, 'main');
    if (state.role === 'none' || !state.token)
        return;
    // A starter's start already showed what its inputs ask for; anyone else's update is news.
    const update = requestedUpdate(inputs);
    const answer = update && JSON.stringify(update) !== state.shownUpdate
        ? await sendUpdate(inputs, context, state.token, update)
        : undefined;
    setOutput('activity-token', state.token);
    const ruuid = answer?.ruuid ?? state.ruuid;
    const remaining = answer?.remaining ?? (state.remaining === '' ? undefined : state.remaining);
    if (ruuid)
        setOutput('ruuid', ruuid);
    if (remaining !== undefined)
        setOutput('remaining', String(remaining));
}
async function sendPush(inputs, context) {
    try {
        const answer = await createClient(inputs).push({
            title: inputs.title ?? defaultTitle(context),
            body: inputs.body ?? `${context.repository} @ ${context.refName}\n${runUrl(context, inputs.jobId)}`,
            severity: inputs.severity ?? 'INFO',
            critical: inputs.critical,
        });
        setOutput('ruuid', answer.ruuid);
        if (answer.remaining !== undefined)
            setOutput('remaining', String(answer.remaining));
        const low = quotaWarning(answer.remaining);
        if (low)
            (0,commands/* warning */.$e)(low);
    }
    catch (error) {
        reportServiceFailure(inputs.failOnError, 'could not send the push', error);
    }
}
/**
 * Gives an explicit update to the activity's tracker, which sends it in turn with the step changes when
 * the spacing allows; main does not wait. Without a tracker (it died, or could not start), it is sent now,
 * the activity's last known look filling in what the update does not set.
 */
async function sendUpdate(inputs, context, token, update) {
    const at = Date.now();
    const folder = ActivityFolder.of(context.runnerTemp, token);
    if (isTrackerRunning(folder)) {
        folder.postToInbox({ at, ...update });
        return undefined;
    }
    const record = recordOrDefault(folder, inputs, context, token, at);
    const remaining = lastRemaining(folder.readJournal());
    if (remaining !== undefined && remaining <= record.quotaReserve) {
        (0,commands/* notice */.lm)('Signalgrid: update not sent, to keep the quota that is left for the end of the activity.');
        return undefined;
    }
    const look = applyUpdate(record.look, update);
    try {
        const entry = { at, kind: 'update', by: 'main', ...journalView(look) };
        const answer = await sendJournaled(folder, entry, () => createClient(inputs).updateActivity(token, look));
        folder.writeRecord({ ...record, look });
        return answer;
    }
    catch (error) {
        reportServiceFailure(inputs.failOnError, 'could not update the activity', error);
        return undefined;
    }
}


/***/ }),

/***/ 547:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Lk: () => (/* binding */ hasCredentials),
  Si: () => (/* binding */ runStage),
  M$: () => (/* binding */ stageInputs)
});

// EXTERNAL MODULE: ./src/runner/commands.ts + 1 modules
var commands = __nccwpck_require__(250);
// EXTERNAL MODULE: ./src/runner/environment.ts
var environment = __nccwpck_require__(47);
// EXTERNAL MODULE: ./src/signalgrid/base-url.ts + 1 modules
var base_url = __nccwpck_require__(640);
// EXTERNAL MODULE: ./src/signalgrid/types.ts
var types = __nccwpck_require__(973);
// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __nccwpck_require__(915);
;// CONCATENATED MODULE: ./src/action/inputs.ts




/** One or more inputs are invalid; the message names each and what it allows. */
class InputError extends Error {
    problems;
    name = 'InputError';
    constructor(problems) {
        super(problems.length === 1 ? problems[0] : `Invalid inputs:\n- ${problems.join('\n- ')}`);
        this.problems = problems;
    }
}
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
const TOKEN = /^[A-Za-z0-9._~-]{1,128}$/;
/** Reads and checks every input, reporting all the invalid ones at once. */
function readInputs(read = environment/* getInput */.V) {
    const problems = [];
    const truncated = [];
    const choice = (name, allowed) => {
        const value = read(name);
        if (allowed.includes(value))
            return value;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${allowed.join(', ')}.`);
        return allowed[0];
    };
    const boolean = (name) => {
        const value = read(name);
        if (TRUE.includes(value))
            return true;
        if (FALSE.includes(value) || value === '')
            return false;
        problems.push(`Input "${name}" is "${value}"; allowed values: true, false.`);
        return false;
    };
    const integer = (name, min, max, meaning) => {
        const value = read(name);
        if (value === '')
            return undefined;
        const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
        if (number >= min && number <= max)
            return number;
        problems.push(`Input "${name}" is "${value}"; allowed values: ${meaning}.`);
        return undefined;
    };
    const text = (name, maxLength) => {
        const value = read(name);
        if (value === '')
            return undefined;
        const characters = Array.from(value);
        if (characters.length <= maxLength)
            return value;
        truncated.push(name);
        return `${characters.slice(0, maxLength - 1).join('')}…`;
    };
    const severityInput = read('severity');
    const severity = severityInput === '' ? undefined : (0,types/* parseSeverity */.l)(severityInput);
    if (severityInput !== '' && severity === undefined) {
        problems.push(`Input "severity" is "${severityInput}"; allowed values: ${types/* SEVERITIES */.o.join(', ')} (any case).`);
    }
    const baseUrl = read('base-url') || 'https://api.signalgrid.co';
    try {
        (0,base_url/* endpointUrl */.P)(baseUrl, '/v1/activity');
    }
    catch (error) {
        problems.push(`Input "base-url": ${error.message}.`);
    }
    const activityToken = read('activity-token') || undefined;
    if (activityToken !== undefined && !TOKEN.test(activityToken)) {
        problems.push('Input "activity-token" is not an activity token; allowed: the `activity-token` output of an earlier step ' +
            '(letters, digits, ".", "_", "~" or "-", at most 128).');
    }
    const progressLegend = boolean('progress-legend');
    const startText = text('start-text', constants/* MAX_TITLE_LENGTH */.tS) ?? '';
    const endText = text('end-text', constants/* MAX_TITLE_LENGTH */.tS) ?? '';
    if (progressLegend && (!startText || !endText)) {
        problems.push('Input "progress-legend" is true, which requires both "start-text" and "end-text" to be set.');
    }
    const dismissalDelay = integer('dismissal-delay', 0, 86_400, 'whole seconds from 0 to 86400, or empty') ?? 0;
    const inputs = {
        clientKey: read('client-key'),
        channel: read('channel'),
        baseUrl,
        mode: choice('mode', ['activity', 'push']),
        title: text('title', constants/* MAX_TITLE_LENGTH */.tS),
        body: text('body', constants/* MAX_BODY_LENGTH */.tr),
        severity,
        critical: boolean('critical'),
        progress: integer('progress', 0, 100, 'a whole number from 0 to 100, or empty'),
        steps: integer('steps', 1, 1000, 'a whole number from 1 to 1000, or empty'),
        progressLegend,
        startText,
        endText,
        dismissalDelay,
        failureDismissalDelay: integer('failure-dismissal-delay', 0, 86_400, 'whole seconds from 0 to 86400, or empty') ??
            dismissalDelay,
        failureAlert: choice('failure-alert', ['none', 'push', 'critical']),
        activityToken,
        endActivity: choice('end-activity', ['auto', 'always', 'on-failure', 'never']),
        trackSteps: read('track-steps') === '' ? true : boolean('track-steps'),
        minUpdateIntervalSeconds: integer('min-update-interval', 1, 3600, 'whole seconds from 1 to 3600') ?? 5,
        failOnError: boolean('fail-on-error'),
        jobStatus: parseJobStatus(read('job-status')),
        jobId: read('job-id'),
        githubToken: read('github-token'),
        truncated,
    };
    if (problems.length > 0)
        throw new InputError(problems);
    return inputs;
}
// `${{ job.status }}` is success, failure or cancelled; anything else means the runner could not say.
function parseJobStatus(value) {
    return value === 'failure' || value === 'cancelled' ? value : 'success';
}

;// CONCATENATED MODULE: ./src/action/stage.ts



/**
 * Runs a stage so that nothing escapes it: a bug of ours becomes a warning in the job log, never a failed
 * job or a stack trace.
 */
async function runStage(stage) {
    try {
        await stage();
    }
    catch (error) {
        (0,commands/* warning */.$e)(`Signalgrid: unexpected error, the job goes on: ${error instanceof Error ? error.message : String(error)}`);
        if (error instanceof Error && error.stack)
            (0,commands/* debug */.Yz)(error.stack);
    }
}
/**
 * The inputs, once the secrets are masked (before anything can print them). Problems with them are said
 * when `report` is set (the first stage of the step to read them), and passed over silently otherwise:
 * invalid inputs fail that stage, cut ones are a warning.
 */
function stageInputs(report) {
    for (const name of ['client-key', 'channel', 'github-token'])
        (0,commands/* setSecret */.Pq)((0,environment/* getInput */.V)(name));
    try {
        const inputs = readInputs();
        for (const name of report ? inputs.truncated : []) {
            (0,commands/* warning */.$e)(`Signalgrid: input "${name}" was longer than the phones show, and was cut.`);
        }
        return inputs;
    }
    catch (error) {
        if (!(error instanceof InputError))
            throw error;
        if (report)
            (0,commands/* setFailed */.C1)(error.message);
        return undefined;
    }
}
function hasCredentials(inputs) {
    return inputs.clientKey !== '' && inputs.channel !== '';
}


/***/ }),

/***/ 730:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _action_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(754);
/* harmony import */ var _action_stage_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(547);


await (0,_action_stage_js__WEBPACK_IMPORTED_MODULE_1__/* .runStage */ .Si)(_action_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 250:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ debug),
  lm: () => (/* binding */ notice),
  C1: () => (/* binding */ setFailed),
  Pq: () => (/* binding */ setSecret),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: error, info, isDebug

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
;// CONCATENATED MODULE: ./src/runner/stdout.ts

let blocked = false;
/**
 * The stage's stdout, which the runner reads as the job log. It writes to file descriptor 1 itself:
 * process.stdout, on the runner's pipe, would load Node's net and stream modules to write a few lines,
 * about 7 ms of every stage's start-up on Node 24 (measured with npm run bench). Tests replace `write`.
 */
const stdout_stdout = {
    write(text) {
        if (blocked) {
            process.stdout.write(text);
            return;
        }
        const bytes = Buffer.from(text);
        let written = 0;
        try {
            while (written < bytes.length)
                written += (0,external_node_fs_.writeSync)(1, bytes, written);
        }
        catch {
            // A non-blocking pipe that is full (EAGAIN): the stream waits until the runner has read it. From then
            // on everything goes through the stream, so that nothing overtakes what it still holds.
            blocked = true;
            process.stdout.write(bytes.subarray(written));
        }
    },
};

;// CONCATENATED MODULE: ./src/runner/commands.ts
// Workflow commands written to stdout, as the runner parses them. This replaces @actions/core, whose
// bundle (1 MB with its HTTP client) would triple the start-up time of a stage that sends nothing.

/** Registers a secret with the runner, which then masks it in the job log. */
function setSecret(value) {
    if (value)
        issue('add-mask', {}, value);
}
function info(message) {
    stdout.write(`${message}\n`);
}
/** Shown only when the job runs with step debug logging (ACTIONS_STEP_DEBUG). */
function debug(message) {
    issue('debug', {}, message);
}
function notice(message, properties = {}) {
    issue('notice', properties, message);
}
function warning(message, properties = {}) {
    issue('warning', properties, message);
}
function error(message, properties = {}) {
    issue('error', properties, message);
}
/** Marks the step failed: an error annotation and a non-zero exit code once the stage returns. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
function isDebug() {
    return process.env.RUNNER_DEBUG === '1';
}
function issue(command, properties, message) {
    const props = Object.entries(properties)
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
        .join(',');
    stdout_stdout.write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}\n`);
}
function escapeData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}


/***/ }),

/***/ 47:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ getState),
/* harmony export */   V: () => (/* binding */ getInput)
/* harmony export */ });
/** An input as the runner passes it (INPUT_<NAME>, spaces as underscores, upper case), trimmed. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** State saved by an earlier stage of this same step instance, or ''. */
function getState(name) {
    return process.env[`STATE_${name}`] ?? '';
}


/***/ }),

/***/ 640:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ DEFAULT_BASE_URL),
  P: () => (/* binding */ endpointUrl)
});

;// CONCATENATED MODULE: ./src/http/loopback.ts
/**
 * Whether a URL's hostname is this machine. Credentials may travel over plain http only to it (emulators,
 * local relays): anywhere else they would cross a network in clear.
 */
function isLoopback(hostname) {
    return (hostname === 'localhost' ||
        hostname.endsWith('.localhost') ||
        hostname === '[::1]' ||
        /^127(\.\d{1,3}){3}$/.test(hostname));
}

;// CONCATENATED MODULE: ./src/signalgrid/base-url.ts

const DEFAULT_BASE_URL = 'https://api.signalgrid.co';
/**
 * Checks a base URL and returns the URL of an endpoint under it, joined with exactly one slash.
 * Credentials travel in the body, so anything but https is refused, except for loopback hosts
 * (emulators, local relays).
 */
function endpointUrl(baseUrl, endpoint) {
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        throw new TypeError('base URL is not a valid URL (expected e.g. https://api.signalgrid.co)');
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
        throw new TypeError(`base URL must use https:// (http:// is allowed only for localhost), got ${url.protocol}//`);
    }
    if (url.username || url.password)
        throw new TypeError('base URL must not contain a user name or password');
    if (url.search || url.hash)
        throw new TypeError('base URL must not contain a query or fragment');
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${endpoint}`;
    return url;
}


/***/ }),

/***/ 973:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ parseSeverity),
/* harmony export */   o: () => (/* binding */ SEVERITIES)
/* harmony export */ });
const SEVERITIES = ['CRIT', 'WARN', 'INFO', 'SUCCESS'];
/** Accepts any case ("crit", "Crit"); undefined for anything else. */
function parseSeverity(value) {
    const upper = value.trim().toUpperCase();
    return SEVERITIES.find((severity) => severity === upper);
}


/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 67:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	__nccwpck_require__.b = new URL("./", import.meta.url);
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	// no install chunk
/******/ 	
/******/ 	// no chunk on demand loading
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(730);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
