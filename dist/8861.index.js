export const id = 8861;
export const ids = [8861];
export const modules = {

/***/ 98861:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JUDGE_MAX_RETRIES: () => (/* binding */ JUDGE_MAX_RETRIES),
  JUDGE_MAX_TOKENS: () => (/* binding */ JUDGE_MAX_TOKENS),
  JUDGE_REQUEST_TIMEOUT_MS: () => (/* binding */ JUDGE_REQUEST_TIMEOUT_MS),
  createAnthropicJudge: () => (/* binding */ createAnthropicJudge),
  describeApiError: () => (/* reexport */ errors/* describeApiError */.gg),
  noReply: () => (/* reexport */ errors/* noReply */.c),
  wholeReplyFetch: () => (/* reexport */ providers/* wholeReplyFetch */.KE)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs + 60 modules
var sdk_client = __webpack_require__(2968);
// EXTERNAL MODULE: ./lib/util/pool.js
var pool = __webpack_require__(79860);
// EXTERNAL MODULE: ./lib/providers/index.js + 1 modules
var providers = __webpack_require__(57091);
// EXTERNAL MODULE: ./lib/providers/errors.js
var errors = __webpack_require__(17003);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/judge/message.js
var judge_message = __webpack_require__(58628);
;// CONCATENATED MODULE: ./lib/judge/parse.js
/**
 * The reply contract, exactly:
 *
 *     reply   = ws* verdict-line NL reason-line ws*          (ws: any white space; NL: LF or CR LF)
 *     verdict-line = h* "VERDICT:" h* ("PASS" | "FAIL") h*   (h: space or tab)
 *     reason-line  = h* "REASON:" h* sentence h*
 *     sentence     = text with a letter or digit, no control character but tab, ending in . ! or ?
 *                    (optionally followed by closing quotes or brackets)
 *
 * Keywords and the token match in any ASCII letter case only: Unicode case folding would let
 * "PAſſ" (long s) pass. The sentence must be finished so that a reply cut off mid-reason (by
 * max_tokens or anything else) cannot pass.
 */
const VERDICT_LINE = new RegExp(`^[ \\t]*${anyCase('VERDICT')}:[ \\t]*(${anyCase('PASS')}|${anyCase('FAIL')})[ \\t]*$`);
const REASON_LINE = new RegExp(`^[ \\t]*${anyCase('REASON')}:[ \\t]*([\\s\\S]*?)[ \\t]*$`);
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const FORBIDDEN_IN_REASON = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;
const HAS_WORD = /[\p{L}\p{N}]/u;
const ENDS_SENTENCE = /[.!?]["'”’)\]]*$/;
/** The only stop reason of a complete reply (no stop sequences are sent). */
const COMPLETE_STOP_REASON = 'end_turn';
function anyCase(word) {
    return [...word].map((letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).join('');
}
/**
 * Reads the judge's reply. Pure and total: any string (and any stop reason) gives a well-formed
 * verdict, and only a reply that ended with stop_reason `end_turn` and follows the contract above
 * exactly can PASS. Everything else is a
 * FAIL whose reason is the raw reply and whose `malformed` says what was wrong.
 */
function parseVerdict(raw, stopReason) {
    const text = typeof raw === 'string' ? raw : '';
    const malformed = (why) => ({
        verdict: 'FAIL',
        reason: text.trim() === '' ? '(empty reply)' : text,
        raw: text,
        malformed: why,
    });
    // Without end_turn nothing proves the reply is complete (a proxy may drop stop_reason): fail closed.
    if (stopReason === undefined || stopReason === null) {
        return malformed(`the reply has no stop_reason (${stopReason === null ? 'null' : 'missing'}), so nothing proves it is complete: only "${COMPLETE_STOP_REASON}" does`);
    }
    if (stopReason !== COMPLETE_STOP_REASON) {
        return malformed(stopReason === 'max_tokens'
            ? 'the reply was cut off at max_tokens'
            : `the reply ended with stop_reason "${stopReason}", not "${COMPLETE_STOP_REASON}"`);
    }
    const trimmed = text.trim();
    if (trimmed === '')
        return malformed('the reply was empty');
    const lines = trimmed.split(/\r?\n/);
    const verdictMatch = VERDICT_LINE.exec(lines[0]);
    if (!verdictMatch) {
        return malformed('the first line is not exactly "VERDICT: PASS" or "VERDICT: FAIL"');
    }
    if (lines.length < 2)
        return malformed('the REASON line is missing');
    if (lines.length > 2)
        return malformed(`the reply has ${lines.length} lines; the contract is exactly two`);
    const reasonMatch = REASON_LINE.exec(lines[1]);
    if (!reasonMatch)
        return malformed('the second line does not start with "REASON:"');
    const reason = reasonMatch[1];
    if (reason.trim() === '')
        return malformed('the REASON is empty');
    if (FORBIDDEN_IN_REASON.test(reason))
        return malformed('the REASON contains a control character or line break');
    if (!HAS_WORD.test(reason))
        return malformed('the REASON has no words');
    if (!ENDS_SENTENCE.test(reason)) {
        return malformed('the REASON does not end a sentence (. ! or ?): the reply looks truncated');
    }
    return { verdict: verdictMatch[1].toUpperCase(), reason: reason.trim(), raw: text };
}
//# sourceMappingURL=parse.js.map
// EXTERNAL MODULE: ./lib/judge/prompt.js
var judge_prompt = __webpack_require__(99329);
;// CONCATENATED MODULE: ./lib/judge/client.js









/** Two short lines need a few dozen tokens; a reply that needs more has broken the contract anyway. */
const JUDGE_MAX_TOKENS = 256;
/** Per attempt (`judge-timeout-ms`), headers and body. A two-line reply takes seconds; this bounds a stuck gateway. */
const JUDGE_REQUEST_TIMEOUT_MS = limits/* DEFAULT_JUDGE_TIMEOUT_MS */.zG;
/** Retries on 408/409/429/5xx and connection errors, by the SDK itself (it honours `retry-after`). */
const JUDGE_MAX_RETRIES = limits/* MODEL_API_MAX_RETRIES */.nV;
/**
 * The judge over Anthropic's SDKs, on the platform the run chose (providers/). The base URL is left
 * to the SDK, which reads ANTHROPIC_BASE_URL (or the Bedrock or Vertex variable) itself: gateways,
 * and this project's tests. Never throws: a judge that could not be asked (unreachable, or an API
 * error after the SDK's retries) gives a verdict with `error` set, which errors the scenario rather
 * than failing it, and the run goes on.
 */
function createAnthropicJudge(options) {
    const provider = (0,providers/* providerOf */.lc)(options) ?? { platform: 'anthropic' };
    const timeoutMs = options.timeoutMs ?? JUDGE_REQUEST_TIMEOUT_MS;
    const maxRetries = options.maxRetries ?? JUDGE_MAX_RETRIES;
    let made;
    const client = () => (made ??= (0,providers/* createModelClient */.$L)({
        provider,
        timeoutMs,
        maxRetries,
        ...(options.liveSecrets && { secrets: options.liveSecrets }),
    }));
    const limit = (0,pool/* semaphore */.p)(options.concurrency);
    const asked = new Map();
    const usage = { calls: 0, inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };
    const ask = async (criterion, output) => {
        const message = (0,judge_message/* buildJudgeMessage */.p)(criterion, output);
        // Inside the concurrency limit: a call queued behind others is refused once the budget is spent.
        const refused = options.gate?.before();
        if (refused)
            return refused;
        let model;
        try {
            model = await client();
        }
        catch (error) {
            const why = `could not load the SDK of ${provider.platform}: ${error instanceof Error ? error.message : String(error)}`;
            return { verdict: 'FAIL', reason: why, raw: why, error: why };
        }
        const api = (0,errors/* platformAt */.dl)(model.platform, model.client.baseURL, 'the judge API');
        try {
            const reply = await model.client.messages.create({
                // The canonical name becomes the platform's id here, and only here.
                model: model.modelId(options.model),
                max_tokens: JUDGE_MAX_TOKENS,
                // No `temperature: 0`: SDK 1.x sends API version 2026-10-21, which removed the sampling
                // parameters and answers 400 to any of them. Steadiness comes from the strict contract
                // instead: a reply that wanders from it is a FAIL.
                system: judge_prompt/* JUDGE_SYSTEM_PROMPT */.B,
                messages: [{ role: 'user', content: message.text }],
            });
            const tokens = {
                input: reply.usage?.input_tokens ?? 0,
                output: reply.usage?.output_tokens ?? 0,
                cacheRead: reply.usage?.cache_read_input_tokens ?? 0,
                cacheWrite: reply.usage?.cache_creation_input_tokens ?? 0,
            };
            usage.calls++;
            usage.inputTokens += tokens.input;
            usage.outputTokens += tokens.output;
            usage.cacheReadTokens += tokens.cacheRead;
            usage.cacheWriteTokens += tokens.cacheWrite;
            const spent = { usage: { model: options.model, tokens } };
            const overrun = options.gate?.after(tokens);
            if (overrun)
                return { ...overrun, ...spent };
            const text = (reply.content ?? []).map((block) => (block.type === 'text' ? block.text : '')).join('');
            return { ...parseVerdict(text, reply.stop_reason), ...spent };
        }
        catch (error) {
            if (error instanceof sdk_client/* Anthropic */.N.APIConnectionError) {
                // No reply came back (refused, unresolvable, reset, timed out): not a call that was answered.
                const why = (0,errors/* noReply */.c)(api, error, timeoutMs, maxRetries, model.platform);
                return { verdict: 'FAIL', reason: why, raw: error.message, error: why };
            }
            // The API answered, with an error status: that was a call, but not a judgement. A 500, a 401
            // or a 529 says nothing of the server's output, so it errors the scenario like an outage.
            if (!(error instanceof sdk_client/* Anthropic */.N.APIError)) {
                // Refused before any request (a model without an id on this platform): not a call.
                const why = error instanceof Error ? error.message : String(error);
                return { verdict: 'FAIL', reason: why, raw: why, error: why };
            }
            usage.calls++;
            const described = (0,errors/* describeApiError */.gg)(error);
            const why = `${api} answered with an error: ${described}${(0,errors/* apiErrorAdvice */.HC)(error, maxRetries, model.platform)}`;
            return { verdict: 'FAIL', reason: why, raw: described, error: why };
        }
    };
    return {
        judge(criterion, output) {
            // Identical pairs are asked once per run: the promise is kept, so even concurrent askers share it.
            const key = (0,external_node_crypto_.createHash)('sha256').update(criterion).update('\0').update(output).digest('hex');
            let verdict = asked.get(key);
            if (!verdict)
                asked.set(key, (verdict = limit(() => ask(criterion, output))));
            return verdict;
        },
        usage: () => ({ ...usage }),
    };
}


//# sourceMappingURL=client.js.map

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

//# sourceMappingURL=8861.index.js.map