export const id = 9814;
export const ids = [9814];
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

/***/ 2637:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ inputArbitrary),
/* harmony export */   fI: () => (/* binding */ hasLoneSurrogate)
/* harmony export */ });
/* unused harmony exports HUGE_STRING_CHARS, RANDOM_STRING_MAX_CHARS, MAX_ARRAY_ITEMS, MAX_SCHEMA_DEPTH, HOSTILE_STRINGS, ILL_FORMED_STRINGS, valueArbitrary */
/* harmony import */ var fast_check__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78608);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68884);
/**
 * fast-check arbitraries from a tool's JSON input schema: valid inputs across the schema (bounds,
 * empty and huge strings, unicode, NUL, path traversal and injection strings) and invalid ones
 * (a required field left out, a wrong type, null, an extra key). Pure: no I/O.
 */


/** Length of the "huge" string: big enough to trip naive buffers and regexes, small enough to send fast. */
const HUGE_STRING_CHARS = 100_000;
/** Longest random string when the schema sets no maxLength. */
const RANDOM_STRING_MAX_CHARS = 200;
/** Longest array generated (past a schema's minItems). */
const MAX_ARRAY_ITEMS = 8;
/** How deep `$ref`s and nested objects are followed before a leaf stands in. */
const MAX_SCHEMA_DEPTH = 6;
/** Strings that break servers more often than random text does. */
const HOSTILE_STRINGS = [
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '../../../../../../etc/passwd',
    '..\\..\\..\\..\\windows\\win.ini',
    '/etc/passwd',
    '~/.ssh/id_rsa',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '$(id)',
    '`id`',
    '; ls -la',
    '| cat /etc/passwd',
    '${7*7}',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '%s%s%s%n',
    '🦄👩‍👩‍👧‍👦',
    '\u202eevil',
    'Ω≈ç√∫˜µ≤≥÷',
    'null',
    'undefined',
    '-1',
    'NaN',
    '1e309',
    '{"__proto__": {"polluted": true}}',
    '__proto__',
    'constructor',
    '\r\n\r\nInjected: header',
];
/**
 * Ill-formed UTF-16 (lone surrogates): no UTF-8 encoding exists for them, so a server whose SDK
 * encodes its answer (the Python SDK) drops the reply over stdio or answers -32700 over HTTP. Sent
 * only with `--ill-formed-unicode` (see FuzzArbitraryOptions), and then a dropped reply or a parse
 * error for such an input is not a finding.
 */
const ILL_FORMED_STRINGS = ['\ud800', 'a\udc00b'];
// With the u flag a surrogate pair is one code point: only a lone half is in category Cs.
const LONE_SURROGATE = /\p{Cs}/u;
/** Whether any string (key or value) in `value` holds a lone surrogate. */
function hasLoneSurrogate(value) {
    if (typeof value === 'string')
        return LONE_SURROGATE.test(value);
    if (Array.isArray(value))
        return value.some(hasLoneSurrogate);
    if (typeof value === 'object' && value !== null)
        return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(item));
    return false;
}
/** Valid values of one schema. Never throws: a schema it cannot read gives any JSON value. */
function valueArbitrary(schema, ctx) {
    if (ctx.depth > MAX_SCHEMA_DEPTH)
        return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constant */ .Ay.constant(null);
    if (schema === true || schema === undefined)
        return anyJson();
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(schema))
        return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constant */ .Ay.constant(null);
    const next = { ...ctx, depth: ctx.depth + 1 };
    if (typeof schema.$ref === 'string') {
        const target = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveLocalRef */ .hp)(ctx.root, schema.$ref);
        return target === undefined ? anyJson() : valueArbitrary(target, next);
    }
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
        return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constantFrom */ .Ay.constantFrom(...schema.enum);
    if (Object.hasOwn(schema, 'const'))
        return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constant */ .Ay.constant(schema.const);
    for (const key of ['anyOf', 'oneOf']) {
        const branches = schema[key];
        if (Array.isArray(branches) && branches.length > 0)
            return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(...branches.map((b) => valueArbitrary(b, next)));
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
        // A merge of the branches' object parts: enough for the common `allOf: [{$ref}, {properties}]`.
        const merged = { ...schema, allOf: undefined };
        for (const branch of schema.allOf) {
            const part = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(branch) && typeof branch.$ref === 'string' ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveLocalRef */ .hp)(ctx.root, branch.$ref) : branch;
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(part))
                continue;
            merged.type ??= part.type;
            merged.properties = { ...merged.properties, ...part.properties };
            merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
        }
        delete merged.allOf;
        return valueArbitrary(merged, next);
    }
    const types = Array.isArray(schema.type)
        ? schema.type.map(String)
        : typeof schema.type === 'string'
            ? [schema.type]
            : [];
    if (types.length === 0)
        return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(schema.properties) ? objectArbitrary(schema, next) : anyJson();
    return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(...types.map((type) => typedArbitrary(type, schema, next)));
}
function typedArbitrary(type, schema, ctx) {
    switch (type) {
        case 'string':
            return stringArbitrary(schema, ctx);
        case 'integer':
        case 'number':
            return numberArbitrary(schema, type === 'integer');
        case 'boolean':
            return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].boolean */ .Ay.boolean();
        case 'null':
            return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constant */ .Ay.constant(null);
        case 'array': {
            const minLength = numberOr(schema.minItems, 0);
            const maxLength = Math.max(minLength, Math.min(numberOr(schema.maxItems, MAX_ARRAY_ITEMS), minLength + MAX_ARRAY_ITEMS));
            const items = Array.isArray(schema.prefixItems) ? anyJson() : valueArbitrary(schema.items, ctx);
            return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].array */ .Ay.array(items, { minLength, maxLength });
        }
        case 'object':
            return objectArbitrary(schema, ctx);
        default:
            return anyJson();
    }
}
function objectArbitrary(schema, ctx) {
    const properties = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(schema.properties) ? schema.properties : {};
    const required = requiredOf(schema).filter((key) => Object.hasOwn(properties, key));
    const model = {};
    for (const [key, value] of Object.entries(properties))
        model[key] = valueArbitrary(value, ctx);
    // Missing required keys that are not in `properties` still get a value: they are required.
    for (const key of requiredOf(schema))
        model[key] ??= anyJson();
    return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].record */ .Ay.record(model, { requiredKeys: [...new Set([...required, ...requiredOf(schema)])] });
}
function stringArbitrary(schema, ctx) {
    const hostileStrings = ctx.illFormedUnicode ? [...HOSTILE_STRINGS, ...ILL_FORMED_STRINGS] : HOSTILE_STRINGS;
    const minLength = numberOr(schema.minLength, 0);
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
    const fits = (text) => [...text].length >= minLength && (maxLength === undefined || [...text].length <= maxLength);
    // A hostile or bound string shrinks toward "x" (or as many as the minimum asks), within the schema.
    const shrinkLimit = Math.max(maxLength ?? HUGE_STRING_CHARS, minLength);
    const plain = 'x'.repeat(Math.max(1, minLength));
    const shrinking = (values, accepts) => new StringShrinks(values, accepts, plain, shrinkLimit);
    if (typeof schema.pattern === 'string') {
        try {
            const pattern = new RegExp(schema.pattern, 'u');
            const matching = fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].stringMatching */ .Ay.stringMatching(pattern).filter(fits);
            const matches = (text) => fits(text) && pattern.test(text);
            const hostile = hostileStrings.filter(matches);
            return hostile.length > 0 ? fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(matching, shrinking(hostile, matches)) : matching;
        }
        catch {
            // A pattern JavaScript cannot read (a Python-only construct): generate as if there were none.
        }
    }
    // The length bounds (the empty string when there is no minimum) get a weight of their own:
    // among thirty-odd hostile strings they would come up too rarely.
    const bounds = [minLength > 0 ? 'a'.repeat(minLength) : ''];
    if (maxLength !== undefined && maxLength <= HUGE_STRING_CHARS)
        bounds.push('z'.repeat(maxLength));
    const hostile = hostileStrings.filter(fits);
    // Unbounded strings go past the usual 40 characters: length limits in handlers are a common fault.
    const longest = maxLength ?? Math.max(minLength, RANDOM_STRING_MAX_CHARS);
    const random = shrinking(fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].string */ .Ay.string({ minLength, maxLength: longest }), fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].string */ .Ay.string({ unit: 'binary', minLength, maxLength: longest })), fits);
    // Long strings as a length, not a constant: fast-check shrinks a length (to the shortest that
    // still fails), never a constant. Its bias reaches the top of the range often.
    const longMin = Math.max(minLength, 1);
    const longMax = Math.min(maxLength ?? HUGE_STRING_CHARS, HUGE_STRING_CHARS);
    const long = longMax >= longMin
        ? [{ arbitrary: fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].integer */ .Ay.integer({ min: longMin, max: longMax }).map((n) => 'x'.repeat(n)), weight: 1 }]
        : [];
    const weighted = [
        ...long,
        { arbitrary: random, weight: 2 },
        { arbitrary: shrinking(bounds, fits), weight: 1 },
        ...(hostile.length > 0 ? [{ arbitrary: shrinking(hostile, fits), weight: 2 }] : []),
    ];
    return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(...weighted);
}
function numberArbitrary(schema, integer) {
    const lowest = numberOr(schema.minimum, undefined);
    const highest = numberOr(schema.maximum, undefined);
    const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
    const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
    if (integer) {
        const min = Math.ceil(exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : (lowest ?? Number.MIN_SAFE_INTEGER));
        const max = Math.floor(exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : (highest ?? Number.MAX_SAFE_INTEGER));
        if (min > max)
            return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constant */ .Ay.constant(min);
        const edges = [min, max, 0, -1, 1].filter((value) => value >= min && value <= max);
        const integers = fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].integer */ .Ay.integer({ min, max });
        return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(integers, new ShrinksAs(edges, integers));
    }
    const min = exclusiveMin ?? lowest;
    const max = exclusiveMax ?? highest;
    const doubles = fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].double */ .Ay.double({
        noNaN: true,
        noDefaultInfinity: true,
        ...(min === undefined ? {} : { min, minExcluded: exclusiveMin !== undefined }),
        ...(max === undefined ? {} : { max, maxExcluded: exclusiveMax !== undefined }),
    });
    const edges = [lowest, highest, 0, -0.5, 1e308, -1e308, 5e-324].filter((value) => value !== undefined &&
        (min === undefined || value > min || (value === min && exclusiveMin === undefined)) &&
        (max === undefined || value < max || (value === max && exclusiveMax === undefined)));
    return edges.length > 0 ? fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(doubles, new ShrinksAs(edges, doubles)) : doubles;
}
/**
 * One of `values` (edge numbers, hostile strings), shrunk as `inner` shrinks a value of its kind:
 * a number toward zero by halving, so a failure found at an edge (2^53 - 1 for "n > 1000") shrinks
 * to the boundary (1001); a string by dropping and simplifying characters (see StringShrinks).
 * fc.constantFrom would shrink a value only to the values before it, and stop at the first that
 * passes. `accepts` keeps the shrunk values inside the schema (a string's length bounds, its pattern).
 */
class ShrinksAs extends fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Arbitrary */ .Ay.Arbitrary {
    values;
    inner;
    accepts;
    constructor(values, inner, accepts = () => true) {
        super();
        this.values = values;
        this.inner = inner;
        this.accepts = accepts;
    }
    generate(random) {
        return new fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Value */ .Ay.Value(this.values[random.nextInt(0, this.values.length - 1)], undefined);
    }
    canShrinkWithoutContext(value) {
        return this.inner.canShrinkWithoutContext(value);
    }
    shrink(value) {
        return this.inner.canShrinkWithoutContext(value)
            ? this.inner.shrink(value, undefined).filter((shrunk) => this.accepts(shrunk.value))
            : fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Stream */ .Ay.Stream.nil();
    }
}
// Characters a reader cannot see in a finding's input: whitespace, controls, format characters.
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu;
const invisibleIn = (text) => new Set(text.match(INVISIBLE) ?? []);
/**
 * One of `values` (hostile strings, length bounds), shrunk toward a plain string: the empty string,
 * then `plain` ("x", or as many as the minimum length asks), which is as far as it goes; else by
 * dropping and simplifying characters (fast-check's string shrinking), never bringing in an
 * invisible character the string did not hold (fast-check simplifies a character toward " " or
 * NUL). So a fault that any id shows, found with "../../../../../../etc/passwd" or "\u0000",
 * shrinks to "x", not to NUL or a space; one that needs a "/" to "/"; one that needs NUL keeps it.
 */
class StringShrinks extends fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Arbitrary */ .Ay.Arbitrary {
    source;
    accepts;
    plain;
    // Printable text shrinks among printable characters; anything else (NUL, a lone surrogate) as code points.
    inners;
    /** `source`: the strings to pick from, or an arbitrary that makes them (its own shrinking is not used). */
    constructor(source, accepts, plain, maxLength) {
        super();
        this.source = source;
        this.accepts = accepts;
        this.plain = plain;
        this.inners = [fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].string */ .Ay.string({ unit: 'grapheme', maxLength }), fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].string */ .Ay.string({ unit: 'binary', maxLength })];
    }
    generate(random, biasFactor) {
        const value = Array.isArray(this.source)
            ? this.source[random.nextInt(0, this.source.length - 1)]
            : this.source.generate(random, biasFactor).value;
        return new fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Value */ .Ay.Value(value, undefined);
    }
    canShrinkWithoutContext(value) {
        return typeof value === 'string';
    }
    shrink(value) {
        if (value === '')
            return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Stream */ .Ay.Stream.nil();
        const first = ['', this.plain].filter((one) => one !== value && this.accepts(one));
        const head = fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Stream */ .Ay.Stream.of(...first.map((one) => new fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].Value */ .Ay.Value(one, undefined)));
        if (value === this.plain)
            return head;
        const inner = this.inners.find((one) => one.canShrinkWithoutContext(value));
        if (!inner)
            return head;
        const held = invisibleIn(value);
        const rest = inner
            .shrink(value, undefined)
            .filter((one) => this.accepts(one.value) && [...invisibleIn(one.value)].every((char) => held.has(char)));
        return head.join(rest);
    }
}
/** Any JSON value, small. */
function anyJson() {
    return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].jsonValue */ .Ay.jsonValue({ maxDepth: 2 });
}
/** Values of a JSON type other than `types`. */
function wrongTypeArbitrary(types) {
    const all = [
        ['string', fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constantFrom */ .Ay.constantFrom('', 'not a number', '0')],
        ['number', fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constantFrom */ .Ay.constantFrom(0, -1, 1.5, 1e21)],
        ['boolean', fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].boolean */ .Ay.boolean()],
        ['array', fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constantFrom */ .Ay.constantFrom([], ['x'], [1, 2])],
        ['object', fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constantFrom */ .Ay.constantFrom({}, { nested: 'x' })],
    ];
    const other = all.filter(([type]) => !types.includes(type) && !(type === 'number' && types.includes('integer')));
    return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(...(other.length > 0 ? other : all).map(([, arbitrary]) => arbitrary));
}
/**
 * Inputs for a tool: mostly valid (three in four), the rest invalid in one of the ways the schema
 * forbids. An input schema that is not an object schema still gets objects: `arguments` is one.
 */
function inputArbitrary(inputSchema, options = {}) {
    const root = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(inputSchema) ? inputSchema : {};
    const ctx = { root, depth: 0, illFormedUnicode: options.illFormedUnicode === true };
    const objectSchema = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(root.properties) || root.type === 'object' ? root : { type: 'object' };
    const valid = valueArbitrary(objectSchema, ctx).map((value) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) ? value : {});
    const properties = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(root.properties) ? root.properties : {};
    const names = Object.keys(properties);
    const required = requiredOf(root);
    const invalid = [
        valid.chain((args) => fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].string */ .Ay.string({ minLength: 1, maxLength: 12 })
            .filter((key) => !Object.hasOwn(properties, key))
            .map((key) => ({
            args: { ...args, [key]: 'unexpected' },
            variant: 'extra-key',
        }))),
    ];
    if (required.length > 0) {
        invalid.push(fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].tuple */ .Ay.tuple(valid, fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constantFrom */ .Ay.constantFrom(...required)).map(([args, key]) => {
            const rest = { ...args };
            delete rest[key];
            return { args: rest, variant: 'missing-required' };
        }));
    }
    if (names.length > 0) {
        invalid.push(fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].tuple */ .Ay.tuple(valid, fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constantFrom */ .Ay.constantFrom(...names)).chain(([args, key]) => {
            const schema = properties[key];
            const types = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(schema)
                ? Array.isArray(schema.type)
                    ? schema.type.map(String)
                    : typeof schema.type === 'string'
                        ? [schema.type]
                        : []
                : [];
            return wrongTypeArbitrary(types).map((value) => ({
                args: { ...args, [key]: value },
                variant: 'wrong-type',
            }));
        }), fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].tuple */ .Ay.tuple(valid, fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].constantFrom */ .Ay.constantFrom(...names))
            .map(([args, key]) => ({ args: { ...args, [key]: null }, variant: 'null' })));
    }
    if (options.validOnly)
        return valid.map((args) => ({ args, variant: 'valid' }));
    return fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof({ arbitrary: valid.map((args) => ({ args, variant: 'valid' })), weight: 3 }, { arbitrary: fast_check__WEBPACK_IMPORTED_MODULE_0__/* ["default"].oneof */ .Ay.oneof(...invalid), weight: 1 });
}
function requiredOf(schema) {
    return Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === 'string') : [];
}
function numberOr(value, fallback) {
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
//# sourceMappingURL=arbitraries.js.map

/***/ }),

/***/ 69447:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ RestartingSession),
/* harmony export */   q: () => (/* binding */ callOnce)
/* harmony export */ });
/* harmony import */ var _mcp_client_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65188);
/* harmony import */ var _mcp_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67933);
/* harmony import */ var _mcp_render_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40794);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22645);
/**
 * One fuzz call: the server's session (started again after a crash or a hang), the request for a
 * tool, prompt or resource template, its timeout restarted by each progress notification, and what
 * happened as a CallOutcome for classify.ts.
 */




/**
 * The fuzzed server's session: opened on first use, dropped after a crash, a hang or a call that
 * needs a fresh server, and opened again by the next call. (Not mcp/keeper.ts's SessionKeeper, which
 * renews a scenario's session once when the server forgets it.)
 */
class RestartingSession {
    factory;
    session;
    constructor(factory) {
        this.factory = factory;
    }
    async get() {
        this.session ??= await this.factory.open();
        return this.session;
    }
    async drop() {
        const session = this.session;
        this.session = undefined;
        await session?.close().catch(() => undefined);
    }
}
/** Calls a target once and says what happened, and how long it took; restarts the server after a crash or a hang. */
async function callOnce(server, call) {
    const session = await server.get();
    // Timed from the request: a server (re)started for this call is not the tool being slow.
    const started = performance.now();
    const outcome = await callOn(session, server, call);
    return { outcome, took: performance.now() - started };
}
async function callOn(session, server, call) {
    const { target, args } = call;
    try {
        const answer = await withProgressTimeout(session, call, async (options) => {
            if (target.surface === 'prompt') {
                const result = await session.client.getPrompt({ name: target.name, arguments: args }, options);
                return { kind: 'result', isError: false, text: (0,_mcp_render_js__WEBPACK_IMPORTED_MODULE_2__/* .renderPromptMessages */ .FR)(result) };
            }
            // The property sends no input whose URI cannot be written (see tool-fuzz.ts).
            if (target.surface === 'resource-template') {
                const result = await session.client.readResource({ uri: target.uri(args) }, options);
                return { kind: 'result', isError: false, text: (0,_mcp_render_js__WEBPACK_IMPORTED_MODULE_2__/* .renderResourceContents */ .DU)(result) };
            }
            // Not callTool: a fuzzed tool's answer is judged by what it says, not refused by output validation.
            const result = await session.client.request({ method: 'tools/call', params: { name: target.name, arguments: args } }, options);
            return {
                kind: 'result',
                isError: result.isError === true,
                text: (0,_mcp_render_js__WEBPACK_IMPORTED_MODULE_2__/* .renderToolResult */ .Cz)(result),
            };
        });
        // A call with no answer in time: a handler stuck in a loop may keep the process busy, so the
        // next call gets a fresh one.
        if (answer.kind === 'timeout' || answer.kind === 'progressing')
            await server.drop();
        return answer;
    }
    catch (error) {
        if ((0,_mcp_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isConnectionClosed */ .FY)(error)) {
            const message = session.explain(error);
            await server.drop();
            return { kind: 'closed', message };
        }
        if ((0,_mcp_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isRequestTimeout */ .B2)(error)) {
            await server.drop();
            return { kind: 'timeout', message: `no answer within ${call.timeoutMs} ms` };
        }
        const rpc = (0,_mcp_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .serverErrorOf */ .jP)(error);
        if (rpc)
            return { kind: 'rpc-error', code: rpc.code, message: rpc.message.replace(/^MCP error -?\d+: /, '') };
        const message = session.explain(error);
        if (/closed|ECONNRESET|ECONNREFUSED|socket hang up|fetch failed|exited|was stopped/i.test(message)) {
            await server.drop();
            return { kind: 'closed', message };
        }
        return { kind: 'malformed', message };
    }
    finally {
        if (call.fresh)
            await server.drop();
    }
}
/**
 * Sends one request whose timeout restarts on each progress notification of the server's: a tool
 * that takes 10 s and says how far it is (server-everything's `trigger-long-running-operation`)
 * is slow, not hung. The request carries a progress token (the SDK adds one for `onprogress`); the
 * session's notification handler (mcp/session.ts) hands each progress to this call. A call still
 * reporting progress past FUZZ_PROGRESSING_CALL_TIMEOUTS timeouts (or the tool's budget) is cut
 * (`progressing`, not a finding). `stop` cuts the call (the fuzz was stopped).
 */
async function withProgressTimeout(session, call, send) {
    const { timeoutMs, deadline, stop, tally, progressTimeouts = _model_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .FUZZ_PROGRESSING_CALL_TIMEOUTS */ .Ge } = call;
    const controller = new AbortController();
    const onStop = () => controller.abort(new Error('the fuzz was stopped'));
    stop?.addEventListener('abort', onStop, { once: true });
    if (stop?.aborted)
        onStop();
    let progressed = 0;
    let silent;
    const arm = () => {
        clearTimeout(silent);
        silent = setTimeout(() => controller.abort(new Error('no progress')), timeoutMs);
    };
    const script = { elicitation: [], sampling: [], unscriptedElicitation: 'decline' };
    const requests = await (0,_mcp_client_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .clientRequestsOf */ .tO)(session.client)?.begin(script, call.target.name, {
        signal: controller.signal,
        onNote: (record) => {
            if (record.kind !== 'progress')
                return;
            progressed++;
            arm();
        },
    });
    arm();
    // The SDK's own timeout bounds the whole call: FUZZ_PROGRESSING_CALL_TIMEOUTS timeouts, within the
    // rest of the tool's budget (at least one timeout).
    const total = Math.max(timeoutMs, Math.min(timeoutMs * progressTimeouts, Math.floor(deadline - performance.now())));
    try {
        return await send({ timeout: total, signal: controller.signal, onprogress: () => undefined });
    }
    catch (error) {
        if (!(0,_mcp_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isRequestTimeout */ .B2)(error))
            throw error;
        if (controller.signal.aborted) {
            const after = progressed > 0 ? ` of its last progress notification (${progressed} received)` : '';
            return { kind: 'timeout', message: `no answer within ${timeoutMs} ms${after}` };
        }
        if (progressed > 0)
            return {
                kind: 'progressing',
                message: `still reporting progress (${progressed} notification(s)) when cut after ${total} ms`,
            };
        return { kind: 'timeout', message: `no answer within ${timeoutMs} ms` };
    }
    finally {
        clearTimeout(silent);
        stop?.removeEventListener('abort', onStop);
        const asked = requests?.end(false);
        // Counted by the answerer, every one: the records keep only the first CALL_REQUESTS_KEPT.
        if (tally && asked)
            tally.declinedElicitations += asked.declined;
    }
}
//# sourceMappingURL=call.js.map

/***/ }),

/***/ 80027:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _x: () => (/* binding */ FuzzSuppressionsError),
/* harmony export */   ch: () => (/* binding */ FUZZ_SUPPRESSIONS_FILE),
/* harmony export */   f4: () => (/* binding */ suppressionFor),
/* harmony export */   iC: () => (/* binding */ loadFuzzSuppressions)
/* harmony export */ });
/* unused harmony export parseFuzzSuppressions */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55156);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88532);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54191);
/* harmony import */ var _scenario_yaml_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85466);
/* harmony import */ var _model_fuzz_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87732);
/**
 * The fuzz suppressions file: findings the repository accepts, each with a reason, in the form of
 * lint's (lint/suppressions.ts): a `suppress:` list of entries, looked up in the working directory
 * unless `--suppressions FILE` names one. An entry: `tool` (a name, or `*` for every one), `kind` (a
 * finding kind), optionally `input` (a regular expression searched in the input, as JSON), and a
 * required `reason`.
 */





/** The repository's fuzz suppressions, looked up in the working directory. */
const FUZZ_SUPPRESSIONS_FILE = '.mcp-scenario-eval-fuzz.yaml';
/** A suppressions file that cannot be used: the message names the file, line and value. */
class FuzzSuppressionsError extends Error {
}
const EXAMPLE = 'suppress:\n  - tool: wait_for\n    kind: hang\n    input: \'"n":-\'\n    reason: "…why…"';
const text = (key, hint = '') => (0,_scenario_yaml_file_js__WEBPACK_IMPORTED_MODULE_2__/* .nonEmptyText */ .al)(`"${key}" must be a non-empty string${hint}`);
/** The file's format, in the order its checks are said: an entry's kind first, then its input, tool and reason. */
const fuzzSuppressionsSchema = (0,_scenario_yaml_file_js__WEBPACK_IMPORTED_MODULE_2__/* .yamlMapping */ .I9)({
    suppress: zod__WEBPACK_IMPORTED_MODULE_3__.array((0,_scenario_yaml_file_js__WEBPACK_IMPORTED_MODULE_2__/* .yamlMapping */ .I9)({
        kind: text('kind').check((ctx) => {
            if (_model_fuzz_js__WEBPACK_IMPORTED_MODULE_4__/* .FINDING_KINDS */ .m.includes(ctx.value))
                return;
            const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(ctx.value, _model_fuzz_js__WEBPACK_IMPORTED_MODULE_4__/* .FINDING_KINDS */ .m);
            ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown kind "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; kinds are ${_model_fuzz_js__WEBPACK_IMPORTED_MODULE_4__/* .FINDING_KINDS */ .m.join(', ')}`,
            });
        }),
        input: text('input')
            .transform((pattern, ctx) => {
            try {
                return new RegExp(pattern, 'u');
            }
            catch (error) {
                ctx.issues.push({
                    code: 'custom',
                    input: pattern,
                    message: `"input" ${JSON.stringify(pattern)} is not a regular expression (${error.message}); it is searched in the input as JSON, like '"n":-' for a negative n`,
                });
                return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
            }
        })
            .optional(),
        tool: text('tool'),
        reason: text('reason', ': say why the finding is accepted'),
    }, {
        holds: 'an entry has tool, kind, reason and (optionally) input',
        expected: 'each entry is a mapping with tool, kind, reason and (optionally) input',
    }), { error: `"suppress" must be a list of entries, like:\n${EXAMPLE}` })
        .nullish(),
}, {
    holds: 'the file has one key, "suppress"',
    expected: `expected a mapping with a "suppress:" list, like:\n${EXAMPLE}`,
}).nullable();
/** Reads the suppressions file, or none when it does not exist (unless `required`: named by the flag). */
async function loadFuzzSuppressions(file, { required = false, cwd = process.cwd() } = {}) {
    const loaded = (0,_scenario_yaml_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadYamlFile */ .Y3)(file, shownName(file, cwd), fuzzSuppressionsSchema, {
        words: { called: 'a fuzz suppressions file', tooLarge: 'a suppressions file lists a few entries' },
        ...(required ? {} : { missing: 'empty' }),
    });
    if (loaded.unreadable !== undefined)
        throw new FuzzSuppressionsError(`cannot read the fuzz suppressions file ${file}: ${loaded.unreadable}`);
    return suppressionsOf(loaded);
}
/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
function parseFuzzSuppressions(text, file, cwd = process.cwd()) {
    return suppressionsOf(parseYamlFile(text, shownName(file, cwd), fuzzSuppressionsSchema));
}
function shownName(file, cwd) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.basename(file) === file ? file : node_path__WEBPACK_IMPORTED_MODULE_0__.relative(cwd, file) || file;
}
/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressionsOf(loaded) {
    const [first] = loaded.errors;
    if (first) {
        const entry = first.path[0] === 'suppress' && typeof first.path[1] === 'number';
        throw new FuzzSuppressionsError((0,_scenario_yaml_file_js__WEBPACK_IMPORTED_MODULE_2__/* .lineMessage */ .oE)(entry ? loaded.positionOf(first.path.slice(0, 2)) : first.position, first.message));
    }
    return (loaded.value?.suppress ?? []).map((entry, index) => {
        const at = loaded.positionOf(['suppress', index]);
        return {
            tool: entry.tool,
            kind: entry.kind,
            ...(entry.input ? { input: entry.input } : {}),
            reason: entry.reason,
            where: `${at.file}:${at.line}`,
        };
    });
}
/** The first entry that silences a finding of `kind` in `tool` on this input (its JSON), if any. */
function suppressionFor(suppressions, tool, kind, inputText) {
    return suppressions.find((entry) => entry.kind === kind &&
        (entry.tool === '*' || entry.tool === tool) &&
        (!entry.input || entry.input.test(inputText)));
}
//# sourceMappingURL=suppressions.js.map

/***/ }),

/***/ 16633:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ fuzzTargets),
/* harmony export */   G7: () => (/* binding */ isWriteTool),
/* harmony export */   Gk: () => (/* binding */ fitsInputSchema),
/* harmony export */   Mp: () => (/* binding */ RESOURCE_NOT_FOUND),
/* harmony export */   QE: () => (/* binding */ targetCodes),
/* harmony export */   jr: () => (/* binding */ fittingPart),
/* harmony export */   lI: () => (/* binding */ surfaceOf)
/* harmony export */ });
/* unused harmony export skipCodeOf */
/* harmony import */ var _mcp_arguments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46248);
/**
 * What `fuzz` calls, and what it leaves alone: the tools as listed, the prompts and resource templates
 * given an input schema of strings, and the code of why a target is skipped (the annotations a tool
 * carries, a live server). The words of a reason are in reasons.ts.
 */

/** The protocol's "resource not found" (-32002): a read's answer for a URI that names nothing. Never a finding. */
const RESOURCE_NOT_FOUND = -32002;
/**
 * Why a tool is not fuzzed, as a code, or undefined when it is. Only a tool annotated
 * `readOnlyHint: true` is fuzzed without --include-writes: the protocol's defaults for a tool that
 * says nothing are `readOnlyHint: false` and `destructiveHint: true`, and "Permanently deletes the
 * named repository" often says nothing.
 */
function skipCodeOf(tool, policy) {
    const annotations = (typeof tool.annotations === 'object' && tool.annotations !== null ? tool.annotations : {});
    if (policy.live)
        return annotations.readOnlyHint === true ? undefined : 'live-not-read-only';
    if (policy.includeWrites)
        return undefined;
    if (annotations.readOnlyHint === true)
        return undefined;
    if (annotations.destructiveHint === true)
        return 'destructive';
    if (annotations.readOnlyHint === false)
        return 'writes';
    return 'not-annotated';
}
/** Whether each call to this tool gets a fresh server: any tool not annotated read-only, with --include-writes. */
function isWriteTool(tool) {
    if (tool.surface !== 'tool')
        return false;
    const annotations = (tool.annotations ?? {});
    return annotations.readOnlyHint !== true;
}
/**
 * What each target is, in the fuzz's order: `null` (not asked for: `only` leaves it out), undefined
 * (to fuzz) or the code of why it is skipped. Prompts and templates are read, never written: fuzzed
 * without --include-writes, after the tools.
 */
function targetCodes(targets, policy) {
    return targets.map((target) => policy.only && !policy.only.includes(target.name)
        ? null
        : target.surface === 'tool'
            ? skipCodeOf(target, policy)
            : undefined);
}
const stringsSchema = (names, required) => ({
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
    required,
});
/**
 * Every target of a server: its tools, then its prompts and resource templates, a prompt's arguments
 * and a template's variables as strings (as the protocol has them), every variable of a template
 * given. The URI template class is loaded here, not at startup (see __tests__/startup-loads.test.ts).
 */
async function fuzzTargets(tools, prompts, templates) {
    const targets = [
        ...tools.map((tool) => ({ ...tool, surface: 'tool' })),
        ...prompts.map((prompt) => {
            const args = (prompt.arguments ?? []).filter((one) => typeof one?.name === 'string');
            return {
                surface: 'prompt',
                name: prompt.name,
                description: prompt.description,
                inputSchema: stringsSchema(args.map((one) => one.name), args.filter((one) => one.required === true).map((one) => one.name)),
            };
        }),
    ];
    if (templates.length === 0)
        return targets;
    const { UriTemplate } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 60855));
    for (const template of templates) {
        let parsed;
        try {
            parsed = new UriTemplate(template.uriTemplate);
        }
        catch {
            // A template that does not parse cannot be filled in: lint and the snapshot say so.
            continue;
        }
        const names = parsed.variableNames;
        targets.push({
            surface: 'resource-template',
            name: template.name ?? template.uriTemplate,
            description: template.description,
            inputSchema: stringsSchema(names, names),
            uriTemplate: template.uriTemplate,
            uri: (args) => {
                try {
                    return parsed.expand(args);
                }
                catch {
                    // encodeURIComponent refuses a lone surrogate ("URI malformed"): no such read can be sent.
                    return undefined;
                }
            },
        });
    }
    return targets;
}
/** A report's `surface` and `uriTemplate` (a tool has neither). */
function surfaceOf(tool) {
    if (tool.surface === 'tool')
        return {};
    return { surface: tool.surface, ...(tool.uriTemplate ? { uriTemplate: tool.uriTemplate } : {}) };
}
/** Whether `args` fit the target's input schema (a schema that does not compile counts as fitting). */
function fitsInputSchema(tool, args) {
    try {
        return (0,_mcp_arguments_js__WEBPACK_IMPORTED_MODULE_0__/* .compileArgumentsValidator */ .OM)(tool.inputSchema)(args).length === 0;
    }
    catch {
        return true;
    }
}
/**
 * The input without the keys its schema does not declare, when that fits the schema (an extra key is
 * the one way an input breaks it that dropping undoes); the input as it was otherwise.
 */
function fittingPart(tool, input) {
    const schema = tool.inputSchema;
    const declared = typeof schema?.properties === 'object' && schema.properties !== null ? schema.properties : {};
    const args = Object.fromEntries(Object.entries(input.args).filter(([key]) => Object.hasOwn(declared, key)));
    return fitsInputSchema(tool, args) ? { args, variant: 'valid' } : input;
}
//# sourceMappingURL=targets.js.map

/***/ }),

/***/ 79814:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p6: () => (/* binding */ FuzzStopped),
  mb: () => (/* binding */ ToolFuzz),
  Gn: () => (/* binding */ toolSeed)
});

// EXTERNAL MODULE: ./node_modules/fast-check/lib/fast-check.js + 8 modules
var fast_check = __webpack_require__(78608);
// EXTERNAL MODULE: ./lib/model/fuzz.js
var fuzz = __webpack_require__(87732);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/server-tools/fuzz/arbitraries.js
var arbitraries = __webpack_require__(2637);
// EXTERNAL MODULE: ./lib/server-tools/fuzz/call.js
var fuzz_call = __webpack_require__(69447);
// EXTERNAL MODULE: ./lib/mcp/invalid-params.js
var invalid_params = __webpack_require__(34386);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/classify.js
/**
 * What one fuzz call's outcome says about the server: a finding (crash, hang, protocol error other
 * than invalid params, leaked internals) or nothing. Pure.
 */
// JSON-RPC invalid params: the answer a server should give to input its schema rejects. Never a finding.

/** Internals that should never reach a caller, each with how to recognise it. */
const LEAK_PATTERNS = [
    // V8: "    at handler (/srv/app/tools.js:42:13)" or "at /srv/app/tools.js:42:13" or "at file:///…".
    ['a JavaScript stack trace', /\bat (?:[^\s()]+ )?\(?(?:file:\/\/|node:)?[^\s():]*[/\\][^\s():]+:\d+:\d+\)?/],
    ['a Python traceback', /Traceback \(most recent call last\)/],
    ['a Go panic', /(?:^|\n)panic: |goroutine \d+ \[running\]/],
    ['a Java stack trace', /\n\s+at [\w$.]+\([\w$]+\.java:\d+\)/],
];
const contextOf = (paths) => Array.isArray(paths) ? { own: paths } : paths;
/**
 * Whether `text` leaks internals that were not in the input: a stack trace, or an absolute path
 * of the server's own files (`ownPaths`: its directories, or a LeakContext). Returns what leaked, or undefined.
 */
function findLeak(text, inputText, ownPaths) {
    const leak = leakIn(text, inputText, contextOf(ownPaths));
    return leak && `${leak.what}: ${JSON.stringify(leak.shown)}`;
}
/**
 * Whether a tool's purpose is to print the environment (server-everything's `get-env`: "Returns all
 * environment variables"), so that the environment's values in its answer are what it was asked
 * for, not a leak. Decided from what the tool says of itself: its name has the word env, environ or
 * environment (`get-env`, `printEnv`, `show_environment`), or its description says it returns,
 * prints, lists, shows, dumps or gets the environment (or env vars). A tool that only mentions the
 * environment ("runs a command with the given environment variables") is not one.
 */
function printsEnvironment(tool) {
    const words = tool.name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/);
    if (words.some((word) => word === 'env' || word === 'environ' || word === 'environment'))
        return true;
    const description = typeof tool.description === 'string' ? tool.description : '';
    return /\b(?:returns?|prints?|lists?|shows?|dumps?|displays?|gets?|reads?)\b[^.]{0,40}?\benv(?:iron(?:ment)?)?\b/i.test(description);
}
/** Whether `file` is `dir` or inside it. */
function isWithin(file, dir) {
    const base = dir.replace(/[/\\]+$/, '');
    return file === base || file.startsWith(`${base}/`) || file.startsWith(`${base}\\`);
}
/**
 * Environment variables whose values the answer may hold by design: each value (of 2 characters or
 * more, so a "1" does not blank every digit) is blanked out before the answer is searched.
 */
function withoutValues(text, values) {
    let out = text;
    for (const value of [...values].filter((one) => one.length >= 2).sort((a, b) => b.length - a.length))
        out = out.split(value).join(' ');
    return out;
}
/** What leaked and the text that shows it (as it stands in `text`, cut to 160 characters). */
function leakIn(rawText, inputText, context) {
    const text = context.envValues ? withoutValues(rawText, context.envValues) : rawText;
    for (const [what, pattern] of LEAK_PATTERNS) {
        const match = pattern.exec(text);
        if (match && !inputText.includes(match[0].trim()))
            return { what, shown: match[0].trim().slice(0, 160) };
    }
    const user = context.user ?? [];
    for (const own of context.own) {
        // Quoted back from the input is not a leak (a path the caller sent, echoed in an error).
        if (inputText.includes(own))
            continue;
        for (let at = text.indexOf(own); at >= 0; at = text.indexOf(own, at + own.length)) {
            // The path as it stands, without the punctuation of the sentence it ends.
            const token = text
                .slice(at, at + 4096)
                .split(/[\s"'`]/)[0]
                .replace(/[,;:)\]}]+$|\.$/, '');
            const shown = token.slice(0, own.length + 60);
            // A path the user gave the server (its working directory, a folder it serves), at least as deep
            // as the own directory: the server names what it was told (see own-paths.ts).
            if (user.some((given) => given.length >= own.length && isWithin(token, given)))
                continue;
            return { what: "an absolute path of the server's own files", shown };
        }
    }
    return undefined;
}
/**
 * The error's own words, for the finding's scenario to expect once the server is fixed: the first
 * line of what the server answered, up to where a leak begins; undefined when nothing is left.
 */
function errorWords(text, leaked) {
    let line = text.split('\n').find((one) => one.trim() !== '') ?? '';
    if (leaked !== undefined) {
        const at = line.indexOf(leaked);
        if (at >= 0)
            line = line.slice(0, at);
    }
    line = line.trim().replace(/[\s:,(]+$/, '');
    return line.length >= 3 ? line.slice(0, 200) : undefined;
}
/** Longest server message kept in a finding's one-line detail. */
const DETAIL_CHARS = 300;
/** `text` cut at a word boundary before `limit` characters, marked with "…" (whole when it fits). */
function clipWords(text, limit) {
    if (text.length <= limit)
        return text;
    const cut = text.slice(0, limit);
    const space = cut.search(/\s\S*$/);
    return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
/** JSON-RPC parse error: what an SDK answers for a request it cannot decode. */
const PARSE_ERROR = -32700;
/**
 * Classifies one call. `inputText` is the arguments as sent (JSON), to tell echoes from leaks.
 * `illFormedInput`: the input held a lone surrogate (`--ill-formed-unicode`); a dropped reply (no
 * answer) or a parse error is then the SDK refusing text no UTF-8 can carry, not a finding.
 * `acceptedCodes`: JSON-RPC errors that are an answer here, beside invalid params (a read's
 * "resource not found").
 */
function classifyOutcome(outcome, inputText, ownPaths, illFormedInput = false, acceptedCodes = []) {
    const context = contextOf(ownPaths);
    if (illFormedInput && (outcome.kind === 'timeout' || (outcome.kind === 'rpc-error' && outcome.code === PARSE_ERROR)))
        return undefined;
    switch (outcome.kind) {
        case 'closed':
            return { kind: 'crash', detail: `the server closed the connection: ${outcome.message}` };
        case 'timeout':
            return { kind: 'hang', detail: outcome.message };
        case 'progressing':
            return undefined;
        case 'malformed':
            return { kind: 'protocol-error', detail: `the answer was not a valid tools/call result: ${outcome.message}` };
        case 'rpc-error': {
            const leak = leakIn(outcome.message, inputText, context);
            if (leak) {
                return {
                    kind: 'leak',
                    detail: `the error message leaks ${leak.what}: ${JSON.stringify(leak.shown)}`,
                    errorText: errorWords(outcome.message, leak.shown),
                    leaked: leak.shown,
                };
            }
            if (outcome.code === invalid_params/* INVALID_PARAMS */.l || acceptedCodes.includes(outcome.code))
                return undefined;
            return {
                kind: 'protocol-error',
                detail: `JSON-RPC error ${outcome.code}: ${clipWords(outcome.message, DETAIL_CHARS)}`,
                errorText: errorWords(outcome.message),
                code: outcome.code,
            };
        }
        case 'result': {
            const leak = leakIn(outcome.text, inputText, context);
            if (!leak)
                return undefined;
            return {
                kind: 'leak',
                detail: `the ${outcome.isError ? 'error ' : ''}result leaks ${leak.what}: ${JSON.stringify(leak.shown)}`,
                errorText: outcome.isError ? errorWords(outcome.text, leak.shown) : undefined,
                leaked: leak.shown,
            };
        }
    }
}
//# sourceMappingURL=classify.js.map
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/hangs.js
/**
 * A tool's hangs: whether it hangs on every input (every probe after its first hang hung), and whether
 * a shrunk hang hangs again on a fresh server with the full timeout (a probe waits less, so an input
 * that only answers slowly passes for a hang while shrinking).
 */


/** What a tool's hangs have shown so far, since its first. */
class HangWatch {
    /** Calls made since the first hang. */
    probes = 0;
    /** Whether every one of them hung (see FUZZ_HANG_EVERY_INPUT_PROBES). */
    everyProbeHung = true;
    /** The tool hangs on every input: shrinking stops, its input says nothing. */
    onEveryInput = false;
    /** An input the schema takes that hung: what a tool hanging on every input is reported with. */
    fitting;
    /**
     * The inputs that hung while a hang was shrunk, each smaller than the one before (the first found,
     * then every probe that hung: fast-check shrinks from each): confirmed again at the end (confirmHang).
     */
    path = [];
    /** A call after the first hang: whether it hung. */
    probed(hung) {
        this.probes++;
        if (!hung)
            this.everyProbeHung = false;
        else if (this.everyProbeHung && this.probes >= limits/* FUZZ_HANG_EVERY_INPUT_PROBES */.cF)
            this.onEveryInput = true;
    }
}
/**
 * A shrunk hang confirmed: the smallest input of the shrinking's path that hangs again on a fresh
 * server with the full timeout (`reproduced`: the shrunk input itself did), and the calls it took.
 * Each is a call after the hang, as a probe is: it counts toward FUZZ_HANG_EVERY_INPUT_PROBES.
 */
async function confirmHang(server, target, shrunk, watch, options) {
    const same = JSON.stringify(watch.path.at(-1)?.args) === JSON.stringify(shrunk.args);
    const path = same ? watch.path : [...watch.path, shrunk];
    const again = async (input) => {
        const hung = await hangsAgain(server, target, input, options);
        watch.probed(hung);
        return hung;
    };
    const smallest = await smallestHangingAgain(path, again);
    return { ...smallest, reproduced: smallest.input === path.at(-1) };
}
/** Whether `input` hangs again when called on a fresh server with the full timeout (what its scenario waits). */
async function hangsAgain(server, target, input, options) {
    await server.drop();
    const { outcome } = await (0,fuzz_call/* callOnce */.q)(server, {
        target,
        args: input.args,
        timeoutMs: options.timeoutMs,
        deadline: performance.now() + options.timeoutMs,
        stop: options.stop,
        tally: options.tally,
    });
    return outcome.kind === 'timeout' && !options.stop?.aborted;
}
/**
 * The smallest input of a shrinking's path (each input smaller than the one before, the first the
 * hang as found, with the full timeout) that hangs again: the last when it does, else found by
 * halving the path (an input that hangs for its size hangs at every larger size on the path), at most
 * FUZZ_HANG_CONFIRMATIONS calls. The first input stands when none of those tried hangs again.
 */
async function smallestHangingAgain(path, hangs) {
    let calls = 0;
    // Invariant: path[found] hung (the first did, when found); the inputs after `answered` did not.
    let found = 0;
    let answered = path.length;
    let next = path.length - 1;
    while (next > found && next < answered && calls < limits/* FUZZ_HANG_CONFIRMATIONS */.cn) {
        calls++;
        if (await hangs(path[next]))
            found = next;
        else
            answered = next;
        next = Math.floor((found + answered) / 2);
    }
    return { input: path[found], calls };
}
//# sourceMappingURL=hangs.js.map
// EXTERNAL MODULE: ./lib/server-tools/fuzz/suppressions.js
var suppressions = __webpack_require__(80027);
// EXTERNAL MODULE: ./lib/server-tools/fuzz/targets.js
var targets = __webpack_require__(16633);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/tool-fuzz.js
/**
 * Fuzzing one target, as a state object: rounds of fast-check, each stopping at (and shrinking) a
 * finding of a kind not yet seen, until every kind is found, the target's time budget runs out or the
 * fuzz is stopped. What the calls showed (slow, progressing, declined, suppressed) is counted here.
 */









/** The server could not be started again while fuzzing a tool: carries what that tool found so far. */
class FuzzStopped extends Error {
    tool;
    findings;
    calls;
    started;
    constructor(tool, findings, calls, started, cause) {
        super(`the server could not be started again while fuzzing ${tool}: ${cause?.message ?? String(cause)}`);
        this.tool = tool;
        this.findings = findings;
        this.calls = calls;
        this.started = started;
    }
}
/** A seed for one tool and round, from the run's seed and the tool's name: the same whatever else runs. */
function toolSeed(seed, tool, round) {
    let hash = seed | 0;
    for (let i = 0; i < tool.length; i++)
        hash = Math.imul(hash ^ tool.charCodeAt(i), 0x9e3779b1) | 0;
    return (hash + round * 0x632be5ab) | 0;
}
/** Fuzzes one target within its budget: `new ToolFuzz(…).run()`. */
class ToolFuzz {
    target;
    server;
    options;
    used;
    started = performance.now();
    deadline;
    stop;
    probeMs;
    arbitrary;
    /** A read of a URI that names nothing (-32002) is an answer, as invalid params is. */
    acceptedCodes;
    fresh;
    leakContext;
    found = new Set();
    findings = [];
    suppressed = [];
    hangs = new HangWatch();
    slow = { calls: 0, slowestMs: 0 };
    tally = { declinedElicitations: 0 };
    calls = 0;
    outOfTime = false;
    progressing = 0;
    /** Once the tool has hung, a call waits the hang probe's timeout at most (see model/limits.ts). */
    timeoutMs;
    constructor(target, server, options, 
    /** The suppressions entries that silenced a finding, across the fuzz (the rest are stale). */
    used, budgetMs) {
        this.target = target;
        this.server = server;
        this.options = options;
        this.used = used;
        this.deadline = this.started + budgetMs;
        this.stop = options.signal;
        this.timeoutMs = options.timeoutMs;
        this.probeMs = options.hangProbeTimeoutMs ?? limits/* FUZZ_HANG_PROBE_TIMEOUT_MS */.VS;
        this.arbitrary = (0,arbitraries/* inputArbitrary */.D2)(target.inputSchema, {
            illFormedUnicode: options.illFormedUnicode,
            validOnly: target.surface !== 'tool',
        });
        this.acceptedCodes = target.surface === 'resource-template' ? [targets/* RESOURCE_NOT_FOUND */.Mp] : [];
        this.fresh = options.includeWrites && (0,targets/* isWriteTool */.G7)(target);
        this.leakContext = {
            own: options.ownPaths,
            user: options.userPaths,
            ...(printsEnvironment(target)
                ? { envValues: Object.values(options.environment ?? {}).filter((value) => !!value) }
                : {}),
        };
    }
    async run() {
        for (let round = 0; this.found.size < fuzz/* FINDING_KINDS */.m.length; round++) {
            const left = this.deadline - performance.now();
            if (left <= 0) {
                this.outOfTime = true;
                break;
            }
            if (!(await this.round(round, left)))
                break;
        }
        return this.report();
    }
    /** One round: whether another may follow. */
    async round(index, left) {
        const round = { shrinkOutOfTime: false };
        const details = await fast_check/* default.check */.Ay.check(fast_check/* default.asyncProperty */.Ay.asyncProperty(this.arbitrary, (input) => this.probe(input, round)), {
            numRuns: this.options.runs,
            seed: toolSeed(this.options.seed, this.target.name, index),
            interruptAfterTimeLimit: Math.max(1, Math.floor(left)),
            markInterruptAsFailure: false,
        });
        await round.inflight?.catch(() => undefined);
        const { last } = round;
        if (this.hangs.onEveryInput) {
            // Nothing more to learn from a tool that hangs on every input: its hang is reported as found.
            const hang = this.findings.find((one) => one.kind === 'hang');
            if (hang)
                hang.shrunk = 'hangs-on-every-input';
            if (!details.failed || !last || last.kind !== 'hang')
                return false;
        }
        if (details.interrupted || performance.now() > this.deadline)
            this.outOfTime = true;
        if (this.stop?.aborted)
            round.shrinkOutOfTime = true;
        if (!details.failed || !last) {
            if (round.fatal !== undefined)
                throw this.stopped(round.fatal);
            return false;
        }
        let shrunkInput = details.counterexample?.[0] ?? last.input;
        // A probe waits the hang probe's timeout, on a server the hang may have left busy: an input that
        // only answers slowly passes for a hang there, and its scenario (which waits --timeout-ms) passes.
        // A shrunk hang is kept only if it hangs again on a fresh server with the full timeout.
        let reproduced = true;
        if (last.kind === 'hang' && !this.hangs.onEveryInput && !this.stop?.aborted) {
            const confirmed = await confirmHang(this.server, this.target, shrunkInput, this.hangs, {
                timeoutMs: this.options.timeoutMs,
                stop: this.stop,
                tally: this.tally,
            });
            this.calls += confirmed.calls;
            shrunkInput = confirmed.input;
            reproduced = confirmed.reproduced;
        }
        const shrunk = this.hangs.onEveryInput
            ? 'hangs-on-every-input'
            : !reproduced
                ? 'reproduced'
                : round.shrinkOutOfTime || details.interrupted
                    ? 'budget'
                    : 'minimal';
        this.record(last, shrunkInput, shrunk);
        if (this.hangs.onEveryInput || this.stop?.aborted)
            return false;
        if (round.fatal !== undefined)
            throw this.stopped(round.fatal);
        return !this.outOfTime;
    }
    /** fast-check's property: calls the target with one input; false for a finding (of a kind not yet found). */
    async probe(input, round) {
        const { target, stop } = this;
        if (round.fatal !== undefined || this.hangs.onEveryInput || stop?.aborted)
            return true;
        if (performance.now() > this.deadline) {
            if (round.last)
                round.shrinkOutOfTime = true;
            return true;
        }
        // A URI no input can be written into is never sent: it says nothing of the server.
        if (target.uri && target.uri(input.args) === undefined)
            return true;
        this.calls++;
        const inputText = JSON.stringify(input.args);
        let outcome;
        let took;
        try {
            const call = (0,fuzz_call/* callOnce */.q)(this.server, {
                target,
                args: input.args,
                timeoutMs: this.timeoutMs,
                deadline: this.deadline,
                fresh: this.fresh,
                stop,
                // After one call cut while still reporting progress, the rest get one timeout in all: inputs
                // that ask for endless work (a billion steps) would otherwise take the tool's whole budget.
                progressTimeouts: this.progressing > 0 ? 1 : undefined,
                tally: this.tally,
            });
            round.inflight = call;
            ({ outcome, took } = await call);
        }
        catch (error) {
            if (!stop?.aborted)
                round.fatal = error;
            return true;
        }
        // Cut by the stop, not by the server: says nothing of the tool.
        if (stop?.aborted)
            return true;
        if (outcome.kind === 'progressing')
            this.progressing++;
        else if (outcome.kind !== 'timeout' && outcome.kind !== 'closed' && took > this.probeMs) {
            this.slow.calls++;
            this.slow.slowestMs = Math.max(this.slow.slowestMs, took);
        }
        const classified = classifyOutcome(outcome, inputText, this.leakContext, (0,arbitraries/* hasLoneSurrogate */.fI)(input.args), this.acceptedCodes);
        if (round.last?.kind === 'hang' || this.found.has('hang'))
            this.hangs.probed(classified?.kind === 'hang');
        if (classified?.kind === 'hang' && this.hangs.fitting === undefined && (0,targets/* fitsInputSchema */.Gk)(target, input.args)) {
            this.hangs.fitting = input;
        }
        if (!classified || this.found.has(classified.kind))
            return true;
        if (this.suppress(input, classified, inputText))
            return true;
        if (round.last) {
            // A shrink probe: fails only with the kind being shrunk (the first hang's wording is kept).
            if (round.last.kind !== classified.kind)
                return true;
            if (round.last.kind !== 'hang')
                round.last = { input, ...classified };
            else
                this.hangs.path.push(input);
            return false;
        }
        round.last = { input, ...classified };
        this.hangs.path = [input];
        if (classified.kind === 'hang')
            this.timeoutMs = Math.min(this.timeoutMs, this.probeMs);
        return false;
    }
    /**
     * Whether the suppressions file accepts this finding: then it is not a failure, so fast-check
     * neither stops nor shrinks toward it, and another input of the same kind that no entry accepts is
     * still found.
     */
    suppress(input, classified, inputText) {
        const entry = (0,suppressions/* suppressionFor */.f4)(this.options.suppressions ?? [], this.target.name, classified.kind, inputText);
        if (!entry)
            return false;
        this.used.add(entry);
        if (!this.suppressed.some((one) => one.where === entry.where && one.kind === classified.kind))
            this.suppressed.push({
                kind: classified.kind,
                detail: classified.detail,
                args: input.args,
                reason: entry.reason,
                where: entry.where,
            });
        return true;
    }
    /** A round's finding, with its input and ready scenario. */
    record(last, shrunkInput, shrunk) {
        const { target, options } = this;
        // A tool that hangs on every input: its input says nothing, so one the schema takes stands for it
        // (not an extra key whose scenario would pass once the key is refused, the hang still there).
        const counterexample = this.hangs.onEveryInput && last.kind === 'hang'
            ? (this.hangs.fitting ?? (0,targets/* fittingPart */.jr)(target, shrunkInput))
            : shrunkInput;
        const fits = (0,targets/* fitsInputSchema */.Gk)(target, counterexample.args);
        const finding = {
            tool: target.name,
            ...(target.surface === 'tool' ? {} : { surface: target.surface }),
            ...(target.uri ? { uri: target.uri(counterexample.args) ?? '' } : {}),
            kind: last.kind,
            detail: last.detail,
            args: counterexample.args,
            // Made to be valid, the input may still miss what the generator does not follow (a `format`):
            // it is then said to be outside the schema, as its scenario says.
            variant: counterexample.variant === 'valid' && !fits ? 'outside-schema' : counterexample.variant,
            shrunk,
            reproduce: options.reproduceCommand(target.name),
        };
        this.findings.push({
            ...finding,
            scenario: options.scenario(finding, {
                fitsSchema: fits,
                errorText: last.errorText,
                leaked: last.leaked,
                ...(last.code === undefined ? {} : { code: last.code }),
                ...(last.kind === 'hang' ? { timeoutMs: options.timeoutMs } : {}),
            }),
        });
        this.found.add(last.kind);
    }
    stopped(cause) {
        return new FuzzStopped(this.target.name, this.findings, this.calls, this.started, cause);
    }
    report() {
        const { slow, progressing, tally, suppressed } = this;
        return {
            tool: this.target.name,
            ...(0,targets/* surfaceOf */.lI)(this.target),
            status: 'fuzzed',
            calls: this.calls,
            durationMs: performance.now() - this.started,
            outOfTime: this.outOfTime,
            findings: this.findings,
            ...(slow.calls > 0 ? { slow: { calls: slow.calls, slowestMs: Math.round(slow.slowestMs) } } : {}),
            ...(progressing > 0 ? { progressing } : {}),
            ...(tally.declinedElicitations > 0 ? { declinedElicitations: tally.declinedElicitations } : {}),
            ...(suppressed.length > 0 ? { suppressed } : {}),
            ...(this.stop?.aborted ? { stopped: true } : {}),
        };
    }
}
//# sourceMappingURL=tool-fuzz.js.map

/***/ })

};

//# sourceMappingURL=9814.index.js.map