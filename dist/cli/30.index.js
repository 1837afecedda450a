export const id = 30;
export const ids = [30];
export const modules = {

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
/* harmony import */ var _engine_configure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8186);
/* harmony import */ var _engine_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7968);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2527);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5930);
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
  --connect-timeout-ms N for the server to start and answer initialize
                         (default ${_engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .od}), as in a run
  --timeout-ms N         per call (default ${_engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TIMEOUT_MS */ .t1})`;
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
        throw new _engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(error.message);
    }
}
/**
 * Engine options for a subcommand, built the way a run builds them (`toRunOptions`), so stub and
 * live transports, secrets and error messages behave as in a run. The judge is off: authoring
 * commands look at what the server says, they never grade it (and never spend tokens).
 */
function subcommandRunOptions(values, env, cwd, scenarioGlobs = []) {
    const server = (0,_server_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .readServerFlags */ .N)(values, env, cwd);
    return (0,_engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .toRunOptions */ .pA)({
        workspace: cwd,
        scenarioGlobs,
        ...server,
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: _engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_JUDGE_MODEL */ .sr,
        judgeConcurrency: 1,
        // One scenario at a time: authoring output is read by a person, in file order.
        concurrency: 1,
        isolation: 'scenario',
        timeoutMs: (0,_engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveInteger */ .Cq)('--timeout-ms', values['timeout-ms'], _engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TIMEOUT_MS */ .t1),
        connectTimeoutMs: (0,_engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveInteger */ .Cq)('--connect-timeout-ms', values['connect-timeout-ms'], _engine_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .od),
        shard: '',
        filter: '',
    });
}
/** Bad usage of a subcommand: the problem, then its usage, on stderr; exit code 2. */
function usageError(io, command, message, usage) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(message)}\n\n${usage}`);
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
            throw new _engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
        return { values, options: subcommandRunOptions(values, env, process.cwd()) };
    }
    catch (error) {
        if (!(error instanceof _engine_configure_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return usageError(io, command, error.message, usage);
    }
}
//# sourceMappingURL=shared.js.map

/***/ }),

/***/ 8030:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TOOLS_USAGE: () => (/* binding */ TOOLS_USAGE),
  tools: () => (/* binding */ tools)
});

;// CONCATENATED MODULE: ./lib/engine/authoring/tool-list.js
/** Pages of `tools/list` read before giving up: a server whose cursor never ends must not hang us. */
const MAX_TOOL_LIST_PAGES = 100;
/** Every tool the server lists, following `nextCursor`, in the server's order. */
async function listToolSummaries(client, timeoutMs) {
    const tools = [];
    let cursor;
    let pages = 0;
    do {
        const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
        for (const tool of page.tools) {
            tools.push({
                name: tool.name,
                description: tool.description,
                arguments: describeArguments(tool.inputSchema),
                inputSchema: tool.inputSchema,
            });
        }
        cursor = page.nextCursor;
        pages++;
    } while (cursor && pages < MAX_TOOL_LIST_PAGES);
    return tools;
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The arguments of an input schema: its top-level `properties`, in the schema's order, with type,
 * required, enum and default. Servers write schemas many ways (zod's, pydantic's, by hand), so this
 * reads what is there and never throws: an odd schema gives fewer details, not an error.
 */
function describeArguments(inputSchema) {
    if (!isObject(inputSchema) || !isObject(inputSchema.properties))
        return [];
    const required = new Set(Array.isArray(inputSchema.required) ? inputSchema.required.filter((key) => typeof key === 'string') : []);
    return Object.entries(inputSchema.properties).map(([name, raw]) => {
        const schema = isObject(raw) ? raw : {};
        const argument = {
            name,
            type: typeOf(schema),
            required: required.has(name),
            hasDefault: Object.hasOwn(schema, 'default'),
        };
        if (typeof schema.description === 'string')
            argument.description = schema.description;
        const allowed = enumOf(schema);
        if (allowed)
            argument.enum = allowed;
        if (argument.hasDefault)
            argument.default = schema.default;
        return argument;
    });
}
/** `type` as written; failing that, the types of `anyOf`/`oneOf` branches (pydantic's `Optional[int]`). */
function typeOf(schema) {
    if (typeof schema.type === 'string')
        return schema.type === 'array' ? arrayType(schema) : schema.type;
    if (Array.isArray(schema.type))
        return schema.type.map(String).join('|');
    const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
    if (branches) {
        const types = [...new Set(branches.filter(isObject).map(typeOf))];
        if (types.length > 0)
            return types.join('|');
    }
    if (Array.isArray(schema.enum))
        return 'enum';
    if (Object.hasOwn(schema, 'const'))
        return 'const';
    return 'any';
}
/** `array<string>` when the items have one type: says more than `array`. */
function arrayType(schema) {
    const items = isObject(schema.items) ? typeOf(schema.items) : 'any';
    return items === 'any' ? 'array' : `array<${items}>`;
}
function enumOf(schema) {
    if (Array.isArray(schema.enum))
        return schema.enum;
    if (Object.hasOwn(schema, 'const'))
        return [schema.const];
    for (const branches of [schema.anyOf, schema.oneOf]) {
        if (!Array.isArray(branches))
            continue;
        // `Optional[Literal["a", "b"]]` is anyOf [enum, null]: the enum still says what to pass.
        const values = branches.filter(isObject).flatMap((branch) => enumOf(branch) ?? []);
        if (values.length > 0)
            return values;
    }
    return undefined;
}
//# sourceMappingURL=tool-list.js.map
// EXTERNAL MODULE: ./lib/engine/index.js + 1 modules
var engine = __webpack_require__(6964);
// EXTERNAL MODULE: ./lib/engine/redact.js
var redact = __webpack_require__(6021);
// EXTERNAL MODULE: ./lib/engine/transports/session.js
var transports_session = __webpack_require__(8293);
// EXTERNAL MODULE: ./lib/report/escape.js
var report_escape = __webpack_require__(2527);
// EXTERNAL MODULE: ./lib/report/limits.js
var limits = __webpack_require__(5032);
;// CONCATENATED MODULE: ./lib/report/tools.js


/** Longest enum shown in full; past it, the first few and a count, so one tool cannot flood the screen. */
const MAX_ENUM_VALUES_SHOWN = 12;
/** Longest default or enum value shown, in characters. */
const MAX_VALUE_CHARS = 60;
/** A value from a schema, as JSON, on one line and cut to a readable length. */
function shownValue(value) {
    return (0,limits/* clipLine */.DX)((0,report_escape/* escapeTerminal */.en)(JSON.stringify(value) ?? String(value)).replace(/\n/g, ' '), MAX_VALUE_CHARS);
}
function argumentLine(argument) {
    const facts = [(0,report_escape/* escapeTerminal */.en)(argument.type), argument.required ? 'required' : 'optional'];
    if (argument.enum) {
        const shown = argument.enum.slice(0, MAX_ENUM_VALUES_SHOWN).map(shownValue);
        const more = argument.enum.length - shown.length;
        facts.push(`one of ${shown.join(' | ')}${more > 0 ? ` | … ${more} more` : ''}`);
    }
    if (argument.hasDefault)
        facts.push(`default ${shownValue(argument.default)}`);
    const description = argument.description ? `: ${(0,report_escape/* escapeTerminal */.en)(argument.description).replace(/\s*\n\s*/g, ' ')}` : '';
    return `    ${(0,report_escape/* escapeTerminal */.en)(argument.name)} (${facts.join(', ')})${description}`;
}
/**
 * The tool list for a terminal: each tool's name, its description (indented, every line kept), and
 * its arguments, one a line. Server text is untrusted: it is escaped so it cannot move the cursor,
 * recolour the terminal or issue a workflow command.
 */
function renderToolList(tools, target) {
    const lines = [];
    for (const tool of tools) {
        lines.push((0,report_escape/* escapeTerminal */.en)(tool.name));
        if (tool.description?.trim()) {
            for (const line of (0,report_escape/* escapeTerminal */.en)(tool.description.trim()).split('\n'))
                lines.push(`  ${line}`.trimEnd());
        }
        if (tool.arguments.length === 0)
            lines.push('  no arguments');
        else
            lines.push('  arguments:', ...tool.arguments.map(argumentLine));
        lines.push('');
    }
    const count = tools.length === 1 ? '1 tool' : `${tools.length} tools`;
    lines.push(`${count} on ${(0,report_escape/* escapeTerminal */.en)(target)}.`);
    const example = tools[0];
    if (example) {
        lines.push(`Write a scenario from one call: mcp-scenario-eval init NAME --tool ${quoteForShell(example.name)} --args '${exampleArgs(example).replace(/'/g, "'\\''")}' (and the same server flags)`);
    }
    return `${lines.join('\n')}\n`;
}
/** A tool name as a shell word: bare when it is safe, else single-quoted. */
function quoteForShell(word) {
    return /^[A-Za-z0-9_.\-/:]+$/.test(word) ? (0,report_escape/* escapeTerminal */.en)(word) : `'${(0,report_escape/* escapeTerminal */.en)(word).replace(/'/g, "'\\''")}'`;
}
/** Arguments for the hint: each required one, with its default, its first enum value, or a placeholder. */
function exampleArgs(tool) {
    const args = {};
    for (const argument of tool.arguments.filter((a) => a.required)) {
        args[argument.name] = argument.hasDefault
            ? argument.default
            : argument.enum
                ? argument.enum[0]
                : placeholder(argument.type);
    }
    return (0,report_escape/* escapeTerminal */.en)(JSON.stringify(args));
}
function placeholder(type) {
    if (type.startsWith('integer') || type.startsWith('number'))
        return 1;
    if (type.startsWith('boolean'))
        return true;
    if (type.startsWith('array'))
        return [];
    if (type.startsWith('object'))
        return {};
    return '…';
}
//# sourceMappingURL=tools.js.map
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(5930);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(9544);
;// CONCATENATED MODULE: ./lib/cli/commands/tools.js








const TOOLS_USAGE = `Usage: mcp-scenario-eval tools [server flags] [--json]

Lists the server's tools: each one's name, description and arguments (from its
input schema: name, type, required, allowed values, default). Connects the way
a run does, in stub or live mode.

${shared/* SERVER_FLAGS_HELP */.gp}

Options:
  --json                 print the list as JSON on stdout (name, description,
                         arguments, inputSchema for each tool)
  -h, --help

Exit code: 0 listed, 1 the server could not be reached, 2 bad usage.
`;
const tools = async (argv, env, io) => {
    const read = (0,shared/* readFlagsOnly */.yV)('tools', TOOLS_USAGE, { json: { type: 'boolean' } }, argv, env, io);
    if (typeof read === 'number')
        return read;
    const { values, options } = read;
    const target = (0,engine/* describeTarget */.ff)(options);
    let session;
    try {
        session = await (0,engine/* sessionFactory */.tP)(options).open();
    }
    catch (error) {
        const stderr = error instanceof transports_session/* ServerStartError */.K4 && error.stderr ? `\nserver stderr:\n${error.stderr}` : '';
        io.err(`mcp-scenario-eval tools: could not connect to ${(0,report_escape/* escapeTerminal */.en)(target)}: ${(0,report_escape/* escapeTerminal */.en)((0,redact/* redactText */.Rd)((0,transports_session/* messageOf */.bD)(error) + stderr, options.secrets))}\n`);
        return console/* EXIT_FAILED */.hj;
    }
    try {
        const list = (0,redact/* redactDeep */.KL)(await listToolSummaries(session.client, options.timeoutMs), options.secrets);
        io.out(values.json ? `${JSON.stringify({ target, tools: list }, null, 2)}\n` : renderToolList(list, target));
        return console/* EXIT_OK */.Ij;
    }
    catch (error) {
        io.err(`mcp-scenario-eval tools: ${(0,report_escape/* escapeTerminal */.en)(target)} did not list its tools: ${(0,report_escape/* escapeTerminal */.en)((0,redact/* redactText */.Rd)(session.explain(error), options.secrets))}\n`);
        return console/* EXIT_FAILED */.hj;
    }
    finally {
        await session.close().catch(() => undefined);
    }
};
//# sourceMappingURL=tools.js.map

/***/ }),

/***/ 8293:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ BoundedText),
/* harmony export */   HT: () => (/* binding */ HandshakeTimeoutError),
/* harmony export */   K4: () => (/* binding */ ServerStartError),
/* harmony export */   an: () => (/* binding */ protocolVersionOf),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   mh: () => (/* binding */ connectClient)
/* harmony export */ });
/* unused harmony export newClient */
/* harmony import */ var _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3411);


function newClient() {
    return new _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .K({ name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKAGE_VERSION */ .i });
}
/** The handshake (transport start and `initialize`) did not finish within the connect limit. */
class HandshakeTimeoutError extends Error {
}
/**
 * Connects a client over `transport`, bounded by `timeoutMs` as a whole: the SDK's own timeout
 * covers only `initialize`, not the transport's start (an SSE server that never sends its endpoint).
 */
async function connectClient(transport, timeoutMs) {
    const client = newClient();
    // The SDK's Client keeps the negotiated protocol version to itself; it hands it to the transport
    // through this optional hook (HTTP sends it as a header), which every transport can carry.
    const setProtocolVersion = transport.setProtocolVersion?.bind(transport);
    transport.setProtocolVersion = (version) => {
        protocolVersions.set(client, version);
        setProtocolVersion?.(version);
    };
    let timer;
    const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new HandshakeTimeoutError(`the server did not complete the MCP handshake within ${timeoutMs} ms (connect-timeout-ms)`)), timeoutMs);
    });
    try {
        await Promise.race([client.connect(transport, { timeout: timeoutMs }), deadline]);
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
const protocolVersions = new WeakMap();
/** The protocol version the server chose in `initialize`, for a client connected by `connectClient`. */
function protocolVersionOf(client) {
    return protocolVersions.get(client);
}
/** Keeps the last `limit` characters written, so a chatty server cannot exhaust memory. */
class BoundedText {
    limit;
    text = '';
    dropped = 0;
    constructor(limit) {
        this.limit = limit;
    }
    append(chunk) {
        this.text += chunk;
        if (this.text.length > this.limit) {
            this.dropped += this.text.length - this.limit;
            this.text = this.text.slice(-this.limit);
        }
    }
    toString() {
        return this.dropped > 0 ? `[… ${this.dropped} earlier characters cut]\n${this.text}` : this.text;
    }
}
/** The server could not be started or did not answer `initialize`; carries what it wrote to stderr. */
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
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
//# sourceMappingURL=session.js.map

/***/ })

};

//# sourceMappingURL=30.index.js.map