/**
 * The run's era, found once. Hosts probe a server with `server/discover` and fall back to
 * `initialize`; on stdio that probe costs a round trip (and, in the SDK's own transport, a sibling
 * process) per connection, so a run probes once and pins every later session to the era found.
 * The probing session is not wasted: it is the first session handed out.
 */
import type { Era, EraPin, ProtocolReport, ProtocolSetting } from './era.js';
import { DISCOVER_PROBE_TIMEOUT_MS } from '../model/limits.js';
import {
  DiscoverProbeTimeoutError,
  messageOf,
  protocolReportOf,
  ServerStartError,
  type McpSession,
  type SessionFactory,
} from './session.js';

/** What the probe found, and the sessions of the run, pinned to it. */
export interface ProbedServer {
  /** The era and revision spoken and what the server said of itself; undefined when the probe failed. */
  report?: ProtocolReport;
  /**
   * Why the run speaks the 2025 era although it negotiated: the server did not answer the
   * `server/discover` probe within its wait, and answered `initialize` on a fresh connection. For a notice.
   */
  fallback?: string;
  /** The eras the run's scenarios run in: the one found, or under `both` each one the server serves. */
  eras: Era[];
  /** The revision each era speaks. */
  revisions: Map<Era, string>;
  /** Sessions in `era` (the first of `eras` when not given), pinned without a probe of their own. */
  sessions(era?: Era): SessionFactory;
  /** Closes the probing session if no one took it. */
  dispose(): Promise<void>;
}

const ERA_OF_SETTING: Partial<Record<ProtocolSetting, Era>> = { legacy: 'legacy', modern: 'modern' };

/**
 * Opens one session as `protocol` says and reads the era it spoke. A server that refuses the era
 * asked for (`legacy` or `modern`) cannot be tested: the first session fails with an error that
 * names the era refused and the eras the server offers, as a server that cannot start (the run
 * stops there). Any other failure to open is also the first session's (it rethrows it, so a server
 * that does not start is waited for once), and later sessions negotiate on their own.
 */
export async function probeServer(
  factory: SessionFactory,
  protocol: ProtocolSetting,
  probeTimeoutMs = DISCOVER_PROBE_TIMEOUT_MS,
): Promise<ProbedServer> {
  let held: McpSession | undefined;
  let probeError: unknown;
  let found: { report: ProtocolReport; pin: EraPin } | undefined;
  let fallback: string | undefined;
  try {
    ({ session: held, fallback } = await openProbing(factory, protocol, probeTimeoutMs));
    found = protocolReportOf(held.client);
  } catch (error) {
    const asked = ERA_OF_SETTING[protocol];
    // Refused in the era asked for: no scenario can run, which the first session says once for the run.
    probeError =
      asked && error instanceof ServerStartError && !error.cannotStart
        ? new ServerStartError(await refusal(factory, asked, error), error.stderr, true)
        : error;
  }
  const pins = new Map<Era, EraPin>();
  const revisions = new Map<Era, string>();
  if (found) {
    pins.set(found.report.era, found.pin);
    revisions.set(found.report.era, found.report.revision);
  }
  // A server that did not answer server/discover does not serve 2026-07-28 as far as a host can
  // tell: under `both` it is not asked again (a second wait, for the same silence).
  if (found && protocol === 'both' && !fallback) {
    const other: Era = found.report.era === 'modern' ? 'legacy' : 'modern';
    const otherFound = await tryEra(factory, other);
    if (otherFound) {
      pins.set(other, otherFound.pin);
      revisions.set(other, otherFound.report.revision);
    }
  }
  const eras = [...pins.keys()];
  const takeHeld = () => {
    const session = held;
    held = undefined;
    return session;
  };
  return {
    report: found?.report,
    ...(fallback && found ? { fallback } : {}),
    eras,
    revisions,
    sessions(era = eras[0]) {
      const pin = era && pins.get(era);
      return {
        async open(plan) {
          if (plan) return factory.open(plan);
          if (probeError !== undefined) {
            const error = probeError;
            // A server that cannot start (or refused the era asked for) fails every session alike;
            // any other failure is the first session's only, and later ones try on their own.
            if (!(error instanceof ServerStartError && error.cannotStart)) probeError = undefined;
            throw error;
          }
          // The probing session serves the first scenario of its own era.
          if (held && era === found?.report.era) return takeHeld()!;
          return factory.open(pin ? { protocol, pin } : { protocol });
        },
      };
    },
    async dispose() {
      await takeHeld()
        ?.close()
        .catch(() => undefined);
    },
  };
}

/**
 * The probing session. Under `auto` (and `both`), a server that fails the probe itself (one built on
 * an SDK that ends the process on any request before `initialize`, as some 2025-era servers do), or
 * does not answer it within the probe's wait (DISCOVER_PROBE_TIMEOUT_MS: one that ignores a request it
 * does not know), is given the 2025 handshake on a fresh connection: hosts' own probes run on a
 * throwaway connection for that reason. A server that cannot start at all is not tried twice.
 * `fallback` says why the session speaks the 2025 era, when it does after an unanswered probe.
 */
async function openProbing(
  factory: SessionFactory,
  protocol: ProtocolSetting,
  probeTimeoutMs = DISCOVER_PROBE_TIMEOUT_MS,
): Promise<{ session: McpSession; fallback?: string }> {
  try {
    return { session: await factory.open({ protocol, probeTimeoutMs }) };
  } catch (error) {
    const negotiating = protocol === 'auto' || protocol === 'both';
    if (!negotiating || !(error instanceof ServerStartError) || error.cannotStart) throw error;
    const unanswered = error.cause instanceof DiscoverProbeTimeoutError ? error.cause : undefined;
    let session: McpSession;
    try {
      session = await factory.open({ protocol: 'legacy' });
    } catch (legacyError) {
      // Once the probe went unanswered, what the 2025 handshake met is the server's last word (it
      // names initialize, which was sent); a probe that failed on its own says more than initialize.
      throw unanswered ? legacyError : error;
    }
    // A server that ends its process on server/discover is a 2025-era server behaving as some SDKs do:
    // nothing to tell. One that was silent may also be a 2026-07-28 server slow to start: said.
    if (!unanswered) return { session };
    return {
      session,
      fallback:
        `${messageOf(unanswered)}, so the run speaks the 2025 era: the server answered initialize on a fresh ` +
        'connection; a server that serves 2026-07-28 but is slow to answer can be tested in it with protocol: modern',
    };
  }
}

/** What `era` speaks when the server serves it (a session opened and closed to find out); undefined otherwise. */
export async function tryEra(
  factory: SessionFactory,
  era: Era,
): Promise<{ report: ProtocolReport; pin: EraPin } | undefined> {
  let session: McpSession | undefined;
  try {
    session = await factory.open({ protocol: era });
    const found = protocolReportOf(session.client);
    return found?.report.era === era ? found : undefined;
  } catch {
    return undefined;
  } finally {
    await session?.close().catch(() => undefined);
  }
}

/** Why the server cannot be tested in `asked`: what it answered, and what it offers when it would talk at all. */
async function refusal(factory: SessionFactory, asked: Era, error: ServerStartError): Promise<string> {
  let offered = 'it could not be reached in the other era either';
  let session: McpSession | undefined;
  try {
    ({ session } = await openProbing(factory, 'auto'));
    const report = protocolReportOf(session.client)?.report;
    if (report) {
      offered = `it offers the ${report.era} era (${report.supportedVersions.join(', ')}); use protocol: auto, or protocol: ${report.era}`;
    }
  } catch {
    // The other era did not work either: the original error says why.
  } finally {
    await session?.close().catch(() => undefined);
  }
  return `the server cannot be tested in the ${asked} era (protocol: ${asked}): ${messageOf(error)}; ${offered}`;
}
