/**
 * The proof of sameness: every program runs through js-slang's native runner (the runner's
 * Evaluator) and through the fast path, and the value as the REPL shows it, the display output and
 * every error line with its line number must be identical.
 */
import type { SourceChapter } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { onFastPath, onSlang } from './compare';
import { CHAPTER_1 } from './programs-chapter1';
import { CHAPTER_2 } from './programs-chapter2';
import { CHAPTER_3, CHAPTER_4 } from './programs-chapter3';

const SUITES: [SourceChapter, readonly string[]][] = [
  [1, CHAPTER_1],
  [2, CHAPTER_2],
  [3, CHAPTER_3],
  [4, CHAPTER_4],
];

for (const [chapter, programs] of SUITES) {
  describe(`chapter ${chapter}`, () => {
    for (const code of programs) {
      it(code.length > 70 ? `${code.slice(0, 70)}...` : code || '(empty)', async () => {
        const expected = await onSlang(code, chapter);
        expect(onFastPath(code, chapter)).toEqual(expected);
      });
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
      it(`chapter ${chapter}: ${code.slice(0, 60)}`, async () => {
        const expected = await onSlang(code, chapter);
        expect(onFastPath(code, chapter)).toEqual(expected);
      });
    }
  }
});
