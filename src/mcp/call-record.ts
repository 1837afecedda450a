/**
 * What one call's requests from the server came to, kept as the call goes: the records of what was
 * asked and answered, the ways they parted from the step's script, and the notifications, each kept
 * up to its cap and the rest counted (a server that asks thousands of times, or with a huge form,
 * cannot fill the reports). client-requests.ts decides the answers; this module keeps the books.
 */
import type {
  ClientRequestRecord,
  ElicitationScript,
  RootScript,
  SamplingScript,
  ServerNotificationRecord,
  SourcePosition,
} from '../model/index.js';
import {
  CALL_NOTIFICATIONS_KEPT,
  CALL_REQUEST_PROBLEMS_SHOWN,
  CALL_REQUESTS_KEPT,
  CLIENT_REQUEST_QUOTE_CHARS,
} from '../model/limits.js';

/** What one step scripts for its call: one answer per round, in order. */
export interface CallScript {
  elicitation: readonly ElicitationScript[];
  sampling: readonly SamplingScript[];
  /** What the client shares when the server asks for its roots: the scenario's `roots:` (undefined: none). */
  roots?: readonly RootScript[];
  /**
   * What an elicitation no scripted answer covers gets: refused (the default: a scenario's step says
   * what to script), or declined, as a host with no user at the keyboard would (`fuzz`, which has no
   * steps to script: a tool that asks the user is doing nothing wrong).
   */
  unscriptedElicitation?: 'refuse' | 'decline';
  /**
   * `init`'s calls: a request nothing scripts is answered with a proposal (a form filled by
   * `proposedContent`, PROPOSED_SAMPLING_REPLY) kept on its record for init to write into the
   * scenario, so the call gives the output the proposed scenario will get.
   */
  proposeUnscripted?: boolean;
}

/** The answer recorded for an elicitation declined under `unscriptedElicitation: 'decline'`. */
export const DECLINED_AS_NO_USER = 'decline (answered as a host with no user would)';

/** A way the server's requests and the step's script parted: the step fails with it. */
export interface RequestProblem {
  message: string;
  /** The scripted answer concerned (an unused or unfitting one); absent for a request the script lacks. */
  position?: SourcePosition;
  /** A scripted answer the server did not ask for (in the era the session speaks). */
  unasked?: true;
}

/** What a call's requests came to, once the call is over. */
export interface CallRequests {
  /** What the server asked and what the client answered, in order: the first CALL_REQUESTS_KEPT. */
  records: ClientRequestRecord[];
  /** How many requests came past CALL_REQUESTS_KEPT: counted, not kept. */
  leftOut: number;
  /** Elicitations declined as a host with no user would (`unscriptedElicitation: 'decline'`), kept or not. */
  declined: number;
  /** The first CALL_REQUEST_PROBLEMS_SHOWN ways the requests and the script parted, then one counting the rest. */
  problems: RequestProblem[];
  /** What the server told the client meanwhile (progress, log messages, list changes). */
  notifications: ServerNotificationRecord[];
}

/** A call in progress on the session, with its script and what it has used of it so far. */
export class ActiveCall {
  readonly records: ClientRequestRecord[] = [];
  /** Requests past CALL_REQUESTS_KEPT, counted. */
  requestsLeftOut = 0;
  /** Elicitations declined as a host with no user would, every one (kept or not). */
  declined = 0;
  readonly problems: RequestProblem[] = [];
  /** Problems past CALL_REQUEST_PROBLEMS_SHOWN, counted. */
  problemsLeftOut = 0;
  readonly notifications: ServerNotificationRecord[] = [];
  /** Notifications past CALL_NOTIFICATIONS_KEPT, counted. */
  notificationsLeftOut = 0;
  used: Record<'elicitation' | 'sampling', number> = { elicitation: 0, sampling: 0 };

  constructor(
    readonly script: CallScript,
    readonly label: string,
    private readonly onNote?: (record: ServerNotificationRecord) => void,
  ) {}

  left(kind: 'elicitation' | 'sampling'): number {
    return this.script[kind].length - this.used[kind];
  }

  /**
   * A request the server made, and the answer: kept up to CALL_REQUESTS_KEPT, then counted. Each one's
   * text is cut (a server that asks thousands of times, or with a huge form, cannot fill the reports).
   */
  record(request: ClientRequestRecord): void {
    if (request.answer === DECLINED_AS_NO_USER) this.declined++;
    if (this.records.length >= CALL_REQUESTS_KEPT) {
      this.requestsLeftOut++;
      return;
    }
    this.records.push({ ...request, message: quote(request.message), answer: quote(request.answer) });
  }

  /** A way the requests and the script parted: the first CALL_REQUEST_PROBLEMS_SHOWN said, the rest counted. */
  problem(problem: RequestProblem): void {
    if (this.problems.length < CALL_REQUEST_PROBLEMS_SHOWN) this.problems.push(problem);
    else this.problemsLeftOut++;
  }

  /** The problems said, and one more sentence counting those left out. */
  parted(): RequestProblem[] {
    if (this.problemsLeftOut === 0) return this.problems;
    return [
      ...this.problems,
      {
        message:
          `${count(this.problemsLeftOut)} more of the server's requests during the call of ${this.label} were refused or ` +
          `did not fit the script, not said one by one (CALL_REQUEST_PROBLEMS_SHOWN: ${CALL_REQUEST_PROBLEMS_SHOWN})` +
          (this.requestsLeftOut > 0
            ? `; it asked ${count(this.records.length + this.requestsLeftOut)} times in all: the first ` +
              `${this.records.length} are kept with the step (CALL_REQUESTS_KEPT)`
            : ''),
      },
    ];
  }

  note(record: ServerNotificationRecord): void {
    this.onNote?.(record);
    if (this.notifications.length < CALL_NOTIFICATIONS_KEPT)
      this.notifications.push({ kind: record.kind, message: quote(record.message) });
    else this.notificationsLeftOut++;
  }

  /** The notifications kept, and one record counting those left out. */
  noted(): ServerNotificationRecord[] {
    if (this.notificationsLeftOut === 0) return this.notifications;
    return [
      ...this.notifications,
      {
        kind: 'log',
        message: `and ${this.notificationsLeftOut} more notification(s), not kept (CALL_NOTIFICATIONS_KEPT: ${CALL_NOTIFICATIONS_KEPT})`,
      },
    ];
  }
}

/** A count as people read it: 1,994. */
function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** A text cut to CLIENT_REQUEST_QUOTE_CHARS: a server's request or answer can be as long as it likes. */
export function quote(text: string): string {
  return text.length > CLIENT_REQUEST_QUOTE_CHARS ? `${text.slice(0, CLIENT_REQUEST_QUOTE_CHARS)}…` : text;
}
