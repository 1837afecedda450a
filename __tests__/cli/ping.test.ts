// `mcp-scenario-eval ping` against real servers over stdio, in-process and Streamable HTTP on
// 127.0.0.1: the CLI run in this process (runCliInProcess), and the bundle run as a user would
// (runCli) where the test is about its end-to-end face.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createCatalog } from '../fixtures/servers/catalog.mjs';
import { startForgetfulHttpServer, type ForgetfulHttpServer } from '../fixtures/servers/forgetful-http.js';
import { startHttpServer, type FixtureHttpServer } from '../fixtures/servers/http.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT, runCli } from '../helpers/runner.js';
import { CATALOG_COMMAND, SERVERS } from '../mcp/helpers.js';

const TOKEN = 'ping-token-5e6f7a8b9c';
const NO_TOOLS = path.relative(ROOT, path.join(SERVERS, 'no-tools.mjs'));

describe('mcp-scenario-eval ping', () => {
  let http: FixtureHttpServer;
  let evil: ForgetfulHttpServer;
  beforeAll(async () => {
    http = await startHttpServer({ createServer: createCatalog, token: TOKEN });
    // A server whose self-description tries to recolour the terminal and issue workflow commands.
    evil = await startForgetfulHttpServer({ name: '\u001b[31mred\n::error::pwned', version: '1\r\n##[warning]x' });
  });
  afterAll(async () => {
    await http?.close();
    await evil?.close();
  });

  it('redacts a secret the server repeats, even one that escaping would change (##[)', async () => {
    const secret = 'hdr-secret##[9f8e7d';
    const leaky = await startForgetfulHttpServer({ name: `echoes ${secret}`, version: '1.0.0' });
    try {
      const run = await runCliInProcess(['ping', '--remote-url', leaky.url], {
        env: { MCP_EVAL_HEADERS: `X-Key: ${secret}` },
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^server: echoes \*\*\*/m);
      expect(run.stdout).not.toContain('9f8e7d');
    } finally {
      await leaky.close();
    }
  });

  it('over stdio: prints name, version, protocol version and tool count, exit 0', async () => {
    const run = await runCli(['ping', '--server-command', CATALOG_COMMAND]);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`connected to ${CATALOG_COMMAND}`);
    expect(lines.slice(1, 3)).toEqual([
      'server: catalog-fixture 1.0.0',
      `protocol version: ${LATEST_PROTOCOL_VERSION} (legacy era)`,
    ]);
    expect(lines[3]).toBe(`supports: ${LATEST_PROTOCOL_VERSION}`);
    expect(lines[4]).toMatch(/^eras served: legacy \(.+\); the modern era not tried/);
    expect(lines[5]).toMatch(/^tools: [1-9]\d*$/);
  });

  it('over Streamable HTTP: uses MCP_EVAL_REMOTE_URL and MCP_EVAL_BEARER_TOKEN like a run', async () => {
    const run = await runCliInProcess(['ping'], {
      env: { MCP_EVAL_REMOTE_URL: http.url, MCP_EVAL_BEARER_TOKEN: TOKEN },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`connected to ${http.url}\nserver: catalog-fixture 1.0.0\n`);
    expect(http.seen.authorization.at(-1)).toBe(`Bearer ${TOKEN}`);
  });

  it("a refused token: exit 1 with the run's message, naming the variable and never the token", async () => {
    const run = await runCliInProcess(['ping', '--remote-url', http.url], {
      env: { MCP_EVAL_BEARER_TOKEN: 'wrong-ping-7f8e9d' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `mcp-scenario-eval ping: ${http.url} refused the bearer token from MCP_EVAL_BEARER_TOKEN (HTTP 401; body "{\\"error\\":\\"invalid_token\\"}"): check that the secret holds a valid token for this server\n`,
    );
  });

  it('a server that does not start: exit 1, with its stderr', async () => {
    const run = await runCliInProcess([
      'ping',
      '--server-command',
      `"${process.execPath}" -e "console.error('boom-on-start'); process.exit(3)"`,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^mcp-scenario-eval ping: server-command .* did not start: the server process exited with code 3/,
    );
    expect(run.stderr).toContain('server stderr:\n  │ boom-on-start');
  });

  it('a server that never answers the probe: given up after --connect-timeout-ms, as a run would', async () => {
    const started = performance.now();
    const run = await runCliInProcess([
      'ping',
      '--server-command',
      `"${process.execPath}" -e "setInterval(() => {}, 1000)"`,
      '--connect-timeout-ms',
      '500',
    ]);
    expect(run.code).toBe(1);
    // Under protocol: auto the probe (server/discover) is what was sent, and is named (issue 42 §8).
    expect(run.stderr).toContain('the server did not answer server/discover within 500 ms (connect-timeout-ms)');
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  // `protocol: both` compares only the eras a server serves: ping --protocol both tries each one.
  it.each([
    ['both eras, in-process', ['--server-module', 'eras/both-eras.mjs'], 'modern (2026-07-28), legacy (2025-11-25)'],
    [
      'modern only, over stdio',
      ['--server-command', 'eras/modern-only.mjs'],
      'modern (2026-07-28) only (a legacy-era connection, initialize, was refused): protocol: both runs in this era alone',
    ],
    [
      'a 2025-era server, in-process',
      ['--server-module', 'catalog.mjs'],
      `legacy (${LATEST_PROTOCOL_VERSION}) only (a modern-era connection, server/discover, was refused): protocol: both runs in this era alone`,
    ],
  ])('says which eras the server serves: %s', async (_, [flag, fixture], served) => {
    const file = path.relative(ROOT, path.join(SERVERS, fixture!));
    const run = await runCliInProcess([
      'ping',
      '--protocol',
      'both',
      flag!,
      flag === '--server-command' ? `node ${file}` : file,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')).toContain(`eras served: ${served}`);
  });

  it('without --protocol both: the era spoken, and that the other was not tried (one era, as a client of it)', async () => {
    const run = await runCliInProcess([
      'ping',
      '--server-module',
      path.relative(ROOT, path.join(SERVERS, 'catalog.mjs')),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')).toContain(
      `eras served: legacy (${LATEST_PROTOCOL_VERSION}); the modern era not tried (--protocol both tries each era)`,
    );
  });

  it('in-process, a server with no tools capability: tool count 0, said so', async () => {
    const run = await runCliInProcess(['ping', '--server-module', NO_TOOLS]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('server: no-tools-fixture 0.0.1\n');
    expect(run.stdout).toContain('tools: 0 (the server does not declare the tools capability)\n');
  });

  it("prints the server's own text escaped: no escape sequence, no workflow command, no forged line", async () => {
    const run = await runCliInProcess(['ping', '--remote-url', evil.url]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).not.toContain('##[');
    expect(run.stdout.split('\n').filter((line) => /^\s*::/.test(line))).toEqual([]);
    expect(run.stdout.split('\n')[1]).toBe('server: ␛[31mred␊:\u200B:error::pwned 1␊##\u200B[warning]x');
    expect(run.stdout).toContain('\ntools: 4\n');
  });

  it.each([
    [['--bogus'], 'unknown option --bogus'],
    [['--server-command', 'x', '--server-module', 'y.mjs'], 'give --server-command or --server-module, not both'],
    [[], 'no server to test'],
    [['--server-command', 'x', '--connect-timeout-ms', '0'], '--connect-timeout-ms'],
    [['scenarios/'], 'unexpected argument "scenarios/": ping takes only flags'],
  ])('bad usage %j: exit 2 with the reason and where the usage is', async (args, reason) => {
    const run = await runCliInProcess(['ping', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(reason);
    expect(run.stderr).toContain('Run mcp-scenario-eval ping --help for usage.');
  });

  it('a usage error quoting a flag as typed keeps it on one line, a line break shown as \\n', async () => {
    const run = await runCliInProcess(['ping', '--bogus\n::error::pwned']);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toMatch(/^mcp-scenario-eval ping: unknown option --bogus\\n::error::pwned/);
  });

  it('names the server command on one line whatever it holds', async () => {
    const command = `${CATALOG_COMMAND} --note "a\n::warning::b"`;
    const run = await runCliInProcess(['ping', '--server-command', command]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(`connected to ${CATALOG_COMMAND} --note "a\\n::warning::b"`);
  });

  it("docs/cli.md's example is what ping prints for the example server", async () => {
    const readme = await readFile(path.join(ROOT, 'docs/cli.md'), 'utf8');
    const example =
      /^\$ npx mcp-scenario-eval ping --server-command "node examples\/nwsl\/server\.mjs"\n((?:.+\n)+)/m.exec(readme);
    expect(example, 'the ping example in docs/cli.md').not.toBeNull();
    const run = await runCliInProcess(['ping', '--server-command', 'node examples/nwsl/server.mjs']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(example![1]);
  });

  it('the main --help names the ping command', async () => {
    const run = await runCli(['--help']);
    expect(run.stdout).toMatch(/\nCommands \(.*\):\n {2}ping {2,}connect only/);
  });

  it('--help: the usage on stdout, exit 0', async () => {
    const run = await runCliInProcess(['ping', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: mcp-scenario-eval ping \[server flags\]/);
    // The same server flags as every command that talks to a server.
    for (const flag of [
      '--server-command',
      '--remote-url',
      '--oauth-client-id',
      '--connect-timeout-ms',
      '--timeout-ms',
    ])
      expect(run.stdout).toContain(flag);
    expect(run.stdout).toContain('Exit code: 0 connected, 1 could not connect, 2 bad usage.');
  });
});
