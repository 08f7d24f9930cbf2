import { beforeAll, describe, expect, it } from 'vitest';
import { Evaluator } from '../evaluator/evaluator';
import type { RunOutcome, RunSettings } from '../protocol';
import { autoImports } from './auto-imports';
import { useNodeWasmHost } from './node-host';

const WASM: RunSettings = { chapter: 1, variant: 'wasm', execTimeMs: 1000 };

beforeAll(() => useNodeWasmHost());

async function run(code: string): Promise<{ outcome: RunOutcome; lines: string[] }> {
  const lines: string[] = [];
  const outcome = await new Evaluator().run(code, WASM, (line) => lines.push(line));
  return { outcome, lines };
}

describe('Source §1 WebAssembly (sourceror), in process', () => {
  it('compiles and runs recursion (SICP 1.2: factorial and tree-recursive fib)', async () => {
    const { outcome } = await run(
      'function fact(n) { return n === 0 ? 1 : n * fact(n - 1); }\n' +
        'function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n' +
        'fact(10) + fib(25);',
    );
    expect(outcome).toEqual({ status: 'finished', value: '3703825', valueIsUndefined: false });
  }, 20_000);

  it('displays numbers, strings and booleans as the default variant does, without imports', async () => {
    const { outcome, lines } = await run(
      'display(1.5); display(42); display("text"); display(true); display(false, "flag:"); "done";',
    );
    expect(lines).toEqual(['1.5', '42', '"text"', 'true', 'flag: false']);
    expect(outcome).toMatchObject({ status: 'finished', value: '"done"' });
  });

  it('has the math_* names and constants without imports', async () => {
    const { outcome } = await run(
      'math_sqrt(16) + math_pow(2, 10) + math_abs(-1) + math_max(2, 3) + math_floor(math_PI);',
    );
    expect(outcome).toMatchObject({ status: 'finished', value: String(4 + 1024 + 1 + 3 + 3) });
  });

  it('reports a type error clearly, with the line sourceror knows', async () => {
    const { outcome } = await run('const x = 1;\nx + "a";');
    expect(outcome).toMatchObject({
      status: 'error',
      errors: [{ type: 'Runtime', line: 2, text: 'Line 2: Function called with incorrect parameter type' }],
    });
  });

  it("says an undeclared name as js-slang does, at the student's column", async () => {
    const { outcome } = await run('pair(1, 2);');
    expect(outcome).toMatchObject({
      status: 'error',
      errors: [{ line: 1, column: 0, text: 'Line 1: Name pair not declared.' }],
    });
  });

  it('ends deep recursion with a clear RangeError (no proper tail calls)', async () => {
    const { outcome } = await run('function f(n) { return n === 0 ? 0 : f(n - 1); }\nf(1000000);');
    expect(outcome).toMatchObject({
      status: 'error',
      errors: [
        {
          type: 'Runtime',
          line: null,
          text: expect.stringMatching(
            /^RangeError: Maximum call stack size exceeded\. .*no proper tail calls/,
          ),
        },
      ],
    });
  });

  it('reports error(v, s) as js-slang words it', async () => {
    const { outcome } = await run('error("boom", "prefix:");');
    expect(outcome).toMatchObject({ status: 'error', text: 'Error: prefix: "boom"' });
  });

  it('keeps the context for the REPL, which sees the library too', async () => {
    const evaluator = new Evaluator();
    await evaluator.run('const a = 20;', WASM, () => {});
    const lines: string[] = [];
    const outcome = await evaluator.evaluate('display(a + 1); math_sqrt(a * 5);', WASM, (l) => lines.push(l));
    expect(lines).toEqual(['21']);
    expect(outcome).toMatchObject({ status: 'finished', value: '10' });
  });

  it('lets the program declare a library name itself', async () => {
    expect(autoImports('function display(x) { return x; }')).not.toMatch(/\bdisplay\b/);
    const { outcome, lines } = await run('function display(x) { return x + 1; }\ndisplay(1);');
    expect(lines).toEqual([]);
    expect(outcome).toMatchObject({ status: 'finished', value: '2' });
  });

  it('refuses imports of anything but the built-in library (nothing is fetched from outside)', async () => {
    const { outcome } = await run('import { f } from "https://example.com/lib"; f();');
    expect(outcome).toMatchObject({
      status: 'error',
      text: expect.stringMatching(/Cannot find source file/),
    });
  });
});
