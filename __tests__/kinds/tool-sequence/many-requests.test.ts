// A server that asks the client thousands of times in one call, and one that asks in one era only,
// through the real engine and the real renderers, against an in-process server served in each era
// (issue 43 §8, §9). What the server asked is kept up to a named limit and the rest counted, so one
// step's failure stays a few kilobytes in every report, and a scenario beside it keeps its details;
// an answer the server did not ask for in one era is said to be that, not a script to cut down.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import {
  CALL_REQUEST_PROBLEMS_SHOWN,
  CALL_REQUESTS_KEPT,
  CLIENT_REQUEST_QUOTE_CHARS,
} from '../../../src/model/limits.js';
import { renderJsonReport } from '../../../src/report/json.js';
import { renderJunit } from '../../../src/report/junit.js';
import { renderSummary } from '../../../src/report/summary.js';
import { renderRunReport } from '../../../src/report/terminal.js';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';

const SERVER = path.join(SERVERS, 'requests/asks-much.mjs');

keepEnvironment();

/**
 * Elicitations asked in one call: one round of this many `inputRequests` (2025 era: this many
 * requests, about 3 ms each here). Four times CALL_REQUESTS_KEPT: before the limits, a round of 500
 * made a 380 KB failure message, and one of 200 about 150 KB.
 */
const ASKED = 200;

const FLOOD_SUITE = {
  'flood.yaml': `name: flood
tool_sequence:
  - tool: ask_many
    args: { count: ${ASKED} }
    elicitation: { action: accept, content: { confirm: true } }
expected_contains: ["answered"]
`,
  'form.yaml': `name: big_form
tool_sequence:
  - tool: big_form
    args: {}
    elicitation: { action: accept, content: { note: "none of the fields" } }
expected_contains: ["form filled"]
`,
  'small.yaml': `name: small_unrelated
tool_sequence:
  - tool: small
    args: {}
expected_contains: ["a larger answer"]
`,
};

const ERA_SUITE = {
  'era.yaml': `name: asks_in_2025_only
tool_sequence:
  - tool: confirm_in_2025_only
    args: {}
    elicitation: { action: accept, content: { confirm: true } }
expected_contains: ["confirmed"]
`,
};

/**
 * The most one step's failure message may take: the problems said, each a request quoted (cut to
 * CLIENT_REQUEST_QUOTE_CHARS) with why it was refused, and the sentence counting the rest.
 */
const FAILURE_MESSAGE_BOUND = (CALL_REQUEST_PROBLEMS_SHOWN + 1) * 2 * CLIENT_REQUEST_QUOTE_CHARS;
/** The most a report of the two scenarios may take: the requests kept, each cut, and the message, with room. */
const REPORT_BOUND = CALL_REQUESTS_KEPT * 3 * CLIENT_REQUEST_QUOTE_CHARS;

function scenario(run: RunResult, name: string): ScenarioResult {
  const found = run.scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
}

function failedMessage(result: ScenarioResult): string {
  return result.checks.find((check) => check.status === 'failed')?.message ?? '';
}

const floods: Partial<Record<'legacy' | 'modern', RunResult>> = {};
const eraRuns: Partial<Record<'modern' | 'both', RunResult>> = {};

beforeAll(async () => {
  const flood = await writeSuite(FLOOD_SUITE);
  for (const protocol of ['legacy', 'modern'] as const) {
    floods[protocol] = await runSuite(
      optionsFor(flood, { kind: 'module', modulePath: SERVER }, { protocol, timeoutMs: 10_000 }),
    );
  }
  const era = await writeSuite(ERA_SUITE);
  for (const protocol of ['modern', 'both'] as const) {
    eraRuns[protocol] = await runSuite(
      optionsFor(era, { kind: 'module', modulePath: SERVER }, { protocol, timeoutMs: 5_000 }),
    );
  }
}, 60_000);

describe.each(['legacy', 'modern'] as const)(
  'a server that asks hundreds of times in one call, in the %s era',
  (protocol) => {
    it('keeps the first requests, counts the rest, and fails the step in a message of a few kilobytes', () => {
      const run = floods[protocol]!;
      expect(run.protocol?.era).toBe(protocol);
      const flood = scenario(run, 'flood');
      expect(flood.status).toBe('failed');
      const step = flood.steps[0]!;
      expect(step.requests).toHaveLength(CALL_REQUESTS_KEPT);
      expect(step.requestsLeftOut).toBe(ASKED - CALL_REQUESTS_KEPT);
      // Each request as kept is cut: the question is padded past the quote.
      for (const request of step.requests!)
        expect(request.message.length).toBeLessThanOrEqual(CLIENT_REQUEST_QUOTE_CHARS + 1);

      const message = failedMessage(flood);
      expect(message.length).toBeLessThan(FAILURE_MESSAGE_BOUND);
      expect(message).toContain('the step scripts 1 elicitation round and the server asked for more');
      // One answered, the first CALL_REQUEST_PROBLEMS_SHOWN refusals said, the rest counted.
      const counted = (ASKED - 1 - CALL_REQUEST_PROBLEMS_SHOWN).toLocaleString('en-US');
      expect(message).toContain(`${counted} more of the server's requests during the call of ask_many were refused`);
      expect(message).toContain(`it asked ${ASKED.toLocaleString('en-US')} times in all`);
    });

    it('cuts what content that misses a thousand fields of the form says, in its record and the failure', () => {
      const form = scenario(floods[protocol]!, 'big_form');
      expect(form.status).toBe('failed');
      const message = failedMessage(form);
      expect(message).toContain(
        'does not fit the schema the server sent: content.note is not a field the server asked for',
      );
      expect(message.length).toBeLessThan(FAILURE_MESSAGE_BOUND);
      const [request] = form.steps[0]!.requests!;
      expect(request).toMatchObject({ kind: 'elicitation', answered: false });
      expect(request!.answer.length).toBeLessThanOrEqual(CLIENT_REQUEST_QUOTE_CHARS + 1);
    });

    it('keeps the JSON, JUnit, terminal and summary reports small, and the other failure its details', () => {
      const run = floods[protocol]!;
      expect(scenario(run, 'small_unrelated').status).toBe('failed');
      const json = renderJsonReport(run, '0.0.0');
      expect(json.length).toBeLessThan(REPORT_BOUND);
      const junit = renderJunit(run);
      expect(junit.length).toBeLessThan(REPORT_BOUND);
      expect(junit).toContain('more of the server&apos;s requests during the call of ask_many');
      const terminal = renderRunReport(run, { color: false });
      expect(terminal.length).toBeLessThan(REPORT_BOUND);
      const summary = renderSummary(run);
      expect(summary.leftOut).toEqual([]);
      expect(summary.markdown).toContain(
        `step 1 <code>ask\\_many</code>: ${(ASKED - CALL_REQUESTS_KEPT).toLocaleString('en-US')} more requests, not kept`,
      );
      // The small failure beside it keeps its details: its output is shown.
      expect(summary.markdown).toContain('small answer');
    });
  },
);

describe('a scripted answer the server asks for in the 2025 era only', () => {
  it('run in the 2026-07-28 era, says the server did not ask in this era, naming it, and not to remove the answer', () => {
    const result = scenario(eraRuns.modern!, 'asks_in_2025_only');
    expect(result.status).toBe('failed');
    const message = failedMessage(result);
    expect(message).toContain(
      'the server did not ask for the scripted elicitation during the call of confirm_in_2025_only in the modern era (2026-07-28)',
    );
    expect(message).toContain('a difference between its eras');
    expect(message).not.toMatch(/remove the elicitation answer/);
  });

  it('under protocol: both, says it asked in the other era, where the scenario passed: a difference between eras', () => {
    const result = scenario(eraRuns.both!, 'asks_in_2025_only');
    expect(result.eras?.map((era) => [era.era, era.status])).toEqual(
      expect.arrayContaining([
        ['legacy', 'passed'],
        ['modern', 'failed'],
      ]),
    );
    expect(result.status).toBe('failed');
    const message = failedMessage(result);
    expect(message).toMatch(/^in the modern era \(2026-07-28\) only: the server did not ask during the call of/);
    expect(message).toMatch(/which it asks for in the legacy era \(2025-[0-9-]+\), where the scenario passed/);
    expect(message).toContain("a difference between the server's eras, not a wrong script");
    expect(message).not.toMatch(/remove the elicitation answer/);
  });
});
