// The families of findings the SARIF report holds (sarif.ts renders them): each family is its rules
// (id, level, descriptions and help, from the docs) and one small function from the sources to its
// findings. A new family (issue 45's annotation checks, say) is one entry of SARIF_FAMILIES and its
// source in SarifSources; the renderer, locations, fingerprints and limits take it from there.
import type { FuzzReport } from '../model/fuzz.js';
import { FINDING_KINDS } from '../model/fuzz.js';
import type { ScenarioResult } from '../model/result.js';
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
  /** A place in a scenario file (workspace-relative), when the finding is about a step. */
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

/**
 * Every family, in the order of the results. Issue 45's annotation checks plug in here: a family
 * whose rules are its checks (`annotations/not-read-only`, …) and whose `findings` reads
 * `sources.annotations` (its report, added to SarifSources), with the tool as each finding's `tool`.
 */
export const SARIF_FAMILIES: readonly SarifFamily[] = [LINT, SNAPSHOT, FUZZ, OUTPUT];
