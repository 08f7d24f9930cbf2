import type { Database } from '../../db/client';
import { PeriodicTask, type PeriodicTaskOptions } from '../../jobs/periodic-task';
import { claimClosedAssessment, markAutoClosed } from './closer-queries';
import { lockOpenAttempts, setSubmissionStatus } from './submission-queries';
import { onSubmitted } from './submit-service';

export interface AssessmentCloserOptions extends PeriodicTaskOptions {
  db: Database;
  /** AppDeps.now: what "the close has passed" is measured against. */
  now: () => Date;
}

/**
 * Submits the open attempts of assessments once they close, in courses that ask for it
 * (enableAutoSubmitOnClose, off by default: some universities do not want it, the reference's
 * frontend issue #2500). Each attempt goes through the student's own finalise path (onSubmitted:
 * 'submitted' notification, blank answers, autograding, bonus) with submitted_at = close_at, so
 * the bonus is what a finalise at the last moment earns (the reference leaves submitted_at null
 * and later counts from "now"). Students without a submission get none: there is nothing of
 * theirs to submit. Every closed assessment is marked closed whether or not its course asks, so
 * turning the setting on later does not submit long-closed assessments.
 *
 * Runs in every API process (started on ready, stopped on close), once at start and then every
 * minute; the claim (SKIP LOCKED) makes each assessment closed by one process, once.
 */
export class AssessmentCloser extends PeriodicTask<number> {
  constructor(private readonly options: AssessmentCloserOptions) {
    super(options, 'closer: could not close assessments');
  }

  /**
   * Closes every assessment due now, one transaction each (a failure leaves the others closed
   * and this one for the next tick). Returns how many this call closed.
   */
  protected async runDue(): Promise<number> {
    let closed = 0;
    while (!this.stopped && (await this.closeOne())) closed += 1;
    return closed;
  }

  private closeOne(): Promise<boolean> {
    const { db, now } = this.options;
    return db.transaction(async (tx) => {
      const at = now();
      const assessment = await claimClosedAssessment(tx, at);
      if (!assessment) return false;
      if (assessment.enableAutoSubmitOnClose) {
        for (const submission of await lockOpenAttempts(tx, assessment.id)) {
          await setSubmissionStatus(tx, submission.id, 'submitted', { submittedAt: assessment.closeAt });
          await onSubmitted(tx, { ...submission, status: 'submitted' }, at);
        }
      }
      await markAutoClosed(tx, assessment.id, at);
      return true;
    });
  }
}
