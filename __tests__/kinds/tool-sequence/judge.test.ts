import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reply, startFakeMessagesApi, type FakeMessagesApi } from '../../judge/fake-messages-api.js';
import { runAction } from '../../helpers/runner.js';
import { SERVERS, writeSuite } from '../../mcp/helpers.js';

let fake: FakeMessagesApi;
beforeAll(async () => {
  fake = await startFakeMessagesApi(() => reply('VERDICT: PASS\nREASON: The order is shown.'));
});
afterAll(() => fake.close());

it("grades the judge criteria on the joined output when a step's own check fails", async () => {
  const workspace = await writeSuite({
    'orders.yaml': `name: judged_despite_step_check
tool_sequence:
  - tool: create_order
    args: { item: gadget }
    save: { order_id: 'Order id: (ord-\\d+)' }
    expected_contains: ["Status: shipped"]
  - tool: get_order
    args: { id: "\${order_id}" }
expected_judge:
  - "The output shows an order for a gadget."
`,
  });
  const run = await runAction(
    { scenarios: 'orders.yaml', 'server-command': `node "${path.join(SERVERS, 'orders.mjs')}"`, judge: 'required' },
    { workspace, env: { ANTHROPIC_API_KEY: 'sk-ant-test-0000', ANTHROPIC_BASE_URL: fake.url } },
  );
  expect(run.code).toBe(1);
  expect(fake.requests).toHaveLength(1);
  // The judge saw both calls' output, the second one made with the saved id.
  const prompt = fake.requests[0]!.body.messages![0]!.content;
  expect(prompt).toMatch(/Order id: (ord-\d+)[\s\S]*Order \1: gadget, pending/);
  const report = JSON.parse(await readFile(run.outputs['report-json']!, 'utf8'));
  expect(report.scenarios[0].checks.map((c: { kind: string; status: string }) => [c.kind, c.status])).toEqual([
    ['step', 'passed'],
    ['contains', 'failed'],
    ['save', 'passed'],
    ['step', 'passed'],
    ['judge', 'passed'],
  ]);
});
