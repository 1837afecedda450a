/**
 * The registry of step kinds inside a tool sequence: each checks its steps against the server's
 * lists before the first call, makes its call, and names what it touches (coverage). Adding a
 * step kind (a resource read, a prompt) is one new module and one line in STEP_KINDS.
 */
import type { ScenarioStep } from '../../../model/index.js';
import type { StepKind } from './step.js';
import { completeStep } from './complete.js';
import { promptStep } from './prompt.js';
import { resourceStep } from './resource.js';
import { toolStep } from './tool.js';

export type { StepCall, StepCallContext, StepKind } from './step.js';

export const STEP_KINDS: Record<ScenarioStep['kind'], StepKind> = {
  tool: toolStep,
  resource: resourceStep,
  prompt: promptStep,
  complete: completeStep,
};

export function stepKindOf(step: ScenarioStep): StepKind {
  return STEP_KINDS[step.kind];
}
