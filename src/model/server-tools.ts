/**
 * What lint and the tool-list snapshot check return: parts of a run's result (and of the `lint`
 * and `tools --diff` commands'), declared here so that the result model and the renderers read
 * them without importing the features that compute them.
 */

export type LintLevel = 'error' | 'warning';

/** One thing a rule found, on one tool (and parameter), or on the list as a whole. */
export interface LintFinding {
  rule: string;
  level: LintLevel;
  /** The tool it is about; absent for findings on the whole list. */
  tool?: string;
  /** The parameter, as a path from the top of the input schema (`filter.since`). */
  parameter?: string;
  message: string;
  /** Set when a suppression of the repository silences it: the reason written there. */
  suppressed?: string;
}

/**
 * One rule silenced for one tool, with why: like a linter's disable comment, the reason is kept and
 * shown beside the silenced finding, so a reviewer sees what was accepted and why.
 */
export interface Suppression {
  rule: string;
  /** A tool name, or `*` for every tool (and findings on the whole list). */
  tool: string;
  reason: string;
  /** `file:line` of the entry, for messages. */
  where: string;
}

/** The size of the tool list in tokens, and how it was found. */
export interface ToolListTokens {
  count: number;
  /** `exact`: the Messages API's token counting endpoint said so; `estimated`: from the text's length. */
  method: 'exact' | 'estimated';
  /** The model counted for (exact), or why the count is an estimate. */
  note: string;
}

/** What `lint` found on one server: server-tools/lint's result, rendered by src/report/lint.ts. */
export interface LintReport {
  target: string;
  toolCount: number;
  findings: LintFinding[];
  tokens: ToolListTokens;
  /** Rules left out by `--skip`. */
  skippedRules: string[];
  /** Suppressions of the repository's file that matched no finding: stale, to be removed. */
  unusedSuppressions: Suppression[];
}

/** Findings that count: errors not suppressed, and (with `strict`) warnings too. */
export function failingFindings(report: LintReport, strict: boolean): LintFinding[] {
  return report.findings.filter((item) => !item.suppressed && (item.level === 'error' || strict));
}

export type WordOp = { kind: 'same' | 'removed' | 'added'; text: string };

export type ChangeKind = 'breaking' | 'model-facing' | 'additive';

/** The order changes are shown in: what breaks callers first. */
export const CHANGE_KINDS: readonly ChangeKind[] = ['breaking', 'model-facing', 'additive'];

export interface SnapshotChange {
  kind: ChangeKind;
  /** The tool the change is in (the old name for a removal or rename). */
  tool: string;
  /** One line: what changed, naming the parameter or field. */
  message: string;
  /** For reworded text: the old and new text as word operations. */
  words?: WordOp[];
}

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
  /** The server could not be reached or did not list its tools: nothing was compared, nothing to accept. */
  unreachable?: boolean;
  /**
   * Lists of the surface that reached the page cap, each with why (naming the list): not compared,
   * so the check fails closed while the rest is still compared.
   */
  unread?: string[];
}

/**
 * Whether the check fails the run or the command: any difference, an unreadable file, a list that
 * could not be read whole, or over budget.
 */
export function snapshotFailed(check: SnapshotCheck): boolean {
  return check.status !== 'equal' || check.overBudget || (check.unread?.length ?? 0) > 0;
}
