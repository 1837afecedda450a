import { Client, type DiscoverResult, type Transport } from '@modelcontextprotocol/client';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/client';
import { MAX_TOOL_LIST_PAGES } from '../model/limits.js';
import { isRequestTimeout } from './errors.js';
import { attachClientRequests, ClientRequests } from './client-requests.js';
import { PACKAGE_VERSION } from '../version.js';
import { MODERN_REVISION, type EraPin, type ProtocolReport, type ProtocolSetting } from './era.js';

export { BoundedText } from './bounded-text.js';

/** One MCP client connection: the unit of isolation between scenarios. */
export interface McpSession {
  client: Client;
  /** What the server wrote to stderr so far (stdio only), cut to a safe size. */
  stderr(): string;
  /**
   * Turns an error from a call into a message that says what happened to the server (process
   * exited, HTTP status, garbage on stdout), when the transport knows.
   */
  explain(error: unknown): string;
  /**
   * Whether the server has dropped this session (Streamable HTTP: it answered 404 for the session id,
   * because the session expired or the server restarted). With the error of a failed request, says
   * whether that request itself was refused (not sent to any handler, so safe to send again on a new
   * session) or was already sent when the loss came to light (it may have run). Undefined when the
   * session is not known to be lost, and always for transports without session ids.
   */
  loss?(error?: unknown): SessionLoss | undefined;
  /** The server process's own directory (MCP_EVAL_SCENARIO_DIR), stdio only; removed by close(). */
  scenarioDir?: string;
  close(): Promise<void>;
}

/** A session the server no longer knows (see `McpSession.loss`). */
export interface SessionLoss {
  /** What the server said, for messages: `… answered HTTP 404 for session id abc…`. */
  reason: string;
  /** The failed request was refused with the 404 itself: it never reached a handler. */
  refused: boolean;
}

/**
 * Opens sessions to the server under test; one per scenario, or one for the suite. A plan with a
 * pin speaks the era a run's probe found, without probing again; without a plan, the session
 * negotiates as the run's `protocol` setting says.
 */
export interface SessionFactory {
  open(plan?: ConnectPlan): Promise<McpSession>;
}

/** How a new client negotiates: the run's protocol setting, unless a pin from the run's probe says the era. */
export interface ConnectPlan {
  protocol: ProtocolSetting;
  pin?: EraPin;
  /** Whether the client offers roots (a selected scenario has `roots:`); not offered by default. */
  roots?: boolean;
  /**
   * How long a negotiating client (`auto`, `both`, no pin) waits for the answer to `server/discover`,
   * never longer than the connect limit. The run's probe sets it (DISCOVER_PROBE_TIMEOUT_MS), since it
   * gives a server that stays silent `initialize` on a fresh connection (probe.ts); absent (a session
   * with no such fallback: `ping`, `tools`…), the probe has the whole connect limit, as before.
   */
  probeTimeoutMs?: number;
}

/**
 * What the client offers to answer: form and URL elicitation and sampling, declared for every session
 * since a scenario's script says the answers and what no script answers is refused and fails the
 * step (client-requests.ts), never silently skipped by a server that checks the capability.
 */
export const CLIENT_CAPABILITIES = {
  // applyDefaults: a form accepted without a field gets the schema's default for it (client-requests.ts).
  elicitation: { form: { applyDefaults: true }, url: {} },
  sampling: {},
};

/**
 * Roots, with change notifications (so a server that asked before a scenario began asks again), are
 * offered only when a selected scenario has `roots:`. They are the client's to share, not a request to
 * fail; and a 2025-era server that asks for them after `initialize` may outlive a short session
 * waiting for the answer (server-everything asks 350 ms in, then holds its process 60 s for a reply
 * that can no longer come), which would cost every scenario the stop's grace period.
 */
export const ROOTS_CAPABILITY = { roots: { listChanged: true } };

/**
 * The SDK's client, running its fulfilment of each call's input_required rounds (2026-07-28) as that
 * call's (`ClientRequests.answering`): on a session that scenarios share at once, each round's
 * requests are answered from the script of the call they came in, not another scenario's. The flow's
 * options are the call's, with the signal the step sent it with (`CallHandle.signal`).
 */
class ScriptedClient extends Client {
  requests: ClientRequests | undefined;

  protected override _resolveNonCompleteResult(
    ...[decoded, flow]: Parameters<Client['_resolveNonCompleteResult']>
  ): Promise<unknown> {
    const fulfil = () => super._resolveNonCompleteResult(decoded, flow);
    return this.requests ? this.requests.answering(flow.options?.signal, fulfil) : fulfil();
  }
}

export function newClient(protocol: ProtocolSetting = 'auto', offerRoots = false, probeTimeoutMs?: number): Client {
  const client = new ScriptedClient(
    { name: 'mcp-scenario-eval', version: PACKAGE_VERSION },
    {
      capabilities: offerRoots ? { ...CLIENT_CAPABILITIES, ...ROOTS_CAPABILITY } : CLIENT_CAPABILITIES,
      jsonSchemaValidator: outputValidators,
      // The SDK's own walk of tools/list stops at this many pages (and throws), as ours does.
      listMaxPages: MAX_TOOL_LIST_PAGES,
      versionNegotiation:
        protocol === 'legacy'
          ? { mode: 'legacy' }
          : protocol === 'modern'
            ? { mode: { pin: MODERN_REVISION } }
            : // The probe's own wait: past it the SDK ends the connect with a timeout, and the run's probe
              // (probe.ts) gives the server the 2025 handshake on a fresh connection.
              { mode: 'auto', ...(probeTimeoutMs === undefined ? {} : { probe: { timeoutMs: probeTimeoutMs } }) },
    },
  );
  // Only a 2025-era connection has a channel for the notification: in 2026-07-28 the server asks
  // for roots within each call, and so always gets the current ones.
  const requests = new ClientRequests({
    era: () => client.getProtocolEra(),
    revision: () => client.getNegotiatedProtocolVersion(),
    rootsChanged: async () => {
      if (client.getProtocolEra() === 'legacy') await client.sendRootsListChanged();
    },
  });
  client.requests = requests;
  // The same handlers answer both eras: server→client requests (2025) and the embedded requests of an
  // input_required result, which the SDK fulfils through them before it retries the call (2026-07-28).
  client.setRequestHandler('elicitation/create', (request) => requests.elicit(request.params));
  client.setRequestHandler('sampling/createMessage', (request) => requests.sample(request.params));
  // The SDK refuses a handler for a capability the client does not declare.
  if (offerRoots) client.setRequestHandler('roots/list', () => requests.listRoots());
  // What the server tells the client during a call is kept with the call, and a changed tool list is
  // read again before the next step or turn (kinds/tool-sequence, kinds/agent).
  client.setNotificationHandler('notifications/tools/list_changed', () =>
    requests.notify({
      kind: 'tools_list_changed',
      message: 'the server said its tool list changed (notifications/tools/list_changed)',
    }),
  );
  client.setNotificationHandler('notifications/resources/list_changed', () =>
    requests.notify({
      kind: 'resources_list_changed',
      message: 'the server said its resource list changed (notifications/resources/list_changed)',
    }),
  );
  client.setNotificationHandler('notifications/prompts/list_changed', () =>
    requests.notify({
      kind: 'prompts_list_changed',
      message: 'the server said its prompt list changed (notifications/prompts/list_changed)',
    }),
  );
  // Replaces the SDK's routing of progress to each call's `onprogress`: it drops a notification that
  // arrives with the call's answer (the answer removes the route before the notification is handled).
  client.setNotificationHandler('notifications/progress', (notification) =>
    requests.notify({ kind: 'progress', message: describeProgress(notification.params) }),
  );
  client.setNotificationHandler('notifications/message', (notification) =>
    requests.notify({ kind: 'log', message: describeLogMessage(notification.params) }),
  );
  attachClientRequests(client, requests);
  return client;
}

/** A progress notification as reports show it: `progress 3 of 10: indexing`. */
function describeProgress(progress: { progress: number; total?: number; message?: string }): string {
  const amount = progress.total === undefined ? `${progress.progress}` : `${progress.progress} of ${progress.total}`;
  return `progress ${amount}${progress.message ? `: ${progress.message}` : ''}`;
}

/** A log message as reports show it: `warning (db): the text`. */
function describeLogMessage(params: { level: string; logger?: string; data?: unknown }): string {
  const data = typeof params.data === 'string' ? params.data : JSON.stringify(params.data);
  return `${params.level}${params.logger ? ` (${params.logger})` : ''}: ${data}`;
}

/**
 * The SDK's own output-schema validator, shared by every client of the run and caching what it
 * compiled by the schema's text. Each Client would otherwise build its own Ajv and compile every
 * listed tool's output schema again at `tools/list`: once per scenario under `isolation: scenario`,
 * although every session of a run lists the same tools. Same Ajv options and same results as the
 * SDK's default; a schema with an `$id` keeps the SDK's behaviour (an Ajv of its own), since one Ajv
 * refuses a second schema under an `$id` it already holds.
 */
export const outputValidators: jsonSchemaValidator = (() => {
  let shared: AjvJsonSchemaValidator | undefined;
  const compiled = new Map<string, JsonSchemaValidator<unknown>>();
  return {
    getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
      if ('$id' in schema) return new AjvJsonSchemaValidator().getValidator<T>(schema);
      const key = JSON.stringify(schema);
      let validator = compiled.get(key);
      if (!validator) {
        validator = (shared ??= new AjvJsonSchemaValidator()).getValidator(schema);
        compiled.set(key, validator);
      }
      return validator as JsonSchemaValidator<T>;
    },
  };
})();

/** The handshake (transport start and `initialize` or `server/discover`) did not finish within the connect limit. */
export class HandshakeTimeoutError extends Error {}

/**
 * Under `auto` or `both`, the server did not answer the `server/discover` probe within its wait
 * (DISCOVER_PROBE_TIMEOUT_MS, or the connect limit if shorter). Not a server that cannot start: a
 * 2025-era server may ignore a request it does not know, and is given `initialize` on a fresh connection.
 */
export class DiscoverProbeTimeoutError extends Error {
  /** @param limit what set the wait: the probe's own (DISCOVER_PROBE_TIMEOUT_MS), or a shorter connect-timeout-ms */
  constructor(
    readonly waitedMs: number,
    limit: 'DISCOVER_PROBE_TIMEOUT_MS' | 'connect-timeout-ms',
  ) {
    super(`the server did not answer server/discover within ${waitedMs} ms (${limit})`);
    this.name = 'DiscoverProbeTimeoutError';
  }
}

/** What a connect sent, for messages that name the request the server did not answer (never one not sent). */
export interface HandshakeRecord {
  /** The last request the client sent while connecting: `server/discover` or `initialize`; undefined before any. */
  lastSent?: string;
}

/**
 * Notes the method of each request sent on `transport` into `record`, until the returned function
 * puts the transport's own `send` back. Requests only: the `notifications/initialized` that follows
 * `initialize` awaits no answer.
 */
function recordHandshake(transport: Transport, record: HandshakeRecord): () => void {
  const send = transport.send;
  transport.send = function (message, options) {
    if ('method' in message && 'id' in message) record.lastSent = message.method;
    return send.call(transport, message, options);
  };
  return () => {
    transport.send = send;
  };
}

/**
 * Connects a client over `transport`, bounded by `timeoutMs` as a whole: the SDK's own timeout
 * covers only the handshake request, not the transport's start (an SSE server that never sends its
 * endpoint). With a pin, the client adopts the era the run's probe found (no second probe: on stdio a
 * probe in place costs a round trip per scenario); without one it negotiates as `plan.protocol` says.
 */
export async function connectClient(
  transport: Transport,
  timeoutMs: number,
  plan: ConnectPlan = { protocol: 'auto' },
  handshake: HandshakeRecord = {},
): Promise<Client> {
  const negotiating = !plan.pin && (plan.protocol === 'auto' || plan.protocol === 'both');
  const probeWaitMs = Math.min(plan.probeTimeoutMs ?? timeoutMs, timeoutMs);
  const probeLimit =
    plan.probeTimeoutMs !== undefined && plan.probeTimeoutMs < timeoutMs
      ? 'DISCOVER_PROBE_TIMEOUT_MS'
      : 'connect-timeout-ms';
  const client = newClient(plan.protocol, plan.roots === true, probeWaitMs);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Named by what was sent: nothing (the transport did not start), server/discover or initialize.
      const awaited = handshake.lastSent ?? 'the MCP handshake (the connection did not open)';
      const what = handshake.lastSent ? `answer ${awaited}` : `complete ${awaited}`;
      reject(new HandshakeTimeoutError(`the server did not ${what} within ${timeoutMs} ms (connect-timeout-ms)`));
    }, timeoutMs);
  });
  const restore = recordHandshake(transport, handshake);
  const prior =
    plan.pin &&
    (plan.pin.era === 'modern'
      ? { kind: 'modern' as const, discover: plan.pin.discover }
      : { kind: 'legacy' as const });
  try {
    await Promise.race([client.connect(transport, { timeout: timeoutMs, prior }), deadline]);
  } catch (error) {
    await transport.close().catch(() => undefined);
    // The probe's wait ran out (or the connect limit, if shorter, with the probe still unanswered).
    const probeUnanswered =
      negotiating &&
      handshake.lastSent === 'server/discover' &&
      (isRequestTimeout(error) || error instanceof HandshakeTimeoutError);
    if (!probeUnanswered) throw error;
    throw new DiscoverProbeTimeoutError(probeWaitMs, probeLimit);
  } finally {
    clearTimeout(timer);
    restore();
  }
  return client;
}

/** The era a connected client speaks and what the server said of itself, for reports and for pinning later sessions. */
export function protocolReportOf(client: Client): { report: ProtocolReport; pin: EraPin } | undefined {
  const revision = client.getNegotiatedProtocolVersion();
  const era = client.getProtocolEra();
  if (!revision || !era) return undefined;
  const server = client.getServerVersion();
  const discover: DiscoverResult | undefined = client.getDiscoverResult();
  const report: ProtocolReport = {
    era,
    revision,
    supportedVersions: era === 'modern' && discover ? [...discover.supportedVersions] : [revision],
  };
  if (server?.name) report.serverName = server.name;
  if (server?.version) report.serverVersion = server.version;
  const pin: EraPin = era === 'modern' && discover ? { era: 'modern', discover } : { era: 'legacy' };
  return { report, pin };
}

/** The server could not be started or did not answer the handshake; carries what it wrote to stderr. */
export class ServerStartError extends Error {
  /**
   * @param cannotStart the server cannot start at all (no such program, a module that does not
   *   load, nothing listening at the URL): every other session would fail the same way, so the run
   *   stops at the first one instead of repeating the message per scenario.
   */
  constructor(
    message: string,
    readonly stderr: string,
    readonly cannotStart = false,
    /** The error it says: a DiscoverProbeTimeoutError is what makes the run's probe try `initialize` (probe.ts). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ServerStartError';
  }
}

export { messageOf } from '../util/message.js';
