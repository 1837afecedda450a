// Expired sessions over Streamable HTTP: a server that answers 404 for a session id it dropped
// (expired, or restarted) gets one new session per scenario, and the call it refused is sent again;
// a call that was already sent when the session was lost is reported, never repeated.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../src/run/index.js';
import { startForgetfulHttpServer, type ForgetfulHttpServer } from '../fixtures/servers/forgetful-http.js';
import { runAction, runCli } from '../helpers/runner.js';
import { optionsFor, writeSuite } from './helpers.js';

let server: ForgetfulHttpServer;
beforeEach(async () => {
  server = await startForgetfulHttpServer();
});
afterEach(() => server.close());

const steps = (...tools: string[]) => tools.map((tool) => `  - tool: ${tool}\n`).join('');
const scenario = (name: string, tools: string[], contains: string[]) =>
  `name: ${name}\nlive: true\ntool_sequence:\n${steps(...tools)}expected_contains: ${JSON.stringify(contains)}\n`;

async function run(files: Record<string, string>, isolation: 'scenario' | 'suite'): Promise<RunResult> {
  const workspace = await writeSuite(files);
  return runSuite(optionsFor(workspace, { kind: 'http', url: server.url, headers: {} }, { isolation, concurrency: 1 }));
}

const byName = (result: RunResult) =>
  Object.fromEntries(result.scenarios.map((s) => [s.name, s])) as Record<string, ScenarioResult>;

describe('a session the server dropped (HTTP 404 for its id)', () => {
  it('isolation: scenario: opens a new session once and sends the refused call again', async () => {
    const result = await run(
      { 'a.yaml': scenario('expires_midway', ['expire', 'count'], ['session=2 calls=1']) },
      'scenario',
    );
    const only = result.scenarios[0]!;
    expect(only.status, only.error).toBe('passed');
    expect(only.output).toBe('expired (session=1)\nsession=2 calls=1');
    expect(server.stats.initializes).toBe(2);
    expect(server.stats.notFound.POST).toBe(1);
    // The retried step says it ran on a new session, and why.
    expect(only.steps[0]!.newSession).toBeUndefined();
    // Some servers treat session ids as credentials: no report shows one, not even in part.
    expect(server.stats.sessionIds).toHaveLength(2);
    for (const id of server.stats.sessionIds) expect(JSON.stringify(result)).not.toContain(id.slice(0, 8));
    expect(only.steps[1]!.newSession).toMatch(
      /^the server answered HTTP 404 to a POST with the session's id \(Mcp-Session-Id\): the session expired or the server restarted$/,
    );
  });

  it('isolation: suite: reopens the shared session instead of failing every later scenario', async () => {
    const result = await run(
      {
        '1.yaml': scenario('first', ['count', 'expire'], ['session=1 calls=1']),
        '2.yaml': scenario('second', ['count'], ['session=2 calls=1']),
        '3.yaml': scenario('third', ['count'], ['session=2 calls=2']),
      },
      'suite',
    );
    const scenarios = byName(result);
    for (const name of ['first', 'second', 'third'])
      expect(scenarios[name]!.status, scenarios[name]!.error).toBe('passed');
    // One reopen for the whole suite; the third scenario shares the reopened session.
    expect(server.stats.initializes).toBe(2);
    expect(scenarios.second!.steps[0]!.newSession).toContain('HTTP 404');
    expect(scenarios.third!.steps[0]!.newSession).toBeUndefined();
  });

  it('isolation: suite: scenarios that lose the shared session at once share one new session', async () => {
    const waiting = ['b', 'c', 'd'].map((name) => [
      `${name}.yaml`,
      scenario(name, ['await_expiry', 'count'], ['expiry seen\nsession=2 calls=']),
    ]);
    const workspace = await writeSuite({
      'a.yaml': scenario('a', ['expire'], ['expired']),
      ...Object.fromEntries(waiting),
    });
    const result = await runSuite(
      optionsFor(workspace, { kind: 'http', url: server.url, headers: {} }, { isolation: 'suite', concurrency: 4 }),
    );
    for (const s of result.scenarios) expect(s.status, `${s.name}: ${s.error}`).toBe('passed');
    expect(server.stats.initializes).toBe(2);
  });

  it('reopens only once per scenario: a second loss fails the scenario, saying so', async () => {
    const result = await run(
      { 'a.yaml': scenario('keeps_expiring', ['expire', 'expire', 'count'], ['calls=']) },
      'scenario',
    );
    const only = result.scenarios[0]!;
    expect(only.status).toBe('errored');
    expect(only.error).toMatch(
      /^count was not called: the server answered HTTP 404 to a POST with the session's id \(Mcp-Session-Id\): the session expired or the server restarted; a new session was opened once already in this scenario, so it is not reopened again$/,
    );
    expect(server.stats.initializes).toBe(2);
  });

  it('does not send again a call that may already have run, and says why', async () => {
    const result = await run({ 'a.yaml': scenario('restarts_midcall', ['restart', 'count'], ['calls=']) }, 'scenario');
    const only = result.scenarios[0]!;
    expect(only.status).toBe('errored');
    expect(only.error).toMatch(
      /^restart failed: the server answered HTTP 404 to a GET with the session's id \(Mcp-Session-Id\): the session expired or the server restarted, after the call was sent; it may already have run on the server, so it was not sent again$/,
    );
    expect(server.stats.restartRuns).toBe(1);
    expect(server.stats.initializes).toBe(1);
  });

  it('isolation: suite: after a call that may have run, later scenarios get a reopened session', async () => {
    const result = await run(
      {
        '1.yaml': scenario('restarts', ['restart'], ['never delivered']),
        '2.yaml': scenario('after_restart', ['count'], ['session=2 calls=1']),
      },
      'suite',
    );
    const scenarios = byName(result);
    expect(scenarios.restarts!.status).toBe('errored');
    expect(scenarios.restarts!.error).toContain('it may already have run on the server, so it was not sent again');
    expect(scenarios.after_restart!.status, scenarios.after_restart!.error).toBe('passed');
    expect(server.stats.restartRuns).toBe(1);
  });

  it.each(['scenario', 'suite'] as const)(
    'isolation: %s: a session dropped before the tool list is read is reopened, and the list read again',
    async (isolation) => {
      await server.close();
      server = await startForgetfulHttpServer({ dropOnFirstToolList: true });
      const result = await run({ 'a.yaml': scenario('early', ['count'], ['session=2 calls=1']) }, isolation);
      const only = result.scenarios[0]!;
      expect(only.status, only.error).toBe('passed');
      expect(server.stats.initializes).toBe(2);
      expect(server.stats.notFound.POST).toBe(1);
    },
  );

  it('a server that answers 404 to every GET (instead of 405) has not dropped its sessions', async () => {
    await server.close();
    server = await startForgetfulHttpServer({ getStatus: 404 });
    const result = await run(
      { 'a.yaml': scenario('plain', ['count', 'count'], ['session=1 calls=1\nsession=1 calls=2']) },
      'scenario',
    );
    const only = result.scenarios[0]!;
    expect(only.status, only.error).toBe('passed');
    expect(server.stats.initializes).toBe(1);
  });
});

describe('a reopened session, as the bundles report it', () => {
  const SUITE = { 'expiring.yaml': scenario('expires_midway', ['expire', 'count'], ['session=2 calls=1']) };

  it('the action: the scenario passes, and a notice at the step that ran on a new session says why', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runAction({ scenarios: '*.yaml', 'remote-url': server.url }, { workspace });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.passed).toBe('1');
    const notices = run.annotations.filter((a) => a.level === 'notice' && a.properties.title === 'expires_midway');
    expect(notices).toEqual([
      {
        level: 'notice',
        properties: { title: 'expires_midway', file: 'expiring.yaml', line: '5', col: '5' },
        message: expect.stringMatching(
          /^count ran on a new session: the server answered HTTP 404 to a POST with the session's id \(Mcp-Session-Id\): the session expired or the server restarted; state that earlier steps left on the server was lost$/,
        ),
      },
    ]);
  });

  it('the CLI: the scenario line says which step ran on a new session', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runCli(['*.yaml', '--remote-url', server.url], { cwd: workspace });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /^PASS {2}expires_midway .* \(count at line 5 ran on a new session: the server answered HTTP 404 to a POST with the session's id \(Mcp-Session-Id\): the session expired or the server restarted\)$/m,
    );
  });
});
