// Benchmarks, as ratios against a baseline measured in the same run (never absolute thresholds):
// how much the bundles add to a bare `node` start, and what a stub run of the example suite costs.
// Usage: npm run bench [-- --runs N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 10;
const root = path.resolve(import.meta.dirname, '..');
const temp = mkdtempSync(path.join(tmpdir(), 'mse-bench-'));

function actionEnv(inputs) {
  const summary = path.join(temp, 'summary.md');
  const output = path.join(temp, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const env = {
    ...process.env,
    GITHUB_WORKSPACE: root,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: temp,
  };
  delete env.ANTHROPIC_API_KEY;
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

const cases = [
  { name: 'baseline: node -e 0', args: ['-e', '0'], env: process.env },
  { name: 'cli --help (start-up only)', args: ['dist/cli/index.js', '--help'], env: process.env },
  {
    name: 'action, ECNL suite in-process',
    args: ['dist/index.js'],
    env: actionEnv({
      scenarios: 'scenarios/ecnl/**/*.yaml',
      'server-module': 'examples/ecnl/server.mjs',
      judge: 'off',
    }),
  },
  {
    name: 'action, ECNL suite over stdio',
    args: ['dist/index.js'],
    env: actionEnv({
      scenarios: 'scenarios/ecnl/**/*.yaml',
      'server-command': 'node examples/ecnl/server.mjs',
      judge: 'off',
    }),
  },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const results = [];
for (const benchCase of cases) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = process.hrtime.bigint();
    const child = spawnSync(process.execPath, benchCase.args, { cwd: root, env: benchCase.env, stdio: 'ignore' });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (child.status !== 0) throw new Error(`${benchCase.name} exited ${child.status}`);
  }
  results.push({ name: benchCase.name, medianMs: median(times) });
}

const baseline = results[0].medianMs;
const width = Math.max(...results.map((r) => r.name.length));
process.stdout.write(`median of ${RUNS} runs each, on ${process.version}\n`);
for (const result of results) {
  process.stdout.write(
    `${result.name.padEnd(width)}  ${result.medianMs.toFixed(1).padStart(8)} ms  ${(result.medianMs / baseline).toFixed(2).padStart(6)}× baseline\n`,
  );
}

// `tools --diff` against the same server's bare tools/list round trip (a script that starts the
// server over stdio with the SDK client, lists the tools and exits): what the snapshot check costs
// beyond the list itself. Kept apart from the cases above, as its own ratio.
function benchToolsDiff() {
  const server = 'node examples/nwsl/server.mjs';
  const snapshot = path.join(temp, 'tools.snapshot.json');
  const sdk = (file) => pathToFileURL(path.join(root, 'node_modules/@modelcontextprotocol/sdk/dist/esm', file)).href;
  const bare = path.join(temp, 'bare-tools-list.mjs');
  writeFileSync(
    bare,
    `import { Client } from '${sdk('client/index.js')}';
import { StdioClientTransport } from '${sdk('client/stdio.js')}';
const client = new Client({ name: 'bench', version: '0' });
await client.connect(new StdioClientTransport({ command: 'node', args: ['examples/nwsl/server.mjs'] }));
await client.listTools();
await client.close();
`,
  );
  const save = spawnSync(
    process.execPath,
    ['dist/cli/index.js', 'tools', '--server-command', server, '--save', snapshot],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  if (save.status !== 0) throw new Error(`tools --save exited ${save.status}`);
  const rows = [
    { name: 'bare tools/list round trip (SDK client, stdio)', args: [bare] },
    {
      name: 'cli tools --diff (same server)',
      args: ['dist/cli/index.js', 'tools', '--server-command', server, '--diff', snapshot],
    },
  ].map((row) => {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const started = process.hrtime.bigint();
      const child = spawnSync(process.execPath, row.args, { cwd: root, stdio: 'ignore' });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (child.status !== 0) throw new Error(`${row.name} exited ${child.status}`);
    }
    return { ...row, medianMs: median(times) };
  });
  const [baselineRow, diffRow] = rows;
  process.stdout.write(`\ntools --diff vs the bare tools/list round trip (examples/nwsl over stdio)\n`);
  for (const row of rows) {
    process.stdout.write(
      `${row.name.padEnd(48)}  ${row.medianMs.toFixed(1).padStart(8)} ms  ${(row.medianMs / baselineRow.medianMs).toFixed(2).padStart(6)}× bare tools/list\n`,
    );
  }
  return diffRow.medianMs / baselineRow.medianMs;
}
benchToolsDiff();
