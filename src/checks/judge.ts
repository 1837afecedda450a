/**
 * Judge grading, written once for every scenario kind: each criterion is one call to the judge on
 * the text the kind hands over (a tool sequence's joined output, an agent trial's transcript).
 */
import type { Judge } from '../judge/types.js';
import type { CheckResult, Located } from '../model/index.js';

/** The judge of a run, or why criteria are not judged in it (decided once per run). */
export type JudgePlan =
  { kind: 'judge'; judge: Judge } | { kind: 'skip'; reason: string } | { kind: 'fail'; reason: string };

/** Why the judge and agent scenarios cannot call the API: said wherever a key is missing (providers/choose.ts). */
export { NO_KEY_REASON } from '../providers/choose.js';

/**
 * Starts the error of a scenario (or agent trial) the judge could not be asked about; its code is
 * `judge_not_asked` (model/reasons.ts), which the decisions read.
 */
export const JUDGE_NOT_ASKED_PREFIX = 'the judge could not be asked: ';

/** Starts the message of a criterion the judge could not be asked about (unreachable, or an API error). */
const JUDGE_ERROR_PREFIX = 'judge error: ';

/**
 * One check per criterion. `notJudgedBecause`: the kind's reason to skip judging (the calls did not
 * run as expected). A judge that could not be asked gives a failed check marked `unavailable`:
 * the kind errors the scenario with it, so an outage never reads as the server's fault.
 */
export function gradeCriteria(
  criteria: readonly Located<string>[],
  text: string,
  plan: JudgePlan,
  notJudgedBecause?: string,
): Promise<CheckResult[]> {
  return Promise.all(
    criteria.map(async (criterion): Promise<CheckResult> => {
      const base = { kind: 'judge' as const, subject: criterion.value, position: criterion.position };
      if (plan.kind === 'fail') return { ...base, status: 'failed', message: plan.reason };
      if (plan.kind === 'skip') return { ...base, status: 'skipped', message: plan.reason };
      if (notJudgedBecause !== undefined) return { ...base, status: 'skipped', message: notJudgedBecause };
      const verdict = await plan.judge.judge(criterion.value, text);
      if (verdict.error !== undefined) {
        // No reply to show: the criterion errored, and says why instead of quoting a "raw reply".
        return {
          ...base,
          status: 'failed',
          message: `${JUDGE_ERROR_PREFIX}${verdict.error}`,
          unavailable: verdict.error,
          ...(verdict.errorCode && { unavailableCode: verdict.errorCode }),
          // A reply that overran the budget was paid for: its tokens count in the scenario's cost.
          ...(verdict.usage && { judgeUsage: verdict.usage }),
        };
      }
      return {
        ...base,
        status: verdict.verdict === 'PASS' ? 'passed' : 'failed',
        message:
          verdict.verdict === 'PASS'
            ? undefined
            : verdict.malformed
              ? `judge: FAIL: the reply broke the two-line contract (${verdict.malformed}): ${verdict.reason}`
              : `judge: FAIL: ${verdict.reason}`,
        judge: verdict,
      };
    }),
  );
}

/**
 * What a set of checks says of its scenario (or agent trial): `failed` when a check failed on the
 * output; `error` when the only failures are criteria the judge could not be asked about, so that an
 * outage errors the scenario instead of failing it (a failure of the output stands regardless).
 */
export function judgedOutcome(checks: readonly CheckResult[]): {
  failed: boolean;
  error?: string;
  /** With `error`: `cost_budget` when the judge's budget stopped it, else `judge_not_asked`. */
  code?: 'judge_not_asked' | 'cost_budget';
} {
  const failed = checks.some((check) => check.status === 'failed' && check.unavailable === undefined);
  const unavailable = checks.find((check) => check.unavailable !== undefined);
  if (failed || !unavailable) return { failed };
  const budget = checks.find((check) => check.unavailableCode === 'cost_budget');
  return budget
    ? { failed, error: `${JUDGE_NOT_ASKED_PREFIX}${budget.unavailable}`, code: 'cost_budget' }
    : { failed, error: `${JUDGE_NOT_ASKED_PREFIX}${unavailable.unavailable}`, code: 'judge_not_asked' };
}
