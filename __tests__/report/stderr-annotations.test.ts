// A server's stderr in the annotations (issue 43 §19): routine logging, the same for every scenario,
// stays out of them; it is quoted only where the scenario errored because the server failed.
import { describe, expect, it } from 'vitest';
import { planAnnotations, STDERR_ELSEWHERE } from '../../src/report/annotations.js';
import { mixedRun } from './fixtures.js';

const BANNER = 'INFO  Starting MCP server "ecnl" with transport stdio\nINFO  loaded 4 tools\n';

describe("the server's stderr in annotations", () => {
  it('is quoted for a scenario the server failed, and only pointed to for one that errored otherwise', () => {
    const run = mixedRun();
    const unknownTool = run.scenarios.find((s) => s.name === 'unknown_tool')!;
    expect(unknownTool.status).toBe('errored');
    unknownTool.stderr = BANNER;
    const { annotations } = planAnnotations(run);

    const unknown = annotations.filter((a) => a.title === 'unknown_tool');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.message).not.toContain('Starting MCP server');
    expect(unknown[0]!.message).toBe(
      `the server has no tool "find_event": did you mean "find_events"?\n${STDERR_ELSEWHERE}`,
    );

    const crashed = annotations.find((a) => a.title === 'server_crashes')!;
    expect(crashed.message).toContain('server stderr (last lines):\nTraceback (most recent call last):');
    expect(crashed.message).toContain("ModuleNotFoundError: No module named 'fastmcp'");
    expect(annotations.filter((a) => a.message.includes(STDERR_ELSEWHERE)).map((a) => a.title)).toEqual([
      'unknown_tool',
    ]);
  });
});
