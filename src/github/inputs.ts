import { DEFAULT_AGENT_TIMEOUT_MS, DEFAULT_JUDGE_TIMEOUT_MS } from '../model/limits.js';
import { PROTOCOL_SETTINGS } from '../mcp/era.js';
import * as core from '@actions/core';
import path from 'node:path';
import { oneOf, positiveInteger, tokenBudget, type OAuthConfig, type ServerLabels } from '../config/resolve.js';
import { OAUTH_VARIABLES, oauthSecretValues } from '../mcp/oauth.js';
import { HEADERS_VARIABLE, parseHeaderLines, secretHeaderValues, urlSecretValues } from '../mcp/headers.js';
import {
  DEFAULT_CONCURRENCY,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_JUDGE_CONCURRENCY,
  DEFAULT_AGENT_MODEL,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_SCENARIO_GLOBS,
  DEFAULT_TIMEOUT_MS,
  type RunOptions,
} from '../config/options.js';

/** Every action input, read once, typed, with secrets masked the moment they are read. */
export interface ActionSettings {
  /** GITHUB_WORKSPACE, or the working directory: what every path is relative to. */
  workspace: string;
  /** `scenarios`: newline-separated globs; `!` excludes. */
  scenarioGlobs: string[];
  /** `server-command`: command line that starts the server over stdio. */
  serverCommand: string;
  /** `server-module`: workspace path of a module exporting `createServer()`. */
  serverModule: string;
  /** `server-cwd`: working directory of the server process. */
  serverCwd: string;
  /** `server-env`: `KEY=VALUE` lines added to the server-command process's environment. */
  serverEnv: string[];
  /** `server-secrets`: like `server-env`, each value a secret (masked, redacted). */
  serverSecrets: string[];
  /** `remote-url` or MCP_EVAL_REMOTE_URL: selects live mode. */
  remoteUrl: string;
  /** How messages name the server settings: the inputs, and MCP_EVAL_REMOTE_URL when the URL came from there. */
  labels: ServerLabels;
  /** `bearer-token` or MCP_EVAL_BEARER_TOKEN (masked). */
  bearerToken: string;
  /** Which of the two the token came from, for messages. */
  bearerTokenSource: string;
  /**
   * `oauth-client-id`, `oauth-client-secret` (masked), `oauth-private-key` (masked, each line too),
   * `oauth-scope`, `oauth-issuer`, each or its MCP_EVAL_OAUTH_* variable: OAuth client credentials
   * for live mode, exclusive with the bearer token.
   */
  oauth: OAuthConfig;
  /** Extra live-mode headers from MCP_EVAL_HEADERS (`Name: value` lines; values masked). */
  headers: Record<string, string>;
  /** `anthropic-api-key` or ANTHROPIC_API_KEY (masked). */
  anthropicApiKey: string;
  /**
   * Secret values the run knows but does not use: a variable (ANTHROPIC_API_KEY,
   * MCP_EVAL_BEARER_TOKEN, MCP_EVAL_OAUTH_*) shadowed by its input. Masked and redacted all the same:
   * a server that prints one must not show it.
   */
  shadowedSecrets: string[];
  /** `judge`: auto | required | off. */
  judge: RunOptions['judge']['mode'];
  /** `judge-model`. */
  judgeModel: string;
  /** `judge-concurrency`. */
  judgeConcurrency: number;
  /** `agent`: auto | required | off: whether agent scenarios (`prompt:`) call the model (auto: when a key is set). */
  agent: RunOptions['judge']['mode'];
  /** `agent-model`: the model of agent scenarios that do not name one. */
  agentModel: string;
  /** `agent-models`: run agent scenarios without `model:` on each of these (comma- or line-separated). */
  agentModels: string;
  /** `agent-token-budget`: tokens all agent scenarios of the run may use; 0 for no limit. */
  agentTokenBudget: number;
  /** `agent-replay`: replay the committed recordings of agent scenarios even when a key is set. */
  agentReplay: boolean;
  /** `concurrency`: scenarios at once. */
  concurrency: number;
  /** `isolation`: scenario | suite. */
  isolation: RunOptions['isolation'];
  /** `protocol`: auto | legacy | modern | both. */
  protocol: RunOptions['protocol'];
  /** `timeout-ms`: per call. */
  timeoutMs: number;
  /** `connect-timeout-ms`: how long the server may take to start and answer `initialize`. */
  connectTimeoutMs: number;
  /** `agent-timeout-ms`: one agent model request's timeout per attempt, the whole reply. */
  agentTimeoutMs: number;
  /** `judge-timeout-ms`: one judge request's timeout per attempt, the whole reply. */
  judgeTimeoutMs: number;
  /** `shard`: i/n, empty for none. */
  shard: string;
  /** `filter`: glob-style pattern on scenario names. */
  filter: string;
  /** `report-json`: where the JSON report goes. */
  reportJson: string;
  /** `report-junit`: where JUnit XML goes, empty for none. */
  reportJunit: string;
  /**
   * `lint`: off | warn | error. Lints the server's tool list before the scenarios, with the findings
   * in a section of the summary; `error` fails the step on an error-level finding.
   */
  lint: 'off' | 'warn' | 'error';
  /** `tools-snapshot`: the tool-list snapshot file; empty for tools.snapshot.json beside the scenarios (checked when it exists). */
  toolsSnapshot: string;
  /** `tools-token-budget`: the most tokens the tool list may take; undefined for no budget. */
  toolsTokenBudget?: number;
  /** `agent-baseline`: the agent baseline file; empty for agent-baseline.json beside the scenarios (checked when it exists). */
  agentBaseline: string;
  /** `baseline-inconclusive`: fail | warn, when a comparison with the baseline stays inconclusive. */
  baselineInconclusive: 'fail' | 'warn';
  /** `tool-variants`: the tool-description variants to compare after the run; empty for none. */
  toolVariants: string;
}

/** Thrown for an input that cannot be used; the message names the input and the value. */
export class SettingsError extends Error {}

const positiveInput = (name: string, fallback: number) =>
  positiveInteger(`input ${name}`, core.getInput(name), fallback);
const choiceInput = <T extends string>(name: string, allowed: readonly T[], fallback: T) =>
  oneOf(`input ${name}`, core.getInput(name), allowed, fallback);

export function readSettings(env: NodeJS.ProcessEnv = process.env): ActionSettings {
  const bearerInput = core.getInput('bearer-token');
  const bearerToken = bearerInput || env.MCP_EVAL_BEARER_TOKEN || '';
  const anthropicApiKey = core.getInput('anthropic-api-key') || env.ANTHROPIC_API_KEY || '';
  for (const secret of [bearerToken, anthropicApiKey]) if (secret) core.setSecret(secret);
  const oauth = readOAuth(env);
  for (const value of oauthSecretValues(oauth)) core.setSecret(value);
  let headers: Record<string, string>;
  try {
    headers = parseHeaderLines(env[HEADERS_VARIABLE] ?? '');
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  for (const value of secretHeaderValues(headers)) core.setSecret(value);
  const remoteUrlInput = core.getInput('remote-url');
  const remoteUrl = remoteUrlInput || env.MCP_EVAL_REMOTE_URL || '';
  for (const value of urlSecretValues(remoteUrl)) core.setSecret(value);
  const shadowedSecrets = shadowedSecretValues(env);
  for (const value of shadowedSecrets) core.setSecret(value);

  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const globs = core.getMultilineInput('scenarios');
  return {
    workspace,
    scenarioGlobs: globs.length > 0 ? globs : DEFAULT_SCENARIO_GLOBS,
    serverCommand: core.getInput('server-command'),
    serverModule: core.getInput('server-module'),
    serverCwd: path.resolve(workspace, core.getInput('server-cwd') || '.'),
    serverEnv: core.getMultilineInput('server-env'),
    serverSecrets: core.getMultilineInput('server-secrets'),
    remoteUrl,
    labels: {
      serverCommand: 'input server-command',
      serverModule: 'input server-module',
      serverEnv: 'input server-env',
      serverSecrets: 'input server-secrets',
      remoteUrl: remoteUrlInput ? 'input remote-url' : 'MCP_EVAL_REMOTE_URL',
    },
    bearerToken,
    bearerTokenSource: bearerInput ? 'the bearer-token input' : 'MCP_EVAL_BEARER_TOKEN',
    oauth,
    headers,
    anthropicApiKey,
    shadowedSecrets,
    judge: choiceInput('judge', ['auto', 'required', 'off'] as const, 'auto'),
    judgeModel: core.getInput('judge-model') || DEFAULT_JUDGE_MODEL,
    judgeConcurrency: positiveInput('judge-concurrency', DEFAULT_JUDGE_CONCURRENCY),
    agent: choiceInput('agent', ['auto', 'required', 'off'] as const, 'auto'),
    agentModel: core.getInput('agent-model') || DEFAULT_AGENT_MODEL,
    agentModels: core.getInput('agent-models'),
    agentTokenBudget: tokenBudget('input agent-token-budget', core.getInput('agent-token-budget')),
    agentReplay: choiceInput('agent-replay', ['true', 'false'] as const, 'false') === 'true',
    concurrency: positiveInput('concurrency', DEFAULT_CONCURRENCY),
    isolation: choiceInput('isolation', ['scenario', 'suite'] as const, 'scenario'),
    protocol: choiceInput('protocol', PROTOCOL_SETTINGS, 'auto'),
    timeoutMs: positiveInput('timeout-ms', DEFAULT_TIMEOUT_MS),
    connectTimeoutMs: positiveInput('connect-timeout-ms', DEFAULT_CONNECT_TIMEOUT_MS),
    agentTimeoutMs: positiveInput('agent-timeout-ms', DEFAULT_AGENT_TIMEOUT_MS),
    judgeTimeoutMs: positiveInput('judge-timeout-ms', DEFAULT_JUDGE_TIMEOUT_MS),
    shard: core.getInput('shard'),
    filter: core.getInput('filter'),
    reportJson: core.getInput('report-json'),
    reportJunit: core.getInput('report-junit'),
    lint: choiceInput('lint', ['off', 'warn', 'error'] as const, 'off'),
    toolsSnapshot: core.getInput('tools-snapshot'),
    toolsTokenBudget: core.getInput('tools-token-budget') ? positiveInput('tools-token-budget', 0) : undefined,
    agentBaseline: core.getInput('agent-baseline'),
    baselineInconclusive: choiceInput('baseline-inconclusive', ['fail', 'warn'] as const, 'fail'),
    toolVariants: core.getInput('tool-variants'),
  };
}

/** An input, or its variable when the input is empty, and which of the two it came from. */
function inputOrVariable(input: string, variable: string, env: NodeJS.ProcessEnv): { value: string; from: string } {
  const value = core.getInput(input);
  if (value) return { value, from: `the ${input} input` };
  return { value: env[variable] ?? '', from: variable };
}

function readOAuth(env: NodeJS.ProcessEnv): OAuthConfig {
  const clientId = inputOrVariable('oauth-client-id', OAUTH_VARIABLES.clientId, env);
  const clientSecret = inputOrVariable('oauth-client-secret', OAUTH_VARIABLES.clientSecret, env);
  const privateKey = inputOrVariable('oauth-private-key', OAUTH_VARIABLES.privateKey, env);
  const given = [clientId, clientSecret, privateKey].filter((item) => item.value);
  return {
    clientId: clientId.value,
    clientSecret: clientSecret.value,
    privateKey: privateKey.value,
    scope: inputOrVariable('oauth-scope', OAUTH_VARIABLES.scope, env).value,
    issuer: inputOrVariable('oauth-issuer', OAUTH_VARIABLES.issuer, env).value,
    source: given.map((item) => item.from).join(' and '),
  };
}

/**
 * The secret values of the variables an input can shadow (every one of them, used or not): each is
 * masked and redacted even when its input wins, since the server under test may still print it.
 */
export function shadowedSecretValues(env: NodeJS.ProcessEnv): string[] {
  const values = [
    env.ANTHROPIC_API_KEY ?? '',
    env.MCP_EVAL_BEARER_TOKEN ?? '',
    ...oauthSecretValues({
      clientId: env[OAUTH_VARIABLES.clientId],
      clientSecret: env[OAUTH_VARIABLES.clientSecret],
      privateKey: env[OAUTH_VARIABLES.privateKey],
    }),
    ...urlSecretValues(env.MCP_EVAL_REMOTE_URL ?? ''),
  ];
  return [...new Set(values.filter((value) => value !== ''))];
}

/**
 * Masks secrets known only once the settings are resolved (`server-secrets`, secret-named
 * `server-env` values): the runner then hides them in the log. Before anything the run prints.
 */
export function maskSecrets(secrets: readonly string[]): void {
  for (const secret of secrets) if (secret) core.setSecret(secret);
}
