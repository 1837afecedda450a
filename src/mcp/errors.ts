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

/** The server answered with a JSON-RPC error: its code and message. */
export function serverErrorOf(error: unknown): { code: number; message: string } | undefined {
  return error instanceof ProtocolError ? { code: error.code, message: error.message } : undefined;
}

/** The era negotiation at connect failed: the pinned era is not offered, or the server refused the revision. */
export function isEraRefusal(error: unknown): boolean {
  return error instanceof SdkError && error.code === SdkErrorCode.EraNegotiationFailed;
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
