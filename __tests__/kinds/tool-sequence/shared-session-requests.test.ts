// Scripted answers on one session shared by scenarios running at once (`isolation: suite`,
// concurrency above 1), in each era: every call gets its own scenario's roots and its own step's
// elicitation and sampling answers, never those of a scenario beside it. The 2026-07-28 era routes
// each request to the call it came in (it rides in that call's own input_required result); the 2025
// era, whose requests do not say which call they serve, runs a call that scripts answers alone on
// the session. The server is in-process (a server-module) and reports what it was given.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';

const SERVER = path.join(SERVERS, 'requests/both-eras.mjs');
const CONCURRENCY = 4;
/** Each scenario asks in several calls, so that the scenarios' calls overlap on the shared session. */
const ROUNDS = 3;

keepEnvironment();

/** What each team scripts, and what the server must report back to it alone. */
const TEAMS = [
  {
    team: 'red',
    answer: '{ action: accept, content: { confirm: true } }',
    recorded: 'accept {"confirm":true}',
    deployed: 'deployed: confirm=true',
  },
  {
    team: 'blue',
    answer: '{ action: accept, content: { confirm: false } }',
    recorded: 'accept {"confirm":false}',
    deployed: 'deployed: confirm=false',
  },
  { team: 'green', answer: '{ action: decline }', recorded: 'decline', deployed: 'declined' },
  { team: 'gold', answer: '{ action: cancel }', recorded: 'cancel', deployed: 'cancelled' },
];
const NAMES = TEAMS.map(({ team }) => team);

/** Scenarios that differ only in their `roots:`, and one without any (which shares none). */
const ROOTS_SUITE: Record<string, string> = {
  ...Object.fromEntries(
    NAMES.map((team) => [
      `${team}.yaml`,
      `name: ${team}
roots: [file:///teams/${team}, file:///shared/${team}]
tool_sequence:
${`  - tool: where\n    expected_contains: ["roots: file:///teams/${team}, file:///shared/${team}"]\n`.repeat(ROUNDS)}`,
    ]),
  ),
  'rootless.yaml': `name: rootless
tool_sequence:
${'  - tool: where\n    expected_contains: ["roots: "]\n    expected_not_contains: ["file://"]\n'.repeat(ROUNDS)}`,
};

/** Scenarios that script other elicitation and sampling answers, and one whose eliciting call scripts none. */
const ANSWERS_SUITE: Record<string, string> = {
  ...Object.fromEntries(
    TEAMS.map(({ team, answer, deployed }) => [
      `${team}.yaml`,
      `name: ${team}
tool_sequence:
${`  - tool: deploy
    args: { env: ${team} }
    elicitation: ${answer}
    expected_contains: ["${deployed}"]
  - tool: summarize
    args: { id: 1 }
    sampling: { text: "summary for ${team}" }
    expected_contains: ["summary: summary for ${team} (model scripted)"]
`.repeat(ROUNDS)}`,
    ]),
  ),
  'unscripted.yaml': `name: unscripted
tool_sequence:
  - tool: deploy
    args: { env: nobody }
    expected_contains: ["deployed"]
`,
};

function failedMessages(result: ScenarioResult): string[] {
  return result.checks.filter((check) => check.status === 'failed').map((check) => check.message ?? '');
}

function answersOf(run: RunResult, name: string): string[] {
  const result = run.scenarios.find((s) => s.name === name)!;
  return result.steps.flatMap((step) => step.requests ?? []).map((request) => request.answer);
}

type Protocol = 'legacy' | 'modern';
const runs: Partial<Record<`${'roots' | 'answers'} ${Protocol}`, RunResult>> = {};

beforeAll(async () => {
  const suites = { roots: await writeSuite(ROOTS_SUITE), answers: await writeSuite(ANSWERS_SUITE) };
  for (const protocol of ['legacy', 'modern'] as const) {
    for (const [suite, workspace] of Object.entries(suites) as ['roots' | 'answers', string][]) {
      runs[`${suite} ${protocol}`] = await runSuite(
        optionsFor(
          workspace,
          { kind: 'module', modulePath: SERVER },
          { protocol, isolation: 'suite', concurrency: CONCURRENCY, timeoutMs: 5_000 },
        ),
      );
    }
  }
}, 60_000);

describe.each(['legacy', 'modern'] as const)('scripted answers on a shared session, in the %s era', (protocol) => {
  it('speaks the era asked for', () => {
    expect(runs[`roots ${protocol}`]!.protocol?.era).toBe(protocol);
    expect(runs[`answers ${protocol}`]!.protocol?.era).toBe(protocol);
  });

  it("answers every call with its own scenario's roots, and a scenario without roots: with none", () => {
    const run = runs[`roots ${protocol}`]!;
    const failures = Object.fromEntries(run.scenarios.map((s) => [s.name, failedMessages(s)]));
    expect(failures).toEqual({ red: [], blue: [], green: [], gold: [], rootless: [] });
    for (const team of NAMES) {
      expect(answersOf(run, team)).toEqual(Array(ROUNDS).fill(`file:///teams/${team}, file:///shared/${team}`));
    }
    expect(new Set(answersOf(run, 'rootless'))).toEqual(new Set(['no roots (the scenario has no `roots:`)']));
  });

  it("answers every call's elicitation and sampling from its own step, and fails only the unscripted call", () => {
    const run = runs[`answers ${protocol}`]!;
    const failures = Object.fromEntries(run.scenarios.map((s) => [s.name, failedMessages(s)]));
    expect(failures).toEqual({ red: [], blue: [], green: [], gold: [], unscripted: [expect.any(String)] });
    expect(failures.unscripted![0]).toContain('during the call of deploy, the server asked for input from the user');
    expect(failures.unscripted![0]).toContain('the step has no `elicitation:`');
    for (const { team, recorded } of TEAMS) {
      // Each round: the step's elicitation answer, then its sampling reply; nothing of another scenario's.
      expect(answersOf(run, team)).toEqual(
        Array.from({ length: ROUNDS }).flatMap(() => [recorded, `"summary for ${team}"`]),
      );
    }
  });
});
