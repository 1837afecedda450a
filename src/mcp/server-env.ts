import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The variable that names the fresh, empty directory each started server process gets (one per
 * scenario with `isolation: scenario`, one for the run with `isolation: suite`), removed once the
 * process has ended. A server that keeps state on disk is pointed into it (`server-env`), so no
 * state is left for the next scenario, or the next run, to find.
 */
export const SCENARIO_DIR_VARIABLE = 'MCP_EVAL_SCENARIO_DIR';

/** Variable names a `server-env` entry may set: what a POSIX shell accepts. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `${MCP_EVAL_SCENARIO_DIR}` or `$MCP_EVAL_SCENARIO_DIR` (not followed by a name character). */
const SCENARIO_DIR_REFERENCE = new RegExp(
  `\\$\\{${SCENARIO_DIR_VARIABLE}\\}|\\$${SCENARIO_DIR_VARIABLE}(?![A-Za-z0-9_])`,
  'g',
);

/**
 * Parses `server-env` entries (`KEY=VALUE`, one per line of the input or per `--server-env` flag;
 * blank lines and `#` comments are skipped). `label` names the setting as the user wrote it.
 * Throws an Error whose message names the entry and says what is expected.
 */
export function parseServerEnv(entries: readonly string[], label: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of entries) {
    const text = entry.trim();
    if (text === '' || text.startsWith('#')) continue;
    const equals = text.indexOf('=');
    const name = equals < 0 ? text : text.slice(0, equals);
    if (equals < 0 || !VARIABLE_NAME.test(name)) {
      throw new Error(
        `${label} entry "${text}" is not KEY=VALUE: give a variable name (letters, digits and _, not starting with a digit), "=" and its value, for example MEMORY_FILE_PATH=\${${SCENARIO_DIR_VARIABLE}}/memory.json`,
      );
    }
    if (name === SCENARIO_DIR_VARIABLE || name === 'MCP_EVAL_MODE') {
      throw new Error(`${label} cannot set ${name}: the run sets it for every server it starts`);
    }
    env[name] = text.slice(equals + 1);
  }
  return env;
}

/** Replaces `${MCP_EVAL_SCENARIO_DIR}` (and `$MCP_EVAL_SCENARIO_DIR`) in `text` with `directory`. */
export function expandScenarioDir(text: string, directory: string): string {
  return text.replace(SCENARIO_DIR_REFERENCE, () => directory);
}

/**
 * A leading `NAME=value` word of a command line: a shell would set a variable, but the command line
 * is run without one, so the "program" would be `NAME=value`. Returns the word, or undefined.
 */
export function leadingAssignment(words: readonly string[]): string | undefined {
  const first = words[0];
  if (first === undefined) return undefined;
  const equals = first.indexOf('=');
  return equals > 0 && VARIABLE_NAME.test(first.slice(0, equals)) ? first : undefined;
}

/**
 * Makes a fresh, empty directory for one server process, under RUNNER_TEMP on a runner (cleaned
 * between jobs even if this process is killed) and the system's temporary directory elsewhere.
 */
export async function makeScenarioDir(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return mkdtemp(path.join(env.RUNNER_TEMP || tmpdir(), 'mcp-eval-scenario-'));
}

/** makeScenarioDir, at once: for the server started early, spawned in the same tick as it is asked for. */
export function makeScenarioDirSync(env: NodeJS.ProcessEnv = process.env): string {
  return mkdtempSync(path.join(env.RUNNER_TEMP || tmpdir(), 'mcp-eval-scenario-'));
}

/** Removes a directory made by makeScenarioDir, with whatever the server left in it; never throws. */
export async function removeScenarioDir(directory: string): Promise<void> {
  await rm(directory, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
}

/**
 * What to do about `NAME=value cmd`: the command line runs without a shell, which alone would read
 * the first word as a variable. `label` names the setting for variables (`--server-env`, input `server-env`).
 */
export function assignmentAdvice(word: string, label: string): string {
  return `"${word}" sets a variable, which only a shell does, and server-command is run without one: remove it from the command line and give it with ${label} ${word}`;
}
