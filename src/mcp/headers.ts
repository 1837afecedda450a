/**
 * Extra HTTP headers for live mode, from MCP_EVAL_HEADERS: one `Name: value` per line, for servers
 * behind a gateway that wants more than the bearer token. Blank lines and lines starting with `#`
 * are ignored.
 */
export const HEADERS_VARIABLE = 'MCP_EVAL_HEADERS';

/** Header values shorter than this are not treated as secrets (masking "1" would mask every 1 in the logs). */
export const MIN_SECRET_HEADER_CHARS = 4;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Parses MCP_EVAL_HEADERS; throws an Error naming the line for anything that is not `Name: value`. */
export function parseHeaderLines(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!HEADER_NAME.test(name)) {
      throw new Error(
        `${HEADERS_VARIABLE} line ${index + 1} is not "Name: value" (got ${JSON.stringify(line.slice(0, 40))}${line.length > 40 ? '…' : ''}); put one header per line`,
      );
    }
    if (name.toLowerCase() === 'authorization') {
      throw new Error(
        `${HEADERS_VARIABLE} line ${index + 1} sets Authorization: give the token through bearer-token or MCP_EVAL_BEARER_TOKEN instead`,
      );
    }
    headers[name] = line.slice(colon + 1).trim();
  });
  return headers;
}

/** The header values to mask and scrub. */
export function secretHeaderValues(headers: Record<string, string>): string[] {
  return Object.values(headers).filter((value) => value.length >= MIN_SECRET_HEADER_CHARS);
}

/**
 * The parts of a remote URL that may carry a credential (user, password, query values), to mask
 * and scrub like the token: `https://host/mcp?api_key=…` must not show up in a message.
 */
export function urlSecretValues(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const values = [parsed.username, parsed.password, ...parsed.searchParams.values()].map((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  });
  // Both as written and decoded, since a message may quote either.
  const raw = [
    parsed.username,
    parsed.password,
    ...parsed.search
      .slice(1)
      .split('&')
      .map((pair) => pair.split('=')[1] ?? ''),
  ];
  return [...new Set([...values, ...raw])].filter((value) => value.length >= MIN_SECRET_HEADER_CHARS);
}

/** The URL as shown to people: no user, password, query or fragment. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    parsed.hash = '';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}
