import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessments, courses } from '../../db/schema';

/**
 * One published assessment whose close has passed and that the closer has not dealt with since
 * (never, or before its close was moved later), with its course's setting; locked until the
 * transaction ends. SKIP LOCKED: another process closing an assessment makes this one take the
 * next, so each is closed once however many processes run. NO KEY UPDATE rather than UPDATE, so
 * submissions (whose key references the row) can still be created meanwhile.
 */
export async function claimClosedAssessment(executor: Executor, now: Date) {
  const [row] = await executor
    .select({
      id: assessments.id,
      closeAt: assessments.closeAt,
      enableAutoSubmitOnClose: courses.enableAutoSubmitOnClose,
    })
    .from(assessments)
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .where(
      and(
        eq(assessments.isPublished, true),
        lte(assessments.closeAt, now),
        or(isNull(assessments.autoClosedAt), lt(assessments.autoClosedAt, assessments.closeAt)),
      ),
    )
    .orderBy(asc(assessments.closeAt), asc(assessments.id))
    .limit(1)
    .for('no key update', { of: assessments, skipLocked: true });
  return row;
}

export async function markAutoClosed(executor: Executor, assessmentId: number, now: Date): Promise<void> {
  await executor.update(assessments).set({ autoClosedAt: now }).where(eq(assessments.id, assessmentId));
}
