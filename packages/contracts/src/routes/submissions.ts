import {
  ASSESSMENT_NOT_OPEN,
  GRADING_STILL_PUBLISHED,
  NOT_ALL_ATTEMPTED,
  NOT_ALL_GRADED,
  NOT_SUBMITTED,
  onlyManuallyGraded,
  SUBMISSION_NOT_FOUND,
  UNSUBMIT_NOT_PERMITTED,
} from '../assessment-errors';
import { AssessmentParams } from '../assessments';
import { defineRoute, OkText } from '../http/route';
import { SubmissionParams } from '../submissions';

const PATH = '/v2/courses/:courseId/admin/grading';
const notFound = { status: 404, text: SUBMISSION_NOT_FOUND } as const;
const notFinalised = [
  { status: 400, text: NOT_ALL_ATTEMPTED },
  { status: 400, text: NOT_SUBMITTED },
] as const;

const setPublished = (publish: boolean) =>
  defineRoute({
    method: 'POST',
    path: `${PATH}/:submissionId/${publish ? 'publish_grades' : 'unpublish_grades'}`,
    feature: 'submissions',
    access: 'staff',
    summary: publish
      ? "Publishes a fully graded, manually graded submission's grading to its student"
      : "Takes back a submission's published grading",
    params: SubmissionParams,
    response: OkText,
    errors: [
      notFound,
      ...notFinalised,
      { status: 400, text: onlyManuallyGraded(publish) },
      // and 403 Forbidden unless the caller is an admin, the submission's owner or its group's leader
      { status: 400, text: NOT_ALL_GRADED },
    ],
  });

const setAllPublished = (publish: boolean) =>
  defineRoute({
    method: 'POST',
    path: `${PATH}/:assessmentId/${publish ? 'publish_all_grades' : 'unpublish_all_grades'}`,
    feature: 'submissions',
    access: 'admin',
    summary: publish
      ? 'Publishes the grading of every fully graded submission of the assessment'
      : 'Takes back the published grading of every submission of the assessment',
    params: AssessmentParams,
    response: OkText,
  });

/**
 * The submission lifecycle of grading (api-reference-routes 1.5 and section 4): unsubmit and
 * publishing one submission for staff, publishing a whole assessment for admins.
 */
export const submissionRoutes = {
  unsubmit: defineRoute({
    method: 'POST',
    path: `${PATH}/:submissionId/unsubmit`,
    feature: 'submissions',
    access: 'staff',
    summary: 'Hands a finalised submission back to its student (or team) to attempt again',
    params: SubmissionParams,
    response: OkText,
    errors: [
      notFound,
      { status: 403, text: ASSESSMENT_NOT_OPEN },
      ...notFinalised,
      { status: 403, text: UNSUBMIT_NOT_PERMITTED },
      { status: 403, text: GRADING_STILL_PUBLISHED },
    ],
  }),
  publishGrades: setPublished(true),
  unpublishGrades: setPublished(false),
  publishAllGrades: setAllPublished(true),
  unpublishAllGrades: setAllPublished(false),
};
