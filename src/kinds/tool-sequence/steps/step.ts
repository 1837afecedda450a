/** What a step kind is: the interface every entry of the step registry (index.ts) implements. */
import type { SessionKeeper } from '../../../mcp/keeper.js';
import type { CheckResult, Named, RootScript, ScenarioStep, StepResult } from '../../../model/index.js';
import type { ServerLists } from '../../kind.js';

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

export interface StepKind {
  readonly key: ScenarioStep['kind'];
  /** Before the first call: a name the server lacks, arguments its schema rejects (when known now). */
  precheck(step: ScenarioStep, lists: ServerLists): CheckResult[];
  /** Just before the call, for arguments known only then (`${name}` substituted). */
  checkArguments(step: ScenarioStep, args: Record<string, unknown>, lists: ServerLists): CheckResult | undefined;
  call(step: ScenarioStep, args: Record<string, unknown>, context: StepCallContext): Promise<StepCall>;
  named(step: ScenarioStep): Named;
}
