import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run as runActionEntry } from '../../src/github/main.js';
import { renderSnapshotMarkdown, snapshotSummarySection } from '../../src/report/snapshot.js';
import { renderJobSummary } from '../../src/report/summary.js';
import { mixedRun } from '../report/fixtures.js';
import { SUMMARY_BUDGET_BYTES } from '../../src/report/text/limits.js';
import {
  checkSnapshot,
  normalizeTools,
  serializeSnapshot,
  type ListedTool,
} from '../../src/server-tools/snapshot/index.js';
import { ROOT } from '../helpers/runner.js';
import { keepEnvironment } from '../helpers/keep-environment.js';

// 100 tools, each with seven long texts all reworded since the snapshot (issue 42 §13): the
// snapshot's section alone, word diffs and all, was about 3 MB (appended after the fit, uncounted,
// GitHub dropped the summary). The server runs in-process, and so does the action's entry (no
// bundle, no child process): its summary file is read back.
const REWORDED = path.join(ROOT, '__tests__/fixtures/servers/reworded-tools.mjs');
const { toolsWorded } = (await import(pathToFileURL(REWORDED).href)) as {
  toolsWorded: (wording: string) => ListedTool[];
};

keepEnvironment();

const count = (text: string, tag: string) => text.split(tag).length - 1;

/** Every `<ins>` and `<del>` opened is closed: a word diff is cut on its words, never inside its markup. */
function expectBalancedMarkup(markdown: string) {
  expect(count(markdown, '<ins>')).toBe(count(markdown, '</ins>'));
  expect(count(markdown, '<del>')).toBe(count(markdown, '</del>'));
}

/** Runs the action's entry in this process with `inputs`; the summary it wrote and what it printed. */
async function runActionHere(inputs: Record<string, string>, workspace: string) {
  const temp = await mkdtemp(path.join(tmpdir(), 'mse-summary-budget-'));
  const summaryFile = path.join(temp, 'summary.md');
  await writeFile(summaryFile, '');
  await writeFile(path.join(temp, 'output.txt'), '');
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) delete process.env[name];
  Object.assign(process.env, {
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: path.join(temp, 'output.txt'),
    RUNNER_TEMP: temp,
  });
  for (const [name, value] of Object.entries(inputs)) process.env[`INPUT_${name.toUpperCase()}`] = value;
  const printed: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
  const cwd = process.cwd();
  try {
    process.chdir(workspace);
    await runActionEntry();
  } finally {
    process.chdir(cwd);
    write.mockRestore();
  }
  return { summary: await readFile(summaryFile, 'utf8'), stdout: printed.join('') };
}

let exitCode: typeof process.exitCode;
beforeEach(() => {
  exitCode = process.exitCode;
});
// The action fails its step (core.setFailed sets process.exitCode): not this test process.
afterEach(() => {
  process.exitCode = exitCode;
});

describe('the job summary stays under GitHub’s limit, every section counted (issue 42 §13)', () => {
  it('100 reworded tools: the summary with its snapshot section is within the budget and says what it left out', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'mse-summary-budget-ws-'));
    await mkdir(path.join(workspace, 'scenarios'));
    await writeFile(
      path.join(workspace, 'scenarios/first.yaml'),
      'name: first\ntool_sequence:\n  - tool: tool_000\nexpected_contains: ["tool_000 ok"]\n',
    );
    await writeFile(
      path.join(workspace, 'scenarios/tools.snapshot.json'),
      serializeSnapshot(normalizeTools(toolsWorded('old'))),
    );
    const { summary, stdout } = await runActionHere(
      { 'server-module': REWORDED, judge: 'off', scenarios: 'scenarios/*.yaml' },
      workspace,
    );
    expect(summary).toContain('### Tool-list snapshot');
    expect(summary).toContain('700 model-facing');
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    // It says what it shortened, in the section and in the step's warning.
    expect(summary).toContain('the word diffs of 700 reworded texts are left out');
    expect(stdout).toMatch(/::warning::The job summary was shortened .*the word diffs of 700 reworded texts/);
    expectBalancedMarkup(summary);
  }, 60_000);

  it('a word diff cut for length closes every <ins> and <del> it opens', async () => {
    // Every other word of 1,500 reworded: hundreds of changes, far past the cut.
    const worded = (prefix: string): ListedTool[] => [
      {
        name: 'forecast',
        description: Array.from({ length: 1_500 }, (_, index) => (index % 2 ? 'daily' : `${prefix}${index}`)).join(' '),
        inputSchema: { type: 'object' },
      },
    ];
    const [before, after] = [worded('old'), worded('new')];
    const check = await checkSnapshot({
      file: 'tools.snapshot.json',
      text: serializeSnapshot(normalizeTools(before)),
      tools: after,
      acceptCommand: 'npx mcp-scenario-eval tools --save tools.snapshot.json',
    });
    const markdown = renderSnapshotMarkdown(check);
    expect(count(markdown, '<ins>')).toBeGreaterThan(10);
    // Cut: the text goes on well past what is shown.
    expect(markdown).not.toContain('new1498');
    expectBalancedMarkup(markdown);
  });

  it('the scenarios, the snapshot and the variants are fitted together: a section too big for what is left is shortened', async () => {
    const run = mixedRun();
    const snapshot = await checkSnapshot({
      file: 'tools.snapshot.json',
      text: serializeSnapshot(normalizeTools(toolsWorded('old').slice(0, 10))),
      tools: toolsWorded('new').slice(0, 10),
      acceptCommand: 'npx mcp-scenario-eval tools --save tools.snapshot.json',
    });
    const variants = {
      renderings: [
        { markdown: `## Tool-description variants (v.yaml)\n\n${'| a | b |\n'.repeat(120_000)}` },
        { markdown: '## Tool-description variants (v.yaml)\n\n_Left out._\n', leftOut: 'the variants comparison' },
      ],
    };
    const { markdown, leftOut } = renderJobSummary(run, {}, [snapshotSummarySection(snapshot), variants]);
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    // The snapshot's ten reworded tools fit with their word diffs; the variants' 1.2 MB do not.
    expect(markdown).toContain('### Tool-list snapshot');
    expect(count(markdown, '<ins>')).toBeGreaterThan(10);
    expect(markdown).toContain('_Left out._');
    expect(markdown).not.toContain('| a | b |');
    expect(markdown.indexOf('### Tool-list snapshot')).toBeLessThan(markdown.indexOf('## Tool-description variants'));
    expect(leftOut).toContain('the variants comparison');
    expectBalancedMarkup(markdown);
  });
});
