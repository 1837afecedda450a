import { isUtf8 } from 'node:buffer';
import { readFileSync, statSync } from 'node:fs';
import { SCENARIO_FILE_LIMIT_BYTES } from '../model/limits.js';
import type { Scenario, ScenarioFileError } from '../model/index.js';
import { discoverScenarioFiles, displayPath } from './discover.js';

export interface LoadedSuite {
  scenarios: Scenario[];
  /** Every problem of every file, in file order, then line and column. */
  errors: ScenarioFileError[];
  unmatchedGlobs: string[];
  files: string[];
}

/** Finds, parses and validates every scenario file; all errors of all files, before anything runs. */
export async function loadSuite(globs: string[], workspace: string): Promise<LoadedSuite> {
  const { files, unmatched } = await discoverScenarioFiles(globs, workspace);
  const scenarios: Scenario[] = [];
  const errors: ScenarioFileError[] = [];
  if (files.length === 0) return { scenarios, errors, unmatchedGlobs: unmatched, files };
  // Loaded here, not at the top: the parser and the schema (YAML, zod) are for runs with files.
  const { byPosition, loadScenarioFile } = await import('./load.js');
  for (const file of files) {
    const shown = displayPath(file, workspace);
    const read = readScenarioText(file, shown);
    if ('error' in read) {
      errors.push(read.error);
      continue;
    }
    const text = read.text;
    const loaded = loadScenarioFile(text, file, shown);
    scenarios.push(...loaded.scenarios);
    errors.push(...loaded.errors);
  }
  errors.push(...duplicateNameErrors(scenarios));
  const fileOrder = new Map(files.map((file, index) => [displayPath(file, workspace), index]));
  errors.sort((a, b) => fileOrder.get(a.position.file)! - fileOrder.get(b.position.file)! || byPosition(a, b));
  return { scenarios, errors, unmatchedGlobs: unmatched, files };
}

/**
 * A scenario file's text: refused when it is larger than SCENARIO_FILE_LIMIT_BYTES (checked before
 * reading it) or is not valid UTF-8 (decoding would put U+FFFD in place of the bad bytes and send
 * that to the server as if the file said so). Read synchronously: nothing else runs while the files
 * load (no server starts before they are all valid), and a promise's round trips through the thread
 * pool cost several times the read itself, per file (issue 41).
 */
function readScenarioText(file: string, shown: string): { text: string } | { error: ScenarioFileError } {
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
            `${SCENARIO_FILE_LIMIT_BYTES.toLocaleString('en-US')} bytes for a scenario file; split it into several ` +
            'files, or leave it out with a `!` glob if it is not a scenario',
        },
      };
    }
    bytes = readFileSync(file);
  } catch (error) {
    return { error: { position: start, message: `cannot read ${shown}: ${(error as Error).message}` } };
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

/**
 * One error at each later use of a name, naming both places, so each gets its own annotation. Names
 * that differ only in case (`Dup`, `dup`) are duplicates too: a name is also a file name
 * (`__recordings__/NAME.json`), and on macOS and Windows runners the two would share one file.
 */
function duplicateNameErrors(scenarios: Scenario[]): ScenarioFileError[] {
  const firstByName = new Map<string, Scenario>();
  const errors: ScenarioFileError[] = [];
  for (const scenario of scenarios) {
    const key = scenario.name.toLowerCase();
    const first = firstByName.get(key);
    if (!first) {
      firstByName.set(key, scenario);
      continue;
    }
    const here = `${scenario.position.file}:${scenario.position.line}`;
    const there = `${first.position.file}:${first.position.line}`;
    errors.push({
      position: scenario.position,
      message:
        first.name === scenario.name
          ? `duplicate scenario name "${scenario.name}" at ${here}: already used at ${there}; names must be unique in the whole run, so rename one`
          : `scenario name "${scenario.name}" at ${here} differs only in case from "${first.name}" at ${there}; ` +
            'names are file names too (__recordings__/NAME.json), which macOS and Windows do not tell apart by case, so rename one',
    });
  }
  return errors;
}

export { selectScenarios } from './select.js';
