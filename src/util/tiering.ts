import { setFlagsFromString } from 'node:v8';

/**
 * The optimizing compilers' thresholds for a short-lived process, by V8 major version.
 *
 * Why: a run lasts a second or two, and in that time V8's optimizing compilers (TurboFan, and Maglev
 * where it is on) compile dozens of large functions on background threads: the YAML parser, the
 * scenario validator, the runner. Measured on a 200-scenario run under Node 20, that is about 600 ms
 * of compiling for code that the run ends before it pays back (1.5× the raw MCP SDK's CPU for the
 * same calls; 1.15× with these thresholds). Raising the thresholds leaves genuinely hot code (a long
 * suite, a large output scanned for secrets) optimized, only later; it changes no result.
 *
 * V8 11 (Node 20) counts a function's executed bytecode against `--interrupt-budget` (67,584 by
 * default); V8 12+ (Node 22, 24) counts invocations instead, and rejects the older flag, printing an
 * error, so each version gets only the flags it has.
 */
export const TIERING_FLAGS_BY_V8_MAJOR: ReadonlyArray<{ fromMajor: number; flags: readonly string[] }> = [
  {
    fromMajor: 12,
    flags: [
      '--invocation-count-for-turbofan=50000',
      '--invocation-count-for-maglev=5000',
      '--invocation-count-for-maglev-osr=1000',
      '--invocation-count-for-osr=5000',
    ],
  },
  { fromMajor: 11, flags: ['--interrupt-budget=2097152'] },
];

/**
 * The newest V8 major these flags were checked against (Node 24 runs 13.6). A later V8 gets none: an
 * unknown flag is not an exception but an error line on stderr.
 */
const MAX_KNOWN_V8_MAJOR = 13;

/** Flag names that, when the user set any of them (command line or NODE_OPTIONS), leave tiering to them. */
const USER_TIERING_FLAG = /--(?:interrupt-budget|invocation-count-for-|no-opt\b|no-turbofan\b|no-maglev\b|jitless\b)/;

/**
 * The flags to set for this V8 version, or none: for a V8 older than 11 or newer than the table
 * knows (the flags may be gone), and when the user chose their own tiering flags.
 */
export function tieringFlags(
  v8Version: string,
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string[] {
  if ([...execArgv, nodeOptions ?? ''].some((flag) => USER_TIERING_FLAG.test(flag))) return [];
  const major = Number.parseInt(v8Version, 10);
  if (!Number.isInteger(major) || major > MAX_KNOWN_V8_MAJOR) return [];
  return [...(TIERING_FLAGS_BY_V8_MAJOR.find((entry) => major >= entry.fromMajor)?.flags ?? [])];
}

/** Sets this process's tiering flags: first thing in each entry point, before the bundle's chunks load. */
export function delayOptimization(): void {
  for (const flag of tieringFlags(process.versions.v8, process.execArgv, process.env.NODE_OPTIONS)) {
    try {
      setFlagsFromString(flag);
    } catch {
      // A flag V8 refuses costs only speed, never the run.
    }
  }
}
