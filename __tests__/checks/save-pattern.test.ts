import { describe, expect, it } from 'vitest';
import { compileSavePattern } from '../../src/checks/save-pattern.js';

describe('save patterns on the linear-time engine (issue 30 item 8)', () => {
  it('ends at once on a nested quantifier that a backtracking engine takes minutes over', () => {
    const pattern = compileSavePattern('^(a+)+$');
    expect(pattern.exec(`${'a'.repeat(64)}!`)).toBeNull();
    expect(pattern.exec(`x\n${'a'.repeat(64)}\ny`)?.[1]).toBe('a'.repeat(64));
  });

  it('keeps what exec gives: the whole match, then the group, undefined when it took no part', () => {
    expect([...compileSavePattern('Order id: (ord-\\d+)').exec('Created\nOrder id: ord-7\n')!]).toEqual([
      'Order id: ord-7',
      'ord-7',
    ]);
    expect([...compileSavePattern('(x)?y').exec('y')!]).toEqual(['y', undefined]);
    expect(compileSavePattern('(?<id>\\d+)').exec('id 12')?.[1]).toBe('12');
    expect(compileSavePattern('^id: (.*)$').exec('a\nid: 9\nb')?.[1]).toBe('9');
  });

  it('reads line ends and \\s as JavaScript does, and saves the text as the server gave it', () => {
    // A server's \r\n lines: RE2's `.` takes the \r and its `$` does not match before it.
    expect(compileSavePattern('^id: (.*)$').exec('a\r\nid: 9\r\nb')?.[1]).toBe('9');
    expect(compileSavePattern('^id: (\\S+)$').exec('a\r\nid: 9\r\nb')?.[1]).toBe('9');
    expect(compileSavePattern('^x(.*)$').exec('x1\u2028y')?.[1]).toBe('1');
    expect([...compileSavePattern('id: (\\d+)\\r\\n').exec('id: 9\r\nb')!]).toEqual(['id: 9\r\n', '9']);
    expect(compileSavePattern('(a\r\nb)').exec('a\r\nb')?.[1]).toBe('a\r\nb');
    // JavaScript's \s takes a no-break space; RE2's is ASCII only.
    expect(compileSavePattern('id:\\s(\\S+)').exec('id:\u00a0x')?.[1]).toBe('x');
    expect(compileSavePattern('a([\\s,]+)b').exec('a,\u00a0 b')?.[1]).toBe(',\u00a0 ');
    // Positions count UTF-16 code units, as the text's do.
    expect(compileSavePattern('id: (\\d+)').exec('😀😀é\r\n😀 id: 57 x')?.[1]).toBe('57');
  });

  it('refuses a backreference or a lookaround, naming it, and says what RE2 says otherwise', () => {
    expect(() => compileSavePattern('(a), \\1')).toThrow(
      /^it uses a backreference \(`\\1`\), which the linear-time engine \(RE2\)/,
    );
    expect(() => compileSavePattern('(?<q>a)\\k<q>')).toThrow(/^it uses a named backreference/);
    expect(() => compileSavePattern('(evt-\\d+)(?=,)')).toThrow(/^it uses a lookahead/);
    expect(() => compileSavePattern('(?!x)(\\d+)')).toThrow(/^it uses a negative lookahead/);
    expect(() => compileSavePattern('(?<=id: )(\\d+)')).toThrow(/^it uses a lookbehind/);
    expect(() => compileSavePattern('(?<!-)(\\d+)')).toThrow(/^it uses a negative lookbehind/);
    expect(() => compileSavePattern('(x){2000}')).toThrow(
      /^the linear-time engine \(RE2\) that runs save patterns cannot compile it: .*invalid repeat count/,
    );
  });

  it('does not take a character class or an escaped parenthesis for one', () => {
    expect(compileSavePattern('[(?=](\\d)').exec('(7')?.[1]).toBe('7');
    expect(compileSavePattern('\\(?=(\\d)').exec('(=3')?.[1]).toBe('3');
  });
});
