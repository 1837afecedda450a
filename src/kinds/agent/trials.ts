/**
 * When an agent scenario's trials stop, and how many run at once. Trials run in batches, each as
 * large as what can still be needed (for `trials`/`min_passes`, the passes still missing; for
 * `pass_rate`, what is left of `max_trials`), bounded by the run's `concurrency`. Their results are
 * counted in trial order, and the rule is checked before each one is counted, exactly as if they
 * had run one after another: once it decides, the trials still in flight past that point are run
 * out (their tokens are spent and reported) but never counted. The counted trials are then the same
 * sequence a one-at-a-time run would have stopped at, so Wald's SPRT keeps its stated error rates;
 * counting the extra trials would let a run's overshoot pull a decided verdict back and forth.
 */
import type { AgentSpec } from '../../model/index.js';
import { sprt } from '../../stats/rate.js';

/**
 * Why no more trials are counted, given `passes` of the `counted` trials so far; undefined: go on.
 * `decided`: the counts at which the pass_rate rule first decided, when trials went on past it (for
 * the baseline): its verdict stays the one it reached there. `started`: the trials run so far, the
 * errored ones included (the API refused them: not counted, but each spent one of the trials).
 */
export function stopBefore(
  spec: AgentSpec,
  passes: number,
  counted: number,
  decided?: { passes: number; failures: number },
  started = counted,
): string | undefined {
  const left = spec.trials - started;
  if (left <= 0) return undefined;
  if (spec.sequential) {
    const at = decided ? decided.passes + decided.failures : counted;
    const state = sprt(spec.sequential, decided?.passes ?? passes, decided?.failures ?? counted - passes);
    if (state.verdict !== 'undecided')
      return (
        `the pass_rate rule decided "${state.verdict}" after ${at} trials; ${left} of max_trials were not needed` +
        (at < counted ? ` (${counted - at} more ran for the baseline comparison)` : '')
      );
    return undefined;
  }
  if (passes >= spec.minPasses)
    return `min_passes (${spec.minPasses}) was reached after ${counted} trials; ${left} more would not change the outcome`;
  if (passes + left < spec.minPasses)
    return `min_passes (${spec.minPasses}) can no longer be reached: ${passes} passed and only ${left} trials are left`;
  return undefined;
}

/**
 * How many trials to start at once now: what can still be needed, at most `concurrency` (at least
 * 1). `started`: the trials run so far, errored ones included.
 */
export function batchSize(spec: AgentSpec, passes: number, started: number, concurrency: number): number {
  const left = spec.trials - started;
  const needed = spec.sequential ? left : Math.min(left, spec.minPasses - passes);
  return Math.max(1, Math.min(needed, Math.max(1, Math.floor(concurrency))));
}
