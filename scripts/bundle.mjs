// Bundles the tsc output in lib/ into dist/ with ncc: dist/index.js (the action) and
// dist/cli/index.js (the command line), each with source maps and licenses.txt.
import { spawn } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync, readFileSync } from 'node:fs';

const ncc = [
  'node_modules/@vercel/ncc/dist/ncc/cli.js',
  'build',
  '--source-map',
  '--license',
  'licenses.txt',
  '--quiet',
];
/** Runs one ncc build; rejects naming the entry when it fails. */
function bundle(entry, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...ncc, entry, '-o', outDir], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`ncc build ${entry} failed (exit ${code ?? signal})`)),
    );
  });
}

rmSync('dist', { recursive: true, force: true });
// The two bundles side by side: each ncc build is one busy thread, and they write apart (ncc
// build leaves the rest of its output folder alone), so a 2-core runner builds both in the time of one.
await Promise.all([bundle('lib/index.js', 'dist'), bundle('lib/cli/index.js', 'dist/cli')]);
for (const dir of ['dist', 'dist/cli']) writeFileSync(`${dir}/package.json`, '{ "type": "module" }\n');

/**
 * ncc's `--source-map` starts each ESM entry with `import './sourcemap-register.cjs';` (it installs
 * source-map-support, so stack traces name our TypeScript lines). An ESM `import` of a CommonJS
 * file makes Node scan its 40 KB with the CommonJS export lexer first: measured with callgrind, that
 * was ~155 M instructions, 30% of a bare `node -e 0`, on every start. `require()` loads the same
 * file without the scan (~0 measurable), and still first thing, before any chunk: the entry's other
 * imports are Node built-ins.
 */
const SOURCEMAP_IMPORT = "import './sourcemap-register.cjs';";
const SOURCEMAP_REQUIRE =
  "import { createRequire as __sourceMapRequire } from 'node:module';__sourceMapRequire(import.meta.url)('./sourcemap-register.cjs');";
for (const entry of ['dist/index.js', 'dist/cli/index.js']) {
  const code = readFileSync(entry, 'utf8');
  // After the `#!` line, if any: ncc keeps the CLI entry's own.
  const at = code.startsWith('#!') ? code.indexOf('\n') + 1 : 0;
  // Fail the build rather than ship the slow form unnoticed if ncc ever writes it otherwise.
  if (!code.startsWith(SOURCEMAP_IMPORT, at)) throw new Error(`${entry} does not start with ${SOURCEMAP_IMPORT}`);
  writeFileSync(entry, code.slice(0, at) + SOURCEMAP_REQUIRE + code.slice(at + SOURCEMAP_IMPORT.length));
}

const cli = readFileSync('dist/cli/index.js', 'utf8');
if (!cli.startsWith('#!')) writeFileSync('dist/cli/index.js', `#!/usr/bin/env node\n${cli}`);
chmodSync('dist/cli/index.js', 0o755);
