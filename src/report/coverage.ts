// The coverage section (built once in sections/coverage.ts) as the terminal and the summary show it.
import type { ToolCoverage } from '../model/index.js';
import { coverageSection } from './sections/coverage.js';
import { sectionMarkdown } from './sections/markdown.js';
import { sectionText } from './sections/text.js';

export { COVERAGE_NAMES_SHOWN } from './sections/coverage.js';

/**
 * The terminal's coverage lines: how many of the server's tools the scenarios call, and which none
 * does; then its resources, resource templates and prompts, and which none reads (when it lists some).
 */
export function coverageLine(coverage: ToolCoverage): string {
  return sectionText(coverageSection(coverage)).join('\n');
}

/** The summary's coverage lines, in Markdown: one paragraph each. */
export function coverageMarkdown(coverage: ToolCoverage): string[] {
  return sectionMarkdown(coverageSection(coverage));
}
