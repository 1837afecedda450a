// vitest global setup: the bundle tests (every test that runs `node dist/...`) test the committed
// sources, never an older bundle. `npm test` does not build first, so a changed message in src/
// would otherwise leave a bundle test green against the dist/ of before the change. When any input
// of the bundle is newer than the oldest bundle file, this builds once, before any test file runs;
// a build that fails stops the run at once, saying why.
import { spawnSync } from 'node:child_process';
import { bundleStaleness, ROOT } from './bundle-inputs.js';

export default function setup(): void {
  const stale = bundleStaleness();
  if (!stale) return;
  process.stderr.write(`\n[fresh-bundle] ${stale}: running npm run build before the tests\n`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) {
    throw new Error(
      `npm run build failed (exit ${build.status ?? build.signal}), so the bundle tests would run a dist/ older than src/: fix the build, or the sources`,
    );
  }
  const still = bundleStaleness();
  if (still) throw new Error(`dist/ is still older than its sources after npm run build: ${still}`);
}
