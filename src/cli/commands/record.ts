import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  proposeReplacement,
  rewriteExpectedContains,
  type EntryUpdate,
  type ExpectedContainsUpdates,
} from '../../authoring/update.js';
import { ConfigError } from '../../config/resolve.js';
import { matchedAnyFile, runSuite, type Scenario, type ScenarioResult } from '../../run/index.js';
import { DEFAULT_SCENARIO_GLOBS } from '../../config/options.js';
import { REDACTED } from '../../secrets/redact.js';
import { labelOf } from '../../kinds/tool-sequence/steps/index.js';
import { loadSuite } from '../../scenario/index.js';
import { loadScenarioFile } from '../../scenario/load.js';
import { escapeTerminal } from '../../report/text/escape.js';
import { renderRecord, type RecordedEntry, type RecordedScenario } from '../../report/record.js';
import { renderRunReport } from '../../report/terminal.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import type { Subcommand } from './subcommand.js';
import { flagHelp } from '../flag-help.js';
import { parseSubcommandArgs, serverFlagsHelp, sayNotices, subcommandRunOptions, usageError } from './shared.js';

export const RECORD_USAGE = `Usage: mcp-scenario-eval record [FILES or globs… | FILE:LINE…] [--update] [--isolation MODE] [server flags]

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

${serverFlagsHelp('record')}

Options:
  --update               rewrite the stale expected_contains entries
  --update FILE:LINE     rewrite only the entry at that line (repeatable: give
                         several FILE:LINE); the file's other entries are shown
${flagHelp('isolation', 'record')}
  -h, --help

Exit code: 0 nothing is stale (or all of it was updated), 1 a stale entry is left
(no --update, or no close line to update it to), an expected_not_contains entry
fails (record never changes one) or a scenario could not be recorded, 2 bad
usage or invalid files.
`;

/** `record --update FILE:LINE`: the one entry at that line of that file is rewritten. */
interface EntryTarget {
  typed: string;
  /** The file as given (relative to the working directory), to run. */
  file: string;
  matches(absolutePath: string, line: number): boolean;
  found?: boolean;
}

/** `FILE:LINE` where FILE exists, or undefined for a glob or a file name as usual. */
function entryTarget(word: string, cwd: string): EntryTarget | undefined {
  const match = /^(.+):(\d+)$/.exec(word);
  if (!match || !existsSync(path.resolve(cwd, match[1]!))) return undefined;
  const absolute = path.resolve(cwd, match[1]!);
  const line = Number(match[2]);
  return { typed: word, file: match[1]!, matches: (file, at) => path.resolve(file) === absolute && at === line };
}

/** Stale entries with a proposal that --update FILE:LINE left alone, because they were not named. */
function notChosenNote(count: number, targeted: boolean): string {
  if (!targeted || count <= 0) return '';
  return `${count} other stale expected_contains ${count === 1 ? 'entry was' : 'entries were'} left as ${count === 1 ? 'it was' : 'they were'} (not named).\n`;
}

/** The tools a scenario's steps name that the server does not have (from the checks made before calling). */
function lackingTools(result: ScenarioResult): Set<string> {
  return new Set(
    result.checks
      .filter((check) => check.kind === 'step' && check.problem === 'unknown_name')
      .map((check) => check.subject),
  );
}

/**
 * Files none of whose tools the server has were most likely written for another server (the
 * default globs take every folder of a repository with several): say so, with the folders of the
 * files that did match, so the next command can name them.
 */
function otherServerNote(foreign: Map<string, boolean>): string {
  const others = [...foreign].filter(([, all]) => all).map(([file]) => file);
  const own = [...foreign].filter(([, all]) => !all).map(([file]) => path.posix.dirname(file));
  if (others.length === 0 || own.length === 0) return '';
  const otherFolders = [...new Set(others.map((file) => path.posix.dirname(file)))];
  const shown = (list: string[]) =>
    list.slice(0, 5).join(', ') + (list.length > 5 ? `, and ${list.length - 5} more` : '');
  return (
    `${others.length} ${others.length === 1 ? 'file names' : 'files name'} only tools this server lacks, so ${others.length === 1 ? 'it seems' : 'they seem'} to be for another server ` +
    `(${escapeTerminal(shown(otherFolders.length < others.length ? otherFolders.map((f) => `${f}/`) : others))}): ` +
    `record one server's scenarios at a time, e.g. mcp-scenario-eval record ${escapeTerminal([...new Set(own)].join(' '))} with this server's flags.\n`
  );
}

/** Whether the calls went as the scenario says: only then is its output worth recording. */
function sequenceProblem(scenario: Scenario, result: ScenarioResult): string | undefined {
  if (result.status === 'skipped' && scenario.skip !== undefined) return `skipped: ${scenario.skip}`;
  if (result.error) return result.error;
  // A `save` that matched nothing stops the steps after it: its message says why, at its line.
  const save = result.checks.find((check) => check.kind === 'save' && check.status === 'failed');
  if (save) return `line ${save.position.line}: ${save.message ?? 'a save matched nothing'}`;
  const steps = scenario.kind === 'tool-sequence' ? scenario.steps : [];
  if (result.steps.length !== steps.length) return 'not every step ran';
  for (const [index, step] of result.steps.entries()) {
    const wanted = steps[index]!;
    if (step.error) return step.error;
    if (step.isError !== wanted.expectError)
      return `${step.tool} (line ${step.position.line}) ${step.isError ? 'returned isError: true' : 'succeeded, but the step says expect_error: true'}`;
  }
  return undefined;
}

export const record: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  let parsed;
  let options;
  let targets: EntryTarget[] = [];
  try {
    parsed = parseSubcommandArgs('record', argv, { update: { type: 'boolean' } });
    if (parsed.values.help) {
      io.out(RECORD_USAGE);
      return EXIT_OK;
    }
    targets = parsed.positionals.map((word) => entryTarget(word, cwd)).filter((t) => t !== undefined);
    if (targets.length > 0 && !parsed.values.update)
      throw new ConfigError(`${targets[0]!.typed} names one entry, which only --update rewrites: add --update`);
    // FILE:LINE runs that file; the line picks the entry.
    const positionals = parsed.positionals.map((word) => entryTarget(word, cwd)?.file ?? word);
    const globs = positionals.length > 0 ? [...new Set(positionals)] : DEFAULT_SCENARIO_GLOBS;
    options = subcommandRunOptions('record', parsed.values, env, cwd, globs);
    sayNotices(io, 'record', options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'record', error.message);
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
  // Files whose scenarios call only tools this server lacks: written for another server.
  const foreign = new Map<string, boolean>();
  for (const result of run.scenarios) {
    const scenario = byName.get(result.name)!;
    const problem = sequenceProblem(scenario, result);
    const steps = scenario.kind === 'tool-sequence' ? scenario.steps : [];
    if (result.status !== 'skipped') {
      const lacking = lackingTools(result);
      const allLacking = steps.every((step) => lacking.has(labelOf(step)));
      foreign.set(scenario.position.file, (foreign.get(scenario.position.file) ?? true) && allLacking);
    }
    // Each step's own entries are checked against that call's output alone, as a run checks them;
    // the scenario's against the joined output. In file order: the steps come first.
    const lists = [
      ...steps.map((step, index) => ({
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
        // With FILE:LINE, only the entries named are rewritten; the others are shown as they are.
        const chosen =
          targets.length === 0 || targets.some((t) => t.matches(scenario.absolutePath, entry.position.line));
        if (chosen)
          for (const target of targets)
            if (target.matches(scenario.absolutePath, entry.position.line)) target.found = true;
        if (stale && proposal !== undefined && chosen) changes.push({ step, index, value: proposal });
        if (stale && (proposal === undefined || !parsed.values.update || !chosen)) left++;
        const ref = step === undefined ? undefined : { index: step + 1, tool: labelOf(steps[step]!) };
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
  const foreignNote = otherServerNote(foreign);
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

  const missed = targets.find((target) => !target.found);
  if (missed) {
    io.err(
      `mcp-scenario-eval record: ${escapeTerminal(missed.typed)} is not the line of an expected_contains entry of a recorded scenario; nothing was written: give the line of the entry, as shown above\n`,
    );
    return EXIT_USAGE;
  }
  const staleEntries = recorded.flatMap((s) => s.entries).filter((entry) => entry.stale);
  const stale = staleEntries.filter((entry) => entry.proposal !== undefined).length;
  // Entries with no close line were each said to be left for a person; --update would not touch
  // them, so they are not counted among those it would rewrite.
  const byHand = staleEntries.length - stale;
  const byHandNote =
    byHand === 0
      ? ''
      : `${byHand} stale expected_contains ${byHand === 1 ? 'entry has' : 'entries have'} no close line in the output: edit ${byHand === 1 ? 'it' : 'them'} by hand.\n`;
  const failing = recorded.reduce((sum, s) => sum + (s.stillFailing?.length ?? 0), 0);
  const failingNote =
    failing === 0
      ? ''
      : `${failing} expected_not_contains ${failing === 1 ? 'entry fails' : 'entries fail'}: record never changes ${failing === 1 ? 'one' : 'them'}, so look at the server or edit the file by hand.\n`;
  if (!parsed.values.update) {
    io.out(
      (staleEntries.length === 0
        ? 'No expected_contains entry is stale.\n'
        : stale === 0
          ? ''
          : `${stale} stale expected_contains ${stale === 1 ? 'entry' : 'entries'}; run again with --update to rewrite ${stale === 1 ? 'it' : 'them'} (or --update FILE:LINE for one).\n`) +
        byHandNote +
        failingNote +
        foreignNote +
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
      const { renderUnifiedDiff } = await import('../../report/diff.js');
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
    `Updated ${written} expected_contains ${written === 1 ? 'entry' : 'entries'} in ${updatesByFile.size} ${updatesByFile.size === 1 ? 'file' : 'files'}.\n${notChosenNote(staleEntries.length - byHand - written, targets.length > 0)}${byHandNote}${failingNote}${foreignNote}${leftOutNote}`,
  );
  return left > 0 ? EXIT_FAILED : EXIT_OK;
};
