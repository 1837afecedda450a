import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { ROOT } from '../helpers/runner.js';
import { actionInputs, stepsUsing, unknownInputProblems, workflowErrors } from './validate.js';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** The reference of the action's inputs and outputs. */
const INPUTS_DOC = readFileSync(path.join(ROOT, 'docs/inputs.md'), 'utf8');
/** The front page and every page of docs/: where workflows and scenarios are shown. */
const PAGES = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].map((name) => ({ name, text: readFileSync(path.join(ROOT, name), 'utf8') }));
const ACTION = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
const inputs = actionInputs(ACTION);

/** The rows of the first Markdown table after `heading`, as arrays of trimmed cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no "${heading}" section`);
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

/** A front page, not a reference (issue 43 §20: it had grown to 502 lines). */
const README_MAX_LINES = 400;

describe('README.md and docs/', () => {
  it('docs/inputs.md lists every input of action.yml, in order, with its default and description', () => {
    const rows = tableAfter(INPUTS_DOC, '## Inputs');
    expect(rows.map((row) => codeSpans(row[0]!)[0])).toEqual([...inputs.keys()]);
    for (const [name, defaultCell, meaning] of rows) {
      const input = inputs.get(codeSpans(name!)[0]!)!;
      expect(codeSpans(defaultCell!).join('\n'), `default of ${name}`).toBe((input.default ?? '').trim());
      expect(plain(meaning!), `meaning of ${name}`).toBe(plain(input.description));
    }
  });

  it('docs/inputs.md lists every output of action.yml', () => {
    expect(tableAfter(INPUTS_DOC, '## Outputs').map((row) => codeSpans(row[0]!)[0])).toEqual(OUTPUTS);
  });

  it('the README is a front page: at most README_MAX_LINES lines, the reference in docs/agent.md (issue 43 §20)', () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
    const agentDoc = readFileSync(path.join(ROOT, 'docs/agent.md'), 'utf8');
    // The simulation tables, the baseline's verdict list and the variants' file live in docs/agent.md.
    for (const reference of ['| true rate |', '| true rate now |', '- **regressed**:', '# tool-variants.yaml']) {
      expect(README).not.toContain(reference);
      expect(agentDoc).toContain(reference);
    }
    for (const anchor of ['a-pass-rate-not-a-fixed-cut', 'against-the-last-good-run-the-agent-baseline']) {
      expect(README).toContain(`docs/agent.md#${anchor}`);
    }
  });

  it('the README says how to install the CLI before any npx command works (issue 43 §16)', () => {
    const section = README.slice(README.indexOf('## On the command line'));
    const install = section.indexOf(
      'npm i -D https://github.com/mcp-scenario-eval/mcp-scenario-eval/archive/refs/tags/',
    );
    expect(install).toBeGreaterThan(0);
    expect(install).toBeLessThan(section.indexOf('npx mcp-scenario-eval scenarios/'));
    expect(section).toMatch(/not on the npm registry yet/);
    // The first npx command of the page points to the install.
    const firstNpx = README.indexOf('npx mcp-scenario-eval');
    expect(README.slice(Math.max(0, firstNpx - 400), firstNpx)).toContain('(#on-the-command-line)');
  });

  it('the README gives the quick-start commands', () => {
    expect(README).toContain('npm ci && npm run demo');
    expect(README).toContain('npm ci && npm test');
  });

  const workflows = PAGES.flatMap((page) =>
    codeBlocks(page.text, 'yaml')
      .filter((block) => /^jobs:/m.test(block))
      .map((content, index) => ({ name: `${page.name} workflow ${index + 1}`, content })),
  );

  it('the README has the PR, nightly and agent-recording workflows, docs/workflows.md the manual and sharded ones', () => {
    const front = workflows.filter((file) => file.name.startsWith('README.md ')).map((file) => file.content);
    expect(front.join('\n')).toContain('pull_request:');
    expect(front.join('\n')).toMatch(/cron: ["']0 9 \* \* \*["']/);
    expect(front.join('\n')).toContain('record-agent');
    const all = workflows.map((file) => file.content).join('\n');
    expect(all).toContain('pull_request:');
    expect(all).toMatch(/cron: ["']0 9 \* \* \*["']/);
    expect(all).toMatch(/cron: ["']15 9 \* \* \*["']/);
    expect(all).toContain('workflow_dispatch:');
    expect(all).toContain('shard: ${{ matrix.shard }}/4');
  });

  it.each(workflows.map((file) => [file.name, file] as const))(
    '%s is valid and passes only inputs action.yml declares',
    async (_name, file) => {
      const { content } = file;
      expect(await workflowErrors(file)).toEqual([]);
      const steps = stepsUsing(file, (uses) => /(^|\/)mcp-scenario-eval@/.test(uses) || uses === './');
      // The nightly fuzz workflow runs the CLI's fuzz subcommand, not the action.
      if (/run: npx mcp-scenario-eval fuzz /.test(content)) return;
      expect(steps.length).toBeGreaterThan(0);
      expect(unknownInputProblems(file, steps, inputs.keys())).toEqual([]);
    },
  );

  it('the README shows the JSON Schema line, and every scenario example (README, docs/) is a valid scenario file', () => {
    expect(README).toContain('# yaml-language-server: $schema=../../scenario.schema.json');
    const examples = PAGES.flatMap((page) =>
      codeBlocks(page.text, 'yaml')
        .filter((block) => /^(tool_sequence|prompt):/m.test(block))
        .map((text) => ({ name: page.name, text })),
    );
    expect(examples.filter((example) => example.name === 'README.md').length).toBeGreaterThan(1);
    for (const { name, text } of examples) {
      const loaded = loadScenarioFile(text, path.join(ROOT, name), name);
      expect(loaded.errors, name).toEqual([]);
      expect(loaded.scenarios.length, name).toBeGreaterThan(0);
    }
  });
});
