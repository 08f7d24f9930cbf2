import { NOT_ALL_GRADED, onlyManuallyGraded } from '@sa/contracts';
import type { CourseReg } from '../../auth/guard';
import type { Database, Executor } from '../../db/client';
import { badRequest, forbidden } from '../../http/errors';
import { renewXpBonus } from './bonus';
import { found, mayActOn, requireSubmitted } from './checks';
import { deleteStudentNotifications, markSubmittedRead, notifyStudent } from './notifications';
import {
  isFullyGraded,
  lockCourseSubmission,
  lockPublishable,
  lockPublished,
  setGradingPublished,
} from './queries';

export interface Publishable {
  id: number;
  xpBonus: number;
  submittedAt: Date | null;
  assessmentId: number;
  openAt: Date;
  closeAt: Date;
  earlySubmissionXp: number;
  hoursBeforeEarlyXpDecay: number;
}

/**
 * POST admin/grading/:sid/publish_grades and /unpublish_grades (api-reference section 4): one
 * manually graded, fully graded submission, by an admin, its owner or the student's group leader.
 */
export async function setSubmissionPublished(
  db: Database,
  reg: CourseReg,
  submissionId: number,
  publish: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const submission = found(await lockCourseSubmission(tx, reg.courseId, submissionId));
    requireSubmitted(submission);
    if (!submission.isManuallyGraded) {
      throw badRequest(onlyManuallyGraded(publish));
    }
    if (!(await isFullyGraded(tx, submission))) throw badRequest(NOT_ALL_GRADED);
    if (!mayActOn(reg, submission)) throw forbidden();
    if (publish) await publishOne(tx, submission, reg.id, now);
    else await unpublishOne(tx, submission);
  });
}

/**
 * POST admin/grading/:aid/publish_all_grades (admin): every unpublished submission of the
 * assessment that is fully graded by hand or fully autograded; the status is not checked, as in
 * the reference. An assessment of another course has nothing to publish here.
 */
export async function publishAll(
  db: Database,
  reg: CourseReg,
  assessmentId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const submission of await lockPublishable(tx, reg.courseId, assessmentId)) {
      await publishOne(tx, submission, reg.id, now);
    }
  });
}

/** POST admin/grading/:aid/unpublish_all_grades (admin): the reverse of publish_all_grades. */
export async function unpublishAll(db: Database, reg: CourseReg, assessmentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const submission of await lockPublished(tx, reg.courseId, assessmentId)) {
      await unpublishOne(tx, submission);
    }
  });
}

/**
 * Publishing recomputes the early-submission bonus while it is still 0: a manually graded
 * submission has no XP at finalise, so its bonus can only be earned once graded. The publisher's
 * 'submitted' notifications are read; an automatic publish (null publisher) has none to read.
 */
export async function publishOne(
  tx: Executor,
  submission: Publishable,
  publisherRegId: number | null,
  now: Date,
): Promise<void> {
  await renewXpBonus(tx, submission, now);
  await setGradingPublished(tx, submission.id, true);
  await notifyStudent(tx, 'published_grading', targetOf(submission));
  if (publisherRegId !== null) await markSubmittedRead(tx, publisherRegId, submission.id);
}

async function unpublishOne(tx: Executor, submission: Publishable): Promise<void> {
  await setGradingPublished(tx, submission.id, false);
  await deleteStudentNotifications(tx, 'published_grading', targetOf(submission));
  await notifyStudent(tx, 'unpublished_grading', targetOf(submission));
}

const targetOf = (submission: Publishable) => ({
  assessmentId: submission.assessmentId,
  submissionId: submission.id,
});
