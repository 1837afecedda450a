export const id = 724;
export const ids = [724];
export const modules = {

/***/ 8724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RECORD_AGENT_USAGE: () => (/* binding */ RECORD_AGENT_USAGE),
/* harmony export */   recordAgent: () => (/* binding */ recordAgent)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _engine_agent_recording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6871);
/* harmony import */ var _engine_configure_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8186);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3341);
/* harmony import */ var _engine_options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7968);
/* harmony import */ var _report_diff_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2867);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2527);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1488);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5930);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9544);











const RECORD_AGENT_USAGE = `Usage: mcp-scenario-eval record-agent [FILES or globs…] [--agent-model NAME] [server flags]

Runs the agent scenarios (prompt:) of the files (default ${_engine_options_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_SCENARIO_GLOBS */ .Lj.join(' ')})
for real, with ANTHROPIC_API_KEY, and writes what the model said to
__recordings__/NAME.json beside each scenario file: the model, the system prompt,
the prompt, a hash of the tool list as the model saw it (and the list), and per
trial the model's replies in order with the tool results it was given at each
turn. Commit them: a run without a key replays them against the real server, and
fails when the tool list or a tool output changed since. Prints the diff of each
recording it changes. The run's secrets never reach a recording, and a scenario
with a failed API call is not written.

${_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .SERVER_FLAGS_HELP */ .gp}

Options:
  --agent-model NAME     for scenarios without model: (default ${_engine_options_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_AGENT_MODEL */ .qj})
  -h, --help

Exit code: 0 every agent scenario was recorded, 1 one could not be (or failed its
checks: it is still written, so the replay fails the same way), 2 bad usage, no key
or invalid files.
`;
const recordAgent = async (argv, env, io) => {
    let options;
    try {
        const parsed = (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .parseSubcommandArgs */ .cY)(argv, { 'agent-model': { type: 'string' } });
        const values = parsed.values;
        if (values.help) {
            io.out(RECORD_AGENT_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
        }
        if (!env.ANTHROPIC_API_KEY)
            throw new _engine_configure_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL('record-agent calls the model: set ANTHROPIC_API_KEY');
        const cwd = process.cwd();
        options = (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .subcommandRunOptions */ .x1)(values, env, cwd, parsed.positionals.length > 0 ? parsed.positionals : _engine_options_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_SCENARIO_GLOBS */ .Lj);
        options.agent = {
            mode: 'required',
            model: values['agent-model'] || _engine_options_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_AGENT_MODEL */ .qj,
            apiKey: env.ANTHROPIC_API_KEY,
            record: true,
        };
        options.secrets = [...options.secrets, env.ANTHROPIC_API_KEY];
    }
    catch (error) {
        if (!(error instanceof _engine_configure_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .usageError */ .Wp)(io, 'record-agent', error.message, RECORD_AGENT_USAGE);
    }
    let written = 0;
    const result = await (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .runSuite */ .og)(options, {
        onRecordings: async (recordings) => {
            for (const { scenario, recording } of recordings) {
                const file = (0,_engine_agent_recording_js__WEBPACK_IMPORTED_MODULE_2__/* .recordingPath */ .BP)(scenario.absolutePath, scenario.name);
                const shown = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(options.workspace, file).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
                const before = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => '');
                const after = (0,_engine_agent_recording_js__WEBPACK_IMPORTED_MODULE_2__/* .renderRecording */ .C4)(recording);
                if (before === after) {
                    io.out(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(shown)}: unchanged\n`);
                    continue;
                }
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, after);
                written++;
                io.out(`${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeName */ .L$)(shown)}: ${before ? 'updated' : 'written'}\n${(0,_report_diff_js__WEBPACK_IMPORTED_MODULE_5__/* .renderUnifiedDiff */ .i)(shown, before, after)}\n`);
            }
        },
    });
    io.out(`${(0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_7__/* .renderRunReport */ .Af)(result, { color: false })}\n`);
    if (result.fileErrors.length > 0 || !(0,_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .matchedAnyFile */ .bp)(result) || result.serverError)
        return _console_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_USAGE */ .Ri;
    const agents = result.scenarios.filter((scenario) => scenario.agent);
    io.out(`${written} recording${written === 1 ? '' : 's'} written or updated, of ${agents.length} agent scenarios.\n`);
    return (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_4__/* .runFailed */ .Np)(result) ? _console_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_FAILED */ .hj : _console_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
};
//# sourceMappingURL=record-agent.js.map

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
  --server-env KEY=VALUE add to the server-command process's environment
                         (repeatable); \${MCP_EVAL_SCENARIO_DIR} is a fresh
                         empty directory per server process
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
/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
function usageError(io, command, message, _usage) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(message)}\n${(0,_console_js__WEBPACK_IMPORTED_MODULE_3__/* .usageHint */ .n5)(command)}\n`);
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

/***/ 2867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ renderUnifiedDiff)
/* harmony export */ });
/* unused harmony export DIFF_CONTEXT_LINES */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2527);

/** Unchanged lines shown around each change. */
const DIFF_CONTEXT_LINES = 2;
/** Past this many lines between the common start and end, the middle is shown as replaced whole. */
const MAX_DIFF_MIDDLE_LINES = 4_000;
/** Line operations turning `a` into `b`: longest common subsequence over the part that differs. */
function diffLines(a, b) {
    let prefix = 0;
    while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < a.length - prefix &&
        suffix < b.length - prefix &&
        a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
        suffix++;
    const ops = [];
    const same = (i, j) => ops.push({ kind: ' ', text: a[i], oldLine: i + 1, newLine: j + 1 });
    for (let i = 0; i < prefix; i++)
        same(i, i);
    const midA = a.slice(prefix, a.length - suffix);
    const midB = b.slice(prefix, b.length - suffix);
    if (midA.length * midB.length > MAX_DIFF_MIDDLE_LINES * MAX_DIFF_MIDDLE_LINES ||
        midA.length === 0 ||
        midB.length === 0) {
        midA.forEach((text, k) => ops.push({ kind: '-', text, oldLine: prefix + k + 1, newLine: prefix + 1 }));
        midB.forEach((text, k) => ops.push({ kind: '+', text, oldLine: prefix + midA.length + 1, newLine: prefix + k + 1 }));
    }
    else {
        // lcs[i][j]: length of the LCS of midA[i..] and midB[j..].
        const lcs = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
        for (let i = midA.length - 1; i >= 0; i--)
            for (let j = midB.length - 1; j >= 0; j--)
                lcs[i][j] = midA[i] === midB[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        let i = 0;
        let j = 0;
        while (i < midA.length || j < midB.length) {
            if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
                same(prefix + i, prefix + j);
                i++;
                j++;
            }
            else if (i < midA.length && (j === midB.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
                // Removals before additions, as `diff -u` prints a changed line.
                ops.push({ kind: '-', text: midA[i], oldLine: prefix + i + 1, newLine: prefix + j + 1 });
                i++;
            }
            else {
                ops.push({ kind: '+', text: midB[j], oldLine: prefix + i + 1, newLine: prefix + j + 1 });
                j++;
            }
        }
    }
    for (let k = 0; k < suffix; k++)
        same(a.length - suffix + k, b.length - suffix + k);
    return ops;
}
/**
 * A unified diff of one file (`--- file` / `+++ file`, `@@` hunks with DIFF_CONTEXT_LINES of
 * context), as `diff -u` prints it, so it reads as people expect and pastes into a review. The
 * lines come from a scenario file that may hold server output: they are escaped for the terminal.
 * Returns '' when nothing changed.
 */
function renderUnifiedDiff(file, before, after) {
    if (before === after)
        return '';
    const ops = diffLines(before.split('\n'), after.split('\n'));
    const changed = ops.map((op, index) => (op.kind === ' ' ? -1 : index)).filter((index) => index >= 0);
    const hunks = [];
    for (const index of changed) {
        const start = Math.max(0, index - DIFF_CONTEXT_LINES);
        const end = Math.min(ops.length - 1, index + DIFF_CONTEXT_LINES);
        const last = hunks.at(-1);
        if (last && start <= last[1] + 1)
            last[1] = Math.max(last[1], end);
        else
            hunks.push([start, end]);
    }
    const lines = [`--- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(file)}`, `+++ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(file)}`];
    for (const [start, end] of hunks) {
        const slice = ops.slice(start, end + 1);
        const oldCount = slice.filter((op) => op.kind !== '+').length;
        const newCount = slice.filter((op) => op.kind !== '-').length;
        const oldStart = slice.find((op) => op.kind !== '+')?.oldLine ?? slice[0].oldLine - 1;
        const newStart = slice.find((op) => op.kind !== '-')?.newLine ?? slice[0].newLine - 1;
        lines.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
        for (const op of slice)
            lines.push(`${op.kind}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(op.text)}`);
    }
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=diff.js.map

/***/ })

};

//# sourceMappingURL=724.index.js.map