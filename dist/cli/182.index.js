export const id = 182;
export const ids = [182,9397];
export const modules = {

/***/ 9397:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   saveBaseline: () => (/* binding */ saveBaseline)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1602);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1961);
/**
 * Writes the agent baseline a run recorded (`record-baseline`, `--baseline-save FILE`): this run's
 * rows replace the rows of the scenarios it ran, the others are kept, and the diff is printed.
 */




/**
 * Saves the run's rows to the baseline file. A scenario is left out (and said) when a trial of it
 * errored (an outage is no measurement of the rate), when its rate was replayed from a recording
 * (a replay's rate is not measured), or when it did not run. Throws on a file that cannot be read or written.
 */
async function saveBaseline(result, options, io) {
    const rows = [];
    const leftOut = [];
    for (const scenario of result.scenarios) {
        const agent = scenario.agent;
        if (!agent)
            continue;
        const errored = agent.trials.filter((trial) => trial.status === 'errored').length;
        const why = agent.replayed
            ? 'its rate was replayed from a recording, not measured: record the baseline with ANTHROPIC_API_KEY'
            : errored > 0
                ? `${errored} of its ${agent.trials.length} trials errored (${agent.trials.find((t) => t.error)?.error ?? 'an error'}), so the rate was not measured`
                : !agent.baseline || agent.baseline.rows.length === 0
                    ? 'no trial of it reached the model'
                    : undefined;
        if (why)
            leftOut.push(`${scenario.name}: ${why}`);
        else
            rows.push(...agent.baseline.rows);
    }
    // The rows of the scenarios recorded now are replaced: two rows of one of them are no reason to refuse.
    const recorded = new Set(rows.map((row) => row.scenario));
    const before = (await (0,_kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .readBaseline */ .mF)(options.file, options.label, recorded)) ?? [];
    const beforeText = before.length > 0 ? (0,_kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .renderBaseline */ .qL)(before) : '';
    const after = (0,_kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .renderBaseline */ .qL)((0,_kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeBaseline */ .Ep)(before, rows));
    if (after === beforeText)
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(options.label)}: unchanged\n`);
    else {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(options.file), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(options.file, after);
        const { renderUnifiedDiff } = await Promise.all(/* import() */[__webpack_require__.e(5725), __webpack_require__.e(2867)]).then(__webpack_require__.bind(__webpack_require__, 5248));
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(options.label)}: ${beforeText ? 'updated' : 'written'}\n${renderUnifiedDiff(options.label, beforeText, after)}\n`);
    }
    for (const line of leftOut)
        io.err(`mcp-scenario-eval: not in the baseline: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(line)}\n`);
    return { written: rows.length, leftOut };
}
//# sourceMappingURL=baseline-save.js.map

/***/ }),

/***/ 182:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RECORD_BASELINE_USAGE: () => (/* binding */ RECORD_BASELINE_USAGE),
/* harmony export */   recordBaseline: () => (/* binding */ recordBaseline)
/* harmony export */ });
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7526);
/* harmony import */ var _config_baseline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8547);
/* harmony import */ var _run_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1307);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1236);
/* harmony import */ var _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3119);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1961);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1488);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7728);
/* harmony import */ var _baseline_save_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9397);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9544);










const RECORD_BASELINE_USAGE = `Usage: mcp-scenario-eval record-baseline [FILES or globs…] [--baseline FILE] [--agent-model NAME] [server flags]

Runs the agent scenarios (prompt:) of the files (default ${_config_options_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_SCENARIO_GLOBS */ .Lj.join(' ')})
for real, with ANTHROPIC_API_KEY, every one of their trials (max_trials with
pass_rate, else trials: no early stop, a baseline is an estimate), and writes
their pass rates to the agent baseline (default ${_kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_BASELINE_NAME */ .o} beside the
first glob): per scenario, model and phrasing, the passes, the trials, and a
fingerprint of what the rate depends on (the prompt, the system prompt, the
model, the tool list as the model saw it, the checks), each part hashed on its
own. Rows of scenarios not run are kept. Prints the diff. Commit it: a run that
finds it compares each agent scenario with its row and fails on a significant
drop. A scenario with an errored trial is not written.

${_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .SERVER_FLAGS_HELP */ .gp}

Options:
  --baseline FILE        the baseline file (default ${_kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_BASELINE_NAME */ .o} beside the first glob)
  --agent-model NAME     for scenarios without model: (default ${_kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_AGENT_MODEL */ .qj})
${_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .ISOLATION_HELP */ .D2}
  -h, --help

Exit code: 0 every agent scenario was recorded, 1 one could not be (an errored
trial; a scenario that failed its own rule is still written: the rate is the
finding), 2 bad usage, no key or invalid files.
`;
const recordBaseline = async (argv, env, io, cwd = process.cwd()) => {
    let options;
    try {
        const parsed = (0,_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .parseSubcommandArgs */ .cY)(argv, {
            ..._shared_js__WEBPACK_IMPORTED_MODULE_7__/* .ISOLATION_FLAG */ .ss,
            'agent-model': { type: 'string' },
            baseline: { type: 'string' },
        });
        const values = parsed.values;
        if (values.help) {
            io.out(RECORD_BASELINE_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
        }
        if (!env.ANTHROPIC_API_KEY)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('record-baseline calls the model: set ANTHROPIC_API_KEY');
        const globs = parsed.positionals.length > 0 ? parsed.positionals : _config_options_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_SCENARIO_GLOBS */ .Lj;
        options = (0,_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .subcommandRunOptions */ .x1)(values, env, cwd, globs);
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .sayNotices */ .$d)(io, 'record-baseline', options);
        const baseline = (0,_config_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .runBaselineOptions */ .P)({
            workspace: cwd,
            scenarioGlobs: globs,
            agentBaseline: values.baseline ?? '',
        });
        if (!baseline)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('record-baseline: no file to write: give --baseline FILE');
        options.agent = {
            mode: 'required',
            model: values['agent-model'] || _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_AGENT_MODEL */ .qj,
            apiKey: env.ANTHROPIC_API_KEY,
            baseline: { ...baseline, record: true },
        };
        // Judge criteria are part of a pass: graded as in a run.
        options.judge = { ...options.judge, mode: 'auto', model: _config_options_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_JUDGE_MODEL */ .sr, apiKey: env.ANTHROPIC_API_KEY };
        options.secrets = [...options.secrets, env.ANTHROPIC_API_KEY];
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .usageError */ .Wp)(io, 'record-baseline', error.message);
    }
    const result = await (0,_run_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runSuite */ .og)(options);
    io.out(`${(0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_4__.renderRunReport)(result, { color: false })}\n`);
    if (result.fileErrors.length > 0 || !(0,_run_index_js__WEBPACK_IMPORTED_MODULE_2__/* .matchedAnyFile */ .bp)(result) || result.serverError)
        return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_USAGE */ .Ri;
    let saved;
    try {
        saved = await (0,_baseline_save_js__WEBPACK_IMPORTED_MODULE_6__.saveBaseline)(result, options.agent.baseline, io);
    }
    catch (error) {
        io.err(`mcp-scenario-eval: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(error.message)}\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_FAILED */ .hj;
    }
    io.out(`${saved.written} baseline row${saved.written === 1 ? '' : 's'} recorded.\n`);
    // The scenarios' own rules do not decide this command: a low rate is what the baseline records.
    return saved.leftOut.length > 0 ? _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_FAILED */ .hj : _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
};
//# sourceMappingURL=record-baseline.js.map

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

//# sourceMappingURL=182.index.js.map