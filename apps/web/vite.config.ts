import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/v2': { target: 'http://localhost:8000', ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
