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
    // Builds dist/ first when it is older than src/: the bundle tests test the code they have.
    globalSetup: ['./__tests__/helpers/fresh-bundle.ts'],
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
