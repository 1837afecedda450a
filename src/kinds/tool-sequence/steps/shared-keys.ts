/**
 * The keys a step may have whatever it calls (its checks, saves, timeout, scripts of answers, and
 * `args`): the step schema (index.ts) puts them after each step kind's own key. Which of them a
 * kind takes is the kind's rule, said in its `read` (a resource read takes no `args`).
 */
import { z } from 'zod';
import { MAX_STEP_TIMEOUT_MS } from '../../../model/limits.js';
import { checkList } from '../../common-keys.js';
import type { NestedKeys } from '../../kind.js';

/** A `save` name: an identifier, so that `${name}` in args can never be mistaken for other text. */
export const SAVE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** One answer to an `elicitation/create` the server sends during the step's call. */
export const elicitationAnswerSchema = z
  .strictObject({
    action: z
      .enum(['accept', 'decline', 'cancel'])
      .describe('What the user did: accept (sends `content`), decline, or cancel.'),
    content: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        "The form's values, sent with `accept`; checked against the schema the server sent before they are sent.",
      ),
  })
  .describe('What the client answers to one elicitation request.');

/** One answer to a `sampling/createMessage` the server sends during the step's call. */
export const samplingAnswerSchema = z
  .strictObject({
    text: z.string().describe("The model's reply, as text."),
    model: z.string().min(1).optional().describe('The model the reply says it came from. Default: scripted.'),
    stop_reason: z
      .string()
      .min(1)
      .optional()
      .describe('Why the model stopped (endTurn, maxTokens…). Default: endTurn.'),
  })
  .describe('What the client answers to one sampling request.');

/** A mapping answers one round; a list answers successive rounds, in order. */
const rounds = <T extends z.ZodType>(answer: T, description: string) =>
  z
    .union([answer, z.array(answer).min(1)])
    .optional()
    .describe(description);

export const sharedStepKeys = {
  args: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      "Arguments passed to the tool as they are, or a prompt's arguments (strings; numbers and booleans are sent as text). Default: {}.",
    ),
  expect_error: z
    .union([z.boolean(), z.literal('invalid_arguments')])
    .default(false)
    .describe(
      'true: this call, with arguments its input schema accepts, must return isError: true (arguments the schema rejects fail the step); ' +
        'on a resource, prompt or complete step, the server must answer with a JSON-RPC error, whose code and message are the output. ' +
        'invalid_arguments: a test of the validation itself; the arguments are sent as written and must be refused: ' +
        'the invalid-params error (-32602), or isError: true for arguments the schema rejects. Default: false.',
    ),
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
  elicitation: rounds(
    elicitationAnswerSchema,
    'What the client answers when the server asks for input (elicitation/create) during this call, in either ' +
      'protocol era; a list answers successive rounds in order. A request with no answer left fails the step, ' +
      'and so does an answer the server never asked for.',
  ),
  sampling: rounds(
    samplingAnswerSchema,
    "The client's reply when the server asks it to sample a message (sampling/createMessage) during this call; " +
      'a list answers successive rounds in order. A request with no answer left fails the step, and so does an ' +
      'answer the server never asked for.',
  ),
};

/** The mappings inside the shared keys: their keys (did-you-mean) and, taking one or a list, their shapes in words. */
export const SHARED_NESTED_KEYS: Record<string, NestedKeys> = {
  elicitation: {
    keys: Object.keys(elicitationAnswerSchema.shape),
    shapes: 'a mapping (one answer: action, content) or a list of them (one per round)',
  },
  sampling: {
    keys: Object.keys(samplingAnswerSchema.shape),
    shapes: 'a mapping (one reply: text, model, stop_reason) or a list of them (one per round)',
  },
};

/** The keys of a step that are checks of their own, on that call's output. */
export const STEP_CHECK_KEYS = ['expected_contains', 'expected_not_contains'] as const;

/** A step's document as the schema gave it: the shared keys (a kind's own are in `OwnDocument`). */
export type StepDocument = z.output<z.ZodObject<typeof sharedStepKeys>>;

/** A step's document with a kind's own keys (`Own`, its `keys`) too. */
export type OwnDocument<Own extends z.ZodRawShape> = StepDocument & z.output<z.ZodObject<Own>>;
