#!/usr/bin/env node
import { createRequire as __sourceMapRequire } from 'node:module';__sourceMapRequire(import.meta.url)('./sourcemap-register.cjs');import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 7728:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  hj: () => (/* binding */ EXIT_FAILED),
  Ij: () => (/* binding */ EXIT_OK),
  Ri: () => (/* binding */ EXIT_USAGE),
  ue: () => (/* binding */ guardedConsole),
  Ms: () => (/* binding */ reportCrash),
  n5: () => (/* binding */ usageHint)
});

// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __nccwpck_require__(1961);
;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./lib/report/text/guard-stream.js

/**
 * Puts `guard` on the stream's own `write`, so that whatever in this process writes to it (an
 * in-process server's `console.log`, in whatever chunks, strings or bytes) passes through it.
 * Returns the function that puts the stream's own `write` back.
 */
function guardStreamWrite(stream, guard, 
/** Applied to each write before the guard (the action redacts secrets with it; per write, so a secret split over two writes is not found). */
redact = (text) => text) {
    const own = Object.hasOwn(stream, 'write') ? stream.write : undefined;
    const write = stream.write.bind(stream);
    // Bytes written in pieces may split a character: decoded across writes.
    const decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
    stream.write = (chunk, ...rest) => {
        const callback = rest.find((arg) => typeof arg === 'function');
        const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
        const text = typeof chunk === 'string'
            ? encoding && !/^utf-?8$/i.test(encoding)
                ? Buffer.from(chunk, encoding).toString('utf8')
                : chunk
            : decoder.write(Buffer.from(chunk));
        return write(guard.guard(redact(text)), callback);
    };
    return () => {
        if (own)
            stream.write = own;
        else
            delete stream.write;
    };
}
//# sourceMappingURL=guard-stream.js.map
// EXTERNAL MODULE: ./lib/report/style.js
var style = __nccwpck_require__(1983);
;// CONCATENATED MODULE: ./lib/cli/console.js



/** Exit codes, as SPEC says. */
const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
/** The line after a usage error: where the usage is, instead of the usage itself. */
function usageHint(command) {
    return `Run mcp-scenario-eval ${command ? `${command} ` : ''}--help for usage.`;
}
/**
 * The Console every subcommand gets, over the process's streams. The CLI runs inside other CI
 * systems and GitHub workflow steps, where every line of its output is read for workflow
 * commands: each stream gets its own `CommandGuard`, so no text written by any subcommand can
 * start one, and no control character reaches the stream but our own styling, only on a TTY
 * (colour also never with NO_COLOR). Renderers still escape untrusted text themselves, so it reads
 * well; this guard is what holds when one forgets.
 *
 * The guard is put on the stream's own `write`, not only on this Console: a `--server-module`
 * server runs in this process, and what it logs (`console.log`, `console.error`, often text it got
 * from elsewhere) is server output too. It goes through the same guard, in line with ours.
 */
function guardedConsole(stdout, stderr, env) {
    const guardFor = (stream) => {
        const tty = Boolean(stream.isTTY);
        const guard = new text_escape/* CommandGuard */.LI({ color: (0,style/* colorFor */.d)(tty, env), redraw: tty });
        guardStreamWrite(stream, guard);
        return (text) => {
            stream.write(text);
        };
    };
    return { out: guardFor(stdout), err: guardFor(stderr), isTTY: Boolean(stdout.isTTY) };
}
/**
 * A crash (an error no part of the CLI expected) reported through the Console, not left to Node,
 * which would print the message raw to stderr: an error message can quote a server or a file.
 * Returns the exit code.
 */
function reportCrash(io, error) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.err(`mcp-scenario-eval crashed: ${(0,text_escape/* escapeTerminal */.en)(detail)}\n`);
    return EXIT_FAILED;
}
//# sourceMappingURL=console.js.map

/***/ }),

/***/ 3916:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ flagHelp),
/* harmony export */   xw: () => (/* binding */ secretsHelp),
/* harmony export */   zo: () => (/* binding */ flagsHelp)
/* harmony export */ });
/* unused harmony export helpLines */
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1641);
// The `--help` lines of the settings, made from the table (config/settings.ts): every command lists
// the flags it takes in the same words, with the same defaults. Light on purpose: `--help` alone is
// answered from here without loading the engine (index.ts).

/** Where the help text of an option starts, and where lines end. */
const HELP_COLUMN = 25;
const WIDTH = 80;
/** One option's lines: its name (and value) padded to the help column, the help wrapped at 80. */
function helpLines(name, text) {
    const head = `  ${name}`;
    const indent = ' '.repeat(HELP_COLUMN);
    const lines = [];
    let line = indent;
    if (head.length < HELP_COLUMN)
        line = head.padEnd(HELP_COLUMN);
    else
        lines.push(head);
    let empty = true;
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (!empty && line.length + 1 + word.length > WIDTH) {
            lines.push(line);
            line = indent;
            empty = true;
        }
        line = empty ? line + word : `${line} ${word}`;
        empty = false;
    }
    lines.push(line);
    return lines.join('\n');
}
/** How a setting's value is shown after its flag: its placeholder, or its choices. */
function valueName(setting) {
    if (setting.type === 'boolean')
        return '';
    return ` ${setting.arg ?? setting.choices?.join('|') ?? 'VALUE'}`;
}
/** A setting's help, with its default for `command` unless the text already says one. */
function helpText(key, command) {
    const setting = _config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key];
    const help = setting.commandHelp?.[command] ?? setting.help;
    const fallback = (0,_config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultOf */ .HA)(key, command);
    const shown = Array.isArray(fallback) ? fallback.join(' ') : fallback;
    if (shown === undefined || shown === '' || shown === false || /\bdefault\b/.test(help))
        return help;
    return `${help} (default ${String(shown)})`;
}
/** The help line of one setting as a flag. */
function flagHelp(key, command = 'run') {
    const setting = _config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key];
    const aliases = (setting.aliases ?? []).map((alias) => `--${alias}`).join(', ');
    const text = helpText(key, command) + (aliases ? ` (also ${aliases})` : '');
    return helpLines(`--${(0,_config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .flagOf */ .iP)(setting)}${valueName(setting)}`, text);
}
/** The help lines of the flags `command` takes in `groups`, in the table's order. */
function flagsHelp(command, groups) {
    return (0,_config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .settingsOf */ .f5)(command)
        .filter((key) => groups.includes(_config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key].group))
        .map((key) => flagHelp(key, command))
        .join('\n');
}
/** The secrets `command` reads, each by its variable: never a flag (shell history, process lists). */
function secretsHelp(command) {
    return Object.keys(_config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy)
        .filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key].secret && _config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key].commands.includes(command))
        .map((key) => helpLines(_config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key].env, _config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key].help))
        .join('\n');
}
//# sourceMappingURL=flag-help.js.map

/***/ }),

/***/ 518:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _util_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8269);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3411);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7728);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4761);




(0,_util_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .enableCompileCache */ .L)();
// A reader that stops early (`record … | head`) closes the pipe: the rest of the output has nowhere
// to go, which is no crash, and the exit code still says how the run went. Other errors stay fatal.
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED')
            throw error;
    });
}
/**
 * `--version` or `--help` alone is answered here, exactly as main() would answer it, without loading
 * the engine (a separate chunk of the bundle): start-up is most of what these cost.
 */
async function start(argv, io) {
    if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
        io.out(`${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .PACKAGE_VERSION */ .i}\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
        io.out(_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .USAGE */ .u);
        return _console_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    const { main } = await __nccwpck_require__.e(/* import() */ 371).then(__nccwpck_require__.bind(__nccwpck_require__, 371));
    return main(argv, process.env, io);
}
const io = (0,_console_js__WEBPACK_IMPORTED_MODULE_1__/* .guardedConsole */ .ue)(process.stdout, process.stderr, process.env);
process.exitCode = await start(process.argv.slice(2), io).catch((error) => (0,_console_js__WEBPACK_IMPORTED_MODULE_1__/* .reportCrash */ .Ms)(io, error));
//# sourceMappingURL=index.js.map
__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4761:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ USAGE)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3411);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1641);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);



// Its own module, so that `--help` alone is answered without loading the engine (see index.ts).
const USAGE = `Usage: mcp-scenario-eval [globs…] [options]

Runs YAML scenarios against an MCP server. Globs default to ${_config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SCENARIO_GLOBS */ .Lj.join(' ')};
a directory means every .yaml/.yml file below it.

Server (one of):
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_1__/* .flagsHelp */ .zo)('run', ['server'])}

OAuth client credentials (live mode, instead of a bearer token):
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_1__/* .flagsHelp */ .zo)('run', ['oauth'])}
  The secret is never a flag: set MCP_EVAL_OAUTH_CLIENT_SECRET or
  MCP_EVAL_OAUTH_PRIVATE_KEY (below).

Secrets are never flags (a flag lands in shell history and process lists): set
the variable (the action's input of the same name works as well).
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_1__/* .secretsHelp */ .xw)('run')}

Options:
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_1__/* .flagsHelp */ .zo)('run', ['run', 'report'])}
  -h, --help
  -v, --version          print the version (${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .PACKAGE_VERSION */ .i})

A scenario with prompt: instead of tool_sequence: is an agent scenario: Claude
answers the prompt with the server's tools; expected_calls (args matched as a
subset; operators $matches $contains $one_of $between $absent $any),
calls_order in_order|any, forbidden_tools, max_calls, max_turns, trials,
min_passes, system, model, and expected_contains/expected_judge on its answer.

In a scenario, a step may carry its own expected_contains/expected_not_contains
(checked on that call's output alone) and save: {name: "regex with one (group)"};
later steps' args use the value as \${name} (write $\${ for a literal \${).

Exit code: 0 all passed, 1 a scenario failed, 2 bad usage, invalid files or a
server that cannot start.

Commands (each takes the server flags; NAME --help for more):
  ping                        connect only: print the server's name, version,
                              protocol version and tool count
  tools                       list the server's tools and their arguments;
                              --save FILE / --diff FILE: the tool-list snapshot
  init NAME --tool TOOL       call a tool, write scenarios/NAME.yaml from its output
  record [FILES…] [--update]  show stale expected_contains entries; rewrite them
  record-agent [FILES…]       run agent scenarios with ANTHROPIC_API_KEY and write
                              their recordings, for replay without a key
  record-baseline [FILES…]    run every trial of the agent scenarios with
                              ANTHROPIC_API_KEY and write their pass rates to
                              the agent baseline (agent-baseline.json)
  paraphrase FILE --count N   ask the model for N paraphrases of each agent
                              prompt; write them into the file as prompts:
  lint [--strict]             check the tool definitions as a model reads them
  fuzz                        call every tool with generated inputs; report
                              crashes, hangs, protocol errors, leaked internals
  compare-variants --tool-variants FILE
                              run the agent scenarios on the server's tool
                              descriptions and on each variant; per variant a
                              pass rate, a paired verdict, the winner as a diff
`;
//# sourceMappingURL=usage.js.map

/***/ }),

/***/ 1641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ SETTING_KEYS),
/* harmony export */   HA: () => (/* binding */ defaultOf),
/* harmony export */   Hs: () => (/* binding */ DEFAULT_FUZZ_TIMEOUT_MS),
/* harmony export */   JY: () => (/* binding */ flagNames),
/* harmony export */   Lj: () => (/* binding */ DEFAULT_SCENARIO_GLOBS),
/* harmony export */   f5: () => (/* binding */ settingsOf),
/* harmony export */   iP: () => (/* binding */ flagOf),
/* harmony export */   ie: () => (/* binding */ settingWithValue),
/* harmony export */   px: () => (/* binding */ settingLabel),
/* harmony export */   sr: () => (/* binding */ DEFAULT_JUDGE_MODEL),
/* harmony export */   yy: () => (/* binding */ SETTINGS)
/* harmony export */ });
/* unused harmony exports DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS, DEFAULT_JUDGE_CONCURRENCY */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2645);
/* harmony import */ var _mcp_target_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7459);
/* harmony import */ var _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3119);
/* harmony import */ var _mcp_era_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1074);
// THE table of settings: one row per setting. The CLI's parsers and --help, the action's reading of
// its inputs, the validation of each value and the wording of the messages that name a setting are
// all derived from it (cli/flags.ts, github/inputs.ts, read-settings.ts); a test holds action.yml,
// docs/inputs.md and docs/cli.md against it. Adding a setting is one row plus its consumer: a key of
// SettingValues without a row does not compile (vitest's CLIOptions<Config> is the model).
// Kept free of the engine: `--help` is answered from it without loading anything else.




const DEFAULT_SCENARIO_GLOBS = ['scenarios/**/*.yaml', 'scenarios/**/*.yml'];
const DEFAULT_CONCURRENCY = 4;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Per call: a fuzz input that takes this long is a hang (a run's 30 s would make each hang costly). */
const DEFAULT_FUZZ_TIMEOUT_MS = 5_000;
const DEFAULT_JUDGE_MODEL = 'claude-haiku-4-5';
const DEFAULT_JUDGE_CONCURRENCY = 4;
const MODES = ['auto', 'required', 'off'];
/** Every command that talks to a server. */
const SERVER_COMMANDS = [
    'run',
    'ping',
    'tools',
    'init',
    'record',
    'record-agent',
    'record-baseline',
    'lint',
    'fuzz',
    'compare-variants',
];
/** The commands that run scenarios as a run does; compare-variants takes every flag of a run. */
const RUNS = ['run', 'compare-variants'];
const AGENT_RUNS = ['run', 'record-agent', 'record-baseline', 'compare-variants'];
/** The table. Its order is the order of `--help`, of action.yml and of docs/inputs.md. */
const SETTINGS = {
    scenarioGlobs: {
        name: 'scenarios',
        type: 'lines',
        default: DEFAULT_SCENARIO_GLOBS,
        arg: 'GLOB',
        commands: RUNS,
        group: 'run',
        help: 'globs of scenario files (repeatable; the arguments before the flags say the same)',
    },
    serverCommand: {
        name: 'server-command',
        type: 'string',
        arg: 'CMD',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'start the server over stdio',
    },
    serverModule: {
        name: 'server-module',
        type: 'string',
        arg: 'PATH',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'load a module exporting createServer(), in-process',
    },
    serverCwd: {
        name: 'server-cwd',
        type: 'string',
        default: '.',
        arg: 'DIR',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'working directory of the server process',
    },
    serverEnv: {
        name: 'server-env',
        type: 'lines',
        arg: 'KEY=VALUE',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'add to the server-command process\'s environment (repeatable; "VAR=x cmd" in --server-command is not read as a variable: no shell runs it). Each server process gets a fresh empty directory, removed afterwards, in MCP_EVAL_SCENARIO_DIR; a value may use ${MCP_EVAL_SCENARIO_DIR}, and so may the --server-command arguments',
    },
    serverSecrets: {
        name: 'server-secrets',
        // One KEY per flag: the singular reads right (`--server-secret A --server-secret B`).
        flag: 'server-secret',
        aliases: ['server-secrets'],
        type: 'lines',
        arg: 'KEY',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'like --server-env with the value of the variable KEY here (or KEY=VALUE); the value is a secret of the run: redacted from every report and recording (repeatable). A --server-env variable named like a secret (*TOKEN*, *SECRET*, *PASSWORD*, *KEY*, *CREDENTIAL*) is treated as one, with a notice',
    },
    remoteUrl: {
        name: 'remote-url',
        type: 'string',
        env: 'MCP_EVAL_REMOTE_URL',
        arg: 'URL',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'live mode: Streamable HTTP (or MCP_EVAL_REMOTE_URL); bearer token from MCP_EVAL_BEARER_TOKEN, extra headers from MCP_EVAL_HEADERS ("Name: value" lines)',
    },
    bearerToken: {
        name: 'bearer-token',
        type: 'string',
        secret: true,
        flag: null,
        env: 'MCP_EVAL_BEARER_TOKEN',
        commands: SERVER_COMMANDS,
        group: 'secret',
        help: 'there is no --bearer-token flag, on purpose: a token on the command line lands in shell history and process lists; set MCP_EVAL_BEARER_TOKEN (the bearer token of --remote-url)',
    },
    oauthClientId: {
        name: 'oauth-client-id',
        type: 'string',
        env: 'MCP_EVAL_OAUTH_CLIENT_ID',
        arg: 'ID',
        commands: SERVER_COMMANDS,
        group: 'oauth',
        help: 'live mode, OAuth client credentials instead of a bearer token (or MCP_EVAL_OAUTH_CLIENT_ID)',
    },
    oauthClientSecret: {
        name: 'oauth-client-secret',
        type: 'string',
        secret: true,
        flag: null,
        env: 'MCP_EVAL_OAUTH_CLIENT_SECRET',
        commands: SERVER_COMMANDS,
        group: 'secret',
        help: "the OAuth client secret (client_secret_basic or _post, as the server's metadata asks)",
    },
    oauthPrivateKey: {
        name: 'oauth-private-key',
        type: 'string',
        secret: true,
        flag: null,
        env: 'MCP_EVAL_OAUTH_PRIVATE_KEY',
        commands: SERVER_COMMANDS,
        group: 'secret',
        help: 'instead of the secret: a PEM or JWK, for private_key_jwt (the algorithm is read from the key)',
    },
    oauthScope: {
        name: 'oauth-scope',
        type: 'string',
        env: 'MCP_EVAL_OAUTH_SCOPE',
        arg: 'SCOPES',
        commands: SERVER_COMMANDS,
        group: 'oauth',
        help: 'space-separated scopes to ask for (or MCP_EVAL_OAUTH_SCOPE)',
    },
    oauthIssuer: {
        name: 'oauth-issuer',
        type: 'string',
        env: 'MCP_EVAL_OAUTH_ISSUER',
        arg: 'URL',
        commands: SERVER_COMMANDS,
        group: 'oauth',
        help: 'only send the credentials to this authorization server (or MCP_EVAL_OAUTH_ISSUER)',
    },
    anthropicApiKey: {
        name: 'anthropic-api-key',
        type: 'string',
        secret: true,
        flag: null,
        env: 'ANTHROPIC_API_KEY',
        commands: ['run', 'record-agent', 'record-baseline', 'compare-variants'],
        group: 'secret',
        help: 'the key of the judge and of agent scenarios; never passed to the server under test',
    },
    judge: {
        name: 'judge',
        type: 'choice',
        choices: MODES,
        default: 'auto',
        // Comparing wordings spends tokens on the agent scenarios; grading them too is asked for.
        commandDefaults: { 'compare-variants': 'off' },
        commands: RUNS,
        group: 'run',
        help: 'auto: judge criteria when ANTHROPIC_API_KEY is set, else skip them visibly; required: fail without it; off: never',
    },
    judgeModel: {
        name: 'judge-model',
        type: 'string',
        default: DEFAULT_JUDGE_MODEL,
        arg: 'NAME',
        commands: RUNS,
        group: 'run',
        help: 'the model that grades each criterion',
    },
    judgeConcurrency: {
        name: 'judge-concurrency',
        type: 'int',
        default: DEFAULT_JUDGE_CONCURRENCY,
        arg: 'N',
        commands: RUNS,
        group: 'run',
        help: 'judge calls at once',
    },
    agent: {
        name: 'agent',
        type: 'choice',
        choices: MODES,
        default: 'auto',
        commands: RUNS,
        group: 'run',
        help: 'agent scenarios (prompt:) call the model; auto: when ANTHROPIC_API_KEY is set, else they are skipped visibly; required: they fail without it; off: never',
    },
    agentModel: {
        name: 'agent-model',
        type: 'string',
        default: _kinds_agent_defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_AGENT_MODEL */ .qj,
        arg: 'NAME',
        commandHelp: { paraphrase: 'the model that writes them' },
        commands: [...AGENT_RUNS, 'paraphrase'],
        group: 'run',
        help: 'for agent scenarios without model:',
    },
    agentModels: {
        name: 'agent-models',
        type: 'string',
        arg: 'A,B',
        commands: RUNS,
        group: 'run',
        help: 'run agent scenarios without model: on each model, one row each (NAME [model])',
    },
    agentTokenBudget: {
        name: 'agent-token-budget',
        type: 'int',
        default: 0,
        bounds: { min: 0 },
        zero: 'no limit',
        unit: 'tokens',
        arg: 'N',
        commands: RUNS,
        group: 'run',
        help: 'tokens all agent scenarios may use; past it they error (default 0: no limit)',
    },
    agentReplay: {
        name: 'agent-replay',
        aliases: ['replay'],
        type: 'boolean',
        default: false,
        // Not compare-variants: a recording replays the replies given to one wording only.
        commands: ['run'],
        group: 'run',
        help: 'replay agent scenarios from their committed recordings (__recordings__/NAME.json) even with a key; one with no recording errors. Without a key they are replayed anyway when recorded',
    },
    agentBaseline: {
        name: 'agent-baseline',
        aliases: ['baseline'],
        type: 'string',
        arg: 'FILE',
        commands: ['run', 'record-baseline'],
        group: 'run',
        commandHelp: {
            'record-baseline': 'the baseline file to write (default agent-baseline.json beside the first glob)',
        },
        help: "compare each agent scenario's pass rate with its row in FILE (written by record-baseline): a significant drop of 10 points or more fails it (default: agent-baseline.json beside the scenarios, checked when it exists)",
    },
    baselineInconclusive: {
        name: 'baseline-inconclusive',
        type: 'choice',
        choices: ['fail', 'warn'],
        default: 'fail',
        commands: ['run'],
        group: 'run',
        help: 'a comparison still unclear after all the trials fails the scenario, or warns',
    },
    baselineSave: {
        name: 'baseline-save',
        input: false,
        type: 'string',
        arg: 'FILE',
        commands: ['run'],
        group: 'run',
        help: 'run every trial of each agent scenario (no early stop) and write their rates to FILE instead of comparing (as record-baseline does)',
    },
    concurrency: {
        name: 'concurrency',
        type: 'int',
        default: DEFAULT_CONCURRENCY,
        // One wording's trials after another: the comparison is read in file order.
        commandDefaults: { 'compare-variants': 1 },
        arg: 'N',
        commands: RUNS,
        group: 'run',
        help: 'scenarios at once',
    },
    isolation: {
        name: 'isolation',
        type: 'choice',
        choices: ['scenario', 'suite'],
        default: 'scenario',
        commands: ['run', 'compare-variants', 'init', 'record', 'record-baseline'],
        group: 'run',
        help: 'a fresh server per scenario, or one for all (faster when the server is slow to start)',
    },
    protocol: {
        name: 'protocol',
        type: 'choice',
        choices: _mcp_era_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_SETTINGS */ .j,
        default: 'auto',
        arg: 'MODE',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'auto (default: server/discover, else the 2025 handshake), legacy, modern or both: each scenario in each era the server serves, failing on a difference (agent scenarios run once, in the newest era)',
    },
    timeoutMs: {
        name: 'timeout-ms',
        type: 'ms',
        default: DEFAULT_TIMEOUT_MS,
        commandDefaults: { fuzz: DEFAULT_FUZZ_TIMEOUT_MS },
        arg: 'N',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: "per call; a step's timeout_ms overrides it",
    },
    connectTimeoutMs: {
        name: 'connect-timeout-ms',
        type: 'ms',
        default: _mcp_target_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONNECT_TIMEOUT_MS */ .o,
        arg: 'N',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'for the server to start and answer initialize',
    },
    agentTimeoutMs: {
        name: 'agent-timeout-ms',
        type: 'ms',
        default: _model_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_AGENT_TIMEOUT_MS */ .pk,
        arg: 'N',
        commands: AGENT_RUNS,
        group: 'run',
        help: 'per model request of an agent scenario, the whole reply; tried 3 times',
    },
    judgeTimeoutMs: {
        name: 'judge-timeout-ms',
        type: 'ms',
        default: _model_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_JUDGE_TIMEOUT_MS */ .zG,
        arg: 'N',
        commands: RUNS,
        group: 'run',
        help: 'per judge request, the whole reply; tried 3 times',
    },
    shard: {
        name: 'shard',
        type: 'string',
        arg: 'i/n',
        commands: RUNS,
        group: 'run',
        help: 'run one shard of n',
    },
    filter: {
        name: 'filter',
        type: 'string',
        arg: 'PATTERN',
        commands: RUNS,
        group: 'run',
        help: 'glob-style pattern on scenario names',
    },
    reportJson: {
        name: 'report-json',
        // The CLI's own short names came first; the action's are accepted too.
        flag: 'json',
        aliases: ['report-json'],
        type: 'string',
        arg: 'FILE',
        commands: ['run'],
        group: 'report',
        help: 'write the JSON report',
    },
    reportJunit: {
        name: 'report-junit',
        flag: 'junit',
        aliases: ['report-junit'],
        type: 'string',
        arg: 'FILE',
        commands: ['run'],
        group: 'report',
        help: 'write JUnit XML',
    },
    reports: {
        name: 'reports',
        // One file per flag: the singular reads right (`--report json=a.json --report junit=b.xml`).
        flag: 'report',
        aliases: ['reports'],
        type: 'lines',
        arg: 'NAME=FILE',
        commands: ['run'],
        group: 'report',
        // The names are report/files.ts' registry (listed by an unknown NAME's message and docs/reports.md), not written here.
        help: 'write the report file NAME to FILE, json or junit for example (repeatable); --json FILE is --report json=FILE',
    },
    lint: {
        name: 'lint',
        type: 'choice',
        choices: ['off', 'warn', 'error'],
        default: 'off',
        commands: ['run'],
        group: 'run',
        help: "lint the server's tool definitions before the scenarios (as the lint command does); error fails the run on an error-level finding",
    },
    toolsSnapshot: {
        name: 'tools-snapshot',
        type: 'string',
        arg: 'FILE',
        commands: ['run'],
        group: 'run',
        help: "check the server's tool list against FILE (written by `tools --save FILE`) before the scenarios: any difference fails the run, breaking changes first (default: tools.snapshot.json beside the scenarios, checked when it exists)",
    },
    toolsTokenBudget: {
        name: 'tools-token-budget',
        type: 'int',
        arg: 'N',
        commands: ['run', 'tools'],
        group: 'run',
        help: 'fail when the tool list is over N tokens (estimated)',
    },
    toolVariants: {
        name: 'tool-variants',
        type: 'string',
        arg: 'FILE',
        commands: RUNS,
        group: 'run',
        commandHelp: { 'compare-variants': 'the variants (required)' },
        help: "compare the tools' wording in FILE with the server's on the agent scenarios instead of a plain run (the compare-variants command; --compare-variants says the same)",
    },
};
/** The table's keys, in its order. */
const SETTING_KEYS = Object.keys(SETTINGS);
/** The CLI's flag of a setting (without `--`), or undefined for a setting that has none. */
function flagOf(setting) {
    if (setting.flag === null || setting.secret)
        return undefined;
    return setting.flag ?? setting.name;
}
/** Every name the CLI accepts for a setting: its flag, then its aliases. */
function flagNames(setting) {
    const flag = flagOf(setting);
    return flag === undefined ? [] : [flag, ...(setting.aliases ?? [])];
}
/**
 * A setting as its face names it: `--timeout-ms` on the command line, `input timeout-ms` in the
 * action; a secret (no flag) on the command line by its environment variable. Without a face, the
 * bare name (a configuration built in code).
 */
function settingLabel(key, face) {
    const setting = SETTINGS[key];
    if (face === 'cli') {
        const flag = flagOf(setting);
        return flag !== undefined ? `--${flag}` : (setting.env ?? setting.name);
    }
    if (face === 'action')
        return setting.input === false ? setting.name : `input ${setting.name}`;
    return setting.name;
}
/**
 * A setting given a value, as its face says it: `--agent auto` on the command line (a switch's
 * `true` is the flag alone: `--agent-replay`), `agent: auto` in a workflow and without a face.
 */
function settingWithValue(key, value, face) {
    const setting = SETTINGS[key];
    const flag = flagOf(setting);
    if (face === 'cli' && flag !== undefined)
        return setting.type === 'boolean' && value === 'true' ? `--${flag}` : `--${flag} ${value}`;
    return `${setting.name}: ${value}`;
}
/** The default of a setting for a command (its own one, else the table's). */
function defaultOf(key, command = 'run') {
    const setting = SETTINGS[key];
    return setting.commandDefaults?.[command] ?? setting.default;
}
/** The settings a command takes as flags, in the table's order. */
function settingsOf(command) {
    return SETTING_KEYS.filter((key) => SETTINGS[key].commands.includes(command) && flagOf(SETTINGS[key]) !== undefined);
}
//# sourceMappingURL=settings.js.map

/***/ }),

/***/ 3119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ DEFAULT_MAX_TRIALS),
/* harmony export */   C9: () => (/* binding */ DEFAULT_AGENT_MAX_TURNS),
/* harmony export */   Nd: () => (/* binding */ MAX_TRIALS_LIMIT),
/* harmony export */   o: () => (/* binding */ DEFAULT_BASELINE_NAME),
/* harmony export */   qj: () => (/* binding */ DEFAULT_AGENT_MODEL),
/* harmony export */   yi: () => (/* binding */ DEFAULT_AGENT_TRIALS)
/* harmony export */ });
/** The defaults of agent scenarios, in a module of their own: the settings read them at start, before any schema loads. */
/** The model of agent scenarios unless `agent-model` or a scenario's `model` says otherwise. */
const DEFAULT_AGENT_MODEL = 'claude-haiku-4-5';
/** Model replies per trial unless `max_turns` says otherwise. */
const DEFAULT_AGENT_MAX_TURNS = 10;
/** Trials of an agent scenario unless `trials` says otherwise. */
const DEFAULT_AGENT_TRIALS = 1;
/** `max_trials` of a scenario with `pass_rate` when it sets none. */
const DEFAULT_MAX_TRIALS = 40;
/** The most `max_trials` a scenario may set: a bound on what one scenario may spend on the model. */
const MAX_TRIALS_LIMIT = 1000;
/** The agent baseline a run checks when none is named: beside the scenarios, checked when it exists. */
const DEFAULT_BASELINE_NAME = 'agent-baseline.json';
//# sourceMappingURL=defaults.js.map

/***/ }),

/***/ 1074:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ PROTOCOL_SETTINGS),
/* harmony export */   q: () => (/* binding */ MODERN_REVISION)
/* harmony export */ });
/** The `protocol` setting: probe as hosts do (`auto`), one era only, or every era the server serves. */
const PROTOCOL_SETTINGS = ['auto', 'legacy', 'modern', 'both'];
/** The revision `modern` pins: the first stateless revision. */
const MODERN_REVISION = '2026-07-28';
//# sourceMappingURL=era.js.map

/***/ }),

/***/ 7459:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ DEFAULT_CONNECT_TIMEOUT_MS)
/* harmony export */ });
/** How long a server may take to start and answer `initialize`, unless `connect-timeout-ms` says otherwise. */
const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
//# sourceMappingURL=target.js.map

/***/ }),

/***/ 2645:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ CALL_NOTIFICATIONS_KEPT),
/* harmony export */   GG: () => (/* binding */ STARTUP_NOTICE_MIN_SESSIONS),
/* harmony export */   GP: () => (/* binding */ MAX_TOOL_LIST_PAGES),
/* harmony export */   Ge: () => (/* binding */ FUZZ_PROGRESSING_CALL_TIMEOUTS),
/* harmony export */   H1: () => (/* binding */ CALL_REQUESTS_KEPT),
/* harmony export */   HI: () => (/* binding */ IN_PROCESS_SETTLE_MS),
/* harmony export */   JZ: () => (/* binding */ ERA_DIFF_MAX_CHANGED_LINES),
/* harmony export */   Mm: () => (/* binding */ CALL_REQUEST_PROBLEMS_SHOWN),
/* harmony export */   Sw: () => (/* binding */ DISCOVER_PROBE_TIMEOUT_MS),
/* harmony export */   Ti: () => (/* binding */ HTTP_BODY_READ_BYTES),
/* harmony export */   Ts: () => (/* binding */ ERA_DIFF_LIMIT_CHARS),
/* harmony export */   VS: () => (/* binding */ FUZZ_HANG_PROBE_TIMEOUT_MS),
/* harmony export */   Zk: () => (/* binding */ CALL_OUTPUT_LIMIT_CHARS),
/* harmony export */   _s: () => (/* binding */ HTTP_BODY_READ_MS),
/* harmony export */   bU: () => (/* binding */ HTTP_BODY_QUOTE_CHARS),
/* harmony export */   bi: () => (/* binding */ CLOSEST_HINT_SEARCH_LIMIT_CHARS),
/* harmony export */   cF: () => (/* binding */ FUZZ_HANG_EVERY_INPUT_PROBES),
/* harmony export */   cn: () => (/* binding */ FUZZ_HANG_CONFIRMATIONS),
/* harmony export */   cy: () => (/* binding */ MAX_PARAPHRASES),
/* harmony export */   eb: () => (/* binding */ PROPOSED_FORM_FIELDS),
/* harmony export */   ef: () => (/* binding */ SCENARIO_NESTING_LIMIT),
/* harmony export */   fH: () => (/* binding */ MAX_STEP_TIMEOUT_MS),
/* harmony export */   fu: () => (/* binding */ CLOSEST_HINT_SCENARIO_BUDGET_CELLS),
/* harmony export */   g1: () => (/* binding */ CLOSEST_HINT_RUN_BUDGET_CELLS),
/* harmony export */   gE: () => (/* binding */ SCENARIO_FILE_LIMIT_BYTES),
/* harmony export */   jJ: () => (/* binding */ CLIENT_REQUEST_QUOTE_CHARS),
/* harmony export */   kA: () => (/* binding */ NAMED_SECRET_MIN_CHARS),
/* harmony export */   kQ: () => (/* binding */ STOP_GRACE_MS),
/* harmony export */   nV: () => (/* binding */ MODEL_API_MAX_RETRIES),
/* harmony export */   pd: () => (/* binding */ RUN_TIME_LIMIT_MS),
/* harmony export */   pk: () => (/* binding */ DEFAULT_AGENT_TIMEOUT_MS),
/* harmony export */   rJ: () => (/* binding */ STDOUT_LINE_LIMIT_BYTES),
/* harmony export */   v2: () => (/* binding */ STARTUP_NOTICE_SHARE),
/* harmony export */   zC: () => (/* binding */ STDERR_LIMIT_CHARS),
/* harmony export */   zG: () => (/* binding */ DEFAULT_JUDGE_TIMEOUT_MS),
/* harmony export */   zn: () => (/* binding */ MODEL_TOOL_RESULT_LIMIT_CHARS)
/* harmony export */ });
/**
 * Pages of a paginated list (`tools/list`) read before giving up, by every reader of the list (the
 * run's pre-check and agent scenarios, `tools`, `lint`, the snapshot, `fuzz`, coverage). A list cut
 * short would make whatever needed all of it wrong, so reaching the cap is that reader's error, never
 * a shorter list; and a server whose cursor never ends gets an error, not a hang.
 */
const MAX_TOOL_LIST_PAGES = 100;
/**
 * How long a run's `server/discover` probe under `protocol: auto` (and `both`) waits for an answer (at most
 * `connect-timeout-ms`). A server that has not answered by then gets the 2025 handshake (`initialize`)
 * on a fresh connection, as hosts do, and the run says so in a notice: a 2025-era server that ignores
 * the request it does not know would otherwise hold the run for the whole connect limit and then
 * fail it. A server that serves 2026-07-28 but takes longer to start is tested with `protocol: modern`,
 * which waits the whole `connect-timeout-ms`.
 */
const DISCOVER_PROBE_TIMEOUT_MS = 5_000;
/** Stderr kept per server process, from its end. */
const STDERR_LIMIT_CHARS = 16_000;
/** Text kept per tool call; the rest is cut, and the cut is said in the text. */
const CALL_OUTPUT_LIMIT_CHARS = 1_000_000;
/**
 * Longest line (one JSON-RPC message) accepted on a server's stdout. Past it the connection is
 * closed: a runaway server must not exhaust the runner's memory.
 */
const STDOUT_LINE_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long a server process gets after stdin closes (then after SIGTERM) before it is killed. */
const STOP_GRACE_MS = 2_000;
/**
 * Bound on the whole run, below GitHub's 6-hour job limit so the reports are still written:
 * scenarios not finished by then are errored with a message saying so.
 */
const RUN_TIME_LIMIT_MS = 5 * 60 * 60 * 1000;
/** Body text of an HTTP error quoted in a message. */
const HTTP_BODY_QUOTE_CHARS = 300;
/** Bytes of an HTTP error response's body read to explain it (the rest is never read). */
const HTTP_BODY_READ_BYTES = 16 * 1024;
/** How long the body of an HTTP error response is read to explain it (a server may send it without end). */
const HTTP_BODY_READ_MS = 5_000;
/**
 * How long an in-process server's errors are still caught after its last session closed: a timer it
 * set in its last answer fires then, and is reported as that scenario's error rather than lost.
 */
const IN_PROCESS_SETTLE_MS = 100;
/**
 * The longest `timeout_ms` a step may ask for: Node's timers hold a signed 32-bit count of
 * milliseconds (about 24.8 days), and a longer delay silently fires after 1 ms instead. Here, not in
 * the scenario schema, so that reading the options does not load zod.
 */
const MAX_STEP_TIMEOUT_MS = 2_147_483_647;
/**
 * Largest scenario file read, in bytes. Parsing YAML keeps a syntax tree many times the text's size
 * (a 20 MB file peaked at 743 MB in the CLI and over 1 GB in the action); a scenario file is a few
 * kilobytes, so a file past this is refused with an error rather than read.
 */
const SCENARIO_FILE_LIMIT_BYTES = 1024 * 1024;
/**
 * Deepest nesting of block mappings and lists in a scenario file. The YAML parser recurses once per
 * level and runs out of stack between 1,000 and 2,000 levels; a scenario needs a handful.
 */
const SCENARIO_NESTING_LIMIT = 100;
/**
 * Characters of an output searched for the closest-line hint of a failed check (the start of it).
 * One call's output is at most CALL_OUTPUT_LIMIT_CHARS, so this covers two calls' worth.
 */
const CLOSEST_HINT_SEARCH_LIMIT_CHARS = 2_000_000;
/**
 * Work the closest-line hints of one scenario may do, in cells (characters read plus edit-distance
 * cells; 5 to 20 ms of CPU per million): a scenario with thousands of failed checks gets hints for the
 * first ones, and the rest say they were left out for their cost.
 */
const CLOSEST_HINT_SCENARIO_BUDGET_CELLS = 25_000_000;
/** Work the closest-line hints of the whole run may do, in cells (see above). */
const CLOSEST_HINT_RUN_BUDGET_CELLS = 100_000_000;
/**
 * Notifications kept per call (progress, log messages, list changes), shown with a failure; past it,
 * one more record counts the rest, so a server that reports progress without end cannot fill memory.
 */
const CALL_NOTIFICATIONS_KEPT = 50;
/**
 * Requests of the server's kept per call (elicitation, sampling, roots: what it asked and what the
 * client answered, in either era, every `inputRequests` entry of every round counted), shown with a
 * failure; past it they are counted, not kept. A server that asked 20,000 times in one call made one
 * step's failure 6.6 MB in the terminal and 14 MB of JSON.
 */
const CALL_REQUESTS_KEPT = 50;
/**
 * Ways one call's requests and its script parted (a request refused, content that did not fit) said
 * in the step's failure message, the first ones; the rest are counted in one more sentence, so a
 * server that asks hundreds of times makes a message of a few kilobytes, not hundreds.
 */
const CALL_REQUEST_PROBLEMS_SHOWN = 5;
/**
 * `fuzz`: once a tool has hung, each further call to it waits this long at most (not the whole
 * `--timeout-ms`): shrinking a hang pays it on every probe. A tool that hangs on this many probes
 * in a row while its hang is shrunk, none answering, hangs on every input: shrinking stops there.
 */
const FUZZ_HANG_PROBE_TIMEOUT_MS = 500;
/** See FUZZ_HANG_PROBE_TIMEOUT_MS. */
const FUZZ_HANG_EVERY_INPUT_PROBES = 3;
/**
 * `fuzz`: a call that keeps reporting progress (each notification restarts its `--timeout-ms`) is
 * cut after this many timeouts in all (20 s by default): alive, so no finding, but an input that
 * asks for a billion steps does not take the tool's whole budget.
 */
const FUZZ_PROGRESSING_CALL_TIMEOUTS = 4;
/**
 * Characters of what a server asked of the client (an elicitation's message and schema, a sampling
 * request's messages) shown in a step's failure and its report: enough to recognise the request.
 */
const CLIENT_REQUEST_QUOTE_CHARS = 500;
/**
 * How long one attempt at an agent scenario's Messages API request may take, headers and body
 * (`agent-timeout-ms`): a turn with a plan and several tool calls takes seconds; this bounds an API
 * or gateway that accepts the request and never answers, or stalls the body.
 */
const DEFAULT_AGENT_TIMEOUT_MS = 120_000;
/** The same for one judge request (`judge-timeout-ms`): a two-line reply takes seconds. */
const DEFAULT_JUDGE_TIMEOUT_MS = 60_000;
/**
 * Retries of one Messages API request (judge or agent), by the SDK: on 408/409/429/5xx (honouring
 * `retry-after`) and on no answer. The longest wait for one request is (this + 1) × its timeout.
 */
const MODEL_API_MAX_RETRIES = 2;
/**
 * Characters of one tool result given to the model in an agent scenario (secrets redacted first),
 * the rest cut with the cut said in the text the model reads. The result stays in the conversation
 * for every later turn, and in the recording: 100,000 characters is about 25,000 tokens.
 */
const MODEL_TOOL_RESULT_LIMIT_CHARS = 100_000;
/**
 * A `server-env` variable whose name says it holds a secret (`*TOKEN*`, `*KEY*`…) is treated as
 * one from this many characters of value: a shorter value (`USE_KEYRING=1`) redacted everywhere
 * would blank common text. `server-secrets` values are secrets whatever their length.
 */
const NAMED_SECRET_MIN_CHARS = 8;
/**
 * Under `isolation: scenario`, a run during more than this share of whose wall-clock time a server
 * was starting (over at least STARTUP_NOTICE_MIN_SESSIONS sessions; start-ups at once counted once)
 * says once that `isolation: suite` shares one server.
 */
const STARTUP_NOTICE_SHARE = 0.5;
/** Sessions a run must have started before its start-up share is worth a notice. */
const STARTUP_NOTICE_MIN_SESSIONS = 3;
/** `paraphrase --count N`: the most phrasings asked for per prompt (each is reviewed by hand, and each costs trials). */
const MAX_PARAPHRASES = 20;
/**
 * `protocol: both`: the diff of a scenario's outputs that differ between eras, kept in the result (the
 * JSON report) and shown in the terminal and the summary; past it the diff is cut, saying so (each
 * era's whole output is in the JSON report).
 */
const ERA_DIFF_LIMIT_CHARS = 4_000;
/**
 * Changed lines the diff of two eras' outputs may consider (the `diff` package's `maxEditLength`):
 * the cost of a line diff grows with its outputs times its changes, and outputs of a million
 * characters that differ throughout are said to differ, with their sizes, rather than diffed.
 */
const ERA_DIFF_MAX_CHANGED_LINES = 500;
/**
 * Fields of an elicitation's form that \`init\` fills when it proposes an answer: a form of thousands
 * of fields would fill the proposed file; the rest are left for the author.
 */
const PROPOSED_FORM_FIELDS = 20;
/**
 * \`fuzz\`: calls, each on a fresh server with the full \`--timeout-ms\`, that confirm a shrunk hang: the
 * shrunk input first, then the shrinking's path halved. A probe's short timeout takes a slow answer
 * for a hang; these find the smallest input that hangs again (an 8,299-character "minimal hang" passed
 * in 1.4 s; only inputs of about 65,000 characters hung).
 */
const FUZZ_HANG_CONFIRMATIONS = 8;
//# sourceMappingURL=limits.js.map

/***/ }),

/***/ 1983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ colorFor),
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/**
 * Colour for the terminal reports, on `node:util`'s styleText (Node >= 20.12). Whether to colour
 * is the caller's decision (`colorFor`): styleText is told not to look at a stream or the
 * environment itself, so a report rendered for a file or a test is the same on any machine.
 */

/** `text` in `format` when the style colours, else `text` as it is. */
function paint(style, format, text) {
    return style.color ? (0,node_util__WEBPACK_IMPORTED_MODULE_0__.styleText)(format, text, { validateStream: false }) : text;
}
/**
 * Whether output to this stream is coloured: only on a TTY, and never with a non-empty NO_COLOR
 * (https://no-color.org). FORCE_COLOR is not read: a report piped to a file has no colour.
 */
function colorFor(isTTY, env) {
    return isTTY && !env.NO_COLOR;
}
//# sourceMappingURL=style.js.map

/***/ }),

/***/ 1961:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ unsafePropertyReason),
/* harmony export */   L$: () => (/* binding */ escapeName),
/* harmony export */   LI: () => (/* binding */ CommandGuard),
/* harmony export */   R0: () => (/* binding */ escapeXmlAttribute),
/* harmony export */   RQ: () => (/* binding */ escapeLines),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   bf: () => (/* binding */ breakLegacyCommands),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   xx: () => (/* binding */ visibleControls)
/* harmony export */ });
/* unused harmony exports visibleSpoofing, breakWorkflowCommands, visibleControlsExcept */
/* eslint-disable no-control-regex -- finding control characters is what this module is for */
// Hand-written, not strip-ansi or escape-html: one module for every place a report puts untrusted text, showing control characters as symbols (not dropping them) and defusing workflow commands.
/**
 * Escaping of untrusted text (server output, stderr, judge replies, check messages that quote
 * them) for each place a report puts it. Each function makes its input inert in that context:
 * whatever the text holds, nothing outside the escaped span changes.
 */
/** For HTML text and attribute values (`<pre>` blocks, `<summary>`): no tag, no entity, no quote can start. */
function escapeHtml(text) {
    return visibleControls(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/**
 * For inline Markdown prose: HTML-escaped, every character that could start Markdown formatting
 * (emphasis, code, links, images, tables, headings, strikethrough) backslash-escaped, one line.
 * Never put the result at the start of a line: it is meant to follow a label.
 */
function escapeInline(text) {
    // Markdown first: HTML-escaping first would put `#` (of `&#39;`) where the Markdown escape breaks it.
    return escapeHtml(text.replace(/([\\`*_[\]#|~])/g, '\\$1')).replace(/\r\n?|\n/g, ' ');
}
/**
 * A message in a list item with its line breaks kept (`<br>`) and each line's leading spaces too:
 * a replay's diff (`- old` / `+ new`) reads as a diff, not one run-on line.
 */
function escapeLines(text) {
    return text
        .split(/\r\n?|\n/)
        .map((line) => {
        const spaces = line.length - line.trimStart().length;
        return '&nbsp;'.repeat(spaces) + escapeInline(line.slice(spaces));
    })
        .join('<br>');
}
/** For a Markdown table cell: as inline prose, line breaks kept as `<br>`. */
function escapeCell(text) {
    return text
        .split(/\r\n?|\n/)
        .map((line) => escapeInline(line))
        .join('<br>');
}
/**
 * For XML 1.0 text and attributes: escaped, characters XML cannot hold at all replaced by U+FFFD,
 * and the characters that reorder or break the displayed text shown as `\u202E`-style escapes.
 */
function escapeXml(text) {
    return (visibleSpoofing(text)
        // Control characters other than tab, LF and CR, lone surrogates, U+FFFE and U+FFFF are not XML.
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;'));
}
/** For an XML attribute: escaped, with line breaks and tabs kept as character references. */
function escapeXmlAttribute(text) {
    return escapeXml(text).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
/**
 * For a terminal or a log: control characters (an escape sequence could recolour, move the cursor
 * or retitle the window) shown as visible symbols, tab and line feed kept; and the two ways a line
 * of a GitHub Actions log becomes a workflow command broken with a zero-width space: `::` at the
 * start of a line (after any indent) and the legacy `##[`, which the runner finds anywhere in a line.
 */
function escapeTerminal(text) {
    // Any white space counts before `::`, not only spaces and tabs: the runner trims all of it.
    return breakWorkflowCommands(visibleControls(text));
}
/** The legacy `##[command]` form, which the runner finds anywhere in a line, broken with a zero-width space. */
function breakLegacyCommands(text) {
    return text.replace(/##\[/g, '##\u200B[');
}
/**
 * Characters that change how the text around them is displayed without showing themselves: the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: a file name can
 * display reversed, `txt.exe` as `exe.txt`), the directional marks (U+200E, U+200F, U+061C), and
 * the line and paragraph separators (U+2028, U+2029), which some viewers break lines at.
 */
const DISPLAY_SPOOFING = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2028\u2029]/g;
/**
 * Characters that show nothing at all, so two texts that differ only by them look the same (a tool
 * description with an instruction smuggled in reads as unchanged in a snapshot diff): every format
 * character (Unicode category Cf: the zero-width space, non-joiner and joiner U+200B–U+200D, the word
 * joiner and invisible operators U+2060–U+2064, U+FEFF, the soft hyphen, the Unicode tag characters
 * U+E0001 and U+E0020–U+E007F, which spell ASCII a model reads), the rest of the tag block
 * (U+E0000–U+E007F), the combining grapheme joiner (U+034F), the Hangul fillers, which display as
 * blank, and variation selectors in a run (one after a character picks its look; a run carries data).
 * Not the format characters that display a mark (the Arabic number signs U+0600–U+0605, U+06DD and
 * their kin), and not a zero-width joiner inside an emoji (👩‍💻), where it is what joins the picture.
 */
const INVISIBLE = new RegExp(
// eslint-disable-next-line no-misleading-character-class -- each invisible code point is matched on its own: that is the point
[
    // A joiner between two pictographs (after an optional variation selector or skin tone) joins an emoji.
    String.raw `\u200D(?!\p{Extended_Pictographic})`,
    String.raw `(?<!\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D`,
    // The zero-width space that breaks a workflow command (`:\u200B:`, `##\u200B[`) is ours, and
    // escaping text twice keeps it: it hides nothing, and it is what keeps the command broken.
    String.raw `(?!(?<=##)\u200B\[|(?<=:)\u200B:)\u200B`,
    String.raw `(?![\u200B\u200D\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}])[\p{Cf}\u{E0000}-\u{E007F}\u034F\u115F\u1160\u3164\uFFA0]`,
    String.raw `(?:[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]){2,}`,
].join('|'), 'gu');
/** `\u200B` for a character of the Basic Multilingual Plane, `\u{E0049}` beyond it (as JavaScript writes them). */
function escapedCodePoints(text) {
    return [...text]
        .map((char) => {
        const hex = char.codePointAt(0).toString(16).toUpperCase();
        return hex.length <= 4 ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
    })
        .join('');
}
/**
 * The display-spoofing characters (see DISPLAY_SPOOFING) and the invisible ones (see INVISIBLE) as
 * visible `\u202E`-style escapes (`\u{E0049}` beyond U+FFFF): what a reader sees differs where the
 * text does.
 */
function visibleSpoofing(text) {
    return text.replace(DISPLAY_SPOOFING, escapedCodePoints).replace(INVISIBLE, escapedCodePoints);
}
/**
 * Control characters other than tab and line feed (CR LF becomes LF) as their visible symbols (␛,
 * ␇, ␍, …), and the characters that reorder or break the displayed text, or show nothing, as
 * `\u202E`-style escapes (see visibleSpoofing).
 */
function visibleControls(text) {
    const controls = text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F\u0080-\u009F]/g, (char) => {
        const code = char.charCodeAt(0);
        return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\uFFFD';
    });
    return visibleSpoofing(controls);
}
/**
 * For a name or a path shown inside a line of our own (scenario names, file paths, globs, the
 * judge model): one line whatever it holds. Line feed, carriage return and tab are shown as `\n`,
 * `\r` and `\t`, so a newline in a file name reads as one; other control characters as their
 * visible symbols; the legacy `##[` broken. Backslashes are kept as they are: the text stays
 * readable, and nothing it could spell is a control character any more.
 */
function escapeName(text) {
    return breakLegacyCommands(visibleControls(text.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t')));
}
/**
 * Characters the runner skips before looking for `::` (.NET `TrimStart` trims every Unicode white
 * space, U+0085 and the information separators U+001C–U+001F included); a superset is safe.
 */
const LEADING_SPACE = String.raw `[\s\u0085\u001C-\u001F]`;
/** A CSI escape sequence (colour, clearing the line): skipped too, so colour cannot hide a command. */
const CSI_SEQUENCE = String.raw `\u001B\[[0-9;?]*[ -/]*[@-~]`;
/**
 * `::` where the runner would take it as the start of a workflow command: at the start of a line
 * (the runner splits lines at LF, CR and CR LF) after any white space and escape sequences.
 */
const COMMAND_START = new RegExp(`(?<=^|[\\r\\n])(?:${LEADING_SPACE}|${CSI_SEQUENCE})*:(?=:)`, 'g');
/**
 * Breaks everything in `text` that a GitHub Actions runner would obey as a workflow command, by
 * inserting a zero-width space (which .NET does not trim): `::` at a line start becomes `:\u200B:`
 * and `##[` anywhere becomes `##\u200B[`. Nothing else changes; our own output never holds either.
 */
function breakWorkflowCommands(text) {
    return breakLegacyCommands(text.replace(COMMAND_START, '$&\u200B'));
}
/**
 * What a terminal stream may carry unescaped: our own styling writes only SGR colour (`ESC[…m`),
 * clearing the line (`ESC[2K`) and a carriage return before it. CR LF is matched whole (it becomes LF).
 */
const ALLOWABLE_SEQUENCES = /\u001B\[[0-9;]*m|\u001B\[2K|\r\n?/g;
/**
 * `text` as `visibleControls` shows it, except the escape sequences and carriage returns that
 * `allow` permits, which pass unchanged. CR LF becomes LF.
 */
function visibleControlsExcept(text, allow) {
    let shown = '';
    let from = 0;
    for (const match of text.matchAll(ALLOWABLE_SEQUENCES)) {
        const sequence = match[0];
        const allowed = sequence.endsWith('m')
            ? allow.color
            : sequence === '\r' || sequence.endsWith('K')
                ? allow.redraw
                : false;
        if (!allowed)
            continue;
        shown += visibleControls(text.slice(from, match.index)) + sequence;
        from = match.index + sequence.length;
    }
    return shown + visibleControls(text.slice(from));
}
/** How much of an all-blank current line a guard remembers; more blanks change nothing. */
const GUARD_BLANK_CARRY_CHARS = 256;
/** A line's start so far, when a `::` written next would still stand at the start of the line. */
const BLANK_LINE_SO_FAR = new RegExp(`^(?:${LEADING_SPACE}|${CSI_SEQUENCE})*:?$`);
/**
 * The last guard between the CLI and a stream: whatever any part of the CLI writes, in whatever
 * chunks, nothing that reaches the stream can start a workflow command, and no control character
 * passes but those `allow` permits. Renderers escape untrusted text themselves (so it reads well);
 * this catches what one forgets, and our own output passes unchanged.
 *
 * It remembers the end of the line written so far, so `::` split over two writes is caught too.
 */
class CommandGuard {
    allow;
    /**
     * What of the current line matters to the next write: all of it while it is blank (white space,
     * escape sequences, perhaps one `:`), else a non-blank mark and its last two characters (`##`).
     */
    carry = '';
    constructor(allow) {
        this.allow = allow;
    }
    guard(text) {
        const carried = this.carry;
        const written = breakWorkflowCommands(carried + visibleControlsExcept(text, this.allow)).slice(carried.length);
        const all = carried + written;
        const line = all.slice(Math.max(all.lastIndexOf('\n'), all.lastIndexOf('\r')) + 1);
        if (!BLANK_LINE_SO_FAR.test(line))
            this.carry = `x${line.slice(-2)}`;
        // A long blank start stands for itself as one space (cutting it could split an escape sequence).
        else if (line.length > GUARD_BLANK_CARRY_CHARS)
            this.carry = line.endsWith(':') ? ' :' : ' ';
        else
            this.carry = line;
        return written;
    }
}
/**
 * Why `value` cannot be an annotation's property (its `file=`), or undefined when it can. `core`
 * encodes `%`, CR, LF, `:` and `,` in properties, and the runner decodes exactly those (`%25 %0D
 * %0A %3A %2C`), so such paths arrive intact; but nothing encodes the legacy `##[`, which the
 * runner finds anywhere in a line, nor other control characters, which would reach the log raw.
 */
function unsafePropertyReason(value) {
    if (value.includes('##['))
        return 'it holds "##[", which the runner reads as a command anywhere in a line';
    if (/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value))
        return 'it holds a control character, which no encoding of a workflow command property carries';
    if (new RegExp(DISPLAY_SPOOFING.source).test(value))
        return 'it holds a bidirectional control or a line or paragraph separator, which would show the path reordered';
    return undefined;
}
//# sourceMappingURL=escape.js.map

/***/ }),

/***/ 8269:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  L: () => (/* binding */ enableCompileCache)
});

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: ./lib/util/compile-cache.js

/**
 * Asks Node to keep the compiled code of every module loaded from here on in its on-disk cache (in
 * the temporary folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so that the next start skips
 * compiling the bundle's chunks again. Node 22.8+ has `module.enableCompileCache`; on Node 20 there
 * is none and this does nothing. Only modules loaded after the call are cached: the entry points
 * call it first and load everything else with `import()`.
 */
function enableCompileCache() {
    const enable = external_node_module_namespaceObject.enableCompileCache;
    try {
        enable?.();
    }
    catch {
        // A cache that cannot be set up costs only speed, never the run.
    }
}
//# sourceMappingURL=compile-cache.js.map

/***/ }),

/***/ 3411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ PACKAGE_VERSION)
/* harmony export */ });
/** Reported to servers as the MCP client version; kept in step with package.json by a test. */
const PACKAGE_VERSION = '0.1.0';
//# sourceMappingURL=version.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(518);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map