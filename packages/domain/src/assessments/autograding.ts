import type { AutogradingStatus } from './model';

/** What a finalised submission looks like once some of its autograding may have finished. */
export interface AutogradedSubmission {
  isManuallyGraded: boolean;
  isGradingAutoPublished: boolean;
  isGradingPublished: boolean;
  questionCount: number;
  /** The autograding status of each of the submission's answers. */
  answerStatuses: readonly AutogradingStatus[];
  /** Whether the autograder graded anything (an MCQ or programming answer, blanks included). */
  autogradedAny: boolean;
}

/**
 * - `pending`: an answer is still being graded; nothing is announced yet.
 * - `publish`: publish the grading now (api-reference section 4, auto-publish after autograding).
 * - `notify`: tell the student their submission has been autograded.
 * - `nothing`: autograding is done but there is nothing to tell the student.
 */
export type AutogradingOutcome = 'pending' | 'publish' | 'notify' | 'nothing';

/**
 * What follows when autograding of a submission may be complete.
 *
 * The 'autograded' notification ("This assessment has been autograded.", spec 1 section 8) is for
 * types graded by the autograder alone. A manually graded type is not done when the autograder
 * is: its grade comes from a grader, announced by 'published_grading' when it is published, so
 * an 'autograded' notice there would point the student at a grade they cannot see. A submission
 * published right away gets 'published_grading' instead of both, so the student is told once
 * (the reference's issue #1166 is about such double notices).
 */
export function autogradingOutcome(submission: AutogradedSubmission): AutogradingOutcome {
  const { answerStatuses } = submission;
  if (answerStatuses.includes('processing')) return 'pending';
  if (!submission.autogradedAny || submission.isManuallyGraded) return 'nothing';
  const allSucceeded =
    answerStatuses.length === submission.questionCount && answerStatuses.every((s) => s === 'success');
  if (submission.isGradingAutoPublished && !submission.isGradingPublished && allSucceeded) return 'publish';
  return 'notify';
}
