import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // Test files share a worker process, so Fastify, Drizzle, zod and our modules load once per
    // worker rather than once per file. Nothing leaks between files all the same: each file
    // starts its own app on its own database (a copy of the template) and closes both in afterAll.
    isolate: false,
    // Builds the migrated PGlite template once; each test file loads its own copy. The modules'
    // dist (served at /modules, loaded by the grader) is built when missing or stale.
    globalSetup: ['src/test/global-setup.ts', '../../packages/modules/build/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
