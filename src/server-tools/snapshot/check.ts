/**
 * Compares a server's tool list with a committed snapshot file: the one result that `tools --diff`,
 * a run's `--tools-snapshot` and the action's `tools-snapshot` all render. Pure apart from the
 * caller handing it the file's text.
 */
import { diffSnapshots } from './diff.js';
import {
  normalizeSurface,
  parseSnapshot,
  SnapshotFileError,
  unreadSections,
  type ListedSurface,
  type ListedTool,
} from './normalize.js';
import { estimateToolTokens } from './tokens.js';
import type { SnapshotCheck } from '../../model/server-tools.js';
export { snapshotFailed, type SnapshotCheck } from '../../model/server-tools.js';

export interface CheckInput {
  file: string;
  /** The file's text; undefined when it does not exist. */
  text: string | undefined;
  tools: readonly ListedTool[];
  /** The rest of the surface (prompts, resources, templates, instructions); absent: tools alone. */
  surface?: ListedSurface;
  acceptCommand: string;
  budget?: number;
}

export async function checkSnapshot(input: CheckInput): Promise<SnapshotCheck> {
  const current = normalizeSurface(input.tools, input.surface);
  const after = estimateToolTokens(current);
  const base = {
    file: input.file,
    acceptCommand: input.acceptCommand,
    ...(input.budget === undefined ? {} : { budget: input.budget }),
    overBudget: input.budget !== undefined && after > input.budget,
    ...(unreadSections(input.surface).length > 0 ? { unread: unreadSections(input.surface) } : {}),
  };
  if (input.text === undefined) {
    return {
      ...base,
      status: 'invalid',
      changes: [],
      tokens: { after, method: 'estimated' },
      error: `${input.file} does not exist; write it with \`${input.acceptCommand}\` and commit it`,
    };
  }
  try {
    const saved = parseSnapshot(input.text, input.file);
    const changes = await diffSnapshots(saved, current);
    return {
      ...base,
      status: changes.length === 0 ? 'equal' : 'changed',
      changes,
      tokens: { before: estimateToolTokens(saved), after, method: 'estimated' },
    };
  } catch (error) {
    if (!(error instanceof SnapshotFileError)) throw error;
    return { ...base, status: 'invalid', changes: [], tokens: { after, method: 'estimated' }, error: error.message };
  }
}
