import {
  TEAM_DUPLICATE_STUDENT,
  TEAM_HAS_SUBMITTED,
  TEAM_STUDENT_ALREADY_IN_TEAM,
  TEAM_STUDENT_IN_ANOTHER_TEAM,
  TEAM_STUDENT_NOT_ENROLLED,
  TEAM_TOO_LARGE,
} from '@sa/domain';
import { z } from 'zod';
import { AssessmentParams } from '../assessments';
import { CourseParams } from '../common';
import { defineRoute } from '../http/route';
import {
  CreateTeamsRequest,
  MY_TEAM_NOT_FOUND,
  TEAM_DELETED_SUCCESSFULLY,
  TEAM_HAS_SUBMISSION_TO_MOVE,
  TEAM_ID_DIFFERS,
  TEAM_NOT_FOUND,
  TEAMS_CREATED,
  TEAMS_UPDATED,
  TeamFormationOverview,
  TeamFormationOverviews,
  TeamFormationStudents,
  TeamParams,
  UpdateTeamRequest,
} from '../teams';

const assessmentNotFound = { status: 404, text: 'Assessment not found' } as const;
const teamNotFound = { status: 404, text: TEAM_NOT_FOUND } as const;
const shapeConflicts = [TEAM_TOO_LARGE, TEAM_DUPLICATE_STUDENT, TEAM_STUDENT_NOT_ENROLLED].map(
  (text) => ({ status: 409, text }) as const,
);
const overviewsDiffer =
  "Overviews carry studentCourseRegIds and studentUsernames beside the reference's studentIds (user ids), since the userId of team payloads is a course registration id.";

/**
 * Team assessments (api-reference-routes 1.3 and 1.5): team formation for staff and admins, and a
 * member's own team. The reference's POST admin/teams/upload has no handler there and no route
 * here: our web app reads the CSV itself and posts the teams to admin/teams (ADR 3).
 */
export const teamRoutes = {
  myTeam: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/team/:assessmentId',
    feature: 'teams',
    access: 'student',
    summary: "The caller's team in a team assessment",
    params: AssessmentParams,
    response: TeamFormationOverview,
    invalid: { params: 'Invalid assessment id' },
    errors: [{ status: 404, text: MY_TEAM_NOT_FOUND }],
    differs: overviewsDiffer,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/teams',
    feature: 'teams',
    access: 'staff',
    summary: "Every team of the course's assessments, with its members",
    params: CourseParams,
    response: TeamFormationOverviews,
    differs: overviewsDiffer,
  }),
  students: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/users/teamformation',
    feature: 'teams',
    access: 'staff',
    summary: 'The students of the course who can be put in a team (userId is the course registration id)',
    params: CourseParams,
    response: TeamFormationStudents,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/teams',
    feature: 'teams',
    access: 'staff',
    summary: 'Forms every team of the request for one assessment, or none (answers 201)',
    params: CourseParams,
    body: CreateTeamsRequest,
    response: z.literal(TEAMS_CREATED),
    errors: [assessmentNotFound, ...shapeConflicts, { status: 409, text: TEAM_STUDENT_ALREADY_IN_TEAM }],
    differs:
      "Teams hold students only (staff ids are 'not enrolled'); 'already in a team' refuses when any student is (the reference checks whether all are).",
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/teams/:teamId',
    feature: 'teams',
    access: 'staff',
    summary: "Replaces the team's members (the first list of student_ids) and moves it to assessmentId",
    params: TeamParams,
    body: UpdateTeamRequest,
    response: z.literal(TEAMS_UPDATED),
    invalid: { params: 'Invalid team id' },
    errors: [
      { status: 400, text: TEAM_ID_DIFFERS },
      teamNotFound,
      assessmentNotFound,
      ...shapeConflicts,
      { status: 409, text: TEAM_STUDENT_IN_ANOTHER_TEAM },
      { status: 409, text: TEAM_HAS_SUBMISSION_TO_MOVE },
    ],
    differs:
      'Checks the team size too, and keeps a team that has a submission on its assessment; teams hold students only.',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/teams/:teamId',
    feature: 'teams',
    access: 'staff',
    summary: 'Deletes the team and its unsubmitted work; a team that has submitted stays',
    params: TeamParams,
    response: z.literal(TEAM_DELETED_SUCCESSFULLY),
    invalid: { params: 'Invalid team id' },
    errors: [teamNotFound, { status: 409, text: TEAM_HAS_SUBMITTED }],
  }),
};
