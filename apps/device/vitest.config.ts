import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'device', include: ['src/**/*.test.ts'] } });
