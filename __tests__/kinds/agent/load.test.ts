import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../src/scenario/load.js';

const load = (text: string) => loadScenarioFile(text, '/w/a.yaml', 'a.yaml');
const messages = (text: string) => load(text).errors.map((error) => `${error.position.line}:${error.message}`);

describe('agent scenarios in the loader', () => {
  it('loads the issue sketch with defaults, positions and expected_calls[].tool as a plain field', () => {
    const { scenarios, errors } = load(
      [
        'name: refund',
        'prompt: "The customer on order 1234 was charged twice."',
        'trials: 5',
        'min_passes: 4',
        'expected_calls:',
        '  - tool: orders_get',
        '    args: {order_id: "1234"}',
        '  - tool: refunds_create',
        '    args:',
        '      amount: {$between: [1, 500]}',
        '      reason: {$matches: "double|twice"}',
        'forbidden_tools: [orders_delete]',
        'max_calls: 4',
        'expected_contains: ["refund"]',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    const agent = scenarios[0]!.agent!;
    expect('steps' in scenarios[0]!).toBe(false);
    expect(agent).toMatchObject({ trials: 5, minPasses: 4, maxTurns: 10, callsOrder: 'in_order' });
    expect(agent.expectedCalls.map((call) => [call.tool, call.position.line])).toEqual([
      ['orders_get', 6],
      ['refunds_create', 8],
    ]);
    expect(agent.forbiddenTools[0]).toMatchObject({ value: 'orders_delete', position: { line: 12 } });
    expect(agent.maxCalls).toMatchObject({ value: 4, position: { line: 13 } });
    expect(agent.promptPosition.line).toBe(2);
  });

  it('min_passes defaults to trials', () => {
    const { scenarios } = load('name: a\nprompt: p\ntrials: 3\nmax_calls: 2\n');
    expect(scenarios[0]!.agent!.minPasses).toBe(3);
  });

  it('pass_rate loads a sequential rule with documented defaults (indifference 0.1, confidence 0.95, max_trials 40)', () => {
    const { scenarios, errors } = load('name: a\nprompt: p\npass_rate: 0.8\nmax_calls: 2\n');
    expect(errors).toEqual([]);
    expect(scenarios[0]!.agent!.sequential).toEqual({
      passRate: 0.8,
      indifference: 0.1,
      confidence: 0.95,
      maxTrials: 40,
    });
    expect(scenarios[0]!.agent!.trials).toBe(40);
  });

  it('refuses pass_rate with min_passes or trials, and the rule keys without pass_rate, at their lines', () => {
    expect(messages('name: a\nprompt: p\npass_rate: 0.8\nmin_passes: 2\ntrials: 3\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(
        /^4:`min_passes` is 2, but `pass_rate` \(0.8\) decides this scenario sequentially: remove `min_passes`/,
      ),
      expect.stringMatching(/^5:`trials` is 3, but `pass_rate` \(0.8\).*bound the trials with `max_trials`/),
    ]);
    expect(messages('name: a\nprompt: p\nmax_trials: 9\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(/^3:`max_trials` is 9, but it only applies with `pass_rate`/),
    ]);
    expect(messages('name: a\nprompt: p\npass_rate: 0.95\nindifference: 0.1\nmax_calls: 2\n')).toEqual([
      expect.stringMatching(
        /^4:`pass_rate` 0.95 ± `indifference` 0.1 is 0.85..1.05, which must lie strictly between 0 and 1/,
      ),
    ]);
    // Without `indifference`, a pass_rate near the edge gets a narrower region, not a refusal
    // (with enough max_trials to decide it: 56 for 0.95 ± 0.025).
    expect(messages('name: a\nprompt: p\npass_rate: 0.95\nmax_trials: 56\nmax_calls: 2\n')).toEqual([]);
  });

  it('refuses prompt with tool_sequence, naming both', () => {
    expect(messages('name: a\nprompt: p\ntool_sequence: [{tool: t}]\nexpected_contains: [x]\n')).toEqual([
      expect.stringMatching(/^2:a scenario has `tool_sequence` \(fixed calls\) or `prompt`.*never both/),
    ]);
  });

  it('refuses agent keys on a tool_sequence scenario, at the key', () => {
    expect(messages('name: a\ntool_sequence: [{tool: t}]\nexpected_contains: [x]\nmax_turns: 3\n')).toEqual([
      expect.stringMatching(/^4:`max_turns` is a key of agent scenarios \(with `prompt:`\)/),
    ]);
  });

  it('an agent scenario with no check is an error', () => {
    expect(messages('name: a\nprompt: p\n')).toEqual([expect.stringMatching(/^1:agent scenario "a" has no check/)]);
  });

  it('min_passes above trials is an error', () => {
    expect(messages('name: a\nprompt: p\ntrials: 2\nmin_passes: 3\nmax_calls: 1\n')).toEqual([
      expect.stringMatching(/^4:`min_passes` is 3, more than the 2 trials run/),
    ]);
  });

  it('operators are checked at load: unknown (did you mean), bad operand, bad regex, mixed keys', () => {
    const found = messages(
      [
        'name: a',
        'prompt: p',
        'expected_calls:',
        '  - tool: t',
        '    args:',
        '      a: {$matchs: "x"}',
        '      b: {$between: [5, 1]}',
        '      c: {$matches: "("}',
        '      d: {$any: true, e: 1}',
      ].join('\n'),
    );
    expect(found).toEqual([
      '6:`a` uses the unknown operator `$matchs`: did you mean `$matches`?',
      '7:`b.$between` takes [min, max], two numbers with min ≤ max, got [5,1] (a list)',
      expect.stringMatching(/^8:`c.\$matches` is not a valid regular expression/),
      '9:`d` mixes an operator ($any) with other keys: an operator stands alone in its mapping',
    ]);
  });

  it('$matches: a pattern of another dialect is refused naming JavaScript RegExp, and says how to write (?i) (issue 43 §19)', () => {
    const found = messages(
      [
        'name: a',
        'prompt: p',
        'expected_calls:',
        '  - tool: t',
        '    args:',
        '      city: {$matches: "(?i)paris"}',
      ].join('\n'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^6:`city.\$matches` is not a valid regular expression: \$matches takes JavaScript RegExp syntax \(with the u flag, searched anywhere in the value\), and Invalid regular expression: /,
    );
    expect(found[0]).toMatch(
      /; inline flags such as \(\?i\) are not JavaScript syntax: match either case with a class \(\[Dd\]ouble\) or an alternation \(double\|Double\)$/,
    );
  });

  it('an unknown key of an expected call gets a did-you-mean', () => {
    expect(messages('name: a\nprompt: p\nexpected_calls: [{tool: t, arg: {}}]\n').join('\n')).toMatch(/arg/);
  });
});
