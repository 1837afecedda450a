export const id = 1906;
export const ids = [1906];
export const modules = {

/***/ 87732:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ FINDING_KINDS)
/* harmony export */ });
/* unused harmony export OUT_OF_TIME_CODES */
/**
 * What `fuzz` reads and returns: the prompts and templates it is given, its findings and its report
 * (the JSON report's shape), and the typed reasons a target is skipped. Declared here so that the
 * engine (server-tools/fuzz), the ready scenarios (authoring/) and the renderers (report/fuzz.ts)
 * share them without importing each other. No wording: the rooms that decide write the words.
 */
const FINDING_KINDS = ['crash', 'hang', 'protocol-error', 'leak'];
/** The skip codes of a target the fuzz's time did not reach: such a fuzz fails (a check that did not run does not pass). */
const OUT_OF_TIME_CODES = (/* unused pure expression or super */ null && (['total-budget', 'tool-budget']));
//# sourceMappingURL=fuzz.js.map

/***/ }),

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

/***/ 31906:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ANNOTATIONS_SUPPRESSIONS_FILE: () => (/* reexport */ ANNOTATIONS_SUPPRESSIONS_FILE),
  AnnotationsSuppressionsError: () => (/* reexport */ AnnotationsSuppressionsError),
  DEFAULT_PROBES_FILE: () => (/* reexport */ DEFAULT_PROBES_FILE),
  ProbesFileError: () => (/* reexport */ ProbesFileError),
  checkAnnotations: () => (/* reexport */ checkAnnotations),
  loadAnnotationsSuppressions: () => (/* reexport */ loadAnnotationsSuppressions),
  loadProbesFile: () => (/* reexport */ loadProbesFile),
  parseProbesFile: () => (/* reexport */ parseProbesFile),
  skipText: () => (/* reexport */ skipText),
  stubServers: () => (/* reexport */ stubServers)
});

// EXTERNAL MODULE: ./lib/model/annotations.js
var annotations = __webpack_require__(25979);
// EXTERNAL MODULE: ./lib/util/signals.js
var signals = __webpack_require__(37909);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/mcp/errors.js
var errors = __webpack_require__(67933);
// EXTERNAL MODULE: ./lib/mcp/render.js
var render = __webpack_require__(40794);
;// CONCATENATED MODULE: ./lib/server-tools/annotations/state.js
/**
 * Reading a server's state without changing it: the tree of its own directory (each file's lines, or
 * its content hash when it is large or binary), the resources it lists (each read), and the user's
 * probes (their outputs). Each entry is a list of lines, so that a comparison can leave out the lines
 * that are bookkeeping (an `ignore:` pattern) or volatile (they differ between two reads), and can
 * tell growth (lines added) from loss (lines removed or overwritten). A file whose whole text is JSON
 * is read as one line per leaf (`$.tags[1] = "b"`), so that an array or object that grows is growth.
 */






/** A probe or resource read that failed for a reason other than its answer (a hang, a closed connection): the check cannot go on. */
class StateReadError extends Error {
}
function entryKey(source, where) {
    return `${source} ${where}`;
}
/** Reads the whole state once. */
async function readState(session, reader) {
    const state = new Map();
    const add = (source, where, lines) => state.set(entryKey(source, where), { source, where, lines });
    if (reader.dir !== undefined)
        for (const [where, lines] of await readTree(reader.dir))
            add('file', where, lines);
    if (reader.resources)
        for (const [uri, lines] of await readResources(session, reader))
            add('resource', uri, lines);
    for (const probe of reader.probes)
        add('probe', probe.label, await readProbe(session, probe, reader));
    return state;
}
/** The directory's files and directories, sorted, each as lines; links as their target. Never follows a link. */
async function readTree(root) {
    const out = [];
    let seen = 0;
    let beyond = 0;
    const walk = async (dir) => {
        let names;
        try {
            names = (await (0,promises_.readdir)(dir)).sort();
        }
        catch {
            return;
        }
        for (const name of names) {
            const full = external_node_path_.join(dir, name);
            const where = external_node_path_.relative(root, full).split(external_node_path_.sep).join('/');
            if (++seen > limits/* ANNOTATIONS_MAX_FILES */.c$) {
                beyond++;
                continue;
            }
            const stats = await (0,promises_.lstat)(full).catch(() => undefined);
            if (!stats)
                continue;
            if (stats.isSymbolicLink())
                out.push([where, [`link -> ${await (0,promises_.readlink)(full).catch(() => '?')}`]]);
            else if (stats.isDirectory()) {
                out.push([`${where}/`, []]);
                await walk(full);
            }
            else if (stats.isFile())
                out.push([where, await fileLines(full, stats.size)]);
        }
    };
    await walk(root);
    if (beyond > 0)
        out.push([`(${beyond} more beyond the first ${limits/* ANNOTATIONS_MAX_FILES */.c$})`, [String(beyond)]]);
    return out;
}
/** A file's lines: its text (JSON as its leaves), or its hash when it is large or not text. */
async function fileLines(file, size) {
    const bytes = await (0,promises_.readFile)(file).catch(() => undefined);
    if (!bytes)
        return ['(unreadable)'];
    const hash = () => [`sha256 ${(0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex')} (${bytes.length} bytes)`];
    if (size > limits/* ANNOTATIONS_FILE_LINES_MAX_BYTES */.VQ || bytes.includes(0))
        return hash();
    const text = bytes.toString('utf8');
    if (text.includes('\ufffd'))
        return hash();
    return textLines(text);
}
/** Text as lines: JSON as one line per leaf, anything else line by line (a last empty line dropped). */
function textLines(text) {
    const trimmed = text.trim();
    if (/^[[{]/.test(trimmed)) {
        try {
            return jsonLeaves(JSON.parse(trimmed));
        }
        catch {
            // Not JSON after all: its lines.
        }
    }
    const lines = text.split(/\r?\n/);
    if (lines.at(-1) === '')
        lines.pop();
    return lines;
}
function jsonLeaves(value, at = '$', out = []) {
    if (Array.isArray(value)) {
        if (value.length === 0)
            out.push(`${at} = []`);
        value.forEach((item, index) => jsonLeaves(item, `${at}[${index}]`, out));
    }
    else if (typeof value === 'object' && value !== null) {
        const keys = Object.keys(value).sort();
        if (keys.length === 0)
            out.push(`${at} = {}`);
        for (const key of keys)
            jsonLeaves(value[key], `${at}.${key}`, out);
    }
    else
        out.push(`${at} = ${JSON.stringify(value)}`);
    return out;
}
function requestOptions(reader) {
    return { timeout: reader.timeoutMs, ...(reader.signal ? { signal: reader.signal } : {}) };
}
/** The resources listed (the first ANNOTATIONS_MAX_RESOURCES), each read; a read refused is its error's line. */
async function readResources(session, reader) {
    const uris = [];
    let cursor;
    try {
        do {
            const page = await session.client.listResources(cursor ? { cursor } : {}, requestOptions(reader));
            for (const resource of page.resources)
                if (typeof resource.uri === 'string')
                    uris.push(resource.uri);
            cursor = page.nextCursor;
        } while (cursor && uris.length < limits/* ANNOTATIONS_MAX_RESOURCES */.id);
    }
    catch (error) {
        // A server that answers resources/list with an error lists none (the same each time).
        if ((0,errors/* serverErrorOf */.jP)(error) && !(0,errors/* isServerFailure */.Ab)(error))
            return [];
        throw new StateReadError(`resources/list failed: ${session.explain(error)}`);
    }
    const out = [];
    for (const uri of [...new Set(uris)].slice(0, limits/* ANNOTATIONS_MAX_RESOURCES */.id)) {
        try {
            out.push([
                uri,
                textLines((0,render/* renderResourceContents */.DU)(await session.client.readResource({ uri }, requestOptions(reader)))),
            ]);
        }
        catch (error) {
            out.push([uri, [`(read failed: ${answerError(session, error)})`]]);
        }
    }
    return out;
}
/** A probe's output as lines; an error the server answered is its line (it may change too), no answer throws. */
async function readProbe(session, probe, reader) {
    try {
        if (probe.kind === 'resource')
            return textLines((0,render/* renderResourceContents */.DU)(await session.client.readResource({ uri: probe.name }, requestOptions(reader))));
        if (probe.kind === 'prompt') {
            const result = await session.client.getPrompt({ name: probe.name, arguments: probe.args }, requestOptions(reader));
            return textLines((0,render/* renderPromptMessages */.FR)(result));
        }
        const result = await session.client.request({ method: 'tools/call', params: { name: probe.name, arguments: probe.args } }, requestOptions(reader));
        const text = (0,render/* renderToolResult */.Cz)(result);
        return result.isError === true ? [`(error) ${text}`] : textLines(text);
    }
    catch (error) {
        return [`(failed: ${answerError(session, error)})`];
    }
}
/** An error the server answered (JSON-RPC), as a line; anything else (a hang, a closed connection, a stop) throws StateReadError: nothing can be observed. */
function answerError(session, error) {
    const message = session.explain(error);
    if ((0,errors/* isServerFailure */.Ab)(error) || !(0,errors/* serverErrorOf */.jP)(error))
        throw new StateReadError(message);
    return message;
}
//# sourceMappingURL=state.js.map
;// CONCATENATED MODULE: ./lib/server-tools/annotations/compare.js


/** A line's shape: runs of digits and hex digits (with a digit) as `#`: a timestamp's or an id's shape stays. */
function lineShape(line) {
    return line.replace(/[0-9a-f]*\d[0-9a-f]*/gi, '#');
}
/** What a comparison leaves out, and the lines it left out so far (for the report). */
class LineFilter {
    patterns;
    probePatterns;
    /** Volatile shapes by entry key. */
    volatile = new Map();
    noted = new Map();
    constructor(
    /** The probes file's patterns, for every line. */
    patterns, 
    /** A probe's own patterns, by its label. */
    probePatterns = new Map()) {
        this.patterns = patterns;
        this.probePatterns = probePatterns;
    }
    /** Learns the volatile lines from two reads with no call between. */
    learn(first, second) {
        for (const key of new Set([...first.keys(), ...second.keys()])) {
            const a = first.get(key);
            const b = second.get(key);
            const entry = (a ?? b);
            const linesA = a?.lines ?? [];
            const linesB = b?.lines ?? [];
            const count = Math.max(linesA.length, linesB.length);
            for (let index = 0; index < count; index++) {
                const lineA = linesA[index];
                const lineB = linesB[index];
                if (lineA === lineB)
                    continue;
                for (const line of [lineA, lineB]) {
                    if (line === undefined || this.patternOf(entry, line))
                        continue;
                    const shapes = this.volatile.get(key) ?? new Set();
                    shapes.add(lineShape(line));
                    this.volatile.set(key, shapes);
                    this.note({ source: entry.source, where: entry.where, line: cut(line), why: 'volatile' });
                }
            }
        }
    }
    /** The lines of an entry that are compared; undefined when the entry is absent, or all its lines are ignored. */
    kept(entry) {
        if (!entry)
            return undefined;
        const key = entryKey(entry.source, entry.where);
        const shapes = this.volatile.get(key);
        const kept = entry.lines.filter((line) => {
            const pattern = this.patternOf(entry, line);
            if (pattern) {
                this.note({
                    source: entry.source,
                    where: entry.where,
                    line: cut(line),
                    why: 'ignore-pattern',
                    pattern: pattern.pattern.source,
                    patternWhere: pattern.where,
                });
                return false;
            }
            return !shapes?.has(lineShape(line));
        });
        // A file or output made of bookkeeping alone (an audit log) is bookkeeping: as if absent.
        return kept.length === 0 && entry.lines.length > 0 ? undefined : kept;
    }
    /** The lines left out, once each (the first ANNOTATIONS_IGNORED_LINES_KEPT). */
    ignored() {
        return [...this.noted.values()];
    }
    patternOf(entry, line) {
        const own = entry.source === 'probe' ? (this.probePatterns.get(entry.where) ?? []) : [];
        return [...own, ...this.patterns].find((one) => one.pattern.test(line));
    }
    note(line) {
        const key = `${line.source} ${line.where} ${line.why} ${lineShape(line.line)}`;
        if (this.noted.has(key) || this.noted.size >= limits/* ANNOTATIONS_IGNORED_LINES_KEPT */.R6)
            return;
        this.noted.set(key, line);
    }
}
/** Every difference between two states: entries added, removed or changed (their lines in order). */
function differences(before, after, filter) {
    const changes = [];
    for (const key of unionKeys(before, after)) {
        const a = filter.kept(before.get(key));
        const b = filter.kept(after.get(key));
        const entry = (before.get(key) ?? after.get(key));
        if (a === undefined && b === undefined)
            continue;
        if (a === undefined)
            changes.push(change(entry, 'added', undefined, b));
        else if (b === undefined)
            changes.push(change(entry, 'removed', a, undefined));
        // The whole entry before and after (its kept lines, cut): a line added or gone reads in its place.
        else if (a.length !== b.length || a.some((line, index) => line !== b[index]))
            changes.push(change(entry, 'changed', a, b));
    }
    return changes;
}
/** What was there before and is not after: entries removed, and lines of an entry gone (overwritten). */
function losses(before, after, filter) {
    const changes = [];
    for (const key of before.keys()) {
        const a = filter.kept(before.get(key));
        if (a === undefined)
            continue;
        const entry = before.get(key);
        const b = filter.kept(after.get(key));
        if (b === undefined) {
            changes.push(change(entry, 'removed', a, undefined));
            continue;
        }
        const gone = minus(a, b).filter((line) => !filledIn(line, b));
        if (gone.length > 0)
            changes.push(change(entry, 'changed', gone, minus(b, a)));
    }
    return changes;
}
/**
 * An empty array or object's leaf (`$.entities = []`) that is gone because the container now holds
 * something (`$.entities[0].name = "x"`): the container grew, nothing was lost. Measured on
 * server-memory: every create_entities and create_relations read as overwriting the empty graph.
 */
function filledIn(line, after) {
    const empty = /^(\$.*) = (\[\]|\{\})$/.exec(line);
    if (!empty)
        return false;
    const at = empty[1];
    const opener = empty[2] === '[]' ? `${at}[` : `${at}.`;
    return after.some((other) => other.startsWith(opener));
}
function unionKeys(a, b) {
    return [...new Set([...a.keys(), ...b.keys()])];
}
/** The lines of `a` not in `b`, as multisets (a line twice in `a` and once in `b` is once gone). */
function minus(a, b) {
    const counts = new Map();
    for (const line of b)
        counts.set(line, (counts.get(line) ?? 0) + 1);
    return a.filter((line) => {
        const left = counts.get(line) ?? 0;
        if (left === 0)
            return true;
        counts.set(line, left - 1);
        return false;
    });
}
function change(entry, kind, before, after) {
    return {
        source: entry.source,
        where: entry.where,
        change: kind,
        ...(before === undefined ? {} : { before: cut(before.join('\n')) }),
        ...(after === undefined ? {} : { after: cut(after.join('\n')) }),
    };
}
function cut(text) {
    return text.length > limits/* ANNOTATIONS_CHANGE_TEXT_CHARS */.iZ ? `${text.slice(0, limits/* ANNOTATIONS_CHANGE_TEXT_CHARS */.iZ)}…` : text;
}
//# sourceMappingURL=compare.js.map
// EXTERNAL MODULE: ./node_modules/fast-check/lib/fast-check.js + 8 modules
var fast_check = __webpack_require__(78608);
// EXTERNAL MODULE: ./lib/util/json.js
var json = __webpack_require__(68884);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/arbitraries.js
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
function arbitraries_hasLoneSurrogate(value) {
    if (typeof value === 'string')
        return LONE_SURROGATE.test(value);
    if (Array.isArray(value))
        return value.some(arbitraries_hasLoneSurrogate);
    if (typeof value === 'object' && value !== null)
        return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || arbitraries_hasLoneSurrogate(item));
    return false;
}
/** Valid values of one schema. Never throws: a schema it cannot read gives any JSON value. */
function valueArbitrary(schema, ctx) {
    if (ctx.depth > MAX_SCHEMA_DEPTH)
        return fast_check/* default.constant */.Ay.constant(null);
    if (schema === true || schema === undefined)
        return anyJson();
    if (!(0,json/* isObject */.Gv)(schema))
        return fast_check/* default.constant */.Ay.constant(null);
    const next = { ...ctx, depth: ctx.depth + 1 };
    if (typeof schema.$ref === 'string') {
        const target = (0,json/* resolveLocalRef */.hp)(ctx.root, schema.$ref);
        return target === undefined ? anyJson() : valueArbitrary(target, next);
    }
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
        return fast_check/* default.constantFrom */.Ay.constantFrom(...schema.enum);
    if (Object.hasOwn(schema, 'const'))
        return fast_check/* default.constant */.Ay.constant(schema.const);
    for (const key of ['anyOf', 'oneOf']) {
        const branches = schema[key];
        if (Array.isArray(branches) && branches.length > 0)
            return fast_check/* default.oneof */.Ay.oneof(...branches.map((b) => valueArbitrary(b, next)));
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
        // A merge of the branches' object parts: enough for the common `allOf: [{$ref}, {properties}]`.
        const merged = { ...schema, allOf: undefined };
        for (const branch of schema.allOf) {
            const part = (0,json/* isObject */.Gv)(branch) && typeof branch.$ref === 'string' ? (0,json/* resolveLocalRef */.hp)(ctx.root, branch.$ref) : branch;
            if (!(0,json/* isObject */.Gv)(part))
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
        return (0,json/* isObject */.Gv)(schema.properties) ? objectArbitrary(schema, next) : anyJson();
    return fast_check/* default.oneof */.Ay.oneof(...types.map((type) => typedArbitrary(type, schema, next)));
}
function typedArbitrary(type, schema, ctx) {
    switch (type) {
        case 'string':
            return stringArbitrary(schema, ctx);
        case 'integer':
        case 'number':
            return numberArbitrary(schema, type === 'integer');
        case 'boolean':
            return fast_check/* default.boolean */.Ay.boolean();
        case 'null':
            return fast_check/* default.constant */.Ay.constant(null);
        case 'array': {
            const minLength = numberOr(schema.minItems, 0);
            const maxLength = Math.max(minLength, Math.min(numberOr(schema.maxItems, MAX_ARRAY_ITEMS), minLength + MAX_ARRAY_ITEMS));
            const items = Array.isArray(schema.prefixItems) ? anyJson() : valueArbitrary(schema.items, ctx);
            return fast_check/* default.array */.Ay.array(items, { minLength, maxLength });
        }
        case 'object':
            return objectArbitrary(schema, ctx);
        default:
            return anyJson();
    }
}
function objectArbitrary(schema, ctx) {
    const properties = (0,json/* isObject */.Gv)(schema.properties) ? schema.properties : {};
    const required = requiredOf(schema).filter((key) => Object.hasOwn(properties, key));
    const model = {};
    for (const [key, value] of Object.entries(properties))
        model[key] = valueArbitrary(value, ctx);
    // Missing required keys that are not in `properties` still get a value: they are required.
    for (const key of requiredOf(schema))
        model[key] ??= anyJson();
    return fast_check/* default.record */.Ay.record(model, { requiredKeys: [...new Set([...required, ...requiredOf(schema)])] });
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
            const matching = fast_check/* default.stringMatching */.Ay.stringMatching(pattern).filter(fits);
            const matches = (text) => fits(text) && pattern.test(text);
            const hostile = hostileStrings.filter(matches);
            return hostile.length > 0 ? fast_check/* default.oneof */.Ay.oneof(matching, shrinking(hostile, matches)) : matching;
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
    const random = shrinking(fast_check/* default.oneof */.Ay.oneof(fast_check/* default.string */.Ay.string({ minLength, maxLength: longest }), fast_check/* default.string */.Ay.string({ unit: 'binary', minLength, maxLength: longest })), fits);
    // Long strings as a length, not a constant: fast-check shrinks a length (to the shortest that
    // still fails), never a constant. Its bias reaches the top of the range often.
    const longMin = Math.max(minLength, 1);
    const longMax = Math.min(maxLength ?? HUGE_STRING_CHARS, HUGE_STRING_CHARS);
    const long = longMax >= longMin
        ? [{ arbitrary: fast_check/* default.integer */.Ay.integer({ min: longMin, max: longMax }).map((n) => 'x'.repeat(n)), weight: 1 }]
        : [];
    const weighted = [
        ...long,
        { arbitrary: random, weight: 2 },
        { arbitrary: shrinking(bounds, fits), weight: 1 },
        ...(hostile.length > 0 ? [{ arbitrary: shrinking(hostile, fits), weight: 2 }] : []),
    ];
    return fast_check/* default.oneof */.Ay.oneof(...weighted);
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
            return fast_check/* default.constant */.Ay.constant(min);
        const edges = [min, max, 0, -1, 1].filter((value) => value >= min && value <= max);
        const integers = fast_check/* default.integer */.Ay.integer({ min, max });
        return fast_check/* default.oneof */.Ay.oneof(integers, new ShrinksAs(edges, integers));
    }
    const min = exclusiveMin ?? lowest;
    const max = exclusiveMax ?? highest;
    const doubles = fast_check/* default.double */.Ay.double({
        noNaN: true,
        noDefaultInfinity: true,
        ...(min === undefined ? {} : { min, minExcluded: exclusiveMin !== undefined }),
        ...(max === undefined ? {} : { max, maxExcluded: exclusiveMax !== undefined }),
    });
    const edges = [lowest, highest, 0, -0.5, 1e308, -1e308, 5e-324].filter((value) => value !== undefined &&
        (min === undefined || value > min || (value === min && exclusiveMin === undefined)) &&
        (max === undefined || value < max || (value === max && exclusiveMax === undefined)));
    return edges.length > 0 ? fast_check/* default.oneof */.Ay.oneof(doubles, new ShrinksAs(edges, doubles)) : doubles;
}
/**
 * One of `values` (edge numbers, hostile strings), shrunk as `inner` shrinks a value of its kind:
 * a number toward zero by halving, so a failure found at an edge (2^53 - 1 for "n > 1000") shrinks
 * to the boundary (1001); a string by dropping and simplifying characters (see StringShrinks).
 * fc.constantFrom would shrink a value only to the values before it, and stop at the first that
 * passes. `accepts` keeps the shrunk values inside the schema (a string's length bounds, its pattern).
 */
class ShrinksAs extends fast_check/* default.Arbitrary */.Ay.Arbitrary {
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
        return new fast_check/* default.Value */.Ay.Value(this.values[random.nextInt(0, this.values.length - 1)], undefined);
    }
    canShrinkWithoutContext(value) {
        return this.inner.canShrinkWithoutContext(value);
    }
    shrink(value) {
        return this.inner.canShrinkWithoutContext(value)
            ? this.inner.shrink(value, undefined).filter((shrunk) => this.accepts(shrunk.value))
            : fast_check/* default.Stream */.Ay.Stream.nil();
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
class StringShrinks extends fast_check/* default.Arbitrary */.Ay.Arbitrary {
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
        this.inners = [fast_check/* default.string */.Ay.string({ unit: 'grapheme', maxLength }), fast_check/* default.string */.Ay.string({ unit: 'binary', maxLength })];
    }
    generate(random, biasFactor) {
        const value = Array.isArray(this.source)
            ? this.source[random.nextInt(0, this.source.length - 1)]
            : this.source.generate(random, biasFactor).value;
        return new fast_check/* default.Value */.Ay.Value(value, undefined);
    }
    canShrinkWithoutContext(value) {
        return typeof value === 'string';
    }
    shrink(value) {
        if (value === '')
            return fast_check/* default.Stream */.Ay.Stream.nil();
        const first = ['', this.plain].filter((one) => one !== value && this.accepts(one));
        const head = fast_check/* default.Stream */.Ay.Stream.of(...first.map((one) => new fast_check/* default.Value */.Ay.Value(one, undefined)));
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
    return fast_check/* default.jsonValue */.Ay.jsonValue({ maxDepth: 2 });
}
/** Values of a JSON type other than `types`. */
function wrongTypeArbitrary(types) {
    const all = [
        ['string', fast_check/* default.constantFrom */.Ay.constantFrom('', 'not a number', '0')],
        ['number', fast_check/* default.constantFrom */.Ay.constantFrom(0, -1, 1.5, 1e21)],
        ['boolean', fast_check/* default.boolean */.Ay.boolean()],
        ['array', fast_check/* default.constantFrom */.Ay.constantFrom([], ['x'], [1, 2])],
        ['object', fast_check/* default.constantFrom */.Ay.constantFrom({}, { nested: 'x' })],
    ];
    const other = all.filter(([type]) => !types.includes(type) && !(type === 'number' && types.includes('integer')));
    return fast_check/* default.oneof */.Ay.oneof(...(other.length > 0 ? other : all).map(([, arbitrary]) => arbitrary));
}
/**
 * Inputs for a tool: mostly valid (three in four), the rest invalid in one of the ways the schema
 * forbids. An input schema that is not an object schema still gets objects: `arguments` is one.
 */
function arbitraries_inputArbitrary(inputSchema, options = {}) {
    const root = (0,json/* isObject */.Gv)(inputSchema) ? inputSchema : {};
    const ctx = { root, depth: 0, illFormedUnicode: options.illFormedUnicode === true };
    const objectSchema = (0,json/* isObject */.Gv)(root.properties) || root.type === 'object' ? root : { type: 'object' };
    const valid = valueArbitrary(objectSchema, ctx).map((value) => (0,json/* isObject */.Gv)(value) ? value : {});
    const properties = (0,json/* isObject */.Gv)(root.properties) ? root.properties : {};
    const names = Object.keys(properties);
    const required = requiredOf(root);
    const invalid = [
        valid.chain((args) => fast_check/* default.string */.Ay.string({ minLength: 1, maxLength: 12 })
            .filter((key) => !Object.hasOwn(properties, key))
            .map((key) => ({
            args: { ...args, [key]: 'unexpected' },
            variant: 'extra-key',
        }))),
    ];
    if (required.length > 0) {
        invalid.push(fast_check/* default.tuple */.Ay.tuple(valid, fast_check/* default.constantFrom */.Ay.constantFrom(...required)).map(([args, key]) => {
            const rest = { ...args };
            delete rest[key];
            return { args: rest, variant: 'missing-required' };
        }));
    }
    if (names.length > 0) {
        invalid.push(fast_check/* default.tuple */.Ay.tuple(valid, fast_check/* default.constantFrom */.Ay.constantFrom(...names)).chain(([args, key]) => {
            const schema = properties[key];
            const types = (0,json/* isObject */.Gv)(schema)
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
        }), fast_check/* default.tuple */.Ay.tuple(valid, fast_check/* default.constantFrom */.Ay.constantFrom(...names))
            .map(([args, key]) => ({ args: { ...args, [key]: null }, variant: 'null' })));
    }
    if (options.validOnly)
        return valid.map((args) => ({ args, variant: 'valid' }));
    return fast_check/* default.oneof */.Ay.oneof({ arbitrary: valid.map((args) => ({ args, variant: 'valid' })), weight: 3 }, { arbitrary: fast_check/* default.oneof */.Ay.oneof(...invalid), weight: 1 });
}
function requiredOf(schema) {
    return Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === 'string') : [];
}
function numberOr(value, fallback) {
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
//# sourceMappingURL=arbitraries.js.map
// EXTERNAL MODULE: ./lib/mcp/client-requests.js + 3 modules
var client_requests = __webpack_require__(65188);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/call.js
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
async function call_callOnce(server, call) {
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
                return { kind: 'result', isError: false, text: renderPromptMessages(result) };
            }
            // The property sends no input whose URI cannot be written (see tool-fuzz.ts).
            if (target.surface === 'resource-template') {
                const result = await session.client.readResource({ uri: target.uri(args) }, options);
                return { kind: 'result', isError: false, text: renderResourceContents(result) };
            }
            // Not callTool: a fuzzed tool's answer is judged by what it says, not refused by output validation.
            const result = await session.client.request({ method: 'tools/call', params: { name: target.name, arguments: args } }, options);
            return {
                kind: 'result',
                isError: result.isError === true,
                text: renderToolResult(result),
            };
        });
        // A call with no answer in time: a handler stuck in a loop may keep the process busy, so the
        // next call gets a fresh one.
        if (answer.kind === 'timeout' || answer.kind === 'progressing')
            await server.drop();
        return answer;
    }
    catch (error) {
        if (isConnectionClosed(error)) {
            const message = session.explain(error);
            await server.drop();
            return { kind: 'closed', message };
        }
        if (isRequestTimeout(error)) {
            await server.drop();
            return { kind: 'timeout', message: `no answer within ${call.timeoutMs} ms` };
        }
        const rpc = serverErrorOf(error);
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
    const { timeoutMs, deadline, stop, tally, progressTimeouts = FUZZ_PROGRESSING_CALL_TIMEOUTS } = call;
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
    const requests = await clientRequestsOf(session.client)?.begin(script, call.target.name, {
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
        if (!isRequestTimeout(error))
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
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/hangs.js
/**
 * A tool's hangs: whether it hangs on every input (every probe after its first hang hung), and whether
 * a shrunk hang hangs again on a fresh server with the full timeout (a probe waits less, so an input
 * that only answers slowly passes for a hang while shrinking).
 */


/** What a tool's hangs have shown so far, since its first. */
class hangs_HangWatch {
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
        else if (this.everyProbeHung && this.probes >= FUZZ_HANG_EVERY_INPUT_PROBES)
            this.onEveryInput = true;
    }
}
/**
 * A shrunk hang confirmed: the smallest input of the shrinking's path that hangs again on a fresh
 * server with the full timeout (`reproduced`: the shrunk input itself did), and the calls it took.
 * Each is a call after the hang, as a probe is: it counts toward FUZZ_HANG_EVERY_INPUT_PROBES.
 */
async function hangs_confirmHang(server, target, shrunk, watch, options) {
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
    const { outcome } = await callOnce(server, {
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
    while (next > found && next < answered && calls < FUZZ_HANG_CONFIRMATIONS) {
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(55156);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
// EXTERNAL MODULE: ./lib/scenario/yaml-file.js
var yaml_file = __webpack_require__(85466);
// EXTERNAL MODULE: ./lib/model/fuzz.js
var fuzz = __webpack_require__(87732);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/suppressions.js
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
class FuzzSuppressionsError extends (/* unused pure expression or super */ null && (Error)) {
}
const EXAMPLE = 'suppress:\n  - tool: wait_for\n    kind: hang\n    input: \'"n":-\'\n    reason: "…why…"';
const suppressions_text = (key, hint = '') => (0,yaml_file/* nonEmptyText */.al)(`"${key}" must be a non-empty string${hint}`);
/** The file's format, in the order its checks are said: an entry's kind first, then its input, tool and reason. */
const fuzzSuppressionsSchema = (0,yaml_file/* yamlMapping */.I9)({
    suppress: schemas.array((0,yaml_file/* yamlMapping */.I9)({
        kind: suppressions_text('kind').check((ctx) => {
            if (fuzz/* FINDING_KINDS */.m.includes(ctx.value))
                return;
            const suggestion = (0,closest/* closest */.kp)(ctx.value, fuzz/* FINDING_KINDS */.m);
            ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown kind "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; kinds are ${fuzz/* FINDING_KINDS */.m.join(', ')}`,
            });
        }),
        input: suppressions_text('input')
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
                return core/* NEVER */.tm;
            }
        })
            .optional(),
        tool: suppressions_text('tool'),
        reason: suppressions_text('reason', ': say why the finding is accepted'),
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
    const loaded = loadYamlFile(file, shownName(file, cwd), fuzzSuppressionsSchema, {
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
    return path.basename(file) === file ? file : path.relative(cwd, file) || file;
}
/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressionsOf(loaded) {
    const [first] = loaded.errors;
    if (first) {
        const entry = first.path[0] === 'suppress' && typeof first.path[1] === 'number';
        throw new FuzzSuppressionsError(lineMessage(entry ? loaded.positionOf(first.path.slice(0, 2)) : first.position, first.message));
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
function suppressions_suppressionFor(suppressions, tool, kind, inputText) {
    return suppressions.find((entry) => entry.kind === kind &&
        (entry.tool === '*' || entry.tool === tool) &&
        (!entry.input || entry.input.test(inputText)));
}
//# sourceMappingURL=suppressions.js.map
// EXTERNAL MODULE: ./lib/mcp/arguments.js
var mcp_arguments = __webpack_require__(46248);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/targets.js
/**
 * What `fuzz` calls, and what it leaves alone: the tools as listed, the prompts and resource templates
 * given an input schema of strings, and the code of why a target is skipped (the annotations a tool
 * carries, a live server). The words of a reason are in reasons.ts.
 */

/** The protocol's "resource not found" (-32002): a read's answer for a URI that names nothing. Never a finding. */
const targets_RESOURCE_NOT_FOUND = (/* unused pure expression or super */ null && (-32002));
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
function targets_isWriteTool(tool) {
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
function targets_surfaceOf(tool) {
    if (tool.surface === 'tool')
        return {};
    return { surface: tool.surface, ...(tool.uriTemplate ? { uriTemplate: tool.uriTemplate } : {}) };
}
/** Whether `args` fit the target's input schema (a schema that does not compile counts as fitting). */
function targets_fitsInputSchema(tool, args) {
    try {
        return compileArgumentsValidator(tool.inputSchema)(args).length === 0;
    }
    catch {
        return true;
    }
}
/**
 * The input without the keys its schema does not declare, when that fits the schema (an extra key is
 * the one way an input breaks it that dropping undoes); the input as it was otherwise.
 */
function targets_fittingPart(tool, input) {
    const schema = tool.inputSchema;
    const declared = typeof schema?.properties === 'object' && schema.properties !== null ? schema.properties : {};
    const args = Object.fromEntries(Object.entries(input.args).filter(([key]) => Object.hasOwn(declared, key)));
    return targets_fitsInputSchema(tool, args) ? { args, variant: 'valid' } : input;
}
//# sourceMappingURL=targets.js.map
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
        this.probeMs = options.hangProbeTimeoutMs ?? FUZZ_HANG_PROBE_TIMEOUT_MS;
        this.arbitrary = inputArbitrary(target.inputSchema, {
            illFormedUnicode: options.illFormedUnicode,
            validOnly: target.surface !== 'tool',
        });
        this.acceptedCodes = target.surface === 'resource-template' ? [RESOURCE_NOT_FOUND] : [];
        this.fresh = options.includeWrites && isWriteTool(target);
        this.leakContext = {
            own: options.ownPaths,
            user: options.userPaths,
            ...(printsEnvironment(target)
                ? { envValues: Object.values(options.environment ?? {}).filter((value) => !!value) }
                : {}),
        };
    }
    async run() {
        for (let round = 0; this.found.size < FINDING_KINDS.length; round++) {
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
        const details = await fc.check(fc.asyncProperty(this.arbitrary, (input) => this.probe(input, round)), {
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
            const call = callOnce(this.server, {
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
        const classified = classifyOutcome(outcome, inputText, this.leakContext, hasLoneSurrogate(input.args), this.acceptedCodes);
        if (round.last?.kind === 'hang' || this.found.has('hang'))
            this.hangs.probed(classified?.kind === 'hang');
        if (classified?.kind === 'hang' && this.hangs.fitting === undefined && fitsInputSchema(target, input.args)) {
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
        const entry = suppressionFor(this.options.suppressions ?? [], this.target.name, classified.kind, inputText);
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
            ? (this.hangs.fitting ?? fittingPart(target, shrunkInput))
            : shrunkInput;
        const fits = fitsInputSchema(target, counterexample.args);
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
            ...surfaceOf(this.target),
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
;// CONCATENATED MODULE: ./lib/server-tools/annotations/inputs.js
/**
 * The inputs `annotations` calls a tool with: first the arguments of every scenario step that calls
 * it (what the author knows reaches real state), then valid inputs generated from its input schema
 * as `fuzz` makes them (fuzz/arbitraries.ts, valid only: a call refused as invalid proves nothing),
 * `runs` of them from the seed. And the smaller inputs a finding's input is shrunk through: a key
 * left out, a string emptied or halved, a number toward 0, an array or object emptied or halved, an
 * array's item or an object's value made smaller in its place.
 */




/** `${name}` in a value: a step's reference to an earlier step's output, which no lone call can fill. */
const REFERENCE = /\$\{[^}]*\}/;
/** The distinct arguments of the scenarios' steps calling `tool`, in file order (a step with a `${…}` reference left out). */
function scenarioInputs(scenarios, tool) {
    const seen = new Set();
    const out = [];
    for (const scenario of scenarios) {
        if (scenario.kind !== 'tool-sequence')
            continue;
        for (const step of scenario.steps) {
            if (step.kind !== 'tool' || step.tool !== tool || step.expectInvalidArguments)
                continue;
            const text = JSON.stringify(step.args ?? {});
            if (REFERENCE.test(text) || seen.has(text))
                continue;
            seen.add(text);
            out.push({ args: step.args ?? {}, origin: 'scenario' });
        }
    }
    return out;
}
/** `runs` valid inputs from the tool's input schema, the same for the same seed and tool. */
function generatedInputs(inputSchema, tool, seed, runs) {
    if (runs <= 0)
        return [];
    const samples = fast_check/* default.sample */.Ay.sample(arbitraries_inputArbitrary(inputSchema, { validOnly: true }), {
        numRuns: runs,
        seed: toolSeed(seed, tool, 0),
    });
    return samples.map((sample) => ({ args: sample.args, origin: 'generated' }));
}
/** The size shrinking lowers: the input's JSON length. */
function inputSize(args) {
    return JSON.stringify(args).length;
}
/** Inputs one step smaller than `args`, smallest-looking first: keys left out, then each value made smaller. */
function smallerInputs(args) {
    const out = [];
    const keys = Object.keys(args);
    for (const key of keys) {
        const rest = { ...args };
        delete rest[key];
        out.push(rest);
    }
    for (const key of keys)
        for (const value of smallerValues(args[key]))
            out.push({ ...args, [key]: value });
    const size = inputSize(args);
    return out.filter((candidate) => inputSize(candidate) < size);
}
function smallerValues(value) {
    if (typeof value === 'string') {
        const chars = [...value];
        return chars.length === 0 ? [] : ['', chars[0], chars.slice(0, Math.ceil(chars.length / 2)).join('')];
    }
    if (typeof value === 'number')
        return value === 0 ? [] : [0, 1, Math.trunc(value / 2), -value];
    if (value === true)
        return [false];
    if (Array.isArray(value)) {
        if (value.length === 0)
            return [];
        // Each item made smaller in its place too: a finding's one entity of a 2,000-character name
        // (server-memory's create_entities) shrank no further than its array of one.
        const items = value
            .slice(0, limits/* ANNOTATIONS_SHRINK_ITEMS */.GW)
            .flatMap((item, index) => smallerValues(item).map((smaller) => value.map((other, at) => (at === index ? smaller : other))));
        return [[], value.slice(0, 1), value.slice(0, Math.ceil(value.length / 2)), ...items];
    }
    if (typeof value === 'object' && value !== null) {
        const record = value;
        return Object.keys(record).length === 0 ? [] : [{}, ...smallerInputs(record)];
    }
    return [];
}
//# sourceMappingURL=inputs.js.map
;// CONCATENATED MODULE: ./lib/server-tools/annotations/targets.js
function hintsOf(tool) {
    return typeof tool.annotations === 'object' && tool.annotations !== null
        ? tool.annotations
        : {};
}
/** The hints as declared (booleans only: anything else is as good as absent). */
function declaredOf(tool) {
    const hints = hintsOf(tool);
    const out = {};
    for (const key of ['readOnlyHint', 'idempotentHint', 'destructiveHint', 'openWorldHint'])
        if (typeof hints[key] === 'boolean')
            out[key] = hints[key];
    return out;
}
/** The hints behaviour can refute: a read-only tool's readOnlyHint alone (the others mean nothing then). */
function judgedHints(tool) {
    const hints = declaredOf(tool);
    if (hints.readOnlyHint === true)
        return ['readOnlyHint'];
    const judged = [];
    if (hints.idempotentHint === true)
        judged.push('idempotentHint');
    if (hints.destructiveHint === false)
        judged.push('destructiveHint');
    return judged;
}
/** Why a tool is not called, or undefined when it is. */
function targets_skipCodeOf(tool, liveReadOnly) {
    const hints = declaredOf(tool);
    if (liveReadOnly)
        return hints.readOnlyHint === true ? undefined : 'live-not-read-only';
    // A tool that says it writes (readOnlyHint: false, or a hint that only a writing tool carries:
    // destructiveHint: true, idempotentHint: false) and claims nothing refutable: nothing to observe.
    // Without this, a write tool that writes nothing on a stub (its backend is not there) would be
    // "suggested" read-only (measured on mcp-server-kubernetes: five helm and scale tools).
    const saysItWrites = hints.readOnlyHint === false || hints.destructiveHint === true || hints.idempotentHint === false;
    if (judgedHints(tool).length === 0 && saysItWrites && hints.readOnlyHint !== true)
        return 'no-claim';
    return undefined;
}
//# sourceMappingURL=targets.js.map
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./lib/server-tools/annotations/suppressions.js
/**
 * The annotations suppressions file: findings the repository accepts (a read-only tool whose write
 * is deliberate and harmless, say), each with a reason, in the form of fuzz's (fuzz/suppressions.ts):
 * a `suppress:` list looked up in the working directory unless `--suppressions FILE` names one. An
 * entry: `tool` (a name, or `*`), `kind` (not-read-only, not-idempotent, destructive), optionally
 * `input` (a regular expression searched in the input, as JSON), and a required `reason`.
 */





/** The repository's annotations suppressions, looked up in the working directory (as fuzz's and lint's are). */
const ANNOTATIONS_SUPPRESSIONS_FILE = '.mcp-scenario-eval-annotations.yaml';
/** A suppressions file that cannot be used: the message names the file, line and value. */
class AnnotationsSuppressionsError extends Error {
}
const suppressions_EXAMPLE = 'suppress:\n  - tool: search\n    kind: not-read-only\n    reason: "…why…"';
const annotations_suppressions_text = (key, hint = '') => (0,yaml_file/* nonEmptyText */.al)(`"${key}" must be a non-empty string${hint}`);
/** The file's format, in the order its checks are said: an entry's kind first, then its input, tool and reason. */
const suppressionsSchema = (0,yaml_file/* yamlMapping */.I9)({
    suppress: schemas.array((0,yaml_file/* yamlMapping */.I9)({
        kind: annotations_suppressions_text('kind').check((ctx) => {
            if (annotations/* ANNOTATION_FINDING_KINDS */.KL.includes(ctx.value))
                return;
            const suggestion = (0,closest/* closest */.kp)(ctx.value, annotations/* ANNOTATION_FINDING_KINDS */.KL);
            ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown kind "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; kinds are ${annotations/* ANNOTATION_FINDING_KINDS */.KL.join(', ')}`,
            });
        }),
        input: annotations_suppressions_text('input')
            .transform((pattern, ctx) => {
            try {
                return new RegExp(pattern, 'u');
            }
            catch (error) {
                ctx.issues.push({
                    code: 'custom',
                    input: pattern,
                    message: `"input" ${JSON.stringify(pattern)} is not a regular expression (${error.message}); it is searched in the input as JSON, like '"name":""' for an empty name`,
                });
                return core/* NEVER */.tm;
            }
        })
            .optional(),
        tool: annotations_suppressions_text('tool'),
        reason: annotations_suppressions_text('reason', ': say why the finding is accepted'),
    }, {
        holds: 'an entry has tool, kind, reason and (optionally) input',
        expected: 'each entry is a mapping with tool, kind, reason and (optionally) input',
    }), { error: `"suppress" must be a list of entries, like:\n${suppressions_EXAMPLE}` })
        .nullish(),
}, {
    holds: 'the file has one key, "suppress"',
    expected: `expected a mapping with a "suppress:" list, like:\n${suppressions_EXAMPLE}`,
}).nullable();
/** Reads the suppressions file, or none when it does not exist (unless `required`: named by the flag). */
async function loadAnnotationsSuppressions(file, { required = false, cwd = process.cwd() } = {}) {
    const loaded = (0,yaml_file/* loadYamlFile */.Y3)(file, suppressions_shownName(file, cwd), suppressionsSchema, {
        words: { called: 'an annotations suppressions file', tooLarge: 'a suppressions file lists a few entries' },
        ...(required ? {} : { missing: 'empty' }),
    });
    if (loaded.unreadable !== undefined)
        throw new AnnotationsSuppressionsError(`cannot read the annotations suppressions file ${file}: ${loaded.unreadable}`);
    return suppressions_suppressionsOf(loaded);
}
/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
function parseAnnotationsSuppressions(text, file, cwd = process.cwd()) {
    return suppressions_suppressionsOf(parseYamlFile(text, suppressions_shownName(file, cwd), suppressionsSchema));
}
function suppressions_shownName(file, cwd) {
    return external_node_path_.basename(file) === file ? file : external_node_path_.relative(cwd, file) || file;
}
/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressions_suppressionsOf(loaded) {
    const [first] = loaded.errors;
    if (first) {
        const entry = first.path[0] === 'suppress' && typeof first.path[1] === 'number';
        throw new AnnotationsSuppressionsError((0,yaml_file/* lineMessage */.oE)(entry ? loaded.positionOf(first.path.slice(0, 2)) : first.position, first.message));
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
function annotations_suppressions_suppressionFor(suppressions, tool, kind, inputText) {
    return suppressions.find((entry) => entry.kind === kind &&
        (entry.tool === '*' || entry.tool === tool) &&
        (!entry.input || entry.input.test(inputText)));
}
//# sourceMappingURL=suppressions.js.map
;// CONCATENATED MODULE: ./lib/server-tools/annotations/tool-check.js
/**
 * Checking one tool's annotations by behaviour: each input observed as read state (twice: volatile
 * lines), call, read state (and, for idempotentHint, read twice, call again, read), then judged:
 * readOnlyHint: true → any change is a finding; idempotentHint: true (not read-only) → the state
 * after two identical calls equals the state after one; destructiveHint: false (not read-only) →
 * nothing there before is removed or overwritten. A tool that claims nothing is observed for the
 * suggestion: no change on every input it accepted → it could be annotated readOnlyHint: true.
 *
 * Fresh servers: every tool starts on a fresh server (one tool's writes never blame another), and so
 * does every input after a call that changed the state. An input after one that changed nothing
 * shares the server: its state is the fresh state again, and a server start per input would make a
 * read-only tool's ten inputs cost ten starts. Shrinking and re-verifying always start clean the same
 * way, and the re-verification of a shrunk finding always starts a new server.
 */










/** The server hung or died: this tool's check cannot go on. */
class CheckFailure extends Error {
    args;
    constructor(message, args) {
        super(message);
        this.args = args;
    }
}
/** No fresh server would start: the whole check stops. */
class ServerStartFailure extends Error {
}
class ToolCheck {
    tool;
    inputs;
    options;
    filter;
    used;
    started = performance.now();
    deadline;
    judged;
    server;
    /** The open server's state is a fresh server's (no call changed it). */
    clean = false;
    calls = 0;
    servers = 0;
    outOfTime = false;
    inputsCount = { fromScenarios: 0, generated: 0, refused: 0 };
    findings = [];
    suppressed = [];
    foundKinds = new Set();
    constructor(tool, inputs, options, filter, used) {
        this.tool = tool;
        this.inputs = inputs;
        this.options = options;
        this.filter = filter;
        this.used = used;
        this.deadline = this.started + options.toolBudgetMs;
        this.judged = judgedHints(tool);
    }
    /** Checks the tool; throws ServerStartFailure when no server would start. */
    async run() {
        let failure;
        let accepted = 0;
        let sawChange = false;
        const kinds = this.kinds();
        try {
            for (const input of this.inputs) {
                if (this.options.signal?.aborted)
                    break;
                if (performance.now() > this.deadline) {
                    this.outOfTime = true;
                    break;
                }
                const seen = await this.observe(input.args);
                if (input.origin === 'scenario')
                    this.inputsCount.fromScenarios++;
                else
                    this.inputsCount.generated++;
                if (seen.refused) {
                    this.inputsCount.refused++;
                    continue;
                }
                accepted++;
                if (this.judged.length === 0) {
                    // Watching for the suggestion: one change ends it.
                    if (seen.changed) {
                        sawChange = true;
                        break;
                    }
                    continue;
                }
                for (const kind of kinds) {
                    if (this.foundKinds.has(kind) || !seen.found[kind])
                        continue;
                    if (this.suppress(kind, input.args, seen.found[kind]))
                        continue;
                    await this.record(kind, input, seen.found[kind]);
                }
                if (kinds.every((kind) => this.foundKinds.has(kind)))
                    break;
            }
        }
        catch (error) {
            if (error instanceof CheckFailure)
                failure = { args: error.args, message: error.message };
            else if (!(error instanceof Stopped))
                throw error;
        }
        finally {
            await this.drop();
        }
        const stopped = this.options.signal?.aborted === true;
        return {
            tool: this.tool.name,
            annotations: declaredOf(this.tool),
            status: 'checked',
            judged: this.judged,
            inputs: { ...this.inputsCount },
            calls: this.calls,
            servers: this.servers,
            durationMs: performance.now() - this.started,
            outOfTime: this.outOfTime,
            ...(stopped ? { stopped: true } : {}),
            findings: this.findings,
            ...(failure ? { failure } : {}),
            ...(this.judged.length === 0 && !sawChange && !failure && !stopped && accepted > 0
                ? { suggestion: { hint: 'readOnlyHint', value: true, inputs: accepted } }
                : {}),
            ...(this.suppressed.length > 0 ? { suppressed: this.suppressed } : {}),
        };
    }
    /** The kinds of finding this tool's claims allow, in the report's order. */
    kinds() {
        return ['not-read-only', 'not-idempotent', 'destructive'].filter((kind) => this.judged.includes(annotations/* HINT_OF_KIND */.LE[kind]));
    }
    /** Observes one input (see the module's comment). `fresh`: on a new server whatever the open one's state. */
    async observe(args, fresh = false) {
        const server = await this.serverFor(fresh);
        const before1 = await this.read(server, args);
        const before = await this.read(server, args);
        this.filter.learn(before1, before);
        const first = await this.call(server, args);
        const after = await this.settled(server, args);
        const changes = differences(before, after, this.filter);
        this.clean = changes.length === 0;
        if (first === 'refused')
            return { refused: true, changed: changes.length > 0, found: {} };
        const found = {};
        if (this.judged.includes('readOnlyHint') && changes.length > 0)
            found['not-read-only'] = changes;
        if (this.judged.includes('destructiveHint')) {
            const lost = losses(before, after, this.filter);
            if (lost.length > 0)
                found.destructive = lost;
        }
        if (this.judged.includes('idempotentHint')) {
            const once = await this.read(server, args);
            this.filter.learn(after, once);
            await this.call(server, args);
            const twice = await this.settled(server, args);
            const again = differences(once, twice, this.filter);
            if (again.length > 0) {
                this.clean = false;
                found['not-idempotent'] = again;
            }
        }
        return { refused: false, changed: changes.length > 0, found };
    }
    /** The open server when its state is still a fresh one's, else a new one. */
    async serverFor(fresh) {
        if (this.server && this.clean && !fresh)
            return this.server;
        await this.drop();
        this.stopCheck();
        try {
            this.server = await this.options.servers.open();
        }
        catch (error) {
            if (this.options.signal?.aborted)
                throw new Stopped();
            throw new ServerStartFailure(`could not start a fresh server for ${this.tool.name}: ${error?.message ?? String(error)}`);
        }
        this.servers++;
        this.clean = true;
        return this.server;
    }
    async drop() {
        const server = this.server;
        this.server = undefined;
        this.clean = false;
        await server?.close().catch(() => undefined);
    }
    stopCheck() {
        if (this.options.signal?.aborted)
            throw new Stopped();
    }
    async read(server, args) {
        this.stopCheck();
        const resources = !this.options.liveReadOnly && server.session.client.getServerCapabilities()?.resources !== undefined;
        try {
            return await readState(server.session, {
                ...(this.options.liveReadOnly ? {} : { dir: server.dir }),
                resources,
                probes: this.options.probes?.probes ?? [],
                timeoutMs: this.options.timeoutMs,
                signal: this.options.signal,
            });
        }
        catch (error) {
            this.stopCheck();
            if (error instanceof StateReadError)
                throw new CheckFailure(`the state could not be read: ${error.message}`, args);
            throw error;
        }
    }
    /**
     * The state after a call, once it holds still: read again after ANNOTATIONS_SETTLE_MS until two
     * reads agree (at most ANNOTATIONS_SETTLE_READS reads). A server may answer first and write after
     * (desktop-commander saves its config in the background under a lock directory, `config.json.lock/`,
     * which a read right after the answer caught half-done: a false change). A server still changing
     * after the last read is compared as last read.
     */
    async settled(server, args) {
        let last = await this.read(server, args);
        for (let reads = 1; reads < limits/* ANNOTATIONS_SETTLE_READS */.T4; reads++) {
            await (0,external_node_timers_promises_.setTimeout)(limits/* ANNOTATIONS_SETTLE_MS */.ME, undefined, this.options.signal ? { signal: this.options.signal } : {}).catch(() => undefined);
            const next = await this.read(server, args);
            if (differences(last, next, this.filter).length === 0)
                return next;
            last = next;
        }
        return last;
    }
    /** One tools/call: `ok`, or `refused` (an isError result, a JSON-RPC error or a network failure answered: proves nothing); a hang or a death throws CheckFailure. */
    async call(server, args) {
        this.stopCheck();
        this.calls++;
        try {
            const result = await server.session.client.request({ method: 'tools/call', params: { name: this.tool.name, arguments: args } }, { timeout: this.options.timeoutMs, ...(this.options.signal ? { signal: this.options.signal } : {}) });
            if (result.isError === true)
                return 'refused';
            return namesNetworkFailure((0,render/* renderToolResult */.Cz)(result)) ? 'refused' : 'ok';
        }
        catch (error) {
            this.stopCheck();
            if ((0,errors/* serverErrorOf */.jP)(error) && !(0,errors/* isServerFailure */.Ab)(error))
                return 'refused';
            const why = (0,errors/* isServerFailure */.Ab)(error) && !/closed/i.test(server.session.explain(error))
                ? `no answer within ${this.options.timeoutMs} ms`
                : server.session.explain(error);
            this.clean = false;
            throw new CheckFailure(`the server failed on a call of ${this.tool.name}: ${why}`, args);
        }
    }
    suppress(kind, args, changes) {
        const entry = annotations_suppressions_suppressionFor(this.options.suppressions ?? [], this.tool.name, kind, JSON.stringify(args));
        if (!entry)
            return false;
        this.used.add(entry);
        if (!this.suppressed.some((one) => one.where === entry.where && one.kind === kind))
            this.suppressed.push({ kind, detail: detailOf(kind, changes), args, reason: entry.reason, where: entry.where });
        return true;
    }
    /** Shrinks a finding's input, re-verifies it on a fresh server, and records it. */
    async record(kind, input, changes) {
        let current = input.args;
        let shown = changes;
        let shrunk = 'minimal';
        let attempts = 0;
        shrinking: for (;;) {
            for (const candidate of smallerInputs(current)) {
                if (attempts++ >= limits/* ANNOTATIONS_SHRINK_ATTEMPTS */.UK ||
                    performance.now() > this.deadline ||
                    this.options.signal?.aborted) {
                    shrunk = 'budget';
                    break shrinking;
                }
                const seen = await this.observe(candidate, true);
                // A smaller input a suppressions entry accepts is not the same finding.
                if (seen.found[kind] &&
                    !annotations_suppressions_suppressionFor(this.options.suppressions ?? [], this.tool.name, kind, JSON.stringify(candidate))) {
                    current = candidate;
                    shown = seen.found[kind];
                    continue shrinking;
                }
            }
            break;
        }
        let verified = false;
        if (!this.options.signal?.aborted) {
            const again = await this.observe(current, true);
            if (again.found[kind]) {
                verified = true;
                shown = again.found[kind];
            }
        }
        this.foundKinds.add(kind);
        this.findings.push({
            tool: this.tool.name,
            kind,
            hint: annotations/* HINT_OF_KIND */.LE[kind],
            detail: detailOf(kind, shown),
            args: current,
            origin: input.origin,
            shrunk,
            verified,
            changes: shown,
            reproduce: this.options.reproduceCommand(this.tool.name),
        });
    }
}
/** A network failure named in an answer (the server could not reach the service it acts on). */
const NETWORK_FAILURE = /\b(?:EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\b|getaddrinfo|fetch failed|dial tcp/;
/**
 * A short answer that names a network failure, or is an error object alone, given as a result
 * rather than an error (server-slack answers `{"error":"fetch failed"}` without isError): the call
 * never reached what it acts on, so the unchanged state proves nothing (a post_message "could be read-only" was a false
 * suggestion). Counted as refused, like an isError result. A long answer (a file read that quotes a
 * log) is an answer.
 */
function namesNetworkFailure(text) {
    return text.length <= limits/* ANNOTATIONS_ERROR_ANSWER_CHARS */.rB && (NETWORK_FAILURE.test(text) || isErrorObject(text));
}
/** `{"error": "…"}` alone, or `success: false` / `ok: false`: an error given as a result (server-slack's "Missing required arguments"). */
function isErrorObject(text) {
    try {
        const value = JSON.parse(text);
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            return false;
        const record = value;
        // mcp-server-kubernetes answers a failed kubectl as {"success": false, "message": …}.
        return (Object.keys(record).length === 1 && 'error' in record) || record.success === false || record.ok === false;
    }
    catch {
        return false;
    }
}
/** The check was stopped (SIGINT, SIGTERM): the tool's report says so. */
class Stopped extends Error {
}
/** A finding's one line: the claim, and what the call did to the state. */
function detailOf(kind, changes) {
    const named = changes
        .slice(0, 3)
        .map((change) => `${change.source} ${change.where} (${kind === 'destructive' && change.change === 'changed' ? 'overwritten' : change.change})`)
        .join(', ');
    const more = changes.length > 3 ? ` and ${changes.length - 3} more` : '';
    if (kind === 'not-read-only')
        return `declared read-only (readOnlyHint: true); this call changed ${named}${more}`;
    if (kind === 'not-idempotent')
        return `declared idempotent (idempotentHint: true); a second identical call changed the state again: ${named}${more}`;
    return `declared non-destructive (destructiveHint: false); this call removed or overwrote ${named}${more}`;
}
//# sourceMappingURL=tool-check.js.map
;// CONCATENATED MODULE: ./lib/server-tools/annotations/run.js






/** Checks every tool the server lists (or those in `only`), one at a time, in the server's order. */
async function checkAnnotations(tools, options) {
    const started = performance.now();
    const probes = options.probes;
    const filter = new LineFilter(probes?.ignore ?? [], new Map((probes?.probes ?? []).map((probe) => [probe.label, probe.ignore])));
    const report = {
        target: options.target,
        seed: options.seed,
        runs: options.runs,
        liveReadOnly: options.liveReadOnly,
        state: {
            files: !options.liveReadOnly,
            resources: !options.liveReadOnly,
            probes: (probes?.probes ?? []).map((probe) => probe.label),
            ...(probes ? { probesFile: probes.shown } : {}),
        },
        notJudged: annotations/* NOT_JUDGED_HINTS */.zY,
        toolBudgetMs: options.toolBudgetMs,
        durationMs: 0,
        tools: [],
        ignored: [],
    };
    const name = options.settingName ?? ((setting) => `--${setting}`);
    const used = new Set();
    const checked = new Set();
    const done = (tool) => {
        report.tools.push(tool);
        options.onToolDone?.(tool);
    };
    const skip = (tool, code, inputs = { fromScenarios: 0, generated: 0, refused: 0 }) => done({
        tool: tool.name,
        annotations: declaredOf(tool),
        status: 'skipped',
        skipCode: code,
        skipReason: skipText(code, { settingName: name, toolBudgetMs: options.toolBudgetMs, signal: options.signal }),
        judged: [],
        inputs,
        calls: 0,
        servers: 0,
        durationMs: 0,
        outOfTime: false,
        findings: [],
    });
    const selected = tools.filter((tool) => !options.only || options.only.includes(tool.name));
    try {
        for (const tool of selected) {
            const code = targets_skipCodeOf(tool, options.liveReadOnly);
            if (code) {
                skip(tool, code);
                continue;
            }
            if (options.signal?.aborted) {
                skip(tool, 'stopped');
                continue;
            }
            const inputs = [
                ...scenarioInputs(options.scenarios, tool.name),
                ...generatedInputs(tool.inputSchema, tool.name, options.seed, options.runs),
            ];
            options.onToolStart?.(tool.name);
            const result = await new ToolCheck(tool, inputs, options, filter, used).run();
            const observed = result.inputs.fromScenarios + result.inputs.generated - result.inputs.refused;
            if (observed === 0 && result.findings.length === 0 && !result.failure) {
                // Nothing observed: not "OK". Stopped or out of time: not reached; else every input was refused.
                const why = result.stopped ? 'stopped' : result.outOfTime ? 'budget' : 'no-valid-input';
                skip(tool, why, result.inputs);
                continue;
            }
            checked.add(tool.name);
            done(result);
        }
    }
    catch (error) {
        if (!(error instanceof ServerStartFailure))
            throw error;
        report.error = `the check stopped: ${error.message}`;
    }
    report.ignored = filter.ignored();
    const unused = (options.suppressions ?? []).filter((entry) => !used.has(entry) && (entry.tool === '*' ? checked.size > 0 : checked.has(entry.tool)));
    if (unused.length > 0)
        report.unusedSuppressions = unused.map(suppressionEntry);
    if (options.signal?.aborted)
        report.error ??= `the check was stopped: ${(0,signals/* stopReason */.PJ)(options.signal)}`;
    report.error ??= failuresError(report.tools);
    report.error ??= notReachedError(report.tools);
    report.error ??= nothingChecked(report.tools, selected, options.liveReadOnly);
    report.durationMs = performance.now() - started;
    return report;
}
/** A skip's reason in words. */
function skipText(code, words) {
    switch (code) {
        case 'live-not-read-only':
            return `not called: against a live server (${words.settingName('live-read-only')}) only tools annotated readOnlyHint: true are called, since a tool that may write would write to production`;
        case 'no-claim':
            return 'claims nothing to check: it says it writes (readOnlyHint: false, destructiveHint: true or idempotentHint: false), with neither idempotentHint: true nor destructiveHint: false';
        case 'no-valid-input':
            return 'not judged: every input was refused (invalid arguments, an isError result, or an answer naming a network failure), which changes nothing and proves nothing; give it a scenario step with arguments it accepts';
        case 'stopped':
            return `not reached: the check was stopped (${(0,signals/* stopReason */.PJ)(words.signal)})`;
        case 'budget':
            return `not reached: its time (${words.settingName('tool-budget-ms')} ${words.toolBudgetMs}) ran out before one input was observed`;
    }
}
/** Tools the server hung or died on: the check did not finish. */
function failuresError(tools) {
    const failed = tools.filter((tool) => tool.failure);
    if (failed.length === 0)
        return undefined;
    return `the check did not finish for ${failed.length} tool(s): ${failed.map((tool) => `${tool.tool} (${tool.failure.message})`).join('; ')}`;
}
function notReachedError(tools) {
    const missed = tools.filter((tool) => tool.skipCode === 'budget' || tool.skipCode === 'stopped');
    if (missed.length === 0)
        return undefined;
    return `${missed.length} tool(s) not reached: ${missed.map((tool) => tool.tool).join(', ')}`;
}
/** Tools that claim something to check, yet none was checked: a check that observed nothing does not pass. */
function nothingChecked(tools, selected, liveReadOnly) {
    if (tools.some((tool) => tool.status === 'checked'))
        return undefined;
    const claiming = selected.filter((tool) => judgedHints(tool).length > 0 && !targets_skipCodeOf(tool, liveReadOnly));
    if (claiming.length === 0)
        return undefined;
    return `nothing was checked: no input of ${claiming.map((tool) => tool.name).join(', ')} was accepted`;
}
/** An entry as the report shows it. */
function suppressionEntry(entry) {
    return {
        tool: entry.tool,
        kind: entry.kind,
        ...(entry.input ? { input: entry.input.source } : {}),
        reason: entry.reason,
        where: entry.where,
    };
}
//# sourceMappingURL=run.js.map
// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(76076);
// EXTERNAL MODULE: ./lib/mcp/server-env.js
var server_env = __webpack_require__(61615);
// EXTERNAL MODULE: ./lib/mcp/target.js
var target = __webpack_require__(47459);
;// CONCATENATED MODULE: ./lib/server-tools/annotations/servers.js
/**
 * The fresh servers `annotations` observes: each one a new process (stdio) or a new `createServer()`
 * (in-process), with a fresh, empty directory of its own given as MCP_EVAL_SCENARIO_DIR, as a run
 * gives it. A stdio server also runs in that directory (its cwd), so a stub that keeps its data in
 * relative files is observed with no configuration; an in-process server shares this process's cwd,
 * so only MCP_EVAL_SCENARIO_DIR points it there (it is set while the server is open, one at a time).
 * A live server (HTTP) has no directory: its state is the probes alone.
 */



/** The fresh servers of a run's server target (SessionOptions: what `sessionFactory` takes). */
function stubServers(options) {
    const server = options.server;
    if (server.kind === 'command') {
        // The stdio transport itself (not sessionFactory's), told to start the process in its own directory.
        let stdio;
        const load = async () => {
            const { stdioSessions } = await __webpack_require__.e(/* import() */ 6105).then(__webpack_require__.bind(__webpack_require__, 46105));
            return stdioSessions({
                command: server.command,
                cwd: server.cwd,
                secrets: options.secrets,
                connectTimeoutMs: options.connectTimeoutMs ?? target/* DEFAULT_CONNECT_TIMEOUT_MS */.o,
                serverEnv: server.env,
                protocol: options.protocol,
                cwdInScenarioDir: true,
            });
        };
        return {
            async open() {
                const session = await (await (stdio ??= load())).open();
                return { session, dir: session.scenarioDir, close: () => session.close() };
            },
        };
    }
    if (server.kind === 'module') {
        const factory = (0,mcp/* sessionFactory */.t)(options);
        return {
            async open() {
                const dir = await (0,server_env/* makeScenarioDir */.kV)();
                const previous = process.env[server_env/* SCENARIO_DIR_VARIABLE */.GS];
                process.env[server_env/* SCENARIO_DIR_VARIABLE */.GS] = dir;
                const restore = () => {
                    if (previous === undefined)
                        delete process.env[server_env/* SCENARIO_DIR_VARIABLE */.GS];
                    else
                        process.env[server_env/* SCENARIO_DIR_VARIABLE */.GS] = previous;
                };
                let session;
                try {
                    session = await factory.open();
                }
                catch (error) {
                    restore();
                    await (0,server_env/* removeScenarioDir */.GR)(dir);
                    throw error;
                }
                return {
                    session,
                    dir,
                    close: async () => {
                        try {
                            await session.close();
                        }
                        finally {
                            restore();
                            await (0,server_env/* removeScenarioDir */.GR)(dir);
                        }
                    },
                };
            },
        };
    }
    const factory = (0,mcp/* sessionFactory */.t)(options);
    return {
        async open() {
            const session = await factory.open();
            return { session, close: () => session.close() };
        },
    };
}
//# sourceMappingURL=servers.js.map
;// CONCATENATED MODULE: ./lib/server-tools/annotations/probes.js
/**
 * The probes file of `annotations` (`--probes FILE`, default `annotations.yaml` beside the scenarios
 * when it exists): steps in the scenario step syntax (`tool:`, `resource:` or `prompt:`, with
 * `args:`) whose joined outputs are part of the server's state, for a server that keeps its state in
 * memory or behind its own API; and `ignore:` patterns (regular expressions searched in each line)
 * for bookkeeping lines (an audit log, a request counter) that do not break read-only.
 *
 * Two forms: a bare list of steps, or a mapping `{ probes: [steps], ignore: [patterns] }`. A step may
 * carry an `ignore:` of its own (for its output alone); the file's applies to every line of the state
 * (files and resources too). Read with the scenario files' loader: every problem is `file:line: …`.
 */




/** The probes file looked up beside the scenarios when `--probes` names none. */
const DEFAULT_PROBES_FILE = 'annotations.yaml';
/** A probes file that cannot be used: the message names the file and line. */
class ProbesFileError extends Error {
}
const probes_EXAMPLE = 'probes:\n  - tool: list_notes\n    args: {}\n  - resource: notes://stats\nignore:\n  - "^audit: "';
const patternList = schemas.union([schemas.string(), schemas.array(schemas.string({ error: 'each "ignore" pattern must be a string' }))], {
    error: '"ignore" must be a regular expression or a list of them, like ignore: ["^audit: "]',
});
const stepSchema = (0,yaml_file/* yamlMapping */.I9)({
    tool: schemas.string({ error: '"tool" must be a tool name' }).min(1, { error: '"tool" must be a tool name' }).optional(),
    resource: schemas.string({ error: '"resource" must be a resource URI' })
        .min(1, { error: '"resource" must be a resource URI' })
        .optional(),
    prompt: schemas.string({ error: '"prompt" must be a prompt name' })
        .min(1, { error: '"prompt" must be a prompt name' })
        .optional(),
    args: schemas.record(schemas.string(), schemas.unknown(), { error: '"args" must be a mapping of argument names to values' })
        .optional(),
    ignore: patternList.optional(),
}, {
    holds: 'a probe has one of tool, resource or prompt, and optionally args and ignore',
    expected: 'each probe is a mapping with one of tool:, resource: or prompt: (and args:), like "- tool: list_notes"',
}).check((ctx) => {
    const kinds = ['tool', 'resource', 'prompt'].filter((key) => ctx.value[key] !== undefined);
    if (kinds.length !== 1)
        ctx.issues.push({
            code: 'custom',
            input: ctx.value,
            message: kinds.length === 0
                ? 'a probe needs one of tool:, resource: or prompt:'
                : `a probe has one of tool:, resource: or prompt:, not ${kinds.join(' and ')}`,
        });
    if (ctx.value.resource !== undefined && ctx.value.args !== undefined)
        ctx.issues.push({
            code: 'custom',
            input: ctx.value,
            message: 'a resource: probe takes no args: (its URI says it all)',
        });
});
const stepsSchema = schemas.array(stepSchema, { error: `"probes" must be a list of steps, like:\n${probes_EXAMPLE}` })
    .max(limits/* ANNOTATIONS_MAX_PROBES */.OP, {
    error: `at most ${limits/* ANNOTATIONS_MAX_PROBES */.OP} probes: each is read twice before every call`,
});
// Two schemas, not a union: a union's errors would hide the step's own (and its did-you-mean).
const mappingSchema = (0,yaml_file/* yamlMapping */.I9)({ probes: stepsSchema.nullish(), ignore: patternList.nullish() }, {
    holds: 'the file has "probes" and "ignore"',
    expected: `expected a list of probes, or a mapping with probes: and ignore:, like:\n${probes_EXAMPLE}`,
}).nullable();
/** The schema for a file's value: a bare list of steps, or the mapping. */
const schemaFor = (value) => (Array.isArray(value) ? stepsSchema : mappingSchema);
/** Reads a probes file; `required`: named by the flag (a missing file is an error), else a missing one is none. */
function loadProbesFile(file, { required, cwd }) {
    const shown = external_node_path_.relative(cwd, file) || file;
    const read = (schema) => (0,yaml_file/* loadYamlFile */.Y3)(file, shown, schema, {
        words: { called: 'a probes file', tooLarge: 'a probes file lists a few steps' },
        ...(required ? {} : { missing: 'empty' }),
    });
    const shape = read(schemas.unknown());
    const loaded = (shape.errors.length > 0 ? shape : read(schemaFor(shape.value)));
    if (loaded.unreadable !== undefined)
        throw new ProbesFileError(`cannot read the probes file ${shown}: ${loaded.unreadable}`);
    const probes = probesOf(loaded, shown);
    return !required && probes.probes.length === 0 && probes.ignore.length === 0 && loaded.value == null
        ? undefined
        : probes;
}
/** Parses a probes file's text (tests, and the action's input). */
function parseProbesFile(text, shown) {
    const shape = (0,yaml_file/* parseYamlFile */.BU)(text, shown, schemas.unknown());
    return probesOf(shape.errors.length > 0 ? shape : (0,yaml_file/* parseYamlFile */.BU)(text, shown, schemaFor(shape.value)), shown);
}
function probesOf(loaded, shown) {
    const [first] = loaded.errors;
    if (first)
        throw new ProbesFileError((0,yaml_file/* lineMessage */.oE)(first.position, first.message));
    const value = loaded.value;
    const bare = Array.isArray(value);
    const steps = (bare ? value : (value?.probes ?? [])) ?? [];
    const base = bare ? [] : ['probes'];
    const patterns = (where, written) => {
        const list = written == null ? [] : Array.isArray(written) ? written : [written];
        return list.map((source, index) => {
            const at = loaded.positionOf(Array.isArray(written) ? [...where, index] : where);
            try {
                return { pattern: new RegExp(source, 'u'), where: `${at.file}:${at.line}` };
            }
            catch (error) {
                throw new ProbesFileError((0,yaml_file/* lineMessage */.oE)(at, `"ignore" ${JSON.stringify(source)} is not a regular expression (${error.message}); it is searched in each line of the state, like "^audit: "`));
            }
        });
    };
    const probes = steps.map((step, index) => {
        const kind = step.tool !== undefined ? 'tool' : step.resource !== undefined ? 'resource' : 'prompt';
        const name = (step.tool ?? step.resource ?? step.prompt);
        return {
            kind,
            name,
            args: step.args ?? {},
            label: `${kind}: ${name}${step.args && Object.keys(step.args).length > 0 ? ` ${JSON.stringify(step.args)}` : ''}`,
            ignore: patterns([...base, index, 'ignore'], step.ignore),
        };
    });
    const ignore = bare ? [] : patterns(['ignore'], value?.ignore);
    return { probes, ignore, shown };
}
//# sourceMappingURL=probes.js.map
;// CONCATENATED MODULE: ./lib/server-tools/annotations/index.js
/** `annotations`, from outside its room: the check, its options, the fresh servers, the probes and suppressions files. */




//# sourceMappingURL=index.js.map

/***/ })

};

//# sourceMappingURL=1906.index.js.map