// The run's pre-run `lint:` (issue 32 §2/§3) covers the whole surface as the `lint` command does:
// prompts, resource templates, resources and the server's instructions, with the poisoning rules,
// through the real engine against a real server on the MCP SDK v2 (stdio).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintFailed, runSuite } from '../../src/run/index.js';
import { renderSummary } from '../../src/report/summary.js';
import { optionsFor, SERVERS, writeSuite } from '../mcp/helpers.js';

const SERVER = path.join(SERVERS, 'surface/lint-findings.mjs');
const COMMAND = `"${process.execPath}" "${SERVER}"`;

let workspace: string;
beforeAll(async () => {
  workspace = await writeSuite({
    'note.yaml':
      'name: note\ntool_sequence:\n  - tool: note_get\n    args: {id: "1234"}\nexpected_contains: ["Q3 plan"]\n',
  });
});

const run = (env: Record<string, string> = {}) =>
  runSuite(optionsFor(workspace, { kind: 'command', command: COMMAND, cwd: workspace, env }, { lint: 'error' }));

describe("the run's lint covers the whole surface", () => {
  it('finds what the lint command finds in prompts, templates and instructions, and fails the run under lint: error', async () => {
    const result = await run();
    expect(result.scenarios[0]!.status).toBe('passed');
    expect(result.lint?.error).toBeUndefined();
    expect(
      result.lint!.report!.findings.map(
        (item) => `${item.rule} | ${item.tool}${item.parameter ? ` | ${item.parameter}` : ''}`,
      ),
    ).toEqual([
      'steers-against-user | instructions',
      'description-missing | prompt summarize',
      'required-parameter-undescribed | prompt summarize | id',
      'hidden-text | resource template notes://{id}',
    ]);
    expect(lintFailed(result.lint)).toBe(true);
    expect(renderSummary(result).markdown).toContain(
      '| error | <code>resource template notes://{id}</code> | hidden-text |',
    );
  });

  it('a server with tools only (no prompts or resources declared) lints clean', async () => {
    const result = await run({ SURFACE_TOOLS_ONLY: '1' });
    expect(result.lint!.report!.findings).toEqual([]);
    expect(lintFailed(result.lint)).toBe(false);
  });
});
