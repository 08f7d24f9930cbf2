import type { Role } from '../roles';
import type { AssessmentStatus, NotificationType } from './model';

/** Rules of spec 1 section 4 for assessments, shared by the server and the web app. */

export type ListingSection = 'upcoming' | 'open' | 'closed';

/** Upcoming = not yet open; Open = open, not closed and not submitted; Closed = everything else. */
export function listingSection(
  a: { openAt: Date | string; closeAt: Date | string; status: AssessmentStatus },
  now: Date,
): ListingSection {
  const openAt = new Date(a.openAt).getTime();
  const closeAt = new Date(a.closeAt).getTime();
  const t = now.getTime();
  if (t < openAt) return 'upcoming';
  if (t < closeAt && a.status !== 'submitted') return 'open';
  return 'closed';
}

export type GradingStatus = 'none' | 'grading' | 'graded' | 'excluded';

/**
 * Excluded unless manually graded and submitted; among submitted ones: none when nothing is graded,
 * graded when every question is, otherwise grading (api-reference section 4).
 */
export function gradingStatus(o: {
  isManuallyGraded: boolean;
  status: AssessmentStatus;
  gradedCount: number;
  questionCount: number;
}): GradingStatus {
  if (!o.isManuallyGraded || o.status !== 'submitted') return 'excluded';
  if (o.gradedCount === 0) return 'none';
  return o.gradedCount >= o.questionCount ? 'graded' : 'grading';
}

/**
 * Publishing or unpublishing one submission's grading (api-reference section 4) is offered only
 * when the server would take it: the submission is submitted, its type is graded by hand, and
 * every question has been graded by someone. Who may do it is left to the server.
 */
export function canPublishGrading(o: {
  isManuallyGraded: boolean;
  status: AssessmentStatus;
  gradedCount: number;
  questionCount: number;
}): boolean {
  return o.status === 'submitted' && o.isManuallyGraded && o.gradedCount >= o.questionCount;
}

export const GRADING_STATUS_TEXT: Readonly<Record<GradingStatus, string>> = {
  none: 'Not graded yet',
  grading: 'Grading in progress',
  graded: 'Fully graded',
  excluded: 'Not applicable',
};

/** The listing card's button text per status (spec 1 section 2.6). */
export const ATTEMPT_BUTTON_TEXT: Readonly<Record<AssessmentStatus, string>> = {
  not_attempted: 'Attempt',
  attempting: 'Continue Attempt',
  attempted: 'Review Attempt',
  submitted: 'Review Submission',
};

export function isOpen(a: { openAt: Date | string; closeAt: Date | string }, now: Date): boolean {
  const t = now.getTime();
  return new Date(a.openAt).getTime() <= t && t < new Date(a.closeAt).getTime();
}

export type SaveDenial = 'not-open' | 'finalised' | null;

/**
 * Saving (spec 1 section 4): staff and admin always; students only while the assessment is open and
 * published and their submission is not finalised. Returns why not, or null when allowed.
 */
export function answerSaveDenial(input: {
  role: Role;
  isPublished: boolean;
  openAt: Date;
  closeAt: Date;
  submissionStatus: AssessmentStatus;
  now: Date;
}): SaveDenial {
  if (input.role !== 'student') return null;
  if (!input.isPublished || !isOpen(input, input.now)) return 'not-open';
  if (input.submissionStatus === 'submitted') return 'finalised';
  return null;
}

/** Finalising is offered only from 'attempted' and cannot be undone by the student. */
export function canFinalise(status: AssessmentStatus): boolean {
  return status === 'attempted';
}

/**
 * Dates of a newly uploaded assessment (api-reference section 3): today 00:00 UTC + 3 days + 4 h,
 * closing 7 days later. Re-uploads keep their dates.
 */
export function defaultAssessmentWindow(now: Date): { openAt: Date; closeAt: Date } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const openAt = new Date(day + (3 * 24 + 4) * 3_600_000);
  const closeAt = new Date(openAt.getTime() + 7 * 24 * 3_600_000);
  return { openAt, closeAt };
}

/** A submission becomes 'attempted' once every question has an answer. */
export function statusAfterAnswer(answerCount: number, questionCount: number): 'attempting' | 'attempted' {
  return answerCount >= questionCount ? 'attempted' : 'attempting';
}

/** Upload limits: the XML file and the stored answer. */
export const MAX_ASSESSMENT_XML_BYTES = 2 * 1024 * 1024;
export const MAX_ANSWER_CODE_CHARS = 200_000;

/** What each notification says (spec 1 section 8); grading published reads as graded. */
export const NOTIFICATION_TEXT: Readonly<Record<NotificationType, string | null>> = {
  new: 'This assessment is new.',
  deadline: 'This assessment is closing soon.',
  autograded: 'This assessment has been autograded.',
  submitted: 'This submission is new.',
  unsubmitted: 'This assessment has been unsubmitted.',
  graded: 'This assessment has been manually graded.',
  published_grading: 'This assessment has been manually graded.',
  // Withdrawn grading is counted but has no text of its own.
  unpublished_grading: null,
  new_message: 'There are new messages.',
};
