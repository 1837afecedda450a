export const id = 50;
export const ids = [50];
export const modules = {

/***/ 5397:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   rK: () => (/* binding */ argMismatches),
/* harmony export */   uj: () => (/* binding */ operatorErrors)
/* harmony export */ });
/* unused harmony export typeWords */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4191);
/* harmony import */ var _scenarios_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5239);



/** A path to a value inside args, as `order.items[0].sku`. */
function label(path) {
    return path.reduce((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The operator a value is, when it is one: a mapping whose only key starts with `$`. */
function operatorOf(value) {
    if (!isPlainObject(value))
        return undefined;
    const keys = Object.keys(value);
    if (keys.length !== 1 || !keys[0].startsWith('$'))
        return undefined;
    return { name: keys[0], operand: value[keys[0]] };
}
/** A value's type in words, as people say it: `a number`, `a string`, `a list`. */
function typeWords(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return 'a string';
    if (typeof value === 'number')
        return 'a number';
    if (typeof value === 'boolean')
        return 'a boolean';
    return typeof value;
}
/** A value as shown in a message, cut to stay readable. */
function show(value, limit = 120) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
/** `1234 (a number)` when the types differ from what was expected, else the value alone. */
function shownAgainst(sent, expected) {
    return typeWords(sent) === typeWords(expected) ? show(sent) : `${show(sent)} (${typeWords(sent)})`;
}
/**
 * Problems with the operators in `args`, found at load: an unknown operator (with a did-you-mean),
 * an operator beside other keys, an operand of the wrong kind, a regular expression that does not
 * compile. Each names the path of the value.
 */
function operatorErrors(args) {
    const errors = [];
    const walk = (value, path) => {
        if (Array.isArray(value))
            return value.forEach((item, index) => walk(item, [...path, index]));
        if (!isPlainObject(value))
            return;
        const keys = Object.keys(value);
        const dollar = keys.filter((key) => key.startsWith('$'));
        if (dollar.length === 0) {
            for (const key of keys)
                walk(value[key], [...path, key]);
            return;
        }
        if (keys.length > 1) {
            errors.push({
                path,
                message: `\`${label(path)}\` mixes an operator (${dollar.join(', ')}) with other keys: an operator stands alone in its mapping`,
            });
            return;
        }
        const name = dollar[0];
        const operand = value[name];
        const at = [...path, name];
        if (!_scenarios_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ARG_OPERATORS */ .H7.includes(name)) {
            const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(name, _scenarios_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ARG_OPERATORS */ .H7);
            errors.push({
                path: at,
                message: `\`${label(path)}\` uses the unknown operator \`${name}\`` +
                    (suggestion ? `: did you mean \`${suggestion}\`?` : `; the operators are: ${_scenarios_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ARG_OPERATORS */ .H7.join(', ')}`),
            });
            return;
        }
        const bad = (what) => {
            errors.push({
                path: at,
                message: `\`${label(at)}\` takes ${what}, got ${show(operand)} (${typeWords(operand)})`,
            });
        };
        switch (name) {
            case '$matches':
                if (typeof operand !== 'string' || operand === '')
                    return bad('a regular expression (a non-empty string)');
                try {
                    new RegExp(operand, 'u');
                }
                catch (error) {
                    errors.push({
                        path: at,
                        message: `\`${label(at)}\` is not a valid regular expression (JavaScript syntax): ${error.message}`,
                    });
                }
                return;
            case '$contains':
                if (operand === undefined || operand === null)
                    return bad('a value to look for');
                return;
            case '$one_of':
                if (!Array.isArray(operand) || operand.length === 0)
                    return bad('a non-empty list of values');
                return;
            case '$between':
                if (!Array.isArray(operand) ||
                    operand.length !== 2 ||
                    !operand.every((bound) => typeof bound === 'number') ||
                    operand[0] > operand[1])
                    return bad('[min, max], two numbers with min ≤ max');
                return;
            case '$absent':
            case '$any':
                if (operand !== true)
                    return bad('true');
                return;
        }
    };
    for (const [key, value] of Object.entries(args))
        walk(value, [key]);
    return errors;
}
/**
 * How the arguments the model sent differ from `expected`, one line per key, in the file's terms
 * (`order_id: expected "1234", the model sent 1234 (a number)`); empty when they match.
 */
function argMismatches(expected, sent) {
    if (!isPlainObject(sent))
        return [`the model sent ${shownAgainst(sent, {})} as the arguments, not a mapping`];
    const problems = [];
    matchMapping(expected, sent, [], problems);
    return problems;
}
function matchMapping(expected, sent, path, problems) {
    for (const [key, want] of Object.entries(expected)) {
        const at = [...path, key];
        const present = Object.prototype.hasOwnProperty.call(sent, key);
        const operator = operatorOf(want);
        if (operator?.name === '$absent') {
            if (present)
                problems.push(`${label(at)}: expected no such argument, the model sent ${show(sent[key])}`);
            continue;
        }
        if (!present) {
            problems.push(`${label(at)}: expected ${operator ? describeOperator(operator) : show(want)}, the model did not send it`);
            continue;
        }
        matchValue(want, sent[key], at, problems);
    }
}
function matchValue(want, got, path, problems) {
    const operator = operatorOf(want);
    if (operator) {
        const problem = applyOperator(operator, got);
        if (problem)
            problems.push(`${label(path)}: expected ${describeOperator(operator)}, the model sent ${problem}`);
        return;
    }
    if (isPlainObject(want)) {
        if (!isPlainObject(got)) {
            problems.push(`${label(path)}: expected a mapping, the model sent ${show(got)} (${typeWords(got)})`);
            return;
        }
        matchMapping(want, got, path, problems);
        return;
    }
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(want, got)) {
        problems.push(`${label(path)}: expected ${show(want)}, the model sent ${shownAgainst(got, want)}`);
    }
}
function describeOperator(operator) {
    switch (operator.name) {
        case '$matches':
            return `a string matching /${String(operator.operand)}/`;
        case '$contains':
            return `a value containing ${show(operator.operand)}`;
        case '$one_of':
            return `one of ${show(operator.operand)}`;
        case '$between': {
            const [min, max] = operator.operand;
            return `a number from ${min} to ${max}`;
        }
        case '$any':
            return 'any value';
        default:
            return `${operator.name} ${show(operator.operand)}`;
    }
}
/** Undefined when `got` satisfies the operator; otherwise `got` as shown in the message. */
function applyOperator(operator, got) {
    const sent = `${show(got)}${typeof got === 'string' ? '' : ` (${typeWords(got)})`}`;
    switch (operator.name) {
        case '$any':
            return undefined;
        case '$matches':
            return typeof got === 'string' && new RegExp(operator.operand, 'u').test(got) ? undefined : sent;
        case '$contains':
            if (typeof got === 'string' && typeof operator.operand === 'string')
                return got.includes(operator.operand) ? undefined : sent;
            if (Array.isArray(got))
                return got.some((item) => (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(item, operator.operand)) ? undefined : sent;
            return sent;
        case '$one_of':
            return operator.operand.some((option) => (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(option, got))
                ? undefined
                : shownAgainst(got, operator.operand[0]);
        case '$between': {
            const [min, max] = operator.operand;
            return typeof got === 'number' && got >= min && got <= max ? undefined : sent;
        }
        default:
            return `${sent}, but ${operator.name} is not an operator`;
    }
}
//# sourceMappingURL=match.js.map

/***/ }),

/***/ 2150:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ SAVE_PATTERN_FLAGS),
/* harmony export */   $g: () => (/* binding */ hasInterpolation),
/* harmony export */   Ho: () => (/* binding */ parsePieces),
/* harmony export */   PQ: () => (/* binding */ captureGroupCount),
/* harmony export */   QQ: () => (/* binding */ stringsIn),
/* harmony export */   V2: () => (/* binding */ substitute),
/* harmony export */   q7: () => (/* binding */ keysIn)
/* harmony export */ });
/* unused harmony export escapeReferences */
/**
 * `${name}` references in step arguments, to values that earlier steps `save` from their output.
 * The loader finds them (to reject a name used before it is saved) and the runner substitutes them;
 * both read strings with the one scanner below, so they can never disagree about what is a reference.
 *
 * `$${` is a literal `${` (the same escape as in GitHub Actions' and Docker Compose's own
 * interpolation, so it is the one users are most likely to try first).
 */
/** What a `${` must be followed by: an identifier and `}`. */
const REFERENCE = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/;
const ESCAPE = '$${';
/**
 * Splits a string into literal text and references. A `${` that is not a well-formed reference is
 * an error (it is far more often a typo than text meant literally); the message says how to write it.
 */
function parsePieces(value) {
    const pieces = [];
    let text = '';
    for (let index = 0; index < value.length;) {
        if (value.startsWith(ESCAPE, index)) {
            text += '${';
            index += ESCAPE.length;
            continue;
        }
        if (value.startsWith('${', index)) {
            const match = REFERENCE.exec(value.slice(index));
            if (!match) {
                const shown = value.slice(index, index + 20);
                return {
                    error: `\`${shown}${value.length > index + 20 ? '…' : ''}\` is not a reference: write \${name} with the name ` +
                        'a `save` entry of an earlier step gives (letters, digits and _), or $${ for a literal ${',
                };
            }
            if (text)
                pieces.push({ text });
            text = '';
            pieces.push({ ref: match[1] });
            index += match[0].length;
            continue;
        }
        text += value[index];
        index++;
    }
    if (text || pieces.length === 0)
        pieces.push({ text });
    return { pieces };
}
/** Every string value inside `value` (mapping values and list items, at any depth), with its path. */
function* stringsIn(value, path = []) {
    if (typeof value === 'string')
        yield [path, value];
    else if (Array.isArray(value))
        for (const [index, item] of value.entries())
            yield* stringsIn(item, [...path, index]);
    else if (value !== null && typeof value === 'object')
        for (const [key, item] of Object.entries(value))
            yield* stringsIn(item, [...path, key]);
}
/** Every key of every mapping inside `value` (at any depth), with the path of its mapping. */
function* keysIn(value, path = []) {
    if (Array.isArray(value))
        for (const [index, item] of value.entries())
            yield* keysIn(item, [...path, index]);
    else if (value !== null && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) {
            yield [path, key];
            yield* keysIn(item, [...path, key]);
        }
}
/**
 * `value` written so that `substitute` gives it back unchanged: every `${` in a string becomes `$${`.
 * For arguments that were sent as they are (`init` writes the ones it called the tool with).
 */
function escapeReferences(value) {
    if (typeof value === 'string')
        // A function, not a string: in a replacement string `$$` means one `$`.
        return value.replaceAll('${', () => ESCAPE);
    if (Array.isArray(value))
        return value.map((item) => escapeReferences(item));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, escapeReferences(item)]));
    return value;
}
/** Whether any string inside `value` holds a reference or an escape, i.e. whether it needs substituting. */
function hasInterpolation(value) {
    for (const [, text] of stringsIn(value))
        if (text.includes('${'))
            return true;
    return false;
}
/**
 * `value` with every reference replaced by its saved value and `$${` by `${`. The loader has
 * already rejected malformed and unsaved references, so a missing one here is a bug: it throws.
 *
 * A saved value is text. Where a string is exactly one reference and `schema` (the tool's input
 * schema) says that argument is a number, an integer or a boolean and not a string, text that is
 * one of those (`42`, `-1.5`, `true`) is passed as that type, so that an id or a count saved from
 * one call can be an argument of the next; any other text stays a string, for the schema to reject.
 */
function substitute(value, saved, schema) {
    return substituteAt(value, saved, schema);
}
function substituteAt(value, saved, schema) {
    if (typeof value === 'string') {
        const parsed = parsePieces(value);
        if ('error' in parsed)
            throw new Error(parsed.error);
        const texts = parsed.pieces.map((piece) => {
            if ('text' in piece)
                return piece.text;
            const found = saved.get(piece.ref);
            if (found === undefined)
                throw new Error(`\${${piece.ref}} has no saved value`);
            return found;
        });
        const only = parsed.pieces.length === 1 && 'ref' in parsed.pieces[0] ? texts[0] : undefined;
        return only === undefined ? texts.join('') : typedAs(only, schemaTypes(schema));
    }
    if (Array.isArray(value))
        return value.map((item) => substituteAt(item, saved, itemSchema(schema)));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substituteAt(item, saved, propertySchema(schema, key))]));
    return value;
}
/** JSON number syntax (no leading zeros, no `+`, no hex): what JSON itself would read as a number. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** `text` as the type `types` asks for, when it asks for no string and `text` is one; else `text`. */
function typedAs(text, types) {
    if (!types || types.includes('string'))
        return text;
    if (JSON_NUMBER.test(text)) {
        const number = Number(text);
        // `1e400` is JSON syntax but no finite number: it stays text.
        if (!Number.isFinite(number))
            return text;
        if (types.includes('number') || (types.includes('integer') && Number.isInteger(number)))
            return number;
    }
    if (types.includes('boolean') && (text === 'true' || text === 'false'))
        return text === 'true';
    return text;
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/**
 * The JSON types a schema allows, from its `type` keyword, or from every branch of an `anyOf` /
 * `oneOf` (how Python servers write an optional argument: `anyOf: [{type: integer}, {type: null}]`).
 * Undefined when it does not say (then the text stays a string).
 */
function schemaTypes(schema) {
    if (!isObject(schema))
        return undefined;
    const { type } = schema;
    if (typeof type === 'string')
        return [type];
    if (Array.isArray(type) && type.every((item) => typeof item === 'string'))
        return type;
    const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
    if (!branches)
        return undefined;
    const types = branches.map(schemaTypes);
    return types.every((item) => item !== undefined) ? types.flat() : undefined;
}
function propertySchema(schema, key) {
    if (!isObject(schema) || !isObject(schema.properties))
        return undefined;
    return Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
}
function itemSchema(schema) {
    return isObject(schema) && isObject(schema.items) ? schema.items : undefined;
}
/** The number of capture groups of a pattern: matching the empty alternative fills none of them. */
function captureGroupCount(pattern) {
    return new RegExp(`${pattern.source}|`, pattern.flags).exec('').length - 1;
}
/**
 * The flags every `save` pattern is compiled with: `m`, so that `^` and `$` match at each line of
 * the output (which is what a pattern written against one line of it means).
 */
const SAVE_PATTERN_FLAGS = 'm';
//# sourceMappingURL=references.js.map

/***/ }),

/***/ 5239:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ DEFAULT_AGENT_MAX_TURNS),
/* harmony export */   H7: () => (/* binding */ ARG_OPERATORS),
/* harmony export */   KC: () => (/* binding */ STEP_KEYS),
/* harmony export */   KO: () => (/* binding */ CHECK_KEYS),
/* harmony export */   KS: () => (/* binding */ SCENARIO_KEYS),
/* harmony export */   TQ: () => (/* binding */ AGENT_KEYS),
/* harmony export */   Wf: () => (/* binding */ AGENT_CHECK_KEYS),
/* harmony export */   Z2: () => (/* binding */ STEP_CHECK_KEYS),
/* harmony export */   fH: () => (/* reexport safe */ _limits_js__WEBPACK_IMPORTED_MODULE_0__.fH),
/* harmony export */   ji: () => (/* binding */ SAVE_NAME_PATTERN),
/* harmony export */   kC: () => (/* binding */ SCENARIO_NAME_PATTERN),
/* harmony export */   mE: () => (/* binding */ scenarioSchema),
/* harmony export */   yi: () => (/* binding */ DEFAULT_AGENT_TRIALS)
/* harmony export */ });
/* unused harmony exports stepSchema, expectedCallSchema, scenarioJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5649);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1968);


/**
 * The scenario format, in one place: validation, the engine's types and the committed JSON Schema
 * (`scenario.schema.json`, generated by `npm run schema`) all come from this.
 */

const SCENARIO_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** A `save` name: an identifier, so that `${name}` in args can never be mistaken for other text. */
const SAVE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const checkList = (description) => zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).optional().describe(description);
const stepSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    tool: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('Name of the MCP tool to call.'),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())
        .default({})
        .describe('Arguments passed to the tool as they are. Default: {}.'),
    expect_error: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .default(false)
        .describe('This call must return isError: true; a success fails the scenario. Default: false.'),
    timeout_ms: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr()
        .positive()
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_STEP_TIMEOUT_MS */ .fH)
        .optional()
        .describe("Overrides the run's per-call timeout, in milliseconds."),
    expected_contains: checkList("Each must occur in this call's rendered output alone (exact, case-sensitive)."),
    expected_not_contains: checkList("None may occur in this call's rendered output (exact, case-sensitive)."),
    save: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(SAVE_NAME_PATTERN), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1))
        .optional()
        .describe("Values cut from this call's output for later steps: name → regular expression (JavaScript syntax) with " +
        'exactly one capture group. Later args use the value as ${name}; write $${ for a literal ${.'),
})
    .describe('One tool call.');
/** Model replies per trial unless `max_turns` says otherwise. */
const DEFAULT_AGENT_MAX_TURNS = 10;
/** Trials of an agent scenario unless `trials` says otherwise. */
const DEFAULT_AGENT_TRIALS = 1;
/** Operators an `expected_calls[].args` value may use instead of a literal (see src/engine/agent/match.ts). */
const ARG_OPERATORS = ['$matches', '$contains', '$one_of', '$between', '$absent', '$any'];
const expectedCallSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    tool: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('Name of the tool the model must call.'),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())
        .optional()
        .describe('Arguments the call must have, as a subset: keys not named are not checked. A literal must be deep-equal ' +
        '(1234 is not "1234"); a mapping matches as a subset; or an operator: {$matches: regex}, {$contains: text}, ' +
        '{$one_of: [values]}, {$between: [min, max]}, {$absent: true}, {$any: true}.'),
})
    .describe('One call the model must make.');
/** The keys of an agent scenario (`prompt:`); none of them is allowed with `tool_sequence`. */
const agentKeys = {
    prompt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("Makes this an agent scenario: the user's request. Claude gets it and the server's tools and runs a tool-use loop against the server."),
    system: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe('Agent scenarios: the system prompt given to the model.'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe("Agent scenarios: the model; default: the run's agent-model."),
    max_turns: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr()
        .positive()
        .max(100)
        .optional()
        .describe('Agent scenarios: model replies allowed per trial; reaching it without a final answer fails. Default: 10.'),
    trials: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr()
        .positive()
        .max(100)
        .optional()
        .describe('Agent scenarios: independent runs of the prompt (fresh conversation each). Default: 1.'),
    min_passes: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr()
        .positive()
        .optional()
        .describe('Agent scenarios: trials that must pass for the scenario to pass. Default: trials.'),
    expected_calls: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(expectedCallSchema)
        .min(1)
        .optional()
        .describe('Agent scenarios: calls the model must make (other calls may come between).'),
    calls_order: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['in_order', 'any'])
        .optional()
        .describe('Agent scenarios: whether expected_calls must come in the order written. Default: in_order.'),
    forbidden_tools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1))
        .min(1)
        .optional()
        .describe('Agent scenarios: tools the model must not call.'),
    max_calls: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().positive().optional().describe('Agent scenarios: the most tool calls a trial may make.'),
};
/** The keys only an agent scenario (`prompt:`) may have. */
const AGENT_KEYS = Object.keys(agentKeys);
const scenarioSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(SCENARIO_NAME_PATTERN).describe('Unique in the whole run; letters, digits, _ . - only.'),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('Shown in reports.'),
    tool_sequence: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(stepSchema)
        .min(1)
        .optional()
        .describe('Calls made in order, on one MCP session; at least one. A scenario has this or `prompt`, never both.'),
    ...agentKeys,
    expected_contains: checkList('Each must occur in the joined output, exact and case-sensitive.'),
    expected_not_contains: checkList('None may occur in the joined output (exact, case-sensitive).'),
    expected_judge: checkList('Each is one plain-English criterion, graded PASS/FAIL by the judge.'),
    live: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false).describe('The scenario also runs in live mode. Default: false.'),
    skip: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe('Reason; the scenario is reported as skipped and not run.'),
})
    .describe('One mcp-scenario-eval scenario: a fixed sequence of MCP tool calls and the checks on their joined output, ' +
    "or (with `prompt`) an agent scenario: a request Claude answers with the server's tools, and checks on the calls it made and its answer.");
/** The keys a scenario and a step may have, for did-you-mean suggestions. */
const SCENARIO_KEYS = Object.keys(scenarioSchema.shape);
const STEP_KEYS = Object.keys(stepSchema.shape);
/** The keys of which a scenario needs at least one entry (or a step with `expect_error: true`). */
const CHECK_KEYS = ['expected_contains', 'expected_not_contains', 'expected_judge'];
/** The keys that are checks of an agent scenario besides CHECK_KEYS (on its final answer). */
const AGENT_CHECK_KEYS = ['expected_calls', 'forbidden_tools', 'max_calls'];
/** The keys of a step that are checks of their own, on that call's output. */
const STEP_CHECK_KEYS = ['expected_contains', 'expected_not_contains'];
/**
 * The JSON Schema of one scenario document, as committed in `scenario.schema.json`. Editors apply
 * it to every `---` document of a file. It adds the one rule zod cannot export: at least one check.
 */
function scenarioJsonSchema() {
    const generated = z.toJSONSchema(scenarioSchema, { io: 'input', target: 'draft-7' });
    const atLeastOneCheck = [
        ...AGENT_CHECK_KEYS.map((key) => ({ required: ['prompt', key] })),
        ...CHECK_KEYS.map((key) => ({ required: [key], properties: { [key]: { type: 'array', minItems: 1 } } })),
        {
            required: ['tool_sequence'],
            properties: {
                tool_sequence: {
                    type: 'array',
                    contains: { type: 'object', required: ['expect_error'], properties: { expect_error: { const: true } } },
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
    return {
        ...generated,
        title: 'mcp-scenario-eval scenario',
        $comment: 'Generated from src/engine/scenarios/schema.ts by `npm run schema`; do not edit. ' +
            'A scenario has tool_sequence or prompt (an agent scenario), never both, and at least one check: an expected_* entry, ' +
            'a step with expect_error: true or its own expected_contains or expected_not_contains, or (agent) forbidden_tools or max_calls.',
        allOf: [
            {
                // One kind or the other, never both.
                oneOf: [
                    { required: ['tool_sequence'], not: { required: ['prompt'] } },
                    { required: ['prompt'], not: { anyOf: [{ required: ['tool_sequence'] }] } },
                ],
            },
            {
                // The agent-only keys need `prompt`.
                anyOf: [{ required: ['prompt'] }, { not: { anyOf: AGENT_KEYS.map((key) => ({ required: [key] })) } }],
            },
            { anyOf: atLeastOneCheck },
        ],
    };
}
//# sourceMappingURL=schema.js.map

/***/ }),

/***/ 4191:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ closestTextCost),
/* harmony export */   dT: () => (/* binding */ closestText),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony exports editDistance, closestLine, boundedEditDistance */
/** Edit distance (Levenshtein) between two strings; small inputs only (keys, tool names, lines). */
function editDistance(a, b) {
    if (a === b)
        return 0;
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length];
}
/** A word this short that begins one candidate only is too little to guess from. */
const MIN_PREFIX_LENGTH = 4;
/**
 * The candidate closest to `word`, when it is close enough to be a likely typo: at most a third of
 * the word's length away (and at least 1), or differing only in letter case; failing that, the one
 * candidate that the word begins (`timeout` → `timeout_ms`), when exactly one does.
 */
function closest(word, candidates) {
    // Read once: `candidates` may be an iterator (a Map's keys) that a second pass would find empty.
    const list = [...candidates];
    let best;
    let bestDistance = Infinity;
    for (const candidate of list) {
        const distance = candidate.toLowerCase() === word.toLowerCase() ? 0.5 : editDistance(word.toLowerCase(), candidate.toLowerCase());
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    const limit = Math.max(1, Math.floor(word.length / 3));
    if (bestDistance <= limit)
        return best;
    if (word.length < MIN_PREFIX_LENGTH)
        return undefined;
    const lower = word.toLowerCase();
    const extended = list.filter((candidate) => candidate.toLowerCase().startsWith(lower));
    return extended.length === 1 ? extended[0] : undefined;
}
/** The wanted text is compared by its first this many characters. */
const WANTED_CHARS_COMPARED = 200;
/** A candidate is compared by its first this many characters (twice the wanted text's). */
const CANDIDATE_CHARS_COMPARED = 2 * WANTED_CHARS_COMPARED;
/** Candidates, out of every line (or part of a long line), that get the exact, costly comparison. */
const CANDIDATES_COMPARED = 8;
/** A line longer than this is searched for its closest part; a shorter one is a candidate whole. */
const LONG_LINE_CHARS = CANDIDATE_CHARS_COMPARED;
/** Characters of context kept on each side of the closest part of a long line. */
const PART_CONTEXT_CHARS = 20;
/**
 * An upper bound on the work (in cells: characters read plus edit-distance cells) that
 * `closestText` does on `text`, so that a caller with a budget can decide before starting.
 */
function closestTextCost(textLength, wanted) {
    const target = Math.min(wanted.length, WANTED_CHARS_COMPARED);
    return textLength + CANDIDATES_COMPARED * target * CANDIDATE_CHARS_COMPARED;
}
/**
 * The line of `text[0, end)` most like `wanted` (a line that holds it with little else scores best),
 * or for a line far longer than `wanted`, the part of it most like `wanted`; undefined when there is
 * no non-blank line. Costs at most `closestTextCost`: one pass over the text counts, per line (or
 * per window of a long line), the character trigrams it shares with `wanted`; only the few best of
 * those are compared exactly, by edit distance with an early exit.
 */
function closestText(text, wanted, end = text.length) {
    const target = wanted.slice(0, WANTED_CHARS_COMPARED);
    const gram = Math.max(1, Math.min(3, target.length));
    const inTarget = new Uint8Array(GRAM_TABLE_SIZE);
    for (let at = 0; at + gram <= target.length; at++)
        inTarget[gramHash(target, at, gram)] = 1;
    const shared = (at) => inTarget[gramHash(text, at, gram)];
    const seenOnLine = new Int32Array(GRAM_TABLE_SIZE);
    const top = [];
    const width = Math.max(target.length, 1);
    let lineNumber = 0;
    for (let start = 0; start < end;) {
        lineNumber++;
        let stop = text.indexOf('\n', start);
        if (stop < 0 || stop > end)
            stop = end;
        if (!isBlank(text, start, stop)) {
            if (stop - start <= LONG_LINE_CHARS) {
                // Distinct shared trigrams: a line that merely repeats one of them is no closer.
                let hits = 0;
                for (let at = start; at + gram <= stop; at++) {
                    const hash = gramHash(text, at, gram);
                    if (inTarget[hash] && seenOnLine[hash] !== lineNumber) {
                        seenOnLine[hash] = lineNumber;
                        hits++;
                    }
                }
                keepBest(top, { start, stop, hits, line: lineNumber });
            }
            else {
                // A long line: the window of the wanted text's width that shares the most trigrams with it.
                const span = width - gram + 1;
                // The last `span` positions' hits, so that the one leaving the window is not hashed again.
                const ring = new Uint8Array(span);
                let hits = 0;
                let bestHits = -1;
                let bestAt = start;
                for (let at = start; at + gram <= stop; at++) {
                    const slot = (at - start) % span;
                    const hit = shared(at);
                    hits += hit - ring[slot];
                    ring[slot] = hit;
                    if (hits > bestHits) {
                        bestHits = hits;
                        bestAt = Math.max(start, at - span + 1);
                    }
                }
                keepBest(top, {
                    start: Math.max(start, bestAt - PART_CONTEXT_CHARS),
                    stop: Math.min(stop, bestAt + width + PART_CONTEXT_CHARS),
                    hits: bestHits,
                    line: lineNumber,
                    lineChars: stop - start,
                });
            }
        }
        start = stop + 1;
    }
    let best;
    let bestScore = Infinity;
    for (const candidate of top) {
        const compared = text.slice(candidate.start, Math.min(candidate.stop, candidate.start + CANDIDATE_CHARS_COMPARED));
        const extra = Math.max(0, compared.length - target.length);
        // Scored as distance minus the extra length, so the distance must stay under best + extra.
        const distance = boundedEditDistance(target, compared, bestScore + extra);
        if (distance - extra < bestScore) {
            bestScore = distance - extra;
            best = candidate;
        }
    }
    if (!best)
        return undefined;
    return {
        text: text.slice(best.start, best.stop),
        line: best.line,
        ...(best.lineChars !== undefined && { partOfLineChars: best.lineChars }),
    };
}
/** The line of `text` most like `wanted`, or undefined when there is no non-blank line. */
function closestLine(text, wanted) {
    return closestText(text, wanted)?.text;
}
/** Keeps the CANDIDATES_COMPARED with the most shared trigrams, earlier ones first on a tie. */
function keepBest(top, candidate) {
    if (top.length === CANDIDATES_COMPARED && top.at(-1).hits >= candidate.hits)
        return;
    let at = top.length;
    while (at > 0 && top[at - 1].hits < candidate.hits)
        at--;
    top.splice(at, 0, candidate);
    if (top.length > CANDIDATES_COMPARED)
        top.pop();
}
const GRAM_TABLE_SIZE = 1 << 16;
function gramHash(text, at, gram) {
    let hash = 0;
    for (let index = 0; index < gram; index++)
        hash = (hash * 31 + text.charCodeAt(at + index)) | 0;
    return hash & (GRAM_TABLE_SIZE - 1);
}
function isBlank(text, start, stop) {
    for (let at = start; at < stop; at++) {
        const code = text.charCodeAt(at);
        if (code !== 32 && code !== 9 && code !== 13 && code !== 11 && code !== 12)
            return false;
    }
    return true;
}
/**
 * Levenshtein distance on typed arrays, stopping as soon as every cell of a row is over `bound`
 * (a row's minimum never decreases): then it returns that row's minimum, which is over `bound`.
 */
function boundedEditDistance(a, b, bound = Infinity) {
    let previous = new Uint32Array(b.length + 1);
    let current = new Uint32Array(b.length + 1);
    for (let j = 0; j <= b.length; j++)
        previous[j] = j;
    for (let i = 1; i <= a.length; i++) {
        current[0] = i;
        let rowMinimum = i;
        const char = a.charCodeAt(i - 1);
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (char === b.charCodeAt(j - 1) ? 0 : 1);
            const value = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
            current[j] = value;
            if (value < rowMinimum)
                rowMinimum = value;
        }
        if (rowMinimum > bound)
            return rowMinimum;
        [previous, current] = [current, previous];
    }
    return previous[b.length];
}
//# sourceMappingURL=closest.js.map

/***/ })

};

//# sourceMappingURL=50.index.js.map