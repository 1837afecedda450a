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
/* harmony import */ var _mcp_index_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6076);
/* harmony import */ var _mcp_surface_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(9023);
/* harmony import */ var _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8229);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1236);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(808);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6960);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1961);
/* harmony import */ var _report_lint_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1897);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4191);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6587);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3411);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7728);
/* harmony import */ var _server_tools_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4316);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9544);
















const LINT_USAGE = `Usage: mcp-scenario-eval lint [server flags] [--json FILE] [--strict] [--skip RULE…]

Checks the server's tool definitions as a model reads them: errors for what makes a
correct call impossible or what the model APIs refuse, warnings for what makes models
call wrong (each rule is in docs/server-tools.md). Also gives the tool list's size in
tokens: exact through the Messages API's token counting endpoint when
ANTHROPIC_API_KEY is set (ANTHROPIC_BASE_URL is honoured), estimated otherwise.

${(0,_shared_js__WEBPACK_IMPORTED_MODULE_12__/* .serverFlagsHelp */ .uJ)('lint')}

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
        generator: { name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_13__/* .PACKAGE_VERSION */ .i },
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
            const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_8__/* .closest */ .kp)(id, _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.RULE_IDS);
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
        const parsed = (0,_shared_js__WEBPACK_IMPORTED_MODULE_12__/* .parseSubcommandArgs */ .cY)('lint', argv, {
            json: { type: 'string' },
            strict: { type: 'boolean' },
            skip: { type: 'string', multiple: true },
            suppressions: { type: 'string' },
        });
        values = parsed.values;
        if (values.help) {
            io.out(LINT_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": lint takes only flags`);
        skip = readSkip(values.skip ?? []);
        options = (0,_shared_js__WEBPACK_IMPORTED_MODULE_12__/* .subcommandRunOptions */ .x1)('lint', values, env, cwd);
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_12__/* .sayNotices */ .$d)(io, 'lint', options);
        const file = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, values.suppressions ?? _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.SUPPRESSIONS_FILE);
        suppressions = await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.loadSuppressions)(file, { required: values.suppressions !== undefined, cwd });
    }
    catch (error) {
        if (error instanceof _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.SuppressionsError) {
            io.err(`mcp-scenario-eval lint: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)(error.message)}\n`);
            return _console_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_USAGE */ .Ri;
        }
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_12__/* .usageError */ .Wp)(io, 'lint', error.message);
    }
    // Read before connecting: a server loaded in this process (`--server-module`) takes on a stub
    // server's environment, the key erased from it.
    const apiKey = env.ANTHROPIC_API_KEY ?? '';
    const target = (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_14__/* .describeTarget */ .f)(options);
    const listed = await (0,_server_tools_js__WEBPACK_IMPORTED_MODULE_11__/* .readServerTools */ .v)('lint', options, io, async (client) => ({
        tools: await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.listRawTools)(client, options.timeoutMs),
        surface: await (0,_mcp_surface_js__WEBPACK_IMPORTED_MODULE_15__.listServerSurface)(client, options.timeoutMs),
    }));
    if (listed === undefined)
        return _console_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_USAGE */ .Ri;
    const { tools, surface } = listed;
    const secrets = apiKey ? [...options.secrets, apiKey] : options.secrets;
    const report = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactDeep */ .KL)(await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.lintToolList)(tools, {
        target,
        surface,
        skip,
        suppressions,
        tokens: { apiKey, model: _config_options_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_JUDGE_MODEL */ .sr, timeoutMs: options.timeoutMs },
    }), secrets);
    const strict = values.strict === true;
    io.out((0,_report_lint_js__WEBPACK_IMPORTED_MODULE_7__/* .renderLintReport */ .EQ)(report));
    if (values.json !== undefined) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, values.json);
        try {
            await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_9__/* .writeReportFile */ .a)(file, lintJson(report, strict));
        }
        catch (error) {
            io.err(`mcp-scenario-eval lint: could not write --json ${file}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeTerminal */ .en)((0,_mcp_session_js__WEBPACK_IMPORTED_MODULE_5__/* .messageOf */ .bD)(error))}\n`);
            return _console_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_FAILED */ .hj;
        }
    }
    return (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_2__.failingFindings)(report, strict).length > 0 ? _console_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_FAILED */ .hj : _console_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
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
/* harmony export */   TS: () => (/* binding */ subcommandSettings),
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   cY: () => (/* binding */ parseSubcommandArgs),
/* harmony export */   uJ: () => (/* binding */ serverFlagsHelp),
/* harmony export */   x1: () => (/* binding */ subcommandRunOptions),
/* harmony export */   yV: () => (/* binding */ readFlagsOnly)
/* harmony export */ });
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6995);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7526);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1641);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1961);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7728);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9973);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3916);







/** The server flags of `command` as a help text block, from the table, the same for every command. */
function serverFlagsHelp(command) {
    const secrets = settingsOfAll(command)
        .filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .yy[key].secret && _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .yy[key].group === 'secret')
        .map((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .yy[key].env)
        .join(', ');
    return `Server (one of):
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagsHelp */ .zo)(command, ['server'])}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagsHelp */ .zo)(command, ['oauth'])}
  Secrets are never flags (shell history, process lists): ${secrets}.`;
}
/** The settings `command` reads, flags or not (its secrets among them). */
function settingsOfAll(command) {
    return _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTING_KEYS */ .GS.filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SETTINGS */ .yy[key].commands.includes(command));
}
/**
 * Parses a subcommand's arguments: the flags of the settings it takes (from the table), `-h/--help`
 * and its own. Throws ConfigError naming the flag on anything unknown (parse-args.ts).
 */
function parseSubcommandArgs(command, argv, own) {
    // Typed by the command's own flags; the settings' flags are read through the table (FlagValues).
    const parsed = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(argv, {
        ...(0,_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .flagOptions */ .v)(command),
        help: { type: 'boolean', short: 'h' },
        ...own,
    });
    return parsed;
}
/**
 * The settings of a subcommand and its engine options, built the way a run builds them
 * (`toRunOptions`), so stub and live transports, secrets and error messages behave as in a run. The
 * judge is off and one scenario runs at a time: authoring commands look at what the server says in
 * file order, they never grade it (and never spend tokens); a command that does sets its own.
 */
function subcommandSettings(command, values, env, cwd, scenarioGlobs = []) {
    const read = (0,_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .readFlags */ .u)(command, values, env, cwd);
    const options = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .toRunOptions */ .pA)({
        ...read.config,
        scenarioGlobs,
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: _config_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_JUDGE_MODEL */ .sr,
        judgeConcurrency: 1,
        concurrency: 1,
        shard: '',
        filter: '',
    });
    return { options, values: read.values };
}
/** The engine options of a subcommand (subcommandSettings). */
function subcommandRunOptions(command, values, env, cwd, scenarioGlobs = []) {
    return subcommandSettings(command, values, env, cwd, scenarioGlobs).options;
}
/**
 * Says on stderr what the settings call for telling the user (a `--server-env` variable named like
 * a secret, treated as one), as a run does: a subcommand redacts the same values.
 */
function sayNotices(io, command, options) {
    for (const message of options.notices ?? [])
        io.err(`mcp-scenario-eval ${command}: notice: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(message)}\n`);
}
/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
function usageError(io, command, message) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(message)}\n${(0,_console_js__WEBPACK_IMPORTED_MODULE_4__/* .usageHint */ .n5)(command)}\n`);
    return _console_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
}
/**
 * The arguments of a subcommand that takes flags only (`ping`, `tools`): its values and engine
 * options, or the exit code when it printed its help (0) or a usage error (2).
 */
function readFlagsOnly(command, usage, own, argv, env, io, cwd = process.cwd()) {
    try {
        const parsed = parseSubcommandArgs(command, argv, own);
        const values = parsed.values;
        if (values.help) {
            io.out(usage);
            return _console_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
        const { options, values: settings } = subcommandSettings(command, values, env, cwd);
        sayNotices(io, command, options);
        return { values, options, settings };
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