import { DEFAULT_AGENT_MODEL, DEFAULT_CONNECT_TIMEOUT_MS, type RunOptions, type ServerTarget } from './options.js';
import { parseShard } from '../scenario/select.js';
import { parseModelList } from '../kinds/agent/models.js';
import { safeUrl, secretHeaderValues, urlSecretValues } from '../mcp/headers.js';
import { MAX_STEP_TIMEOUT_MS } from '../model/limits.js';
import { splitCommand } from '../mcp/split-command.js';
import { runProbesFile, runSnapshotOptions, serverTarget } from './snapshot.js';
import { serverFlagsText } from './accept-command.js';
import { runBaselineOptions } from './baseline.js';
import type { AgentBaselineOptions } from '../kinds/agent/baseline.js';
import { noPriceForBudget, parseModelPrices, priceOf, type ModelPrices } from '../providers/prices.js';
import {
  flagOf,
  MAX_COST_BUDGET_USD,
  SETTINGS,
  settingLabel,
  settingWithValue,
  type Face,
  type SettingKey,
  type SettingValues,
} from './settings.js';
import { ConfigError, tooLarge } from './parse-setting.js';
import { assignmentAdvice, leadingAssignment, serverVariables, type ServerVariables } from '../mcp/server-env.js';
import { oauthSecretValues, signingAlgorithmOf, type OAuthCredentials } from '../mcp/oauth.js';
import { chooseProvider, NO_CLOUD, NO_KEY_REASON, providerSecrets, type ProviderChoice } from '../providers/choose.js';
import { parseModelIds, platformModelId } from '../providers/models.js';
import { cloudSecretValues } from '../secrets/cloud.js';

/** OAuth settings as read from inputs or variables; empty strings for what was not given. */
export interface OAuthConfig {
  clientId: string;
  clientSecret: string;
  privateKey: string;
  scope: string;
  issuer: string;
  /** Where the client id and its secret or key came from, for messages (names, never values). */
  source: string;
}

export { ConfigError } from './parse-setting.js';

/** The settings a RunConfig always carries (tests build one by hand with at least these). */
type RequiredSettings =
  | 'scenarioGlobs'
  | 'serverCommand'
  | 'serverModule'
  | 'serverCwd'
  | 'remoteUrl'
  | 'bearerToken'
  | 'anthropicApiKey'
  | 'judge'
  | 'judgeModel'
  | 'judgeConcurrency'
  | 'concurrency'
  | 'isolation'
  | 'timeoutMs'
  | 'shard'
  | 'filter';

/** What the faces derive from the rows, and where the run is: the fields of RunConfig no row gives. */
interface DerivedConfig {
  /** Who gave the settings, for messages that name one (`--timeout-ms`, `input timeout-ms`); bare names when absent. */
  face?: Face;
  workspace: string;
  /** Where the bearer token came from (an input or a variable), for the message of a refused token. */
  bearerTokenSource: string;
  headers?: Record<string, string>;
  /** OAuth client credentials for live mode, from the `oauth-*` rows; absent or empty for none. */
  oauth?: OAuthConfig;
  /** Other secret values the run knows (a variable shadowed by its input): redacted like the rest. */
  shadowedSecrets?: string[];
  /** How messages say "judge auto": `--judge auto` on the command line; `judge: auto` when absent. */
  judgeAutoSetting?: string;
  /** Where `provider: auto` looks for credentials (and the cloud secrets are read from); process.env when absent. */
  environment?: NodeJS.ProcessEnv;
  /**
   * How the server settings are named to the user, for messages: `--server-command` on the command
   * line, `input server-command` in the action, `MCP_EVAL_REMOTE_URL` when the URL came from there.
   * Plain `server-command`, `server-module`, `remote-url` when absent.
   */
  labels?: Partial<ServerLabels>;
}

/**
 * The parts of a run's configuration that the action and the CLI share, as plain values: every
 * setting of the table (settings.ts) by its key, typed by the table, so a new row is a field here
 * without a line of its own; each face builds it from the table (read-settings.ts), tests by hand.
 */
export type RunConfig = Pick<SettingValues, RequiredSettings> &
  Partial<Omit<SettingValues, RequiredSettings | FaceSettings>> &
  DerivedConfig;

/** Settings each face acts on itself, never the engine: which report files to write, the compare-variants mode. */
type FaceSettings = 'reportJson' | 'reportJunit' | 'reports' | 'toolVariants' | 'checkRun' | 'githubToken';

/** Names of the server settings as the user gave them. */
export interface ServerLabels {
  serverCommand: string;
  serverModule: string;
  remoteUrl: string;
  /** How `server-env` is named: `--server-env` on the command line, `input server-env` in the action. */
  serverEnv?: string;
  /** How `server-secrets` is named: `--server-secret` on the command line, `input server-secrets` in the action. */
  serverSecrets?: string;
}

const DEFAULT_LABELS: Required<ServerLabels> = {
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
export function typedUrl(text: string): string {
  try {
    const url = new URL(text);
    // `user:pw@host/mcp` parses too, as scheme `user:`: only a URL with `//` has its parts where
    // safeUrl looks, or one with a special scheme, which the URL parser reads as if it had `//`
    // (`http:/user:pw@host`, `http:\\user:pw@host`).
    if (text.includes('//') || SPECIAL_SCHEMES.has(url.protocol)) return safeUrl(text);
  } catch {
    // Not a URL at all: blanked by hand below.
  }
  const typed = text.replace(/[?#].*$/s, '');
  const at = typed.lastIndexOf('@');
  if (at < 0) return typed;
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
export function positiveInteger(label: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(`${label} must be a positive whole number, got "${text}"`);
  return value;
}

/** One of `allowed`, from an input or a flag; empty or absent gives the fallback. */
export function oneOf<T extends string>(
  label: string,
  text: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = text || fallback;
  if (!allowed.includes(value as T))
    throw new ConfigError(`${label} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

/** Turns settings into engine options; rejects combinations that cannot work. */
export function toRunOptions(config: RunConfig): RunOptions {
  let server: ServerTarget;
  let serverVars: ServerVariables | undefined;
  const labels = { ...DEFAULT_LABELS, ...config.labels };
  const stubSetting = config.serverCommand ? labels.serverCommand : config.serverModule ? labels.serverModule : '';
  if (config.remoteUrl && stubSetting) {
    // Either one silently winning would test another server than the one the user meant.
    throw new ConfigError(
      `${labels.remoteUrl} (live mode, ${typedUrl(config.remoteUrl)}) and ${stubSetting} (stub mode) are both set: give one of them` +
        (labels.remoteUrl === 'MCP_EVAL_REMOTE_URL' ? ' (unset MCP_EVAL_REMOTE_URL for a stub run)' : ''),
    );
  }
  if (config.remoteUrl) {
    let url: URL | undefined;
    try {
      url = new URL(config.remoteUrl);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
      const typed = typedUrl(config.remoteUrl);
      // `localhost:3901/mcp` parses, with `localhost:` as its scheme: no `://` means none was typed.
      const hint = config.remoteUrl.includes('://') ? '' : `: did you mean "http://${typed}"?`;
      throw new ConfigError(`${labels.remoteUrl} must be an http(s) URL, got "${typed}"${hint}`);
    }
    if (url.username || url.password) {
      // fetch refuses such URLs; say why before anything runs.
      throw new ConfigError(
        `${labels.remoteUrl} must not carry a user name or password (${safeUrl(config.remoteUrl)}): give the token through ${tokenSetting(config.face)}`,
      );
    }
    server = {
      kind: 'http',
      url: config.remoteUrl,
      bearerToken: config.bearerToken || undefined,
      bearerTokenSource: config.bearerTokenSource,
      oauth: oauthCredentials(config),
      headers: config.headers ?? {},
    };
  } else if (config.serverCommand && config.serverModule) {
    throw new ConfigError(`give ${labels.serverCommand} or ${labels.serverModule}, not both`);
  } else if (config.serverCommand) {
    let words: string[];
    try {
      words = splitCommand(config.serverCommand);
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
    if (words.length === 0)
      throw new ConfigError(`${labels.serverCommand} is blank: give the command line that starts the MCP server`);
    const assignment = leadingAssignment(words);
    if (assignment) throw new ConfigError(`${labels.serverCommand}: ${assignmentAdvice(assignment, labels.serverEnv)}`);
    try {
      serverVars = serverVariables(
        config.serverEnv ?? [],
        config.serverSecrets ?? [],
        { env: labels.serverEnv, secrets: labels.serverSecrets },
        process.env,
      );
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
    server = { kind: 'command', command: config.serverCommand, cwd: config.serverCwd, env: serverVars.env };
  } else if (config.serverModule) {
    server = { kind: 'module', modulePath: config.serverModule };
  } else {
    const name = (key: SettingKey) => settingLabel(key, config.face).replace(/^input /, '');
    throw new ConfigError(
      `no server to test: set ${name('serverCommand')} (a command line that starts the MCP server over stdio), ${name('serverModule')} (a module exporting createServer()) or ${name('remoteUrl')}`,
    );
  }
  if (!config.remoteUrl) oauthCredentials(config); // A bad combination is an error in stub mode too.
  const envSetting = [
    [config.serverEnv, labels.serverEnv],
    [config.serverSecrets, labels.serverSecrets],
  ].find(([entries]) => (entries as string[] | undefined)?.some((entry) => entry.trim() !== ''))?.[1] as
    string | undefined;
  if (server.kind !== 'command' && envSetting) {
    // Silently dropped, the server would run without what the user meant it to have.
    throw new ConfigError(
      `${envSetting} sets the environment of a server-command process; ${server.kind === 'module' ? `${labels.serverModule} runs in this process` : `${labels.remoteUrl} is a server that runs elsewhere`}, so it cannot be given one`,
    );
  }
  const connectTimeoutMs = config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  // Node fires a longer timer after 1 ms, so every call would "time out" at once. The faces check
  // this as they read the values; a configuration built in code is checked here.
  for (const [key, value] of [
    ['timeoutMs', config.timeoutMs],
    ['connectTimeoutMs', connectTimeoutMs],
    ['agentTimeoutMs', config.agentTimeoutMs],
    ['judgeTimeoutMs', config.judgeTimeoutMs],
  ] as const) {
    if (value !== undefined && value > MAX_STEP_TIMEOUT_MS)
      throw new ConfigError(tooLarge(settingLabel(key, config.face), MAX_STEP_TIMEOUT_MS, value));
  }
  let agentModels: string[];
  try {
    agentModels = parseModelList(config.agentModels, settingLabel('agentModels', config.face));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const { modelPrices, judgeCostBudget, agentCostBudget } = costSettings(config, agentModels);
  let shard;
  try {
    shard = parseShard(config.shard);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const environment = config.environment ?? process.env;
  const choice = resolveProvider(config, environment, [
    config.judgeModel,
    config.agentModel || DEFAULT_AGENT_MODEL,
    ...agentModels,
  ]);
  // Said only when it is not what options without them mean (the Anthropic API with the key; or
  // nothing found by auto), so options built in code and those of the faces read alike.
  const plainAnthropic = choice.provider?.platform === 'anthropic' && !choice.provider.modelIds;
  const platform = choice.provider
    ? plainAnthropic
      ? {}
      : { provider: choice.provider }
    : choice.missing === NO_KEY_REASON + NO_CLOUD
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
      model: config.agentModel || DEFAULT_AGENT_MODEL,
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
    settingName: (key, value) => settingWithValue(key, value, config.face),
    secrets: [
      config.bearerToken,
      config.anthropicApiKey,
      ...providerSecrets(choice.provider),
      ...cloudSecretValues(environment),
      ...oauthSecretValues(config.oauth ?? {}),
      ...secretHeaderValues(config.headers ?? {}),
      ...urlSecretValues(config.remoteUrl),
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
function givenBy(key: SettingKey, face: Face | undefined): string {
  const setting = SETTINGS[key];
  const variable = setting.env ?? '';
  if (face === 'cli') return flagOf(setting) === undefined ? variable : `--${flagOf(setting)} or ${variable}`;
  return `${setting.name} or ${variable}`;
}

/** How to give a bearer token, as the face says it: never a flag (shell history, process lists). */
function tokenSetting(face: Face | undefined): string {
  if (face === 'cli') return 'MCP_EVAL_BEARER_TOKEN';
  return face === 'action'
    ? 'the bearer-token input or MCP_EVAL_BEARER_TOKEN'
    : 'bearer-token or MCP_EVAL_BEARER_TOKEN';
}

/**
 * The OAuth client credentials of a configuration, checked: a client id with exactly one of a secret
 * or a private key, never together with a bearer token (which one would win is not obvious, so
 * neither does).
 */
export function oauthCredentials(
  config: Pick<RunConfig, 'oauth' | 'bearerToken' | 'bearerTokenSource' | 'face'>,
): OAuthCredentials | undefined {
  const oauth = config.oauth;
  if (!oauth || (!oauth.clientId && !oauth.clientSecret && !oauth.privateKey)) return undefined;
  if (config.bearerToken) {
    throw new ConfigError(
      `give either a bearer token (${config.bearerTokenSource || 'MCP_EVAL_BEARER_TOKEN'}) or OAuth client credentials (${oauth.source}), not both`,
    );
  }
  if (!oauth.clientId) {
    throw new ConfigError(
      `an OAuth ${oauth.clientSecret ? 'client secret' : 'private key'} was given (${oauth.source}) without a client id: set ${givenBy('oauthClientId', config.face)}`,
    );
  }
  if (oauth.clientSecret && oauth.privateKey) {
    throw new ConfigError(
      `give an OAuth client secret or a private key, not both (${oauth.source}): the secret is for client_secret_basic or client_secret_post, the key for private_key_jwt`,
    );
  }
  if (!oauth.clientSecret && !oauth.privateKey) {
    throw new ConfigError(
      `the OAuth client id (${oauth.source}) needs a client secret (${givenBy('oauthClientSecret', config.face)}) or a private key (${givenBy('oauthPrivateKey', config.face)})`,
    );
  }
  if (oauth.privateKey) {
    try {
      signingAlgorithmOf(oauth.privateKey);
    } catch (error) {
      throw new ConfigError(`${(error as Error).message} (${oauth.source})`);
    }
  }
  if (oauth.issuer) {
    let issuer: URL | undefined;
    try {
      issuer = new URL(oauth.issuer);
    } catch {
      issuer = undefined;
    }
    if (issuer?.protocol !== 'https:' && issuer?.protocol !== 'http:') {
      throw new ConfigError(
        `${settingLabel('oauthIssuer', config.face)} must be the authorization server's issuer URL, got "${oauth.issuer}"`,
      );
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
export function resolveProvider(
  config: Pick<RunConfig, 'provider' | 'modelIds' | 'anthropicApiKey' | 'face'>,
  environment: NodeJS.ProcessEnv,
  models: readonly string[] = [],
): ProviderChoice {
  let modelIds: Record<string, string>;
  try {
    modelIds = parseModelIds(config.modelIds ?? [], settingLabel('modelIds', config.face));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const choice = chooseProvider(config.provider ?? 'auto', environment, config.anthropicApiKey || undefined, modelIds);
  const provider = choice.provider;
  if (provider && provider.platform !== 'anthropic') {
    for (const model of models) {
      try {
        platformModelId(model, provider.platform, { region: provider.region, overrides: modelIds });
      } catch (error) {
        throw new ConfigError(
          (error as Error).message.replace('the model-ids setting', settingLabel('modelIds', config.face)),
        );
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
function costSettings(
  config: RunConfig,
  agentModels: readonly string[],
): { modelPrices: ModelPrices; judgeCostBudget?: number; agentCostBudget?: number } {
  const label = (key: SettingKey) => settingLabel(key, config.face);
  let modelPrices: ModelPrices;
  try {
    modelPrices = parseModelPrices(config.modelPrices ?? []);
  } catch (error) {
    throw new ConfigError(`${label('modelPrices')}: ${(error as Error).message}`);
  }
  for (const [key, value] of [
    ['judgeCostBudget', config.judgeCostBudget],
    ['agentCostBudget', config.agentCostBudget],
  ] as const) {
    // A configuration built in code is checked as the faces check what they read.
    if (value !== undefined && !(Number.isFinite(value) && value > 0 && value <= MAX_COST_BUDGET_USD))
      throw new ConfigError(
        `${label(key)} must be a positive amount of US dollars, at most ${MAX_COST_BUDGET_USD}, got ${value}`,
      );
  }
  const unpriced = (models: readonly string[]) => models.find((model) => !priceOf(model, 'anthropic', modelPrices));
  const judgeModel = config.judge === 'off' ? undefined : unpriced([config.judgeModel]);
  if (config.judgeCostBudget !== undefined && judgeModel !== undefined)
    throw new ConfigError(noPriceForBudget(label('judgeCostBudget'), judgeModel, label('modelPrices')));
  const agentModel =
    config.agent === 'off'
      ? undefined
      : unpriced(agentModels.length > 0 ? agentModels : [config.agentModel || DEFAULT_AGENT_MODEL]);
  if (config.agentCostBudget !== undefined && agentModel !== undefined)
    throw new ConfigError(noPriceForBudget(label('agentCostBudget'), agentModel, label('modelPrices')));
  return {
    modelPrices,
    ...(config.judgeCostBudget !== undefined && { judgeCostBudget: config.judgeCostBudget }),
    ...(config.agentCostBudget !== undefined && { agentCostBudget: config.agentCostBudget }),
  };
}

function withBaseline(config: RunConfig): { baseline?: AgentBaselineOptions } {
  const baseline = runBaselineOptions(config);
  return baseline ? { baseline } : {};
}
