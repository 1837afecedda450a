/**
 * The run's agent baseline settings: which file, whether it must exist, what an inconclusive
 * comparison does, and whether this run records it. Resolved once with the rest of the options.
 */
import path from 'node:path';
import { DEFAULT_BASELINE_NAME } from '../kinds/agent/defaults.js';
import type { AgentBaselineOptions } from '../kinds/agent/baseline.js';
import { globBase } from './snapshot.js';

/**
 * The baseline settings from the configuration: `baselineSave` (recording, to that file), else the
 * named `agentBaseline` file, else DEFAULT_BASELINE_NAME in the directory of the first scenarios
 * glob (checked only when it exists); undefined when none applies.
 */
export function runBaselineOptions(config: {
  workspace: string;
  scenarioGlobs: string[];
  agentBaseline?: string;
  baselineSave?: string;
  baselineInconclusive?: 'fail' | 'warn';
}): AgentBaselineOptions | undefined {
  const saved = config.baselineSave?.trim();
  const named = saved || config.agentBaseline?.trim();
  const firstGlob = config.scenarioGlobs.find((glob) => !glob.startsWith('!'));
  const relative = named || (firstGlob ? path.posix.join(globBase(firstGlob), DEFAULT_BASELINE_NAME) : undefined);
  if (!relative) return undefined;
  const file = path.resolve(config.workspace, relative);
  return {
    file,
    label: path.relative(config.workspace, file).split(path.sep).join('/') || relative,
    required: Boolean(named) && !saved,
    inconclusive: config.baselineInconclusive ?? 'fail',
    ...(saved && { record: true }),
  };
}
