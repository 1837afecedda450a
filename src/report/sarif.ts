// The SARIF 2.1.0 report (`--sarif FILE`, `report-sarif`, `--report sarif=FILE`): the findings
// about the server's surface (lint, poisoning, breaking snapshot changes, fuzz, the annotations
// check, hidden text in a step's output) as a log GitHub's code scanning turns into alerts, tracked across commits by
// their fingerprints. A pure renderer: the faces read what it needs (the snapshot file's text).
import { createHash } from 'node:crypto';
import type { RunResult } from '../model/result.js';
import {
  SARIF_FAMILIES,
  DOCS_URI,
  type SarifFinding,
  type SarifRuleInfo,
  type SarifSources,
} from './sarif-findings.js';
import { visibleControls } from './text/escape.js';
import {
  SARIF_MESSAGE_LIMIT_CHARS,
  SARIF_NAME_LIMIT_CHARS,
  SARIF_RESULTS_LIMIT,
  clipLine,
  cutStart,
} from './text/limits.js';

export type { SarifSources } from './sarif-findings.js';

/** Where the log's `$schema` points: the SARIF 2.1.0 schema as published by SchemaStore. */
export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The key of our fingerprint in `partialFingerprints`: versioned, so a change of its recipe is a new key. */
export const SARIF_FINGERPRINT_KEY = 'mcpScenarioEval/v1';
const SRCROOT = '%SRCROOT%';

/** What the renderer is told beside the findings. */
export interface SarifContext {
  generatorVersion: string;
  /** The server's name (a logical location's `server/tool`); `server` when it is not known. */
  server?: string;
  /** The committed snapshot file, workspace-relative, and its text: a tool's finding is placed at its line. */
  snapshotFile?: string;
  snapshotText?: string;
}

/** The tools of a snapshot file by the line of their `"name"` (1-based), read from its text as `tools --save` writes it. */
export function snapshotToolLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let inTools = false;
  text.split('\n').forEach((line, index) => {
    if (/^ {2}"tools": \[/.test(line)) inTools = true;
    else if (inTools && /^ {2}\S/.test(line)) inTools = false;
    else if (inTools) {
      const match = /^ {6}"name": ("(?:[^"\\]|\\.)*"),?\s*$/.exec(line);
      if (!match) return;
      try {
        const name = JSON.parse(match[1]!) as string;
        if (!lines.has(name)) lines.set(name, index + 1);
      } catch {
        // Not a JSON string after all: that tool is placed by name only.
      }
    }
  });
  return lines;
}

/**
 * A path as a SARIF `uri` relative to %SRCROOT%: forward slashes, each segment percent-encoded.
 * Undefined for a path that is not inside the workspace (absolute, `..`): never an absolute path.
 */
export function workspaceUri(file: string): string | undefined {
  const slashed = file.replace(/\\/g, '/');
  if (slashed === '' || slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) return undefined;
  const segments = slashed.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || segments.includes('..')) return undefined;
  return segments.map(encodeURIComponent).join('/');
}

/** Text as a SARIF message shows it: control characters made visible, cut to `limit`. */
function shown(text: string, limit: number): string {
  return cutStart(visibleControls(text), limit);
}

/** A name (server, tool, parameter) as a logical location holds it: one line, control characters visible, cut. */
function named(text: string): string {
  return clipLine(visibleControls(text.replace(/\r?\n|\t/g, ' ')), SARIF_NAME_LIMIT_CHARS);
}

/**
 * The fingerprint of a finding: its rule, what it is on (surface, tool, parameter) and its
 * identity with what varies from run to run taken out (numbers: line numbers, times, counts; case
 * and spacing). Never its line: an edit above a finding leaves it the same alert.
 */
export function fingerprintOf(finding: SarifFinding): string {
  const identity = (finding.identity ?? finding.message).toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  const parts = [finding.ruleId, finding.surface ?? 'tool', finding.tool ?? '', finding.parameter ?? '', identity];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

const LEVEL_ORDER = { error: 0, warning: 1, note: 2 } as const;

function ruleDescriptor(rule: SarifRuleInfo) {
  const helpUri = `${DOCS_URI}/${rule.doc}`;
  return {
    id: rule.id,
    shortDescription: { text: rule.short },
    fullDescription: { text: rule.full },
    help: {
      text: `${rule.full}\n\nSee ${helpUri}`,
      markdown: `**\`${rule.id}\`** (${rule.level}): ${rule.full}\n\n[Documentation](${helpUri})`,
    },
    helpUri,
    defaultConfiguration: { level: rule.level },
  };
}

/** Where a finding is: the scenario file's line, the snapshot file's line of its tool, its tool by name. */
function locationOf(finding: SarifFinding, context: SarifContext, toolLines: Map<string, number>) {
  const server = named(context.server || 'server');
  const tool = finding.tool === undefined ? undefined : named(finding.tool);
  const logicalLocations =
    tool === undefined
      ? [{ name: server, kind: 'module' }]
      : [
          {
            name: tool,
            kind: finding.surface === 'resource-template' ? 'resource' : 'function',
            fullyQualifiedName: `${server}/${tool}`,
          },
        ];
  let physicalLocation;
  const scenarioUri = finding.at && workspaceUri(finding.at.file);
  const snapshotUri = context.snapshotFile === undefined ? undefined : workspaceUri(context.snapshotFile);
  const toolLine = finding.tool === undefined || finding.surface ? undefined : toolLines.get(finding.tool);
  if (finding.at && scenarioUri && finding.at.line >= 1) {
    physicalLocation = {
      artifactLocation: { uri: scenarioUri, uriBaseId: SRCROOT },
      region: {
        startLine: Math.floor(finding.at.line),
        ...(finding.at.column !== undefined && finding.at.column >= 1
          ? { startColumn: Math.floor(finding.at.column) }
          : {}),
      },
    };
  } else if (snapshotUri && toolLine !== undefined) {
    physicalLocation = { artifactLocation: { uri: snapshotUri, uriBaseId: SRCROOT }, region: { startLine: toolLine } };
  }
  return { ...(physicalLocation ? { physicalLocation } : {}), logicalLocations };
}

/** The SARIF log of the sources' findings, as an object (see renderSarif). */
export function buildSarif(sources: SarifSources, context: SarifContext) {
  const rules = SARIF_FAMILIES.flatMap((family) => family.rules);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const toolLines =
    context.snapshotText === undefined ? new Map<string, number>() : snapshotToolLines(context.snapshotText);
  const all = SARIF_FAMILIES.flatMap((family) => family.findings(sources));
  // Errors first when the findings are more than code scanning shows: those are the ones to keep.
  const kept =
    all.length <= SARIF_RESULTS_LIMIT
      ? all
      : [...all].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]).slice(0, SARIF_RESULTS_LIMIT);
  const results = kept.map((finding) => ({
    ruleId: finding.ruleId,
    ...(ruleIndex.has(finding.ruleId) ? { ruleIndex: ruleIndex.get(finding.ruleId)! } : {}),
    level: finding.level,
    message: { text: shown(finding.message, SARIF_MESSAGE_LIMIT_CHARS) },
    locations: [locationOf(finding, context, toolLines)],
    partialFingerprints: { [SARIF_FINGERPRINT_KEY]: fingerprintOf(finding) },
    ...(finding.suppressed !== undefined
      ? { suppressions: [{ kind: 'external', justification: shown(finding.suppressed, SARIF_MESSAGE_LIMIT_CHARS) }] }
      : {}),
    ...(finding.parameter !== undefined ? { properties: { parameter: named(finding.parameter) } } : {}),
  }));
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0' as const,
    runs: [
      {
        tool: {
          driver: {
            name: 'mcp-scenario-eval',
            version: context.generatorVersion,
            informationUri: 'https://github.com/mcp-scenario-eval/mcp-scenario-eval',
            rules: rules.map(ruleDescriptor),
          },
        },
        columnKind: 'utf16CodeUnits',
        results,
        ...(all.length > kept.length ? { properties: { resultsLeftOut: all.length - kept.length } } : {}),
      },
    ],
  };
}

/** The SARIF log as the file's text. */
export function renderSarif(sources: SarifSources, context: SarifContext): string {
  return `${JSON.stringify(buildSarif(sources, context), null, 2)}\n`;
}

/** What a run's report file needs beside the result: the committed snapshot's text, read by the face. */
export interface SarifRunContext {
  snapshotText?: string;
}

/** A run's SARIF: its lint, its snapshot check's breaking changes, its annotations check, and hidden text in its steps' outputs. */
export function renderRunSarif(run: RunResult, generatorVersion: string, context: SarifRunContext = {}): string {
  const snapshot = run.toolsSnapshot;
  return renderSarif(
    { lint: run.lint?.report, snapshot, annotations: run.annotations, scenarios: run.scenarios },
    {
      generatorVersion,
      server: run.protocol?.serverName,
      snapshotFile: snapshot && !snapshot.noFile ? snapshot.file : undefined,
      snapshotText: context.snapshotText,
    },
  );
}
