import {
  AdminAssessmentConfigsResponse,
  type AssessmentConfigInput,
  CourseUsersResponse,
  type UpdateCourseConfigRequest,
} from '@sa/contracts';
import type { Role, UserUploadRow } from '@sa/domain';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../api/client';
import { useServices } from '../../app/services';

/** Admin routes answer the plain text 'OK'. */
const OkText = z.string();

/** The admin panel's /v2 calls (spec 2 section 7), typed and parsed with the contracts. */
export function adminPanelEndpoints(api: ApiClient) {
  return {
    updateCourseConfig: (body: UpdateCourseConfigRequest) =>
      api.courseRequest('admin/config', { method: 'PUT', body, schema: OkText }),
    assessmentConfigs: () =>
      api.courseRequest('admin/config/assessment_configs', { schema: AdminAssessmentConfigsResponse }),
    saveAssessmentConfigs: (assessmentConfigs: AssessmentConfigInput[]) =>
      api.courseRequest('admin/config/assessment_configs', {
        method: 'PUT',
        body: { assessmentConfigs },
        schema: OkText,
      }),
    deleteAssessmentConfig: (id: number) =>
      api.courseRequest(`admin/config/assessment_config/${id}`, { method: 'DELETE', schema: OkText }),
    users: () => api.courseRequest('admin/users', { schema: CourseUsersResponse }),
    addUsers: (users: UserUploadRow[], provider: string) =>
      api.courseRequest('admin/users', { method: 'PUT', body: { users, provider }, schema: OkText }),
    updateRole: (courseRegId: number, role: Role) =>
      api.courseRequest(`admin/users/${courseRegId}/role`, { method: 'PUT', body: { role }, schema: OkText }),
    deleteUser: (courseRegId: number) =>
      api.courseRequest(`admin/users/${courseRegId}`, { method: 'DELETE', schema: OkText }),
  };
}

export function useAdminPanelEndpoints() {
  const { api } = useServices();
  return useMemo(() => adminPanelEndpoints(api), [api]);
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
