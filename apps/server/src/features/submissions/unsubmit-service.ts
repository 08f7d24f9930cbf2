import { ASSESSMENT_NOT_OPEN, GRADING_STILL_PUBLISHED, UNSUBMIT_NOT_PERMITTED } from '@sa/contracts';
import { isOpen } from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { forbidden } from '../../http/errors';
import { found, mayActOn, requireSubmitted } from './checks';
import { deleteStudentNotifications, markSubmittedRead, notifyStudent } from './notifications';
import { lockCourseSubmission, resetForUnsubmit } from './queries';

/**
 * POST admin/grading/:sid/unsubmit (api-reference section 4): hands a finalised submission back
 * to the student. The checks run in the reference's order, so the same request fails with the
 * same message; the effects happen in one transaction.
 */
export async function unsubmitSubmission(
  db: Database,
  reg: CourseReg,
  submissionId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const submission = found(await lockCourseSubmission(tx, reg.courseId, submissionId));
    // Staff may unsubmit their own (test) submission after the close; students' need an open assessment.
    const own = submission.studentId === reg.id;
    if (!own && !(submission.isPublished && isOpen(submission, now))) throw forbidden(ASSESSMENT_NOT_OPEN);
    requireSubmitted(submission);
    if (!mayActOn(reg, submission)) throw forbidden(UNSUBMIT_NOT_PERMITTED);
    if (submission.isGradingPublished) throw forbidden(GRADING_STILL_PUBLISHED);

    await resetForUnsubmit(tx, submission.id, reg.id, now);
    const target = {
      assessmentId: submission.assessmentId,
      submissionId: submission.id,
    };
    await deleteStudentNotifications(tx, 'unpublished_grading', target);
    await notifyStudent(tx, 'unsubmitted', target);
    await markSubmittedRead(tx, reg.id, submission.id);
  });
}
