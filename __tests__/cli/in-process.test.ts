// runCliInProcess, the helper most CLI tests run commands with: it answers as the bundle does, and
// leaves this process as it found it.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT, runCli } from '../helpers/runner.js';
import { SERVERS } from '../mcp/helpers.js';

const NO_TOOLS = path.relative(ROOT, path.join(SERVERS, 'no-tools.mjs'));

describe('the CLI run in-process for tests', () => {
  it('prints, and exits, as the bundle does: a run, a usage error, an in-process server', async () => {
    for (const args of [
      ['scenarios/ecnl/find_events_basic.yaml', '--server-module', 'examples/ecnl/server.mjs'],
      ['ping', '--bogus'],
      ['ping', '--server-module', NO_TOOLS],
    ]) {
      const [inProcess, bundle] = [await runCliInProcess(args), await runCli(args)];
      const timeless = (text: string) => text.replace(/\d+(\.\d+)?\s?m?s\b/g, 'T');
      expect({ ...inProcess, stdout: timeless(inProcess.stdout) }, args.join(' ')).toEqual({
        ...bundle,
        stdout: timeless(bundle.stdout),
      });
    }
  });

  it('reads relative paths from its cwd, never changing the process’s own', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-in-process-'));
    const before = process.cwd();
    const absolute = [
      path.join(ROOT, 'scenarios/ecnl/find_events_basic.yaml'),
      '--server-module',
      path.join(ROOT, 'examples/ecnl/server.mjs'),
    ];
    const run = await runCliInProcess([...absolute, '--json', 'r.json'], { cwd: folder });
    expect(run.code, run.stderr).toBe(0);
    expect(process.cwd()).toBe(before);
    expect(JSON.parse(await readFile(path.join(folder, 'r.json'), 'utf8'))).toMatchObject({ totals: { passed: 1 } });
    const missing = await runCliInProcess(['scenarios/ecnl/find_events_basic.yaml', ...absolute.slice(1)], {
      cwd: folder,
    });
    expect(missing.code).toBe(2);
    expect(missing.stdout + missing.stderr).toContain(
      'No scenario file matched: scenarios/ecnl/find_events_basic.yaml',
    );
  });

  it('leaves process.env, process.exitCode and the signal handlers as they were, even after an in-process server', async () => {
    const env = { ...process.env };
    const exitCode = process.exitCode;
    const listeners = [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')];
    const stdoutWrite = process.stdout.write;
    const run = await runCliInProcess(
      ['scenarios/ecnl/find_events_basic.yaml', '--server-module', 'examples/ecnl/server.mjs'],
      { env: { MCP_EVAL_IN_PROCESS_PROBE: 'x' } },
    );
    expect(run.code, run.stderr).toBe(0);
    const failed = await runCliInProcess([
      '__tests__/fixtures/suites/failing/wrong_contains.yaml',
      '--server-module',
      'examples/ecnl/server.mjs',
    ]);
    expect(failed.code).toBe(1);
    expect(process.env).toEqual(env);
    expect(process.exitCode).toBe(exitCode);
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual(listeners);
    expect(process.stdout.write).toBe(stdoutWrite);
  });
});
