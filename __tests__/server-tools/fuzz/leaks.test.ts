import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyOutcome, findLeak, printsEnvironment } from '../../../src/server-tools/fuzz/classify.js';
import { serverPaths } from '../../../src/server-tools/fuzz/own-paths.js';
import { ROOT } from '../../helpers/runner.js';
import { runCliInProcess } from '../../helpers/in-process.js';

const SERVERS = path.join(ROOT, '__tests__/fixtures/servers');
const FIXTURE = path.join(SERVERS, 'leak-lookalikes.mjs');

describe('fuzz leaks: what the user gave the server is not its own files (issue 31 §2)', () => {
  it("the working directory, the command line's paths after the program and --server-env paths are the user's; the program's directory is the server's", () => {
    const paths = serverPaths(
      {
        kind: 'command',
        command: `node "${FIXTURE}" /srv/served --root=/srv/other --flag`,
        cwd: ROOT,
        env: { DATA: '/srv/data', LIST: '/a/one:/a/two', PLAIN: 'yes' },
      },
      ROOT,
    );
    expect(paths.own).toEqual([SERVERS]);
    // The program itself is on the command line the user wrote: its path (not its folder's other files) is the user's.
    expect(paths.user.sort()).toEqual(
      ['/a/one', '/a/two', '/srv/data', '/srv/other', '/srv/served', ROOT, FIXTURE].sort(),
    );
    expect(findLeak(`node ${FIXTURE} --flag`, '{}', paths)).toBeUndefined();
    expect(findLeak(`cannot open ${path.join(SERVERS, 'other.mjs')}`, '{}', paths)).toMatch(/own files/);
  });

  it('a path under a user path at least as deep as the own directory is no leak; under the own directory alone it is', () => {
    const context = { own: ['/srv/app'], user: ['/srv/app/data', '/srv'] };
    expect(findLeak('reading /srv/app/data/x.json.', '{}', context)).toBeUndefined();
    expect(findLeak('cannot open /srv/app/lib/db.js', '{}', context)).toMatch(/server's own files.*lib\/db\.js/);
    // The second mention leaks though the first does not.
    expect(findLeak('/srv/app/data/a and /srv/app/secret.key', '{}', context)).toMatch(/secret\.key/);
  });

  it("a tool whose purpose is to print the environment: its environment's values are no leak, a stack trace still is", () => {
    expect(printsEnvironment({ name: 'get-env' })).toBe(true);
    expect(printsEnvironment({ name: 'printEnv' })).toBe(true);
    expect(printsEnvironment({ name: 'debug', description: 'Returns all environment variables' })).toBe(true);
    expect(printsEnvironment({ name: 'run', description: 'Runs a command with the given environment variables' })).toBe(
      false,
    );
    expect(printsEnvironment({ name: 'environs_list' })).toBe(false);
    const context = { own: ['/srv/app'], envValues: ['/srv/app/cache'] };
    const answer = { kind: 'result' as const, isError: false, text: '{"CACHE": "/srv/app/cache"}' };
    expect(classifyOutcome(answer, '{}', context)).toBeUndefined();
    expect(classifyOutcome(answer, '{}', { own: ['/srv/app'] })?.kind).toBe('leak');
    const stack = { ...answer, text: 'Error: x\n    at run (/srv/app/tool.js:12:5)' };
    expect(classifyOutcome(stack, '{}', context)?.kind).toBe('leak');
  });

  it('fuzz finds no leak in a server printing its cwd, the paths it was given and its environment, and still finds its own path', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-leaks-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    const run = await runCliInProcess(
      [
        'fuzz',
        '--server-command',
        `"${process.execPath}" "${FIXTURE}" "${path.join(SERVERS, 'eras')}" "--root=${path.join(SERVERS, 'surface')}"`,
        '--server-env',
        `FIXTURE_DATA_DIR=${path.join(SERVERS, 'requests')}`,
        ...['--seed', '3', '--runs', '30', '--json', jsonFile],
      ],
      // Inherited, not given with --server-env: only get-env's purpose makes it no leak.
      { env: { FIXTURE_INHERITED: path.join(SERVERS, 'inherited', 'home') } },
    );
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      tools: { tool: string; findings: { kind: string; detail: string; reproduce: string }[] }[];
    };
    const findings = Object.fromEntries(report.tools.map((tool) => [tool.tool, tool.findings]));
    expect(findings.where_am_i).toEqual([]);
    expect(findings.list_allowed).toEqual([]);
    expect(findings.data_dir).toEqual([]);
    expect(findings['get-env']).toEqual([]);
    // Its own command line, the program's path in it, is what the user started: no leak.
    expect(findings.list_processes).toEqual([]);
    expect(findings.open_note).toMatchObject([
      { kind: 'leak', detail: expect.stringContaining(path.join(SERVERS, 'notes', '.txt')) },
    ]);
    // The command that finds it again starts the same server: its --server-env too.
    expect(findings.open_note![0]!.reproduce).toContain(
      `--server-env FIXTURE_DATA_DIR=${path.join(SERVERS, 'requests')} --tool open_note --seed 3 --runs 30`,
    );
    expect(run.code).toBe(1);
  }, 120_000);
});
