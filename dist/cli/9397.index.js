export const id = 9397;
export const ids = [9397];
export const modules = {

/***/ 59397:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   saveBaseline: () => (/* binding */ saveBaseline)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81602);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81961);
/**
 * Writes the agent baseline a run recorded (`record-baseline`, `--baseline-save FILE`): this run's
 * rows replace the rows of the scenarios it ran, the others are kept, and the diff is printed.
 */




/**
 * Saves the run's rows to the baseline file. A scenario is left out (and said) when a trial of it
 * errored (an outage is no measurement of the rate), when its rate was replayed from a recording
 * (a replay's rate is not measured), or when it did not run. Throws on a file that cannot be read or written.
 */
async function saveBaseline(result, options, io) {
    const rows = [];
    const leftOut = [];
    for (const scenario of result.scenarios) {
        const agent = scenario.agent;
        if (!agent)
            continue;
        const errored = agent.trials.filter((trial) => trial.status === 'errored').length;
        const why = agent.replayed
            ? 'its rate was replayed from a recording, not measured: record the baseline with ANTHROPIC_API_KEY'
            : errored > 0
                ? `${errored} of its ${agent.trials.length} trials errored (${agent.trials.find((t) => t.error)?.error ?? 'an error'}), so the rate was not measured`
                : !agent.baseline || agent.baseline.rows.length === 0
                    ? 'no trial of it reached the model'
                    : undefined;
        if (why)
            leftOut.push(`${scenario.name}: ${why}`);
        else
            rows.push(...agent.baseline.rows);
    }
    // The rows of the scenarios recorded now are replaced: two rows of one of them are no reason to refuse.
    const recorded = new Set(rows.map((row) => row.scenario));
    const before = (await (0,_kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .readBaseline */ .mF)(options.file, options.label, recorded)) ?? [];
    const beforeText = before.length > 0 ? (0,_kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .renderBaseline */ .qL)(before) : '';
    const after = (0,_kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .renderBaseline */ .qL)((0,_kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeBaseline */ .Ep)(before, rows));
    if (after === beforeText)
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(options.label)}: unchanged\n`);
    else {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(options.file), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(options.file, after);
        const { renderUnifiedDiff } = await Promise.all(/* import() */[__webpack_require__.e(5725), __webpack_require__.e(2867)]).then(__webpack_require__.bind(__webpack_require__, 52867));
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(options.label)}: ${beforeText ? 'updated' : 'written'}\n${renderUnifiedDiff(options.label, beforeText, after)}\n`);
    }
    for (const line of leftOut)
        io.err(`mcp-scenario-eval: not in the baseline: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(line)}\n`);
    return { written: rows.length, leftOut };
}
//# sourceMappingURL=baseline-save.js.map

/***/ })

};

//# sourceMappingURL=9397.index.js.map