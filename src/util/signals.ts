/**
 * SIGINT and SIGTERM (Ctrl-C, a cancelled or timed-out CI job: the runner sends SIGINT, then
 * SIGTERM) stop what is under way through an AbortSignal, so the command still says and writes what
 * it did: a run's scenarios not finished are errored, a fuzz lists the tools it did not reach. A
 * second signal exits at once, with the status a shell gives a process the signal ended.
 */

/** Exit status of a process ended by a signal, as a shell reports it (128 + the signal's number). */
export const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

export interface SignalStop {
  /** Aborted at the first signal; its reason is an Error whose message is `SIGTERM received`. */
  signal: AbortSignal;
  /** Gives the signals back to Node's own handling (the process ends on them again). */
  release: () => void;
}

export function stopOnSignals(): SignalStop {
  const controller = new AbortController();
  const offs = (Object.keys(SIGNAL_EXIT) as (keyof typeof SIGNAL_EXIT)[]).map((name) => {
    const handler = () => {
      if (controller.signal.aborted) process.exit(SIGNAL_EXIT[name]);
      controller.abort(new Error(`${name} received`));
    };
    process.on(name, handler);
    return () => process.off(name, handler);
  });
  return { signal: controller.signal, release: () => offs.forEach((off) => off()) };
}

/** Why `signal` was aborted, in words (`SIGTERM received`). */
export function stopReason(signal: AbortSignal | undefined): string {
  const reason = signal?.reason as unknown;
  return reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'stopped';
}
