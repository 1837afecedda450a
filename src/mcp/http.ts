import type { FetchLike, Transport } from '@modelcontextprotocol/client';
import type { ProtocolSetting } from './era.js';
import { isInsufficientScope, isOAuthError, isRequestTimeout, isSdkError, protocolViolationOf } from './errors.js';
import { HTTP_BODY_QUOTE_CHARS } from '../model/limits.js';
import { isBadPort } from '../util/bad-port.js';
import { safeUrl, secretHeaderValues, urlSecretValues } from './headers.js';
import {
  createAuthProvider,
  OAUTH_VARIABLES,
  oauthMethodOf,
  oauthSecretValues,
  type OAuthCredentials,
} from './oauth.js';
import { redactText } from '../secrets/redact.js';
import { challengeParams, recordingFetch, redactCredentialFields, type FailedResponse } from './response-record.js';
import { SessionWatch } from './session-loss.js';
import type { StepUpProvider } from './oauth.js';
import {
  connectClient,
  messageOf,
  ServerStartError,
  type ConnectPlan,
  type McpSession,
  type SessionFactory,
} from './session.js';

const OAUTH_SCOPE_VARIABLE = OAUTH_VARIABLES.scope;

export interface HttpTarget {
  url: string;
  bearerToken?: string;
  /** Where the token came from (`the bearer-token input`, `MCP_EVAL_BEARER_TOKEN`), for messages. */
  bearerTokenSource?: string;
  /** OAuth client credentials, exclusive with `bearerToken`: the SDK's providers get and renew the token. */
  oauth?: OAuthCredentials;
  headers: Record<string, string>;
  /** Tokens the OAuth provider obtained during the run: redacted from quoted bodies like `bearerToken`. */
  obtainedTokens?: readonly string[];
}

/** An HTTP status carried by the SDK's SdkHttpError (`status`) or SseError (`code`), if any. */
function httpStatusOf(error: unknown): number | undefined {
  // The SDK's step-up gave up: the server's 403 insufficient_scope, as a typed error with no status.
  if (isInsufficientScope(error)) return 403;
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  for (const value of [status, code]) if (typeof value === 'number' && value >= 100 && value < 600) return value;
  return undefined;
}

/**
 * Sessions to a live server: Streamable HTTP first; when that POST of `initialize` is answered with a
 * 4xx other than 401/403 (what the SDK documents for servers that only speak the older HTTP+SSE
 * transport, typically 404 or 405), the older transport is tried on the same URL. The transports are
 * loaded only in live mode.
 */
export function httpSessions(
  target: HttpTarget,
  connectTimeoutMs: number,
  secrets: string[] = [],
  protocol: ProtocolSetting = 'auto',
): SessionFactory {
  const headers: Record<string, string> = { ...target.headers };
  if (target.bearerToken) headers.Authorization = `Bearer ${target.bearerToken}`;
  const url = new URL(target.url);
  let legacy = false;
  // One provider for the run, so the token it gets is reused by every session until it expires.
  let provider: ReturnType<typeof createAuthProvider> | undefined;
  // Every token it obtains joins the run's secrets (scrubbed from every message and report, as the
  // configured ones are), and this target's, for the bodies quoted in messages.
  const obtained: string[] = [];
  const onToken = (token: string) => {
    for (const list of [secrets, obtained]) if (!list.includes(token)) list.push(token);
  };
  const described: HttpTarget = { ...target, obtainedTokens: obtained };
  const authProvider = () => (target.oauth ? (provider ??= createAuthProvider(target.oauth, onToken)) : undefined);

  const open = async (
    transport: Transport,
    last: () => FailedResponse | undefined,
    plan: ConnectPlan | undefined,
    watch?: SessionWatch,
  ): Promise<McpSession> => {
    const explain = (error: unknown) => describeHttpFailure(error, described, last());
    try {
      const client = await connectClient(transport, connectTimeoutMs, plan ?? { protocol });
      if (watch) {
        watch.onLost = (method) => {
          // A session the server dropped cannot answer again: closing the client fails the calls still
          // waiting on it now (the SDK would leave them to their timeout). A POST answered 404 is left
          // alone: it rejects its own request, which must surface as refused (safe to send again).
          if (method !== 'POST') void client.close().catch(() => undefined);
        };
      }
      const close = async () => {
        // Ends the server-side session (HTTP DELETE) so a live server does not keep one per scenario; a
        // server that does not support it answers 405, which is fine.
        const terminate = (transport as { terminateSession?: () => Promise<void> }).terminateSession;
        if (terminate) await terminate.call(transport).catch(() => undefined);
        await client.close();
      };
      return { client, stderr: () => '', explain, close, loss: watch && ((error) => watch.loss(error)) };
    } catch (error) {
      await transport.close().catch(() => undefined);
      throw error;
    }
  };
  const openLegacy = async (plan: ConnectPlan | undefined) => {
    const { SSEClientTransport } = await import('@modelcontextprotocol/client');
    const recorder = recordingFetch();
    try {
      return await open(
        new SSEClientTransport(url, {
          requestInit: { headers },
          fetch: recorder.fetch,
          authProvider: await authProvider(),
        }),
        recorder.last,
        plan,
      );
    } catch (error) {
      throw new ServerStartError(
        describeHttpFailure(error, described, recorder.last(), 'connect'),
        '',
        cannotStart(error, described),
      );
    }
  };

  const openSession = async (plan: ConnectPlan | undefined): Promise<McpSession> => {
    if (legacy) return openLegacy(plan);
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
    const recorder = recordingFetch();
    try {
      // The session watch sees every response first; the recorder keeps the last failed one.
      const watch = new SessionWatch(recorder.fetch);
      const auth = await authProvider();
      return await open(
        new StreamableHTTPClientTransport(url, {
          requestInit: { headers },
          fetch: auth ? stepUpFetch(watch.fetch, auth as StepUpProvider) : watch.fetch,
          authProvider: auth,
        }),
        recorder.last,
        plan,
        watch,
      );
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403) {
        throw new ServerStartError(
          describeHttpFailure(error, described, recorder.last(), 'connect'),
          '',
          cannotStart(error, described),
          error,
        );
      }
      try {
        const session = await openLegacy(plan);
        legacy = true;
        return session;
      } catch (legacyError) {
        throw new ServerStartError(
          `${describeHttpFailure(error, described, recorder.last(), 'connect')}; the older HTTP+SSE transport was tried too and failed: ${messageOf(legacyError)}`,
          '',
        );
      }
    }
  };

  // With OAuth, sessions opened at once would each meet a 401 and each get a token of their own: the
  // first session to open gets the run's token, and the others wait for it (then start, token in hand).
  let first: Promise<unknown> | undefined;
  return {
    async open(plan?: ConnectPlan): Promise<McpSession> {
      if (!target.oauth) return openSession(plan);
      if (!first) {
        const opening = openSession(plan);
        first = opening.catch(() => undefined);
        return opening;
      }
      await first;
      return openSession(plan);
    },
  };
}

/** Codes Node's fetch (undici) and its TLS layer put on `error.cause`. */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_)/;

/** Connection failures that no retry within the run would change: the next scenario would hit them too. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME']);

/**
 * Whether the live server cannot be reached at all (nothing listening, no such host, a TLS handshake
 * that fails, the token refused, the OAuth client refused): the run stops at the first such failure
 * instead of repeating it.
 */
function cannotStart(error: unknown, target: HttpTarget): boolean {
  if (isBadPort(error)) return true;
  // Only the SDK's OAuth errors, not every codeless one (a handshake timeout may pass).
  if (fromOAuthFlow(error, target, 'call')) return true;
  const status = httpStatusOf(error);
  if (status === 401 || status === 403) return true;
  if (status !== undefined) return false;
  const cause = causeOf(error);
  const code = cause?.code ?? '';
  return UNREACHABLE_CODES.has(code) || TLS_CODE.test(code) || /\b(SSL|TLS)\b|certificate/i.test(cause?.message ?? '');
}

function causeOf(error: unknown): { code?: string; message: string } | undefined {
  for (let current = error as { cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    // The SDK's own errors carry string codes too (SEND_FAILED…): the network's code is in a cause below.
    if (typeof code === 'string' && !isSdkError(current)) return { code, message: messageOf(current) };
    current = current.cause as { cause?: unknown } | undefined;
  }
  return undefined;
}

/**
 * Whether an error came out of the SDK's OAuth flow (discovery, token request): an OAuth error
 * (`errorCode`), the SDK's UnauthorizedError, or, while connecting, any error with no HTTP, JSON-RPC
 * or network code of its own (the flow runs inside the first request). A plain error during a call
 * is not blamed on OAuth.
 */
function fromOAuthFlow(error: unknown, target: HttpTarget, phase: 'connect' | 'call'): boolean {
  if (!target.oauth) return false;
  const { code } = (error ?? {}) as { code?: unknown };
  if (isOAuthError(error) || /^(Unauthorized|Failed to authorize)/.test(messageOf(error))) return true;
  return phase === 'connect' && code === undefined && !causeOf(error);
}

/**
 * Says what went wrong talking to a live server, one clear message per kind of failure, naming the
 * credential used and the variable it came from, never its value. `response` is the last failed HTTP
 * response the session saw (MCP endpoint or authorization server), when there was one; `phase` says
 * whether the session was being opened or a call was made.
 */
export function describeHttpFailure(
  error: unknown,
  target: HttpTarget,
  response?: FailedResponse,
  phase: 'connect' | 'call' = 'call',
): string {
  const url = safeUrl(target.url);
  const host = safeHost(url);
  const status = httpStatusOf(error);
  const oauthFlow = status === undefined && fromOAuthFlow(error, target, phase);
  // The recorded response explains this error when it is the same status, or when the error came out
  // of the SDK's OAuth flow.
  const recorded =
    response && (oauthFlow || (status !== undefined && response.status === status)) ? response : undefined;
  if (recorded && !sameEndpoint(recorded.url, target.url)) return describeOAuthFailure(recorded, target);
  const failedStatus = recorded?.status ?? status;
  const body = bodyQuote(recorded ? recorded.body : bodyInMessage(error), target);
  if (failedStatus === 401 || failedStatus === 403) {
    const quoted = quote(recorded ? recorded.body : bodyInMessage(error), target);
    return describeRefusal(failedStatus, recorded, quoted ? `; body ${quoted}` : '', target);
  }
  if (oauthFlow && target.oauth) {
    return `OAuth (${oauthMethodOf(target.oauth, response?.clientAuthentication)}) with the client credentials from ${target.oauth.source} failed for ${url}: ${messageOf(error)}`;
  }
  if (status !== undefined && status >= 500) {
    return `${url} answered HTTP ${status}: the server failed on its side${body}; check its logs or try again later`;
  }
  if (status !== undefined) return `${url} answered HTTP ${status}${body}`;
  if (isBadPort(error)) {
    return `could not connect to ${url}: fetch refuses to connect to port ${new URL(url).port} (one of the ports the Fetch standard blocks); serve the MCP server on another port`;
  }
  const cause = causeOf(error);
  const causeCode = cause?.code ?? '';
  if (causeCode === 'ECONNREFUSED') {
    return `could not connect to ${url}: connection refused (nothing is listening on ${host}); check remote-url and that the server is running`;
  }
  if (causeCode === 'ENOTFOUND' || causeCode === 'EAI_AGAIN' || causeCode === 'EAI_NONAME') {
    return `could not connect to ${url}: the host name "${new URL(url).hostname}" could not be resolved (DNS, ${causeCode}); check remote-url`;
  }
  if (TLS_CODE.test(causeCode) || /\b(SSL|TLS)\b|certificate/i.test(cause?.message ?? '')) {
    return `could not connect to ${url}: the TLS (https) handshake with ${host} failed (${causeCode || cause?.message}); check that the URL's scheme is right (https vs http) and that the server's certificate is valid`;
  }
  if (causeCode === 'ECONNRESET' || causeCode === 'UND_ERR_SOCKET') {
    return `could not connect to ${url}: ${host} closed the connection (${causeCode}); check remote-url and that the server speaks HTTP there`;
  }
  if (causeCode === 'ETIMEDOUT' || causeCode === 'UND_ERR_CONNECT_TIMEOUT') {
    return `could not connect to ${url}: connecting to ${host} timed out (${causeCode})`;
  }
  if (isRequestTimeout(error)) {
    return `${url} did not answer within the time limit`;
  }
  const violation = protocolViolationOf(error);
  if (violation) return violation;
  return `could not talk to ${url}: ${cause && cause.message !== messageOf(error) ? `${messageOf(error)} (${cause.message})` : messageOf(error)}`;
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The response body the SDK put in its error message, if it did. */
function bodyInMessage(error: unknown): string {
  const match = /^(?:Streamable HTTP error|SSE error): (?:Error POSTing to endpoint: )?(.*)$/s.exec(messageOf(error));
  return match?.[1] ?? '';
}

/** A response body as shown in a message: credentials redacted, then cut, then quoted (escaped); '' for none. */
function quote(text: string, target: HttpTarget): string {
  const secrets = [
    target.bearerToken ?? '',
    ...(target.oauth ? oauthSecretValues(target.oauth) : []),
    ...(target.obtainedTokens ?? []),
    // The run scrubs these too, but only after the cut, which could leave the start of one showing.
    ...secretHeaderValues(target.headers),
    ...urlSecretValues(target.url),
  ];
  const body = redactCredentialFields(redactText(text, secrets)).trim();
  if (!body || body === 'null') return '';
  return JSON.stringify(body.length > HTTP_BODY_QUOTE_CHARS ? `${body.slice(0, HTTP_BODY_QUOTE_CHARS)}…` : body);
}

/** The body as a `: "…"` tail of a message, or ''. */
function bodyQuote(text: string, target: HttpTarget): string {
  const quoted = quote(text, target);
  return quoted ? `: ${quoted}` : '';
}

/** Whether a response came from the MCP endpoint itself (not the authorization server or metadata). */
function sameEndpoint(responseUrl: string, targetUrl: string): boolean {
  try {
    const a = new URL(responseUrl);
    const b = new URL(targetUrl);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/** Which credential was sent, and where it came from, as messages say it. */
function credentialOf(target: HttpTarget, recorded: FailedResponse | undefined): string {
  if (target.oauth) {
    return `the access token obtained with the client credentials from ${target.oauth.source} (${oauthMethodOf(target.oauth, recorded?.clientAuthentication)})`;
  }
  return `the bearer token from ${target.bearerTokenSource ?? 'MCP_EVAL_BEARER_TOKEN'}`;
}

/** A 401 or 403 from the MCP endpoint. */
function describeRefusal(
  status: number,
  recorded: FailedResponse | undefined,
  body: string,
  target: HttpTarget,
): string {
  const url = safeUrl(target.url);
  const challenge = challengeParams(recorded?.wwwAuthenticate);
  if (challenge.error === 'insufficient_scope') {
    const scopes = challenge.scope
      ? `the scope${challenge.scope.trim().includes(' ') ? 's' : ''} "${challenge.scope.trim()}"`
      : 'a scope the server did not name';
    const them = challenge.scope ? 'them' : 'it';
    // When oauth-scope already asks for every scope named, the authorization server did not grant them.
    const asked = new Set((target.oauth?.scope ?? '').split(/\s+/).filter(Boolean));
    const named = (challenge.scope ?? '').split(/\s+/).filter(Boolean);
    const alreadyAsked = named.length > 0 && named.every((scope) => asked.has(scope));
    const fix = !target.oauth
      ? `issue a token that has ${them}`
      : alreadyAsked
        ? `oauth-scope already asks for ${them}, so the authorization server did not grant ${them}: grant the client ${them} there`
        : `grant the client ${them} at the authorization server, or ask for ${them} with oauth-scope (${OAUTH_SCOPE_VARIABLE})`;
    return `${url} says ${credentialOf(target, recorded)} lacks ${scopes}, which it requires (HTTP 403 insufficient_scope${describe(challenge)}${body}); ${fix}`;
  }
  if (target.oauth) {
    return `${url} refused ${credentialOf(target, recorded)} (HTTP ${status}${describe(challenge)}${body}); check that the authorization server issues tokens for this server (the resource) with the access it needs`;
  }
  if (target.bearerToken) {
    return `${url} refused ${credentialOf(target, recorded)} (HTTP ${status}${describe(challenge)}${body}): check that the secret holds a valid token for this server`;
  }
  const usesOAuth = challenge.resource_metadata
    ? ' (it uses OAuth: set oauth-client-id with oauth-client-secret or oauth-private-key)'
    : '';
  return `${url} requires authorization (HTTP ${status}${body}) and no bearer token or client credentials were given${usesOAuth}: set the bearer-token input or MCP_EVAL_BEARER_TOKEN, or OAuth client credentials`;
}

/** The challenge's `error_description`, when the server gave one. */
function describe(challenge: Record<string, string>): string {
  return challenge.error_description ? `; ${JSON.stringify(challenge.error_description)}` : '';
}

/** A failed response from the authorization server or a metadata URL, during the SDK's OAuth flow. */
function describeOAuthFailure(recorded: FailedResponse, target: HttpTarget): string {
  const oauth = target.oauth!;
  let oauthError: { error?: unknown; error_description?: unknown } = {};
  try {
    oauthError = JSON.parse(recorded.body) as typeof oauthError;
  } catch {
    // Not an OAuth error body (RFC 6749 §5.2): the body is quoted as it is.
  }
  const errorCode = typeof oauthError.error === 'string' ? oauthError.error : '';
  const hint =
    errorCode === 'invalid_client' || recorded.status === 401
      ? `check the client id and ${oauth.privateKey ? 'private key' : 'secret'} and that the authorization server knows this client`
      : errorCode === 'invalid_scope'
        ? oauth.scope
          ? `the scopes asked for (oauth-scope "${oauth.scope}") are not granted to this client`
          : `no scope was asked for (oauth-scope is empty) and the authorization server grants this client none by default: set oauth-scope (${OAUTH_SCOPE_VARIABLE})`
        : recorded.status === 404
          ? 'check that the server publishes OAuth metadata (protected-resource and authorization-server metadata)'
          : "see the authorization server's answer above";
  return `OAuth (${oauthMethodOf(oauth, recorded.clientAuthentication)}) with the client credentials from ${oauth.source} failed: ${safeUrl(recorded.url)} answered HTTP ${recorded.status}${errorCode ? ` ${errorCode}` : ''}${bodyQuote(recorded.body, target)}; ${hint}`;
}

/**
 * Tells the OAuth provider which scopes a 403 insufficient_scope named, before the SDK asks for a
 * new token (once per challenge) and retries the request: the new token is then asked for with
 * oauth-scope and those scopes together.
 */
function stepUpFetch(base: FetchLike, provider: StepUpProvider): FetchLike {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.status === 403) {
      const challenge = challengeParams(response.headers.get('www-authenticate') ?? undefined);
      if (challenge.error === 'insufficient_scope' && challenge.scope) provider.stepUpScopes(challenge.scope);
    }
    return response;
  };
}
