import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './helpers/runner.js';
import { emptyFolder, EVERYTHING_FLAGS } from './authoring/helpers.js';

/** README samples that show what a command writes are compared with what it writes (issue 20). */
describe('README samples match the real commands', () => {
  it("init's sample is the file the worked example writes in an empty folder", async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    const from = readme.indexOf('**`init NAME');
    const sample = /```yaml\n([\s\S]*?)```/.exec(readme.slice(from))?.[1];
    // The worked example's command, as the README gives it.
    expect(readme).toContain(
      `npx mcp-scenario-eval init echo_hello --tool echo --args '{"message":"hello"}' --server-command "$SERVER"`,
    );
    const folder = await emptyFolder();
    const init = await runCli(
      ['init', 'echo_hello', '--tool', 'echo', '--args', '{"message":"hello"}', ...EVERYTHING_FLAGS],
      { cwd: folder },
    );
    expect(init.code, init.stderr).toBe(0);
    expect(sample).toBe(await readFile(path.join(folder, 'scenarios/echo_hello.yaml'), 'utf8'));
  });
});
