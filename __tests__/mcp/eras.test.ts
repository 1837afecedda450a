// Issue 29: the era a run speaks is probed once and pinned; every report names it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { renderSummary } from '../../src/report/summary.js';
import { buildJsonReport } from '../../src/report/json.js';
import { optionsFor, SERVERS, writeSuite } from './helpers.js';

const node = `"${process.execPath}"`;
const DIES_BEFORE_INITIALIZE = `${node} "${path.join(SERVERS, 'dies-before-initialize.mjs')}"`;
const COUNTED = path.join(SERVERS, 'counted.mjs');
const ERAS_SERVER = path.join(SERVERS, 'eras/server.mjs');
const erasCommand = (serves: 'both' | 'modern') => `${node} "${ERAS_SERVER}" ${serves}`;
const ERA_SCENARIOS = [
  'name: era\nlive: true\ntool_sequence:\n  - tool: era\nexpected_contains: ["revision: "]\n',
  'name: drift\nlive: true\ntool_sequence:\n  - tool: drift\nexpected_contains: ["drift: same"]\n',
].join('---\n');

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

describe('a server on the MCP SDK v2 that serves 2026-07-28 only, or both eras', () => {
  it('over stdio: auto speaks 2026-07-28 to a modern-only server, and the call is made in it', async () => {
    const workspace = await writeSuite({ 'a.yaml': ERA_SCENARIOS });
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command: erasCommand('modern'), cwd: workspace }),
    );
    expect(run.scenarios.map((s) => [s.name, s.status, s.revision])).toEqual([
      ['era', 'passed', '2026-07-28'],
      ['drift', 'passed', '2026-07-28'],
    ]);
    expect(run.scenarios[0]!.output).toBe('revision: 2026-07-28 (modern)');
    expect(run.protocol).toMatchObject({
      era: 'modern',
      revision: '2026-07-28',
      serverName: 'eras-fixture',
      supportedVersions: ['2026-07-28'],
    });
  });

  it('over stdio: legacy cannot test a modern-only server, every scenario not run, the eras named once', async () => {
    const workspace = await writeSuite({ 'a.yaml': ERA_SCENARIOS });
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: erasCommand('modern'), cwd: workspace },
        { protocol: 'legacy' },
      ),
    );
    expect(run.scenarios.map((s) => [s.status, s.notRun])).toEqual([
      ['errored', true],
      ['errored', true],
    ]);
    expect(run.serverError?.message).toMatch(
      /cannot be tested in the legacy era \(protocol: legacy\): .*Unsupported protocol version/,
    );
    expect(run.serverError?.message).toContain('it offers the modern era (2026-07-28)');
  });

  it('in-process: a server-module on the SDK v2 is served in either era', async () => {
    const workspace = await writeSuite({ 'a.yaml': ERA_SCENARIOS });
    const server = { kind: 'module' as const, modulePath: ERAS_SERVER };
    const modern = await runSuite(optionsFor(workspace, server));
    expect(modern.scenarios.map((s) => s.status)).toEqual(['passed', 'passed']);
    expect(modern.scenarios[0]!.output).toBe('revision: 2026-07-28 (modern)');
    const legacy = await runSuite(optionsFor(workspace, server, { protocol: 'legacy' }));
    expect(legacy.scenarios[0]!.output).toMatch(/^revision: 2025-\d\d-\d\d \(legacy\)$/);
  });

  it('live over Streamable HTTP with a bearer token: a modern-only stateless server passes, at both isolations', async () => {
    const { serveHttp } = (await import(ERAS_SERVER)) as {
      serveHttp(options: { modernOnly?: boolean; bearer?: string }): Promise<{ url: string; close(): Promise<void> }>;
    };
    const http = await serveHttp({ modernOnly: true, bearer: 'tok-eras-1234' });
    try {
      const workspace = await writeSuite({ 'a.yaml': ERA_SCENARIOS });
      const server = { kind: 'http' as const, url: http.url, bearerToken: 'tok-eras-1234', headers: {} };
      for (const isolation of ['scenario', 'suite'] as const) {
        const run = await runSuite(optionsFor(workspace, server, { isolation, secrets: ['tok-eras-1234'] }));
        expect(
          run.scenarios.map((s) => [s.status, s.revision]),
          isolation,
        ).toEqual([
          ['passed', '2026-07-28'],
          ['passed', '2026-07-28'],
        ]);
        expect(run.scenarios[0]!.output).toBe('revision: 2026-07-28 (modern)');
      }
    } finally {
      await http.close();
    }
  });

  it('both: runs each scenario in each era; a difference fails the scenario, naming the era, with both outputs', async () => {
    const workspace = await writeSuite({ 'a.yaml': ERA_SCENARIOS });
    const server = {
      kind: 'command' as const,
      command: erasCommand('both'),
      cwd: workspace,
      env: { DRIFT_ERA: 'modern' },
    };
    const run = await runSuite(optionsFor(workspace, server, { protocol: 'both' }));
    expect(run.protocol).toMatchObject({ setting: 'both', eras: ['modern', 'legacy'] });
    const [era, drift] = run.scenarios;
    expect(run.scenarios).toHaveLength(2);
    expect(era!.status).toBe('passed');
    expect(era!.eras?.map((e) => [e.era, e.status, e.output])).toEqual([
      ['modern', 'passed', 'revision: 2026-07-28 (modern)'],
      ['legacy', 'passed', expect.stringMatching(/\(legacy\)$/)],
    ]);
    expect(drift!.status).toBe('failed');
    expect(drift!.checks.find((c) => c.status === 'failed')?.message).toMatch(
      /^in the modern era \(2026-07-28\) only: /,
    );
    expect(drift!.eras?.map((e) => [e.era, e.status, e.output])).toEqual([
      ['modern', 'failed', 'drift: changed'],
      ['legacy', 'passed', 'drift: same'],
    ]);
    // The summary names the revisions in its header and shows each era's output of the parity failure.
    const { markdown } = renderSummary(run);
    expect(markdown).toContain('**Protocol:** MCP 2026-07-28 and the legacy era (both eras; server eras-fixture 2.0.0');
    expect(markdown).toMatch(/Joined output, modern era \(2026-07-28, failed\)[^]*drift: changed/);
    expect(markdown).toMatch(/Joined output, legacy era \(2025-[\d-]+, passed\)[^]*drift: same/);
    expect(buildJsonReport(run, '0.0.0').totals).toMatchObject({ total: 2, passed: 1, failed: 1 });
  });

  it('both on a server that serves one era runs each scenario once, in that era', async () => {
    const workspace = await writeSuite({ 'a.yaml': ERA_SCENARIOS });
    const run = await runSuite(
      optionsFor(workspace, { kind: 'command', command: erasCommand('modern'), cwd: workspace }, { protocol: 'both' }),
    );
    expect(run.protocol).toMatchObject({ setting: 'both', eras: ['modern'] });
    expect(run.scenarios.map((s) => [s.status, s.revision, s.eras])).toEqual([
      ['passed', '2026-07-28', undefined],
      ['passed', '2026-07-28', undefined],
    ]);
  });
});
