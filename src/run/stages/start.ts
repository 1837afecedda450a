/**
 * Stage `start`: the server's first session, the era found on it (`server/discover`, else
 * `initialize`), and every later session pinned to it; what the run spoke, for every report.
 */
import type { ProbedServer } from '../../mcp/probe.js';
import type { ProtocolSetting } from '../../mcp/era.js';
import type { SessionFactory } from '../../mcp/session.js';
import type { RunProtocol } from '../../model/index.js';
import { probeModule } from '../later.js';
import { describeTarget } from '../../mcp/index.js';
import type { RunState } from '../state.js';

/** Probes the server when the run needs it (`needed`: a scenario to run, or lint); else the sessions as they are. */
export async function start(state: RunState, needed: boolean): Promise<void> {
  const { options, factory, result } = state;
  const protocol = options.protocol ?? 'auto';
  const sessions = offeringRoots(factory, protocol, state.roots === true);
  if (!needed) {
    state.sessions = sessions;
    return;
  }
  const debug = options.debug;
  debug?.(
    `transport: ${options.server.kind === 'command' ? 'stdio' : options.server.kind === 'module' ? 'in-process' : 'Streamable HTTP'} (${describeTarget(options)})`,
  );
  // The era is found once, on the first session, and every later session is pinned to it.
  const probeStarted = performance.now();
  const probed = await (await probeModule()).probeServer(sessions, protocol, options.discoverProbeTimeoutMs);
  state.probed = probed;
  if (debug) {
    const took = Math.round(performance.now() - probeStarted);
    const report = probed.report;
    debug(
      report
        ? `era probe (protocol: ${protocol}): ${report.era} era, revision ${report.revision}, in ${took} ms${probed.fallback ? `; ${probed.fallback}` : ''}`
        : `era probe (protocol: ${protocol}): no era found in ${took} ms`,
    );
  }
  if (probed.report) result.protocol = runProtocol(protocol, probed);
  state.sessions = probed.sessions();
}

/** The run's sessions, offering roots when a selected scenario shares some (`ROOTS_CAPABILITY`). */
function offeringRoots(factory: SessionFactory, protocol: ProtocolSetting, roots: boolean): SessionFactory {
  if (!roots) return factory;
  return { open: (plan) => factory.open({ ...(plan ?? { protocol }), roots }) };
}

/** What the run spoke, for every report. */
function runProtocol(setting: ProtocolSetting, probed: ProbedServer): RunProtocol | undefined {
  const report = probed.report;
  if (!report) return undefined;
  const protocol: RunProtocol = {
    setting,
    era: report.era,
    revision: report.revision,
    supportedVersions: report.supportedVersions,
    eras: probed.eras,
  };
  if (report.serverName) protocol.serverName = report.serverName;
  if (report.serverVersion) protocol.serverVersion = report.serverVersion;
  if (probed.fallback) protocol.fallback = probed.fallback;
  return protocol;
}
