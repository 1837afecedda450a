import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NAMED_SECRET_MIN_CHARS } from '../model/limits.js';

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

/** A variable name that says it holds a secret (`*TOKEN*`, `*SECRET*`, `*PASSWORD*`, `*KEY*`, `*CREDENTIAL*`). */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|KEY|CREDENTIAL/i;

/** The server's environment from `server-env` and `server-secrets`, and which values are secrets. */
export interface ServerVariables {
  env: Record<string, string>;
  /** The values to mask and redact: every `server-secrets` value, and the secret-named `server-env` ones. */
  secrets: string[];
  /** What to tell the user about `server-env` variables whose names say they hold secrets. */
  notices: string[];
}

/**
 * Parses `server-secrets` entries: `KEY=VALUE`, or a bare `KEY` for the value of the variable KEY
 * of `parent` (so a secret need not be typed on a command line). Like parseServerEnv, but a message
 * never quotes an entry, which may hold the secret: it names the entry by its number.
 */
export function parseServerSecrets(
  entries: readonly string[],
  label: string,
  parent: NodeJS.ProcessEnv,
): Record<string, string> {
  const env: Record<string, string> = {};
  let number = 0;
  for (const entry of entries) {
    number++;
    const text = entry.trim();
    if (text === '' || text.startsWith('#')) continue;
    const equals = text.indexOf('=');
    const name = equals < 0 ? text : text.slice(0, equals);
    if (!VARIABLE_NAME.test(name)) {
      throw new Error(
        `${label} entry ${number} is not KEY=VALUE (not quoted here: it may hold the secret): give a variable name (letters, digits and _, not starting with a digit), "=" and its value, for example SLACK_BOT_TOKEN=\${{ secrets.SLACK_BOT_TOKEN }}`,
      );
    }
    if (name === SCENARIO_DIR_VARIABLE || name === 'MCP_EVAL_MODE') {
      throw new Error(`${label} cannot set ${name}: the run sets it for every server it starts`);
    }
    if (equals < 0) {
      const value = parent[name];
      if (value === undefined || value === '') {
        throw new Error(
          `${label} ${name} takes the value of the variable ${name}, which is not set: set it, or give ${name}=VALUE`,
        );
      }
      env[name] = value;
    } else {
      env[name] = text.slice(equals + 1);
    }
  }
  return env;
}

/**
 * The server's variables: `server-env` (labelled `envLabel`) and `server-secrets` (`secretsLabel`),
 * which may not both set one name. A `server-env` variable whose name says it holds a secret is one
 * (from NAMED_SECRET_MIN_CHARS characters), with a notice that says so and points to `server-secrets`.
 */
export function serverVariables(
  envEntries: readonly string[],
  secretEntries: readonly string[],
  labels: { env: string; secrets: string },
  parent: NodeJS.ProcessEnv,
): ServerVariables {
  const plain = parseServerEnv(envEntries, labels.env);
  const secret = parseServerSecrets(secretEntries, labels.secrets, parent);
  const both = Object.keys(plain).filter((name) => Object.hasOwn(secret, name));
  if (both.length > 0) {
    throw new Error(
      `${both.join(', ')} ${both.length === 1 ? 'is' : 'are'} set by both ${labels.env} and ${labels.secrets}: give each variable once (a secret in ${labels.secrets})`,
    );
  }
  const secrets = Object.values(secret).filter((value) => value !== '');
  const notices: string[] = [];
  for (const [name, value] of Object.entries(plain)) {
    if (!SECRET_NAME.test(name) || value === '') continue;
    if (value.length >= NAMED_SECRET_MIN_CHARS) {
      secrets.push(value);
      notices.push(
        `${labels.env} ${name}: its name says it holds a secret, so its value is treated as one (masked, and redacted from the reports and recordings); give it with ${labels.secrets} to say so`,
      );
    } else {
      notices.push(
        `${labels.env} ${name}: its name says it holds a secret, but its value is shorter than ${NAMED_SECRET_MIN_CHARS} characters, so it is not treated as one (redacting it would blank common text); if it is a secret, give it with ${labels.secrets}`,
      );
    }
  }
  return { env: { ...plain, ...secret }, secrets, notices };
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
