import { describe, expect, it } from 'vitest';
import {
  ANSWER_TIME_BUDGET_FACTOR,
  answerTimeBudgetMs,
  budgetSpentResult,
  nextTestcaseLimitMs,
} from './grading-budget';
import { autogradedXp } from './xp';

describe('the time budget of one answer', () => {
  it('is the time limit times the factor, for all testcases together', () => {
    expect(ANSWER_TIME_BUDGET_FACTOR).toBe(2);
    expect(answerTimeBudgetMs(1000)).toBe(2000);
    expect(answerTimeBudgetMs(15_000)).toBe(30_000);
    expect(answerTimeBudgetMs(-5)).toBe(0);
  });

  it('gives the next testcase what is left, and nothing once it is spent', () => {
    expect(nextTestcaseLimitMs(2000, 0)).toBe(2000);
    expect(nextTestcaseLimitMs(2000, 1200)).toBe(800);
    expect(nextTestcaseLimitMs(2000, 1990)).toBe(10);
    // A timer may end a testcase a little before its limit: the few milliseconds left start nothing.
    expect(nextTestcaseLimitMs(2000, 1999.4)).toBeNull();
    expect(nextTestcaseLimitMs(2000, 2000)).toBeNull();
    expect(nextTestcaseLimitMs(2000, 2500)).toBeNull();
    expect(nextTestcaseLimitMs(0, 0)).toBeNull();
  });

  it('costs ten runaway testcases twice the limit, not ten times', () => {
    // Each runaway testcase runs to the 1 s limit: two use up the budget, the other eight are not run.
    const budget = answerTimeBudgetMs(1000);
    let spent = 0;
    let run = 0;
    for (let i = 0; i < 10; i += 1) {
      const limit = nextTestcaseLimitMs(budget, spent);
      if (limit === null) break;
      run += 1;
      spent += Math.min(1000, limit);
    }
    expect([run, spent]).toEqual([2, 2000]);
  });

  it('marks a testcase not run as an error that earns nothing, so the XP counts what ran', () => {
    const notRun = budgetSpentResult(2000);
    expect(notRun).toEqual({
      resultType: 'error',
      errors: [
        {
          errorType: 'runtime',
          line: 0,
          location: 'unknown',
          errorLine: '',
          errorExplanation:
            'Not run: the earlier testcases of this answer used up its time budget (2 s for all testcases together, twice the time limit).',
        },
      ],
    });
    expect(autogradedXp(100, [{ resultType: 'pass', score: 1 }, notRun], 2)).toBe(50);
  });
});
