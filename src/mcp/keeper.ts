import type { SessionLease } from './leases.js';
import { messageOf, type McpSession, type SessionLoss } from './session.js';

export const REOPENED_ONCE = 'a new session was opened once already in this scenario, so it is not reopened again';

/** Thrown by `SessionKeeper` when a dropped session cannot be replaced; the message is the whole story. */
export class SessionDroppedError extends Error {}

/**
 * The scenario's session, reopened once if the server drops it (HTTP 404 for its session id: it
 * expired, or the server restarted). A request is sent again on the new session only when the server
 * refused it with that 404, so it never reached a tool; one that was sent before the loss came to light
 * may have run, and is reported rather than repeated.
 */
export class SessionKeeper {
  /** Why the session was reopened, once it has been. */
  renewedBecause: string | undefined;

  constructor(
    public session: McpSession,
    private readonly lease: SessionLease,
  ) {}

  async run<T>(request: (session: McpSession) => Promise<T>): Promise<T> {
    // Dropped while no request of ours was waiting (seen on another scenario's call, or on the stream
    // the server pushes on): nothing of this request was sent yet.
    const known = this.session.loss?.();
    if (known) await this.renew(known);
    try {
      return await request(this.session);
    } catch (error) {
      const loss = this.session.loss?.(error);
      if (!loss?.refused || this.renewedBecause !== undefined) throw error;
      await this.renew(loss);
      return await request(this.session);
    }
  }

  private async renew(loss: SessionLoss): Promise<void> {
    if (this.renewedBecause !== undefined) {
      throw new SessionDroppedError(`${loss.reason}; ${REOPENED_ONCE}`);
    }
    this.renewedBecause = loss.reason;
    try {
      this.session = await this.lease.renew(this.session);
    } catch (error) {
      throw new SessionDroppedError(`${loss.reason}; a new session could not be opened: ${messageOf(error)}`);
    }
  }
}
