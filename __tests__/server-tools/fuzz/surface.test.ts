import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadScenarioFile } from '../../../src/scenario/load.js';
import { ROOT } from '../../helpers/runner.js';
import { runCliInProcess } from '../../helpers/in-process.js';

const FIXTURE = path.join(ROOT, '__tests__/fixtures/servers/fuzz-surface-server.mjs');
const SERVER = ['--server-command', `"${process.execPath}" "${FIXTURE}"`];

interface Report {
  tools: {
    tool: string;
    surface?: string;
    uriTemplate?: string;
    findings: {
      kind: string;
      surface?: string;
      uri?: string;
      shrunk: string;
      args: Record<string, string>;
      scenario: string;
    }[];
  }[];
}

describe('fuzz fills prompt arguments and resource template variables too (issue 32 §2)', () => {
  it('finds crashes, protocol errors and leaks in prompts and templates, names them, and gives prompt: / resource: scenarios that load and fail against the faulty server', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mse-fuzz-surface-'));
    const jsonFile = path.join(folder, 'fuzz.json');
    const fuzz = await runCliInProcess([
      'fuzz',
      ...SERVER,
      ...['--seed', '11', '--runs', '40', '--timeout-ms', '2000', '--tool-budget-ms', '6000', '--json', jsonFile],
    ]);
    expect(fuzz.stdout).toContain('1 tool(s), 3 prompt(s), 2 resource template(s)');
    expect(fuzz.stdout).toMatch(/FIND prompt summarize: crash/);
    expect(fuzz.stdout).toMatch(/FIND prompt explain: protocol-error/);
    expect(fuzz.stdout).toMatch(/OK {3}prompt greet/);
    expect(fuzz.stdout).toMatch(/FIND resource template note \(notes:\/\/\{id\}\): (crash, leak|leak, crash)/);
    // -32002 (resource not found) for a URI that names nothing is an answer.
    expect(fuzz.stdout).toMatch(/OK {3}resource template log \(logs:\/\/\{day\}\)/);
    expect(fuzz.code).toBe(1);
    const report = JSON.parse(await readFile(jsonFile, 'utf8')) as Report;
    const of = (name: string) => report.tools.find((tool) => tool.tool === name)!;
    expect(of('summarize').surface).toBe('prompt');
    expect(of('note')).toMatchObject({ surface: 'resource-template', uriTemplate: 'notes://{id}' });
    // Shrunk as a tool's input is (how far within the budget depends on the machine: each crash
    // restarts the server).
    const crash = of('summarize').findings[0]!;
    expect(crash).toMatchObject({
      kind: 'crash',
      surface: 'prompt',
      shrunk: expect.stringMatching(/^(minimal|budget)$/),
    });
    expect(crash.args.text!.length).toBeGreaterThan(50);
    expect(of('explain').findings).toMatchObject([
      { kind: 'protocol-error', surface: 'prompt', args: { topic: expect.stringContaining('/') } },
    ]);
    const noteCrash = of('note').findings.find((finding) => finding.kind === 'crash')!;
    expect(noteCrash).toMatchObject({ surface: 'resource-template', args: { id: expect.stringContaining('..') } });
    expect(noteCrash.uri).toMatch(/^notes:\/\/\.\./);

    const steps = (finding: { scenario: string }) =>
      (parse(finding.scenario) as { tool_sequence: Record<string, unknown>[] }).tool_sequence;
    expect(steps(crash)).toEqual([{ prompt: 'summarize', args: crash.args, expect_error: true }]);
    expect(steps(noteCrash)).toEqual([{ resource: noteCrash.uri, expect_error: true }]);
    const leak = of('note').findings.find((finding) => finding.kind === 'leak')!;
    expect(steps(leak)[0]).toMatchObject({
      resource: leak.uri,
      expected_not_contains: [expect.stringContaining('fixtures/servers/notes/index.json')],
    });
    // A prompt answers with a JSON-RPC error by design: the step forbids the internal error's code.
    expect(steps(of('explain').findings[0]!)[0]).toMatchObject({
      prompt: 'explain',
      expect_error: true,
      expected_not_contains: ['error -32603:'],
    });

    const findings = report.tools.flatMap((tool) => tool.findings);
    expect(findings).toHaveLength(4);
    for (const [index, finding] of findings.entries()) {
      const file = path.join(folder, `finding-${index}.yaml`);
      await writeFile(file, finding.scenario);
      expect(loadScenarioFile(finding.scenario, file, path.basename(file)).errors).toEqual([]);
      const run = await runCliInProcess([file, ...SERVER]);
      expect({ scenario: finding.scenario, code: run.code }).toEqual({ scenario: finding.scenario, code: 1 });
      // Failed on the call itself, not on a pre-check (the prompt and the URI are the server's).
      expect(run.stdout).not.toMatch(/no such (prompt|resource)|does not list/);
    }
  }, 240_000);

  it('with --ill-formed-unicode, a template variable no URI can hold (a lone surrogate) is never sent, and the fuzz goes on', async () => {
    const fuzz = await runCliInProcess([
      'fuzz',
      ...SERVER,
      '--seed',
      '11',
      '--runs',
      '100',
      '--ill-formed-unicode',
      '--tool',
      'log',
    ]);
    expect(fuzz.stdout).not.toContain('URI malformed');
    expect(fuzz.stdout).not.toContain('the fuzz stopped');
    expect(fuzz.stdout).toMatch(/resource template log \(logs:\/\/\{day\}\) \(\d+ call\(s\)/);
  }, 60_000);
});
