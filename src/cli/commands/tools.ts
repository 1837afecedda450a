import { listToolSummaries } from '../../engine/authoring/tool-list.js';
import { describeTarget, sessionFactory } from '../../engine/index.js';
import { redactDeep, redactText } from '../../engine/redact.js';
import { messageOf, ServerStartError } from '../../engine/transports/session.js';
import { escapeTerminal } from '../../report/escape.js';
import { renderToolList } from '../../report/tools.js';
import { EXIT_FAILED, EXIT_OK } from '../console.js';
import type { Subcommand } from './index.js';
import { readFlagsOnly, SERVER_FLAGS_HELP } from './shared.js';

export const TOOLS_USAGE = `Usage: mcp-scenario-eval tools [server flags] [--json]

Lists the server's tools: each one's name, description and arguments (from its
input schema: name, type, required, allowed values, default). Connects the way
a run does, in stub or live mode.

${SERVER_FLAGS_HELP}

Options:
  --json                 print the list as JSON on stdout (name, description,
                         arguments, inputSchema for each tool)
  -h, --help

Exit code: 0 listed, 1 the server could not be reached, 2 bad usage.
`;

export const tools: Subcommand = async (argv, env, io) => {
  const read = readFlagsOnly('tools', TOOLS_USAGE, { json: { type: 'boolean' } }, argv, env, io);
  if (typeof read === 'number') return read;
  const { values, options } = read;

  const target = describeTarget(options);
  let session;
  try {
    session = await sessionFactory(options).open();
  } catch (error) {
    const stderr = error instanceof ServerStartError && error.stderr ? `\nserver stderr:\n${error.stderr}` : '';
    io.err(
      `mcp-scenario-eval tools: could not connect to ${escapeTerminal(target)}: ${escapeTerminal(redactText(messageOf(error) + stderr, options.secrets))}\n`,
    );
    return EXIT_FAILED;
  }
  try {
    const list = redactDeep(await listToolSummaries(session.client, options.timeoutMs), options.secrets);
    io.out(values.json ? `${JSON.stringify({ target, tools: list }, null, 2)}\n` : renderToolList(list, target));
    return EXIT_OK;
  } catch (error) {
    io.err(
      `mcp-scenario-eval tools: ${escapeTerminal(target)} did not list its tools: ${escapeTerminal(redactText(session.explain(error), options.secrets))}\n`,
    );
    return EXIT_FAILED;
  } finally {
    await session.close().catch(() => undefined);
  }
};
