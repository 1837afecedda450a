// THE table of settings: one row per setting. The CLI's parsers and --help, the action's reading of
// its inputs, the validation of each value and the wording of the messages that name a setting are
// all derived from it (cli/flags.ts, github/inputs.ts, read-settings.ts); a test holds action.yml,
// docs/inputs.md and docs/cli.md against it. Adding a setting is one row plus its consumer: a key of
// SettingValues without a row does not compile (vitest's CLIOptions<Config> is the model).
// Kept free of the engine: `--help` is answered from it without loading anything else.
import { DEFAULT_AGENT_TIMEOUT_MS, DEFAULT_JUDGE_TIMEOUT_MS } from '../model/limits.js';
import { DEFAULT_CONNECT_TIMEOUT_MS } from '../mcp/target.js';
import { DEFAULT_AGENT_MODEL } from '../kinds/agent/defaults.js';
import { PROTOCOL_SETTINGS } from '../mcp/era.js';
import type { JudgeMode } from '../model/index.js';
import { PROVIDER_SETTINGS } from '../providers/choose.js';

/** Who reads a setting's name: a terminal user (`--timeout-ms`) or a workflow's author (`input timeout-ms`). */
export type Face = 'cli' | 'action';

/** The CLI's commands that take settings: `run` is the plain run (no subcommand). */
export type Command =
  | 'run'
  | 'ping'
  | 'tools'
  | 'init'
  | 'record'
  | 'record-agent'
  | 'record-baseline'
  | 'lint'
  | 'fuzz'
  | 'compare-variants'
  | 'paraphrase'
  | 'annotations';

export type SettingType = 'string' | 'int' | 'ms' | 'boolean' | 'choice' | 'lines' | 'fraction' | 'usd';

/** Which block of a `--help` a flag is listed in. */
export type SettingGroup = 'server' | 'oauth' | 'secret' | 'run' | 'report';

export interface Setting {
  /** The setting's name: the action's input and the CLI's flag (`timeout-ms`). */
  name: string;
  type: SettingType;
  /** Absent: no default (the value is empty, or undefined for a number). */
  default?: string | number | boolean | readonly string[];
  /** A default of its own for some commands (fuzz's shorter call timeout). */
  commandDefaults?: Partial<Record<Command, string | number>>;
  /** For `int`, `ms` and `fraction` (`min` 0 lets 0 through, meaning `zero`); for `usd`, `max`. */
  bounds?: { min?: number; max?: number };
  /** What 0 means, said in the message of a value out of bounds (`no limit`). */
  zero?: string;
  /** For `int`: what is counted (`tokens`), for the message. */
  unit?: string;
  choices?: readonly string[];
  /** The CLI flag when it is not `name` (an old name kept); `null`: no flag (a secret, or the action only). */
  flag?: string | null;
  /** Other names the CLI accepts for it (the action's name, or an older flag). */
  aliases?: readonly string[];
  /** `false`: no action input (a CLI-only setting). */
  input?: false;
  /**
   * The default action.yml gives the input when it is not the table's (an expression the runner
   * evaluates, `${{ github.token }}`): the table's own default stays what a run without it gets.
   */
  inputDefault?: string;
  /** The environment variable read when neither the flag nor the input gives a value. */
  env?: string;
  /** A secret: an input and a variable, never a flag (shell history, process lists); masked, redacted. */
  secret?: true;
  /** The CLI's placeholder for the value (`N`, `FILE`); choices are listed instead when absent. */
  arg?: string;
  /** The commands that take it as a flag (the action always reads every input). */
  commands: readonly Command[];
  group: SettingGroup;
  /** One sentence or so for `--help` (wrapped there; the default is added unless it says one). */
  help: string;
  /** What the setting does in a command that uses it otherwise (record-baseline writes the baseline). */
  commandHelp?: Partial<Record<Command, string>>;
}

/** Every setting's value, typed, as read from either face: the row table is keyed by these. */
export interface SettingValues {
  scenarioGlobs: string[];
  serverCommand: string;
  serverModule: string;
  serverCwd: string;
  serverEnv: string[];
  serverSecrets: string[];
  remoteUrl: string;
  bearerToken: string;
  oauthClientId: string;
  oauthClientSecret: string;
  oauthPrivateKey: string;
  oauthScope: string;
  oauthIssuer: string;
  protocol: (typeof PROTOCOL_SETTINGS)[number];
  connectTimeoutMs: number;
  timeoutMs: number;
  anthropicApiKey: string;
  judge: JudgeMode;
  judgeModel: string;
  judgeConcurrency: number;
  judgeTimeoutMs: number;
  agent: JudgeMode;
  agentModel: string;
  agentModels: string;
  agentTokenBudget: number;
  agentReplay: boolean;
  agentTimeoutMs: number;
  agentBaseline: string;
  baselineInconclusive: 'fail' | 'warn';
  baselineSave: string;
  concurrency: number;
  isolation: 'scenario' | 'suite';
  shard: string;
  filter: string;
  lint: 'off' | 'warn' | 'error';
  toolsSnapshot: string;
  toolsTokenBudget: number | undefined;
  toolVariants: string;
  judgeCostBudget: number | undefined;
  agentCostBudget: number | undefined;
  modelPrices: string[];
  annotations: 'off' | 'warn' | 'error';
  annotationsProbes: string;
  reportJson: string;
  reportJunit: string;
  reportSarif: string;
  reports: string[];
  checkRun: boolean;
  githubToken: string;
  provider: (typeof PROVIDER_SETTINGS)[number];
  modelIds: string[];
}

export type SettingKey = keyof SettingValues;

export const DEFAULT_SCENARIO_GLOBS = ['scenarios/**/*.yaml', 'scenarios/**/*.yml'];
export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Per call: a fuzz input that takes this long is a hang (a run's 30 s would make each hang costly). */
export const DEFAULT_FUZZ_TIMEOUT_MS = 5_000;
export const DEFAULT_JUDGE_MODEL = 'claude-haiku-4-5';
export const DEFAULT_JUDGE_CONCURRENCY = 4;
/** The most `judge-cost-budget` and `agent-cost-budget` take, in USD: a bound that catches a typo of units (cents). */
export const MAX_COST_BUDGET_USD = 100_000;

const MODES = ['auto', 'required', 'off'] as const;
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
] as const satisfies readonly Command[];
/** The commands that run scenarios as a run does; compare-variants takes every flag of a run. */
const RUNS = ['run', 'compare-variants'] as const satisfies readonly Command[];
const AGENT_RUNS = ['run', 'record-agent', 'record-baseline', 'compare-variants'] as const satisfies readonly Command[];

/** The table. Its order is the order of `--help`, of action.yml and of docs/inputs.md. */
export const SETTINGS: { readonly [K in SettingKey]-?: Setting } = {
  scenarioGlobs: {
    name: 'scenarios',
    type: 'lines',
    default: DEFAULT_SCENARIO_GLOBS,
    arg: 'GLOB',
    commands: [...RUNS, 'annotations'],
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
    default: DEFAULT_AGENT_MODEL,
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
    choices: PROTOCOL_SETTINGS,
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
    default: DEFAULT_CONNECT_TIMEOUT_MS,
    arg: 'N',
    commands: SERVER_COMMANDS,
    group: 'server',
    help: 'for the server to start and answer initialize',
  },
  agentTimeoutMs: {
    name: 'agent-timeout-ms',
    type: 'ms',
    default: DEFAULT_AGENT_TIMEOUT_MS,
    arg: 'N',
    commands: AGENT_RUNS,
    group: 'run',
    help: 'per model request of an agent scenario, the whole reply; tried 3 times',
  },
  judgeTimeoutMs: {
    name: 'judge-timeout-ms',
    type: 'ms',
    default: DEFAULT_JUDGE_TIMEOUT_MS,
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
  provider: {
    name: 'provider',
    type: 'choice',
    choices: PROVIDER_SETTINGS,
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
  judgeCostBudget: {
    name: 'judge-cost-budget',
    type: 'usd',
    bounds: { max: MAX_COST_BUDGET_USD },
    arg: 'USD',
    commands: RUNS,
    group: 'run',
    help: 'US dollars the judge may spend in the run (0.50, no $ sign); past it the calls left are not made, their scenarios error and the run fails. Refused before the first call when the judge model has no price (see model-prices)',
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
    // The name is the flag; the singular reads right when repeated (`--model-price a=… --model-price b=…`).
    aliases: ['model-price'],
    type: 'lines',
    arg: 'MODEL=IN,OUT,CW,CR',
    commands: AGENT_RUNS,
    group: 'run',
    help: 'price a model the built-in table lacks (or price one otherwise): MODEL=INPUT,OUTPUT,CACHE_WRITE,CACHE_READ in US dollars per million tokens, one model a line (repeatable); costs use it, and a cost budget needs a price for every model it spends on',
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

/** The table's keys, in its order. */
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** The CLI's flag of a setting (without `--`), or undefined for a setting that has none. */
export function flagOf(setting: Setting): string | undefined {
  if (setting.flag === null || setting.secret) return undefined;
  return setting.flag ?? setting.name;
}

/** Every name the CLI accepts for a setting: its flag, then its aliases. */
export function flagNames(setting: Setting): string[] {
  const flag = flagOf(setting);
  return flag === undefined ? [] : [flag, ...(setting.aliases ?? [])];
}

/**
 * A setting as its face names it: `--timeout-ms` on the command line, `input timeout-ms` in the
 * action; a secret (no flag) on the command line by its environment variable. Without a face, the
 * bare name (a configuration built in code).
 */
export function settingLabel(key: SettingKey, face: Face | undefined): string {
  const setting = SETTINGS[key];
  if (face === 'cli') {
    const flag = flagOf(setting);
    return flag !== undefined ? `--${flag}` : (setting.env ?? setting.name);
  }
  if (face === 'action') return setting.input === false ? setting.name : `input ${setting.name}`;
  return setting.name;
}

/**
 * A setting given a value, as its face says it: `--agent auto` on the command line (a switch's
 * `true` is the flag alone: `--agent-replay`), `agent: auto` in a workflow and without a face.
 */
export function settingWithValue(key: SettingKey, value: string, face: Face | undefined): string {
  const setting = SETTINGS[key];
  const flag = flagOf(setting);
  if (face === 'cli' && flag !== undefined)
    return setting.type === 'boolean' && value === 'true' ? `--${flag}` : `--${flag} ${value}`;
  return `${setting.name}: ${value}`;
}

/** The default of a setting for a command (its own one, else the table's). */
export function defaultOf(key: SettingKey, command: Command = 'run'): Setting['default'] {
  const setting = SETTINGS[key];
  return setting.commandDefaults?.[command] ?? setting.default;
}

/** The settings a command takes as flags, in the table's order. */
export function settingsOf(command: Command): SettingKey[] {
  return SETTING_KEYS.filter((key) => SETTINGS[key].commands.includes(command) && flagOf(SETTINGS[key]) !== undefined);
}
