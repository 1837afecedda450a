/**
 * What the SDK v2's errors mean, read in one place: its local failures (`SdkError`, a string code)
 * and the server's JSON-RPC errors (`ProtocolError`, a number). Every caller that decides on an
 * error's kind asks here instead of comparing codes of its own.
 */
import {
  InsufficientScopeError,
  OAuthClientFlowError,
  OAuthError,
  ProtocolError,
  SdkError,
  SdkErrorCode,
} from '@modelcontextprotocol/client';

/** The request got no answer within its timeout. */
export function isRequestTimeout(error: unknown): boolean {
  return error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout;
}

/** The connection closed before the answer came (the server exited, the transport dropped). */
export function isConnectionClosed(error: unknown): boolean {
  return (
    error instanceof SdkError &&
    (error.code === SdkErrorCode.ConnectionClosed || error.code === SdkErrorCode.NotConnected)
  );
}

/**
 * The server failed during the call, not the call's arguments or the script: its connection closed
 * (the process ended) or it stopped answering. Its stderr is then the likely cause.
 */
export function isServerFailure(error: unknown): boolean {
  return isConnectionClosed(error) || isRequestTimeout(error);
}

/** The server answered with a JSON-RPC error: its code and message. */
export function serverErrorOf(error: unknown): { code: number; message: string } | undefined {
  return error instanceof ProtocolError ? { code: error.code, message: error.message } : undefined;
}

/**
 * The server's answer broke the protocol the session speaks (a 2026-07-28 result with no
 * `resultType`, a result type the client does not know, an input request it cannot be, a server
 * that keeps asking for input past the SDK's round limit): what the server did wrong, said as such
 * rather than as a transport failure. Undefined for every other error.
 */
export function protocolViolationOf(error: unknown): string | undefined {
  if (!(error instanceof SdkError)) return undefined;
  switch (error.code) {
    case SdkErrorCode.InvalidResult:
    case SdkErrorCode.UnsupportedResultType:
    case SdkErrorCode.InputRequiredRoundsExceeded:
      return `the server's answer broke the protocol: ${error.message}`;
    case SdkErrorCode.CapabilityNotSupported:
      return `the server asked the client for something it did not declare: ${error.message}`;
    default:
      return undefined;
  }
}

/** One of the SDK's local errors (its `code` is the SDK's, not the network's or the server's). */
export function isSdkError(error: unknown): boolean {
  return error instanceof SdkError;
}

/** The SDK's walk of a paginated list reached its page cap (`listMaxPages`) with a cursor still to follow. */
export function isListTooLong(error: unknown): boolean {
  return error instanceof SdkError && error.code === SdkErrorCode.ListPaginationExceeded;
}

/** An error of the SDK's OAuth flow: the authorization server's answer, or the flow's own refusal. */
export function isOAuthError(error: unknown): boolean {
  return error instanceof OAuthError || error instanceof OAuthClientFlowError;
}

/** The server's 403 insufficient_scope, after the SDK's step-up gave up. */
export function isInsufficientScope(error: unknown): boolean {
  return error instanceof InsufficientScopeError;
}
