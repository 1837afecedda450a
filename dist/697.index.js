export const id = 697;
export const ids = [697];
export const modules = {

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

/***/ 1697:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  perScenarioSessions: () => (/* binding */ perScenarioSessions),
  runScenarios: () => (/* binding */ runScenarios),
  sharedSession: () => (/* binding */ sharedSession)
});

// UNUSED EXPORTS: JUDGE_ERROR_PREFIX, NOT_RUN_SERVER_ERROR, SHARED_SERVER_RESTARTS, listAllTools

// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(4191);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(2815);
;// CONCATENATED MODULE: ./lib/engine/arg-errors.js


/** At most this many schema problems are named per step; the rest are counted, so a message stays one line. */
const MAX_ARGUMENT_PROBLEMS = 5;
// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const addFormats = dist;
let arg_errors_ajv;
/**
 * Compiles a tool's input schema with the options the MCP SDK's own validator uses (so what passes
 * here passes in the SDK), but keeps Ajv's structured errors: its text form (`data/path must be
 * string`) speaks of JSON pointers, and a scenario author wrote `args: { path: … }`.
 * Throws when the schema does not compile.
 */
function compileArgumentsValidator(inputSchema) {
    arg_errors_ajv ??= addFormats(new ajv.Ajv({ strict: false, validateFormats: true, validateSchema: false, allErrors: true }));
    const validate = arg_errors_ajv.compile(inputSchema);
    return (args) => (validate(args) ? [] : describeArgumentErrors(validate.errors ?? []));
}
const TYPE_WORDS = {
    string: 'a string',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    object: 'a mapping',
    array: 'a list',
    null: 'null',
};
/** `/items/0/name` → `args.items[0].name`: the path as the scenario file spells it. */
function argumentLabel(instancePath, property) {
    const parts = instancePath === '' ? [] : instancePath.slice(1).split('/');
    if (property !== undefined)
        parts.push(property);
    return parts
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((label, part) => (/^\d+$/.test(part) ? `${label}[${part}]` : `${label}.${part}`), 'args');
}
function typeWords(type) {
    const types = Array.isArray(type) ? type : String(type).split(',');
    return types.map((one) => TYPE_WORDS[String(one)] ?? String(one)).join(' or ');
}
function describeOne(error) {
    const params = error.params;
    const label = argumentLabel(error.instancePath);
    switch (error.keyword) {
        case 'type':
            return `${label} must be ${typeWords(params.type)}`;
        case 'required':
            return `${argumentLabel(error.instancePath, String(params.missingProperty))} is required but missing`;
        case 'additionalProperties':
            return `${argumentLabel(error.instancePath, String(params.additionalProperty))} is not an argument the tool takes`;
        case 'enum':
            return `${label} must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'const':
            return `${label} must be ${JSON.stringify(params.allowedValue)}`;
        // `anyOf`/`oneOf` only say "must match a schema"; the branch errors before them say more.
        case 'anyOf':
        case 'oneOf':
            return undefined;
        default:
            return `${label} ${error.message ?? `fails the schema's \`${error.keyword}\` rule`}`;
    }
}
/** Ajv's errors as sentences about `args.…`, de-duplicated, at most MAX_ARGUMENT_PROBLEMS of them. */
function describeArgumentErrors(errors) {
    const sentences = [...new Set(errors.map(describeOne).filter((s) => s !== undefined))];
    if (sentences.length === 0 && errors.length > 0)
        sentences.push(`${argumentLabel(errors[0].instancePath)} does not fit the schema`);
    if (sentences.length <= MAX_ARGUMENT_PROBLEMS)
        return sentences;
    const more = sentences.length - MAX_ARGUMENT_PROBLEMS;
    return [...sentences.slice(0, MAX_ARGUMENT_PROBLEMS), `and ${more} more problem${more === 1 ? '' : 's'}`];
}
//# sourceMappingURL=arg-errors.js.map
// EXTERNAL MODULE: ./lib/util/pool.js
var pool = __webpack_require__(9860);
;// CONCATENATED MODULE: ./lib/engine/checks.js

/** How a message names a step: `step 2 (get_order)`, counted from 1 as people count. */
function stepLabel(step) {
    return `step ${step.index} (${step.tool})`;
}
/**
 * `expected_contains`: exact, case-sensitive; a failure says what changed when it can tell. With
 * `step`, `output` is that one call's output, and the message says so.
 */
function checkContains(output, expected, step) {
    const base = {
        kind: 'contains',
        subject: expected.value,
        position: expected.position,
        ...(step && { step }),
    };
    if (output.includes(expected.value))
        return { ...base, status: 'passed' };
    const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
    return {
        ...base,
        status: 'failed',
        message: `${whose} to contain ${quote(expected.value)}${nearMiss(output, expected.value)}`,
    };
}
/** `expected_not_contains`: exact, case-sensitive; a failure quotes the line where it occurs. */
function checkNotContains(output, forbidden, step) {
    const base = {
        kind: 'not_contains',
        subject: forbidden.value,
        position: forbidden.position,
        ...(step && { step }),
    };
    const at = output.indexOf(forbidden.value);
    if (at < 0)
        return { ...base, status: 'passed' };
    const lineNumber = output.slice(0, at).split('\n').length;
    const line = output.split('\n')[lineNumber - 1] ?? '';
    const whose = step ? `${stepLabel(step)}: expected this call's output` : 'expected the output';
    return {
        ...base,
        status: 'failed',
        message: `${whose} not to contain ${quote(forbidden.value)}, but line ${lineNumber}${step ? ' of it' : ''} has it: ${quote(clip(line))}`,
    };
}
const collapse = (text) => text.replace(/\s+/g, ' ').trim();
/** Explains a missed substring: another case, other white space, or the closest line. */
function nearMiss(output, expected) {
    if (output === '')
        return '; the output is empty';
    const lowerAt = output.toLowerCase().indexOf(expected.toLowerCase());
    if (lowerAt >= 0) {
        return `; found it in another case: ${quote(output.slice(lowerAt, lowerAt + expected.length))}`;
    }
    const collapsedExpected = collapse(expected);
    if (collapsedExpected !== '' && collapse(output).includes(collapsedExpected)) {
        return '; found it with different white space (spaces, tabs or line breaks)';
    }
    const best = (0,closest/* closestLine */.Ym)(output, expected);
    return best === undefined ? '' : `; the closest line of the output is ${quote(clip(best))}`;
}
/**
 * A `save` entry: the first match of its pattern in the call's output; its one group is the value.
 * A miss fails the step with the output's closest line to the pattern's literal text. The value
 * is not put in the message: it came from the server and may be a session id.
 *
 * @param laterSteps whether steps follow this one (which a miss then keeps from being called)
 */
function applySave(output, rule, step, laterSteps) {
    const base = { kind: 'save', subject: rule.name, position: rule.position, step };
    const match = rule.pattern.exec(output);
    const value = match?.[1];
    if (value !== undefined)
        return { check: { ...base, status: 'passed' }, value };
    const shown = quote(clip(rule.pattern.source));
    const best = (0,closest/* closestLine */.Ym)(output, literalText(rule.pattern.source));
    const hint = output === ''
        ? '; the output is empty'
        : best === undefined
            ? ''
            : `; the closest line of the output is ${quote(clip(best))}`;
    const why = match
        ? `the pattern ${shown} matched, but its capture group took no part in the match, so there is no value to save`
        : `the pattern ${shown} matches nothing in this call's output${hint}`;
    return {
        check: {
            ...base,
            status: 'failed',
            message: `${stepLabel(step)}: cannot save \`${rule.name}\`: ${why}${laterSteps ? '; the later steps were not called' : ''}`,
        },
    };
}
/** The literal characters of a regular expression, for comparing it with lines of text. */
function literalText(source) {
    let text = '';
    for (let index = 0; index < source.length; index++) {
        const char = source[index];
        if (char === '\\') {
            const next = source[++index] ?? '';
            // A class escape (\d, \w, …) stands for no particular character; any other escape, for itself.
            if (!/[dDwWsSbBnrtfv0-9]/.test(next))
                text += next;
        }
        else if (!'()[]{}?*+^$|.'.includes(char))
            text += char;
    }
    return text;
}
function quote(text) {
    return JSON.stringify(text);
}
function clip(text, limit = 200) {
    return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
//# sourceMappingURL=checks.js.map
// EXTERNAL MODULE: ./lib/engine/limits.js
var limits = __webpack_require__(1968);
// EXTERNAL MODULE: ./lib/engine/references.js
var references = __webpack_require__(2150);
;// CONCATENATED MODULE: ./lib/engine/render-result.js
/**
 * Renders one tool call's result to the text every check and the judge see: text parts as they
 * are, an embedded text resource as its text, structured content (only when there is no text part)
 * as JSON, an image or audio part as `[image image/png, 1234 bytes]`, a resource link as
 * `[resource_link URI]`. Parts are joined with `\n`.
 */
function renderToolResult(result) {
    const parts = Array.isArray(result.content) ? result.content : [];
    const rendered = [];
    let hasText = false;
    for (const part of parts) {
        switch (part?.type) {
            case 'text':
                hasText = true;
                rendered.push(String(part.text ?? ''));
                break;
            case 'image':
            case 'audio':
                rendered.push(`[${part.type} ${String(part.mimeType ?? 'unknown')}, ${decodedSize(part.data)} bytes]`);
                break;
            case 'resource': {
                const resource = (part.resource ?? {});
                if (typeof resource.text === 'string') {
                    hasText = true;
                    rendered.push(resource.text);
                }
                else {
                    rendered.push(`[resource ${String(resource.uri ?? '')} ${String(resource.mimeType ?? 'binary')}, ${decodedSize(resource.blob)} bytes]`);
                }
                break;
            }
            case 'resource_link':
                rendered.push(`[resource_link ${String(part.uri ?? '')}]`);
                break;
            default:
                rendered.push(`[${String(part?.type ?? 'unknown')} content]`);
        }
    }
    if (!hasText && result.structuredContent !== undefined) {
        rendered.unshift(JSON.stringify(result.structuredContent, null, 2));
    }
    return rendered.join('\n');
}
/** Bytes encoded by a base64 string, without decoding it. */
function decodedSize(data) {
    if (typeof data !== 'string')
        return 0;
    const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
    return Math.max(0, Math.floor((data.replace(/\s/g, '').length * 3) / 4) - padding);
}
//# sourceMappingURL=render-result.js.map
// EXTERNAL MODULE: ./lib/engine/transports/session.js
var transports_session = __webpack_require__(8293);
;// CONCATENATED MODULE: ./lib/engine/runner.js








function perScenarioSessions(factory) {
    // Tracked so that a run stopped by its time limit still closes (and so stops) every server.
    const open = new Set();
    let disposed = false;
    const acquire = async () => {
        const session = await factory.open();
        if (disposed) {
            // The run ended while this server was starting: stop it rather than run on unseen.
            await session.close().catch(() => undefined);
            throw new Error('the run ended before this scenario could start');
        }
        open.add(session);
        return session;
    };
    const release = async (session) => {
        open.delete(session);
        await session.close().catch(() => undefined);
    };
    return {
        acquire,
        release,
        renew: async (stale) => {
            await release(stale);
            return acquire();
        },
        dispose: async () => {
            disposed = true;
            const left = [...open];
            open.clear();
            await Promise.all(left.map((session) => session.close().catch(() => undefined)));
        },
    };
}
/** How many times a shared server (`isolation: suite`) that ended on its own is started again. */
const SHARED_SERVER_RESTARTS = 1;
function sharedSession(factory) {
    let shared;
    // Each dropped session is replaced once, however many scenarios were holding it.
    const replacements = new WeakMap();
    // Closed only at the end: another scenario may still be waiting for an answer on one (the server
    // can still deliver it), and closing would fail that call as if it had been cut off.
    const retired = [];
    // The scenarios holding the session now, and the last to let it go: who was running when it ended.
    const holders = new Set();
    let lastReleased;
    // When each server that ended on its own ended ("during scenario …"), in order; and per session.
    const ends = [];
    const endOf = new WeakMap();
    let disposing = false;
    const named = (names) => names.map((name) => `"${name}"`).join(', ');
    /** Watches a new session's connection: a close we did not ask for is the server ending on its own. */
    const watch = async (opening, generation) => {
        const opened = await opening;
        const session = {
            ...opened,
            explain: (error) => {
                const base = opened.explain(error);
                const end = endOf.get(session);
                if (end === undefined)
                    return base;
                const after = generation < SHARED_SERVER_RESTARTS
                    ? 'it is started again for the scenarios after it'
                    : `it had been started again ${generation === 1 ? 'once' : `${generation} times`} already, so it is not started again`;
                return `${base}; the shared server (isolation: suite) ended ${end}; ${after}`;
            },
        };
        const previous = opened.client.onclose;
        opened.client.onclose = () => {
            previous?.();
            if (disposing || session.loss?.())
                return;
            endOf.set(session, holders.size > 0
                ? `during scenario ${named([...holders])}`
                : lastReleased !== undefined
                    ? `after scenario "${lastReleased}" (between scenarios)`
                    : 'before any scenario used it');
        };
        return session;
    };
    const renew = (stale) => {
        let next = replacements.get(stale);
        if (!next) {
            next = watch(factory.open(), ends.length);
            replacements.set(stale, next);
            shared = next;
            retired.push(stale);
        }
        return next;
    };
    /** A server that ended on its own: started again for the scenarios after it, up to SHARED_SERVER_RESTARTS times. */
    const restart = (ended) => {
        let next = replacements.get(ended);
        if (!next) {
            ends.push(endOf.get(ended));
            const story = `the shared server (isolation: suite) ended ${ends.join(', then again ')}`;
            next =
                ends.length > SHARED_SERVER_RESTARTS
                    ? Promise.reject(new Error(`not run: ${story}; it is not started again`))
                    : watch(factory.open(), ends.length).catch((error) => {
                        throw new Error(`not run: ${story}; starting it again failed: ${(0,transports_session/* messageOf */.bD)(error)}`);
                    });
            // Every later scenario meets the same rejection: that is handled where each awaits it.
            next.catch(() => undefined);
            replacements.set(ended, next);
            shared = next;
            retired.push(ended);
        }
        return next;
    };
    return {
        acquire: async (holder) => {
            let session = await (shared ??= watch(factory.open(), 0));
            // Known to be dropped (say, a call of an earlier scenario saw the 404): reopen before the first call.
            if (session.loss?.())
                session = await renew(session);
            else if (endOf.has(session))
                session = await restart(session);
            if (holder !== undefined)
                holders.add(holder);
            return session;
        },
        release: async (_session, holder) => {
            if (holder === undefined)
                return;
            holders.delete(holder);
            lastReleased = holder;
        },
        renew,
        dispose: async () => {
            disposing = true;
            await Promise.all(retired.map((session) => session.close().catch(() => undefined)));
            if (shared)
                await (await shared.catch(() => undefined))?.close().catch(() => undefined);
        },
    };
}
/** The error of every scenario not run because the server could not start at all. */
const NOT_RUN_SERVER_ERROR = 'not run: the server could not be started (the run error says why)';
async function runScenarios(scenarios, sessions, options) {
    const toolLists = new WeakMap();
    const start = {};
    const limitMs = options.runTimeLimitMs ?? limits/* RUN_TIME_LIMIT_MS */.pd;
    let timer;
    let timedOut = false;
    const deadline = new Promise((resolve) => {
        timer = setTimeout(() => {
            timedOut = true;
            resolve('deadline');
        }, limitMs);
    });
    const stopped = (scenario, started, reached) => ({
        name: scenario.name,
        description: scenario.description,
        position: scenario.position,
        status: 'errored',
        error: reached
            ? `stopped: the run reached its time limit of ${limitMs} ms before this scenario finished`
            : `not run: the run reached its time limit of ${limitMs} ms before this scenario started`,
        durationMs: performance.now() - started,
        steps: [],
        checks: [],
        output: '',
    });
    try {
        const results = await (0,pool/* mapConcurrent */._)(scenarios, options.concurrency, async (scenario) => {
            const started = performance.now();
            let result;
            if (timedOut)
                result = stopped(scenario, started, false);
            else {
                const work = () => runScenario(scenario, sessions, toolLists, options, start);
                const outcome = await Promise.race([options.around ? options.around(scenario, work) : work(), deadline]);
                result = outcome === 'deadline' ? stopped(scenario, started, true) : outcome;
            }
            options.onResult?.(result);
            return result;
        });
        return { scenarios: results, serverError: start.serverError };
    }
    finally {
        clearTimeout(timer);
        await sessions.dispose();
    }
}
async function runScenario(scenario, sessions, toolLists, options, start) {
    const started = performance.now();
    const base = { name: scenario.name, description: scenario.description, position: scenario.position };
    if (scenario.skip !== undefined) {
        return { ...base, status: 'skipped', skipReason: scenario.skip, durationMs: 0, steps: [], checks: [], output: '' };
    }
    const notRun = () => ({
        ...base,
        status: 'errored',
        error: NOT_RUN_SERVER_ERROR,
        notRun: true,
        durationMs: performance.now() - started,
        steps: [],
        checks: [],
        output: '',
    });
    if (start.serverError)
        return notRun();
    let keeper;
    try {
        keeper = new SessionKeeper(await sessions.acquire(scenario.name), sessions);
        start.opened = true;
    }
    catch (error) {
        if (error instanceof transports_session/* ServerStartError */.K4 && error.cannotStart && !start.opened) {
            // Scenarios that were starting at the same time failed the same way: the first says it, once.
            start.serverError ??= { message: error.message, stderr: error.stderr || undefined };
            return notRun();
        }
        return {
            ...base,
            status: 'errored',
            error: (0,transports_session/* messageOf */.bD)(error),
            stderr: error instanceof transports_session/* ServerStartError */.K4 ? error.stderr || undefined : undefined,
            durationMs: performance.now() - started,
            steps: [],
            checks: [],
            output: '',
        };
    }
    const steps = [];
    const checks = [];
    let error;
    let available;
    try {
        available = await keeper.run((session) => {
            let tools = toolLists.get(session.client);
            if (!tools)
                toolLists.set(session.client, (tools = listAllTools(session.client, options.timeoutMs)));
            return tools;
        });
    }
    catch (caught) {
        const loss = keeper.session.loss?.(caught);
        const why = caught instanceof SessionDroppedError ? caught.message : loss ? loss.reason : keeper.session.explain(caught);
        error = `could not read the server's tool list: ${why}`;
    }
    if (available) {
        const problems = checkStepsBeforeCalling(scenario.steps, available);
        checks.push(...problems);
        if (problems.length > 0) {
            error = problems.some((problem) => problem.message?.startsWith('the server has no tool'))
                ? 'the tool sequence names tools the server lacks; no tool was called'
                : "a step's arguments do not match the tool's input schema; no tool was called";
        }
    }
    // Values saved by `save` entries so far, for the `${name}` references of later steps' args.
    const saved = new Map();
    // Set when a `save` missed: the later steps cannot be called, but the server did answer, so the
    // scenario failed rather than errored.
    let saveMissed = false;
    for (const [index, step] of (error ? [] : scenario.steps).entries()) {
        const ref = { index: index + 1, tool: step.tool };
        const args = (0,references/* hasInterpolation */.$g)(step.args)
            ? (0,references/* substitute */.V2)(step.args, saved, available?.get(step.tool)?.inputSchema)
            : step.args;
        // Args with references could only be schema-checked once their values were known: now.
        const problem = args === step.args ? undefined : argumentsProblem(step, args, available?.get(step.tool));
        if (problem) {
            checks.push(problem);
            error = `${problem.message}; the steps from this one on were not called`;
            break;
        }
        const { result, check, fatal } = await callStep(keeper, step, args, options.timeoutMs);
        steps.push(result);
        checks.push(check);
        if (fatal) {
            error = fatal;
            break;
        }
        checks.push(...step.expectedContains.map((expected) => checkContains(result.text, expected, ref)));
        checks.push(...step.expectedNotContains.map((forbidden) => checkNotContains(result.text, forbidden, ref)));
        for (const rule of step.save) {
            const pattern = new RegExp(rule.pattern, references/* SAVE_PATTERN_FLAGS */.$7);
            const laterSteps = index < scenario.steps.length - 1;
            const { check: saveCheck, value } = applySave(result.text, { ...rule, pattern }, ref, laterSteps);
            checks.push(saveCheck);
            if (value === undefined)
                saveMissed = true;
            else
                saved.set(rule.name, value);
        }
        if (saveMissed)
            break;
    }
    // The judge needs only the output: the server can go before it is asked.
    const stderr = keeper.session.stderr();
    await sessions.release(keeper.session, scenario.name);
    const output = steps.map((step) => step.text).join('\n');
    const ranToEnd = error === undefined && !saveMissed;
    // A step's own content checks say nothing about whether the calls ran as expected: the judge
    // still grades the output when one of them fails, as it does when a scenario-level one fails.
    const stepsHeld = ranToEnd && checks.every((check) => (check.kind !== 'step' && check.kind !== 'save') || check.status === 'passed');
    if (ranToEnd) {
        checks.push(...scenario.expectedContains.map((expected) => checkContains(output, expected)));
        checks.push(...scenario.expectedNotContains.map((forbidden) => checkNotContains(output, forbidden)));
    }
    checks.push(...(await judgeCriteria(scenario, output, stepsHeld, options)));
    // A criterion that could not be judged errors the scenario, unless a check of its own failed anyway.
    const isJudgeError = (check) => check.kind === 'judge' && check.message?.startsWith(JUDGE_ERROR_PREFIX);
    const judgeError = checks.find(isJudgeError);
    const failed = checks.some((check) => check.status === 'failed' && !isJudgeError(check));
    if (!error && !failed && judgeError)
        error = `the judge could not be asked: ${judgeError.message.slice(JUDGE_ERROR_PREFIX.length)}`;
    // Step checks (and saves) only say the calls went as expected; unless a step expects an error, they are not
    // the scenario's checks. A scenario none of whose own checks was evaluated (say, judge criteria
    // only, with no key) has not passed: it is skipped.
    const ownCheckEvaluated = checks.some((check) => check.kind !== 'step' && check.kind !== 'save' && check.status !== 'skipped') ||
        (ranToEnd && scenario.steps.some((step) => step.expectError));
    const status = error ? 'errored' : failed ? 'failed' : ownCheckEvaluated ? 'passed' : 'skipped';
    return {
        ...base,
        status,
        error,
        skipReason: status === 'skipped' ? notEvaluatedReason(checks) : undefined,
        stderr: status === 'passed' || status === 'skipped' ? undefined : stderr || undefined,
        durationMs: performance.now() - started,
        steps,
        checks,
        output,
    };
}
/**
 * Checks every step against the tool list before the first call: a tool the server lacks (with the
 * closest name), and arguments its input schema rejects. A step with `expect_error: true` is not
 * schema-checked: sending arguments the server must refuse is a fair thing to test.
 */
function checkStepsBeforeCalling(steps, available) {
    const problems = [];
    for (const step of steps) {
        const base = { kind: 'step', subject: step.tool, status: 'failed', position: step.position };
        const tool = available.get(step.tool);
        if (!tool) {
            const suggestion = (0,closest/* closest */.kp)(step.tool, available.keys());
            problems.push({
                ...base,
                message: `the server has no tool "${step.tool}"` +
                    (suggestion
                        ? `: did you mean "${suggestion}"?`
                        : `; it has: ${[...available.keys()].join(', ') || 'no tools'}`),
            });
            continue;
        }
        // Args with `${name}` references are checked when their values are known, just before the call.
        if ((0,references/* hasInterpolation */.$g)(step.args))
            continue;
        const problem = argumentsProblem(step, step.args, tool);
        if (problem)
            problems.push(problem);
    }
    return problems;
}
/** A failed step check when `args` do not fit the tool's input schema; none when they do, or cannot be checked. */
function argumentsProblem(step, args, tool) {
    const validate = step.expectError || !tool ? undefined : validatorFor(tool.inputSchema);
    if (!validate)
        return undefined;
    const argumentProblems = validate(args);
    if (argumentProblems.length === 0)
        return undefined;
    return {
        kind: 'step',
        subject: step.tool,
        status: 'failed',
        position: step.position,
        message: `the arguments of ${step.tool} do not match the tool's input schema: ${argumentProblems.join('; ')}; args were ${clipJson(args)}`,
    };
}
/** Compiled validators by schema text: every session of a run lists the same tools. */
const validators = new Map();
/** The validator of an input schema, compiled once per distinct schema; none when it does not compile. */
function validatorFor(inputSchema) {
    const key = JSON.stringify(inputSchema) ?? '';
    if (!validators.has(key)) {
        let validate;
        try {
            validate = compileArgumentsValidator(inputSchema);
        }
        catch {
            // A schema that does not compile is the server's problem to report, not a reason to skip the call.
            validate = undefined;
        }
        validators.set(key, validate);
    }
    return validators.get(key);
}
async function listAllTools(client, timeoutMs) {
    const tools = new Map();
    let cursor;
    do {
        const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
        for (const tool of page.tools)
            tools.set(tool.name, { inputSchema: tool.inputSchema });
        cursor = page.nextCursor;
    } while (cursor);
    return tools;
}
async function callStep(keeper, step, args, defaultTimeoutMs) {
    const started = performance.now();
    const checkBase = { kind: 'step', subject: step.tool, position: step.position };
    const timeout = step.timeoutMs ?? defaultTimeoutMs;
    const renewedBefore = keeper.renewedBecause;
    try {
        const raw = (await keeper.run((session) => session.client.callTool({ name: step.tool, arguments: args }, undefined, { timeout })));
        const text = capText(renderToolResult(raw));
        const isError = raw.isError === true;
        const result = {
            tool: step.tool,
            position: step.position,
            text,
            isError,
            durationMs: performance.now() - started,
            newSession: keeper.renewedBecause !== renewedBefore ? keeper.renewedBecause : undefined,
        };
        if (isError && !step.expectError) {
            return {
                result,
                check: { ...checkBase, status: 'failed', message: `${step.tool} returned isError: true: ${firstLines(text)}` },
            };
        }
        if (!isError && step.expectError) {
            return {
                result,
                check: {
                    ...checkBase,
                    status: 'failed',
                    message: `${step.tool} succeeded, but the step says expect_error: true`,
                },
            };
        }
        return { result, check: { ...checkBase, status: 'passed' } };
    }
    catch (error) {
        const message = describeStepFailure(error, keeper, timeout, step);
        return {
            result: {
                tool: step.tool,
                position: step.position,
                text: '',
                isError: false,
                durationMs: performance.now() - started,
                error: message,
            },
            check: { ...checkBase, status: 'failed', message },
            fatal: message,
        };
    }
}
const REOPENED_ONCE = 'a new session was opened once already in this scenario, so it is not reopened again';
/** Thrown by `SessionKeeper` when a dropped session cannot be replaced; the message is the whole story. */
class SessionDroppedError extends Error {
}
/**
 * The scenario's session, reopened once if the server drops it (HTTP 404 for its session id: it
 * expired, or the server restarted). A request is sent again on the new session only when the server
 * refused it with that 404, so it never reached a tool; one that was sent before the loss came to light
 * may have run, and is reported rather than repeated.
 */
class SessionKeeper {
    session;
    lease;
    /** Why the session was reopened, once it has been. */
    renewedBecause;
    constructor(session, lease) {
        this.session = session;
        this.lease = lease;
    }
    async run(request) {
        // Dropped while no request of ours was waiting (seen on another scenario's call, or on the stream
        // the server pushes on): nothing of this request was sent yet.
        const known = this.session.loss?.();
        if (known)
            await this.renew(known);
        try {
            return await request(this.session);
        }
        catch (error) {
            const loss = this.session.loss?.(error);
            if (!loss?.refused || this.renewedBecause !== undefined)
                throw error;
            await this.renew(loss);
            return await request(this.session);
        }
    }
    async renew(loss) {
        if (this.renewedBecause !== undefined) {
            throw new SessionDroppedError(`${loss.reason}; ${REOPENED_ONCE}`);
        }
        this.renewedBecause = loss.reason;
        try {
            this.session = await this.lease.renew(this.session);
        }
        catch (error) {
            throw new SessionDroppedError(`${loss.reason}; a new session could not be opened: ${(0,transports_session/* messageOf */.bD)(error)}`);
        }
    }
}
function describeStepFailure(error, keeper, timeoutMs, step) {
    if (error instanceof SessionDroppedError)
        return `${step.tool} was not called: ${error.message}`;
    const loss = keeper.session.loss?.(error);
    if (loss?.refused) {
        // Refused again on the session opened for the retry.
        return `${step.tool} was not called: ${loss.reason}; ${REOPENED_ONCE}`;
    }
    if (loss) {
        return `${step.tool} failed: ${loss.reason}, after the call was sent; it may already have run on the server, so it was not sent again`;
    }
    return `${step.tool} failed: ${describeCallError(error, keeper.session, timeoutMs, step)}`;
}
/** JSON-RPC error codes the SDK uses for its own failures (types.ts ErrorCode). */
const CONNECTION_CLOSED = -32000;
const REQUEST_TIMEOUT = -32001;
function describeCallError(error, session, timeoutMs, step) {
    const code = error.code;
    if (code === REQUEST_TIMEOUT) {
        const limit = step.timeoutMs !== undefined ? "the step's timeout_ms" : 'timeout-ms';
        return [
            `no answer within ${timeoutMs} ms (${limit})`,
            ...extraNotes(session.explain(error), (0,transports_session/* messageOf */.bD)(error)),
        ].join('; ');
    }
    if (code === CONNECTION_CLOSED) {
        return [
            'the connection to the server closed during the call',
            ...extraNotes(session.explain(error), (0,transports_session/* messageOf */.bD)(error)),
        ].join('; ');
    }
    if (typeof code === 'number' && code < 0) {
        // The SDK prefixes the server's own "MCP error -32603: …" message once more: say it once.
        const explained = session.explain(error).replace(/^(MCP error (-?\d+): )(?:MCP error \2: )+/, '$1');
        return `the server answered with a protocol error: ${explained}`;
    }
    return session.explain(error);
}
/** What `explain` added beyond the SDK's own message. */
function extraNotes(explained, original) {
    if (explained === original)
        return [];
    const extra = explained.startsWith(original) ? explained.slice(original.length).replace(/^; /, '') : explained;
    return extra ? [extra] : [];
}
function clipJson(value, limit = 200) {
    const text = JSON.stringify(value);
    return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
function capText(text) {
    if (text.length <= limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk)
        return text;
    return `${text.slice(0, limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk)}\n[… output cut: ${text.length - limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk} more characters were not kept (limit ${limits/* CALL_OUTPUT_LIMIT_CHARS */.Zk} per call)]`;
}
function firstLines(text) {
    const shown = text.split('\n').slice(0, 3).join(' ⏎ ');
    return shown.length > 300 ? `${shown.slice(0, 300)}…` : shown || '(no text)';
}
async function judgeCriteria(scenario, output, stepsHeld, options) {
    const plan = options.judge;
    return Promise.all(scenario.expectedJudge.map(async (criterion) => {
        const base = { kind: 'judge', subject: criterion.value, position: criterion.position };
        if (plan.kind === 'fail')
            return { ...base, status: 'failed', message: plan.reason };
        if (plan.kind === 'skip')
            return { ...base, status: 'skipped', message: plan.reason };
        if (!stepsHeld) {
            return { ...base, status: 'skipped', message: 'not judged: the tool sequence did not run as expected' };
        }
        const verdict = await plan.judge.judge(criterion.value, output);
        if (verdict.error !== undefined) {
            // No reply to show: the criterion errored, and says why instead of quoting a "raw reply".
            return { ...base, status: 'failed', message: `${JUDGE_ERROR_PREFIX}${verdict.error}` };
        }
        return {
            ...base,
            status: verdict.verdict === 'PASS' ? 'passed' : 'failed',
            message: verdict.verdict === 'PASS'
                ? undefined
                : verdict.malformed
                    ? `judge: FAIL: the reply broke the two-line contract (${verdict.malformed}): ${verdict.reason}`
                    : `judge: FAIL: ${verdict.reason}`,
            judge: verdict,
        };
    }));
}
/** Starts the message of a criterion the judge could not be asked about (the API unreachable). */
const JUDGE_ERROR_PREFIX = 'judge error: ';
function notEvaluatedReason(checks) {
    const why = checks.find((check) => check.status === 'skipped')?.message;
    return `no check was evaluated${why ? `: ${why}` : ''}`;
}
//# sourceMappingURL=runner.js.map

/***/ }),

/***/ 8293:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ BoundedText),
/* harmony export */   HT: () => (/* binding */ HandshakeTimeoutError),
/* harmony export */   K4: () => (/* binding */ ServerStartError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   mh: () => (/* binding */ connectClient)
/* harmony export */ });
/* unused harmony exports newClient, protocolVersionOf */
/* harmony import */ var _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3411);


function newClient() {
    return new _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .K({ name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKAGE_VERSION */ .i });
}
/** The handshake (transport start and `initialize`) did not finish within the connect limit. */
class HandshakeTimeoutError extends Error {
}
/**
 * Connects a client over `transport`, bounded by `timeoutMs` as a whole: the SDK's own timeout
 * covers only `initialize`, not the transport's start (an SSE server that never sends its endpoint).
 */
async function connectClient(transport, timeoutMs) {
    const client = newClient();
    // The SDK's Client keeps the negotiated protocol version to itself; it hands it to the transport
    // through this optional hook (HTTP sends it as a header), which every transport can carry.
    const setProtocolVersion = transport.setProtocolVersion?.bind(transport);
    transport.setProtocolVersion = (version) => {
        protocolVersions.set(client, version);
        setProtocolVersion?.(version);
    };
    let timer;
    const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new HandshakeTimeoutError(`the server did not complete the MCP handshake within ${timeoutMs} ms (connect-timeout-ms)`)), timeoutMs);
    });
    try {
        await Promise.race([client.connect(transport, { timeout: timeoutMs }), deadline]);
    }
    catch (error) {
        await transport.close().catch(() => undefined);
        throw error;
    }
    finally {
        clearTimeout(timer);
    }
    return client;
}
const protocolVersions = new WeakMap();
/** The protocol version the server chose in `initialize`, for a client connected by `connectClient`. */
function protocolVersionOf(client) {
    return protocolVersions.get(client);
}
/** Keeps the last `limit` characters written, so a chatty server cannot exhaust memory. */
class BoundedText {
    limit;
    text = '';
    dropped = 0;
    constructor(limit) {
        this.limit = limit;
    }
    append(chunk) {
        this.text += chunk;
        if (this.text.length > this.limit) {
            this.dropped += this.text.length - this.limit;
            this.text = this.text.slice(-this.limit);
        }
    }
    toString() {
        return this.dropped > 0 ? `[… ${this.dropped} earlier characters cut]\n${this.text}` : this.text;
    }
}
/** The server could not be started or did not answer `initialize`; carries what it wrote to stderr. */
class ServerStartError extends Error {
    stderr;
    cannotStart;
    /**
     * @param cannotStart the server cannot start at all (no such program, a module that does not
     *   load, nothing listening at the URL): every other session would fail the same way, so the run
     *   stops at the first one instead of repeating the message per scenario.
     */
    constructor(message, stderr, cannotStart = false) {
        super(message);
        this.stderr = stderr;
        this.cannotStart = cannotStart;
        this.name = 'ServerStartError';
    }
}
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
//# sourceMappingURL=session.js.map

/***/ }),

/***/ 4191:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ym: () => (/* binding */ closestLine),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
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
/** Bounds on the closest-line search, which is quadratic in line length. */
const MAX_LINES_COMPARED = 2_000;
const MAX_LINE_CHARS_COMPARED = 200;
/**
 * The line of `text` most like `wanted` (a line that holds it with little else scores best), or
 * undefined when there is no non-blank line or too many to compare within the bounds.
 */
function closestLine(text, wanted) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0 || lines.length > MAX_LINES_COMPARED)
        return undefined;
    let best = lines[0];
    let bestScore = Infinity;
    // Both sides bounded: the search costs lines × line length × wanted length.
    const target = wanted.slice(0, MAX_LINE_CHARS_COMPARED);
    for (const line of lines) {
        const candidate = line.slice(0, MAX_LINE_CHARS_COMPARED);
        const score = editDistance(target, candidate) - Math.max(0, candidate.length - target.length);
        if (score < bestScore) {
            bestScore = score;
            best = line;
        }
    }
    return best;
}
//# sourceMappingURL=closest.js.map

/***/ }),

/***/ 9860:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ mapConcurrent),
/* harmony export */   p: () => (/* binding */ semaphore)
/* harmony export */ });
/** Runs `work` over `items` with at most `limit` at once; results keep the items' order. */
async function mapConcurrent(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}
/** Runs at most `limit` tasks at once, the rest in the order they came. */
function semaphore(limit) {
    let running = 0;
    const waiting = [];
    return async (task) => {
        if (running >= Math.max(1, limit))
            await new Promise((resolve) => waiting.push(resolve));
        running++;
        try {
            return await task();
        }
        finally {
            running--;
            waiting.shift()?.();
        }
    };
}
//# sourceMappingURL=pool.js.map

/***/ })

};

//# sourceMappingURL=697.index.js.map