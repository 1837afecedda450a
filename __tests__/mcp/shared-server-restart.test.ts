import { describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { renderJsonReport } from '../../src/report/json.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderSummary } from '../../src/report/summary.js';
import { faultyCommand, optionsFor, writeSuite } from './helpers.js';

const scenario = (name: string, tool: 'ok' | 'crash') =>
  `name: ${name}\ntool_sequence:\n  - tool: ${tool}\nexpected_contains: ["fine"]\n`;

describe('isolation: suite, when a call makes the shared server exit', () => {
  it('starts it again once for the scenarios after it, then gives up, naming the scenario each time', async () => {
    const workspace = await writeSuite({
      'a.yaml': [
        scenario('before', 'ok'),
        scenario('first_crash', 'crash'),
        scenario('after_restart', 'ok'),
        scenario('still_fine', 'ok'),
        scenario('second_crash', 'crash'),
        scenario('given_up', 'ok'),
        scenario('also_given_up', 'ok'),
      ].join('---\n'),
    });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: faultyCommand(), cwd: workspace },
        { isolation: 'suite', concurrency: 1 },
      ),
    );
    expect(run.fileErrors).toEqual([]);
    expect(run.serverError).toBeUndefined();
    expect(run.scenarios.map((s) => [s.name, s.status])).toEqual([
      ['before', 'passed'],
      ['first_crash', 'errored'],
      ['after_restart', 'passed'],
      ['still_fine', 'passed'],
      ['second_crash', 'errored'],
      ['given_up', 'errored'],
      ['also_given_up', 'errored'],
    ]);
    const [, first, , , second, givenUp, alsoGivenUp] = run.scenarios;
    expect(first!.error).toContain('the server process exited with code 7');
    expect(first!.error).toContain(
      'the shared server (isolation: suite) ended during scenario "first_crash"; it is started again for the scenarios after it',
    );
    expect(second!.error).toContain(
      'the shared server (isolation: suite) ended during scenario "second_crash"; it had been started again once already, so it is not started again',
    );
    const givenUpError =
      'not run: the shared server (isolation: suite) ended during scenario "first_crash", then again during scenario "second_crash"; it is not started again';
    expect(givenUp!.error).toBe(givenUpError);
    expect(alsoGivenUp!.error).toBe(givenUpError);
    // Every report says it.
    expect(renderJsonReport(run, '0.0.0')).toContain('ended during scenario \\"first_crash\\"');
    expect(renderJunit(run)).toContain('ended during scenario &quot;second_crash&quot;');
    expect(renderSummary(run, {}).markdown).toContain('given\\_up');
  });
});
