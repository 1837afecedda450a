import { describeTarget, sessionFactory } from '../../mcp/index.js';
import { redactText } from '../../secrets/redact.js';
import { listServerTools } from '../../mcp/tools.js';
import { messageOf, protocolReportOf, ServerStartError } from '../../mcp/session.js';
import { tryEra } from '../../mcp/probe.js';
import { renderPing, renderPingFailure } from '../../report/ping.js';
import { EXIT_FAILED, EXIT_OK, type Console } from '../console.js';
import type { Subcommand } from './subcommand.js';
import { readFlagsOnly, serverFlagsHelp } from './shared.js';

export const PING_USAGE = `Usage: mcp-scenario-eval ping [server flags]

Connects to an MCP server the way a run would (server/discover or initialize, as
--protocol says, then tools/list) and prints its name, version, the protocol revision
spoken with its era, the revisions it supports, the eras it serves (with --protocol both,
the other era is tried on a connection of its own), and its tool count. No scenario is read or run: a first
check that the server starts, or that a live URL and its secret work.

${serverFlagsHelp('ping')}
  -h, --help

Exit code: 0 connected, 1 could not connect, 2 bad usage.
`;

export const ping: Subcommand = async (argv: string[], env: NodeJS.ProcessEnv, io: Console, cwd = process.cwd()) => {
  const read = readFlagsOnly('ping', PING_USAGE, {}, argv, env, io, cwd);
  if (typeof read === 'number') return read;
  const { options } = read;
  const target = describeTarget(options);
  // Redacted before rendering: escaping first would change a secret holding a control character,
  // and the changed text would no longer be found.
  const redact = (text: string | undefined) => (text === undefined ? undefined : redactText(text, options.secrets));
  const factory = sessionFactory(options);
  let session;
  try {
    session = await factory.open();
  } catch (error) {
    const stderr = error instanceof ServerStartError ? error.stderr : '';
    io.err(`mcp-scenario-eval ping: ${renderPingFailure(redact(messageOf(error))!, redact(stderr)!)}`);
    return EXIT_FAILED;
  }
  try {
    const { client } = session;
    const info = client.getServerVersion();
    const spoken = protocolReportOf(client)?.report;
    const tools = client.getServerCapabilities()?.tools
      ? new Set((await listServerTools(client, options.timeoutMs)).map((tool) => tool.name)).size
      : undefined;
    // Which eras it serves decides what `protocol: both` compares. Under `both` the other era is
    // asked on a connection of its own, as the run's probe does; otherwise not: a client of one
    // era opening the other's handshake is what a conformance check of that era flags.
    const otherEra = spoken && (spoken.era === 'modern' ? 'legacy' : 'modern');
    const other = otherEra && options.protocol === 'both' ? await tryEra(factory, otherEra) : undefined;
    io.out(
      renderPing({
        target: redact(target)!,
        name: redact(info?.name),
        version: redact(info?.version),
        protocolVersion: redact(spoken?.revision),
        era: spoken?.era,
        supportedVersions: spoken?.supportedVersions.map((version) => redact(version)!),
        toolCount: tools,
        ...(otherEra && {
          otherEra: {
            era: otherEra,
            tried: options.protocol === 'both',
            revision: other ? redact(other.report.revision) : undefined,
          },
        }),
      }),
    );
    return EXIT_OK;
  } catch (error) {
    const problem = redact(`connected to ${target}, but could not read its tool list: ${session.explain(error)}`)!;
    io.err(`mcp-scenario-eval ping: ${renderPingFailure(problem, redact(session.stderr())!)}`);
    return EXIT_FAILED;
  } finally {
    await session.close().catch(() => undefined);
  }
};
