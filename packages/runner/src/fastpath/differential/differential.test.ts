/**
 * The proof of sameness: every program runs through js-slang's native runner (the runner's
 * Evaluator) and through the fast path, and the value as the REPL shows it, the display output and
 * every error line with its line number must be identical.
 */
import type { SourceChapter } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { type Observed, onFastPath, onSlang } from './compare';
import { CHAPTER_1 } from './programs-chapter1';
import { CHAPTER_2 } from './programs-chapter2';
import { CHAPTER_3, CHAPTER_4 } from './programs-chapter3';

const SUITES: [SourceChapter, readonly string[]][] = [
  [1, CHAPTER_1],
  [2, CHAPTER_2],
  [3, CHAPTER_3],
  [4, CHAPTER_4],
];

/**
 * Runaways stop at a 1 s limit on both paths; the arguments the recursion message shows depend on
 * how far each got in that second, so they are compared without them. Every other program gets
 * 10 s, so that js-slang (about 100 times slower) never times out where the fast path finishes.
 */
const RUNAWAY = /while \(true\)|while \(1\)|f\(x \+ 1\)|= i\)/;

/**
 * Known differences (ADR 0035): a stack overflow's line is where the engine ran out of stack. In
 * js-slang that is wherever V8 stopped inside the transpiled code of the deepest call; the fast
 * path reports the innermost call's site. On one line they agree; across lines they may not.
 */
const LINE_MAY_DIFFER = new Set(['function f(x) {\n  return 1 +\n    f(x + 1);\n}\nf(0);']);

function comparable(observed: Observed, code: string): Observed {
  const errors = observed.errors?.map((e) => ({
    ...e,
    text: e.isTimeout ? e.text.replace(/\([^()]*\)/g, '(...)') : e.text,
    line: LINE_MAY_DIFFER.has(code) ? null : e.line,
  }));
  if (LINE_MAY_DIFFER.has(code)) {
    return { ...observed, errors: errors?.map((e) => ({ ...e, text: e.text.replace(/^Line \d+: /, '') })) };
  }
  return errors ? { ...observed, errors } : observed;
}

async function same(code: string, chapter: SourceChapter): Promise<void> {
  const limit = RUNAWAY.test(code) ? 1000 : 10_000;
  const expected = comparable(await onSlang(code, chapter, limit), code);
  expect(comparable(onFastPath(code, chapter, limit), code)).toEqual(expected);
}

for (const [chapter, programs] of SUITES) {
  describe(`chapter ${chapter}`, () => {
    for (const code of programs) {
      it(code.length > 70 ? `${code.slice(0, 70)}...` : code || '(empty)', () => same(code, chapter));
    }
  });
}

describe('the programs of one chapter in the others', () => {
  // Chapter 1 programs in chapter 3 (=== is unchecked there), chapter 2 ones in chapter 4.
  for (const [chapter, programs] of [
    [3, CHAPTER_1],
    [4, CHAPTER_2],
  ] as const) {
    for (const code of programs.filter((p) => !/while \(true\)|f\(x \+ 1\)/.test(p)).slice(0, 40)) {
      it(`chapter ${chapter}: ${code.slice(0, 60)}`, () => same(code, chapter));
    }
  }
});
