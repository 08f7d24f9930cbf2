import { resolve } from 'node:path';
import { runnerVitePlugin } from '@sa/runner/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

const outDir = 'dist';

export default defineConfig({
  // runnerVitePlugin: bundles the Source runner's Web Worker (js-slang) - see packages/runner.
  // VitePWA: the service worker and the web app manifest (pwa.config.ts).
  plugins: [react(), runnerVitePlugin(), VitePWA(pwaOptions(resolve(import.meta.dirname, outDir)))],
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
  build: { outDir, emptyOutDir: true },
});
