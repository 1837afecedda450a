export const id = 5442;
export const ids = [5442];
export const modules = {

/***/ 45442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeEraRuns: () => (/* binding */ mergeEraRuns),
/* harmony export */   newestFirst: () => (/* binding */ newestFirst),
/* harmony export */   oneEraNotice: () => (/* binding */ oneEraNotice)
/* harmony export */ });
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _util_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40889);


const SEVERITY = { skipped: 0, passed: 1, failed: 2, errored: 3 };
/** The newest era first: the one a scenario run in one era only runs in. */
function newestFirst(eras) {
    return [...eras].sort((a, b) => Number(b === 'modern') - Number(a === 'modern'));
}
/**
 * One result per scenario of `selected`, in its order. A scenario run in every era: its status the
 * worst of its eras, with every era's outcome; one run in a single era: that era's result.
 */
function mergeEraRuns(selected, runs) {
    const resultsOf = runs.map((run) => new Map(run.ran.map((scenario, index) => [scenario, run.scenarios[index]])));
    return selected.flatMap((scenario) => {
        const each = runs.flatMap((run, index) => {
            const result = resultsOf[index].get(scenario);
            return result ? [{ run, result }] : [];
        });
        if (each.length === 0)
            return [];
        if (each.length === 1) {
            const { run, result } = each[0];
            return [result.notRun ? result : { ...result, revision: run.revision }];
        }
        const eras = each.map(({ run, result }) => outcomeOf(run, result));
        const worst = each.reduce((a, b) => (SEVERITY[b.result.status] > SEVERITY[a.result.status] ? b : a));
        const parity = each.some(({ result }) => result.status === 'passed') && worst.result.status !== 'passed';
        const merged = { ...worst.result, revision: worst.run.revision, eras };
        if (parity) {
            const where = `in the ${worst.run.era} era (${worst.run.revision}) only`;
            const passed = each.find(({ result }) => result.status === 'passed').run;
            merged.checks = worst.result.checks.map((check) => check.status !== 'failed'
                ? check
                : check.problem === 'unasked_answer'
                    ? { ...check, message: `${where}: ${unaskedInOneEra(check.subject, passed)}` }
                    : { ...check, message: `${where}: ${check.message ?? ''}` });
            if (merged.error)
                merged.error = `${where}: ${merged.error}`;
            // An error of one era only is the parity failure, whatever the era's own error was.
            delete merged.errorCode;
        }
        const [first, ...others] = each;
        const differing = others.find(({ result }) => result.output !== first.result.output);
        if (worst.result.status === 'passed' && differing)
            merged.eraDifference = differenceOf(first, differing);
        return [merged];
    });
}
/**
 * A scripted answer the server did not ask for in one era, where the scenario passed in another: there
 * the server asked for every answer scripted (an unused one fails the step), so the script is right
 * and the server's eras differ (FastMCP's `ctx.elicit` asks only in the 2025 era).
 */
function unaskedInOneEra(tool, asked) {
    return (`the server did not ask during the call of ${tool} for the answer the step scripts, which it asks for in ` +
        `the ${asked.era} era (${asked.revision}), where the scenario passed: this is a difference between the ` +
        "server's eras, not a wrong script: make the server ask in both, or test it in that era alone " +
        `(protocol: ${asked.era})`);
}
function outcomeOf(run, result) {
    const outcome = { era: run.era, revision: run.revision, status: result.status, output: result.output };
    const message = result.error ?? result.checks.find((check) => check.status === 'failed')?.message;
    if (message)
        outcome.message = message;
    return outcome;
}
/** The diff of two eras' outputs, cut at ERA_DIFF_LIMIT_CHARS (at a line's end) saying so. */
function differenceOf(from, to) {
    const side = ({ run }) => ({ era: run.era, revision: run.revision });
    const [before, after] = [from.result.output, to.result.output];
    // An output is text, not a file: ended with a line break, so no "\ No newline at end of file" marker.
    const ended = (output) => (output.endsWith('\n') ? output : `${output}\n`);
    const lines = (0,_util_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffHunkLines */ .L)(ended(before), ended(after), _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .ERA_DIFF_MAX_CHANGED_LINES */ .JZ);
    const diff = lines
        ? cutAtLine(lines, _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .ERA_DIFF_LIMIT_CHARS */ .Ts)
        : `the outputs differ in more than ${_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .ERA_DIFF_MAX_CHANGED_LINES */ .JZ} lines (${before.length} and ${after.length} ` +
            "characters), too many to diff: each era's output is in the JSON report";
    return { from: side(from), to: side(to), diff };
}
/** Whole lines up to `limit` characters, then a line saying how much of the diff was cut. */
function cutAtLine(lines, limit) {
    const text = lines.join('\n');
    if (text.length <= limit)
        return text;
    let end = text.lastIndexOf('\n', limit);
    if (end <= 0)
        end = limit;
    return (`${text.slice(0, end)}\n[… ${text.length - end} more characters of the diff cut: ` +
        "each era's output is in the JSON report]");
}
/**
 * Under `both`: how many scenarios ran in the newest era only, and which and why in one sentence
 * (`agent scenarios ran in the modern era (2026-07-28) only: …`); undefined when none did (a
 * skipped scenario, or one the server never ran, is not counted).
 */
function oneEraNotice(newest, results, oneEraOnly) {
    const ran = new Set(results.filter((result) => result.status !== 'skipped' && !result.notRun).map((r) => r.name));
    const why = new Map();
    for (const scenario of newest.scenarios) {
        const only = oneEraOnly(scenario);
        if (!only || !ran.has(scenario.name))
            continue;
        const kind = why.get(only.kinds) ?? { because: only.because, count: 0 };
        kind.count++;
        why.set(only.kinds, kind);
    }
    if (why.size === 0)
        return undefined;
    const where = `in the ${newest.era} era (${newest.revision}) only`;
    return {
        era: newest.era,
        revision: newest.revision,
        scenarios: [...why.values()].reduce((sum, kind) => sum + kind.count, 0),
        notice: [...why].map(([kinds, { because }]) => `${kinds} ran ${where}: ${because}`).join('; '),
    };
}
//# sourceMappingURL=eras.js.map

/***/ }),

/***/ 40889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ diffHunkLines)
/* harmony export */ });
/* unused harmony export DIFF_CONTEXT_LINES */
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85725);
/**
 * The hunks of a unified diff, as `diff -u` prints them, of text not escaped here: each caller
 * escapes the lines for its medium (report/diff.ts for the terminal; the run keeps them raw in the
 * result model). It loads the `diff` package: import this module dynamically, where a diff is made.
 */

/** Unchanged lines shown around each change. */
const DIFF_CONTEXT_LINES = 2;
/**
 * The `@@` hunks from `before` to `after` with DIFF_CONTEXT_LINES of context, each line its marker
 * (' ', '-', '+', or '\' for "No newline at end of file") and its text; [] when nothing changed.
 * Undefined when more than `maxChangedLines` lines changed (the diff would cost too much to make).
 */
function diffHunkLines(before, after, maxChangedLines) {
    if (before === after)
        return [];
    const options = { context: DIFF_CONTEXT_LINES };
    const patch = maxChangedLines === undefined
        ? (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .structuredPatch */ .YB)('', '', before, after, undefined, undefined, options)
        : (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .structuredPatch */ .YB)('', '', before, after, undefined, undefined, { ...options, maxEditLength: maxChangedLines });
    if (!patch)
        return undefined;
    const lines = [];
    for (const hunk of patch.hunks) {
        lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
        lines.push(...hunk.lines);
    }
    return lines;
}
//# sourceMappingURL=diff.js.map

/***/ })

};

//# sourceMappingURL=5442.index.js.map