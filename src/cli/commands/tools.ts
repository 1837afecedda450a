import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listToolSummaries } from '../../mcp/tool-list.js';
import { describeTarget } from '../../mcp/index.js';
import { redactDeep } from '../../secrets/redact.js';
import { acceptCommand } from '../../config/accept-command.js';
import {
  checkSnapshot,
  listSurface,
  normalizeSurface,
  serializeSnapshot,
  snapshotFailed,
  estimateToolTokens,
  type ToolsSnapshot,
} from '../../server-tools/snapshot/index.js';
import { escapeName, escapeTerminal } from '../../report/text/escape.js';
import { renderSnapshotTerminal } from '../../report/snapshot.js';
import { renderToolList } from '../../report/tools.js';
import { writeReportFile } from '../../util/files.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import { readServerTools } from './server-tools.js';
import type { Subcommand } from './subcommand.js';
import { readFlagsOnly, serverFlagsHelp, usageError } from './shared.js';
import { writeSarifFile } from './sarif-file.js';
import { colorFor } from '../../report/style.js';
import { displayPath } from '../../scenario/discover.js';

export const TOOLS_USAGE = `Usage: mcp-scenario-eval tools [server flags] [--json | --save FILE | --diff FILE]

Lists the server's tools: each one's name, title, description, arguments (from
its input schema: name, type, required, allowed values, default) and annotations
(readOnlyHint decides what fuzz calls). Connects the way a run does, in stub or
live mode.

With --save or --diff, works on a snapshot of the server's whole surface, not
only its tools: what the model sees of every tool (name, title, description,
annotations, input and output schema), and the server's instructions, prompts
(with their arguments), resources and resource templates, as sorted JSON with a
fixed key order and one value per line, so a one-word change is a one-line diff.
Commit the file; a run checks it with --tools-snapshot.

${serverFlagsHelp('tools')}

Options:
  --json                 print the list as JSON on stdout (name, title,
                         description, annotations, arguments, inputSchema
                         for each tool)
  --save FILE            write the snapshot of the whole surface (tools, prompts,
                         resources, resource templates, instructions) to FILE
                         (how a change is accepted), and say how many of each
  --diff FILE            compare the server's list with FILE: the changes,
                         breaking first (removed or renamed tool, removed or
                         newly required parameter, narrowed type or enum,
                         removed output field; removed prompt or resource
                         template, removed or newly required prompt argument),
                         then model-facing (reworded text as a word diff,
                         changed annotations or instructions), then additive;
                         and the tool list's size in tokens, old and new. A
                         file saved before prompts and resources were kept is
                         compared on its tools alone
  --sarif FILE           with --diff: write the breaking changes as SARIF 2.1.0
                         (GitHub code scanning), each at its tool's line of the
                         snapshot file
  --tools-token-budget N with --diff or --save: fail when the list is over N
                         tokens (estimated: JSON characters / 3.5)
  -h, --help

Exit code: without --save/--diff, 0 listed, 1 the server could not be reached,
2 bad usage. With --diff: 0 equal, 1 different or over budget, 2 bad usage, a
missing or unreadable snapshot file, or a server that cannot be reached. With
--save: 0 written, 1 over budget, 2 as for --diff.
`;

export const tools: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  const read = readFlagsOnly(
    'tools',
    TOOLS_USAGE,
    {
      json: { type: 'boolean' },
      save: { type: 'string' },
      diff: { type: 'string' },
    },
    argv,
    env,
    io,
    cwd,
  );
  if (typeof read === 'number') return read;
  const { values, options, settings } = read;
  const save = values.save as string | undefined;
  const diff = values.diff as string | undefined;
  const snapshotMode = save !== undefined || diff !== undefined;
  const given = [values.json && '--json', save !== undefined && '--save', diff !== undefined && '--diff'].filter(
    Boolean,
  );
  if (given.length > 1) return usageError(io, 'tools', `${given.join(' and ')} cannot be used together`);
  if (save === '' || diff === '')
    return usageError(io, 'tools', `${save === '' ? '--save' : '--diff'} needs a file name`);
  let budget: number | undefined;
  if (values['tools-token-budget'] !== undefined) {
    if (!snapshotMode) return usageError(io, 'tools', '--tools-token-budget needs --save or --diff');
    budget = settings.toolsTokenBudget;
  }
  const sarif = settings.reportSarif;
  if (sarif && diff === undefined) return usageError(io, 'tools', '--sarif needs --diff');
  // A server that cannot be reached is bad usage for the snapshot commands (nothing was compared),
  // as for a run; plain `tools` keeps its documented 1.
  const unreachable = snapshotMode ? EXIT_USAGE : EXIT_FAILED;

  const target = describeTarget(options);
  const listed = await readServerTools('tools', options, io, async (client) =>
    snapshotMode
      ? redactDeep(await listSurface(client, options.timeoutMs), options.secrets)
      : redactDeep(await listToolSummaries(client, options.timeoutMs), options.secrets),
  );
  if (listed === undefined) return unreachable;
  if (!snapshotMode) {
    const list = listed as Awaited<ReturnType<typeof listToolSummaries>>;
    io.out(values.json ? `${JSON.stringify({ target, tools: list }, null, 2)}\n` : renderToolList(list, target));
    return EXIT_OK;
  }

  const file = (save ?? diff)!;
  const accept = acceptCommand(file, {
    serverCommand: values['server-command'] as string | undefined,
    serverModule: values['server-module'] as string | undefined,
    remoteUrl: values['remote-url'] as string | undefined,
    serverCwd: values['server-cwd'] === undefined ? undefined : path.resolve(cwd, values['server-cwd'] as string),
    serverEnv: values['server-env'] as string[] | undefined,
    serverSecrets: values['server-secret'] as string[] | undefined,
    workspace: cwd,
  });
  const absolute = path.resolve(cwd, file);
  let text: string | undefined;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || diff !== undefined) {
      io.err(`mcp-scenario-eval tools: could not read ${escapeName(file)}: ${escapeName((error as Error).message)}\n`);
      if (diff !== undefined && (error as NodeJS.ErrnoException).code === 'ENOENT')
        io.err(`Write it first with: ${escapeName(accept)}\n`);
      return EXIT_USAGE;
    }
  }
  const { tools, surface } = listed as Awaited<ReturnType<typeof listSurface>>;
  const check = await checkSnapshot({ file, text, tools, surface, acceptCommand: accept, budget });
  const style = { color: colorFor(io.isTTY, env) };

  if (diff !== undefined) {
    if (check.status === 'invalid') {
      io.err(`mcp-scenario-eval tools: ${escapeTerminal(check.error ?? '')}\n`);
      return EXIT_USAGE;
    }
    io.out(renderSnapshotTerminal(check, style));
    if (sarif) {
      const snapshotFile = displayPath(absolute, cwd);
      const context = { snapshotFile, snapshotText: text };
      if (!(await writeSarifFile(io, 'tools', { file: sarif, cwd }, { snapshot: check }, context))) return EXIT_FAILED;
    }
    return snapshotFailed(check) ? EXIT_FAILED : EXIT_OK;
  }

  const snapshot = normalizeSurface(tools, surface);
  try {
    await writeReportFile(absolute, serializeSnapshot(snapshot));
  } catch (error) {
    io.err(`mcp-scenario-eval tools: could not write ${escapeName(file)}: ${escapeName((error as Error).message)}\n`);
    return EXIT_FAILED;
  }
  // What this save accepted, so the author sees it before committing.
  if (check.status === 'changed') io.out(renderSnapshotTerminal(check, style));
  // The tools were listed and saved; a list cut at the page cap has no section (and fails a check).
  for (const why of check.unread ?? []) io.err(`mcp-scenario-eval tools: not saved: ${escapeTerminal(why)}\n`);
  io.out(
    `Wrote ${escapeName(file)}: ${savedSurface(snapshot)}; the tool list is ${estimateToolTokens(snapshot)} tokens (estimated)${check.status === 'equal' ? '; unchanged' : ''}\n`,
  );
  if (check.overBudget) {
    io.err(`mcp-scenario-eval tools: the tool list is over the budget of ${budget} tokens\n`);
    return EXIT_FAILED;
  }
  return EXIT_OK;
};

/** What a snapshot holds, counted: `3 tools, 2 prompts, 3 resources, 1 resource template, the server's instructions`. */
export function savedSurface(snapshot: ToolsSnapshot): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return [
    count(snapshot.tools.length, 'tool'),
    count(snapshot.prompts?.length ?? 0, 'prompt'),
    count(snapshot.resources?.length ?? 0, 'resource'),
    count(snapshot.resourceTemplates?.length ?? 0, 'resource template'),
    snapshot.instructions ? "the server's instructions" : 'no instructions',
  ].join(', ');
}
