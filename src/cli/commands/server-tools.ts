import type { Client } from '@modelcontextprotocol/client';
import type { RunOptions } from '../../config/options.js';
import { describeTarget, sessionFactory } from '../../mcp/index.js';
import { redactText } from '../../secrets/redact.js';
import { messageOf, ServerStartError } from '../../mcp/session.js';
import { escapeTerminal } from '../../report/text/escape.js';
import type { Console } from '../console.js';

/**
 * What `lint`, `tools` and `fuzz` start with: a session of its own to the server, its tool list
 * read with `list`, the session closed. When the server cannot be reached or does not list its
 * tools, says so on stderr (redacted, with the server's stderr when it failed to start) and returns
 * undefined: the caller picks the exit code.
 */
export async function readServerTools<T>(
  command: string,
  options: RunOptions,
  io: Console,
  list: (client: Client) => Promise<T>,
): Promise<T | undefined> {
  const target = describeTarget(options);
  let session;
  try {
    session = await sessionFactory(options).open();
  } catch (error) {
    const stderr = error instanceof ServerStartError && error.stderr ? `\nserver stderr:\n${error.stderr}` : '';
    io.err(
      `mcp-scenario-eval ${command}: could not connect to ${escapeTerminal(target)}: ${escapeTerminal(redactText(messageOf(error) + stderr, options.secrets))}\n`,
    );
    return undefined;
  }
  try {
    return await list(session.client);
  } catch (error) {
    io.err(
      `mcp-scenario-eval ${command}: ${escapeTerminal(target)} did not list its tools: ${escapeTerminal(redactText(session.explain(error), options.secrets))}\n`,
    );
    return undefined;
  } finally {
    await session.close().catch(() => undefined);
  }
}
