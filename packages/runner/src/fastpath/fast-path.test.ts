import { describe, expect, it } from 'vitest';
import { FastSession, runFast } from './run-fast';

const run = (code: string, chapter: 1 | 2 | 3 | 4 = 1, timeLimitMs = 1000) =>
  runFast(code, { chapter, timeLimitMs });

describe('what only the fast path can do in time', () => {
  it('runs a tail-recursive loop of ten million steps without growing the stack', () => {
    const outcome = run(
      'function loop(i, acc) { return i === 0 ? acc : loop(i - 1, acc + 1); }\nloop(10000000, 0);',
      1,
      20_000,
    );
    expect(outcome).toEqual({ status: 'finished', value: '10000000', valueIsUndefined: false });
  });

  it('accumulates over a list of 100,000 with the prelude compiled by the fast path', () => {
    const outcome = run('accumulate((x, y) => x + y, 0, enum_list(1, 100000));', 2, 20_000);
    expect(outcome).toMatchObject({ status: 'finished', value: '5000050000' });
  });

  it('reports a runaway non-tail recursion as js-slang does, not as a crash', () => {
    const outcome = run('function f(n) {\n  return 1 + f(n + 1);\n}\nf(0);');
    expect(outcome).toMatchObject({
      status: 'error',
      text: 'Line 2: RangeError: Maximum call stack size exceeded',
    });
  });

  it("stops a runaway loop at the time limit with js-slang's message", () => {
    const started = Date.now();
    const outcome = run('let i = 0;\nwhile (true) { i = i + 1; }', 3, 1000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(outcome).toMatchObject({ status: 'error', errors: [{ line: 2, isTimeout: true }] });
    expect(outcome.status === 'error' && outcome.text).toMatch(/^Line 2: Potential infinite loop detected\./);
  });

  it('stops a runaway tail recursion naming its last three calls', () => {
    const outcome = run('function f(x) {\n  return f(x);\n}\nf(7);');
    expect(outcome.status === 'error' && outcome.text).toMatch(
      /^Line 2: Potential infinite recursion detected: f\(7\) \.\.\. f\(7\) \.\.\. f\(7\)\./,
    );
  });

  it('sends programs it does not compile back to js-slang', () => {
    expect(run('import { x } from "rune";')).toMatchObject({ status: 'unsupported' });
  });
});

describe("the REPL continues in the program's environment", () => {
  const options = { chapter: 3 as const, timeLimitMs: 1000 };

  it('sees, calls and assigns the names an earlier program declared', () => {
    const session = new FastSession();
    expect(session.run('let x = 1; function f(n) { return n + x; }', options)).toMatchObject({
      status: 'finished',
    });
    expect(session.evaluate('x = 10; f(5);', options)).toMatchObject({ value: '15' });
    expect(session.evaluate('const y = f(1); y;', options)).toMatchObject({ value: '11' });
    expect(session.evaluate('y + x;', options)).toMatchObject({ value: '21' });
  });

  it("refuses to assign an earlier program's constant, at the assignment", () => {
    const session = new FastSession();
    session.run('const c = 1;', options);
    expect(session.evaluate('\nc = 2;', options)).toMatchObject({
      status: 'error',
      text: '[source] Line 2: Cannot assign new value to constant c.',
    });
  });

  it('reports a name whose program failed before declaring it as unassigned', () => {
    const session = new FastSession();
    session.run('error("stop");\nconst late = 1;', options);
    expect(session.evaluate('late;', options)).toMatchObject({
      status: 'error',
      text: "Line 1: ReferenceError: Cannot access 'late' before initialization",
    });
  });

  it('starts afresh with a new run', () => {
    const session = new FastSession();
    session.run('const gone = 1;', options);
    session.run('1;', options);
    expect(session.evaluate('gone;', options)).toMatchObject({ text: 'Line 1: Name gone not declared.' });
  });
});
