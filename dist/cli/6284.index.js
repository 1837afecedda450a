export const id = 6284;
export const ids = [6284,8693];
export const modules = {

/***/ 16284:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LINT_USAGE: () => (/* binding */ LINT_USAGE),
/* harmony export */   lint: () => (/* binding */ lint),
/* harmony export */   lintJson: () => (/* binding */ lintJson),
/* harmony export */   readSkip: () => (/* binding */ readSkip)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73679);
/* harmony import */ var _providers_choose_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36069);
/* harmony import */ var _mcp_index_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(76076);
/* harmony import */ var _mcp_surface_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(39023);
/* harmony import */ var _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18693);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61236);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40808);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96960);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(81961);
/* harmony import */ var _report_lint_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(71897);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(54191);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6587);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(13411);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(47728);
/* harmony import */ var _server_tools_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(54316);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(39544);
/* harmony import */ var _sarif_file_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(1375);


















const LINT_USAGE = `Usage: mcp-scenario-eval lint [server flags] [--json FILE] [--sarif FILE] [--strict] [--skip RULE…]

Checks the server's tool definitions as a model reads them: errors for what makes a
correct call impossible or what the model APIs refuse, warnings for what makes models
call wrong (each rule is in docs/server-tools.md). Also gives the tool list's size in
tokens: exact through the Messages API's token counting endpoint when
ANTHROPIC_API_KEY is set (ANTHROPIC_BASE_URL is honoured), estimated otherwise.

${(0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .serverFlagsHelp */ .uJ)('lint')}

Options:
  --json FILE            write the findings as JSON
  --sarif FILE           write the findings as SARIF 2.1.0 (GitHub code scanning);
                         suppressed ones carry their reason as a suppression
  --strict               warnings fail too (exit 1)
  --skip RULE            leave a rule out (repeat, or comma-separate)
  --suppressions FILE    rules silenced per tool, with a reason (default
                         ${_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.SUPPRESSIONS_FILE} in the working directory, if any)
  -h, --help

Rules: ${_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.RULE_IDS.join(', ')}

Exit code: 0 no error (no finding at all with --strict), 1 an error finding (or,
with --strict, a warning), 2 bad usage or a server that cannot start or list its tools.
`;
/** The lint report as written by `--json`. */
function lintJson(report, strict) {
    return `${JSON.stringify({
        generator: { name: 'mcp-scenario-eval', version: _version_js__WEBPACK_IMPORTED_MODULE_15__/* .PACKAGE_VERSION */ .i },
        failed: (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.failingFindings)(report, strict).length > 0,
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
        if (!(0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.isRuleId)(id)) {
            const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_9__/* .closest */ .kp)(id, _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.RULE_IDS);
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`--skip ${id}: no such rule${suggestion ? `; did you mean ${suggestion}?` : `; rules are ${_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.RULE_IDS.join(', ')}`}`);
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
    let sarif;
    let provider;
    try {
        const parsed = (0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .parseSubcommandArgs */ .cY)('lint', argv, {
            json: { type: 'string' },
            strict: { type: 'boolean' },
            skip: { type: 'string', multiple: true },
            suppressions: { type: 'string' },
        });
        values = parsed.values;
        if (values.help) {
            io.out(LINT_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": lint takes only flags`);
        skip = readSkip(values.skip ?? []);
        const settings = (0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .subcommandSettings */ .TS)('lint', values, env, cwd);
        options = settings.options;
        sarif = settings.values.reportSarif;
        // The platform of the token count, as a run would choose it (--provider, --model-id, the environment).
        provider = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveProvider */ .Kd)({
            provider: settings.values.provider,
            modelIds: settings.values.modelIds,
            anthropicApiKey: env.ANTHROPIC_API_KEY ?? '',
            face: 'cli',
        }, env).provider;
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .sayNotices */ .$d)(io, 'lint', options);
        const file = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, values.suppressions ?? _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.SUPPRESSIONS_FILE);
        suppressions = await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.loadSuppressions)(file, { required: values.suppressions !== undefined, cwd });
    }
    catch (error) {
        if (error instanceof _server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.SuppressionsError) {
            io.err(`mcp-scenario-eval lint: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeTerminal */ .en)(error.message)}\n`);
            return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_USAGE */ .Ri;
        }
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .usageError */ .Wp)(io, 'lint', error.message);
    }
    // Read before connecting: a server loaded in this process (`--server-module`) takes on a stub
    // server's environment, the key erased from it.
    const apiKey = env.ANTHROPIC_API_KEY ?? '';
    const target = (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_16__/* .describeTarget */ .f)(options);
    const listed = await (0,_server_tools_js__WEBPACK_IMPORTED_MODULE_12__/* .readServerTools */ .v)('lint', options, io, async (client) => ({
        tools: await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.listRawTools)(client, options.timeoutMs),
        surface: await (0,_mcp_surface_js__WEBPACK_IMPORTED_MODULE_17__.listServerSurface)(client, options.timeoutMs),
    }));
    if (listed === undefined)
        return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_USAGE */ .Ri;
    const { tools, surface } = listed;
    const secrets = [...options.secrets, ...(0,_providers_choose_js__WEBPACK_IMPORTED_MODULE_2__/* .providerSecrets */ .nf)(provider)];
    const report = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactDeep */ .KL)(await (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.lintToolList)(tools, {
        target,
        surface,
        skip,
        suppressions,
        tokens: { apiKey, ...(provider && { provider }), model: _config_options_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_JUDGE_MODEL */ .sr, timeoutMs: options.timeoutMs },
    }), secrets);
    const strict = values.strict === true;
    io.out((0,_report_lint_js__WEBPACK_IMPORTED_MODULE_8__/* .renderLintReport */ .EQ)(report));
    if (values.json !== undefined) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, values.json);
        try {
            await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeReportFile */ .a)(file, lintJson(report, strict));
        }
        catch (error) {
            io.err(`mcp-scenario-eval lint: could not write --json ${file}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeTerminal */ .en)((0,_mcp_session_js__WEBPACK_IMPORTED_MODULE_6__/* .messageOf */ .bD)(error))}\n`);
            return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_FAILED */ .hj;
        }
    }
    if (sarif && !(await (0,_sarif_file_js__WEBPACK_IMPORTED_MODULE_14__/* .writeSarifFile */ .V)(io, 'lint', { file: sarif, cwd }, { lint: report })))
        return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_FAILED */ .hj;
    return (0,_server_tools_lint_index_js__WEBPACK_IMPORTED_MODULE_3__.failingFindings)(report, strict).length > 0 ? _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_FAILED */ .hj : _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
};
//# sourceMappingURL=lint.js.map

/***/ }),

/***/ 1375:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeSarifFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(100);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81961);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6587);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13411);
// `--sarif FILE` of the subcommands that find things on the server's surface (`lint`, `fuzz`,
// `tools --diff`): their findings as the SARIF report a run writes, for GitHub code scanning.





/**
 * Writes the SARIF report to `file` as given (resolved against `cwd`); false, with the problem
 * said on stderr naming the flag and the file, when it cannot be written.
 */
async function writeSarifFile(io, command, where, sources, context = {}) {
    try {
        const text = (0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .renderSarif */ .WH)(sources, { generatorVersion: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .PACKAGE_VERSION */ .i, ...context });
        await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReportFile */ .a)(node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(where.cwd, where.file), text);
        return true;
    }
    catch (error) {
        io.err(`mcp-scenario-eval ${command}: could not write --sarif ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(where.file)}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(error.message)}\n`);
        return false;
    }
}
//# sourceMappingURL=sarif-file.js.map

/***/ }),

/***/ 54316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ readServerTools)
/* harmony export */ });
/* harmony import */ var _mcp_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76076);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40808);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96960);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81961);




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

/***/ 39544:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sayNotices),
/* harmony export */   TS: () => (/* binding */ subcommandSettings),
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   cY: () => (/* binding */ parseSubcommandArgs),
/* harmony export */   ld: () => (/* binding */ commandProvider),
/* harmony export */   uJ: () => (/* binding */ serverFlagsHelp),
/* harmony export */   x1: () => (/* binding */ subcommandRunOptions),
/* harmony export */   yV: () => (/* binding */ readFlagsOnly)
/* harmony export */ });
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46995);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73679);
/* harmony import */ var _providers_choose_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36069);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93966);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81961);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47728);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69973);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(73916);








/** The server flags of `command` as a help text block, from the table, the same for every command. */
function serverFlagsHelp(command) {
    const secrets = settingsOfAll(command)
        .filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].secret && _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].group === 'secret')
        .map((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].env)
        .join(', ');
    return `Server (one of):
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_7__/* .flagsHelp */ .zo)(command, ['server'])}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_7__/* .flagsHelp */ .zo)(command, ['oauth'])}
  Secrets are never flags (shell history, process lists): ${secrets}.`;
}
/** The settings `command` reads, flags or not (its secrets among them). */
function settingsOfAll(command) {
    return _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTING_KEYS */ .GS.filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].commands.includes(command));
}
/**
 * Parses a subcommand's arguments: the flags of the settings it takes (from the table), `-h/--help`
 * and its own. Throws ConfigError naming the flag on anything unknown (parse-args.ts).
 */
function parseSubcommandArgs(command, argv, own) {
    // Typed by the command's own flags; the settings' flags are read through the table (FlagValues).
    const parsed = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(argv, {
        ...(0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .flagOptions */ .v)(command),
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
    const read = (0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .readFlags */ .u)(command, values, env, cwd);
    const options = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .toRunOptions */ .pA)({
        ...read.config,
        scenarioGlobs,
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_JUDGE_MODEL */ .sr,
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
        io.err(`mcp-scenario-eval ${command}: notice: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(message)}\n`);
}
/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
function usageError(io, command, message) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(message)}\n${(0,_console_js__WEBPACK_IMPORTED_MODULE_5__/* .usageHint */ .n5)(command)}\n`);
    return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_USAGE */ .Ri;
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
            return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
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
/**
 * The platform a command that calls the model reaches Claude through (`--provider`, `--model-id`,
 * and the environment, as a run chooses it), with the secrets it holds; a ConfigError naming every
 * way to give one when there is none.
 */
function commandProvider(command, flags, env, cwd, otherModels = []) {
    const { values } = (0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .readFlags */ .u)(command, flags, env, cwd);
    const models = [values.agentModel, ...otherModels];
    const choice = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveProvider */ .Kd)({ provider: values.provider, modelIds: values.modelIds, anthropicApiKey: env.ANTHROPIC_API_KEY ?? '', face: 'cli' }, env, models);
    if (choice.provider)
        return { provider: choice.provider, secrets: (0,_providers_choose_js__WEBPACK_IMPORTED_MODULE_2__/* .providerSecrets */ .nf)(choice.provider) };
    const setting = values.provider ?? 'auto';
    if (setting === 'bedrock' || setting === 'vertex')
        throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${command} calls the model: ${choice.reason}`);
    throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${command} calls the model: set ANTHROPIC_API_KEY` +
        (setting === 'auto'
            ? ', or put AWS credentials and AWS_REGION (Amazon Bedrock) or a Google Cloud project and CLOUD_ML_REGION (Google Vertex AI) in the environment'
            : ''));
}
//# sourceMappingURL=shared.js.map

/***/ }),

/***/ 85466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ parseYamlFile),
/* harmony export */   I9: () => (/* binding */ yamlMapping),
/* harmony export */   Y3: () => (/* binding */ loadYamlFile),
/* harmony export */   al: () => (/* binding */ nonEmptyText),
/* harmony export */   oE: () => (/* binding */ lineMessage)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55156);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22645);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54191);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10080);
/* harmony import */ var _read_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75826);
/* harmony import */ var _schema_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34319);
/* harmony import */ var _yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40883);
/**
 * One loader for the YAML files a user writes beside the scenarios (the lint and fuzz suppressions
 * files): read under the scenario file's size limit (read-text.ts), parsed with positions, checked
 * against a zod schema. Every problem is a ScenarioFileError at its file, line and column, worded as
 * a scenario file's are: the parser's errors by yaml-errors.ts, an unknown key with the closest
 * allowed one, and each schema's own words for the rest (its zod `error` texts, and `yamlMapping`'s).
 */








/**
 * A mapping of a user's file with its keys and nothing else: `holds` says what it may have (it ends
 * an unknown key's message: `unknown key "x": did you mean "y"?; <holds>`), and `expected` is the
 * message for a value that is not a mapping.
 */
function yamlMapping(shape, words) {
    return zod__WEBPACK_IMPORTED_MODULE_5__.strictObject(shape, {
        error: (issue) => (issue.code === 'unrecognized_keys' ? words.holds : words.expected),
    });
}
/** A string with something in it, trimmed; `message` for anything else (missing, another type, blank). */
function nonEmptyText(message) {
    return zod__WEBPACK_IMPORTED_MODULE_5__.string({ error: message }).trim().min(1, { error: message, abort: true });
}
/**
 * Reads and checks a file. `missing: 'empty'` takes a file that does not exist as empty (the
 * schema then sees null); otherwise it is an error. `words` name the file in a too-large message.
 */
function loadYamlFile(file, shown, schema, { words, missing }) {
    const read = (0,_read_text_js__WEBPACK_IMPORTED_MODULE_2__/* .readUserText */ .n)(file, shown, words);
    if ('error' in read) {
        if (read.missing && missing === 'empty')
            return parseYamlFile('', shown, schema);
        const at = read.error.position;
        return { errors: [{ ...read.error, path: [] }], positionOf: () => at, unreadable: read.unreadable };
    }
    return parseYamlFile(read.text, shown, schema);
}
/** Parses and checks a file's text: never throws; the first problems come first (an unknown key before a missing one). */
function parseYamlFile(text, shown, schema) {
    const start = { file: shown, line: 1, column: 1 };
    const fail = (error) => ({
        errors: [{ ...error, path: [] }],
        positionOf: () => start,
    });
    // As for a scenario file: the parser recurses once per level of nesting, so measure the depth first.
    const deepest = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text, _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef);
    if (deepest.depth > _model_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .SCENARIO_NESTING_LIMIT */ .ef)
        return fail((0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .tooDeep */ .DI)(deepest, shown));
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
    }
    catch (error) {
        if (error instanceof RangeError)
            return fail((0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .tooDeep */ .DI)((0,_nesting_js__WEBPACK_IMPORTED_MODULE_6__/* .deepestPoint */ .b)(text), shown));
        throw error;
    }
    const at = (offset) => {
        const { line, col } = lines.linePos(offset);
        return { file: shown, line, column: col };
    };
    const rootPosition = at(doc.contents?.range[0] ?? 0);
    const positionOf = (path) => {
        const node = (path.length === 0 ? doc.contents : doc.getIn(path, true));
        return node?.range ? at(node.range[0]) : rootPosition;
    };
    if (doc.errors.length > 0)
        return { errors: (0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .syntaxErrors */ .B_)(doc, text, at).map((error) => ({ ...error, path: [] })), positionOf };
    const value = (0,_yaml_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .documentValue */ .H5)(doc, at);
    if ('error' in value)
        return { errors: [{ ...value.error, path: [] }], positionOf };
    const parsed = schema.safeParse(value.value);
    if (parsed.success)
        return { value: parsed.data, errors: [], positionOf };
    // A misspelt key is often why a required one is missing: it is said first.
    const issues = [...parsed.error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
    const errors = issues.flatMap((issue) => {
        const path = issue.path.filter((key) => typeof key !== 'symbol');
        if (issue.code === 'unrecognized_keys') {
            const allowed = keysAt(schema, path);
            return issue.keys.map((key) => {
                const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .kp)(key, allowed);
                return {
                    position: (0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .keyPosition */ .T)(doc, path, key, at) ?? positionOf(path),
                    message: `unknown key "${key}"${suggestion ? `: did you mean "${suggestion}"?` : ''}; ${issue.message}`,
                    path,
                };
            });
        }
        const node = (path.length === 0 ? doc.contents : doc.getIn(path, true));
        const position = node?.range ? at(node.range[0]) : (0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .mappingPosition */ .YA)(doc, path.slice(0, -1), at);
        return [{ position, message: issue.message, path }];
    });
    return { errors, positionOf };
}
/** The keys of the mapping the schema has at `path` (for an unknown key's did-you-mean); none when it is not a mapping. */
function keysAt(schema, path) {
    let node = schema;
    for (const key of [...path, undefined]) {
        node = unwrapped(node);
        if (key === undefined || node === undefined)
            break;
        const def = node._zod.def;
        if (def.type === 'object')
            node = def.shape[String(key)];
        else if (def.type === 'array')
            node = def.element;
        else
            node = undefined;
    }
    return node?._zod.def.type === 'object' ? Object.keys(node._zod.def.shape) : [];
}
/** The schema under optional, nullable, default and pipe wrappers: the one that sees the value. */
function unwrapped(node) {
    while (node) {
        const def = node._zod.def;
        if (def.innerType)
            node = def.innerType;
        else if (def.type === 'pipe' && def.in)
            node = def.in;
        else
            break;
    }
    return node;
}
/** An error as these files' messages say where: `file:line: message` (their tests and notes name lines). */
function lineMessage(position, message) {
    return `${position.file}:${position.line}: ${message}`;
}
//# sourceMappingURL=yaml-file.js.map

/***/ }),

/***/ 18693:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ANTHROPIC_TOOL_NAME_PATTERN: () => (/* reexport */ rules/* ANTHROPIC_TOOL_NAME_PATTERN */.bh),
  CONFUSABLE_BOILERPLATE_MIN_TOOLS: () => (/* reexport */ rules/* CONFUSABLE_BOILERPLATE_MIN_TOOLS */._m),
  CONFUSABLE_BOILERPLATE_SHARE: () => (/* reexport */ rules/* CONFUSABLE_BOILERPLATE_SHARE */.pj),
  CONFUSABLE_MIN_WORDS: () => (/* reexport */ rules/* CONFUSABLE_MIN_WORDS */.Iw),
  CONFUSABLE_SIMILARITY: () => (/* reexport */ rules/* CONFUSABLE_SIMILARITY */.df),
  FAMILIES: () => (/* reexport */ rules/* FAMILIES */.BU),
  JSON_SCHEMA_TYPES: () => (/* reexport */ rules/* JSON_SCHEMA_TYPES */.bl),
  MAX_NESTING_DEPTH: () => (/* reexport */ rules/* MAX_NESTING_DEPTH */.wM),
  MAX_TOOLS: () => (/* reexport */ rules/* MAX_TOOLS */.Bk),
  MAX_TOOL_LIST_TOKENS: () => (/* reexport */ rules/* MAX_TOOL_LIST_TOKENS */.op),
  MIN_DESCRIPTION_WORDS: () => (/* reexport */ rules/* MIN_DESCRIPTION_WORDS */.WC),
  OPENAI_TOOL_NAME_PATTERN: () => (/* reexport */ rules/* OPENAI_TOOL_NAME_PATTERN */.bV),
  RULES: () => (/* reexport */ rules/* RULES */.y0),
  RULE_IDS: () => (/* reexport */ rules/* RULE_IDS */.Iu),
  SELF_DESCRIBING_NAMES: () => (/* reexport */ rules/* SELF_DESCRIBING_NAMES */.Zc),
  SUPPRESSIONS_FILE: () => (/* reexport */ SUPPRESSIONS_FILE),
  SuppressionsError: () => (/* reexport */ SuppressionsError),
  applySuppressions: () => (/* reexport */ applySuppressions),
  asApiTools: () => (/* binding */ asApiTools),
  countToolListTokens: () => (/* binding */ countToolListTokens),
  estimateTokens: () => (/* binding */ estimateTokens),
  failingFindings: () => (/* reexport */ server_tools/* failingFindings */.v9),
  isRuleId: () => (/* reexport */ rules/* isRuleId */.KX),
  lintSurface: () => (/* reexport */ rules/* lintSurface */.j_),
  lintToolList: () => (/* binding */ lintToolList),
  lintTools: () => (/* reexport */ rules/* lintTools */.dZ),
  listRawTools: () => (/* binding */ listRawTools),
  loadSuppressions: () => (/* reexport */ loadSuppressions),
  mentions: () => (/* reexport */ rules/* mentions */.wy),
  parseSuppressions: () => (/* reexport */ parseSuppressions),
  poisoningFindings: () => (/* reexport */ rules/* poisoningFindings */.nB),
  toolListTokensFindings: () => (/* reexport */ rules/* toolListTokensFindings */.L0),
  toolTexts: () => (/* reexport */ rules/* toolTexts */.fX),
  wordsOf: () => (/* reexport */ rules/* wordsOf */.Z9)
});

// EXTERNAL MODULE: ./lib/mcp/tools.js
var tools = __webpack_require__(88207);
// EXTERNAL MODULE: ./lib/server-tools/lint/rules/index.js + 12 modules
var rules = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(55156);
// EXTERNAL MODULE: ./lib/util/closest.js
var closest = __webpack_require__(54191);
// EXTERNAL MODULE: ./lib/scenario/yaml-file.js
var yaml_file = __webpack_require__(85466);
;// CONCATENATED MODULE: ./lib/server-tools/lint/suppressions.js





/** The repository's lint suppressions, looked up in the working directory (the workspace in the action). */
const SUPPRESSIONS_FILE = '.mcp-scenario-eval-lint.yaml';
/** A suppressions file that cannot be used: the message names the file, line and value. */
class SuppressionsError extends Error {
}
const EXAMPLE = 'suppress:\n  - rule: optional-parameter-undescribed\n    tool: search\n    reason: "…why…"';
const suppressions_text = (key, hint = '') => (0,yaml_file/* nonEmptyText */.al)(`"${key}" must be a non-empty string${hint}`);
/** The file's format: every entry needs `rule` (a known id), `tool` and a non-empty `reason`: a silence without a reason is refused. */
const suppressionsSchema = (0,yaml_file/* yamlMapping */.I9)({
    suppress: schemas.array((0,yaml_file/* yamlMapping */.I9)({
        rule: suppressions_text('rule').check((ctx) => {
            if ((0,rules/* isRuleId */.KX)(ctx.value))
                return;
            const suggestion = (0,closest/* closest */.kp)(ctx.value, rules/* RULE_IDS */.Iu);
            ctx.issues.push({
                code: 'custom',
                input: ctx.value,
                message: `unknown rule "${ctx.value}"${suggestion ? `: did you mean "${suggestion}"?` : `; rules are ${rules/* RULE_IDS */.Iu.join(', ')}`}`,
            });
        }),
        tool: suppressions_text('tool'),
        reason: suppressions_text('reason', ': say why the finding is accepted'),
    }, {
        holds: 'an entry has rule, tool and reason',
        expected: 'each entry is a mapping with rule, tool and reason',
    }), { error: `"suppress" must be a list of entries, like:\n${EXAMPLE}` })
        .nullish(),
}, {
    holds: 'the file has one key, "suppress"',
    expected: `expected a mapping with a "suppress:" list, like:\n${EXAMPLE}`,
}).nullable();
/** Reads the suppressions file, or none when it does not exist (unless `required`: named by the flag). */
async function loadSuppressions(file, { required = false, cwd = process.cwd() } = {}) {
    const loaded = (0,yaml_file/* loadYamlFile */.Y3)(file, shownName(file, cwd), suppressionsSchema, {
        words: { called: 'a lint suppressions file', tooLarge: 'a suppressions file lists a few entries' },
        ...(required ? {} : { missing: 'empty' }),
    });
    if (loaded.unreadable !== undefined)
        throw new SuppressionsError(`cannot read the lint suppressions file ${file}: ${loaded.unreadable}`);
    return suppressionsOf(loaded);
}
/** `cwd`: the folder the file's name is shown relative to (the command's working directory). */
function parseSuppressions(text, file, cwd = process.cwd()) {
    return suppressionsOf((0,yaml_file/* parseYamlFile */.BU)(text, shownName(file, cwd), suppressionsSchema));
}
function shownName(file, cwd) {
    return external_node_path_.basename(file) === file ? file : external_node_path_.relative(cwd, file) || file;
}
/** The entries, each `where` its line; or the first problem, named by its entry's line when it is in one. */
function suppressionsOf(loaded) {
    const [first] = loaded.errors;
    if (first) {
        const entry = first.path[0] === 'suppress' && typeof first.path[1] === 'number';
        throw new SuppressionsError((0,yaml_file/* lineMessage */.oE)(entry ? loaded.positionOf(first.path.slice(0, 2)) : first.position, first.message));
    }
    return (loaded.value?.suppress ?? []).map((entry, index) => {
        const at = loaded.positionOf(['suppress', index]);
        return { rule: entry.rule, tool: entry.tool, reason: entry.reason, where: `${at.file}:${at.line}` };
    });
}
/** Marks each finding a suppression matches (keeping the reason), and returns the suppressions that matched nothing. */
function applySuppressions(findings, suppressions) {
    const used = new Set();
    for (const item of findings) {
        const match = suppressions.find((entry) => entry.rule === item.rule && (entry.tool === '*' || entry.tool === item.tool));
        if (match) {
            item.suppressed = match.reason;
            used.add(match);
        }
    }
    return suppressions.filter((entry) => !used.has(entry));
}
//# sourceMappingURL=suppressions.js.map
// EXTERNAL MODULE: ./lib/model/server-tools.js
var server_tools = __webpack_require__(30812);
// EXTERNAL MODULE: ./lib/util/tokens.js
var tokens = __webpack_require__(56548);
// EXTERNAL MODULE: ./lib/providers/choose.js
var choose = __webpack_require__(36069);
;// CONCATENATED MODULE: ./lib/server-tools/lint/index.js








/** Every tool the server lists, as sent (unvalidated: lint must see and name a bad definition). */
function listRawTools(client, timeoutMs) {
    return (0,tools/* listServerTools */.Xx)(client, timeoutMs, { raw: true });
}
/** The tool list as the Messages API takes it (`input_schema`), which is what a model is sent. */
function asApiTools(tools) {
    return tools.map((tool) => ({
        name: typeof tool.name === 'string' ? tool.name : '',
        ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
        input_schema: tool.inputSchema ?? { type: 'object' },
    }));
}
/** Estimated tokens of the tool list as it is sent (see CHARS_PER_TOKEN: the same figure as `tools --diff`). */
function estimateTokens(tools) {
    return (0,tokens/* estimateJsonTokens */.$)(asApiTools(tools));
}
/**
 * The tool list's size in tokens: exact through the Messages API's token counting endpoint (free;
 * the list with one short message, minus the same message alone, so the tool-use system prompt
 * the API adds is counted too, as a model pays it), estimated from its length otherwise. An API
 * error falls back to the estimate and says why: the size is information, never a pass or fail of
 * its own beyond the warning.
 */
async function countToolListTokens(tools, options) {
    const estimate = (note) => ({ count: estimateTokens(tools), method: 'estimated', note });
    const provider = (0,choose/* providerOf */.lc)(options);
    if (!provider)
        return estimate(`no ANTHROPIC_API_KEY set: about ${tokens/* CHARS_PER_TOKEN */.k} characters a token`);
    // The Bedrock SDK has no count_tokens (Amazon Bedrock does not serve it): estimated, and said so.
    if (provider.platform === 'bedrock')
        return estimate(`Amazon Bedrock has no token counting endpoint: about ${tokens/* CHARS_PER_TOKEN */.k} characters a token`);
    if (tools.length === 0)
        return { count: 0, method: 'exact', note: 'no tools' };
    try {
        // Loaded only when there is a platform to ask: a lint without one never pays for the SDK.
        const { countWithApi } = await __webpack_require__.e(/* import() */ 8231).then(__webpack_require__.bind(__webpack_require__, 68231));
        const count = await countWithApi(asApiTools(tools), { ...options, provider });
        return { count, method: 'exact', note: `counted for ${options.model}` };
    }
    catch (error) {
        return estimate(`the token counting endpoint failed (${error.message.split('\n')[0]}), so estimated`);
    }
}
/** Lints a tool list: every rule, the token size, then the repository's suppressions. */
async function lintToolList(tools, options) {
    const findings = (0,rules/* lintTools */.dZ)(tools, options.skip);
    if (options.surface)
        findings.push(...(0,rules/* lintSurface */.j_)(options.surface, tools, options.skip));
    const sizeSkipped = options.skip.has('tool-list-tokens');
    // With the size rule skipped, no key is spent on it: the size is still shown, estimated.
    const tokens = sizeSkipped
        ? { count: estimateTokens(tools), method: 'estimated', note: 'tool-list-tokens is skipped, so estimated' }
        : await countToolListTokens(tools, options.tokens);
    if (!sizeSkipped)
        findings.push(...(0,rules/* toolListTokensFindings */.L0)(tokens));
    const unusedSuppressions = applySuppressions(findings, options.suppressions);
    return {
        target: options.target,
        toolCount: tools.length,
        findings,
        tokens,
        skippedRules: [...options.skip],
        unusedSuppressions,
    };
}
//# sourceMappingURL=index.js.map

/***/ })

};

//# sourceMappingURL=6284.index.js.map