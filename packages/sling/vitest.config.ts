import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'sling', include: ['src/**/*.test.ts'] } });
