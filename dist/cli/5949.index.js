export const id = 5949;
export const ids = [5949,7933];
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

/***/ }),

/***/ 75949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rg: () => (/* binding */ listServerOthers),
/* harmony export */   readOtherLists: () => (/* binding */ readOtherLists)
/* harmony export */ });
/* unused harmony exports METHOD_NOT_FOUND, OTHER_LIST_METHODS, listTooLongMessage */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67933);


/** JSON-RPC "method not found": the server has no handler for the list. */
const METHOD_NOT_FOUND = -32601;
/** The server's other lists, by the name each has in `OtherLists`, and the method that reads it. */
const OTHER_LIST_METHODS = {
    resources: 'resources/list',
    templates: 'resources/templates/list',
    prompts: 'prompts/list',
};
/**
 * The server's resources, templates and prompts as it listed them, each walked whole. A list that
 * reaches the page cap is given empty, with why in `unread`; any other error is thrown. Shared by
 * the steps' pre-checks (below), lint, fuzz and the snapshot.
 */
async function readOtherLists(client, timeoutMs) {
    const capabilities = client.getServerCapabilities() ?? {};
    const options = { timeout: timeoutMs, cacheMode: 'refresh' };
    const unread = {};
    const walk = async (name, read) => {
        try {
            return await read();
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .serverErrorOf */ .jP)(error)?.code === METHOD_NOT_FOUND)
                return [];
            if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__.isListTooLong)(error))
                throw error;
            unread[name] = listTooLongMessage(OTHER_LIST_METHODS[name]);
            return [];
        }
    };
    const resources = capabilities.resources
        ? await walk('resources', async () => (await client.listResources(undefined, options)).resources)
        : [];
    const templates = capabilities.resources
        ? await walk('templates', async () => (await client.listResourceTemplates(undefined, options)).resourceTemplates)
        : [];
    const prompts = capabilities.prompts
        ? await walk('prompts', async () => (await client.listPrompts(undefined, options)).prompts)
        : [];
    return { resources, templates, prompts, unread };
}
/** Why a list that reached the page cap is not used: names the list, the cap and what to do. */
function listTooLongMessage(method) {
    return (`${method} reached its cap of ${_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TOOL_LIST_PAGES */ .GP} pages (MAX_TOOL_LIST_PAGES) with a next page still to read, ` +
        'and a list cut short is never used: if the server has more pages than that, have it list more per page; ' +
        'if its nextCursor never ends, fix its pagination');
}
/** Every resource, template and prompt the server lists, by URI or name, for the steps' pre-checks. */
async function listServerOthers(client, timeoutMs) {
    const lists = await readOtherLists(client, timeoutMs);
    const resources = lists.resources;
    const templates = lists.templates;
    const prompts = lists.prompts;
    const capabilities = client.getServerCapabilities() ?? {};
    return {
        resources: new Map(resources.map((resource) => [resource.uri, resource])),
        templates: new Map(templates.map((template) => [template.uriTemplate, template])),
        prompts: new Map(prompts.map((prompt) => [prompt.name, { ...prompt, arguments: prompt.arguments ?? [] }])),
        completions: capabilities.completions !== undefined,
        unread: lists.unread,
    };
}
//# sourceMappingURL=lists.js.map

/***/ })

};

//# sourceMappingURL=5949.index.js.map