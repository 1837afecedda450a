#!/usr/bin/env node
// Prints the CHANGELOG.md entry of one version (the lines under `## [X.Y.Z]` up to the next `## `),
// for the GitHub release's notes. Exits 1, naming the version, when there is no such entry: a
// release without notes is a mistake to stop at, not to publish.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function changelogEntry(text, version) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^## \\[?v?${version.replace(/\./g, '\\.')}\\]?(\\s|$)`).test(line),
  );
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const entry = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
  return entry === '' ? undefined : `${entry}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const version = process.argv[2] ?? '';
  const entry = changelogEntry(readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8'), version);
  if (!entry) {
    process.stderr.write(`CHANGELOG.md has no entry for ${version}: add "## [${version}]" with its notes\n`);
    process.exit(1);
  }
  process.stdout.write(entry);
}
