export const id = 598;
export const ids = [598];
export const modules = {

/***/ 35740:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WC: () => (/* binding */ parseSetting),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony exports TRUE_WORDS, FALSE_WORDS */
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22645);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93966);
// A setting's value from what a face hands over, checked against its row of the table
// (settings.ts), with the message of a bad value naming the setting as the face does.


/** Thrown when the configuration cannot make a run; the message says what to change. */
class ConfigError extends Error {
}
/** The words of a boolean, as `core.getBooleanInput` takes them (YAML 1.2 core schema): anything else is refused. */
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];
/**
 * A setting's value, checked against its row; `label` names it as the user gave it. Empty or
 * absent gives the default (the command's own when it has one).
 */
function parseSetting(key, raw, label, command = 'run') {
    return parseValue(key, raw, label, command);
}
function parseValue(key, raw, label, command) {
    const setting = _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy[key];
    const fallback = (0,_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultOf */ .HA)(key, command);
    if (typeof raw === 'boolean')
        return raw;
    if (Array.isArray(raw))
        return raw.length > 0 ? [...raw] : [...(fallback ?? [])];
    const text = raw;
    switch (setting.type) {
        case 'int':
        case 'ms':
            return wholeNumber(setting, text, label, fallback);
        case 'fraction': {
            if (text === undefined || text === '')
                return fallback;
            const value = Number(text);
            const { min = 0, max = 1 } = setting.bounds ?? {};
            if (!Number.isFinite(value) || value < min || value > max)
                throw new ConfigError(`${label} must be a number from ${min} to ${max}, got "${text}"`);
            return value;
        }
        case 'usd': {
            if (text === undefined || text === '')
                return fallback;
            const max = setting.bounds?.max;
            // Digits and one point only: no `$`, no exponent, no sign, no hex, nothing a typo could hide in.
            const value = /^\d{1,12}(\.\d{1,12})?$/.test(text.trim()) ? Number(text.trim()) : NaN;
            if (!(value > 0) || (max !== undefined && value > max))
                throw new ConfigError(`${label} must be a positive amount of US dollars such as 0.50 (no $ sign${max !== undefined ? `, at most ${max}` : ''}), got "${text.slice(0, 40)}"`);
            return value;
        }
        case 'boolean': {
            // As GitHub reads a boolean input (`core.getBooleanInput`: YAML 1.2's core schema), whichever face gives it.
            const value = text || String(fallback);
            if (TRUE_WORDS.includes(value))
                return true;
            if (FALSE_WORDS.includes(value))
                return false;
            throw new ConfigError(`${label} must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}, got "${value}"`);
        }
        case 'choice': {
            const allowed = setting.choices;
            const value = text || String(fallback);
            if (!allowed.includes(value))
                throw new ConfigError(`${label} must be one of ${allowed.join(', ')}, got "${value}"`);
            return value;
        }
        case 'lines':
            return text === undefined || text === ''
                ? [...(fallback ?? [])]
                : text
                    .split('\n')
                    .map((line) => line.trim())
                    .filter(Boolean);
        case 'string':
            return text || (fallback ?? '');
    }
}
function wholeNumber(setting, text, label, fallback) {
    if (text === undefined || text === '')
        return fallback;
    const value = Number(text);
    const min = setting.bounds?.min ?? 1;
    if (!Number.isInteger(value) || value < min) {
        throw new ConfigError(min === 0
            ? `${label} must be a whole number${setting.unit ? ` of ${setting.unit}` : ''} (0 for ${setting.zero ?? 'none'}), got "${text}"`
            : `${label} must be a positive whole number, got "${text}"`);
    }
    const max = setting.bounds?.max ?? (setting.type === 'ms' ? _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_TIMEOUT_MS */ .fH : undefined);
    if (max !== undefined && value > max)
        throw new ConfigError(tooLarge(label, max, value));
    return value;
}
/** A value over its bound: for a time, with the bound in days (Node's timer limit, about 24.8). */
function tooLarge(label, max, value) {
    const days = max === _model_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_STEP_TIMEOUT_MS */ .fH ? ' (about 24.8 days)' : '';
    return `${label} must be at most ${max}${days}, got ${value}`;
}
//# sourceMappingURL=parse-setting.js.map

/***/ }),

/***/ 93966:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IC: () => (/* reexport */ MAX_COST_BUDGET_USD),
  yy: () => (/* binding */ SETTINGS),
  GS: () => (/* binding */ SETTING_KEYS),
  HA: () => (/* binding */ defaultOf),
  iP: () => (/* binding */ flagOf),
  px: () => (/* binding */ settingLabel),
  ie: () => (/* binding */ settingWithValue)
});

// UNUSED EXPORTS: DEFAULT_CONCURRENCY, DEFAULT_FUZZ_TIMEOUT_MS, DEFAULT_JUDGE_CONCURRENCY, DEFAULT_JUDGE_MODEL, DEFAULT_SCENARIO_GLOBS, DEFAULT_TIMEOUT_MS, flagNames, settingsOf

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

/***/ 90598:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: DEFAULT_REPORT_JSON_NAME, reportJsonPath, runnerFileProblem

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/config/settings.js + 5 modules
var settings = __webpack_require__(93966);
// EXTERNAL MODULE: ./lib/mcp/target.js
var target = __webpack_require__(47459);
// EXTERNAL MODULE: ./lib/kinds/agent/defaults.js
var defaults = __webpack_require__(93119);
;// CONCATENATED MODULE: ./lib/config/options.js
// The defaults are the table's (settings.ts), named here too for the modules that read them.



//# sourceMappingURL=options.js.map
// EXTERNAL MODULE: ./lib/scenario/select.js + 1 modules
var scenario_select = __webpack_require__(82271);
// EXTERNAL MODULE: ./lib/kinds/agent/models.js
var models = __webpack_require__(43343);
// EXTERNAL MODULE: ./lib/mcp/headers.js
var mcp_headers = __webpack_require__(16878);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/mcp/split-command.js
var split_command = __webpack_require__(33212);
// EXTERNAL MODULE: ./lib/util/shell.js
var shell = __webpack_require__(62038);
;// CONCATENATED MODULE: ./lib/config/accept-command.js



/** Variable names that carry a credential: their value is never written into a command. */
const CREDENTIAL_NAME = /TOKEN|SECRET|PASSW|PWD|KEY|PRIVATE|CREDENTIAL|AUTH|COOKIE|SESSION|DSN|DATABASE_URL|CONNECTION/i;
/**
 * The command that writes the server's current tool list to `file`, with the same server flags:
 * what the failure tells the author to run to accept a change. Credentials are never part of it
 * (they come from the environment), and a URL is shown without its userinfo or query secrets.
 */
function acceptCommand(file, target) {
    return [...['npx', 'mcp-scenario-eval', 'tools', '--save', file].map(shell/* shellWord */.r), serverFlagsText(target)]
        .filter(Boolean)
        .join(' ');
}
/**
 * Every server flag that starts the same server again (command, module or URL, working directory,
 * environment, secret names), quoted for a shell: what a command we advise must carry. Credentials
 * are never part of it.
 */
function serverFlagsText(target) {
    return [
        ...serverFlagWords(target).map(shell/* shellWord */.r),
        ...serverEnvArguments(target.serverEnv ?? []),
        ...serverSecretArguments(target.serverSecrets ?? []),
    ].join(' ');
}
/**
 * `--server-env` arguments for a shell, one per entry, so the command starts the same server (a
 * server given other variables may list other tools). An entry is written as given, quoted, so
 * `${MCP_EVAL_SCENARIO_DIR}` stays for the command to fill in; a variable whose name says it holds
 * a credential is taken from the caller's environment instead (`GITHUB_TOKEN="$GITHUB_TOKEN"`), so
 * its value is never printed.
 */
function serverEnvArguments(entries) {
    const words = [];
    for (const entry of entries) {
        const text = entry.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        const equals = text.indexOf('=');
        const name = equals < 0 ? text : text.slice(0, equals);
        const credential = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && CREDENTIAL_NAME.test(name);
        words.push('--server-env', credential ? `${name}="$${name}"` : (0,shell/* shellWord */.r)(text));
    }
    return words;
}
/**
 * `--server-secret NAME` arguments, one per entry: the command takes each value from the caller's
 * environment, so no secret is ever printed.
 */
function serverSecretArguments(entries) {
    const words = [];
    for (const entry of entries) {
        const text = entry.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        const equals = text.indexOf('=');
        words.push('--server-secret', (0,shell/* shellWord */.r)(equals < 0 ? text : text.slice(0, equals)));
    }
    return words;
}
/** The server flags that reach the same server again, as words (credentials never among them). */
function serverFlagWords(target) {
    const words = [];
    if (target.serverCommand)
        words.push('--server-command', target.serverCommand);
    if (target.serverModule)
        words.push('--server-module', target.serverModule);
    if (target.remoteUrl)
        words.push('--remote-url', (0,mcp_headers/* safeUrl */.Pl)(target.remoteUrl));
    if (target.serverCwd) {
        const cwd = external_node_path_.relative(target.workspace, target.serverCwd);
        if (cwd)
            words.push('--server-cwd', cwd);
    }
    return words;
}
//# sourceMappingURL=accept-command.js.map
;// CONCATENATED MODULE: ./lib/config/snapshot.js
/**
 * The run's tool-list snapshot settings: which file, whether it must exist, the token budget, and
 * the command that accepts a change. Resolved once with the rest of the options.
 */


/** The snapshot file a run checks when none is named: beside the scenarios, checked when it exists. */
const DEFAULT_SNAPSHOT_NAME = 'tools.snapshot.json';
/** The directory part of a glob before its first wildcard (`scenarios/**\/*.yaml` → `scenarios`). */
function globBase(glob) {
    const parts = glob.replace(/\\/g, '/').split('/');
    const base = [];
    for (const part of parts) {
        if (/[*?[\]{}!]/.test(part))
            break;
        base.push(part);
    }
    const joined = base.join('/');
    // A glob that names a file (`scenarios/smoke.yaml`): its directory.
    return base.length === parts.length && /\.ya?ml$/i.test(joined) ? external_node_path_.posix.dirname(joined) : joined || '.';
}
/**
 * The run's snapshot settings from the configuration: the named file, or DEFAULT_SNAPSHOT_NAME in
 * the directory of the first scenarios glob; undefined when no file is named and the default
 * does not apply (no glob). A budget with no snapshot file still applies (to the server's list).
 */
function runSnapshotOptions(config) {
    const named = config.toolsSnapshot?.trim();
    const firstGlob = config.scenarioGlobs.find((glob) => !glob.startsWith('!'));
    const relative = named || (firstGlob ? external_node_path_.posix.join(globBase(firstGlob), DEFAULT_SNAPSHOT_NAME) : undefined);
    if (!relative)
        return undefined;
    const file = external_node_path_.resolve(config.workspace, relative);
    const label = external_node_path_.relative(config.workspace, file) || relative;
    return {
        file,
        label,
        required: Boolean(named),
        ...(config.toolsTokenBudget === undefined ? {} : { budget: config.toolsTokenBudget }),
        acceptCommand: acceptCommand(label, serverTarget(config)),
    };
}
/** The server as the configuration names it, for a command we advise to start it again. */
function serverTarget(config) {
    return {
        serverCommand: config.serverCommand,
        serverModule: config.serverModule,
        // A URL from MCP_EVAL_REMOTE_URL stays in the environment.
        remoteUrl: config.labels?.remoteUrl === 'MCP_EVAL_REMOTE_URL' ? undefined : config.remoteUrl,
        serverCwd: config.serverCwd,
        serverEnv: config.serverEnv,
        serverSecrets: config.serverSecrets,
        workspace: config.workspace,
    };
}
/**
 * The annotations check's probes file when none is named: beside the scenarios, read when it
 * exists. The same name as server-tools/annotations' DEFAULT_PROBES_FILE (a test holds them
 * equal), written here so that resolving the settings loads none of the engine.
 */
const DEFAULT_RUN_PROBES_NAME = 'annotations.yaml';
/** The run's probes file: the named one (relative to the workspace), else the default beside the first scenarios glob. */
function runProbesFile(workspace, scenarioGlobs, named) {
    const given = named?.trim();
    if (given)
        return { file: external_node_path_.resolve(workspace, given), required: true };
    const firstGlob = scenarioGlobs.find((glob) => !glob.trim().startsWith('!') && glob.trim() !== '');
    return {
        file: external_node_path_.resolve(workspace, external_node_path_.posix.join(globBase(firstGlob ?? '.'), DEFAULT_RUN_PROBES_NAME)),
        required: false,
    };
}
//# sourceMappingURL=snapshot.js.map
;// CONCATENATED MODULE: ./lib/config/baseline.js
/**
 * The run's agent baseline settings: which file, whether it must exist, what an inconclusive
 * comparison does, and whether this run records it. Resolved once with the rest of the options.
 */



/**
 * The baseline settings from the configuration: `baselineSave` (recording, to that file), else the
 * named `agentBaseline` file, else DEFAULT_BASELINE_NAME in the directory of the first scenarios
 * glob (checked only when it exists); undefined when none applies.
 */
function runBaselineOptions(config) {
    const saved = config.baselineSave?.trim();
    const named = saved || config.agentBaseline?.trim();
    const firstGlob = config.scenarioGlobs.find((glob) => !glob.startsWith('!'));
    const relative = named || (firstGlob ? external_node_path_.posix.join(globBase(firstGlob), defaults/* DEFAULT_BASELINE_NAME */.o) : undefined);
    if (!relative)
        return undefined;
    const file = external_node_path_.resolve(config.workspace, relative);
    return {
        file,
        label: external_node_path_.relative(config.workspace, file).split(external_node_path_.sep).join('/') || relative,
        required: Boolean(named) && !saved,
        inconclusive: config.baselineInconclusive ?? 'fail',
        ...(saved && { record: true }),
    };
}
//# sourceMappingURL=baseline.js.map
// EXTERNAL MODULE: ./lib/providers/prices.js
var prices = __webpack_require__(50914);
// EXTERNAL MODULE: ./lib/config/parse-setting.js
var parse_setting = __webpack_require__(35740);
// EXTERNAL MODULE: ./lib/mcp/server-env.js
var server_env = __webpack_require__(61615);
// EXTERNAL MODULE: ./lib/mcp/oauth.js
var mcp_oauth = __webpack_require__(47399);
// EXTERNAL MODULE: ./lib/providers/choose.js
var choose = __webpack_require__(36069);
// EXTERNAL MODULE: ./lib/providers/models.js
var providers_models = __webpack_require__(71926);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./lib/secrets/cloud.js
// The cloud credentials a run may hold, as secrets of the run (masked in the action, redacted in
// every form from every report and recording, kept from the server under test), like the Anthropic
// key: AWS secret keys, session tokens and Bedrock API keys from the environment; Google access
// tokens from the environment, and the private key, refresh token or subject token behind
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key, a user's credentials, or the Workload
// Identity Federation file google-github-actions/auth writes).

/** Variables whose whole value is a credential. */
const CLOUD_SECRET_VARIABLES = [
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'AWS_SECURITY_TOKEN',
    'AWS_BEARER_TOKEN_BEDROCK',
    'GOOGLE_OAUTH_ACCESS_TOKEN',
    'CLOUDSDK_AUTH_ACCESS_TOKEN',
];
/** A credentials file larger than this is not one: it is not read (the auth library will say what is wrong). */
const CREDENTIALS_FILE_MAX_BYTES = 256 * 1024;
/** A PEM's lines shorter than this are its armour or padding, not secret material worth masking alone. */
const PEM_LINE_MIN_CHARS = 16;
/** Reads a small file, or nothing (absent, unreadable, too large, not a regular file). */
function readSmall(file) {
    try {
        const stat = external_node_fs_.statSync(file);
        if (!stat.isFile() || stat.size > CREDENTIALS_FILE_MAX_BYTES)
            return undefined;
        return external_node_fs_.readFileSync(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** A private key and its lines (the runner masks a multi-line value line by line). */
function pemValues(pem) {
    const lines = pem
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line.length >= PEM_LINE_MIN_CHARS && !line.startsWith('-----'));
    return [pem, pem.trim(), ...lines];
}
/** The secret values in a Google credentials file's JSON: every kind the auth library reads. */
function googleFileSecrets(text) {
    let document;
    try {
        document = JSON.parse(text);
    }
    catch {
        return [];
    }
    if (typeof document !== 'object' || document === null)
        return [];
    const file = document;
    const values = [];
    if (typeof file.private_key === 'string')
        values.push(...pemValues(file.private_key));
    for (const key of ['client_secret', 'refresh_token']) {
        if (typeof file[key] === 'string')
            values.push(file[key]);
    }
    // Workload Identity Federation: the subject token (the job's OIDC token) is in a file it names.
    const source = file.credential_source;
    if (source && typeof source.file === 'string') {
        const token = readSmall(source.file);
        if (token !== undefined) {
            values.push(token, token.trim());
            // A JSON subject-token file (`format: {type: json}`) holds the token in a field.
            const field = source.format?.subject_token_field_name;
            if (typeof field === 'string') {
                try {
                    const inner = JSON.parse(token)[field];
                    if (typeof inner === 'string')
                        values.push(inner);
                }
                catch {
                    // Not JSON after all: the whole text is already kept.
                }
            }
        }
    }
    // An impersonated service account's file nests the source credentials.
    if (typeof file.source_credentials === 'object' && file.source_credentials !== null)
        values.push(...googleFileSecrets(JSON.stringify(file.source_credentials)));
    return values;
}
/** Every cloud credential value `env` holds or points at, each once, none empty. */
function cloudSecretValues(env) {
    const values = [];
    for (const name of CLOUD_SECRET_VARIABLES) {
        const value = env[name];
        if (value)
            values.push(value);
    }
    const file = env.GOOGLE_APPLICATION_CREDENTIALS;
    if (file) {
        const text = readSmall(file);
        if (text !== undefined)
            values.push(...googleFileSecrets(text));
    }
    return [...new Set(values.filter((value) => value.trim() !== ''))];
}
//# sourceMappingURL=cloud.js.map
;// CONCATENATED MODULE: ./lib/config/resolve.js


















const DEFAULT_LABELS = {
    serverCommand: 'server-command',
    serverModule: 'server-module',
    remoteUrl: 'remote-url',
    serverEnv: 'server-env',
    serverSecrets: 'server-secrets',
};
/**
 * A remote URL that may not parse, as shown to people: a parsable one without user, password, query
 * or fragment (safeUrl); otherwise the text as typed, with whatever could be a user, password or
 * query value blanked, since urlSecretValues cannot find them in it.
 */
function typedUrl(text) {
    try {
        const url = new URL(text);
        // `user:pw@host/mcp` parses too, as scheme `user:`: only a URL with `//` has its parts where
        // safeUrl looks, or one with a special scheme, which the URL parser reads as if it had `//`
        // (`http:/user:pw@host`, `http:\\user:pw@host`).
        if (text.includes('//') || SPECIAL_SCHEMES.has(url.protocol))
            return (0,mcp_headers/* safeUrl */.Pl)(text);
    }
    catch {
        // Not a URL at all: blanked by hand below.
    }
    const typed = text.replace(/[?#].*$/s, '');
    const at = typed.lastIndexOf('@');
    if (at < 0)
        return typed;
    // Everything before the last `@` could be a user and password (a password may hold `/` or `:`).
    const scheme = /^[^/\\?#@]*:[/\\]+/.exec(typed)?.[0] ?? '';
    return `${scheme}***${typed.slice(at)}`;
}
/** Schemes whose URLs the URL parser reads with an authority even without `//`. */
const SPECIAL_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:']);
/**
 * A positive whole number from an input or a flag; `label` names it as the user wrote it
 * (`input timeout-ms`, `--timeout-ms`). Empty or absent gives the fallback.
 */
function positiveInteger(label, text, fallback) {
    if (text === undefined || text === '')
        return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1)
        throw new ConfigError(`${label} must be a positive whole number, got "${text}"`);
    return value;
}
/** One of `allowed`, from an input or a flag; empty or absent gives the fallback. */
function oneOf(label, text, allowed, fallback) {
    const value = text || fallback;
    if (!allowed.includes(value))
        throw new ConfigError(`${label} must be one of ${allowed.join(', ')}, got "${value}"`);
    return value;
}
/** Turns settings into engine options; rejects combinations that cannot work. */
function toRunOptions(config) {
    let server;
    let serverVars;
    const labels = { ...DEFAULT_LABELS, ...config.labels };
    const stubSetting = config.serverCommand ? labels.serverCommand : config.serverModule ? labels.serverModule : '';
    if (config.remoteUrl && stubSetting) {
        // Either one silently winning would test another server than the one the user meant.
        throw new parse_setting/* ConfigError */.xL(`${labels.remoteUrl} (live mode, ${typedUrl(config.remoteUrl)}) and ${stubSetting} (stub mode) are both set: give one of them` +
            (labels.remoteUrl === 'MCP_EVAL_REMOTE_URL' ? ' (unset MCP_EVAL_REMOTE_URL for a stub run)' : ''));
    }
    if (config.remoteUrl) {
        let url;
        try {
            url = new URL(config.remoteUrl);
        }
        catch {
            url = undefined;
        }
        if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
            const typed = typedUrl(config.remoteUrl);
            // `localhost:3901/mcp` parses, with `localhost:` as its scheme: no `://` means none was typed.
            const hint = config.remoteUrl.includes('://') ? '' : `: did you mean "http://${typed}"?`;
            throw new parse_setting/* ConfigError */.xL(`${labels.remoteUrl} must be an http(s) URL, got "${typed}"${hint}`);
        }
        if (url.username || url.password) {
            // fetch refuses such URLs; say why before anything runs.
            throw new parse_setting/* ConfigError */.xL(`${labels.remoteUrl} must not carry a user name or password (${(0,mcp_headers/* safeUrl */.Pl)(config.remoteUrl)}): give the token through ${tokenSetting(config.face)}`);
        }
        server = {
            kind: 'http',
            url: config.remoteUrl,
            bearerToken: config.bearerToken || undefined,
            bearerTokenSource: config.bearerTokenSource,
            oauth: oauthCredentials(config),
            headers: config.headers ?? {},
        };
    }
    else if (config.serverCommand && config.serverModule) {
        throw new parse_setting/* ConfigError */.xL(`give ${labels.serverCommand} or ${labels.serverModule}, not both`);
    }
    else if (config.serverCommand) {
        let words;
        try {
            words = (0,split_command/* splitCommand */.G)(config.serverCommand);
        }
        catch (error) {
            throw new parse_setting/* ConfigError */.xL(error.message);
        }
        if (words.length === 0)
            throw new parse_setting/* ConfigError */.xL(`${labels.serverCommand} is blank: give the command line that starts the MCP server`);
        const assignment = (0,server_env/* leadingAssignment */.yE)(words);
        if (assignment)
            throw new parse_setting/* ConfigError */.xL(`${labels.serverCommand}: ${(0,server_env/* assignmentAdvice */.sx)(assignment, labels.serverEnv)}`);
        try {
            serverVars = (0,server_env/* serverVariables */.pv)(config.serverEnv ?? [], config.serverSecrets ?? [], { env: labels.serverEnv, secrets: labels.serverSecrets }, process.env);
        }
        catch (error) {
            throw new parse_setting/* ConfigError */.xL(error.message);
        }
        server = { kind: 'command', command: config.serverCommand, cwd: config.serverCwd, env: serverVars.env };
    }
    else if (config.serverModule) {
        server = { kind: 'module', modulePath: config.serverModule };
    }
    else {
        const name = (key) => (0,settings/* settingLabel */.px)(key, config.face).replace(/^input /, '');
        throw new parse_setting/* ConfigError */.xL(`no server to test: set ${name('serverCommand')} (a command line that starts the MCP server over stdio), ${name('serverModule')} (a module exporting createServer()) or ${name('remoteUrl')}`);
    }
    if (!config.remoteUrl)
        oauthCredentials(config); // A bad combination is an error in stub mode too.
    const envSetting = [
        [config.serverEnv, labels.serverEnv],
        [config.serverSecrets, labels.serverSecrets],
    ].find(([entries]) => entries?.some((entry) => entry.trim() !== ''))?.[1];
    if (server.kind !== 'command' && envSetting) {
        // Silently dropped, the server would run without what the user meant it to have.
        throw new parse_setting/* ConfigError */.xL(`${envSetting} sets the environment of a server-command process; ${server.kind === 'module' ? `${labels.serverModule} runs in this process` : `${labels.remoteUrl} is a server that runs elsewhere`}, so it cannot be given one`);
    }
    const connectTimeoutMs = config.connectTimeoutMs ?? target/* DEFAULT_CONNECT_TIMEOUT_MS */.o;
    // Node fires a longer timer after 1 ms, so every call would "time out" at once. The faces check
    // this as they read the values; a configuration built in code is checked here.
    for (const [key, value] of [
        ['timeoutMs', config.timeoutMs],
        ['connectTimeoutMs', connectTimeoutMs],
        ['agentTimeoutMs', config.agentTimeoutMs],
        ['judgeTimeoutMs', config.judgeTimeoutMs],
    ]) {
        if (value !== undefined && value > limits/* MAX_STEP_TIMEOUT_MS */.fH)
            throw new parse_setting/* ConfigError */.xL((0,parse_setting/* tooLarge */.g$)((0,settings/* settingLabel */.px)(key, config.face), limits/* MAX_STEP_TIMEOUT_MS */.fH, value));
    }
    let agentModels;
    try {
        agentModels = (0,models/* parseModelList */.hS)(config.agentModels, (0,settings/* settingLabel */.px)('agentModels', config.face));
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(error.message);
    }
    const { modelPrices, judgeCostBudget, agentCostBudget } = costSettings(config, agentModels);
    let shard;
    try {
        shard = (0,scenario_select/* parseShard */.uK)(config.shard);
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(error.message);
    }
    const environment = config.environment ?? process.env;
    const choice = resolveProvider(config, environment, [
        config.judgeModel,
        config.agentModel || defaults/* DEFAULT_AGENT_MODEL */.qj,
        ...agentModels,
    ]);
    // Said only when it is not what options without them mean (the Anthropic API with the key; or
    // nothing found by auto), so options built in code and those of the faces read alike.
    const plainAnthropic = choice.provider?.platform === 'anthropic' && !choice.provider.modelIds;
    const platform = choice.provider
        ? plainAnthropic
            ? {}
            : { provider: choice.provider }
        : choice.missing === choose/* NO_KEY_REASON */.Nr + choose/* NO_CLOUD */.q_
            ? {}
            : { unavailable: { reason: choice.reason, missing: choice.missing } };
    return {
        workspace: config.workspace,
        scenarioGlobs: config.scenarioGlobs,
        server,
        protocol: config.protocol ?? 'auto',
        isolation: config.isolation,
        concurrency: config.concurrency,
        timeoutMs: config.timeoutMs,
        connectTimeoutMs,
        filter: config.filter,
        shard,
        lint: config.lint ?? 'off',
        judge: {
            mode: config.judge,
            model: config.judgeModel,
            apiKey: config.anthropicApiKey || undefined,
            ...platform,
            concurrency: config.judgeConcurrency,
            ...(config.judgeTimeoutMs !== undefined && { timeoutMs: config.judgeTimeoutMs }),
            ...(config.judgeAutoSetting ? { autoSetting: config.judgeAutoSetting } : {}),
            ...(judgeCostBudget !== undefined && { costBudgetUsd: judgeCostBudget }),
        },
        agent: {
            mode: config.agent ?? 'auto',
            model: config.agentModel || defaults/* DEFAULT_AGENT_MODEL */.qj,
            ...(agentModels.length > 0 && { models: agentModels }),
            apiKey: config.anthropicApiKey || undefined,
            ...platform,
            ...(config.agentTokenBudget ? { tokenBudget: config.agentTokenBudget } : {}),
            ...(agentCostBudget !== undefined && { costBudgetUsd: agentCostBudget }),
            ...(config.agentReplay ? { replay: true } : {}),
            ...(config.agentTimeoutMs !== undefined && { timeoutMs: config.agentTimeoutMs }),
            serverFlags: serverFlagsText(serverTarget({ ...config, labels })),
            ...withBaseline(config),
        },
        settingName: (key, value) => (0,settings/* settingWithValue */.ie)(key, value, config.face),
        secrets: [
            config.bearerToken,
            config.anthropicApiKey,
            ...(0,choose/* providerSecrets */.nf)(choice.provider),
            ...cloudSecretValues(environment),
            ...(0,mcp_oauth/* oauthSecretValues */.oI)(config.oauth ?? {}),
            ...(0,mcp_headers/* secretHeaderValues */.o4)(config.headers ?? {}),
            ...(0,mcp_headers/* urlSecretValues */.uq)(config.remoteUrl),
            ...(config.shadowedSecrets ?? []),
            ...(serverVars?.secrets ?? []),
        ].filter(Boolean),
        ...(serverVars && serverVars.notices.length > 0 ? { notices: serverVars.notices } : {}),
        toolsSnapshot: runSnapshotOptions({ ...config, labels }),
        ...(modelPrices.size > 0 && { modelPrices }),
        annotations: config.annotations ?? 'off',
        // Resolved whatever the mode: the run never reads the probes file as a scenario.
        annotationsProbes: runProbesFile(config.workspace, config.scenarioGlobs, config.annotationsProbes),
    };
}
/**
 * Where a setting with a variable can be given, in the face's words: `--oauth-client-id or
 * MCP_EVAL_OAUTH_CLIENT_ID` on the command line, where a secret is its variable alone; the input and
 * the variable in the action.
 */
function givenBy(key, face) {
    const setting = settings/* SETTINGS */.yy[key];
    const variable = setting.env ?? '';
    if (face === 'cli')
        return (0,settings/* flagOf */.iP)(setting) === undefined ? variable : `--${(0,settings/* flagOf */.iP)(setting)} or ${variable}`;
    return `${setting.name} or ${variable}`;
}
/** How to give a bearer token, as the face says it: never a flag (shell history, process lists). */
function tokenSetting(face) {
    if (face === 'cli')
        return 'MCP_EVAL_BEARER_TOKEN';
    return face === 'action'
        ? 'the bearer-token input or MCP_EVAL_BEARER_TOKEN'
        : 'bearer-token or MCP_EVAL_BEARER_TOKEN';
}
/**
 * The OAuth client credentials of a configuration, checked: a client id with exactly one of a secret
 * or a private key, never together with a bearer token (which one would win is not obvious, so
 * neither does).
 */
function oauthCredentials(config) {
    const oauth = config.oauth;
    if (!oauth || (!oauth.clientId && !oauth.clientSecret && !oauth.privateKey))
        return undefined;
    if (config.bearerToken) {
        throw new parse_setting/* ConfigError */.xL(`give either a bearer token (${config.bearerTokenSource || 'MCP_EVAL_BEARER_TOKEN'}) or OAuth client credentials (${oauth.source}), not both`);
    }
    if (!oauth.clientId) {
        throw new parse_setting/* ConfigError */.xL(`an OAuth ${oauth.clientSecret ? 'client secret' : 'private key'} was given (${oauth.source}) without a client id: set ${givenBy('oauthClientId', config.face)}`);
    }
    if (oauth.clientSecret && oauth.privateKey) {
        throw new parse_setting/* ConfigError */.xL(`give an OAuth client secret or a private key, not both (${oauth.source}): the secret is for client_secret_basic or client_secret_post, the key for private_key_jwt`);
    }
    if (!oauth.clientSecret && !oauth.privateKey) {
        throw new parse_setting/* ConfigError */.xL(`the OAuth client id (${oauth.source}) needs a client secret (${givenBy('oauthClientSecret', config.face)}) or a private key (${givenBy('oauthPrivateKey', config.face)})`);
    }
    if (oauth.privateKey) {
        try {
            (0,mcp_oauth/* signingAlgorithmOf */.I3)(oauth.privateKey);
        }
        catch (error) {
            throw new parse_setting/* ConfigError */.xL(`${error.message} (${oauth.source})`);
        }
    }
    if (oauth.issuer) {
        let issuer;
        try {
            issuer = new URL(oauth.issuer);
        }
        catch {
            issuer = undefined;
        }
        if (issuer?.protocol !== 'https:' && issuer?.protocol !== 'http:') {
            throw new parse_setting/* ConfigError */.xL(`${(0,settings/* settingLabel */.px)('oauthIssuer', config.face)} must be the authorization server's issuer URL, got "${oauth.issuer}"`);
        }
    }
    return {
        clientId: oauth.clientId,
        clientSecret: oauth.clientSecret || undefined,
        privateKey: oauth.privateKey || undefined,
        scope: oauth.scope || undefined,
        issuer: oauth.issuer || undefined,
        source: oauth.source,
    };
}
/**
 * The platform of the judge and agent scenarios (`provider`, `model-ids`), with the settings' own
 * models checked to have an id there before anything runs (a scenario's `model:` is checked at its
 * request). Throws a ConfigError for a bad `model-ids` line or a model without an id.
 */
function resolveProvider(config, environment, models = []) {
    let modelIds;
    try {
        modelIds = (0,providers_models/* parseModelIds */.rP)(config.modelIds ?? [], (0,settings/* settingLabel */.px)('modelIds', config.face));
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(error.message);
    }
    const choice = (0,choose/* chooseProvider */.Vm)(config.provider ?? 'auto', environment, config.anthropicApiKey || undefined, modelIds);
    const provider = choice.provider;
    if (provider && provider.platform !== 'anthropic') {
        for (const model of models) {
            try {
                (0,providers_models/* platformModelId */.yn)(model, provider.platform, { region: provider.region, overrides: modelIds });
            }
            catch (error) {
                throw new parse_setting/* ConfigError */.xL(error.message.replace('the model-ids setting', (0,settings/* settingLabel */.px)('modelIds', config.face)));
            }
        }
    }
    return choice;
}
/** The agent baseline's settings, when one applies. */
/**
 * `model-prices` read (a bad line is refused, naming the setting), and the cost budgets checked
 * before anything runs: a budget in USD is refused when a model it would spend on (`judge-model`;
 * `agent-model` and `agent-models`) has no price. A scenario's own `model:` is checked when the run
 * is planned, still before the first call (kinds/agent/plan.ts).
 */
function costSettings(config, agentModels) {
    const label = (key) => (0,settings/* settingLabel */.px)(key, config.face);
    let modelPrices;
    try {
        modelPrices = (0,prices/* parseModelPrices */.nu)(config.modelPrices ?? []);
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(`${label('modelPrices')}: ${error.message}`);
    }
    for (const [key, value] of [
        ['judgeCostBudget', config.judgeCostBudget],
        ['agentCostBudget', config.agentCostBudget],
    ]) {
        // A configuration built in code is checked as the faces check what they read.
        if (value !== undefined && !(Number.isFinite(value) && value > 0 && value <= settings/* MAX_COST_BUDGET_USD */.IC))
            throw new parse_setting/* ConfigError */.xL(`${label(key)} must be a positive amount of US dollars, at most ${settings/* MAX_COST_BUDGET_USD */.IC}, got ${value}`);
    }
    const unpriced = (models) => models.find((model) => !(0,prices/* priceOf */.xx)(model, 'anthropic', modelPrices));
    const judgeModel = config.judge === 'off' ? undefined : unpriced([config.judgeModel]);
    if (config.judgeCostBudget !== undefined && judgeModel !== undefined)
        throw new parse_setting/* ConfigError */.xL((0,prices/* noPriceForBudget */.$G)(label('judgeCostBudget'), judgeModel, label('modelPrices')));
    const agentModel = config.agent === 'off'
        ? undefined
        : unpriced(agentModels.length > 0 ? agentModels : [config.agentModel || defaults/* DEFAULT_AGENT_MODEL */.qj]);
    if (config.agentCostBudget !== undefined && agentModel !== undefined)
        throw new parse_setting/* ConfigError */.xL((0,prices/* noPriceForBudget */.$G)(label('agentCostBudget'), agentModel, label('modelPrices')));
    return {
        modelPrices,
        ...(config.judgeCostBudget !== undefined && { judgeCostBudget: config.judgeCostBudget }),
        ...(config.agentCostBudget !== undefined && { agentCostBudget: config.agentCostBudget }),
    };
}
function withBaseline(config) {
    const baseline = runBaselineOptions(config);
    return baseline ? { baseline } : {};
}
//# sourceMappingURL=resolve.js.map
// EXTERNAL MODULE: ./lib/secrets/redact.js
var secrets_redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/model/result.js
var model_result = __webpack_require__(94484);
// EXTERNAL MODULE: ./lib/run/verdict.js
var verdict = __webpack_require__(52724);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(13411);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(96421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
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
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
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
// EXTERNAL MODULE: ./lib/util/files.js
var files = __webpack_require__(6587);
;// CONCATENATED MODULE: ./lib/github/write.js





/**
 * The one module that writes to GitHub: annotations, the job summary, outputs, report files, the
 * log and the step's failure. Everything it writes was rendered elsewhere by pure functions.
 *
 * Untrusted text (server output, judge replies) reaches stdout only two ways, and neither can
 * issue a workflow command: through `core.error/warning/notice`, which escape `%`, CR and LF in the
 * message (so it cannot start a line of its own) and `:`/`,` in properties; or inside
 * `logUntrusted`, which stops command processing around it. (A `server-module` server, in this
process, writes where it likes: `withStreamsGuarded` covers the run.) `log`, `warn` and `fail` make control
 * characters visible and break workflow commands in what they are given, in case a path or glob
 * from the inputs is in it.
 */
function writeAnnotations(annotations) {
    for (const annotation of annotations) {
        const properties = { title: annotation.title };
        if (annotation.file) {
            properties.file = annotation.file;
            properties.startLine = annotation.line;
            properties.startColumn = annotation.column;
        }
        if (annotation.level === 'error')
            core/* error */.z3(annotation.message, properties);
        else if (annotation.level === 'warning')
            core/* warning */.$e(annotation.message, properties);
        else
            core/* notice */.lm(annotation.message, properties);
    }
}
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        core/* info */.pq('GITHUB_STEP_SUMMARY is not set: no job summary written');
        return;
    }
    // Appended to what earlier steps wrote, with a line end. core's summary is a buffer that a failed
    // write keeps: emptied first, so that nothing of an earlier attempt is written twice.
    await core/* summary */.z.emptyBuffer().addRaw(markdown, true).write();
}
/**
 * The repository, server, commit and pull request from `@actions/github`'s context. Loaded with
 * `import()` once a run has a result: the package loads Octokit at import, which a run that stops
 * at its settings never needs. The context reads the event payload (GITHUB_EVENT_PATH) as it loads:
 * a payload it cannot read costs the links, not the run.
 */
async function readGithubRun() {
    let context;
    try {
        ({ context } = await __webpack_require__.e(/* import() */ 2785).then(__webpack_require__.bind(__webpack_require__, 92785)));
    }
    catch (error) {
        warn(`could not read the GitHub context (${error.message}): the job summary has no links`);
        return {};
    }
    const run = {};
    const { owner, repo } = repositoryOf(context);
    if (owner && repo && context.sha && context.serverUrl)
        run.repository = { serverUrl: context.serverUrl, repository: `${owner}/${repo}`, sha: context.sha };
    const pullRequest = context.payload.pull_request?.number;
    if (typeof pullRequest === 'number' && Number.isSafeInteger(pullRequest) && pullRequest > 0)
        run.pullRequest = pullRequest;
    return run;
}
/** `context.repo`, which throws outside a repository's run (no GITHUB_REPOSITORY, no payload). */
function repositoryOf(context) {
    try {
        return context.repo;
    }
    catch {
        return {};
    }
}
function writeOutputs(totals, extra = {}) {
    core/* setOutput */.uH('total', totals.total);
    core/* setOutput */.uH('passed', totals.passed);
    core/* setOutput */.uH('failed', totals.failed);
    core/* setOutput */.uH('skipped', totals.skipped);
    for (const [name, value] of Object.entries(extra))
        core/* setOutput */.uH(name, value);
}
/** Writes a report file, creating its directory. */

/**
 * Logs text that may hold anything, in a collapsed group, with workflow commands stopped: between
 * `::stop-commands::TOKEN` and `::TOKEN::` the runner executes nothing, and the token is random,
 * so the text cannot end the stop early.
 */
function logUntrusted(groupTitle, text) {
    const token = `mcp-scenario-eval-${(0,external_node_crypto_.randomUUID)()}`;
    core/* startGroup */.Oh(groupTitle);
    core/* info */.pq(`::stop-commands::${token}`);
    // Pieces (a long report rendered a part at a time) are lines of the same text, written as they come.
    if (typeof text === 'string')
        core/* info */.pq(text);
    else
        for (const piece of text)
            core/* info */.pq(piece);
    core/* info */.pq(`::${token}::`);
    core/* endGroup */.N4();
}
/**
 * Runs `work` with every write to stdout and stderr guarded (`CommandGuard`), for a server that
 * runs in this process (`server-module`): what it logs (`console.log`, `console.error`, often text
 * it got from elsewhere) is server output, and would reach the log with nothing of ours in between.
 * Nothing of ours written inside `work` is a command: the scenario lines are plain text.
 */
async function withStreamsGuarded(work, secrets = []) {
    const allow = { color: false, redraw: false };
    const redact = (text) => (0,secrets_redact/* redactText */.Rd)(text, secrets);
    const restore = [process.stdout, process.stderr].map((stream) => guardStreamWrite(stream, new text_escape/* CommandGuard */.LI(allow), redact));
    try {
        return await work();
    }
    finally {
        for (const undo of restore)
            undo();
    }
}
/** core escapes line breaks in an annotation's message, not ANSI or the legacy `##[` the runner finds anywhere. */
function inertMessage(message) {
    return (0,text_escape/* breakLegacyCommands */.bf)((0,text_escape/* visibleControls */.xx)(message));
}
function warn(message) {
    core/* warning */.$e(inertMessage(message));
}
/** A line for a re-run with debug logging (`::debug::`, shown when the runner's debug logging is on). */
function debug(message) {
    core/* debug */.Yz(inertMessage(message));
}
/** Whether the run is re-run with debug logging (RUNNER_DEBUG=1, which the ACTIONS_STEP_DEBUG secret sets). */
function debugging(env = process.env) {
    return core/* isDebug */._o() || env.ACTIONS_STEP_DEBUG === 'true';
}
function notice(message) {
    core/* notice */.lm(inertMessage(message));
}
function write_fail(message) {
    core/* setFailed */.C1(inertMessage(message));
}
/**
 * Logs one line of our own; never untrusted text (see `logUntrusted`). A path from the inputs may
 * be in it, so workflow commands and control characters in it are broken all the same.
 */
function log(message) {
    core/* info */.pq((0,text_escape/* breakWorkflowCommands */.$U)((0,text_escape/* visibleControls */.xx)(message)));
}
//# sourceMappingURL=write.js.map
;// CONCATENATED MODULE: ./lib/config/read-settings.js
// Reads every setting through the table (settings.ts), whichever face gives it: the CLI hands over
// its parsed flags, the action its inputs; each value falls back on its environment variable, then
// on its default, and is checked and named in that face's words. The result is the RunConfig that
// toRunOptions turns into a run's options: one path from a setting to the engine for both faces.




/** Empty text, an empty list and an unset switch give nothing: the variable or the default applies. */
function isGiven(raw) {
    if (raw === undefined || raw === '' || raw === false)
        return false;
    return !Array.isArray(raw) || raw.length > 0;
}
/**
 * Reads `keys` (every setting by default) from `source`, then from the environment for the settings
 * that have a variable, then their defaults (the command's own when it has one); checks each.
 */
function readSettingsFrom(source, env, command, keys = settings/* SETTING_KEYS */.GS) {
    const values = {};
    const from = {};
    for (const key of keys) {
        const setting = settings/* SETTINGS */.yy[key];
        let given = source(key, setting);
        if (!given || !isGiven(given.raw)) {
            const variable = setting.env ? env[setting.env] : undefined;
            given = variable ? { raw: variable, from: setting.env } : given;
        }
        if (given && isGiven(given.raw))
            from[key] = given.from;
        values[key] = (0,parse_setting/* parseSetting */.WC)(key, given?.raw, given?.from ?? setting.name, command);
    }
    return { values: values, from };
}
/**
 * The RunConfig of settings read by a face: the server's settings named as that face names them,
 * the OAuth credentials with where each came from, MCP_EVAL_HEADERS parsed. `workspace` is what
 * paths are relative to.
 */
function runConfigFrom(read, face, workspace, env) {
    const { values: v, from } = read;
    const label = (key) => from[key] ?? (0,settings/* settingLabel */.px)(key, face);
    // Where a secret came from, for messages: `the bearer-token input`, or its variable.
    const source = (key) => {
        const given = from[key];
        if (given === undefined)
            return settings/* SETTINGS */.yy[key].env ?? settings/* SETTINGS */.yy[key].name;
        return given.startsWith('input ') ? `the ${settings/* SETTINGS */.yy[key].name} input` : given;
    };
    const oauthParts = ['oauthClientId', 'oauthClientSecret', 'oauthPrivateKey'].filter((key) => v[key]);
    let headers;
    try {
        headers = (0,mcp_headers/* parseHeaderLines */.oR)(env[mcp_headers/* HEADERS_VARIABLE */.KT] ?? '');
    }
    catch (error) {
        throw new parse_setting/* ConfigError */.xL(error.message);
    }
    return {
        face,
        workspace,
        scenarioGlobs: v.scenarioGlobs,
        serverCommand: v.serverCommand,
        serverModule: v.serverModule,
        serverCwd: external_node_path_.resolve(workspace, v.serverCwd),
        serverEnv: v.serverEnv,
        serverSecrets: v.serverSecrets,
        remoteUrl: v.remoteUrl,
        labels: {
            serverCommand: label('serverCommand'),
            serverModule: label('serverModule'),
            serverEnv: (0,settings/* settingLabel */.px)('serverEnv', face),
            serverSecrets: (0,settings/* settingLabel */.px)('serverSecrets', face),
            remoteUrl: label('remoteUrl'),
        },
        bearerToken: v.bearerToken,
        bearerTokenSource: source('bearerToken'),
        headers,
        oauth: {
            clientId: v.oauthClientId,
            clientSecret: v.oauthClientSecret,
            privateKey: v.oauthPrivateKey,
            scope: v.oauthScope,
            issuer: v.oauthIssuer,
            source: oauthParts.map(source).join(' and '),
        },
        anthropicApiKey: v.anthropicApiKey,
        judge: v.judge,
        ...(face === 'cli' && { judgeAutoSetting: `${(0,settings/* settingLabel */.px)('judge', face)} auto` }),
        judgeModel: v.judgeModel,
        judgeConcurrency: v.judgeConcurrency,
        judgeTimeoutMs: v.judgeTimeoutMs,
        agent: v.agent,
        agentModel: v.agentModel,
        agentModels: v.agentModels,
        agentTokenBudget: v.agentTokenBudget,
        agentReplay: v.agentReplay,
        agentTimeoutMs: v.agentTimeoutMs,
        agentBaseline: v.agentBaseline,
        baselineInconclusive: v.baselineInconclusive,
        ...(v.baselineSave !== '' && { baselineSave: v.baselineSave }),
        concurrency: v.concurrency,
        isolation: v.isolation,
        protocol: v.protocol,
        timeoutMs: v.timeoutMs,
        connectTimeoutMs: v.connectTimeoutMs,
        shard: v.shard,
        filter: v.filter,
        lint: v.lint,
        toolsSnapshot: v.toolsSnapshot,
        toolsTokenBudget: v.toolsTokenBudget,
        provider: v.provider,
        modelIds: v.modelIds,
        judgeCostBudget: v.judgeCostBudget,
        agentCostBudget: v.agentCostBudget,
        modelPrices: v.modelPrices,
        annotations: v.annotations,
        annotationsProbes: v.annotationsProbes,
    };
}
//# sourceMappingURL=read-settings.js.map
;// CONCATENATED MODULE: ./lib/github/inputs.js
// The action's face: its inputs read through the table of settings, secrets masked as they are read.







/** An input as the action reads it: a list for a lines setting, text for the rest; none for a CLI-only one. */
const inputSource = (_key, setting) => {
    if (setting.input === false)
        return undefined;
    const raw = setting.type === 'lines' ? core/* getMultilineInput */.q3(setting.name) : core/* getInput */.V4(setting.name);
    return { raw, from: `input ${setting.name}` };
};
function readSettings(env = process.env) {
    // Secrets first: masked before anything is checked, so no message printed after can show one.
    for (const key of settings/* SETTING_KEYS */.GS) {
        const setting = settings/* SETTINGS */.yy[key];
        if (!setting.secret)
            continue;
        const value = core/* getInput */.V4(setting.name) || (setting.env ? env[setting.env] : '') || '';
        // A private key is masked line by line too: the runner masks each line of a multi-line value.
        const values = key === 'oauthPrivateKey' ? (0,mcp_oauth/* oauthSecretValues */.oI)({ privateKey: value }) : [value];
        for (const secret of values)
            if (secret)
                core/* setSecret */.Pq(secret);
    }
    for (const value of (0,mcp_headers/* urlSecretValues */.uq)(core/* getInput */.V4('remote-url') || env.MCP_EVAL_REMOTE_URL || ''))
        core/* setSecret */.Pq(value);
    const shadowedSecrets = shadowedSecretValues(env);
    for (const value of shadowedSecrets)
        core/* setSecret */.Pq(value);
    // The clouds' credentials (Bedrock, Vertex): masked before anything is printed, like the key.
    for (const value of cloudSecretValues(env))
        core/* setSecret */.Pq(value);
    const workspace = external_node_path_.resolve(env.GITHUB_WORKSPACE || process.cwd());
    const read = readSettingsFrom(inputSource, env, 'run');
    const config = runConfigFrom(read, 'action', workspace, env);
    // What the credentials become on the wire too (client_secret_basic's encoding of id and secret).
    for (const value of [...(0,mcp_oauth/* oauthSecretValues */.oI)(config.oauth), ...(0,mcp_headers/* secretHeaderValues */.o4)(config.headers)])
        core/* setSecret */.Pq(value);
    return {
        ...config,
        labels: config.labels,
        oauth: config.oauth,
        headers: config.headers,
        shadowedSecrets,
        reportJson: read.values.reportJson,
        reportJunit: read.values.reportJunit,
        reportSarif: read.values.reportSarif,
        reports: read.values.reports,
        toolVariants: read.values.toolVariants,
        checkRun: read.values.checkRun,
        githubToken: read.values.githubToken,
    };
}
/**
 * The secret values of the variables an input can shadow (every one of them, used or not): each is
 * masked and redacted even when its input wins, since the server under test may still print it.
 */
function shadowedSecretValues(env) {
    const values = [
        env.ANTHROPIC_API_KEY ?? '',
        env.MCP_EVAL_BEARER_TOKEN ?? '',
        ...(0,mcp_oauth/* oauthSecretValues */.oI)({
            clientId: env[mcp_oauth/* OAUTH_VARIABLES */.y7.clientId],
            clientSecret: env[mcp_oauth/* OAUTH_VARIABLES */.y7.clientSecret],
            privateKey: env[mcp_oauth/* OAUTH_VARIABLES */.y7.privateKey],
        }),
        ...(0,mcp_headers/* urlSecretValues */.uq)(env.MCP_EVAL_REMOTE_URL ?? ''),
    ];
    return [...new Set(values.filter((value) => value !== ''))];
}
/**
 * Masks secrets known only once the settings are resolved (`server-secrets`, secret-named
 * `server-env` values): the runner then hides them in the log. Before anything the run prints.
 */
function maskSecrets(secrets) {
    for (const secret of secrets)
        if (secret)
            core/* setSecret */.Pq(secret);
}
//# sourceMappingURL=inputs.js.map
// EXTERNAL MODULE: ./lib/util/signals.js
var signals = __webpack_require__(37909);
;// CONCATENATED MODULE: ./lib/github/main.js









/** File name of the JSON report when `report-json` is not set, under RUNNER_TEMP. */
const DEFAULT_REPORT_JSON_NAME = 'mcp-scenario-eval-report.json';
/** Where the JSON report goes: `report-json` (relative to the workspace), or RUNNER_TEMP, or the workspace. */
function reportJsonPath(input, workspace, env) {
    if (input)
        return external_node_path_.resolve(workspace, input);
    return external_node_path_.join(env.RUNNER_TEMP || workspace, DEFAULT_REPORT_JSON_NAME);
}
/** The action: read inputs, run the suite, write the reports, fail the step if anything failed. */
async function run() {
    // The step's verdict, as it is given: the check run's conclusion follows it.
    let stepFailed = false;
    const fail = (message) => {
        stepFailed = true;
        write_fail(message);
    };
    let checkRun;
    try {
        const settings = readSettings();
        const options = toRunOptions(settings);
        // The job's token is a secret of the run: redacted from every report, erased from the environment
        // (INPUT_GITHUB-TOKEN) before the server under test starts, kept here for the check run alone.
        if (settings.githubToken)
            options.secrets = [...options.secrets, settings.githubToken];
        maskSecrets(options.secrets);
        if (settings.checkRun)
            checkRun = { token: settings.githubToken, secrets: options.secrets, shard: settings.shard };
        if (debugging())
            options.debug = (line) => debug((0,secrets_redact/* redactText */.Rd)(line, options.secrets));
        for (const message of options.notices ?? [])
            notice(message);
        // Only now: a run that stops at its settings loads none of the engine and renderers.
        const { RENDERERS, annotationsHeadline, emptyShardNotice, eraseSecretsFromEnvironment, failureHeadline, lintHeadline, askedReports, readReportContext, renderReportFile, reportFileProblem, reportFiles, unmatchedGlobWarnings, runSuite, secretVariables, snapshotFailed, snapshotHeadline, } = await Promise.all(/* import() */[__webpack_require__.e(7236), __webpack_require__.e(9832), __webpack_require__.e(4337), __webpack_require__.e(8995), __webpack_require__.e(9869)]).then(__webpack_require__.bind(__webpack_require__, 69221));
        // Before the run: a report NAME it does not know is a bad setting, said before anything runs.
        const { reportJson, reportJunit, reportSarif, reports } = settings;
        const asked = askedReports('action', { values: { reportJson, reportJunit, reportSarif, reports }, from: {} }, settings.workspace);
        // Every setting is read: no secret needs to stay where the server under test can read it.
        const erasure = eraseSecretsFromEnvironment(secretVariables(options.secrets, (value, secrets) => (0,secrets_redact/* redactText */.Rd)(value, secrets) !== value));
        if (erasure.initialBlock === 'unavailable' && process.platform === 'linux')
            warn(`could not overwrite the secrets in this process's initial environment (${erasure.problem}): the server under test may read them from /proc/<pid>/environ`);
        const noColor = { color: false };
        // Scenario lines are one line each, start with our own label and have control characters
        // made visible, so they cannot start a workflow command.
        // A cancelled or timed-out job (the runner sends SIGINT, then SIGTERM): the scenarios not finished
        // are errored, and the summary, annotations and reports are still written.
        const stopping = (0,signals/* stopOnSignals */.ZI)();
        const runAll = () => runSuite({ ...options, signal: stopping.signal }, { onResult: (scenario) => log(RENDERERS.scenarioLine(scenario, noColor)) });
        // An in-process server writes to this process's stdout: its logs must not act as commands.
        const result = await (options.server.kind === 'module' ? withStreamsGuarded(runAll, options.secrets) : runAll()).finally(stopping.release);
        if (result.coverage)
            log(RENDERERS.coverage(result.coverage));
        if (result.lint)
            logUntrusted(`Lint (lint: ${result.lint.mode})`, RENDERERS.lintLog(result.lint));
        if (result.annotations)
            logUntrusted(`Annotations (annotations: ${result.annotations.mode})`, RENDERERS.annotationsLog(result.annotations));
        if ((0,verdict/* runFailed */.Np)(result))
            logUntrusted('Failures in full', RENDERERS.terminalPieces(result, noColor));
        const extraOutputs = {};
        const reportProblems = [];
        const defaults = { json: reportJsonPath('', settings.workspace, process.env) };
        const toWrite = reportFiles('action', asked, defaults);
        const reportContext = await readReportContext(toWrite, result, settings.workspace);
        for (const file of toWrite) {
            try {
                await (0,files/* writeReportFile */.a)(file.path, renderReportFile(file, result, version/* PACKAGE_VERSION */.i, reportContext));
                if (file.format.actionOutput)
                    extraOutputs[file.format.actionOutput] = file.path;
                log(`${file.format.title} report: ${file.path}`);
            }
            catch (error) {
                reportProblems.push(reportFileProblem(file, error));
            }
        }
        if (result.toolsSnapshot)
            logUntrusted('Tool-list snapshot', RENDERERS.snapshotTerminal(result.toolsSnapshot, noColor));
        // The step's own failures first: GitHub shows only the first 10 errors of a step.
        if ((0,verdict/* runFailed */.Np)(result))
            fail(failureHeadline(result));
        // The headline names the scenarios when they failed too: the lint's own failure is said as well.
        if ((0,verdict/* lintFailed */.LP)(result.lint) && (0,model_result/* totalsOf */.v)(result).failed > 0)
            fail(lintHeadline(result.lint));
        // The annotations check's own failure, unless the headline above is it.
        if ((0,verdict/* runAnnotationsFailed */.F)(result.annotations) &&
            failureHeadline(result) !== annotationsHeadline(result.annotations))
            fail(annotationsHeadline(result.annotations));
        // The snapshot's own failure, unless the headline above already said it (every scenario passed).
        if (result.toolsSnapshot &&
            snapshotFailed(result.toolsSnapshot) &&
            failureHeadline(result) !== snapshotHeadline(result.toolsSnapshot))
            fail(snapshotHeadline(result.toolsSnapshot));
        for (const problem of reportProblems)
            fail(problem);
        writeAnnotations(RENDERERS.annotations(result).annotations);
        for (const warning of unmatchedGlobWarnings(result))
            warn(warning);
        const emptyShard = emptyShardNotice(result);
        if (emptyShard)
            notice(emptyShard);
        // Each file of the runner is written on its own: one that cannot be written is reported once,
        // as a failure of the step, and costs nothing else (the log and annotations are already out).
        try {
            writeOutputs((0,model_result/* totalsOf */.v)(result), extraOutputs);
        }
        catch (error) {
            fail(runnerFileProblem('the step outputs', 'GITHUB_OUTPUT', error));
        }
        // The snapshot check has a section of its own, after the scenarios'; the variants' comes last.
        const sections = result.toolsSnapshot ? [RENDERERS.snapshotSection(result.toolsSnapshot)] : [];
        if (settings.toolVariants) {
            const { compareToolVariantsInAction } = await __webpack_require__.e(/* import() */ 3657).then(__webpack_require__.bind(__webpack_require__, 63657));
            const compare = () => compareToolVariantsInAction(settings.toolVariants, options);
            const compared = options.server.kind === 'module' ? await withStreamsGuarded(compare, options.secrets) : await compare();
            if (compared.error)
                fail(compared.error);
            if (compared.text)
                logUntrusted('Tool-description variants', compared.text);
            if (compared.section)
                sections.push(compared.section);
        }
        // Every section is built first and fitted together: the budget covers the whole summary (a
        // section appended after the fit could take it past GitHub's limit, and GitHub drops it whole).
        const { repository, pullRequest } = await readGithubRun();
        const summary = RENDERERS.jobSummary(result, { repository, pullRequest }, sections);
        if (summary.leftOut.length > 0)
            warn(`The job summary was shortened to stay under GitHub's 1 MiB limit; left out: ${summary.leftOut.join('; ')}`);
        try {
            await writeSummary(summary.markdown);
        }
        catch (error) {
            fail(runnerFileProblem('the job summary', 'GITHUB_STEP_SUMMARY', error));
        }
        // Last: its conclusion is the step's verdict, every failure of the step said by now.
        if (checkRun) {
            const { planCheckRun } = await Promise.all(/* import() */[__webpack_require__.e(7236), __webpack_require__.e(4337), __webpack_require__.e(6519)]).then(__webpack_require__.bind(__webpack_require__, 36519));
            const asked = checkRun;
            checkRun = undefined;
            await writeCheckRunOf(asked, (context) => planCheckRun(result, { ...context, stepFailed }));
        }
    }
    catch (error) {
        if (error instanceof parse_setting/* ConfigError */.xL)
            fail(error.message);
        else
            fail(`mcp-scenario-eval crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        // A run that did not finish: its check run says so, as a failure.
        if (checkRun) {
            const asked = checkRun;
            const reason = (0,secrets_redact/* redactText */.Rd)(error instanceof Error ? error.message : String(error), asked.secrets);
            const { unfinishedCheckRun } = await Promise.all(/* import() */[__webpack_require__.e(7236), __webpack_require__.e(4337), __webpack_require__.e(6519)]).then(__webpack_require__.bind(__webpack_require__, 36519));
            await writeCheckRunOf(asked, (context) => unfinishedCheckRun(reason, context));
        }
    }
}
/**
 * Writes the check run; whatever goes wrong (no permission, no answer, no repository) is a notice,
 * never a failure of the step: the check run repeats the verdict, it does not make it.
 */
async function writeCheckRunOf(asked, plan) {
    const hidden = [...asked.secrets, asked.token].filter(Boolean);
    try {
        const { readCheckRunTarget, writeCheckRun } = await Promise.all(/* import() */[__webpack_require__.e(7236), __webpack_require__.e(4337), __webpack_require__.e(6519)]).then(__webpack_require__.bind(__webpack_require__, 36519));
        const target = await readCheckRunTarget();
        if (asked.shard)
            target.context.shard = asked.shard;
        const written = await writeCheckRun(plan(target.context), target, asked.token, hidden);
        if (written.problem)
            notice(written.problem);
        else
            log(`Check run ${written.id}: ${written.annotationsSent} annotation(s)`);
    }
    catch (error) {
        notice((0,secrets_redact/* redactText */.Rd)(`could not create the check run: ${error.message ?? String(error)}`, hidden));
    }
}
/** One line for a runner file (outputs, summary) that could not be written: which, where, why. */
function runnerFileProblem(what, variable, error) {
    const where = process.env[variable];
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
    return (`could not write ${what} to ${variable} (${where ? JSON.stringify(where) : 'not set'}): ${reason}; ` +
        `the runner points ${variable} at a file it created, so a step before this one may have changed or removed it`);
}
//# sourceMappingURL=main.js.map

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

/***/ 43343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hS: () => (/* binding */ parseModelList),
/* harmony export */   uD: () => (/* binding */ expandModel)
/* harmony export */ });
/* unused harmony export modelRowName */
/** `refund [claude-haiku-4-5]`: the row of a scenario run on one of several models. */
function modelRowName(name, model) {
    return `${name} [${model}]`;
}
/**
 * The models a list setting names (`a, b` or one a line), each once; throws saying which repeats.
 * Empty: none (the run's `agent-model` applies).
 */
function parseModelList(text, setting) {
    const models = (text ?? '')
        .split(/[,\n]/)
        .map((model) => model.trim())
        .filter((model) => model !== '');
    const repeated = models.find((model, index) => models.indexOf(model) !== index);
    if (repeated !== undefined)
        throw new Error(`${setting} names ${JSON.stringify(repeated)} twice: list each model once (got ${text})`);
    return models;
}
/**
 * An agent scenario once per model: the scenario's own `models:`, else the run's `agent-models`
 * for a scenario that names no `model:`. One model keeps the scenario's name.
 */
function expandModel(scenario, runModels = []) {
    const models = scenario.agent.models ?? (scenario.agent.model === undefined ? runModels : []);
    if (models.length === 0)
        return [scenario];
    if (models.length === 1)
        return [{ ...scenario, agent: { ...scenario.agent, model: models[0], models: undefined } }];
    return models.map((model) => ({
        ...scenario,
        name: modelRowName(scenario.name, model),
        agent: { ...scenario.agent, model, models: undefined },
    }));
}
//# sourceMappingURL=models.js.map

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

/***/ 16878:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I8: () => (/* binding */ MIN_SECRET_HEADER_CHARS),
/* harmony export */   KT: () => (/* binding */ HEADERS_VARIABLE),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   o4: () => (/* binding */ secretHeaderValues),
/* harmony export */   oR: () => (/* binding */ parseHeaderLines),
/* harmony export */   uq: () => (/* binding */ urlSecretValues)
/* harmony export */ });
/**
 * Extra HTTP headers for live mode, from MCP_EVAL_HEADERS: one `Name: value` per line, for servers
 * behind a gateway that wants more than the bearer token. Blank lines and lines starting with `#`
 * are ignored.
 */
const HEADERS_VARIABLE = 'MCP_EVAL_HEADERS';
/** Header values shorter than this are not treated as secrets (masking "1" would mask every 1 in the logs). */
const MIN_SECRET_HEADER_CHARS = 4;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Parses MCP_EVAL_HEADERS; throws an Error naming the line for anything that is not `Name: value`. */
function parseHeaderLines(text) {
    const headers = {};
    const lines = text.split(/\r?\n/);
    lines.forEach((raw, index) => {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            return;
        const colon = line.indexOf(':');
        const name = colon > 0 ? line.slice(0, colon).trim() : '';
        if (!HEADER_NAME.test(name)) {
            throw new Error(`${HEADERS_VARIABLE} line ${index + 1} is not "Name: value" (got ${JSON.stringify(line.slice(0, 40))}${line.length > 40 ? '…' : ''}); put one header per line`);
        }
        if (name.toLowerCase() === 'authorization') {
            throw new Error(`${HEADERS_VARIABLE} line ${index + 1} sets Authorization: give the token through bearer-token or MCP_EVAL_BEARER_TOKEN instead`);
        }
        headers[name] = line.slice(colon + 1).trim();
    });
    return headers;
}
/** The header values to mask and scrub. */
function secretHeaderValues(headers) {
    return Object.values(headers).filter((value) => value.length >= MIN_SECRET_HEADER_CHARS);
}
/**
 * The parts of a remote URL that may carry a credential (user, password, query values), to mask
 * and scrub like the token: `https://host/mcp?api_key=…` must not show up in a message.
 */
function urlSecretValues(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return [];
    }
    const values = [parsed.username, parsed.password, ...parsed.searchParams.values()].map((value) => {
        try {
            return decodeURIComponent(value);
        }
        catch {
            return value;
        }
    });
    // Both as written and decoded, since a message may quote either.
    const raw = [
        parsed.username,
        parsed.password,
        ...parsed.search
            .slice(1)
            .split('&')
            .map((pair) => pair.split('=')[1] ?? ''),
    ];
    return [...new Set([...values, ...raw])].filter((value) => value.length >= MIN_SECRET_HEADER_CHARS);
}
/** The URL as shown to people: no user, password, query or fragment. */
function safeUrl(url) {
    try {
        const parsed = new URL(url);
        parsed.username = '';
        parsed.password = '';
        parsed.search = '';
        parsed.hash = '';
        return parsed.toString();
    }
    catch {
        return '(an unparsable URL)';
    }
}
//# sourceMappingURL=headers.js.map

/***/ }),

/***/ 47399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I3: () => (/* binding */ signingAlgorithmOf),
/* harmony export */   oI: () => (/* binding */ oauthSecretValues),
/* harmony export */   uY: () => (/* binding */ oauthMethodOf),
/* harmony export */   uv: () => (/* binding */ createAuthProvider),
/* harmony export */   y7: () => (/* binding */ OAUTH_VARIABLES)
/* harmony export */ });
/* unused harmony exports normalizePrivateKey, basicCredentials, unionOfScopes */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _headers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16878);


/** Names of the variables that hold OAuth settings, for the CLI and as the action's fallbacks. */
const OAUTH_VARIABLES = {
    clientId: 'MCP_EVAL_OAUTH_CLIENT_ID',
    clientSecret: 'MCP_EVAL_OAUTH_CLIENT_SECRET',
    privateKey: 'MCP_EVAL_OAUTH_PRIVATE_KEY',
    scope: 'MCP_EVAL_OAUTH_SCOPE',
    issuer: 'MCP_EVAL_OAUTH_ISSUER',
};
/** A secret stored with `\n` written out (a common way to fit a PEM into one line) is read as lines. */
function normalizePrivateKey(text) {
    const trimmed = text.trim();
    return !trimmed.includes('\n') && trimmed.includes('\\n') ? trimmed.replace(/\\n/g, '\n') : trimmed;
}
function keyObjectOf(privateKey) {
    const text = normalizePrivateKey(privateKey);
    if (text.startsWith('{')) {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({ key: JSON.parse(text), format: 'jwk' });
    }
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(text);
}
/** The `alg` a private JWK names, if the key is a JWK that names one. */
function jwkAlgorithmOf(privateKey) {
    const text = normalizePrivateKey(privateKey);
    if (!text.startsWith('{'))
        return undefined;
    const alg = JSON.parse(text).alg;
    return typeof alg === 'string' && alg ? alg : undefined;
}
/** JWS algorithm per EC curve (RFC 7518 §3.4). */
const EC_ALGORITHMS = { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' };
/**
 * The JWS algorithm for signing client assertions with this key, read from the key itself so the user
 * does not have to say it. Throws an Error that says what kind of key is expected.
 */
function signingAlgorithmOf(privateKey) {
    let key;
    try {
        key = keyObjectOf(privateKey);
    }
    catch (error) {
        throw new Error(`the OAuth private key could not be read (${error.message}): give a PEM private key (-----BEGIN PRIVATE KEY-----…) or a private JWK as JSON`);
    }
    const type = key.asymmetricKeyType;
    const curve = key.asymmetricKeyDetails?.namedCurve;
    // The SDK signs PEM keys with the RS*, PS* and ES* algorithms only (not EdDSA).
    const algorithm = type === 'rsa' ? 'RS256' : type === 'rsa-pss' ? 'PS256' : EC_ALGORITHMS[curve ?? ''];
    // A JWK may name its algorithm (`alg`): the authorization server may accept only that one.
    const named = jwkAlgorithmOf(privateKey);
    if (algorithm && named && named !== algorithm) {
        const fits = type === 'rsa' ? /^(RS|PS)(256|384|512)$/.test(named) : type === 'rsa-pss' && /^PS(256|384|512)$/.test(named);
        if (!fits) {
            throw new Error(`the OAuth private key's JWK says "alg": ${JSON.stringify(named)}, which an ${(type ?? '').toUpperCase()}${curve ? ` (${curve})` : ''} key cannot sign with: use ${algorithm}, or a key that fits "${named}"`);
        }
        return named;
    }
    if (!algorithm) {
        throw new Error(`the OAuth private key is of type ${type}${curve ? ` (${curve})` : ''}, which private_key_jwt cannot sign with here: use an RSA or an EC P-256, P-384 or P-521 key`);
    }
    return algorithm;
}
/**
 * The values to mask and scrub for these credentials: the secret, the key, and each line of the key
 * (a log line shows one line of a multi-line secret at a time).
 */
function oauthSecretValues(credentials) {
    const values = [];
    if (credentials.clientSecret)
        values.push(credentials.clientSecret);
    if (credentials.clientSecret && credentials.clientId !== undefined)
        values.push(...basicCredentials(credentials.clientId, credentials.clientSecret));
    if (credentials.privateKey) {
        const key = normalizePrivateKey(credentials.privateKey);
        values.push(credentials.privateKey, key);
        for (const line of key.split(/\r?\n/)) {
            const trimmed = line.trim();
            // The PEM armour lines are the same in every key; masking them would only hide log text.
            if (trimmed.length >= _headers_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_SECRET_HEADER_CHARS */ .I8 && !trimmed.startsWith('-----'))
                values.push(trimmed);
        }
    }
    return [...new Set(values)];
}
/**
 * The credential `client_secret_basic` sends (`Authorization: Basic base64(id:secret)`, as the SDK
 * builds it with `btoa`, so Latin-1 bytes; UTF-8 too for a server that decodes it so): it is the
 * secret itself to whoever reads it, and an authorization server may echo it in an error.
 */
function basicCredentials(clientId, clientSecret) {
    const pair = `${clientId}:${clientSecret}`;
    const encoded = [Buffer.from(pair, 'utf8').toString('base64')];
    if ([...pair].every((char) => char.charCodeAt(0) <= 0xff))
        encoded.push(Buffer.from(pair, 'latin1').toString('base64'));
    return [...new Set(encoded)];
}
/**
 * How the client authenticates, as the messages say it: the method seen on the token request when
 * there was one (`observed`: the SDK sends a secret as Basic or in the body, as the authorization
 * server's metadata asks), else what the credentials imply (a key signs; a secret goes as Basic first).
 */
function oauthMethodOf(credentials, observed) {
    return observed ?? (credentials.privateKey ? 'private_key_jwt' : 'client_secret_basic');
}
/**
 * Builds the SDK's provider for these credentials; loaded only in live mode. `onToken` gets every
 * token the provider obtains (access and refresh) and every client assertion it signs, so it can be
 * scrubbed like the configured secrets: a server may echo it in a refusal.
 */
async function createAuthProvider(credentials, onToken = () => undefined) {
    const { ClientCredentialsProvider, PrivateKeyJwtProvider } = await Promise.all(/* import() */[__webpack_require__.e(4600), __webpack_require__.e(855)]).then(__webpack_require__.bind(__webpack_require__, 60855));
    const common = {
        clientId: credentials.clientId,
        clientName: 'mcp-scenario-eval',
        scope: credentials.scope || undefined,
        expectedIssuer: credentials.issuer || undefined,
    };
    let provider;
    if (credentials.privateKey) {
        // The SDK signs with jose, which reads PKCS#8 only: PKCS#1/SEC1 PEMs and JWKs are converted first.
        const pkcs8 = keyObjectOf(credentials.privateKey).export({ type: 'pkcs8', format: 'pem' }).toString();
        provider = new PrivateKeyJwtProvider({
            ...common,
            privateKey: pkcs8,
            algorithm: signingAlgorithmOf(credentials.privateKey),
        });
    }
    else {
        provider = new ClientCredentialsProvider({ ...common, clientSecret: credentials.clientSecret ?? '' });
    }
    // The signed client assertion (private_key_jwt) is replayable until it expires: a secret of the run.
    const addClientAuthentication = provider.addClientAuthentication?.bind(provider);
    if (addClientAuthentication) {
        provider.addClientAuthentication = async (headers, params, url, metadata) => {
            await addClientAuthentication(headers, params, url, metadata);
            const assertion = params.get('client_assertion');
            if (assertion)
                onToken(assertion);
            const authorization = headers.get('Authorization');
            if (authorization)
                onToken(authorization.replace(/^\S+\s+/, ''));
        };
    }
    // Step-up (SEP-835): on a 403 insufficient_scope naming scopes, the SDK asks for a new token once
    // and retries the request; for client credentials it would ask for oauth-scope alone again. The
    // scopes the server named are added here, so the new token is asked for with the union.
    const stepUp = new Set();
    const prepareTokenRequest = provider.prepareTokenRequest?.bind(provider);
    if (prepareTokenRequest) {
        provider.prepareTokenRequest = (scope) => prepareTokenRequest(unionOfScopes(scope, [...stepUp]));
    }
    provider.stepUpScopes = (scope) => {
        for (const name of scope.split(/\s+/))
            if (name)
                stepUp.add(name);
    };
    const saveTokens = provider.saveTokens.bind(provider);
    provider.saveTokens = (tokens) => {
        for (const token of [tokens.access_token, tokens.refresh_token])
            if (token)
                onToken(token);
        return saveTokens(tokens);
    };
    return provider;
}
/** Space-separated scopes: `configured`'s, then the others not in it; undefined for none. */
function unionOfScopes(configured, others) {
    const names = [...(configured ?? '').split(/\s+/), ...others].filter(Boolean);
    return names.length > 0 ? [...new Set(names)].join(' ') : undefined;
}
//# sourceMappingURL=oauth.js.map

/***/ }),

/***/ 61615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ removeScenarioDir),
/* harmony export */   GS: () => (/* binding */ SCENARIO_DIR_VARIABLE),
/* harmony export */   kV: () => (/* binding */ makeScenarioDir),
/* harmony export */   mF: () => (/* binding */ expandScenarioDir),
/* harmony export */   pv: () => (/* binding */ serverVariables),
/* harmony export */   sx: () => (/* binding */ assignmentAdvice),
/* harmony export */   yE: () => (/* binding */ leadingAssignment),
/* harmony export */   z_: () => (/* binding */ makeScenarioDirSync)
/* harmony export */ });
/* unused harmony exports parseServerEnv, parseServerSecrets */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _model_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22645);





/**
 * The variable that names the fresh, empty directory each started server process gets (one per
 * scenario with `isolation: scenario`, one for the run with `isolation: suite`), removed once the
 * process has ended. A server that keeps state on disk is pointed into it (`server-env`), so no
 * state is left for the next scenario, or the next run, to find.
 */
const SCENARIO_DIR_VARIABLE = 'MCP_EVAL_SCENARIO_DIR';
/** Variable names a `server-env` entry may set: what a POSIX shell accepts. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** `${MCP_EVAL_SCENARIO_DIR}` or `$MCP_EVAL_SCENARIO_DIR` (not followed by a name character). */
const SCENARIO_DIR_REFERENCE = new RegExp(`\\$\\{${SCENARIO_DIR_VARIABLE}\\}|\\$${SCENARIO_DIR_VARIABLE}(?![A-Za-z0-9_])`, 'g');
/**
 * Parses `server-env` entries (`KEY=VALUE`, one per line of the input or per `--server-env` flag;
 * blank lines and `#` comments are skipped). `label` names the setting as the user wrote it.
 * Throws an Error whose message names the entry and says what is expected.
 */
function parseServerEnv(entries, label) {
    const env = {};
    for (const entry of entries) {
        const text = entry.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        const equals = text.indexOf('=');
        const name = equals < 0 ? text : text.slice(0, equals);
        if (equals < 0 || !VARIABLE_NAME.test(name)) {
            throw new Error(`${label} entry "${text}" is not KEY=VALUE: give a variable name (letters, digits and _, not starting with a digit), "=" and its value, for example MEMORY_FILE_PATH=\${${SCENARIO_DIR_VARIABLE}}/memory.json`);
        }
        if (name === SCENARIO_DIR_VARIABLE || name === 'MCP_EVAL_MODE') {
            throw new Error(`${label} cannot set ${name}: the run sets it for every server it starts`);
        }
        env[name] = text.slice(equals + 1);
    }
    return env;
}
/** A variable name that says it holds a secret (`*TOKEN*`, `*SECRET*`, `*PASSWORD*`, `*KEY*`, `*CREDENTIAL*`). */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|KEY|CREDENTIAL/i;
/**
 * Parses `server-secrets` entries: `KEY=VALUE`, or a bare `KEY` for the value of the variable KEY
 * of `parent` (so a secret need not be typed on a command line). Like parseServerEnv, but a message
 * never quotes an entry, which may hold the secret: it names the entry by its number.
 */
function parseServerSecrets(entries, label, parent) {
    const env = {};
    let number = 0;
    for (const entry of entries) {
        number++;
        const text = entry.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        const equals = text.indexOf('=');
        const name = equals < 0 ? text : text.slice(0, equals);
        if (!VARIABLE_NAME.test(name)) {
            throw new Error(`${label} entry ${number} is not KEY=VALUE (not quoted here: it may hold the secret): give a variable name (letters, digits and _, not starting with a digit), "=" and its value, for example SLACK_BOT_TOKEN=\${{ secrets.SLACK_BOT_TOKEN }}`);
        }
        if (name === SCENARIO_DIR_VARIABLE || name === 'MCP_EVAL_MODE') {
            throw new Error(`${label} cannot set ${name}: the run sets it for every server it starts`);
        }
        if (equals < 0) {
            const value = parent[name];
            if (value === undefined || value === '') {
                throw new Error(`${label} ${name} takes the value of the variable ${name}, which is not set: set it, or give ${name}=VALUE`);
            }
            env[name] = value;
        }
        else {
            env[name] = text.slice(equals + 1);
        }
    }
    return env;
}
/**
 * The server's variables: `server-env` (labelled `envLabel`) and `server-secrets` (`secretsLabel`),
 * which may not both set one name. A `server-env` variable whose name says it holds a secret is one
 * (from NAMED_SECRET_MIN_CHARS characters), with a notice that says so and points to `server-secrets`.
 */
function serverVariables(envEntries, secretEntries, labels, parent) {
    const plain = parseServerEnv(envEntries, labels.env);
    const secret = parseServerSecrets(secretEntries, labels.secrets, parent);
    const both = Object.keys(plain).filter((name) => Object.hasOwn(secret, name));
    if (both.length > 0) {
        throw new Error(`${both.join(', ')} ${both.length === 1 ? 'is' : 'are'} set by both ${labels.env} and ${labels.secrets}: give each variable once (a secret in ${labels.secrets})`);
    }
    const secrets = Object.values(secret).filter((value) => value !== '');
    const notices = [];
    for (const [name, value] of Object.entries(plain)) {
        if (!SECRET_NAME.test(name) || value === '')
            continue;
        if (value.length >= _model_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .NAMED_SECRET_MIN_CHARS */ .kA) {
            secrets.push(value);
            notices.push(`${labels.env} ${name}: its name says it holds a secret, so its value is treated as one (masked, and redacted from the reports and recordings); give it with ${labels.secrets} to say so`);
        }
        else {
            notices.push(`${labels.env} ${name}: its name says it holds a secret, but its value is shorter than ${_model_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .NAMED_SECRET_MIN_CHARS */ .kA} characters, so it is not treated as one (redacting it would blank common text); if it is a secret, give it with ${labels.secrets}`);
        }
    }
    return { env: { ...plain, ...secret }, secrets, notices };
}
/** Replaces `${MCP_EVAL_SCENARIO_DIR}` (and `$MCP_EVAL_SCENARIO_DIR`) in `text` with `directory`. */
function expandScenarioDir(text, directory) {
    return text.replace(SCENARIO_DIR_REFERENCE, () => directory);
}
/**
 * A leading `NAME=value` word of a command line: a shell would set a variable, but the command line
 * is run without one, so the "program" would be `NAME=value`. Returns the word, or undefined.
 */
function leadingAssignment(words) {
    const first = words[0];
    if (first === undefined)
        return undefined;
    const equals = first.indexOf('=');
    return equals > 0 && VARIABLE_NAME.test(first.slice(0, equals)) ? first : undefined;
}
/**
 * Makes a fresh, empty directory for one server process, under RUNNER_TEMP on a runner (cleaned
 * between jobs even if this process is killed) and the system's temporary directory elsewhere.
 */
async function makeScenarioDir(env = process.env) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcp-eval-scenario-'));
}
/** makeScenarioDir, at once: for the server started early, spawned in the same tick as it is asked for. */
function makeScenarioDirSync(env = process.env) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcp-eval-scenario-'));
}
/** Removes a directory made by makeScenarioDir, with whatever the server left in it; never throws. */
async function removeScenarioDir(directory) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(directory, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
}
/**
 * What to do about `NAME=value cmd`: the command line runs without a shell, which alone would read
 * the first word as a variable. `label` names the setting for variables (`--server-env`, input `server-env`).
 */
function assignmentAdvice(word, label) {
    return `"${word}" sets a variable, which only a shell does, and server-command is run without one: remove it from the command line and give it with ${label} ${word}`;
}
//# sourceMappingURL=server-env.js.map

/***/ }),

/***/ 33212:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ splitCommand)
/* harmony export */ });
/**
 * Splits a command line into words the way a POSIX shell would for quoting (single quotes,
 * double quotes, backslash escapes), without running a shell: no expansion, no pipes.
 */
function splitCommand(line) {
    const words = [];
    let word = '';
    let inWord = false;
    let quote;
    for (let i = 0; i < line.length; i++) {
        const char = line[i];
        if (quote === "'") {
            if (char === "'")
                quote = undefined;
            else
                word += char;
        }
        else if (quote === '"') {
            if (char === '"')
                quote = undefined;
            else if (char === '\\' && i + 1 < line.length && '"\\$`\n'.includes(line[i + 1]))
                word += line[++i];
            else
                word += char;
        }
        else if (char === "'" || char === '"') {
            quote = char;
            inWord = true;
        }
        else if (char === '\\' && i + 1 < line.length) {
            word += line[++i];
            inWord = true;
        }
        else if (/\s/.test(char)) {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
        }
        else {
            word += char;
            inWord = true;
        }
    }
    if (quote)
        throw new Error(`server-command has an unclosed ${quote} quote: ${line}`);
    if (inWord)
        words.push(word);
    return words;
}
//# sourceMappingURL=split-command.js.map

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

/***/ 25979:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ ANNOTATION_FINDING_KINDS),
/* harmony export */   LE: () => (/* binding */ HINT_OF_KIND),
/* harmony export */   Om: () => (/* binding */ annotationsFailed),
/* harmony export */   zY: () => (/* binding */ NOT_JUDGED_HINTS)
/* harmony export */ });
/* unused harmony exports JUDGED_HINTS, NOT_REACHED_CODES */
/**
 * What `annotations` (are a tool's readOnlyHint, idempotentHint and destructiveHint true?) returns:
 * its report per tool, its findings with the state changes that show them, the lines it left out of
 * the comparison and why, and the typed codes the faces decide on. Declared here so that the engine
 * (server-tools/annotations), the CLI, the action and the renderers share them without importing each
 * other. No wording here but the engine's one-line details: the faces write the rest.
 */
const JUDGED_HINTS = (/* unused pure expression or super */ null && (['readOnlyHint', 'idempotentHint', 'destructiveHint']));
/** Hints a tool may carry that no observation of its state can refute: listed, never judged. */
const NOT_JUDGED_HINTS = ['openWorldHint'];
const ANNOTATION_FINDING_KINDS = [
    'not-read-only',
    'not-idempotent',
    'destructive',
];
/** The hint each kind of finding refutes. */
const HINT_OF_KIND = {
    'not-read-only': 'readOnlyHint',
    'not-idempotent': 'idempotentHint',
    destructive: 'destructiveHint',
};
/** The skip codes of a tool the check did not get to judge: such a check fails (a check that did not run does not pass). */
const NOT_REACHED_CODES = (/* unused pure expression or super */ null && (['stopped', 'budget']));
/** Whether the check fails: an unsuppressed finding, or a check that did not finish. */
function annotationsFailed(report) {
    return report.error !== undefined || report.tools.some((tool) => tool.findings.length > 0);
}
//# sourceMappingURL=annotations.js.map

/***/ }),

/***/ 22645:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ CALL_NOTIFICATIONS_KEPT),
/* harmony export */   GG: () => (/* binding */ STARTUP_NOTICE_MIN_SESSIONS),
/* harmony export */   GP: () => (/* binding */ MAX_TOOL_LIST_PAGES),
/* harmony export */   GW: () => (/* binding */ ANNOTATIONS_SHRINK_ITEMS),
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
/* harmony export */   WT: () => (/* binding */ ANNOTATIONS_DEFAULT_RUNS),
/* harmony export */   Zk: () => (/* binding */ CALL_OUTPUT_LIMIT_CHARS),
/* harmony export */   _s: () => (/* binding */ HTTP_BODY_READ_MS),
/* harmony export */   bU: () => (/* binding */ HTTP_BODY_QUOTE_CHARS),
/* harmony export */   bi: () => (/* binding */ CLOSEST_HINT_SEARCH_LIMIT_CHARS),
/* harmony export */   c$: () => (/* binding */ ANNOTATIONS_MAX_FILES),
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
/* unused harmony exports FUZZ_HANG_PROBE_TIMEOUT_MS, FUZZ_HANG_EVERY_INPUT_PROBES, FUZZ_PROGRESSING_CALL_TIMEOUTS, MAX_PARAPHRASES, FUZZ_HANG_CONFIRMATIONS */
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

/***/ 94484:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ totalsOf)
/* harmony export */ });
function totalsOf(run) {
    const count = (status) => run.scenarios.filter((s) => s.status === status).length;
    return {
        total: run.scenarios.length,
        passed: count('passed'),
        failed: count('failed') + count('errored'),
        skipped: count('skipped'),
    };
}
//# sourceMappingURL=result.js.map

/***/ }),

/***/ 30812:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ub: () => (/* binding */ snapshotFailed),
/* harmony export */   tO: () => (/* binding */ CHANGE_KINDS),
/* harmony export */   v9: () => (/* binding */ failingFindings)
/* harmony export */ });
/**
 * What lint and the tool-list snapshot check return: parts of a run's result (and of the `lint`
 * and `tools --diff` commands'), declared here so that the result model and the renderers read
 * them without importing the features that compute them.
 */
/** Findings that count: errors not suppressed, and (with `strict`) warnings too. */
function failingFindings(report, strict) {
    return report.findings.filter((item) => !item.suppressed && (item.level === 'error' || strict));
}
/** The order changes are shown in: what breaks callers first. */
const CHANGE_KINDS = ['breaking', 'model-facing', 'additive'];
/**
 * Whether the check fails the run or the command: any difference, an unreadable file, a list that
 * could not be read whole, or over budget.
 */
function snapshotFailed(check) {
    return check.status !== 'equal' || check.overBudget || (check.unread?.length ?? 0) > 0;
}
//# sourceMappingURL=server-tools.js.map

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

/***/ }),

/***/ 71926:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rP: () => (/* binding */ parseModelIds),
/* harmony export */   yn: () => (/* binding */ platformModelId)
/* harmony export */ });
/* unused harmony exports MODEL_IDS, MODEL_IDS_MAX_LINES, MODEL_ID_MAX_CHARS, bedrockGeography, UnknownModelError */
/**
 * Each model's Amazon Bedrock base model id and Google Vertex AI id, as of 2026-12 from the
 * platforms' model tables (platform.claude.com "Claude on Amazon Bedrock" API model IDs;
 * cloud.google.com "Request predictions with Claude models"). Bedrock is called through a
 * cross-region inference profile (the base id with a geography prefix, see bedrockId): on-demand
 * calls to a bare model id are refused for these models. A model the table lacks is given by the
 * `model-ids` setting (`claude-x=platform-id`).
 */
const MODEL_IDS = {
    'claude-haiku-4-5': { bedrock: 'anthropic.claude-haiku-4-5-20251001-v1:0', vertex: 'claude-haiku-4-5@20251001' },
    'claude-sonnet-4-5': {
        bedrock: 'anthropic.claude-sonnet-4-5-20250929-v1:0',
        vertex: 'claude-sonnet-4-5@20250929',
    },
    'claude-opus-4-5': { bedrock: 'anthropic.claude-opus-4-5-20251101-v1:0', vertex: 'claude-opus-4-5@20251101' },
    'claude-opus-4-1': { bedrock: 'anthropic.claude-opus-4-1-20250805-v1:0', vertex: 'claude-opus-4-1@20250805' },
    'claude-sonnet-4': { bedrock: 'anthropic.claude-sonnet-4-20250514-v1:0', vertex: 'claude-sonnet-4@20250514' },
    'claude-opus-4': { bedrock: 'anthropic.claude-opus-4-20250514-v1:0', vertex: 'claude-opus-4@20250514' },
    'claude-3-7-sonnet': {
        bedrock: 'anthropic.claude-3-7-sonnet-20250219-v1:0',
        vertex: 'claude-3-7-sonnet@20250219',
    },
    'claude-3-5-haiku': { bedrock: 'anthropic.claude-3-5-haiku-20241022-v1:0', vertex: 'claude-3-5-haiku@20241022' },
};
/** The longest `model-ids` line read, and how many lines: the setting is typed by people, and bounded. */
const MODEL_IDS_MAX_LINES = 100;
const MODEL_ID_MAX_CHARS = 512;
/**
 * `model-ids` lines (`claude-x=platform-id`), checked: each canonical name once, both sides
 * non-empty, no white space or control character inside. Throws saying which line is wrong.
 */
function parseModelIds(lines, setting) {
    const ids = Object.create(null);
    const given = lines.map((line) => line.trim()).filter((line) => line !== '');
    if (given.length > MODEL_IDS_MAX_LINES)
        throw new Error(`${setting} has ${given.length} lines: at most ${MODEL_IDS_MAX_LINES}`);
    for (const line of given) {
        const equals = line.indexOf('=');
        const name = equals < 0 ? '' : line.slice(0, equals).trim();
        const id = equals < 0 ? '' : line.slice(equals + 1).trim();
        if (!name || !id || line.length > MODEL_ID_MAX_CHARS || /[\s\p{Cc}]/u.test(name + id))
            throw new Error(`${setting}: each line is MODEL=PLATFORM-ID (claude-sonnet-4-6=global.anthropic.claude-sonnet-4-6), got ${JSON.stringify(line.slice(0, 80))}`);
        if (Object.hasOwn(ids, name))
            throw new Error(`${setting} names ${JSON.stringify(name)} twice: give each model once`);
        ids[name] = id;
    }
    return ids;
}
/** `claude-haiku-4-5-20251001` is `claude-haiku-4-5`: the API's dated alias names the same model. */
function undated(model) {
    return model.replace(/-\d{8}$/, '');
}
/**
 * The Bedrock inference-profile prefix of a region: `us.` for us-*, `eu.` for eu-*, `us-gov.` for
 * GovCloud, `apac.` for ap-*, `global.` otherwise (the global profile routes anywhere).
 */
function bedrockGeography(region) {
    if (region.startsWith('us-gov-'))
        return 'us-gov';
    if (region.startsWith('us-') || region.startsWith('ca-'))
        return 'us';
    if (region.startsWith('eu-'))
        return 'eu';
    if (region.startsWith('ap-'))
        return 'apac';
    return 'global';
}
/** Why a model has no id on a platform, for the message that refuses it. */
class UnknownModelError extends Error {
}
/**
 * The id to send for `model` on `platform`: the override first, else the table (Bedrock: the
 * inference profile of the region's geography), else, on the Anthropic API, the name itself. A
 * name that is already a platform id (`us.anthropic.…`, `arn:aws:…`, `…@2025…`) is sent as it is.
 */
function platformModelId(model, platform, options = {}) {
    const override = options.overrides?.[model] ?? options.overrides?.[undated(model)];
    if (override !== undefined)
        return override;
    if (platform === 'anthropic')
        return model;
    const known = MODEL_IDS[model] ?? MODEL_IDS[undated(model)];
    if (known) {
        if (platform === 'vertex')
            return known.vertex;
        return `${bedrockGeography(options.region ?? '')}.${known.bedrock}`;
    }
    if (platform === 'bedrock' && (/^([a-z-]+\.)?anthropic\./.test(model) || model.startsWith('arn:')))
        return model;
    if (platform === 'vertex' && model.includes('@'))
        return model;
    throw new UnknownModelError(`no ${platform === 'bedrock' ? 'Amazon Bedrock' : 'Google Vertex AI'} id is known for the model ${JSON.stringify(model)}: give one with the model-ids setting (${model}=PLATFORM-ID)`);
}
//# sourceMappingURL=models.js.map

/***/ }),

/***/ 50914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ noPriceForBudget),
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   Iu: () => (/* binding */ addCosts),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   h4: () => (/* binding */ costOfUsages),
/* harmony export */   ho: () => (/* binding */ costOf),
/* harmony export */   nu: () => (/* binding */ parseModelPrices),
/* harmony export */   xx: () => (/* binding */ priceOf)
/* harmony export */ });
/* unused harmony exports PRICES_CHECKED, HAIKU_4_5_PRICE, SONNET_4_PRICE, SONNET_4_5_PRICE, SONNET_4_6_PRICE, SONNET_5_PRICE, OPUS_4_PRICE, SONNET_3_7_PRICE, HAIKU_3_5_PRICE, OPUS_4_1_PRICE, OPUS_4_5_PRICE, OPUS_5_PRICE, OPUS_5_5_PRICE, PRICE_TABLE, MAX_PRICE_PER_MTOK, MAX_MODEL_PRICES, MAX_MODEL_NAME_CHARS */
// Prices checked on 2026-12-06 against Anthropic's pricing page,
// https://docs.claude.com/en/docs/about-claude/pricing (and each model's overview page on
// platform.claude.com), in USD per million tokens: input, output, 5-minute cache write, cache read.
// Amazon Bedrock and Google Vertex AI list the same prices for these Claude models in their standard
// (global and cross-region) endpoints, so one row serves all three platforms; a regional or
// data-residency endpoint bills more, and is priced with `model-prices`. Models billed in bands by
// prompt length (Claude Haiku 5.5) or whose cache prices changed since (Claude Sonnet 5.5) are left
// out rather than priced wrong: they say "cost unknown" until `model-prices` prices them.
/** The date the table below was checked against the source pages. */
const PRICES_CHECKED = '2026-12-06';
const HAIKU_4_5_PRICE = { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 };
const SONNET_4_PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const SONNET_4_5_PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const SONNET_4_6_PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const SONNET_5_PRICE = { input: 2, output: 10, cacheWrite: 2.5, cacheRead: 0.2 };
const OPUS_4_PRICE = { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 };
const SONNET_3_7_PRICE = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const HAIKU_3_5_PRICE = { input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08 };
const OPUS_4_1_PRICE = { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 };
const OPUS_4_5_PRICE = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
const OPUS_5_PRICE = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
const OPUS_5_5_PRICE = { input: 4, output: 20, cacheWrite: 5, cacheRead: 0.2 };
/** By canonical model name (`claude-haiku-4-5`, as scenarios, recordings and baselines name it). */
const CLAUDE_PRICES = {
    'claude-haiku-4-5': HAIKU_4_5_PRICE,
    'claude-sonnet-4-0': SONNET_4_PRICE,
    'claude-sonnet-4': SONNET_4_PRICE,
    'claude-sonnet-4-5': SONNET_4_5_PRICE,
    'claude-sonnet-4-6': SONNET_4_6_PRICE,
    'claude-sonnet-5': SONNET_5_PRICE,
    'claude-opus-4': OPUS_4_PRICE,
    'claude-opus-4-0': OPUS_4_PRICE,
    'claude-opus-4-1': OPUS_4_1_PRICE,
    'claude-3-7-sonnet': SONNET_3_7_PRICE,
    'claude-3-5-haiku': HAIKU_3_5_PRICE,
    'claude-opus-4-5': OPUS_4_5_PRICE,
    'claude-opus-5': OPUS_5_PRICE,
    'claude-opus-5-5': OPUS_5_5_PRICE,
};
/** The table: per platform, per canonical model name. The same rows on each (see the comment above). */
const PRICE_TABLE = {
    anthropic: CLAUDE_PRICES,
    bedrock: CLAUDE_PRICES,
    vertex: CLAUDE_PRICES,
};
/** A dated snapshot id (`claude-haiku-4-5-20251001`) is priced as its canonical name. */
const DATED_ID = /-\d{8}$/;
/** The price of `model` on `platform`: `model-prices` first, then the table; undefined when neither has it. */
function priceOf(model, platform = 'anthropic', extra = new Map()) {
    const canonical = model.replace(DATED_ID, '');
    return (extra.get(model) ??
        extra.get(canonical) ??
        (Object.hasOwn(PRICE_TABLE[platform], model) ? PRICE_TABLE[platform][model] : undefined) ??
        (Object.hasOwn(PRICE_TABLE[platform], canonical) ? PRICE_TABLE[platform][canonical] : undefined));
}
/** Amounts are kept to a millionth of a cent: float noise from the sums never shows as a digit. */
const USD_DECIMALS = 8;
function roundUsd(usd) {
    return Number(usd.toFixed(USD_DECIMALS));
}
/** Tokens × price, in USD. */
function costOf(tokens, price) {
    const microDollars = tokens.input * price.input +
        tokens.output * price.output +
        tokens.cacheWrite * price.cacheWrite +
        tokens.cacheRead * price.cacheRead;
    return roundUsd(microDollars / 1_000_000);
}
function spent(tokens) {
    return tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite > 0;
}
/**
 * The cost of several models' tokens: the sum, or `usd: null` with the models that have no price
 * when any of them spent a token (a partial sum would read as the whole bill).
 */
function costOfUsages(usages, platform = 'anthropic', extra = new Map()) {
    let usd = 0;
    const unknown = new Set();
    for (const usage of usages) {
        if (!spent(usage.tokens))
            continue;
        const price = priceOf(usage.model, platform, extra);
        if (price === undefined)
            unknown.add(usage.model);
        else
            usd += costOf(usage.tokens, price);
    }
    return unknown.size > 0 ? { usd: null, unknown: [...unknown].sort() } : { usd: roundUsd(usd), unknown: [] };
}
/** Two costs together: unknown when either is. */
function addCosts(a, b) {
    const unknown = [...new Set([...a.unknown, ...b.unknown])].sort();
    return unknown.length > 0 || a.usd === null || b.usd === null
        ? { usd: null, unknown }
        : { usd: roundUsd(a.usd + b.usd), unknown: [] };
}
/**
 * An amount as every report writes it: four decimals below a dollar (`$0.0123`), two from a dollar
 * on (`$12.35`), `$0` for nothing spent, and `<$0.0001` for a positive amount too small for four.
 */
function formatUsd(usd) {
    if (usd === 0)
        return '$0';
    if (usd > 0 && usd < 0.0001)
        return '<$0.0001';
    return usd < 1 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}
/** A cost as the reports say it: the amount, or "cost unknown" and the models without a price. */
function formatCost(cost) {
    return cost.usd === null ? `cost unknown (no price for ${cost.unknown.join(', ')})` : formatUsd(cost.usd);
}
/**
 * Why a budget in USD (`judge-cost-budget`, `agent-cost-budget`) is refused before the first call:
 * `model` has no price, so what its calls spend could not be counted.
 */
function noPriceForBudget(budget, model, pricesSetting = 'model-prices') {
    return (`${budget} is in USD, but the model ${model} has no price (the table was checked on ${PRICES_CHECKED}): ` +
        `add one with ${pricesSetting} (${model}=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ, USD per million tokens)`);
}
/** The most USD per million tokens `model-prices` accepts: far above any model's, low enough to catch a typo of units. */
const MAX_PRICE_PER_MTOK = 10_000;
/** The most lines `model-prices` takes: a run names a handful of models. */
const MAX_MODEL_PRICES = 100;
/** The longest model name `model-prices` takes. */
const MAX_MODEL_NAME_CHARS = 200;
const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._:@/-]*$/;
const AMOUNT = /^\d+(\.\d+)?$/;
/**
 * `model-prices` lines, `MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ` in USD per million tokens
 * (`claude-haiku-5-5=0.10,0.50,0.125,0.01`). Throws an Error saying which line is wrong and why;
 * the caller names the setting. A model given twice is refused (which one was meant?).
 */
function parseModelPrices(lines) {
    if (lines.length > MAX_MODEL_PRICES)
        throw new Error(`takes at most ${MAX_MODEL_PRICES} lines, got ${lines.length}`);
    const prices = new Map();
    for (const raw of lines) {
        const line = raw.trim();
        const shown = JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
        const bad = (why) => new Error(`line ${shown} ${why}; write MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ in USD per million tokens`);
        const equals = line.indexOf('=');
        if (equals < 0)
            throw bad('has no =');
        const model = line.slice(0, equals).trim();
        if (model.length === 0 || model.length > MAX_MODEL_NAME_CHARS || !MODEL_NAME.test(model))
            throw bad(`has no model name (letters, digits and . _ : @ / -, at most ${MAX_MODEL_NAME_CHARS} characters) before =`);
        const amounts = line
            .slice(equals + 1)
            .split(',')
            .map((part) => part.trim());
        if (amounts.length !== 4)
            throw bad(`has ${amounts.length} amounts, not 4`);
        const values = amounts.map((amount) => {
            if (!AMOUNT.test(amount))
                throw bad(`has "${amount.slice(0, 20)}", not a number such as 0.25`);
            const value = Number(amount);
            if (!Number.isFinite(value) || value > MAX_PRICE_PER_MTOK)
                throw bad(`has ${amount.slice(0, 20)}, over ${MAX_PRICE_PER_MTOK} USD per million tokens`);
            return value;
        });
        if (prices.has(model))
            throw bad(`prices ${model} a second time`);
        const [input, output, cacheWrite, cacheRead] = values;
        prices.set(model, { input, output, cacheWrite, cacheRead });
    }
    return prices;
}
//# sourceMappingURL=prices.js.map

/***/ }),

/***/ 81961:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ breakWorkflowCommands),
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
/* unused harmony exports visibleSpoofing, visibleControlsExcept */
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

/***/ 52724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ erroredForTheJudge),
/* harmony export */   F: () => (/* binding */ runAnnotationsFailed),
/* harmony export */   LP: () => (/* binding */ lintFailed),
/* harmony export */   Np: () => (/* binding */ runFailed),
/* harmony export */   ai: () => (/* binding */ skippedBySkipKey),
/* harmony export */   bp: () => (/* binding */ matchedAnyFile),
/* harmony export */   cT: () => (/* binding */ skippedByAgentPlan),
/* harmony export */   u1: () => (/* binding */ unjudgedCriteria)
/* harmony export */ });
/* harmony import */ var _model_annotations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25979);
/* harmony import */ var _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30812);


/** Whether the run as a whole failed: what decides the step's failure and the CLI's exit code. */
function runFailed(run) {
    return (run.fileErrors.length > 0 ||
        (run.scenarios.length === 0 && run.emptyShard === undefined) ||
        run.judge.failedBecause !== undefined ||
        run.serverError !== undefined ||
        lintFailed(run.lint) ||
        runAnnotationsFailed(run.annotations) ||
        (run.toolsSnapshot !== undefined && (0,_model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .snapshotFailed */ .Ub)(run.toolsSnapshot)) ||
        run.scenarios.some((s) => s.status === 'failed' || s.status === 'errored'));
}
/** Whether any glob found a scenario file: each file found yields a scenario, an error, or a count. */
function matchedAnyFile(run) {
    return run.scenarios.length + run.fileErrors.length + run.notLive + run.deselected > 0;
}
/** Whether the run's lint fails it: an error finding, or a lint that could not be done, under `lint: error`. */
function lintFailed(lint) {
    if (lint?.mode !== 'error')
        return false;
    return lint.error !== undefined || (lint.report?.findings.some((f) => f.level === 'error' && !f.suppressed) ?? false);
}
/**
 * Whether the run's annotations check fails it: under `annotations: error`, an unsuppressed finding
 * or a check that did not finish (refused, a bad probes file, a server that hung). `warn` never does.
 */
function runAnnotationsFailed(annotations) {
    return annotations?.mode === 'error' && (0,_model_annotations_js__WEBPACK_IMPORTED_MODULE_0__/* .annotationsFailed */ .Om)(annotations);
}
/**
 * The scenarios that errored only because the judge could not be asked (unreachable, or an API
 * error): the server was not judged, so the run's headline says the judge failed, not the server.
 */
function erroredForTheJudge(run) {
    return run.scenarios.filter((scenario) => scenario.status === 'errored' && scenario.errorCode === 'judge_not_asked');
}
/** Judge criteria that were not evaluated, in every scenario of the run. */
function unjudgedCriteria(run) {
    return run.scenarios.flatMap((s) => s.checks).filter((c) => c.kind === 'judge' && c.status === 'skipped');
}
/**
 * An agent scenario skipped for the whole run's reason (no key, `agent: off`), which
 * `run.agent.skippedBecause` says once for all: one notice says it, not a line each.
 */
function skippedByAgentPlan(run, scenario) {
    return run.agent?.skippedBecause !== undefined && scenario.status === 'skipped' && scenario.skipCode === 'agent_plan';
}
/** A scenario skipped by its `skip:` key: it ran nothing, and no plan of the run skipped it. */
function skippedBySkipKey(run, scenario) {
    return (scenario.status === 'skipped' &&
        scenario.steps.length === 0 &&
        scenario.checks.length === 0 &&
        !skippedByAgentPlan(run, scenario) &&
        scenario.skipCode !== 'no_recording');
}
//# sourceMappingURL=verdict.js.map

/***/ }),

/***/ 92211:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   Kt: () => (/* binding */ compareStrings),
/* harmony export */   bu: () => (/* binding */ discoverScenarioFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);


/** Only these are scenario files, whatever else a glob matches. */
const SCENARIO_EXTENSION = /\.ya?ml$/i;
/**
 * Resolves the `scenarios` globs against the workspace. Lines are trimmed; empty lines and lines
 * starting with `#` are ignored. A glob starting with `!` excludes (whatever its place in the list);
 * a plain directory means every `.yaml`/`.yml` file below it; a plain file path means that file.
 * Only `.yaml`/`.yml` files are kept, and `node_modules` is never searched.
 */
async function discoverScenarioFiles(globs, workspace) {
    // Loaded here, not at the top: the other helpers of this file (and --version, --help) never need it.
    const { glob, isDynamicPattern } = await __webpack_require__.e(/* import() */ 3382).then(__webpack_require__.bind(__webpack_require__, 73382));
    const patterns = patternLines(globs);
    const includes = patterns.filter((g) => !g.startsWith('!'));
    const excludes = [];
    for (const pattern of patterns.filter((g) => g.startsWith('!'))) {
        excludes.push(...(await expandPlainPath(pattern.slice(1).trim(), workspace, ['**'], isDynamicPattern)));
    }
    const found = new Set();
    const matchedBy = new Map();
    for (const pattern of includes) {
        const expanded = await expandPlainPath(pattern, workspace, ['**/*.yaml', '**/*.yml'], isDynamicPattern);
        const matches = await glob(expanded, {
            cwd: workspace,
            ignore: [...excludes, '**/node_modules/**'],
            absolute: true,
            onlyFiles: true,
            dot: false,
            expandDirectories: false,
        });
        const scenarioFiles = matches.filter((match) => SCENARIO_EXTENSION.test(match));
        matchedBy.set(pattern, scenarioFiles.length);
        for (const match of scenarioFiles)
            found.add(node_path__WEBPACK_IMPORTED_MODULE_1__.normalize(match));
    }
    return discovered(found, matchedBy, includes, workspace);
}
/** The `scenarios` lines that count: trimmed, without empty lines and `#` comments. */
function patternLines(globs) {
    return globs.map((g) => g.trim()).filter((g) => g !== '' && !g.startsWith('#'));
}
/** Sorted, once per real file, and the positive patterns that matched nothing. */
async function discovered(found, matchedBy, includes, workspace) {
    const sorted = [...found].sort((a, b) => compareStrings(node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, a), node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, b)));
    const files = await oncePerRealFile(sorted);
    return { files, unmatched: includes.filter((pattern) => matchedBy.get(pattern) === 0 && !twinMatched(pattern)) };
    /**
     * `dir/**\/*.yaml` next to `dir/**\/*.yml` (the default) says "either extension": the one that
     * matches nothing is not worth a warning when its twin matched.
     */
    function twinMatched(pattern) {
        const twin = /\.yaml$/i.test(pattern)
            ? pattern.replace(/\.yaml$/i, '.yml')
            : /\.yml$/i.test(pattern)
                ? pattern.replace(/\.yml$/i, '.yaml')
                : undefined;
        return twin !== undefined && (matchedBy.get(twin) ?? 0) > 0;
    }
}
/**
 * One path per real file: a file reached again through a symlinked folder or a symlink loop would
 * be loaded twice and every scenario in it reported as a duplicate name. The path kept is the
 * file's own one when the globs found it, else the first in order; the order is kept.
 */
async function oncePerRealFile(files) {
    const real = await Promise.all(files.map((file) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(file).catch(() => file)));
    const chosen = new Map();
    for (const [index, file] of files.entries()) {
        const target = real[index];
        const current = chosen.get(target);
        if (current === undefined || (file === target && current !== target))
            chosen.set(target, file);
    }
    const kept = new Set(chosen.values());
    return files.filter((file) => kept.has(file));
}
/** A plain directory becomes globs below it (`below`); anything else stays as it is. */
async function expandPlainPath(pattern, workspace, below, isDynamicPattern) {
    if (isDynamicPattern(pattern))
        return [pattern];
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace, pattern)).catch(() => undefined);
    if (info?.isDirectory()) {
        const base = pattern.replace(/\/+$/, '') || '.';
        return below.map((suffix) => `${base}/${suffix}`);
    }
    return [pattern];
}
/** Code-unit order, independent of the machine's locale. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The path GitHub needs to place an annotation: relative to the workspace, with `/`. */
function displayPath(absolutePath, workspace) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, absolutePath);
    return (relative.startsWith('..') ? absolutePath : relative).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
//# sourceMappingURL=discover.js.map

/***/ }),

/***/ 82271:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uK: () => (/* binding */ parseShard),
  C8: () => (/* binding */ selectScenarios)
});

// UNUSED EXPORTS: namesInShard

;// CONCATENATED MODULE: ./lib/util/name-glob.js
// Hand-written, not picomatch: linear in the name; picomatch's regular expression backtracks on `*a*a*a…c` (see below).
/**
 * Glob matching for scenario names (`filter`), in time linear in the name's length (times the
 * pattern's size): the pattern becomes a small automaton whose set of live states is carried along
 * the name, never backtracking. A regular-expression translation (what picomatch does) backtracks:
 * `*a*a*a*a*a*a*a*a*a*a*a*a*c` against 40 characters took over 20 s, and scenario names come from
 * pull requests.
 *
 * Syntax: `*` (and `**`: names have no `/`) any run of characters, `?` one character, `[abc]`,
 * `[a-z]`, `[!a]` / `[^a]` one character of (or not of) a set, `{a,b}` one of the alternatives
 * (nestable), `\x` the character x itself, and a leading `!` for "every name except". Anything else
 * stands for itself; an unclosed `[` or `{` too.
 */
/** Compiles `pattern`; the returned function says whether a name matches it. */
function compileNameGlob(pattern) {
    let negated = false;
    let body = pattern;
    while (body.startsWith('!')) {
        negated = !negated;
        body = body.slice(1);
    }
    const states = [{ kind: 'match' }];
    const start = compileSequence(parse(body), 0, states);
    const matches = (name) => run(states, start, name);
    return negated ? (name) => !matches(name) : matches;
}
/** Builds the states of `items`, back to front, each continuing to `next`; returns the first. */
function compileSequence(items, next, states) {
    const add = (state) => states.push(state) - 1;
    let continuation = next;
    for (let index = items.length - 1; index >= 0; index--) {
        const item = items[index];
        if (item.kind === 'char')
            continuation = add({ kind: 'char', test: item.test, next: continuation });
        else if (item.kind === 'star') {
            // fork → (any character → back to the fork) or → what follows.
            const fork = { kind: 'fork', next: [] };
            const forkAt = add(fork);
            fork.next.push(add({ kind: 'char', test: () => true, next: forkAt }), continuation);
            continuation = forkAt;
        }
        else {
            const targets = item.options.map((option) => compileSequence(option, continuation, states));
            continuation = add({ kind: 'fork', next: targets });
        }
    }
    return continuation;
}
function run(all, start, name) {
    // Every state is visited at most once per character: the cost is name length × states.
    const seen = new Int32Array(all.length).fill(-1);
    let current = [];
    const close = (state, step, into) => {
        const stack = [state];
        while (stack.length > 0) {
            const at = stack.pop();
            if (seen[at] === step)
                continue;
            seen[at] = step;
            const node = all[at];
            if (node.kind === 'fork')
                stack.push(...node.next);
            else
                into.push(at);
        }
    };
    close(start, 0, current);
    for (let index = 0; index < name.length && current.length > 0; index++) {
        const char = name[index];
        const next = [];
        for (const at of current) {
            const node = all[at];
            if (node.kind === 'char' && node.test(char))
                close(node.next, index + 1, next);
        }
        current = next;
    }
    return current.some((at) => all[at].kind === 'match');
}
function parse(pattern) {
    const closers = matchingBraces(pattern);
    let index = 0;
    const sequence = (inBraces) => {
        const items = [];
        while (index < pattern.length) {
            const char = pattern[index];
            if (inBraces && (char === ',' || char === '}'))
                break;
            if (char === '\\' && index + 1 < pattern.length) {
                const literal = pattern[index + 1];
                items.push({ kind: 'char', test: (c) => c === literal });
                index += 2;
            }
            else if (char === '*') {
                while (pattern[index] === '*')
                    index++;
                if (items.at(-1)?.kind !== 'star')
                    items.push({ kind: 'star' });
            }
            else if (char === '?') {
                items.push({ kind: 'char', test: () => true });
                index++;
            }
            else if (char === '[') {
                const set = bracket(pattern, index);
                if (set) {
                    items.push({ kind: 'char', test: set.test });
                    index = set.end;
                }
                else {
                    items.push({ kind: 'char', test: (c) => c === '[' });
                    index++;
                }
            }
            else if (char === '{' && closers.has(index)) {
                const close = closers.get(index);
                index++;
                const options = [];
                for (;;) {
                    options.push(sequence(true));
                    if (index >= close || pattern[index] === '}')
                        break;
                    index++; // the `,`
                }
                index = close + 1;
                items.push({ kind: 'alternatives', options });
            }
            else {
                items.push({ kind: 'char', test: (c) => c === char });
                index++;
            }
        }
        return items;
    };
    return sequence(false);
}
/** Each `{` that a `}` closes (outside escapes and `[…]`), with that `}`'s index. */
function matchingBraces(pattern) {
    const pairs = new Map();
    const open = [];
    for (let index = 0; index < pattern.length; index++) {
        const char = pattern[index];
        if (char === '\\')
            index++;
        else if (char === '[')
            index = (bracket(pattern, index)?.end ?? index + 1) - 1;
        else if (char === '{')
            open.push(index);
        else if (char === '}' && open.length > 0)
            pairs.set(open.pop(), index);
    }
    return pairs;
}
/** A `[…]` set starting at `start`: its test and the index after its `]`, or undefined when unclosed. */
function bracket(pattern, start) {
    let index = start + 1;
    const negated = pattern[index] === '!' || pattern[index] === '^';
    if (negated)
        index++;
    const ranges = [];
    let first = true;
    while (index < pattern.length && (pattern[index] !== ']' || first)) {
        first = false;
        let low = pattern[index];
        if (low === '\\' && index + 1 < pattern.length)
            low = pattern[++index];
        let high = low;
        if (pattern[index + 1] === '-' && index + 2 < pattern.length && pattern[index + 2] !== ']') {
            high = pattern[index + 2];
            if (high === '\\' && index + 3 < pattern.length)
                high = pattern[++index + 2];
            index += 2;
        }
        ranges.push([low, high]);
        index++;
    }
    if (index >= pattern.length)
        return undefined;
    const inSet = (c) => ranges.some(([low, high]) => c >= low && c <= high);
    return { test: negated ? (c) => !inSet(c) : inSet, end: index + 1 };
}
//# sourceMappingURL=name-glob.js.map
// EXTERNAL MODULE: ./lib/scenario/discover.js
var discover = __webpack_require__(92211);
;// CONCATENATED MODULE: ./lib/scenario/select.js


/** Parses `i/n` (1 ≤ i ≤ n; empty means no sharding); throws an error that says what was expected. */
function parseShard(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return undefined;
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
        throw new Error(`shard must be "i/n" with 1 ≤ i ≤ n (for example "2/4"), got ${JSON.stringify(text)}`);
    }
    return { index, count };
}
/**
 * The names that belong to shard `index` of `count`: names sorted, then dealt round-robin, so the
 * shards are balanced to within one scenario and every name lands in exactly one shard.
 */
function namesInShard(names, shard) {
    const sorted = [...names].sort(discover/* compareStrings */.Kt);
    return new Set(sorted.filter((_, position) => position % shard.count === shard.index - 1));
}
/** Applies live mode, then `filter`, then `shard`, keeping file order. */
function selectScenarios(scenarios, options) {
    const live = options.mode === 'live' ? scenarios.filter((s) => s.live) : scenarios;
    // Linear time whatever the pattern (a name may start with `.`, and `*` still matches it).
    const matches = options.filter.trim() ? compileNameGlob(options.filter.trim()) : () => true;
    const filtered = live.filter((s) => matches(s.name));
    const inShard = options.shard
        ? namesInShard(filtered.map((s) => s.name), options.shard)
        : undefined;
    const selected = inShard ? filtered.filter((s) => inShard.has(s.name)) : filtered;
    return {
        selected,
        notLive: scenarios.length - live.length,
        deselected: live.length - selected.length,
        ...(options.shard && selected.length === 0 && filtered.length > 0
            ? { emptyShard: { shard: options.shard, others: filtered.length } }
            : {}),
    };
}
//# sourceMappingURL=select.js.map

/***/ }),

/***/ 40808:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ longestSecretForm),
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   Rd: () => (/* binding */ redactText),
/* harmony export */   Yh: () => (/* binding */ redactCutStart)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_ENCODED_FORM_CHARS, secretForms */
// Hand-written (Aho–Corasick), not a regex alternation of the secrets: one scan, linear in the text, finds every secret in every encoded form, where an alternation re-scans per pattern and may backtrack.
const REDACTED = '***';
/**
 * Encoded forms shorter than this are not redacted: a 4-character base64 group of a short secret
 * would blank common text. The raw secret itself is redacted whatever its length.
 */
const MIN_ENCODED_FORM_CHARS = 8;
/** How many compiled secret sets are kept: a run has one or two (the configured set, then with obtained tokens). */
const COMPILED_CACHE_SIZE = 8;
/**
 * Every form of `secret` a report could carry when a server echoes it encoded, the forms the
 * Actions runner's own secret masker registers and a few more as common:
 * - raw;
 * - JSON/JavaScript string escaped (`\"`, `\\`, `\uXXXX`, and `<>&'` as `\u003c`… as .NET writes them);
 * - XML/HTML escaped (`&amp;`, `&lt;`, `&quot;`, `&apos;` or `&#39;`);
 * - URI escaped (`encodeURIComponent`, strict RFC 3986, form encoding with `+`), hex digits upper and lower case;
 * - base64 and base64url of its UTF-8 bytes at each of the three byte offsets it can start at in a
 *   longer encoded text: only the characters made of the secret's bytes alone (whole 3-byte groups);
 * - hex of its UTF-8 bytes, lower and upper case.
 * What no list of forms can find (reversed, split, a cipher of the server's own) is said in docs/security.md.
 */
function secretForms(secret) {
    if (secret.length === 0)
        return [];
    const forms = new Set([secret]);
    const encoded = new Set();
    const json = JSON.stringify(secret).slice(1, -1);
    encoded.add(json);
    encoded.add(json.replace(/[<>&']/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
    const xml = secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    encoded.add(xml.replace(/'/g, '&apos;'));
    encoded.add(xml.replace(/'/g, '&#39;'));
    let uri;
    try {
        uri = encodeURIComponent(secret);
    }
    catch {
        // A lone surrogate cannot be URI-encoded, so no server can have sent it that way either.
    }
    if (uri !== undefined) {
        const strict = uri.replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
        for (const form of [uri, strict, strict.replace(/%20/g, '+')]) {
            encoded.add(form);
            encoded.add(form.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
        }
    }
    const bytes = Buffer.from(secret, 'utf8');
    for (let shift = 0; shift < 3; shift++) {
        const rest = bytes.subarray(shift);
        const whole = rest.subarray(0, rest.length - (rest.length % 3));
        if (whole.length === 0)
            continue;
        encoded.add(whole.toString('base64'));
        encoded.add(whole.toString('base64url'));
    }
    const hex = bytes.toString('hex');
    encoded.add(hex);
    encoded.add(hex.toUpperCase());
    for (const form of encoded)
        if (form.length >= MIN_ENCODED_FORM_CHARS)
            forms.add(form);
    return [...forms];
}
/** The patterns of a set of secrets, compiled into one Aho–Corasick automaton: one scan finds them all. */
class SecretScanner {
    /** Per state: its transitions by UTF-16 code unit. */
    next = [new Map()];
    /** Per state: its failure link. */
    fail = [0];
    /** Per state: the length of the longest pattern that ends at it (its own or by its failure chain), 0 for none. */
    longest = [0];
    /** The longest pattern: how much of a text's start can hold the rest of a secret cut off before it. */
    longestPattern;
    constructor(patterns) {
        let longestPattern = 0;
        for (const pattern of patterns) {
            let state = 0;
            for (let index = 0; index < pattern.length; index++) {
                const unit = pattern.charCodeAt(index);
                let target = this.next[state].get(unit);
                if (target === undefined) {
                    target = this.next.length;
                    this.next.push(new Map());
                    this.fail.push(0);
                    this.longest.push(0);
                    this.next[state].set(unit, target);
                }
                state = target;
            }
            this.longest[state] = Math.max(this.longest[state], pattern.length);
            longestPattern = Math.max(longestPattern, pattern.length);
        }
        this.longestPattern = longestPattern;
        // Breadth first, so a state's failure target is complete before its children's are computed.
        const queue = [...this.next[0].values()];
        for (let head = 0; head < queue.length; head++) {
            const state = queue[head];
            for (const [unit, child] of this.next[state]) {
                let fallback = this.fail[state];
                while (fallback !== 0 && !this.next[fallback].has(unit))
                    fallback = this.fail[fallback];
                const target = this.next[fallback].get(unit);
                this.fail[child] = target !== undefined && target !== child ? target : 0;
                this.longest[child] = Math.max(this.longest[child], this.longest[this.fail[child]]);
                queue.push(child);
            }
        }
    }
    /**
     * `text` with every span covered by a match replaced by `***` (overlapping and adjacent matches
     * as one span), in time linear in the text's length; the characters before `dropBefore` left out
     * unless a match covers them.
     */
    redact(text, dropBefore = 0) {
        // Spans to replace, as [start, end) pairs in order; a new match may reach back over earlier ones.
        const spans = [];
        let state = 0;
        for (let index = 0; index < text.length; index++) {
            const unit = text.charCodeAt(index);
            let target = this.next[state].get(unit);
            while (target === undefined && state !== 0) {
                state = this.fail[state];
                target = this.next[state].get(unit);
            }
            state = target ?? 0;
            const length = this.longest[state];
            if (length === 0)
                continue;
            const end = index + 1;
            let start = end - length;
            // Merge with every earlier span this one touches (each is merged once: linear overall).
            while (spans.length > 0 && spans[spans.length - 1] >= start) {
                spans.pop();
                start = Math.min(start, spans.pop());
            }
            spans.push(start, end);
        }
        if (spans.length === 0)
            return text.slice(dropBefore);
        const parts = [];
        let kept = 0;
        for (let index = 0; index < spans.length; index += 2) {
            // Text before `dropBefore` is dropped, but a secret found whole across it is shown as redacted.
            parts.push(text.slice(Math.max(kept, dropBefore), Math.max(spans[index], dropBefore)), REDACTED);
            kept = spans[index + 1];
        }
        parts.push(text.slice(Math.max(kept, dropBefore)));
        return parts.join('');
    }
}
const compiled = new Map();
/** The scanner for these secrets (every form of each), compiled once per distinct set. */
function scannerFor(secrets) {
    const active = [...new Set(secrets.filter((secret) => secret.length > 0))].sort();
    if (active.length === 0)
        return undefined;
    const key = active.join('\u0000');
    let scanner = compiled.get(key);
    if (!scanner) {
        scanner = new SecretScanner(active.flatMap(secretForms));
        if (compiled.size >= COMPILED_CACHE_SIZE)
            compiled.delete(compiled.keys().next().value);
        compiled.set(key, scanner);
    }
    return scanner;
}
/** Replaces every form of every secret in every string of `value` (deeply), so no report can carry one. */
function redactDeep(value, secrets) {
    const scanner = scannerFor(secrets);
    if (!scanner)
        return value;
    const scrub = (item) => {
        if (typeof item === 'string')
            return scanner.redact(item);
        if (Array.isArray(item))
            return item.map(scrub);
        if (item && typeof item === 'object') {
            return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, scrub(inner)]));
        }
        return item;
    };
    return scrub(value);
}
/** `text` with every form of every secret replaced by `***`. */
function redactText(text, secrets) {
    return scannerFor(secrets)?.redact(text) ?? text;
}
/**
 * The longest form of any of these secrets: a text cut at its start may begin with up to one less
 * than this of a secret whose first characters were cut off, which no redaction can recognise.
 */
function longestSecretForm(secrets) {
    return scannerFor(secrets)?.longestPattern ?? 0;
}
/**
 * `text` whose start was cut, redacted: its first characters may be the end of a secret whose
 * start was cut off, which no scan can recognise, so the first `longestSecretForm - 1` characters
 * are dropped, except where they belong to a secret found whole (shown as `***`).
 */
function redactCutStart(text, secrets) {
    const scanner = scannerFor(secrets);
    if (!scanner)
        return text;
    return scanner.redact(text, Math.max(scanner.longestPattern - 1, 0));
}
//# sourceMappingURL=redact.js.map

/***/ }),

/***/ 6587:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ readTextUpTo),
/* harmony export */   a: () => (/* binding */ writeReportFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);


/** Pieces of a report gathered before one write: few system calls, little held at once. */
const REPORT_WRITE_BATCH_CHARS = 1 << 20;
/**
 * Writes a report file, making its directory first: a string at once, or pieces (a large report
 * rendered a part at a time) in batches as they come.
 */
async function writeReportFile(file, text) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
    if (typeof text === 'string')
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, text, 'utf8');
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'w');
    try {
        let batch = [];
        let size = 0;
        for (const piece of text) {
            batch.push(piece);
            size += piece.length;
            if (size >= REPORT_WRITE_BATCH_CHARS) {
                await handle.write(batch.join(''), null, 'utf8');
                batch = [];
                size = 0;
            }
        }
        if (batch.length > 0)
            await handle.write(batch.join(''), null, 'utf8');
    }
    finally {
        await handle.close();
    }
}
/**
 * A text file's content, or undefined when it cannot be read or is larger than `limitBytes`
 * (checked before reading): for what a report only uses when it can (a line to point at).
 */
async function readTextUpTo(file, limitBytes) {
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
        if (!info.isFile() || info.size > limitBytes)
            return undefined;
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
//# sourceMappingURL=files.js.map

/***/ }),

/***/ 62038:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
/** A word for a POSIX shell: as it is when it holds nothing the shell would read, else single-quoted. */
function shellWord(word) {
    if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(word))
        return word;
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
//# sourceMappingURL=shell.js.map

/***/ }),

/***/ 37909:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PJ: () => (/* binding */ stopReason),
/* harmony export */   ZI: () => (/* binding */ stopOnSignals)
/* harmony export */ });
/* unused harmony export SIGNAL_EXIT */
/**
 * SIGINT and SIGTERM (Ctrl-C, a cancelled or timed-out CI job: the runner sends SIGINT, then
 * SIGTERM) stop what is under way through an AbortSignal, so the command still says and writes what
 * it did: a run's scenarios not finished are errored, a fuzz lists the tools it did not reach. A
 * second signal exits at once, with the status a shell gives a process the signal ended.
 */
/** Exit status of a process ended by a signal, as a shell reports it (128 + the signal's number). */
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 };
function stopOnSignals() {
    const controller = new AbortController();
    const offs = Object.keys(SIGNAL_EXIT).map((name) => {
        const handler = () => {
            if (controller.signal.aborted)
                process.exit(SIGNAL_EXIT[name]);
            controller.abort(new Error(`${name} received`));
        };
        process.on(name, handler);
        return () => process.off(name, handler);
    });
    return { signal: controller.signal, release: () => offs.forEach((off) => off()) };
}
/** Why `signal` was aborted, in words (`SIGTERM received`). */
function stopReason(signal) {
    const reason = signal?.reason;
    return reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'stopped';
}
//# sourceMappingURL=signals.js.map

/***/ }),

/***/ 13411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ PACKAGE_VERSION)
/* harmony export */ });
/** Reported to servers as the MCP client version; kept in step with package.json by a test. */
const PACKAGE_VERSION = '0.1.0';
//# sourceMappingURL=version.js.map

/***/ })

};

//# sourceMappingURL=598.index.js.map