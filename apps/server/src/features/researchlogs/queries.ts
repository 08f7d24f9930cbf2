import type { EventLogEntry } from '@sa/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseRegistrations, researchLogs } from '../../db/schema';

export type ResearchLogRow = typeof researchLogs.$inferSelect;

/**
 * The registration's answer to the research prompt (null: not answered yet). With `lock`, its row
 * is locked against changes until the transaction ends: an opt-out waits for an upload under way
 * and then deletes what it stored, or the upload waits for the opt-out and is refused.
 */
export async function findResearchAgreement(
  executor: Executor,
  courseRegId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<boolean | null> {
  const query = executor
    .select({ agreed: courseRegistrations.agreedToResearch })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.id, courseRegId));
  const [row] = lock ? await query.for('share') : await query;
  return row?.agreed ?? null;
}

/**
 * Stores the entries not stored before for this registration and answers how many were new. An
 * id this registration already sent is skipped (a retried batch); the uniqueness is per
 * registration, so another user's entry with the same id is never touched, matched or read.
 */
export async function insertResearchLogs(
  executor: Executor,
  owner: { courseId: number; courseRegId: number },
  entries: readonly EventLogEntry[],
): Promise<number> {
  const stored = await executor
    .insert(researchLogs)
    .values(
      entries.map((entry) => ({
        entryId: entry.id,
        courseId: owner.courseId,
        courseRegId: owner.courseRegId,
        sessionId: entry.sessionId,
        assessmentId: entry.assessmentId,
        questionId: entry.questionId,
        type: entry.payload.type,
        payload: entry.payload,
        clientTime: new Date(entry.time),
      })),
    )
    .onConflictDoNothing({ target: [researchLogs.courseRegId, researchLogs.entryId] })
    .returning({ id: researchLogs.id });
  return stored.length;
}

/** Forgets everything a registration sent (its research agreement was withdrawn). */
export async function deleteResearchLogsOf(executor: Executor, courseRegId: number): Promise<void> {
  await executor.delete(researchLogs).where(eq(researchLogs.courseRegId, courseRegId));
}

export interface ExportedRow {
  row: ResearchLogRow;
  userId: number;
}

/**
 * One page of a course's entries after `afterId`, in the order they arrived, of participants who
 * agree now (rows of anyone else should already be gone; this holds even if they were not).
 */
export async function pageOfCourseLogs(
  executor: Executor,
  courseId: number,
  afterId: number,
  pageSize: number,
): Promise<ExportedRow[]> {
  return executor
    .select({ row: researchLogs, userId: courseRegistrations.userId })
    .from(researchLogs)
    .innerJoin(courseRegistrations, eq(courseRegistrations.id, researchLogs.courseRegId))
    .where(
      and(
        eq(researchLogs.courseId, courseId),
        gt(researchLogs.id, afterId),
        eq(courseRegistrations.agreedToResearch, true),
      ),
    )
    .orderBy(asc(researchLogs.id))
    .limit(pageSize);
}
