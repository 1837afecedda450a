import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordingPath, renderRecording, type Recording } from '../../../src/kinds/agent/recording.js';
import { runSuite, type RunOptions, type RunResult } from '../../../src/run/index.js';
import { renderScenarioLine } from '../../../src/report/terminal.js';
import { renderSummary } from '../../../src/report/summary.js';
import { finalText, toolUse, type FakeMessagesApi } from '../../judge/fake-messages-api.js';
import { fakeApiTest } from '../../judge/fake-messages-api-fixture.js';
import { ROOT } from '../../helpers/runner.js';
import { optionsFor, writeSuite } from '../../mcp/helpers.js';

const ECNL_MODULE = path.join(ROOT, 'examples/ecnl/server.mjs');

// Two phrasings, two models: the first phrasing is always answered right, the second never.
const SCENARIO = `name: matrix
prompts:
  - "Which conferences are there?"
  - "conferences??"
models: [claude-a, claude-b]
pass_rate: 0.5
max_trials: 8
expected_calls: [ { tool: list_conferences } ]
`;

let fake: FakeMessagesApi;
let workspace: string;
let recorded: RunResult;
const written: Recording[] = [];

const options = (agent: RunOptions['agent']): RunOptions =>
  optionsFor(workspace, { kind: 'module', modulePath: ECNL_MODULE }, { agent });

fakeApiTest((request) => {
  const messages = request.body.messages ?? [];
  const right = messages[0]?.content === 'Which conferences are there?';
  if (!right) return finalText('I do not know.');
  return messages.length === 1 ? toolUse(['list_conferences', {}]) : finalText('North Atlantic');
}).beforeAll(async ({ fake: started }) => {
  fake = started;
  workspace = await writeSuite({ 'matrix.yaml': SCENARIO });
  recorded = await runSuite(options({ mode: 'auto', model: 'claude-haiku-4-5', apiKey: 'k', record: true }), {
    onRecordings: async (recordings) => {
      for (const { scenario, recording } of recordings) {
        const file = recordingPath(scenario.absolutePath, scenario.name);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, renderRecording(recording));
        written.push(recording);
      }
    },
  });
}, 120_000);

describe('recordings cover phrasings and models', () => {
  it('records each model in its own file, and each trial with the phrasing it asked', async () => {
    expect(written.map((r) => [r.scenario, r.model])).toEqual([
      ['matrix [claude-a]', 'claude-a'],
      ['matrix [claude-b]', 'claude-b'],
    ]);
    const text = await readFile(path.join(workspace, '__recordings__', 'matrix [claude-b].json'), 'utf8');
    const recording = JSON.parse(text) as Recording;
    expect(recording.prompt).toBe('Which conferences are there?');
    expect(recording.trials.map((trial) => trial.prompt)).toEqual([
      undefined,
      'conferences??',
      undefined,
      'conferences??',
      undefined,
      'conferences??',
      undefined,
      'conferences??',
    ]);
  });

  it('replays every recorded trial per phrasing and model, reported as replayed, never measured', async () => {
    process.env.ANTHROPIC_BASE_URL = 'http://127.0.0.1:9/refuses';
    const before = fake.requests.length;
    const replayed = await runSuite(options({ mode: 'auto', model: 'claude-haiku-4-5' }));
    expect(fake.requests.length).toBe(before);
    expect(replayed.scenarios.map((s) => s.name)).toEqual(['matrix [claude-a]', 'matrix [claude-b]']);
    for (const [index, scenario] of replayed.scenarios.entries()) {
      const live = recorded.scenarios[index]!.agent!;
      const agent = scenario.agent!;
      expect(agent.replayed).toBe(true);
      expect(agent.trials).toHaveLength(8);
      expect(agent.trials.every((trial) => trial.status !== 'errored')).toBe(true);
      expect(agent.phrasings!.map((p) => [p.passes, p.trials])).toEqual([
        [4, 4],
        [0, 4],
      ]);
      expect(agent.phrasings!.map((p) => [p.passes, p.trials])).toEqual(
        live.phrasings!.map((p) => [p.passes, p.trials]),
      );
      expect(agent.sequential!.verdict).toBe(live.sequential!.verdict);
      expect(scenario.checks[0]!.message).toContain('(replayed)');
      expect(renderScenarioLine(scenario, { color: false })).toContain('replayed from');
    }
    expect(renderSummary(replayed).markdown).toMatch(
      /\| 1\. Which conferences are there\? \| 4\/4 \| 100% .*\(replayed\)/,
    );
  });
});
