import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import { ROOT } from '../../helpers/runner.js';
import { runCliInProcess } from '../../helpers/in-process.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/fuzz-target-server.mjs');
const SERVER = ['--server-command', `"${process.execPath}" "${FIXTURE}"`];
const TOOLS = 'crash_on_long,hang_on_negative,leak_stack,leak_path,internal_error';

describe('the ready scenario of each fuzz finding fits it (issue 31 §2)', () => {
  it('a hang carries timeout_ms, a leak forbids the leaked text, a crash expects an error; each loads, and fails against the faulty server', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-scenarios-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    const env = { MCP_EVAL_FUZZ_TOOLS: TOOLS };
    const fuzz = await runCliInProcess(
      [
        'fuzz',
        ...SERVER,
        // Seed 5 finds each fault within 35 inputs a tool, and shrinks each in a few dozen calls.
        '--seed',
        '5',
        '--runs',
        '35',
        '--timeout-ms',
        '1000',
        // Each fault is found in the first few seconds; shrinking past that says nothing more here.
        '--tool-budget-ms',
        '5000',
        '--json',
        jsonFile,
      ],
      { env },
    );
    expect(fuzz.code).toBe(1);
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as {
      tools: { tool: string; findings: { kind: string; scenario: string }[] }[];
    };
    const findings = report.tools.flatMap((tool) => tool.findings);
    expect(findings.map((finding) => `${finding.kind}`).sort()).toEqual(
      ['crash', 'hang', 'leak', 'leak', 'protocol-error'].sort(),
    );
    const step = (kind: string, tool?: string) =>
      (
        parse(
          findings.find((one) => one.kind === kind && (!tool || one.scenario.includes(`tool: ${tool}`)))!.scenario,
        ) as {
          tool_sequence: Record<string, unknown>[];
        }
      ).tool_sequence[0]!;
    // The fuzz's --timeout-ms: past it the call was a hang.
    expect(step('hang')).toMatchObject({ tool: 'hang_on_negative', timeout_ms: 1000, expect_error: true });
    expect(step('crash')).toMatchObject({ tool: 'crash_on_long' });
    expect(step('crash').expect_error).toBeDefined();
    expect(step('leak', 'leak_path').expected_not_contains).toEqual([
      expect.stringContaining('fixtures/servers/data/.json'),
    ]);

    for (const [index, finding] of findings.entries()) {
      const file = path.join(folder, `finding-${index}.yaml`);
      await writeFile(file, finding.scenario);
      const loaded = loadScenarioFile(finding.scenario, file, path.basename(file));
      expect(loaded.errors).toEqual([]);
      const run = await runCliInProcess([file, ...SERVER], { env });
      expect({ kind: finding.kind, code: run.code }).toEqual({ kind: finding.kind, code: 1 });
      if (finding.kind === 'hang') expect(run.stdout).toContain("no answer within 1000 ms (the step's timeout_ms)");
    }
  }, 240_000);
});
