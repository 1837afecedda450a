import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './helpers/runner.js';
import { emptyFolder, EVERYTHING_FLAGS } from './authoring/helpers.js';

/** The pages the samples are in: the authoring commands, and the scenario format. */
const PAGES = ['docs/authoring.md', 'docs/scenarios.md'] as const;
type Page = (typeof PAGES)[number];
const pages = {} as Record<Page, string>;
beforeAll(async () => {
  for (const page of PAGES) pages[page] = await readFile(path.join(ROOT, page), 'utf8');
});

/** The body of the first fenced block of `language` after `marker` in `page`. */
function blockAfter(page: Page, marker: string, language: string): string {
  const from = pages[page].indexOf(marker);
  expect(from, `${page} has no ${marker}`).toBeGreaterThanOrEqual(0);
  const body = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(pages[page].slice(from))?.[1];
  expect(body, `${page} has no ${language} block after ${marker}`).toBeDefined();
  return body!;
}

/** Run times are the one thing that differs from run to run. */
const withoutTimes = (text: string) => text.replace(/\b\d+(?:\.\d+)? (?:ms|s)\b/g, 'N ms');

/** The worked example: `init echo_hello` in an empty folder against server-everything. */
async function workedExample(): Promise<string> {
  const folder = await emptyFolder();
  const init = await runCli(
    ['init', 'echo_hello', '--tool', 'echo', '--args', '{"message":"hello"}', ...EVERYTHING_FLAGS],
    { cwd: folder },
  );
  expect(init.code, init.stderr).toBe(0);
  return folder;
}

/** Samples in docs/ that show what a command writes or prints are compared with the real thing (issue 20). */
describe('documented samples match the real commands', () => {
  it("init's sample is the file the worked example writes in an empty folder", async () => {
    const sample = blockAfter('docs/authoring.md', '**`init NAME', 'yaml');
    // The worked example's command, as docs/authoring.md gives it.
    expect(pages['docs/authoring.md']).toContain(
      `npx mcp-scenario-eval init echo_hello --tool echo --args '{"message":"hello"}' --server-command "$SERVER"`,
    );
    const folder = await workedExample();
    expect(sample).toBe(await readFile(path.join(folder, 'scenarios/echo_hello.yaml'), 'utf8'));
  });

  it("record --update's sample is what it prints after the worked example's entry is edited as docs/authoring.md says", async () => {
    const command = '$ npx mcp-scenario-eval record --update --server-command "$SERVER"\n';
    const sample = blockAfter('docs/authoring.md', '**`record [FILES…]', 'text');
    expect(sample.startsWith(command)).toBe(true);
    expect(pages['docs/authoring.md']).toContain('with its entry edited by hand to `"Echo: hallo"`');
    const folder = await workedExample();
    const file = path.join(folder, 'scenarios/echo_hello.yaml');
    const written = await readFile(file, 'utf8');
    expect(written).toContain('  - "Echo: hello"\n');
    await writeFile(file, written.replace('  - "Echo: hello"\n', '  - "Echo: hallo"\n'));
    const record = await runCli(['record', '--update', ...EVERYTHING_FLAGS], { cwd: folder });
    expect(record.code, record.stderr).toBe(0);
    expect(sample.slice(command.length)).toBe(record.stdout);
    expect(await readFile(file, 'utf8')).toBe(written);
  });

  it("the save-failure example is what a run of docs/scenarios.md's file prints, against the ECNL example server", async () => {
    const marker = 'When the pattern matches nothing';
    const scenario = blockAfter('docs/scenarios.md', marker, 'yaml');
    const command = '$ npx mcp-scenario-eval scenarios/event.yaml --server-command "node examples/ecnl/server.mjs"\n';
    const sample = blockAfter('docs/scenarios.md', marker, 'text');
    expect(sample.startsWith(command)).toBe(true);
    // A clone of the repository, as docs/scenarios.md says, reduced to what the run reads.
    const folder = await emptyFolder();
    await mkdir(path.join(folder, 'scenarios'));
    await cp(path.join(ROOT, 'examples/ecnl'), path.join(folder, 'examples/ecnl'), { recursive: true });
    await symlink(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    await writeFile(path.join(folder, 'scenarios/event.yaml'), scenario);
    const run = await runCli(['scenarios/event.yaml', '--server-command', 'node examples/ecnl/server.mjs'], {
      cwd: folder,
    });
    expect(run.code, run.stderr).toBe(1);
    expect(withoutTimes(sample.slice(command.length))).toBe(withoutTimes(run.stdout));
  });
});
