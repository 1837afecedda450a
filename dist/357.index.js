export const id = 357;
export const ids = [357];
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

/***/ 4357:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SHARED_SERVER_RESTARTS: () => (/* binding */ SHARED_SERVER_RESTARTS),
/* harmony export */   perScenarioSessions: () => (/* binding */ perScenarioSessions),
/* harmony export */   sharedSession: () => (/* binding */ sharedSession)
/* harmony export */ });
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6960);
/**
 * How a run's scenarios get their sessions: one each (`isolation: scenario`), or one shared by all
 * (`isolation: suite`, restarted once if the shared server ends on its own).
 */

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
                        throw new Error(`not run: ${story}; starting it again failed: ${(0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
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
//# sourceMappingURL=leases.js.map

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

//# sourceMappingURL=357.index.js.map