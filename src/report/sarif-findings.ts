// The families of findings the SARIF report holds (sarif.ts renders them): each family is its rules
// (id, level, descriptions and help, from the docs) and one small function from the sources to its
// findings. A new family is one entry of SARIF_FAMILIES and its source in SarifSources; the
// renderer, locations, fingerprints and limits take it from there.
import type { AnnotationFindingKind, AnnotationsReport } from '../model/annotations.js';
import { ANNOTATION_FINDING_KINDS } from '../model/annotations.js';
import type { FuzzReport } from '../model/fuzz.js';
import { FINDING_KINDS } from '../model/fuzz.js';
import type { RunAnnotations, ScenarioResult } from '../model/result.js';
import type { LintReport, SnapshotCheck } from '../model/server-tools.js';
import { RULES } from '../server-tools/lint/rules/index.js';

/** The docs in the repository, which each rule's `helpUri` links into (a page and its heading's anchor). */
export const DOCS_URI = 'https://github.com/mcp-scenario-eval/mcp-scenario-eval/blob/main/docs';

export type SarifLevel = 'error' | 'warning' | 'note';

/** A rule as `tool.driver.rules` lists it. */
export interface SarifRuleInfo {
  id: string;
  level: SarifLevel;
  /** One line. */
  short: string;
  /** The whole reason, as the docs say it. */
  full: string;
  /** The docs page and anchor (`server-tools.md#…`), under DOCS_URI. */
  doc: string;
}

/** What a family found, before it is placed and fingerprinted. */
export interface SarifFinding {
  ruleId: string;
  level: SarifLevel;
  message: string;
  /** The tool (prompt, resource template) it is about: its logical location, and the line of the snapshot file. */
  tool?: string;
  /** `tool` is a prompt or a resource template. */
  surface?: 'prompt' | 'resource-template';
  parameter?: string;
  /** A place in a file (workspace-relative): a step's in its scenario file, a tool's line of the snapshot as a run found it. */
  at?: { file: string; line: number; column?: number };
  /** The reason a suppressions file gives for accepting it. */
  suppressed?: string;
  /**
   * What identifies the finding from one run to the next, beside its rule, tool and parameter (its
   * fingerprint): the message by default; a family sets it where the message holds volatile text.
   */
  identity?: string;
}

/** What a SARIF report is made from: a run's parts, or one subcommand's report. */
export interface SarifSources {
  lint?: LintReport;
  snapshot?: SnapshotCheck;
  fuzz?: FuzzReport;
  scenarios?: readonly ScenarioResult[];
  /**
   * The annotations check: the `annotations` command's report, or a run's (with its mode, which
   * sets the level, and each tool's line in the committed snapshot).
   */
  annotations?: AnnotationsReport & Partial<Pick<RunAnnotations, 'mode' | 'snapshot'>>;
}

export interface SarifFamily {
  rules: readonly SarifRuleInfo[];
  findings(sources: SarifSources): SarifFinding[];
}

const LINT_DOC = 'server-tools.md#checking-the-tool-definitions-lint';
const SNAPSHOT_DOC = 'server-tools.md#the-tool-list-as-a-contract-tools---save--tools---diff';
const FUZZ_DOC = 'server-tools.md#fuzzing-every-tool-prompt-and-resource-template-fuzz';

/** The first sentence of a reason (to its first `:` or `.`), as a rule's short description. */
function firstClause(text: string): string {
  const end = text.search(/[.:](\s|$)/);
  return end > 0 ? text.slice(0, end) : text;
}

/** Lint: every rule of the lint registry (docs/server-tools.md's table holds the same reasons). */
const LINT: SarifFamily = {
  rules: Object.values(RULES).map((rule) => ({
    id: rule.id,
    level: rule.level,
    short: firstClause(rule.reason),
    full: rule.reason,
    doc: LINT_DOC,
  })),
  findings: ({ lint }) =>
    (lint?.findings ?? []).map((finding) => ({
      ruleId: finding.rule,
      level: finding.level,
      message: `${finding.tool === undefined ? '' : `${finding.tool}: `}${finding.message}`,
      tool: finding.tool,
      parameter: finding.parameter,
      suppressed: finding.suppressed,
      identity: finding.message,
    })),
};

/** The tool-list snapshot: a breaking change (what callers' code depends on) is an alert. */
const SNAPSHOT: SarifFamily = {
  rules: [
    {
      id: 'snapshot/breaking',
      level: 'error',
      short: "A breaking change of the server's tool list against the committed snapshot",
      full: 'A removed or renamed tool, a removed or newly required parameter, a narrowed type or enum, a removed output field, a removed prompt or resource template, or a removed or newly required prompt argument: code and prompts written against the committed snapshot stop working. Accept it by writing the snapshot again (`tools --save FILE`) when it is meant.',
      doc: SNAPSHOT_DOC,
    },
  ],
  findings: ({ snapshot }) =>
    (snapshot?.changes ?? [])
      .filter((change) => change.kind === 'breaking')
      .map((change) => ({
        ruleId: 'snapshot/breaking',
        level: 'error',
        message: `${change.tool}: ${change.message}`,
        tool: change.tool,
        identity: change.message,
      })),
};

const FUZZ_RULES: Record<(typeof FINDING_KINDS)[number], { short: string; full: string }> = {
  crash: {
    short: 'An input makes the server exit or close the connection',
    full: 'A crash: a generated input (valid or not) made the server process exit or close the connection. Every client of the server loses its session to it.',
  },
  hang: {
    short: 'An input gets no answer within the timeout',
    full: 'A hang: a call got no answer within the fuzz timeout, and was cut. A client waits on it, and a model with it.',
  },
  'protocol-error': {
    short: 'An input gets a JSON-RPC error other than -32602 invalid params',
    full: 'A protocol error: the server answered a call with a JSON-RPC error other than -32602 (invalid params) for input the schema rejects; a tool error belongs in an isError result the model can read.',
  },
  leak: {
    short: "An answer leaks the server's internals",
    full: "A leak: an answer holds what the input did not (a stack trace, a Python traceback, a Go panic, an absolute path of the server's own files), telling a caller about the server's internals.",
  },
};

/** Fuzz: one alert per tool and kind; a finding a suppressions entry accepts stays, suppressed. */
const FUZZ: SarifFamily = {
  rules: FINDING_KINDS.map((kind) => ({
    id: `fuzz/${kind}`,
    level: 'error' as const,
    short: FUZZ_RULES[kind].short,
    full: `${FUZZ_RULES[kind].full} The finding's message gives the shrunk input; the fuzz report gives the command that finds it again and a ready scenario.`,
    doc: FUZZ_DOC,
  })),
  findings: ({ fuzz }) =>
    (fuzz?.tools ?? []).flatMap((tool) => {
      const found = tool.findings.map((finding) => ({
        ruleId: `fuzz/${finding.kind}`,
        level: 'error' as const,
        message: `${tool.tool}: ${finding.detail} (input: ${inputText(finding.args)})`,
        tool: tool.tool,
        surface: tool.surface,
        // The detail holds times, exit codes and the input found by this seed: the kind is the alert.
        identity: finding.kind,
      }));
      const suppressed = (tool.suppressed ?? [])
        .filter((one) => !tool.findings.some((finding) => finding.kind === one.kind))
        .map((one) => ({
          ruleId: `fuzz/${one.kind}`,
          level: 'error' as const,
          message: `${tool.tool}: ${one.detail} (input: ${inputText(one.args)})`,
          tool: tool.tool,
          surface: tool.surface,
          suppressed: `${one.reason} (${one.where})`,
          identity: one.kind,
        }));
      return [...found, ...suppressed];
    }),
};

/** A fuzz input as one line, cut: the message is bounded again as a whole. */
function inputText(args: Record<string, unknown>): string {
  let text: string;
  try {
    text = JSON.stringify(args) ?? '{}';
  } catch {
    text = '(not JSON)';
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** A run's step whose output holds hidden text: a warning at the step's line of the scenario file. */
const OUTPUT: SarifFamily = {
  rules: [
    {
      id: 'output/hidden-text',
      level: 'warning',
      short: "A tool's output holds text the user does not see but the model reads",
      full: "A step's output holds hidden text (Unicode tag characters, zero-width or bidi controls, …): it reaches the model unseen, as a lint `hidden-text` finding would in a description. The scenario's own status is unchanged.",
      doc: LINT_DOC,
    },
  ],
  findings: ({ scenarios }) =>
    (scenarios ?? []).flatMap((scenario) =>
      scenario.steps.flatMap((step) =>
        (step.warnings ?? []).map((warning) => ({
          ruleId: 'output/hidden-text',
          level: 'warning' as const,
          message: `${scenario.name}: ${step.tool}: ${warning}`,
          tool: step.tool,
          at: { file: step.position.file, line: step.position.line, column: step.position.column },
          identity: `${step.position.file}\n${scenario.name}\n${warning}`,
        })),
      ),
    ),
};

const ANNOTATIONS_DOC = 'annotations.md#what-each-hint-claims-and-how-it-is-observed';

/** The annotations check's rules (docs/annotations.md's table says the same). */
const ANNOTATIONS_RULES: Record<AnnotationFindingKind, { short: string; full: string }> = {
  'not-read-only': {
    short: "A tool annotated readOnlyHint: true changed the server's state",
    full: "Not read-only: the tool is annotated readOnlyHint: true, yet a call changed the server's state (a file, a listed resource, a probe's output). Hosts run a read-only tool with no approval prompt: fix the hint (readOnlyHint: false) or the tool.",
  },
  'not-idempotent': {
    short: 'A tool annotated idempotentHint: true changed the state again on a second identical call',
    full: 'Not idempotent: the tool is annotated idempotentHint: true, yet the state after two identical calls differs from the state after one. Hosts retry an idempotent call on their own: fix the hint (idempotentHint: false) or the tool.',
  },
  destructive: {
    short: 'A tool annotated destructiveHint: false removed or overwrote what was there',
    full: 'Destructive: the tool is annotated destructiveHint: false, yet a call removed or overwrote what was in the state before (a non-destructive tool may only add). Fix the hint (destructiveHint: true) or the tool.',
  },
};

/**
 * The annotations check: one alert per tool and kind, an error (a warning under a run's
 * `annotations: warn`); a suppressed finding stays, suppressed. A suggestion (a tool that could be
 * annotated readOnlyHint: true) is not a finding and is left out. Placed at the tool's line of the
 * committed snapshot when the run found it there (else the renderer's own lookup, else by name).
 */
const ANNOTATIONS: SarifFamily = {
  rules: ANNOTATION_FINDING_KINDS.map((kind) => ({
    id: `annotations/${kind}`,
    level: 'error' as const,
    short: ANNOTATIONS_RULES[kind].short,
    full: `${ANNOTATIONS_RULES[kind].full} The finding's message gives the shrunk input; the annotations report gives the state changes and the command that finds it again.`,
    doc: ANNOTATIONS_DOC,
  })),
  findings: ({ annotations }) => {
    if (!annotations) return [];
    const level = annotations.mode === 'warn' ? ('warning' as const) : ('error' as const);
    const lines = annotations.snapshot?.lines;
    return annotations.tools.flatMap((tool) => {
      const line = lines && Object.hasOwn(lines, tool.tool) ? lines[tool.tool] : undefined;
      const place = {
        tool: tool.tool,
        ...(annotations.snapshot && typeof line === 'number' ? { at: { file: annotations.snapshot.file, line } } : {}),
      };
      const found = tool.findings.map((finding) => ({
        ruleId: `annotations/${finding.kind}`,
        level,
        message: `${tool.tool}: ${finding.detail} (input: ${inputText(finding.args)})`,
        ...place,
        // The detail and the input are this seed's: the tool and the kind are the alert.
        identity: finding.kind,
      }));
      const suppressed = (tool.suppressed ?? [])
        .filter((one) => !tool.findings.some((finding) => finding.kind === one.kind))
        .filter((one, index, all) => all.findIndex((other) => other.kind === one.kind) === index)
        .map((one) => ({
          ruleId: `annotations/${one.kind}`,
          level,
          message: `${tool.tool}: ${one.detail} (input: ${inputText(one.args)})`,
          ...place,
          suppressed: `${one.reason} (${one.where})`,
          identity: one.kind,
        }));
      return [...found, ...suppressed];
    });
  },
};

/** Every family, in the order of the results. */
export const SARIF_FAMILIES: readonly SarifFamily[] = [LINT, SNAPSHOT, FUZZ, ANNOTATIONS, OUTPUT];
