import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Test files share a worker (isolate: false in vitest.config.ts) so that the heavy packages
// (Blueprint and its icons, React, happy-dom) load once per worker instead of once per file. Our
// own modules are evaluated afresh for every file, as if isolated: their state (stores, caches)
// starts clean, and a file's vi.mock of one of them reaches neither the files before nor after it.
vi.resetModules();

// `findBy…` waits for what a test expects to appear; lazy route chunks load slowly on a busy CI
// machine (seen: three pages not found within the default 1 s while the suite ran beside other
// work). A test fails on what appears, never on how fast (CONVENTIONS 12), so wait generously.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// A file that ends with fake timers on would hand them to the next file in the worker.
afterAll(() => {
  vi.useRealTimers();
});
