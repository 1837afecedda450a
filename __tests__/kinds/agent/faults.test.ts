import path from 'node:path';
import { describe, expect } from 'vitest';
import { CALL_OUTPUT_LIMIT_CHARS } from '../../../src/model/limits.js';
import { runSuite } from '../../../src/run/index.js';
import { ROOT } from '../../helpers/runner.js';
import { finalText, toolUse } from '../../judge/fake-messages-api.js';
import { fakeApisTest as test } from '../../judge/fake-messages-api-fixture.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');
const LONG_SECRET_MODULE = path.join(ROOT, '__tests__/fixtures/servers/long-secret.mjs');
const SECRET = 'sk-live-straddling-the-cut-0123456789';
const API_KEY = 'sk-ant-test-agent-faults';

describe('agent scenarios share the tool sequence’s grading and output rules', () => {
  test('a judge that cannot be reached errors the scenario (as it does a tool sequence), never fails it', async ({
    startFakeApi,
  }) => {
    // The model's requests carry the tools and are answered; the judge's (no tools) lose their connection.
    await startFakeApi((request) =>
      request.body.tools ? finalText('The North Atlantic conference.') : { kind: 'drop' },
    );
    const workspace = await writeSuite({
      'judged.yaml':
        'name: judged_agent\nprompt: Which conference?\nexpected_judge:\n  - "The answer names a conference."\n',
    });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        {
          judge: { mode: 'auto', model: 'claude-haiku-4-5', concurrency: 1, apiKey: API_KEY },
          agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY },
          secrets: [API_KEY],
        },
      ),
    );
    const [scenario] = run.scenarios;
    expect(scenario!.status).toBe('errored');
    expect(scenario!.agent!.trials[0]!.status).toBe('errored');
    expect(scenario!.agent!.trials[0]!.error).toMatch(
      /^the judge could not be asked: the judge API at .* could not be reached/,
    );
    expect(run.judge.calls).toBe(0);
  }, 60_000);

  test('redacts a call’s output before cutting it, so no part of a secret on the cut is kept', async ({
    startFakeApi,
  }) => {
    await startFakeApi((request) => {
      const turn = (request.body.messages ?? []).filter((message) => message.role === 'assistant').length;
      return turn === 0 ? toolUse(['dump', {}]) : finalText('Dumped.');
    });
    const workspace = await writeSuite({
      'dump.yaml': 'name: dump\nprompt: Dump it.\nexpected_calls:\n  - tool: dump\n',
    });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: LONG_SECRET_MODULE },
        { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: API_KEY }, secrets: [API_KEY, SECRET] },
      ),
    );
    const call = run.scenarios[0]!.agent!.trials[0]!.calls[0]!;
    expect(call.tool).toBe('dump');
    expect(call.output.length).toBeGreaterThan(CALL_OUTPUT_LIMIT_CHARS);
    expect(call.output).toContain('output cut');
    expect(call.output).not.toContain(SECRET.slice(0, 8));
  }, 60_000);
});
