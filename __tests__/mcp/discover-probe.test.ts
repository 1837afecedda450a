// Issue 42 §8: under `protocol: auto` the `server/discover` probe has a bounded wait of its own; a
// server that never answers it (a 2025-era server that ignores a request it does not know) is given
// the 2025 handshake on a fresh connection, with a notice, over stdio and over HTTP (the SDK treats
// the two differently). No message names a request that was not sent.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunOptions } from '../../src/run/index.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { startIgnoresDiscoverHttp } from '../fixtures/servers/ignores-discover.mjs';
import { optionsFor, SERVERS, writeSuite } from './helpers.js';

const node = `"${process.execPath}"`;
const IGNORES_DISCOVER = `${node} "${path.join(SERVERS, 'ignores-discover.mjs')}"`;
const DIES_BEFORE_INITIALIZE = `${node} "${path.join(SERVERS, 'dies-before-initialize.mjs')}"`;
/** The probe's wait in these tests (DISCOVER_PROBE_TIMEOUT_MS is seconds). */
const PROBE_MS = 300;
/** Far longer than the probe's wait: a run that waited it out instead would take this long. */
const CONNECT_MS = 8_000;

const echo = (name: string) =>
  // live: a run against a URL is a live run, which runs only live scenarios.
  `name: ${name}\nlive: true\ntool_sequence:\n  - tool: echo\n    args: { text: "${name}" }\nexpected_contains: ["echo: ${name}"]\n`;
const SUITE = { 'a.yaml': [echo('one'), echo('two')].join('---\n') };

async function runAuto(server: RunOptions['server'], workspace: string) {
  return runSuite(
    optionsFor(workspace, server, { connectTimeoutMs: CONNECT_MS, discoverProbeTimeoutMs: PROBE_MS, secrets: [] }),
  );
}

describe('protocol: auto and a server that never answers server/discover', () => {
  it.each(['stdio', 'http'] as const)(
    'over %s: falls back to initialize on a fresh connection after the probe, says so, and passes',
    async (transport) => {
      const workspace = await writeSuite(SUITE);
      const http = transport === 'http' ? await startIgnoresDiscoverHttp() : undefined;
      try {
        const server: RunOptions['server'] = http
          ? { kind: 'http', url: http.url, headers: {} }
          : { kind: 'command', command: IGNORES_DISCOVER, cwd: workspace };
        const run = await runAuto(server, workspace);
        expect(run.serverError).toBeUndefined();
        expect(run.scenarios.map((s) => [s.name, s.status, s.revision])).toEqual([
          ['one', 'passed', '2025-06-18'],
          ['two', 'passed', '2025-06-18'],
        ]);
        expect(run.durationMs).toBeLessThan(CONNECT_MS);
        const notice =
          `the server did not answer server/discover within ${PROBE_MS} ms (DISCOVER_PROBE_TIMEOUT_MS), so the run ` +
          'speaks the 2025 era: the server answered initialize on a fresh connection; a server that serves 2026-07-28 ' +
          'but is slow to answer can be tested in it with protocol: modern';
        expect(run.protocol).toMatchObject({ setting: 'auto', era: 'legacy', eras: ['legacy'], fallback: notice });
        expect(renderRunReport(run, { color: false })).toContain(`notice: ${notice}`);
        expect(
          planAnnotations(run)
            .annotations.filter((a) => a.level === 'notice')
            .map((a) => a.message),
        ).toContain(notice);
      } finally {
        await http?.close();
      }
    },
  );

  it('protocol: both does not wait for the probe a second time', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: IGNORES_DISCOVER, cwd: workspace },
        { protocol: 'both', connectTimeoutMs: CONNECT_MS, discoverProbeTimeoutMs: PROBE_MS },
      ),
    );
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'passed']);
    expect(run.protocol).toMatchObject({ setting: 'both', eras: ['legacy'] });
    expect(run.durationMs).toBeLessThan(CONNECT_MS);
  });
});

describe('a message names the request the server did not answer, never one not sent', () => {
  it('protocol: modern, a server that never answers server/discover: it is named, not initialize', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: IGNORES_DISCOVER, cwd: workspace },
        { protocol: 'modern', connectTimeoutMs: 500, discoverProbeTimeoutMs: PROBE_MS },
      ),
    );
    const message = run.serverError?.message ?? '';
    expect(message).toContain('did not answer server/discover within 500 ms (connect-timeout-ms)');
    expect(message.split('initialize')).toHaveLength(1);
  });

  it('protocol: modern, a server that exits on server/discover: it exited before answering server/discover', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'command', command: DIES_BEFORE_INITIALIZE, cwd: workspace },
        { protocol: 'modern' },
      ),
    );
    const message = run.serverError?.message ?? '';
    expect(message).toContain('the server process exited with code 1 before answering server/discover');
    expect(message).not.toContain('before answering initialize');
  });
});
