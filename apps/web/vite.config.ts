import { runnerVitePlugin } from '@sa/runner/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // runnerVitePlugin: bundles the Source runner's Web Worker (js-slang) - see packages/runner.
  plugins: [react(), runnerVitePlugin()],
  server: {
    proxy: {
      '/v2': { target: 'http://localhost:8000', ws: true },
      // The wasm variant's std files (apps/server features/wasm-std).
      '/wasm-std': { target: 'http://localhost:8000' },
      // The Source modules' files (apps/server features/modules), built by `npm run build:modules`.
      '/modules': { target: 'http://localhost:8000' },
      // Shared editing sessions: POST/GET and the y-websocket at /sharedb/{id} (features/shared-sessions).
      '/sharedb': { target: 'http://localhost:8000', ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
