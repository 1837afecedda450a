/** Escapes untrusted text (server output, judge replies) for Markdown table cells and HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** For a Markdown table cell: HTML-escaped, pipes escaped, one line. */
export function escapeCell(text: string): string {
  return escapeHtml(text).replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

/** For inline Markdown prose: HTML-escaped, and the characters that would start formatting neutralised. */
export function escapeInline(text: string): string {
  return escapeHtml(text)
    .replace(/([\\`*_[\]#|~])/g, '\\$1')
    .replace(/\r?\n/g, ' ');
}
