import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { redactDeep, redactText } from '../../secrets/redact.js';
import {
  ModelError,
  type ModelReply,
  type ModelRequest,
  type ModelSource,
  type ModelTurn,
  type ToolDefinition,
} from './types.js';
import { sortKeysDeep } from '../../util/json.js';

/**
 * Recordings of the model's side of agent scenarios (issue 19): one JSON file per scenario in
 * `__recordings__/` beside its scenario file, committed and reviewed, replayed on every pull request
 * without a key against the real server. A replay fails when what the model would see changed.
 */

/** Version of the recording layout; a change that old recordings cannot be read with bumps it. */
export const RECORDING_VERSION = 1;

export interface RecordedTurn {
  /**
   * The tool results the model was given before this reply, as text (rendered as the loop sent
   * them); empty for the first turn.
   */
  toolResults: string[];
  /**
   * Whether each of those results was an error (`is_error`, the tool's `isError`): a tool that now
   * fails with the same text is a change. Absent in recordings made before it was kept.
   */
  toolErrors?: boolean[];
  reply: { content: unknown[]; stopReason: string | null };
}

export interface Recording {
  version: typeof RECORDING_VERSION;
  /**
   * Free text about how the recording was made, for its reader; never compared. The example suites'
   * recordings say they were made against the tests' fake Messages API, not by a real model.
   */
  note?: string;
  scenario: string;
  model: string;
  system: string | null;
  prompt: string;
  /** sha256 of the tool list as the model saw it (names, descriptions, input schemas). */
  toolsHash: string;
  /** The tool list itself, so a changed hash can be shown as a diff of what changed. */
  tools: ToolDefinition[];
  /**
   * `prompt`: the phrasing this trial asked, when it is not the recording's `prompt` (a scenario
   * with `prompts:` rotates through them); absent, the trial asked `prompt`.
   */
  trials: { prompt?: string; turns: RecordedTurn[] }[];
}

/** Where a scenario's recording lives: `<dir of the scenario file>/__recordings__/<name>.json`. */
export function recordingPath(scenarioFile: string, scenarioName: string): string {
  // A row of a scenario on several models is `NAME [model]`; a model ID never makes a directory.
  return path.join(path.dirname(scenarioFile), '__recordings__', `${scenarioName.replace(/[/\\]/g, '_')}.json`);
}

/**
 * The scenario's recording as the workspace names it (`<dir of its file>/__recordings__/<name>.json`,
 * `/`-separated): what the reports print, where `recordingPath` is the file to open.
 */
export function recordingLabel(scenario: { name: string; position: { file: string } }): string {
  return path.posix.join(
    path.posix.dirname(scenario.position.file),
    '__recordings__',
    `${scenario.name.replace(/[/\\]/g, '_')}.json`,
  );
}

/** The tool list as the model sees it, in a stable form: sorted keys, so the hash is stable. */
export function toolsForRecording(tools: ToolDefinition[]): ToolDefinition[] {
  return tools.map(
    (tool) =>
      sortKeysDeep({
        name: tool.name,
        description: tool.description ?? null,
        input_schema: tool.input_schema,
      }) as ToolDefinition,
  );
}

/** Whether two tool lists hold the same tools (as the model sees them), in whatever order. */
function sameToolSet(a: ToolDefinition[], b: ToolDefinition[]): boolean {
  const keys = (tools: ToolDefinition[]) =>
    toolsForRecording(tools)
      .map((tool) => JSON.stringify(tool))
      .sort();
  return a.length === b.length && JSON.stringify(keys(a)) === JSON.stringify(keys(b));
}

export function toolsHash(tools: ToolDefinition[]): string {
  return createHash('sha256')
    .update(JSON.stringify(toolsForRecording(tools)))
    .digest('hex');
}

/** The tool results of a request's last user message, as text: what the model is about to read. */
export function lastToolResults(request: ModelRequest): string[] {
  const last = request.messages.at(-1);
  if (!last || last.role !== 'user' || typeof last.content === 'string') return [];
  return last.content
    .filter((block) => block.type === 'tool_result')
    .map((block) => {
      const content = block.content;
      if (typeof content === 'string') return content;
      if (Array.isArray(content))
        return content
          .map((part: { type?: string; text?: string }) =>
            part.type === 'text' ? (part.text ?? '') : JSON.stringify(part),
          )
          .join('\n');
      return JSON.stringify(content ?? '');
    });
}

/** Whether each tool result of a request's last user message is an error (`is_error`). */
export function lastToolErrors(request: ModelRequest): boolean[] {
  const last = request.messages.at(-1);
  if (!last || last.role !== 'user' || typeof last.content === 'string') return [];
  return last.content
    .filter((block) => block.type === 'tool_result')
    .map((block) => (block as { is_error?: boolean }).is_error === true);
}

/** The check a replay mismatch fails, as the reports name it (and the trial's `errorSubject`). */
export const REPLAY_CHECK = 'replay of the recording';

/** Why a recording cannot be replayed for this scenario, when it cannot. */
export class ReplayMismatch extends ModelError {
  override readonly what = REPLAY_CHECK;
}

export const RERECORD_HINT =
  'run `npx mcp-scenario-eval record-agent <file>` with ANTHROPIC_API_KEY, or Bedrock/Vertex credentials (--provider), to re-record';

/**
 * Replays recordings: each request gets the reply recorded for that scenario, trial and turn, after
 * checking that the model would have seen the same thing (the tool list, and the tool results it
 * was given). Makes no network call. `secrets` are the run's, which the recording was scrubbed of.
 */
export function replaySource(recordings: Map<string, Recording>, secrets: readonly string[] = []): ModelSource {
  return {
    async reply(request: ModelRequest, at: ModelTurn): Promise<ModelReply> {
      const recording = recordings.get(at.scenario);
      if (!recording) throw new ReplayMismatch(`no recording for scenario "${at.scenario}": ${RERECORD_HINT}`);
      if (recording.model !== request.model)
        throw new ReplayMismatch(
          `the recording was made with model ${recording.model}, the scenario now asks for ${request.model}: ${RERECORD_HINT}`,
        );
      // Each trial is compared with the phrasing it was recorded with (`prompts:` rotates through them).
      // A trial not recorded at all is said so below ("no reply for trial N").
      const recorded = recording.trials[at.trial - 1];
      const asked = recorded ? (recorded.prompt ?? recording.prompt) : undefined;
      const trialLabel = recording.trials.length > 1 ? `trial ${at.trial}: ` : '';
      if (asked !== undefined && asked !== promptOf(request)) {
        // With prompt_from, the server renders the prompt: its rendering changed since the recording.
        const { lineDiff } = await import('./recording-diff.js');
        throw new ReplayMismatch(
          `${trialLabel}the recording was made for another prompt or system prompt: the prompt (as written, or as the server's prompt renders it with prompt_from) changed:\n${lineDiff(asked, promptOf(request))}\n${RERECORD_HINT}`,
        );
      }
      if (recording.system !== (request.system ?? null))
        throw new ReplayMismatch(
          `${trialLabel}the recording was made for another prompt or system prompt: ${RERECORD_HINT}`,
        );
      const removed = removedToolsUsed(recording, request.tools);
      if (removed.length > 0)
        throw new ReplayMismatch(
          `the server no longer has ${removed.length === 1 ? 'the tool' : 'the tools'} ${removed.join(', ')}, ` +
            `which the recorded model called, so the recording cannot be replayed: ${RERECORD_HINT}`,
        );
      // Compared as a set: a server that lists the same tools in another order offers the same choice.
      if (toolsHash(request.tools) !== recording.toolsHash && !sameToolSet(recording.tools, request.tools)) {
        const { toolListDiff } = await import('./recording-diff.js');
        throw new ReplayMismatch(
          `the tool list changed since the recording, so the model might now choose differently:\n${toolListDiff(toolsForRecording(recording.tools), toolsForRecording(request.tools))}\n${RERECORD_HINT}`,
        );
      }
      const trial = recording.trials[at.trial - 1];
      const turn = trial?.turns[at.turn - 1];
      if (!turn)
        throw new ReplayMismatch(
          `the recording has no reply for trial ${at.trial}, turn ${at.turn} (it holds ${recording.trials.length} trials): ${RERECORD_HINT}`,
        );
      // Scrubbed as the recording was, so an output that holds a secret of the run compares equal.
      const now = lastToolResults(request).map((text) => redactText(text, secrets));
      const errorsNow = lastToolErrors(request);
      for (const [index, recorded] of (turn.toolErrors ?? []).entries()) {
        if (errorsNow[index] === recorded) continue;
        throw new ReplayMismatch(
          `trial ${at.trial}, turn ${at.turn}: tool result ${index + 1} ${errorsNow[index] ? 'is now an error (isError: true)' : 'is no longer an error'}; ` +
            `when recorded it ${recorded ? 'was' : 'was not'}, so the model's next move was made on another outcome: ${RERECORD_HINT}`,
        );
      }
      for (const [index, recorded] of turn.toolResults.entries()) {
        if (now[index] === recorded) continue;
        const { lineDiff } = await import('./recording-diff.js');
        throw new ReplayMismatch(
          `trial ${at.trial}, turn ${at.turn}: tool result ${index + 1} differs from what the model was given when recorded, ` +
            `so its next move was made on the old text:\n${lineDiff(recorded, now[index] ?? '')}\n${RERECORD_HINT}`,
        );
      }
      return {
        content: turn.reply.content as ModelReply['content'],
        stopReason: turn.reply.stopReason,
        usage: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
      };
    },
  };
}

/**
 * The tools the recorded replies call that the server no longer lists, in the order first called.
 * Its own message (not only a line of the tool-list diff): the recorded conversation calls a tool
 * that is gone, so no replay of it can say anything about the server as it is now.
 */
function removedToolsUsed(recording: Recording, now: ToolDefinition[]): string[] {
  const listed = new Set(now.map((tool) => tool.name));
  const removed = new Set<string>();
  for (const trial of recording.trials)
    for (const turn of trial.turns)
      for (const block of turn.reply.content as { type?: string; name?: unknown }[])
        if (block?.type === 'tool_use' && typeof block.name === 'string' && !listed.has(block.name))
          // A tool the recording listed and the model called; a hallucinated name never listed is not "removed".
          if (recording.tools.some((tool) => tool.name === block.name)) removed.add(block.name);
  return [...removed];
}

/** The request as the model was given it: the first user message (the prompt as a string, as the loop sends it). */
export function promptOf(request: ModelRequest): string {
  const first = request.messages[0];
  return typeof first?.content === 'string' ? first.content : JSON.stringify(first?.content ?? '');
}

/**
 * Wraps a source so that every reply it gives is kept, with the tool results the model had been
 * given, per scenario and trial; `recordings()` returns them, scrubbed of `secrets`, for writing.
 */
export function recordingSource(inner: ModelSource, secrets: string[]) {
  const kept = new Map<string, Recording>();
  const source: ModelSource = {
    async reply(request, at) {
      const reply = await inner.reply(request, at);
      let recording = kept.get(at.scenario);
      if (!recording) {
        recording = {
          version: RECORDING_VERSION,
          scenario: at.scenario,
          model: request.model,
          system: request.system ?? null,
          prompt: promptOf(request),
          toolsHash: toolsHash(request.tools),
          tools: toolsForRecording(request.tools),
          trials: [],
        };
        kept.set(at.scenario, recording);
      }
      while (recording.trials.length < at.trial) recording.trials.push({ turns: [] });
      const prompt = promptOf(request);
      if (at.turn === 1 && prompt !== recording.prompt) recording.trials[at.trial - 1]!.prompt = prompt;
      recording.trials[at.trial - 1]!.turns[at.turn - 1] = {
        toolResults: lastToolResults(request),
        toolErrors: lastToolErrors(request),
        reply: { content: structuredClone(reply.content), stopReason: reply.stopReason },
      };
      return reply;
    },
  };
  return { source, recordings: () => [...kept.values()].map((recording) => redactDeep(recording, secrets)) };
}

/** The recordings found, and those that exist but cannot be read, with what is wrong with each. */
export interface ReadRecordings {
  found: Map<string, Recording>;
  /** By scenario name: the file and what is wrong (an error of that scenario, never "no recording"). */
  broken: Map<string, string>;
}

/**
 * Reads the recordings of these scenarios. A missing file is simply absent; one that exists and
 * cannot be read (empty, cut short, a merge conflict, another version, a directory) is broken: the
 * check recordings exist for must not switch itself off.
 */
export async function readRecordings(scenarios: { name: string; absolutePath: string }[]): Promise<ReadRecordings> {
  const found = new Map<string, Recording>();
  const broken = new Map<string, string>();
  for (const scenario of scenarios) {
    const file = recordingPath(scenario.absolutePath, scenario.name);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      broken.set(scenario.name, `${file} cannot be read: ${(error as Error).message}`);
      continue;
    }
    const problem = recordingProblem(text);
    if (problem)
      broken.set(
        scenario.name,
        `${file} is not a recording this version can replay: ${problem}; record it again with \`npx mcp-scenario-eval record-agent\` (ANTHROPIC_API_KEY, or Bedrock/Vertex credentials, set), or restore it from git`,
      );
    else found.set(scenario.name, JSON.parse(text) as Recording);
  }
  return { found, broken };
}

/** What is wrong with a recording's text, or undefined when it can be replayed. */
function recordingProblem(text: string): string | undefined {
  if (text.trim() === '') return 'the file is empty';
  if (/^(<{7}|={7}|>{7})( |$)/m.test(text)) return 'it holds git merge-conflict markers';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `it is not valid JSON (${(error as Error).message})`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'it is not a JSON object';
  const recording = value as Partial<Recording>;
  if (recording.version !== RECORDING_VERSION)
    return `its version is ${JSON.stringify(recording.version)}, this version reads ${RECORDING_VERSION}`;
  if (!Array.isArray(recording.trials) || recording.trials.some((trial) => !Array.isArray(trial?.turns)))
    return 'it has no list of trials with turns';
  if (!Array.isArray(recording.tools) || typeof recording.toolsHash !== 'string') return 'it has no tool list';
  // A reply that called tools is followed by a turn given their results: without them, nothing
  // about the server's answers would be compared, and the replay would pass on no evidence.
  for (const [trialIndex, trial] of recording.trials.entries()) {
    for (const [index, turn] of trial.turns.entries()) {
      const calls = (turn?.reply?.content ?? []).filter((block) => (block as { type?: string })?.type === 'tool_use');
      const next = trial.turns[index + 1];
      if (calls.length > 0 && next && (!Array.isArray(next.toolResults) || next.toolResults.length < calls.length))
        return `trial ${trialIndex + 1}, turn ${index + 2} has ${next.toolResults?.length ?? 0} tool results where the reply before it called ${calls.length} tool${calls.length === 1 ? '' : 's'}`;
    }
  }
  return undefined;
}

/** A recording as written: stable key order and a final newline, so re-recording gives a reviewable diff. */
export function renderRecording(recording: Recording): string {
  return `${JSON.stringify(recording, null, 2)}\n`;
}
