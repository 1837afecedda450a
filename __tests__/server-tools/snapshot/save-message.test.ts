// `tools --save` says what it saved of the whole surface (issue 32 §2), not only a count of tools.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type Console } from '../../../src/cli/main.js';
import { TOOLS_USAGE } from '../../../src/cli/commands/tools.js';
import { SERVERS } from '../../mcp/helpers.js';

async function cli(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const io: Console = { out: (text) => void (out += text), err: (text) => void (out += text), isTTY: false };
  const code = await main(args, {}, io);
  return { code, out };
}

describe('tools --save says what it saved', () => {
  it('counts the tools, prompts, resources and templates, and says whether the instructions were kept', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-save-'));
    const file = path.join(folder, 'surface.snapshot.json');
    const server = ['--server-command', `"${process.execPath}" "${path.join(SERVERS, 'surface.mjs')}"`];
    const saved = await cli(['tools', ...server, '--save', file]);
    expect(saved.code).toBe(0);
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown[]>;
    const count = (key: string) => snapshot[key]!.length;
    expect(saved.out).toMatch(
      new RegExp(
        `^Wrote .*surface\\.snapshot\\.json: ${count('tools')} tools, ${count('prompts')} prompts?, ${count('resources')} resources?, ` +
          `${count('resourceTemplates')} resource templates?, the server's instructions; the tool list is \\d+ tokens \\(estimated\\)$`,
        'm',
      ),
    );
    expect(count('prompts')).toBeGreaterThan(0);

    const again = await cli(['tools', ...server, '--save', file]);
    expect(again.out).toMatch(/\(estimated\); unchanged$/m);

    const bare = await cli([
      'tools',
      '--server-command',
      `"${process.execPath}" "${path.join(SERVERS, 'surface/lint-findings.mjs')}"`,
      '--server-env',
      'SURFACE_TOOLS_ONLY=1',
      '--save',
      path.join(folder, 'bare.json'),
    ]);
    expect(bare.out).toMatch(/: 1 tool, 0 prompts, 0 resources, 0 resource templates, no instructions;/);
  }, 60_000);

  it('--help says the snapshot covers the whole surface', () => {
    expect(TOOLS_USAGE).toMatch(/snapshot of the server's whole surface/);
    expect(TOOLS_USAGE).toMatch(/--save FILE +write the snapshot of the whole surface/);
  });
});
