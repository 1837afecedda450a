// A report section as data: what a feature says, built once, and rendered by each report in its
// own words of formatting (sections/markdown.ts for the job summary, sections/text.ts for the
// terminal and the log). A section says what is a name, what is our own wording and what came from
// the server; each renderer escapes and styles each kind as its medium needs.

/**
 * A piece of a line: our own words (a string, written as is), untrusted text (`text`: a message,
 * its line breaks kept on a terminal), an untrusted name on one line (`name`), a name set as code
 * (`code`: `<code>` in Markdown, plain on a terminal) or what is in bold in Markdown (`strong`).
 */
export type Span = string | { text: string } | { name: string } | { code: string } | { strong: Line };

/** A line of text, made of spans. */
export type Line = readonly Span[];

/**
 * A block of a section: paragraphs (a paragraph each in Markdown, a line each on a terminal), or
 * notes (a list in Markdown, `note `-prefixed lines on a terminal).
 */
export type Block = { kind: 'paragraphs'; lines: readonly Line[] } | { kind: 'notes'; lines: readonly Line[] };

export interface Section {
  blocks: readonly Block[];
}
