// THE table of settings: one row per setting. The CLI's parsers and --help, the action's reading of
// its inputs, the validation of each value and the wording of the messages that name a setting are
// all derived from it (cli/flags.ts, github/inputs.ts, read-settings.ts); a test holds action.yml,
// docs/inputs.md and docs/cli.md against it. The rows live in settings/ by what they are about
// (server, model, run, report; the types in settings/types.ts); the table is assembled here, in the
// order of `--help`, of action.yml and of docs/inputs.md. Adding a setting is its key in
// SettingValues, its row, its line below and its consumer: a key without a row does not compile
// (vitest's CLIOptions<Config> is the model).
// Kept free of the engine: `--help` is answered from it without loading anything else.
import { MODEL_ROWS } from './settings/model.js';
import { REPORT_ROWS } from './settings/report.js';
import { RUN_ROWS } from './settings/run.js';
import { SERVER_ROWS } from './settings/server.js';
import type { Command, Face, Setting, SettingKey } from './settings/types.js';

export type { Command, Face, Setting, SettingGroup, SettingKey, SettingType, SettingValues } from './settings/types.js';
export {
  DEFAULT_CONCURRENCY,
  DEFAULT_FUZZ_TIMEOUT_MS,
  DEFAULT_JUDGE_CONCURRENCY,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_SCENARIO_GLOBS,
  DEFAULT_TIMEOUT_MS,
  MAX_COST_BUDGET_USD,
} from './settings/common.js';

/** The table. Its order is the order of `--help`, of action.yml and of docs/inputs.md. */
export const SETTINGS: { readonly [K in SettingKey]-?: Setting } = {
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
