// Turns at a 2025-era session shared by scenarios: a call that scripts an answer runs alone, calls of
// the same roots share, and the line is kept in order (a call that must run alone is not passed over
// by calls that could have joined the ones running).
import { describe, expect, it } from 'vitest';
import { CallTurns, type TurnKind } from '../../src/mcp/call-turns.js';

const ALONE: TurnKind = { alone: true };
const group = (name: string): TurnKind => ({ alone: false, group: name });

/** Takes a turn and notes when it starts; `end()` ends it once started. */
function taker(turns: CallTurns, kind: TurnKind, started: string[], name: string) {
  let end: (() => void) | undefined;
  const ready = turns.take(kind).then((release) => {
    started.push(name);
    end = release;
  });
  return { ready, end: () => end!() };
}

/** Lets every settled turn's continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('CallTurns', () => {
  it('lets calls of one group share, and keeps a call that runs alone waiting until they end', async () => {
    const turns = new CallTurns();
    const started: string[] = [];
    const a = taker(turns, group('roots A'), started, 'a1');
    const b = taker(turns, group('roots A'), started, 'a2');
    const scripted = taker(turns, ALONE, started, 'scripted');
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    a.end();
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    b.end();
    await scripted.ready;
    expect(started).toEqual(['a1', 'a2', 'scripted']);
  });

  it('keeps the line in order: a call of the running group waits behind one that must run alone', async () => {
    const turns = new CallTurns();
    const started: string[] = [];
    const first = taker(turns, group('no roots'), started, 'first');
    const scripted = taker(turns, ALONE, started, 'scripted');
    const late = taker(turns, group('no roots'), started, 'late');
    await settle();
    expect(started).toEqual(['first']);
    first.end();
    await scripted.ready;
    await settle();
    expect(started).toEqual(['first', 'scripted']);
    scripted.end();
    await late.ready;
    expect(started).toEqual(['first', 'scripted', 'late']);
  });

  it('runs calls of different roots one group after the other, and a turn ended twice ends once', async () => {
    const turns = new CallTurns();
    const started: string[] = [];
    const a = taker(turns, group('roots A'), started, 'a');
    const b = taker(turns, group('roots B'), started, 'b');
    const a2 = taker(turns, group('roots A'), started, 'a2');
    await settle();
    expect(started).toEqual(['a']);
    a.end();
    a.end();
    await b.ready;
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.end();
    await a2.ready;
    expect(started).toEqual(['a', 'b', 'a2']);
  });
});
