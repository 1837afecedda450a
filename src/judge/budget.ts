/**
 * `judge-cost-budget`: the USD the judge may spend in a run. Checked inside the concurrency limit
 * before each call (a call queued once the budget is spent is not made) and after each reply (the
 * reply that overran it errors its criterion too, so a run over budget never passes). Fails closed:
 * the criteria left error with `cost_budget`, their scenarios error, and the run fails.
 */
import type { JudgeVerdict, TokenUsage } from '../model/index.js';
import { costOf, formatUsd, type ModelPrice } from '../providers/prices.js';
import type { JudgeCallGate } from './types.js';

/** The budget's gate, for a judge whose model is priced at `price`. */
export function judgeCostGate(limitUsd: number, price: ModelPrice): JudgeCallGate & { spentUsd(): number } {
  let spentUsd = 0;
  const refused = (why: string): JudgeVerdict => ({
    verdict: 'FAIL',
    reason: why,
    raw: why,
    error: why,
    errorCode: 'cost_budget',
  });
  return {
    before: () => (spentUsd >= limitUsd ? refused(budgetSpent('judge', limitUsd, spentUsd)) : undefined),
    after(tokens: TokenUsage) {
      const cost = costOf(tokens, price);
      spentUsd += cost;
      return spentUsd > limitUsd
        ? refused(`${budgetSpent('judge', limitUsd, spentUsd)}: this call cost ${formatUsd(cost)}`)
        : undefined;
    },
    spentUsd: () => spentUsd,
  };
}

/** A run's cost budget (`judge` or `agent`), spent or exceeded, and by how much. */
export function budgetSpent(who: 'judge' | 'agent', limitUsd: number, spentUsd: number): string {
  const budget = `the run's ${who} cost budget (${formatUsd(limitUsd)})`;
  return spentUsd > limitUsd
    ? `${budget} was exceeded by ${formatUsd(spentUsd - limitUsd)} (${formatUsd(spentUsd)} used)`
    : `${budget} is spent`;
}
