import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, toRunOptions } from '../../src/config/resolve.js';
import { runSuite } from '../../src/run/index.js';
import { parseCommandLine } from '../../src/cli/main.js';
import { readSettings } from '../../src/github/inputs.js';
import { parseServerEnv, expandScenarioDir } from '../../src/mcp/server-env.js';
import { runConfig, SERVERS, writeSuite } from './helpers.js';

const NOTEBOOK_COMMAND = `"${process.execPath}" "${path.join(SERVERS, 'notebook.mjs')}"`;

// Two scenarios that each expect a fresh notebook: with a fixed NOTES_FILE the second finds the first's note.
const SUITE = {
  'notes.yaml': ['first', 'second', 'third']
    .map(
      (name) => `name: remember_${name}
tool_sequence:
  - tool: remember
    args: { note: ${name} }
  - tool: where
expected_contains: ["notes: 1"]
`,
    )
    .join('---\n'),
};

describe('server-env and a fresh MCP_EVAL_SCENARIO_DIR per server process', () => {
  it('a server that keeps state on disk, pointed into MCP_EVAL_SCENARIO_DIR, starts empty in every scenario; the directories are removed', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runSuite(
      toRunOptions(
        runConfig(workspace, {
          serverCommand: `${NOTEBOOK_COMMAND} '\${MCP_EVAL_SCENARIO_DIR}/root'`,
          serverEnv: ['NOTES_FILE=${MCP_EVAL_SCENARIO_DIR}/notes.txt', '# a comment', ''],
          concurrency: 2,
        }),
      ),
    );
    expect(run.scenarios.map((s) => [s.name, s.status])).toEqual([
      ['remember_first', 'passed'],
      ['remember_second', 'passed'],
      ['remember_third', 'passed'],
    ]);
    const dirs = run.scenarios.map((s) => /^dir: (.+)$/m.exec(s.output)![1]!);
    expect(new Set(dirs).size).toBe(3);
    for (const [index, scenario] of run.scenarios.entries()) {
      const dir = dirs[index]!;
      expect(path.basename(dir)).toMatch(/^mcp-eval-scenario-/);
      expect(scenario.output).toContain('dir exists: true');
      expect(scenario.output).toContain(`notes file: ${dir}/notes.txt`);
      expect(scenario.output).toContain(`root: ${dir}/root`);
      expect(existsSync(dir)).toBe(false);
    }
  });

  it('without it, a fixed file is shared and the second scenario fails (what the README used to deny)', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runSuite(
      toRunOptions(
        runConfig(workspace, {
          serverCommand: NOTEBOOK_COMMAND,
          serverEnv: [`NOTES_FILE=${path.join(workspace, 'notes.txt')}`],
        }),
      ),
    );
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'failed', 'failed']);
  });

  it('with isolation: suite the one process gets one directory', async () => {
    const workspace = await writeSuite(SUITE);
    const run = await runSuite(
      toRunOptions(
        runConfig(workspace, {
          serverCommand: NOTEBOOK_COMMAND,
          serverEnv: ['NOTES_FILE=$MCP_EVAL_SCENARIO_DIR/notes.txt'],
          isolation: 'suite',
        }),
      ),
    );
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed', 'failed', 'failed']);
    expect(run.scenarios[2]!.output).toContain('notes: 3');
  });

  it('--server-env is repeatable on the command line', () => {
    const config = parseCommandLine(
      ['--server-command', 'srv', '--server-env', 'A=1', '--server-env', 'B=x=y'],
      {},
      '/tmp',
    );
    if (typeof config === 'string') throw new Error(config);
    const options = toRunOptions(config);
    expect(options.server).toMatchObject({ kind: 'command', env: { A: '1', B: 'x=y' } });
  });

  it('an entry that is not KEY=VALUE, or server-env without a server-command, is a usage error naming it', () => {
    const workspace = '/tmp';
    expect(() => toRunOptions(runConfig(workspace, { serverCommand: 'srv', serverEnv: ['NOEQUALS'] }))).toThrow(
      /server-env entry "NOEQUALS" is not KEY=VALUE/,
    );
    expect(() => toRunOptions(runConfig(workspace, { serverCommand: 'srv', serverEnv: ['1A=b'] }))).toThrow(
      ConfigError,
    );
    expect(() =>
      toRunOptions(runConfig(workspace, { serverCommand: 'srv', serverEnv: ['MCP_EVAL_SCENARIO_DIR=/x'] })),
    ).toThrow(/cannot set MCP_EVAL_SCENARIO_DIR/);
    expect(() => toRunOptions(runConfig(workspace, { serverModule: 'm.mjs', serverEnv: ['A=1'] }))).toThrow(
      /server-env sets the environment of a server-command process; server-module runs in this process/,
    );
  });

  it('"VAR=x cmd" as a server command points to --server-env (and to the input in the action)', () => {
    const cli = parseCommandLine(['--server-command', 'MEMORY_FILE_PATH=/tmp/m.json npx server-memory'], {}, '/tmp');
    if (typeof cli === 'string') throw new Error(cli);
    expect(() => toRunOptions(cli)).toThrow(
      '--server-command: "MEMORY_FILE_PATH=/tmp/m.json" sets a variable, which only a shell does, and server-command is run without one: remove it from the command line and give it with --server-env MEMORY_FILE_PATH=/tmp/m.json',
    );
    expect(() =>
      toRunOptions(
        runConfig('/tmp', {
          serverCommand: 'A=1 node s.mjs',
          labels: { serverCommand: 'input server-command', serverEnv: 'input server-env' },
        }),
      ),
    ).toThrow(/give it with input server-env A=1$/);
  });

  it('the action reads the server-env input, one KEY=VALUE per line', () => {
    process.env['INPUT_SERVER-COMMAND'] = 'node server.mjs';
    process.env['INPUT_SERVER-ENV'] = 'MEMORY_FILE_PATH=${MCP_EVAL_SCENARIO_DIR}/m.jsonl\n\nDEBUG=1\n';
    try {
      const settings = readSettings({});
      expect(settings.serverEnv).toEqual(['MEMORY_FILE_PATH=${MCP_EVAL_SCENARIO_DIR}/m.jsonl', 'DEBUG=1']);
      expect(toRunOptions(settings).server).toMatchObject({
        env: { MEMORY_FILE_PATH: '${MCP_EVAL_SCENARIO_DIR}/m.jsonl', DEBUG: '1' },
      });
    } finally {
      delete process.env['INPUT_SERVER-COMMAND'];
      delete process.env['INPUT_SERVER-ENV'];
    }
  });

  it('parses and expands as documented', () => {
    expect(parseServerEnv(['A=', 'B=c d=e', 'C=${MCP_EVAL_SCENARIO_DIR}'], 'x')).toEqual({
      A: '',
      B: 'c d=e',
      C: '${MCP_EVAL_SCENARIO_DIR}',
    });
    expect(() => parseServerEnv(['B = c'], 'x')).toThrow(/"B = c" is not KEY=VALUE/);
    expect(
      expandScenarioDir('${MCP_EVAL_SCENARIO_DIR}/m.json $MCP_EVAL_SCENARIO_DIR $MCP_EVAL_SCENARIO_DIRS', '/d'),
    ).toBe('/d/m.json /d $MCP_EVAL_SCENARIO_DIRS');
  });
});

describe('server-secrets: variables for the server that are secrets (issue 30 item 5)', () => {
  it('adds them to the environment and to the secrets; a secret-named server-env value of 8+ characters is one too', () => {
    const options = toRunOptions(
      runConfig('/tmp', {
        serverCommand: 'srv',
        serverEnv: ['GITHUB_PAT_token=ghp-12345678', 'MonkeyBusiness=k3y', 'DEBUG=verbose-mode'],
        serverSecrets: ['SLACK_BOT_TOKEN=xoxb-1', '# a comment'],
      }),
    );
    expect(options.server).toMatchObject({
      env: {
        GITHUB_PAT_token: 'ghp-12345678',
        MonkeyBusiness: 'k3y',
        DEBUG: 'verbose-mode',
        SLACK_BOT_TOKEN: 'xoxb-1',
      },
    });
    expect(options.secrets).toEqual(['xoxb-1', 'ghp-12345678']);
    expect(options.notices).toEqual([
      'server-env GITHUB_PAT_token: its name says it holds a secret, so its value is treated as one (masked, and redacted from the reports and recordings); give it with server-secrets to say so',
      'server-env MonkeyBusiness: its name says it holds a secret, but its value is shorter than 8 characters, so it is not treated as one (redacting it would blank common text); if it is a secret, give it with server-secrets',
    ]);
  });

  it('--server-secret NAME takes the variable of that name; --server-secret is repeatable', () => {
    process.env.MSE_TEST_SECRET_TOKEN = 'from-the-environment';
    try {
      const config = parseCommandLine(
        ['--server-command', 'srv', '--server-secret', 'MSE_TEST_SECRET_TOKEN', '--server-secret', 'B=x=y'],
        {},
        '/tmp',
      );
      if (typeof config === 'string') throw new Error(config);
      const options = toRunOptions(config);
      expect(options.server).toMatchObject({ env: { MSE_TEST_SECRET_TOKEN: 'from-the-environment', B: 'x=y' } });
      expect(options.secrets).toEqual(['from-the-environment', 'x=y']);
    } finally {
      delete process.env.MSE_TEST_SECRET_TOKEN;
    }
  });

  it('never quotes an entry it refuses; one name in both settings, an unset variable or no server-command is an error', () => {
    const config = (more: Parameters<typeof runConfig>[1]) => runConfig('/tmp', { serverCommand: 'srv', ...more });
    let message = '';
    try {
      toRunOptions(config({ serverSecrets: ['A=1', 'SLACK TOKEN: xoxb-hidden'] }));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^server-secrets entry 2 is not KEY=VALUE \(not quoted here: it may hold the secret\)/);
    expect(message).not.toContain('xoxb-hidden');
    expect(() => toRunOptions(config({ serverEnv: ['A=1'], serverSecrets: ['A=2'] }))).toThrow(
      'A is set by both server-env and server-secrets: give each variable once (a secret in server-secrets)',
    );
    expect(() => toRunOptions(config({ serverSecrets: ['MSE_TEST_UNSET_VARIABLE'] }))).toThrow(
      'server-secrets MSE_TEST_UNSET_VARIABLE takes the value of the variable MSE_TEST_UNSET_VARIABLE, which is not set: set it, or give MSE_TEST_UNSET_VARIABLE=VALUE',
    );
    expect(() => toRunOptions(runConfig('/tmp', { serverModule: 'm.mjs', serverSecrets: ['A=1'] }))).toThrow(
      /^server-secrets sets the environment of a server-command process; server-module runs in this process/,
    );
  });

  it('the action reads the server-secrets input, one KEY=VALUE per line', () => {
    process.env['INPUT_SERVER-COMMAND'] = 'node server.mjs';
    process.env['INPUT_SERVER-SECRETS'] = 'SLACK_BOT_TOKEN=xoxb-abc\n';
    try {
      const settings = readSettings({});
      expect(settings.serverSecrets).toEqual(['SLACK_BOT_TOKEN=xoxb-abc']);
      expect(toRunOptions(settings).secrets).toContain('xoxb-abc');
    } finally {
      delete process.env['INPUT_SERVER-COMMAND'];
      delete process.env['INPUT_SERVER-SECRETS'];
    }
  });
});
