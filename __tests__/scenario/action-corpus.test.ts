import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ANNOTATIONS_WRITTEN_PER_LEVEL } from '../../src/report/text/limits.js';
import { runAction, runProcess } from '../helpers/runner.js';
import { EXPECTED_ERRORS, INVALID_CORPUS } from './invalid-corpus.js';

it('the action fails on the invalid corpus with one annotation per error at its position, and starts no server', async () => {
  // A "server" that leaves a marker file the moment it starts: the run must stop before that.
  const temp = await mkdtemp(path.join(tmpdir(), 'mse-corpus-'));
  const marker = path.join(temp, 'server-started');
  const server = path.join(temp, 'server.cjs');
  await writeFile(server, `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'started');\n`);
  // The marker works: started once by hand, it appears (then it is removed for the real run).
  await runProcess(process.execPath, [server], { cwd: temp, env: {} });
  expect(existsSync(marker)).toBe(true);
  await rm(marker);

  const unmatched = `${INVALID_CORPUS}/no-such-dir/*.yaml`;
  const run = await runAction({
    scenarios: [`${INVALID_CORPUS}/**/*.yaml`, `${INVALID_CORPUS}/**/*.yml`, unmatched].join('\n'),
    'server-command': `node ${server}`,
  });

  expect(run.stderr).toBe('');
  expect(run.code).toBe(1);
  expect(existsSync(marker)).toBe(false);

  const fileErrors = run.annotations.filter((a) => a.level === 'error' && a.properties.file);
  expect(EXPECTED_ERRORS.length).toBeGreaterThan(ANNOTATIONS_WRITTEN_PER_LEVEL);
  expect(
    fileErrors.map((a) => ({
      file: a.properties.file,
      line: Number(a.properties.line),
      col: Number(a.properties.col),
      title: a.properties.title,
      message: a.message,
    })),
  ).toEqual(
    // The corpus has outgrown the annotations the action writes per level: the first ones are written,
    // in the order the run reports them (the loader's own test checks every error of the corpus).
    EXPECTED_ERRORS.slice(0, ANNOTATIONS_WRITTEN_PER_LEVEL).map((error) => ({
      file: `${INVALID_CORPUS}/${error.file}`,
      line: error.line,
      col: error.column,
      title: 'Invalid scenario file',
      message: error.message,
    })),
  );
  expect(run.stdout).toContain(`::error::${EXPECTED_ERRORS.length} problem(s) in scenario files; no scenario was run`);
  // The glob that matched nothing, next to ones that did, is a warning of its own.
  expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([
    {
      level: 'warning',
      properties: {},
      message: `the scenarios glob "${unmatched}" matched no .yaml or .yml file; fix or remove it`,
    },
  ]);
  expect(run.summary).toContain(`${EXPECTED_ERRORS.length} problems in scenario files; nothing was run`);
  expect(run.outputs).toMatchObject({ total: '0', passed: '0', failed: '0', skipped: '0' });
});
