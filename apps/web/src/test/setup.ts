import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` waits for what a test expects to appear; lazy route chunks load slowly on a busy CI
// machine (seen: three pages not found within the default 1 s while the suite ran beside other
// work). A test fails on what appears, never on how fast (CONVENTIONS 12), so wait generously.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
