import { type AssessmentConfigInput, routes, type UpdateCourseConfigRequest } from '@sa/contracts';
import type { Role, UserUploadRow } from '@sa/domain';
import { useMemo } from 'react';
import type { RouteCaller } from '../../api/call';
import { useServices } from '../../app/services';

const { adminPanel } = routes;

/** The admin panel's /v2 calls (spec 2 section 7), through the route table. */
export function adminPanelEndpoints(call: RouteCaller) {
  return {
    updateCourseConfig: (body: UpdateCourseConfigRequest) => call(adminPanel.updateConfig, { body }),
    assessmentConfigs: () => call(adminPanel.assessmentConfigs),
    saveAssessmentConfigs: (assessmentConfigs: AssessmentConfigInput[]) =>
      call(adminPanel.saveAssessmentConfigs, { body: { assessmentConfigs } }),
    deleteAssessmentConfig: (id: number) =>
      call(adminPanel.deleteAssessmentConfig, { params: { configId: id } }),
    users: () => call(adminPanel.users),
    addUsers: (users: UserUploadRow[], provider: string) =>
      call(adminPanel.addUsers, { body: { users, provider } }),
    updateRole: (courseRegId: number, role: Role) =>
      call(adminPanel.updateRole, { params: { courseRegId }, body: { role } }),
    deleteUser: (courseRegId: number) => call(adminPanel.removeUser, { params: { courseRegId } }),
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
