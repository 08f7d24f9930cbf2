import {
  type Achievement,
  achievementRoutes,
  adminPanelRoutes,
  type GoalDefinition,
  type GoalProgressRequest,
} from '@sa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RouteCaller } from '../../../api/call';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';

/**
 * The achievement editor's and the manual goal editor's /v2 calls (spec 2 section 7). Writes are
 * quiet: the page toasts the server's own reason for a refused publish (a cycle, an unknown goal).
 */
export function controlEndpoints(call: RouteCaller) {
  const quiet = { quiet: true };
  return {
    achievements: () => call(achievementRoutes.list),
    goals: () => call(achievementRoutes.goals),
    users: () => call(adminPanelRoutes.users),
    saveAchievements: (list: Achievement[]) =>
      call(achievementRoutes.saveAll, { body: { achievements: list } }, quiet),
    deleteAchievement: (uuid: string) => call(achievementRoutes.remove, { params: { uuid } }, quiet),
    saveGoals: (goals: GoalDefinition[]) => call(achievementRoutes.saveGoals, { body: { goals } }, quiet),
    deleteGoal: (uuid: string) => call(achievementRoutes.removeGoal, { params: { uuid } }, quiet),
    setUserProgress: (courseRegId: number, goalUuid: string, body: GoalProgressRequest) =>
      call(achievementRoutes.postUserProgress, { params: { courseRegId, uuid: goalUuid }, body }, quiet),
  };
}

export type ControlEndpoints = ReturnType<typeof controlEndpoints>;

export function useControlEndpoints(): ControlEndpoints {
  const { call } = useServices();
  return useMemo(() => controlEndpoints(call), [call]);
}

/**
 * Query keys under the area's 'achievements' prefix, so invalidating ['achievements', courseId]
 * after a publish or a progress update also refreshes the dashboard's data.
 */
export const controlKeys = {
  all: (courseId: number | undefined) => ['achievements', courseId] as const,
  achievements: (courseId: number | undefined) =>
    ['achievements', courseId, 'control', 'achievements'] as const,
  goals: (courseId: number | undefined) => ['achievements', courseId, 'control', 'goals'] as const,
  users: (courseId: number | undefined) => ['achievements', courseId, 'control', 'users'] as const,
};

export function useCourseId(): number | undefined {
  return useSession().profile?.courseRegistration?.courseId;
}

/** The course's users for the manual goal editor (staff may read GET admin/users). */
export function useCourseUsers() {
  const courseId = useCourseId();
  const { users } = useControlEndpoints();
  return useQuery({ queryKey: controlKeys.users(courseId), queryFn: users });
}
