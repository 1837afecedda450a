// `prompt_from` (issue 32 §1): an agent scenario whose request is what the server's prompt renders,
// through the real engine, the real Anthropic SDK against the fake Messages API, and a real server on
// the MCP SDK v2 with prompts (surface/both-eras.mjs); then recorded, replayed without a key, and
// refused in replay once the server's prompt renders differently.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordingPath, renderRecording, type Recording } from '../../../src/kinds/agent/recording.js';
import { runSuite, type RunOptions } from '../../../src/run/index.js';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import { finalText, toolUse, type FakeMessagesApi } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';
import { putBackServerEnvironment } from './module-environment.js';

const SERVER = path.join(SERVERS, 'surface/both-eras.mjs');
const COMMAND = `"${process.execPath}" "${SERVER}"`;

putBackServerEnvironment(['SURFACE_DEFAULT_STYLE']);

const load = (text: string) => loadScenarioFile(text, '/w/a.yaml', 'a.yaml');
const messages = (text: string) => load(text).errors.map((error) => `${error.position.line}:${error.message}`);

describe('prompt_from in the loader', () => {
  it('loads the prompt and its arguments as text, positioned at prompt_from', () => {
    const { scenarios, errors } = load(
      [
        'name: summary',
        'prompt_from:',
        '  prompt: summarize_note',
        '  args: { id: 1234, style: short }',
        'expected_calls: [{tool: notes_search}]',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(scenarios[0]!.kind).toBe('agent');
    expect(scenarios[0]!.agent).toMatchObject({
      promptFrom: { name: 'summarize_note', args: { id: '1234', style: 'short' }, position: { line: 3 } },
      promptPosition: { line: 3 },
    });
  });

  it('refuses prompt and prompt_from together, and prompt_from with tool_sequence, at the key', () => {
    expect(messages('name: a\nprompt: p\nprompt_from: {prompt: x}\nmax_calls: 1\n')).toEqual([
      expect.stringMatching(
        /^3:an agent scenario has `prompt` \(the request as written\) or `prompt_from`.*never both/,
      ),
    ]);
    expect(messages('name: a\nprompt_from: {prompt: x}\ntool_sequence: [{tool: t}]\nmax_calls: 1\n')).toEqual([
      expect.stringMatching(/^2:a scenario has `tool_sequence` \(fixed calls\) or `prompt`\/`prompt_from`.*never both/),
    ]);
  });

  it('refuses a misspelt key and an argument that is not text, with their lines', () => {
    expect(messages('name: a\nprompt_from: {name: x}\nmax_calls: 1\n').join('\n')).toMatch(
      /^2:unknown key `name` in `prompt_from`; the keys are: prompt, args$/m,
    );
    expect(messages('name: a\nprompt_from:\n  prompt: x\n  args:\n    id: [1]\nmax_calls: 1\n').join('\n')).toMatch(
      /^5:`prompt_from\.args\.id` must be a string \(prompt arguments are text.*got a list$/m,
    );
  });

  it('keeps the agent-only keys for agent scenarios: with prompt_from they are allowed', () => {
    expect(messages('name: a\nprompt_from: {prompt: x}\nforbidden_tools: [t]\ntrials: 2\n')).toEqual([]);
  });
});

const SCENARIOS = {
  'summary.yaml': `name: summary
prompt_from:
  prompt: summarize_note
  args: { id: 1234, style: short }
expected_calls:
  - tool: notes_search
expected_contains: ["Q3 plan"]
`,
  'plain.yaml': `name: plain
prompt_from: { prompt: summarize_note, args: { id: "1234" } }
expected_calls: [{ tool: notes_search }]
`,
  'misspelt.yaml': `name: misspelt
prompt_from: { prompt: summarise_note, args: { id: "1" } }
max_calls: 3
`,
  'missing.yaml': `name: missing
prompt_from: { prompt: summarize_note, args: { style: short } }
max_calls: 3
`,
  'undeclared.yaml': `name: undeclared
prompt_from: { prompt: summarize_note, args: { id: "1", tone: dry } }
max_calls: 3
`,
  'image.yaml': `name: image
prompt_from: { prompt: with_attachments }
max_calls: 3
`,
};

let fake: FakeMessagesApi;
let workspace: string;
fakeApiTest((request) =>
  (request.body.messages ?? []).length === 1
    ? toolUse(['notes_search', { q: 'Q3 plan' }])
    : finalText('The note is the Q3 plan: ship the thing.'),
).beforeAll(async ({ fake: started }) => {
  fake = started;
  workspace = await writeSuite(SCENARIOS);
});

/**
 * The server in this process (these runs are about prompt_from, not the server's process), or over
 * stdio where `overStdio`. An in-process server reads this process's environment: SURFACE_DEFAULT_STYLE
 * is set before the run.
 */
const options = (
  filter: string,
  agent: RunOptions['agent'],
  { overStdio = false, defaultStyle }: { overStdio?: boolean; defaultStyle?: string } = {},
): RunOptions => {
  if (overStdio) {
    const env: Record<string, string> = defaultStyle ? { SURFACE_DEFAULT_STYLE: defaultStyle } : {};
    return optionsFor(workspace, { kind: 'command', command: COMMAND, cwd: workspace, env }, { filter, agent });
  }
  if (defaultStyle) process.env.SURFACE_DEFAULT_STYLE = defaultStyle;
  else delete process.env.SURFACE_DEFAULT_STYLE;
  return optionsFor(workspace, { kind: 'module', modulePath: SERVER }, { filter, agent });
};
const WITH_KEY: RunOptions['agent'] = { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent' };

/** The first user message of each conversation the fake was asked to continue since `from`. */
const promptsSent = (from: number) =>
  fake.requests
    .slice(from)
    .filter((request) => request.body.messages?.length === 1)
    .map((request) => request.body.messages![0]!.content);

describe('prompt_from in a run', () => {
  it("gives the model the text of the prompt's user messages as the request (assistant messages left out)", async () => {
    process.env.ANTHROPIC_BASE_URL = fake.url;
    const before = fake.requests.length;
    // End to end: the server over stdio.
    const run = await runSuite(options('summary', WITH_KEY, { overStdio: true }));
    const scenario = run.scenarios[0]!;
    expect(scenario.status, JSON.stringify(scenario.checks)).toBe('passed');
    expect(promptsSent(before)).toEqual(['Summarize the note 1234 in a short style.']);
    expect(scenario.agent!.prompt).toBe('Summarize the note 1234 in a short style.');
    // Coverage counts the prompt as read.
    expect(run.coverage?.prompts).toEqual({ listed: 2, read: ['summarize_note'], unread: ['with_attachments'] });
  });

  it.each([
    [
      'misspelt',
      /prompt_from names the prompt "summarise_note", but the server has no such prompt: did you mean "summarize_note"\?/,
    ],
    [
      'missing',
      /the arguments of prompt_from summarize_note do not fit the prompt: the required argument "id" is missing/,
    ],
    ['undeclared', /the arguments of prompt_from summarize_note do not fit the prompt: it declares no argument "tone"/],
    [
      'image',
      /prompt with_attachments renders message 2 as an image \(image\/png\), which an agent scenario's request \(text\) cannot carry/,
    ],
  ])('%s: errors before the model is asked, at prompt_from', async (name, message) => {
    process.env.ANTHROPIC_BASE_URL = fake.url;
    const before = fake.requests.length;
    const run = await runSuite(options(name, WITH_KEY));
    const scenario = run.scenarios[0]!;
    expect(scenario.status).toBe('errored');
    expect(scenario.error).toMatch(message);
    expect(scenario.error).toContain('the model was not asked');
    expect(scenario.checks).toEqual([
      expect.objectContaining({ kind: 'agent', status: 'failed', position: expect.objectContaining({ line: 2 }) }),
    ]);
    expect(fake.requests.length).toBe(before);
  });
});

describe('prompt_from recorded and replayed', () => {
  let recording: Recording | undefined;

  it('records the rendered prompt', async () => {
    process.env.ANTHROPIC_BASE_URL = fake.url;
    const run = await runSuite(options('plain', { ...WITH_KEY, record: true }), {
      onRecordings: async (recordings) => {
        for (const { scenario, recording: made } of recordings) {
          const file = recordingPath(scenario.absolutePath, scenario.name);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, renderRecording(made));
          recording = made;
        }
      },
    });
    expect(run.scenarios[0]!.status).toBe('passed');
    expect(recording?.prompt).toBe('Summarize the note 1234 in a plain style.');
  });

  /** A replay without a key, with an API base URL that refuses: the only network is the server's. */
  async function replay(defaultStyle?: string) {
    process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
    const before = fake.requests.length;
    const run = await runSuite(options('plain', { mode: 'auto', model: 'claude-haiku-4-5' }, { defaultStyle }));
    expect(fake.requests.length).toBe(before);
    return run.scenarios[0]!;
  }

  it('replays without a key: the server renders the prompt again, and it matches', async () => {
    const scenario = await replay();
    expect(scenario.status, scenario.error).toBe('passed');
    expect(scenario.agent).toMatchObject({ replayed: true, prompt: 'Summarize the note 1234 in a plain style.' });
  });

  it("fails the replay, with a diff, once the server's prompt renders differently", async () => {
    const scenario = await replay('brief');
    expect(scenario.status).toBe('errored');
    expect(scenario.checks.map((check) => check.message).join('\n')).toContain(
      '- Summarize the note 1234 in a plain style.\n+ Summarize the note 1234 in a brief style.',
    );
  });
});
