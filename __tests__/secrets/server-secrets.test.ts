import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { finalText, startFakeMessagesApi, toolUse } from '../judge/fake-messages-api.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT, runAction, type ActionRun } from '../helpers/runner.js';

/**
 * Issue 30 item 5: a token the server needs to start, given by `server-secrets`, and one given by
 * `server-env` under a name that says it is a secret. The server prints both (result, stderr, an
 * error); neither may reach a report. PLAIN_SETTING shows that the output did reach them.
 *
 * The server is always a process of its own: what reaches its environment is the point. The action
 * is its bundle (its log and masks are its process's output); the CLI runs in-process, the same
 * code reading the same environment and writing every line through the same guard.
 */
const SLACK_TOKEN = 'xoxb-Q7c-server-secret-Zr41';
const API_KEY = 'ak-Lm3-named-like-a-key-Vt88';
const SHORT_KEY = 'k3y';
const PLAIN = 'plain-visible-value';
const FIXTURE = '__tests__/fixtures/secret-echo';
const SERVER = `node ${FIXTURE}/env-server.mjs`;

function forms(secret: string): string[] {
  return [secret, JSON.stringify(secret).slice(1, -1), Buffer.from(secret).toString('base64').slice(0, 24)];
}

function leaks(sinks: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [sink, text] of Object.entries(sinks))
    for (const secret of [SLACK_TOKEN, API_KEY])
      for (const form of forms(secret)) if (text.includes(form)) found.push(`${sink}: ${form}`);
  return found;
}

const shown = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');

describe('the action with server-secrets, and a server-env variable named like a secret', () => {
  let run: ActionRun;
  let json: string;
  let junit: string;
  beforeAll(async () => {
    const temp = await mkdtemp(path.join(tmpdir(), 'mse-server-secrets-'));
    const junitFile = path.join(temp, 'junit.xml');
    run = await runAction(
      {
        scenarios: `${FIXTURE}/server-secrets.yaml`,
        'server-command': SERVER,
        'server-secrets': `SLACK_BOT_TOKEN=${SLACK_TOKEN}`,
        'server-env': `MY_API_KEY=${API_KEY}\nPLAIN_SETTING=${PLAIN}\nSHORT_KEY=${SHORT_KEY}`,
        'report-junit': junitFile,
        judge: 'off',
      },
      { timeoutMs: 90_000 },
    );
    json = await readFile(run.outputs['report-json']!, 'utf8');
    junit = await readFile(junitFile, 'utf8');
  }, 120_000);

  it('gives the server its variables (it starts only with the token) and fails the checks', () => {
    expect(run.outputs).toMatchObject({ total: '2', failed: '2' });
    const report = JSON.parse(json) as { scenarios: { output: string; stderr?: string }[] };
    expect(report.scenarios[0]!.output).toBe(`SLACK_BOT_TOKEN=***\nMY_API_KEY=***\nPLAIN_SETTING=${PLAIN}\n`);
    expect(report.scenarios[1]!.output).toBe('auth failed for token "***"');
  });

  it('masks both values and says why the server-env one is treated as a secret', () => {
    expect(run.stdout).toContain(`::add-mask::${SLACK_TOKEN}`);
    expect(run.stdout).toContain(`::add-mask::${API_KEY}`);
    const notices = run.annotations.filter((annotation) => annotation.level === 'notice').map((a) => a.message);
    expect(notices).toContain(
      'input server-env MY_API_KEY: its name says it holds a secret, so its value is treated as one (masked, and redacted from the reports and recordings); give it with input server-secrets to say so',
    );
    expect(notices).toContain(
      'input server-env SHORT_KEY: its name says it holds a secret, but its value is shorter than 8 characters, so it is not treated as one (redacting it would blank common text); if it is a secret, give it with input server-secrets',
    );
  });

  it('puts neither value in the log, the summary, the outputs, the JSON report or JUnit', () => {
    expect(json).toContain(PLAIN);
    expect(
      leaks({
        stdout: shown(run.stdout),
        stderr: run.stderr,
        summary: run.summary,
        outputs: JSON.stringify(run.outputs),
        json,
        junit,
      }),
    ).toEqual([]);
  });
});

describe('the CLI with --server-secret', () => {
  it('takes a bare name from the environment, redacts it and a secret-named --server-env, with a notice', async () => {
    const temp = await mkdtemp(path.join(tmpdir(), 'mse-server-secrets-'));
    const jsonFile = path.join(temp, 'report.json');
    const junitFile = path.join(temp, 'junit.xml');
    const run = await runCliInProcess(
      [
        `${FIXTURE}/server-secrets.yaml`,
        '--server-command',
        SERVER,
        '--server-secret',
        'SLACK_BOT_TOKEN',
        '--server-env',
        `MY_API_KEY=${API_KEY}`,
        '--server-env',
        `PLAIN_SETTING=${PLAIN}`,
        '--json',
        jsonFile,
        '--junit',
        junitFile,
      ],
      { env: { SLACK_BOT_TOKEN: SLACK_TOKEN } },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'mcp-scenario-eval: notice: --server-env MY_API_KEY: its name says it holds a secret, so its value is treated as one',
    );
    expect(run.stderr).toContain('give it with --server-secret to say so');
    const json = await readFile(jsonFile, 'utf8');
    expect(json).toContain(`SLACK_BOT_TOKEN=***\\nMY_API_KEY=***\\nPLAIN_SETTING=${PLAIN}`);
    expect(leaks({ stdout: run.stdout, stderr: run.stderr, json, junit: await readFile(junitFile, 'utf8') })).toEqual(
      [],
    );
  }, 90_000);
});

describe('record-agent with --server-secret', () => {
  it('writes a recording, and prints its diff, with neither secret in them, though the tool and the model quote both', async () => {
    // The model calls the tool that prints the variables, then repeats what it was given and the
    // token itself, as a model that read it from a tool result would.
    const fake = await startFakeMessagesApi((request) =>
      (request.body.messages ?? []).length === 1
        ? toolUse(['print_env', { names: ['SLACK_BOT_TOKEN', 'MY_API_KEY', 'PLAIN_SETTING'] }])
        : finalText(`The server has SLACK_BOT_TOKEN=${SLACK_TOKEN} and MY_API_KEY=${API_KEY}; ${PLAIN}.`),
    );
    try {
      const workspace = await mkdtemp(path.join(tmpdir(), 'mse-server-secrets-record-'));
      await writeFile(
        path.join(workspace, 'agent.yaml'),
        'name: reads_its_variables\nprompt: "Which variables does the server have?"\nexpected_calls:\n  - tool: print_env\n',
      );
      const run = await runCliInProcess(
        [
          'record-agent',
          'agent.yaml',
          '--server-command',
          `node ${path.join(ROOT, FIXTURE, 'env-server.mjs')}`,
          '--server-secret',
          'SLACK_BOT_TOKEN',
          '--server-env',
          `MY_API_KEY=${API_KEY}`,
          '--server-env',
          `PLAIN_SETTING=${PLAIN}`,
        ],
        {
          cwd: workspace,
          env: { SLACK_BOT_TOKEN: SLACK_TOKEN, ANTHROPIC_API_KEY: 'k-fake', ANTHROPIC_BASE_URL: fake.url },
        },
      );
      expect(run.stdout).toContain('__recordings__/reads_its_variables.json: written');
      expect(run.stderr).toContain('mcp-scenario-eval record-agent: notice: --server-env MY_API_KEY: its name says');
      const recording = await readFile(path.join(workspace, '__recordings__', 'reads_its_variables.json'), 'utf8');
      // The tool result was recorded, redacted: the server did print its variables.
      expect(recording).toContain(`SLACK_BOT_TOKEN=***\\nMY_API_KEY=***\\nPLAIN_SETTING=${PLAIN}`);
      expect(leaks({ recording, stdout: run.stdout, stderr: run.stderr })).toEqual([]);
      expect(run.code).toBe(0);
    } finally {
      await fake.close();
    }
  }, 90_000);
});
