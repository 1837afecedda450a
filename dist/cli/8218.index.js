export const id = 8218;
export const ids = [8218];
export const modules = {

/***/ 68218:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   anthropicClient: () => (/* binding */ anthropicClient)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2968);
// The Anthropic API's client: the official SDK, which reads ANTHROPIC_BASE_URL itself (gateways,
// this project's tests). Loaded by the factory (index.ts) with `import()`, on the first model call.

function anthropicClient(provider, common) {
    return new _anthropic_ai_sdk__WEBPACK_IMPORTED_MODULE_0__/* .Anthropic */ .N({ apiKey: provider.apiKey ?? null, ...common });
}
//# sourceMappingURL=anthropic.js.map

/***/ })

};

//# sourceMappingURL=8218.index.js.map