import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_BUNDLE, ROOT, runProcess } from '../helpers/runner.js';

/** docs/cli.md's "Trying the action locally" block, run as written (issue 20). */
describe('trying the action locally, as docs/cli.md says', () => {
  it.runIf(existsSync(ACTION_BUNDLE))(
    'the copyable block runs the action and prints the summary and outputs',
    async () => {
      const readme = await readFile(path.join(ROOT, 'docs/cli.md'), 'utf8');
      const section = readme.slice(readme.indexOf('## Trying the action locally'));
      const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
      expect(block).toContain('node dist/index.js');
      const env: NodeJS.ProcessEnv = {};
      // Nothing of the outer job: only what the block sets, and what any shell has.
      for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[name]) env[name] = process.env[name];
      const run = await runProcess('bash', ['-e', '-c', block!], { cwd: ROOT, env, timeoutMs: 120_000 });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      // The summary (Markdown) and the outputs file, as the block prints them.
      // The runner's file format: NAME<<DELIMITER, the value, DELIMITER.
      expect(run.stdout).toMatch(/^total<<(\S+)\n\d+\n\1$/m);
      expect(run.stdout).toMatch(/^failed<<(\S+)\n0\n\1$/m);
      expect(run.stdout).toContain('PASS');
      expect(run.stdout).toContain('| ');
    },
    150_000,
  );
});
