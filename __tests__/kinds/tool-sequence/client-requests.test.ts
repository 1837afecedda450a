// What the server asks of the client during a call (elicitation, sampling, roots), answered from the
// scenario's script, through the real engine against a real server that serves both eras: every
// answer reaches the server in each era, and every way the server and the script part fails the step
// with a message that shows the request. Each run is bounded: an unanswered request must never hang.
// The scripted runs have the server in-process (a server-module, served in each era through the SDK's
// era entry as over stdio); the runs without roots have it as a process, as a user's command does.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { lineOf } from '../../helpers/runner.js';
import { startEraHttpServer } from '../../fixtures/servers/eras/http.mjs';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';

const SERVER = path.join(SERVERS, 'requests/both-eras.mjs');
const COMMAND = `"${process.execPath}" "${SERVER}"`;

keepEnvironment();

const SUITE = {
  'answered.yaml': `name: answered
roots:
  - file:///workspace/data
  - { uri: "file:///workspace/more", name: more }
tool_sequence:
  - tool: deploy
    args: { env: prod }
    elicitation: { action: accept, content: { confirm: true } }
    expected_contains: ["deployed: confirm=true"]
  - tool: deploy
    args: { env: staging }
    elicitation: { action: decline }
    expected_contains: ["declined"]
  - tool: deploy
    args: { env: dev }
    elicitation: { action: cancel }
    expected_contains: ["cancelled"]
  - tool: summarize
    args: { id: 7 }
    sampling: { text: "A two-line summary.", model: tiny-1 }
    expected_contains: ["summary: A two-line summary. (model tiny-1)"]
  - tool: ask_twice
    args: {}
    elicitation:
      - { action: accept, content: { confirm: true } }
      - { action: decline }
    expected_contains: ["answers: confirm=true, declined"]
  - tool: where
    args: {}
    expected_contains: ["roots: file:///workspace/data, file:///workspace/more"]
`,
  'unscripted.yaml': `name: unscripted
tool_sequence:
  - tool: deploy
    args: { env: prod }
  - tool: plain
    args: {}
expected_contains: ["plain answer"]
`,
  'too-few.yaml': `name: too_few_rounds
tool_sequence:
  - tool: ask_twice
    args: {}
    elicitation: { action: accept, content: { confirm: true } }
expected_contains: ["answers"]
`,
  'unused.yaml': `name: unused_script
tool_sequence:
  - tool: plain
    args: {}
    elicitation: { action: accept, content: { confirm: true } }
expected_contains: ["plain answer"]
`,
  'misfit.yaml': `name: content_misfit
tool_sequence:
  - tool: shape
    args: {}
    elicitation: { action: accept, content: { replicas: "three", zones: 2 } }
expected_contains: ["replicas"]
`,
  'no-roots.yaml': `name: no_roots
tool_sequence:
  - tool: where
    args: {}
    expected_contains: ["roots: "]
`,
};

function scenario(run: RunResult, name: string): ScenarioResult {
  const found = run.scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
}

function failedMessages(result: ScenarioResult): string[] {
  return result.checks.filter((check) => check.status === 'failed').map((check) => check.message ?? '');
}

let workspace: string;
const runs: Partial<Record<'legacy' | 'modern' | 'both', RunResult>> = {};

beforeAll(async () => {
  workspace = await writeSuite(SUITE);
  for (const protocol of ['legacy', 'modern', 'both'] as const) {
    runs[protocol] = await runSuite(
      optionsFor(workspace, { kind: 'module', modulePath: SERVER }, { protocol, timeoutMs: 5_000 }),
    );
  }
}, 60_000);

describe.each(['legacy', 'modern'] as const)('requests of the server, in the %s era', (protocol) => {
  it('speaks the era asked for', () => {
    expect(runs[protocol]!.protocol?.era).toBe(protocol);
  });

  it('answers elicitation (accept, decline, cancel, two rounds), sampling and roots from the script', () => {
    const result = scenario(runs[protocol]!, 'answered');
    expect(failedMessages(result)).toEqual([]);
    expect(result.status).toBe('passed');
    expect(result.steps[0]!.requests).toEqual([
      {
        kind: 'elicitation',
        message: expect.stringContaining('"Deploy to prod?" with the schema {"type":"object"'),
        answer: 'accept {"confirm":true}',
        answered: true,
      },
    ]);
    expect(result.steps[3]!.requests).toEqual([
      {
        kind: 'sampling',
        message: 'messages ["user: Summarize document 7."]',
        answer: '"A two-line summary."',
        answered: true,
      },
    ]);
    expect(result.steps[4]!.requests?.map((request) => request.answer)).toEqual(['accept {"confirm":true}', 'decline']);
    expect(result.steps[5]!.requests).toEqual([
      expect.objectContaining({ kind: 'roots', answer: 'file:///workspace/data, file:///workspace/more' }),
    ]);
  });

  it('fails the step of an unscripted elicitation, showing the request, and calls no later step', async () => {
    const result = scenario(runs[protocol]!, 'unscripted');
    expect(result.status).toBe('failed');
    const [message] = failedMessages(result);
    expect(message).toContain(
      'during the call of deploy, the server asked for input from the user (elicitation/create): "Deploy to prod?" ' +
        'with the schema {"type":"object","properties":{"confirm":{"type":"boolean"}}',
    );
    expect(message).toContain('the step has no `elicitation:`; add one');
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]!.requests?.[0]).toMatchObject({ kind: 'elicitation', answered: false });
    const check = result.checks.find((c) => c.status === 'failed')!;
    expect(check.position.line).toBe(await lineOf(path.join(workspace, 'unscripted.yaml'), '- tool: deploy'));
  });

  it('fails a request past the rounds scripted', () => {
    const [message] = failedMessages(scenario(runs[protocol]!, 'too_few_rounds'));
    expect(message).toContain('"Second?"');
    expect(message).toContain('the step scripts 1 elicitation round and the server asked for more');
  });

  it('fails a scripted answer the server never asked for, at its line', async () => {
    const result = scenario(runs[protocol]!, 'unused_script');
    expect(result.status).toBe('failed');
    const check = result.checks.find((c) => c.status === 'failed')!;
    // Said of the era spoken: a server may ask in one era only (issue 43 §9).
    expect(check.message).toContain(
      `the server did not ask for the scripted elicitation during the call of plain in the ${protocol} era (`,
    );
    expect(check.message).toContain('if it asks in neither era, its behaviour changed or the script is wrong');
    expect(check.position.line).toBe(await lineOf(path.join(workspace, 'unused.yaml'), 'elicitation:'));
  });

  it('refuses content that does not fit the schema the server sent, naming the fields', () => {
    const result = scenario(runs[protocol]!, 'content_misfit');
    expect(result.status).toBe('failed');
    const [message] = failedMessages(result);
    expect(message).toContain('does not fit the schema the server sent');
    expect(message).toContain('content.zones is not a field the server asked for (it asks for: replicas)');
    expect(message).toContain('content.replicas must be a whole number');
    expect(result.steps[0]!.requests?.[0]).toMatchObject({ kind: 'elicitation', answered: false });
  });

  it('shares no roots when the scenario has none', () => {
    const result = scenario(runs[protocol]!, 'no_roots');
    expect(result.status).toBe('passed');
    expect(result.steps[0]!.requests?.[0]?.answer).toBe('no roots (the scenario has no `roots:`)');
  });
});

describe('requests of the server, under protocol: both', () => {
  it('gives each scenario the same outcome in both eras', () => {
    const run = runs.both!;
    expect(run.protocol?.eras).toEqual(expect.arrayContaining(['legacy', 'modern']));
    const statuses = Object.fromEntries(run.scenarios.map((s) => [s.name, s.eras?.map((era) => era.status)]));
    expect(statuses).toEqual({
      answered: ['passed', 'passed'],
      unscripted: ['failed', 'failed'],
      too_few_rounds: ['failed', 'failed'],
      unused_script: ['failed', 'failed'],
      content_misfit: ['failed', 'failed'],
      no_roots: ['passed', 'passed'],
    });
  });
});

// The shared era fixture over Streamable HTTP: its 2025-era leg is sessionful (server→client
// requests ride the call's stream) and its 2026-07-28 leg stateless (input_required rounds).
describe('requests of the server over Streamable HTTP (the era fixture), in each era', () => {
  const HTTP_SUITE = {
    'http.yaml': `name: over_http
live: true
roots: [file:///workspace/data]
tool_sequence:
  - tool: deploy
    elicitation: { action: accept, content: { confirm: true } }
    expected_contains: ["deployed: confirm=true"]
  - tool: summarize
    args: { text: report }
    sampling: { text: "A two-line summary." }
    expected_contains: ["summary: A two-line summary."]
  - tool: where
    expected_contains: ["roots: file:///workspace/data"]
---
name: over_http_unscripted
live: true
tool_sequence:
  - tool: deploy
expected_contains: ["deployed"]
`,
  };

  it.each(['legacy', 'modern'] as const)(
    '%s: scripted answers reach the server; an unscripted one fails',
    async (protocol) => {
      const http = await startEraHttpServer({ era: 'both' });
      try {
        const dir = await writeSuite(HTTP_SUITE);
        const run = await runSuite(
          optionsFor(dir, { kind: 'http', url: http.url, headers: {} }, { protocol, timeoutMs: 5_000 }),
        );
        expect(run.protocol?.era).toBe(protocol);
        const answered = scenario(run, 'over_http');
        expect(failedMessages(answered)).toEqual([]);
        expect(answered.status).toBe('passed');
        const unscripted = scenario(run, 'over_http_unscripted');
        expect(unscripted.status).toBe('failed');
        expect(failedMessages(unscripted)[0]).toContain('"Deploy now?" with the schema');
      } finally {
        await http.close();
      }
    },
    30_000,
  );
});

// Roots are offered only when a selected scenario has `roots:`: a run without any does not declare
// the capability, so a server that asks for them is refused in either era (and a 2025-era server that
// asks after connecting, as server-everything does, is not left waiting past a short session).
describe('a run where no scenario has roots:', () => {
  it.each(['legacy', 'modern'] as const)(
    '%s: the client offers no roots, and a call that asks fails',
    async (protocol) => {
      const dir = await writeSuite({ 'no-roots.yaml': SUITE['no-roots.yaml']! });
      const run = await runSuite(
        optionsFor(dir, { kind: 'command', command: COMMAND, cwd: dir }, { protocol, timeoutMs: 5_000 }),
      );
      const result = scenario(run, 'no_roots');
      expect(result.status).not.toBe('passed');
      const said = [result.error ?? '', ...failedMessages(result)].join('\n');
      expect(said).toMatch(/roots\/list/);
      expect(said).toMatch(/did not declare|do not declare/);
    },
  );
});
