import { describe, expect, it } from 'vitest';
import { type AccessContext, meetsRequirement, visibleNavLinks } from './rules';
import type { Area } from './types';

const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  signedIn: true,
  role: 'student',
  courseId: 3,
  course: { enableGame: false, enableAchievements: true, enableSourcecast: false },
  deployment: { enableRepositoryAssessments: false },
  ...over,
});

describe('link and route requirements', () => {
  it('checks role rank, course flags and deployment flags together', () => {
    const req = { role: 'staff' as const, courseFlag: 'enableAchievements' as const };
    expect(meetsRequirement(req, ctx({ role: 'staff' }))).toBe(true);
    expect(meetsRequirement(req, ctx({ role: 'admin' }))).toBe(true);
    expect(meetsRequirement(req, ctx({ role: 'student' }))).toBe(false);
    expect(meetsRequirement(req, ctx({ role: 'staff', course: null }))).toBe(false);
    expect(meetsRequirement({ deploymentFlag: 'enableRepositoryAssessments' }, ctx())).toBe(false);
    expect(meetsRequirement({ signedIn: true }, ctx({ signedIn: false }))).toBe(false);
    expect(meetsRequirement(undefined, ctx({ signedIn: false, role: null }))).toBe(true);
  });

  it('takes a list of course flags as any one of them', () => {
    const req = { courseFlag: ['enableOverallLeaderboard', 'enableContestLeaderboard'] as const };
    expect(meetsRequirement(req, ctx())).toBe(false);
    expect(meetsRequirement(req, ctx({ course: { enableContestLeaderboard: true } }))).toBe(true);
    expect(meetsRequirement(req, ctx({ course: { enableOverallLeaderboard: true } }))).toBe(true);
  });

  it('resolves course links under the current course and hides them without one', () => {
    const areas: Area[] = [
      { id: 'achievements', navLinks: [{ label: 'Achievements', scope: 'course', path: 'achievements' }] },
    ];
    expect(visibleNavLinks(areas, ctx()).map((l) => l.to)).toEqual(['/courses/3/achievements']);
    expect(visibleNavLinks(areas, ctx({ courseId: null }))).toEqual([]);
  });
});
