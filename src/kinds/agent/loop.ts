import { mcpTools, type MCPToolLike } from '@anthropic-ai/sdk/helpers/beta/mcp';
import type { AgentCall, AgentSpec, ErrorCode, TokenUsage } from '../../model/index.js';
import { keptOutput, renderToolResult, type ToolResultLike } from '../../mcp/render.js';
import type { McpSession } from '../../mcp/session.js';
import { wholeCallOptions } from '../../mcp/call-options.js';
import {
  addUsage,
  billedTokens,
  emptyUsage,
  ModelError,
  type ConversationMessage,
  type ModelSource,
  type ReplyBlock,
  type TokenBudget,
  type ToolDefinition,
} from './types.js';
import { toolResultForModel } from './tool-result.js';
import { budgetSpent as costBudgetSpent } from '../../judge/budget.js';
import { costOf, formatUsd } from '../../providers/prices.js';

/** Tokens per model reply: room for a plan and several tool calls; a final answer needs far less. */
export const AGENT_MAX_TOKENS = 4_096;

export interface TrialInput {
  scenario: string;
  trial: number;
  spec: AgentSpec;
  model: string;
  session: McpSession;
  /** The server's tools as `tools/list` gave them. */
  tools: MCPToolLike[];
  /**
   * The server's tools read again when it said its list changed since the last read (undefined when it
   * did not): called before each model request, so a tool added during the trial is offered.
   */
  toolsAfterChange?: () => Promise<MCPToolLike[] | undefined>;
  source: ModelSource;
  budget: TokenBudget;
  /** Run-wide counters, added to as replies come. */
  runUsage: { calls: number; tokens: TokenUsage };
  timeoutMs: number;
  /** Redacted from each call's output before it is cut (`keptOutput`), so no part of one survives the cut. */
  secrets: readonly string[];
  /** Told of each tool call just before it is sent to the server (coverage counts a call cut short). */
  reached?: (tool: string) => void;
}

/** How a trial's conversation ended. */
export type TrialEnd =
  | { kind: 'answer' }
  | { kind: 'max_turns' }
  | { kind: 'stopped'; why: string }
  /**
   * `what`: the check the error stopped, as the reports name it (`replay of the recording`, `model
   * request`…); `code`: what decisions read of it (the token budget), when one does.
   */
  | { kind: 'error'; why: string; what: string; code?: ErrorCode };

export interface TrialOutcome {
  calls: AgentCall[];
  finalAnswer: string;
  turns: number;
  tokens: TokenUsage;
  end: TrialEnd;
}

/**
 * One trial: a fresh conversation of the prompt, the server's tools (converted by the SDK's MCP
 * helper), and a tool-use loop against the real server until the model answers without a tool call
 * or `max_turns` replies were spent. Every `tool_use` is recorded exactly as the model sent it,
 * before the server sees it: a hallucinated argument is the finding. Never throws.
 */
export async function runTrial(input: TrialInput): Promise<TrialOutcome> {
  const calls: AgentCall[] = [];
  const tokens = emptyUsage();
  // The call being made, so the helper's client can hand our rendering of the result back.
  let current: { raw?: ToolResultLike } = {};
  const clientLike = {
    callTool: async (params: { name: string; arguments?: Record<string, unknown> }) => {
      input.reached?.(params.name);
      // Bounded as a whole, every input round included (call-options.ts).
      const raw = (await input.session.client.callTool(params, wholeCallOptions(input.timeoutMs))) as ToolResultLike;
      current.raw = raw;
      return raw as never;
    },
  };
  const offer = (tools: MCPToolLike[]) => {
    const runnable = mcpTools(tools, clientLike as never);
    // The definitions as the helper made them, without its `run`/`parse` functions.
    const definitions: ToolDefinition[] = runnable.map((tool) => {
      const { name, description, input_schema } = tool as unknown as ToolDefinition;
      return { name, ...(description !== undefined && { description }), input_schema };
    });
    return { definitions, byName: new Map(runnable.map((tool) => [tool.name, tool])) };
  };
  let { definitions, byName } = offer(input.tools);
  // What the model is given of a tool result: redacted, then cut (MODEL_TOOL_RESULT_LIMIT_CHARS).
  const forModel = (content: unknown) => toolResultForModel(content, input.secrets);
  const messages: ConversationMessage[] = [{ role: 'user', content: input.spec.prompt }];
  let finalAnswer = '';

  const outcome = (end: TrialEnd, turns: number): TrialOutcome => ({ calls, finalAnswer, turns, tokens, end });
  for (let turn = 1; turn <= input.spec.maxTurns; turn++) {
    // Checked before each request and again after each reply (below): never a pass over budget.
    if (input.budget.limit !== undefined && input.budget.used >= input.budget.limit) {
      return outcome(
        {
          kind: 'error',
          why: budgetSpent(input.budget.limit, input.budget.used),
          what: 'token budget',
          code: 'token_budget',
        },
        turn - 1,
      );
    }
    const usd = input.budget.usd;
    if (usd && (usd.spent >= usd.limit || usd.price(input.model) === undefined)) {
      const why =
        usd.spent >= usd.limit
          ? costBudgetSpent('agent', usd.limit, usd.spent)
          : `agent-cost-budget is in USD, but the model ${input.model} has no price: add one with model-prices`;
      return outcome({ kind: 'error', why, what: 'cost budget', code: 'cost_budget' }, turn - 1);
    }
    try {
      const changed = await input.toolsAfterChange?.();
      if (changed) ({ definitions, byName } = offer(changed));
    } catch (error) {
      const why = `the server said its tool list changed, and it could not be read again: ${input.session.explain(error)}`;
      return outcome({ kind: 'error', why, what: 'tool list read again' }, turn - 1);
    }
    let reply;
    try {
      reply = await input.source.reply(
        {
          model: input.model,
          system: input.spec.system,
          tools: definitions,
          messages,
          maxTokens: AGENT_MAX_TOKENS,
        },
        { scenario: input.scenario, trial: input.trial, turn },
      );
    } catch (error) {
      const why = error instanceof ModelError ? error.message : `the model request failed: ${String(error)}`;
      const what = error instanceof ModelError && error.what ? error.what : 'model request';
      return outcome({ kind: 'error', why, what }, turn - 1);
    }
    addUsage(tokens, reply.usage);
    addUsage(input.runUsage.tokens, reply.usage);
    input.runUsage.calls++;
    input.budget.used += billedTokens(reply.usage);
    if (input.budget.limit !== undefined && input.budget.used > input.budget.limit) {
      return outcome(
        {
          kind: 'error',
          what: 'token budget',
          code: 'token_budget',
          why: `${budgetSpent(input.budget.limit, input.budget.used)}: this reply used ${billedTokens(reply.usage).toLocaleString('en-US')} tokens`,
        },
        turn,
      );
    }
    if (usd) {
      const cost = costOf(reply.usage, usd.price(input.model)!);
      usd.spent += cost;
      if (usd.spent > usd.limit)
        return outcome(
          {
            kind: 'error',
            what: 'cost budget',
            code: 'cost_budget',
            why: `${costBudgetSpent('agent', usd.limit, usd.spent)}: this reply cost ${formatUsd(cost)}`,
          },
          turn,
        );
    }

    const malformed = malformedReply(reply.content);
    if (malformed)
      return outcome(
        { kind: 'error', why: `the model's reply was malformed: ${malformed}`, what: 'model reply' },
        turn,
      );
    const text = reply.content
      .filter((block) => block.type === 'text')
      .map((block) => String(block.text))
      .join('');
    const toolUses = reply.content.filter(
      (block): block is Extract<ReplyBlock, { type: 'tool_use' }> => block.type === 'tool_use',
    );
    if (toolUses.length === 0) {
      finalAnswer = text;
      if (reply.stopReason === 'end_turn' || reply.stopReason === 'stop_sequence')
        return outcome({ kind: 'answer' }, turn);
      return outcome(
        {
          kind: 'stopped',
          why:
            reply.stopReason === 'max_tokens'
              ? `the reply was cut off at max_tokens (${AGENT_MAX_TOKENS}) without a final answer`
              : `the model stopped with stop_reason "${String(reply.stopReason)}" instead of answering`,
        },
        turn,
      );
    }
    messages.push({ role: 'assistant', content: reply.content as Record<string, unknown>[] });
    const results: Record<string, unknown>[] = [];
    for (const use of toolUses) {
      // Recorded as sent: a deep copy, so nothing the helper or the server does can change it.
      const call: AgentCall = {
        turn,
        tool: use.name,
        input: structuredClone(use.input),
        output: '',
        isError: false,
      };
      calls.push(call);
      const tool = byName.get(use.name);
      if (!tool) {
        call.isError = true;
        call.refused = true;
        call.error = `the server has no tool "${use.name}"`;
        results.push({ type: 'tool_result', tool_use_id: use.id, is_error: true, content: forModel(call.error) });
        continue;
      }
      current = {};
      try {
        const content = await tool.run(use.input as Record<string, unknown>);
        call.output = keptOutput(current.raw ? renderToolResult(current.raw) : String(content), input.secrets);
        results.push({ type: 'tool_result', tool_use_id: use.id, content: forModel(content) });
      } catch (error) {
        // `isError: true` from the server: the helper throws a ToolError holding the content.
        const toolContent = (error as { content?: unknown }).content;
        if (current.raw && Array.isArray(toolContent)) {
          call.isError = true;
          call.output = keptOutput(renderToolResult(current.raw), input.secrets);
          results.push({ type: 'tool_result', tool_use_id: use.id, is_error: true, content: forModel(toolContent) });
        } else if (current.raw) {
          // Content the helper cannot convert (say, an unusual resource): the model gets our rendering.
          call.isError = current.raw.isError === true;
          call.output = keptOutput(renderToolResult(current.raw), input.secrets);
          results.push({
            type: 'tool_result',
            tool_use_id: use.id,
            is_error: call.isError,
            content: forModel(call.output),
          });
        } else {
          call.isError = true;
          call.error = input.session.explain(error);
          results.push({ type: 'tool_result', tool_use_id: use.id, is_error: true, content: forModel(call.error) });
        }
      }
    }
    messages.push({ role: 'user', content: results });
  }
  return outcome({ kind: 'max_turns' }, input.spec.maxTurns);
}

/** The run's agent token budget, spent or exceeded, and by how much. */
function budgetSpent(limit: number, used: number): string {
  const budget = `the run's agent token budget (${limit.toLocaleString('en-US')} tokens)`;
  return used > limit
    ? `${budget} was exceeded by ${(used - limit).toLocaleString('en-US')} tokens (${used.toLocaleString('en-US')} used)`
    : `${budget} is spent`;
}

/** Why a reply's content cannot be read, or undefined when it can. */
function malformedReply(content: unknown): string | undefined {
  if (!Array.isArray(content)) return 'its content is not a list of blocks';
  for (const [index, block] of content.entries()) {
    if (typeof block !== 'object' || block === null || typeof (block as { type?: unknown }).type !== 'string')
      return `content block ${index} has no type`;
    const typed = block as Record<string, unknown>;
    if (typed.type === 'text' && typeof typed.text !== 'string') return `text block ${index} has no text`;
    if (typed.type === 'tool_use' && (typeof typed.id !== 'string' || typeof typed.name !== 'string'))
      return `tool_use block ${index} lacks its id or name`;
  }
  return undefined;
}
