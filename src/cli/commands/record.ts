import { readFile, writeFile } from 'node:fs/promises';
import {
  proposeReplacement,
  rewriteExpectedContains,
  type EntryUpdate,
  type ExpectedContainsUpdates,
} from '../../engine/authoring/update.js';
import { ConfigError } from '../../engine/configure.js';
import { matchedAnyFile, runSuite, type Scenario, type ScenarioResult } from '../../engine/index.js';
import { DEFAULT_SCENARIO_GLOBS } from '../../engine/options.js';
import { REDACTED } from '../../engine/redact.js';
import { loadSuite } from '../../engine/scenarios/index.js';
import { loadScenarioFile } from '../../engine/scenarios/load.js';
import { renderUnifiedDiff } from '../../report/diff.js';
import { escapeTerminal } from '../../report/escape.js';
import { renderRecord, type RecordedEntry, type RecordedScenario } from '../../report/record.js';
import { renderRunReport } from '../../report/terminal.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import type { Subcommand } from './index.js';
import { parseSubcommandArgs, SERVER_FLAGS_HELP, subcommandRunOptions, usageError } from './shared.js';

export const RECORD_USAGE = `Usage: mcp-scenario-eval record [FILES or globs…] [--update] [server flags]

Runs the scenarios (default ${DEFAULT_SCENARIO_GLOBS.join(' ')}) and shows, for each one, the
output and which expected_contains entries no longer occur in it (stale), with the
text each would become: the closest span of the closest output line. A step's own
expected_contains is checked against that call's output alone, as in a run.

With --update, rewrites only those stale entries in the files, in place, keeping
every comment, the order and the formatting of the rest, and prints a diff of each
change (never one that would make the file invalid). expected_judge,
expected_not_contains and the rest of the steps are never touched.
The judge is never called. A scenario whose tool sequence did not run as expected
(a call failed, or isError was not what the step says) is not recorded: fix that first.
In live mode, as in a run, only live: true scenarios run.

${SERVER_FLAGS_HELP}

Options:
  --update               rewrite the stale expected_contains entries
  -h, --help

Exit code: 0 nothing is stale (or all of it was updated), 1 a stale entry is left
(no --update, or no close line to update it to), an expected_not_contains entry
fails (record never changes one) or a scenario could not be recorded, 2 bad
usage or invalid files.
`;

/** Whether the calls went as the scenario says: only then is its output worth recording. */
function sequenceProblem(scenario: Scenario, result: ScenarioResult): string | undefined {
  if (result.status === 'skipped' && scenario.skip !== undefined) return `skipped: ${scenario.skip}`;
  if (result.error) return result.error;
  // A `save` that matched nothing stops the steps after it: its message says why, at its line.
  const save = result.checks.find((check) => check.kind === 'save' && check.status === 'failed');
  if (save) return `line ${save.position.line}: ${save.message ?? 'a save matched nothing'}`;
  if (result.steps.length !== scenario.steps.length) return 'not every step ran';
  for (const [index, step] of result.steps.entries()) {
    const wanted = scenario.steps[index]!;
    if (step.error) return step.error;
    if (step.isError !== wanted.expectError)
      return `${step.tool} (line ${step.position.line}) ${step.isError ? 'returned isError: true' : 'succeeded, but the step says expect_error: true'}`;
  }
  return undefined;
}

export const record: Subcommand = async (argv, env, io) => {
  const cwd = process.cwd();
  let parsed;
  let options;
  try {
    parsed = parseSubcommandArgs(argv, { update: { type: 'boolean' } });
    if (parsed.values.help) {
      io.out(RECORD_USAGE);
      return EXIT_OK;
    }
    const globs = parsed.positionals.length > 0 ? parsed.positionals : DEFAULT_SCENARIO_GLOBS;
    options = subcommandRunOptions(parsed.values, env, cwd, globs);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'record', error.message, RECORD_USAGE);
  }

  const suite = await loadSuite(options.scenarioGlobs, cwd);
  const run = await runSuite(options);
  if (run.fileErrors.length > 0 || !matchedAnyFile(run)) {
    io.out(`${renderRunReport(run, { color: false })}\n`);
    return EXIT_USAGE;
  }
  const byName = new Map(suite.scenarios.map((scenario) => [scenario.name, scenario]));
  const recorded: RecordedScenario[] = [];
  const updatesByFile = new Map<string, ExpectedContainsUpdates>();
  let left = 0;
  for (const result of run.scenarios) {
    const scenario = byName.get(result.name)!;
    const problem = sequenceProblem(scenario, result);
    // Each step's own entries are checked against that call's output alone, as a run checks them;
    // the scenario's against the joined output. In file order: the steps come first.
    const lists = [
      ...scenario.steps.map((step, index) => ({
        step: index as number | undefined,
        entries: step.expectedContains,
        output: result.steps[index]?.text ?? '',
      })),
      { step: undefined, entries: scenario.expectedContains, output: result.output },
    ];
    const changes: EntryUpdate[] = [];
    const entries = lists.flatMap(({ step, entries: list, output }) =>
      list.map((entry, index): RecordedEntry => {
        const stale = !problem && !output.includes(entry.value);
        let proposal = stale ? proposeReplacement(entry.value, output) : undefined;
        // Scrubbed text is not what the server says: writing it would make a check that never holds.
        if (proposal?.includes(REDACTED) && options.secrets.length > 0) proposal = undefined;
        if (stale && proposal !== undefined) changes.push({ step, index, value: proposal });
        if (stale && (proposal === undefined || !parsed.values.update)) left++;
        const ref = step === undefined ? undefined : { index: step + 1, tool: scenario.steps[step]!.tool };
        return { value: entry.value, position: entry.position, stale, proposal, step: ref };
      }),
    );
    if (changes.length > 0) {
      const file = updatesByFile.get(scenario.absolutePath) ?? new Map<string, EntryUpdate[]>();
      updatesByFile.set(scenario.absolutePath, file);
      file.set(scenario.name, changes);
    }
    if (problem && result.status !== 'skipped') left++;
    // What record never changes may fail too: say so, so that "nothing is stale" is not read as a pass.
    const stillFailing = problem
      ? []
      : result.checks
          .filter((check) => check.kind === 'not_contains' && check.status === 'failed')
          .map((check) => ({ line: check.position.line, message: check.message ?? '' }));
    left += stillFailing.length;
    recorded.push({
      name: result.name,
      position: result.position,
      output: result.output,
      notRecorded: problem,
      entries,
      stillFailing,
    });
  }
  io.out(renderRecord(recorded));
  // Scenarios a live run leaves out are not recorded either: say so, and never call an empty
  // selection "nothing is stale".
  const leftOutNote =
    run.notLive > 0
      ? `${run.notLive} ${run.notLive === 1 ? 'scenario is' : 'scenarios are'} not live (no live: true), so not recorded in live mode.\n`
      : '';
  if (run.scenarios.length === 0) {
    io.out(`${leftOutNote}No scenario was recorded.\n`);
    return EXIT_FAILED;
  }

  const stale = recorded.flatMap((s) => s.entries).filter((entry) => entry.stale).length;
  const failing = recorded.reduce((sum, s) => sum + (s.stillFailing?.length ?? 0), 0);
  const failingNote =
    failing === 0
      ? ''
      : `${failing} expected_not_contains ${failing === 1 ? 'entry fails' : 'entries fail'}: record never changes ${failing === 1 ? 'one' : 'them'}, so look at the server or edit the file by hand.\n`;
  if (!parsed.values.update) {
    io.out(
      (stale === 0
        ? 'No expected_contains entry is stale.\n'
        : `${stale} stale expected_contains ${stale === 1 ? 'entry' : 'entries'}; run again with --update to rewrite ${stale === 1 ? 'it' : 'them'}.\n`) +
        failingNote +
        leftOutNote,
    );
    return left > 0 ? EXIT_FAILED : EXIT_OK;
  }
  let written = 0;
  for (const [file, updates] of updatesByFile) {
    const shown = suite.scenarios.find((scenario) => scenario.absolutePath === file)!.position.file;
    try {
      const before = await readFile(file, 'utf8');
      const after = rewriteExpectedContains(before, updates);
      // The new text must make a valid file: a proposal can hold what the loader refuses in a
      // check (a saved name as `${name}`), and a file that no longer loads stops every run.
      const invalid = loadScenarioFile(after, file, shown).errors[0];
      if (invalid) {
        throw new Error(
          `the new entries would make it invalid (line ${invalid.position.line}: ${invalid.message}); it was left as it was: edit the stale entries by hand`,
        );
      }
      await writeFile(file, after, 'utf8');
      io.out(renderUnifiedDiff(shown, before, after));
      written += [...updates.values()].reduce((sum, changes) => sum + changes.length, 0);
    } catch (error) {
      io.err(
        `mcp-scenario-eval record: could not update ${escapeTerminal(shown)}: ${escapeTerminal((error as Error).message)}\n`,
      );
      left++;
    }
  }
  io.out(
    `Updated ${written} expected_contains ${written === 1 ? 'entry' : 'entries'} in ${updatesByFile.size} ${updatesByFile.size === 1 ? 'file' : 'files'}.\n${failingNote}${leftOutNote}`,
  );
  return left > 0 ? EXIT_FAILED : EXIT_OK;
};
