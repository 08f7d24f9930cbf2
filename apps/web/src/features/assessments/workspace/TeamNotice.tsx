import { Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { teamKeys, useTeamEndpoints } from '../../teamformation';

/** The server's text for a team assessment's student without a team (api-reference 1.3). */
export const TEAM_DELETED = 'Your existing Team has been deleted!';

export type WorkspaceTeam = { kind: 'team'; names: string[] } | { kind: 'none' } | null;

/**
 * The caller's team in a team assessment (team size above 1): its members' names, or 'none' when
 * the student has no team (never formed, or deleted), so the workspace can say so before a save
 * is refused. Null for individual assessments, for staff (who work alone), and while loading.
 */
export function useWorkspaceTeam(
  courseId: number | undefined,
  assessmentId: number,
  maxTeamSize: number | undefined,
  isStudent: boolean,
): WorkspaceTeam {
  const { myTeam } = useTeamEndpoints();
  const enabled = courseId !== undefined && maxTeamSize !== undefined && maxTeamSize > 1 && isStudent;
  const team = useQuery({
    queryKey: teamKeys.mine(courseId, assessmentId),
    queryFn: () => myTeam(assessmentId),
    enabled,
    retry: false,
  });
  if (!enabled) return null;
  if (team.data) {
    return { kind: 'team', names: team.data.studentUsernames.map((u, i) => team.data.studentNames[i] ?? u) };
  }
  if (team.error instanceof ApiError && team.error.status === 404) return { kind: 'none' };
  return null;
}

/** Above the task: who the team is, or that the student has none and cannot save. */
export function TeamNotice({ team }: { team: WorkspaceTeam }) {
  if (team === null) return null;
  if (team.kind === 'none') {
    return (
      <Callout intent="danger" role="alert" title={TEAM_DELETED}>
        This is a team assessment. Ask your course staff to put you in a team before you save.
      </Callout>
    );
  }
  return (
    <Callout intent="primary" title="Team assessment">
      Your team: {team.names.join(', ')}. Answers saved by any member are shared by the whole team.
    </Callout>
  );
}
