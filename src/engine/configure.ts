import type { RunOptions, ServerTarget } from './options.js';
import { parseShard } from './scenarios/select.js';
import { secretHeaderValues } from './transports/headers.js';
import { splitCommand } from './transports/split-command.js';

/** The parts of a run's configuration that the action and the CLI share, as plain values. */
export interface RunConfig {
  workspace: string;
  scenarioGlobs: string[];
  serverCommand: string;
  serverModule: string;
  serverCwd: string;
  remoteUrl: string;
  bearerToken: string;
  bearerTokenSource: string;
  headers?: Record<string, string>;
  anthropicApiKey: string;
  judge: RunOptions['judge']['mode'];
  judgeModel: string;
  judgeConcurrency: number;
  concurrency: number;
  isolation: RunOptions['isolation'];
  timeoutMs: number;
  shard: string;
  filter: string;
}

/** Thrown when the configuration cannot make a run; the message says what to change. */
export class ConfigError extends Error {}

/** Turns settings into engine options; rejects combinations that cannot work. */
export function toRunOptions(config: RunConfig): RunOptions {
  let server: ServerTarget;
  if (config.remoteUrl) {
    try {
      new URL(config.remoteUrl);
    } catch {
      throw new ConfigError(`remote-url must be an http(s) URL, got "${config.remoteUrl}"`);
    }
    server = {
      kind: 'http',
      url: config.remoteUrl,
      bearerToken: config.bearerToken || undefined,
      bearerTokenSource: config.bearerTokenSource,
      headers: config.headers ?? {},
    };
  } else if (config.serverCommand && config.serverModule) {
    throw new ConfigError('give server-command or server-module, not both');
  } else if (config.serverCommand) {
    let words: string[];
    try {
      words = splitCommand(config.serverCommand);
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
    if (words.length === 0)
      throw new ConfigError('server-command is blank: give the command line that starts the MCP server');
    server = { kind: 'command', command: config.serverCommand, cwd: config.serverCwd };
  } else if (config.serverModule) {
    server = { kind: 'module', modulePath: config.serverModule };
  } else {
    throw new ConfigError(
      'no server to test: set server-command (a command line that starts the MCP server over stdio), server-module (a module exporting createServer()) or remote-url',
    );
  }
  let shard;
  try {
    shard = parseShard(config.shard);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    workspace: config.workspace,
    scenarioGlobs: config.scenarioGlobs,
    server,
    isolation: config.isolation,
    concurrency: config.concurrency,
    timeoutMs: config.timeoutMs,
    filter: config.filter,
    shard,
    judge: {
      mode: config.judge,
      model: config.judgeModel,
      apiKey: config.anthropicApiKey || undefined,
      concurrency: config.judgeConcurrency,
    },
    secrets: [config.bearerToken, config.anthropicApiKey, ...secretHeaderValues(config.headers ?? {})].filter(Boolean),
  };
}
