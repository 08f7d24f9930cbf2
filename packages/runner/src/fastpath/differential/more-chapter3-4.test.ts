/**
 * The differential suite's second part (programs-more.ts): each program runs on js-slang's native
 * runner and on the fast path in chapter 3 (the operator matrix also in chapter 4), and value,
 * output and every error line must be identical.
 */
import type { SourceChapter } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { type Observed, onFastPath, onSlang } from './compare';
import { CALLS, CONDITIONS, DEEP, OPERATOR_MATRIX, TEXTBOOK_3 } from './programs-more';

/** Timeout messages list the last calls' arguments, which depend on speed: compared without them. */
function comparable(observed: Observed): Observed {
  if (!observed.errors) return observed;
  return {
    ...observed,
    errors: observed.errors.map((e) =>
      e.isTimeout ? { ...e, text: e.text.replace(/\([^()]*\)/g, '(...)') } : e,
    ),
  };
}

const RUNAWAY = /while \(true\)|; true;/;

async function same(code: string, chapter: SourceChapter): Promise<void> {
  const limit = RUNAWAY.test(code) ? 1000 : 10_000;
  const expected = comparable(await onSlang(code, chapter, limit));
  expect(comparable(onFastPath(code, chapter, limit))).toEqual(expected);
}

const SUITES: [string, SourceChapter, readonly string[]][] = [
  ['operators, chapter 3', 3, OPERATOR_MATRIX],
  ['operators, chapter 4', 4, OPERATOR_MATRIX.filter((_, i) => i % 8 === 0)],
  ['conditions', 3, CONDITIONS],
  ['calls', 3, CALLS],
  ['textbook, chapter 3', 3, TEXTBOOK_3],
  ['textbook, chapter 4', 4, TEXTBOOK_3.filter((_, i) => i % 6 === 0)],
  ['deep recursion and runaways', 3, DEEP],
];

for (const [name, chapter, programs] of SUITES) {
  describe(name, () => {
    for (const code of programs) {
      it(code.length > 70 ? `${code.slice(0, 70)}...` : code, () => same(code, chapter));
    }
  });
}
