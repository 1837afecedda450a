export const id = 7342;
export const ids = [7342];
export const modules = {

/***/ 97342:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PARAPHRASE_USAGE: () => (/* binding */ PARAPHRASE_USAGE),
/* harmony export */   paraphrase: () => (/* binding */ paraphrase)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73679);
/* harmony import */ var _config_parse_setting_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35740);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69973);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73916);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(22645);
/* harmony import */ var _kinds_agent_source_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(84000);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(81961);
/* harmony import */ var _scenario_discover_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(92211);
/* harmony import */ var _scenario_read_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(75826);
/* harmony import */ var _scenario_yaml_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(40883);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(47728);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(46995);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(39544);
















const PARAPHRASE_USAGE = `Usage: mcp-scenario-eval paraphrase FILE --count N [--agent-model NAME]

Asks the model (ANTHROPIC_API_KEY, or Bedrock/Vertex credentials: --provider)
for N paraphrases of each agent scenario's prompt in FILE and writes them into
the file as \`prompts:\` (the prompt first, then the paraphrases), keeping the
file's comments and layout: review them in the pull request like any other
change. A scenario that already has \`prompts:\` gets paraphrases of its first
phrasing added to the list. Only the prompt's lines change; a phrasing the
scenario has already adds nothing, and with no new one the file is left as it
is. The phrasings are code, not randomness at run time: every run asks the same
ones.

Options:
  --count N              paraphrases per prompt (1 to ${_model_limits_js__WEBPACK_IMPORTED_MODULE_14__/* .MAX_PARAPHRASES */ .cy})
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagHelp */ .QR)('agentModel', 'paraphrase')}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_6__/* .flagHelp */ .QR)('provider', 'paraphrase')}
  -h, --help

Exit code: 0 written (or nothing new to write), 1 the model gave no usable answer
for a scenario (nothing is written), 2 bad usage, no key or a file that is not
valid YAML.
`;
/** What the model is told: the request's meaning stays, its wording varies as real users' would. */
const SYSTEM = 'You write test phrasings for an AI assistant that uses tools. Given a user request, write paraphrases ' +
    'that keep exactly its meaning and every detail it names (ids, names, numbers, dates), but vary the wording ' +
    'the way different real users would: terse, chatty, indirect, with typos or abbreviations. ' +
    'Reply with only a JSON array of strings, nothing else.';
const paraphrase = async (argv, env, io, cwd = process.cwd()) => {
    let file;
    let count;
    let model;
    let provider;
    try {
        const parsed = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_12__/* .parseCommandArgs */ .Q)(argv, {
            ...(0,_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .flagOptions */ .v)('paraphrase'),
            count: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (parsed.values.help) {
            io.out(PARAPHRASE_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length !== 1)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`give one scenario file to paraphrase (got ${parsed.positionals.length})`);
        file = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, parsed.positionals[0]);
        const text = parsed.values.count;
        count = Number(text);
        if (text === undefined || !Number.isInteger(count) || count < 1 || count > _model_limits_js__WEBPACK_IMPORTED_MODULE_14__/* .MAX_PARAPHRASES */ .cy)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`--count must be a whole number from 1 to ${_model_limits_js__WEBPACK_IMPORTED_MODULE_14__/* .MAX_PARAPHRASES */ .cy} (MAX_PARAPHRASES), got ${text ?? 'nothing'}`);
        model = (0,_config_parse_setting_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSetting */ .WC)('agentModel', parsed.values['agent-model'], '--agent-model', 'paraphrase');
        ({ provider } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .commandProvider */ .ld)('paraphrase', parsed.values, env, cwd));
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .usageError */ .Wp)(io, 'paraphrase', error.message);
    }
    // Relative to the working directory, as every command prints a path (absolute when outside it).
    const shown = (0,_scenario_discover_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .Gt)(file, cwd);
    // Read as the run reads a scenario file (size limit, UTF-8), and its syntax errors said in the same words.
    const read = (0,_scenario_read_text_js__WEBPACK_IMPORTED_MODULE_9__/* .readUserText */ .n)(file, shown);
    if ('error' in read)
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .usageError */ .Wp)(io, 'paraphrase', read.error.message);
    const text = read.text;
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .LineCounter */ .HN();
    const documents = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseAllDocuments */ .hR)(text, { lineCounter: lines, prettyErrors: false });
    const broken = Array.isArray(documents) ? documents.find((document) => document.errors.length > 0) : undefined;
    if (!Array.isArray(documents) || broken) {
        const at = (offset) => {
            const { line, col } = lines.linePos(offset);
            return { file: shown, line, column: col };
        };
        const first = broken ? (0,_scenario_yaml_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .syntaxErrors */ .B_)(broken, text, at)[0] : undefined;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_13__/* .usageError */ .Wp)(io, 'paraphrase', `${shown} is not valid YAML` +
            (first
                ? ` at ${first.position.line}:${first.position.column}: ${first.message.replace(/^YAML syntax error: /, '')}`
                : ''));
    }
    const source = (0,_kinds_agent_source_js__WEBPACK_IMPORTED_MODULE_15__/* .lazyAnthropicSource */ .Y)({ provider });
    let found = 0;
    const edits = [];
    const expected = [];
    for (const document of documents) {
        const scenario = agentPrompt(document);
        expected.push(scenario?.existing);
        if (!scenario)
            continue;
        found++;
        const line = lineOf(text, scenario.pair);
        let phrasings;
        try {
            phrasings = await askParaphrases(source, model, scenario.prompt, count);
        }
        catch (error) {
            io.err(`mcp-scenario-eval paraphrase: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(`${shown}:${line}`)}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(error.message)}; nothing was written\n`);
            return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_FAILED */ .hj;
        }
        // Only phrasings the scenario lacks: one it has already (the prompt itself, said back) adds nothing.
        const have = new Set(scenario.existing.map((phrasing) => phrasing.trim()));
        const added = [...new Set(phrasings.map((phrasing) => phrasing.trim()))].filter((phrasing) => phrasing !== '' && !have.has(phrasing));
        io.out(added.length === 0
            ? `${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(`${shown}:${line}`)}: no new phrasing of ${JSON.stringify(scenario.prompt)} (the model's are already there)\n`
            : `${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(`${shown}:${line}`)}: ${added.length} new phrasing${added.length === 1 ? '' : 's'} of ${JSON.stringify(scenario.prompt)}\n`);
        if (added.length === 0)
            continue;
        edits.push(phrasingsEdit(text, scenario.pair, added));
        expected[expected.length - 1] = [...scenario.existing, ...added];
    }
    if (found === 0) {
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(shown)}: no agent scenario (prompt:) to paraphrase\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
    }
    if (edits.length === 0) {
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(shown)}: unchanged: no phrasing the file lacks\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
    }
    // Only the prompt's lines change: every other byte of the file (comments, flow lists, the other
    // scenarios) stays as written, so the pull request shows the new phrasings and nothing else.
    const written = applyEdits(text, edits);
    const reread = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseAllDocuments */ .hR)(written);
    const same = Array.isArray(reread) &&
        reread.length === expected.length &&
        reread.every((document, index) => document.errors.length === 0 &&
            JSON.stringify(agentPrompt(document)?.existing) === JSON.stringify(expected[index]));
    if (!same) {
        io.err(`mcp-scenario-eval paraphrase: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(shown)}: the phrasings could not be written into the file without changing what else it says (a layout this command does not edit); nothing was written: add them under prompts: by hand\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_FAILED */ .hj;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, written);
    io.out(`wrote ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeName */ .L$)(shown)}: review the phrasings before committing\n`);
    return _console_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
};
function applyEdits(text, edits) {
    let out = text;
    for (const edit of [...edits].sort((a, b) => b.start - a.start))
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    return out;
}
/** Where a node's first character sits on its line (its indentation, for a key). */
function columnOf(text, offset) {
    return offset - (text.lastIndexOf('\n', offset - 1) + 1);
}
/** The end of the line `offset` is on (before its line break), or of the text. */
function lineEnd(text, offset) {
    const end = text.indexOf('\n', offset);
    return end === -1 ? text.length : end;
}
/**
 * A phrasing as a block list item: plain when YAML reads it back as the same string, else
 * double-quoted (JSON's escapes are YAML's), never a block scalar whose indentation would depend on
 * where it lands.
 */
function itemText(phrasing) {
    const plain = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .stringify */ .As)(phrasing, { lineWidth: 0 }).replace(/\n$/, '');
    return !plain.includes('\n') && (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(`- ${plain}`)?.[0] === phrasing ? plain : JSON.stringify(phrasing);
}
/**
 * The edit that adds `added` to the scenario's phrasings. `prompt: X` becomes `prompts:` with X
 * first, as written, and its trailing comment kept on the key's line; a block `prompts:` list gets
 * items after its last, at its indentation; a flow list gets them before its closing bracket.
 */
function phrasingsEdit(text, pair, added) {
    const key = pair.key;
    const value = pair.value;
    const [valueStart, valueEnd] = value.range;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(value)) {
        const indent = ' '.repeat(columnOf(text, key.range[0]) + 2);
        const source = text.slice(valueStart, valueEnd);
        // The prompt as written, when it is one line; a block scalar is written again as an item.
        const first = source.includes('\n') ? itemText(String(value.value)) : source;
        const items = [first, ...added.map(itemText)].map((item) => `${indent}- ${item}`).join('\n');
        if (source.endsWith('\n'))
            return { start: key.range[0], end: valueEnd, text: `prompts:\n${items}\n` };
        const end = lineEnd(text, valueEnd);
        const comment = text.slice(valueEnd, end).trim();
        return { start: key.range[0], end, text: `prompts:${comment ? ` ${comment}` : ''}\n${items}` };
    }
    const seq = value;
    const last = seq.items.at(-1);
    const [, lastEnd] = last.range;
    if (seq.flow) {
        const items = added.map((phrasing) => `, ${JSON.stringify(phrasing)}`).join('');
        return { start: lastEnd, end: lastEnd, text: items };
    }
    const indent = ' '.repeat(columnOf(text, valueStart));
    const items = added.map((phrasing) => `${indent}- ${itemText(phrasing)}`);
    // After the last item's line (its trailing comment stays with it); a block scalar item ends with its line break.
    if (text.slice(0, lastEnd).endsWith('\n'))
        return { start: lastEnd, end: lastEnd, text: `${items.join('\n')}\n` };
    const at = lineEnd(text, lastEnd);
    return { start: at, end: at, text: items.map((item) => `\n${item}`).join('') };
}
/** The scenario's `prompt:` (or `prompts:`) pair, its prompt to paraphrase, and the phrasings it has. */
function agentPrompt(document) {
    const root = document.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(root))
        return undefined;
    for (const pair of root.items) {
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : '';
        if (key === 'prompt' && (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.value) && typeof pair.value.value === 'string')
            return { pair, prompt: pair.value.value, existing: [pair.value.value] };
        if (key === 'prompts' && (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(pair.value)) {
            const existing = pair.value.items.flatMap((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(item) && typeof item.value === 'string' ? [item.value] : []);
            if (existing.length > 0)
                return { pair, prompt: existing[0], existing };
        }
    }
    return undefined;
}
function lineOf(text, pair) {
    const offset = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
    return text.slice(0, offset).split('\n').length;
}
/** N paraphrases from the model, as a JSON array of strings in its answer; throws saying what came instead. */
async function askParaphrases(source, model, prompt, count) {
    const reply = await source.reply({
        model,
        system: SYSTEM,
        tools: [],
        maxTokens: 4096,
        messages: [
            {
                role: 'user',
                content: `Write ${count} paraphrases of this request, as a JSON array of ${count} strings:\n\n${prompt}`,
            },
        ],
    }, { scenario: 'paraphrase', trial: 1, turn: 1 });
    const answer = reply.content
        .filter((block) => block.type === 'text')
        .map((block) => block.text)
        .join('');
    const array = /\[[\s\S]*\]/.exec(answer)?.[0];
    let parsed;
    try {
        parsed = array === undefined ? undefined : JSON.parse(array);
    }
    catch {
        parsed = undefined;
    }
    if (!Array.isArray(parsed) || parsed.length === 0 || parsed.some((item) => typeof item !== 'string'))
        throw new Error(`the model did not answer with a JSON array of paraphrases; it said: ${JSON.stringify(answer.slice(0, 300))}`);
    return parsed.slice(0, count);
}
//# sourceMappingURL=paraphrase.js.map

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

/***/ 84000:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ lazyAnthropicSource)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31452);

/**
 * The Anthropic Messages API as a model source, with the SDK loaded by a dynamic `import()` on the
 * first request: a run without agent scenarios (or without a key) never loads it.
 */
function lazyAnthropicSource(options) {
    let loaded;
    return {
        async reply(request, at) {
            let source;
            try {
                source = await (loaded ??= Promise.all(/* import() */[__webpack_require__.e(2968), __webpack_require__.e(8433)]).then(__webpack_require__.bind(__webpack_require__, 18433)).then(({ createAnthropicSource }) => createAnthropicSource(options)));
            }
            catch (error) {
                throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ModelError */ .me(`could not load the Anthropic SDK: ${error instanceof Error ? error.message : String(error)}`);
            }
            return source.reply(request, at);
        },
    };
}
//# sourceMappingURL=source.js.map

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

/***/ }),

/***/ 10080:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ deepestPoint)
/* harmony export */ });
/**
 * How deeply a YAML text nests block mappings and lists, found from indentation alone in one pass,
 * before the parser (which recurses once per level and runs out of stack) ever sees the text.
 */
/** A line that opens a block scalar (`key: |`, `- >-`): the more-indented lines after it are text. */
const BLOCK_SCALAR_HEADER = /(?:^|[\s:-])[|>][-+0-9]*\s*(?:#.*)?$/;
/**
 * The first line nested deeper than `limit`, or else the deepest line. Each line's indentation, and
 * each `- ` that starts an item on it, opens a level below the less-indented lines above it; block
 * scalar text, comments and blank lines are not structure. It may count a level too many for a
 * continued plain scalar, never too few for nested keys and items.
 */
function deepestPoint(text, limit = Infinity) {
    const levels = [];
    let deepest = { depth: 0, line: 1, column: 1 };
    let blockScalarIndent = -1;
    let lineNumber = 0;
    let start = 0;
    while (start <= text.length) {
        lineNumber++;
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        let indent = start;
        while (indent < end && text.charCodeAt(indent) === 32)
            indent++;
        const column = indent - start;
        const blank = indent >= end || text[indent] === '#' || text[indent] === '\r';
        if (blockScalarIndent >= 0 && (blank || column > blockScalarIndent)) {
            start = end + 1;
            continue;
        }
        blockScalarIndent = -1;
        if (!blank) {
            if (column === 0 && (text.startsWith('---', indent) || text.startsWith('...', indent))) {
                levels.length = 0;
            }
            else {
                while (levels.length > 0 && levels.at(-1) >= column)
                    levels.pop();
                levels.push(column);
                // `- - key: value`: every dash opens one more level, at the column after it.
                let at = indent;
                while (text[at] === '-' && (at + 1 >= end || text[at + 1] === ' ' || text[at + 1] === '\r')) {
                    at++;
                    while (at < end && text[at] === ' ')
                        at++;
                    levels.push(at - start);
                }
                if (levels.length > deepest.depth) {
                    deepest = { depth: levels.length, line: lineNumber, column: column + 1 };
                    if (deepest.depth > limit)
                        return deepest;
                }
                if (BLOCK_SCALAR_HEADER.test(text.slice(indent, end)))
                    blockScalarIndent = column;
            }
        }
        start = end + 1;
    }
    return deepest;
}
//# sourceMappingURL=nesting.js.map

/***/ }),

/***/ 40883:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ syntaxErrors),
/* harmony export */   DI: () => (/* binding */ tooDeep),
/* harmony export */   H5: () => (/* binding */ documentValue),
/* harmony export */   rg: () => (/* binding */ byPosition)
/* harmony export */ });
/* unused harmony exports MAX_YAML_ALIAS_COUNT, aliasPosition */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10080);
/**
 * The YAML parser's errors as a scenario author reads them: where the mistake is (the bracket or
 * quote that was opened, not where the parser gave up), what it is, and the fix. Also nesting too
 * deep for the parser, and an alias that refers to no anchor.
 */



/** Aliases expanded per document before giving up: a guard against "billion laughs" files. */
const MAX_YAML_ALIAS_COUNT = 100;
function byPosition(a, b) {
    return a.position.line - b.position.line || a.position.column - b.position.column;
}
function tooDeep(point, displayPath) {
    return {
        position: { file: displayPath, line: point.line, column: point.column },
        message: `nesting too deep: mappings and lists are nested more than ${_model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SCENARIO_NESTING_LIMIT */ .ef} levels deep here; ` +
            'a scenario needs a handful, so flatten this part (or pass a deep value as a JSON string)',
    };
}
/**
 * Every duplicate key (each is its own mistake), and of the other syntax errors only the first:
 * after one, the parser's later complaints are mostly echoes of it.
 */
function syntaxErrors(doc, text, at) {
    const duplicates = doc.errors.filter((error) => error.code === 'DUPLICATE_KEY');
    // A stack overflow explains whatever else the parser then said.
    const firstOther = doc.errors.find((error) => error.code === 'RESOURCE_EXHAUSTION') ??
        doc.errors.find((error) => error.code !== 'DUPLICATE_KEY');
    return [...duplicates, ...(firstOther ? [firstOther] : [])]
        .map((error) => syntaxError(error, doc, text, at))
        .sort(byPosition);
}
function syntaxError(error, doc, text, at) {
    const offset = error.pos[0];
    switch (error.code) {
        case 'RESOURCE_EXHAUSTION':
            if (/call stack/i.test(error.message)) {
                const deepest = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_2__/* .deepestPoint */ .b)(text);
                return tooDeep(deepest, at(0).file);
            }
            break;
        case 'DUPLICATE_KEY': {
            const key = keyAt(doc, offset);
            return {
                position: at(offset),
                message: `duplicate key${key === undefined ? '' : ` \`${key}\``}: a key may appear only once in a mapping; remove one of them`,
            };
        }
        case 'TAB_AS_INDENT':
            return {
                position: at(offset),
                message: 'YAML syntax error: tabs are not allowed as indentation; indent with spaces',
            };
        case 'MISSING_CHAR': {
            const quote = /closing (["'])quote/.exec(error.message)?.[1];
            if (quote) {
                const opening = openingQuote(text, offset, quote);
                return {
                    position: at(opening),
                    message: `YAML syntax error: the string opened here with ${quote} is never closed; add the closing ${quote}`,
                };
            }
            break;
        }
    }
    const flow = /^Flow (map|sequence)\b.* end with a ([}\]])$/.exec(error.message);
    if (flow) {
        const opener = flow[2] === '}' ? '{' : '[';
        const opening = unclosedFlowStart(text, offset, opener);
        if (opening !== undefined) {
            const open = at(opening);
            const gaveUp = at(offset);
            return {
                position: open,
                message: `YAML syntax error: the ${flow[1] === 'map' ? 'mapping' : 'list'} opened with \`${opener}\` at ` +
                    `${open.line}:${open.column} is never closed (the parser gave up at ${gaveUp.line}:${gaveUp.column}); ` +
                    `add the closing \`${flow[2]}\``,
            };
        }
    }
    // The parser often points at the indentation before the token it stumbled on: point at the token.
    let token = offset;
    while (text[token] === ' ')
        token++;
    return { position: at(token), message: `YAML syntax error: ${firstLine(error.message)}` };
}
function keyAt(doc, offset) {
    let key;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Pair(_, pair) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && pair.key.range?.[0] === offset) {
                key = String(pair.key.value);
                return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    return key;
}
/**
 * Where the unclosed `{` or `[` that the parser complains about at `offset` began: the last flow
 * collection opened with `opener` before that point whose end tokens lack its closer. The parser's
 * error names only where it gave up, often lines later, but the fix goes where the bracket opened.
 */
function unclosedFlowStart(text, offset, opener) {
    const closer = opener === '{' ? '}' : ']';
    let found;
    const walk = (node) => {
        if (node === null || typeof node !== 'object')
            return;
        if (Array.isArray(node))
            return node.forEach(walk);
        const token = node;
        if (token.type === 'flow-collection' && token.start && token.start.source === opener) {
            const closed = (token.end ?? []).some((end) => end.source === closer);
            if (!closed && token.start.offset < offset && (found === undefined || token.start.offset > found))
                found = token.start.offset;
        }
        for (const value of Object.values(node))
            walk(value);
    };
    for (const token of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX().parse(text))
        walk(token);
    return found;
}
/** Where an unclosed quoted string began: the last unescaped quote before the parser gave up. */
function openingQuote(text, offset, quote) {
    for (let index = Math.min(offset, text.length) - 1; index >= 0; index--) {
        if (text[index] === quote && (quote === "'" || text[index - 1] !== '\\'))
            return index;
    }
    return offset;
}
function firstLine(message) {
    return message.split('\n')[0].trim();
}
function aliasPosition(doc, name, at) {
    let position;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Alias(_, alias) {
            if (alias.source === name && alias.range) {
                position = at(alias.range[0]);
                return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    return position;
}
/**
 * The document's value, its aliases expanded (at most MAX_YAML_ALIAS_COUNT), or the one error that
 * stopped it: an alias that refers to no anchor (at the alias), or too many aliases.
 */
function documentValue(doc, at) {
    const rootPosition = at(doc.contents?.range[0] ?? 0);
    try {
        return { value: doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT }) };
    }
    catch (error) {
        const message = error.message;
        const alias = /^Unresolved alias.*: (.+)$/.exec(message)?.[1];
        if (alias !== undefined) {
            return {
                error: {
                    position: aliasPosition(doc, alias, at) ?? rootPosition,
                    message: `YAML alias \`*${alias}\` refers to no anchor: define \`&${alias}\` on a value above it, or write the value itself`,
                },
            };
        }
        return { error: { position: rootPosition, message: `cannot read this YAML document: ${message}` } };
    }
}
//# sourceMappingURL=yaml-errors.js.map

/***/ })

};

//# sourceMappingURL=7342.index.js.map