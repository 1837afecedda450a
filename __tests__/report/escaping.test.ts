/* eslint-disable no-control-regex -- the hostile text is full of control characters on purpose */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/index.js';
import { escapeCell, escapeHtml, escapeInline, escapeLines } from '../../src/report/text/escape.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderRunReport, renderScenarioLine } from '../../src/report/terminal.js';
import { mixedRun, REPOSITORY } from './fixtures.js';

/** What a hostile or broken server could send: workflow commands, HTML that closes our blocks, Markdown, ANSI. */
export const HOSTILE = [
  '::error::pwned',
  '::set-output name=x::y',
  '::add-mask::North',
  '</pre></details><script>alert(1)</script><!--',
  '| a | b | **bold** _em_ [link](javascript:alert(1)) `code` ~~x~~ #1 &amp; &lt;',
  '\u001b[31mred\u001b]0;title\u0007',
  'legacy: ##[error]pwned',
  "  ::warning::it's indented",
].join('\n');
const BENIGN = 'plain text';

/** The mixed run with untrusted text in every place a server or the judge can put some. */
function runWith(text: string): RunResult {
  const run = mixedRun();
  for (const scenario of run.scenarios) {
    if (scenario.output) scenario.output = `${scenario.output}\n${text}`;
    if (scenario.stderr) scenario.stderr = text;
    if (scenario.status === 'errored') scenario.error = `the server said: ${text}`;
    for (const check of scenario.checks) {
      if (check.message) check.message = `${check.kind}: ${text}`;
      if (check.judge) check.judge = { ...check.judge, reason: text, raw: `VERDICT: FAIL\n${text}` };
    }
  }
  return run;
}

describe('untrusted text in the job summary', () => {
  it('changes nothing outside its own escaped span', () => {
    let hostile = renderSummary(runWith(HOSTILE), { repository: REPOSITORY }).markdown;
    const benign = renderSummary(runWith(BENIGN), { repository: REPOSITORY }).markdown;
    // Replace every escaped form of the hostile text with the same form of the benign one: what is
    // left must be the benign summary exactly, so nothing else moved, opened or closed.
    for (const escape of [escapeLines, escapeCell, escapeInline, escapeHtml]) {
      expect(hostile).not.toBe(hostile.split(escape(HOSTILE)).join('')); // each form is really there
      hostile = hostile.split(escape(HOSTILE)).join(escape(BENIGN));
    }
    // The character counts in <summary> differ with the text's length; align them too.
    const counts = (text: string) => text.replace(/\(\d[\d,]* characters\)/g, '(N characters)');
    expect(counts(hostile)).toBe(counts(benign));
  });

  it('leaves no raw tag, and no fold it did not open', () => {
    const summary = renderSummary(runWith(HOSTILE)).markdown;
    expect(summary).not.toMatch(/<script|<!--|<\/?pre><\/details>|\u001b|\u0007/);
    expect(summary).toContain('␛[31mred␛]0;title␇');
    // Outside <pre>, Markdown in the text stays literal.
    const prose = summary.replace(/<pre>[^]*?<\/pre>/g, '');
    expect(prose).toContain('the server said: ::error::pwned');
    expect(prose).not.toMatch(/\*\*bold\*\*|\[link\]\(|`code`|~~x~~|(?<!\\)\| a \|/);
    expect(summary.split('<details>').length).toBe(summary.split('</details>').length);
    expect(summary.split('<pre>').length).toBe(summary.split('</pre>').length);
  });
});

describe('untrusted text in JUnit XML', () => {
  it('comes back unchanged from a real XML parser, in its own element', () => {
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', trimValues: false }).parse(
      renderJunit(runWith(HOSTILE)),
    );
    const testcase = xml.testsuites.testsuite[1].testcase;
    expect(
      Object.keys(testcase)
        .filter((key) => key !== '#text')
        .sort(),
    ).toEqual(['classname', 'failure', 'file', 'line', 'name', 'system-out', 'time']);
    // XML cannot hold ESC or BEL: they become U+FFFD; the rest is intact.
    const expected = HOSTILE.replace(/[\u001b\u0007]/g, '\uFFFD');
    expect(testcase['system-out']).toContain(expected);
    expect(testcase.failure.message).toBe(`contains: ${expected}`.replace(/\n/g, ' '));
  });
});

describe('untrusted text on the terminal', () => {
  it('cannot send escape sequences, and a scenario line stays one line', () => {
    const run = runWith(HOSTILE);
    const report = renderRunReport(run, { color: false });
    expect(report).not.toMatch(/[\u001b\u0007]/);
    expect(report).toContain('␛[31mred␛]0;title␇');
    for (const scenario of run.scenarios)
      expect(renderScenarioLine(scenario, { color: false })).not.toMatch(/[\n\r\u001b]/);
  });

  it('cannot issue a workflow command when the CLI runs inside a workflow', () => {
    const run = runWith(HOSTILE);
    const lines = [
      ...renderRunReport(run, { color: false }).split(/\r\n|\r|\n/),
      ...run.scenarios.map((scenario) => renderScenarioLine(scenario, { color: false })),
    ];
    expect(lines.filter((line) => line.trimStart().startsWith('::') || line.includes('##['))).toEqual([]);
    expect(lines.join('\n')).toContain('##\u200B[error]pwned');
  });
});

describe('an apostrophe in untrusted prose', () => {
  it('stays one entity, which Markdown renders as the apostrophe', () => {
    expect(escapeInline("doesn't")).toBe('doesn&#39;t');
    expect(escapeCell("it's | fine")).toBe('it&#39;s \\| fine');
  });
});
