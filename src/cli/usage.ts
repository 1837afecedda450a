import { PACKAGE_VERSION } from '../version.js';
import { DEFAULT_SCENARIO_GLOBS } from '../config/settings.js';
import { flagsHelp, secretsHelp } from './flag-help.js';

// Its own module, so that `--help` alone is answered without loading the engine (see index.ts).
export const USAGE = `Usage: mcp-scenario-eval [globs…] [options]

Runs YAML scenarios against an MCP server. Globs default to ${DEFAULT_SCENARIO_GLOBS.join(' ')};
a directory means every .yaml/.yml file below it.

Server (one of):
${flagsHelp('run', ['server'])}

OAuth client credentials (live mode, instead of a bearer token):
${flagsHelp('run', ['oauth'])}
  The secret is never a flag: set MCP_EVAL_OAUTH_CLIENT_SECRET or
  MCP_EVAL_OAUTH_PRIVATE_KEY (below).

Secrets are never flags (a flag lands in shell history and process lists): set
the variable (the action's input of the same name works as well).
${secretsHelp('run')}

Options:
${flagsHelp('run', ['run', 'report'])}
  -h, --help
  -v, --version          print the version (${PACKAGE_VERSION})

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
  annotations                 check readOnlyHint, idempotentHint and
                              destructiveHint by behaviour on fresh stub servers
  compare-variants --tool-variants FILE
                              run the agent scenarios on the server's tool
                              descriptions and on each variant; per variant a
                              pass rate, a paired verdict, the winner as a diff
`;
