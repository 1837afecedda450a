import type { Scenario, ScenarioFileError } from '../model/index.js';
import { discoverScenarioFiles, displayPath } from './discover.js';
import { readUserText } from './read-text.js';

export interface LoadedSuite {
  scenarios: Scenario[];
  /** Every problem of every file, in file order, then line and column. */
  errors: ScenarioFileError[];
  unmatchedGlobs: string[];
  files: string[];
}

/** Finds, parses and validates every scenario file; all errors of all files, before anything runs. */
export async function loadSuite(
  globs: string[],
  workspace: string,
  /** Files the globs match that are not scenarios (the annotations check's probes file), as absolute paths. */
  exclude: readonly string[] = [],
): Promise<LoadedSuite> {
  const found = await discoverScenarioFiles(globs, workspace);
  const unmatched = found.unmatched;
  const files = found.files.filter((file) => !exclude.includes(file));
  const scenarios: Scenario[] = [];
  const errors: ScenarioFileError[] = [];
  if (files.length === 0) return { scenarios, errors, unmatchedGlobs: unmatched, files };
  // Loaded here, not at the top: the parser and the schema (YAML, zod) are for runs with files.
  const { byPosition, loadScenarioFile } = await import('./load.js');
  for (const file of files) {
    const shown = displayPath(file, workspace);
    const read = readUserText(file, shown);
    if ('error' in read) {
      errors.push(read.error);
      continue;
    }
    const text = read.text;
    const loaded = loadScenarioFile(text, file, shown);
    scenarios.push(...loaded.scenarios);
    errors.push(...loaded.errors);
  }
  errors.push(...duplicateNameErrors(scenarios));
  const fileOrder = new Map(files.map((file, index) => [displayPath(file, workspace), index]));
  errors.sort((a, b) => fileOrder.get(a.position.file)! - fileOrder.get(b.position.file)! || byPosition(a, b));
  return { scenarios, errors, unmatchedGlobs: unmatched, files };
}

/**
 * One error at each later use of a name, naming both places, so each gets its own annotation. Names
 * that differ only in case (`Dup`, `dup`) are duplicates too: a name is also a file name
 * (`__recordings__/NAME.json`), and on macOS and Windows runners the two would share one file.
 */
function duplicateNameErrors(scenarios: Scenario[]): ScenarioFileError[] {
  const firstByName = new Map<string, Scenario>();
  const errors: ScenarioFileError[] = [];
  for (const scenario of scenarios) {
    const key = scenario.name.toLowerCase();
    const first = firstByName.get(key);
    if (!first) {
      firstByName.set(key, scenario);
      continue;
    }
    const here = `${scenario.position.file}:${scenario.position.line}`;
    const there = `${first.position.file}:${first.position.line}`;
    errors.push({
      position: scenario.position,
      message:
        first.name === scenario.name
          ? `duplicate scenario name "${scenario.name}" at ${here}: already used at ${there}; names must be unique in the whole run, so rename one`
          : `scenario name "${scenario.name}" at ${here} differs only in case from "${first.name}" at ${there}; ` +
            'names are file names too (__recordings__/NAME.json), which macOS and Windows do not tell apart by case, so rename one',
    });
  }
  return errors;
}

export { selectScenarios } from './select.js';
