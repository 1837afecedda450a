/**
 * The keys of an agent scenario (`prompt:`): merged into the scenario schema and the JSON Schema
 * by the scenario format (scenario/schema.ts).
 */
import { z } from 'zod';
import { promptFromSchema } from './prompt-from.js';

export { DEFAULT_AGENT_MAX_TURNS, DEFAULT_AGENT_MODEL, DEFAULT_AGENT_TRIALS } from './defaults.js';
import { MAX_TRIALS_LIMIT } from './defaults.js';

/** Operators an `expected_calls[].args` value may use instead of a literal (see match.ts). */
export const ARG_OPERATORS = ['$matches', '$contains', '$one_of', '$between', '$absent', '$any'] as const;

export const expectedCallSchema = z
  .strictObject({
    tool: z.string().min(1).describe('Name of the tool the model must call.'),
    args: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        'Arguments the call must have, as a subset: keys not named are not checked. A literal must be deep-equal ' +
          '(1234 is not "1234"); a mapping matches as a subset; or an operator: {$matches: JavaScript regex, no (?i)}, ' +
          '{$contains: text}, {$one_of: [values]}, {$between: [min, max]}, {$absent: true}, {$any: true}.',
      ),
  })
  .describe('One call the model must make.');

/** The keys of an agent scenario (`prompt:`); none of them is allowed with `tool_sequence`. */
export const agentKeys = {
  prompt: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Makes this an agent scenario: the user's request. Claude gets it and the server's tools and runs a tool-use loop against the server.",
    ),
  prompts: z
    .array(z.string().min(1))
    .optional()
    .describe(
      "Makes this an agent scenario, instead of `prompt`: phrasings of the one user's request; trials rotate through them (trial i asks phrasing (i - 1) mod n), and each phrasing's pass rate is reported beside the scenario's. A phrasing significantly below the others fails the scenario.",
    ),
  prompt_from: promptFromSchema.optional(),
  system: z.string().min(1).optional().describe('Agent scenarios: the system prompt given to the model.'),
  model: z.string().min(1).optional().describe("Agent scenarios: the model; default: the run's agent-model."),
  models: z
    .array(z.string().min(1))
    .optional()
    .describe(
      "Agent scenarios: run the scenario on each of these models, one result row each (`NAME [model]`) with its own trials, rate and verdict. Not with `model`; default: the run's agent-models, else its agent-model.",
    ),
  max_turns: z
    .int()
    .positive()
    .max(100)
    .optional()
    .describe(
      'Agent scenarios: model replies allowed per trial; reaching it without a final answer fails. Default: 10.',
    ),
  trials: z
    .int()
    .positive()
    .max(100)
    .optional()
    .describe('Agent scenarios: independent runs of the prompt (fresh conversation each). Default: 1.'),
  min_passes: z
    .int()
    .positive()
    .optional()
    .describe(
      'Agent scenarios: trials that must pass for the scenario to pass (a fixed cut with no stated error rate; see pass_rate). Default: trials.',
    ),
  pass_rate: z
    .number()
    .gt(0)
    .lt(1)
    .optional()
    .describe(
      'Agent scenarios: the pass rate the scenario must reach, decided sequentially (Wald SPRT) after every trial: pass, fail, or inconclusive (fails) when max_trials runs out. Not with trials/min_passes.',
    ),
  max_trials: z
    .int()
    .positive()
    .max(MAX_TRIALS_LIMIT)
    .optional()
    .describe('Agent scenarios with pass_rate: the most trials the rule may spend. Default: 40.'),
  indifference: z
    .number()
    .gt(0)
    .lt(0.5)
    .optional()
    .describe(
      'Agent scenarios with pass_rate: half-width of the region around pass_rate where either verdict is acceptable (pass above pass_rate + indifference, fail below pass_rate - indifference). Default: 0.1, or half the distance from pass_rate to 0 or 1 when that is less.',
    ),
  confidence: z
    .number()
    .gt(0.5)
    .lt(1)
    .optional()
    .describe(
      'Agent scenarios with pass_rate: 1 - the error rate each way (a false pass, a false fail). Default: 0.95.',
    ),
  expected_calls: z
    .array(expectedCallSchema)
    .min(1)
    .optional()
    .describe('Agent scenarios: calls the model must make (other calls may come between).'),
  calls_order: z
    .enum(['in_order', 'any'])
    .optional()
    .describe('Agent scenarios: whether expected_calls must come in the order written. Default: in_order.'),
  forbidden_tools: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe('Agent scenarios: tools the model must not call.'),
  max_calls: z.int().positive().optional().describe('Agent scenarios: the most tool calls a trial may make.'),
};

/** The keys that make a scenario an agent scenario, exactly one of them: the request as written, or a server prompt's rendering. */
export const AGENT_PROMPT_KEYS = ['prompt', 'prompts', 'prompt_from'] as const;

/** The keys only an agent scenario (`prompt:`) may have. */
export const AGENT_KEYS = Object.keys(agentKeys);

/** The keys that are checks of an agent scenario besides CHECK_KEYS (on its final answer). */
export const AGENT_CHECK_KEYS = ['expected_calls', 'forbidden_tools', 'max_calls'] as const;
