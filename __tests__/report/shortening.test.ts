import { describe, expect, it } from 'vitest';
import type { CheckResult, ScenarioResult } from '../../src/model/index.js';
import { SUMMARY_BUDGET_BYTES } from '../../src/report/text/limits.js';
import { CHECKS_PER_FAILURE_SHORTENED, renderSummary } from '../../src/report/summary.js';
import { mixedRun, REPOSITORY } from './fixtures.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('a summary shortened because one scenario has 50,000 failed checks', () => {
  const run = mixedRun();
  const passed = run.scenarios.find((scenario) => scenario.status === 'passed')!;
  const failed = run.scenarios.find((scenario) => scenario.status === 'failed')!;
  const checks: CheckResult[] = Array.from({ length: 50_000 }, (_, index) => ({
    kind: 'contains',
    subject: `value ${index}`,
    status: 'failed',
    position: { file: failed.position.file, line: index + 10, column: 5 },
    message: `expected the output to contain "value ${index}"; the closest line of the output is "${'x'.repeat(150)}"`,
  }));
  const huge: ScenarioResult = { ...failed, name: 'fifty_thousand', checks };
  const others = Array.from({ length: 20 }, (_, index) => ({ ...passed, name: `passing_${index}` }));
  run.scenarios = [huge, ...others];
  const { markdown, leftOut } = renderSummary(run, { repository: REPOSITORY });

  it('fits, and cuts inside that scenario first: its first checks, then how many more', () => {
    expect(bytes(markdown)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(markdown).toContain('#### ❌ failed: fifty\\_thousand');
    const bullets = markdown.split('\n').filter((line) => line.startsWith('- **contains** at'));
    expect(bullets).toHaveLength(CHECKS_PER_FAILURE_SHORTENED);
    expect(bullets[0]).toContain('value 0');
    expect(markdown).toContain(
      `- … +${(50_000 - CHECKS_PER_FAILURE_SHORTENED).toLocaleString('en-US')} more failed checks, left out`,
    );
    expect(leftOut).toEqual([
      `${50_000 - CHECKS_PER_FAILURE_SHORTENED} failed checks past the first ${CHECKS_PER_FAILURE_SHORTENED} of 1 failed scenario (counted in its details)`,
    ]);
  });

  it('keeps every table row, the passing ones too', () => {
    for (const scenario of run.scenarios) expect(markdown).toContain(`[${scenario.name.replaceAll('_', '\\_')}](`);
  });

  it('never says every failure is in it', () => {
    expect(markdown).not.toContain('Every failure is in this summary');
    expect(markdown).toContain('Every failure is in the JSON report (this summary was shortened).');
  });
});
