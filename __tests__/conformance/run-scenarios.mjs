// Runs several client scenarios of the official MCP conformance suite, one after another, in one Node
// 22 process: the suite's own command line, unchanged, as `conformance client --scenario S
// --spec-version REV --force --timeout T -o DIR --command C`, once per scenario.
//
// Why not one `conformance` process per scenario, as before: a start of the suite is about 1 s of CPU
// (it loads express, the MCP SDK v1, ajv, zod, undici, jose and octokit), and 24 starts were the
// largest single cost of the whole test suite. Here its dependencies load once; each scenario imports
// the suite's entry again under a new URL (`?run=N`), which evaluates its code afresh (fresh
// module-level state, its own commander program reading process.argv) while the packages it imports
// stay loaded. The suite ends every client run with process.exit(code): that call is caught here and
// is the scenario's exit code, as the process's exit code was.
//
//   node run-scenarios.mjs JOBS.json RESULTS.json
//   JOBS.json: { suite, command, timeoutMs, scenarioTimeoutMs, jobs: [{ scenario, revision, outputDir }] }
//   RESULTS.json (written at the end): [{ scenario, revision, code, output }]  (code null: no exit in time)
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [jobsFile, resultsFile] = process.argv.slice(2);
const { suite, command, timeoutMs, scenarioTimeoutMs, jobs } = JSON.parse(readFileSync(jobsFile, 'utf8'));

/** Thrown by the stand-in process.exit so that the suite's code after it does not run. */
const EXITED = Symbol('the suite called process.exit');
const realExit = process.exit.bind(process);
const realWrite = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
/**
 * The scenario whose code is running: every callback the suite schedules keeps it, so an exit or a
 * write is that scenario's even when it comes late (after a scenario of its own timed out).
 */
const running = new AsyncLocalStorage();

// The suite's catch-all reports what its action threw and exits 1: after a caught exit that is the
// stand-in's own throw, which says nothing of the scenario. It may also surface as a rejection.
process.on('unhandledRejection', (reason) => {
  if (reason !== EXITED) throw reason;
});

process.exit = (code) => {
  const job = running.getStore();
  if (!job) return realExit(code);
  if (job.exited) return undefined;
  job.exited = true;
  job.resolve(Number(code ?? process.exitCode ?? 0));
  throw EXITED;
};
// What the suite prints for a scenario is kept with that scenario's result (the test shows it on failure).
for (const [stream, write] of [
  [process.stdout, realWrite.out],
  [process.stderr, realWrite.err],
]) {
  stream.write = (chunk, ...rest) => {
    const job = running.getStore();
    if (!job) return write(chunk, ...rest);
    // After its exit a process prints nothing more (here, the suite's catch-all on the stand-in's throw).
    if (!job.exited) job.output.push(String(chunk));
    return true;
  };
}

const results = [];
for (const [index, spec] of jobs.entries()) {
  const job = { output: [], exited: false };
  const exited = new Promise((resolve) => {
    job.resolve = resolve;
  });
  const timer = setTimeout(() => job.resolve(null), scenarioTimeoutMs);
  process.argv = [
    process.execPath,
    suite,
    'client',
    '--command',
    command,
    '--scenario',
    spec.scenario,
    '--spec-version',
    spec.revision,
    '--force',
    '--timeout',
    String(timeoutMs),
    '-o',
    spec.outputDir,
  ];
  try {
    await running.run(job, () => import(`${pathToFileURL(suite).href}?run=${index}`));
  } catch (error) {
    if (error !== EXITED) {
      job.output.push(`run-scenarios: the suite failed to start: ${error?.stack ?? error}\n`);
      job.resolve(null);
    }
  }
  const code = await exited;
  clearTimeout(timer);
  job.exited = true;
  results.push({ scenario: spec.scenario, revision: spec.revision, code, output: job.output.join('') });
}

writeFileSync(resultsFile, JSON.stringify(results));
realExit(0);
