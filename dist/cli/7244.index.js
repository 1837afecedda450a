export const id = 7244;
export const ids = [7244];
export const modules = {

/***/ 7244:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_FUZZ_RUNS: () => (/* binding */ DEFAULT_FUZZ_RUNS),
  DEFAULT_FUZZ_TIMEOUT_MS: () => (/* reexport */ settings/* DEFAULT_FUZZ_TIMEOUT_MS */.Hs),
  DEFAULT_TOOL_BUDGET_MS: () => (/* binding */ DEFAULT_TOOL_BUDGET_MS),
  FUZZ_USAGE: () => (/* binding */ FUZZ_USAGE),
  fuzz: () => (/* binding */ fuzz),
  fuzzTuned: () => (/* binding */ fuzzTuned)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/resolve.js
var resolve = __webpack_require__(7526);
// EXTERNAL MODULE: ./lib/util/signals.js
var signals = __webpack_require__(7909);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/budgets.js
class FuzzBudget {
    options;
    codes;
    totalDeadline;
    /**
     * @param codes each target's code (targets.ts's targetCodes): undefined for one to fuzz, the ones
     *   still to fuzz sharing what is left.
     */
    constructor(options, codes, started) {
        this.options = options;
        this.codes = codes;
        this.totalDeadline = options.totalBudgetMs === undefined ? undefined : started + options.totalBudgetMs;
    }
    /**
     * A target's time: its own budget, or under a total budget an equal share of what is left among
     * the targets still to fuzz (none left: not reached). A call under way when a share ends runs
     * to its answer or its timeout, so the total is held to within one call.
     */
    forTarget(index) {
        if (this.totalDeadline === undefined)
            return this.options.toolBudgetMs;
        const left = this.codes.slice(index).filter((code) => code === undefined).length;
        const share = (this.totalDeadline - performance.now()) / Math.max(1, left);
        return Math.min(this.options.toolBudgetMs, Math.floor(share));
    }
    /** Why a target given no time, or too little for one call, was not reached. */
    notReachedCode() {
        return this.options.totalBudgetMs === undefined ? 'tool-budget' : 'total-budget';
    }
}
/** A target's time too short for one call: it checked nothing, so it is not reached, not "OK". */
function checkedNothing(report) {
    return report.calls === 0 && report.findings.length === 0 && !report.stopped;
}
//# sourceMappingURL=budgets.js.map
// EXTERNAL MODULE: ./lib/mcp/client-requests.js + 3 modules
var client_requests = __webpack_require__(5188);
// EXTERNAL MODULE: ./lib/mcp/errors.js
var errors = __webpack_require__(7933);
// EXTERNAL MODULE: ./lib/mcp/render.js
var render = __webpack_require__(794);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(2645);
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
                return { kind: 'result', isError: false, text: (0,render/* renderPromptMessages */.FR)(result) };
            }
            // The property sends no input whose URI cannot be written (see tool-fuzz.ts).
            if (target.surface === 'resource-template') {
                const result = await session.client.readResource({ uri: target.uri(args) }, options);
                return { kind: 'result', isError: false, text: (0,render/* renderResourceContents */.DU)(result) };
            }
            // Not callTool: a fuzzed tool's answer is judged by what it says, not refused by output validation.
            const result = await session.client.request({ method: 'tools/call', params: { name: target.name, arguments: args } }, options);
            return {
                kind: 'result',
                isError: result.isError === true,
                text: (0,render/* renderToolResult */.Cz)(result),
            };
        });
        // A call with no answer in time: a handler stuck in a loop may keep the process busy, so the
        // next call gets a fresh one.
        if (answer.kind === 'timeout' || answer.kind === 'progressing')
            await server.drop();
        return answer;
    }
    catch (error) {
        if ((0,errors/* isConnectionClosed */.FY)(error)) {
            const message = session.explain(error);
            await server.drop();
            return { kind: 'closed', message };
        }
        if ((0,errors/* isRequestTimeout */.B2)(error)) {
            await server.drop();
            return { kind: 'timeout', message: `no answer within ${call.timeoutMs} ms` };
        }
        const rpc = (0,errors/* serverErrorOf */.jP)(error);
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
    const { timeoutMs, deadline, stop, tally, progressTimeouts = limits/* FUZZ_PROGRESSING_CALL_TIMEOUTS */.Ge } = call;
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
    const requests = await (0,client_requests/* clientRequestsOf */.tO)(session.client)?.begin(script, call.target.name, {
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
        if (!(0,errors/* isRequestTimeout */.B2)(error))
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
;// CONCATENATED MODULE: ./lib/model/fuzz.js
/**
 * What `fuzz` reads and returns: the prompts and templates it is given, its findings and its report
 * (the JSON report's shape), and the typed reasons a target is skipped. Declared here so that the
 * engine (server-tools/fuzz), the ready scenarios (authoring/) and the renderers (report/fuzz.ts)
 * share them without importing each other. No wording: the rooms that decide write the words.
 */
const FINDING_KINDS = ['crash', 'hang', 'protocol-error', 'leak'];
/** The skip codes of a target the fuzz's time did not reach: such a fuzz fails (a check that did not run does not pass). */
const OUT_OF_TIME_CODES = ['total-budget', 'tool-budget'];
//# sourceMappingURL=fuzz.js.map
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/reasons.js
/**
 * The words of `fuzz`'s decisions: why a target is skipped (from its code, see model/fuzz.ts's
 * FuzzSkipCode), and why a fuzz fails without a finding. A setting is named the way the face calls
 * it (`settingName`: the CLI's `--include-writes`); no decision reads these words.
 */

/** The skip reason of a tool that says nothing of writing: its first words, shown on the tool's line (report/fuzz.ts). */
const NOT_ANNOTATED = 'not annotated readOnlyHint: true';
/** Why a target is skipped, in words (the JSON report's `skipReason`). */
function skipText(code, context) {
    const writes = context.settingName('include-writes');
    switch (code) {
        case 'live-not-read-only':
            return 'live server: only tools annotated readOnlyHint: true are fuzzed (production data is not a target)';
        case 'destructive':
            return `annotated destructiveHint: true (use ${writes})`;
        case 'writes':
            return `annotated readOnlyHint: false (use ${writes})`;
        case 'not-annotated':
            // The rest of the reason is in the JSON report; the terminal says it once for every such tool (report/fuzz.ts).
            return (`${NOT_ANNOTATED}, so by the protocol's defaults it may write or delete (readOnlyHint: false, destructiveHint: true); ` +
                `annotate it readOnlyHint: true, or pass ${writes} against a stub`);
        case 'stopped':
            return `not reached: ${context.stopReason ?? 'stopped'}`;
        case 'total-budget':
            return `not reached: ${context.settingName('total-budget-ms')} ${context.totalBudgetMs} ran out`;
        case 'tool-budget':
            return `not reached: ${context.settingName('tool-budget-ms')} ${context.toolBudgetMs} is too short for one call`;
    }
}
/** A skipped target's code and words, as its report carries them. */
function skipped(code, context) {
    return { skipCode: code, skipReason: skipText(code, context) };
}
/**
 * Why a fuzz whose time ran out before some tools fails: those tools were not checked, and a check
 * that did not run does not pass. Undefined when every tool was reached.
 */
function notReached(tools, context) {
    const count = tools.filter((tool) => tool.skipCode !== undefined && OUT_OF_TIME_CODES.includes(tool.skipCode)).length;
    if (count === 0)
        return undefined;
    const budget = context.totalBudgetMs === undefined
        ? `${context.settingName('tool-budget-ms')} ${context.toolBudgetMs}`
        : `${context.settingName('total-budget-ms')} ${context.totalBudgetMs}`;
    return `${count} of the ${tools.length} tool(s) of this run were not reached within ${budget}: give it more time, or fuzz fewer with ${context.settingName('tool')}`;
}
/**
 * Why a fuzz that fuzzed nothing fails, or undefined when something was fuzzed. A fuzz that called
 * nothing checked nothing: it does not pass (server-github annotates none of its 26 tools).
 */
function nothingFuzzed(tools, live, context) {
    if (tools.some((tool) => tool.status === 'fuzzed'))
        return undefined;
    if (tools.length === 0)
        return 'nothing was fuzzed: the server lists no tools, prompts or resource templates';
    return (`nothing was fuzzed: the ${tools.length} tool(s) of this run were all skipped, none annotated readOnlyHint: true; ` +
        `annotate the tools that only read readOnlyHint: true${live ? '' : `, or pass ${context.settingName('include-writes')} against a stub server`}`);
}
//# sourceMappingURL=reasons.js.map
// EXTERNAL MODULE: ./lib/mcp/arguments.js
var mcp_arguments = __webpack_require__(6248);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/targets.js
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
    const { UriTemplate } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 855));
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
        return (0,mcp_arguments/* compileArgumentsValidator */.OM)(tool.inputSchema)(args).length === 0;
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
// EXTERNAL MODULE: ./node_modules/fast-check/lib/fast-check.js + 8 modules
var fast_check = __webpack_require__(8608);
// EXTERNAL MODULE: ./lib/util/json.js
var json = __webpack_require__(8884);
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
function inputArbitrary(inputSchema, options = {}) {
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
// EXTERNAL MODULE: ./lib/mcp/invalid-params.js
var invalid_params = __webpack_require__(4386);
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(5156);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(4191);
// EXTERNAL MODULE: ./lib/scenario/yaml-file.js
var yaml_file = __webpack_require__(5466);
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
class FuzzSuppressionsError extends Error {
}
const EXAMPLE = 'suppress:\n  - tool: wait_for\n    kind: hang\n    input: \'"n":-\'\n    reason: "…why…"';
const suppressions_text = (key, hint = '') => (0,yaml_file/* nonEmptyText */.al)(`"${key}" must be a non-empty string${hint}`);
/** The file's format, in the order its checks are said: an entry's kind first, then its input, tool and reason. */
const fuzzSuppressionsSchema = (0,yaml_file/* yamlMapping */.I9)({
    suppress: schemas.array((0,yaml_file/* yamlMapping */.I9)({
        kind: suppressions_text('kind').check((ctx) => {
            if (FINDING_KINDS.includes(ctx.value))
                return;
            const suggestion = (0,closest/* closest */.kp)(ctx.value, FINDING_KINDS);
            ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown kind "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; kinds are ${FINDING_KINDS.join(', ')}`,
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
    const loaded = (0,yaml_file/* loadYamlFile */.Y3)(file, shownName(file, cwd), fuzzSuppressionsSchema, {
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
    return external_node_path_.basename(file) === file ? file : external_node_path_.relative(cwd, file) || file;
}
/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressionsOf(loaded) {
    const [first] = loaded.errors;
    if (first) {
        const entry = first.path[0] === 'suppress' && typeof first.path[1] === 'number';
        throw new FuzzSuppressionsError((0,yaml_file/* lineMessage */.oE)(entry ? loaded.positionOf(first.path.slice(0, 2)) : first.position, first.message));
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
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/run.js






/** Fuzzes every tool the server lists (or those in `only`), one at a time, in the server's order. */
async function fuzzServer(tools, options, others = {}) {
    const started = performance.now();
    const report = {
        target: options.target,
        seed: options.seed,
        runs: options.runs,
        timeoutMs: options.timeoutMs,
        toolBudgetMs: options.toolBudgetMs,
        ...(options.totalBudgetMs === undefined ? {} : { totalBudgetMs: options.totalBudgetMs }),
        includeWrites: options.includeWrites,
        durationMs: 0,
        tools: [],
    };
    const words = {
        settingName: options.settingName,
        toolBudgetMs: options.toolBudgetMs,
        totalBudgetMs: options.totalBudgetMs,
        get stopReason() {
            return (0,signals/* stopReason */.PJ)(options.signal);
        },
    };
    const server = new RestartingSession(options.factory);
    const used = new Set();
    const fuzzed = new Set();
    const done = (toolReport) => {
        report.tools.push(toolReport);
        options.onToolDone?.(toolReport);
    };
    try {
        const targets = await fuzzTargets(tools, others.prompts ?? [], others.templates ?? []);
        const codes = targetCodes(targets, options);
        const budget = new FuzzBudget(options, codes, started);
        // Started before the first tool's clock: a server's start-up is not that tool's time.
        if (codes.some((code) => code === undefined))
            await server.get();
        for (const [index, target] of targets.entries()) {
            const code = codes[index];
            if (code === null)
                continue;
            const budgetMs = code ? 0 : budget.forTarget(index);
            if (code || options.signal?.aborted || budgetMs <= 0) {
                const why = code ?? (options.signal?.aborted ? 'stopped' : budget.notReachedCode());
                done({
                    tool: target.name,
                    ...surfaceOf(target),
                    status: 'skipped',
                    ...skipped(why, words),
                    calls: 0,
                    durationMs: 0,
                    outOfTime: false,
                    findings: [],
                });
                continue;
            }
            options.onToolStart?.(target.name);
            fuzzed.add(target.name);
            let toolReport = await new ToolFuzz(target, server, options, used, budgetMs).run();
            // A share too small for one call checked nothing: not reached, not "OK".
            if (checkedNothing(toolReport)) {
                fuzzed.delete(target.name);
                toolReport = { ...toolReport, status: 'skipped', ...skipped(budget.notReachedCode(), words) };
            }
            done(toolReport);
        }
    }
    catch (error) {
        // The server would not start again (after a crash): what was found stands, and the run fails.
        if (error instanceof FuzzStopped) {
            done({
                tool: error.tool,
                status: 'fuzzed',
                calls: error.calls,
                durationMs: performance.now() - error.started,
                outOfTime: false,
                findings: error.findings,
            });
        }
        report.error = `the fuzz stopped: ${error.message}`;
    }
    finally {
        await server.drop();
    }
    // Stale: an entry for a tool fuzzed in this run (or for every tool) that silenced nothing. An entry
    // for a tool not fuzzed this time (--tool, skipped) is not judged.
    const unused = (options.suppressions ?? []).filter((entry) => !used.has(entry) && (entry.tool === '*' ? fuzzed.size > 0 : fuzzed.has(entry.tool)));
    if (unused.length > 0)
        report.unusedSuppressions = unused.map(suppressionEntry);
    if (options.signal?.aborted)
        report.error ??= `the fuzz was stopped: ${(0,signals/* stopReason */.PJ)(options.signal)}`;
    report.error ??= notReached(report.tools, words);
    report.error ??= nothingFuzzed(report.tools, options.live, words);
    report.durationMs = performance.now() - started;
    return report;
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
/** Whether the fuzz fails: any finding, a fuzz that could not finish, or one that fuzzed nothing. */
function fuzzFailed(report) {
    return report.error !== undefined || report.tools.some((tool) => tool.findings.length > 0);
}
//# sourceMappingURL=run.js.map
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./lib/authoring/fuzz-scenario.js
/**
 * The ready scenario of a fuzz finding: the call that showed it, expected to be refused once the
 * server is fixed, as YAML to paste into the suite. The fuzz engine is handed this function by its
 * face (it sits below authoring/), as it is handed the command that finds a finding again.
 */

/**
 * A ready scenario for a finding: the call, expected to be refused once the server is fixed. An
 * input the schema accepts expects the tool's own error (`expect_error: true`), with the words of the
 * error the server gave (`expected_contains`); one the schema rejects expects the arguments to be
 * refused (`invalid_arguments`: an `expect_error: true` step with such arguments fails, since its
 * error would be the schema's). A leak is forbidden (`expected_not_contains`), so a server that
 * still leaks fails.
 */
function findingScenario(finding, facts) {
    const { seedNote, fitsSchema = true, ...words } = facts;
    const surface = finding.surface ?? 'tool';
    const prefix = surface === 'tool' ? '' : `${surface === 'prompt' ? 'prompt' : 'resource'}_`;
    const name = `fuzz_${prefix}${finding.tool}_${finding.kind}`.replace(/[^A-Za-z0-9_.-]/g, '_');
    // The step kinds of prompts and resources (`prompt:`, `resource:`): expect_error: true there is a
    // JSON-RPC error answer, what a prompt or a read should give for input it cannot take.
    const call = surface === 'tool'
        ? { tool: finding.tool, args: finding.args }
        : surface === 'prompt'
            ? { prompt: finding.tool, args: finding.args }
            : { resource: finding.uri ?? '' };
    const step = { ...call, expect_error: fitsSchema ? true : 'invalid_arguments' };
    if (surface !== 'tool' && finding.kind === 'protocol-error' && words.code !== undefined) {
        // A prompt or a read answers what it cannot take with a JSON-RPC error (invalid params, -32602),
        // so the error is fine, its code is not: the step forbids the code the server gave (the step's
        // output is "error CODE: message"), so it fails now and passes on another error.
        step.expected_not_contains = [`error ${words.code}:`];
    }
    else if (fitsSchema && words.errorText !== undefined)
        step.expected_contains = [words.errorText];
    if (words.leaked !== undefined)
        step.expected_not_contains = [words.leaked];
    // A hang waits the fuzz's per-call timeout, not the run's (30 s by default): past it the fuzz called
    // the call a hang, so a fixed tool answers within it, and a tool still hanging fails in that time.
    if (words.timeoutMs !== undefined)
        step.timeout_ms = words.timeoutMs;
    const what = surface === 'tool' ? 'tool' : surface === 'prompt' ? 'prompt' : 'read';
    const passes = surface !== 'tool'
        ? `Passes once the ${what} answers this input with a JSON-RPC error${words.code !== undefined && finding.kind === 'protocol-error' ? ` other than ${words.code} (invalid params, -32602, for input it cannot take)` : ''}${words.leaked !== undefined ? ' that leaks nothing' : ''}.`
        : fitsSchema
            ? step.expected_contains
                ? `Passes once the tool answers this input with this error as a tool error (isError: true)${words.leaked !== undefined ? ', leaking nothing' : ''}; edit the expected text if the fix words the error otherwise.`
                : `Passes once the tool answers this input with a tool error${words.leaked !== undefined ? ' that leaks nothing' : ''}.`
            : 'This input does not fit the input schema: passes once the server refuses it (the invalid-params error, or a tool error).';
    const hang = words.timeoutMs !== undefined
        ? ` The step waits ${words.timeoutMs} ms (the fuzz's timeout), so a tool that still hangs fails in that time.`
        : '';
    return (0,dist/* stringify */.As)({
        name,
        // The detail's own closing punctuation gives way to the sentence's full stop ("…:8080:." read badly).
        description: `Found by mcp-scenario-eval fuzz (${seedNote}): ${finding.detail.replace(/[\s.:;,]+$/, '')}. ${passes}${hang}`,
        tool_sequence: [step],
    }, { lineWidth: 0 });
}
//# sourceMappingURL=fuzz-scenario.js.map
// EXTERNAL MODULE: ./lib/mcp/lists.js
var lists = __webpack_require__(5949);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/mcp/split-command.js
var split_command = __webpack_require__(3212);
;// CONCATENATED MODULE: ./lib/server-tools/fuzz/own-paths.js




/** Interpreters and launchers: their own directory is not the server's. */
const LAUNCHERS = /^(?:node|nodejs|python\d*(?:\.\d+)?|uv|uvx|npx|pnpm|yarn|bun|deno|ruby|java|go|dotnet|php|sh|bash)(?:\.exe)?$/i;
function isFile(file) {
    try {
        return (0,external_node_fs_.existsSync)(file) && (0,external_node_fs_.statSync)(file).isFile();
    }
    catch {
        // Unreadable: not ours to judge.
        return false;
    }
}
function realPath(file) {
    try {
        return (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return file;
    }
}
/** The paths in a value (a word, a `--flag=value`'s value, an env value; lists split at `:`, `;` and `,`). */
function pathsIn(value, cwd) {
    return value
        .split(/[,;]|(?<!^[A-Za-z]):/)
        .map((piece) => piece.trim())
        .filter((piece) => piece !== '' && !piece.includes('${') && (/[/\\]/.test(piece) || piece === '.'))
        .map((piece) => external_node_path_.resolve(cwd, piece));
}
/**
 * The server's own directories and the user's paths (see ServerPaths). Own: the directory of the
 * program its command line runs (the first word, unless an interpreter's, or the first existing
 * file after the interpreter), or of its module. Directories so general that any path would match
 * (/, the temp folder, home) are never own.
 */
function serverPaths(server, workspace) {
    const own = new Set();
    const user = new Set();
    if (server.kind === 'command') {
        let program = false;
        (0,split_command/* splitCommand */.G)(server.command).forEach((word, index) => {
            if (index === 0 && LAUNCHERS.test(external_node_path_.basename(word)))
                return;
            const file = external_node_path_.resolve(server.cwd, word);
            if (!program && !word.startsWith('-') && (index === 0 || isFile(file))) {
                program = true;
                if (isFile(file)) {
                    // A launcher script (`node_modules/.bin/NAME`) links to the program: its real folder is the server's too.
                    for (const one of new Set([file, realPath(file)])) {
                        own.add(external_node_path_.dirname(one));
                        user.add(one);
                    }
                }
                return;
            }
            if (index === 0)
                return;
            // A word after the program is the user's: a path (`/srv/data`), or a flag's value (`--root=/srv/data`).
            const value = /^--?[\w-]+=(.*)$/s.exec(word)?.[1] ?? word;
            for (const one of pathsIn(value, server.cwd))
                user.add(one);
        });
        user.add(external_node_path_.resolve(server.cwd));
        for (const value of Object.values(server.env ?? {}))
            for (const one of pathsIn(value, server.cwd))
                user.add(one);
    }
    else if (server.kind === 'module') {
        own.add(external_node_path_.dirname(external_node_path_.resolve(workspace, server.modulePath)));
        user.add(external_node_path_.resolve(workspace));
    }
    const tooGeneral = new Set(['/', (0,external_node_os_.tmpdir)(), (0,external_node_os_.homedir)(), external_node_path_.dirname(process.execPath)].map((dir) => external_node_path_.resolve(dir)));
    return {
        own: [...own].filter((dir) => !tooGeneral.has(dir) && dir.length > 4),
        user: [...user],
    };
}
//# sourceMappingURL=own-paths.js.map
// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(6076);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(808);
// EXTERNAL MODULE: ./lib/config/accept-command.js
var accept_command = __webpack_require__(1316);
// EXTERNAL MODULE: ./lib/util/shell.js
var shell = __webpack_require__(2038);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/index.js
var snapshot = __webpack_require__(7462);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(1961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var text_limits = __webpack_require__(4102);
// EXTERNAL MODULE: ./lib/report/style.js
var report_style = __webpack_require__(1983);
// EXTERNAL MODULE: ./lib/report/summary.js + 5 modules
var summary = __webpack_require__(8457);
;// CONCATENATED MODULE: ./lib/report/fuzz.js






const probeMs = (style) => style.hangProbeTimeoutMs ?? limits/* FUZZ_HANG_PROBE_TIMEOUT_MS */.VS;
/** Longest input shown on a finding's line; the scenario below it has the whole input. */
const FUZZ_INPUT_LINE_CHARS = 300;
/**
 * Longest ready scenario printed in the terminal: past it (an input of 16,000 characters, the
 * shortest that shows the fault) the scenario is in the JSON report only, and the terminal says so.
 */
const FUZZ_SCENARIO_TERMINAL_CHARS = 4_000;
/** How far a finding's input was shrunk, in words. */
const shrunkWords = (shrunk, style) => ({
    minimal: 'shrunk, minimal',
    budget: 'shrunk until the time budget ran out, maybe not minimal',
    reproduced: 'the smallest input that hung again on a fresh server (a smaller one answered, only slower than a probe waits)',
    'hangs-on-every-input': `not shrunk: no input probed got an answer (within ${probeMs(style)} ms each)`,
})[shrunk];
/** A tool's name; a prompt's or resource template's with what it is (`prompt greet`, `resource template note (notes://{id})`). */
function fuzzedName(item) {
    if (item.surface === 'prompt')
        return `prompt ${(0,text_escape/* escapeName */.L$)(item.tool)}`;
    if (item.surface === 'resource-template') {
        const template = item.uriTemplate && item.uriTemplate !== item.tool ? ` (${(0,text_escape/* escapeName */.L$)(item.uriTemplate)})` : '';
        return `resource template ${(0,text_escape/* escapeName */.L$)(item.tool)}${template}`;
    }
    return (0,text_escape/* escapeName */.L$)(item.tool);
}
/** One line per tool, when it is done: findings by kind, or clean, or why it was skipped. */
function renderFuzzToolLine(tool, style) {
    const name = fuzzedName(tool);
    if (tool.status === 'skipped') {
        // The why of "not annotated" is said once, under the lines (renderFuzzReport): 26 tools, one explanation.
        const reason = tool.skipCode === 'not-annotated' ? NOT_ANNOTATED : (tool.skipReason ?? '');
        return `${(0,report_style/* paint */.n)(style, 'yellow', 'SKIP')} ${name} (${(0,text_escape/* escapeTerminal */.en)(reason)})`;
    }
    const slow = tool.slow
        ? `, slow: ${tool.slow.calls} call(s) answered after over ${probeMs(style)} ms (slowest ${(0,summary/* formatDuration */.a3)(tool.slow.slowestMs)})${tool.findings.some((one) => one.kind === 'hang') ? '' : ', not a hang'}`
        : '';
    const progressing = tool.progressing
        ? `, ${tool.progressing} call(s) still reporting progress when cut (the first after ${limits/* FUZZ_PROGRESSING_CALL_TIMEOUTS */.Ge} timeouts, any other after one), not a hang`
        : '';
    const declined = tool.declinedElicitations
        ? `, ${tool.declinedElicitations} elicitation(s) declined as a host with no user would, not a finding`
        : '';
    const suppressed = tool.suppressed ? `, suppressed: ${tool.suppressed.map((one) => one.kind).join(', ')}` : '';
    const stats = `${tool.calls} call(s), ${(0,summary/* formatDuration */.a3)(tool.durationMs)}${tool.outOfTime ? ', time budget used up' : ''}${tool.stopped ? ', stopped' : ''}${slow}${progressing}${declined}${suppressed}`;
    // Cut by a signal: what ran found nothing, but the tool was not fuzzed to the end.
    if (tool.findings.length === 0 && tool.stopped)
        return `${(0,report_style/* paint */.n)(style, 'yellow', 'STOP')} ${name} (${stats})`;
    if (tool.findings.length === 0)
        return `${(0,report_style/* paint */.n)(style, 'green', 'OK')}   ${name} (${stats})`;
    const kinds = tool.findings.map((finding) => finding.kind).join(', ');
    return `${(0,report_style/* paint */.n)(style, 'red', 'FIND')} ${name}: ${kinds} (${stats})`;
}
/** After the tool lines: every finding with its input, the command that finds it again, and a scenario. */
function renderFuzzReport(report, style) {
    const lines = [];
    const findings = report.tools.flatMap((tool) => tool.findings.map((finding) => ({ ...finding, where: fuzzedName(tool) })));
    for (const [index, finding] of findings.entries()) {
        lines.push('', `${(0,report_style/* paint */.n)(style, 'red', `Finding ${index + 1}: ${finding.kind}`)} in ${finding.where}`, ...(finding.uri === undefined ? [] : [`  uri: ${(0,text_limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(finding.uri), FUZZ_INPUT_LINE_CHARS)}`]), `  ${(0,text_escape/* escapeTerminal */.en)(finding.detail).replace(/\n/g, ' ⏎ ')}`, ...(NETWORK_FAILURE.test(finding.detail) ? [`  note: ${NETWORK_NOTE}`] : []), `  input (${finding.variant}, ${shrunkWords(finding.shrunk ?? 'minimal', style)}): ${(0,text_limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(JSON.stringify(finding.args)).replace(/\n/g, ' '), FUZZ_INPUT_LINE_CHARS)}`, `  reproduce: ${(0,text_escape/* escapeName */.L$)(finding.reproduce)}`, ...(finding.scenario.length > FUZZ_SCENARIO_TERMINAL_CHARS
            ? [
                `  scenario: ${finding.scenario.length} characters (its input is that long), not printed: write the report with --json FILE and take findings[].scenario`,
            ]
            : [
                '  scenario (paste into the suite once fixed):',
                ...(0,text_escape/* escapeTerminal */.en)(finding.scenario.trimEnd())
                    .split('\n')
                    .map((line) => `    ${line}`),
            ]));
    }
    for (const tool of report.tools) {
        for (const one of tool.suppressed ?? []) {
            lines.push('', `${(0,report_style/* paint */.n)(style, 'yellow', `Suppressed: ${one.kind}`)} in ${fuzzedName(tool)} (${(0,text_escape/* escapeName */.L$)(one.where)}, not counted)`, `  ${(0,text_escape/* escapeTerminal */.en)(one.detail).replace(/\n/g, ' ⏎ ')}`, `  input: ${(0,text_limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(JSON.stringify(one.args)).replace(/\n/g, ' '), FUZZ_INPUT_LINE_CHARS)}`, `  reason: ${(0,text_escape/* escapeTerminal */.en)(one.reason)}`);
        }
    }
    for (const entry of report.unusedSuppressions ?? []) {
        lines.push('', `note ${(0,text_escape/* escapeName */.L$)(entry.where)}: the suppression of ${entry.kind} for ${(0,text_escape/* escapeName */.L$)(entry.tool)}${entry.input === undefined ? '' : ` (input ${(0,text_escape/* escapeTerminal */.en)(JSON.stringify(entry.input))})`} matched no finding in this run (seed ${report.seed}); remove it if the server no longer has it`);
    }
    const unannotated = report.tools.filter((tool) => tool.skipCode === 'not-annotated').length;
    if (unannotated > 0)
        lines.push('', `${unannotated} tool(s) ${NOT_ANNOTATED} skipped: by the protocol's defaults such a tool may write or delete ` +
            '(readOnlyHint: false, destructiveHint: true); annotate each that only reads readOnlyHint: true, or pass --include-writes against a stub.');
    lines.push(...sharedCauses(findings));
    const suppressedCount = report.tools.reduce((sum, tool) => sum + (tool.suppressed?.length ?? 0), 0);
    const fuzzed = report.tools.filter((tool) => tool.status === 'fuzzed' && !tool.surface).length;
    const skipped = report.tools.filter((tool) => tool.status === 'skipped').length;
    const others = report.tools.filter((tool) => tool.surface).length;
    lines.push('', `${fuzzed} tool(s)${others > 0 ? `, ${others} prompt(s) and resource template(s)` : ''} fuzzed, ${skipped} skipped, ${findings.length} finding(s)${suppressedCount > 0 ? `, ${suppressedCount} suppressed` : ''} in ${(0,summary/* formatDuration */.a3)(report.durationMs)} (seed ${report.seed}, ${report.runs} runs per tool).`);
    if (report.error)
        lines.push((0,report_style/* paint */.n)(style, 'red', `ERROR ${(0,text_escape/* escapeTerminal */.en)(report.error)}`));
    return `${lines.join('\n')}\n`;
}
/** An error that names a network failure: the server could not reach what it needs from where the fuzz ran. */
const NETWORK_FAILURE = /\b(?:EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\b|getaddrinfo|fetch failed|dial tcp/;
/** What a finding whose error names a network failure says of it (once per finding, and on a shared cause). */
const NETWORK_NOTE = 'it names a network failure: the server could not reach what it needs from where the fuzz ran; a caller offline meets the same, and a tool error (isError: true) would tell the model so.';
/**
 * Findings of several tools with one error (notion offline: 12 tools, each -32603 "getaddrinfo
 * EAI_AGAIN"): one cause, said once, so the reader fixes one thing, not twelve; and when the error
 * names a network failure, that the environment set it off.
 */
function sharedCauses(findings) {
    const byDetail = new Map();
    for (const finding of findings) {
        if (finding.kind === 'hang' || finding.kind === 'crash')
            continue;
        const key = `${finding.kind}: ${finding.detail}`;
        byDetail.set(key, [...(byDetail.get(key) ?? []), finding.where]);
    }
    const lines = [];
    for (const [key, where] of byDetail) {
        if (where.length < 2)
            continue;
        const network = NETWORK_FAILURE.test(key) ? ` ${NETWORK_NOTE[0].toUpperCase()}${NETWORK_NOTE.slice(1)}` : '';
        lines.push('', `${where.length} findings share one error, likely one cause to fix once: ${(0,text_limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(key).replace(/\n/g, ' ⏎ '), FUZZ_INPUT_LINE_CHARS)} (in ${where.join(', ')}).${network}`);
    }
    return lines;
}
/** The JSON report (`--json FILE`). */
function renderFuzzJson(report, version) {
    return `${JSON.stringify({ tool: 'mcp-scenario-eval fuzz', version, ...report }, null, 2)}\n`;
}
//# sourceMappingURL=fuzz.js.map
// EXTERNAL MODULE: ./lib/util/files.js
var files = __webpack_require__(6587);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(7728);
// EXTERNAL MODULE: ./lib/cli/commands/server-tools.js
var server_tools = __webpack_require__(4316);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(9544);
// EXTERNAL MODULE: ./lib/config/settings.js
var settings = __webpack_require__(1641);
;// CONCATENATED MODULE: ./lib/cli/commands/fuzz.js






















const DEFAULT_FUZZ_RUNS = 100;
// fuzz's own default of --timeout-ms is the table's (a per-command default of the timeout-ms row).

/** Per tool, shrinking included: a tool that hangs costs seconds, not minutes. */
const DEFAULT_TOOL_BUDGET_MS = 60_000;
const FUZZ_USAGE = `Usage: mcp-scenario-eval fuzz [server flags] [options]

Calls every tool with inputs generated from its input schema, and every prompt
and resource template with strings for its arguments or variables: valid ones across
the schema (bounds, empty and huge strings, unicode, NUL, path traversal and
injection strings) and invalid ones (a required field left out, a wrong type,
null, an extra key). A finding: the server exits or closes the connection (a
crash: a fresh server is started and the fuzz goes on), no answer within the
timeout (a hang), a JSON-RPC error other than -32602 invalid params, or an
answer that leaks internals not in the input (a stack trace, a Python
Traceback, a Go panic, an absolute path of the server's own files: not its
working directory, nor the paths given on its command line or in --server-env,
nor the environment printed by a tool whose purpose is to print it). A tool
result, an isError result and -32602 for input the schema rejects are fine, and
-32002 (resource not found) for a template's URI. A tool that asks the user
(elicitation) is declined, as a host with no user would: counted, not a finding.
Each finding is shrunk to a minimal input and printed with the command that
finds it again and a ready scenario (expect_error: true; a hang's step carries
timeout_ms, a leak's forbids the leaked text). Findings a suppressions file
accepts are listed with their reason and not counted.

Only tools annotated readOnlyHint: true are fuzzed unless --include-writes
(then each call to any other tool gets a fresh server): by the protocol's
defaults a tool with no annotations may write or delete (readOnlyHint: false,
destructiveHint: true), so it is listed as skipped with that reason. A live
server (--remote-url) is refused without --live, and then only tools annotated
readOnlyHint: true are fuzzed.

${(0,shared/* serverFlagsHelp */.uJ)('fuzz')}

Options:
  --runs N               inputs per tool before shrinking (default ${DEFAULT_FUZZ_RUNS})
  --seed S               seed of the generator (default: random, printed)
  --tool NAME            fuzz only this tool (repeatable)
  --tool-budget-ms N     time per tool, shrinking included (default ${DEFAULT_TOOL_BUDGET_MS})
  --total-budget-ms N    time for the whole fuzz: each tool gets an equal share of
                         what is left (at most --tool-budget-ms), to within one
                         call; a tool left no time is "not reached" (exit 1);
                         default: no bound but each tool's
  --include-writes       fuzz tools not annotated read-only too, a fresh server per call
  --ill-formed-unicode   send lone surrogates ("\\ud800") too; no reply or a parse
                         error (-32700) for such input is then not a finding
  --suppressions FILE    findings accepted per tool and kind (optionally for
                         inputs matching a pattern), with a reason (default
                         ${FUZZ_SUPPRESSIONS_FILE} in the working directory, if any)
  --live                 allow a --remote-url server (readOnlyHint: true tools only)
  --json FILE            write the report as JSON
  -h, --help

Stopped by SIGINT or SIGTERM (Ctrl-C, a CI job's timeout), the fuzz cuts the call
under way, lists what it found and the tools it did not reach, writes --json, and
exits 1; a second signal ends it at once.

Exit code: 0 no finding, 1 a finding (or the server would not start again, the
fuzz was stopped, or nothing was fuzzed), 2 bad usage or a server that cannot start.
`;
const fuzz = (...args) => fuzzTuned({}, ...args);
/** The `fuzz` command, given `tuning` (a test's), then a Subcommand's arguments. */
async function fuzzTuned(tuning, ...[argv, env, io, cwd = process.cwd()]) {
    const read = (0,shared/* readFlagsOnly */.yV)('fuzz', FUZZ_USAGE, {
        runs: { type: 'string' },
        seed: { type: 'string' },
        tool: { type: 'string', multiple: true },
        'tool-budget-ms': { type: 'string' },
        'total-budget-ms': { type: 'string' },
        'include-writes': { type: 'boolean' },
        'ill-formed-unicode': { type: 'boolean' },
        live: { type: 'boolean' },
        json: { type: 'string' },
        suppressions: { type: 'string' },
    }, argv, env, io, cwd);
    if (typeof read === 'number')
        return read;
    const values = read.values;
    const options = read.options;
    let runs;
    let seed;
    let timeoutMs;
    let toolBudgetMs;
    let totalBudgetMs;
    let suppressions;
    try {
        runs = (0,resolve/* positiveInteger */.Cq)('--runs', values.runs, DEFAULT_FUZZ_RUNS);
        timeoutMs = read.settings.timeoutMs;
        toolBudgetMs = (0,resolve/* positiveInteger */.Cq)('--tool-budget-ms', values['tool-budget-ms'], DEFAULT_TOOL_BUDGET_MS);
        totalBudgetMs =
            values['total-budget-ms'] === undefined
                ? undefined
                : (0,resolve/* positiveInteger */.Cq)('--total-budget-ms', values['total-budget-ms'], 0);
        seed = readSeed(values.seed);
        const named = values.suppressions;
        suppressions = await loadFuzzSuppressions(external_node_path_.resolve(cwd, named ?? FUZZ_SUPPRESSIONS_FILE), {
            required: named !== undefined,
            cwd,
        });
    }
    catch (error) {
        if (error instanceof FuzzSuppressionsError) {
            io.err(`mcp-scenario-eval fuzz: ${(0,text_escape/* escapeTerminal */.en)(error.message)}\n`);
            return console/* EXIT_USAGE */.Ri;
        }
        if (!(error instanceof resolve/* ConfigError */.xL))
            throw error;
        return (0,shared/* usageError */.Wp)(io, 'fuzz', error.message);
    }
    const live = options.server.kind === 'http';
    if (live && !values.live) {
        return (0,shared/* usageError */.Wp)(io, 'fuzz', 'refusing to fuzz a live server (--remote-url or MCP_EVAL_REMOTE_URL) without --live: production data is not a fuzzing target; with --live, only tools annotated readOnlyHint: true are fuzzed');
    }
    const includeWrites = values['include-writes'] === true;
    const illFormedUnicode = values['ill-formed-unicode'] === true;
    const only = values.tool;
    const jsonFile = values.json;
    const target = (0,mcp/* describeTarget */.f)(options);
    const factory = (0,mcp/* sessionFactory */.t)(options);
    const listed = await (0,server_tools/* readServerTools */.v)('fuzz', options, io, async (client) => {
        const tools = await (0,snapshot/* listTools */.qO)(client, timeoutMs);
        // Prompts and resource templates too (issue 32 §2): their arguments and variables are fuzzed.
        const others = await (0,lists.readOtherLists)(client, timeoutMs);
        return (0,redact/* redactDeep */.KL)({
            tools,
            prompts: others.prompts.filter((prompt) => typeof prompt?.name === 'string'),
            templates: others.templates.filter((one) => typeof one?.uriTemplate === 'string'),
            unread: Object.values(others.unread).filter((why) => why !== undefined),
        }, options.secrets);
    });
    if (listed === undefined)
        return console/* EXIT_USAGE */.Ri;
    const { tools, prompts, templates, unread } = listed;
    // A prompt or template list cut at the page cap is not fuzzed; the tools still are.
    for (const why of unread)
        io.err(`mcp-scenario-eval fuzz: not fuzzed: ${(0,text_escape/* escapeTerminal */.en)(why)}\n`);
    const names = [
        ...tools.map((tool) => tool.name),
        ...prompts.map((prompt) => prompt.name),
        ...templates.map((template) => template.name ?? template.uriTemplate),
    ];
    const unknown = (only ?? []).filter((name) => !names.includes(name));
    if (unknown.length > 0) {
        return (0,shared/* usageError */.Wp)(io, 'fuzz', `--tool ${unknown.join(', ')}: no such tool, prompt or resource template; the server lists ${names.join(', ') || 'none'}`);
    }
    // Every server flag (its --server-env and --server-secret names too): the same server, started the same way.
    const serverFlags = (0,accept_command/* serverFlagsText */.QS)({
        serverCommand: values['server-command'],
        serverModule: values['server-module'],
        remoteUrl: values['remote-url'],
        serverCwd: values['server-cwd'] === undefined ? undefined : external_node_path_.resolve(cwd, values['server-cwd']),
        serverEnv: values['server-env'],
        serverSecrets: values['server-secret'],
        workspace: cwd,
    });
    const extra = [
        ...(values['timeout-ms'] === undefined ? [] : ['--timeout-ms', String(timeoutMs)]),
        ...(values['connect-timeout-ms'] === undefined
            ? []
            : ['--connect-timeout-ms', values['connect-timeout-ms']]),
        // Shrinking goes as far as the budget lets it: the same budget finds the same input.
        ...(values['tool-budget-ms'] === undefined ? [] : ['--tool-budget-ms', String(toolBudgetMs)]),
        ...(includeWrites ? ['--include-writes'] : []),
        ...(illFormedUnicode ? ['--ill-formed-unicode'] : []),
        // Suppressed inputs pass, so the same input is found again only with the same entries.
        ...(values.suppressions === undefined ? [] : ['--suppressions', values.suppressions]),
        ...(live ? ['--live'] : []),
        // A finding of one era may not show in the other: the same era finds it again.
        ...(values.protocol === undefined ? [] : ['--protocol', values.protocol]),
    ];
    const reproduceCommand = (tool) => [
        ...['npx', 'mcp-scenario-eval', 'fuzz'].map(shell/* shellWord */.r),
        serverFlags,
        ...['--tool', tool, '--seed', String(seed), '--runs', String(runs), ...extra].map(shell/* shellWord */.r),
    ]
        .filter(Boolean)
        .join(' ');
    const paths = serverPaths(options.server, cwd);
    const style = { color: (0,report_style/* colorFor */.d)(io.isTTY, env), hangProbeTimeoutMs: tuning.hangProbeTimeoutMs };
    const surface = prompts.length + templates.length > 0
        ? `, ${prompts.length} prompt(s), ${templates.length} resource template(s)`
        : '';
    io.out(`Fuzzing ${(0,text_escape/* escapeTerminal */.en)(target)}: ${tools.length} tool(s)${surface}, seed ${seed}, ${runs} runs per tool\n`);
    const stopping = (0,signals/* stopOnSignals */.ZI)();
    const report = (0,redact/* redactDeep */.KL)(await fuzzServer(tools, {
        factory,
        target,
        runs,
        seed,
        timeoutMs,
        toolBudgetMs,
        totalBudgetMs,
        signal: stopping.signal,
        includeWrites,
        illFormedUnicode,
        live,
        only,
        suppressions,
        ownPaths: paths.own,
        userPaths: paths.user,
        // What the server is started with: this process's environment and --server-env (see mcp/server-process.ts).
        environment: { ...process.env, ...(options.server.kind === 'command' ? options.server.env : {}) },
        reproduceCommand,
        hangProbeTimeoutMs: tuning.hangProbeTimeoutMs,
        scenario: (finding, facts) => findingScenario(finding, { seedNote: `--seed ${seed}`, ...facts }),
        settingName: (setting) => `--${setting}`,
        onToolStart: (tool) => {
            if (io.isTTY)
                io.out(`… ${(0,text_escape/* escapeName */.L$)(tool)}\r`);
        },
        onToolDone: (tool) => io.out(`${io.isTTY ? '\r\u001b[2K' : ''}${renderFuzzToolLine((0,redact/* redactDeep */.KL)(tool, options.secrets), style)}\n`),
    }, { prompts, templates }).finally(stopping.release), options.secrets);
    io.out(renderFuzzReport(report, style));
    if (jsonFile !== undefined) {
        try {
            await (0,files/* writeReportFile */.a)(external_node_path_.resolve(cwd, jsonFile), renderFuzzJson(report, version/* PACKAGE_VERSION */.i));
        }
        catch (error) {
            io.err(`mcp-scenario-eval fuzz: could not write --json ${(0,text_escape/* escapeName */.L$)(jsonFile)}: ${(0,text_escape/* escapeName */.L$)(error.message)}\n`);
            return console/* EXIT_FAILED */.hj;
        }
    }
    return fuzzFailed(report) ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
}
/** `--seed`: an integer that fits fast-check's 32-bit seed; a random one when not given. */
function readSeed(text) {
    if (text === undefined)
        return (0,external_node_crypto_.randomInt)(0, 2 ** 31 - 1);
    const value = Number(text);
    if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < -(2 ** 31) || value >= 2 ** 31)
        throw new resolve/* ConfigError */.xL(`--seed must be an integer from ${-(2 ** 31)} to ${2 ** 31 - 1}, got "${text}"`);
    return value;
}
//# sourceMappingURL=fuzz.js.map

/***/ }),

/***/ 4316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ readServerTools)
/* harmony export */ });
/* harmony import */ var _mcp_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6076);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(808);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6960);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1961);




/**
 * What `lint`, `tools` and `fuzz` start with: a session of its own to the server, its tool list
 * read with `list`, the session closed. When the server cannot be reached or does not list its
 * tools, says so on stderr (redacted, with the server's stderr when it failed to start) and returns
 * undefined: the caller picks the exit code.
 */
async function readServerTools(command, options, io, list) {
    const target = (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_3__/* .describeTarget */ .f)(options);
    let session;
    try {
        session = await (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_3__/* .sessionFactory */ .t)(options).open();
    }
    catch (error) {
        const stderr = error instanceof _mcp_session_js__WEBPACK_IMPORTED_MODULE_1__/* .ServerStartError */ .K4 && error.stderr ? `\nserver stderr:\n${error.stderr}` : '';
        io.err(`mcp-scenario-eval ${command}: could not connect to ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(target)}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)((0,_mcp_session_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error) + stderr, options.secrets))}\n`);
        return undefined;
    }
    try {
        return await list(session.client);
    }
    catch (error) {
        io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(target)} did not list its tools: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)(session.explain(error), options.secrets))}\n`);
        return undefined;
    }
    finally {
        await session.close().catch(() => undefined);
    }
}
//# sourceMappingURL=server-tools.js.map

/***/ }),

/***/ 9544:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sayNotices),
/* harmony export */   TS: () => (/* binding */ subcommandSettings),
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   cY: () => (/* binding */ parseSubcommandArgs),
/* harmony export */   uJ: () => (/* binding */ serverFlagsHelp),
/* harmony export */   x1: () => (/* binding */ subcommandRunOptions),
/* harmony export */   yV: () => (/* binding */ readFlagsOnly)
/* harmony export */ });
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6995);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7526);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1641);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1961);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7728);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9973);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3916);







/** The server flags of `command` as a help text block, from the table, the same for every command. */
function serverFlagsHelp(command) {
    const secrets = settingsOfAll(command)
        .filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .yy[key].secret && _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .yy[key].group === 'secret')
        .map((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .yy[key].env)
        .join(', ');
    return `Server (one of):
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagsHelp */ .zo)(command, ['server'])}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagsHelp */ .zo)(command, ['oauth'])}
  Secrets are never flags (shell history, process lists): ${secrets}.`;
}
/** The settings `command` reads, flags or not (its secrets among them). */
function settingsOfAll(command) {
    return _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTING_KEYS */ .GS.filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .yy[key].commands.includes(command));
}
/**
 * Parses a subcommand's arguments: the flags of the settings it takes (from the table), `-h/--help`
 * and its own. Throws ConfigError naming the flag on anything unknown (parse-args.ts).
 */
function parseSubcommandArgs(command, argv, own) {
    // Typed by the command's own flags; the settings' flags are read through the table (FlagValues).
    const parsed = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(argv, {
        ...(0,_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .flagOptions */ .v)(command),
        help: { type: 'boolean', short: 'h' },
        ...own,
    });
    return parsed;
}
/**
 * The settings of a subcommand and its engine options, built the way a run builds them
 * (`toRunOptions`), so stub and live transports, secrets and error messages behave as in a run. The
 * judge is off and one scenario runs at a time: authoring commands look at what the server says in
 * file order, they never grade it (and never spend tokens); a command that does sets its own.
 */
function subcommandSettings(command, values, env, cwd, scenarioGlobs = []) {
    const read = (0,_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .readFlags */ .u)(command, values, env, cwd);
    const options = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .toRunOptions */ .pA)({
        ...read.config,
        scenarioGlobs,
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_JUDGE_MODEL */ .sr,
        judgeConcurrency: 1,
        concurrency: 1,
        shard: '',
        filter: '',
    });
    return { options, values: read.values };
}
/** The engine options of a subcommand (subcommandSettings). */
function subcommandRunOptions(command, values, env, cwd, scenarioGlobs = []) {
    return subcommandSettings(command, values, env, cwd, scenarioGlobs).options;
}
/**
 * Says on stderr what the settings call for telling the user (a `--server-env` variable named like
 * a secret, treated as one), as a run does: a subcommand redacts the same values.
 */
function sayNotices(io, command, options) {
    for (const message of options.notices ?? [])
        io.err(`mcp-scenario-eval ${command}: notice: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(message)}\n`);
}
/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
function usageError(io, command, message) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(message)}\n${(0,_console_js__WEBPACK_IMPORTED_MODULE_4__/* .usageHint */ .n5)(command)}\n`);
    return _console_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
}
/**
 * The arguments of a subcommand that takes flags only (`ping`, `tools`): its values and engine
 * options, or the exit code when it printed its help (0) or a usage error (2).
 */
function readFlagsOnly(command, usage, own, argv, env, io, cwd = process.cwd()) {
    try {
        const parsed = parseSubcommandArgs(command, argv, own);
        const values = parsed.values;
        if (values.help) {
            io.out(usage);
            return _console_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
        const { options, values: settings } = subcommandSettings(command, values, env, cwd);
        sayNotices(io, command, options);
        return { values, options, settings };
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return usageError(io, command, error.message);
    }
}
//# sourceMappingURL=shared.js.map

/***/ }),

/***/ 5949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rg: () => (/* binding */ listServerOthers),
/* harmony export */   readOtherLists: () => (/* binding */ readOtherLists)
/* harmony export */ });
/* unused harmony exports METHOD_NOT_FOUND, OTHER_LIST_METHODS, listTooLongMessage */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2645);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7933);


/** JSON-RPC "method not found": the server has no handler for the list. */
const METHOD_NOT_FOUND = -32601;
/** The server's other lists, by the name each has in `OtherLists`, and the method that reads it. */
const OTHER_LIST_METHODS = {
    resources: 'resources/list',
    templates: 'resources/templates/list',
    prompts: 'prompts/list',
};
/**
 * The server's resources, templates and prompts as it listed them, each walked whole. A list that
 * reaches the page cap is given empty, with why in `unread`; any other error is thrown. Shared by
 * the steps' pre-checks (below), lint, fuzz and the snapshot.
 */
async function readOtherLists(client, timeoutMs) {
    const capabilities = client.getServerCapabilities() ?? {};
    const options = { timeout: timeoutMs, cacheMode: 'refresh' };
    const unread = {};
    const walk = async (name, read) => {
        try {
            return await read();
        }
        catch (error) {
            if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .serverErrorOf */ .jP)(error)?.code === METHOD_NOT_FOUND)
                return [];
            if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__.isListTooLong)(error))
                throw error;
            unread[name] = listTooLongMessage(OTHER_LIST_METHODS[name]);
            return [];
        }
    };
    const resources = capabilities.resources
        ? await walk('resources', async () => (await client.listResources(undefined, options)).resources)
        : [];
    const templates = capabilities.resources
        ? await walk('templates', async () => (await client.listResourceTemplates(undefined, options)).resourceTemplates)
        : [];
    const prompts = capabilities.prompts
        ? await walk('prompts', async () => (await client.listPrompts(undefined, options)).prompts)
        : [];
    return { resources, templates, prompts, unread };
}
/** Why a list that reached the page cap is not used: names the list, the cap and what to do. */
function listTooLongMessage(method) {
    return (`${method} reached its cap of ${_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TOOL_LIST_PAGES */ .GP} pages (MAX_TOOL_LIST_PAGES) with a next page still to read, ` +
        'and a list cut short is never used: if the server has more pages than that, have it list more per page; ' +
        'if its nextCursor never ends, fix its pagination');
}
/** Every resource, template and prompt the server lists, by URI or name, for the steps' pre-checks. */
async function listServerOthers(client, timeoutMs) {
    const lists = await readOtherLists(client, timeoutMs);
    const resources = lists.resources;
    const templates = lists.templates;
    const prompts = lists.prompts;
    const capabilities = client.getServerCapabilities() ?? {};
    return {
        resources: new Map(resources.map((resource) => [resource.uri, resource])),
        templates: new Map(templates.map((template) => [template.uriTemplate, template])),
        prompts: new Map(prompts.map((prompt) => [prompt.name, { ...prompt, arguments: prompt.arguments ?? [] }])),
        completions: capabilities.completions !== undefined,
        unread: lists.unread,
    };
}
//# sourceMappingURL=lists.js.map

/***/ }),

/***/ 5466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ parseYamlFile),
/* harmony export */   I9: () => (/* binding */ yamlMapping),
/* harmony export */   Y3: () => (/* binding */ loadYamlFile),
/* harmony export */   al: () => (/* binding */ nonEmptyText),
/* harmony export */   oE: () => (/* binding */ lineMessage)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5156);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2645);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4191);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80);
/* harmony import */ var _read_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5826);
/* harmony import */ var _schema_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4319);
/* harmony import */ var _yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(883);
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

/***/ })

};

//# sourceMappingURL=7244.index.js.map