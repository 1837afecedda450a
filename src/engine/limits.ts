/** Stderr kept per server process, from its end. */
export const STDERR_LIMIT_CHARS = 16_000;
/** Text kept per tool call; the rest is cut, and the cut is said in the text. */
export const CALL_OUTPUT_LIMIT_CHARS = 1_000_000;
/** How long a server may take to start and answer `initialize`. */
export const CONNECT_TIMEOUT_MS = 30_000;
