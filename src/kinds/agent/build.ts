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
import { DEFAULT_CONFIDENCE, defaultIndifference, fewestDecidingTrials, type SprtRule } from '../../stats/rate.js';
import { DEFAULT_MAX_TRIALS, MAX_TRIALS_LIMIT } from './defaults.js';

export type AgentDocument = CommonDocument & z.output<z.ZodObject<typeof agentKeys>>;

/**
 * An agent scenario (`prompt:`): `min_passes` within `trials`, operators in `expected_calls[].args`
 * that exist and take what they are given, and at least one check.
 */
export function buildAgent(data: AgentDocument, at: DocumentPositions): Built<AgentScenario> {
  const { of: positionOf } = at;
  const errors: ScenarioFileError[] = [...phrasingErrors(data, at), ...modelsErrors(data, at)];
  const prompt = data.prompt ?? data.prompts?.[0] ?? '';
  for (const written of ['prompt', 'prompts'] as const)
    if (data[written] !== undefined && data.prompt_from !== undefined)
      errors.push({
        position: at.keyOf([], 'prompt_from'),
        message: `an agent scenario has \`${written}\` (the request as written) or \`prompt_from\` (the request a server prompt renders), never both: remove one of them`,
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
    else {
      const rule = { passRate: data.pass_rate!, indifference, confidence: data.confidence ?? DEFAULT_CONFIDENCE };
      const unreachable = unreachableVerdict(rule, trials, data.max_trials !== undefined);
      if (unreachable)
        errors.push({
          position: positionOf([data.max_trials === undefined ? 'pass_rate' : 'max_trials']),
          message: unreachable,
        });
    }
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
    agent: {
      // With prompt_from, the request is rendered by the server when the scenario runs.
      prompt,
      promptPosition: positionOf([promptFrom ? 'prompt_from' : data.prompt === undefined ? 'prompts' : 'prompt']),
      ...(data.prompts && { prompts: locatedList(at, ['prompts'], data.prompts) }),
      ...(promptFrom && { promptFrom }),
      system: data.system,
      model: data.model,
      ...(data.models && { models: data.models }),
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

/** `prompts:`: not with `prompt:`, not empty, each phrasing once. */
function phrasingErrors(data: AgentDocument, at: DocumentPositions): ScenarioFileError[] {
  if (data.prompts === undefined) return [];
  if (data.prompt !== undefined)
    return [
      {
        position: at.keyOf([], 'prompts'),
        message:
          'the scenario has both `prompt` and `prompts`: give the request once (`prompt`) or its phrasings (`prompts`), ' +
          'not both; move the prompt into the `prompts` list, or remove `prompts`',
      },
    ];
  if (data.prompts.length === 0)
    return [
      {
        position: at.of(['prompts']),
        message:
          '`prompts` is an empty list: list the phrasings of the request (two or more to compare them), or use `prompt` for one',
      },
    ];
  const errors: ScenarioFileError[] = [];
  const seen = new Map<string, number>();
  for (const [index, phrasing] of data.prompts.entries()) {
    const first = seen.get(phrasing.trim());
    if (first === undefined) seen.set(phrasing.trim(), index);
    else
      errors.push({
        position: at.of(['prompts', index]),
        message: `\`prompts\` item ${index + 1} repeats item ${first + 1} (${JSON.stringify(phrasing)}): list each phrasing once; remove it or reword it`,
      });
  }
  return errors;
}

/** `models:`: not with `model:`, not empty, each model once. */
function modelsErrors(data: AgentDocument, at: DocumentPositions): ScenarioFileError[] {
  if (data.models === undefined) return [];
  if (data.model !== undefined)
    return [
      {
        position: at.keyOf([], 'models'),
        message: `the scenario has both \`model\` (${data.model}) and \`models\`: give one model (\`model\`) or the list to run it on (\`models\`), not both`,
      },
    ];
  if (data.models.length === 0)
    return [
      {
        position: at.of(['models']),
        message:
          "`models` is an empty list: name the models to run the scenario on, or remove it (the run's agent-model applies)",
      },
    ];
  return data.models.flatMap((model, index) =>
    data.models!.indexOf(model) === index
      ? []
      : [
          {
            position: at.of(['models', index]),
            message: `\`models\` item ${index + 1} repeats ${JSON.stringify(model)} (item ${data.models!.indexOf(model) + 1}): list each model once`,
          },
        ],
  );
}

/**
 * Why a `pass_rate` rule can never give one of its verdicts within `maxTrials`, or undefined when it
 * can give both. The fewest deciding trials are known before the first trial, so the scenario is
 * refused at load rather than found inconclusive after every trial is spent.
 */
function unreachableVerdict(rule: SprtRule, maxTrials: number, written: boolean): string | undefined {
  const fewest = fewestDecidingTrials(rule, MAX_TRIALS_LIMIT);
  const fewestPass = fewest.pass ?? Infinity;
  const fewestFail = fewest.fail ?? Infinity;
  const needed = Math.max(fewestPass, fewestFail);
  if (needed <= maxTrials) return undefined;
  const cannot = [maxTrials < fewestPass && 'pass', maxTrials < fewestFail && 'fail'].filter(Boolean).join(' or ');
  const count = (value: number | undefined) => (value === undefined ? `more than ${MAX_TRIALS_LIMIT}` : String(value));
  const ruleWords = `\`pass_rate\` ${rule.passRate} (± ${rule.indifference}, confidence ${rule.confidence})`;
  const trialsWords = `\`max_trials\` ${maxTrials}${written ? '' : ' (the default)'}`;
  const fix =
    needed <= MAX_TRIALS_LIMIT
      ? `set \`max_trials: ${needed}\` or more, or widen \`indifference\` or lower \`confidence\``
      : 'widen `indifference` or lower `confidence`';
  return `${ruleWords} can never ${cannot} within ${trialsWords}: the fewest trials that can pass is ${count(fewest.pass)}, that can fail ${count(fewest.fail)}; ${fix}`;
}
