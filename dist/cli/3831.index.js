export const id = 3831;
export const ids = [3831];
export const modules = {

/***/ 3831:
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
// EXTERNAL MODULE: ./lib/server-tools/fuzz/arbitraries.js
var arbitraries = __webpack_require__(2637);
// EXTERNAL MODULE: ./lib/server-tools/fuzz/tool-fuzz.js + 2 modules
var tool_fuzz = __webpack_require__(79814);
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
    const samples = fast_check/* default.sample */.Ay.sample((0,arbitraries/* inputArbitrary */.D2)(inputSchema, { validOnly: true }), {
        numRuns: runs,
        seed: (0,tool_fuzz/* toolSeed */.Gn)(seed, tool, 0),
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
function skipCodeOf(tool, liveReadOnly) {
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(55156);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
// EXTERNAL MODULE: ./lib/scenario/yaml-file.js
var yaml_file = __webpack_require__(85466);
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
const EXAMPLE = 'suppress:\n  - tool: search\n    kind: not-read-only\n    reason: "…why…"';
const suppressions_text = (key, hint = '') => (0,yaml_file/* nonEmptyText */.al)(`"${key}" must be a non-empty string${hint}`);
/** The file's format, in the order its checks are said: an entry's kind first, then its input, tool and reason. */
const suppressionsSchema = (0,yaml_file/* yamlMapping */.I9)({
    suppress: schemas.array((0,yaml_file/* yamlMapping */.I9)({
        kind: suppressions_text('kind').check((ctx) => {
            if (annotations/* ANNOTATION_FINDING_KINDS */.KL.includes(ctx.value))
                return;
            const suggestion = (0,closest/* closest */.kp)(ctx.value, annotations/* ANNOTATION_FINDING_KINDS */.KL);
            ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown kind "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; kinds are ${annotations/* ANNOTATION_FINDING_KINDS */.KL.join(', ')}`,
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
                    message: `"input" ${JSON.stringify(pattern)} is not a regular expression (${error.message}); it is searched in the input as JSON, like '"name":""' for an empty name`,
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
async function loadAnnotationsSuppressions(file, { required = false, cwd = process.cwd() } = {}) {
    const loaded = (0,yaml_file/* loadYamlFile */.Y3)(file, shownName(file, cwd), suppressionsSchema, {
        words: { called: 'an annotations suppressions file', tooLarge: 'a suppressions file lists a few entries' },
        ...(required ? {} : { missing: 'empty' }),
    });
    if (loaded.unreadable !== undefined)
        throw new AnnotationsSuppressionsError(`cannot read the annotations suppressions file ${file}: ${loaded.unreadable}`);
    return suppressionsOf(loaded);
}
/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
function parseAnnotationsSuppressions(text, file, cwd = process.cwd()) {
    return suppressionsOf(parseYamlFile(text, shownName(file, cwd), suppressionsSchema));
}
function shownName(file, cwd) {
    return external_node_path_.basename(file) === file ? file : external_node_path_.relative(cwd, file) || file;
}
/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressionsOf(loaded) {
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
function suppressionFor(suppressions, tool, kind, inputText) {
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
        const entry = suppressionFor(this.options.suppressions ?? [], this.tool.name, kind, JSON.stringify(args));
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
                    !suppressionFor(this.options.suppressions ?? [], this.tool.name, kind, JSON.stringify(candidate))) {
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
            const code = skipCodeOf(tool, options.liveReadOnly);
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
    const claiming = selected.filter((tool) => judgedHints(tool).length > 0 && !skipCodeOf(tool, liveReadOnly));
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

//# sourceMappingURL=3831.index.js.map