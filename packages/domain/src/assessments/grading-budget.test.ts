import { describe, expect, it } from 'vitest';
import {
  ANSWER_TIME_BUDGET_FACTOR,
  answerTimeBudgetMs,
  budgetAllowsNextTestcase,
  budgetSpentResult,
} from './grading-budget';
import { autogradedXp } from './xp';

describe('the time budget of one answer', () => {
  it('is the time limit times the factor, for all testcases together', () => {
    expect(ANSWER_TIME_BUDGET_FACTOR).toBe(2);
    expect(answerTimeBudgetMs(1000)).toBe(2000);
    expect(answerTimeBudgetMs(15_000)).toBe(30_000);
    expect(answerTimeBudgetMs(-5)).toBe(0);
  });

  it('is spent by testcases that run into the limit, each costing the whole limit', () => {
    expect(budgetAllowsNextTestcase(0)).toBe(true);
    expect(budgetAllowsNextTestcase(1)).toBe(true);
    expect(budgetAllowsNextTestcase(2)).toBe(false);
    expect(budgetAllowsNextTestcase(3)).toBe(false);
  });

  it('costs ten runaway testcases two time limits, not ten', () => {
    let timeouts = 0;
    let run = 0;
    for (let i = 0; i < 10; i += 1) {
      if (!budgetAllowsNextTestcase(timeouts)) break;
      run += 1;
      timeouts += 1; // each one runs to the limit
    }
    expect(run).toBe(2);
  });

  it('marks a testcase not run as an error that earns nothing, so the XP counts what ran', () => {
    const notRun = budgetSpentResult(1000);
    expect(notRun).toEqual({
      resultType: 'error',
      errors: [
        {
          errorType: 'runtime',
          line: 0,
          location: 'unknown',
          errorLine: '',
          errorExplanation:
            'Not run: earlier testcases of this answer ran into the time limit 2 times, using up its time budget (2 s for all testcases together).',
        },
      ],
    });
    expect(autogradedXp(100, [{ resultType: 'pass', score: 1 }, notRun], 2)).toBe(50);
  });
});
