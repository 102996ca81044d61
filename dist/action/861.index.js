export const id = 861;
export const ids = [861];
export const modules = {

/***/ 34143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ Board)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/artifact/lib/artifact.js + 303 modules
var artifact = __webpack_require__(9645);
// EXTERNAL MODULE: ./src/net/cause.ts
var cause = __webpack_require__(22300);
// EXTERNAL MODULE: ./src/net/redact.ts
var redact = __webpack_require__(78962);
;// CONCATENATED MODULE: ./src/matrix/artifact-calls.ts






const BOARD_RETENTION_DAYS = 1;
const MAX_ENTRY_BYTES = 128 * 1024;
const client = new artifact/* DefaultArtifactClient */.t9();
async function listing(prefix) {
    const { artifacts } = await client.listArtifacts();
    const entries = new Map();
    for (const { name, id, createdAt, digest, size } of artifacts) {
        if (name.startsWith(prefix) && !entries.has(id))
            entries.set(id, { name, id, createdAt, digest, size });
    }
    return { prefix, entries: [...entries.values()] };
}
function upload(name, text) {
    return inFolder(async (folder) => {
        const file = (0,external_node_path_.join)(folder, name);
        await (0,promises_.writeFile)(file, text);
        try {
            await client.uploadArtifact(name, [file], folder, {
                skipArchive: true,
                retentionDays: BOARD_RETENTION_DAYS,
            });
            return 'left';
        }
        catch (error) {
            if (isNameTaken(error))
                return 'taken';
            throw error;
        }
    });
}
async function download(id) {
    try {
        return await inFolder(async (folder) => {
            await client.downloadArtifact(id, { path: folder, skipDecompress: true });
            const [file] = await (0,promises_.readdir)(folder);
            if (file === undefined)
                throw new Error('the download left no file');
            const path = (0,external_node_path_.join)(folder, file);
            return (await (0,promises_.stat)(path)).size > MAX_ENTRY_BYTES ? undefined : (0,promises_.readFile)(path, 'utf8');
        });
    }
    catch (error) {
        if (error instanceof artifact/* ArtifactNotFoundError */.CL)
            return undefined;
        throw error;
    }
}
async function remove(name) {
    try {
        await client.deleteArtifact(name);
    }
    catch (error) {
        if (!(error instanceof artifact/* ArtifactNotFoundError */.CL))
            throw error;
    }
}
function libraryCause(error) {
    return (0,redact/* redact */.E)((0,cause/* causeOf */.r)(error).replace(/\?\S*/g, ''), [process.env.ACTIONS_RUNTIME_TOKEN ?? '']);
}
async function inFolder(work) {
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'signalgrid-board-'));
    try {
        return await work(folder);
    }
    finally {
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
}
function isNameTaken(error) {
    return error instanceof Error && /\(409\)/.test(error.message);
}

// EXTERNAL MODULE: ./src/net/backoff.ts
var backoff = __webpack_require__(2987);
// EXTERNAL MODULE: ./src/net/seconds.ts
var seconds = __webpack_require__(97714);
;// CONCATENATED MODULE: ./src/matrix/board-error.ts
const NETWORK_ERROR = /\b(ECONNRESET|ETIMEDOUT|ENOTFOUND|ECONNREFUSED|EHOSTUNREACH)\b/;
class BoardError extends Error {
    name = 'BoardError';
    operation;
    entry;
    timedOut;
    network;
    constructor(operation, entry, cause, timedOut) {
        super(`The run's board could not ${operation} "${entry}": ${cause}`);
        this.operation = operation;
        this.entry = entry;
        this.timedOut = timedOut;
        this.network = timedOut ? undefined : NETWORK_ERROR.exec(cause)?.[1];
    }
    get unanswered() {
        return this.timedOut || this.network !== undefined;
    }
}

;// CONCATENATED MODULE: ./src/matrix/board-deadline.ts




const BOARD_DEADLINE_MS = 5_000;
const READ_TRIES = 3;
const READ_BACKOFF = { firstMs: 250, growth: 3 };
function within(waits, operation, entry, work) {
    const deadlineMs = Math.min(BOARD_DEADLINE_MS, waits.leftMs());
    if (deadlineMs <= 0) {
        return Promise.reject(new BoardError(operation, entry, "the stage's time for the board is spent", true));
    }
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            reject(new BoardError(operation, entry, `no answer within ${(0,seconds/* seconds */.Y)(deadlineMs)}`, true));
        }, deadlineMs);
        work().then((value) => {
            clearTimeout(timer);
            resolve(value);
        }, (error) => {
            clearTimeout(timer);
            reject(new BoardError(operation, entry, libraryCause(error), false));
        });
    });
}
async function again(waits, operation, entry, work) {
    for (let tries = 1;; tries++) {
        try {
            return await within(waits, operation, entry, work);
        }
        catch (error) {
            if (!(error instanceof BoardError && error.unanswered) || tries === READ_TRIES || waits.leftMs() === 0)
                throw error;
            const why = error.network ?? 'no answer';
            await waits.sleep(`the board to ${operation} again after ${why}`, (0,backoff/* backoffMs */.j)(READ_BACKOFF, tries));
        }
    }
}

;// CONCATENATED MODULE: ./src/matrix/library-lines.ts
const COMMAND_LINE = /^::(?:debug|notice|warning|error|group|endgroup|add-mask)(?: [^\r\n:]*)?::[^\r\n]*\r?\n?$/;
let linesAsDebug = false;
function libraryLinesAsDebug() {
    if (linesAsDebug)
        return;
    linesAsDebug = true;
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk, ...rest) => {
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        const done = rest.find((argument) => typeof argument === 'function');
        if (text === '' || COMMAND_LINE.test(text))
            return write(text, done);
        const data = text
            .replace(/\r?\n$/, '')
            .replaceAll('%', '%25')
            .replaceAll('\r', '%0D')
            .replaceAll('\n', '%0A');
        return write(`::debug::${data}\n`, done);
    });
}

;// CONCATENATED MODULE: ./src/matrix/board.ts





const LEAVE_TRIES = 3;
const ENTRY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
class Board {
    waits;
    constructor(waits) {
        this.waits = waits;
        libraryLinesAsDebug();
    }
    async claim(name, text, seen) {
        checkName(name);
        if (seen && !name.startsWith(seen.prefix)) {
            throw new RangeError(`A listing of "${seen.prefix}" cannot say whether "${name}" is taken`);
        }
        const entries = seen?.entries ?? (await this.list(name)).entries;
        if (entries.some((entry) => entry.name === name))
            return 'listed';
        const uploaded = await this.#upload('claim', name, text);
        return uploaded === 'left' ? 'claimed' : 'unsure';
    }
    async leave(name, text, signed) {
        const names = Array.from({ length: LEAVE_TRIES }, (_, index) => signed(index === 0 ? name : `${name}-r${index + 1}`));
        for (const left of names)
            checkName(left);
        for (const left of names) {
            const uploaded = await this.#upload('leave', left, text);
            if (uploaded === 'left')
                return left;
            if (uploaded === 'unanswered') {
                const found = await this.#find(name, names, text);
                if (found)
                    return found.name;
            }
        }
        throw new BoardError('leave', name, `the name and its ${LEAVE_TRIES - 1} retries are taken`, false);
    }
    async holds(entry, text) {
        if (entry.digest !== undefined)
            return entry.digest === digestOf(text);
        return (await this.readEntry(entry)) === text;
    }
    readEntry(entry) {
        if (entry.size > MAX_ENTRY_BYTES)
            return Promise.resolve(undefined);
        return again(this.waits, 'read', entry.name, () => download(entry.id));
    }
    list(prefix) {
        return again(this.waits, 'list', prefix, () => listing(prefix));
    }
    async removeListed(entries) {
        const names = [...new Set(entries.map((entry) => entry.name))];
        await Promise.all(names.map((name) => again(this.waits, 'remove', name, () => remove(name))));
    }
    async #upload(operation, name, text) {
        try {
            return await within(this.waits, operation, name, () => upload(name, text));
        }
        catch (error) {
            if (error instanceof BoardError && error.unanswered)
                return 'unanswered';
            throw error;
        }
    }
    async #find(name, names, text) {
        const shown = await this.list(name).catch(() => undefined);
        return shown?.entries.find((entry) => names.includes(entry.name) && entry.digest === digestOf(text));
    }
}
function digestOf(text) {
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update(text).digest('hex')}`;
}
function checkName(name) {
    if (!ENTRY_NAME.test(name)) {
        throw new RangeError(`A board entry's name holds letters, digits, '.', '_' and '-': got "${name}"`);
    }
}


/***/ }),

/***/ 82244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ reportLeg)
/* harmony export */ });
async function reportLeg(roster, outcome, options) {
    await roster.look();
    if (await roster.isOver()) {
        if (!options.alone && outcome === 'success')
            await roster.report(outcome);
        return { over: true };
    }
    const last = roster.othersDone(outcome);
    const lagMs = last ? 0 : await reportAndLook(roster, outcome);
    const tally = await roster.tally(outcome);
    if (last && outcome === 'success' && tally.outcome !== 'success')
        await roster.report(outcome);
    const complete = tally.complete && !(tally.early && (await options.stillRunning(tally)) > 0);
    const claim = last ? 'claimed' : complete ? await claimEnd(roster) : undefined;
    return { over: false, tally, last, lagMs, claim };
}
async function reportAndLook(roster, outcome) {
    await roster.report(outcome);
    return roster.lookAfterReport();
}
async function claimEnd(roster) {
    try {
        return await roster.claimEnd();
    }
    catch {
        return 'unknown';
    }
}


/***/ }),

/***/ 57498:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ Roster)
/* harmony export */ });
/* harmony import */ var _board_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34143);
/* harmony import */ var _leg_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52365);
/* harmony import */ var _shared_activity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71412);
/* harmony import */ var _tally_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49715);




class Roster {
    attempt;
    leg;
    key;
    jobId;
    waits;
    #prefix;
    #board;
    #activity;
    constructor(matrix, attempt, leg, key, jobId, waits) {
        this.attempt = attempt;
        this.leg = leg;
        this.key = key;
        this.jobId = jobId;
        this.waits = waits;
        this.#prefix = `signalgrid-${matrix}`;
        this.#board = new _board_js__WEBPACK_IMPORTED_MODULE_0__/* .Board */ .b(waits);
        this.#activity = new _shared_activity_js__WEBPACK_IMPORTED_MODULE_2__/* .SharedActivity */ .h_(`${this.#prefix}-a${attempt}`, String(leg.index), key, this.#board);
    }
    claimStart() {
        return this.#activity.claimStart();
    }
    publish(activity) {
        return this.#activity.publish(activity);
    }
    published(timeoutMs, pollMs) {
        return this.#activity.published(timeoutMs, pollMs, this.#listing);
    }
    async isOver() {
        const listing = this.#listing;
        if (!listing)
            return false;
        const notes = (what) => this.#activity.notes(listing, what).length > 0;
        return (!notes('start') && !notes('activity')) || (await this.#activity.endClaimedByOther(listing));
    }
    async join() {
        if (this.attempt > 1) {
            await this.#board.leave(this.#name(`joined-${this.leg.index}`), String(this.leg.index), this.#signed);
        }
    }
    async report(outcome) {
        const name = this.#reportName(outcome);
        await this.#board.leave(name, this.key.seal(this.leg.label, name), this.#signed);
    }
    #listing;
    async look() {
        this.#listing = await this.#board.list(`${this.#prefix}-`);
    }
    async lookAfterReport() {
        const reportedAt = Date.now();
        await this.look();
        if (this.#listsOwnReport())
            return 0;
        await this.waits.until("the board to list this leg's report", _shared_activity_js__WEBPACK_IMPORTED_MODULE_2__/* .CLAIM_SETTLE_MS */ .gD, _shared_activity_js__WEBPACK_IMPORTED_MODULE_2__/* .CLAIM_POLL_MS */ .Cz, async () => {
            await this.look();
            return this.#listsOwnReport() || undefined;
        }, 'backoff');
        return Date.now() - reportedAt;
    }
    #listsOwnReport() {
        return this.#notes(this.#listing).some(({ what }) => {
            const report = REPORT.exec(what);
            return Number(report?.[1]) === this.leg.index && Number(report?.[2]) === this.attempt;
        });
    }
    #notes(listing) {
        if (!listing)
            return [];
        return listing.entries.flatMap((entry) => {
            const name = this.key.verified(entry.name);
            return name?.startsWith(listing.prefix) ? [{ entry, what: name.slice(listing.prefix.length) }] : [];
        });
    }
    async tally(outcome) {
        const { counted, entries } = this.#count(outcome);
        const [failed] = counted.failed;
        return { ...counted, failedLabel: failed && (await this.#labelOf(failed, entries.get(failed))) };
    }
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
            digest: (0,_leg_js__WEBPACK_IMPORTED_MODULE_1__/* .labelDigest */ .rT)(this.leg.label),
            job: this.#job(),
            at: Date.now(),
        };
        const reports = [...entries.keys()];
        const counted = this.#listsOwnReport() ? reports : [...reports, own];
        return { counted: (0,_tally_js__WEBPACK_IMPORTED_MODULE_3__/* .tally */ .N)(counted, this.leg, this.attempt, rerun), entries };
    }
    claimEnd() {
        return this.#activity.claimEnd(this.#listing);
    }
    async clear(outcome, fresh) {
        const listing = fresh || !this.#listing ? await this.#board.list(`${this.#prefix}-`) : this.#listing;
        const end = new Set(this.#activity.notes(listing, 'end'));
        const cleared = this.#notes(listing)
            .filter(({ entry, what }) => {
            const report = REPORT.exec(what);
            if (report)
                return outcome !== 'success' ? report[3] !== 'success' : true;
            return NOTE.test(what) && (outcome === 'success' || !end.has(entry));
        })
            .map(({ entry }) => entry);
        await this.#board.removeListed(cleared.filter((entry) => !end.has(entry)));
        await this.#board.removeListed(cleared.filter((entry) => end.has(entry)));
    }
    #name(what) {
        return this.#activity.name(what);
    }
    #signed = (name) => this.key.signed(name);
    #reportName(outcome) {
        const job = this.#job() === undefined ? '' : `-j${this.jobId}`;
        return `${this.#prefix}-leg-${this.leg.index}-a${this.attempt}-${outcome}-${(0,_leg_js__WEBPACK_IMPORTED_MODULE_1__/* .labelDigest */ .rT)(this.leg.label)}${job}`;
    }
    #job() {
        return /^\d+$/.test(this.jobId) ? this.jobId : undefined;
    }
    async #labelOf(report, entry) {
        if (report.index === this.leg.index)
            return this.leg.label;
        const sealed = entry && (await this.#board.readEntry(entry));
        const name = entry && this.key.verified(entry.name);
        const label = sealed === undefined || name === undefined ? undefined : this.key.unseal(sealed, name);
        return label ? (0,_leg_js__WEBPACK_IMPORTED_MODULE_1__/* .shortLabel */ .z1)(label) : (0,_leg_js__WEBPACK_IMPORTED_MODULE_1__/* .placeLabel */ .sk)(report.index);
    }
}
const REPORT = /^leg-(\d+)-a(\d+)-(success|failure|cancelled)-([0-9a-f]{12})(?:-j(\d+))?$/;
const JOINED = /^a(\d+)-joined-(\d+)$/;
const NOTE = /^a\d+-(?:start|end|activity|joined-\d+)(?:-\d+)?$/;


/***/ }),

/***/ 43649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ RunKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

const IV_BYTES = 12;
const AUTH_TAG_BYTES = 16;
const NAME_TAG_HEX = 32;
const SIGNED = new RegExp(`^(.+)-([0-9a-f]{${NAME_TAG_HEX}})$`);
const LEFT_AGAIN = /-r\d+$/;
class RunKey {
    #key;
    constructor(secret, repository, runId) {
        this.#key = Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', secret, `${repository}\n${runId}`, 'signalgrid run notes', 32));
    }
    signed(name) {
        return `${name}-${this.#tag(name)}`;
    }
    verified(signedName) {
        const [, name, tag] = SIGNED.exec(signedName) ?? [];
        if (name === undefined || tag === undefined)
            return undefined;
        if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(tag, 'hex'), Buffer.from(this.#tag(name), 'hex')))
            return undefined;
        return name.replace(LEFT_AGAIN, '');
    }
    seal(text, name) {
        const iv = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(IV_BYTES);
        const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-gcm', this.#sealKey(name), iv, { authTagLength: AUTH_TAG_BYTES });
        const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
        return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
    }
    unseal(sealed, name) {
        const [iv, tag, data, ...rest] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
        if (!iv || !tag || !data || rest.length > 0)
            return undefined;
        if (iv.length !== IV_BYTES || tag.length !== AUTH_TAG_BYTES)
            return undefined;
        try {
            const decipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createDecipheriv)('aes-256-gcm', this.#sealKey(name), iv, {
                authTagLength: AUTH_TAG_BYTES,
            });
            decipher.setAuthTag(tag);
            return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
        }
        catch {
            return undefined;
        }
    }
    #tag(name) {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', this.#key).update(`name\n${name}`).digest('hex').slice(0, NAME_TAG_HEX);
    }
    #sealKey(name) {
        return Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', this.#key, name, 'signalgrid sealed note', 32));
    }
}


/***/ }),

/***/ 71412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ CLAIM_POLL_MS),
/* harmony export */   gD: () => (/* binding */ CLAIM_SETTLE_MS),
/* harmony export */   h_: () => (/* binding */ SharedActivity)
/* harmony export */ });
const CLAIM_SETTLE_MS = 6_000;
const CLAIM_POLL_MS = 250;
const CLAIM_ROUNDS = 3;
class SharedActivity {
    prefix;
    claimant;
    key;
    board;
    constructor(prefix, claimant, key, board) {
        this.prefix = prefix;
        this.claimant = claimant;
        this.key = key;
        this.board = board;
    }
    claimStart() {
        return this.#claim('start');
    }
    claimEnd(seen) {
        return this.#claim('end', seen);
    }
    async endClaimedByOther(listing) {
        for (const note of this.notes(listing, 'end'))
            if (!(await this.board.holds(note, this.claimant)))
                return true;
        return false;
    }
    async publish(activity) {
        const name = this.name('activity');
        await this.board.leave(name, this.key.seal(JSON.stringify(activity), name), (left) => this.key.signed(left));
    }
    async published(timeoutMs, pollMs, seen) {
        const lookedFirst = Date.now();
        let next = seen;
        const found = await this.board.waits.until("the activity's token", timeoutMs, pollMs, async () => {
            const listing = next ?? (await this.board.list(`${this.prefix}-`));
            next = undefined;
            const text = await this.#opened(this.notes(listing, 'activity'));
            if (text !== undefined)
                return { activity: JSON.parse(text) };
            const [claim] = this.notes(listing, 'start');
            const claimedAt = Math.min(lookedFirst, claim?.createdAt?.getTime() ?? lookedFirst);
            return Date.now() + pollMs > claimedAt + timeoutMs ? { activity: undefined } : undefined;
        }, 'soon');
        return found?.activity;
    }
    async #opened(notes) {
        for (const note of notes) {
            const sealed = await this.board.readEntry(note);
            const text = sealed === undefined ? undefined : this.key.unseal(sealed, this.name('activity'));
            if (text !== undefined)
                return text;
        }
        return undefined;
    }
    async clear() {
        await this.board.removeListed(this.notes(await this.board.list(`${this.prefix}-`), 'activity'));
    }
    notes(listing, what) {
        const name = this.name(what);
        return listing.entries.filter((entry) => {
            const verified = this.key.verified(entry.name);
            return verified?.startsWith(name) === true && /^(-\d+)?$/.test(verified.slice(name.length));
        });
    }
    name(what) {
        return `${this.prefix}-${what}`;
    }
    async #claim(what, seen) {
        const text = this.claimant;
        let listing = seen ?? (await this.board.list(`${this.prefix}-`));
        const cleared = (shown) => this.notes(shown, 'start').length === 0 && this.notes(shown, 'activity').length === 0;
        const held = (shown) => this.notes(shown, what).length > 0 ||
            this.notes(shown, 'end').length > 0 ||
            (what === 'end' && cleared(shown));
        const whose = async (shown) => {
            for (const note of this.notes(shown, what))
                if (await this.board.holds(note, text))
                    return 'claimed';
            return 'taken';
        };
        for (let round = 1; round <= CLAIM_ROUNDS; round++) {
            if (held(listing))
                return whose(listing);
            const name = this.key.signed(round === 1 ? this.name(what) : `${this.name(what)}-${round}`);
            const outcome = await this.board.claim(name, text, listing);
            if (outcome === 'claimed')
                return 'claimed';
            if (outcome === 'listed')
                return 'taken';
            let last = listing;
            const shown = await this.board.waits.until(`"${name}", unsure, to be listed`, CLAIM_SETTLE_MS, CLAIM_POLL_MS, async () => {
                last = await this.board.list(`${this.prefix}-`);
                return held(last) ? last : undefined;
            }, 'backoff');
            if (shown)
                return whose(shown);
            listing = last;
            if (this.board.waits.leftMs() === 0)
                break;
        }
        return 'unknown';
    }
}


/***/ }),

/***/ 49715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ unreported),
/* harmony export */   N: () => (/* binding */ tally)
/* harmony export */ });
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
function unreported(running, tally) {
    const reported = new Set(tally.done.map((report) => report.job));
    return running.filter((job) => !reported.has(job));
}


/***/ }),

/***/ 91215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ Waits)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _net_backoff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2987);
/* harmony import */ var _net_seconds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97714);



class Waits {
    log;
    #endsAt;
    constructor(budgetMs, log) {
        this.log = log;
        this.#endsAt = Date.now() + budgetMs;
    }
    leftMs() {
        return Math.max(0, this.#endsAt - Date.now());
    }
    async sleep(what, ms) {
        const waitMs = Math.min(ms, this.leftMs());
        if (waitMs <= 0)
            return;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(waitMs);
        this.log(`Signalgrid: waited ${(0,_net_seconds_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .Y)(waitMs, { measured: true })} for ${what}.`);
    }
    async until(what, ms, pollMs, probe, spacing) {
        const began = Date.now();
        const endsAt = Math.min(began + ms, this.#endsAt);
        const backoff = spacing === 'soon'
            ? { firstMs: Math.min(SOON_MS, pollMs), growth: 2, maxMs: pollMs }
            : { firstMs: pollMs, growth: 2 };
        const { firstMs } = backoff;
        let pauses = 0;
        const wait = async (forMs) => {
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(forMs);
            pauses++;
        };
        if (spacing === 'backoff') {
            if (began + firstMs > endsAt)
                return undefined;
            await wait(firstMs);
        }
        for (;;) {
            const answer = await probe();
            const waited = (0,_net_seconds_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .Y)(Date.now() - began, { measured: true });
            if (answer !== undefined) {
                this.log(`Signalgrid: waited ${waited} for ${what}.`);
                return answer;
            }
            const leftMs = endsAt - Date.now();
            if (leftMs < firstMs) {
                this.log(`Signalgrid: waited ${waited} for ${what}, in vain.`);
                return undefined;
            }
            await wait(Math.min((0,_net_backoff_js__WEBPACK_IMPORTED_MODULE_2__/* .backoffMs */ .j)(backoff, pauses + 1), leftMs));
        }
    }
}
const SOON_MS = 250;


/***/ }),

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


/***/ })

};
