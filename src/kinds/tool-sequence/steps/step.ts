/**
 * What a step kind is: the interface every entry of the step registry (index.ts) implements. A
 * step kind owns everything about itself: its key and the keys that go with it, how it reads its
 * document, its label, what it checks against the server's lists, its call and its output's text,
 * and what it names for coverage.
 */
import type { z } from 'zod';
import type { SessionKeeper } from '../../../mcp/keeper.js';
import type {
  CheckResult,
  Named,
  RootScript,
  ScenarioFileError,
  ScenarioStep,
  SourcePosition,
  StepCommon,
  StepResult,
} from '../../../model/index.js';
import type { NestedKeys, ServerLists } from '../../kind.js';
import type { DocumentPath } from '../../positions.js';
import type { StepDocument } from './shared-keys.js';

/** One call's outcome: its result, its own pass/fail check, and why the sequence stops (if it does). */
export interface StepCall {
  result: StepResult;
  check: CheckResult;
  /** The call could not be made or did not end (a protocol error): the scenario errors. */
  fatal?: string;
  /** With `fatal`: the server failed (its connection closed, or it stopped answering), as `isServerFailure` says. */
  serverFailed?: boolean;
  /**
   * The server answered, but not as the step's script of requests says (an unscripted or unfitting
   * request, an answer never asked for): the step failed, and the steps after it are not called, since
   * the server was left partway through what it meant to do.
   */
  stop?: boolean;
}

export interface StepCallContext {
  keeper: SessionKeeper;
  timeoutMs: number;
  secrets: readonly string[];
  /** What the client shares when the server asks for its roots: the scenario's `roots:`. */
  roots?: readonly RootScript[];
  /** The server's lists as read before the step: what `expect_error: invalid_arguments` checks the arguments against. */
  lists?: ServerLists;
}

/** Where a step's parts stand in its file, for the errors its kind's `read` finds. */
export interface StepAt {
  /** `tool_sequence[2]`: the step as messages name it. */
  readonly label: string;
  /** Where the value at `path` inside the step stands (no path: the step itself). */
  of(...path: DocumentPath): SourcePosition;
}

/**
 * The values a step's `${name}` references are substituted in, as one mapping, and where that
 * mapping stands in the step's document (`['args']`; `[]`: the step's own keys, a resource's URI).
 */
export interface StepInputs {
  values: Record<string, unknown>;
  at: DocumentPath;
  /** The JSON Schema the values are passed under (a tool's input schema): a saved `42` passes as a number where it says so. */
  schema?: unknown;
}

/** The server's list a step is checked against: its capability says whether the list may change. */
export type StepList = 'tools' | 'resources' | 'prompts';

/** A step kind's own fields: the step without what every step has. */
export type StepOwn<S extends ScenarioStep> = Omit<S, keyof StepCommon>;

export interface StepKind<S extends ScenarioStep = ScenarioStep> {
  /** The document key that makes a step this kind, and its key in `StepKindTypes` (model/). */
  readonly key: S['kind'];
  /** Its key, with its shape, merged into the step schema (and the JSON Schema) before the shared keys. */
  readonly keys: z.ZodRawShape;
  /** Its keys whose values are mappings of their own, for the loader's did-you-mean. */
  readonly nested?: Readonly<Record<string, NestedKeys>>;
  /**
   * Its fields from a step document the schema accepted (that has this kind's key), and the errors
   * of its key rules: a shared key it does not take (`args` on a resource read), a pair that does
   * not go together.
   */
  read(document: StepDocument, at: StepAt): { step: StepOwn<S>; errors: ScenarioFileError[] };
  /** What messages and reports call the step: the tool, the URI, the prompt, the completion. */
  label(step: S): string;
  /** What its `${name}` references are substituted in (with the server's lists at run time). */
  inputs(step: S, lists?: ServerLists): StepInputs;
  /** The server's list it is checked against; any but `tools` has the resources and prompts read. */
  needs(step: S): StepList;
  /** Before the first call: a name the server lacks, arguments its schema rejects (when known now). */
  precheck(step: S, lists: ServerLists): CheckResult[];
  /** Just before the call, for inputs known only then (`${name}` substituted). */
  checkArguments(step: S, values: Record<string, unknown>, lists: ServerLists): CheckResult | undefined;
  /** The call with its inputs substituted, its result rendered to the text the checks and the judge see. */
  call(step: S, values: Record<string, unknown>, context: StepCallContext): Promise<StepCall>;
  /** What it touches on the server, for coverage (a completion reads nothing). */
  named(step: S): Named;
}

/** The error of a shared key a step kind does not take: `tool_sequence[0].args` cannot go with `resource`. */
export function refused(at: StepAt, kind: string, key: string, why: string): ScenarioFileError {
  return { position: at.of(key), message: `\`${at.label}.${key}\` cannot go with \`${kind}\`: ${why}` };
}
