import type { ToolSequenceScenario } from '../../model/index.js';
import type { ScenarioKind } from '../kind.js';
import { buildToolSequence, lenientToolSequenceErrors } from './build.js';
import { toolSequenceKeys } from './keys.js';
import { runToolSequence } from './run.js';
import { stepKindOf } from './steps/index.js';

/** `tool_sequence:`: fixed calls in order, their outputs joined and checked. */
export const toolSequenceKind: ScenarioKind<ToolSequenceScenario> = {
  kind: 'tool-sequence',
  key: 'tool_sequence',
  called: { one: 'a tool sequence', many: 'tool sequences' },
  keys: toolSequenceKeys,
  build: buildToolSequence,
  lenientErrors: lenientToolSequenceErrors,
  run: runToolSequence,
  named: (scenario) => {
    const named = scenario.steps.map((step) => stepKindOf(step).named(step));
    return {
      tools: named.flatMap((one) => one.tools),
      resources: named.flatMap((one) => one.resources ?? []),
      prompts: named.flatMap((one) => one.prompts ?? []),
    };
  },
};
