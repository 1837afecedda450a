export const id = 8231;
export const ids = [8231];
export const modules = {

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

/***/ 68231:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   countWithApi: () => (/* binding */ countWithApi)
/* harmony export */ });
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57091);

/** Retries of a count: it is free and informative, so a failing endpoint soon falls back to the estimate. */
const COUNT_MAX_RETRIES = 2;
/** Per attempt, when the run gives no timeout. */
const COUNT_TIMEOUT_MS = 30_000;
/**
 * The tool list's tokens by the Messages API's count_tokens endpoint (free, no generation): the list
 * with one short message, minus the same message alone, so the tool-use system prompt the API adds
 * is counted, as a model pays it. Through the run's platform (providers/); the SDK reads its base
 * URL variable itself (gateways, our tests). Throws when the platform has no such endpoint.
 */
async function countWithApi(tools, options) {
    const model = await (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createModelClient */ .$L)({
        provider: options.provider,
        timeoutMs: options.timeoutMs ?? COUNT_TIMEOUT_MS,
        maxRetries: COUNT_MAX_RETRIES,
    });
    const count = model.client.messages.countTokens?.bind(model.client.messages);
    if (!count)
        throw new Error(`${model.name} has no token counting endpoint`);
    const messages = [{ role: 'user', content: '.' }];
    const id = model.modelId(options.model);
    const [withTools, without] = await Promise.all([
        count({ model: id, messages, tools: tools }),
        count({ model: id, messages }),
    ]);
    return withTools.input_tokens - without.input_tokens;
}
//# sourceMappingURL=count-tokens.js.map

/***/ })

};

//# sourceMappingURL=8231.index.js.map