import { describe, expect, it } from 'vitest';
import { LAZY_DISPLAY_LIMITS } from './lazy-stringify';
import { evaluator, finished, settings } from './test-helpers';

const STREAMS = `
const ones = pair(1, ones);
function integers_from(n) { return pair(n, integers_from(n + 1)); }
function add_lists(a, b) { return pair(head(a) + head(b), add_lists(tail(a), tail(b))); }
function scale_list(xs, k) { return pair(head(xs) * k, scale_list(tail(xs), k)); }
const integers = integers_from(1);
const fibs = pair(0, pair(1, add_lists(tail(fibs), fibs)));
const doubles = pair(1, scale_list(doubles, 2));
`;

describe('Source §1 and §2 Lazy (js-slang 1.0.80)', () => {
  it('passes arguments by need: a diverging argument that is never used does not run', async () => {
    const e = evaluator();
    const outcome = await e.run(
      'function first(a, b) { return a; }\nfunction loop(n) { return loop(n + 1); }\nfirst(42, loop(0));',
      settings(1, 'lazy'),
    );
    expect(outcome).toEqual(finished('42'));
  });

  it('memoises a forced argument: its display runs once', async () => {
    const e = evaluator();
    expect(
      await e.run('function twice(x) { return x + x; }\ntwice(display(21));', settings(1, 'lazy')),
    ).toEqual(finished('42'));
    expect(e.lines()).toEqual(['21']);
  });

  it('runs SICP 4.2.3 lazy lists as streams: fibs, doubles, integers', async () => {
    const e = evaluator();
    expect(await e.run(`${STREAMS}list_ref(fibs, 30);`, settings(2, 'lazy'))).toEqual(finished('832040'));
    expect(await e.evaluate('list_ref(doubles, 10);', settings(2, 'lazy'))).toEqual(finished('1024'));
    expect(await e.evaluate('head(tail(tail(ones)));', settings(2, 'lazy'))).toEqual(finished('1'));
    expect(await e.evaluate('list_ref(integers, 100);', settings(2, 'lazy'))).toEqual(finished('101'));
  });

  it('shows forced values, never thunks, and cuts infinite lists after a bounded number of elements', async () => {
    const e = evaluator();
    const outcome = await e.run(
      'const ones = pair(1, ones);\ndisplay(list(1, 2, 3));\ndisplay(ones);\nones;',
      settings(2, 'lazy'),
    );
    const [finite, infinite] = e.lines();
    expect(finite).toBe('[1, [2, [3, null]]]');
    expect(infinite).not.toContain('isMemoized');
    expect(infinite?.match(/1/g)).toHaveLength(LAZY_DISPLAY_LIMITS.listElements);
    expect(infinite).toMatch(/\[1, \.\.\.\]+$/);
    expect(outcome).toMatchObject({ status: 'finished', value: infinite });
    expect(await e.evaluate('stringify(list(pair(1, 2), "a"));', settings(2, 'lazy'))).toEqual(
      finished('"[[1, 2], [\\"a\\", null]]"'),
    );
  });

  it('reports an error of a delayed expression where it is forced, with its line', async () => {
    const e = evaluator();
    const outcome = await e.run('const xs = pair(1, head(null));\nhead(xs);\ntail(xs);', settings(2, 'lazy'));
    expect(outcome).toMatchObject({
      status: 'error',
      errors: [
        { line: 1, text: 'Line 1: Error: head(xs) expects a pair as argument xs, but encountered null' },
      ],
    });
  });

  it('ends a runaway recursion with the time limit', async () => {
    const e = evaluator();
    // Tree recursion of bounded depth: no stack overflow, only time.
    const outcome = await e.run(
      'function f(n) { return n === 0 ? 0 : f(n - 1) + f(n - 1); }\nf(40);',
      settings(1, 'lazy'),
    );
    expect(outcome).toMatchObject({ status: 'error', errors: [{ isTimeout: true }] });
  });

  it('keeps the lazy context for REPL input, and a default run afterwards is strict again', async () => {
    const e = evaluator();
    await e.run('const ones = pair(1, ones);', settings(2, 'lazy'));
    expect(await e.evaluate('head(tail(ones));', settings(2, 'lazy'))).toEqual(finished('1'));
    const strict = await e.run('const ones = pair(1, ones);', settings(2, 'default'));
    expect(strict).toMatchObject({ status: 'error', text: expect.stringContaining('ones') });
  });
});

describe('Lazy runaway through the stack', () => {
  it('reports a deep recursion as a stack overflow (a Source error, not a failure of the runner)', async () => {
    const e = evaluator();
    const outcome = await e.run('function f(x) {\n  return 1 + f(x + 1);\n}\nf(0);', settings(1, 'lazy'));
    expect(outcome).toMatchObject({
      status: 'error',
      errors: [{ type: 'Runtime', text: expect.stringContaining('Maximum call stack size exceeded') }],
    });
  });
});
