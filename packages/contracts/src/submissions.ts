import { z } from 'zod';
import { IdParam } from './common';

/** `/admin/grading/:submissionId/...` inside a course. */
export const SubmissionParams = z.object({ courseId: IdParam, submissionId: IdParam });

/** `/admin/grading/:submissionId/:questionId/...` inside a course. */
export const SubmissionQuestionParams = SubmissionParams.extend({ questionId: IdParam });
