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
  workspace: string;
}

/**
 * The command that writes the server's current tool list to `file`, with the same server flags:
 * what the failure tells the author to run to accept a change. Credentials are never part of it
 * (they come from the environment), and a URL is shown without its userinfo or query secrets.
 */
export function acceptCommand(file: string, target: AcceptTarget): string {
  return ['npx', 'mcp-scenario-eval', 'tools', '--save', file, ...serverFlagWords(target)].map(shellWord).join(' ');
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
