/**
 * The registry of step kinds inside a tool sequence: each owns its key and the keys that go with
 * it, reads its document, checks its steps against the server's lists before the first call, makes
 * its call, and names what it touches (coverage). Adding a step kind (`subscribe:`, say) is one new
 * module (its type added to `StepKindTypes` there) and one line in STEP_KINDS.
 */
import { z } from 'zod';
import type { Named, ScenarioFileError, ScenarioStep, StepKindTypes } from '../../../model/index.js';
import type { NestedKeys } from '../../kind.js';
import { completeStep } from './complete.js';
import { promptStep } from './prompt.js';
import { resourceStep } from './resource.js';
import { SHARED_NESTED_KEYS, sharedStepKeys, type StepDocument } from './shared-keys.js';
import type { StepAt, StepKind, StepOwn } from './step.js';
import { toolStep } from './tool.js';

export type { StepCall, StepCallContext, StepKind, StepList } from './step.js';
export { SAVE_NAME_PATTERN, STEP_CHECK_KEYS, type StepDocument } from './shared-keys.js';

/** One entry per step kind, in the order the step schema (and the JSON Schema) lists their keys. */
const STEP_KINDS: { [K in keyof StepKindTypes]: StepKind<StepKindTypes[K]> } = {
  tool: toolStep,
  resource: resourceStep,
  prompt: promptStep,
  complete: completeStep,
};

const ALL_STEP_KINDS = Object.values(STEP_KINDS) as StepKind[];

/** The keys that make a step one kind or another: a step has exactly one. */
export const STEP_KIND_KEYS = ALL_STEP_KINDS.map((kind) => kind.key);

export const stepSchema = z
  .strictObject(
    Object.assign({}, ...ALL_STEP_KINDS.map((kind) => kind.keys), sharedStepKeys) as typeof sharedStepKeys &
      Record<ScenarioStep['kind'], z.ZodOptional<z.ZodType>>,
  )
  .superRefine((step, context) => {
    // Exactly one key says what the step calls. None: most likely a `tool` left out, said as such.
    const kinds = STEP_KIND_KEYS.filter((key) => step[key] !== undefined);
    if (kinds.length === 0) {
      context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['tool'] });
    }
    if (kinds.length > 1) {
      context.addIssue({
        code: 'custom',
        path: [kinds[1]!],
        message: `a step makes one call, and this one also has \`${kinds[0]}\`: split it into two steps`,
      });
    }
  })
  .describe('One call: a tool, a resource read, a prompt, or a completion.');

/** The keys a step may have, for did-you-mean suggestions. */
export const STEP_KEYS = Object.keys(stepSchema.shape);

/** The mappings inside a step (an elicitation answer, a completion): their keys, for the loader's messages. */
export const STEP_NESTED_KEYS: Readonly<Record<string, NestedKeys>> = Object.assign(
  {},
  SHARED_NESTED_KEYS,
  ...ALL_STEP_KINDS.map((kind) => kind.nested ?? {}),
);

export function stepKindOf(step: ScenarioStep): StepKind {
  return STEP_KINDS[step.kind] as StepKind;
}

/** What a step touches on the server, for coverage: a tool, a resource URI, a prompt (a completion: nothing). */
export function namedByStep(step: ScenarioStep): Named {
  return stepKindOf(step).named(step);
}

/** What messages and reports call a step: the tool, the URI, the prompt, the completion. */
export function labelOf(step: ScenarioStep): string {
  return stepKindOf(step).label(step);
}

/**
 * A step kind's own fields from a step document the schema accepted, and the errors of its key
 * rules. The schema made sure the document has exactly one kind's key.
 */
export function readStep(
  document: StepDocument,
  at: StepAt,
): { step: StepOwn<ScenarioStep>; errors: ScenarioFileError[] } {
  const kind = ALL_STEP_KINDS.find((one) => (document as Record<string, unknown>)[one.key] !== undefined)!;
  return kind.read(document, at);
}
