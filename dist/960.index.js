export const id = 960;
export const ids = [960];
export const modules = {

/***/ 6248:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OM: () => (/* binding */ compileArgumentsValidator)
/* harmony export */ });
/* unused harmony exports MAX_ARGUMENT_PROBLEMS, argumentLabel, describeArgumentErrors */
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2463);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2815);


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

/***/ 8805:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ BoundedText)
/* harmony export */ });
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(808);

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

/***/ 4560:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EH: () => (/* binding */ isRefusedRequest),
/* harmony export */   ec: () => (/* binding */ ClientRequests),
/* harmony export */   jt: () => (/* binding */ toolListChangesOf),
/* harmony export */   rX: () => (/* binding */ attachClientRequests),
/* harmony export */   tO: () => (/* binding */ clientRequestsOf)
/* harmony export */ });
/* unused harmony exports DECLINED_AS_NO_USER, SCRIPTED_SAMPLING_MODEL, RefusedRequestError */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2645);
/* harmony import */ var _arguments_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6248);


/** The answer recorded for an elicitation declined under `unscriptedElicitation: 'decline'`. */
const DECLINED_AS_NO_USER = 'decline (answered as a host with no user would)';
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
/** A call in progress on the session, with its script and what it has used of it so far. */
class ActiveCall {
    script;
    label;
    onNote;
    records = [];
    problems = [];
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
    note(record) {
        this.onNote?.(record);
        if (this.notifications.length < _model_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CALL_NOTIFICATIONS_KEPT */ .BP)
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
                message: `and ${this.notificationsLeftOut} more notification(s), not kept (CALL_NOTIFICATIONS_KEPT: ${_model_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CALL_NOTIFICATIONS_KEPT */ .BP})`,
            },
        ];
    }
}
class ClientRequests {
    rootsChanged;
    roots;
    active = new Set();
    // Asked while no call was in progress (a 2025-era server may ask for roots once it is initialized):
    // refused, and told to the next call that starts, which on a scenario's own session is its first.
    stray = [];
    /**
     * How many times the server said one of its lists changed (`notifications/tools/list_changed`, and
     * the resources' and prompts' own) on this
     * session: a list read at another count is stale, and is read again before the next step or turn.
     */
    toolListChanges = 0;
    /** @param rootsChanged tells the server the roots changed (2025 era: `notifications/roots/list_changed`). */
    constructor(rootsChanged) {
        this.rootsChanged = rootsChanged;
    }
    /**
     * The roots a scenario shares (undefined: it has no `roots:`, and shares none). Tells the server when
     * they changed, so that one that asked before the scenario began (at connect) asks again.
     */
    async setRoots(roots) {
        const changed = JSON.stringify(roots ?? []) !== JSON.stringify(this.roots ?? []);
        this.roots = roots;
        // A server that cannot take the notification still asks during its calls, and is answered then.
        if (changed)
            await this.rootsChanged?.().catch(() => undefined);
    }
    /**
     * Starts a call with its script; `end()` says what the server asked and what went wrong. `label`
     * names the call in messages (`deploy`). `onNote` hears each notification as it comes (the fuzzer
     * restarts a call's timeout on its progress).
     */
    begin(script, label, onNote) {
        const call = new ActiveCall(script, label, onNote);
        for (const record of this.stray.splice(0)) {
            call.records.push(record);
            call.problems.push({ message: `before ${label} was called, ${record.answer}` });
        }
        this.active.add(call);
        return {
            note: (record) => call.note(record),
            end: (completed) => {
                this.active.delete(call);
                // An answer the server never asked for: its behaviour changed (or the script is wrong). Only
                // said of a call that ran to its end: one cut short never had the chance to ask.
                if (completed) {
                    for (const kind of ['elicitation', 'sampling']) {
                        const unused = call.script[kind].slice(call.used[kind]);
                        if (unused.length === 0)
                            continue;
                        const scripted = call.script[kind].length;
                        call.problems.push({
                            position: unused[0].position,
                            message: `the server did not ask for the scripted ${kind}` +
                                (scripted > 1 ? ` (it asked ${call.used[kind]} of the ${scripted} rounds scripted)` : '') +
                                ` during the call of ${label}: its behaviour changed, or the script is wrong; ` +
                                `remove the ${kind} answer${unused.length > 1 ? 's' : ''} the server no longer asks for`,
                        });
                    }
                }
                return { records: call.records, problems: call.problems, notifications: call.noted() };
            },
        };
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
        const calls = [...this.active];
        // Every call in progress declines what it does not script: whoever's the request is, it is declined.
        if (calls.length > 0 &&
            calls.every((call) => call.script.unscriptedElicitation === 'decline' && call.left('elicitation') === 0)) {
            for (const call of calls)
                call.records.push({ kind: 'elicitation', message: asked, answer: DECLINED_AS_NO_USER, answered: true });
            return { action: 'decline' };
        }
        const call = this.callFor('elicitation', asked);
        const answer = call.script.elicitation[call.used.elicitation++];
        if (answer.action !== 'accept') {
            call.records.push({ kind: 'elicitation', message: asked, answer: answer.action, answered: true });
            return { action: answer.action };
        }
        const content = withDefaults(answer.content ?? {}, params?.requestedSchema);
        const misfit = params?.mode === 'url' ? [] : contentProblems(content, params?.requestedSchema);
        if (misfit.length > 0) {
            const why = `the scripted content ${quote(JSON.stringify(content))} does not fit the schema the server sent: ${misfit.join('; ')}`;
            call.records.push({ kind: 'elicitation', message: asked, answer: `refused: ${why}`, answered: false });
            call.problems.push({
                position: answer.position,
                message: `${why}; the server asked ${asked}; change the step's elicitation content to fit it`,
            });
            throw new RefusedRequestError(`the scripted elicitation content does not fit the requested schema: ${misfit.join('; ')}`);
        }
        call.records.push({
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
        const call = this.callFor('sampling', asked);
        const reply = call.script.sampling[call.used.sampling++];
        call.records.push({ kind: 'sampling', message: asked, answer: quote(JSON.stringify(reply.text)), answered: true });
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
        const roots = (this.roots ?? []).map((root) => (root.name === undefined ? { uri: root.uri } : { ...root }));
        const answer = this.roots === undefined
            ? 'no roots (the scenario has no `roots:`)'
            : roots.map((root) => root.uri).join(', ') || 'no roots';
        // Every call in progress sees it asked: the session's roots belong to all of them.
        for (const call of this.active) {
            call.records.push({ kind: 'roots', message: 'the list of roots (roots/list)', answer, answered: true });
        }
        return { roots };
    }
    /** The call a request of `kind` belongs to; refuses the request (throws) when no script answers it. */
    callFor(kind, asked) {
        const calls = [...this.active];
        if (calls.length === 1 && calls[0].left(kind) > 0)
            return calls[0];
        // Calls that run at once on one shared session (isolation: suite) cannot tell whose call the server
        // is serving: only a request that exactly one of them scripts is answered.
        const scripted = calls.filter((call) => call.left(kind) > 0);
        if (scripted.length === 1)
            return scripted[0];
        const why = scripted.length > 1
            ? `${scripted.length} calls in progress on the shared session (isolation: suite) script one, so it cannot ` +
                'be told whose it is; run these scenarios with isolation: scenario'
            : calls.length === 1
                ? unscriptedWhy(calls[0], kind)
                : `no call in progress scripts one`;
        this.refuse(calls, kind, asked, why);
    }
    refuse(calls, kind, asked, why) {
        const record = (answer) => ({ kind, message: asked, answer, answered: false });
        const said = `the server asked for ${KIND_WORDS[kind]}: ${asked}; nothing in the scenario answers it: ${why}`;
        if (calls.length === 0)
            this.stray.push(record(said));
        for (const call of calls) {
            call.records.push(record(`refused: ${why}`));
            call.problems.push({ message: `during the call of ${call.label}, ${said}` });
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
/**
 * The problems of scripted content against the schema the server sent: what Ajv finds, and fields the
 * schema does not have (a form the server changed would otherwise drop them without a word).
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
            validate = (0,_arguments_js__WEBPACK_IMPORTED_MODULE_1__/* .compileArgumentsValidator */ .OM)(schema, 'content');
        }
        catch {
            // A schema that does not compile is the server's to fix; the answer goes as scripted.
            validate = undefined;
        }
        contentValidators.set(key, validate);
    }
    return contentValidators.get(key);
}
function quote(text) {
    return text.length > _model_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_REQUEST_QUOTE_CHARS */ .jJ ? `${text.slice(0, _model_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_REQUEST_QUOTE_CHARS */ .jJ)}…` : text;
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

/***/ 6960:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ HandshakeTimeoutError),
/* harmony export */   K4: () => (/* binding */ ServerStartError),
/* harmony export */   Uc: () => (/* binding */ protocolReportOf),
/* harmony export */   bD: () => (/* reexport safe */ _util_message_js__WEBPACK_IMPORTED_MODULE_7__.b),
/* harmony export */   mh: () => (/* binding */ connectClient)
/* harmony export */ });
/* unused harmony exports CLIENT_CAPABILITIES, ROOTS_CAPABILITY, newClient, outputValidators */
/* harmony import */ var _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(855);
/* harmony import */ var _modelcontextprotocol_client_validators_ajv__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5530);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2645);
/* harmony import */ var _client_requests_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4560);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3411);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1074);
/* harmony import */ var _bounded_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8805);
/* harmony import */ var _util_message_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6823);







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
function newClient(protocol = 'auto', offerRoots = false) {
    const client = new _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .Kj({ name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_5__/* .PACKAGE_VERSION */ .i }, {
        capabilities: offerRoots ? { ...CLIENT_CAPABILITIES, ...ROOTS_CAPABILITY } : CLIENT_CAPABILITIES,
        jsonSchemaValidator: outputValidators,
        // The SDK's own walk of tools/list stops at this many pages (and throws), as ours does.
        listMaxPages: _model_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_TOOL_LIST_PAGES */ .GP,
        versionNegotiation: {
            mode: protocol === 'legacy' ? 'legacy' : protocol === 'modern' ? { pin: _era_js__WEBPACK_IMPORTED_MODULE_6__/* .MODERN_REVISION */ .q } : 'auto',
        },
    });
    // Only a 2025-era connection has a channel for the notification: in 2026-07-28 the server asks
    // for roots within each call, and so always gets the current ones.
    const requests = new _client_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .ClientRequests */ .ec(async () => {
        if (client.getProtocolEra() === 'legacy')
            await client.sendRootsListChanged();
    });
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
 * Connects a client over `transport`, bounded by `timeoutMs` as a whole: the SDK's own timeout
 * covers only the handshake request, not the transport's start (an SSE server that never sends its
 * endpoint). With a pin, the client adopts the era the run's probe found (no second probe: on stdio a
 * probe in place costs a round trip per scenario); without one it negotiates as `plan.protocol` says.
 */
async function connectClient(transport, timeoutMs, plan = { protocol: 'auto' }) {
    const client = newClient(plan.protocol, plan.roots === true);
    let timer;
    const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new HandshakeTimeoutError(`the server did not complete the MCP handshake within ${timeoutMs} ms (connect-timeout-ms)`)), timeoutMs);
    });
    const prior = plan.pin &&
        (plan.pin.era === 'modern'
            ? { kind: 'modern', discover: plan.pin.discover }
            : { kind: 'legacy' });
    try {
        await Promise.race([client.connect(transport, { timeout: timeoutMs, prior }), deadline]);
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
    constructor(message, stderr, cannotStart = false) {
        super(message);
        this.stderr = stderr;
        this.cannotStart = cannotStart;
        this.name = 'ServerStartError';
    }
}

//# sourceMappingURL=session.js.map

/***/ })

};

//# sourceMappingURL=960.index.js.map