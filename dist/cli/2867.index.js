export const id = 2867;
export const ids = [2867];
export const modules = {

/***/ 52867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderUnifiedDiff: () => (/* binding */ renderUnifiedDiff)
/* harmony export */ });
/* harmony import */ var _util_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40889);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81961);
/**
 * Unified diffs of files the CLI rewrites. It loads the `diff` package (through util/diff.ts): the
 * commands import this module dynamically, where they show a diff.
 */



/**
 * A unified diff of one file (`--- file` / `+++ file`, `@@` hunks with DIFF_CONTEXT_LINES of
 * context), as `diff -u` prints it, so it reads as people expect and pastes into a review. The
 * lines come from a scenario file that may hold server output: they are escaped for the terminal.
 * Returns '' when nothing changed.
 */
function renderUnifiedDiff(file, before, after) {
    if (before === after)
        return '';
    const lines = [`--- ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(file)}`, `+++ ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(file)}`];
    // A hunk's line is its marker and its text: the text is escaped on its own (`::` at its start
    // stays broken); the markers and the `@@` lines are ours.
    for (const line of (0,_util_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffHunkLines */ .L)(before, after))
        lines.push(line.startsWith('@@') ? line : `${line[0]}${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(line.slice(1))}`);
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=diff.js.map

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

//# sourceMappingURL=2867.index.js.map