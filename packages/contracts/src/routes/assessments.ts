import { CourseRegParams } from '../adminpanel';
import {
  ALREADY_SUBMITTED,
  ASSESSMENT_NOT_FOUND,
  ASSESSMENT_NOT_OPEN,
  INVALID_ANSWER,
  INVALID_PASSWORD,
  MISSING_PASSWORD,
  NEWER_ANSWER_SAVED,
  NOT_ALL_ATTEMPTED,
  QUESTION_NOT_FOUND,
  SUBMISSION_FINALISED,
  SUBMISSION_NOT_FOUND,
  USER_NOT_FOUND,
} from '../assessment-errors';
import {
  AnswerLastModifiedRequest,
  AnswerLastModifiedResponse,
  AssessmentOverviewsResponse,
  AssessmentParams,
  MemberAssessmentParams,
  QuestionParams,
  SaveAnswerRequest,
  StaffAssessment,
  StudentAssessment,
  UnlockRequest,
} from '../assessments';
import { CourseParams } from '../common';
import { byRole, defineRoute, OkText } from '../http/route';

const notFound = { status: 400, text: ASSESSMENT_NOT_FOUND } as const;
const notOpen = { status: 403, text: ASSESSMENT_NOT_OPEN } as const;
const userNotFound = { status: 404, text: USER_NOT_FOUND } as const;
const questionNotFound = { status: 404, text: QUESTION_NOT_FOUND } as const;
const finalised = { status: 403, text: SUBMISSION_FINALISED } as const;
const invalidAnswer = { status: 400, text: INVALID_ANSWER } as const;

/**
 * One assessment, cut to the caller's role at the route: a student's has no secret testcases, no
 * grading library, no unshown solution, and only the verdict of a secret testcase's result.
 */
const ShownAssessment = byRole({ student: StudentAssessment, staff: StaffAssessment });

/** A learner's assessments and answers (api-reference-routes 1.3), and staff's view of a member's (1.5). */
export const assessmentRoutes = {
  overviews: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/assessments',
    feature: 'assessments',
    access: 'student',
    summary:
      "The course's assessments with the caller's status and published XP; students see published ones",
    params: CourseParams,
    response: AssessmentOverviewsResponse,
  }),
  memberOverviews: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/users/:courseRegId/assessments',
    feature: 'assessments',
    access: 'staff',
    summary: "A member's assessment listing, as that member sees it",
    params: CourseRegParams,
    response: AssessmentOverviewsResponse,
    errors: [userNotFound],
  }),
  memberAssessment: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/users/:courseRegId/assessments/:assessmentId',
    feature: 'assessments',
    access: 'staff',
    summary: "One assessment with a member's answers and their grading, for staff",
    params: MemberAssessmentParams,
    response: ShownAssessment,
    errors: [userNotFound, notFound],
    differs:
      "Answers staff the staff payload (secret testcases included) with the member's answers and their grading even before it is published, for any assessment of the course at any time and without a password; the reference applies the member's gates and testcases (ADR 3).",
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/assessments/:assessmentId',
    feature: 'assessments',
    access: 'student',
    summary: "One assessment with its questions and the caller's answers; grading shown once published",
    params: AssessmentParams,
    response: ShownAssessment,
    errors: [notFound, notOpen, { status: 403, text: MISSING_PASSWORD }],
    differs:
      "A student sees only the verdict of a secret testcase's result: no expected or actual value, and no line, location or message of an error (issue 17).",
  }),
  unlock: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/assessments/:assessmentId/unlock',
    feature: 'assessments',
    access: 'student',
    summary: "Opens a private assessment with its password (creating the caller's submission) and shows it",
    params: AssessmentParams,
    body: UnlockRequest,
    response: ShownAssessment,
    errors: [notFound, notOpen, { status: 403, text: INVALID_PASSWORD }],
    differs:
      "Grading stays masked until it is published, as on the show route (the reference's unlock skips the masking); a secret testcase's result shows only its verdict.",
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/assessments/:assessmentId/submit',
    feature: 'assessments',
    access: 'student',
    summary: "Finalises the caller's submission (from 'attempted'), which starts its autograding",
    params: AssessmentParams,
    response: OkText,
    errors: [
      { status: 404, text: SUBMISSION_NOT_FOUND },
      notOpen,
      { status: 400, text: NOT_ALL_ATTEMPTED },
      { status: 403, text: ALREADY_SUBMITTED },
    ],
  }),
  saveAnswer: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/assessments/question/:questionId/answer',
    feature: 'assessments',
    access: 'student',
    summary: "Saves the caller's answer to a question: code, a choice id or votes",
    params: QuestionParams,
    body: SaveAnswerRequest,
    response: OkText,
    errors: [questionNotFound, notOpen, finalised, invalidAnswer, { status: 409, text: NEWER_ANSWER_SAVED }],
    invalid: { body: INVALID_ANSWER },
    differs:
      'Takes an optional `editedAt`: a save of an edit older than the stored one is refused with 409; an MCQ choice may come as its digits and must be one of the question (ADR 3).',
  }),
  answerLastModified: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/assessments/question/:questionId/answerLastModified',
    feature: 'assessments',
    access: 'student',
    summary: 'Whether the saved answer changed since the given time (another tab or device saved)',
    params: QuestionParams,
    body: AnswerLastModifiedRequest,
    response: AnswerLastModifiedResponse,
    errors: [questionNotFound, notOpen, finalised],
    invalid: { body: INVALID_ANSWER },
    differs: '`lastModifiedAt: null` means "never saved" (ADR 3).',
  }),
};
