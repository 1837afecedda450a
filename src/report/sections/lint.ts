// The lint's parts said alike in the job summary and the terminal, built once as data: the
// suppressions that matched no finding (a list in the summary, `note` lines on the terminal).
import type { LintReport } from '../../server-tools/lint/index.js';
import type { Block } from './section.js';

/** Each suppression that matched no finding, and what to do about it. */
export function unusedSuppressionsBlock(report: LintReport): Block {
  return {
    kind: 'notes',
    lines: report.unusedSuppressions.map((entry) => [
      { code: entry.where },
      `: the suppression of ${entry.rule} for `,
      { code: entry.tool },
      ' matched no finding; remove it',
    ]),
  };
}
