// Scenario files are read synchronously (issue 41): a named pipe read that way would stop the process
// for good. Discovery lists regular files only, so a pipe a glob would match is never read.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadSuite } from '../../src/scenario/index.js';

it('a named pipe in the scenarios folder is never read: the other files load', async () => {
  const workspace = await mkdtemp(path.join(tmpdir(), 'mse-fifo-'));
  execFileSync('mkfifo', [path.join(workspace, 'pipe.yaml')]);
  await writeFile(
    path.join(workspace, 'ok.yaml'),
    'name: ok\ntool_sequence:\n  - tool: echo\nexpected_contains: ["x"]\n',
  );
  const suite = await loadSuite(['*.yaml'], workspace);
  expect(suite.errors).toEqual([]);
  expect(suite.scenarios.map((scenario) => scenario.name)).toEqual(['ok']);
}, 10_000);
