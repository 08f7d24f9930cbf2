import { defineRoute, OkText } from '../http/route';
import { LatestViewedCourse, NOT_IN_COURSE, PutLatestViewedCourseRequest, UserResponse } from '../user';

/** The signed-in user and their latest viewed course (api-reference-routes 1.2). */
export const userRoutes = {
  user: defineRoute({
    method: 'GET',
    path: '/v2/user',
    feature: 'user',
    access: 'signed-in',
    summary: 'The caller, their courses, and their latest viewed course with its configuration',
    response: UserResponse,
    differs:
      'courseRegistration.xp and maxXp are 0: the payload is cached per user; total XP comes from user/total_xp (ADR 3, ADR 4).',
  }),
  latestViewedCourse: defineRoute({
    method: 'GET',
    path: '/v2/user/latest_viewed_course',
    feature: 'user',
    access: 'signed-in',
    summary: "The caller's latest viewed course (nulls when there is none)",
    response: LatestViewedCourse,
  }),
  setLatestViewedCourse: defineRoute({
    method: 'PUT',
    path: '/v2/user/latest_viewed_course',
    feature: 'user',
    access: 'signed-in',
    summary: "Sets the caller's latest viewed course, one they are a member of",
    body: PutLatestViewedCourseRequest,
    response: OkText,
    errors: [{ status: 400, text: NOT_IN_COURSE }],
  }),
};
