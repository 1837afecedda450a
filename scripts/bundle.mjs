// Bundles the tsc output in lib/ into dist/ with ncc: dist/index.js (the action) and
// dist/cli/index.js (the command line), each with source maps and licenses.txt.
import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync, readFileSync } from 'node:fs';

const ncc = [
  'node_modules/@vercel/ncc/dist/ncc/cli.js',
  'build',
  '--source-map',
  '--license',
  'licenses.txt',
  '--quiet',
];
rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, [...ncc, 'lib/index.js', '-o', 'dist'], { stdio: 'inherit' });
execFileSync(process.execPath, [...ncc, 'lib/cli/index.js', '-o', 'dist/cli'], { stdio: 'inherit' });
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
