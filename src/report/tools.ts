import type { ToolArgument, ToolSummary } from '../mcp/tool-list.js';
import { escapeTerminal } from './text/escape.js';
import { clipLine } from './text/limits.js';
import { shellWord } from '../util/shell.js';

/** Longest enum shown in full; past it, the first few and a count, so one tool cannot flood the screen. */
export const MAX_ENUM_VALUES_SHOWN = 12;
/** Longest default or enum value shown, in characters. */
const MAX_VALUE_CHARS = 60;

/** A value from a schema, as JSON, on one line and cut to a readable length. */
function shownValue(value: unknown): string {
  return clipLine(escapeTerminal(JSON.stringify(value) ?? String(value)).replace(/\n/g, ' '), MAX_VALUE_CHARS);
}

/** Nested field lines shown per tool at most: a terminal's worth; the rest are counted. */
export const MAX_FIELD_LINES_PER_TOOL = 40;

/**
 * An argument's line, then its fields (of an object, or of each item of an array), indented two
 * more spaces per level, in the same style; at most `budget.left` field lines per tool.
 */
function argumentLines(argument: ToolArgument, depth: number, budget: { left: number; hidden: number }): string[] {
  const lines = [argumentLine(argument, depth)];
  for (const field of argument.fields ?? []) {
    if (budget.left <= 0) {
      budget.hidden += 1 + countFields(field);
      continue;
    }
    budget.left--;
    const [first, ...rest] = argumentLines(field, depth + 1, budget);
    lines.push(first!, ...rest);
  }
  return lines;
}

const countFields = (argument: ToolArgument): number =>
  (argument.fields ?? []).reduce((sum, field) => sum + 1 + countFields(field), 0);

function argumentLine(argument: ToolArgument, depth = 0): string {
  const facts = [escapeTerminal(argument.type), argument.required ? 'required' : 'optional'];
  if (argument.enum) {
    const shown = argument.enum.slice(0, MAX_ENUM_VALUES_SHOWN).map(shownValue);
    const more = argument.enum.length - shown.length;
    facts.push(`one of ${shown.join(' | ')}${more > 0 ? ` | … ${more} more` : ''}`);
  }
  if (argument.hasDefault) facts.push(`default ${shownValue(argument.default)}`);
  const description = argument.description ? `: ${escapeTerminal(argument.description).replace(/\s*\n\s*/g, ' ')}` : '';
  return `    ${'  '.repeat(depth)}${escapeTerminal(argument.name)} (${facts.join(', ')})${description}`;
}

/** The behaviour hints of the protocol, in its order; any other annotation follows them. */
const ANNOTATION_ORDER = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

/**
 * A tool's annotations on one line, and what `fuzz` makes of them: it calls only a tool annotated
 * `readOnlyHint: true` (by the protocol's defaults any other may write or delete), so the line says
 * which, where a reader deciding about `--include-writes` looks.
 */
function annotationsLine(annotations: Record<string, unknown> | undefined): string {
  const fuzz =
    annotations?.readOnlyHint === true ? 'fuzz calls it' : 'not readOnlyHint: fuzz skips it unless --include-writes';
  const keys = Object.keys(annotations ?? {}).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : Number(a > b)));
  if (keys.length === 0) return `  annotations: none (${fuzz})`;
  const shown = keys.map((key) => `${escapeTerminal(key)} ${shownValue(annotations![key])}`);
  return `  annotations: ${shown.join(', ')} (${fuzz})`;
}

const rank = (key: string) => {
  const at = ANNOTATION_ORDER.indexOf(key);
  return at < 0 ? ANNOTATION_ORDER.length : at;
};

/**
 * The tool list for a terminal: each tool's name, its title, its description (indented, every line
 * kept), its arguments, one a line, and its annotations. Server text is untrusted: it is escaped so it cannot move the cursor,
 * recolour the terminal or issue a workflow command.
 */
export function renderToolList(tools: ToolSummary[], target: string): string {
  const lines: string[] = [];
  for (const tool of tools) {
    lines.push(escapeTerminal(tool.name));
    if (tool.title?.trim()) lines.push(`  title: ${shownValue(tool.title)}`);
    if (tool.description?.trim()) {
      for (const line of escapeTerminal(tool.description.trim()).split('\n')) lines.push(`  ${line}`.trimEnd());
    }
    if (tool.arguments.length === 0) lines.push('  no arguments');
    else {
      const budget = { left: MAX_FIELD_LINES_PER_TOOL, hidden: 0 };
      lines.push('  arguments:', ...tool.arguments.flatMap((argument) => argumentLines(argument, 0, budget)));
      if (budget.hidden > 0) lines.push(`    … ${budget.hidden} more nested fields (--json shows the whole schema)`);
    }
    lines.push(annotationsLine(tool.annotations), '');
  }
  const count = tools.length === 1 ? '1 tool' : `${tools.length} tools`;
  lines.push(`${count} on ${escapeTerminal(target)}.`);
  const example = tools[0];
  if (example) {
    lines.push(
      `Write a scenario from one call: mcp-scenario-eval init NAME --tool ${escapeTerminal(shellWord(example.name))} --args ${shellWord(exampleArgs(example))} (and the same server flags)`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Arguments for the hint: each required one, with its default, its first enum value, or a placeholder. */
function exampleArgs(tool: ToolSummary): string {
  const args: Record<string, unknown> = {};
  for (const argument of tool.arguments.filter((a) => a.required)) {
    args[argument.name] = argument.hasDefault
      ? argument.default
      : argument.enum
        ? argument.enum[0]
        : placeholder(argument.type);
  }
  return escapeTerminal(JSON.stringify(args));
}

function placeholder(type: string): unknown {
  if (type.startsWith('integer') || type.startsWith('number')) return 1;
  if (type.startsWith('boolean')) return true;
  if (type.startsWith('array')) return [];
  if (type.startsWith('object')) return {};
  return '…';
}
