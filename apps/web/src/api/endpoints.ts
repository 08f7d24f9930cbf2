import {
  type CreateCourseRequest,
  courseRoutes,
  deploymentRoutes,
  type LoginRequest,
  TokenPair,
  userRoutes,
} from '@sa/contracts';
import { z } from 'zod';
import { createRouteCaller } from './call';
import type { ApiClient } from './client';

/** The auth routes answering the plain text 'OK'. */
const OkText = z.string();

/**
 * The /v2 calls of the shell, one typed function each. Sign-in and sign-out go to the auth routes
 * directly (they are not in the route table yet); everything else through the route table.
 */
export function shellEndpoints(api: ApiClient) {
  const call = createRouteCaller(api);
  return {
    deployment: () => call(deploymentRoutes.settings, {}, { quiet: true }),
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
