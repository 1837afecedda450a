/**
 * `protocol: both` in the reports, beyond the parity failures (which are failures like any other):
 * the scenarios that passed in both eras with different outputs (a notice, not a failure, with the
 * diff), and the scenarios run in one era only (agent scenarios: `RunProtocol.oneEra`). Pure.
 */
import type { EraDifference, RunResult, ScenarioResult } from '../model/index.js';
import { paint, type ColorStyle } from './style.js';
import { escapeHtml, escapeTerminal } from './text/escape.js';
import { lineMarkdown } from './sections/markdown.js';
import type { Line } from './sections/section.js';
import { lineText } from './sections/text.js';

/** The scenarios that passed in every era with different joined outputs, in run order. */
export function differingBetweenEras(run: RunResult): ScenarioResult[] {
  return run.scenarios.filter((scenario) => scenario.eraDifference);
}

/** `modern era (2026-07-28) → legacy era (2025-11-25)`: which side of the diff is which. Plain text. */
function sides(difference: EraDifference): string {
  const side = ({ era, revision }: EraDifference['from']) => `${era} era (${revision})`;
  return `${side(difference.from)} → ${side(difference.to)}`;
}

/** The scenario whose output differs, and where it is: `**name** (<code>file:line</code>)` in the summary. */
function entry(scenario: ScenarioResult): Line {
  const { file, line } = scenario.position;
  return [{ strong: [{ name: scenario.name }] }, ' (', { code: `${file}:${line}` }, ')'];
}

const DIFFERS = 'passed in both eras with different joined output (a notice, not a failure)';

/** The terminal's notice for a scenario whose output differs between eras, the diff indented under it. */
export function eraDifferenceLines(scenario: ScenarioResult, style: ColorStyle): string[] {
  const difference = scenario.eraDifference;
  if (!difference) return [];
  return [
    '',
    `${paint(style, 'yellow', 'notice:')} ${lineText(entry(scenario))} ${DIFFERS}, ${lineText([{ name: sides(difference) }])}:`,
    ...escapeTerminal(difference.diff)
      .split('\n')
      .map((line) => `  │ ${line}`),
  ];
}

/** The summary's section of outputs that differ between eras: each diff folded, or (`withDiffs` false) the names only. */
export function eraDifferenceMarkdown(run: RunResult, withDiffs: boolean): string[] {
  const differing = differingBetweenEras(run);
  if (differing.length === 0) return [];
  const lines = [
    `### Outputs that differ between eras`,
    '',
    `These scenarios passed in both eras, and the same calls answered differently (not a failure; ` +
      'each era’s output is in the JSON report):',
    '',
  ];
  for (const scenario of differing) {
    const difference = scenario.eraDifference!;
    const named = `${lineMarkdown(entry(scenario))}: ${lineMarkdown([{ name: sides(difference) }])}`;
    // Top-level blocks, not list items: a `<pre>` in a list item would end at its first unindented line.
    if (withDiffs)
      lines.push(
        named,
        '',
        `<details><summary>Difference (${difference.diff.length} characters)</summary>`,
        '',
        `<pre>${escapeHtml(difference.diff)}</pre>`,
        '',
        '</details>',
        '',
      );
    else lines.push(`- ${named}`);
  }
  if (!withDiffs) lines.push('');
  return lines;
}
