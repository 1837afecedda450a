import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../src/model/index.js';
import {
  checkSnapshot,
  normalizeTools,
  serializeSnapshot,
  type ListedTool,
} from '../../src/server-tools/snapshot/index.js';
import { renderSnapshotMarkdown, renderSnapshotTerminal } from '../../src/report/snapshot.js';
import { renderUnifiedDiff } from '../../src/report/diff.js';
import { escapeHtml, escapeName, escapeTerminal, escapeXml, visibleControls } from '../../src/report/text/escape.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderRunReport, renderScenarioLine } from '../../src/report/terminal.js';
import { mixedRun } from './fixtures.js';

/** "IGNORE PREVIOUS" in Unicode tag characters: a model reads it, no viewer shows it. */
const TAGS = [...'IGNORE PREVIOUS'].map((char) => String.fromCodePoint(0xe0000 + char.charCodeAt(0))).join('');
/** Zero-width and other invisible format characters a smuggled text hides behind. */
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\u2062', '\uFEFF', '\u00AD', '\u180E', '\u206A'];
/** Any invisible character these tests plant, raw. */
const ANY_INVISIBLE = /[\u200B-\u200D\u2060-\u2064\u206A-\u206F\uFEFF\u00AD\u180E]|[\u{E0000}-\u{E007F}]/u;

const hex = (char: string) => char.codePointAt(0)!.toString(16).toUpperCase();

describe('invisible characters in reports (issue 43 §13)', () => {
  it('are shown as \\u escapes by every escape for display: tag characters as \\u{E0049}, the rest as \\u200B', () => {
    const escapes = [visibleControls, escapeName, escapeTerminal, escapeHtml, escapeXml];
    for (const escape of escapes) {
      expect(escape(`id.${TAGS}`), escape.name).toBe(`id.${[...TAGS].map((char) => `\\u{${hex(char)}}`).join('')}`);
      for (const char of ZERO_WIDTH)
        expect(escape(`a${char}b`), `${escape.name} U+${hex(char)}`).toBe(`a\\u${hex(char).padStart(4, '0')}b`);
    }
    // A run of variation selectors carries data; one after a character picks its look and stays.
    expect(visibleControls('x\uFE00\uFE01\uFE02')).toBe('x\\uFE00\\uFE01\\uFE02');
    expect(visibleControls('❤\uFE0F')).toBe('❤\uFE0F');
  });

  it('leave text that shows what it holds as it is: emoji joined by a zero-width joiner, Arabic number signs', () => {
    for (const text of ['👩\u200D💻', '👍🏽\u200D👍', '🏳\uFE0F\u200D🌈', '\u0600١٢', 'plain ASCII', 'naïve café']) {
      expect(visibleControls(text)).toBe(text);
    }
  });

  it('show a tool description changed by smuggled characters as changed, in the word diff and the file diff', async () => {
    const before: ListedTool = {
      name: 'get_note',
      description: 'Reads one note by its id.',
      inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
    };
    const after = { ...before, description: `Reads one note by its id.${TAGS}\u200B` };
    const text = serializeSnapshot(normalizeTools([before]));
    const check = await checkSnapshot({
      file: 'tools.json',
      text,
      tools: [after],
      acceptCommand: 'npx x tools --save',
    });
    expect(check.status).toBe('changed');

    const terminal = renderSnapshotTerminal(check, { color: false });
    const markdown = renderSnapshotMarkdown(check);
    const fileDiff = renderUnifiedDiff('tools.json', text, serializeSnapshot(normalizeTools([after])));
    for (const [where, shown] of Object.entries({ terminal, markdown, fileDiff })) {
      expect(shown, where).not.toMatch(ANY_INVISIBLE);
      expect(shown, where).toContain('id.\\u{E0049}\\u{E0047}\\u{E004E}');
      expect(shown, where).toContain('\\u200B');
    }
    expect(terminal).toContain('[-id.-]{+id.\\u{E0049}');
    expect(markdown).toContain('<ins>id.\\u{E0049}');
  });

  it('never reach the summary, the log report, the scenario lines or JUnit raw', () => {
    const run: RunResult = mixedRun();
    for (const scenario of run.scenarios) {
      scenario.name = `notes${TAGS}`;
      if (scenario.output) scenario.output = `${scenario.output}\n${ZERO_WIDTH.join('|')}${TAGS}`;
      if (scenario.error) scenario.error = `${scenario.error} ${ZERO_WIDTH.join('')}`;
    }
    const summary = renderSummary(run).markdown;
    const report = renderRunReport(run, { color: false });
    const lines = run.scenarios.map((scenario) => renderScenarioLine(scenario, { color: false })).join('\n');
    const junit = renderJunit(run);
    for (const [sink, text] of Object.entries({ summary, report, lines, junit })) {
      expect(text, sink).not.toMatch(ANY_INVISIBLE);
      expect(text, sink).toContain('notes\\u{E0049}');
    }
    expect(report).toContain('\\u200B|\\u200C');
  });
});
