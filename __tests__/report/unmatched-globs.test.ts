import { describe, expect, it } from 'vitest';
import { failureHeadline, unmatchedGlobWarnings } from '../../src/report/headlines.js';
import type { RunResult } from '../../src/model/index.js';

function run(overrides: Partial<RunResult>): RunResult {
  return {
    mode: 'stub',
    isolation: 'scenario',
    target: 'node server.mjs',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
    scenarios: [],
    fileErrors: [],
    unmatchedGlobs: [],
    notLive: 0,
    deselected: 0,
    judge: {
      mode: 'off',
      model: 'claude-haiku-4-5',
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    },
    ...overrides,
  };
}

describe('what the action says about globs and selection', () => {
  it('fails naming every glob when no glob matched a file, with no warnings on top', () => {
    const nothing = run({ unmatchedGlobs: ['a/*.yaml', 'b/*.yml'] });
    expect(failureHeadline(nothing)).toBe('no scenario file matched "a/*.yaml", "b/*.yml"');
    expect(unmatchedGlobWarnings(nothing)).toEqual([]);
  });

  it('warns about each glob that matched nothing when others matched', () => {
    const partly = run({
      unmatchedGlobs: ['typo/*.yaml'],
      fileErrors: [{ position: { file: 'x.yaml', line: 1, column: 1 }, message: 'm' }],
    });
    expect(unmatchedGlobWarnings(partly)).toEqual([
      'the scenarios glob "typo/*.yaml" matched no .yaml or .yml file; fix or remove it',
    ]);
  });

  it('says how selection went when files matched but nothing was selected', () => {
    const none = run({ unmatchedGlobs: ['typo/*.yaml'], notLive: 2, deselected: 3 });
    expect(failureHeadline(none)).toBe(
      'no scenario was selected to run (2 not live, 3 left out by filter or shard): check filter, shard, and live: true in live mode',
    );
    expect(unmatchedGlobWarnings(none)).toHaveLength(1);
  });
});
