import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/main.js';
import { toRunOptions } from '../../src/config/resolve.js';
import { runSuite } from '../../src/run/index.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { ROOT } from '../helpers/runner.js';
import { writeSuite } from '../mcp/helpers.js';

const ECNL = path.join(ROOT, 'examples/ecnl/server.mjs');

describe('small things a new user met (issue 20)', () => {
  it("a scenario's failures are listed in line order, whatever order the checks ran in", async () => {
    // The scenario's own list comes first in the file, the step's own after it; the step's is checked first.
    const workspace = await writeSuite({
      'order.yaml': [
        'name: order',
        'expected_contains:',
        '  - "not in the joined output"',
        'tool_sequence:',
        '  - tool: list_seasons',
        '    expected_contains:',
        '      - "not in this call either"',
        '',
      ].join('\n'),
    });
    const config = parseCommandLine(['*.yaml', '--server-module', ECNL, '--judge', 'off'], {}, workspace);
    if (typeof config === 'string') throw new Error(config);
    const run = await runSuite(toRunOptions(config));
    const report = renderRunReport(run, { color: false });
    const lines = [...report.matchAll(/order\.yaml:(\d+) contains/g)].map((match) => Number(match[1]));
    expect(lines).toEqual([3, 7]);
  });

  it('on the command line, --judge required without a key says --judge auto, not the input', async () => {
    const workspace = await writeSuite({
      'judged.yaml': 'name: judged\ntool_sequence:\n  - tool: list_seasons\nexpected_judge:\n  - "Lists seasons."\n',
    });
    const config = parseCommandLine(['*.yaml', '--server-module', ECNL, '--judge', 'required'], {}, workspace);
    if (typeof config === 'string') throw new Error(config);
    const run = await runSuite(toRunOptions(config));
    expect(run.judge.failedBecause).toMatch(/set the secret or use --judge auto$/);
  });
});
