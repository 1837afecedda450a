import path from 'node:path';
import { ConfigError, resolveProvider } from '../../config/resolve.js';
import { providerSecrets, type Provider } from '../../providers/choose.js';
import { describeTarget } from '../../mcp/index.js';
import { listServerSurface } from '../../mcp/surface.js';
import {
  failingFindings,
  isRuleId,
  lintToolList,
  listRawTools,
  loadSuppressions,
  RULE_IDS,
  SUPPRESSIONS_FILE,
  SuppressionsError,
  type LintReport,
} from '../../server-tools/lint/index.js';
import { DEFAULT_JUDGE_MODEL } from '../../config/options.js';
import { redactDeep } from '../../secrets/redact.js';
import { messageOf } from '../../mcp/session.js';
import { escapeTerminal } from '../../report/text/escape.js';
import { renderLintReport } from '../../report/lint.js';
import { closest } from '../../util/closest.js';
import { writeReportFile } from '../../util/files.js';
import { PACKAGE_VERSION } from '../../version.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../console.js';
import { readServerTools } from './server-tools.js';
import type { Subcommand } from './subcommand.js';
import { parseSubcommandArgs, sayNotices, serverFlagsHelp, subcommandSettings, usageError } from './shared.js';
import { writeSarifFile } from './sarif-file.js';

export const LINT_USAGE = `Usage: mcp-scenario-eval lint [server flags] [--json FILE] [--sarif FILE] [--strict] [--skip RULE…]

Checks the server's tool definitions as a model reads them: errors for what makes a
correct call impossible or what the model APIs refuse, warnings for what makes models
call wrong (each rule is in docs/server-tools.md). Also gives the tool list's size in
tokens: exact through the Messages API's token counting endpoint when
ANTHROPIC_API_KEY is set (ANTHROPIC_BASE_URL is honoured), estimated otherwise.

${serverFlagsHelp('lint')}

Options:
  --json FILE            write the findings as JSON
  --sarif FILE           write the findings as SARIF 2.1.0 (GitHub code scanning);
                         suppressed ones carry their reason as a suppression
  --strict               warnings fail too (exit 1)
  --skip RULE            leave a rule out (repeat, or comma-separate)
  --suppressions FILE    rules silenced per tool, with a reason (default
                         ${SUPPRESSIONS_FILE} in the working directory, if any)
  -h, --help

Rules: ${RULE_IDS.join(', ')}

Exit code: 0 no error (no finding at all with --strict), 1 an error finding (or,
with --strict, a warning), 2 bad usage or a server that cannot start or list its tools.
`;

/** The lint report as written by `--json`. */
export function lintJson(report: LintReport, strict: boolean): string {
  return `${JSON.stringify(
    {
      generator: { name: 'mcp-scenario-eval', version: PACKAGE_VERSION },
      failed: failingFindings(report, strict).length > 0,
      strict,
      ...report,
    },
    null,
    2,
  )}\n`;
}

/** `--skip` values: repeated and/or comma-separated; an unknown rule is bad usage, with the closest id. */
export function readSkip(values: string[]): Set<string> {
  const skip = new Set<string>();
  for (const id of values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)) {
    if (!isRuleId(id)) {
      const suggestion = closest(id, RULE_IDS);
      throw new ConfigError(
        `--skip ${id}: no such rule${suggestion ? `; did you mean ${suggestion}?` : `; rules are ${RULE_IDS.join(', ')}`}`,
      );
    }
    skip.add(id);
  }
  return skip;
}

export const lint: Subcommand = async (argv, env, io, cwd = process.cwd()) => {
  let values;
  let options;
  let skip: Set<string>;
  let suppressions;
  let sarif: string;
  let provider: Provider | undefined;
  try {
    const parsed = parseSubcommandArgs('lint', argv, {
      json: { type: 'string' },
      strict: { type: 'boolean' },
      skip: { type: 'string', multiple: true },
      suppressions: { type: 'string' },
    });
    values = parsed.values;
    if (values.help) {
      io.out(LINT_USAGE);
      return EXIT_OK;
    }
    if (parsed.positionals.length > 0)
      throw new ConfigError(`unexpected argument "${parsed.positionals[0]}": lint takes only flags`);
    skip = readSkip(values.skip ?? []);
    const settings = subcommandSettings('lint', values, env, cwd);
    options = settings.options;
    sarif = settings.values.reportSarif;
    // The platform of the token count, as a run would choose it (--provider, --model-id, the environment).
    provider = resolveProvider(
      {
        provider: settings.values.provider,
        modelIds: settings.values.modelIds,
        anthropicApiKey: env.ANTHROPIC_API_KEY ?? '',
        face: 'cli',
      },
      env,
    ).provider;
    sayNotices(io, 'lint', options);
    const file = path.resolve(cwd, values.suppressions ?? SUPPRESSIONS_FILE);
    suppressions = await loadSuppressions(file, { required: values.suppressions !== undefined, cwd });
  } catch (error) {
    if (error instanceof SuppressionsError) {
      io.err(`mcp-scenario-eval lint: ${escapeTerminal(error.message)}\n`);
      return EXIT_USAGE;
    }
    if (!(error instanceof ConfigError)) throw error;
    return usageError(io, 'lint', error.message);
  }

  // Read before connecting: a server loaded in this process (`--server-module`) takes on a stub
  // server's environment, the key erased from it.
  const apiKey = env.ANTHROPIC_API_KEY ?? '';
  const target = describeTarget(options);
  const listed = await readServerTools('lint', options, io, async (client) => ({
    tools: await listRawTools(client, options.timeoutMs),
    surface: await listServerSurface(client, options.timeoutMs),
  }));
  if (listed === undefined) return EXIT_USAGE;
  const { tools, surface } = listed;

  const secrets = [...options.secrets, ...providerSecrets(provider)];
  const report = redactDeep(
    await lintToolList(tools, {
      target,
      surface,
      skip,
      suppressions,
      tokens: { apiKey, ...(provider && { provider }), model: DEFAULT_JUDGE_MODEL, timeoutMs: options.timeoutMs },
    }),
    secrets,
  );
  const strict = values.strict === true;
  io.out(renderLintReport(report));
  if (values.json !== undefined) {
    const file = path.resolve(cwd, values.json);
    try {
      await writeReportFile(file, lintJson(report, strict));
    } catch (error) {
      io.err(`mcp-scenario-eval lint: could not write --json ${file}: ${escapeTerminal(messageOf(error))}\n`);
      return EXIT_FAILED;
    }
  }
  if (sarif && !(await writeSarifFile(io, 'lint', { file: sarif, cwd }, { lint: report }))) return EXIT_FAILED;
  return failingFindings(report, strict).length > 0 ? EXIT_FAILED : EXIT_OK;
};
