import { describe, expect, it } from 'vitest';
import { lineDiff, toolListDiff } from '../../../src/kinds/agent/recording-diff.js';

describe('the line diff of a replay mismatch', () => {
  it('one inserted line is one change; the lines after it are not shown as changed', () => {
    const recorded = ['a', 'b', 'c', 'd', 'e'].join('\n');
    const now = ['a', 'NEW', 'b', 'c', 'd', 'e'].join('\n');
    expect(lineDiff(recorded, now)).toBe('+ NEW');
  });

  it('a changed line is its old line removed and its new line added; equal texts give nothing', () => {
    expect(lineDiff('x\nold\ny', 'x\nnew\ny')).toBe('- old\n+ new');
    expect(lineDiff('same', 'same')).toBe('');
  });

  it('shows at most 40 lines', () => {
    const many = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    expect(lineDiff('', many).split('\n')).toHaveLength(40);
  });

  it('a schema with one property added is one change in the tool-list diff', () => {
    const tool = (properties: object) => ({
      name: 't',
      description: 'd',
      input_schema: { type: 'object', properties },
    });
    const diff = toolListDiff([tool({ a: {}, b: {} })], [tool({ a: {}, aa: {}, b: {} })]);
    expect(diff).toBe('t: input schema changed:\n+     "aa": {},');
  });
});
