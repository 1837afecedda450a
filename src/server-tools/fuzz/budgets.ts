/**
 * The fuzz's time: each target's budget (its own, or under a total budget an equal share of what is
 * left), and the code of a target the time did not reach.
 */
import type { FuzzSkipCode, ToolFuzzReport } from '../../model/fuzz.js';

export interface BudgetOptions {
  /** Per target, shrinking included. */
  toolBudgetMs: number;
  /** The whole fuzz, from `started`; absent: no bound but the targets' own. */
  totalBudgetMs?: number;
}

export class FuzzBudget {
  private readonly totalDeadline?: number;

  /**
   * @param codes each target's code (targets.ts's targetCodes): undefined for one to fuzz, the ones
   *   still to fuzz sharing what is left.
   */
  constructor(
    private readonly options: BudgetOptions,
    private readonly codes: readonly (FuzzSkipCode | undefined | null)[],
    started: number,
  ) {
    this.totalDeadline = options.totalBudgetMs === undefined ? undefined : started + options.totalBudgetMs;
  }

  /**
   * A target's time: its own budget, or under a total budget an equal share of what is left among
   * the targets still to fuzz (none left: not reached). A call under way when a share ends runs
   * to its answer or its timeout, so the total is held to within one call.
   */
  forTarget(index: number): number {
    if (this.totalDeadline === undefined) return this.options.toolBudgetMs;
    const left = this.codes.slice(index).filter((code) => code === undefined).length;
    const share = (this.totalDeadline - performance.now()) / Math.max(1, left);
    return Math.min(this.options.toolBudgetMs, Math.floor(share));
  }

  /** Why a target given no time, or too little for one call, was not reached. */
  notReachedCode(): FuzzSkipCode {
    return this.options.totalBudgetMs === undefined ? 'tool-budget' : 'total-budget';
  }
}

/** A target's time too short for one call: it checked nothing, so it is not reached, not "OK". */
export function checkedNothing(report: ToolFuzzReport): boolean {
  return report.calls === 0 && report.findings.length === 0 && !report.stopped;
}
