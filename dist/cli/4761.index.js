export const id = 4761;
export const ids = [4761];
export const modules = {

/***/ 73916:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ flagHelp),
/* harmony export */   xw: () => (/* binding */ secretsHelp),
/* harmony export */   zo: () => (/* binding */ flagsHelp)
/* harmony export */ });
/* unused harmony export helpLines */
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93966);
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

/***/ 84761:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   USAGE: () => (/* binding */ USAGE)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13411);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93966);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73916);



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
  annotations                 check readOnlyHint, idempotentHint and
                              destructiveHint by behaviour on fresh stub servers
  compare-variants --tool-variants FILE
                              run the agent scenarios on the server's tool
                              descriptions and on each variant; per variant a
                              pass rate, a paired verdict, the winner as a diff
`;
//# sourceMappingURL=usage.js.map

/***/ }),

/***/ 93966:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hs: () => (/* reexport */ DEFAULT_FUZZ_TIMEOUT_MS),
  sr: () => (/* reexport */ DEFAULT_JUDGE_MODEL),
  Lj: () => (/* reexport */ DEFAULT_SCENARIO_GLOBS),
  IC: () => (/* reexport */ MAX_COST_BUDGET_USD),
  yy: () => (/* binding */ SETTINGS),
  GS: () => (/* binding */ SETTING_KEYS),
  HA: () => (/* binding */ defaultOf),
  JY: () => (/* binding */ flagNames),
  iP: () => (/* binding */ flagOf),
  px: () => (/* binding */ settingLabel),
  ie: () => (/* binding */ settingWithValue),
  f5: () => (/* binding */ settingsOf)
});

// UNUSED EXPORTS: DEFAULT_CONCURRENCY, DEFAULT_JUDGE_CONCURRENCY, DEFAULT_TIMEOUT_MS

// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/kinds/agent/defaults.js
var defaults = __webpack_require__(93119);
// EXTERNAL MODULE: ./lib/providers/choose.js
var choose = __webpack_require__(36069);
;// CONCATENATED MODULE: ./lib/config/settings/common.js
const DEFAULT_SCENARIO_GLOBS = ['scenarios/**/*.yaml', 'scenarios/**/*.yml'];
const DEFAULT_CONCURRENCY = 4;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Per call: a fuzz input that takes this long is a hang (a run's 30 s would make each hang costly). */
const DEFAULT_FUZZ_TIMEOUT_MS = 5_000;
const DEFAULT_JUDGE_MODEL = 'claude-haiku-4-5';
const DEFAULT_JUDGE_CONCURRENCY = 4;
/** The most `judge-cost-budget` and `agent-cost-budget` take, in USD: a bound that catches a typo of units (cents). */
const MAX_COST_BUDGET_USD = 100_000;
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
    'annotations',
];
/** The commands that run scenarios as a run does; compare-variants takes every flag of a run. */
const RUNS = ['run', 'compare-variants'];
const AGENT_RUNS = [
    'run',
    'record-agent',
    'record-baseline',
    'compare-variants',
];
//# sourceMappingURL=common.js.map
;// CONCATENATED MODULE: ./lib/config/settings/model.js
// The settings table's rows for the model: the judge and agent scenarios, where they reach Claude
// (provider, model ids), their timeouts and budgets in tokens and dollars, recordings and baselines.
// Assembled into the table, in its order, by config/settings.ts.




const MODEL_ROWS = {
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
    provider: {
        name: 'provider',
        type: 'choice',
        choices: choose/* PROVIDER_SETTINGS */.eu,
        default: 'auto',
        commands: [...AGENT_RUNS, 'paraphrase', 'lint'],
        group: 'run',
        help: 'where the judge and agent scenarios reach Claude: anthropic (ANTHROPIC_API_KEY), bedrock (Amazon Bedrock: AWS credentials and AWS_REGION, or AWS_BEARER_TOKEN_BEDROCK), vertex (Google Vertex AI: application default credentials, CLOUD_ML_REGION, a project); auto: the first of these the environment has',
    },
    modelIds: {
        name: 'model-ids',
        // One model per flag: the singular reads right (`--model-id a=x --model-id b=y`).
        flag: 'model-id',
        aliases: ['model-ids'],
        type: 'lines',
        arg: 'MODEL=ID',
        commands: [...AGENT_RUNS, 'paraphrase', 'lint'],
        group: 'run',
        help: "the platform's id of a model its table lacks (claude-sonnet-4-6=global.anthropic.claude-sonnet-4-6), or in place of the table's (repeatable); scenarios, recordings and baselines keep the model's own name",
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
        help: 'auto: judge criteria when ANTHROPIC_API_KEY, or Bedrock/Vertex credentials (--provider), are set, else skip them visibly; required: fail without them; off: never',
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
    judgeTimeoutMs: {
        name: 'judge-timeout-ms',
        type: 'ms',
        default: limits/* DEFAULT_JUDGE_TIMEOUT_MS */.zG,
        arg: 'N',
        commands: RUNS,
        group: 'run',
        help: 'per judge request, the whole reply; tried 3 times',
    },
    judgeCostBudget: {
        name: 'judge-cost-budget',
        type: 'usd',
        bounds: { max: MAX_COST_BUDGET_USD },
        arg: 'USD',
        commands: RUNS,
        group: 'run',
        help: 'US dollars the judge may spend in the run (0.50, no $ sign); past it the calls left are not made, their scenarios error and the run fails. Refused before the first call when the judge model has no price (see model-prices)',
    },
    agent: {
        name: 'agent',
        type: 'choice',
        choices: MODES,
        default: 'auto',
        commands: RUNS,
        group: 'run',
        help: 'agent scenarios (prompt:) call the model; auto: when ANTHROPIC_API_KEY, or Bedrock/Vertex credentials (--provider), are set, else they are skipped visibly; required: they fail without them; off: never',
    },
    agentModel: {
        name: 'agent-model',
        type: 'string',
        default: defaults/* DEFAULT_AGENT_MODEL */.qj,
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
    agentTimeoutMs: {
        name: 'agent-timeout-ms',
        type: 'ms',
        default: limits/* DEFAULT_AGENT_TIMEOUT_MS */.pk,
        arg: 'N',
        commands: AGENT_RUNS,
        group: 'run',
        help: 'per model request of an agent scenario, the whole reply; tried 3 times',
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
    agentCostBudget: {
        name: 'agent-cost-budget',
        type: 'usd',
        bounds: { max: MAX_COST_BUDGET_USD },
        arg: 'USD',
        commands: AGENT_RUNS,
        group: 'run',
        help: 'US dollars all agent scenarios may spend in the run (2.50, no $ sign); past it the model calls left are not made, the scenarios error and the run fails. Refused before the first call when a model has no price (see model-prices)',
    },
    modelPrices: {
        name: 'model-prices',
        // The issue's name is the flag; the singular reads right when repeated (`--model-price a=… --model-price b=…`).
        aliases: ['model-price'],
        type: 'lines',
        arg: 'MODEL=IN,OUT,CW,CR',
        commands: AGENT_RUNS,
        group: 'run',
        help: 'price a model the built-in table lacks (or price one otherwise): MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ in US dollars per million tokens, one model a line (repeatable); costs use it, and a cost budget needs a price for every model it spends on',
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
};
//# sourceMappingURL=model.js.map
;// CONCATENATED MODULE: ./lib/config/settings/report.js
const REPORT_ROWS = {
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
    reportSarif: {
        name: 'report-sarif',
        flag: 'sarif',
        aliases: ['report-sarif'],
        type: 'string',
        arg: 'FILE',
        commands: ['run', 'lint', 'fuzz', 'tools', 'annotations'],
        group: 'report',
        help: "write the findings on the server's surface (lint, breaking snapshot changes, fuzz, annotation checks, hidden text in outputs) as SARIF 2.1.0, for GitHub code scanning",
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
    // The action alone: a check run is written through the GitHub API with the job's token, which the
    // CLI has no business holding (commands: none, no flag).
    checkRun: {
        name: 'check-run',
        type: 'boolean',
        default: false,
        flag: null,
        commands: [],
        group: 'report',
        help: 'after the run, a check run with every failed check as an annotation (needs permissions: checks: write)',
    },
    githubToken: {
        name: 'github-token',
        type: 'string',
        secret: true,
        flag: null,
        inputDefault: '${{ github.token }}',
        commands: [],
        group: 'secret',
        help: 'the token check-run writes with; masked, redacted, never passed to the server under test',
    },
};
//# sourceMappingURL=report.js.map
;// CONCATENATED MODULE: ./lib/config/settings/run.js
// The settings table's rows that shape a run: which scenarios, how many at once, in what isolation,
// and the checks before them (lint, tools snapshot, tool wording, annotations).
// Assembled into the table, in its order, by config/settings.ts.

const RUN_ROWS = {
    scenarioGlobs: {
        name: 'scenarios',
        type: 'lines',
        default: DEFAULT_SCENARIO_GLOBS,
        arg: 'GLOB',
        commands: [...RUNS, 'annotations'],
        group: 'run',
        help: 'globs of scenario files (repeatable; the arguments before the flags say the same)',
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
    annotations: {
        name: 'annotations',
        type: 'choice',
        choices: ['off', 'warn', 'error'],
        default: 'off',
        commands: ['run'],
        group: 'run',
        help: "check by behaviour, before the scenarios, that the tools' readOnlyHint, idempotentHint and destructiveHint are true (as the annotations command does, on fresh stub servers; refused in live mode); error fails the run on a finding",
    },
    annotationsProbes: {
        name: 'annotations-probes',
        // The annotations command's own word for it; the run takes it too.
        flag: 'probes',
        aliases: ['annotations-probes'],
        type: 'string',
        arg: 'FILE',
        commands: ['run'],
        group: 'run',
        help: "the annotations check's probes file: steps whose outputs are the server's state, and ignore: patterns (default: annotations.yaml beside the scenarios, read when it exists)",
    },
};
//# sourceMappingURL=run.js.map
// EXTERNAL MODULE: ./lib/mcp/target.js
var target = __webpack_require__(47459);
// EXTERNAL MODULE: ./lib/mcp/era.js
var era = __webpack_require__(31074);
;// CONCATENATED MODULE: ./lib/config/settings/server.js
// The settings table's rows for reaching the server under test: how it is started or where it
// listens, its credentials (live mode: a bearer token or OAuth client credentials), the protocol
// era and the call timeouts. Assembled into the table, in its order, by config/settings.ts.



const SERVER_ROWS = {
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
    protocol: {
        name: 'protocol',
        type: 'choice',
        choices: era/* PROTOCOL_SETTINGS */.j,
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
        commandDefaults: { fuzz: DEFAULT_FUZZ_TIMEOUT_MS, annotations: DEFAULT_FUZZ_TIMEOUT_MS },
        arg: 'N',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: "per call; a step's timeout_ms overrides it",
    },
    connectTimeoutMs: {
        name: 'connect-timeout-ms',
        type: 'ms',
        default: target/* DEFAULT_CONNECT_TIMEOUT_MS */.o,
        arg: 'N',
        commands: SERVER_COMMANDS,
        group: 'server',
        help: 'for the server to start and answer initialize',
    },
};
//# sourceMappingURL=server.js.map
;// CONCATENATED MODULE: ./lib/config/settings.js
// THE table of settings: one row per setting. The CLI's parsers and --help, the action's reading of
// its inputs, the validation of each value and the wording of the messages that name a setting are
// all derived from it (cli/flags.ts, github/inputs.ts, read-settings.ts); a test holds action.yml,
// docs/inputs.md and docs/cli.md against it. The rows live in settings/ by what they are about
// (server, model, run, report; the types in settings/types.ts); the table is assembled here, in the
// order of `--help`, of action.yml and of docs/inputs.md. Adding a setting is its key in
// SettingValues, its row, its line below and its consumer: a key without a row does not compile
// (vitest's CLIOptions<Config> is the model).
// Kept free of the engine: `--help` is answered from it without loading anything else.





/** The table. Its order is the order of `--help`, of action.yml and of docs/inputs.md. */
const SETTINGS = {
    scenarioGlobs: RUN_ROWS.scenarioGlobs,
    serverCommand: SERVER_ROWS.serverCommand,
    serverModule: SERVER_ROWS.serverModule,
    serverCwd: SERVER_ROWS.serverCwd,
    serverEnv: SERVER_ROWS.serverEnv,
    serverSecrets: SERVER_ROWS.serverSecrets,
    remoteUrl: SERVER_ROWS.remoteUrl,
    bearerToken: SERVER_ROWS.bearerToken,
    oauthClientId: SERVER_ROWS.oauthClientId,
    oauthClientSecret: SERVER_ROWS.oauthClientSecret,
    oauthPrivateKey: SERVER_ROWS.oauthPrivateKey,
    oauthScope: SERVER_ROWS.oauthScope,
    oauthIssuer: SERVER_ROWS.oauthIssuer,
    anthropicApiKey: MODEL_ROWS.anthropicApiKey,
    judge: MODEL_ROWS.judge,
    judgeModel: MODEL_ROWS.judgeModel,
    judgeConcurrency: MODEL_ROWS.judgeConcurrency,
    agent: MODEL_ROWS.agent,
    agentModel: MODEL_ROWS.agentModel,
    agentModels: MODEL_ROWS.agentModels,
    agentTokenBudget: MODEL_ROWS.agentTokenBudget,
    agentReplay: MODEL_ROWS.agentReplay,
    agentBaseline: MODEL_ROWS.agentBaseline,
    baselineInconclusive: MODEL_ROWS.baselineInconclusive,
    baselineSave: MODEL_ROWS.baselineSave,
    concurrency: RUN_ROWS.concurrency,
    isolation: RUN_ROWS.isolation,
    protocol: SERVER_ROWS.protocol,
    timeoutMs: SERVER_ROWS.timeoutMs,
    connectTimeoutMs: SERVER_ROWS.connectTimeoutMs,
    agentTimeoutMs: MODEL_ROWS.agentTimeoutMs,
    judgeTimeoutMs: MODEL_ROWS.judgeTimeoutMs,
    shard: RUN_ROWS.shard,
    filter: RUN_ROWS.filter,
    reportJson: REPORT_ROWS.reportJson,
    reportJunit: REPORT_ROWS.reportJunit,
    reportSarif: REPORT_ROWS.reportSarif,
    reports: REPORT_ROWS.reports,
    lint: RUN_ROWS.lint,
    toolsSnapshot: RUN_ROWS.toolsSnapshot,
    toolsTokenBudget: RUN_ROWS.toolsTokenBudget,
    toolVariants: RUN_ROWS.toolVariants,
    checkRun: REPORT_ROWS.checkRun,
    githubToken: REPORT_ROWS.githubToken,
    provider: MODEL_ROWS.provider,
    modelIds: MODEL_ROWS.modelIds,
    judgeCostBudget: MODEL_ROWS.judgeCostBudget,
    agentCostBudget: MODEL_ROWS.agentCostBudget,
    modelPrices: MODEL_ROWS.modelPrices,
    annotations: RUN_ROWS.annotations,
    annotationsProbes: RUN_ROWS.annotationsProbes,
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

/***/ 93119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 31074:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ PROTOCOL_SETTINGS),
/* harmony export */   q: () => (/* binding */ MODERN_REVISION)
/* harmony export */ });
/** The `protocol` setting: probe as hosts do (`auto`), one era only, or every era the server serves. */
const PROTOCOL_SETTINGS = ['auto', 'legacy', 'modern', 'both'];
/** The revision `modern` pins: the first stateless revision. */
const MODERN_REVISION = '2026-07-28';
//# sourceMappingURL=era.js.map

/***/ }),

/***/ 47459:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ DEFAULT_CONNECT_TIMEOUT_MS)
/* harmony export */ });
/** How long a server may take to start and answer `initialize`, unless `connect-timeout-ms` says otherwise. */
const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
//# sourceMappingURL=target.js.map

/***/ }),

/***/ 22645:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ CALL_NOTIFICATIONS_KEPT),
/* harmony export */   GG: () => (/* binding */ STARTUP_NOTICE_MIN_SESSIONS),
/* harmony export */   GP: () => (/* binding */ MAX_TOOL_LIST_PAGES),
/* harmony export */   GW: () => (/* binding */ ANNOTATIONS_SHRINK_ITEMS),
/* harmony export */   Ge: () => (/* binding */ FUZZ_PROGRESSING_CALL_TIMEOUTS),
/* harmony export */   H1: () => (/* binding */ CALL_REQUESTS_KEPT),
/* harmony export */   HI: () => (/* binding */ IN_PROCESS_SETTLE_MS),
/* harmony export */   J2: () => (/* binding */ ANNOTATIONS_TOOL_BUDGET_MS),
/* harmony export */   JZ: () => (/* binding */ ERA_DIFF_MAX_CHANGED_LINES),
/* harmony export */   ME: () => (/* binding */ ANNOTATIONS_SETTLE_MS),
/* harmony export */   Mm: () => (/* binding */ CALL_REQUEST_PROBLEMS_SHOWN),
/* harmony export */   OP: () => (/* binding */ ANNOTATIONS_MAX_PROBES),
/* harmony export */   R6: () => (/* binding */ ANNOTATIONS_IGNORED_LINES_KEPT),
/* harmony export */   Sw: () => (/* binding */ DISCOVER_PROBE_TIMEOUT_MS),
/* harmony export */   T4: () => (/* binding */ ANNOTATIONS_SETTLE_READS),
/* harmony export */   Ti: () => (/* binding */ HTTP_BODY_READ_BYTES),
/* harmony export */   Ts: () => (/* binding */ ERA_DIFF_LIMIT_CHARS),
/* harmony export */   UK: () => (/* binding */ ANNOTATIONS_SHRINK_ATTEMPTS),
/* harmony export */   VQ: () => (/* binding */ ANNOTATIONS_FILE_LINES_MAX_BYTES),
/* harmony export */   VS: () => (/* binding */ FUZZ_HANG_PROBE_TIMEOUT_MS),
/* harmony export */   WT: () => (/* binding */ ANNOTATIONS_DEFAULT_RUNS),
/* harmony export */   Zk: () => (/* binding */ CALL_OUTPUT_LIMIT_CHARS),
/* harmony export */   _s: () => (/* binding */ HTTP_BODY_READ_MS),
/* harmony export */   bU: () => (/* binding */ HTTP_BODY_QUOTE_CHARS),
/* harmony export */   bi: () => (/* binding */ CLOSEST_HINT_SEARCH_LIMIT_CHARS),
/* harmony export */   c$: () => (/* binding */ ANNOTATIONS_MAX_FILES),
/* harmony export */   cF: () => (/* binding */ FUZZ_HANG_EVERY_INPUT_PROBES),
/* harmony export */   cn: () => (/* binding */ FUZZ_HANG_CONFIRMATIONS),
/* harmony export */   cy: () => (/* binding */ MAX_PARAPHRASES),
/* harmony export */   eb: () => (/* binding */ PROPOSED_FORM_FIELDS),
/* harmony export */   ef: () => (/* binding */ SCENARIO_NESTING_LIMIT),
/* harmony export */   fH: () => (/* binding */ MAX_STEP_TIMEOUT_MS),
/* harmony export */   fu: () => (/* binding */ CLOSEST_HINT_SCENARIO_BUDGET_CELLS),
/* harmony export */   g1: () => (/* binding */ CLOSEST_HINT_RUN_BUDGET_CELLS),
/* harmony export */   gE: () => (/* binding */ SCENARIO_FILE_LIMIT_BYTES),
/* harmony export */   iZ: () => (/* binding */ ANNOTATIONS_CHANGE_TEXT_CHARS),
/* harmony export */   id: () => (/* binding */ ANNOTATIONS_MAX_RESOURCES),
/* harmony export */   jJ: () => (/* binding */ CLIENT_REQUEST_QUOTE_CHARS),
/* harmony export */   kA: () => (/* binding */ NAMED_SECRET_MIN_CHARS),
/* harmony export */   kQ: () => (/* binding */ STOP_GRACE_MS),
/* harmony export */   nV: () => (/* binding */ MODEL_API_MAX_RETRIES),
/* harmony export */   pd: () => (/* binding */ RUN_TIME_LIMIT_MS),
/* harmony export */   pk: () => (/* binding */ DEFAULT_AGENT_TIMEOUT_MS),
/* harmony export */   rB: () => (/* binding */ ANNOTATIONS_ERROR_ANSWER_CHARS),
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
/** `annotations`: generated inputs per tool (after the scenarios' own) unless `--runs`: each observed input may cost a fresh server. */
const ANNOTATIONS_DEFAULT_RUNS = 10;
/** `annotations`: time per tool unless `--tool-budget-ms`, shrinking and re-verifying included; a call under way runs to its answer or `--timeout-ms`. */
const ANNOTATIONS_TOOL_BUDGET_MS = 60_000;
/** `annotations`: a file of the server's directory larger than this is compared by its content hash alone, not line by line. */
const ANNOTATIONS_FILE_LINES_MAX_BYTES = 256 * 1024;
/** `annotations`: files and directories of the server's directory observed; past it the rest are one entry (their count). */
const ANNOTATIONS_MAX_FILES = 2_000;
/** `annotations`: resources the server lists that are read as state (the first ones listed). */
const ANNOTATIONS_MAX_RESOURCES = 50;
/** `annotations`: probes a probes file may declare (each is read twice before every call). */
const ANNOTATIONS_MAX_PROBES = 20;
/** `annotations`: inputs tried while shrinking one finding (each on a fresh server). */
const ANNOTATIONS_SHRINK_ATTEMPTS = 40;
/** `annotations`: reads of the state after a call until two agree (a server that writes after it answers). */
const ANNOTATIONS_SETTLE_READS = 5;
/** `annotations`: the wait between two of those reads. */
const ANNOTATIONS_SETTLE_MS = 50;
/** `annotations`: an answer this short that names a network failure (`fetch failed`, ECONNREFUSED) is a refused call, not an observation. */
const ANNOTATIONS_ERROR_ANSWER_CHARS = 1_000;
/** `annotations`: items of an array each made smaller in place while shrinking (the first ones; a long array is halved first). */
const ANNOTATIONS_SHRINK_ITEMS = 8;
/** `annotations`: characters of an entry's text shown before and after in a change. */
const ANNOTATIONS_CHANGE_TEXT_CHARS = 600;
/** `annotations`: lines ignored (volatile, or matched by an `ignore:` pattern) listed in the report. */
const ANNOTATIONS_IGNORED_LINES_KEPT = 50;
//# sourceMappingURL=limits.js.map

/***/ }),

/***/ 36069:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nr: () => (/* binding */ NO_KEY_REASON),
/* harmony export */   SO: () => (/* binding */ BASE_URL_VARIABLES),
/* harmony export */   Vm: () => (/* binding */ chooseProvider),
/* harmony export */   Z6: () => (/* binding */ PLATFORM_NAMES),
/* harmony export */   eu: () => (/* binding */ PROVIDER_SETTINGS),
/* harmony export */   lc: () => (/* binding */ providerOf),
/* harmony export */   nf: () => (/* binding */ providerSecrets),
/* harmony export */   q_: () => (/* binding */ NO_CLOUD)
/* harmony export */ });
/* unused harmony export awsCredentialsIn */
// Which platform the judge and the agent reach Claude through (`provider`), decided once from the
// setting and the environment, as a workflow leaves it: an Anthropic key, the AWS credentials
// aws-actions/configure-aws-credentials exports, or the files google-github-actions/auth writes.
// No SDK is loaded here: the settings are resolved before anything else runs.
const PROVIDER_SETTINGS = ['auto', 'anthropic', 'bedrock', 'vertex'];
/** How a message names each platform. */
const PLATFORM_NAMES = {
    anthropic: 'the Anthropic API',
    bedrock: 'Amazon Bedrock',
    vertex: 'Google Vertex AI',
};
/** The variable each platform's SDK reads its base URL from (gateways, and this project's tests). */
const BASE_URL_VARIABLES = {
    anthropic: 'ANTHROPIC_BASE_URL',
    bedrock: 'ANTHROPIC_BEDROCK_BASE_URL',
    vertex: 'ANTHROPIC_VERTEX_BASE_URL',
};
/** What a skip without any model access says (kept as it was: reports and notices quote it). */
const NO_KEY_REASON = 'no ANTHROPIC_API_KEY (or anthropic-api-key) set';
/** What `provider: auto` also looked for, said when `required` fails without any. */
const NO_CLOUD = ', nor AWS credentials and a region for Amazon Bedrock (provider: bedrock), nor a project and region for Google Vertex AI (provider: vertex)';
/** Whether the environment holds AWS credentials of a kind the default chain (or the Bedrock SDK) reads. */
function awsCredentialsIn(env) {
    return Boolean((env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) ||
        env.AWS_PROFILE ||
        env.AWS_WEB_IDENTITY_TOKEN_FILE ||
        env.AWS_BEARER_TOKEN_BEDROCK);
}
function awsRegion(env) {
    return env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
}
function vertexProject(env) {
    return env.ANTHROPIC_VERTEX_PROJECT_ID || env.GOOGLE_CLOUD_PROJECT || undefined;
}
function bedrock(env, modelIds) {
    const region = awsRegion(env);
    if (!region) {
        const reason = 'provider bedrock has no AWS region (set AWS_REGION or AWS_DEFAULT_REGION)';
        return { reason, missing: reason };
    }
    const keys = env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            aws: {
                accessKeyId: env.AWS_ACCESS_KEY_ID,
                secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
                ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
            },
        }
        : {};
    return {
        provider: {
            platform: 'bedrock',
            region,
            ...(env.AWS_BEARER_TOKEN_BEDROCK ? { apiKey: env.AWS_BEARER_TOKEN_BEDROCK } : keys),
            ...(modelIds && { modelIds }),
        },
    };
}
function vertex(env, modelIds) {
    const region = env.CLOUD_ML_REGION;
    if (!region) {
        const reason = 'provider vertex has no Google Vertex AI region (set CLOUD_ML_REGION)';
        return { reason, missing: reason };
    }
    const projectId = vertexProject(env);
    return {
        provider: { platform: 'vertex', region, ...(projectId && { projectId }), ...(modelIds && { modelIds }) },
    };
}
/**
 * The platform for `setting`. `auto`: the Anthropic API when a key is given, else Amazon Bedrock when
 * AWS credentials and a region are in the environment, else Google Vertex AI when a project and a
 * region are, else none. A platform named outright needs only what its SDK cannot do without (a
 * region); its credentials are the SDK's to find (an instance role, a profile, application default
 * credentials), and a missing one is said by the platform at the first call.
 */
function chooseProvider(setting, env, apiKey, modelIds) {
    const ids = modelIds && Object.keys(modelIds).length > 0 ? modelIds : undefined;
    switch (setting) {
        case 'anthropic':
            return apiKey
                ? { provider: { platform: 'anthropic', apiKey, ...(ids && { modelIds: ids }) } }
                : { reason: NO_KEY_REASON, missing: NO_KEY_REASON };
        case 'bedrock':
            return bedrock(env, ids);
        case 'vertex':
            return vertex(env, ids);
        default:
            if (apiKey)
                return { provider: { platform: 'anthropic', apiKey, ...(ids && { modelIds: ids }) } };
            if (awsCredentialsIn(env) && awsRegion(env))
                return bedrock(env, ids);
            if (vertexProject(env) && env.CLOUD_ML_REGION)
                return vertex(env, ids);
            return { reason: NO_KEY_REASON, missing: NO_KEY_REASON + NO_CLOUD };
    }
}
/**
 * The platform a run's options name, for code that still gives only an Anthropic key (options built
 * by hand): the provider when one was chosen, else the Anthropic API with the key, else none.
 */
function providerOf(options) {
    return options.provider ?? (options.apiKey ? { platform: 'anthropic', apiKey: options.apiKey } : undefined);
}
/** The secret values a provider holds (redacted, masked, never recorded). */
function providerSecrets(provider) {
    if (!provider)
        return [];
    return [provider.apiKey, provider.aws?.secretAccessKey, provider.aws?.sessionToken].filter((value) => Boolean(value));
}
//# sourceMappingURL=choose.js.map

/***/ })

};

//# sourceMappingURL=4761.index.js.map