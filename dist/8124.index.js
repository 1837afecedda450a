export const id = 8124;
export const ids = [8124];
export const modules = {

/***/ 18124:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bedrockClient: () => (/* binding */ bedrockClient)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_bedrock_sdk__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12057);
// Amazon Bedrock's client: `@anthropic-ai/bedrock-sdk` as it is. It signs each request with SigV4
// (keys from the environment as OIDC leaves them, else the AWS default chain: profile, web identity)
// or sends a Bedrock API key as a bearer token, and honours ANTHROPIC_BEDROCK_BASE_URL. Loaded by
// the factory (index.ts) with `import()`, so a run that never calls Bedrock never loads the AWS SDK.

function bedrockClient(provider, common) {
    const keys = provider.aws
        ? {
            awsAccessKey: provider.aws.accessKeyId,
            awsSecretKey: provider.aws.secretAccessKey,
            awsSessionToken: provider.aws.sessionToken ?? null,
        }
        : {};
    return new _anthropic_ai_bedrock_sdk__WEBPACK_IMPORTED_MODULE_0__/* .AnthropicBedrock */ .lv({
        ...(provider.region !== undefined && { awsRegion: provider.region }),
        // `null`, not absent: the variable was read when the provider was chosen (and may be erased since).
        apiKey: provider.apiKey ?? null,
        ...keys,
        ...common,
    });
}
//# sourceMappingURL=bedrock.js.map

/***/ })

};

//# sourceMappingURL=8124.index.js.map