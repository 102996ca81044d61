export const id = 204;
export const ids = [204];
export const modules = {

/***/ 63585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bW: () => (/* binding */ Board)
/* harmony export */ });
/* unused harmony exports BOARD_DEADLINE_MS, BOARD_RETENTION_DAYS, MAX_ENTRY_BYTES, BoardError, digestOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9645);
// The run's board: small texts the legs of a matrix job leave for each other, as artifacts of the run. The
// legs run on separate machines and share no outputs, but every leg's runtime token reaches the run's
// artifacts: an artifact is visible to every leg once its upload is finalized, and its name is taken once per
// run (the service refuses a second CreateArtifact with 409), which makes claim() a lock no two legs can
// both take. Artifacts carry over into re-run attempts: a name that must not be mistaken for an earlier
// attempt's holds the attempt. Callers load this module with a dynamic import, so @actions/artifact (and
// the blob storage client under it) is a chunk only a stage that uses the board loads. The library writes
// its progress to the step's log, and means to warn when a call fails; its plain lines go to the debug log
// (libraryLinesAsDebug), since one of them carries a name the service's answer gives.
//
// An answer can be lost on the way back, after the service acted or before. The library retries a gateway's
// 5xx, so a create carried out meets its own name on the retry (409); but it throws a network error (a reset
// connection, a timeout, a refused one) at once, whatever the service did. So nothing here takes a failed
// write for undone: a claim says it is unsure, a note left is looked for before it is left again under the
// next name, and a read or a delete, which change nothing, are made again.





/**
 * How long one board operation may take before it fails with a BoardError, whatever the service does, and
 * never longer than what the stage has left for the board (Waits: its calls and its waits together). The
 * library waits far longer and takes no signal: a Twirp call is tried 5 times, 3 s apart at first and then
 * 1.5 to 2.25 times longer each time, 24 to 35 s in all when the service answers 5xx, and a hung answer waits
 * for its socket's 3 minute timeout at each attempt; blob storage retries a refused connection or a 500/503
 * 4 times over 16 s, and a download 5 times 5 s apart. Only a network error fails a Twirp call at once. Five
 * seconds lets an operation ride out one 5xx (its retry comes after 3 s), and leaves a stage whose call got
 * no answer the time to find out what the service did.
 */
const BOARD_DEADLINE_MS = 5_000;
/** Entries matter only while the run lasts: one day, the shortest retention an artifact takes. */
const BOARD_RETENTION_DAYS = 1;
/**
 * The most text an entry is read for: a matrix's token with the usual time of each of 256 legs (a label of up
 * to 60 characters each), sealed, holds less. A larger entry is none of ours, and is not downloaded.
 */
const MAX_ENTRY_BYTES = 128 * 1024;
/**
 * How often a read or a delete is made in all when a network error or the deadline cuts it (and the stage has
 * time left): the first time and twice again.
 */
const READ_TRIES = 3;
/** The pause before a read is made again after a network error; three times as long before the next. */
const READ_PAUSE_MS = 250;
/** How many names leave() tries: its own, then one more for each answer lost on the way. */
const LEAVE_TRIES = 3;
/**
 * A line @actions/core writes for a workflow command of the kinds this process issues (the library's debug
 * lines and warnings among them): one line, its data escaped. Anything else written to stdout is plain text.
 */
const COMMAND_LINE = /^::(?:debug|notice|warning|error|group|endgroup|add-mask)(?: [^\r\n:]*)?::[^\r\n]*\r?\n?$/;
/** A board entry's name: also its artifact's name and its file's, so only characters all three accept. */
const ENTRY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * The codes of the network errors @actions/artifact throws at once, unretried, whether or not the service
 * acted: its Twirp client's NetworkError, and blob storage's once its own retries are spent.
 */
const NETWORK_ERROR = /\b(ECONNRESET|ETIMEDOUT|ENOTFOUND|ECONNREFUSED|EHOSTUNREACH)\b/;
/**
 * A board operation failed: the service refused it, could not be reached, or did not finish within its
 * deadline. The message names the board, the operation, the entry and the cause; neither carries the runtime
 * token or a signed URL.
 */
class BoardError extends Error {
    name = 'BoardError';
    operation;
    /** The entry's name; the prefix for list(); the names, joined by ',', for removeListed(). */
    entry;
    /**
     * True when the deadline cut it. The library's own retries then go on, and hold the process open until
     * they end: up to 35 s more against a service answering 5xx, minutes against one that does not answer. A
     * stage that met one ends its process itself once its work is done, or its step would wait on them.
     */
    timedOut;
    /** The network error's code when one failed it ('ECONNRESET'): the service may have acted, or not. */
    network;
    constructor(operation, entry, cause, timedOut) {
        super(`The run's board could not ${operation} "${entry}": ${cause}`);
        this.operation = operation;
        this.entry = entry;
        this.timedOut = timedOut;
        this.network = timedOut ? undefined : NETWORK_ERROR.exec(cause)?.[1];
    }
}
const client = new _actions_artifact__WEBPACK_IMPORTED_MODULE_4__/* .DefaultArtifactClient */ .t9();
/**
 * The board as one stage of one leg uses it: `waits`, what the stage may still spend on the board, cuts every
 * operation at its deadline and holds the pauses before a read made again.
 */
class Board {
    waits;
    constructor(waits) {
        this.waits = waits;
        libraryLinesAsDebug();
    }
    /**
     * Leaves `text` on the board under `name`, unless the name is taken. `seen`, a listing this stage made that
     * covers the name, stands for the look claim() takes first: a name it holds is still taken (only remove()
     * frees one), and one taken since meets the service's refusal. A claim whose outcome is 'unsure' is looked
     * for: a listing that shows the name says whose it is (holds()).
     */
    async claim(name, text, seen) {
        checkName(name);
        if (seen && !name.startsWith(seen.prefix)) {
            throw new RangeError(`A listing of "${seen.prefix}" cannot say whether "${name}" is taken`);
        }
        // Looked for first because the library means to annotate the job with a warning when an upload fails
        // (in 6.2 its catch misses the failure of the promise it returns, a slip a patch release may mend):
        // only two legs claiming at the same moment still meet the service's refusal.
        const entries = seen?.entries ?? (await this.list(name)).entries;
        if (entries.some((entry) => entry.name === name))
            return 'listed';
        const uploaded = await this.#upload('claim', name, text);
        return uploaded === 'left' ? 'claimed' : 'unsure';
    }
    /**
     * Leaves `text` under a name no other leg takes (a leg's report in one attempt, the activity's token),
     * without the look claim() takes first: one call fewer. Only this leg creates the name, so a refusal means
     * that its own create was carried out and the answer lost, and the name is burnt: it is left again as
     * "<name>-r2", then "-r3". A network error or the deadline says nothing of what the service did: the note
     * is looked for first, and left again only when no listing shows it. Each name goes on the board as `signed`
     * makes it (with its tag); resolves with the name the note is under.
     */
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
    /** Whether `entry` holds `text`: its digest says so, or, where the service gives none, its text. */
    async holds(entry, text) {
        if (entry.digest !== undefined)
            return entry.digest === digestOf(text);
        return (await this.readEntry(entry)) === text;
    }
    /**
     * The text of an entry a listing found, with no second look for it; undefined when it has gone since, or
     * holds more than MAX_ENTRY_BYTES (then it is not downloaded).
     */
    readEntry(entry) {
        if (entry.size > MAX_ENTRY_BYTES)
            return Promise.resolve(undefined);
        return this.#again('read', entry.name, async () => {
            try {
                return await download(entry.id);
            }
            catch (error) {
                if (error instanceof _actions_artifact__WEBPACK_IMPORTED_MODULE_4__/* .ArtifactNotFoundError */ .CL)
                    return undefined;
                throw error;
            }
        });
    }
    /** The entries whose names start with `prefix`: one call to the service. */
    list(prefix) {
        return this.#again('list', prefix, () => listing(prefix));
    }
    /**
     * Takes the entries a listing found off the board, side by side, without a second look for each (the library
     * looks each up by its name, then deletes it: two calls each). What is gone already counts as removed, so a
     * delete whose answer was lost is simply made again.
     */
    async removeListed(entries) {
        const names = [...new Set(entries.map((entry) => entry.name))];
        await Promise.all(names.map((name) => this.#again('remove', name, () => client.deleteArtifact(name).catch((error) => {
            if (!(error instanceof _actions_artifact__WEBPACK_IMPORTED_MODULE_4__/* .ArtifactNotFoundError */ .CL))
                throw error;
        }))));
    }
    /**
     * The file's upload under `name`: 'left'; 'taken' when the service refuses the name; 'unanswered' when a
     * network error or the deadline cut it, whatever the service had done by then.
     */
    async #upload(operation, name, text) {
        try {
            return await this.#within(operation, name, () => upload(name, text));
        }
        catch (error) {
            if (error instanceof BoardError && (error.timedOut || error.network))
                return 'unanswered';
            throw error;
        }
    }
    /** The note of `text` left under one of `names`, which all start with `name`, as one listing shows it. */
    async #find(name, names, text) {
        const shown = await this.list(name).catch(() => undefined);
        return shown?.entries.find((entry) => names.includes(entry.name) && entry.digest === digestOf(text));
    }
    /**
     * `work` within its deadline, made again after a network error or the deadline while the stage has time
     * left: it changes nothing a next try would undo.
     */
    async #again(operation, entry, work) {
        for (let tries = 1;; tries++) {
            try {
                return await this.#within(operation, entry, work);
            }
            catch (error) {
                const lost = error instanceof BoardError && (error.network !== undefined || error.timedOut);
                if (!lost || tries === READ_TRIES || this.waits.leftMs() === 0)
                    throw error;
                const why = error.network ?? 'no answer';
                await this.waits.sleep(`the board to ${operation} again after ${why}`, READ_PAUSE_MS * 3 ** (tries - 1));
            }
        }
    }
    /** `work` within BOARD_DEADLINE_MS, or what the stage has left for the board if less. */
    #within(operation, entry, work) {
        return within(operation, entry, work, Math.min(BOARD_DEADLINE_MS, this.waits.leftMs()));
    }
}
let linesAsDebug = false;
/**
 * From now on in this process, what is written to stdout as plain text (the library's info lines, which
 * @actions/core writes as they are) reaches the step's log as a debug line, its data escaped as a workflow
 * command's, so that nothing in it is a command of its own. A download's line names the file the answer's
 * Content-Disposition gives, which the library decodes, newlines included: "…/note" then "::warning::…"
 * on a line of its own, or "##[error]…" anywhere in one, would be a command the runner carries out. Once per
 * process; a call cut at its deadline goes on writing after it, so the routing stays. Workflow commands
 * pass as they are (COMMAND_LINE).
 */
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
/** "sha256:<hex>" of a text, as the library reports an upload's digest and the service lists it. */
function digestOf(text) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex')}`;
}
/**
 * One ListArtifacts call: the library lists every artifact of the run, and the names are filtered here. An
 * artifact listed twice (a finalize retried past a timeout can leave two) is one entry.
 */
async function listing(prefix) {
    const { artifacts } = await client.listArtifacts();
    const entries = new Map();
    for (const { name, id, createdAt, digest, size } of artifacts) {
        if (name.startsWith(prefix) && !entries.has(id))
            entries.set(id, { name, id, createdAt, digest, size });
    }
    return { prefix, entries: [...entries.values()] };
}
/** The file's upload under `name`: 'taken' when the service refuses the name. */
function upload(name, text) {
    return inFolder(async (folder) => {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, name);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, text);
        try {
            // A single file needs no archive: stored as it is, nothing compressed or unpacked either way.
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
/** The entry's text; undefined when the file downloaded holds more than MAX_ENTRY_BYTES after all. */
async function download(id) {
    return inFolder(async (folder) => {
        await client.downloadArtifact(id, { path: folder, skipDecompress: true });
        // The file is named after the answer's Content-Disposition, or 'artifact': the folder holds only it.
        const [file] = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(folder);
        if (file === undefined)
            throw new Error('the download left no file');
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, file);
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path)).size > MAX_ENTRY_BYTES ? undefined : (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8');
    });
}
/** Runs `work` in a folder of its own under the runner's temp folder, removed afterwards. */
async function inFolder(work) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'signalgrid-board-'));
    try {
        return await work(folder);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(folder, { recursive: true, force: true });
    }
}
/**
 * The work's result, or a BoardError: for its own failure, or once `deadlineMs` has passed. With no time at
 * all, the work is not begun.
 */
function within(operation, entry, work, deadlineMs) {
    if (deadlineMs <= 0) {
        return Promise.reject(new BoardError(operation, entry, "the stage's time for the board is spent", true));
    }
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            reject(new BoardError(operation, entry, `no answer within ${seconds(deadlineMs)}`, true));
        }, deadlineMs);
        // Once the deadline has passed, the work's own end settles nothing: its failure is not left unhandled.
        work().then((value) => {
            clearTimeout(timer);
            resolve(value);
        }, (error) => {
            clearTimeout(timer);
            reject(new BoardError(operation, entry, causeOf(error), false));
        });
    });
}
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(1))} s`;
}
function checkName(name) {
    if (!ENTRY_NAME.test(name)) {
        throw new RangeError(`A board entry's name holds letters, digits, '.', '_' and '-': got "${name}"`);
    }
}
// The service's refusal reaches us only as the text of a plain Error: "... (409) Conflict: an artifact with
// this name already exists on the workflow run".
function isNameTaken(error) {
    return error instanceof Error && /\(409\)/.test(error.message);
}
/**
 * The cause in one line: the library's first line (the next ones advise self-hosted runners), with no query
 * string (a download that times out is reported with its path and query, the signature of its signed URL
 * among them) and never the runtime token.
 */
function causeOf(error) {
    const message = error instanceof Error ? error.message : String(error);
    const first = (message.split('\n')[0] ?? '').trim() || bareError(error);
    const line = first.replace(/\?\S*/g, '');
    const token = process.env.ACTIONS_RUNTIME_TOKEN;
    return token ? line.replaceAll(token, '***') : line;
}
/** An error that says nothing, as blob storage's can be: its name, its code, and the HTTP status when it has one. */
function bareError(error) {
    const { statusCode, code } = (error ?? {});
    const name = error instanceof Error ? error.name : 'an error';
    if (typeof statusCode === 'number')
        return `${name} (HTTP ${statusCode})`;
    return typeof code === 'string' ? `${name} (${code})` : `${name} without a message`;
}


/***/ }),

/***/ 43649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ RunKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// The run's artifacts can be downloaded by anyone who can read the repository, and every step of the run can
// write them: a third-party action of another job can plant a note, or delete one and leave another under its
// name. So the notes the jobs trust carry a tag in their names and their texts are sealed, both with a key only
// the jobs hold: derived from the Signalgrid secrets they are given, and bound to the repository and the run.
// A name holds the run attempt, and the tag covers the whole name, the "-r2" of a note left again included: a
// note is bound to its attempt, and a step that copies a note under a suffix no job gave it makes a note no
// job trusts. A note forged without the key, or carried over from another repository or run, is not the
// jobs' and is never followed.
/** AES-GCM's IV: 12 bytes, the size it is made for. */
const IV_BYTES = 12;
/** AES-GCM's authentication tag: its full 16 bytes, the only length accepted. */
const AUTH_TAG_BYTES = 16;
/** A name's tag: 128 bits of an HMAC-SHA256 of the name, in hex (letters and digits fit every name). */
const NAME_TAG_HEX = 32;
/** A signed name: the name ("…-r2" when the note was left again under it), then its tag. */
const SIGNED = new RegExp(`^(.+)-([0-9a-f]{${NAME_TAG_HEX}})$`);
/** The suffix of a note left again under another name (board.ts, leave()): "-r2", "-r3". */
const LEFT_AGAIN = /-r\d+$/;
/** The key of one run's notes, for the jobs that hold `secret`. */
class RunKey {
    #key;
    constructor(secret, repository, runId) {
        this.#key = Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', secret, `${repository}\n${runId}`, 'signalgrid run notes', 32));
    }
    /** `name` with its tag: a name only a holder of the key can give a note. */
    signed(name) {
        return `${name}-${this.#tag(name)}`;
    }
    /**
     * The name a note's signed name was made from, without the suffix of a note left again ("…-report" for
     * "…-report-<tag>" and "…-report-r2-<tag>"), or undefined when the tag is not this key's for the whole name
     * before it: a note the jobs did not leave, or one copied under another name.
     */
    verified(signedName) {
        const [, name, tag] = SIGNED.exec(signedName) ?? [];
        if (name === undefined || tag === undefined)
            return undefined;
        if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(tag, 'hex'), Buffer.from(this.#tag(name), 'hex')))
            return undefined;
        return name.replace(LEFT_AGAIN, '');
    }
    /** `text` encrypted and authenticated for the note named `name`. */
    seal(text, name) {
        const iv = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(IV_BYTES);
        const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-gcm', this.#sealKey(name), iv, { authTagLength: AUTH_TAG_BYTES });
        const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
        return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
    }
    /**
     * The text `seal` sealed for the note named `name`; undefined when it was sealed with another key or for
     * another note, altered, or not sealed at all (an IV or a tag of any other length is refused before use).
     */
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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * How long an unsure claim (refused, or unanswered) that no listing shows may take to be listed before it is
 * made again under the next name. An upload is listed within a moment, but blob storage tries a refused
 * connection again at once, then 4 s later: another leg's claim that met one is listed a little after 4 s.
 */
const CLAIM_SETTLE_MS = 6_000;
/**
 * When an unsure claim is first looked for: another leg's upload under way, or this claim carried out with
 * its answer lost, is listed within a moment. Each next look waits twice as long, and the last is at the end
 * (0.25, 0.75, 1.75, 3.75 and 6 s).
 */
const CLAIM_POLL_MS = 250;
/** How many names a claim tries: "start", then "start-2" and "start-3" after names found burnt. */
const CLAIM_ROUNDS = 3;
/**
 * One activity that jobs of a run share through the run's board: whoever claims the start sends it and
 * publishes the token, sealed; the others read it. The notes' names begin with `prefix`, which holds the run
 * attempt, so that an earlier attempt's notes are never taken for this one's, and end with their tag: a note
 * whose tag is not the run's key's for its name is none of the jobs', and counts for nothing (a claim
 * included: it holds nothing, and costs no call to tell). `Published` is what the starter publishes: the
 * matrix and the jobs sharing a name each say what they need.
 */
class SharedActivity {
    prefix;
    claimant;
    key;
    board;
    constructor(
    /** The start of every note's name: who shares the activity, and in which attempt. */
    prefix, 
    /** What a claim says about who made it (a leg's index, a job's key): read by nothing, shown in the run. */
    claimant, 
    /** The run's key (from the Signalgrid credentials): it signs the notes' names and seals the token. */
    key, 
    /** The board as this stage uses it, with what the stage may still wait for the others. */
    board) {
        this.prefix = prefix;
        this.claimant = claimant;
        this.key = key;
        this.board = board;
    }
    /** Whether this one is the one to start the activity. An activity that has ended is not started again. */
    claimStart() {
        return this.#claim('start');
    }
    /**
     * Whether this one is the one to end the activity. `seen`, a listing just made, spares the look before the
     * claim; the service's refusal of a name taken since is still the lock.
     */
    claimEnd(seen) {
        return this.#claim('end', seen);
    }
    /** The token, sealed, under a name only the starter leaves. */
    async publish(activity) {
        const name = this.name('activity');
        await this.board.leave(name, this.key.seal(JSON.stringify(activity), name), (left) => this.key.signed(left));
    }
    /**
     * The activity once its starter has published it; undefined when it has not within `timeoutMs` of the
     * start's claim (or within what this stage may still wait). The token follows the claim by one upload, so a
     * job that comes long after the claim and finds no token (the activity has ended and its note is gone, or its
     * starter died) looks once, not for the whole bound. `seen`, a listing this stage made, is the first look.
     * Every note of the token is tried, oldest first: the first that opens is the token.
     */
    async published(timeoutMs, pollMs, seen) {
        const lookedFirst = Date.now();
        let next = seen;
        const found = await this.board.waits.until("the activity's token", timeoutMs, pollMs, async () => {
            const listing = next ?? (await this.board.list(`${this.prefix}-`));
            next = undefined;
            const text = await this.#opened(this.notes(listing, 'activity'));
            if (text !== undefined)
                return { activity: JSON.parse(text) };
            // Counted from the claim: once its bound has passed, the token is not coming.
            const [claim] = this.notes(listing, 'start');
            const claimedAt = Math.min(lookedFirst, claim?.createdAt?.getTime() ?? lookedFirst);
            return Date.now() + pollMs > claimedAt + timeoutMs ? { activity: undefined } : undefined;
        }, 'soon');
        return found?.activity;
    }
    /**
     * The token's text from the first of `notes` that opens with the run's key; undefined when none does (a note
     * whose text was swapped under its name, by a step that deleted it and left another).
     */
    async #opened(notes) {
        for (const note of notes) {
            const sealed = await this.board.readEntry(note);
            const text = sealed === undefined ? undefined : this.key.unseal(sealed, this.name('activity'));
            if (text !== undefined)
                return text;
        }
        return undefined;
    }
    /** The token's notes, once the activity has ended: nothing a later reader could use is left behind. */
    async clear() {
        await this.board.removeListed(this.notes(await this.board.list(`${this.prefix}-`), 'activity'));
    }
    /**
     * The notes of `what` a listing holds whose tags are the run key's, under its own name and the names it was
     * left or claimed again under ("start-2", "activity-r2"), oldest first.
     */
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
    /**
     * The one claim of `what` among all who make it. A claim the service refuses and no listing shows is either
     * an upload under way, listed within a moment, or a burnt name (a create never finalized, or one whose
     * answer was lost, which the client's retry then met): nobody would hold it. A claim whose answer a network
     * error or the deadline cut is the same, or this claim itself, carried out: its text is unique (the claimant
     * and a random nonce), so the digest a listing gives tells it from another's. So an unsure claim is looked
     * for until CLAIM_SETTLE_MS has passed, and made again under the next name if it never shows. A listed end
     * claim also holds the start: an activity that has ended is not started again; and notes cleared hold the
     * end, for the same reason.
     */
    async #claim(what, seen) {
        const text = `${this.claimant} ${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
        let listing = seen ?? (await this.board.list(`${this.prefix}-`));
        // Once the activity has ended, its notes are cleared, the end's claim last: an end claim made then
        // would send a second end.
        const cleared = (shown) => this.notes(shown, 'start').length === 0 && this.notes(shown, 'activity').length === 0;
        const held = (shown) => this.notes(shown, what).length > 0 ||
            this.notes(shown, 'end').length > 0 ||
            (what === 'end' && cleared(shown));
        // Only a note made since this claim's first upload can be its own.
        const whose = async (shown) => {
            for (const note of this.notes(shown, what))
                if (await this.board.holds(note, text))
                    return 'claimed';
            return 'taken';
        };
        for (let round = 1; round <= CLAIM_ROUNDS; round++) {
            if (held(listing))
                return round === 1 ? 'taken' : whose(listing);
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

/***/ 91215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ Waits)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

/**
 * What one stage of a leg may spend on the run's board, its calls (each cut at what is left) and its waits for
 * other legs together: a leg never holds its job up for the board longer than that, whatever the others and
 * the service do. Each wait says in the debug log what it waited for and how long.
 */
class Waits {
    log;
    #endsAt;
    constructor(budgetMs, log) {
        this.log = log;
        this.#endsAt = Date.now() + budgetMs;
    }
    /** What is left of the stage's budget. */
    leftMs() {
        return Math.max(0, this.#endsAt - Date.now());
    }
    /** Sleeps `ms`, or what is left of the budget if less. */
    async sleep(what, ms) {
        const waitMs = Math.min(ms, this.leftMs());
        if (waitMs <= 0)
            return;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(waitMs);
        this.log(`Signalgrid: waited ${seconds(waitMs)} for ${what}.`);
    }
    /**
     * Asks `probe` until it answers, for at most `ms` (and never past the budget): its answer, or undefined when
     * it has none by then. `spacing` says when it looks; it takes a last look at the end of `ms` when the next
     * wait would pass it, and none when less than its first wait is left.
     */
    async until(what, ms, pollMs, probe, spacing) {
        const began = Date.now();
        const endsAt = Math.min(began + ms, this.#endsAt);
        const firstMs = spacing === 'soon' ? Math.min(SOON_MS, pollMs) : pollMs;
        let waitMs = firstMs;
        const wait = async (forMs) => {
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(forMs);
            waitMs = spacing === 'soon' ? Math.min(waitMs * 2, pollMs) : waitMs * 2;
        };
        if (spacing === 'backoff') {
            if (began + waitMs > endsAt)
                return undefined;
            await wait(waitMs);
        }
        for (;;) {
            const answer = await probe();
            const waited = seconds(Date.now() - began);
            if (answer !== undefined) {
                this.log(`Signalgrid: waited ${waited} for ${what}.`);
                return answer;
            }
            const leftMs = endsAt - Date.now();
            if (leftMs < firstMs) {
                this.log(`Signalgrid: waited ${waited} for ${what}, in vain.`);
                return undefined;
            }
            await wait(Math.min(waitMs, leftMs));
        }
    }
}
/** The first wait of a 'soon' until(): an upload, on a service that answers promptly. */
const SOON_MS = 250;
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}


/***/ })

};
