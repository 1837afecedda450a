// Writes scenario.schema.json from the zod schema in src/scenario/schema.ts (compiled to
// lib/ by `npm run schema` first), formatted as prettier would, so `prettier --check` stays green.
// __tests__/scenario/json-schema.test.ts fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import prettier from 'prettier';
import { scenarioJsonSchema } from '../lib/scenario/schema.js';

const target = 'scenario.schema.json';
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
writeFileSync(target, await prettier.format(JSON.stringify(scenarioJsonSchema()), options));
console.log(`wrote ${target}`);
