import { z } from 'zod';
import { AssessmentParams, UpdateAssessmentRequest, UploadAssessmentFields } from '../assessments';
import { CourseParams } from '../common';
import {
  ASSESSMENT_FILE_FIELDS,
  CONTEST_VOTING_UP,
  END_BEFORE_OPEN,
  FILE_TOO_LARGE,
  MISSING_FILE,
  MULTIPLE_FILES,
  NO_SUCH_TYPE,
  NOT_MULTIPART,
  QUESTION_COUNT_DIFFERS,
  QUESTION_TYPES_MUST_STAY,
  TOO_MANY_FIELDS,
  UploadAssessmentResponse,
} from '../groundcontrol';
import { defineRoute, OkText } from '../http/route';

// 400, not 404, as the reference answers it.
const assessmentNotFound = { status: 400, text: 'Assessment not found' } as const;
/**
 * Text: ours answers 'OK'; the web client shows any other text a server answers after assigning
 * entries as the outcome, so the client reads it as text.
 */
const updateAnswer = z.string().meta({ description: "'OK'" });
const staffToo =
  'Open to staff as well as admins: the reference allows admins only, our spec gives Ground Control to both.';

/** Ground Control (api-reference-routes 1.6): uploading, updating and deleting a course's assessments. */
export const groundControlRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/assessments',
    feature: 'groundcontrol',
    access: 'staff',
    summary:
      'Creates or re-imports (by number) an assessment from its XML file, as the type given by assessmentConfigId',
    params: CourseParams,
    form: { fields: UploadAssessmentFields, files: ASSESSMENT_FILE_FIELDS },
    response: UploadAssessmentResponse,
    produces: 'text/plain',
    errors: [
      { status: 400, text: NOT_MULTIPART },
      { status: 400, text: MISSING_FILE },
      { status: 400, text: MULTIPLE_FILES },
      { status: 400, text: TOO_MANY_FIELDS },
      { status: 400, text: NO_SUCH_TYPE },
      { status: 400, text: QUESTION_TYPES_MUST_STAY },
      { status: 400, text: QUESTION_COUNT_DIFFERS },
      { status: 400, text: '<what is wrong with the file, naming its element and field>' },
      { status: 413, text: FILE_TOO_LARGE },
    ],
    differs: `${staffToo} A file over 2 MB is a 413 and a second file a 400 (not 500s); the file may come as assessment or assessment[file] (the reference web client's name); a forced update answers 'Force Update OK' (the text the reference web client looks for); a file's errors name the element and field; legacy PRIVATE testcases import as secret; a forced re-upload before opening with fewer questions deletes the surplus; a re-upload keeps the assessment's token, voting and autosave settings.`,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/assessments/:assessmentId',
    feature: 'groundcontrol',
    access: 'staff',
    summary:
      'Changes the fields sent (dates together, publication, team size, settings); assignEntriesForVoting reassigns contest entries',
    params: AssessmentParams,
    body: UpdateAssessmentRequest,
    response: updateAnswer,
    invalid: { params: 'Invalid assessment id' },
    errors: [assessmentNotFound, { status: 400, text: END_BEFORE_OPEN }],
    differs: `${staffToo} assignEntriesForVoting hands submitted voting submissions back to their authors (attempting, grading unpublished, old votes and answers cleared) instead of deleting them.`,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/assessments/:assessmentId',
    feature: 'groundcontrol',
    access: 'staff',
    summary: 'Deletes the assessment with its questions, submissions, answers and notifications',
    params: AssessmentParams,
    response: OkText,
    invalid: { params: 'Invalid assessment id' },
    errors: [assessmentNotFound, { status: 400, text: CONTEST_VOTING_UP }],
    differs: staffToo,
  }),
};
