import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { 'js-slang/context': fileURLToPath(new URL('./src/test/context-stub.ts', import.meta.url)) },
  },
  test: { name: 'modules', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] },
});
