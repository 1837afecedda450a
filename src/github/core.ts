import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { access, appendFile, constants } from 'node:fs/promises';
import { EOL } from 'node:os';

/**
 * The part of `@actions/core` (3.0.1, MIT, github.com/actions/toolkit) this action uses, ported line
 * for line: same escaping of workflow commands, same `name<<ghadelimiter_UUID` output blocks, same
 * errors. The package itself loads its OIDC client at import (`@actions/http-client` and undici),
 * which cost more than twice a bare Node start on every run of the action, for a token we never
 * ask for. __tests__/action/core.test.ts holds this port to the package's own output.
 */

/** Where an annotation points, as `core.error/warning/notice` take it. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export interface InputOptions {
  required?: boolean;
  trimWhitespace?: boolean;
}

/** Strings as they are; anything else as JSON; null and undefined as ''. */
function toCommandValue(input: unknown): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'string' || input instanceof String) return String(input);
  return JSON.stringify(input);
}

function escapeData(value: unknown): string {
  return toCommandValue(value).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(value: unknown): string {
  return toCommandValue(value)
    .replace(/%/g, '%25')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A')
    .replace(/:/g, '%3A')
    .replace(/,/g, '%2C');
}

/** `::command key=value,…::message` on a line of its own; properties without a value are left out. */
export function issueCommand(command: string, properties: Record<string, unknown>, message: unknown): void {
  let line = `::${command || 'missing.command'}`;
  const set = Object.entries(properties).filter(([, value]) => value);
  if (set.length > 0) line += ` ${set.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',')}`;
  process.stdout.write(`${line}::${escapeData(message)}${EOL}`);
}

function toCommandProperties(properties: AnnotationProperties): Record<string, unknown> {
  if (Object.keys(properties).length === 0) return {};
  return {
    title: properties.title,
    file: properties.file,
    line: properties.startLine,
    endLine: properties.endLine,
    col: properties.startColumn,
    endColumn: properties.endColumn,
  };
}

function issueFileCommand(command: string, message: string): void {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) throw new Error(`Unable to find environment variable for file command ${command}`);
  if (!existsSync(filePath)) throw new Error(`Missing file at path: ${filePath}`);
  appendFileSync(filePath, `${message}${EOL}`, { encoding: 'utf8' });
}

function prepareKeyValueMessage(key: string, value: unknown): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  const converted = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (converted.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${EOL}${converted}${EOL}${delimiter}`;
}

/** The input `name` from INPUT_NAME (spaces as `_`, upper case), trimmed unless told not to. */
export function getInput(name: string, options?: InputOptions): string {
  const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
  if (options?.required && !value) throw new Error(`Input required and not supplied: ${name}`);
  if (options?.trimWhitespace === false) return value;
  return value.trim();
}

/** The input's non-empty lines, each trimmed unless told not to. */
export function getMultilineInput(name: string, options?: InputOptions): string[] {
  const lines = getInput(name, options)
    .split('\n')
    .filter((line) => line !== '');
  if (options?.trimWhitespace === false) return lines;
  return lines.map((line) => line.trim());
}

/** Asks the runner to mask the value in the log from here on. */
export function setSecret(secret: string): void {
  issueCommand('add-mask', {}, secret);
}

export function setOutput(name: string, value: unknown): void {
  if (process.env.GITHUB_OUTPUT) {
    issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
    return;
  }
  process.stdout.write(EOL);
  issueCommand('set-output', { name }, toCommandValue(value));
}

export function error(message: string | Error, properties: AnnotationProperties = {}): void {
  issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}

export function warning(message: string | Error, properties: AnnotationProperties = {}): void {
  issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}

export function notice(message: string | Error, properties: AnnotationProperties = {}): void {
  issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}

/** Fails the step (exit code 1) with an error annotation. */
export function setFailed(message: string | Error): void {
  process.exitCode = 1;
  error(message);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function startGroup(name: string): void {
  issueCommand('group', {}, name);
}

export function endGroup(): void {
  issueCommand('endgroup', {}, '');
}

/** Appends markdown (and a line end) to the job summary file, GITHUB_STEP_SUMMARY. */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) {
    throw new Error(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
    );
  }
  try {
    await access(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
  }
  await appendFile(file, markdown + EOL, { encoding: 'utf8' });
}
