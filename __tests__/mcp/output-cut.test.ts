import { describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { CALL_OUTPUT_LIMIT_CHARS } from '../../src/model/limits.js';
import { faultyCommand, optionsFor, writeSuite } from './helpers.js';

describe('a check on an output cut at CALL_OUTPUT_LIMIT_CHARS', () => {
  it('says the output was cut, on the step and on the scenario; an uncut output says nothing of it', async () => {
    const workspace = await writeSuite({
      'cut.yaml': [
        `name: cut
tool_sequence:
  - tool: huge
    args: { chars: ${CALL_OUTPUT_LIMIT_CHARS + 10} }
    expected_contains: ["the end"]
expected_contains: ["the end"]
`,
        `name: not_cut
tool_sequence:
  - tool: huge
    args: { chars: 1000 }
expected_contains: ["the end"]
`,
      ].join('---\n'),
    });
    const run = await runSuite(optionsFor(workspace, { kind: 'command', command: faultyCommand(), cwd: workspace }));
    const messages = Object.fromEntries(
      run.scenarios.map((scenario) => [
        scenario.name,
        scenario.checks.filter((c) => c.kind === 'contains').map((c) => c.message),
      ]),
    );
    expect(messages.cut).toEqual([
      expect.stringMatching(
        /^step 1 \(huge\): expected this call's output to contain "the end".*; this call's output was cut at 1,000,000 characters; the text may be past the cut$/,
      ),
      expect.stringMatching(
        /^expected the output to contain "the end".*; a call's output was cut at 1,000,000 characters; the text may be past the cut$/,
      ),
    ]);
    expect(messages.not_cut).toEqual([expect.not.stringContaining('cut')]);
  }, 60_000);
});
