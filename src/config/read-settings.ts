// Reads every setting through the table (settings.ts), whichever face gives it: the CLI hands over
// its parsed flags, the action its inputs; each value falls back on its environment variable, then
// on its default, and is checked and named in that face's words. The result is the RunConfig that
// toRunOptions turns into a run's options: one path from a setting to the engine for both faces.
import path from 'node:path';
import { HEADERS_VARIABLE, parseHeaderLines } from '../mcp/headers.js';
import type { RunConfig } from './resolve.js';
import { ConfigError, parseSetting, type RawValue } from './parse-setting.js';
import {
  SETTING_KEYS,
  SETTINGS,
  settingLabel,
  type Command,
  type Face,
  type Setting,
  type SettingKey,
  type SettingValues,
} from './settings.js';

/** What a face holds for one setting: its raw value, and how to name where it came from. */
export interface Given {
  raw: RawValue;
  /** `--remote-url`, `input remote-url`: for messages. */
  from: string;
}

/** A face's values: the flag or the input of a setting, undefined when the face has none for it. */
export type SettingSource = (key: SettingKey, setting: Setting) => Given | undefined;

/** Every setting's value, and where each one that was given came from (the face's name, or a variable). */
export interface ReadSettings {
  values: SettingValues;
  from: Partial<Record<SettingKey, string>>;
}

/** Empty text, an empty list and an unset switch give nothing: the variable or the default applies. */
function isGiven(raw: RawValue): boolean {
  if (raw === undefined || raw === '' || raw === false) return false;
  return !Array.isArray(raw) || raw.length > 0;
}

/**
 * Reads `keys` (every setting by default) from `source`, then from the environment for the settings
 * that have a variable, then their defaults (the command's own when it has one); checks each.
 */
export function readSettingsFrom(
  source: SettingSource,
  env: NodeJS.ProcessEnv,
  command: Command,
  keys: readonly SettingKey[] = SETTING_KEYS,
): ReadSettings {
  const values: Partial<Record<SettingKey, unknown>> = {};
  const from: Partial<Record<SettingKey, string>> = {};
  for (const key of keys) {
    const setting = SETTINGS[key];
    let given = source(key, setting);
    if (!given || !isGiven(given.raw)) {
      const variable = setting.env ? env[setting.env] : undefined;
      given = variable ? { raw: variable, from: setting.env! } : given;
    }
    if (given && isGiven(given.raw)) from[key] = given.from;
    values[key] = parseSetting(key, given?.raw, given?.from ?? setting.name, command);
  }
  return { values: values as SettingValues, from };
}

/**
 * The RunConfig of settings read by a face: the server's settings named as that face names them,
 * the OAuth credentials with where each came from, MCP_EVAL_HEADERS parsed. `workspace` is what
 * paths are relative to.
 */
export function runConfigFrom(read: ReadSettings, face: Face, workspace: string, env: NodeJS.ProcessEnv): RunConfig {
  const { values: v, from } = read;
  const label = (key: SettingKey) => from[key] ?? settingLabel(key, face);
  // Where a secret came from, for messages: `the bearer-token input`, or its variable.
  const source = (key: SettingKey) => {
    const given = from[key];
    if (given === undefined) return SETTINGS[key].env ?? SETTINGS[key].name;
    return given.startsWith('input ') ? `the ${SETTINGS[key].name} input` : given;
  };
  const oauthParts = (['oauthClientId', 'oauthClientSecret', 'oauthPrivateKey'] as const).filter((key) => v[key]);
  let headers: Record<string, string>;
  try {
    headers = parseHeaderLines(env[HEADERS_VARIABLE] ?? '');
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    face,
    workspace,
    scenarioGlobs: v.scenarioGlobs,
    serverCommand: v.serverCommand,
    serverModule: v.serverModule,
    serverCwd: path.resolve(workspace, v.serverCwd),
    serverEnv: v.serverEnv,
    serverSecrets: v.serverSecrets,
    remoteUrl: v.remoteUrl,
    labels: {
      serverCommand: label('serverCommand'),
      serverModule: label('serverModule'),
      serverEnv: settingLabel('serverEnv', face),
      serverSecrets: settingLabel('serverSecrets', face),
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
    ...(face === 'cli' && { judgeAutoSetting: `${settingLabel('judge', face)} auto` }),
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
