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
  reply: { content: unknown[]; stopReason: string | null };
}

export interface Recording {
  version: typeof RECORDING_VERSION;
  scenario: string;
  model: string;
  system: string | null;
  prompt: string;
  /** sha256 of the tool list as the model saw it (names, descriptions, input schemas). */
  toolsHash: string;
  /** The tool list itself, so a changed hash can be shown as a diff of what changed. */
  tools: ToolDefinition[];
  trials: { turns: RecordedTurn[] }[];
}

/** Where a scenario's recording lives: `<dir of the scenario file>/__recordings__/<name>.json`. */
export function recordingPath(scenarioFile: string, scenarioName: string): string {
  return path.join(path.dirname(scenarioFile), '__recordings__', `${scenarioName}.json`);
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

/** Why a recording cannot be replayed for this scenario, when it cannot. */
export class ReplayMismatch extends ModelError {}

export const RERECORD_HINT = 'run `npx mcp-scenario-eval record-agent <file>` with ANTHROPIC_API_KEY to re-record';

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
      if (recording.prompt !== promptOf(request) || recording.system !== (request.system ?? null))
        throw new ReplayMismatch(`the recording was made for another prompt or system prompt: ${RERECORD_HINT}`);
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

function promptOf(request: ModelRequest): string {
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
      recording.trials[at.trial - 1]!.turns[at.turn - 1] = {
        toolResults: lastToolResults(request),
        reply: { content: structuredClone(reply.content), stopReason: reply.stopReason },
      };
      return reply;
    },
  };
  return { source, recordings: () => [...kept.values()].map((recording) => redactDeep(recording, secrets)) };
}

/** Reads the recordings of these scenarios that exist; a missing file is simply absent. */
export async function readRecordings(
  scenarios: { name: string; absolutePath: string }[],
): Promise<Map<string, Recording>> {
  const found = new Map<string, Recording>();
  for (const scenario of scenarios) {
    try {
      const recording = JSON.parse(
        await readFile(recordingPath(scenario.absolutePath, scenario.name), 'utf8'),
      ) as Recording;
      if (recording.version === RECORDING_VERSION) found.set(scenario.name, recording);
    } catch {
      // No recording (or unreadable): the scenario says how to record it.
    }
  }
  return found;
}

/** A recording as written: stable key order and a final newline, so re-recording gives a reviewable diff. */
export function renderRecording(recording: Recording): string {
  return `${JSON.stringify(recording, null, 2)}\n`;
}
