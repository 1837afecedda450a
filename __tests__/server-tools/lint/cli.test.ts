import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/in-process.js';
import { ROOT, runCli } from '../../helpers/runner.js';

/** The fixture server over stdio, serving `tools` exactly as given (it is built on the low-level Server). */
const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/tool-list-server.mjs');
const serverFlags = ['--server-command', `"${process.execPath}" "${FIXTURE}"`];
// The same server in this process: for what lint does with a list, not how the list travels.
const moduleFlags = ['--server-module', FIXTURE];
const withTools = (tools: unknown[], env: NodeJS.ProcessEnv = {}) => ({
  env: { MCP_EVAL_FIXTURE_TOOLS: JSON.stringify(tools), ...env },
});

const good = {
  name: 'get_forecast',
  description: 'Returns the weather forecast for a city, by day, for up to seven days.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name, e.g. "Lyon"' } },
    required: ['city'],
  },
};
/** Definitions McpServer would refuse or rewrite: each breaks one error rule. */
const broken = [
  good,
  { ...good, name: 'no_description', description: undefined },
  { ...good, name: 'has space' },
  { ...good, name: 'string_schema', inputSchema: { type: 'string' } },
  { ...good, name: 'get_forecast' },
  {
    ...good,
    name: 'untyped',
    inputSchema: { type: 'object', properties: { x: {} }, required: ['x'] },
  },
];
/** Warnings only: a short description. */
const warnOnly = [{ ...good, name: 'short_one', description: 'Forecast.' }];

const tempDir = () => mkdtemp(path.join(tmpdir(), 'mse-lint-'));

describe('mcp-scenario-eval lint', () => {
  it('definitions McpServer would refuse: one error per rule, exit 1, and --json says the same', async () => {
    const dir = await tempDir();
    const json = path.join(dir, 'lint.json');
    // Copies of one description are confusable too (a true warning): left out here, to see the errors alone.
    const run = await runCli(['lint', ...serverFlags, '--json', json, '--skip', 'confusable-tools'], withTools(broken));
    expect(run.stderr).toBe('');
    for (const line of [
      'error no_description [description-missing]',
      'error has space [invalid-tool-name]',
      'error string_schema [input-schema-invalid] the input schema has type "string"',
      'error get_forecast [duplicate-tool-name] 2 tools are named "get_forecast"',
      'error untyped [required-parameter-unknowable] required parameter "x" has no description, no type',
      'warning untyped [parameter-type-missing] parameter "x" has no type',
    ])
      expect(run.stdout).toContain(line);
    expect(run.stdout).toMatch(
      /6 tools on .*: 5 errors, 1 warning \(skipped: confusable-tools\)\. Tool list: \d+ tokens \(estimated: no ANTHROPIC_API_KEY/,
    );
    expect(run.code).toBe(1);
    const report = JSON.parse(await readFile(json, 'utf8')) as {
      failed: boolean;
      toolCount: number;
      findings: { rule: string; level: string; tool?: string }[];
      tokens: { method: string };
    };
    expect(report.failed).toBe(true);
    expect(report.toolCount).toBe(6);
    expect(report.tokens.method).toBe('estimated');
    expect(
      report.findings
        .filter((item) => item.level === 'error')
        .map((item) => item.rule)
        .sort(),
    ).toEqual([
      'description-missing',
      'duplicate-tool-name',
      'input-schema-invalid',
      'invalid-tool-name',
      'required-parameter-unknowable',
    ]);
  });

  it('warnings exit 0; --strict makes them fail; --skip leaves the rule out', async () => {
    const plain = await runCliInProcess(['lint', ...moduleFlags], withTools(warnOnly));
    expect(plain.stdout).toContain('warning short_one [description-too-short]');
    expect(plain.code).toBe(0);
    const strict = await runCliInProcess(['lint', ...moduleFlags, '--strict'], withTools(warnOnly));
    expect(strict.code).toBe(1);
    const skipped = await runCliInProcess(
      ['lint', ...moduleFlags, '--strict', '--skip', 'description-too-short,deep-nesting'],
      withTools(warnOnly),
    );
    expect(skipped.stdout).not.toContain('description-too-short]');
    expect(skipped.stdout).toContain('(skipped: description-too-short, deep-nesting)');
    expect(skipped.code).toBe(0);
  });

  it('the repository file silences a rule for one tool, shows the reason, and names a stale entry', async () => {
    const dir = await tempDir();
    await writeFile(
      path.join(dir, '.mcp-scenario-eval-lint.yaml'),
      'suppress:\n  - rule: description-too-short\n    tool: short_one\n    reason: the name is the whole story\n  - rule: deep-nesting\n    tool: gone\n    reason: old\n',
    );
    const run = await runCliInProcess(['lint', ...moduleFlags, '--strict'], { cwd: dir, ...withTools(warnOnly) });
    expect(run.stdout).toContain('suppressed warning short_one [description-too-short]');
    expect(run.stdout).toContain('reason: the name is the whole story');
    expect(run.stdout).toContain(
      'note .mcp-scenario-eval-lint.yaml:5: the suppression of deep-nesting for gone matched no finding; remove it',
    );
    expect(run.code).toBe(0);
    await writeFile(
      path.join(dir, '.mcp-scenario-eval-lint.yaml'),
      'suppress:\n  - rule: description-too-short\n    tool: short_one\n',
    );
    const noReason = await runCliInProcess(['lint', ...moduleFlags], { cwd: dir, ...withTools(warnOnly) });
    expect(noReason.stderr).toContain('.mcp-scenario-eval-lint.yaml:2: "reason" must be a non-empty string');
    expect(noReason.code).toBe(2);
  });

  it('exit 2: an unknown --skip rule (with the closest), and a server that cannot start', async () => {
    const unknown = await runCliInProcess(['lint', ...moduleFlags, '--skip', 'deep-nestin'], withTools([good]));
    expect(unknown.stderr).toContain('--skip deep-nestin: no such rule; did you mean deep-nesting?');
    expect(unknown.code).toBe(2);
    const dead = await runCliInProcess([
      'lint',
      '--server-command',
      `"${process.execPath}" -e "console.error('no config'); process.exit(3)"`,
    ]);
    expect(dead.stderr).toContain('could not connect to');
    expect(dead.stderr).toContain('no config');
    expect(dead.code).toBe(2);
  });

  it('with ANTHROPIC_API_KEY: the size is exact, from count_tokens (a fake on 127.0.0.1), over stdio and in-process; an API error falls back to the estimate', async () => {
    const requests: { url: string; body: { tools?: { name: string; input_schema: unknown }[] } }[] = [];
    let fail = false;
    const api = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as (typeof requests)[number]['body'];
        requests.push({ url: req.url ?? '', body });
        res.setHeader('content-type', 'application/json');
        if (fail) {
          res.statusCode = 400;
          res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'bad schema' } }));
          return;
        }
        res.end(JSON.stringify({ input_tokens: body.tools ? 12_345 + 8 : 8 }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    try {
      const env = { ANTHROPIC_API_KEY: 'sk-test-lint-key', ANTHROPIC_BASE_URL: url };
      const exact = await runCliInProcess(['lint', ...serverFlags], withTools([good], env));
      expect(exact.stdout).toContain('Tool list: 12,345 tokens (exact: counted for claude-haiku-4-5)');
      // Over the budget: the size rule warns, and says the count is exact.
      expect(exact.stdout).toContain('warning (tool list) [tool-list-tokens] the tool list is 12,345 tokens (exact)');
      expect(requests.every((request) => request.url.startsWith('/v1/messages/count_tokens'))).toBe(true);
      const sent = requests.find((request) => request.body.tools)!;
      expect(sent.body.tools).toEqual([
        { name: 'get_forecast', description: good.description, input_schema: good.inputSchema },
      ]);
      expect(exact.stdout + exact.stderr).not.toContain('sk-test-lint-key');
      fail = true;
      const estimated = await runCliInProcess(['lint', ...serverFlags], withTools([good], env));
      expect(estimated.stdout).toMatch(/Tool list: \d+ tokens \(estimated: the token counting endpoint failed \(400/);
      expect(estimated.code).toBe(0);
      // In-process, the server's set-up erases the key from the environment: lint reads it first.
      fail = false;
      const inProcess = await runCliInProcess(['lint', ...moduleFlags], withTools([good], env));
      expect(inProcess.stdout).toContain('Tool list: 12,345 tokens (exact: counted for claude-haiku-4-5)');
      expect(inProcess.stdout + inProcess.stderr).not.toContain('sk-test-lint-key');
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
