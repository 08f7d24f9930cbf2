import { defineConfig } from 'vitest/config';

// Node sessions start a runner process that loads tsx and js-slang: about a second on a quiet
// machine, several when CI runs every project at once on two cores. The limits under test are
// measured from when a runner is ready, so generous test and hook timeouts lose nothing.
export default defineConfig({
  test: { name: 'runner', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
