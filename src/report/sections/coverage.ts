// The coverage section: how many of the server's tools the scenarios call and which none does, then
// its resources, resource templates and prompts and which none reads. Built once; the summary
// (Markdown) and the terminal and log (text) render it (report/coverage.ts).
import type { ListCoverage, ToolCoverage } from '../../model/index.js';
import type { Line, Section, Span } from './section.js';

/** Uncalled tools named in the summary and terminal; the rest are counted (all are in the JSON report). */
export const COVERAGE_NAMES_SHOWN = 50;

/** The first COVERAGE_NAMES_SHOWN names, then how many more. */
function named(names: string[]): Span[] {
  const spans: Span[] = names
    .slice(0, COVERAGE_NAMES_SHOWN)
    .flatMap((name, index) => [...(index > 0 ? [', '] : []), { code: name }]);
  const more = names.length - COVERAGE_NAMES_SHOWN;
  return more > 0 ? [...spans, ` and ${more} more`] : spans;
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

/** `Prompts read: 1 of 2; not read by any scenario: …`. */
function listLine(what: string, list: ListCoverage): Line {
  const start: Span[] = [{ strong: [`${what} read:`] }, ` ${list.read.length} of ${list.listed}`];
  return list.unread.length === 0
    ? [...start, ' (every one the server lists)']
    : [...start, '; not read by any scenario: ', ...named(list.unread)];
}

/** The coverage section: a paragraph for the tools, then one for each other list the server has. */
export function coverageSection(coverage: ToolCoverage): Section {
  const head: Span[] = [{ strong: ['Tools called:'] }, ` ${coverage.called.length} of ${coverage.serverTools}`];
  const tools: Line =
    coverage.uncalled.length === 0
      ? [...head, ' (every tool the server lists)']
      : [...head, '; not called by any scenario: ', ...named(coverage.uncalled)];
  return {
    blocks: [
      { kind: 'paragraphs', lines: [tools, ...otherLists(coverage).map(([what, list]) => listLine(what, list))] },
    ],
  };
}
