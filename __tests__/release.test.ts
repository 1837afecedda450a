import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, runProcess } from './helpers/runner.js';

// The release path (issue 20): package metadata, the release workflow, the CHANGELOG entry that
// becomes the release notes, and installing from a tag before the first npm publish.

const PACKAGE = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown> & {
  version: string;
};
const { changelogEntry } = (await import(pathToFileURL(path.join(ROOT, 'scripts/changelog-entry.mjs')).href)) as {
  changelogEntry(text: string, version: string): string | undefined;
};
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('the release path', () => {
  it('package.json says where the repository, home page and issues are', () => {
    expect(PACKAGE.repository).toMatchObject({
      type: 'git',
      url: expect.stringMatching(/^git\+https:\/\/github\.com\//),
    });
    expect(PACKAGE.homepage).toMatch(/^https:\/\/github\.com\/.+#readme$/);
    expect(PACKAGE.bugs).toMatchObject({ url: expect.stringMatching(/^https:\/\/github\.com\/.+\/issues$/) });
  });

  it('the release workflow runs on v*.*.* tags: build, tests, dist check, npm publish with provenance, a release, the major tag', async () => {
    const workflow = parse(await readFile(path.join(ROOT, '.github/workflows/release.yml'), 'utf8')) as {
      on: { push: { tags: string[] } };
      jobs: { release: { permissions: Record<string, string>; steps: { run?: string }[] } };
    };
    expect(workflow.on.push.tags).toEqual(['v*.*.*']);
    expect(workflow.jobs.release.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const runs = workflow.jobs.release.steps.map((step) => step.run ?? '').join('\n');
    const order = [
      'npm run build',
      'git status --porcelain -- dist',
      'npx vitest run',
      'changelog-entry.mjs',
      'npm publish --provenance',
      'gh release create',
      'git push --force origin "refs/tags/$major"',
    ];
    const at = order.map((text) => runs.indexOf(text));
    expect(
      at.every((index) => index >= 0),
      JSON.stringify(at),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("CHANGELOG.md has an entry for package.json's version, and a missing one is refused", async () => {
    const text = await readFile(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    expect(changelogEntry(text, PACKAGE.version)).toMatch(/\S/);
    expect(changelogEntry('## [1.0.0]\n\nnotes\n\n## [0.9.0]\n\nold\n', '1.0.0')).toBe('notes\n');
    const missing = await runProcess(process.execPath, [path.join(ROOT, 'scripts/changelog-entry.mjs'), '9.9.9'], {
      cwd: ROOT,
      env: process.env,
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('CHANGELOG.md has no entry for 9.9.9');
  });

  it('installs from a tag before the first publish, offline: the tag archive GitHub serves (dist/ is committed)', async () => {
    const temp = await mkdtemp(path.join(tmpdir(), 'mse-release-'));
    const git = (args: string[], cwd: string) =>
      runProcess('git', ['-c', 'user.email=release@test', '-c', 'user.name=release', ...args], {
        cwd,
        env: process.env,
      });
    // A clone of this repository's committed state, tagged as a release would be.
    const clone = path.join(temp, 'clone');
    expect((await git(['clone', '--quiet', '--no-hardlinks', ROOT, clone], temp)).code).toBe(0);
    expect((await git(['tag', `v${PACKAGE.version}`], clone)).code).toBe(0);
    const archive = path.join(temp, `v${PACKAGE.version}.tar.gz`);
    const made = await git(
      [
        'archive',
        '--format=tar.gz',
        `--prefix=mcp-scenario-eval-${PACKAGE.version}/`,
        '-o',
        archive,
        `v${PACKAGE.version}`,
      ],
      clone,
    );
    expect(made.code, made.stderr).toBe(0);
    const project = path.join(temp, 'user-repo');
    await runProcess('mkdir', [project], { cwd: temp, env: process.env });
    await writeFile(path.join(project, 'package.json'), '{ "name": "user-repo", "private": true }\n');
    const env = { ...process.env, npm_config_cache: path.join(temp, 'cache'), npm_config_update_notifier: 'false' };
    const install = await runProcess(
      NPM,
      ['install', '--save-dev', '--offline', '--no-audit', '--no-fund', `file:${archive}`],
      {
        cwd: project,
        env,
      },
    );
    expect(install.code, install.stderr).toBe(0);
    const version = await runProcess(path.join(project, 'node_modules/.bin/mcp-scenario-eval'), ['--version'], {
      cwd: project,
      env: process.env,
    });
    expect(version.stdout.trim()).toBe(PACKAGE.version);
  }, 120_000);

  // `npm i -D github:OWNER/REPO#vX.Y.Z` (or git+file://) works online, but npm first installs a git
  // dependency's devDependencies when its package.json has a build script (ours does), which needs
  // the registry: it cannot be done offline, so it runs only when MCP_EVAL_TEST_ONLINE=1.
  it.runIf(process.env.MCP_EVAL_TEST_ONLINE === '1')(
    'installs from a git tag (git+file://), online',
    async () => {
      const temp = await mkdtemp(path.join(tmpdir(), 'mse-release-git-'));
      const clone = path.join(temp, 'clone');
      expect((await runProcess('git', ['clone', '--quiet', ROOT, clone], { cwd: temp, env: process.env })).code).toBe(
        0,
      );
      expect((await runProcess('git', ['tag', `v${PACKAGE.version}`], { cwd: clone, env: process.env })).code).toBe(0);
      const project = path.join(temp, 'user-repo');
      await runProcess('mkdir', [project], { cwd: temp, env: process.env });
      await writeFile(path.join(project, 'package.json'), '{ "name": "user-repo", "private": true }\n');
      const install = await runProcess(NPM, ['install', '--save-dev', `git+file://${clone}#v${PACKAGE.version}`], {
        cwd: project,
        env: process.env,
      });
      expect(install.code, install.stderr).toBe(0);
    },
    600_000,
  );
});
