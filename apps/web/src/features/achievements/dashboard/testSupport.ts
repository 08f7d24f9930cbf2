import type { Achievement, AssessmentOverview, CourseUser, OwnGoal, UserResponse } from '@sa/contracts';
import { createFakeBackend, type FakeBackend, json, userResponse } from '../../../test/fakeBackend';

/** Fixed uuids so tests can name them: the nth achievement and the nth goal. */
export const aUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const gUuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** A released task with no deadline; override what a test is about. */
export function achievement(n: number, overrides: Partial<Achievement> = {}): Achievement {
  return {
    uuid: aUuid(n),
    title: `Achievement ${n}`,
    xp: 100,
    isVariableXp: false,
    release: null,
    deadline: null,
    isTask: true,
    position: n,
    prerequisiteUuids: [],
    cardBackground: null,
    view: { coverImage: null, description: null, completionText: null },
    goalUuids: [],
    ...overrides,
  };
}

/** A Manual goal of achievement `of` with `count` of `target` done. */
export function manualGoal(n: number, of: number, count: number, target = 1): OwnGoal {
  return {
    uuid: gUuid(n),
    text: `Goal ${n}`,
    targetCount: target,
    type: 'Manual',
    meta: { targetCount: target },
    count,
    completed: count >= target,
    achievementUuids: [aUuid(of)],
  };
}

export function member(courseRegId: number, name: string, group: string | null = null): CourseUser {
  return {
    courseRegId,
    course_id: 1,
    courseId: 1,
    name,
    provider: 'test',
    username: name.toLowerCase(),
    role: 'student',
    group,
  };
}

export interface DashboardBackendOptions {
  role?: 'student' | 'staff' | 'admin';
  achievements?: Achievement[];
  goals?: OwnGoal[];
  totalXp?: number;
  overviews?: AssessmentOverview[];
  users?: CourseUser[];
  enableAchievements?: boolean;
}

export function dashboardProfile(options: DashboardBackendOptions = {}): UserResponse {
  return userResponse({
    role: options.role ?? 'student',
    courseId: 1,
    course: { enableAchievements: options.enableAchievements ?? true },
  });
}

/** A fake backend answering the dashboard's reads for course 1 (the caller is courseRegId 70). */
export function dashboardBackend(options: DashboardBackendOptions = {}): FakeBackend {
  return createFakeBackend({
    'GET user': () => json(dashboardProfile(options)),
    'GET courses/1/achievements': () => json(options.achievements ?? []),
    'GET courses/1/self/goals': () => json(options.goals ?? []),
    'GET courses/1/user/total_xp': () => json({ totalXp: options.totalXp ?? 0 }),
    'GET courses/1/assessments': () => json(options.overviews ?? []),
    'GET courses/1/admin/users': () => json(options.users ?? []),
    'GET courses/1/notifications': () => json([]),
  });
}

/** The write routes' answer. */
export const noContent = () => new Response(null, { status: 204 });
