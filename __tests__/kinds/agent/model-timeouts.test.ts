import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRunOptions } from '../../../src/config/resolve.js';
import { parseCommandLine } from '../../../src/cli/main.js';
import { runSuite } from '../../../src/run/index.js';
import { ROOT } from '../../helpers/runner.js';
import type { FakeAnswer } from '../../judge/fake-messages-api.js';
import { fakeApisTest as test } from '../../judge/fake-messages-api-fixture.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

// Issue 30 item 11: the model API's waits are named (agent-timeout-ms, judge-timeout-ms) and bound
// the whole reply, so a Messages API that accepts and never answers, or stalls the body, ends in a
// bounded wait said as such, not "could not be reached" or "TypeError: terminated" after 300 s.

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');
const API_KEY = 'sk-ant-test-agent-timeouts';
/**
 * Each attempt's bound. Small, so the test waits seconds, not the default two minutes; not smaller,
 * because the fake counts the requests it received, and on a loaded machine (four test files at once
 * on two cores) an attempt of 200 ms was seen to end before its request reached the fake on loopback.
 */
const ATTEMPT_TIMEOUT_MS = 1000;

const parse = (argv: string[]) => {
  const parsed = parseCommandLine(['--server-command', 'node s.mjs', ...argv], { ANTHROPIC_API_KEY: 'k' }, '/w');
  if (typeof parsed === 'string') throw new Error(parsed);
  return toRunOptions(parsed);
};

describe('the model API timeouts', () => {
  it('--agent-timeout-ms and --judge-timeout-ms reach the engine; the defaults are the Limits table’s', () => {
    const options = parse(['--agent-timeout-ms', '5000', '--judge-timeout-ms', '7000']);
    expect(options.agent?.timeoutMs).toBe(5000);
    expect(options.judge.timeoutMs).toBe(7000);
    expect(parse([]).agent?.timeoutMs).toBe(120_000);
    expect(parse([]).judge.timeoutMs).toBe(60_000);
    expect(() => parse(['--agent-timeout-ms', '0'])).toThrow(
      '--agent-timeout-ms must be a positive whole number, got "0"',
    );
    expect(() => parse(['--judge-timeout-ms', '9999999999'])).toThrow(/judge-timeout-ms must be at most 2147483647/);
  });

  test.for([
    ['accepts the request and never answers', { kind: 'hang' }],
    ['sends the headers and stalls the body', { kind: 'stall' }],
  ] as [string, FakeAnswer][])(
    'an agent scenario whose Messages API %s errors within agent-timeout-ms per attempt, saying so',
    { timeout: 60_000 },
    async ([, answer], { startFakeApi }) => {
      const fake = await startFakeApi(() => answer);
      const workspace = await writeSuite({
        'a.yaml': 'name: silent\nprompt: Which conference?\nexpected_calls: [{tool: list_conferences}]\n',
      });
      const run = await runSuite(
        optionsFor(
          workspace,
          { kind: 'module', modulePath: ECNL_MODULE },
          {
            agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY, timeoutMs: ATTEMPT_TIMEOUT_MS },
            secrets: [API_KEY],
          },
        ),
      );
      const [scenario] = run.scenarios;
      expect(scenario!.status).toBe('errored');
      expect(fake.requests).toHaveLength(3);
      expect(scenario!.agent!.trials[0]!.error).toMatch(
        /^the Messages API at http:\/\/127\.0\.0\.1:\d+\/? did not answer within 1 s, on each of 3 attempts$/,
      );
    },
  );

  test('a judge whose API stalls the body fails the criterion within judge-timeout-ms, saying so', async ({
    startFakeApi,
  }) => {
    const fake = await startFakeApi(() => ({ kind: 'stall' }));
    const workspace = await writeSuite({
      'j.yaml':
        'name: judged\ntool_sequence:\n  - tool: list_conferences\nexpected_judge:\n  - "It lists conferences."\n',
    });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        {
          judge: {
            mode: 'auto',
            model: 'claude-haiku-4-5',
            concurrency: 1,
            apiKey: API_KEY,
            timeoutMs: ATTEMPT_TIMEOUT_MS,
          },
          secrets: [API_KEY],
        },
      ),
    );
    expect(run.scenarios[0]!.status).not.toBe('passed');
    expect(fake.requests).toHaveLength(3);
    expect(JSON.stringify(run.scenarios[0])).toMatch(/did not answer within 1 s, on each of 3 attempts/);
  }, 60_000);
});
