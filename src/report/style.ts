/**
 * Colour for the terminal reports, on `node:util`'s styleText (Node >= 20.12). Whether to colour
 * is the caller's decision (`colorFor`): styleText is told not to look at a stream or the
 * environment itself, so a report rendered for a file or a test is the same on any machine.
 */
import { styleText } from 'node:util';

export interface ColorStyle {
  /** ANSI colour: only on a TTY, and never with NO_COLOR (see colorFor). */
  color: boolean;
}

export type Paint = 'red' | 'green' | 'yellow' | 'dim' | 'bold';

/** `text` in `format` when the style colours, else `text` as it is. */
export function paint(style: ColorStyle, format: Paint, text: string): string {
  return style.color ? styleText(format, text, { validateStream: false }) : text;
}

/**
 * Whether output to this stream is coloured: only on a TTY, and never with a non-empty NO_COLOR
 * (https://no-color.org). FORCE_COLOR is not read: a report piped to a file has no colour.
 */
export function colorFor(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  return isTTY && !env.NO_COLOR;
}
