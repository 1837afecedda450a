export const id = 6960;
export const ids = [6960,7933];
export const modules = {

/***/ 46248:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OM: () => (/* binding */ compileArgumentsValidator)
/* harmony export */ });
/* unused harmony exports MAX_ARGUMENT_PROBLEMS, argumentLabel, describeArgumentErrors */
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42463);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82815);


/** At most this many schema problems are named per step; the rest are counted, so a message stays one line. */
const MAX_ARGUMENT_PROBLEMS = 5;
// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const addFormats = ajv_formats__WEBPACK_IMPORTED_MODULE_0__;
let ajv;
/**
 * Compiles a tool's input schema with the options the MCP SDK's own validator uses (so what passes
 * here passes in the SDK), but keeps Ajv's structured errors: its text form (`data/path must be
 * string`) speaks of JSON pointers, and a scenario author wrote `args: { path: … }`.
 * Throws when the schema does not compile.
 */
function compileArgumentsValidator(inputSchema, root = 'args') {
    ajv ??= addFormats(new ajv__WEBPACK_IMPORTED_MODULE_1__.Ajv({ strict: false, validateFormats: true, validateSchema: false, allErrors: true }));
    const validate = ajv.compile(inputSchema);
    return (args) => (validate(args) ? [] : describeArgumentErrors(validate.errors ?? [], root));
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
/**
 * `/items/0/name` → `args.items[0].name`: the path as the scenario file spells it, from `root` (the key
 * the value stands under: `args`, or an elicitation answer's `content`).
 */
function argumentLabel(instancePath, property, root = 'args') {
    const parts = instancePath === '' ? [] : instancePath.slice(1).split('/');
    if (property !== undefined)
        parts.push(property);
    return parts
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((label, part) => (/^\d+$/.test(part) ? `${label}[${part}]` : `${label}.${part}`), root);
}
function typeWords(type) {
    const types = Array.isArray(type) ? type : String(type).split(',');
    return types.map((one) => TYPE_WORDS[String(one)] ?? String(one)).join(' or ');
}
function describeOne(error, root) {
    const params = error.params;
    const label = argumentLabel(error.instancePath, undefined, root);
    switch (error.keyword) {
        case 'type':
            return `${label} must be ${typeWords(params.type)}`;
        case 'required':
            return `${argumentLabel(error.instancePath, String(params.missingProperty), root)} is required but missing`;
        case 'additionalProperties':
            return `${argumentLabel(error.instancePath, String(params.additionalProperty), root)} is not ${root === 'args' ? 'an argument the tool takes' : 'a field the schema has'}`;
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
function describeArgumentErrors(errors, root = 'args') {
    const sentences = [
        ...new Set(errors.map((error) => describeOne(error, root)).filter((s) => s !== undefined)),
    ];
    if (sentences.length === 0 && errors.length > 0)
        sentences.push(`${argumentLabel(errors[0].instancePath, undefined, root)} does not fit the schema`);
    if (sentences.length <= MAX_ARGUMENT_PROBLEMS)
        return sentences;
    const more = sentences.length - MAX_ARGUMENT_PROBLEMS;
    return [...sentences.slice(0, MAX_ARGUMENT_PROBLEMS), `and ${more} more problem${more === 1 ? '' : 's'}`];
}
//# sourceMappingURL=arguments.js.map

/***/ }),

/***/ 18805:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ BoundedText)
/* harmony export */ });
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40808);

/** Keeps the last `limit` characters written, so a chatty server cannot exhaust memory. */
class BoundedText {
    limit;
    secrets;
    text = '';
    dropped = 0;
    /**
     * @param secrets the run's secrets (read when the text is shown, so tokens obtained later count):
     *   the text is kept a little longer than `limit`, and once its start has been cut the characters
     *   that could hold the rest of a secret cut in two are dropped, then the rest is redacted, so no
     *   partial secret survives the cut.
     */
    constructor(limit, secrets = []) {
        this.limit = limit;
        this.secrets = secrets;
    }
    append(chunk) {
        this.text += chunk;
        const kept = this.limit + (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .longestSecretForm */ .B5)(this.secrets);
        if (this.text.length > kept) {
            this.dropped += this.text.length - kept;
            this.text = this.text.slice(-kept);
        }
    }
    toString() {
        if (this.dropped === 0) {
            const whole = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)(this.text, this.secrets);
            if (whole.length <= this.limit)
                return whole;
            return `[… ${whole.length - this.limit} earlier characters cut]\n${whole.slice(-this.limit)}`;
        }
        // What was cut may have held the start of a secret whose end is still here: that end is dropped too.
        const whole = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactCutStart */ .Yh)(this.text, this.secrets);
        const shown = whole.slice(-this.limit);
        return `[… ${this.dropped + this.text.length - shown.length} earlier characters cut]\n${shown}`;
    }
}
//# sourceMappingURL=bounded-text.js.map

/***/ }),

/***/ 61889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ wholeCallOptions)
/* harmony export */ });
/**
 * The options of a request that a step or an agent's tool use makes, bounded as a whole by its
 * timeout (`timeout_ms`, or the run's `timeout-ms`). In the 2026-07-28 era a `tools/call`,
 * `prompts/get` or `resources/read` may come back `input_required`: the SDK answers the embedded
 * requests from the scenario's script and sends the request again, up to its round cap (10 rounds).
 * The SDK's `timeout` starts afresh on each of those legs, and its `maxTotalTimeout` is only looked at
 * between legs (a leg begun just inside it still gets a whole `timeout`), so a step with a 1 s timeout
 * could take 10 s. An abort signal is the one bound the SDK carries through every leg, every answer and
 * every pause between legs: when it fires, the leg in flight is cancelled (`notifications/cancelled`, or
 * its HTTP stream closed) and the call ends with the SDK's request timeout. In the 2025 era the
 * server's requests come during the one call, which `timeout` bounds already: the signal fires with it.
 * No SDK import: the kinds load this module.
 */
/** Options that end the call `timeoutMs` after it starts, however many input rounds it takes. */
function wholeCallOptions(timeoutMs) {
    // AbortSignal.timeout's timer does not hold the process open, and needs no clearing once the call is over.
    return { timeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) };
}
//# sourceMappingURL=call-options.js.map

/***/ }),

/***/ 65188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ec: () => (/* binding */ ClientRequests),
  rX: () => (/* binding */ attachClientRequests),
  tO: () => (/* binding */ clientRequestsOf),
  EH: () => (/* binding */ isRefusedRequest),
  jt: () => (/* binding */ toolListChangesOf)
});

// UNUSED EXPORTS: DECLINED_AS_NO_USER, PROPOSED_SAMPLING_REPLY, RefusedRequestError, SCRIPTED_SAMPLING_MODEL

// EXTERNAL MODULE: ./lib/mcp/call-options.js
var call_options = __webpack_require__(61889);
// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
;// CONCATENATED MODULE: ./lib/mcp/call-record.js

/** The answer recorded for an elicitation declined under `unscriptedElicitation: 'decline'`. */
const DECLINED_AS_NO_USER = 'decline (answered as a host with no user would)';
/** A call in progress on the session, with its script and what it has used of it so far. */
class ActiveCall {
    script;
    label;
    onNote;
    records = [];
    /** Requests past CALL_REQUESTS_KEPT, counted. */
    requestsLeftOut = 0;
    /** Elicitations declined as a host with no user would, every one (kept or not). */
    declined = 0;
    problems = [];
    /** Problems past CALL_REQUEST_PROBLEMS_SHOWN, counted. */
    problemsLeftOut = 0;
    notifications = [];
    /** Notifications past CALL_NOTIFICATIONS_KEPT, counted. */
    notificationsLeftOut = 0;
    used = { elicitation: 0, sampling: 0 };
    constructor(script, label, onNote) {
        this.script = script;
        this.label = label;
        this.onNote = onNote;
    }
    left(kind) {
        return this.script[kind].length - this.used[kind];
    }
    /**
     * A request the server made, and the answer: kept up to CALL_REQUESTS_KEPT, then counted. Each one's
     * text is cut (a server that asks thousands of times, or with a huge form, cannot fill the reports).
     */
    record(request) {
        if (request.answer === DECLINED_AS_NO_USER)
            this.declined++;
        if (this.records.length >= limits/* CALL_REQUESTS_KEPT */.H1) {
            this.requestsLeftOut++;
            return;
        }
        this.records.push({ ...request, message: quote(request.message), answer: quote(request.answer) });
    }
    /** A way the requests and the script parted: the first CALL_REQUEST_PROBLEMS_SHOWN said, the rest counted. */
    problem(problem) {
        if (this.problems.length < limits/* CALL_REQUEST_PROBLEMS_SHOWN */.Mm)
            this.problems.push(problem);
        else
            this.problemsLeftOut++;
    }
    /** The problems said, and one more sentence counting those left out. */
    parted() {
        if (this.problemsLeftOut === 0)
            return this.problems;
        return [
            ...this.problems,
            {
                message: `${count(this.problemsLeftOut)} more of the server's requests during the call of ${this.label} were refused or ` +
                    `did not fit the script, not said one by one (CALL_REQUEST_PROBLEMS_SHOWN: ${limits/* CALL_REQUEST_PROBLEMS_SHOWN */.Mm})` +
                    (this.requestsLeftOut > 0
                        ? `; it asked ${count(this.records.length + this.requestsLeftOut)} times in all: the first ` +
                            `${this.records.length} are kept with the step (CALL_REQUESTS_KEPT)`
                        : ''),
            },
        ];
    }
    note(record) {
        this.onNote?.(record);
        if (this.notifications.length < limits/* CALL_NOTIFICATIONS_KEPT */.BP)
            this.notifications.push({ kind: record.kind, message: quote(record.message) });
        else
            this.notificationsLeftOut++;
    }
    /** The notifications kept, and one record counting those left out. */
    noted() {
        if (this.notificationsLeftOut === 0)
            return this.notifications;
        return [
            ...this.notifications,
            {
                kind: 'log',
                message: `and ${this.notificationsLeftOut} more notification(s), not kept (CALL_NOTIFICATIONS_KEPT: ${limits/* CALL_NOTIFICATIONS_KEPT */.BP})`,
            },
        ];
    }
}
/** A count as people read it: 1,994. */
function count(value) {
    return value.toLocaleString('en-US');
}
/** A text cut to CLIENT_REQUEST_QUOTE_CHARS: a server's request or answer can be as long as it likes. */
function quote(text) {
    return text.length > limits/* CLIENT_REQUEST_QUOTE_CHARS */.jJ ? `${text.slice(0, limits/* CLIENT_REQUEST_QUOTE_CHARS */.jJ)}…` : text;
}
//# sourceMappingURL=call-record.js.map
// EXTERNAL MODULE: ./lib/mcp/arguments.js
var mcp_arguments = __webpack_require__(46248);
;// CONCATENATED MODULE: ./lib/mcp/elicitation-content.js
/**
 * An elicitation's scripted content against the form the server sent (`requestedSchema`): the
 * schema's defaults filled in, then what does not fit it. Apart from client-requests.ts, which answers
 * the requests, so that each file does one job.
 */


/**
 * The scripted content with the schema's defaults filled in for the fields it leaves out, as a user
 * accepting a form pre-filled with them would send (SEP-1034; the client declares
 * `elicitation.form.applyDefaults`). Filled here rather than by the SDK so that the content checked
 * against the schema, and shown in the reports, is the content sent.
 */
function withDefaults(content, schema) {
    const properties = typeof schema === 'object' && schema !== null ? schema.properties : undefined;
    if (typeof properties !== 'object' || properties === null)
        return content;
    const filled = { ...content };
    for (const [field, definition] of Object.entries(properties)) {
        if (field in filled || typeof definition !== 'object' || definition === null)
            continue;
        if ('default' in definition)
            filled[field] = definition.default;
    }
    return filled;
}
/**
 * The problems of scripted content against the schema the server sent: what Ajv finds, and fields the
 * schema does not have (a form the server changed would otherwise drop them without a word).
 */
function contentProblems(content, schema) {
    if (typeof schema !== 'object' || schema === null)
        return [];
    const properties = schema.properties;
    const known = typeof properties === 'object' && properties !== null ? Object.keys(properties) : undefined;
    const unknown = known
        ? Object.keys(content)
            .filter((key) => !known.includes(key))
            .map((key) => `content.${key} is not a field the server asked for (it asks for: ${known.join(', ') || 'none'})`)
        : [];
    const validate = contentValidator(schema);
    return [...unknown, ...(validate ? validate(content) : [])];
}
/** Compiled validators by schema text: a server asks the same form in every scenario. */
const contentValidators = new Map();
function contentValidator(schema) {
    const key = JSON.stringify(schema);
    if (!contentValidators.has(key)) {
        let validate;
        try {
            validate = (0,mcp_arguments/* compileArgumentsValidator */.OM)(schema, 'content');
        }
        catch {
            // A schema that does not compile is the server's to fix; the answer goes as scripted.
            validate = undefined;
        }
        contentValidators.set(key, validate);
    }
    return contentValidators.get(key);
}
/** The text `init` puts in a string field it fills: plainly a value to review, never a real answer. */
const PROPOSED_TEXT = 'REVIEW';
/**
 * A form filled as `init` proposes it, for the author to review: each field (the first
 * PROPOSED_FORM_FIELDS) gets its default, else its first allowed value (`enum`, or the first `const`
 * of a `oneOf`/`anyOf`), else a placeholder of its type: `false` (a confirmation proposed is one
 * refused, so the call that proposes it does nothing it cannot undo), the smallest number allowed,
 * PROPOSED_TEXT (padded to the shortest length allowed), or an empty list.
 */
function proposedContent(schema) {
    const properties = typeof schema === 'object' && schema !== null ? schema.properties : undefined;
    if (typeof properties !== 'object' || properties === null)
        return {};
    const content = {};
    for (const [field, definition] of Object.entries(properties).slice(0, limits/* PROPOSED_FORM_FIELDS */.eb)) {
        if (typeof definition !== 'object' || definition === null)
            continue;
        content[field] = proposedValue(definition);
    }
    return content;
}
/** A placeholder for each string format an elicitation form may ask for (the spec's four). */
const PROPOSED_FORMATTED = {
    email: 'review@example.com',
    uri: 'https://example.com/review',
    date: '2026-01-01',
    'date-time': '2026-01-01T00:00:00Z',
};
function proposedValue(definition) {
    if ('default' in definition)
        return definition.default;
    if (Array.isArray(definition.enum) && definition.enum.length > 0)
        return definition.enum[0];
    for (const key of ['oneOf', 'anyOf']) {
        const choices = definition[key];
        if (Array.isArray(choices)) {
            const first = choices.find((choice) => typeof choice === 'object' && choice !== null && 'const' in choice);
            if (first)
                return first.const;
        }
    }
    switch (definition.type) {
        case 'boolean':
            return false;
        case 'integer':
        case 'number': {
            const minimum = typeof definition.minimum === 'number' ? definition.minimum : undefined;
            const exclusive = typeof definition.exclusiveMinimum === 'number' ? definition.exclusiveMinimum : undefined;
            if (minimum !== undefined)
                return definition.type === 'integer' ? Math.ceil(minimum) : minimum;
            if (exclusive !== undefined)
                return definition.type === 'integer' ? Math.floor(exclusive) + 1 : exclusive + 1;
            return 0;
        }
        case 'array': {
            const items = definition.items;
            const firstOfItems = Array.isArray(items?.enum) ? items.enum[0] : undefined;
            return firstOfItems === undefined ? [] : [firstOfItems];
        }
        default: {
            const formatted = typeof definition.format === 'string' ? PROPOSED_FORMATTED[definition.format] : undefined;
            if (formatted !== undefined)
                return formatted;
            const minLength = typeof definition.minLength === 'number' ? definition.minLength : 0;
            return PROPOSED_TEXT.padEnd(minLength, '.');
        }
    }
}
//# sourceMappingURL=elicitation-content.js.map
;// CONCATENATED MODULE: ./lib/mcp/call-turns.js
/**
 * Turns at a 2025-era session for the calls of scenarios that share it (`isolation: suite`). In that
 * era the server asks the client (elicitation, sampling, roots) with requests of its own that do not
 * say which call they serve, and its roots are the session's, not a call's: so a call whose step
 * scripts an answer runs alone on the session, and calls that script none share it only with calls
 * sharing the same roots (the roots the session then answers with). Taken in the order asked, so a
 * call that must run alone is not passed over for ever by calls that may share.
 *
 * On a scenario's own session the calls come one at a time, and every turn is granted at once.
 */
class CallTurns {
    /** The calls running now: how many, and the group they share (undefined: one running alone, or none). */
    running = 0;
    runningGroup;
    waiting = [];
    /** Resolves when the call may start; the function it gives ends the turn (once). */
    take(kind) {
        return new Promise((resolve) => {
            this.waiting.push({ kind, start: () => resolve(this.release()) });
            this.startWaiting();
        });
    }
    release() {
        let ended = false;
        return () => {
            if (ended)
                return;
            ended = true;
            this.running--;
            if (this.running === 0)
                this.runningGroup = undefined;
            this.startWaiting();
        };
    }
    /** Starts waiting calls from the front of the line for as long as each may run beside those running. */
    startWaiting() {
        while (this.waiting.length > 0) {
            const next = this.waiting[0];
            const fits = this.running === 0 ||
                (!next.kind.alone && this.runningGroup !== undefined && next.kind.group === this.runningGroup);
            if (!fits)
                return;
            this.waiting.shift();
            this.running++;
            this.runningGroup = next.kind.alone ? undefined : next.kind.group;
            next.start();
        }
    }
}
//# sourceMappingURL=call-turns.js.map
;// CONCATENATED MODULE: ./lib/mcp/client-requests.js
/**
 * What the server asks of the client during a call (elicitation, sampling, roots), answered from the
 * scenario's script (roots from the scenario's `roots:`). One `ClientRequests` per session, behind the handlers that session.ts registers
 * on its Client: in the 2025 era the server sends these as requests of its own while a call is in
 * progress; in the 2026-07-28 era the call comes back `input_required` and the SDK's client fulfils the
 * embedded requests through the same handlers before it retries. Either way the handler runs while
 * the step's call is in progress, so the step that started the call owns the answer.
 *
 * Whose call it is, when scenarios share the session (`isolation: suite`) and run at once: in the
 * 2026-07-28 era the request rides in the call's own result, so it is answered from that call's
 * script alone (`answering`, below: the client runs the SDK's fulfilment of each call within it). In
 * the 2025 era the server's request does not say which call it serves, and roots are the session's:
 * so a call that scripts an answer runs alone on the session, and calls that script none share it
 * only with calls of the same roots (`CallTurns`).
 *
 * A request with nothing in the script to answer it is refused (the handler throws: in the 2025 era the
 * server gets an error response, in 2026-07-28 the call itself ends with it), so the server's call ends
 * rather than waits for a person who is not there; and the refusal is kept, so the step fails with it
 * whatever the server answers afterwards. Type imports only from the MCP SDK: the kinds load this module.
 */







/** The reply `init` proposes to a sampling request: plainly a stand-in for the author to replace. */
const PROPOSED_SAMPLING_REPLY = 'REVIEW: the reply the model should give';
/** The model a scripted sampling reply says it came from when the step names none. */
const SCRIPTED_SAMPLING_MODEL = 'scripted';
/**
 * Thrown by a handler to refuse a request: its message is what the server (2025 era) or the call
 * (2026-07-28) sees. The step's own message comes from the call's problems, not from this error.
 */
class RefusedRequestError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RefusedRequestError';
    }
}
/** Whether a call failed because the client refused a request of the server (the problem is in the call's record). */
function isRefusedRequest(error) {
    for (let cause = error; cause instanceof Error; cause = cause.cause) {
        if (cause instanceof RefusedRequestError)
            return true;
    }
    return false;
}
class ClientRequests {
    host;
    /** The session's roots (2025 era): those of the calls that hold the session now. */
    roots;
    active = new Set();
    /** Each call in progress by the signal it was sent with (`CallHandle.signal`). */
    bySignal = new WeakMap();
    /** The call whose input_required rounds the SDK is fulfilling (2026-07-28 era), through every handler it runs. */
    fulfilling = new external_node_async_hooks_.AsyncLocalStorage();
    turns = new CallTurns();
    // Asked while no call was in progress (a 2025-era server may ask for roots once it is initialized):
    // refused, and told to the next call that starts, which on a scenario's own session is its first.
    // Kept up to CALL_REQUESTS_KEPT, the rest counted: an agent's calls begin no script, so what the server
    // asks during them is stray too, for the whole of a long session.
    stray = [];
    strayLeftOut = 0;
    /**
     * How many times the server said one of its lists changed (`notifications/tools/list_changed`, and
     * the resources' and prompts' own) on this
     * session: a list read at another count is stale, and is read again before the next step or turn.
     */
    toolListChanges = 0;
    constructor(host) {
        this.host = host;
    }
    /**
     * The session's roots (2025 era; undefined: the call's scenario has no `roots:`, and shares none).
     * Tells the server when they changed, so that one that asked before (at connect, or for the calls
     * of another scenario) asks again.
     */
    async shareRoots(roots) {
        const changed = JSON.stringify(roots ?? []) !== JSON.stringify(this.roots ?? []);
        this.roots = roots;
        // A server that cannot take the notification still asks during its calls, and is answered then.
        if (changed)
            await this.host.rootsChanged?.().catch(() => undefined);
    }
    /**
     * Starts a call with its script, once it may (2025 era: its turn at the session, see `CallTurns`);
     * send it with the handle's `signal`; `end()` says what the server asked and what went wrong.
     * `label` names the call in messages (`deploy`). `onNote` hears each notification as it comes (the
     * fuzzer restarts a call's timeout on its progress); `signal`, the one the caller sends the call
     * with, if it has its own; else `timeoutMs` makes the handle's signal end the call that long after
     * its turn began (the step's `timeout_ms` bounds the whole call, every input round included:
     * call-options.ts), not counting the wait for its turn.
     */
    async begin(script, label, options = {}) {
        let endTurn = () => undefined;
        if (this.host.era() !== 'modern') {
            endTurn = await this.turns.take(turnOf(script));
            await this.shareRoots(script.roots);
        }
        const call = new ActiveCall(script, label, options.onNote);
        const signal = options.signal ??
            (options.timeoutMs === undefined ? new AbortController().signal : (0,call_options/* wholeCallOptions */.c)(options.timeoutMs).signal);
        for (const record of this.stray.splice(0)) {
            call.record(record);
            call.problem({ message: `before ${label} was called, ${record.answer}` });
        }
        call.requestsLeftOut += this.strayLeftOut;
        call.problemsLeftOut += this.strayLeftOut;
        this.strayLeftOut = 0;
        this.active.add(call);
        this.bySignal.set(signal, call);
        return {
            signal,
            note: (record) => call.note(record),
            end: (completed) => {
                this.active.delete(call);
                this.bySignal.delete(signal);
                endTurn();
                // An answer the server never asked for. Only said of a call that ran to its end: one cut short
                // never had the chance to ask. Always said, past CALL_REQUEST_PROBLEMS_SHOWN too (two at most).
                const unasked = [];
                if (completed) {
                    for (const kind of ['elicitation', 'sampling']) {
                        const unused = call.script[kind].slice(call.used[kind]);
                        if (unused.length === 0)
                            continue;
                        unasked.push({
                            position: unused[0].position,
                            unasked: true,
                            message: this.unaskedMessage(kind, call, label),
                        });
                    }
                }
                return {
                    records: call.records,
                    leftOut: call.requestsLeftOut,
                    declined: call.declined,
                    problems: [...call.parted(), ...unasked],
                    notifications: call.noted(),
                };
            },
        };
    }
    /**
     * A scripted answer the server did not ask for, said of the era the session speaks: a server may ask
     * in one era and not the other (FastMCP's `ctx.elicit` asks only in the 2025 era; the SDK v2 HTTP
     * handler's 2025 fallback cannot ask at all), which is a difference between its eras, not a script
     * to cut down. Under `protocol: both`, the merge of the eras (run/eras.ts) says which it was.
     */
    unaskedMessage(kind, call, label) {
        const scripted = call.script[kind].length;
        const rounds = scripted > 1 ? ` (it asked ${call.used[kind]} of the ${scripted} rounds scripted)` : '';
        const era = this.host.era();
        const revision = this.host.revision?.();
        const inEra = era ? ` in the ${era} era${revision ? ` (${revision})` : ''}` : '';
        return (`the server did not ask for the scripted ${kind}${rounds} during the call of ${label}${inEra}` +
            (era
                ? '; a server may ask in one era and not the other, a difference between its eras (protocol: both runs ' +
                    'the scenario in each and says which); if it asks in neither era, its behaviour changed or the script is wrong'
                : ': its behaviour changed, or the script is wrong'));
    }
    /**
     * Runs the SDK's fulfilment of a call's input_required rounds (2026-07-28 era) as that call's: the
     * requests it hands the handlers are answered from the script of the call sent with `signal`
     * alone. A request of a call that began no script (an agent's) is answered as before: by the
     * session's calls in progress.
     */
    answering(signal, fulfil) {
        return this.fulfilling.run(signal && this.bySignal.get(signal), fulfil);
    }
    /**
     * A notification of the server's (a log message, a list change): kept with every call in progress on
     * the session (on a scenario's own session, its one call; the server does not say whose it is).
     */
    notify(record) {
        // Any list the steps are checked against: tools, resources (and templates), prompts.
        if (record.kind.endsWith('_list_changed'))
            this.toolListChanges++;
        for (const call of this.active)
            call.note(record);
    }
    /** `elicitation/create`: the next scripted answer, its content checked against the schema the server sent. */
    async elicit(request) {
        const params = request;
        const asked = describeElicitation(params);
        const own = this.fulfilling.getStore();
        const calls = own ? [own] : [...this.active];
        // Every call it may be declines what it does not script: whoever's the request is, it is declined.
        if (calls.length > 0 &&
            calls.every((call) => call.script.unscriptedElicitation === 'decline' && call.left('elicitation') === 0)) {
            for (const call of calls)
                call.record({ kind: 'elicitation', message: asked, answer: DECLINED_AS_NO_USER, answered: true });
            return { action: 'decline' };
        }
        const proposing = this.proposer('elicitation', own);
        if (proposing) {
            const content = params?.mode === 'url' ? undefined : proposedContent(params?.requestedSchema);
            proposing.record({
                kind: 'elicitation',
                message: asked,
                answer: `accept ${content ? quote(JSON.stringify(content)) : '(the URL)'} (proposed by init)`,
                answered: true,
                proposal: content ? { content } : {},
            });
            return content ? { action: 'accept', content: content } : { action: 'accept' };
        }
        const call = this.callFor('elicitation', asked, own);
        const answer = call.script.elicitation[call.used.elicitation++];
        if (answer.action !== 'accept') {
            call.record({ kind: 'elicitation', message: asked, answer: answer.action, answered: true });
            return { action: answer.action };
        }
        const content = withDefaults(answer.content ?? {}, params?.requestedSchema);
        const misfit = params?.mode === 'url' ? [] : contentProblems(content, params?.requestedSchema);
        if (misfit.length > 0) {
            // Cut: a form of ten thousand fields makes ten thousand complaints.
            const why = `the scripted content ${quote(JSON.stringify(content))} does not fit the schema the server sent: ${quote(misfit.join('; '))}`;
            call.record({ kind: 'elicitation', message: asked, answer: `refused: ${why}`, answered: false });
            call.problem({
                position: answer.position,
                message: `${why}; the server asked ${asked}; change the step's elicitation content to fit it`,
            });
            throw new RefusedRequestError(`the scripted elicitation content does not fit the requested schema: ${quote(misfit.join('; '))}`);
        }
        call.record({
            kind: 'elicitation',
            message: asked,
            answer: `accept ${quote(JSON.stringify(content))}`,
            answered: true,
        });
        // The requested schema allows flat primitive fields only, and the content was just checked against
        // it; what is left (a nested value where the schema has no properties) the SDK's own check refuses.
        return { action: 'accept', content: content };
    }
    /** `sampling/createMessage`: the next scripted reply, as a text message from the assistant. */
    async sample(request) {
        const asked = describeSampling(request);
        const proposing = this.proposer('sampling', this.fulfilling.getStore());
        if (proposing) {
            const text = PROPOSED_SAMPLING_REPLY;
            proposing.record({
                kind: 'sampling',
                message: asked,
                answer: `${quote(JSON.stringify(text))} (proposed by init)`,
                answered: true,
                proposal: { text },
            });
            return {
                role: 'assistant',
                model: SCRIPTED_SAMPLING_MODEL,
                stopReason: 'endTurn',
                content: { type: 'text', text },
            };
        }
        const call = this.callFor('sampling', asked, this.fulfilling.getStore());
        const reply = call.script.sampling[call.used.sampling++];
        call.record({ kind: 'sampling', message: asked, answer: quote(JSON.stringify(reply.text)), answered: true });
        return {
            role: 'assistant',
            model: reply.model ?? SCRIPTED_SAMPLING_MODEL,
            stopReason: reply.stopReason ?? 'endTurn',
            content: { type: 'text', text: reply.text },
        };
    }
    /**
     * `roots/list`: the scenario's roots. A scenario without `roots:` shares none (an empty list), rather
     * than failing a step: roots are the scenario's, not one call's, and a 2025-era server may ask for them
     * whenever it likes (at connect, or after a list change), so the step that happened to be running
     * would be blamed for a request it did not make.
     */
    async listRoots() {
        // 2026-07-28: the roots of the call that asks; 2025: the session's, set by the calls holding it.
        const own = this.fulfilling.getStore();
        const shared = own ? own.script.roots : this.roots;
        const roots = (shared ?? []).map((root) => (root.name === undefined ? { uri: root.uri } : { ...root }));
        const answer = shared === undefined
            ? 'no roots (the scenario has no `roots:`)'
            : roots.map((root) => root.uri).join(', ') || 'no roots';
        // In the 2025 era every call in progress sees it asked: the session's roots belong to all of them.
        for (const call of own ? [own] : this.active) {
            call.record({ kind: 'roots', message: 'the list of roots (roots/list)', answer, answered: true });
        }
        return { roots };
    }
    /**
     * The call that proposes its own answer to this request (init's: `proposeUnscripted`, with no scripted
     * answer left), or undefined: it is answered from a script, or refused.
     */
    proposer(kind, own) {
        const calls = own ? [own] : [...this.active];
        const call = calls.length === 1 ? calls[0] : undefined;
        return call?.script.proposeUnscripted && call.left(kind) === 0 ? call : undefined;
    }
    /**
     * The call a request of `kind` belongs to (`own`: the call it came in, when that is known); refuses
     * the request (throws) when no script answers it.
     */
    callFor(kind, asked, own) {
        if (own) {
            if (own.left(kind) > 0)
                return own;
            this.refuse([own], kind, asked, unscriptedWhy(own, kind));
        }
        const calls = [...this.active];
        if (calls.length === 1 && calls[0].left(kind) > 0)
            return calls[0];
        // Calls that run at once on one shared session (isolation: suite) in the 2025 era cannot tell whose
        // call the server is serving: only a request that exactly one of them scripts is answered (a call
        // that scripts one runs alone on the session, so that one is the call in progress).
        const scripted = calls.filter((call) => call.left(kind) > 0);
        if (scripted.length === 1)
            return scripted[0];
        const why = scripted.length > 1
            ? `${scripted.length} calls in progress on the shared session (isolation: suite) script one, so it cannot ` +
                'be told whose it is; run these scenarios with isolation: scenario'
            : calls.length === 1
                ? unscriptedWhy(calls[0], kind)
                : calls.length > 1
                    ? `no call in progress scripts one (${calls.length} calls were in progress on the shared session, ` +
                        'isolation: suite, and a 2025-era server does not say which call it asks for, so each of them is ' +
                        'told); script the answer in the step whose tool asks: that call then runs alone on the session'
                    : `no call in progress scripts one`;
        this.refuse(calls, kind, asked, why);
    }
    refuse(calls, kind, asked, why) {
        const record = (answer) => ({ kind, message: asked, answer, answered: false });
        const said = `the server asked for ${KIND_WORDS[kind]}: ${asked}; nothing in the scenario answers it: ${why}`;
        if (calls.length === 0) {
            if (this.stray.length < limits/* CALL_REQUESTS_KEPT */.H1)
                this.stray.push(record(said));
            else
                this.strayLeftOut++;
        }
        for (const call of calls) {
            call.record(record(`refused: ${why}`));
            call.problem({ message: `during the call of ${call.label}, ${said}` });
        }
        throw new RefusedRequestError(`mcp-scenario-eval refused the ${kind} request: ${why}`);
    }
}
const KIND_WORDS = {
    elicitation: 'input from the user (elicitation/create)',
    sampling: 'a message from the model (sampling/createMessage)',
};
function unscriptedWhy(call, kind) {
    const scripted = call.script[kind].length;
    return scripted === 0
        ? `the step has no \`${kind}:\`; add one to say what the client answers`
        : `the step scripts ${scripted} ${kind} round${scripted === 1 ? '' : 's'} and the server asked for more; ` +
            `add an answer to the step's \`${kind}\` list`;
}
/**
 * Who a call may share a 2025-era session with: no one when it scripts an elicitation or sampling
 * answer (the server's request would not say whose it is); else the calls that share its roots.
 */
function turnOf(script) {
    if (script.elicitation.length > 0 || script.sampling.length > 0)
        return { alone: true };
    return { alone: false, group: JSON.stringify(script.roots ?? null) };
}
/** An elicitation as a report shows it: its message, and the schema (or URL) it asks for. */
function describeElicitation(params) {
    const message = typeof params?.message === 'string' ? params.message : '';
    const wants = params?.mode === 'url'
        ? `at the URL ${String(params.url)}`
        : `with the schema ${JSON.stringify(params?.requestedSchema ?? {})}`;
    return quote(`${JSON.stringify(message)} ${wants}`);
}
/** A sampling request as a report shows it: its messages' text, in order. */
function describeSampling(params) {
    const messages = Array.isArray(params?.messages) ? params.messages : [];
    const texts = messages.map((message) => {
        const blocks = Array.isArray(message.content) ? message.content : [message.content];
        const text = blocks
            .map((block) => {
            const content = block;
            return content?.type === 'text' ? String(content.text) : `[${String(content?.type)}]`;
        })
            .join(' ');
        return `${String(message.role)}: ${text}`;
    });
    return quote(`messages ${JSON.stringify(texts)}`);
}
/** Each client's answerer, so that a step reaches it through the session it already holds. */
const answerers = new WeakMap();
function attachClientRequests(client, requests) {
    answerers.set(client, requests);
}
/** How many times the server said its tool list changed on this client's session (0 for a client without an answerer). */
function toolListChangesOf(client) {
    return answerers.get(client)?.toolListChanges ?? 0;
}
/** The answerer of a session's client (every client newClient builds has one). */
function clientRequestsOf(client) {
    return answerers.get(client);
}
//# sourceMappingURL=client-requests.js.map

/***/ }),

/***/ 67933:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ isServerFailure),
/* harmony export */   B2: () => (/* binding */ isRequestTimeout),
/* harmony export */   FY: () => (/* binding */ isConnectionClosed),
/* harmony export */   Op: () => (/* binding */ isInsufficientScope),
/* harmony export */   Q6: () => (/* binding */ isOAuthError),
/* harmony export */   hl: () => (/* binding */ isSdkError),
/* harmony export */   isListTooLong: () => (/* binding */ isListTooLong),
/* harmony export */   jP: () => (/* binding */ serverErrorOf),
/* harmony export */   rh: () => (/* binding */ protocolViolationOf)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60855);
/**
 * What the SDK v2's errors mean, read in one place: its local failures (`SdkError`, a string code)
 * and the server's JSON-RPC errors (`ProtocolError`, a number). Every caller that decides on an
 * error's kind asks here instead of comparing codes of its own.
 */

/** The request got no answer within its timeout. */
function isRequestTimeout(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp && error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.RequestTimeout;
}
/** The connection closed before the answer came (the server exited, the transport dropped). */
function isConnectionClosed(error) {
    return (error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp &&
        (error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.ConnectionClosed || error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.NotConnected));
}
/**
 * The server failed during the call, not the call's arguments or the script: its connection closed
 * (the process ended) or it stopped answering. Its stderr is then the likely cause.
 */
function isServerFailure(error) {
    return isConnectionClosed(error) || isRequestTimeout(error);
}
/** The server answered with a JSON-RPC error: its code and message. */
function serverErrorOf(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .ProtocolError */ .bd ? { code: error.code, message: error.message } : undefined;
}
/**
 * The server's answer broke the protocol the session speaks (a 2026-07-28 result with no
 * `resultType`, a result type the client does not know, an input request it cannot be, a server
 * that keeps asking for input past the SDK's round limit): what the server did wrong, said as such
 * rather than as a transport failure. Undefined for every other error.
 */
function protocolViolationOf(error) {
    if (!(error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp))
        return undefined;
    switch (error.code) {
        case _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.InvalidResult:
        case _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.UnsupportedResultType:
        case _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.InputRequiredRoundsExceeded:
            return `the server's answer broke the protocol: ${error.message}`;
        case _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.CapabilityNotSupported:
            return `the server asked the client for something it did not declare: ${error.message}`;
        default:
            return undefined;
    }
}
/** One of the SDK's local errors (its `code` is the SDK's, not the network's or the server's). */
function isSdkError(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp;
}
/** The SDK's walk of a paginated list reached its page cap (`listMaxPages`) with a cursor still to follow. */
function isListTooLong(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp && error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.ListPaginationExceeded;
}
/** An error of the SDK's OAuth flow: the authorization server's answer, or the flow's own refusal. */
function isOAuthError(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .OAuthError */ .W5 || error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .OAuthClientFlowError */ .Zx;
}
/** The server's 403 insufficient_scope, after the SDK's step-up gave up. */
function isInsufficientScope(error) {
    return error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .InsufficientScopeError */ .Y1;
}
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 96960:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ HandshakeTimeoutError),
/* harmony export */   K4: () => (/* binding */ ServerStartError),
/* harmony export */   Rr: () => (/* binding */ DiscoverProbeTimeoutError),
/* harmony export */   Uc: () => (/* binding */ protocolReportOf),
/* harmony export */   bD: () => (/* reexport safe */ _util_message_js__WEBPACK_IMPORTED_MODULE_8__.b),
/* harmony export */   mh: () => (/* binding */ connectClient)
/* harmony export */ });
/* unused harmony exports CLIENT_CAPABILITIES, ROOTS_CAPABILITY, newClient, outputValidators */
/* harmony import */ var _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60855);
/* harmony import */ var _modelcontextprotocol_client_validators_ajv__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55530);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(22645);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67933);
/* harmony import */ var _client_requests_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65188);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(13411);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(31074);
/* harmony import */ var _bounded_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18805);
/* harmony import */ var _util_message_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6823);








/**
 * What the client offers to answer: form and URL elicitation and sampling, declared for every session
 * since a scenario's script says the answers and what no script answers is refused and fails the
 * step (client-requests.ts), never silently skipped by a server that checks the capability.
 */
const CLIENT_CAPABILITIES = {
    // applyDefaults: a form accepted without a field gets the schema's default for it (client-requests.ts).
    elicitation: { form: { applyDefaults: true }, url: {} },
    sampling: {},
};
/**
 * Roots, with change notifications (so a server that asked before a scenario began asks again), are
 * offered only when a selected scenario has `roots:`. They are the client's to share, not a request to
 * fail; and a 2025-era server that asks for them after `initialize` may outlive a short session
 * waiting for the answer (server-everything asks 350 ms in, then holds its process 60 s for a reply
 * that can no longer come), which would cost every scenario the stop's grace period.
 */
const ROOTS_CAPABILITY = { roots: { listChanged: true } };
/**
 * The SDK's client, running its fulfilment of each call's input_required rounds (2026-07-28) as that
 * call's (`ClientRequests.answering`): on a session that scenarios share at once, each round's
 * requests are answered from the script of the call they came in, not another scenario's. The flow's
 * options are the call's, with the signal the step sent it with (`CallHandle.signal`).
 */
class ScriptedClient extends _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .Kj {
    requests;
    _resolveNonCompleteResult(...[decoded, flow]) {
        const fulfil = () => super._resolveNonCompleteResult(decoded, flow);
        return this.requests ? this.requests.answering(flow.options?.signal, fulfil) : fulfil();
    }
}
function newClient(protocol = 'auto', offerRoots = false, probeTimeoutMs) {
    const client = new ScriptedClient({ name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_5__/* .PACKAGE_VERSION */ .i }, {
        capabilities: offerRoots ? { ...CLIENT_CAPABILITIES, ...ROOTS_CAPABILITY } : CLIENT_CAPABILITIES,
        jsonSchemaValidator: outputValidators,
        // The SDK's own walk of tools/list stops at this many pages (and throws), as ours does.
        listMaxPages: _model_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_TOOL_LIST_PAGES */ .GP,
        versionNegotiation: protocol === 'legacy'
            ? { mode: 'legacy' }
            : protocol === 'modern'
                ? { mode: { pin: _era_js__WEBPACK_IMPORTED_MODULE_7__/* .MODERN_REVISION */ .q } }
                : // The probe's own wait: past it the SDK ends the connect with a timeout, and the run's probe
                    // (probe.ts) gives the server the 2025 handshake on a fresh connection.
                    { mode: 'auto', ...(probeTimeoutMs === undefined ? {} : { probe: { timeoutMs: probeTimeoutMs } }) },
    });
    // Only a 2025-era connection has a channel for the notification: in 2026-07-28 the server asks
    // for roots within each call, and so always gets the current ones.
    const requests = new _client_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .ClientRequests */ .ec({
        era: () => client.getProtocolEra(),
        revision: () => client.getNegotiatedProtocolVersion(),
        rootsChanged: async () => {
            if (client.getProtocolEra() === 'legacy')
                await client.sendRootsListChanged();
        },
    });
    client.requests = requests;
    // The same handlers answer both eras: server→client requests (2025) and the embedded requests of an
    // input_required result, which the SDK fulfils through them before it retries the call (2026-07-28).
    client.setRequestHandler('elicitation/create', (request) => requests.elicit(request.params));
    client.setRequestHandler('sampling/createMessage', (request) => requests.sample(request.params));
    // The SDK refuses a handler for a capability the client does not declare.
    if (offerRoots)
        client.setRequestHandler('roots/list', () => requests.listRoots());
    // What the server tells the client during a call is kept with the call, and a changed tool list is
    // read again before the next step or turn (kinds/tool-sequence, kinds/agent).
    client.setNotificationHandler('notifications/tools/list_changed', () => requests.notify({
        kind: 'tools_list_changed',
        message: 'the server said its tool list changed (notifications/tools/list_changed)',
    }));
    client.setNotificationHandler('notifications/resources/list_changed', () => requests.notify({
        kind: 'resources_list_changed',
        message: 'the server said its resource list changed (notifications/resources/list_changed)',
    }));
    client.setNotificationHandler('notifications/prompts/list_changed', () => requests.notify({
        kind: 'prompts_list_changed',
        message: 'the server said its prompt list changed (notifications/prompts/list_changed)',
    }));
    // Replaces the SDK's routing of progress to each call's `onprogress`: it drops a notification that
    // arrives with the call's answer (the answer removes the route before the notification is handled).
    client.setNotificationHandler('notifications/progress', (notification) => requests.notify({ kind: 'progress', message: describeProgress(notification.params) }));
    client.setNotificationHandler('notifications/message', (notification) => requests.notify({ kind: 'log', message: describeLogMessage(notification.params) }));
    (0,_client_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .attachClientRequests */ .rX)(client, requests);
    return client;
}
/** A progress notification as reports show it: `progress 3 of 10: indexing`. */
function describeProgress(progress) {
    const amount = progress.total === undefined ? `${progress.progress}` : `${progress.progress} of ${progress.total}`;
    return `progress ${amount}${progress.message ? `: ${progress.message}` : ''}`;
}
/** A log message as reports show it: `warning (db): the text`. */
function describeLogMessage(params) {
    const data = typeof params.data === 'string' ? params.data : JSON.stringify(params.data);
    return `${params.level}${params.logger ? ` (${params.logger})` : ''}: ${data}`;
}
/**
 * The SDK's own output-schema validator, shared by every client of the run and caching what it
 * compiled by the schema's text. Each Client would otherwise build its own Ajv and compile every
 * listed tool's output schema again at `tools/list`: once per scenario under `isolation: scenario`,
 * although every session of a run lists the same tools. Same Ajv options and same results as the
 * SDK's default; a schema with an `$id` keeps the SDK's behaviour (an Ajv of its own), since one Ajv
 * refuses a second schema under an `$id` it already holds.
 */
const outputValidators = (() => {
    let shared;
    const compiled = new Map();
    return {
        getValidator(schema) {
            if ('$id' in schema)
                return new _modelcontextprotocol_client_validators_ajv__WEBPACK_IMPORTED_MODULE_1__/* .AjvJsonSchemaValidator */ .p4().getValidator(schema);
            const key = JSON.stringify(schema);
            let validator = compiled.get(key);
            if (!validator) {
                validator = (shared ??= new _modelcontextprotocol_client_validators_ajv__WEBPACK_IMPORTED_MODULE_1__/* .AjvJsonSchemaValidator */ .p4()).getValidator(schema);
                compiled.set(key, validator);
            }
            return validator;
        },
    };
})();
/** The handshake (transport start and `initialize` or `server/discover`) did not finish within the connect limit. */
class HandshakeTimeoutError extends Error {
}
/**
 * Under `auto` or `both`, the server did not answer the `server/discover` probe within its wait
 * (DISCOVER_PROBE_TIMEOUT_MS, or the connect limit if shorter). Not a server that cannot start: a
 * 2025-era server may ignore a request it does not know, and is given `initialize` on a fresh connection.
 */
class DiscoverProbeTimeoutError extends Error {
    waitedMs;
    /** @param limit what set the wait: the probe's own (DISCOVER_PROBE_TIMEOUT_MS), or a shorter connect-timeout-ms */
    constructor(waitedMs, limit) {
        super(`the server did not answer server/discover within ${waitedMs} ms (${limit})`);
        this.waitedMs = waitedMs;
        this.name = 'DiscoverProbeTimeoutError';
    }
}
/**
 * Notes the method of each request sent on `transport` into `record`, until the returned function
 * puts the transport's own `send` back. Requests only: the `notifications/initialized` that follows
 * `initialize` awaits no answer.
 */
function recordHandshake(transport, record) {
    const send = transport.send;
    transport.send = function (message, options) {
        if ('method' in message && 'id' in message)
            record.lastSent = message.method;
        return send.call(transport, message, options);
    };
    return () => {
        transport.send = send;
    };
}
/**
 * Connects a client over `transport`, bounded by `timeoutMs` as a whole: the SDK's own timeout
 * covers only the handshake request, not the transport's start (an SSE server that never sends its
 * endpoint). With a pin, the client adopts the era the run's probe found (no second probe: on stdio a
 * probe in place costs a round trip per scenario); without one it negotiates as `plan.protocol` says.
 */
async function connectClient(transport, timeoutMs, plan = { protocol: 'auto' }, handshake = {}) {
    const negotiating = !plan.pin && (plan.protocol === 'auto' || plan.protocol === 'both');
    const probeWaitMs = Math.min(plan.probeTimeoutMs ?? timeoutMs, timeoutMs);
    const probeLimit = plan.probeTimeoutMs !== undefined && plan.probeTimeoutMs < timeoutMs
        ? 'DISCOVER_PROBE_TIMEOUT_MS'
        : 'connect-timeout-ms';
    const client = newClient(plan.protocol, plan.roots === true, probeWaitMs);
    let timer;
    const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => {
            // Named by what was sent: nothing (the transport did not start), server/discover or initialize.
            const awaited = handshake.lastSent ?? 'the MCP handshake (the connection did not open)';
            const what = handshake.lastSent ? `answer ${awaited}` : `complete ${awaited}`;
            reject(new HandshakeTimeoutError(`the server did not ${what} within ${timeoutMs} ms (connect-timeout-ms)`));
        }, timeoutMs);
    });
    const restore = recordHandshake(transport, handshake);
    const prior = plan.pin &&
        (plan.pin.era === 'modern'
            ? { kind: 'modern', discover: plan.pin.discover }
            : { kind: 'legacy' });
    try {
        await Promise.race([client.connect(transport, { timeout: timeoutMs, prior }), deadline]);
    }
    catch (error) {
        await transport.close().catch(() => undefined);
        // The probe's wait ran out (or the connect limit, if shorter, with the probe still unanswered).
        const probeUnanswered = negotiating &&
            handshake.lastSent === 'server/discover' &&
            ((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isRequestTimeout */ .B2)(error) || error instanceof HandshakeTimeoutError);
        if (!probeUnanswered)
            throw error;
        throw new DiscoverProbeTimeoutError(probeWaitMs, probeLimit);
    }
    finally {
        clearTimeout(timer);
        restore();
    }
    return client;
}
/** The era a connected client speaks and what the server said of itself, for reports and for pinning later sessions. */
function protocolReportOf(client) {
    const revision = client.getNegotiatedProtocolVersion();
    const era = client.getProtocolEra();
    if (!revision || !era)
        return undefined;
    const server = client.getServerVersion();
    const discover = client.getDiscoverResult();
    const report = {
        era,
        revision,
        supportedVersions: era === 'modern' && discover ? [...discover.supportedVersions] : [revision],
    };
    if (server?.name)
        report.serverName = server.name;
    if (server?.version)
        report.serverVersion = server.version;
    const pin = era === 'modern' && discover ? { era: 'modern', discover } : { era: 'legacy' };
    return { report, pin };
}
/** The server could not be started or did not answer the handshake; carries what it wrote to stderr. */
class ServerStartError extends Error {
    stderr;
    cannotStart;
    /**
     * @param cannotStart the server cannot start at all (no such program, a module that does not
     *   load, nothing listening at the URL): every other session would fail the same way, so the run
     *   stops at the first one instead of repeating the message per scenario.
     */
    constructor(message, stderr, cannotStart = false, 
    /** The error it says: a DiscoverProbeTimeoutError is what makes the run's probe try `initialize` (probe.ts). */
    cause) {
        super(message, cause === undefined ? undefined : { cause });
        this.stderr = stderr;
        this.cannotStart = cannotStart;
        this.name = 'ServerStartError';
    }
}

//# sourceMappingURL=session.js.map

/***/ })

};

//# sourceMappingURL=6960.index.js.map