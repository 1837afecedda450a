/**
 * What a scenario kind is, and what the scheduler hands it. The registry (kinds/index.ts) lists
 * the kinds; the loader, the scheduler and coverage take every kind-specific decision from there.
 */
import type { JudgePlan } from '../checks/judge.js';
import type { HintBudget } from '../checks/text.js';
import type { SessionKeeper } from '../mcp/keeper.js';
import type { OtherLists } from '../mcp/lists.js';
import type { SessionLease } from '../mcp/leases.js';
import type { McpSession } from '../mcp/session.js';
import type { z } from 'zod';
import type { Named, RunResult, Scenario, ScenarioFileError, ScenarioResult, SkipCode } from '../model/index.js';
import type { Built, DocumentPositions } from './positions.js';

/**
 * What the server lists, read once per session before the first call, and again after the server
 * says a list changed (`notifications/tools/list_changed`, and the resources' and prompts' own).
 * Resources, templates and prompts are read when a scenario's steps name them.
 */
export interface ServerLists extends Partial<OtherLists> {
  /** Tools by name, as the server listed them (steps' arguments are checked against `inputSchema`). */
  tools: Map<string, { name: string; inputSchema: unknown; [key: string]: unknown }>;
  /** Why the resources, templates or prompts could not be read (their lists are then absent). */
  otherListsError?: string;
}

/** Settings every kind's run reads, decided once per run (a kind may read more: its own plan). */
export interface BaseRunOptions {
  timeoutMs: number;
  /** The judge, or why criteria are not judged in this run. */
  judge: JudgePlan;
  /**
   * The run's secrets (the list may grow as OAuth tokens are obtained): redacted from each call's
   * output before it is cut, so a secret straddling the cut keeps none of its characters.
   */
  secrets?: readonly string[];
}

/** What the scheduler hands a kind's run, once the scenario's first session is open. */
export interface KindContext<O extends BaseRunOptions = BaseRunOptions> {
  /** The scenario's session, reopened once if the server drops it. */
  keeper: SessionKeeper;
  sessions: SessionLease;
  options: O;
  /** The result fields every kind reports the same way. */
  base: Pick<ScenarioResult, 'name' | 'description' | 'position'>;
  /** `performance.now()` when the scenario started. */
  started: number;
  /** What is left of the run's budget for closest-line hints. */
  hints: HintBudget['run'];
  /**
   * The server's lists on this session, read once per client (every kind shares the one read) and
   * again once the server said its tool list changed; `refresh` reads them again now.
   */
  /**
   * The server's lists, read once per session (again after a list change or with `refresh`). Its
   * tools always; its resources, templates and prompts only with `others` (a scenario of tool steps
   * only asks nothing more of the server).
   */
  lists(session: McpSession, options?: { refresh?: boolean; others?: boolean }): Promise<ServerLists>;
  /**
   * Says a request for a tool, a resource or a prompt is being sent to the server, just before it
   * is: coverage counts it even when the run is stopped (SIGTERM, its time limit) before the answer,
   * when the scenario's result, cut short, holds none of its calls.
   */
  reached(kind: ReachedKind, name: string): void;
}

/** What a request reaches: a tool called, a resource read (by URI), a prompt got. */
export type ReachedKind = 'tool' | 'resource' | 'prompt';

/**
 * A key whose value is a mapping (or a list of them) of its own keys: those keys, for the loader's
 * did-you-mean, and for a key that takes one of two shapes, what it must be, in words.
 */
export interface NestedKeys {
  keys: readonly string[];
  shapes?: string;
}

/**
 * A decision made before any server starts: the scenario is skipped, or errors, in this run. A skip
 * carries its code (model/reasons.ts) when a decision of the run reads it.
 */
export type KindGate = { skip: string; code?: SkipCode } | { error: string } | undefined;

/**
 * A kind's plan for one run, decided once before any server starts (keys, replay, record, budget):
 * its part of the options each of its scenarios' runs reads, and what it folds into the run's result.
 */
export interface KindRunPlan<O extends BaseRunOptions = BaseRunOptions, R = unknown> {
  /** The kind's own fields of the options every scenario's run reads (its plan). */
  options: Partial<O>;
  /** Into the result as soon as the plan is made (what the kind will do, or why it will not). */
  planned?(result: RunResult): void;
  /** Into the result once the scenarios ran: what the kind used (model calls, tokens, its budget). */
  ran?(result: RunResult): void;
  /** What the kind kept for the caller once the scenarios ran (the recordings of `record-agent`). */
  kept?(selected: Scenario[], results: ScenarioResult[]): { scenario: Scenario; recording: R }[];
}

export interface ScenarioKind<S extends Scenario = Scenario, O extends BaseRunOptions = BaseRunOptions, K = unknown> {
  readonly kind: S['kind'];
  /** The document key that makes a scenario this kind. */
  readonly key: string;
  /** Other keys that make a scenario this kind, instead of `key` (`prompts` or `prompt_from` for an agent scenario). */
  readonly alsoKeys?: readonly string[];
  /** What a scenario of this kind is called in messages ("an agent scenario"), and its kind in the plural. */
  readonly called: { one: string; many: string };
  /**
   * Under `protocol: both`, why a scenario of this kind runs in one era only, the newest the server
   * serves, instead of in each with its results compared (parity is for deterministic output).
   * Absent: it runs in each era.
   */
  readonly oneEraBecause?: string;
  /** Its own keys (the document key among them), merged into the scenario schema and the JSON Schema. */
  readonly keys: z.ZodRawShape;
  /** Its keys whose values are mappings of their own (by key name), for the loader's messages. */
  readonly nested?: Readonly<Record<string, NestedKeys>>;
  /** The scenario of a document the schema accepted (and that has this kind's key), or its errors. */
  build(document: never, at: DocumentPositions): Built<S>;
  /** Errors still worth showing in a document the schema refused (its references, say). */
  lenientErrors?(input: unknown, at: DocumentPositions): ScenarioFileError[];
  /** Before any session is opened (no key under `agent: auto`, say): costs nothing. */
  gate?(scenario: S, options: O): KindGate;
  run(scenario: S, context: KindContext<O>): Promise<ScenarioResult>;
  /** What the scenario touches on the server, for coverage. */
  named(scenario: S): Named;
  /**
   * What a scenario's result shows reached the server beyond its steps' results (an agent trial's
   * calls, its rendered `prompt_from`), for coverage; absent: nothing more.
   */
  reached?(scenario: S, result: ScenarioResult): Named;
  /** After selection: the rows a scenario becomes in this run (one per model, say); absent: itself. */
  expand?(scenario: S, settings: K): Scenario[];
  /** The kind's plan for a run whose selection holds `selected` (its own scenarios among them). */
  plan?(settings: K, selected: Scenario[]): Promise<KindRunPlan<O>>;
}
