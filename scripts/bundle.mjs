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
const cli = readFileSync('dist/cli/index.js', 'utf8');
if (!cli.startsWith('#!')) writeFileSync('dist/cli/index.js', `#!/usr/bin/env node\n${cli}`);
chmodSync('dist/cli/index.js', 0o755);
