import { routes, TEAM_DELETED_SUCCESSFULLY, TEAMS_CREATED, TEAMS_UPDATED } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/route';
import {
  createTeams,
  deleteTeam,
  findMyTeam,
  listTeamFormationStudents,
  listTeams,
  updateTeam,
} from './service';

const { teams } = routes;

/**
 * Team assessments: team formation for staff and admins (admin/teams, admin/users/teamformation)
 * and a member's own team (team/:assessmentId). The reference routes POST admin/teams/upload
 * without a handler; our web app reads the CSV itself and posts the teams to admin/teams.
 */
export const teamRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const route = createRouter(app, guards);

  route(teams.myTeam, ({ courseReg, params }) => findMyTeam(db, courseReg, params.assessmentId));
  route(teams.list, ({ courseReg }) => listTeams(db, courseReg));
  route(teams.students, ({ courseReg }) => listTeamFormationStudents(db, courseReg));

  route(teams.create, async ({ courseReg, body, reply }) => {
    await createTeams(db, courseReg, body);
    reply.code(201);
    return TEAMS_CREATED;
  });

  route(teams.update, async ({ courseReg, params, body }) => {
    await updateTeam(db, courseReg, params.teamId, body);
    return TEAMS_UPDATED;
  });

  route(teams.remove, async ({ courseReg, params }) => {
    await deleteTeam(db, courseReg, params.teamId);
    return TEAM_DELETED_SUCCESSFULLY;
  });
};
