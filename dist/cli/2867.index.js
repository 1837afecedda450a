export const id = 2867;
export const ids = [2867];
export const modules = {

/***/ 2867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   toolCoverage: () => (/* binding */ toolCoverage)
/* harmony export */ });
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2837);

/**
 * Which of the server's tools the run's scenarios call, and which none does. A tool counts when a
 * scenario names it (a step's tool, an agent scenario's `expected_calls`) and a call of it reached
 * the server: a step refused before its call (arguments that do not fit, a name the server lacks)
 * or never reached (an earlier step failed) calls nothing. Scenarios skipped by `skip:` call nothing;
 * a tool the server lacks is not the server's, so it is not counted (the scenario fails on it anyway).
 */
function toolCoverage(serverTools, scenarios, results) {
    const named = new Set(scenarios.filter((scenario) => scenario.skip === undefined).flatMap((scenario) => (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_0__.namedBy)(scenario).tools));
    const reached = new Set();
    for (const result of results) {
        for (const step of result.steps)
            reached.add(step.tool);
        for (const trial of result.agent?.trials ?? [])
            for (const call of trial.calls)
                if (!call.refused)
                    reached.add(call.tool);
    }
    const tools = [...new Set(serverTools)];
    const called = (tool) => named.has(tool) && reached.has(tool);
    return {
        serverTools: tools.length,
        called: tools.filter(called),
        uncalled: tools.filter((tool) => !called(tool)),
    };
}
//# sourceMappingURL=coverage.js.map

/***/ })

};

//# sourceMappingURL=2867.index.js.map