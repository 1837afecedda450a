/**
 * Compares a server's tool list with a committed snapshot file: the one result that `tools --diff`,
 * a run's `--tools-snapshot` and the action's `tools-snapshot` all render. Pure apart from the
 * caller handing it the file's text.
 */
import { diffSnapshots, type SnapshotChange } from './diff.js';
import { normalizeTools, parseSnapshot, SnapshotFileError, type ListedTool } from './normalize.js';
import { estimateToolTokens } from './tokens.js';

export interface SnapshotCheck {
  /** The snapshot file as the user named it (relative to the workspace when it is inside). */
  file: string;
  /**
   * equal: no difference. changed: the list differs (see changes). invalid: the file could not be
   * read as a snapshot (see error). Over budget is separate (`overBudget`).
   */
  status: 'equal' | 'changed' | 'invalid';
  changes: SnapshotChange[];
  tokens: {
    /** Tokens of the snapshot's list; absent when the file was unreadable. */
    before?: number;
    after: number;
    /** How `before` and `after` were counted. */
    method: 'estimated' | 'exact';
  };
  /** `tools-token-budget`, when set. */
  budget?: number;
  /** Whether `after` exceeds the budget. */
  overBudget: boolean;
  error?: string;
  /** The command that writes the server's current list to the file: how a change is accepted. */
  acceptCommand: string;
  /** A run with a token budget and no snapshot file: only the size was checked. */
  noFile?: boolean;
}

/** Whether the check fails the run or the command: any difference, an unreadable file, or over budget. */
export function snapshotFailed(check: SnapshotCheck): boolean {
  return check.status !== 'equal' || check.overBudget;
}

export interface CheckInput {
  file: string;
  /** The file's text; undefined when it does not exist. */
  text: string | undefined;
  tools: readonly ListedTool[];
  acceptCommand: string;
  budget?: number;
}

export async function checkSnapshot(input: CheckInput): Promise<SnapshotCheck> {
  const current = normalizeTools(input.tools);
  const after = estimateToolTokens(current);
  const base = {
    file: input.file,
    acceptCommand: input.acceptCommand,
    ...(input.budget === undefined ? {} : { budget: input.budget }),
    overBudget: input.budget !== undefined && after > input.budget,
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
