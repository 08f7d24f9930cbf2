import { z } from 'zod';
import { IdParam } from './common';

/** `/admin/grading/:submissionId/...` inside a course. */
export const SubmissionParams = z.object({ courseId: IdParam, submissionId: IdParam });

/** `/admin/grading/:submissionId/:questionId/...` inside a course. */
export const SubmissionQuestionParams = SubmissionParams.extend({ questionId: IdParam });

/** A route that answers 204 with no body (the client reads it as the empty text). */
export const NoContent = z.literal('').meta({ description: '204 No Content: no body' });
