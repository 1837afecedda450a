export const id = 7342;
export const ids = [7342];
export const modules = {

/***/ 7342:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PARAPHRASE_USAGE: () => (/* binding */ PARAPHRASE_USAGE),
/* harmony export */   paraphrase: () => (/* binding */ paraphrase)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7526);
/* harmony import */ var _config_options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3119);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2645);
/* harmony import */ var _kinds_agent_source_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4000);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1961);
/* harmony import */ var _scenario_discover_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2211);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7728);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6995);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9544);












const PARAPHRASE_USAGE = `Usage: mcp-scenario-eval paraphrase FILE --count N [--agent-model NAME]

Asks the model (ANTHROPIC_API_KEY) for N paraphrases of each agent scenario's
prompt in FILE and writes them into the file as \`prompts:\` (the prompt first,
then the paraphrases), keeping the file's comments and layout: review them in the
pull request like any other change. A scenario that already has \`prompts:\` gets
paraphrases of its first phrasing added to the list. Only the prompt's lines
change; a phrasing the scenario has already adds nothing, and with no new one the
file is left as it is. The phrasings are code, not randomness at run time: every
run asks the same ones.

Options:
  --count N              paraphrases per prompt (1 to ${_model_limits_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_PARAPHRASES */ .cy})
  --agent-model NAME     the model that writes them (default ${_config_options_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_AGENT_MODEL */ .qj})
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
    try {
        const parsed = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommandArgs */ .Q)(argv, {
            count: { type: 'string' },
            'agent-model': { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (parsed.values.help) {
            io.out(PARAPHRASE_USAGE);
            return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length !== 1)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`give one scenario file to paraphrase (got ${parsed.positionals.length})`);
        file = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, parsed.positionals[0]);
        const text = parsed.values.count;
        count = Number(text);
        if (text === undefined || !Number.isInteger(count) || count < 1 || count > _model_limits_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_PARAPHRASES */ .cy)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`--count must be a whole number from 1 to ${_model_limits_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_PARAPHRASES */ .cy} (MAX_PARAPHRASES), got ${text ?? 'nothing'}`);
        model = parsed.values['agent-model'] || _config_options_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_AGENT_MODEL */ .qj;
        if (!env.ANTHROPIC_API_KEY)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL('paraphrase calls the model: set ANTHROPIC_API_KEY');
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL))
            throw error;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .usageError */ .Wp)(io, 'paraphrase', error.message);
    }
    // Relative to the working directory, as every command prints a path (absolute when outside it).
    const shown = (0,_scenario_discover_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(file, cwd);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .usageError */ .Wp)(io, 'paraphrase', `cannot read ${shown}: ${error.message}`);
    }
    const documents = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parseAllDocuments */ .hR)(text);
    if (!Array.isArray(documents) || documents.some((document) => document.errors.length > 0)) {
        const first = Array.isArray(documents) ? documents.flatMap((document) => document.errors)[0] : undefined;
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .usageError */ .Wp)(io, 'paraphrase', `${shown} is not valid YAML${first ? `: ${first.message}` : ''}`);
    }
    const source = (0,_kinds_agent_source_js__WEBPACK_IMPORTED_MODULE_11__/* .lazyAnthropicSource */ .Y)({ apiKey: env.ANTHROPIC_API_KEY });
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
            io.err(`mcp-scenario-eval paraphrase: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(`${shown}:${line}`)}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(error.message)}; nothing was written\n`);
            return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_FAILED */ .hj;
        }
        // Only phrasings the scenario lacks: one it has already (the prompt itself, said back) adds nothing.
        const have = new Set(scenario.existing.map((phrasing) => phrasing.trim()));
        const added = [...new Set(phrasings.map((phrasing) => phrasing.trim()))].filter((phrasing) => phrasing !== '' && !have.has(phrasing));
        io.out(added.length === 0
            ? `${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(`${shown}:${line}`)}: no new phrasing of ${JSON.stringify(scenario.prompt)} (the model's are already there)\n`
            : `${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(`${shown}:${line}`)}: ${added.length} new phrasing${added.length === 1 ? '' : 's'} of ${JSON.stringify(scenario.prompt)}\n`);
        if (added.length === 0)
            continue;
        edits.push(phrasingsEdit(text, scenario.pair, added));
        expected[expected.length - 1] = [...scenario.existing, ...added];
    }
    if (found === 0) {
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(shown)}: no agent scenario (prompt:) to paraphrase\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
    }
    if (edits.length === 0) {
        io.out(`${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(shown)}: unchanged: no phrasing the file lacks\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
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
        io.err(`mcp-scenario-eval paraphrase: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(shown)}: the phrasings could not be written into the file without changing what else it says (a layout this command does not edit); nothing was written: add them under prompts: by hand\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_FAILED */ .hj;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, written);
    io.out(`wrote ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(shown)}: review the phrasings before committing\n`);
    return _console_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
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

/***/ }),

/***/ 4000:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ lazyAnthropicSource)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1452);

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
                source = await (loaded ??= Promise.all(/* import() */[__webpack_require__.e(3226), __webpack_require__.e(8433)]).then(__webpack_require__.bind(__webpack_require__, 8433)).then(({ createAnthropicSource }) => createAnthropicSource(options)));
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

/***/ 1452:
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

//# sourceMappingURL=7342.index.js.map