import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Files share their worker: Blueprint, its icons and React take seconds to load and were loaded
    // again for every file (most of the project's time). src/test/setup.ts gives each file a fresh
    // copy of our own modules, so module state and vi.mock stay per file.
    isolate: false,
    // Room for findBy… waits (setup.ts) on a busy machine.
    testTimeout: 30_000,
  },
});
