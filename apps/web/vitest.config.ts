import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom'],
    // Prefer the ES builds: their imports go through Vite's resolver (and so through `dedupe`),
    // whereas a CommonJS build's require() would reach the hoisted React 18.
    mainFields: ['module', 'main'],
    conditions: ['module', 'browser', 'development'],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    server: {
      deps: {
        // Inline the React libraries so that `dedupe` above applies to them too; left external
        // they would load the React 18 copy hoisted at the repo root and break hooks.
        inline: [
          /@blueprintjs/,
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-markdown/,
          /@floating-ui/,
          /react-popper/,
          /react-transition-group/,
        ],
      },
    },
  },
});
