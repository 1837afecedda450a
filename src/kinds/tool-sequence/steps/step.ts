/** What a step kind is: the interface every entry of the step registry (index.ts) implements. */
import type { SessionKeeper } from '../../../mcp/keeper.js';
import type { CheckResult, Named, ScenarioStep, StepResult } from '../../../model/index.js';
import type { ServerLists } from '../../kind.js';

/** One call's outcome: its result, its own pass/fail check, and why the sequence stops (if it does). */
export interface StepCall {
  result: StepResult;
  check: CheckResult;
  fatal?: string;
}

export interface StepCallContext {
  keeper: SessionKeeper;
  timeoutMs: number;
  secrets: readonly string[];
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
