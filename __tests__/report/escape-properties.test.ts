/* eslint-disable no-control-regex -- the properties are about control characters */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakWorkflowCommands,
  CommandGuard,
  escapeName,
  escapeTerminal,
  unsafePropertyReason,
  visibleControls,
  visibleControlsExcept,
} from '../../src/report/text/escape.js';
import { commandLines } from '../helpers/workflow-commands.js';

/** Strings rich in what matters here: colons, `##[`, line breaks, white space, escape sequences. */
const hostileChar = fc.constantFrom(
  ':',
  '::',
  '#',
  '##[',
  '[',
  '\n',
  '\r',
  '\r\n',
  ' ',
  '\t',
  '\u00A0',
  '\u2028',
  '\u0085',
  '\u001C',
  '\u001B',
  '\u001B[31m',
  '\u001B[0m',
  '\u001B[2K',
  '\u0007',
  '\u200B',
  'error',
  'x',
);
const hostileString = fc.oneof(
  fc.array(hostileChar, { maxLength: 30 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
const CONTROLS_BUT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const withoutZwsp = (text: string) => text.replace(/\u200B/g, '');

describe('breakWorkflowCommands', () => {
  it('leaves no line a runner would obey, and only ever inserts zero-width spaces', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const broken = breakWorkflowCommands(text);
        expect(commandLines(broken)).toEqual([]);
        expect(withoutZwsp(broken)).toBe(withoutZwsp(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing that holds neither `::` nor `##[`', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        fc.pre(!text.includes('::') && !text.includes('##['));
        expect(breakWorkflowCommands(text)).toBe(text);
      }),
    );
  });
});

describe('escapeTerminal', () => {
  it('leaves no command line and no control character but tab and line feed', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const escaped = escapeTerminal(text);
        expect(commandLines(escaped)).toEqual([]);
        expect(escaped).not.toMatch(CONTROLS_BUT_TAB_LF);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('escapeName', () => {
  it('is one line with no control character and no `##[`, whatever the name', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const escaped = escapeName(text);
        expect(escaped).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
        expect(escaped).not.toContain('##[');
        // Behind a label of ours it can never start a command.
        expect(commandLines(`FAIL ${escaped}`)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows a line break as \\n and leaves a valid name as it is', () => {
    expect(escapeName('x\n::error title=pwned::y')).toBe('x\\n::error title=pwned::y');
    expect(escapeName('a\r\nb\tc')).toBe('a\\r\\nb\\tc');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_.-]+$/), (name) => {
        expect(escapeName(name)).toBe(name);
      }),
    );
  });
});

describe('visibleControlsExcept', () => {
  it('lets through only the escape sequences it is allowed, nothing else', () => {
    fc.assert(
      fc.property(hostileString, fc.boolean(), fc.boolean(), (text, color, redraw) => {
        const shown = visibleControlsExcept(text, { color, redraw });
        let rest = shown;
        if (color) rest = rest.replace(/\u001B\[[0-9;]*m/g, '');
        if (redraw) rest = rest.replace(/\u001B\[2K/g, '').replace(/\r/g, '');
        expect(rest).not.toMatch(CONTROLS_BUT_TAB_LF);
        if (!color && !redraw) expect(shown).toBe(visibleControls(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('CommandGuard', () => {
  const chunks = fc.array(hostileString, { maxLength: 8 });
  const allowances = fc.record({ color: fc.boolean(), redraw: fc.boolean() });

  it('leaves no command line in the stream, however the text is split into writes', () => {
    fc.assert(
      fc.property(chunks, allowances, (parts, allow) => {
        const guard = new CommandGuard(allow);
        const written = parts.map((part) => guard.guard(part)).join('');
        expect(commandLines(written)).toEqual([]);
        // Nothing but zero-width spaces added to what each write shows.
        expect(withoutZwsp(written)).toBe(
          withoutZwsp(parts.map((part) => visibleControlsExcept(part, allow)).join('')),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('catches `::` and `##[` split over two writes', () => {
    const guard = new CommandGuard({ color: false, redraw: false });
    const written = ['ok\n  :', ':error::x\n##', '[warning]y\n'].map((part) => guard.guard(part)).join('');
    expect(written).toBe('ok\n  :\u200B:error::x\n##\u200B[warning]y\n');
  });

  it('passes our own output through unchanged', () => {
    const guard = new CommandGuard({ color: true, redraw: true });
    const own = '\r\u001B[2K\u001B[32mPASS \u001B[0m find_events_basic \u001B[2m1.2 s\u001B[0m\n[1/3] 1 passed';
    expect(guard.guard(own)).toBe(own);
  });
});

describe('unsafePropertyReason', () => {
  it('accepts exactly what core encodes and the runner decodes', () => {
    expect(unsafePropertyReason('scenarios/a,b:c%d\n\re.yaml')).toBeUndefined();
    expect(unsafePropertyReason('scenarios/##[x].yaml')).toMatch(/##\[/);
    expect(unsafePropertyReason('scenarios/\u001B[31m.yaml')).toMatch(/control character/);
  });
});
