import type { JudgeVerdict } from '../model/index.js';

/**
 * The reply contract, exactly:
 *
 *     reply   = ws* verdict-line NL reason-line ws*          (ws: any white space; NL: LF or CR LF)
 *     verdict-line = h* "VERDICT:" h* ("PASS" | "FAIL") h*   (h: space or tab)
 *     reason-line  = h* "REASON:" h* sentence h*
 *     sentence     = text with a letter or digit, no control character but tab, ending in . ! or ?
 *                    (optionally followed by closing quotes or brackets)
 *
 * Keywords and the token match in any ASCII letter case only: Unicode case folding would let
 * "PAſſ" (long s) pass. The sentence must be finished so that a reply cut off mid-reason (by
 * max_tokens or anything else) cannot pass.
 */
const VERDICT_LINE = new RegExp(`^[ \\t]*${anyCase('VERDICT')}:[ \\t]*(${anyCase('PASS')}|${anyCase('FAIL')})[ \\t]*$`);
const REASON_LINE = new RegExp(`^[ \\t]*${anyCase('REASON')}:[ \\t]*([\\s\\S]*?)[ \\t]*$`);
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const FORBIDDEN_IN_REASON = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;
const HAS_WORD = /[\p{L}\p{N}]/u;
const ENDS_SENTENCE = /[.!?]["'”’)\]]*$/;
/** The only stop reason of a complete reply (no stop sequences are sent). */
const COMPLETE_STOP_REASON = 'end_turn';

function anyCase(word: string): string {
  return [...word].map((letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).join('');
}

/**
 * Reads the judge's reply. Pure and total: any string (and any stop reason) gives a well-formed
 * verdict, and only a reply that ended with stop_reason `end_turn` and follows the contract above
 * exactly can PASS. Everything else is a
 * FAIL whose reason is the raw reply and whose `malformed` says what was wrong.
 */
export function parseVerdict(raw: string, stopReason: string | null | undefined): JudgeVerdict {
  const text = typeof raw === 'string' ? raw : '';
  const malformed = (why: string): JudgeVerdict => ({
    verdict: 'FAIL',
    reason: text.trim() === '' ? '(empty reply)' : text,
    raw: text,
    malformed: why,
  });

  // Without end_turn nothing proves the reply is complete (a proxy may drop stop_reason): fail closed.
  if (stopReason === undefined || stopReason === null) {
    return malformed(
      `the reply has no stop_reason (${stopReason === null ? 'null' : 'missing'}), so nothing proves it is complete: only "${COMPLETE_STOP_REASON}" does`,
    );
  }
  if (stopReason !== COMPLETE_STOP_REASON) {
    return malformed(
      stopReason === 'max_tokens'
        ? 'the reply was cut off at max_tokens'
        : `the reply ended with stop_reason "${stopReason}", not "${COMPLETE_STOP_REASON}"`,
    );
  }
  const trimmed = text.trim();
  if (trimmed === '') return malformed('the reply was empty');

  const lines = trimmed.split(/\r?\n/);
  const verdictMatch = VERDICT_LINE.exec(lines[0]!);
  if (!verdictMatch) {
    return malformed('the first line is not exactly "VERDICT: PASS" or "VERDICT: FAIL"');
  }
  if (lines.length < 2) return malformed('the REASON line is missing');
  if (lines.length > 2) return malformed(`the reply has ${lines.length} lines; the contract is exactly two`);

  const reasonMatch = REASON_LINE.exec(lines[1]!);
  if (!reasonMatch) return malformed('the second line does not start with "REASON:"');
  const reason = reasonMatch[1]!;
  if (reason.trim() === '') return malformed('the REASON is empty');
  if (FORBIDDEN_IN_REASON.test(reason)) return malformed('the REASON contains a control character or line break');
  if (!HAS_WORD.test(reason)) return malformed('the REASON has no words');
  if (!ENDS_SENTENCE.test(reason)) {
    return malformed('the REASON does not end a sentence (. ! or ?): the reply looks truncated');
  }
  return { verdict: verdictMatch[1]!.toUpperCase() as 'PASS' | 'FAIL', reason: reason.trim(), raw: text };
}
