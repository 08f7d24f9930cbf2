import { type CreateTeamsRequest, teamRoutes, type UpdateTeamRequest } from '@sa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RouteCaller } from '../../api/call';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';

/**
 * Team formation's /v2 calls. The writes are quiet: the page shows the server's own reason for
 * a refused change (its 409 texts) instead of the generic one.
 */
export function teamEndpoints(call: RouteCaller) {
  return {
    teams: () => call(teamRoutes.list),
    students: () => call(teamRoutes.students),
    create: (body: CreateTeamsRequest) => call(teamRoutes.create, { body }, { quiet: true }),
    update: (body: UpdateTeamRequest) =>
      call(teamRoutes.update, { params: { teamId: body.teamId }, body }, { quiet: true }),
    remove: (teamId: number) => call(teamRoutes.remove, { params: { teamId } }, { quiet: true }),
    /** The caller's team in a team assessment; 404 (quietly) when they have none. */
    myTeam: (assessmentId: number) => call(teamRoutes.myTeam, { params: { assessmentId } }, { quiet: true }),
  };
}

export function useTeamEndpoints() {
  const { call } = useServices();
  return useMemo(() => teamEndpoints(call), [call]);
}

const courseIdOf = (snapshot: ReturnType<typeof useSession>) =>
  snapshot.profile?.courseRegistration?.courseId;

export const teamKeys = {
  all: (courseId: number | undefined) => ['teams', courseId] as const,
  students: (courseId: number | undefined) => ['teams', courseId, 'students'] as const,
  mine: (courseId: number | undefined, assessmentId: number) =>
    ['teams', courseId, 'mine', assessmentId] as const,
};

export function useTeams() {
  const courseId = courseIdOf(useSession());
  const { teams } = useTeamEndpoints();
  return useQuery({ queryKey: teamKeys.all(courseId), queryFn: teams });
}

export function useTeamStudents() {
  const courseId = courseIdOf(useSession());
  const { students } = useTeamEndpoints();
  return useQuery({ queryKey: teamKeys.students(courseId), queryFn: students });
}

export function useRefreshTeams() {
  const courseId = courseIdOf(useSession());
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all(courseId) });
}
