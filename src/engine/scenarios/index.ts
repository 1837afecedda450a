import { readFile } from 'node:fs/promises';
import type { Scenario, ScenarioFileError } from '../model.js';
import { discoverScenarioFiles, displayPath } from './discover.js';

export interface LoadedSuite {
  scenarios: Scenario[];
  /** Every problem of every file, in file order, then line and column. */
  errors: ScenarioFileError[];
  unmatchedGlobs: string[];
  files: string[];
}

/** Finds, parses and validates every scenario file; all errors of all files, before anything runs. */
export async function loadSuite(globs: string[], workspace: string): Promise<LoadedSuite> {
  const { files, unmatched } = await discoverScenarioFiles(globs, workspace);
  const scenarios: Scenario[] = [];
  const errors: ScenarioFileError[] = [];
  if (files.length === 0) return { scenarios, errors, unmatchedGlobs: unmatched, files };
  // Loaded here, not at the top: the parser and the schema (YAML, zod) are for runs with files.
  const { byPosition, loadScenarioFile } = await import('./load.js');
  for (const file of files) {
    const shown = displayPath(file, workspace);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      errors.push({
        position: { file: shown, line: 1, column: 1 },
        message: `cannot read ${shown}: ${(error as Error).message}`,
      });
      continue;
    }
    const loaded = loadScenarioFile(text, file, shown);
    scenarios.push(...loaded.scenarios);
    errors.push(...loaded.errors);
  }
  errors.push(...duplicateNameErrors(scenarios));
  const fileOrder = new Map(files.map((file, index) => [displayPath(file, workspace), index]));
  errors.sort((a, b) => fileOrder.get(a.position.file)! - fileOrder.get(b.position.file)! || byPosition(a, b));
  return { scenarios, errors, unmatchedGlobs: unmatched, files };
}

/** One error at each later use of a name, naming both places, so each gets its own annotation. */
function duplicateNameErrors(scenarios: Scenario[]): ScenarioFileError[] {
  const firstByName = new Map<string, Scenario>();
  const errors: ScenarioFileError[] = [];
  for (const scenario of scenarios) {
    const first = firstByName.get(scenario.name);
    if (!first) {
      firstByName.set(scenario.name, scenario);
      continue;
    }
    const here = `${scenario.position.file}:${scenario.position.line}`;
    const there = `${first.position.file}:${first.position.line}`;
    errors.push({
      position: scenario.position,
      message: `duplicate scenario name "${scenario.name}" at ${here}: already used at ${there}; names must be unique in the whole run, so rename one`,
    });
  }
  return errors;
}

export { parseShard, selectScenarios } from './select.js';
