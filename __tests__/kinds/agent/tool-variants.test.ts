import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, type RunResult } from '../../../src/run/index.js';
import {
  applyToolVariant,
  checkToolVariants,
  parseToolVariants,
  ToolVariantsError,
} from '../../../src/kinds/agent/variants.js';
import { finalText, toolUse, type FakeMessagesApi, type ReceivedRequest } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');

const problemsOf = (text: string, tools?: Parameters<typeof checkToolVariants>[1]): string[] => {
  try {
    const variants = parseToolVariants(text, 'variants.yaml');
    return tools ? checkToolVariants(variants, tools) : [];
  } catch (error) {
    if (error instanceof ToolVariantsError) return error.problems;
    throw error;
  }
};

const TOOLS = [
  {
    name: 'get_event',
    description: 'Get one ECNL event by its id.',
    inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Event id' } } },
  },
  { name: 'list_seasons', description: 'List the seasons.', inputSchema: { type: 'object', properties: {} } },
];

describe('tool variants file: validation with file:line', () => {
  it('reads named variants of a tool description and parameter descriptions and titles', () => {
    const variants = parseToolVariants(
      `variants:
  - name: explicit
    tools:
      get_event:
        description: Get one event by the id find_events gave.
        parameters:
          id: The id as find_events lists it
  - name: titled
    tools:
      get_event:
        parameters:
          id: { title: Event id, description: An id }
`,
      'variants.yaml',
    );
    expect(variants.map((v) => v.name)).toEqual(['explicit', 'titled']);
    expect(variants[0]!.tools[0]).toMatchObject({
      tool: 'get_event',
      where: 'variants.yaml:4',
      description: 'Get one event by the id find_events gave.',
      parameters: [{ name: 'id', where: 'variants.yaml:7', description: 'The id as find_events lists it' }],
    });
    expect(variants[1]!.tools[0]!.parameters[0]).toMatchObject({ title: 'Event id', description: 'An id' });
    expect(checkToolVariants(variants, TOOLS)).toEqual([]);
  });

  it('an unknown tool names the closest one, with the line', () => {
    expect(problemsOf(`variants:\n  - name: a\n    tools:\n      get_evnt:\n        description: x\n`, TOOLS)).toEqual([
      'variants.yaml:4: variant "a" names tool "get_evnt", but the server has no such tool: did you mean "get_event"?',
    ]);
  });

  it('an unknown parameter names the closest one, with the line', () => {
    expect(
      problemsOf(
        `variants:\n  - name: a\n    tools:\n      get_event:\n        parameters:\n          idd: x\n`,
        TOOLS,
      ),
    ).toEqual([
      'variants.yaml:6: variant "a" names parameter "idd" of tool "get_event", but it has no such parameter: did you mean "id"?',
    ]);
    expect(
      problemsOf(
        `variants:\n  - name: a\n    tools:\n      list_seasons:\n        parameters:\n          id: x\n`,
        TOOLS,
      ),
    ).toEqual([
      'variants.yaml:6: variant "a" names parameter "id" of tool "list_seasons", but it has no such parameter; it takes no parameters',
    ]);
  });

  it('an empty variant, a tool that changes nothing and duplicate names are refused, each with its line', () => {
    const problems = problemsOf(`variants:
  - name: empty
  - name: dup
    tools:
      get_event: {}
  - name: dup
    tools:
      get_event:
        description: x
`);
    expect(problems).toEqual([
      expect.stringMatching(/^variants\.yaml:2: variant "empty" is empty/),
      'variants.yaml:5: tool "get_event" in variant "dup" changes nothing: give description or parameters',
      'variants.yaml:6: a second variant named "dup" (the first is at variants.yaml:3); names must differ',
    ]);
  });

  it('a file without variants, an unknown key and a bad value say what was expected', () => {
    expect(problemsOf('variants: []\n')[0]).toMatch(/^variants\.yaml:1: "variants" must be a non-empty list/);
    expect(problemsOf('variant:\n  - name: a\n')[0]).toBe(
      'variants.yaml:1: unknown key "variant"; the file has one key, "variants"',
    );
    expect(problemsOf(`variants:\n  - name: a\n    tools:\n      get_event:\n        descripton: x\n`)).toEqual([
      'variants.yaml:5: unknown key "descripton" for tool "get_event": did you mean "description"?',
    ]);
    expect(problemsOf(`variants:\n  - name: a\n    tools:\n      get_event:\n        description: ""\n`)).toEqual([
      'variants.yaml:5: "description" of tool "get_event" must be a non-empty string',
    ]);
  });

  it("a tool's own title is refused: the model is never given it, so the variant would change nothing", () => {
    expect(problemsOf(`variants:\n  - name: a\n    tools:\n      get_event:\n        title: Event\n`)).toEqual([
      expect.stringMatching(/^variants\.yaml:5: "title" of tool "get_event": the model is not given a tool's title/),
    ]);
  });

  it('a variant worded exactly like the server is refused, naming it and each tool; one change anywhere is enough (issue 43 §6)', () => {
    const titled = [
      {
        ...TOOLS[0]!,
        inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Event id', title: 'Id' } } },
      },
      TOOLS[1]!,
    ];
    // The server's own words, one in a block scalar (its line break is no change of wording).
    const same = `variants:
  - name: copied
    tools:
      get_event:
        description: |
          Get one ECNL event by its id.
        parameters:
          id: { description: Event id, title: Id }
      list_seasons:
        description: List the seasons.
`;
    expect(problemsOf(same, titled)).toEqual([
      'variants.yaml:2: variant "copied" is worded exactly like the server: tool "get_event" (description, parameter id description, parameter id title), ' +
        'tool "list_seasons" (description) say what the server says, so every trial would compare two identical wordings: change its wording, or remove the variant',
    ]);
    // The same text with one parameter's title changed is a variant worth comparing.
    expect(problemsOf(same.replace('title: Id', 'title: Event'), titled)).toEqual([]);
    // A missing tool is said as such, not as an identical wording too.
    expect(problemsOf(same.replace('list_seasons:', 'list_season:'), titled)).toEqual([
      expect.stringMatching(
        /^variants\.yaml:9: variant "copied" names tool "list_season", but the server has no such tool/,
      ),
    ]);
  });

  it('applying a variant copies the tools: the list given is not changed', () => {
    const [variant] = parseToolVariants(
      `variants:\n  - name: a\n    tools:\n      get_event:\n        description: New.\n        parameters:\n          id: New id.\n`,
      'variants.yaml',
    );
    const worded = applyToolVariant(TOOLS, variant!);
    expect(worded[0]!.description).toBe('New.');
    expect(worded[0]!.inputSchema.properties).toEqual({ id: { type: 'string', description: 'New id.' } });
    expect(worded[1]).toBe(TOOLS[1]);
    expect(TOOLS[0]!.description).toBe('Get one ECNL event by its id.');
    expect(TOOLS[0]!.inputSchema.properties.id?.description).toBe('Event id');
  });
});

// The fake is file-scoped, so defined at the top level (vitest refuses a file fixture in a describe).
const withFake = fakeApiTest((request: ReceivedRequest) => {
  const turn = (request.body.messages ?? []).filter((message) => message.role === 'assistant').length;
  return turn === 0 ? toolUse(['get_event', { id: 'ecnl-g-na-2025-11' }]) : finalText('done');
});

describe('a variant is applied to the tool list the model is given (the server is unchanged)', () => {
  let fake: FakeMessagesApi;
  let run: RunResult;
  withFake.beforeAll(async ({ fake: started }) => {
    fake = started;
    const workspace = await writeSuite({
      'agent.yaml': 'name: event\nprompt: p\ntrials: 1\nexpected_calls: [ { tool: get_event } ]\n',
    });
    const [variant] = parseToolVariants(
      `variants:
  - name: reworded
    tools:
      get_event:
        description: Reworded event lookup.
        parameters:
          id: Reworded id.
`,
      'variants.yaml',
    );
    run = await runSuite(
      optionsFor(
        workspace,
        { kind: 'module', modulePath: ECNL_MODULE },
        { agent: { mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'sk-ant-test-agent', variant: variant! } },
      ),
    );
  }, 60_000);

  it('the model sees the variant wording, other tools as the server says them, and the call reaches the server', () => {
    const tools = fake.requests[0]!.body.tools as {
      name: string;
      description: string;
      input_schema: { properties: Record<string, { description?: string }> };
    }[];
    const getEvent = tools.find((tool) => tool.name === 'get_event')!;
    expect(getEvent.description).toBe('Reworded event lookup.');
    expect(getEvent.input_schema.properties.id?.description).toBe('Reworded id.');
    expect(tools.find((tool) => tool.name === 'list_seasons')!.description).toMatch(/^List the ECNL seasons/);
    const scenario = run.scenarios[0]!;
    expect(scenario.status).toBe('passed');
    expect(scenario.agent!.trials[0]!.calls[0]!.output).toMatch(/ecnl-g-na-2025-11/);
  });
});
