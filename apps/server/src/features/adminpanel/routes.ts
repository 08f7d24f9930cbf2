import {
  AssessmentConfigParams,
  CourseRegParams,
  CourseUsersQuery,
  PutAssessmentConfigsRequest,
  PutUsersRequest,
  UpdateCourseConfigRequest,
  UpdateRoleRequest,
} from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg, currentUser } from '../../auth/guard';
import { type AppDeps, OK } from '../../http/deps';
import { parseInput } from '../../http/errors';
import {
  deleteAssessmentConfig,
  listAdminAssessmentConfigs,
  saveAssessmentConfigs,
  updateCourseConfig,
} from './config-service';
import { addUsersFromCsv, getCourseUsers, removeUser, updateRole } from './users-service';

const PREFIX = '/v2/courses/:courseId/admin';

/**
 * The admin panel's routes (api-reference-routes 1.5 users, 1.6 config and users). Admins only,
 * except that staff may read the member list.
 */
export const adminPanelRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, providers }) => {
  const admin = { preHandler: guards.requireCourseRole('admin') };
  const staff = { preHandler: guards.requireCourseRole('staff') };
  const courseOf = (request: Parameters<typeof currentCourseReg>[0]) => currentCourseReg(request).courseId;

  app.put(`${PREFIX}/config`, admin, async (request) => {
    const changes = parseInput(UpdateCourseConfigRequest, request.body);
    await updateCourseConfig(db, courseOf(request), changes);
    return OK;
  });

  app.get(`${PREFIX}/config/assessment_configs`, admin, async (request) =>
    listAdminAssessmentConfigs(db, courseOf(request)),
  );

  app.put(`${PREFIX}/config/assessment_configs`, admin, async (request) => {
    const { assessmentConfigs } = parseInput(PutAssessmentConfigsRequest, request.body);
    await saveAssessmentConfigs(db, courseOf(request), assessmentConfigs);
    return OK;
  });

  app.delete(`${PREFIX}/config/assessment_config/:configId`, admin, async (request) => {
    const { configId } = parseInput(AssessmentConfigParams, request.params, 'Invalid assessment type id');
    await deleteAssessmentConfig(db, courseOf(request), configId);
    return OK;
  });

  app.get(`${PREFIX}/users`, staff, async (request) => {
    const filter = parseInput(CourseUsersQuery, request.query);
    return getCourseUsers(db, courseOf(request), filter);
  });

  app.put(`${PREFIX}/users`, admin, async (request) => {
    const input = parseInput(PutUsersRequest, request.body);
    const providerIds = providers.map((p) => p.id);
    await addUsersFromCsv(db, currentUser(request), courseOf(request), input, providerIds);
    return OK;
  });

  app.put(`${PREFIX}/users/:courseRegId/role`, admin, async (request) => {
    const { courseRegId } = parseInput(CourseRegParams, request.params, 'Invalid user id');
    const { role } = parseInput(UpdateRoleRequest, request.body);
    await updateRole(db, currentCourseReg(request), courseRegId, role);
    return OK;
  });

  app.delete(`${PREFIX}/users/:courseRegId`, admin, async (request) => {
    const { courseRegId } = parseInput(CourseRegParams, request.params, 'Invalid user id');
    await removeUser(db, currentCourseReg(request), courseRegId);
    return OK;
  });
};
