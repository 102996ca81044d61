export const id = 543;
export const ids = [543];
export const modules = {

/***/ 96543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ sendStart)
/* harmony export */ });
/* harmony import */ var _activity_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9173);
/* harmony import */ var _activity_quota_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29417);
/* harmony import */ var _activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11677);
/* harmony import */ var _signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99278);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87781);






async function sendStart(inputs, context, content, by, now) {
    let started;
    try {
        started = await (0,_activity_signalgrid_client_js__WEBPACK_IMPORTED_MODULE_3__/* .createClient */ .U)(inputs).startActivity(content);
    }
    catch (error) {
        const what = (0,_signalgrid_channels_js__WEBPACK_IMPORTED_MODULE_4__/* .mayHaveStarted */ .NG)(error)
            ? 'could not start the activity; if Signalgrid started it anyway, it stays on the phone until it expires'
            : 'could not start the activity';
        (0,_report_js__WEBPACK_IMPORTED_MODULE_5__/* .reportServiceFailure */ .m)(inputs.failOnError, what, error);
        return undefined;
    }
    const folder = _activity_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .ActivityFolder */ .Q.of(context.runnerTemp, started.activityUpdateToken);
    folder.create({
        token: started.activityUpdateToken,
        startedAt: now,
        content,
        quotaReserve: (0,_activity_quota_js__WEBPACK_IMPORTED_MODULE_2__/* .quotaReserve */ .H5)(inputs),
    });
    folder.appendJournal({
        at: Date.now(),
        kind: 'start',
        by,
        ...(0,_activity_content_js__WEBPACK_IMPORTED_MODULE_0__/* .journalView */ .bF)(content),
        ruuid: started.ruuid,
        remaining: started.remaining,
        ...(started.channels ? { channels: started.channels } : {}),
    });
    return started;
}


/***/ })

};
