// The keys that script what the server asks of the client: `elicitation` and `sampling` on a step
// (a mapping, or a list for several rounds) and `roots` on the scenario, with their positions, and
// every mistake in them reported as mistakes elsewhere are: the file, the line, what to write.
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { toolSequence } from '../helpers/scenarios.js';

function load(text: string) {
  return loadScenarioFile(text, '/workspace/x.yaml', 'x.yaml');
}

function errorsOf(text: string): [number, string][] {
  return load(text).errors.map((error) => [error.position.line, error.message]);
}

describe('elicitation, sampling and roots keys', () => {
  it('loads one answer or a list of rounds, each with its position, and the roots', () => {
    const { scenarios, errors } = load(`name: scripted
roots:
  - file:///workspace/data
  - { uri: "file:///workspace/more", name: more }
tool_sequence:
  - tool: deploy
    args: { env: prod }
    elicitation: { action: accept, content: { confirm: true } }
  - tool: ask
    elicitation:
      - { action: accept, content: { n: 1 } }
      - { action: cancel }
    sampling: { text: "A two-line summary.", model: m, stop_reason: maxTokens }
expected_contains: ["deployed"]
`);
    expect(errors).toEqual([]);
    const [scenario] = scenarios;
    expect(scenario!.kind === 'tool-sequence' && scenario!.roots).toEqual([
      { uri: 'file:///workspace/data' },
      { uri: 'file:///workspace/more', name: 'more' },
    ]);
    expect(toolSequence(scenario).steps[0]!.elicitation).toEqual([
      { action: 'accept', content: { confirm: true }, position: expect.objectContaining({ line: 8 }) },
    ]);
    expect(toolSequence(scenario).steps[1]!.elicitation?.map((round) => [round.action, round.position.line])).toEqual([
      ['accept', 11],
      ['cancel', 12],
    ]);
    expect(toolSequence(scenario).steps[1]!.sampling).toEqual([
      {
        text: 'A two-line summary.',
        model: 'm',
        stopReason: 'maxTokens',
        position: expect.objectContaining({ line: 13 }),
      },
    ]);
  });

  it('is not a check of its own: a scenario with only a script checks nothing', () => {
    const errors = errorsOf(`name: script_only
tool_sequence:
  - tool: deploy
    elicitation: { action: decline }
`);
    expect(errors).toHaveLength(1);
    expect(errors[0]![1]).toContain('has no check, so it could never fail');
  });

  it('reports unknown keys, wrong actions, wrong shapes and content with a decline, each at its line', () => {
    expect(
      errorsOf(`name: bad
roots:
  - { url: "file:///x" }
tool_sequence:
  - tool: deploy
    elicitation: { action: acept }
  - tool: deploy
    elicitation: { action: accept, contnt: { confirm: true } }
  - tool: deploy
    elicitation:
      - { action: accept, content: {} }
      - { action: decline, content: { confirm: false } }
  - tool: summarize
    sampling: { txt: hi }
  - tool: summarize
    sampling: 42
  - tool: summarize
    sampling: []
expected_contains: ["x"]
`),
    ).toEqual([
      [3, 'unknown key `url` in `roots[0]`: did you mean `uri`?'],
      [
        6,
        '`tool_sequence[0].elicitation.action` must be one of accept, decline, cancel, got the string "acept": did you mean accept?',
      ],
      [8, 'unknown key `contnt` in `tool_sequence[1].elicitation`: did you mean `content`?'],
      [14, 'unknown key `txt` in `tool_sequence[3].sampling`: did you mean `text`?'],
      [
        16,
        '`tool_sequence[4].sampling` must be a mapping (one reply: text, model, stop_reason) or a list of them (one per round), got 42',
      ],
      [18, '`tool_sequence[5].sampling` must list at least one answer (or be left out), got an empty list'],
    ]);
    // The decline with content is found by the builder, once the shapes are right.
    expect(
      errorsOf(`name: decline_with_content
tool_sequence:
  - tool: deploy
    elicitation:
      - { action: accept, content: {} }
      - { action: decline, content: { confirm: false } }
expected_contains: ["x"]
`),
    ).toEqual([
      [
        6,
        '`tool_sequence[0].elicitation[1]` has action: decline with `content`, but only an accept sends content back to the server: remove `content`, or make the action accept',
      ],
    ]);
  });
});
