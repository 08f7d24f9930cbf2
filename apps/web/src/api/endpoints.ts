import {
  CourseConfigResponse,
  type CreateCourseRequest,
  DeploymentSettings,
  type LoginRequest,
  TokenPair,
  UserResponse,
} from '@sa/contracts';
import { z } from 'zod';
import type { ApiClient } from './client';

/** Endpoints answering the plain text 'OK'. */
const OkText = z.string();

/** The /v2 calls of the shell, one typed function each. */
export function shellEndpoints(api: ApiClient) {
  return {
    deployment: () => api.request('deployment', { schema: DeploymentSettings, auth: false, quiet: true }),
    login: (body: LoginRequest) =>
      api.request('auth/login', { method: 'POST', body, schema: TokenPair, auth: false, quiet: true }),
    logout: (refreshToken: string) =>
      api.request('auth/logout', {
        method: 'POST',
        body: { refresh_token: refreshToken },
        schema: OkText,
        auth: false,
        quiet: true,
      }),
    user: () => api.request('user', { schema: UserResponse }),
    setLatestViewedCourse: (courseId: number) =>
      api.request('user/latest_viewed_course', {
        method: 'PUT',
        body: { courseId },
        schema: OkText,
        quiet: true,
      }),
    createCourse: (body: CreateCourseRequest) =>
      api.request('config/create', { method: 'POST', body, schema: OkText }),
    courseConfig: () => api.courseRequest('config', { schema: CourseConfigResponse }),
    researchAgreement: (agreedToResearch: boolean) =>
      api.courseRequest('user/research_agreement', {
        method: 'PUT',
        body: { agreedToResearch },
        schema: OkText,
      }),
  };
}

export type ShellEndpoints = ReturnType<typeof shellEndpoints>;
