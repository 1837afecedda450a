import { CommandGuard, escapeTerminal } from '../report/text/escape.js';
import { guardStreamWrite, type OutputStream } from '../report/text/guard-stream.js';
import { colorFor } from '../report/style.js';

export type { OutputStream } from '../report/text/guard-stream.js';

/** Where the CLI writes: stdout for results, stderr for usage and problems. */
export interface Console {
  out(text: string): void;
  err(text: string): void;
  isTTY: boolean;
}

/** Exit codes, as SPEC says. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** The line after a usage error: where the usage is, instead of the usage itself. */
export function usageHint(command?: string): string {
  return `Run mcp-scenario-eval ${command ? `${command} ` : ''}--help for usage.`;
}

/**
 * The Console every subcommand gets, over the process's streams. The CLI runs inside other CI
 * systems and GitHub workflow steps, where every line of its output is read for workflow
 * commands: each stream gets its own `CommandGuard`, so no text written by any subcommand can
 * start one, and no control character reaches the stream but our own styling, only on a TTY
 * (colour also never with NO_COLOR). Renderers still escape untrusted text themselves, so it reads
 * well; this guard is what holds when one forgets.
 *
 * The guard is put on the stream's own `write`, not only on this Console: a `--server-module`
 * server runs in this process, and what it logs (`console.log`, `console.error`, often text it got
 * from elsewhere) is server output too. It goes through the same guard, in line with ours.
 */
export function guardedConsole(stdout: OutputStream, stderr: OutputStream, env: NodeJS.ProcessEnv): Console {
  const guardFor = (stream: OutputStream) => {
    const tty = Boolean(stream.isTTY);
    const guard = new CommandGuard({ color: colorFor(tty, env), redraw: tty });
    guardStreamWrite(stream, guard);
    return (text: string) => {
      stream.write(text);
    };
  };
  return { out: guardFor(stdout), err: guardFor(stderr), isTTY: Boolean(stdout.isTTY) };
}

/**
 * A crash (an error no part of the CLI expected) reported through the Console, not left to Node,
 * which would print the message raw to stderr: an error message can quote a server or a file.
 * Returns the exit code.
 */
export function reportCrash(io: Console, error: unknown): number {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.err(`mcp-scenario-eval crashed: ${escapeTerminal(detail)}\n`);
  return EXIT_FAILED;
}
