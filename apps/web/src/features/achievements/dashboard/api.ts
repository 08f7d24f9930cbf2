import {
  AchievementsResponse,
  assessmentRoutes,
  CourseUsersResponse,
  type GoalProgressRequest,
  OwnGoalsResponse,
  TotalXpResponse,
} from '@sa/contracts';
import { z } from 'zod';
import { createRouteCaller } from '../../../api/call';
import type { ApiClient } from '../../../api/client';

/** POST .../progress answers 204 with an empty body, which the client passes through as ''. */
const Empty = z.unknown();

/**
 * The dashboard's /v2 calls (spec 2 section 7). `courseRegId` null means the caller: self/goals
 * and user/total_xp; a number is a staff view of that member (admin/users/{courseRegId}/...).
 */
export function dashboardEndpoints(api: ApiClient) {
  const call = createRouteCaller(api);
  return {
    achievements: () => api.courseRequest('achievements', { schema: AchievementsResponse }),
    /** `quiet` for background calls (event-goal syncing), whose failure nobody is waiting for. */
    goals: (courseRegId: number | null, quiet = false) =>
      api.courseRequest(courseRegId === null ? 'self/goals' : `admin/users/${courseRegId}/goals`, {
        schema: OwnGoalsResponse,
        quiet,
      }),
    totalXp: (courseRegId: number | null) =>
      api.courseRequest(courseRegId === null ? 'user/total_xp' : `admin/users/${courseRegId}/total_xp`, {
        schema: TotalXpResponse,
      }),
    users: () => api.courseRequest('admin/users', { schema: CourseUsersResponse }),
    /** Another member's assessment listing, as they see it (their assessment achievements). */
    memberOverviews: (courseRegId: number) =>
      call(assessmentRoutes.memberOverviews, { params: { courseRegId } }),
    /** Quiet: event-goal syncing runs in the background and retries on the next event. */
    postOwnProgress: (goalUuid: string, body: GoalProgressRequest) =>
      api.courseRequest(`self/goals/${goalUuid}/progress`, {
        method: 'POST',
        body,
        schema: Empty,
        quiet: true,
      }),
  };
}

export type DashboardEndpoints = ReturnType<typeof dashboardEndpoints>;

/**
 * Query keys under the area's ['achievements', courseId] prefix (shared with achievements/control),
 * so a publish or a progress update there refreshes the dashboard too. `who` is 'self' or a
 * courseRegId.
 */
export const dashboardKeys = {
  all: (courseId: number | undefined) => ['achievements', courseId] as const,
  achievements: (courseId: number | undefined) => ['achievements', courseId, 'dashboard', 'list'] as const,
  goals: (courseId: number | undefined, who: number | 'self') =>
    ['achievements', courseId, 'dashboard', 'goals', who] as const,
  totalXp: (courseId: number | undefined, who: number | 'self') =>
    ['achievements', courseId, 'dashboard', 'xp', who] as const,
  memberOverviews: (courseId: number | undefined, courseRegId: number) =>
    ['achievements', courseId, 'dashboard', 'overviews', courseRegId] as const,
  users: (courseId: number | undefined) => ['achievements', courseId, 'dashboard', 'users'] as const,
};
