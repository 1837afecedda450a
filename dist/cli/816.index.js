export const id = 816;
export const ids = [816];
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
/* harmony export */   q7: () => (/* binding */ keysIn),
/* harmony export */   wN: () => (/* binding */ escapeReferences)
/* harmony export */ });
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

/***/ })

};

//# sourceMappingURL=816.index.js.map