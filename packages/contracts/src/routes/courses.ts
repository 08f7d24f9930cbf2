import { CourseParams } from '../common';
import {
  COURSE_NOT_FOUND,
  CourseConfigResponse,
  CreateCourseRequest,
  ResearchAgreementRequest,
  TOO_MANY_ADMIN_COURSES,
} from '../courses';
import { defineRoute, OkText } from '../http/route';

/** Course creation and the member-facing course routes (api-reference-routes 1.2). */
export const courseRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/v2/config/create',
    feature: 'courses',
    access: 'signed-in',
    summary: 'Creates a course and enrols the caller as its admin (also their latest viewed course)',
    body: CreateCourseRequest,
    response: OkText,
    errors: [{ status: 403, text: TOO_MANY_ADMIN_COURSES }],
    differs: 'The new course gets one `Missions` assessment type (ADR 3).',
  }),
  config: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/config',
    feature: 'courses',
    access: 'student',
    summary: "The course's configuration and its assessment type names in order",
    params: CourseParams,
    response: CourseConfigResponse,
    errors: [{ status: 404, text: COURSE_NOT_FOUND }],
  }),
  researchAgreement: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/user/research_agreement',
    feature: 'courses',
    access: 'student',
    summary: 'Records whether the caller agrees to take part in research',
    params: CourseParams,
    body: ResearchAgreementRequest,
    response: OkText,
  }),
};
