/**
 * Random programs of chapters 2 to 4 (fast-check): lists and pairs, let and assignment, while and
 * for loops with break and continue, arrays, a function over them - including ill-typed operands,
 * bad list accesses, out-of-range indices and wrong calls - must give js-slang's value, output and
 * errors (with lines) on the fast path; and REPL sessions continuing such a program with random
 * inputs must give js-slang's answer at every step.
 */
import type { SourceChapter } from '@sa/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Evaluator } from '../../evaluator/evaluator';
import type { RunOutcome } from '../../protocol';
import { FastSession } from '../run-fast';
import { isStackOverflow, onFastPath, onSlang, overflowLineless } from './compare';

const literal = fc.oneof(
  fc.integer({ min: -3, max: 5 }).map(String),
  fc.constantFrom('"s"', 'true', 'false', 'null', 'undefined', '0.5'),
);

interface Names {
  /** Names holding numbers, and names holding lists. */
  numbers: readonly string[];
  lists: readonly string[];
  arrays: boolean;
}

/**
 * Expressions that are mostly well typed (numbers where numbers go, lists where lists go), so that
 * most programs run to their end, with an ill-typed one (any value anywhere) now and then.
 */
function expressions({ numbers, lists, arrays }: Names) {
  return fc.letrec<{ num: string; list: string; any: string; wild: string }>((tie) => ({
    num: fc.oneof(
      { depthSize: 'small', withCrossShrink: true, maxDepth: 3 },
      { arbitrary: fc.integer({ min: -3, max: 9 }).map(String), weight: 4 },
      { arbitrary: fc.constantFrom(...numbers), weight: 4 },
      {
        arbitrary: fc
          .tuple(tie('num'), fc.constantFrom('+', '-', '*', '%'), tie('num'))
          .map(([l, op, r]) => `(${l} ${op} ${r})`),
        weight: 3,
      },
      {
        arbitrary: fc
          .tuple(tie('num'), tie('num'), tie('num'))
          .map(([t, c, a]) => `(${t} < 2 ? ${c} : ${a})`),
        weight: 1,
      },
      { arbitrary: tie('list').map((l) => `length(${l})`), weight: 1 },
      { arbitrary: tie('list').map((l) => `(is_null(${l}) ? 0 : head(${l}))`), weight: 1 },
      { arbitrary: fc.tuple(tie('num'), tie('num')).map(([a, b]) => `f(${a}, ${b})`), weight: 1 },
      ...(arrays
        ? [
            { arbitrary: fc.constant('array_length(arr)'), weight: 1 },
            {
              arbitrary: fc.integer({ min: 0, max: 3 }).map((i) => `(arr[${i}] === undefined ? 0 : 1)`),
              weight: 1,
            },
          ]
        : []),
      { arbitrary: tie('wild'), weight: 1 },
    ),
    list: fc.oneof(
      { depthSize: 'small', withCrossShrink: true, maxDepth: 3 },
      { arbitrary: fc.constant('null'), weight: 1 },
      ...(lists.length > 0 ? [{ arbitrary: fc.constantFrom(...lists), weight: 3 }] : []),
      { arbitrary: fc.array(tie('num'), { maxLength: 3 }).map((xs) => `list(${xs.join(', ')})`), weight: 3 },
      { arbitrary: fc.tuple(tie('num'), tie('list')).map(([x, l]) => `pair(${x}, ${l})`), weight: 2 },
      { arbitrary: tie('list').map((l) => `map(x => x * 2, ${l})`), weight: 1 },
      { arbitrary: tie('list').map((l) => `filter(x => x % 2 === 0, ${l})`), weight: 1 },
      { arbitrary: fc.tuple(tie('list'), tie('list')).map(([a, b]) => `append(${a}, ${b})`), weight: 1 },
      { arbitrary: tie('list').map((l) => `reverse(${l})`), weight: 1 },
      { arbitrary: tie('list').map((l) => `(is_null(${l}) ? null : tail(${l}))`), weight: 1 },
      { arbitrary: tie('wild'), weight: 1 },
    ),
    any: fc.oneof(tie('num'), tie('list'), literal),
    // Anything at all: the ill-typed operand, the bad access, the call of a non-function.
    wild: fc.oneof(
      literal,
      fc.constantFrom(...numbers, ...lists),
      fc
        .tuple(tie('any'), fc.constantFrom('+', '-', '<', '===', '!=='), tie('any'))
        .map(([l, op, r]) => `(${l} ${op} ${r})`),
      fc.tuple(fc.constantFrom('head', 'tail', 'length'), tie('any')).map(([g, x]) => `${g}(${x})`),
      fc.tuple(tie('any'), tie('any')).map(([a, b]) => `(${a} ? ${b} : 0)`),
      fc.constantFrom('f(1)', 'a(1)', 'pair(1)'),
      ...(arrays ? [tie('any').map((i) => `arr[${i}]`)] : []),
    ),
  }));
}

const IN_LOOP = expressions({ numbers: ['a', 'i'], lists: ['b'], arrays: true });

/** A statement of a loop body: assignments, array writes, break and continue (continue in for only). */
function loopStatement(inFor: boolean): fc.Arbitrary<string> {
  return fc.oneof(
    IN_LOOP.num.map((v) => `a = ${v};`),
    IN_LOOP.list.map((v) => `b = ${v};`),
    fc.tuple(fc.integer({ min: 0, max: 3 }), IN_LOOP.any).map(([i, v]) => `arr[${i}] = ${v};`),
    IN_LOOP.num.map((c) => `if (${c} > 6) { break; } else { }`),
    ...(inFor ? [IN_LOOP.num.map((c) => `if (${c} < 0) { continue; } else { }`)] : []),
    IN_LOOP.any.map((x) => `display(${x});`),
  );
}

const IN_F = expressions({ numbers: ['x', 'y'], lists: [], arrays: true });
const AT_TOP = expressions({ numbers: ['a'], lists: ['b'], arrays: true });
const FIRST = expressions({ numbers: ['1'], lists: [], arrays: false });
/** b's own initialiser reads a, not b. */
const FOR_B = expressions({ numbers: ['a'], lists: [], arrays: true });
const FOR_B2 = expressions({ numbers: ['a'], lists: [], arrays: false });

const chapter3Program = fc
  .record({
    a: FIRST.num,
    b: FOR_B.list,
    // f's body calls f only as pair, so that nothing recurses without end.
    f: IN_F.num.map((body) => body.replace(/\bf\(/g, 'math_max(')),
    arr: fc.array(literal, { maxLength: 3 }),
    forCount: fc.integer({ min: 0, max: 4 }),
    forBody: fc.array(loopStatement(true), { maxLength: 3 }),
    whileCount: fc.integer({ min: 0, max: 3 }),
    whileBody: fc.array(loopStatement(false), { maxLength: 2 }),
    last: AT_TOP.any,
  })
  .map((p) =>
    [
      `const arr = [${p.arr.join(', ')}];`,
      `function f(x, y) {
  return ${p.f};
}`,
      `let a = ${p.a};`,
      `let b = ${p.b};`,
      `for (let i = 0; i < ${p.forCount}; i = i + 1) {`,
      ...p.forBody.map((s) => `  ${s}`),
      '}',
      'let i = 0;',
      `while (i < ${p.whileCount}) {`,
      ...p.whileBody.map((s) => `  ${s}`),
      '  i = i + 1;',
      '}',
      'display(a);',
      'display(b);',
      `${p.last};`,
    ].join('\n'),
  );

const IN_F2 = expressions({ numbers: ['x', 'y'], lists: [], arrays: false });
const AT_TOP2 = expressions({ numbers: ['a'], lists: ['b'], arrays: false });

const chapter2Program = fc
  .record({
    f: IN_F2.num.map((body) => body.replace(/\bf\(/g, 'math_max(')),
    a: FIRST.num,
    b: FOR_B2.list,
    last: AT_TOP2.any,
  })
  .map((p) =>
    [
      `function f(x, y) {
  return ${p.f};
}`,
      `const a = ${p.a};`,
      `const b = ${p.b};`,
      'display_list(b);',
      `${p.last};`,
    ].join('\n'),
  );

describe('random programs of chapters 2 to 4', () => {
  it('chapter 2: identical values, output and errors', async () => {
    await fc.assert(
      fc.asyncProperty(chapter2Program, async (code) => {
        expect(overflowLineless(onFastPath(code, 2))).toEqual(overflowLineless(await onSlang(code, 2)));
      }),
      { numRuns: 40 },
    );
  });

  for (const chapter of [3, 4] as const) {
    it(`chapter ${chapter}: identical values, output and errors`, async () => {
      await fc.assert(
        fc.asyncProperty(chapter3Program, async (code) => {
          expect(overflowLineless(onFastPath(code, chapter))).toEqual(
            overflowLineless(await onSlang(code, chapter)),
          );
        }),
        { numRuns: chapter === 3 ? 50 : 20 },
      );
    });
  }
});

function observe(outcome: RunOutcome | { status: 'unsupported'; reason: string }, output: string[]) {
  if (outcome.status === 'finished') return { value: outcome.value, output };
  if (outcome.status === 'error') {
    // A stack overflow's line is js-slang's by chance (compare.ts, overflowLineless): left out.
    return {
      errors: outcome.errors.map((e) => (isStackOverflow(e.text) ? ['overflow', null] : [e.text, e.line])),
      output,
    };
  }
  return { status: outcome.status, output };
}

/** The expressions a later REPL input is made of, over the program's names. */
const LATER = expressions({ numbers: ['a', 'i'], lists: ['b'], arrays: true });

/** What a later REPL input does with the program's names: read, assign, declare, redeclare, call. */
const followUp = fc.oneof(
  LATER.any.map((e) => `${e};`),
  fc.tuple(fc.constantFrom('a', 'i', 'arr', 'f'), LATER.num).map(([n, e]) => `${n} = ${e};`),
  LATER.list.map((e) => `b = ${e};`),
  fc
    .tuple(fc.constantFrom('const', 'let'), fc.constantFrom('c', 'a', 'f'), LATER.num)
    .map(([k, n, e]) => `${k} ${n} = ${e};\n${n};`),
  LATER.num.map((e) => `function g(z) {\n  return ${e} + z;\n}\ng(1);`),
  fc.constantFrom('c;', 'g(2);', 'display(arr);', 'f(1, 2);', 'f(1);', 'while (i < 2) { i = i + 1; }\ni;'),
);

describe('random REPL sessions', () => {
  it('chapter 3: a random program, then random inputs continuing it', async () => {
    await fc.assert(
      fc.asyncProperty(
        chapter3Program,
        fc.array(followUp, { minLength: 1, maxLength: 4 }),
        async (program, inputs) => {
          const settings = { chapter: 3 as SourceChapter, variant: 'default' as const, execTimeMs: 1000 };
          const slang = new Evaluator();
          const fast = new FastSession();
          for (const [step, code] of [program, ...inputs].entries()) {
            const slangOutput: string[] = [];
            const fastOutput: string[] = [];
            const onOutput = (line: string) => slangOutput.push(line);
            const expected =
              step === 0
                ? await slang.run(code, settings, onOutput)
                : await slang.evaluate(code, settings, onOutput);
            const options = {
              chapter: 3 as SourceChapter,
              timeLimitMs: 1000,
              onOutput: (l: string) => fastOutput.push(l),
            };
            const actual = step === 0 ? fast.run(code, options) : fast.evaluate(code, options);
            expect(observe(actual, fastOutput)).toEqual(observe(expected, slangOutput));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
