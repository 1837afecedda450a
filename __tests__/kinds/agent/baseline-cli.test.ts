/**
 * The agent baseline from the command line: `record-baseline` writes agent-baseline.json beside the
 * scenarios, a plain run finds it and fails on a real drop, `--baseline-save FILE` writes elsewhere,
 * and a baseline that cannot be read (or a named one that is missing) errors the agent scenarios.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, type Console } from '../../../src/cli/main.js';
import { finalText, seededCoin, toolUse } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { putBackServerEnvironment } from './module-environment.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/snapshot-server.mjs');
const TOOLS = JSON.stringify([{ name: 'ping', description: 'Answers ok', inputSchema: { type: 'object' } }]);
// One server for the run: quicker.
const ISOLATION = ['--isolation', 'suite'];
/** The fixture over stdio, given its tools with --server-env: the file's end-to-end run. */
const SERVER_CHILD = [
  '--server-command',
  `"${process.execPath}" "${FIXTURE}"`,
  '--server-env',
  `MCP_EVAL_SNAPSHOT_TOOLS=${TOOLS}`,
  ...ISOLATION,
];
/**
 * The fixture in this process (these runs are about the baseline, not the server's process): it
 * serves what MCP_EVAL_SNAPSHOT_TOOLS holds in this process's environment, set for the file.
 */
const SERVER = ['--server-module', FIXTURE, ...ISOLATION];

putBackServerEnvironment(['MCP_EVAL_SNAPSHOT_TOOLS']);

let rate = 0.95;
let coin = seededCoin({ seed: 1, rate: () => rate, right: [], wrong: [] });
const coinAt = (seed: number) =>
  seededCoin({
    seed,
    rate: () => rate,
    right: [toolUse(['ping', {}]), finalText('ok')],
    wrong: [finalText('I do not know.')],
  });

let workspace: string;
const cwd = process.cwd();

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Console = { out: (text) => void (out += text), err: (text) => void (err += text), isTTY: false };
  const code = await main(argv, { ANTHROPIC_API_KEY: 'sk-ant-test-agent' }, io);
  return { code, out, err };
}

fakeApiTest((request) => coin(request)).beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'mse-baseline-cli-'));
  await mkdir(path.join(workspace, 'scenarios'));
  await writeFile(
    path.join(workspace, 'scenarios/agent.yaml'),
    'name: lookup\nprompt: Is the service up?\npass_rate: 0.7\nmax_trials: 20\nexpected_calls: [ { tool: ping } ]\n',
  );
  process.chdir(workspace);
  process.env.MCP_EVAL_SNAPSHOT_TOOLS = TOOLS;
}, 60_000);
afterAll(() => {
  process.chdir(cwd);
});

describe('the agent baseline on the command line', () => {
  it('record-baseline writes agent-baseline.json beside the scenarios, with every trial, and shows the diff', async () => {
    coin = coinAt(1);
    rate = 0.95;
    const recorded = await run(['record-baseline', ...SERVER_CHILD]);
    expect(recorded.err).toBe('');
    expect(recorded.code).toBe(0);
    expect(recorded.out).toContain('scenarios/agent-baseline.json: written');
    expect(recorded.out).toContain('+      "scenario": "lookup",');
    expect(recorded.out).toContain('1 baseline row recorded.');
    const file = JSON.parse(await readFile(path.join(workspace, 'scenarios/agent-baseline.json'), 'utf8'));
    expect(file.rows[0]).toMatchObject({ scenario: 'lookup', model: 'claude-haiku-4-5', trials: 20 });
    // Recorded again unchanged: said so, the file is not rewritten.
    coin = coinAt(1);
    expect((await run(['record-baseline', ...SERVER])).out).toContain('scenarios/agent-baseline.json: unchanged');
  });

  it('a plain run finds the default file and fails on a real drop, saying so', async () => {
    coin = coinAt(2);
    rate = 0.3;
    const dropped = await run([...SERVER]);
    expect(dropped.code).toBe(1);
    expect(dropped.out).toMatch(/baseline: regressed -\d+ points/);
  });

  it('--baseline-save FILE records instead of comparing', async () => {
    coin = coinAt(3);
    rate = 0.3;
    const saved = await run([...SERVER, '--baseline-save', 'low.json']);
    expect(saved.out).toContain('low.json: written');
    const file = JSON.parse(await readFile(path.join(workspace, 'low.json'), 'utf8'));
    expect(file.rows[0].trials).toBe(20);
  });

  it('a baseline with two rows for one scenario, model and phrasing is refused, naming both rows and what to do', async () => {
    // A stale 0-of-20 row in front of the one recorded: read first-wins, a drop to 30% would be "improved".
    const recorded = JSON.parse(await readFile(path.join(workspace, 'scenarios/agent-baseline.json'), 'utf8'));
    const row = recorded.rows[0];
    const text = JSON.stringify({ version: 1, rows: [{ ...row, passes: 0 }, row] }, null, 2);
    await writeFile(path.join(workspace, 'twice.json'), text);
    const rowLines = text
      .split('\n')
      .flatMap((line, index) => (line === '    {' ? [index + 1] : []))
      .map((line) => `twice.json:${line}`);
    expect(rowLines).toHaveLength(2);
    coin = coinAt(5);
    rate = 0.3;
    const refused = await run([...SERVER, '--baseline', 'twice.json']);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      `${rowLines[0]} and ${rowLines[1]}: two rows for scenario "lookup", model "claude-haiku-4-5" and phrasing "Is the service up?"`,
    );
    expect(refused.out).toContain('delete the stale one');
    expect(refused.out).toContain('npx mcp-scenario-eval record-baseline');
    expect(refused.out).not.toMatch(/baseline: (held|improved)/);
    // Recording again, as the message says, replaces both rows with one.
    const saved = await run([...SERVER, '--baseline-save', 'twice.json']);
    expect(saved.out).toContain('twice.json: updated');
    const file = JSON.parse(await readFile(path.join(workspace, 'twice.json'), 'utf8'));
    expect(file.rows).toHaveLength(1);
  });

  it('a named baseline that is missing, or one that is not valid, errors the agent scenarios naming the file', async () => {
    coin = coinAt(4);
    rate = 0.95;
    const missing = await run([...SERVER, '--baseline', 'nowhere.json']);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('the agent baseline nowhere.json does not exist');
    await writeFile(
      path.join(workspace, 'broken.json'),
      JSON.stringify({ version: 1, rows: [{ scenario: 'lookup' }] }),
    );
    const broken = await run([...SERVER, '--baseline', 'broken.json']);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain("broken.json: the agent baseline's rows[0].model is not valid");
  });
});
