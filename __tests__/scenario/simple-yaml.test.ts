import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineCounter, isMap, isScalar, isSeq, parseAllDocuments, type Node } from 'yaml';
import { loadFileWithYaml, loadScenarioFile, type LoadedFile } from '../../src/scenario/load.js';
import { parseSimpleYaml, simpleLinePosition, simpleToJS, type SimpleNode } from '../../src/scenario/simple-yaml.js';

/**
 * The fast reader is only safe if, on every text it does not decline, it reads exactly what `yaml`
 * reads: the same values, the same node and key offsets, the same lines and columns. These tests
 * check that on generated scenario files and on hostile near-misses of them, and that the loader
 * gives the same scenarios and errors as the `yaml` path alone.
 */

type Path = (string | number)[];

/** Every node of a simple tree with its path, and every map key's offset. */
function* nodesOf(node: SimpleNode, path: Path = []): Generator<{ path: Path; node: SimpleNode }> {
  yield { path, node };
  if (node.kind === 'map') for (const [key, entry] of node.entries) yield* nodesOf(entry.value, [...path, key]);
  if (node.kind === 'seq') for (const [index, item] of node.items.entries()) yield* nodesOf(item, [...path, index]);
}

/** Asserts that the fast reader declines `text` or reads it exactly as yaml does; true when it read it. */
function expectSameAsYaml(text: string): boolean {
  const simple = parseSimpleYaml(text);
  if (!simple) return false;
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, prettyErrors: false, logLevel: 'error' });
  for (const doc of documents) expect(doc.errors, text).toEqual([]);
  const nonEmpty = documents.filter((doc) => {
    const root = doc.contents;
    return !(root === null || (isScalar(root) && root.value === null && root.source === ''));
  });
  expect(simple.documents.length, text).toBe(nonEmpty.length);
  for (const [index, root] of simple.documents.entries()) {
    const doc = nonEmpty[index]!;
    expect(simpleToJS(root), text).toEqual(doc.toJS());
    for (const { path, node } of nodesOf(root)) {
      const yamlNode = (path.length === 0 ? doc.contents : doc.getIn(path, true)) as Node;
      expect(yamlNode, `${text}\n${JSON.stringify(path)}`).toBeDefined();
      const kind = isMap(yamlNode) ? 'map' : isSeq(yamlNode) ? 'seq' : isScalar(yamlNode) ? 'scalar' : 'other';
      expect(kind, `${text}\n${JSON.stringify(path)}`).toBe(node.kind);
      expect(node.offset, `${text}\n${JSON.stringify(path)}`).toBe(yamlNode.range![0]);
      expect(simpleLinePosition(simple.lineStarts, node.offset)).toEqual(lineCounter.linePos(node.offset));
      if (node.kind === 'map' && isMap(yamlNode)) {
        const yamlKeys = yamlNode.items.map((pair) => {
          const key = pair.key as Node;
          expect(isScalar(key) && typeof key.value === 'string', text).toBe(true);
          return [(key as { value: string }).value, key.range![0]];
        });
        expect(
          [...node.entries].map(([key, entry]) => [key, entry.keyOffset]),
          text,
        ).toEqual(yamlKeys);
      }
    }
  }
  return true;
}

function expectSameLoad(text: string): LoadedFile {
  const loaded = loadScenarioFile(text, '/w/x.yaml', 'x.yaml');
  expect(loaded, text).toEqual(loadFileWithYaml(text, '/w/x.yaml', 'x.yaml'));
  return loaded;
}

/** Cases per property; FAST_YAML_RUNS=50000 for a long hunt after changing the reader. */
const RUNS = Number(process.env.FAST_YAML_RUNS ?? 1500);

// --- Generators -------------------------------------------------------------------------------

/** Characters that matter to YAML, mixed with ordinary ones and a little unicode. */
const hostileChar = fc.constantFrom(
  ...'abcxyz019 _-.:#,[]{}&*!|>\'"%@`?~\\/$é😀\u00a0=+'.split(''),
  '${',
  ': ',
  ' #',
  '\\"',
  '\\n',
  '\\x41',
  '\\x24{id}',
  '\\u00e9',
  "''",
);

/** Plain words that yaml's core schema reads as something other than a string, and near-misses. */
const trickyWord = fc.constantFrom(
  'null',
  'Null',
  'NULL',
  'nUll',
  '~',
  'true',
  'True',
  'TRUE',
  'tRue',
  'false',
  'FALSE',
  'yes',
  'no',
  'on',
  '0',
  '-0',
  '+1',
  '007',
  '0o17',
  '0o8',
  '0x1F',
  '0X1F',
  '-0x1',
  '1.5',
  '1.',
  '.5',
  '-.5',
  '1e3',
  '1E-3',
  '.1e+2',
  '1_000',
  '.inf',
  '-.Inf',
  '+.INF',
  '.nan',
  '.NaN',
  '12:30',
  '1:2:3',
  '2024-01-01',
  '9007199254740993',
  '-',
  '--x',
  'a b',
  'echo',
);

const word = fc.oneof(
  { weight: 8, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/) },
  { weight: 2, arbitrary: trickyWord },
  { weight: 1, arbitrary: fc.array(hostileChar, { minLength: 1, maxLength: 8 }).map((chars) => chars.join('')) },
);

/** A scalar as written in a file: plain, single- or double-quoted, escaped properly or not. */
const scalarSource = fc.oneof(
  word,
  word.map((text) => `'${text.replaceAll("'", "''")}'`),
  word.map((text) => `'${text}'`),
  word.map((text) => JSON.stringify(text)),
  word.map((text) => `"${text}"`),
);

const keyName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('message', 'count', 'a', 'b_c', 'url', 'Content-Type', 'x.y', 'k 1') },
  { weight: 1, arbitrary: word },
  { weight: 1, arbitrary: word.map((text) => JSON.stringify(text)) },
  { weight: 1, arbitrary: word.map((text) => `'${text.replaceAll("'", "''")}'`) },
);

const flowValue = fc.letrec<{ value: string; map: string; seq: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalarSource, tie('map'), tie('seq')),
  map: fc
    .array(fc.tuple(keyName, tie('value'), fc.constantFrom(': ', ':', ' : ', ':  ')), {
      maxLength: 3,
    })
    .map((pairs) => `{ ${pairs.map(([key, value, colon]) => `${key}${colon}${value}`).join(', ')} }`),
  seq: fc
    .tuple(fc.array(tie('value'), { maxLength: 3 }), fc.constantFrom(', ', ',', ' , '))
    .map(([items, separator]) => `[${items.join(separator)}]`),
})).value;

const trailing = fc.constantFrom('', '', '', ' ', '  # note', ' #', '#x', '   ');

/** Block lines for `args:`, from column 0: nested mappings and lists. */
const blockArgs: fc.Arbitrary<string[]> = fc
  .array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(keyName, fc.oneof(scalarSource, flowValue), trailing)
          .map(([key, value, tail]) => [`${key}: ${value}${tail}`]),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(keyName, fc.array(scalarSource, { minLength: 1, maxLength: 3 }), fc.boolean())
          .map(([key, items, sameColumn]) => [`${key}:`, ...items.map((item) => `${sameColumn ? '' : '  '}- ${item}`)]),
      },
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((entries) => entries.flat());

/** One scenario document, written in one of the styles people use. */
const anyName = fc.oneof(fc.constantFrom('echo_1', 'a.b-c', '"quoted_name"', "'single'", 'bad name', 'x # c'), word);
const scenarioDocument = scenarioDocumentOf(anyName, false);
/** Documents that are mostly valid scenarios: where the fast path does its work end to end. */
const validishDocument = scenarioDocumentOf(fc.stringMatching(/^[a-z][a-z0-9_.-]{0,8}$/), true);

function scenarioDocumentOf(name: fc.Arbitrary<string>, validish: boolean) {
  const flowArgs = validish
    ? fc
        .array(fc.tuple(keyName, flowValue), { maxLength: 3 })
        .map((pairs) => `{ ${pairs.map(([key, value]) => `${key}: ${value}`).join(', ')} }`)
    : flowValue;
  const extras = validish
    ? [
        'expect_error: true',
        'expect_error: false',
        'timeout_ms: 5000',
        'save: { id: "id=(\\\\d+)" }',
        'expected_contains: [ok]',
      ]
    : [
        'expect_error: true',
        'expect_error: false',
        'timeout_ms: 5000',
        'timeout_ms: "5000"',
        'timeout_ms: 0x10',
        'save: { id: "id=(\\\\d+)" }',
        'save: { id: "(" }',
        'expected_contains: [ok]',
        'expected_not_contains: ["${id}"]',
        'tool_name: x',
      ];
  const lives = validish ? [undefined, 'true', 'false', 'True'] : [undefined, 'true', 'false', 'yes', '"true"'];
  return fc
    .record({
      name,
      description: fc.option(scalarSource, { nil: undefined }),
      steps: fc.array(
        fc.record({
          tool: fc.oneof(fc.constant('echo'), scalarSource),
          args: fc.oneof(
            fc.constant(undefined),
            flowArgs.map((value) => ({ flow: value })),
            fc.tuple(fc.integer({ min: 1, max: 3 }), blockArgs).map(([extra, lines]) => ({ extra, lines })),
          ),
          extra: fc.option(fc.constantFrom(...extras), { nil: undefined }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      dashColumn: fc.constantFrom(0, 2, 4),
      checks: fc.array(scalarSource, { minLength: validish ? 1 : 0, maxLength: 3 }),
      checksFlow: fc.boolean(),
      live: fc.constantFrom(...lives),
      comment: fc.constantFrom('', '# a comment\n', '   # indented comment\n', '\n'),
    })
    .map((doc) => {
      const lines: string[] = [doc.comment + `name: ${doc.name}`];
      if (doc.description !== undefined) lines.push(`description: ${doc.description}`);
      lines.push('tool_sequence:');
      const dash = ' '.repeat(doc.dashColumn);
      for (const step of doc.steps) {
        lines.push(`${dash}- tool: ${step.tool}`);
        const inner = `${dash}  `;
        if (step.args && 'flow' in step.args) lines.push(`${inner}args: ${step.args.flow}`);
        if (step.args && 'lines' in step.args) {
          lines.push(`${inner}args:`);
          const pad = inner + ' '.repeat(step.args.extra);
          lines.push(...step.args.lines.map((line) => pad + line));
        }
        if (step.extra) lines.push(`${inner}${step.extra}`);
      }
      if (doc.checks.length > 0) {
        if (doc.checksFlow) lines.push(`expected_contains: [${doc.checks.join(', ')}]`);
        else lines.push('expected_contains:', ...doc.checks.map((check) => `  - ${check}`));
      }
      if (doc.live !== undefined) lines.push(`live: ${doc.live}`);
      return lines.join('\n') + '\n';
    });
}

/** Small edits that turn a good file into a near-miss: indentation, characters, line endings. */
const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(
      hostileChar,
      fc.constantFrom(
        ' ',
        '  ',
        '\n',
        '\n  ',
        '- ',
        '\t',
        '\r',
        '\uFEFF',
        '&a ',
        '*a',
        '!!str ',
        '|',
        '? ',
        '---\n',
        '...\n',
        '%YAML 1.2\n',
      ),
    ),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('duplicate-line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('crlf' as const) }),
  fc.record({ kind: fc.constant('bom' as const) }),
);

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(text: string, edit: Mutation): string {
  switch (edit.kind) {
    case 'insert': {
      const at = edit.at % (text.length + 1);
      return text.slice(0, at) + edit.text + text.slice(at);
    }
    case 'delete': {
      const at = edit.at % Math.max(1, text.length);
      return text.slice(0, at) + text.slice(at + edit.length);
    }
    case 'duplicate-line': {
      const lines = text.split('\n');
      const at = edit.at % lines.length;
      lines.splice(at, 0, lines[at]!);
      return lines.join('\n');
    }
    case 'crlf':
      return text.replaceAll('\n', '\r\n');
    case 'bom':
      return `\uFEFF${text}`;
  }
}

const file = fc
  .tuple(
    fc.array(scenarioDocument, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('---\n', '---   \n', '\n---\n'),
    fc.boolean(),
  )
  .map(([documents, separator, trailingSeparator]) => documents.join(separator) + (trailingSeparator ? '---\n' : ''));

const validishFile = fc
  .array(validishDocument, { minLength: 1, maxLength: 3 })
  .map((documents) => documents.join('---\n'));

const nearMiss = fc
  .tuple(file, fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([text, edits]) => edits.reduce(mutate, text));

// --- Properties -----------------------------------------------------------------------------

describe('parseSimpleYaml against yaml', () => {
  it('reads generated scenario files exactly as yaml does, or declines them', () => {
    let read = 0;
    fc.assert(
      fc.property(file, (text) => {
        if (expectSameAsYaml(text)) read++;
      }),
      { numRuns: RUNS / 4 },
    );
    // The generator must mostly produce files the fast path reads, or the property proves little.
    expect(read).toBeGreaterThan(RUNS / 16);
  });

  it('reads near-misses (odd characters, indentation, CRLF, BOM, markers) exactly as yaml does, or declines them', () => {
    let read = 0;
    fc.assert(
      fc.property(nearMiss, (text) => {
        if (expectSameAsYaml(text)) read++;
      }),
      { numRuns: RUNS },
    );
    // Many near-misses are still in the subset (an extra space, another character in a value).
    expect(read).toBeGreaterThan(RUNS / 50);
  });

  it('reads one-line values exactly as yaml does, or declines them', () => {
    fc.assert(
      fc.property(
        keyName,
        fc.oneof(
          scalarSource,
          flowValue,
          fc.array(hostileChar).map((c) => c.join('')),
        ),
        (key, value) => {
          expectSameAsYaml(`${key}: ${value}\n`);
          expectSameAsYaml(`- ${value}\n`);
          expectSameAsYaml(`k: [${value}]\n`);
          expectSameAsYaml(`k: {${key}: ${value}}\n`);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('loadScenarioFile: fast path against the yaml path', () => {
  it('gives the same scenarios, positions and errors on generated files and near-misses', () => {
    let valid = 0;
    fc.assert(
      fc.property(fc.oneof(file, validishFile, nearMiss), (text) => {
        const loaded = expectSameLoad(text);
        if (loaded.scenarios.length > 0 && loaded.errors.length === 0) valid++;
      }),
      { numRuns: RUNS / 2 },
    );
    // Valid files are where the fast path does its work: enough of them must be among the inputs.
    expect(valid).toBeGreaterThan(RUNS / 20);
  });
});

describe('loadScenarioFile examples', () => {
  it('finds a reference written with an escape (\\x24 is `$`), as the yaml path does', () => {
    const text =
      'name: a\ntool_sequence:\n  - tool: echo\n    args: { message: "\\x24{nope}" }\nexpected_contains: [x]\n';
    expect(parseSimpleYaml(text)).toBeDefined();
    const loaded = expectSameLoad(text);
    expect(loaded.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('uses ${nope}, but no earlier step saves it'),
    ]);
  });
});

describe('parseSimpleYaml examples', () => {
  const readExactlyAsYaml = [
    'name: a\ntool_sequence:\n  - tool: echo\n    args: { message: "hi" }\nexpected_contains:\n  - "Echo: hi"\n',
    'tool_sequence:\n- tool: echo\n- tool: add\n  args:\n    a: 1\n    b: -2.5\n',
    'a: \'it\'\'s\'\nb: "tab\\there \\"q\\" \\u00e9 \\x41 \\U0001F600 \\\\"\n',
    'a: x:y\nb: a#b\nc: x # comment\nd: [1, "two", three, { e: f }]\ne: {}\nf: []\n',
    'n1: null\nn2: ~\nn3: Null\nb1: true\nb2: FALSE\ni1: 0o17\ni2: 0x1F\ni3: +12\ni4: -0\nf1: 1e3\nf2: .inf\nf3: -.Inf\nf4: .NaN\nf5: 1.50\ns1: yes\ns2: 0x\ns3: 1_000\n',
    '# leading comment\n\nname: a   \n  # indented comment\nlist:\n  - one\n  - "two"   # trailing\n',
    'name: a\n---\nname: b\n---\n',
    '---\nname: a\n',
    'k: "a: b # c"\nurl: http://x.test/a?b=c#d\nj: {"a":1}\n',
    'key with spaces: v\n"quoted key": v\n\'single key\': v\n',
    'unicode: héllo 😀 ✓\n',
  ];
  it.each(readExactlyAsYaml)('reads %j exactly as yaml does', (text) => {
    expect(expectSameAsYaml(text)).toBe(true);
  });

  const declined = [
    'a: &x 1\nb: *x\n', // anchors and aliases
    'a: !!str 1\n', // tags
    'a: |\n  text\n', // block scalars
    'a: >\n  text\n',
    'a: one\n  two\n', // a plain scalar on two lines
    'a: "one\n  two"\n', // a quoted one
    '? a\n: b\n', // complex key
    '%YAML 1.2\n---\na: 1\n', // directive
    'a:\n\tb: 1\n', // tab
    'a: 1\r\nb: 2\r\n', // CRLF
    '\uFEFFa: 1\n', // BOM
    'a: 1\na: 2\n', // duplicate key
    '1: a\n', // a key that is not a string
    'true: a\n',
    '__proto__: a\n',
    '<<: {a: 1}\n',
    'a: [1,\n  2]\n', // a flow collection on two lines
    'a: [1, 2,]\n', // trailing comma
    'a:\n', // an empty value
    '- \n', // an empty item
    'a: b: c\n', // an error in yaml
    'a: "x" y\n',
    '  a: 1\n', // an indented root
    'a:\n  b: 1\n c: 2\n', // odd indentation
    'a: "\\q"\n', // an escape yaml refuses
    '--- a: 1\n',
    'a: 1\n...\n',
    '',
    '# only a comment\n',
    `a${' '.repeat(1100)}: 1\n`, // a key near yaml's 1024-character limit for implicit keys
    `"${'\\x41'.repeat(300)}": 1\n`,
  ];
  it.each(declined)('declines %j (left to yaml)', (text) => {
    expect(parseSimpleYaml(text)).toBeUndefined();
  });
});
