import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../src/scenario/load.js';
import type { ToolStep } from '../../src/kinds/tool-sequence/steps/tool.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT } from '../helpers/runner.js';
import { emptyFolder, EVERYTHING_MODULE_FLAGS } from './helpers.js';
import { toolSequence } from '../helpers/scenarios.js';

// A server child: the machine's specifics reach it through the environment it is started with.
const CATALOG_FLAGS = [
  '--server-command',
  `"${process.execPath}" "${path.join(ROOT, '__tests__/fixtures/servers/catalog.mjs')}"`,
];

describe('init (issue 20)', () => {
  it('--expect-error: calls the tool with arguments its schema rejects and writes expect_error: invalid_arguments with the error text', async () => {
    const folder = await emptyFolder();
    const init = await runCliInProcess(
      [
        'init',
        'echo_bad_input',
        '--tool',
        'echo',
        '--args',
        '{"message":5}',
        '--expect-error',
        ...EVERYTHING_MODULE_FLAGS,
      ],
      { cwd: folder },
    );
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    const text = await readFile(path.join(folder, 'scenarios/echo_bad_input.yaml'), 'utf8');
    const [scenario] = loadScenarioFile(text, 'x', 'x').scenarios;
    // The arguments do not fit the schema: the error is their refusal (issue 30 item 1), and the file says so.
    expect(text).toContain('expect_error: invalid_arguments');
    expect(toolSequence(scenario).steps[0]).toMatchObject({ expectError: true, expectInvalidArguments: true });
    expect((toolSequence(scenario).steps[0] as ToolStep).args).toEqual({ message: 5 });
    expect(scenario!.expectedContains.map((entry) => entry.value).join('\n')).toMatch(/Input validation error/);
    // The header says how the lines were chosen: a stub is called twice.
    expect(text).toContain('from 2 calls of echo: each expected_contains');

    const run = await runCliInProcess(['scenarios/echo_bad_input.yaml', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(run.stdout).toContain('PASS  echo_bad_input');
    expect(run.code).toBe(0);

    // A call that succeeds is no error to capture: nothing is written.
    const ok = await runCliInProcess(
      [
        'init',
        'echo_fine',
        '--tool',
        'echo',
        '--args',
        '{"message":"hi"}',
        '--expect-error',
        ...EVERYTHING_MODULE_FLAGS,
      ],
      { cwd: folder },
    );
    expect(ok.stderr).toContain('--expect-error: echo returned no error');
    expect(ok.code).toBe(1);
  });

  it('--expect-error with arguments that fit and a tool error writes expect_error: true; a -32602 refusal writes invalid_arguments', async () => {
    const folder = await emptyFolder();
    const flags = ['--server-module', path.join(ROOT, '__tests__/fixtures/servers/validation.mjs')];
    const own = await runCliInProcess(
      ['init', 'unknown_event', '--tool', 'get_event', '--args', '{"id":"evt-9999"}', '--expect-error', ...flags],
      { cwd: folder },
    );
    expect(own.stderr).toBe('');
    const ownText = await readFile(path.join(folder, 'scenarios/unknown_event.yaml'), 'utf8');
    expect(ownText).toContain('expect_error: true');
    expect(ownText).toContain('"no event evt-9999"');
    const refused = await runCliInProcess(
      ['init', 'bad_code', '--tool', 'strict_code', '--args', '{"code":"ABCD"}', '--expect-error', ...flags],
      { cwd: folder },
    );
    expect(refused.stderr).toBe('');
    const refusedText = await readFile(path.join(folder, 'scenarios/bad_code.yaml'), 'utf8');
    expect(refusedText).toContain('expect_error: invalid_arguments');
    expect(refusedText).toContain('code must be three capital letters');
    // Both files pass as written.
    const run = await runCliInProcess(['scenarios/*.yaml', ...flags], { cwd: folder });
    expect(run.stdout).toContain('PASS  unknown_event');
    expect(run.stdout).toContain('PASS  bad_code');
    expect(run.code).toBe(0);
  });

  it("never proposes a line holding this machine's specifics (versions, host, home, PATH entries)", async () => {
    const folder = await emptyFolder();
    const agent = `npm/11.19.1 node/${process.version} linux x64 workspaces/false`;
    const env = { npm_config_user_agent: agent, MACHINE_NEUTRAL: 'a line that holds on any machine at all' };
    const init = await runCliInProcess(['init', 'env_lines', '--tool', 'show_env', ...CATALOG_FLAGS], {
      cwd: folder,
      env,
    });
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    const text = await readFile(path.join(folder, 'scenarios/env_lines.yaml'), 'utf8');
    const entries = loadScenarioFile(text, 'x', 'x').scenarios[0]!.expectedContains.map((entry) => entry.value);
    expect(entries.length).toBeGreaterThan(0);
    const specifics = [
      'npm/11.19.1',
      process.version,
      hostname(),
      process.env.HOME ?? '/root',
      ...(process.env.PATH ?? '').split(':').filter((entry) => entry.length >= 3),
    ];
    for (const entry of entries) for (const specific of specifics) expect(entry).not.toContain(specific);
  });
});
