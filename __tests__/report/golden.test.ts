import { XMLParser } from 'fast-xml-parser';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/index.js';
import { failedCheckMessage, planAnnotations } from '../../src/report/annotations.js';
import { renderJsonReport, REPORT_JSON_VERSION } from '../../src/report/json.js';
import { renderJunit } from '../../src/report/junit.js';
import { CELL_CHECK_TEXT_CHARS } from '../../src/report/text/limits.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderRunReport, renderScenarioLine } from '../../src/report/terminal.js';
import { fileErrorRun, judgeSkippedRun, mixedRun, REPOSITORY } from './fixtures.js';
import { NOT_RUN_SERVER_ERROR } from '../../src/run/schedule.js';

const RUNS: [string, () => RunResult][] = [
  ['mixed', mixedRun],
  ['judge-skipped', judgeSkippedRun],
  ['file-errors', fileErrorRun],
];

const golden = (name: string) => `./golden/${name}`;

describe.each(RUNS)('reports of the %s run match their golden files', (name, make) => {
  it('job summary', async () => {
    const summary = renderSummary(make(), { repository: REPOSITORY });
    expect(summary.leftOut).toEqual([]);
    await expect(summary.markdown).toMatchFileSnapshot(golden(`${name}.summary.md`));
  });
  it('job summary without repository links', async () => {
    await expect(renderSummary(make()).markdown).toMatchFileSnapshot(golden(`${name}.summary-plain.md`));
  });
  it('annotations', async () => {
    await expect(`${JSON.stringify(planAnnotations(make()), null, 2)}\n`).toMatchFileSnapshot(
      golden(`${name}.annotations.json`),
    );
  });
  it('JSON report', async () => {
    await expect(renderJsonReport(make(), '9.9.9')).toMatchFileSnapshot(golden(`${name}.report.json`));
  });
  it('JUnit XML', async () => {
    await expect(renderJunit(make())).toMatchFileSnapshot(golden(`${name}.junit.xml`));
  });
  it('terminal', async () => {
    const run = make();
    const text = [
      ...run.scenarios.map((s) => renderScenarioLine(s, { color: false })),
      renderRunReport(run, { color: false }),
    ];
    await expect(`${text.join('\n')}\n`).toMatchFileSnapshot(golden(`${name}.terminal.txt`));
  });
});

describe('summary content', () => {
  const summary = renderSummary(mixedRun(), { repository: REPOSITORY }).markdown;

  it('has a file column linking each scenario’s file at the commit', () => {
    expect(summary).toContain('| Status | Scenario | File | Duration | Failed checks |');
    expect(summary).toContain(
      '| [<code>scenarios/wrong\\_contains.yaml</code>](https://github.com/acme/ecnl-mcp/blob/0123456789abcdef0123456789abcdef01234567/scenarios/wrong_contains.yaml) |',
    );
  });

  it('names what each failed check looked for, cut short, and the tool of a failed step', () => {
    const run = mixedRun();
    const wrong = run.scenarios.find((s) => s.name === 'wrong_contains')!;
    const long = 'Conference: North Atlantic · Season: 2025-26 · Venue: Westfield';
    wrong.checks = wrong.checks.map((c) => (c.kind === 'contains' ? { ...c, subject: long } : c));
    const markdown = renderSummary(run).markdown;
    const row = markdown.split('\n').find((line) => line.includes('| wrong\\_contains |'))!;
    expect(row).toContain(`contains “${long.slice(0, CELL_CHECK_TEXT_CHARS)}…” (line 7)`);
    expect(row).not.toContain('Westfield');
    expect(markdown).toContain('| step <code>find\\_events</code> (line 3) |');
    expect(markdown).toContain(
      '- **step** <code>find\\_events</code> at <code>scenarios/tool\\_returns\\_error.yaml:3</code>:',
    );
  });

  it('says mode, target, totals, duration and judge tokens in the headline', () => {
    expect(summary).toContain('## mcp-scenario-eval: ❌ 8 of 10 scenarios failed');
    expect(summary).toContain(
      '**Mode:** stub · **Target:** <code>python \\-m ecnl\\_server \\-\\-stub</code>'.replace(/\\-/g, '-'),
    );
    expect(summary).toContain(
      '**Duration:** 4.3 s · **Judge:** claude-haiku-4-5, 4 calls, 12,345 input + 67 output tokens',
    );
    expect(summary).toContain(
      '**10** scenarios: **1** passed, **8** failed, **1** skipped, 2 left out by filter or shard',
    );
  });

  it('links every scenario name to its file and line at the commit', () => {
    expect(summary).toContain(
      '| ✅ passed | [find\\_events\\_basic](https://github.com/acme/ecnl-mcp/blob/0123456789abcdef0123456789abcdef01234567/scenarios/find_events_basic.yaml#L1) |',
    );
    expect(renderSummary(mixedRun()).markdown).not.toContain('https://github.com');
  });

  it('quotes the raw judge reply and why it was malformed', () => {
    expect(summary).toContain('<pre>Sure! Here is my verdict:\n**VERDICT: PASS**</pre>');
    expect(summary).toContain('not in the two-line format: a preamble before the VERDICT line');
    expect(summary).toContain('<pre>VERDICT: FAIL\nREASON: The output gives no dates.</pre>');
  });

  it('shows the stderr of a server that failed, folded', () => {
    expect(summary).toMatch(/<details><summary>Server stderr \(\d+ characters\)<\/summary>\n\n<pre>Traceback/);
    expect(summary).toContain('ModuleNotFoundError: No module named &#39;fastmcp&#39;');
  });

  it('gives the skip reason and says why judge criteria did not run', () => {
    expect(summary).toContain('| ⏭️ skipped | ');
    expect(summary).toContain('upstream API is down, see #12'.replace('#', '\\#'));
    const skipped = renderSummary(judgeSkippedRun()).markdown;
    expect(skipped).toContain(
      '> - 2 judge criteria skipped: not evaluated: ANTHROPIC\\_API\\_KEY is not set (judge: auto)',
    );
    expect(skipped).toContain('> - 3 scenarios not live: live mode runs only scenarios with <code>live: true</code>');
  });
});

describe('annotations', () => {
  it('put one error per failed check at its line, root causes first, one scenario after another', () => {
    const { annotations, leftOut } = planAnnotations(mixedRun());
    const errors = annotations.filter((a) => a.level === 'error');
    // 8 failed scenarios, 8 failed checks or errors: 9 fit, one is kept for the step failure.
    expect(errors.map((e) => [e.title, e.line])).toEqual([
      ['wrong_contains', 7],
      ['leaks_internal_ids', 6],
      ['tool_returns_error', 3],
      ['bad_season_is_rejected', 3],
      ['unknown_tool', 3],
      ['server_crashes', 1],
      ['judge_fails', 7],
      ['judge_malformed', 7],
    ]);
    expect(leftOut).toEqual({ error: 0, warning: 0, notice: 0 });
    expect(errors.find((e) => e.title === 'server_crashes')!.message).toContain(
      "ModuleNotFoundError: No module named 'fastmcp'",
    );
    expect(errors.find((e) => e.title === 'judge_malformed')!.message).toBe(
      [
        'criterion: Output lists a season.',
        'judge: FAIL: Sure! Here is my verdict: **VERDICT: PASS**',
        'the reply was not in the two-line format: a preamble before the VERDICT line',
        "judge's raw reply: Sure! Here is my verdict:\n**VERDICT: PASS**",
      ].join('\n'),
    );
    expect(annotations.filter((a) => a.level === 'warning')).toEqual([]);
    expect(annotations.find((a) => a.title === 'waiting_on_upstream')).toMatchObject({
      level: 'notice',
      message: expect.stringMatching(/^skipped: /),
    });
  });

  it('rank the ones GitHub shows first, one of them kept for the step failure, and the summary counts the rest', () => {
    const run = mixedRun();
    const failing = run.scenarios.find((s) => s.name === 'wrong_contains')!;
    run.scenarios = Array.from({ length: 30 }, (_, i) => ({ ...failing, name: `wrong_${i}` }));
    const { annotations, leftOut } = planAnnotations(run);
    // Every error is written (up to ANNOTATIONS_WRITTEN_PER_LEVEL), but GitHub shows 9 after the step's own.
    expect(annotations.filter((a) => a.level === 'error').map((a) => a.title)).toEqual(
      Array.from({ length: 30 }, (_, i) => `wrong_${i}`),
    );
    expect(leftOut.error).toBe(21);
    expect(renderSummary(run).markdown).toContain(
      'GitHub shows 10 annotations of each kind per step; not shown as annotations: 21 errors more.',
    );
    run.scenarios = Array.from({ length: 60 }, (_, i) => ({ ...failing, name: `wrong_${i}` }));
    expect(planAnnotations(run).annotations.filter((a) => a.level === 'error')).toHaveLength(50);
  });
});

describe('JSON report', () => {
  it('is documented field by field in docs/report-json.md', async () => {
    const doc = await readFile(new URL('../../docs/report-json.md', import.meta.url), 'utf8');
    const report = JSON.parse(renderJsonReport(mixedRun(), '1.2.3'));
    const keys = new Set<string>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          collect(inner);
        }
    };
    collect(report);
    collect(judgeSkippedRun());
    collect(fileErrorRun());
    expect([...keys].filter((key) => !doc.includes(`\`${key}\``))).toEqual([]);
  });

  it('has a version, totals and every scenario, step, check and verdict', () => {
    const report = JSON.parse(renderJsonReport(mixedRun(), '1.2.3'));
    expect(report.version).toBe(REPORT_JSON_VERSION);
    expect(report.generator).toEqual({ name: 'mcp-scenario-eval', version: '1.2.3' });
    expect(report.failed).toBe(true);
    expect(report.totals).toEqual({ total: 10, passed: 1, failed: 8, skipped: 1 });
    expect(report.judge.inputTokens).toBe(12345);
    expect(report.scenarios[7].checks[1].judge.raw).toBe('VERDICT: FAIL\nREASON: The output gives no dates.');
  });
});

describe('JUnit XML', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (tag) => ['testsuite', 'testcase'].includes(tag),
  });

  it('parses, with one testcase per scenario, failures, errors and skips', () => {
    const xml = parser.parse(renderJunit(mixedRun()));
    const suites = xml.testsuites.testsuite;
    expect(xml.testsuites).toMatchObject({ tests: '10', failures: '6', errors: '2', skipped: '1' });
    const cases = suites.flatMap((suite: { testcase: unknown[] }) => suite.testcase);
    expect(cases).toHaveLength(10);
    const byName = Object.fromEntries(cases.map((c: { name: string }) => [c.name, c]));
    expect(byName.wrong_contains.failure.message).toContain('expected the output to contain "north atlantic"');
    expect(byName.wrong_contains.failure.type).toBe('contains');
    expect(byName.wrong_contains.file).toBe('scenarios/wrong_contains.yaml');
    expect(byName.server_crashes.error.message).toBe('the server exited before answering initialize (exit code 1)');
    expect(byName.server_crashes['system-err']).toContain("No module named 'fastmcp'");
    expect(byName.waiting_on_upstream.skipped.message).toBe('upstream API is down, see #12');
    expect(byName.judge_fails.failure['#text']).toContain(
      "judge's raw reply: VERDICT: FAIL\nREASON: The output gives no dates.",
    );
    expect(byName.find_events_basic.failure).toBeUndefined();
  });

  it('parses for invalid files, with one error per problem', () => {
    const xml = parser.parse(renderJunit(fileErrorRun()));
    expect(xml.testsuites).toMatchObject({ tests: '3', errors: '3' });
    expect(xml.testsuites.testsuite.map((s: { name: string }) => s.name)).toEqual([
      'scenarios/bad.yaml',
      'scenarios/empty.yaml',
    ]);
  });

  it('stays well-formed whatever the output holds', () => {
    const run = mixedRun();
    run.scenarios[1]!.output = 'a\u0000b\u001b[31m ]]> <x> & "q" \uD800 end';
    const xml = parser.parse(renderJunit(run));
    const out = xml.testsuites.testsuite[1].testcase[0]['system-out'];
    expect(out).toBe('a\uFFFDb\uFFFD[31m ]]> <x> & "q" \uFFFD end');
  });
});

describe('a malformed judge reply in an annotation', () => {
  const position = { file: 'scenarios/a.yaml', line: 7, column: 5 };
  const judge = {
    verdict: 'FAIL' as const,
    reason: 'PASS',
    raw: 'PASS',
    malformed: 'the first line is not a VERDICT line',
  };

  it('names the broken contract once when the runner message already does', () => {
    const message = `judge: FAIL: the reply broke the two-line contract (${judge.malformed}): PASS`;
    const text = failedCheckMessage({
      kind: 'judge',
      subject: 'Lists a season.',
      status: 'failed',
      position,
      message,
      judge,
    });
    expect(text.split(judge.malformed)).toHaveLength(2);
  });

  it('names it when the message does not', () => {
    const text = failedCheckMessage({
      kind: 'judge',
      subject: 'Lists a season.',
      status: 'failed',
      position,
      message: 'judge: FAIL: PASS',
      judge,
    });
    expect(text).toContain(`the reply was not in the two-line format: ${judge.malformed}`);
  });
});

describe('JUnit XML of a run whose server could not start', () => {
  it('carries the reason in every testcase it marks not run, since a test-report action shows only those', () => {
    const reason = 'server-command "srv" did not start: no program "srv" was found';
    const notRun = (name: string, line: number) => ({
      name,
      position: { file: 'scenarios/a.yaml', line, column: 7 },
      status: 'errored' as const,
      error: NOT_RUN_SERVER_ERROR,
      notRun: true,
      durationMs: 1,
      steps: [],
      checks: [],
      output: '',
    });
    const run: RunResult = {
      ...fileErrorRun(),
      fileErrors: [],
      unmatchedGlobs: [],
      serverError: { message: reason, stderr: 'srv: config missing\n' },
      scenarios: [notRun('one', 1), notRun('two', 8)],
    };
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(renderJunit(run)) as {
      testsuites: {
        testsuite: { testcase: { error: { '@_message': string; '#text': string }; 'system-err': string }[] };
      };
    };
    for (const testcase of parsed.testsuites.testsuite.testcase) {
      expect(testcase.error['@_message']).toBe(`not run: ${reason}`);
      expect(testcase.error['#text']).toContain(reason);
      expect(testcase['system-err']).toContain('srv: config missing');
    }
  });
});
