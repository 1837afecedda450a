/**
 * The compare-variants report: per scenario and overall, each wording's pass rate with its Wilson
 * interval, each variant's paired difference and verdict, and the winning wording as a diff
 * against the server's, ready to paste. For the terminal (and the action's log) and the job summary.
 */
import type { VariantComparison } from '../stats/paired.js';
import { rateText, type RateEstimate } from '../stats/rate.js';
import type { VariantsRun } from '../run/variants.js';
import { SERVER_WORDING } from '../run/variants.js';
import { renderUnifiedDiff } from './diff.js';
import { escapeCell, escapeHtml, escapeInline, escapeTerminal } from './text/escape.js';
import type { SummarySection } from './summary-section.js';

const points = (from: RateEstimate, to: RateEstimate) => {
  if (from.trials === 0 || to.trials === 0) return 'no trials to compare';
  const value = Math.round((to.rate - from.rate) * 100);
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value)} points`;
};

const pValue = (p: number) => (p >= 0.001 ? p.toFixed(3) : p.toExponential(1));

const pairsText = (entry: { pairs: number; better: number; worse: number }) =>
  `pairs: ${entry.better} better, ${entry.worse} worse of ${entry.pairs}`;

function verdictText(variant: VariantComparison, level: number): string {
  const test = `exact McNemar p = ${pValue(variant.p)}, Holm-adjusted ${pValue(variant.adjustedP)}`;
  const head =
    variant.verdict === 'inconclusive'
      ? `inconclusive (${test}; not below ${level}): no difference shown, which is not the same as none`
      : `${variant.verdict} (${test} < ${level})`;
  const disqualified =
    variant.disqualifiedBy.length > 0
      ? `; disqualified: significantly worse on ${variant.disqualifiedBy.join(', ')}`
      : '';
  return head + disqualified;
}

/** What each verdict rests on, in one sentence. */
function methodText(run: VariantsRun): string {
  const level = run.comparison.level;
  return (
    `Each scenario's trial n ran on every wording with the same prompt and model; a variant is compared with the ` +
    `server's wording on the pairs where one passed and the other failed (exact McNemar test), Holm-adjusted across ` +
    `the ${run.variants.length} variant${run.variants.length === 1 ? '' : 's'}, so the chance of any false "better" ` +
    `or "worse" is at most ${Math.round(level * 100)}%. A variant significantly worse on any one scenario ` +
    `(Holm-adjusted across every variant's scenarios) is disqualified.`
  );
}

/** For the terminal and the action's log: plain text, server text escaped. */
export function renderVariantsTerminal(run: VariantsRun, file: string): string {
  const names = [SERVER_WORDING, ...run.variants.map((variant) => variant.name)];
  const width = Math.max(...names.map((name) => name.length)) + 2;
  const pad = (name: string) => escapeTerminal(name).padEnd(width);
  const lines: string[] = [
    `Tool-description variants (${escapeTerminal(file)}): ${run.variants.length} against the server's wording, on ${run.scenarios.length} agent scenario${run.scenarios.length === 1 ? '' : 's'}, every trial run.`,
    '',
  ];
  run.scenarios.forEach((scenario, index) => {
    lines.push(
      `${escapeTerminal(scenario.label)} (${escapeTerminal(scenario.position.file)}:${scenario.position.line})`,
    );
    for (const name of names) {
      const rate = scenario.rates[name]!;
      const notRun = scenario.notRun[name];
      const errored = scenario.errored[name] ? `, ${scenario.errored[name]} errored (left out)` : '';
      let line = `  ${pad(name)}${notRun ? `not run: ${escapeTerminal(notRun)}` : `${rate.passes} of ${rate.trials}  ${rateText(rate)}${errored}`}`;
      if (name !== SERVER_WORDING && !notRun) {
        const variant = run.comparison.variants.find((v) => v.variant === name)!;
        const entry = variant.scenarios[index]!;
        line += `  ${points(scenario.rates[SERVER_WORDING]!, rate)}; ${pairsText(entry)} (p = ${pValue(entry.p)}, Holm-adjusted ${pValue(entry.adjustedP)})`;
        if (entry.significantlyWorse) line += `; significantly worse: disqualifies ${escapeTerminal(name)}`;
      }
      lines.push(line);
    }
    lines.push('');
  });
  lines.push('Overall');
  for (const name of names) {
    const rate = run.overall[name]!;
    let line = `  ${pad(name)}${rate.passes} of ${rate.trials}  ${rateText(rate)}`;
    if (name !== SERVER_WORDING) {
      const variant = run.comparison.variants.find((v) => v.variant === name)!;
      line += `  ${points(run.overall[SERVER_WORDING]!, rate)}; ${pairsText(variant)}: ${verdictText(variant, run.comparison.level)}`;
    }
    lines.push(line);
  }
  lines.push('', methodText(run));
  if (run.erroredTrials > 0)
    lines.push(
      `${run.erroredTrials} trial${run.erroredTrials === 1 ? '' : 's'} errored and were left out of the pairs.`,
    );
  lines.push('');
  if (run.comparison.winner && run.winnerWording) {
    lines.push(
      `The winning wording: ${escapeTerminal(run.comparison.winner)}. As a diff against the server's, to paste into its tool definitions:`,
    );
    for (const change of run.winnerWording) lines.push(renderUnifiedDiff(change.tool, change.before, change.after));
  } else {
    lines.push(
      "No variant is significantly better than the server's wording without being worse on a scenario: keep the server's wording, or run more trials.",
    );
  }
  return lines.join('\n').trimEnd();
}

/** For the job summary: a table per scenario and overall, the verdicts, the winning diff in a fenced block. */
export function renderVariantsMarkdown(run: VariantsRun, file: string): string {
  const names = [SERVER_WORDING, ...run.variants.map((variant) => variant.name)];
  const lines = [
    `## Tool-description variants (${escapeInline(file)})`,
    '',
    `| Scenario | ${names.map((name) => escapeCell(name)).join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
  ];
  run.scenarios.forEach((scenario, index) => {
    const cells = names.map((name) => {
      if (scenario.notRun[name]) return `not run: ${escapeCell(scenario.notRun[name]!)}`;
      const rate = scenario.rates[name]!;
      let cell = rateText(rate);
      if (name !== SERVER_WORDING) {
        const entry = run.comparison.variants.find((v) => v.variant === name)!.scenarios[index]!;
        cell += ` ${points(scenario.rates[SERVER_WORDING]!, rate)}${entry.significantlyWorse ? ' **significantly worse**' : ''}`;
      }
      return cell;
    });
    lines.push(`| ${escapeCell(scenario.label)} | ${cells.join(' | ')} |`);
  });
  lines.push(
    `| **Overall** | ${names
      .map((name) =>
        name === SERVER_WORDING
          ? rateText(run.overall[name]!)
          : `${rateText(run.overall[name]!)} ${points(run.overall[SERVER_WORDING]!, run.overall[name]!)}`,
      )
      .join(' | ')} |`,
    '',
  );
  for (const variant of run.comparison.variants)
    lines.push(
      `- **${escapeInline(variant.variant)}**: ${escapeInline(pairsText(variant))}; ${escapeInline(verdictText(variant, run.comparison.level))}`,
    );
  lines.push('', escapeInline(methodText(run)), '');
  if (run.comparison.winner && run.winnerWording) {
    lines.push(
      `**The winning wording: ${escapeInline(run.comparison.winner)}.** As a diff against the server's, to paste into its tool definitions:`,
      '',
      '<pre lang="diff">',
      ...run.winnerWording.map((change) => escapeHtml(renderUnifiedDiff(change.tool, change.before, change.after))),
      '</pre>',
    );
  } else {
    lines.push(
      "No variant is significantly better than the server's wording without being worse on a scenario: keep the server's wording, or run more trials.",
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The comparison's section of the action's job summary: in full, or, when the summary has no room
 * for it, its heading and where the comparison is (the step's log has it whole).
 */
export function variantsSummarySection(run: VariantsRun, file: string): SummarySection {
  return {
    renderings: [
      { markdown: renderVariantsMarkdown(run, file) },
      {
        markdown:
          `## Tool-description variants (${escapeInline(file)})\n\n` +
          `_Left out to keep the job summary under GitHub’s 1 MiB limit: the step's log has the comparison (“Tool-description variants”)._\n`,
        leftOut: 'the tool-description variants comparison',
      },
    ],
  };
}
