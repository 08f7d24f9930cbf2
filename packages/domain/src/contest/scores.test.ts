import { describe, expect, it } from 'vitest';
import {
  CONTEST_SCORES_NOT_UNIQUE,
  checkContestScores,
  contestScoreRangeMessage,
  minContestScore,
} from './scores';

describe('minContestScore', () => {
  it('is 11 minus the entry count', () => {
    expect(minContestScore(10)).toBe(1);
    expect(minContestScore(3)).toBe(8);
    expect(minContestScore(1)).toBe(10);
  });
});

describe('checkContestScores', () => {
  it('accepts one distinct score per entry between 11 - n and 10', () => {
    expect(checkContestScores([8, 10, 9])).toEqual({ status: 'valid' });
    expect(checkContestScores([10])).toEqual({ status: 'valid' });
    expect(checkContestScores([])).toEqual({ status: 'valid' });
  });

  it('gives the exact range message for a score below the minimum or above 10', () => {
    const message = 'Vote rankings invalid. Please input scores between 8 - 10.';
    expect(contestScoreRangeMessage(8)).toBe(message);
    expect(checkContestScores([7, 9, 10])).toEqual({ status: 'invalid', message });
    expect(checkContestScores([8, 9, 11])).toEqual({ status: 'invalid', message });
    expect(checkContestScores([8, 9, 9.5])).toEqual({ status: 'invalid', message });
  });

  it('gives the exact uniqueness message for repeated scores', () => {
    expect(CONTEST_SCORES_NOT_UNIQUE).toBe('Vote scores are not unique. Please input unique rankings.');
    expect(checkContestScores([9, 9, 10])).toEqual({ status: 'invalid', message: CONTEST_SCORES_NOT_UNIQUE });
  });

  it('reports the range before uniqueness', () => {
    expect(checkContestScores([1, 1, 10])).toEqual({
      status: 'invalid',
      message: contestScoreRangeMessage(8),
    });
  });

  it('calls a set with empty fields incomplete unless what is given is already wrong', () => {
    expect(checkContestScores([10, null, undefined])).toEqual({ status: 'incomplete' });
    expect(checkContestScores([10, 10, null])).toEqual({
      status: 'invalid',
      message: CONTEST_SCORES_NOT_UNIQUE,
    });
    expect(checkContestScores([2, null, null]).status).toBe('invalid');
  });
});
