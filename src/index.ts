import { enableCompileCache } from './util/compile-cache.js';

// First, so that the chunks loaded below can come from Node's compile cache (Node 22.8+).
enableCompileCache();
const { run } = await import('./action/main.js');
await run();
