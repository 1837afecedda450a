/* eslint-disable no-control-regex -- finding control characters is what this module is for */
// Hand-written, not strip-ansi or escape-html: one module for every place a report puts untrusted text, showing control characters as symbols (not dropping them) and defusing workflow commands.
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

/**
 * A message in a list item with its line breaks kept (`<br>`) and each line's leading spaces too:
 * a replay's diff (`- old` / `+ new`) reads as a diff, not one run-on line.
 */
export function escapeLines(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => {
      const spaces = line.length - line.trimStart().length;
      return '&nbsp;'.repeat(spaces) + escapeInline(line.slice(spaces));
    })
    .join('<br>');
}

/** For a Markdown table cell: as inline prose, line breaks kept as `<br>`. */
export function escapeCell(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => escapeInline(line))
    .join('<br>');
}

/**
 * For XML 1.0 text and attributes: escaped, characters XML cannot hold at all replaced by U+FFFD,
 * and the characters that reorder or break the displayed text shown as `\u202E`-style escapes.
 */
export function escapeXml(text: string): string {
  return (
    visibleSpoofing(text)
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
  // Any white space counts before `::`, not only spaces and tabs: the runner trims all of it.
  return breakWorkflowCommands(visibleControls(text));
}

/** The legacy `##[command]` form, which the runner finds anywhere in a line, broken with a zero-width space. */
export function breakLegacyCommands(text: string): string {
  return text.replace(/##\[/g, '##\u200B[');
}

/**
 * Characters that change how the text around them is displayed without showing themselves: the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: a file name can
 * display reversed, `txt.exe` as `exe.txt`), the directional marks (U+200E, U+200F, U+061C), and
 * the line and paragraph separators (U+2028, U+2029), which some viewers break lines at.
 */
const DISPLAY_SPOOFING = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2028\u2029]/g;

/**
 * Characters that show nothing at all, so two texts that differ only by them look the same (a tool
 * description with an instruction smuggled in reads as unchanged in a snapshot diff): every format
 * character (Unicode category Cf: the zero-width space, non-joiner and joiner U+200B–U+200D, the word
 * joiner and invisible operators U+2060–U+2064, U+FEFF, the soft hyphen, the Unicode tag characters
 * U+E0001 and U+E0020–U+E007F, which spell ASCII a model reads), the rest of the tag block
 * (U+E0000–U+E007F), the combining grapheme joiner (U+034F), the Hangul fillers, which display as
 * blank, and variation selectors in a run (one after a character picks its look; a run carries data).
 * Not the format characters that display a mark (the Arabic number signs U+0600–U+0605, U+06DD and
 * their kin), and not a zero-width joiner inside an emoji (👩‍💻), where it is what joins the picture.
 */
const INVISIBLE = new RegExp(
  // eslint-disable-next-line no-misleading-character-class -- each invisible code point is matched on its own: that is the point
  [
    // A joiner between two pictographs (after an optional variation selector or skin tone) joins an emoji.
    String.raw`\u200D(?!\p{Extended_Pictographic})`,
    String.raw`(?<!\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D`,
    // The zero-width space that breaks a workflow command (`:\u200B:`, `##\u200B[`) is ours, and
    // escaping text twice keeps it: it hides nothing, and it is what keeps the command broken.
    String.raw`(?!(?<=##)\u200B\[|(?<=:)\u200B:)\u200B`,
    String.raw`(?![\u200B\u200D\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}])[\p{Cf}\u{E0000}-\u{E007F}\u034F\u115F\u1160\u3164\uFFA0]`,
    String.raw`(?:[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]){2,}`,
  ].join('|'),
  'gu',
);

/** `\u200B` for a character of the Basic Multilingual Plane, `\u{E0049}` beyond it (as JavaScript writes them). */
function escapedCodePoints(text: string): string {
  return [...text]
    .map((char) => {
      const hex = char.codePointAt(0)!.toString(16).toUpperCase();
      return hex.length <= 4 ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
    })
    .join('');
}

/**
 * The display-spoofing characters (see DISPLAY_SPOOFING) and the invisible ones (see INVISIBLE) as
 * visible `\u202E`-style escapes (`\u{E0049}` beyond U+FFFF): what a reader sees differs where the
 * text does.
 */
export function visibleSpoofing(text: string): string {
  return text.replace(DISPLAY_SPOOFING, escapedCodePoints).replace(INVISIBLE, escapedCodePoints);
}

/**
 * Control characters other than tab and line feed (CR LF becomes LF) as their visible symbols (␛,
 * ␇, ␍, …), and the characters that reorder or break the displayed text, or show nothing, as
 * `\u202E`-style escapes (see visibleSpoofing).
 */
export function visibleControls(text: string): string {
  const controls = text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F\u0080-\u009F]/g, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\uFFFD';
  });
  return visibleSpoofing(controls);
}

/**
 * For a name or a path shown inside a line of our own (scenario names, file paths, globs, the
 * judge model): one line whatever it holds. Line feed, carriage return and tab are shown as `\n`,
 * `\r` and `\t`, so a newline in a file name reads as one; other control characters as their
 * visible symbols; the legacy `##[` broken. Backslashes are kept as they are: the text stays
 * readable, and nothing it could spell is a control character any more.
 */
export function escapeName(text: string): string {
  return breakLegacyCommands(visibleControls(text.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t')));
}

/**
 * Characters the runner skips before looking for `::` (.NET `TrimStart` trims every Unicode white
 * space, U+0085 and the information separators U+001C–U+001F included); a superset is safe.
 */
const LEADING_SPACE = String.raw`[\s\u0085\u001C-\u001F]`;
/** A CSI escape sequence (colour, clearing the line): skipped too, so colour cannot hide a command. */
const CSI_SEQUENCE = String.raw`\u001B\[[0-9;?]*[ -/]*[@-~]`;
/**
 * `::` where the runner would take it as the start of a workflow command: at the start of a line
 * (the runner splits lines at LF, CR and CR LF) after any white space and escape sequences.
 */
const COMMAND_START = new RegExp(`(?<=^|[\\r\\n])(?:${LEADING_SPACE}|${CSI_SEQUENCE})*:(?=:)`, 'g');

/**
 * Breaks everything in `text` that a GitHub Actions runner would obey as a workflow command, by
 * inserting a zero-width space (which .NET does not trim): `::` at a line start becomes `:\u200B:`
 * and `##[` anywhere becomes `##\u200B[`. Nothing else changes; our own output never holds either.
 */
export function breakWorkflowCommands(text: string): string {
  return breakLegacyCommands(text.replace(COMMAND_START, '$&\u200B'));
}

/**
 * What a terminal stream may carry unescaped: our own styling writes only SGR colour (`ESC[…m`),
 * clearing the line (`ESC[2K`) and a carriage return before it. CR LF is matched whole (it becomes LF).
 */
const ALLOWABLE_SEQUENCES = /\u001B\[[0-9;]*m|\u001B\[2K|\r\n?/g;

/** What a terminal stream may carry unescaped: decided per stream, once. */
export interface TerminalAllowance {
  /** SGR colour sequences: only on a TTY, and never with NO_COLOR. */
  color: boolean;
  /** Carriage return and clearing the line, for redrawing the progress line: only on a TTY. */
  redraw: boolean;
}

/**
 * `text` as `visibleControls` shows it, except the escape sequences and carriage returns that
 * `allow` permits, which pass unchanged. CR LF becomes LF.
 */
export function visibleControlsExcept(text: string, allow: TerminalAllowance): string {
  let shown = '';
  let from = 0;
  for (const match of text.matchAll(ALLOWABLE_SEQUENCES)) {
    const sequence = match[0];
    const allowed = sequence.endsWith('m')
      ? allow.color
      : sequence === '\r' || sequence.endsWith('K')
        ? allow.redraw
        : false;
    if (!allowed) continue;
    shown += visibleControls(text.slice(from, match.index)) + sequence;
    from = match.index + sequence.length;
  }
  return shown + visibleControls(text.slice(from));
}

/** How much of an all-blank current line a guard remembers; more blanks change nothing. */
const GUARD_BLANK_CARRY_CHARS = 256;
/** A line's start so far, when a `::` written next would still stand at the start of the line. */
const BLANK_LINE_SO_FAR = new RegExp(`^(?:${LEADING_SPACE}|${CSI_SEQUENCE})*:?$`);

/**
 * The last guard between the CLI and a stream: whatever any part of the CLI writes, in whatever
 * chunks, nothing that reaches the stream can start a workflow command, and no control character
 * passes but those `allow` permits. Renderers escape untrusted text themselves (so it reads well);
 * this catches what one forgets, and our own output passes unchanged.
 *
 * It remembers the end of the line written so far, so `::` split over two writes is caught too.
 */
export class CommandGuard {
  /**
   * What of the current line matters to the next write: all of it while it is blank (white space,
   * escape sequences, perhaps one `:`), else a non-blank mark and its last two characters (`##`).
   */
  private carry = '';

  constructor(private readonly allow: TerminalAllowance) {}

  guard(text: string): string {
    const carried = this.carry;
    const written = breakWorkflowCommands(carried + visibleControlsExcept(text, this.allow)).slice(carried.length);
    const all = carried + written;
    const line = all.slice(Math.max(all.lastIndexOf('\n'), all.lastIndexOf('\r')) + 1);
    if (!BLANK_LINE_SO_FAR.test(line)) this.carry = `x${line.slice(-2)}`;
    // A long blank start stands for itself as one space (cutting it could split an escape sequence).
    else if (line.length > GUARD_BLANK_CARRY_CHARS) this.carry = line.endsWith(':') ? ' :' : ' ';
    else this.carry = line;
    return written;
  }
}

/**
 * Why `value` cannot be an annotation's property (its `file=`), or undefined when it can. `core`
 * encodes `%`, CR, LF, `:` and `,` in properties, and the runner decodes exactly those (`%25 %0D
 * %0A %3A %2C`), so such paths arrive intact; but nothing encodes the legacy `##[`, which the
 * runner finds anywhere in a line, nor other control characters, which would reach the log raw.
 */
export function unsafePropertyReason(value: string): string | undefined {
  if (value.includes('##[')) return 'it holds "##[", which the runner reads as a command anywhere in a line';
  if (/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value))
    return 'it holds a control character, which no encoding of a workflow command property carries';
  if (new RegExp(DISPLAY_SPOOFING.source).test(value))
    return 'it holds a bidirectional control or a line or paragraph separator, which would show the path reordered';
  return undefined;
}
