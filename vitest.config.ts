import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Builds dist/ first when it is older than src/: the bundle tests test the code they have.
    globalSetup: ['./__tests__/helpers/fresh-bundle.ts'],
    reporters: ['default', './scripts/closing-line-reporter.ts'],
  },
});
