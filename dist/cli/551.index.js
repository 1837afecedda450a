export const id = 551;
export const ids = [551];
export const modules = {

/***/ 7551:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JUDGE_MAX_RETRIES: () => (/* binding */ JUDGE_MAX_RETRIES),
/* harmony export */   JUDGE_MAX_TOKENS: () => (/* binding */ JUDGE_MAX_TOKENS),
/* harmony export */   JUDGE_REQUEST_TIMEOUT_MS: () => (/* binding */ JUDGE_REQUEST_TIMEOUT_MS),
/* harmony export */   createAnthropicJudge: () => (/* binding */ createAnthropicJudge),
/* harmony export */   describeApiError: () => (/* binding */ describeApiError),
/* harmony export */   describeConnectionError: () => (/* binding */ describeConnectionError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3226);
/* harmony import */ var _util_pool_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9860);
/* harmony import */ var _transports_headers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7675);
/* harmony import */ var _util_bad_port_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3299);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3409);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8622);








/** Two short lines need a few dozen tokens; a reply that needs more has broken the contract anyway. */
const JUDGE_MAX_TOKENS = 256;
/** Per attempt. A two-line reply takes seconds; this bounds a stuck gateway, not a slow model. */
const JUDGE_REQUEST_TIMEOUT_MS = 60_000;
/** Retries on 408/409/429/5xx and connection errors, by the SDK itself (it honours `retry-after`). */
const JUDGE_MAX_RETRIES = 2;
/**
 * The judge over the official SDK. The base URL is left to the SDK, which reads
 * `ANTHROPIC_BASE_URL` itself (gateways, and this project's tests). Never throws: an API error after
 * the SDK's retries is a FAIL of that criterion with the error as the reason, and the run goes on.
 */
function createAnthropicJudge(options) {
    const client = new _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__/* .Anthropic */ .N({
        apiKey: options.apiKey,
        timeout: options.timeoutMs ?? JUDGE_REQUEST_TIMEOUT_MS,
        maxRetries: options.maxRetries ?? JUDGE_MAX_RETRIES,
    });
    const limit = (0,_util_pool_js__WEBPACK_IMPORTED_MODULE_5__/* .semaphore */ .p)(options.concurrency);
    const asked = new Map();
    const usage = { calls: 0, inputTokens: 0, outputTokens: 0 };
    const ask = async (criterion, output) => {
        const message = (0,_message_js__WEBPACK_IMPORTED_MODULE_1__/* .buildJudgeMessage */ .p)(criterion, output);
        try {
            const reply = await client.messages.create({
                model: options.model,
                max_tokens: JUDGE_MAX_TOKENS,
                // No `temperature: 0`: SDK 1.x sends API version 2026-10-21, which removed the sampling
                // parameters and answers 400 to any of them. Steadiness comes from the strict contract
                // instead: a reply that wanders from it is a FAIL.
                system: _prompt_js__WEBPACK_IMPORTED_MODULE_3__/* .JUDGE_SYSTEM_PROMPT */ .B,
                messages: [{ role: 'user', content: message.text }],
            });
            usage.calls++;
            usage.inputTokens += reply.usage?.input_tokens ?? 0;
            usage.outputTokens += reply.usage?.output_tokens ?? 0;
            const text = (reply.content ?? []).map((block) => (block.type === 'text' ? block.text : '')).join('');
            return (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseVerdict */ .P)(text, reply.stop_reason);
        }
        catch (error) {
            if (error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__/* .Anthropic */ .N.APIConnectionError) {
                // No reply came back (refused, unresolvable, reset, timed out): not a call that was answered.
                const why = `the judge API at ${(0,_transports_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .safeUrl */ .Pl)(client.baseURL)} could not be reached: ${describeConnectionError(error, options.timeoutMs ?? JUDGE_REQUEST_TIMEOUT_MS)}`;
                return { verdict: 'FAIL', reason: why, raw: error.message, error: why };
            }
            // The API answered, with an error status: that was a call.
            usage.calls++;
            const described = describeApiError(error);
            return { verdict: 'FAIL', reason: `the judge API call failed: ${described}`, raw: described };
        }
    };
    return {
        judge(criterion, output) {
            // Identical pairs are asked once per run: the promise is kept, so even concurrent askers share it.
            const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(criterion).update('\0').update(output).digest('hex');
            let verdict = asked.get(key);
            if (!verdict)
                asked.set(key, (verdict = limit(() => ask(criterion, output))));
            return verdict;
        },
        usage: () => ({ ...usage }),
    };
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
/** What stopped the request before any reply, from the SDK's error and the fetch error under it. */
function describeConnectionError(error, timeoutMs) {
    if (error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__/* .Anthropic */ .N.APIConnectionTimeoutError) {
        return `no reply within ${timeoutMs} ms per attempt (${error.message})`;
    }
    if ((0,_util_bad_port_js__WEBPACK_IMPORTED_MODULE_7__/* .isBadPort */ .d)(error))
        return 'fetch refuses to connect to that port (one of the ports the Fetch standard blocks)';
    for (let cause = error.cause, depth = 0; cause && depth < 5; depth++) {
        if (typeof cause.code === 'string')
            return `${CONNECTION_CODES[cause.code] ?? cause.code}; check ANTHROPIC_BASE_URL and the network`;
        cause = cause.cause;
    }
    return `${error.message}; check ANTHROPIC_BASE_URL and the network`;
}
function describeApiError(error) {
    if (error instanceof _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_4__/* .Anthropic */ .N.APIError) {
        const requestId = error.requestID ? ` (request id ${error.requestID})` : '';
        return `${error.message}${requestId}`;
    }
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
//# sourceMappingURL=client.js.map

/***/ }),

/***/ 3299:
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

/***/ }),

/***/ 9860:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ mapConcurrent),
/* harmony export */   p: () => (/* binding */ semaphore)
/* harmony export */ });
/** Runs `work` over `items` with at most `limit` at once; results keep the items' order. */
async function mapConcurrent(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}
/** Runs at most `limit` tasks at once, the rest in the order they came. */
function semaphore(limit) {
    let running = 0;
    const waiting = [];
    return async (task) => {
        if (running >= Math.max(1, limit))
            await new Promise((resolve) => waiting.push(resolve));
        running++;
        try {
            return await task();
        }
        finally {
            running--;
            waiting.shift()?.();
        }
    };
}
//# sourceMappingURL=pool.js.map

/***/ })

};

//# sourceMappingURL=551.index.js.map