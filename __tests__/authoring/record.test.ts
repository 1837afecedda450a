import { randomBytes } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_EXPECTED_CHARS, proposeReplacement, rewriteExpectedContains } from '../../src/authoring/update.js';
import { renderUnifiedDiff } from '../../src/report/diff.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { CLI_BUNDLE, ROOT, runProcess } from '../helpers/runner.js';
import { emptyFolder, EVERYTHING_FLAGS, EVERYTHING_MODULE_FLAGS } from './helpers.js';

// In this process: these tests are about what record does with the answers, not how a server is started.
const NWSL = ['--server-module', path.join(ROOT, 'examples/nwsl/server.mjs')];

/** A copy of the repo's NWSL standings file (three scenarios, comments, a skip) in a fresh folder. */
async function standingsCopy(): Promise<{ folder: string; file: string; original: string }> {
  const folder = await emptyFolder();
  const file = path.join(folder, 'standings.yaml');
  await cp(path.join(ROOT, 'scenarios/nwsl/standings.yaml'), file);
  return { folder, file, original: await readFile(file, 'utf8') };
}

describe('mcp-scenario-eval record', () => {
  it('shows the output and the stale entries; --update rewrites only them, byte for byte, and prints the diff', async () => {
    const { folder, file, original } = await standingsCopy();
    const stale = original
      .replace('"1. Orlando Pride: 9 pts', '"1. Orlando Pride: 7 pts')
      .replace('"NWSL standings, 2025 season, after week 3:"', '"NWSL standings, 2025 season, after week 2:"');
    expect(stale).not.toBe(original);
    await writeFile(file, stale);

    const look = await runCliInProcess(['record', 'standings.yaml', ...NWSL], { cwd: folder });
    expect(look.stdout).toContain('== standings_then_leader_results (standings.yaml:2)');
    expect(look.stdout).toContain('  | 1. Orlando Pride: 9 pts (3W 0D 0L, GF 5, GA 1, GD +4)');
    expect(look.stdout).toMatch(
      /stale {2}line \d+: "1\. Orlando Pride: 7 pts \(3W 0D 0L, GF 5, GA 1, GD \+4\)" -> "1\. Orlando Pride: 9 pts \(3W 0D 0L, GF 5, GA 1, GD \+4\)"/,
    );
    expect(look.stdout).toContain('not recorded: skipped: ');
    expect(look.stdout).toContain('run again with --update');
    expect(look.code).toBe(1);
    expect(await readFile(file, 'utf8')).toBe(stale);

    const update = await runCliInProcess(['record', 'standings.yaml', '--update', ...NWSL], { cwd: folder });
    expect(update.stderr).toBe('');
    expect(update.code).toBe(0);
    // Every other byte is as it was: comments, quoting, expected_judge, expected_not_contains.
    expect(await readFile(file, 'utf8')).toBe(original);
    expect(update.stdout).toContain('--- standings.yaml\n+++ standings.yaml\n@@ ');
    expect(update.stdout).toContain(
      [
        ' expected_contains:',
        '-  - "NWSL standings, 2025 season, after week 2:"',
        '-  - "1. Orlando Pride: 7 pts (3W 0D 0L, GF 5, GA 1, GD +4)"',
        '+  - "NWSL standings, 2025 season, after week 3:"',
        '+  - "1. Orlando Pride: 9 pts (3W 0D 0L, GF 5, GA 1, GD +4)"',
        '   - "Portland Thorns FC 1-2 Orlando Pride"',
      ].join('\n'),
    );
    expect(update.stdout).toContain('Updated 2 expected_contains entries in 1 file.');

    const again = await runCliInProcess(['record', 'standings.yaml', ...NWSL], { cwd: folder });
    expect(again.stdout).toContain('No expected_contains entry is stale.');
    expect(again.code).toBe(0);
  });

  it('never touches expected_not_contains or expected_judge, even when they no longer hold', async () => {
    const folder = await emptyFolder();
    const file = path.join(folder, 'echo.yaml');
    const text = [
      '# echo, recorded',
      'name: echo_hello',
      'tool_sequence:',
      '  - tool: echo',
      '    args: { message: hello }',
      'expected_contains:',
      "  - 'Echo: helo' # typo on purpose",
      'expected_not_contains:',
      '  - "Echo: hello"',
      'expected_judge:',
      '  - "Echo: helo"',
      '---',
      'name: echo_other',
      'tool_sequence:',
      '  - tool: echo',
      '    args: { message: other }',
      'expected_contains: [othr, "Echo"]',
      '',
    ].join('\n');
    await writeFile(file, text);
    // Over stdio, server-everything as its README starts it: record end to end with a server child.
    const update = await runCliInProcess(['record', 'echo.yaml', '--update', ...EVERYTHING_FLAGS], { cwd: folder });
    // The entries are updated, but the scenario still fails on its expected_not_contains: said, and exit 1.
    expect(update.stdout).toContain('1 expected_not_contains entry fails');
    expect(update.code).toBe(1);
    const after = await readFile(file, 'utf8');
    expect(after).toBe(
      text.replace("  - 'Echo: helo' # typo", "  - 'Echo: hello' # typo").replace('[othr, ', '[other, '),
    );
  });

  it("a step's own entries: stale against that call's output alone, shown under the step, updated in place", async () => {
    const folder = await emptyFolder();
    const file = path.join(folder, 'steps.yaml');
    const text = [
      '# a step saves an id, the next one uses it',
      'name: step_checks',
      'tool_sequence:',
      '  - tool: echo',
      '    args:',
      '      message: "id: abc123"',
      '    save:',
      "      the_id: 'id: ([a-z0-9]+)'",
      '    expected_contains:',
      '      - "Echo: id: abc124" # stale on the step',
      '  - tool: echo',
      '    args: { message: "got ${the_id}" }',
      '    expected_not_contains: [nothing]',
      'expected_contains:',
      "  - 'Echo: got abc123'",
      '---',
      'name: own_output_only',
      'tool_sequence:',
      '  - tool: echo',
      '    args: { message: one }',
      '  - tool: echo',
      '    args: { message: two }',
      "    # in the joined output, but not in this call's",
      '    expected_contains: ["Echo: one"]',
      '',
    ].join('\n');
    await writeFile(file, text);
    const look = await runCliInProcess(['record', 'steps.yaml', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(look.stdout).toContain(
      'step 1 (echo) expected_contains:\n  stale  line 10: "Echo: id: abc124" -> "Echo: id: abc123"\nexpected_contains:\n  ok     line 15: "Echo: got abc123"',
    );
    expect(look.stdout).toContain('step 2 (echo) expected_contains:\n  stale  line 24: "Echo: one" -> "Echo: two"');
    expect(look.stdout).toContain('2 stale expected_contains entries');
    expect(look.code).toBe(1);
    expect(await readFile(file, 'utf8')).toBe(text);

    const update = await runCliInProcess(['record', 'steps.yaml', '--update', ...EVERYTHING_MODULE_FLAGS], {
      cwd: folder,
    });
    expect(update.stderr).toBe('');
    expect(update.code).toBe(0);
    expect(update.stdout).toContain('Updated 2 expected_contains entries in 1 file.');
    expect(await readFile(file, 'utf8')).toBe(
      text
        .replace('"Echo: id: abc124" # stale', '"Echo: id: abc123" # stale')
        .replace('["Echo: one"]', '["Echo: two"]'),
    );
    const run = await runCliInProcess(['steps.yaml', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(run.stdout).toContain('2 passed');
    expect(run.code).toBe(0);
  });

  it('an update that would make the file invalid (a saved name in a check) is not written', async () => {
    const folder = await emptyFolder();
    const file = path.join(folder, 'saved.yaml');
    const text = [
      'name: saved_in_check',
      'tool_sequence:',
      '  - tool: echo',
      '    args: { message: "id: abc" }',
      "    save: { the_id: 'id: ([a-z]+)' }",
      '  - tool: echo',
      '    args: { message: "$${the_id} is ${the_id}" }',
      'expected_contains:',
      '  - "Echo: {the_id} is abc"',
      '',
    ].join('\n');
    await writeFile(file, text);
    const update = await runCliInProcess(['record', 'saved.yaml', '--update', ...EVERYTHING_MODULE_FLAGS], {
      cwd: folder,
    });
    expect(update.stdout).toContain('"Echo: {the_id} is abc" -> "Echo: ${the_id} is abc"');
    expect(update.stderr).toContain('could not update saved.yaml: the new entries would make it invalid (line 9:');
    expect(update.code).toBe(1);
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('a failing expected_not_contains is shown and exits 1, never read as a pass; a save that missed says why', async () => {
    const folder = await emptyFolder();
    const file = path.join(folder, 'other.yaml');
    const text = [
      'name: forbidden_text',
      'tool_sequence:',
      '  - tool: echo',
      '    args: { message: hello }',
      '    expected_not_contains: [hello]',
      'expected_contains: ["Echo: hello"]',
      '---',
      'name: save_missed',
      'tool_sequence:',
      '  - tool: echo',
      '    args: { message: nothing here }',
      "    save: { x: 'id: (\\d+)' }",
      '  - tool: echo',
      '    args: { message: "${x}" }',
      'expected_contains: ["Echo: 1"]',
      '',
    ].join('\n');
    await writeFile(file, text);
    const run = await runCliInProcess(['record', 'other.yaml', '--update', ...EVERYTHING_MODULE_FLAGS], {
      cwd: folder,
    });
    expect(run.stdout).toContain(
      `expected_not_contains (record never changes these):\n  fails  line 5: step 1 (echo): expected this call's output not to contain "hello"`,
    );
    expect(run.stdout).toContain('1 expected_not_contains entry fails: record never changes one');
    expect(run.stdout).toContain('not recorded: line 12: step 1 (echo): cannot save `x`: the pattern');
    expect(run.code).toBe(1);
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('a scenario whose calls went wrong is not recorded, and nothing is written', async () => {
    const folder = await emptyFolder();
    const file = path.join(folder, 'bad.yaml');
    const text = 'name: wrong_tool\ntool_sequence:\n  - tool: ecko\nexpected_contains:\n  - "x"\n';
    await writeFile(file, text);
    const run = await runCliInProcess(['record', 'bad.yaml', '--update', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(run.stdout).toContain('not recorded: the tool sequence names a tool the server lacks ("ecko")');
    expect(run.code).toBe(1);
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('an entry with no close line is left for a person: exit 1, file unchanged', async () => {
    const folder = await emptyFolder();
    const file = path.join(folder, 'far.yaml');
    const text =
      'name: far\ntool_sequence:\n  - tool: echo\n    args: {message: hello}\nexpected_contains:\n  - "completely unrelated text here"\n';
    await writeFile(file, text);
    const run = await runCliInProcess(['record', 'far.yaml', '--update', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(run.stdout).toContain('no line of the output is close; edit it by hand');
    expect(run.code).toBe(1);
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('live mode: over Streamable HTTP with a bearer token, as a live run', async () => {
    const { startHttpServer } = (await import(pathToFileURL(path.join(ROOT, 'examples/serve-http.mjs')).href)) as {
      startHttpServer(options: { league: string; token: string }): Promise<{ url: string; close(): Promise<void> }>;
    };
    const token = randomBytes(12).toString('hex');
    const server = await startHttpServer({ league: 'ecnl', token });
    try {
      const folder = await emptyFolder();
      const file = path.join(folder, 'live.yaml');
      const live = await readFile(path.join(ROOT, 'scenarios/ecnl/find_events_basic.yaml'), 'utf8');
      const stale = `${live.replace('"North Atlantic"', '"North Atlantik"')}live: true\n`;
      await writeFile(file, stale);
      const env = { MCP_EVAL_BEARER_TOKEN: token };
      const run = await runCliInProcess(['record', 'live.yaml', '--update', '--remote-url', server.url], {
        cwd: folder,
        env,
      });
      expect(run.stdout + run.stderr).not.toContain(token);
      expect(run.code).toBe(0);
      expect(await readFile(file, 'utf8')).toBe(`${live}live: true\n`);

      // A scenario without live: true is not run live, so not recorded: said, and never a pass.
      await writeFile(path.join(folder, 'stub-only.yaml'), live.replace('find_events_basic', 'stub_only'));
      const none = await runCliInProcess(['record', 'stub-only.yaml', '--remote-url', server.url], {
        cwd: folder,
        env,
      });
      expect(none.stdout).toContain('1 scenario is not live (no live: true), so not recorded in live mode.');
      expect(none.stdout).toContain('No scenario was recorded.');
      expect(none.stdout).not.toContain('No expected_contains entry is stale');
      expect(none.code).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('invalid files: exit 2 with file, line and column, nothing runs', async () => {
    const run = await runCliInProcess(['record', '__tests__/fixtures/invalid/args-list.yaml', ...NWSL]);
    expect(run.stdout).toContain('__tests__/fixtures/invalid/args-list.yaml:4:11');
    expect(run.code).toBe(2);
  });

  it('--help', async () => {
    const run = await runCliInProcess(['record', '--help']);
    expect(run.stdout).toContain('Usage: mcp-scenario-eval record');
    expect(run.code).toBe(0);
  });
});

describe('what a stale entry becomes', () => {
  it('the closest span of the closest line, widened to whole words', () => {
    const output = 'NWSL standings:\n1. Orlando Pride: 10 pts (4W 0D 0L)\n2. Gotham FC: 7 pts';
    expect(proposeReplacement('1. Orlando Pride: 9 pts', output)).toBe('1. Orlando Pride: 10 pts');
    expect(proposeReplacement('Gotham FC: 6 pts', output)).toBe('Gotham FC: 7 pts');
    expect(proposeReplacement('Echo: helo', 'Echo: hello')).toBe('Echo: hello');
    // Dropping the last word is as close as changing it: the change is proposed, never a weaker check.
    expect(proposeReplacement('Echo: one', 'Echo: two')).toBe('Echo: two');
    expect(proposeReplacement('Status: open', 'Status: shut')).toBe('Status: shut');
    expect(proposeReplacement('nothing like it at all', output)).toBeUndefined();
    // Matching one span of one line would shorten these checks: they are left for a person.
    expect(proposeReplacement('NWSL standings:\n1. Orlando Pride: 9 pts', output)).toBeUndefined();
    const long = `${'x'.repeat(MAX_EXPECTED_CHARS)}y`;
    expect(proposeReplacement(long, `${'x'.repeat(MAX_EXPECTED_CHARS)}z`)).toBeUndefined();
  });
});

describe('rewriting expected_contains in place', () => {
  it('changes only the named entries, in every quoting style, across documents', () => {
    const text = [
      '# top comment',
      'name: a',
      'tool_sequence: [{tool: t}]',
      'expected_contains:',
      '  - plain old   # why',
      "  - 'single old'",
      '  - keep me',
      'expected_judge:',
      '  - plain old',
      '---',
      'name: b',
      'tool_sequence: [{tool: t}]',
      'expected_contains: ["flow old", kept]',
      '',
    ].join('\n');
    const updates = new Map([
      [
        'a',
        [
          { index: 0, value: 'new: needs quotes' },
          { index: 1, value: "it's new" },
        ],
      ],
      ['b', [{ index: 0, value: 'flow new' }]],
    ]);
    expect(rewriteExpectedContains(text, updates)).toBe(
      text
        .replace('  - plain old   # why', '  - "new: needs quotes"   # why')
        .replace("  - 'single old'", "  - 'it''s new'")
        .replace('["flow old", kept]', '["flow new", kept]'),
    );
  });
});

describe('the diff', () => {
  it('a unified diff with context, removals before additions', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    const after = ['a', 'b', 'c', 'D', 'e', 'f', 'g', 'h'].join('\n');
    expect(renderUnifiedDiff('x.yaml', before, after)).toBe(
      ['--- x.yaml', '+++ x.yaml', '@@ -2,5 +2,5 @@', ' b', ' c', '-d', '+D', ' e', ' f', ''].join('\n'),
    );
    expect(renderUnifiedDiff('x.yaml', before, before)).toBe('');
  });
});

describe('output read by a pipe that closes early', () => {
  it('`record … | head -c 1` is no crash: no EPIPE stack on stderr, and the exit code is the run’s', async () => {
    const folder = await emptyFolder();
    // More output than a pipe holds (64 KiB), so writes go on after the reader has gone.
    const scenario = (i: number) =>
      `name: events_${i}\ntool_sequence:\n  - tool: find_events\nexpected_contains: ["North Atlantic"]\n`;
    await writeFile(path.join(folder, 'many.yaml'), Array.from({ length: 60 }, (_, i) => scenario(i)).join('---\n'));
    const command =
      '"$0" "$1" record many.yaml --server-module "$2" 2>err.txt | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}" > code.txt';
    const module = path.join(ROOT, 'examples/ecnl/server.mjs');
    const run = await runProcess('bash', ['-c', command, process.execPath, CLI_BUNDLE, module], {
      cwd: folder,
      env: { PATH: process.env.PATH },
    });
    expect(run.code).toBe(0);
    const stderr = await readFile(path.join(folder, 'err.txt'), 'utf8');
    expect(stderr).not.toContain('EPIPE');
    expect(stderr).not.toContain('crashed');
    expect((await readFile(path.join(folder, 'code.txt'), 'utf8')).trim()).toBe('0');
  });
});
