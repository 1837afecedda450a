import type { JudgeVerdict } from '../model/index.js';

/** Grades one criterion against one joined output. Never throws: a judge that could not be asked gives a verdict with `error`. */
export interface Judge {
  judge(criterion: string, output: string): Promise<JudgeVerdict>;
  usage(): { calls: number; inputTokens: number; outputTokens: number };
}
