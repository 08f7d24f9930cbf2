import { describe, expect, it } from 'vitest';
import type { AutograderResult } from './model';
import { autogradedXp, earlySubmissionBonus, mcqXp } from './xp';

const openAt = new Date('2026-03-01T00:00:00Z');
// A week: 168 whole hours.
const closeAt = new Date('2026-03-08T00:00:00Z');
const base = {
  earlySubmissionXp: 100,
  hoursBeforeEarlyXpDecay: 48,
  openAt,
  closeAt,
  submittedAt: openAt,
  answersXp: 10,
};
const at = (iso: string) => new Date(iso);

describe('earlySubmissionBonus', () => {
  it('gives nothing to a submission that scores nothing', () => {
    expect(earlySubmissionBonus({ ...base, answersXp: 0 })).toBe(0);
    expect(earlySubmissionBonus({ ...base, answersXp: -5 })).toBe(0);
  });

  it('gives the whole bonus until H hours after opening, exclusive', () => {
    expect(earlySubmissionBonus({ ...base, submittedAt: at('2026-03-02T23:59:59Z') })).toBe(100);
    // Exactly open + 48 h: decay has begun; 120 of 120 decay hours remain.
    expect(earlySubmissionBonus({ ...base, submittedAt: at('2026-03-03T00:00:00Z') })).toBe(100);
  });

  it('decays by whole hours remaining over the decay period, rounded', () => {
    // 60 whole hours remain of 120: half.
    expect(earlySubmissionBonus({ ...base, submittedAt: at('2026-03-05T12:00:00Z') })).toBe(50);
    // 59.5 hours remain -> 59 whole hours -> 49.17 -> 49.
    expect(earlySubmissionBonus({ ...base, submittedAt: at('2026-03-05T12:30:00Z') })).toBe(49);
    // 1 whole hour of 120 -> 0.83 -> 1.
    expect(earlySubmissionBonus({ ...base, submittedAt: at('2026-03-07T22:59:00Z') })).toBe(1);
  });

  it('reaches 0 at the close and never goes negative after it', () => {
    expect(earlySubmissionBonus({ ...base, submittedAt: closeAt })).toBe(0);
    expect(earlySubmissionBonus({ ...base, submittedAt: at('2026-03-09T00:00:00Z') })).toBe(0);
  });

  it('gives the whole bonus when there is no decay period', () => {
    expect(
      earlySubmissionBonus({
        ...base,
        hoursBeforeEarlyXpDecay: 200,
        submittedAt: at('2026-03-10T00:00:00Z'),
      }),
    ).toBe(100);
  });

  it('gives nothing when the type has no bonus', () => {
    expect(earlySubmissionBonus({ ...base, earlySubmissionXp: 0 })).toBe(0);
  });
});

describe('autogradedXp', () => {
  const pass = (score: number): AutograderResult => ({ resultType: 'pass', score });
  const fail: AutograderResult = { resultType: 'fail', expected: '1', actual: '2' };

  it('is the floored share of the score', () => {
    expect(autogradedXp(100, [pass(1), pass(1), fail], 3)).toBe(66);
    expect(autogradedXp(100, [pass(2), fail], 2)).toBe(100);
  });

  it('counts passes when the testcases carry no score', () => {
    expect(autogradedXp(90, [pass(0), fail, fail, pass(0)], 0)).toBe(45);
    expect(autogradedXp(90, [], 0)).toBe(0);
  });
});

describe('mcqXp', () => {
  it('gives the max XP only for the correct choice', () => {
    expect(mcqXp(50, 2, 2)).toBe(50);
    expect(mcqXp(50, 1, 2)).toBe(0);
    expect(mcqXp(50, 0, undefined)).toBe(0);
  });
});
