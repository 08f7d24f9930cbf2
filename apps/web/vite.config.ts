import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // react-popper (a Blueprint dependency) still declares React 18 as its peer, so npm hoists a
    // React 18 copy to the repo root. Deduping makes every import resolve to this app's React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: { '/v2': { target: 'http://localhost:8000', ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
