// Benchmarks, as ratios against a baseline measured in the same run (never absolute thresholds):
// how much the bundles add to a bare `node` start, and what a stub run of the example suite costs.
// Usage: npm run bench [-- --runs N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

// The agent loop's own overhead: an agent scenario of AGENT_TURNS model turns against a fake
// Messages API on loopback that answers each request after a fixed AGENT_LATENCY_MS, through the CLI
// bundle. The ideal is turns × latency; the ratio is a trial's duration (from the JSON report) over
// that (target ≤ 1.1). Two trials: the first also pays for loading the Anthropic SDK (lazily, on the
// first request), the second is the loop alone.
const AGENT_TURNS = 5;
const AGENT_LATENCY_MS = 200;
const { createServer } = await import('node:http');
const { spawn } = await import('node:child_process');
const { readFileSync } = await import('node:fs');
const fakeApi = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}');
    const turn = (body.messages ?? []).filter((message) => message.role === 'assistant').length + 1;
    const content =
      turn < AGENT_TURNS
        ? [{ type: 'tool_use', id: `toolu_${turn}`, name: 'list_conferences', input: {} }]
        : [{ type: 'text', text: 'North Atlantic' }];
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `msg_${turn}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content,
          stop_reason: turn < AGENT_TURNS ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 10 },
        }),
      );
    }, AGENT_LATENCY_MS);
  });
});
await new Promise((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
const scenarioFile = path.join(temp, 'agent-bench.yaml');
writeFileSync(
  scenarioFile,
  `name: agent_bench\nprompt: bench\ntrials: 2\nmax_turns: ${AGENT_TURNS}\nexpected_calls: [{tool: list_conferences}]\nexpected_contains: ["North Atlantic"]\n`,
);
const agentRatios = [];
const firstTrialRatios = [];
for (let run = 0; run < Math.min(RUNS, 5); run++) {
  const report = path.join(temp, `agent-bench-${run}.json`);
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['dist/cli/index.js', scenarioFile, '--server-module', 'examples/ecnl/server.mjs', '--json', report],
      {
        cwd: root,
        stdio: 'ignore',
        env: {
          ...process.env,
          ANTHROPIC_API_KEY: 'bench-key',
          ANTHROPIC_BASE_URL: `http://127.0.0.1:${fakeApi.address().port}`,
        },
      },
    );
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`agent bench exited ${code}`);
  const scenario = JSON.parse(readFileSync(report, 'utf8')).scenarios[0];
  const [first, second] = scenario.agent.trials;
  firstTrialRatios.push(first.durationMs / (AGENT_TURNS * AGENT_LATENCY_MS));
  agentRatios.push(second.durationMs / (AGENT_TURNS * AGENT_LATENCY_MS));
}
fakeApi.close();
process.stdout.write(
  `agent loop, ${AGENT_TURNS} turns × ${AGENT_LATENCY_MS} ms fake latency: median ${median(agentRatios).toFixed(2)}× ideal (target ≤ 1.10); ` +
    `first trial, with the SDK's lazy load: ${median(firstTrialRatios).toFixed(2)}×\n`,
);
