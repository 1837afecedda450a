/**
 * What `fuzz` reads and returns: the prompts and templates it is given, its findings and its report
 * (the JSON report's shape), and the typed reasons a target is skipped. Declared here so that the
 * engine (server-tools/fuzz), the ready scenarios (authoring/) and the renderers (report/fuzz.ts)
 * share them without importing each other. No wording: the rooms that decide write the words.
 */

export type FindingKind = 'crash' | 'hang' | 'protocol-error' | 'leak';
export const FINDING_KINDS: readonly FindingKind[] = ['crash', 'hang', 'protocol-error', 'leak'];

/** How a fuzz input was made: valid (meant to satisfy the schema), or how it was made to break it. */
export type FuzzInputVariant = 'valid' | 'missing-required' | 'wrong-type' | 'null' | 'extra-key';

/**
 * What is fuzzed: a tool (its arguments), a prompt (its arguments, strings) or a resource template
 * (its variables, strings; the URI filled in is read). Absent on a report or finding: a tool.
 */
export type FuzzSurface = 'tool' | 'prompt' | 'resource-template';

/** A prompt as prompts/list gives it. */
export interface FuzzPrompt {
  name: string;
  description?: unknown;
  arguments?: { name: string; required?: boolean }[];
}

/** A resource template as resources/templates/list gives it. */
export interface FuzzTemplate {
  uriTemplate: string;
  name?: string;
  description?: unknown;
}

export interface FuzzFinding {
  /** The tool's, prompt's or resource template's name (see `surface`). */
  tool: string;
  /** A prompt or a resource template; absent for a tool. */
  surface?: Exclude<FuzzSurface, 'tool'>;
  /** A resource template's finding: the URI read (the template filled with `args`). */
  uri?: string;
  kind: FindingKind;
  /** One line: what happened. */
  detail: string;
  /** The shrunk input that shows it. */
  args: Record<string, unknown>;
  /**
   * How the input was made (valid, or which way it breaks the schema); `outside-schema`: made to be
   * valid, yet the schema rejects it (a `format` or `pattern` the generator does not follow).
   */
  variant: FuzzInputVariant | 'outside-schema';
  /**
   * How far the input was shrunk: `minimal` (no smaller input shows it), `budget` (the tool's time
   * budget ran out while shrinking), `hangs-on-every-input` (a hang whose every probe hung: shrinking
   * stopped, the input is any input), `reproduced` (a hang whose shrunk input answered when tried
   * again on a fresh server with the full timeout: the input is the smallest of the shrinking's path
   * that hung again, or the one first found).
   */
  shrunk?: 'minimal' | 'budget' | 'hangs-on-every-input' | 'reproduced';
  /** The command that finds it again. */
  reproduce: string;
  /** A ready scenario calling the tool with that input (`expect_error: true`, or `invalid_arguments`), as YAML. */
  scenario: string;
}

/** What the server answered, for a finding's ready scenario to expect (or forbid) once it is fixed. */
export interface FindingWords {
  /** The words of the error the server answered: the step expects them (see classify.ts's Classified.errorText). */
  errorText?: string;
  /** The text that leaked: the step forbids it. */
  leaked?: string;
  /** A protocol error: the JSON-RPC error's code. */
  code?: number;
  /** A hang: the step's `timeout_ms` (the fuzz's per-call timeout, past which it called the call a hang). */
  timeoutMs?: number;
}

/** What a finding's ready scenario is made from, beside the finding: whether its input fits the schema, and the server's words. */
export interface FindingFacts extends FindingWords {
  /** The input fits the input schema (a schema that does not compile counts as fitting). */
  fitsSchema: boolean;
}

/**
 * Why a target was not fuzzed, as a code (decisions read it; the words are in `skipReason`):
 * `live-not-read-only` (a live server: only tools annotated readOnlyHint: true), `destructive`
 * (annotated destructiveHint: true), `writes` (annotated readOnlyHint: false), `not-annotated` (says
 * nothing of writing, so the protocol's defaults hold), and three ways of not being reached:
 * `stopped` (a signal), `total-budget` (the whole fuzz's time ran out), `tool-budget` (the tool's
 * time is too short for one call).
 */
export type FuzzSkipCode =
  'live-not-read-only' | 'destructive' | 'writes' | 'not-annotated' | 'stopped' | 'total-budget' | 'tool-budget';

/** The skip codes of a target the fuzz's time did not reach: such a fuzz fails (a check that did not run does not pass). */
export const OUT_OF_TIME_CODES: readonly FuzzSkipCode[] = ['total-budget', 'tool-budget'];

export interface ToolFuzzReport {
  tool: string;
  /** A prompt or a resource template; absent for a tool. */
  surface?: Exclude<FuzzSurface, 'tool'>;
  /** A resource template's URI template. */
  uriTemplate?: string;
  status: 'fuzzed' | 'skipped';
  /** Why it was skipped, as a code: what every decision reads. */
  skipCode?: FuzzSkipCode;
  /** Why it was skipped, in words. */
  skipReason?: string;
  /** Calls made, shrinking included. */
  calls: number;
  durationMs: number;
  /** The time budget ran out before the runs did. */
  outOfTime: boolean;
  /** The fuzz was stopped (SIGINT, SIGTERM) while this tool was fuzzed: its runs were cut short. */
  stopped?: boolean;
  /**
   * Calls that answered, but slower than the hang probe's timeout (FUZZ_HANG_PROBE_TIMEOUT_MS: a long
   * poll): not a finding, listed. Absent when none.
   */
  slow?: { calls: number; slowestMs: number };
  /**
   * Calls cut while still reporting progress (FUZZ_PROGRESSING_CALL_TIMEOUTS): alive, not a finding,
   * listed. Absent when none.
   */
  progressing?: number;
  /**
   * Elicitations the tool's calls asked for, declined as a host with no user would: not a finding
   * (a tool that asks the user does nothing wrong), listed. Absent when none.
   */
  declinedElicitations?: number;
  findings: FuzzFinding[];
  /** Findings a suppressions entry silenced: listed with its reason, not counted. Absent when none. */
  suppressed?: SuppressedFinding[];
}

/** A finding the suppressions file accepts: the first input that showed it (not shrunk), and why it is accepted. */
export interface SuppressedFinding {
  kind: FindingKind;
  detail: string;
  args: Record<string, unknown>;
  reason: string;
  /** `file:line` of the entry. */
  where: string;
}

/** A suppressions entry as the report shows it (its input pattern as text). */
export interface SuppressionEntry {
  tool: string;
  kind: FindingKind;
  input?: string;
  reason: string;
  where: string;
}

export interface FuzzReport {
  target: string;
  seed: number;
  runs: number;
  timeoutMs: number;
  toolBudgetMs: number;
  /** See FuzzOptions.totalBudgetMs (server-tools/fuzz/options.ts). */
  totalBudgetMs?: number;
  includeWrites: boolean;
  durationMs: number;
  tools: ToolFuzzReport[];
  /** Suppressions entries that matched no finding of a tool fuzzed in this run: stale, to be removed. */
  unusedSuppressions?: SuppressionEntry[];
  /** Set when the fuzz could not go on (the server would not start again); fails the command. */
  error?: string;
}
