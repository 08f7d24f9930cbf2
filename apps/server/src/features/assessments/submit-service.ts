import {
  ALREADY_SUBMITTED,
  ASSESSMENT_NOT_OPEN,
  NOT_ALL_ATTEMPTED,
  SUBMISSION_NOT_FOUND,
} from '@sa/contracts';
import { isOpen, isStaffOrAdmin } from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database, Transaction } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { autogradeAnswers } from '../autograding/enqueue';
import { notifySubmitted } from '../notifications/queries';
import { settleAutograding } from '../submissions/autograding-settled';
import { lockSubmissionForSubmit, type SubmissionForSubmit, setSubmissionStatus } from './submission-queries';

/**
 * POST courses/:id/assessments/:aid/submit (finalising, spec 1 section 4): only from 'attempted',
 * irreversible for the student. Students only while the assessment is published and open; staff
 * and admin may finalise their own submissions at any time.
 */
export async function submitAssessment(
  db: Database,
  reg: CourseReg,
  assessmentId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const submission = await lockSubmissionForSubmit(tx, assessmentId, reg.id);
    if (!submission || submission.courseId !== reg.courseId) throw notFound(SUBMISSION_NOT_FOUND);
    const student = !isStaffOrAdmin(reg.role);
    if (student && !(submission.isPublished && isOpen(submission, now))) {
      throw forbidden(ASSESSMENT_NOT_OPEN);
    }
    if (submission.status === 'attempting') throw badRequest(NOT_ALL_ATTEMPTED);
    if (submission.status === 'submitted') throw forbidden(ALREADY_SUBMITTED);
    await setSubmissionStatus(tx, submission.id, 'submitted', { submittedAt: now });
    await onSubmitted(tx, submission, now);
  });
}

/**
 * What follows a finalise, inside its transaction (the submission row is locked and already
 * 'submitted'): the group leader's 'submitted' notification for manually graded types, then
 * autograding (blank answers, MCQ at once, durable jobs for programming answers), then the
 * early-submission bonus and, when nothing had to be queued, what completed autograding brings
 * (see settleAutograding). The student's finalise and the closer share it.
 */
export async function onSubmitted(
  tx: Transaction,
  submission: SubmissionForSubmit,
  now: Date,
): Promise<void> {
  if (submission.isManuallyGraded) {
    await notifySubmitted(tx, {
      assessmentId: submission.assessmentId,
      submissionId: submission.id,
    });
  }
  const { autograded } = await autogradeAnswers(tx, submission);
  await settleAutograding(tx, submission.id, { autogradedAny: autograded > 0, now });
}
