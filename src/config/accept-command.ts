import path from 'node:path';
import { shellWord } from '../util/shell.js';
import { safeUrl } from '../mcp/headers.js';

export interface AcceptTarget {
  serverCommand?: string;
  serverModule?: string;
  /** Only when it was given as a flag or input; a URL from MCP_EVAL_REMOTE_URL stays in the environment. */
  remoteUrl?: string;
  /** Absolute; written relative to the workspace, and left out when it is the workspace. */
  serverCwd?: string;
  /** `--server-env` / `server-env` entries as given (`KEY=VALUE`): the server's list may depend on them. */
  serverEnv?: readonly string[];
  /** `--server-secret` / `server-secrets` entries: only their names are written (the values come from the environment). */
  serverSecrets?: readonly string[];
  workspace: string;
}

/** Variable names that carry a credential: their value is never written into a command. */
const CREDENTIAL_NAME =
  /TOKEN|SECRET|PASSW|PWD|KEY|PRIVATE|CREDENTIAL|AUTH|COOKIE|SESSION|DSN|DATABASE_URL|CONNECTION/i;

/**
 * The command that writes the server's current tool list to `file`, with the same server flags:
 * what the failure tells the author to run to accept a change. Credentials are never part of it
 * (they come from the environment), and a URL is shown without its userinfo or query secrets.
 */
export function acceptCommand(file: string, target: AcceptTarget): string {
  return [...['npx', 'mcp-scenario-eval', 'tools', '--save', file].map(shellWord), serverFlagsText(target)]
    .filter(Boolean)
    .join(' ');
}

/**
 * Every server flag that starts the same server again (command, module or URL, working directory,
 * environment, secret names), quoted for a shell: what a command we advise must carry. Credentials
 * are never part of it.
 */
export function serverFlagsText(target: AcceptTarget): string {
  return [
    ...serverFlagWords(target).map(shellWord),
    ...serverEnvArguments(target.serverEnv ?? []),
    ...serverSecretArguments(target.serverSecrets ?? []),
  ].join(' ');
}

/**
 * `--server-env` arguments for a shell, one per entry, so the command starts the same server (a
 * server given other variables may list other tools). An entry is written as given, quoted, so
 * `${MCP_EVAL_SCENARIO_DIR}` stays for the command to fill in; a variable whose name says it holds
 * a credential is taken from the caller's environment instead (`GITHUB_TOKEN="$GITHUB_TOKEN"`), so
 * its value is never printed.
 */
export function serverEnvArguments(entries: readonly string[]): string[] {
  const words: string[] = [];
  for (const entry of entries) {
    const text = entry.trim();
    if (text === '' || text.startsWith('#')) continue;
    const equals = text.indexOf('=');
    const name = equals < 0 ? text : text.slice(0, equals);
    const credential = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && CREDENTIAL_NAME.test(name);
    words.push('--server-env', credential ? `${name}="$${name}"` : shellWord(text));
  }
  return words;
}

/**
 * `--server-secret NAME` arguments, one per entry: the command takes each value from the caller's
 * environment, so no secret is ever printed.
 */
export function serverSecretArguments(entries: readonly string[]): string[] {
  const words: string[] = [];
  for (const entry of entries) {
    const text = entry.trim();
    if (text === '' || text.startsWith('#')) continue;
    const equals = text.indexOf('=');
    words.push('--server-secret', shellWord(equals < 0 ? text : text.slice(0, equals)));
  }
  return words;
}

/** The server flags that reach the same server again, as words (credentials never among them). */
export function serverFlagWords(target: AcceptTarget): string[] {
  const words: string[] = [];
  if (target.serverCommand) words.push('--server-command', target.serverCommand);
  if (target.serverModule) words.push('--server-module', target.serverModule);
  if (target.remoteUrl) words.push('--remote-url', safeUrl(target.remoteUrl));
  if (target.serverCwd) {
    const cwd = path.relative(target.workspace, target.serverCwd);
    if (cwd) words.push('--server-cwd', cwd);
  }
  return words;
}
