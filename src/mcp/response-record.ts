import { HTTP_BODY_READ_BYTES, HTTP_BODY_READ_MS } from '../model/limits.js';

/** What a failed HTTP exchange showed: enough to say why, without the SDK having to carry it. */
export interface FailedResponse {
  url: string;
  status: number;
  /** The `WWW-Authenticate` header, if any. */
  wwwAuthenticate?: string;
  /** The start of the response body (at most HTTP_BODY_READ_BYTES), as text. */
  body: string;
  /**
   * How the client authenticated on the last token request sent before this response, as the SDK
   * chose it from the authorization server's metadata (`client_secret_basic`, `client_secret_post`,
   * `private_key_jwt`); undefined when no token request was seen.
   */
  clientAuthentication?: string;
}

type Fetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch for the SDK's transports and OAuth client that remembers the last 4xx/5xx response (the MCP
 * endpoint's, or the authorization server's). The SDK's errors keep only the status and sometimes the
 * body; the `WWW-Authenticate` header (`error="insufficient_scope"`, `scope=…`) and the authorization
 * server's body are what say what is actually wrong.
 */
export function recordingFetch(base: Fetch = fetch): { fetch: Fetch; last(): FailedResponse | undefined } {
  let last: FailedResponse | undefined;
  let clientAuthentication: string | undefined;
  const recording: Fetch = async (input, init) => {
    clientAuthentication = clientAuthenticationOf(init) ?? clientAuthentication;
    const response = await base(input, init);
    // A success clears the record: the SDK's discovery meets 404s on the way (well-known URLs it
    // tries in turn) that say nothing about a failure after them.
    if (response.status < 400) {
      last = undefined;
      return response;
    }
    // The body is read here, not from a clone: a clone tees the body, and a tee whose other side is
    // not read stalls once its buffer fills (an error page over about 16 KB held the handshake until
    // connect-timeout-ms). The SDK then gets only the start that was read: it reads an error body
    // whole, which never ends for a body streamed without end.
    const start = await readStart(response);
    last = {
      url: String(input instanceof URL ? input.href : input),
      status: response.status,
      wwwAuthenticate: response.headers.get('www-authenticate') ?? undefined,
      body: new TextDecoder().decode(start),
      clientAuthentication,
    };
    return new Response(start, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return { fetch: recording, last: () => last };
}

/**
 * The client authentication of an OAuth token request (a form body with `grant_type`), read off the
 * request itself: the SDK picks the method from the metadata, and says which nowhere else.
 */
export function clientAuthenticationOf(init: RequestInit | undefined): string | undefined {
  const body = init?.body;
  if (!(body instanceof URLSearchParams) || !body.has('grant_type')) return undefined;
  if (body.has('client_assertion')) return 'private_key_jwt';
  if (/^basic\s/i.test(new Headers(init?.headers).get('authorization') ?? '')) return 'client_secret_basic';
  if (body.has('client_secret')) return 'client_secret_post';
  return undefined;
}

/**
 * Reads at most HTTP_BODY_READ_BYTES of a body, for at most HTTP_BODY_READ_MS, then cancels the
 * rest: a huge or endless error page can exhaust neither memory nor time.
 */
async function readStart(response: Response): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<'time'>((resolve) => {
    timer = setTimeout(() => resolve('time'), HTTP_BODY_READ_MS);
  });
  try {
    while (size < HTTP_BODY_READ_BYTES) {
      const read = await Promise.race([reader.read(), timeUp]);
      if (read === 'time' || read.done) break;
      chunks.push(read.value);
      size += read.value.byteLength;
    }
  } catch {
    // A body that breaks off still says something: keep what arrived.
  } finally {
    clearTimeout(timer);
    // Not awaited: a server that stops sending need not be waited for; the rejection is handled.
    reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, HTTP_BODY_READ_BYTES);
}

/** The parameters of a `WWW-Authenticate: Bearer k="v", …` challenge (names lower-cased). */
export function challengeParams(header: string | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (!header) return params;
  for (const match of header.matchAll(/([A-Za-z_][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g)) {
    params[match[1]!.toLowerCase()] = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!;
  }
  return params;
}

/**
 * JSON or form fields whose values are credentials whatever they hold (an authorization server may
 * echo a request, a gateway may echo headers): their values are replaced even when they are not a
 * secret we know.
 */
const CREDENTIAL_FIELD =
  /("?(?:access_token|refresh_token|id_token|client_secret|client_assertion|assertion|password|authorization)"?\s*[:=]\s*"?)((?:Bearer |Basic )?[^"&\s,}]+)/gi;

/** Replaces the values of credential-named fields in a body. */
export function redactCredentialFields(text: string): string {
  return text.replace(CREDENTIAL_FIELD, (_, name: string) => `${name}***`);
}
