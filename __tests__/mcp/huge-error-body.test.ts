import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { BODY_START, startHugeErrorServer } from '../fixtures/hostile/huge-error-http.js';
import { optionsFor, writeSuite } from './helpers.js';

// Two scenarios: the second shows the run goes on (and nothing rejected unhandled) after the first.
const SUITE = {
  'live.yaml': ['first', 'second']
    .map((name) => `name: ${name}\nlive: true\ntool_sequence:\n  - tool: boom\nexpected_contains: ["never"]\n`)
    .join('---\n'),
};

let server: Awaited<ReturnType<typeof startHugeErrorServer>>;
let workspace: string;
beforeAll(async () => {
  server = await startHugeErrorServer();
  workspace = await writeSuite(SUITE);
});
afterAll(() => server?.close());

// The connect limit is far above what an answer takes: a stalled body would be reported as a
// timeout (or not at all) instead of as the 500 it is.
const run = (path: string) =>
  runSuite(
    optionsFor(
      workspace,
      { kind: 'http', url: `${server.url}${path}`, headers: {} },
      { connectTimeoutMs: 60_000, timeoutMs: 60_000, concurrency: 1 },
    ),
  );

describe('a live server answering HTTP 500 with a large body', () => {
  for (const size of ['20k', '400k', 'endless']) {
    it(`on initialize (${size}): says the status and quotes the start of the body`, { timeout: 45_000 }, async () => {
      const result = await run(`/handshake/${size}`);
      const message = result.serverError?.message ?? result.scenarios[0]?.error ?? '';
      expect(message).toContain(`${server.url}/handshake/${size} answered HTTP 500`);
      expect(message).toContain(`"${BODY_START}\\n`);
      expect(result.scenarios.map((s) => s.status)).toEqual(['errored', 'errored']);
    });

    it(`on tools/call (${size}): errors each scenario with the status and body`, { timeout: 45_000 }, async () => {
      const result = await run(`/call/${size}`);
      expect(result.serverError).toBeUndefined();
      expect(result.scenarios).toHaveLength(2);
      for (const scenario of result.scenarios) {
        expect(scenario.status).toBe('errored');
        expect(scenario.error).toContain(`boom failed: ${server.url}/call/${size} answered HTTP 500`);
        expect(scenario.error).toContain(`"${BODY_START}\\n`);
      }
    });
  }
});
