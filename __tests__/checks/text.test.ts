import { describe, expect, it } from 'vitest';
import { checkContains, checkNotContains } from '../../src/checks/text.js';

const at = { file: 's.yaml', line: 3, column: 5 };
const located = (value: string) => ({ value, position: at });

describe('expected_contains and expected_not_contains', () => {
  it('passes an exact, case-sensitive match', () => {
    expect(checkContains('North Atlantic 2025-26', located('Atlantic')).status).toBe('passed');
  });

  it('says when the text is there in another case', () => {
    const check = checkContains('North Atlantic', located('north atlantic'));
    expect(check.status).toBe('failed');
    expect(check.message).toContain('found it in another case: "North Atlantic"');
  });

  it('says when the text is there with other white space', () => {
    const check = checkContains('North\n  Atlantic', located('North Atlantic'));
    // The text found is shown, so the difference can be seen (issue 20).
    expect(check.message).toContain(
      'found it with different white space (spaces, tabs or line breaks): "North\\n  Atlantic"',
    );
    expect(checkContains('a.b  c\td', located('a.b c d')).message).toContain(': "a.b  c\\td"');
  });

  it('quotes the closest line otherwise', () => {
    const check = checkContains('season 2024-25\nother line\n', located('season 2025-26'));
    expect(check.message).toContain('the closest line of the output is "season 2024-25"');
  });

  it('says when the output is empty', () => {
    expect(checkContains('', located('x')).message).toContain('the output is empty');
  });

  it('fails expected_not_contains with the line that has it', () => {
    const check = checkNotContains('ok\nan ERROR here', located('ERROR'));
    expect(check.status).toBe('failed');
    expect(check.message).toContain('line 2 has it: "an ERROR here"');
    expect(checkNotContains('ok', located('ERROR')).status).toBe('passed');
  });
});

describe('the closest-line hint on large inputs', () => {
  it('stays bounded when both the expected text and the output are long', () => {
    const output = Array.from({ length: 2_000 }, (_, i) => `line ${i} ${'x'.repeat(500)}`).join('\n');
    const expected = { value: 'y'.repeat(50_000), position: { file: 'a.yaml', line: 3, column: 5 } };
    // Unbounded, this is 2,000 × 200 × 50,000 steps: the test would time out long before an answer.
    const result = checkContains(output, expected);
    expect(result.status).toBe('failed');
    // Lines longer than 400 characters are searched for their closest part.
    expect(result.message).toMatch(/the closest text of the output is ".*", part of line \d+ \(\d+ characters\)$/);
  });
});
