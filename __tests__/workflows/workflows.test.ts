import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/runner.js';
import {
  actionErrors,
  actionInputs,
  isLocalAction,
  stepsUsing,
  unknownInputProblems,
  workflowErrors,
  type FileText,
} from './validate.js';

const WORKFLOW_DIR = '.github/workflows';
/** The values of `matrix.example` in ci.yml. */
const EXAMPLES = ['ecnl', 'nwsl'];

function read(relative: string): FileText {
  return { name: relative, content: readFileSync(path.join(ROOT, relative), 'utf8') };
}

const action = read('action.yml');
const inputs = actionInputs(action.content);
const workflows = readdirSync(path.join(ROOT, WORKFLOW_DIR))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => read(`${WORKFLOW_DIR}/${name}`));

/** A copy of `file` with one text replaced, failing loudly if the text is not there. */
function broken(file: FileText, from: string, to: string): FileText {
  if (!file.content.includes(from)) throw new Error(`${from} not in ${file.name}`);
  return { name: file.name, content: file.content.replace(from, to) };
}

function workflowByName(name: string): FileText {
  const file = workflows.find((candidate) => candidate.name === `${WORKFLOW_DIR}/${name}`);
  if (!file) throw new Error(`${WORKFLOW_DIR}/${name} is missing`);
  return file;
}

describe('action.yml', () => {
  it('is valid action metadata', () => {
    expect(actionErrors(action)).toEqual([]);
  });

  it('declares every input the contract names', () => {
    expect([...inputs.keys()].sort()).toEqual(
      [
        'scenarios',
        'server-command',
        'server-module',
        'server-cwd',
        // Issue 20: variables for the server process, and its own directory for state on disk.
        'server-env',
        // Issue 30 item 5: server variables that are secrets (masked, redacted everywhere).
        'server-secrets',
        'remote-url',
        'bearer-token',
        'oauth-client-id',
        'oauth-client-secret',
        'oauth-private-key',
        'oauth-scope',
        'oauth-issuer',
        'anthropic-api-key',
        'judge',
        'judge-model',
        'concurrency',
        'isolation',
        // Issue 29: which MCP era to speak.
        'protocol',
        'judge-concurrency',
        'timeout-ms',
        // Not in SPEC's list yet: issue 10 asks for it (the start-up limit, no longer a hidden constant).
        'connect-timeout-ms',
        // Issue 30: the model API's waits, named (were 120 s and 60 s per attempt, hidden).
        'agent-timeout-ms',
        'judge-timeout-ms',
        'shard',
        'filter',
        'report-json',
        'report-junit',
        // Issue 44 item 3: report files by name (NAME=FILE lines), the registry's names.
        'reports',
        // SPEC's agent scenarios: gating, model, token budget, replay.
        'agent',
        'agent-model',
        'agent-models',
        'agent-token-budget',
        'agent-replay',
        // Issue 33 §3: the agent baseline, and what an inconclusive comparison does.
        'agent-baseline',
        'baseline-inconclusive',
        'lint',
        // SPEC's "What the model sees": the tool-list snapshot and its token budget.
        'tools-snapshot',
        'tools-token-budget',
        // Issue 33 §5: tool-description variants compared on the agent scenarios.
        'tool-variants',
        // Issue 47: a check run with every finding, written with the job's token.
        'check-run',
        'github-token',
        // Issue 47: the SARIF report file, for code scanning.
        'report-sarif',
        // Issue 46: the bill in dollars: budgets in USD, and prices the table lacks.
        'judge-cost-budget',
        'agent-cost-budget',
        'model-prices',
        // Issue 46: the platform Claude is reached through, and ids its table lacks.
        'provider',
        'model-ids',
        // Issue 45: the tools' annotations checked by behaviour, and its probes file.
        'annotations',
        'annotations-probes',
      ].sort(),
    );
  });

  it('is rejected when it is broken', () => {
    expect(actionErrors(broken(action, 'runs:\n  using: node20', 'runs:\n  using: node99'))).not.toEqual([]);
    expect(actionErrors(broken(action, 'inputs:', 'inptus:'))).not.toEqual([]);
  });
});

describe('workflow files', () => {
  it('has the CI and nightly workflows', () => {
    expect(workflows.map((file) => file.name)).toEqual(
      expect.arrayContaining([`${WORKFLOW_DIR}/ci.yml`, `${WORKFLOW_DIR}/nightly.yml`]),
    );
  });

  it.each(workflows.map((file) => [file.name, file] as const))('%s is a valid workflow', async (_name, file) => {
    expect(await workflowErrors(file)).toEqual([]);
  });

  it.each(workflows.map((file) => [file.name, file] as const))(
    '%s passes only inputs that action.yml declares to uses: ./',
    (_name, file) => {
      expect(unknownInputProblems(file, stepsUsing(file, isLocalAction), inputs.keys())).toEqual([]);
    },
  );

  it.each(workflows.map((file) => [file.name, file] as const))(
    '%s points uses: ./ at scenario files and example servers that exist',
    async (_name, file) => {
      const missing: string[] = [];
      for (const step of stepsUsing(file, isLocalAction)) {
        for (const entry of step.with) {
          for (const example of EXAMPLES) {
            const value = entry.value.replaceAll('${{ matrix.example }}', example);
            for (const [relative] of value.matchAll(/(?:examples|scenarios|__tests__)\/[^\s'"]+/g)) {
              const found = /[*?[{]/.test(relative)
                ? (await glob(relative, { cwd: ROOT })).length > 0
                : existsSync(path.join(ROOT, relative));
              if (!found) missing.push(`${file.name}:${entry.line}: ${entry.key}: ${relative}`);
            }
          }
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it('rejects an unknown input, naming the file, line and closest input', () => {
    const ci = workflowByName('ci.yml');
    const typo = broken(ci, '          server-module: examples/', '          server-modul: examples/');
    const line = typo.content.split('\n').findIndex((text) => text.includes('server-modul:')) + 1;
    expect(unknownInputProblems(typo, stepsUsing(typo, isLocalAction), inputs.keys())).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\.github/workflows/ci\\.yml:${line}: job "self-test", step \\d+ .*"server-modul".*"server-module"`,
        ),
      ),
    ]);
  });

  it('rejects a bad cron, a misspelt key and an unknown event', async () => {
    const nightly = workflowByName('nightly.yml');
    expect(await workflowErrors(broken(nightly, 'cron: "15 9 * * *"', 'cron: "15 25 * * *"'))).toEqual([
      expect.stringContaining('Invalid cron expression'),
    ]);
    expect(await workflowErrors(broken(nightly, 'runs-on: ubuntu-latest', 'run-on: ubuntu-latest'))).not.toEqual([]);
    expect(await workflowErrors(broken(workflowByName('ci.yml'), 'pull_request:', 'pull_requests:'))).not.toEqual([]);
  });
});

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<
    string,
    {
      if?: string;
      strategy?: { matrix?: Record<string, unknown[]> };
      steps: { uses?: string; if?: string; with?: Record<string, string>; run?: string }[];
    }
  >;
}

describe('ci.yml', () => {
  const ci = parse(workflowByName('ci.yml').content) as Workflow;

  it('runs on pull requests and pushes, with no secrets', () => {
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    expect(workflowByName('ci.yml').content).not.toMatch(/secrets\./);
  });

  it('typechecks, lints, tests and checks dist/', () => {
    const runs = Object.values(ci.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    for (const command of ['npm run typecheck', 'npm run lint', 'npx vitest run', 'npm run build'])
      expect(runs).toContain(command);
    expect(runs.join('\n')).toContain('git status --porcelain -- dist');
  });

  it('runs the bundle on Node 20 and Node 24', () => {
    expect(ci.jobs.bundle?.strategy?.matrix?.node).toEqual([20, 24]);
  });

  it('self-tests with uses: ./ against both example servers in stub mode', () => {
    const selfTest = ci.jobs['self-test']!;
    expect(selfTest.strategy?.matrix?.example).toEqual(['ecnl', 'nwsl']);
    const local = selfTest.steps.filter((step) => step.uses === './');
    expect(local.map((step) => step.with?.['server-command'] ?? step.with?.['server-module'])).toEqual(
      expect.arrayContaining([
        'node examples/${{ matrix.example }}/server.mjs',
        'examples/${{ matrix.example }}/server.mjs',
      ]),
    );
    expect(local.every((step) => !step.with?.['remote-url'])).toBe(true);
  });
});

describe('nightly.yml', () => {
  const nightly = parse(workflowByName('nightly.yml').content) as Workflow;

  it('runs NWSL at 09:00 and ECNL at 09:15 UTC', () => {
    expect(nightly.on.schedule).toEqual([{ cron: '0 9 * * *' }, { cron: '15 9 * * *' }]);
    expect(nightly.jobs.nwsl?.if).toContain("github.event.schedule == '0 9 * * *'");
    expect(nightly.jobs.ecnl?.if).toContain("github.event.schedule == '15 9 * * *'");
  });

  it('can be run by hand, picking the server and the mode', () => {
    const dispatch = nightly.on.workflow_dispatch as { inputs: Record<string, { options?: string[] }> };
    expect(dispatch.inputs.server?.options).toEqual(expect.arrayContaining(['nwsl', 'ecnl']));
    expect(dispatch.inputs.mode?.options).toEqual(expect.arrayContaining(['live', 'stub']));
  });

  it('reads the live URL and token from secrets, and the judge key when there is one', () => {
    for (const [job, prefix] of [
      ['nwsl', 'NWSL'],
      ['ecnl', 'ECNL'],
    ] as const) {
      const live = nightly.jobs[job]!.steps.find((step) => step.uses === './' && step.with?.['remote-url']);
      expect(live?.if).toBe("env.MODE == 'live'");
      expect(live?.with).toMatchObject({
        'remote-url': `\${{ secrets.${prefix}_MCP_URL }}`,
        'bearer-token': `\${{ secrets.${prefix}_MCP_TOKEN }}`,
        'anthropic-api-key': '${{ secrets.ANTHROPIC_API_KEY }}',
      });
      expect(live?.with?.scenarios).toBe(`scenarios/${job}/**/*.yaml`);
    }
  });
});
