import { CourseParams } from '../common';
import {
  GradingDetailResponse,
  NO_ANSWER_TO_GRADE,
  NOT_SUBMITTED_YET,
  ONLY_STAFF_CAN_GRADE,
  SaveGradeRequest,
} from '../grading-detail';
import {
  GradingExportResponse,
  GradingListFilters,
  GradingListQuery,
  GradingListResponse,
} from '../grading-list';
import { GradingSummaryResponse } from '../grading-summary';
import { defineRoute, OkText } from '../http/route';
import { SubmissionParams, SubmissionQuestionParams } from '../submissions';

const submissionNotFound = { status: 404, text: 'Submission not found' } as const;

/**
 * Grading (api-reference-routes 1.5), for staff and admins of the course: the list of submissions,
 * its exports, the dashboard's summary, one submission's detail and saving a grade.
 */
export const gradingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/grading',
    feature: 'grading',
    access: 'staff',
    summary: "One page of the course's submissions, filtered, sorted and paged, with the matching count",
    params: CourseParams,
    query: GradingListQuery,
    response: GradingListResponse,
    differs:
      'Each row adds notificationCount (the caller\'s unread notifications about it, the default order first); one more filter, search (title, student name, username or group name); every bad query parameter is a 400 naming it, and an empty one (sortBy=) means "not given".',
  }),
  export: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/grading/export',
    feature: 'grading',
    access: 'staff',
    summary:
      "Every submission matching the list's filters, unpaged, in the 17 columns of the CSV export as compact arrays",
    params: CourseParams,
    query: GradingListFilters,
    response: GradingExportResponse,
    ours: true,
  }),
  allSubmissions: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/grading/all_submissions',
    feature: 'grading',
    access: 'staff',
    summary: "Every submission of the course, unfiltered and unpaged, in the list's row shape",
    params: CourseParams,
    response: GradingListResponse,
    differs:
      "Open to staff as well as admins, like the list (the reference allows admins only); rows carry notificationCount as the list's do. Its query string is ignored, as in the reference.",
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/grading/summary',
    feature: 'grading',
    access: 'staff',
    summary:
      'One row per group: its leader and, per dashboard assessment type, the submitted submissions and those still ungraded',
    params: CourseParams,
    response: GradingSummaryResponse,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/grading/:submissionId',
    feature: 'grading',
    access: 'staff',
    summary:
      'One submission to grade: every question with all its testcases, the solution, the answer and its grade',
    params: SubmissionParams,
    response: GradingDetailResponse,
    errors: [submissionNotFound],
    differs:
      "A missing submission is a 404 'Submission not found' (the reference: 400 'Submission is not found.'). The answer adds isGradingPublished, status and isManuallyGraded (what publishing needs); its answers carry no id or team, and there are no LLM-grading fields (prompts, ai_comments, enable_llm_grading).",
  }),
  saveGrade: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/grading/:submissionId/:questionId',
    feature: 'grading',
    // Students pass the guard only to be told the spec's text (403) by the handler.
    access: 'student',
    summary:
      'Grades one answer (XP, adjustment, comments; each kept when not sent), renews the early bonus, and auto-publishes when the type says so and every answer is graded',
    params: SubmissionQuestionParams,
    body: SaveGradeRequest,
    response: OkText,
    invalid: { body: 'Missing parameter' },
    errors: [
      { status: 400, text: 'XP <total> is out of bounds. Maximum xp is <maxXp>.' },
      { status: 403, text: ONLY_STAFF_CAN_GRADE },
      submissionNotFound,
      { status: 404, text: NO_ANSWER_TO_GRADE },
      { status: 405, text: NOT_SUBMITTED_YET },
    ],
    differs:
      "Grading a missing answer is a 404 (the reference 500s); the student is told ('graded') only when their grading is already published.",
  }),
};
