// Which tools `annotations` calls and judges, from their declared hints alone.
import { describe, expect, it } from 'vitest';
import { judgedHints, skipCodeOf } from '../../../src/server-tools/annotations/targets.js';

const tool = (annotations?: Record<string, unknown>) => ({ name: 't', inputSchema: { type: 'object' }, annotations });

describe('annotations targets', () => {
  it('judges readOnlyHint alone on a read-only tool, and the other two only on a writing one', () => {
    expect(judgedHints(tool({ readOnlyHint: true, idempotentHint: true, destructiveHint: false }))).toEqual([
      'readOnlyHint',
    ]);
    expect(judgedHints(tool({ idempotentHint: true, destructiveHint: false }))).toEqual([
      'idempotentHint',
      'destructiveHint',
    ]);
    expect(judgedHints(tool({ destructiveHint: true, idempotentHint: true }))).toEqual(['idempotentHint']);
  });

  it('skips a tool that says it writes and claims nothing refutable (no read-only suggestion for it)', () => {
    expect(skipCodeOf(tool({ readOnlyHint: false }), false)).toBe('no-claim');
    // destructiveHint: true and idempotentHint: false only mean anything for a tool that writes.
    expect(skipCodeOf(tool({ destructiveHint: true }), false)).toBe('no-claim');
    expect(skipCodeOf(tool({ idempotentHint: false }), false)).toBe('no-claim');
    expect(skipCodeOf(tool({ destructiveHint: true, idempotentHint: true }), false)).toBeUndefined();
  });

  it('calls a tool that claims nothing at all (observed for the suggestion), and under --live-read-only only read-only ones', () => {
    expect(skipCodeOf(tool(), false)).toBeUndefined();
    expect(skipCodeOf(tool({ openWorldHint: true }), false)).toBeUndefined();
    expect(skipCodeOf(tool(), true)).toBe('live-not-read-only');
    expect(skipCodeOf(tool({ readOnlyHint: true }), true)).toBeUndefined();
  });
});
