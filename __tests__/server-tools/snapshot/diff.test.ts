import { describe, expect, it } from 'vitest';
import {
  checkSnapshot,
  diffSnapshots,
  normalizeTools,
  parseSnapshot,
  serializeSnapshot,
  SnapshotFileError,
  type ListedTool,
} from '../../../src/server-tools/snapshot/index.js';
import { acceptCommand } from '../../../src/config/accept-command.js';
import { shellWord } from '../../../src/util/shell.js';
import { wordDiff } from '../../../src/server-tools/snapshot/words.js';
import { renderSnapshotMarkdown, renderSnapshotTerminal } from '../../../src/report/snapshot.js';

const search: ListedTool = {
  name: 'search',
  description: 'Search the catalog for products by name',
  annotations: { readOnlyHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Words to look for' },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      sort: { type: 'string', enum: ['price', 'name', 'date'] },
      filter: { type: 'object', properties: { brand: { type: 'string' } } },
    },
    required: ['query'],
  },
  outputSchema: { type: 'object', properties: { items: { type: 'array' }, total: { type: 'integer' } } },
};
const remove: ListedTool = {
  name: 'delete_item',
  description: 'Delete an item',
  inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
};

const snap = (...tools: ListedTool[]) => normalizeTools(tools);
const changed = (tool: Partial<ListedTool> & { inputSchema?: unknown }, base: ListedTool = search) =>
  diffSnapshots(snap(base), snap({ ...base, ...tool }));
const clone = <T>(value: T): T => structuredClone(value);

describe('snapshot format', () => {
  it('is sorted by tool name, keys in a fixed order, nested keys sorted, required sorted, one value per line', () => {
    const shuffled = {
      outputSchema: search.outputSchema,
      inputSchema: {
        required: ['b', 'a'],
        properties: { b: { type: 'string' }, a: { type: 'string' } },
        type: 'object',
      },
      annotations: { readOnlyHint: true, idempotentHint: false },
      description: 'd',
      name: 'zeta',
    };
    const text = serializeSnapshot(snap(shuffled, remove));
    const parsed = JSON.parse(text) as { format: string; tools: { name: string }[] };
    expect(parsed.tools.map((tool) => tool.name)).toEqual(['delete_item', 'zeta']);
    expect(Object.keys(parsed.tools[1]!)).toEqual([
      'name',
      'description',
      'annotations',
      'inputSchema',
      'outputSchema',
    ]);
    expect(text).toContain('"annotations": {\n        "idempotentHint": false,\n        "readOnlyHint": true\n      }');
    expect(text).toContain('"required": [\n          "a",\n          "b"\n        ]');
    expect(text.endsWith('}\n')).toBe(true);
    // The same list in another order serializes byte for byte the same.
    expect(serializeSnapshot(snap(remove, clone(shuffled)))).toBe(text);
  });

  it('a one-word change to a description is a one-line change of the file', () => {
    const before = serializeSnapshot(snap(search, remove)).split('\n');
    const after = serializeSnapshot(
      snap({ ...search, description: 'Search the catalog for products by title' }, remove),
    ).split('\n');
    expect(after.length).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index])).toHaveLength(1);
  });

  it('parses back what it wrote, and refuses a file that is not a snapshot instead of reading no tools', () => {
    const text = serializeSnapshot(snap(search));
    expect(parseSnapshot(text, 'tools.json')).toEqual(snap(search));
    expect(() => parseSnapshot('{"tools": []}', 'tools.json')).toThrow(SnapshotFileError);
    expect(() => parseSnapshot('{"tools": []}', 'tools.json')).toThrow(
      /tools\.json is not a tool-list snapshot.*tools --save tools\.json/,
    );
    expect(() => parseSnapshot('not json', 'x.json')).toThrow(/x\.json is not valid JSON/);
  });
});

describe('diffSnapshots: classification', () => {
  it('equal lists: no change', async () => {
    expect(await diffSnapshots(snap(search, remove), snap(clone(remove), clone(search)))).toEqual([]);
  });

  it('a removed tool is breaking; one with the same input schema under a new name is "renamed?"', async () => {
    expect(await diffSnapshots(snap(search, remove), snap(search))).toEqual([
      { kind: 'breaking', tool: 'delete_item', message: 'tool removed' },
    ]);
    const renamed = await diffSnapshots(snap(search, remove), snap(search, { ...remove, name: 'remove_item' }));
    expect(renamed).toEqual([
      { kind: 'breaking', tool: 'delete_item', message: 'tool removed; renamed to `remove_item`? (same input schema)' },
    ]);
    expect(await diffSnapshots(snap(search), snap(search, remove))).toEqual([
      { kind: 'additive', tool: 'delete_item', message: 'tool added' },
    ]);
  });

  it('parameters: removed, newly required, added as required are breaking; added optional is additive', async () => {
    const schema = clone(search.inputSchema) as { properties: Record<string, unknown>; required: string[] };
    delete schema.properties.sort;
    schema.required.push('limit');
    schema.properties.page = { type: 'integer' };
    schema.properties.region = { type: 'string' };
    schema.required.push('region');
    const changes = await changed({ inputSchema: schema });
    expect(changes.map((c) => [c.kind, c.message])).toEqual([
      ['breaking', 'parameter `limit`: integer, optional → integer, required'],
      ['breaking', 'parameter `region` added as required'],
      ['breaking', 'parameter `sort` removed'],
      ['additive', 'parameter `page` added (optional)'],
    ]);
  });

  it('a parameter removed and one of its type added: still breaking, with a "renamed?" hint (issue 43 §19)', async () => {
    const schema = clone(search.inputSchema) as { properties: Record<string, unknown>; required: string[] };
    // Same type, a similar description, a new bound: `query` became `search_text`.
    delete schema.properties.query;
    schema.properties.search_text = { type: 'string', minLength: 1, description: 'The words to look for' };
    schema.required = ['search_text'];
    // Same schema under a nested new name: `filter.brand` became `filter.maker`.
    (schema.properties.filter as { properties: object }).properties = { maker: { type: 'string' } };
    // Another type is no rename: `limit` (integer) removed, `cursor` (string) added.
    delete schema.properties.limit;
    schema.properties.cursor = { type: 'string', description: 'Where the last page ended' };
    const changes = await changed({ inputSchema: schema });
    expect(changes.map((c) => [c.kind, c.message])).toEqual([
      [
        'breaking',
        'parameter `filter.brand` removed: renamed? `filter.brand` → `filter.maker` (same type string and schema)',
      ],
      ['breaking', 'parameter `limit` removed'],
      [
        'breaking',
        'parameter `query` removed: renamed? `query` → `search_text` (same type string, similar description)',
      ],
      ['additive', 'parameter `cursor` added (optional)'],
    ]);
  });

  it('types: changed or narrowed is breaking, widened is additive; nested properties are named by path', async () => {
    const schema = clone(search.inputSchema) as { properties: Record<string, Record<string, unknown>> };
    schema.properties.query!.type = 'number';
    schema.properties.limit!.type = 'number';
    schema.properties.filter!.properties = { brand: { type: ['string', 'null'] } };
    const changes = await changed({ inputSchema: schema });
    expect(changes.map((c) => [c.kind, c.message])).toEqual([
      ['breaking', 'parameter `query` type string → number (changed)'],
      ['additive', 'parameter `filter.brand` type string → string|null (widened)'],
      ['additive', 'parameter `limit` type integer → number (widened)'],
    ]);
    const narrowed = clone(search.inputSchema) as { properties: Record<string, Record<string, unknown>> };
    narrowed.properties.limit!.maximum = 50;
    expect((await changed({ inputSchema: narrowed })).map((c) => c.message)).toEqual([
      'parameter `limit` maximum: 100 → 50 (narrowed)',
    ]);
    expect((await changed({ inputSchema: narrowed }))[0]!.kind).toBe('breaking');
  });

  it('an enum value removed is breaking, one added is additive', async () => {
    const schema = clone(search.inputSchema) as { properties: Record<string, Record<string, unknown>> };
    schema.properties.sort!.enum = ['price', 'name', 'relevance'];
    expect((await changed({ inputSchema: schema })).map((c) => [c.kind, c.message])).toEqual([
      ['breaking', 'parameter `sort` enum value(s) removed: "date"'],
      ['additive', 'parameter `sort` enum value(s) added: "relevance"'],
    ]);
  });

  it('an output-schema field removed is breaking; one added is additive; the output schema removed is breaking', async () => {
    const outputSchema = { type: 'object', properties: { items: { type: 'array' }, cursor: { type: 'string' } } };
    expect((await changed({ outputSchema })).map((c) => [c.kind, c.message])).toEqual([
      ['breaking', 'output field `total` removed'],
      ['additive', 'output field `cursor` added (optional)'],
    ]);
    expect((await changed({ outputSchema: undefined })).map((c) => c.kind)).toEqual(['breaking']);
  });

  it('reworded descriptions (tool and parameter) and changed annotations are model-facing, with a word diff', async () => {
    const schema = clone(search.inputSchema) as { properties: Record<string, Record<string, unknown>> };
    schema.properties.query!.description = 'Words to search for';
    const changes = await changed({
      description: 'Search the catalog for products by title',
      annotations: { readOnlyHint: false },
      inputSchema: schema,
    });
    expect(changes.map((c) => [c.kind, c.message])).toEqual([
      ['model-facing', 'description reworded'],
      ['model-facing', 'annotation readOnlyHint: true → false'],
      ['model-facing', 'parameter `query` description reworded'],
    ]);
    expect(changes[0]!.words).toEqual([
      { kind: 'same', text: 'Search the catalog for products by ' },
      { kind: 'removed', text: 'name' },
      { kind: 'added', text: 'title' },
    ]);
  });

  it('harmless is not breaking: an enum reordered (top level or nested), `$schema` added, bounds added to an output field', async () => {
    const schema = clone(search.inputSchema) as { properties: Record<string, Record<string, unknown>> };
    schema.properties.sort!.enum = ['date', 'price', 'name'];
    schema.properties.filter!.properties = { brand: { type: 'string', enum: ['b', 'a'] } };
    const base = {
      ...search,
      inputSchema: {
        ...(clone(search.inputSchema) as object),
        properties: {
          ...(clone(search.inputSchema) as { properties: object }).properties,
          filter: { type: 'object', properties: { brand: { type: 'string', enum: ['a', 'b'] } } },
          mode: { anyOf: [{ type: 'string', enum: ['x', 'y'] }, { type: 'integer' }] },
        },
      },
    };
    const after = {
      ...base,
      inputSchema: {
        ...(schema as object),
        $schema: 'http://json-schema.org/draft-07/schema#',
        properties: {
          ...schema.properties,
          mode: { anyOf: [{ type: 'string', enum: ['y', 'x'] }, { type: 'integer' }] },
        },
      },
      outputSchema: {
        type: 'object',
        properties: { items: { type: 'array', maxItems: 50 }, total: { type: 'integer', minimum: 0 } },
      },
    };
    const changes = await diffSnapshots(snap(base), snap(after));
    expect(changes.map((c) => [c.kind, c.message])).toEqual([
      ['model-facing', 'parameter `filter.brand` enum values reordered: "a", "b" → "b", "a"'],
      ['model-facing', 'parameter `mode` `anyOf`: enum values reordered (the same values)'],
      ['model-facing', 'parameter `sort` enum values reordered: "price", "name", "date" → "date", "price", "name"'],
      ['additive', 'input schema `$schema` added: "http://json-schema.org/draft-07/schema#"'],
      ['additive', 'output field `items` maxItems: none → 50 (narrowed)'],
      ['additive', 'output field `total` minimum: none → 0 (narrowed)'],
    ]);
    expect(changes.some((change) => change.kind === 'breaking')).toBe(false);
    // A bound loosened on an output is still breaking: the caller may get what it was promised it would not.
    const loosened = await diffSnapshots(snap(after), snap({ ...after, outputSchema: search.outputSchema }));
    expect(loosened.map((c) => c.kind)).toEqual(['breaking', 'breaking']);
  });

  it('`anyOf: [T, null]` reads as "T or null": an optional `str | None = None` made required is one line', async () => {
    const before = {
      name: 'forecast',
      description: 'Weather forecast',
      inputSchema: {
        type: 'object',
        properties: { city: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'City' } },
      },
    };
    const after = {
      ...before,
      inputSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } }, required: ['city'] },
    };
    expect((await diffSnapshots(snap(before), snap(after))).map((c) => [c.kind, c.message])).toEqual([
      ['breaking', 'parameter `city`: string|null, optional (default null) → string, required'],
    ]);
    // Back again: one additive line.
    expect((await diffSnapshots(snap(after), snap(before))).map((c) => [c.kind, c.message])).toEqual([
      ['additive', 'parameter `city`: string, required → string|null, optional (default null)'],
    ]);
    // Null dropped while it stays optional: a narrowed type, not an unclassified anyOf.
    const stillOptional = {
      ...before,
      inputSchema: { type: 'object', properties: { city: { type: 'string', title: 'City', default: null } } },
    };
    expect((await diffSnapshots(snap(before), snap(stillOptional))).map((c) => [c.kind, c.message])).toEqual([
      ['breaking', 'parameter `city` type string|null → string (narrowed)'],
    ]);
  });

  it('breaking changes come first whatever tool they are in', async () => {
    const a = { ...search, name: 'a_tool', description: 'old' };
    const changes = await diffSnapshots(snap(a, remove), snap({ ...a, description: 'new' }));
    expect(changes.map((c) => c.kind)).toEqual(['breaking', 'model-facing']);
  });

  it('fails closed: a change in a keyword it does not classify is still reported', async () => {
    const schema = { ...(clone(search.inputSchema) as object), $defs: { X: { type: 'string' } } };
    const changes = await changed({ inputSchema: schema });
    expect(changes).toEqual([
      {
        kind: 'breaking',
        tool: 'search',
        message: 'input schema `$defs` changed (not classified; treated as breaking)',
      },
    ]);
  });
});

describe('wordDiff', () => {
  it('rebuilds both texts from its operations', () => {
    const before = 'Returns the  weather for a city, in metric units.';
    const after = "Returns today's weather for a city or town, in metric units.";
    const ops = wordDiff(before, after);
    expect(
      ops
        .filter((op) => op.kind !== 'added')
        .map((op) => op.text)
        .join(''),
    ).toBe(before);
    expect(
      ops
        .filter((op) => op.kind !== 'removed')
        .map((op) => op.text)
        .join(''),
    ).toBe(after);
  });
});

describe('checkSnapshot and its renderings', () => {
  const accept = acceptCommand('tools.snapshot.json', { serverCommand: 'node server.mjs', workspace: '/w' });

  it('the accept command quotes for a shell and never carries URL credentials', () => {
    expect(accept).toBe("npx mcp-scenario-eval tools --save tools.snapshot.json --server-command 'node server.mjs'");
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
    expect(acceptCommand('t.json', { remoteUrl: 'https://user:pw@example.com/mcp?key=s3cret', workspace: '/w' })).toBe(
      'npx mcp-scenario-eval tools --save t.json --remote-url https://example.com/mcp',
    );
    // The server's variables are part of which server it is; a credential's value is never written.
    expect(
      acceptCommand('t.json', {
        serverCommand: 'node server.mjs',
        serverEnv: [
          'MEMORY_FILE_PATH=${MCP_EVAL_SCENARIO_DIR}/m.json',
          '',
          '# note',
          'GITHUB_TOKEN=ghp_abc',
          'MODE=full',
        ],
        workspace: '/w',
      }),
    ).toBe(
      "npx mcp-scenario-eval tools --save t.json --server-command 'node server.mjs' --server-env 'MEMORY_FILE_PATH=${MCP_EVAL_SCENARIO_DIR}/m.json' --server-env GITHUB_TOKEN=\"$GITHUB_TOKEN\" --server-env MODE=full",
    );
    // A server secret is named, its value taken from the caller's environment (issue 30 item 5).
    expect(
      acceptCommand('t.json', {
        serverCommand: 'node server.mjs',
        serverSecrets: ['SLACK_BOT_TOKEN=xoxb-secret', 'FROM_ENV'],
        workspace: '/w',
      }),
    ).toBe(
      "npx mcp-scenario-eval tools --save t.json --server-command 'node server.mjs' --server-secret SLACK_BOT_TOKEN --server-secret FROM_ENV",
    );
  });

  it('changed: breaking first, word diff, sizes old and new, the accept command; in terminal and Markdown', async () => {
    const text = serializeSnapshot(snap(search, remove));
    const check = await checkSnapshot({
      file: 'tools.snapshot.json',
      text,
      tools: [{ ...search, description: 'Search the catalog for items by name' }],
      acceptCommand: accept,
    });
    expect(check.status).toBe('changed');
    expect(check.tokens.before).toBeGreaterThan(check.tokens.after);
    const terminal = renderSnapshotTerminal(check, { color: false });
    expect(terminal).toContain(
      'SNAPSHOT CHANGED the tool list differs from tools.snapshot.json: 1 breaking, 1 model-facing',
    );
    expect(terminal.indexOf('Breaking for callers:')).toBeLessThan(terminal.indexOf('Model-facing'));
    expect(terminal).toContain('  - delete_item: tool removed');
    expect(terminal).toContain('      Search the catalog for [-products-]{+items+} by name');
    expect(terminal).toMatch(/tool list size: \d+ → \d+ tokens \(estimated\)/);
    expect(terminal).toContain(`To accept the server's list as it is now: ${accept}`);
    const markdown = renderSnapshotMarkdown(check);
    expect(markdown).toContain('### Tool-list snapshot');
    expect(markdown).toContain('<del>products</del><ins>items</ins> by name');
    expect(markdown).toContain(accept);
  });

  it('a long description: the changed words are shown where they are, with words of context, not its first 1,000 characters', async () => {
    const filler = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `word${from + index}`).join(' ');
    const before = `${filler(0, 400)} returns products by name ${filler(400, 300)} ends here.`;
    const after = `${filler(0, 400)} returns items by name ${filler(400, 300)} ends there.`;
    const text = serializeSnapshot(snap({ ...search, description: before }));
    const check = await checkSnapshot({
      file: 'f',
      text,
      tools: [{ ...search, description: after }],
      acceptCommand: accept,
    });
    const terminal = renderSnapshotTerminal(check, { color: false });
    const line = terminal.split('\n').find((row) => row.includes('[-products-]'))!;
    expect(line).toBe(
      '      … word393 word394 word395 word396 word397 word398 word399 returns [-products-]{+items+} by name word400 word401 word402 word403 word404 word405 … word693 word694 word695 word696 word697 word698 word699 ends [-here.-]{+there.+}',
    );
    const markdown = renderSnapshotMarkdown(check);
    expect(markdown).toContain('<del>here.</del><ins>there.</ins>');
    expect(markdown).toContain('… word393');
  });

  it('a budget under the size fails an otherwise equal list; a missing file is invalid, never equal', async () => {
    const text = serializeSnapshot(snap(search));
    const over = await checkSnapshot({ file: 'f', text, tools: [search], acceptCommand: accept, budget: 10 });
    expect(over.status).toBe('equal');
    expect(over.overBudget).toBe(true);
    const missing = await checkSnapshot({ file: 'f', text: undefined, tools: [search], acceptCommand: accept });
    expect(missing.status).toBe('invalid');
    expect(missing.error).toContain('f does not exist');
  });

  it('escapes what the server wrote: no terminal control, no Markdown or HTML from a description', async () => {
    const text = serializeSnapshot(snap(search));
    const check = await checkSnapshot({
      file: 'f',
      text,
      tools: [{ ...search, description: 'Search \u001b[2J<img src=x onerror=alert(1)> **now**\n::error::x' }],
      acceptCommand: accept,
    });
    const terminal = renderSnapshotTerminal(check, { color: false });
    expect(terminal).not.toContain('\u001b');
    expect(terminal).not.toMatch(/^::/m);
    const markdown = renderSnapshotMarkdown(check);
    expect(markdown).not.toContain('<img');
    expect(markdown).toContain('\\*\\*now\\*\\*');
  });
});
