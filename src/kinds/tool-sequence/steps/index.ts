/**
 * The registry of step kinds inside a tool sequence: each checks its steps against the server's
 * lists before the first call, makes its call, and names what it touches (coverage). Adding a
 * step kind (a resource read, a prompt) is one new module and one line in STEP_KINDS.
 */
import type { CheckResult, Named, ScenarioStep, StepResult } from '../../../model/index.js';
import type { SessionKeeper } from '../../../mcp/keeper.js';
import { toolStep } from './tool.js';

/** What the server lists, read once per session before the first call. */
export interface ServerLists {
  /** Tools by name, with the input schema each step's arguments are checked against. */
  tools: Map<string, { inputSchema: unknown }>;
}

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

export const STEP_KINDS: Record<ScenarioStep['kind'], StepKind> = {
  tool: toolStep,
};

export function stepKindOf(step: ScenarioStep): StepKind {
  return STEP_KINDS[step.kind];
}
