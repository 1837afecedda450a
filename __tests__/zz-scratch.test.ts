import { it } from 'vitest';
import { scenarioSchema } from '../src/engine/scenarios/schema.js';
it('x', () => {
const r = scenarioSchema.safeParse({name:'a',tool_sequence:[{tool:'x',save:{'1a':'(x)', ok: ''}}]}, {reportInput:true});
process.stderr.write(JSON.stringify(r.error?.issues,null,1));
});
