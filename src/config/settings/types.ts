// The type machinery of the settings table: the shape of a row (Setting), every setting's value
// (SettingValues, whose keys are the table's), the faces and commands that read them. Kept free of
// values so that the row modules and settings.ts can share it without a cycle.
import type { JudgeMode } from '../../model/index.js';
import type { PROTOCOL_SETTINGS } from '../../mcp/era.js';
import type { PROVIDER_SETTINGS } from '../../providers/choose.js';

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

/** Some of the table's rows: each row module is one of these, checked row by row against Setting. */
export type Rows = { readonly [K in SettingKey]?: Setting };
