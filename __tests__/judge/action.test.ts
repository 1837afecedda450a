import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeInline } from '../../src/report/text/escape.js';
import { lineOf, ROOT, runAction } from '../helpers/runner.js';
import { criterionOf, reply, startFakeMessagesApi, type FakeMessagesApi } from './fake-messages-api.js';

const ECNL_COMMAND = 'node examples/ecnl/server.mjs';
const SCENARIO = '__tests__/fixtures/suites/judged/two_criteria.yaml';
const SCENARIO_FILE = path.join(ROOT, SCENARIO);
const API_KEY = 'sk-ant-test-e2e-5f1c9a0b7d3e';
const PASS_REPLY = 'VERDICT: PASS\nREASON: It lists events with a conference and a season each.';
const FAIL_REPLY = `VERDICT: FAIL\nREASON: Most events are held elsewhere, not in Frisco (key ${API_KEY}).`;

let fake: FakeMessagesApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('the action with the judge, run as the Actions runner runs it', () => {
  it('shows each verdict and reason, annotates the failed criterion at its line, and never shows the key', async () => {
    fake = await startFakeMessagesApi((request) =>
      reply(criterionOf(request).includes('Frisco') ? FAIL_REPLY : PASS_REPLY, { inputTokens: 321, outputTokens: 17 }),
    );
    const run = await runAction(
      { scenarios: SCENARIO, 'server-command': ECNL_COMMAND },
      { env: { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: fake.url } },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);

    const passLine = await lineOf(SCENARIO_FILE, 'at least one ECNL event');
    const failLine = await lineOf(SCENARIO_FILE, 'held in Frisco');
    const errors = run.annotations.filter((a) => a.level === 'error' && a.properties.file);
    expect(errors.map((e) => [e.properties.file, Number(e.properties.line), e.properties.title])).toEqual([
      [SCENARIO, failLine, 'judged_two_criteria'],
    ]);
    expect(errors[0]!.message.split('\n')).toEqual([
      'criterion: Output says that every event is held in Frisco, TX.',
      'judge: FAIL: Most events are held elsewhere, not in Frisco (key ***).',
      "judge's raw reply: VERDICT: FAIL",
      'REASON: Most events are held elsewhere, not in Frisco (key ***).',
    ]);

    // The summary escapes untrusted text for Markdown (`***` reads `\*\*\*` there).
    const at = (line: number) => `<code>${escapeInline(`${SCENARIO}:${line}`)}</code>`;
    expect(run.summary).toContain(
      `- ✅ PASS judged\\_two\\_criteria at ${at(passLine)} “${escapeInline('Output lists at least one ECNL event with a conference and a season.')}”: ${escapeInline('It lists events with a conference and a season each.')}`,
    );
    expect(run.summary).toContain(
      `- ❌ FAIL judged\\_two\\_criteria at ${at(failLine)} “${escapeInline('Output says that every event is held in Frisco, TX.')}”: ${escapeInline('Most events are held elsewhere, not in Frisco (key ***).')}`,
    );
    expect(run.summary).toContain(`Judge’s raw reply to the criterion at ${at(failLine)}`);
    expect(run.summary).toContain('VERDICT: FAIL\nREASON: Most events are held elsewhere');
    // `::add-mask::KEY` is how the runner learns to mask the key; it is never shown. Nothing else may name it.
    expect(run.stdout).toContain(`::add-mask::${API_KEY}`);
    const shownStdout = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [shownStdout, run.stderr, run.summary, JSON.stringify(run.outputs)]) {
      expect(text).not.toContain(API_KEY);
    }
  });

  it('without a key, skips the criteria with a notice on each line and still passes on the substrings', async () => {
    const run = await runAction({ scenarios: SCENARIO, 'server-command': ECNL_COMMAND });
    expect(run.code).toBe(0);
    const notices = run.annotations.filter((a) => a.level === 'notice' && a.properties.file);
    expect(notices.map((n) => [Number(n.properties.line), n.message])).toEqual([
      [await lineOf(SCENARIO_FILE, 'at least one ECNL event'), 'no ANTHROPIC_API_KEY (or anthropic-api-key) set'],
      [await lineOf(SCENARIO_FILE, 'held in Frisco'), 'no ANTHROPIC_API_KEY (or anthropic-api-key) set'],
    ]);
    expect(run.summary).toContain(
      `> - 2 judge criteria skipped: ${escapeInline('no ANTHROPIC_API_KEY (or anthropic-api-key) set')}`,
    );
  });

  it('with judge: required and no key, fails the step', async () => {
    const run = await runAction({ scenarios: SCENARIO, 'server-command': ECNL_COMMAND, judge: 'required' });
    expect(run.code).toBe(1);
    expect(run.annotations.filter((a) => a.level === 'error' && a.properties.file)).toHaveLength(2);
  });

  it('loads the SDK chunk only when a criterion is judged, and fails closed if it cannot', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'mse-dist-'));
    try {
      await cp(path.join(ROOT, 'dist'), copy, { recursive: true });
      const chunks = (await readdir(copy)).filter((f) => /^\d+\.index\.js$/.test(f));
      for (const chunk of chunks) {
        if ((await readFile(path.join(copy, chunk), 'utf8')).includes('anthropic-version')) {
          await rm(path.join(copy, chunk));
        }
      }
      const bundle = path.join(copy, 'index.js');
      const stub = await runAction({ scenarios: SCENARIO, 'server-command': ECNL_COMMAND }, { bundle });
      expect(stub.stderr).toBe('');
      expect(stub.code).toBe(0);

      const judged = await runAction(
        { scenarios: SCENARIO, 'server-command': ECNL_COMMAND },
        { bundle, env: { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' } },
      );
      expect(judged.code).toBe(1);
      const errors = judged.annotations.filter((a) => a.level === 'error' && a.properties.file);
      expect(errors).toHaveLength(2);
      for (const error of errors) expect(error.message).toMatch(/\njudge error: could not load the Anthropic SDK/);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('keeps the Anthropic SDK out of the start-up bundle: it lives in a chunk loaded on first use', async () => {
    for (const dir of ['dist', 'dist/cli']) {
      const entry = await readFile(path.join(ROOT, dir, 'index.js'), 'utf8');
      expect(entry).not.toContain('anthropic-version');
      const chunks = (await readdir(path.join(ROOT, dir))).filter((f) => /^\d+\.index\.js$/.test(f));
      expect(entry).not.toContain('AnthropicBedrock');
      expect(entry).not.toContain('AnthropicVertex');
      const withSdk = [];
      const bedrock = [];
      const vertex = [];
      for (const chunk of chunks) {
        const text = await readFile(path.join(ROOT, dir, chunk), 'utf8');
        // The Bedrock and Vertex SDKs (issue 46) each have a chunk of their own, loaded only for their platform.
        if (text.includes('class AnthropicBedrock')) bedrock.push(chunk);
        else if (text.includes('class AnthropicVertex')) vertex.push(chunk);
        else if (text.includes('anthropic-version')) withSdk.push(chunk);
      }
      expect(withSdk).toHaveLength(1);
      expect(bedrock).toHaveLength(1);
      expect(vertex).toHaveLength(1);
    }
  });
});
