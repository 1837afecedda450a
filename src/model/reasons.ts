/**
 * Typed reasons: why a scenario was skipped or errored, or why an agent trial stopped, as a code that
 * decisions read. The text beside each code (`skipReason`, `error`) is for people: it is worded where
 * the decision is made, and rewording it changes no decision.
 */

/** Why a scenario was skipped (`ScenarioResult.skipCode`, beside `skipReason`). */
export type SkipCode =
  /** Its own `skip:` key. */
  | 'skip_key'
  /**
   * The run's agent plan skips every agent scenario (`agent: off`, or no key under `agent: auto`):
   * `RunResult.agent.skippedBecause` says why, once for all of them.
   */
  | 'agent_plan'
  /** Agent scenarios are not enabled in this run (no agent plan was made). */
  | 'agent_not_enabled'
  /** A replay run found no recording for this agent scenario. */
  | 'no_recording'
  /** It ran, but none of its own checks was evaluated. */
  | 'no_check_evaluated';

/**
 * Why a scenario or an agent trial errored, where a decision reads it (`errorCode`, beside `error`);
 * absent for every other error.
 */
export type ErrorCode =
  /** The judge could not be asked (unreachable, or an API error): the server was never judged. */
  | 'judge_not_asked'
  /** The run's agent token budget is spent: this trial, and the trials and scenarios after it, stop. */
  | 'token_budget'
  /**
   * A cost budget in USD (`agent-cost-budget`, `judge-cost-budget`) is spent: the calls left are not
   * made, and the trials, criteria and scenarios that needed them error.
   */
  | 'cost_budget';
