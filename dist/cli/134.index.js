export const id = 134;
export const ids = [134];
export const modules = {

/***/ 6134:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PING_USAGE: () => (/* binding */ PING_USAGE),
  ping: () => (/* binding */ ping)
});

// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(6076);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var secrets_redact = __webpack_require__(808);
// EXTERNAL MODULE: ./lib/mcp/tools.js
var mcp_tools = __webpack_require__(8207);
// EXTERNAL MODULE: ./lib/mcp/session.js
var mcp_session = __webpack_require__(6960);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(1961);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(4102);
;// CONCATENATED MODULE: ./lib/report/ping.js


/** A server-sent field on one line: a name is a label, a line break in it could pose as another field. */
const PING_FIELD_LIMIT_CHARS = 200;
function field(text) {
    if (text === undefined || text === '')
        return '(not given)';
    return (0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(text).replace(/\n/g, '\u240A'), PING_FIELD_LIMIT_CHARS);
}
/** The lines printed for a server that answered. */
function renderPing(ping) {
    return [
        `connected to ${(0,text_escape/* escapeName */.L$)(ping.target)}`,
        `server: ${field(ping.name)} ${field(ping.version)}`,
        `protocol version: ${field(ping.protocolVersion)}${ping.era ? ` (${ping.era} era)` : ''}`,
        ...(ping.supportedVersions ? [`supports: ${field(ping.supportedVersions.join(', '))}`] : []),
        `tools: ${ping.toolCount === undefined ? '0 (the server does not declare the tools capability)' : ping.toolCount}`,
        '',
    ].join('\n');
}
/**
 * The lines printed when the server could not be reached: the run's own message for it (which names
 * the command, module or URL), and the end of the server's stderr.
 */
function renderPingFailure(reason, stderr = '') {
    const lines = [(0,text_escape/* escapeTerminal */.en)(reason)];
    const tail = stderr.trimEnd().split('\n').slice(-limits/* TERMINAL_STDERR_LINES */.A4);
    if (stderr.trim())
        lines.push('server stderr:', ...tail.map((line) => `  │ ${(0,text_escape/* escapeTerminal */.en)(line)}`));
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=ping.js.map
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(7728);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(9544);
;// CONCATENATED MODULE: ./lib/cli/commands/ping.js







const PING_USAGE = `Usage: mcp-scenario-eval ping [server flags]

Connects to an MCP server the way a run would (server/discover or initialize, as
--protocol says, then tools/list) and prints its name, version, the protocol revision
spoken with its era, the revisions it supports, and its tool count. No scenario is read or run: a first
check that the server starts, or that a live URL and its secret work.

${shared/* SERVER_FLAGS_HELP */.gp}
  -h, --help

Exit code: 0 connected, 1 could not connect, 2 bad usage.
`;
const ping = async (argv, env, io) => {
    const read = (0,shared/* readFlagsOnly */.yV)('ping', PING_USAGE, {}, argv, env, io);
    if (typeof read === 'number')
        return read;
    const { options } = read;
    const target = (0,mcp/* describeTarget */.f)(options);
    // Redacted before rendering: escaping first would change a secret holding a control character,
    // and the changed text would no longer be found.
    const redact = (text) => (text === undefined ? undefined : (0,secrets_redact/* redactText */.Rd)(text, options.secrets));
    let session;
    try {
        session = await (0,mcp/* sessionFactory */.t)(options).open();
    }
    catch (error) {
        const stderr = error instanceof mcp_session/* ServerStartError */.K4 ? error.stderr : '';
        io.err(`mcp-scenario-eval ping: ${renderPingFailure(redact((0,mcp_session/* messageOf */.bD)(error)), redact(stderr))}`);
        return console/* EXIT_FAILED */.hj;
    }
    try {
        const { client } = session;
        const info = client.getServerVersion();
        const spoken = (0,mcp_session/* protocolReportOf */.Uc)(client)?.report;
        const tools = client.getServerCapabilities()?.tools
            ? new Set((await (0,mcp_tools/* listServerTools */.Xx)(client, options.timeoutMs)).map((tool) => tool.name)).size
            : undefined;
        io.out(renderPing({
            target: redact(target),
            name: redact(info?.name),
            version: redact(info?.version),
            protocolVersion: redact(spoken?.revision),
            era: spoken?.era,
            supportedVersions: spoken?.supportedVersions.map((version) => redact(version)),
            toolCount: tools,
        }));
        return console/* EXIT_OK */.Ij;
    }
    catch (error) {
        const problem = redact(`connected to ${target}, but could not read its tool list: ${session.explain(error)}`);
        io.err(`mcp-scenario-eval ping: ${renderPingFailure(problem, redact(session.stderr()))}`);
        return console/* EXIT_FAILED */.hj;
    }
    finally {
        await session.close().catch(() => undefined);
    }
};
//# sourceMappingURL=ping.js.map

/***/ }),

/***/ 9544:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   cY: () => (/* binding */ parseSubcommandArgs),
/* harmony export */   gp: () => (/* binding */ SERVER_FLAGS_HELP),
/* harmony export */   x1: () => (/* binding */ subcommandRunOptions),
/* harmony export */   yV: () => (/* binding */ readFlagsOnly)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1191);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7459);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1236);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1961);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7728);
/* harmony import */ var _server_flags_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1741);






/** The server flags as a help text block, the same for every subcommand that talks to a server. */
const SERVER_FLAGS_HELP = `Server (one of):
  --server-command CMD   start the server over stdio
  --server-module PATH   load a module exporting createServer(), in-process
  --remote-url URL       live mode: Streamable HTTP (or MCP_EVAL_REMOTE_URL);
                         bearer token from MCP_EVAL_BEARER_TOKEN, extra
                         headers from MCP_EVAL_HEADERS ("Name: value" lines);
                         or OAuth client credentials: --oauth-client-id ID (or
                         MCP_EVAL_OAUTH_CLIENT_ID) with MCP_EVAL_OAUTH_CLIENT_SECRET
                         or MCP_EVAL_OAUTH_PRIVATE_KEY (never flags), --oauth-scope,
                         --oauth-issuer
  --server-cwd DIR       working directory of the server process
  --server-env KEY=VALUE add to the server-command process's environment
                         (repeatable); \${MCP_EVAL_SCENARIO_DIR} is a fresh
                         empty directory per server process
  --connect-timeout-ms N for the server to start and answer initialize
                         (default ${_config_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .o}), as in a run
  --timeout-ms N         per call (default ${_config_options_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_TIMEOUT_MS */ .t1})`;
/**
 * Parses a subcommand's arguments: the server flags, `--connect-timeout-ms`, `--timeout-ms`,
 * `-h/--help` and its own.
 * Throws ConfigError (with node's own wording, which names the flag) on anything unknown.
 */
function parseSubcommandArgs(argv, own) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                ..._server_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .SERVER_FLAG_OPTIONS */ .g,
                'connect-timeout-ms': { type: 'string' },
                'timeout-ms': { type: 'string' },
                help: { type: 'boolean', short: 'h' },
                ...own,
            },
        });
    }
    catch (error) {
        throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(error.message);
    }
}
/**
 * Engine options for a subcommand, built the way a run builds them (`toRunOptions`), so stub and
 * live transports, secrets and error messages behave as in a run. The judge is off: authoring
 * commands look at what the server says, they never grade it (and never spend tokens).
 */
function subcommandRunOptions(values, env, cwd, scenarioGlobs = []) {
    const server = (0,_server_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .readServerFlags */ .N)(values, env, cwd);
    return (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .toRunOptions */ .pA)({
        workspace: cwd,
        scenarioGlobs,
        ...server,
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: _config_options_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_JUDGE_MODEL */ .sr,
        judgeConcurrency: 1,
        // One scenario at a time: authoring output is read by a person, in file order.
        concurrency: 1,
        isolation: 'scenario',
        timeoutMs: (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveInteger */ .Cq)('--timeout-ms', values['timeout-ms'], _config_options_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_TIMEOUT_MS */ .t1),
        connectTimeoutMs: (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveInteger */ .Cq)('--connect-timeout-ms', values['connect-timeout-ms'], _config_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .o),
        shard: '',
        filter: '',
    });
}
/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
function usageError(io, command, message) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(message)}\n${(0,_console_js__WEBPACK_IMPORTED_MODULE_3__/* .usageHint */ .n5)(command)}\n`);
    return _console_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_USAGE */ .Ri;
}
/**
 * The arguments of a subcommand that takes flags only (`ping`, `tools`): its values and engine
 * options, or the exit code when it printed its help (0) or a usage error (2).
 */
function readFlagsOnly(command, usage, own, argv, env, io) {
    try {
        const parsed = parseSubcommandArgs(argv, own);
        const values = parsed.values;
        if (values.help) {
            io.out(usage);
            return _console_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
        return { values, options: subcommandRunOptions(values, env, process.cwd()) };
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return usageError(io, command, error.message);
    }
}
//# sourceMappingURL=shared.js.map

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

//# sourceMappingURL=134.index.js.map