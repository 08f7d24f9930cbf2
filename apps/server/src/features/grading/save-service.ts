import {
  type GradeChanges,
  NO_ANSWER_TO_GRADE,
  NOT_SUBMITTED_YET,
  xpOutOfBoundsMessage,
} from '@sa/contracts';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { renewXpBonus } from '../submissions/bonus';
import { found } from '../submissions/checks';
import { notifyStudent } from '../submissions/notifications';
import { publishOne } from '../submissions/publish-service';
import { isFullyGraded, lockCourseSubmission } from '../submissions/queries';
import { findAnswerToGrade, isGradingAutoPublished, writeGrade } from './save-queries';

/**
 * POST admin/grading/:sid/:qid (api-reference section 4): a staff member grades one answer of a
 * submitted submission, in one transaction with its side effects:
 * - the answer's XP, adjustment and comments (each kept when not sent), the grader and the time;
 *   the total (XP + adjustment) must lie in [0, the question's max XP];
 * - the early-submission bonus, recomputed while it is still 0;
 * - auto-publishing, when the type says so and every answer is graded (the publish rules: a
 *   manually graded type, a submitted submission);
 * - the student's 'graded' notification, only when they can see the grade: their grading is
 *   already published. An unpublished grade is not news to them yet, and a grade that publishes
 *   the submission is announced by publishing's own 'published_grading'.
 *
 * Messages: 'Submission not found' and 'Answer not found' are 404s (the reference answers 500 for
 * a missing answer); a submission not submitted is the reference's 405, unless it is the caller's own.
 */
export async function saveGrade(
  db: Database,
  reg: CourseReg,
  target: { submissionId: number; questionId: number },
  changes: GradeChanges,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const submission = found(await lockCourseSubmission(tx, reg.courseId, target.submissionId));
    const answer = await findAnswerToGrade(tx, submission.id, target.questionId);
    if (!answer) throw notFound(NO_ANSWER_TO_GRADE);
    // Staff may grade their own attempt before submitting it (the reference's exception), for
    // example to try out a question's grading before students reach it.
    const own = submission.studentId === reg.id;
    if (submission.status !== 'submitted' && !own) throw new HttpError(405, NOT_SUBMITTED_YET);
    const xp = changes.xp ?? answer.xp;
    const xpAdjustment = changes.xpAdjustment ?? answer.xpAdjustment;
    const outOfBounds = xpOutOfBoundsMessage(xp + xpAdjustment, answer.maxXp);
    if (outOfBounds) throw badRequest(outOfBounds);
    await writeGrade(tx, answer.id, {
      xp,
      xpAdjustment,
      comments: changes.comments ?? answer.comments,
      graderId: reg.id,
      gradedAt: now,
    });
    const xpBonus = await renewXpBonus(tx, submission, now);
    if (submission.isGradingPublished) {
      await notifyStudent(tx, 'graded', {
        assessmentId: submission.assessmentId,
        submissionId: submission.id,
      });
    } else if (
      submission.isManuallyGraded &&
      (await isGradingAutoPublished(tx, submission.assessmentId)) &&
      (await isFullyGraded(tx, submission))
    ) {
      await publishOne(tx, { ...submission, xpBonus }, reg.id, now);
    }
  });
}
