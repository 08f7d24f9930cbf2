import type { AutograderResult } from '@sa/domain';
import type { AnswerGrade } from './demo-regrade';

/**
 * How the grades of one regrade on the fast path and one on js-slang compare, answer by answer.
 *
 * One difference is known and left in place (ADR 35, "Known differences"): a stack overflow in a
 * function the student's program declared, reached from a testcase. The grader runs the testcase
 * as a later REPL program than the student's code; js-slang maps a native error's stack only
 * through the source map of the program running, so it reports the overflow with no line (0 in the
 * grader's result), where the fast path names the innermost call's line. On a loaded machine
 * js-slang may even pass the time limit before its stack runs out and report a timeout. Either way
 * the testcase is an error on both engines and scores nothing.
 */
export interface EngineComparison {
  /** Answers whose results differ only by the known stack-overflow line. */
  known: AnswerPair[];
  /** Answers that differ in any other way (XP included). */
  unexpected: AnswerPair[];
}

export interface AnswerPair {
  fast: AnswerGrade;
  slang: AnswerGrade | undefined;
}

const STACK_OVERFLOW = 'RangeError: Maximum call stack size exceeded';

function isKnownOverflowDifference(fast: AutograderResult, slang: AutograderResult | undefined): boolean {
  if (fast.resultType !== 'error' || slang?.resultType !== 'error') return false;
  const [f] = fast.errors;
  const [s] = slang.errors;
  if (fast.errors.length !== 1 || slang.errors.length !== 1 || f?.errorType !== 'runtime') return false;
  if (f.errorExplanation !== STACK_OVERFLOW || f.line === 0) return false;
  if (s?.errorType === 'timeout') return true;
  return s?.errorType === 'runtime' && JSON.stringify({ ...f, line: 0 }) === JSON.stringify(s);
}

export function compareEngines(
  fast: readonly AnswerGrade[],
  slang: readonly AnswerGrade[],
): EngineComparison {
  const known: AnswerPair[] = [];
  const unexpected: AnswerPair[] = [];
  for (const [i, f] of fast.entries()) {
    const s = slang[i];
    if (JSON.stringify(f) === JSON.stringify(s)) continue;
    // The same answer, status and XP; every testcase the same or the known overflow difference.
    const onlyOverflowLines =
      s !== undefined &&
      JSON.stringify(withoutResults(f)) === JSON.stringify(withoutResults(s)) &&
      f.results.length === s.results.length &&
      f.results.every(
        (r, k) =>
          JSON.stringify(r) === JSON.stringify(s.results[k]) || isKnownOverflowDifference(r, s.results[k]),
      );
    (onlyOverflowLines ? known : unexpected).push({ fast: f, slang: s });
  }
  return { known, unexpected };
}

function withoutResults(grade: AnswerGrade): Omit<AnswerGrade, 'results'> {
  const { results, ...rest } = grade;
  return rest;
}

/** An answer pair as a reader of a failed test or the bench needs it: who, which program, both results. */
export function describePair({ fast, slang }: AnswerPair): string {
  return [
    `${fast.student}, question ${fast.questionId}:`,
    fast.code ?? '(not a programming answer)',
    `  fast     ${fast.xp} XP ${JSON.stringify(fast.results)}`,
    `  js-slang ${slang?.xp} XP ${JSON.stringify(slang?.results)}`,
  ].join('\n');
}
