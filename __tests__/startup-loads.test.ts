// What the bundles load on their cheapest paths (issue 21: start-up CPU). Speed is measured in
// scripts/bench.mjs; this checks the causes, which do not depend on the machine's load: every file
// the ES module loader loads is recorded by a loader hook, and the source-map support is checked
// to be installed without going through that loader (an ESM import of the 40 KB CommonJS file made
// Node run its CommonJS export lexer over it on every start). Needs `npm run build`.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_BUNDLE, CLI_BUNDLE, ROOT, runProcess } from './helpers/runner.js';

let temp: string;
let preload: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'mse-startup-'));
  await writeFile(
    path.join(temp, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function load(url, context, next) {
  appendFileSync(log, url + '\\n');
  return next(url, context);
}
`,
  );
  preload = path.join(temp, 'preload.mjs');
  await writeFile(
    preload,
    `import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
const log = process.env.MSE_LOAD_LOG;
register(new URL('./hooks.mjs', import.meta.url), { data: { log } });
process.on('exit', () => appendFileSync(log, 'prepareStackTrace:' + typeof Error.prepareStackTrace + '\\n'));
`,
  );
});

/** Runs a bundle with the hook: its exit code, output, and the dist/ files the ESM loader loaded. */
async function loads(bundle: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const log = path.join(temp, `load-${Math.random().toString(36).slice(2)}.log`);
  await writeFile(log, '');
  const run = await runProcess(process.execPath, ['--import', pathToFileURL(preload).href, bundle, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env, MSE_LOAD_LOG: log },
  });
  const lines = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
  const dist = path.join(ROOT, 'dist');
  const files = lines
    .filter((line) => line.startsWith('file:'))
    .map((url) => fileURLToPath(url))
    .filter((file) => file.startsWith(dist + path.sep))
    .map((file) => path.relative(dist, file).split(path.sep).join('/'));
  const sources = await Promise.all(files.map((file) => readFile(path.join(dist, file), 'utf8')));
  return { ...run, files, sources, sourceMaps: lines.includes('prepareStackTrace:function') };
}

describe('start-up of the bundles', () => {
  it('cli --version loads no chunk, and installs source-map support without the ESM loader', async () => {
    const run = await loads(CLI_BUNDLE, ['--version']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.files).toEqual(['cli/index.js']);
    expect(run.sourceMaps).toBe(true);
  });

  it('cli on an empty folder finds no file (exit 2), source-map support installed without the ESM loader', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'mse-startup-empty-'));
    const run = await loads(CLI_BUNDLE, [empty, '--server-command', 'node server.js']);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stdout + run.stderr).toContain(`No scenario file matched: ${empty}`);
    expect(run.files.length).toBeGreaterThan(1);
    expect(run.files).not.toContain('cli/sourcemap-register.cjs');
    expect(run.sourceMaps).toBe(true);
    // No file to read: the scenario schema (zod), the yaml parser and the kinds' runners stay unloaded.
    for (const source of run.sources) {
      for (const unneeded of ['function runToolSequence(', 'function parseAllDocuments(', 'ZodObject']) {
        expect(source.includes(unneeded), unneeded).toBe(false);
      }
    }
  });

  // @actions/core loads its OIDC client (@actions/http-client, undici) at import: that much the
  // cheapest path pays. What it must not pay for is ours: the engine, the renderers, the glob
  // library, and @actions/github (Octokit), which only the summary's links need.
  it('the action with no inputs fails (exit 1) without loading the engine, the renderers or @actions/github', async () => {
    const summary = path.join(temp, 'summary.md');
    const output = path.join(temp, 'output.txt');
    await writeFile(summary, '');
    await writeFile(output, '');
    const run = await loads(ACTION_BUNDLE, [], {
      GITHUB_WORKSPACE: temp,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      RUNNER_TEMP: temp,
    });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('::error::no server to test');
    expect(run.files).not.toContain('sourcemap-register.cjs');
    for (const [index, source] of run.sources.entries()) {
      for (const unneeded of [
        'function runSuite(',
        'function renderSummary(',
        'function getPartialMatcher(',
        'function getOctokit(',
      ])
        expect(source.includes(unneeded), `${run.files[index]} holds ${unneeded}`).toBe(false);
    }
    expect(run.sourceMaps).toBe(true);
    // @actions/core itself writes the error: its own setFailed, in a chunk of the bundle.
    expect(run.sources.some((source) => source.includes('function setFailed('))).toBe(true);
  });

  it('a run of the action loads @actions/github for the summary', async () => {
    const summary = path.join(temp, 'summary-run.md');
    await writeFile(summary, '');
    const run = await loads(ACTION_BUNDLE, [], {
      GITHUB_WORKSPACE: ROOT,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: temp,
      INPUT_SCENARIOS: 'scenarios/ecnl/find_events_basic.yaml',
      'INPUT_SERVER-MODULE': 'examples/ecnl/server.mjs',
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.sources.some((source) => source.includes('function getOctokit('))).toBe(true);
  });
});
