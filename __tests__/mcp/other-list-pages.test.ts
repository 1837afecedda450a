import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TOOL_LIST_PAGES } from '../../src/model/limits.js';
import { runSuite } from '../../src/run/index.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { keepEnvironment } from '../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from './helpers.js';

// Tools and resources listed whole; prompts/list with a cursor that never ends (issue 42 §12). The
// server runs in-process, so the 100 pages of prompts cost no process of their own.
const ENDLESS_PROMPTS = path.join(SERVERS, 'endless-prompts.mjs');
const PROMPTS_AT_CAP = `prompts/list reached its cap of ${MAX_TOOL_LIST_PAGES} pages (MAX_TOOL_LIST_PAGES)`;

keepEnvironment();

const RESOURCE_STEP =
  'name: reads_readme\ntool_sequence:\n  - resource: notes://readme\nexpected_contains: ["says hello"]\n';
const PROMPT_STEP = 'name: gets_prompt\ntool_sequence:\n  - prompt: prompt_0\nexpected_contains: ["prompt"]\n';
const TOOL_STEP =
  'name: echoes\ntool_sequence:\n  - tool: echo\n    args: { text: hi }\nexpected_contains: ["echo: hi"]\n';

describe('a prompt list past the page cap affects only what needs the prompts (issue 42 §12)', () => {
  it('a resource step and a tool step pass; a prompt step does not pass, naming prompts/list and the cap', async () => {
    const workspace = await writeSuite({
      'resource.yaml': RESOURCE_STEP,
      'prompt.yaml': PROMPT_STEP,
      'tool.yaml': TOOL_STEP,
    });
    const run = await runSuite(optionsFor(workspace, { kind: 'module', modulePath: ENDLESS_PROMPTS }));
    const byName = new Map(run.scenarios.map((scenario) => [scenario.name, scenario]));
    expect(byName.get('reads_readme')?.status, JSON.stringify(byName.get('reads_readme'))).toBe('passed');
    expect(byName.get('echoes')?.status).toBe('passed');
    const prompt = byName.get('gets_prompt');
    expect(prompt?.status).not.toBe('passed');
    const messages = [prompt!.error ?? '', ...prompt!.checks.map((check) => check.message ?? '')].join('\n');
    expect(messages).toContain(PROMPTS_AT_CAP);
  }, 30_000);

  it('lint lints the tools and reports the prompt list as list-unreadable, naming prompts/list', async () => {
    const result = await runCliInProcess(['lint', '--server-module', ENDLESS_PROMPTS]);
    expect(result.stderr).not.toContain('did not list its tools');
    expect(result.stdout).toContain('[list-unreadable]');
    expect(result.stdout).toContain(PROMPTS_AT_CAP);
    expect(result.stdout).toMatch(/^1 tool on .*: 1 error, 0 warnings/m);
    expect(result.code).toBe(1);
  }, 30_000);

  it('tools --save writes the tools and resources, and leaves the prompts out, saying why', async () => {
    const workspace = await writeSuite({});
    const result = await runCliInProcess(['tools', '--save', 'saved.json', '--server-module', ENDLESS_PROMPTS], {
      cwd: workspace,
    });
    expect(result.stderr).not.toContain('did not list its tools');
    expect(result.stderr).toContain(`not saved: ${PROMPTS_AT_CAP}`);
    expect(result.code).toBe(0);
    const saved = JSON.parse(await readFile(path.join(workspace, 'saved.json'), 'utf8'));
    expect(saved.tools.map((tool: { name: string }) => tool.name)).toEqual(['echo']);
    expect(saved.resources.map((resource: { uri: string }) => resource.uri)).toEqual(['notes://readme']);
    // Absent, not empty: an empty section would read as every prompt removed.
    expect(saved).not.toHaveProperty('prompts');

    // Compared against it, the rest matches, and the check fails closed on the list it could not read.
    const diff = await runCliInProcess(['tools', '--diff', 'saved.json', '--server-module', ENDLESS_PROMPTS], {
      cwd: workspace,
    });
    expect(diff.stdout).toContain(`NOT COMPARED ${PROMPTS_AT_CAP}`);
    expect(diff.stdout).not.toContain('SNAPSHOT OK');
    expect(diff.code).toBe(1);
  }, 30_000);

  it('fuzz --tool echo fuzzes the tool, saying the prompts were not fuzzed', async () => {
    const result = await runCliInProcess(['fuzz', '--tool', 'echo', '--runs', '2', '--server-module', ENDLESS_PROMPTS]);
    expect(result.stderr).not.toContain('did not list its tools');
    expect(result.stderr).toContain(`not fuzzed: ${PROMPTS_AT_CAP}`);
    expect(result.code, result.stdout + result.stderr).toBe(0);
  }, 30_000);
});
