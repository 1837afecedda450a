import path from 'node:path';
import { ROOT } from '../helpers/runner.js';

/** The corpus of invalid scenario files: one mistake per file (the two duplicate-name files share one). */
export const INVALID_CORPUS = '__tests__/fixtures/invalid';
export const INVALID_CORPUS_DIR = path.join(ROOT, INVALID_CORPUS);

export interface ExpectedError {
  /** Relative to the corpus directory. */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** Every error the corpus yields, in the order the run reports them (file order, then position). */
export const EXPECTED_ERRORS: ExpectedError[] = (
  [
    // A count is said as a count, not in milliseconds.
    ['agent-max-turns-over.yaml', 3, 12, '`max_turns` must be at most 100, got 101'],
    ['agent-trials-zero.yaml', 3, 9, '`trials` must be a positive whole number, got 0'],
    ['args-list.yaml', 4, 11, '`tool_sequence[0].args` must be a mapping of argument names to values, got a list'],
    [
      'args-null.yaml',
      4,
      5,
      '`tool_sequence[0].args` must be a mapping of argument names to values, got an empty value (null); give it a value, or remove the key',
    ],
    [
      'args-string.yaml',
      4,
      11,
      '`tool_sequence[0].args` must be a mapping of argument names to values, got the string "conference=North Atlantic"',
    ],
    [
      'case-only-names/second.yaml',
      2,
      7,
      'scenario name "dup" at __tests__/fixtures/invalid/case-only-names/second.yaml:2 differs only in case from "Dup" at __tests__/fixtures/invalid/case-only-names/first.yaml:1; names are file names too (__recordings__/NAME.json), which macOS and Windows do not tell apart by case, so rename one',
    ],
    [
      'comment-only.yaml',
      1,
      1,
      '__tests__/fixtures/invalid/comment-only.yaml holds no scenario (it is empty or only comments): write a mapping with `name`, `tool_sequence` and at least one check, or leave the file out with a `!` glob',
    ],
    [
      'contains-empty-string.yaml',
      6,
      5,
      '`expected_contains[1]` must not be an empty string; write the text, or remove the entry',
    ],
    ['contains-not-list.yaml', 4, 20, '`expected_contains` must be a list, got the string "North Atlantic"'],
    ['description-list.yaml', 2, 14, '`description` must be a string, got a list'],
    [
      'description-null.yaml',
      2,
      1,
      '`description` must be a string, got an empty value (null); give it a value, or remove the key',
    ],
    [
      'duplicate-key.yaml',
      6,
      1,
      'duplicate key `expected_contains`: a key may appear only once in a mapping; remove one of them',
    ],
    [
      'duplicate-names/second.yaml',
      2,
      7,
      'duplicate scenario name "same_name" at __tests__/fixtures/invalid/duplicate-names/second.yaml:2: already used at __tests__/fixtures/invalid/duplicate-names/first.yaml:1; names must be unique in the whole run, so rename one',
    ],
    [
      'empty.yaml',
      1,
      1,
      '__tests__/fixtures/invalid/empty.yaml holds no scenario (it is empty or only comments): write a mapping with `name`, `tool_sequence` and at least one check, or leave the file out with a `!` glob',
    ],
    [
      'expect-error-quoted.yml',
      5,
      19,
      '`tool_sequence[0].expect_error` must be true, false or invalid_arguments, got the string "true"; write true without quotes',
    ],
    [
      'expect-error-word.yaml',
      5,
      19,
      '`tool_sequence[0].expect_error` must be true, false or invalid_arguments, got the string "invalid_argument": did you mean invalid_arguments?',
    ],
    [
      'judge-empty-string.yaml',
      5,
      5,
      '`expected_judge[0]` must not be an empty string; write the text, or remove the entry',
    ],
    [
      'judge-null-entry.yaml',
      6,
      3,
      '`expected_judge[1]` must be a string, got an empty value (null); write the entry, or remove it',
    ],
    ['live-quoted.yaml', 2, 7, '`live` must be true or false, got the string "yes"'],
    ['missing-name.yaml', 2, 1, 'missing required key `name` in the scenario'],
    [
      'missing-tool-sequence.yaml',
      1,
      1,
      "missing required key `tool_sequence` in the scenario: give the calls to make as `tool_sequence`, or a `prompt` for an agent scenario (the model chooses the calls), or `prompt_from` to take the agent's request from a server prompt",
    ],
    ['missing-tool.yaml', 4, 5, 'missing required key `tool` in `tool_sequence[1]`'],
    [
      'multi-document-one-bad.yaml',
      10,
      1,
      'unknown key `expected_judgement` in the scenario: did you mean `expected_judge`?',
    ],
    [
      'name-bad-characters.yaml',
      1,
      7,
      '`name` may contain only letters, digits, `_`, `.` and `-`; the string "find events" contains " "',
    ],
    ['name-empty.yaml', 1, 7, '`name` must not be an empty string'],
    ['name-number.yaml', 1, 7, '`name` must be a string, got 42; put it in quotes ("42") to mean that text'],
    [
      'no-check-empty-lists.yaml',
      1,
      7,
      'scenario "no_check_empty_lists" has no check, so it could never fail: add an entry to `expected_contains`, `expected_not_contains`, `expected_judge`, give a step its own `expected_contains` or `expected_not_contains`, or give a step `expect_error: true`',
    ],
    [
      'no-check.yaml',
      1,
      7,
      'scenario "no_check" has no check, so it could never fail: add an entry to `expected_contains`, `expected_not_contains`, `expected_judge`, give a step its own `expected_contains` or `expected_not_contains`, or give a step `expect_error: true`',
    ],
    [
      'not-a-scenario.yml',
      1,
      1,
      'this is not a scenario: none of its keys (on, jobs) is a scenario key; a scenario needs `name`, `tool_sequence` and a check (if this file is not a scenario, leave it out with a `!` glob)',
    ],
    [
      'not-contains-number.yaml',
      5,
      5,
      '`expected_not_contains[0]` must be a string, got 404; put it in quotes ("404") to mean that text',
    ],
    [
      'ref-before-save.yaml',
      5,
      11,
      '`tool_sequence[0].args.id` uses ${event_id}, but it is saved only by step 2 (`tool_sequence[1].save`), after its value is needed: a value can be used only by the steps after the one that saves it (write $${ for a literal ${)',
    ],
    [
      'ref-in-check.yaml',
      9,
      29,
      '`tool_sequence[1].expected_not_contains[0]` holds ${event_id}, the name of a saved value, but saved values are substituted only in later steps\' args: this check would look for the text "${event_id}" as written',
    ],
    [
      'ref-in-key.yaml',
      9,
      9,
      '`tool_sequence[1].args.filter` has the key "${event_id}": ${name} is substituted in values only, never in keys, so this key would be sent as written; put the reference in a value',
    ],
    [
      'ref-malformed.yaml',
      9,
      15,
      '`tool_sequence[1].args.filter.ids[0]`: `${event id}` is not a reference: write ${name} with the name a `save` entry of an earlier step gives (letters, digits and _), or $${ for a literal ${',
    ],
    [
      'ref-unknown.yaml',
      8,
      11,
      '`tool_sequence[1].args.id` uses ${evnt_id}, but no earlier step saves it: did you mean ${event_id}? (write $${ for a literal ${)',
    ],
    [
      'save-backreference.yaml',
      5,
      17,
      '`tool_sequence[0].save.event_id` "(evt-[0-9]+), again \\\\1" cannot be used: it uses a backreference (`\\1`), which the linear-time engine (RE2) that runs save patterns does not support (so that no server output can stall the run); write out the text around the value instead (literal text, or groups (?: ))',
    ],
    [
      'save-bad-name.yaml',
      5,
      7,
      '`tool_sequence[0].save` name "1st_event" is not a name later args can use as ${name}: use letters, digits and _, not starting with a digit',
    ],
    [
      'save-bad-regex.yaml',
      5,
      17,
      '`tool_sequence[0].save.event_id` is not a valid regular expression (JavaScript syntax): Invalid regular expression: /\\[(ecnl-[a-z0-9-]+\\]/m: Unterminated group',
    ],
    [
      'save-lookahead.yaml',
      5,
      17,
      '`tool_sequence[0].save.event_id` "(evt-[0-9]+)(?=,)" cannot be used: it uses a lookahead (`(?=…)`), which the linear-time engine (RE2) that runs save patterns does not support (so that no server output can stall the run); write out the text around the value instead (literal text, or groups (?: ))',
    ],
    [
      'save-no-group.yaml',
      5,
      17,
      '`tool_sequence[0].save.event_id` must have exactly one capture group, the part to save, but "\\\\[ecnl-[a-z0-9-]+\\\\]" has 0: put the part to save in ( )',
    ],
    [
      'save-two-groups.yaml',
      5,
      17,
      '`tool_sequence[0].save.event_id` must have exactly one capture group, the part to save, but "\\\\[(ecnl)-([a-z0-9-]+)\\\\]" has 2: keep ( ) around the part to save and write the other groups as (?: )',
    ],
    [
      'skip-boolean.yaml',
      2,
      7,
      '`skip` must be a string, got true; `skip` takes the reason as text, for example `skip: "waits for the fix in #12"`',
    ],
    [
      'step-contains-empty.yaml',
      6,
      9,
      '`tool_sequence[0].expected_contains[1]` must not be an empty string; write the text, or remove the entry',
    ],
    ['step-not-mapping.yaml', 3, 5, '`tool_sequence[0]` must be a mapping, got the string "find_events"'],
    ['timeout-fraction.yaml', 4, 17, '`tool_sequence[0].timeout_ms` must be a whole number of milliseconds, got 1.5'],
    [
      'timeout-negative.yaml',
      4,
      17,
      '`tool_sequence[0].timeout_ms` must be a positive whole number of milliseconds, got -500',
    ],
    [
      'timeout-quoted.yaml',
      4,
      17,
      '`tool_sequence[0].timeout_ms` must be a whole number of milliseconds, got the string "5000"; write 5000 without quotes',
    ],
    [
      'timeout-too-long.yaml',
      4,
      17,
      '`tool_sequence[0].timeout_ms` must be at most 2147483647 (about 24.8 days), got 3000000000',
    ],
    [
      'timeout-zero.yaml',
      4,
      17,
      '`tool_sequence[0].timeout_ms` must be a positive whole number of milliseconds, got 0',
    ],
    [
      'tool-empty.yaml',
      3,
      11,
      '`tool_sequence[0].tool` must not be an empty string; write the text, or remove the entry',
    ],
    [
      'tool-number.yaml',
      3,
      11,
      '`tool_sequence[0].tool` must be a string, got 7; put it in quotes ("7") to mean that text',
    ],
    ['tool-sequence-empty.yaml', 2, 16, '`tool_sequence` must list at least one tool call, got an empty list'],
    ['tool-sequence-not-list.yaml', 2, 16, '`tool_sequence` must be a list, got the string "find_events"'],
    [
      'top-level-list.yaml',
      1,
      1,
      'expected a scenario mapping with `name` and `tool_sequence`, got a list; to put several scenarios in one file, separate them with `---` lines',
    ],
    [
      'top-level-scalar.yaml',
      1,
      1,
      'expected a scenario mapping with `name` and `tool_sequence`, got the string "find_events should mention North Atlantic"',
    ],
    ['unknown-key-in-step.yaml', 4, 5, 'unknown key `arg` in `tool_sequence[0]`: did you mean `args`?'],
    [
      'unknown-key-no-suggestion.yaml',
      2,
      1,
      'unknown key `colour` in the scenario; the keys are: name, description, tool_sequence, roots, prompt, prompts, prompt_from, system, model, models, max_turns, trials, min_passes, pass_rate, max_trials, indifference, confidence, expected_calls, calls_order, forbidden_tools, max_calls, expected_contains, expected_not_contains, expected_judge, live, skip',
    ],
    [
      'unknown-key-suggestion.yaml',
      4,
      1,
      'unknown key `expected_contain` in the scenario: did you mean `expected_contains`?',
    ],
    [
      'unknown-key-wrong-case.yaml',
      6,
      1,
      'unknown key `Expected_Judge` in the scenario: did you mean `expected_judge`?',
    ],
    ['yaml-bad-indent.yaml', 4, 2, 'YAML syntax error: All mapping items must start at the same column'],
    ['yaml-tab-indent.yaml', 3, 1, 'YAML syntax error: tabs are not allowed as indentation; indent with spaces'],
    [
      'yaml-unclosed-brace.yaml',
      4,
      11,
      'YAML syntax error: the mapping opened with `{` at 4:11 is never closed (the parser gave up at 5:1); add the closing `}`',
    ],
    [
      'yaml-unclosed-bracket.yaml',
      4,
      20,
      'YAML syntax error: the list opened with `[` at 4:20 is never closed (the parser gave up at 6:1); add the closing `]`',
    ],
    [
      'yaml-unclosed-quote.yaml',
      5,
      5,
      'YAML syntax error: the string opened here with " is never closed; add the closing "',
    ],
    [
      'yaml-unresolved-alias.yaml',
      5,
      5,
      'YAML alias `*north` refers to no anchor: define `&north` on a value above it, or write the value itself',
    ],
  ] as const
).map(([file, line, column, message]) => ({ file, line, column, message }));
