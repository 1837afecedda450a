import { Ajv } from 'ajv';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, runProcess } from './helpers/runner.js';

// What a user of the npm package gets: `npm pack`, then an install of that tarball into an empty
// project, with no registry at all (`--offline`, an empty cache): it works only if the package
// depends on nothing at run time, since dist/ is self-contained.

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const MODELINE = '# yaml-language-server: $schema=../node_modules/mcp-scenario-eval/scenario.schema.json';
const PACKAGE = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
  bundleDependencies?: unknown;
};

describe('the npm package', () => {
  let temp: string;
  let project: string;
  let install: Awaited<ReturnType<typeof runProcess>>;

  beforeAll(async () => {
    temp = await mkdtemp(path.join(tmpdir(), 'mse-package-'));
    const npmEnv = { ...process.env, npm_config_cache: path.join(temp, 'cache'), npm_config_update_notifier: 'false' };
    const pack = await runProcess(NPM, ['pack', '--ignore-scripts', '--pack-destination', temp], {
      cwd: ROOT,
      env: npmEnv,
    });
    expect(pack.code, pack.stderr).toBe(0);
    const tarball = path.join(temp, `mcp-scenario-eval-${PACKAGE.version}.tgz`);

    project = path.join(temp, 'user-repo');
    await mkdir(path.join(project, 'scenarios'), { recursive: true });
    await writeFile(path.join(project, 'package.json'), '{ "name": "user-repo", "private": true }\n');
    // The user's own server module; the user's project has its own MCP SDK, here the repository's.
    await writeFile(
      path.join(project, 'server.mjs'),
      `export { createServer } from ${JSON.stringify(path.join(ROOT, 'examples/ecnl/server.mjs'))};\n`,
    );
    await writeFile(
      path.join(project, 'scenarios/find_events.yaml'),
      [
        MODELINE,
        'name: find_events_from_the_package',
        'tool_sequence:',
        '  - tool: find_events',
        'expected_contains:',
        '  - "North Atlantic"',
        '',
      ].join('\n'),
    );
    install = await runProcess(NPM, ['install', tarball, '--offline', '--no-audit', '--no-fund'], {
      cwd: project,
      env: npmEnv,
    });
  }, 120_000);

  it('declares no run-time dependency (everything it needs is bundled in dist/)', () => {
    expect(PACKAGE.dependencies ?? {}).toEqual({});
    expect(PACKAGE.bundleDependencies).toBeUndefined();
  });

  it('installs from its tarball with no registry, as one package', async () => {
    expect(install.code, install.stderr).toBe(0);
    expect(install.stdout).toContain('added 1 package');
    const installed = (await readdir(path.join(project, 'node_modules'))).filter((name) => !name.startsWith('.'));
    expect(installed).toEqual(['mcp-scenario-eval']);
  });

  it('runs a scenario with the installed bin, from the user’s project', async () => {
    const bin = path.join(project, 'node_modules/.bin/mcp-scenario-eval');
    const run = await runProcess(bin, ['--server-module', 'server.mjs'], { cwd: project, env: process.env });
    expect(run.stdout).toContain('PASS  find_events_from_the_package');
    expect(run.stdout).toContain('1 scenario: 1 passed, 0 failed, 0 skipped');
    expect(run.code).toBe(0);
    const version = await runProcess(bin, ['--version'], { cwd: project, env: process.env });
    expect(version.stdout).toBe(`${PACKAGE.version}\n`);
  });

  it('ships the JSON Schema where docs/scenarios.md says, and its modeline finds it', async () => {
    const schemaPath = path.join(project, 'node_modules/mcp-scenario-eval/scenario.schema.json');
    expect(existsSync(schemaPath)).toBe(true);
    const readme = await readFile(path.join(ROOT, 'docs/scenarios.md'), 'utf8');
    expect(readme).toContain('"./node_modules/mcp-scenario-eval/scenario.schema.json"');
    expect(readme).toContain(MODELINE);
    // The modeline's path is relative to the scenario file, as the YAML language server reads it.
    const scenarioFile = path.join(project, 'scenarios/find_events.yaml');
    const target = path.resolve(path.dirname(scenarioFile), MODELINE.split('$schema=')[1]!);
    expect(target).toBe(schemaPath);
    const schema = JSON.parse(await readFile(target, 'utf8')) as object;
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(parse(await readFile(scenarioFile, 'utf8'))), JSON.stringify(validate.errors)).toBe(true);
  });
});
