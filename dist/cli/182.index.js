export const id = 182;
export const ids = [182,9397];
export const modules = {

/***/ 59397:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   saveBaseline: () => (/* binding */ saveBaseline)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _kinds_agent_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81602);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81961);
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
        const { renderUnifiedDiff } = await Promise.all(/* import() */[__webpack_require__.e(5725), __webpack_require__.e(2867)]).then(__webpack_require__.bind(__webpack_require__, 52867));
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(options.label)}: ${beforeText ? 'updated' : 'written'}\n${renderUnifiedDiff(options.label, beforeText, after)}\n`);
    }
    for (const line of leftOut)
        io.err(`mcp-scenario-eval: not in the baseline: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeName */ .L$)(line)}\n`);
    return { written: rows.length, leftOut };
}
//# sourceMappingURL=baseline-save.js.map

/***/ }),

/***/ 30182:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RECORD_BASELINE_USAGE: () => (/* binding */ RECORD_BASELINE_USAGE),
/* harmony export */   recordBaseline: () => (/* binding */ recordBaseline)
/* harmony export */ });
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73679);
/* harmony import */ var _config_baseline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68547);
/* harmony import */ var _run_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12420);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61236);
/* harmony import */ var _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(93119);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81961);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91488);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47728);
/* harmony import */ var _baseline_save_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(59397);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(73916);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(39544);











const RECORD_BASELINE_USAGE = `Usage: mcp-scenario-eval record-baseline [FILES or globs…] [--baseline FILE] [--agent-model NAME] [server flags]

Runs the agent scenarios (prompt:) of the files (default ${_config_options_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SCENARIO_GLOBS */ .Lj.join(' ')})
for real, with ANTHROPIC_API_KEY, every one of their trials (max_trials with
pass_rate, else trials: no early stop, a baseline is an estimate), and writes
their pass rates to the agent baseline (default ${_kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_BASELINE_NAME */ .o} beside the
first glob): per scenario, model and phrasing, the passes, the trials, and a
fingerprint of what the rate depends on (the prompt, the system prompt, the
model, the tool list as the model saw it, the checks), each part hashed on its
own. Rows of scenarios not run are kept. Prints the diff. Commit it: a run that
finds it compares each agent scenario with its row and fails on a significant
drop. A scenario with an errored trial is not written.

${(0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .serverFlagsHelp */ .uJ)('record-baseline')}

Options:
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_8__/* .flagHelp */ .QR)('agentBaseline', 'record-baseline')}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_8__/* .flagHelp */ .QR)('agentModel', 'record-baseline')}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_8__/* .flagHelp */ .QR)('agentTimeoutMs', 'record-baseline')}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_8__/* .flagHelp */ .QR)('isolation', 'record-baseline')}
  -h, --help

Exit code: 0 every agent scenario was recorded, 1 one could not be (an errored
trial; a scenario that failed its own rule is still written: the rate is the
finding), 2 bad usage, no key or invalid files.
`;
const recordBaseline = async (argv, env, io, cwd = process.cwd()) => {
    let options;
    try {
        const parsed = (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .parseSubcommandArgs */ .cY)('record-baseline', argv, {});
        const values = parsed.values;
        if (values.help) {
            io.out(RECORD_BASELINE_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
        }
        const { provider, secrets } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .commandProvider */ .ld)('record-baseline', values, env, cwd, [_config_options_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_JUDGE_MODEL */ .sr]);
        const globs = parsed.positionals.length > 0 ? parsed.positionals : _config_options_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SCENARIO_GLOBS */ .Lj;
        let settings;
        ({ options, values: settings } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .subcommandSettings */ .TS)('record-baseline', values, env, cwd, globs));
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .sayNotices */ .$d)(io, 'record-baseline', options);
        const baseline = (0,_config_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .runBaselineOptions */ .P)({
            workspace: cwd,
            scenarioGlobs: globs,
            agentBaseline: settings.agentBaseline,
        });
        if (!baseline)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('record-baseline: no file to write: give --baseline FILE');
        options.agent = {
            mode: 'required',
            model: settings.agentModel,
            provider,
            timeoutMs: settings.agentTimeoutMs,
            baseline: { ...baseline, record: true },
        };
        // Judge criteria are part of a pass: graded as in a run.
        options.judge = { ...options.judge, mode: 'auto', model: _config_options_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_JUDGE_MODEL */ .sr, provider };
        delete options.judge.unavailable;
        options.secrets = [...options.secrets, ...secrets];
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .usageError */ .Wp)(io, 'record-baseline', error.message);
    }
    const result = await (0,_run_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runSuite */ .og)(options);
    io.out(`${(0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_5__.renderRunReport)(result, { color: false })}\n`);
    if (result.fileErrors.length > 0 || !(0,_run_index_js__WEBPACK_IMPORTED_MODULE_2__/* .matchedAnyFile */ .bp)(result) || result.serverError)
        return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_USAGE */ .Ri;
    let saved;
    try {
        saved = await (0,_baseline_save_js__WEBPACK_IMPORTED_MODULE_7__.saveBaseline)(result, options.agent.baseline, io);
    }
    catch (error) {
        io.err(`mcp-scenario-eval: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(error.message)}\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_FAILED */ .hj;
    }
    io.out(`${saved.written} baseline row${saved.written === 1 ? '' : 's'} recorded.\n`);
    // The scenarios' own rules do not decide this command: a low rate is what the baseline records.
    return saved.leftOut.length > 0 ? _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_FAILED */ .hj : _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
};
//# sourceMappingURL=record-baseline.js.map

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

/***/ })

};

//# sourceMappingURL=182.index.js.map