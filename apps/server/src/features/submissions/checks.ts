import { NOT_ALL_ATTEMPTED, NOT_SUBMITTED, SUBMISSION_NOT_FOUND } from '@sa/contracts';
import type { CourseReg } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import type { LockedSubmission } from './queries';

/** 404 unless the submission exists in the caller's course (another course's is not found either). */
export function found(submission: LockedSubmission | undefined): LockedSubmission {
  if (!submission) throw notFound(SUBMISSION_NOT_FOUND);
  return submission;
}

/** Only a finalised submission can be unsubmitted or have its grading published, in the reference's words. */
export function requireSubmitted(submission: LockedSubmission): void {
  if (submission.status === 'attempting') throw badRequest(NOT_ALL_ATTEMPTED);
  if (submission.status === 'attempted') throw badRequest(NOT_SUBMITTED);
}

/**
 * Admins act on any submission, staff on their own and on those of their group's students (a
 * team's: the first member's group, as in the reference).
 */
export function mayActOn(reg: CourseReg, submission: LockedSubmission): boolean {
  return reg.role === 'admin' || submission.studentId === reg.id || submission.leaderId === reg.id;
}
