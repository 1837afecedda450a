export const id = 8724;
export const ids = [8724];
export const modules = {

/***/ 8724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RECORD_AGENT_USAGE: () => (/* binding */ RECORD_AGENT_USAGE),
/* harmony export */   recordAgent: () => (/* binding */ recordAgent)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _kinds_agent_recording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65214);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73679);
/* harmony import */ var _run_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12420);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61236);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73916);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(81961);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(91488);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(47728);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(39544);











const RECORD_AGENT_USAGE = `Usage: mcp-scenario-eval record-agent [FILES or globs…] [--agent-model NAME] [server flags]

Runs the agent scenarios (prompt:) of the files (default ${_config_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_SCENARIO_GLOBS */ .Lj.join(' ')})
for real, with ANTHROPIC_API_KEY or Bedrock/Vertex credentials (--provider), and
writes what the model said to __recordings__/NAME.json beside each scenario
file: the model, the system prompt, the prompt, a hash of the tool list as the
model saw it (and the list), and per trial the model's replies in order with the
tool results it was given at each turn. Commit them: a run without a key replays
them against the real server, and fails when the tool list or a tool output
changed since. Prints the diff of each recording it changes. The run's secrets
never reach a recording, and a scenario with a failed API call is not written.

${(0,_shared_js__WEBPACK_IMPORTED_MODULE_10__/* .serverFlagsHelp */ .uJ)('record-agent')}

Options:
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagHelp */ .QR)('agentModel', 'record-agent')}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagHelp */ .QR)('agentTimeoutMs', 'record-agent')}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagHelp */ .QR)('provider', 'record-agent')}
  -h, --help

Exit code: 0 every agent scenario was recorded, 1 one could not be (or failed its
checks: it is still written, so the replay fails the same way), 2 bad usage, no key
or invalid files.
`;
const recordAgent = async (argv, env, io, cwd = process.cwd()) => {
    let options;
    try {
        const parsed = (0,_shared_js__WEBPACK_IMPORTED_MODULE_10__/* .parseSubcommandArgs */ .cY)('record-agent', argv, {});
        const values = parsed.values;
        if (values.help) {
            io.out(RECORD_AGENT_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
        }
        // Before the server settings: without a way to the model there is nothing to record.
        const { provider, secrets } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_10__/* .commandProvider */ .ld)('record-agent', values, env, cwd);
        let settings;
        ({ options, values: settings } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_10__/* .subcommandSettings */ .TS)('record-agent', values, env, cwd, parsed.positionals.length > 0 ? parsed.positionals : _config_options_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_SCENARIO_GLOBS */ .Lj));
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_10__/* .sayNotices */ .$d)(io, 'record-agent', options);
        options.agent = {
            mode: 'required',
            model: settings.agentModel,
            provider,
            timeoutMs: settings.agentTimeoutMs,
            record: true,
        };
        options.secrets = [...options.secrets, ...secrets];
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_10__/* .usageError */ .Wp)(io, 'record-agent', error.message);
    }
    let written = 0;
    const result = await (0,_run_index_js__WEBPACK_IMPORTED_MODULE_4__/* .runSuite */ .og)(options, {
        onRecordings: async (recordings) => {
            for (const { scenario, recording } of recordings) {
                const file = (0,_kinds_agent_recording_js__WEBPACK_IMPORTED_MODULE_2__/* .recordingPath */ .BP)(scenario.absolutePath, scenario.name);
                const shown = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(options.workspace, file).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
                const before = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => '');
                const after = (0,_kinds_agent_recording_js__WEBPACK_IMPORTED_MODULE_2__/* .renderRecording */ .C4)(recording);
                if (before === after) {
                    io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(shown)}: unchanged\n`);
                    continue;
                }
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, after);
                written++;
                const { renderUnifiedDiff } = await Promise.all(/* import() */[__webpack_require__.e(5725), __webpack_require__.e(2867)]).then(__webpack_require__.bind(__webpack_require__, 52867));
                io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(shown)}: ${before ? 'updated' : 'written'}\n${renderUnifiedDiff(shown, before, after)}\n`);
            }
        },
    });
    io.out(`${(0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_8__.renderRunReport)(result, { color: false })}\n`);
    if (result.fileErrors.length > 0 || !(0,_run_index_js__WEBPACK_IMPORTED_MODULE_4__/* .matchedAnyFile */ .bp)(result) || result.serverError)
        return _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_USAGE */ .Ri;
    const agents = result.scenarios.filter((scenario) => scenario.agent);
    io.out(`${written} recording${written === 1 ? '' : 's'} written or updated, of ${agents.length} agent scenarios.\n`);
    return (0,_run_index_js__WEBPACK_IMPORTED_MODULE_4__/* .runFailed */ .Np)(result) ? _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_FAILED */ .hj : _console_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
};
//# sourceMappingURL=record-agent.js.map

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

/***/ 65214:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ recordingPath),
/* harmony export */   C4: () => (/* binding */ renderRecording),
/* harmony export */   D$: () => (/* binding */ readRecordings),
/* harmony export */   Dv: () => (/* binding */ REPLAY_CHECK),
/* harmony export */   Gh: () => (/* binding */ promptOf),
/* harmony export */   Ze: () => (/* binding */ recordingSource),
/* harmony export */   mn: () => (/* binding */ toolsForRecording),
/* harmony export */   p9: () => (/* binding */ replaySource),
/* harmony export */   w8: () => (/* binding */ recordingLabel)
/* harmony export */ });
/* unused harmony exports RECORDING_VERSION, toolsHash, lastToolResults, lastToolErrors, ReplayMismatch, RERECORD_HINT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40808);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31452);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68884);






/**
 * Recordings of the model's side of agent scenarios (issue 19): one JSON file per scenario in
 * `__recordings__/` beside its scenario file, committed and reviewed, replayed on every pull request
 * without a key against the real server. A replay fails when what the model would see changed.
 */
/** Version of the recording layout; a change that old recordings cannot be read with bumps it. */
const RECORDING_VERSION = 1;
/** Where a scenario's recording lives: `<dir of the scenario file>/__recordings__/<name>.json`. */
function recordingPath(scenarioFile, scenarioName) {
    // A row of a scenario on several models is `NAME [model]`; a model ID never makes a directory.
    return node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(scenarioFile), '__recordings__', `${scenarioName.replace(/[/\\]/g, '_')}.json`);
}
/**
 * The scenario's recording as the workspace names it (`<dir of its file>/__recordings__/<name>.json`,
 * `/`-separated): what the reports print, where `recordingPath` is the file to open.
 */
function recordingLabel(scenario) {
    return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(scenario.position.file), '__recordings__', `${scenario.name.replace(/[/\\]/g, '_')}.json`);
}
/** The tool list as the model sees it, in a stable form: sorted keys, so the hash is stable. */
function toolsForRecording(tools) {
    return tools.map((tool) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .sortKeysDeep */ .$E)({
        name: tool.name,
        description: tool.description ?? null,
        input_schema: tool.input_schema,
    }));
}
/** Whether two tool lists hold the same tools (as the model sees them), in whatever order. */
function sameToolSet(a, b) {
    const keys = (tools) => toolsForRecording(tools)
        .map((tool) => JSON.stringify(tool))
        .sort();
    return a.length === b.length && JSON.stringify(keys(a)) === JSON.stringify(keys(b));
}
function toolsHash(tools) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify(toolsForRecording(tools)))
        .digest('hex');
}
/** The tool results of a request's last user message, as text: what the model is about to read. */
function lastToolResults(request) {
    const last = request.messages.at(-1);
    if (!last || last.role !== 'user' || typeof last.content === 'string')
        return [];
    return last.content
        .filter((block) => block.type === 'tool_result')
        .map((block) => {
        const content = block.content;
        if (typeof content === 'string')
            return content;
        if (Array.isArray(content))
            return content
                .map((part) => part.type === 'text' ? (part.text ?? '') : JSON.stringify(part))
                .join('\n');
        return JSON.stringify(content ?? '');
    });
}
/** Whether each tool result of a request's last user message is an error (`is_error`). */
function lastToolErrors(request) {
    const last = request.messages.at(-1);
    if (!last || last.role !== 'user' || typeof last.content === 'string')
        return [];
    return last.content
        .filter((block) => block.type === 'tool_result')
        .map((block) => block.is_error === true);
}
/** The check a replay mismatch fails, as the reports name it (and the trial's `errorSubject`). */
const REPLAY_CHECK = 'replay of the recording';
/** Why a recording cannot be replayed for this scenario, when it cannot. */
class ReplayMismatch extends _types_js__WEBPACK_IMPORTED_MODULE_5__/* .ModelError */ .me {
    what = REPLAY_CHECK;
}
const RERECORD_HINT = 'run `npx mcp-scenario-eval record-agent <file>` with ANTHROPIC_API_KEY, or Bedrock/Vertex credentials (--provider), to re-record';
/**
 * Replays recordings: each request gets the reply recorded for that scenario, trial and turn, after
 * checking that the model would have seen the same thing (the tool list, and the tool results it
 * was given). Makes no network call. `secrets` are the run's, which the recording was scrubbed of.
 */
function replaySource(recordings, secrets = []) {
    return {
        async reply(request, at) {
            const recording = recordings.get(at.scenario);
            if (!recording)
                throw new ReplayMismatch(`no recording for scenario "${at.scenario}": ${RERECORD_HINT}`);
            if (recording.model !== request.model)
                throw new ReplayMismatch(`the recording was made with model ${recording.model}, the scenario now asks for ${request.model}: ${RERECORD_HINT}`);
            // Each trial is compared with the phrasing it was recorded with (`prompts:` rotates through them).
            // A trial not recorded at all is said so below ("no reply for trial N").
            const recorded = recording.trials[at.trial - 1];
            const asked = recorded ? (recorded.prompt ?? recording.prompt) : undefined;
            const trialLabel = recording.trials.length > 1 ? `trial ${at.trial}: ` : '';
            if (asked !== undefined && asked !== promptOf(request)) {
                // With prompt_from, the server renders the prompt: its rendering changed since the recording.
                const { lineDiff } = await __webpack_require__.e(/* import() */ 5244).then(__webpack_require__.bind(__webpack_require__, 35244));
                throw new ReplayMismatch(`${trialLabel}the recording was made for another prompt or system prompt: the prompt (as written, or as the server's prompt renders it with prompt_from) changed:\n${lineDiff(asked, promptOf(request))}\n${RERECORD_HINT}`);
            }
            if (recording.system !== (request.system ?? null))
                throw new ReplayMismatch(`${trialLabel}the recording was made for another prompt or system prompt: ${RERECORD_HINT}`);
            const removed = removedToolsUsed(recording, request.tools);
            if (removed.length > 0)
                throw new ReplayMismatch(`the server no longer has ${removed.length === 1 ? 'the tool' : 'the tools'} ${removed.join(', ')}, ` +
                    `which the recorded model called, so the recording cannot be replayed: ${RERECORD_HINT}`);
            // Compared as a set: a server that lists the same tools in another order offers the same choice.
            if (toolsHash(request.tools) !== recording.toolsHash && !sameToolSet(recording.tools, request.tools)) {
                const { toolListDiff } = await __webpack_require__.e(/* import() */ 5244).then(__webpack_require__.bind(__webpack_require__, 35244));
                throw new ReplayMismatch(`the tool list changed since the recording, so the model might now choose differently:\n${toolListDiff(toolsForRecording(recording.tools), toolsForRecording(request.tools))}\n${RERECORD_HINT}`);
            }
            const trial = recording.trials[at.trial - 1];
            const turn = trial?.turns[at.turn - 1];
            if (!turn)
                throw new ReplayMismatch(`the recording has no reply for trial ${at.trial}, turn ${at.turn} (it holds ${recording.trials.length} trials): ${RERECORD_HINT}`);
            // Scrubbed as the recording was, so an output that holds a secret of the run compares equal.
            const now = lastToolResults(request).map((text) => (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text, secrets));
            const errorsNow = lastToolErrors(request);
            for (const [index, recorded] of (turn.toolErrors ?? []).entries()) {
                if (errorsNow[index] === recorded)
                    continue;
                throw new ReplayMismatch(`trial ${at.trial}, turn ${at.turn}: tool result ${index + 1} ${errorsNow[index] ? 'is now an error (isError: true)' : 'is no longer an error'}; ` +
                    `when recorded it ${recorded ? 'was' : 'was not'}, so the model's next move was made on another outcome: ${RERECORD_HINT}`);
            }
            for (const [index, recorded] of turn.toolResults.entries()) {
                if (now[index] === recorded)
                    continue;
                const { lineDiff } = await __webpack_require__.e(/* import() */ 5244).then(__webpack_require__.bind(__webpack_require__, 35244));
                throw new ReplayMismatch(`trial ${at.trial}, turn ${at.turn}: tool result ${index + 1} differs from what the model was given when recorded, ` +
                    `so its next move was made on the old text:\n${lineDiff(recorded, now[index] ?? '')}\n${RERECORD_HINT}`);
            }
            return {
                content: turn.reply.content,
                stopReason: turn.reply.stopReason,
                usage: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
            };
        },
    };
}
/**
 * The tools the recorded replies call that the server no longer lists, in the order first called.
 * Its own message (not only a line of the tool-list diff): the recorded conversation calls a tool
 * that is gone, so no replay of it can say anything about the server as it is now.
 */
function removedToolsUsed(recording, now) {
    const listed = new Set(now.map((tool) => tool.name));
    const removed = new Set();
    for (const trial of recording.trials)
        for (const turn of trial.turns)
            for (const block of turn.reply.content)
                if (block?.type === 'tool_use' && typeof block.name === 'string' && !listed.has(block.name))
                    // A tool the recording listed and the model called; a hallucinated name never listed is not "removed".
                    if (recording.tools.some((tool) => tool.name === block.name))
                        removed.add(block.name);
    return [...removed];
}
/** The request as the model was given it: the first user message (the prompt as a string, as the loop sends it). */
function promptOf(request) {
    const first = request.messages[0];
    return typeof first?.content === 'string' ? first.content : JSON.stringify(first?.content ?? '');
}
/**
 * Wraps a source so that every reply it gives is kept, with the tool results the model had been
 * given, per scenario and trial; `recordings()` returns them, scrubbed of `secrets`, for writing.
 */
function recordingSource(inner, secrets) {
    const kept = new Map();
    const source = {
        async reply(request, at) {
            const reply = await inner.reply(request, at);
            let recording = kept.get(at.scenario);
            if (!recording) {
                recording = {
                    version: RECORDING_VERSION,
                    scenario: at.scenario,
                    model: request.model,
                    system: request.system ?? null,
                    prompt: promptOf(request),
                    toolsHash: toolsHash(request.tools),
                    tools: toolsForRecording(request.tools),
                    trials: [],
                };
                kept.set(at.scenario, recording);
            }
            while (recording.trials.length < at.trial)
                recording.trials.push({ turns: [] });
            const prompt = promptOf(request);
            if (at.turn === 1 && prompt !== recording.prompt)
                recording.trials[at.trial - 1].prompt = prompt;
            recording.trials[at.trial - 1].turns[at.turn - 1] = {
                toolResults: lastToolResults(request),
                toolErrors: lastToolErrors(request),
                reply: { content: structuredClone(reply.content), stopReason: reply.stopReason },
            };
            return reply;
        },
    };
    return { source, recordings: () => [...kept.values()].map((recording) => (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactDeep */ .KL)(recording, secrets)) };
}
/**
 * Reads the recordings of these scenarios. A missing file is simply absent; one that exists and
 * cannot be read (empty, cut short, a merge conflict, another version, a directory) is broken: the
 * check recordings exist for must not switch itself off.
 */
async function readRecordings(scenarios) {
    const found = new Map();
    const broken = new Map();
    for (const scenario of scenarios) {
        const file = recordingPath(scenario.absolutePath, scenario.name);
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                continue;
            broken.set(scenario.name, `${file} cannot be read: ${error.message}`);
            continue;
        }
        const problem = recordingProblem(text);
        if (problem)
            broken.set(scenario.name, `${file} is not a recording this version can replay: ${problem}; record it again with \`npx mcp-scenario-eval record-agent\` (ANTHROPIC_API_KEY, or Bedrock/Vertex credentials, set), or restore it from git`);
        else
            found.set(scenario.name, JSON.parse(text));
    }
    return { found, broken };
}
/** What is wrong with a recording's text, or undefined when it can be replayed. */
function recordingProblem(text) {
    if (text.trim() === '')
        return 'the file is empty';
    if (/^(<{7}|={7}|>{7})( |$)/m.test(text))
        return 'it holds git merge-conflict markers';
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return `it is not valid JSON (${error.message})`;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'it is not a JSON object';
    const recording = value;
    if (recording.version !== RECORDING_VERSION)
        return `its version is ${JSON.stringify(recording.version)}, this version reads ${RECORDING_VERSION}`;
    if (!Array.isArray(recording.trials) || recording.trials.some((trial) => !Array.isArray(trial?.turns)))
        return 'it has no list of trials with turns';
    if (!Array.isArray(recording.tools) || typeof recording.toolsHash !== 'string')
        return 'it has no tool list';
    // A reply that called tools is followed by a turn given their results: without them, nothing
    // about the server's answers would be compared, and the replay would pass on no evidence.
    for (const [trialIndex, trial] of recording.trials.entries()) {
        for (const [index, turn] of trial.turns.entries()) {
            const calls = (turn?.reply?.content ?? []).filter((block) => block?.type === 'tool_use');
            const next = trial.turns[index + 1];
            if (calls.length > 0 && next && (!Array.isArray(next.toolResults) || next.toolResults.length < calls.length))
                return `trial ${trialIndex + 1}, turn ${index + 2} has ${next.toolResults?.length ?? 0} tool results where the reply before it called ${calls.length} tool${calls.length === 1 ? '' : 's'}`;
        }
    }
    return undefined;
}
/** A recording as written: stable key order and a final newline, so re-recording gives a reviewable diff. */
function renderRecording(recording) {
    return `${JSON.stringify(recording, null, 2)}\n`;
}
//# sourceMappingURL=recording.js.map

/***/ }),

/***/ 31452:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ billedTokens),
/* harmony export */   ly: () => (/* binding */ emptyUsage),
/* harmony export */   me: () => (/* binding */ ModelError),
/* harmony export */   vk: () => (/* binding */ addUsage)
/* harmony export */ });
/** No reply: the API failed after the SDK's retries, or a replay has no recorded reply for this turn. */
class ModelError extends Error {
    /** The check it stops, as the reports name it; `model request` when unset. */
    what;
}
function emptyUsage() {
    return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
}
function addUsage(into, add) {
    into.input += add.input;
    into.output += add.output;
    into.cacheRead += add.cacheRead;
    into.cacheWrite += add.cacheWrite;
}
/** Tokens counted against the budget: every token billed, cache reads and writes included. */
function billedTokens(usage) {
    return usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
}
//# sourceMappingURL=types.js.map

/***/ })

};

//# sourceMappingURL=8724.index.js.map