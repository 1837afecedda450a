import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeArguments } from '../../src/mcp/tool-list.js';
import { renderToolList } from '../../src/report/tools.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT, runCli } from '../helpers/runner.js';
import { EVERYTHING_FLAGS } from './helpers.js';

interface ServeHttp {
  startHttpServer(options: { league: string; token: string }): Promise<{ url: string; close(): Promise<void> }>;
}
// A variable specifier: the examples are plain JavaScript, without type declarations.
const serveHttpModule = pathToFileURL(path.join(ROOT, 'examples/serve-http.mjs')).href;

describe('mcp-scenario-eval tools', () => {
  it('lists server-everything over stdio: names, descriptions, argument types, required, enum, default', async () => {
    const run = await runCliInProcess(['tools', ...EVERYTHING_FLAGS]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(
      'echo\n  title: "Echo Tool"\n  Echoes back the input string\n  arguments:\n    message (string, required): Message to echo\n',
    );
    expect(run.stdout).toContain(
      'messageType (string, required, one of "error" | "success" | "debug"): Type of message to demonstrate different annotation patterns',
    );
    expect(run.stdout).toContain('includeImage (boolean, optional, default false)');
    expect(run.stdout).toContain('get-env\n  title: "Print Environment Tool"\n  Returns all environment variables');
    expect(run.stdout).toMatch(/^\d+ tools on .*server-everything.*\.$/m);
    expect(run.code).toBe(0);
  });

  it('--json on an example module: every tool with its arguments and input schema', async () => {
    const run = await runCliInProcess(['tools', '--server-module', 'examples/nwsl/server.mjs', '--json']);
    expect(run.code).toBe(0);
    const listed = JSON.parse(run.stdout) as {
      target: string;
      tools: { name: string; arguments: unknown[]; inputSchema: unknown }[];
    };
    expect(listed.tools.map((tool) => tool.name)).toEqual(['list_teams', 'get_team', 'get_schedule', 'get_standings']);
    const schedule = listed.tools.find((tool) => tool.name === 'get_schedule')!;
    expect(schedule.arguments).toContainEqual(
      expect.objectContaining({ name: 'status', type: 'string', required: false, enum: ['scheduled', 'final'] }),
    );
    expect(schedule.arguments).toContainEqual(expect.objectContaining({ name: 'week', type: 'integer' }));
    expect(listed.tools.find((tool) => tool.name === 'get_team')!.arguments).toContainEqual(
      expect.objectContaining({ name: 'team', required: true }),
    );
  });

  // readOnlyHint decides what `fuzz` calls: `tools` shows each tool's annotations, and which way that goes.
  it("shows each tool's title and annotations, in the text listing and in --json (issue 43 §19)", async () => {
    const tools = [
      {
        name: 'find_notes',
        title: 'Find notes',
        description: 'Finds notes',
        annotations: { openWorldHint: false, readOnlyHint: true, title: 'Note finder', idempotentHint: true },
        inputSchema: { type: 'object' },
      },
      {
        name: 'drop_note',
        description: 'Deletes a note',
        annotations: { destructiveHint: true },
        inputSchema: { type: 'object' },
      },
      { name: 'plain', description: 'Says nothing of itself', inputSchema: { type: 'object' } },
    ];
    const module = ['--server-module', '__tests__/fixtures/servers/snapshot-server.mjs'];
    const env = { MCP_EVAL_SNAPSHOT_TOOLS: JSON.stringify(tools) };
    const run = await runCliInProcess(['tools', ...module], { env });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'find_notes\n  title: "Find notes"\n  Finds notes\n  no arguments\n' +
        '  annotations: title "Note finder", readOnlyHint true, idempotentHint true, openWorldHint false (fuzz calls it)\n',
    );
    expect(run.stdout).toContain(
      'drop_note\n  Deletes a note\n  no arguments\n  annotations: destructiveHint true (not readOnlyHint: fuzz skips it unless --include-writes)\n',
    );
    expect(run.stdout).toContain(
      'plain\n  Says nothing of itself\n  no arguments\n  annotations: none (not readOnlyHint: fuzz skips it unless --include-writes)\n',
    );
    const json = await runCliInProcess(['tools', ...module, '--json'], { env });
    const listed = JSON.parse(json.stdout) as { tools: { name: string; title?: string; annotations?: unknown }[] };
    expect(listed.tools.map(({ name, title, annotations }) => ({ name, title, annotations }))).toEqual([
      { name: 'find_notes', title: 'Find notes', annotations: tools[0]!.annotations },
      { name: 'drop_note', title: undefined, annotations: { destructiveHint: true } },
      { name: 'plain', title: undefined, annotations: undefined },
    ]);
  });

  describe('live mode, over Streamable HTTP on 127.0.0.1 with a bearer token', () => {
    const token = randomBytes(12).toString('hex');
    let server: { url: string; close(): Promise<void> };
    beforeAll(async () => {
      const { startHttpServer } = (await import(serveHttpModule)) as ServeHttp;
      server = await startHttpServer({ league: 'ecnl', token });
    });
    afterAll(() => server.close());

    it('lists the tools with the token from MCP_EVAL_BEARER_TOKEN', async () => {
      const run = await runCliInProcess(['tools', '--remote-url', server.url], {
        env: { MCP_EVAL_BEARER_TOKEN: token },
      });
      expect(run.stdout).toContain('find_events\n');
      expect(run.code).toBe(0);
    });

    it('a refused token: exit 1, says which variable, never prints the token', async () => {
      const wrong = `${token}-wrong`;
      const run = await runCliInProcess(['tools', '--remote-url', server.url], {
        env: { MCP_EVAL_BEARER_TOKEN: wrong },
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('MCP_EVAL_BEARER_TOKEN');
      expect(run.stdout + run.stderr).not.toContain(wrong);
    });
  });

  it('a server that does not start: exit 1, with its stderr', async () => {
    const run = await runCliInProcess([
      'tools',
      '--server-command',
      `"${process.execPath}" -e "console.error('no config'); process.exit(3)"`,
    ]);
    expect(run.stderr).toContain('could not connect to');
    expect(run.stderr).toContain('no config');
    expect(run.code).toBe(1);
  });

  it('takes --connect-timeout-ms, as a run does: a server that never answers the probe is given up on', async () => {
    const silent = path.join(ROOT, '__tests__/fixtures/servers/noisy-silent.mjs');
    const run = await runCliInProcess(['tools', '--server-command', `node ${silent}`, '--connect-timeout-ms', '300']);
    // Under protocol: auto the probe (server/discover) is what was sent, and is named (issue 42 §8); with
    // no fallback to initialize here, the probe has the whole connect limit.
    expect(run.stderr).toContain('did not answer server/discover within 300 ms (connect-timeout-ms)');
    expect(run.code).toBe(1);
  });

  it('bad usage: exit 2, pointing to the tools usage', async () => {
    const stray = await runCliInProcess(['tools', 'scenarios', ...EVERYTHING_FLAGS]);
    expect(stray.stderr).toContain('unexpected argument "scenarios"');
    expect(stray.stderr).toContain('Run mcp-scenario-eval tools --help for usage.');
    expect(stray.code).toBe(2);
    const none = await runCliInProcess(['tools']);
    expect(none.stderr).toContain('no server to test');
    expect(none.code).toBe(2);
  });

  it('--help, and the main usage names the subcommands', async () => {
    const run = await runCli(['tools', '--help']);
    expect(run.stdout).toContain('Usage: mcp-scenario-eval tools');
    expect(run.code).toBe(0);
    const main = await runCli(['--help']);
    for (const command of ['tools ', 'init NAME --tool TOOL', 'record [FILES…] [--update]'])
      expect(main.stdout).toContain(`  ${command}`);
  });
});

describe('reading input schemas', () => {
  it('zod, pydantic and hand-written shapes; an odd schema gives fewer details, never a throw', () => {
    expect(
      describeArguments({
        type: 'object',
        properties: {
          limit: { anyOf: [{ type: 'integer' }, { type: 'null' }], default: null },
          mode: { anyOf: [{ enum: ['a', 'b'] }, { type: 'null' }] },
          tags: { type: 'array', items: { type: 'string' } },
          kind: { const: 'x' },
          anything: {},
        },
        required: ['tags'],
      }),
    ).toEqual([
      { name: 'limit', type: 'integer|null', required: false, hasDefault: true, default: null },
      { name: 'mode', type: 'enum|null', required: false, hasDefault: false, enum: ['a', 'b'] },
      { name: 'tags', type: 'array<string>', required: true, hasDefault: false },
      { name: 'kind', type: 'const', required: false, hasDefault: false, enum: ['x'] },
      { name: 'anything', type: 'any', required: false, hasDefault: false },
    ]);
    expect(describeArguments(null)).toEqual([]);
    expect(describeArguments({ properties: [] })).toEqual([]);
  });

  it('server text cannot issue a workflow command or an escape sequence on the terminal', () => {
    const text = renderToolList(
      [{ name: 'evil', description: '::error::pwned\n\u001b[31mred', arguments: [], inputSchema: {} }],
      'x',
    );
    expect(text).not.toMatch(/^\s*::error::/m);
    expect(text).not.toContain('\u001b');
  });
});
