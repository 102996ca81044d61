export const id = 607;
export const ids = [607];
export const modules = {

/***/ 6607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
// EXTERNAL MODULE: ./src/stages/run-stage.ts + 2 modules
var run_stage = __webpack_require__(62660);
// EXTERNAL MODULE: ./src/stages/setup.ts
var setup = __webpack_require__(6554);
// EXTERNAL MODULE: ./src/stages/state.ts
var state = __webpack_require__(49074);
;// CONCATENATED MODULE: ./src/stages/pre.ts






async function pre() {
    const inputs = (0,run_stage/* stageInputs */.M$)({ reportProblems: true });
    if (!inputs) {
        (0,state/* saveInstanceState */.CG)({ role: 'none' });
        return;
    }
    if (!(0,run_stage/* hasCredentials */.Lk)(inputs)) {
        core/* notice */.lm(constants/* NO_SECRETS_NOTICE */.t6, constants/* ANNOTATION */.YX);
        (0,state/* saveInstanceState */.CG)({ role: 'none' });
        return;
    }
    if (inputs.mode === 'push') {
        (0,state/* saveInstanceState */.CG)({ role: 'none' });
        return;
    }
    await (0,setup/* joinOrStart */.I)(inputs, (0,run_context/* readRunContext */.$p)(), 'pre');
}

;// CONCATENATED MODULE: ./src/pre.ts


const run = () => (0,run_stage/* runStage */.Si)(pre);


/***/ })

};
