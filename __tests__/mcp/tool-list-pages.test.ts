import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TOOL_LIST_PAGES } from '../../src/mcp/tools.js';
import { runSuite } from '../../src/run/index.js';
import { runCli } from '../helpers/runner.js';
import { optionsFor, SERVERS, writeSuite } from './helpers.js';

const ENDLESS = `"${process.execPath}" "${path.join(SERVERS, 'endless-cursor.mjs')}"`;
const NEVER_ENDS = `tools/list still had a next page after ${MAX_TOOL_LIST_PAGES} pages`;

describe('a server whose tools/list cursor never ends', () => {
  it('errors the scenario after the page cap, saying why, instead of looping', async () => {
    const workspace = await writeSuite({
      'endless.yaml': 'name: endless\ntool_sequence:\n  - tool: echo\nexpected_contains: ["echo"]\n',
    });
    const run = await runSuite(optionsFor(workspace, { kind: 'command', command: ENDLESS, cwd: workspace }));
    const [scenario] = run.scenarios;
    expect(scenario!.status).toBe('errored');
    expect(scenario!.error).toContain(`could not read the server's tool list`);
    expect(scenario!.error).toContain(NEVER_ENDS);
  }, 30_000);

  it('ping stops after the page cap and fails, naming the cap', async () => {
    const result = await runCli(['ping', '--server-command', ENDLESS]);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain(NEVER_ENDS);
  }, 30_000);
});
