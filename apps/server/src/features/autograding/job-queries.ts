import type { AutograderResult, StoredAnswer, StoredLibrary, StoredQuestion } from '@sa/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { answers, gradingJobs, questions, submissions } from '../../db/schema';
import { settleAutograding } from '../submissions/autograding-settled';

export interface ClaimedJob {
  id: number;
  answerId: number;
  /** Including this claim. */
  attempts: number;
}

// node-postgres returns bigint columns as strings, PGlite as numbers.
const ClaimedRows = z.object({
  rows: z.array(
    z.object({ id: z.coerce.number(), answer_id: z.coerce.number(), attempts: z.coerce.number() }),
  ),
});

/**
 * Claims up to `limit` jobs for `lockMs`: queued ones, and running ones whose lock has expired (their
 * process died or hung). SKIP LOCKED lets several processes claim side by side without waiting on or
 * taking each other's rows.
 *
 * Fair across submitters (a student, or a team): the jobs are taken round robin, so one with many
 * queued answers (ten hostile submissions, a whole course's regrade) cannot starve the others. A
 * waiting job's round is how many jobs its submitter has running (in any process, locks held) plus
 * its place among the submitter's waiting jobs; the lowest round goes first; within a round, answers
 * of a submission already under way (another of its answers graded since this one was queued: a
 * student waits for the whole submission), then the submitter who has waited longest. The submitter's key is the student's or the team's id with a
 * prefix, so it does not matter which of the two a submission has.
 */
export async function claimJobs(db: Database, limit: number, lockMs: number): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    with owned as (
      select j.id, j.status, j.locked_until, j.updated_at, a.submission_id,
             coalesce('s' || s.student_id::text, 't' || s.team_id::text) as submitter
        from grading_jobs j
        join answers a on a.id = j.answer_id
        join submissions s on s.id = a.submission_id
       where j.status in ('queued', 'running')
    ),
    busy as (
      select submitter, count(*) as running
        from owned
       where status = 'running' and locked_until >= now()
       group by submitter
    ),
    waiting as (
      select o.id,
             coalesce(b.running, 0)
               + row_number() over (partition by o.submitter order by o.updated_at, o.id) as round,
             min(o.updated_at) over (partition by o.submitter) as waiting_since,
             exists (
               select 1 from answers a2 join grading_jobs j2 on j2.answer_id = a2.id
                where a2.submission_id = o.submission_id and j2.id <> o.id
                  and (j2.status = 'running' or (j2.status = 'done' and j2.updated_at >= o.updated_at))
             ) as under_way
        from owned o
        left join busy b on b.submitter = o.submitter
       where o.status = 'queued' or o.locked_until < now()
    )
    update grading_jobs
       set status = 'running',
           locked_until = now() + ${lockMs} * interval '1 millisecond',
           attempts = attempts + 1,
           updated_at = now()
     where id in (
       select g.id
         from grading_jobs g
         join waiting w on w.id = g.id
        where g.status = 'queued' or (g.status = 'running' and g.locked_until < now())
        order by w.round, w.under_way desc, w.waiting_since, g.id
        for update of g skip locked
        limit ${limit})
    returning id, answer_id, attempts`);
  return ClaimedRows.parse(result).rows.map((r) => ({
    id: r.id,
    answerId: r.answer_id,
    attempts: r.attempts,
  }));
}

/**
 * Queues again every job marked running, for a process that alone uses its database (see
 * GraderServiceOptions.soleProcess). Returns how many there were.
 */
export async function releaseRunningJobs(db: Database): Promise<number> {
  const released = await db
    .update(gradingJobs)
    .set({ status: 'queued', lockedUntil: null, updatedAt: new Date() })
    .where(eq(gradingJobs.status, 'running'))
    .returning({ id: gradingJobs.id });
  return released.length;
}

/** Keeps this process's running jobs locked while they are still being graded. */
export async function extendLocks(db: Database, jobIds: readonly number[], lockMs: number): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .update(gradingJobs)
    .set({ lockedUntil: sql`now() + ${lockMs} * interval '1 millisecond'` })
    .where(and(inArray(gradingJobs.id, [...jobIds]), eq(gradingJobs.status, 'running')));
}

export interface JobAnswer {
  answer: StoredAnswer;
  question: StoredQuestion;
  maxXp: number;
  gradingLibrary: StoredLibrary;
}

export async function loadJobAnswer(db: Database, answerId: number): Promise<JobAnswer | undefined> {
  const [row] = await db
    .select({
      answer: answers.answer,
      question: questions.question,
      maxXp: questions.maxXp,
      gradingLibrary: questions.gradingLibrary,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.id, answerId));
  return row;
}

export interface JobOutcome {
  status: 'success' | 'failed';
  xp: number;
  results: AutograderResult[];
}

/**
 * Stores the outcome and closes the job, only if the job is still this claim's: a job queued again
 * meanwhile (a new finalise or a regrade resets it) belongs to newer code, so a stale result is
 * dropped, and so is the result for an answer no longer 'processing' (unsubmitted meanwhile).
 * The submission is locked first, in the order a finalise or a regrade takes its locks
 * (submission, then job), so the two cannot deadlock; then the submission is settled (bonus,
 * auto-publish, 'autograded' notification) in the same transaction. Returns whether it was stored.
 */
export async function finishJob(
  db: Database,
  job: ClaimedJob,
  outcome: JobOutcome,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const submissionId = await lockSubmissionOfAnswer(tx, job.answerId);
    const closed = await tx
      .update(gradingJobs)
      .set({ status: 'done', lockedUntil: null, updatedAt: new Date() })
      .where(
        and(
          eq(gradingJobs.id, job.id),
          eq(gradingJobs.status, 'running'),
          eq(gradingJobs.attempts, job.attempts),
        ),
      )
      .returning({ id: gradingJobs.id });
    if (closed.length === 0 || submissionId === undefined) return false;
    const stored = await tx
      .update(answers)
      .set({
        xp: outcome.xp,
        autogradingStatus: outcome.status,
        autogradingResults: outcome.results,
        updatedAt: new Date(),
      })
      .where(and(eq(answers.id, job.answerId), eq(answers.autogradingStatus, 'processing')))
      .returning({ id: answers.id });
    if (stored.length === 0) return false;
    await settleAutograding(tx, submissionId, { autogradedAny: true, now });
    return true;
  });
}

/** The submission of the answer, locked as settleAutograding locks it; undefined if gone. */
async function lockSubmissionOfAnswer(tx: Transaction, answerId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(answers, eq(answers.submissionId, submissions.id))
    .where(eq(answers.id, answerId))
    .for('no key update', { of: submissions });
  return row?.id;
}

/** Puts a job that failed for the system's reasons back in the queue for another attempt. */
export async function retryJob(db: Database, job: ClaimedJob, error: string): Promise<void> {
  await db
    .update(gradingJobs)
    .set({ status: 'queued', lockedUntil: null, lastError: error, updatedAt: new Date() })
    .where(
      and(
        eq(gradingJobs.id, job.id),
        eq(gradingJobs.status, 'running'),
        eq(gradingJobs.attempts, job.attempts),
      ),
    );
}

/** Records the last error of a job that is given up on (its answer is stored as failed by finishJob). */
export async function noteJobError(db: Database, jobId: number, error: string): Promise<void> {
  await db.update(gradingJobs).set({ lastError: error }).where(eq(gradingJobs.id, jobId));
}
