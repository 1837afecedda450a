// A section (sections/section.ts) as plain text for the terminal and the job log: untrusted text
// made safe to print (escapeTerminal), names on one line (escapeName), labels as they are; a line per paragraph or note.
import { escapeName, escapeTerminal } from '../text/escape.js';
import type { Block, Line, Span } from './section.js';

function spanText(span: Span): string {
  if (typeof span === 'string') return span;
  if ('text' in span) return escapeTerminal(span.text);
  if ('name' in span) return escapeName(span.name);
  if ('code' in span) return escapeName(span.code);
  return lineText(span.strong);
}

/** A line as plain text. */
export function lineText(line: Line): string {
  return line.map(spanText).join('');
}

/** A block's lines of text. */
export function blockText(block: Block): string[] {
  if (block.kind === 'paragraphs') return block.lines.map(lineText);
  return block.lines.map((line) => `note ${lineText(line)}`);
}

/** A section's lines of text. */
export function sectionText(section: { blocks: readonly Block[] }): string[] {
  return section.blocks.flatMap(blockText);
}
