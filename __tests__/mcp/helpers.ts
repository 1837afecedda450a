import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../helpers/runner.js';
import type { RunConfig } from '../../src/config/resolve.js';
import type { RunOptions } from '../../src/run/index.js';
import { DEFAULT_JUDGE_MODEL } from '../../src/config/options.js';

export const SERVERS = path.join(ROOT, '__tests__/fixtures/servers');
export const CATALOG = path.join(SERVERS, 'catalog.mjs');
export const FAULTY = path.join(SERVERS, 'faulty.mjs');
/** Node and the fixture as a server-command, quoted for paths with spaces. */
export const CATALOG_COMMAND = `"${process.execPath}" "${CATALOG}"`;
export const faultyCommand = (mode = 'serve') => `"${process.execPath}" "${FAULTY}" ${mode}`;

/** Writes scenario files into a fresh temporary workspace and returns its path. */
export async function writeSuite(files: Record<string, string>): Promise<string> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'mse-transport-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(workspace, name), text);
  return workspace;
}

/** Engine options for a test run: every scenario file in `workspace`, judge off. */
export function optionsFor(
  workspace: string,
  server: RunOptions['server'],
  extra: Partial<RunOptions> = {},
): RunOptions {
  return {
    workspace,
    scenarioGlobs: ['*.yaml'],
    server,
    isolation: 'scenario',
    concurrency: 4,
    timeoutMs: 10_000,
    filter: '',
    judge: { mode: 'off', model: DEFAULT_JUDGE_MODEL, concurrency: 1 },
    secrets: [],
    ...extra,
  };
}

/** A RunConfig as the action or CLI would build it: no server, judge off; `overrides` set the rest. */
export function runConfig(workspace: string, overrides: Partial<RunConfig> = {}): RunConfig {
  return {
    workspace,
    scenarioGlobs: ['*.yaml'],
    serverCommand: '',
    serverModule: '',
    serverCwd: workspace,
    remoteUrl: '',
    bearerToken: '',
    bearerTokenSource: 'MCP_EVAL_BEARER_TOKEN',
    anthropicApiKey: '',
    judge: 'off',
    judgeModel: DEFAULT_JUDGE_MODEL,
    judgeConcurrency: 1,
    concurrency: 1,
    isolation: 'scenario',
    timeoutMs: 10_000,
    shard: '',
    filter: '',
    ...overrides,
  };
}
