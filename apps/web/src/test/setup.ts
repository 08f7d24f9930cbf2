import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Test files share a worker (isolate: false in vitest.config.ts) so that the heavy packages
// (Blueprint and its icons, React, happy-dom) load once per worker instead of once per file. Our
// own modules are evaluated afresh for every file, as if isolated: their state (stores, caches)
// starts clean, and a file's vi.mock of one of them reaches neither the files before nor after it.
vi.resetModules();

// findBy and waitFor give up after this long. A page that loads lazily can take over a second to
// appear on a busy machine (testing-library's default is 1 s); a failing test only waits longer.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// A file that ends with fake timers on would hand them to the next file in the worker.
afterAll(() => {
  vi.useRealTimers();
});
