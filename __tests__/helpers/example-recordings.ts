// The committed recordings of the example suites' agent scenarios (issue 43 §17), made against this
// repository's fake Messages API with a scripted right answer, so that `npm run demo` shows an agent
// scenario replayed and passing with no key. They are not a real model's answers: each says so in its
// `note`. `__tests__/examples/example-recordings.test.ts` records them again and fails when the
// committed files differ; `MCP_EVAL_WRITE_EXAMPLE_RECORDINGS=1` on that test writes them.
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordingPath, renderRecording, type Recording } from '../../src/kinds/agent/recording.js';
import { finalText, startFakeMessagesApi, toolUse, type FakeAnswer } from '../judge/fake-messages-api.js';
import { runCliInProcess } from './in-process.js';
import { ROOT } from './runner.js';

/** What each recording says of itself. */
export const FAKE_RECORDING_NOTE =
  "Recorded against the fake Messages API of this repository's tests (__tests__/judge/fake-messages-api.ts) " +
  'with a scripted right answer, not by a real model: it shows a replay passing with no key. ' +
  'Regenerate with MCP_EVAL_WRITE_EXAMPLE_RECORDINGS=1 npx vitest run __tests__/examples/example-recordings.test.ts; ' +
  'record-agent with ANTHROPIC_API_KEY replaces it with a real model’s answers.';

/** The scripted model of each example's agent scenario: the calls of its first turn, then its answer. */
export const EXAMPLE_AGENT_SCRIPTS = [
  {
    league: 'ecnl',
    scenarioFile: 'scenarios/ecnl/agent.yaml',
    scenario: 'agent_north_atlantic_events',
    calls: [['find_events', { conference: 'North Atlantic', season: '2025-26' }]] as [string, unknown][],
    answer:
      'In the 2025-26 season the North Atlantic conference has one event: the ECNL Girls North Atlantic Showcase, in Hartford, CT.',
  },
  {
    league: 'nwsl',
    scenarioFile: 'scenarios/nwsl/agent.yaml',
    scenario: 'agent_who_leads_the_table',
    calls: [['get_standings', {}]] as [string, unknown][],
    answer: 'Orlando Pride lead the NWSL table with 9 points.',
  },
] as const;

/** The scripted reply to a request: the script whose tool the request offers, by the turn it is at. */
function scriptedReply(body: { tools?: unknown; messages?: { role: string }[] }): FakeAnswer {
  const offered = new Set(((body.tools ?? []) as { name?: string }[]).map((tool) => tool.name));
  const script = EXAMPLE_AGENT_SCRIPTS.find(({ calls }) => offered.has(calls[0]![0]));
  if (!script) return { kind: 'error', status: 400, message: 'no scripted answer for these tools' };
  const turn = (body.messages ?? []).filter((message) => message.role === 'assistant').length;
  return turn === 0 ? toolUse(...script.calls) : finalText(script.answer);
}

/** A recording as committed: its note first, then what `record-agent` wrote. */
function withNote(recording: Recording): string {
  const { version, ...rest } = recording;
  return renderRecording({ version, note: FAKE_RECORDING_NOTE, ...rest });
}

/**
 * Records every example agent scenario with `record-agent` against the fake API, in a copy of its
 * scenario file (the repository's own files are not touched), each example server in-process.
 * Returns each recording's text as committed, by its path relative to the repository.
 */
export async function recordExampleAgents(): Promise<Map<string, string>> {
  const fake = await startFakeMessagesApi((request) => scriptedReply(request.body));
  const workspace = await mkdtemp(path.join(tmpdir(), 'mse-example-recordings-'));
  const texts = new Map<string, string>();
  try {
    for (const script of EXAMPLE_AGENT_SCRIPTS) {
      const copy = path.join(workspace, script.scenarioFile);
      await mkdir(path.dirname(copy), { recursive: true });
      await copyFile(path.join(ROOT, script.scenarioFile), copy);
      const run = await runCliInProcess(
        [
          'record-agent',
          script.scenarioFile,
          '--server-module',
          path.join(ROOT, `examples/${script.league}/server.mjs`),
        ],
        { cwd: workspace, env: { ANTHROPIC_API_KEY: 'fake-key-for-example-recordings', ANTHROPIC_BASE_URL: fake.url } },
      );
      if (run.code !== 0)
        throw new Error(`record-agent ${script.scenarioFile} exited ${run.code}:\n${run.stdout}${run.stderr}`);
      const written = recordingPath(copy, script.scenario);
      const recording = JSON.parse(await readFile(written, 'utf8')) as Recording;
      texts.set(path.relative(workspace, written).split(path.sep).join('/'), withNote(recording));
    }
  } finally {
    await fake.close();
    await rm(workspace, { recursive: true, force: true });
  }
  return texts;
}
