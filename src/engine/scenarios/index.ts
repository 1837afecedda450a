import { readFile } from 'node:fs/promises';
import type { Scenario, ScenarioFileError } from '../model.js';
import { discoverScenarioFiles, displayPath } from './discover.js';
import { loadScenarioFile } from './load.js';

export interface LoadedSuite {
  scenarios: Scenario[];
  errors: ScenarioFileError[];
  unmatchedGlobs: string[];
  files: string[];
}

/** Finds, parses and validates every scenario file; all errors of all files, before anything runs. */
export async function loadSuite(globs: string[], workspace: string): Promise<LoadedSuite> {
  const { files, unmatched } = await discoverScenarioFiles(globs, workspace);
  const scenarios: Scenario[] = [];
  const errors: ScenarioFileError[] = [];
  for (const file of files) {
    const shown = displayPath(file, workspace);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      errors.push({ position: { file: shown, line: 1, column: 1 }, message: `cannot read ${shown}: ${String(error)}` });
      continue;
    }
    const loaded = loadScenarioFile(text, file, shown);
    scenarios.push(...loaded.scenarios);
    errors.push(...loaded.errors);
  }
  errors.push(...duplicateNameErrors(scenarios));
  return { scenarios, errors, unmatchedGlobs: unmatched, files };
}

function duplicateNameErrors(scenarios: Scenario[]): ScenarioFileError[] {
  const firstByName = new Map<string, Scenario>();
  const errors: ScenarioFileError[] = [];
  for (const scenario of scenarios) {
    const first = firstByName.get(scenario.name);
    if (!first) {
      firstByName.set(scenario.name, scenario);
      continue;
    }
    const where = `${first.position.file}:${first.position.line}`;
    errors.push({
      position: scenario.position,
      message: `duplicate scenario name "${scenario.name}": already used at ${where}; names must be unique in the whole run`,
    });
  }
  return errors;
}

export { parseShard, selectScenarios } from './select.js';
