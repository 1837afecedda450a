export const id = 7933;
export const ids = [7933];
export const modules = {

/***/ 67933:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ isServerFailure),
/* harmony export */   B2: () => (/* binding */ isRequestTimeout),
/* harmony export */   FY: () => (/* binding */ isConnectionClosed),
/* harmony export */   Op: () => (/* binding */ isInsufficientScope),
/* harmony export */   Q6: () => (/* binding */ isOAuthError),
/* harmony export */   hl: () => (/* binding */ isSdkError),
/* harmony export */   isListTooLong: () => (/* binding */ isListTooLong),
/* harmony export */   jP: () => (/* binding */ serverErrorOf),
/* harmony export */   rh: () => (/* binding */ protocolViolationOf)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60855);
/**
 * What the SDK v2's errors mean, read in one place: its local failures (`SdkError`, a string code)
 * and the server's JSON-RPC errors (`ProtocolError`, a number). Every caller that decides on an
 * error's kind asks here instead of comparing codes of its own.
 */

/** The request got no answer within its timeout. */
function isRequestTimeout(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp && error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.RequestTimeout;
}
/** The connection closed before the answer came (the server exited, the transport dropped). */
function isConnectionClosed(error) {
    return (error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp &&
        (error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.ConnectionClosed || error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.NotConnected));
}
/**
 * The server failed during the call, not the call's arguments or the script: its connection closed
 * (the process ended) or it stopped answering. Its stderr is then the likely cause.
 */
function isServerFailure(error) {
    return isConnectionClosed(error) || isRequestTimeout(error);
}
/** The server answered with a JSON-RPC error: its code and message. */
function serverErrorOf(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .ProtocolError */ .bd ? { code: error.code, message: error.message } : undefined;
}
/**
 * The server's answer broke the protocol the session speaks (a 2026-07-28 result with no
 * `resultType`, a result type the client does not know, an input request it cannot be, a server
 * that keeps asking for input past the SDK's round limit): what the server did wrong, said as such
 * rather than as a transport failure. Undefined for every other error.
 */
function protocolViolationOf(error) {
    if (!(error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp))
        return undefined;
    switch (error.code) {
        case _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.InvalidResult:
        case _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.UnsupportedResultType:
        case _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.InputRequiredRoundsExceeded:
            return `the server's answer broke the protocol: ${error.message}`;
        case _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.CapabilityNotSupported:
            return `the server asked the client for something it did not declare: ${error.message}`;
        default:
            return undefined;
    }
}
/** One of the SDK's local errors (its `code` is the SDK's, not the network's or the server's). */
function isSdkError(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp;
}
/** The SDK's walk of a paginated list reached its page cap (`listMaxPages`) with a cursor still to follow. */
function isListTooLong(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp && error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.ListPaginationExceeded;
}
/** An error of the SDK's OAuth flow: the authorization server's answer, or the flow's own refusal. */
function isOAuthError(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .OAuthError */ .W5 || error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .OAuthClientFlowError */ .Zx;
}
/** The server's 403 insufficient_scope, after the SDK's step-up gave up. */
function isInsufficientScope(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .InsufficientScopeError */ .Y1;
}
//# sourceMappingURL=errors.js.map

/***/ })

};

//# sourceMappingURL=7933.index.js.map