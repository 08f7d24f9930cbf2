import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunOutcome, RunSettings } from '../protocol';
import { createNodeSession } from './index';

/**
 * Runaway recursion ends with js-slang's own text in every host: the same words the browser shows
 * (e2e/tests/runner-errors.spec.ts), whatever the thread's stack size. js-slang finds the line of a
 * native stack overflow from the eval'd frame through its source map; for `f(x) + 1` that frame
 * falls before the line's first mapping, so js-slang itself reports it without a line, in Node and
 * in Chromium alike.
 */
const session = createNodeSession({ hardTimeoutMarginMs: 120_000 });
afterAll(() => session.dispose());

const ch1: RunSettings = { chapter: 1, variant: 'default', execTimeMs: 1000 };
/** js-slang's own evaluator, where the host's default is the fast path (ADR 0035). */
const ch1OnSlang: RunSettings = { ...ch1, engine: 'js-slang' };
const text = (outcome: RunOutcome) => (outcome.status === 'error' ? outcome.text : JSON.stringify(outcome));

/** js-slang run directly in this process (the main thread's stack), as the reference does. */
async function jsSlangDirectly(code: string): Promise<string> {
  // As in any browser; Node 20 has none and js-slang's native-error reporting reads it.
  if (typeof globalThis.navigator === 'undefined') {
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
  }
  const require = createRequire(import.meta.url);
  const slang: typeof import('js-slang') = require('js-slang');
  const context = slang.createContext(1);
  await slang.runInContext(code, context, { executionMethod: 'native', originalMaxExecTime: 1000 });
  return slang.parseError(context.errors);
}

describe('runaway recursion in the Node host', () => {
  it.each([
    ['function f(x) { return f(x) + 1; } f(1);', 'RangeError: Maximum call stack size exceeded'],
    [
      'function f(n) { return n === 0 ? 0 : 1 + f(n - 1); }\nf(1000000);',
      'Line 1: RangeError: Maximum call stack size exceeded',
    ],
  ])(
    '%s ends as js-slang reports it',
    async (code, expected) => {
      await session.whenReady();
      const outcome = await session.run(code, ch1OnSlang);
      expect(outcome).toMatchObject({ status: 'error', errors: [{ type: 'Runtime', isTimeout: false }] });
      expect(text(outcome)).toBe(expected);
      expect(await jsSlangDirectly(code)).toBe(expected);
    },
    180_000,
  );

  // The fast path reports a stack overflow at the innermost call (ADR 0035, known differences):
  // where js-slang's source map finds no line for `f(x) + 1`, the fast path names the call's line.
  it.each([
    'function f(x) { return f(x) + 1; } f(1);',
    'function f(n) { return n === 0 ? 0 : 1 + f(n - 1); }\nf(1000000);',
  ])(
    "%s ends on the fast path with js-slang's words and the line of the call",
    async (code) => {
      await session.whenReady();
      const outcome = await session.run(code, ch1);
      expect(outcome).toMatchObject({ status: 'error', errors: [{ type: 'Runtime', isTimeout: false }] });
      expect(text(outcome)).toBe('Line 1: RangeError: Maximum call stack size exceeded');
    },
    180_000,
  );

  it('tail recursion without a base case is js-slang potential infinite recursion, with its line', async () => {
    const outcome = await session.run('function f(x) { return f(x); } f(1);', ch1);
    expect(outcome).toMatchObject({ status: 'error', errors: [{ line: 1, isTimeout: true }] });
    expect(text(outcome)).toMatch(
      /^Line 1: Potential infinite recursion detected: f\(1\) \.\.\. f\(1\) \.\.\. f\(1\)\./,
    );
  }, 180_000);
});
