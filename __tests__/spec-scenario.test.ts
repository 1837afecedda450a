import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './helpers/runner.js';

/** SPEC: "This 13-line file must work exactly as written" — the repository keeps it byte for byte. */
const SPEC_SCENARIO = `name: find_events_basic
tool_sequence:
  - tool: find_events
    args: {}
expected_contains:
  - "North Atlantic"
  - "2025-26"
expected_judge:
  - "Output lists at least one ECNL event with a conference and a season."
`;

it('keeps the SPEC scenario unchanged in scenarios/ecnl/find_events_basic.yaml', async () => {
  expect(await readFile(path.join(ROOT, 'scenarios/ecnl/find_events_basic.yaml'), 'utf8')).toBe(SPEC_SCENARIO);
});
