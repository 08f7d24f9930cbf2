import { CANNOT_REAUTOGRADE, QUESTION_NOT_FOUND, SUBMISSION_NOT_FOUND } from '../assessment-errors';
import { defineRoute, NoContent } from '../http/route';
import { SubmissionParams, SubmissionQuestionParams } from '../submissions';

const notFound = { status: 404, text: SUBMISSION_NOT_FOUND } as const;
const notSubmitted = { status: 400, text: CANNOT_REAUTOGRADE } as const;
const differs =
  "Answers 400 'Cannot reautograde non-submitted submission.', the text the reference's staff client shows, where the reference says 'Submission not submitted yet'.";

/** Reautograding a finalised submission (api-reference-routes 1.5): 204 with no body. */
export const autogradingRoutes = {
  submission: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/grading/:submissionId/autograde',
    feature: 'autograding',
    access: 'staff',
    summary: 'Autogrades every answer of a finalised submission again; XP adjustments go back to 0',
    params: SubmissionParams,
    response: NoContent,
    errors: [notFound, notSubmitted],
    differs,
  }),
  question: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/grading/:submissionId/:questionId/autograde',
    feature: 'autograding',
    access: 'staff',
    summary: 'Autogrades one answer of a finalised submission again; its XP adjustment goes back to 0',
    params: SubmissionQuestionParams,
    response: NoContent,
    errors: [notFound, { status: 404, text: QUESTION_NOT_FOUND }, notSubmitted],
    differs: `${differs} A question not of the submission's assessment is 'Question not found' (the reference says 'Answer not found').`,
  }),
};
