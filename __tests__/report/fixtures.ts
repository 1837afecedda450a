import type { CheckResult, RunResult, ScenarioResult, SourcePosition } from '../../src/model/index.js';

/** Hand-made results: one of every outcome the reports must make legible. */

const at = (file: string, line: number, column = 5): SourcePosition => ({ file, line, column });

function scenario(partial: Partial<ScenarioResult> & Pick<ScenarioResult, 'name' | 'status'>): ScenarioResult {
  return {
    position: at(`scenarios/${partial.name}.yaml`, 1, 7),
    durationMs: 120,
    steps: [],
    checks: [],
    output: '',
    ...partial,
  };
}

const EVENTS = '2 ECNL event(s):\n\nFall Showcase (ECNL Girls)\n  Conference: North Atlantic · Season: 2025-26';

function check(
  file: string,
  partial: Partial<CheckResult> & Pick<CheckResult, 'kind' | 'subject' | 'status'>,
  line: number,
) {
  return { position: at(file, line), ...partial } as CheckResult;
}

function step(file: string, tool: string, line: number, text = EVENTS, isError = false) {
  return { tool, position: at(file, line), text, isError, durationMs: 40 };
}

export function mixedRun(): RunResult {
  const f = (name: string) => `scenarios/${name}.yaml`;
  return {
    mode: 'stub',
    isolation: 'scenario',
    target: 'python -m ecnl_server --stub',
    startedAt: '2026-01-15T09:00:00.000Z',
    durationMs: 4321,
    fileErrors: [],
    unmatchedGlobs: [],
    notLive: 0,
    deselected: 2,
    judge: {
      mode: 'required',
      model: 'claude-haiku-4-5',
      calls: 4,
      inputTokens: 12345,
      outputTokens: 67,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
      // 12,345 × $1 + 67 × $5 per million (claude-haiku-4-5).
      cost: { usd: 0.01268, unknown: [] },
      costBudgetUsd: 0.5,
    },
    cost: { usd: 0.01268, unknown: [] },
    scenarios: [
      scenario({
        name: 'find_events_basic',
        cost: { usd: 0.0032, unknown: [] },
        description: 'Lists events with a conference and a season.',
        status: 'passed',
        steps: [step(f('find_events_basic'), 'find_events', 3)],
        output: EVENTS,
        checks: [
          check(f('find_events_basic'), { kind: 'step', subject: 'find_events', status: 'passed' }, 3),
          check(f('find_events_basic'), { kind: 'contains', subject: 'North Atlantic', status: 'passed' }, 6),
          check(
            f('find_events_basic'),
            {
              kind: 'judge',
              subject: 'Output lists at least one ECNL event with a conference and a season.',
              status: 'passed',
              judge: {
                verdict: 'PASS',
                reason: 'It lists Fall Showcase with a conference and season.',
                raw: 'VERDICT: PASS\nREASON: It lists Fall Showcase with a conference and season.',
              },
            },
            9,
          ),
        ],
      }),
      scenario({
        name: 'wrong_contains',
        status: 'failed',
        steps: [step(f('wrong_contains'), 'find_events', 3)],
        output: EVENTS,
        checks: [
          check(f('wrong_contains'), { kind: 'step', subject: 'find_events', status: 'passed' }, 3),
          check(
            f('wrong_contains'),
            {
              kind: 'contains',
              subject: 'north atlantic',
              status: 'failed',
              message: 'expected the output to contain "north atlantic"; found it in another case: "North Atlantic"',
            },
            7,
          ),
        ],
      }),
      scenario({
        name: 'leaks_internal_ids',
        status: 'failed',
        steps: [step(f('leaks_internal_ids'), 'find_events', 3, `${EVENTS}\n  id: evt_123`)],
        output: `${EVENTS}\n  id: evt_123`,
        checks: [
          check(f('leaks_internal_ids'), { kind: 'step', subject: 'find_events', status: 'passed' }, 3),
          check(
            f('leaks_internal_ids'),
            {
              kind: 'not_contains',
              subject: 'evt_',
              status: 'failed',
              message: 'expected the output not to contain "evt_", but line 5 has it: "  id: evt_123"',
            },
            6,
          ),
        ],
      }),
      scenario({
        name: 'tool_returns_error',
        status: 'failed',
        steps: [step(f('tool_returns_error'), 'find_events', 3, 'upstream timeout after 5 s', true)],
        output: 'upstream timeout after 5 s',
        stderr: 'WARN upstream slow\n',
        checks: [
          check(
            f('tool_returns_error'),
            {
              kind: 'step',
              subject: 'find_events',
              status: 'failed',
              message: 'find_events returned isError: true: upstream timeout after 5 s',
            },
            3,
          ),
          check(
            f('tool_returns_error'),
            {
              kind: 'judge',
              subject: 'Output names the event.',
              status: 'skipped',
              message: 'not judged: the tool sequence did not run as expected',
            },
            8,
          ),
        ],
      }),
      scenario({
        name: 'bad_season_is_rejected',
        status: 'failed',
        steps: [step(f('bad_season_is_rejected'), 'find_events', 3)],
        output: EVENTS,
        checks: [
          check(
            f('bad_season_is_rejected'),
            {
              kind: 'step',
              subject: 'find_events',
              status: 'failed',
              message: 'find_events succeeded, but the step says expect_error: true',
            },
            3,
          ),
        ],
      }),
      scenario({
        name: 'unknown_tool',
        status: 'errored',
        error: 'the tool sequence names tools the server lacks',
        checks: [
          check(
            f('unknown_tool'),
            {
              kind: 'step',
              subject: 'find_event',
              status: 'failed',
              message: 'the server has no tool "find_event": did you mean "find_events"?',
            },
            3,
          ),
        ],
      }),
      scenario({
        name: 'server_crashes',
        status: 'errored',
        durationMs: 1500,
        error: 'the server exited before answering initialize (exit code 1)',
        serverFailed: true,
        stderr:
          'Traceback (most recent call last):\n  File "server.py", line 1, in <module>\n    import fastmcp\nModuleNotFoundError: No module named \'fastmcp\'\n',
      }),
      scenario({
        name: 'judge_fails',
        status: 'failed',
        steps: [step(f('judge_fails'), 'find_events', 3)],
        output: EVENTS,
        checks: [
          check(f('judge_fails'), { kind: 'step', subject: 'find_events', status: 'passed' }, 3),
          check(
            f('judge_fails'),
            {
              kind: 'judge',
              subject: 'Output gives the dates of every event.',
              status: 'failed',
              message: 'judge: FAIL: The output gives no dates.',
              judge: {
                verdict: 'FAIL',
                reason: 'The output gives no dates.',
                raw: 'VERDICT: FAIL\nREASON: The output gives no dates.',
              },
            },
            7,
          ),
        ],
      }),
      scenario({
        name: 'judge_malformed',
        cost: { usd: null, unknown: ['claude-mystery-1'] },
        status: 'failed',
        steps: [step(f('judge_malformed'), 'find_events', 3)],
        output: EVENTS,
        checks: [
          check(f('judge_malformed'), { kind: 'step', subject: 'find_events', status: 'passed' }, 3),
          check(
            f('judge_malformed'),
            {
              kind: 'judge',
              subject: 'Output lists a season.',
              status: 'failed',
              message: 'judge: FAIL: Sure! Here is my verdict: **VERDICT: PASS**',
              judge: {
                verdict: 'FAIL',
                reason: 'Sure! Here is my verdict: **VERDICT: PASS**',
                raw: 'Sure! Here is my verdict:\n**VERDICT: PASS**',
                malformed: 'a preamble before the VERDICT line',
              },
            },
            7,
          ),
        ],
      }),
      scenario({
        name: 'waiting_on_upstream',
        status: 'skipped',
        durationMs: 0,
        skipReason: 'upstream API is down, see #12',
      }),
    ],
  };
}

/** Live mode without a judge key: criteria skipped visibly, scenarios without live: true not run. */
export function judgeSkippedRun(): RunResult {
  const reason = 'not evaluated: ANTHROPIC_API_KEY is not set (judge: auto)';
  const file = 'scenarios/live/events.yaml';
  return {
    mode: 'live',
    isolation: 'suite',
    target: 'https://mcp.example.com/mcp',
    startedAt: '2026-01-15T09:00:00.000Z',
    durationMs: 2100,
    fileErrors: [],
    unmatchedGlobs: [],
    notLive: 3,
    deselected: 0,
    judge: {
      mode: 'auto',
      model: 'claude-haiku-4-5',
      skippedBecause: reason,
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    },
    scenarios: [
      scenario({
        name: 'live_events',
        position: at(file, 1, 7),
        status: 'passed',
        output: EVENTS,
        steps: [step(file, 'find_events', 4)],
        checks: [
          check(file, { kind: 'step', subject: 'find_events', status: 'passed' }, 4),
          check(file, { kind: 'contains', subject: '2025-26', status: 'passed' }, 7),
          check(file, { kind: 'judge', subject: 'Output lists an event.', status: 'skipped', message: reason }, 9),
        ],
      }),
      scenario({
        name: 'live_judge_only',
        position: at(file, 12, 7),
        status: 'skipped',
        output: EVENTS,
        skipReason: 'no check was evaluated: every check of this scenario was skipped',
        steps: [step(file, 'find_events', 15)],
        checks: [
          check(file, { kind: 'step', subject: 'find_events', status: 'skipped', message: reason }, 15),
          check(file, { kind: 'judge', subject: 'Output is friendly.', status: 'skipped', message: reason }, 18),
        ],
      }),
    ],
  };
}

/** Invalid files: nothing ran. */
export function fileErrorRun(): RunResult {
  return {
    mode: 'stub',
    isolation: 'scenario',
    target: 'node examples/ecnl/server.mjs',
    startedAt: '2026-01-15T09:00:00.000Z',
    durationMs: 30,
    fileErrors: [
      {
        position: at('scenarios/bad.yaml', 5, 1),
        message: 'unknown key "expected_contain": did you mean "expected_contains"?',
      },
      {
        position: at('scenarios/bad.yaml', 2, 7),
        message: 'name must use letters, digits, _ . - only, got "find events"',
      },
      {
        position: at('scenarios/empty.yaml', 1, 1),
        message: 'a scenario needs at least one check (expected_* or expect_error)',
      },
    ],
    unmatchedGlobs: ['scenarios/**/*.yml'],
    notLive: 0,
    deselected: 0,
    judge: {
      mode: 'auto',
      model: 'claude-haiku-4-5',
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    },
    scenarios: [],
  };
}

export const REPOSITORY = {
  serverUrl: 'https://github.com',
  repository: 'acme/ecnl-mcp',
  sha: '0123456789abcdef0123456789abcdef01234567',
};
