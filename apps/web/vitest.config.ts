import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
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
