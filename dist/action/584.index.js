export const id = 584;
export const ids = [584];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ForeignOriginError: () => (/* binding */ ForeignOriginError),
/* harmony export */   githubClient: () => (/* binding */ githubClient)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28335);
// The one place an Octokit is made: every GitHub request of the stages and the tracker goes through it.
//
// Octokit sends the token with every request it makes, whatever its URL: a route is joined to the base URL, but
// a next page is followed where its Link header points, and any absolute URL is taken as it is. So the token
// is pinned here to the API's origin, checked before a single request is made, and every request to
// another origin is refused before it leaves: no connection, no header sent.


/**
 * A request to another origin than the API's, refused before it was sent: the token would have gone with it.
 * Its message names the two hosts, never the token or the request's path.
 */
class ForeignOriginError extends Error {
    host;
    apiHost;
    name = 'ForeignOriginError';
    constructor(
    /** host[:port] the request was for. */
    host, 
    /** host[:port] of the API, the only one the token goes to. */
    apiHost) {
        super(`a request to ${host} was not sent: the GitHub token goes to the API's own origin only (${apiHost})`);
        this.host = host;
        this.apiHost = apiHost;
    }
}
/**
 * The toolkit's Octokit (@actions/github: GITHUB_API_URL, else https://api.github.com, and the runner's proxy
 * settings), pinned to its API's origin. Throws a TypeError that says why, before any request, when that URL
 * is one the token must not travel to: plain http beyond this machine (see credentialUrl), a user name or
 * password in it. Every request, a next page's included, to another origin rejects with a ForeignOriginError.
 */
function githubClient(token, options = {}) {
    if (!token.trim())
        throw new TypeError('the GitHub token is empty');
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, options.userAgent ? { userAgent: options.userAgent } : {});
    const api = (0,_net_url_js__WEBPACK_IMPORTED_MODULE_1__/* .credentialUrl */ .Z)(String(octokit.request.endpoint.DEFAULTS.baseUrl), 'GitHub API URL', 'https://api.github.com');
    // Every request, pagination links included, goes through the hooks; the token's own (Octokit's auth hook)
    // comes after this one, so a request refused here never has its header set.
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
