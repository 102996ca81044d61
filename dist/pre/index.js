var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./src/runner/environment.ts
/** An input as the runner passes it (INPUT_<NAME>, spaces as underscores, upper case), trimmed. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** State saved by an earlier stage of this same step instance, or ''. */
function getState(name) {
    return process.env[`STATE_${name}`] ?? '';
}

;// CONCATENATED MODULE: ./src/pre.ts

// Until the lifecycle lands, the stage reads its inputs and does nothing else.
getInput('mode');

