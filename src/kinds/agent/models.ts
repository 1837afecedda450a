/**
 * `models:` on an agent scenario, or the run's `agent-models` (`--agent-models`): the scenario runs
 * on each model, one result row each, named `NAME [model]`, each with its own trials, rate, verdict
 * and recording. Expanded once, after selection and before the run is planned, so every later part
 * (the plan, recordings, the scheduler, the reports) sees ordinary scenarios.
 */
import type { AgentScenario, Scenario } from '../../model/index.js';

/** `refund [claude-haiku-4-5]`: the row of a scenario run on one of several models. */
export function modelRowName(name: string, model: string): string {
  return `${name} [${model}]`;
}

/**
 * The models a list setting names (`a, b` or one a line), each once; throws saying which repeats.
 * Empty: none (the run's `agent-model` applies).
 */
export function parseModelList(text: string | undefined, setting: string): string[] {
  const models = (text ?? '')
    .split(/[,\n]/)
    .map((model) => model.trim())
    .filter((model) => model !== '');
  const repeated = models.find((model, index) => models.indexOf(model) !== index);
  if (repeated !== undefined)
    throw new Error(`${setting} names ${JSON.stringify(repeated)} twice: list each model once (got ${text})`);
  return models;
}

/**
 * An agent scenario once per model: the scenario's own `models:`, else the run's `agent-models`
 * for a scenario that names no `model:`. One model keeps the scenario's name.
 */
export function expandModel(scenario: AgentScenario, runModels: readonly string[] = []): Scenario[] {
  const models = scenario.agent.models ?? (scenario.agent.model === undefined ? runModels : []);
  if (models.length === 0) return [scenario];
  if (models.length === 1) return [{ ...scenario, agent: { ...scenario.agent, model: models[0]!, models: undefined } }];
  return models.map((model) => ({
    ...scenario,
    name: modelRowName(scenario.name, model),
    agent: { ...scenario.agent, model, models: undefined },
  }));
}
