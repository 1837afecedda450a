import module from 'node:module';

/**
 * Asks Node to keep the compiled code of every module loaded from here on in its on-disk cache (in
 * the temporary folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so that the next start skips
 * compiling the bundle's chunks again. Node 22.8+ has `module.enableCompileCache`; on Node 20 there
 * is none and this does nothing. Only modules loaded after the call are cached: the entry points
 * call it first and load everything else with `import()`.
 */
export function enableCompileCache(): void {
  const enable = (module as { enableCompileCache?: () => unknown }).enableCompileCache;
  try {
    enable?.();
  } catch {
    // A cache that cannot be set up costs only speed, never the run.
  }
}
