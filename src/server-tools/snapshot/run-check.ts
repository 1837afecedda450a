/**
 * The tool-list snapshot as part of a run (`--tools-snapshot`, action input `tools-snapshot`):
 * where the file is, and the check itself, before the scenarios.
 */
import { readFile } from 'node:fs/promises';
import { redactDeep, redactText } from '../../secrets/redact.js';
import type { RunOptions } from '../../config/options.js';
import type { SessionFactory } from '../../mcp/session.js';
import type { RunSnapshotOptions } from '../../config/snapshot.js';
import { checkSnapshot, type SnapshotCheck } from './check.js';
import { estimateToolTokens } from './tokens.js';
import { normalizeTools } from './normalize.js';
import { listSurface } from './index.js';

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
  let listed;
  try {
    const session = await factory.open();
    try {
      listed = redactDeep(await listSurface(session.client, options.timeoutMs), options.secrets);
    } catch (error) {
      return failedCheck(
        snapshot,
        redactText(`the server did not list its tools: ${session.explain(error)}`, options.secrets),
        true,
      );
    } finally {
      await session.close().catch(() => undefined);
    }
  } catch (error) {
    return failedCheck(
      snapshot,
      redactText(`could not connect to list the tools: ${(error as Error).message}`, options.secrets),
      true,
    );
  }
  if (text === undefined && !snapshot.required) {
    // No snapshot, only a budget: the size alone is checked.
    const after = estimateToolTokens(normalizeTools(listed.tools));
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
    tools: listed.tools,
    surface: listed.surface,
    acceptCommand: snapshot.acceptCommand,
    budget: snapshot.budget,
  });
}

function failedCheck(snapshot: RunSnapshotOptions, error: string, unreachable = false): SnapshotCheck {
  return {
    file: snapshot.label,
    status: 'invalid',
    changes: [],
    tokens: { after: 0, method: 'estimated' },
    overBudget: false,
    error,
    acceptCommand: snapshot.acceptCommand,
    ...(unreachable ? { unreachable: true } : {}),
  };
}
