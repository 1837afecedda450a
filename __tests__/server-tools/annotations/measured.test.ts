// False findings and weak shrinking that the real-server measurement (issue 45: npm servers nobody
// here wrote) showed in the annotations engine, each held here by the smallest case that showed it.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnnotationsReport } from '../../../src/model/annotations.js';
import { ROOT } from '../../helpers/runner.js';
import { runCliInProcess } from '../../helpers/in-process.js';
import { LineFilter, losses } from '../../../src/server-tools/annotations/compare.js';
import { smallerInputs } from '../../../src/server-tools/annotations/inputs.js';
import { namesNetworkFailure } from '../../../src/server-tools/annotations/tool-check.js';
import { entryKey, textLines, type State } from '../../../src/server-tools/annotations/state.js';

function stateOf(where: string, text: string): State {
  return new Map([[entryKey('resource', where), { source: 'resource' as const, where, lines: textLines(text) }]]);
}

describe('annotations, as measured on real servers', () => {
  it('an empty array or object that now holds something grew: not a loss (server-memory create_entities)', () => {
    const before = stateOf('memory://knowledge-graph', '{"entities":[],"relations":[],"meta":{}}');
    const after = stateOf(
      'memory://knowledge-graph',
      '{"entities":[{"name":"x","entityType":""}],"relations":[],"meta":{"n":1}}',
    );
    expect(losses(before, after, new LineFilter([]))).toEqual([]);
  });

  it('a value overwritten, or an emptied container, is still a loss', () => {
    const before = stateOf('r', '{"entities":[{"name":"a"}],"tags":[]}');
    const after = stateOf('r', '{"entities":[],"tags":[]}');
    const lost = losses(before, after, new LineFilter([]));
    expect(lost).toHaveLength(1);
    expect(lost[0]!.before).toBe('$.entities[0].name = "a"');
    const renamed = losses(before, stateOf('r', '{"entities":[{"name":"b"}],"tags":[]}'), new LineFilter([]));
    expect(renamed[0]!.before).toBe('$.entities[0].name = "a"');
    // A sibling path that only starts alike is no filling in.
    const other = losses(stateOf('r', '{"a":[]}'), stateOf('r', '{"ab":[1]}'), new LineFilter([]));
    expect(other[0]!.before).toBe('$.a = []');
  });

  it('shrinking makes an array item smaller in its place (a long name in a list of one entity)', () => {
    const name = 'x'.repeat(2000);
    const candidates = smallerInputs({ entities: [{ name, entityType: '' }] });
    expect(candidates).toContainEqual({ entities: [{ name: '', entityType: '' }] });
    expect(candidates).toContainEqual({ entities: [{ name: 'x'.repeat(1000), entityType: '' }] });
    expect(candidates).toContainEqual({ entities: [{ entityType: '' }] });
    for (const candidate of candidates) expect(JSON.stringify(candidate).length).toBeLessThan(2030);
  });

  it('a server that writes after it answers is read once its state holds still (desktop-commander: a lock directory caught half-done)', async () => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'mse-annotations-late-'));
    const json = path.join(cwd, 'annotations.json');
    const fixture = path.join(ROOT, '__tests__/fixtures/servers/annotations/late-writer.mjs');
    const run = await runCliInProcess(
      [
        'annotations',
        '--server-command',
        `"${process.execPath}" "${fixture}"`,
        '--seed',
        '1',
        '--runs',
        '2',
        '--json',
        json,
      ],
      { cwd },
    );
    const report = JSON.parse(await readFile(json, 'utf8')) as AnnotationsReport;
    const findings = report.tools.flatMap((tool) => tool.findings);
    expect(findings.map((finding) => [finding.tool, finding.kind])).toEqual([['count', 'not-read-only']]);
    expect(findings[0]!.changes.map((change) => change.where)).toEqual(['views.json']);
    // post answered `{"error":"fetch failed"}` every time: never judged, and no read-only suggestion.
    const post = report.tools.find((tool) => tool.tool === 'post')!;
    expect([post.status, post.skipCode, post.suggestion]).toEqual(['skipped', 'no-valid-input', undefined]);
    expect(run.code).toBe(1);
  }, 60_000);

  it('a short answer naming a network failure is a refused call; a long one that quotes it is an answer', () => {
    expect(namesNetworkFailure('{"error":"fetch failed"}')).toBe(true);
    expect(namesNetworkFailure('Error: connect ECONNREFUSED 127.0.0.1:443')).toBe(true);
    expect(namesNetworkFailure('getaddrinfo ENOTFOUND api.example.com')).toBe(true);
    expect(namesNetworkFailure('{"error":"Missing required arguments: channel_id and text"}')).toBe(true);
    expect(namesNetworkFailure('{"error":null,"ok":true}')).toBe(false);
    expect(namesNetworkFailure('{"success":false,"message":"Failed to scale deployment"}')).toBe(true);
    expect(namesNetworkFailure('{"success":true,"message":"scaled"}')).toBe(false);
    expect(namesNetworkFailure('hello')).toBe(false);
    expect(namesNetworkFailure(`log:\n${'ok\n'.repeat(600)}ECONNREFUSED`)).toBe(false);
  });
});
