// The bundle tests run dist/: the global setup (helpers/fresh-bundle.ts) rebuilds it when any of
// its inputs is newer, so no bundle test passes against a dist/ older than src/.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleStaleness, BUNDLE_FILES } from './helpers/bundle-inputs.js';

/** A checkout in miniature: one source file, the two bundle files and a lock file, with set mtimes (s). */
function checkout(times: { source: number; bundle: number; lock?: number }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'mse-fresh-bundle-'));
  mkdirSync(path.join(root, 'src/run'), { recursive: true });
  mkdirSync(path.join(root, 'dist/cli'), { recursive: true });
  const source = path.join(root, 'src/run/index.ts');
  writeFileSync(source, 'export {};\n');
  utimesSync(source, times.source, times.source);
  for (const file of BUNDLE_FILES) {
    writeFileSync(path.join(root, file), '// bundle\n');
    utimesSync(path.join(root, file), times.bundle, times.bundle);
  }
  if (times.lock !== undefined) {
    writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
    utimesSync(path.join(root, 'package-lock.json'), times.lock, times.lock);
  }
  return root;
}

describe('the bundle is rebuilt when older than its sources', () => {
  it('a source newer than the bundle makes it stale, naming both files', () => {
    expect(bundleStaleness(checkout({ source: 2_000_000, bundle: 1_000_000 }))).toBe(
      'src/run/index.ts is newer than dist/index.js',
    );
  });

  it('a bundle newer than every input is fresh', () => {
    expect(bundleStaleness(checkout({ source: 1_000_000, bundle: 2_000_000, lock: 1_500_000 }))).toBeUndefined();
  });

  it('a newer lock file (other dependency versions) makes it stale too', () => {
    expect(bundleStaleness(checkout({ source: 1_000_000, bundle: 2_000_000, lock: 3_000_000 }))).toBe(
      'package-lock.json is newer than dist/index.js',
    );
  });

  it('a missing bundle file is stale', () => {
    const root = checkout({ source: 1_000_000, bundle: 2_000_000 });
    rmSync(path.join(root, 'dist/cli/index.js'));
    expect(bundleStaleness(root)).toBe('dist/cli/index.js is missing');
  });

  it("this checkout's dist/ is at least as new as its sources while the tests run (the global setup built it if not)", () => {
    expect(bundleStaleness()).toBeUndefined();
  });
});
