import type { Achievement, OwnGoal } from '@sa/contracts';
import {
  type AchievementItem,
  type AchievementSummary,
  type GoalItem,
  hasRoleAtLeast,
  summariseAchievements,
  withAssessmentAchievements,
} from '@sa/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../app/services';
import { useSession, useSessionView } from '../../../app/session/hooks';
import { assessmentEndpoints, assessmentKeys } from '../../assessments';
import { dashboardEndpoints, dashboardKeys } from './api';

export interface DashboardData {
  /** Server achievements, plus the ones derived from the viewed member's assessments. */
  achievements: readonly (Achievement | AchievementItem)[];
  goals: readonly (OwnGoal | GoalItem)[];
  summaries: ReadonlyMap<string, AchievementSummary>;
  totalXp: number | undefined;
  /** The server's list as loaded, for the circular-dependency check (derived ones have no cycles). */
  serverAchievements: readonly Achievement[] | undefined;
  /** The viewed member's goals as loaded (event-goal syncing reads the caller's). */
  serverGoals: readonly OwnGoal[] | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * Everything the dashboard shows for one member: the caller (`courseRegId` null) or, for staff,
 * another member. Derived assessment achievements are built from that member's assessment
 * overviews: the caller's own share their key with the assessment listing, so they are usually
 * cached; another member's come from admin/users/{courseRegId}/assessments.
 */
export function useDashboardData(courseRegId: number | null, now: Date): DashboardData {
  const { api, call } = useServices();
  const endpoints = useMemo(() => dashboardEndpoints(call), [call]);
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const who = courseRegId ?? 'self';

  const achievements = useQuery({
    queryKey: dashboardKeys.achievements(courseId),
    queryFn: endpoints.achievements,
    refetchOnMount: 'always',
  });
  const goals = useQuery({
    queryKey: dashboardKeys.goals(courseId, who),
    queryFn: () => endpoints.goals(courseRegId),
    refetchOnMount: 'always',
  });
  const totalXp = useQuery({
    queryKey: dashboardKeys.totalXp(courseId, who),
    queryFn: () => endpoints.totalXp(courseRegId),
    refetchOnMount: 'always',
  });
  const overviews = useQuery({
    queryKey:
      courseRegId === null
        ? assessmentKeys.overviews(courseId)
        : dashboardKeys.memberOverviews(courseId, courseRegId),
    queryFn: () =>
      courseRegId === null ? assessmentEndpoints(api).overviews() : endpoints.memberOverviews(courseRegId),
  });

  const merged = useMemo(() => {
    const own = { achievements: achievements.data ?? [], goals: goals.data ?? [] };
    if (!overviews.data) return own;
    return withAssessmentAchievements(own, overviews.data, now);
  }, [achievements.data, goals.data, overviews.data, now]);

  const summaries = useMemo(
    () => summariseAchievements(merged.achievements, merged.goals, now),
    [merged, now],
  );

  return {
    ...merged,
    summaries,
    totalXp: totalXp.data?.totalXp,
    serverAchievements: achievements.data,
    serverGoals: goals.data,
    loading: achievements.isPending || goals.isPending,
    failed: achievements.isError || goals.isError,
  };
}

/** Staff and admins may look at other members and at hidden achievements (spec 2 section 6). */
export function useIsStaff(): boolean {
  return hasRoleAtLeast(useSessionView().role, 'staff');
}

/** The course's members for the staff user selector. */
export function useCourseMembers(enabled: boolean) {
  const { call } = useServices();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  return useQuery({
    queryKey: dashboardKeys.users(courseId),
    queryFn: () => dashboardEndpoints(call).users(),
    enabled,
  });
}
