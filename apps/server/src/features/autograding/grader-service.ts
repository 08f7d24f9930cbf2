import { availableParallelism } from 'node:os';
import type { AutograderResult } from '@sa/domain';
import type { SourceSession } from '@sa/runner';
import type { FastifyBaseLogger } from 'fastify';
import type { Listen } from '../../cache/change-feed';
import type { Database } from '../../db/client';
import { GRADING_CHANNEL } from './enqueue';
import { AnswerGrading, createGraderSession, type GraderEngine } from './grade-answer';
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
  /**
   * How long an answer is graded before a newly queued one may go first (checked between testcases):
   * an ordinary answer is done within it; a slow one is put aside and resumed when no new job waits.
   */
  sliceMs?: number;
  /** Answers this process may hold put aside at once; past it, a slow answer runs to its end. */
  maxSetAside?: number;
  createSession?: () => SourceSession;
  /**
   * Grade every answer on this engine, whatever its question's settings say: a regrade comparing
   * the fast path with js-slang (regrade-engines.test.ts, bench/regrade-demo.ts). Default: theirs.
   */
  engine?: GraderEngine;
  /** The clock of the bonus rule when a submission has no submitted_at (AppDeps.now). */
  now?: () => Date;
}

/** A claimed job and, once started, its grading so far. */
interface Work {
  job: ClaimedJob;
  grading?: AnswerGrading;
}

/**
 * Grades the queued programming answers of every process sharing the database. Student programs run
 * in runner processes of their own under hard time and memory limits, so this loop (on the API's event
 * loop) only waits.
 *
 * Fair to every student: jobs are claimed round robin across submitters (claimJobs), each answer has
 * one time budget for all its testcases (AnswerGrading), and an answer still running after a slice
 * is put aside, still claimed, whenever a newly queued job waits: answers whose programs run to the
 * time limit cannot hold every runner while an ordinary submission waits behind them. Answers put
 * aside resume, oldest first, when nothing new is queued.
 */
export class GraderService {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private readonly pool: SessionPool;
  private readonly pollMs: number;
  private readonly lockMs: number;
  private readonly maxAttempts: number;
  private readonly sliceMs: number;
  private readonly maxSetAside: number;
  private readonly now: () => Date;
  /** Jobs this process has claimed and not finished: running on a session or set aside. */
  private readonly held = new Map<number, ClaimedJob>();
  private readonly setAside: Work[] = [];
  private readonly tasks = new Set<Promise<void>>();
  /**
   * Whether the queue may hold jobs nobody has claimed: set by a notification or a poll, cleared when
   * a claim comes back short. A slice ends without asking the database while nothing new was queued
   * (on PGlite, every query runs on the API's own thread).
   */
  private mayHaveQueued = true;
  /** Counts notifications and polls, so a claim that overlapped one does not clear the flag. */
  private signals = 0;
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
    this.sliceMs = options.sliceMs ?? 500;
    this.maxSetAside = options.maxSetAside ?? 16;
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
      extendLocks(this.db, [...this.held.keys()], this.lockMs).catch((error: unknown) =>
        this.log.error({ err: error }, 'grader: could not extend job locks'),
      );
    }, this.lockMs / 3);
    this.heartbeat.unref();
    this.loopDone = this.loop();
  }

  /**
   * Ends running programs at once; their jobs (and those set aside) stay claimed until the lock
   * expires, then run again.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    clearInterval(this.heartbeat);
    this.pool.close();
    await this.loopDone;
    await Promise.allSettled([...this.tasks]);
    this.setAside.length = 0;
    this.held.clear();
    await this.unlisten?.();
  }

  private signalQueued(): void {
    this.signals += 1;
    this.mayHaveQueued = true;
  }

  /** Jobs may have been queued: look at the queue now. */
  wake(): void {
    this.signalQueued();
    this.rerun();
  }

  /** Runs the loop again at once (a session came free). */
  private rerun(): void {
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
      const timer = setTimeout(() => {
        this.signalQueued(); // a lost notification, or a lock that expired meanwhile
        done();
      }, this.pollMs);
      this.wakeUp = done;
    });
  }

  /** Newly queued jobs first, on every free session; then answers set aside, oldest first. */
  private async claimAndStart(): Promise<void> {
    const free = this.pool.available;
    if (free === 0) return;
    if (!this.mayHaveQueued && this.setAside.length === 0) return;
    const signals = this.signals;
    const jobs = this.mayHaveQueued ? await claimJobs(this.db, free, this.lockMs) : [];
    if (jobs.length < free && signals === this.signals) this.mayHaveQueued = false;
    for (const job of jobs) {
      // Stopped while claiming: the jobs are taken again once their locks expire.
      if (this.stopped) return;
      this.held.set(job.id, job);
      this.serve({ job });
    }
    while (!this.stopped && this.pool.available > 0) {
      const work = this.setAside.shift();
      if (!work) return;
      this.serve(work);
    }
  }

  /** Grades on a session of its own until the work is done, then hands the session back. */
  private serve(first: Work): void {
    const session = this.pool.acquire();
    const task = this.gradeOn(session, first)
      .catch((error: unknown) => {
        this.log.error({ err: error, jobId: first.job.id }, 'grader: job bookkeeping failed');
      })
      .finally(() => {
        this.pool.release(session);
        this.tasks.delete(task);
        this.rerun();
      });
    this.tasks.add(task);
  }

  private async gradeOn(session: SourceSession, first: Work): Promise<void> {
    let work = first;
    while (!this.stopped) {
      const finished = await this.gradeSlice(work, session);
      if (finished) {
        // Unless a regrade queued the job again and this process claimed it anew meanwhile.
        if (this.held.get(work.job.id) === work.job) this.held.delete(work.job.id);
        return;
      }
      if (!this.mayHaveQueued || this.setAside.length >= this.maxSetAside) continue;
      // A slice is over: a job queued meanwhile goes first, the unfinished answer waits its turn.
      const fresh = await this.claimOne();
      if (!fresh) continue;
      this.held.set(fresh.id, fresh);
      this.setAside.push(work);
      work = { job: fresh };
    }
  }

  /** A newly queued job, if any; none if the queue cannot be read now (the current answer goes on). */
  private async claimOne(): Promise<ClaimedJob | undefined> {
    const signals = this.signals;
    try {
      const [job] = await claimJobs(this.db, 1, this.lockMs);
      if (!job && signals === this.signals) this.mayHaveQueued = false;
      return job;
    } catch (error) {
      this.log.error({ err: error }, 'grader: could not claim jobs');
      return undefined;
    }
  }

  /** One slice of a job; whether the job is over (stored, retried, given up or gone). */
  private async gradeSlice(work: Work, session: SourceSession): Promise<boolean> {
    const { job } = work;
    // Claimed more often than allowed: earlier attempts died with their process (or hung it).
    if (job.attempts > this.maxAttempts) {
      await finishJob(this.db, job, FAILED, this.now());
      return true;
    }
    try {
      if (!work.grading) {
        const answer = await loadJobAnswer(this.db, job.answerId);
        if (!answer) return true; // deleted meanwhile; its job went with it (cascade)
        work.grading = new AnswerGrading(answer, this.options.engine);
      }
      const outcome = await work.grading.step(session, this.sliceMs);
      if (!outcome) return false;
      if (this.stopped) return true;
      await finishJob(this.db, job, outcome, this.now());
    } catch (error) {
      if (this.stopped) return true;
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, jobId: job.id, attempts: job.attempts }, 'grader: grading failed');
      if (job.attempts >= this.maxAttempts) {
        await noteJobError(this.db, job.id, message);
        await finishJob(this.db, job, FAILED, this.now());
      } else {
        await retryJob(this.db, job, message);
      }
    }
    return true;
  }
}
