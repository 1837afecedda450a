export const id = 867;
export const ids = [867];
export const modules = {

/***/ 2867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   toolCoverage: () => (/* binding */ toolCoverage)
/* harmony export */ });
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4957);

/**
 * Which of the server's tools the run's scenarios call, and which none does. Scenarios skipped by
 * `skip:` call nothing; a tool a scenario names that the server lacks is not the server's, so it is
 * not counted (the scenario fails on it anyway).
 */
function toolCoverage(serverTools, scenarios) {
    const named = new Set(scenarios.filter((scenario) => scenario.skip === undefined).flatMap((scenario) => (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_0__.namedBy)(scenario).tools));
    const tools = [...new Set(serverTools)];
    return {
        serverTools: tools.length,
        called: tools.filter((tool) => named.has(tool)),
        uncalled: tools.filter((tool) => !named.has(tool)),
    };
}
//# sourceMappingURL=coverage.js.map

/***/ })

};

//# sourceMappingURL=867.index.js.map