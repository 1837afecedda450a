import { enableCompileCache } from './util/compile-cache.js';

// First: Node's compile cache (22.8+) applies to the chunks loaded below.
enableCompileCache();
const { run } = await import('./github/main.js');
await run();
