import type { AutograderResult } from './model';

/**
 * One time budget for all testcases of an answer: twice its question's time limit, spent by the
 * testcases that run into the limit (each costs the whole limit). Once it is spent, the answer's
 * remaining testcases are not run: an answer whose every testcase is an endless loop costs a grader
 * two time limits, not one per testcase, so ten such answers hold the runners for seconds, not
 * minutes. A testcase that finishes costs nothing, however busy the machine made it: an honest
 * answer never loses a testcase to the budget because the server was loaded, and each testcase still
 * has the whole limit, as in the reference.
 */
export const ANSWER_TIME_BUDGET_FACTOR = 2;

/** The time all testcases of one answer may spend running into the limit, from the question's limit. */
export function answerTimeBudgetMs(execTimeMs: number): number {
  return Math.max(0, execTimeMs) * ANSWER_TIME_BUDGET_FACTOR;
}

/** Whether the next testcase may run, after `timeouts` earlier testcases of the answer hit the limit. */
export function budgetAllowsNextTestcase(timeouts: number): boolean {
  return timeouts < ANSWER_TIME_BUDGET_FACTOR;
}

/** Shown for a testcase that was not run; the student reads it as a runtime error card. */
export function budgetSpentExplanation(execTimeMs: number): string {
  const seconds = (ms: number) => Number((ms / 1000).toFixed(1));
  return (
    `Not run: earlier testcases of this answer ran into the time limit ${ANSWER_TIME_BUDGET_FACTOR} times, ` +
    `using up its time budget (${seconds(answerTimeBudgetMs(execTimeMs))} s for all testcases together).`
  );
}

/**
 * The result of a testcase the budget left no time for, in the reference grader's shape
 * (api-reference section 5): an error that earns nothing, so the answer's XP counts only what ran.
 */
export function budgetSpentResult(execTimeMs: number): AutograderResult {
  return {
    resultType: 'error',
    errors: [
      {
        errorType: 'runtime',
        line: 0,
        location: 'unknown',
        errorLine: '',
        errorExplanation: budgetSpentExplanation(execTimeMs),
      },
    ],
  };
}
