/**
 * The scenario model: what a scenario file becomes once loaded (a union on `kind`, each kind's
 * fields on its own type). Read by the kinds that run it, the run that plans it and the authoring
 * commands that write it; it imports nothing but itself.
 */

/** A position in a scenario file. `file` is workspace-relative with `/` separators, as GitHub wants it. */
export interface SourcePosition {
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
}

/** A value read from a scenario file, with where it stands there. */
export interface Located<T> {
  value: T;
  position: SourcePosition;
}

/** A step's `save` entry: a value cut from the call's output for later steps' `${name}`. */
export interface SaveRule {
  /** The name later args use as `${name}`. */
  name: string;
  /** The pattern as written; it has exactly one capture group, whose match is the value. */
  pattern: string;
  position: SourcePosition;
}

/**
 * What every step has, whatever it calls: its checks, saves, scripts of answers, timeout and place.
 * A step kind's own fields (what it calls) are in its type, in the step kind's module.
 */
export interface StepCommon {
  expectError: boolean;
  /** Overrides the run's per-call timeout. */
  timeoutMs?: number;
  position: SourcePosition;
  /** Checked against this call's rendered output alone. */
  expectedContains: Located<string>[];
  expectedNotContains: Located<string>[];
  /** Values saved from this call's output, in the order written. */
  save: SaveRule[];
  /** What the client answers when the server asks for input during this call: one entry per round, in order. */
  elicitation?: ElicitationScript[];
  sampling?: SamplingScript[];
}

/**
 * The step kinds by key, each its own type (`tool` → `ToolStep`…): every step kind's module
 * (kinds/tool-sequence/steps) adds its member by declaration merging, so that the model names no
 * step kind and `ScenarioStep` is still the exact union on `kind`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StepKindTypes {}

/** One step of a tool sequence: a union on `kind` (kinds/tool-sequence/steps is the registry). */
export type ScenarioStep = StepKindTypes[keyof StepKindTypes];

/** One scripted answer to an `elicitation/create` (a step's `elicitation`). */
export interface ElicitationScript {
  action: 'accept' | 'decline' | 'cancel';
  /** The form's values, sent with `accept` after they are checked against the schema the server sent. */
  content?: Record<string, unknown>;
  position: SourcePosition;
}

/** One scripted answer to a `sampling/createMessage` (a step's `sampling`): the model's reply, as text. */
export interface SamplingScript {
  text: string;
  /** The model the reply says it came from (default: SCRIPTED_SAMPLING_MODEL). */
  model?: string;
  stopReason?: string;
  position: SourcePosition;
}

/** A root the client shares when the server asks (`roots:` of a scenario). */
export interface RootScript {
  uri: string;
  name?: string;
}

/** What every scenario kind has: its name and place, the checks on its output, and when it runs. */
interface ScenarioCommon {
  name: string;
  description?: string;
  /** Absolute path of the file the scenario came from. */
  absolutePath: string;
  /** Position of the scenario's `name` value (or of its document when that is missing). */
  position: SourcePosition;
  expectedContains: Located<string>[];
  expectedNotContains: Located<string>[];
  expectedJudge: Located<string>[];
  live: boolean;
  skip?: string;
}

/** `tool_sequence:`: fixed calls in order (kinds/tool-sequence). */
export interface ToolSequenceScenario extends ScenarioCommon {
  kind: 'tool-sequence';
  agent?: undefined;
  /** The fixed calls, in order. */
  steps: ScenarioStep[];
  /**
   * What the client shares when the server asks for its roots; undefined when the scenario has no
   * `roots:`. The client offers roots only when a selected scenario has them; then one without them
   * shares an empty list.
   */
  roots?: RootScript[];
}

/** `prompt:` instead of `tool_sequence:`: the model chooses the calls (kinds/agent). */
export interface AgentScenario extends ScenarioCommon {
  kind: 'agent';
  agent: AgentSpec;
}

/** A scenario of one of the kinds in the registry (kinds/index.ts), which dispatches on `kind`. */
export type Scenario = ToolSequenceScenario | AgentScenario;

/** What a scenario touches on the server: the tools it calls (and the resources and prompts it reads), for coverage. */
export interface Named {
  tools: string[];
  resources?: string[];
  prompts?: string[];
}

/** One entry of an agent scenario's `expected_calls`. */
export interface ExpectedCall {
  /** A plain field: coverage counts the tools agent scenarios expect. */
  tool: string;
  /** Subset to match, with operators (`$matches`…); absent: any arguments. */
  args?: Record<string, unknown>;
  position: SourcePosition;
}

/** What an agent scenario asks of the model, as loaded. */
export interface AgentSpec {
  /** The user's request; with `promptFrom`, empty until the server's prompt is rendered at run time. */
  prompt: string;
  /** Where `prompt` (or `prompt_from`) stands. */
  promptPosition: SourcePosition;
  /** `prompt_from:`: the request is what the server's prompt renders (prompts/get), as hosts use server prompts. */
  promptFrom?: PromptFrom;
  system?: string;
  /** Absent: the run's agent model. */
  model?: string;
  maxTurns: number;
  trials: number;
  minPasses: number;
  /** `pass_rate:`: decided sequentially after every trial (then `trials` is `max_trials`). */
  sequential?: SequentialRule;
  /**
   * `prompts:`: phrasings of the one request; trial i asks phrasing (i - 1) mod n, and `prompt` is
   * the first. Absent with `prompt:`.
   */
  prompts?: Located<string>[];
  /** `models:`: run on each (one result row each, `NAME [model]`); expanded before the run (kinds/agent/models.ts). */
  models?: string[];
  expectedCalls: ExpectedCall[];
  callsOrder: 'in_order' | 'any';
  forbiddenTools: Located<string>[];
  maxCalls?: Located<number>;
}

/** An agent scenario's `prompt_from: { prompt: NAME, args: {…} }`. */
export interface PromptFrom {
  /** The server prompt's name. */
  name: string;
  /** Its arguments, as text (prompt arguments are strings in the protocol). */
  args: Record<string, string>;
  position: SourcePosition;
}

/** `pass_rate`, `indifference`, `confidence` and `max_trials` of an agent scenario. */
export interface SequentialRule {
  passRate: number;
  indifference: number;
  confidence: number;
  maxTrials: number;
}

/** A problem with a scenario file, found before anything runs. */
export interface ScenarioFileError {
  position: SourcePosition;
  message: string;
}
