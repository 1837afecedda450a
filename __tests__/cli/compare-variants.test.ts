import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVariantsCommand } from '../../src/cli/commands/compare-variants.js';
import { main, type Console } from '../../src/cli/main.js';
import {
  finalText,
  seededCoin,
  startFakeMessagesApi,
  toolDescription,
  toolUse,
  type FakeMessagesApi,
  type ReceivedRequest,
} from '../judge/fake-messages-api.js';
import { ROOT } from '../helpers/runner.js';
import { writeSuite } from '../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');

/**
 * The model is a seeded coin whose rate depends on how get_event is described to it: the server's
 * own wording is called right 60% of the time, "explicit" 95%, "reworded" (other words, same rate)
 * 60%, and "misleading" 5%.
 */
const RATES: Record<string, number> = {
  'Get one event by the id find_events lists, e.g. "ecnl-g-na-2025-11"; never a name.': 0.95,
  'Fetch a single ECNL event, given its id.': 0.6,
  'Use this for anything about seasons.': 0.05,
};
const coin = seededCoin({
  seed: 3305,
  rate: (_model, request) => RATES[toolDescription(request, 'get_event') ?? ''] ?? 0.6,
  right: [toolUse(['get_event', { id: 'ecnl-g-na-2025-11' }]), finalText('It is in November.')],
  wrong: [finalText('I do not know.')],
});

const scenario = (name: string, trials: number) => `name: ${name}
prompt: "When is event ecnl-g-na-2025-11? (${name})"
trials: ${trials}
expected_calls: [ { tool: get_event, args: { id: "ecnl-g-na-2025-11" } } ]
`;

const VARIANTS = `variants:
  - name: explicit
    tools:
      get_event:
        description: 'Get one event by the id find_events lists, e.g. "ecnl-g-na-2025-11"; never a name.'
  - name: reworded
    tools:
      get_event:
        description: Fetch a single ECNL event, given its id.
`;

const MISLEADING = `variants:
  - name: misleading
    tools:
      get_event:
        description: Use this for anything about seasons.
`;

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const console: Console = { out: (text) => void out.push(text), err: (text) => void err.push(text), isTTY: false };
  return { console, out, err, text: () => out.join('') };
}

const KEY = 'sk-ant-compare-variants-key';
let fake: FakeMessagesApi;
let workspace: string;
const savedBaseUrl = process.env.ANTHROPIC_BASE_URL;
beforeAll(async () => {
  fake = await startFakeMessagesApi((request: ReceivedRequest) => coin(request));
  process.env.ANTHROPIC_BASE_URL = fake.url;
  workspace = await writeSuite({
    'agent.yaml': [scenario('first', 20), scenario('second', 20), scenario('third', 20)].join('---\n'),
    'tool.yaml': 'name: plain\ntool_sequence: [ { tool: list_seasons } ]\nexpected_contains: [ "2025-26" ]\n',
    'short.yaml': scenario('short', 30),
    'variants.yaml': VARIANTS,
    'misleading.yaml': MISLEADING,
    'same.yaml': `variants:\n  - name: explicit\n    tools:\n      get_event:\n        description: 'Get one event by the id find_events lists, e.g. "ecnl-g-na-2025-11"; never a name.'\n  - name: copied\n    tools:\n      get_event:\n        description: 'Get one ECNL event by its id (as listed by find_events): dates, city, conference, season and age groups.'\n        parameters:\n          id: 'Event id, e.g. "ecnl-g-na-2025-11"'\n`,
    'typo.yaml': 'variants:\n  - name: typo\n    tools:\n      get_evnt:\n        description: x\n',
  });
});
afterAll(async () => {
  if (savedBaseUrl === undefined) delete process.env.ANTHROPIC_BASE_URL;
  else process.env.ANTHROPIC_BASE_URL = savedBaseUrl;
  await fake.close();
});

const server = () => ['--server-module', ECNL_MODULE];

describe('compare-variants against a model whose rate depends on the tool description (seeded coin)', () => {
  let code: number;
  let output: string;
  let summary: string;
  let requests: ReceivedRequest[];
  beforeAll(async () => {
    const captured = io();
    const before = fake.requests.length;
    code = await compareVariantsCommand(
      [
        path.join(workspace, 'agent.yaml'),
        path.join(workspace, 'tool.yaml'),
        '--tool-variants',
        path.join(workspace, 'variants.yaml'),
        '--summary',
        path.join(workspace, 'summary.md'),
        ...server(),
      ],
      { ANTHROPIC_API_KEY: KEY },
      captured.console,
    );
    output = captured.text() + captured.err.join('');
    summary = await readFile(path.join(workspace, 'summary.md'), 'utf8');
    requests = fake.requests.slice(before);
  }, 120_000);

  it('runs every planned trial on every wording (no early stop), the agent scenarios only', () => {
    // 3 wordings x 3 scenarios x 20 trials, each trial's first request.
    expect(requests.filter((r) => r.body.messages?.length === 1)).toHaveLength(3 * 3 * 20);
    expect(output).not.toContain('plain');
    expect(output).toMatch(/^first \(.*agent\.yaml:1\)$/m);
  });

  it('finds the wording with the higher rate, and calls an equal wording inconclusive; exit 0', () => {
    expect(code).toBe(0);
    expect(output).toMatch(/^ {2}explicit .*: better \(exact McNemar p = [\d.e-]+, Holm-adjusted [\d.e-]+ < 0\.05\)$/m);
    expect(output).toMatch(/^ {2}reworded .*: inconclusive \(exact McNemar/m);
    expect(output).toMatch(/^ {2}server {4}\d+ of 20 {2}\d+% \(95% CI \d+–\d+%\)$/m);
    expect(output).toMatch(/^ {2}server {4}\d+ of 60 {2}\d+% \(95% CI \d+–\d+%\)$/m);
  });

  it("shows the winning wording as a diff against the server's, ready to paste", () => {
    expect(output).toContain('The winning wording: explicit.');
    expect(output).toContain(
      [
        '--- get_event',
        '+++ get_event',
        '@@ -1,1 +1,1 @@',
        '-description: Get one ECNL event by its id (as listed by find_events): dates, city, conference, season and age groups.',
        '+description: Get one event by the id find_events lists, e.g. "ecnl-g-na-2025-11"; never a name.',
      ].join('\n'),
    );
    expect(summary).toContain('## Tool-description variants');
    expect(summary).toMatch(/\| first \| \d+% \(95% CI \d+–\d+%\) \| \d+% \(95% CI \d+–\d+%\) \+\d+ points \|/);
    expect(summary).toContain('<pre lang="diff">');
    expect(summary).toContain(
      '+description: Get one event by the id find_events lists, e.g. &quot;ecnl-g-na-2025-11&quot;',
    );
    expect(output).not.toContain(KEY);
  });
});

describe('compare-variants: failing on worse, usage errors', () => {
  it('a worse wording is reported and exits 0, or 1 with --fail-on worse; the main command takes --tool-variants too', async () => {
    const argv = [
      path.join(workspace, 'short.yaml'),
      '--tool-variants',
      path.join(workspace, 'misleading.yaml'),
      ...server(),
    ];
    const plain = io();
    expect(await compareVariantsCommand(argv, { ANTHROPIC_API_KEY: KEY }, plain.console)).toBe(0);
    expect(plain.text()).toMatch(/^ {2}misleading .*: worse \(exact McNemar/m);
    expect(plain.text()).toContain("No variant is significantly better than the server's wording");
    const failing = io();
    expect(await main([...argv, '--fail-on', 'worse'], { ANTHROPIC_API_KEY: KEY }, failing.console)).toBe(1);
    expect(failing.text()).toMatch(/misleading .*: worse/);
  }, 60_000);

  it('a variant naming a tool the server lacks is refused before any model call, with file:line and the closest name', async () => {
    const captured = io();
    const before = fake.requests.length;
    const code = await compareVariantsCommand(
      [path.join(workspace, 'short.yaml'), '--tool-variants', path.join(workspace, 'typo.yaml'), ...server()],
      { ANTHROPIC_API_KEY: KEY },
      captured.console,
    );
    expect(code).toBe(2);
    expect(captured.err.join('')).toMatch(
      /typo\.yaml:4: variant "typo" names tool "get_evnt", but the server has no such tool: did you mean "get_event"\?/,
    );
    expect(fake.requests.length).toBe(before);
  });

  it('a variant worded exactly like the server is refused before any model call, naming the variant and the tool (issue 43 §6)', async () => {
    const captured = io();
    const before = fake.requests.length;
    const code = await compareVariantsCommand(
      [path.join(workspace, 'short.yaml'), '--tool-variants', path.join(workspace, 'same.yaml'), ...server()],
      { ANTHROPIC_API_KEY: KEY },
      captured.console,
    );
    expect(code).toBe(2);
    expect(captured.err.join('')).toContain(
      'same.yaml:6: variant "copied" is worded exactly like the server: tool "get_event" (description, parameter id description) says what the server says, so every trial would compare two identical wordings',
    );
    expect(fake.requests.length).toBe(before);
  });

  it('refuses to run without a key or without --tool-variants (exit 2)', async () => {
    const noKey = io();
    expect(
      await compareVariantsCommand(
        ['--tool-variants', path.join(workspace, 'variants.yaml'), ...server()],
        {},
        noKey.console,
      ),
    ).toBe(2);
    expect(noKey.err.join('')).toContain('compare-variants calls the model');
    const noFile = io();
    expect(await compareVariantsCommand([...server()], { ANTHROPIC_API_KEY: KEY }, noFile.console)).toBe(2);
    expect(noFile.err.join('')).toContain('compare-variants needs --tool-variants FILE');
  });
});
