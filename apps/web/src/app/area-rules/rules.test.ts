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

describe('link order', () => {
  const staffLink = (label: string, after?: string) => ({
    label,
    scope: 'course' as const,
    path: label.toLowerCase(),
    placement: 'staff' as const,
    requires: { role: 'staff' as const },
    ...(after ? { after } : {}),
  });
  const areas: Area[] = [
    { id: 'sourcereel', navLinks: [staffLink('Sourcereel', 'Dashboard')] },
    { id: 'groundcontrol', navLinks: [staffLink('Ground Control')] },
    { id: 'grading', navLinks: [staffLink('Dashboard'), staffLink('Grading')] },
  ];

  it('puts a link right after the one it names, wherever its area is registered', () => {
    expect(visibleNavLinks(areas, ctx({ role: 'staff' })).map((l) => l.label)).toEqual([
      'Ground Control',
      'Dashboard',
      'Sourcereel',
      'Grading',
    ]);
    const reversed = [areas[2], areas[1], areas[0]].filter((a): a is Area => a !== undefined);
    expect(visibleNavLinks(reversed, ctx({ role: 'staff' })).map((l) => l.label)).toEqual([
      'Dashboard',
      'Sourcereel',
      'Grading',
      'Ground Control',
    ]);
  });

  it('keeps registry order when the named link is not shown', () => {
    const alone: Area[] = [{ id: 'sourcereel', navLinks: [staffLink('Sourcereel', 'Dashboard')] }];
    expect(visibleNavLinks(alone, ctx({ role: 'staff' })).map((l) => l.label)).toEqual(['Sourcereel']);
    expect(visibleNavLinks(areas, ctx({ role: 'student' }))).toEqual([]);
  });
});
