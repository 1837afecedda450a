/**
 * The text of a file a user writes (a scenario file, a suppressions file, a tool-variants file):
 * refused when it is larger than SCENARIO_FILE_LIMIT_BYTES (checked before reading it) or is not
 * valid UTF-8 (decoding would put U+FFFD in place of the bad bytes and send that to the server as if
 * the file said so). Read synchronously: nothing else runs while the files load (no server starts
 * before they are all valid), and a promise's round trips through the thread pool cost several
 * times the read itself, per file (issue 41). No YAML here: the CLI's start-up reads this module.
 */
import { isUtf8 } from 'node:buffer';
import { readFileSync, statSync } from 'node:fs';
import { SCENARIO_FILE_LIMIT_BYTES } from '../model/limits.js';
import type { ScenarioFileError } from '../model/index.js';

/** How a file too large is named and what its author can do, in the message that refuses it. */
export interface TextWords {
  /** `a scenario file` */
  called: string;
  tooLarge: string;
}

export const SCENARIO_FILE_WORDS: TextWords = {
  called: 'a scenario file',
  tooLarge: 'split it into several files, or leave it out with a `!` glob if it is not a scenario',
};

/**
 * What reading a file gave: its text, or an error at the place it is about. `unreadable` is the
 * system's reason when the file could not be read at all (for a caller's own words), and `missing`
 * says the file does not exist (which a caller may take as empty).
 */
export type UserText = { text: string } | { error: ScenarioFileError; missing?: true; unreadable?: string };

/** The file's text, or why it is refused: too large, not UTF-8, or not readable. */
export function readUserText(file: string, shown: string, words: TextWords = SCENARIO_FILE_WORDS): UserText {
  const start = { file: shown, line: 1, column: 1 };
  let bytes: Buffer;
  try {
    const { size } = statSync(file);
    if (size > SCENARIO_FILE_LIMIT_BYTES) {
      return {
        error: {
          position: start,
          message:
            `${shown} is ${size.toLocaleString('en-US')} bytes, over the limit of ` +
            `${SCENARIO_FILE_LIMIT_BYTES.toLocaleString('en-US')} bytes for ${words.called}; ${words.tooLarge}`,
        },
      };
    }
    bytes = readFileSync(file);
  } catch (error) {
    const unreadable = (error as Error).message;
    const unread = { error: { position: start, message: `cannot read ${shown}: ${unreadable}` }, unreadable };
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? { ...unread, missing: true } : unread;
  }
  if (isUtf8(bytes)) return { text: bytes.toString('utf8') };
  const bad = firstInvalidByte(bytes);
  const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
  const line = countNewlines(bytes, lineStart) + 1;
  const column = bytes.subarray(lineStart, bad).toString('utf8').length + 1;
  return {
    error: {
      position: { file: shown, line, column },
      message:
        `${shown} is not valid UTF-8: the byte 0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')} at ` +
        `line ${line}, column ${column} is not part of a UTF-8 character; save the file as UTF-8`,
    },
  };
}

/** The offset where the first ill-formed UTF-8 sequence starts (the file is known to hold one). */
function firstInvalidByte(bytes: Buffer): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    if (length === 0) return index;
    if (length > 1 && !isUtf8(bytes.subarray(index, index + length))) return index;
    index += length;
  }
  return Math.max(0, bytes.length - 1);
}

function countNewlines(bytes: Buffer, end: number): number {
  let count = 0;
  for (let at = bytes.indexOf(0x0a); at >= 0 && at < end; at = bytes.indexOf(0x0a, at + 1)) count++;
  return count;
}
