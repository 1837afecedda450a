// Offline validation of action.yml and workflow files with GitHub's own parser
// (@actions/workflow-parser, the one behind the Actions language service), plus the check the
// parser cannot make: that every `with:` key of a step using this action is one of its inputs.
import { register } from 'node:module';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair } from 'yaml';
import { closest } from '../../src/util/closest.js';

// The parser imports its JSON schemas without `with { type: 'json' }`, which Node's ESM loader
// refuses; the hook adds the attribute. It must be registered before the parser is first imported.
register('./json-import-hook.mjs', import.meta.url);
const { parseWorkflow, convertWorkflowTemplate, NoOperationTraceWriter } = await import('@actions/workflow-parser');
const { parseAction } = await import('@actions/workflow-parser/actions/action-parser');

export interface FileText {
  /** Path as shown in messages, e.g. `.github/workflows/ci.yml`. */
  name: string;
  content: string;
}

function describeErrors(errors: { message: string }[]): string[] {
  return errors.map((error) => error.message);
}

/** Errors of `action.yml` against the action metadata schema; empty when it is valid. */
export function actionErrors(file: FileText): string[] {
  const result = parseAction(file, new NoOperationTraceWriter());
  return describeErrors(result.context.errors.getErrors());
}

/**
 * Errors of a workflow against the workflow schema, then of converting it to a workflow template
 * (which is where cron expressions, job dependencies and matrices are checked); empty when valid.
 */
export async function workflowErrors(file: FileText): Promise<string[]> {
  const parsed = parseWorkflow(file, new NoOperationTraceWriter());
  if (parsed.value && parsed.context.errors.count === 0) {
    await convertWorkflowTemplate(parsed.context, parsed.value);
  }
  return describeErrors(parsed.context.errors.getErrors());
}

/** The inputs that `action.yml` declares, with their defaults. */
export function actionInputs(actionYaml: string): Map<string, { default?: string; description: string }> {
  const action = parseDocument(actionYaml).toJS() as {
    inputs?: Record<string, { default?: unknown; description?: string }>;
  };
  return new Map(
    Object.entries(action.inputs ?? {}).map(([name, input]) => [
      name,
      {
        default: input.default === undefined ? undefined : String(input.default),
        description: input.description ?? '',
      },
    ]),
  );
}

export interface ActionStep {
  job: string;
  /** 1-based position in the job's steps. */
  index: number;
  name?: string;
  uses: string;
  line: number;
  with: { key: string; value: string; line: number }[];
}

function scalarText(node: unknown): string | undefined {
  return isScalar(node) ? String(node.value) : undefined;
}

function pairOf(node: unknown, key: string): Pair<Node, Node> | undefined {
  if (!isMap(node)) return undefined;
  return node.items.find((pair) => scalarText(pair.key) === key) as Pair<Node, Node> | undefined;
}

/** Every step of every job whose `uses:` satisfies `isThisAction`, with the source line of each key. */
export function stepsUsing(file: FileText, isThisAction: (uses: string) => boolean): ActionStep[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(file.content, { lineCounter });
  const lineAt = (node: Node | undefined | null) => (node?.range ? lineCounter.linePos(node.range[0]).line : 0);
  const steps: ActionStep[] = [];
  const jobs = pairOf(document.contents, 'jobs')?.value;
  if (!isMap(jobs)) return steps;
  for (const jobPair of jobs.items) {
    const stepList = pairOf(jobPair.value, 'steps')?.value;
    if (!isSeq(stepList)) continue;
    stepList.items.forEach((step, position) => {
      const usesPair = pairOf(step, 'uses');
      const uses = scalarText(usesPair?.value);
      if (uses === undefined || !isThisAction(uses)) return;
      const withMap = pairOf(step, 'with')?.value;
      steps.push({
        job: scalarText(jobPair.key) ?? '?',
        index: position + 1,
        name: scalarText(pairOf(step, 'name')?.value),
        uses,
        line: lineAt(usesPair?.key as Node),
        with: isMap(withMap)
          ? withMap.items.map((pair) => ({
              key: scalarText(pair.key) ?? '?',
              value: scalarText(pair.value) ?? '',
              line: lineAt(pair.key as Node),
            }))
          : [],
      });
    });
  }
  return steps;
}

/** `uses: ./` (this repository's action, as its own CI runs it). */
export function isLocalAction(uses: string): boolean {
  return uses === './' || uses === '.';
}

/** One message per `with:` key that is not an input of the action, naming file, line and key. */
export function unknownInputProblems(file: FileText, steps: ActionStep[], inputs: Iterable<string>): string[] {
  const known = [...inputs];
  const problems: string[] = [];
  for (const step of steps) {
    for (const entry of step.with) {
      if (known.includes(entry.key)) continue;
      const suggestion = closest(entry.key, known);
      problems.push(
        `${file.name}:${entry.line}: job "${step.job}", step ${step.index}${step.name ? ` ("${step.name}")` : ''} passes "${entry.key}", which is not an input of action.yml${suggestion ? `: did you mean "${suggestion}"?` : ''}`,
      );
    }
  }
  return problems;
}
