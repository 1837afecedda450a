import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposeReplacement } from '../../src/authoring/update.js';
import { runCliInProcess } from '../helpers/in-process.js';
import { emptyFolder, EVERYTHING_FLAGS, EVERYTHING_MODULE_FLAGS } from './helpers.js';

describe('what a stale entry becomes (issue 20)', () => {
  it('a placeholder with ${ is proposed like any other text: a check is never substituted', () => {
    expect(proposeReplacement('cost is 5 dollars', 'cost is ${PRICE} dollars')).toBe('cost is ${PRICE} dollars');
    expect(proposeReplacement('cost is 5 dollars', 'cost is $PRICE dollars')).toBe('cost is $PRICE dollars');
  });

  it('an entry that is one field of a JSON line becomes that field with its value now', () => {
    const line = '{"temperature":73,"conditions":"Sunny / Clear","wind":"5 mph"}';
    expect(proposeReplacement('"conditions":"Light rain / drizzle"', line)).toBe('"conditions":"Sunny / Clear"');
    expect(proposeReplacement('"temperature":61', line)).toBe('"temperature":73');
    expect(proposeReplacement('"conditions": "Light rain / drizzle"', '{"conditions": "Sunny"}')).toBe(
      '"conditions": "Sunny"',
    );
    // Prose with a colon is not a field: an unrelated value is not proposed for it.
    expect(proposeReplacement('Note: the sky is blue today', 'Note: 42')).toBeUndefined();
  });

  it('spans end at token boundaries: no stray comma, no half of a quoted word', () => {
    expect(proposeReplacement('status green', 'status red, load 5')).toBe('status red');
    expect(proposeReplacement('flow one', "steps: flow 'two' done")).toBe("flow 'two'");
    expect(proposeReplacement('call f(one)', 'then call f(two) again')).toBe('call f(two)');
    expect(proposeReplacement('1. Orlando Pride: 9 pts', '1. Orlando Pride: 10 pts (4W)')).toBe(
      '1. Orlando Pride: 10 pts',
    );
  });
});

const echo = (name: string, message: string, expected: string) =>
  `name: ${name}\ntool_sequence:\n  - tool: echo\n    args: {message: ${message}}\nexpected_contains:\n  - "${expected}"\n`;

describe('record says one thing per entry, and --update FILE:LINE accepts one', () => {
  it('an entry with no close line is said to be for a person, never "run again with --update"', async () => {
    const folder = await emptyFolder();
    await writeFile(path.join(folder, 'far.yaml'), echo('far', 'hello', 'completely unrelated text here'));
    // Over stdio, as its README starts it: the file's one run with a server child.
    const run = await runCliInProcess(['record', 'far.yaml', ...EVERYTHING_FLAGS], { cwd: folder });
    expect(run.stdout).toContain('no line of the output is close; edit it by hand');
    expect(run.stdout).toContain('1 stale expected_contains entry has no close line in the output: edit it by hand.');
    expect(run.stdout).not.toContain('--update');
    expect(run.code).toBe(1);
  });

  it('--update FILE:LINE rewrites only the entry at that line', async () => {
    const folder = await emptyFolder();
    const file = path.join(folder, 'two.yaml');
    const text = `${echo('first', 'hello', 'Echo: hallo')}---\n${echo('second', 'world', 'Echo: wurld')}`;
    await writeFile(file, text);
    const look = await runCliInProcess(['record', 'two.yaml', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(look.stdout).toContain('2 stale expected_contains entries; run again with --update to rewrite them');
    expect(look.stdout).toContain('stale  line 13: "Echo: wurld" -> "Echo: world"');

    const one = await runCliInProcess(['record', '--update', 'two.yaml:13', ...EVERYTHING_MODULE_FLAGS], {
      cwd: folder,
    });
    expect(one.stderr).toBe('');
    expect(await readFile(file, 'utf8')).toBe(text.replace('Echo: wurld', 'Echo: world'));
    expect(one.stdout).toContain('Updated 1 expected_contains entry in 1 file.');
    expect(one.stdout).toContain('1 other stale expected_contains entry was left as it was (not named).');
    expect(one.code).toBe(1);

    const wrong = await runCliInProcess(['record', '--update', 'two.yaml:3', ...EVERYTHING_MODULE_FLAGS], {
      cwd: folder,
    });
    expect(wrong.stderr).toContain('two.yaml:3 is not the line of an expected_contains entry');
    expect(wrong.code).toBe(2);
    expect(await readFile(file, 'utf8')).toBe(text.replace('Echo: wurld', 'Echo: world'));

    const noUpdate = await runCliInProcess(['record', 'two.yaml:6', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(noUpdate.stderr).toContain('two.yaml:6 names one entry, which only --update rewrites: add --update');
    expect(noUpdate.code).toBe(2);
  });

  it('with the default globs over several servers: names the missing tools and the files that seem to be for another server', async () => {
    const folder = await emptyFolder();
    await mkdir(path.join(folder, 'scenarios/everything'), { recursive: true });
    await mkdir(path.join(folder, 'scenarios/weather'), { recursive: true });
    await writeFile(path.join(folder, 'scenarios/everything/echo.yaml'), echo('echo_hello', 'hello', 'Echo: hello'));
    await writeFile(
      path.join(folder, 'scenarios/weather/forecast.yaml'),
      'name: forecast\ntool_sequence:\n  - tool: get_forecast\n  - tool: get_alerts\nexpected_contains: ["rain"]\n',
    );
    const run = await runCliInProcess(['record', ...EVERYTHING_MODULE_FLAGS], { cwd: folder });
    expect(run.stdout).toContain(
      'not recorded: the tool sequence names tools the server lacks ("get_forecast", "get_alerts"); no tool was called',
    );
    expect(run.stdout).toContain(
      "1 file names only tools this server lacks, so it seems to be for another server (scenarios/weather/forecast.yaml): record one server's scenarios at a time, e.g. mcp-scenario-eval record scenarios/everything with this server's flags.",
    );
    expect(run.code).toBe(1);
  });
});
