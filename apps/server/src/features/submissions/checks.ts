import type { CourseReg } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import type { LockedSubmission } from './queries';

/** 404 unless the submission exists in the caller's course (another course's is not found either). */
export function found(submission: LockedSubmission | undefined): LockedSubmission {
  if (!submission) throw notFound('Submission not found');
  return submission;
}

/** Only a finalised submission can be unsubmitted or have its grading published, in the reference's words. */
export function requireSubmitted(submission: LockedSubmission): void {
  if (submission.status === 'attempting') throw badRequest('Some questions have not been attempted');
  if (submission.status === 'attempted') throw badRequest('Assessment has not been submitted');
}

/**
 * Admins act on any submission, staff on their own and on those of their group's students (a
 * team's: the first member's group, as in the reference).
 */
export function mayActOn(reg: CourseReg, submission: LockedSubmission): boolean {
  return reg.role === 'admin' || submission.studentId === reg.id || submission.leaderId === reg.id;
}
