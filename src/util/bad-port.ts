/**
 * Whether fetch refused the port itself (6000, 5060, 9, …: the Fetch standard's blocked ports),
 * which it says only as a cause "bad port", with no code.
 */
export function isBadPort(error: unknown): boolean {
  for (let current = error as { cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error && current.message === 'bad port') return true;
    current = current.cause as { cause?: unknown } | undefined;
  }
  return false;
}
