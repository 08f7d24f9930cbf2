import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'svml', include: ['src/**/*.test.ts'] } });
