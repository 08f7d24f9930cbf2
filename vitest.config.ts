import { defineConfig } from 'vitest/config';

// `npm test` runs every test that needs no browser; the Playwright journeys live in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
