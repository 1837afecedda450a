export const id = 8028;
export const ids = [8028];
export const modules = {

/***/ 18028:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   byPosition: () => (/* reexport safe */ _yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__.rg),
/* harmony export */   loadScenarioFile: () => (/* binding */ loadScenarioFile)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54191);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22645);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38479);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10080);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45839);
/* harmony import */ var _schema_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34319);
/* harmony import */ var _yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40883);
/**
 * The loader of scenario files: YAML documents to scenarios, through the schema and each kind's
 * builder. What a mistake is called is said in yaml-errors.ts (the parser's) and schema-errors.ts
 * (the schema's); the kinds' builders say the rest.
 */










/**
 * Parses one scenario file (one scenario, or several as `---`-separated documents) and validates
 * each document against the schema. Never throws: every problem becomes an error at the file, line
 * and column of the node it is about, and every document is checked, so one run shows them all.
 *
 * @param text the file's contents
 * @param absolutePath where it was read from
 * @param displayPath the workspace-relative path that errors and annotations name
 */
function loadScenarioFile(text, absolutePath, displayPath) {
    // The parser recurses once per level of nesting: past a few thousand it throws a RangeError, and
    // from about a thousand it reports a stack overflow as a syntax error. Measure the depth first.
    const deepest = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text, _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef);
    if (deepest.depth > _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef)
        return { scenarios: [], errors: [(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .tooDeep */ .DI)(deepest, displayPath)] };
    try {
        return loadParsedFile(text, absolutePath, displayPath);
    }
    catch (error) {
        // Nesting that the indentation does not show (flow collections inside each other): the same mistake.
        if (error instanceof RangeError)
            return { scenarios: [], errors: [(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .tooDeep */ .DI)((0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text), displayPath)] };
        throw error;
    }
}
function loadParsedFile(text, absolutePath, displayPath) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const documents = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { lineCounter, prettyErrors: false });
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { file: displayPath, line, column: col };
    };
    const errors = [];
    const scenarios = [];
    // An empty document (a trailing `---`, say) holds nothing to check; it is not an error by itself.
    const nonEmpty = [...documents].filter((doc) => doc.errors.length > 0 || !isEmptyDocument(doc));
    if (nonEmpty.length === 0) {
        errors.push({
            position: at(0),
            message: `${displayPath} holds no scenario (it is empty or only comments): write a mapping with \`name\`, ` +
                '`tool_sequence` and at least one check, or leave the file out with a `!` glob',
        });
        return { scenarios, errors };
    }
    for (const doc of nonEmpty) {
        if (doc.errors.length > 0) {
            errors.push(...(0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .syntaxErrors */ .B_)(doc, text, at));
            continue;
        }
        const result = validateDocument(doc, text, at, absolutePath);
        errors.push(...result.errors.sort(_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .byPosition */ .rg));
        if (result.scenario)
            scenarios.push(result.scenario);
    }
    return { scenarios, errors };
}
function isEmptyDocument(doc) {
    const root = doc.contents;
    return root === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(root) && root.value === null && root.source === '');
}
function validateDocument(doc, text, at, absolutePath) {
    const root = doc.contents;
    const rootPosition = at(root?.range[0] ?? 0);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root)) {
        const listOfScenarios = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(root) && root.items.length > 0 && root.items.every((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item));
        return {
            errors: [
                {
                    position: rootPosition,
                    message: `expected a scenario mapping with \`name\` and \`tool_sequence\`, got ${(0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeNode */ .WQ)(root)}` +
                        (listOfScenarios ? '; to put several scenarios in one file, separate them with `---` lines' : ''),
                },
            ],
        };
    }
    const keys = root.items.map((pair) => ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : ''));
    // Some other YAML file (a workflow, a config) that a glob caught: one error says so, rather than
    // one per key. A misspelt scenario key still gets its own did-you-mean error below.
    if (keys.length > 0 && !keys.some((key) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .SCENARIO_KEYS */ .KS.includes(key) || (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(key, _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .SCENARIO_KEYS */ .KS))) {
        return {
            errors: [
                {
                    position: rootPosition,
                    message: `this is not a scenario: none of its keys (${keys.slice(0, 5).join(', ')}) is a scenario key; ` +
                        'a scenario needs `name`, `tool_sequence` and a check (if this file is not a scenario, leave it out with a `!` glob)',
                },
            ],
        };
    }
    const value = (0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .documentValue */ .H5)(doc, at);
    if ('error' in value)
        return { errors: [value.error] };
    const input = value.value;
    const positionOf = (path) => {
        const node = doc.getIn(path, true);
        return node?.range ? at(node.range[0]) : rootPosition;
    };
    const keyPositionOf = (mapPath, key) => (0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .keyPosition */ .T)(doc, mapPath, key, at) ?? positionOf([...mapPath, key]);
    const positions = { absolutePath, root: rootPosition, of: positionOf, keyOf: keyPositionOf };
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .scenarioSchema */ .mE.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        // What the kinds still find on the parts that have the right shape (saves and references), so
        // that a misspelt key does not hide them until the next run.
        return {
            errors: [...(0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .schemaErrors */ .d0)(parsed.error.issues, doc, text, at), ...(0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__.lenientErrors)(input, positions)].sort(_yaml_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .byPosition */ .rg),
        };
    }
    return (0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_2__.buildScenario)(parsed.data, positions);
}
//# sourceMappingURL=load.js.map

/***/ })

};

//# sourceMappingURL=8028.index.js.map