import type { JudgeVerdict, TokenUsage } from '../model/index.js';

/** What the judge spent in a run: its calls and their tokens, by kind. */
export interface JudgeTokens {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

/** Grades one criterion against one joined output. Never throws: a judge that could not be asked gives a verdict with `error`. */
export interface Judge {
  judge(criterion: string, output: string): Promise<JudgeVerdict>;
  usage(): JudgeTokens;
}

/**
 * Asked before each call (a verdict with `error` refuses it: the call is not made) and told the
 * tokens of each reply (a verdict with `error` replaces the reply's: the call overran the budget).
 */
export interface JudgeCallGate {
  before(): JudgeVerdict | undefined;
  after(tokens: TokenUsage): JudgeVerdict | undefined;
}
