/**
 * The run's tool-list snapshot settings: which file, whether it must exist, the token budget, and
 * the command that accepts a change. Resolved once with the rest of the options.
 */
import path from 'node:path';
import { acceptCommand, type AcceptTarget } from './accept-command.js';

/** The snapshot file a run checks when none is named: beside the scenarios, checked when it exists. */
export const DEFAULT_SNAPSHOT_NAME = 'tools.snapshot.json';

/** What a run needs to check the snapshot. */
export interface RunSnapshotOptions {
  /** Absolute path. */
  file: string;
  /** As shown to people: relative to the workspace. */
  label: string;
  /** Named explicitly: a missing file fails the run. The default file is checked only when it exists. */
  required: boolean;
  budget?: number;
  acceptCommand: string;
}

/** The directory part of a glob before its first wildcard (`scenarios/**\/*.yaml` → `scenarios`). */
export function globBase(glob: string): string {
  const parts = glob.replace(/\\/g, '/').split('/');
  const base: string[] = [];
  for (const part of parts) {
    if (/[*?[\]{}!]/.test(part)) break;
    base.push(part);
  }
  const joined = base.join('/');
  // A glob that names a file (`scenarios/smoke.yaml`): its directory.
  return base.length === parts.length && /\.ya?ml$/i.test(joined) ? path.posix.dirname(joined) : joined || '.';
}

/**
 * The run's snapshot settings from the configuration: the named file, or DEFAULT_SNAPSHOT_NAME in
 * the directory of the first scenarios glob; undefined when no file is named and the default
 * does not apply (no glob). A budget with no snapshot file still applies (to the server's list).
 */
export function runSnapshotOptions(config: {
  workspace: string;
  scenarioGlobs: string[];
  toolsSnapshot?: string;
  toolsTokenBudget?: number;
  serverCommand: string;
  serverModule: string;
  remoteUrl: string;
  serverCwd: string;
  serverEnv?: string[];
  serverSecrets?: string[];
  labels?: { remoteUrl?: string };
}): RunSnapshotOptions | undefined {
  const named = config.toolsSnapshot?.trim();
  const firstGlob = config.scenarioGlobs.find((glob) => !glob.startsWith('!'));
  const relative = named || (firstGlob ? path.posix.join(globBase(firstGlob), DEFAULT_SNAPSHOT_NAME) : undefined);
  if (!relative) return undefined;
  const file = path.resolve(config.workspace, relative);
  const label = path.relative(config.workspace, file) || relative;
  return {
    file,
    label,
    required: Boolean(named),
    ...(config.toolsTokenBudget === undefined ? {} : { budget: config.toolsTokenBudget }),
    acceptCommand: acceptCommand(label, serverTarget(config)),
  };
}

/** The server as the configuration names it, for a command we advise to start it again. */
export function serverTarget(config: {
  workspace: string;
  serverCommand?: string;
  serverModule?: string;
  remoteUrl?: string;
  serverCwd?: string;
  serverEnv?: string[];
  serverSecrets?: string[];
  labels?: { remoteUrl?: string };
}): AcceptTarget {
  return {
    serverCommand: config.serverCommand,
    serverModule: config.serverModule,
    // A URL from MCP_EVAL_REMOTE_URL stays in the environment.
    remoteUrl: config.labels?.remoteUrl === 'MCP_EVAL_REMOTE_URL' ? undefined : config.remoteUrl,
    serverCwd: config.serverCwd,
    serverEnv: config.serverEnv,
    serverSecrets: config.serverSecrets,
    workspace: config.workspace,
  };
}

/**
 * The annotations check's probes file when none is named: beside the scenarios, read when it
 * exists. The same name as server-tools/annotations' DEFAULT_PROBES_FILE (a test holds them
 * equal), written here so that resolving the settings loads none of the engine.
 */
export const DEFAULT_RUN_PROBES_NAME = 'annotations.yaml';

/** The run's probes file: the named one (relative to the workspace), else the default beside the first scenarios glob. */
export function runProbesFile(
  workspace: string,
  scenarioGlobs: readonly string[],
  named: string | undefined,
): { file: string; required: boolean } {
  const given = named?.trim();
  if (given) return { file: path.resolve(workspace, given), required: true };
  const firstGlob = scenarioGlobs.find((glob) => !glob.trim().startsWith('!') && glob.trim() !== '');
  return {
    file: path.resolve(workspace, path.posix.join(globBase(firstGlob ?? '.'), DEFAULT_RUN_PROBES_NAME)),
    required: false,
  };
}
