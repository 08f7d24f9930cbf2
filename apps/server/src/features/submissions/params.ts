import { IdParam } from '@sa/contracts';
import { z } from 'zod';

/** `/admin/grading/:submissionId/...` inside a course. */
export const SubmissionParams = z.object({ courseId: IdParam, submissionId: IdParam });
