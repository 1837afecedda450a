import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  holdsAny,
  proposeExpectedContains,
  holdsVersionedUrl,
  proposeExpectedLines,
  MAX_PROPOSED_CHARS,
} from '../../src/authoring/propose.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { existsSync } from 'node:fs';
import { runCliInProcess } from '../helpers/in-process.js';
import { CLI_BUNDLE, NODE24, ROOT, runCli, runProcess } from '../helpers/runner.js';
import { copiedExample, emptyFolder, EVERYTHING_FLAGS, EVERYTHING_MODULE_FLAGS } from './helpers.js';

describe('mcp-scenario-eval init', () => {
  it('from an empty folder: writes scenarios/NAME.yaml for server-everything echo, which passes at once', async () => {
    const folder = await emptyFolder();
    const init = await runCli(
      ['init', 'echo_hello', '--tool', 'echo', '--args', '{"message":"hello"}', ...EVERYTHING_FLAGS],
      {
        cwd: folder,
      },
    );
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('Wrote scenarios/echo_hello.yaml');
    const text = await readFile(path.join(folder, 'scenarios/echo_hello.yaml'), 'utf8');
    expect(text).toContain(
      [
        'name: echo_hello',
        'tool_sequence:',
        '  - tool: echo',
        '    args:',
        '      message: hello',
        'expected_contains:',
        '  - "Echo: hello"',
      ].join('\n'),
    );
    expect(text).toContain('# expected_judge:\n#   - "');
    const loaded = loadScenarioFile(text, 'x', 'x');
    expect(loaded.errors).toEqual([]);
    expect(loaded.scenarios[0]!.expectedJudge).toEqual([]);

    // The run in this process (init above was the bundle's), on the same server child.
    const run = await runCliInProcess(['scenarios/echo_hello.yaml', ...EVERYTHING_FLAGS], { cwd: folder });
    expect(run.stdout).toContain('PASS  echo_hello');
    expect(run.code).toBe(0);
  });

  it.runIf(existsSync(NODE24))('the same bundle on Node 24: init, then the run passes', async () => {
    const folder = await emptyFolder();
    const flags = ['--server-module', path.join(ROOT, 'examples/ecnl/server.mjs')];
    const env = { PATH: process.env.PATH };
    const init = await runProcess(NODE24, [CLI_BUNDLE, 'init', 'events', '--tool', 'find_events', ...flags], {
      cwd: folder,
      env,
    });
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    const run = await runProcess(NODE24, [CLI_BUNDLE, 'scenarios', ...flags], { cwd: folder, env });
    expect(run.stdout).toContain('PASS  events');
    expect(run.code).toBe(0);
  });

  it('refuses to overwrite a file, and leaves it as it was', async () => {
    const folder = await emptyFolder();
    const file = path.join(folder, 'mine.yaml');
    await writeFile(file, 'my own work\n');
    const run = await runCliInProcess(
      ['init', 'echo_hello', '--tool', 'echo', '--out', 'mine.yaml', ...EVERYTHING_MODULE_FLAGS],
      {
        cwd: folder,
      },
    );
    expect(run.stderr).toContain('mine.yaml already exists; init never overwrites a file');
    expect(run.code).toBe(2);
    expect(await readFile(file, 'utf8')).toBe('my own work\n');
  });

  it('the written scenario fails when the server output changes', async () => {
    const { folder } = await copiedExample('nwsl');
    // The copy in this process: its upstream reads the fixture on every call, so the edit below shows.
    const flags = ['--server-module', 'server/server.mjs'];
    const init = await runCliInProcess(['init', 'standings', '--tool', 'get_standings', ...flags], { cwd: folder });
    expect(init.code).toBe(0);
    const text = await readFile(path.join(folder, 'scenarios/standings.yaml'), 'utf8');
    const entries = loadScenarioFile(text, 'x', 'x').scenarios[0]!.expectedContains.map((entry) => entry.value);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(3);
    for (const entry of entries) expect(entry.length).toBeLessThanOrEqual(MAX_PROPOSED_CHARS);
    expect(entries).toContain('NWSL standings, 2025 season, after week 3:');

    const passing = await runCliInProcess(['scenarios', ...flags], { cwd: folder });
    expect(passing.stdout).toContain('PASS  standings');
    expect(passing.code).toBe(0);

    // The upstream renames the league's season label: the output changes, the scenario must notice.
    const fixture = path.join(folder, 'server/fixtures/league.json');
    const league = JSON.parse(await readFile(fixture, 'utf8')) as { teams: { name: string }[] };
    for (const team of league.teams) team.name = `${team.name} Renamed`;
    await writeFile(fixture, JSON.stringify(league));
    const failing = await runCliInProcess(['scenarios', ...flags], { cwd: folder });
    expect(failing.stdout).toContain('FAIL  standings');
    expect(failing.code).toBe(1);
  });

  it('a call that returns isError: true gives a step with expect_error: true, which passes', async () => {
    const folder = await emptyFolder();
    const flags = ['--server-module', path.join(ROOT, 'examples/nwsl/server.mjs')];
    const init = await runCliInProcess(
      ['init', 'unknown_team', '--tool', 'get_team', '--args', '{"team":"Springfield"}', ...flags],
      {
        cwd: folder,
      },
    );
    expect(init.code).toBe(0);
    const text = await readFile(path.join(folder, 'scenarios/unknown_team.yaml'), 'utf8');
    expect(text).toContain('    expect_error: true\n');
    expect(text).toContain('No NWSL team matches \\"Springfield\\"');
    const run = await runCliInProcess(['scenarios', ...flags], { cwd: folder });
    expect(run.stdout).toContain('PASS  unknown_team');
  });

  it('bad usage is exit 2 and writes nothing: a bad name, bad --args, no --tool', async () => {
    const folder = await emptyFolder();
    const badName = await runCliInProcess(['init', 'no spaces', '--tool', 'echo', ...EVERYTHING_MODULE_FLAGS], {
      cwd: folder,
    });
    expect(badName.stderr).toContain('scenario NAME "no spaces" may contain only letters, digits, _ . and -');
    expect(badName.code).toBe(2);
    const badJson = await runCliInProcess(
      ['init', 'x', '--tool', 'echo', '--args', '{message: hi}', ...EVERYTHING_MODULE_FLAGS],
      {
        cwd: folder,
      },
    );
    expect(badJson.stderr).toContain('--args must be a JSON object');
    expect(badJson.stderr).toContain('"{message: hi}"');
    expect(badJson.code).toBe(2);
    const list = await runCliInProcess(['init', 'x', '--tool', 'echo', '--args', '[1]', ...EVERYTHING_MODULE_FLAGS], {
      cwd: folder,
    });
    expect(list.stderr).toContain('which is a list');
    const noTool = await runCliInProcess(['init', 'x', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(noTool.stderr).toContain('give the tool to call with --tool TOOL');
    expect(noTool.code).toBe(2);
    await expect(readFile(path.join(folder, 'scenarios/x.yaml'))).rejects.toThrow();
  });

  it('a ${ in --args is sent as typed and written $${, so the file loads and passes; a ${ in a key is refused', async () => {
    const folder = await emptyFolder();
    const message = 'costs ${HOME} and $${x}';
    const init = await runCliInProcess(
      ['init', 'dollar', '--tool', 'echo', '--args', JSON.stringify({ message }), ...EVERYTHING_MODULE_FLAGS],
      {
        cwd: folder,
      },
    );
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    // What the server got is what was typed: the echo is of the literal text.
    expect(init.stdout).toContain(`| Echo: ${message}`);
    const text = await readFile(path.join(folder, 'scenarios/dollar.yaml'), 'utf8');
    expect(text).toContain('message: costs $${HOME} and $$${x}');
    expect(loadScenarioFile(text, 'x', 'x').errors).toEqual([]);
    const run = await runCliInProcess(['scenarios/dollar.yaml', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(run.stdout).toContain('PASS  dollar');
    expect(run.code).toBe(0);

    const key = await runCliInProcess(
      ['init', 'keyed', '--tool', 'echo', '--args', '{"${k}":"v"}', ...EVERYTHING_MODULE_FLAGS],
      {
        cwd: folder,
      },
    );
    expect(key.stderr).toContain('--args has the key "${k}"');
    expect(key.code).toBe(2);
  });

  it('an unknown tool or arguments the schema rejects: exit 1 with the runner message, nothing written', async () => {
    const folder = await emptyFolder();
    const unknown = await runCliInProcess(['init', 'x', '--tool', 'ecko', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(unknown.stderr).toContain('the server has no tool "ecko": did you mean "echo"?');
    expect(unknown.code).toBe(1);
    const badArgs = await runCliInProcess(
      ['init', 'x', '--tool', 'echo', '--args', '{"message":3}', ...EVERYTHING_MODULE_FLAGS],
      {
        cwd: folder,
      },
    );
    expect(badArgs.stderr).toContain("do not match the tool's input schema");
    expect(badArgs.code).toBe(1);
    await expect(readFile(path.join(folder, 'scenarios/x.yaml'))).rejects.toThrow();
  });

  it('a name already used by a scenario of the suite is refused', async () => {
    const folder = await emptyFolder();
    const first = await runCliInProcess(
      ['init', 'echo_hello', '--tool', 'echo', '--args', '{"message":"a"}', ...EVERYTHING_MODULE_FLAGS],
      { cwd: folder },
    );
    expect(first.code).toBe(0);
    const again = await runCliInProcess(
      ['init', 'echo_hello', '--tool', 'echo', '--out', 'scenarios/other.yaml', ...EVERYTHING_MODULE_FLAGS],
      {
        cwd: folder,
      },
    );
    expect(again.stderr).toContain('a scenario named "echo_hello" already exists at scenarios/echo_hello.yaml:4');
    expect(again.code).toBe(2);
  });

  it('hostile output is escaped on the terminal', async () => {
    const folder = await emptyFolder();
    const flags = ['--server-module', path.join(ROOT, '__tests__/fixtures/report-servers/hostile.mjs')];
    const run = await runCliInProcess(['init', 'hostile', '--tool', 'hostile_text', ...flags], { cwd: folder });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/^\s*::/m);
    expect(run.stdout).not.toContain('\u001b');
  });

  it('--help', async () => {
    const run = await runCliInProcess(['init', '--help']);
    expect(run.stdout).toContain('Usage: mcp-scenario-eval init NAME --tool TOOL');
    expect(run.code).toBe(0);
  });
});

interface ServeHttp {
  startHttpServer(options: { league: string; token: string }): Promise<{ url: string; close(): Promise<void> }>;
}

describe('init in live mode', () => {
  it('over Streamable HTTP with a bearer token: the file passes a live run, and never holds the token', async () => {
    const { startHttpServer } = (await import(
      pathToFileURL(path.join(ROOT, 'examples/serve-http.mjs')).href
    )) as ServeHttp;
    const token = randomBytes(12).toString('hex');
    const server = await startHttpServer({ league: 'ecnl', token });
    try {
      const folder = await emptyFolder();
      const env = { MCP_EVAL_BEARER_TOKEN: token };
      const init = await runCliInProcess(
        ['init', 'conferences', '--tool', 'list_conferences', '--remote-url', server.url],
        {
          cwd: folder,
          env,
        },
      );
      expect(init.stderr).toBe('');
      expect(init.code).toBe(0);
      const file = path.join(folder, 'scenarios/conferences.yaml');
      const text = await readFile(file, 'utf8');
      expect(text).not.toContain(token);
      // Live runs take only live: true scenarios: init wrote it, so the same flags run it at once.
      expect(text).toContain('\nlive: true\n');
      const run = await runCliInProcess(['scenarios', '--remote-url', server.url], { cwd: folder, env });
      expect(run.stdout).toContain('PASS  conferences');
      expect(run.code).toBe(0);

      // A secret typed into --args would be committed with the file, and printed: refused.
      const leak = await runCliInProcess(
        [
          'init',
          'leak',
          '--tool',
          'get_event',
          '--args',
          JSON.stringify({ id: `x-${token}` }),
          '--remote-url',
          server.url,
        ],
        { cwd: folder, env },
      );
      expect(leak.stderr).toContain('--args holds a secret of this run');
      expect(leak.stdout + leak.stderr).not.toContain(token);
      expect(leak.code).toBe(2);
      expect(existsSync(path.join(folder, 'scenarios/leak.yaml'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe('proposing expected_contains', () => {
  it('keeps lines the same in every call; drops timestamps, ids, punctuation and repeated lines', () => {
    const first = [
      'Report for Orlando Pride',
      'Generated 2026-12-03T07:00:01Z',
      'request 3f2a9c1e-0b6d-4c1e-9a77-2b7d1f0e9c11',
      '{',
      'calls so far: 1',
      'Record: 3W 0D 0L',
      'Record: 3W 0D 0L',
      'Next match: Week 4 vs Gotham FC at Inter&Co Stadium',
      '}',
    ].join('\n');
    const second = first.replace('calls so far: 1', 'calls so far: 2').replace('07:00:01', '07:00:02');
    expect(proposeExpectedContains([first, second])).toEqual([
      'Report for Orlando Pride',
      'Next match: Week 4 vs Gotham FC at Inter&Co Stadium',
    ]);
  });

  it('at most three lines, a long one as pieces within the limit that cover all of it', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `Line ${i}: ${'word '.repeat(30)}end`);
    const proposed = proposeExpectedLines([lines.join('\n'), lines.join('\n')]);
    expect(proposed).toHaveLength(3);
    for (const pieces of proposed) {
      for (const entry of pieces) expect(entry.length).toBeLessThanOrEqual(MAX_PROPOSED_CHARS);
      // Consecutive pieces overlap by a word, so no character of the line is left unchecked.
      expect(pieces[0]!.startsWith('Line ')).toBe(true);
      expect(pieces.at(-1)!.endsWith('word end')).toBe(true);
      for (let i = 1; i < pieces.length; i++)
        expect(pieces[i]!.startsWith(pieces[i - 1]!.split(' ').at(-1)!)).toBe(true);
    }
    // A line too long for MAX_PIECES_PER_LINE pieces is not proposed at all, rather than in part.
    const dump = `{"rows":[${'"row",'.repeat(100)}"end"]}`;
    expect(proposeExpectedContains([dump, dump])).toEqual([]);
  });

  it("drops a day's or a month's name in an output that holds a date: tomorrow's call says another", () => {
    // mcp-server-time's get_current_time, as two calls a second apart give it.
    const first = [
      '{',
      '  "timezone": "Europe/Paris",',
      '  "datetime": "2026-12-04T10:00:01+01:00",',
      '  "day_of_week": "Friday",',
      '  "is_dst": false',
      '}',
    ].join('\n');
    const second = first.replace('10:00:01', '10:00:02');
    const proposed = proposeExpectedContains([first, second]);
    expect(proposed).toContain('"timezone": "Europe/Paris",');
    expect(proposed.join('\n')).not.toContain('Friday');
    // Without a date in the output, a month's name is just a word.
    expect(
      proposeExpectedContains(['Season opens in March\nOrlando Pride', 'Season opens in March\nOrlando Pride']),
    ).toContain('Season opens in March');
  });

  it("never proposes a line with a library's version inside a URL: the next release changes it (issue 43 §19)", () => {
    const output = [
      'Orlando Pride roster',
      'Widget: https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js',
      'Docs: https://docs.example.com/sdk/v2.3.1/reference',
      'Styles: https://example.com/app.css?v=20261203',
      'API: https://api.example.com/v1/teams',
      'Coach: Seb Hines',
    ].join('\n');
    const proposed = proposeExpectedContains([output, output]);
    expect(proposed).toEqual(['Orlando Pride roster', 'API: https://api.example.com/v1/teams', 'Coach: Seb Hines']);
    expect(holdsVersionedUrl('see https://unpkg.com/react@18.2.0/umd/react.production.min.js')).toBe(true);
    expect(holdsVersionedUrl('version 1.2.3 of https://example.com/downloads')).toBe(false);
  });

  it('ranks advice and hint lines below lines that name things', () => {
    // git status, as mcp-server-git gives it.
    const output = [
      'On branch main',
      'Changes not staged for commit:',
      '  (use "git add <file>..." to update what will be committed)',
      '  (use "git restore <file>..." to discard changes in working directory)',
      '        modified:   src/index.ts',
      '        modified:   README.md',
    ].join('\n');
    const proposed = proposeExpectedContains([output, output]);
    expect(proposed).toEqual(['On branch main', 'Changes not staged for commit:', 'modified:   src/index.ts']);
  });

  it('looks for a short machine-specific value (a host named vm) as a whole word only', () => {
    expect(holdsAny('connected to vm as root', ['vm'])).toBe(true);
    expect(holdsAny('vm: ready', ['vm'])).toBe(true);
    expect(holdsAny('the vms are up', ['vm'])).toBe(false);
    expect(holdsAny('the pvm module', ['vm'])).toBe(false);
    expect(holdsAny('/home/runner/work', ['/home/runner'])).toBe(true);
    // A short path is not a word: it is looked for anywhere.
    expect(holdsAny('node-gyp/bin/node-gyp', ['/bin'])).toBe(true);
  });

  it('nothing when no line qualifies', () => {
    expect(proposeExpectedContains(['', ''])).toEqual([]);
    expect(proposeExpectedContains(['at 12:00:01', 'at 12:00:02'])).toEqual([]);
  });
});

describe('init and tools with side effects', () => {
  const TALLY = path.join(ROOT, '__tests__/fixtures/servers/tally.mjs');

  it('against a stub server calls the tool twice by default, once with --once', async () => {
    const folder = await emptyFolder();
    const tallyFile = path.join(folder, 'tally.txt');
    const flags = ['--tool', 'tally', '--server-module', TALLY];
    const twice = await runCliInProcess(['init', 'tally_twice', ...flags], {
      cwd: folder,
      env: { TALLY_FILE: tallyFile },
    });
    expect(twice.code, twice.stderr).toBe(0);
    expect((await readFile(tallyFile, 'utf8')).split('\n').filter(Boolean)).toHaveLength(2);
    await writeFile(tallyFile, '');
    const once = await runCliInProcess(['init', 'tally_once', '--once', ...flags], {
      cwd: folder,
      env: { TALLY_FILE: tallyFile },
    });
    expect(once.code, once.stderr).toBe(0);
    expect((await readFile(tallyFile, 'utf8')).split('\n').filter(Boolean)).toHaveLength(1);
    expect(await readFile(path.join(folder, 'scenarios/tally_once.yaml'), 'utf8')).toContain(
      '  - "Tally server: call recorded"',
    );
  });

  it('against a live server calls the tool once', async () => {
    const { createServer, tallyCalls } = await import('../fixtures/servers/tally.mjs');
    const { startHttpServer } = await import('../fixtures/servers/http.js');
    const server = await startHttpServer({ createServer });
    try {
      const before = tallyCalls();
      const folder = await emptyFolder();
      const init = await runCliInProcess(['init', 'tally_live', '--tool', 'tally', '--remote-url', server.url], {
        cwd: folder,
      });
      expect(init.code, init.stderr).toBe(0);
      expect(tallyCalls() - before).toBe(1);
    } finally {
      await server.close();
    }
  });
});
