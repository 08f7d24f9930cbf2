import { availableParallelism } from 'node:os';
import type { AutograderResult } from '@sa/domain';
import type { SourceSession } from '@sa/runner';
import type { FastifyBaseLogger } from 'fastify';
import type { Listen } from '../../cache/change-feed';
import type { Database } from '../../db/client';
import { GRADING_CHANNEL } from './enqueue';
import { createGraderSession, gradeAnswer } from './grade-answer';
import {
  type ClaimedJob,
  claimJobs,
  extendLocks,
  finishJob,
  type JobOutcome,
  loadJobAnswer,
  noteJobError,
  releaseRunningJobs,
  retryJob,
} from './job-queries';
import { SessionPool } from './session-pool';

/** The reference's message when its grader crashed (api-reference section 5). */
export const SYSTEM_ERROR_MESSAGE = 'Autograder runtime error. Please contact a system administrator';

const FAILED: JobOutcome = {
  status: 'failed',
  xp: 0,
  results: [
    { resultType: 'error', errors: [{ errorType: 'systemError', errorMessage: SYSTEM_ERROR_MESSAGE }] },
  ] satisfies AutograderResult[],
};

export interface GraderServiceOptions {
  db: Database;
  /** Wakes the loop when any process queues jobs (NOTIFY on commit). */
  listen: Listen;
  log: FastifyBaseLogger;
  /** Jobs graded at once, one runner session each. Default: min(2, cores). */
  poolSize?: number;
  /**
   * No other process shares the database (PGlite): jobs left 'running' were cut off by this
   * process's previous run and are queued again at start instead of waiting for their locks.
   */
  soleProcess?: boolean;
  /** Start every runner session at once, so the first finalise is graded without a cold start. */
  warm?: boolean;
  /** How often the queue is looked at without a wake-up (jobs of a lost notification, expired locks). */
  pollMs?: number;
  /** How long a claim holds a job; renewed while the job runs, so only a dead process loses it. */
  lockMs?: number;
  /** Attempts before a job whose grading keeps failing is stored as failed. */
  maxAttempts?: number;
  createSession?: () => SourceSession;
  /** The clock of the bonus rule when a submission has no submitted_at (AppDeps.now). */
  now?: () => Date;
}

/**
 * Grades the queued programming answers of every process sharing the database. Student programs run
 * in runner processes of their own under hard time and memory limits, so this loop (on the API's event
 * loop) only waits.
 */
export class GraderService {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private readonly pool: SessionPool;
  private readonly pollMs: number;
  private readonly lockMs: number;
  private readonly maxAttempts: number;
  private readonly now: () => Date;
  private readonly running = new Map<number, Promise<void>>();
  private stopped = false;
  private wakeRequested = false;
  private wakeUp: (() => void) | undefined;
  private loopDone: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly options: GraderServiceOptions) {
    this.db = options.db;
    this.log = options.log;
    this.pollMs = options.pollMs ?? 1000;
    this.lockMs = options.lockMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.now = options.now ?? (() => new Date());
    this.pool = new SessionPool(
      options.poolSize ?? Math.min(2, availableParallelism()),
      options.createSession ?? createGraderSession,
    );
  }

  async start(): Promise<void> {
    if (this.options.soleProcess) {
      const released = await releaseRunningJobs(this.db);
      if (released > 0)
        this.log.info({ released }, 'grader: queued again the jobs the last run left running');
    }
    if (this.options.warm) this.pool.warm();
    this.unlisten = await this.options.listen(GRADING_CHANNEL, () => this.wake());
    this.heartbeat = setInterval(() => {
      extendLocks(this.db, [...this.running.keys()], this.lockMs).catch((error: unknown) =>
        this.log.error({ err: error }, 'grader: could not extend job locks'),
      );
    }, this.lockMs / 3);
    this.heartbeat.unref();
    this.loopDone = this.loop();
  }

  /** Ends running programs at once; their jobs stay claimed until the lock expires, then run again. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    clearInterval(this.heartbeat);
    this.pool.close();
    await this.loopDone;
    await Promise.allSettled(this.running.values());
    await this.unlisten?.();
  }

  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.wakeRequested = false;
      try {
        await this.claimAndStart();
      } catch (error) {
        this.log.error({ err: error }, 'grader: could not claim jobs');
      }
      if (!this.wakeRequested && !this.stopped) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wakeUp = done;
    });
  }

  private async claimAndStart(): Promise<void> {
    const free = this.pool.available;
    if (free === 0) return;
    const jobs = await claimJobs(this.db, free, this.lockMs);
    for (const job of jobs) {
      // Stopped while claiming: the jobs are taken again once their locks expire.
      if (this.stopped) return;
      const session = this.pool.acquire();
      const done = this.runJob(job, session)
        .catch((error: unknown) =>
          this.log.error({ err: error, jobId: job.id }, 'grader: job bookkeeping failed'),
        )
        .finally(() => {
          this.pool.release(session);
          this.running.delete(job.id);
          this.wake();
        });
      this.running.set(job.id, done);
    }
  }

  private async runJob(job: ClaimedJob, session: SourceSession): Promise<void> {
    // Claimed more often than allowed: earlier attempts died with their process (or hung it).
    if (job.attempts > this.maxAttempts) {
      await finishJob(this.db, job, FAILED, this.now());
      return;
    }
    try {
      const answer = await loadJobAnswer(this.db, job.answerId);
      if (!answer) return; // deleted meanwhile; its job went with it (cascade)
      const outcome = await gradeAnswer(session, answer);
      if (this.stopped) return;
      await finishJob(this.db, job, outcome, this.now());
    } catch (error) {
      if (this.stopped) return;
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, jobId: job.id, attempts: job.attempts }, 'grader: grading failed');
      if (job.attempts >= this.maxAttempts) {
        await noteJobError(this.db, job.id, message);
        await finishJob(this.db, job, FAILED, this.now());
      } else {
        await retryJob(this.db, job, message);
      }
    }
  }
}
