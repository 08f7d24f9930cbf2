/**
 * Lines of native errors (ADR 0035). A string joined past V8's maximum length: js-slang locates it
 * by its helper call's place in js-slang's transpiled code, read with the running program's source
 * map - no line inside a tail call's arguments, a line of another program in a REPL session - and
 * the fast path reproduces that exactly. A stack overflow: js-slang's line depends on which helper
 * V8 ran out of stack in, which varies between runs of the same program; the fast path names the
 * innermost call, and these tests pin that and the set of lines js-slang may give. Function
 * declarations are not hoisted: Source's specification says so, and both js-slang evaluators agree.
 */
import type { SourceChapter } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { Evaluator } from '../../evaluator/evaluator';
import type { RunOutcome } from '../../protocol';
import { FastSession } from '../run-fast';
import { onFastPath, onSlang } from './compare';

const STRING_BOMBS: [SourceChapter, string, number | null][] = [
  [1, 'function f(s) { return f(s + s); }\nf("a");', null],
  [1, 'function f(s) {\n  return f(\n    s + s);\n}\nf("a");', null],
  [1, 'function f(s) {\n  const t = s + s;\n  return f(t);\n}\nf("a");', 2],
  [3, 'let s = "a";\nwhile (true) {\n  s = s + s;\n}', 3],
  [1, 'function f(s) {\n  return 1 +\n    g(\n  s + s);\n}\nfunction g(s) { return f(s); }\nf("a");', 3],
  [1, 'function f(s) {\n  return s + s + f(s + s);\n}\nf("a");', null],
  [2, 'function f(s, n) {\n  return n === 0 ? s : f(s + s + "", n - 1);\n}\nf("ab", 40);', null],
  [3, 'let s = "ab";\nfor (let i = 0; i < 40; i = i + 1) {\n  const t = s;\n  s = t + t;\n}', 4],
];

describe('a string past the maximum length', () => {
  for (const [chapter, code, line] of STRING_BOMBS) {
    it(`chapter ${chapter}: ${code.slice(0, 60)}`, async () => {
      const expected = await onSlang(code, chapter, 10_000);
      expect(expected.errors?.map((e) => e.line)).toEqual([line]);
      expect(onFastPath(code, chapter, 10_000)).toEqual(expected);
    });
  }
});

function observe(outcome: RunOutcome | { status: 'unsupported'; reason: string }) {
  if (outcome.status === 'finished') return { value: outcome.value };
  if (outcome.status === 'error') return { errors: outcome.errors.map((e) => [e.text, e.line]) };
  return { status: outcome.status };
}

const ignore = (): void => {};

const MANY = Array.from({ length: 80 }, (_, i) => `const v${i} = ${i} + 1;`).join('\n');
const DOUBLER = 'function f(s) {\n  const t = s + s;\n  return f(t);\n}';

/** A program, then inputs continuing it; the last one's error line is js-slang's, from the REPL. */
const SEQUENCES: [SourceChapter, string[], number | null][] = [
  // The grader's order: prepend (empty), the student's program, the testcase.
  [3, ['', 'function f(s) { return f(s + s); }', 'f("a");'], null],
  [1, [DOUBLER, 'f("a");'], null],
  // The position in the earlier program's code, read with the testcase's map: an unrelated line.
  [1, [DOUBLER, `${MANY}\nf("a");`], 63],
  [3, [DOUBLER, `${MANY}\nf("a");`], 2],
  [1, ['', DOUBLER, `${MANY}\nf("a");`], 63],
  [3, ['let s = "a";', 'while (true) {\n  s = s + s;\n}'], 2],
];

describe('a string past the maximum length in a REPL session', () => {
  for (const [chapter, inputs, line] of SEQUENCES) {
    it(`chapter ${chapter}: ${inputs.join(' | ').slice(0, 60)}`, async () => {
      const settings = { chapter, variant: 'default' as const, execTimeMs: 10_000 };
      const slang = new Evaluator();
      const fast = new FastSession();
      const options = { chapter, timeLimitMs: 10_000 };
      for (const [i, code] of inputs.entries()) {
        const expected = observe(
          i === 0 ? await slang.run(code, settings, ignore) : await slang.evaluate(code, settings, ignore),
        );
        if (i === inputs.length - 1) expect(expected.errors?.map((e) => e[1])).toEqual([line]);
        expect(observe(i === 0 ? fast.run(code, options) : fast.evaluate(code, options))).toEqual(expected);
      }
    });
  }
});

/**
 * Stack overflows across lines: [program, the fast path's line (the innermost call's), the lines
 * js-slang may give]. js-slang's is the line of the last source token before the helper call V8
 * was in (the call's own `callIfFuncAndRightArgs`, or a `binaryOp` among its arguments) on that
 * call's line of transpiled code, or none when no token precedes it there.
 */
const OVERFLOWS: [string, number, (number | null)[]][] = [
  ['function f(x) {\n  return 1 +\n    f(x + 1);\n}\nf(0);', 3, [2, 3]],
  ['function f(x) {\n  return f(x + 1)\n   + 1;\n}\nf(0);', 2, [null, 2]],
  ['function f(x) {\n  const y = x + 1;\n  return f(y) + 1;\n}\nf(0);', 3, [null, 2]],
  ['function f(x) {\n  const y = f(x + 1);\n  return y;\n}\nf(0);', 2, [2]],
];

describe('a stack overflow across lines', () => {
  for (const [code, line, slangLines] of OVERFLOWS) {
    it(code.slice(0, 60), async () => {
      const slang = await onSlang(code, 1, 10_000);
      const fast = onFastPath(code, 1, 10_000);
      expect(slangLines).toContain(slang.errors?.[0]?.line);
      expect(fast.errors).toEqual([
        { text: `Line ${line}: RangeError: Maximum call stack size exceeded`, line, isTimeout: false },
      ]);
    });
  }
});

describe('function declarations are not hoisted (Source §1, both js-slang evaluators)', () => {
  const PROGRAMS: [SourceChapter, string][] = [
    [1, 'f();\nfunction f() { return 1; }'],
    [1, 'function g() {\n  return h();\n  function h() { return 1; }\n}\ng();'],
    [2, 'const x = f(1);\nfunction f(n) { return n; }'],
    [3, '{\n  display(f(2));\n  function f(n) { return n; }\n}'],
    [4, 'const r = map(f, list(1));\nfunction f(n) { return n; }'],
  ];
  for (const [chapter, code] of PROGRAMS) {
    it(`chapter ${chapter}: ${code.slice(0, 50)}`, async () => {
      const expected = await onSlang(code, chapter);
      expect(expected.errors?.[0]?.text).toMatch(
        /ReferenceError: Cannot access '[fh]' before initialization$/,
      );
      expect(onFastPath(code, chapter)).toEqual(expected);
    });
  }
});
