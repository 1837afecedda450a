/**
 * The tool-list snapshot as part of a run (`--tools-snapshot`, action input `tools-snapshot`):
 * where the file is, and the check itself, before the scenarios.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { redactDeep, redactText } from '../../secrets/redact.js';
import type { RunOptions } from '../../config/options.js';
import type { SessionFactory } from '../../mcp/session.js';
import { acceptCommand } from './accept.js';
import { checkSnapshot, type SnapshotCheck } from './check.js';
import { estimateToolTokens } from './tokens.js';
import { normalizeTools } from './normalize.js';
import { listTools } from './index.js';

/** The snapshot file a run checks when none is named: beside the scenarios, checked when it exists. */
export const DEFAULT_SNAPSHOT_NAME = 'tools.snapshot.json';

/** What a run needs to check the snapshot. */
export interface RunSnapshotOptions {
  /** Absolute path. */
  file: string;
  /** As shown to people: relative to the workspace. */
  label: string;
  /** Named explicitly: a missing file fails the run. The default file is checked only when it exists. */
  required: boolean;
  budget?: number;
  acceptCommand: string;
}

/** The directory part of a glob before its first wildcard (`scenarios/**\/*.yaml` → `scenarios`). */
export function globBase(glob: string): string {
  const parts = glob.replace(/\\/g, '/').split('/');
  const base: string[] = [];
  for (const part of parts) {
    if (/[*?[\]{}!]/.test(part)) break;
    base.push(part);
  }
  const joined = base.join('/');
  // A glob that names a file (`scenarios/smoke.yaml`): its directory.
  return base.length === parts.length && /\.ya?ml$/i.test(joined) ? path.posix.dirname(joined) : joined || '.';
}

/**
 * The run's snapshot settings from the configuration: the named file, or DEFAULT_SNAPSHOT_NAME in
 * the directory of the first scenarios glob; undefined when no file is named and the default
 * does not apply (no glob). A budget with no snapshot file still applies (to the server's list).
 */
export function runSnapshotOptions(config: {
  workspace: string;
  scenarioGlobs: string[];
  toolsSnapshot?: string;
  toolsTokenBudget?: number;
  serverCommand: string;
  serverModule: string;
  remoteUrl: string;
  serverCwd: string;
  labels?: { remoteUrl?: string };
}): RunSnapshotOptions | undefined {
  const named = config.toolsSnapshot?.trim();
  const firstGlob = config.scenarioGlobs.find((glob) => !glob.startsWith('!'));
  const relative = named || (firstGlob ? path.posix.join(globBase(firstGlob), DEFAULT_SNAPSHOT_NAME) : undefined);
  if (!relative) return undefined;
  const file = path.resolve(config.workspace, relative);
  const label = path.relative(config.workspace, file) || relative;
  return {
    file,
    label,
    required: Boolean(named),
    ...(config.toolsTokenBudget === undefined ? {} : { budget: config.toolsTokenBudget }),
    acceptCommand: acceptCommand(label, {
      serverCommand: config.serverCommand,
      serverModule: config.serverModule,
      // A URL from MCP_EVAL_REMOTE_URL stays in the environment.
      remoteUrl: config.labels?.remoteUrl === 'MCP_EVAL_REMOTE_URL' ? undefined : config.remoteUrl,
      serverCwd: config.serverCwd,
      workspace: config.workspace,
    }),
  };
}

/**
 * Checks the server's tool list against the run's snapshot file. Undefined when there is nothing
 * to check (the default file does not exist and no budget is set). Fails closed: a named file
 * that is missing, or a server that does not list its tools, is a failed check, never a pass.
 */
export async function checkRunSnapshot(
  snapshot: RunSnapshotOptions,
  factory: SessionFactory,
  options: Pick<RunOptions, 'timeoutMs' | 'secrets'>,
): Promise<SnapshotCheck | undefined> {
  let text: string | undefined;
  try {
    text = await readFile(snapshot.file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      return failedCheck(snapshot, `could not read ${snapshot.label}: ${(error as Error).message}`);
    }
    if (!snapshot.required && snapshot.budget === undefined) return undefined;
  }
  let tools;
  try {
    const session = await factory.open();
    try {
      tools = redactDeep(await listTools(session.client, options.timeoutMs), options.secrets);
    } catch (error) {
      return failedCheck(
        snapshot,
        redactText(`the server did not list its tools: ${session.explain(error)}`, options.secrets),
      );
    } finally {
      await session.close().catch(() => undefined);
    }
  } catch (error) {
    return failedCheck(
      snapshot,
      redactText(`could not connect to list the tools: ${(error as Error).message}`, options.secrets),
    );
  }
  if (text === undefined && !snapshot.required) {
    // No snapshot, only a budget: the size alone is checked.
    const after = estimateToolTokens(normalizeTools(tools));
    return {
      file: snapshot.label,
      status: 'equal',
      changes: [],
      tokens: { after, method: 'estimated' },
      budget: snapshot.budget,
      overBudget: after > snapshot.budget!,
      acceptCommand: snapshot.acceptCommand,
      noFile: true,
    };
  }
  return checkSnapshot({
    file: snapshot.label,
    text,
    tools,
    acceptCommand: snapshot.acceptCommand,
    budget: snapshot.budget,
  });
}

function failedCheck(snapshot: RunSnapshotOptions, error: string): SnapshotCheck {
  return {
    file: snapshot.label,
    status: 'invalid',
    changes: [],
    tokens: { after: 0, method: 'estimated' },
    overBudget: false,
    error,
    acceptCommand: snapshot.acceptCommand,
  };
}
