import type { ListCoverage, ToolCoverage } from '../model/index.js';
import { escapeInline, escapeName } from './text/escape.js';

/** Uncalled tools named in the summary and terminal; the rest are counted (all are in the JSON report). */
export const COVERAGE_NAMES_SHOWN = 50;

function named(names: string[], escape: (name: string) => string): string {
  const shown = names.slice(0, COVERAGE_NAMES_SHOWN).map(escape).join(', ');
  const more = names.length - COVERAGE_NAMES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** The server's other lists in coverage, each with its words (only those the server lists some of). */
function otherLists(coverage: ToolCoverage): [string, ListCoverage][] {
  const lists: [string, ListCoverage | undefined][] = [
    ['Resources', coverage.resources],
    ['Resource templates', coverage.templates],
    ['Prompts', coverage.prompts],
  ];
  return lists.filter((entry): entry is [string, ListCoverage] => entry[1] !== undefined);
}

/** `Prompts read: 1 of 2; not read by any scenario: …`, with names escaped by `escape`. */
function listLine(what: string, list: ListCoverage, head: (text: string) => string, escape: (name: string) => string) {
  const start = head(`${what} read:`) + ` ${list.read.length} of ${list.listed}`;
  return list.unread.length === 0
    ? `${start} (every one the server lists)`
    : `${start}; not read by any scenario: ${named(list.unread, escape)}`;
}

/**
 * The terminal's coverage lines: how many of the server's tools the scenarios call, and which none
 * does; then its resources, resource templates and prompts, and which none reads (when it lists some).
 */
export function coverageLine(coverage: ToolCoverage): string {
  const head = `Tools called: ${coverage.called.length} of ${coverage.serverTools}`;
  const tools =
    coverage.uncalled.length === 0
      ? `${head} (every tool the server lists)`
      : `${head}; not called by any scenario: ${named(coverage.uncalled, escapeName)}`;
  return [tools, ...otherLists(coverage).map(([what, list]) => listLine(what, list, (text) => text, escapeName))].join(
    '\n',
  );
}

/** The summary's coverage lines, in Markdown. */
export function coverageMarkdown(coverage: ToolCoverage): string[] {
  const head = `**Tools called:** ${coverage.called.length} of ${coverage.serverTools}`;
  const code = (name: string) => `<code>${escapeInline(name)}</code>`;
  const line =
    coverage.uncalled.length === 0
      ? `${head} (every tool the server lists)`
      : `${head}; not called by any scenario: ${named(coverage.uncalled, code)}`;
  // One paragraph each: the tools, then each other list the server has.
  const others = otherLists(coverage).map(([what, list]) => listLine(what, list, (text) => `**${text}**`, code));
  return [line, ...others].flatMap((one) => [one, '']);
}
