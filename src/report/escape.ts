/* eslint-disable no-control-regex -- finding control characters is what this module is for */
/**
 * Escaping of untrusted text (server output, stderr, judge replies, check messages that quote
 * them) for each place a report puts it. Each function makes its input inert in that context:
 * whatever the text holds, nothing outside the escaped span changes.
 */

/** For HTML text and attribute values (`<pre>` blocks, `<summary>`): no tag, no entity, no quote can start. */
export function escapeHtml(text: string): string {
  return visibleControls(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * For inline Markdown prose: HTML-escaped, every character that could start Markdown formatting
 * (emphasis, code, links, images, tables, headings, strikethrough) backslash-escaped, one line.
 * Never put the result at the start of a line: it is meant to follow a label.
 */
export function escapeInline(text: string): string {
  // Markdown first: HTML-escaping first would put `#` (of `&#39;`) where the Markdown escape breaks it.
  return escapeHtml(text.replace(/([\\`*_[\]#|~])/g, '\\$1')).replace(/\r\n?|\n/g, ' ');
}

/** For a Markdown table cell: as inline prose, line breaks kept as `<br>`. */
export function escapeCell(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => escapeInline(line))
    .join('<br>');
}

/** For XML 1.0 text and attributes: escaped, and characters XML cannot hold at all replaced by U+FFFD. */
export function escapeXml(text: string): string {
  return (
    text
      // Control characters other than tab, LF and CR, lone surrogates, U+FFFE and U+FFFF are not XML.
      .replace(
        /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
        '\uFFFD',
      )
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** For an XML attribute: escaped, with line breaks and tabs kept as character references. */
export function escapeXmlAttribute(text: string): string {
  return escapeXml(text).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

/**
 * For a terminal or a log: control characters (an escape sequence could recolour, move the cursor
 * or retitle the window) shown as visible symbols, tab and line feed kept; and the two ways a line
 * of a GitHub Actions log becomes a workflow command broken with a zero-width space: `::` at the
 * start of a line (after any indent) and the legacy `##[`, which the runner finds anywhere in a line.
 */
export function escapeTerminal(text: string): string {
  return breakLegacyCommands(visibleControls(text)).replace(/^([ \t]*)::/gm, '$1:\u200B:');
}

/** The legacy `##[command]` form, which the runner finds anywhere in a line, broken with a zero-width space. */
export function breakLegacyCommands(text: string): string {
  return text.replace(/##\[/g, '##\u200B[');
}

/** Control characters other than tab and line feed (CR LF becomes LF) as their visible symbols (␛, ␇, ␍, …). */
export function visibleControls(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F\u0080-\u009F]/g, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\uFFFD';
  });
}
