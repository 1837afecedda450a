export const id = 231;
export const ids = [231];
export const modules = {

/***/ 8231:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   countWithApi: () => (/* binding */ countWithApi)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3226);

/**
 * The tool list's tokens by the Messages API's count_tokens endpoint (free, no generation): the list
 * with one short message, minus the same message alone, so the tool-use system prompt the API adds
 * is counted, as a model pays it. The SDK reads ANTHROPIC_BASE_URL itself (gateways, our tests).
 */
async function countWithApi(tools, options) {
    const client = new _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_0__/* .Anthropic */ .N({ apiKey: options.apiKey, timeout: options.timeoutMs ?? 30_000, maxRetries: 2 });
    const messages = [{ role: 'user', content: '.' }];
    const [withTools, without] = await Promise.all([
        client.messages.countTokens({
            model: options.model,
            messages,
            tools: tools,
        }),
        client.messages.countTokens({ model: options.model, messages }),
    ]);
    return withTools.input_tokens - without.input_tokens;
}
//# sourceMappingURL=count-tokens.js.map

/***/ })

};

//# sourceMappingURL=231.index.js.map