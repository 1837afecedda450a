// Coverage names the server's resources, resource templates and prompts no scenario reads, next to
// its tools (issue 32 §2), through the real engine against real servers on the MCP SDK v2 (stdio).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite } from '../../src/run/index.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { renderJsonReport } from '../../src/report/json.js';
import { optionsFor, SERVERS, writeSuite } from '../mcp/helpers.js';

const command = (file: string) => `"${process.execPath}" "${path.join(SERVERS, file)}"`;

const READS = `name: reads
tool_sequence:
  - resource: notes://index
  - resource: notes://1234
  - prompt: with_attachments
  - complete: { prompt: summarize_note, argument: style, value: "s" }
  - tool: notes_search
    args: { q: "x" }
expected_contains: ["found: x"]
---
name: refused_before_the_call
tool_sequence:
  - prompt: summarize_note
    args: { style: short }
expected_contains: ["x"]
---
name: skipped
skip: not yet
tool_sequence:
  - resource: notes://pair
expected_contains: ["first"]
`;

describe('coverage of resources, templates and prompts', () => {
  it('names what no scenario reads; a completion, a step refused before its call and a skipped scenario read nothing', async () => {
    const dir = await writeSuite({ 'reads.yaml': READS });
    const result = await runSuite(
      optionsFor(dir, { kind: 'command', command: command('surface/both-eras.mjs'), cwd: dir }),
    );
    expect(result.scenarios.map((scenario) => [scenario.name, scenario.status])).toEqual([
      ['reads', 'passed'],
      ['refused_before_the_call', 'errored'],
      ['skipped', 'skipped'],
    ]);
    expect(result.coverage).toEqual({
      serverTools: 3,
      called: ['notes_search'],
      uncalled: ['add_note', 'add_prompt'],
      resources: { listed: 3, read: ['notes://index'], unread: ['notes://logo', 'notes://pair'] },
      templates: { listed: 1, read: ['notes://{id}'], unread: [] },
      prompts: { listed: 2, read: ['with_attachments'], unread: ['summarize_note'] },
    });
    expect(renderRunReport(result, { color: false })).toContain(
      [
        'Tools called: 1 of 3; not called by any scenario: add_note, add_prompt',
        'Resources read: 1 of 3; not read by any scenario: notes://logo, notes://pair',
        'Resource templates read: 1 of 1 (every one the server lists)',
        'Prompts read: 1 of 2; not read by any scenario: summarize_note',
      ].join('\n'),
    );
    expect(renderSummary(result).markdown).toContain(
      '**Prompts read:** 1 of 2; not read by any scenario: <code>summarize\\_note</code>',
    );
    expect(JSON.parse(renderJsonReport(result, '0.0.0')).coverage.prompts).toEqual(result.coverage!.prompts);
  }, 60_000);

  it('a run of tool steps only still names them all (the lists read once a run, for coverage)', async () => {
    const dir = await writeSuite({
      'tools.yaml':
        'name: tools_only\ntool_sequence:\n  - tool: notes_search\n    args: {q: x}\nexpected_contains: ["x"]\n',
    });
    const result = await runSuite(
      optionsFor(dir, { kind: 'command', command: command('surface/both-eras.mjs'), cwd: dir }),
    );
    expect(result.coverage).toMatchObject({
      resources: { listed: 3, read: [] },
      templates: { listed: 1, read: [] },
      prompts: { listed: 2, read: [], unread: ['summarize_note', 'with_attachments'] },
    });
  }, 60_000);

  it('a server that declares no resources or prompts: tools only, nothing else said', async () => {
    const dir = await writeSuite({
      'note.yaml': 'name: note\ntool_sequence:\n  - tool: note_get\n    args: {id: "1"}\nexpected_contains: ["Q3"]\n',
    });
    const server = {
      kind: 'command' as const,
      command: command('surface/lint-findings.mjs'),
      cwd: dir,
      env: { SURFACE_TOOLS_ONLY: '1' },
    };
    const result = await runSuite(optionsFor(dir, server));
    expect(result.coverage).toEqual({ serverTools: 1, called: ['note_get'], uncalled: [] });
    expect(renderRunReport(result, { color: false })).not.toContain('Prompts read');
  }, 60_000);
});
