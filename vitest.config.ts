import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs every test that needs no browser; the Playwright journeys live in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'apps/device'],
    // Vitest leaves one core to its main process, so on a two-core machine test files ran one at a
    // time. Much of a file's time is spent waiting (runner processes starting, timers), and the
    // main process is nearly idle: two workers took `npm test` from 247 s to 162 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
