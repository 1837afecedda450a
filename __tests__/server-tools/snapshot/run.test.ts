import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeTools, serializeSnapshot } from '../../../src/server-tools/snapshot/index.js';
import { runCliInProcess } from '../../helpers/in-process.js';
import { ROOT, runAction } from '../../helpers/runner.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/snapshot-server.mjs');
const COMMAND = `"${process.execPath}" "${FIXTURE}"`;
// The same server in this process, where no printed command names the server flags.
const MODULE = ['--server-module', FIXTURE];

const ping = {
  name: 'ping',
  description: 'Answers ok',
  inputSchema: { type: 'object', properties: { target: { type: 'string' }, count: { type: 'integer' } } },
};
const pingNarrowed = {
  ...ping,
  description: 'Answers ok quickly',
  inputSchema: { type: 'object', properties: { target: { type: 'string' } }, required: ['target'] },
};

/** A workspace with one passing scenario and, beside it, the default snapshot file of `ping`. */
async function workspace(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'mse-snapshot-run-'));
  await mkdir(path.join(folder, 'scenarios'));
  await writeFile(
    path.join(folder, 'scenarios/smoke.yaml'),
    'name: smoke\ntool_sequence:\n  - tool: ping\n    args: { target: x }\nexpected_contains: ["ok"]\n',
  );
  await writeFile(path.join(folder, 'scenarios/tools.snapshot.json'), serializeSnapshot(normalizeTools([ping])));
  return folder;
}

describe('a run checks the tool-list snapshot beside the scenarios', () => {
  it('CLI: equal passes; a changed list fails the run though every scenario passed, breaking first, with the accept command', async () => {
    const folder = await workspace();
    const env = (tools: unknown[]) => ({ MCP_EVAL_SNAPSHOT_TOOLS: JSON.stringify(tools) });
    const same = await runCliInProcess([...MODULE, '--judge', 'off'], { cwd: folder, env: env([ping]) });
    expect(same.stdout).toContain('SNAPSHOT OK the tool list matches scenarios/tools.snapshot.json');
    expect(same.code).toBe(0);

    const changed = await runCliInProcess(['--server-command', COMMAND, '--judge', 'off'], {
      cwd: folder,
      env: env([pingNarrowed]),
    });
    expect(changed.stdout).toContain('1 scenario: 1 passed');
    expect(changed.stdout).toContain('SNAPSHOT CHANGED');
    expect(changed.stdout).toContain('2 breaking, 1 model-facing');
    expect(changed.stdout).toContain('  - ping: parameter `count` removed');
    expect(changed.stdout).toContain('  - ping: parameter `target`: string, optional → string, required');
    expect(changed.stdout).toContain(
      `To accept the server's list as it is now: npx mcp-scenario-eval tools --save scenarios/tools.snapshot.json --server-command '${COMMAND}'`,
    );
    expect(changed.code).toBe(1);

    // A named file that does not exist fails closed; so does a budget the list is over.
    const missing = await runCliInProcess([...MODULE, '--judge', 'off', '--tools-snapshot', 'nope.json'], {
      cwd: folder,
      env: env([ping]),
    });
    expect(missing.stdout).toContain('SNAPSHOT ERROR nope.json does not exist');
    expect(missing.code).toBe(1);
    const over = await runCliInProcess([...MODULE, '--judge', 'off', '--tools-token-budget', '3'], {
      cwd: folder,
      env: env([ping]),
    });
    expect(over.stdout).toContain('over the budget of 3');
    expect(over.code).toBe(1);
  }, 120_000);

  it('the accept command gives the full server flags, --server-env too (a credential by reference); none when the server was not reached', async () => {
    const folder = await workspace();
    const tools = `MCP_EVAL_SNAPSHOT_TOOLS=${JSON.stringify([pingNarrowed])}`;
    const flags = ['--server-command', COMMAND, '--server-env', tools, '--server-env', 'API_TOKEN=s3cr3t-value'];
    const changed = await runCliInProcess([...flags, '--judge', 'off'], { cwd: folder });
    expect(changed.code).toBe(1);
    const accept = `npx mcp-scenario-eval tools --save scenarios/tools.snapshot.json --server-command '${COMMAND}' --server-env '${tools}' --server-env API_TOKEN="$API_TOKEN"`;
    expect(changed.stdout).toContain(`To accept the server's list as it is now: ${accept}`);
    expect(changed.stdout).not.toContain('s3cr3t-value');
    // Run as printed, it saves the list the run saw, and the run passes.
    const saved = await runCliInProcess(['tools', '--save', 'scenarios/tools.snapshot.json', ...flags], {
      cwd: folder,
    });
    expect(saved.code).toBe(0);
    const again = await runCliInProcess([...flags, '--judge', 'off'], { cwd: folder });
    expect(again.stdout).toContain('SNAPSHOT OK');
    expect(again.code).toBe(0);

    const unreachable = await runCliInProcess(
      ['--server-command', COMMAND, '--server-env', 'MCP_EVAL_SNAPSHOT_TOOLS=not json', '--judge', 'off'],
      { cwd: folder },
    );
    expect(unreachable.stdout).toContain('SNAPSHOT ERROR could not connect to list the tools');
    expect(unreachable.stdout).not.toContain('To accept');
    expect(unreachable.code).toBe(1);
  }, 120_000);

  it('action: the summary has a section of its own and the step fails naming the tools --save command', async () => {
    const folder = await workspace();
    const run = await runAction(
      { 'server-command': COMMAND, judge: 'off' },
      { workspace: folder, env: { MCP_EVAL_SNAPSHOT_TOOLS: JSON.stringify([pingNarrowed]) } },
    );
    expect(run.code).toBe(1);
    expect(run.summary).toContain('### Tool-list snapshot');
    expect(run.summary).toContain('**Breaking for callers**');
    expect(run.summary).toContain('Answers ok <ins>quickly</ins>');
    const error = run.annotations.find((a) => a.level === 'error' && a.message.includes('tool list differs'));
    expect(error?.message).toContain('npx mcp-scenario-eval tools --save scenarios/tools.snapshot.json');
  }, 120_000);
});
