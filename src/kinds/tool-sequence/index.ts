import type { ToolSequenceScenario } from '../../model/index.js';
import type { ScenarioKind } from '../kind.js';
import { buildToolSequence, lenientToolSequenceErrors } from './build.js';
import { toolSequenceKeys, toolSequenceNestedKeys } from './keys.js';
import { runToolSequence } from './run.js';
import { namedByStep } from './steps/index.js';

/** `tool_sequence:`: fixed calls in order, their outputs joined and checked. */
export const toolSequenceKind: ScenarioKind<ToolSequenceScenario> = {
  kind: 'tool-sequence',
  key: 'tool_sequence',
  called: { one: 'a tool sequence', many: 'tool sequences' },
  keys: toolSequenceKeys,
  nested: toolSequenceNestedKeys,
  build: buildToolSequence,
  lenientErrors: lenientToolSequenceErrors,
  run: runToolSequence,
  named: (scenario) => {
    const named = scenario.steps.map(namedByStep);
    return {
      tools: named.flatMap((one) => one.tools),
      resources: named.flatMap((one) => one.resources ?? []),
      prompts: named.flatMap((one) => one.prompts ?? []),
    };
  },
};
