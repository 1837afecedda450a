import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportJsonPath } from '../../src/github/main.js';

describe('where the action writes the JSON report', () => {
  const workspace = path.resolve('/work/space');
  it('goes to report-json, relative to the workspace', () => {
    expect(reportJsonPath('out/report.json', workspace, { RUNNER_TEMP: '/tmp/runner' })).toBe(
      path.join(workspace, 'out/report.json'),
    );
  });
  it('defaults to RUNNER_TEMP, or the workspace when RUNNER_TEMP is unset', () => {
    expect(reportJsonPath('', workspace, { RUNNER_TEMP: '/tmp/runner' })).toBe(
      path.join('/tmp/runner', 'mcp-scenario-eval-report.json'),
    );
    expect(reportJsonPath('', workspace, {})).toBe(path.join(workspace, 'mcp-scenario-eval-report.json'));
  });
});
