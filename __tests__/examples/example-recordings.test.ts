// The example suites' agent scenarios, replayed with no key (issue 43 §17): their recordings are
// committed, made against the fake Messages API with a scripted right answer (and say so).
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_AGENT_SCRIPTS, FAKE_RECORDING_NOTE, recordExampleAgents } from '../helpers/example-recordings.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT } from '../helpers/runner.js';

describe("the example suites' agent recordings", () => {
  it('are committed, marked as made against the fake API, and what recording them again writes', async () => {
    const recorded = await recordExampleAgents();
    expect([...recorded.keys()].sort()).toEqual([
      'scenarios/ecnl/__recordings__/agent_north_atlantic_events.json',
      'scenarios/nwsl/__recordings__/agent_who_leads_the_table.json',
    ]);
    for (const [file, text] of recorded) {
      const target = path.join(ROOT, file);
      if (process.env.MCP_EVAL_WRITE_EXAMPLE_RECORDINGS === '1') {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text);
      }
      const committed = await readFile(target, 'utf8').catch(() => '(no file)');
      expect(
        committed,
        `${file}: MCP_EVAL_WRITE_EXAMPLE_RECORDINGS=1 npx vitest run ${path.relative(ROOT, import.meta.filename)}`,
      ).toBe(text);
      const recording = JSON.parse(committed) as { note?: string; trials: unknown[] };
      expect(recording.note).toBe(FAKE_RECORDING_NOTE);
      expect(recording.trials.length).toBeGreaterThan(0);
    }
    expect(EXAMPLE_AGENT_SCRIPTS.map((script) => script.scenarioFile)).toEqual([
      'scenarios/ecnl/agent.yaml',
      'scenarios/nwsl/agent.yaml',
    ]);
  });
});

describe('npm run demo with no key', () => {
  it.each(EXAMPLE_AGENT_SCRIPTS)(
    '$league: the agent scenario is replayed from its recording and passes, over stdio as the demo runs it',
    async ({ league, scenario }) => {
      const report = path.join(await mkdtemp(path.join(tmpdir(), 'mse-demo-replay-')), 'report.json');
      // The demo's own command line (scripts/example-suites.mjs), with no key in the environment.
      const run = await runCliInProcess(
        [`scenarios/${league}`, '--server-command', `node examples/${league}/server.mjs`, '--json', report],
        { env: { ANTHROPIC_API_KEY: '', CLAUDE_CODE_OAUTH_TOKEN: '' } },
      );
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const json = JSON.parse(await readFile(report, 'utf8')) as {
        scenarios: { name: string; status: string; agent?: { replayed?: boolean } }[];
      };
      const agent = json.scenarios.find((result) => result.name === scenario);
      expect(agent).toMatchObject({ status: 'passed', agent: { replayed: true } });
      expect(run.stdout).toMatch(new RegExp(`^PASS  ${scenario} .*replayed`, 'm'));
    },
  );
});
