import { TOO_FEW_ASSESSMENT_TYPES, TOO_MANY_ASSESSMENT_TYPES } from '@sa/domain';
import {
  ADMIN_NOT_DELETABLE,
  AdminAssessmentConfigsResponse,
  ASSESSMENT_TYPE_NOT_FOUND,
  AssessmentConfigParams,
  CourseRegParams,
  CourseUsersQuery,
  CourseUsersResponse,
  DUPLICATE_TYPE_NAMES,
  INVALID_PROVIDER,
  INVALID_ROLES,
  INVALID_TYPE_IDS,
  INVALID_USERNAMES,
  NO_REGISTRATION,
  OTHER_COURSE,
  OWN_ROLE,
  PutAssessmentConfigsRequest,
  PutUsersRequest,
  TOO_MANY_USERS,
  typeNameTaken,
  UpdateCourseConfigRequest,
  UpdateRoleRequest,
} from '../adminpanel';
import { CourseParams } from '../common';
import { COURSE_NOT_FOUND } from '../courses';
import { defineRoute, OkText } from '../http/route';

const feature = 'adminpanel';

/** The course went away between the guard and the write's lock on it. */
const courseGone = { status: 404, text: COURSE_NOT_FOUND } as const;

/** Errors of the routes acting on one member: it must be a registration of the caller's course. */
const memberErrors = [
  { status: 400, text: NO_REGISTRATION },
  { status: 403, text: OTHER_COURSE },
] as const;

/**
 * The admin panel's routes under /v2/courses/{courseId}/admin (api-reference-routes 1.5 users,
 * 1.6 config and users): admins only, except that staff may read the member list.
 */
export const adminPanelRoutes = {
  updateConfig: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/config',
    feature,
    access: 'admin',
    summary: "Changes the course's configuration: only the fields sent",
    params: CourseParams,
    body: UpdateCourseConfigRequest,
    response: OkText,
    differs: 'viewable=false clears the latest viewed course of non-admins only (ADR 7).',
  }),
  assessmentConfigs: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/config/assessment_configs',
    feature,
    access: 'admin',
    summary: 'The assessment types in order, each with the number of assessments a delete would remove',
    params: CourseParams,
    response: AdminAssessmentConfigsResponse,
    differs: 'Each type carries `assessmentCount` (ADR 7).',
  }),
  saveAssessmentConfigs: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/config/assessment_configs',
    feature,
    access: 'admin',
    summary: 'Upserts the listed assessment types in this order (id -1 creates one)',
    params: CourseParams,
    body: PutAssessmentConfigsRequest,
    response: OkText,
    errors: [
      { status: 400, text: DUPLICATE_TYPE_NAMES },
      { status: 400, text: INVALID_TYPE_IDS },
      { status: 400, text: typeNameTaken('<type>') },
      { status: 400, text: TOO_MANY_ASSESSMENT_TYPES },
      courseGone,
    ],
    differs:
      'Types left out are kept, after the listed ones (deleting is its own route); type names must be distinct (ADR 7).',
  }),
  deleteAssessmentConfig: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/config/assessment_config/:configId',
    feature,
    access: 'admin',
    summary: 'Deletes an assessment type and every assessment of it; the last type stays',
    params: AssessmentConfigParams,
    response: OkText,
    errors: [
      { status: 400, text: ASSESSMENT_TYPE_NOT_FOUND },
      { status: 400, text: TOO_FEW_ASSESSMENT_TYPES },
      courseGone,
    ],
    invalid: { params: 'Invalid assessment type id' },
    differs: 'The last type of a course cannot be deleted (ADR 7).',
  }),
  users: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/users',
    feature,
    access: 'staff',
    summary: 'The members of the course, optionally only those of a role or group',
    params: CourseParams,
    query: CourseUsersQuery,
    response: CourseUsersResponse,
  }),
  addUsers: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/users',
    feature,
    access: 'admin',
    summary: 'Adds users (from the CSV of the Add Users tab) or updates their role and group',
    params: CourseParams,
    body: PutUsersRequest,
    response: OkText,
    errors: [
      { status: 400, text: TOO_MANY_USERS },
      { status: 400, text: INVALID_PROVIDER },
      { status: 400, text: INVALID_USERNAMES },
      { status: 400, text: `${INVALID_USERNAMES}: duplicates` },
      { status: 400, text: INVALID_ROLES },
      { status: 400, text: OWN_ROLE },
      courseGone,
    ],
    differs:
      'A row without a group keeps the member’s group; listing yourself with another role is refused (ADR 7).',
  }),
  updateRole: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/users/:courseRegId/role',
    feature,
    access: 'admin',
    summary: "Changes a member's role (never the caller's own)",
    params: CourseRegParams,
    body: UpdateRoleRequest,
    response: OkText,
    errors: [...memberErrors, { status: 400, text: OWN_ROLE }],
    invalid: { params: 'Invalid user id' },
  }),
  removeUser: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/users/:courseRegId',
    feature,
    access: 'admin',
    summary: 'Removes a member with their submissions and answers; admins stay',
    params: CourseRegParams,
    response: OkText,
    errors: [...memberErrors, { status: 400, text: ADMIN_NOT_DELETABLE }],
    invalid: { params: 'Invalid user id' },
    differs: 'Their latest viewed course is cleared if it was this one (ADR 7).',
  }),
};
