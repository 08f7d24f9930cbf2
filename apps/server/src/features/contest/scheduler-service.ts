import { scoringSlotStart } from '@sa/domain';
import type { Database } from '../../db/client';
import { PeriodicTask, type PeriodicTaskOptions } from '../../jobs/periodic-task';
import { assignOneDueQuestion } from './assign-service';
import { claimDueFinal, claimDueScoring, markFinalised, markScored } from './schedule-queries';
import { finaliseVotingAssessment, scoreVotingAssessment } from './score-service';

export interface ContestSchedulerOptions extends PeriodicTaskOptions {
  db: Database;
  /** AppDeps.now: the clock every "due" is measured against. */
  now: () => Date;
}

/** What one tick did. */
export interface ContestTick {
  /** Voting questions that were handed their entries. */
  assigned: number;
  /** Open voting assessments whose scores were recomputed. */
  scored: number;
  /** Closed voting assessments given their final scores and XP. */
  finalised: number;
}

/**
 * The timed side of contest voting (api-reference section 7), in place of the reference's
 * nightly and two-hourly jobs:
 * - entries for voting questions whose contest has closed and that have none yet;
 * - scores of open, published voting assessments, every 2 hours on the hour, Singapore time (the
 *   first tick in a slot does it, so a restart catches up on a missed one);
 * - once a published voting assessment closes, the final scores and the XP, once.
 * Each piece of work is claimed with SKIP LOCKED and done and marked in one transaction, so
 * however many processes run a scheduler, each runs once. Like the AssessmentCloser it runs in
 * every API process, once at start and then every minute; with nothing due a tick is three small
 * indexed queries.
 */
export class ContestScheduler extends PeriodicTask<ContestTick> {
  constructor(private readonly options: ContestSchedulerOptions) {
    super(options, 'contest scheduler: could not run due contest work');
  }

  protected async runDue(): Promise<ContestTick> {
    const { db, now } = this.options;
    const done: ContestTick = { assigned: 0, scored: 0, finalised: 0 };
    // Each loop ends when nothing more is due (or due work is held by another process).
    while (!this.stopped && (await assignOneDueQuestion(db, now()))) done.assigned += 1;
    while (!this.stopped && (await this.scoreOne())) done.scored += 1;
    while (!this.stopped && (await this.finaliseOne())) done.finalised += 1;
    return done;
  }

  private scoreOne(): Promise<boolean> {
    const { db, now } = this.options;
    return db.transaction(async (tx) => {
      const at = now();
      const assessmentId = await claimDueScoring(tx, at, scoringSlotStart(at));
      if (assessmentId === undefined) return false;
      await scoreVotingAssessment(tx, assessmentId);
      await markScored(tx, assessmentId, at);
      return true;
    });
  }

  private finaliseOne(): Promise<boolean> {
    const { db, now } = this.options;
    return db.transaction(async (tx) => {
      const at = now();
      const assessmentId = await claimDueFinal(tx, at);
      if (assessmentId === undefined) return false;
      await finaliseVotingAssessment(tx, assessmentId);
      await markFinalised(tx, assessmentId, at);
      return true;
    });
  }
}
