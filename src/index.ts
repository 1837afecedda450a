import { enableCompileCache } from './util/compile-cache.js';
import { delayOptimization } from './util/tiering.js';

// First: the tiering thresholds and Node's compile cache (22.8+) apply to the chunks loaded below.
delayOptimization();
enableCompileCache();
const { run } = await import('./github/main.js');
await run();
