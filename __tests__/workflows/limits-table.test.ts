import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as engineLimits from '../../src/model/limits.js';
import { MAX_YAML_ALIAS_COUNT } from '../../src/scenario/load.js';
import { MAX_STEP_TIMEOUT_MS } from '../../src/scenario/schema.js';
import { JUDGE_OUTPUT_LIMIT_CHARS } from '../../src/judge/message.js';
import * as reportLimits from '../../src/report/text/limits.js';
import { CHECKS_PER_FAILURE_SHORTENED } from '../../src/report/summary.js';
import { ROOT } from '../helpers/runner.js';

describe('the table of limits in docs/limits.md', () => {
  it('names every limit constant with its value', async () => {
    const readme = await readFile(path.join(ROOT, 'docs/limits.md'), 'utf8');
    const limits: Record<string, unknown> = {
      ...engineLimits,
      ...reportLimits,
      MAX_YAML_ALIAS_COUNT,
      MAX_STEP_TIMEOUT_MS,
      JUDGE_OUTPUT_LIMIT_CHARS,
      CHECKS_PER_FAILURE_SHORTENED,
    };
    const numbers = Object.entries(limits).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
    expect(numbers.length).toBeGreaterThan(30);
    for (const [name, value] of numbers) {
      const row = new RegExp(`^\\| \`${name}\` +\\| ${value.toLocaleString('en-US')} `, 'm');
      expect(readme, name).toMatch(row);
    }
  });
});
