/**
 * The keys of a tool-sequence scenario (`tool_sequence:`) and of its steps: merged into the
 * scenario schema and the JSON Schema by the scenario format (scenario/schema.ts).
 */
import { z } from 'zod';
import { MAX_STEP_TIMEOUT_MS } from '../../model/limits.js';
import { checkList } from '../common-keys.js';

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

/** A `complete:` step: the values the server suggests for one argument of a prompt or a resource template. */
export const completeSchema = z
  .strictObject({
    prompt: z.string().min(1).optional().describe('The prompt whose argument is completed.'),
    resource: z
      .string()
      .min(1)
      .optional()
      .describe('The resource template (as listed: notes://{id}) whose variable is completed.'),
    argument: z.string().min(1).describe('The argument (or template variable) to complete.'),
    value: z.string().describe('What has been typed so far.'),
  })
  .describe(
    'completion/complete: one of `prompt` or `resource`, the `argument` and the `value` typed so far; the output is ' +
      'the values one a line, then `total: N` and `hasMore: true` when the server says them.',
  );

export const rootSchema = z.union([
  z.string().min(1).describe('A root URI (file:///workspace/data).'),
  z.strictObject({
    uri: z.string().min(1).describe('The root URI.'),
    name: z.string().min(1).optional().describe('A name for the root.'),
  }),
]);

/** The keys that make a step one kind or another: a step has exactly one. */
export const STEP_KIND_KEYS = ['tool', 'resource', 'prompt', 'complete'] as const;

export const stepSchema = z
  .strictObject({
    tool: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Name of the MCP tool to call (tools/call). A step has one of `tool`, `resource`, `prompt`, `complete`.',
      ),
    resource: z
      .string()
      .min(1)
      .optional()
      .describe(
        'A resource URI to read (resources/read): a listed resource, or a URI a listed template matches (notes://1234). ' +
          'Its text contents are the output as they are (a blob as [blob MIME, N bytes]), several joined with a newline.',
      ),
    prompt: z
      .string()
      .min(1)
      .optional()
      .describe(
        'A prompt to get (prompts/get) with `args` as its arguments; its messages are the output as `ROLE: text` lines.',
      ),
    complete: completeSchema.optional(),
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
  })
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

/** The keys a step may have, for did-you-mean suggestions. */
export const STEP_KEYS = Object.keys(stepSchema.shape);
/** The keys of an `elicitation` answer, of a `sampling` answer and of a root, for did-you-mean suggestions. */
export const ELICITATION_KEYS = Object.keys(elicitationAnswerSchema.shape);
export const SAMPLING_KEYS = Object.keys(samplingAnswerSchema.shape);
export const ROOT_KEYS = ['uri', 'name'];
export const COMPLETE_KEYS = Object.keys(completeSchema.shape);

/** The keys of a step that are checks of their own, on that call's output. */
export const STEP_CHECK_KEYS = ['expected_contains', 'expected_not_contains'] as const;
