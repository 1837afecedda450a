/* eslint-disable no-control-regex -- the corpus is full of control characters on purpose */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply, startFakeMessagesApi, type FakeMessagesApi } from '../judge/fake-messages-api.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT, runAction, runCli, type ActionRun } from '../helpers/runner.js';
import { commandLines, parseCommand } from '../helpers/workflow-commands.js';

/**
 * Issue 13: a hostile pull request controls file paths, scenario names and descriptions, skip
 * reasons, and (through the server it ships) tool output, error messages and stderr; the judge's
 * reply quotes the output. None of it may become a workflow command in the CLI's or the action's
 * output, wherever it is printed, and the report files stay well-formed.
 *
 * The CLI runs in-process where what is tested is what it prints (the same guard over its streams
 * as the bundle's), on the corpus with the hostile server a child writing to its own stderr; the
 * bundles are spawned where their own streams are the point: an in-process server's console
 * output, and the action's workflow commands.
 */

const SERVER_MODULE = path.join(ROOT, '__tests__/fixtures/report-servers/hostile.mjs');
const SERVER = `node ${SERVER_MODULE}`;
const INJECT = '::error title=pwned::CLI-INJECT';
/** File names as a hostile pull request can commit them (git allows every one). */
const FILES = {
  newline: `x\n${INJECT}.yaml`,
  properties: 'a,b:c%d ##[warning]e.yaml',
  carriageReturn: 'cr\r::add-mask::cr.yaml',
  escape: 'esc\u001b[31mred\u001b]0;title\u0007.yaml',
};
const HOSTILE_PROSE = 'x\n::error::prose\r::add-mask::p ##[warning]w \u001b[31mred';
const yamlString = (text: string) => JSON.stringify(text);

function scenario(name: string, tool: string, extra = ''): string {
  return [
    `name: ${name}`,
    `description: ${yamlString(HOSTILE_PROSE)}`,
    'tool_sequence:',
    `  - tool: ${tool}`,
    'expected_contains:',
    '  - "Results for tomorrow"',
    extra,
  ].join('\n');
}

/** The judge's raw reply: not in the two-line format, so the reports quote it in full. */
const JUDGE_REPLY = `VERDICT: FAIL\n::error::judge\n::add-mask::Results\n##[warning]j \u001b[31mred`;

let workspace: string;
let invalidWorkspace: string;
let fake: FakeMessagesApi;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'mse-hostile-'));
  await writeFile(
    path.join(workspace, FILES.newline),
    scenario('newline_path', 'hostile_text', `expected_judge:\n  - ${yamlString(`judge ${HOSTILE_PROSE}`)}`),
  );
  await writeFile(path.join(workspace, FILES.properties), scenario('properties_path', 'hostile_error'));
  await writeFile(path.join(workspace, FILES.carriageReturn), scenario('cr_path', 'hostile_missing'));
  await writeFile(
    path.join(workspace, FILES.escape),
    scenario('escape_path', 'hostile_text', `skip: ${yamlString(HOSTILE_PROSE)}`),
  );
  invalidWorkspace = await mkdtemp(path.join(tmpdir(), 'mse-hostile-invalid-'));
  await writeFile(path.join(invalidWorkspace, `bad\n::warning::file.yaml`), scenario(yamlString(HOSTILE_PROSE), 'a'));
  fake = await startFakeMessagesApi(() => reply(JUDGE_REPLY));
}, 60_000);

afterAll(async () => {
  await fake?.close();
});

const judgeEnv = () => ({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url });

describe('the CLI on the hostile corpus', () => {
  let run: Awaited<ReturnType<typeof runCliInProcess>>;
  beforeAll(async () => {
    run = await runCliInProcess(
      [
        '.',
        `nowhere\n${INJECT}/*.yaml`,
        '--server-command',
        SERVER,
        // One server process: it keeps no state, and its stderr is shown all the same.
        '--isolation',
        'suite',
        '--json',
        'r.json',
        '--junit',
        'r.xml',
      ],
      { cwd: workspace, env: judgeEnv() },
    );
  }, 60_000);

  it('prints no line a runner would obey, on stdout or stderr', () => {
    expect(run.code).toBe(1);
    expect(commandLines(run.stdout)).toEqual([]);
    expect(commandLines(run.stderr)).toEqual([]);
  });

  it('shows every hostile part, escaped: a newline in a path as \\n, control characters as symbols', () => {
    expect(run.stdout).toContain(`FAIL newline_path (x\\n${INJECT}.yaml:1)`);
    expect(run.stdout).toContain('a,b:c%d ##\u200B[warning]e.yaml');
    expect(run.stdout).toContain('cr\\r::add-mask::cr.yaml');
    expect(run.stdout).toContain('SKIP  escape_path');
    expect(run.stdout).toContain(`warning: no scenario file matched nowhere\\n${INJECT}/*.yaml`);
    // Server output and stderr, the judge's raw reply: all there, broken where they would act.
    expect(run.stdout).toContain(':\u200B:error::pwned');
    expect(run.stdout).toContain(':\u200B:add-mask::Results');
    expect(run.stdout).toContain('##\u200B[warning]j ␛[31mred');
    // Not a TTY: no escape sequence at all, ours or theirs.
    expect(run.stdout + run.stderr).not.toMatch(/[\u001b\u0007\r]/);
  });

  it('writes a JSON report that parses back to the hostile values', async () => {
    const report = JSON.parse(await readFile(path.join(workspace, 'r.json'), 'utf8'));
    const files = report.scenarios.map((s: { position: { file: string } }) => s.position.file).sort();
    expect(files).toEqual(Object.values(FILES).sort());
    expect(report.scenarios.find((s: { name: string }) => s.name === 'newline_path').description).toBe(HOSTILE_PROSE);
  });

  it('writes well-formed JUnit XML whatever the names and output', async () => {
    const xml = await readFile(path.join(workspace, 'r.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    expect([parsed.testsuites.testsuite].flat()).toHaveLength(Object.keys(FILES).length);
  });
});

describe('the CLI: the issue as filed', () => {
  it('a file under scenarios/ whose name holds a newline and a command, found by the default globs', async () => {
    const repro = await mkdtemp(path.join(tmpdir(), 'mse-hostile-repro-'));
    await mkdir(path.join(repro, 'scenarios'));
    await writeFile(path.join(repro, 'scenarios', FILES.newline), scenario('fname_case', 'hostile_text'));
    // The server in-process: what is filed is the file's name, and the run must reach its report.
    const run = await runCliInProcess(['--server-module', SERVER_MODULE], { cwd: repro });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`FAIL fname_case (scenarios/x\\n${INJECT}.yaml:1)`);
    expect(commandLines(run.stdout)).toEqual([]);
    expect(commandLines(run.stderr)).toEqual([]);
  }, 60_000);
});

describe('the bundles: what an in-process server logs', () => {
  const LOGS_MODULE = path.join(ROOT, '__tests__/fixtures/report-servers/hostile-logs.mjs');
  const logsWorkspace = async () => {
    const logs = await mkdtemp(path.join(tmpdir(), 'mse-hostile-logs-'));
    await writeFile(
      path.join(logs, 'logs.yaml'),
      'name: logs_case\ntool_sequence:\n  - tool: logs_upstream\nexpected_contains: ["ok"]\n',
    );
    return logs;
  };

  it('a --server-module server shares our streams: its console output goes through the same guard', async () => {
    const run = await runCli(['logs.yaml', '--server-module', LOGS_MODULE], { cwd: await logsWorkspace() });
    expect(run.code, run.stderr).toBe(0);
    // Shown, not dropped, and inert.
    expect(run.stdout).toContain('debug: upstream said\n:\u200B:error title=pwned::from-module');
    expect(run.stdout).toContain('raw bytes: upstream said');
    expect(run.stderr).toContain('fetched: upstream said\n:\u200B:error title=pwned::from-module');
    expect(commandLines(run.stdout)).toEqual([]);
    expect(commandLines(run.stderr)).toEqual([]);
    expect(run.stdout + run.stderr).not.toContain('\u001b');
  }, 60_000);

  it('the action: while an in-process server runs, what it logs cannot act either', async () => {
    const run = await runAction(
      { scenarios: 'logs.yaml', 'server-module': LOGS_MODULE },
      { workspace: await logsWorkspace() },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('debug: upstream said\n:\u200B:error title=pwned::from-module');
    expect(run.stderr).toContain('fetched: upstream said\n:\u200B:error title=pwned::from-module');
    expect(commandLines(run.stdout).filter((line) => line.includes('pwned') || line.includes('add-mask'))).toEqual([]);
    expect(commandLines(run.stderr)).toEqual([]);
    expect(run.annotations).toEqual([]);
  }, 60_000);
});

describe('the CLI: hostile text in its own messages', () => {
  it('invalid files, a usage error, an unwritable report: no command line', async () => {
    const runs = [
      await runCliInProcess(['.', '--server-command', SERVER], { cwd: invalidWorkspace }),
      await runCliInProcess(['.', '--server-command', SERVER, '--concurrency', `0\n${INJECT}`], { cwd: workspace }),
      await runCliInProcess(['.', '--sever\n::add-mask::flag'], { cwd: workspace }),
      // A directory under a file cannot be made: the error quotes the path. The scenarios run first,
      // on the server in-process (its hostile output is in this run too; its stderr is the corpus
      // run's to show).
      await runCliInProcess(['.', '--server-module', SERVER_MODULE, '--json', `${FILES.newline}/r\n${INJECT}.json`], {
        cwd: workspace,
      }),
    ];
    expect(runs.map((run) => run.code)).toEqual([2, 2, 2, 1]);
    for (const run of runs) {
      expect(commandLines(run.stdout)).toEqual([]);
      expect(commandLines(run.stderr)).toEqual([]);
    }
    expect(runs[0]!.stdout).toContain('error bad\\n::warning::file.yaml:1:7');
    expect(runs[1]!.stderr).toContain(`--concurrency must be a positive whole number, got "0\\n${INJECT}"`);
    expect(runs[2]!.stderr).toContain('unknown option --sever\\n::add-mask::flag');
    expect(runs[3]!.stderr).toContain(`could not write --json ${path.join(workspace, `x\\n${INJECT}.yaml`)}`);
  }, 60_000);
});

describe('the action bundle on the hostile corpus', () => {
  let run: ActionRun;
  beforeAll(async () => {
    const reports = await mkdtemp(path.join(tmpdir(), 'mse-hostile-reports-'));
    await mkdir(reports, { recursive: true });
    run = await runAction(
      {
        scenarios: '.',
        'server-command': SERVER,
        // One server process: it keeps no state, and its stderr is quoted all the same.
        isolation: 'suite',
        'anthropic-api-key': 'sk-ant-test',
        'report-json': path.join(reports, 'r.json'),
      },
      { workspace, env: { ANTHROPIC_BASE_URL: fake.url } },
    );
  }, 60_000);

  it('writes only its own workflow commands, hostile text inside them inert', () => {
    const OWN =
      /^::(error|warning|notice)( [^:]*)?::|^::(group|endgroup|add-mask)::|^::stop-commands::mcp-scenario-eval-[0-9a-f-]+$|^::mcp-scenario-eval-[0-9a-f-]+::$/;
    const lines = commandLines(run.stdout);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !OWN.test(line))).toEqual([]);
    // The runner finds the legacy form anywhere, inside our own commands too.
    expect(lines.filter((line) => line.includes('##['))).toEqual([]);
    expect(commandLines(run.stderr)).toEqual([]);
  });

  it('places annotations on paths the runner decodes intact, and says why where it cannot', () => {
    const annotations = commandLines(run.stdout)
      .filter((line) => /^::(error|warning|notice)/.test(line))
      .map(parseCommand);
    const files = new Set(annotations.map((a) => a.properties.file).filter(Boolean));
    // `,` `:` `%` and line breaks are encoded, and the runner's decoding gives the real path back.
    expect([...files].sort()).toEqual([FILES.newline, FILES.carriageReturn].sort());
    // `##[` and other control characters cannot be a property: no position, and the message says why.
    const unplaced = annotations.filter((a) => a.data.startsWith('at ') && a.properties.file === undefined);
    expect(unplaced.map((a) => a.data.split('\n')[0])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^at a,b:c%d ##\u200B\[warning\]e\.yaml:\d+:\d+ \(not placed on the file: it holds "##\u200B\["/,
        ),
        expect.stringMatching(
          /^at esc␛\[31mred␛\]0;title␇\.yaml:\d+ \(not placed on the file: it holds a control character/,
        ),
      ]),
    );
  });
});
