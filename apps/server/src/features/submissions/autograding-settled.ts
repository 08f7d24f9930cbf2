import { autogradingOutcome } from '@sa/domain';
import type { Executor } from '../../db/client';
import { renewXpBonus } from './bonus';
import { notifyStudent } from './notifications';
import { publishOne } from './publish-service';
import { autogradingState, lockSubmissionForSettling } from './queries';

/**
 * What follows autograding of a finalised submission, wherever grading happened: at the finalise
 * (MCQ, programming without testcases), when a grading job finishes, after a staff reautograde.
 * Runs in the caller's transaction and takes the submission's lock (a no-op when the caller holds
 * it), so of two jobs of one submission finishing at once the second sees the first's result:
 * the submission is settled exactly once when its last answer is done.
 *
 * 1. The early-submission bonus, while it is still 0, with t = submitted_at: computed at the
 *    finalise after MCQ grading and again once programming XP has arrived, so a purely
 *    autograded submission earns its bonus (the reference computes it before its asynchronous
 *    grading ends and so keeps 0).
 * 2. Once no answer is processing: auto-publish or the 'autograded' notification, as
 *    autogradingOutcome (packages/domain) decides.
 *
 * A submission no longer 'submitted' (unsubmitted while a job ran) is left alone.
 */
export async function settleAutograding(
  tx: Executor,
  submissionId: number,
  options: { autogradedAny: boolean; now: Date },
): Promise<void> {
  const locked = await lockSubmissionForSettling(tx, submissionId);
  if (locked?.status !== 'submitted') return;
  const xpBonus = await renewXpBonus(tx, locked, options.now);
  const submission = { ...locked, xpBonus };
  const state = await autogradingState(tx, submission.id, submission.assessmentId);
  const outcome = autogradingOutcome({ ...submission, ...state, autogradedAny: options.autogradedAny });
  if (outcome === 'publish') {
    await publishOne(tx, submission, null, options.now);
  } else if (outcome === 'notify') {
    await notifyStudent(tx, 'autograded', {
      assessmentId: submission.assessmentId,
      submissionId: submission.id,
    });
  }
}
