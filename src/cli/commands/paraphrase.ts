import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseAllDocuments, type Document, type Pair, type Scalar } from 'yaml';
import { ConfigError } from '../../config/resolve.js';
import { DEFAULT_AGENT_MODEL } from '../../config/options.js';
import { MAX_PARAPHRASES } from '../../model/limits.js';
import { lazyAnthropicSource } from '../../kinds/agent/source.js';
import type { ModelSource } from '../../kinds/agent/types.js';
import { escapeName } from '../../report/text/escape.js';
import { EXIT_FAILED, EXIT_OK } from '../console.js';
import { parseCommandArgs } from '../parse-args.js';
import type { Subcommand } from './subcommand.js';
import { usageError } from './shared.js';

export const PARAPHRASE_USAGE = `Usage: mcp-scenario-eval paraphrase FILE --count N [--agent-model NAME]

Asks the model (ANTHROPIC_API_KEY) for N paraphrases of each agent scenario's
prompt in FILE and writes them into the file as \`prompts:\` (the prompt first,
then the paraphrases), keeping the file's comments and layout: review them in the
pull request like any other change. A scenario that already has \`prompts:\` gets
paraphrases of its first phrasing added to the list. The phrasings are code, not
randomness at run time: every run asks the same ones.

Options:
  --count N              paraphrases per prompt (1 to ${MAX_PARAPHRASES})
  --agent-model NAME     the model that writes them (default ${DEFAULT_AGENT_MODEL})
  -h, --help

Exit code: 0 written, 1 the model gave no usable answer for a scenario (nothing is
written), 2 bad usage, no key or a file that is not valid YAML.
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
  try {
    const parsed = parseCommandArgs(argv, {
      count: { type: 'string' },
      'agent-model': { type: 'string' },
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
    model = parsed.values['agent-model'] || DEFAULT_AGENT_MODEL;
    if (!env.ANTHROPIC_API_KEY) throw new ConfigError('paraphrase calls the model: set ANTHROPIC_API_KEY');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'paraphrase', error.message);
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return usageError(io, 'paraphrase', `cannot read ${file}: ${(error as Error).message}`);
  }
  const documents = parseAllDocuments(text);
  if (!Array.isArray(documents) || documents.some((document) => document.errors.length > 0)) {
    const first = Array.isArray(documents) ? documents.flatMap((document) => document.errors)[0] : undefined;
    return usageError(io, 'paraphrase', `${file} is not valid YAML${first ? `: ${first.message}` : ''}`);
  }
  const source = lazyAnthropicSource({ apiKey: env.ANTHROPIC_API_KEY! });
  let changed = 0;
  for (const document of documents) {
    const found = agentPrompt(document);
    if (!found) continue;
    const line = lineOf(text, found.pair);
    let phrasings: string[];
    try {
      phrasings = await askParaphrases(source, model, found.prompt, count);
    } catch (error) {
      io.err(
        `mcp-scenario-eval paraphrase: ${escapeName(`${file}:${line}`)}: ${escapeName((error as Error).message)}; nothing was written\n`,
      );
      return EXIT_FAILED;
    }
    const list = [...new Set([...found.existing, ...phrasings].map((p) => p.trim()))].filter((p) => p !== '');
    const added = list.length - found.existing.length;
    if (isScalar(found.pair.key)) (found.pair.key as Scalar).value = 'prompts';
    const seq = document.createNode(list);
    seq.comment = (found.pair.value as { comment?: string } | null)?.comment;
    found.pair.value = seq;
    changed++;
    io.out(
      `${escapeName(`${file}:${line}`)}: ${added} new phrasing${added === 1 ? '' : 's'} of ${JSON.stringify(found.prompt)}\n`,
    );
  }
  if (changed === 0) {
    io.out(`${escapeName(file)}: no agent scenario (prompt:) to paraphrase\n`);
    return EXIT_OK;
  }
  await writeFile(file, documents.map((document) => document.toString({ lineWidth: 0 })).join(''));
  io.out(`wrote ${escapeName(file)}: review the phrasings before committing\n`);
  return EXIT_OK;
};

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
