// The words for a model call that did not give a reply, the same on every platform: which platform
// at which URL, what it answered (or why nothing came back), and what to check. Never a credential:
// the SDKs' messages carry the status and the API's own words, and the URL is shown without its query.
import Anthropic from '@anthropic-ai/sdk';
import { safeUrl } from '../mcp/headers.js';
import { isBadPort } from '../util/bad-port.js';
import { BASE_URL_VARIABLES, PLATFORM_NAMES, type Platform } from './choose.js';

/** How long a cause's message may be in a report: a token endpoint's error page is not a reason. */
const CAUSE_MAX_CHARS = 300;

/** `Amazon Bedrock at https://…`: the platform and where it was asked (`api`, for the Anthropic API, is the caller's older wording). */
export function platformAt(platform: Platform, baseURL: string, api?: string): string {
  return platform === 'anthropic' && api
    ? `${api} at ${safeUrl(baseURL)}`
    : `${PLATFORM_NAMES[platform]} at ${safeUrl(baseURL)}`;
}

/** Codes Node's fetch (undici) puts on the cause of a connection failure, in words. */
const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused (nothing is listening there)',
  ENOTFOUND: 'the host name could not be resolved',
  EAI_AGAIN: 'the host name could not be resolved (EAI_AGAIN)',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'connecting timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connecting timed out',
};

/**
 * Why no reply came, said of `api`: reached and silent ("did not answer within 120 s, on each of 3
 * attempts"), which is not the same as "could not be reached" (refused, unresolvable, reset).
 */
export function noReply(
  api: string,
  error: InstanceType<typeof Anthropic.APIConnectionError>,
  timeoutMs: number,
  maxRetries: number,
  platform: Platform = 'anthropic',
): string {
  if (error instanceof Anthropic.APIConnectionTimeoutError) {
    const attempts = maxRetries + 1;
    return `${api} did not answer within ${seconds(timeoutMs)}${attempts > 1 ? `, on each of ${attempts} attempts` : ''}`;
  }
  return `${api} could not be reached: ${describeConnectionError(error, timeoutMs, platform)}`;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** What stopped the request before any reply, from the SDK's error and the fetch error under it. */
function describeConnectionError(
  error: InstanceType<typeof Anthropic.APIConnectionError>,
  timeoutMs: number,
  platform: Platform,
): string {
  const check = `check ${BASE_URL_VARIABLES[platform]} and the network`;
  if (error instanceof Anthropic.APIConnectionTimeoutError) {
    return `no reply within ${timeoutMs} ms per attempt (${error.message})`;
  }
  if (isBadPort(error)) return 'fetch refuses to connect to that port (one of the ports the Fetch standard blocks)';
  for (
    let cause = error.cause as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 5;
    depth++
  ) {
    if (typeof cause.code === 'string' && CONNECTION_CODES[cause.code])
      return `${CONNECTION_CODES[cause.code]}; ${check}`;
    cause = cause.cause as typeof cause;
  }
  // The Vertex SDK wraps a failed Google token exchange as a connection error: its cause says why.
  const cause = error.cause instanceof Error ? error.cause.message.split('\n')[0]!.slice(0, CAUSE_MAX_CHARS) : '';
  if (platform === 'vertex' && cause)
    return `${error.message} (${cause}); check GOOGLE_APPLICATION_CREDENTIALS (google-github-actions/auth writes it) and the network`;
  for (
    let next = error.cause as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    next && depth < 5;
    depth++
  ) {
    if (typeof next.code === 'string') return `${next.code}; ${check}`;
    next = next.cause as typeof next;
  }
  return `${error.message}; ${check}`;
}

/** What to do about an API error, by its status and the platform: the credentials, the model, or waiting it out. */
export function apiErrorAdvice(error: unknown, maxRetries: number, platform: Platform = 'anthropic'): string {
  if (!(error instanceof Anthropic.APIError)) return '';
  if (error.status === 401 || error.status === 403) {
    if (platform === 'bedrock')
      return '; check the AWS credentials (the role aws-actions/configure-aws-credentials assumed, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, or AWS_BEARER_TOKEN_BEDROCK), and that they may invoke the model (bedrock:InvokeModel) in AWS_REGION';
    if (platform === 'vertex')
      return '; check the Google credentials (GOOGLE_APPLICATION_CREDENTIALS, as google-github-actions/auth writes it), and that the account may use Claude in the project (roles/aiplatform.user)';
    return '; check ANTHROPIC_API_KEY (or anthropic-api-key), and that a gateway at ANTHROPIC_BASE_URL accepts it';
  }
  if (error.status === 404) {
    if (platform !== 'anthropic')
      return `; check the model name, its ${PLATFORM_NAMES[platform]} id (the model-ids setting) and that the model is enabled in the region`;
    return '; check judge-model and ANTHROPIC_BASE_URL';
  }
  if (error.status !== undefined && (error.status >= 500 || error.status === 429))
    return `; still so after ${maxRetries} ${maxRetries === 1 ? 'retry' : 'retries'}: run again later`;
  return '';
}

export function describeApiError(error: unknown): string {
  if (error instanceof Anthropic.APIError) {
    const requestId = error.requestID ? ` (request id ${error.requestID})` : '';
    return `${error.message}${requestId}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
