/** What a fuzz is given: the server, its numbers, who may be fuzzed, and what its face supplies (names, scenarios). */
import type { SessionFactory } from '../../mcp/session.js';
import type { FindingFacts, FuzzFinding, ToolFuzzReport } from '../../model/fuzz.js';
import type { FuzzSetting } from './reasons.js';
import type { FuzzSuppression } from './suppressions.js';

export interface FuzzOptions {
  factory: SessionFactory;
  target: string;
  /** Inputs per tool (before shrinking). */
  runs: number;
  seed: number;
  /** Per call: past it, the call is a hang. */
  timeoutMs: number;
  /**
   * Once a tool has hung, each further call to it waits this long at most (default
   * FUZZ_HANG_PROBE_TIMEOUT_MS, see model/limits.ts); a call answered after longer is listed slow.
   */
  hangProbeTimeoutMs?: number;
  /** Per tool, shrinking included. */
  toolBudgetMs: number;
  /**
   * The whole fuzz (`--total-budget-ms`): each target gets an equal share of what is left (at most
   * toolBudgetMs); a target left no time is listed not reached. Absent: no bound but the tools' own.
   */
  totalBudgetMs?: number;
  /** Stops the fuzz (SIGINT, SIGTERM): the call under way is cut, what was found stands, the rest is listed not reached. */
  signal?: AbortSignal;
  includeWrites: boolean;
  /** Send lone surrogates too (`--ill-formed-unicode`). */
  illFormedUnicode?: boolean;
  /** Against a live server: only tools annotated readOnlyHint: true. */
  live: boolean;
  /** Only these tools, when given. */
  only?: string[];
  /** Directories of the server's own files: an answer naming them (not from the input) leaks. */
  ownPaths: string[];
  /** Paths the user gave the server (its cwd, its arguments, its env values): naming them is no leak (see own-paths.ts). */
  userPaths?: string[];
  /** The server's environment: a tool whose purpose is to print it (printsEnvironment) leaks none of these values. */
  environment?: Record<string, string | undefined>;
  /** Findings the repository accepts (the fuzz suppressions file): listed as suppressed, not counted. */
  suppressions?: FuzzSuppression[];
  /** The command that runs this fuzz again for one tool (the seed and runs are in it). */
  reproduceCommand: (tool: string) => string;
  /** A finding's ready scenario (authoring/fuzz-scenario.ts, from the face: authoring/ sits above this room). */
  scenario: (finding: Omit<FuzzFinding, 'scenario'>, facts: FindingFacts) => string;
  /** A setting as the face names it in a reason (the CLI: `--include-writes`). */
  settingName: (setting: FuzzSetting) => string;
  onToolStart?: (tool: string) => void;
  onToolDone?: (report: ToolFuzzReport) => void;
}
