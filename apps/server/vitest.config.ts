import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // One process per test file: each file owns its database and nothing leaks between files.
    pool: 'forks',
    // Builds the migrated PGlite template once; each test file loads its own copy.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
