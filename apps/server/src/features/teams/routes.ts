import {
  AssessmentParams,
  CreateTeamsRequest,
  TeamFormationOverview,
  TeamFormationOverviews,
  TeamFormationStudents,
  TeamParams,
  UpdateTeamRequest,
} from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/errors';
import {
  createTeams,
  deleteTeam,
  findMyTeam,
  listTeamFormationStudents,
  listTeams,
  updateTeam,
} from './service';

const PREFIX = '/v2/courses/:courseId';

/**
 * Team assessments: team formation for staff and admins (admin/teams, admin/users/teamformation)
 * and a member's own team (team/:assessmentId). The reference routes POST admin/teams/upload
 * without a handler; our web app reads the CSV itself and posts the teams to admin/teams.
 */
export const teamRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const member = { preHandler: guards.requireCourseRole('student') };
  const staff = { preHandler: guards.requireCourseRole('staff') };

  app.get(`${PREFIX}/team/:assessmentId`, member, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params, 'Invalid assessment id');
    return TeamFormationOverview.parse(await findMyTeam(db, currentCourseReg(request), assessmentId));
  });

  app.get(`${PREFIX}/admin/teams`, staff, async (request) =>
    TeamFormationOverviews.parse(await listTeams(db, currentCourseReg(request))),
  );

  app.get(`${PREFIX}/admin/users/teamformation`, staff, async (request) =>
    TeamFormationStudents.parse(await listTeamFormationStudents(db, currentCourseReg(request))),
  );

  app.post(`${PREFIX}/admin/teams`, staff, async (request, reply) => {
    const body = parseInput(CreateTeamsRequest, request.body);
    await createTeams(db, currentCourseReg(request), body);
    reply.code(201);
    return 'Teams created successfully.';
  });

  app.put(`${PREFIX}/admin/teams/:teamId`, staff, async (request) => {
    const { teamId } = parseInput(TeamParams, request.params, 'Invalid team id');
    const body = parseInput(UpdateTeamRequest, request.body);
    await updateTeam(db, currentCourseReg(request), teamId, body);
    return 'Teams updated successfully.';
  });

  app.delete(`${PREFIX}/admin/teams/:teamId`, staff, async (request) => {
    const { teamId } = parseInput(TeamParams, request.params, 'Invalid team id');
    await deleteTeam(db, currentCourseReg(request), teamId);
    return 'Team deleted successfully.';
  });
};
