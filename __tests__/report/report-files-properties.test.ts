/* eslint-disable no-control-regex -- the annotations are checked for control characters */
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/index.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { buildJsonReport, jsonReportChunks, renderJsonReport } from '../../src/report/json.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderRunReport, renderRunReportPieces, renderScenarioLine } from '../../src/report/terminal.js';
import { commandLines } from '../helpers/workflow-commands.js';
import { mixedRun } from './fixtures.js';

/** Any UTF-16 string, lone surrogates and control characters included, and the usual suspects. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\n', '\r', ':', '#', '[', '<', '&', '"', '\u001b', '\u0000', '\uD800', 'x'),
    maxLength: 20,
  }),
);

/** A surrogate without its pair: such a string cannot be written as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The mixed run with `text` in every place that comes from outside: paths, names, descriptions, output, messages. */
function runWith(text: string): RunResult {
  const run = mixedRun();
  run.target = text;
  run.unmatchedGlobs = [text];
  run.fileErrors = [{ position: { file: `${text}.yaml`, line: 1, column: 1 }, message: text }];
  for (const scenario of run.scenarios) {
    scenario.name = `${scenario.name}${text}`;
    scenario.description = text;
    scenario.position = { ...scenario.position, file: `dir/${text}.yaml` };
    scenario.output = `${scenario.output}${text}`;
    scenario.stderr = text;
    if (scenario.error !== undefined) scenario.error = text;
    if (scenario.skipReason !== undefined) scenario.skipReason = text;
    for (const check of scenario.checks) {
      check.position = { ...check.position, file: `dir/${text}.yaml` };
      if (check.message !== undefined) check.message = text;
      if (check.judge) check.judge = { ...check.judge, reason: text, raw: text };
    }
  }
  return run;
}

describe('the report files, whatever the input', () => {
  it('JSON: well-formed UTF-16 text that parses back to the result', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const run = runWith(text);
        const json = renderJsonReport(run, '0.0.0');
        expect(json).not.toMatch(LONE_SURROGATE);
        expect(JSON.parse(json)).toEqual(buildJsonReport(run, '0.0.0'));
      }),
      { numRuns: 300 },
    );
  });

  it('JUnit: well-formed XML, every scenario its own testcase', () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
    fc.assert(
      fc.property(anyText, (text) => {
        const run = runWith(text);
        const xml = renderJunit(run);
        expect(xml).not.toMatch(LONE_SURROGATE);
        expect(XMLValidator.validate(xml)).toBe(true);
        const suites = [parser.parse(xml).testsuites.testsuite].flat();
        const cases = suites.flatMap((suite: { testcase: unknown }) => [suite.testcase].flat());
        expect(cases).toHaveLength(run.scenarios.length + run.fileErrors.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the terminal report and the annotation plan, whatever the input', () => {
  it('hold no line a runner would obey, and annotations are placed only on safe paths', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, color) => {
        const run = runWith(text);
        const terminal = [
          ...run.scenarios.map((s) => renderScenarioLine(s, { color })),
          renderRunReport(run, { color }),
        ];
        expect(commandLines(terminal.join('\n'))).toEqual([]);
        for (const annotation of planAnnotations(run).annotations) {
          expect(annotation.message).not.toContain('##[');
          if (annotation.file !== undefined)
            expect(annotation.file).not.toMatch(/##\[|[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the JSON report written in pieces', () => {
  it('joins to exactly JSON.stringify of the report, for any text in it', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const run = runWith(text);
        expect(renderJsonReport(run, '9.9.9')).toBe(`${JSON.stringify(buildJsonReport(run, '9.9.9'), null, 2)}\n`);
      }),
      { numRuns: 200 },
    );
  });

  it('with no scenario, and with fields left undefined', () => {
    const run = mixedRun();
    run.scenarios = [];
    run.coverage = undefined;
    expect(renderJsonReport(run, '1.0.0')).toBe(`${JSON.stringify(buildJsonReport(run, '1.0.0'), null, 2)}\n`);
  });

  it('gives each scenario a piece of its own: no piece holds two outputs', () => {
    const run = mixedRun();
    run.scenarios.forEach((scenario, index) => (scenario.output = `output of scenario number ${index} `.repeat(50)));
    const pieces = [...jsonReportChunks(run, '1.0.0')];
    const outputs = run.scenarios.map((scenario) => JSON.stringify(scenario.output));
    expect(outputs.length).toBeGreaterThan(1);
    for (const piece of pieces)
      expect(outputs.filter((output) => piece.includes(output)).length).toBeLessThanOrEqual(1);
  });
});

describe('the terminal report in pieces', () => {
  it('joined with line breaks is the whole report, for any text in it; one piece a failure', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const run = runWith(text);
        const pieces = [...renderRunReportPieces(run, { color: false })];
        expect(pieces.join('\n')).toBe(renderRunReport(run, { color: false }));
        const failures = run.scenarios.filter((s) => (s.status === 'failed' || s.status === 'errored') && !s.notRun);
        expect(pieces.length).toBeGreaterThanOrEqual(failures.length);
      }),
      { numRuns: 100 },
    );
  });

  it('with nothing to say but the file errors, or nothing at all', () => {
    const run = mixedRun();
    run.scenarios = [];
    expect([...renderRunReportPieces(run, { color: false })].join('\n')).toBe(renderRunReport(run, { color: false }));
    run.fileErrors = [];
    run.unmatchedGlobs = [];
    expect([...renderRunReportPieces(run, { color: false })].join('\n')).toBe(renderRunReport(run, { color: false }));
  });
});
