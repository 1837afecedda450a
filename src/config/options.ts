import type { JudgeMode } from '../model/index.js';
import type { RunSnapshotOptions } from './snapshot.js';
import type { AgentBaselineOptions } from '../kinds/agent/baseline.js';
import type { SettingKey } from './settings.js';

export type { ServerTarget } from '../mcp/target.js';
import type { ServerTarget } from '../mcp/target.js';
import type { ProtocolSetting } from '../mcp/era.js';
import type { ToolVariant } from '../kinds/agent/variants.js';
import type { NoProvider, Provider } from '../providers/choose.js';
import type { ModelPrices } from '../providers/prices.js';

export type Isolation = 'scenario' | 'suite';

/** Everything a run needs. The action and the CLI each build one of these. */
export interface RunOptions {
  /** Directory that globs and paths are relative to, and that annotation paths are relative to. */
  workspace: string;
  /** Newline-split globs; a leading `!` excludes. */
  scenarioGlobs: string[];
  server: ServerTarget;
  /**
   * Lines for a re-run with debug logging (file discovery, the transport, the era probe, timings):
   * the action maps it to `core.debug`, the CLI to nothing. The lower rooms never import a logger.
   */
  debug?: (line: string) => void;
  /** `protocol`: which MCP era to speak (auto, the default: probe once, as hosts do; both: every era the server serves). */
  protocol?: ProtocolSetting;
  isolation: Isolation;
  /** How many scenarios run at once. */
  concurrency: number;
  /** Per-call timeout, unless a step sets `timeout_ms`. */
  timeoutMs: number;
  /** How long the server may take to start and answer `initialize` (`connect-timeout-ms`); DEFAULT_CONNECT_TIMEOUT_MS when absent. */
  connectTimeoutMs?: number;
  /** Glob-style pattern on scenario names; empty keeps all. */
  filter: string;
  /** `{ index, count }` with 1 ≤ index ≤ count, or undefined for no sharding. */
  shard?: { index: number; count: number };
  judge: {
    mode: JudgeMode;
    model: string;
    apiKey?: string;
    /** The platform the judge asks through (`provider`); the Anthropic API with `apiKey` when absent. */
    provider?: Provider;
    /** Why there is no platform, when there is none: what a skip says and what `required` fails with. */
    unavailable?: Omit<NoProvider, 'provider'>;
    concurrency: number;
    /** One request's timeout per attempt, headers and body (`judge-timeout-ms`); DEFAULT_JUDGE_TIMEOUT_MS when absent. */
    timeoutMs?: number;
    /** How to say "judge auto" to the user: `judge: auto` (the action's input), `--judge auto` (the CLI). */
    autoSetting?: string;
    /** `judge-cost-budget`: USD the judge may spend in the run; absent: no limit. */
    costBudgetUsd?: number;
  };
  /** Agent scenarios (`prompt:`): gating like the judge's, the default model, the run's token budget. */
  agent?: {
    mode: JudgeMode;
    model: string;
    /** `agent-models`: run each agent scenario that names no model on each of these (one row each). */
    models?: string[];
    apiKey?: string;
    /** The platform agent scenarios ask through (`provider`); the Anthropic API with `apiKey` when absent. */
    provider?: Provider;
    /** Why there is no platform, when there is none. */
    unavailable?: Omit<NoProvider, 'provider'>;
    /** Tokens (input, output, cache reads and writes) all agent scenarios of the run may use; absent: no limit. */
    tokenBudget?: number;
    /** `agent-cost-budget`: USD all agent scenarios of the run may spend; absent: no limit. */
    costBudgetUsd?: number;
    /** Replay the committed recordings (`agent-replay` / `--replay`) even with a key. */
    replay?: boolean;
    /** Call the model and keep what it said, for `record-agent` (needs a key). */
    record?: boolean;
    /** One model request's timeout per attempt, headers and body (`agent-timeout-ms`); DEFAULT_AGENT_TIMEOUT_MS when absent. */
    timeoutMs?: number;
    /** The server flags of this run, quoted for a shell: what `record-agent` advice must carry to start the same server. */
    serverFlags?: string;
    /** The agent baseline to check (or, with `record`, to record): `agent-baseline`, `--baseline`, `--baseline-save`. */
    baseline?: AgentBaselineOptions;
    /** compare-variants: the tools' wording the model is given (the server is unchanged). */
    variant?: ToolVariant;
    /** compare-variants: every planned trial runs (no early stop). */
    allTrials?: true;
  };
  /** `model-prices`: USD per million tokens of models the price table lacks (or priced otherwise); they win over the table. */
  modelPrices?: ModelPrices;
  /** compare-variants: run the agent scenarios only (the others do not depend on the tools' wording). */
  onlyAgent?: true;
  /**
   * How long the `server/discover` probe of `protocol: auto` or `both` waits before the run gives the
   * server `initialize` on a fresh connection (default DISCOVER_PROBE_TIMEOUT_MS; no setting: tests shorten it).
   */
  discoverProbeTimeoutMs?: number;
  /** Bound on the whole run (default RUN_TIME_LIMIT_MS); scenarios not finished by then are errored. */
  runTimeLimitMs?: number;
  /**
   * Stops the run (SIGINT, SIGTERM: a cancelled or timed-out job): scenarios not finished are errored
   * as at the time limit, and the reports are still written (util/signals.ts).
   */
  signal?: AbortSignal;
  /** Values to scrub from every message, report and captured log. */
  secrets: string[];
  /** What the settings call for telling the user before the run (a secret-named `server-env` variable). */
  notices?: string[];
  /**
   * A setting given a value, as the face that made these options says it (`--agent auto` on the
   * command line, `agent: auto` in a workflow): the lower rooms name settings through it.
   */
  settingName?: (setting: SettingKey, value: string) => string;
  /** `lint`: lint the server's tool list before the scenarios (the suppressions file is read from the workspace). */
  lint?: 'off' | 'warn' | 'error';
  /** The tool-list snapshot to check before the scenarios (`tools-snapshot`, `tools-token-budget`). */
  toolsSnapshot?: RunSnapshotOptions;
  /** `annotations`: check the tools' hints by behaviour before the scenarios (server-tools/annotations). */
  annotations?: 'off' | 'warn' | 'error';
  /** The annotations check's probes file (`annotations-probes`, else annotations.yaml beside the scenarios). */
  annotationsProbes?: RunProbesFile;
}

/** Where the annotations check's probes file is. */
export interface RunProbesFile {
  /** Absolute path. */
  file: string;
  /** Named by the setting: a missing file is an error. The default file is read only when it exists. */
  required: boolean;
}

// The defaults are the table's (settings.ts), named here too for the modules that read them.
export {
  DEFAULT_CONCURRENCY,
  DEFAULT_JUDGE_CONCURRENCY,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_SCENARIO_GLOBS,
  DEFAULT_TIMEOUT_MS,
} from './settings.js';
export { DEFAULT_CONNECT_TIMEOUT_MS } from '../mcp/target.js';
export { DEFAULT_AGENT_MODEL } from '../kinds/agent/defaults.js';
