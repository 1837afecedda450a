import { UriTemplate } from '@modelcontextprotocol/client';
import { namedBy, namedByStep, reachedBy as reachedByKind } from '../kinds/index.js';
import type { ListCoverage, Scenario, ScenarioResult, ToolCoverage } from '../model/index.js';
import type { Reached, ServerOthers } from './schedule.js';

/**
 * Which of the server's tools the run's scenarios call, and which none does. A tool counts when a
 * scenario names it (a step's tool, an agent scenario's `expected_calls`) and a call of it reached
 * the server: a step refused before its call (arguments that do not fit, a name the server lacks)
 * or never reached (an earlier step failed) calls nothing. Scenarios skipped by `skip:` call nothing;
 * a tool the server lacks is not the server's, so it is not counted (the scenario fails on it anyway).
 * `sent` holds what was sent as it was sent: a run stopped mid-call (SIGTERM) has no result for the
 * call under way, nor for the scenario's earlier ones, and a call that was made is a call.
 *
 * With the server's other lists (`others`, read once a run where the server declares them), the same
 * for its resources, resource templates and prompts: which a scenario reads (see `othersCoverage`).
 */
export function toolCoverage(
  serverTools: string[],
  scenarios: Scenario[],
  results: ScenarioResult[],
  others?: ServerOthers,
  sent?: Reached,
): ToolCoverage {
  const running = scenarios.filter((scenario) => scenario.skip === undefined);
  const named = new Set(running.flatMap((scenario) => namedBy(scenario).tools));
  const fromResults = reachedBy(running, results);
  const union = (one: Set<string>, other: Set<string> | undefined) => new Set([...one, ...(other ?? [])]);
  const reached = union(fromResults.tools, sent?.tools);
  const resources = union(fromResults.resources, sent?.resources);
  const prompts = union(fromResults.prompts, sent?.prompts);
  const tools = [...new Set(serverTools)];
  const called = (tool: string) => named.has(tool) && reached.has(tool);
  const coverage: ToolCoverage = {
    serverTools: tools.length,
    called: tools.filter(called),
    uncalled: tools.filter((tool) => !called(tool)),
  };
  return others ? { ...coverage, ...othersCoverage(others, running, resources, prompts) } : coverage;
}

/** What the calls that reached the server touched: tools called, resource URIs read, prompts got. */
function reachedBy(scenarios: Scenario[], results: ScenarioResult[]) {
  const tools = new Set<string>();
  const resources = new Set<string>();
  const prompts = new Set<string>();
  // A step's result is matched to its step by where the step stands: the step's kind says what it
  // names (a tool, a resource URI, a prompt; a completion names nothing).
  const at = (position: { file: string; line: number; column: number } | undefined) =>
    position ? `${position.file}:${position.line}:${position.column}` : '';
  const stepNamed = new Map(
    scenarios.flatMap((scenario) =>
      'steps' in scenario ? scenario.steps.map((step) => [at(step.position), namedByStep(step)] as const) : [],
    ),
  );
  const byName = new Map(scenarios.map((scenario) => [scenario.name, scenario]));
  for (const result of results) {
    for (const step of result.steps) {
      const named = (step.position && stepNamed.get(at(step.position))) || { tools: [step.tool] };
      for (const tool of named.tools) tools.add(tool);
      for (const uri of named.resources ?? []) resources.add(uri);
      for (const prompt of named.prompts ?? []) prompts.add(prompt);
    }
    // What else the result shows reached the server, as the scenario's kind reads it (an agent trial's calls).
    const scenario = byName.get(result.name);
    const more = scenario && reachedByKind(scenario, result);
    for (const tool of more?.tools ?? []) tools.add(tool);
    for (const uri of more?.resources ?? []) resources.add(uri);
    for (const prompt of more?.prompts ?? []) prompts.add(prompt);
  }
  return { tools, resources, prompts };
}

/**
 * The server's resources, templates and prompts a scenario reads (a `resource:` step, a `prompt:`
 * step, an agent scenario's `prompt_from`) and which none does; each list only when the server lists
 * some. A URI the server lists as a resource counts for that resource only; any other URI read
 * counts for each template that matches it (`notes://1234` for `notes://{id}`). A completion reads
 * neither a prompt nor a template: it does not count.
 */
function othersCoverage(
  others: ServerOthers,
  scenarios: Scenario[],
  readUris: Set<string>,
  gotPrompts: Set<string>,
): Pick<ToolCoverage, 'resources' | 'templates' | 'prompts'> {
  const named = scenarios.map((scenario) => namedBy(scenario));
  const namedUris = new Set(named.flatMap((one) => one.resources ?? []));
  const namedPrompts = new Set(named.flatMap((one) => one.prompts ?? []));
  const uris = [...readUris].filter((uri) => namedUris.has(uri));
  const listed = new Set(others.resources);
  const matches = (template: string, uri: string) => {
    try {
      return new UriTemplate(template).match(uri) !== null;
    } catch {
      // A template that does not parse matches nothing.
      return false;
    }
  };
  const split = (all: string[], read: (entry: string) => boolean): ListCoverage | undefined =>
    all.length === 0
      ? undefined
      : { listed: all.length, read: all.filter(read), unread: all.filter((entry) => !read(entry)) };
  const coverage: Pick<ToolCoverage, 'resources' | 'templates' | 'prompts'> = {};
  const resources = split(others.resources, (uri) => uris.includes(uri));
  const templates = split(others.templates, (template) =>
    uris.some((uri) => !listed.has(uri) && matches(template, uri)),
  );
  const prompts = split(others.prompts, (name) => namedPrompts.has(name) && gotPrompts.has(name));
  if (resources) coverage.resources = resources;
  if (templates) coverage.templates = templates;
  if (prompts) coverage.prompts = prompts;
  return coverage;
}
