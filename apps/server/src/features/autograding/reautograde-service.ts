import { CANNOT_REAUTOGRADE, QUESTION_NOT_FOUND } from '@sa/contracts';
import { and, eq } from 'drizzle-orm';
import type { CourseReg } from '../../auth/guard';
import type { Database, Executor } from '../../db/client';
import { questions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { settleAutograding } from '../submissions/autograding-settled';
import { found } from '../submissions/checks';
import { lockCourseSubmission } from '../submissions/queries';
import { autogradeAnswers } from './enqueue';

/**
 * POST admin/grading/:sid/autograde and admin/grading/:sid/:qid/autograde (staff of the course):
 * the autograder grades the finalised submission (or one question of it) again, in overwrite
 * mode (xp_adjustment back to 0), by the same per-answer rules as the finalise. MCQ answers are
 * regraded at once; programming answers are queued again, and a job still running for the old
 * code drops its result. Then the submission is settled as after any autograding.
 *
 * Messages: 'Submission not found' as the other lifecycle routes; 'Question not found' for a
 * question that is not the submission's assessment's (the reference says 'Answer not found', but
 * here a finalised submission has an answer for every question); and for a submission not
 * finalised the text the staff client shows for this 400, 'Cannot reautograde non-submitted
 * submission.' (the reference's body is 'Submission not submitted yet').
 */
export async function reautograde(
  db: Database,
  reg: CourseReg,
  target: { submissionId: number; questionId?: number },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const submission = found(await lockCourseSubmission(tx, reg.courseId, target.submissionId));
    const { questionId } = target;
    if (questionId !== undefined && !(await isQuestionOf(tx, questionId, submission.assessmentId))) {
      throw notFound(QUESTION_NOT_FOUND);
    }
    if (submission.status !== 'submitted') throw badRequest(CANNOT_REAUTOGRADE);
    const { autograded } = await autogradeAnswers(tx, submission, {
      resetAdjustment: true,
      ...(questionId === undefined ? {} : { questionId }),
    });
    await settleAutograding(tx, submission.id, { autogradedAny: autograded > 0, now });
  });
}

async function isQuestionOf(executor: Executor, questionId: number, assessmentId: number): Promise<boolean> {
  const rows = await executor
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.assessmentId, assessmentId)));
  return rows.length > 0;
}
