/**
 * What a run's model calls cost in USD, put on its result once the scenarios ran: each scenario's
 * (its agent trials and its judge criteria), the judge's and the agent scenarios' for the run, and
 * the run's total. Priced by providers/prices.ts; a model without a price makes a cost unknown.
 */
import type { CheckResult, Cost, RunResult, ScenarioResult } from '../model/index.js';
import { addCosts, costOfUsages, type ModelPrices, type Platform, type PricedUsage } from '../providers/prices.js';

/** Sets `cost` on the scenarios that spent tokens, on `judge` and `agent` when they made calls, and on the run. */
export function priceRun(result: RunResult, prices?: ModelPrices, platform: Platform = 'anthropic'): void {
  for (const scenario of result.scenarios) {
    const usages = scenarioUsages(scenario);
    if (usages.length > 0) scenario.cost = costOfUsages(usages, platform, prices);
  }
  const { judge, agent } = result;
  if (judge.calls > 0) {
    const tokens = {
      input: judge.inputTokens,
      output: judge.outputTokens,
      cacheRead: judge.cacheReadTokens,
      cacheWrite: judge.cacheWriteTokens,
    };
    judge.cost = costOfUsages([{ model: judge.model, tokens }], platform, prices);
  }
  if (agent && agent.calls > 0) {
    // By each scenario's own model (`model:`, `agent-models`), not the run's default.
    const usages = result.scenarios.flatMap((s) => (s.agent ? [{ model: s.agent.model, tokens: s.agent.tokens }] : []));
    agent.cost = costOfUsages(usages, platform, prices);
  }
  const parts = [judge.cost, agent?.cost].filter((cost): cost is Cost => cost !== undefined);
  if (parts.length > 0) result.cost = parts.reduce(addCosts);
}

/** The model calls a scenario spent tokens on: its agent trials, and each judgement its criteria got. */
function scenarioUsages(scenario: ScenarioResult): PricedUsage[] {
  const usages: PricedUsage[] = [];
  const judged = (checks: readonly CheckResult[]) => {
    for (const check of checks) {
      const usage = check.judge?.usage ?? check.judgeUsage;
      if (usage) usages.push(usage);
    }
  };
  judged(scenario.checks);
  if (scenario.agent) {
    const { model, tokens } = scenario.agent;
    if (tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite > 0) usages.push({ model, tokens });
    for (const trial of scenario.agent.trials) judged(trial.checks);
  }
  return usages;
}
