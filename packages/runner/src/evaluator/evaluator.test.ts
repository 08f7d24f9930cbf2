import { describe, expect, it } from 'vitest';
import type { RunOutcome, RunSettings } from '../protocol';
import { Evaluator } from './evaluator';

const ch = (chapter: RunSettings['chapter'], more: Partial<RunSettings> = {}): RunSettings => ({
  chapter,
  variant: 'default',
  execTimeMs: 1000,
  ...more,
});

async function run(code: string, settings: RunSettings, evaluator = new Evaluator()) {
  const output: string[] = [];
  const outcome = await evaluator.run(code, settings, (line) => output.push(line));
  return { outcome, output, evaluator };
}

function errorText(outcome: RunOutcome): string {
  if (outcome.status !== 'error') throw new Error(`expected an error, got ${JSON.stringify(outcome)}`);
  return outcome.text;
}

function value(outcome: RunOutcome): string {
  if (outcome.status !== 'finished') throw new Error(`expected a value, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

describe('chapter rules', () => {
  it('chapter 1 has no pairs, no let and no arrays', async () => {
    expect(errorText((await run('pair(1, 2);', ch(1))).outcome)).toBe('Line 1: Name pair not declared.');
    expect(errorText((await run('let x = 1;', ch(1))).outcome)).toBe(
      "Line 1: Mutable variable declaration using keyword 'let' is not allowed.",
    );
    expect(errorText((await run('const a = [1];', ch(1))).outcome)).toMatch(/^Line 1: .*[Aa]rray/);
  });

  it('chapter 2 has lists but still no let', async () => {
    const { outcome, output } = await run('display_list(map(x => x * 2, list(1, 2, 3))); list(1, 2);', ch(2));
    expect(output).toEqual(['list(2, 4, 6)']);
    expect(value(outcome)).toBe('[1, [2, null]]');
    expect(errorText((await run('let x = 1;', ch(2))).outcome)).toBe(
      "Line 1: Mutable variable declaration using keyword 'let' is not allowed.",
    );
  });

  it('chapter 3 has let, assignment, loops and arrays', async () => {
    const code =
      'let s = 0; const a = [1, 2, 3]; a[1] = 5; for (let i = 0; i < array_length(a); i = i + 1) { s = s + a[i]; } s;';
    expect(value((await run(code, ch(3))).outcome)).toBe('9');
  });

  it('chapter 4 has the meta-circular helpers', async () => {
    expect(
      value((await run('apply_in_underlying_javascript(math_max, list(3, 9, 2));', ch(4))).outcome),
    ).toBe('9');
  });
});

describe('results, output and errors', () => {
  it('stringifies values as the REPL shows them', async () => {
    expect(value((await run('"hello";', ch(1))).outcome)).toBe('"hello"');
    const none = (await run('const x = 1;', ch(1))).outcome;
    expect(none).toEqual({ status: 'finished', value: 'undefined', valueIsUndefined: true });
  });

  it('captures display output in order, each line as it prints', async () => {
    const code =
      'display(1); display("two"); raw_display("three"); display(4, "four:"); display_list(list(5)); 6;';
    const { outcome, output } = await run(code, ch(2));
    expect(output).toEqual(['1', '"two"', 'three', 'four: 4', 'list(5)']);
    expect(value(outcome)).toBe('6');
  });

  it('prints prompt to the output like display, not to the console', async () => {
    const { outcome, output } = await run('display("hi"); prompt("name?");', ch(1));
    expect(output).toEqual(['"hi"', 'name?']);
    expect(value(outcome)).toBe('"name?"');
  });

  it('reports errors exactly as parseError prints them, with their location', async () => {
    const typeError = (await run('\n1 + "a";', ch(1))).outcome;
    expect(typeError).toMatchObject({
      status: 'error',
      text: 'Line 2: Expected number on right hand side of operation, got string.',
      errors: [{ type: 'Runtime', severity: 'Error', line: 2, column: 0, isTimeout: false }],
    });
    expect(errorText((await run('1 +', ch(1))).outcome)).toBe('Line 1: SyntaxError: Unexpected token (1:3)');
    expect(errorText((await run('error("boom", "prefix:");', ch(1))).outcome)).toBe(
      'Line 1: Error: prefix: "boom"',
    );
    const two = (await run('let x = 1;\nx = 2;', ch(1))).outcome;
    expect(errorText(two)).toBe(
      "Line 1: Mutable variable declaration using keyword 'let' is not allowed.\nLine 2: Assignment expressions are not allowed",
    );
    expect(two.status === 'error' && two.errors.map((e) => e.text)).toEqual(errorText(two).split('\n'));
  });

  it('reports a native stack overflow as a Source error (Node 20 navigator fix)', async () => {
    const code = 'function f(n) { return n === 0 ? 0 : 1 + f(n - 1); }\nf(1000000);';
    expect(errorText((await run(code, ch(1))).outcome)).toBe(
      'Line 1: RangeError: Maximum call stack size exceeded',
    );
  });

  it('defines globals and external symbols', async () => {
    expect(value((await run('k + 1;', ch(1, { globals: { k: '6 * 7' } }))).outcome)).toBe('43');
    expect(errorText((await run('1;', ch(1, { globals: { k: 'nope' } }))).outcome)).toBe(
      'Line 1: Name nope not declared.',
    );
    Object.assign(globalThis, { ext_double: (x: number) => x * 2 });
    expect(value((await run('ext_double(21);', ch(1, { externalSymbols: ['ext_double'] }))).outcome)).toBe(
      '42',
    );
  });
});

describe('REPL', () => {
  it('evaluates in the context of the last run', async () => {
    const { evaluator } = await run('const a = 10;', ch(1));
    expect(value(await evaluator.evaluate('a * 2;', ch(1), () => {}))).toBe('20');
    expect(value(await evaluator.evaluate('const b = a + 1; b;', ch(1), () => {}))).toBe('11');
    expect(value(await evaluator.evaluate('b;', ch(1), () => {}))).toBe('11');
  });

  it('starts a fresh context, and says so, when there was no run', async () => {
    const outcome = await new Evaluator().evaluate('1 + 1;', ch(1), () => {});
    expect(outcome).toEqual({ status: 'finished', value: '2', valueIsUndefined: false, freshContext: true });
  });

  it('keeps the list library after it stops being re-run on every evaluate', async () => {
    const { evaluator } = await run('const xs = list(1, 2, 3);', ch(2));
    expect(value(await evaluator.evaluate('length(xs);', ch(2), () => {}))).toBe('3');
    expect(value(await evaluator.evaluate('map(x => x + 1, xs);', ch(2), () => {}))).toBe(
      '[2, [3, [4, null]]]',
    );
    // Without the library re-run on each call (about 20 ms saved each; bench/grader-throughput.ts).
    for (let i = 0; i < 30; i += 1) {
      expect(value(await evaluator.evaluate('accumulate((x, y) => x + y, 0, xs);', ch(2), () => {}))).toBe(
        '6',
      );
    }
  });
});

describe('time limits', () => {
  it('stops while (true) {} in chapter 3 with the potential infinite loop message', async () => {
    const { outcome } = await run('while (true) {}', ch(3));
    expect(outcome).toMatchObject({ status: 'error', errors: [{ isTimeout: true, line: 1 }] });
    expect(errorText(outcome)).toMatch(/^Line 1: Potential infinite loop detected\./);
  });

  it('does not raise the limit to 10 s when the same looping code runs again', async () => {
    // js-slang's message names the limit in force: a raised one would read 'from 10 to 100 seconds'.
    for (let i = 0; i < 2; i += 1) {
      const { outcome } = await run('function f(x) { return f(x); }\nf(1);', ch(1));
      expect(errorText(outcome)).toMatch(/^Line 1: Potential infinite recursion detected: f\(1\)/);
      expect(errorText(outcome)).toContain('The time limit will be increased from 1 to 10 seconds.');
    }
  });
});

describe('variants', () => {
  it('refuses pairs that are not Source languages rather than run them as default', async () => {
    const { outcome } = await run('amb(1, 2);', ch(1, { variant: 'non-det' }));
    expect(outcome).toEqual({
      status: 'unavailable',
      message: 'Source §1 Non-Det is not a Source language: no such chapter and variant.',
    });
  });
});
