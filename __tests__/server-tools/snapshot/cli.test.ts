import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/in-process.js';
import { ROOT, runCli } from '../../helpers/runner.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/snapshot-server.mjs');
const FLAGS = ['--server-command', `"${process.execPath}" "${FIXTURE}"`];
// The same server in this process: for what the snapshot does, not what the stdio child does.
const MODULE = ['--server-module', FIXTURE];

const weather = {
  name: 'get_weather',
  description: 'Returns the weather for a city',
  annotations: { readOnlyHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name' },
      units: { type: 'string', enum: ['metric', 'imperial'] },
    },
    required: ['city'],
  },
};
const forecast = {
  name: 'get_forecast',
  description: 'Returns a five-day forecast',
  inputSchema: { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer' } } },
};

const serve = (tools: unknown[]) => ({ MCP_EVAL_SNAPSHOT_TOOLS: JSON.stringify(tools) });

describe('tools --save / --diff over stdio', () => {
  it('saves, diffs equal (exit 0), then names a breaking change first and the command that accepts it (exit 1)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-snapshot-'));
    const file = path.join(folder, 'tools.snapshot.json');
    const saved = await runCliInProcess(['tools', ...MODULE, '--save', file], { env: serve([weather, forecast]) });
    expect(saved.stderr).toBe('');
    expect(saved.stdout).toMatch(
      /^Wrote .*tools\.snapshot\.json: 2 tools, 0 prompts, 0 resources, 0 resource templates, no instructions; the tool list is \d+ tokens \(estimated\)$/m,
    );
    expect(saved.code).toBe(0);
    const text = await readFile(file, 'utf8');
    expect((JSON.parse(text) as { tools: { name: string }[] }).tools.map((t) => t.name)).toEqual([
      'get_forecast',
      'get_weather',
    ]);

    const equal = await runCliInProcess(['tools', ...MODULE, '--diff', file], { env: serve([forecast, weather]) });
    expect(equal.stdout).toContain('SNAPSHOT OK the tool list matches');
    expect(equal.code).toBe(0);

    const changedWeather = {
      ...weather,
      description: 'Returns the current weather for a city',
      inputSchema: { ...weather.inputSchema, properties: { city: weather.inputSchema.properties.city } },
    };
    const changed = await runCliInProcess(['tools', ...FLAGS, '--diff', file], { env: serve([changedWeather]) });
    expect(changed.code).toBe(1);
    const out = changed.stdout;
    expect(out).toContain('SNAPSHOT CHANGED');
    expect(out).toContain('2 breaking, 1 model-facing');
    expect(out.indexOf('  - get_forecast: tool removed')).toBeGreaterThan(out.indexOf('Breaking for callers:'));
    expect(out).toContain('  - get_weather: parameter `units` removed');
    expect(out.indexOf('Model-facing')).toBeGreaterThan(out.indexOf('parameter `units` removed'));
    expect(out).toContain('Returns the {+current+} weather for a city');
    expect(out).toContain(
      `To accept the server's list as it is now: npx mcp-scenario-eval tools --save ${file} --server-command`,
    );

    // Accepting: --save rewrites the file; the diff is then equal, and the file changed by the lines that changed.
    const accepted = await runCliInProcess(['tools', ...MODULE, '--save', file], { env: serve([changedWeather]) });
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain('SNAPSHOT CHANGED');
    expect((await runCliInProcess(['tools', ...MODULE, '--diff', file], { env: serve([changedWeather]) })).code).toBe(
      0,
    );
  });

  it('--tools-token-budget: over budget exits 1 even when equal', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-snapshot-'));
    const file = path.join(folder, 't.json');
    expect((await runCliInProcess(['tools', ...MODULE, '--save', file], { env: serve([weather]) })).code).toBe(0);
    const over = await runCliInProcess(['tools', ...MODULE, '--diff', file, '--tools-token-budget', '5'], {
      env: serve([weather]),
    });
    expect(over.stdout).toContain('over the budget of 5');
    expect(over.code).toBe(1);
    const under = await runCliInProcess(['tools', ...MODULE, '--diff', file, '--tools-token-budget', '100000'], {
      env: serve([weather]),
    });
    expect(under.code).toBe(0);
  });

  it('exit 2: a missing or broken snapshot file, a server that cannot start, bad usage', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-snapshot-'));
    // The bundle end to end once (its exit code and stderr); the other refusals are main()'s, in this process.
    const missing = await runCli(['tools', ...FLAGS, '--diff', path.join(folder, 'none.json')], {
      env: serve([weather]),
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Write it first with: npx mcp-scenario-eval tools --save');
    await writeFile(path.join(folder, 'broken.json'), '{"tools": []}');
    const broken = await runCliInProcess(['tools', ...MODULE, '--diff', path.join(folder, 'broken.json')], {
      env: serve([weather]),
    });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('is not a tool-list snapshot');
    const noServer = await runCliInProcess(['tools', '--server-command', 'no-such-program-xyz', '--diff', 'x.json'], {
      cwd: folder,
    });
    expect(noServer.code).toBe(2);
    const both = await runCliInProcess(['tools', ...FLAGS, '--save', 'a.json', '--diff', 'b.json'], { cwd: folder });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--save and --diff cannot be used together');
  });
});
