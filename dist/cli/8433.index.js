export const id = 8433;
export const ids = [8433];
export const modules = {

/***/ 18433:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AGENT_MAX_RETRIES: () => (/* binding */ AGENT_MAX_RETRIES),
/* harmony export */   AGENT_REQUEST_TIMEOUT_MS: () => (/* binding */ AGENT_REQUEST_TIMEOUT_MS),
/* harmony export */   createAnthropicSource: () => (/* binding */ createAnthropicSource)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2968);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22645);
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57091);
/* harmony import */ var _providers_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17003);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31452);





/** Per attempt (`agent-timeout-ms`), headers and body. A tool-use turn can be long (a plan, several calls). */
const AGENT_REQUEST_TIMEOUT_MS = _model_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_TIMEOUT_MS */ .pk;
/** Retries on 408/409/429/5xx and connection errors, by the SDK itself (it honours `retry-after`). */
const AGENT_MAX_RETRIES = _model_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MODEL_API_MAX_RETRIES */ .nV;
/**
 * The Messages API as a model source, through Anthropic's SDK for the run's platform (providers/;
 * each SDK reads its base URL variable: ANTHROPIC_BASE_URL, ANTHROPIC_BEDROCK_BASE_URL…). Prompt
 * caching is asked the same way everywhere (Bedrock and Vertex take `cache_control` on Claude).
 * No sampling parameter is sent (API version 2026-10-21 refuses them). The system prompt and the
 * last tool definition carry `cache_control`, so the trials of a scenario reuse the cached prefix.
 * Only API errors are retried, by the SDK; a failed assertion never causes a new request.
 */
function createAnthropicSource(options) {
    const timeoutMs = options.timeoutMs ?? AGENT_REQUEST_TIMEOUT_MS;
    const maxRetries = options.maxRetries ?? AGENT_MAX_RETRIES;
    const provider = (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .providerOf */ .lc)(options) ?? { platform: 'anthropic' };
    let made;
    const client = () => (made ??= (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createModelClient */ .$L)({
        provider,
        timeoutMs,
        maxRetries,
        ...(options.liveSecrets && { secrets: options.liveSecrets }),
    }));
    return {
        async reply(request) {
            const cached = { type: 'ephemeral' };
            const tools = request.tools.map((tool, index) => index === request.tools.length - 1 ? { ...tool, cache_control: cached } : tool);
            let message;
            let model;
            try {
                model = await client();
            }
            catch (error) {
                throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ModelError */ .me(`could not load the SDK of ${provider.platform}: ${error instanceof Error ? error.message : String(error)}`);
            }
            let modelId;
            try {
                // The canonical name becomes the platform's id here, and only here: recordings keep the name.
                modelId = model.modelId(request.model);
            }
            catch (error) {
                throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ModelError */ .me(error.message);
            }
            try {
                message = await model.client.messages.create({
                    model: modelId,
                    max_tokens: request.maxTokens,
                    ...(request.system !== undefined && {
                        system: [{ type: 'text', text: request.system, cache_control: cached }],
                    }),
                    tools: tools,
                    messages: request.messages,
                });
            }
            catch (error) {
                const api = (0,_providers_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .platformAt */ .dl)(model.platform, model.client.baseURL, 'the Messages API');
                throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ModelError */ .me(error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__/* .Anthropic */ .N.APIConnectionError
                    ? (0,_providers_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .noReply */ .c)(api, error, timeoutMs, maxRetries, model.platform)
                    : model.platform === 'anthropic'
                        ? `the Messages API call failed: ${(0,_providers_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeApiError */ .gg)(error)}`
                        : `${api} answered with an error: ${(0,_providers_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeApiError */ .gg)(error)}${(0,_providers_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .apiErrorAdvice */ .HC)(error, maxRetries, model.platform)}`);
            }
            const usage = message.usage ?? {};
            return {
                // As received: the loop says what is wrong with a malformed reply rather than reading it as empty.
                content: message.content,
                stopReason: message.stop_reason ?? null,
                usage: {
                    input: usage.input_tokens ?? 0,
                    output: usage.output_tokens ?? 0,
                    cacheRead: usage.cache_read_input_tokens ?? 0,
                    cacheWrite: usage.cache_creation_input_tokens ?? 0,
                },
            };
        },
    };
}
//# sourceMappingURL=anthropic.js.map

/***/ }),

/***/ 17003:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HC: () => (/* binding */ apiErrorAdvice),
/* harmony export */   c: () => (/* binding */ noReply),
/* harmony export */   dl: () => (/* binding */ platformAt),
/* harmony export */   gg: () => (/* binding */ describeApiError)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2968);
/* harmony import */ var _mcp_headers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16878);
/* harmony import */ var _util_bad_port_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83299);
/* harmony import */ var _choose_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36069);
// The words for a model call that did not give a reply, the same on every platform: which platform
// at which URL, what it answered (or why nothing came back), and what to check. Never a credential:
// the SDKs' messages carry the status and the API's own words, and the URL is shown without its query.




/** How long a cause's message may be in a report: a token endpoint's error page is not a reason. */
const CAUSE_MAX_CHARS = 300;
/** `Amazon Bedrock at https://…`: the platform and where it was asked (`api`, for the Anthropic API, is the caller's older wording). */
function platformAt(platform, baseURL, api) {
    return platform === 'anthropic' && api
        ? `${api} at ${(0,_mcp_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .safeUrl */ .Pl)(baseURL)}`
        : `${_choose_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_NAMES */ .Z6[platform]} at ${(0,_mcp_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .safeUrl */ .Pl)(baseURL)}`;
}
/** Codes Node's fetch (undici) puts on the cause of a connection failure, in words. */
const CONNECTION_CODES = {
    ECONNREFUSED: 'connection refused (nothing is listening there)',
    ENOTFOUND: 'the host name could not be resolved',
    EAI_AGAIN: 'the host name could not be resolved (EAI_AGAIN)',
    ECONNRESET: 'the connection was reset',
    ETIMEDOUT: 'connecting timed out',
    UND_ERR_CONNECT_TIMEOUT: 'connecting timed out',
};
/**
 * Why no reply came, said of `api`: reached and silent ("did not answer within 120 s, on each of 3
 * attempts"), which is not the same as "could not be reached" (refused, unresolvable, reset).
 */
function noReply(api, error, timeoutMs, maxRetries, platform = 'anthropic') {
    if (error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .Anthropic */ .N.APIConnectionTimeoutError) {
        const attempts = maxRetries + 1;
        return `${api} did not answer within ${seconds(timeoutMs)}${attempts > 1 ? `, on each of ${attempts} attempts` : ''}`;
    }
    return `${api} could not be reached: ${describeConnectionError(error, timeoutMs, platform)}`;
}
function seconds(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
/** What stopped the request before any reply, from the SDK's error and the fetch error under it. */
function describeConnectionError(error, timeoutMs, platform) {
    const check = `check ${_choose_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL_VARIABLES */ .SO[platform]} and the network`;
    if (error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .Anthropic */ .N.APIConnectionTimeoutError) {
        return `no reply within ${timeoutMs} ms per attempt (${error.message})`;
    }
    if ((0,_util_bad_port_js__WEBPACK_IMPORTED_MODULE_3__/* .isBadPort */ .d)(error))
        return 'fetch refuses to connect to that port (one of the ports the Fetch standard blocks)';
    for (let cause = error.cause, depth = 0; cause && depth < 5; depth++) {
        if (typeof cause.code === 'string' && CONNECTION_CODES[cause.code])
            return `${CONNECTION_CODES[cause.code]}; ${check}`;
        cause = cause.cause;
    }
    // The Vertex SDK wraps a failed Google token exchange as a connection error: its cause says why.
    const cause = error.cause instanceof Error ? error.cause.message.split('\n')[0].slice(0, CAUSE_MAX_CHARS) : '';
    if (platform === 'vertex' && cause)
        return `${error.message} (${cause}); check GOOGLE_APPLICATION_CREDENTIALS (google-github-actions/auth writes it) and the network`;
    for (let next = error.cause, depth = 0; next && depth < 5; depth++) {
        if (typeof next.code === 'string')
            return `${next.code}; ${check}`;
        next = next.cause;
    }
    return `${error.message}; ${check}`;
}
/** What to do about an API error, by its status and the platform: the credentials, the model, or waiting it out. */
function apiErrorAdvice(error, maxRetries, platform = 'anthropic') {
    if (!(error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .Anthropic */ .N.APIError))
        return '';
    if (error.status === 401 || error.status === 403) {
        if (platform === 'bedrock')
            return '; check the AWS credentials (the role aws-actions/configure-aws-credentials assumed, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, or AWS_BEARER_TOKEN_BEDROCK), and that they may invoke the model (bedrock:InvokeModel) in AWS_REGION';
        if (platform === 'vertex')
            return '; check the Google credentials (GOOGLE_APPLICATION_CREDENTIALS, as google-github-actions/auth writes it), and that the account may use Claude in the project (roles/aiplatform.user)';
        return '; check ANTHROPIC_API_KEY (or anthropic-api-key), and that a gateway at ANTHROPIC_BASE_URL accepts it';
    }
    if (error.status === 404) {
        if (platform !== 'anthropic')
            return `; check the model name, its ${_choose_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_NAMES */ .Z6[platform]} id (the model-ids setting) and that the model is enabled in the region`;
        return '; check judge-model and ANTHROPIC_BASE_URL';
    }
    if (error.status !== undefined && (error.status >= 500 || error.status === 429))
        return `; still so after ${maxRetries} ${maxRetries === 1 ? 'retry' : 'retries'}: run again later`;
    return '';
}
function describeApiError(error) {
    if (error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_2__/* .Anthropic */ .N.APIError) {
        const requestId = error.requestID ? ` (request id ${error.requestID})` : '';
        return `${error.message}${requestId}`;
    }
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 57091:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $L: () => (/* binding */ createModelClient),
  lc: () => (/* reexport */ choose/* providerOf */.lc),
  KE: () => (/* reexport */ wholeReplyFetch)
});

// UNUSED EXPORTS: MODEL_IDS, NO_CLOUD, NO_KEY_REASON, PLATFORM_NAMES, PROVIDER_SETTINGS, UnknownModelError, chooseProvider, parseModelIds, platformModelId, providerSecrets

// EXTERNAL MODULE: ./lib/providers/choose.js
var choose = __webpack_require__(36069);
// EXTERNAL MODULE: ./lib/providers/models.js
var models = __webpack_require__(71926);
;// CONCATENATED MODULE: ./lib/providers/fetch.js
// What every platform's client is built with: the same timeout, retries and fetch, whichever SDK.
/**
 * `fetch` that resolves only once the whole body has arrived. The SDK's timeout covers its `fetch`
 * call, which with the platform's fetch ends at the headers: a body stalled after them waited for
 * undici's own 300 s and then failed as "TypeError: terminated". Read here, under the SDK's timer,
 * a stalled body is aborted like a silent server: an `AbortError` the SDK retries and then reports
 * as a timeout ("did not answer within N s"). Replies are small JSON documents (no streaming is used).
 */
async function wholeReplyFetch(input, init) {
    const response = await fetch(input, init);
    // A status that must not have a body cannot be given one again (the Response constructor throws).
    if (response.status === 204 || response.status === 304 || response.body === null)
        return response;
    const body = await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
//# sourceMappingURL=fetch.js.map
;// CONCATENATED MODULE: ./lib/providers/index.js






/**
 * The client of `provider`: the SDK loaded on first use, the canonical model name turned into the
 * platform's id only in the request (scenarios, recordings and baselines keep the canonical name).
 */
async function createModelClient(options) {
    const { provider } = options;
    const common = {
        timeout: options.timeoutMs,
        maxRetries: options.maxRetries,
        fetch: options.secrets ? bearerKeeping(options.secrets, provider.platform) : wholeReplyFetch,
    };
    let client;
    switch (provider.platform) {
        case 'bedrock':
            client = (await Promise.all(/* import() */[__webpack_require__.e(2968), __webpack_require__.e(2057), __webpack_require__.e(8124)]).then(__webpack_require__.bind(__webpack_require__, 18124))).bedrockClient(provider, common);
            break;
        case 'vertex':
            client = (await Promise.all(/* import() */[__webpack_require__.e(2968), __webpack_require__.e(2033), __webpack_require__.e(5962)]).then(__webpack_require__.bind(__webpack_require__, 85962))).vertexClient(provider, common);
            break;
        default:
            client = (await Promise.all(/* import() */[__webpack_require__.e(2968), __webpack_require__.e(8218)]).then(__webpack_require__.bind(__webpack_require__, 68218))).anthropicClient(provider, common);
    }
    return {
        platform: provider.platform,
        name: choose/* PLATFORM_NAMES */.Z6[provider.platform],
        client,
        modelId: (model) => (0,models/* platformModelId */.yn)(model, provider.platform, {
            ...(provider.region !== undefined && { region: provider.region }),
            ...(provider.modelIds && { overrides: provider.modelIds }),
        }),
    };
}
/**
 * wholeReplyFetch that keeps the bearer token a cloud request carries (Google's access token, a
 * Bedrock API key) among the run's secrets, so no report or recording can show it.
 */
function bearerKeeping(secrets, platform) {
    if (platform === 'anthropic')
        return wholeReplyFetch;
    return (input, init) => {
        const authorization = new Headers(init?.headers).get('authorization');
        const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
        if (token && !secrets.includes(token))
            secrets.push(token);
        return wholeReplyFetch(input, init);
    };
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 83299:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isBadPort)
/* harmony export */ });
/**
 * Whether fetch refused the port itself (6000, 5060, 9, …: the Fetch standard's blocked ports),
 * which it says only as a cause "bad port", with no code.
 */
function isBadPort(error) {
    for (let current = error, depth = 0; current && depth < 5; depth++) {
        if (current instanceof Error && current.message === 'bad port')
            return true;
        current = current.cause;
    }
    return false;
}
//# sourceMappingURL=bad-port.js.map

/***/ })

};

//# sourceMappingURL=8433.index.js.map