/**
 * A tool's hangs: whether it hangs on every input (every probe after its first hang hung), and whether
 * a shrunk hang hangs again on a fresh server with the full timeout (a probe waits less, so an input
 * that only answers slowly passes for a hang while shrinking).
 */
import { FUZZ_HANG_CONFIRMATIONS, FUZZ_HANG_EVERY_INPUT_PROBES } from '../../model/limits.js';
import type { FuzzInput } from './arbitraries.js';
import { callOnce, type CallTally, type RestartingSession } from './call.js';
import type { FuzzTarget } from './targets.js';

/** What a tool's hangs have shown so far, since its first. */
export class HangWatch {
  /** Calls made since the first hang. */
  private probes = 0;
  /** Whether every one of them hung (see FUZZ_HANG_EVERY_INPUT_PROBES). */
  private everyProbeHung = true;
  /** The tool hangs on every input: shrinking stops, its input says nothing. */
  onEveryInput = false;
  /** An input the schema takes that hung: what a tool hanging on every input is reported with. */
  fitting: FuzzInput | undefined;
  /**
   * The inputs that hung while a hang was shrunk, each smaller than the one before (the first found,
   * then every probe that hung: fast-check shrinks from each): confirmed again at the end (confirmHang).
   */
  path: FuzzInput[] = [];

  /** A call after the first hang: whether it hung. */
  probed(hung: boolean): void {
    this.probes++;
    if (!hung) this.everyProbeHung = false;
    else if (this.everyProbeHung && this.probes >= FUZZ_HANG_EVERY_INPUT_PROBES) this.onEveryInput = true;
  }
}

/** What a hang's confirmation calls wait and count. */
export interface ConfirmOptions {
  /** The full per-call timeout: what the finding's scenario waits. */
  timeoutMs: number;
  stop?: AbortSignal;
  tally: CallTally;
}

/**
 * A shrunk hang confirmed: the smallest input of the shrinking's path that hangs again on a fresh
 * server with the full timeout (`reproduced`: the shrunk input itself did), and the calls it took.
 * Each is a call after the hang, as a probe is: it counts toward FUZZ_HANG_EVERY_INPUT_PROBES.
 */
export async function confirmHang(
  server: RestartingSession,
  target: FuzzTarget,
  shrunk: FuzzInput,
  watch: HangWatch,
  options: ConfirmOptions,
): Promise<{ input: FuzzInput; calls: number; reproduced: boolean }> {
  const same = JSON.stringify(watch.path.at(-1)?.args) === JSON.stringify(shrunk.args);
  const path = same ? watch.path : [...watch.path, shrunk];
  const again = async (input: FuzzInput) => {
    const hung = await hangsAgain(server, target, input, options);
    watch.probed(hung);
    return hung;
  };
  const smallest = await smallestHangingAgain(path, again);
  return { ...smallest, reproduced: smallest.input === path.at(-1) };
}

/** Whether `input` hangs again when called on a fresh server with the full timeout (what its scenario waits). */
async function hangsAgain(
  server: RestartingSession,
  target: FuzzTarget,
  input: FuzzInput,
  options: ConfirmOptions,
): Promise<boolean> {
  await server.drop();
  const { outcome } = await callOnce(server, {
    target,
    args: input.args,
    timeoutMs: options.timeoutMs,
    deadline: performance.now() + options.timeoutMs,
    stop: options.stop,
    tally: options.tally,
  });
  return outcome.kind === 'timeout' && !options.stop?.aborted;
}

/**
 * The smallest input of a shrinking's path (each input smaller than the one before, the first the
 * hang as found, with the full timeout) that hangs again: the last when it does, else found by
 * halving the path (an input that hangs for its size hangs at every larger size on the path), at most
 * FUZZ_HANG_CONFIRMATIONS calls. The first input stands when none of those tried hangs again.
 */
export async function smallestHangingAgain<T>(
  path: readonly T[],
  hangs: (input: T) => Promise<boolean>,
): Promise<{ input: T; calls: number }> {
  let calls = 0;
  // Invariant: path[found] hung (the first did, when found); the inputs after `answered` did not.
  let found = 0;
  let answered = path.length;
  let next = path.length - 1;
  while (next > found && next < answered && calls < FUZZ_HANG_CONFIRMATIONS) {
    calls++;
    if (await hangs(path[next]!)) found = next;
    else answered = next;
    next = Math.floor((found + answered) / 2);
  }
  return { input: path[found]!, calls };
}
