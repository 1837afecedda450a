/** Where the CLI writes: stdout for results, stderr for usage and problems. */
export interface Console {
  out(text: string): void;
  err(text: string): void;
  isTTY: boolean;
}

/** Exit codes, as SPEC says. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
