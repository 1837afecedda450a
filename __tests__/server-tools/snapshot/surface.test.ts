import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  diffSnapshots,
  normalizeSurface,
  parseSnapshot,
  serializeSnapshot,
} from '../../../src/server-tools/snapshot/index.js';
import { runCliInProcess } from '../../helpers/in-process.js';
import { ROOT } from '../../helpers/runner.js';

// In this process (the snapshot is what is tested, not the stdio child): both eras are served
// in-process too, behind the SDK's era entry.
const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/surface.mjs');
const runMain = async (argv: string[], variant = '') => {
  const run = await runCliInProcess(argv, { env: variant ? { SURFACE_VARIANT: variant } : {} });
  return { code: run.code, out: run.stdout, err: run.stderr };
};

describe('tools --save / --diff cover the whole surface (issue 32 §2)', () => {
  it.each(['legacy', 'modern'])(
    'prompts, resources, templates and instructions, in the %s era',
    async (protocol) => {
      const folder = await mkdtemp(path.join(tmpdir(), 'mse-surface-'));
      const file = path.join(folder, 'tools.snapshot.json');
      const flags = ['--server-module', FIXTURE, '--protocol', protocol];
      const saved = await runMain(['tools', ...flags, '--save', file]);
      expect(saved.err).toBe('');
      expect(saved.code).toBe(0);
      const written = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      expect(written.instructions).toBe('Notes are read with note_get; summaries come from summarize_note.');
      expect(written.prompts).toEqual([
        {
          arguments: [
            { description: 'The note id', name: 'id', required: true },
            { description: 'short or long', name: 'style', required: false },
            { description: 'formal or casual', name: 'tone', required: false },
          ],
          description: 'Summarize one note.',
          name: 'summarize_note',
        },
      ]);
      expect(written.resources).toEqual([
        { description: 'Every note, one a line.', mimeType: 'text/plain', name: 'notes-index', uri: 'notes://index' },
      ]);
      expect(written.resourceTemplates).toEqual([
        { description: 'One note by id.', mimeType: 'text/plain', name: 'note', uriTemplate: 'notes://{id}' },
      ]);

      const equal = await runMain(['tools', ...flags, '--diff', file]);
      expect(equal.code).toBe(0);

      const changed = await runMain(['tools', ...flags, '--diff', file], 'changed');
      expect(changed.code).toBe(1);
      const lines = changed.out.split('\n');
      const at = (text: string) => lines.findIndex((line) => line.includes(text));
      for (const text of [
        'resource template notes://{id}',
        'argument `tone` removed',
        'argument `style` is now required',
        'instructions changed',
        'description reworded',
        'prompt triage',
        'resource notes://archive',
      ])
        expect(at(text), `${text} in:\n${changed.out}`).toBeGreaterThanOrEqual(0);
      // Breaking first, then model-facing, then additive.
      expect(at('argument `tone` removed')).toBeLessThan(at('instructions changed'));
      expect(at('instructions changed')).toBeLessThan(at('prompt triage'));
    },
    60_000,
  );
});

describe('the surface diff', () => {
  const tools = [{ name: 'note_get', description: 'Returns one note.', inputSchema: { type: 'object' } }];
  const surface = {
    instructions: 'Use note_get.',
    prompts: [{ name: 'summarize', description: 'Summarize.', arguments: [{ name: 'id', required: true }] }],
    resources: [{ uri: 'notes://index', name: 'index' }],
    resourceTemplates: [{ uriTemplate: 'notes://{id}', name: 'note' }],
  };

  it('an old snapshot without the sections compares on its tools alone: no false breaking change', async () => {
    const old = parseSnapshot(serializeSnapshot(normalizeSurface(tools)), 'old.json');
    expect(old.prompts).toBeUndefined();
    expect(await diffSnapshots(old, normalizeSurface(tools, surface))).toEqual([]);
  });

  it('classifies each change of a prompt, a resource, a template and the instructions', async () => {
    const before = parseSnapshot(serializeSnapshot(normalizeSurface(tools, surface)), 'before.json');
    const after = normalizeSurface(tools, {
      instructions: '',
      prompts: [
        {
          name: 'summarize',
          description: 'Summarize.',
          arguments: [
            { name: 'id', required: true },
            { name: 'style', required: true },
          ],
        },
      ],
      resources: [],
      resourceTemplates: [{ uriTemplate: 'notes://{id}/v2', name: 'note' }],
    });
    const changes = await diffSnapshots(before, after);
    expect(changes.map(({ kind, tool, message }) => `${kind} | ${tool} | ${message}`)).toEqual([
      'breaking | prompt summarize | required argument `style` added',
      'breaking | resource template notes://{id} | resource template removed',
      'model-facing | instructions | instructions removed',
      'model-facing | resource notes://index | resource no longer listed',
      'additive | resource template notes://{id}/v2 | resource template added',
    ]);
  });

  it('refuses a section that is not a list of named entries, naming the file', () => {
    const text = JSON.stringify({ format: 'mcp-scenario-eval/tools-snapshot@1', tools: [], prompts: [{ title: 'x' }] });
    expect(() => parseSnapshot(text, 'bad.json')).toThrow(
      /bad\.json: "prompts" must be a list of objects each with a "name" string/,
    );
  });
});
