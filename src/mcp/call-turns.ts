/**
 * Turns at a 2025-era session for the calls of scenarios that share it (`isolation: suite`). In that
 * era the server asks the client (elicitation, sampling, roots) with requests of its own that do not
 * say which call they serve, and its roots are the session's, not a call's: so a call whose step
 * scripts an answer runs alone on the session, and calls that script none share it only with calls
 * sharing the same roots (the roots the session then answers with). Taken in the order asked, so a
 * call that must run alone is not passed over for ever by calls that may share.
 *
 * On a scenario's own session the calls come one at a time, and every turn is granted at once.
 */

/** Who may run beside whom: `alone`, or a group key (calls with equal keys share the session). */
export type TurnKind = { alone: true } | { alone: false; group: string };

interface Waiting {
  kind: TurnKind;
  start: () => void;
}

export class CallTurns {
  /** The calls running now: how many, and the group they share (undefined: one running alone, or none). */
  private running = 0;
  private runningGroup: string | undefined;
  private readonly waiting: Waiting[] = [];

  /** Resolves when the call may start; the function it gives ends the turn (once). */
  take(kind: TurnKind): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push({ kind, start: () => resolve(this.release()) });
      this.startWaiting();
    });
  }

  private release(): () => void {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running--;
      if (this.running === 0) this.runningGroup = undefined;
      this.startWaiting();
    };
  }

  /** Starts waiting calls from the front of the line for as long as each may run beside those running. */
  private startWaiting(): void {
    while (this.waiting.length > 0) {
      const next = this.waiting[0]!;
      const fits =
        this.running === 0 ||
        (!next.kind.alone && this.runningGroup !== undefined && next.kind.group === this.runningGroup);
      if (!fits) return;
      this.waiting.shift();
      this.running++;
      this.runningGroup = next.kind.alone ? undefined : next.kind.group;
      next.start();
    }
  }
}
