/**
 * What `annotations` (are a tool's readOnlyHint, idempotentHint and destructiveHint true?) returns:
 * its report per tool, its findings with the state changes that show them, the lines it left out of
 * the comparison and why, and the typed codes the faces decide on. Declared here so that the engine
 * (server-tools/annotations), the CLI, the action and the renderers share them without importing each
 * other. No wording here but the engine's one-line details: the faces write the rest.
 */

/** The hints that are judged by behaviour. `openWorldHint` is not (see NOT_JUDGED_HINTS). */
export type JudgedHint = 'readOnlyHint' | 'idempotentHint' | 'destructiveHint';
export const JUDGED_HINTS: readonly JudgedHint[] = ['readOnlyHint', 'idempotentHint', 'destructiveHint'];

/** Hints a tool may carry that no observation of its state can refute: listed, never judged. */
export const NOT_JUDGED_HINTS = ['openWorldHint'] as const;

/**
 * What a finding refutes: `not-read-only` (readOnlyHint: true, yet the call changed the state),
 * `not-idempotent` (idempotentHint: true, yet a second identical call changed the state again),
 * `destructive` (destructiveHint: false, yet the call removed or overwrote what was there).
 */
export type AnnotationFindingKind = 'not-read-only' | 'not-idempotent' | 'destructive';
export const ANNOTATION_FINDING_KINDS: readonly AnnotationFindingKind[] = [
  'not-read-only',
  'not-idempotent',
  'destructive',
];

/** The hint each kind of finding refutes. */
export const HINT_OF_KIND: Readonly<Record<AnnotationFindingKind, JudgedHint>> = {
  'not-read-only': 'readOnlyHint',
  'not-idempotent': 'idempotentHint',
  destructive: 'destructiveHint',
};

/** A tool's annotations as it declares them (only the hints; absent: not declared). */
export interface DeclaredAnnotations {
  readOnlyHint?: boolean;
  idempotentHint?: boolean;
  destructiveHint?: boolean;
  openWorldHint?: boolean;
}

/**
 * Why a tool was not checked, as a code (decisions read it; the words are in `skipReason`):
 * `live-not-read-only` (a live server under --live-read-only: only readOnlyHint: true tools are
 * called), `no-claim` (says it writes: readOnlyHint: false, destructiveHint: true or idempotentHint:
 * false; and claims nothing else to check),
 * `no-valid-input` (every input was refused as invalid, or none could be made: nothing was observed),
 * `stopped` (a signal), `budget` (the tool's time ran out before one input was observed).
 */
export type AnnotationsSkipCode = 'live-not-read-only' | 'no-claim' | 'no-valid-input' | 'stopped' | 'budget';

/** The skip codes of a tool the check did not get to judge: such a check fails (a check that did not run does not pass). */
export const NOT_REACHED_CODES: readonly AnnotationsSkipCode[] = ['stopped', 'budget'];

/** Which part of the state an entry is: a file of the server's directory, a listed resource, a user's probe. */
export type StateSource = 'file' | 'resource' | 'probe';

/** One difference between two states: an entry added, removed or changed, with its text before and after (cut). */
export interface StateChange {
  source: StateSource;
  /** The file's path relative to the server's directory, the resource's URI, or the probe as written (`tool: list_notes`). */
  where: string;
  change: 'added' | 'removed' | 'changed';
  /** The entry's text before (absent when added); its lines gone, for `changed`. */
  before?: string;
  /** The entry's text after (absent when removed); its lines new, for `changed`. */
  after?: string;
}

/** Where the input of a finding (or a tried input) came from: a scenario's step, or the input schema. */
export type InputOrigin = 'scenario' | 'generated';

export interface AnnotationFinding {
  tool: string;
  kind: AnnotationFindingKind;
  /** The hint the finding refutes. */
  hint: JudgedHint;
  /** One line: "declared read-only; this call changed notes/a.txt". */
  detail: string;
  /** The shrunk input that shows it. */
  args: Record<string, unknown>;
  origin: InputOrigin;
  /** `minimal`: no smaller input shows it; `budget`: the tool's time ran out while shrinking. */
  shrunk: 'minimal' | 'budget';
  /** The shrunk input showed the finding again on a fresh server (false: only on the first; still reported). */
  verified: boolean;
  /**
   * What changed: for `not-read-only`, before the call against after it; for `destructive`, what was
   * removed or overwritten; for `not-idempotent`, the state after one call (`before`) against after two (`after`).
   */
  changes: StateChange[];
  /** The command that finds it again. */
  reproduce: string;
}

/** Why a line was left out of the comparison. */
export interface IgnoredLine {
  source: StateSource;
  where: string;
  /** The line as first read (cut). */
  line: string;
  /** `volatile`: it differed between two reads with no call between; `ignore-pattern`: an `ignore:` pattern matched it. */
  why: 'volatile' | 'ignore-pattern';
  /** The pattern, for `ignore-pattern`; with `pattern` `file:line` of the probes file. */
  pattern?: string;
  patternWhere?: string;
}

/** A finding the suppressions file accepts: the input that showed it (not shrunk), and why it is accepted. */
export interface SuppressedAnnotationFinding {
  kind: AnnotationFindingKind;
  detail: string;
  args: Record<string, unknown>;
  reason: string;
  /** `file:line` of the entry. */
  where: string;
}

/** A suppressions entry as the report shows it (its input pattern as text). */
export interface AnnotationSuppressionEntry {
  tool: string;
  kind: AnnotationFindingKind;
  input?: string;
  reason: string;
  where: string;
}

/** How many inputs a tool was called with, by where they came from, and how many were refused (invalid, isError: proving nothing). */
export interface InputCounts {
  fromScenarios: number;
  generated: number;
  /** Answered as invalid (-32602, an isError result, or any error): not judged. */
  refused: number;
}

export interface ToolAnnotationsReport {
  tool: string;
  annotations: DeclaredAnnotations;
  status: 'checked' | 'skipped';
  skipCode?: AnnotationsSkipCode;
  skipReason?: string;
  /** The hints judged by behaviour (a read-only tool: readOnlyHint only; the others are meaningless then). */
  judged: JudgedHint[];
  inputs: InputCounts;
  /** tools/call requests, shrinking and re-verifying included (probes not counted). */
  calls: number;
  /** Fresh server processes started for this tool. */
  servers: number;
  durationMs: number;
  /** The tool's time ran out before its inputs did (what was observed stands). */
  outOfTime: boolean;
  /** Stopped (SIGINT, SIGTERM) while this tool was checked. */
  stopped?: boolean;
  findings: AnnotationFinding[];
  /**
   * The server hung (no answer within --timeout-ms) or died on a call or a read of the state while
   * this tool was checked: what was observed before stands, the rest is not judged, and the check fails.
   */
  failure?: { args: Record<string, unknown>; message: string };
  /**
   * A tool that claims nothing (no annotations, or none of the judged hints) observed to change no
   * state on every input it accepted: it could be annotated `readOnlyHint: true`.
   */
  suggestion?: { hint: 'readOnlyHint'; value: true; inputs: number };
  /** Findings a suppressions entry silenced: listed with its reason, not counted. Absent when none. */
  suppressed?: SuppressedAnnotationFinding[];
}

/** What was observed as the state. */
export interface StateCoverage {
  /** The server's own directory (MCP_EVAL_SCENARIO_DIR, its cwd): false under --live-read-only and over HTTP. */
  files: boolean;
  /** The resources the server lists were read (it has the capability). */
  resources: boolean;
  /** The probes declared, as written. */
  probes: string[];
  /** The probes file read, as shown (relative to the working directory). */
  probesFile?: string;
}

export interface AnnotationsReport {
  target: string;
  seed: number;
  /** Generated inputs per tool (before shrinking), after the scenarios' own. */
  runs: number;
  /** --live-read-only: a live server, only readOnlyHint: true tools called, probes only. */
  liveReadOnly: boolean;
  state: StateCoverage;
  /** Hints listed, never judged (openWorldHint). */
  notJudged: readonly string[];
  toolBudgetMs: number;
  durationMs: number;
  tools: ToolAnnotationsReport[];
  /** Lines left out of the comparison, once each, and why. */
  ignored: IgnoredLine[];
  /** Suppressions entries that matched no finding of a tool checked in this run: stale, to be removed. */
  unusedSuppressions?: AnnotationSuppressionEntry[];
  /** Set when the check could not go on (a server that would not start, a signal, a tool not reached); fails the command. */
  error?: string;
}

/** Whether the check fails: an unsuppressed finding, or a check that did not finish. */
export function annotationsFailed(report: AnnotationsReport): boolean {
  return report.error !== undefined || report.tools.some((tool) => tool.findings.length > 0);
}
