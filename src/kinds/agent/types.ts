import type { ModelPrice } from '../../providers/prices.js';
import type { TokenUsage } from '../../model/index.js';
import type { BaselinePlan } from '../../stats/baseline.js';
import type { ToolVariant } from './variants.js';

/**
 * The model-call layer of the agent loop. The loop talks to a `ModelSource`, never to the SDK: the
 * Anthropic client is one source (loaded lazily), and a replay of a committed recording is another,
 * so the same loop, calls and checks run with or without a key.
 */

/** A content block of a model reply, as the Messages API sends it (only what the loop reads is typed). */
export type ReplyBlock =
  | { type: 'text'; text: string; [key: string]: unknown }
  | { type: 'tool_use'; id: string; name: string; input: unknown; [key: string]: unknown }
  | { type: string; [key: string]: unknown };

/** A tool definition as sent to the model (the MCP tool list, converted by the SDK's MCP helper). */
export interface ToolDefinition {
  name: string;
  description?: string;
  input_schema: Record<string, unknown>;
  [key: string]: unknown;
}

/** A message of the conversation, in the Messages API's shape. */
export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string | Record<string, unknown>[];
}

export interface ModelRequest {
  model: string;
  system?: string;
  tools: ToolDefinition[];
  messages: ConversationMessage[];
  maxTokens: number;
}

export interface ModelReply {
  content: ReplyBlock[];
  stopReason: string | null;
  usage: TokenUsage;
}

/** Where in the run a request is made: a replay source finds its recorded reply by this. */
export interface ModelTurn {
  scenario: string;
  /** 1-based. */
  trial: number;
  /** 1-based. */
  turn: number;
}

/** Answers the loop's model requests. Throws `ModelError` when no reply can be had. */
export interface ModelSource {
  reply(request: ModelRequest, at: ModelTurn): Promise<ModelReply>;
}

/** No reply: the API failed after the SDK's retries, or a replay has no recorded reply for this turn. */
export class ModelError extends Error {
  /** The check it stops, as the reports name it; `model request` when unset. */
  readonly what?: string;
}

/** The run's token budget, shared by every agent scenario. */
export interface TokenBudget {
  /** Absent: no budget. */
  limit?: number;
  used: number;
  /**
   * `agent-cost-budget`: the USD all agent scenarios may spend, what they spent, and each model's
   * price (undefined: none, and the loop refuses the call: a spend it cannot count).
   */
  usd?: { limit: number; spent: number; price: (model: string) => ModelPrice | undefined };
}

export function emptyUsage(): TokenUsage {
  return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
}

export function addUsage(into: TokenUsage, add: TokenUsage): void {
  into.input += add.input;
  into.output += add.output;
  into.cacheRead += add.cacheRead;
  into.cacheWrite += add.cacheWrite;
}

/** Tokens counted against the budget: every token billed, cache reads and writes included. */
export function billedTokens(usage: TokenUsage): number {
  return usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
}

/** How a run treats agent scenarios (decided once, in plan.ts). */
export type AgentPlan =
  | {
      kind: 'run';
      source: ModelSource;
      /** The run's model, unless a scenario sets `model`. */
      model: string;
      budget: TokenBudget;
      /** Summed over the run, for the report. */
      usage: { calls: number; tokens: TokenUsage };
      /** The replies come from committed recordings: no model call is made, and a rate is a replay's, never measured. */
      replay?: true;
      /** Why a scenario is skipped in this plan (replayed for want of a key, without its recording), when it is. */
      skip?: (scenario: { name: string; position: { file: string } }) => string | undefined;
      /**
       * Why a scenario is an error in this plan (its recording exists and cannot be read, or a forced
       * replay has no recording of it), when it is.
       */
      error?: (scenario: { name: string; position: { file: string } }) => string | undefined;
      /** The agent baseline: recorded by this run, or checked against (kinds/agent/baseline.ts). */
      baseline?: BaselinePlan;
      /** compare-variants: the model is given the tools in this wording (the server is unchanged). */
      variant?: ToolVariant;
      /** compare-variants: every planned trial runs (no early stop), so wordings are compared trial by trial. */
      allTrials?: true;
    }
  | {
      kind: 'skip';
      reason: string;
      /** Said after the reason for each scenario skipped: how to have it run (the command that records it). */
      advice?: (scenario: { position: { file: string } }) => string;
    }
  | { kind: 'fail'; reason: string };
