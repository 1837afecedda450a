/**
 * Stage `plan`: decided once before the first scenario starts: the judge (or why criteria are not
 * judged), and each kind's plan from the registry (keys, replay, record, budget: kinds/index.ts).
 */
import { createJudge } from '../../judge/index.js';
import { NO_KEY_REASON } from '../../checks/judge.js';
import { NO_CLOUD, providerOf } from '../../providers/choose.js';
import { noPriceForBudget, priceOf } from '../../providers/prices.js';
import { planKinds } from '../../kinds/index.js';
import type { RunOptions } from '../../config/options.js';
import type { ScenarioRunOptions } from '../schedule.js';
import type { RunState } from '../state.js';

export async function plan(state: RunState): Promise<void> {
  const { options, result } = state;
  const selected = state.selection!.selected;
  const judge = planJudge(options);
  const hasCriteria = selected.some((s) => s.skip === undefined && s.expectedJudge.length > 0);
  if (judge.kind === 'skip' && hasCriteria) result.judge.skippedBecause = judge.reason;
  if (judge.kind === 'fail') result.judge.failedBecause = judge.reason;
  state.judge = judge;
  state.kinds = await planKinds(options, selected);
  state.kinds.planned(result);
}

/**
 * `off` never calls; without a platform (no key, no cloud credentials: providers/choose.ts), `auto`
 * skips visibly and `required` fails every criterion and the run.
 */
function planJudge(options: RunOptions): ScenarioRunOptions['judge'] {
  const { mode, model, concurrency, timeoutMs } = options.judge;
  if (mode === 'off') return { kind: 'skip', reason: 'not judged: judge is off' };
  const provider = providerOf(options.judge);
  if (!provider) {
    const none = options.judge.unavailable ?? { reason: NO_KEY_REASON, missing: NO_KEY_REASON + NO_CLOUD };
    return mode === 'required'
      ? {
          kind: 'fail',
          reason: `judge is required, but ${none.missing}: set the secret or use ${options.judge.autoSetting ?? 'judge: auto'}`,
        }
      : { kind: 'skip', reason: none.reason };
  }
  const budgetUsd = options.judge.costBudgetUsd;
  const price = priceOf(model, 'anthropic', options.modelPrices);
  // Before the first call: a budget in USD cannot be kept on a model whose calls have no price.
  if (budgetUsd !== undefined && price === undefined)
    return { kind: 'fail', reason: noPriceForBudget('judge-cost-budget', model) };
  return {
    kind: 'judge',
    judge: createJudge({
      provider,
      liveSecrets: options.secrets,
      model,
      concurrency,
      secrets: options.secrets,
      ...(timeoutMs !== undefined && { timeoutMs }),
      ...(budgetUsd !== undefined && price && { costBudget: { usd: budgetUsd, price } }),
    }),
  };
}
