import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { createRouter } from '../../http/route';
import {
  deleteAssessmentConfig,
  listAdminAssessmentConfigs,
  saveAssessmentConfigs,
  updateCourseConfig,
} from './config-service';
import { addUsersFromCsv, getCourseUsers, removeUser, updateRole } from './users-service';

const { adminPanel } = routes;

/**
 * The admin panel's routes (api-reference-routes 1.5 users, 1.6 config and users). Admins only,
 * except that staff may read the member list.
 */
export const adminPanelRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, providers }) => {
  const route = createRouter(app, guards);

  route(adminPanel.updateConfig, async ({ courseReg, body }) => {
    await updateCourseConfig(db, courseReg.courseId, body);
    return OK;
  });

  route(adminPanel.assessmentConfigs, ({ courseReg }) => listAdminAssessmentConfigs(db, courseReg.courseId));

  route(adminPanel.saveAssessmentConfigs, async ({ courseReg, body }) => {
    await saveAssessmentConfigs(db, courseReg.courseId, body.assessmentConfigs);
    return OK;
  });

  route(adminPanel.deleteAssessmentConfig, async ({ courseReg, params }) => {
    await deleteAssessmentConfig(db, courseReg.courseId, params.configId);
    return OK;
  });

  route(adminPanel.users, ({ courseReg, query }) => getCourseUsers(db, courseReg.courseId, query));

  route(adminPanel.addUsers, async ({ user, courseReg, body }) => {
    const providerIds = providers.map((p) => p.id);
    await addUsersFromCsv(db, user, courseReg.courseId, body, providerIds);
    return OK;
  });

  route(adminPanel.updateRole, async ({ courseReg, params, body }) => {
    await updateRole(db, courseReg, params.courseRegId, body.role);
    return OK;
  });

  route(adminPanel.removeUser, async ({ courseReg, params }) => {
    await removeUser(db, courseReg, params.courseRegId);
    return OK;
  });
};
