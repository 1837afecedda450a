import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/index.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { CommandGuard, escapeName, unsafePropertyReason, visibleControls } from '../../src/report/text/escape.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderRunReport, renderScenarioLine } from '../../src/report/terminal.js';
import { mixedRun } from './fixtures.js';

/** Every character that displays text other than as it is stored. */
const SPOOFING = [
  ...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u2028\u2029',
  '\u200E',
  '\u200F',
  '\u061C',
];
const ANY_SPOOFING = /[\u202A-\u202E\u2066-\u2069\u2028\u2029\u200E\u200F\u061C]/;

/** A file name that displays as `scenarios/evil.yaml` but is stored as something else, with a newline and `##[`. */
const SPOOFED_FILE = 'scenarios/\u202Elmay.live\u202C\n##[error]x\u2066.yaml';
const SPOOFED_NAME = 'looks fine \u202Edesrever\u2029##[warning]y';

function spoofedRun(): RunResult {
  const run = mixedRun();
  for (const scenario of run.scenarios) {
    scenario.name = SPOOFED_NAME;
    scenario.position = { ...scenario.position, file: SPOOFED_FILE };
    if (scenario.output) scenario.output = `${scenario.output}\n${SPOOFING.join('|')}`;
    for (const check of scenario.checks) check.position = { ...check.position, file: SPOOFED_FILE };
    for (const step of scenario.steps) step.position = { ...step.position, file: SPOOFED_FILE };
  }
  return run;
}

describe('characters that reorder or break displayed text', () => {
  it('are shown as \\u escapes by every escape for display', () => {
    for (const char of SPOOFING) {
      const escape = `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      expect(visibleControls(`a${char}b`)).toBe(`a${escape}b`);
      expect(escapeName(`a${char}b`)).toBe(`a${escape}b`);
      expect(new CommandGuard({ color: false, redraw: false }).guard(`a${char}b`)).toBe(`a${escape}b`);
    }
  });

  it('never reach the summary, the log report, the scenario lines or JUnit raw', () => {
    const run = spoofedRun();
    const summary = renderSummary(run).markdown;
    const report = renderRunReport(run, { color: false });
    const lines = run.scenarios.map((scenario) => renderScenarioLine(scenario, { color: false })).join('\n');
    const junit = renderJunit(run);
    for (const [sink, text] of Object.entries({ summary, report, lines, junit })) {
      expect(text, sink).not.toMatch(ANY_SPOOFING);
      expect(text, sink).toContain('\\u202E');
    }
    expect(summary).toContain('\\u2029');
  });

  it('keep no raw newline or ##[ from a path or a name in a JUnit attribute', () => {
    const junit = renderJunit(spoofedRun());
    const attributes = [...junit.matchAll(/ (?:name|classname|file)="([^"]*)"/g)].map((match) => match[1]!);
    expect(attributes.length).toBeGreaterThan(3);
    for (const value of attributes) {
      expect(value).not.toMatch(/[\n\r]|&#10;|&#13;|##\[/);
      expect(value).not.toMatch(ANY_SPOOFING);
    }
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(junit) as object;
    expect(JSON.stringify(parsed)).toContain('##\u200B[error]x');
  });

  it('keep a path off the annotation file= property; the message says where, escaped', () => {
    expect(unsafePropertyReason('scenarios/\u202Eevil.yaml')).toMatch(/bidirectional/);
    expect(unsafePropertyReason('scenarios/a\u2028b.yaml')).toMatch(/separator/);
    expect(unsafePropertyReason('scenarios/plain.yaml')).toBeUndefined();
    const run = mixedRun();
    const failing = run.scenarios.find((scenario) => scenario.status === 'failed')!;
    const file = 'scenarios/\u202Elmay.evil';
    failing.position = { ...failing.position, file };
    for (const check of failing.checks) check.position = { ...check.position, file };
    const annotations = planAnnotations(run).annotations.filter((annotation) => annotation.message.includes('evil'));
    expect(annotations.length).toBeGreaterThan(0);
    for (const annotation of annotations) {
      expect(annotation.file).toBeUndefined();
      expect(annotation.message).toContain('scenarios/\\u202Elmay.evil');
      expect(annotation.message + annotation.title).not.toMatch(ANY_SPOOFING);
    }
  });
});
