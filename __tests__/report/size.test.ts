import { describe, expect, it } from 'vitest';
import type { RunResult, ScenarioResult } from '../../src/model/index.js';
import { GITHUB_SUMMARY_LIMIT_BYTES, SUMMARY_BUDGET_BYTES } from '../../src/report/text/limits.js';
import { renderSummary, shrinkToFit } from '../../src/report/summary.js';
import { mixedRun, REPOSITORY } from './fixtures.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
/** Big, and multi-byte, so characters and bytes differ. */
const LARGE_OUTPUT = 'Résultats · ⚽ '.repeat(20_000);

function bigRun(count: number, failEvery: number): RunResult {
  const run = mixedRun();
  const passed = run.scenarios[0]!;
  const failed = run.scenarios[1]!;
  run.scenarios = Array.from({ length: count }, (_, i): ScenarioResult => {
    const template = i % failEvery === 0 ? failed : passed;
    return {
      ...template,
      name: `scenario_${String(i).padStart(5, '0')}`,
      position: { file: `scenarios/suite_${Math.floor(i / 100)}/s${i}.yaml`, line: 1, column: 7 },
      output: LARGE_OUTPUT,
      stderr: template === failed ? LARGE_OUTPUT : undefined,
    };
  });
  return run;
}

describe('the job summary stays under GitHub’s 1 MiB limit', () => {
  it('keeps the budget under the limit with a margin', () => {
    expect(SUMMARY_BUDGET_BYTES).toBeLessThan(GITHUB_SUMMARY_LIMIT_BYTES);
  });

  it('with 5,000 scenarios and large outputs, says what it left out', () => {
    const run = bigRun(5_000, 10);
    const { markdown, leftOut } = renderSummary(run, { repository: REPOSITORY });
    expect(bytes(markdown)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(leftOut[0]).toBe('the joined output and stderr of 500 failed scenarios');
    expect(markdown).toContain(
      '> [!WARNING]\n> This summary was shortened to stay under GitHub’s 1 MiB limit. Left out: ',
    );
    expect(markdown).toContain(leftOut.join('; '));
    // Every failure is still named in the table, with its link.
    expect(markdown).toContain('| ❌ failed | [scenario\\_04990](https://github.com/');
  });

  it('with 5,000 failing scenarios, keeps the failing rows and some details, and counts the rest', () => {
    const run = bigRun(5_000, 1);
    const { markdown, leftOut } = renderSummary(run, { repository: REPOSITORY });
    expect(bytes(markdown)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(leftOut).toContainEqual(expect.stringMatching(/^the details of \d+ failed scenarios$/));
    expect(markdown.split('\n').filter((line) => line.startsWith('| ❌ failed |'))).toHaveLength(5_000);
    expect(markdown).toContain('#### ❌ failed: scenario\\_00000');
    // Every row kept, without its links (three per failing row), and the summary says so.
    expect(leftOut).toContain('the links in the table (the failure details keep theirs)');
    expect(markdown).toContain('| ❌ failed | scenario\\_04999 | <code>scenarios/suite\\_49/s4999.yaml</code> |');
  });

  it('shortens in stages: outputs first, then passing rows', () => {
    const run = bigRun(200, 4);
    const full = renderSummary(run);
    expect(full.leftOut).toEqual([]);
    const withoutOutputs = renderSummary(run, { budgetBytes: bytes(full.markdown) - 1 });
    expect(withoutOutputs.leftOut).toEqual([
      'the joined output and stderr of 50 failed scenarios',
      'the list of 150 judge verdicts',
    ]);
    expect(withoutOutputs.markdown).not.toContain('Judge verdicts');
    expect(withoutOutputs.markdown).not.toContain('<details>');
    expect(withoutOutputs.markdown).toContain('| ✅ passed |');
    const withoutPassing = renderSummary(run, { budgetBytes: bytes(withoutOutputs.markdown) - 1 });
    expect(withoutPassing.leftOut).toEqual([
      'the joined output and stderr of 50 failed scenarios',
      'the list of 150 judge verdicts',
      'the table rows of 150 passed scenarios',
    ]);
    expect(withoutPassing.markdown).not.toContain('| ✅ passed |');
    expect(withoutPassing.markdown).toContain('#### ❌ failed: scenario\\_00196');
  });

  it('as a last resort, drops failing rows and says how many', () => {
    const run = bigRun(2_000, 1);
    const { markdown, leftOut } = renderSummary(run, { budgetBytes: 20_000 });
    expect(bytes(markdown)).toBeLessThanOrEqual(20_000);
    expect(leftOut).toContainEqual(expect.stringMatching(/^the table rows of \d+ failed scenarios$/));
    expect(leftOut).toContain('the details of 2000 failed scenarios');
  });
});

describe('the last-resort cut', () => {
  it('never stops inside a <pre> or <details> block, which would swallow the note', () => {
    const markdown = [
      '## head',
      '',
      '<details><summary>x</summary>',
      '',
      '<pre>',
      ...Array(50).fill('a line'),
      '</pre>',
      '',
      '</details>',
    ].join('\n');
    const cut = shrinkToFit({ markdown, leftOut: [] }, bytes(markdown) - 20);
    expect(cut.markdown.startsWith('## head')).toBe(true);
    expect(cut.markdown).not.toContain('<pre>');
    expect(cut.markdown).not.toContain('<details>');
    expect(cut.markdown).toContain('the rest of this summary was cut');
    expect(cut.leftOut).toEqual(['the end of the summary']);
  });
});
