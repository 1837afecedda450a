import { DEFAULT_AGENT_TIMEOUT_MS, DEFAULT_JUDGE_TIMEOUT_MS } from '../model/limits.js';
import {
  DEFAULT_AGENT_MODEL,
  DEFAULT_CONCURRENCY,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_JUDGE_CONCURRENCY,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_SCENARIO_GLOBS,
  DEFAULT_TIMEOUT_MS,
} from '../config/options.js';
import { PACKAGE_VERSION } from '../version.js';

// Its own module, so that `--help` alone is answered without loading the engine (see index.ts).
export const USAGE = `Usage: mcp-scenario-eval [globs…] [options]

Runs YAML scenarios against an MCP server. Globs default to ${DEFAULT_SCENARIO_GLOBS.join(' ')};
a directory means every .yaml/.yml file below it.

Server (one of):
  --server-command CMD   start the server over stdio
  --server-module PATH   load a module exporting createServer(), in-process
  --remote-url URL       live mode: Streamable HTTP (or MCP_EVAL_REMOTE_URL);
                         bearer token from MCP_EVAL_BEARER_TOKEN, extra
                         headers from MCP_EVAL_HEADERS ("Name: value" lines)
                         (there is no --bearer-token flag, on purpose: a
                         token on the command line lands in shell history
                         and process lists; set MCP_EVAL_BEARER_TOKEN)
  --server-cwd DIR       working directory of the server process
  --server-env KEY=VALUE add to the server-command process's environment
                         (repeatable; "VAR=x cmd" in --server-command is not
                         read as a variable: no shell runs it). Each server
                         process gets a fresh empty directory, removed
                         afterwards, in MCP_EVAL_SCENARIO_DIR; a value may
                         use \${MCP_EVAL_SCENARIO_DIR}, and so may the
                         --server-command arguments
  --server-secret KEY    like --server-env with the value of the variable KEY
                         here (or KEY=VALUE); the value is a secret of the
                         run: redacted from every report and recording
                         (repeatable). A --server-env variable named like a
                         secret (*TOKEN*, *SECRET*, *PASSWORD*, *KEY*,
                         *CREDENTIAL*) is treated as one, with a notice

OAuth client credentials (live mode, instead of a bearer token):
  --oauth-client-id ID   (or MCP_EVAL_OAUTH_CLIENT_ID)
  --oauth-scope SCOPES   space-separated scopes to ask for (or MCP_EVAL_OAUTH_SCOPE)
  --oauth-issuer URL     only send the credentials to this authorization server
                         (or MCP_EVAL_OAUTH_ISSUER)
  The secret is never a flag (shell history, process lists): set
  MCP_EVAL_OAUTH_CLIENT_SECRET (client_secret_basic or _post, as the server's metadata asks) or MCP_EVAL_OAUTH_PRIVATE_KEY
  (a PEM or JWK, private_key_jwt; the algorithm is read from the key).

Options:
  --judge auto|required|off   (default auto: judge when ANTHROPIC_API_KEY is set)
  --judge-model NAME          (default ${DEFAULT_JUDGE_MODEL})
  --judge-concurrency N       (default ${DEFAULT_JUDGE_CONCURRENCY})
  --agent auto|required|off   agent scenarios (prompt:) call the model (default
                              auto: when ANTHROPIC_API_KEY is set, else skipped)
  --agent-model NAME          for agent scenarios without model: (default
                              ${DEFAULT_AGENT_MODEL})
  --agent-models A,B          run agent scenarios without model: on each model,
                              one row each (NAME [model])
  --agent-token-budget N      tokens all agent scenarios may use; past it they
                              error (default 0: no limit)
  --replay                    replay agent scenarios from their committed
                              recordings (__recordings__/NAME.json) even with a
                              key; one with no recording errors. Without a key
                              they are replayed anyway when recorded
  --concurrency N             scenarios at once (default ${DEFAULT_CONCURRENCY})
  --isolation scenario|suite  (default scenario)
  --protocol auto|legacy|modern|both
                              MCP era: auto probes once with server/discover
                              (2026-07-28), falling back to the 2025 handshake;
                              both runs each scenario in each era the server
                              serves and fails on a difference; agent scenarios
                              run once, in the newest era (default auto)
  --timeout-ms N              per call (default ${DEFAULT_TIMEOUT_MS})
  --connect-timeout-ms N      for the server to start and answer initialize
                              (default ${DEFAULT_CONNECT_TIMEOUT_MS})
  --agent-timeout-ms N        per model request of an agent scenario, the whole
                              reply; tried 3 times (default ${DEFAULT_AGENT_TIMEOUT_MS})
  --judge-timeout-ms N        per judge request, the whole reply; tried 3 times
                              (default ${DEFAULT_JUDGE_TIMEOUT_MS})
  --shard i/n                 run one shard of n
  --filter PATTERN            glob-style pattern on scenario names
  --json FILE                 write the JSON report
  --junit FILE                write JUnit XML
  --tools-snapshot FILE       check the server's tool list against FILE (written
                              by \`tools --save FILE\`) before the scenarios: any
                              difference fails the run, breaking changes first
                              (default: tools.snapshot.json beside the scenarios,
                              checked when it exists)
  --tools-token-budget N      fail when the tool list is over N tokens (estimated)
  --baseline FILE             compare each agent scenario's pass rate with its
                              row in FILE (written by record-baseline): a
                              significant drop of 10 points or more fails it
                              (default: agent-baseline.json beside the
                              scenarios, checked when it exists)
  --baseline-inconclusive fail|warn
                              a comparison still unclear after all the trials
                              fails the scenario, or warns (default fail)
  --baseline-save FILE        run every trial of each agent scenario (no early
                              stop) and write their rates to FILE instead of
                              comparing (as record-baseline does)
  --tool-variants FILE        compare the tools' wording in FILE with the server's
                              on the agent scenarios instead of a plain run (the
                              compare-variants command; --compare-variants says
                              the same)
  -h, --help
  -v, --version               print the version (${PACKAGE_VERSION})

A scenario with prompt: instead of tool_sequence: is an agent scenario: Claude
answers the prompt with the server's tools; expected_calls (args matched as a
subset; operators $matches $contains $one_of $between $absent $any),
calls_order in_order|any, forbidden_tools, max_calls, max_turns, trials,
min_passes, system, model, and expected_contains/expected_judge on its answer.

In a scenario, a step may carry its own expected_contains/expected_not_contains
(checked on that call's output alone) and save: {name: "regex with one (group)"};
later steps' args use the value as \${name} (write $\${ for a literal \${).

Exit code: 0 all passed, 1 a scenario failed, 2 bad usage, invalid files or a
server that cannot start.

Commands (each takes the server flags; NAME --help for more):
  ping                        connect only: print the server's name, version,
                              protocol version and tool count
  tools                       list the server's tools and their arguments;
                              --save FILE / --diff FILE: the tool-list snapshot
  init NAME --tool TOOL       call a tool, write scenarios/NAME.yaml from its output
  record [FILES…] [--update]  show stale expected_contains entries; rewrite them
  record-agent [FILES…]       run agent scenarios with ANTHROPIC_API_KEY and write
                              their recordings, for replay without a key
  record-baseline [FILES…]    run every trial of the agent scenarios with
                              ANTHROPIC_API_KEY and write their pass rates to
                              the agent baseline (agent-baseline.json)
  paraphrase FILE --count N   ask the model for N paraphrases of each agent
                              prompt; write them into the file as prompts:
  lint [--strict]             check the tool definitions as a model reads them
  fuzz                        call every tool with generated inputs; report
                              crashes, hangs, protocol errors, leaked internals
  compare-variants --tool-variants FILE
                              run the agent scenarios on the server's tool
                              descriptions and on each variant; per variant a
                              pass rate, a paired verdict, the winner as a diff
`;
