import { runnerVitePlugin } from '@sa/runner/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // runnerVitePlugin: bundles the Source runner's Web Worker (js-slang) - see packages/runner.
  plugins: [react(), runnerVitePlugin()],
  server: {
    proxy: { '/v2': { target: 'http://localhost:8000', ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
