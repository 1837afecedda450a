import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposedContent, PROPOSED_TEXT } from '../../src/mcp/elicitation-content.js';
import { PROPOSED_SAMPLING_REPLY } from '../../src/mcp/client-requests.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { ROOT } from '../helpers/runner.js';
import { emptyFolder } from './helpers.js';

/** Tools that ask the client for input during their calls (elicitation, sampling), in this process. */
const ASKING_SERVER = ['--server-module', path.join(ROOT, '__tests__/fixtures/servers/requests/both-eras.mjs')];

describe('init on a tool that asks for input (issue 43 §10)', () => {
  for (const protocol of ['modern', 'legacy'] as const) {
    it(`${protocol} era, --once: says the tool asked, writes the answer it gave into the step, and the file passes`, async () => {
      const folder = await emptyFolder();
      const flags = [...ASKING_SERVER, '--protocol', protocol];
      const init = await runCliInProcess(
        ['init', 'deploy_prod', '--tool', 'deploy', '--args', '{"env":"prod"}', '--once', ...flags],
        { cwd: folder },
      );
      expect(init.stderr).toBe('');
      expect(init.code).toBe(0);
      expect(init.stdout).toContain('deploy asked for input during its call (once):');
      expect(init.stdout).toContain('elicitation (input from the user): "Deploy to prod?" with the schema');
      expect(init.stdout).toContain('init answered accept {"confirm":false}');
      const text = await readFile(path.join(folder, 'scenarios/deploy_prod.yaml'), 'utf8');
      expect(text).toContain(
        [
          '    # The tool asked for input (elicitation); init answered with this, built from the form the server',
          '    # sent (its defaults, first allowed values, placeholders): review it, as each run sends exactly it.',
          '    elicitation:',
          '      action: accept',
          '      content:',
          '        confirm: false',
        ].join('\n'),
      );
      // The output proposed is the one the scripted answer gets, not a refusal's.
      expect(text).toContain('expected_contains:\n  - "deployed: confirm=false"');

      const run = await runCliInProcess(['scenarios/deploy_prod.yaml', ...flags], { cwd: folder });
      expect(run.stdout).toContain('PASS  deploy_prod');
      expect(run.code).toBe(0);
    });
  }

  it('two rounds of elicitation become a list of answers, and a sampling request a placeholder reply to review', async () => {
    const folder = await emptyFolder();
    const twice = await runCliInProcess(['init', 'ask_twice', '--tool', 'ask_twice', ...ASKING_SERVER], {
      cwd: folder,
    });
    expect(twice.stderr).toBe('');
    expect(twice.stdout).toContain('ask_twice asked for input during its call (2 times):');
    const twiceFile = loadScenarioFile(
      await readFile(path.join(folder, 'scenarios/ask_twice.yaml'), 'utf8'),
      'ask_twice.yaml',
      'ask_twice.yaml',
    );
    expect(twiceFile.errors).toEqual([]);
    expect(twiceFile.scenarios[0]!.kind === 'tool-sequence' && twiceFile.scenarios[0]!.steps[0]!.elicitation).toEqual([
      expect.objectContaining({ action: 'accept', content: { confirm: false } }),
      expect.objectContaining({ action: 'accept', content: { confirm: false } }),
    ]);

    const summary = await runCliInProcess(
      ['init', 'summary', '--tool', 'summarize', '--args', '{"id":7}', ...ASKING_SERVER],
      {
        cwd: folder,
      },
    );
    expect(summary.stderr).toBe('');
    expect(summary.stdout).toContain(
      'sampling (a message from the model): messages ["user: Summarize document 7."]; init answered "REVIEW: the reply the model should give"',
    );
    const summaryText = await readFile(path.join(folder, 'scenarios/summary.yaml'), 'utf8');
    expect(summaryText).toContain(
      '# The tool asked the client to sample a message; init replied with this placeholder',
    );
    expect(summaryText).toContain(`    sampling:\n      text: "${PROPOSED_SAMPLING_REPLY}"`);

    const run = await runCliInProcess(['scenarios', ...ASKING_SERVER], { cwd: folder });
    expect(run.stdout).toContain('PASS  ask_twice');
    expect(run.stdout).toContain('PASS  summary');
    expect(run.code).toBe(0);
  });

  it('with no line to propose, still says what the tool asked and the step keys that answer it', async () => {
    const folder = await emptyFolder();
    const init = await runCliInProcess(
      [
        'init',
        'stamp',
        '--tool',
        'stamp',
        '--once',
        '--server-module',
        path.join(ROOT, '__tests__/fixtures/servers/requests/asks-then-stamps.mjs'),
      ],
      { cwd: folder },
    );
    expect(init.code).toBe(1);
    // One call (--once): not "the same in both calls".
    expect(init.stderr).toContain('has no line to check (none was short, free of timestamps');
    expect(init.stderr).toContain('stamp asked for input during its call (once):');
    expect(init.stderr).toContain('elicitation (input from the user): "Label?" with the schema');
    expect(init.stderr).toContain(
      `with these keys on the step (review the values):\nelicitation:\n  - action: accept\n    content:\n      label: ${PROPOSED_TEXT}\n`,
    );
  });

  it('fills a form from its schema: defaults, first allowed values, placeholders that fit', () => {
    expect(
      proposedContent({
        type: 'object',
        properties: {
          region: { type: 'string', enum: ['eu', 'us'] },
          size: { type: 'string', oneOf: [{ const: 'small', title: 'Small' }, { const: 'large' }] },
          replicas: { type: 'integer', minimum: 2 },
          ratio: { type: 'number', exclusiveMinimum: 0.5 },
          notify: { type: 'boolean', default: true },
          confirm: { type: 'boolean' },
          email: { type: 'string', format: 'email' },
          name: { type: 'string', minLength: 10 },
          tags: { type: 'array', items: { enum: ['a', 'b'] } },
        },
      }),
    ).toEqual({
      region: 'eu',
      size: 'small',
      replicas: 2,
      ratio: 1.5,
      notify: true,
      confirm: false,
      email: 'review@example.com',
      name: `${PROPOSED_TEXT}....`,
      tags: ['a'],
    });
  });
});
