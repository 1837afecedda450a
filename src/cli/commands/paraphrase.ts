import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parse,
  parseAllDocuments,
  stringify,
  type Document,
  type Node,
  type Pair,
  type Scalar,
  type YAMLSeq,
} from 'yaml';
import { ConfigError } from '../../config/resolve.js';
import { parseSetting } from '../../config/parse-setting.js';
import { flagOptions, type FlagValues } from '../flags.js';
import { flagHelp } from '../flag-help.js';
import { MAX_PARAPHRASES } from '../../model/limits.js';
import { lazyAnthropicSource } from '../../kinds/agent/source.js';
import type { ModelSource } from '../../kinds/agent/types.js';
import { escapeName } from '../../report/text/escape.js';
import { displayPath } from '../../scenario/discover.js';
import { readUserText } from '../../scenario/read-text.js';
import { syntaxErrors } from '../../scenario/yaml-errors.js';
import { EXIT_FAILED, EXIT_OK } from '../console.js';
import { parseCommandArgs } from '../parse-args.js';
import type { Subcommand } from './subcommand.js';
import { commandProvider, usageError } from './shared.js';
import type { Provider } from '../../providers/choose.js';

export const PARAPHRASE_USAGE = `Usage: mcp-scenario-eval paraphrase FILE --count N [--agent-model NAME]

Asks the model (ANTHROPIC_API_KEY, or Bedrock/Vertex credentials: --provider)
for N paraphrases of each agent scenario's prompt in FILE and writes them into
the file as \`prompts:\` (the prompt first, then the paraphrases), keeping the
file's comments and layout: review them in the pull request like any other
change. A scenario that already has \`prompts:\` gets paraphrases of its first
phrasing added to the list. Only the prompt's lines change; a phrasing the
scenario has already adds nothing, and with no new one the file is left as it
is. The phrasings are code, not randomness at run time: every run asks the same
ones.

Options:
  --count N              paraphrases per prompt (1 to ${MAX_PARAPHRASES})
${flagHelp('agentModel', 'paraphrase')}
${flagHelp('provider', 'paraphrase')}
  -h, --help

Exit code: 0 written (or nothing new to write), 1 the model gave no usable answer
for a scenario (nothing is written), 2 bad usage, no key or a file that is not
valid YAML.
`;

/** What the model is told: the request's meaning stays, its wording varies as real users' would. */
const SYSTEM =
  'You write test phrasings for an AI assistant that uses tools. Given a user request, write paraphrases ' +
  'that keep exactly its meaning and every detail it names (ids, names, numbers, dates), but vary the wording ' +
  'the way different real users would: terse, chatty, indirect, with typos or abbreviations. ' +
  'Reply with only a JSON array of strings, nothing else.';

export const paraphrase: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  let file: string;
  let count: number;
  let model: string;
  let provider: Provider;
  try {
    const parsed = parseCommandArgs(argv, {
      ...flagOptions('paraphrase'),
      count: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    });
    if (parsed.values.help) {
      io.out(PARAPHRASE_USAGE);
      return EXIT_OK;
    }
    if (parsed.positionals.length !== 1)
      throw new ConfigError(`give one scenario file to paraphrase (got ${parsed.positionals.length})`);
    file = path.resolve(cwd, parsed.positionals[0]!);
    const text = parsed.values.count;
    count = Number(text);
    if (text === undefined || !Number.isInteger(count) || count < 1 || count > MAX_PARAPHRASES)
      throw new ConfigError(
        `--count must be a whole number from 1 to ${MAX_PARAPHRASES} (MAX_PARAPHRASES), got ${text ?? 'nothing'}`,
      );
    model = parseSetting(
      'agentModel',
      (parsed.values as FlagValues)['agent-model'] as string | undefined,
      '--agent-model',
      'paraphrase',
    );
    ({ provider } = commandProvider('paraphrase', parsed.values as FlagValues, env, cwd));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'paraphrase', error.message);
  }
  // Relative to the working directory, as every command prints a path (absolute when outside it).
  const shown = displayPath(file, cwd);
  // Read as the run reads a scenario file (size limit, UTF-8), and its syntax errors said in the same words.
  const read = readUserText(file, shown);
  if ('error' in read) return usageError(io, 'paraphrase', read.error.message);
  const text = read.text;
  const lines = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter: lines, prettyErrors: false });
  const broken = Array.isArray(documents) ? documents.find((document) => document.errors.length > 0) : undefined;
  if (!Array.isArray(documents) || broken) {
    const at = (offset: number) => {
      const { line, col } = lines.linePos(offset);
      return { file: shown, line, column: col };
    };
    const first = broken ? syntaxErrors(broken, text, at)[0] : undefined;
    return usageError(
      io,
      'paraphrase',
      `${shown} is not valid YAML` +
        (first
          ? ` at ${first.position.line}:${first.position.column}: ${first.message.replace(/^YAML syntax error: /, '')}`
          : ''),
    );
  }
  const source = lazyAnthropicSource({ provider });
  let found = 0;
  const edits: Edit[] = [];
  const expected: (string[] | undefined)[] = [];
  for (const document of documents) {
    const scenario = agentPrompt(document);
    expected.push(scenario?.existing);
    if (!scenario) continue;
    found++;
    const line = lineOf(text, scenario.pair);
    let phrasings: string[];
    try {
      phrasings = await askParaphrases(source, model, scenario.prompt, count);
    } catch (error) {
      io.err(
        `mcp-scenario-eval paraphrase: ${escapeName(`${shown}:${line}`)}: ${escapeName((error as Error).message)}; nothing was written\n`,
      );
      return EXIT_FAILED;
    }
    // Only phrasings the scenario lacks: one it has already (the prompt itself, said back) adds nothing.
    const have = new Set(scenario.existing.map((phrasing) => phrasing.trim()));
    const added = [...new Set(phrasings.map((phrasing) => phrasing.trim()))].filter(
      (phrasing) => phrasing !== '' && !have.has(phrasing),
    );
    io.out(
      added.length === 0
        ? `${escapeName(`${shown}:${line}`)}: no new phrasing of ${JSON.stringify(scenario.prompt)} (the model's are already there)\n`
        : `${escapeName(`${shown}:${line}`)}: ${added.length} new phrasing${added.length === 1 ? '' : 's'} of ${JSON.stringify(scenario.prompt)}\n`,
    );
    if (added.length === 0) continue;
    edits.push(phrasingsEdit(text, scenario.pair, added));
    expected[expected.length - 1] = [...scenario.existing, ...added];
  }
  if (found === 0) {
    io.out(`${escapeName(shown)}: no agent scenario (prompt:) to paraphrase\n`);
    return EXIT_OK;
  }
  if (edits.length === 0) {
    io.out(`${escapeName(shown)}: unchanged: no phrasing the file lacks\n`);
    return EXIT_OK;
  }
  // Only the prompt's lines change: every other byte of the file (comments, flow lists, the other
  // scenarios) stays as written, so the pull request shows the new phrasings and nothing else.
  const written = applyEdits(text, edits);
  const reread = parseAllDocuments(written);
  const same =
    Array.isArray(reread) &&
    reread.length === expected.length &&
    reread.every(
      (document, index) =>
        document.errors.length === 0 &&
        JSON.stringify(agentPrompt(document)?.existing) === JSON.stringify(expected[index]),
    );
  if (!same) {
    io.err(
      `mcp-scenario-eval paraphrase: ${escapeName(shown)}: the phrasings could not be written into the file without changing what else it says (a layout this command does not edit); nothing was written: add them under prompts: by hand\n`,
    );
    return EXIT_FAILED;
  }
  await writeFile(file, written);
  io.out(`wrote ${escapeName(shown)}: review the phrasings before committing\n`);
  return EXIT_OK;
};

/** Text to put in place of `[start, end)` of the file. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Where a node's first character sits on its line (its indentation, for a key). */
function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf('\n', offset - 1) + 1);
}

/** The end of the line `offset` is on (before its line break), or of the text. */
function lineEnd(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end;
}

/**
 * A phrasing as a block list item: plain when YAML reads it back as the same string, else
 * double-quoted (JSON's escapes are YAML's), never a block scalar whose indentation would depend on
 * where it lands.
 */
function itemText(phrasing: string): string {
  const plain = stringify(phrasing, { lineWidth: 0 }).replace(/\n$/, '');
  return !plain.includes('\n') && parse(`- ${plain}`)?.[0] === phrasing ? plain : JSON.stringify(phrasing);
}

/**
 * The edit that adds `added` to the scenario's phrasings. `prompt: X` becomes `prompts:` with X
 * first, as written, and its trailing comment kept on the key's line; a block `prompts:` list gets
 * items after its last, at its indentation; a flow list gets them before its closing bracket.
 */
function phrasingsEdit(text: string, pair: Pair, added: string[]): Edit {
  const key = pair.key as Scalar;
  const value = pair.value as Node;
  const [valueStart, valueEnd] = value.range!;
  if (isScalar(value)) {
    const indent = ' '.repeat(columnOf(text, key.range![0]) + 2);
    const source = text.slice(valueStart, valueEnd);
    // The prompt as written, when it is one line; a block scalar is written again as an item.
    const first = source.includes('\n') ? itemText(String(value.value)) : source;
    const items = [first, ...added.map(itemText)].map((item) => `${indent}- ${item}`).join('\n');
    if (source.endsWith('\n')) return { start: key.range![0], end: valueEnd, text: `prompts:\n${items}\n` };
    const end = lineEnd(text, valueEnd);
    const comment = text.slice(valueEnd, end).trim();
    return { start: key.range![0], end, text: `prompts:${comment ? ` ${comment}` : ''}\n${items}` };
  }
  const seq = value as YAMLSeq;
  const last = seq.items.at(-1) as Node;
  const [, lastEnd] = last.range!;
  if (seq.flow) {
    const items = added.map((phrasing) => `, ${JSON.stringify(phrasing)}`).join('');
    return { start: lastEnd, end: lastEnd, text: items };
  }
  const indent = ' '.repeat(columnOf(text, valueStart));
  const items = added.map((phrasing) => `${indent}- ${itemText(phrasing)}`);
  // After the last item's line (its trailing comment stays with it); a block scalar item ends with its line break.
  if (text.slice(0, lastEnd).endsWith('\n')) return { start: lastEnd, end: lastEnd, text: `${items.join('\n')}\n` };
  const at = lineEnd(text, lastEnd);
  return { start: at, end: at, text: items.map((item) => `\n${item}`).join('') };
}

/** The scenario's `prompt:` (or `prompts:`) pair, its prompt to paraphrase, and the phrasings it has. */
function agentPrompt(document: Document): { pair: Pair; prompt: string; existing: string[] } | undefined {
  const root = document.contents;
  if (!isMap(root)) return undefined;
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (key === 'prompt' && isScalar(pair.value) && typeof pair.value.value === 'string')
      return { pair, prompt: pair.value.value, existing: [pair.value.value] };
    if (key === 'prompts' && isSeq(pair.value)) {
      const existing = pair.value.items.flatMap((item) =>
        isScalar(item) && typeof item.value === 'string' ? [item.value] : [],
      );
      if (existing.length > 0) return { pair, prompt: existing[0]!, existing };
    }
  }
  return undefined;
}

function lineOf(text: string, pair: Pair): number {
  const offset = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
  return text.slice(0, offset).split('\n').length;
}

/** N paraphrases from the model, as a JSON array of strings in its answer; throws saying what came instead. */
async function askParaphrases(source: ModelSource, model: string, prompt: string, count: number): Promise<string[]> {
  const reply = await source.reply(
    {
      model,
      system: SYSTEM,
      tools: [],
      maxTokens: 4096,
      messages: [
        {
          role: 'user',
          content: `Write ${count} paraphrases of this request, as a JSON array of ${count} strings:\n\n${prompt}`,
        },
      ],
    },
    { scenario: 'paraphrase', trial: 1, turn: 1 },
  );
  const answer = reply.content
    .filter((block): block is { type: 'text'; text: string } => block.type === 'text')
    .map((block) => block.text)
    .join('');
  const array = /\[[\s\S]*\]/.exec(answer)?.[0];
  let parsed: unknown;
  try {
    parsed = array === undefined ? undefined : JSON.parse(array);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.some((item) => typeof item !== 'string'))
    throw new Error(
      `the model did not answer with a JSON array of paraphrases; it said: ${JSON.stringify(answer.slice(0, 300))}`,
    );
  return (parsed as string[]).slice(0, count);
}
