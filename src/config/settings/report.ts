// The settings table's rows for what a run writes: report files and, in the action, a check run
// (with the token it is written with). Assembled into the table, in its order, by config/settings.ts.
import type { Rows } from './types.js';

export const REPORT_ROWS = {
  reportJson: {
    name: 'report-json',
    // The CLI's own short names came first; the action's are accepted too.
    flag: 'json',
    aliases: ['report-json'],
    type: 'string',
    arg: 'FILE',
    commands: ['run'],
    group: 'report',
    help: 'write the JSON report',
  },
  reportJunit: {
    name: 'report-junit',
    flag: 'junit',
    aliases: ['report-junit'],
    type: 'string',
    arg: 'FILE',
    commands: ['run'],
    group: 'report',
    help: 'write JUnit XML',
  },
  reportSarif: {
    name: 'report-sarif',
    flag: 'sarif',
    aliases: ['report-sarif'],
    type: 'string',
    arg: 'FILE',
    commands: ['run', 'lint', 'fuzz', 'tools', 'annotations'],
    group: 'report',
    help: "write the findings on the server's surface (lint, breaking snapshot changes, fuzz, annotation checks, hidden text in outputs) as SARIF 2.1.0, for GitHub code scanning",
  },
  reports: {
    name: 'reports',
    // One file per flag: the singular reads right (`--report json=a.json --report junit=b.xml`).
    flag: 'report',
    aliases: ['reports'],
    type: 'lines',
    arg: 'NAME=FILE',
    commands: ['run'],
    group: 'report',
    // The names are report/files.ts' registry (listed by an unknown NAME's message and docs/reports.md), not written here.
    help: 'write the report file NAME to FILE, json or junit for example (repeatable); --json FILE is --report json=FILE',
  },
  // The action alone: a check run is written through the GitHub API with the job's token, which the
  // CLI has no business holding (commands: none, no flag).
  checkRun: {
    name: 'check-run',
    type: 'boolean',
    default: false,
    flag: null,
    commands: [],
    group: 'report',
    help: 'after the run, a check run with every failed check as an annotation (needs permissions: checks: write)',
  },
  githubToken: {
    name: 'github-token',
    type: 'string',
    secret: true,
    flag: null,
    inputDefault: '${{ github.token }}',
    commands: [],
    group: 'secret',
    help: 'the token check-run writes with; masked, redacted, never passed to the server under test',
  },
} satisfies Rows;
