// The annotations check's words that several reports share (the summary section, the step's
// headline, the workflow annotations): what each kind of finding says the tool claimed, and a
// change of the state as one plain line (server text in it: each caller escapes for its medium).
import type { AnnotationFinding, StateChange } from '../model/annotations.js';
import { CELL_LIMIT_CHARS, clipLine } from './text/limits.js';

/** What each kind of finding says the tool claimed. */
export const CLAIM_OF_KIND: Readonly<Record<AnnotationFinding['kind'], string>> = {
  'not-read-only': 'readOnlyHint: true',
  'not-idempotent': 'idempotentHint: true',
  destructive: 'destructiveHint: false',
};

/** The parts of a change's line: where, how, and its text before and after (server output, cut). */
export function changeParts(change: StateChange): {
  head: string;
  where: string;
  verb: string;
  before?: string;
  after?: string;
} {
  return {
    head: change.source,
    where: change.where,
    verb: change.change,
    ...(change.before === undefined ? {} : { before: clipLine(change.before, CELL_LIMIT_CHARS) }),
    ...(change.after === undefined ? {} : { after: clipLine(change.after, CELL_LIMIT_CHARS) }),
  };
}

/** A change as one plain line (unescaped: the caller escapes it). */
export function changeText(change: StateChange): string {
  const parts = changeParts(change);
  const before = parts.before === undefined ? '' : `: before ${parts.before}`;
  const after = parts.after === undefined ? '' : `${before ? ', after' : ': after'} ${parts.after}`;
  return `${parts.head} ${parts.where} ${parts.verb}${before}${after}`;
}
