// Issue 29: the era a run speaks is probed once and pinned; every report names it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { optionsFor, SERVERS, writeSuite } from './helpers.js';

const node = `"${process.execPath}"`;
const DIES_BEFORE_INITIALIZE = `${node} "${path.join(SERVERS, 'dies-before-initialize.mjs')}"`;
const COUNTED = path.join(SERVERS, 'counted.mjs');

const echoScenario = (name: string) =>
  `name: ${name}\ntool_sequence:\n  - tool: echo\n    args: { text: "${name}" }\nexpected_contains: ["echo: ${name}"]\n`;

describe('the era of a 2025-era server', () => {
  it('auto falls back to initialize for a server that ends the process on server/discover, and names the revision', async () => {
    const workspace = await writeSuite({ 'a.yaml': [echoScenario('one'), echoScenario('two')].join('---\n') });
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command: DIES_BEFORE_INITIALIZE, cwd: workspace }),
    );
    expect(run.serverError).toBeUndefined();
    expect(run.scenarios.map((s) => [s.name, s.status, s.revision])).toEqual([
      ['one', 'passed', '2025-06-18'],
      ['two', 'passed', '2025-06-18'],
    ]);
    expect(run.protocol).toMatchObject({
      setting: 'auto',
      era: 'legacy',
      revision: '2025-06-18',
      serverName: 'dies-before-initialize',
      serverVersion: '1.0.0',
      eras: ['legacy'],
    });
  });

  it('auto starts one server process per scenario under isolation: scenario: the probing session serves the first', async () => {
    const workspace = await writeSuite({
      'a.yaml': ['one', 'two', 'three']
        .map((name) => `name: ${name}\ntool_sequence:\n  - tool: count\nexpected_contains: ["calls=1"]\n`)
        .join('---\n'),
    });
    const log = path.join(workspace, 'starts.log');
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command: `${node} "${COUNTED}" "${log}"`, cwd: workspace }),
    );
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'passed', 'passed']);
    expect((await readFile(log, 'utf8')).trim().split('\n')).toHaveLength(3);
  });

  it('legacy on a 2025-era server passes; modern cannot test it and says which eras it offers', async () => {
    const workspace = await writeSuite({ 'a.yaml': echoScenario('one') });
    const server = { kind: 'command' as const, command: DIES_BEFORE_INITIALIZE, cwd: workspace };
    const legacy = await runSuite(optionsFor(workspace, server, { protocol: 'legacy' }));
    expect(legacy.scenarios[0]).toMatchObject({ status: 'passed', revision: '2025-06-18' });
    expect(legacy.protocol).toMatchObject({ setting: 'legacy', era: 'legacy' });

    const modern = await runSuite(optionsFor(workspace, server, { protocol: 'modern' }));
    expect(modern.scenarios[0]).toMatchObject({ status: 'errored', notRun: true });
    expect(modern.serverError?.message).toMatch(/cannot be tested in the modern era \(protocol: modern\)/);
    expect(modern.serverError?.message).toContain('it offers the legacy era (2025-06-18)');
    expect(modern.protocol).toBeUndefined();
  });
});
