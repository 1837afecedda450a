/**
 * Pages of a paginated list (`tools/list`) read before giving up, by every reader of the list (the
 * run's pre-check and agent scenarios, `tools`, `lint`, the snapshot, `fuzz`, coverage). A list cut
 * short would make whatever needed all of it wrong, so reaching the cap is that reader's error, never
 * a shorter list; and a server whose cursor never ends gets an error, not a hang.
 */
export const MAX_TOOL_LIST_PAGES = 100;
/**
 * How long a run's `server/discover` probe under `protocol: auto` (and `both`) waits for an answer (at most
 * `connect-timeout-ms`). A server that has not answered by then gets the 2025 handshake (`initialize`)
 * on a fresh connection, as hosts do, and the run says so in a notice: a 2025-era server that ignores
 * the request it does not know would otherwise hold the run for the whole connect limit and then
 * fail it. A server that serves 2026-07-28 but takes longer to start is tested with `protocol: modern`,
 * which waits the whole `connect-timeout-ms`.
 */
export const DISCOVER_PROBE_TIMEOUT_MS = 5_000;
/** Stderr kept per server process, from its end. */
export const STDERR_LIMIT_CHARS = 16_000;
/** Text kept per tool call; the rest is cut, and the cut is said in the text. */
export const CALL_OUTPUT_LIMIT_CHARS = 1_000_000;
/**
 * Longest line (one JSON-RPC message) accepted on a server's stdout. Past it the connection is
 * closed: a runaway server must not exhaust the runner's memory.
 */
export const STDOUT_LINE_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long a server process gets after stdin closes (then after SIGTERM) before it is killed. */
export const STOP_GRACE_MS = 2_000;
/**
 * Bound on the whole run, below GitHub's 6-hour job limit so the reports are still written:
 * scenarios not finished by then are errored with a message saying so.
 */
export const RUN_TIME_LIMIT_MS = 5 * 60 * 60 * 1000;
/** Body text of an HTTP error quoted in a message. */
export const HTTP_BODY_QUOTE_CHARS = 300;
/** Bytes of an HTTP error response's body read to explain it (the rest is never read). */
export const HTTP_BODY_READ_BYTES = 16 * 1024;
/** How long the body of an HTTP error response is read to explain it (a server may send it without end). */
export const HTTP_BODY_READ_MS = 5_000;
/**
 * How long an in-process server's errors are still caught after its last session closed: a timer it
 * set in its last answer fires then, and is reported as that scenario's error rather than lost.
 */
export const IN_PROCESS_SETTLE_MS = 100;
/**
 * The longest `timeout_ms` a step may ask for: Node's timers hold a signed 32-bit count of
 * milliseconds (about 24.8 days), and a longer delay silently fires after 1 ms instead. Here, not in
 * the scenario schema, so that reading the options does not load zod.
 */
export const MAX_STEP_TIMEOUT_MS = 2_147_483_647;
/**
 * Largest scenario file read, in bytes. Parsing YAML keeps a syntax tree many times the text's size
 * (a 20 MB file peaked at 743 MB in the CLI and over 1 GB in the action); a scenario file is a few
 * kilobytes, so a file past this is refused with an error rather than read.
 */
export const SCENARIO_FILE_LIMIT_BYTES = 1024 * 1024;
/**
 * Deepest nesting of block mappings and lists in a scenario file. The YAML parser recurses once per
 * level and runs out of stack between 1,000 and 2,000 levels; a scenario needs a handful.
 */
export const SCENARIO_NESTING_LIMIT = 100;
/**
 * Characters of an output searched for the closest-line hint of a failed check (the start of it).
 * One call's output is at most CALL_OUTPUT_LIMIT_CHARS, so this covers two calls' worth.
 */
export const CLOSEST_HINT_SEARCH_LIMIT_CHARS = 2_000_000;
/**
 * Work the closest-line hints of one scenario may do, in cells (characters read plus edit-distance
 * cells; 5 to 20 ms of CPU per million): a scenario with thousands of failed checks gets hints for the
 * first ones, and the rest say they were left out for their cost.
 */
export const CLOSEST_HINT_SCENARIO_BUDGET_CELLS = 25_000_000;
/** Work the closest-line hints of the whole run may do, in cells (see above). */
export const CLOSEST_HINT_RUN_BUDGET_CELLS = 100_000_000;
/**
 * Notifications kept per call (progress, log messages, list changes), shown with a failure; past it,
 * one more record counts the rest, so a server that reports progress without end cannot fill memory.
 */
export const CALL_NOTIFICATIONS_KEPT = 50;
/**
 * Requests of the server's kept per call (elicitation, sampling, roots: what it asked and what the
 * client answered, in either era, every `inputRequests` entry of every round counted), shown with a
 * failure; past it they are counted, not kept. A server that asked 20,000 times in one call made one
 * step's failure 6.6 MB in the terminal and 14 MB of JSON.
 */
export const CALL_REQUESTS_KEPT = 50;
/**
 * Ways one call's requests and its script parted (a request refused, content that did not fit) said
 * in the step's failure message, the first ones; the rest are counted in one more sentence, so a
 * server that asks hundreds of times makes a message of a few kilobytes, not hundreds.
 */
export const CALL_REQUEST_PROBLEMS_SHOWN = 5;
/**
 * `fuzz`: once a tool has hung, each further call to it waits this long at most (not the whole
 * `--timeout-ms`): shrinking a hang pays it on every probe. A tool that hangs on this many probes
 * in a row while its hang is shrunk, none answering, hangs on every input: shrinking stops there.
 */
export const FUZZ_HANG_PROBE_TIMEOUT_MS = 500;
/** See FUZZ_HANG_PROBE_TIMEOUT_MS. */
export const FUZZ_HANG_EVERY_INPUT_PROBES = 3;
/**
 * `fuzz`: a call that keeps reporting progress (each notification restarts its `--timeout-ms`) is
 * cut after this many timeouts in all (20 s by default): alive, so no finding, but an input that
 * asks for a billion steps does not take the tool's whole budget.
 */
export const FUZZ_PROGRESSING_CALL_TIMEOUTS = 4;
/**
 * Characters of what a server asked of the client (an elicitation's message and schema, a sampling
 * request's messages) shown in a step's failure and its report: enough to recognise the request.
 */
export const CLIENT_REQUEST_QUOTE_CHARS = 500;
/**
 * How long one attempt at an agent scenario's Messages API request may take, headers and body
 * (`agent-timeout-ms`): a turn with a plan and several tool calls takes seconds; this bounds an API
 * or gateway that accepts the request and never answers, or stalls the body.
 */
export const DEFAULT_AGENT_TIMEOUT_MS = 120_000;
/** The same for one judge request (`judge-timeout-ms`): a two-line reply takes seconds. */
export const DEFAULT_JUDGE_TIMEOUT_MS = 60_000;
/**
 * Retries of one Messages API request (judge or agent), by the SDK: on 408/409/429/5xx (honouring
 * `retry-after`) and on no answer. The longest wait for one request is (this + 1) × its timeout.
 */
export const MODEL_API_MAX_RETRIES = 2;
/**
 * Characters of one tool result given to the model in an agent scenario (secrets redacted first),
 * the rest cut with the cut said in the text the model reads. The result stays in the conversation
 * for every later turn, and in the recording: 100,000 characters is about 25,000 tokens.
 */
export const MODEL_TOOL_RESULT_LIMIT_CHARS = 100_000;
/**
 * A `server-env` variable whose name says it holds a secret (`*TOKEN*`, `*KEY*`…) is treated as
 * one from this many characters of value: a shorter value (`USE_KEYRING=1`) redacted everywhere
 * would blank common text. `server-secrets` values are secrets whatever their length.
 */
export const NAMED_SECRET_MIN_CHARS = 8;
/**
 * Under `isolation: scenario`, a run during more than this share of whose wall-clock time a server
 * was starting (over at least STARTUP_NOTICE_MIN_SESSIONS sessions; start-ups at once counted once)
 * says once that `isolation: suite` shares one server.
 */
export const STARTUP_NOTICE_SHARE = 0.5;
/** Sessions a run must have started before its start-up share is worth a notice. */
export const STARTUP_NOTICE_MIN_SESSIONS = 3;
/** `paraphrase --count N`: the most phrasings asked for per prompt (each is reviewed by hand, and each costs trials). */
export const MAX_PARAPHRASES = 20;
/**
 * `protocol: both`: the diff of a scenario's outputs that differ between eras, kept in the result (the
 * JSON report) and shown in the terminal and the summary; past it the diff is cut, saying so (each
 * era's whole output is in the JSON report).
 */
export const ERA_DIFF_LIMIT_CHARS = 4_000;
/**
 * Changed lines the diff of two eras' outputs may consider (the `diff` package's `maxEditLength`):
 * the cost of a line diff grows with its outputs times its changes, and outputs of a million
 * characters that differ throughout are said to differ, with their sizes, rather than diffed.
 */
export const ERA_DIFF_MAX_CHANGED_LINES = 500;

/**
 * Fields of an elicitation's form that \`init\` fills when it proposes an answer: a form of thousands
 * of fields would fill the proposed file; the rest are left for the author.
 */
export const PROPOSED_FORM_FIELDS = 20;
/**
 * \`fuzz\`: calls, each on a fresh server with the full \`--timeout-ms\`, that confirm a shrunk hang: the
 * shrunk input first, then the shrinking's path halved. A probe's short timeout takes a slow answer
 * for a hang; these find the smallest input that hangs again (an 8,299-character "minimal hang" passed
 * in 1.4 s; only inputs of about 65,000 characters hung).
 */
export const FUZZ_HANG_CONFIRMATIONS = 8;

/** `annotations`: generated inputs per tool (after the scenarios' own) unless `--runs`: each observed input may cost a fresh server. */
export const ANNOTATIONS_DEFAULT_RUNS = 10;
/** `annotations`: time per tool unless `--tool-budget-ms`, shrinking and re-verifying included; a call under way runs to its answer or `--timeout-ms`. */
export const ANNOTATIONS_TOOL_BUDGET_MS = 60_000;
/** `annotations`: a file of the server's directory larger than this is compared by its content hash alone, not line by line. */
export const ANNOTATIONS_FILE_LINES_MAX_BYTES = 256 * 1024;
/** `annotations`: files and directories of the server's directory observed; past it the rest are one entry (their count). */
export const ANNOTATIONS_MAX_FILES = 2_000;
/** `annotations`: resources the server lists that are read as state (the first ones listed). */
export const ANNOTATIONS_MAX_RESOURCES = 50;
/** `annotations`: probes a probes file may declare (each is read twice before every call). */
export const ANNOTATIONS_MAX_PROBES = 20;
/** `annotations`: inputs tried while shrinking one finding (each on a fresh server). */
export const ANNOTATIONS_SHRINK_ATTEMPTS = 40;
/** `annotations`: reads of the state after a call until two agree (a server that writes after it answers). */
export const ANNOTATIONS_SETTLE_READS = 5;
/** `annotations`: the wait between two of those reads. */
export const ANNOTATIONS_SETTLE_MS = 50;
/** `annotations`: an answer this short that names a network failure (`fetch failed`, ECONNREFUSED) is a refused call, not an observation. */
export const ANNOTATIONS_ERROR_ANSWER_CHARS = 1_000;
/** `annotations`: items of an array each made smaller in place while shrinking (the first ones; a long array is halved first). */
export const ANNOTATIONS_SHRINK_ITEMS = 8;
/** `annotations`: characters of an entry's text shown before and after in a change. */
export const ANNOTATIONS_CHANGE_TEXT_CHARS = 600;
/** `annotations`: lines ignored (volatile, or matched by an `ignore:` pattern) listed in the report. */
export const ANNOTATIONS_IGNORED_LINES_KEPT = 50;
