import {
  type Achievement,
  AchievementsResponse,
  CourseUsersResponse,
  type GoalDefinition,
  GoalDefinitionsResponse,
  type GoalProgressRequest,
} from '@sa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../../api/client';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';

/** The write routes answer 204 with an empty body, which the client passes through as ''. */
const Empty = z.unknown();

/**
 * The achievement editor's and the manual goal editor's /v2 calls (spec 2 section 7). Writes are
 * quiet: the page toasts the server's own reason for a refused publish (a cycle, an unknown goal).
 */
export function controlEndpoints(api: ApiClient) {
  return {
    achievements: () => api.courseRequest('achievements', { schema: AchievementsResponse }),
    goals: () => api.courseRequest('admin/goals', { schema: GoalDefinitionsResponse }),
    users: () => api.courseRequest('admin/users', { schema: CourseUsersResponse }),
    saveAchievements: (achievements: Achievement[]) =>
      api.courseRequest('admin/achievements', {
        method: 'PUT',
        body: { achievements },
        schema: Empty,
        quiet: true,
      }),
    deleteAchievement: (uuid: string) =>
      api.courseRequest(`admin/achievements/${uuid}`, { method: 'DELETE', schema: Empty, quiet: true }),
    saveGoals: (goals: GoalDefinition[]) =>
      api.courseRequest('admin/goals', { method: 'PUT', body: { goals }, schema: Empty, quiet: true }),
    deleteGoal: (uuid: string) =>
      api.courseRequest(`admin/goals/${uuid}`, { method: 'DELETE', schema: Empty, quiet: true }),
    setUserProgress: (courseRegId: number, goalUuid: string, body: GoalProgressRequest) =>
      api.courseRequest(`admin/users/${courseRegId}/goals/${goalUuid}/progress`, {
        method: 'POST',
        body,
        schema: Empty,
        quiet: true,
      }),
  };
}

export type ControlEndpoints = ReturnType<typeof controlEndpoints>;

export function useControlEndpoints(): ControlEndpoints {
  const { api } = useServices();
  return useMemo(() => controlEndpoints(api), [api]);
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
