import { defineConfig } from 'vitest/config';

// Every test talks to loopback only, so no Node process of the suite needs the machine's extra CA
// certificates, and reading them costs each of the suite's ~2,000 Node starts about 30 ms of CPU
// where the machine sets NODE_EXTRA_CA_CERTS. The workers and every process they start inherit this.
delete process.env.NODE_EXTRA_CA_CERTS;

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most of this suite waits (on servers, child processes and timeouts), not computes: measured on
    // 2 cores, vitest's default pool (cores minus one: one file at a time) took 369 s, 2 workers
    // 218 s, 4 workers 182 s. Fixed rather than from the core count, so a test that only passes
    // alone shows itself on every machine.
    maxWorkers: 4,
    // A worker runs one test file after another without a fresh process and module graph each time:
    // the suite is CPU-bound on 2 cores, and a fork and its imports per file were about a quarter of
    // its CPU (measured: 318 s wall, 623 s CPU isolated; 240 s, 467 s not). So a test file leaves the
    // process as it found it: process.env, the working directory, handlers and spies put back.
    isolate: false,
    // Builds dist/ first when it is older than src/: the bundle tests test the code they have.
    globalSetup: ['./__tests__/helpers/fresh-bundle.ts'],
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
