import {
  authRoutes,
  type CreateCourseRequest,
  courseRoutes,
  deploymentRoutes,
  type LoginRequest,
  userRoutes,
} from '@sa/contracts';
import { createRouteCaller } from './call';
import type { ApiClient } from './client';

/** The /v2 calls of the shell, one typed function each, through the route table. */
export function shellEndpoints(api: ApiClient) {
  const call = createRouteCaller(api);
  return {
    deployment: () => call(deploymentRoutes.settings, {}, { quiet: true }),
    login: (body: LoginRequest) => call(authRoutes.login, { body }, { quiet: true }),
    logout: (refreshToken: string) =>
      call(authRoutes.logout, { body: { refresh_token: refreshToken } }, { quiet: true }),
    user: () => call(userRoutes.user),
    setLatestViewedCourse: (courseId: number) =>
      call(userRoutes.setLatestViewedCourse, { body: { courseId } }, { quiet: true }),
    createCourse: (body: CreateCourseRequest) => call(courseRoutes.create, { body }),
    courseConfig: () => call(courseRoutes.config),
    researchAgreement: (agreedToResearch: boolean) =>
      call(courseRoutes.researchAgreement, { body: { agreedToResearch } }),
  };
}

export type ShellEndpoints = ReturnType<typeof shellEndpoints>;
