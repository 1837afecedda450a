// Benchmarks, as ratios against a baseline measured in the same run (never absolute thresholds, and
// nothing here fails on a time): each row runs its command and its baseline in turn (A B A B …) and
// takes the ratio pair by pair, so a machine whose speed drifts moves both sides of a pair alike.
//
//   start-up rows: an entry point against a bare `node -e 0`;
//   workload rows: N scenarios × 3 `echo` calls over stdio, our CLI (judge off, `--protocol auto`)
//     against the same workload written on the raw MCP SDK at the same isolation and concurrency, in
//     each era: 2025 (`legacy`) against @modelcontextprotocol/server-everything (SDK v1, 2025 only),
//     the floor on the SDK v1 (scripts/bench-floor.mjs); 2026-07-28 (`modern`) against
//     scripts/bench-echo-server.mjs (SDK v2, both eras), the floor on the SDK v2 (scripts/bench-floor-v2.mjs);
//   tool-list rows: lint and tools --diff against a bare tools/list round trip on the raw SDK.
//
// Wall time is a monotonic clock around the child; CPU is user + system of the child and every
// process it waited for (the servers included), from GNU time (/usr/bin/time) when it is there.
//   scale rows (in the default run; the 10,000-scenario memory row only with `--only scale`): the workload rows at
//     --scale-sizes (1,000 and 5,000 scenarios, `--isolation suite`), then each side's CPU per added
//     scenario (the slope between the smallest and the largest size) and its fixed CPU (the line's
//     intercept), A against B; then peak RSS at --memory-scenarios passing scenarios (10,000), ours
//     and the floor's, and the action on 1,500 failing scenarios (the last also in the default run).
//     Targets (issue 41): slope ≤ 2× the floor's, fixed CPU ≤ the floor's + 250 ms, RSS ≤ 200 MB.
// NODE_EXTRA_CA_CERTS is unset for every child, both sides: where the machine sets it, it adds tens
// of milliseconds to every Node start, which flatters start-up ratios.
// Usage: npm run bench [-- --runs N] [--only startup|workload|tools|scale|agent] [--sizes 50,200] [--isolations scenario,suite] [--eras legacy,modern]
//   [--scale-sizes 1000,5000] [--memory-scenarios 10000]
//   [--compare DIR]  (DIR: a checkout of another commit with its dist/, e.g. `git worktree add /tmp/before v0.1.0`)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    sizes: { type: 'string', default: '50,200' },
    isolations: { type: 'string', default: 'scenario,suite' },
    'scale-sizes': { type: 'string', default: '1000,5000' },
    'memory-scenarios': { type: 'string', default: '10000' },
    eras: { type: 'string', default: 'legacy,modern' },
    // Another build to measure in the same run (a checkout of an earlier commit, with its dist/):
    // each start-up and workload row gets a twin whose A is that build's bundle, against the same B.
    compare: { type: 'string' },
  },
});
const RUNS = Number(flags.runs);
// Both sides alike, and every child inherits this environment (actionEnv copies it too).
delete process.env.NODE_EXTRA_CA_CERTS;
const SIZES = flags.sizes.split(',').map(Number);
const CALLS = 3;
const CONCURRENCY = 4;
const root = path.resolve(import.meta.dirname, '..');
const temp = mkdtempSync(path.join(tmpdir(), 'mse-bench-'));
const GNU_TIME = '/usr/bin/time';
const hasGnuTime = spawnSync(GNU_TIME, ['-f', '%e', 'true'], { stdio: 'ignore' }).status === 0;
const node = process.execPath;
const everything = path.join(root, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const serverCommand = `${JSON.stringify(node)} ${JSON.stringify(everything)} stdio`;
const echoServer = path.join(root, 'scripts/bench-echo-server.mjs');
/** Per era: the server under test (as a command line and as argv) and the floor written on the SDK of that era. */
const ERAS = {
  legacy: { server: [node, everything, 'stdio'], floor: 'scripts/bench-floor.mjs' },
  modern: { server: [node, echoServer], floor: 'scripts/bench-floor-v2.mjs' },
};

for (const file of ['dist/cli/index.js', 'dist/index.js']) {
  if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run npm run build first`);
}

function actionEnv(inputs) {
  const summary = path.join(temp, 'summary.md');
  const output = path.join(temp, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const env = {
    ...process.env,
    GITHUB_WORKSPACE: temp,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: temp,
  };
  delete env.ANTHROPIC_API_KEY;
  for (const key of Object.keys(env)) if (key.startsWith('INPUT_')) delete env[key];
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

/** A folder of `count` scenarios, ten to a file, each three `echo` calls checked by a substring. */
function writeWorkload(count) {
  const dir = path.join(temp, `workload-${count}`);
  mkdirSync(dir, { recursive: true });
  for (let first = 0; first < count; first += 10) {
    const documents = [];
    for (let index = first; index < Math.min(first + 10, count); index++) {
      const steps = Array.from(
        { length: CALLS },
        (_, call) => `  - tool: echo\n    args: { message: "scenario ${index} call ${call}" }`,
      );
      documents.push(
        `name: echo_${index}\ntool_sequence:\n${steps.join('\n')}\nexpected_contains:\n  - "Echo: scenario ${index} call ${CALLS - 1}"\n`,
      );
    }
    writeFileSync(path.join(dir, `echo-${first}.yaml`), documents.join('---\n'));
  }
  return dir;
}

const emptyFolder = path.join(temp, 'empty');
mkdirSync(emptyFolder);
const bareNode = { args: ['-e', '0'], status: 0 };
const rows = [];
/** Whose bundle is A: this checkout's, then the --compare build's, each row once per build. */
const builds = [{ label: '', dir: root }];
if (flags.compare) {
  const dir = path.resolve(flags.compare);
  if (!existsSync(path.join(dir, 'dist/cli/index.js'))) throw new Error(`--compare ${dir} has no dist/cli/index.js`);
  builds.push({ label: ` [${path.basename(dir)}]`, dir });
}
const cli = (build) => path.join(build.dir, 'dist/cli/index.js');
if (flags.only === undefined || flags.only === 'startup') {
  for (const build of builds) {
    rows.push(
      { name: `start-up: cli --version${build.label}`, a: { args: [cli(build), '--version'], status: 0 }, b: bareNode },
      { name: `start-up: cli --help${build.label}`, a: { args: [cli(build), '--help'], status: 0 }, b: bareNode },
      {
        name: `start-up: cli, empty scenario folder${build.label}`,
        // Exit 2: no scenario file matched, which is the caller's to fix.
        a: { args: [cli(build), emptyFolder, '--server-command', serverCommand], status: 2 },
        b: bareNode,
      },
      // Exit 1: no server input, the step fails with an error annotation.
      {
        name: `start-up: action, no inputs${build.label}`,
        a: { args: [path.join(build.dir, 'dist/index.js')], env: actionEnv({}), status: 1 },
        b: bareNode,
      },
    );
  }
}
/** The workload rows: `sizes` × eras × `isolations` × builds; each row remembers its size, era and build. */
function workloadRows(sizes, isolations) {
  for (const size of sizes) {
    const dir = writeWorkload(size);
    for (const era of flags.eras.split(',')) {
      const { server, floor } = ERAS[era];
      const command = server.map((word) => JSON.stringify(word)).join(' ');
      for (const isolation of isolations) {
        for (const build of builds) {
          rows.push({
            name: `${size}×${CALLS} echo, ${era} era, --isolation ${isolation}${build.label}`,
            workload: { size, era, isolation, build: build.label },
            a: {
              args: [cli(build), dir, '--server-command', command, '--judge', 'off'].concat([
                '--concurrency',
                String(CONCURRENCY),
                '--isolation',
                isolation,
              ]),
              status: 0,
            },
            b: {
              args: [floor, '--scenarios', String(size), '--calls', String(CALLS)].concat([
                '--concurrency',
                String(CONCURRENCY),
                '--isolation',
                isolation,
                '--',
                ...server,
              ]),
              status: 0,
            },
          });
        }
      }
    }
  }
}
if (flags.only === undefined || flags.only === 'workload') workloadRows(SIZES, flags.isolations.split(','));
const SCALE_SIZES = flags['scale-sizes'].split(',').map(Number);
if (flags.only === undefined || flags.only === 'scale') workloadRows(SCALE_SIZES, ['suite']);
// Tool-list rows (issue 24): a command that reads the tool list, against the same server's bare
// tools/list round trip on the raw SDK (start the server over stdio, initialize, list, close).
// Target: ≤ 1.2.
if (flags.only === undefined || flags.only === 'tools') {
  const toolsServer = `${JSON.stringify(node)} examples/ecnl/server.mjs`;
  const bareToolsList = path.join(temp, 'bare-tools-list.mjs');
  const sdk = (file) => JSON.stringify(path.join(root, 'node_modules/@modelcontextprotocol/sdk/dist/esm/client', file));
  writeFileSync(
    bareToolsList,
    `import { Client } from ${sdk('index.js')};
import { StdioClientTransport } from ${sdk('stdio.js')};
const client = new Client({ name: 'bench', version: '0' });
await client.connect(new StdioClientTransport({ command: ${JSON.stringify(node)}, args: ['examples/ecnl/server.mjs'] }));
await client.listTools();
await client.close();
`,
  );
  const bare = { args: [bareToolsList], env: actionEnv({}), status: 0 };
  rows.push({
    name: 'lint (ECNL over stdio, estimated size)',
    a: { args: ['dist/cli/index.js', 'lint', '--server-command', toolsServer], env: actionEnv({}), status: 0 },
    b: bare,
  });
  // What the snapshot check costs beyond the list itself: the snapshot is saved once, then diffed.
  const snapshot = path.join(temp, 'tools.snapshot.json');
  const save = spawnSync(node, ['dist/cli/index.js', 'tools', '--server-command', toolsServer, '--save', snapshot], {
    cwd: root,
    stdio: 'ignore',
  });
  if (save.status !== 0) throw new Error(`tools --save exited ${save.status}`);
  rows.push({
    name: 'tools --diff (ECNL over stdio)',
    a: {
      args: ['dist/cli/index.js', 'tools', '--server-command', toolsServer, '--diff', snapshot],
      env: actionEnv({}),
      status: 0,
    },
    b: bare,
  });
}

/** Runs one command once: wall seconds, and CPU seconds (user + system, children included) or NaN. */
function measure(command) {
  const timesFile = path.join(temp, 'times.txt');
  const [file, args] = hasGnuTime
    ? [GNU_TIME, ['-f', '%U %S', '-o', timesFile, node, ...command.args]]
    : [node, command.args];
  const started = process.hrtime.bigint();
  const child = spawnSync(file, args, {
    cwd: root,
    env: command.env ?? process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (child.status !== command.status) {
    throw new Error(`node ${command.args.join(' ')} exited ${child.status}, not ${command.status}:\n${child.stderr}`);
  }
  if (!hasGnuTime) return { wall, cpu: Number.NaN };
  const [user, system] = readFileSync(timesFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  return { wall, cpu: user + system };
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ratio = (value) => (Number.isNaN(value) ? '   n/a' : `${value.toFixed(2)}×`.padStart(6));
const seconds = (value) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(3)} s`);
const width = Math.max(...rows.map((row) => row.name.length));
process.stdout.write(
  `${RUNS} pairs a row (A B A B …, one warm-up pair first), medians of the pairwise ratios; node ${process.version}` +
    `${hasGnuTime ? '' : '; no /usr/bin/time, so no CPU figures'}\n` +
    `${'row'.padEnd(width)}  wall A/B   CPU A/B   A wall / CPU (median)    B wall / CPU (median)\n`,
);
for (const row of rows) {
  measure(row.a);
  measure(row.b);
  const pairs = [];
  for (let run = 0; run < RUNS; run++) pairs.push([measure(row.a), measure(row.b)]);
  const wallRatio = median(pairs.map(([a, b]) => a.wall / b.wall));
  const cpuRatio = median(pairs.map(([a, b]) => a.cpu / b.cpu));
  const side = (index) =>
    `${seconds(median(pairs.map((pair) => pair[index].wall)))} / ${seconds(median(pairs.map((pair) => pair[index].cpu)))}`;
  process.stdout.write(
    `${row.name.padEnd(width)}  ${ratio(wallRatio)}    ${ratio(cpuRatio)}    ${side(0).padEnd(22)}   ${side(1)}\n`,
  );
  row.cpu = [0, 1].map((index) => median(pairs.map((pair) => pair[index].cpu)));
}
// The scale rows' line through the smallest and the largest size, per era and build: CPU per added
// scenario (the slope) and fixed CPU (the intercept), ours (A) against the floor's (B).
if ((flags.only === undefined || flags.only === 'scale') && hasGnuTime && SCALE_SIZES.length > 1) {
  const [low, high] = [Math.min(...SCALE_SIZES), Math.max(...SCALE_SIZES)];
  for (const era of flags.eras.split(',')) {
    for (const build of builds) {
      const at = (size) =>
        rows.find(
          (row) => row.workload?.size === size && row.workload.era === era && row.workload.build === build.label,
        ).cpu;
      const [lowCpu, highCpu] = [at(low), at(high)];
      const slope = [0, 1].map((index) => (highCpu[index] - lowCpu[index]) / (high - low));
      const fixed = [0, 1].map((index) => lowCpu[index] - slope[index] * low);
      process.stdout.write(
        `scale, ${era} era, --isolation suite${build.label}: CPU per added scenario ${(slope[0] * 1000).toFixed(3)} ms ` +
          `against ${(slope[1] * 1000).toFixed(3)} ms (${ratio(slope[0] / slope[1]).trim()}, target ≤ 2×); ` +
          `fixed CPU ${(fixed[0] * 1000).toFixed(0)} ms against ${(fixed[1] * 1000).toFixed(0)} ms ` +
          `(${fixed[0] - fixed[1] >= 0 ? '+' : ''}${((fixed[0] - fixed[1]) * 1000).toFixed(0)} ms, target ≤ +250 ms)\n`,
      );
    }
  }
}
process.stdout.write(
  'B is `node -e 0` for start-up rows, and for workload rows the raw MCP SDK floor (scripts/bench-floor.mjs on the SDK v1 for the legacy era, scripts/bench-floor-v2.mjs on the SDK v2 for the modern era)\n' +
    'at the same isolation: a fresh session per scenario, or one shared session; concurrency 4 on both sides.\n',
);
// Memory at scale, passing (issue 41): MEMORY_SCENARIOS passing scenarios of the workload, one shared
// session, ours against the floor: peak RSS of the whole process tree's largest process (GNU time's %M).
// Target: ours ≤ 200 MB.
if (flags.only === 'scale' && hasGnuTime) {
  const MEMORY_SCENARIOS = Number(flags['memory-scenarios']);
  const dir = writeWorkload(MEMORY_SCENARIOS);
  const timesFile = path.join(temp, 'memory-times.txt');
  const peak = (args) => {
    const child = spawnSync(GNU_TIME, ['-f', '%M %e %U %S', '-o', timesFile, node, ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (child.status !== 0) throw new Error(`node ${args.join(' ')} exited ${child.status}:\n${child.stderr}`);
    const [rssKb, wall, user, system] = readFileSync(timesFile, 'utf8')
      .trim()
      .split('\n')
      .at(-1)
      .split(' ')
      .map(Number);
    return `peak RSS ${(rssKb / 1024).toFixed(0)} MB, ${wall.toFixed(1)} s / ${(user + system).toFixed(1)} s CPU`;
  };
  for (const era of flags.eras.split(',')) {
    const { server, floor } = ERAS[era];
    const command = server.map((word) => JSON.stringify(word)).join(' ');
    const isolation = ['--concurrency', String(CONCURRENCY), '--isolation', 'suite'];
    for (const build of builds) {
      const ours = peak([cli(build), dir, '--server-command', command, '--judge', 'off', ...isolation]);
      process.stdout.write(
        `memory: ${MEMORY_SCENARIOS} passing scenarios, ${era} era, ours${build.label}: ${ours} (target ≤ 200 MB)\n`,
      );
    }
    const theirs = peak([
      floor,
      '--scenarios',
      String(MEMORY_SCENARIOS),
      '--calls',
      String(CALLS),
      ...isolation,
      '--',
      ...server,
    ]);
    process.stdout.write(`memory: ${MEMORY_SCENARIOS} passing scenarios, ${era} era, the floor: ${theirs}\n`);
  }
}
// Memory at scale (issue 31): the action on SCALE_SCENARIOS failing scenarios, each one call whose
// 4 KB answer fails its check, one shared server: peak RSS (GNU time's %M), the job summary's size
// (GitHub's limit is 1 MiB), and whether every failure was counted. Target: peak RSS ≤ 200 MB.
if (flags.only === 'scale' || (flags.only === undefined && hasGnuTime)) {
  const SCALE_SCENARIOS = 1500;
  const dir = path.join(temp, 'scale');
  mkdirSync(path.join(dir, 'scenarios'), { recursive: true });
  for (let first = 0; first < SCALE_SCENARIOS; first += 10) {
    const documents = [];
    for (let index = first; index < first + 10; index++) {
      documents.push(
        `name: bulk_${index}\ntool_sequence:\n  - tool: bulk\n    args: { n: ${index} }\nexpected_contains: ["not there ${index}"]\n`,
      );
    }
    writeFileSync(path.join(dir, 'scenarios', `bulk-${first}.yaml`), documents.join('---\n'));
  }
  const env = actionEnv({
    'server-command': `${JSON.stringify(node)} ${JSON.stringify(path.join(root, 'scripts/bench-bulk-server.mjs'))}`,
    isolation: 'suite',
    judge: 'off',
    scenarios: 'scenarios/**/*.yaml',
  });
  env.GITHUB_WORKSPACE = dir;
  const timesFile = path.join(temp, 'scale-times.txt');
  const child = spawnSync(GNU_TIME, ['-f', '%M %e', '-o', timesFile, node, path.join(root, 'dist/index.js')], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
  });
  if (child.status !== 1) throw new Error(`the scale run exited ${child.status}, not 1:\n${child.stderr}`);
  const [rssKb, wall] = readFileSync(timesFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  const summaryBytes = readFileSync(env.GITHUB_STEP_SUMMARY).length;
  const failed = /failed=(\d+)/.exec(readFileSync(env.GITHUB_OUTPUT, 'utf8').replace(/<<.*\n/g, '='))?.[1];
  process.stdout.write(
    `scale: ${SCALE_SCENARIOS} failing scenarios × 4 KB, the action, one server: peak RSS ${(rssKb / 1024).toFixed(0)} MB, ` +
      `summary ${(summaryBytes / 1024).toFixed(0)} KiB, failed ${failed ?? '?'}, ${wall.toFixed(1)} s\n`,
  );
}
// The agent loop's own overhead: an agent scenario of AGENT_TURNS model turns against a fake
// Messages API on loopback that answers each request after a fixed AGENT_LATENCY_MS, through the CLI
// bundle. The ideal is turns × latency; the ratio is a trial's duration (from the JSON report) over
// that (target ≤ 1.1). Two trials: the first also pays for loading the Anthropic SDK (lazily, on the
// first request), the second is the loop alone.
if (flags.only === undefined || flags.only === 'agent') {
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
}
rmSync(temp, { recursive: true, force: true });
