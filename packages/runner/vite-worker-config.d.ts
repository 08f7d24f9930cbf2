import type { Plugin } from 'vite';

/** Bundles the Source runner's Web Worker; see vite-worker-config.js. */
export function runnerVitePlugin(): Plugin;
