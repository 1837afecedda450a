/**
 * JSON-RPC's invalid params (-32602): the answer a server gives to arguments it refuses, as a
 * protocol error or, as the MCP SDKs do for input that fails the tool's schema, inside a tool error
 * (`isError: true` with the text `MCP error -32602: Input validation error: …`). Pure: the CLI's
 * early path may import it.
 */
export const INVALID_PARAMS = -32602;

/** Whether a tool error's text says it is the invalid-params error. */
export function saysInvalidParams(text: string): boolean {
  return /(?:^|[^\d])-32602(?!\d)/.test(text);
}
