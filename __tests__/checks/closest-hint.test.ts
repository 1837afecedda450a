import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContains, type HintBudget } from '../../src/checks/text.js';
import { runSuite } from '../../src/run/index.js';
import { closestText, closestTextCost } from '../../src/util/closest.js';
import { optionsFor, SERVERS, writeSuite } from '../mcp/helpers.js';

const at = { file: 'x.yaml', line: 1, column: 1 };
let seed = 7;
const noise = (length: number) =>
  Array.from({ length }, () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return String.fromCharCode(97 + ((seed >>> 16) % 26));
  }).join('');

describe('the closest-line hint', () => {
  it('finds the near line among more than 2,000 lines', () => {
    const lines = Array.from({ length: 5_000 }, () => noise(80));
    lines[4_321] = 'order 12345 shipped to Berlin on Monday';
    const check = checkContains(lines.join('\n'), { value: 'order 12345 shipped to Paris on Monday', position: at });
    expect(check.message).toBe(
      'expected the output to contain "order 12345 shipped to Paris on Monday"; the closest line of the output is "order 12345 shipped to Berlin on Monday"',
    );
  });

  it('shows the closest part of a single 1 MB line, not its first 200 characters', () => {
    const line = `${noise(600_000)} order 12345 shipped to Berlin on Monday ${noise(400_000)}`;
    const found = closestText(line, 'order 12345 shipped to Paris on Monday');
    expect(found).toMatchObject({ line: 1, partOfLineChars: line.length });
    expect(found!.text).toContain('order 12345 shipped to Berlin on Monday');
    expect(found!.text.length).toBeLessThan(100);
    const check = checkContains(line, { value: 'order 12345 shipped to Paris on Monday', position: at });
    expect(check.message).toMatch(
      /; the closest text of the output is "[a-z]* ?order 12345 shipped to Berlin on Monday ?[a-z]*", part of line 1 \(1,000,041 characters\)$/,
    );
  });

  it('leaves the hint out, saying so, once the scenario’s or the run’s budget is spent', () => {
    const output = Array.from({ length: 100 }, () => noise(100)).join('\n');
    const wanted = (index: number) => ({ value: `wanted text ${index}`, position: at });
    const cost = closestTextCost(output.length, 'wanted text 1');
    const hints: HintBudget = { run: { cells: 10 * cost }, scenarioCells: 2 * cost };
    const messages = [1, 2, 3].map((index) => checkContains(output, wanted(index), undefined, { hints }).message);
    expect(messages[0]).toContain('; the closest line of the output is');
    expect(messages[1]).toContain('; the closest line of the output is');
    expect(messages[2]).toBe(
      'expected the output to contain "wanted text 3"; the closest line was left out for its cost: this scenario\'s budget for such hints (25,000,000 cells) is spent',
    );
    const next: HintBudget = { run: hints.run, scenarioCells: 100 * cost };
    hints.run.cells = cost - 1;
    expect(checkContains(output, wanted(4), undefined, { hints: next }).message).toBe(
      'expected the output to contain "wanted text 4"; the closest line was left out for its cost: the run\'s budget for such hints (100,000,000 cells) is spent',
    );
  });

  it('never holds up another scenario’s call: 20 failed checks on 2,000 lines of 250 characters', async () => {
    // `#` never occurs in the output: each check fails, whatever the noise.
    const wanted = Array.from({ length: 20 }, () => `    - "${noise(100)}#${noise(99)}"`).join('\n');
    const workspace = await writeSuite({
      'hints.yaml': `name: many_misses
tool_sequence:
  - tool: lines
expected_contains:
${wanted}
---
name: slow_answer
tool_sequence:
  - tool: slow
    timeout_ms: 8000
expected_contains: ["done"]
`,
    });
    const command = `"${process.execPath}" "${path.join(SERVERS, 'hints.mjs')}"`;
    const run = await runSuite(optionsFor(workspace, { kind: 'command', command, cwd: workspace }, { concurrency: 2 }));
    const byName = Object.fromEntries(run.scenarios.map((scenario) => [scenario.name, scenario]));
    expect(byName.slow_answer).toMatchObject({ status: 'passed' });
    expect(byName.many_misses!.status).toBe('failed');
    const misses = byName.many_misses!.checks.filter((check) => check.kind === 'contains');
    expect(misses).toHaveLength(20);
    for (const check of misses)
      expect(check.message).toMatch(/; the closest (line of the output is|line was left out for its cost)/);
  }, 180_000);
});
