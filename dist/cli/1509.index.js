export const id = 1509;
export const ids = [1509];
export const modules = {

/***/ 10080:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ deepestPoint)
/* harmony export */ });
/**
 * How deeply a YAML text nests block mappings and lists, found from indentation alone in one pass,
 * before the parser (which recurses once per level and runs out of stack) ever sees the text.
 */
/** A line that opens a block scalar (`key: |`, `- >-`): the more-indented lines after it are text. */
const BLOCK_SCALAR_HEADER = /(?:^|[\s:-])[|>][-+0-9]*\s*(?:#.*)?$/;
/**
 * The first line nested deeper than `limit`, or else the deepest line. Each line's indentation, and
 * each `- ` that starts an item on it, opens a level below the less-indented lines above it; block
 * scalar text, comments and blank lines are not structure. It may count a level too many for a
 * continued plain scalar, never too few for nested keys and items.
 */
function deepestPoint(text, limit = Infinity) {
    const levels = [];
    let deepest = { depth: 0, line: 1, column: 1 };
    let blockScalarIndent = -1;
    let lineNumber = 0;
    let start = 0;
    while (start <= text.length) {
        lineNumber++;
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        let indent = start;
        while (indent < end && text.charCodeAt(indent) === 32)
            indent++;
        const column = indent - start;
        const blank = indent >= end || text[indent] === '#' || text[indent] === '\r';
        if (blockScalarIndent >= 0 && (blank || column > blockScalarIndent)) {
            start = end + 1;
            continue;
        }
        blockScalarIndent = -1;
        if (!blank) {
            if (column === 0 && (text.startsWith('---', indent) || text.startsWith('...', indent))) {
                levels.length = 0;
            }
            else {
                while (levels.length > 0 && levels.at(-1) >= column)
                    levels.pop();
                levels.push(column);
                // `- - key: value`: every dash opens one more level, at the column after it.
                let at = indent;
                while (text[at] === '-' && (at + 1 >= end || text[at + 1] === ' ' || text[at + 1] === '\r')) {
                    at++;
                    while (at < end && text[at] === ' ')
                        at++;
                    levels.push(at - start);
                }
                if (levels.length > deepest.depth) {
                    deepest = { depth: levels.length, line: lineNumber, column: column + 1 };
                    if (deepest.depth > limit)
                        return deepest;
                }
                if (BLOCK_SCALAR_HEADER.test(text.slice(indent, end)))
                    blockScalarIndent = column;
            }
        }
        start = end + 1;
    }
    return deepest;
}
//# sourceMappingURL=nesting.js.map

/***/ }),

/***/ 34319:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WQ: () => (/* binding */ describeNode),
  T: () => (/* binding */ keyPosition),
  YA: () => (/* binding */ mappingPosition),
  d0: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./lib/kinds/index.js + 12 modules
var kinds = __webpack_require__(38479);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
// EXTERNAL MODULE: ./lib/scenario/schema.js
var schema = __webpack_require__(45839);
;// CONCATENATED MODULE: ./lib/scenario/number-bounds.js

/**
 * The range of a scenario key that takes a fraction rather than a whole number (`pass_rate`,
 * `confidence`, `indifference`), in words with each bound open or closed, read from the schema
 * itself so that the words cannot drift from the rule; undefined for a whole number or a nested key.
 */
function fractionRange(path) {
    if (path.length !== 1 || typeof path[0] !== 'string')
        return undefined;
    const bounds = numberBounds(schema/* scenarioSchema */.mE.shape[path[0]]);
    if (!bounds || bounds.whole)
        return undefined;
    const low = bounds.min && `${bounds.min.inclusive ? 'at least' : 'greater than'} ${bounds.min.value}`;
    const high = bounds.max && `${bounds.max.inclusive ? 'at most' : 'less than'} ${bounds.max.value}`;
    const words = [low, high].filter(Boolean).join(' and ');
    const open = bounds.min && bounds.max && !bounds.min.inclusive && !bounds.max.inclusive;
    return words && `a number ${words}${open ? ' (both ends excluded)' : ''}`;
}
/** The bounds a zod number schema (optional or not) checks, and whether it wants a whole number. */
function numberBounds(schema) {
    let inner = schema;
    while (inner?._zod?.def?.type === 'optional')
        inner = inner._zod.def.innerType;
    const def = inner?._zod?.def;
    if (def?.type !== 'number')
        return undefined;
    const result = { whole: inner.isInt === true };
    for (const check of def.checks ?? []) {
        const rule = check._zod?.def;
        if (typeof rule?.value !== 'number')
            continue;
        if (rule.check === 'greater_than')
            result.min = { value: rule.value, inclusive: rule.inclusive === true };
        if (rule.check === 'less_than')
            result.max = { value: rule.value, inclusive: rule.inclusive === true };
    }
    return result;
}
//# sourceMappingURL=number-bounds.js.map
;// CONCATENATED MODULE: ./lib/scenario/schema-errors.js
/**
 * The schema's findings (zod issues) as a scenario author reads them: each at the line and column of
 * the value or key it is about, in words (`must be a whole number of milliseconds, got the string
 * "5s"; write 5s without quotes`), with a did-you-mean from the keys the mapping may have, as the
 * scenario kinds register them.
 */





/** Every finding of the schema on a document, as errors at their place in the file. */
function schemaErrors(issues, doc, text, at) {
    return withoutMissingKeysSuggested(issues).flatMap((issue) => issueToErrors(issue, doc, text, at));
}
/**
 * `Name: x` is one mistake, not two: when an unknown key's suggestion is a missing required key of
 * the same mapping, the did-you-mean error says it all and "missing required key" is dropped.
 */
function withoutMissingKeysSuggested(issues) {
    const suggested = new Set();
    for (const issue of issues) {
        if (issue.code !== 'unrecognized_keys')
            continue;
        const allowed = keysAt(issue.path);
        for (const key of issue.keys) {
            const suggestion = (0,closest/* closest */.kp)(key, allowed);
            if (suggestion)
                suggested.add(JSON.stringify([...issue.path.map(String), suggestion]));
        }
    }
    return issues.filter((issue) => !(issue.code === 'invalid_type' &&
        issue.input === undefined &&
        suggested.has(JSON.stringify(issue.path.map(String)))));
}
function describeNode(node) {
    if (node === null || node === undefined)
        return 'nothing';
    if ((0,dist/* isScalar */.jn)(node))
        return describeValue(node.value, node.source);
    if ((0,dist/* isMap */.jh)(node))
        return 'a mapping';
    return 'a list';
}
/** A value as the file wrote it: `the string "yes"`, `42`, `a list`. */
function describeValue(value, source) {
    if (value === null || value === undefined)
        return 'an empty value (null)';
    if (Array.isArray(value))
        return value.length === 0 ? 'an empty list' : 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return value === '' ? 'an empty string' : `the string ${JSON.stringify(value)}`;
    return source || String(value);
}
const EXPECTED_TYPE = {
    string: 'a string',
    boolean: 'true or false',
    number: 'a number',
    int: 'a whole number',
    array: 'a list',
    object: 'a mapping',
};
/** What a key must be, in words: by key where that says more than the type. */
function expectedWords(path, expected) {
    const key = path.at(-1);
    if (key === 'args')
        return 'a mapping of argument names to values';
    if (key === 'timeout_ms')
        return 'a whole number of milliseconds';
    return EXPECTED_TYPE[expected] ?? expected;
}
/** The words that follow a wrong type, when the fix is more than "write the right type". */
function typeHint(label, expected, value, source) {
    if (expected === 'boolean' && (value === 'true' || value === 'false'))
        return `; write ${value} without quotes`;
    if ((expected === 'int' || expected === 'number') && typeof value === 'string' && /^\d+$/.test(value))
        return `; write ${value} without quotes`;
    if (label === 'skip' && typeof value === 'boolean')
        return '; `skip` takes the reason as text, for example `skip: "waits for the fix in #12"`';
    if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
        return `; put it in quotes ("${source ?? String(value)}") to mean that text`;
    if (value === null)
        return label.endsWith(']') ? '; write the entry, or remove it' : '; give it a value, or remove the key';
    return '';
}
function issueToErrors(issue, doc, text, at) {
    const path = issue.path.filter((key) => typeof key !== 'symbol');
    const node = doc.getIn(path, true);
    const label = (0,kinds.pathLabel)(path);
    const value = issue.input;
    const source = (0,dist/* isScalar */.jn)(node) && typeof node.source === 'string' ? node.source : undefined;
    const position = node?.range ? valuePosition(doc, text, path, node, at) : mappingPosition(doc, path.slice(0, -1), at);
    switch (issue.code) {
        case 'unrecognized_keys': {
            const allowed = keysAt(path);
            const where = path.length === 0 ? 'the scenario' : `\`${label}\``;
            return issue.keys.map((key) => {
                const suggestion = (0,closest/* closest */.kp)(key, allowed);
                return {
                    position: keyPosition(doc, path, key, at) ?? position,
                    message: `unknown key \`${key}\` in ${where}` +
                        (suggestion ? `: did you mean \`${suggestion}\`?` : `; the keys are: ${allowed.join(', ')}`),
                };
            });
        }
        case 'invalid_type': {
            if (value === undefined) {
                const parent = path.slice(0, -1);
                return [
                    {
                        position,
                        message: `missing required key \`${String(path.at(-1))}\` in ${parent.length ? `\`${(0,kinds.pathLabel)(parent)}\`` : 'the scenario'}`,
                    },
                ];
            }
            const expected = expectedWords(path, issue.expected);
            return [
                {
                    position,
                    message: `\`${label}\` must be ${expected}, got ${describeValue(value, source)}` +
                        typeHint(label, issue.expected, value, source),
                },
            ];
        }
        case 'too_small': {
            if (issue.origin === 'string') {
                return [{ position, message: `\`${label}\` must not be an empty string; write the text, or remove the entry` }];
            }
            if (issue.origin === 'array') {
                const what = path.at(-1) === 'tool_sequence' ? 'tool call' : 'answer (or be left out)';
                return [{ position, message: `\`${label}\` must list at least one ${what}, got an empty list` }];
            }
            // A fraction (`pass_rate`, `confidence`) is said with both of its bounds, open or closed.
            const fraction = fractionRange(path);
            if (fraction)
                return [{ position, message: `\`${label}\` must be ${fraction}, got ${describeValue(value, source)}` }];
            // A duration (`timeout_ms`) is said in milliseconds; a count (`trials`, `max_turns`) as a count.
            return [
                {
                    position,
                    message: `\`${label}\` must be a positive whole number${isDuration(path) ? ' of milliseconds' : ''}, got ${describeValue(value, source)}`,
                },
            ];
        }
        case 'too_big': {
            const fraction = fractionRange(path);
            return [
                {
                    position,
                    message: fraction
                        ? `\`${label}\` must be ${fraction}, got ${describeValue(value, source)}`
                        : isDuration(path)
                            ? `\`${label}\` must be at most ${schema/* MAX_STEP_TIMEOUT_MS */.fH} (about 24.8 days), got ${describeValue(value, source)}`
                            : `\`${label}\` must be at most ${String(issue.maximum)}, got ${describeValue(value, source)}`,
                },
            ];
        }
        case 'invalid_key': {
            // The only record with a key rule is a step's `save`: its keys are the names args refer to.
            const key = String(path.at(-1));
            return [
                {
                    position: keyPosition(doc, path.slice(0, -1), key, at) ?? position,
                    message: `\`${(0,kinds.pathLabel)(path.slice(0, -1))}\` name ${JSON.stringify(key)} is not a name later args can use as \${name}: ` +
                        'use letters, digits and _, not starting with a digit',
                },
            ];
        }
        case 'invalid_format': {
            if (value === '')
                return [{ position, message: `\`${label}\` must not be an empty string` }];
            const bad = typeof value === 'string' ? [...value].find((char) => !/[A-Za-z0-9_.-]/.test(char)) : undefined;
            return [
                {
                    position,
                    message: `\`${label}\` may contain only letters, digits, \`_\`, \`.\` and \`-\`; ${describeValue(value, source)}` +
                        (bad === undefined ? ' does not fit' : ` contains ${JSON.stringify(bad)}`),
                },
            ];
        }
        case 'invalid_value': {
            const allowed = issue.values.map(String);
            const suggestion = typeof value === 'string' ? (0,closest/* closest */.kp)(value, allowed) : undefined;
            return [
                {
                    position,
                    message: `\`${label}\` must be one of ${allowed.join(', ')}, got ${describeValue(value, source)}` +
                        (suggestion ? `: did you mean ${suggestion}?` : ''),
                },
            ];
        }
        case 'invalid_union': {
            if (path.at(-1) === 'expect_error') {
                return [
                    {
                        position,
                        message: `\`${label}\` must be true, false or invalid_arguments, got ${describeValue(value, source)}` +
                            (typeof value === 'string' && (0,closest/* closest */.kp)(value, ['invalid_arguments'])
                                ? ': did you mean invalid_arguments?'
                                : typeHint(label, 'boolean', value, source)),
                    },
                ];
            }
            // A key that takes one thing or a list of them (`elicitation`, `sampling`, a root): the problems of
            // the branch whose shape the file used, so that a misspelt key inside reads as it does elsewhere.
            const branch = issue.errors.find((issues) => !issues.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
            if (branch) {
                const inner = branch.map((one) => ({ ...one, path: [...issue.path, ...one.path] }));
                return withoutMissingKeysSuggested(inner).flatMap((one) => issueToErrors(one, doc, text, at));
            }
            const one = path[0] === 'prompt_from' && path[1] === 'args'
                ? 'a string (prompt arguments are text; a number or true/false is sent as its text)'
                : ((0,kinds.nestedKeys)(String(typeof path.at(-1) === 'number' ? path.at(-2) : path.at(-1)))?.shapes ?? 'a mapping');
            return [{ position, message: `\`${label}\` must be ${one}, got ${describeValue(value, source)}` }];
        }
        default:
            return [{ position, message: `\`${label}\`: ${issue.message}` }];
    }
}
/**
 * The keys the mapping at `path` may have, for did-you-mean suggestions: those its kind registers
 * for the key it is under. A mapping no kind registers (an expected call) is offered a step's keys.
 */
function keysAt(path) {
    if (path.length === 0)
        return schema/* SCENARIO_KEYS */.KS;
    const named = path.findLast((key) => typeof key === 'string');
    return (0,kinds.nestedKeys)(String(named))?.keys ?? schema/* STEP_KEYS */.KC;
}
/**
 * The value's own position. A value written as nothing at all has an empty node after the colon
 * or dash: for `description:` the key's position reads better, and for a bare `-` the dash's.
 */
function valuePosition(doc, text, path, node, at) {
    const start = node.range[0];
    if ((0,dist/* isScalar */.jn)(node) && node.value === null && node.source === '') {
        const key = path.at(-1);
        if (typeof key === 'string') {
            const keyed = keyPosition(doc, path.slice(0, -1), key, at);
            if (keyed)
                return keyed;
        }
        else {
            const dash = text.lastIndexOf('-', start);
            if (dash >= 0 && text.slice(dash + 1, start).trim() === '')
                return at(dash);
        }
    }
    return at(start);
}
function keyPosition(doc, mapPath, key, at) {
    const map = mapPath.length === 0 ? doc.contents : doc.getIn(mapPath, true);
    if (!(0,dist/* isMap */.jh)(map))
        return undefined;
    for (const pair of map.items) {
        if ((0,dist/* isPair */.tO)(pair) && (0,dist/* isScalar */.jn)(pair.key) && String(pair.key.value) === key && pair.key.range)
            return at(pair.key.range[0]);
    }
    return undefined;
}
/** For a missing key: where the mapping that should have held it starts. */
function mappingPosition(doc, mapPath, at) {
    for (let length = mapPath.length; length > 0; length--) {
        const node = doc.getIn(mapPath.slice(0, length), true);
        if (node?.range)
            return at(node.range[0]);
    }
    return at(doc.contents?.range[0] ?? 0);
}
/** Whether the key at `path` is a duration in milliseconds (`timeout_ms`), not a count. */
function isDuration(path) {
    return String(path.at(-1) ?? '').endsWith('_ms');
}
//# sourceMappingURL=schema-errors.js.map

/***/ }),

/***/ 45839:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* reexport safe */ _kinds_tool_sequence_keys_js__WEBPACK_IMPORTED_MODULE_2__.KC),
/* harmony export */   KS: () => (/* binding */ SCENARIO_KEYS),
/* harmony export */   fH: () => (/* reexport safe */ _model_limits_js__WEBPACK_IMPORTED_MODULE_4__.fH),
/* harmony export */   kC: () => (/* reexport safe */ _kinds_common_keys_js__WEBPACK_IMPORTED_MODULE_1__.kC),
/* harmony export */   mE: () => (/* binding */ scenarioSchema)
/* harmony export */ });
/* unused harmony export scenarioJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55156);
/* harmony import */ var _kinds_agent_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60205);
/* harmony import */ var _kinds_common_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76003);
/* harmony import */ var _kinds_tool_sequence_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25802);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38479);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22645);





/**
 * The scenario format, in one place: the keys every scenario has around each kind's own keys
 * (KIND_KEYS, from the registry of kinds). Validation, the model's types and the committed JSON Schema
 * (`scenario.schema.json`, generated by `npm run schema`) all come from this.
 */



const scenarioSchema = zod__WEBPACK_IMPORTED_MODULE_5__.strictObject({
    ..._kinds_common_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .leadingKeys */ .Ry,
    ..._kinds_index_js__WEBPACK_IMPORTED_MODULE_3__.KIND_KEYS,
    ..._kinds_common_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .trailingKeys */ .ZM,
})
    .describe('One mcp-scenario-eval scenario: a fixed sequence of MCP tool calls and the checks on their joined output, ' +
    "or (with `prompt`) an agent scenario: a request Claude answers with the server's tools, and checks on the calls it made and its answer.");
/** The keys a scenario and a step may have, for did-you-mean suggestions. */
const SCENARIO_KEYS = Object.keys(scenarioSchema.shape);
/**
 * The JSON Schema of one scenario document, as committed in `scenario.schema.json`. Editors apply
 * it to every `---` document of a file. It adds the one rule zod cannot export: at least one check.
 */
function scenarioJsonSchema() {
    const generated = z.toJSONSchema(scenarioSchema, { io: 'input', target: 'draft-7' });
    const atLeastOneCheck = [
        ...AGENT_PROMPT_KEYS.flatMap((prompt) => AGENT_CHECK_KEYS.map((key) => ({ required: [prompt, key] }))),
        ...CHECK_KEYS.map((key) => ({ required: [key], properties: { [key]: { type: 'array', minItems: 1 } } })),
        {
            required: ['tool_sequence'],
            properties: {
                tool_sequence: {
                    type: 'array',
                    contains: {
                        type: 'object',
                        required: ['expect_error'],
                        properties: { expect_error: { enum: [true, 'invalid_arguments'] } },
                    },
                },
            },
        },
        ...STEP_CHECK_KEYS.map((key) => ({
            required: ['tool_sequence'],
            properties: {
                tool_sequence: {
                    type: 'array',
                    contains: { type: 'object', required: [key], properties: { [key]: { type: 'array', minItems: 1 } } },
                },
            },
        })),
    ];
    // A step has exactly one of the keys that say what it calls (the loader's own rule, keys.ts).
    const properties = generated.properties;
    const stepItems = properties?.tool_sequence?.items;
    if (stepItems)
        stepItems.oneOf = STEP_KIND_KEYS.map((key) => ({ required: [key] }));
    // `prompts:` lists each phrasing once, at least one (the loader's own messages say so with the line).
    const prompts = properties?.prompts;
    if (prompts)
        Object.assign(prompts, { minItems: 1, uniqueItems: true });
    return {
        ...generated,
        title: 'mcp-scenario-eval scenario',
        $comment: 'Generated from src/scenario/schema.ts by `npm run schema`; do not edit. ' +
            'A scenario has tool_sequence, or prompt, prompts or prompt_from (an agent scenario), exactly one of them, and at least one check: an expected_* entry, ' +
            'a step with expect_error (true or invalid_arguments) or its own expected_contains or expected_not_contains, or (agent) forbidden_tools or max_calls.',
        allOf: [
            {
                // One kind or the other, never both; an agent scenario has one of prompt, prompts and prompt_from.
                oneOf: ['tool_sequence', ...AGENT_PROMPT_KEYS].map((key, _, all) => ({
                    required: [key],
                    not: { anyOf: all.filter((other) => other !== key).map((other) => ({ required: [other] })) },
                })),
            },
            {
                // The agent-only keys need `prompt`, `prompts` or `prompt_from`.
                anyOf: [
                    ...AGENT_PROMPT_KEYS.map((key) => ({ required: [key] })),
                    { not: { anyOf: AGENT_KEYS.map((key) => ({ required: [key] })) } },
                ],
            },
            { anyOf: atLeastOneCheck },
        ],
    };
}
//# sourceMappingURL=schema.js.map

/***/ }),

/***/ 40883:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ syntaxErrors),
/* harmony export */   DI: () => (/* binding */ tooDeep),
/* harmony export */   H5: () => (/* binding */ documentValue),
/* harmony export */   rg: () => (/* binding */ byPosition)
/* harmony export */ });
/* unused harmony exports MAX_YAML_ALIAS_COUNT, aliasPosition */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10080);
/**
 * The YAML parser's errors as a scenario author reads them: where the mistake is (the bracket or
 * quote that was opened, not where the parser gave up), what it is, and the fix. Also nesting too
 * deep for the parser, and an alias that refers to no anchor.
 */



/** Aliases expanded per document before giving up: a guard against "billion laughs" files. */
const MAX_YAML_ALIAS_COUNT = 100;
function byPosition(a, b) {
    return a.position.line - b.position.line || a.position.column - b.position.column;
}
function tooDeep(point, displayPath) {
    return {
        position: { file: displayPath, line: point.line, column: point.column },
        message: `nesting too deep: mappings and lists are nested more than ${_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SCENARIO_NESTING_LIMIT */ .ef} levels deep here; ` +
            'a scenario needs a handful, so flatten this part (or pass a deep value as a JSON string)',
    };
}
/**
 * Every duplicate key (each is its own mistake), and of the other syntax errors only the first:
 * after one, the parser's later complaints are mostly echoes of it.
 */
function syntaxErrors(doc, text, at) {
    const duplicates = doc.errors.filter((error) => error.code === 'DUPLICATE_KEY');
    // A stack overflow explains whatever else the parser then said.
    const firstOther = doc.errors.find((error) => error.code === 'RESOURCE_EXHAUSTION') ??
        doc.errors.find((error) => error.code !== 'DUPLICATE_KEY');
    return [...duplicates, ...(firstOther ? [firstOther] : [])]
        .map((error) => syntaxError(error, doc, text, at))
        .sort(byPosition);
}
function syntaxError(error, doc, text, at) {
    const offset = error.pos[0];
    switch (error.code) {
        case 'RESOURCE_EXHAUSTION':
            if (/call stack/i.test(error.message)) {
                const deepest = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_2__/* .deepestPoint */ .b)(text);
                return tooDeep(deepest, at(0).file);
            }
            break;
        case 'DUPLICATE_KEY': {
            const key = keyAt(doc, offset);
            return {
                position: at(offset),
                message: `duplicate key${key === undefined ? '' : ` \`${key}\``}: a key may appear only once in a mapping; remove one of them`,
            };
        }
        case 'TAB_AS_INDENT':
            return {
                position: at(offset),
                message: 'YAML syntax error: tabs are not allowed as indentation; indent with spaces',
            };
        case 'MISSING_CHAR': {
            const quote = /closing (["'])quote/.exec(error.message)?.[1];
            if (quote) {
                const opening = openingQuote(text, offset, quote);
                return {
                    position: at(opening),
                    message: `YAML syntax error: the string opened here with ${quote} is never closed; add the closing ${quote}`,
                };
            }
            break;
        }
    }
    const flow = /^Flow (map|sequence)\b.* end with a ([}\]])$/.exec(error.message);
    if (flow) {
        const opener = flow[2] === '}' ? '{' : '[';
        const opening = unclosedFlowStart(text, offset, opener);
        if (opening !== undefined) {
            const open = at(opening);
            const gaveUp = at(offset);
            return {
                position: open,
                message: `YAML syntax error: the ${flow[1] === 'map' ? 'mapping' : 'list'} opened with \`${opener}\` at ` +
                    `${open.line}:${open.column} is never closed (the parser gave up at ${gaveUp.line}:${gaveUp.column}); ` +
                    `add the closing \`${flow[2]}\``,
            };
        }
    }
    // The parser often points at the indentation before the token it stumbled on: point at the token.
    let token = offset;
    while (text[token] === ' ')
        token++;
    return { position: at(token), message: `YAML syntax error: ${firstLine(error.message)}` };
}
function keyAt(doc, offset) {
    let key;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Pair(_, pair) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && pair.key.range?.[0] === offset) {
                key = String(pair.key.value);
                return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    return key;
}
/**
 * Where the unclosed `{` or `[` that the parser complains about at `offset` began: the last flow
 * collection opened with `opener` before that point whose end tokens lack its closer. The parser's
 * error names only where it gave up, often lines later, but the fix goes where the bracket opened.
 */
function unclosedFlowStart(text, offset, opener) {
    const closer = opener === '{' ? '}' : ']';
    let found;
    const walk = (node) => {
        if (node === null || typeof node !== 'object')
            return;
        if (Array.isArray(node))
            return node.forEach(walk);
        const token = node;
        if (token.type === 'flow-collection' && token.start && token.start.source === opener) {
            const closed = (token.end ?? []).some((end) => end.source === closer);
            if (!closed && token.start.offset < offset && (found === undefined || token.start.offset > found))
                found = token.start.offset;
        }
        for (const value of Object.values(node))
            walk(value);
    };
    for (const token of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX().parse(text))
        walk(token);
    return found;
}
/** Where an unclosed quoted string began: the last unescaped quote before the parser gave up. */
function openingQuote(text, offset, quote) {
    for (let index = Math.min(offset, text.length) - 1; index >= 0; index--) {
        if (text[index] === quote && (quote === "'" || text[index - 1] !== '\\'))
            return index;
    }
    return offset;
}
function firstLine(message) {
    return message.split('\n')[0].trim();
}
function aliasPosition(doc, name, at) {
    let position;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Alias(_, alias) {
            if (alias.source === name && alias.range) {
                position = at(alias.range[0]);
                return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    return position;
}
/**
 * The document's value, its aliases expanded (at most MAX_YAML_ALIAS_COUNT), or the one error that
 * stopped it: an alias that refers to no anchor (at the alias), or too many aliases.
 */
function documentValue(doc, at) {
    const rootPosition = at(doc.contents?.range[0] ?? 0);
    try {
        return { value: doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT }) };
    }
    catch (error) {
        const message = error.message;
        const alias = /^Unresolved alias.*: (.+)$/.exec(message)?.[1];
        if (alias !== undefined) {
            return {
                error: {
                    position: aliasPosition(doc, alias, at) ?? rootPosition,
                    message: `YAML alias \`*${alias}\` refers to no anchor: define \`&${alias}\` on a value above it, or write the value itself`,
                },
            };
        }
        return { error: { position: rootPosition, message: `cannot read this YAML document: ${message}` } };
    }
}
//# sourceMappingURL=yaml-errors.js.map

/***/ })

};

//# sourceMappingURL=1509.index.js.map