import { type AssessmentConfigInput, adminPanelRoutes, type UpdateCourseConfigRequest } from '@sa/contracts';
import type { Role, UserUploadRow } from '@sa/domain';
import { useMemo } from 'react';
import type { RouteCaller } from '../../api/call';
import { useServices } from '../../app/services';

/** The admin panel's /v2 calls (spec 2 section 7), through the route table. */
export function adminPanelEndpoints(call: RouteCaller) {
  return {
    updateCourseConfig: (body: UpdateCourseConfigRequest) => call(adminPanelRoutes.updateConfig, { body }),
    assessmentConfigs: () => call(adminPanelRoutes.assessmentConfigs),
    saveAssessmentConfigs: (assessmentConfigs: AssessmentConfigInput[]) =>
      call(adminPanelRoutes.saveAssessmentConfigs, { body: { assessmentConfigs } }),
    deleteAssessmentConfig: (id: number) =>
      call(adminPanelRoutes.deleteAssessmentConfig, { params: { configId: id } }),
    users: () => call(adminPanelRoutes.users),
    addUsers: (users: UserUploadRow[], provider: string) =>
      call(adminPanelRoutes.addUsers, { body: { users, provider } }),
    updateRole: (courseRegId: number, role: Role) =>
      call(adminPanelRoutes.updateRole, { params: { courseRegId }, body: { role } }),
    deleteUser: (courseRegId: number) => call(adminPanelRoutes.removeUser, { params: { courseRegId } }),
  };
}

export function useAdminPanelEndpoints() {
  const { call } = useServices();
  return useMemo(() => adminPanelEndpoints(call), [call]);
}

/** Query keys of the panel, per course. */
export const adminKeys = {
  types: (courseId: number | undefined) => ['adminpanel', courseId, 'assessment-configs'] as const,
  users: (courseId: number | undefined) => ['adminpanel', courseId, 'users'] as const,
};

/** After a save the navbar, brand and course pages must show it: GET /v2/user again. */
export function useRefreshSession() {
  const { endpoints, session } = useServices();
  return async () => {
    try {
      session.setProfile(await endpoints.user());
    } catch {
      // The API client has shown the error; the saved change stands.
    }
  };
}
