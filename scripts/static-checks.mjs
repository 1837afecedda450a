// `npm test`'s checks before vitest: the type check, ESLint and Prettier, run side by side. Each is
// one busy thread for 7-13 s; one after another they were 28 s of a 2-core CI run, together about
// the longest of them. Each one's output is printed whole, after it ends, under its name, so the
// three never interleave; the script fails when any of them fails, naming which.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** The `typecheck` and `lint` npm scripts, split into their commands. */
const CHECKS = [
  { name: 'typecheck (tsc --noEmit)', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'eslint .', command: bin('eslint'), args: ['.'] },
  { name: 'prettier --check .', command: bin('prettier'), args: ['--check', '.'] },
];

function run({ name, command, args }) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ name, ok: false, output: `${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ name, ok: code === 0, output: Buffer.concat(output).toString(), exit: code ?? signal }),
    );
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const result of results) {
  process.stderr.write(`\n> ${result.name}: ${result.ok ? 'ok' : `failed (exit ${result.exit ?? 'error'})`}\n`);
  if (result.output) process.stderr.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
}
const failed = results.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  process.stderr.write(`\nstatic checks failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
