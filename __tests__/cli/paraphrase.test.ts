import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paraphrase } from '../../src/cli/commands/paraphrase.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { finalText, startFakeMessagesApi, type FakeMessagesApi } from '../judge/fake-messages-api.js';
import { writeSuite } from '../mcp/helpers.js';

const FILE = `# Agent scenarios of the orders server.
name: refund # the one that matters
prompt: "The customer on order 1234 was charged twice. Sort it out." # as a support agent says it
pass_rate: 0.8
expected_calls: [ { tool: orders_get, args: { order_id: "1234" } } ]
---
name: lookup
prompts:
  - "Look up order 1234."
max_calls: 2
---
# A fixed sequence: not paraphrased.
name: fixed
tool_sequence:
  - tool: orders_get
    args: { order_id: "1234" }
expected_contains: ["1234"]
`;

let fake: FakeMessagesApi;
let broken = false;
/** When set, what the model answers: the phrasings it gives for the prompt it was asked about. */
let answer: ((prompt: string) => string[]) | undefined;
const savedBaseUrl = process.env.ANTHROPIC_BASE_URL;
beforeAll(async () => {
  fake = await startFakeMessagesApi((request) => {
    if (broken) return finalText('Sure! Here are some ideas.');
    if (answer)
      return finalText(
        JSON.stringify(
          answer(
            String(request.body.messages?.[0]?.content ?? '')
              .split('\n\n')
              .at(-1)!,
          ),
        ),
      );
    const asked = String(request.body.messages?.[0]?.content ?? '');
    const order = asked.includes('charged twice') ? 'refund' : 'lookup';
    // One more than asked: the command keeps the first N.
    return finalText(`["${order} phrasing 1", "${order} phrasing 2", "${order} phrasing 3"]`);
  });
  process.env.ANTHROPIC_BASE_URL = fake.url;
});
afterAll(async () => {
  if (savedBaseUrl === undefined) delete process.env.ANTHROPIC_BASE_URL;
  else process.env.ANTHROPIC_BASE_URL = savedBaseUrl;
  await fake.close();
});

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out: (t: string) => void out.push(t),
    err: (t: string) => void err.push(t),
    isTTY: false,
    text: { out, err },
  };
}

describe('paraphrase FILE --count N', () => {
  it('writes each agent prompt with its paraphrases as prompts:, keeping the comments and the other scenarios', async () => {
    const workspace = await writeSuite({ 'orders.yaml': FILE });
    const file = path.join(workspace, 'orders.yaml');
    const console = io();
    const code = await paraphrase([file, '--count', '2'], { ANTHROPIC_API_KEY: 'sk-ant-test' }, console);
    expect(code).toBe(0);
    const written = await readFile(file, 'utf8');
    expect(written).toContain('# Agent scenarios of the orders server.');
    expect(written).toContain('name: refund # the one that matters');
    expect(written).toContain('# as a support agent says it');
    expect(written).toContain('# A fixed sequence: not paraphrased.');
    expect(written).not.toMatch(/^prompt:/m);
    const { scenarios, errors } = loadScenarioFile(written, file, 'orders.yaml');
    expect(errors).toEqual([]);
    expect(scenarios[0]!.agent!.prompts!.map((p) => p.value)).toEqual([
      'The customer on order 1234 was charged twice. Sort it out.',
      'refund phrasing 1',
      'refund phrasing 2',
    ]);
    expect(scenarios[1]!.agent!.prompts!.map((p) => p.value)).toEqual([
      'Look up order 1234.',
      'lookup phrasing 1',
      'lookup phrasing 2',
    ]);
    expect(scenarios[2]!.kind).toBe('tool-sequence');
    expect(console.text.out.join('')).toContain('orders.yaml:3: 2 new phrasings of');
    // The model was asked for the count, with the prompt.
    expect(String(fake.requests[0]!.body.messages?.[0]?.content)).toMatch(/^Write 2 paraphrases/);
  });

  it('only the prompt lines change: every other byte stays, a trailing comment moves to prompts:, a flow list gets items (issue 43 §7)', async () => {
    const file = `${FILE}---
name: flow
prompts: [ "Cancel order 1234." ]  # one phrasing
`;
    const workspace = await writeSuite({ 'orders.yaml': file });
    const target = path.join(workspace, 'orders.yaml');
    answer = () => ['Order 1234: cancel it', 'cancel 1234 pls'];
    const console = io();
    const code = await paraphrase([target, '--count', '2'], { ANTHROPIC_API_KEY: 'sk-ant-test' }, console);
    answer = undefined;
    expect(code).toBe(0);
    expect(await readFile(target, 'utf8')).toBe(`# Agent scenarios of the orders server.
name: refund # the one that matters
prompts: # as a support agent says it
  - "The customer on order 1234 was charged twice. Sort it out."
  - "Order 1234: cancel it"
  - cancel 1234 pls
pass_rate: 0.8
expected_calls: [ { tool: orders_get, args: { order_id: "1234" } } ]
---
name: lookup
prompts:
  - "Look up order 1234."
  - "Order 1234: cancel it"
  - cancel 1234 pls
max_calls: 2
---
# A fixed sequence: not paraphrased.
name: fixed
tool_sequence:
  - tool: orders_get
    args: { order_id: "1234" }
expected_contains: ["1234"]
---
name: flow
prompts: [ "Cancel order 1234.", "Order 1234: cancel it", "cancel 1234 pls" ]  # one phrasing
`);
  });

  it('phrasings the file has already leave it byte for byte, and paths are relative to the working directory (issue 43 §7)', async () => {
    const workspace = await writeSuite({ 'orders.yaml': FILE });
    const target = path.join(workspace, 'orders.yaml');
    // The model says the prompt back, as it is and with spaces around it: nothing new.
    answer = (prompt) => [prompt, ` ${prompt} `];
    const console = io();
    const code = await paraphrase([target, '--count', '2'], { ANTHROPIC_API_KEY: 'sk-ant-test' }, console, workspace);
    answer = undefined;
    expect(code).toBe(0);
    expect(await readFile(target, 'utf8')).toBe(FILE);
    const out = console.text.out.join('');
    expect(out).toContain(
      'orders.yaml:3: no new phrasing of "The customer on order 1234 was charged twice. Sort it out."',
    );
    expect(out).toContain('orders.yaml: unchanged: no phrasing the file lacks');
    expect(out).not.toContain(workspace);
  });

  it('an answer that is no list of phrasings writes nothing and says what came', async () => {
    const workspace = await writeSuite({ 'orders.yaml': FILE });
    const file = path.join(workspace, 'orders.yaml');
    broken = true;
    const console = io();
    const code = await paraphrase([file, '--count', '2'], { ANTHROPIC_API_KEY: 'sk-ant-test' }, console);
    broken = false;
    expect(code).toBe(1);
    expect(console.text.err.join('')).toMatch(
      /orders\.yaml:3: the model did not answer with a JSON array of paraphrases; it said: "Sure!/,
    );
    expect(await readFile(file, 'utf8')).toBe(FILE);
  });

  it('needs a key and a count from 1 to MAX_PARAPHRASES', async () => {
    const workspace = await writeSuite({ 'orders.yaml': FILE });
    const file = path.join(workspace, 'orders.yaml');
    const noKey = io();
    expect(await paraphrase([file, '--count', '2'], {}, noKey)).toBe(2);
    expect(noKey.text.err.join('')).toContain('paraphrase calls the model: set ANTHROPIC_API_KEY');
    const badCount = io();
    expect(await paraphrase([file, '--count', '21'], { ANTHROPIC_API_KEY: 'k' }, badCount)).toBe(2);
    expect(badCount.text.err.join('')).toContain('--count must be a whole number from 1 to 20');
    await writeFile(file, 'name: [unclosed\n');
    const invalid = io();
    expect(await paraphrase([file, '--count', '2'], { ANTHROPIC_API_KEY: 'k' }, invalid)).toBe(2);
    expect(invalid.text.err.join('')).toContain('is not valid YAML');
    // Said as a scenario file's syntax error is: where the bracket opened, and the fix.
    expect(invalid.text.err.join('')).toMatch(
      /is not valid YAML at 1:7: the list opened with `\[` at 1:7 is never closed/,
    );
  });
});
