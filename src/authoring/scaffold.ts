import { Document, isMap, isScalar, isSeq, Scalar } from 'yaml';

/** What a written step expects of its call: a success, the tool's own error, or a refusal of its arguments. */
export type ExpectedError = boolean | 'invalid_arguments';

export interface ScaffoldInput {
  name: string;
  tool: string;
  args: Record<string, unknown>;
  /**
   * The call returned an error: the step says `expect_error: true` (the tool's own error) or
   * `invalid_arguments` (the arguments were refused), and the entries come from the error text.
   */
  expectError: ExpectedError;
  expectedContains: string[];
  /**
   * Written in live mode: the scenario gets `live: true`, since a live run takes only those, and the
   * file must pass when run at once with the same flags.
   */
  live: boolean;
  /** Path of `scenario.schema.json` relative to the new file, for editors; none when not found. */
  schemaPath?: string;
  /** How many times the tool was called (only lines the same in every call are proposed); 1 when absent. */
  calls?: number;
  /** Some line was longer than one entry may be, and is proposed as pieces that cover all of it. */
  pieced?: boolean;
  /**
   * What init answered when the tool asked for input during its call, round by round (the form's
   * content of each elicitation, the text of each sampled reply): written as the step's
   * `elicitation:` and `sampling:`, marked for review, since init made them up.
   */
  answers?: ProposedAnswers;
}

/** Answers init made up for the requests of a call, in order. */
export interface ProposedAnswers {
  elicitation: { content?: Record<string, unknown> }[];
  sampling: string[];
}

/** The comment over an answer init made up: the run then sends exactly it, so it must be read. */
const REVIEW_COMMENT: Record<keyof ProposedAnswers, string> = {
  elicitation: [
    ' The tool asked for input (elicitation); init answered with this, built from the form the server',
    ' sent (its defaults, first allowed values, placeholders): review it, as each run sends exactly it.',
  ].join('\n'),
  sampling: [
    ' The tool asked the client to sample a message; init replied with this placeholder: write the reply',
    ' the model should give, as each run sends exactly it.',
  ].join('\n'),
};

/**
 * The text of a new scenario file, in the seed scenario's shape (name, one step with its args,
 * `expected_contains`, and an `expected_judge` example left commented out, since a criterion says
 * what the output must mean, which only the author knows). Made with `yaml`'s Document API so every
 * value is quoted as YAML needs, whatever the tool name, arguments or output hold.
 */
export function renderScaffold(input: ScaffoldInput): string {
  const step: Record<string, unknown> = { tool: input.tool, args: input.args };
  if (input.expectError) step.expect_error = input.expectError;
  // A mapping answers one round, a list successive rounds (the scenario format's `rounds`).
  const oneOrList = <T>(items: T[]): T | T[] => (items.length === 1 ? items[0]! : items);
  const answers = input.answers;
  if (answers && answers.elicitation.length > 0)
    step.elicitation = oneOrList(
      answers.elicitation.map((answer) => ({
        action: 'accept',
        ...(answer.content ? { content: answer.content } : {}),
      })),
    );
  if (answers && answers.sampling.length > 0) step.sampling = oneOrList(answers.sampling.map((text) => ({ text })));
  const doc = new Document({
    name: input.name,
    tool_sequence: [step],
    expected_contains: input.expectedContains,
    ...(input.live ? { live: true } : {}),
  });
  const entries = doc.get('expected_contains', true);
  if (isSeq(entries)) {
    for (const item of entries.items) if (isScalar(item)) item.type = Scalar.QUOTE_DOUBLE;
  }
  const written = doc.getIn(['tool_sequence', 0], true);
  if (isMap(written)) {
    for (const pair of written.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if ((key === 'elicitation' || key === 'sampling') && isScalar(pair.key))
        pair.key.commentBefore = REVIEW_COMMENT[key];
    }
  }
  // Said when true only, so the usual header (the README's sample) stays as it was.
  const pieces = input.pieced ? ' (a long line in pieces that cover all of it)' : '';
  const header = [
    ...(input.schemaPath ? [` yaml-language-server: $schema=${input.schemaPath}`] : []),
    ...((input.calls ?? 1) > 1
      ? [
          ` Written by \`mcp-scenario-eval init\` from ${input.calls} calls of ${oneLine(input.tool)}: each expected_contains`,
          ` entry is an exact line that every call printed${pieces}. Keep the ones that matter, add steps and checks.`,
        ]
      : [
          ` Written by \`mcp-scenario-eval init\` from one call of ${oneLine(input.tool)}: each expected_contains`,
          ` entry is an exact line of that output${pieces}. Keep the ones that matter, add steps and checks.`,
        ]),
  ];
  doc.commentBefore = header.join('\n');
  doc.comment = [
    ' expected_judge:',
    `   - "The output of ${oneLine(input.tool).replace(/"/g, "'")} <says what a correct answer must say, in one sentence>."`,
  ].join('\n');
  return doc.toString({ lineWidth: 0 });
}

/** A name inside a comment: one line, or the comment would end early and the rest become YAML. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
