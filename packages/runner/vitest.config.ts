import { defineConfig } from 'vitest/config';

// Node sessions start a runner process that loads tsx and js-slang: about a second on a quiet
// machine, several when CI runs every project at once on two cores. The limits under test are
// measured from when a runner is ready, so generous test and hook timeouts lose nothing: under a
// load of 25 on two cores a runner (at a lower priority) took 25 s to start.
// The grader's runner loads Source modules from packages/modules/dist: globalSetup builds it when
// it is missing or older than the sources.
export default defineConfig({
  test: {
    name: 'runner',
    include: ['src/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    globalSetup: ['../modules/build/global-setup.ts'],
  },
});
