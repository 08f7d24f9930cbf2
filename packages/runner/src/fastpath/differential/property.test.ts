/**
 * Random well-formed chapter 1 programs (fast-check): constants, a few functions over arithmetic,
 * comparisons, conditionals and calls - including ill-typed operands, wrong argument counts and
 * non-function calls - must give js-slang's value, output and errors on the fast path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onFastPath, onSlang, overflowLineless } from './compare';

const NAMES = ['a', 'b', 'c'] as const;
const FUNCTIONS = ['f', 'g'] as const;

const literal = fc.oneof(
  fc.integer({ min: -20, max: 20 }).map(String),
  fc.constantFrom('0.5', '"s"', '"t"', 'true', 'false', 'undefined', 'NaN'),
);

const expression: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    fc.constantFrom(...NAMES),
    fc
      .tuple(tie('e'), fc.constantFrom('+', '-', '*', '/', '%', '<', '<=', '>', '>=', '===', '!=='), tie('e'))
      .map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc.tuple(tie('e'), tie('e'), tie('e')).map(([t, c, a]) => `(${t} ? ${c} : ${a})`),
    fc.tuple(tie('e'), fc.constantFrom('&&', '||'), tie('e')).map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc.tuple(fc.constantFrom('!', '-'), tie('e')).map(([op, x]) => `${op}(${x})`),
    fc
      .tuple(fc.constantFrom(...FUNCTIONS, 'math_abs', 'a'), fc.array(tie('e'), { maxLength: 3 }))
      .map(([f, args]) => `${f}(${args.join(', ')})`),
  ),
})).e;

/** f(x, y) and g(x) are defined over the parameters; a, b, c are constants; then one expression. */
const program = fc
  .record({
    f: expression,
    g: expression,
    a: expression,
    b: expression,
    c: expression,
    last: expression,
  })
  .map(({ f, g, a, b, c, last }) =>
    [
      `function f(x, y) {\n  return ${f.replace(/\b[abc]\b/g, 'x')};\n}`,
      `function g(x) {\n  return ${g.replace(/\b[abc]\b/g, 'x').replace(/\bg\(/g, 'f(')};\n}`,
      `const a = ${a.replace(/\b[abc]\b/g, '1')};`,
      `const b = ${b.replace(/\b[bc]\b/g, 'a')};`,
      `const c = ${c.replace(/\bc\b/g, 'b')};`,
      `display(c);`,
      `${last};`,
    ].join('\n'),
  );

describe('random chapter 1 programs', () => {
  it('give identical values, output and errors on both paths', async () => {
    await fc.assert(
      fc.asyncProperty(program, async (code) => {
        const expected = overflowLineless(await onSlang(code, 1));
        expect(overflowLineless(onFastPath(code, 1))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
