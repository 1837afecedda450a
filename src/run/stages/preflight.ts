/**
 * Stage `preflight`: what is checked before the scenarios, each on a session of its own: the lint
 * of the server's definitions (`lint: warn|error`), the tool-list snapshot (`tools-snapshot`) and
 * the annotations check (`annotations: warn|error`, on fresh stub servers of its own: stages/annotations.ts);
 * and the counts of what selection left out.
 */
import path from 'node:path';
import type { RunLint } from '../../model/index.js';
import { describeTarget } from '../../mcp/index.js';
import type { SessionFactory } from '../../mcp/session.js';
import { checkRunSnapshot } from '../../server-tools/snapshot/run-check.js';
import type { RunOptions } from '../../config/options.js';
import { messageOf } from '../../util/message.js';
import { lintModule, surfaceModule } from '../later.js';
import { checkRunAnnotations } from './annotations.js';
import type { RunState } from '../state.js';

export async function preflight(state: RunState): Promise<void> {
  const { options, result, hooks } = state;
  const selection = state.selection!;
  const sessions = state.sessions!;
  if (state.lint) result.lint = await lintServer(options, state.lint, sessions);
  result.notLive = selection.notLive;
  result.deselected = selection.deselected;
  if (selection.emptyShard) {
    const { shard, others } = selection.emptyShard;
    result.emptyShard = { shard: `${shard.index}/${shard.count}`, others };
  }
  if (options.toolsSnapshot) result.toolsSnapshot = await checkRunSnapshot(options.toolsSnapshot, sessions, options);
  if (state.annotations) result.annotations = await checkRunAnnotations(state, state.annotations);
  hooks.onStart?.(selection.selected.length);
}

/**
 * `lint: warn|error`: the server's tool list and the rest of what it offers a model (prompts,
 * resources, resource templates, instructions), linted on a session of its own before the scenarios
 * with the rules the `lint` command applies (the poisoning rules among them), and the workspace's
 * suppressions file. A lint that cannot be done says why (and under `error` fails the run: a check
 * that never ran is never a pass).
 */
async function lintServer(options: RunOptions, mode: 'warn' | 'error', factory: SessionFactory): Promise<RunLint> {
  const lint = await lintModule();
  let suppressions;
  try {
    suppressions = await lint.loadSuppressions(path.join(options.workspace, lint.SUPPRESSIONS_FILE), {
      cwd: options.workspace,
    });
  } catch (error) {
    return { mode, error: messageOf(error) };
  }
  let session;
  try {
    session = await factory.open();
  } catch (error) {
    return { mode, error: `the server could not be started to lint its tool list: ${messageOf(error)}` };
  }
  try {
    let tools;
    try {
      tools = await lint.listRawTools(session.client, options.timeoutMs);
    } catch (error) {
      return { mode, error: `the server did not list its tools for lint: ${session.explain(error)}` };
    }
    // Only the lists the server declares are read (no `prompts` capability: no prompts/list).
    const { listServerSurface } = await surfaceModule();
    let surface;
    try {
      surface = await listServerSurface(session.client, options.timeoutMs);
    } catch (error) {
      return {
        mode,
        error: `the server did not list its prompts, resources and resource templates for lint: ${session.explain(error)}`,
      };
    }
    const report = await lint.lintToolList(tools, {
      target: describeTarget(options),
      surface,
      skip: new Set(),
      suppressions,
      tokens: {
        apiKey: options.judge.apiKey,
        ...(options.judge.provider && { provider: options.judge.provider }),
        model: options.judge.model,
        timeoutMs: options.timeoutMs,
      },
    });
    return { mode, report };
  } catch (error) {
    return { mode, error: `the lint of the server's definitions could not be done: ${messageOf(error)}` };
  } finally {
    await session.close().catch(() => undefined);
  }
}
