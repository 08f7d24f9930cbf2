import {
  achievementRoutes,
  adminPanelRoutes,
  assessmentRoutes,
  type GoalProgressRequest,
} from '@sa/contracts';
import type { RouteCaller } from '../../../api/call';

/**
 * The dashboard's /v2 calls (spec 2 section 7). `courseRegId` null means the caller: self/goals
 * and user/total_xp; a number is a staff view of that member (admin/users/{courseRegId}/...).
 */
export function dashboardEndpoints(call: RouteCaller) {
  return {
    achievements: () => call(achievementRoutes.list),
    /** `quiet` for background calls (event-goal syncing), whose failure nobody is waiting for. */
    goals: (courseRegId: number | null, quiet = false) =>
      courseRegId === null
        ? call(achievementRoutes.ownGoals, {}, { quiet })
        : call(achievementRoutes.userGoals, { params: { courseRegId } }, { quiet }),
    totalXp: (courseRegId: number | null) =>
      courseRegId === null
        ? call(achievementRoutes.totalXp)
        : call(achievementRoutes.userTotalXp, { params: { courseRegId } }),
    users: () => call(adminPanelRoutes.users),
    /** Another member's assessment listing, as they see it (their assessment achievements). */
    memberOverviews: (courseRegId: number) =>
      call(assessmentRoutes.memberOverviews, { params: { courseRegId } }),
    /** Quiet: event-goal syncing runs in the background and retries on the next event. */
    postOwnProgress: (goalUuid: string, body: GoalProgressRequest) =>
      call(achievementRoutes.postOwnProgress, { params: { uuid: goalUuid }, body }, { quiet: true }),
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
