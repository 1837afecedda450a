import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finalText,
  seededCoin,
  startFakeMessagesApi,
  toolDescription,
  toolUse,
  type FakeMessagesApi,
} from '../judge/fake-messages-api.js';
import { ROOT, runAction } from '../helpers/runner.js';
import { writeSuite } from '../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');
const BETTER = 'Get one event by the id find_events lists; never a name.';

// The server's own wording of get_event is called right 40% of the time, the variant's 95%.
const coin = seededCoin({
  seed: 3306,
  rate: (_model, request) => (toolDescription(request, 'get_event') === BETTER ? 0.95 : 0.4),
  right: [toolUse(['get_event', { id: 'ecnl-g-na-2025-11' }]), finalText('November.')],
  wrong: [finalText('I do not know.')],
});

let fake: FakeMessagesApi;
let workspace: string;
beforeAll(async () => {
  fake = await startFakeMessagesApi((request) => coin(request));
  workspace = await writeSuite({
    'agent.yaml': `name: event\nprompt: "When is ecnl-g-na-2025-11?"\ntrials: 24\nexpected_calls: [ { tool: get_event } ]\n`,
    'variants.yaml': `variants:\n  - name: by-id\n    tools:\n      get_event:\n        description: "${BETTER}"\n`,
    'typo.yaml': `variants:\n  - name: typo\n    tools:\n      get_event:\n        parameters:\n          idd: x\n`,
  });
});
afterAll(() => fake.close());

const inputs = (variants: string, key = 'sk-ant-action-variants') => ({
  scenarios: 'agent.yaml',
  'server-module': ECNL_MODULE,
  'anthropic-api-key': key,
  concurrency: '1',
  'tool-variants': variants,
});

describe('the tool-variants input (dist/index.js)', () => {
  it('compares the wordings after the run: the summary holds the rates, the verdict and the winning diff; the step does not fail on them', async () => {
    const run = await runAction(inputs('variants.yaml'), { workspace, env: { ANTHROPIC_BASE_URL: fake.url } });
    expect(run.stdout).not.toContain('::error::tool-variants');
    expect(run.summary).toContain('## Tool-description variants (variants.yaml)');
    expect(run.summary).toMatch(/\| event \| \d+% \(95% CI \d+–\d+%\) \| \d+% \(95% CI \d+–\d+%\) \+\d+ points \|/);
    expect(run.summary).toMatch(/- \*\*by-id\*\*: pairs: \d+ better, \d+ worse of 24; better/);
    expect(run.summary).toContain('+description: Get one event by the id find_events lists; never a name.');
    expect(run.stdout).toContain('Tool-description variants');
    // The scenario itself (min_passes 24 of 24 on the server's wording) fails the step as it would without the input.
    expect(run.outputs).toMatchObject({ total: '1' });
  }, 120_000);

  it('a variant naming a parameter the tool lacks fails the step with file:line and the closest name', async () => {
    const run = await runAction(inputs('typo.yaml'), { workspace, env: { ANTHROPIC_BASE_URL: fake.url } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::typo.yaml:6: variant "typo" names parameter "idd" of tool "get_event", but it has no such parameter: did you mean "id"?',
    );
  }, 120_000);
});
