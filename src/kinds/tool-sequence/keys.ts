/**
 * The keys of a tool-sequence scenario (`tool_sequence:`) and of its steps: merged into the
 * scenario schema and the JSON Schema by the scenario format (scenario/schema.ts).
 */
import { z } from 'zod';
import { MAX_STEP_TIMEOUT_MS } from '../../model/limits.js';
import { checkList } from '../common-keys.js';

/** A `save` name: an identifier, so that `${name}` in args can never be mistaken for other text. */
export const SAVE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const stepSchema = z
  .strictObject({
    tool: z.string().min(1).describe('Name of the MCP tool to call.'),
    args: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('Arguments passed to the tool as they are. Default: {}.'),
    expect_error: z
      .boolean()
      .default(false)
      .describe('This call must return isError: true; a success fails the scenario. Default: false.'),
    timeout_ms: z
      .int()
      .positive()
      .max(MAX_STEP_TIMEOUT_MS)
      .optional()
      .describe("Overrides the run's per-call timeout, in milliseconds."),
    expected_contains: checkList("Each must occur in this call's rendered output alone (exact, case-sensitive)."),
    expected_not_contains: checkList("None may occur in this call's rendered output (exact, case-sensitive)."),
    save: z
      .record(z.string().regex(SAVE_NAME_PATTERN), z.string().min(1))
      .optional()
      .describe(
        "Values cut from this call's output for later steps: name → regular expression (JavaScript syntax) with " +
          'exactly one capture group. Later args use the value as ${name}; write $${ for a literal ${.',
      ),
  })
  .describe('One tool call.');

export const toolSequenceKeys = {
  tool_sequence: z
    .array(stepSchema)
    .min(1)
    .optional()
    .describe('Calls made in order, on one MCP session; at least one. A scenario has this or `prompt`, never both.'),
};

/** The keys a step may have, for did-you-mean suggestions. */
export const STEP_KEYS = Object.keys(stepSchema.shape);

/** The keys of a step that are checks of their own, on that call's output. */
export const STEP_CHECK_KEYS = ['expected_contains', 'expected_not_contains'] as const;
