/**
 * The result model: what a run returns. Every renderer (summary, annotations, JSON, JUnit, terminal)
 * is a pure function of these types, so what one report says, the others say too.
 */
import type { RateEstimate } from '../stats/rate.js';
import type { AgentBaselineResult } from '../stats/baseline.js';
import type { LintReport, SnapshotCheck } from './server-tools.js';
import type { AnnotationsReport } from './annotations.js';
import type { ErrorCode, SkipCode } from './reasons.js';
import type { ScenarioFileError, SequentialRule, SourcePosition } from './scenario.js';

/** The kinds of request a server makes of the client during a call. */
export type ClientRequestKind = 'elicitation' | 'sampling' | 'roots';

/** One request the server made of the client during a step, and what the client answered. */
export interface ClientRequestRecord {
  kind: ClientRequestKind;
  /** What was asked: the elicitation's message, the sampling messages (cut), or the roots request. */
  message: string;
  /** What the client answered, as shown in reports; for a refused request, why it was refused. */
  answer: string;
  /** False when nothing in the scenario answered it (or the answer did not fit): the step fails. */
  answered: boolean;
  /**
   * `init`'s calls only (a step with `proposeAnswers`): the answer the client made up for a request
   * nothing scripted, which init writes into the scenario it proposes: the form's content, or the
   * sampled reply's text.
   */
  proposal?: { content?: Record<string, unknown>; text?: string };
}

/**
 * What the server told the client while a call was in progress: its progress, its log messages, and
 * that its tool list changed. Kept with the call and shown with a failure.
 */
export interface ServerNotificationRecord {
  kind: 'progress' | 'log' | 'tools_list_changed' | 'resources_list_changed' | 'prompts_list_changed';
  /** The notification as reports show it (cut to CLIENT_REQUEST_QUOTE_CHARS). */
  message: string;
}

/**
 * `call`: an agent scenario's check on the calls the model made (an expected call, a forbidden tool,
 * the order, the call limit); `agent`: the trial itself (the model stopped without an answer, hit
 * `max_turns`, the API failed) or the scenario's pass rule over its trials.
 */
export type CheckKind = 'step' | 'save' | 'contains' | 'not_contains' | 'judge' | 'call' | 'agent';
export type CheckStatus = 'passed' | 'failed' | 'skipped';

/** The judge's answer to one criterion, as `parseVerdict` understood it. */
export interface JudgeVerdict {
  verdict: 'PASS' | 'FAIL';
  reason: string;
  /** The reply exactly as the model (or the API error) gave it. */
  raw: string;
  /** Set when the reply broke the two-line contract: why it was not accepted. */
  malformed?: string;
  /**
   * Set when no reply came at all (the API could not be reached, or did not answer in time): an
   * error of the judge, not a verdict on the output. The verdict is still FAIL, never a PASS.
   */
  error?: string;
  /** With `error`: `cost_budget` when the call was not made because `judge-cost-budget` was spent. */
  errorCode?: 'cost_budget';
  /** The tokens the call that gave this verdict spent, and the model (canonical name) it ran on. */
  usage?: { model: string; tokens: TokenUsage };
}

export interface CheckResult {
  kind: CheckKind;
  /** What was checked: the substring, the criterion, or the tool name of a step. */
  subject: string;
  status: CheckStatus;
  /** Why it failed or was skipped; absent on a pass. */
  message?: string;
  position: SourcePosition;
  judge?: JudgeVerdict;
  /**
   * The step a check belongs to: set for a step's own `expected_contains`/`expected_not_contains`
   * and `save` entries; absent for the scenario's checks on the joined output (a `step` check's
   * own position already is the step's).
   */
  step?: StepRef;
  /**
   * Set when the check could not be made at all (the judge could not be asked: the API was
   * unreachable, did not answer, or answered with an error status): the scenario errors, since the
   * server's output was never judged.
   */
  unavailable?: string;
  /** With `unavailable`: `cost_budget` when the judge was not asked because `judge-cost-budget` was spent. */
  unavailableCode?: 'cost_budget';
  /** With `unavailable`: the tokens of a call that was made and answered all the same (it overran the budget). */
  judgeUsage?: { model: string; tokens: TokenUsage };
  /**
   * What a failed check of a step found, for decisions made on it (never its message's wording): a
   * pre-check's unknown name or unfitting arguments; or, after the call, `unasked_answer`: every way
   * the call and its script parted was a scripted answer the server did not ask for in this era
   * (`protocol: both` then tells an era difference of the server from a wrong script).
   */
  problem?: 'unknown_name' | 'arguments' | 'unasked_answer';
}

/** Which entry of `tool_sequence` a check belongs to. */
export interface StepRef {
  /** 1-based, as people count steps. */
  index: number;
  tool: string;
}

export interface StepResult {
  tool: string;
  position: SourcePosition;
  /** The call's result rendered to text (cut to a safe size). */
  text: string;
  isError: boolean;
  durationMs: number;
  /** Protocol-level failure (unknown tool, timeout, closed connection). */
  error?: string;
  /**
   * Set when this call ran on a new session because the server had dropped the scenario's session
   * (HTTP 404 for its session id): why. State that earlier steps left in the old session is gone.
   */
  newSession?: string;
  /**
   * What the server asked of the client during this call (elicitation, sampling, roots), in order, and
   * the answers: at most CALL_REQUESTS_KEPT.
   */
  requests?: ClientRequestRecord[];
  /** How many more requests the server made during this call, past CALL_REQUESTS_KEPT: counted, not kept. */
  requestsLeftOut?: number;
  /**
   * What the server told the client during this call (progress, log messages, a tool list change), in
   * order: at most CALL_NOTIFICATIONS_KEPT, then one record counting the rest.
   */
  notifications?: ServerNotificationRecord[];
  /**
   * What the step's output holds that the model reads and a user would not see (hidden text: tag
   * characters, zero-width or bidi controls, …), one sentence each. A warning, not a failure.
   */
  warnings?: string[];
}

/**
 * `failed`: the server answered and a check did not hold.
 * `errored`: the scenario could not be run to the end (server did not start, protocol error).
 */
export type ScenarioStatus = 'passed' | 'failed' | 'errored' | 'skipped';

export interface ScenarioResult {
  name: string;
  description?: string;
  position: SourcePosition;
  status: ScenarioStatus;
  durationMs: number;
  steps: StepResult[];
  checks: CheckResult[];
  /** The joined output every check and the judge saw. */
  output: string;
  /** Why the scenario errored or was skipped. */
  error?: string;
  /** What decisions read of `error`, for the errors one reads (reasons.ts); never the text. */
  errorCode?: ErrorCode;
  skipReason?: string;
  /** Why it was skipped, as a code (reasons.ts): what decisions read instead of `skipReason`. */
  skipCode?: SkipCode;
  /** The server's captured stderr, when the scenario did not pass. */
  stderr?: string;
  /**
   * Set (with status `errored`) when the scenario errored because the server failed: it did not start
   * for this scenario, or during a call its connection closed or it stopped answering. Its stderr is
   * then the likely cause, which annotations quote; any other scenario's stderr (often the server's
   * routine logging) stays in the job log and the summary.
   */
  serverFailed?: true;
  /**
   * Set (with status `errored`) when the scenario was not run because the server could not start
   * at all; `RunResult.serverError` says why, once for the run.
   */
  notRun?: boolean;
  /** An agent scenario's trials, calls and tokens. */
  agent?: AgentResult;
  /**
   * What this scenario's model calls cost (its agent trials and its judge criteria), when it made
   * any: a judgement shared by several scenarios (the same criterion on the same output) counts in
   * each of them, and once in the run's total.
   */
  cost?: Cost;
  /** The MCP revision this scenario's session spoke (`2026-07-28`, `2025-11-25`…), when it opened one. */
  revision?: string;
  /**
   * With `protocol: both`: the scenario's result in each era the server serves, side by side. The
   * scenario's own status is the worse of them; a pass in one and a failure in the other is a parity failure.
   * Absent for a scenario of a kind run in one era only (an agent scenario: see `RunProtocol.oneEra`).
   */
  eras?: EraOutcome[];
  /**
   * With `protocol: both`: the scenario passed in each era with different joined outputs. Not a
   * failure (each era's checks held), but the same calls answered differently: a unified diff from
   * the first era's output to the other's, at most ERA_DIFF_LIMIT_CHARS (each output is in `eras`).
   */
  eraDifference?: EraDifference;
}

/** How a scenario's joined output differs between two eras it passed in. */
export interface EraDifference {
  /** The era and revision of each side: `from` is the `-` side of the diff, `to` the `+` side. */
  from: { era: 'modern' | 'legacy'; revision: string };
  to: { era: 'modern' | 'legacy'; revision: string };
  /** A unified diff of the outputs (`@@` hunks), cut at ERA_DIFF_LIMIT_CHARS with the cut said; the lines are the server's text, unescaped. */
  diff: string;
}

/** One era's run of a scenario under `protocol: both`. */
export interface EraOutcome {
  era: 'modern' | 'legacy';
  revision: string;
  status: ScenarioStatus;
  /** What failed or errored in that era (the first failed check's message, or the error). */
  message?: string;
  output: string;
}

/** What the run spoke and what the server said of itself (`server/discover` or `initialize`). */
export interface RunProtocol {
  /** The `protocol` setting: auto, legacy, modern or both. */
  setting: 'auto' | 'legacy' | 'modern' | 'both';
  era: 'modern' | 'legacy';
  /** The revision spoken (under `both`, the first era's). */
  revision: string;
  serverName?: string;
  serverVersion?: string;
  /** The revisions the server says it supports. */
  supportedVersions: string[];
  /** The eras the scenarios ran in: one, or two under `both` when the server serves both. */
  eras: ('modern' | 'legacy')[];
  /**
   * Under `both` with two eras served: the scenarios run in one era only, the newest the server
   * serves, instead of in each (agent scenarios: their trials are random, so a difference between
   * eras would be noise, not parity). Each of them has this `revision` and no `eras`.
   */
  oneEra?: {
    era: 'modern' | 'legacy';
    revision: string;
    /** How many scenarios ran so (skipped ones not counted). */
    scenarios: number;
    /** Which of them and why, one sentence (`agent scenarios ran in 2026-07-28 only: …`). */
    notice: string;
  };
  /**
   * Why the run speaks the 2025 era although the setting negotiated (`auto`, `both`): the server did
   * not answer the `server/discover` probe within its wait, and answered `initialize` on a fresh
   * connection. Every face shows it as a notice.
   */
  fallback?: string;
}

/**
 * What model calls cost in US dollars (providers/prices.ts): `usd` is null when tokens were spent on
 * a model with no price, and `unknown` names those models (a partial sum would read as the whole bill).
 */
export interface Cost {
  usd: number | null;
  unknown: string[];
}

/** Tokens as the Messages API counts them. */
export interface TokenUsage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

/** One `tool_use` of the model, exactly as it sent it, and what the server answered. */
export interface AgentCall {
  /** 1-based model turn that asked for the call. */
  turn: number;
  tool: string;
  /** The input exactly as the model sent it, before any validation by the server. */
  input: unknown;
  /** The tool result rendered to text (cut as other outputs are); empty when the call failed. */
  output: string;
  isError: boolean;
  /** A protocol failure (unknown tool, bad arguments refused, timeout); the model was told it as an error. */
  error?: string;
  /** Set when the call never reached the server (a tool name it does not list): the model was told so. */
  refused?: true;
}

export interface AgentTrial {
  /** 1-based. */
  index: number;
  status: 'passed' | 'failed' | 'errored';
  calls: AgentCall[];
  /** The text of the model's last reply; empty when it never gave one. */
  finalAnswer: string;
  /** Model replies in this trial. */
  turns: number;
  /** This trial's checks; a failed one says what differed. */
  checks: CheckResult[];
  error?: string;
  /** What decisions read of `error`, for the errors one reads (reasons.ts). */
  errorCode?: ErrorCode;
  /** With `error`: what it stopped, as the reports name the check (`replay of the recording`, `model request`, `judge`…). */
  errorSubject?: string;
  tokens: TokenUsage;
  durationMs: number;
  /** With `prompts:`: which phrasing this trial asked (1-based). */
  phrasing?: number;
}

/** One phrasing of a scenario with `prompts:`: its trials, rate, and whether it is significantly below the others. */
export interface PhrasingResult {
  /** 1-based, in the order of `prompts:`. */
  index: number;
  prompt: string;
  position: SourcePosition;
  passes: number;
  trials: number;
  rate: RateEstimate;
  /** Fisher's exact test of this phrasing against the rest (one-sided: lower), and Holm's adjustment across phrasings. */
  pValue: number;
  adjusted: number;
  /** Significantly below the other phrasings (adjusted p at most the scenario's error rate): named in the failure. */
  weaker: boolean;
}

export interface AgentResult {
  model: string;
  prompt: string;
  /** Trials asked for (`trials`). */
  planned: number;
  minPasses: number;
  passes: number;
  /** The trials run, in order; fewer than planned when the outcome was decided early. */
  trials: AgentTrial[];
  /** Why later trials were not run, when they were not. */
  stoppedEarly?: string;
  /**
   * Trials that were already running (run concurrently) when the rule decided: run, their tokens in
   * `tokens`, but not counted, so the verdict is the one a one-at-a-time run reaches.
   */
  uncounted?: number;
  tokens: TokenUsage;
  /** The pass rate over the trials run, with its 95% Wilson interval (errored trials count as not passed). */
  rate: RateEstimate;
  /** Set when the model's side was replayed from a recording: no model call was made, the rate is a replay's. */
  replayed?: true;
  /** The recording replayed, workspace-relative (`scenarios/__recordings__/NAME.json`), when replayed. */
  recording?: string;
  /** With `pass_rate`: the sequential verdict and the rule it was reached by. */
  sequential?: SequentialRule & { verdict: 'pass' | 'fail' | 'inconclusive'; tokensSaved?: number };
  /** With a baseline file (checked or recorded): this run's rows and how they compare. */
  baseline?: AgentBaselineResult;
  /** With `prompts:`: each phrasing's passes, trials and rate. */
  phrasings?: PhrasingResult[];
}

/** Where the judge's or the agent's calls reached Claude (the `provider` setting, as chosen): the Anthropic API, Amazon Bedrock or Google Vertex AI. */
export type CallPlatform = 'anthropic' | 'bedrock' | 'vertex';

/** The agent scenarios' settings and token use for the run. */
export interface AgentUsage {
  mode: JudgeMode;
  model: string;
  /** The platform that answered the agent scenarios' model calls; absent when none was made (replayed, skipped). */
  platform?: CallPlatform;
  /** Why agent scenarios were skipped, when they were. */
  skippedBecause?: string;
  /** Run-wide token budget (input + output, cache reads included); absent: none. */
  tokenBudget?: number;
  /** Tokens used past `tokenBudget`, when a reply overran it (its scenario and those after it errored). */
  tokenBudgetExceededBy?: number;
  /** `agent-cost-budget` in USD, when set: past it the agent scenarios left error (`cost_budget`). */
  costBudgetUsd?: number;
  /** Model requests made (none when replayed). */
  calls: number;
  tokens: TokenUsage;
  /** What the agent scenarios' model calls cost, over every model they ran on (set after the run). */
  cost?: Cost;
  /** Set when the agent scenarios were replayed from their recordings: `calls` is 0, no request left. */
  replayed?: true;
}

/** Why a run stopped before its scenarios ran: the server could not start at all. */
export interface ServerError {
  /** What went wrong, said once for the run (the first scenario's attempt to start the server). */
  message: string;
  /** What the server wrote to stderr, when it wrote anything. */
  stderr?: string;
}

export type RunMode = 'stub' | 'live';
export type JudgeMode = 'auto' | 'required' | 'off';

export interface JudgeUsage {
  mode: JudgeMode;
  model: string;
  /** The platform that answered the judge's calls; absent when none was made. */
  platform?: CallPlatform;
  /** Why criteria were not evaluated, when they were not. */
  skippedBecause?: string;
  /** Why the judge could not run although it is required (`judge: required` without a key): fails the run. */
  failedBecause?: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  /** What the judge's calls cost, once each (set after the run). */
  cost?: Cost;
  /** `judge-cost-budget` in USD, when set. */
  costBudgetUsd?: number;
}

export interface RunResult {
  mode: RunMode;
  /** The server under test, as shown to people: a command, a module path or a URL, never a secret. */
  target: string;
  /**
   * `scenario`: one MCP session (over stdio, one server process) per scenario. `suite`: one session
   * shared by every scenario of the run, so state can carry over between them.
   */
  isolation: 'scenario' | 'suite';
  /**
   * Set under `isolation: scenario` when starting the server took most of the run
   * (STARTUP_NOTICE_SHARE): the sessions started; `startupMs`, the wall-clock time during which a
   * server was starting (what is set against `runMs`); `summedMs`, each start-up's time added up;
   * `mostAtOnce`, the most start-ups under way at once.
   */
  startupDominated?: { sessions: number; startupMs: number; summedMs: number; mostAtOnce: number; runMs: number };
  startedAt: string;
  durationMs: number;
  scenarios: ScenarioResult[];
  /** Problems found before anything ran; when there are any, no scenario ran. */
  fileErrors: ScenarioFileError[];
  /** Globs that matched no file. */
  unmatchedGlobs: string[];
  /** Scenarios left out of a live run because they lack `live: true`. */
  notLive: number;
  /** Scenarios left out by `filter` or `shard`. */
  deselected: number;
  /**
   * This shard (`i/n`) got no scenario while the others share `others` (fewer scenarios than
   * shards): the run passes with a notice instead of failing for having nothing selected.
   */
  emptyShard?: { shard: string; others: number };
  judge: JudgeUsage;
  /** Set when the run held agent scenarios. */
  agent?: AgentUsage;
  /** What the run's model calls cost, the judge's and the agent scenarios' together; absent when it made none. */
  cost?: Cost;
  /**
   * Set when the server could not start at all (no such program, a module that does not load,
   * nothing listening at the URL): the run stopped at the first such failure, and every scenario
   * that needed the server is errored with `notRun`. Fails the run (the CLI exits 2).
   */
  serverError?: ServerError;
  /**
   * How many of the server's tools the run's scenarios call, and which none does; absent when no
   * session read the server's tool list (nothing ran, or the server could not start).
   */
  coverage?: ToolCoverage;
  /** The lint of the server's tool list before the scenarios (`lint: warn|error`); absent with `lint: off`. */
  lint?: RunLint;
  /**
   * The tool-list snapshot check (`tools-snapshot`), run before the scenarios; absent when there
   * was nothing to check. A difference, an unreadable file or a list over budget fails the run.
   */
  toolsSnapshot?: SnapshotCheck;
  /**
   * The annotations check before the scenarios (`annotations: warn|error`): the check's own report
   * (model/annotations.ts), with the run's mode; absent with `annotations: off`.
   */
  annotations?: RunAnnotations;
  /** The era and revision spoken, and what the server said of itself; absent when no session opened. */
  protocol?: RunProtocol;
}

/** What `lint: warn|error` found on the run's server (src/server-tools/lint). */
export interface RunLint {
  /** `error`: an error-level finding fails the run; `warn`: findings are shown only. */
  mode: 'warn' | 'error';
  report?: LintReport;
  /** Why the lint could not be done (the server did not list its tools, a bad suppressions file). */
  error?: string;
}

/**
 * What `annotations: warn|error` found on the run's server: the AnnotationsReport itself (its
 * `error` says why the check could not be done or did not finish: live mode, a bad probes file, a
 * server that would not start), with the mode and where each tool is in the committed snapshot.
 */
export interface RunAnnotations extends AnnotationsReport {
  /** `error`: a finding, or a check that did not finish, fails the run; `warn`: shown only. */
  mode: 'warn' | 'error';
  /**
   * The committed tool-list snapshot (`tools-snapshot`), when it exists, and the line of each
   * checked tool's `"name"` in it: where the workflow annotations of its findings go.
   */
  snapshot?: { file: string; lines: Record<string, number> };
}

/** The server's tools against the tools the run's scenarios call (src/run/coverage.ts). */
export interface ToolCoverage {
  /** How many tools the server lists. */
  serverTools: number;
  /** The server's tools that some scenario of the run calls, in the server's order. */
  called: string[];
  /** The server's tools that no scenario of the run calls, in the server's order. */
  uncalled: string[];
  /**
   * The server's static resources (by URI), resource templates (by URI template) and prompts (by
   * name), and which of them a scenario reads; each present only when the server lists some.
   */
  resources?: ListCoverage;
  templates?: ListCoverage;
  prompts?: ListCoverage;
}

/** One of the server's other lists, and which of its entries the run's scenarios read. */
export interface ListCoverage {
  /** How many the server lists. */
  listed: number;
  /** Those some scenario of the run reads, in the server's order. */
  read: string[];
  /** Those no scenario of the run reads, in the server's order. */
  unread: string[];
}

export interface RunTotals {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
}

export function totalsOf(run: RunResult): RunTotals {
  const count = (status: ScenarioStatus) => run.scenarios.filter((s) => s.status === status).length;
  return {
    total: run.scenarios.length,
    passed: count('passed'),
    failed: count('failed') + count('errored'),
    skipped: count('skipped'),
  };
}
