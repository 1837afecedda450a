import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TOOL_LIST_PAGES } from '../../src/model/limits.js';
import { runSuite } from '../../src/run/index.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { keepEnvironment } from '../helpers/keep-environment.js';
import { runCli } from '../helpers/runner.js';
import { optionsFor, SERVERS, writeSuite } from './helpers.js';

// The cap is the client's, whatever carries the pages: the servers run in-process (loaded once in
// this worker), the CLI too, and one run of the CLI bundle on a stdio server stays end to end.
const ENDLESS = path.join(SERVERS, 'endless-cursor.mjs');
/** 163 tools, one a page: a cursor that ends, past the cap (issue 30 item 7). */
const PAGED = path.join(SERVERS, 'one-tool-a-page.mjs');
const PAGED_COMMAND = `"${process.execPath}" "${PAGED}"`;
const AT_CAP = `tools/list reached its cap of ${MAX_TOOL_LIST_PAGES} pages (MAX_TOOL_LIST_PAGES) with a next page still to read (${MAX_TOOL_LIST_PAGES} pages read`;

// The in-process engine run takes this process's environment over for its server: put it back.
keepEnvironment();

const ONE_CALL = 'name: first_tool\ntool_sequence:\n  - tool: tool_0\nexpected_contains: ["tool_0 ok"]\n';

describe('a server whose tools/list cursor never ends', () => {
  it('errors the scenario after the page cap, saying why, instead of looping', async () => {
    const workspace = await writeSuite({
      'endless.yaml': 'name: endless\ntool_sequence:\n  - tool: echo\nexpected_contains: ["echo"]\n',
    });
    const run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: ENDLESS }));
    const [scenario] = run.scenarios;
    expect(scenario!.status).toBe('errored');
    expect(scenario!.error).toContain(`could not read the server's tool list`);
    expect(scenario!.error).toContain(AT_CAP);
  }, 30_000);

  it('ping, lint (its own walk of the raw list) and fuzz stop at the page cap and fail, naming it', async () => {
    for (const command of ['ping', 'lint', 'fuzz']) {
      const result = await runCliInProcess([command, '--server-module', ENDLESS]);
      expect(result.code, command).not.toBe(0);
      expect(result.stdout + result.stderr, command).toContain(AT_CAP);
    }
  }, 60_000);
});

describe('163 tools, one a page: past the page cap, never a list cut short (issue 30 item 7)', () => {
  it('tools, tools --save, tools --diff, lint and fuzz fail naming the cap and the pages read', async () => {
    const workspace = await writeSuite({ 'snapshot.json': '{}' });
    const commands = [
      ['tools'],
      ['tools', '--save', 'saved.json'],
      ['tools', '--diff', 'snapshot.json'],
      ['lint'],
      ['fuzz', '--runs', '1'],
    ];
    for (const command of commands) {
      const result = await runCliInProcess([...command, '--server-module', PAGED], { cwd: workspace });
      const said = command.join(' ');
      expect(result.code, said).not.toBe(0);
      expect(result.stdout + result.stderr, said).toContain(AT_CAP);
      expect(result.stdout, said).not.toContain('SNAPSHOT OK');
    }
  }, 120_000);

  it("a run's snapshot check and its scenarios error, naming the cap; no coverage line counts a cut list", async () => {
    const workspace = await writeSuite({ 'first.yaml': ONE_CALL, 'snapshot.json': '{}' });
    const result = await runCliInProcess(['*.yaml', '--tools-snapshot', 'snapshot.json', '--server-module', PAGED], {
      cwd: workspace,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`SNAPSHOT ERROR the server did not list its tools: ${AT_CAP}`);
    expect(result.stdout).toContain(`could not read the server's tool list: ${AT_CAP}`);
    expect(result.stdout).not.toContain('SNAPSHOT OK');
    expect(result.stdout).not.toMatch(/Tools called: \d+ of/);
  }, 60_000);

  it('a server of 100 tools, one a page, is read whole', async () => {
    const workspace = await writeSuite({ 'first.yaml': ONE_CALL });
    const result = await runCli(['tools', '--server-command', PAGED_COMMAND], {
      cwd: workspace,
      env: { MCP_EVAL_TOOL_COUNT: String(MAX_TOOL_LIST_PAGES) },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`tool_${MAX_TOOL_LIST_PAGES - 1}`);
  }, 60_000);
});
