export const id = 985;
export const ids = [985];
export const modules = {

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

/***/ 2985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   InProcessGuard: () => (/* binding */ InProcessGuard)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6960);


/**
 * A `server-module` server runs in this process, so what it does to the process is done to the run:
 * `process.exit(0)` in a tool handler would end the run green with no report, and a throw from its
 * timer (or a promise it leaves rejected) would end it with none either. For the run's duration the
 * guard stops `process.exit` (as test runners do, with a throw) and catches stray errors, and each
 * becomes an error of the scenario it happened in: the code that did it was started by that
 * scenario's calls (the async context says which), or else that scenario was running. After an exit,
 * the scenarios not yet started are not run: the module meant to end the process, and its state is
 * not to be trusted.
 */
class InProcessGuard {
    modulePath;
    /** The scenario whose work (and the module code it called) is running, through every callback it started. */
    context = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
    running = new Set();
    lastStarted;
    /** Errors by scenario name, in the order they happened. */
    faults = new Map();
    /** The first `process.exit` call: the code given, and the scenario it came during. */
    exited;
    undo;
    constructor(modulePath) {
        this.modulePath = modulePath;
    }
    /** Takes over `process.exit` and the process's last-chance error handlers until `uninstall`. */
    install() {
        if (this.undo)
            return;
        const originalExit = process.exit;
        const guardedExit = (code) => {
            const call = `process.exit(${code === undefined ? '' : JSON.stringify(code)})`;
            const scenario = this.scenarioNow();
            this.exited ??= { call, scenario };
            this.record(scenario, `server-module ${this.modulePath} called ${call}${during(scenario)}; it was stopped (it would have ended the run unfinished), and the scenarios not yet started were not run`);
            throw new ProcessExitStopped(`${call} was called by server-module ${this.modulePath}; mcp-scenario-eval stopped it`);
        };
        process.exit = guardedExit;
        const onUncaught = (error) => this.stray('threw an uncaught exception', error);
        const onUnhandled = (reason) => this.stray('left a promise rejection unhandled', reason);
        process.on('uncaughtException', onUncaught);
        process.on('unhandledRejection', onUnhandled);
        this.undo = () => {
            if (process.exit === guardedExit)
                process.exit = originalExit;
            process.off('uncaughtException', onUncaught);
            process.off('unhandledRejection', onUnhandled);
        };
    }
    uninstall() {
        this.undo?.();
        this.undo = undefined;
    }
    /**
     * Runs one scenario's work in its own context, or refuses to once the module has called
     * `process.exit`; the result carries whatever the module did during it.
     */
    async run(scenario, work) {
        if (this.exited)
            return this.notRun(scenario, this.exited);
        this.running.add(scenario.name);
        this.lastStarted = scenario.name;
        try {
            return this.withFaults(await this.context.run(scenario.name, work));
        }
        finally {
            this.running.delete(scenario.name);
        }
    }
    /**
     * The results with every error the module caused, also those that came after their scenario ended;
     * one from before any scenario started goes to the first.
     */
    settle(results) {
        const early = this.faults.get('') ?? [];
        return results.map((result, index) => {
            const withEarly = index === 0 && early.length > 0 ? this.withFaults(result, early) : result;
            return this.withFaults(withEarly);
        });
    }
    withFaults(result, faults = this.faults.get(result.name)) {
        if (!faults || faults.length === 0)
            return result;
        const missing = faults.filter((fault) => !result.error?.includes(fault));
        if (missing.length === 0)
            return result;
        return {
            ...result,
            status: 'errored',
            error: [...missing, ...(result.error ? [result.error] : [])].join('; '),
            skipReason: undefined,
        };
    }
    notRun(scenario, exited) {
        return {
            name: scenario.name,
            description: scenario.description,
            position: scenario.position,
            status: 'errored',
            error: `not run: server-module ${this.modulePath} called ${exited.call}${during(exited.scenario)}, so the scenarios after it were not run`,
            durationMs: 0,
            steps: [],
            checks: [],
            output: '',
        };
    }
    /** The scenario the current code belongs to: by its async context, or the one running (or last run). */
    scenarioNow() {
        const own = this.context.getStore();
        if (own !== undefined)
            return own;
        if (this.running.size > 0)
            return [...this.running][0];
        return this.lastStarted;
    }
    stray(what, error) {
        // Our own stop of process.exit, thrown where nothing caught it: said already, as the exit.
        if (error instanceof ProcessExitStopped)
            return;
        const own = this.context.getStore();
        // Without an async context (a microtask queued elsewhere), every scenario running may have caused it.
        const suspects = own !== undefined ? [own] : this.running.size > 0 ? [...this.running] : [this.lastStarted];
        const detail = error instanceof Error ? `${error.name}: ${error.message}` : (0,_session_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error);
        for (const scenario of suspects) {
            const when = scenario === undefined || this.running.has(scenario)
                ? during(scenario)
                : ` after scenario "${scenario}" had finished (from code its calls set off)`;
            this.record(scenario, `server-module ${this.modulePath} ${what} (not in a tool's answer)${when}: ${detail}`);
        }
    }
    record(scenario, message) {
        const key = scenario ?? '';
        const list = this.faults.get(key) ?? [];
        if (!list.includes(message))
            list.push(message);
        this.faults.set(key, list);
    }
}
function during(scenario) {
    return scenario === undefined ? '' : ` during scenario "${scenario}"`;
}
/** What the guarded `process.exit` throws, so the module's code after the call does not go on. */
class ProcessExitStopped extends Error {
    constructor(message) {
        super(message);
        this.name = 'ProcessExitStopped';
    }
}
//# sourceMappingURL=in-process-guard.js.map

/***/ }),

/***/ 6960:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ HandshakeTimeoutError),
/* harmony export */   K4: () => (/* binding */ ServerStartError),
/* harmony export */   Uc: () => (/* binding */ protocolReportOf),
/* harmony export */   bD: () => (/* reexport safe */ _util_message_js__WEBPACK_IMPORTED_MODULE_6__.b),
/* harmony export */   mh: () => (/* binding */ connectClient)
/* harmony export */ });
/* unused harmony exports newClient, outputValidators */
/* harmony import */ var _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(855);
/* harmony import */ var _modelcontextprotocol_client_validators_ajv__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5530);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8207);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3411);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1074);
/* harmony import */ var _bounded_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8805);
/* harmony import */ var _util_message_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6823);






function newClient(protocol = 'auto') {
    return new _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .Kj({ name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .PACKAGE_VERSION */ .i }, {
        jsonSchemaValidator: outputValidators,
        // The SDK's own walk of tools/list stops at this many pages (and throws), as ours does.
        listMaxPages: _tools_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_TOOL_LIST_PAGES */ .GP,
        versionNegotiation: {
            mode: protocol === 'legacy' ? 'legacy' : protocol === 'modern' ? { pin: _era_js__WEBPACK_IMPORTED_MODULE_5__/* .MODERN_REVISION */ .qN } : 'auto',
        },
    });
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
    const client = newClient(plan.protocol);
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

/***/ }),

/***/ 5530:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p4: () => (/* reexport safe */ _ajvProvider_BIwGVY6G_mjs__WEBPACK_IMPORTED_MODULE_0__.n)
/* harmony export */ });
/* harmony import */ var _ajvProvider_BIwGVY6G_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5219);




/***/ })

};

//# sourceMappingURL=985.index.js.map