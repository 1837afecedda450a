import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { optionsFor, SERVERS, writeSuite } from './helpers.js';

const STUBBORN = `"${process.execPath}" "${path.join(SERVERS, 'stubborn.mjs')}"`;

describe('stopping a server that is stuck in a call (issue 20)', () => {
  afterEach(() => {
    delete process.env.STOP_LOG;
  });

  it('gets SIGTERM at once after a call timed out, not STOP_GRACE_MS after stdin closes', async () => {
    const workspace = await writeSuite({
      'a.yaml': 'name: stuck\ntool_sequence:\n  - tool: hang\n    timeout_ms: 300\nexpected_contains: ["x"]\n',
    });
    process.env.STOP_LOG = path.join(workspace, 'stop.log');
    const run = await runSuite(optionsFor(workspace, { kind: 'command', command: STUBBORN, cwd: workspace }));
    expect(run.scenarios[0]!.status).toBe('errored');
    expect((await readFile(process.env.STOP_LOG, 'utf8')).split('\n')[0]).toBe('SIGTERM');
  });

  it('a server with no call in progress is still asked to stop by closing stdin first', async () => {
    const workspace = await writeSuite({
      'a.yaml': 'name: fine\ntool_sequence:\n  - tool: ok\nexpected_contains: ["fine"]\n',
    });
    process.env.STOP_LOG = path.join(workspace, 'stop.log');
    const run = await runSuite(optionsFor(workspace, { kind: 'command', command: STUBBORN, cwd: workspace }));
    expect(run.scenarios[0]!.status).toBe('passed');
    expect((await readFile(process.env.STOP_LOG, 'utf8')).split('\n').slice(0, 2)).toEqual(['stdin closed', 'SIGTERM']);
  });
});
