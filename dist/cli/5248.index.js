export const id = 5248;
export const ids = [5248];
export const modules = {

/***/ 5248:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderUnifiedDiff: () => (/* binding */ renderUnifiedDiff)
/* harmony export */ });
/* unused harmony export DIFF_CONTEXT_LINES */
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5725);
/* harmony import */ var _text_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1961);
/**
 * Unified diffs of files the CLI rewrites. It loads the `diff` package: the commands import this
 * module dynamically, where they show a diff.
 */


/** Unchanged lines shown around each change. */
const DIFF_CONTEXT_LINES = 2;
/**
 * A unified diff of one file (`--- file` / `+++ file`, `@@` hunks with DIFF_CONTEXT_LINES of
 * context), as `diff -u` prints it, so it reads as people expect and pastes into a review. The
 * lines come from a scenario file that may hold server output: they are escaped for the terminal.
 * Returns '' when nothing changed.
 */
function renderUnifiedDiff(file, before, after) {
    if (before === after)
        return '';
    const patch = (0,diff__WEBPACK_IMPORTED_MODULE_1__/* .structuredPatch */ .YB)(file, file, before, after, undefined, undefined, { context: DIFF_CONTEXT_LINES });
    const lines = [`--- ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(file)}`, `+++ ${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(file)}`];
    for (const hunk of patch.hunks) {
        lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
        // Each line is its marker (' ', '-', '+', or '\' for "No newline at end of file") and its text.
        for (const line of hunk.lines)
            lines.push(`${line[0]}${(0,_text_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(line.slice(1))}`);
    }
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=diff.js.map

/***/ })

};

//# sourceMappingURL=5248.index.js.map