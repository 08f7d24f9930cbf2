import { afterAll, describe, expect, it } from 'vitest';
import { createNodeSession } from '../node/index';
import type { RunSettings } from '../protocol';

const WASM: RunSettings = { chapter: 1, variant: 'wasm', execTimeMs: 1000 };

// The first wasm call loads sourceror inside its hard limit, which on a busy machine takes seconds:
// a generous margin, so only the runaway program (with its own short-limit session) meets the limit.
const session = createNodeSession({ hardTimeoutMarginMs: 60_000 });
const strict = createNodeSession({ hardTimeoutMarginMs: 1500 });
afterAll(() => {
  session.dispose();
  strict.dispose();
});

describe('Source §1 WebAssembly through the Node host (runner process, worker thread, no flags)', () => {
  it('runs recursion and streams display output', async () => {
    await session.whenReady();
    const lines: string[] = [];
    const outcome = await session.run(
      'function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\ndisplay(fib(20), "fib(20) =");\nfib(20);',
      WASM,
      { onOutput: (line) => lines.push(line) },
    );
    expect(lines).toEqual(['fib(20) = 6765']);
    expect(outcome).toEqual({ status: 'finished', value: '6765', valueIsUndefined: false });
  }, 120_000);

  it('displays strings and booleans and has math_* without imports', async () => {
    const lines: string[] = [];
    const outcome = await session.run('display("hi"); display(1 < 2); math_round(math_E * 100);', WASM, {
      onOutput: (line) => lines.push(line),
    });
    expect(lines).toEqual(['"hi"', 'true']);
    expect(outcome).toMatchObject({ status: 'finished', value: '272' });
  });

  it('reports a type error and deep recursion clearly', async () => {
    expect(await session.run('-"a";', WASM)).toMatchObject({
      status: 'error',
      errors: [{ type: 'Runtime', text: expect.stringMatching(/^Line 1: .*incorrect parameter type/) }],
    });
    expect(await session.run('function f(n) { return 1 + f(n + 1); }\nf(0);', WASM)).toMatchObject({
      status: 'error',
      text: expect.stringMatching(/^RangeError: Maximum call stack size exceeded\./),
    });
  });

  it('ends a runaway program at the hard time limit, and the next run works', async () => {
    // Loads sourceror first, under a long limit (exec time plus the margin).
    expect(await strict.run('1;', { ...WASM, execTimeMs: 60_000 })).toMatchObject({ status: 'finished' });
    // Exponential, never deep: no stack overflow, it would just run for years.
    const outcome = await strict.run(
      'function f(n) { return n === 0 ? 0 : f(n - 1) + f(n - 1); }\nf(60);',
      WASM,
    );
    expect(outcome).toEqual({ status: 'stopped', reason: 'hard-timeout' });
    expect(await session.run('1 + 1;', WASM)).toMatchObject({ status: 'finished', value: '2' });
  }, 120_000);

  it('runs grader stages in one context, as for the default variant', async () => {
    const stages = await session.runStages?.(['function sq(x) { return x * x; }', 'sq(7);'], WASM);
    expect(stages).toEqual({
      outcome: { status: 'finished', value: '49', valueIsUndefined: false },
      stage: 1,
    });
  });
});
