/**
 * Builds an agent scenario (`prompt:`) from a document the schema accepted.
 */
import type { z } from 'zod';
import type { AgentScenario, ScenarioFileError } from '../../model/index.js';
import { CHECK_KEYS, commonFields, type CommonDocument } from '../common-keys.js';
import { locatedList, type Built, type DocumentPositions } from '../positions.js';
import { AGENT_CHECK_KEYS, DEFAULT_AGENT_MAX_TURNS, DEFAULT_AGENT_TRIALS, type agentKeys } from './keys.js';
import { operatorErrors } from './match.js';
import { promptFromArgs } from './prompt-from.js';
import { DEFAULT_CONFIDENCE, defaultIndifference } from '../../model/stats.js';
import { DEFAULT_MAX_TRIALS } from './defaults.js';

export type AgentDocument = CommonDocument & z.output<z.ZodObject<typeof agentKeys>>;

/**
 * An agent scenario (`prompt:`): `min_passes` within `trials`, operators in `expected_calls[].args`
 * that exist and take what they are given, and at least one check.
 */
export function buildAgent(data: AgentDocument, at: DocumentPositions): Built<AgentScenario> {
  const { of: positionOf } = at;
  const errors: ScenarioFileError[] = [];
  if (data.prompt !== undefined && data.prompt_from !== undefined)
    errors.push({
      position: at.keyOf([], 'prompt_from'),
      message:
        'an agent scenario has `prompt` (the request as written) or `prompt_from` (the request a server prompt renders), never both: remove one of them',
    });
  const promptFrom = data.prompt_from && {
    name: data.prompt_from.prompt,
    args: promptFromArgs(data.prompt_from),
    position: positionOf(['prompt_from']),
  };
  const sequential = data.pass_rate !== undefined;
  const trials = sequential ? (data.max_trials ?? DEFAULT_MAX_TRIALS) : (data.trials ?? DEFAULT_AGENT_TRIALS);
  if (sequential) {
    for (const key of ['min_passes', 'trials'] as const) {
      if (data[key] !== undefined)
        errors.push({
          position: positionOf([key]),
          message: `\`${key}\` is ${data[key]}, but \`pass_rate\` (${data.pass_rate}) decides this scenario sequentially: remove \`${key}\` (a fixed cut) and bound the trials with \`max_trials\``,
        });
    }
    const indifference = data.indifference ?? defaultIndifference(data.pass_rate!);
    const low = data.pass_rate! - indifference;
    const high = data.pass_rate! + indifference;
    if (!(low > 0 && high < 1))
      errors.push({
        position: positionOf([data.indifference === undefined ? 'pass_rate' : 'indifference']),
        message: `\`pass_rate\` ${data.pass_rate} ± \`indifference\` ${indifference} is ${low.toFixed(2)}..${high.toFixed(2)}, which must lie strictly between 0 and 1: lower \`indifference\` or move \`pass_rate\``,
      });
  } else {
    for (const key of ['max_trials', 'indifference', 'confidence'] as const) {
      if (data[key] !== undefined)
        errors.push({
          position: positionOf([key]),
          message: `\`${key}\` is ${data[key]}, but it only applies with \`pass_rate\`: add \`pass_rate\` or remove \`${key}\``,
        });
    }
  }
  if (!sequential && data.min_passes !== undefined && data.min_passes > trials) {
    errors.push({
      position: positionOf(['min_passes']),
      message: `\`min_passes\` is ${data.min_passes}, more than the ${trials} trial${trials === 1 ? '' : 's'} run (\`trials\`): the scenario could never pass; lower it or raise trials`,
    });
  }
  for (const [index, call] of (data.expected_calls ?? []).entries()) {
    for (const problem of operatorErrors(call.args ?? {})) {
      errors.push({
        position: positionOf(['expected_calls', index, 'args', ...problem.path]),
        message: problem.message,
      });
    }
  }
  const hasCheck =
    AGENT_CHECK_KEYS.some((key) => data[key] !== undefined) || CHECK_KEYS.some((key) => (data[key]?.length ?? 0) > 0);
  if (!hasCheck) {
    errors.push({
      position: positionOf(['name']),
      message:
        `agent scenario "${data.name}" has no check, so it could never fail: add \`expected_calls\`, \`forbidden_tools\`, ` +
        `\`max_calls\` or a check on the final answer (${CHECK_KEYS.map((key) => `\`${key}\``).join(', ')})`,
    });
  }
  if (errors.length > 0) return { errors };
  const scenario: AgentScenario = {
    ...commonFields(data, at),
    kind: 'agent',
    steps: [],
    agent: {
      // With prompt_from, the request is rendered by the server when the scenario runs.
      prompt: data.prompt ?? '',
      promptPosition: positionOf([promptFrom ? 'prompt_from' : 'prompt']),
      ...(promptFrom && { promptFrom }),
      system: data.system,
      model: data.model,
      maxTurns: data.max_turns ?? DEFAULT_AGENT_MAX_TURNS,
      trials,
      minPasses: data.min_passes ?? trials,
      ...(sequential && {
        sequential: {
          passRate: data.pass_rate!,
          indifference: data.indifference ?? defaultIndifference(data.pass_rate!),
          confidence: data.confidence ?? DEFAULT_CONFIDENCE,
          maxTrials: trials,
        },
      }),
      expectedCalls: (data.expected_calls ?? []).map((call, index) => ({
        tool: call.tool,
        args: call.args,
        position: positionOf(['expected_calls', index]),
      })),
      callsOrder: data.calls_order ?? 'in_order',
      forbiddenTools: locatedList(at, ['forbidden_tools'], data.forbidden_tools),
      maxCalls:
        data.max_calls === undefined ? undefined : { value: data.max_calls, position: positionOf(['max_calls']) },
    },
  };
  return { scenario, errors: [] };
}
