import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply, startFakeMessagesApi, type FakeMessagesApi } from '../judge/fake-messages-api.js';
import { runAction, type ActionRun } from '../helpers/runner.js';

/**
 * Every secret a run can know, each from a different place, with the characters that make its
 * encoded forms differ from it. The first and last six characters of each are unique, so a piece
 * of one left by a cut is found too.
 */
const API_KEY_INPUT = `Zq8Kx1-ant-in<&"'/+=?#%-Jw5Rm3`;
const BEARER_INPUT = `Pv3Ny7-bearer&<>"'+/=ä€-Hd2Lc9`;
const API_KEY_VARIABLE = `Tg6Wb2-var{"j":"q"}\\/+ü-Xs4Fe1`;
const BEARER_VARIABLE = 'Mc5Ua8-bvar-plain-Rk7Yh0';
const CANARIES = [API_KEY_INPUT, BEARER_INPUT, API_KEY_VARIABLE, BEARER_VARIABLE];

const FIXTURE = '__tests__/fixtures/secret-echo';

/**
 * The forms a hostile server can echo, computed here independently of src/secrets/redact.ts: each
 * must be absent from every sink (base64 as the characters made of the secret's bytes alone, at
 * each of the three byte offsets it can start at).
 */
function formsToFind(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = [
    secret,
    secret.slice(0, 6),
    secret.slice(-6),
    JSON.stringify(secret).slice(1, -1),
    secret
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;'),
    encodeURIComponent(secret),
    encodeURIComponent(secret).toLowerCase(),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
  ];
  for (let offset = 0; offset < 3; offset++) {
    const whole = bytes.subarray(offset, offset + Math.floor((bytes.length - offset) / 3) * 3);
    forms.push(whole.toString('base64'), whole.toString('base64url'));
  }
  return [...new Set(forms)];
}

/** Every sink that holds one form of one canary, as `sink: form of canary`. */
function leaks(sinks: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [sink, text] of Object.entries(sinks)) {
    for (const canary of CANARIES) {
      for (const form of formsToFind(canary)) {
        if (text.includes(form)) found.push(`${sink}: ${JSON.stringify(form)} of ${JSON.stringify(canary)}`);
      }
    }
  }
  return found;
}

/** stdout without the `::add-mask::` commands, which are how the runner learns the secrets (never shown). */
function shownStdout(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

async function spyFiles(spyDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of await readdir(spyDir)) {
    if (name.startsWith('spy-')) files[name] = await readFile(path.join(spyDir, name), 'utf8');
  }
  return files;
}

describe('a hostile server that echoes every form of every secret of the run', () => {
  let fake: FakeMessagesApi;
  let spyDir: string;
  let run: ActionRun;
  let junit: string;
  let json: string;
  beforeAll(async () => {
    fake = await startFakeMessagesApi(() => reply('VERDICT: PASS\nREASON: It lists the forms.'));
    spyDir = await mkdtemp(path.join(tmpdir(), 'mse-spy-'));
    await writeFile(path.join(spyDir, 'canaries.json'), JSON.stringify(CANARIES));
    const junitFile = path.join(spyDir, 'junit.xml');
    run = await runAction(
      {
        scenarios: `${FIXTURE}/scenarios.yaml`,
        'server-command': `node ${FIXTURE}/server.mjs`,
        'report-junit': junitFile,
        'anthropic-api-key': API_KEY_INPUT,
        'bearer-token': BEARER_INPUT,
        judge: 'required',
      },
      {
        env: {
          ANTHROPIC_API_KEY: API_KEY_VARIABLE,
          MCP_EVAL_BEARER_TOKEN: BEARER_VARIABLE,
          ANTHROPIC_BASE_URL: fake.url,
          SPY_DIR: spyDir,
        },
        timeoutMs: 120_000,
      },
    );
    junit = await readFile(junitFile, 'utf8');
    json = await readFile(run.outputs['report-json']!, 'utf8');
  }, 180_000);
  afterAll(() => fake?.close());

  it('runs the scenarios, judges with the input key, and fails', () => {
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ total: '3', failed: '3' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY_INPUT}`);
    // The outputs did reach the reports: the redaction, not an empty report, keeps the secrets out.
    const report = JSON.parse(json) as { scenarios: { output: string; stderr?: string }[] };
    expect(report.scenarios[0]!.output).toContain('***');
    expect(report.scenarios[1]!.output.length).toBeGreaterThan(999_000);
    expect(report.scenarios[2]!.stderr).toMatch(/earlier characters cut[\s\S]*eeeeeeeeee/);
  });

  it('masks every secret it knows, the shadowed variables too', () => {
    // A command's data has `%` escaped (the runner decodes it).
    for (const canary of CANARIES) expect(run.stdout).toContain(`::add-mask::${canary.replace(/%/g, '%25')}`);
  });

  it('shows no form of any secret, nor a piece left by a cut, in any sink', () => {
    expect(
      leaks({
        stdout: shownStdout(run.stdout),
        stderr: run.stderr,
        summary: run.summary,
        outputs: JSON.stringify(run.outputs),
        json,
        junit,
        'judge request': JSON.stringify(fake.requests.map((request) => request.body)),
      }),
    ).toEqual([]);
  });

  it('leaves no secret where the stdio server can read it: its environment, its own and its parent’s /proc/<pid>/environ', async () => {
    const spies = await spyFiles(spyDir);
    expect(Object.keys(spies).length).toBeGreaterThanOrEqual(3);
    for (const text of Object.values(spies)) {
      const spied = JSON.parse(text) as { parentEnviron: string; where: string };
      expect(spied.where).toBe('stdio');
      // It could read its parent's environment block: what protects the secrets is that they are gone from it.
      expect(spied.parentEnviron).toContain('GITHUB_WORKSPACE=');
      expect(spied.parentEnviron).toContain('INPUT_ANTHROPIC-API-KEY=*');
    }
    expect(leaks(spies)).toEqual([]);
  });
});

describe('an in-process server module that reads /proc/self/environ', () => {
  it('finds no secret there, nor in process.env, and what it logs is redacted', async () => {
    const spyDir = await mkdtemp(path.join(tmpdir(), 'mse-spy-'));
    await writeFile(path.join(spyDir, 'canaries.json'), JSON.stringify(CANARIES));
    const run = await runAction(
      {
        scenarios: `${FIXTURE}/scenarios.yaml`,
        'server-module': `${FIXTURE}/server.mjs`,
        filter: 'echoes_every_form',
        'anthropic-api-key': API_KEY_INPUT,
        'bearer-token': BEARER_INPUT,
        judge: 'off',
      },
      { env: { ANTHROPIC_API_KEY: API_KEY_VARIABLE, MCP_EVAL_BEARER_TOKEN: BEARER_VARIABLE, SPY_DIR: spyDir } },
    );
    expect(run.outputs).toMatchObject({ total: '1', failed: '1' });
    const spies = await spyFiles(spyDir);
    expect(Object.keys(spies)).toHaveLength(1);
    const spied = JSON.parse(Object.values(spies)[0]!) as { selfEnviron: string; where: string };
    expect(spied.where).toBe('in-process');
    expect(spied.selfEnviron).toContain('GITHUB_WORKSPACE=');
    expect(leaks(spies)).toEqual([]);
    // What the module logged reached the log, redacted.
    expect(run.stdout).toContain('logged:');
    expect(leaks({ stdout: shownStdout(run.stdout), summary: run.summary, stderr: run.stderr })).toEqual([]);
  }, 120_000);
});
