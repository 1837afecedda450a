import type { ToolCoverage } from '../model/index.js';
import { escapeInline, escapeName } from './text/escape.js';

/** Uncalled tools named in the summary and terminal; the rest are counted (all are in the JSON report). */
export const COVERAGE_NAMES_SHOWN = 50;

function named(names: string[], escape: (name: string) => string): string {
  const shown = names.slice(0, COVERAGE_NAMES_SHOWN).map(escape).join(', ');
  const more = names.length - COVERAGE_NAMES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** The terminal's coverage line: how many of the server's tools the scenarios call, and which none does. */
export function coverageLine(coverage: ToolCoverage): string {
  const head = `Tools called: ${coverage.called.length} of ${coverage.serverTools}`;
  return coverage.uncalled.length === 0
    ? `${head} (every tool the server lists)`
    : `${head}; not called by any scenario: ${named(coverage.uncalled, escapeName)}`;
}

/** The summary's coverage line, in Markdown. */
export function coverageMarkdown(coverage: ToolCoverage): string[] {
  const head = `**Tools called:** ${coverage.called.length} of ${coverage.serverTools}`;
  const line =
    coverage.uncalled.length === 0
      ? `${head} (every tool the server lists)`
      : `${head}; not called by any scenario: ${named(coverage.uncalled, (name) => `<code>${escapeInline(name)}</code>`)}`;
  return [line, ''];
}
