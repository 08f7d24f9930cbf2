import { and, asc, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessments, questions } from '../../db/schema';

/**
 * A published assessment with at least one voting question. The outer column is named in full:
 * Drizzle may render it unqualified, which inside the subquery would name the question's id.
 */
const isPublishedVoting = and(
  eq(assessments.isPublished, true),
  sql`exists (select 1 from ${questions} q where q.assessment_id = assessments.id and q.type = 'voting')`,
);

/**
 * One voting assessment matching `due`, locked until the transaction ends. SKIP LOCKED: another
 * process working on one makes this claim take the next, so each run happens in one process.
 * NO KEY UPDATE, as the closer's claim, so submissions referencing the row can still be written.
 */
async function claimVotingAssessment(executor: Executor, due: SQL | undefined): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(isPublishedVoting, due))
    .orderBy(asc(assessments.closeAt), asc(assessments.id))
    .limit(1)
    .for('no key update', { of: assessments, skipLocked: true });
  return row?.id;
}

/** An open voting assessment whose scores were last computed before the current slot (or never). */
export function claimDueScoring(executor: Executor, now: Date, slotStart: Date): Promise<number | undefined> {
  return claimVotingAssessment(
    executor,
    and(
      lte(assessments.openAt, now),
      gt(assessments.closeAt, now),
      or(isNull(assessments.contestScoredAt), lt(assessments.contestScoredAt, slotStart)),
    ),
  );
}

/**
 * A closed voting assessment whose final run has not happened since it closed (never, or before
 * its close was moved later).
 */
export function claimDueFinal(executor: Executor, now: Date): Promise<number | undefined> {
  return claimVotingAssessment(
    executor,
    and(
      lte(assessments.closeAt, now),
      or(isNull(assessments.contestFinalisedAt), lt(assessments.contestFinalisedAt, assessments.closeAt)),
    ),
  );
}

export async function markScored(executor: Executor, assessmentId: number, now: Date): Promise<void> {
  await executor.update(assessments).set({ contestScoredAt: now }).where(eq(assessments.id, assessmentId));
}

export async function markFinalised(executor: Executor, assessmentId: number, now: Date): Promise<void> {
  await executor.update(assessments).set({ contestFinalisedAt: now }).where(eq(assessments.id, assessmentId));
}
