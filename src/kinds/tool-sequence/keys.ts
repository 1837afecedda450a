/**
 * The keys of a tool-sequence scenario (`tool_sequence:`, `roots:`): merged into the scenario schema
 * and the JSON Schema by the scenario format (scenario/schema.ts). A step's keys are its kinds' and
 * the shared ones, from the registry of step kinds (steps/index.ts).
 */
import { z } from 'zod';
import type { NestedKeys } from '../kind.js';
import { STEP_KEYS, STEP_NESTED_KEYS, stepSchema } from './steps/index.js';

export { STEP_CHECK_KEYS, STEP_KEYS, STEP_KIND_KEYS } from './steps/index.js';

export const rootSchema = z.union([
  z.string().min(1).describe('A root URI (file:///workspace/data).'),
  z.strictObject({
    uri: z.string().min(1).describe('The root URI.'),
    name: z.string().min(1).optional().describe('A name for the root.'),
  }),
]);

export const toolSequenceKeys = {
  tool_sequence: z
    .array(stepSchema)
    .min(1)
    .optional()
    .describe('Calls made in order, on one MCP session; at least one. A scenario has this or `prompt`, never both.'),
  roots: z
    .array(rootSchema)
    .optional()
    .describe(
      'What the client shares when the server asks for its roots (roots/list), as URIs or {uri, name}. ' +
        'Without it, a roots request during a call fails the step.',
    ),
};

/** The mappings inside a tool-sequence scenario: a step, a root, and those inside a step. */
export const toolSequenceNestedKeys: Readonly<Record<string, NestedKeys>> = {
  tool_sequence: { keys: STEP_KEYS },
  roots: { keys: ['uri', 'name'], shapes: 'a URI or a mapping with uri (and name)' },
  ...STEP_NESTED_KEYS,
};
