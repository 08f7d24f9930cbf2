/**
 * The differential suite's chapter 1 and 2 additions (programs-more-1-2.ts): js-slang's native
 * runner and the fast path must give the same value, output and error lines.
 */
import type { SourceChapter } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { onFastPath, onSlang } from './compare';
import { MATRIX_1, MATRIX_2, PLACED, TEXTBOOK_1_2 } from './programs-more-1-2';

const SUITES: [string, SourceChapter, readonly string[]][] = [
  ['operators, chapter 1', 1, MATRIX_1],
  ['operators, chapter 2', 2, MATRIX_2],
  ['errors across lines, chapter 2', 2, PLACED],
  ['textbook, chapter 2', 2, TEXTBOOK_1_2],
];

for (const [name, chapter, programs] of SUITES) {
  describe(name, () => {
    for (const code of programs) {
      it(code.length > 70 ? `${code.slice(0, 70)}...` : code, async () => {
        const expected = await onSlang(code, chapter, 10_000);
        expect(onFastPath(code, chapter, 10_000)).toEqual(expected);
      });
    }
  });
}
