import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT, runAction, runCli } from '../helpers/runner.js';

/**
 * The CLI (in this process, and once as the bundle) and the action bundle, run as a user or the
 * Actions runner would, against servers that are wrong in the ways a new user's are.
 */

const SCENARIOS = 'scenarios/ecnl';
const ECNL_MODULE = 'examples/ecnl/server.mjs';
const NOISY_SILENT = path.join(ROOT, '__tests__/fixtures/servers/noisy-silent.mjs');
const NOISY_COMMAND = `"${process.execPath}" "${NOISY_SILENT}"`;
const MISSING = 'mcp-no-such-server-binary --stdio';

describe('connect-timeout-ms', () => {
  it('is a CLI flag: a server that never answers initialize is reported after it, with its stdout quoted', async () => {
    const run = await runCliInProcess([
      'scenarios/ecnl/find_events_basic.yaml',
      '--server-command',
      NOISY_COMMAND,
      '--connect-timeout-ms',
      '500',
    ]);
    expect(run.stdout).toContain('did not answer initialize within 500 ms (connect-timeout-ms)');
    expect(run.stdout).toContain('"INFO starting worker 1"');
    expect(run.stdout).toContain('it wrote nothing to stderr');
    expect(run.stdout).not.toContain('SIGTERM');
    // A server that never answers initialize on the first try cannot start: bad setup, exit 2.
    expect(run.code).toBe(2);
  });

  it('is an action input', async () => {
    const run = await runAction({
      scenarios: 'scenarios/ecnl/find_events_basic.yaml',
      'server-command': NOISY_COMMAND,
      'connect-timeout-ms': '500',
    });
    expect(run.code).toBe(1);
    const error = run.annotations.find((a) => a.level === 'error');
    expect(error?.message).toContain('did not answer initialize within 500 ms (connect-timeout-ms)');
  });

  it('must be a positive whole number', async () => {
    const run = await runCliInProcess([SCENARIOS, '--server-module', ECNL_MODULE, '--connect-timeout-ms', 'soon']);
    expect(run.stderr).toContain('--connect-timeout-ms must be a positive whole number, got "soon"');
    expect(run.code).toBe(2);
  });
});

describe('live and stub settings at once', () => {
  it('MCP_EVAL_REMOTE_URL with --server-command is a usage error naming both (CLI)', async () => {
    const run = await runCliInProcess([SCENARIOS, '--server-module', ECNL_MODULE], {
      env: { MCP_EVAL_REMOTE_URL: 'http://127.0.0.1:9/mcp' },
    });
    expect(run.stderr).toContain(
      'mcp-scenario-eval: MCP_EVAL_REMOTE_URL (live mode, http://127.0.0.1:9/mcp) and --server-module (stub mode) are both set: give one of them (unset MCP_EVAL_REMOTE_URL for a stub run)',
    );
    expect(run.stdout).toBe('');
    expect(run.code).toBe(2);
  });

  it('--remote-url with --server-command is a usage error naming both (CLI)', async () => {
    const run = await runCliInProcess([
      SCENARIOS,
      '--server-command',
      'node x.mjs',
      '--remote-url',
      'http://127.0.0.1:9/mcp',
    ]);
    expect(run.stderr).toContain(
      '--remote-url (live mode, http://127.0.0.1:9/mcp) and --server-command (stub mode) are both set: give one of them',
    );
    expect(run.code).toBe(2);
  });

  it('fails the step, naming both, when MCP_EVAL_REMOTE_URL meets the server-command input', async () => {
    const run = await runAction(
      { scenarios: SCENARIOS, 'server-command': 'node examples/ecnl/server.mjs' },
      { env: { MCP_EVAL_REMOTE_URL: 'http://127.0.0.1:9/mcp' } },
    );
    expect(run.code).toBe(1);
    expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      'MCP_EVAL_REMOTE_URL (live mode, http://127.0.0.1:9/mcp) and input server-command (stub mode) are both set: give one of them (unset MCP_EVAL_REMOTE_URL for a stub run)',
    ]);
  });
});

describe('a remote URL without a scheme', () => {
  it('shows what was typed, credentials blanked, and suggests http://', async () => {
    const typo = await runCliInProcess([SCENARIOS, '--remote-url', '127.0.0.1:3901/mcp']);
    expect(typo.stderr).toContain(
      '--remote-url must be an http(s) URL, got "127.0.0.1:3901/mcp": did you mean "http://127.0.0.1:3901/mcp"?',
    );
    expect(typo.code).toBe(2);
    const secret = await runCliInProcess([SCENARIOS, '--remote-url', 'agent:pa55word@127.0.0.1:3901/mcp?key=SEKRET']);
    expect(secret.stderr).toContain('got "***@127.0.0.1:3901/mcp": did you mean "http://***@127.0.0.1:3901/mcp"?');
    expect(secret.stderr).not.toMatch(/pa55word|SEKRET/);
  });
});

describe('a server that cannot start at all', () => {
  it('CLI: says so once, marks the scenarios not run, exits 2', async () => {
    const run = await runCli([SCENARIOS, '--server-command', MISSING]);
    expect(run.stdout.split('no program "mcp-no-such-server-binary" was found')).toHaveLength(2);
    expect(run.stdout).toContain('The server could not be started; no scenario was run.');
    expect(run.stdout).toMatch(/ERROR find_events_basic .*: not run: the server could not be started/);
    // The agent scenario too: replayed from its recording, it needs the server like the others.
    expect(run.stdout).toMatch(/9 scenarios: 0 passed, 8 failed, 1 skipped \(8 of them not run\)/);
    expect(run.code).toBe(2);
  });

  it('CLI: a refused URL too', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/mcp`;
    const run = await runCliInProcess([SCENARIOS, '--remote-url', url]);
    expect(run.stdout.split(`could not connect to ${url}: connection refused`)).toHaveLength(2);
    expect(run.code).toBe(2);
  });

  it('CLI: a port that fetch refuses (9, the discard port) says so', async () => {
    const run = await runCliInProcess([SCENARIOS, '--remote-url', 'http://127.0.0.1:9/mcp']);
    expect(run.stdout).toContain(
      'could not connect to http://127.0.0.1:9/mcp: fetch refuses to connect to port 9 (one of the ports the Fetch standard blocks); serve the MCP server on another port',
    );
    expect(run.code).toBe(2);
  });

  it('action: fails the step with that one message, and no annotation per scenario', async () => {
    const run = await runAction({ scenarios: SCENARIOS, 'server-command': MISSING });
    expect(run.code).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(
      /^server-command "mcp-no-such-server-binary --stdio" did not start: no program "mcp-no-such-server-binary" was found .*; no scenario was run$/,
    );
    expect(run.outputs).toMatchObject({ total: '9', passed: '0', failed: '8', skipped: '1' });
    expect(run.summary).toContain('### ❌ The server could not be started; no scenario was run');
  });
});

/** A loopback port that was just free: listen on port 0, note it, close it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
