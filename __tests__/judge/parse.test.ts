import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVerdict } from '../../src/judge/parse.js';

const pass = (raw: string, stop: string | null | undefined = 'end_turn') => {
  const verdict = parseVerdict(raw, stop);
  expect(verdict, JSON.stringify(raw)).toMatchObject({ verdict: 'PASS', raw });
  expect(verdict.malformed).toBeUndefined();
  return verdict;
};
const wellFormedFail = (raw: string) => {
  const verdict = parseVerdict(raw, 'end_turn');
  expect(verdict).toMatchObject({ verdict: 'FAIL', raw });
  expect(verdict.malformed).toBeUndefined();
  return verdict;
};
const malformed = (raw: string, why: RegExp, stop: string | null | undefined = 'end_turn') => {
  const verdict = parseVerdict(raw, stop);
  expect(verdict, JSON.stringify(raw)).toMatchObject({ verdict: 'FAIL', raw });
  expect(verdict.malformed).toMatch(why);
  // The raw reply is the reason, so the report shows exactly what the model said.
  expect(verdict.reason).toBe(raw.trim() === '' ? '(empty reply)' : raw);
  return verdict;
};

describe('parseVerdict: replies that follow the contract', () => {
  it('reads a plain PASS and its reason', () => {
    expect(pass('VERDICT: PASS\nREASON: The output lists two events.').reason).toBe('The output lists two events.');
  });

  it('reads a plain FAIL as a well-formed FAIL, not a malformed one', () => {
    expect(wellFormedFail('VERDICT: FAIL\nREASON: No season is named.').reason).toBe('No season is named.');
  });

  it('accepts leading and trailing white space around the reply and on each line', () => {
    pass('\n\n  VERDICT: PASS  \n\tREASON:   It holds.  \n\n');
    pass(' \t VERDICT:PASS\nREASON:It holds.');
  });

  it('accepts any letter case in the keywords and the token', () => {
    pass('verdict: pass\nreason: It holds.');
    pass('Verdict: Pass\nReason: It holds.');
    pass('vErDiCt: PaSs\nReAsOn: It holds.');
    expect(wellFormedFail('VERDICT: fail\nreason: It does not.').verdict).toBe('FAIL');
  });

  it('accepts CRLF line endings', () => {
    pass('VERDICT: PASS\r\nREASON: It holds.\r\n');
  });

  it('accepts a reason that ends with ! or ? or a closing quote', () => {
    pass('VERDICT: PASS\nREASON: It lists "North Atlantic."');
    pass('VERDICT: PASS\nREASON: It holds (see the second event).');
  });

  it('accepts an end_turn stop reason', () => {
    pass('VERDICT: PASS\nREASON: It holds.', 'end_turn');
  });
});

describe('parseVerdict: everything else is a FAIL with the raw reply as the reason', () => {
  it('an empty reply', () => {
    expect(malformed('', /empty/).reason).toBe('(empty reply)');
  });

  it('a reply of only white space', () => {
    malformed(' \n\t\r\n ', /empty/);
  });

  it('a missing reason line', () => {
    malformed('VERDICT: PASS', /REASON line is missing/);
    malformed('VERDICT: PASS\n', /REASON line is missing/);
  });

  it('an empty reason', () => {
    malformed('VERDICT: PASS\nREASON:', /REASON is empty/);
    malformed('VERDICT: PASS\nREASON:   \t', /REASON is empty/);
  });

  it('a reason with no words', () => {
    malformed('VERDICT: PASS\nREASON: ...', /no words/);
  });

  it('trailing junk on the verdict line', () => {
    malformed('VERDICT: PASS (confident)\nREASON: It holds.', /first line/);
  });

  it('a third line, blank or not', () => {
    malformed('VERDICT: PASS\nREASON: It holds.\nNote: I was unsure.', /3 lines/);
    malformed('VERDICT: PASS\n\nREASON: It holds.', /3 lines/);
  });

  it('a truncated reply (a reason that does not finish its sentence)', () => {
    malformed('VERDICT: PASS\nREASON: The output lists two eve', /truncated/);
    malformed('VERDICT: PA', /first line/);
  });

  it('a max_tokens stop, even when the text looks complete', () => {
    malformed('VERDICT: PASS\nREASON: It holds.', /max_tokens/, 'max_tokens');
  });

  it('no stop reason at all (null, or missing as a proxy may send): nothing proves the reply complete', () => {
    const nullStop = malformed('VERDICT: PASS\nREASON: It holds.', /no stop_reason \(null\).*end_turn/, null);
    expect(nullStop.verdict).toBe('FAIL');
    // Called directly: the helper's default would stand in for the missing stop reason.
    const missing = parseVerdict('VERDICT: PASS\nREASON: It holds.', undefined);
    expect(missing).toMatchObject({ verdict: 'FAIL', malformed: expect.stringMatching(/no stop_reason \(missing\)/) });
  });

  it('any other stop reason (refusal, tool_use, pause_turn)', () => {
    for (const stop of ['refusal', 'tool_use', 'pause_turn', 'stop_sequence']) {
      malformed('VERDICT: PASS\nREASON: It holds.', new RegExp(stop), stop);
    }
  });

  it('a preamble', () => {
    malformed('Here is my verdict:\nVERDICT: PASS\nREASON: It holds.', /first line/);
    malformed('Sure! VERDICT: PASS\nREASON: It holds.', /first line/);
  });

  it('markdown emphasis (**VERDICT:** PASS)', () => {
    malformed('**VERDICT:** PASS\n**REASON:** It holds.', /first line/);
    malformed('VERDICT: **PASS**\nREASON: It holds.', /first line/);
    malformed('# VERDICT: PASS\nREASON: It holds.', /first line/);
  });

  it('code fences', () => {
    malformed('```\nVERDICT: PASS\nREASON: It holds.\n```', /first line/);
    malformed('`VERDICT: PASS`\nREASON: It holds.', /first line/);
  });

  it('hedged or combined verdicts (PASS/FAIL, MOSTLY PASS, PASS?, PASS.)', () => {
    for (const token of [
      'PASS/FAIL',
      'MOSTLY PASS',
      'PASS?',
      'PASS.',
      'PASS!',
      'PASSED',
      'PASS FAIL',
      'YES',
      '"PASS"',
    ]) {
      malformed(`VERDICT: ${token}\nREASON: It holds.`, /first line/);
    }
  });

  it('a JSON reply, which peer tools would read', () => {
    malformed('{"verdict": "PASS", "reason": "It holds."}', /first line/);
  });

  it('the lines in the wrong order, or keywords misspelled', () => {
    malformed('REASON: It holds.\nVERDICT: PASS', /first line/);
    malformed('VERDICT: PASS\nREASONS: It holds.', /second line/);
    malformed('VERDICT - PASS\nREASON: It holds.', /first line/);
    malformed('VERDICT : PASS\nREASON: It holds.', /first line/);
  });

  it('Unicode look-alikes that case folding would turn into PASS', () => {
    malformed('VERDICT: PAſſ\nREASON: It holds.', /first line/); // ſ: long s
    malformed('VERDICT: ＰＡＳＳ\nREASON: It holds.', /first line/); // full-width
    malformed('VERDICT: PASS\nREASON: It holds.\u2028More.', /control character or line break/);
  });

  it('a lone carriage return inside the reason', () => {
    malformed('VERDICT: PASS\nREASON: It\rholds.', /control character/);
  });
});

/**
 * The grammar again, written independently of the parser (one regular expression, ASCII-only case
 * folding through explicit classes, no `u`-mode `i` flag).
 */
const H = '[ \\t]*';
const ci = (word: string) => [...word].map((c) => `[${c}${c.toLowerCase()}]`).join('');
const GRAMMAR = new RegExp(
  `^\\s*${H}${ci('VERDICT')}:${H}(${ci('PASS')}|${ci('FAIL')})${H}\\r?\\n` +
    `${H}${ci('REASON')}:${H}(?=[^\\n]*[\\p{L}\\p{N}])(?:\\t|[^\\p{Cc}\\u2028\\u2029])*[.!?]["'”’)\\]]*${H}\\s*$`,
  'u',
);
const grammarSays = (raw: string): 'PASS' | 'FAIL' | undefined => {
  const match = GRAMMAR.exec(raw);
  return match ? (match[1]!.toUpperCase() as 'PASS' | 'FAIL') : undefined;
};

/** Pieces that make replies near the grammar, so the generator reaches PASS and all its near misses. */
const pieces = fc.constantFrom(
  'VERDICT:',
  'verdict:',
  'Verdict:',
  'REASON:',
  'reason:',
  'PASS',
  'pass',
  'FAIL',
  'PAſſ',
  '**',
  '```',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\u2028',
  '\u00a0',
  '.',
  '?',
  '"',
  ')',
  'It holds',
  'x',
  '7',
  '/',
  ' MOSTLY',
);
const nearGrammar = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));
/** Mostly one of the valid forms, sometimes a near miss: keeps both sides of the grammar in reach. */
const mostly = (valid: string[], invalid: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 4 }, { arbitrary: fc.constantFrom(...invalid), weight: 1 });
const templated = fc
  .record({
    lead: mostly(['', ' ', '\n', '\t \n', '\u00a0'], ['Sure. ', '> ', '`']),
    verdictKeyword: mostly(['VERDICT:', 'verdict:', 'Verdict:'], ['VERDICT', 'VERDICT :', '**VERDICT:**']),
    gap: mostly(['', ' ', '\t', '  '], ['\u00a0', '-']),
    token: mostly(['PASS', 'pass', 'Pass', 'FAIL', 'fail'], ['PASS?', 'PASS.', 'PASS/FAIL', 'MOSTLY PASS', 'PAſſ', '']),
    newline: mostly(['\n', '\r\n'], ['\n\n', '\r', ' ', '\u2028']),
    reasonKeyword: mostly(['REASON:', 'Reason:', 'reason:'], ['REASON', 'REASONS:', '']),
    reason: fc.oneof(
      { arbitrary: fc.constantFrom('It holds', 'The output lists 2 events', 'x', ' ', 'A\tB', '"quoted"'), weight: 3 },
      { arbitrary: fc.string({ maxLength: 30, unit: 'grapheme' }), weight: 1 },
    ),
    end: mostly(['.', '!', '?', '."', '.)'], ['', '…', ',']),
    tail: mostly(['', '\n', ' ', '\r\n', '\u00a0'], ['\n\nMore', '\nx']),
  })
  .map(
    (r) =>
      `${r.lead}${r.verdictKeyword}${r.gap}${r.token}${r.newline}${r.reasonKeyword}${r.gap}${r.reason}${r.end}${r.tail}`,
  );
const anyReply = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), nearGrammar, templated);
const anyStop = fc.constantFrom(undefined, null, 'end_turn', 'max_tokens', 'refusal', 'stop_sequence', '');

describe('parseVerdict: properties', () => {
  it('never throws and always returns a well-formed verdict', () => {
    fc.assert(
      fc.property(anyReply, anyStop, (raw, stop) => {
        const verdict = parseVerdict(raw, stop);
        expect(['PASS', 'FAIL']).toContain(verdict.verdict);
        expect(typeof verdict.reason).toBe('string');
        expect(verdict.reason.trim()).not.toBe('');
        expect(verdict.raw).toBe(raw);
        if (verdict.malformed !== undefined) {
          expect(verdict.verdict).toBe('FAIL');
          expect(verdict.malformed).not.toBe('');
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('passes exactly the replies the grammar accepts, and reads FAIL exactly where it says FAIL', () => {
    fc.assert(
      fc.property(anyReply, anyStop, (raw, stop) => {
        const complete = stop === 'end_turn';
        const expected = complete ? grammarSays(raw) : undefined;
        const verdict = parseVerdict(raw, stop);
        if (expected === undefined) {
          expect(verdict.verdict).toBe('FAIL');
          expect(verdict.malformed).toBeDefined();
        } else {
          expect(verdict.verdict).toBe(expected);
          expect(verdict.malformed).toBeUndefined();
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('the generator does reach the grammar (so the property above tests PASS, not only FAIL)', () => {
    const samples = fc.sample(templated, 2000);
    expect(samples.filter((raw) => grammarSays(raw) === 'PASS').length).toBeGreaterThan(100);
  });
});
