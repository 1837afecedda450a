/** What an `annotations` check is given: its servers, its numbers, its inputs and probes, and what its face supplies. */
import type { Scenario } from '../../model/index.js';
import type { ToolAnnotationsReport } from '../../model/annotations.js';
import type { ProbesFile } from './probes.js';
import type { StubServers } from './servers.js';
import type { AnnotationSuppression } from './suppressions.js';

/** A setting a reason names, as the face names it (the CLI: `--tool-budget-ms`; the action: its input). */
export type AnnotationsSetting = 'tool-budget-ms' | 'live-read-only';

export interface AnnotationsOptions {
  /** Fresh servers (servers.ts's stubServers): every open() a new server in a new, empty directory. */
  servers: StubServers;
  /** The server as reports name it. */
  target: string;
  /** Generated inputs per tool, after the scenarios' own. */
  runs: number;
  seed: number;
  /** Per call and per read of the state: past it, the server is said to hang (the tool's check fails). */
  timeoutMs: number;
  /** Per tool, shrinking and re-verifying included. */
  toolBudgetMs: number;
  /** A live server: only tools claiming readOnlyHint: true are called, and the state is the probes alone. */
  liveReadOnly: boolean;
  /** Only these tools, when given. */
  only?: readonly string[];
  /** The scenarios whose tool steps give the first inputs. */
  scenarios: readonly Scenario[];
  probes?: ProbesFile;
  /** Findings the repository accepts: listed as suppressed, not counted. */
  suppressions?: readonly AnnotationSuppression[];
  /** Stops the check (SIGINT, SIGTERM): the call under way is cut, what was found stands. */
  signal?: AbortSignal;
  /** The command that checks one tool again (seed, runs and probes in it). */
  reproduceCommand: (tool: string) => string;
  /** A setting as the face names it in a reason (default: the CLI's `--NAME`). */
  settingName?: (setting: AnnotationsSetting) => string;
  onToolStart?: (tool: string) => void;
  onToolDone?: (report: ToolAnnotationsReport) => void;
}
