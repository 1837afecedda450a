import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { ROOT } from '../helpers/runner.js';
import { actionInputs, stepsUsing, unknownInputProblems, workflowErrors } from './validate.js';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const ACTION = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
const inputs = actionInputs(ACTION);

/** The rows of the first Markdown table after `heading`, as arrays of trimmed cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "${heading}" section`);
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2); // header and the --- line
}

/** The text of every inline code span in a cell, e.g. `a` `b` → ['a', 'b']. */
function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]*)`/g)].map((match) => match[1]!);
}

/** Descriptions compared without Markdown code marks, which the README adds for readability. */
function plain(text: string): string {
  return text.replaceAll('`', '').trim();
}

/** Fenced code blocks of one language. */
function codeBlocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (match) => match[1]!,
  );
}

const OUTPUTS = Object.keys(
  (
    (await import('yaml')).parse(ACTION) as {
      outputs: Record<string, unknown>;
    }
  ).outputs,
);

describe('README.md', () => {
  it('lists every input of action.yml, in order, with its default and description', () => {
    const rows = tableAfter(README, '## Inputs');
    expect(rows.map((row) => codeSpans(row[0]!)[0])).toEqual([...inputs.keys()]);
    for (const [name, defaultCell, meaning] of rows) {
      const input = inputs.get(codeSpans(name!)[0]!)!;
      expect(codeSpans(defaultCell!).join('\n'), `default of ${name}`).toBe((input.default ?? '').trim());
      expect(plain(meaning!), `meaning of ${name}`).toBe(plain(input.description));
    }
  });

  it('lists every output of action.yml', () => {
    expect(tableAfter(README, '## Outputs').map((row) => codeSpans(row[0]!)[0])).toEqual(OUTPUTS);
  });

  it('gives the quick-start commands', () => {
    expect(README).toContain('npm ci && npm run demo');
    expect(README).toContain('npm ci && npm test');
  });

  const workflows = codeBlocks(README, 'yaml').filter((block) => /^jobs:/m.test(block));

  it('has the PR, nightly, manual and sharded workflows', () => {
    const all = workflows.join('\n');
    expect(all).toContain('pull_request:');
    expect(all).toMatch(/cron: ["']0 9 \* \* \*["']/);
    expect(all).toMatch(/cron: ["']15 9 \* \* \*["']/);
    expect(all).toContain('workflow_dispatch:');
    expect(all).toContain('shard: ${{ matrix.shard }}/4');
  });

  it.each(workflows.map((content, index) => [index + 1, content] as const))(
    'workflow %i is valid and passes only inputs action.yml declares',
    async (index, content) => {
      const file = { name: `README.md workflow ${index}`, content };
      expect(await workflowErrors(file)).toEqual([]);
      const steps = stepsUsing(file, (uses) => /(^|\/)mcp-scenario-eval@/.test(uses) || uses === './');
      // The nightly fuzz workflow runs the CLI's fuzz subcommand, not the action.
      if (/run: npx mcp-scenario-eval fuzz /.test(content)) return;
      expect(steps.length).toBeGreaterThan(0);
      expect(unknownInputProblems(file, steps, inputs.keys())).toEqual([]);
    },
  );

  it('shows the JSON Schema line, and its scenario example is a valid scenario file', () => {
    const examples = codeBlocks(README, 'yaml').filter((block) => /^tool_sequence:/m.test(block));
    expect(examples.length).toBeGreaterThan(0);
    expect(README).toContain('# yaml-language-server: $schema=../../scenario.schema.json');
    for (const text of examples) {
      const loaded = loadScenarioFile(text, path.join(ROOT, 'README.md'), 'README.md');
      expect(loaded.errors).toEqual([]);
      expect(loaded.scenarios.length).toBeGreaterThan(0);
    }
  });
});
