import type { AutograderResult } from './model';

/**
 * How many of its question's time limits one answer may spend on all its testcases together. Each
 * testcase still has the whole limit (js-slang's own), but an answer whose every testcase runs to
 * the limit (an endless loop) costs a grader at most twice the limit, not once per testcase: behind
 * ten such answers, an ordinary one waits seconds, not minutes. An honest answer's testcases take
 * milliseconds each, far inside the budget.
 */
export const ANSWER_TIME_BUDGET_FACTOR = 2;

/** The time all testcases of one answer may take together, from its question's time limit. */
export function answerTimeBudgetMs(execTimeMs: number): number {
  return Math.max(0, execTimeMs) * ANSWER_TIME_BUDGET_FACTOR;
}

/** Less than this left of a budget is spent: no testcase can start and finish in it. */
export const MIN_TESTCASE_LIMIT_MS = 10;

/**
 * How long the next testcase may run: what is left of the budget, or null once it is spent (the
 * testcase and every later one are then not run, see budgetSpentResult).
 */
export function nextTestcaseLimitMs(budgetMs: number, spentMs: number): number | null {
  const left = budgetMs - Math.max(0, spentMs);
  return left >= MIN_TESTCASE_LIMIT_MS ? left : null;
}

/** Shown for a testcase that was not run; the student reads it as a runtime error card. */
export function budgetSpentExplanation(budgetMs: number): string {
  const seconds = Number((budgetMs / 1000).toFixed(1));
  return (
    `Not run: the earlier testcases of this answer used up its time budget ` +
    `(${seconds} s for all testcases together, twice the time limit).`
  );
}

/**
 * The result of a testcase the budget left no time for, in the reference grader's shape
 * (api-reference section 5): an error that earns nothing, so the answer's XP counts only what ran.
 */
export function budgetSpentResult(budgetMs: number): AutograderResult {
  return {
    resultType: 'error',
    errors: [
      {
        errorType: 'runtime',
        line: 0,
        location: 'unknown',
        errorLine: '',
        errorExplanation: budgetSpentExplanation(budgetMs),
      },
    ],
  };
}
