/* eslint-disable no-control-regex -- the tests look for escape sequences on purpose */
import { afterEach, describe, expect, it } from 'vitest';
import { SUBCOMMANDS } from '../../src/cli/commands/index.js';
import { EXIT_FAILED, guardedConsole, reportCrash, type OutputStream } from '../../src/cli/console.js';
import { main } from '../../src/cli/main.js';
import { renderRunReport } from '../../src/report/terminal.js';
import { mixedRun } from '../report/fixtures.js';
import { commandLines } from '../helpers/workflow-commands.js';

/** A stream that keeps what it is given, a TTY or not. */
function stream(isTTY: boolean): OutputStream & { text: string } {
  return {
    isTTY,
    text: '',
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

const HOSTILE =
  'before\n::error title=pwned::x\n  ::add-mask::y\r::warning::z ##[error]w \u001b[31mred\u001b]0;title\u0007';
/** Every escape sequence in `text` that is not SGR colour or clearing the line. */
const foreignEscapes = (text: string) =>
  text.replace(/\u001b\[[0-9;]*m|\u001b\[2K/g, '').match(/[\u001b\u0007]/g) ?? [];

describe('the Console every subcommand writes through', () => {
  const NAME = 'hostile-test-subcommand';
  afterEach(() => {
    delete SUBCOMMANDS[NAME];
  });

  it('lets no subcommand start a workflow command, even writing raw text in pieces', async () => {
    SUBCOMMANDS[NAME] = async () => async (_argv, _env, io) => {
      // A subcommand that forgot to escape what a server sent it, written in awkward pieces.
      for (const piece of [HOSTILE.slice(0, 8), ':', HOSTILE.slice(9), '\n#', '#[warning]x\n']) io.out(piece);
      io.err(`${HOSTILE}\n`);
      return 0;
    };
    const out = stream(false);
    const err = stream(false);
    expect(await main([NAME], {}, guardedConsole(out, err, {}))).toBe(0);
    expect(commandLines(out.text)).toEqual([]);
    expect(commandLines(err.text)).toEqual([]);
    // Shown, not dropped: the same text with zero-width spaces where it would have acted.
    expect(out.text.replace(/\u200b/g, '')).toBe(
      'before\n::error title=pwned::x\n  ::add-mask::y␍::warning::z ##[error]w ␛[31mred␛]0;title␇\n##[warning]x\n',
    );
  });

  it("guards the stream's own write too: what else in the process writes there (an in-process server's logs)", () => {
    const out = stream(false);
    const io = guardedConsole(out, stream(false), {});
    io.out('ours\n');
    out.write(`theirs ${HOSTILE}\n`);
    // Bytes, split inside a character and before `::`: decoded and guarded across the writes.
    const bytes = Buffer.from('é\n::error::bytes\n');
    out.write(bytes.subarray(0, 1) as unknown as string);
    out.write(bytes.subarray(1, 4) as unknown as string);
    out.write(bytes.subarray(4) as unknown as string);
    expect(commandLines(out.text)).toEqual([]);
    expect(out.text.replace(/\u200b/g, '')).toBe(
      'ours\ntheirs before\n::error title=pwned::x\n  ::add-mask::y␍::warning::z ##[error]w ␛[31mred␛]0;title␇\né\n::error::bytes\n',
    );
  });

  it('keeps our colour on a TTY, and shows any other escape sequence as symbols', () => {
    const out = stream(true);
    const run = mixedRun();
    for (const scenario of run.scenarios) if (scenario.output) scenario.output += `\n${HOSTILE}`;
    guardedConsole(out, stream(true), {}).out(renderRunReport(run, { color: true }));
    // styleText ends a colour with "default foreground" (39), not a full reset (0).
    expect(out.text).toContain('\u001b[31mFAIL\u001b[39m');
    expect(foreignEscapes(out.text)).toEqual([]);
    expect(out.text).toContain('␛[31mred␛]0;title␇');
    expect(commandLines(out.text)).toEqual([]);
  });

  it('passes no colour with NO_COLOR, and no escape sequence at all off a TTY', () => {
    const colour = '\u001b[32mPASS\u001b[0m';
    const redraw = '\r\u001b[2K';
    const noColor = stream(true);
    guardedConsole(noColor, stream(true), { NO_COLOR: '1' }).out(`${redraw}${colour}`);
    expect(noColor.text).toBe(`${redraw}␛[32mPASS␛[0m`);
    const piped = stream(false);
    guardedConsole(piped, stream(false), {}).out(`${redraw}${colour}`);
    expect(piped.text).toBe('␍␛[2K␛[32mPASS␛[0m');
  });

  it('reports a crash through the guard, its message escaped', () => {
    const err = stream(false);
    const error = new Error(`the server said ${HOSTILE}`);
    expect(reportCrash(guardedConsole(stream(false), err, {}), error)).toBe(EXIT_FAILED);
    expect(err.text).toMatch(
      /^mcp-scenario-eval crashed: Error: the server said before\n:\u200b:error title=pwned::x\n/,
    );
    expect(err.text).toContain('    at '); // the stack, for the bug report
    expect(commandLines(err.text)).toEqual([]);
  });
});
