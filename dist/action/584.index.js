export const id = 584;
export const ids = [584,203,822,441];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ForeignOriginError: () => (/* binding */ ForeignOriginError),
/* harmony export */   JOBS_PER_PAGE: () => (/* binding */ JOBS_PER_PAGE),
/* harmony export */   apiHost: () => (/* binding */ apiHost),
/* harmony export */   githubClient: () => (/* binding */ githubClient)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28335);


const JOBS_PER_PAGE = 100;
class ForeignOriginError extends Error {
    host;
    apiHost;
    name = 'ForeignOriginError';
    constructor(host, apiHost) {
        super(`a request to ${host} was not sent: the GitHub token goes to the API's own origin only (${apiHost})`);
        this.host = host;
        this.apiHost = apiHost;
    }
}
function apiHost(octokit) {
    return new URL(String(octokit.request.endpoint.DEFAULTS.baseUrl)).host;
}
function githubClient(token, options = {}) {
    if (!token.trim())
        throw new TypeError('the GitHub token is empty');
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, options.userAgent ? { userAgent: options.userAgent } : {});
    const api = (0,_net_url_js__WEBPACK_IMPORTED_MODULE_1__/* .credentialUrl */ .Z)(String(octokit.request.endpoint.DEFAULTS.baseUrl), 'GitHub API URL', 'https://api.github.com');
    octokit.hook.before('request', (request) => {
        const target = new URL(octokit.request.endpoint.parse(request).url);
        if (target.origin !== api.origin)
            throw new ForeignOriginError(target.host, api.host);
        options.beforeRequest?.(request, target);
    });
    return octokit;
}


/***/ })

};
