// A section (sections/section.ts) as the job summary's Markdown: untrusted text escaped for
// Markdown and HTML, names in `<code>`, labels bold; each block followed by a blank line.
import { escapeInline } from '../text/escape.js';
import type { Block, Line, Span } from './section.js';

function spanMarkdown(span: Span): string {
  if (typeof span === 'string') return span;
  if ('text' in span) return escapeInline(span.text);
  if ('name' in span) return escapeInline(span.name);
  if ('code' in span) return `<code>${escapeInline(span.code)}</code>`;
  return `**${lineMarkdown(span.strong)}**`;
}

/** A line in Markdown. */
export function lineMarkdown(line: Line): string {
  return line.map(spanMarkdown).join('');
}

/** A block's Markdown lines. */
export function blockMarkdown(block: Block): string[] {
  if (block.kind === 'paragraphs') return block.lines.flatMap((line) => [lineMarkdown(line), '']);
  if (block.lines.length === 0) return [];
  return [...block.lines.map((line) => `- ${lineMarkdown(line)}`), ''];
}

/** A section's Markdown lines. */
export function sectionMarkdown(section: { blocks: readonly Block[] }): string[] {
  return section.blocks.flatMap(blockMarkdown);
}
