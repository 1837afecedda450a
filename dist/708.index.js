export const id = 708;
export const ids = [708];
export const modules = {

/***/ 6708:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  byPosition: () => (/* binding */ byPosition),
  loadScenarioFile: () => (/* binding */ loadScenarioFile)
});

// UNUSED EXPORTS: MAX_YAML_ALIAS_COUNT, loadFileWithYaml

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(4191);
// EXTERNAL MODULE: ./lib/engine/limits.js
var limits = __webpack_require__(1968);
// EXTERNAL MODULE: ./lib/engine/references.js
var references = __webpack_require__(2150);
;// CONCATENATED MODULE: ./lib/engine/scenarios/nesting.js
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
// EXTERNAL MODULE: ./lib/engine/scenarios/schema.js
var schema = __webpack_require__(5239);
;// CONCATENATED MODULE: ./lib/engine/scenarios/plain-scenario.js


/**
 * The schema's output for the common scenario (`tool_sequence`, string checks, no agent keys) when
 * it is valid, found without zod: on a cold start zod's first parses are a good part of the time
 * spent loading a suite. It accepts only documents that `scenarioSchema` certainly accepts, and
 * gives what it gives (defaults included); for anything else (an agent scenario, a wrong type, an
 * unknown key) it returns undefined and the caller asks zod, whose errors are the ones users see.
 * __tests__/scenarios/simple-yaml.test.ts compares the two on generated files.
 */
function plainScenario(input) {
    if (!isRecord(input))
        return undefined;
    let name;
    let description;
    let toolSequence;
    let expectedContains;
    let expectedNotContains;
    let expectedJudge;
    let live = false;
    let skip;
    for (const key in input) {
        const value = input[key];
        switch (key) {
            case 'name':
                if (typeof value !== 'string' || !schema/* SCENARIO_NAME_PATTERN */.kC.test(value))
                    return undefined;
                name = value;
                break;
            case 'description':
                if (typeof value !== 'string')
                    return undefined;
                description = value;
                break;
            case 'tool_sequence':
                toolSequence = steps(value);
                if (!toolSequence)
                    return undefined;
                break;
            case 'expected_contains':
                expectedContains = checkList(value);
                if (!expectedContains)
                    return undefined;
                break;
            case 'expected_not_contains':
                expectedNotContains = checkList(value);
                if (!expectedNotContains)
                    return undefined;
                break;
            case 'expected_judge':
                expectedJudge = checkList(value);
                if (!expectedJudge)
                    return undefined;
                break;
            case 'live':
                if (typeof value !== 'boolean')
                    return undefined;
                live = value;
                break;
            case 'skip':
                if (typeof value !== 'string' || value === '')
                    return undefined;
                skip = value;
                break;
            default:
                return undefined;
        }
    }
    if (name === undefined || toolSequence === undefined)
        return undefined;
    const document = { name, tool_sequence: toolSequence, live };
    if (description !== undefined)
        document.description = description;
    if (expectedContains !== undefined)
        document.expected_contains = expectedContains;
    if (expectedNotContains !== undefined)
        document.expected_not_contains = expectedNotContains;
    if (expectedJudge !== undefined)
        document.expected_judge = expectedJudge;
    if (skip !== undefined)
        document.skip = skip;
    return document;
}
function steps(value) {
    if (!Array.isArray(value) || value.length === 0)
        return undefined;
    const result = [];
    for (const item of value) {
        const step = plainStep(item);
        if (!step)
            return undefined;
        result.push(step);
    }
    return result;
}
function plainStep(input) {
    if (!isRecord(input))
        return undefined;
    let tool;
    let args = {};
    let expectError = false;
    let timeoutMs;
    let expectedContains;
    let expectedNotContains;
    let save;
    for (const key in input) {
        const value = input[key];
        switch (key) {
            case 'tool':
                if (typeof value !== 'string' || value === '')
                    return undefined;
                tool = value;
                break;
            case 'args':
                if (!isRecord(value))
                    return undefined;
                // A copy, as zod's record gives.
                args = { ...value };
                break;
            case 'expect_error':
                if (typeof value !== 'boolean')
                    return undefined;
                expectError = value;
                break;
            case 'timeout_ms':
                if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > limits/* MAX_STEP_TIMEOUT_MS */.fH)
                    return undefined;
                timeoutMs = value;
                break;
            case 'expected_contains':
                expectedContains = checkList(value);
                if (!expectedContains)
                    return undefined;
                break;
            case 'expected_not_contains':
                expectedNotContains = checkList(value);
                if (!expectedNotContains)
                    return undefined;
                break;
            case 'save':
                if (!isRecord(value))
                    return undefined;
                save = {};
                for (const name in value) {
                    const pattern = value[name];
                    if (!schema/* SAVE_NAME_PATTERN */.ji.test(name) || typeof pattern !== 'string' || pattern === '')
                        return undefined;
                    save[name] = pattern;
                }
                break;
            default:
                return undefined;
        }
    }
    if (tool === undefined)
        return undefined;
    const step = { tool, args, expect_error: expectError };
    if (timeoutMs !== undefined)
        step.timeout_ms = timeoutMs;
    if (expectedContains !== undefined)
        step.expected_contains = expectedContains;
    if (expectedNotContains !== undefined)
        step.expected_not_contains = expectedNotContains;
    if (save !== undefined)
        step.save = save;
    return step;
}
/** A list of non-empty strings, as given. */
function checkList(value) {
    if (!Array.isArray(value))
        return undefined;
    for (const item of value)
        if (typeof item !== 'string' || item === '')
            return undefined;
    return value;
}
/** A plain object from the YAML reader (never an array, null, or an object with another prototype). */
function isRecord(value) {
    return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}
//# sourceMappingURL=plain-scenario.js.map
;// CONCATENATED MODULE: ./lib/engine/scenarios/simple-yaml.js
/**
 * A fast reader for the plain YAML that scenario files are nearly always written in, so that a run
 * does not pay for the `yaml` package's lexer, CST and document model on every file (about 80% of
 * the time spent loading a suite). It reads a deliberately small subset: block mappings and lists,
 * one-line plain, single- and double-quoted scalars, one-line flow mappings and lists, comments and
 * `---` separators. For anything else (anchors, aliases, tags, block scalars, multi-line scalars,
 * complex or non-string keys, duplicate keys, directives, tabs, CR, a BOM, unusual indentation, or
 * anything it is not certain it reads exactly as `yaml` does) it returns undefined, and the caller
 * reads the file with `yaml`. It never reports errors: a file it declines may well be valid, and a
 * file with a mistake is always declined or later re-read by `yaml`, whose messages are the ones
 * users see. __tests__/scenarios/simple-yaml.test.ts checks it against `yaml` on generated files.
 */
/** Characters the subset leaves to `yaml`: tab, CR, other controls, NEL, BOM, U+2028/9, non-characters. */
// eslint-disable-next-line no-control-regex
const DECLINED_CHARACTERS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;
/** Flow collections nested deeper than this on one line are left to `yaml` (and its limits). */
const MAX_FLOW_DEPTH = 16;
/** Implicit keys longer than this (source up to the colon) are left to `yaml`, which limits them to 1024 characters. */
const MAX_KEY_LENGTH = 1000;
/** Thrown inside the reader to give up on the file; never escapes parseSimpleYaml. */
class Declined extends Error {
}
const DECLINED = new Declined();
/**
 * The documents of `text`, or undefined when the text is outside the subset this reads (the caller
 * then reads it with `yaml`). Never throws.
 */
function parseSimpleYaml(text) {
    if (DECLINED_CHARACTERS.test(text))
        return undefined;
    try {
        return new Reader(text).file();
    }
    catch (error) {
        if (error instanceof Declined)
            return undefined;
        throw error;
    }
}
/** The value as `yaml`'s toJS gives it: plain objects and arrays. */
function simpleToJS(node) {
    if (node.kind === 'scalar')
        return node.value;
    if (node.kind === 'seq')
        return node.items.map(simpleToJS);
    const object = {};
    for (const [key, entry] of node.entries)
        object[key] = simpleToJS(entry.value);
    return object;
}
/** The node at `path` (keys and list indices), as `yaml`'s `doc.getIn(path, true)` finds it. */
function simpleNodeAt(root, path) {
    let node = root;
    for (const key of path) {
        if (node === undefined)
            return undefined;
        if (node.kind === 'map')
            node = typeof key === 'string' ? node.entries.get(key)?.value : undefined;
        else if (node.kind === 'seq') {
            // As yaml's YAMLSeq.get: a string key that reads as a whole number is an index too.
            const index = typeof key === 'string' && key ? Number(key) : key;
            node = typeof index === 'number' && Number.isInteger(index) && index >= 0 ? node.items[index] : undefined;
        }
        else
            return undefined;
    }
    return node;
}
/** 1-based line and column of `offset`, as `yaml`'s LineCounter gives them. */
function simpleLinePosition(lineStarts, offset) {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (lineStarts[middle] <= offset)
            low = middle;
        else
            high = middle - 1;
    }
    return { line: low + 1, col: offset - lineStarts[low] + 1 };
}
const SPACE = 32;
function isSpaceOrEnd(text, at, end) {
    return at >= end || text.charCodeAt(at) === SPACE;
}
class Reader {
    text;
    lines = [];
    lineStarts = [];
    /** Index of the next content line (not blank, not a comment) to read, within the current document. */
    index = 0;
    documentEnd = 0;
    constructor(text) {
        this.text = text;
    }
    file() {
        const text = this.text;
        // Split into lines; comment-only and blank lines are not structure in the subset.
        const documents = [];
        let documentStart = 0;
        let start = 0;
        while (start <= text.length) {
            this.lineStarts.push(start);
            let end = text.indexOf('\n', start);
            if (end < 0)
                end = text.length;
            let content = start;
            while (content < end && text.charCodeAt(content) === SPACE)
                content++;
            const first = text[content];
            if (content < end && first !== '#') {
                const indent = content - start;
                if (indent === 0 && (first === '%' || text.startsWith('...', content)))
                    throw DECLINED;
                if (indent === 0 && text.startsWith('---', content)) {
                    // Only a bare `---` separates documents here; content or a comment after it is left to yaml.
                    for (let at = content + 3; at < end; at++)
                        if (text.charCodeAt(at) !== SPACE)
                            throw DECLINED;
                    documents.push({ from: documentStart, to: this.lines.length });
                    documentStart = this.lines.length;
                }
                else {
                    this.lines.push({ start, content, end, indent });
                }
            }
            start = end + 1;
        }
        documents.push({ from: documentStart, to: this.lines.length });
        const roots = [];
        for (const { from, to } of documents) {
            if (from === to)
                continue;
            this.index = from;
            this.documentEnd = to;
            const line = this.lines[from];
            if (line.indent !== 0)
                throw DECLINED;
            roots.push(this.blockNode(line.content, 0));
            if (this.index !== to)
                throw DECLINED;
        }
        if (roots.length === 0)
            throw DECLINED;
        return { documents: roots, lineStarts: this.lineStarts };
    }
    current() {
        return this.index < this.documentEnd ? this.lines[this.index] : undefined;
    }
    /** A block node whose first token is at `at` on the current line, whose column is `column`. */
    blockNode(at, column) {
        const line = this.current();
        if (this.isDash(at, line.end))
            return this.sequence(column);
        const key = this.keyAt(at, line.end);
        if (key)
            return this.mapping(at, column);
        const value = this.inlineValue(at, line.end);
        this.index++;
        return value;
    }
    isDash(at, end) {
        return this.text.charCodeAt(at) === 45 /* - */ && isSpaceOrEnd(this.text, at + 1, end);
    }
    /** A block list whose dashes are at `column`, starting on the current line. */
    sequence(column) {
        const text = this.text;
        const first = this.current();
        const items = [];
        for (let line = this.current(); line && line.indent === column; line = this.current()) {
            const dash = line.start + column;
            if (!this.isDash(dash, line.end))
                break;
            let at = dash + 1;
            while (at < line.end && text.charCodeAt(at) === SPACE)
                at++;
            // An empty item, a nested `- -`, or an item continued on the next lines: left to yaml.
            if (at >= line.end || text[at] === '#' || this.isDash(at, line.end))
                throw DECLINED;
            items.push(this.blockNode(at, at - line.start));
            const next = this.current();
            if (next && next.indent > column)
                throw DECLINED;
        }
        return { kind: 'seq', offset: first.start + column, items };
    }
    /** A block mapping whose keys are at `column`; its first key starts at `at` on the current line. */
    mapping(at, column) {
        const entries = new Map();
        const offset = at;
        let keyStart = at;
        for (;;) {
            const line = this.current();
            const key = this.keyAt(keyStart, line.end);
            if (!key)
                throw DECLINED;
            if (entries.has(key.key))
                throw DECLINED;
            let valueAt = key.after;
            while (valueAt < line.end && this.text.charCodeAt(valueAt) === SPACE)
                valueAt++;
            let value;
            if (valueAt < line.end && this.text[valueAt] !== '#') {
                value = this.inlineValue(valueAt, line.end);
                this.index++;
            }
            else {
                // The value is the block below: deeper, or a list at the key's own column.
                this.index++;
                const next = this.current();
                if (!next)
                    throw DECLINED;
                if (next.indent > column)
                    value = this.blockNode(next.content, next.indent);
                else if (next.indent === column && this.isDash(next.content, next.end))
                    value = this.sequence(column);
                else
                    throw DECLINED;
            }
            entries.set(key.key, { keyOffset: keyStart, value });
            const next = this.current();
            if (!next || next.indent < column)
                break;
            if (next.indent > column)
                throw DECLINED;
            keyStart = next.content;
        }
        return { kind: 'map', offset, entries };
    }
    /**
     * The key of a `key: …` line starting at `at`, and the offset just after its colon; undefined when
     * the line holds no key. Declines keys that are not certain to read as the same string in yaml.
     */
    keyAt(at, end) {
        const text = this.text;
        const first = text[at];
        if (first === '"' || first === "'") {
            const scalar = this.quoted(at, end);
            const colon = scalar.end;
            if (text[colon] !== ':' || !isSpaceOrEnd(text, colon + 1, end)) {
                return undefined;
            }
            return { key: checkedKey(scalar.value, colon - at), after: colon + 1 };
        }
        // A plain key: up to the first `:` followed by a space or the line's end, before any ` #`.
        for (let index = at; index < end; index++) {
            const char = text.charCodeAt(index);
            if (char === 58 /* : */ && isSpaceOrEnd(text, index + 1, end)) {
                let keyEnd = index;
                while (keyEnd > at && text.charCodeAt(keyEnd - 1) === SPACE)
                    keyEnd--;
                const source = text.slice(at, keyEnd);
                if (!isSafePlainKey(source))
                    throw DECLINED;
                return { key: checkedKey(source, index - at), after: index + 1 };
            }
            if (char === 35 /* # */ && text.charCodeAt(index - 1) === SPACE)
                return undefined;
        }
        return undefined;
    }
    /** A scalar or flow collection from `at` to the line's end (then only a comment may follow). */
    inlineValue(at, end) {
        const text = this.text;
        const first = text[at];
        let node;
        let after;
        if (first === '"' || first === "'") {
            const scalar = this.quoted(at, end);
            node = { kind: 'scalar', offset: at, value: scalar.value };
            after = scalar.end;
        }
        else if (first === '{' || first === '[') {
            const flow = this.flow(at, end, 1);
            node = flow.node;
            after = flow.end;
        }
        else {
            if (!canStartPlain(text, at, end))
                throw DECLINED;
            let valueEnd = end;
            for (let index = at; index < end; index++) {
                const char = text.charCodeAt(index);
                if (char === 35 /* # */ && text.charCodeAt(index - 1) === SPACE) {
                    valueEnd = index;
                    break;
                }
                // `a: b: c` is an error in yaml, and `- a: b` was read as a key before getting here.
                if (char === 58 /* : */ && isSpaceOrEnd(text, index + 1, end))
                    throw DECLINED;
            }
            while (valueEnd > at && text.charCodeAt(valueEnd - 1) === SPACE)
                valueEnd--;
            return { kind: 'scalar', offset: at, value: plainValue(text.slice(at, valueEnd)) };
        }
        this.restIsComment(after, end);
        return node;
    }
    /** After a quoted scalar or flow collection: nothing, or spaces and a comment. */
    restIsComment(at, end) {
        if (at >= end)
            return;
        if (this.text.charCodeAt(at) !== SPACE)
            throw DECLINED;
        while (at < end && this.text.charCodeAt(at) === SPACE)
            at++;
        if (at < end && this.text[at] !== '#')
            throw DECLINED;
    }
    /** A quoted scalar starting at `at` and closed on the same line; `end` is just after its closing quote. */
    quoted(at, lineEnd) {
        const text = this.text;
        const quote = text[at];
        if (quote === "'") {
            let index = at + 1;
            for (;;) {
                const close = text.indexOf("'", index);
                if (close < 0 || close >= lineEnd)
                    throw DECLINED;
                if (text[close + 1] === "'") {
                    index = close + 2;
                    continue;
                }
                return { value: text.slice(at + 1, close).replaceAll("''", "'"), end: close + 1 };
            }
        }
        let value = '';
        let index = at + 1;
        let runStart = index;
        for (; index < lineEnd; index++) {
            const char = text[index];
            if (char === '"')
                return { value: value + text.slice(runStart, index), end: index + 1 };
            if (char !== '\\')
                continue;
            value += text.slice(runStart, index);
            const escape = text[index + 1];
            if (escape === undefined || index + 1 >= lineEnd)
                throw DECLINED;
            const simple = ESCAPES[escape];
            if (simple !== undefined) {
                value += simple;
                index += 1;
            }
            else if (escape === 'x' || escape === 'u' || escape === 'U') {
                const length = escape === 'x' ? 2 : escape === 'u' ? 4 : 8;
                const hex = text.slice(index + 2, index + 2 + length);
                if (hex.length !== length || index + 2 + length > lineEnd || !/^[0-9a-fA-F]+$/.test(hex))
                    throw DECLINED;
                const code = parseInt(hex, 16);
                if (code > 0x10ffff)
                    throw DECLINED;
                value += String.fromCodePoint(code);
                index += 1 + length;
            }
            else {
                throw DECLINED;
            }
            runStart = index + 1;
        }
        throw DECLINED;
    }
    /** A flow mapping or list opened at `at` and closed on the same line. */
    flow(at, end, depth) {
        if (depth > MAX_FLOW_DEPTH)
            throw DECLINED;
        const text = this.text;
        const isMapping = text[at] === '{';
        const closer = isMapping ? '}' : ']';
        const entries = new Map();
        const items = [];
        let index = skipSpaces(text, at + 1, end);
        if (text[index] === closer) {
            const node = isMapping ? { kind: 'map', offset: at, entries } : { kind: 'seq', offset: at, items };
            return { node, end: index + 1 };
        }
        for (;;) {
            if (isMapping) {
                const keyOffset = index;
                const key = this.flowScalar(index, end, true);
                index = key.end;
                if (text[index] !== ':')
                    throw DECLINED;
                // After a plain key the colon needs a space; after a quoted one yaml also reads `"a":1`.
                if (key.plain && !isSpaceOrEnd(text, index + 1, end))
                    throw DECLINED;
                if (typeof key.node.value !== 'string')
                    throw DECLINED;
                const name = checkedKey(key.node.value, index - keyOffset);
                if (entries.has(name))
                    throw DECLINED;
                index = skipSpaces(text, index + 1, end);
                const value = this.flowValue(index, end, depth);
                entries.set(name, { keyOffset, value: value.node });
                index = value.end;
            }
            else {
                const value = this.flowValue(index, end, depth);
                items.push(value.node);
                index = value.end;
            }
            index = skipSpaces(text, index, end);
            if (text[index] === closer && index < end) {
                const node = isMapping ? { kind: 'map', offset: at, entries } : { kind: 'seq', offset: at, items };
                return { node, end: index + 1 };
            }
            if (text[index] !== ',' || index >= end)
                throw DECLINED;
            index = skipSpaces(text, index + 1, end);
            // A trailing comma, an empty entry, or the collection going on to the next line: left to yaml.
            if (index >= end || text[index] === ',' || text[index] === closer)
                throw DECLINED;
        }
    }
    flowValue(at, end, depth) {
        const first = this.text[at];
        if (at >= end)
            throw DECLINED;
        if (first === '{' || first === '[')
            return this.flow(at, end, depth + 1);
        const scalar = this.flowScalar(at, end, false);
        return { node: scalar.node, end: scalar.end };
    }
    /** A quoted or plain scalar inside a flow collection. */
    flowScalar(at, end, isKey) {
        const text = this.text;
        const first = text[at];
        if (at >= end)
            throw DECLINED;
        if (first === '"' || first === "'") {
            const scalar = this.quoted(at, end);
            return { node: { kind: 'scalar', offset: at, value: scalar.value }, end: scalar.end, plain: false };
        }
        if (!canStartPlain(text, at, end))
            throw DECLINED;
        let index = at;
        for (; index < end; index++) {
            const char = text[index];
            if (char === ',' || char === '}' || char === ']')
                break;
            if (char === ':') {
                if (isKey && isSpaceOrEnd(text, index + 1, end))
                    break;
                throw DECLINED;
            }
            if (char === '{' || char === '[' || char === '"' || char === "'")
                throw DECLINED;
            if (char === '#' && text.charCodeAt(index - 1) === SPACE)
                throw DECLINED;
        }
        let valueEnd = index;
        while (valueEnd > at && text.charCodeAt(valueEnd - 1) === SPACE)
            valueEnd--;
        if (valueEnd === at)
            throw DECLINED;
        const source = text.slice(at, valueEnd);
        if (isKey && !isSafePlainKey(source))
            throw DECLINED;
        return { node: { kind: 'scalar', offset: at, value: plainValue(source) }, end: valueEnd, plain: true };
    }
}
function skipSpaces(text, at, end) {
    while (at < end && text.charCodeAt(at) === SPACE)
        at++;
    return at;
}
/**
 * Keys that a JS object or yaml treats specially (`__proto__`, the merge key `<<`) are left to yaml,
 * and so are keys whose source, up to the colon, is near yaml's limit for implicit keys.
 */
function checkedKey(key, sourceLength) {
    if (key === '__proto__' || key === '<<' || sourceLength > MAX_KEY_LENGTH)
        throw DECLINED;
    return key;
}
/** A plain key that reads as a string (not a number, bool or null) and holds no character that yaml might read otherwise. */
function isSafePlainKey(source) {
    return /^[A-Za-z_$][\w$.\-/ ]*$/.test(source) && typeof plainValue(source) === 'string' && !source.endsWith(' ');
}
/**
 * Whether a plain scalar may start at `at`: not with an indicator (`-` `?` `:` `,` `[` `]` `{` `}`
 * `#` `&` `*` `!` `|` `>` `'` `"` `%` `@` and backquote), except a `-` followed by a letter, digit, `_`
 * or `.` (as in `-1`, `-.5`).
 */
function canStartPlain(text, at, end) {
    if (at >= end)
        return false;
    const first = text[at];
    if (first === '-')
        return at + 1 < end && /[\w.]/.test(text[at + 1]);
    return !'?:,[]{}#&*!|>\'"%@`'.includes(first);
}
const ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\b',
    e: '\x1b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
};
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
/** A plain scalar resolved as `yaml`'s core schema (YAML 1.2) does, its tags tried in the same order. */
function plainValue(source) {
    const first = source.charCodeAt(0);
    // Fast exit: every non-string value starts with one of `~nNtTfF0-9+-.`.
    if (!(first === 126 || (first >= 43 && first <= 57) || 'nNtTfF'.includes(source[0] ?? '')))
        return source;
    if (NULL.test(source))
        return null;
    if (BOOL.test(source))
        return source[0] === 't' || source[0] === 'T';
    if (INT_OCT.test(source))
        return parseInt(source.substring(2), 8);
    if (INT.test(source))
        return parseInt(source, 10);
    if (INT_HEX.test(source))
        return parseInt(source.substring(2), 16);
    if (FLOAT_NAN.test(source))
        return source.slice(-3).toLowerCase() === 'nan'
            ? NaN
            : source[0] === '-'
                ? Number.NEGATIVE_INFINITY
                : Number.POSITIVE_INFINITY;
    if (FLOAT_EXP.test(source) || FLOAT.test(source))
        return parseFloat(source);
    return source;
}
//# sourceMappingURL=simple-yaml.js.map
// EXTERNAL MODULE: ./lib/engine/agent/match.js
var match = __webpack_require__(5397);
;// CONCATENATED MODULE: ./lib/engine/scenarios/load.js









/** Aliases expanded per document before giving up: a guard against "billion laughs" files. */
const MAX_YAML_ALIAS_COUNT = 100;
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
    const deepest = deepestPoint(text, limits/* SCENARIO_NESTING_LIMIT */.ef);
    if (deepest.depth > limits/* SCENARIO_NESTING_LIMIT */.ef)
        return { scenarios: [], errors: [tooDeep(deepest, displayPath)] };
    const fast = loadSimpleFile(text, absolutePath, displayPath);
    if (fast)
        return fast;
    return loadFileWithYaml(text, absolutePath, displayPath);
}
/**
 * The `yaml` path alone: what loadScenarioFile gives for every file the fast path declines. Exported
 * for the differential tests, which compare the two paths.
 */
function loadFileWithYaml(text, absolutePath, displayPath) {
    try {
        return loadParsedFile(text, absolutePath, displayPath);
    }
    catch (error) {
        // Nesting that the indentation does not show (flow collections inside each other): the same mistake.
        if (error instanceof RangeError)
            return { scenarios: [], errors: [tooDeep(deepestPoint(text), displayPath)] };
        throw error;
    }
}
/**
 * The fast path: a file in the plain subset of YAML that parseSimpleYaml reads, every document of
 * which is a valid scenario. Undefined for anything else (another form of YAML, any error at all),
 * so that the `yaml` path reads the whole file again and every message and position stays its own.
 */
function loadSimpleFile(text, absolutePath, displayPath) {
    const file = parseSimpleYaml(text);
    if (!file)
        return undefined;
    const at = (offset) => {
        const { line, col } = simpleLinePosition(file.lineStarts, offset);
        return { file: displayPath, line, column: col };
    };
    const scenarios = [];
    for (const root of file.documents) {
        if (root.kind !== 'map')
            return undefined;
        const rootPosition = at(root.offset);
        const input = simpleToJS(root);
        let data = plainScenario(input);
        if (!data) {
            const parsed = schema/* scenarioSchema */.mE.safeParse(input, { reportInput: true });
            if (!parsed.success)
                return undefined;
            data = parsed.data;
        }
        const positionOf = (path) => {
            const node = simpleNodeAt(root, path);
            return node ? at(node.offset) : rootPosition;
        };
        const keyPositionOf = (mapPath, key) => {
            const map = simpleNodeAt(root, mapPath);
            const entry = map?.kind === 'map' ? map.entries.get(key) : undefined;
            return entry ? at(entry.keyOffset) : positionOf([...mapPath, key]);
        };
        const result = scenarioFromDocument(data, absolutePath, positionOf, keyPositionOf, rootPosition);
        if (!result.scenario || result.errors.length > 0)
            return undefined;
        scenarios.push(result.scenario);
    }
    return { scenarios, errors: [] };
}
function tooDeep(point, displayPath) {
    return {
        position: { file: displayPath, line: point.line, column: point.column },
        message: `nesting too deep: mappings and lists are nested more than ${limits/* SCENARIO_NESTING_LIMIT */.ef} levels deep here; ` +
            'a scenario needs a handful, so flatten this part (or pass a deep value as a JSON string)',
    };
}
function loadParsedFile(text, absolutePath, displayPath) {
    const lineCounter = new dist/* LineCounter */.HN();
    const documents = (0,dist/* parseAllDocuments */.hR)(text, { lineCounter, prettyErrors: false });
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
            errors.push(...syntaxErrors(doc, text, at));
            continue;
        }
        const result = validateDocument(doc, text, at, absolutePath);
        errors.push(...result.errors.sort(byPosition));
        if (result.scenario)
            scenarios.push(result.scenario);
    }
    return { scenarios, errors };
}
function isEmptyDocument(doc) {
    const root = doc.contents;
    return root === null || ((0,dist/* isScalar */.jn)(root) && root.value === null && root.source === '');
}
function byPosition(a, b) {
    return a.position.line - b.position.line || a.position.column - b.position.column;
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
                const deepest = deepestPoint(text);
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
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            if ((0,dist/* isScalar */.jn)(pair.key) && pair.key.range?.[0] === offset) {
                key = String(pair.key.value);
                return dist/* visit */.YR.BREAK;
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
    for (const token of new dist/* Parser */.iX().parse(text))
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
function validateDocument(doc, text, at, absolutePath) {
    const root = doc.contents;
    const rootPosition = at(root?.range[0] ?? 0);
    if (!(0,dist/* isMap */.jh)(root)) {
        const listOfScenarios = (0,dist/* isSeq */.oP)(root) && root.items.length > 0 && root.items.every((item) => (0,dist/* isMap */.jh)(item));
        return {
            errors: [
                {
                    position: rootPosition,
                    message: `expected a scenario mapping with \`name\` and \`tool_sequence\`, got ${describeNode(root)}` +
                        (listOfScenarios ? '; to put several scenarios in one file, separate them with `---` lines' : ''),
                },
            ],
        };
    }
    const keys = root.items.map((pair) => ((0,dist/* isPair */.tO)(pair) && (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : ''));
    // Some other YAML file (a workflow, a config) that a glob caught: one error says so, rather than
    // one per key. A misspelt scenario key still gets its own did-you-mean error below.
    if (keys.length > 0 && !keys.some((key) => schema/* SCENARIO_KEYS */.KS.includes(key) || (0,closest/* closest */.kp)(key, schema/* SCENARIO_KEYS */.KS))) {
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
    let input;
    try {
        input = doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT });
    }
    catch (error) {
        const message = error.message;
        const alias = /^Unresolved alias.*: (.+)$/.exec(message)?.[1];
        if (alias !== undefined) {
            return {
                errors: [
                    {
                        position: aliasPosition(doc, alias, at) ?? rootPosition,
                        message: `YAML alias \`*${alias}\` refers to no anchor: define \`&${alias}\` on a value above it, or write the value itself`,
                    },
                ],
            };
        }
        return { errors: [{ position: rootPosition, message: `cannot read this YAML document: ${message}` }] };
    }
    const positionOf = (path) => {
        const node = doc.getIn(path, true);
        return node?.range ? at(node.range[0]) : rootPosition;
    };
    const keyPositionOf = (mapPath, key) => keyPosition(doc, mapPath, key, at) ?? positionOf([...mapPath, key]);
    const parsed = schema/* scenarioSchema */.mE.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        const issues = withoutMissingKeysSuggested(parsed.error.issues);
        // The saves and references are checked too, on the parts that have the right shape, so that a
        // misspelt key does not hide them until the next run.
        const lenient = lenientParts(input, positionOf);
        return {
            errors: [
                ...issues.flatMap((issue) => issueToErrors(issue, doc, text, at)),
                ...savesAndReferences(lenient.steps, positionOf, keyPositionOf),
                ...savedNamesInChecks(lenient.steps, lenient.checkLists, positionOf),
            ].sort(byPosition),
        };
    }
    return scenarioFromDocument(parsed.data, absolutePath, positionOf, keyPositionOf, rootPosition);
}
/**
 * The scenario of a document that has the schema's shape, or the errors the schema cannot see
 * (agent rules, saves and references, a missing check). Shared by the `yaml` path and the fast path.
 */
function scenarioFromDocument(data, absolutePath, positionOf, keyPositionOf, rootPosition) {
    const located = (key, values) => (values ?? []).map((value, index) => ({ value, position: positionOf([...key, index]) }));
    if (data.prompt !== undefined || data.tool_sequence === undefined) {
        return validateAgentScenario(data, absolutePath, positionOf, keyPositionOf, rootPosition);
    }
    const strayAgentKeys = schema/* AGENT_KEYS */.TQ.filter((key) => key !== 'prompt' && data[key] !== undefined);
    if (strayAgentKeys.length > 0) {
        return {
            errors: strayAgentKeys.map((key) => ({
                position: keyPositionOf([], key),
                message: `\`${key}\` is a key of agent scenarios (with \`prompt:\`), but this scenario has \`tool_sequence\`: ` +
                    'remove it, or make this an agent scenario by replacing tool_sequence with a prompt',
            })),
        };
    }
    const toolSequence = data.tool_sequence;
    const scenario = {
        name: data.name,
        description: data.description,
        absolutePath,
        position: positionOf(['name']),
        steps: toolSequence.map((step, index) => ({
            tool: step.tool,
            args: step.args,
            expectError: step.expect_error,
            timeoutMs: step.timeout_ms,
            position: positionOf(['tool_sequence', index]),
            expectedContains: located(['tool_sequence', index, 'expected_contains'], step.expected_contains),
            expectedNotContains: located(['tool_sequence', index, 'expected_not_contains'], step.expected_not_contains),
            save: Object.entries(step.save ?? {}).map(([name, pattern]) => ({
                name,
                pattern,
                position: positionOf(['tool_sequence', index, 'save', name]),
            })),
        })),
        expectedContains: located(['expected_contains'], data.expected_contains),
        expectedNotContains: located(['expected_not_contains'], data.expected_not_contains),
        expectedJudge: located(['expected_judge'], data.expected_judge),
        live: data.live,
        skip: data.skip,
    };
    const checkLists = [
        ...toolSequence.flatMap((step, index) => [
            [['tool_sequence', index, 'expected_contains'], step.expected_contains],
            [['tool_sequence', index, 'expected_not_contains'], step.expected_not_contains],
        ]),
        ...schema/* CHECK_KEYS */.KO.map((key) => [[key], data[key]]),
    ];
    const flowErrors = [
        ...savesAndReferences(scenario.steps, positionOf, keyPositionOf),
        ...savedNamesInChecks(scenario.steps, checkLists, positionOf),
    ];
    // A `save` is not a check of its own: it fails only when its pattern misses, which says nothing
    // about whether the output is right.
    const hasCheck = scenario.expectedContains.length + scenario.expectedNotContains.length + scenario.expectedJudge.length > 0 ||
        scenario.steps.some((step) => step.expectError || step.expectedContains.length + step.expectedNotContains.length > 0);
    if (!hasCheck) {
        return {
            errors: [
                ...flowErrors,
                {
                    position: scenario.position,
                    message: `scenario "${scenario.name}" has no check, so it could never fail: add an entry to ` +
                        `${schema/* CHECK_KEYS */.KO.map((key) => `\`${key}\``).join(', ')}, give a step its own ` +
                        `${schema/* STEP_CHECK_KEYS */.Z2.map((key) => `\`${key}\``).join(' or ')}, or give a step \`expect_error: true\``,
                },
            ],
        };
    }
    if (flowErrors.length > 0)
        return { errors: flowErrors };
    return { scenario, errors: [] };
}
/**
 * The steps and check lists of a document that the schema refused, as far as they have the right
 * shape (a step's `args` mapping, its `save` entries with valid names and string patterns, lists of
 * strings): enough to check saves and references, whose own mistakes the schema cannot see.
 */
function lenientParts(input, positionOf) {
    const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
    const strings = (value) => Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined;
    const root = isRecord(input) ? input : {};
    const rawSteps = Array.isArray(root.tool_sequence) ? root.tool_sequence : [];
    const steps = rawSteps.map((raw, index) => {
        const step = isRecord(raw) ? raw : {};
        const save = isRecord(step.save) ? step.save : {};
        return {
            tool: typeof step.tool === 'string' ? step.tool : '',
            args: isRecord(step.args) ? step.args : {},
            expectError: false,
            position: positionOf(['tool_sequence', index]),
            expectedContains: [],
            expectedNotContains: [],
            save: Object.entries(save)
                .filter((entry) => schema/* SAVE_NAME_PATTERN */.ji.test(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '')
                .map(([name, pattern]) => ({ name, pattern, position: positionOf(['tool_sequence', index, 'save', name]) })),
        };
    });
    const checkLists = [
        ...rawSteps.flatMap((raw, index) => schema/* STEP_CHECK_KEYS */.Z2.map((key) => [
            ['tool_sequence', index, key],
            strings(isRecord(raw) ? raw[key] : undefined),
        ])),
        ...schema/* CHECK_KEYS */.KO.map((key) => [[key], strings(root[key])]),
    ];
    return { steps, checkLists };
}
/**
 * An agent scenario (`prompt:`): exactly one of `prompt` and `tool_sequence`, `min_passes` within
 * `trials`, operators in `expected_calls[].args` that exist and take what they are given, and at
 * least one check.
 */
function validateAgentScenario(data, absolutePath, positionOf, keyPositionOf, rootPosition) {
    if (data.prompt === undefined) {
        return {
            errors: [
                {
                    position: rootPosition,
                    message: 'missing required key `tool_sequence` in the scenario: give the calls to make as `tool_sequence`, ' +
                        'or a `prompt` for an agent scenario (the model chooses the calls)',
                },
            ],
        };
    }
    if (data.tool_sequence !== undefined) {
        return {
            errors: [
                {
                    position: keyPositionOf([], 'prompt'),
                    message: 'a scenario has `tool_sequence` (fixed calls) or `prompt` (an agent scenario, where the model chooses the calls), ' +
                        'never both: remove one of them, or split it into two scenarios',
                },
            ],
        };
    }
    const errors = [];
    const trials = data.trials ?? schema/* DEFAULT_AGENT_TRIALS */.yi;
    if (data.min_passes !== undefined && data.min_passes > trials) {
        errors.push({
            position: positionOf(['min_passes']),
            message: `\`min_passes\` is ${data.min_passes}, more than the ${trials} trial${trials === 1 ? '' : 's'} run (\`trials\`): the scenario could never pass; lower it or raise trials`,
        });
    }
    for (const [index, call] of (data.expected_calls ?? []).entries()) {
        for (const problem of (0,match/* operatorErrors */.uj)(call.args ?? {})) {
            errors.push({
                position: positionOf(['expected_calls', index, 'args', ...problem.path]),
                message: problem.message,
            });
        }
    }
    const hasCheck = schema/* AGENT_CHECK_KEYS */.Wf.some((key) => data[key] !== undefined) || schema/* CHECK_KEYS */.KO.some((key) => (data[key]?.length ?? 0) > 0);
    if (!hasCheck) {
        errors.push({
            position: positionOf(['name']),
            message: `agent scenario "${data.name}" has no check, so it could never fail: add \`expected_calls\`, \`forbidden_tools\`, ` +
                `\`max_calls\` or a check on the final answer (${schema/* CHECK_KEYS */.KO.map((key) => `\`${key}\``).join(', ')})`,
        });
    }
    if (errors.length > 0)
        return { errors };
    const located = (key, values) => (values ?? []).map((value, index) => ({ value, position: positionOf([...key, index]) }));
    const scenario = {
        name: data.name,
        description: data.description,
        absolutePath,
        position: positionOf(['name']),
        steps: [],
        expectedContains: located(['expected_contains'], data.expected_contains),
        expectedNotContains: located(['expected_not_contains'], data.expected_not_contains),
        expectedJudge: located(['expected_judge'], data.expected_judge),
        live: data.live,
        skip: data.skip,
        agent: {
            prompt: data.prompt,
            promptPosition: positionOf(['prompt']),
            system: data.system,
            model: data.model,
            maxTurns: data.max_turns ?? schema/* DEFAULT_AGENT_MAX_TURNS */.C9,
            trials,
            minPasses: data.min_passes ?? trials,
            expectedCalls: (data.expected_calls ?? []).map((call, index) => ({
                tool: call.tool,
                args: call.args,
                position: positionOf(['expected_calls', index]),
            })),
            callsOrder: data.calls_order ?? 'in_order',
            forbiddenTools: located(['forbidden_tools'], data.forbidden_tools),
            maxCalls: data.max_calls === undefined ? undefined : { value: data.max_calls, position: positionOf(['max_calls']) },
        },
    };
    return { scenario, errors: [] };
}
/**
 * `save` patterns compile and have exactly one capture group; every `${name}` in args is well formed
 * and names a value an earlier step saves. All found at load, so a typo never costs a run.
 */
function savesAndReferences(steps, positionOf, keyPositionOf) {
    const errors = [];
    const saved = new Map();
    for (const [index, step] of steps.entries()) {
        // Only values are substituted: a `${name}` in a key would be sent as written, silently.
        for (const [mapPath, key] of (0,references/* keysIn */.q7)(step.args)) {
            if (!key.includes('${'))
                continue;
            const path = ['tool_sequence', index, 'args', ...mapPath];
            errors.push({
                position: keyPositionOf(path, key),
                message: `\`${pathLabel(path)}\` has the key ${JSON.stringify(key)}: \${name} is substituted in values only, ` +
                    'never in keys, so this key would be sent as written; put the reference in a value',
            });
        }
        for (const [argPath, value] of (0,references/* stringsIn */.QQ)(step.args)) {
            // Without a `$` a value holds no reference and no malformed one: parsePieces would find nothing.
            if (!value.includes('$'))
                continue;
            const path = ['tool_sequence', index, 'args', ...argPath];
            const label = pathLabel(path);
            const parsed = (0,references/* parsePieces */.Ho)(value);
            if ('error' in parsed) {
                errors.push({ position: positionOf(path), message: `\`${label}\`: ${parsed.error}` });
                continue;
            }
            for (const piece of parsed.pieces) {
                if (!('ref' in piece) || saved.has(piece.ref))
                    continue;
                const later = steps.findIndex((other, at) => at >= index && other.save.some((rule) => rule.name === piece.ref));
                const known = [...saved.keys()];
                const suggestion = (0,closest/* closest */.kp)(piece.ref, known);
                errors.push({
                    position: positionOf(path),
                    message: `\`${label}\` uses \${${piece.ref}}, ` +
                        (later >= 0
                            ? `but it is saved only by step ${later + 1} (\`tool_sequence[${later}].save\`), after its value is needed: ` +
                                'a value can be used only by the steps after the one that saves it'
                            : 'but no earlier step saves it' +
                                (suggestion
                                    ? `: did you mean \${${suggestion}}?`
                                    : known.length > 0
                                        ? `; the saved names are: ${known.join(', ')}`
                                        : `; add \`save: {${piece.ref}: "<regex with one (group)>"}\` to an earlier step`)) +
                        ' (write $${ for a literal ${)',
                });
            }
        }
        for (const rule of step.save) {
            // Known from here on even when its pattern is wrong: that is one mistake, reported once below,
            // not once more at every step that uses the name.
            saved.set(rule.name, index);
            const label = pathLabel(['tool_sequence', index, 'save', rule.name]);
            let pattern;
            try {
                pattern = new RegExp(rule.pattern, references/* SAVE_PATTERN_FLAGS */.$7);
            }
            catch (error) {
                errors.push({
                    position: rule.position,
                    message: `\`${label}\` is not a valid regular expression (JavaScript syntax): ${error.message}`,
                });
                continue;
            }
            const groups = (0,references/* captureGroupCount */.PQ)(pattern);
            if (groups !== 1) {
                errors.push({
                    position: rule.position,
                    message: `\`${label}\` must have exactly one capture group, the part to save, but ${JSON.stringify(rule.pattern)} has ${groups}` +
                        (groups === 0
                            ? ': put the part to save in ( )'
                            : ': keep ( ) around the part to save and write the other groups as (?: )'),
                });
            }
        }
    }
    return errors;
}
/**
 * A check's text that names a saved value as `${name}`: only args are substituted, so the check
 * would look for the characters `${name}` themselves, and an `expected_not_contains` would pass
 * whatever the server said. Text with a `${…}` that names no saved value is left alone: it may
 * well be what the output holds.
 */
function savedNamesInChecks(steps, lists, positionOf) {
    const names = new Set(steps.flatMap((step) => step.save.map((rule) => rule.name)));
    if (names.size === 0)
        return [];
    const errors = [];
    for (const [listPath, values] of lists) {
        for (const [index, value] of (values ?? []).entries()) {
            const name = [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)]
                .map((match) => match[1])
                .find((ref) => names.has(ref));
            if (name === undefined)
                continue;
            const path = [...listPath, index];
            errors.push({
                position: positionOf(path),
                message: `\`${pathLabel(path)}\` holds \${${name}}, the name of a saved value, but saved values are substituted ` +
                    `only in later steps' args: this check would look for the text "\${${name}}" as written`,
            });
        }
    }
    return errors;
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
        const allowed = issue.path.length === 0 ? schema/* SCENARIO_KEYS */.KS : schema/* STEP_KEYS */.KC;
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
function aliasPosition(doc, name, at) {
    let position;
    (0,dist/* visit */.YR)(doc, {
        Alias(_, alias) {
            if (alias.source === name && alias.range) {
                position = at(alias.range[0]);
                return dist/* visit */.YR.BREAK;
            }
            return undefined;
        },
    });
    return position;
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
function pathLabel(path) {
    return path.reduce((label, key) => (typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key)), '');
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
    const label = pathLabel(path);
    const value = issue.input;
    const source = (0,dist/* isScalar */.jn)(node) && typeof node.source === 'string' ? node.source : undefined;
    const position = node?.range ? valuePosition(doc, text, path, node, at) : mappingPosition(doc, path.slice(0, -1), at);
    switch (issue.code) {
        case 'unrecognized_keys': {
            const allowed = path.length === 0 ? schema/* SCENARIO_KEYS */.KS : schema/* STEP_KEYS */.KC;
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
                        message: `missing required key \`${String(path.at(-1))}\` in ${parent.length ? `\`${pathLabel(parent)}\`` : 'the scenario'}`,
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
                return [{ position, message: `\`${label}\` must list at least one tool call, got an empty list` }];
            }
            return [
                {
                    position,
                    message: `\`${label}\` must be a positive whole number of milliseconds, got ${describeValue(value, source)}`,
                },
            ];
        }
        case 'too_big':
            return [
                {
                    position,
                    message: `\`${label}\` must be at most ${schema/* MAX_STEP_TIMEOUT_MS */.fH} (about 24.8 days), got ${describeValue(value, source)}`,
                },
            ];
        case 'invalid_key': {
            // The only record with a key rule is a step's `save`: its keys are the names args refer to.
            const key = String(path.at(-1));
            return [
                {
                    position: keyPosition(doc, path.slice(0, -1), key, at) ?? position,
                    message: `\`${pathLabel(path.slice(0, -1))}\` name ${JSON.stringify(key)} is not a name later args can use as \${name}: ` +
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
        default:
            return [{ position, message: `\`${label}\`: ${issue.message}` }];
    }
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
//# sourceMappingURL=load.js.map

/***/ })

};

//# sourceMappingURL=708.index.js.map