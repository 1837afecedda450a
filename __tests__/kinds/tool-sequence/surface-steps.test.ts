// Resource, prompt and completion steps (issue 32 §1), through the real engine against a real server
// on the MCP SDK v2 that serves both eras: what each step's checks see, `save` and `${name}`,
// `expect_error: true` on a JSON-RPC error, the pre-checks against the server's lists, and the lists
// read again after the server says they changed. The server runs in-process (a server-module, one
// server per scenario, each with its own state), served in each era through the SDK's era entry as
// over stdio; the last test runs it as a process per scenario, as a user's command does.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSuite, type RunResult, type ScenarioResult } from '../../../src/run/index.js';
import { keepEnvironment } from '../../helpers/keep-environment.js';
import { optionsFor, SERVERS, writeSuite } from '../../mcp/helpers.js';

const SERVER = path.join(SERVERS, 'surface/both-eras.mjs');
const COMMAND = `"${process.execPath}" "${SERVER}"`;
const IN_PROCESS = { kind: 'module' as const, modulePath: path.join(SERVERS, 'surface/both-eras-session.mjs') };

keepEnvironment();

const SUITE = {
  'issue.yaml': `name: note_and_its_prompt
tool_sequence:
  - resource: notes://1234
    expected_contains: ["Title: Q3 plan"]
    save: { title: "Title: (.+)" }
  - prompt: summarize_note
    args: { id: "1234", style: short }
    expected_contains: ["user: Summarize the note 1234 in a short style.", "assistant: Sure."]
  - complete: { prompt: summarize_note, argument: style, value: "s" }
    expected_contains: ["short"]
    expected_not_contains: ["long"]
  - complete: { resource: "notes://{id}", argument: id, value: "12" }
    expected_contains: ["1234"]
  - tool: notes_search
    args: { q: "\${title}" }
expected_contains: ["found: Q3 plan"]
`,
  'contents.yaml': `name: contents_rendered
tool_sequence:
  - resource: notes://index
    save: { id: 'Notes: \\d+, (\\d+)' }
  - resource: notes://logo
  - resource: notes://pair
  - prompt: with_attachments
  - resource: "notes://\${id}"
    expected_contains: ["Q4 plan"]
  - prompt: summarize_note
    args: { id: "\${id}" }
    expected_contains: ["note 5678 in a plain style"]
expected_contains: ["Notes"]
`,
  'errors.yaml': `name: server_errors_expected
tool_sequence:
  - resource: notes://9999
    expect_error: true
    expected_contains: ["no note 9999"]
  - prompt: summarize_note
    args: { id: 7 }
    expected_contains: ["note 7"]
`,
  'unexpected-error.yaml': `name: server_error_unexpected
tool_sequence:
  - resource: notes://9999
  - resource: notes://index
expected_contains: ["Notes"]
`,
  'expected-but-fine.yaml': `name: expected_error_but_success
tool_sequence:
  - resource: notes://index
    expect_error: true
`,
  'unknown.yaml': `name: unknown_names
tool_sequence:
  - resource: note://index
  - prompt: summarise_note
    args: { id: "1" }
  - complete: { prompt: summarize_note, argument: styles, value: "" }
expected_contains: ["x"]
`,
  'arguments.yaml': `name: prompt_arguments
tool_sequence:
  - prompt: summarize_note
    args: { style: short, tone: dry }
expected_contains: ["x"]
`,
  'added-note.yaml': `name: resource_list_changed
tool_sequence:
  - tool: add_note
  - resource: extra://note
    expected_contains: ["the extra note"]
`,
  'never-added.yaml': `name: prompt_never_added
tool_sequence:
  - tool: add_note
  - prompt: nope_prompt
    expected_contains: ["x"]
`,
  'added-prompt.yaml': `name: prompt_list_changed
tool_sequence:
  - tool: add_prompt
  - prompt: extra_prompt
    expected_contains: ["user: the extra prompt"]
`,
};

function scenario(run: RunResult, name: string): ScenarioResult {
  const found = run.scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
}

function failedMessages(result: ScenarioResult): string[] {
  return result.checks.filter((check) => check.status === 'failed').map((check) => check.message ?? '');
}

let workspace: string;
const runs: Partial<Record<'legacy' | 'modern', RunResult>> = {};

beforeAll(async () => {
  workspace = await writeSuite(SUITE);
  for (const protocol of ['legacy', 'modern'] as const) {
    runs[protocol] = await runSuite(optionsFor(workspace, IN_PROCESS, { protocol, timeoutMs: 5_000 }));
  }
}, 60_000);

describe.each(['legacy', 'modern'] as const)('resource, prompt and complete steps, in the %s era', (protocol) => {
  it('speaks the era asked for', () => {
    expect(runs[protocol]!.protocol?.era).toBe(protocol);
  });

  it("runs the issue's scenario: every check, save and ${name} as for tool steps", () => {
    const result = scenario(runs[protocol]!, 'note_and_its_prompt');
    expect(failedMessages(result)).toEqual([]);
    expect(result.status).toBe('passed');
    expect(result.steps.map((step) => step.text)).toEqual([
      'Title: Q3 plan\nShip the thing.',
      'user: Summarize the note 1234 in a short style.\nassistant: Sure.',
      'short\nshouting\ntotal: 2\nhasMore: false',
      '1234\ntotal: 1\nhasMore: false',
      'found: Q3 plan',
    ]);
  });

  it('renders a blob, several contents, an embedded resource and an image; a template URI filled from a save', () => {
    const result = scenario(runs[protocol]!, 'contents_rendered');
    expect(failedMessages(result)).toEqual([]);
    expect(result.steps.map((step) => step.text)).toEqual([
      'Notes: 1234, 5678',
      '[blob image/png, 16 bytes]',
      'first part\nsecond part',
      'user: Title: Q3 plan\nShip the thing.\nuser: [image image/png, 16 bytes]',
      expect.anything(),
      expect.anything(),
    ]);
  });

  it('expect_error: true passes on a JSON-RPC error, with its code and message as the output', () => {
    const result = scenario(runs[protocol]!, 'server_errors_expected');
    expect(failedMessages(result)).toEqual([]);
    expect(result.status).toBe('passed');
    expect(result.steps[0]).toMatchObject({
      isError: true,
      text: expect.stringMatching(/^error -?\d+: .*no note 9999/),
    });
  });

  it('a JSON-RPC error without expect_error fails the step, and the steps after it are not run', () => {
    const result = scenario(runs[protocol]!, 'server_error_unexpected');
    expect(result.status).toBe('failed');
    expect(result.steps).toHaveLength(1);
    expect(failedMessages(result)[0]).toMatch(
      /^resources\/read notes:\/\/9999 was answered with a JSON-RPC error: error -?\d+: .*no note 9999; if that error is what this step tests, write expect_error: true$/,
    );
  });

  it('expect_error: true fails when the server answers', () => {
    const result = scenario(runs[protocol]!, 'expected_error_but_success');
    expect(result.status).toBe('failed');
    expect(failedMessages(result)).toEqual([
      'resources/read notes://index succeeded, but the step says expect_error: true: Notes: 1234, 5678',
    ]);
  });

  it('names a resource, prompt or argument the server lacks before any call, with the closest name', () => {
    const result = scenario(runs[protocol]!, 'unknown_names');
    expect(result.status).toBe('errored');
    expect(result.steps).toEqual([]);
    expect(failedMessages(result)).toEqual([
      'the server has no resource "note://index", and none of its templates matches it: did you mean "notes://index"?',
      'the server has no prompt "summarise_note": did you mean "summarize_note"?',
      'prompt summarize_note has no argument "styles": did you mean "style"?',
    ]);
    expect(result.error).toBe(
      'the tool sequence names things the server lacks ("note://index", "summarise_note"); no step was run',
    );
  });

  it('reports a prompt argument it does not declare and a required one missing, before any call', () => {
    const result = scenario(runs[protocol]!, 'prompt_arguments');
    expect(result.status).toBe('errored');
    expect(result.steps).toEqual([]);
    expect(failedMessages(result)).toEqual([
      'the arguments of prompt summarize_note do not fit the prompt: it declares no argument "tone" (its arguments: id, style); the required argument "id" is missing',
    ]);
  });
});

describe('lists read again after the server says they changed', () => {
  it.each(['legacy', 'modern'] as const)(
    'a prompt still not listed when its step comes is refused then, not called (%s era)',
    (protocol) => {
      const result = scenario(runs[protocol]!, 'prompt_never_added');
      expect(result.status).toBe('errored');
      expect(result.steps.map((step) => step.text)).toEqual(['added']);
      expect(result.error).toMatch(
        /^the tool sequence names a prompt the server lacks \("nope_prompt"; (after the server said a list changed, its lists were read again|its lists were read again before this step)\); the steps from this one on were not called$/,
      );
    },
  );

  it.each(['legacy', 'modern'] as const)(
    'a resource added after notifications/resources/list_changed is read (%s era)',
    (protocol) => {
      const result = scenario(runs[protocol]!, 'resource_list_changed');
      expect(failedMessages(result)).toEqual([]);
      expect(result.status).toBe('passed');
      // The 2025 era has the notification, kept with the call it came during; in 2026-07-28 the SDK's
      // per-request server sends none, and the step, named before it was listed, reads the lists again.
      if (protocol === 'legacy') {
        expect(result.steps[0]!.notifications).toContainEqual({
          kind: 'resources_list_changed',
          message: 'the server said its resource list changed (notifications/resources/list_changed)',
        });
      }
    },
  );

  it.each(['legacy', 'modern'] as const)(
    'a prompt added after notifications/prompts/list_changed is got (%s era)',
    (protocol) => {
      const result = scenario(runs[protocol]!, 'prompt_list_changed');
      expect(failedMessages(result)).toEqual([]);
      expect(result.status).toBe('passed');
      if (protocol === 'legacy') {
        expect(result.steps[0]!.notifications).toContainEqual({
          kind: 'prompts_list_changed',
          message: 'the server said its prompt list changed (notifications/prompts/list_changed)',
        });
      }
    },
  );
});

describe('a step that is not one kind or another is refused at load, with where and why', () => {
  let run: RunResult;
  beforeAll(async () => {
    const dir = await writeSuite({
      'a-kinds.yaml': `name: two_kinds_or_none
tool_sequence:
  - resource: notes://1
    prompt: summarize_note
  - expected_contains: ["x"]
expected_contains: ["x"]
`,
      'b-keys.yaml': `name: keys_of_another_kind
tool_sequence:
  - resource: notes://1
    args: { id: "1" }
  - prompt: summarize_note
    elicitation: { action: decline }
  - complete: { argument: id, value: "1" }
expected_contains: ["x"]
`,
    });
    run = await runSuite(optionsFor(dir, IN_PROCESS));
  }, 30_000);

  it('says each mistake at its line', () => {
    expect(run.fileErrors.map((error) => [error.position.file, error.position.line, error.message])).toEqual([
      [
        'a-kinds.yaml',
        4,
        '`tool_sequence[0].prompt`: a step makes one call, and this one also has `resource`: split it into two steps',
      ],
      ['a-kinds.yaml', 5, 'missing required key `tool` in `tool_sequence[1]`'],
      [
        'b-keys.yaml',
        4,
        '`tool_sequence[0].args` cannot go with `resource`: a resource read takes only its URI (a template is filled as written: notes://1234)',
      ],
      [
        'b-keys.yaml',
        6,
        '`tool_sequence[1].elicitation` cannot go with `prompt`: only a tool call is answered from a script',
      ],
      [
        'b-keys.yaml',
        7,
        "`tool_sequence[2].complete` needs exactly one of `prompt` (a prompt's argument) or `resource` (a resource template's variable)",
      ],
    ]);
  });
});

describe('the other lists are read only for a scenario that has a step needing them (and once a run, for coverage)', () => {
  it('asks nothing more of the server per scenario for tool steps only, and reads resources/list for a resource step', async () => {
    const tools = (name: string) => `name: ${name}
tool_sequence:
  - tool: notes_search
    args: { q: "x" }
expected_contains: ["found: x"]
`;
    const dir = await writeSuite({ 'a-tools.yaml': tools('tools_only'), 'a-tools-2.yaml': tools('tools_only_2') });
    const log = path.join(dir, 'lists.log');
    const server = { kind: 'command' as const, command: COMMAND, cwd: dir, env: { SURFACE_LIST_LOG: log } };
    const toolsOnly = await runSuite(optionsFor(dir, server));
    expect(toolsOnly.scenarios.map((result) => result.status)).toEqual(['passed', 'passed']);
    // Two scenarios, each on a server of its own (isolation: scenario): the lists are read once, for coverage.
    expect(readFileSync(log, 'utf8')).toBe('resources/list\n');
    await writeFile(log, '');

    await writeFile(
      path.join(dir, 'b-resource.yaml'),
      'name: reads_a_resource\ntool_sequence:\n  - resource: notes://index\nexpected_contains: ["Notes"]\n',
    );
    const withResource = await runSuite(optionsFor(dir, server, { filter: 'reads_a_resource' }));
    expect(withResource.scenarios.map((result) => result.status)).toEqual(['passed']);
    expect(readFileSync(log, 'utf8')).toBe('resources/list\n');
  }, 30_000);
});
