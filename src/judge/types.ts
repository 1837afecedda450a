import type { JudgeVerdict } from '../model/index.js';

/** Grades one criterion against one joined output. Never throws: API failures are FAIL verdicts. */
export interface Judge {
  judge(criterion: string, output: string): Promise<JudgeVerdict>;
  usage(): { calls: number; inputTokens: number; outputTokens: number };
}
