// What every platform's client is built with: the same timeout, retries and fetch, whichever SDK.

/** What every platform's client is built with. */
export interface CommonClientOptions {
  timeout: number;
  maxRetries: number;
  fetch: typeof wholeReplyFetch;
}

/**
 * `fetch` that resolves only once the whole body has arrived. The SDK's timeout covers its `fetch`
 * call, which with the platform's fetch ends at the headers: a body stalled after them waited for
 * undici's own 300 s and then failed as "TypeError: terminated". Read here, under the SDK's timer,
 * a stalled body is aborted like a silent server: an `AbortError` the SDK retries and then reports
 * as a timeout ("did not answer within N s"). Replies are small JSON documents (no streaming is used).
 */
export async function wholeReplyFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  // A status that must not have a body cannot be given one again (the Response constructor throws).
  if (response.status === 204 || response.status === 304 || response.body === null) return response;
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
