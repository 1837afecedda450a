export const id = 918;
export const ids = [918];
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

/***/ 918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   probeServer: () => (/* binding */ probeServer)
/* harmony export */ });
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6960);

const ERA_OF_SETTING = { legacy: 'legacy', modern: 'modern' };
/**
 * Opens one session as `protocol` says and reads the era it spoke. A server that refuses the era
 * asked for (`legacy` or `modern`) cannot be tested: the first session fails with an error that
 * names the era refused and the eras the server offers, as a server that cannot start (the run
 * stops there). Any other failure to open is also the first session's (it rethrows it, so a server
 * that does not start is waited for once), and later sessions negotiate on their own.
 */
async function probeServer(factory, protocol) {
    let held;
    let probeError;
    let found;
    try {
        held = await openProbing(factory, protocol);
        found = (0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .protocolReportOf */ .Uc)(held.client);
    }
    catch (error) {
        const asked = ERA_OF_SETTING[protocol];
        // Refused in the era asked for: no scenario can run, which the first session says once for the run.
        probeError =
            asked && error instanceof _session_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4 && !error.cannotStart
                ? new _session_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4(await refusal(factory, asked, error), error.stderr, true)
                : error;
    }
    const pins = new Map();
    const revisions = new Map();
    if (found) {
        pins.set(found.report.era, found.pin);
        revisions.set(found.report.era, found.report.revision);
    }
    if (found && protocol === 'both') {
        const other = found.report.era === 'modern' ? 'legacy' : 'modern';
        const otherFound = await tryEra(factory, other);
        if (otherFound) {
            pins.set(other, otherFound.pin);
            revisions.set(other, otherFound.report.revision);
        }
    }
    const eras = [...pins.keys()];
    const takeHeld = () => {
        const session = held;
        held = undefined;
        return session;
    };
    return {
        report: found?.report,
        eras,
        revisions,
        sessions(era = eras[0]) {
            const pin = era && pins.get(era);
            return {
                async open(plan) {
                    if (plan)
                        return factory.open(plan);
                    if (probeError !== undefined) {
                        const error = probeError;
                        // A server that cannot start (or refused the era asked for) fails every session alike;
                        // any other failure is the first session's only, and later ones try on their own.
                        if (!(error instanceof _session_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4 && error.cannotStart))
                            probeError = undefined;
                        throw error;
                    }
                    // The probing session serves the first scenario of its own era.
                    if (held && era === found?.report.era)
                        return takeHeld();
                    return factory.open(pin ? { protocol, pin } : { protocol });
                },
            };
        },
        async dispose() {
            await takeHeld()
                ?.close()
                .catch(() => undefined);
        },
    };
}
/**
 * The probing session. Under `auto` (and `both`), a server that fails the probe itself (one built on
 * an SDK that ends the process on any request before `initialize`, as some 2025-era servers do) is
 * given the 2025 handshake on a fresh connection: hosts' own probes run on a throwaway connection
 * for that reason. A server that cannot start at all is not tried twice.
 */
async function openProbing(factory, protocol) {
    try {
        return await factory.open({ protocol });
    }
    catch (error) {
        const negotiating = protocol === 'auto' || protocol === 'both';
        if (!negotiating || !(error instanceof _session_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4) || error.cannotStart)
            throw error;
        try {
            return await factory.open({ protocol: 'legacy' });
        }
        catch {
            throw error;
        }
    }
}
/** What `era` speaks when the server serves it (a session opened and closed to find out); undefined otherwise. */
async function tryEra(factory, era) {
    let session;
    try {
        session = await factory.open({ protocol: era });
        const found = (0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .protocolReportOf */ .Uc)(session.client);
        return found?.report.era === era ? found : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        await session?.close().catch(() => undefined);
    }
}
/** Why the server cannot be tested in `asked`: what it answered, and what it offers when it would talk at all. */
async function refusal(factory, asked, error) {
    let offered = 'it could not be reached in the other era either';
    let session;
    try {
        session = await openProbing(factory, 'auto');
        const report = (0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .protocolReportOf */ .Uc)(session.client)?.report;
        if (report) {
            offered = `it offers the ${report.era} era (${report.supportedVersions.join(', ')}); use protocol: auto, or protocol: ${report.era}`;
        }
    }
    catch {
        // The other era did not work either: the original error says why.
    }
    finally {
        await session?.close().catch(() => undefined);
    }
    return `the server cannot be tested in the ${asked} era (protocol: ${asked}): ${(0,_session_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}; ${offered}`;
}
//# sourceMappingURL=probe.js.map

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

//# sourceMappingURL=918.index.js.map