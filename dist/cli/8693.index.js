export const id = 8693;
export const ids = [8693];
export const modules = {

/***/ 85466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ parseYamlFile),
/* harmony export */   I9: () => (/* binding */ yamlMapping),
/* harmony export */   Y3: () => (/* binding */ loadYamlFile),
/* harmony export */   al: () => (/* binding */ nonEmptyText),
/* harmony export */   oE: () => (/* binding */ lineMessage)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55156);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22645);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54191);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10080);
/* harmony import */ var _read_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75826);
/* harmony import */ var _schema_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34319);
/* harmony import */ var _yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40883);
/**
 * One loader for the YAML files a user writes beside the scenarios (the lint and fuzz suppressions
 * files): read under the scenario file's size limit (read-text.ts), parsed with positions, checked
 * against a zod schema. Every problem is a ScenarioFileError at its file, line and column, worded as
 * a scenario file's are: the parser's errors by yaml-errors.ts, an unknown key with the closest
 * allowed one, and each schema's own words for the rest (its zod `error` texts, and `yamlMapping`'s).
 */








/**
 * A mapping of a user's file with its keys and nothing else: `holds` says what it may have (it ends
 * an unknown key's message: `unknown key "x": did you mean "y"?; <holds>`), and `expected` is the
 * message for a value that is not a mapping.
 */
function yamlMapping(shape, words) {
    return zod__WEBPACK_IMPORTED_MODULE_5__.strictObject(shape, {
        error: (issue) => (issue.code === 'unrecognized_keys' ? words.holds : words.expected),
    });
}
/** A string with something in it, trimmed; `message` for anything else (missing, another type, blank). */
function nonEmptyText(message) {
    return zod__WEBPACK_IMPORTED_MODULE_5__.string({ error: message }).trim().min(1, { error: message, abort: true });
}
/**
 * Reads and checks a file. `missing: 'empty'` takes a file that does not exist as empty (the
 * schema then sees null); otherwise it is an error. `words` name the file in a too-large message.
 */
function loadYamlFile(file, shown, schema, { words, missing }) {
    const read = (0,_read_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readUserText */ .n)(file, shown, words);
    if ('error' in read) {
        if (read.missing && missing === 'empty')
            return parseYamlFile('', shown, schema);
        const at = read.error.position;
        return { errors: [{ ...read.error, path: [] }], positionOf: () => at, unreadable: read.unreadable };
    }
    return parseYamlFile(read.text, shown, schema);
}
/** Parses and checks a file's text: never throws; the first problems come first (an unknown key before a missing one). */
function parseYamlFile(text, shown, schema) {
    const start = { file: shown, line: 1, column: 1 };
    const fail = (error) => ({
        errors: [{ ...error, path: [] }],
        positionOf: () => start,
    });
    // As for a scenario file: the parser recurses once per level of nesting, so measure the depth first.
    const deepest = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text, _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef);
    if (deepest.depth > _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef)
        return fail((0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .tooDeep */ .DI)(deepest, shown));
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
    }
    catch (error) {
        if (error instanceof RangeError)
            return fail((0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .tooDeep */ .DI)((0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text), shown));
        throw error;
    }
    const at = (offset) => {
        const { line, col } = lines.linePos(offset);
        return { file: shown, line, column: col };
    };
    const rootPosition = at(doc.contents?.range[0] ?? 0);
    const positionOf = (path) => {
        const node = (path.length === 0 ? doc.contents : doc.getIn(path, true));
        return node?.range ? at(node.range[0]) : rootPosition;
    };
    if (doc.errors.length > 0)
        return { errors: (0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .syntaxErrors */ .B_)(doc, text, at).map((error) => ({ ...error, path: [] })), positionOf };
    const value = (0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .documentValue */ .H5)(doc, at);
    if ('error' in value)
        return { errors: [{ ...value.error, path: [] }], positionOf };
    const parsed = schema.safeParse(value.value);
    if (parsed.success)
        return { value: parsed.data, errors: [], positionOf };
    // A misspelt key is often why a required one is missing: it is said first.
    const issues = [...parsed.error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
    const errors = issues.flatMap((issue) => {
        const path = issue.path.filter((key) => typeof key !== 'symbol');
        if (issue.code === 'unrecognized_keys') {
            const allowed = keysAt(schema, path);
            return issue.keys.map((key) => {
                const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(key, allowed);
                return {
                    position: (0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .keyPosition */ .T)(doc, path, key, at) ?? positionOf(path),
                    message: `unknown key "${key}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; ${issue.message}`,
                    path,
                };
            });
        }
        const node = (path.length === 0 ? doc.contents : doc.getIn(path, true));
        const position = node?.range ? at(node.range[0]) : (0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .mappingPosition */ .YA)(doc, path.slice(0, -1), at);
        return [{ position, message: issue.message, path }];
    });
    return { errors, positionOf };
}
/** The keys of the mapping the schema has at `path` (for an unknown key's did-you-mean); none when it is not a mapping. */
function keysAt(schema, path) {
    let node = schema;
    for (const key of [...path, undefined]) {
        node = unwrapped(node);
        if (key === undefined || node === undefined)
            break;
        const def = node._zod.def;
        if (def.type === 'object')
            node = def.shape[String(key)];
        else if (def.type === 'array')
            node = def.element;
        else
            node = undefined;
    }
    return node?._zod.def.type === 'object' ? Object.keys(node._zod.def.shape) : [];
}
/** The schema under optional, nullable, default and pipe wrappers: the one that sees the value. */
function unwrapped(node) {
    while (node) {
        const def = node._zod.def;
        if (def.innerType)
            node = def.innerType;
        else if (def.type === 'pipe' && def.in)
            node = def.in;
        else
            break;
    }
    return node;
}
/** An error as these files' messages say where: `file:line: message` (their tests and notes name lines). */
function lineMessage(position, message) {
    return `${position.file}:${position.line}: ${message}`;
}
//# sourceMappingURL=yaml-file.js.map

/***/ }),

/***/ 18693:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ANTHROPIC_TOOL_NAME_PATTERN: () => (/* reexport */ rules/* ANTHROPIC_TOOL_NAME_PATTERN */.bh),
  CONFUSABLE_BOILERPLATE_MIN_TOOLS: () => (/* reexport */ rules/* CONFUSABLE_BOILERPLATE_MIN_TOOLS */._m),
  CONFUSABLE_BOILERPLATE_SHARE: () => (/* reexport */ rules/* CONFUSABLE_BOILERPLATE_SHARE */.pj),
  CONFUSABLE_MIN_WORDS: () => (/* reexport */ rules/* CONFUSABLE_MIN_WORDS */.Iw),
  CONFUSABLE_SIMILARITY: () => (/* reexport */ rules/* CONFUSABLE_SIMILARITY */.df),
  FAMILIES: () => (/* reexport */ rules/* FAMILIES */.BU),
  JSON_SCHEMA_TYPES: () => (/* reexport */ rules/* JSON_SCHEMA_TYPES */.bl),
  MAX_NESTING_DEPTH: () => (/* reexport */ rules/* MAX_NESTING_DEPTH */.wM),
  MAX_TOOLS: () => (/* reexport */ rules/* MAX_TOOLS */.Bk),
  MAX_TOOL_LIST_TOKENS: () => (/* reexport */ rules/* MAX_TOOL_LIST_TOKENS */.op),
  MIN_DESCRIPTION_WORDS: () => (/* reexport */ rules/* MIN_DESCRIPTION_WORDS */.WC),
  OPENAI_TOOL_NAME_PATTERN: () => (/* reexport */ rules/* OPENAI_TOOL_NAME_PATTERN */.bV),
  RULES: () => (/* reexport */ rules/* RULES */.y0),
  RULE_IDS: () => (/* reexport */ rules/* RULE_IDS */.Iu),
  SELF_DESCRIBING_NAMES: () => (/* reexport */ rules/* SELF_DESCRIBING_NAMES */.Zc),
  SUPPRESSIONS_FILE: () => (/* reexport */ SUPPRESSIONS_FILE),
  SuppressionsError: () => (/* reexport */ SuppressionsError),
  applySuppressions: () => (/* reexport */ applySuppressions),
  asApiTools: () => (/* binding */ asApiTools),
  countToolListTokens: () => (/* binding */ countToolListTokens),
  estimateTokens: () => (/* binding */ estimateTokens),
  failingFindings: () => (/* reexport */ server_tools/* failingFindings */.v9),
  isRuleId: () => (/* reexport */ rules/* isRuleId */.KX),
  lintSurface: () => (/* reexport */ rules/* lintSurface */.j_),
  lintToolList: () => (/* binding */ lintToolList),
  lintTools: () => (/* reexport */ rules/* lintTools */.dZ),
  listRawTools: () => (/* binding */ listRawTools),
  loadSuppressions: () => (/* reexport */ loadSuppressions),
  mentions: () => (/* reexport */ rules/* mentions */.wy),
  parseSuppressions: () => (/* reexport */ parseSuppressions),
  poisoningFindings: () => (/* reexport */ rules/* poisoningFindings */.nB),
  toolListTokensFindings: () => (/* reexport */ rules/* toolListTokensFindings */.L0),
  toolTexts: () => (/* reexport */ rules/* toolTexts */.fX),
  wordsOf: () => (/* reexport */ rules/* wordsOf */.Z9)
});

// EXTERNAL MODULE: ./lib/mcp/tools.js
var tools = __webpack_require__(88207);
// EXTERNAL MODULE: ./lib/server-tools/lint/rules/index.js + 12 modules
var rules = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(55156);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
// EXTERNAL MODULE: ./lib/scenario/yaml-file.js
var yaml_file = __webpack_require__(85466);
;// CONCATENATED MODULE: ./lib/server-tools/lint/suppressions.js





/** The repository's lint suppressions, looked up in the working directory (the workspace in the action). */
const SUPPRESSIONS_FILE = '.mcp-scenario-eval-lint.yaml';
/** A suppressions file that cannot be used: the message names the file, line and value. */
class SuppressionsError extends Error {
}
const EXAMPLE = 'suppress:\n  - rule: optional-parameter-undescribed\n    tool: search\n    reason: "…why…"';
const suppressions_text = (key, hint = '') => (0,yaml_file/* nonEmptyText */.al)(`"${key}" must be a non-empty string${hint}`);
/** The file's format: every entry needs `rule` (a known id), `tool` and a non-empty `reason`: a silence without a reason is refused. */
const suppressionsSchema = (0,yaml_file/* yamlMapping */.I9)({
    suppress: schemas.array((0,yaml_file/* yamlMapping */.I9)({
        rule: suppressions_text('rule').check((ctx) => {
            if ((0,rules/* isRuleId */.KX)(ctx.value))
                return;
            const suggestion = (0,closest/* closest */.kp)(ctx.value, rules/* RULE_IDS */.Iu);
            ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown rule "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : `; rules are ${rules/* RULE_IDS */.Iu.join(', ')}`}`,
            });
        }),
        tool: suppressions_text('tool'),
        reason: suppressions_text('reason', ': say why the finding is accepted'),
    }, {
        holds: 'an entry has rule, tool and reason',
        expected: 'each entry is a mapping with rule, tool and reason',
    }), { error: `"suppress" must be a list of entries, like:\n${EXAMPLE}` })
        .nullish(),
}, {
    holds: 'the file has one key, "suppress"',
    expected: `expected a mapping with a "suppress:" list, like:\n${EXAMPLE}`,
}).nullable();
/** Reads the suppressions file, or none when it does not exist (unless `required`: named by the flag). */
async function loadSuppressions(file, { required = false, cwd = process.cwd() } = {}) {
    const loaded = (0,yaml_file/* loadYamlFile */.Y3)(file, shownName(file, cwd), suppressionsSchema, {
        words: { called: 'a lint suppressions file', tooLarge: 'a suppressions file lists a few entries' },
        ...(required ? {} : { missing: 'empty' }),
    });
    if (loaded.unreadable !== undefined)
        throw new SuppressionsError(`cannot read the lint suppressions file ${file}: ${loaded.unreadable}`);
    return suppressionsOf(loaded);
}
/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
function parseSuppressions(text, file, cwd = process.cwd()) {
    return suppressionsOf((0,yaml_file/* parseYamlFile */.BU)(text, shownName(file, cwd), suppressionsSchema));
}
function shownName(file, cwd) {
    return external_node_path_.basename(file) === file ? file : external_node_path_.relative(cwd, file) || file;
}
/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressionsOf(loaded) {
    const [first] = loaded.errors;
    if (first) {
        const entry = first.path[0] === 'suppress' && typeof first.path[1] === 'number';
        throw new SuppressionsError((0,yaml_file/* lineMessage */.oE)(entry ? loaded.positionOf(first.path.slice(0, 2)) : first.position, first.message));
    }
    return (loaded.value?.suppress ?? []).map((entry, index) => {
        const at = loaded.positionOf(['suppress', index]);
        return { rule: entry.rule, tool: entry.tool, reason: entry.reason, where: `${at.file}:${at.line}` };
    });
}
/** Marks each finding a suppression matches (keeping the reason), and returns the suppressions that matched nothing. */
function applySuppressions(findings, suppressions) {
    const used = new Set();
    for (const item of findings) {
        const match = suppressions.find((entry) => entry.rule === item.rule && (entry.tool === '*' || entry.tool === item.tool));
        if (match) {
            item.suppressed = match.reason;
            used.add(match);
        }
    }
    return suppressions.filter((entry) => !used.has(entry));
}
//# sourceMappingURL=suppressions.js.map
// EXTERNAL MODULE: ./lib/model/server-tools.js
var server_tools = __webpack_require__(30812);
// EXTERNAL MODULE: ./lib/util/tokens.js
var tokens = __webpack_require__(56548);
// EXTERNAL MODULE: ./lib/providers/choose.js
var choose = __webpack_require__(36069);
;// CONCATENATED MODULE: ./lib/server-tools/lint/index.js








/** Every tool the server lists, as sent (unvalidated: lint must see and name a bad definition). */
function listRawTools(client, timeoutMs) {
    return (0,tools/* listServerTools */.Xx)(client, timeoutMs, { raw: true });
}
/** The tool list as the Messages API takes it (`input_schema`), which is what a model is sent. */
function asApiTools(tools) {
    return tools.map((tool) => ({
        name: typeof tool.name === 'string' ? tool.name : '',
        ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
        input_schema: tool.inputSchema ?? { type: 'object' },
    }));
}
/** Estimated tokens of the tool list as it is sent (see CHARS_PER_TOKEN: the same figure as `tools --diff`). */
function estimateTokens(tools) {
    return (0,tokens/* estimateJsonTokens */.$)(asApiTools(tools));
}
/**
 * The tool list's size in tokens: exact through the Messages API's token counting endpoint (free;
 * the list with one short message, minus the same message alone, so the tool-use system prompt
 * the API adds is counted too, as a model pays it), estimated from its length otherwise. An API
 * error falls back to the estimate and says why: the size is information, never a pass or fail of
 * its own beyond the warning.
 */
async function countToolListTokens(tools, options) {
    const estimate = (note) => ({ count: estimateTokens(tools), method: 'estimated', note });
    const provider = (0,choose/* providerOf */.lc)(options);
    if (!provider)
        return estimate(`no ANTHROPIC_API_KEY set: about ${tokens/* CHARS_PER_TOKEN */.k} characters a token`);
    // The Bedrock SDK has no count_tokens (Amazon Bedrock does not serve it): estimated, and said so.
    if (provider.platform === 'bedrock')
        return estimate(`Amazon Bedrock has no token counting endpoint: about ${tokens/* CHARS_PER_TOKEN */.k} characters a token`);
    if (tools.length === 0)
        return { count: 0, method: 'exact', note: 'no tools' };
    try {
        // Loaded only when there is a platform to ask: a lint without one never pays for the SDK.
        const { countWithApi } = await __webpack_require__.e(/* import() */ 8231).then(__webpack_require__.bind(__webpack_require__, 68231));
        const count = await countWithApi(asApiTools(tools), { ...options, provider });
        return { count, method: 'exact', note: `counted for ${options.model}` };
    }
    catch (error) {
        return estimate(`the token counting endpoint failed (${error.message.split('\n')[0]}), so estimated`);
    }
}
/** Lints a tool list: every rule, the token size, then the repository's suppressions. */
async function lintToolList(tools, options) {
    const findings = (0,rules/* lintTools */.dZ)(tools, options.skip);
    if (options.surface)
        findings.push(...(0,rules/* lintSurface */.j_)(options.surface, tools, options.skip));
    const sizeSkipped = options.skip.has('tool-list-tokens');
    // With the size rule skipped, no key is spent on it: the size is still shown, estimated.
    const tokens = sizeSkipped
        ? { count: estimateTokens(tools), method: 'estimated', note: 'tool-list-tokens is skipped, so estimated' }
        : await countToolListTokens(tools, options.tokens);
    if (!sizeSkipped)
        findings.push(...(0,rules/* toolListTokensFindings */.L0)(tokens));
    const unusedSuppressions = applySuppressions(findings, options.suppressions);
    return {
        target: options.target,
        toolCount: tools.length,
        findings,
        tokens,
        skippedRules: [...options.skip],
        unusedSuppressions,
    };
}
//# sourceMappingURL=index.js.map

/***/ })

};

//# sourceMappingURL=8693.index.js.map