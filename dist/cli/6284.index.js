export const id = 6284;
export const ids = [6284];
export const modules = {

/***/ 6284:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LINT_USAGE: () => (/* binding */ LINT_USAGE),
/* harmony export */   lint: () => (/* binding */ lint),
/* harmony export */   lintJson: () => (/* binding */ lintJson),
/* harmony export */   readSkip: () => (/* binding */ readSkip)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7526);
/* harmony import */ var _mcp_index_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(6076);
/* harmony import */ var _mcp_surface_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9023);
/* harmony import */ var _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8229);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1236);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(808);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6960);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1961);
/* harmony import */ var _report_lint_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2245);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4191);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6587);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3411);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7728);
/* harmony import */ var _server_tools_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4316);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9544);
















const LINT_USAGE = `Usage: mcp-scenario-eval lint [server flags] [--json FILE] [--strict] [--skip RULE…]

Checks the server's tool definitions as a model reads them: errors for what makes a
correct call impossible or what the model APIs refuse, warnings for what makes models
call wrong (each rule is in docs/server-tools.md). Also gives the tool list's size in
tokens: exact through the Messages API's token counting endpoint when
ANTHROPIC_API_KEY is set (ANTHROPIC_BASE_URL is honoured), estimated otherwise.

${_shared_js__WEBPACK_IMPORTED_MODULE_11__/* .SERVER_FLAGS_HELP */ .gp}

Options:
  --json FILE            write the findings as JSON
  --strict               warnings fail too (exit 1)
  --skip RULE            leave a rule out (repeat, or comma-separate)
  --suppressions FILE    rules silenced per tool, with a reason (default
                         ${_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.SUPPRESSIONS_FILE} in the working directory, if any)
  -h, --help

Rules: ${_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.RULE_IDS.join(', ')}

Exit code: 0 no error (no finding at all with --strict), 1 an error finding (or,
with --strict, a warning), 2 bad usage or a server that cannot start or list its tools.
`;
/** The lint report as written by `--json`. */
function lintJson(report, strict) {
    return `${JSON.stringify({
        generator: { name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_12__/* .PACKAGE_VERSION */ .i },
        failed: (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.failingFindings)(report, strict).length > 0,
        strict,
        ...report,
    }, null, 2)}\n`;
}
/** `--skip` values: repeated and/or comma-separated; an unknown rule is bad usage, with the closest id. */
function readSkip(values) {
    const skip = new Set();
    for (const id of values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean)) {
        if (!(0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.isRuleId)(id)) {
            const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_7__/* .closest */ .kp)(id, _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.RULE_IDS);
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`--skip ${id}: no such rule${suggestion ? `; did you mean ${suggestion}?` : `; rules are ${_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.RULE_IDS.join(', ')}`}`);
        }
        skip.add(id);
    }
    return skip;
}
const lint = async (argv, env, io, cwd = process.cwd()) => {
    let values;
    let options;
    let skip;
    let suppressions;
    try {
        const parsed = (0,_shared_js__WEBPACK_IMPORTED_MODULE_11__/* .parseSubcommandArgs */ .cY)(argv, {
            json: { type: 'string' },
            strict: { type: 'boolean' },
            skip: { type: 'string', multiple: true },
            suppressions: { type: 'string' },
        });
        values = parsed.values;
        if (values.help) {
            io.out(LINT_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": lint takes only flags`);
        skip = readSkip(values.skip ?? []);
        options = (0,_shared_js__WEBPACK_IMPORTED_MODULE_11__/* .subcommandRunOptions */ .x1)(values, env, cwd);
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_11__/* .sayNotices */ .$d)(io, 'lint', options);
        const file = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, values.suppressions ?? _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.SUPPRESSIONS_FILE);
        suppressions = await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.loadSuppressions)(file, { required: values.suppressions !== undefined, cwd });
    }
    catch (error) {
        if (error instanceof _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.SuppressionsError) {
            io.err(`mcp-scenario-eval lint: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeTerminal */ .en)(error.message)}\n`);
            return _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_USAGE */ .Ri;
        }
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_11__/* .usageError */ .Wp)(io, 'lint', error.message);
    }
    // Read before connecting: a server loaded in this process (`--server-module`) takes on a stub
    // server's environment, the key erased from it.
    const apiKey = env.ANTHROPIC_API_KEY ?? '';
    const target = (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_13__/* .describeTarget */ .f)(options);
    const listed = await (0,_server_tools_js__WEBPACK_IMPORTED_MODULE_10__/* .readServerTools */ .v)('lint', options, io, async (client) => ({
        tools: await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.listRawTools)(client, options.timeoutMs),
        surface: await (0,_mcp_surface_js__WEBPACK_IMPORTED_MODULE_14__.listServerSurface)(client, options.timeoutMs),
    }));
    if (listed === undefined)
        return _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_USAGE */ .Ri;
    const { tools, surface } = listed;
    const secrets = apiKey ? [...options.secrets, apiKey] : options.secrets;
    const report = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactDeep */ .KL)(await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.lintToolList)(tools, {
        target,
        surface,
        skip,
        suppressions,
        tokens: { apiKey, model: _config_options_js__WEBPACK_IMPORTED_MODULE_15__/* .DEFAULT_JUDGE_MODEL */ .sr, timeoutMs: options.timeoutMs },
    }), secrets);
    const strict = values.strict === true;
    io.out((0,_report_lint_js__WEBPACK_IMPORTED_MODULE_6__/* .renderLintReport */ .EQ)(report));
    if (values.json !== undefined) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, values.json);
        try {
            await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_8__/* .writeReportFile */ .a)(file, lintJson(report, strict));
        }
        catch (error) {
            io.err(`mcp-scenario-eval lint: could not write --json ${file}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeTerminal */ .en)((0,_mcp_session_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error))}\n`);
            return _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FAILED */ .hj;
        }
    }
    return (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.failingFindings)(report, strict).length > 0 ? _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FAILED */ .hj : _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
};
//# sourceMappingURL=lint.js.map

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
/* harmony export */   D2: () => (/* binding */ ISOLATION_HELP),
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   cY: () => (/* binding */ parseSubcommandArgs),
/* harmony export */   gp: () => (/* binding */ SERVER_FLAGS_HELP),
/* harmony export */   ss: () => (/* binding */ ISOLATION_FLAG),
/* harmony export */   x1: () => (/* binding */ subcommandRunOptions),
/* harmony export */   yV: () => (/* binding */ readFlagsOnly)
/* harmony export */ });
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6995);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7526);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7459);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1236);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1961);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7728);
/* harmony import */ var _server_flags_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1741);






/** The server flags as a help text block, the same for every subcommand that talks to a server. */
/** `--isolation`, for the authoring commands that run several scenarios (`record`, `init`). */
const ISOLATION_FLAG = { isolation: { type: 'string' } };
const ISOLATION_HELP = `  --isolation MODE       scenario (default: a fresh server per scenario) or suite
                         (one server for all: faster when the server is slow to start)`;
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
  --server-secret KEY    like --server-env with the value of the variable KEY
                         here (or KEY=VALUE), redacted as a secret
  --protocol MODE        auto (default: server/discover, else the 2025
                         handshake), legacy, modern or both, as in a run
  --connect-timeout-ms N for the server to start and answer initialize
                         (default ${_config_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .o}), as in a run
  --timeout-ms N         per call (default ${_config_options_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_TIMEOUT_MS */ .t1})`;
/**
 * Parses a subcommand's arguments: the server flags, `--connect-timeout-ms`, `--timeout-ms`,
 * `-h/--help` and its own.
 * Throws ConfigError naming the flag on anything unknown (parse-args.ts).
 */
function parseSubcommandArgs(argv, own) {
    return (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(argv, {
        ..._server_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .SERVER_FLAG_OPTIONS */ .g,
        'connect-timeout-ms': { type: 'string' },
        'timeout-ms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...own,
    });
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
        // `record` and `init` take --isolation suite: one server for every scenario they run.
        isolation: (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('--isolation', values.isolation, ['scenario', 'suite'], 'scenario'),
        timeoutMs: (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveInteger */ .Cq)('--timeout-ms', values['timeout-ms'], _config_options_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_TIMEOUT_MS */ .t1),
        connectTimeoutMs: (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .positiveInteger */ .Cq)('--connect-timeout-ms', values['connect-timeout-ms'], _config_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .o),
        shard: '',
        filter: '',
    });
}
/**
 * Says on stderr what the settings call for telling the user (a `--server-env` variable named like
 * a secret, treated as one), as a run does: a subcommand redacts the same values.
 */
function sayNotices(io, command, options) {
    for (const message of options.notices ?? [])
        io.err(`mcp-scenario-eval ${command}: notice: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(message)}\n`);
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
function readFlagsOnly(command, usage, own, argv, env, io, cwd = process.cwd()) {
    try {
        const parsed = parseSubcommandArgs(argv, own);
        const values = parsed.values;
        if (values.help) {
            io.out(usage);
            return _console_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
        const options = subcommandRunOptions(values, env, cwd);
        sayNotices(io, command, options);
        return { values, options };
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return usageError(io, command, error.message);
    }
}
//# sourceMappingURL=shared.js.map

/***/ })

};

//# sourceMappingURL=6284.index.js.map