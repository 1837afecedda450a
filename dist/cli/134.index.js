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

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./lib/engine/configure.js
var configure = __webpack_require__(8186);
// EXTERNAL MODULE: ./lib/engine/index.js + 9 modules
var engine = __webpack_require__(8407);
// EXTERNAL MODULE: ./lib/engine/options.js
var options = __webpack_require__(7968);
// EXTERNAL MODULE: ./lib/engine/redact.js
var engine_redact = __webpack_require__(6021);
// EXTERNAL MODULE: ./lib/engine/runner.js + 3 modules
var runner = __webpack_require__(1697);
// EXTERNAL MODULE: ./lib/engine/transports/session.js + 32 modules
var transports_session = __webpack_require__(7724);
// EXTERNAL MODULE: ./lib/report/escape.js
var report_escape = __webpack_require__(2527);
// EXTERNAL MODULE: ./lib/report/limits.js
var limits = __webpack_require__(5032);
;// CONCATENATED MODULE: ./lib/report/ping.js


/** A server-sent field on one line: a name is a label, a line break in it could pose as another field. */
const PING_FIELD_LIMIT_CHARS = 200;
function field(text) {
    if (text === undefined || text === '')
        return '(not given)';
    return (0,limits/* clipLine */.DX)((0,report_escape/* escapeTerminal */.en)(text).replace(/\n/g, '\u240A'), PING_FIELD_LIMIT_CHARS);
}
/** The lines printed for a server that answered. */
function renderPing(ping) {
    return [
        `connected to ${(0,report_escape/* escapeTerminal */.en)(ping.target)}`,
        `server: ${field(ping.name)} ${field(ping.version)}`,
        `protocol version: ${field(ping.protocolVersion)}`,
        `tools: ${ping.toolCount === undefined ? '0 (the server does not declare the tools capability)' : ping.toolCount}`,
        '',
    ].join('\n');
}
/**
 * The lines printed when the server could not be reached: the run's own message for it (which names
 * the command, module or URL), and the end of the server's stderr.
 */
function renderPingFailure(reason, stderr = '') {
    const lines = [(0,report_escape/* escapeTerminal */.en)(reason)];
    const tail = stderr.trimEnd().split('\n').slice(-limits/* TERMINAL_STDERR_LINES */.A4);
    if (stderr.trim())
        lines.push('server stderr:', ...tail.map((line) => `  │ ${(0,report_escape/* escapeTerminal */.en)(line)}`));
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=ping.js.map
// EXTERNAL MODULE: ./lib/cli/console.js
var console = __webpack_require__(1515);
// EXTERNAL MODULE: ./lib/cli/server-flags.js
var server_flags = __webpack_require__(1741);
;// CONCATENATED MODULE: ./lib/cli/commands/ping.js










const PING_USAGE = `Usage: mcp-scenario-eval ping [--server-command CMD | --server-module PATH | --remote-url URL] [--server-cwd DIR] [--connect-timeout-ms N]

Connects to an MCP server the way a run would (initialize, then tools/list) and prints
its name, version, protocol version and tool count. No scenario is read or run: a first
check that the server starts, or that a live URL and its secret work.

Server (one of):
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
                         (default ${options/* DEFAULT_CONNECT_TIMEOUT_MS */.od}), as in a run
  -h, --help

Exit code: 0 connected, 1 could not connect, 2 bad usage.
`;
/**
 * The run's configuration for the server flags alone: the rest is the run's defaults, so that
 * `toRunOptions` checks the server exactly as it does for a run.
 */
function pingConfig(argv, env, cwd) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({
            args: argv,
            allowPositionals: false,
            strict: true,
            options: {
                ...server_flags/* SERVER_FLAG_OPTIONS */.g,
                'connect-timeout-ms': { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
        }));
    }
    catch (error) {
        throw new configure/* ConfigError */.xL(error.message);
    }
    if (values.help)
        return 'help';
    return {
        workspace: cwd,
        scenarioGlobs: options/* DEFAULT_SCENARIO_GLOBS */.Lj,
        ...(0,server_flags/* readServerFlags */.N)(values, env, cwd),
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: options/* DEFAULT_JUDGE_MODEL */.sr,
        judgeConcurrency: options/* DEFAULT_JUDGE_CONCURRENCY */.Uy,
        concurrency: options/* DEFAULT_CONCURRENCY */.WH,
        isolation: 'scenario',
        timeoutMs: options/* DEFAULT_TIMEOUT_MS */.t1,
        connectTimeoutMs: (0,configure/* positiveInteger */.Cq)('--connect-timeout-ms', values['connect-timeout-ms'], options/* DEFAULT_CONNECT_TIMEOUT_MS */.od),
        shard: '',
        filter: '',
    };
}
const ping = async (argv, env, io) => {
    let options;
    try {
        const config = pingConfig(argv, env, process.cwd());
        if (config === 'help') {
            io.out(PING_USAGE);
            return console/* EXIT_OK */.Ij;
        }
        options = (0,configure/* toRunOptions */.pA)(config);
    }
    catch (error) {
        if (!(error instanceof configure/* ConfigError */.xL))
            throw error;
        io.err(`mcp-scenario-eval ping: ${error.message}\n\n${PING_USAGE}`);
        return console/* EXIT_USAGE */.Ri;
    }
    const target = (0,engine/* describeTarget */.ff)(options);
    const redact = (text) => (0,engine_redact/* redactText */.Rd)(text, options.secrets);
    let session;
    try {
        session = await (0,engine/* sessionFactory */.tP)(options).open();
    }
    catch (error) {
        const stderr = error instanceof transports_session/* ServerStartError */.K4 ? error.stderr : '';
        io.err(redact(`mcp-scenario-eval ping: ${renderPingFailure((0,transports_session/* messageOf */.bD)(error), stderr)}`));
        return console/* EXIT_FAILED */.hj;
    }
    try {
        const { client } = session;
        const info = client.getServerVersion();
        const tools = client.getServerCapabilities()?.tools
            ? (await (0,runner/* listAllTools */.dz)(client, options.timeoutMs)).size
            : undefined;
        io.out(redact(renderPing({
            target,
            name: info?.name,
            version: info?.version,
            protocolVersion: (0,transports_session/* protocolVersionOf */.an)(client),
            toolCount: tools,
        })));
        return console/* EXIT_OK */.Ij;
    }
    catch (error) {
        io.err(redact(`mcp-scenario-eval ping: ${renderPingFailure(`connected to ${target}, but could not read its tool list: ${session.explain(error)}`, session.stderr())}`));
        return console/* EXIT_FAILED */.hj;
    }
    finally {
        await session.close().catch(() => undefined);
    }
};
//# sourceMappingURL=ping.js.map

/***/ })

};

//# sourceMappingURL=134.index.js.map