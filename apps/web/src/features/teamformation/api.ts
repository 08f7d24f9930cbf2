import {
  type CreateTeamsRequest,
  TeamFormationOverview,
  TeamFormationOverviews,
  TeamFormationStudents,
  type UpdateTeamRequest,
} from '@sa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../api/client';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';

/** These routes answer plain text ('Teams created successfully.', ...). */
const Text = z.string();

/**
 * Team formation's /v2 calls. The writes are quiet: the page shows the server's own reason for
 * a refused change (its 409 texts) instead of the generic one.
 */
export function teamEndpoints(api: ApiClient) {
  return {
    teams: () => api.courseRequest('admin/teams', { schema: TeamFormationOverviews }),
    students: () => api.courseRequest('admin/users/teamformation', { schema: TeamFormationStudents }),
    create: (body: CreateTeamsRequest) =>
      api.courseRequest('admin/teams', { method: 'POST', body, schema: Text, quiet: true }),
    update: (body: UpdateTeamRequest) =>
      api.courseRequest(`admin/teams/${body.teamId}`, { method: 'PUT', body, schema: Text, quiet: true }),
    remove: (teamId: number) =>
      api.courseRequest(`admin/teams/${teamId}`, { method: 'DELETE', schema: Text, quiet: true }),
    /** The caller's team in a team assessment; 404 (quietly) when they have none. */
    myTeam: (assessmentId: number) =>
      api.courseRequest(`team/${assessmentId}`, { schema: TeamFormationOverview, quiet: true }),
  };
}

export function useTeamEndpoints() {
  const { api } = useServices();
  return useMemo(() => teamEndpoints(api), [api]);
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
